//! A match being played: its record, the state the record replays to, and checkpoints
//! of that state along the way, so that loading costs one pass over the events and an
//! undo replays only the events since the last checkpoint.

use super::{Event, Match, MatchRecord, Refusal};
use crate::bmg::catalog::Catalog;

/// Events between two checkpoints. An undo replays fewer than this many events; each
/// checkpoint holds a copy of the state without its log (a few kilobytes).
const CHECKPOINT_EVERY: usize = 128;

/// The state after the first `events` events, its log left out: the log only grows, so
/// its first `log` entries are shared with every later state.
#[derive(Debug, Clone)]
struct Checkpoint {
    events: usize,
    log: usize,
    state: Match,
}

impl Checkpoint {
    fn of(events: usize, state: &Match) -> Checkpoint {
        Checkpoint {
            events,
            log: state.log.len(),
            state: state.clone_without_log(),
        }
    }
}

/// A match's record with the state it replays to, kept in step by every play, undo and
/// redo.
#[derive(Debug, Clone)]
pub struct Timeline {
    record: MatchRecord,
    state: Match,
    /// Never empty: the first is the match before any event.
    checkpoints: Vec<Checkpoint>,
}

impl Timeline {
    /// Replays `record` once, keeping checkpoints; fails on the first event the rules
    /// refuse (a file edited by hand, or from another catalog), naming its position.
    pub fn new(record: MatchRecord, catalog: &Catalog) -> Result<Timeline, Refusal> {
        let mut checkpoints = Vec::new();
        let state = record.replay_with(catalog, |played, state| {
            if played.is_multiple_of(CHECKPOINT_EVERY) {
                checkpoints.push(Checkpoint::of(played, state));
            }
        })?;
        Ok(Timeline {
            record,
            state,
            checkpoints,
        })
    }

    /// The match's whole history, as it is saved.
    pub fn record(&self) -> &MatchRecord {
        &self.record
    }

    /// The match as it stands.
    pub fn state(&self) -> &Match {
        &self.state
    }

    /// Plays `event` and records it; a new event clears what could be redone. A refused
    /// event changes nothing.
    pub fn play(&mut self, event: Event, catalog: &Catalog) -> Result<(), Refusal> {
        self.state.apply(&event, catalog)?;
        self.record.events.push(event);
        self.record.undone.clear();
        self.checkpoint();
        Ok(())
    }

    /// Takes back the last event (none when there is nothing to take back): the state
    /// goes back to the last checkpoint before it and replays the events since.
    pub fn undo(&mut self, catalog: &Catalog) -> Option<Result<(), Refusal>> {
        let event = self.record.events.pop()?;
        let played = self.record.events.len();
        while self.checkpoints.last().is_some_and(|c| c.events > played) {
            self.checkpoints.pop();
        }
        let Some(checkpoint) = self.checkpoints.last() else {
            self.record.events.push(event);
            return Some(Err(Refusal::LostStart));
        };
        let mut state = checkpoint.state.clone();
        // The log's first entries are the checkpoint's: move them over rather than copy.
        let mut log = std::mem::take(&mut self.state.log);
        let since = log.split_off(checkpoint.log.min(log.len()));
        state.log = log;
        let replayed = self.record.events[checkpoint.events..]
            .iter()
            .try_for_each(|event| state.play(event, catalog));
        match replayed {
            Ok(()) => {
                self.state = state;
                self.record.undone.push(event);
                Some(Ok(()))
            }
            Err(error) => {
                // Cannot happen with the catalog the events were played with; if it
                // does, nothing changes.
                let mut log = state.log;
                log.truncate(checkpoint.log);
                log.extend(since);
                self.state.log = log;
                self.record.events.push(event);
                Some(Err(error))
            }
        }
    }

    /// Plays back the last undone event (none when there is nothing to redo).
    pub fn redo(&mut self, catalog: &Catalog) -> Option<Result<(), Refusal>> {
        let event = self.record.undone.pop()?;
        Some(match self.state.apply(&event, catalog) {
            Ok(()) => {
                self.record.events.push(event);
                self.checkpoint();
                Ok(())
            }
            Err(error) => {
                self.record.undone.push(event);
                Err(error)
            }
        })
    }

    /// Keeps a checkpoint when the event count reaches the next one.
    fn checkpoint(&mut self) {
        let played = self.record.events.len();
        let last = self.checkpoints.last().map_or(0, |c| c.events);
        if played.is_multiple_of(CHECKPOINT_EVERY) && played > last {
            self.checkpoints.push(Checkpoint::of(played, &self.state));
        }
    }
}
