//! One model on the table, on one line of a fixed height: its name and state, its Stun
//! and Injury between large − and + buttons, and the buttons the phase allows for it.
//! The rarer actions (Effort, Knock down, ammunition) open under the line with its "⋯"
//! button, so that a whole crew fits on the screen.

use super::{COUNTER, ROW_HEIGHT, TIGHT, step};
use crate::bmg::Catalog;
use crate::bmg::tracker::{
    Audacity, Event, ModelState, Phase, Player, RecountStep, recovery_kept, recovery_odds,
};
use crate::screen::tracker::{Message, Table, attack, id};
use crate::theme;
use crate::widget;
use crate::widget::die::{Die, Tone};
use crate::widget::named::named;
use crate::widget::small_button as action;
use crate::words::numbers::percent;
use crate::words::tr;
use iced::widget::text::Wrapping;
use iced::widget::{Column, Row, column, container, row, space, text};
use iced::{Center, Element, Fill, Theme};

/// The width of a Stun or Injury counter: − value/cap +.
pub(super) const COUNTER_WIDTH: f32 = 124.0;
/// The width of the phase's buttons on a model's line.
pub(super) const ACTIONS_WIDTH: f32 = 186.0;
/// The space between the columns of a model's line.
pub(super) const GAP: f32 = 6.0;
/// The size of a recovery roll's dice, drawn on a model's line.
const ROLLED_DIE: f32 = 26.0;

