//! The iced program: the screens, the file work they ask for, shortcuts and the window.
//!
//! Screens never touch files: they return actions, and the app runs the storage work
//! in tasks, feeding the results back as messages.

mod archive;
mod catalogs;
mod collection;
mod crew_files;
mod dialogs;
mod draft;
mod folders;
mod help;
pub mod id;
mod identity;
mod opening;
mod page;
mod print;
mod record;
mod saves;
mod settings;
mod shortcuts;
pub mod software;
mod status;
mod subscription;
mod tournaments;
mod view;

use crate::bmg::collection::Collection;
use crate::bmg::crew::STANDARD_REPUTATION;
use crate::bmg::tournament::Tournament;
use crate::bmg::tracker::Timeline;
use crate::bmg::update::crews::Since;
use crate::bmg::{Catalog, Crew};
use crate::screen::crew_choice::CrewChoice;
use crate::screen::{
    builder, calculator, catalog, crews, file_request, games, record as record_screen, tournament,
    tracker,
};
use crate::words::{self, Language, Said, said, tr};
use crate::{storage, theme};
use folders::read_only_refusal;
use iced::{Task, Theme, window};
use page::Page;
use saves::SaveQueue;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

pub use catalogs::Switched;
pub use dialogs::{FileDialog, no_file_chosen};
pub use folders::{Access, Folders, read_only_banner};
pub use identity::APP_ID;
pub use opening::run;
pub use print::FileOpener;
pub use settings::{Settings, TextScale};
pub use shortcuts::{Shortcut, shortcut};
pub use status::{NEWS_FADES_AFTER, Status};

/// The screen on show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Screen {
    /// The saved crews.
    Crews,
    /// The crew builder for the open crew.
    Builder,
    /// The objective deck builder for the open crew.
    Deck,
    /// The dice odds calculators and roller.
    Calculator,
    /// The live match tracker.
    Tracker,
    /// The trackers of the other games.
    Games,
    /// The catalog in use, the others on this machine, and updates.
    Catalog,
    /// Tournaments: players, rounds, results and standings.
    Tournament,
    /// One player's record across the match archive.
    Record,
}

impl Screen {
    /// The widget id of the screen's tab.
    pub fn id(self) -> &'static str {
        match self {
            Screen::Crews => "tab-crews",
            Screen::Builder => "tab-builder",
            Screen::Deck => "tab-deck",
            Screen::Calculator => "tab-odds",
            Screen::Tracker => "tab-match",
            Screen::Games => "tab-games",
            Screen::Catalog => "tab-catalog",
            Screen::Tournament => "tab-tournament",
            Screen::Record => "tab-record",
        }
    }
}

/// What shows, and the open crew's builder where there is one: the builder and deck
/// screens exist only with a crew open.
#[derive(Debug)]
enum Desk {
    /// No crew is open.
    Closed(Page),
    /// A crew is open in the builder; `showing` may be any screen.
    Open {
        /// The open crew's builder.
        builder: Box<builder::State>,
        /// The screen on show.
        showing: Screen,
    },
}

/// What waits on the answer to "save your changes?".
#[derive(Debug, Clone)]
enum Pending {
    /// Open this crew in the builder.
    Open(PathBuf, Crew),
    /// Open this crew, which no file holds yet, in the builder.
    Unsaved(Crew),
    /// Start a new crew.
    New,
    /// Close the window.
    Close(window::Id),
}

