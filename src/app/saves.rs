//! The games in progress on disk (the match and the four other games): found again at
//! start, saved after every change and archived when left; and the settings, saved
//! after every change. One file job at a time.

use super::{App, Message, Settings, Status, folders};
use crate::background;
use crate::bmg::collection::Collection;
use crate::bmg::tournament::Tournament;
use crate::bmg::tracker::MatchRecord;
use crate::games::SavedGame;
use crate::screen::{games, tracker};
use crate::storage::{self, Draft};
use crate::words::{Said, said};
use iced::Task;
use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::Arc;

/// File work on the games in progress, done one job at a time in order, so an older
/// state never lands after a newer one.
#[derive(Debug, Default)]
pub(super) struct SaveQueue {
    busy: bool,
    waiting: VecDeque<Job>,
    /// Whether the job under way archives the match: the archive list is read again
    /// once it lands.
    archiving: bool,
}

/// A job of [`SaveQueue`].
#[derive(Debug)]
enum Job {
    /// Save the match in progress.
    SaveMatch(MatchRecord),
    /// Keep the finished or abandoned match in the archive and clear the autosave.
    ArchiveMatch(MatchRecord),
    /// Save one of the other games in progress.
    SaveGame(SavedGame),
    /// Keep a game left for a new one in the archive and clear its save.
    ArchiveGame(SavedGame),
    /// Save the settings.
    SaveSettings(Settings),
    /// Save the open tournament to its file.
    SaveTournament(PathBuf, Box<Tournament>),
    /// Save the collection.
    SaveCollection(Arc<Collection>),
    /// Keep the crew being built (or, with none, remove the draft).
    KeepDraft(Option<Box<Draft>>),
}

impl Job {
    /// Whether `self`, waiting, can be dropped for `newer`: both save the same file.
    fn replaced_by(&self, newer: &Job) -> bool {
        match (self, newer) {
            (Job::SaveMatch(_), Job::SaveMatch(_))
            | (Job::SaveSettings(_), Job::SaveSettings(_))
            | (Job::SaveCollection(_), Job::SaveCollection(_))
            | (Job::KeepDraft(_), Job::KeepDraft(_)) => true,
            (Job::SaveTournament(old, _), Job::SaveTournament(new, _)) => old == new,
            (Job::SaveGame(old), Job::SaveGame(new)) => {
                std::mem::discriminant(old) == std::mem::discriminant(new)
            }
            _ => false,
        }
    }
}

impl Job {
    /// What failed when the job fails, for the status line.
    fn failure(&self) -> Said {
        match self {
            Job::SaveMatch(_) => said!("app-match-not-saved"),
            Job::ArchiveMatch(_) => said!("app-match-not-archived"),
            Job::SaveGame(_) => said!("app-game-not-saved"),
            Job::ArchiveGame(_) => said!("app-game-not-archived"),
            Job::SaveSettings(_) => said!("app-settings-not-saved"),
            Job::SaveTournament(..) => said!("app-tournament-not-saved"),
            Job::SaveCollection(_) => said!("app-collection-not-saved"),
            Job::KeepDraft(_) => said!("app-draft-not-saved"),
        }
    }
}

impl App {
    /// Looks for the match and the other games in progress; a window that may not
    /// write leaves a damaged save where it is (the window that owns the folder sets it
    /// aside).
    pub(super) fn resume_games(&self) -> Task<Message> {
        let read_only = self.is_read_only();
        let mut tasks = Vec::new();
        if let Ok(path) = folders::said(&self.folders.autosave) {
            let catalog = self.catalog.clone();
            let told = path.clone();
            tasks.push(background::perform(
                async move {
                    if read_only {
                        storage::open_match(&path, &catalog)
                    } else {
                        storage::resume_match(&path, &catalog)
                    }
                },
                // Reading catches a panic the file's content reaches; this is one
                // elsewhere, told as the file's.
                move |panic| {
                    storage::Autosave::Unreadable(storage::Trouble::ReadPanicked {
                        path: told,
                        panic: panic.text(),
                    })
                },
                Message::MatchResumed,
            ));
        }
        if let Ok(dir) = folders::said(&self.folders.games) {
            tasks.push(background::attempt(
                async move {
                    Ok(Box::new(if read_only {
                        storage::open_games(&dir)
                    } else {
                        storage::resume_games(&dir)
                    }))
                },
                Message::GamesResumed,
            ));
        }
        Task::batch(tasks)
    }

