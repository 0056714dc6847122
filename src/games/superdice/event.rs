//! What Super Dice's log records: each thing that happened, with the data a sentence
//! about it needs (the sentences are `crate::words::games::superdice`), so that the
//! rules never write a word a player reads.

use super::{Category, DICE};
use serde::{Deserialize, Serialize};

/// A line of the game's log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// The game begins with this many Ransom Coins in the pool.
    Pool(u32),
    /// A player threw (or threw again): the four dice as they lie, held ones first.
    Throw {
        /// The player.
        player: String,
        /// The four dice.
        dice: [u32; DICE],
        /// The Villain die thrown with them.
        villain: u32,
    },
    /// The Villain die showed a 6 and paid a Ransom Coin: this many are left.
    Ransom(u32),
    /// The last Ransom Coin is paid: the game ends and nobody wins.
    RansomGone,
    /// A player turned a card over, for points or for nothing.
    Card {
        /// The player.
        player: String,
        /// The card's category.
        category: Category,
        /// The points it scored (0 for a card turned for nothing).
        points: u32,
        /// The player's score after them.
        total: u32,
    },
    /// Every card is turned: the game ends with these winners (several on a tie).
    LastCard {
        /// The winners, in turn order.
        winners: Vec<String>,
        /// Their score.
        score: u32,
    },
}
