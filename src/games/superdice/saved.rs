//! Super Dice as it is saved: the players and the moves.

use super::{Category, DICE, Game};
use crate::games::Refusal;
use crate::games::replay::Replay;
use serde::{Deserialize, Serialize};

/// How a game began.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Start {
    /// The players, in turn order.
    pub names: Vec<String>,
}

/// A move of Super Dice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "move", rename_all = "kebab-case")]
pub enum Move {
    /// The first throw of a turn.
    Throw {
        /// The four dice.
        dice: [u32; DICE],
        /// The Villain die.
        villain: u32,
    },
    /// A re-throw of the dice not held.
    Rethrow {
        /// The values of the dice kept.
        held: Vec<u32>,
        /// The new values of the dice thrown again.
        thrown: Vec<u32>,
        /// The Villain die.
        villain: u32,
    },
    /// A card of this category scored.
    Score {
        /// The category.
        category: Category,
    },
    /// A card of this category turned over for nothing.
    GiveUp {
        /// The category.
        category: Category,
    },
}

impl Replay for Game {
    type Start = Start;
    type Move = Move;
    const KIND: &'static str = "superdice";
    const VERSION: u32 = 1;

    fn begin(start: &Start) -> Result<Game, Refusal> {
        Game::new(start.names.clone()).map_err(Refusal::from)
    }

    fn apply(&mut self, action: &Move) -> Result<(), Refusal> {
        let played = match action {
            Move::Throw { dice, villain } => self.throw(*dice, *villain),
            Move::Rethrow {
                held,
                thrown,
                villain,
            } => self.rethrow(held, thrown, *villain),
            Move::Score { category } => self.score(*category).map(|_| ()),
            Move::GiveUp { category } => self.give_up(*category),
        };
        played.map_err(Refusal::from)
    }

    fn player_names(start: &Start) -> Vec<String> {
        start.names.clone()
    }
}
