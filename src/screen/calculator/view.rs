//! The calculators' view: inputs on the left, the attack's odds and the dice roller in
//! the middle, the skill roll on the right.

use super::id;
use super::{DEFAULT_TOUGHNESS, Field, Message, Mode, ModelChoice, RollRecord, State, Switch};
use crate::bmg::catalog::Model;
use crate::bmg::odds::{AttackOdds, RolledDie, SkillRoll};
use crate::bmg::{Catalog, Crew};
use crate::widget::bars::bars;
use crate::widget::named::named;
use crate::widget::picker::picker;
use crate::widget::stepper::named_stepper;
use crate::widget::widest;
use crate::widget::{self, rolled, switch};
use crate::words::{self, numbers, tr};
use crate::{icon, theme};
use iced::widget::{Column, column, container, responsive, row, rule, text};
use iced::{Center, Element, Fill};

/// The window width from which the calculators take three columns.
const THREE_COLUMNS: f32 = 1200.0;
/// The window width from which they take two (the skill roll under the attack odds).
const TWO_COLUMNS: f32 = 760.0;
/// The width of a headline figure: four in a row in a wide column, wrapping in a narrow
/// one, never drawn over each other.
const TILE: f32 = 132.0;

impl State {
    /// The calculators; `crew` offers the open crew's models as quick picks.
    pub fn view<'a>(
        &'a self,
        catalog: &'a Catalog,
        crew: Option<&'a Crew>,
    ) -> Element<'a, Message> {
        // The attacker on the left, the target on the right (its search at the top of
        // its column, so that its list opens downward), the odds between them. Below
        // three columns' width the target goes above the odds; in a narrow window (or
        // a large text scale) everything is one column.
        let crew: Vec<ModelChoice> = crew
            .map(|crew| {
                crew.members
                    .iter()
                    .filter_map(|m| catalog.model_index(&m.model))
                    .map(|i| ModelChoice::of(catalog, i))
                    .collect()
            })
            .unwrap_or_default();
        responsive(move |size| {
            let panel =
                |content: Element<'a, Message>| container(content).padding(12).style(theme::panel);
            let attacker = || Element::from(self.attacker_inputs(catalog, &crew));
            let target = || Element::from(self.target_inputs(catalog, &crew));
            let page: Element<'a, Message> = if size.width >= THREE_COLUMNS {
                row![
                    panel(crate::widget::scroll(attacker()).into())
                        .width(380)
                        .height(Fill),
                    panel(crate::widget::scroll(self.results().push(self.earlier_rolls())).into(),)
                        .width(Fill)
                        .height(Fill),
                    crate::widget::scroll(
                        column![
                            panel(target()).width(Fill),
                            panel(self.skill_panel()).width(Fill)
                        ]
                        .spacing(12)
                    )
                    .width(340)
                    .height(Fill),
                ]
                .spacing(12)
                .into()
            } else if size.width >= TWO_COLUMNS {
                row![
                    panel(crate::widget::scroll(attacker()).into())
                        .width(340)
                        .height(Fill),
                    crate::widget::scroll(
                        column![
                            panel(target()).width(Fill),
                            panel(self.results().into()).width(Fill),
                            panel(self.skill_panel()).width(Fill)
                        ]
                        .push(self.earlier_panel())
                        .spacing(12)
                    )
                    .width(Fill)
                    .height(Fill),
                ]
                .spacing(12)
                .into()
            } else {
                crate::widget::scroll(
                    column![
                        panel(attacker()).width(Fill),
                        panel(target()).width(Fill),
                        panel(self.results().into()).width(Fill),
                        panel(self.skill_panel()).width(Fill),
                    ]
                    .push(self.earlier_panel())
                    .spacing(12),
                )
                .height(Fill)
                .into()
            };
            container(page).padding(12).into()
        })
        .into()
    }

    /// Who attacks, with which weapon, in which mode, then the attack's numbers for
    /// that mode.
    fn attacker_inputs<'a>(
        &'a self,
        catalog: &'a Catalog,
        crew: &[ModelChoice],
    ) -> Column<'a, Message> {
        let weapons = self.weapon_choices(catalog);
        let numbers = match self.mode {
            Mode::Melee => self.melee_inputs(),
            Mode::Ranged => self.ranged_inputs(),
        };
        let mode_button = |label, mode| {
            named(
                id::mode(mode),
                widget::button(text(label).align_x(Center).width(Fill))
                    .on_press(Message::ModeChosen(mode))
                    .width(Fill)
                    .style(if self.mode == mode {
                        theme::primary_button
                    } else {
                        theme::secondary_button
                    }),
            )
            .width(Fill)
        };
        column![
            text(tr!("calculator-attacker"))
                .font(theme::BOLD)
                .size(theme::size::HEADING),
            self.attacker_search.view(
                &tr!("calculator-search-attacker"),
                catalog,
                Message::AttackerSearched,
                Message::AttackerPicked,
                Message::AttackerSubmitted,
            ),
        ]
        .spacing(8)
        .push(crew_pick(crew, Message::AttackerPicked))
        .push((!weapons.is_empty()).then(|| {
            picker(weapons, self.weapon.clone(), Message::WeaponPicked)
                .padding([6, 10])
                .placeholder(tr!("calculator-weapon"))
                .width(Fill)
        }))
        .push(
            row![
                mode_button(tr!("calculator-melee"), Mode::Melee),
                mode_button(tr!("calculator-ranged"), Mode::Ranged)
            ]
            .spacing(8),
        )
        .extend(numbers)
    }

    /// A melee attack's numbers in the order it is played: the dice, what a hit does,
    /// then Effort and outnumbering.
    fn melee_inputs(&self) -> Vec<Element<'_, Message>> {
        let attack = &self.attack;
        let dice = [
            value(tr!("calculator-attacks"), Field::Attacks, attack.attacks),
            value(tr!("calculator-strength"), Field::Strength, attack.strength),
            toggle(tr!("calculator-heavy"), Switch::Heavy, attack.heavy),
        ];
        let modifiers = [
            value(
                tr!("calculator-attacker-effort"),
                Field::AttackerEffort,
                attack.attacker_effort,
            ),
            value(
                tr!("calculator-defender-effort"),
                Field::DefenderEffort,
                attack.defender_effort,
            ),
            value(
                tr!("calculator-outnumbered"),
                Field::Outnumbered,
                attack.outnumbered,
            ),
        ];
        dice.into_iter()
            .chain(self.hit_inputs())
            .chain(modifiers)
            .collect()
    }

    /// A ranged attack's numbers in the order it is played: the dice, what a hit does,
    /// then what removes dice.
    fn ranged_inputs(&self) -> Vec<Element<'_, Message>> {
        let attack = &self.attack;
        let dice = [
            value(
                tr!("calculator-rate-of-fire"),
                Field::RateOfFire,
                attack.rate_of_fire,
            ),
            value(
                tr!("calculator-weapon-strength"),
                Field::Strength,
                attack.strength,
            ),
        ];
        let modifiers = [
            toggle(tr!("calculator-moved"), Switch::Moved, attack.moved),
            toggle(
                tr!("calculator-out-of-range"),
                Switch::OutOfRange,
                attack.out_of_range,
            ),
            toggle(tr!("calculator-cover"), Switch::Cover, attack.cover),
            toggle(tr!("calculator-blind"), Switch::Blind, attack.blind),
            value(tr!("calculator-dodge"), Field::Dodge, attack.dodge),
        ];
        dice.into_iter()
            .chain(self.hit_inputs())
            .chain(modifiers)
            .collect()
    }

    /// What a hit does and whether the Strength die is rolled: the same in both modes.
    fn hit_inputs(&self) -> [Element<'_, Message>; 3] {
        let attack = &self.attack;
        [
            value(
                tr!("calculator-injury"),
                Field::Injury,
                attack.damage.injury,
            ),
            value(tr!("calculator-stun"), Field::Stun, attack.damage.stun),
            toggle(
                tr!("calculator-strength-die"),
                Switch::StrengthDie,
                attack.strength_die,
            ),
        ]
    }

    /// The model attacked: its stats and markers, with reminders of its traits that
    /// change the attack.
    fn target_inputs<'a>(
        &'a self,
        catalog: &'a Catalog,
        crew: &[ModelChoice],
    ) -> Column<'a, Message> {
        let target = &self.attack.target;
        let hints = self
            .target_model
            .as_ref()
            .map(|t| trait_hints(catalog.model_at(t.index)))
            .unwrap_or_default();
        column![
            text(tr!("calculator-target"))
                .font(theme::BOLD)
                .size(theme::size::HEADING),
            self.target_search.view(
                &tr!("calculator-search-target"),
                catalog,
                Message::TargetSearched,
                Message::TargetPicked,
                Message::TargetSubmitted,
            ),
        ]
        .spacing(8)
        .push(crew_pick(crew, Message::TargetPicked))
        .extend(hints)
        .extend([
            value(tr!("calculator-defense"), Field::Defense, target.defense),
            value(
                tr!("calculator-willpower"),
                Field::Willpower,
                target.willpower.unwrap_or(DEFAULT_TOUGHNESS),
            ),
            value(
                tr!("calculator-endurance"),
                Field::Endurance,
                target.endurance.unwrap_or(DEFAULT_TOUGHNESS),
            ),
            value(
                tr!("calculator-target-stun"),
                Field::TargetStun,
                target.stun,
            ),
            value(
                tr!("calculator-target-injury"),
                Field::TargetInjury,
                target.injury,
            ),
            toggle(
                tr!("calculator-knocked-out"),
                Switch::TargetKnockedOut,
                target.knocked_out,
            ),
        ])
    }

    fn results(&self) -> Column<'_, Message> {
        let odds = match self.attack_odds() {
            Ok(odds) => odds,
            Err(error) => {
                return column![
                    container(text(tr!(
                        "calculator-unplayable",
                        why = crate::words::odds::error(error)
                    )))
                    .padding(12)
                    .width(Fill)
                    .style(theme::error_banner)
                ];
            }
        };
        let big = |label: String, value: String| {
            container(
                column![
                    text(label).size(theme::size::SMALL).style(theme::muted),
                    text(value).font(theme::BOLD).size(40).style(theme::accent),
                ]
                .align_x(Center)
                .spacing(2),
            )
            .padding(10)
            .width(TILE)
            .style(theme::row)
        };
        let percent = |p: f64| numbers::percent(p, 0);
        let headline = row![
            big(tr!("calculator-hit-once"), percent(odds.at_least(1))),
            big(tr!("calculator-target-ko"), percent(odds.ko.unwrap_or(0.0))),
            big(
                tr!("calculator-casualty"),
                percent(odds.casualty.unwrap_or(0.0))
            ),
            big(
                tr!("calculator-expected-hits"),
                numbers::decimal(odds.expected_hits(), 2),
            ),
        ]
        .spacing(8)
        .wrap();

        let at_least = row((1..=odds.hits.max_value()).map(|k| {
            container(
                column![
                    text(tr!("calculator-hits-at-least", count = k))
                        .size(theme::size::SMALL)
                        .style(theme::muted),
                    text(numbers::percent(odds.at_least(k), 1)).font(theme::BOLD),
                ]
                .align_x(Center),
            )
            .padding([4, 8])
            .style(theme::chip)
            .into()
        }))
        .spacing(6)
        .wrap();

        column![
            text(tr!("calculator-attack-odds"))
                .font(theme::BOLD)
                .size(theme::size::HEADING),
            text(dice_summary(odds)).style(theme::muted),
            headline,
            // The roller sits here, its result beside its button, above the fold.
            self.roller(),
            rule::horizontal(1),
            text(tr!("calculator-hits-that-land")).font(theme::BOLD),
            bars(&odds.hits.probabilities(), 0, 120.0),
            at_least,
            text(tr!(
                "calculator-expected-damage",
                stun = numbers::decimal(odds.stun.mean(), 2),
                injury = numbers::decimal(odds.injury.mean(), 2),
                critical = percent(odds.critical)
            )),
            text(critical())
                .size(theme::size::SMALL)
                .style(theme::muted),
        ]
        .spacing(12)
    }

    /// The earlier rolls in a panel of their own at the foot of a page of one or two
    /// columns, under the skill roll: the list grows where nothing is below it.
    fn earlier_panel(&self) -> Element<'_, Message> {
        if self.history().nth(1).is_none() {
            return column![].into();
        }
        container(self.earlier_rolls())
            .padding(12)
            .width(Fill)
            .style(theme::panel)
            .into()
    }

    fn roller(&self) -> Element<'_, Message> {
        let mut roller = column![
            row![
                text(tr!("calculator-dice-roller"))
                    .font(theme::BOLD)
                    .size(theme::size::HEADING)
                    .width(Fill),
                named(
                    id::ROLL,
                    widget::button(
                        row![icon::dice(), text(tr!("calculator-roll"))]
                            .spacing(6)
                            .align_y(Center)
                    )
                    .on_press(Message::Roll)
                    .style(theme::primary_button)
                ),
                named(
                    id::CLEAR_HISTORY,
                    widget::button(text(tr!("calculator-clear")))
                        .on_press_maybe(
                            (self.history.front().is_some()).then_some(Message::ClearHistory)
                        )
                        .style(theme::secondary_button)
                ),
            ]
            .spacing(8)
            .align_y(Center)
        ]
        .spacing(10);
        match self.history().next() {
            None => {
                let hint = text(tr!("calculator-roll-hint"))
                    .style(theme::muted)
                    .width(Fill);
                // In the room of a roll, in a box like a roll's, so that the first one
                // moves nothing below.
                roller = roller.push(match self.sample_roll() {
                    Some(sample) => container(widget::placeholder(
                        container(hint).padding(10),
                        [roll_view(&sample)],
                    ))
                    .style(theme::row)
                    .into(),
                    None => Element::from(hint),
                });
            }
            Some(latest) => roller = roller.push(roll_view(latest)),
        }
        roller.into()
    }

    /// The rolls before the latest, at the foot of the page: the list grows where
    /// nothing is below it.
    fn earlier_rolls(&self) -> Column<'_, Message> {
        let line = |record: &RollRecord, outcome: &str| {
            text(crate::words::said_of(&record.title, outcome))
                .size(theme::size::SMALL)
                .style(theme::muted)
        };
        let mut earlier = column![].spacing(10);
        if self.history().nth(1).is_some() {
            earlier = earlier.push(text(tr!("calculator-earlier-rolls")).font(theme::BOLD));
        }
        for record in self.history().skip(1) {
            earlier = earlier.push(line(record, &outcome(record)));
        }
        earlier.width(Fill)
    }

    fn skill_panel(&self) -> Element<'_, Message> {
        let mut panel = column![
            text(tr!("calculator-skill-roll"))
                .font(theme::BOLD)
                .size(theme::size::HEADING),
            text(tr!("calculator-skill-hint"))
                .size(theme::size::SMALL)
                .style(theme::muted),
            value(tr!("calculator-dice"), Field::SkillDice, self.skill.dice),
            value(tr!("calculator-skill"), Field::SkillValue, self.skill.skill),
            toggle(
                tr!("calculator-opposed"),
                Switch::Opposed,
                self.skill.opposed
            ),
        ]
        .spacing(10);
        // The roll and its result under the chance it had: the dice show next to the
        // button, above the bars.
        let roll = named(
            id::ROLL_SKILL,
            widget::button(
                row![icon::dice(), text(tr!("calculator-roll-skill"))]
                    .spacing(6)
                    .align_y(Center),
            )
            .on_press(Message::RollSkill)
            .style(theme::primary_button),
        );
        match self.skill_odds() {
            Ok(odds) => {
                let pass = column![
                    text(tr!("calculator-pass")).style(theme::muted),
                    // Smaller than the attack's tiles: it shares its line with the
                    // roll button, and "58,3 %" must fit beside it in a narrow panel.
                    text(numbers::percent(odds.pass, 1))
                        .font(theme::BOLD)
                        .size(32)
                        .style(theme::accent),
                ]
                .align_x(Center)
                .width(Fill);
                panel = panel.push(row![pass, roll].spacing(10).align_y(Center));
                // The roll, or before it the room of one, so that the first roll moves
                // nothing below.
                if let Some(rolled) = self.skill_roll() {
                    panel = panel.push(skill_roll_view(rolled));
                } else if let Some(sample) = self.sample_skill_roll() {
                    panel = panel.push(widest(
                        iced::widget::space::horizontal(),
                        [skill_roll_view(&sample)],
                    ));
                }
                let low = odds.kept_sum.min_value();
                let probabilities: Vec<f64> = odds.kept_sum.probabilities()[low..].to_vec();
                panel = panel
                    .push(text(tr!("calculator-kept-sum")).font(theme::BOLD))
                    .push(bars(&probabilities, low, 90.0));
            }
            Err(error) => {
                panel = panel.push(text(crate::words::odds::error(error)).style(theme::danger))
            }
        }
        panel.into()
    }
}

