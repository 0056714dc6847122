//! The table during a match: the phase bar with what to do now, each player's side
//! with its models and hand, and the log. Large type: it is read from beside the table.

mod hand;
mod model;
mod phase;

pub use model::Seat;

use super::{Message, Table, id};
use crate::bmg::Catalog;
use crate::bmg::tracker::{Event, Outcome, Phase, Player};
use crate::widget::named::named;
use crate::words::numbers::integer;
use crate::words::tr;
use crate::{theme, widget, words};
use iced::widget::text::Wrapping;
use iced::widget::{column, container, responsive, row, rule, scrollable, space, text};
use iced::{Center, Element, Fill, Padding, Theme};

/// Big numbers on the table: Stun, Injury, Resources.
const COUNTER: f32 = 28.0;
/// The height of every model's and card's line: a 32 px button and a pixel each side.
const ROW_HEIGHT: f32 = 34.0;
/// The line height of the text on those lines: two lines (a name and its state) fit.
const TIGHT: f32 = 1.15;
/// The space between two model lines.
const ROW_SPACING: f32 = 2.0;
/// The space between the two sides.
const SIDE_GAP: f32 = 12.0;
/// The width of the side's scrollbar.
const SCROLLBAR_WIDTH: f32 = 8.0;
/// The space between the side's scrollbar and its lines.
const SCROLLBAR_SPACING: f32 = 4.0;
/// The room the side's scrollbar takes beside the lines: kept whether or not it shows
/// (the scrollbar floats over it), so that nothing moves when it appears.
const SCROLLBAR: f32 = SCROLLBAR_WIDTH + SCROLLBAR_SPACING;
/// The model lines a side shows at least before the hand is put in the same scroll.
const MIN_MODEL_LINES: f32 = 4.0;

