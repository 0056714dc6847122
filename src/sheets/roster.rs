//! A printable roster of a crew: members with rank, stat line, weapons, traits and
//! equipment, the totals and the rule check, as plain text, Markdown or a standalone
//! HTML sheet to print ([`html`]).

pub mod html;

use crate::bmg::catalog::{Catalog, Model, Weapon};
use crate::bmg::crew::Crew;
use crate::bmg::deck::CardKind;
use crate::bmg::ids::shorten;
use crate::bmg::validate::Report;
use crate::safe;
use crate::words::rules::rank;
use crate::words::{self, Language, numbers, tr};
use std::fmt::Write;

/// The layout of a roster.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Format {
    /// Plain text for a terminal or a printer.
    #[default]
    Text,
    /// Markdown with a members table, for sharing.
    Markdown,
    /// A standalone HTML sheet with a card per member, to print from a browser.
    Html,
}

/// The stat line as printed on cards: Defense and Strength are target numbers.
pub fn stat_line(model: &Model) -> String {
    let s = model.stats;
    format!(
        "WP {}  END {}  MOV {}  ATT {}  DEF {}+  STR {}+",
        s.willpower, s.endurance, s.movement, s.attack, s.defense, s.strength
    )
}

/// A weapon in one line: "SMG (RoF 4, ammo 2; 2 injury; Firearm, S. Range)".
pub fn weapon_line(weapon: &Weapon) -> String {
    let mut parts = Vec::new();
    let mut fire = Vec::new();
    if let Some(rof) = weapon.rate_of_fire {
        fire.push(tr!("sheets-rof", rof = rof));
    }
    if let Some(ammo) = weapon.ammo {
        fire.push(tr!("sheets-ammo", ammo = ammo));
    }
    if !fire.is_empty() {
        parts.push(fire.join(", "));
    }
    parts.push(damage_text(weapon));
    if !weapon.traits.is_empty() {
        parts.push(weapon.traits.join(", "));
    }
    let name = if weapon.name.is_empty() {
        tr!("sheets-unnamed-weapon")
    } else {
        weapon.name.clone()
    };
    format!("{name} ({})", parts.join("; "))
}

/// Damage per hit in words: "2 injury", "1 injury + 1 stun", "no damage".
pub fn damage_text(weapon: &Weapon) -> String {
    let d = weapon.damage;
    match (d.injury, d.stun) {
        (0, 0) => tr!("sheets-no-damage"),
        (i, 0) => tr!("sheets-injury", injury = i),
        (0, s) => tr!("sheets-stun", stun = s),
        (i, s) => tr!("sheets-injury-stun", injury = i, stun = s),
    }
}

/// The deck's card ids with their copies, in the order each first appears.
fn deck_groups(crew: &Crew) -> Vec<(&str, usize)> {
    let mut groups: Vec<(&str, usize)> = Vec::new();
    for id in &crew.objective_deck {
        match groups.iter_mut().find(|(seen, _)| *seen == id.as_str()) {
            Some((_, n)) => *n += 1,
            None => groups.push((id, 1)),
        }
    }
    groups
}

/// The deck grouped by card: copies, name, VP and kind, in deck order.
fn write_deck(out: &mut String, crew: &Crew, catalog: &Catalog, report: &Report, heading: &str) {
    if crew.objective_deck.is_empty() {
        let _ = writeln!(
            out,
            "{heading}{}\n\n{}\n",
            tr!("sheets-deck"),
            tr!("sheets-deck-empty")
        );
        return;
    }
    let deck = report.deck;
    let counted = if deck.character > 0 {
        tr!(
            "sheets-deck-counted-character",
            size = deck.size,
            required = deck.required,
            character = deck.character
        )
    } else {
        tr!(
            "sheets-deck-counted",
            size = deck.size,
            required = deck.required
        )
    };
    let _ = writeln!(out, "{heading}{counted}\n");
    for (id, copies) in deck_groups(crew) {
        match catalog.card(id) {
            Some(card) => {
                let line = tr!(
                    "sheets-deck-card",
                    copies = copies,
                    card = card.name.as_str(),
                    vp = card.victory_points,
                    kind = words::rules::card_kind(CardKind::of(card))
                );
                let _ = writeln!(out, "- {line}");
            }
            None => {
                let line = tr!("sheets-deck-unknown", copies = copies, id = shorten(id));
                let _ = writeln!(out, "- {line}");
            }
        }
    }
    out.push('\n');
}

