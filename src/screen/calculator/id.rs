//! The widget ids of the calculators' controls, which tests press them by whatever the
//! language of their labels. A number's − and + are [`stepper::id`]`(field(…), …)`.
//!
//! [`stepper::id`]: crate::widget::stepper::id

use super::{Field, Mode, Switch};

/// Roll the attack with real dice.
pub const ROLL: &str = "odds-roll";
/// Clear the rolls.
pub const CLEAR_HISTORY: &str = "odds-clear";
/// Roll the skill roll with real dice.
pub const ROLL_SKILL: &str = "odds-roll-skill";

/// The number `field`, as its stepper's field.
pub fn field(field: Field) -> &'static str {
    match field {
        Field::Attacks => "odds-attacks",
        Field::Strength => "odds-strength",
        Field::Injury => "odds-injury",
        Field::Stun => "odds-stun",
        Field::AttackerEffort => "odds-attacker-effort",
        Field::DefenderEffort => "odds-defender-effort",
        Field::Outnumbered => "odds-outnumbered",
        Field::RateOfFire => "odds-rate-of-fire",
        Field::Dodge => "odds-dodge",
        Field::Defense => "odds-defense",
        Field::Willpower => "odds-willpower",
        Field::Endurance => "odds-endurance",
        Field::TargetStun => "odds-target-stun",
        Field::TargetInjury => "odds-target-injury",
        Field::SkillDice => "odds-skill-dice",
        Field::SkillValue => "odds-skill",
    }
}

/// The switch `switch`.
pub fn switch(switch: Switch) -> &'static str {
    match switch {
        Switch::Heavy => "odds-heavy",
        Switch::StrengthDie => "odds-strength-die",
        Switch::TargetKnockedOut => "odds-knocked-out",
        Switch::Moved => "odds-moved",
        Switch::OutOfRange => "odds-out-of-range",
        Switch::Cover => "odds-cover",
        Switch::Blind => "odds-blind",
        Switch::Opposed => "odds-opposed",
    }
}

/// Choose melee or ranged.
pub fn mode(mode: Mode) -> &'static str {
    match mode {
        Mode::Melee => "odds-melee",
        Mode::Ranged => "odds-ranged",
    }
}
