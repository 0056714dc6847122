//! The Tournament tab: an event run from one laptop. Set-up (name, date, rounds,
//! preset), players and their lists, rounds (pairing, swaps, the timer, results typed,
//! from result codes or from match files), and the standings; every sheet printed or
//! exported. The rules are `bmg::tournament`'s; each change is an event the app saves
//! at once.
//!
//! Here: the tab's messages, actions and state; its update is in `update`, its view in
//! `view`.

mod update;
mod view;

pub use view::Shelf;

use crate::bmg::tournament::{Preset, PresetField, PresetKind, Tournament, Value};
use crate::screen::crew_choice::CrewChoice;
use crate::screen::file_request::FileRequest;
use crate::storage::TournamentFile;
use crate::words::Said;
use std::path::PathBuf;

/// The widget ids of the tab's controls, which tests press them by.
pub mod id {
    use super::Part;
    use crate::bmg::tournament::{PresetField, PresetKind};

    /// The field where a player's name is typed.
    pub const PLAYER_NAME: &str = "player-name";
    /// The field where a result code is pasted.
    pub const RESULT_CODE: &str = "result-code";
    /// Create the new event.
    pub const CREATE: &str = "tournament-create";
    /// Register the player.
    pub const REGISTER: &str = "tournament-register";
    /// Take the last action back.
    pub const UNDO: &str = "tournament-undo";
    /// Play it again.
    pub const REDO: &str = "tournament-redo";
    /// Put the event away.
    pub const CLOSE: &str = "tournament-close";
    /// Pair the next round.
    pub const PAIR: &str = "tournament-pair";
    /// Set the number of rounds typed.
    pub const SET_ROUNDS: &str = "tournament-set-rounds";
    /// Start the round's timer.
    pub const START_TIMER: &str = "tournament-start-timer";
    /// Enter the pasted result code.
    pub const ENTER_CODE: &str = "tournament-enter-code";
    /// Import a finished match file.
    pub const IMPORT_MATCH: &str = "tournament-import-match";
    /// Swap the two players picked.
    pub const SWAP: &str = "tournament-swap";
    /// Print the pairings.
    pub const PRINT_PAIRINGS: &str = "tournament-print-pairings";
    /// Print the match slips.
    pub const PRINT_SLIPS: &str = "tournament-print-slips";
    /// Print the standings.
    pub const PRINT_STANDINGS: &str = "tournament-print-standings";
    /// Export the standings.
    pub const EXPORT: &str = "tournament-export";

    /// A part of an open event.
    pub fn part(part: Part) -> &'static str {
        match part {
            Part::Players => "tournament-players",
            Part::Round => "tournament-round",
            Part::Standings => "tournament-standings",
        }
    }

    /// A preset to choose for a new event.
    pub fn preset(kind: PresetKind) -> &'static str {
        match kind {
            PresetKind::Batmatch => "preset-batmatch",
            PresetKind::Custom => "preset-custom",
        }
    }

    /// A custom preset's field.
    pub fn field(field: PresetField) -> String {
        format!("preset-{}", field.as_str())
    }

    /// Open the saved event listed at `n`.
    pub fn open(n: usize) -> String {
        format!("tournament-open-{n}")
    }

    /// Drop the player at `player`.
    pub fn drop(player: usize) -> String {
        format!("tournament-drop-{player}")
    }

    /// Enter (or correct) the result of the round's table at `table`.
    pub fn enter(table: usize) -> String {
        format!("tournament-enter-{table}")
    }
}

/// Which part of an open event shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Part {
    /// Players and their lists.
    #[default]
    Players,
    /// The round being played.
    Round,
    /// The standings.
    Standings,
}

/// What a sheet to print is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sheet {
    /// The round's tables.
    Pairings,
    /// A slip per table.
    Slips,
    /// The standings.
    Standings,
}

