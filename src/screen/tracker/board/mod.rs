//! The table during a match: the phase bar with what to do now, each player's side
//! with its models and hand, and the log. Large type: it is read from beside the table.

mod hand;
mod model;

pub use model::Seat;

use super::{Message, Table};
use crate::bmg::Catalog;
use crate::bmg::tracker::{Event, Outcome, Phase, Player, ROUNDS, RecountStep};
use crate::{icon, theme, widget};
use iced::widget::{
    button, column, container, responsive, row, rule, scrollable, space, text, text_input,
};
use iced::{Center, Element, Fill, Theme};

/// Big numbers on the table.
const COUNTER: f32 = 24.0;

impl Table {
    /// The whole table.
    pub fn view<'a>(&'a self, catalog: &'a Catalog) -> Element<'a, Message> {
        let page = column![
            self.phase_bar(),
            row![
                self.side(Player::First, catalog),
                self.side(Player::Second, catalog)
            ]
            .spacing(12)
            .height(Fill),
        ]
        .spacing(8)
        .padding(10);
        match &self.attack {
            Some(panel) => {
                widget::modal(page, self.attack_view(panel, catalog).map(Message::Attack))
            }
            None if self.log_open => widget::modal(page, self.log()),
            None => page.into(),
        }
    }

    fn phase_bar(&self) -> Element<'_, Message> {
        let state = self.state();
        let initiative = state.initiative.map_or("to be decided".to_owned(), |p| {
            state.players[p].name.clone()
        });
        let round = if state.phase == Phase::Deployment {
            "Before round 1".to_owned()
        } else if state.time_called && state.phase != Phase::Finished {
            format!("Round {}: the last (time called)", state.round.min(ROUNDS))
        } else {
            format!("Round {} of {ROUNDS}", state.round.min(ROUNDS))
        };
        let top = row![
            text(round).font(theme::BOLD).size(theme::size::HEADING),
            text(state.phase.to_string())
                .size(theme::size::HEADING)
                .style(theme::accent),
            text(format!("Initiative: {initiative}")).size(theme::size::HEADING),
            space::horizontal(),
            // The shortcuts (Ctrl+Z, Ctrl+Y, Ctrl+Enter) are in the help overlay (F1):
            // a hint here pushed Undo and Redo off a 1024-pixel window.
            button(text("Log"))
                .on_press(Message::ShowLog)
                .style(button::secondary),
            // A tournament round's timer ran out: this round is the last.
            button(text("Time called"))
                .on_press_maybe(
                    (!self.finished() && !state.time_called).then_some(Message::CallTime)
                )
                .style(button::secondary),
            button(text("Abandon match"))
                .on_press_maybe(
                    (!self.finished() && !self.abandoning).then_some(Message::AskToAbandon)
                )
                .style(button::secondary),
            button(row![icon::undo(), text("Undo")].spacing(6).align_y(Center))
                .on_press_maybe(
                    (!self.timeline.record().events.is_empty()).then_some(Message::Undo)
                )
                .style(button::secondary),
            button(row![icon::redo(), text("Redo")].spacing(6).align_y(Center))
                .on_press_maybe(
                    (!self.timeline.record().undone.is_empty()).then_some(Message::Redo)
                )
                .style(button::secondary),
        ]
        .spacing(16)
        .align_y(Center);

