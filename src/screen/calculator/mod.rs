//! The dice calculators: attack odds (melee and ranged), a skill-roll panel, and a
//! dice roller for the same attack.
//!
//! Attacker and target come from the catalog (or the open crew) and fill in their
//! stats and weapons; every value can then be stepped, and the exact odds follow.

mod view;

use crate::bmg::catalog::{Model, Weapon};
use crate::bmg::odds::{
    self, AttackOdds, Damage, Melee, OddsError, Ranged, Roll, Skill, SkillOdds, Target,
};
use crate::bmg::{Catalog, names};
use iced::widget::combo_box;
use std::collections::VecDeque;
use std::fmt;

/// Rolls kept in the roller's history.
pub const HISTORY: usize = 8;

/// A model offered in the attacker and target pickers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelChoice {
    /// Catalog position.
    pub index: usize,
    /// "Alias [affiliations]".
    pub label: String,
}

impl fmt::Display for ModelChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label)
    }
}

impl ModelChoice {
    /// The choice for the model at `index`.
    pub fn of(catalog: &Catalog, index: usize) -> ModelChoice {
        let model = catalog.model_at(index);
        ModelChoice {
            index,
            label: format!("{} [{}]", model.alias, model.affiliations.join(", ")),
        }
    }
}

/// A weapon of the attacker, or its bare hands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WeaponChoice {
    /// Position in the attacker's weapons; `None` for an unarmed attack.
    pub index: Option<usize>,
    /// "Katana (2 injury)".
    pub label: String,
}

impl fmt::Display for WeaponChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label)
    }
}

/// Melee or ranged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mode {
    /// In contact: defense roll, Effort, outnumbering.
    #[default]
    Melee,
    /// Shooting: dice removed by movement, range, cover, blindness, dodging.
    Ranged,
}

/// A number the user steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// The attacker's Attacks.
    Attacks,
    /// The attacker's or weapon's Strength.
    Strength,
    /// Injury per hit.
    Injury,
    /// Stun per hit.
    Stun,
    /// The attacker's Effort.
    AttackerEffort,
    /// The defender's Effort.
    DefenderEffort,
    /// Enemies in contact after the first.
    Outnumbered,
    /// The weapon's rate of fire.
    RateOfFire,
    /// Dice the target's dodge removes.
    Dodge,
    /// The target's Defense.
    Defense,
    /// The target's Willpower.
    Willpower,
    /// The target's Endurance.
    Endurance,
    /// Stun on the target.
    TargetStun,
    /// Injury on the target.
    TargetInjury,
    /// Dice in the skill roll.
    SkillDice,
    /// The skill value.
    SkillValue,
}

/// A switch the user flips.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Switch {
    /// A Heavy weapon.
    Heavy,
    /// The Strength die is rolled.
    StrengthDie,
    /// The target is Knocked Out.
    TargetKnockedOut,
    /// The attacker moved before shooting.
    Moved,
    /// Beyond effective range.
    OutOfRange,
    /// The target is in cover.
    Cover,
    /// Firing blind.
    Blind,
    /// The skill roll is opposed.
    Opposed,
}

/// What the calculators ask the app to do: nothing yet beyond their own state (every
/// screen answers its messages with an action).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Nothing beyond the calculators' own state.
    None,
}

/// A message of the calculators.
#[derive(Debug, Clone)]
pub enum Message {
    /// An attacker was picked.
    AttackerPicked(ModelChoice),
    /// A target was picked.
    TargetPicked(ModelChoice),
    /// A weapon of the attacker was picked.
    WeaponPicked(WeaponChoice),
    /// Melee or ranged was chosen.
    ModeChosen(Mode),
    /// A number was stepped to a new value.
    ValueChanged(Field, u32),
    /// A switch was flipped.
    Toggled(Switch, bool),
    /// Roll the attack with real dice.
    Roll,
    /// The roll history was cleared.
    ClearHistory,
}

/// A roll in the history, with what it was rolled for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RollRecord {
    /// "Batman (Bushi), Katana vs GCPD Officer 1".
    pub title: String,
    /// The dice and their outcome.
    pub roll: Roll,
}

/// The calculators' state.
#[derive(Debug)]
pub struct State {
    attackers: combo_box::State<ModelChoice>,
    targets: combo_box::State<ModelChoice>,
    attacker: Option<ModelChoice>,
    target_model: Option<ModelChoice>,
    weapon: Option<WeaponChoice>,
    mode: Mode,
    melee: Melee,
    ranged: Ranged,
    damage: Damage,
    target: Target,
    skill: Skill,
    attack_odds: Result<AttackOdds, OddsError>,
    skill_odds: Result<SkillOdds, OddsError>,
    history: VecDeque<RollRecord>,
}