/// A top-level message.
#[derive(Debug, Clone)]
pub enum Message {
    /// A message of the crew list.
    Crews(crews::Message),
    /// A message of the crew builder.
    Builder(builder::Message),
    /// A message of the dice calculators.
    Calculator(calculator::Message),
    /// A message of the match tracker.
    Tracker(tracker::Message),
    /// A message of the other games' panels.
    Games(games::Message),
    /// A message of the catalog screen.
    Catalog(catalog::Message),
    /// A message of the Record tab.
    Record(record_screen::Message),
    /// The file dialog answered with a file in this folder (the next export is
    /// suggested there), and the message taking the file to where it was asked for.
    FileChosen(Option<PathBuf>, Box<Message>),
    /// Another catalog is in use, or why not.
    CatalogSwitched(Result<Switched, Said>),
    /// What changed for the crew saved at this path (none: unsaved) since the catalog
    /// it was saved with, or why that cannot be told.
    CrewHistory(Option<PathBuf>, Result<Since, Said>),
    /// A message of the Tournament tab.
    Tournament(tournament::Message),
    /// A new tournament's file was made (its path and event), or why not.
    TournamentCreated(Result<(PathBuf, Box<Tournament>), Said>),
    /// A finished match file was chosen, to enter its result in the tournament.
    TournamentMatchChosen(PathBuf),
    /// The saved match in progress was looked for at start-up.
    MatchResumed(storage::Autosave<Timeline>),
    /// The other games in progress were looked for at start-up.
    GamesResumed(Result<Box<storage::ResumedGames>, Said>),
    /// File work on a game in progress finished, perhaps with news.
    Saved(Result<Option<Said>, Said>),
    /// A tab was chosen.
    ScreenChosen(Screen),
    /// A keyboard shortcut was pressed.
    ShortcutPressed(Shortcut),
    /// The window was asked to close.
    CloseRequested(window::Id),
    /// A save of the builder's crew finished: the edit count it captured, and the file.
    CrewSaved(u64, Result<PathBuf, Said>),
    /// A file operation of the crew list finished, with news for the status line.
    FileDone(Result<Said, Said>),
    /// "Save your changes?" was answered: save first.
    PromptSaved,
    /// "Save your changes?" was answered: go on without saving.
    PromptDiscarded,
    /// "Save your changes?" was answered: stay.
    PromptCancelled,
    /// The status line was dismissed.
    StatusDismissed,
    /// The pointer came over the status line (true) or left it: news over which the
    /// pointer rests does not fade.
    StatusHovered(bool),
    /// Show the keyboard shortcuts over the window.
    ShowHelp,
    /// Close what is open over the window: the shortcuts, else the match log (Esc).
    CloseHelp,
    /// A second passed while news was on the status line (it fades after a while).
    StatusTick(Instant),
    /// Undo pressed on the status line: the collection goes back to what it was before
    /// the edit of many profiles it tells.
    UndoCollection,
    /// The settings kept by the last session were read.
    SettingsLoaded(Box<storage::Autosave<Settings>>),
    /// The collection kept by the last session was read.
    CollectionLoaded(Box<storage::Autosave<Collection>>),
    /// The crew the last session was building and had not saved was looked for.
    DraftLoaded(Box<storage::Autosave<storage::Draft>>),
    /// A CSV file was read and checked to replace the collection's counts (its
    /// text), or why not.
    CollectionImported(Result<String, Said>),
    /// The crew open when the last session ended was read again, with the screen
    /// that showed.
    CrewReopened(PathBuf, Result<Crew, Said>, Option<Screen>),
    /// A text scale was chosen.
    TextScaleChosen(TextScale),
    /// A language was chosen in the help overlay: the window speaks it at once.
    LanguageChosen(Language),
    /// A printable sheet (what it is: "Roster", ...) was written (its file), or not
    /// (why).
    SheetWritten(&'static str, Result<PathBuf, Said>),
    /// The browser was asked to open this sheet, and answered.
    SheetOpened(&'static str, PathBuf, Result<(), Said>),
    /// A file dialog closed without a file.
    NoFileChosen,
}

/// The application state.
#[derive(Debug)]
pub struct App {
    /// The catalog in use; shared with the tasks that read it.
    catalog: Arc<Catalog>,
    /// The catalog screen.
    catalogs: catalog::State,
    /// The Tournament tab.
    tournaments: tournament::State,
    /// The Record tab.
    record: record_screen::State,
    /// The time (seconds since 1970), read at each tick, for the round timer.
    clock: u64,
    folders: Folders,
    desk: Desk,
    crews: crews::State,
    calculator: calculator::State,
    tracker: tracker::State,
    games: games::State,
    /// The crews offered to play (a match's sides, a tournament player's lists), built
    /// when the saved crews are read and when a screen that offers them opens.
    crew_choices: Vec<CrewChoice>,
    saves: SaveQueue,
    status: Option<Status>,
    prompt: Option<Pending>,
    /// What to do once the save started from the prompt lands.
    after_save: Option<Pending>,
    /// Whether the keyboard shortcuts show over the window.
    help: bool,
    /// How large the window is drawn.
    text_scale: TextScale,
    /// The language the player chose, if any; else the system's.
    chosen_language: Option<Language>,
    /// The system's language, which the window speaks until one is chosen.
    system_language: Language,
    /// The settings as last saved or read; `None` until the last session's are read.
    kept_settings: Option<Settings>,
    /// When the news on the status line was given, or the pointer left it, for it to
    /// fade; none while the pointer rests on it.
    news_since: Option<Instant>,
    /// Whether the pointer is over the status line.
    status_hovered: bool,
    /// What opens a printed roster: the browser, unless a test says otherwise.
    file_opener: FileOpener,
    /// What opens file dialogs: the system's, unless a test answers instead.
    file_dialog: FileDialog,
    /// The player's miniatures; shared with the screens that show them.
    collection: Arc<Collection>,
    /// Whether the last session's collection was read (nothing is saved before).
    collection_read: bool,
    /// The unsaved crew kept against a crash.
    drafting: draft::Drafting,
}

impl App {
    /// Starts the app on the crew list, reading the crews folder and looking for a
    /// match in progress in `folders`.
    pub fn new(catalog: Catalog, folders: Folders) -> (App, Task<Message>) {
        let calculator = calculator::State::default();
        let mut app = App {
            catalog: Arc::new(catalog),
            catalogs: catalog::State::default(),
            tournaments: tournament::State::default(),
            record: record_screen::State::default(),
            clock: tournaments::unix_now(),
            calculator,
            tracker: tracker::State::default(),
            games: games::State::default(),
            crew_choices: Vec::new(),
            saves: SaveQueue::default(),
            folders,
            desk: Desk::Closed(Page::Crews),
            crews: crews::State::default(),
            status: None,
            prompt: None,
            after_save: None,
            help: false,
            text_scale: TextScale::default(),
            chosen_language: None,
            system_language: Language::default(),
            kept_settings: None,
            news_since: None,
            status_hovered: false,
            file_opener: print::open_in_browser,
            file_dialog: dialogs::system_dialog,
            collection: Arc::default(),
            collection_read: false,
            drafting: draft::Drafting::default(),
        };
        if let Access::Unlocked(why) = &app.folders.access {
            app.status = Some(Status::Error(said!("app-unlocked", why = why.clone())));
        }
        let task = Task::batch([
            app.refresh(),
            app.resume_games(),
            app.tidy(),
            app.load_settings(),
            app.load_collection(),
            app.load_draft(),
            app.list_archive(),
        ]);
        (app, task)
    }

    /// Whether this window may not write (another window owns the data folder).
    pub fn is_read_only(&self) -> bool {
        self.folders.access == Access::ReadOnly
    }

    /// Why a write is refused, in a window that may not write.
    fn write_refusal(&self) -> Option<Said> {
        self.is_read_only().then(read_only_refusal)
    }

    /// Removes what killed writes left in the app's folders, in a window that writes
    /// (a read-only one touches nothing). Best effort: a file that stays is harmless,
    /// as listing skips it and the next start tries again.
    fn tidy(&self) -> Task<Message> {
        if self.is_read_only() {
            return Task::none();
        }
        let dirs = self.folders.written();
        Task::future(async move {
            for dir in dirs {
                let _ = storage::remove_stale_temporaries(&dir);
            }
        })
        .discard()
    }

    /// Offers the saved crews, and the crew open in the builder (a crew made on the
    /// spot), to a new match.
    fn update_crew_choices(&mut self) {
        let open = self.builder().map(|b| CrewChoice {
            label: tr!("app-choice-open", name = b.crew().name.as_str()),
            crew: Arc::new(b.crew().clone()),
        });
        // The crew list's own crews, shared, not copied.
        let saved = self.crews.readable().map(|(path, crew)| CrewChoice {
            label: tr!(
                "app-choice-saved",
                name = crew.name.as_str(),
                file = path.file_name().unwrap_or_default().to_string_lossy()
            ),
            crew: Arc::clone(crew),
        });
        // The bundled examples too, so a match can start before any crew is built;
        // one already saved under its name is offered once, as saved.
        let saved_names: Vec<&str> = self
            .crews
            .readable()
            .map(|(_, c)| c.name.as_str())
            .collect();
        let examples: Vec<CrewChoice> = storage::example_crews()
            .unwrap_or_default()
            .into_iter()
            .filter(|crew| !saved_names.contains(&crew.name.as_str()))
            .map(|crew| CrewChoice {
                label: tr!("app-choice-example", name = crew.name.as_str()),
                crew: Arc::new(crew),
            })
            .collect();
        let mut choices: Vec<CrewChoice> = open.into_iter().chain(saved).chain(examples).collect();
        // A match reads the crews as the builder does: renamed profiles under their new id.
        for choice in &mut choices {
            crate::bmg::update::crews::follow_renames_shared(&mut choice.crew, &self.catalog);
        }
        self.crew_choices = choices;
    }

    /// The crews a new match may use.
    pub fn crew_choices(&self) -> &[CrewChoice] {
        &self.crew_choices
    }

    /// The Tournament tab.
    pub fn tournament_tab(&self) -> &tournament::State {
        &self.tournaments
    }

    /// The match tracker.
    pub fn tracker(&self) -> &tracker::State {
        &self.tracker
    }

    /// The other games' panels.
    pub fn games(&self) -> &games::State {
        &self.games
    }

    /// The catalog in use.
    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    /// The screen on show.
    pub fn screen(&self) -> Screen {
        match &self.desk {
            Desk::Closed(page) => page.screen(),
            Desk::Open { showing, .. } => *showing,
        }
    }

    /// Shows `screen`, unless it needs a crew open and none is.
    /// Shows `screen` and reads what it lists (saved matches, catalogs, events), so
    /// that a tab is never left waiting, whether the player chose it or the app
    /// started on it.
    fn enter(&mut self, screen: Screen) -> Task<Message> {
        let listed = match screen {
            Screen::Tracker => {
                self.update_crew_choices();
                self.list_archive()
            }
            Screen::Catalog => self.list_catalogs(),
            Screen::Record => self.read_record(),
            Screen::Tournament => {
                self.update_crew_choices();
                self.list_tournaments()
            }
            _ => Task::none(),
        };
        self.show(screen);
        listed
    }

    fn show(&mut self, screen: Screen) {
        match &mut self.desk {
            Desk::Open { showing, .. } => *showing = screen,
            Desk::Closed(page) => {
                if let Some(other) = Page::of(screen) {
                    *page = other;
                }
            }
        }
    }

    /// The builder, once a crew is open.
    pub fn builder(&self) -> Option<&builder::State> {
        match &self.desk {
            Desk::Open { builder, .. } => Some(builder),
            Desk::Closed(_) => None,
        }
    }

    fn builder_mut(&mut self) -> Option<&mut builder::State> {
        match &mut self.desk {
            Desk::Open { builder, .. } => Some(builder),
            Desk::Closed(_) => None,
        }
    }

    /// Closes the open crew, showing what showed unless it was the crew's.
    fn close_crew(&mut self) {
        let page = Page::of(self.screen()).unwrap_or(Page::Crews);
        self.desk = Desk::Closed(page);
    }

    /// The dice calculators.
    pub fn calculator(&self) -> &calculator::State {
        &self.calculator
    }

    /// The status line.
    pub fn status(&self) -> Option<&Status> {
        self.status.as_ref()
    }

    /// The window title: the open crew, starred when it has unsaved edits.
    pub fn title(&self) -> String {
        match self.builder() {
            Some(b) => {
                let star = if b.is_dirty() { "*" } else { "" };
                format!("{}{star} - Gotham Companion", b.crew().name)
            }
            None => "Gotham Companion".to_owned(),
        }
    }

    /// The app's theme.
    pub fn theme(&self) -> Theme {
        theme::theme()
    }

    /// Handles a message, then keeps the settings if it changed them and times the
    /// news it gave.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        words::set_current(self.language());
        let before = self.status.clone();
        let task = self.handle(message);
        if self.status != before {
            self.time_news();
        }
        let keep = self.keep_settings();
        let draft = self.keep_draft();
        Task::batch([task, keep, draft])
    }

    /// Handles a message.
    fn handle(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Crews(message) => {
                let listed = matches!(message, crews::Message::Listed(_));
                let action = self.crews.update(message, &self.catalog, &self.collection);
                if listed {
                    self.update_crew_choices();
                }
                self.perform_crews(action)
            }
            Message::Builder(message) => {
                let Desk::Open { builder, .. } = &mut self.desk else {
                    return Task::none();
                };
                let action = builder.update(message, &self.catalog, &self.collection);
                self.perform_builder(action)
            }
            Message::Calculator(message) => match self.calculator.update(message, &self.catalog) {
                calculator::Action::None => Task::none(),
            },
            Message::Tracker(message) => {
                let action = self.tracker.update(message, &self.catalog);
                self.perform_tracker(action)
            }
            Message::Games(message) => {
                let action = self.games.update(message);
                self.perform_games(action)
            }
            Message::Catalog(message) => {
                let action = self.catalogs.update(message);
                self.perform_catalog(action)
            }
            Message::Record(message) => {
                let action = self.record.update(message);
                self.perform_record(action)
            }
            Message::CatalogSwitched(result) => self.catalog_switched(result),
            Message::FileChosen(folder, then) => {
                if folder.is_some() {
                    file_request::remember_folder(folder);
                }
                self.handle(*then)
            }
            Message::CrewHistory(path, since) => {
                if let Desk::Open { builder, .. } = &mut self.desk
                    && builder.path() == path.as_ref()
                {
                    builder.set_history(since);
                }
                Task::none()
            }
            Message::Tournament(message) => self.on_tournament(message),
            Message::TournamentCreated(made) => self.tournament_created(made),
            Message::TournamentMatchChosen(path) => self.read_match_for_tournament(path),
            Message::GamesResumed(found) => self.games_resumed(found),
            Message::MatchResumed(found) => {
                self.resumed(found);
                Task::none()
            }
            Message::Saved(result) => self.saved(result),
            Message::ScreenChosen(screen) => self.enter(screen),
            Message::ShortcutPressed(shortcut) => self.on_shortcut(shortcut),
            Message::CloseRequested(id) => self.guard(Pending::Close(id)),
            Message::CrewSaved(version, result) => self.crew_saved(version, result),
            Message::FileDone(result) => {
                self.status = Some(match result {
                    Ok(news) => Status::Info(news),
                    Err(error) => Status::Error(error),
                });
                self.refresh()
            }
            Message::PromptSaved => {
                let Some(pending) = self.prompt.take() else {
                    return Task::none();
                };
                self.after_save = Some(pending);
                self.on_shortcut(Shortcut::Save)
            }
            Message::PromptDiscarded => match self.prompt.take() {
                Some(pending) => self.proceed(pending),
                None => Task::none(),
            },
            Message::PromptCancelled => {
                self.prompt = None;
                Task::none()
            }
            Message::ShowHelp => {
                self.help = true;
                Task::none()
            }
            Message::CloseHelp if !self.help => {
                self.update(Message::Tracker(tracker::Message::CloseLog))
            }
            Message::CloseHelp => {
                self.help = false;
                Task::none()
            }
            Message::StatusDismissed => self.dismiss_status(),
            Message::StatusHovered(over) => self.hover_status(over),
            Message::StatusTick(now) => self.status_tick(now),
            Message::UndoCollection => self.undo_collection(),
            Message::SettingsLoaded(found) => self.settings_loaded(*found),
            Message::CollectionLoaded(found) => self.collection_loaded(*found),
            Message::DraftLoaded(found) => self.draft_loaded(*found),
            Message::CollectionImported(imported) => self.collection_imported(imported),
            Message::CrewReopened(path, crew, screen) => self.crew_reopened(path, crew, screen),
            Message::TextScaleChosen(scale) => {
                self.text_scale = scale;
                Task::none()
            }
            Message::LanguageChosen(language) => self.choose_language(Some(language)),
            Message::SheetWritten(noun, result) => self.sheet_written(noun, result),
            Message::SheetOpened(noun, path, opened) => {
                self.sheet_opened(noun, &path, opened);
                Task::none()
            }
            Message::NoFileChosen => {
                self.no_file_chosen();
                Task::none()
            }
        }
    }

