//! The table during a match: the phase bar with what to do now, each player's side
//! with its models and hand, and the log. Large type: it is read from beside the table.

use super::{Game, Message};
use crate::bmg::Catalog;
use crate::bmg::deck::CardKind;
use crate::bmg::tracker::{
    Audacity, CardUse, Event, ModelState, Outcome, Phase, Player, PlayerState, ROUNDS, RecountStep,
    recovery_odds,
};
use crate::widget::choice;
use crate::widget::stepper::stepper;
use crate::{icon, theme};
use iced::widget::{
    button, column, container, opaque, row, rule, scrollable, space, stack, text, text_input,
};
use iced::{Center, Element, Fill, FillPortion, Theme};

/// Big numbers on the table.
const COUNTER: f32 = 20.0;

impl Game {
    /// The whole table.
    pub fn view<'a>(&'a self, catalog: &'a Catalog) -> Element<'a, Message> {
        let page = column![
            self.phase_bar(),
            row![self.side(0, catalog), self.side(1, catalog)]
                .spacing(12)
                .height(Fill),
            self.log(),
        ]
        .spacing(10)
        .padding(12);
        match &self.attack {
            Some(panel) => stack![
                page,
                opaque(
                    container(self.attack_view(panel, catalog))
                        .center(Fill)
                        .style(theme::backdrop)
                )
            ]
            .into(),
            None => page.into(),
        }
    }