/// A number the user steps within `range`.
fn value<'a>(label: String, field: Field, current: u32) -> Element<'a, Message> {
    named_stepper(id::field(field), label, current, field.range(), move |v| {
        Message::ValueChanged(field, v)
    })
}

/// A switch the user flips.
fn toggle<'a>(label: String, which: Switch, on: bool) -> Element<'a, Message> {
    named(
        id::switch(which),
        switch(label, on, move |on| Message::Toggled(which, on)),
    )
    .into()
}

/// The open crew's models, when a crew is open, offered beside the catalog search.
fn crew_pick<'a>(
    crew: &[ModelChoice],
    on_pick: fn(ModelChoice) -> Message,
) -> Option<Element<'a, Message>> {
    (!crew.is_empty()).then(|| {
        picker(crew.to_vec(), None::<ModelChoice>, on_pick)
            .padding([6, 10])
            .placeholder(tr!("calculator-crew-pick"))
            .width(Fill)
            .into()
    })
}

/// Reminders for the target's traits that the calculator leaves to the user to enter.
fn trait_hints<'a>(model: &Model) -> Vec<Element<'a, Message>> {
    [
        ("Martial Artist", tr!("calculator-hint-martial-artist")),
        ("Dodge", tr!("calculator-hint-dodge")),
        ("Acrobat", tr!("calculator-hint-acrobat")),
    ]
    .into_iter()
    .filter(|(trait_name, _)| model.has_trait(trait_name))
    .map(|(trait_name, hint)| {
        text(words::said_of(trait_name, &hint))
            .size(theme::size::SMALL)
            .style(theme::muted)
            .into()
    })
    .collect()
}