/// Whether a trait denies the attacker its Strength die (Bat-Armor Mk I).
fn denies_strength_die(model: &Model) -> bool {
    model
        .traits
        .iter()
        .any(|t| names::normalize(t).replace(' ', "") == "batarmormki")
}

impl State {
    /// The calculators with a sample attack (Attacks 3, Strength 4 on Defense 3).
    pub fn new(catalog: &Catalog) -> State {
        let choices: Vec<ModelChoice> = (0..catalog.models().len())
            .map(|i| ModelChoice::of(catalog, i))
            .collect();
        let target = Target {
            defense: 3,
            willpower: Some(6),
            endurance: Some(6),
            stun: 0,
            injury: 0,
            knocked_out: false,
        };
        let damage = Damage::default();
        let mut state = State {
            attackers: combo_box::State::new(choices.clone()),
            targets: combo_box::State::new(choices),
            attacker: None,
            target_model: None,
            weapon: None,
            mode: Mode::Melee,
            melee: Melee {
                attacks: 3,
                strength: 4,
                heavy: false,
                damage,
                attacker_effort: 0,
                defender_effort: 0,
                outnumbered: 0,
                strength_die: true,
                target,
            },
            ranged: Ranged::new(2, 4, damage, target),
            damage,
            target,
            skill: Skill {
                dice: 2,
                skill: 7,
                opposed: false,
            },
            attack_odds: Err(OddsError(String::new())),
            skill_odds: Err(OddsError(String::new())),
            history: VecDeque::new(),
        };
        state.recompute();
        state
    }

    /// The attack's exact odds, or why the inputs are refused.
    pub fn attack_odds(&self) -> Result<&AttackOdds, &OddsError> {
        self.attack_odds.as_ref()
    }

    /// The skill roll's exact odds, or why the inputs are refused.
    pub fn skill_odds(&self) -> Result<&SkillOdds, &OddsError> {
        self.skill_odds.as_ref()
    }

    /// The rolls made so far, newest first.
    pub fn history(&self) -> impl Iterator<Item = &RollRecord> {
        self.history.iter()
    }

    /// Melee or ranged.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The melee attack as entered.
    pub fn melee(&self) -> &Melee {
        &self.melee
    }

    /// The ranged attack as entered.
    pub fn ranged(&self) -> &Ranged {
        &self.ranged
    }

    /// The weapons the attacker offers (unarmed first), when one is picked.
    pub fn weapon_choices(&self, catalog: &Catalog) -> Vec<WeaponChoice> {
        let Some(attacker) = &self.attacker else {
            return Vec::new();
        };
        let model = catalog.model_at(attacker.index);
        std::iter::once(WeaponChoice {
            index: None,
            label: "Unarmed (1 stun)".to_owned(),
        })
        .chain(model.weapons.iter().enumerate().map(|(i, w)| WeaponChoice {
            index: Some(i),
            label: weapon_label(w),
        }))
        .collect()
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message, catalog: &Catalog) -> Action {
        match message {
            Message::AttackerPicked(choice) => {
                let Some(model) = catalog.models().get(choice.index) else {
                    return Action::None;
                };
                self.melee.attacks = u32::from(model.stats.attack).clamp(1, 20);
                self.melee.strength = u32::from(model.stats.strength).clamp(1, 8);
                self.ranged.strength = self.melee.strength;
                // The first melee weapon, else the first weapon, else bare hands.
                let weapon = model
                    .weapons
                    .iter()
                    .position(|w| w.rate_of_fire.is_none())
                    .or((!model.weapons.is_empty()).then_some(0));
                self.attacker = Some(choice);
                let choice = self
                    .weapon_choices(catalog)
                    .into_iter()
                    .find(|c| c.index == weapon);
                if let Some(choice) = choice {
                    self.pick_weapon(choice, catalog);
                }
            }
            Message::TargetPicked(choice) => {
                let Some(model) = catalog.models().get(choice.index) else {
                    return Action::None;
                };
                self.target.defense = u32::from(model.stats.defense).clamp(1, 8);
                self.target.willpower = Some(u32::from(model.stats.willpower).clamp(1, 20));
                self.target.endurance = Some(u32::from(model.stats.endurance).clamp(1, 20));
                let denied = denies_strength_die(model);
                self.melee.strength_die = !denied;
                self.ranged.strength_die = !denied;
                self.target_model = Some(choice);
            }
            Message::WeaponPicked(choice) => self.pick_weapon(choice, catalog),
            Message::ModeChosen(mode) => self.mode = mode,
            Message::ValueChanged(field, value) => self.set(field, value),
            Message::Toggled(switch, on) => match switch {
                Switch::Heavy => self.melee.heavy = on,
                Switch::StrengthDie => {
                    self.melee.strength_die = on;
                    self.ranged.strength_die = on;
                }
                Switch::TargetKnockedOut => {
                    self.target.knocked_out = on;
                    if on {
                        // A KO model cannot make Effort.
                        self.melee.defender_effort = 0;
                    }
                }
                Switch::Moved => self.ranged.moved = on,
                Switch::OutOfRange => self.ranged.out_of_range = on,
                Switch::Cover => self.ranged.cover = on,
                Switch::Blind => self.ranged.blind = on,
                Switch::Opposed => self.skill.opposed = on,
            },
            Message::Roll => {
                let mut rng = rand::rng();
                let roll = match self.mode {
                    Mode::Melee => odds::roll_melee(&self.melee, &mut rng),
                    Mode::Ranged => odds::roll_ranged(&self.ranged, &mut rng),
                };
                if let Ok(roll) = roll {
                    let title = self.title(catalog);
                    self.history.push_front(RollRecord { title, roll });
                    self.history.truncate(HISTORY);
                }
                return Action::None;
            }
            Message::ClearHistory => {
                self.history.clear();
                return Action::None;
            }
        }
        self.recompute();
        Action::None
    }