impl Table {
    /// The whole table: both sides next to each other where both fit with one line per
    /// model, else the side picked above it.
    pub fn view<'a>(&'a self, catalog: &'a Catalog) -> Element<'a, Message> {
        let page = responsive(move |size| {
            let board: Element<'a, Message> = if size.width >= 2.0 * WIDE_SIDE + SIDE_GAP {
                row![
                    self.side(Player::First, catalog),
                    self.side(Player::Second, catalog)
                ]
                .spacing(SIDE_GAP)
                .into()
            } else {
                column![self.side_tabs(), self.side(self.shown, catalog)]
                    .spacing(6)
                    .into()
            };
            column![self.phase_bar(size.width), board]
                .spacing(6)
                .padding(6)
                .into()
        });
        match &self.attack {
            Some(panel) => {
                widget::modal_at_top(page, self.attack_view(panel, catalog).map(Message::Attack))
            }
            None if self.log_open => widget::modal(page, self.log()),
            None => page.into(),
        }
    }

    /// One tab per player, where only one side fits: the name, the VP and whose turn it
    /// is, on every tab.
    fn side_tabs(&self) -> Element<'_, Message> {
        let state = self.state();
        let tab = |player: Player| {
            let side = &state.players[player];
            let on_turn = state.phase == Phase::ExecuteThePlan && state.turn == player;
            let mut label = row![
                text(&side.name).font(theme::BOLD),
                text(tr!("tracker-vp", vp = integer(side.victory_points()))),
            ]
            .spacing(10)
            .align_y(Center);
            if on_turn {
                label = label.push(text(tr!("tracker-on-turn")).font(theme::BOLD));
            }
            named(
                id::side(player),
                widget::button(container(label).center_x(Fill))
                    .on_press(Message::SideShown(player))
                    .width(Fill)
                    .height(36)
                    .style(if self.shown == player {
                        theme::primary_button
                    } else {
                        theme::secondary_button
                    }),
            )
            .into()
        };
        row(Player::BOTH.map(tab)).spacing(SIDE_GAP).into()
    }

    /// A player's side: the tallies, the heads of the columns, the models and the hand.
    /// The hand stays in view under the models, which scroll; on a side too short for
    /// that, models and hand scroll together.
    fn side<'a>(&'a self, player: Player, catalog: &'a Catalog) -> Element<'a, Message> {
        let state = &self.state().players[player];
        let on_turn = self.state().phase == Phase::ExecuteThePlan && self.state().turn == player;
        let body = responsive(move |size| {
            let models = column(
                state
                    .models
                    .iter()
                    .enumerate()
                    .map(|(model, m)| self.model_line(Seat { player, model }, m, catalog)),
            )
            .spacing(ROW_SPACING);
            // Lines under the scrollbar's room: the columns stay where they are.
            let hand = self.hand(player, state, catalog);
            let hand_height = lines_height(Table::hand_lines(state));
            let heads = heads_height(self.state().phase);
            let fixed = HEADER_HEIGHT + heads + hand_height + 4.0 * SPACING + 1.0;
            let head =
                column![self.side_header(player), self.column_heads(player)].spacing(SPACING);
            let room = size.height - fixed;
            if room >= lines_height(MIN_MODEL_LINES as usize) {
                column![
                    head,
                    side_scroll(models),
                    rule::horizontal(1),
                    container(hand).padding(Padding::ZERO.right(SCROLLBAR)),
                ]
                .spacing(SPACING)
                .into()
            } else {
                let all = column![models, rule::horizontal(1), hand].spacing(SPACING);
                column![head, side_scroll(all)].spacing(SPACING).into()
            }
        });

        container(body)
            .padding([3, 8])
            .width(Fill)
            .height(Fill)
            .style(move |theme: &Theme| {
                let mut style = theme::panel(theme);
                if on_turn {
                    style = style.border(
                        iced::Border::default()
                            .rounded(8)
                            .width(3)
                            .color(theme.extended_palette().primary.base.color),
                    );
                }
                style
            })
            .into()
    }

    /// A side's name and crew with its Resources and VP, on one line.
    fn side_header(&self, player: Player) -> Element<'_, Message> {
        let state = &self.state().players[player];
        let vp = tally(
            tr!("tracker-vp-label"),
            text(state.victory_points().to_string())
                .font(theme::BOLD)
                .size(32)
                .line_height(1.0)
                .style(theme::accent),
            Some(Message::Play(Event::VictoryPointsAdjusted {
                player,
                delta: -1,
            })),
            Some(Message::Play(Event::VictoryPointsAdjusted {
                player,
                delta: 1,
            })),
        );
        let resources = tally(
            tr!("tracker-resources-label"),
            text(format!("{}/3", state.resources))
                .font(theme::BOLD)
                .size(COUNTER)
                .line_height(1.0),
            (state.resources > 0)
                .then_some(Message::Play(Event::ResourcesChanged { player, delta: -1 })),
            Some(Message::Play(Event::ResourcesChanged { player, delta: 1 })),
        );
        // The crew's name is cut at a word ("…", whole on hover) in the room the
        // player's name leaves.
        let name = container(
            row![
                text(&state.name)
                    .font(theme::BOLD)
                    .size(theme::size::HEADING)
                    .wrapping(Wrapping::None),
                widget::elided(
                    state.crew.clone(),
                    theme::size::SMALL,
                    theme::TEXT,
                    theme::muted
                ),
            ]
            .spacing(8)
            .align_y(Center),
        )
        .width(Fill)
        .clip(true);
        row![name, resources, vp]
            .spacing(16)
            .align_y(Center)
            .height(HEADER_HEIGHT)
            .into()
    }

    /// The side's facts (passes, lead roll, cards) over the names, and the heads of the
    /// counters' columns; in the deployment, the button that redraws the cards put back.
    fn column_heads(&self, player: Player) -> Element<'_, Message> {
        let match_state = self.state();
        let state = &match_state.players[player];
        let mut facts = vec![tr!("tracker-fact-passes", passes = state.passes)];
        if let Some(total) = state.lead_total() {
            facts.push(tr!("tracker-fact-lead", total = total));
        } else if state.lead_bonus > 0 {
            facts.push(tr!("tracker-fact-lead-bonus", bonus = state.lead_bonus));
        }
        if match_state.phase == Phase::RaiseThePlan {
            facts.push(tr!(
                "tracker-fact-audacity",
                placed = state.audacity_placed()
            ));
        }
        facts.push(tr!("tracker-fact-deck", cards = state.deck.len()));
        if !state.accomplished.is_empty() {
            facts.push(tr!(
                "tracker-fact-accomplished",
                count = state.accomplished.len()
            ));
        }
        let head = |label| {
            text(label)
                .size(theme::size::SMALL)
                .style(theme::muted)
                .width(model::COUNTER_WIDTH)
                .align_x(Center)
        };
        // As many facts as fit, each whole with its number, and all on hover.
        let facts = widget::elided_facts(&facts, " · ", theme::size::SMALL, theme::muted);
        // Once a card is put back: the redraw, in the room no model button uses yet.
        let picked = self.redraw[player].len();
        let redraw: Element<'_, Message> =
            if match_state.phase == Phase::Deployment && !state.redrew && picked > 0 {
                named(
                    id::redraw(player),
                    widget::small_button(
                        tr!("tracker-redraw", count = picked),
                        Some(Message::Redraw(player)),
                        true,
                    ),
                )
                .into()
            } else {
                space().into()
            };
        row![
            facts,
            head(tr!("tracker-stun")),
            head(tr!("tracker-injury")),
            container(redraw).align_right(model::ACTIONS_WIDTH),
        ]
        .spacing(model::GAP)
        .align_y(Center)
        .height(heads_height(match_state.phase))
        .padding(Padding::from([0.0, 4.0]).right(4.0 + SCROLLBAR))
        .into()
    }

    /// The whole log, newest first, over the table.
    fn log(&self) -> Element<'_, Message> {
        let lines = self.state().log.iter().rev();
        let mut heading = row![
            text(tr!("tracker-log"))
                .font(theme::BOLD)
                .size(theme::size::HEADING)
        ]
        .spacing(12)
        .align_y(Center);
        if let (true, Some(outcome)) = (self.finished(), self.state().outcome) {
            let result = match outcome {
                Outcome::Winner(p) => words::winners(&[self.state().players[p].name.as_str()]),
                Outcome::Draw => tr!("tracker-draw"),
            };
            heading = heading.push(text(result).font(theme::BOLD).style(theme::accent));
        }
        heading = heading.push(space::horizontal()).push(named(
            id::CLOSE_LOG,
            widget::button(text(tr!("close")))
                .on_press(Message::CloseLog)
                .style(theme::secondary_button),
        ));
        widget::dialog(
            column![
                heading,
                text(tr!("tracker-newest-first"))
                    .size(theme::size::SMALL)
                    .style(theme::muted),
                scrollable(
                    column(lines.map(|entry| text(words::tracker::entry(entry)).into()))
                        .spacing(4)
                        .width(Fill)
                )
                .spacing(6)
                .height(560),
            ]
            .spacing(8),
            900.0,
        )
    }
}

