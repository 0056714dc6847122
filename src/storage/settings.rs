//! The app's settings on disk: one small versioned file beside the crews, written
//! atomically after every change and read at start. Its contents are the app's to
//! define; this module only keeps the envelope, the size cap and the damaged-file rule.

use super::Result;
use super::{
    Autosave, Trouble, from_envelope, home, open, read_text, set_aside_if_unreadable, to_envelope,
    write_atomic,
};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::path::{Path, PathBuf};

/// The settings file's format name.
const SETTINGS_FORMAT: &str = "gotham-companion/settings";
/// The newest version of the settings file.
pub const SETTINGS_VERSION: u32 = 1;
/// A settings file is a few hundred bytes; anything past this is not one.
const SETTINGS_FILE_CAP: u64 = 1024 * 1024;

/// Where the settings are kept.
pub fn settings_path() -> Result<PathBuf, Trouble> {
    Ok(home()?.join("settings.json"))
}

/// The saved form of `settings`.
pub fn settings_to_json<T: Serialize>(settings: &T) -> String {
    to_envelope(SETTINGS_FORMAT, SETTINGS_VERSION, settings)
}

/// Reads settings from the text of a saved file; `origin` names it in errors.
pub fn parse_settings<T: DeserializeOwned>(text: &str, origin: &str) -> Result<T, Trouble> {
    from_envelope(text, origin, SETTINGS_FORMAT, SETTINGS_VERSION)
}

/// Saves `settings` atomically, creating the folder.
pub fn save_settings<T: Serialize>(path: &Path, settings: &T) -> Result<()> {
    if let Some(dir) = path.parent() {
        super::create_folder(dir)?;
    }
    write_atomic(path, settings_to_json(settings).as_bytes())
}

/// Opens the settings at `path`, leaving the file as it is.
pub fn open_settings<T: DeserializeOwned>(path: &Path) -> Autosave<T> {
    open(path, |path| {
        let text = read_text(path, SETTINGS_FILE_CAP, super::FileKind::Settings)?;
        parse_settings(&text, &path.display().to_string())
    })
}

/// Opens the settings at `path`; a damaged file is renamed beside it
/// (`settings.damaged-TIME.json`), so that saving the defaults cannot overwrite it.
pub fn resume_settings<T: DeserializeOwned>(path: &Path) -> Autosave<T> {
    set_aside_if_unreadable(path, open_settings(path))
}
