//! The tournament's sentences: why an action is refused, why lists are not accepted,
//! what a preset gets wrong, and the organiser's warnings.

use super::{numbers, tr};
use crate::bmg::ids::shorten;
use crate::bmg::tournament::preset::{MAX_LISTS, MAX_POINTS};
use crate::bmg::tournament::{
    Coded, ListProblem, MAX_PLAYERS, MAX_ROUNDS, MAX_VP, PresetField, PresetKind, PresetProblem,
    Refusal, Tiebreak,
};

/// Items said one after another: "a; b; c".
fn listed<T>(items: &[T], say: impl Fn(&T) -> String) -> String {
    items.iter().map(say).collect::<Vec<_>>().join("; ")
}

/// Why an action is refused, as one line.
pub fn refusal(refusal: &Refusal) -> String {
    match refusal {
        Refusal::Preset(problems) => {
            tr!(
                "tournament-preset-refused",
                problems = listed(problems, preset_problem)
            )
        }
        Refusal::NoEventName => tr!("tournament-no-event-name"),
        Refusal::BadDate(date) => tr!("tournament-bad-date", date = shorten(date)),
        Refusal::RoundsOutOfRange(rounds) => {
            tr!(
                "tournament-rounds-out-of-range",
                max = MAX_ROUNDS,
                rounds = *rounds
            )
        }
        Refusal::RoundsPairedAlready(played) => {
            tr!("tournament-rounds-paired-already", count = *played)
        }
        Refusal::AllRoundsPaired(planned) => {
            tr!("tournament-all-rounds-paired", count = *planned)
        }
        Refusal::RoundWaits { round, missing } => {
            tr!("tournament-round-waits", round = round.0, count = *missing)
        }
        Refusal::RoundBeforeWaits => tr!("tournament-round-before-waits"),
        Refusal::TooFewPlayers => tr!("tournament-too-few-players"),
        Refusal::SeedingAfterRoundOne => tr!("tournament-seeding-after-round-one"),
        Refusal::SeedingIncomplete => tr!("tournament-seeding-incomplete"),
        Refusal::NoRoundYet => tr!("tournament-no-round-yet"),
        Refusal::TimerRunning => tr!("tournament-timer-running"),
        Refusal::NoPlayerName => tr!("tournament-no-player-name"),
        Refusal::EventFull => tr!(
            "tournament-event-full",
            max = numbers::integer(MAX_PLAYERS as i64)
        ),
        Refusal::NameTaken(name) => tr!("tournament-name-taken", name = shorten(name)),
        Refusal::NoPlayer(player) => tr!(
            "tournament-no-player",
            number = (u128::from(*player as u64) + 1).to_string()
        ),
        Refusal::Lists(problems) => listed(problems, list_problem),
        Refusal::Fingerprint { list, fingerprint } => tr!(
            "tournament-fingerprint",
            list = shorten(list),
            fingerprint = shorten(fingerprint)
        ),
        Refusal::MixedCatalogs(player) => {
            tr!("tournament-mixed-catalogs", player = shorten(player))
        }
        Refusal::ListsBreakRules { player, problems } => tr!(
            "tournament-lists-break-rules",
            player = shorten(player),
            problems = listed(problems, list_problem)
        ),
        Refusal::AffiliationDiffers {
            player,
            list,
            plays,
            saved,
        } => tr!(
            "tournament-affiliation-differs",
            player = shorten(player),
            list = shorten(list),
            plays = shorten(plays),
            saved = shorten(saved)
        ),
        Refusal::StillPlaying(name) => tr!("tournament-still-playing", name = shorten(name)),
        Refusal::DroppedAlready(name) => tr!("tournament-dropped-already", name = shorten(name)),
        Refusal::DroppedPaired(name) => tr!("tournament-dropped-paired", name = shorten(name)),
        Refusal::PairedTwice(name) => tr!("tournament-paired-twice", name = shorten(name)),
        Refusal::NotPaired(name) => tr!("tournament-not-paired", name = shorten(name)),
        Refusal::NoRound { round, paired } => {
            tr!("tournament-no-round", round = round.0, paired = *paired)
        }
        Refusal::NoTable {
            round,
            table,
            tables,
        } => tr!(
            "tournament-no-table",
            round = round.0,
            table = table.number().to_string(),
            tables = *tables
        ),
        Refusal::SameResult(table) => {
            tr!("tournament-same-result", table = table.number().to_string())
        }
        Refusal::ResultThere { table, vp } => tr!(
            "tournament-result-there",
            table = table.number().to_string(),
            first = vp[0],
            second = vp[1]
        ),
        Refusal::NoResultToCorrect(table) => {
            tr!(
                "tournament-no-result-to-correct",
                table = table.number().to_string()
            )
        }
        Refusal::VpOutOfRange(vp) => tr!("tournament-vp-out-of-range", max = MAX_VP, vp = *vp),
        Refusal::NoSuchList {
            player,
            registered,
            list,
        } => tr!(
            "tournament-no-such-list",
            player = shorten(player),
            count = *registered,
            list = u64::from(*list) + 1
        ),
        Refusal::SwapSelf => tr!("tournament-swap-self"),
        Refusal::RoundBegun => tr!("tournament-round-begun"),
        Refusal::SwapUnpaired => tr!("tournament-swap-unpaired"),
        Refusal::CodeOtherEvent => tr!("tournament-code-other-event"),
        Refusal::CodeOtherRound { code, playing } => tr!(
            "tournament-code-other-round",
            round = code.0,
            playing = *playing
        ),
        Refusal::CodeNoTable => tr!("tournament-code-no-table"),
        Refusal::CodeOtherPlayers {
            round,
            table,
            expected,
            given,
        } => tr!(
            "tournament-code-other-players",
            table = table.number().to_string(),
            round = round.0,
            first = coded(&expected[0]),
            second = coded(&expected[1]),
            given_first = coded(&given[0]),
            given_second = coded(&given[1])
        ),
        Refusal::MatchNotPaired { round, players } => tr!(
            "tournament-match-not-paired",
            round = round.0,
            first = players[0].as_str(),
            second = players[1].as_str()
        ),
        Refusal::Replay { event, why } => tr!(
            "tournament-replay",
            event = *event,
            why = self::refusal(why)
        ),
    }
}

