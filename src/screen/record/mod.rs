//! The Record tab: one player's matches across the archive, in numbers and charts.
//!
//! The archive is read once into [`Played`] matches (in a task, when the tab opens);
//! the [`Record`] is counted again from them at each change of a filter or of the
//! player, which takes well under a frame for a thousand matches. The tab asks once
//! which of the names in the archive is the player's, and the app remembers it.

mod charts;
mod view;

use crate::bmg::record::{Filters, Format, Played, Record, names, same_player};
use crate::words::Said;
use std::sync::Arc;

/// The widget ids of the tab's controls, which tests find them by whatever the
/// language of their labels.
pub mod id {
    /// The field of the first day counted.
    pub const SINCE: &str = "record-since";
    /// The field of the last day counted.
    pub const UNTIL: &str = "record-until";
    /// The crew filter.
    pub const CREW: &str = "record-crew";
    /// The opponent filter.
    pub const OPPONENT: &str = "record-opponent";
    /// The Standard or Eternal filter.
    pub const FORMAT: &str = "record-format";
    /// Every filter off.
    pub const CLEAR: &str = "record-clear";
    /// Choose another name as the player's.
    pub const CHANGE_PLAYER: &str = "record-change-player";
    /// Print the record (an HTML page in the browser).
    pub const PRINT: &str = "record-print";

    /// The button naming the `index`-th name of the archive as the player's.
    pub fn name(index: usize) -> String {
        format!("record-name-{index}")
    }
}

/// The archive, read for the record.
#[derive(Debug, Clone, Default)]
pub struct Archive {
    /// Every match read.
    pub played: Vec<Played>,
    /// The files that could not be read: each file's name and why.
    pub skipped: Vec<(String, Said)>,
}

/// A message of the Record tab.
#[derive(Debug, Clone)]
pub enum Message {
    /// The archive was read (the reading it answers), or why it could not be.
    Read(u64, Result<Arc<Archive>, Said>),
    /// This name is the player's.
    PlayerChosen(String),
    /// Show the names again, to choose another.
    ChangePlayer,
    /// The first day counted was typed.
    SinceEdited(String),
    /// The last day counted was typed.
    UntilEdited(String),
    /// Only this crew (none: every crew).
    CrewChosen(Choice),
    /// Only this opponent (none: every opponent).
    OpponentChosen(Choice),
    /// Only Standard, only Eternal, or both.
    FormatChosen(FormatChoice),
    /// Every filter off.
    ClearFilters,
    /// Print the record as it shows.
    Print,
}

/// What the app does for the tab.
#[derive(Debug, Clone)]
pub enum Action {
    /// Nothing beyond the tab's own state.
    None,
    /// Print this record, counted under these filters.
    Print(Box<Record>, Filters),
}

/// A choice of a pick list that may be "all".
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Choice {
    /// No filter.
    All,
    /// This one only.
    One(String),
}

/// The Standard or Eternal filter's choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormatChoice {
    /// Both.
    Both,
    /// Standard only.
    Standard,
    /// Eternal only.
    Eternal,
}

impl FormatChoice {
    /// Every choice, in the list's order.
    pub const ALL: [FormatChoice; 3] = [
        FormatChoice::Both,
        FormatChoice::Standard,
        FormatChoice::Eternal,
    ];

    /// The filter it sets.
    fn format(self) -> Option<Format> {
        match self {
            FormatChoice::Both => None,
            FormatChoice::Standard => Some(Format::Standard),
            FormatChoice::Eternal => Some(Format::Eternal),
        }
    }
}

/// The Record tab's state.
#[derive(Debug, Clone, Default)]
pub struct State {
    /// The archive, or why it could not be read; `None` until read.
    archive: Option<Result<Arc<Archive>, Said>>,
    /// Numbers each reading, so that only the answer to the last is kept.
    reads: u64,
    /// The player's name, chosen once and remembered.
    player: Option<String>,
    /// Whether the names show, to choose the player's.
    choosing: bool,
    /// The filters in force.
    filters: Filters,
    /// The first day as typed (it filters once it is a day).
    since: String,
    /// The last day as typed.
    until: String,
    /// The record counted from the archive for the player under the filters.
    record: Option<Record>,
    /// The crews the player played, for the crew filter ("all" first).
    crews: Vec<Choice>,
    /// The opponents the player met, for the opponent filter ("all" first).
    opponents: Vec<Choice>,
    /// Whether the player's name is in some match of the archive.
    known: bool,
}

