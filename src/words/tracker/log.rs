//! The live match's log: each entry as the line the players read.

use super::{lead, phase, signed, verdict};
use crate::bmg::tracker::{
    Became, CardUse, Ending, Entry, Lead, Marked, Phase, RecountStep, recovery_kept,
};
use crate::words::numbers::integer;
use crate::words::tr;

/// One line of the match's log.
pub fn entry(entry: &Entry) -> String {
    match entry {
        Entry::Began {
            players: [first, second],
            crews: [first_crew, second_crew],
        } => tr!(
            "tracker-log-began",
            first = first,
            first_crew = first_crew,
            second = second,
            second_crew = second_crew
        ),
        Entry::HandRedrawn { player, cards } => {
            tr!("tracker-log-hand-redrawn", player = player, count = cards)
        }
        Entry::RoundBegins(round) => tr!("tracker-log-round-begins", round = round),
        Entry::LeadRolled {
            player,
            roll,
            bonus,
            settled,
        } => lead_rolled(player, *roll, *bonus, settled.as_ref()),
        Entry::InitiativeGiven { by, to } => {
            tr!("tracker-log-initiative-given", by = by, to = to)
        }
        Entry::InitiativeKept(by) => tr!("tracker-log-initiative-kept", by = by),
        Entry::AudacityPlaced(model) => tr!("tracker-log-audacity-placed", model = model),
        Entry::AudacityRemoved(model) => tr!("tracker-log-audacity-removed", model = model),
        Entry::ExecuteThePlan => tr!("tracker-log-execute-the-plan"),
        Entry::ExecuteThePlanWithPasses {
            player,
            markers,
            models,
            against,
        } => tr!(
            "tracker-log-execute-the-plan-with-passes",
            player = player,
            count = markers,
            models = models,
            against = against
        ),
        Entry::Activated(model) => tr!("tracker-log-activated", model = model),
        Entry::Passed(player) => tr!("tracker-log-passed", player = player),
        Entry::TimeCalled { round } => tr!("tracker-log-time-called", round = round),
        // Markers by hand are told without a full stop, as they always were.
        Entry::Marked(damage) => marked(damage),
        Entry::Effort {
            model,
            markers,
            stun,
        } => tr!(
            "tracker-log-effort",
            model = model,
            markers = markers,
            stun = stun
        ),
        Entry::KnockedDown { model, down: true } => {
            tr!("tracker-log-knocked-down", model = model)
        }
        Entry::KnockedDown { model, down: false } => tr!("tracker-log-stands-up", model = model),
        Entry::Ammunition { model, left } => {
            tr!("tracker-log-ammunition", model = model, count = left)
        }
        Entry::Attacked {
            attacker,
            hits,
            damage,
        } => tr!(
            "tracker-log-attacked",
            attacker = attacker,
            count = hits,
            damage = marked(damage)
        ),
        Entry::Resources { player, left } => {
            tr!("tracker-log-resources", player = player, count = left)
        }
        Entry::CardPlayed { player, card, used } => card_played(player, card, used),
        Entry::Accomplished {
            player,
            card,
            victory_points,
        } => tr!(
            "tracker-log-accomplished",
            player = player,
            card = card,
            victory_points = integer(*victory_points)
        ),
        Entry::NotMet { player, card } => {
            tr!("tracker-log-not-met", player = player, card = card)
        }
        Entry::VictoryPointsByHand {
            player,
            delta,
            total,
            verdict: after_the_end,
        } => {
            let line = tr!(
                "tracker-log-victory-points-by-hand",
                player = player,
                delta = signed(*delta),
                total = integer(*total)
            );
            match after_the_end {
                Some(result) => tr!("tracker-log-then", first = line, then = verdict(result)),
                None => line,
            }
        }
        Entry::Recount(step) => {
            let line = phase(Phase::Recount(*step));
            if *step == RecountStep::Recovery {
                tr!("tracker-log-recount-recovery", phase = line)
            } else {
                tr!("tracker-log-recount", phase = line)
            }
        }
        Entry::Recovery {
            model,
            dice,
            endurance,
            recovered,
        } => recovery(model, dice, *endurance, *recovered),
        Entry::GameEnds {
            why,
            score: [a, b],
            verdict: result,
        } => tr!(
            "tracker-log-game-ends",
            why = ending(*why),
            a = integer(*a),
            b = integer(*b),
            verdict = verdict(result)
        ),
    }
}

