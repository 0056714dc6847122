//! The crew panel: name and game settings, Rep and $ totals, rank slots, members with
//! their equipment, and the live list of broken rules.

use super::{Message, PlayedChoice, RulesetChoice, State, id, member};
use crate::bmg::catalog::Rank;
use crate::bmg::collection::Collection;
use crate::bmg::crew::REPUTATION_PRESETS;
use crate::bmg::validate::Report;
use crate::bmg::{Catalog, Violation};
use crate::widget::field::field;
use crate::widget::meter::meter;
use crate::widget::named::named;
use crate::widget::picker::picker;
use crate::widget::{self, icon_button, verdict, violation};
use crate::words::{self, numbers, tr};
use crate::{icon, theme};
use iced::widget::{column, container, responsive, row, rule, text};
use iced::{Center, Element, Fill, FillPortion, Shrink};

/// The height (logical pixels) below which the whole panel scrolls: the settings,
/// totals and rules above and below would leave the members too little room to
/// scroll in a list of their own.
const TALL_PANEL: f32 = 700.0;

/// The width below which the crew's name takes a line of its own above its buttons: a
/// long name ("Clown Prince's Court") shows whole beside them only from here.
const WIDE_HEADER: f32 = 560.0;

/// The width from which the ruleset's picker and the Eternal switch share a line, the
/// ruleset's name whole (about 240 px) beside the switch (about 170 px): from here on,
/// the members keep that line's height.
const WIDE_SETTINGS: f32 = 440.0;

/// The crew panel.
pub fn view<'a>(
    state: &'a State,
    catalog: &'a Catalog,
    collection: &'a Collection,
) -> Element<'a, Message> {
    responsive(move |size| {
        let tall = size.height >= TALL_PANEL;
        let content = column![
            header(state, size.width >= WIDE_HEADER),
            settings(state, catalog, size.width >= WIDE_SETTINGS),
            rule::horizontal(1),
            totals(&state.report),
            slots(&state.report),
            card_effects(state, catalog),
            rule::horizontal(1),
            // The broken rules, when all are shown, in view with the members: a rule
            // pressed makes the members it names stand out. In a tall panel each
            // scrolls in its share of the room, the rules under the members; where the
            // whole panel scrolls, the rules come first, read where they were asked.
            if state.rules_open() && !crew_rules(state).is_empty() {
                if tall {
                    column![
                        members(state, catalog, collection, Some(3)),
                        rule::horizontal(1),
                        rules(state, Some(2)),
                    ]
                } else {
                    column![
                        rules(state, None),
                        rule::horizontal(1),
                        members(state, catalog, collection, None),
                    ]
                }
                .spacing(8)
                .height(if tall { Fill } else { Shrink })
                .into()
            } else {
                members(state, catalog, collection, tall.then_some(1))
            },
            rule::horizontal(1),
            history(state, catalog),
            verdict_line(state),
            fielding_line(state, catalog, collection),
            rule::horizontal(1),
            deck_line(&state.report),
        ]
        .spacing(8)
        .padding(12);
        let body: Element<'a, Message> = if tall {
            content.into()
        } else {
            crate::widget::scroll(content).into()
        };
        container(body).height(Fill).style(theme::panel).into()
    })
    .into()
}

/// The crew's name, Save (starred while there are unsaved changes), Copy roster, Print
/// roster and Copy code: on one line when `wide`, else the name above the buttons.
fn header(state: &State, wide: bool) -> Element<'_, Message> {
    let (save_label, other) = if state.is_dirty() {
        (tr!("builder-save-dirty"), tr!("builder-save"))
    } else {
        (tr!("builder-save"), tr!("builder-save-dirty"))
    };
    // In the room of both labels, the word where it stands: the first edit's "*"
    // moves nothing beside the button.
    let labelled = |label| row![icon::save(), text(label)].spacing(6).align_y(Center);
    let save_label = widget::placeholder(labelled(save_label), [labelled(other).into()]);
    let name = field(&tr!("builder-crew-name"), &state.crew.name)
        .on_input(Message::NameChanged)
        .font(theme::BOLD)
        .size(theme::size::HEADING)
        .padding(6);
    let buttons = row![
        named(
            id::SAVE,
            widget::button(save_label)
                .on_press(Message::Save)
                .style(theme::primary_button)
        ),
        named(
            id::COPY_ROSTER,
            icon_button(
                icon::clipboard(),
                tr!("builder-copy-roster-tip"),
                Message::CopyRoster,
                theme::secondary_button
            )
        ),
        named(
            id::PRINT,
            icon_button(
                text(tr!("builder-print")),
                tr!("builder-print-tip"),
                Message::PrintRoster,
                theme::secondary_button
            )
        ),
        named(
            id::CODE,
            icon_button(
                text(tr!("builder-code")),
                tr!("builder-code-tip"),
                Message::CopyCode,
                theme::secondary_button
            )
        ),
    ]
    .spacing(8)
    .align_y(Center);
    if wide {
        row![name, buttons].spacing(8).align_y(Center).into()
    } else {
        // Under the name they wrap where even a line of their own is too short (150 %
        // in a 1024-pixel window), rather than run out of the panel.
        column![name, buttons.wrap().vertical_spacing(8)]
            .spacing(8)
            .into()
    }
}

