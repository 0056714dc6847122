//! Hostile numbers (issue 12, part 1): every command's numeric options and every
//! number a crew, match or catalog file can hold, at any value a user or an editor can
//! give, end in a right answer or a one-line refusal, never in a panic or in a value
//! that wrapped round and passed a check.
//!
//! Properties that drive the binary run 64 cases each (a process per case); the others
//! call the library the commands call. The loaders' numbers are in `files.rs`.

#[path = "../support/mod.rs"]
mod support;

mod files;

use gotham_companion::bmg::Catalog;
use gotham_companion::bmg::odds::{self, Damage, Melee, Ranged, Skill, Target};
use gotham_companion::games::btas::{DiceSet, Faces, TurnState, advisor};
use gotham_companion::games::{heist, rising, superdice};
use proptest::prelude::*;
use std::process::{Command, Output};
use std::sync::OnceLock;

// --- Helpers ----------------------------------------------------------------------

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gotham-companion"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs")
}

/// The bundled catalog, loaded once for the whole file.
fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(support::catalog)
}

/// Whether `output` is an answer (exit 0, nothing on stderr) or a refusal (exit 2, one
/// line on stderr that starts with "error: ", nothing on stdout); panics otherwise.
/// Returns whether it answered.
fn answered(output: &Output, args: &[String]) -> bool {
    let err = String::from_utf8_lossy(&output.stderr);
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    match output.status.code() {
        Some(0) => {
            assert!(err.is_empty(), "{args:?}: {err}");
            true
        }
        Some(2) => {
            assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
            assert!(err.starts_with("error: "), "{args:?}: {err}");
            assert!(out.is_empty(), "{args:?}: {out}");
            false
        }
        other => panic!("{args:?}: exit {other:?}: {err}"),
    }
}

fn run_strings(args: &[String]) -> Output {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    run(&args)
}

/// A number as typed on the command line: mostly small, sometimes huge or negative,
/// and the edges of `u32` (where sums used to wrap).
fn typed() -> impl Strategy<Value = i64> {
    prop_oneof![
        4 => 0i64..=12,
        1 => any::<u32>().prop_map(i64::from),
        1 => any::<i64>(),
        1 => prop_oneof![
            Just(-1),
            Just(i64::from(u32::MAX)),
            Just(i64::from(u32::MAX) + 1),
            Just(i64::from(u32::MAX) - 1),
        ],
    ]
}

/// The value a command would hand to the library: the typed number, when it is one.
fn as_u32(n: i64) -> Option<u32> {
    u32::try_from(n).ok()
}

/// A `u32` a file or a caller may hold: mostly small, sometimes anything.
fn count() -> impl Strategy<Value = u32> {
    prop_oneof![4 => 0u32..=12, 1 => any::<u32>(), 1 => Just(u32::MAX)]
}

/// An `i32` change a match file may hold.
fn change() -> impl Strategy<Value = i32> {
    prop_oneof![4 => -4i32..=4, 1 => any::<i32>(), 1 => Just(i32::MAX), 1 => Just(i32::MIN)]
}

// --- The two cases of the issue ---------------------------------------------------

#[test]
fn odds_btas_with_alarms_at_u32_max_is_refused_in_one_line() {
    let args = [
        "odds",
        "btas",
        "--cup",
        "6,4,3",
        "--alarms",
        "4294967295,4294967295,4294967295",
    ];
    let output = run(&args);
    let err = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    // The first count out of range, and the range: 6 gray dice, of the 5 in the box.
    assert!(err.contains("6 gray dice in the cup"), "{err}");
    assert!(err.contains("the box holds 5"), "{err}");
}

#[test]
fn odds_btas_with_loot_at_u32_max_is_refused_in_one_line() {
    let args = [
        "odds",
        "btas",
        "--cup",
        "5,3,2",
        "--loot",
        "4294967295",
        "--batman",
        "1",
        "--json",
    ];
    let output = run(&args);
    let err = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert!(output.stdout.is_empty(), "no answer is printed");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains("Loot"), "{err}");
    assert!(err.contains("0 to 10"), "{err}");
    assert!(err.contains("4294967295"), "{err}");
}