/// "4 attack dice hit on 3+, 3 defense dice block on 4+, the Strength die hits on 4+".
fn dice_summary(odds: &AttackOdds) -> String {
    let (dice, on) = (odds.attack_dice, odds.hit_on);
    let mut parts = vec![tr!("calculator-attack-dice", dice = dice, on = on)];
    if odds.defense_dice > 0 {
        let (dice, on) = (odds.defense_dice, odds.block_on);
        parts.push(tr!("calculator-defense-dice", dice = dice, on = on));
    }
    if odds.strength_die {
        let on = odds.strength_on;
        parts.push(tr!("calculator-strength-die-hits", on = on));
    } else {
        parts.push(tr!("calculator-no-strength-die"));
    }
    parts.join(", ")
}

/// "3 hits (1 blocked), critical: 3 Stun, 3 Injury, KO".
fn outcome(record: &RollRecord) -> String {
    let roll = &record.roll;
    let end = if roll.casualty == Some(true) {
        Some(tr!("calculator-casualty"))
    } else if roll.knocked_out == Some(true) {
        Some("KO".to_owned())
    } else {
        None
    };
    said(
        [roll.hits, roll.blocked, roll.stun, roll.injury],
        roll.critical,
        end,
    )
}

/// A roll's outcome from its `[hits, blocked, stun, injury]`, whether it was a
/// critical, and how the target ended (Casualty, KO).
fn said([hits, blocked, stun, injury]: [u32; 4], critical: bool, end: Option<String>) -> String {
    let mut text = tr!("calculator-outcome-hits", count = hits);
    if blocked > 0 {
        text.push(' ');
        text.push_str(&tr!("calculator-outcome-blocked", count = blocked));
    }
    if critical {
        text.push_str(", ");
        text.push_str(&tr!("calculator-outcome-critical"));
    }
    text.push_str(": ");
    text.push_str(&tr!(
        "calculator-outcome-damage",
        stun = stun,
        injury = injury
    ));
    if let Some(end) = end {
        text.push_str(", ");
        text.push_str(&end);
    }
    text
}

