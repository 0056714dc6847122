//! The attack helper inside a match: weapon, target and modifiers, the exact odds with
//! the target's current state filled in, a roll or typed hits, and one click to apply.

use super::{Action, Table, id};
use crate::bmg::Catalog;
use crate::bmg::odds::Roll;
use crate::bmg::tracker::attack::{Attack, Input, MAX_HITS};
use crate::bmg::tracker::{Player, Refusal};
use crate::widget::named::named;
use crate::widget::picker::picker;
use crate::widget::stepper::{named_stepper, stepper};
use crate::widget::switch;
use crate::words::numbers::{decimal, percent};
use crate::words::{Said, tr};
use crate::{icon, theme, widget, words};
use iced::widget::{button, column, container, row, text};
use iced::{Center, Element, Fill};
use std::fmt;

/// A message of the attack helper.
#[derive(Debug, Clone)]
pub enum Message {
    /// Open the helper for this player's attacker.
    Open(Player, usize),
    /// A setting changed.
    Set(Setting),
    /// Roll the prepared attack with real dice.
    Roll,
    /// Apply the hits to the target.
    Apply,
    /// Close the helper without applying anything.
    Close,
}

/// A setting of the attack helper.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Setting {
    /// The weapon (none: unarmed).
    Weapon(Option<usize>),
    /// The target model.
    Target(usize),
    /// Enemies in contact with the target after the first.
    Outnumbered(u32),
    /// The attacker's Effort.
    AttackerEffort(u32),
    /// The target's Effort.
    DefenderEffort(u32),
    /// The attacker moved first.
    Moved(bool),
    /// Beyond effective range.
    OutOfRange(bool),
    /// The target is in cover.
    Cover(bool),
    /// Dice the target dodges.
    Dodge(u32),
    /// Whether the Strength die is rolled.
    StrengthDie(bool),
    /// Hits to apply (typed, or set by a roll).
    Hits(u32),
}

/// The attack helper while it is open.
#[derive(Debug, Clone)]
pub struct Panel {
    /// The attack as set up.
    attack: Attack,
    /// Hits to apply.
    hits: u32,
    /// The last roll of this attack.
    roll: Option<Roll>,
}

impl Panel {
    /// Changes one setting; a change of the attack itself forgets the last roll.
    fn set(&mut self, setting: Setting) {
        let a = &mut self.attack;
        match setting {
            Setting::Weapon(w) => a.weapon = w,
            Setting::Target(t) => a.target = t,
            Setting::Outnumbered(n) => a.outnumbered = n,
            Setting::AttackerEffort(n) => a.attacker_effort = n,
            Setting::DefenderEffort(n) => a.defender_effort = n,
            Setting::Moved(on) => a.moved = on,
            Setting::OutOfRange(on) => a.out_of_range = on,
            Setting::Cover(on) => a.cover = on,
            Setting::Dodge(n) => a.dodge = n,
            Setting::StrengthDie(on) => a.strength_die = on,
            Setting::Hits(n) => self.hits = n,
        }
        if !matches!(setting, Setting::Hits(_)) {
            self.roll = None;
        }
    }
}

/// A pickable option: a position and its label.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Choice<T> {
    value: T,
    label: String,
}

impl<T> fmt::Display for Choice<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label)
    }
}

impl Table {
    /// Handles a message of the helper.
    pub(super) fn update_attack(&mut self, message: Message, catalog: &Catalog) -> Action {
        match message {
            Message::Open(player, attacker) => {
                self.attack = Some(Panel {
                    attack: Attack::opening(self.state(), catalog, player, attacker),
                    hits: 0,
                    roll: None,
                });
            }
            Message::Set(setting) => {
                if let Some(panel) = &mut self.attack {
                    panel.set(setting);
                }
            }
            Message::Roll => self.roll_attack(catalog),
            Message::Apply => return self.apply_attack(catalog),
            Message::Close => self.attack = None,
        }
        Action::None
    }

    /// Rolls the open attack with real dice and takes its hits as the ones to apply.
    fn roll_attack(&mut self, catalog: &Catalog) {
        let Some(panel) = &mut self.attack else {
            return;
        };
        let rolled = panel
            .attack
            .input(self.timeline.state(), catalog)
            .map_err(|e| Said::by(e, words::tracker::refusal))
            .and_then(|input| {
                input
                    .roll(&mut rand::rng())
                    .map_err(|e| Said::by(e, words::odds::error))
            });
        match rolled {
            Ok(roll) => {
                panel.hits = roll.hits;
                panel.roll = Some(roll);
                self.refused = None;
            }
            Err(error) => self.refused = Some(error),
        }
    }

