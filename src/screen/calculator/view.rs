//! The calculators' view: inputs on the left, the attack's odds and the dice roller in
//! the middle, the skill roll on the right.

use super::id;
use super::{DEFAULT_TOUGHNESS, Field, Message, Mode, ModelChoice, RollRecord, State, Switch};
use crate::bmg::catalog::Model;
use crate::bmg::odds::{AttackOdds, RolledDie, SkillRoll};
use crate::bmg::{Catalog, Crew};
use crate::widget::bars::bars;
use crate::widget::named::named;
use crate::widget::stepper::named_stepper;
use crate::widget::widest;
use crate::widget::{self, rolled, switch};
use crate::{icon, theme};
use iced::widget::{Column, button, column, container, pick_list, responsive, row, rule, text};
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
                        button::primary
                    } else {
                        button::secondary
                    }),
            )
            .width(Fill)
        };
        column![
            text("Attacker")
                .font(theme::BOLD)
                .size(theme::size::HEADING),
            self.attacker_search.view(
                "Search the catalog for the attacker",
                catalog,
                Message::AttackerSearched,
                Message::AttackerPicked,
                Message::AttackerSubmitted,
            ),
        ]
        .spacing(8)
        .push(crew_pick(crew, Message::AttackerPicked))
        .push((!weapons.is_empty()).then(|| {
            pick_list(weapons, self.weapon.clone(), Message::WeaponPicked)
                .padding([6, 10])
                .placeholder("Weapon")
                .width(Fill)
        }))
        .push(
            row![
                mode_button("Melee", Mode::Melee),
                mode_button("Ranged", Mode::Ranged)
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
            value("Attacks", Field::Attacks, attack.attacks),
            value("Strength", Field::Strength, attack.strength),
            toggle(
                "Heavy weapon (+1 to the Strength die)",
                Switch::Heavy,
                attack.heavy,
            ),
        ];
        let modifiers = [
            value(
                "Attacker Effort",
                Field::AttackerEffort,
                attack.attacker_effort,
            ),
            value(
                "Defender Effort",
                Field::DefenderEffort,
                attack.defender_effort,
            ),
            value(
                "Enemies in contact after the first",
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
                "Rate of fire (0: Strength die only)",
                Field::RateOfFire,
                attack.rate_of_fire,
            ),
            value("Weapon Strength", Field::Strength, attack.strength),
        ];
        let modifiers = [
            toggle("Moved first (2 dice fewer)", Switch::Moved, attack.moved),
            toggle(
                "Out of effective range (1 fewer)",
                Switch::OutOfRange,
                attack.out_of_range,
            ),
            toggle("Target in cover (1 fewer)", Switch::Cover, attack.cover),
            toggle("Firing blind (2 fewer)", Switch::Blind, attack.blind),
            value("Dice the target dodges", Field::Dodge, attack.dodge),
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
            value("Injury per hit", Field::Injury, attack.damage.injury),
            value("Stun per hit", Field::Stun, attack.damage.stun),
            toggle(
                "Strength die (off: Bat-Armor and the like)",
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
            text("Target").font(theme::BOLD).size(theme::size::HEADING),
            self.target_search.view(
                "Search the catalog for the target",
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
            value("Defense", Field::Defense, target.defense),
            value(
                "Willpower",
                Field::Willpower,
                target.willpower.unwrap_or(DEFAULT_TOUGHNESS),
            ),
            value(
                "Endurance",
                Field::Endurance,
                target.endurance.unwrap_or(DEFAULT_TOUGHNESS),
            ),
            value("Stun on it", Field::TargetStun, target.stun),
            value("Injury on it", Field::TargetInjury, target.injury),
            toggle("Knocked Out", Switch::TargetKnockedOut, target.knocked_out),
        ])
    }

    fn results(&self) -> Column<'_, Message> {
        let odds = match self.attack_odds() {
            Ok(odds) => odds,
            Err(error) => {
                return column![
                    container(text(format!(
                        "These values cannot be played: {}.",
                        crate::words::odds::error(error)
                    )))
                    .padding(12)
                    .width(Fill)
                    .style(theme::error_banner)
                ];
            }
        };
        let big = |label: &'static str, value: String| {
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
        let percent = |p: f64| format!("{:.0}%", p * 100.0);
        let headline = row![
            big("Hit at least once", percent(odds.at_least(1))),
            big("Target KO", percent(odds.ko.unwrap_or(0.0))),
            big("Casualty", percent(odds.casualty.unwrap_or(0.0))),
            big("Expected hits", format!("{:.2}", odds.expected_hits())),
        ]
        .spacing(8)
        .wrap();

        let at_least = row((1..=odds.hits.max_value()).map(|k| {
            container(
                column![
                    text(format!("{k}+ hits"))
                        .size(theme::size::SMALL)
                        .style(theme::muted),
                    text(format!("{:.1}%", odds.at_least(k) * 100.0)).font(theme::BOLD),
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
            text("Attack odds").font(theme::BOLD).size(theme::size::HEADING),
            text(dice_summary(odds)).style(theme::muted),
            headline,
            // The roller sits here, its result beside its button, above the fold.
            self.roller(),
            rule::horizontal(1),
            text("Hits that land").font(theme::BOLD),
            bars(&odds.hits.probabilities(), 0, 120.0),
            at_least,
            text(format!(
                "Expected damage: {:.2} Stun and {:.2} Injury · critical (natural 6 on the Strength die): {}",
                odds.stun.mean(),
                odds.injury.mean(),
                percent(odds.critical)
            )),
            text(CRITICAL).size(theme::size::SMALL).style(theme::muted),
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
                text("Dice roller")
                    .font(theme::BOLD)
                    .size(theme::size::HEADING)
                    .width(Fill),
                named(
                    id::ROLL,
                    widget::button(
                        row![icon::dice(), text("Roll the dice")]
                            .spacing(6)
                            .align_y(Center)
                    )
                    .on_press(Message::Roll)
                    .style(button::primary)
                ),
                named(
                    id::CLEAR_HISTORY,
                    widget::button(text("Clear"))
                        .on_press_maybe(
                            (self.history.front().is_some()).then_some(Message::ClearHistory)
                        )
                        .style(button::secondary)
                ),
            ]
            .spacing(8)
            .align_y(Center)
        ]
        .spacing(10);
        match self.history().next() {
            None => {
                let hint = text("Roll the same attack with real dice: each die shows whether it hit or was blocked.")
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
            text(format!("{}: {outcome}", record.title))
                .size(theme::size::SMALL)
                .style(theme::muted)
        };
        let mut earlier = column![].spacing(10);
        if self.history().nth(1).is_some() {
            earlier = earlier.push(text("Earlier rolls").font(theme::BOLD));
        }
        for record in self.history().skip(1) {
            earlier = earlier.push(line(record, &outcome(record)));
        }
        earlier.width(Fill)
    }

    fn skill_panel(&self) -> Element<'_, Message> {
        let mut panel = column![
            text("Skill roll").font(theme::BOLD).size(theme::size::HEADING),
            text("Roll the dice, keep two: pass at or under the skill; opposed, beat the target's skill with the two highest.")
                .size(theme::size::SMALL)
                .style(theme::muted),
            value("Dice", Field::SkillDice, self.skill.dice),
            value("Skill", Field::SkillValue, self.skill.skill),
            toggle("Opposed roll", Switch::Opposed, self.skill.opposed),
        ]
        .spacing(10);
        // The roll and its result under the chance it had: the dice show next to the
        // button, above the bars.
        let roll = named(
            id::ROLL_SKILL,
            widget::button(
                row![icon::dice(), text("Roll the skill")]
                    .spacing(6)
                    .align_y(Center),
            )
            .on_press(Message::RollSkill)
            .style(button::primary),
        );
        match self.skill_odds() {
            Ok(odds) => {
                let pass = column![
                    text("Pass").style(theme::muted),
                    text(format!("{:.1}%", odds.pass * 100.0))
                        .font(theme::BOLD)
                        .size(40)
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
                    .push(text("Sum of the two dice kept").font(theme::BOLD))
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
fn value(label: &str, field: Field, current: u32) -> Element<'_, Message> {
    named_stepper(id::field(field), label, current, field.range(), move |v| {
        Message::ValueChanged(field, v)
    })
}

/// A switch the user flips.
fn toggle(label: &str, which: Switch, on: bool) -> Element<'_, Message> {
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
        pick_list(crew.to_vec(), None::<ModelChoice>, on_pick)
            .padding([6, 10])
            .placeholder("Or pick from your crew")
            .width(Fill)
            .into()
    })
}

/// Reminders for the target's traits that the calculator leaves to the user to enter.
fn trait_hints<'a>(model: &Model) -> Vec<Element<'a, Message>> {
    [
        (
            "Martial Artist",
            "ignores outnumbering: leave enemies in contact at 0",
        ),
        (
            "Dodge",
            "removes dice from ranged attacks: set the dice it dodges",
        ),
        (
            "Acrobat",
            "may dodge ranged attacks: set the dice it dodges",
        ),
    ]
    .into_iter()
    .filter(|(trait_name, _)| model.has_trait(trait_name))
    .map(|(trait_name, hint)| {
        text(format!("{trait_name}: {hint}"))
            .size(theme::size::SMALL)
            .style(theme::muted)
            .into()
    })
    .collect()
}

/// "4 attack dice hit on 3+, 3 defense dice block on 4+, the Strength die hits on 4+".
fn dice_summary(odds: &AttackOdds) -> String {
    let mut parts = vec![format!(
        "{} attack dice hit on {}+",
        odds.attack_dice, odds.hit_on
    )];
    if odds.defense_dice > 0 {
        parts.push(format!(
            "{} defense dice block on {}+",
            odds.defense_dice, odds.block_on
        ));
    }
    if odds.strength_die {
        parts.push(format!(
            "the Strength die hits on {}+ (never blocked)",
            odds.strength_on
        ));
    } else {
        parts.push("no Strength die".to_owned());
    }
    parts.join(", ")
}

/// "3 hits (1 blocked), critical: 3 Stun, 3 Injury, KO".
fn outcome(record: &RollRecord) -> String {
    let roll = &record.roll;
    let mut text = crate::words::count(roll.hits, "hit", "hits");
    if roll.blocked > 0 {
        text.push_str(&format!(" ({} blocked)", roll.blocked));
    }
    if roll.critical {
        text.push_str(", critical");
    }
    text.push_str(&format!(": {} Stun, {} Injury", roll.stun, roll.injury));
    if roll.casualty == Some(true) {
        text.push_str(", Casualty");
    } else if roll.knocked_out == Some(true) {
        text.push_str(", KO");
    }
    text
}

/// What a critical does, said wherever one is shown.
const CRITICAL: &str = "Critical: a natural 6 on the Strength die. Besides its hit, the target is Knocked Down (or takes the weapon's CRT effect instead).";

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
    let verdict = if roll.passed { "Passed" } else { "Failed" };
    container(
        column![
            dice,
            text(format!("Kept {}: {verdict}", roll.sum))
                .font(theme::BOLD)
                .size(theme::size::HEADING)
                .style(if roll.passed {
                    theme::success
                } else {
                    theme::danger
                }),
            text("Green: the dice kept")
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
                text("8 hits (8 blocked), critical: 88 Stun, 88 Injury, Casualty")
                    .font(theme::BOLD)
                    .size(theme::size::HEADING)
                    .into()
            ]
        ),
    ]
    .spacing(8);
    // The critical's note, or its room.
    let critical = text(if roll.critical { CRITICAL } else { "" }).size(theme::size::SMALL);
    shown = shown.push(widest(
        critical.style(theme::muted),
        [text(CRITICAL).size(theme::size::SMALL).into()],
    ));
    container(
        shown.push(
            text(rolled::LEGEND)
                .size(theme::size::SMALL)
                .style(theme::muted),
        ),
    )
    .padding(10)
    .width(Fill)
    .style(theme::row)
    .into()
}
