//! The live match's sentences: the phases, why an event is refused, each line of the
//! log, what the rules expect now and a report's result, for the window, the command
//! line and the printed report alike.

mod log;
mod refusals;

pub use log::entry;
pub use refusals::refusal;

use crate::bmg::tracker::report::Report;
use crate::bmg::tracker::{
    AUDACITY_MARKERS, Lead, Match, Outcome, Phase, Player, RecountStep, Verdict,
};

/// Where the round stands, as the phase bar and `match summary` (its `--json` too)
/// name it: "Raise the Plan", "Recount, step 3: score end-of-round Objectives".
pub fn phase(phase: Phase) -> String {
    match phase {
        Phase::Deployment => "Deployment".to_owned(),
        Phase::TakeTheLead => "Take the Lead".to_owned(),
        Phase::RaiseThePlan => "Raise the Plan".to_owned(),
        Phase::ExecuteThePlan => "Execute the Plan".to_owned(),
        Phase::Recount(step) => format!("Recount, step {}: {}", step.number(), recount_step(step)),
        Phase::Finished => "Game over".to_owned(),
    }
}

/// A step of the Recount, in a sentence's middle.
fn recount_step(step: RecountStep) -> &'static str {
    match step {
        RecountStep::Traits => "start-of-Recount traits",
        RecountStep::SpentResources => "discard spent Resources",
        RecountStep::ScoreObjectives => "score end-of-round Objectives",
        RecountStep::StatusRolls => "status effect rolls",
        RecountStep::Recovery => "recovery",
        RecountStep::EndOfRound => "end of the round",
    }
}

/// How the lead settled, as a sentence of its own.
fn lead(lead: &Lead) -> String {
    match lead {
        Lead::Won {
            winner,
            totals: [a, b],
        } => format!("{winner} wins the lead ({a} to {b})."),
        Lead::TieToLastLoser { winner, total } => {
            format!("A tie at {total} goes to {winner}, who lost the roll for the lead last round.")
        }
        Lead::Reroll(total) => format!(
            "A tie at {total}, and no earlier roll for the lead to break it: both roll again."
        ),
    }
}

/// Who won a finished game, as a sentence.
fn verdict(verdict: &Verdict) -> String {
    match verdict {
        Verdict::Winner(player) => format!("{player} wins."),
        Verdict::Draw => "A draw.".to_owned(),
    }
}

/// A short instruction for the players: what the rules expect now.
pub fn what_now(state: &Match) -> String {
    let name = |p: Player| state.players[p].name.as_str();
    match state.phase {
        Phase::Deployment => {
            "Each player may redraw any of their first four cards once; then start round 1."
                .to_owned()
        }
        Phase::TakeTheLead => match state.lead() {
            None => {
                "Both players roll a die for the lead (unused Pass markers add 1 each).".to_owned()
            }
            Some(settled) => match &settled {
                Lead::Won {
                    winner,
                    totals: [a, b],
                } => format!("{winner} won the roll, {a} to {b}: choose who has the Initiative."),
                Lead::TieToLastLoser { winner, .. } => {
                    format!(
                        "{} {winner} chooses who has the Initiative.",
                        lead(&settled)
                    )
                }
                Lead::Reroll(_) => format!("{} (Unused Pass markers add 1 each.)", lead(&settled)),
            },
        },
        Phase::RaiseThePlan => format!(
            "Place up to {AUDACITY_MARKERS} Audacity markers each on models able to activate, then start the activations."
        ),
        Phase::ExecuteThePlan => {
            if state.players.iter().any(|p| p.has_activations_left()) {
                format!("{} activates a model (or passes).", name(state.turn))
            } else {
                "Every model has activated: go to the Recount.".to_owned()
            }
        }
        Phase::Recount(step) => match step {
            RecountStep::Traits => {
                "Use the traits that act at the start of the Recount, Initiative first.".to_owned()
            }
            RecountStep::SpentResources => {
                "Spent Resource cards go to the bottom of their decks.".to_owned()
            }
            RecountStep::ScoreObjectives => {
                "Score the Objectives checked at the end of the round.".to_owned()
            }
            RecountStep::StatusRolls => "Roll for status effects such as Poison.".to_owned(),
            RecountStep::Recovery => {
                let waiting = state.awaiting_recovery();
                if waiting.is_empty() {
                    "Every model has recovered what it can.".to_owned()
                } else {
                    format!("Roll Endurance to recover from KO: {}.", waiting.join(", "))
                }
            }
            RecountStep::EndOfRound => {
                "Each player may discard one card; then the decks are shuffled and hands refilled."
                    .to_owned()
            }
        },
        // A finished game always has its result; without one it is told as a draw.
        Phase::Finished => verdict(&state.verdict().unwrap_or(Verdict::Draw)),
    }
}

/// A report's result in one line: who won and the score, or where the match was left.
pub fn result(report: &Report) -> String {
    let [first, second] = &report.players;
    let score = format!(
        "{} {} VP, {} {} VP",
        first.name, first.victory_points, second.name, second.victory_points
    );
    match report.outcome {
        Some(Outcome::Winner(player)) => {
            let (winner, loser) = (&report.players[player], &report.players[player.opponent()]);
            format!(
                "{} wins, {} VP to {} VP",
                winner.name, winner.victory_points, loser.victory_points
            )
        }
        Some(Outcome::Draw) => format!("A draw: {score}"),
        None => format!(
            "Left unfinished in round {} ({}): {score}",
            report.round,
            phase(report.phase)
        ),
    }
}
