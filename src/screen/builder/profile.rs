//! The selected model's full profile, with buttons to add it in each of its ranks and
//! a preview of the rules it would break.

use super::id;
use super::{Message, State};
use crate::bmg::catalog::Model;
use crate::bmg::catalog::ModelFilter;
use crate::bmg::collection::{Collection, MAX_OWNED, likely_stand_ins};
use crate::bmg::traits::Handling;
use crate::bmg::{Catalog, Rank, edit};
use crate::sheets::roster::damage_text;
use crate::widget::field::field;
use crate::widget::named::named;
use crate::widget::{self, chip, stats::stat_boxes, stepper::named_stepper};
use crate::words::{self, numbers, tr};
use crate::{icon, theme};
use iced::widget::{center, column, container, row, scrollable, text};
use iced::{Center, Element, Fill};

/// The profile panel; with `closable`, a button closes it (where it shows in the
/// catalog's place).
pub fn view<'a>(
    state: &'a State,
    catalog: &'a Catalog,
    collection: &'a Collection,
    closable: bool,
) -> Element<'a, Message> {
    let Some(index) = state.selected else {
        return container(center(
            column![
                text(tr!("builder-pick-model"))
                    .font(theme::BOLD)
                    .size(theme::size::HEADING),
                text(tr!("builder-pick-model-hint"))
                    .style(theme::muted)
                    .align_x(Center),
            ]
            .spacing(8)
            .align_x(Center),
        ))
        .padding(24)
        .style(theme::panel)
        .into();
    };
    let model = catalog.model_at(index);

    let mut name = row![
        text(&model.alias)
            .font(theme::BOLD)
            .size(theme::size::TITLE)
    ]
    .spacing(10)
    .align_y(Center);
    if model.eternal {
        name = name.push(chip(tr!("builder-eternal-profile")));
    }
    // The name takes what the button leaves, wrapping if it must: the button keeps
    // its label on one line.
    let mut title = row![container(name).width(Fill)]
        .spacing(10)
        .align_y(Center);
    if closable {
        title = title.push(named(
            id::BACK,
            widget::button(
                row![icon::previous(), text(tr!("builder-back-to-catalog"))]
                    .spacing(6)
                    .align_y(Center),
            )
            .on_press(Message::ProfileClosed)
            .style(theme::secondary_button),
        ));
    }
    let mut facts = vec![words::rules::true_name(&model.name)];
    if let Some(base) = &model.base {
        facts.push(tr!("builder-base", base = base.as_str()));
    }
    facts.push(tr!("builder-rep", rep = numbers::integer(model.reputation)));
    facts.push(numbers::dollars(model.funding));

    let labelled = |label: String, chips: Vec<Element<'a, Message>>| {
        row![
            text(label).style(theme::muted).width(90),
            row(chips).spacing(6).wrap()
        ]
        .align_y(Center)
    };
    // The way to add it comes first, where a hurried player sees it.
    let mut body = column![
        title,
        text(facts.join(" · ")).style(theme::muted),
        add_buttons(state, catalog, index),
        owned(state, catalog, collection, index),
        labelled(
            tr!("builder-ranks"),
            model.ranks.iter().map(|&r| rank_chip(r)).collect()
        ),
        labelled(
            tr!("builder-affiliations"),
            model
                .affiliations
                .iter()
                .map(|a| chip(words::rules::affiliation(a)))
                .collect()
        ),
    ]
    .spacing(10);
    if !model.rivals.is_empty() {
        body = body.push(
            row![
                text(tr!("builder-rivals")).style(theme::muted).width(90),
                text(model.rivals.join(", ")).style(theme::danger)
            ]
            .align_y(Center),
        );
    }
    body = body.push(stat_boxes(model.stats));

    body = body.push(text(tr!("builder-weapons")).font(theme::BOLD));
    if model.weapons.is_empty() {
        body = body.push(text(tr!("builder-no-weapons")).style(theme::muted));
    }
    body = body.extend(model.weapons.iter().map(weapon_line));
    body = body.push(text(tr!("builder-traits")).font(theme::BOLD));
    body = body.push(trait_chips(model));
    body = body.push(building_traits(catalog, index));

    for (label, ids) in [
        (tr!("builder-needs-one-of"), &model.requires_one_of),
        (tr!("builder-cannot-join-with"), &model.cannot_join_with),
    ] {
        if !ids.is_empty() {
            let names: Vec<&str> = ids
                .iter()
                .map(|id| catalog.model(id).map_or(id.as_str(), |m| m.alias.as_str()))
                .collect();
            body = body.push(row![
                text(label).style(theme::muted).width(130),
                text(names.join(", ")).width(Fill)
            ]);
        }
    }

    container(scrollable(body.padding(16)).height(Fill))
        .style(theme::panel)
        .height(Fill)
        .into()
}

