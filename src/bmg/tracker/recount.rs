//! The Recount, step by step, and the end of the round or of the game.

use super::event::{draw_to, model_mut};
use super::{
    Audacity, Doing, Ending, Entry, HAND_SIZE, Match, Outcome, Phase, Player, RESOURCE_POINTS,
    ROUNDS, RecountStep, Refusal, Verdict,
};

/// Whether `a` and `b` hold the same cards, order aside.
fn same_cards(a: &[String], b: &[String]) -> bool {
    let mut a: Vec<&String> = a.iter().collect();
    let mut b: Vec<&String> = b.iter().collect();
    a.sort();
    b.sort();
    a == b
}

/// The dice a recovery roll keeps: the places in `dice` of the two lowest, lowest
/// first.
pub fn recovery_kept(dice: &[u32]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..dice.len()).collect();
    order.sort_by_key(|&i| dice[i]);
    order.truncate(2);
    order
}

/// The result of a recovery roll: the two lowest dice at or under Endurance. The two
/// are added wide, so faces no die shows cannot wrap round to a pass.
pub fn recovery_passes(dice: &[u32], endurance: u32) -> bool {
    recovery_kept(dice)
        .into_iter()
        .map(|i| u64::from(dice[i]))
        .sum::<u64>()
        <= u64::from(endurance)
}

impl Match {
    /// Execute the Plan to the Recount, and each Recount step to the next.
    pub(super) fn advance(&mut self) -> Result<Entry, Refusal> {
        match self.phase {
            Phase::ExecuteThePlan => {
                self.phase = Phase::Recount(RecountStep::Traits);
                Ok(Entry::Recount(RecountStep::Traits))
            }
            Phase::Recount(RecountStep::Recovery) => {
                let waiting = self.awaiting_recovery();
                if !waiting.is_empty() {
                    return Err(Refusal::AwaitingRecovery(
                        waiting.into_iter().map(str::to_owned).collect(),
                    ));
                }
                self.phase = Phase::Recount(RecountStep::EndOfRound);
                Ok(Entry::Recount(RecountStep::EndOfRound))
            }
            Phase::Recount(RecountStep::EndOfRound) => Err(Refusal::EndWithShuffle),
            Phase::Recount(step) => {
                let next = step.next().unwrap_or(RecountStep::EndOfRound);
                if next == RecountStep::ScoreObjectives {
                    // Step 2 done: spent Resources go to the bottom of their decks.
                    for state in &mut self.players {
                        let spent: Vec<String> = state.spent.drain(..).collect();
                        state.deck.extend(spent);
                    }
                }
                if next == RecountStep::Recovery {
                    // Models not KO lose one Stun; KO models will roll.
                    for state in &mut self.players {
                        for m in &mut state.models {
                            if m.casualty {
                                continue;
                            }
                            if m.knocked_out {
                                m.awaiting_recovery = true;
                            } else {
                                m.stun = m.stun.saturating_sub(1);
                            }
                        }
                    }
                }
                self.phase = Phase::Recount(next);
                Ok(Entry::Recount(next))
            }
            phase => Err(Refusal::DoesNotAdvance(phase)),
        }
    }

    /// A KO model's recovery roll, in step 5 of the Recount and only for a model that
    /// has one to make. Dice rolled in the app must be the right number of real die
    /// faces and agree with the result; a result typed in is taken as it is. A model
    /// that recovers is Knocked Down and loses a Stun; one that fails stays KO.
    pub(super) fn resolve_recovery(
        &mut self,
        player: Player,
        model: usize,
        passed: bool,
        dice: &[u32],
    ) -> Result<Entry, Refusal> {
        self.require(Phase::Recount(RecountStep::Recovery), Doing::RecoveryRoll)?;
        let dice_count = self.recovery_dice;
        let m = model_mut(&mut self.players[player], model)?;
        if !m.awaiting_recovery {
            return Err(Refusal::NoRecoveryRoll(m.alias.clone()));
        }
        if !dice.is_empty() {
            if dice.len() != dice_count as usize || dice.iter().any(|d| !(1..=6).contains(d)) {
                return Err(Refusal::RecoveryDice(dice_count));
            }
            if recovery_passes(dice, m.endurance) != passed {
                return Err(Refusal::DiceDisagree);
            }
        }
        m.awaiting_recovery = false;
        if passed {
            m.knocked_out = false;
            m.knocked_down = true;
            m.stun = m.stun.saturating_sub(1);
        }
        // Dice rolled in the app are told with the result, as they fell.
        Ok(Entry::Recovery {
            model: m.alias.clone(),
            dice: dice.to_vec(),
            endurance: m.endurance,
            recovered: passed.then_some(m.stun),
        })
    }

