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
    /// What the files are: the dialog shows [`Filter::label`].
    pub name: FileKind,
    /// The endings, without the dot.
    pub extensions: &'static [&'static str],
}

/// What the files a dialog shows are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// A saved crew.
    Crew,
    /// A saved match.
    Match,
    /// A match report page.
    Report,
    /// The collection as CSV.
    Collection,
    /// A roster sheet to print.
    RosterHtml,
    /// A roster in Markdown.
    RosterMarkdown,
    /// A roster as plain text.
    RosterText,
    /// A catalog pack.
    Catalog,
}

impl Filter {
    /// Its name in the window's language: "Crew file".
    pub fn label(&self) -> String {
        match self.name {
            FileKind::Crew => tr!("app-filter-crew"),
            FileKind::Match => tr!("app-filter-match"),
            FileKind::Report => tr!("app-filter-report"),
            FileKind::Collection => tr!("app-filter-collection"),
            FileKind::RosterHtml => tr!("app-filter-roster-html"),
            FileKind::RosterMarkdown => tr!("app-filter-roster-md"),
            FileKind::RosterText => tr!("app-filter-roster-txt"),
            FileKind::Catalog => tr!("app-filter-catalog"),
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
    name: FileKind::Crew,
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