impl State {
    /// The player's name, as remembered.
    pub fn player(&self) -> Option<&String> {
        self.player.as_ref()
    }

    /// Takes the name remembered from the last session.
    pub fn restore_player(&mut self, player: Option<String>) {
        if self.player.is_none() {
            self.player = player;
            self.list_choices();
            self.count();
        }
    }

    /// Starts a reading of the archive; the answer comes back as [`Message::Read`]
    /// with the number returned.
    pub fn request_reading(&mut self) -> u64 {
        self.reads += 1;
        self.reads
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Read(reading, archive) => {
                if reading == self.reads {
                    self.archive = Some(archive);
                    self.list_choices();
                    self.count();
                }
            }
            Message::PlayerChosen(name) => {
                self.player = Some(name);
                self.choosing = false;
                // Another player's crews and opponents are not this one's.
                self.filters.crew = None;
                self.filters.opponent = None;
                self.list_choices();
                self.count();
            }
            Message::ChangePlayer => self.choosing = true,
            Message::SinceEdited(typed) => {
                self.filters.since = day(&typed);
                self.since = typed;
                self.count();
            }
            Message::UntilEdited(typed) => {
                self.filters.until = day(&typed);
                self.until = typed;
                self.count();
            }
            Message::CrewChosen(choice) => {
                self.filters.crew = chosen(choice);
                self.count();
            }
            Message::OpponentChosen(choice) => {
                self.filters.opponent = chosen(choice);
                self.count();
            }
            Message::FormatChosen(choice) => {
                self.filters.format = choice.format();
                self.count();
            }
            Message::ClearFilters => {
                self.filters = Filters::default();
                self.since.clear();
                self.until.clear();
                self.count();
            }
            Message::Print => {
                if let Some(record) = &self.record {
                    return Action::Print(Box::new(record.clone()), self.filters.clone());
                }
            }
        }
        Action::None
    }

    /// Lists the crews the player played and the opponents met, each once, in order.
    fn list_choices(&mut self) {
        let player = self.player.as_deref().unwrap_or_default();
        let mut crews: Vec<String> = Vec::new();
        let mut opponents: Vec<String> = Vec::new();
        for played in self.played() {
            for (seat, side) in played.sides.iter().enumerate() {
                if same_player(&side.name, player) {
                    let theirs = &played.sides[1 - seat];
                    for (list, name) in [(&mut crews, &side.crew), (&mut opponents, &theirs.name)] {
                        if !list.iter().any(|n| same_player(n, name)) {
                            list.push(name.clone());
                        }
                    }
                }
            }
        }
        self.known = names(self.played())
            .iter()
            .any(|(name, _)| same_player(name, player));
        let listed = |mut names: Vec<String>| {
            names.sort();
            std::iter::once(Choice::All)
                .chain(names.into_iter().map(Choice::One))
                .collect()
        };
        self.crews = listed(crews);
        self.opponents = listed(opponents);
    }

    /// Counts the record again from the archive.
    fn count(&mut self) {
        self.record = match (&self.archive, &self.player) {
            (Some(Ok(archive)), Some(player)) => Record::of(player, &archive.played, &self.filters),
            _ => None,
        };
    }

    /// The matches read, if the archive was read.
    fn played(&self) -> &[Played] {
        match &self.archive {
            Some(Ok(archive)) => &archive.played,
            _ => &[],
        }
    }

    /// Whether the player's name is still to be chosen: none is, or the one
    /// remembered is in no match of the archive, or the player asked.
    fn asks_for_player(&self) -> bool {
        self.choosing || self.player.is_none() || !self.known
    }
}

/// The day typed, once it is a day written `YYYY-MM-DD`.
fn day(typed: &str) -> Option<String> {
    let typed = typed.trim();
    crate::bmg::catalog::is_date(typed).then(|| typed.to_owned())
}

/// The filter a choice sets.
fn chosen(choice: Choice) -> Option<String> {
    match choice {
        Choice::All => None,
        Choice::One(name) => Some(name),
    }
}