/// What `odds btas` should answer: the library's advice for the counts, when each is
/// a count the command reads.
fn btas_accepts(cup: [i64; 3], alarms: [i64; 3], aside: [i64; 3]) -> Option<()> {
    let dice = DiceSet::default();
    let [cup, alarms] = [cup, alarms].map(|counts| counts.map(as_u32));
    let [loot, blue_loot, batman] = aside.map(as_u32);
    let state = TurnState::from_counts(
        &dice,
        [cup[0]?, cup[1]?, cup[2]?],
        [alarms[0]?, alarms[1]?, alarms[2]?],
        loot?,
        blue_loot?,
        batman?,
        false,
    )
    .ok()?;
    advisor::advise(&dice, None, &state).ok().map(|_| ())
}

/// Whether the library takes the melee attack `odds melee` is given in the test below.
fn melee_accepts(u: [Option<u32>; 8]) -> Option<bool> {
    let target = Target {
        willpower: Some(u[6]?),
        stun: u[7]?,
        ..Target::with_defense(u[2]?)
    };
    let attack = Melee {
        attacks: u[0]?,
        strength: u[1]?,
        heavy: false,
        damage: Damage::default(),
        attacker_effort: u[3]?,
        defender_effort: u[4]?,
        outnumbered: u[5]?,
        strength_die: true,
        target,
    };
    Some(odds::melee(&attack).is_ok())
}

/// Whether the library takes the ranged attack `odds ranged` is given in the test below.
fn ranged_accepts(u: [Option<u32>; 8]) -> Option<bool> {
    let target = Target {
        endurance: Some(u[6]?),
        injury: u[7]?,
        ..Target::with_defense(u[2]?)
    };
    let damage = Damage {
        injury: u[4]?,
        stun: u[5]?,
    };
    let attack = Ranged {
        dodge: u[3]?,
        ..Ranged::new(u[0]?, u[1]?, damage, target)
    };
    Some(odds::ranged(&attack).is_ok())
}

// --- Commands, through the binary -------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// `odds btas` answers exactly when the library accepts the counts.
    #[test]
    fn odds_btas_answers_or_refuses_any_counts(
        cup in [typed(), typed(), typed()],
        alarms in [typed(), typed(), typed()],
        [loot, blue_loot, batman] in [typed(), typed(), typed()],
    ) {
        let list = |n: [i64; 3]| format!("{},{},{}", n[0], n[1], n[2]);
        let args: Vec<String> = [
            "odds", "btas", "--cup", &list(cup), "--alarms", &list(alarms),
            "--loot", &loot.to_string(), "--blue-loot", &blue_loot.to_string(),
            "--batman", &batman.to_string(), "--json",
        ].map(str::to_owned).to_vec();
        let answer = answered(&run_strings(&args), &args);
        let expected = btas_accepts(cup, alarms, [loot, blue_loot, batman]).is_some();
        prop_assert_eq!(answer, expected, "{:?}", args);
    }

    /// `odds melee`, `odds ranged` and `odds skill` answer exactly when the library
    /// accepts the numbers.
    #[test]
    fn odds_attacks_and_skill_answer_or_refuse_any_numbers(
        kind in 0usize..3,
        n in proptest::array::uniform8(typed()),
    ) {
        let s = n.map(|v| v.to_string());
        let u = n.map(as_u32);
        let (args, expected): (Vec<&str>, Option<bool>) = match kind {
            0 => (
                vec!["odds", "melee", "--attack", &s[0], "--strength", &s[1],
                    "--target-defense", &s[2], "--attacker-effort", &s[3],
                    "--defender-effort", &s[4], "--outnumbered", &s[5],
                    "--target-willpower", &s[6], "--target-stun", &s[7]],
                melee_accepts(u),
            ),
            1 => (
                vec!["odds", "ranged", "--rof", &s[0], "--strength", &s[1],
                    "--target-defense", &s[2], "--dodge", &s[3], "--injury", &s[4],
                    "--stun", &s[5], "--target-endurance", &s[6], "--target-injury", &s[7]],
                ranged_accepts(u),
            ),
            _ => (
                vec!["odds", "skill", "--dice", &s[0], "--skill", &s[1]],
                u[0].zip(u[1]).map(|(dice, skill)| {
                    odds::skill(&Skill { dice, skill, opposed: false }).is_ok()
                }),
            ),
        };
        let args: Vec<String> = args.into_iter().map(str::to_owned).collect();
        let answer = answered(&run_strings(&args), &args);
        prop_assert_eq!(answer, expected.unwrap_or(false), "{:?}", args);
    }

    /// `superdice score` answers for four faces 1 to 6 and refuses anything else.
    #[test]
    fn superdice_score_answers_or_refuses_any_dice(dice in [typed(), typed(), typed(), typed()]) {
        let mut args: Vec<String> = vec!["superdice".into(), "score".into()];
        args.extend(dice.iter().map(i64::to_string));
        args.push("--json".into());
        let answer = answered(&run_strings(&args), &args);
        prop_assert_eq!(answer, dice.iter().all(|d| (1..=6).contains(d)), "{:?}", args);
    }

    /// `heist resolve` answers for a Loot card of $8M to $12M and an ante of $1M or
    /// $2M, and refuses any other amount.
    #[test]
    fn heist_resolve_answers_or_refuses_any_amounts(loot in typed(), ante in typed()) {
        let args: Vec<String> = [
            "heist", "resolve", "--loot", &loot.to_string(), "--ante", &ante.to_string(),
            "--stayed", "Al:mastermind,Bea:crook,Cy:driver", "--json",
        ].map(str::to_owned).to_vec();
        let answer = answered(&run_strings(&args), &args);
        let card = (8..=12).contains(&loot) && (1..=2).contains(&ante);
        prop_assert_eq!(answer, card, "{:?}", args);
    }
}

