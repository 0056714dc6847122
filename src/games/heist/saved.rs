//! The heist bluffing game as it is saved: how it began and its moves.

use super::{Game, Round};
use crate::games::Refusal;
use crate::games::replay::Replay;
use serde::{Deserialize, Serialize};

/// How a game began.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Start {
    /// The players, clockwise.
    pub names: Vec<String>,
    /// Who holds the Leader card (0 for the first player).
    pub leader: usize,
    /// The optional rule against picking the same Role two rounds running.
    pub no_repeat: bool,
}

/// A move of the heist bluffing game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "move", rename_all = "kebab-case")]
pub enum Move {
    /// A round as it was played on the table.
    Round {
        /// The round.
        round: Round,
    },
    /// A player took an Intimidation card.
    Intimidate {
        /// Who.
        player: usize,
    },
}

impl Replay for Game {
    type Start = Start;
    type Move = Move;
    const KIND: &'static str = "heist";
    const VERSION: u32 = 1;

    fn begin(start: &Start) -> Result<Game, Refusal> {
        Game::new(start.names.clone(), start.leader, start.no_repeat).map_err(Refusal::from)
    }

    fn apply(&mut self, action: &Move) -> Result<(), Refusal> {
        let played = match action {
            Move::Round { round } => self.play(round).map(|_| ()),
            Move::Intimidate { player } => self.intimidate(*player),
        };
        played.map_err(Refusal::from)
    }

    fn player_names(start: &Start) -> Vec<String> {
        start.names.clone()
    }
}
