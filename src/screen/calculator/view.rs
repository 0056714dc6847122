//! The calculators' view: inputs on the left, the attack's odds and the dice roller in
//! the middle, the skill roll on the right.

use super::{Field, Message, Mode, ModelChoice, RollRecord, State, Switch};
use crate::bmg::odds::{AttackOdds, RolledDie, limits};
use crate::bmg::{Catalog, Crew};
use crate::widget::bars::bars;
use crate::widget::stepper::stepper;
use crate::widget::switch;
use crate::{icon, theme};
use iced::widget::{button, column, combo_box, container, pick_list, row, rule, scrollable, text};
use iced::{Center, Color, Element, Fill, Theme};

/// Which die of a roll, for its colour.
#[derive(Clone, Copy)]
enum DieKind {
    /// An attack die that hit.
    Hit,
    /// An attack die that hit but was blocked.
    Blocked,
    /// A die that failed.
    Miss,
    /// A defense die that blocked.
    Block,
    /// The Strength die.
    Strength { success: bool },
}

impl State {
    /// The calculators; `crew` offers the open crew's models as quick picks.
    pub fn view<'a>(
        &'a self,
        catalog: &'a Catalog,
        crew: Option<&'a Crew>,
    ) -> Element<'a, Message> {
        row![
            container(scrollable(self.inputs(catalog, crew)).spacing(6))
                .padding(12)
                .width(400)
                .height(Fill)
                .style(theme::panel),
            container(scrollable(self.results()).spacing(6))
                .padding(12)
                .width(Fill)
                .height(Fill)
                .style(theme::panel),
            container(self.skill_panel())
                .padding(12)
                .width(320)
                .height(Fill)
                .style(theme::panel),
        ]
        .spacing(12)
        .padding(12)
        .into()
    }

    fn inputs<'a>(&'a self, catalog: &'a Catalog, crew: Option<&'a Crew>) -> Element<'a, Message> {
        let crew_choices: Vec<ModelChoice> = crew
            .map(|crew| {
                crew.members
                    .iter()
                    .filter_map(|m| catalog.model_index(&m.model))
                    .map(|i| ModelChoice::of(catalog, i))
                    .collect()
            })
            .unwrap_or_default();
        let quick_pick = |on_pick: fn(ModelChoice) -> Message| -> Option<Element<'a, Message>> {
            (!crew_choices.is_empty()).then(|| {
                pick_list(crew_choices.clone(), None::<ModelChoice>, on_pick)
                    .placeholder("Or pick from your crew")
                    .width(Fill)
                    .into()
            })
        };

        let mut attacker = column![
            text("Attacker")
                .font(theme::BOLD)
                .size(theme::size::HEADING),
            combo_box(
                &self.attackers,
                "Search the catalog for the attacker",
                self.attacker.as_ref(),
                Message::AttackerPicked
            )
            .width(Fill),
        ]
        .spacing(8);
        if let Some(pick) = quick_pick(Message::AttackerPicked) {
            attacker = attacker.push(pick);
        }
        let weapons = self.weapon_choices(catalog);
        if !weapons.is_empty() {
            attacker = attacker.push(
                pick_list(weapons, self.weapon.clone(), Message::WeaponPicked)
                    .placeholder("Weapon")
                    .width(Fill),
            );
        }
        let mode_button = |label, mode| {
            button(text(label).align_x(Center).width(Fill))
                .on_press(Message::ModeChosen(mode))
                .width(Fill)
                .style(if self.mode == mode {
                    button::primary
                } else {
                    button::secondary
                })
        };
        attacker = attacker.push(
            row![
                mode_button("Melee", Mode::Melee),
                mode_button("Ranged", Mode::Ranged)
            ]
            .spacing(8),
        );
        let value = |label, field, current, range| {
            stepper(label, current, range, move |v| {
                Message::ValueChanged(field, v)
            })
        };
        let switch =
            |label, which, on: bool| switch(label, on, move |on| Message::Toggled(which, on));
        match self.mode {
            Mode::Melee => {
                attacker = attacker
                    .push(value(
                        "Attacks",
                        Field::Attacks,
                        self.melee.attacks,
                        limits::ATTACKS,
                    ))
                    .push(value(
                        "Strength",
                        Field::Strength,
                        self.melee.strength,
                        limits::STRENGTH,
                    ))
                    .push(switch(
                        "Heavy weapon (+1 to the Strength die)",
                        Switch::Heavy,
                        self.melee.heavy,
                    ))
            }
            Mode::Ranged => {
                attacker = attacker
                    .push(value(
                        "Rate of fire (0: Strength die only)",
                        Field::RateOfFire,
                        self.ranged.rate_of_fire,
                        limits::RATE_OF_FIRE,
                    ))
                    .push(value(
                        "Weapon Strength",
                        Field::Strength,
                        self.ranged.strength,
                        limits::STRENGTH,
                    ))
            }
        }
        attacker = attacker
            .push(value(
                "Injury per hit",
                Field::Injury,
                self.damage.injury,
                limits::DAMAGE,
            ))
            .push(value(
                "Stun per hit",
                Field::Stun,
                self.damage.stun,
                limits::DAMAGE,
            ))
            .push(switch(
                "Strength die (off: Bat-Armor and the like)",
                Switch::StrengthDie,
                self.melee.strength_die,
            ));
        match self.mode {
            Mode::Melee => {
                attacker = attacker
                    .push(value(
                        "Attacker Effort",
                        Field::AttackerEffort,
                        self.melee.attacker_effort,
                        limits::EFFORT,
                    ))
                    .push(value(
                        "Defender Effort",
                        Field::DefenderEffort,
                        self.melee.defender_effort,
                        limits::EFFORT,
                    ))
                    .push(value(
                        "Enemies in contact after the first",
                        Field::Outnumbered,
                        self.melee.outnumbered,
                        limits::OUTNUMBERED,
                    ));
            }
            Mode::Ranged => {
                attacker = attacker
                    .push(switch(
                        "Moved first (2 dice fewer)",
                        Switch::Moved,
                        self.ranged.moved,
                    ))
                    .push(switch(
                        "Out of effective range (1 fewer)",
                        Switch::OutOfRange,
                        self.ranged.out_of_range,
                    ))
                    .push(switch(
                        "Target in cover (1 fewer)",
                        Switch::Cover,
                        self.ranged.cover,
                    ))
                    .push(switch(
                        "Firing blind (2 fewer)",
                        Switch::Blind,
                        self.ranged.blind,
                    ))
                    .push(value(
                        "Dice the target dodges",
                        Field::Dodge,
                        self.ranged.dodge,
                        limits::DODGE,
                    ));
            }
        }

        let mut target = column![
            text("Target").font(theme::BOLD).size(theme::size::HEADING),
            combo_box(
                &self.targets,
                "Search the catalog for the target",
                self.target_model.as_ref(),
                Message::TargetPicked
            )
            .width(Fill),
        ]
        .spacing(8);
        if let Some(pick) = quick_pick(Message::TargetPicked) {
            target = target.push(pick);
        }
        if let Some(model) = self
            .target_model
            .as_ref()
            .map(|t| catalog.model_at(t.index))
        {
            for (trait_name, hint) in [
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
            ] {
                if model.has_trait(trait_name) {
                    target = target.push(
                        text(format!("{trait_name}: {hint}"))
                            .size(theme::size::SMALL)
                            .style(theme::muted),
                    );
                }
            }
        }
        target = target
            .push(value(
                "Defense",
                Field::Defense,
                self.target.defense,
                limits::DEFENSE,
            ))
            .push(value(
                "Willpower",
                Field::Willpower,
                self.target.willpower.unwrap_or(6),
                limits::TOUGHNESS,
            ))
            .push(value(
                "Endurance",
                Field::Endurance,
                self.target.endurance.unwrap_or(6),
                limits::TOUGHNESS,
            ))
            .push(value(
                "Stun on it",
                Field::TargetStun,
                self.target.stun,
                limits::MARKERS,
            ))
            .push(value(
                "Injury on it",
                Field::TargetInjury,
                self.target.injury,
                limits::MARKERS,
            ))
            .push(switch(
                "Knocked Out",
                Switch::TargetKnockedOut,
                self.target.knocked_out,
            ));

        column![attacker, rule::horizontal(1), target]
            .spacing(14)
            .into()
    }

    fn results(&self) -> Element<'_, Message> {
        let odds = match self.attack_odds() {
            Ok(odds) => odds,
            Err(error) => {
                return container(text(format!("These values cannot be played: {error}.")))
                    .padding(12)
                    .width(Fill)
                    .style(theme::error_banner)
                    .into();
            }
        };
        let big = |label: &'static str, value: String| {
            container(
                column![
                    text(label).style(theme::muted),
                    text(value).font(theme::BOLD).size(40).style(theme::accent),
                ]
                .align_x(Center)
                .spacing(2),
            )
            .padding(10)
            .width(Fill)
            .style(theme::row)
        };
        let percent = |p: f64| format!("{:.0}%", p * 100.0);
        let headline = row![
            big("Hit at least once", percent(odds.at_least(1))),
            big("Target KO", percent(odds.ko.unwrap_or(0.0))),
            big("Casualty", percent(odds.casualty.unwrap_or(0.0))),
            big("Expected hits", format!("{:.2}", odds.expected_hits())),
        ]
        .spacing(10);

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
            text("Hits that land").font(theme::BOLD),
            bars(&odds.hits.probabilities(), 0, 120.0),
            at_least,
            text(format!(
                "Expected damage: {:.2} Stun and {:.2} Injury · critical (natural 6 on the Strength die): {}",
                odds.stun.mean(),
                odds.injury.mean(),
                percent(odds.critical)
            )),
            rule::horizontal(1),
            self.roller(),
        ]
        .spacing(12)
        .into()
    }

    fn roller(&self) -> Element<'_, Message> {
        let mut roller = column![
            row![
                text("Dice roller")
                    .font(theme::BOLD)
                    .size(theme::size::HEADING)
                    .width(Fill),
                button(
                    row![icon::dice(), text("Roll the dice")]
                        .spacing(6)
                        .align_y(Center)
                )
                .on_press(Message::Roll)
                .style(button::primary),
                button(text("Clear"))
                    .on_press_maybe(
                        (self.history.front().is_some()).then_some(Message::ClearHistory)
                    )
                    .style(button::secondary),
            ]
            .spacing(8)
            .align_y(Center)
        ]
        .spacing(10);
        let mut records = self.history();
        match records.next() {
            None => {
                roller = roller.push(
                    text("Roll the same attack with real dice: each die shows whether it hit or was blocked.")
                        .style(theme::muted),
                );
            }
            Some(latest) => {
                roller = roller.push(roll_view(latest));
                let older: Vec<&RollRecord> = records.collect();
                if !older.is_empty() {
                    roller = roller.push(text("Earlier rolls").font(theme::BOLD));
                    for record in older {
                        roller = roller.push(
                            text(format!("{}: {}", record.title, outcome(record)))
                                .size(theme::size::SMALL)
                                .style(theme::muted),
                        );
                    }
                }
            }
        }
        roller.into()
    }

    fn skill_panel(&self) -> Element<'_, Message> {
        let mut panel = column![
            text("Skill roll").font(theme::BOLD).size(theme::size::HEADING),
            text("Roll the dice, keep two: pass at or under the skill; opposed, beat the target's skill with the two highest.")
                .size(theme::size::SMALL)
                .style(theme::muted),
            stepper("Dice", self.skill.dice, limits::SKILL_DICE, |v| {
                Message::ValueChanged(Field::SkillDice, v)
            }),
            stepper("Skill", self.skill.skill, limits::SKILL, |v| {
                Message::ValueChanged(Field::SkillValue, v)
            }),
            switch("Opposed roll", self.skill.opposed, |on| {
                Message::Toggled(Switch::Opposed, on)
            }),
        ]
        .spacing(10);
        match self.skill_odds() {
            Ok(odds) => {
                panel = panel
                    .push(
                        column![
                            text("Pass").style(theme::muted),
                            text(format!("{:.1}%", odds.pass * 100.0))
                                .font(theme::BOLD)
                                .size(40)
                                .style(theme::accent),
                        ]
                        .align_x(Center)
                        .width(Fill),
                    )
                    .push(text("Sum of the two dice kept").font(theme::BOLD));
                let low = odds.kept_sum.min_value();
                let probabilities: Vec<f64> = odds.kept_sum.probabilities()[low..].to_vec();
                panel = panel.push(bars(&probabilities, low, 90.0));
            }
            Err(error) => panel = panel.push(text(error.to_string()).style(theme::danger)),
        }
        panel.into()
    }
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
    let mut text = format!("{} hit{}", roll.hits, if roll.hits == 1 { "" } else { "s" });
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

