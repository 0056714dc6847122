//! Playing an [`Event`] on the [`State`]: each is checked against the rules (names,
//! fingerprints, pairings, swaps, results) and then applied, or refused saying why.

use super::{
    Event, GameResult, List, MAX_PLAYERS, MAX_ROUNDS, MAX_VP, Player, Refusal, Round, RoundNo,
    Setup, State, Table, TableAt, refused, suggested_rounds,
};
use crate::bmg::tournament::refusal::ListProblem;

/// Plays `event` on `state`, or says why it breaks a rule (then `state` may be half
/// changed: callers play on a copy).
pub(super) fn apply(state: &mut State, setup: &Setup, event: &Event) -> Result<(), Refusal> {
    match event {
        Event::PlayerAdded { name, lists } => {
            check_name(state, name)?;
            // A file edited by hand keeps no list it did not accept.
            if let Some(list) = lists
                .iter()
                .find(|l| l.fingerprint != List::fingerprint_of(&l.crew))
            {
                return refused(Refusal::Fingerprint {
                    list: list.crew.name.clone(),
                    fingerprint: list.fingerprint.clone(),
                });
            }
            if setup.preset.same_affiliation
                && lists
                    .windows(2)
                    .any(|w| w[0].affiliation != w[1].affiliation)
            {
                let mut seen: Vec<String> = lists.iter().map(|l| l.affiliation.clone()).collect();
                seen.dedup();
                return refused(Refusal::Lists(vec![ListProblem::MixedAffiliations(seen)]));
            }
            if u32::try_from(lists.len()).ok() != Some(setup.preset.lists) {
                return refused(Refusal::Lists(vec![ListProblem::Count {
                    asked: setup.preset.lists,
                    given: lists.len(),
                }]));
            }
            state.players.push(Player {
                name: name.trim().to_owned(),
                lists: lists.clone(),
                dropped: false,
                joined_after: u32::try_from(state.rounds.len()).unwrap_or(u32::MAX),
            });
        }
        Event::PlayerDropped { player } => {
            if let Some(round) = state.rounds.last()
                && round
                    .tables
                    .iter()
                    .any(|t| t.result.is_none() && t.players.contains(player))
            {
                let name = state.players.get(*player).map_or("", |p| p.name.as_str());
                return refused(Refusal::StillPlaying(name.to_owned()));
            }
            let p = player_mut(state, *player)?;
            if p.dropped {
                return refused(Refusal::DroppedAlready(p.name.clone()));
            }
            p.dropped = true;
        }
        Event::RoundsChanged { rounds } => {
            let played = u32::try_from(state.rounds.len()).unwrap_or(u32::MAX);
            if !(1..=MAX_ROUNDS).contains(rounds) {
                return refused(Refusal::RoundsOutOfRange(*rounds));
            }
            if *rounds < played {
                return refused(Refusal::RoundsPairedAlready(played));
            }
            state.rounds_set = Some(*rounds);
        }
        Event::RoundPaired { tables, bye } => pair(state, setup, tables, *bye)?,
        Event::PlayersSwapped { a, b } => swap(state, *a, *b)?,
        Event::TimerStarted { at } => {
            let Some(round) = state.rounds.last_mut() else {
                return refused(Refusal::NoRoundYet);
            };
            if round.timer_started.is_some() {
                return refused(Refusal::TimerRunning);
            }
            round.timer_started = Some(*at);
        }
        Event::ResultEntered { table, result } => {
            let Some(round) = state.rounds.len().checked_sub(1).map(RoundNo::at) else {
                return refused(Refusal::NoRoundYet);
            };
            let t = table_mut(state, round, *table)?;
            if let Some(entered) = t.result {
                if entered == *result {
                    return refused(Refusal::SameResult(*table));
                }
                return refused(Refusal::ResultThere {
                    table: *table,
                    vp: entered.vp,
                });
            }
            check_result(state, round, *table, result)?;
            table_mut(state, round, *table)?.result = Some(*result);
        }
        Event::ResultCorrected {
            round,
            table,
            result,
        } => {
            let t = table_mut(state, *round, *table)?;
            if t.result.is_none() {
                return refused(Refusal::NoResultToCorrect(*table));
            }
            if t.result == Some(*result) {
                return refused(Refusal::SameResult(*table));
            }
            check_result(state, *round, *table, result)?;
            table_mut(state, *round, *table)?.result = Some(*result);
        }
    }
    Ok(())
}

/// A new player's name: given, not taken (ignoring case), and the event not full.
pub(super) fn check_name(state: &State, name: &str) -> Result<(), Refusal> {
    if name.trim().is_empty() {
        return refused(Refusal::NoPlayerName);
    }
    if state.players.len() >= MAX_PLAYERS {
        return refused(Refusal::EventFull);
    }
    let wanted = name.trim().to_lowercase();
    if state
        .players
        .iter()
        .any(|p| p.name.trim().to_lowercase() == wanted)
    {
        return refused(Refusal::NameTaken(name.trim().to_owned()));
    }
    Ok(())
}

