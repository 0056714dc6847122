//! One member of the crew panel: Boss crown, alias, rank, costs, the broken rules it is
//! in, its card badges and recruit-time choice, its equipment and its remove button.

use super::{EquipmentChoice, Message, OptionName, RankName, State};
use crate::bmg::collection::Collection;
use crate::bmg::crew::Member;
use crate::bmg::traits::{self, CrewTrait, RecruitOption};
use crate::bmg::validate::Badge;
use crate::bmg::{Catalog, edit};
use crate::widget::picker::picker;
use crate::widget::{self, icon_button};
use crate::words::{self, numbers, tr};
use crate::{icon, theme};
use iced::widget::{Row, button, column, container, row, space, text, tooltip};
use iced::{Center, Element, Fill};

/// The most room the equipment menu takes, in logical pixels: about eight items.
const EQUIPMENT_MENU: f32 = 264.0;

/// One member's row; `pointed` when a picked broken rule names it.
pub fn view<'a>(
    state: &'a State,
    catalog: &'a Catalog,
    collection: &'a Collection,
    index: usize,
    member: &'a Member,
    pointed: bool,
) -> Element<'a, Message> {
    let mut body = column![line(state, catalog, collection, index, member)].spacing(4);
    if let Some(badges) = badges(state, catalog, index) {
        body = body.push(row![space::horizontal().width(30), badges]);
    }
    if let Some(gear) = gear(state, catalog, index, member) {
        body = body.push(row![space::horizontal().width(30), gear]);
    }
    container(body)
        .padding([4, 6])
        .width(Fill)
        .style(if pointed { theme::flagged } else { theme::row })
        .into()
}

/// The member's main line: crown, name, rank, problems, costs and remove.
fn line<'a>(
    state: &'a State,
    catalog: &'a Catalog,
    collection: &'a Collection,
    index: usize,
    member: &'a Member,
) -> Row<'a, Message> {
    let crown = icon_button(
        if member.boss {
            icon::crown().style(theme::accent)
        } else {
            icon::crown().style(theme::muted)
        },
        if member.boss {
            tr!("builder-the-boss")
        } else {
            tr!("builder-make-boss")
        },
        Message::BossChosen(index),
        button::text,
    );
    let mut line = row![
        crown,
        name(state, catalog, collection, index, member),
        rank(state, catalog, index, member)
    ]
    .spacing(8)
    .align_y(Center);
    let problems = state.report.violations_of(index).count();
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
    let costs = state.report.member(index);
    let (rep, funding) = costs.map_or((0, 0), |c| (c.reputation, c.funding));
    line.push(
        column![
            text(tr!("builder-rep", rep = numbers::integer(rep))).size(theme::size::SMALL),
            text(numbers::dollars(funding))
                .size(theme::size::SMALL)
                .style(theme::muted),
        ]
        .align_x(iced::Right)
        .width(60),
    )
    .push(remove(state, catalog, index))
}

/// The alias and affiliations, and where the collection is short of it how many are
/// owned against how many the crew uses, in amber: a button that shows the model's
/// profile.
fn name<'a>(
    state: &'a State,
    catalog: &'a Catalog,
    collection: &'a Collection,
    index: usize,
    member: &'a Member,
) -> Element<'a, Message> {
    let Some(model) = catalog.model(&member.model) else {
        // Kept, under the name it was saved with, until the player removes it.
        let saved = member
            .alias
            .clone()
            .unwrap_or_else(|| format!("'{}'", member.model));
        return column![
            text(saved).font(theme::BOLD).style(theme::danger),
            text(tr!("builder-not-in-catalog", id = catalog.id()))
                .size(theme::size::SMALL)
                .style(theme::danger),
        ]
        .width(Fill)
        .into();
    };
    let affiliations = words::rules::affiliations(&model.affiliations, ", ");
    let mut details = if member.boss {
        tr!("builder-boss-details", affiliations = affiliations)
    } else {
        affiliations
    };
    // Where the collection is short of it, on the same line, in amber.
    let mut short = false;
    if let Some((owned, true)) = state.owned_line(collection, &member.model) {
        details = format!("{details} · {owned}");
        short = true;
    }
    let lines = column![
        text(&model.alias).font(theme::BOLD),
        text(details).size(theme::size::SMALL).style(if short {
            theme::warning
        } else {
            theme::muted
        }),
    ];
    widget::button(lines)
        .on_press(Message::MemberSelected(index))
        .padding(0)
        .style(button::text)
        .width(Fill)
        .into()
}