/// A player a code names: "Ann", or "player 3" when the event has no third player.
fn coded(player: &Coded) -> String {
    match player {
        Coded::Named(name) => shorten(name).into_owned(),
        Coded::Unlisted(number) => tr!("tournament-player-number", number = *number),
    }
}

/// Why a player's lists are not accepted, as one line.
pub fn list_problem(problem: &ListProblem) -> String {
    match problem {
        ListProblem::Count { asked, given } => tr!(
            "tournament-list-count",
            asked_lists = tr!("tournament-lists", count = *asked),
            count = *given
        ),
        ListProblem::Rule {
            list,
            crew,
            violation,
        } => tr!(
            "tournament-list-rule",
            list = list + 1,
            crew = shorten(crew),
            rule = super::rules::violation(violation)
        ),
        ListProblem::Overspent {
            list,
            crew,
            spent,
            allowed,
        } => tr!(
            "tournament-list-overspent",
            list = list + 1,
            crew = shorten(crew),
            spent = numbers::dollars(*spent),
            allowed = numbers::dollars(*allowed)
        ),
        ListProblem::MixedAffiliations(affiliations) => tr!(
            "tournament-mixed-affiliations",
            affiliations = affiliations
                .iter()
                .map(|a| shorten(a))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// What a preset's values get wrong, as one line.
pub fn preset_problem(problem: &PresetProblem) -> String {
    match problem {
        PresetProblem::Lists(lists) => {
            tr!("tournament-preset-lists", max = MAX_LISTS, lists = *lists)
        }
        PresetProblem::Reputation(reputation) => tr!(
            "tournament-preset-reputation",
            max = numbers::integer(crate::bmg::crew::MAX_REPUTATION),
            reputation = numbers::integer(*reputation)
        ),
        PresetProblem::TieBelowZero => tr!("tournament-preset-tie-below-zero"),
        PresetProblem::TieReachesTotal {
            tie_below,
            total_from,
        } => tr!(
            "tournament-preset-tie-reaches-total",
            tie_below = *tie_below,
            total_from = *total_from
        ),
        PresetProblem::Points(points) => {
            tr!(
                "tournament-preset-points",
                max = MAX_POINTS,
                points = *points
            )
        }
        PresetProblem::TiebreakTwice(t) => {
            tr!("tournament-preset-tiebreak-twice", tiebreak = tiebreak(*t))
        }
    }
}

/// The organiser's warning where two of a player's lists are the same crew.
pub fn identical_lists(pairs: &[[usize; 2]]) -> Option<String> {
    let said: Vec<String> = pairs
        .iter()
        .map(|[a, b]| tr!("tournament-lists-pair", first = a + 1, second = b + 1))
        .collect();
    (!said.is_empty()).then(|| tr!("tournament-same-crew", pairs = said.join(", ")))
}

/// What a swap did: whether it made rematches, naming their players.
pub fn swapped(rematches: &[[&str; 2]]) -> String {
    if rematches.is_empty() {
        tr!("tournament-swapped")
    } else {
        let said: Vec<String> = rematches
            .iter()
            .map(|[a, b]| tr!("tournament-met-before", first = *a, second = *b))
            .collect();
        tr!("tournament-swapped-rematch", rematches = said.join("; "))
    }
}

/// A tiebreaker's short name, as the standings' columns say it.
pub fn tiebreak(tiebreak: Tiebreak) -> String {
    match tiebreak {
        Tiebreak::Sos => tr!("tournament-tiebreak-sos"),
        Tiebreak::VpDifference => tr!("tournament-tiebreak-vp-difference"),
        Tiebreak::VpScored => tr!("tournament-tiebreak-vp-scored"),
        Tiebreak::HeadToHead => tr!("tournament-tiebreak-head-to-head"),
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
pub fn preset_kind(kind: PresetKind) -> String {
    match kind {
        PresetKind::Batmatch => tr!("tournament-preset-batmatch"),
        PresetKind::Custom => tr!("tournament-preset-custom"),
    }
}

/// How many rounds the event plays: "1 round", "3 rounds".
pub fn rounds(rounds: u32) -> String {
    tr!("tournament-rounds", count = rounds)
}

/// A preset field's name, on the form and in the command line's help.
pub fn preset_field(field: PresetField) -> String {
    match field {
        PresetField::Lists => tr!("tournament-field-lists"),
        PresetField::Reputation => tr!("tournament-field-reputation"),
        PresetField::Funding => tr!("tournament-field-funding"),
        PresetField::SameAffiliation => tr!("tournament-field-same-affiliation"),
        PresetField::Deck => tr!("tournament-field-deck"),
        PresetField::TieBelow => tr!("tournament-field-tie-below"),
        PresetField::TotalFrom => tr!("tournament-field-total-from"),
        PresetField::Win => tr!("tournament-field-win"),
        PresetField::Tie => tr!("tournament-field-tie"),
        PresetField::Loss => tr!("tournament-field-loss"),
        PresetField::TotalWin => tr!("tournament-field-total-win"),
        PresetField::TotalLoss => tr!("tournament-field-total-loss"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::{Language, within};

    #[test]
    fn a_refusal_agrees_with_its_number_in_each_language() {
        assert_eq!(
            refusal(&Refusal::RoundsPairedAlready(1)),
            "1 round is paired already"
        );
        assert_eq!(
            refusal(&Refusal::RoundsPairedAlready(2)),
            "2 rounds are paired already"
        );
        within(Language::Spanish, || {
            assert_eq!(
                refusal(&Refusal::RoundsPairedAlready(1)),
                "ya hay 1 ronda emparejada"
            );
            assert_eq!(
                refusal(&Refusal::EventFull),
                "un torneo admite como mucho 1.024 jugadores"
            );
        });
    }
}
