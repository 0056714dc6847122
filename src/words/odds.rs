//! Why the dice odds refuse the values entered, as one line for the calculator, the
//! tracker's attack panel and `odds` on the command line.

use crate::bmg::odds::{Input, OddsError};

/// A value's name as the sentence uses it.
fn input(input: Input) -> &'static str {
    match input {
        Input::Defense => "Defense",
        Input::InjuryPerHit => "Injury per hit",
        Input::StunPerHit => "Stun per hit",
        Input::TargetStun => "the target's Stun",
        Input::TargetInjury => "the target's Injury",
        Input::Willpower => "Willpower",
        Input::Endurance => "Endurance",
        Input::Attacks => "Attacks",
        Input::Strength => "Strength",
        Input::AttackerEffort => "the attacker's Effort",
        Input::DefenderEffort => "the defender's Effort",
        Input::Outnumbered => "Outnumbered",
        Input::RateOfFire => "Rate of fire",
        Input::Dodge => "Dodge",
        Input::Dice => "Dice",
        Input::Skill => "Skill",
    }
}

/// Why the values cannot be played: "Defense must be 1 to 10 (got 0)".
pub fn error(error: &OddsError) -> String {
    match error {
        OddsError::OutOfRange {
            input: which,
            value,
            range,
        } => format!(
            "{} must be {} to {} (got {value})",
            input(*which),
            range.start(),
            range.end()
        ),
        OddsError::Casualty { injury, endurance } => {
            format!("a target with {injury} Injury and Endurance {endurance} is already a Casualty")
        }
        OddsError::KoEffort => "a KO target cannot make Effort".to_owned(),
        OddsError::EffortLimit { injury, limit } => {
            format!("with {injury} Injury the defender's Effort Limit is {limit}")
        }
        OddsError::EffortStun {
            effort,
            stun,
            willpower,
        } => format!(
            "the defender cannot make {effort} Effort: with {stun} Stun it would reach its Willpower {willpower}"
        ),
    }
}