/// The side's width from which each model takes one line with a readable name: both
/// sides show next to each other from twice this.
const WIDE_SIDE: f32 = 660.0;
/// The height of a side's first line: name, Resources and VP.
const HEADER_HEIGHT: f32 = 36.0;
/// The height of the line of facts and column heads: a line of small text, and in the
/// Deployment the height of the Redraw button that may come there (kept from the start
/// of the phase, so that the models do not move down as it comes). A 12th model line
/// shows whole over a hand of five lines at 1360×860 by the room this saves.
fn heads_height(phase: Phase) -> f32 {
    if phase == Phase::Deployment {
        32.0
    } else {
        22.0
    }
}
/// The space between the parts of a side.
const SPACING: f32 = 3.0;

/// A side's scrolling part, with its scrollbar always in its room.
fn side_scroll<'a>(content: impl Into<Element<'a, Message>>) -> Element<'a, Message> {
    // The scrollbar floats over room kept for it: iced's embedded scrollbar takes its
    // room only once the lines overflow, which shifted every line's buttons.
    scrollable(container(content).padding(iced::Padding::ZERO.right(SCROLLBAR)))
        .direction(scrollable::Direction::Vertical(
            scrollable::Scrollbar::new()
                .width(SCROLLBAR_WIDTH)
                .scroller_width(SCROLLBAR_WIDTH),
        ))
        .height(Fill)
        .into()
}

/// The height of `lines` model or card lines.
fn lines_height(lines: usize) -> f32 {
    let lines = lines as f32;
    lines * ROW_HEIGHT + (lines - 1.0).max(0.0) * ROW_SPACING
}

/// A player's tally (VP, Resources): its label over its value between − and + buttons.
fn tally<'a>(
    label: String,
    value: iced::widget::Text<'a>,
    minus: Option<Message>,
    plus: Option<Message>,
) -> Element<'a, Message> {
    row![
        text(label).style(theme::muted),
        step("−", minus),
        value.width(48).align_x(Center),
        step("+", plus),
    ]
    .spacing(6)
    .align_y(Center)
    .into()
}

/// A 32 px + or − button in the accent colour, greyed out when `message` is `None`:
/// the buttons pressed most at the table, so they must be easy to hit and to see.
fn step<'a>(sign: &'static str, message: Option<Message>) -> Element<'a, Message> {
    widget::button(
        text(sign)
            .font(theme::BOLD)
            .size(theme::size::HEADING)
            .center(),
    )
    .on_press_maybe(message)
    .width(32)
    .height(32)
    .padding(0)
    .style(theme::primary_button)
    .into()
}