    /// Queues file work; a save waiting behind another of the same file is replaced by
    /// the newer one. A read-only window says the game is not saved instead.
    fn queue(&mut self, job: Job) -> Task<Message> {
        if let Some(refusal) = self.write_refusal() {
            let what = match job {
                Job::SaveMatch(_) | Job::ArchiveMatch(_) => "match",
                Job::SaveGame(_) | Job::ArchiveGame(_) => "game",
                Job::SaveSettings(_) => "settings",
                Job::SaveTournament(..) => "tournament",
                Job::SaveCollection(_) => "collection",
                Job::KeepDraft(_) => "crew",
            };
            self.status = Some(Status::Error(said!(
                "app-refused-save",
                what = what,
                refusal = refusal
            )));
            return Task::none();
        }
        let waiting = &mut self.saves.waiting;
        match waiting.back_mut() {
            Some(last) if last.replaced_by(&job) => *last = job,
            _ => waiting.push_back(job),
        }
        self.next_job()
    }

    /// Starts the next queued job unless one is under way.
    fn next_job(&mut self) -> Task<Message> {
        if self.saves.busy {
            return Task::none();
        }
        let Some(job) = self.saves.waiting.pop_front() else {
            return Task::none();
        };
        let (autosave, games) = (
            folders::said(&self.folders.autosave),
            folders::said(&self.folders.games),
        );
        let settings = folders::said(&self.folders.settings);
        let collection = folders::said(&self.folders.collection);
        self.saves.busy = true;
        self.saves.archiving = matches!(job, Job::ArchiveMatch(_));
        let failed = job.failure();
        let failure = failed.clone();
        background::perform(
            async move {
                let done: storage::Result<Option<Said>, Said> = (|| match job {
                    Job::SaveMatch(record) => {
                        Ok(storage::save_match(&autosave?, &record).map(|()| None)?)
                    }
                    Job::ArchiveMatch(record) => {
                        let kept = storage::archive_match(&autosave?, &record)?;
                        Ok(Some(said!("app-match-kept", path = kept.display())))
                    }
                    Job::SaveGame(game) => {
                        Ok(storage::save_game_in(&games?, &game).map(|()| None)?)
                    }
                    Job::ArchiveGame(game) => Ok(storage::archive_game_in(&games?, &game)?
                        .map(|kept| said!("app-game-kept", path = kept.display()))),
                    Job::SaveSettings(kept) => {
                        Ok(storage::save_settings(&settings?, &kept).map(|()| None)?)
                    }
                    Job::SaveTournament(path, tournament) => {
                        Ok(storage::save_tournament(&path, &tournament).map(|()| None)?)
                    }
                    Job::SaveCollection(kept) => {
                        Ok(storage::save_collection(&collection?, &kept).map(|()| None)?)
                    }
                    Job::KeepDraft(draft) => {
                        let path = storage::draft_path(&settings?);
                        match draft {
                            Some(draft) => storage::save_draft(&path, &draft)?,
                            None => storage::clear_draft(&path)?,
                        }
                        Ok(None)
                    }
                })();
                // What failed, then why, as the language joins them.
                done.map_err(|why| said!("said-of", what = failure, said = why))
            },
            move |panic| Err(said!("said-of", what = failed, said = panic.said())),
            Message::Saved,
        )
    }

    /// Queues a save of the open tournament.
    pub(super) fn save_tournament(
        &mut self,
        path: PathBuf,
        tournament: Box<Tournament>,
    ) -> Task<Message> {
        self.queue(Job::SaveTournament(path, tournament))
    }

    /// Queues a save of the collection as it stands.
    pub(super) fn save_collection(&mut self) -> Task<Message> {
        self.queue(Job::SaveCollection(Arc::clone(&self.collection)))
    }

    /// Queues the draft's save, or its removal.
    pub(super) fn save_draft(&mut self, draft: Option<Draft>) -> Task<Message> {
        self.queue(Job::KeepDraft(draft.map(Box::new)))
    }

    /// Drops the draft's saves still waiting (the draft is being removed at once).
    pub(super) fn drop_waiting_drafts(&mut self) {
        self.saves
            .waiting
            .retain(|job| !matches!(job, Job::KeepDraft(_)));
    }