fn player_mut(state: &mut State, player: usize) -> Result<&mut Player, Refusal> {
    state
        .players
        .get_mut(player)
        .ok_or(Refusal::NoPlayer(player))
}

/// The table `table` of round `round`.
fn table_mut(state: &mut State, round: RoundNo, table: TableAt) -> Result<&mut Table, Refusal> {
    let paired = state.rounds.len();
    let r = round
        .index()
        .and_then(|i| state.rounds.get_mut(i))
        .ok_or(Refusal::NoRound { round, paired })?;
    let tables = r.tables.len();
    r.tables.get_mut(table.0).ok_or(Refusal::NoTable {
        round,
        table,
        tables,
    })
}

/// The result's numbers are in range and its lists are the players'.
fn check_result(
    state: &State,
    round: RoundNo,
    table: TableAt,
    result: &GameResult,
) -> Result<(), Refusal> {
    for vp in result.vp {
        if vp > MAX_VP {
            return refused(Refusal::VpOutOfRange(vp));
        }
    }
    // The caller found the table: round and table are in range.
    let Some(players) = round
        .index()
        .and_then(|r| state.rounds.get(r))
        .and_then(|r| r.tables.get(table.0))
        .map(|t| t.players)
    else {
        return Ok(());
    };
    for (side, list) in result.lists.iter().enumerate() {
        if let Some(list) = list {
            let count = state.players[players[side]].lists.len();
            if usize::try_from(*list).map_or(true, |l| l >= count) {
                return refused(Refusal::NoSuchList {
                    player: state.players[players[side]].name.clone(),
                    registered: count,
                    list: *list,
                });
            }
        }
    }
    Ok(())
}

/// Records a round's pairing: every player still in the event once, at a table or with
/// the bye; the previous round complete.
fn pair(
    state: &mut State,
    setup: &Setup,
    tables: &[[usize; 2]],
    bye: Option<usize>,
) -> Result<(), Refusal> {
    if state.rounds.len() >= usize::try_from(MAX_ROUNDS).unwrap_or(usize::MAX) {
        return refused(Refusal::AllRoundsPaired(MAX_ROUNDS));
    }
    // Once round 1 fixed it, the event's number of rounds holds.
    let planned = state.rounds_set.or(setup.rounds);
    if let Some(planned) = planned
        && state.rounds.len() >= usize::try_from(planned).unwrap_or(usize::MAX)
    {
        return refused(Refusal::AllRoundsPaired(planned));
    }
    if let Some(last) = state.rounds.last()
        && !last.is_complete()
    {
        return refused(Refusal::RoundBeforeWaits);
    }
    let mut seen = vec![false; state.players.len()];
    for &p in tables.iter().flatten().chain(bye.iter()) {
        let Some(player) = state.players.get(p) else {
            return refused(Refusal::NoPlayer(p));
        };
        if player.dropped {
            return refused(Refusal::DroppedPaired(player.name.clone()));
        }
        if std::mem::replace(&mut seen[p], true) {
            return refused(Refusal::PairedTwice(player.name.clone()));
        }
    }
    if let Some(missing) = state
        .players
        .iter()
        .enumerate()
        .find(|(p, pl)| !pl.dropped && !seen[*p])
    {
        return refused(Refusal::NotPaired(missing.1.name.clone()));
    }
    // Round 1 fixes the number of rounds where none was set, from the players in it:
    // a late entry does not change it.
    if state.rounds.is_empty() && state.rounds_set.is_none() && setup.rounds.is_none() {
        let field = state.players.iter().filter(|p| !p.dropped).count();
        state.rounds_set = Some(suggested_rounds(field));
    }
    state.rounds.push(Round {
        tables: tables
            .iter()
            .map(|&players| Table {
                players,
                result: None,
            })
            .collect(),
        bye,
        timer_started: None,
    });
    Ok(())
}

/// Swaps two players of the round not yet begun (one may have the bye).
fn swap(state: &mut State, a: usize, b: usize) -> Result<(), Refusal> {
    if a == b {
        return refused(Refusal::SwapSelf);
    }
    let Some(round) = state.rounds.last_mut() else {
        return refused(Refusal::NoRoundYet);
    };
    if round.has_begun() {
        return refused(Refusal::RoundBegun);
    }
    let mut found = [false; 2];
    for seat in round
        .tables
        .iter_mut()
        .flat_map(|t| t.players.iter_mut())
        .chain(round.bye.iter_mut())
    {
        if *seat == a {
            *seat = b;
            found[0] = true;
        } else if *seat == b {
            *seat = a;
            found[1] = true;
        }
    }
    if found != [true, true] {
        return refused(Refusal::SwapUnpaired);
    }
    Ok(())
}
