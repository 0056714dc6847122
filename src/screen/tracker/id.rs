//! The widget ids of the Match tab's controls, which tests press them by whatever the
//! language of their labels. A control that repeats per player, model, card or
//! archived match takes its id from what it acts on: players and places in a list
//! count from 0. A button whose label names one of two actions (Put back or Keep,
//! Audacity or Remove Audacity, Knock down or Stand up) has an id per action.

use crate::bmg::tracker::Player;

/// Start the match set up.
pub const START: &str = "match-start";
/// Start round 1 (redrawing the cards still picked).
pub const START_ROUND: &str = "match-start-round";
/// Start the activations, once the plan is raised.
pub const START_ACTIVATIONS: &str = "match-start-activations";
/// The player on turn passes.
pub const PASS: &str = "match-pass";
/// On to the Recount.
pub const TO_RECOUNT: &str = "match-to-recount";
/// The Recount's next step.
pub const NEXT_STEP: &str = "match-next-step";
/// Shuffle and start the next round, or end the game.
pub const END_ROUND: &str = "match-end-round";
/// The attack helper's Hits stepper: its − and + are `stepper::id(HITS, …)`.
pub const HITS: &str = "attack-hits";
/// Choose, in a system dialog, where the archive's reports go.
pub const ARCHIVE_CHOOSE_REPORT: &str = "archive-choose-report";
/// Show the whole log.
pub const LOG: &str = "match-log";
/// Close the log.
pub const CLOSE_LOG: &str = "match-close-log";
/// Time is called.
pub const TIME_CALLED: &str = "match-time-called";
/// Ask to abandon the match.
pub const ABANDON: &str = "match-abandon";
/// Abandon it, keeping it in the archive.
pub const CONFIRM_ABANDON: &str = "match-confirm-abandon";
/// Keep playing after all.
pub const KEEP_PLAYING: &str = "match-keep-playing";
/// Take the last action back.
pub const UNDO: &str = "match-undo";
/// Play it again.
pub const REDO: &str = "match-redo";
/// Export the finished match.
pub const EXPORT: &str = "match-export";
/// Write the finished match's report.
pub const EXPORT_REPORT: &str = "match-export-report";
/// Put the finished match away and set up a new one.
pub const NEW_MATCH: &str = "match-new";
/// Roll the attack helper's dice.
pub const ATTACK_ROLL: &str = "attack-roll";
/// Apply the attack's hits.
pub const ATTACK_APPLY: &str = "attack-apply";
/// Close the attack helper.
pub const ATTACK_CLOSE: &str = "attack-close";
/// Read the archive of past matches again.
pub const ARCHIVE_REFRESH: &str = "archive-refresh";
/// Close the archived match under review.
pub const REVIEW_CLOSE: &str = "archive-review-close";
/// Write the report of the archived match under review.
pub const REVIEW_EXPORT: &str = "archive-review-export";

/// `{what}-{player}`.
fn of_player(what: &str, player: Player) -> String {
    format!("{what}-{}", player.index())
}

/// `{what}-{player}-{at}`: a model, a card, an objective of `player`.
fn of_item(what: &str, player: Player, at: usize) -> String {
    format!("{what}-{}-{at}", player.index())
}

/// Show this player's side, where only one fits.
pub fn side(player: Player) -> String {
    of_player("match-side", player)
}

/// Roll this player's die for the lead in the app.
pub fn lead_roll(player: Player) -> String {
    of_player("match-lead-roll", player)
}

/// Enter `face` as this player's die for the lead.
pub fn lead_die(player: Player, face: u32) -> String {
    format!("{}-{face}", of_player("match-lead-die", player))
}

/// Give the Initiative to this player.
pub fn initiative(player: Player) -> String {
    of_player("match-initiative", player)
}

/// Redraw the cards this player put back.
pub fn redraw(player: Player) -> String {
    of_player("match-redraw", player)
}

/// Put back the card at `at` of this player's first hand.
pub fn put_back(player: Player, at: usize) -> String {
    of_item("match-put-back", player, at)
}

/// Keep the card at `at` of this player's first hand, put back before.
pub fn keep(player: Player, at: usize) -> String {
    of_item("match-keep", player, at)
}

/// Play the card at `at` of the hand as an Objective.
pub fn card_objective(player: Player, at: usize) -> String {
    of_item("match-card-objective", player, at)
}

/// Score the card at `at` of the hand now.
pub fn card_score(player: Player, at: usize) -> String {
    of_item("match-card-score", player, at)
}

/// Play the card at `at` of the hand as a Resource (its costs to pick follow).
pub fn card_resource(player: Player, at: usize) -> String {
    of_item("match-card-resource", player, at)
}

/// Discard the card at `at` of the hand.
pub fn card_discard(player: Player, at: usize) -> String {
    of_item("match-card-discard", player, at)
}

/// Mark the objective at `at` of this player's objectives in play scored.
pub fn objective_scored(player: Player, at: usize) -> String {
    of_item("match-objective-scored", player, at)
}

/// Mark the objective at `at` of this player's objectives in play not met.
pub fn objective_failed(player: Player, at: usize) -> String {
    of_item("match-objective-failed", player, at)
}

/// Place Audacity on this player's model at `model`.
pub fn audacity(player: Player, model: usize) -> String {
    of_item("match-audacity", player, model)
}

/// Take the Audacity placed on this player's model at `model` back.
pub fn remove_audacity(player: Player, model: usize) -> String {
    of_item("match-remove-audacity", player, model)
}

/// Activate this player's model at `model`.
pub fn activate(player: Player, model: usize) -> String {
    of_item("match-activate", player, model)
}

/// Open the attack helper for this player's model at `model`.
pub fn attack(player: Player, model: usize) -> String {
    of_item("match-attack", player, model)
}

/// Open or close the rarer actions of this player's model at `model` (⋯ and ×).
pub fn details(player: Player, model: usize) -> String {
    of_item("match-details", player, model)
}

/// Make an Effort with this player's model at `model`.
pub fn effort(player: Player, model: usize) -> String {
    of_item("match-effort", player, model)
}

/// Knock this player's model at `model` down.
pub fn knock_down(player: Player, model: usize) -> String {
    of_item("match-knock-down", player, model)
}

/// Stand this player's model at `model` up.
pub fn stand_up(player: Player, model: usize) -> String {
    of_item("match-stand-up", player, model)
}

/// Roll the KO recovery of this player's model at `model` in the app.
pub fn recovery_roll(player: Player, model: usize) -> String {
    of_item("match-recovery-roll", player, model)
}

/// This player's model at `model` recovered, by the players' own roll.
pub fn recovered(player: Player, model: usize) -> String {
    of_item("match-recovered", player, model)
}

/// This player's model at `model` stays KO, by the players' own roll.
pub fn stays_ko(player: Player, model: usize) -> String {
    of_item("match-stays-ko", player, model)
}

/// Open the archived match listed at `n`.
pub fn archive_open(n: usize) -> String {
    format!("archive-open-{n}")
}

/// Write the report of the archived match listed at `n`.
pub fn archive_export(n: usize) -> String {
    format!("archive-export-{n}")
}
