//! Tournaments (issue 22): pairing properties against brute force, the Batmatch points
//! at every boundary, each tiebreaker on a hand-made event, refused lists and results,
//! mangled result codes, crash and resume, and the command line.

mod support;

use gotham_companion::bmg::tournament::code::{ResultCode, decode_result, encode_result};
use gotham_companion::bmg::tournament::{
    Event, GameResult, List, ListProblem, Preset, Refusal, RoundNo, Setup, TableAt, Tiebreak,
    Tournament,
};
use gotham_companion::bmg::violation::Code;
use gotham_companion::storage;
use gotham_companion::words::Language;
use gotham_companion::words::tournament as words;
use proptest::prelude::*;
use serde_json::Value;
use std::fs;
use std::sync::OnceLock;
use support::run_in;

/// A refusal as a player reads it.
fn said(refusal: &Refusal) -> String {
    words::refusal(refusal)
}

/// The lists every test player brings: the Night Patrol twice, checked once.
fn lists() -> &'static Vec<List> {
    static LISTS: OnceLock<Vec<List>> = OnceLock::new();
    LISTS.get_or_init(|| {
        let crew = support::example_crew("night-patrol.json");
        let t = Tournament::new(setup(1)).unwrap();
        t.check_lists(vec![crew.clone(), crew], &support::catalog())
            .expect("the Night Patrol is a legal Batmatch list")
    })
}

fn setup(seed: u64) -> Setup {
    Setup {
        name: "Test Night".into(),
        date: "2026-11-28".into(),
        rounds: None,
        preset: Preset::batmatch(),
        seed,
        round_minutes: 120,
        id: seed.wrapping_mul(31).wrapping_add(7),
    }
}

/// An event of `n` players named P1..Pn, registered with the test lists.
fn event_of(n: usize, seed: u64) -> Tournament {
    let mut t = Tournament::new(setup(seed)).unwrap();
    for i in 1..=n {
        t.play(Event::PlayerAdded {
            name: format!("P{i}"),
            lists: lists().clone(),
        })
        .unwrap();
    }
    t
}

/// Pairs the next round and plays it.
fn pair(t: &mut Tournament) {
    let event = t.pair_next(None).unwrap();
    t.play(event).unwrap();
}

/// Enters each table's result of the current round from `vp`.
fn results(t: &mut Tournament, vp: &mut impl FnMut(usize) -> [u32; 2]) {
    let tables = t.current_round().unwrap().1.tables.len();
    for table in 0..tables {
        t.play(Event::ResultEntered {
            table: TableAt(table),
            result: GameResult {
                vp: vp(table),
                lists: [None; 2],
            },
        })
        .unwrap();
    }
}

// --- Pairing -------------------------------------------------------------------------

/// Every perfect matching of `players`.
fn matchings(players: &[usize]) -> Vec<Vec<[usize; 2]>> {
    let Some((&first, rest)) = players.split_first() else {
        return vec![Vec::new()];
    };
    let mut all = Vec::new();
    for (i, &other) in rest.iter().enumerate() {
        let mut left = rest.to_vec();
        left.remove(i);
        for mut m in matchings(&left) {
            m.push([first, other]);
            all.push(m);
        }
    }
    all
}

/// A pairing as the rules weigh it: its tables that are rematches, then meetings
/// beyond a second at them, then its sum of squared point gaps.
fn weigh(t: &Tournament, tables: &[[usize; 2]]) -> (u32, u32, u64) {
    let points: Vec<u32> = {
        let mut p = vec![0; t.state().players.len()];
        for s in t.standings() {
            p[s.player] = s.points;
        }
        p
    };
    let rounds = &t.state().rounds;
    let met = |a: usize, b: usize| {
        rounds
            .iter()
            .flat_map(|r| &r.tables)
            .filter(|x| x.players == [a, b] || x.players == [b, a])
            .count() as u32
    };
    tables.iter().fold((0, 0, 0), |(r, again, c), &[a, b]| {
        let gap = u64::from(points[a].abs_diff(points[b]));
        let m = met(a, b);
        (
            r + u32::from(m > 0),
            again + m.saturating_sub(1),
            c + gap * gap,
        )
    })
}