/// The game settings: Reputation limit, ruleset, Eternal profiles and the affiliation
/// played, with the reason a typed limit was refused; the ruleset beside the Eternal
/// switch when `wide`, above it otherwise.
fn settings<'a>(state: &'a State, catalog: &'a Catalog, wide: bool) -> Element<'a, Message> {
    let crew = &state.crew;
    let presets = REPUTATION_PRESETS.iter().map(|&limit| {
        let chosen = crew.reputation_limit == limit;
        named(
            id::limit(limit),
            widget::button(text(numbers::integer(limit)))
                .on_press(Message::LimitPresetChosen(limit))
                .style(if chosen {
                    theme::primary_button
                } else {
                    theme::secondary_button
                }),
        )
        .into()
    });
    let limit_row = row![text(tr!("builder-rep-limit")).style(theme::muted)]
        .spacing(6)
        .align_y(Center)
        .extend(presets)
        .push(
            field(&tr!("builder-rep-placeholder"), &state.limit_text)
                .id(id::LIMIT)
                .on_input(Message::LimitEdited)
                .width(70)
                .padding(5),
        )
        // The typed limit goes under the presets, whole, where they do not all fit.
        .wrap()
        .vertical_spacing(6);
    let rulesets: Vec<RulesetChoice> = catalog
        .rulesets()
        .iter()
        .map(|r| RulesetChoice {
            id: r.id.clone(),
            label: tr!(
                "builder-ruleset",
                name = words::rules::ruleset(r),
                size = r.objective_deck_size
            ),
        })
        .collect();
    let current = rulesets.iter().find(|r| r.id == crew.ruleset).cloned();
    let ruleset = container(
        picker(rulesets, current, Message::RulesetChosen)
            .padding([6, 10])
            .placeholder(tr!("builder-unknown-ruleset"))
            .width(Fill),
    )
    .id(id::RULESET)
    .width(Fill);
    let eternal = widget::switch(
        tr!("builder-eternal-profiles"),
        crew.eternal,
        Message::EternalToggled,
    );
    // The ruleset's name whole: beside the Eternal switch where there is room for both.
    let rules: Element<'a, Message> = if wide {
        row![ruleset, eternal].spacing(12).align_y(Center).into()
    } else {
        column![ruleset, eternal].spacing(6).into()
    };
    let mut settings = column![limit_row, rules].spacing(8);
    if let Some(played) = played_picker(state, catalog) {
        settings = settings.push(played);
    }
    if let Some(error) = &state.limit_error {
        settings = settings.push(
            text(error.text())
                .size(theme::size::SMALL)
                .style(theme::danger),
        );
    }
    settings.into()
}

/// Reputation and Funding spent against what the crew has.
fn totals<'a>(report: &Report) -> Element<'a, Message> {
    row![
        meter(
            tr!("builder-reputation"),
            numbers::integer,
            report.reputation_used,
            report.reputation_limit
        ),
        meter(
            tr!("builder-funding"),
            numbers::dollars,
            report.funding_used,
            report.funding_available
        ),
    ]
    .spacing(16)
    .into()
}

/// One chip per rank: members of that rank against what the crew allows.
fn slots<'a>(report: &Report) -> Element<'a, Message> {
    row(report.ranks.iter().map(|slot| {
        let label = match slot.allowed {
            Some(allowed) => format!("{} {}/{allowed}", short_rank(slot.rank), slot.count),
            None => format!("{} {}", short_rank(slot.rank), slot.count),
        };
        let over = slot.allowed.is_some_and(|a| slot.count > a);
        container(text(label).size(theme::size::SMALL).style(if over {
            theme::danger
        } else {
            text::default
        }))
        .padding([2, 8])
        .style(theme::chip)
        .into()
    }))
    .spacing(6)
    .wrap()
    .into()
}

