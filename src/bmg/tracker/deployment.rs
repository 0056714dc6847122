//! Deployment, before round 1: the one redraw of the first hand, then the start.

use super::event::{draw_to, take};
use super::{Doing, Entry, HAND_SIZE, Match, Phase, Pile, Player, Refusal};

impl Match {
    /// Puts the named cards of a player's first hand at the bottom of the deck and
    /// draws as many. Only during Deployment, once per player, and only with cards
    /// that are really in the hand: the hand is checked on a copy so that a card
    /// missing halfway through the list leaves the hand whole.
    pub(super) fn redraw_hand(
        &mut self,
        player: Player,
        cards: &[String],
    ) -> Result<Entry, Refusal> {
        self.require(Phase::Deployment, Doing::RedrawingHand)?;
        let state = &mut self.players[player];
        if state.redrew {
            return Err(Refusal::RedrewAlready(state.name.clone()));
        }
        let mut hand = state.hand.clone();
        for card in cards {
            take(&mut hand, card, Pile::RedrawnHand)?;
        }
        state.hand = hand;
        state.deck.extend(cards.iter().cloned());
        draw_to(state, HAND_SIZE);
        state.redrew = true;
        Ok(Entry::HandRedrawn {
            player: state.name.clone(),
            cards: cards.len(),
        })
    }

    /// Closes Deployment: round 1 opens with Take the Lead. Refused at any other
    /// time, so a game cannot be started twice.
    pub(super) fn start_game(&mut self) -> Result<Entry, Refusal> {
        self.require(Phase::Deployment, Doing::StartingGame)?;
        self.phase = Phase::TakeTheLead;
        Ok(Entry::RoundBegins(1))
    }
}