/// Plays a random event of `n` players and `rounds` rounds, checking each pairing:
/// everyone plays once or has the bye; no player has two byes while another has none;
/// and, where the tables hold at most 10 players, (brute force) no pairing has fewer
/// rematches, nor, with as few, a smaller sum of squared point gaps.
fn check_event(
    n: usize,
    rounds: u32,
    seed: u64,
    vps: Vec<(u32, u32)>,
) -> Result<(), TestCaseError> {
    let mut t = event_of(n, seed);
    t.play(Event::RoundsChanged { rounds }).unwrap();
    let mut vps = vps.into_iter().cycle();
    for _ in 0..rounds {
        let event = t.pair_next(None).unwrap();
        let Event::RoundPaired { tables, bye } = &event else {
            unreachable!()
        };
        let mut seen: Vec<usize> = tables.iter().flatten().copied().chain(*bye).collect();
        seen.sort_unstable();
        prop_assert_eq!(seen, (0..n).collect::<Vec<_>>());
        prop_assert_eq!(bye.is_some(), n % 2 == 1);
        if n - usize::from(bye.is_some()) <= 10 && !t.state().rounds.is_empty() {
            let at: Vec<usize> = (0..n).filter(|p| Some(*p) != *bye).collect();
            let best = matchings(&at).iter().map(|m| weigh(&t, m)).min().unwrap();
            prop_assert_eq!(weigh(&t, tables), best);
        }
        t.play(event).unwrap();
        let byes: Vec<usize> = (0..n)
            .map(|p| t.state().rounds.iter().filter(|r| r.bye == Some(p)).count())
            .collect();
        let (fewest, most) = (byes.iter().min().unwrap(), byes.iter().max().unwrap());
        prop_assert!(*most <= 1 || *fewest >= 1, "{:?}", byes);
        results(&mut t, &mut |_| {
            let (a, b) = vps.next().unwrap();
            [a, b]
        });
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Small fields, every round checked against brute force.
    #[test]
    fn small_events_pair_optimally(
        n in 4usize..=11,
        rounds in 3u32..=7,
        seed in any::<u64>(),
        vps in proptest::collection::vec((0u32..40, 0u32..40), 1..=40),
    ) {
        check_event(n, rounds, seed, vps)?;
    }

    /// Fields of up to 64 players: complete pairings and fair byes.
    #[test]
    fn large_events_pair_everyone_with_fair_byes(
        n in 12usize..=64,
        rounds in 3u32..=7,
        seed in any::<u64>(),
        vps in proptest::collection::vec((0u32..40, 0u32..40), 1..=40),
    ) {
        check_event(n, rounds, seed, vps)?;
    }
}

#[test]
fn no_rematch_is_played_where_a_rematch_free_pairing_exists() {
    // Four players, three rounds: each round has exactly one rematch-free pairing left.
    let mut t = event_of(4, 9);
    t.play(Event::RoundsChanged { rounds: 3 }).unwrap();
    for _ in 0..3 {
        pair(&mut t);
        let (_, round) = t.current_round().unwrap();
        let earlier = &t.state().rounds[..t.state().rounds.len() - 1];
        for table in &round.tables {
            let met = earlier
                .iter()
                .flat_map(|r| &r.tables)
                .any(|x| x.players.iter().all(|p| table.players.contains(p)));
            assert!(!met, "{:?} met before", table.players);
        }
        results(&mut t, &mut |table| {
            if table == 0 { [20, 2] } else { [9, 3] }
        });
    }
}

#[test]
fn round_one_follows_the_recorded_seed_or_a_seeding() {
    let a = event_of(8, 123).pair_next(None).unwrap();
    assert_eq!(a, event_of(8, 123).pair_next(None).unwrap());
    assert_ne!(a, event_of(8, 124).pair_next(None).unwrap());
    let seeding = [3, 1, 4, 0, 5, 2, 7, 6];
    let seeded = event_of(8, 123).pair_next(Some(&seeding)).unwrap();
    assert_eq!(
        seeded,
        Event::RoundPaired {
            tables: vec![[3, 5], [1, 2], [4, 7], [0, 6]],
            bye: None
        }
    );
    assert!(event_of(8, 1).pair_next(Some(&[0, 1])).is_err());
}

#[test]
fn the_bye_goes_to_the_lowest_ranked_player_without_one_and_is_a_win() {
    let mut t = event_of(5, 5);
    t.play(Event::RoundsChanged { rounds: 3 }).unwrap();
    pair(&mut t);
    let first_bye = t.current_round().unwrap().1.bye.unwrap();
    results(&mut t, &mut |table| {
        if table == 0 { [30, 0] } else { [10, 9] }
    });
    let bye_row = t
        .standings()
        .into_iter()
        .find(|s| s.player == first_bye)
        .unwrap();
    assert_eq!(
        (
            bye_row.points,
            bye_row.wins,
            bye_row.vp_for,
            bye_row.vp_against,
            bye_row.sos
        ),
        (5, 1, 0, 0, 0)
    );
    pair(&mut t);
    let second_bye = t.current_round().unwrap().1.bye.unwrap();
    assert_ne!(second_bye, first_bye);
    // The lowest-ranked of those who had none.
    let standings_before: Vec<usize> = {
        let mut u = t.clone();
        u.undo();
        u.standings().iter().map(|s| s.player).collect()
    };
    let lowest = standings_before
        .iter()
        .rev()
        .find(|&&p| p != first_bye)
        .copied()
        .unwrap();
    assert_eq!(second_bye, lowest);
}

#[test]
fn a_swap_before_the_round_says_when_it_makes_a_rematch() {
    let mut t = hand_made(
        4,
        Preset::batmatch(),
        &[(&[[0, 2], [1, 3]], None, &[[10, 2], [10, 2]])],
    );
    t.play(Event::RoundsChanged { rounds: 2 }).unwrap();
    t.play(Event::RoundPaired {
        tables: vec![[0, 1], [2, 3]],
        bye: None,
    })
    .unwrap();
    assert!(t.swap_rematches(1, 3).is_empty(), "0-3 and 2-1 are new");
    let warnings = t.swap_rematches(1, 2);
    assert_eq!(warnings, [[0, 2], [1, 3]]);
    let names = |w: &[usize; 2]| w.map(|p| t.state().players[p].name.as_str());
    assert_eq!(
        words::swapped(&warnings.iter().map(names).collect::<Vec<_>>()),
        "Swapped. A rematch: P1 and P3 have met before; P2 and P4 have met before."
    );
    t.play(Event::PlayersSwapped { a: 1, b: 2 }).unwrap();
    assert_eq!(t.current_round().unwrap().1.tables[0].players, [0, 2]);
    // Once a result is in, the round has begun: no more swaps.
    t.play(Event::ResultEntered {
        table: TableAt(0),
        result: GameResult {
            vp: [1, 1],
            lists: [None; 2],
        },
    })
    .unwrap();
    let late = t.play(Event::PlayersSwapped { a: 0, b: 1 }).unwrap_err();
    assert!(said(&late).contains("has begun"), "{late:?}");
}

// --- Standings -------------------------------------------------------------------------

/// A round given by hand: its tables, its bye, and each table's VP.
type HandRound<'a> = (&'a [[usize; 2]], Option<usize>, &'a [[u32; 2]]);

/// An event whose rounds are given by hand.
fn hand_made(n: usize, preset: Preset, rounds: &[HandRound<'_>]) -> Tournament {
    let mut s = setup(1);
    s.preset = preset;
    s.rounds = Some(u32::try_from(rounds.len()).unwrap());
    let mut t = Tournament::new(s).unwrap();
    for i in 1..=n {
        t.play(Event::PlayerAdded {
            name: format!("P{i}"),
            lists: lists().clone(),
        })
        .unwrap();
    }
    for (tables, bye, vps) in rounds {
        t.play(Event::RoundPaired {
            tables: tables.to_vec(),
            bye: *bye,
        })
        .unwrap();
        for (table, vp) in vps.iter().enumerate() {
            t.play(Event::ResultEntered {
                table: TableAt(table),
                result: GameResult {
                    vp: *vp,
                    lists: [None; 2],
                },
            })
            .unwrap();
        }
    }
    t
}

fn order(t: &Tournament) -> Vec<usize> {
    t.standings().iter().map(|s| s.player).collect()
}

#[test]
fn strength_of_schedule_parts_players_on_equal_points() {
    // P0 and P2 both win once and lose once; P0's opponents scored more.
    let t = hand_made(
        4,
        Preset::batmatch(),
        &[
            (&[[0, 1], [2, 3]], None, &[[20, 10], [20, 10]]),
            (&[[0, 2], [1, 3]], None, &[[10, 10], [30, 0]]),
        ],
    );
    let rows = t.standings();
    let row = |p| rows.iter().find(|s| s.player == p).unwrap().clone();
    assert_eq!((row(0).points, row(2).points), (8, 8));
    assert_eq!(row(0).sos, row(1).points + row(2).points);
    assert!(row(0).sos > row(2).sos);
    assert!(order(&t).iter().position(|&p| p == 0) < order(&t).iter().position(|&p| p == 2));
}

#[test]
fn vp_difference_then_vp_scored_part_the_rest() {
    // P0 and P2 each win once against players with equal points; P0 by more.
    let t = hand_made(
        4,
        Preset::batmatch(),
        &[(&[[0, 1], [2, 3]], None, &[[30, 20], [12, 2]])],
    );
    assert_eq!(order(&t)[..2], [0, 2]);
    // Equal difference: VP scored decides.
    let t = hand_made(
        4,
        Preset::batmatch(),
        &[(&[[0, 1], [2, 3]], None, &[[18, 8], [12, 2]])],
    );
    assert_eq!(order(&t)[..2], [0, 2]);
}

#[test]
fn head_to_head_parts_exactly_two_tied_players_who_met() {
    let mut preset = Preset::custom();
    preset.tiebreaks = vec![Tiebreak::HeadToHead];
    // P1 beat P0 in round 1; each then had a bye or lost: P0 and P1 end on 7 points,
    // P2 on 10. Their game puts P1 first, though P0 registered first.
    let t = hand_made(
        3,
        preset.clone(),
        &[
            (&[[0, 1]], Some(2), &[[10, 20]]),
            (&[[1, 2]], Some(0), &[[10, 20]]),
        ],
    );
    let rows = t.standings();
    assert_eq!(order(&t), [2, 1, 0]);
    assert_eq!(rows.iter().map(|s| s.rank).collect::<Vec<_>>(), [1, 2, 3]);
    // Three tied players who each beat one of the others: head-to-head does not speak
    // (it parts exactly two), and nothing else does: they share first place.
    let t = hand_made(
        3,
        preset,
        &[
            (&[[0, 1]], Some(2), &[[20, 10]]),
            (&[[1, 2]], Some(0), &[[20, 10]]),
            (&[[2, 0]], Some(1), &[[20, 10]]),
        ],
    );
    let rows = t.standings();
    assert!(
        rows.iter().all(|s| s.points == 12 && s.rank == 1),
        "{rows:?}"
    );
}

#[test]
fn a_custom_order_of_tiebreakers_is_followed() {
    // P0: more VP scored, smaller difference; P2: the other way round.
    let rounds: &[HandRound<'_>] = &[(&[[0, 1], [2, 3]], None, &[[40, 30], [20, 5]])];
    let mut by_scored = Preset::custom();
    by_scored.tiebreaks = vec![Tiebreak::VpScored, Tiebreak::VpDifference];
    assert_eq!(order(&hand_made(4, by_scored, rounds))[..2], [0, 2]);
    let mut by_difference = Preset::custom();
    by_difference.tiebreaks = vec![Tiebreak::VpDifference, Tiebreak::VpScored];
    assert_eq!(order(&hand_made(4, by_difference, rounds))[..2], [2, 0]);
}

// --- Refusals ----------------------------------------------------------------------------

#[test]
fn lists_that_break_the_preset_are_refused_with_the_reasons() {
    let catalog = support::catalog();
    let t = Tournament::new(setup(1)).unwrap();
    let patrol = support::example_crew("night-patrol.json");
    let league = support::example_crew("league-of-shadows.json");
    let lounge = support::example_crew("the-iceberg-lounge.json");
    let wrong_count = t.check_lists(vec![patrol.clone()], &catalog).unwrap_err();
    assert_eq!(wrong_count, [ListProblem::Count { asked: 2, given: 1 }]);
    assert_eq!(
        words::list_problem(&wrong_count[0]),
        "the event asks for 2 lists, and 1 was given"
    );
    let mixed = t
        .check_lists(vec![patrol.clone(), league], &catalog)
        .unwrap_err();
    assert!(
        mixed
            .iter()
            .any(|p| words::list_problem(p).contains("different affiliations")),
        "{mixed:?}"
    );
    // The Iceberg Lounge is built for 450: at the event's 350 it breaks the Rep limit.
    let big = t
        .check_lists(vec![lounge.clone(), lounge], &catalog)
        .unwrap_err();
    assert!(
        big.iter().any(|p| matches!(
            p,
            ListProblem::Rule { list: 0, violation, .. } if violation.code == Code::Reputation
        )),
        "{big:?}"
    );
    // Said in a player's words, with the list and no rule code.
    let said: Vec<String> = big.iter().map(words::list_problem).collect();
    assert!(
        said.iter()
            .any(|p| p.starts_with("list 1 (The Iceberg Lounge): ") && !p.contains('[')),
        "{said:?}"
    );
    // A list is locked: the fingerprint of what was accepted.
    let accepted = t
        .check_lists(vec![patrol.clone(), patrol.clone()], &catalog)
        .unwrap();
    assert_eq!(
        accepted[0].fingerprint,
        List::fingerprint_of(&accepted[0].crew)
    );
    assert_eq!(accepted[0].affiliation, "GCPD");
}

#[test]
fn results_for_another_round_other_players_or_in_conflict_are_refused() {
    let mut t = event_of(4, 3);
    pair(&mut t);
    let tables = t.current_round().unwrap().1.tables.clone();
    let result = |vp| GameResult {
        vp,
        lists: [None; 2],
    };
    t.play(Event::ResultEntered {
        table: TableAt(0),
        result: result([10, 4]),
    })
    .unwrap();
    let again = t.play(Event::ResultEntered {
        table: TableAt(0),
        result: result([12, 4]),
    });
    assert!(said(&again.unwrap_err()).contains("correct it instead"));
    assert!(
        t.play(Event::ResultEntered {
            table: TableAt(5),
            result: result([1, 1])
        })
        .is_err()
    );
    assert!(
        t.play(Event::ResultEntered {
            table: TableAt(1),
            result: result([10_000, 1])
        })
        .is_err()
    );
    // A code for another round, other players or another event.
    let ticket = t.ticket(RoundNo(1), TableAt(1)).unwrap();
    let code = |ticket| ResultCode {
        ticket,
        result: result([7, 7]),
    };
    let mut other_round = ticket;
    other_round.round = 2;
    assert!(
        t.result_event(&code(other_round))
            .map_err(|e| said(&e))
            .unwrap_err()
            .contains("round 2")
    );
    let mut other_players = ticket;
    other_players.players = [tables[0].players[0], tables[1].players[1]].map(|p| p as u32);
    assert!(
        t.result_event(&code(other_players))
            .map_err(|e| said(&e))
            .unwrap_err()
            .contains("not")
    );
    let mut other_event = ticket;
    other_event.event ^= 1;
    assert!(
        t.result_event(&code(other_event))
            .map_err(|e| said(&e))
            .unwrap_err()
            .contains("another event")
    );
    // The right code enters the result; a correction follows, undoably.
    let event = t.result_event(&code(ticket)).unwrap();
    t.play(event).unwrap();
    let before = t.standings();
    t.play(Event::ResultCorrected {
        round: RoundNo(1),
        table: TableAt(1),
        result: result([30, 0]),
    })
    .unwrap();
    assert_ne!(t.standings(), before);
    t.undo();
    assert_eq!(t.standings(), before);
}

#[test]
fn mangled_result_codes_are_refused() {
    let mut t = event_of(4, 3);
    pair(&mut t);
    let code = encode_result(&ResultCode {
        ticket: t.ticket(RoundNo(1), TableAt(0)).unwrap(),
        result: GameResult {
            vp: [14, 9],
            lists: [Some(0), Some(1)],
        },
    });
    assert!(decode_result(&code).is_ok());
    for i in 2..code.len() {
        let mut lost = code.clone();
        lost.remove(i);
        assert!(decode_result(&lost).is_err(), "{lost}");
        let mut swapped: Vec<char> = code.chars().collect();
        if i + 1 < swapped.len() && swapped[i] != swapped[i + 1] {
            swapped.swap(i, i + 1);
            let swapped: String = swapped.into_iter().collect();
            assert!(decode_result(&swapped).is_err(), "{swapped}");
        }
    }
}

// --- Files -------------------------------------------------------------------------------

#[test]
fn a_tournament_file_resumes_where_it_stood_and_refuses_a_bad_event() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.json");
    let mut t = event_of(6, 11);
    storage::save_tournament(&file, &t).unwrap();
    // Saved after every action, as the app and the commands do; read back each time.
    pair(&mut t);
    storage::save_tournament(&file, &t).unwrap();
    results(&mut t, &mut |table| [10 + table as u32, 3]);
    storage::save_tournament(&file, &t).unwrap();
    let back = storage::load_tournament(&file).unwrap();
    assert_eq!(back, t);
    assert_eq!(back.standings(), t.standings());
    // A file edited into a second result for a table is refused, naming the event.
    let text = fs::read_to_string(&file).unwrap();
    let mut json: Value = serde_json::from_str(&text).unwrap();
    let events = json["events"].as_array_mut().unwrap();
    let entered = events.last().unwrap().clone();
    events.push(entered);
    fs::write(&file, json.to_string()).unwrap();
    let error = storage::load_tournament(&file).unwrap_err().to_string();
    assert!(error.contains("cannot be replayed"), "{error}");
    // A newer version is refused as such.
    let newer = text.replacen("\"version\": 1", "\"version\": 9", 1);
    assert!(
        storage::parse_tournament(&newer, "t")
            .unwrap_err()
            .to_string()
            .contains("newer")
    );
}

#[test]
fn twin_events_refuse_each_others_result_codes() {
    // The same name, day, seed and players: only the random id told at creation differs.
    let mut a = event_of(4, 5);
    let mut twin_setup = a.setup().clone();
    twin_setup.id = twin_setup.id.wrapping_add(1);
    let mut b = Tournament::replay(twin_setup, a.events().to_vec()).unwrap();
    pair(&mut a);
    pair(&mut b);
    assert_eq!(a.state().rounds, b.state().rounds, "the same tables");
    let ticket = a.ticket(RoundNo(1), TableAt(0)).unwrap();
    let code = ResultCode {
        ticket,
        result: GameResult {
            vp: [9, 3],
            lists: [None, None],
        },
    };
    assert!(a.result_event(&code).is_ok());
    let refused = b.result_event(&code).unwrap_err();
    assert!(said(&refused).contains("another event"), "{refused:?}");
}

#[test]
fn a_file_that_lies_about_its_date_or_plays_more_rounds_than_the_event_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.json");
    let mut t = event_of(4, 12);
    t.play(Event::RoundsChanged { rounds: 1 }).unwrap();
    pair(&mut t);
    results(&mut t, &mut |table| [10 + table as u32, 3]);
    storage::save_tournament(&file, &t).unwrap();
    let text = fs::read_to_string(&file).unwrap();
    // A day that is no day.
    let bad_date = text.replace("2026-11-28", "2026-13-45");
    let error = storage::parse_tournament(&bad_date, "night.json")
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("night.json") && error.contains("'2026-13-45' is not a day"),
        "{error}"
    );
    // A second round paired in an event of one round.
    let mut json: Value = serde_json::from_str(&text).unwrap();
    let events = json["events"].as_array_mut().unwrap();
    let paired = events
        .iter()
        .find(|e| e["event"] == "round-paired")
        .unwrap()
        .clone();
    events.push(paired);
    let error = storage::parse_tournament(&json.to_string(), "night.json")
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("the event plays 1 rounds, and all are paired")
            || error.contains("plays 1 round"),
        "{error}"
    );
}

