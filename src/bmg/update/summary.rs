//! The change list as a player reads it, the evening a new catalog comes out: what
//! alters play first, grouped (profiles new, removed or given a new id; profiles
//! changed; affiliation rules; equipment; cards), one line per entry by its name, and
//! the changes of printed names alone folded into one count with a few examples. The
//! command line and the Catalog tab both take it from here; `words::update` says it.

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

/// What a line of a section tells.
#[derive(Debug, Clone, PartialEq)]
pub enum Told {
    /// An entry new or removed, by its name.
    Name(String),
    /// An entry given a new id or changed, by its name now, with what changed.
    Entry(Change),
    /// How many more entries the section holds than it lists.
    More(usize),
    /// A trait this version shows and does not check, and the profiles carrying it.
    Unchecked {
        /// The trait as printed.
        printed: String,
        /// The ids of the profiles carrying it.
        models: Vec<String>,
    },
    /// A printed name that changed, and nothing else: the name before and now.
    Rename {
        /// The name before.
        was: String,
        /// The name now.
        now: String,
    },
    /// The renames of printed names folded: a few examples, and whether there are
    /// more.
    Renames {
        /// The first few, each name before and now.
        examples: Vec<(String, String)>,
        /// Whether more renames follow the examples.
        more: bool,
    },
}

/// One line of a section.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    /// What it is.
    pub tone: Tone,
    /// What it tells.
    pub told: Told,
}

/// What a section is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Heading {
    /// Profiles new in the catalog.
    NewProfiles,
    /// Profiles gone from it.
    ProfilesRemoved,
    /// Profiles given a new id.
    ProfilesRenamed,
    /// Profiles changed in play.
    ProfilesChanged,
    /// Affiliations' crew-building rules.
    AffiliationRules,
    /// Equipment new in the catalog.
    NewEquipment,
    /// Equipment gone from it.
    EquipmentRemoved,
    /// Equipment changed in play.
    EquipmentChanged,
    /// Objective cards new in the catalog.
    NewCards,
    /// Objective cards gone from it.
    CardsRemoved,
    /// Objective cards changed in play.
    CardsChanged,
    /// Printed names alone changed: how many profiles, items and cards.
    NamesOnly {
        /// Profiles.
        profiles: usize,
        /// Equipment items.
        items: usize,
        /// Objective cards.
        cards: usize,
    },
    /// Traits shown and not checked by this version.
    Unchecked,
}

