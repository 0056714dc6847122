//! A player's objective cards on the table: one line per card of the hand with what it
//! can do in this phase, then one line per objective in play. Every line is as tall as
//! a model's, whatever its buttons, so that the hand's height is known before it is
//! drawn and the models take the rest.

use super::{ROW_HEIGHT, ROW_SPACING, TIGHT};
use crate::bmg::Catalog;
use crate::bmg::deck::CardKind;
use crate::bmg::tracker::{CardUse, Event, Phase, Player, PlayerState, RecountStep};
use crate::screen::tracker::{Message, Table, id};
use crate::theme;
use crate::widget;
use crate::widget::named::named;
use crate::widget::small_button as small;
use crate::words::numbers::integer;
use crate::words::tr;
use iced::widget::text::Wrapping;
use iced::widget::{Column, column, container, row, text};
use iced::{Center, Element, Fill};

/// The highest Resource cost offered when a card is played as a Resource.
const MAX_RESOURCE_COST: u32 = 5;

/// A card's name, or its id when the catalog no longer has it.
fn card_name(catalog: &Catalog, id: &str) -> String {
    catalog.card(id).map_or(id.to_owned(), |c| c.name.clone())
}

/// A card's victory points and kind, on one short line.
fn card_facts(catalog: &Catalog, id: &str) -> String {
    catalog.card(id).map_or(String::new(), |c| {
        tr!(
            "tracker-card-facts",
            vp = integer(c.victory_points),
            kind = crate::words::rules::card_kind(CardKind::of(c))
        )
    })
}

impl Table {
    /// The number of lines the hand of `player` takes: its cards and its objectives.
    pub(super) fn hand_lines(state: &PlayerState) -> usize {
        state.hand.len() + state.objectives.len()
    }

    /// The hand and the objectives in play of `player`.
    pub(super) fn hand<'a>(
        &'a self,
        player: Player,
        state: &'a PlayerState,
        catalog: &'a Catalog,
    ) -> Column<'a, Message> {
        let cards = state
            .hand
            .iter()
            .enumerate()
            .map(|(at, id)| self.card_line(player, state, at, id, catalog));
        let objectives = state
            .objectives
            .iter()
            .enumerate()
            .map(|(at, id)| objective_line(player, at, id, catalog));
        column(cards.chain(objectives)).spacing(ROW_SPACING)
    }

    /// The card at position `at` of the hand: its name, its facts and what the phase
    /// lets it do. Two copies of a card are two lines, each with its own buttons.
    fn card_line<'a>(
        &'a self,
        player: Player,
        state: &'a PlayerState,
        at: usize,
        id: &'a str,
        catalog: &'a Catalog,
    ) -> Element<'a, Message> {
        let picked = self.redraw[player].contains(&at);
        let play = |used| {
            Some(Message::Play(Event::CardPlayed {
                player,
                card: id.to_owned(),
                used,
            }))
        };
        let mut actions = row![].spacing(4).align_y(Center);
        match self.state().phase {
            Phase::Deployment if !state.redrew => {
                let (label, other, control) = if picked {
                    (
                        tr!("tracker-keep"),
                        tr!("tracker-put-back"),
                        id::keep(player, at),
                    )
                } else {
                    (
                        tr!("tracker-put-back"),
                        tr!("tracker-keep"),
                        id::put_back(player, at),
                    )
                };
                let toggle = Some(Message::RedrawToggled(player, at));
                actions = actions.push(named(
                    control,
                    widget::small_button_among(label, [other], toggle, picked),
                ));
            }
            Phase::Recount(RecountStep::EndOfRound) if !state.end_of_round_discard => {
                actions = actions.push(named(
                    id::card_discard(player, at),
                    small(tr!("tracker-discard"), play(CardUse::Discard), false),
                ));
            }
            Phase::Deployment | Phase::Finished | Phase::Recount(RecountStep::EndOfRound) => {}
            _ if self.paying[player] == Some(at) => {
                // The cost printed on the card, picked in place of the card's buttons.
                actions = actions.push(text(tr!("tracker-pay")).size(theme::size::SMALL));
                for cost in 0..=MAX_RESOURCE_COST {
                    let affordable = cost <= state.resources;
                    let pay = play(CardUse::Resource { cost }).filter(|_| affordable);
                    actions = actions.push(
                        widget::button(text(cost.to_string()).font(theme::BOLD).center())
                            .on_press_maybe(pay)
                            .width(32)
                            .height(32)
                            .padding(0)
                            .style(theme::primary_button),
                    );
                }
                let cancel = Some(Message::PayFor(player, None));
                actions = actions.push(small(tr!("tracker-cancel"), cancel, false));
            }
            _ => {
                let scored = Message::Play(Event::ObjectiveScored {
                    player,
                    card: id.to_owned(),
                });
                let pay = Some(Message::PayFor(player, Some(at)));
                actions = actions
                    .push(named(
                        id::card_objective(player, at),
                        small(tr!("tracker-objective"), play(CardUse::Objective), false),
                    ))
                    .push(named(
                        id::card_score(player, at),
                        small(tr!("tracker-score-now"), Some(scored), false),
                    ))
                    .push(named(
                        id::card_resource(player, at),
                        small(tr!("tracker-resource"), pay, false),
                    ))
                    .push(named(
                        id::card_discard(player, at),
                        small(tr!("tracker-discard"), play(CardUse::Discard), false),
                    ));
            }
        }
        line(
            card_title(card_name(catalog, id), card_facts(catalog, id)),
            actions.into(),
            picked,
        )
    }
}

