//! The four other games: rules and state only, no GUI and no files.

pub mod btas;
pub mod heist;
pub mod replay;
pub mod rising;
pub mod superdice;

use std::fmt;

/// Why a move is not allowed, in words for the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveError(pub String);

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for MoveError {}

/// A game of one of the four, as it is saved: its start and its moves.
#[derive(Debug, Clone, PartialEq)]
pub enum SavedGame {
    /// The Animated Series Dice Game.
    Btas(replay::Record<btas::Game>),
    /// Super Dice.
    SuperDice(replay::Record<superdice::Game>),
    /// The heist bluffing game.
    Heist(replay::Record<heist::Game>),
    /// The Batman Who Laughs Rising.
    Rising(replay::Record<rising::Game>),
}