/// The members, each with its equipment; the ones a picked broken rule names stand out.
/// With `scrolls`, they scroll in the room left to them; else the panel scrolls.
fn members<'a>(
    state: &'a State,
    catalog: &'a Catalog,
    collection: &'a Collection,
    scrolls: Option<u16>,
) -> Element<'a, Message> {
    let crew = &state.crew;
    if crew.members.is_empty() {
        return container(text(tr!("builder-no-members")).style(theme::muted))
            .padding(12)
            .into();
    }
    let pointed = state.pointed_members();
    let list = column(
        crew.members
            .iter()
            .enumerate()
            .map(|(i, m)| member::view(state, catalog, collection, i, m, pointed.contains(&i))),
    )
    .spacing(6);
    match scrolls {
        Some(share) => crate::widget::scroll(list)
            .height(FillPortion(share))
            .into(),
        None => list.into(),
    }
}

/// What changed for the crew since the catalog it was saved with, and the members read
/// under a new id: nothing where the crew was saved with the catalog in use.
fn history<'a>(state: &'a State, catalog: &'a Catalog) -> Element<'a, Message> {
    let mut lines: Vec<String> = Vec::new();
    match state.history() {
        Some(Ok(since)) => {
            let changes = crate::words::update::since(since);
            let (then, now) = (since.saved_with.as_str(), since.now.as_str());
            lines.push(if changes.is_empty() {
                tr!("builder-history-none", then = then, now = now)
            } else {
                tr!("builder-history", then = then, now = now)
            });
            lines.extend(changes.into_iter().map(|c| format!("• {c}")));
        }
        Some(Err(why)) => lines.push(tr!("builder-history-unknown", why = why.text())),
        None => {}
    }
    if let Some(by) = state.changed_by() {
        lines.push(tr!("builder-history-unrecorded", id = by));
    }
    for r in state.renamed() {
        let alias = catalog
            .model(&r.to)
            .map_or(r.to.as_str(), |m| m.alias.as_str());
        lines.push(tr!("builder-renamed", alias = alias, was = r.from.as_str()));
    }
    if lines.is_empty() {
        return column![].into();
    }
    // News about the catalog, not a broken rule: the rules box below says what breaks.
    let lines = lines.into_iter().enumerate().map(|(n, line)| {
        let line = text(line).size(theme::size::SMALL);
        if n == 0 {
            line.font(theme::BOLD).style(theme::warning).into()
        } else {
            line.into()
        }
    });
    container(column(lines).spacing(2))
        .padding(8)
        .width(Fill)
        .style(theme::row)
        .into()
}

/// The rules the crew breaks (deck rules have their own line), with their positions in
/// the report.
fn crew_rules(state: &State) -> Vec<(usize, &Violation)> {
    state
        .report
        .violations
        .iter()
        .enumerate()
        .filter(|(_, v)| !v.code.is_deck())
        .collect()
}

/// The verdict on the crew on one line, with the button that shows all its broken rules
/// in the members' place (or the members again); under it, one rule (the one pointed
/// at, else the first), then what is left to do before the match, which breaks none.
fn verdict_line(state: &State) -> Element<'_, Message> {
    let rules = crew_rules(state);
    let mut line = row![container(verdict(rules.len(), tr!("builder-crew-legal"))).width(Fill)]
        .spacing(8)
        .align_y(Center);
    if rules.len() > 1 || state.rules_open() {
        let label = if state.rules_open() {
            tr!("builder-hide-rules")
        } else {
            tr!("builder-show-all", count = rules.len())
        };
        line = line.push(widget::small_button(
            label,
            Some(Message::RulesToggled),
            false,
        ));
    }
    let mut lines = column![line].spacing(4);
    let shown = rules
        .iter()
        .find(|(i, _)| state.pointed == Some(*i))
        .or(rules.first());
    if let (Some(&(i, v)), false) = (shown, state.rules_open()) {
        lines = lines.push(named(
            id::rule(i),
            violation(v, state.pointed == Some(i), Message::ViolationToggled(i)),
        ));
    }
    lines
        .extend(state.report.reminders.iter().map(|r| {
            row![
                icon::flag().style(theme::warning),
                text(words::rules::reminder(r))
                    .style(theme::warning)
                    .width(Fill)
            ]
            .spacing(6)
            .align_y(Center)
            .into()
        }))
        .into()
}

/// Beside the rules' verdict, whether the collection fields the crew (not a rule), with
/// the button that adds what it lacks.
fn fielding_line<'a>(
    state: &'a State,
    catalog: &'a Catalog,
    collection: &'a Collection,
) -> Element<'a, Message> {
    let fielding = state.fielding();
    let said = if collection.is_empty() {
        text(tr!("builder-collection-empty")).style(theme::muted)
    } else {
        text(crate::words::collection::fielding(
            fielding, catalog, collection, None,
        ))
        .style(if fielding.is_fieldable() {
            theme::success
        } else {
            theme::warning
        })
    };
    row![
        container(said).width(Fill),
        named(
            id::OWN_CREW,
            widget::small_button(
                tr!("builder-own-crew"),
                (!state.crew.members.is_empty()
                    && (!fielding.is_fieldable() || collection.is_empty()))
                .then_some(Message::OwnCrew),
                false,
            )
        ),
    ]
    .spacing(8)
    .align_y(Center)
    .into()
}

