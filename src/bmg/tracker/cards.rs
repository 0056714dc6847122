//! Objective cards and Resource points: cards leaving the hand, Objectives met or
//! failed, and the score and Resources corrected by hand.

use super::event::{draw_to, take};
use super::{
    CardUse, HAND_SIZE, MAX_RESOURCES, MAX_VICTORY_POINTS, Match, Phase, Player, RecountStep,
    RuleError,
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
    ) -> Result<String, RuleError> {
        let state = &mut self.players[player];
        let after = i64::from(state.resources) + i64::from(delta);
        if after < 0 {
            return Err(RuleError(format!(
                "{} has only {} Resource points",
                state.name, state.resources
            )));
        }
        match u32::try_from(after) {
            Ok(after) if after <= MAX_RESOURCES => {
                state.resources = after;
                Ok(format!(
                    "{}: {}.",
                    state.name,
                    crate::words::count(after, "Resource point", "Resource points")
                ))
            }
            _ => Err(RuleError(format!(
                "a player holds 0 to {MAX_RESOURCES} Resource points; {} would have {after}",
                state.name
            ))),
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
    ) -> Result<String, RuleError> {
        let end_of_round = self.phase == Phase::Recount(RecountStep::EndOfRound);
        let name = Match::card_name(catalog, card);
        let state = &mut self.players[player];
        let before = state.hand.len();
        take(&mut state.hand, card, &format!("{}'s hand", state.name))?;
        let line = match used {
            CardUse::Objective => {
                state.objectives.push(card.to_owned());
                format!("{} plays {name} as an Objective.", state.name)
            }
            CardUse::Resource { cost } => {
                if cost > state.resources {
                    return Err(RuleError(format!(
                        "{name} costs {cost} Resource points; {} has {}",
                        state.name, state.resources
                    )));
                }
                state.resources -= cost;
                state.spent.push(card.to_owned());
                format!("{} spends {cost} on {name} as a Resource.", state.name)
            }
            CardUse::Discard => {
                if end_of_round && std::mem::replace(&mut state.end_of_round_discard, true) {
                    return Err(RuleError(format!(
                        "{} may discard one card at the end of the round",
                        state.name
                    )));
                }
                state.deck.push(card.to_owned());
                format!("{} discards {name} to the bottom of the deck.", state.name)
            }
            CardUse::Remove => {
                state.removed.push(card.to_owned());
                format!("{} removes {name} from the game.", state.name)
            }
        };
        if !end_of_round {
            draw_to(state, before.min(HAND_SIZE));
        }
        Ok(line)
    }

    /// Scores an Objective for its Victory Points, read from the card catalog. The
    /// card may be in play or still in the hand (some are scored straight from it,
    /// and the hand is then refilled).
    pub(super) fn score_objective(
        &mut self,
        player: Player,
        card: &str,
        catalog: &Catalog,
    ) -> Result<String, RuleError> {
        let Some(found) = catalog.card(card) else {
            return Err(RuleError(format!(
                "'{}' is not in the card catalog",
                shorten(card)
            )));
        };
        let state = &mut self.players[player];
        let vp = state
            .objective_vp
            .checked_add(found.victory_points)
            .filter(|&vp| vp <= MAX_VICTORY_POINTS)
            .ok_or_else(|| {
                RuleError(format!(
                    "Objectives score 0 to {MAX_VICTORY_POINTS} VP in a match; {} for {} would pass that",
                    found.victory_points, found.name
                ))
            })?;
        if state.objectives.iter().any(|c| c == card) {
            take(&mut state.objectives, card, "play")?;
        } else {
            let before = state.hand.len();
            take(
                &mut state.hand,
                card,
                &format!("{}'s hand or in play", state.name),
            )?;
            draw_to(state, before.min(HAND_SIZE));
        }
        state.accomplished.push(card.to_owned());
        state.objective_vp = vp;
        Ok(format!(
            "{} accomplishes {} for {} VP.",
            state.name, found.name, found.victory_points
        ))
    }

    /// An Objective in play that was not met goes to the bottom of its deck.
    pub(super) fn fail_objective(
        &mut self,
        player: Player,
        card: &str,
        catalog: &Catalog,
    ) -> Result<String, RuleError> {
        let name = Match::card_name(catalog, card);
        let state = &mut self.players[player];
        take(&mut state.objectives, card, "play")?;
        state.deck.push(card.to_owned());
        Ok(format!("{name} was not met: {} discards it.", state.name))
    }

    /// Adds or takes Victory Points by hand, for corrections and special rules; this
    /// is allowed even once the game is over, and then decides the winner again. The
    /// corrections add up to at most [`MAX_VICTORY_POINTS`] either way.
    pub(super) fn adjust_victory_points(
        &mut self,
        player: Player,
        delta: i32,
    ) -> Result<String, RuleError> {
        let state = &mut self.players[player];
        let most = i64::from(MAX_VICTORY_POINTS);
        let after = i64::from(state.vp_adjustment) + i64::from(delta);
        state.vp_adjustment = match i32::try_from(after) {
            Ok(after) if (-most..=most).contains(&i64::from(after)) => after,
            _ => {
                return Err(RuleError(format!(
                    "VP by hand add up to -{most} to {most}; {delta:+} would make {after} for {}",
                    state.name
                )));
            }
        };
        let line = format!(
            "{} {delta:+} VP by hand ({} VP).",
            state.name,
            state.victory_points()
        );
        if self.phase != Phase::Finished {
            return Ok(line);
        }
        // A score corrected after the end may change who won.
        self.decide_outcome();
        Ok(format!("{line} {}", self.what_now()))
    }
}
