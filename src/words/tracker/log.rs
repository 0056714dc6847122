//! The live match's log: each entry as the line the players read.

use super::{lead, phase, verdict};
use crate::bmg::tracker::{
    Became, CardUse, Ending, Entry, Marked, Phase, RecountStep, recovery_kept,
};
use crate::words::count;

/// One line of the match's log.
pub fn entry(entry: &Entry) -> String {
    match entry {
        Entry::Began {
            players: [first, second],
            crews: [first_crew, second_crew],
        } => format!("The match begins: {first} ({first_crew}) against {second} ({second_crew})."),
        Entry::HandRedrawn { player, cards } => format!(
            "{player} puts back {} and draws as many.",
            count(*cards as u64, "card", "cards")
        ),
        Entry::RoundBegins(round) => format!("Round {round} begins: Take the Lead."),
        Entry::LeadRolled {
            player,
            roll,
            bonus,
            settled,
        } => {
            let bonus = if *bonus > 0 {
                format!(" (+{bonus} for unused Passes)")
            } else {
                String::new()
            };
            let settled = settled
                .as_ref()
                .map_or_else(String::new, |how| format!(" {}", lead(how)));
            format!("{player} rolls {roll} for the lead{bonus}.{settled}")
        }
        Entry::InitiativeGiven { by, to } => {
            format!("{by} gives the Initiative to {to}. Raise the Plan.")
        }
        Entry::AudacityPlaced(model) => format!("Audacity marker on {model}."),
        Entry::AudacityRemoved(model) => format!("Audacity marker taken off {model}."),
        Entry::ExecuteThePlan => "Execute the Plan.".to_owned(),
        Entry::ExecuteThePlanWithPasses {
            player,
            markers,
            models,
            against,
        } => format!(
            "Execute the Plan. {player} has {}: {models} models to {against}.",
            count(*markers, "Pass marker", "Pass markers")
        ),
        Entry::Activated(model) => format!("{model} activates."),
        Entry::Passed(player) => format!("{player} passes."),
        Entry::TimeCalled { round } => {
            format!("Time is called: the game ends after round {round}, scored as it stands.")
        }
        // Markers by hand are told without a full stop, as they always were.
        Entry::Marked(damage) => marked(damage),
        Entry::Effort {
            model,
            markers,
            stun,
        } => format!("{model} makes {markers} Effort ({stun} Stun)."),
        Entry::KnockedDown { model, down: true } => format!("{model} is Knocked Down."),
        Entry::KnockedDown { model, down: false } => format!("{model} stands up."),
        Entry::Ammunition { model, left } => {
            format!("{model}: {} left.", count(*left, "magazine", "magazines"))
        }
        Entry::Attacked {
            attacker,
            hits,
            damage,
        } => format!(
            "{attacker} attacks: {}. {}.",
            count(*hits, "hit", "hits"),
            marked(damage)
        ),
        Entry::Resources { player, left } => format!(
            "{player}: {}.",
            count(*left, "Resource point", "Resource points")
        ),
        Entry::CardPlayed { player, card, used } => match used {
            CardUse::Objective => format!("{player} plays {card} as an Objective."),
            CardUse::Resource { cost } => {
                format!("{player} spends {cost} on {card} as a Resource.")
            }
            CardUse::Discard => format!("{player} discards {card} to the bottom of the deck."),
            CardUse::Remove => format!("{player} removes {card} from the game."),
        },
        Entry::Accomplished {
            player,
            card,
            victory_points,
        } => format!("{player} accomplishes {card} for {victory_points} VP."),
        Entry::NotMet { player, card } => format!("{card} was not met: {player} discards it."),
        Entry::VictoryPointsByHand {
            player,
            delta,
            total,
            verdict: after_the_end,
        } => {
            let line = format!("{player} {delta:+} VP by hand ({total} VP).");
            match after_the_end {
                Some(result) => format!("{line} {}", verdict(result)),
                None => line,
            }
        }
        Entry::Recount(step) => {
            let line = format!("{}.", phase(Phase::Recount(*step)));
            if *step == RecountStep::Recovery {
                format!("{line} Models not KO lose one Stun.")
            } else {
                line
            }
        }
        Entry::Recovery {
            model,
            dice,
            endurance,
            recovered,
        } => {
            let rolled = recovery_roll(dice, *endurance);
            match recovered {
                Some(stun) => format!("{model}{rolled} recovers: Knocked Down, {stun} Stun."),
                None => format!("{model}{rolled} stays KO."),
            }
        }
        Entry::GameEnds {
            why,
            score: [a, b],
            verdict: result,
        } => format!(
            "The game ends: {}. {a} VP to {b} VP. {}",
            ending(*why),
            verdict(result)
        ),
    }
}