        let actions = row(self.actions()).spacing(8).align_y(Center);
        let mut bar = column![
            top,
            row![
                column![
                    text(state.what_now())
                        .size(theme::size::HEADING)
                        .font(theme::BOLD),
                    self.last_entry(),
                ]
                .width(Fill),
                actions
            ]
            .spacing(12)
            .align_y(Center),
        ]
        .spacing(6);
        if self.abandoning {
            bar = bar.push(
                container(
                    row![
                        text("Abandon this match? It is kept in the archive.")
                            .font(theme::BOLD)
                            .width(Fill),
                        button(text("Archive and abandon"))
                            .on_press(Message::Abandon)
                            .style(button::danger),
                        button(text("Keep playing"))
                            .on_press(Message::KeepPlaying)
                            .style(button::secondary),
                    ]
                    .spacing(12)
                    .align_y(Center),
                )
                .padding([6, 10])
                .width(Fill)
                .style(theme::error_banner),
            );
        }
        if let Some(refused) = &self.refused {
            bar = bar.push(
                container(text(format!("Not allowed: {refused}.")))
                    .padding([4, 10])
                    .width(Fill)
                    .style(theme::error_banner),
            );
        }
        container(bar).padding([8, 12]).style(theme::panel).into()
    }

    /// The buttons for what the phase asks now.
    fn actions(&self) -> Vec<Element<'_, Message>> {
        let state = self.state();
        let primary = |label: String, message: Message| -> Element<'_, Message> {
            button(text(label))
                .on_press(message)
                .style(button::primary)
                .into()
        };
        match state.phase {
            Phase::Deployment => {
                // Says that the cards still picked are redrawn on the way.
                let label = match self.pending_redraws() {
                    0 => "Start round 1".to_owned(),
                    n => format!("Redraw {n} picked card(s) and start round 1"),
                };
                vec![primary(label, Message::Play(Event::GameStarted))]
            }
            Phase::TakeTheLead => self.lead_actions(),
            Phase::RaiseThePlan => vec![primary(
                "Start the activations".into(),
                Message::Play(Event::PlanConfirmed),
            )],
            Phase::ExecuteThePlan => self.activation_actions(),
            Phase::Recount(RecountStep::EndOfRound) => {
                let ends = state.round >= ROUNDS
                    || state.time_called
                    || state.players.iter().any(|p| p.active_models() == 0);
                let label = if ends {
                    "End the game".to_owned()
                } else {
                    format!("Shuffle and start round {}", state.round + 1)
                };
                vec![primary(label, Message::EndRound)]
            }
            Phase::Recount(_) => vec![primary(
                "Next step".into(),
                Message::Play(Event::PhaseAdvanced),
            )],
            Phase::Finished => vec![
                column![
                    row![
                        text_input("Export to", &self.export_path)
                            .on_input(Message::ExportPathChanged)
                            .on_submit(Message::Export)
                            .width(320)
                            .padding(6),
                        button("Choose file…")
                            .on_press(Message::ChooseExport)
                            .style(button::secondary),
                        button(row![icon::export(), text("Export")].spacing(6))
                            .on_press(Message::Export)
                            .style(button::secondary),
                    ]
                    .spacing(8)
                    .align_y(Center),
                    row![
                        text_input("Report to (.html)", &self.report_path)
                            .on_input(Message::ReportPathChanged)
                            .on_submit(Message::ExportReport)
                            .width(320)
                            .padding(6),
                        button("Choose file…")
                            .on_press(Message::ChooseReport)
                            .style(button::secondary),
                        button(row![icon::export(), text("Export report")].spacing(6))
                            .on_press(Message::ExportReport)
                            .style(button::secondary),
                    ]
                    .spacing(8)
                    .align_y(Center),
                    self.result_code_view(),
                ]
                .spacing(6)
                .into(),
                primary("New match".into(), Message::NewMatch),
            ],
        }
    }

    /// Take the Lead: a roll (or the die typed in) for each player still to roll, then
    /// the winner's choice of who takes the initiative.
    fn lead_actions(&self) -> Vec<Element<'_, Message>> {
        let state = self.state();
        let name = |p: Player| state.players[p].name.as_str();
        if state.lead_winner.is_some() {
            return Player::BOTH
                .into_iter()
                .map(|p| {
                    button(text(format!("Initiative to {}", name(p))))
                        .on_press(Message::Play(Event::InitiativeChosen { player: p }))
                        .style(button::primary)
                        .into()
                })
                .collect();
        }
        Player::BOTH
            .into_iter()
            .filter(|&p| state.players[p].lead_roll.is_none())
            .map(|p| {
                let typed = row((1..=6).map(|roll| {
                    button(text(roll.to_string()))
                        .on_press(Message::Play(Event::LeadRolled { player: p, roll }))
                        .style(button::secondary)
                        .into()
                }))
                .spacing(4);
                column![
                    button(row![icon::dice(), text(format!("Roll for {}", name(p)))].spacing(6))
                        .on_press(Message::RollLead(p))
                        .style(button::primary),
                    row![text("or the die shows").size(theme::size::SMALL), typed]
                        .spacing(6)
                        .align_y(Center),
                ]
                .spacing(4)
                .into()
            })
            .collect()
    }

    /// Execute the Plan: a pass for the player on turn while they have passes, and the
    /// move to the Recount, with a count of the models not yet activated.
    fn activation_actions(&self) -> Vec<Element<'_, Message>> {
        let state = self.state();
        let turn = state.turn;
        let player = &state.players[turn];
        let mut actions = Vec::new();
        if state.may_pass() {
            actions.push(
                button(text(format!("Pass ({} left)", player.passes)))
                    .on_press(Message::Pass)
                    .style(button::secondary)
                    .into(),
            );
        }
        let left: usize = state
            .players
            .iter()
            .map(|p| p.models.iter().filter(|m| m.waits_to_activate()).count())
            .sum();
        let label = if left == 0 {
            "To the Recount".to_owned()
        } else {
            format!("To the Recount ({left} not activated)")
        };
        actions.push(
            button(text(label))
                .on_press(Message::Play(Event::PhaseAdvanced))
                .style(button::primary)
                .into(),
        );
        actions
    }

    fn side<'a>(&'a self, player: Player, catalog: &'a Catalog) -> Element<'a, Message> {
        let state = &self.state().players[player];
        let on_turn = self.state().phase == Phase::ExecuteThePlan && self.state().turn == player;
        let mut facts = vec![format!("Passes {}", state.passes)];
        if let Some(total) = state.lead_total() {
            facts.push(format!("Lead roll {total}"));
        } else if state.lead_bonus > 0 {
            facts.push(format!("+{} on the lead roll", state.lead_bonus));
        }
        if self.state().phase == Phase::RaiseThePlan {
            facts.push(format!("Audacity {}/4", state.audacity_placed()));
        }

        // One line per model where the side is wide enough (a 10-model crew and the
        // hand fit a 1360×860 window); in a narrower window the buttons go under the
        // counters and the models and hand scroll together.
        let body =
            responsive(move |size| {
                let wide = size.width >= WIDE_SIDE;
                let lines =
                    column(state.models.iter().enumerate().map(|(model, m)| {
                        self.model_line(Seat { player, model }, m, wide, catalog)
                    }))
                    .spacing(2);
                let hand = self.hand(player, state, wide, catalog);
                let columns = column_heads(facts.join(" · "), wide);
                let header = self.side_header(player, wide);
                if wide {
                    column![
                        header,
                        rule::horizontal(1),
                        columns,
                        scrollable(lines).spacing(6).height(Fill),
                        rule::horizontal(1),
                        hand
                    ]
                    .spacing(6)
                    .into()
                } else {
                    column![
                        header,
                        rule::horizontal(1),
                        columns,
                        scrollable(column![lines, rule::horizontal(1), hand].spacing(6))
                            .spacing(6)
                            .height(Fill),
                    ]
                    .spacing(6)
                    .into()
                }
            });

        container(body)
            .padding([6, 10])
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

    /// A side's name and crew with its Resources and VP: on one line where the side is
    /// `wide`, else the tallies under the name.
    fn side_header(&self, player: Player, wide: bool) -> Element<'_, Message> {
        let state = &self.state().players[player];
        let vp = tally(
            "VP",
            text(state.victory_points().to_string())
                .font(theme::BOLD)
                .size(32)
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
            "Resources",
            text(format!("{}/3", state.resources))
                .font(theme::BOLD)
                .size(COUNTER),
            (state.resources > 0)
                .then_some(Message::Play(Event::ResourcesChanged { player, delta: -1 })),
            Some(Message::Play(Event::ResourcesChanged { player, delta: 1 })),
        );
        let name = column![
            text(&state.name)
                .font(theme::BOLD)
                .size(theme::size::HEADING),
            text(&state.crew)
                .size(theme::size::SMALL)
                .style(theme::muted),
        ];
        if wide {
            row![name.width(Fill), resources, vp]
                .spacing(16)
                .align_y(Center)
                .into()
        } else {
            column![name, row![resources, vp].spacing(16).align_y(Center)]
                .spacing(4)
                .into()
        }
    }

    /// The last line of the log: what the last click did (the Log button shows all).
    fn last_entry(&self) -> Element<'_, Message> {
        let last = self.state().log.last().map_or("", String::as_str);
        text(format!("Last: {last}"))
            .size(theme::size::SMALL)
            .style(theme::muted)
            .into()
    }

    /// The whole log, newest first, over the table.
    fn log(&self) -> Element<'_, Message> {
        let lines = self.state().log.iter().rev();
        let mut heading = row![text("Log").font(theme::BOLD).size(theme::size::HEADING)]
            .spacing(12)
            .align_y(Center);
        if let (true, Some(outcome)) = (self.finished(), self.state().outcome) {
            let result = match outcome {
                Outcome::Winner(p) => format!("{} wins", self.state().players[p].name),
                Outcome::Draw => "A draw".to_owned(),
            };
            heading = heading.push(text(result).font(theme::BOLD).style(theme::accent));
        }
        heading = heading.push(space::horizontal()).push(
            button(text("Close"))
                .on_press(Message::CloseLog)
                .style(button::secondary),
        );
        widget::dialog(
            column![
                heading,
                text("Newest first")
                    .size(theme::size::SMALL)
                    .style(theme::muted),
                scrollable(
                    column(lines.map(|line| text(line.as_str()).into()))
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

/// The side's width from which each model takes one line.
const WIDE_SIDE: f32 = 620.0;

/// The heads of the model lines' columns, over the counters, beside the side's `facts`.
fn column_heads<'a>(facts: String, wide: bool) -> Element<'a, Message> {
    let head = |label| {
        text(label)
            .size(theme::size::SMALL)
            .style(theme::muted)
            .width(model::COUNTER_WIDTH)
            .align_x(Center)
    };
    let facts = text(facts)
        .size(theme::size::SMALL)
        .style(theme::muted)
        .width(Fill);
    let mut heads = row![facts, head("Stun"), head("Injury")].spacing(model::GAP);
    if wide {
        heads = heads.push(space().width(model::ACTIONS_WIDTH));
    }
    heads.padding([0, 6]).into()
}

/// A player's tally (VP, Resources): its label over its value between − and + buttons.
fn tally<'a>(
    label: &'a str,
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
    button(
        text(sign)
            .font(theme::BOLD)
            .size(theme::size::HEADING)
            .center(),
    )
    .on_press_maybe(message)
    .width(32)
    .height(32)
    .padding(0)
    .style(button::primary)
    .into()
}
