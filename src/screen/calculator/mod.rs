//! The dice calculators: attack odds (melee and ranged), a skill-roll panel, and a
//! dice roller for the same attack.
//!
//! Attacker and target come from the catalog (or the open crew) and fill in their
//! stats and weapons; every value can then be stepped, and the exact odds follow.

pub mod id;
mod inputs;
mod picker;
mod view;

pub use inputs::Inputs;
use picker::Picker;

use crate::bmg::catalog::{Model, Weapon};
use crate::bmg::odds::limits;
use crate::bmg::odds::{
    self, AttackOdds, Damage, Melee, OddsError, Ranged, Roll, Skill, SkillOdds, SkillRoll, Target,
};
use crate::bmg::{Catalog, names};
use crate::words::tr;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::fmt;
use std::ops::RangeInclusive;

/// The target's Willpower and Endurance until a model or the user sets them.
pub const DEFAULT_TOUGHNESS: u32 = 6;

/// The affiliations a model's search entry names before "+N".
const SHOWN_AFFILIATIONS: usize = 2;

/// Rolls kept in the roller's history.
pub const HISTORY: usize = 8;

/// A model offered in the attacker and target pickers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelChoice {
    /// Catalog position.
    pub index: usize,
    /// The alias with its affiliations in brackets.
    pub label: String,
}

impl fmt::Display for ModelChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label)
    }
}

