//! Raise the Plan and Execute the Plan: Audacity markers, then alternating
//! activations, with Pass markers for the side with fewer models.

use super::event::model_mut;
use super::{AUDACITY_MARKERS, Audacity, Doing, Entry, Match, Phase, Player, Refusal};

impl Match {
    /// Puts an Audacity marker on a model, or takes it off again, while the plan is
    /// raised. A marker only goes on a model able to activate, one to a model, and
    /// each player has no more than [`AUDACITY_MARKERS`] of them.
    pub(super) fn set_audacity(
        &mut self,
        player: Player,
        model: usize,
        placed: bool,
    ) -> Result<Entry, Refusal> {
        self.require(Phase::RaiseThePlan, Doing::PlacingAudacity)?;
        let count = self.players[player].audacity_placed();
        let state = &mut self.players[player];
        let m = model_mut(state, model)?;
        if placed {
            if !m.can_activate() {
                return Err(Refusal::AudacityWhenOut(m.alias.clone()));
            }
            if m.audacity != Audacity::None {
                return Err(Refusal::AudacityAlready(m.alias.clone()));
            }
            if count >= AUDACITY_MARKERS {
                return Err(Refusal::AudacityUsedUp);
            }
            m.audacity = Audacity::Placed;
            Ok(Entry::AudacityPlaced(m.alias.clone()))
        } else {
            if m.audacity == Audacity::None {
                return Err(Refusal::NoAudacity(m.alias.clone()));
            }
            m.audacity = Audacity::None;
            Ok(Entry::AudacityRemoved(m.alias.clone()))
        }
    }

    /// Ends Raise the Plan and starts the activations. The side with fewer models
    /// able to activate gets a Pass marker per model of difference, so the two sides
    /// run out of activations together; the Initiative goes first unless it has no
    /// model able to.
    pub(super) fn confirm_plan(&mut self) -> Result<Entry, Refusal> {
        self.require(Phase::RaiseThePlan, Doing::StartingActivations)?;
        let counts = [
            self.players[0].active_models(),
            self.players[1].active_models(),
        ];
        let (small, difference) = if counts[0] < counts[1] {
            (Player::First, counts[1] - counts[0])
        } else {
            (Player::Second, counts[0] - counts[1])
        };
        // At most the larger crew's size, which the catalog holds far below u32::MAX.
        let markers = u32::try_from(difference).unwrap_or(u32::MAX);
        self.players[small].passes = markers;
        self.phase = Phase::ExecuteThePlan;
        self.turn = self.first_player();
        if !self.players[self.turn].has_activations_left() {
            self.turn = self.turn.opponent();
        }
        Ok(if difference > 0 {
            Entry::ExecuteThePlanWithPasses {
                player: self.players[small].name.clone(),
                markers,
                models: counts[small],
                against: counts[small.opponent()],
            }
        } else {
            Entry::ExecuteThePlan
        })
    }

    /// Records that a model finished its activation: only in its owner's turn, and
    /// only for a model still waiting to activate. A placed Audacity marker is
    /// flipped as used, and the turn moves on.
    pub(super) fn activate_model(
        &mut self,
        player: Player,
        model: usize,
    ) -> Result<Entry, Refusal> {
        self.require(Phase::ExecuteThePlan, Doing::Activating)?;
        if player != self.turn {
            return Err(Refusal::TurnToActivate(
                self.players[self.turn].name.clone(),
            ));
        }
        let m = model_mut(&mut self.players[player], model)?;
        if !m.waits_to_activate() {
            return Err(Refusal::CannotActivate(m.alias.clone()));
        }
        m.activated = true;
        if m.audacity == Audacity::Placed {
            m.audacity = Audacity::Used;
        }
        let entry = Entry::Activated(m.alias.clone());
        self.next_turn(player);
        Ok(entry)
    }

    /// Spends one of the player's Pass markers in their turn, handing the turn over.
    /// Refused when the opponent has no model left to activate, since the turn
    /// would then have nowhere to go.
    pub(super) fn pass(&mut self, player: Player) -> Result<Entry, Refusal> {
        self.require(Phase::ExecuteThePlan, Doing::Passing)?;
        if player != self.turn {
            return Err(Refusal::TurnOf(self.players[self.turn].name.clone()));
        }
        if self.players[player].passes == 0 {
            return Err(Refusal::NoPassMarker(self.players[player].name.clone()));
        }
        let other = player.opponent();
        if !self.players[other].has_activations_left() {
            return Err(Refusal::NoneToPassTo(self.players[other].name.clone()));
        }
        self.players[player].passes -= 1;
        self.turn = other;
        Ok(Entry::Passed(self.players[player].name.clone()))
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
