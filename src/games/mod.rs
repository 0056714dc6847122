//! The four other games: rules and state only, no GUI and no files.

pub mod btas;
pub mod heist;
pub mod replay;
pub mod rising;
pub mod superdice;

/// Why a move of one of the four games is refused: the game's own refusal, with the
/// data a sentence about it needs (the words are `crate::words::games`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The Animated Series Dice Game refuses it.
    Btas(btas::Refusal),
    /// Super Dice refuses it.
    SuperDice(superdice::Refusal),
    /// The heist game refuses it.
    Heist(heist::Refusal),
    /// The Batman Who Laughs Rising refuses it.
    Rising(rising::Refusal),
}

impl From<btas::Refusal> for Refusal {
    fn from(refusal: btas::Refusal) -> Refusal {
        Refusal::Btas(refusal)
    }
}

impl From<superdice::Refusal> for Refusal {
    fn from(refusal: superdice::Refusal) -> Refusal {
        Refusal::SuperDice(refusal)
    }
}

impl From<heist::Refusal> for Refusal {
    fn from(refusal: heist::Refusal) -> Refusal {
        Refusal::Heist(refusal)
    }
}

impl From<rising::Refusal> for Refusal {
    fn from(refusal: rising::Refusal) -> Refusal {
        Refusal::Rising(refusal)
    }
}

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
