//! The tournament's sentences: why an action is refused, why lists are not accepted,
//! what a preset gets wrong, and the organiser's warnings.

use super::count;
use crate::bmg::tournament::preset::{MAX_LISTS, MAX_POINTS};
use crate::bmg::tournament::{
    Coded, ListProblem, MAX_PLAYERS, MAX_ROUNDS, MAX_VP, PresetField, PresetKind, PresetProblem,
    Refusal, Tiebreak,
};

/// Why an action is refused, as one line.
pub fn refusal(refusal: &Refusal) -> String {
    match refusal {
        Refusal::Preset(problems) => format!(
            "the preset cannot run an event: {}",
            problems
                .iter()
                .map(preset_problem)
                .collect::<Vec<_>>()
                .join("; ")
        ),
        Refusal::NoEventName => "give the event a name".to_owned(),
        Refusal::BadDate(date) => {
            format!("the event's date '{date}' is not a day written YYYY-MM-DD")
        }
        Refusal::RoundsOutOfRange(rounds) => {
            format!("an event plays 1 to {MAX_ROUNDS} rounds, not {rounds}")
        }
        Refusal::RoundsPairedAlready(played) => {
            format!(
                "{} paired already",
                count(*played, "round is", "rounds are")
            )
        }
        Refusal::AllRoundsPaired(1) => "the event plays 1 round, and it is paired".to_owned(),
        Refusal::AllRoundsPaired(planned) => {
            format!("the event plays {planned} rounds, and all are paired")
        }
        Refusal::RoundWaits { round, missing } => format!(
            "round {} still waits for {}",
            round.0,
            count(*missing as u64, "result", "results")
        ),
        Refusal::RoundBeforeWaits => "the round before still waits for results".to_owned(),
        Refusal::TooFewPlayers => "a round needs two players still in the event".to_owned(),
        Refusal::SeedingAfterRoundOne => {
            "a seeding pairs round 1 only: later rounds follow the standings".to_owned()
        }
        Refusal::SeedingIncomplete => "a seeding names every player once".to_owned(),
        Refusal::NoRoundYet => "no round is paired yet".to_owned(),
        Refusal::TimerRunning => "the round's timer is running already".to_owned(),
        Refusal::NoPlayerName => "give the player a name".to_owned(),
        Refusal::EventFull => format!("an event takes at most {MAX_PLAYERS} players"),
        Refusal::NameTaken(name) => format!("a player called {name} is registered already"),
        Refusal::NoPlayer(player) => format!(
            "there is no player number {}",
            u128::from(*player as u64) + 1
        ),
        Refusal::Lists(problems) => problems
            .iter()
            .map(list_problem)
            .collect::<Vec<_>>()
            .join("; "),
        Refusal::Fingerprint { list, fingerprint } => {
            format!("the list {list} does not match its fingerprint {fingerprint}")
        }
        Refusal::MixedCatalogs(player) => {
            format!("{player}'s lists were not checked with one catalog")
        }
        Refusal::ListsBreakRules { player, problems } => format!(
            "{player}'s lists break the event's rules: {}",
            problems
                .iter()
                .map(list_problem)
                .collect::<Vec<_>>()
                .join("; ")
        ),
        Refusal::AffiliationDiffers {
            player,
            list,
            plays,
            saved,
        } => format!("{player}'s list {list} plays {plays}, not {saved} as the file says"),
        Refusal::StillPlaying(name) => format!(
            "{name} is playing a game of this round: enter its result first, or swap them out before the round begins"
        ),
        Refusal::DroppedAlready(name) => format!("{name} has dropped already"),
        Refusal::DroppedPaired(name) => format!("{name} has dropped and is not paired"),
        Refusal::PairedTwice(name) => format!("{name} is paired twice"),
        Refusal::NotPaired(name) => format!("{name} is not paired"),
        Refusal::NoRound { round, paired } => {
            format!("there is no round {} (rounds paired: {paired})", round.0)
        }
        Refusal::NoTable {
            round,
            table,
            tables,
        } => format!(
            "round {} has no table {} (it has {tables})",
            round.0,
            table.number()
        ),
        Refusal::SameResult(table) => {
            format!("table {} has this result already", table.number())
        }
        Refusal::ResultThere { table, vp } => format!(
            "table {} has a result already ({} to {}): correct it instead",
            table.number(),
            vp[0],
            vp[1]
        ),
        Refusal::NoResultToCorrect(table) => {
            format!("table {} has no result to correct", table.number())
        }
        Refusal::VpOutOfRange(vp) => format!("a player scores 0 to {MAX_VP} VP, not {vp}"),
        Refusal::NoSuchList {
            player,
            registered,
            list,
        } => format!(
            "{player} registered {}, not a list {}",
            count(*registered as u64, "list", "lists"),
            u64::from(*list) + 1
        ),
        Refusal::SwapSelf => "choose two different players to swap".to_owned(),
        Refusal::RoundBegun => {
            "the round has begun: players can be swapped only before it starts".to_owned()
        }
        Refusal::SwapUnpaired => "both players must be paired in this round".to_owned(),
        Refusal::CodeOtherEvent => "this result code is for another event".to_owned(),
        Refusal::CodeOtherRound { code, playing } => format!(
            "this result code is for round {}, and round {playing} is being played",
            code.0
        ),
        Refusal::CodeNoTable => "this result code names no table".to_owned(),
        Refusal::CodeOtherPlayers {
            round,
            table,
            expected,
            given,
        } => format!(
            "table {} of round {} is {} against {}, not {} against {}",
            table.number(),
            round.0,
            coded(&expected[0]),
            coded(&expected[1]),
            coded(&given[0]),
            coded(&given[1])
        ),
        Refusal::MatchNotPaired { round, players } => format!(
            "no table of round {} is {} against {}: check the players' names in the match",
            round.0, players[0], players[1]
        ),
        Refusal::Replay { event, why } => {
            format!("event {event} cannot be replayed: {}", self::refusal(why))
        }
    }
}

