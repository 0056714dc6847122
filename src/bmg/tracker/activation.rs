//! Raise the Plan and Execute the Plan: Audacity markers, then alternating
//! activations, with Pass markers for the side with fewer models.

use super::event::model_mut;
use super::{AUDACITY_MARKERS, Audacity, Match, Phase, Player, RuleError};

impl Match {
    /// Puts an Audacity marker on a model, or takes it off again, while the plan is
    /// raised. A marker only goes on a model able to activate, one to a model, and
    /// each player has no more than [`AUDACITY_MARKERS`] of them.
    pub(super) fn set_audacity(
        &mut self,
        player: Player,
        model: usize,
        placed: bool,
    ) -> Result<String, RuleError> {
        self.require(Phase::RaiseThePlan, "Placing Audacity markers")?;
        let count = self.players[player].audacity_placed();
        let state = &mut self.players[player];
        let m = model_mut(state, model)?;
        if placed {
            if !m.can_activate() {
                return Err(RuleError(format!(
                    "{} cannot activate, so it takes no Audacity marker",
                    m.alias
                )));
            }
            if m.audacity != Audacity::None {
                return Err(RuleError(format!(
                    "{} has an Audacity marker already",
                    m.alias
                )));
            }
            if count >= AUDACITY_MARKERS {
                return Err(RuleError(format!(
                    "each player has {AUDACITY_MARKERS} Audacity markers"
                )));
            }
            m.audacity = Audacity::Placed;
            Ok(format!("Audacity marker on {}.", m.alias))
        } else {
            if m.audacity == Audacity::None {
                return Err(RuleError(format!("{} has no Audacity marker", m.alias)));
            }
            m.audacity = Audacity::None;
            Ok(format!("Audacity marker taken off {}.", m.alias))
        }
    }

    /// Ends Raise the Plan and starts the activations. The side with fewer models
    /// able to activate gets a Pass marker per model of difference, so the two sides
    /// run out of activations together; the Initiative goes first unless it has no
    /// model able to.
    pub(super) fn confirm_plan(&mut self) -> Result<String, RuleError> {
        self.require(Phase::RaiseThePlan, "Starting the activations")?;
        let counts = [
            self.players[0].active_models(),
            self.players[1].active_models(),
        ];
        let (small, difference) = if counts[0] < counts[1] {
            (Player::First, counts[1] - counts[0])
        } else {
            (Player::Second, counts[0] - counts[1])
        };
        self.players[small].passes = difference as u32;
        self.phase = Phase::ExecuteThePlan;
        self.turn = self.first_player();
        if !self.players[self.turn].has_activations_left() {
            self.turn = self.turn.opponent();
        }
        Ok(if difference > 0 {
            format!(
                "Execute the Plan. {} has {}: {} models to {}.",
                self.players[small].name,
                crate::words::count(difference as u64, "Pass marker", "Pass markers"),
                counts[small],
                counts[small.opponent()]
            )
        } else {
            "Execute the Plan.".to_owned()
        })
    }

    /// Records that a model finished its activation: only in its owner's turn, and
    /// only for a model still waiting to activate. A placed Audacity marker is
    /// flipped as used, and the turn moves on.
    pub(super) fn activate_model(
        &mut self,
        player: Player,
        model: usize,
    ) -> Result<String, RuleError> {
        self.require(Phase::ExecuteThePlan, "Activating a model")?;
        if player != self.turn {
            return Err(RuleError(format!(
                "it is {}'s turn to activate",
                self.players[self.turn].name
            )));
        }
        let m = model_mut(&mut self.players[player], model)?;
        if !m.waits_to_activate() {
            return Err(RuleError(format!("{} cannot activate now", m.alias)));
        }
        m.activated = true;
        if m.audacity == Audacity::Placed {
            m.audacity = Audacity::Used;
        }
        let line = format!("{} activates.", m.alias);
        self.next_turn(player);
        Ok(line)
    }

    /// Spends one of the player's Pass markers in their turn, handing the turn over.
    /// Refused when the opponent has no model left to activate, since the turn
    /// would then have nowhere to go.
    pub(super) fn pass(&mut self, player: Player) -> Result<String, RuleError> {
        self.require(Phase::ExecuteThePlan, "Passing")?;
        if player != self.turn {
            return Err(RuleError(format!(
                "it is {}'s turn",
                self.players[self.turn].name
            )));
        }
        if self.players[player].passes == 0 {
            return Err(RuleError(format!(
                "{} has no Pass marker",
                self.players[player].name
            )));
        }
        let other = player.opponent();
        if !self.players[other].has_activations_left() {
            return Err(RuleError(format!(
                "{} has no model left to activate",
                self.players[other].name
            )));
        }
        self.players[player].passes -= 1;
        self.turn = other;
        Ok(format!("{} passes.", self.players[player].name))
    }

    /// Whether the player on turn may pass now: during the activations, with a Pass
    /// marker left and an opponent with a model to take the turn (what a pass
    /// asks, so that a Pass button is offered exactly when it would be accepted).
    pub fn may_pass(&self) -> bool {
        self.phase == Phase::ExecuteThePlan
            && self.players[self.turn].passes > 0
            && self.players[self.turn.opponent()].has_activations_left()
    }

    /// The next player to activate after `player` acted: the opponent when they have
    /// models left, else `player` again.
    fn next_turn(&mut self, player: Player) {
        let other = player.opponent();
        self.turn = if self.players[other].has_activations_left() {
            other
        } else {
            player
        };
    }
}