/// What a critical does, said wherever one is shown.
fn critical() -> String {
    tr!("calculator-critical")
}

/// A skill roll with real dice: every die, the two kept outlined, the sum and the verdict.
fn skill_roll_view<'a>(roll: &SkillRoll) -> Element<'a, Message> {
    let mut kept = roll.kept.clone();
    let dice = row(roll.dice.iter().map(|&face| {
        let is_kept = kept
            .iter()
            .position(|&k| k == face)
            .map(|at| kept.remove(at));
        rolled::die(
            RolledDie {
                face,
                success: is_kept.is_some(),
            },
            if is_kept.is_some() {
                rolled::Kind::Hit
            } else {
                rolled::Kind::Miss
            },
        )
    }))
    .spacing(6)
    .wrap();
    let sum = roll.sum;
    let verdict = if roll.passed {
        tr!("calculator-passed")
    } else {
        tr!("calculator-failed")
    };
    container(
        column![
            dice,
            text(tr!("calculator-kept", sum = sum, verdict = verdict))
                .font(theme::BOLD)
                .size(theme::size::HEADING)
                .style(if roll.passed {
                    theme::success
                } else {
                    theme::danger
                }),
            text(tr!("calculator-kept-legend"))
                .size(theme::size::SMALL)
                .style(theme::muted),
        ]
        .spacing(8),
    )
    .padding(10)
    .width(Fill)
    .style(theme::row)
    .into()
}

fn roll_view<'a>(record: &RollRecord) -> Element<'a, Message> {
    let roll = &record.roll;
    let mut shown = column![
        text(record.title.clone()).font(theme::BOLD),
        rolled::dice(roll),
        // In the room of the longest outcome, so that a roll after another of the same
        // attack moves nothing below it.
        widest(
            text(outcome(record))
                .font(theme::BOLD)
                .size(theme::size::HEADING)
                .style(theme::accent),
            [
                text(said([8, 8, 88, 88], true, Some(tr!("calculator-casualty"))))
                    .font(theme::BOLD)
                    .size(theme::size::HEADING)
                    .into()
            ]
        ),
    ]
    .spacing(8);
    // The critical's note, or its room.
    let note = text(if roll.critical {
        critical()
    } else {
        String::new()
    })
    .size(theme::size::SMALL);
    shown = shown.push(widest(
        note.style(theme::muted),
        [text(critical()).size(theme::size::SMALL).into()],
    ));
    container(
        shown.push(
            text(rolled::legend())
                .size(theme::size::SMALL)
                .style(theme::muted),
        ),
    )
    .padding(10)
    .width(Fill)
    .style(theme::row)
    .into()
}
