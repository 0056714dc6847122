//! The catalog browser: search, filters and one page of matching models.

use super::{AffiliationChoice, EternalChoice, Message, RankChoice, State, id};
use crate::bmg::Catalog;
use crate::bmg::catalog::{Model, Rank};
use crate::bmg::collection::{Collection, MAX_OWNED};
use crate::widget;
use crate::widget::field::field;
use crate::widget::named::named;
use crate::widget::picker::picker;
use crate::widget::stepper::Step;
use crate::words::{self, numbers, tr};
use crate::{icon, theme};
use iced::widget::{column, container, responsive, row, scrollable, space, text, tooltip};
use iced::{Center, Element, Fill, Padding};

/// The least height (logical pixels) in which the list scrolls under the search and
/// filters; in a shorter panel the whole panel scrolls, so that the rows are not left a
/// sliver.
const TALL_BROWSER: f32 = 560.0;

/// The browser panel.
pub fn view<'a>(
    state: &'a State,
    catalog: &'a Catalog,
    collection: &'a Collection,
) -> Element<'a, Message> {
    responsive(move |size| panel(state, catalog, collection, size.height >= TALL_BROWSER)).into()
}

/// The browser's search, filters, rows and pager; the rows in a scrollable of their own
/// when `tall`, else the whole panel in one.
fn panel<'a>(
    state: &'a State,
    catalog: &'a Catalog,
    collection: &'a Collection,
    tall: bool,
) -> Element<'a, Message> {
    let search = row![
        icon::search().style(theme::muted),
        field(&tr!("builder-search"), &state.filter.text)
            .id(id::SEARCH)
            .on_input(Message::SearchChanged)
            .on_submit(Message::SearchSubmitted)
            .padding(8),
    ]
    .spacing(8)
    .align_y(Center);

    let mut affiliations = vec![AffiliationChoice::All, AffiliationChoice::BossCrew];
    affiliations.extend(
        catalog
            .affiliations()
            .iter()
            .cloned()
            .map(AffiliationChoice::One),
    );
    let ranks: Vec<RankChoice> = std::iter::once(RankChoice(None))
        .chain(Rank::ALL.into_iter().map(|r| RankChoice(Some(r))))
        .collect();
    let filters = column![
        picker(
            affiliations,
            Some(state.affiliation.clone()),
            Message::AffiliationPicked
        )
        .padding([6, 10])
        .width(Fill),
        // Each as wide as its longest option, the second under the first where the
        // panel is narrow: squeezed to half each, their labels ran under the arrows.
        row![
            picker(
                ranks,
                Some(RankChoice(state.filter.rank)),
                Message::RankPicked
            )
            .padding([6, 10]),
            picker(
                EternalChoice::ALL,
                Some(EternalChoice(state.filter.eternal)),
                Message::EternalPicked
            )
            .padding([6, 10]),
        ]
        .spacing(8)
        .wrap()
        .vertical_spacing(8),
        row![
            named(
                id::OWNED_ONLY,
                widget::switch(
                    tr!("builder-owned-only"),
                    state.owned_only(),
                    Message::OwnedOnlyToggled
                )
            ),
            space::horizontal(),
            // Only on a list a search or a filter made: never the whole catalog at once.
            if state.narrowed() && !state.results.is_empty() {
                named(
                    id::OWN_THESE,
                    // In the room of the longest count: a filter that changes the
                    // count moves nothing beside it.
                    widget::small_button_among(
                        tr!(
                            "builder-own-these",
                            number = numbers::integer(state.results.len() as i64)
                        ),
                        [tr!(
                            "builder-own-these",
                            number = numbers::integer(catalog.models().len() as i64)
                        )],
                        Some(Message::OwnThese),
                        false,
                    ),
                )
                .into()
            } else {
                Element::from(space::horizontal().width(0))
            },
        ]
        .spacing(8)
        .align_y(Center),
    ]
    .spacing(8);

    let shown = state.page_models();
    // One short line under "can join" either way, so that the list does not move when
    // the first Boss joins.
    let hint = match (&state.affiliation, state.crew.boss()) {
        (AffiliationChoice::BossCrew, None) => tr!("builder-hint-no-boss"),
        (AffiliationChoice::BossCrew, Some(_)) => tr!("builder-hint-joins"),
        _ => String::new(),
    };

    let rows = column(
        shown
            .iter()
            .map(|&index| model_row(state, collection, catalog.model_at(index), index)),
    )
    .spacing(4);
    let list: Element<'a, Message> = if shown.is_empty() {
        container(
            text(if state.owned_only() {
                tr!("builder-none-owned")
            } else {
                tr!("builder-none-match")
            })
            .style(theme::muted),
        )
        .padding(16)
        .into()
    } else if tall {
        crate::widget::scroll(rows)
            .id(id::MODEL_LIST)
            .height(Fill)
            .into()
    } else {
        rows.into()
    };

    let pager = pager(state);

    let mut panel = column![
        text(tr!("builder-catalog"))
            .font(theme::BOLD)
            .size(theme::size::HEADING),
        search,
        filters,
    ]
    .spacing(10);
    if !hint.is_empty() {
        panel = panel.push(text(hint).size(theme::size::SMALL).style(theme::muted));
    }
    let panel = panel.push(list).push(pager);
    let body: Element<'a, Message> = if tall {
        panel.into()
    } else {
        // The id of the list's own scrollable, so that new results still show from the top.
        scrollable(panel.padding(Padding::ZERO.right(14)))
            .id(id::MODEL_LIST)
            .height(Fill)
            .into()
    };
    container(body)
        .padding(12)
        .height(Fill)
        .style(theme::panel)
        .into()
}