    /// What the builder asked for.
    fn perform_builder(&mut self, action: builder::Action) -> Task<Message> {
        match action {
            builder::Action::None => Task::none(),
            builder::Action::Save {
                crew,
                path,
                version,
            } => self.save(crew, path, version),
            builder::Action::ListToTop => iced::widget::operation::snap_to(
                builder::id::MODEL_LIST,
                iced::widget::scrollable::RelativeOffset::START,
            ),
            builder::Action::ShowDeck => {
                self.show(Screen::Deck);
                Task::none()
            }
            builder::Action::CopyToClipboard(text) => {
                self.status = Some(Status::Info(said!("app-roster-copied")));
                iced::clipboard::write(text)
            }
            builder::Action::CopyCode(code) => self.copy_code(code),
            builder::Action::PrintRoster { name, html } => self.print_sheet("Roster", name, html),
            builder::Action::Collection(edit) => self.edit_collection(&edit),
            builder::Action::News(news) => {
                self.status = Some(Status::Info(news));
                Task::none()
            }
        }
    }

    /// Puts a crew code on the clipboard, or says why there is none.
    fn copy_code(&mut self, code: Result<String, Said>) -> Task<Message> {
        match code {
            Ok(code) => {
                let length = code.len() as i64;
                let length = Said::new(move || words::numbers::integer(length));
                self.status = Some(Status::Info(said!("app-code-copied", length = length)));
                iced::clipboard::write(code)
            }
            Err(error) => {
                self.status = Some(Status::Error(said!("app-no-code", error = error)));
                Task::none()
            }
        }
    }

