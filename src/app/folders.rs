//! Where the app keeps its files, and whether this window may write there.

use crate::storage;
use crate::words::{Said, said, tr};
use std::path::PathBuf;

/// Where the app keeps its files, and whether it may write there.
#[derive(Debug, Clone)]
pub struct Folders {
    /// The saved crews, or why there is no such folder.
    pub crews: Result<PathBuf, storage::Trouble>,
    /// The match in progress, saved after every action.
    pub autosave: Result<PathBuf, storage::Trouble>,
    /// The other games in progress, each saved after every move.
    pub games: Result<PathBuf, storage::Trouble>,
    /// The settings file.
    pub settings: Result<PathBuf, storage::Trouble>,
    /// The printed rosters.
    pub rosters: Result<PathBuf, storage::Trouble>,
    /// The installed catalog packs, and the choice of the one in use.
    pub catalogs: Result<PathBuf, storage::Trouble>,
    /// The tournaments' files.
    pub tournaments: Result<PathBuf, storage::Trouble>,
    /// The collection file.
    pub collection: Result<PathBuf, storage::Trouble>,
    /// Whether this window writes in them.
    pub access: Access,
}

/// `place` as a task takes it: the path, or why there is none, worded when shown.
pub fn said(place: &Result<PathBuf, storage::Trouble>) -> Result<PathBuf, Said> {
    place.clone().map_err(Said::from)
}

impl Folders {
    /// The user's data folder (or `GOTHAM_COMPANION_HOME`), with `access` to it.
    pub fn in_home(access: Access) -> Folders {
        Folders {
            crews: storage::crews_dir(),
            autosave: storage::autosave_path(),
            games: storage::games_dir(),
            settings: storage::settings_path(),
            rosters: storage::rosters_dir(),
            catalogs: storage::catalogs_dir(),
            tournaments: storage::tournaments_dir(),
            collection: storage::collection_path(),
            access,
        }
    }

    /// Every folder the app writes in: where a killed write may have left a
    /// temporary file.
    pub(super) fn written(&self) -> Vec<PathBuf> {
        let mut dirs: Vec<PathBuf> = self.crews.iter().cloned().collect();
        if let Some(matches) = self.autosave.as_ref().ok().and_then(|a| a.parent()) {
            dirs.push(matches.to_path_buf());
            dirs.push(matches.join("archive"));
        }
        if let Ok(games) = &self.games {
            dirs.push(games.clone());
            dirs.push(games.join("archive"));
        }
        if let Some(settings) = self.settings.as_ref().ok().and_then(|s| s.parent()) {
            dirs.push(settings.to_path_buf());
        }
        dirs.extend(self.rosters.iter().cloned());
        dirs.extend(self.catalogs.iter().cloned());
        dirs.extend(self.tournaments.iter().cloned());
        if let Some(collection) = self.collection.as_ref().ok().and_then(|c| c.parent()) {
            dirs.push(collection.to_path_buf());
        }
        dirs
    }
}

/// Whether a window may write in its folders. One window at a time owns the data
/// folder (it holds its lock); a second one opens read-only, so that it can never
/// overwrite the first one's crews or match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Access {
    /// This window writes: it holds the data folder's lock (or, in tests, owns its
    /// folders outright).
    Write,
    /// Another window holds the data folder: this one reads, and refuses every write.
    ReadOnly,
    /// This window writes, but the lock could not be taken (why): nothing keeps a
    /// second window out, and the user is told so once, in the window's language.
    Unlocked(storage::Trouble),
}

/// The line a read-only window shows at its top.
pub fn read_only_banner() -> String {
    tr!("app-read-only-banner")
}

/// Why a read-only window does not write, as its refusals say.
pub(super) fn read_only_refusal() -> Said {
    said!("app-read-only-refusal")
}
