//! What the four games share for saving: a game is how it began and the moves played
//! since, and it is rebuilt by playing those moves through its rules again, so that a
//! saved file, however edited, can only hold a game the rules allow.

use super::Refusal;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A game that is saved as its start and its moves, and rebuilt by replaying them.
pub trait Replay: Clone + Sized {
    /// What the game begins from: the players and the options chosen.
    type Start: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned;
    /// One move, with every die and choice it carries.
    type Move: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned;
    /// The game's name in saved files (`"btas"`, ...).
    const KIND: &'static str;
    /// The newest version of its saved file. A new version only adds moves, so every
    /// older file loads as it is; an app that only knows older versions refuses the
    /// file, saying it is newer, rather than failing on a move it does not know.
    const VERSION: u32;

    /// The game before its first move, or why it cannot begin.
    fn begin(start: &Self::Start) -> Result<Self, Refusal>;

    /// Plays `action` by the rules; a refused move may leave the game half-changed, so
    /// [`Played::play`] plays on a copy.
    fn apply(&mut self, action: &Self::Move) -> Result<(), Refusal>;

    /// The players' names at the start, in seating order.
    fn player_names(start: &Self::Start) -> Vec<String>;
}

/// Why a saved game cannot be played again: its start or one of its moves is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unreplayable {
    /// The game cannot begin as saved.
    Start(Refusal),
    /// A move is refused.
    Move {
        /// The move's number, from 1 (as a player counts them).
        number: usize,
        /// Why the rules refuse it.
        refusal: Refusal,
    },
}

/// A game as it is saved: its start and its moves, oldest first.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Record<G: Replay> {
    /// How it began.
    pub start: G::Start,
    /// Every move since, oldest first.
    pub moves: Vec<G::Move>,
}

/// A game in progress with its record and the state before each move, for undo.
#[derive(Debug, Clone)]
pub struct Played<G: Replay> {
    record: Record<G>,
    game: G,
    history: Vec<G>,
    /// Moves played or taken back: it changes whenever the game does.
    changes: u64,
}

impl<G: Replay> Played<G> {
    /// A game before its first move, or why it cannot begin.
    pub fn begin(start: G::Start) -> Result<Played<G>, Refusal> {
        let game = G::begin(&start)?;
        Ok(Played {
            record: Record {
                start,
                moves: Vec::new(),
            },
            game,
            history: Vec::new(),
            changes: 0,
        })
    }

    /// The game `record` holds, its moves replayed (and undoable), or the first move
    /// the rules refuse, with its number.
    pub fn resume(record: Record<G>) -> Result<Played<G>, Unreplayable> {
        let mut played = Played::begin(record.start).map_err(Unreplayable::Start)?;
        for (n, action) in record.moves.into_iter().enumerate() {
            played.play(action).map_err(|refusal| Unreplayable::Move {
                number: n + 1,
                refusal,
            })?;
        }
        played.changes = 0;
        Ok(played)
    }

    /// The game as it stands.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How it began and every move since: what is saved.
    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    /// Plays a move, keeping the game before it; a refused move changes nothing and
    /// says why.
    pub fn play(&mut self, action: G::Move) -> Result<(), Refusal> {
        let mut next = self.game.clone();
        next.apply(&action)?;
        self.history.push(std::mem::replace(&mut self.game, next));
        self.record.moves.push(action);
        self.changes += 1;
        Ok(())
    }

    /// Takes back the last move, if there is one.
    pub fn undo(&mut self) {
        if let Some(previous) = self.history.pop() {
            self.game = previous;
            self.record.moves.pop();
            self.changes += 1;
        }
    }

    /// A count that moves whenever the game changes (a move played or taken back).
    pub fn changes(&self) -> u64 {
        self.changes
    }

    /// Whether there is a move to take back.
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }
}