    /// The match in progress, found (or not) at start-up.
    fn resumed(&mut self, found: storage::Autosave<Timeline>) {
        match found {
            storage::Autosave::Empty => {}
            storage::Autosave::Resumed(timeline) => {
                let state = timeline.state();
                let phase = state.phase;
                self.status = Some(Status::Info(said!(
                    "app-match-resumed",
                    round = state.round,
                    phase = Said::new(move || crate::words::tracker::phase(phase))
                )));
                self.tracker = tracker::State::resume(*timeline);
            }
            storage::Autosave::Unreadable(error) => {
                self.status = Some(Status::Error(said!("app-match-kept-unread", error = error)));
            }
            storage::Autosave::SetAside { error, moved_to } => {
                self.status = Some(Status::Error(said!(
                    "app-match-set-aside",
                    path = moved_to.display().to_string(),
                    error = error
                )));
            }
        }
    }

    /// Runs `pending` at once, or first asks about unsaved changes.
    fn guard(&mut self, pending: Pending) -> Task<Message> {
        if self.builder().is_some_and(builder::State::is_dirty) {
            self.prompt = Some(pending);
            Task::none()
        } else {
            self.proceed(pending)
        }
    }

    fn proceed(&mut self, pending: Pending) -> Task<Message> {
        let history = match pending {
            Pending::Open(path, crew) => self.open_builder(crew, Some(path)),
            Pending::Unsaved(crew) => {
                let builder = builder::State::unsaved(crew, &self.catalog, &self.collection);
                self.desk = Desk::Open {
                    builder: Box::new(builder),
                    showing: Screen::Builder,
                };
                Task::none()
            }
            Pending::New => self.open_builder(new_crew(&self.catalog), None),
            Pending::Close(id) => {
                // Changes let go as the window closes: no draft brings them back.
                self.forget_draft();
                return window::close(id);
            }
        };
        Task::batch([builder::focus_search(), history])
    }

    /// Opens `crew` in the builder, and looks in a task for what changed for it since
    /// the catalog it was saved with.
    fn open_builder(&mut self, crew: Crew, path: Option<PathBuf>) -> Task<Message> {
        let history = self.crew_history(path.clone(), crew.clone());
        let changed_by = self.crews.changed_by(path.as_ref());
        let mut builder = builder::State::new(crew, path, &self.catalog, &self.collection);
        builder.set_changed_by(changed_by);
        self.desk = Desk::Open {
            builder: Box::new(builder),
            showing: Screen::Builder,
        };
        history
    }
}

/// A fresh crew with the default ruleset at the standard 350 Rep.
fn new_crew(catalog: &Catalog) -> Crew {
    Crew::new(
        tr!("app-new-crew"),
        catalog.default_ruleset().id.clone(),
        STANDARD_REPUTATION,
    )
}