    fn pick_weapon(&mut self, choice: WeaponChoice, catalog: &Catalog) {
        let weapon = self.attacker.as_ref().and_then(|a| {
            choice
                .index
                .and_then(|i| catalog.model_at(a.index).weapons.get(i))
        });
        match weapon {
            Some(weapon) => {
                self.damage = Damage {
                    injury: u32::from(weapon.damage.injury).min(10),
                    stun: u32::from(weapon.damage.stun).min(10),
                };
                self.melee.heavy = weapon
                    .traits
                    .iter()
                    .any(|t| t.eq_ignore_ascii_case("Heavy"));
                match weapon.rate_of_fire {
                    Some(rof) => {
                        self.mode = Mode::Ranged;
                        self.ranged.rate_of_fire = u32::from(rof).min(20);
                    }
                    None => self.mode = Mode::Melee,
                }
            }
            // Unarmed: 1 Stun per hit, in melee.
            None => {
                self.damage = Damage { injury: 0, stun: 1 };
                self.melee.heavy = false;
                self.mode = Mode::Melee;
            }
        }
        self.weapon = Some(choice);
    }

    fn set(&mut self, field: Field, value: u32) {
        match field {
            Field::Attacks => self.melee.attacks = value,
            Field::Strength => {
                self.melee.strength = value;
                self.ranged.strength = value;
            }
            Field::Injury => self.damage.injury = value,
            Field::Stun => self.damage.stun = value,
            Field::AttackerEffort => self.melee.attacker_effort = value,
            Field::DefenderEffort => self.melee.defender_effort = value,
            Field::Outnumbered => self.melee.outnumbered = value,
            Field::RateOfFire => self.ranged.rate_of_fire = value,
            Field::Dodge => self.ranged.dodge = value,
            Field::Defense => self.target.defense = value,
            Field::Willpower => self.target.willpower = Some(value),
            Field::Endurance => self.target.endurance = Some(value),
            Field::TargetStun => self.target.stun = value,
            Field::TargetInjury => self.target.injury = value,
            Field::SkillDice => self.skill.dice = value,
            Field::SkillValue => self.skill.skill = value,
        }
    }

    /// Brings the shared damage and target into both attacks and recomputes the odds.
    fn recompute(&mut self) {
        self.melee.damage = self.damage;
        self.melee.target = self.target;
        self.ranged.damage = self.damage;
        self.ranged.target = self.target;
        self.attack_odds = match self.mode {
            Mode::Melee => odds::melee(&self.melee),
            Mode::Ranged => odds::ranged(&self.ranged),
        };
        self.skill_odds = odds::skill(&self.skill);
    }

    /// "Batman (Bushi) with Katana vs GCPD Officer 1", for the roll history.
    fn title(&self, catalog: &Catalog) -> String {
        let attacker = self.attacker.as_ref().map_or("Attacker".to_owned(), |a| {
            catalog.model_at(a.index).alias.clone()
        });
        let weapon = self
            .weapon
            .as_ref()
            .map_or(String::new(), |w| format!(" with {}", w.label));
        let target = self
            .target_model
            .as_ref()
            .map_or("the target".to_owned(), |t| {
                catalog.model_at(t.index).alias.clone()
            });
        format!("{attacker}{weapon} vs {target}")
    }
}

/// "Katana (2 injury, Heavy)", "SMG (RoF 4, 2 injury)".
fn weapon_label(weapon: &Weapon) -> String {
    let name = if weapon.name.is_empty() {
        "Unnamed weapon"
    } else {
        &weapon.name
    };
    let mut parts = Vec::new();
    if let Some(rof) = weapon.rate_of_fire {
        parts.push(format!("RoF {rof}"));
    }
    parts.push(crate::bmg::roster::damage_text(weapon));
    format!("{name} ({})", parts.join(", "))
}
