//! Tournaments: a whole BMG event run from one laptop. Every action is an [`Event`];
//! the [`Tournament`] is its set-up and the events played so far, and the state
//! (players, rounds, results) is what replaying them gives. Each event is checked
//! against the rules before it is played: a refused one changes nothing and says why.
//!
//! The rules: players register with their lists, checked at the event's limits
//! ([`Preset`]); rounds are paired ([`pairing`]); results are entered per table, typed
//! or from a result code ([`code`]), and corrected; the standings
//! ([`standings::standings`]) follow the preset's points and tiebreakers.
//!
//! Here: the types (set-up, players, rounds, events, state) and [`Tournament`]'s API;
//! how each event is checked and played is in `play`, how lists are checked in `lists`.

pub mod code;
pub mod lists;
pub mod pairing;
mod play;
pub mod preset;
pub mod refusal;
pub mod standings;

pub use preset::{MAX_VP, Outcome, Preset, PresetField, PresetKind, Scoring, Tiebreak, Value};
pub use refusal::{Coded, ListProblem, PresetProblem, Refusal};
pub use standings::Standing;

use super::catalog::Catalog;
use super::crew::Crew;
use lists::check_lists;
use lists::recheck;
use play::{apply, check_name};
use serde::{Deserialize, Serialize};

/// The `format` of a tournament file.
pub const TOURNAMENT_FORMAT: &str = "gotham-companion/tournament";
/// The newest tournament file version this build writes and reads.
pub const TOURNAMENT_VERSION: u32 = 1;
/// The most players an event takes.
pub const MAX_PLAYERS: usize = 1_024;
/// The most rounds an event plays.
pub const MAX_ROUNDS: u32 = 30;
/// The round timer's default length, in minutes.
pub const ROUND_MINUTES: u32 = 120;

fn refused<T>(refusal: Refusal) -> Result<T, Refusal> {
    Err(refusal)
}

/// Why a player is not registered: a refusal (a name taken, the event full), or lists
/// that break the preset, each reason on its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rejected {
    /// The registration itself is refused.
    Refused(Refusal),
    /// The lists break the preset: every reason.
    Lists(Vec<ListProblem>),
}

/// A round's number, counted from 1 as players and sheets say it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RoundNo(pub u32);

impl RoundNo {
    /// The round's place in the event's list of rounds (round 1 is 0), if it has one.
    pub fn index(self) -> Option<usize> {
        usize::try_from(self.0).ok()?.checked_sub(1)
    }

    /// The round at `index` in the list of rounds (0 is round 1).
    pub fn at(index: usize) -> RoundNo {
        RoundNo(u32::try_from(index).map_or(u32::MAX, |i| i.saturating_add(1)))
    }
}

/// A table's place in its round, counted from 0: table 1 is `TableAt(0)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TableAt(pub usize);

impl TableAt {
    /// The table's number as players read it, from 1.
    pub fn number(self) -> u64 {
        u64::try_from(self.0).map_or(u64::MAX, |n| n.saturating_add(1))
    }
}

/// What an event is, set when it is created.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The event's name.
    pub name: String,
    /// The day it is played, `YYYY-MM-DD`.
    pub date: String,
    /// The rounds it plays; none: as many as the players suggest (ceil(log2 n)).
    pub rounds: Option<u32>,
    /// How lists are checked and games scored.
    pub preset: Preset,
    /// The seed of round 1's random pairing (recorded, so it can be reproduced).
    pub seed: u64,
    /// The round timer's length, in minutes.
    #[serde(default = "round_minutes")]
    pub round_minutes: u32,
    /// A random number drawn when the event is created, which its table and result
    /// codes carry: two events of the same name, day, seed and players refuse each
    /// other's codes. 0 in files from before events had one (their codes stay valid).
    #[serde(default)]
    pub id: u64,
}

fn round_minutes() -> u32 {
    ROUND_MINUTES
}

/// A list a player registered: the crew as submitted, locked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct List {
    /// The crew as it was checked and accepted; a later change to its file changes
    /// nothing here.
    pub crew: Crew,
    /// A fingerprint of the accepted crew (CRC-32 of its data), to compare with a
    /// copy the player shows.
    pub fingerprint: String,
    /// The affiliation it plays.
    pub affiliation: String,
    /// The id of the catalog it was checked with, so that a saved event checks it again
    /// with the same one; none in files from before lists recorded it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub catalog: Option<String>,
}