    /// Time is called: the game ends at the end of this round, scored as it stands.
    pub(super) fn call_time(&mut self) -> Result<Entry, Refusal> {
        if self.time_called {
            return Err(Refusal::TimeCalledAlready);
        }
        self.time_called = true;
        Ok(Entry::TimeCalled {
            round: self.round.clamp(1, ROUNDS),
        })
    }

    /// Step 6 of the Recount: the end of the game, or the next round.
    pub(super) fn end_round(&mut self, decks: &[Vec<String>; 2]) -> Result<Entry, Refusal> {
        self.require(Phase::Recount(RecountStep::EndOfRound), Doing::EndingRound)?;
        let out_of_models = self.players.iter().any(|p| p.active_models() == 0);
        if self.round >= ROUNDS || out_of_models || self.time_called {
            let score = [
                self.players[0].victory_points(),
                self.players[1].victory_points(),
            ];
            self.phase = Phase::Finished;
            let verdict = self.decide_outcome();
            let why = if out_of_models {
                Ending::OutOfModels
            } else if self.time_called && self.round < ROUNDS {
                Ending::TimeCalled
            } else {
                Ending::LastRound
            };
            return Ok(Entry::GameEnds {
                why,
                score,
                verdict,
            });
        }
        for (state, deck) in self.players.iter_mut().zip(decks) {
            if !same_cards(&state.deck, deck) {
                return Err(Refusal::DeckChanged(state.name.clone()));
            }
        }
        for (state, deck) in self.players.iter_mut().zip(decks) {
            for m in &mut state.models {
                m.activated = false;
                m.audacity = Audacity::None;
            }
            state.lead_bonus = state.passes;
            state.passes = 0;
            state.lead_roll = None;
            state.resources = RESOURCE_POINTS;
            state.deck = deck.clone();
            state.end_of_round_discard = false;
            draw_to(state, HAND_SIZE);
        }
        self.round += 1;
        self.phase = Phase::TakeTheLead;
        self.lead_winner = None;
        self.lead_call = None;
        self.initiative = None;
        Ok(Entry::RoundBegins(self.round))
    }

    /// The winner of a finished game by the Victory Points as they stand: the higher
    /// wins, the same is a draw. Called when the game ends, and again whenever VP are
    /// corrected by hand after it, so the winner always follows the final score (and
    /// an undo, which replays the events, finds the same winner). Returns it with the
    /// winner's name, for the log.
    pub(super) fn decide_outcome(&mut self) -> Verdict {
        let [a, b] = [
            self.players[0].victory_points(),
            self.players[1].victory_points(),
        ];
        let outcome = match a.cmp(&b) {
            std::cmp::Ordering::Greater => Outcome::Winner(Player::First),
            std::cmp::Ordering::Less => Outcome::Winner(Player::Second),
            std::cmp::Ordering::Equal => Outcome::Draw,
        };
        self.outcome = Some(outcome);
        self.verdict_of(outcome)
    }
}

/// The chance that a KO model with `endurance` passes its recovery roll of `dice`.
pub fn recovery_odds(dice: u32, endurance: u32) -> f64 {
    let dice = dice.clamp(1, crate::dice::MAX_POOL);
    crate::dice::Dist::keep_lowest_two(dice).at_most(endurance as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recovery_keeps_the_two_lowest() {
        assert!(recovery_passes(&[6, 1, 2], 3));
        assert!(!recovery_passes(&[6, 5], 10));
        assert!(recovery_passes(&[6, 4], 10));
    }

    #[test]
    fn huge_faces_never_wrap_round_to_a_pass() {
        assert!(!recovery_passes(&[u32::MAX, u32::MAX], 6));
        assert!(!recovery_passes(&[u32::MAX, 2], u32::MAX));
    }
}
