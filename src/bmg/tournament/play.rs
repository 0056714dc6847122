//! Playing an [`Event`] on the [`State`]: each is checked against the rules (names,
//! fingerprints, pairings, swaps, results) and then applied, or refused saying why.

use super::{
    Event, GameResult, List, MAX_PLAYERS, MAX_ROUNDS, MAX_VP, Player, Refused, Round, Setup, State,
    Table, refused, suggested_rounds,
};

/// Plays `event` on `state`, or says why it breaks a rule (then `state` may be half
/// changed: callers play on a copy).
pub(super) fn apply(state: &mut State, setup: &Setup, event: &Event) -> Result<(), Refused> {
    match event {
        Event::PlayerAdded { name, lists } => {
            check_name(state, name)?;
            // A file edited by hand keeps no list it did not accept.
            if let Some(list) = lists
                .iter()
                .find(|l| l.fingerprint != List::fingerprint_of(&l.crew))
            {
                return refused(format!(
                    "the list {} does not match its fingerprint {}",
                    list.crew.name, list.fingerprint
                ));
            }
            if setup.preset.same_affiliation
                && lists
                    .windows(2)
                    .any(|w| w[0].affiliation != w[1].affiliation)
            {
                return refused("the lists play different affiliations");
            }
            if u32::try_from(lists.len()).ok() != Some(setup.preset.lists) {
                return refused(format!("the event asks for {} lists", setup.preset.lists));
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
                return refused(format!(
                    "{name} is playing a game of this round: enter its result first, or swap them out before the round begins"
                ));
            }
            let p = player_mut(state, *player)?;
            if p.dropped {
                return refused(format!("{} has dropped already", p.name));
            }
            p.dropped = true;
        }
        Event::RoundsChanged { rounds } => {
            let played = u32::try_from(state.rounds.len()).unwrap_or(u32::MAX);
            if !(1..=MAX_ROUNDS).contains(rounds) {
                return refused(format!(
                    "an event plays 1 to {MAX_ROUNDS} rounds, not {rounds}"
                ));
            }
            if *rounds < played {
                return refused(format!("{played} rounds are paired already"));
            }
            state.rounds_set = Some(*rounds);
        }
        Event::RoundPaired { tables, bye } => pair(state, setup, tables, *bye)?,
        Event::PlayersSwapped { a, b } => swap(state, *a, *b)?,
        Event::TimerStarted { at } => {
            let Some(round) = state.rounds.last_mut() else {
                return refused("no round is paired yet");
            };
            if round.timer_started.is_some() {
                return refused("the round's timer is running already");
            }
            round.timer_started = Some(*at);
        }
        Event::ResultEntered { table, result } => {
            let n = state.rounds.len();
            let t = table_mut(state, n, *table)?;
            if let Some(entered) = t.result {
                if entered == *result {
                    return refused(format!("table {} has this result already", table + 1));
                }
                return refused(format!(
                    "table {} has a result already ({} to {}): correct it instead",
                    table + 1,
                    entered.vp[0],
                    entered.vp[1]
                ));
            }
            check_result(state, n, *table, result)?;
            table_mut(state, n, *table)?.result = Some(*result);
        }
        Event::ResultCorrected {
            round,
            table,
            result,
        } => {
            let round = usize::try_from(*round).unwrap_or(usize::MAX);
            let t = table_mut(state, round, *table)?;
            if t.result.is_none() {
                return refused(format!("table {} has no result to correct", table + 1));
            }
            if t.result == Some(*result) {
                return refused(format!("table {} has this result already", table + 1));
            }
            check_result(state, round, *table, result)?;
            table_mut(state, round, *table)?.result = Some(*result);
        }
    }
    Ok(())
}

