//! The settings kept between sessions: the text scale, the screen on show, the crew
//! open in the builder and the dice calculators' inputs. Read once at start and saved
//! (atomically, in a versioned file) after each change, through the file queue.

use super::{App, Message, Page, Screen, Status, folders};
use crate::background;
use crate::bmg::Crew;
use crate::screen::{builder, calculator, file_request, games};
use crate::storage::{self, Autosave, Trouble};
use crate::words::{self, Language, Said, said};
use iced::Task;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What the app keeps between sessions.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// How large everything is drawn.
    #[serde(default)]
    pub text_scale: TextScale,
    /// The screen that showed last.
    #[serde(default)]
    pub screen: Option<Screen>,
    /// The saved crew open in the builder, reopened at start.
    #[serde(default)]
    pub open_crew: Option<PathBuf>,
    /// The dice calculators' inputs.
    #[serde(default)]
    pub odds: calculator::Inputs,
    /// The game panel on show in the Games tab.
    #[serde(default)]
    pub games_panel: Option<games::Panel>,
    /// The saved crews a catalog installed here changed and that were not opened since,
    /// with that catalog's id: the crew list marks them.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub changed_crews: BTreeMap<PathBuf, String>,
    /// The folder the player last chose a file in: where exports are suggested.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_folder: Option<PathBuf>,
    /// The language the player chose; none follows the system's.
    #[serde(
        default,
        deserialize_with = "words::lenient",
        skip_serializing_if = "Option::is_none"
    )]
    pub language: Option<Language>,
    /// The name the Record tab counts the matches of.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record_player: Option<String>,
}

/// How large the whole window is drawn, for reading at arm's length.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "u32", into = "u32")]
pub enum TextScale {
    /// 100 %.
    #[default]
    Normal,
    /// 125 %.
    Large,
    /// 150 %.
    Larger,
}

impl TextScale {
    /// The size in percent.
    pub fn percent(self) -> u32 {
        match self {
            TextScale::Normal => 100,
            TextScale::Large => 125,
            TextScale::Larger => 150,
        }
    }

    /// The next size up, back to 100 % after 150 %.
    pub fn next(self) -> TextScale {
        match self {
            TextScale::Normal => TextScale::Large,
            TextScale::Large => TextScale::Larger,
            TextScale::Larger => TextScale::Normal,
        }
    }
}

impl From<TextScale> for u32 {
    fn from(scale: TextScale) -> u32 {
        scale.percent()
    }
}

impl TryFrom<u32> for TextScale {
    type Error = String;

    fn try_from(percent: u32) -> Result<TextScale, String> {
        match percent {
            100 => Ok(TextScale::Normal),
            125 => Ok(TextScale::Large),
            150 => Ok(TextScale::Larger),
            other => Err(format!(
                "a text scale is 100, 125 or 150 percent, not {other}"
            )),
        }
    }
}

impl App {
    /// Reads the settings kept by the last session; a window that may write sets a
    /// damaged file aside (one that may not leaves it where it is).
    pub(super) fn load_settings(&self) -> Task<Message> {
        self.read_kept(
            folders::said(&self.folders.settings),
            storage::open_settings,
            storage::resume_settings,
            Message::SettingsLoaded,
        )
    }

