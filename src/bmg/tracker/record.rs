//! A match as it is saved: the setup, the events played, and those undone (for redo).
//! [`super::Timeline`] replays it.

use super::{Event, Match, Refusal, Setup};
use crate::bmg::catalog::Catalog;
use serde::{Deserialize, Serialize};

/// The `format` of a saved match.
pub const MATCH_FORMAT: &str = "gotham-companion/match";
/// The newest match file version. Version 2 added the event "time called" (an older
/// app cannot replay it); version 1 files load as they are.
pub const MATCH_VERSION: u32 = 2;

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

    /// The match as it stands after every event; fails, naming the event, where the
    /// rules refuse one (a file edited by hand, or from another catalog).
    pub fn replay(&self, catalog: &Catalog) -> Result<Match, Refusal> {
        self.replay_with(catalog, |_, _| {})
    }

    /// [`MatchRecord::replay`], telling `after` the match after each event (with how
    /// many events were played).
    pub fn replay_with(
        &self,
        catalog: &Catalog,
        mut after: impl FnMut(usize, &Match),
    ) -> Result<Match, Refusal> {
        let mut state = Match::start(&self.setup, catalog)?;
        after(0, &state);
        for (n, event) in self.events.iter().enumerate() {
            // In place: a refused event ends the replay, so no copy is needed to undo it.
            state
                .play(event, catalog)
                .map_err(|refusal| Refusal::Unreplayable {
                    event: n + 1,
                    refusal: Box::new(refusal),
                })?;
            after(n + 1, &state);
        }
        Ok(state)
    }
}