// --- The games' rules, as the screens and the commands call them ------------------

proptest! {
    /// The dice setting, a turn read off the table and any turn state (a saved game
    /// may hold anything) are checked before the advisor looks anything up.
    #[test]
    fn btas_settings_counts_and_states_never_wrap(
        counts in [count(), count(), count()],
        faces in proptest::array::uniform9(count()),
        numbers in proptest::array::uniform9(count()),
        loot in proptest::array::uniform3(count()),
        dodged: bool,
    ) {
        let faces = [0, 1, 2].map(|c| Faces {
            loot: faces[c * 3],
            batman: faces[c * 3 + 1],
            alarm: faces[c * 3 + 2],
        });
        let wide = |n: &[u32]| n.iter().map(|&n| u64::from(n)).sum::<u64>();
        let dice = DiceSet { counts, faces };
        let valid = counts.iter().all(|&c| c <= 6)
            && wide(&counts) <= 12
            && faces.iter().all(|f| wide(&[f.loot, f.batman, f.alarm]) == 6);
        prop_assert_eq!(dice.check().is_ok(), valid);
        // A small box keeps the advisor quick on the states it accepts.
        let small = DiceSet { counts: [2, 1, 1], ..DiceSet::default() };
        let cup = [numbers[0], numbers[1], numbers[2]];
        let alarms = [numbers[3], numbers[4], numbers[5]];
        let [aside, blue, batman] = loot;
        let read = TurnState::from_counts(&small, cup, alarms, aside, blue, batman, dodged);
        if let Ok(state) = read {
            prop_assert!(state.check(&small).is_ok());
            prop_assert_eq!(u64::from(state.loot_total()), u64::from(loot[0]));
        }
        let state = TurnState {
            cup, alarms,
            loot: [numbers[6], loot[0], 0],
            batman: [numbers[7], numbers[8], loot[1]],
            dodged,
            rolled: true,
        };
        let fits = (0..3).all(|c| {
            let used = wide(&[state.cup[c], state.alarms[c], state.loot[c], state.batman[c]]);
            used + u64::from(dodged && c == 1) <= u64::from(small.counts[c])
        });
        let advice = advisor::advise(&small, None, &state);
        prop_assert!(fits || advice.is_err(), "{:?}", state);
    }

    /// Super Dice: any faces, any number of players.
    #[test]
    fn superdice_rules_take_any_numbers(
        dice in [count(), count(), count(), count()],
        villain in count(),
        players: usize,
    ) {
        let faces = |dice: &[u32]| dice.iter().all(|d| (1..=6).contains(d));
        let found = superdice::categories(dice);
        prop_assert!(found.is_empty() || faces(&dice));
        prop_assert_eq!(superdice::rethrow_odds(&dice[..2]).is_ok(), faces(&dice[..2]));
        prop_assert!(superdice::ransom_coins(players) >= 3);
        let mut game = superdice::Game::new(vec!["A".into(), "B".into()]).unwrap();
        let thrown = game.throw(dice, villain);
        prop_assert_eq!(thrown.is_ok(), faces(&dice) && faces(&[villain]));
    }

    /// The heist game: any Loot card, antes, balances and deals.
    #[test]
    fn heist_rules_take_any_amounts(
        amount in count(), ante in count(), own in [count(), count(), count()],
        balances in proptest::collection::vec(any::<i64>(), 3), deal in count(),
    ) {
        use heist::{Deal, Entry, Loot, Role, Round, Stayer};
        let loot = Loot { amount, ante, symbol: Some(Role::Driver) };
        let roles = [Role::Mastermind, Role::Driver, Role::Brute];
        let stayers: Vec<Stayer> = (0..3)
            .map(|p| Stayer { player: p, role: roles[p], own_ante: own[p] })
            .collect();
        let names: Vec<String> = ["Al", "Bea", "Cy"].map(str::to_owned).to_vec();
        let outcome = heist::resolve(&loot, &stayers, None, Some(&balances), &names);
        prop_assert_eq!(outcome.is_ok(), loot.check().is_ok());
        let four = names.iter().cloned().chain(["Di".to_owned()]).collect();
        let mut game = heist::Game::new(four, 0, false).unwrap();
        let entries = (0..4)
            .map(|p| Entry { player: p, role: Some(Role::ALL[p]), stayed: true })
            .collect();
        let deals = vec![Deal { from: 0, to: 1, amount: deal }];
        let round = Round { loot, entries, deals, named: Some(Role::Crook) };
        let played = game.play(&round).is_ok();
        // Each player starts with $5M and pays the ante before any deal.
        let affordable = deal >= 1 && u64::from(deal) + u64::from(ante) <= 5;
        prop_assert_eq!(played, loot.check().is_ok() && affordable);
    }

    /// The Batman Who Laughs Rising: any setting, capacity, sector and damage.
    #[test]
    fn rising_rules_take_any_numbers(
        sections in proptest::array::uniform6(count()), spaces in [count(), count()],
        die in proptest::array::uniform6(count()), capacity in count(), sector in count(),
        dark in count(), damage in change(),
    ) {
        let mut settings = rising::Settings::for_players(2);
        let [bwl_spaces, after_spaces] = spaces;
        settings.track = rising::Track { sections, bwl_spaces, after_spaces };
        settings.dark_die = die;
        settings.bwl_capacity = capacity;
        // The track's sums stop at the top: the whole track is never shorter than a part.
        prop_assert!(settings.track.total() >= settings.track.bwl_end());
        let teams = vec![("Batman".to_owned(), capacity), ("Hawkgirl".to_owned(), 3)];
        let players = vec!["A".into(), "B".into()];
        let Ok(mut game) = rising::Game::new(settings, players, teams, sector) else {
            return Ok(());
        };
        prop_assert!(settings.check().is_ok() && sector < rising::SECTORS);
        if game.deploy(sector).is_ok() {
            let _ = game.roll_dark(dark, rising::BwlFace::ALL[0]);
            prop_assert!(game.counters <= game.settings.track.total());
        }
        let before = game.teams[0].heroes[0].damage;
        if game.damage_hero(0, 0, damage).is_ok() {
            let after = game.teams[0].heroes[0].damage;
            prop_assert_eq!(i64::from(after), i64::from(before) + i64::from(damage));
        }
        prop_assert!(game.teams[0].heroes[0].damage <= capacity);
    }
}