/// The broken rules under the members, every one readable: pressing one makes the
/// members it names stand out. With `scrolls` (their share of the room), they scroll
/// in a part of the members' room; else the panel scrolls.
fn rules(state: &State, scrolls: Option<u16>) -> Element<'_, Message> {
    let list = column(crew_rules(state).into_iter().map(|(i, v)| {
        named(
            id::rule(i),
            violation(v, state.pointed == Some(i), Message::ViolationToggled(i)),
        )
        .into()
    }))
    .spacing(4);
    let list = column![
        text(tr!("builder-rules-hint"))
            .size(theme::size::SMALL)
            .style(theme::muted),
        list
    ]
    .spacing(6);
    match scrolls {
        Some(share) => crate::widget::scroll(list)
            .height(FillPortion(share))
            .into(),
        None => list.into(),
    }
}

/// The objective deck's size and verdict, with the way to the deck builder.
fn deck_line<'a>(report: &Report) -> Element<'a, Message> {
    let deck_problems = report
        .violations
        .iter()
        .filter(|v| v.code.is_deck())
        .count();
    row![
        text(tr!(
            "builder-deck-line",
            size = report.deck.size,
            required = report.deck.required
        ))
        .width(Fill),
        widget::verdict(deck_problems, tr!("builder-deck-legal")),
        named(
            id::EDIT_DECK,
            widget::button(text(tr!("builder-edit-deck")))
                .on_press(Message::OpenDeck)
                .style(theme::secondary_button)
        ),
    ]
    .spacing(8)
    .align_y(Center)
    .into()
}

/// The picker of the affiliation the crew plays, when its Boss has several.
fn played_picker<'a>(state: &'a State, catalog: &'a Catalog) -> Option<Element<'a, Message>> {
    let crew = &state.crew;
    let boss = crew.boss()?;
    let model = catalog.model_index(&crew.members[boss].model)?;
    let affiliations = catalog.affiliations_as(model, crew.members[boss].rank);
    if affiliations.len() < 2 {
        return None;
    }
    let assumed = state
        .report
        .affiliation
        .as_ref()
        .filter(|_| crew.affiliation.is_none())
        .map_or_else(
            || tr!("builder-auto"),
            |p| tr!("builder-auto-plays", affiliation = p.affiliation.as_str()),
        );
    let mut choices = vec![PlayedChoice {
        affiliation: None,
        label: assumed,
    }];
    choices.extend(affiliations.iter().map(|a| PlayedChoice {
        affiliation: Some(a.clone()),
        label: a.clone(),
    }));
    let current = choices
        .iter()
        .find(|c| c.affiliation == crew.affiliation)
        .cloned();
    let picker = picker(choices, current, Message::PlayedChosen)
        .padding([6, 10])
        .placeholder(crew.affiliation.clone().unwrap_or_default())
        .width(Fill);
    Some(
        row![text(tr!("builder-plays")).style(theme::muted), picker]
            .spacing(8)
            .align_y(Center)
            .into(),
    )
}

/// What cards and the affiliation's rules do to the crew's costs, slots and deck, under
/// the totals: a chip each, with the card and what it does as a tooltip.
fn card_effects<'a>(state: &'a State, catalog: &'a Catalog) -> Element<'a, Message> {
    let report = &state.report;
    let mut chips: Vec<(String, String)> = report
        .notes
        .iter()
        .map(|n| (words::rules::crew_badge(n), words::rules::crew_note(n)))
        .collect();
    for (index, member) in report.members.iter().enumerate() {
        for note in member.notes.iter().filter(|n| n.is_cost()) {
            let alias = super::member_alias(&state.crew, catalog, index);
            let badge = words::rules::badge(note.badge());
            chips.push((words::said_of(&alias, badge), words::rules::note(note)));
        }
    }
    row(chips
        .into_iter()
        .map(|(badge, tip)| widget::chip_with_tip(badge, tip)))
    .spacing(6)
    .wrap()
    .into()
}

/// A rank as its slot chip names it: the plural for Henchmen, who come in numbers.
fn short_rank(rank: Rank) -> String {
    match rank {
        Rank::Henchman => tr!("builder-henchmen"),
        other => words::rules::rank(other).to_owned(),
    }
}