impl List {
    /// The fingerprint of `crew`: CRC-32 of its data, as 8 hex digits.
    pub fn fingerprint_of(crew: &Crew) -> String {
        // A crew is plain data: serialising cannot fail.
        let bytes = serde_json::to_vec(crew).unwrap_or_default();
        format!("{:08X}", crc32fast::hash(&bytes))
    }
}

/// A registered player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The player's name, unique in the event (ignoring case).
    pub name: String,
    /// The lists, locked.
    pub lists: Vec<List>,
    /// Whether the player has left the event (not paired again).
    #[serde(default)]
    pub dropped: bool,
    /// How many rounds were paired before the player joined (0: from the start).
    #[serde(default)]
    pub joined_after: u32,
}

impl Player {
    /// The affiliation the player's lists play (the first list's).
    pub fn affiliation(&self) -> &str {
        self.lists.first().map_or("", |l| l.affiliation.as_str())
    }
}

/// A game's result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// Each player's VP, in the table's order.
    pub vp: [u32; 2],
    /// Which of their lists each played (from 0), where it was said.
    #[serde(default)]
    pub lists: [Option<u32>; 2],
}

/// A table of a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// Its two players, the better-ranked first when paired.
    pub players: [usize; 2],
    /// The result, once entered.
    pub result: Option<GameResult>,
}

/// A round: its tables (numbered from 1), the bye, and its timer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// The tables.
    pub tables: Vec<Table>,
    /// The player with the bye, if any.
    pub bye: Option<usize>,
    /// When the round's timer started (seconds since 1970), if it has.
    pub timer_started: Option<u64>,
}

impl Round {
    /// Whether every table has its result.
    pub fn is_complete(&self) -> bool {
        self.tables.iter().all(|t| t.result.is_some())
    }

    /// Whether the round has begun: its timer runs or a result is in.
    pub fn has_begun(&self) -> bool {
        self.timer_started.is_some() || self.tables.iter().any(|t| t.result.is_some())
    }
}

/// One thing the organiser did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// A player registered with these lists (checked before the event is made).
    PlayerAdded {
        /// The name.
        name: String,
        /// The lists, locked.
        lists: Vec<List>,
    },
    /// A player left the event.
    PlayerDropped {
        /// The player's position.
        player: usize,
    },
    /// The number of rounds was set.
    RoundsChanged {
        /// Rounds.
        rounds: u32,
    },
    /// The next round was paired.
    RoundPaired {
        /// Its tables, the top table first.
        tables: Vec<[usize; 2]>,
        /// The bye.
        bye: Option<usize>,
    },
    /// Two players of the round not yet begun changed places.
    PlayersSwapped {
        /// One player.
        a: usize,
        /// The other.
        b: usize,
    },
    /// The round's timer started.
    TimerStarted {
        /// When (seconds since 1970).
        at: u64,
    },
    /// A table of the current round reported its result.
    ResultEntered {
        /// The table.
        table: TableAt,
        /// The result, in the table's order.
        result: GameResult,
    },
    /// A result entered before was corrected.
    ResultCorrected {
        /// The round.
        round: RoundNo,
        /// The table.
        table: TableAt,
        /// The result, in the table's order.
        result: GameResult,
    },
}

/// What the events have made of the event.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct State {
    /// The players, in the order they registered.
    pub players: Vec<Player>,
    /// The rounds paired so far.
    pub rounds: Vec<Round>,
    /// Rounds set after the event was created, if any.
    pub rounds_set: Option<u32>,
}

/// An event: its set-up, the events played, those taken back (for redo), and the
/// state the events played make.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tournament {
    setup: Setup,
    events: Vec<Event>,
    /// Events taken back, the latest taken back last: redo plays them again.
    undone: Vec<Event>,
    state: State,
}

