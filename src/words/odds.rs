//! Why the dice odds refuse the values entered, as one line for the calculator, the
//! tracker's attack panel and `odds` on the command line.

use super::tr;
use crate::bmg::odds::{Input, OddsError};

/// A value's name as the sentence uses it.
fn input(input: Input) -> String {
    match input {
        Input::Defense => tr!("odds-input-defense"),
        Input::InjuryPerHit => tr!("odds-input-injury-per-hit"),
        Input::StunPerHit => tr!("odds-input-stun-per-hit"),
        Input::TargetStun => tr!("odds-input-target-stun"),
        Input::TargetInjury => tr!("odds-input-target-injury"),
        Input::Willpower => tr!("odds-input-willpower"),
        Input::Endurance => tr!("odds-input-endurance"),
        Input::Attacks => tr!("odds-input-attacks"),
        Input::Strength => tr!("odds-input-strength"),
        Input::AttackerEffort => tr!("odds-input-attacker-effort"),
        Input::DefenderEffort => tr!("odds-input-defender-effort"),
        Input::Outnumbered => tr!("odds-input-outnumbered"),
        Input::RateOfFire => tr!("odds-input-rate-of-fire"),
        Input::Dodge => tr!("odds-input-dodge"),
        Input::Dice => tr!("odds-input-dice"),
        Input::Skill => tr!("odds-input-skill"),
    }
}

/// Why the values cannot be played: "Defense must be 1 to 10 (got 0)".
pub fn error(error: &OddsError) -> String {
    match *error {
        OddsError::OutOfRange {
            input: which,
            value,
            ref range,
        } => {
            let (min, max) = (*range.start(), *range.end());
            tr!(
                "odds-out-of-range",
                input = input(which),
                min = min,
                max = max,
                value = value
            )
        }
        OddsError::Casualty { injury, endurance } => {
            tr!("odds-casualty", injury = injury, endurance = endurance)
        }
        OddsError::KoEffort => tr!("odds-ko-effort"),
        OddsError::EffortLimit { injury, limit } => {
            tr!("odds-effort-limit", injury = injury, limit = limit)
        }
        OddsError::EffortStun {
            effort,
            stun,
            willpower,
        } => tr!(
            "odds-effort-stun",
            effort = effort,
            stun = stun,
            willpower = willpower
        ),
    }
}