/// Renders the roster of `crew` with its rule check `report`, in `language`.
pub fn render(
    crew: &Crew,
    catalog: &Catalog,
    report: &Report,
    format: Format,
    language: Language,
) -> String {
    let _speaking = words::speaking(language);
    if format == Format::Html {
        return html::document(crew, catalog, report, language);
    }
    let md = format == Format::Markdown;
    let mut out = String::new();
    write_header(&mut out, crew, catalog, report, md);
    if md && !crew.members.is_empty() {
        write_table(&mut out, crew, catalog, report);
    }
    for index in 0..crew.members.len() {
        write_member(&mut out, crew, catalog, report, index, md);
    }
    let heading = if md { "## " } else { "" };
    write_deck(&mut out, crew, catalog, report, heading);
    write_totals(&mut out, crew, report, md);
    out
}

/// The crew's name, the affiliation it plays, the game size and the ruleset.
fn write_header(out: &mut String, crew: &Crew, catalog: &Catalog, report: &Report, md: bool) {
    let ruleset = crate::words::rules::crew_ruleset(crew, catalog);
    let affiliation = played_text(report);
    let mut facts = vec![
        affiliation,
        tr!(
            "sheets-game-size",
            rep = numbers::integer(crew.reputation_limit)
        ),
        ruleset.to_owned(),
    ];
    if crew.eternal {
        facts.push(tr!("sheets-eternal-allowed"));
    }
    // A crew file's name, on one line: a line break in it cannot add a line.
    let name = safe::one_line(&crew.name);
    if md {
        let _ = writeln!(out, "# {name}\n");
    } else {
        let underline = "=".repeat(name.chars().count().max(3));
        let _ = writeln!(out, "{name}\n{underline}");
    }
    let _ = writeln!(out, "{}\n", facts.join(" · "));
}

/// The affiliation the crew plays, in words: "Plays GCPD", or why there is none.
fn played_text(report: &Report) -> String {
    match &report.affiliation {
        Some(played) if played.assumed => tr!(
            "sheets-plays-assumed",
            affiliation = played.affiliation.as_str()
        ),
        Some(played) => tr!("sheets-plays", affiliation = played.affiliation.as_str()),
        None => tr!("sheets-no-boss"),
    }
}

/// The Markdown table of members: rank, alias, costs as the cards make them, stats.
fn write_table(out: &mut String, crew: &Crew, catalog: &Catalog, report: &Report) {
    let _ = writeln!(
        out,
        "| {} | {} | Rep | $ | WP | END | MOV | ATT | DEF | STR |",
        tr!("sheets-rank"),
        tr!("sheets-model")
    );
    out.push_str("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (index, member) in crew.members.iter().enumerate() {
        let rank = if member.boss {
            tr!("sheets-rank-boss", rank = rank(member.rank))
        } else {
            rank(member.rank).to_owned()
        };
        let (rep, dollars) = costs(report, index);
        match catalog.model(&member.model) {
            Some(m) => {
                let s = m.stats;
                let _ = writeln!(
                    out,
                    "| {rank} | {} | {rep} | {dollars} | {} | {} | {} | {} | {}+ | {}+ |",
                    m.alias, s.willpower, s.endurance, s.movement, s.attack, s.defense, s.strength
                );
            }
            None => {
                let _ = writeln!(
                    out,
                    "| {rank} | {} | | | | | | | | |",
                    tr!("sheets-unknown-model", id = shorten(&member.model))
                );
            }
        }
    }
    out.push('\n');
}

/// A member's Rep and $ with its equipment, as the cards make them.
fn costs(report: &Report, index: usize) -> (u32, u32) {
    report
        .member(index)
        .map_or((0, 0), |c| (c.reputation, c.funding))
}