    /// Reads a file kept by the last session at `path` in a task: `resume` in a window
    /// that may write (it sets a damaged file aside), `open` in one that may not (it
    /// leaves the file where it is); `done` carries what was found.
    pub(super) fn read_kept<T: Send + 'static>(
        &self,
        path: Result<PathBuf, Said>,
        open: fn(&Path) -> Autosave<T>,
        resume: fn(&Path) -> Autosave<T>,
        done: fn(Box<Autosave<T>>) -> Message,
    ) -> Task<Message> {
        let Ok(path) = path else {
            return Task::none();
        };
        let read = if self.is_read_only() { open } else { resume };
        let told = path.clone();
        background::perform(
            async move { Box::new(read(&path)) },
            // `read` catches a panic the file's content reaches; this is one elsewhere.
            move |panic| {
                Box::new(Autosave::Unreadable(Trouble::ReadPanicked {
                    path: told,
                    panic: panic.text(),
                }))
            },
            done,
        )
    }

    /// The settings read at start come back: the text scale and the calculators at
    /// once, the screen and the open crew once its file is read again.
    pub(super) fn settings_loaded(&mut self, found: Autosave<Settings>) -> Task<Message> {
        let settings = match found {
            Autosave::Resumed(settings) => *settings,
            Autosave::Empty => Settings::default(),
            Autosave::Unreadable(error) => {
                self.status = Some(Status::Error(said!(
                    "app-settings-unreadable",
                    error = error
                )));
                Settings::default()
            }
            Autosave::SetAside { error, moved_to } => {
                self.status = Some(Status::Error(said!(
                    "app-settings-set-aside",
                    path = moved_to.display().to_string(),
                    error = error
                )));
                Settings::default()
            }
        };
        self.text_scale = settings.text_scale;
        // A language chosen while the settings were read stays.
        let respoken = self.choose_language(self.chosen_language.or(settings.language));
        self.calculator.restore(&settings.odds, &self.catalog);
        self.crews.restore_changed(settings.changed_crews.clone());
        // Only where this session has not chosen a file yet.
        if file_request::last_folder().is_none() {
            file_request::remember_folder(settings.last_folder.clone());
        }
        self.record.restore_player(settings.record_player.clone());
        if let Some(panel) = settings.games_panel {
            let _ = self.games.update(games::Message::PanelChosen(panel));
        }
        let entered = match settings.screen.and_then(Page::of) {
            Some(page) => self.enter(page.screen()),
            None => Task::none(),
        };
        let reopen = match (&settings.open_crew, self.builder()) {
            // Only if nothing was opened while the settings were being read.
            (Some(path), None) => {
                let (path, screen) = (path.clone(), settings.screen);
                let read = path.clone();
                background::perform(
                    async move {
                        let crew = storage::load_crew(&read).map_err(Said::from);
                        (read, crew, screen)
                    },
                    move |panic| (path, Err(panic.said()), screen),
                    |(path, crew, screen)| Message::CrewReopened(path, crew, screen),
                )
            }
            _ => Task::none(),
        };
        self.kept_settings = Some(settings);
        Task::batch([entered, reopen, respoken])
    }

    /// The crew open when the last session ended is back in the builder, on the
    /// screen that showed; a crew whose file is gone is named in the status line.
    pub(super) fn crew_reopened(
        &mut self,
        path: PathBuf,
        crew: Result<Crew, Said>,
        screen: Option<Screen>,
    ) -> Task<Message> {
        if self.builder().is_some() {
            return Task::none();
        }
        match crew {
            Ok(crew) => {
                // Opening the crew shows the builder: the builder or deck comes back if
                // it showed last time, and otherwise the screen on show stays (the one
                // of last time, or the one the player has gone to since).
                let showing = self.screen();
                let history = self.open_builder(crew, Some(path));
                match screen {
                    Some(screen @ (Screen::Builder | Screen::Deck)) => self.show(screen),
                    _ => self.show(showing),
                }
                history
            }
            Err(error) => {
                self.status = Some(Status::Error(said!(
                    "app-last-crew-unreadable",
                    error = error
                )));
                Task::none()
            }
        }
    }

    /// The settings as they stand.
    fn settings(&self) -> Settings {
        Settings {
            text_scale: self.text_scale,
            screen: Some(self.screen()),
            open_crew: self.builder().and_then(builder::State::path).cloned(),
            odds: self.calculator.inputs(&self.catalog),
            games_panel: Some(self.games.panel()),
            changed_crews: self.crews.changed().clone(),
            last_folder: file_request::last_folder(),
            language: self.chosen_language,
            record_player: self.record.player().cloned(),
        }
    }

    /// Saves the settings if they changed since they were last kept. Nothing is
    /// saved before the last session's settings are read (they would be lost), nor by
    /// a window that may not write.
    pub(super) fn keep_settings(&mut self) -> Task<Message> {
        if self.kept_settings.is_none() || self.is_read_only() {
            return Task::none();
        }
        let now = self.settings();
        if self.kept_settings.as_ref() == Some(&now) {
            return Task::none();
        }
        self.kept_settings = Some(now.clone());
        self.save_settings(now)
    }

    /// The window's scale factor: the text scale chosen.
    pub fn scale_factor(&self) -> f32 {
        // 100, 125 or 150: exact in an f32.
        self.text_scale.percent() as f32 / 100.0
    }

    /// The text scale chosen.
    pub fn text_scale(&self) -> TextScale {
        self.text_scale
    }

    /// The language the window speaks: the one chosen, else the system's.
    pub fn language(&self) -> Language {
        self.chosen_language.unwrap_or(self.system_language)
    }

    /// Follows `language` as the system's, until the player chooses one: the window
    /// asks the system at start; tests say which it is.
    pub fn follow_system(&mut self, language: Language) {
        self.system_language = language;
    }

    /// Speaks `chosen` (none: the system's language) from now on. The status line, the
    /// refusals and the lists' errors are kept as [`Said`] and read in the new language
    /// at the next draw; the crew list and the match archive's list, which word their
    /// checks and results as they read, are read again.
    pub(super) fn choose_language(&mut self, chosen: Option<Language>) -> Task<Message> {
        let before = self.language();
        self.chosen_language = chosen;
        crate::words::set_current(self.language());
        if self.language() == before {
            return Task::none();
        }
        // What the status line and the screens keep is worded as they draw, in the new
        // language at once. The crew list and the archive list keep lines worded as
        // they were read (the crews' checks, each match's result): read again.
        Task::batch([self.refresh(), self.list_archive()])
    }
}