impl ModelChoice {
    /// The choice for the model at `index`: its alias and its first affiliations (a
    /// long list would run out of the search's list).
    pub fn of(catalog: &Catalog, index: usize) -> ModelChoice {
        let model = catalog.model_at(index);
        let shown = &model.affiliations[..model.affiliations.len().min(SHOWN_AFFILIATIONS)];
        let more = model.affiliations.len() - shown.len();
        let shown = crate::words::rules::affiliations(shown, ", ");
        let more = if more > 0 {
            format!(" +{more}")
        } else {
            String::new()
        };
        ModelChoice {
            index,
            label: format!("{} [{shown}{more}]", model.alias),
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
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

impl Field {
    /// Every number, in the order of the screen.
    pub const ALL: [Field; 16] = [
        Field::Attacks,
        Field::Strength,
        Field::Injury,
        Field::Stun,
        Field::AttackerEffort,
        Field::DefenderEffort,
        Field::Outnumbered,
        Field::RateOfFire,
        Field::Dodge,
        Field::Defense,
        Field::Willpower,
        Field::Endurance,
        Field::TargetStun,
        Field::TargetInjury,
        Field::SkillDice,
        Field::SkillValue,
    ];

    /// The values the number may take: its stepper's bounds, and the odds' limits.
    pub fn range(self) -> RangeInclusive<u32> {
        match self {
            Field::Attacks => limits::ATTACKS,
            Field::Strength => limits::STRENGTH,
            Field::Injury | Field::Stun => limits::DAMAGE,
            Field::AttackerEffort | Field::DefenderEffort => limits::EFFORT,
            Field::Outnumbered => limits::OUTNUMBERED,
            Field::RateOfFire => limits::RATE_OF_FIRE,
            Field::Dodge => limits::DODGE,
            Field::Defense => limits::DEFENSE,
            Field::Willpower | Field::Endurance => limits::TOUGHNESS,
            Field::TargetStun | Field::TargetInjury => limits::MARKERS,
            Field::SkillDice => limits::SKILL_DICE,
            Field::SkillValue => limits::SKILL,
        }
    }
}

impl Switch {
    /// Every switch.
    pub const ALL: [Switch; 8] = [
        Switch::Heavy,
        Switch::StrengthDie,
        Switch::TargetKnockedOut,
        Switch::Moved,
        Switch::OutOfRange,
        Switch::Cover,
        Switch::Blind,
        Switch::Opposed,
    ];
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
    /// The attacker's search was edited.
    AttackerSearched(String),
    /// Enter in the attacker's search: its best match is picked.
    AttackerSubmitted,
    /// An attacker was picked.
    AttackerPicked(ModelChoice),
    /// The target's search was edited.
    TargetSearched(String),
    /// Enter in the target's search: its best match is picked.
    TargetSubmitted,
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
    /// Roll the skill roll with real dice.
    RollSkill,
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
    attacker_search: Picker,
    target_search: Picker,
    attacker: Option<ModelChoice>,
    target_model: Option<ModelChoice>,
    weapon: Option<WeaponChoice>,
    mode: Mode,
    attack: Attack,
    skill: Skill,
    // Kept rather than derived on demand: the view asks for the odds on every frame.
    attack_odds: Result<AttackOdds, OddsError>,
    skill_odds: Result<SkillOdds, OddsError>,
    history: VecDeque<RollRecord>,
    /// The last skill roll made with real dice, with the inputs it was made for.
    skill_roll: Option<(Skill, SkillRoll)>,
}

/// The attack as entered, each value once: the melee and the ranged attack are both
/// read off it ([`State::melee`], [`State::ranged`]), so what both share (Strength,
/// damage, the target) carries over when the mode changes.
#[derive(Debug)]
struct Attack {
    /// The attacker's or the weapon's Strength (both modes).
    strength: u32,
    /// Whether the Strength die is rolled (both modes).
    strength_die: bool,
    /// Damage per hit (both modes).
    damage: Damage,
    /// The model attacked (both modes).
    target: Target,
    /// The attacker's Attacks (melee).
    attacks: u32,
    /// A Heavy weapon (melee).
    heavy: bool,
    /// Effort the attacker takes (melee).
    attacker_effort: u32,
    /// Effort the defender takes (melee).
    defender_effort: u32,
    /// Enemies in contact after the first (melee).
    outnumbered: u32,
    /// The weapon's rate of fire (ranged).
    rate_of_fire: u32,
    /// The attacker moved first (ranged).
    moved: bool,
    /// Beyond effective range (ranged).
    out_of_range: bool,
    /// The target is in cover (ranged).
    cover: bool,
    /// Firing blind (ranged).
    blind: bool,
    /// Dice the target dodges (ranged).
    dodge: u32,
}

/// Whether a trait denies the attacker its Strength die (Bat-Armor Mk I).
fn denies_strength_die(model: &Model) -> bool {
    model
        .traits
        .iter()
        .any(|t| names::normalize(t).replace(' ', "") == "batarmormki")
}

impl Default for State {
    fn default() -> State {
        State::sample()
    }
}

impl Attack {
    /// The melee attack as entered.
    fn melee(&self) -> Melee {
        Melee {
            attacks: self.attacks,
            strength: self.strength,
            heavy: self.heavy,
            damage: self.damage,
            attacker_effort: self.attacker_effort,
            defender_effort: self.defender_effort,
            outnumbered: self.outnumbered,
            strength_die: self.strength_die,
            target: self.target,
        }
    }

    /// The ranged attack as entered.
    fn ranged(&self) -> Ranged {
        Ranged {
            rate_of_fire: self.rate_of_fire,
            strength: self.strength,
            damage: self.damage,
            moved: self.moved,
            out_of_range: self.out_of_range,
            cover: self.cover,
            blind: self.blind,
            dodge: self.dodge,
            strength_die: self.strength_die,
            target: self.target,
        }
    }
}

impl State {
    /// The calculators with a sample attack (Attacks 3, Strength 4 on Defense 3).
    fn sample() -> State {
        let attack = Attack {
            strength: 4,
            strength_die: true,
            damage: Damage::default(),
            target: Target {
                defense: 3,
                willpower: Some(DEFAULT_TOUGHNESS),
                endurance: Some(DEFAULT_TOUGHNESS),
                stun: 0,
                injury: 0,
                knocked_out: false,
            },
            attacks: 3,
            heavy: false,
            attacker_effort: 0,
            defender_effort: 0,
            outnumbered: 0,
            rate_of_fire: 2,
            moved: false,
            out_of_range: false,
            cover: false,
            blind: false,
            dodge: 0,
        };
        let skill = Skill {
            dice: 2,
            skill: 7,
            opposed: false,
        };
        State {
            attacker_search: Picker::default(),
            target_search: Picker::default(),
            attacker: None,
            target_model: None,
            weapon: None,
            mode: Mode::Melee,
            attack_odds: odds::melee(&attack.melee()),
            skill_odds: odds::skill(&skill),
            attack,
            skill,
            history: VecDeque::new(),
            skill_roll: None,
        }
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

    /// The attack as it stands, melee or ranged, rolled with `rng`.
    fn roll_attack(&self, rng: &mut impl rand::Rng) -> Result<Roll, OddsError> {
        match self.mode {
            Mode::Melee => odds::roll_melee(&self.melee(), rng),
            Mode::Ranged => odds::roll_ranged(&self.ranged(), rng),
        }
    }

    /// A roll of the attack as it stands, always the same for the same inputs: drawn
    /// nowhere, it keeps the room a roll takes before the first one, so that the first
    /// roll moves nothing below it.
    pub(super) fn sample_roll(&self) -> Option<RollRecord> {
        use rand::SeedableRng;
        let roll = self.roll_attack(&mut rand::rngs::StdRng::seed_from_u64(0));
        roll.ok().map(|roll| RollRecord {
            title: String::new(),
            roll,
        })
    }

    /// A skill roll of the inputs as they stand, for the room it takes (see
    /// [`State::sample_roll`]).
    pub(super) fn sample_skill_roll(&self) -> Option<SkillRoll> {
        use rand::SeedableRng;
        odds::roll_skill(&self.skill, &mut rand::rngs::StdRng::seed_from_u64(0)).ok()
    }

    /// The last skill roll made with real dice, while the skill inputs are still the
    /// ones it was made for.
    pub fn skill_roll(&self) -> Option<&SkillRoll> {
        self.skill_roll
            .as_ref()
            .filter(|(inputs, _)| *inputs == self.skill)
            .map(|(_, roll)| roll)
    }

    /// Melee or ranged.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The melee attack as entered.
    pub fn melee(&self) -> Melee {
        self.attack.melee()
    }

    /// The ranged attack as entered.
    pub fn ranged(&self) -> Ranged {
        self.attack.ranged()
    }

    /// The weapons the attacker offers (unarmed first), when one is picked.
    pub fn weapon_choices(&self, catalog: &Catalog) -> Vec<WeaponChoice> {
        let Some(attacker) = &self.attacker else {
            return Vec::new();
        };
        let model = catalog.model_at(attacker.index);
        std::iter::once(WeaponChoice {
            index: None,
            label: tr!("calculator-unarmed"),
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
                self.attack.attacks = u32::from(model.stats.attack).clamp(1, 20);
                self.attack.strength = u32::from(model.stats.strength).clamp(1, 8);
                // The first melee weapon, else the first weapon, else bare hands.
                let weapon = model
                    .weapons
                    .iter()
                    .position(|w| w.rate_of_fire.is_none())
                    .or((!model.weapons.is_empty()).then_some(0));
                self.attacker_search.picked(&choice);
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
                let target = &mut self.attack.target;
                target.defense = u32::from(model.stats.defense).clamp(1, 8);
                target.willpower = Some(u32::from(model.stats.willpower).clamp(1, 20));
                target.endurance = Some(u32::from(model.stats.endurance).clamp(1, 20));
                self.attack.strength_die = !denies_strength_die(model);
                self.target_search.picked(&choice);
                self.target_model = Some(choice);
            }
            Message::AttackerSearched(query) => self.attacker_search.edit(query),
            Message::TargetSearched(query) => self.target_search.edit(query),
            Message::AttackerSubmitted => {
                if let Some(best) = self.attacker_search.best(catalog) {
                    return self.update(Message::AttackerPicked(best), catalog);
                }
            }
            Message::TargetSubmitted => {
                if let Some(best) = self.target_search.best(catalog) {
                    return self.update(Message::TargetPicked(best), catalog);
                }
            }
            Message::WeaponPicked(choice) => self.pick_weapon(choice, catalog),
            Message::ModeChosen(mode) => self.mode = mode,
            Message::ValueChanged(field, value) => self.set(field, value),
            Message::Toggled(switch, on) => self.flip(switch, on),
            Message::Roll => {
                if let Ok(roll) = self.roll_attack(&mut rand::rng()) {
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
            Message::RollSkill => {
                self.skill_roll = odds::roll_skill(&self.skill, &mut rand::rng())
                    .ok()
                    .map(|roll| (self.skill, roll));
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
                self.attack.damage = Damage {
                    injury: u32::from(weapon.damage.injury).min(10),
                    stun: u32::from(weapon.damage.stun).min(10),
                };
                self.attack.heavy = weapon
                    .traits
                    .iter()
                    .any(|t| t.eq_ignore_ascii_case("Heavy"));
                match weapon.rate_of_fire {
                    Some(rof) => {
                        self.mode = Mode::Ranged;
                        self.attack.rate_of_fire = u32::from(rof).min(20);
                    }
                    None => self.mode = Mode::Melee,
                }
            }
            // Unarmed: 1 Stun per hit, in melee.
            None => {
                self.attack.damage = Damage { injury: 0, stun: 1 };
                self.attack.heavy = false;
                self.mode = Mode::Melee;
            }
        }
        self.weapon = Some(choice);
    }

    /// The value of `field` as entered.
    fn get(&self, field: Field) -> u32 {
        let attack = &self.attack;
        match field {
            Field::Attacks => attack.attacks,
            Field::Strength => attack.strength,
            Field::Injury => attack.damage.injury,
            Field::Stun => attack.damage.stun,
            Field::AttackerEffort => attack.attacker_effort,
            Field::DefenderEffort => attack.defender_effort,
            Field::Outnumbered => attack.outnumbered,
            Field::RateOfFire => attack.rate_of_fire,
            Field::Dodge => attack.dodge,
            Field::Defense => attack.target.defense,
            Field::Willpower => attack.target.willpower.unwrap_or(DEFAULT_TOUGHNESS),
            Field::Endurance => attack.target.endurance.unwrap_or(DEFAULT_TOUGHNESS),
            Field::TargetStun => attack.target.stun,
            Field::TargetInjury => attack.target.injury,
            Field::SkillDice => self.skill.dice,
            Field::SkillValue => self.skill.skill,
        }
    }

    /// Whether `switch` is on.
    fn is_on(&self, switch: Switch) -> bool {
        let attack = &self.attack;
        match switch {
            Switch::Heavy => attack.heavy,
            Switch::StrengthDie => attack.strength_die,
            Switch::TargetKnockedOut => attack.target.knocked_out,
            Switch::Moved => attack.moved,
            Switch::OutOfRange => attack.out_of_range,
            Switch::Cover => attack.cover,
            Switch::Blind => attack.blind,
            Switch::Opposed => self.skill.opposed,
        }
    }

    fn set(&mut self, field: Field, value: u32) {
        let attack = &mut self.attack;
        match field {
            Field::Attacks => attack.attacks = value,
            Field::Strength => attack.strength = value,
            Field::Injury => attack.damage.injury = value,
            Field::Stun => attack.damage.stun = value,
            Field::AttackerEffort => attack.attacker_effort = value,
            Field::DefenderEffort => attack.defender_effort = value,
            Field::Outnumbered => attack.outnumbered = value,
            Field::RateOfFire => attack.rate_of_fire = value,
            Field::Dodge => attack.dodge = value,
            Field::Defense => attack.target.defense = value,
            Field::Willpower => attack.target.willpower = Some(value),
            Field::Endurance => attack.target.endurance = Some(value),
            Field::TargetStun => attack.target.stun = value,
            Field::TargetInjury => attack.target.injury = value,
            Field::SkillDice => self.skill.dice = value,
            Field::SkillValue => self.skill.skill = value,
        }
    }

    fn flip(&mut self, switch: Switch, on: bool) {
        let attack = &mut self.attack;
        match switch {
            Switch::Heavy => attack.heavy = on,
            Switch::StrengthDie => attack.strength_die = on,
            Switch::TargetKnockedOut => {
                attack.target.knocked_out = on;
                if on {
                    // A KO model cannot make Effort.
                    attack.defender_effort = 0;
                }
            }
            Switch::Moved => attack.moved = on,
            Switch::OutOfRange => attack.out_of_range = on,
            Switch::Cover => attack.cover = on,
            Switch::Blind => attack.blind = on,
            Switch::Opposed => self.skill.opposed = on,
        }
    }

    /// Recomputes the odds of the attack in play and of the skill roll.
    fn recompute(&mut self) {
        self.attack_odds = match self.mode {
            Mode::Melee => odds::melee(&self.melee()),
            Mode::Ranged => odds::ranged(&self.ranged()),
        };
        self.skill_odds = odds::skill(&self.skill);
    }

    /// "Batman (Bushi) with Katana vs GCPD Officer 1", for the roll history.
    fn title(&self, catalog: &Catalog) -> String {
        let attacker = self.attacker.as_ref().map_or_else(
            || tr!("calculator-attacker"),
            |a| catalog.model_at(a.index).alias.clone(),
        );
        let target = self.target_model.as_ref().map_or_else(
            || tr!("calculator-the-target"),
            |t| catalog.model_at(t.index).alias.clone(),
        );
        match &self.weapon {
            Some(weapon) => tr!(
                "calculator-title-armed",
                attacker = attacker,
                weapon = weapon.label.as_str(),
                target = target
            ),
            None => tr!("calculator-title", attacker = attacker, target = target),
        }
    }
}

/// "Katana (2 injury, Heavy)", "SMG (RoF 4, 2 injury)".
fn weapon_label(weapon: &Weapon) -> String {
    let name = if weapon.name.is_empty() {
        tr!("calculator-unnamed-weapon")
    } else {
        weapon.name.clone()
    };
    let mut parts = Vec::new();
    if let Some(rof) = weapon.rate_of_fire {
        parts.push(tr!("calculator-rof", rof = rof));
    }
    parts.push(crate::sheets::roster::damage_text(weapon));
    format!("{name} ({})", parts.join(", "))
}
