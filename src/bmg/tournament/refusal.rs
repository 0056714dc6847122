//! Why the event refuses an action, as values: each refusal carries what a sentence
//! about it needs (names, numbers, the rule a list breaks), and the words are made at
//! the edge (`crate::words::tournament`), once for the window, the command line and
//! the sheets.

use super::preset::Tiebreak;
use super::{RoundNo, TableAt};
use crate::bmg::violation::Violation;

/// A player a code names: by name, or by number when the event has no such player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Coded {
    /// A player of the event, by name.
    Named(String),
    /// A player number the event has not, counted from 1.
    Unlisted(u64),
}

/// Why an action is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The preset's values cannot run an event.
    Preset(Vec<PresetProblem>),
    /// The event has no name.
    NoEventName,
    /// The event's date is not a day written `YYYY-MM-DD`.
    BadDate(String),
    /// A number of rounds outside 1 to [`super::MAX_ROUNDS`].
    RoundsOutOfRange(u32),
    /// Fewer rounds than are paired already.
    RoundsPairedAlready(u32),
    /// The event has paired every round it plays (`planned` of them).
    AllRoundsPaired(u32),
    /// The round being played still waits for results.
    RoundWaits {
        /// The round.
        round: RoundNo,
        /// The tables without a result.
        missing: usize,
    },
    /// A pairing was asked while the round before waits for results.
    RoundBeforeWaits,
    /// Fewer than two players are still in the event.
    TooFewPlayers,
    /// A seeding was given after round 1.
    SeedingAfterRoundOne,
    /// A seeding that does not name every player once.
    SeedingIncomplete,
    /// No round is paired yet.
    NoRoundYet,
    /// The round's timer runs already.
    TimerRunning,
    /// The player has no name.
    NoPlayerName,
    /// The event holds [`super::MAX_PLAYERS`] players already.
    EventFull,
    /// A player of this name is registered already.
    NameTaken(String),
    /// There is no player at this position.
    NoPlayer(usize),
    /// A registration's lists break the event's rules.
    Lists(Vec<ListProblem>),
    /// A list in a file does not match its fingerprint.
    Fingerprint {
        /// The list's crew name.
        list: String,
        /// The fingerprint the file gives.
        fingerprint: String,
    },
    /// A saved player's lists were checked with different catalogs.
    MixedCatalogs(String),
    /// A saved player's lists, checked again, break the event's rules.
    ListsBreakRules {
        /// The player.
        player: String,
        /// Every reason.
        problems: Vec<ListProblem>,
    },
    /// A saved list plays another affiliation than its file says.
    AffiliationDiffers {
        /// The player.
        player: String,
        /// The list's crew name.
        list: String,
        /// The affiliation it plays.
        plays: String,
        /// The affiliation the file says.
        saved: String,
    },
    /// The player plays a game of the round and cannot drop yet.
    StillPlaying(String),
    /// The player has dropped already.
    DroppedAlready(String),
    /// A dropped player was paired.
    DroppedPaired(String),
    /// A player is paired twice.
    PairedTwice(String),
    /// A player still in the event is not paired.
    NotPaired(String),
    /// No such round is paired.
    NoRound {
        /// The round asked for.
        round: RoundNo,
        /// The rounds paired.
        paired: usize,
    },
    /// The round has no such table.
    NoTable {
        /// The round.
        round: RoundNo,
        /// The table asked for.
        table: TableAt,
        /// The tables it has.
        tables: usize,
    },
    /// The table has this very result already.
    SameResult(TableAt),
    /// The table has another result already: a correction is needed.
    ResultThere {
        /// The table.
        table: TableAt,
        /// The VP entered.
        vp: [u32; 2],
    },
    /// The table has no result to correct.
    NoResultToCorrect(TableAt),
    /// A VP score above [`super::MAX_VP`].
    VpOutOfRange(u32),
    /// A result names a list the player did not register.
    NoSuchList {
        /// The player.
        player: String,
        /// The lists registered.
        registered: usize,
        /// The list named (from 0).
        list: u32,
    },
    /// Two players to swap are one.
    SwapSelf,
    /// The round has begun: no swap.
    RoundBegun,
    /// A player to swap is not paired in this round.
    SwapUnpaired,
    /// A result code of another event.
    CodeOtherEvent,
    /// A result code of another round.
    CodeOtherRound {
        /// The code's round.
        code: RoundNo,
        /// The round being played (0: none).
        playing: u32,
    },
    /// A result code that names no table.
    CodeNoTable,
    /// A result code whose players are not the table's.
    CodeOtherPlayers {
        /// The round.
        round: RoundNo,
        /// The table.
        table: TableAt,
        /// The table's players.
        expected: [Coded; 2],
        /// The code's players.
        given: [Coded; 2],
    },
    /// No table of the round is a match's two players.
    MatchNotPaired {
        /// The round.
        round: RoundNo,
        /// The match's players.
        players: [String; 2],
    },
    /// An event of a file cannot be replayed.
    Replay {
        /// The event's position in the file, from 1.
        event: usize,
        /// Why.
        why: Box<Refusal>,
    },
}

/// Why a preset's values cannot run an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PresetProblem {
    /// A number of lists outside 1 to [`super::preset::MAX_LISTS`].
    Lists(u32),
    /// A Reputation limit outside 1 to the crew's maximum.
    Reputation(u32),
    /// "Tie below" of 0: equal VP would not be a tie.
    TieBelowZero,
    /// A tie reaches past a total victory.
    TieReachesTotal {
        /// The tie's gap.
        tie_below: u32,
        /// The total victory's gap.
        total_from: u32,
    },
    /// A game's points above [`super::preset::MAX_POINTS`].
    Points(u32),
    /// A tiebreaker listed twice.
    TiebreakTwice(Tiebreak),
}

/// Why a player's lists are not accepted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ListProblem {
    /// Another number of lists than the event asks for.
    Count {
        /// The lists asked for.
        asked: u32,
        /// The lists given.
        given: usize,
    },
    /// A list breaks a crew or deck rule at the event's limits.
    Rule {
        /// The list's position, from 0.
        list: usize,
        /// Its crew name.
        crew: String,
        /// The rule broken.
        violation: Violation,
    },
    /// A list spends more $ than the event allows.
    Overspent {
        /// The list's position, from 0.
        list: usize,
        /// Its crew name.
        crew: String,
        /// The $ it spends.
        spent: u32,
        /// The $ allowed.
        allowed: u32,
    },
    /// The lists play different affiliations where the event asks for one.
    MixedAffiliations(Vec<String>),
}