/// A message of the Tournament tab.
#[derive(Debug, Clone)]
pub enum Message {
    /// The tournaments folder was read.
    Listed(Result<Vec<TournamentFile>, Said>),
    /// The new event's name was edited.
    NameEdited(String),
    /// The new event's date was edited.
    DateEdited(String),
    /// The new event's rounds were edited (empty: suggested).
    RoundsEdited(String),
    /// A preset was chosen for the new event.
    PresetChosen(PresetKind),
    /// A custom number was edited: which, and the text.
    CustomEdited(PresetField, String),
    /// A custom toggle was switched: which, and whether it is now on.
    CustomToggled(PresetField, bool),
    /// A custom tiebreaker moved one place up.
    TiebreakRaised(usize),
    /// Create the event.
    Create,
    /// Open the saved event at this path.
    Open(PathBuf),
    /// A saved event was read (its file), or why not.
    Opened(PathBuf, Result<Box<Tournament>, Said>),
    /// Put the open event away (it stays saved).
    Close,
    /// A part of the event was chosen.
    PartChosen(Part),
    /// The new player's name was edited.
    PlayerNameEdited(String),
    /// A list slot was filled with a saved crew: slot, crew.
    ListPicked(usize, CrewChoice),
    /// A list slot's crew code was edited: slot, text.
    ListCodeEdited(usize, String),
    /// Register the player.
    AddPlayer,
    /// The player at this position leaves the event.
    DropPlayer(usize),
    /// The number of rounds was edited.
    RoundsChanged(String),
    /// Set the number of rounds typed.
    RoundsSubmitted,
    /// Pair the next round.
    Pair,
    /// One of the two players to swap was chosen: which pick, the player.
    SwapPicked(usize, usize),
    /// Swap the two players picked.
    Swap,
    /// Start the round's timer.
    StartTimer,
    /// A table's VP was edited: table, side, text.
    VpEdited(usize, usize, String),
    /// A table's list played was chosen: table, side, list (from 0).
    ListPlayed(usize, usize, u32),
    /// Enter (or correct) a table's result from the VP typed.
    EnterResult(usize),
    /// The pasted result code was edited.
    ResultCodeEdited(String),
    /// Enter the result the pasted code holds.
    EnterResultCode,
    /// Pick a finished match file to import in the file dialog.
    ChooseMatchFile,
    /// A match file was read: the players' names and VP, or why not.
    MatchRead(Result<([String; 2], [i32; 2]), Said>),
    /// Take the last action back.
    Undo,
    /// Play the action taken back again.
    Redo,
    /// Print a sheet (written, then opened in the browser).
    Print(Sheet),
    /// Export the standings: JSON when the path ends in `.json`, else CSV.
    ExportStandings,
    /// The standings export path was edited.
    ExportPathEdited(String),
}

/// What the app does for the tab.
#[derive(Debug, Clone)]
pub enum Action {
    /// Nothing beyond the tab's own state.
    None,
    /// List the saved events.
    List,
    /// Read the saved event at this path.
    Open(PathBuf),
    /// Create a new event's file from its name (the app finds a free path) and save it.
    Create(Box<Tournament>),
    /// Save the open event (after every change).
    Save(PathBuf, Box<Tournament>),
    /// Open the system's file dialog to pick a match file.
    ChooseMatchFile(FileRequest),
    /// Write this sheet (HTML) under this name and open it in the browser.
    Print(String, String),
    /// Write this export to this path.
    Export(PathBuf, String),
}

/// The form of a new event.
#[derive(Debug, Clone)]
struct NewEvent {
    name: String,
    date: String,
    rounds: String,
    preset: Preset,
    /// The custom numbers as typed.
    custom: Vec<(PresetField, String)>,
}

/// An open event, with what its screen keeps beside it.
#[derive(Debug, Clone)]
struct Open {
    path: PathBuf,
    tournament: Tournament,
    part: Part,
    player_name: String,
    /// The lists of the player being registered: a saved crew, or a crew code typed.
    lists: Vec<(Option<CrewChoice>, String)>,
    /// Why the last registration or action was refused, one line each.
    problems: Vec<Said>,
    /// News of the last action (a swap's rematches, a result entered).
    news: Option<Said>,
    rounds_text: String,
    swap: [Option<usize>; 2],
    /// The VP typed per table: `[a, b]`.
    vp: Vec<[String; 2]>,
    /// The lists played per table, where chosen.
    played: Vec<[Option<u32>; 2]>,
    result_code: String,
    export_path: String,
}

/// The Tournament tab's state.
#[derive(Debug, Clone)]
pub struct State {
    files: Option<Result<Vec<TournamentFile>, Said>>,
    form: NewEvent,
    open: Option<Box<Open>>,
    /// Why the last create or open failed.
    error: Option<Said>,
}

impl Default for State {
    fn default() -> State {
        State {
            files: None,
            form: NewEvent {
                name: String::new(),
                date: String::new(),
                rounds: String::new(),
                preset: Preset::batmatch(),
                custom: Vec::new(),
            },
            open: None,
            error: None,
        }
    }
}

impl State {
    /// The open event, if any.
    pub fn tournament(&self) -> Option<&Tournament> {
        self.open.as_ref().map(|o| &o.tournament)
    }

    /// The open event's file, if any.
    pub fn path(&self) -> Option<&PathBuf> {
        self.open.as_ref().map(|o| &o.path)
    }

    /// Whether the round's timer runs (the window ticks while it does).
    pub fn timer_runs(&self) -> bool {
        self.tournament()
            .and_then(Tournament::current_round)
            .is_some_and(|(_, r)| r.timer_started.is_some() && !r.is_complete())
    }

    /// The text a custom number shows: as typed, else the preset's value.
    fn custom_text(&self, field: PresetField) -> String {
        if let Some((_, text)) = self.form.custom.iter().find(|(f, _)| *f == field) {
            return text.clone();
        }
        match self.form.preset.get(field) {
            Value::Number(n) => n.to_string(),
            Value::Toggle(_) => String::new(),
        }
    }
}
