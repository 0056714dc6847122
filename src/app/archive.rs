//! The match archive's file work: listing the past matches for the set-up screen,
//! reading one for review, and writing match reports. Reading never changes an
//! archived file, and no report is written into the archive folder.

use super::{App, Message};
use crate::background;
use crate::bmg::Catalog;
use crate::bmg::tracker::report::{Report, utc_date_time};
use crate::screen::tracker::{self, archive};
use crate::sheets;
use crate::storage::{self, ArchivedMatch, Trouble};
use crate::words::{self, Said, said};
use iced::Task;
use std::path::{Path, PathBuf};

/// A message of the archive list, as the app sends it back.
fn to_archive(message: archive::Message) -> Message {
    Message::Tracker(tracker::Message::Archive(message))
}

impl App {
    /// The archive folder, beside the match autosave.
    pub(super) fn archive_dir(&self) -> Result<PathBuf, Said> {
        self.folders
            .autosave
            .as_deref()
            .map(storage::match_archive_dir)
            .map_err(|trouble| Said::from(trouble.clone()))
    }

    /// Reads the match archive again for the list of the set-up screen, while it shows
    /// (a match in play has no list to fill).
    pub(super) fn list_archive(&mut self) -> Task<Message> {
        let Some(version) = self.tracker.request_listing() else {
            return Task::none();
        };
        self.read_archive(version)
    }

    /// Reads every archived match and tells each, in a task; the answer carries
    /// `version`.
    pub(super) fn read_archive(&self, version: u64) -> Task<Message> {
        let dir = self.archive_dir();
        let catalog = self.catalog.clone();
        background::attempt(
            async move {
                let files = storage::list_match_archive(&dir?)?;
                Ok(files
                    .into_iter()
                    .map(|file| {
                        let (path, stamp) = (file.path.clone(), file.stamp);
                        let summary = told(file, &catalog).map(|r| archive::Summary::of(&r));
                        archive::Entry {
                            path,
                            stamp,
                            summary,
                        }
                    })
                    .collect())
            },
            move |result| to_archive(archive::Message::Listed(version, result)),
        )
    }

    /// Reads the archived match at `path` for review, in a task; the answer carries
    /// `version`. Nothing is written.
    pub(super) fn open_archived(&self, version: u64, path: PathBuf) -> Task<Message> {
        let catalog = self.catalog.clone();
        background::attempt(
            async move {
                let file = storage::read_archived_match(&path);
                let stamp = file.stamp;
                told(file, &catalog)
                    .map(|report| {
                        Box::new(archive::Reviewed {
                            path,
                            stamp,
                            report,
                        })
                    })
                    .map_err(Said::from)
            },
            move |result| to_archive(archive::Message::Opened(version, result)),
        )
    }

    /// Writes the report of the archived match at `source` to `target`, in a task.
    pub(super) fn export_archived(&self, source: PathBuf, target: PathBuf) -> Task<Message> {
        if let Some(refusal) = self.write_refusal() {
            return Task::done(Message::FileDone(Err(said!(
                "app-report-refused",
                error = refusal
            ))));
        }
        let archive = self.archive_dir();
        let catalog = self.catalog.clone();
        background::attempt(
            async move {
                let file = storage::read_archived_match(&source);
                let date = file.stamp.map(utc_date_time);
                let report = told(file, &catalog)?;
                let html = sheets::report::html(&report, date.as_deref(), words::current());
                write_report(&html, &target, archive)
            },
            Message::FileDone,
        )
    }

    /// Writes a report made already (HTML) to `target`, in a task.
    pub(super) fn write_report(&self, html: String, target: PathBuf) -> Task<Message> {
        if let Some(refusal) = self.write_refusal() {
            return Task::done(Message::FileDone(Err(said!(
                "app-report-refused",
                error = refusal
            ))));
        }
        let archive = self.archive_dir();
        background::attempt(
            async move { write_report(&html, &target, archive) },
            Message::FileDone,
        )
    }
}

/// The archived match of `file` told, or why it cannot be (the file's error, or the
/// event that no longer replays).
fn told(file: ArchivedMatch, catalog: &Catalog) -> Result<Report, Trouble> {
    let record = file.record?;
    Report::build(&record, catalog).map_err(|refusal| Trouble::MatchRefused {
        path: file.path,
        refusal: Box::new(refusal),
    })
}

/// Writes `html` to `target` atomically, unless `target` is in the archive folder
/// (`archive`): reports never go where the archived matches are.
fn write_report(html: &str, target: &Path, archive: Result<PathBuf, Said>) -> Result<Said, Said> {
    let path = target.display().to_string();
    if let Ok(archive) = archive
        && in_folder(target, &archive)
    {
        return Err(said!("app-report-in-archive", path = path));
    }
    storage::export_text(target, html)
        .map(|()| said!("app-report-written", path = path))
        .map_err(|e| said!("app-report-refused", error = e))
}

/// Whether `path` is a file directly in `folder` (both resolved, links followed).
fn in_folder(path: &Path, folder: &Path) -> bool {
    let parent = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    match (parent.canonicalize(), folder.canonicalize()) {
        (Ok(parent), Ok(folder)) => parent == folder,
        _ => false,
    }
}