/// The card's traits as chips. A trait of a newer catalog that this version has never
/// seen is shown, and said to be unchecked.
fn trait_chips(model: &Model) -> Element<'_, Message> {
    row(model.traits.iter().map(|t| {
        if crate::bmg::traits::engine_knows(t) {
            chip(t.as_str())
        } else {
            crate::widget::chip_with_tip(
                tr!("builder-trait-unchecked", name = t.as_str()),
                tr!("builder-trait-unchecked-tip"),
            )
        }
    }))
    .spacing(6)
    .wrap()
    .into()
}

/// The traits on the card that change how a crew is built, each with what it does in
/// one line and how the app applies it.
fn building_traits<'a>(catalog: &'a Catalog, index: usize) -> Element<'a, Message> {
    let traits = &catalog.model_rules(index).traits;
    if traits.is_empty() {
        return column![].into();
    }
    let mut list = column![text(tr!("builder-crew-building")).font(theme::BOLD)].spacing(6);
    for t in traits {
        let how = match t.rule.handling() {
            Handling::Enforced => tr!("builder-handling-checked"),
            Handling::Recorded => tr!("builder-handling-recorded"),
            Handling::Shown => tr!("builder-handling-shown"),
        };
        list = list.push(
            row![
                chip(t.printed.as_str()),
                column![
                    text(words::rules::summary(t, catalog.elite_types())).size(theme::size::SMALL),
                    text(how).size(theme::size::SMALL).style(theme::muted),
                ]
                .width(Fill),
            ]
            .spacing(8)
            .align_y(Center),
        );
    }
    list.into()
}

/// The most search results offered as profiles a miniature also plays.
const STAND_IN_RESULTS: usize = 5;

/// How many of the model's miniatures are owned (− and +), what else plays it, and the
/// profiles its miniatures also play: the likely ones offered, any other found by name.
fn owned<'a>(
    state: &'a State,
    catalog: &'a Catalog,
    collection: &'a Collection,
    index: usize,
) -> Element<'a, Message> {
    let model = catalog.model_at(index);
    let owned = collection.owned(&model.id);
    let mut section = column![named_stepper(
        id::MINIATURES_OWNED,
        tr!("builder-miniatures-owned"),
        u32::from(owned),
        0..=u32::from(MAX_OWNED),
        move |n| Message::OwnedSet(index, u8::try_from(n).unwrap_or(MAX_OWNED)),
    )]
    .spacing(6);
    let stand_ins: Vec<String> = collection
        .stand_ins(&model.id)
        .into_iter()
        .filter(|(_, n)| *n > 0)
        .map(|(id, n)| format!("{} ({n})", collection.alias(id, catalog)))
        .collect();
    if !stand_ins.is_empty() {
        section = section.push(
            text(tr!("builder-stand-ins-owned", list = stand_ins.join(", ")))
                .size(theme::size::SMALL)
                .style(theme::muted),
        );
    }
    // The profiles marked (a removed one under the alias last seen), then the likely
    // ones, then what the search finds.
    let marked = collection.also_plays(&model.id);
    let mut offered: Vec<(&str, &str)> = marked
        .iter()
        .map(|id| (id.as_str(), collection.alias(id, catalog)))
        .collect();
    let mut more = likely_stand_ins(catalog, index);
    let search = state.stand_in_search().trim();
    if !search.is_empty() {
        let filter = ModelFilter {
            text: search.to_owned(),
            ..ModelFilter::default()
        };
        more.extend(catalog.search(&filter).into_iter().take(STAND_IN_RESULTS));
    }
    for other in more.into_iter().filter(|&other| other != index) {
        let other = catalog.model_at(other);
        if !offered.iter().any(|(id, _)| *id == other.id) {
            offered.push((other.id.as_str(), other.alias.as_str()));
        }
    }
    let label = if offered.is_empty() {
        tr!("builder-stand-in-for")
    } else {
        tr!("builder-stand-in-for-switch")
    };
    let toggles = offered.iter().map(|&(profile, alias)| {
        let on = marked.iter().any(|m| m == profile);
        // Two profiles of one alias are told apart by their cost.
        let twins = offered.iter().filter(|(_, a)| *a == alias).count() > 1;
        let label = match catalog.model(profile).filter(|_| twins) {
            Some(other) => tr!(
                "builder-twin",
                alias = alias,
                rep = numbers::integer(other.reputation)
            ),
            None => alias.to_owned(),
        };
        let name = id::stand_in(profile);
        let profile = profile.to_owned();
        named(
            name,
            widget::switch(label, on, move |plays| {
                Message::AlsoPlaysToggled(index, profile.clone(), plays)
            }),
        )
        .into()
    });
    section
        .push(text(label).size(theme::size::SMALL).style(theme::muted))
        .push(row(toggles).spacing(16).wrap())
        .push(
            field(&tr!("builder-stand-in-search"), state.stand_in_search())
                .id(id::STAND_IN_SEARCH)
                .on_input(Message::StandInSearchChanged)
                .padding(6),
        )
        .into()
}