/// A heading and its lines.
#[derive(Debug, Clone, PartialEq)]
pub struct Section {
    /// What it is about.
    pub heading: Heading,
    /// How many entries it holds, shown beside its heading (none where the heading
    /// says its own count).
    pub count: Option<usize>,
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
    let mut section = |heading: Heading, tone: Tone, lines: Vec<Told>| {
        if !lines.is_empty() {
            sections.push(Section {
                heading,
                count: Some(lines.len()),
                lines: cut(lines, all, tone),
            });
        }
    };
    let named = |c: &Change| Told::Name(c.name.clone());
    // A field that only echoes a rename is folded with the renames, unless `all`.
    let entry = |c: &Change| Told::Entry(if all { c.clone() } else { c.without_echoes() });
    section(
        Heading::NewProfiles,
        Tone::New,
        how(Kind::Model, |h| matches!(h, How::Added))
            .map(named)
            .collect(),
    );
    section(
        Heading::ProfilesRemoved,
        Tone::Gone,
        how(Kind::Model, |h| matches!(h, How::Removed))
            .map(named)
            .collect(),
    );
    section(
        Heading::ProfilesRenamed,
        Tone::Renamed,
        how(Kind::Model, |h| matches!(h, How::Renamed { .. }))
            .map(entry)
            .collect(),
    );
    section(
        Heading::ProfilesChanged,
        Tone::Plain,
        played(of(Kind::Model)).map(entry).collect(),
    );
    section(
        Heading::AffiliationRules,
        Tone::Plain,
        of(Kind::Affiliation).map(entry).collect(),
    );
    for (kind, new, gone, changed) in [
        (
            Kind::Equipment,
            Heading::NewEquipment,
            Heading::EquipmentRemoved,
            Heading::EquipmentChanged,
        ),
        (
            Kind::Card,
            Heading::NewCards,
            Heading::CardsRemoved,
            Heading::CardsChanged,
        ),
    ] {
        section(
            new,
            Tone::New,
            how(kind, |h| matches!(h, How::Added)).map(named).collect(),
        );
        section(
            gone,
            Tone::Gone,
            how(kind, |h| matches!(h, How::Removed))
                .map(named)
                .collect(),
        );
        section(changed, Tone::Plain, played(of(kind)).map(entry).collect());
    }
    let renames: Vec<&Change> = changes.changes.iter().filter(|c| names_only(c)).collect();
    if !renames.is_empty() {
        sections.push(renamed_section(&renames, all));
    }
    if !changes.unchecked.is_empty() {
        sections.push(Section {
            heading: Heading::Unchecked,
            count: None,
            lines: changes
                .unchecked
                .iter()
                .map(|u| Line {
                    tone: Tone::Unchecked,
                    told: Told::Unchecked {
                        printed: u.printed.clone(),
                        models: u.models.clone(),
                    },
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
fn cut(lines: Vec<Told>, all: bool, tone: Tone) -> Vec<Line> {
    let total = lines.len();
    let shown = if all || total <= MOST_LISTED {
        total
    } else {
        MOST_LISTED - 1
    };
    let mut out: Vec<Line> = lines
        .into_iter()
        .take(shown)
        .map(|told| Line { tone, told })
        .collect();
    if shown < total {
        out.push(Line {
            tone: Tone::Plain,
            told: Told::More(total - shown),
        });
    }
    out
}

/// The changed entries that alter play: every change but a printed name's alone.
fn played<'a>(changes: impl Iterator<Item = &'a Change>) -> impl Iterator<Item = &'a Change> {
    changes.filter(|c| matches!(c.how, How::Changed(_)) && !names_only(c))
}

/// The field that holds an entry's printed name.
pub fn name_field(kind: Kind) -> Option<&'static str> {
    match kind {
        Kind::Model => Some("alias"),
        Kind::Equipment | Kind::Card => Some("name"),
        Kind::Affiliation => None,
    }
}

/// Whether `change` is of printed names alone (same id, nothing else changed): its
/// own, or another profile's that it names (a field that only echoes a rename).
fn names_only(change: &Change) -> bool {
    match (&change.how, name_field(change.kind)) {
        (How::Changed(fields), Some(name)) => fields.iter().all(|f| f.name == name || f.echo),
        _ => false,
    }
}

/// Whether `change` holds a field that only echoes a rename.
fn echoes(change: &Change) -> bool {
    matches!(&change.how, How::Changed(fields) if fields.iter().any(|f| f.echo))
}

/// The name an entry had before, where it changed.
pub fn old_name<'a>(change: &Change, fields: &'a [Field]) -> Option<&'a str> {
    let name = name_field(change.kind)?;
    fields
        .iter()
        .find(|f| f.name == name)
        .and_then(|f| f.old.as_str())
}

/// The name an entry has now, where it changed.
pub fn new_name<'a>(change: &Change, fields: &'a [Field]) -> Option<&'a str> {
    let name = name_field(change.kind)?;
    fields
        .iter()
        .find(|f| f.name == name)
        .and_then(|f| f.new.as_str())
}

/// The renames of printed names: one line with a count and examples, or (with `all`)
/// every one.
fn renamed_section(renames: &[&Change], all: bool) -> Section {
    // Each is a change of the printed name alone (`names_only`).
    let rename = |c: &&Change| {
        let was = match &c.how {
            How::Changed(fields) => old_name(c, fields),
            _ => None,
        };
        (was.unwrap_or_default().to_owned(), c.name.clone())
    };
    let count = |kind: Kind| renames.iter().filter(|c| c.kind == kind).count();
    let heading = Heading::NamesOnly {
        profiles: count(Kind::Model),
        items: count(Kind::Equipment),
        cards: count(Kind::Card),
    };
    // An entry whose own name did not change, and one that echoes another's, is no
    // example of a rename: `all` lists it whole.
    let plain = |c: &&&Change| !echoes(c);
    let lines = if all {
        renames
            .iter()
            .map(|c| Line {
                tone: Tone::Renamed,
                told: if echoes(c) {
                    Told::Entry((*c).clone())
                } else {
                    let (was, now) = rename(c);
                    Told::Rename { was, now }
                },
            })
            .collect()
    } else {
        let examples: Vec<&&Change> = renames.iter().filter(plain).collect();
        vec![Line {
            tone: Tone::Renamed,
            told: Told::Renames {
                examples: examples.iter().take(EXAMPLES).map(|c| rename(c)).collect(),
                more: renames.len() > examples.len().min(EXAMPLES),
            },
        }]
    };
    Section {
        heading,
        count: None,
        lines,
    }
}
