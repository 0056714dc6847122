//! What the Animated Series Dice Game's log records: each thing that happened, with the
//! data a sentence about it needs (the sentences are `crate::words::games::btas`), so
//! that the rules never write a word a player reads.

use super::Rolled;
use serde::{Deserialize, Serialize};

/// A line of the game's log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// The game begins: this player goes first.
    First(String),
    /// A player rolled these dice, in the order entered.
    Roll {
        /// The player.
        player: String,
        /// Every die as it fell.
        dice: Vec<Rolled>,
    },
    /// A player stopped and scored.
    Score {
        /// The player.
        player: String,
        /// The turn's points.
        points: u32,
        /// The player's score after them.
        total: u32,
    },
    /// Three Batman symbols ended a player's turn.
    Bust {
        /// The player.
        player: String,
        /// The points the Joker's sets kept (0 for any other villain).
        kept: u32,
    },
    /// A player reached the target: the round in progress is the last.
    LastRound(String),
    /// The last round is over and this player has the most Loot.
    Win {
        /// The winner.
        player: String,
        /// The winning score.
        loot: u32,
    },
    /// The last round ended in a tie: these leaders play a tiebreaker round.
    Tie {
        /// The leaders, in seating order.
        players: Vec<String>,
        /// The score they share.
        loot: u32,
    },
}
