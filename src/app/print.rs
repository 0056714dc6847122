//! Printing a sheet (a roster, a tournament's pairings, slips or standings): it is
//! written in the data folder's `rosters/`, then opened in the browser, where the
//! player prints it.

use super::{App, Message, Status, folders};
use crate::words::{Said, said};
use crate::{background, storage};
use iced::Task;
use std::path::{Path, PathBuf};

/// Opens a written file in the program the system has for it (the browser, for a
/// roster sheet), or says why it could not.
pub type FileOpener = fn(&Path) -> Result<(), Said>;

/// Opens `path` in the default browser, or says in plain words why not.
pub(super) fn open_in_browser(path: &Path) -> Result<(), Said> {
    opener::open_browser(path).map_err(|error| match error {
        // The system's openers (xdg-open and the like) are not there, or none names
        // a browser: "error spawning command(s) ''" says nothing to a player.
        opener::OpenError::Spawn { .. } => said!("app-no-browser"),
        opener::OpenError::ExitStatus { .. } => said!("app-browser-failed"),
        other => Said::verbatim(other.to_string()),
    })
}

impl App {
    /// Opens the files the app writes to be looked at (printed rosters) with `opener`
    /// instead of the browser: tests pass one that launches nothing.
    pub fn set_file_opener(&mut self, opener: FileOpener) {
        self.file_opener = opener;
    }

    /// Writes the sheet `html` (a `noun`: "Roster", "Pairings", ...) named after `name`
    /// in the rosters folder, unless this window may not write.
    pub(super) fn print_sheet(
        &mut self,
        noun: &'static str,
        name: String,
        html: String,
    ) -> Task<Message> {
        if let Some(refusal) = self.write_refusal() {
            self.status = Some(Status::Error(said!(
                "app-sheet-not-printed",
                sheet = said!("app-sheet", noun = noun),
                error = refusal
            )));
            return Task::none();
        }
        let dir = folders::said(&self.folders.rosters);
        background::attempt(
            async move { Ok(storage::save_roster(&dir?, &name, &html)?) },
            move |written| Message::SheetWritten(noun, written),
        )
    }

    /// A sheet was written, or not: opens it in the browser.
    pub(super) fn sheet_written(
        &mut self,
        noun: &'static str,
        result: Result<PathBuf, Said>,
    ) -> Task<Message> {
        match result {
            Ok(path) => {
                self.status = Some(Status::Info(said!(
                    "app-sheet-written",
                    sheet = said!("app-sheet", noun = noun),
                    path = path.display()
                )));
                let open = self.file_opener;
                let written = path.clone();
                background::perform(
                    async move {
                        let opened = open(&path);
                        (path, opened)
                    },
                    move |panic| (written, Err(panic.said())),
                    move |(path, opened)| Message::SheetOpened(noun, path, opened),
                )
            }
            Err(error) => {
                self.status = Some(Status::Error(said!(
                    "app-sheet-not-printed",
                    sheet = said!("app-sheet", noun = noun),
                    error = error
                )));
                Task::none()
            }
        }
    }

    /// The browser was asked to open the sheet at `path`: says where the sheet is, and
    /// how to print it when no browser opened it.
    pub(super) fn sheet_opened(
        &mut self,
        noun: &'static str,
        path: &Path,
        opened: Result<(), Said>,
    ) {
        let (sheet, path) = (said!("app-sheet", noun = noun), path.display().to_string());
        self.status = Some(match opened {
            // The system took the file for the browser; whether a window came up is
            // not something it tells, so the news does not claim it.
            Ok(()) => Status::Info(said!("app-sheet-handed", sheet = sheet, path = path)),
            Err(error) => Status::Error(said!(
                "app-sheet-not-opened",
                sheet = sheet.clone(),
                path = path,
                error = error
            )),
        });
    }
}
