//! The live match's sentences: the phases, why an event is refused, each line of the
//! log, what the rules expect now and a report's result, for the window, the command
//! line and the printed report alike.

mod log;
mod refusals;

pub use log::entry;
pub use refusals::refusal;

use crate::bmg::tracker::report::Report;
use crate::bmg::tracker::{
    AUDACITY_MARKERS, Lead, Match, ModelState, Outcome, Phase, Player, RecountStep, Verdict,
};
use crate::words::numbers::integer;
use crate::words::tr;

/// Where the round stands, as the phase bar and `match summary` (its `--json` too)
/// name it: "Raise the Plan", "Recount, step 3: score end-of-round Objectives".
pub fn phase(phase: Phase) -> String {
    match phase {
        Phase::Deployment => tr!("tracker-phase-deployment"),
        Phase::TakeTheLead => tr!("tracker-phase-take-the-lead"),
        Phase::RaiseThePlan => tr!("tracker-phase-raise-the-plan"),
        Phase::ExecuteThePlan => tr!("tracker-phase-execute-the-plan"),
        Phase::Recount(step) => tr!(
            "tracker-phase-recount",
            number = step.number(),
            step = recount_step(step)
        ),
        Phase::Finished => tr!("tracker-phase-finished"),
    }
}

/// A step of the Recount, in a sentence's middle.
fn recount_step(step: RecountStep) -> String {
    match step {
        RecountStep::Traits => tr!("tracker-recount-traits"),
        RecountStep::SpentResources => tr!("tracker-recount-spent-resources"),
        RecountStep::ScoreObjectives => tr!("tracker-recount-score-objectives"),
        RecountStep::StatusRolls => tr!("tracker-recount-status-rolls"),
        RecountStep::Recovery => tr!("tracker-recount-recovery"),
        RecountStep::EndOfRound => tr!("tracker-recount-end-of-round"),
    }
}

/// How the lead settled, as a sentence of its own.
fn lead(lead: &Lead) -> String {
    match lead {
        Lead::Won {
            winner,
            totals: [a, b],
        } => tr!("tracker-lead-won", winner = winner, a = a, b = b),
        Lead::TieToLastLoser { winner, total } => tr!(
            "tracker-lead-tie-to-last-loser",
            winner = winner,
            total = total
        ),
        Lead::Reroll(total) => tr!("tracker-lead-reroll", total = total),
    }
}

/// Who won a finished game, as a sentence.
fn verdict(verdict: &Verdict) -> String {
    match verdict {
        Verdict::Winner(player) => tr!("tracker-verdict-winner", player = player),
        Verdict::Draw => tr!("tracker-verdict-draw"),
    }
}

/// A short instruction for the players: what the rules expect now.
pub fn what_now(state: &Match) -> String {
    let name = |p: Player| state.players[p].name.as_str();
    match state.phase {
        Phase::Deployment => tr!("tracker-now-deployment"),
        Phase::TakeTheLead => match state.lead() {
            None => tr!("tracker-now-roll-for-lead"),
            Some(settled) => match &settled {
                Lead::Won {
                    winner,
                    totals: [a, b],
                } => tr!("tracker-now-lead-won", winner = winner, a = a, b = b),
                Lead::TieToLastLoser { winner, .. } => tr!(
                    "tracker-now-lead-tie",
                    lead = lead(&settled),
                    winner = winner
                ),
                Lead::Reroll(_) => tr!("tracker-now-lead-reroll", lead = lead(&settled)),
            },
        },
        Phase::RaiseThePlan => tr!("tracker-now-raise-the-plan", markers = AUDACITY_MARKERS),
        Phase::ExecuteThePlan => {
            if state.players.iter().any(|p| p.has_activations_left()) {
                tr!("tracker-now-activate", player = name(state.turn))
            } else {
                tr!("tracker-now-all-activated")
            }
        }
        Phase::Recount(step) => match step {
            RecountStep::Traits => tr!("tracker-now-recount-traits"),
            RecountStep::SpentResources => tr!("tracker-now-recount-spent-resources"),
            RecountStep::ScoreObjectives => tr!("tracker-now-recount-score-objectives"),
            RecountStep::StatusRolls => tr!("tracker-now-recount-status-rolls"),
            RecountStep::Recovery => {
                let waiting = state.awaiting_recovery();
                if waiting.is_empty() {
                    tr!("tracker-now-recount-all-recovered")
                } else {
                    tr!("tracker-now-recount-recovery", models = waiting.join(", "))
                }
            }
            RecountStep::EndOfRound => tr!("tracker-now-recount-end-of-round"),
        },
        // A finished game always has its result; without one it is told as a draw.
        Phase::Finished => verdict(&state.verdict().unwrap_or(Verdict::Draw)),
    }
}

/// A model as the attack helper offers it for a target: its markers against its
/// Willpower and Endurance, and KO where it is.
pub fn target(model: &ModelState) -> String {
    tr!(
        "tracker-target",
        model = model.alias.as_str(),
        stun = model.stun,
        willpower = model.willpower,
        injury = model.injury,
        endurance = model.endurance,
        state = if model.knocked_out { "ko" } else { "up" }
    )
}

/// A signed change as the log and the refusals write it: "+2", "-1", "+0".
pub fn signed(n: i32) -> String {
    if n < 0 {
        integer(n)
    } else {
        format!("+{}", integer(n))
    }
}

/// A report's result in one line: who won and the score, or where the match was left.
pub fn result(report: &Report) -> String {
    let [first, second] = &report.players;
    match report.outcome {
        Some(Outcome::Winner(player)) => {
            let (winner, loser) = (&report.players[player], &report.players[player.opponent()]);
            tr!(
                "tracker-result-winner",
                winner = winner.name.as_str(),
                winner_vp = integer(winner.victory_points),
                loser_vp = integer(loser.victory_points)
            )
        }
        Some(Outcome::Draw) => tr!(
            "tracker-result-draw",
            first = first.name.as_str(),
            first_vp = integer(first.victory_points),
            second = second.name.as_str(),
            second_vp = integer(second.victory_points)
        ),
        None => tr!(
            "tracker-result-unfinished",
            round = report.round,
            phase = phase(report.phase),
            first = first.name.as_str(),
            first_vp = integer(first.victory_points),
            second = second.name.as_str(),
            second_vp = integer(second.victory_points)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bmg::tracker::Audacity;
    use crate::words::{Language, within};

    fn joker(knocked_out: bool) -> ModelState {
        ModelState {
            id: "joker".into(),
            alias: "Joker".into(),
            willpower: 6,
            endurance: 7,
            stun: 2,
            injury: 7,
            knocked_out,
            casualty: false,
            knocked_down: false,
            activated: false,
            audacity: Audacity::None,
            ammo: Vec::new(),
            awaiting_recovery: false,
        }
    }

    #[test]
    fn a_target_says_ko_only_when_it_is() {
        assert_eq!(
            within(Language::English, || target(&joker(false))),
            "Joker (2/6 Stun, 7/7 Injury)"
        );
        assert_eq!(
            within(Language::English, || target(&joker(true))),
            "Joker (2/6 Stun, 7/7 Injury, KO)"
        );
        assert_eq!(
            within(Language::Spanish, || target(&joker(true))),
            "Joker (Contusión 2/6, Herida 7/7, KO)"
        );
    }
}
