//! The crew being built survives a crash: while the builder holds unsaved changes, the
//! crew is kept in a draft file after every edit; at the next start the draft opens in
//! the builder again, unsaved, and once the crew is saved or its changes let go, the
//! draft goes.

use super::{App, Message, Screen, Status, folders};
use crate::screen::builder;
use crate::storage::{self, Autosave, Draft};
use crate::words::said;
use iced::Task;

/// Where the draft stands.
#[derive(Debug, Default)]
pub(super) struct Drafting {
    /// Whether drafts are written: once the last session's draft was looked for (a
    /// first edit would overwrite it unseen) and until the window closes on changes let
    /// go.
    writing: bool,
    /// The draft as last handed to the file queue (none: no draft on disk).
    kept: Option<Draft>,
}

impl App {
    /// Looks for the draft the last session left.
    pub(super) fn load_draft(&self) -> Task<Message> {
        let path = folders::said(&self.folders.settings).map(|p| storage::draft_path(&p));
        self.read_kept(
            path,
            storage::open_draft,
            storage::resume_draft,
            Message::DraftLoaded,
        )
    }

    /// The last session's draft was looked for: a crew found comes back in the builder
    /// with its changes unsaved, unless the player is already changing a crew.
    pub(super) fn draft_loaded(&mut self, found: Autosave<Draft>) -> Task<Message> {
        self.drafting.writing = true;
        let draft = match found {
            Autosave::Resumed(draft) => *draft,
            Autosave::Empty => return Task::none(),
            Autosave::Unreadable(error) => {
                self.status = Some(Status::Error(said!("app-draft-unreadable", error = error)));
                return Task::none();
            }
            Autosave::SetAside { error, moved_to } => {
                self.status = Some(Status::Error(said!(
                    "app-draft-set-aside",
                    path = moved_to.display().to_string(),
                    error = error
                )));
                return Task::none();
            }
        };
        if self.builder().is_some_and(builder::State::is_dirty) {
            // This session's edits win; the draft is replaced by theirs.
            return Task::none();
        }
        let name = draft.crew.name.clone();
        self.drafting.kept = Some(draft.clone());
        let showing = self.screen();
        let history = self.open_builder(draft.crew, draft.file);
        if let Some(builder) = self.builder_mut() {
            builder.mark_unsaved();
        }
        // From the crew list (where a start opens) to the crew; a match or a game on
        // show stays on show.
        self.show(if showing == Screen::Crews {
            Screen::Builder
        } else {
            showing
        });
        self.status = Some(Status::Info(said!(
            "app-draft-restored",
            crew = name.as_str()
        )));
        history
    }

    /// Keeps the draft in step with the builder: written while it holds unsaved
    /// changes, removed once it does not. Not before the last session's draft was
    /// looked for, nor in a window that may not write.
    pub(super) fn keep_draft(&mut self) -> Task<Message> {
        if !self.drafting.writing || self.is_read_only() {
            return Task::none();
        }
        // Runs after every message: the crew is compared where it stands, and copied
        // only when the draft must change.
        let open = self.builder().filter(|b| b.is_dirty());
        let same = match (open, self.drafting.kept.as_ref()) {
            (Some(b), Some(kept)) => b.path() == kept.file.as_ref() && *b.crew() == kept.crew,
            (None, None) => true,
            _ => false,
        };
        if same {
            return Task::none();
        }
        let now = open.map(|b| Draft {
            file: b.path().cloned(),
            crew: b.crew().clone(),
        });
        self.drafting.kept = now.clone();
        self.save_draft(now)
    }

    /// Removes the draft at once, as the window closes on changes let go: a queued
    /// job would not run.
    pub(super) fn forget_draft(&mut self) {
        self.drafting.writing = false;
        if self.drafting.kept.take().is_none() || self.is_read_only() {
            return;
        }
        self.drop_waiting_drafts();
        if let Ok(settings) = &self.folders.settings {
            // The window is closing: there is no line left to tell a failure on, and
            // the draft left behind is offered back, which loses nothing.
            let _ = storage::clear_draft(&storage::draft_path(settings));
        }
    }
}
