//! The Tournament tab's file work: the saved events listed and opened, a new event's
//! file made, every change saved through the ordered save queue, a finished match file
//! read for its result, sheets printed and the standings exported.

use super::{App, Message, Status, folders};
use crate::background;
use crate::bmg::tournament::Tournament;
use crate::bmg::tracker::{Phase, Timeline};
use crate::screen::tournament;
use crate::storage::{self, Trouble};
use crate::words::{self, Said, said};
use iced::Task;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

/// A message of the Tournament tab, as the app sends it back.
fn to_tab(message: tournament::Message) -> Message {
    Message::Tournament(message)
}

/// Seconds since 1970.
pub(super) fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

impl App {
    /// Handles a message of the tab and does what it asks.
    pub(super) fn on_tournament(&mut self, message: tournament::Message) -> Task<Message> {
        // One reading of the clock for the message and the view that follows, so that a
        // timer started now shows its full length.
        self.clock = unix_now();
        let today = crate::bmg::tracker::report::utc_date_time(self.clock);
        let action = self
            .tournaments
            .update(message, &self.catalog, &today[..10], self.clock);
        self.perform_tournament(action)
    }

    /// Does what the tab asks.
    pub(super) fn perform_tournament(&mut self, action: tournament::Action) -> Task<Message> {
        match action {
            tournament::Action::None => Task::none(),
            tournament::Action::List => self.list_tournaments(),
            tournament::Action::Open(path) => background::attempt(
                {
                    let path = path.clone();
                    async move { Ok(storage::load_tournament(&path).map(Box::new)?) }
                },
                move |found| to_tab(tournament::Message::Opened(path, found)),
            ),
            tournament::Action::Create(t) => self.create_tournament(t),
            tournament::Action::Save(path, t) => self.save_tournament(path, t),
            tournament::Action::ChooseMatchFile(request) => {
                self.choose_file(request, Message::TournamentMatchChosen)
            }
            tournament::Action::Print(name, html) => self.print_sheet("Sheet", name, html),
            tournament::Action::Export(path, text) => match self.write_refusal() {
                Some(refusal) => Task::done(Message::FileDone(Err(said!(
                    "app-not-exported",
                    refusal = refusal
                )))),
                None => background::attempt(
                    {
                        let news = said!("app-standings-exported", path = path.display());
                        async move { Ok(storage::write_atomic(&path, text.as_bytes()).map(|()| news)?) }
                    },
                    Message::FileDone,
                ),
            },
        }
    }

    /// Lists the saved events.
    pub(super) fn list_tournaments(&self) -> Task<Message> {
        let dir = folders::said(&self.folders.tournaments);
        background::attempt(
            async move { Ok(storage::list_tournaments(&dir?)?) },
            |files| to_tab(tournament::Message::Listed(files)),
        )
    }

    /// Makes a new event's file in the tournaments folder (a free name after the
    /// event's), unless this window may not write.
    fn create_tournament(&mut self, t: Box<Tournament>) -> Task<Message> {
        if let Some(refusal) = self.write_refusal() {
            self.status = Some(Status::Error(said!(
                "app-tournament-not-created",
                error = refusal
            )));
            return Task::none();
        }
        let Ok(dir) = folders::said(&self.folders.tournaments) else {
            self.status = Some(Status::Error(said!("app-tournament-no-folder")));
            return Task::none();
        };
        background::attempt(
            async move {
                let path = storage::free_crew_path(&dir, &t.setup().name);
                storage::save_tournament(&path, &t)
                    .map(|()| (path, t))
                    .map_err(|e| said!("app-tournament-not-created", error = e))
            },
            Message::TournamentCreated,
        )
    }

    /// A new event's file was made (or not): it opens.
    pub(super) fn tournament_created(
        &mut self,
        made: Result<(PathBuf, Box<Tournament>), Said>,
    ) -> Task<Message> {
        match made {
            Ok((path, t)) => {
                self.status = Some(Status::Info(said!(
                    "app-tournament-created",
                    name = t.setup().name.as_str(),
                    path = path.display().to_string()
                )));
                self.tournaments.created(path, *t);
                self.list_tournaments()
            }
            Err(error) => {
                self.status = Some(Status::Error(error));
                Task::none()
            }
        }
    }

    /// Reads a finished match file for its result: the players' names and VP.
    pub(super) fn read_match_for_tournament(&self, path: PathBuf) -> Task<Message> {
        let catalog = Arc::clone(&self.catalog);
        background::attempt(
            async move {
                let record = storage::load_match(&path)?;
                let timeline =
                    Timeline::new(record, &catalog).map_err(|refusal| Trouble::MatchRefused {
                        path: path.clone(),
                        refusal: Box::new(refusal),
                    })?;
                let state = timeline.state();
                if state.phase != Phase::Finished {
                    let phase = state.phase;
                    return Err(said!(
                        "app-match-not-over",
                        path = path.display(),
                        round = state.round,
                        phase = Said::new(move || words::tracker::phase(phase))
                    ));
                }
                let p = &state.players;
                Ok((
                    [p[0].name.clone(), p[1].name.clone()],
                    [p[0].victory_points(), p[1].victory_points()],
                ))
            },
            |read| to_tab(tournament::Message::MatchRead(read)),
        )
    }
}