fn roll_view(record: &RollRecord) -> Element<'_, Message> {
    let roll = &record.roll;
    let mut blocked_left = roll.blocked;
    let attack = row(roll.attack.iter().map(|die| {
        let kind = if !die.success {
            DieKind::Miss
        } else if blocked_left > 0 {
            blocked_left -= 1;
            DieKind::Blocked
        } else {
            DieKind::Hit
        };
        die_view(*die, kind)
    }))
    .spacing(6);
    let mut dice = column![row![text("Attack").width(80), attack].align_y(Center)].spacing(6);
    if !roll.defense.is_empty() {
        dice = dice.push(
            row![
                text("Defense").width(80),
                row(roll.defense.iter().map(|die| {
                    die_view(
                        *die,
                        if die.success {
                            DieKind::Block
                        } else {
                            DieKind::Miss
                        },
                    )
                }))
                .spacing(6)
            ]
            .align_y(Center),
        );
    }
    if let Some(die) = roll.strength {
        dice = dice.push(
            row![
                text("Strength").width(80),
                die_view(
                    die,
                    DieKind::Strength {
                        success: die.success
                    }
                )
            ]
            .align_y(Center),
        );
    }
    container(
        column![
            text(&record.title).font(theme::BOLD),
            dice,
            text(outcome(record))
                .font(theme::BOLD)
                .size(theme::size::HEADING)
                .style(theme::accent),
            text(
                "Green: hit · orange: hit, then blocked · blue: block · outlined: the Strength die"
            )
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

fn die_view<'a>(die: RolledDie, kind: DieKind) -> Element<'a, Message> {
    container(text(die.face.to_string()).font(theme::BOLD).size(18))
        .center(36)
        .style(move |theme: &Theme| {
            let palette = theme.extended_palette();
            let (background, border) = match kind {
                DieKind::Hit => (palette.success.base.color, Color::TRANSPARENT),
                DieKind::Blocked => (palette.warning.base.color, Color::TRANSPARENT),
                DieKind::Miss => (palette.background.strong.color, Color::TRANSPARENT),
                DieKind::Block => (color_block(), Color::TRANSPARENT),
                DieKind::Strength { success } => (
                    if success {
                        palette.success.base.color
                    } else {
                        palette.background.strong.color
                    },
                    palette.primary.base.color,
                ),
            };
            container::Style::default()
                .background(background)
                .color(Color::WHITE)
                .border(iced::Border::default().rounded(6).width(3).color(border))
        })
        .into()
}

/// The blue of a defense die that blocked.
fn color_block() -> Color {
    iced::color!(0x3b6fd4)
}