/// A model's markers after damage: "Joker: 3 Stun, 1 Injury; is Knocked Out".
fn marked(marked: &Marked) -> String {
    let Marked {
        model,
        stun,
        injury,
        became,
        pass_to,
    } = marked;
    let mut text = format!("{model}: {stun} Stun, {injury} Injury");
    if let Some(became) = became {
        text.push_str(match became {
            Became::Casualty => "; is removed as a Casualty",
            Became::KnockedOut => "; is Knocked Out",
            Became::Recovered => "; recovers from KO (Knocked Down; no activation this round)",
        });
    }
    if let Some(player) = pass_to {
        text.push_str(&format!("; {player} takes a Pass marker"));
    }
    text
}

/// Why the game ended, in a sentence's middle.
fn ending(ending: Ending) -> &'static str {
    match ending {
        Ending::OutOfModels => "a crew has no model left to activate",
        Ending::TimeCalled => "time was called",
        Ending::LastRound => "round 4 is over",
    }
}

/// " rolls 2, 5, 6 (2 + 5 against Endurance 6):" for dice rolled in the app, or
/// nothing for a result typed in.
fn recovery_roll(dice: &[u32], endurance: u32) -> String {
    if dice.is_empty() {
        return String::new();
    }
    let faces: Vec<String> = dice.iter().map(u32::to_string).collect();
    let kept: Vec<String> = recovery_kept(dice)
        .into_iter()
        .map(|i| dice[i].to_string())
        .collect();
    format!(
        " rolls {} ({} against Endurance {endurance}):",
        faces.join(", "),
        kept.join(" + ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marked(stun: u32, became: Option<Became>, pass_to: Option<&str>) -> Marked {
        Marked {
            model: "Joker".into(),
            stun,
            injury: 1,
            became,
            pass_to: pass_to.map(str::to_owned),
        }
    }

    #[test]
    fn hits_and_magazines_are_counted_in_the_singular_and_the_plural() {
        let attack = |hits| {
            entry(&Entry::Attacked {
                attacker: "Bane".into(),
                hits,
                damage: marked(2, None, None),
            })
        };
        assert_eq!(attack(1), "Bane attacks: 1 hit. Joker: 2 Stun, 1 Injury.");
        assert_eq!(attack(3), "Bane attacks: 3 hits. Joker: 2 Stun, 1 Injury.");
        let ammo = |left| {
            entry(&Entry::Ammunition {
                model: "Deadshot".into(),
                left,
            })
        };
        assert_eq!(ammo(1), "Deadshot: 1 magazine left.");
        assert_eq!(ammo(0), "Deadshot: 0 magazines left.");
    }

    #[test]
    fn markers_by_hand_tell_what_they_did_without_a_full_stop() {
        let line = entry(&Entry::Marked(marked(
            4,
            Some(Became::KnockedOut),
            Some("Bo"),
        )));
        assert_eq!(
            line,
            "Joker: 4 Stun, 1 Injury; is Knocked Out; Bo takes a Pass marker"
        );
    }

    #[test]
    fn a_recovery_roll_tells_its_dice_and_the_two_it_keeps() {
        let recovery = |dice: Vec<u32>, recovered| {
            entry(&Entry::Recovery {
                model: "Robin".into(),
                dice,
                endurance: 6,
                recovered,
            })
        };
        assert_eq!(
            recovery(vec![5, 2, 6], Some(2)),
            "Robin rolls 5, 2, 6 (2 + 5 against Endurance 6): recovers: Knocked Down, 2 Stun."
        );
        assert_eq!(recovery(Vec::new(), None), "Robin stays KO.");
    }
}