/// The objective at `at` of `player`'s objectives in play, to be marked scored or not
/// met.
fn objective_line<'a>(
    player: Player,
    at: usize,
    card: &str,
    catalog: &Catalog,
) -> Element<'a, Message> {
    let actions = row![
        named(
            id::objective_scored(player, at),
            small(
                tr!("tracker-scored"),
                Some(Message::Play(Event::ObjectiveScored {
                    player,
                    card: card.to_owned()
                })),
                false
            )
        ),
        named(
            id::objective_failed(player, at),
            small(
                tr!("tracker-not-met"),
                Some(Message::Play(Event::ObjectiveFailed {
                    player,
                    card: card.to_owned()
                })),
                false
            )
        ),
    ]
    .spacing(4);
    let title = row![
        container(
            text(tr!("tracker-in-play"))
                .size(theme::size::SMALL)
                .font(theme::BOLD)
        )
        .padding([2, 8])
        .style(theme::chip),
        card_title(card_name(catalog, card), card_facts(catalog, card)),
    ]
    .spacing(8)
    .align_y(Center);
    line(title.into(), actions.into(), false)
}

/// A card's name and facts on one line, never wrapped: the line keeps its height. The
/// facts are cut at a word ("…", whole on hover) in the room the name leaves.
fn card_title<'a>(name: String, facts: String) -> Element<'a, Message> {
    container(
        row![
            text(name)
                .font(theme::BOLD)
                .line_height(TIGHT)
                .wrapping(Wrapping::None),
            widget::elided_with(facts, theme::size::SMALL, theme::TEXT, theme::muted, TIGHT),
        ]
        .spacing(8)
        .align_y(Center),
    )
    .width(Fill)
    .clip(true)
    .into()
}

/// One line of the hand, [`ROW_HEIGHT`] tall: the title, then the buttons.
fn line<'a>(
    title: Element<'a, Message>,
    actions: Element<'a, Message>,
    flagged: bool,
) -> Element<'a, Message> {
    container(row![title, actions].spacing(8).align_y(Center))
        .padding([0, 4])
        .height(ROW_HEIGHT)
        .align_y(Center)
        .width(Fill)
        .style(if flagged { theme::flagged } else { theme::row })
        .into()
}