#[test]
fn a_list_cut_down_with_its_fingerprint_made_again_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.json");
    let t = event_of(2, 13);
    storage::save_tournament(&file, &t).unwrap();
    assert_eq!(
        storage::load_tournament(&file).unwrap(),
        t,
        "it loads as saved"
    );
    // The first player's first list cut to its Boss, its fingerprint recomputed.
    let mut json: Value = serde_json::from_str(&fs::read_to_string(&file).unwrap()).unwrap();
    let list = &mut json["events"][0]["lists"][0];
    list["crew"]["members"].as_array_mut().unwrap().truncate(1);
    let crew: gotham_companion::bmg::Crew = serde_json::from_value(list["crew"].clone()).unwrap();
    list["fingerprint"] = Value::from(List::fingerprint_of(&crew));
    fs::write(&file, json.to_string()).unwrap();
    let error = format!("{:#}", storage::load_tournament(&file).unwrap_err());
    assert!(
        error.contains("night.json: event 1 cannot be replayed: P1's lists break the event's rules: list 1 (Night Patrol)"),
        "{error}"
    );
}

// --- The command line --------------------------------------------------------------------

#[test]
fn the_command_line_runs_an_event() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    let file = dir.path().join("club.json");
    let f = file.to_str().unwrap();
    let run = |args: &[&str]| run_in(&home, args);
    let ok = |args: &[&str]| {
        let out = run(args);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    ok(&[
        "tournament",
        "new",
        f,
        "--name",
        "Club",
        "--seed",
        "5",
        "--rounds",
        "2",
    ]);
    let again = run(&["tournament", "new", f, "--name", "Club"]);
    assert_eq!(again.status.code(), Some(2));
    let patrol = "crews/night-patrol.json";
    for name in ["Ann", "Bo", "Cy"] {
        ok(&["tournament", "add", f, "--player", name, patrol, patrol]);
    }
    // An illegal list exits 1 with the reasons; a refusal exits 2 with one line.
    let lounge = "crews/the-iceberg-lounge.json";
    let illegal = run(&["tournament", "add", f, "--player", "Di", lounge, lounge]);
    assert_eq!(illegal.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&illegal.stderr).contains("[reputation]"));
    let twice = run(&["tournament", "add", f, "--player", "ann", patrol, patrol]);
    assert_eq!(twice.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&twice.stderr).lines().count(), 1);
    // A crew code is a list too.
    let code = ok(&["code", "encode", patrol]);
    ok(&[
        "tournament",
        "add",
        f,
        "--player",
        "Di",
        code.trim(),
        patrol,
    ]);

    let tables: Value = serde_json::from_str(&ok(&["tournament", "pair", f, "--json"])).unwrap();
    let tables = tables.as_array().unwrap();
    assert_eq!(tables.len(), 2);
    for t in tables {
        assert_eq!(t.as_object().unwrap().len(), 2, "{t}");
        assert!(t["table"].is_u64());
    }
    let [a, b] = [&tables[0]["players"][0], &tables[0]["players"][1]]
        .map(|v| v.as_str().unwrap().to_owned());
    ok(&[
        "tournament",
        "result",
        f,
        "--round",
        "1",
        &format!("{a}=20"),
        &format!("{b}=3"),
    ]);
    let wrong = run(&[
        "tournament",
        "result",
        f,
        "--round",
        "1",
        &format!("{a}=1"),
        &format!("{b}=1"),
    ]);
    assert_eq!(wrong.status.code(), Some(2));
    let not_paired = run(&[
        "tournament",
        "result",
        f,
        &format!("{a}=1"),
        &format!("{}=1", tables[1]["players"][0].as_str().unwrap()),
    ]);
    assert_eq!(not_paired.status.code(), Some(2));
    let [c, d] = [&tables[1]["players"][0], &tables[1]["players"][1]]
        .map(|v| v.as_str().unwrap().to_owned());
    ok(&[
        "tournament",
        "result",
        f,
        &format!("{c}=9"),
        &format!("{d}=9"),
    ]);
    ok(&["tournament", "drop", f, "--player", &b]);

    let standings: Value =
        serde_json::from_str(&ok(&["tournament", "standings", f, "--json"])).unwrap();
    let first = &standings[0];
    let mut keys: Vec<&str> = first
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "losses",
            "player",
            "points",
            "rank",
            "sos",
            "ties",
            "vp_against",
            "vp_for",
            "wins"
        ]
    );
    assert_eq!(first["player"], a.as_str());
    assert_eq!(first["points"], 5);
    let csv = ok(&["tournament", "standings", f, "--csv"]);
    assert!(csv.starts_with("rank,player,points"), "{csv}");
    assert_eq!(csv.lines().count(), 5);
    // Round 2 pairs the three still in the event: one has the bye.
    let round2: Value = serde_json::from_str(&ok(&["tournament", "pair", f, "--json"])).unwrap();
    assert!(
        round2
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t["players"][1].is_null())
    );
    let html = ok(&["tournament", "sheet", f, "slips"]);
    assert!(html.contains("Table code"), "{html}");
    let html = ok(&["tournament", "sheet", f, "slips", "--lang", "es"]);
    assert!(html.contains("<html lang=\"es\">"), "{html}");
    let done = run(&["tournament", "pair", f]);
    assert_eq!(done.status.code(), Some(2));
}

