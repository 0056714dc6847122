//! The match in progress on disk: found again at start, saved after every change and
//! archived when it ends, one file job at a time.

use super::{App, Message, Status};
use crate::bmg::tracker::MatchRecord;
use crate::screen::tracker;
use crate::storage;
use iced::Task;

/// File work on the match in progress, done one job at a time in order, so an older
/// state never lands after a newer one.
#[derive(Debug, Default)]
pub(super) struct MatchFiles {
    busy: bool,
    waiting: std::collections::VecDeque<MatchJob>,
}

/// A job of [`MatchFiles`].
#[derive(Debug)]
enum MatchJob {
    /// Save the match in progress.
    Save(MatchRecord),
    /// Keep the finished or abandoned match in the archive and clear the autosave.
    Archive(MatchRecord),
}

impl App {
    /// Looks for the match in progress; a window that may not write leaves a damaged
    /// save where it is (the window that owns the folder sets it aside).
    pub(super) fn resume_match(&self) -> Task<Message> {
        let Ok(path) = self.folders.autosave.clone() else {
            return Task::none();
        };
        let catalog = self.catalog.clone();
        let read_only = self.is_read_only();
        Task::perform(
            async move {
                if read_only {
                    storage::open_match(&path, &catalog)
                } else {
                    storage::resume_match(&path, &catalog)
                }
            },
            Message::MatchResumed,
        )
    }

    /// Queues file work on the match; a save waiting behind another is replaced by
    /// the newer one. A read-only window says the match is not saved instead.
    fn queue_match_job(&mut self, job: MatchJob) -> Task<Message> {
        if let Some(refusal) = self.write_refusal() {
            self.status = Some(Status::Error(format!("The match is not saved: {refusal}")));
            return Task::none();
        }
        let files = &mut self.match_files;
        match (files.waiting.back_mut(), job) {
            (Some(MatchJob::Save(waiting)), MatchJob::Save(newer)) => *waiting = newer,
            (_, job) => files.waiting.push_back(job),
        }
        self.next_match_job()
    }

    /// Starts the next queued match job unless one is under way.
    fn next_match_job(&mut self) -> Task<Message> {
        if self.match_files.busy {
            return Task::none();
        }
        let Some(job) = self.match_files.waiting.pop_front() else {
            return Task::none();
        };
        let Ok(path) = self.folders.autosave.clone() else {
            return Task::none();
        };
        self.match_files.busy = true;
        Task::perform(
            async move {
                match job {
                    MatchJob::Save(record) => storage::save_match(&path, &record)
                        .map(|()| None)
                        .map_err(|e| format!("The match could not be saved: {e:#}")),
                    MatchJob::Archive(record) => storage::archive_match(&path, &record)
                        .map(|kept| Some(format!("The last match is kept in {}", kept.display())))
                        .map_err(|e| format!("The last match could not be archived: {e:#}")),
                }
            },
            Message::MatchSaved,
        )
    }

    /// A match job ended: its news or error goes to the status line, and the next starts.
    pub(super) fn match_saved(&mut self, result: Result<Option<String>, String>) -> Task<Message> {
        self.match_files.busy = false;
        match result {
            Ok(Some(news)) => self.status = Some(Status::Info(news)),
            Ok(None) => {}
            Err(error) => self.status = Some(Status::Error(error)),
        }
        self.next_match_job()
    }

    /// Does what the match screen asks.
    pub(super) fn perform_tracker(&mut self, action: tracker::Action) -> Task<Message> {
        match action {
            tracker::Action::None => Task::none(),
            tracker::Action::Save(record) => self.queue_match_job(MatchJob::Save(record)),
            tracker::Action::Export(record, path) => match self.write_refusal() {
                Some(refusal) => {
                    Task::done(Message::FileDone(Err(format!("Not exported: {refusal}"))))
                }
                None => Task::perform(
                    async move {
                        storage::save_match(&path, &record)
                            .map(|()| format!("Match exported to {}", path.display()))
                            .map_err(|e| format!("{e:#}"))
                    },
                    Message::FileDone,
                ),
            },
            tracker::Action::Archive(record) => self.queue_match_job(MatchJob::Archive(record)),
        }
    }
}