impl Tournament {
    /// A new event, refused where its preset cannot run one.
    pub fn new(setup: Setup) -> Result<Tournament, Refusal> {
        let problems = setup.preset.problems();
        if !problems.is_empty() {
            return refused(Refusal::Preset(problems));
        }
        if setup.name.trim().is_empty() {
            return refused(Refusal::NoEventName);
        }
        if !super::catalog::is_date(&setup.date) {
            return refused(Refusal::BadDate(
                super::ids::shorten(&setup.date).into_owned(),
            ));
        }
        if let Some(rounds) = setup.rounds
            && !(1..=MAX_ROUNDS).contains(&rounds)
        {
            return refused(Refusal::RoundsOutOfRange(rounds));
        }
        Ok(Tournament {
            setup,
            events: Vec::new(),
            undone: Vec::new(),
            state: State::default(),
        })
    }

    /// The event `setup` with `events` played, each checked; a file edited by hand
    /// whose event breaks a rule is refused, naming it.
    pub fn replay(setup: Setup, events: Vec<Event>) -> Result<Tournament, Refusal> {
        Tournament::replay_with(setup, events, &mut |_| None)
    }

    /// [`Tournament::replay`], each player's lists checked again by the crew and deck
    /// rules at the event's limits, with the catalog they were checked with when they
    /// registered: `catalog_of` finds it by its id (none where this machine lacks it;
    /// such lists, and lists from files that recorded no catalog, keep the checks
    /// their fingerprint gives). A list edited into breaking a rule, its fingerprint
    /// made again, is refused.
    pub fn replay_with(
        setup: Setup,
        events: Vec<Event>,
        catalog_of: &mut dyn FnMut(&str) -> Option<std::sync::Arc<Catalog>>,
    ) -> Result<Tournament, Refusal> {
        let mut tournament = Tournament::new(setup)?;
        // Played in place: a refused event refuses the whole file, so no copy is needed.
        for (n, event) in events.iter().enumerate() {
            let replayed = recheck(&tournament.setup.preset, event, catalog_of)
                .and_then(|()| apply(&mut tournament.state, &tournament.setup, event));
            replayed.map_err(|why| Refusal::Replay {
                event: n.saturating_add(1),
                why: Box::new(why),
            })?;
        }
        tournament.events = events;
        Ok(tournament)
    }

    /// [`Tournament::replay_with`], with the events taken back before the file was saved,
    /// which redo plays again (each is checked when it is).
    pub fn replay_with_undone(
        setup: Setup,
        events: Vec<Event>,
        undone: Vec<Event>,
        catalog_of: &mut dyn FnMut(&str) -> Option<std::sync::Arc<Catalog>>,
    ) -> Result<Tournament, Refusal> {
        let mut tournament = Tournament::replay_with(setup, events, catalog_of)?;
        tournament.undone = undone;
        Ok(tournament)
    }

    /// The set-up.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The events played, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The events taken back, which redo plays again: the next to redo last.
    pub fn undone(&self) -> &[Event] {
        &self.undone
    }

    /// The state the events made.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The rounds the event plays: as set, else ceil(log2 players) (at least 1).
    pub fn rounds(&self) -> u32 {
        self.state
            .rounds_set
            .or(self.setup.rounds)
            .unwrap_or_else(|| suggested_rounds(self.state.players.len()))
    }

    /// The standings as the results stand.
    pub fn standings(&self) -> Vec<Standing> {
        standings::standings(&self.state, &self.setup.preset)
    }

    /// The player called `name` (ignoring case and surrounding spaces).
    pub fn player_named(&self, name: &str) -> Option<usize> {
        let wanted = name.trim().to_lowercase();
        self.state
            .players
            .iter()
            .position(|p| p.name.trim().to_lowercase() == wanted)
    }

    /// The round being played (the last paired).
    pub fn current_round(&self) -> Option<(RoundNo, &Round)> {
        let n = self.state.rounds.len();
        self.state.rounds.last().map(|r| (RoundNo::at(n - 1), r))
    }

    /// Checks `event` against the rules and plays it; a refused event changes nothing.
    /// A new event clears what could be redone.
    pub fn play(&mut self, event: Event) -> Result<(), Refusal> {
        self.play_kept(event)?;
        self.undone.clear();
        Ok(())
    }

    /// Plays `event`, keeping what could be redone.
    fn play_kept(&mut self, event: Event) -> Result<(), Refusal> {
        let mut state = self.state.clone();
        apply(&mut state, &self.setup, &event)?;
        self.state = state;
        self.events.push(event);
        Ok(())
    }