// --- Sheets ---------------------------------------------------------------------------

/// An event of `names`, each with the test lists, its first round paired.
fn paired(names: &[&str]) -> Tournament {
    let mut t = Tournament::new(setup(4)).unwrap();
    for name in names {
        t.play(Event::PlayerAdded {
            name: (*name).into(),
            lists: lists().clone(),
        })
        .unwrap();
    }
    pair(&mut t);
    t
}

/// Fails, with the reason, unless a sheet reads as strict XML.
fn well_formed(html: &str) {
    let xml = html
        .replace("<!DOCTYPE html>", "")
        .replace("<br>", "<br/>")
        .replace("<meta charset=\"utf-8\">", "<meta charset=\"utf-8\"/>");
    roxmltree::Document::parse(&xml).unwrap_or_else(|e| panic!("{e}: {xml}"));
}

#[test]
fn the_sheets_in_spanish_are_well_formed_dated_day_first_and_show_no_english() {
    use gotham_companion::sheets::tournament as sheets;
    let mut t = paired(&["Ann", "Bo", "Cy", "Di"]);
    t.play(Event::ResultEntered {
        table: TableAt(0),
        result: GameResult {
            vp: [3, 3],
            lists: [Some(1), None],
        },
    })
    .unwrap();
    let spanish = Language::Spanish;
    let standings = sheets::standings(&t, spanish);
    for html in [
        sheets::pairings(&t, RoundNo(1), spanish).unwrap(),
        sheets::slips(&t, RoundNo(1), spanish).unwrap(),
        standings.clone(),
    ] {
        assert!(html.contains("<html lang=\"es\">"));
        assert!(html.contains("28/11/2026"), "{html}");
        well_formed(&html);
        let english = support::messages::english_in(&html, spanish);
        assert!(english.is_empty(), "English left: {english:?}\n{html}");
    }
    assert!(standings.contains("jugadas: R1 lista 2"), "{standings}");
    // Each list on its own line, not an escaped tag.
    assert!(!standings.contains("&lt;br&gt;"), "{standings}");
    assert!(standings.contains("<br>"), "{standings}");
}

