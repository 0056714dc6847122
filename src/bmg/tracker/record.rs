//! A match as it is saved: the setup, the events played, and those undone (for redo).

use super::{Event, Match, RuleError, Setup};
use crate::bmg::catalog::Catalog;
use serde::{Deserialize, Serialize};

/// The `format` of a saved match.
pub const MATCH_FORMAT: &str = "gotham-companion/match";
/// The newest match file version.
pub const MATCH_VERSION: u32 = 1;

/// A match's whole history, from which its state is rebuilt.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchRecord {
    /// How it began.
    pub setup: Setup,
    /// What happened, oldest first.
    #[serde(default)]
    pub events: Vec<Event>,
    /// Events undone, most recently undone last: redo plays them back.
    #[serde(default)]
    pub undone: Vec<Event>,
}

impl MatchRecord {
    /// A match about to begin.
    pub fn new(setup: Setup) -> MatchRecord {
        MatchRecord {
            setup,
            events: Vec::new(),
            undone: Vec::new(),
        }
    }

    /// The match after every event, or the first event that the rules refuse (a file
    /// edited by hand, or from another catalog), with its position.
    pub fn replay(&self, catalog: &Catalog) -> Result<Match, RuleError> {
        let mut state = Match::start(&self.setup, catalog)?;
        for (n, event) in self.events.iter().enumerate() {
            state
                .apply(event, catalog)
                .map_err(|e| RuleError(format!("event {} cannot be replayed: {e}", n + 1)))?;
        }
        Ok(state)
    }

    /// Plays `event` on `state` (this record's current match) and records it; a new
    /// event clears what could be redone.
    pub fn play(
        &mut self,
        state: &mut Match,
        event: Event,
        catalog: &Catalog,
    ) -> Result<(), RuleError> {
        state.apply(&event, catalog)?;
        self.events.push(event);
        self.undone.clear();
        Ok(())
    }

    /// Takes back the last event; returns the match without it.
    pub fn undo(&mut self, catalog: &Catalog) -> Option<Result<Match, RuleError>> {
        let event = self.events.pop()?;
        self.undone.push(event);
        Some(self.replay(catalog))
    }

    /// Plays back the last undone event.
    pub fn redo(&mut self, state: &mut Match, catalog: &Catalog) -> Option<Result<(), RuleError>> {
        let event = self.undone.pop()?;
        Some(match state.apply(&event, catalog) {
            Ok(()) => {
                self.events.push(event);
                Ok(())
            }
            Err(error) => {
                self.undone.push(event);
                Err(error)
            }
        })
    }
}
