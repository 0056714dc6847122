//! The four other games: rules and state only, no GUI and no files.

pub mod btas;
pub mod heist;
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
