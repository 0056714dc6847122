//! The Animated Series Dice Game as it is saved: how it began and its moves.

use super::{DiceSet, Game, Rolled, Villain};
use crate::games::Refusal;
use crate::games::replay::Replay;
use serde::{Deserialize, Serialize};

/// How a game began.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Start {
    /// The dice in the cup.
    pub dice: DiceSet,
    /// The players in seating order, each with a villain token.
    pub players: Vec<(String, Villain)>,
    /// Who goes first (0 for the first player).
    pub first: usize,
}

/// A move of the Animated Series Dice Game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "move", rename_all = "kebab-case")]
pub enum Move {
    /// A roll of the dice drawn, with the ones put back in the cup.
    Roll {
        /// Every die as it fell.
        dice: Vec<Rolled>,
        /// The dice put back in the cup.
        returned: Vec<Rolled>,
    },
    /// The player stops and banks the turn's Loot.
    Stop,
}

impl Replay for Game {
    type Start = Start;
    type Move = Move;
    const KIND: &'static str = "btas";
    const VERSION: u32 = 1;

    fn begin(start: &Start) -> Result<Game, Refusal> {
        Game::new(start.dice, start.players.clone(), start.first).map_err(Refusal::from)
    }

    fn apply(&mut self, action: &Move) -> Result<(), Refusal> {
        let played = match action {
            Move::Roll { dice, returned } => self.roll(dice, returned).map(|_| ()),
            Move::Stop => self.stop().map(|_| ()),
        };
        played.map_err(Refusal::from)
    }

    fn player_names(start: &Start) -> Vec<String> {
        start.players.iter().map(|(name, _)| name.clone()).collect()
    }
}
