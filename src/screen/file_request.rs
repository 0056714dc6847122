//! A file to choose in the system's file dialog, as a screen asks for it. The app opens
//! the dialog; the screen gets the chosen path back as a message of its own.
//!
//! Every screen that asks keeps a typed path beside its button: where no dialog can
//! open (no desktop portal answers), the player types the path instead.

use crate::words::tr;
use std::cell::RefCell;
use std::path::{Path, PathBuf};

thread_local! {
    /// The folder the player last chose a file in, this session or the one before (the
    /// settings keep it): where the next export is suggested. Kept per thread, like a
    /// system dialog's own memory of where it was: the app's updates all run on one
    /// thread, and each test on its own, so one test's choice never moves another's
    /// suggestion.
    static LAST_FOLDER: RefCell<Option<PathBuf>> = const { RefCell::new(None) };
}

/// Notes `folder` as the one the player last chose a file in (or forgets it).
pub fn remember_folder(folder: Option<PathBuf>) {
    LAST_FOLDER.with(|last| *last.borrow_mut() = folder);
}

/// The folder the player last chose a file in, if they did.
pub fn last_folder() -> Option<PathBuf> {
    LAST_FOLDER.with(|last| last.borrow().clone())
}

/// The path suggested for a file named `name` the player is about to write or pick: in
/// the folder they last chose a file in, else in their documents folder.
pub fn suggested(name: &str) -> String {
    match last_folder() {
        Some(folder) => folder.join(name).display().to_string(),
        None => in_documents(name),
    }
}

/// The folder `path` is in, as [`remember_folder`] notes it: none for a bare name.
pub fn folder_of(path: &Path) -> Option<PathBuf> {
    path.parent()
        .filter(|parent| !parent.as_os_str().is_empty())
        .map(Path::to_path_buf)
}

/// Whether the dialog picks a file to read or chooses where to write one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Pick an existing file.
    Open,
    /// Choose a file to write (the dialog asks before replacing one).
    Save,
}

/// A kind of file the dialog offers to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Filter {
    /// Its name in English, as "Crew file": the dialog shows [`Filter::label`].
    pub name: &'static str,
    /// The endings, without the dot.
    pub extensions: &'static [&'static str],
}

impl Filter {
    /// Its name in the window's language; a name this list lacks shows as written.
    pub fn label(&self) -> String {
        match self.name {
            "Crew file" => tr!("app-filter-crew"),
            "Match file" => tr!("app-filter-match"),
            "Match report" => tr!("app-filter-report"),
            "Collection as CSV (id,alias,owned)" => tr!("app-filter-collection"),
            "Roster sheet to print" => tr!("app-filter-roster-html"),
            "Roster in Markdown" => tr!("app-filter-roster-md"),
            "Roster as plain text" => tr!("app-filter-roster-txt"),
            "Catalog pack" => tr!("app-filter-catalog"),
            other => other.to_owned(),
        }
    }
}

/// The path of `name` in the player's documents folder (their home folder where the
/// system names no documents folder), as a typed path: where files a player exports go
/// unless they say otherwise. Relative to the working folder where neither is known.
pub fn in_documents(name: &str) -> String {
    directories::UserDirs::new()
        .map(|dirs| {
            dirs.document_dir()
                .unwrap_or_else(|| dirs.home_dir())
                .to_path_buf()
        })
        .unwrap_or_default()
        .join(name)
        .display()
        .to_string()
}

/// Crew files, as the app saves them.
pub const CREW_FILES: Filter = Filter {
    name: "Crew file",
    extensions: &["json"],
};

/// A file the system dialog is asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileRequest {
    /// Reading or writing.
    pub mode: Mode,
    /// The dialog's title, saying what the file is for.
    pub title: String,
    /// Where to start: a typed or suggested path (its folder, and for saving its name).
    pub start: Option<PathBuf>,
    /// The kinds of file offered, the first shown first.
    pub filters: Vec<Filter>,
}

impl FileRequest {
    /// A request to pick a file to read.
    pub fn open(title: impl Into<String>, start: &str, filters: Vec<Filter>) -> Self {
        Self::new(Mode::Open, title, start, filters)
    }

    /// A request to choose where to write a file.
    pub fn save(title: impl Into<String>, start: &str, filters: Vec<Filter>) -> Self {
        Self::new(Mode::Save, title, start, filters)
    }

    fn new(mode: Mode, title: impl Into<String>, start: &str, filters: Vec<Filter>) -> Self {
        let start = start.trim();
        FileRequest {
            mode,
            title: title.into(),
            start: (!start.is_empty()).then(|| PathBuf::from(start)),
            filters,
        }
    }
}