    /// Queues a save of the settings.
    pub(super) fn save_settings(&mut self, settings: Settings) -> Task<Message> {
        self.queue(Job::SaveSettings(settings))
    }

    /// A file job ended: its news or error goes to the status line, and the next starts;
    /// after a match went to the archive, the archive list is read again.
    pub(super) fn saved(&mut self, result: Result<Option<Said>, Said>) -> Task<Message> {
        self.saves.busy = false;
        let archived = std::mem::take(&mut self.saves.archiving);
        match result {
            Ok(Some(news)) => self.status = Some(Status::Info(news)),
            Ok(None) => {}
            Err(error) => self.status = Some(Status::Error(error)),
        }
        let next = self.next_job();
        if archived {
            Task::batch([next, self.list_archive()])
        } else {
            next
        }
    }

    /// Does what the match screen asks.
    pub(super) fn perform_tracker(&mut self, action: tracker::Action) -> Task<Message> {
        match action {
            tracker::Action::None => Task::none(),
            tracker::Action::Save(record) => self.queue(Job::SaveMatch(record)),
            tracker::Action::CopyResultCode(code) => {
                self.status = Some(Status::Info(said!(
                    "app-result-code-copied",
                    code = code.as_str()
                )));
                iced::clipboard::write(code)
            }
            tracker::Action::Export(record, path) => match self.write_refusal() {
                Some(refusal) => Task::done(Message::FileDone(Err(said!(
                    "app-not-exported",
                    refusal = refusal
                )))),
                None => background::attempt(
                    {
                        let news = said!("app-match-exported", path = path.display());
                        async move { Ok(storage::save_match(&path, &record).map(|()| news)?) }
                    },
                    Message::FileDone,
                ),
            },
            // A read-only window archives nothing: the list is read as it stands. Else
            // it is read once the match is in the archive.
            tracker::Action::Archive(record) if self.is_read_only() => {
                Task::batch([self.queue(Job::ArchiveMatch(record)), self.list_archive()])
            }
            tracker::Action::Archive(record) => self.queue(Job::ArchiveMatch(record)),
            tracker::Action::WriteReport(html, target) => self.write_report(html, target),
            tracker::Action::ListArchive(version) => self.read_archive(version),
            tracker::Action::OpenArchived(version, path) => self.open_archived(version, path),
            tracker::Action::ExportArchived { source, target } => {
                self.export_archived(source, target)
            }
            // A window that may not write asks for no file it would not write.
            tracker::Action::ChooseFile(..) if let Some(refusal) = self.write_refusal() => {
                Task::done(Message::FileDone(Err(said!(
                    "app-not-done",
                    refusal = refusal
                ))))
            }
            tracker::Action::ChooseFile(request, chosen) => self
                .choose_file(request, move |path| {
                    Message::Tracker(tracker::Message::FileChosen(chosen, path))
                }),
        }
    }

    /// Does what the games screen asks.
    pub(super) fn perform_games(&mut self, action: games::Action<games::Message>) -> Task<Message> {
        match action {
            games::Action::None => Task::none(),
            games::Action::Run(task) => task.map(Message::Games),
            games::Action::Save(game, task) => {
                Task::batch([self.queue(Job::SaveGame(game)), task.map(Message::Games)])
            }
            games::Action::Archive(game, task) => {
                Task::batch([self.queue(Job::ArchiveGame(game)), task.map(Message::Games)])
            }
        }
    }

    /// The other games found at start go back on their tables; a damaged save is named
    /// in the status line.
    pub(super) fn games_resumed(
        &mut self,
        found: Result<Box<storage::ResumedGames>, Said>,
    ) -> Task<Message> {
        let found = match found {
            Ok(found) => *found,
            Err(error) => {
                self.status = Some(Status::Error(said!("app-games-unreadable", error = error)));
                return Task::none();
            }
        };
        let (problems, task) = self.games.resume(found);
        if !problems.is_empty() {
            // Each is a sentence of its own, told one after the other.
            self.status = Some(Status::Error(Said::new(move || {
                let told: Vec<String> = problems.iter().map(Said::text).collect();
                told.join(" ")
            })));
        }
        task.map(Message::Games)
    }
}
