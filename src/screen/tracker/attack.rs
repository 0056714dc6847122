//! The attack helper inside a match: weapon, target and modifiers, the exact odds with
//! the target's current state filled in, a roll or typed hits, and one click to apply.

use super::{AttackPanel, AttackSetting, Game, Message};
use crate::bmg::Catalog;
use crate::bmg::tracker::attack::Input;
use crate::bmg::tracker::opponent;
use crate::widget::stepper::stepper;
use crate::widget::switch;
use crate::{icon, theme};
use iced::widget::{button, column, container, pick_list, row, text};
use iced::{Center, Element, Fill};
use std::fmt;

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

impl Game {
    /// The helper's panel.
    pub(super) fn attack_view<'a>(
        &'a self,
        panel: &'a AttackPanel,
        catalog: &'a Catalog,
    ) -> Element<'a, Message> {
        let attack = &panel.attack;
        let attacker = &self.state.players[attack.player].models[attack.attacker];
        let defenders = &self.state.players[opponent(attack.player)].models;
        let model = catalog.model(&attacker.id);

        let weapons: Vec<Choice<Option<usize>>> = std::iter::once(Choice {
            value: None,
            label: "Unarmed (1 stun)".to_owned(),
        })
        .chain(model.into_iter().flat_map(|m| {
            m.weapons.iter().enumerate().map(|(i, w)| Choice {
                value: Some(i),
                label: crate::bmg::roster::weapon_line(w),
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
                label: format!(
                    "{} ({}/{} Stun, {}/{} Injury{})",
                    m.alias,
                    m.stun,
                    m.willpower,
                    m.injury,
                    m.endurance,
                    if m.knocked_out { ", KO" } else { "" }
                ),
            })
            .collect();
        let target = targets.iter().find(|c| c.value == attack.target).cloned();

        let input = attack.input(&self.state, catalog);
        let mut settings = column![
            pick_list(weapons, weapon, |c: Choice<Option<usize>>| {
                Message::AttackChanged(AttackSetting::Weapon(c.value))
            })
            .width(Fill),
            pick_list(targets, target, |c: Choice<usize>| Message::AttackChanged(
                AttackSetting::Target(c.value)
            ))
            .placeholder("Target")
            .width(Fill),
            switch(
                "Strength die (off: Bat-Armor and the like)",
                attack.strength_die,
                |on| { Message::AttackChanged(AttackSetting::StrengthDie(on)) }
            ),
        ]
        .spacing(8);
        match &input {
            Ok(Input::Melee(_)) => {
                settings = settings
                    .push(stepper(
                        "Enemies in contact after the first",
                        attack.outnumbered,
                        0..=5,
                        |n| Message::AttackChanged(AttackSetting::Outnumbered(n)),
                    ))
                    .push(stepper(
                        "Attacker Effort",
                        attack.attacker_effort,
                        0..=attacker.effort_available(),
                        |n| Message::AttackChanged(AttackSetting::AttackerEffort(n)),
                    ))
                    .push(stepper(
                        "Target Effort",
                        attack.defender_effort,
                        0..=defenders
                            .get(attack.target)
                            .map_or(0, |d| d.effort_available()),
                        |n| Message::AttackChanged(AttackSetting::DefenderEffort(n)),
                    ));
            }
            Ok(Input::Ranged(_)) => {
                settings = settings
                    .push(switch("Moved first (2 dice fewer)", attack.moved, |on| {
                        Message::AttackChanged(AttackSetting::Moved(on))
                    }))
                    .push(switch(
                        "Out of effective range (1 fewer)",
                        attack.out_of_range,
                        |on| Message::AttackChanged(AttackSetting::OutOfRange(on)),
                    ))
                    .push(switch("Target in cover (1 fewer)", attack.cover, |on| {
                        Message::AttackChanged(AttackSetting::Cover(on))
                    }))
                    .push(stepper(
                        "Dice the target dodges",
                        attack.dodge,
                        0..=10,
                        |n| Message::AttackChanged(AttackSetting::Dodge(n)),
                    ));
            }
            Err(_) => {}
        }

        let odds: Element<'a, Message> = match input
            .as_ref()
            .map_err(|e| e.to_string())
            .and_then(|i| i.odds().map_err(|e| e.to_string()))
        {
            Ok(odds) => {
                let big = |label: &'static str, p: f64| {
                    column![
                        text(label).style(theme::muted),
                        text(format!("{:.0}%", p * 100.0))
                            .font(theme::BOLD)
                            .size(32)
                            .style(theme::accent),
                    ]
                    .align_x(Center)
                    .width(Fill)
                };
                column![
                    row![
                        big("Hit at least once", odds.at_least(1)),
                        big("Target KO", odds.ko.unwrap_or(0.0)),
                        big("Casualty", odds.casualty.unwrap_or(0.0)),
                    ],
                    text(format!(
                        "{} attack dice on {}+{}{} · expected {:.2} hits",
                        odds.attack_dice,
                        odds.hit_on,
                        if odds.defense_dice > 0 {
                            format!(", {} defense dice on {}+", odds.defense_dice, odds.block_on)
                        } else {
                            String::new()
                        },
                        if odds.strength_die {
                            format!(", Strength die on {}+", odds.strength_on)
                        } else {
                            String::new()
                        },
                        odds.expected_hits()
                    ))
                    .style(theme::muted),
                ]
                .spacing(6)
                .into()
            }
            Err(error) => text(format!("These values cannot be played: {error}"))
                .style(theme::danger)
                .into(),
        };

        let rolled: Element<'a, Message> = match &panel.roll {
            Some(roll) => {
                let faces = |dice: &[crate::bmg::odds::RolledDie]| {
                    dice.iter()
                        .map(|d| {
                            if d.success {
                                format!("[{}]", d.face)
                            } else {
                                d.face.to_string()
                            }
                        })
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                let mut lines =
                    column![text(format!("Attack dice: {}", faces(&roll.attack)))].spacing(2);
                if !roll.defense.is_empty() {
                    lines = lines.push(text(format!(
                        "Defense dice: {} ({} blocked)",
                        faces(&roll.defense),
                        roll.blocked
                    )));
                }
                if let Some(die) = roll.strength {
                    lines = lines.push(text(format!(
                        "Strength die: {}{}",
                        die.face,
                        if roll.critical {
                            " (critical!)"
                        } else if die.success {
                            " (hit)"
                        } else {
                            ""
                        }
                    )));
                }
                lines
                    .push(
                        text("[n]: a die that succeeded")
                            .size(theme::size::SMALL)
                            .style(theme::muted),
                    )
                    .into()
            }
            None => text("Roll here, or roll on the table and set the hits.")
                .style(theme::muted)
                .into(),
        };

        let damage = input.as_ref().map(Input::damage).ok();
        let ko_bonus = defenders.get(attack.target).is_some_and(|d| d.knocked_out);
        let apply_label = match damage {
            Some(d) => format!(
                "Apply {} hit(s): {} Stun, {} Injury",
                panel.hits,
                panel.hits * d.stun,
                panel.hits * (d.injury + u32::from(ko_bonus))
            ),
            None => "Apply".to_owned(),
        };

        container(
            column![
                row![
                    text(format!("{} attacks", attacker.alias))
                        .font(theme::BOLD)
                        .size(theme::size::TITLE)
                        .width(Fill),
                    button(icon::close())
                        .on_press(Message::AttackClosed)
                        .style(button::text),
                ]
                .align_y(Center),
                settings,
                odds,
                row![
                    button(row![icon::dice(), text("Roll the dice")].spacing(6))
                        .on_press(Message::RollAttack)
                        .style(button::secondary),
                    container(stepper("Hits", panel.hits, 0..=25, |n| {
                        Message::AttackChanged(AttackSetting::Hits(n))
                    }))
                    .width(220),
                ]
                .spacing(12)
                .align_y(Center),
                rolled,
                button(text(apply_label))
                    .on_press(Message::ApplyAttack)
                    .style(button::primary),
            ]
            .spacing(12),
        )
        .padding(20)
        .max_width(620)
        .style(theme::panel)
        .into()
    }
}