/// The count of matching models and the page arrows.
fn pager<'a>(state: &State) -> Element<'a, Message> {
    let count = state.results.len();
    let pages = state.page_count();
    let previous = widget::button(icon::previous())
        .on_press_maybe((state.page > 0).then(|| Message::PageChanged(state.page - 1)));
    let next = widget::button(icon::next())
        .on_press_maybe((state.page + 1 < pages).then(|| Message::PageChanged(state.page + 1)));
    let page = state.page + 1;
    row![
        text(tr!(
            "builder-model-count",
            count = count,
            number = numbers::integer(count as i64)
        ))
        .style(theme::muted),
        space::horizontal(),
        previous,
        // In the room of a long count, so that the arrows stay put as the list changes.
        crate::widget::widest(
            text(tr!("builder-page", page = page, pages = pages)),
            [text(tr!("builder-page", page = 888, pages = 888)).into()]
        ),
        next,
    ]
    .spacing(8)
    .align_y(Center)
    .into()
}

/// How many miniatures of the model are owned, with − and +; the count is muted at 0.
fn owned<'a>(collection: &Collection, model: &Model, index: usize) -> Element<'a, Message> {
    let owned = collection.owned(&model.id);
    let count = if owned == 0 {
        text("0").style(theme::muted)
    } else {
        text(owned).font(theme::BOLD)
    };
    // Named, so that − and + do not read as adding to the crew.
    let count = column![
        text(tr!("builder-own-label"))
            .size(theme::size::SMALL)
            .style(theme::muted),
        count
    ]
    .align_x(Center);
    row![
        named(
            id::owned(&model.id, Step::Down),
            widget::small_button(
                "−",
                (owned > 0).then(|| Message::OwnedSet(index, owned - 1)),
                false
            )
        ),
        // The room of the label's longest word ("tengo" at the small size).
        count.width(36),
        named(
            id::owned(&model.id, Step::Up),
            widget::small_button(
                "+",
                (owned < MAX_OWNED).then(|| Message::OwnedSet(index, owned + 1)),
                false
            )
        ),
    ]
    .spacing(2)
    .align_y(Center)
    .into()
}

/// The model's alias, dimmed when it could no longer join (not relabelled: a longer
/// line could wrap and move the rows below), and ticked when the crew holds it, which
/// is why "Owned only" lists it though none is owned.
fn alias_line<'a>(state: &State, model: &'a Model, index: usize) -> Element<'a, Message> {
    let alias = text(&model.alias)
        .font(theme::BOLD)
        .style(if state.no_longer_joins(index) {
            theme::muted
        } else {
            text::default
        });
    if !state.crew.has_model(&model.id) {
        return alias.into();
    }
    let tip = tr!("builder-in-crew");
    let tick = widget::told(
        tooltip(
            // As tall as a row's controls: where the pointer finds the tip, a press
            // lands on the row around it.
            container(icon::check().style(theme::success)).center_y(32),
            container(text(tip.clone()).size(theme::size::SMALL))
                .padding([4, 8])
                .style(theme::chip),
            tooltip::Position::Top,
        ),
        [tip],
    );
    row![tick, alias].spacing(6).align_y(Center).into()
}

/// One model in the list: alias, ranks and affiliations, Rep and $, and how many are
/// owned.
fn model_row<'a>(
    state: &State,
    collection: &Collection,
    model: &'a Model,
    index: usize,
) -> Element<'a, Message> {
    // Under "Can join this crew", the ranks it would join in (a Leader may join a crew
    // whose Leader slot is taken as a Sidekick, say); elsewhere its printed ranks.
    let ranks: Vec<&str> = match state.joins_as(index) {
        Some(ranks) => ranks.iter().map(|&r| words::rules::rank(r)).collect(),
        None => model.ranks.iter().map(|&r| words::rules::rank(r)).collect(),
    };
    let (ranks, affiliations) = (
        ranks.join("/"),
        words::rules::affiliations(&model.affiliations, ", "),
    );
    let mut details = if state.joins_as(index).is_some() {
        tr!(
            "builder-joins-as",
            ranks = ranks,
            affiliations = affiliations
        )
    } else {
        format!("{ranks} · {affiliations}")
    };
    if model.eternal {
        details = tr!("builder-eternal-details", details = details);
    }
    let rep = numbers::integer(model.reputation);
    let cost = if model.funding > 0 {
        tr!(
            "builder-cost",
            rep = rep,
            funding = numbers::dollars(model.funding)
        )
    } else {
        tr!("builder-rep", rep = rep)
    };
    let content = row![
        column![
            alias_line(state, model, index),
            text(details).size(theme::size::SMALL).style(theme::muted),
        ]
        .width(Fill),
        text(cost).size(theme::size::SMALL),
        owned(collection, model, index),
    ]
    .spacing(8)
    .align_y(Center);
    widget::button(content)
        .on_press(Message::ModelSelected(index))
        .padding([6, 8])
        .width(Fill)
        .style(theme::list_button(state.selected == Some(index)))
        .into()
}