#[test]
fn the_sheets_are_standalone_well_formed_and_escape_every_name() {
    let mut t = paired(&["<b>Ann</b> & co", "=SUM(A1)", "Bo, \"the\" Bat", "Cy"]);
    for html in [
        gotham_companion::sheets::tournament::pairings(&t, RoundNo(1), Language::English).unwrap(),
        gotham_companion::sheets::tournament::slips(&t, RoundNo(1), Language::English).unwrap(),
        gotham_companion::sheets::tournament::standings(&t, Language::English),
    ] {
        assert!(!html.contains("<b>Ann"), "a name is escaped");
        assert!(html.contains("&lt;b&gt;Ann&lt;/b&gt; &amp; co"));
        assert!(
            !html.contains("http://") && !html.contains("https://"),
            "no outside resource"
        );
        well_formed(&html);
    }
    assert!(
        gotham_companion::sheets::tournament::pairings(&t, RoundNo(2), Language::English).is_none()
    );
    // The list each played, where a result says so, shows on the standings.
    t.play(Event::ResultEntered {
        table: TableAt(0),
        result: GameResult {
            vp: [3, 3],
            lists: [Some(1), None],
        },
    })
    .unwrap();
    let standings = gotham_companion::sheets::tournament::standings(&t, Language::English);
    assert!(standings.contains("played: R1 list 2"), "{standings}");
    // The preset by the name players know, not the program's.
    assert!(standings.contains(" · Batmatch preset</p>"), "{standings}");
    let csv = gotham_companion::sheets::tournament::standings_csv(&t);
    assert!(
        csv.contains(",'=SUM(A1),"),
        "a formula is kept from spreadsheets: {csv}"
    );
    assert!(csv.contains(",\"Bo, \"\"the\"\" Bat\","), "{csv}");
    // Every table code on the pairings reads back to its table.
    let html =
        gotham_companion::sheets::tournament::pairings(&t, RoundNo(1), Language::English).unwrap();
    assert!(
        html.contains("<html lang=\"en\">"),
        "the sheet names its language"
    );
    for table in 0..2 {
        let code = gotham_companion::bmg::tournament::code::encode_ticket(
            &t.ticket(RoundNo(1), TableAt(table)).unwrap(),
        );
        assert!(html.contains(&code), "{code}");
    }
}