/// A roll for the lead, and how the lead settled if it did.
fn lead_rolled(player: &str, roll: u32, bonus: u32, settled: Option<&Lead>) -> String {
    let rolled = if bonus > 0 {
        tr!(
            "tracker-log-lead-rolled-bonus",
            player = player,
            roll = roll,
            bonus = bonus
        )
    } else {
        tr!("tracker-log-lead-rolled", player = player, roll = roll)
    };
    match settled {
        Some(how) => tr!("tracker-log-then", first = rolled, then = lead(how)),
        None => rolled,
    }
}

/// A card played from the hand, and what it was played as.
fn card_played(player: &str, card: &str, used: &CardUse) -> String {
    match used {
        CardUse::Objective => tr!("tracker-log-played-objective", player = player, card = card),
        CardUse::Resource { cost } => tr!(
            "tracker-log-played-resource",
            player = player,
            cost = cost,
            card = card
        ),
        CardUse::Discard => tr!("tracker-log-played-discard", player = player, card = card),
        CardUse::Remove => tr!("tracker-log-played-remove", player = player, card = card),
    }
}

/// A model's recovery roll and its result: the Stun it keeps, or none if it stays KO.
fn recovery(model: &str, dice: &[u32], endurance: u32, recovered: Option<u32>) -> String {
    let who = if dice.is_empty() {
        model.to_owned()
    } else {
        recovery_roll(model, dice, endurance)
    };
    match recovered {
        Some(stun) => tr!("tracker-log-recovered", who = who, stun = stun),
        None => tr!("tracker-log-stays-ko", who = who),
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
    let mut text = tr!(
        "tracker-log-marked",
        model = model,
        stun = stun,
        injury = injury
    );
    if let Some(became) = became {
        let became = match became {
            Became::Casualty => tr!("tracker-log-became-casualty"),
            Became::KnockedOut => tr!("tracker-log-became-knocked-out"),
            Became::Recovered => tr!("tracker-log-became-recovered"),
        };
        text = tr!("tracker-log-and", first = text, then = became);
    }
    if let Some(player) = pass_to {
        let pass = tr!("tracker-log-pass-to", player = player);
        text = tr!("tracker-log-and", first = text, then = pass);
    }
    text
}

/// Why the game ended, in a sentence's middle.
fn ending(ending: Ending) -> String {
    match ending {
        Ending::OutOfModels => tr!("tracker-ending-out-of-models"),
        Ending::TimeCalled => tr!("tracker-ending-time-called"),
        Ending::LastRound => tr!("tracker-ending-last-round"),
    }
}

/// "Robin rolls 2, 5, 6 (2 + 5 against Endurance 6)": a model and the dice it rolled in
/// the app for its recovery.
fn recovery_roll(model: &str, dice: &[u32], endurance: u32) -> String {
    let faces: Vec<String> = dice.iter().map(u32::to_string).collect();
    let kept: Vec<String> = recovery_kept(dice)
        .into_iter()
        .map(|i| dice[i].to_string())
        .collect();
    tr!(
        "tracker-log-recovery-roll",
        model = model,
        faces = faces.join(", "),
        kept = kept.join(" + "),
        endurance = endurance
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

    #[test]
    fn a_line_is_told_in_the_thread_s_language() {
        use crate::words::{Language, within};
        let line = within(Language::Spanish, || {
            entry(&Entry::Ammunition {
                model: "Deadshot".into(),
                left: 2,
            })
        });
        assert_eq!(line, "Deadshot: quedan 2 cargadores.");
    }
}
