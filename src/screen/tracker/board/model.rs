//! One model's card on the table: its markers, its state badges, its ammunition and
//! the buttons the phase allows for it.

use super::COUNTER;
use crate::bmg::Catalog;
use crate::bmg::tracker::{Audacity, Event, ModelState, Phase, Player, RecountStep, recovery_odds};
use crate::screen::tracker::{Message, Table, attack};
use crate::theme;
use crate::widget::choice;
use iced::widget::{Row, button, column, container, row, text};
use iced::{Center, Element, Fill, Theme};

/// Where a model sits: whose it is and its place in that player's list.
#[derive(Clone, Copy)]
struct Seat {
    player: Player,
    model: usize,
}

impl Seat {
    /// The event changing this model's Stun and Injury markers by the given amounts.
    fn markers(self, stun: i32, injury: i32) -> Message {
        Message::Play(Event::MarkersChanged {
            player: self.player,
            model: self.model,
            stun,
            injury,
        })
    }
}

impl Table {
    /// The card of the `index`-th model of `player`.
    pub(super) fn model_card<'a>(
        &'a self,
        player: Player,
        index: usize,
        m: &'a ModelState,
        catalog: &'a Catalog,
    ) -> Element<'a, Message> {
        let seat = Seat {
            player,
            model: index,
        };
        let mut body = column![
            row![text(&m.alias).font(theme::BOLD).width(Fill)],
            badges(m),
            counter(
                m,
                "Stun",
                m.stun,
                m.willpower,
                seat.markers(-1, 0),
                seat.markers(1, 0)
            ),
            counter(
                m,
                "Injury",
                m.injury,
                m.endurance,
                seat.markers(0, -1),
                seat.markers(0, 1)
            ),
        ]
        .spacing(4);
        for line in ammo(seat, m, catalog) {
            body = body.push(line);
        }
        body = body.push(self.model_buttons(seat, m).wrap());
        container(body)
            .padding(6)
            .width(204)
            .style(move |theme: &Theme| {
                if m.casualty || m.knocked_out {
                    theme::flagged(theme)
                } else {
                    theme::row(theme)
                }
            })
            .into()
    }

    /// What the phase lets the player do with this model.
    fn model_buttons<'a>(&self, seat: Seat, m: &ModelState) -> Row<'a, Message> {
        let Seat { player, model } = seat;
        let phase = self.state().phase;
        let mut buttons: Vec<Element<'a, Message>> = Vec::new();
        let mut push = |label: String, message: Message, primary: bool| {
            // Padded to the 32 px a finger or a hurried mouse needs at the table.
            buttons.push(choice(primary, label, message).padding([8, 10]).into());
        };
        match phase {
            Phase::RaiseThePlan if m.can_activate() => {
                let placed = m.audacity != Audacity::None;
                let label = if placed {
                    "Take Audacity off"
                } else {
                    "Audacity"
                };
                let event = Event::AudacitySet {
                    player,
                    model,
                    placed: !placed,
                };
                push(label.into(), Message::Play(event), !placed);
            }
            Phase::ExecuteThePlan => {
                if self.state().turn == player && m.waits_to_activate() {
                    let event = Event::ModelActivated { player, model };
                    push("Mark activated".into(), Message::Play(event), true);
                }
                if m.can_activate() {
                    push(
                        "Attack".into(),
                        Message::Attack(attack::Message::Open(player, model)),
                        false,
                    );
                }
            }
            Phase::Recount(RecountStep::Recovery) if m.awaiting_recovery => {
                let odds = recovery_odds(self.state().recovery_dice, m.endurance);
                let roll = Message::RollRecovery(player, model);
                push(format!("Roll recovery ({:.0}%)", odds * 100.0), roll, true);
                let settled = |passed| {
                    Message::Play(Event::RecoveryResolved {
                        player,
                        model,
                        passed,
                        dice: vec![],
                    })
                };
                push("Recovered".into(), settled(true), false);
                push("Stays KO".into(), settled(false), false);
            }
            _ => {}
        }
        if m.effort_available() > 0 && phase != Phase::Finished {
            let event = Event::EffortMade {
                player,
                model,
                markers: 1,
            };
            push("Effort +1".into(), Message::Play(event), false);
        }
        if m.can_activate() && phase != Phase::Finished {
            let label = if m.knocked_down {
                "Stand up"
            } else {
                "Knock down"
            };
            let event = Event::KnockedDown {
                player,
                model,
                down: !m.knocked_down,
            };
            push(label.into(), Message::Play(event), false);
        }
        row(buttons).spacing(4)
    }
}

/// A marker count with its cap between large − and + buttons, on one line; nothing
/// changes on a casualty.
fn counter<'a>(
    m: &ModelState,
    label: &'static str,
    value: u32,
    cap: u32,
    minus: Message,
    plus: Message,
) -> Element<'a, Message> {
    row![
        text(label).style(theme::muted).width(Fill),
        step("−", (!m.casualty && value > 0).then_some(minus)),
        text(format!("{value}/{cap}"))
            .font(theme::BOLD)
            .size(COUNTER)
            .width(56)
            .align_x(Center),
        step("+", (!m.casualty).then_some(plus)),
    ]
    .spacing(4)
    .align_y(Center)
    .width(Fill)
    .into()
}

/// The model's state at a glance: out of the game, down, Audacity, activated.
fn badges<'a>(m: &ModelState) -> Row<'a, Message> {
    let badge = |label: &'a str, style: fn(&Theme) -> text::Style| {
        // Body size: "KO" must be read from beside the table.
        container(text(label).font(theme::BOLD).style(style))
            .padding([3, 10])
            .style(theme::chip)
    };
    let mut badges = row![].spacing(4);
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
    badges
}

/// One line per weapon that counts its ammunition, with buttons to spend and restore it.
fn ammo<'a>(
    seat: Seat,
    m: &'a ModelState,
    catalog: &'a Catalog,
) -> impl Iterator<Item = Element<'a, Message>> {
    let Seat { player, model } = seat;
    let weapons = catalog.model(&m.id).map(|model| &model.weapons);
    m.ammo.iter().enumerate().filter_map(move |(weapon, ammo)| {
        let left = (*ammo)?;
        let name = weapons
            .and_then(|ws| ws.get(weapon))
            .map_or("Weapon", |w| w.name.as_str());
        let change = |delta| {
            Message::Play(Event::AmmoChanged {
                player,
                model,
                weapon,
                delta,
            })
        };
        Some(
            row![
                text(format!("{name}: {left} ammo"))
                    .size(theme::size::SMALL)
                    .width(Fill),
                step("−", (left > 0).then_some(change(-1))),
                step("+", Some(change(1))),
            ]
            .spacing(4)
            .align_y(Center)
            .into(),
        )
    })
}

/// A 32 px + or − button in the accent colour, greyed out when `message` is `None`:
/// the buttons pressed most at the table, so they must be easy to hit and to see.
fn step<'a>(sign: &'static str, message: Option<Message>) -> Element<'a, Message> {
    button(
        text(sign)
            .font(theme::BOLD)
            .size(theme::size::HEADING)
            .align_x(Center)
            .align_y(Center),
    )
    .on_press_maybe(message)
    .width(32)
    .height(32)
    .padding(0)
    .style(button::primary)
    .into()
}
