//! The table during a match: the phase bar with what to do now, each player's side
//! with its models and hand, and the log. Large type: it is read from beside the table.

mod hand;
mod model;

use super::{Message, Table};
use crate::bmg::Catalog;
use crate::bmg::tracker::{Event, Outcome, Phase, Player, ROUNDS, RecountStep};
use crate::{icon, theme, widget};
use iced::widget::{button, column, container, row, rule, scrollable, space, text, text_input};
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
            self.log(),
        ]
        .spacing(10)
        .padding(12);
        match &self.attack {
            Some(panel) => {
                widget::modal(page, self.attack_view(panel, catalog).map(Message::Attack))
            }
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
                text(state.what_now())
                    .size(theme::size::HEADING)
                    .font(theme::BOLD)
                    .width(Fill),
                actions
            ]
            .spacing(12)
            .align_y(Center),
        ]
        .spacing(8);
        if state.phase == Phase::ExecuteThePlan {
            // The models the player on turn may activate, one click each: no scrolling
            // through the cards in the middle of a game.
            let turn = state.turn;
            let waiting = state.players[turn]
                .models
                .iter()
                .enumerate()
                .filter(|(_, m)| m.waits_to_activate())
                .map(|(model, m)| {
                    button(text(m.alias.as_str()))
                        .on_press(Message::Play(Event::ModelActivated {
                            player: turn,
                            model,
                        }))
                        .style(button::secondary)
                        .into()
                });
            bar = bar.push(
                row![
                    text(format!("{} marks activated:", state.players[turn].name))
                        .style(theme::muted)
                ]
                .extend(waiting)
                .spacing(6)
                .align_y(Center)
                .wrap(),
            );
        }
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
        container(bar).padding(12).style(theme::panel).into()
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
                let ends =
                    state.round >= ROUNDS || state.players.iter().any(|p| p.active_models() == 0);
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
                text_input("Export to", &self.export_path)
                    .on_input(Message::ExportPathChanged)
                    .on_submit(Message::Export)
                    .width(320)
                    .padding(6)
                    .into(),
                button(row![icon::export(), text("Export")].spacing(6))
                    .on_press(Message::Export)
                    .style(button::secondary)
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
        let vp = row![
            button(text("−"))
                .on_press(Message::Play(Event::VictoryPointsAdjusted {
                    player,
                    delta: -1
                }))
                .style(button::secondary),
            column![
                text("VP").size(theme::size::SMALL).style(theme::muted),
                text(state.victory_points().to_string())
                    .font(theme::BOLD)
                    .size(32)
                    .style(theme::accent),
            ]
            .align_x(Center),
            button(text("+"))
                .on_press(Message::Play(Event::VictoryPointsAdjusted {
                    player,
                    delta: 1
                }))
                .style(button::secondary),
        ]
        .spacing(6)
        .align_y(Center);
        let resources = row![
            button(text("−"))
                .on_press_maybe(
                    (state.resources > 0)
                        .then_some(Message::Play(Event::ResourcesChanged { player, delta: -1 }))
                )
                .style(button::secondary),
            column![
                text("Resources")
                    .size(theme::size::SMALL)
                    .style(theme::muted),
                text(format!("{}/3", state.resources))
                    .font(theme::BOLD)
                    .size(COUNTER),
            ]
            .align_x(Center),
            button(text("+"))
                .on_press(Message::Play(Event::ResourcesChanged { player, delta: 1 }))
                .style(button::secondary),
        ]
        .spacing(6)
        .align_y(Center);
        let mut facts = vec![format!("Passes {}", state.passes)];
        if let Some(total) = state.lead_total() {
            facts.push(format!("Lead roll {total}"));
        } else if state.lead_bonus > 0 {
            facts.push(format!("+{} on the lead roll", state.lead_bonus));
        }
        if self.state().phase == Phase::RaiseThePlan {
            facts.push(format!("Audacity {}/4", state.audacity_placed()));
        }
        let header = row![
            column![
                text(&state.name).font(theme::BOLD).size(theme::size::TITLE),
                text(format!("{} · {}", state.crew, facts.join(" · "))).style(theme::muted),
            ]
            .width(Fill),
            resources,
            vp,
        ]
        .spacing(16)
        .align_y(Center);

        let models = row(state
            .models
            .iter()
            .enumerate()
            .map(|(i, m)| self.model_card(player, i, m, catalog)))
        .spacing(8)
        .wrap();

        container(
            column![
                header,
                rule::horizontal(1),
                scrollable(models).spacing(6).height(Fill),
                rule::horizontal(1),
                self.hand(player, state, catalog),
            ]
            .spacing(8),
        )
        .padding(10)
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

    fn log(&self) -> Element<'_, Message> {
        let lines = self.state().log.iter().rev().take(60).rev();
        let mut heading = row![text("Log").font(theme::BOLD)].spacing(12);
        if let (true, Some(outcome)) = (self.finished(), self.state().outcome) {
            let result = match outcome {
                Outcome::Winner(p) => format!("{} wins", self.state().players[p].name),
                Outcome::Draw => "A draw".to_owned(),
            };
            heading = heading.push(text(result).font(theme::BOLD).style(theme::accent));
        }
        container(
            column![
                heading,
                scrollable(
                    column(lines.map(|line| text(line.as_str()).size(theme::size::SMALL).into()))
                        .spacing(2)
                        .width(Fill)
                )
                .anchor_bottom()
                .width(Fill)
                // The last three lines: the table's height goes to the models.
                .height(62),
            ]
            .spacing(4),
        )
        .padding(10)
        .width(Fill)
        .style(theme::panel)
        .into()
    }
}