    fn phase_bar(&self) -> Element<'_, Message> {
        let state = &self.state;
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
            text("Ctrl+Z undo · Ctrl+Y redo · Ctrl+Enter next")
                .size(theme::size::SMALL)
                .style(theme::muted),
            button(row![icon::undo(), text("Undo")].spacing(6).align_y(Center))
                .on_press_maybe((!self.record.events.is_empty()).then_some(Message::Undo))
                .style(button::secondary),
            button(row![icon::redo(), text("Redo")].spacing(6).align_y(Center))
                .on_press_maybe((!self.record.undone.is_empty()).then_some(Message::Redo))
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
        let state = &self.state;
        let name = |p: Player| state.players[p].name.as_str();
        let primary = |label: String, message: Message| -> Element<'_, Message> {
            button(text(label))
                .on_press(message)
                .style(button::primary)
                .into()
        };
        match state.phase {
            Phase::Deployment => vec![primary(
                "Start round 1".into(),
                Message::Play(Event::GameStarted),
            )],
            Phase::TakeTheLead => match state.lead_winner {
                Some(_) => (0..2)
                    .map(|p| {
                        primary(
                            format!("Initiative to {}", name(p)),
                            Message::Play(Event::InitiativeChosen { player: p }),
                        )
                    })
                    .collect(),
                None => (0..2)
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
                            button(
                                row![icon::dice(), text(format!("Roll for {}", name(p)))]
                                    .spacing(6)
                            )
                            .on_press(Message::RollLead(p))
                            .style(button::primary),
                            row![text("or the die shows").size(theme::size::SMALL), typed]
                                .spacing(6)
                                .align_y(Center),
                        ]
                        .spacing(4)
                        .into()
                    })
                    .collect(),
            },
            Phase::RaiseThePlan => vec![primary(
                "Start the activations".into(),
                Message::Play(Event::PlanConfirmed),
            )],
            Phase::ExecuteThePlan => {
                let turn = state.turn;
                let mut actions = Vec::new();
                if state.players[turn].passes > 0 && state.players[turn].has_activations_left() {
                    actions.push(
                        button(text(format!(
                            "{} passes ({} left)",
                            name(turn),
                            state.players[turn].passes
                        )))
                        .on_press(Message::Play(Event::Passed { player: turn }))
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
                actions.push(primary(label, Message::Play(Event::PhaseAdvanced)));
                actions
            }
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

    fn side<'a>(&'a self, player: Player, catalog: &'a Catalog) -> Element<'a, Message> {
        let state = &self.state.players[player];
        let on_turn = self.state.phase == Phase::ExecuteThePlan && self.state.turn == player;
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
        if self.state.phase == Phase::RaiseThePlan {
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
                scrollable(models).spacing(6).height(FillPortion(2)),
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

    fn model_card<'a>(
        &'a self,
        player: Player,
        index: usize,
        m: &'a ModelState,
        catalog: &'a Catalog,
    ) -> Element<'a, Message> {
        let phase = self.state.phase;
        let change = move |stun: i32, injury: i32| {
            Message::Play(Event::MarkersChanged {
                player,
                model: index,
                stun,
                injury,
            })
        };
        let counter = |label: &'static str, value: u32, cap: u32, minus: Message, plus: Message| {
            row![
                column![
                    text(label).size(theme::size::SMALL).style(theme::muted),
                    text(format!("{value}/{cap}"))
                        .font(theme::BOLD)
                        .size(COUNTER),
                ]
                .width(Fill),
                column![
                    button(text("+").size(theme::size::SMALL))
                        .on_press_maybe((!m.casualty).then_some(plus))
                        .padding([0, 8])
                        .style(button::secondary),
                    button(text("−").size(theme::size::SMALL))
                        .on_press_maybe((!m.casualty && value > 0).then_some(minus))
                        .padding([0, 8])
                        .style(button::secondary),
                ]
                .spacing(2),
            ]
            .spacing(4)
            .align_y(Center)
            .width(Fill)
        };
        let mut badges = row![].spacing(4);
        let badge = |label: &'a str, style: fn(&Theme) -> text::Style| {
            container(text(label).size(theme::size::SMALL).style(style))
                .padding([1, 6])
                .style(theme::chip)
        };
        if m.casualty {
            badges = badges.push(badge("Casualty", theme::danger));
        } else if m.knocked_out {
            badges = badges.push(badge("KO", theme::danger));
        }
        if m.knocked_down {
            badges = badges.push(badge("Down", theme::danger));
        }
        match m.audacity {
            Audacity::Placed => badges = badges.push(badge("Audacity", theme::accent)),
            Audacity::Used => badges = badges.push(badge("Audacity used", theme::muted)),
            Audacity::None => {}
        }
        if m.activated && !m.casualty {
            badges = badges.push(badge("Activated", theme::muted));
        }

        let mut buttons = row![].spacing(4);
        let small =
            |label: String, message: Message, primary: bool| choice(primary, label, message);
        match phase {
            Phase::RaiseThePlan if m.can_activate() => {
                let placed = m.audacity != Audacity::None;
                buttons = buttons.push(small(
                    if placed {
                        "Take Audacity off"
                    } else {
                        "Audacity"
                    }
                    .into(),
                    Message::Play(Event::AudacitySet {
                        player,
                        model: index,
                        placed: !placed,
                    }),
                    !placed,
                ));
            }
            Phase::ExecuteThePlan => {
                if self.state.turn == player && m.waits_to_activate() {
                    buttons = buttons.push(small(
                        "Mark activated".into(),
                        Message::Play(Event::ModelActivated {
                            player,
                            model: index,
                        }),
                        true,
                    ));
                }
                if m.can_activate() {
                    buttons = buttons.push(small(
                        "Attack".into(),
                        Message::AttackOpened(player, index),
                        false,
                    ));
                }
            }
            Phase::Recount(RecountStep::Recovery) if m.awaiting_recovery => {
                let odds = recovery_odds(self.state.recovery_dice, m.endurance);
                buttons = buttons
                    .push(small(
                        format!("Roll recovery ({:.0}%)", odds * 100.0),
                        Message::RollRecovery(player, index),
                        true,
                    ))
                    .push(small(
                        "Recovered".into(),
                        Message::Play(Event::RecoveryResolved {
                            player,
                            model: index,
                            passed: true,
                            dice: vec![],
                        }),
                        false,
                    ))
                    .push(small(
                        "Stays KO".into(),
                        Message::Play(Event::RecoveryResolved {
                            player,
                            model: index,
                            passed: false,
                            dice: vec![],
                        }),
                        false,
                    ));
            }
            _ => {}
        }
        if m.effort_available() > 0 && phase != Phase::Finished {
            buttons = buttons.push(small(
                "Effort +1".into(),
                Message::Play(Event::EffortMade {
                    player,
                    model: index,
                    markers: 1,
                }),
                false,
            ));
        }
        if m.can_activate() && phase != Phase::Finished {
            buttons = buttons.push(small(
                if m.knocked_down {
                    "Stand up"
                } else {
                    "Knock down"
                }
                .into(),
                Message::Play(Event::KnockedDown {
                    player,
                    model: index,
                    down: !m.knocked_down,
                }),
                false,
            ));
        }

        let mut body = column![
            row![text(&m.alias).font(theme::BOLD).width(Fill)],
            badges,
            row![
                counter("Stun", m.stun, m.willpower, change(-1, 0), change(1, 0)),
                counter("Injury", m.injury, m.endurance, change(0, -1), change(0, 1)),
            ]
            .spacing(8),
        ]
        .spacing(4);
        let weapons = catalog.model(&m.id).map(|model| &model.weapons);
        for (w, ammo) in m.ammo.iter().enumerate() {
            let Some(left) = ammo else { continue };
            let name = weapons
                .and_then(|ws| ws.get(w))
                .map_or("Weapon", |weapon| weapon.name.as_str());
            body = body.push(
                row![
                    text(format!("{name}: {left} ammo"))
                        .size(theme::size::SMALL)
                        .width(Fill),
                    button(text("−").size(theme::size::SMALL))
                        .on_press_maybe((*left > 0).then_some(Message::Play(Event::AmmoChanged {
                            player,
                            model: index,
                            weapon: w,
                            delta: -1
                        })))
                        .padding([0, 8])
                        .style(button::secondary),
                    button(text("+").size(theme::size::SMALL))
                        .on_press(Message::Play(Event::AmmoChanged {
                            player,
                            model: index,
                            weapon: w,
                            delta: 1
                        }))
                        .padding([0, 8])
                        .style(button::secondary),
                ]
                .spacing(4)
                .align_y(Center),
            );
        }
        body = body.push(buttons.wrap());
        container(body)
            .padding(6)
            .width(198)
            .style(move |theme: &Theme| {
                if m.casualty || m.knocked_out {
                    theme::flagged(theme)
                } else {
                    theme::row(theme)
                }
            })
            .into()
    }

    fn hand<'a>(
        &'a self,
        player: Player,
        state: &'a PlayerState,
        catalog: &'a Catalog,
    ) -> Element<'a, Message> {
        let phase = self.state.phase;
        let card_name = |id: &str| catalog.card(id).map_or(id.to_owned(), |c| c.name.clone());
        let card_facts = |id: &str| {
            catalog.card(id).map_or(String::new(), |c| {
                format!("{} VP · {}", c.victory_points, CardKind::of(c).label())
            })
        };
        let cost = self.resource_cost[player];
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
            head = head.push(
                container(stepper("Resource cost", cost, 0..=5, move |c| {
                    Message::ResourceCostChanged(player, c)
                }))
                .width(230),
            );
        }
        let picked = &self.redraw[player];
        // One line per card: the hand must fit under the models.
        let cards = column(state.hand.iter().map(|id| {
            let small = |label: &'a str, message: Message| {
                button(text(label).size(theme::size::SMALL))
                    .on_press(message)
                    .padding([2, 6])
                    .style(button::secondary)
            };
            let play = |used| {
                Message::Play(Event::CardPlayed {
                    player,
                    card: id.clone(),
                    used,
                })
            };
            let mut actions = row![].spacing(4);
            match phase {
                Phase::Deployment if !state.redrew => {
                    let chosen = picked.contains(id);
                    actions = actions.push(
                        button(
                            text(if chosen { "Keep" } else { "Put back" }).size(theme::size::SMALL),
                        )
                        .on_press(Message::RedrawToggled(player, id.clone()))
                        .padding([2, 6])
                        .style(if chosen {
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
                    actions = actions
                        .push(small("Objective", play(CardUse::Objective)))
                        .push(small(
                            "Score now",
                            Message::Play(Event::ObjectiveScored {
                                player,
                                card: id.clone(),
                            }),
                        ))
                        .push(small("Resource", play(CardUse::Resource { cost })))
                        .push(small("Discard", play(CardUse::Discard)));
                }
            }
            container(
                row![
                    text(card_name(id)).font(theme::BOLD),
                    text(card_facts(id))
                        .size(theme::size::SMALL)
                        .style(theme::muted)
                        .width(Fill),
                    actions,
                ]
                .spacing(8)
                .align_y(Center),
            )
            .padding([3, 6])
            .width(Fill)
            .style(if picked.contains(id) {
                theme::flagged
            } else {
                theme::row
            })
            .into()
        }))
        .spacing(3);
        let mut hand = column![head, cards].spacing(6);
        if phase == Phase::Deployment && !state.redrew {
            hand = hand.push(
                button(text(format!("Redraw {} card(s)", picked.len())))
                    .on_press(Message::Redraw(player))
                    .style(button::secondary),
            );
        }
        if !state.objectives.is_empty() {
            hand = hand.push(text("Objectives in play").font(theme::BOLD));
            for id in &state.objectives {
                hand = hand.push(
                    row![
                        text(format!("{} · {}", card_name(id), card_facts(id))).width(Fill),
                        button(text("Scored").size(theme::size::SMALL))
                            .on_press(Message::Play(Event::ObjectiveScored {
                                player,
                                card: id.clone()
                            }))
                            .style(button::primary),
                        button(text("Not met").size(theme::size::SMALL))
                            .on_press(Message::Play(Event::ObjectiveFailed {
                                player,
                                card: id.clone()
                            }))
                            .style(button::secondary),
                    ]
                    .spacing(6)
                    .align_y(Center),
                );
            }
        }
        if !state.accomplished.is_empty() {
            let names: Vec<String> = state.accomplished.iter().map(|id| card_name(id)).collect();
            hand =
                hand.push(text(format!("Accomplished: {}", names.join(", "))).style(theme::muted));
        }
        scrollable(hand).spacing(6).height(FillPortion(1)).into()
    }

    fn log(&self) -> Element<'_, Message> {
        let lines = self.state.log.iter().rev().take(60).rev();
        let mut heading = row![text("Log").font(theme::BOLD)].spacing(12);
        if let (true, Some(outcome)) = (self.finished(), self.state.outcome) {
            let result = match outcome {
                Outcome::Winner(p) => format!("{} wins", self.state.players[p].name),
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
                )
                .anchor_bottom()
                .height(110),
            ]
            .spacing(4),
        )
        .padding(10)
        .width(Fill)
        .style(theme::panel)
        .into()
    }
}