/// A new player's name: given, not taken (ignoring case), and the event not full.
pub(super) fn check_name(state: &State, name: &str) -> Result<(), Refused> {
    if name.trim().is_empty() {
        return refused("give the player a name");
    }
    if state.players.len() >= MAX_PLAYERS {
        return refused(format!("an event takes at most {MAX_PLAYERS} players"));
    }
    let wanted = name.trim().to_lowercase();
    if state
        .players
        .iter()
        .any(|p| p.name.trim().to_lowercase() == wanted)
    {
        return refused(format!(
            "a player called {} is registered already",
            name.trim()
        ));
    }
    Ok(())
}

fn player_mut(state: &mut State, player: usize) -> Result<&mut Player, Refused> {
    state.players.get_mut(player).ok_or_else(|| {
        Refused(format!(
            "there is no player number {}",
            u128::from(player as u64) + 1
        ))
    })
}

/// The table at `table` of round `round` (from 1).
fn table_mut(state: &mut State, round: usize, table: usize) -> Result<&mut Table, Refused> {
    let rounds = state.rounds.len();
    let r = round
        .checked_sub(1)
        .and_then(|i| state.rounds.get_mut(i))
        .ok_or_else(|| {
            Refused(format!(
                "there is no round {round} (rounds paired: {rounds})"
            ))
        })?;
    let count = r.tables.len();
    r.tables.get_mut(table).ok_or_else(|| {
        Refused(format!(
            "round {round} has no table {} (it has {count})",
            u128::from(table as u64) + 1
        ))
    })
}

/// The result's numbers are in range and its lists are the players'.
fn check_result(
    state: &State,
    round: usize,
    table: usize,
    result: &GameResult,
) -> Result<(), Refused> {
    for vp in result.vp {
        if vp > MAX_VP {
            return refused(format!("a player scores 0 to {MAX_VP} VP, not {vp}"));
        }
    }
    let players = state.rounds[round - 1].tables[table].players;
    for (side, list) in result.lists.iter().enumerate() {
        if let Some(list) = list {
            let count = state.players[players[side]].lists.len();
            if usize::try_from(*list).map_or(true, |l| l >= count) {
                return refused(format!(
                    "{} registered {count} list{}, not a list {}",
                    state.players[players[side]].name,
                    if count == 1 { "" } else { "s" },
                    u64::from(*list) + 1
                ));
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
) -> Result<(), Refused> {
    if state.rounds.len() >= usize::try_from(MAX_ROUNDS).unwrap_or(usize::MAX) {
        return refused(format!("an event plays at most {MAX_ROUNDS} rounds"));
    }
    // Once round 1 fixed it, the event's number of rounds holds.
    let planned = state.rounds_set.or(setup.rounds);
    if let Some(planned) = planned
        && state.rounds.len() >= usize::try_from(planned).unwrap_or(usize::MAX)
    {
        return refused(if planned == 1 {
            "the event plays 1 round, and it is paired".to_owned()
        } else {
            format!("the event plays {planned} rounds, and all are paired")
        });
    }
    if let Some(last) = state.rounds.last()
        && !last.is_complete()
    {
        return refused("the round before still waits for results");
    }
    let mut seen = vec![false; state.players.len()];
    for &p in tables.iter().flatten().chain(bye.iter()) {
        let Some(player) = state.players.get(p) else {
            return refused(format!(
                "there is no player number {}",
                u128::from(p as u64) + 1
            ));
        };
        if player.dropped {
            return refused(format!("{} has dropped and is not paired", player.name));
        }
        if std::mem::replace(&mut seen[p], true) {
            return refused(format!("{} is paired twice", player.name));
        }
    }
    if let Some(missing) = state
        .players
        .iter()
        .enumerate()
        .find(|(p, pl)| !pl.dropped && !seen[*p])
    {
        return refused(format!("{} is not paired", missing.1.name));
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
fn swap(state: &mut State, a: usize, b: usize) -> Result<(), Refused> {
    if a == b {
        return refused("choose two different players to swap");
    }
    let Some(round) = state.rounds.last_mut() else {
        return refused("no round is paired yet");
    };
    if round.has_begun() {
        return refused("the round has begun: players can be swapped only before it starts");
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
        return refused("both players must be paired in this round");
    }
    Ok(())
}
