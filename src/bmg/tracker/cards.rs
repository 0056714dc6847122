//! Objective cards and Resource points: cards leaving the hand, Objectives met or
//! failed, and the score and Resources corrected by hand.

use super::event::{draw_to, take};
use super::{
    CardUse, Entry, HAND_SIZE, MAX_RESOURCES, MAX_VICTORY_POINTS, Match, Phase, Pile, Player,
    RecountStep, Refusal,
};
use crate::bmg::catalog::Catalog;
use crate::bmg::ids::shorten;

impl Match {
    /// The card's name for the log, or its id when the catalog lacks it.
    fn card_name(catalog: &Catalog, card: &str) -> String {
        catalog
            .card(card)
            .map_or_else(|| shorten(card).into_owned(), |c| c.name.clone())
    }

    /// Spends or gains Resource points by hand; a player cannot spend more than
    /// they have, nor hold more than [`MAX_RESOURCES`]. Counted wide, so no change
    /// from a file can wrap round.
    pub(super) fn change_resources(
        &mut self,
        player: Player,
        delta: i32,
    ) -> Result<Entry, Refusal> {
        let state = &mut self.players[player];
        let after = i64::from(state.resources) + i64::from(delta);
        if after < 0 {
            return Err(Refusal::ResourcesShort {
                player: state.name.clone(),
                has: state.resources,
            });
        }
        match u32::try_from(after) {
            Ok(after) if after <= MAX_RESOURCES => {
                state.resources = after;
                Ok(Entry::Resources {
                    player: state.name.clone(),
                    left: after,
                })
            }
            _ => Err(Refusal::Resources {
                player: state.name.clone(),
                would: after,
            }),
        }
    }

    /// Plays a card from the hand as an Objective, as a Resource (which its cost
    /// must be affordable for), as a discard or out of the game. At the end of the
    /// round each player discards no more than one card, and nothing is drawn then:
    /// the hands are refilled after the shuffle. Any other time the hand is refilled
    /// at once.
    pub(super) fn play_card(
        &mut self,
        player: Player,
        card: &str,
        used: CardUse,
        catalog: &Catalog,
    ) -> Result<Entry, Refusal> {
        let end_of_round = self.phase == Phase::Recount(RecountStep::EndOfRound);
        let name = Match::card_name(catalog, card);
        let state = &mut self.players[player];
        let before = state.hand.len();
        take(&mut state.hand, card, Pile::Hand(state.name.clone()))?;
        match used {
            CardUse::Objective => state.objectives.push(card.to_owned()),
            CardUse::Resource { cost } => {
                if cost > state.resources {
                    return Err(Refusal::Cost {
                        card: name,
                        cost,
                        player: state.name.clone(),
                        has: state.resources,
                    });
                }
                state.resources -= cost;
                state.spent.push(card.to_owned());
            }
            CardUse::Discard => {
                if end_of_round && std::mem::replace(&mut state.end_of_round_discard, true) {
                    return Err(Refusal::OneDiscard(state.name.clone()));
                }
                state.deck.push(card.to_owned());
            }
            CardUse::Remove => state.removed.push(card.to_owned()),
        }
        if !end_of_round {
            draw_to(state, before.min(HAND_SIZE));
        }
        Ok(Entry::CardPlayed {
            player: state.name.clone(),
            card: name,
            used,
        })
    }

    /// Scores an Objective for its Victory Points, read from the card catalog. The
    /// card may be in play or still in the hand (some are scored straight from it,
    /// and the hand is then refilled).
    pub(super) fn score_objective(
        &mut self,
        player: Player,
        card: &str,
        catalog: &Catalog,
    ) -> Result<Entry, Refusal> {
        let Some(found) = catalog.card(card) else {
            return Err(Refusal::UnknownCard(card.to_owned()));
        };
        let state = &mut self.players[player];
        let vp = state
            .objective_vp
            .checked_add(found.victory_points)
            .filter(|&vp| vp <= MAX_VICTORY_POINTS)
            .ok_or_else(|| Refusal::ObjectiveVictoryPoints {
                card: found.name.clone(),
                victory_points: found.victory_points,
            })?;
        if state.objectives.iter().any(|c| c == card) {
            take(&mut state.objectives, card, Pile::Play)?;
        } else {
            let before = state.hand.len();
            take(&mut state.hand, card, Pile::HandOrPlay(state.name.clone()))?;
            draw_to(state, before.min(HAND_SIZE));
        }
        state.accomplished.push(card.to_owned());
        state.objective_vp = vp;
        Ok(Entry::Accomplished {
            player: state.name.clone(),
            card: found.name.clone(),
            victory_points: found.victory_points,
        })
    }

    /// An Objective in play that was not met goes to the bottom of its deck.
    pub(super) fn fail_objective(
        &mut self,
        player: Player,
        card: &str,
        catalog: &Catalog,
    ) -> Result<Entry, Refusal> {
        let name = Match::card_name(catalog, card);
        let state = &mut self.players[player];
        take(&mut state.objectives, card, Pile::Play)?;
        state.deck.push(card.to_owned());
        Ok(Entry::NotMet {
            player: state.name.clone(),
            card: name,
        })
    }

    /// Adds or takes Victory Points by hand, for corrections and special rules; this
    /// is allowed even once the game is over, and then decides the winner again. The
    /// corrections add up to at most [`MAX_VICTORY_POINTS`] either way.
    pub(super) fn adjust_victory_points(
        &mut self,
        player: Player,
        delta: i32,
    ) -> Result<Entry, Refusal> {
        let state = &mut self.players[player];
        let most = i64::from(MAX_VICTORY_POINTS);
        let after = i64::from(state.vp_adjustment) + i64::from(delta);
        state.vp_adjustment = match i32::try_from(after) {
            Ok(after) if (-most..=most).contains(&i64::from(after)) => after,
            _ => {
                return Err(Refusal::VictoryPointsByHand {
                    player: state.name.clone(),
                    delta,
                    would: after,
                });
            }
        };
        let (name, total) = (state.name.clone(), state.victory_points());
        // A score corrected after the end may change who won.
        let verdict = (self.phase == Phase::Finished).then(|| self.decide_outcome());
        Ok(Entry::VictoryPointsByHand {
            player: name,
            delta,
            total,
            verdict,
        })
    }
}