// --- Review fixes ------------------------------------------------------------------------

#[test]
fn the_events_dollar_limit_applies_and_equal_vp_is_always_a_tie() {
    let catalog = support::catalog();
    let mut s = setup(1);
    s.preset.kind = gotham_companion::bmg::tournament::PresetKind::Custom;
    s.preset.funding = 500;
    let t = Tournament::new(s.clone()).unwrap();
    let patrol = support::example_crew("night-patrol.json");
    let problems = t
        .check_lists(vec![patrol.clone(), patrol], &catalog)
        .unwrap_err();
    assert!(
        problems
            .iter()
            .any(|p| words::list_problem(p).contains("more than the event's $500")),
        "{problems:?}"
    );
    s.preset.scoring.tie_below = 0;
    assert!(said(&Tournament::new(s).unwrap_err()).contains("tie below"));
}

#[test]
fn players_drop_between_games_and_round_one_fixes_the_rounds() {
    let mut t = event_of(8, 21);
    pair(&mut t);
    assert_eq!(t.rounds(), 3);
    let seated = t.current_round().unwrap().1.tables[0].players[0];
    let refused = t.play(Event::PlayerDropped { player: seated }).unwrap_err();
    assert!(
        said(&refused).contains("playing a game of this round"),
        "{refused:?}"
    );
    results(&mut t, &mut |_| [10, 2]);
    t.play(Event::PlayerDropped { player: seated }).unwrap();
    // Late entries do not change the rounds round 1 set.
    for i in 0..12 {
        t.play(Event::PlayerAdded {
            name: format!("Late {i}"),
            lists: lists().clone(),
        })
        .unwrap();
    }
    assert_eq!(t.rounds(), 3);
    let late = t.player_named("Late 0").unwrap();
    assert_eq!(t.state().players[late].joined_after, 1);
    assert_eq!(
        t.standings()
            .iter()
            .find(|s| s.player == late)
            .unwrap()
            .points,
        0
    );
    // A seeding is for round 1 only; an identical correction changes nothing.
    assert!(
        t.pair_next(Some(&[0, 1]))
            .map_err(|e| said(&e))
            .unwrap_err()
            .contains("round 1 only")
    );
    let same = t.state().rounds[0].tables[0].result.unwrap();
    assert!(
        t.play(Event::ResultCorrected {
            round: RoundNo(1),
            table: TableAt(0),
            result: same
        })
        .is_err()
    );
}

