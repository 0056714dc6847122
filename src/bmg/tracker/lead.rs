//! Take the Lead: both players roll, the higher total wins and gives the Initiative.

use super::{Match, Phase, Player, RuleError};

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
    pub(super) fn roll_for_lead(&mut self, player: Player, roll: u32) -> Result<String, RuleError> {
        self.require(Phase::TakeTheLead, "Rolling for the lead")?;
        if !(1..=6).contains(&roll) {
            return Err(RuleError(format!("a die shows 1 to 6, not {roll}")));
        }
        if self.lead_winner.is_some() {
            return Err(RuleError("the lead is decided already".into()));
        }
        let state = &mut self.players[player];
        if state.lead_roll.is_some() {
            return Err(RuleError(format!("{} has rolled already", state.name)));
        }
        state.lead_roll = Some(roll);
        let mut line = format!(
            "{} rolls {roll} for the lead{}.",
            state.name,
            if state.lead_bonus > 0 {
                format!(" (+{} for unused Passes)", state.lead_bonus)
            } else {
                String::new()
            }
        );
        if let Some(result) = self.settle_lead() {
            line.push_str(&result);
        }
        Ok(line)
    }

    /// Once both players have rolled, settles the lead on their totals; the loser is
    /// remembered because the next round's tie goes to them, and how it was settled is
    /// kept to be explained. Returns the end of the log line, or nothing while a die is
    /// still to come.
    fn settle_lead(&mut self) -> Option<String> {
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
                return Some(format!(" {}", self.lead_reason()?));
            }
        };
        self.lead_winner = Some(winner);
        self.last_lead_loser = Some(winner.opponent());
        Some(match call {
            LeadCall::TieToLastLoser(_) => format!(" {}", self.lead_reason()?),
            _ => format!(" {} wins the lead ({a} to {b}).", self.players[winner].name),
        })
    }

    /// How a tied lead was broken, as a sentence for the log and the phase bar; nothing
    /// when the lead has not tied this round.
    pub fn lead_reason(&self) -> Option<String> {
        match self.lead_call? {
            LeadCall::Higher(..) => None,
            LeadCall::TieToLastLoser(total) => {
                let winner = self.lead_winner?;
                Some(format!(
                    "A tie at {total} goes to {}, who lost the roll for the lead last round.",
                    self.players[winner].name
                ))
            }
            LeadCall::Reroll(total) => Some(format!(
                "A tie at {total}, and no earlier roll for the lead to break it: both roll again."
            )),
        }
    }

    /// The winner of the lead gives the Initiative to either player, who will also
    /// activate first; Raise the Plan follows. Refused until the lead is decided.
    pub(super) fn choose_initiative(&mut self, player: Player) -> Result<String, RuleError> {
        self.require(Phase::TakeTheLead, "Choosing the Initiative")?;
        let Some(winner) = self.lead_winner else {
            return Err(RuleError(
                "both players must roll for the lead first".into(),
            ));
        };
        self.initiative = Some(player);
        self.turn = player;
        self.phase = Phase::RaiseThePlan;
        Ok(format!(
            "{} gives the Initiative to {}. Raise the Plan.",
            self.players[winner].name, self.players[player].name
        ))
    }
}
