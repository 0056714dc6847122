//! Tournament files: the set-up and every event, in a versioned envelope, written
//! atomically after each event and replayed through the rules when read, so that a
//! crash loses nothing and a file edited into breaking a rule is refused, naming the
//! event.

use super::Result;
use super::{Trouble, from_envelope, home, read_text, to_envelope, write_atomic};
use crate::bmg::Catalog;
use crate::bmg::tournament::{Event, Setup, TOURNAMENT_FORMAT, TOURNAMENT_VERSION, Tournament};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The largest tournament file read: a big event is well under a megabyte.
const TOURNAMENT_FILE_CAP: u64 = 64 * 1024 * 1024;

/// A tournament as saved.
#[derive(Serialize)]
struct Saved<'a> {
    setup: &'a Setup,
    events: &'a [Event],
    /// Events taken back, for redo (the next to redo last).
    #[serde(skip_serializing_if = "<[Event]>::is_empty")]
    undone: &'a [Event],
}

/// A tournament as read.
#[derive(Deserialize)]
struct Read {
    setup: Setup,
    #[serde(default)]
    events: Vec<Event>,
    #[serde(default)]
    undone: Vec<Event>,
}

/// The folder of the app's tournaments (not created).
pub fn tournaments_dir() -> Result<PathBuf, Trouble> {
    Ok(home()?.join("tournaments"))
}

/// The saved form of `tournament`.
pub fn tournament_to_json(tournament: &Tournament) -> String {
    let saved = Saved {
        setup: tournament.setup(),
        events: tournament.events(),
        undone: tournament.undone(),
    };
    to_envelope(TOURNAMENT_FORMAT, TOURNAMENT_VERSION, &saved)
}

/// Reads a tournament from the text of a saved file, replaying its events through the
/// rules, each player's lists checked again with the catalog they were checked with
/// where this machine has it; `origin` names it in errors.
pub fn parse_tournament(text: &str, origin: &str) -> Result<Tournament> {
    let read: Read = from_envelope(text, origin, TOURNAMENT_FORMAT, TOURNAMENT_VERSION)?;
    // Each catalog is loaded once, however many lists name it.
    let mut loaded: HashMap<String, Option<Arc<Catalog>>> = HashMap::new();
    let dir = super::catalogs_dir();
    let mut catalog_of = |id: &str| -> Option<Arc<Catalog>> {
        loaded
            .entry(id.to_owned())
            .or_insert_with(|| {
                let dir = dir.as_ref().ok()?;
                super::catalog_by_id(dir, id).ok().map(Arc::new)
            })
            .clone()
    };
    Tournament::replay_with_undone(read.setup, read.events, read.undone, &mut catalog_of).map_err(
        |refusal| Trouble::TournamentRefused {
            origin: origin.to_owned(),
            refusal: Box::new(refusal),
        },
    )
}

/// Reads a tournament file.
pub fn load_tournament(path: &Path) -> Result<Tournament> {
    let text = read_text(path, TOURNAMENT_FILE_CAP, super::FileKind::Tournament)?;
    parse_tournament(&text, &path.display().to_string())
}

/// Saves a tournament atomically, creating its folder.
pub fn save_tournament(path: &Path, tournament: &Tournament) -> Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        super::create_folder(dir)?;
    }
    write_atomic(path, tournament_to_json(tournament).as_bytes())
}

/// A tournament file found in a folder: its tournament, or why it cannot be read.
#[derive(Debug, Clone)]
pub struct TournamentFile {
    /// The file.
    pub path: PathBuf,
    /// Its event's name, date and rounds played, or the error.
    pub summary: Result<(String, String, usize), Trouble>,
}

/// The tournament files in `dir`, newest date first (damaged ones last).
pub fn list_tournaments(dir: &Path) -> Result<Vec<TournamentFile>> {
    let mut found = Vec::new();
    for path in super::json_files(dir)? {
        let summary = load_tournament(&path).map(|t| {
            (
                t.setup().name.clone(),
                t.setup().date.clone(),
                t.state().rounds.len(),
            )
        });
        found.push(TournamentFile { path, summary });
    }
    found.sort_by(|a, b| match (&a.summary, &b.summary) {
        (Ok(x), Ok(y)) => y.1.cmp(&x.1).then_with(|| x.0.cmp(&y.0)),
        (Ok(_), Err(_)) => std::cmp::Ordering::Less,
        (Err(_), Ok(_)) => std::cmp::Ordering::Greater,
        (Err(_), Err(_)) => a.path.cmp(&b.path),
    });
    Ok(found)
}
