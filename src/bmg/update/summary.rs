//! The change list as a player reads it, the evening a new catalog comes out: what
//! alters play first, grouped (profiles new, removed or given a new id; profiles
//! changed; affiliation rules; equipment; cards), one line per entry by its name, and
//! the changes of printed names alone folded into one count with a few examples. The
//! command line and the Catalog tab both tell it from here.

use super::diff::{Change, Changes, Field, How, Kind};

/// How many entries a section lists before it counts the rest.
const MOST_LISTED: usize = 12;
/// How many renames the folded line gives as examples.
const EXAMPLES: usize = 3;

/// What a line is, for the way it is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    /// A change.
    Plain,
    /// Something new.
    New,
    /// Something gone.
    Gone,
    /// A new id or a new name.
    Renamed,
    /// Something this version shows and does not check.
    Unchecked,
}

/// One line of a section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// What it is.
    pub tone: Tone,
    /// The line.
    pub text: String,
}

/// A heading and its lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// The heading: "Profiles changed (5)".
    pub title: String,
    /// Its lines.
    pub lines: Vec<Line>,
}

/// The change list, told: sections in the order a player needs them. With `all`,
/// every entry is listed, renames of printed names included; else long sections are
/// cut and those renames are one line with a count and a few examples.
pub fn told(changes: &Changes, all: bool) -> Vec<Section> {
    let mut sections = Vec::new();
    let of = |kind: Kind| changes.changes.iter().filter(move |c| c.kind == kind);
    let how = |kind: Kind, pick: fn(&How) -> bool| of(kind).filter(move |c| pick(&c.how));
    let mut section = |title: &str, tone: Tone, lines: Vec<String>| {
        if !lines.is_empty() {
            sections.push(Section {
                title: format!("{title} ({})", lines.len()),
                lines: cut(lines, all, tone),
            });
        }
    };
    section(
        "New profiles",
        Tone::New,
        how(Kind::Model, |h| matches!(h, How::Added))
            .map(|c| c.name.clone())
            .collect(),
    );
    section(
        "Profiles removed",
        Tone::Gone,
        how(Kind::Model, |h| matches!(h, How::Removed))
            .map(|c| c.name.clone())
            .collect(),
    );
    section(
        "Profiles given a new id",
        Tone::Renamed,
        how(Kind::Model, |h| matches!(h, How::Renamed { .. }))
            .map(line)
            .collect(),
    );
    section(
        "Profiles changed",
        Tone::Plain,
        played(of(Kind::Model)).map(line).collect(),
    );
    section(
        "Affiliation rules",
        Tone::Plain,
        of(Kind::Affiliation)
            .map(super::affiliations::line)
            .collect(),
    );
    for (kind, new, gone, changed) in [
        (
            Kind::Equipment,
            "New equipment",
            "Equipment removed",
            "Equipment changed",
        ),
        (
            Kind::Card,
            "New objective cards",
            "Objective cards removed",
            "Objective cards changed",
        ),
    ] {
        section(
            new,
            Tone::New,
            how(kind, |h| matches!(h, How::Added))
                .map(|c| c.name.clone())
                .collect(),
        );
        section(
            gone,
            Tone::Gone,
            how(kind, |h| matches!(h, How::Removed))
                .map(|c| c.name.clone())
                .collect(),
        );
        section(changed, Tone::Plain, played(of(kind)).map(line).collect());
    }
    let renames: Vec<&Change> = changes.changes.iter().filter(|c| names_only(c)).collect();
    if !renames.is_empty() {
        sections.push(renamed_section(&renames, all));
    }
    if !changes.unchecked.is_empty() {
        sections.push(Section {
            title: "Shown, not checked by this version".to_owned(),
            lines: changes
                .unchecked
                .iter()
                .map(|u| Line {
                    tone: Tone::Unchecked,
                    text: format!("{}: {}", u.printed, u.models.join(", ")),
                })
                .collect(),
        });
    }
    sections
}

/// How many entries changed their printed name and nothing else.
pub fn renamed_only(changes: &Changes) -> usize {
    changes.changes.iter().filter(|c| names_only(c)).count()
}