    /// Plays the open attack's hits; the helper closes once the match takes them.
    fn apply_attack(&mut self, catalog: &Catalog) -> Action {
        let Some(panel) = &self.attack else {
            return Action::None;
        };
        match panel.attack.resolve(self.state(), catalog, panel.hits) {
            Ok(event) => {
                let action = self.play(event, catalog);
                if self.refused.is_none() {
                    self.attack = None;
                }
                action
            }
            Err(error) => {
                self.refused = Some(Said::by(error, words::tracker::refusal));
                Action::None
            }
        }
    }

    /// The helper's panel.
    pub(super) fn attack_view<'a>(
        &'a self,
        panel: &'a Panel,
        catalog: &'a Catalog,
    ) -> Element<'a, Message> {
        let attack = &panel.attack;
        let attacker = &self.state().players[attack.player].models[attack.attacker];
        let defenders = &self.state().players[attack.player.opponent()].models;
        let input = attack.input(self.state(), catalog);
        let damage = input.as_ref().map(Input::damage).ok();
        let ko_bonus = defenders.get(attack.target).is_some_and(|d| d.knocked_out);
        let apply_label = match damage {
            Some(d) => tr!(
                "tracker-apply-damage",
                count = panel.hits,
                stun = panel.hits.saturating_mul(d.stun),
                injury = panel
                    .hits
                    .saturating_mul(d.injury.saturating_add(u32::from(ko_bonus)))
            ),
            None => tr!("tracker-apply"),
        };
        widget::dialog(
            column![
                row![
                    text(tr!("tracker-attacks", model = attacker.alias.as_str()))
                        .font(theme::BOLD)
                        .size(theme::size::TITLE)
                        .width(Fill),
                    named(
                        id::ATTACK_CLOSE,
                        widget::button(icon::close())
                            .on_press(Message::Close)
                            .style(button::text)
                    ),
                ]
                .align_y(Center),
                self.attack_settings(panel, catalog, &input),
                odds_view(&input),
                row![
                    named(
                        id::ATTACK_ROLL,
                        widget::button(
                            row![icon::dice(), text(tr!("tracker-roll-dice"))].spacing(6)
                        )
                        .on_press(Message::Roll)
                        .style(theme::secondary_button)
                    ),
                    container(named_stepper(
                        id::HITS,
                        tr!("tracker-hits-label"),
                        panel.hits,
                        0..=MAX_HITS,
                        |n| Message::Set(Setting::Hits(n))
                    ))
                    .width(220),
                ]
                .spacing(12)
                .align_y(Center),
                // Above the roll, which grows the dialog downwards: no button moves
                // when the dice come.
                named(
                    id::ATTACK_APPLY,
                    widget::button(text(apply_label))
                        .on_press(Message::Apply)
                        .style(theme::primary_button)
                ),
                rolled_view(panel.roll.as_ref()),
            ]
            .spacing(12),
            620.0,
        )
    }

    /// Weapon, target and the modifiers of a melee or ranged attack.
    fn attack_settings<'a>(
        &'a self,
        panel: &'a Panel,
        catalog: &'a Catalog,
        input: &Result<Input, Refusal>,
    ) -> Element<'a, Message> {
        let attack = &panel.attack;
        let attacker = &self.state().players[attack.player].models[attack.attacker];
        let defenders = &self.state().players[attack.player.opponent()].models;
        let weapons: Vec<Choice<Option<usize>>> = std::iter::once(Choice {
            value: None,
            label: tr!("tracker-unarmed"),
        })
        .chain(catalog.model(&attacker.id).into_iter().flat_map(|m| {
            m.weapons.iter().enumerate().map(|(i, w)| Choice {
                value: Some(i),
                label: crate::sheets::roster::weapon_line(w),
            })
        }))
        .collect();
        let weapon = weapons.iter().find(|c| c.value == attack.weapon).cloned();
        let targets: Vec<Choice<usize>> = defenders
            .iter()
            .enumerate()
            .filter(|(_, m)| !m.casualty)
            .map(|(i, m)| Choice {
                value: i,
                label: words::tracker::target(m),
            })
            .collect();
        let target = targets.iter().find(|c| c.value == attack.target).cloned();
        let set = Message::Set;
        let settings = column![
            picker(weapons, weapon, move |c: Choice<Option<usize>>| set(
                Setting::Weapon(c.value)
            ))
            .padding([6, 10])
            .width(Fill),
            picker(targets, target, move |c: Choice<usize>| set(
                Setting::Target(c.value)
            ))
            .padding([6, 10])
            .placeholder(tr!("tracker-target-placeholder"))
            .width(Fill),
            switch(
                tr!("tracker-strength-die-switch"),
                attack.strength_die,
                move |on| set(Setting::StrengthDie(on))
            ),
        ]
        .spacing(8);
        let settings = match input {
            Ok(Input::Melee(_)) => settings
                .push(stepper(
                    tr!("tracker-outnumbered"),
                    attack.outnumbered,
                    0..=5,
                    move |n| set(Setting::Outnumbered(n)),
                ))
                .push(stepper(
                    tr!("tracker-attacker-effort"),
                    attack.attacker_effort,
                    0..=attacker.effort_available(),
                    move |n| set(Setting::AttackerEffort(n)),
                ))
                .push(stepper(
                    tr!("tracker-target-effort"),
                    attack.defender_effort,
                    0..=defenders
                        .get(attack.target)
                        .map_or(0, |d| d.effort_available()),
                    move |n| set(Setting::DefenderEffort(n)),
                )),
            Ok(Input::Ranged(_)) => settings
                .push(switch(
                    tr!("tracker-moved-first"),
                    attack.moved,
                    move |on| set(Setting::Moved(on)),
                ))
                .push(switch(
                    tr!("tracker-out-of-range"),
                    attack.out_of_range,
                    move |on| set(Setting::OutOfRange(on)),
                ))
                .push(switch(tr!("tracker-in-cover"), attack.cover, move |on| {
                    set(Setting::Cover(on))
                }))
                .push(stepper(
                    tr!("tracker-dodges"),
                    attack.dodge,
                    0..=10,
                    move |n| set(Setting::Dodge(n)),
                )),
            Err(_) => settings,
        };
        settings.into()
    }
}