#[test]
fn a_hand_edited_list_is_refused_by_its_fingerprint() {
    let mut t = event_of(2, 1);
    let mut edited = lists().clone();
    edited[0].crew.name = "Someone else's crew".into();
    let refused = t
        .play(Event::PlayerAdded {
            name: "Eve".into(),
            lists: edited,
        })
        .unwrap_err();
    assert!(said(&refused).contains("fingerprint"), "{refused:?}");
}

#[test]
fn the_command_line_sets_a_custom_preset() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    let file = dir.path().join("custom.json");
    let f = file.to_str().unwrap();
    let out = run_in(
        &home,
        &[
            "tournament",
            "new",
            f,
            "--name",
            "C",
            "--preset",
            "custom",
            "--win-points",
            "4",
            "--tiebreaks",
            "vp-scored,sos",
        ],
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let t = storage::load_tournament(&file).unwrap();
    assert_eq!(t.setup().preset.scoring.win, 4);
    assert_eq!(
        t.setup().preset.tiebreaks,
        [Tiebreak::VpScored, Tiebreak::Sos]
    );
    let other = dir.path().join("b.json");
    let refused = run_in(
        &home,
        &[
            "tournament",
            "new",
            other.to_str().unwrap(),
            "--name",
            "B",
            "--win-points",
            "4",
        ],
    );
    assert_eq!(refused.status.code(), Some(2));
    assert!(!other.exists());
}

