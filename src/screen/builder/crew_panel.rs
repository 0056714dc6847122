//! The crew panel: name and game settings, Rep and $ totals, rank slots, members with
//! their equipment, and the live list of broken rules.

use super::{EquipmentChoice, LIMIT_ID, Message, PlayedChoice, RulesetChoice, State};
use crate::bmg::catalog::Rank;
use crate::bmg::crew::{Member, REPUTATION_PRESETS};
use crate::bmg::traits::{self, CrewTrait};
use crate::bmg::validate::Note;
use crate::bmg::{Catalog, Violation, edit};
use crate::widget::meter::meter;
use crate::widget::{self, icon_button, verdict, violation};
use crate::{icon, theme};
use iced::widget::{
    button, column, container, pick_list, row, rule, scrollable, space, text, text_input, tooltip,
};
use iced::{Center, Element, Fill, FillPortion};

/// The crew panel.
pub fn view<'a>(state: &'a State, catalog: &'a Catalog) -> Element<'a, Message> {
    let crew = &state.crew;
    let report = &state.report;

    let save_label = if state.is_dirty() { "Save*" } else { "Save" };
    let header = row![
        text_input("Crew name", &crew.name)
            .on_input(Message::NameChanged)
            .font(theme::BOLD)
            .size(theme::size::HEADING)
            .padding(6),
        button(
            row![icon::save(), text(save_label)]
                .spacing(6)
                .align_y(Center)
        )
        .on_press(Message::Save)
        .style(button::primary),
        icon_button(
            icon::clipboard(),
            "Copy the roster to the clipboard",
            Message::CopyRoster,
            button::secondary
        ),
    ]
    .spacing(8)
    .align_y(Center);

    let presets = REPUTATION_PRESETS.iter().map(|&limit| {
        let chosen = crew.reputation_limit == limit;
        button(text(limit.to_string()))
            .on_press(Message::LimitPresetChosen(limit))
            .style(if chosen {
                button::primary
            } else {
                button::secondary
            })
            .into()
    });
    let mut limit_row = row![text("Rep limit").style(theme::muted)]
        .spacing(6)
        .align_y(Center);
    limit_row = limit_row.extend(presets);
    limit_row = limit_row.push(
        text_input("Rep", &state.limit_text)
            .id(LIMIT_ID)
            .on_input(Message::LimitEdited)
            .width(70)
            .padding(5),
    );
    let rulesets: Vec<RulesetChoice> = catalog
        .rulesets()
        .iter()
        .map(|r| RulesetChoice {
            id: r.id.clone(),
            label: format!("{} ({}-card decks)", r.name, r.objective_deck_size),
        })
        .collect();
    let current = rulesets.iter().find(|r| r.id == crew.ruleset).cloned();
    let mut settings = column![
        limit_row,
        row![
            pick_list(rulesets, current, Message::RulesetChosen)
                .placeholder("Unknown ruleset")
                .width(Fill),
            widget::switch("Eternal profiles", crew.eternal, Message::EternalToggled),
        ]
        .spacing(12)
        .align_y(Center),
    ]
    .spacing(8);
    if let Some(played) = played_picker(state, catalog) {
        settings = settings.push(played);
    }
    if let Some(error) = &state.limit_error {
        settings = settings.push(text(error).size(theme::size::SMALL).style(theme::danger));
    }

    let totals = row![
        meter(
            "Reputation",
            "",
            report.reputation_used,
            report.reputation_limit
        ),
        meter(
            "Funding",
            "$",
            report.funding_used,
            report.funding_available
        ),
    ]
    .spacing(16);

    let slots = row(report.ranks.iter().map(|slot| {
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
    .wrap();
    let effects = card_effects(state, catalog);

    let pointed = state.pointed_members();
    let members: Element<'a, Message> = if crew.members.is_empty() {
        container(
            text("No members yet: pick a model in the catalog and add it. Start with a Leader, who becomes the Boss.")
                .style(theme::muted),
        )
        .padding(12)
        .into()
    } else {
        scrollable(
            column(
                crew.members
                    .iter()
                    .enumerate()
                    .map(|(i, m)| member_row(state, catalog, i, m, pointed.contains(&i))),
            )
            .spacing(6),
        )
        .spacing(6)
        .height(FillPortion(3))
        .into()
    };

    let crew_rules: Vec<(usize, &Violation)> = report
        .violations
        .iter()
        .enumerate()
        .filter(|(_, v)| !v.code.is_deck())
        .collect();
    let deck_problems = report.violations.len() - crew_rules.len();
    let verdict = verdict(crew_rules.len(), "Crew: every rule met.");
    let violations: Element<'a, Message> = if crew_rules.is_empty() {
        verdict
    } else {
        let list =
            column(crew_rules.into_iter().map(|(i, v)| {
                violation(v, state.pointed == Some(i), Message::ViolationToggled(i))
            }))
            .spacing(4);
        column![verdict, scrollable(list).spacing(6).height(FillPortion(2))]
            .spacing(6)
            .into()
    };
    let deck_line = row![
        text(format!(
            "Objective deck: {}/{} cards",
            report.deck.size, report.deck.required
        ))
        .width(Fill),
        widget::verdict(deck_problems, "legal"),
        button(text("Edit deck"))
            .on_press(Message::OpenDeck)
            .style(button::secondary),
    ]
    .spacing(8)
    .align_y(Center);

    container(
        column![
            header,
            settings,
            rule::horizontal(1),
            totals,
            slots,
            effects,
            rule::horizontal(1),
            members,
            rule::horizontal(1),
            violations,
            rule::horizontal(1),
            deck_line,
        ]
        .spacing(10),
    )
    .padding(12)
    .height(Fill)
    .style(theme::panel)
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
            || "Auto".to_owned(),
            |p| format!("Auto (plays {})", p.affiliation),
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
    let picker = pick_list(choices, current, Message::PlayedChosen)
        .placeholder(crew.affiliation.clone().unwrap_or_default())
        .width(Fill);
    Some(
        row![text("Plays").style(theme::muted), picker]
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
        .map(|n| (n.badge.clone(), n.text.clone()))
        .collect();
    for (index, member) in report.members.iter().enumerate() {
        for note in member.notes.iter().filter(|n| is_cost(n)) {
            let alias = super::member_alias(&state.crew, catalog, index);
            chips.push((format!("{alias}: {}", note.badge), note.text.clone()));
        }
    }
    row(chips.into_iter().map(|(badge, text)| with_tip(badge, text)))
        .spacing(6)
        .wrap()
        .into()
}

/// A chip whose tooltip says more.
fn with_tip<'a>(badge: String, tip: String) -> Element<'a, Message> {
    tooltip(
        container(text(badge).size(theme::size::SMALL))
            .padding([2, 8])
            .style(theme::chip),
        container(text(tip).size(theme::size::SMALL))
            .padding([4, 8])
            .max_width(360)
            .style(theme::chip),
        tooltip::Position::Bottom,
    )
    .into()
}

/// Whether a member's note changes what it costs.
fn is_cost(note: &Note) -> bool {
    matches!(
        note.badge.as_str(),
        "Lieutenant" | "Smuggler" | "Dollotrons"
    )
}

/// A member's card badges, each with what it does as a tooltip, and the picker of its
/// recruit-time choice.
fn badges<'a>(
    state: &'a State,
    catalog: &'a Catalog,
    index: usize,
) -> Option<Element<'a, Message>> {
    let crew = &state.crew;
    let notes = state
        .report
        .member(index)
        .map_or(&[][..], |m| m.notes.as_slice());
    let model = catalog.model_index(&crew.members[index].model)?;
    let offers_choice = catalog
        .model_rules(model)
        .has(|r| matches!(r, CrewTrait::IWillBreakYou));
    if notes.is_empty() && !offers_choice {
        return None;
    }
    let mut line = row![].spacing(6).align_y(Center);
    for note in notes.iter().filter(|n| n.badge != "I Will Break You") {
        line = line.push(with_tip(note.badge.clone(), note.text.clone()));
    }
    if offers_choice {
        let chosen = crew.members[index]
            .choices
            .get(traits::I_WILL_BREAK_YOU_KEY)
            .and_then(|id| traits::I_WILL_BREAK_YOU.iter().find(|o| o.id == id))
            .copied();
        line = line.push(
            pick_list(traits::I_WILL_BREAK_YOU, chosen, move |option| {
                Message::OptionPicked(index, option)
            })
            .placeholder("I Will Break You: choose")
            .text_size(theme::size::SMALL)
            .padding([2, 6]),
        );
    }
    Some(line.wrap().into())
}