/// A player a code names: "Ann", or "player 3" when the event has no third player.
fn coded(player: &Coded) -> String {
    match player {
        Coded::Named(name) => name.clone(),
        Coded::Unlisted(number) => format!("player {number}"),
    }
}

/// Why a player's lists are not accepted, as one line.
pub fn list_problem(problem: &ListProblem) -> String {
    match problem {
        ListProblem::Count { asked, given } => format!(
            "the event asks for {}, and {given} {} given",
            count(*asked, "list", "lists"),
            if *given == 1 { "was" } else { "were" }
        ),
        ListProblem::Rule {
            list,
            crew,
            violation,
        } => format!(
            "list {} ({crew}): {}",
            list + 1,
            super::rules::violation(violation)
        ),
        ListProblem::Overspent {
            list,
            crew,
            spent,
            allowed,
        } => format!(
            "list {} ({crew}): spends ${spent}, more than the event's ${allowed}",
            list + 1
        ),
        ListProblem::MixedAffiliations(affiliations) => format!(
            "the lists play different affiliations ({}): the event asks for one",
            affiliations.join(", ")
        ),
    }
}

/// What a preset's values get wrong, as one line.
pub fn preset_problem(problem: &PresetProblem) -> String {
    match problem {
        PresetProblem::Lists(lists) => {
            format!("a player brings 1 to {MAX_LISTS} lists, not {lists}")
        }
        PresetProblem::Reputation(reputation) => format!(
            "the Reputation limit is 1 to {}, not {reputation}",
            crate::bmg::crew::MAX_REPUTATION
        ),
        PresetProblem::TieBelowZero => {
            "a tie needs \"tie below\" of 1 or more (equal VP are a tie)".to_owned()
        }
        PresetProblem::TieReachesTotal {
            tie_below,
            total_from,
        } => format!(
            "a tie (a gap below {tie_below}) cannot reach past a total victory (from {total_from})"
        ),
        PresetProblem::Points(points) => {
            format!("a game gives 0 to {MAX_POINTS} points, not {points}")
        }
        PresetProblem::TiebreakTwice(t) => {
            format!("the tiebreaker {} is listed twice", tiebreak(*t))
        }
    }
}

/// The organiser's warning where two of a player's lists are the same crew.
pub fn identical_lists(pairs: &[[usize; 2]]) -> Option<String> {
    let said: Vec<String> = pairs
        .iter()
        .map(|[a, b]| format!("lists {} and {}", a + 1, b + 1))
        .collect();
    (!said.is_empty()).then(|| format!("{} are the same crew", said.join(", ")))
}

/// What a swap did: whether it made rematches, naming their players.
pub fn swapped(rematches: &[[&str; 2]]) -> String {
    if rematches.is_empty() {
        "Swapped: no rematch.".to_owned()
    } else {
        let said: Vec<String> = rematches
            .iter()
            .map(|[a, b]| format!("{a} and {b} have met before"))
            .collect();
        format!("Swapped. A rematch: {}.", said.join("; "))
    }
}

/// A tiebreaker's short name, as the standings' columns say it.
pub fn tiebreak(tiebreak: Tiebreak) -> &'static str {
    match tiebreak {
        Tiebreak::Sos => "SoS",
        Tiebreak::VpDifference => "VP difference",
        Tiebreak::VpScored => "VP scored",
        Tiebreak::HeadToHead => "head-to-head",
    }
}

/// The tiebreakers of a preset, in order: "SoS, VP difference, VP scored".
pub fn tiebreaks(tiebreaks: &[Tiebreak]) -> String {
    tiebreaks
        .iter()
        .map(|t| tiebreak(*t))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The preset's name as players know it.
pub fn preset_kind(kind: PresetKind) -> &'static str {
    match kind {
        PresetKind::Batmatch => "Batmatch",
        PresetKind::Custom => "Custom",
    }
}

/// How many rounds the event plays: "1 round", "3 rounds".
pub fn rounds(rounds: u32) -> String {
    count(rounds, "round", "rounds")
}

/// A preset field's name, on the form and in the command line's help.
pub fn preset_field(field: PresetField) -> &'static str {
    match field {
        PresetField::Lists => "Lists each",
        PresetField::Reputation => "Rep limit",
        PresetField::Funding => "$ limit",
        PresetField::SameAffiliation => "One affiliation",
        PresetField::Deck => "Deck needed",
        PresetField::TieBelow => "Tie below (VP gap)",
        PresetField::TotalFrom => "Total from (VP gap)",
        PresetField::Win => "Win points",
        PresetField::Tie => "Tie points",
        PresetField::Loss => "Loss points",
        PresetField::TotalWin => "Total win points",
        PresetField::TotalLoss => "Total loss points",
    }
}
