//! Take the Lead: both players roll, the higher total wins and gives the Initiative.

use super::{Match, Phase, Player, RuleError};

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
    /// remembered because the next round's tie goes to them. Returns the end of the
    /// log line, or nothing while a die is still to come.
    fn settle_lead(&mut self) -> Option<String> {
        let (Some(a), Some(b)) = (self.players[0].lead_total(), self.players[1].lead_total())
        else {
            return None;
        };
        let winner = if a > b {
            Some(Player::First)
        } else if b > a {
            Some(Player::Second)
        } else {
            // A tie goes to whoever lost the roll last round; in round 1, both roll again.
            self.last_lead_loser
        };
        Some(match winner {
            Some(w) => {
                self.lead_winner = Some(w);
                self.last_lead_loser = Some(w.opponent());
                format!(" {} wins the lead ({a} to {b}).", self.players[w].name)
            }
            None => {
                self.players[0].lead_roll = None;
                self.players[1].lead_roll = None;
                format!(" A tie at {a}: both roll again.")
            }
        })
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