/// The lines of a section: every one with `all`, else the first few and a count.
fn cut(lines: Vec<String>, all: bool, tone: Tone) -> Vec<Line> {
    let total = lines.len();
    let shown = if all || total <= MOST_LISTED {
        total
    } else {
        MOST_LISTED - 1
    };
    let mut out: Vec<Line> = lines
        .into_iter()
        .take(shown)
        .map(|text| Line { tone, text })
        .collect();
    if shown < total {
        out.push(Line {
            tone: Tone::Plain,
            text: format!("and {} more", total - shown),
        });
    }
    out
}

/// The changed entries that alter play: every change but a printed name's alone.
fn played<'a>(changes: impl Iterator<Item = &'a Change>) -> impl Iterator<Item = &'a Change> {
    changes.filter(|c| matches!(c.how, How::Changed(_)) && !names_only(c))
}

/// The field that holds an entry's printed name.
fn name_field(kind: Kind) -> Option<&'static str> {
    match kind {
        Kind::Model => Some("alias"),
        Kind::Equipment | Kind::Card => Some("name"),
        Kind::Affiliation => None,
    }
}

/// Whether `change` is of the printed name alone (same id, nothing else changed).
fn names_only(change: &Change) -> bool {
    match (&change.how, name_field(change.kind)) {
        (How::Changed(fields), Some(name)) => fields.iter().all(|f| f.name == name),
        _ => false,
    }
}

/// The name an entry had before, where it changed.
fn old_name<'a>(change: &Change, fields: &'a [Field]) -> Option<&'a str> {
    let name = name_field(change.kind)?;
    fields
        .iter()
        .find(|f| f.name == name)
        .and_then(|f| f.old.as_str())
}

/// One entry on one line, by its name now: "Emperor Penguin (Unchained) (was Emperor
/// Penguin Unchained): gains The Emperor".
fn line(change: &Change) -> String {
    let name_now = |fields: &[Field]| {
        name_field(change.kind)
            .and_then(|name| fields.iter().find(|f| f.name == name))
            .and_then(|f| f.new.as_str().map(str::to_owned))
    };
    let rest = |fields: &[Field]| -> Vec<String> {
        fields
            .iter()
            .filter(|f| Some(f.name) != name_field(change.kind))
            .flat_map(|f| f.said.clone())
            .collect()
    };
    match &change.how {
        How::Renamed { to, fields } => {
            let now = name_now(fields).unwrap_or_else(|| change.name.clone());
            let mut text = if now == change.name {
                format!("{now} (new id {to})")
            } else {
                format!("{now} (was {}; new id {to})", change.name)
            };
            let rest = rest(fields);
            if !rest.is_empty() {
                text.push_str(&format!(": {}", rest.join(", ")));
            }
            text
        }
        How::Changed(fields) => match old_name(change, fields) {
            Some(was) => format!("{} (was {was}): {}", change.name, rest(fields).join(", ")),
            None => format!("{}: {}", change.name, rest(fields).join(", ")),
        },
        How::Added | How::Removed => change.line(),
    }
}

/// The renames of printed names: one line with a count and examples, or (with `all`)
/// every one.
fn renamed_section(renames: &[&Change], all: bool) -> Section {
    let rename = |c: &&Change| match &c.how {
        How::Changed(fields) => format!("{} → {}", old_name(c, fields).unwrap_or(""), c.name),
        _ => c.name.clone(),
    };
    let count = |kind: Kind| renames.iter().filter(|c| c.kind == kind).count();
    let mut kinds = Vec::new();
    for (kind, one, many) in [
        (Kind::Model, "profile", "profiles"),
        (Kind::Equipment, "equipment item", "equipment items"),
        (Kind::Card, "objective card", "objective cards"),
    ] {
        match count(kind) {
            0 => {}
            1 => kinds.push(format!("1 {one}")),
            n => kinds.push(format!("{n} {many}")),
        }
    }
    let title = format!("Printed names only ({})", kinds.join(", "));
    let lines = if all {
        renames
            .iter()
            .map(|c| Line {
                tone: Tone::Renamed,
                text: rename(c),
            })
            .collect()
    } else {
        let examples: Vec<String> = renames.iter().take(EXAMPLES).map(rename).collect();
        vec![Line {
            tone: Tone::Renamed,
            text: format!(
                "renamed, nothing else changed: {}{}",
                examples.join("; "),
                if renames.len() > EXAMPLES {
                    "; …"
                } else {
                    ""
                }
            ),
        }]
    };
    Section { title, lines }
}