#[test]
fn the_standings_csv_has_a_column_for_every_list() {
    let catalog = support::catalog();
    let mut s = setup(1);
    s.preset = Preset::custom();
    s.preset.lists = 3;
    let mut t = Tournament::new(s).unwrap();
    let patrol = support::example_crew("night-patrol.json");
    let mut third = patrol.clone();
    third.name = "Third Shift".into();
    for name in ["Ann", "Bo"] {
        let event = t
            .add_player(
                name,
                vec![patrol.clone(), patrol.clone(), third.clone()],
                &catalog,
            )
            .unwrap();
        t.play(event).unwrap();
    }
    let csv = gotham_companion::sheets::tournament::standings_csv(&t);
    let mut lines = csv.lines();
    assert!(
        lines
            .next()
            .unwrap()
            .ends_with(",dropped,list_1,list_2,list_3"),
        "{csv}"
    );
    for line in lines {
        assert!(
            line.ends_with(",Night Patrol,Night Patrol,Third Shift"),
            "{line}"
        );
    }
    // Two of a player's lists being one crew is told to the organiser.
    let lists = t
        .check_lists(vec![patrol.clone(), third, patrol], &catalog)
        .unwrap();
    assert_eq!(
        gotham_companion::bmg::tournament::lists::identical(&lists),
        [[0, 2]]
    );
    assert_eq!(
        words::identical_lists(&[[0, 2]]).as_deref(),
        Some("lists 1 and 3 are the same crew")
    );
}

#[test]
fn undo_and_redo_are_the_events_and_survive_closing_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.json");
    let mut t = event_of(4, 5);
    pair(&mut t);
    results(&mut t, &mut |table| [12, 2 + table as u32]);
    let done = t.clone();
    // Two actions taken back: the results go, and are kept to redo.
    let last = t.undo().unwrap();
    t.undo().unwrap();
    assert_eq!(t.undone().len(), 2);
    assert!(t.current_round().unwrap().1.tables[0].result.is_none());
    storage::save_tournament(&file, &t).unwrap();
    // Closing the event and opening it again keeps what can be redone.
    let mut back = storage::load_tournament(&file).unwrap();
    assert_eq!(back.undone(), t.undone());
    back.redo().unwrap().unwrap();
    assert_eq!(back.redo().unwrap().unwrap(), last);
    assert!(back.redo().is_none(), "nothing more to redo");
    assert_eq!(back.state(), done.state());
    // A new action clears what could be redone.
    back.undo().unwrap();
    assert_eq!(back.undone().len(), 1);
    back.play(Event::RoundsChanged { rounds: 5 }).unwrap();
    assert!(back.undone().is_empty());
}

#[test]
fn the_command_line_undoes_and_redoes() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("cli.json");
    let f = file.to_str().unwrap();
    storage::save_tournament(&file, &event_of(4, 9)).unwrap();
    let run = |args: &[&str]| run_in(dir.path(), args);
    assert_eq!(run(&["tournament", "redo", f]).status.code(), Some(2));
    assert!(run(&["tournament", "pair", f]).status.success());
    let undo = run(&["tournament", "undo", f]);
    assert!(undo.status.success(), "{undo:?}");
    assert!(String::from_utf8_lossy(&undo.stdout).contains("1 to redo"));
    assert!(
        storage::load_tournament(&file)
            .unwrap()
            .state()
            .rounds
            .is_empty()
    );
    assert!(run(&["tournament", "redo", f]).status.success());
    assert_eq!(
        storage::load_tournament(&file)
            .unwrap()
            .state()
            .rounds
            .len(),
        1
    );
    assert_eq!(run(&["tournament", "redo", f]).status.code(), Some(2));
}