fn short_rank(rank: Rank) -> &'static str {
    match rank {
        Rank::Henchman => "Henchmen",
        other => other.label(),
    }
}

/// One member: Boss crown, alias, rank, costs, equipment and a remove button.
fn member_row<'a>(
    state: &'a State,
    catalog: &'a Catalog,
    index: usize,
    member: &'a Member,
    pointed: bool,
) -> Element<'a, Message> {
    let model = catalog.model(&member.model);
    let crown = icon_button(
        if member.boss {
            icon::crown().style(theme::accent)
        } else {
            icon::crown().style(theme::muted)
        },
        if member.boss {
            "The Boss"
        } else {
            "Make this model the Boss"
        },
        Message::BossChosen(index),
        button::text,
    );

    let problems = state.report.violations_of(index).count();
    let name: Element<'a, Message> = match model {
        Some(model) => button(column![
            text(&model.alias).font(theme::BOLD),
            text(if member.boss {
                format!("Boss · {}", model.affiliations.join(", "))
            } else {
                model.affiliations.join(", ")
            })
            .size(theme::size::SMALL)
            .style(theme::muted),
        ])
        .on_press(Message::MemberSelected(index))
        .padding(0)
        .style(button::text)
        .width(Fill)
        .into(),
        None => text(format!("Unknown model '{}'", member.model))
            .style(theme::danger)
            .width(Fill)
            .into(),
    };

    let crew = &state.crew;
    let model_index = catalog.model_index(&member.model);
    let ranks = model_index.map_or_else(Vec::new, |i| {
        edit::ranks_for(crew, catalog, &state.report, i)
    });
    let rank: Element<'a, Message> = if ranks.len() > 1 {
        pick_list(ranks, Some(member.rank), move |rank| {
            Message::MemberRankChanged(index, rank)
        })
        .text_size(theme::size::SMALL)
        .padding([2, 6])
        .into()
    } else {
        text(member.rank.label()).size(theme::size::SMALL).into()
    };
    let costs = state.report.member(index);
    let (rep, funding) = costs.map_or((0, 0), |c| (c.reputation, c.funding));
    let mut line: iced::widget::Row<'a, Message> =
        row![crown, name, rank].spacing(8).align_y(Center);
    if problems > 0 {
        line = line.push(
            row![
                icon::warning().style(theme::danger),
                text(problems).style(theme::danger)
            ]
            .spacing(2)
            .align_y(Center),
        );
    }
    line = line.push(
        column![
            text(format!("{rep} Rep")).size(theme::size::SMALL),
            text(format!("${funding}"))
                .size(theme::size::SMALL)
                .style(theme::muted),
        ]
        .align_x(iced::Right)
        .width(60),
    );
    line = line.push(match edit::brought_by(crew, catalog, index) {
        // It leaves with the model whose card brought it.
        Some(carrier) => tooltip(
            icon::package().style(theme::muted),
            container(
                text(format!(
                    "Brought by {}: remove that model to remove it.",
                    super::member_alias(crew, catalog, carrier)
                ))
                .size(theme::size::SMALL),
            )
            .padding([4, 8])
            .style(theme::chip),
            tooltip::Position::Left,
        )
        .into(),
        None => icon_button(
            icon::close(),
            "Remove from the crew",
            Message::RemoveMember(index),
            button::text,
        ),
    });

    let mut gear = row![].spacing(6).align_y(Center);
    for (slot, id) in member.equipment.iter().enumerate() {
        let label = catalog.equipment_item(id).map_or_else(
            || format!("Unknown '{id}'"),
            |e| format!("{} ${}", e.name, e.funding),
        );
        gear = gear.push(
            container(
                row![
                    icon::package().size(theme::size::SMALL),
                    text(label).size(theme::size::SMALL),
                    button(icon::close().size(theme::size::SMALL))
                        .on_press(Message::RemoveEquipment(index, slot))
                        .padding(0)
                        .style(button::text),
                ]
                .spacing(4)
                .align_y(Center),
            )
            .padding([2, 8])
            .style(theme::chip),
        );
    }
    let choices = state.equipment_choices(index, catalog);
    let has_gear_row = !member.equipment.is_empty() || !choices.is_empty();
    if !choices.is_empty() {
        gear = gear.push(
            pick_list(choices, None::<EquipmentChoice>, move |choice| {
                Message::BuyEquipment(index, choice)
            })
            .placeholder("Buy equipment")
            .text_size(theme::size::SMALL)
            .padding([2, 6]),
        );
    }

    let mut body = column![line].spacing(4);
    let badges = badges(state, catalog, index);
    if let Some(badges) = badges {
        body = body.push(row![space::horizontal().width(30), badges]);
    }
    if has_gear_row {
        body = body.push(row![space::horizontal().width(30), gear.wrap()]);
    }
    container(body)
        .padding([4, 6])
        .width(Fill)
        .style(if pointed { theme::flagged } else { theme::row })
        .into()
}