/// The exact odds of the attack as set up, or why its values cannot be played.
fn odds_view<'a>(input: &Result<Input, Refusal>) -> Element<'a, Message> {
    let odds = input
        .as_ref()
        .map_err(words::tracker::refusal)
        .and_then(|i| i.odds().map_err(|e| words::odds::error(&e)));
    let odds = match odds {
        Ok(odds) => odds,
        Err(error) => {
            return text(tr!("tracker-cannot-play", error = error))
                .style(theme::danger)
                .into();
        }
    };
    let big = |label: String, p: f64| {
        column![
            text(label).style(theme::muted),
            text(percent(p, 0))
                .font(theme::BOLD)
                .size(32)
                .style(theme::accent),
        ]
        .align_x(Center)
        .width(Fill)
    };
    let mut dice = vec![tr!(
        "tracker-odds-attack-dice",
        dice = odds.attack_dice,
        on = odds.hit_on
    )];
    if odds.defense_dice > 0 {
        dice.push(tr!(
            "tracker-odds-defense-dice",
            dice = odds.defense_dice,
            on = odds.block_on
        ));
    }
    if odds.strength_die {
        dice.push(tr!("tracker-odds-strength-die", on = odds.strength_on));
    }
    column![
        row![
            big(tr!("tracker-odds-hit"), odds.at_least(1)),
            big(tr!("tracker-odds-ko"), odds.ko.unwrap_or(0.0)),
            big(tr!("tracker-casualty"), odds.casualty.unwrap_or(0.0)),
        ],
        text(tr!(
            "tracker-odds-line",
            dice = dice.join(", "),
            hits = decimal(odds.expected_hits(), 2)
        ))
        .style(theme::muted),
    ]
    .spacing(6)
    .into()
}

/// The dice of the last roll of this attack, or how to set the hits without one.
fn rolled_view<'a>(roll: Option<&Roll>) -> Element<'a, Message> {
    let Some(roll) = roll else {
        return text(tr!("tracker-roll-here")).style(theme::muted).into();
    };
    // Drawn as the dice calculator draws them: the same colours for the same dice.
    let mut lines = column![widget::rolled::dice(roll)].spacing(6);
    if roll.critical {
        lines = lines.push(
            text(tr!("tracker-critical"))
                .font(theme::BOLD)
                .style(theme::accent),
        );
    }
    lines
        .push(
            text(widget::rolled::legend())
                .size(theme::size::SMALL)
                .style(theme::muted),
        )
        .into()
}