    /// Plays the last event taken back again: none where nothing was taken back, else
    /// the event played, or why the rules refuse it now (then it stays to redo).
    pub fn redo(&mut self) -> Option<Result<Event, Refusal>> {
        let event = self.undone.pop()?;
        Some(match self.play_kept(event.clone()) {
            Ok(()) => Ok(event),
            Err(refusal) => {
                self.undone.push(event);
                Err(refusal)
            }
        })
    }

    /// Takes back the last event, keeping it to redo; it is returned.
    pub fn undo(&mut self) -> Option<Event> {
        let last = self.events.pop()?;
        self.undone.push(last.clone());
        let mut state = State::default();
        for event in &self.events {
            // These were played once already, under the same rules.
            if apply(&mut state, &self.setup, event).is_err() {
                break;
            }
        }
        self.state = state;
        Some(last)
    }

    /// Checks a player's crews as lists of this event: each at the event's limits, the
    /// right number of them, of one affiliation where the preset says so. The lists to
    /// register, or every reason they are refused.
    pub fn check_lists(
        &self,
        crews: Vec<Crew>,
        catalog: &Catalog,
    ) -> Result<Vec<List>, Vec<ListProblem>> {
        check_lists(&self.setup.preset, crews, catalog)
    }

    /// The event a new player with these crews makes, or why not.
    pub fn add_player(
        &self,
        name: &str,
        crews: Vec<Crew>,
        catalog: &Catalog,
    ) -> Result<Event, Rejected> {
        check_name(&self.state, name).map_err(Rejected::Refused)?;
        let lists = self.check_lists(crews, catalog).map_err(Rejected::Lists)?;
        Ok(Event::PlayerAdded {
            name: name.trim().to_owned(),
            lists,
        })
    }

    /// The event that pairs the next round (by `seeding`, best first, in round 1 if
    /// given), or why it cannot be paired yet.
    pub fn pair_next(&self, seeding: Option<&[usize]>) -> Result<Event, Refusal> {
        let state = &self.state;
        if let Some((round, r)) = self.current_round()
            && !r.is_complete()
        {
            let missing = r.tables.iter().filter(|t| t.result.is_none()).count();
            return refused(Refusal::RoundWaits { round, missing });
        }
        let played = u32::try_from(state.rounds.len()).unwrap_or(u32::MAX);
        if played >= self.rounds() {
            return refused(Refusal::AllRoundsPaired(self.rounds()));
        }
        let active: Vec<bool> = state.players.iter().map(|p| !p.dropped).collect();
        let field: Vec<usize> = (0..state.players.len()).filter(|&p| active[p]).collect();
        if field.len() < 2 {
            return refused(Refusal::TooFewPlayers);
        }
        if seeding.is_some() && played > 0 {
            return refused(Refusal::SeedingAfterRoundOne);
        }
        let pairing = if played == 0 {
            match seeding {
                Some(seeding) => {
                    let mut sorted = seeding.to_vec();
                    sorted.sort_unstable();
                    if sorted != field {
                        return refused(Refusal::SeedingIncomplete);
                    }
                    pairing::first_round_seeded(seeding)
                }
                None => pairing::first_round_random(&field, self.setup.seed),
            }
        } else {
            pairing::next_round(&self.standings(), &active, &state.rounds)
        };
        Ok(Event::RoundPaired {
            tables: pairing.tables,
            bye: pairing.bye,
        })
    }

    /// The rematches a swap of `a` and `b` in the round not yet begun would make: the
    /// players of each table whose two have met before (none: no rematch).
    pub fn swap_rematches(&self, a: usize, b: usize) -> Vec<[usize; 2]> {
        let mut state = self.state.clone();
        if apply(&mut state, &self.setup, &Event::PlayersSwapped { a, b }).is_err() {
            return Vec::new();
        }
        let Some((round, earlier)) = state.rounds.split_last() else {
            return Vec::new();
        };
        round
            .tables
            .iter()
            .filter(|t| t.players.contains(&a) || t.players.contains(&b))
            .filter(|t| standings::met(earlier, t.players[0], t.players[1]) > 0)
            .map(|t| t.players)
            .collect()
    }
}

/// ceil(log2 players), at least 1.
pub fn suggested_rounds(players: usize) -> u32 {
    let mut rounds = 1;
    while (1usize << rounds) < players && rounds < MAX_ROUNDS {
        rounds += 1;
    }
    rounds
}
