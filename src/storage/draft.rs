//! The crew being built, kept beside the settings after every edit that leaves it
//! unsaved, so that a crash or a kill takes no work with it: offered back at the next
//! start, removed once the crew is saved or its changes are let go.

use super::Result;
use super::{
    Autosave, CREW_FILE_CAP, FileKind, Trouble, from_envelope, open, read_text,
    set_aside_if_unreadable, to_envelope, write_atomic,
};
use crate::bmg::Crew;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The draft file's format name.
const DRAFT_FORMAT: &str = "gotham-companion/crew-draft";
/// The newest version of the draft file. Its crew is a crew as the newest crew file
/// holds it: when the crew file gains a version, this one gains one too.
pub const DRAFT_VERSION: u32 = 1;

/// A crew with changes not saved yet, and the file it was opened from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Draft {
    /// The crew's file; none for a crew never saved.
    pub file: Option<PathBuf>,
    /// The crew as it stands.
    pub crew: Crew,
}

/// Where the draft is kept: beside the settings file at `settings`.
pub fn draft_path(settings: &Path) -> PathBuf {
    settings.with_file_name("crew-draft.json")
}

/// The saved form of `draft`.
pub fn draft_to_json(draft: &Draft) -> String {
    to_envelope(DRAFT_FORMAT, DRAFT_VERSION, draft)
}

/// Reads a draft from the text of a saved file; `origin` names it in errors.
pub fn parse_draft(text: &str, origin: &str) -> Result<Draft, Trouble> {
    from_envelope(text, origin, DRAFT_FORMAT, DRAFT_VERSION)
}

/// Saves `draft` atomically, creating the folder.
pub fn save_draft(path: &Path, draft: &Draft) -> Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        super::create_folder(dir)?;
    }
    write_atomic(path, draft_to_json(draft).as_bytes())
}

/// Removes the draft at `path`: the crew was saved or let go. None there is fine.
pub fn clear_draft(path: &Path) -> Result<()> {
    super::clear_autosave(path)
}

/// Opens the draft at `path`, leaving the file as it is.
pub fn open_draft(path: &Path) -> Autosave<Draft> {
    open(path, |path| {
        let text = read_text(path, CREW_FILE_CAP, FileKind::Crew)?;
        parse_draft(&text, &path.display().to_string())
    })
}

/// Opens the draft at `path`; a damaged file is renamed beside it
/// (`crew-draft.damaged-TIME.json`), so that the next edit cannot overwrite it.
pub fn resume_draft(path: &Path) -> Autosave<Draft> {
    set_aside_if_unreadable(path, open_draft(path))
}
