//! Deployment, before round 1: the one redraw of the first hand, then the start.

use super::event::{draw_to, take};
use super::{HAND_SIZE, Match, Phase, Player, RuleError};

impl Match {
    /// Puts the named cards of a player's first hand at the bottom of the deck and
    /// draws as many. Only during Deployment, once per player, and only with cards
    /// that are really in the hand: the hand is checked on a copy so that a card
    /// missing halfway through the list leaves the hand whole.
    pub(super) fn redraw_hand(
        &mut self,
        player: Player,
        cards: &[String],
    ) -> Result<String, RuleError> {
        self.require(Phase::Deployment, "Redrawing the first hand")?;
        let state = &mut self.players[player];
        if state.redrew {
            return Err(RuleError(format!(
                "{} has redrawn once already",
                state.name
            )));
        }
        let mut hand = state.hand.clone();
        for card in cards {
            take(&mut hand, card, "the hand")?;
        }
        state.hand = hand;
        state.deck.extend(cards.iter().cloned());
        draw_to(state, HAND_SIZE);
        state.redrew = true;
        Ok(format!(
            "{} puts back {} and draws as many.",
            state.name,
            crate::words::count(cards.len() as u64, "card", "cards")
        ))
    }

    /// Closes Deployment: round 1 opens with Take the Lead. Refused at any other
    /// time, so a game cannot be started twice.
    pub(super) fn start_game(&mut self) -> Result<String, RuleError> {
        self.require(Phase::Deployment, "Starting the game")?;
        self.phase = Phase::TakeTheLead;
        Ok("Round 1 begins: Take the Lead.".to_owned())
    }
}
