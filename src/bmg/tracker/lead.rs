//! Take the Lead: both players roll, the higher total wins and gives the Initiative.

use super::{Doing, Entry, Lead, Match, Phase, Player, Refusal};

/// How this round's Take the Lead roll was settled, kept so the players are told why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LeadCall {
    /// One total was higher: the first player's and the second's.
    Higher(u32, u32),
    /// Both totals were this; the tie went to the player who lost the last roll.
    TieToLastLoser(u32),
    /// Both totals were this, with no earlier roll to break the tie: both roll again.
    Reroll(u32),
}

impl Match {
    /// Records a player's Take the Lead die: a real die face, one roll each, and none
    /// once the lead is decided. When this was the second roll, the lead is settled.
    pub(super) fn roll_for_lead(&mut self, player: Player, roll: u32) -> Result<Entry, Refusal> {
        self.require(Phase::TakeTheLead, Doing::RollingForLead)?;
        if !(1..=6).contains(&roll) {
            return Err(Refusal::DieFace(roll));
        }
        if self.lead_winner.is_some() {
            return Err(Refusal::LeadDecided);
        }
        let state = &mut self.players[player];
        if state.lead_roll.is_some() {
            return Err(Refusal::RolledAlready(state.name.clone()));
        }
        state.lead_roll = Some(roll);
        let (name, bonus) = (state.name.clone(), state.lead_bonus);
        Ok(Entry::LeadRolled {
            player: name,
            roll,
            bonus,
            settled: self.settle_lead(),
        })
    }

    /// Once both players have rolled, settles the lead on their totals; the loser is
    /// remembered because the next round's tie goes to them, and how it was settled is
    /// kept to be explained. Returns how it settled, or nothing while a die is still to
    /// come.
    fn settle_lead(&mut self) -> Option<Lead> {
        let (Some(a), Some(b)) = (self.players[0].lead_total(), self.players[1].lead_total())
        else {
            return None;
        };
        let call = if a != b {
            LeadCall::Higher(a, b)
        } else if self.last_lead_loser.is_some() {
            LeadCall::TieToLastLoser(a)
        } else {
            // Round 1 has no earlier roll to break a tie.
            LeadCall::Reroll(a)
        };
        self.lead_call = Some(call);
        let winner = match call {
            LeadCall::Higher(..) if a > b => Player::First,
            LeadCall::Higher(..) => Player::Second,
            LeadCall::TieToLastLoser(_) => self.last_lead_loser?,
            LeadCall::Reroll(_) => {
                self.players[0].lead_roll = None;
                self.players[1].lead_roll = None;
                return self.lead();
            }
        };
        self.lead_winner = Some(winner);
        self.last_lead_loser = Some(winner.opponent());
        self.lead()
    }

    /// How this round's lead was last settled, with the winner's name, for the players
    /// to be told why; nothing before both dice are in. A tie to be rolled again stays
    /// told until the new dice settle it.
    pub fn lead(&self) -> Option<Lead> {
        let winner = || self.lead_winner.map(|p| self.players[p].name.clone());
        Some(match self.lead_call? {
            LeadCall::Higher(a, b) => Lead::Won {
                winner: winner()?,
                totals: [a, b],
            },
            LeadCall::TieToLastLoser(total) => Lead::TieToLastLoser {
                winner: winner()?,
                total,
            },
            LeadCall::Reroll(total) => Lead::Reroll(total),
        })
    }

    /// The winner of the lead gives the Initiative to either player, who will also
    /// activate first; Raise the Plan follows. Refused until the lead is decided.
    pub(super) fn choose_initiative(&mut self, player: Player) -> Result<Entry, Refusal> {
        self.require(Phase::TakeTheLead, Doing::ChoosingInitiative)?;
        let Some(winner) = self.lead_winner else {
            return Err(Refusal::LeadUndecided);
        };
        self.initiative = Some(player);
        self.turn = player;
        self.phase = Phase::RaiseThePlan;
        let by = self.players[winner].name.clone();
        Ok(if winner == player {
            Entry::InitiativeKept(by)
        } else {
            Entry::InitiativeGiven {
                by,
                to: self.players[player].name.clone(),
            }
        })
    }
}