/// One member: name, costs, stats, weapons, traits, equipment and what cards do for it.
fn write_member(
    out: &mut String,
    crew: &Crew,
    catalog: &Catalog,
    report: &Report,
    index: usize,
    md: bool,
) {
    let member = &crew.members[index];
    let Some(model) = catalog.model(&member.model) else {
        let heading = if md { "## " } else { "" };
        let _ = writeln!(
            out,
            "{heading}{} - {}\n",
            rank(member.rank),
            tr!("sheets-unknown-model", id = shorten(&member.model))
        );
        return;
    };
    let rank = if member.boss {
        tr!("sheets-rank-and-boss", rank = rank(member.rank))
    } else {
        rank(member.rank).to_owned()
    };
    let equipment: Vec<String> = member
        .equipment
        .iter()
        .map(|id| match catalog.equipment_item(id) {
            Some(item) => format!("{} ({})", item.name, numbers::dollars(item.funding)),
            None => tr!("sheets-unknown-item", id = shorten(id)),
        })
        .collect();
    let bullet = if md { "- " } else { "    " };
    if md {
        let _ = writeln!(out, "## {} ({rank})\n", model.alias);
    } else {
        let _ = writeln!(out, "{} ({rank})", model.alias);
    }
    let (rep, dollars) = costs(report, index);
    let costs = if member.equipment.is_empty() {
        tr!(
            "sheets-member-costs",
            rep = rep,
            dollars = numbers::dollars(dollars)
        )
    } else {
        tr!(
            "sheets-member-costs-equipped",
            rep = rep,
            dollars = numbers::dollars(dollars)
        )
    };
    let _ = writeln!(out, "{bullet}{} · {costs}", model.name);
    let _ = writeln!(out, "{bullet}{}", stat_line(model));
    for weapon in &model.weapons {
        let line = tr!("sheets-weapon", weapon = weapon_line(weapon));
        let _ = writeln!(out, "{bullet}{line}");
    }
    if !model.traits.is_empty() {
        let line = tr!("sheets-traits", traits = model.traits.join(", "));
        let _ = writeln!(out, "{bullet}{line}");
    }
    if !equipment.is_empty() {
        let line = tr!("sheets-equipment", items = equipment.join(", "));
        let _ = writeln!(out, "{bullet}{line}");
    }
    for note in report.member(index).map_or(&[][..], |m| m.notes.as_slice()) {
        let said = words::said_of(words::rules::badge(note.badge()), &words::rules::note(note));
        let _ = writeln!(out, "{bullet}{said}");
    }
    out.push('\n');
}

/// The totals, what cards and affiliation rules do for the crew, and the verdict.
fn write_totals(out: &mut String, crew: &Crew, report: &Report, md: bool) {
    let heading = if md { "## " } else { "" };
    let totals = tr!(
        "sheets-totals-line",
        models = crew.members.len(),
        rep_used = report.reputation_used,
        rep_limit = report.reputation_limit,
        spent = numbers::dollars(report.funding_used),
        funding = numbers::dollars(report.funding_available)
    );
    let _ = writeln!(
        out,
        "{heading}{}\n\n{bullet}{totals}\n",
        tr!("sheets-totals"),
        bullet = if md { "- " } else { "" },
    );
    if !report.notes.is_empty() {
        let _ = writeln!(out, "{heading}{}\n", tr!("sheets-effects"));
        for note in &report.notes {
            let _ = writeln!(out, "- {}", words::rules::crew_note(note));
        }
        out.push('\n');
    }
    if report.is_valid() {
        let _ = writeln!(out, "{heading}{}", tr!("sheets-legal"));
    } else {
        let _ = writeln!(out, "{heading}{}\n", tr!("sheets-problems"));
        for violation in &report.violations {
            let _ = writeln!(
                out,
                "- [{}] {}",
                violation.code,
                words::rules::violation(violation)
            );
        }
    }
    if !report.reminders.is_empty() {
        let _ = writeln!(out, "\n{heading}{}\n", tr!("sheets-before-match"));
        for reminder in &report.reminders {
            let _ = writeln!(out, "- {}", words::rules::reminder(reminder));
        }
    }
}
