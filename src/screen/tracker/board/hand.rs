//! A player's objective cards on the table: the hand with what each card can do in this
//! phase, the objectives in play and the ones accomplished.

use crate::bmg::Catalog;
use crate::bmg::deck::CardKind;
use crate::bmg::tracker::{CardUse, Event, Phase, Player, PlayerState, RecountStep};
use crate::screen::tracker::{Message, Table};
use crate::theme;
use iced::widget::{Column, button, column, container, row, text};
use iced::{Center, Element, Fill};

/// A card's name, or its id when the catalog no longer has it.
fn card_name(catalog: &Catalog, id: &str) -> String {
    catalog.card(id).map_or(id.to_owned(), |c| c.name.clone())
}

/// A card's victory points and kind, on one short line.
fn card_facts(catalog: &Catalog, id: &str) -> String {
    catalog.card(id).map_or(String::new(), |c| {
        format!("{} VP · {}", c.victory_points, CardKind::of(c).label())
    })
}

/// A small button for one card, 32 px high.
fn small<'a>(label: &'a str, message: Message) -> Element<'a, Message> {
    button(text(label).size(theme::size::SMALL).center().height(Fill))
        .on_press(message)
        .height(32)
        .padding([0, 10])
        .style(button::secondary)
        .into()
}

/// The Resource cost used when a card is played as a Resource, between 32 px − and +.
fn resource_cost<'a>(player: Player, cost: u32) -> Element<'a, Message> {
    let change = |cost| Message::ResourceCostChanged(player, cost);
    row![
        text("Resource cost").style(theme::muted),
        super::step("−", (cost > 0).then(|| change(cost - 1))),
        text(cost.to_string())
            .font(theme::BOLD)
            .size(theme::size::HEADING)
            .width(24)
            .align_x(Center),
        super::step("+", (cost < MAX_RESOURCE_COST).then(|| change(cost + 1))),
    ]
    .spacing(6)
    .align_y(Center)
    .into()
}

/// The highest Resource cost the stepper offers.
const MAX_RESOURCE_COST: u32 = 5;

impl Table {
    /// The hand and objectives of `player`.
    pub(super) fn hand<'a>(
        &'a self,
        player: Player,
        state: &'a PlayerState,
        wide: bool,
        catalog: &'a Catalog,
    ) -> Element<'a, Message> {
        let phase = self.state().phase;
        let mut head = row![
            text(format!(
                "Hand {} · deck {}",
                state.hand.len(),
                state.deck.len()
            ))
            .font(theme::BOLD)
            .width(Fill),
        ]
        .spacing(8)
        .align_y(Center);
        if !matches!(phase, Phase::Deployment | Phase::Finished) {
            head = head.push(resource_cost(player, self.resource_cost[player]));
        }
        if phase == Phase::Deployment && !state.redrew {
            // Beside the hand's title, where it is seen before the cards it acts on.
            let picked = self.redraw[player].len();
            head = head.push(if picked == 0 {
                Element::from(
                    text("Put back cards to redraw them")
                        .size(theme::size::SMALL)
                        .style(theme::muted),
                )
            } else {
                button(text(format!("Redraw {picked} card(s)")))
                    .on_press(Message::Redraw(player))
                    .style(button::primary)
                    .into()
            });
        }
        // One line per card: the hand must fit under the models.
        let cards = column(
            state
                .hand
                .iter()
                .map(|id| self.card_line(player, state, id, wide, catalog)),
        )
        .spacing(3);
        let mut hand = column![head, cards].spacing(6);
        hand = objectives_in_play(hand, player, state, catalog);
        if !state.accomplished.is_empty() {
            let names: Vec<String> = state
                .accomplished
                .iter()
                .map(|id| card_name(catalog, id))
                .collect();
            hand =
                hand.push(text(format!("Accomplished: {}", names.join(", "))).style(theme::muted));
        }
        // As tall as the hand: every card is in sight, and the models take the rest.
        hand.into()
    }

    /// One card of the hand: its name, its facts and what the phase lets it do.
    fn card_line<'a>(
        &'a self,
        player: Player,
        state: &'a PlayerState,
        id: &'a String,
        wide: bool,
        catalog: &'a Catalog,
    ) -> Element<'a, Message> {
        let picked = self.redraw[player].contains(id);
        let play = |used| {
            Message::Play(Event::CardPlayed {
                player,
                card: id.clone(),
                used,
            })
        };
        let mut actions = row![].spacing(4);
        match self.state().phase {
            Phase::Deployment if !state.redrew => {
                actions = actions.push(
                    button(text(if picked { "Keep" } else { "Put back" }).size(theme::size::SMALL))
                        .on_press(Message::RedrawToggled(player, id.clone()))
                        .padding([8, 10])
                        .style(if picked {
                            button::primary
                        } else {
                            button::secondary
                        }),
                );
            }
            Phase::Recount(RecountStep::EndOfRound) if !state.end_of_round_discard => {
                actions = actions.push(small("Discard", play(CardUse::Discard)));
            }
            Phase::Deployment | Phase::Finished | Phase::Recount(RecountStep::EndOfRound) => {}
            _ => {
                let scored = Message::Play(Event::ObjectiveScored {
                    player,
                    card: id.clone(),
                });
                let cost = self.resource_cost[player];
                actions = actions
                    .push(small("Objective", play(CardUse::Objective)))
                    .push(small("Score now", scored))
                    .push(small("Resource", play(CardUse::Resource { cost })))
                    .push(small("Discard", play(CardUse::Discard)));
            }
        }
        let name = text(card_name(catalog, id)).font(theme::BOLD);
        let facts = text(card_facts(catalog, id))
            .size(theme::size::SMALL)
            .style(theme::muted);
        // Beside the name where the side is wide (one line a card), else under it.
        let card: Element<'a, Message> = if wide {
            row![name, facts].spacing(8).align_y(Center).into()
        } else {
            column![name, facts].into()
        };
        container(
            row![container(card).width(Fill), actions]
                .spacing(8)
                .align_y(Center),
        )
        .padding([1, 6])
        .width(Fill)
        .style(if picked { theme::flagged } else { theme::row })
        .into()
    }
}

/// The objectives `player` has in play, each to be marked scored or not met.
fn objectives_in_play<'a>(
    mut hand: Column<'a, Message>,
    player: Player,
    state: &'a PlayerState,
    catalog: &'a Catalog,
) -> Column<'a, Message> {
    if state.objectives.is_empty() {
        return hand;
    }
    hand = hand.push(text("Objectives in play").font(theme::BOLD));
    for id in &state.objectives {
        let card = || id.clone();
        hand = hand.push(
            row![
                text(format!(
                    "{} · {}",
                    card_name(catalog, id),
                    card_facts(catalog, id)
                ))
                .width(Fill),
                small(
                    "Scored",
                    Message::Play(Event::ObjectiveScored {
                        player,
                        card: card()
                    })
                ),
                small(
                    "Not met",
                    Message::Play(Event::ObjectiveFailed {
                        player,
                        card: card()
                    })
                ),
            ]
            .spacing(6)
            .align_y(Center),
        );
    }
    hand
}