/// Where a model sits: whose it is and its place in that player's list.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Seat {
    /// Whose model it is.
    pub player: Player,
    /// Its place in that player's list.
    pub model: usize,
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
    /// The line of the model at `seat`: always [`ROW_HEIGHT`] tall, whatever its state,
    /// with its rarer actions under it while they are open.
    pub(super) fn model_line<'a>(
        &'a self,
        seat: Seat,
        m: &'a ModelState,
        catalog: &'a Catalog,
    ) -> Element<'a, Message> {
        // An activated model's name is dimmed: the missing Activate button and the grey
        // name say it without a second line.
        let done = m.activated && m.can_activate();
        // A long name is cut at a word with "…" and shown whole on hover.
        let style: fn(&Theme) -> text::Style = if done { theme::muted } else { text::default };
        let name = container(
            column![
                widget::elided_with(m.alias.clone(), 16.0, theme::BOLD, style, TIGHT),
                status(m).map_or_else(|| space().into(), Element::from),
            ]
            .width(Fill),
        )
        .width(Fill)
        .clip(true);
        let line = if self.recovering(m) {
            // The roll in place of the counters, which the roll does not change, in the
            // room the KO's actions leave (they stay right-aligned, where they were):
            // the three buttons' words never wrap ("Sigue KO").
            row![
                name,
                self.recovery_actions(seat, m),
                self.model_actions(seat, m)
            ]
        } else {
            let mut line = row![name];
            if let Some(dice) = self.recovery_rolled(seat) {
                // The dice just rolled, in the counters' room, until the next move.
                line = line.push(container(dice).align_right(2.0 * COUNTER_WIDTH + GAP));
            } else {
                line = line.extend(self.counters(seat, m));
            }
            line.push(container(self.model_actions(seat, m)).align_right(ACTIONS_WIDTH))
        };
        let line = line.spacing(GAP).align_y(Center).height(ROW_HEIGHT);
        let mut body: Column<'a, Message> = column![line];
        if self.details == Some(seat) {
            body = body.push(self.model_details(seat, m, catalog));
        }
        container(body)
            .padding([0, 4])
            .width(Fill)
            .style(move |theme: &Theme| {
                if m.casualty || m.knocked_out {
                    theme::flagged(theme)
                } else {
                    theme::row(theme)
                }
            })
            .into()
    }

    /// The model's Stun and Injury counters.
    fn counters<'a>(&self, seat: Seat, m: &ModelState) -> [Element<'a, Message>; 2] {
        [
            counter(
                m,
                m.stun,
                m.willpower,
                seat.markers(-1, 0),
                seat.markers(1, 0),
            ),
            counter(
                m,
                m.injury,
                m.endurance,
                seat.markers(0, -1),
                seat.markers(0, 1),
            ),
        ]
    }

    /// Whether the model waits for its KO recovery roll now.
    fn recovering(&self, m: &ModelState) -> bool {
        self.state().phase == Phase::Recount(RecountStep::Recovery) && m.awaiting_recovery
    }

    /// The dice of this model's recovery roll when it is the last move of the match:
    /// the two lowest, which count, green when they pass and red when not, the others
    /// faded.
    fn recovery_rolled<'a>(&self, seat: Seat) -> Option<Row<'a, Message>> {
        let Some(Event::RecoveryResolved {
            player,
            model,
            passed,
            dice,
            ..
        }) = self.timeline.record().events.last()
        else {
            return None;
        };
        if (*player, *model) != (seat.player, seat.model) || dice.is_empty() {
            return None;
        }
        let kept = recovery_kept(dice);
        let tone = if *passed { Tone::Green } else { Tone::Red };
        let faces = dice.iter().enumerate().map(|(i, &face)| {
            let die = Die::pips(face).tone(tone);
            Die {
                faded: !kept.contains(&i),
                ..die
            }
            .view(ROLLED_DIE, face.to_string())
        });
        let said = if *passed {
            tr!("tracker-recovers")
        } else {
            tr!("tracker-stays-ko")
        };
        Some(
            row(faces)
                .spacing(3)
                .push(text(said).size(theme::size::SMALL).style(if *passed {
                    theme::success
                } else {
                    theme::danger
                }))
                .spacing(4)
                .align_y(Center),
        )
    }

    /// A KO model's recovery: rolled in the app, or the players' own roll entered.
    fn recovery_actions<'a>(&self, seat: Seat, m: &ModelState) -> Row<'a, Message> {
        let Seat { player, model } = seat;
        let odds = recovery_odds(self.state().recovery_dice, m.endurance);
        let settled = |passed| {
            Some(Message::Play(Event::RecoveryResolved {
                player,
                model,
                passed,
                dice: vec![],
                endurance: None,
            }))
        };
        row![
            named(
                id::recovery_roll(player, model),
                action(
                    tr!("tracker-roll-odds", odds = percent(odds, 0)),
                    Some(Message::RollRecovery(player, model)),
                    true
                )
            ),
            named(
                id::recovered(player, model),
                action(tr!("tracker-recovered"), settled(true), false)
            ),
            named(
                id::stays_ko(player, model),
                action(tr!("tracker-stays-ko-button"), settled(false), false)
            ),
        ]
        .spacing(4)
        .align_y(Center)
    }

    /// What the phase lets the player do with this model now, and its "⋯" button.
    fn model_actions<'a>(&self, seat: Seat, m: &ModelState) -> Row<'a, Message> {
        let Seat { player, model } = seat;
        let phase = self.state().phase;
        let mut actions: Vec<Element<'a, Message>> = Vec::new();
        let mut push = |control: String, label: String, message: Message, primary: bool| {
            actions.push(named(control, action(label, Some(message), primary)).into());
        };
        match phase {
            Phase::RaiseThePlan if m.can_activate() => {
                let placed = m.audacity != Audacity::None;
                let (label, control) = if placed {
                    (
                        tr!("tracker-remove-audacity"),
                        id::remove_audacity(player, model),
                    )
                } else {
                    (tr!("tracker-audacity"), id::audacity(player, model))
                };
                let event = Event::AudacitySet {
                    player,
                    model,
                    placed: !placed,
                };
                let other = if placed {
                    tr!("tracker-audacity")
                } else {
                    tr!("tracker-remove-audacity")
                };
                let message = Some(Message::Play(event));
                actions.push(
                    named(
                        control,
                        widget::small_button_among(label, [other], message, !placed),
                    )
                    .into(),
                );
            }
            Phase::ExecuteThePlan => {
                if self.state().turn == player && m.waits_to_activate() {
                    let event = Event::ModelActivated { player, model };
                    let control = id::activate(player, model);
                    push(control, tr!("tracker-activate"), Message::Play(event), true);
                }
                if m.can_activate() {
                    let open = Message::Attack(attack::Message::Open(player, model));
                    push(
                        id::attack(player, model),
                        tr!("tracker-attack"),
                        open,
                        false,
                    );
                }
            }
            _ => {}
        }
        if m.casualty || m.knocked_out {
            // Large, where the buttons would be: out of the game at a glance.
            let label = if m.casualty {
                tr!("tracker-casualty")
            } else {
                tr!("tracker-ko")
            };
            actions.push(
                container(text(label).font(theme::BOLD).style(theme::danger))
                    .padding([5, 10])
                    .style(theme::chip)
                    .into(),
            );
        }
        if self.has_details(m) {
            let open = self.details == Some(seat);
            actions.push(
                named(
                    id::details(player, model),
                    widget::button(
                        text(if open { "×" } else { "⋯" })
                            .font(theme::BOLD)
                            .center(),
                    )
                    .on_press(Message::DetailsToggled(seat))
                    .width(32)
                    .height(32)
                    .padding(0)
                    .style(if open {
                        theme::primary_button
                    } else {
                        theme::secondary_button
                    }),
                )
                .into(),
            );
        }
        row(actions).spacing(4).align_y(Center)
    }

    /// Whether the model has actions beyond its line: Effort, Knock down, ammunition.
    fn has_details(&self, m: &ModelState) -> bool {
        let phase = self.state().phase;
        phase != Phase::Finished && (m.can_activate() || m.ammo.iter().any(Option::is_some))
    }

    /// The model's rarer actions, under its line: Effort, Knock down or Stand up, and
    /// a line per weapon that counts its ammunition.
    fn model_details<'a>(
        &self,
        seat: Seat,
        m: &'a ModelState,
        catalog: &'a Catalog,
    ) -> Element<'a, Message> {
        let Seat { player, model } = seat;
        let mut line = row![].spacing(6).align_y(Center);
        let effort = Event::EffortMade {
            player,
            model,
            markers: 1,
        };
        line = line.push(named(
            id::effort(player, model),
            action(
                tr!("tracker-effort-one", left = m.effort_available()),
                (m.effort_available() > 0).then_some(Message::Play(effort)),
                false,
            ),
        ));
        if m.can_activate() {
            let (label, control) = if m.knocked_down {
                (tr!("tracker-stand-up"), id::stand_up(player, model))
            } else {
                (tr!("tracker-knock-down"), id::knock_down(player, model))
            };
            let event = Event::KnockedDown {
                player,
                model,
                down: !m.knocked_down,
            };
            line = line.push(named(
                control,
                action(label, Some(Message::Play(event)), false),
            ));
        }
        let mut details = column![line.wrap()].spacing(4).padding([4, 0]);
        for ammo in ammo(seat, m, catalog) {
            details = details.push(ammo);
        }
        details.into()
    }
}