/// The member's rank: a picker when the crew leaves it more than one.
fn rank<'a>(
    state: &'a State,
    catalog: &'a Catalog,
    index: usize,
    member: &'a Member,
) -> Element<'a, Message> {
    let ranks = catalog
        .model_index(&member.model)
        .map_or_else(Vec::new, |i| {
            edit::ranks_for(&state.crew, catalog, &state.report, i)
        });
    if ranks.len() < 2 {
        return text(words::rules::rank(member.rank))
            .size(theme::size::SMALL)
            .into();
    }
    let ranks: Vec<RankName> = ranks.into_iter().map(RankName).collect();
    picker(ranks, Some(RankName(member.rank)), move |RankName(rank)| {
        Message::MemberRankChanged(index, rank)
    })
    .text_size(theme::size::SMALL)
    .padding([8, 8])
    .into()
}

/// The remove button, or, for a model another card brought, who brought it.
fn remove<'a>(state: &'a State, catalog: &'a Catalog, index: usize) -> Element<'a, Message> {
    let crew = &state.crew;
    match edit::brought_by(crew, catalog, index) {
        // It leaves with the model whose card brought it.
        Some(carrier) => {
            let tip = tr!(
                "builder-brought-by",
                alias = super::member_alias(crew, catalog, carrier)
            );
            let shown = tooltip(
                icon::package().style(theme::muted),
                container(text(tip.clone()).size(theme::size::SMALL))
                    .padding([4, 8])
                    .style(theme::chip),
                tooltip::Position::Left,
            );
            widget::told(shown, [tip])
        }
        None => icon_button(
            icon::close(),
            tr!("builder-remove-member"),
            Message::RemoveMember(index),
            button::text,
        ),
    }
}

/// The member's equipment, each removable, and the picker to buy more; nothing when it
/// has none and can buy none.
fn gear<'a>(
    state: &'a State,
    catalog: &'a Catalog,
    index: usize,
    member: &'a Member,
) -> Option<Element<'a, Message>> {
    let choices = state.equipment_choices(index, catalog);
    if member.equipment.is_empty() && choices.is_empty() {
        return None;
    }
    let mut gear = row![].spacing(6).align_y(Center);
    for (slot, id) in member.equipment.iter().enumerate() {
        let label = catalog.equipment_item(id).map_or_else(
            || tr!("builder-unknown-equipment", id = id.as_str()),
            |e| format!("{} {}", e.name, numbers::dollars(e.funding)),
        );
        gear = gear.push(
            container(
                row![
                    icon::package().size(theme::size::SMALL),
                    text(label).size(theme::size::SMALL),
                    // Padded to the 32 px a hurried hand hits, as tall as the
                    // picker beside the chip.
                    widget::button(icon::close().size(theme::size::SMALL))
                        .on_press(Message::RemoveEquipment(index, slot))
                        .padding([8, 6])
                        .style(button::text),
                ]
                .spacing(4)
                .align_y(Center),
            )
            .padding(iced::Padding::ZERO.left(8).right(2))
            .style(theme::chip),
        );
    }
    if !choices.is_empty() {
        gear = gear.push(
            // In a box with an id, so that tests can measure it.
            container(
                picker(choices, None::<EquipmentChoice>, move |choice| {
                    Message::BuyEquipment(index, choice)
                })
                .placeholder(tr!("builder-buy-equipment"))
                .text_size(theme::size::SMALL)
                .padding([8, 8])
                // About eight items, then it scrolls: opened low in the member list,
                // the menu no longer climbs over the crew panel's header.
                .menu_height(EQUIPMENT_MENU),
            )
            .id(super::id::BUY_EQUIPMENT),
        );
    }
    Some(gear.wrap().into())
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
    // The choice is shown by its own pick list below.
    for note in notes.iter().filter(|n| n.badge() != Badge::IWillBreakYou) {
        line = line.push(widget::chip_with_tip(
            words::rules::badge(note.badge()).to_owned(),
            words::rules::note(note),
        ));
    }
    if offers_choice {
        let chosen = crew.members[index]
            .choices
            .get(traits::I_WILL_BREAK_YOU_KEY)
            .and_then(|id| RecruitOption::from_id(id))
            .map(OptionName);
        line = line.push(
            picker(
                traits::I_WILL_BREAK_YOU.map(OptionName),
                chosen,
                move |OptionName(option)| Message::OptionPicked(index, option),
            )
            .placeholder(tr!("builder-iwby-choose"))
            .text_size(theme::size::SMALL)
            .padding([8, 8]),
        );
        if chosen.is_none() {
            // A reminder, not a broken rule: the crew is legal without it.
            line = line.push(
                text(tr!("builder-choose-before-match"))
                    .size(theme::size::SMALL)
                    .style(theme::warning),
            );
        }
    }
    Some(line.wrap().into())
}
