//! The status line: news that fades unless the pointer rests on it, errors that stay
//! until dismissed, and the one piece of news that can be taken back.

use super::{App, Message, tournaments};
use crate::bmg::collection::Collection;
use crate::words::{Said, said};
use iced::Task;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long news stays on the status line; errors stay until dismissed.
pub const NEWS_FADES_AFTER: Duration = Duration::from_secs(6);

/// A line of news at the bottom of the window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    /// Something worked (saved, copied).
    Info(Said),
    /// Many profiles of the collection were marked at once (the news), with an Undo
    /// that puts back the collection as it was. It stays until dismissed or replaced:
    /// a click that marked more than meant is found out later than six seconds.
    Undoable(Said, Arc<Collection>),
    /// Something failed; the sentence says what and where.
    Error(Said),
}

impl App {
    /// Starts the news's clock when news was just given (and the pointer is not on
    /// it); stops it for anything that stays.
    pub(super) fn time_news(&mut self) {
        self.news_since = match self.status {
            Some(Status::Info(_)) if !self.status_hovered => Some(Instant::now()),
            _ => None,
        };
    }

    /// The status line's × was pressed.
    pub(super) fn dismiss_status(&mut self) -> Task<Message> {
        self.status = None;
        self.status_hovered = false;
        Task::none()
    }

    /// The pointer came over the status line or left it: news under it does not fade.
    pub(super) fn hover_status(&mut self, over: bool) -> Task<Message> {
        self.status_hovered = over;
        let news = matches!(self.status, Some(Status::Info(_)));
        self.news_since = (news && !over).then(Instant::now);
        Task::none()
    }

    /// A second passed: the tournament clock moves and old news fades.
    pub(super) fn status_tick(&mut self, now: Instant) -> Task<Message> {
        self.clock = tournaments::unix_now();
        let faded = self
            .news_since
            .is_some_and(|since| now.saturating_duration_since(since) >= NEWS_FADES_AFTER);
        if faded {
            self.status = None;
            self.status_hovered = false;
        }
        Task::none()
    }

    /// Puts back the collection the status line's news was made from, and saves it.
    pub(super) fn undo_collection(&mut self) -> Task<Message> {
        let Some(Status::Undoable(_, before)) = self.status.take() else {
            return Task::none();
        };
        if let Some(refusal) = self.write_refusal() {
            self.status = Some(Status::Error(refusal));
            return Task::none();
        }
        self.collection = before;
        self.status = Some(Status::Info(said!("app-collection-undone")));
        self.show_collection();
        self.save_collection()
    }
}