/// A rank as a chip.
fn rank_chip<'a>(rank: Rank) -> Element<'a, Message> {
    chip(words::rules::rank(rank))
}

/// One "Add as RANK" button per rank the model may fill in this crew, each with the
/// rules that adding would break.
fn add_buttons<'a>(state: &State, catalog: &Catalog, index: usize) -> Element<'a, Message> {
    let mut column = column![].spacing(8);
    if let Some(why) = edit::unrecruitable(catalog, index) {
        let why = words::rules::unrecruitable(&why);
        return column.push(text(why).style(theme::muted)).into();
    }
    for rank in edit::ranks_for(&state.crew, catalog, &state.report, index) {
        let problems: Vec<String> =
            edit::preview_addition(&state.crew, catalog, index, rank, &state.report.violations)
                .into_iter()
                .map(|v| words::rules::would_break(&v))
                .collect();
        let label = row![
            icon::plus(),
            text(tr!("builder-add-as", rank = words::rules::rank(rank)))
        ]
        .spacing(6)
        .align_y(Center);
        let mut entry = column![named(
            id::add(rank),
            widget::button(label)
                .on_press(Message::AddMember(index, rank))
                .style(theme::primary_button)
        )]
        .spacing(4);
        if !problems.is_empty() {
            entry = entry.push(
                text(tr!("builder-would-break", rank = words::rules::rank(rank)))
                    .size(theme::size::SMALL)
                    .style(theme::muted),
            );
        }
        for problem in problems {
            entry = entry.push(
                row![
                    icon::warning().style(theme::danger),
                    text(problem).size(theme::size::SMALL)
                ]
                .spacing(6),
            );
        }
        column = column.push(entry);
    }
    column.into()
}

/// A weapon on a line of its own: name, damage and fire (or melee), its traits below.
fn weapon_line<'a>(weapon: &'a crate::bmg::catalog::Weapon) -> Element<'a, Message> {
    let mut fire = Vec::new();
    if let Some(rof) = weapon.rate_of_fire {
        fire.push(tr!("builder-rof", rof = rof));
    }
    if let Some(ammo) = weapon.ammo {
        fire.push(tr!("builder-ammo", ammo = ammo));
    }
    let name = if weapon.name.is_empty() {
        tr!("builder-unnamed-weapon")
    } else {
        weapon.name.clone()
    };
    container(
        column![
            // Wrapping, not squeezing: in a narrow panel a long name that
            // cannot break ("Automatic") would run into its damage.
            row![
                text(name).font(theme::BOLD),
                text(damage_text(weapon)),
                text(if fire.is_empty() {
                    tr!("builder-melee")
                } else {
                    fire.join(" · ")
                })
                .style(theme::muted),
            ]
            .spacing(12)
            .wrap()
            .vertical_spacing(2),
            text(weapon.traits.join(", "))
                .size(theme::size::SMALL)
                .style(theme::muted),
        ]
        .spacing(2),
    )
    .padding([6, 10])
    .width(Fill)
    .style(theme::row)
    .into()
}
