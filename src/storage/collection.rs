//! The collection file: the miniatures owned of each profile and what they also play,
//! one versioned file in the data folder, written atomically after every change.

use super::Result;
use super::{
    Autosave, Trouble, from_envelope, home, open, read_text, set_aside_if_unreadable, to_envelope,
    write_atomic,
};
use crate::bmg::collection::{Collection, Miniatures};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The collection file's format name.
pub const COLLECTION_FORMAT: &str = "gotham-companion/collection";
/// The newest version of the collection file.
pub const COLLECTION_VERSION: u32 = 1;
/// A collection of every profile with long marks is well under a megabyte.
const COLLECTION_FILE_CAP: u64 = 4 * 1024 * 1024;

/// The largest CSV file of a collection read: a line per profile is a few dozen
/// kilobytes.
pub const CSV_FILE_CAP: u64 = 16 * 1024 * 1024;

/// The collection as saved.
#[derive(Serialize)]
struct Saved<'a> {
    miniatures: Vec<&'a Miniatures>,
}

/// The collection as read.
#[derive(Deserialize)]
struct Read {
    miniatures: Vec<Miniatures>,
}

/// Where the collection is kept.
pub fn collection_path() -> Result<PathBuf, Trouble> {
    Ok(home()?.join("collection.json"))
}

/// The saved form of `collection`.
pub fn collection_to_json(collection: &Collection) -> String {
    let saved = Saved {
        miniatures: collection.entries().collect(),
    };
    to_envelope(COLLECTION_FORMAT, COLLECTION_VERSION, &saved)
}

/// Reads a collection from the text of a saved file; `origin` names it in errors.
pub fn parse_collection(text: &str, origin: &str) -> Result<Collection> {
    let read: Read = from_envelope(text, origin, COLLECTION_FORMAT, COLLECTION_VERSION)?;
    Collection::from_entries(read.miniatures).map_err(|error| Trouble::CollectionRefused {
        origin: origin.to_owned(),
        error: Box::new(error),
    })
}

/// Reads the collection at `path`: an empty collection where there is no file yet.
pub fn load_collection(path: &Path) -> Result<Collection> {
    match open_collection(path) {
        Autosave::Empty => Ok(Collection::default()),
        Autosave::Resumed(collection) => Ok(*collection),
        Autosave::Unreadable(error) | Autosave::SetAside { error, .. } => Err(error),
    }
}

/// Saves `collection` atomically, creating the folder.
pub fn save_collection(path: &Path, collection: &Collection) -> Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        super::create_folder(dir)?;
    }
    write_atomic(path, collection_to_json(collection).as_bytes())
}

/// Opens the collection at `path`, leaving the file as it is.
pub fn open_collection(path: &Path) -> Autosave<Collection> {
    open(path, |path| {
        let text = read_text(path, COLLECTION_FILE_CAP, super::FileKind::Collection)?;
        parse_collection(&text, &path.display().to_string())
    })
}

/// Opens the collection at `path`; a damaged file is renamed beside it
/// (`collection.damaged-TIME.json`), so that the next save cannot overwrite it.
pub fn resume_collection(path: &Path) -> Autosave<Collection> {
    set_aside_if_unreadable(path, open_collection(path))
}