/// A marker count over its cap between large − and + buttons; nothing changes on a
/// casualty.
fn counter<'a>(
    m: &ModelState,
    value: u32,
    cap: u32,
    minus: Message,
    plus: Message,
) -> Element<'a, Message> {
    row![
        step("−", (!m.casualty && value > 0).then_some(minus)),
        text(format!("{value}/{cap}"))
            .font(theme::BOLD)
            .size(COUNTER)
            .line_height(1.0)
            .width(Fill)
            .align_x(Center),
        step("+", (!m.casualty).then_some(plus)),
    ]
    .spacing(2)
    .align_y(Center)
    .width(COUNTER_WIDTH)
    .into()
}

/// The model's state under its name: Down, Audacity, ammunition left. KO and Casualty
/// are shown large where its buttons would be.
fn status<'a>(m: &ModelState) -> Option<iced::widget::Text<'a>> {
    let mut words: Vec<String> = Vec::new();
    let mut style: fn(&Theme) -> text::Style = theme::muted;
    if m.knocked_down && m.can_activate() {
        words.push(tr!("tracker-status-down"));
        style = theme::danger;
    }
    match m.audacity {
        Audacity::Placed => {
            words.push(tr!("tracker-audacity"));
            if !m.knocked_down {
                style = theme::accent;
            }
        }
        Audacity::Used => words.push(tr!("tracker-audacity-used")),
        Audacity::None => {}
    }
    // The weapons' names are under "⋯": here the counts, short enough for one line.
    let ammo: Vec<String> = m.ammo.iter().flatten().map(u32::to_string).collect();
    if !ammo.is_empty() {
        words.push(tr!("tracker-status-ammo", ammo = ammo.join(" · ")));
    }
    (!words.is_empty()).then(|| {
        text(words.join(" · "))
            .size(theme::size::SMALL)
            .font(theme::BOLD)
            .line_height(TIGHT)
            .wrapping(Wrapping::None)
            .style(style)
    })
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
            .map_or_else(|| tr!("tracker-weapon"), |w| w.name.clone());
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
                text(tr!("tracker-ammo-left", weapon = name, left = left)).width(Fill),
                step("−", (left > 0).then_some(change(-1))),
                step("+", Some(change(1))),
            ]
            .spacing(4)
            .align_y(Center)
            .into(),
        )
    })
}
