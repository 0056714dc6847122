//! The roster as a standalone HTML sheet to print from a browser: a card per member
//! (alias, name, rank, Boss, the stat line, weapons, traits, equipment), the totals
//! against their limits, the rule problems and the objective deck.
//!
//! The document loads nothing: its stylesheet is inline and it uses the reader's own
//! fonts. It has no fixed page size, so it prints on A4 and Letter alike, and no card
//! is split across two pages. Every text read from a file is escaped, and the markup
//! is also well-formed XML (each element closed, attributes quoted).

use super::{costs, damage_text, deck_groups, played_text};
use crate::bmg::catalog::{Catalog, Model, Weapon};
use crate::bmg::crew::{Crew, Member};
use crate::bmg::deck::CardKind;
use crate::bmg::ids::shorten;
use crate::bmg::validate::Report;
use crate::sheets::html::{Escaped as Esc, Name};
use crate::words::rules::rank;
use crate::words::{self, Language, numbers, tr};
use std::fmt::Write;

/// The sheet's stylesheet: pleasant on screen, plain and compact on paper.
const STYLE: &str = r#"
:root { color-scheme: light; }
* { box-sizing: border-box; }
html { font-size: 14px; }
body {
  margin: 0; padding: 24px; background: #e8eaee; color: #1b1e23;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", "DejaVu Sans", sans-serif;
  line-height: 1.35; overflow-wrap: break-word;
}
main {
  max-width: 1180px; margin: 0 auto; padding: 28px 32px; background: #fff;
  border-radius: 10px; box-shadow: 0 2px 14px rgba(0, 0, 0, 0.12);
}
h1 { font-size: 2rem; margin: 0 0 0.2rem; line-height: 1.15; }
h2 {
  font-size: 1rem; margin: 1.6rem 0 0.6rem; padding-bottom: 0.2rem;
  border-bottom: 2px solid #1b1e23; text-transform: uppercase; letter-spacing: 0.06em;
  break-after: avoid; page-break-after: avoid;
}
h3 { margin: 0; }
ul, ol { margin: 0; padding-left: 1.4rem; }
.meta { margin: 0 0 0.9rem; color: #4a505a; }
.totals { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; }
.totals div { border: 1px solid #c4c9d1; border-radius: 6px; padding: 0.25rem 0.75rem; min-width: 8rem; }
.totals dt { font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.05em; color: #5b626d; }
.totals dd { margin: 0; font-size: 1.25rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.totals .over dd, .verdict.broken dd { color: #b3261e; }
.verdict.legal dd { color: #1b6e3a; }
.ranks { margin: 0.7rem 0 0; color: #4a505a; font-size: 0.9rem; }
.sheet-head { break-inside: avoid; page-break-inside: avoid; }
.problems {
  margin-top: 1.2rem; padding: 0.2rem 1rem 0.8rem; border: 2px solid #b3261e;
  border-radius: 8px; break-inside: avoid; page-break-inside: avoid;
}
.problems h2 { margin-top: 0.6rem; color: #b3261e; border-color: #b3261e; }
.problems li { margin: 0.2rem 0; }
.code { font-family: ui-monospace, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace; font-size: 0.8rem; color: #7a1d17; }
.effects li { margin: 0.15rem 0; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(340px, 1fr)); gap: 12px; align-items: start; }
.card {
  border: 1px solid #b5bbc4; border-radius: 8px; padding: 0.7rem 0.85rem; background: #fff;
  break-inside: avoid; page-break-inside: avoid;
}
.card.boss { border-top: 4px solid #1b1e23; }
.card.broken { border-color: #b3261e; }
.card-head { display: flex; gap: 0.6rem; align-items: flex-start; }
.card-title { flex: 1; min-width: 0; }
.alias { font-size: 1.2rem; line-height: 1.2; }
.name { margin: 0.1rem 0 0; color: #4a505a; font-size: 0.9rem; }
.badges { display: flex; flex-wrap: wrap; gap: 0.3rem; margin-top: 0.3rem; }
.badge {
  font-size: 0.72rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em;
  border: 1px solid #1b1e23; border-radius: 4px; padding: 0 0.35rem;
}
.badge.boss { background: #1b1e23; color: #fff; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.cost { text-align: right; font-weight: 700; white-space: nowrap; font-variant-numeric: tabular-nums; }
.cost span { display: block; }
.stats { width: 100%; margin: 0.55rem 0 0.45rem; border-collapse: collapse; table-layout: fixed; text-align: center; }
.stats th { font-size: 0.7rem; font-weight: 700; letter-spacing: 0.05em; color: #5b626d; }
.stats td { font-size: 1.2rem; font-weight: 700; border: 1px solid #c4c9d1; padding: 0.1rem 0; font-variant-numeric: tabular-nums; }
.weapons { width: 100%; border-collapse: collapse; font-size: 0.88rem; margin: 0.2rem 0 0.3rem; }
.weapons th {
  text-align: left; font-size: 0.7rem; font-weight: 700; text-transform: uppercase;
  letter-spacing: 0.05em; color: #5b626d; border-bottom: 1px solid #c4c9d1; padding: 0.05rem 0.4rem 0.05rem 0;
}
.weapons td { vertical-align: top; padding: 0.12rem 0.4rem 0.12rem 0; border-bottom: 1px solid #e6e8ec; }
.weapons th, .weapons .num, .stats th, .deck-list th { overflow-wrap: normal; white-space: nowrap; }
.line { margin: 0.3rem 0 0; font-size: 0.88rem; }
.label { font-size: 0.7rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em; color: #5b626d; margin-right: 0.3rem; }
.equipment { margin: 0.1rem 0 0; font-size: 0.88rem; }
.price { font-variant-numeric: tabular-nums; color: #4a505a; }
.notes { margin: 0.3rem 0 0; font-size: 0.85rem; color: #33373e; }
.member-problems { color: #b3261e; font-weight: 700; }
.member-problems a { color: inherit; }
.deck-list { width: 100%; border-collapse: collapse; }
.deck-list th { text-align: left; font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.05em; color: #5b626d; border-bottom: 1px solid #1b1e23; padding: 0.2rem 0.5rem 0.2rem 0; }
.deck-list td { padding: 0.2rem 0.5rem 0.2rem 0; border-bottom: 1px solid #e0e3e8; }
.deck { break-inside: avoid; page-break-inside: avoid; }
.deck-total { margin: 0.4rem 0 0; font-weight: 700; }
.deck-list .card-name { overflow-wrap: anywhere; }
.deck-list .num { text-align: right; width: 4.5rem; font-variant-numeric: tabular-nums; }
.empty { color: #5b626d; font-style: italic; }
footer { margin-top: 1.4rem; font-size: 0.75rem; color: #6b717b; }
@page { margin: 12mm; }
@media print {
  html { font-size: 9.5pt; }
  body { padding: 0; background: #fff; }
  main { max-width: none; padding: 0; border-radius: 0; box-shadow: none; }
  .cards { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 3mm; }
  .card { padding: 2.2mm 2.8mm; }
  a { color: inherit; text-decoration: none; }
  tr { break-inside: avoid; page-break-inside: avoid; }
}
"#;

/// The roster of `crew`, with its rule check `report`, as a standalone HTML document
/// in `language`.
pub fn document(crew: &Crew, catalog: &Catalog, report: &Report, language: Language) -> String {
    let mut out = String::with_capacity(16 * 1024 + 3 * 1024 * crew.members.len());
    let title = crew_name(crew);
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\"/>\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n\
         <meta name=\"generator\" content=\"Gotham Companion\"/>\n\
         <title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>\n",
        language.code(),
        Esc(&tr!("sheets-roster-title", crew = title))
    );
    write_head(&mut out, crew, catalog, report);
    write_problems(&mut out, crew, catalog, report);
    write_reminders(&mut out, report);
    write_effects(&mut out, report);
    write_members(&mut out, crew, catalog, report);
    write_deck(&mut out, crew, catalog, report);
    let _ = write!(
        out,
        "<footer>{}</footer>\n</main>\n</body>\n</html>\n",
        Esc(&tr!("sheets-printed-from"))
    );
    out
}

/// The crew's name, or a stand-in for a crew that has none.
fn crew_name(crew: &Crew) -> String {
    if crew.name.trim().is_empty() {
        tr!("sheets-unnamed-crew")
    } else {
        crew.name.clone()
    }
}

/// The name, what the crew plays, and the totals against their limits.
fn write_head(out: &mut String, crew: &Crew, catalog: &Catalog, report: &Report) {
    let ruleset = crate::words::rules::crew_ruleset(crew, catalog);
    let ruleset = shorten(&ruleset);
    let mut facts = vec![
        played_text(report),
        tr!(
            "sheets-game-size",
            rep = numbers::integer(report.reputation_limit)
        ),
        ruleset.into_owned(),
    ];
    if crew.eternal {
        facts.push(tr!("sheets-eternal-allowed"));
    }
    let _ = write!(
        out,
        "<header class=\"sheet-head\">\n<h1 class=\"crew-name\">{}</h1>\n\
         <p class=\"meta\">{}</p>\n<dl class=\"totals\">\n",
        Name(&crew_name(crew)),
        Esc(&facts.join(" · ")),
    );
    let over = |used: u32, limit: u32| if used > limit { " class=\"over\"" } else { "" };
    let _ = write!(
        out,
        "<div{}><dt>{}</dt><dd class=\"reputation\">{} / {}</dd></div>\n\
         <div{}><dt>{}</dt><dd class=\"funding\">{} / {}</dd></div>\n\
         <div><dt>{}</dt><dd>{}</dd></div>\n",
        over(report.reputation_used, report.reputation_limit),
        Esc(&tr!("sheets-reputation")),
        numbers::integer(report.reputation_used),
        numbers::integer(report.reputation_limit),
        over(report.funding_used, report.funding_available),
        Esc(&tr!("sheets-funding")),
        numbers::dollars(report.funding_used),
        numbers::dollars(report.funding_available),
        Esc(&tr!("sheets-models")),
        crew.members.len(),
    );
    let deck = report.deck;
    let character = if deck.character > 0 {
        format!(" + {}", deck.character)
    } else {
        String::new()
    };
    let _ = writeln!(
        out,
        "<div><dt>{}</dt><dd>{}{character} / {}</dd></div>",
        Esc(&tr!("sheets-deck")),
        deck.size,
        deck.required
    );
    let count = report.violations.len();
    let (class, verdict) = match count {
        0 => ("legal", tr!("sheets-legal-short")),
        n => ("broken", tr!("sheets-problem-count", count = n)),
    };
    let _ = write!(
        out,
        "<div class=\"verdict {class}\"><dt>{}</dt><dd>{}</dd></div>\n</dl>\n",
        Esc(&tr!("sheets-check")),
        Esc(&verdict)
    );
    let ranks: Vec<String> = report
        .ranks
        .iter()
        .filter(|r| r.count > 0 || r.allowed.is_some_and(|a| a > 0))
        .map(|r| match r.allowed {
            Some(allowed) => format!("{} {}/{allowed}", rank(r.rank), r.count),
            None => format!("{} {}", rank(r.rank), r.count),
        })
        .collect();
    if !ranks.is_empty() {
        let _ = writeln!(
            out,
            "<p class=\"ranks\"><span class=\"label\">{}</span>{}</p>",
            Esc(&tr!("sheets-ranks")),
            Esc(&ranks.join(" · "))
        );
    }
    out.push_str("</header>\n");
}

/// The aliases of the members at `indexes`, as a short list.
fn aliases(crew: &Crew, catalog: &Catalog, indexes: &[usize]) -> String {
    let names: Vec<String> = indexes
        .iter()
        .filter_map(|&i| crew.members.get(i))
        .map(|m| match catalog.model(&m.model) {
            Some(model) => model.alias.clone(),
            None => shorten(&m.model).into_owned(),
        })
        .collect();
    names.join(", ")
}

/// Every broken rule, numbered so that the members' cards can point at them.
fn write_problems(out: &mut String, crew: &Crew, catalog: &Catalog, report: &Report) {
    if report.violations.is_empty() {
        return;
    }
    let _ = write!(
        out,
        "<section class=\"problems\">\n<h2>{}</h2>\n<ol>\n",
        Esc(&tr!("sheets-problems"))
    );
    for (n, violation) in report.violations.iter().enumerate() {
        let _ = write!(
            out,
            "<li id=\"problem-{}\"><span class=\"code\">[{}]</span> {}",
            n + 1,
            violation.code,
            Esc(&words::rules::violation(violation))
        );
        if !violation.members.is_empty() {
            let _ = write!(
                out,
                " <span class=\"price\">({})</span>",
                Name(&aliases(crew, catalog, &violation.members))
            );
        }
        out.push_str("</li>\n");
    }
    out.push_str("</ol>\n</section>\n");
}

/// What is left to do before the match (a choice not made yet): no rule problem.
fn write_reminders(out: &mut String, report: &Report) {
    if report.reminders.is_empty() {
        return;
    }
    let _ = write!(
        out,
        "<section class=\"reminders\">\n<h2>{}</h2>\n<ul>\n",
        Esc(&tr!("sheets-before-match"))
    );
    for reminder in &report.reminders {
        let _ = writeln!(out, "<li>{}</li>", Esc(&words::rules::reminder(reminder)));
    }
    out.push_str("</ul>\n</section>\n");
}

/// What cards and affiliation rules do for the whole crew.
fn write_effects(out: &mut String, report: &Report) {
    if report.notes.is_empty() {
        return;
    }
    let _ = write!(
        out,
        "<section class=\"effects\">\n<h2>{}</h2>\n<ul>\n",
        Esc(&tr!("sheets-effects"))
    );
    for note in &report.notes {
        let _ = writeln!(
            out,
            "<li><strong>{}</strong>: {}</li>",
            Esc(&words::rules::crew_badge(note)),
            Esc(&words::rules::crew_note(note))
        );
    }
    out.push_str("</ul>\n</section>\n");
}

/// A card per member, in crew order.
fn write_members(out: &mut String, crew: &Crew, catalog: &Catalog, report: &Report) {
    let _ = writeln!(
        out,
        "<section class=\"members\">\n<h2>{}</h2>",
        Esc(&tr!("sheets-members"))
    );
    if crew.members.is_empty() {
        let _ = write!(
            out,
            "<p class=\"empty\">{}</p>\n</section>\n",
            Esc(&tr!("sheets-no-members"))
        );
        return;
    }
    out.push_str("<div class=\"cards\">\n");
    for (index, member) in crew.members.iter().enumerate() {
        write_member(out, catalog, report, index, member);
    }
    out.push_str("</div>\n</section>\n");
}

/// One member's card.
fn write_member(
    out: &mut String,
    catalog: &Catalog,
    report: &Report,
    index: usize,
    member: &Member,
) {
    let problems: Vec<usize> = report
        .violations
        .iter()
        .enumerate()
        .filter(|(_, v)| v.members.contains(&index))
        .map(|(n, _)| n + 1)
        .collect();
    let mut class = String::from("card");
    if member.boss {
        class.push_str(" boss");
    }
    if !problems.is_empty() {
        class.push_str(" broken");
    }
    let model = catalog.model(&member.model);
    let (alias, name) = match model {
        Some(model) => (model.alias.clone(), model.name.clone()),
        None => (
            tr!("sheets-unknown-model-title"),
            tr!("sheets-not-in-catalog", id = shorten(&member.model)),
        ),
    };
    let _ = write!(
        out,
        "<article class=\"{class}\" id=\"member-{}\">\n<div class=\"card-head\">\n\
         <div class=\"card-title\">\n<h3 class=\"alias\">{}</h3>\n<p class=\"name\">{}",
        index + 1,
        Name(&alias),
        Name(&name),
    );
    if let Some(base) = model.and_then(|m| m.base.as_deref()) {
        let _ = write!(out, " · {}", Esc(&tr!("sheets-base", base = base)));
    }
    let _ = write!(
        out,
        "</p>\n<p class=\"badges\"><span class=\"badge rank\">{}</span>",
        rank(member.rank)
    );
    if member.boss {
        let _ = write!(
            out,
            "<span class=\"badge boss\">{}</span>",
            Esc(&tr!("sheets-boss"))
        );
    }
    let (rep, dollars) = costs(report, index);
    let _ = write!(
        out,
        "</p>\n</div>\n<p class=\"cost\"><span>{rep} Rep</span><span>{}</span></p>\n</div>\n",
        numbers::dollars(dollars)
    );
    if let Some(model) = model {
        write_profile(out, model);
    }
    write_equipment(out, catalog, member);
    let notes = report.member(index).map_or(&[][..], |m| m.notes.as_slice());
    if !notes.is_empty() {
        out.push_str("<ul class=\"notes\">\n");
        for note in notes {
            let _ = writeln!(
                out,
                "<li><strong>{}</strong>: {}</li>",
                Esc(words::rules::badge(note.badge())),
                Esc(&words::rules::note(note))
            );
        }
        out.push_str("</ul>\n");
    }
    if !problems.is_empty() {
        let links: Vec<String> = problems
            .iter()
            .map(|n| format!("<a href=\"#problem-{n}\">{n}</a>"))
            .collect();
        let _ = writeln!(
            out,
            "<p class=\"line member-problems\">{} {}</p>",
            Esc(&tr!("sheets-member-problems", count = problems.len())),
            links.join(", ")
        );
    }
    out.push_str("</article>\n");
}

/// The stat line, weapons and traits of a model.
fn write_profile(out: &mut String, model: &Model) {
    let s = model.stats;
    let _ = write!(
        out,
        "<table class=\"stats\">\n<thead><tr><th title=\"Willpower\">WP</th><th title=\"Endurance\">END</th>\
         <th title=\"Movement\">MOV</th><th title=\"Attack\">ATT</th><th title=\"Defense\">DEF</th>\
         <th title=\"Strength\">STR</th></tr></thead>\n\
         <tbody><tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}+</td><td>{}+</td></tr></tbody>\n</table>\n",
        s.willpower, s.endurance, s.movement, s.attack, s.defense, s.strength
    );
    if !model.weapons.is_empty() {
        write_weapons(out, &model.weapons);
    }
    if !model.traits.is_empty() {
        let _ = writeln!(
            out,
            "<p class=\"line traits\"><span class=\"label\">{}</span>{}</p>",
            Esc(&tr!("sheets-traits-label")),
            Name(&model.traits.join(", "))
        );
    }
}

/// The weapons table; the RoF and ammo columns only where a weapon has them.
fn write_weapons(out: &mut String, weapons: &[Weapon]) {
    let rof = weapons.iter().any(|w| w.rate_of_fire.is_some());
    let ammo = weapons.iter().any(|w| w.ammo.is_some());
    let _ = write!(
        out,
        "<table class=\"weapons\">\n<thead><tr><th>{}</th><th>{}</th>",
        Esc(&tr!("sheets-weapon-label")),
        Esc(&tr!("sheets-damage-label"))
    );
    if rof {
        out.push_str("<th>RoF</th>");
    }
    if ammo {
        let _ = write!(out, "<th>{}</th>", Esc(&tr!("sheets-ammo-label")));
    }
    let _ = write!(
        out,
        "<th>{}</th></tr></thead>\n<tbody>\n",
        Esc(&tr!("sheets-traits-label"))
    );
    let number = |n: Option<u8>| n.map_or_else(|| "–".to_owned(), |n| n.to_string());
    for weapon in weapons {
        let name = if weapon.name.is_empty() {
            tr!("sheets-unnamed-weapon")
        } else {
            weapon.name.clone()
        };
        let _ = write!(
            out,
            "<tr><td class=\"weapon\">{}</td><td class=\"num\">{}</td>",
            Name(&name),
            Esc(&damage_text(weapon))
        );
        if rof {
            let _ = write!(
                out,
                "<td class=\"num\">{}</td>",
                number(weapon.rate_of_fire)
            );
        }
        if ammo {
            let _ = write!(out, "<td class=\"num\">{}</td>", number(weapon.ammo));
        }
        let _ = writeln!(out, "<td>{}</td></tr>", Name(&weapon.traits.join(", ")));
    }
    out.push_str("</tbody>\n</table>\n");
}

/// The equipment bought for a member, each with its cost.
fn write_equipment(out: &mut String, catalog: &Catalog, member: &Member) {
    if member.equipment.is_empty() {
        return;
    }
    let _ = writeln!(
        out,
        "<div class=\"line\"><span class=\"label\">{}</span>\n<ul class=\"equipment\">",
        Esc(&tr!("sheets-equipment-label"))
    );
    for id in &member.equipment {
        match catalog.equipment_item(id) {
            Some(item) => {
                let price = if item.reputation > 0 {
                    format!(
                        "{}, {} Rep",
                        numbers::dollars(item.funding),
                        item.reputation
                    )
                } else {
                    numbers::dollars(item.funding)
                };
                let _ = writeln!(
                    out,
                    "<li>{} <span class=\"price\">({price})</span></li>",
                    Name(&item.name),
                );
            }
            None => {
                let _ = writeln!(
                    out,
                    "<li>{} <span class=\"price\">'{}'</span></li>",
                    Esc(&tr!("sheets-unknown-item-title")),
                    Esc(&shorten(id))
                );
            }
        }
    }
    out.push_str("</ul>\n</div>\n");
}

/// The objective deck by card: copies, name, VP and kind, with the totals.
fn write_deck(out: &mut String, crew: &Crew, catalog: &Catalog, report: &Report) {
    let _ = writeln!(
        out,
        "<section class=\"deck\">\n<h2>{}</h2>",
        Esc(&tr!("sheets-deck"))
    );
    if crew.objective_deck.is_empty() {
        let _ = write!(
            out,
            "<p class=\"empty\">{}</p>\n</section>\n",
            Esc(&tr!("sheets-deck-empty"))
        );
        return;
    }
    let _ = write!(
        out,
        "<table class=\"deck-list\">\n<thead><tr><th class=\"num\">{}</th><th>{}</th>\
         <th class=\"num\">VP</th><th>{}</th></tr></thead>\n<tbody>\n",
        Esc(&tr!("sheets-copies")),
        Esc(&tr!("sheets-card")),
        Esc(&tr!("sheets-kind"))
    );
    let mut total_vp: u64 = 0;
    for (id, copies) in deck_groups(crew) {
        match catalog.card(id) {
            Some(card) => {
                total_vp = total_vp
                    .saturating_add(u64::from(card.victory_points).saturating_mul(copies as u64));
                let _ = writeln!(
                    out,
                    "<tr class=\"card-entry\"><td class=\"num\">{copies}</td><td class=\"card-name\">{}</td>\
                     <td class=\"num\">{}</td><td>{}</td></tr>",
                    Name(&card.name),
                    card.victory_points,
                    words::rules::card_kind(CardKind::of(card))
                );
            }
            None => {
                let _ = writeln!(
                    out,
                    "<tr class=\"card-entry\"><td class=\"num\">{copies}</td>\
                     <td class=\"card-name\">{}</td><td class=\"num\">–</td><td>–</td></tr>",
                    Esc(&tr!("sheets-unknown-card", id = shorten(id)))
                );
            }
        }
    }
    let deck = report.deck;
    let total = if deck.character == 0 {
        tr!(
            "sheets-deck-total",
            cards = crew.objective_deck.len(),
            vp = total_vp,
            size = deck.size,
            required = deck.required
        )
    } else {
        tr!(
            "sheets-deck-total-character",
            cards = crew.objective_deck.len(),
            vp = total_vp,
            size = deck.size,
            required = deck.required,
            character = deck.character
        )
    };
    let _ = write!(
        out,
        "</tbody>\n</table>\n<p class=\"deck-total\">{}</p>\n</section>\n",
        Esc(&total)
    );
}
