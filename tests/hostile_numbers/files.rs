//! Crew, match and catalog files holding any numbers: read, checked and played, or
//! refused in one line.

use super::{answered, catalog, change, count, run_strings, support};
use gotham_companion::bmg::catalog::{MAX_CARD_VP, Sources};
use gotham_companion::bmg::tracker::attack::{Attack, MAX_HITS};
use gotham_companion::bmg::tracker::{
    CardUse, Event, MAX_MAGAZINES, MAX_RESOURCES, MAX_VICTORY_POINTS, Match, MatchRecord, Player,
    PlayerSetup, Setup, Timeline,
};
use gotham_companion::bmg::{Catalog, Crew, Member, Rank, validate};
use gotham_companion::sheets::roster::{self, Format};
use gotham_companion::storage;
use gotham_companion::words::{self, Language};
use proptest::prelude::*;
use serde_json::json;

// --- Crew files ---------------------------------------------------------------------

/// A JSON number as an editor may write it: small, huge, negative or not whole.
fn json_number() -> impl Strategy<Value = serde_json::Value> {
    prop_oneof![
        4 => (0u32..=600).prop_map(|n| json!(n)),
        1 => any::<u32>().prop_map(|n| json!(n)),
        1 => any::<u64>().prop_map(|n| json!(n)),
        1 => any::<i64>().prop_map(|n| json!(n)),
        1 => Just(json!(1.5)),
        1 => Just(json!(u64::MAX)),
    ]
}

/// A crew file of the night patrol with `limit` as its Reputation limit, `version` as
/// its version, and its members listed `copies` times.
fn crew_text(version: &serde_json::Value, limit: &serde_json::Value, copies: usize) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("crews/night-patrol.json");
    let mut crew: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    crew["version"] = version.clone();
    crew["reputation_limit"] = limit.clone();
    let members = crew["members"].as_array().unwrap().clone();
    crew["members"] = json!(
        members
            .iter()
            .cycle()
            .take(members.len() * copies)
            .collect::<Vec<_>>()
    );
    crew.to_string()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any numbers in a crew file: refused in one line when they are not counts of the
    /// right size, checked otherwise with totals that never wrap.
    #[test]
    fn a_crew_file_with_any_numbers_is_read_or_refused(
        version in prop_oneof![3 => Just(json!(2)), 1 => json_number()],
        limit in json_number(),
        copies in 1usize..12,
    ) {
        let text = crew_text(&version, &limit, copies);
        match storage::parse_crew(&text, "crew.json") {
            Err(error) => prop_assert_eq!(format!("{error:#}").lines().count(), 1),
            Ok(crew) => {
                let report = validate(&crew, catalog());
                prop_assert_eq!(limit.as_u64(), Some(u64::from(crew.reputation_limit)));
                let limit_ok = (1..=10_000).contains(&crew.reputation_limit);
                prop_assert!(limit_ok || !report.is_valid());
                roster::render(&crew, catalog(), &report, Format::Text, Language::English);
                roster::render(&crew, catalog(), &report, Format::Html, Language::English);
            }
        }
    }
}

#[test]
fn validate_reads_or_refuses_crew_files_full_of_hostile_numbers() {
    let dir = tempfile::tempdir().unwrap();
    let numbers = [
        json!(0),
        json!(-1),
        json!(4294967295u64),
        json!(4294967296u64),
        json!(u64::MAX),
        json!(1e300),
        json!(350),
    ];
    let mut files = Vec::new();
    for (i, limit) in numbers.iter().enumerate() {
        for (j, version) in [json!(1), json!(2), json!(u64::MAX), json!(-2)]
            .iter()
            .enumerate()
        {
            let file = dir.path().join(format!("crew-{i}-{j}.json"));
            std::fs::write(&file, crew_text(version, limit, 1 + i * 30)).unwrap();
            files.push(file.display().to_string());
        }
    }
    let mut args = vec!["validate".to_owned(), "--crew-only".to_owned()];
    args.extend(files.iter().cloned());
    let output = run_strings(&args);
    let err = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(output.status.code(), Some(2), "{err}");
    // One line per unreadable file, naming it.
    for line in err.lines() {
        assert!(
            line.starts_with("error: ") && line.contains("crew-"),
            "{line}"
        );
    }
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(out.contains("/0 Rep,"), "{out}");
    assert!(out.contains("/4294967295 Rep,"), "{out}");
    assert!(
        out.contains("The Reputation limit must be between 1 and 10000"),
        "{out}"
    );
}

// --- Match files --------------------------------------------------------------------

/// The night patrol against the League of Shadows, in Execute the Plan of round 1.
fn match_in_play() -> (Setup, Vec<Event>) {
    let setup = support::unshuffled_setup("night-patrol.json", "league-of-shadows.json");
    let events = vec![
        Event::GameStarted,
        Event::LeadRolled {
            player: Player::First,
            roll: 6,
        },
        Event::LeadRolled {
            player: Player::Second,
            roll: 2,
        },
        Event::InitiativeChosen {
            player: Player::First,
        },
        Event::PlanConfirmed,
    ];
    (setup, events)
}

fn player() -> impl Strategy<Value = Player> {
    prop_oneof![Just(Player::First), Just(Player::Second)]
}

/// A position in a crew or on a card: mostly real ones, then any, then the largest
/// (numbered from 1 in messages, where `+ 1` once overflowed).
fn position() -> impl Strategy<Value = usize> {
    prop_oneof![4 => 0usize..9, 1 => any::<usize>(), 1 => Just(usize::MAX)]
}

/// An event carrying any numbers a hand-edited match file can hold: every numeric
/// field of every event that has one, at its type's extremes too.
fn hostile_event(cards: Vec<String>) -> impl Strategy<Value = Event> {
    prop_oneof![
        (player(), position(), any::<bool>()).prop_map(|(player, model, placed)| {
            Event::AudacitySet {
                player,
                model,
                placed,
            }
        }),
        (player(), position()).prop_map(|(player, model)| Event::ModelActivated { player, model }),
        (player(), position(), any::<bool>()).prop_map(|(player, model, down)| {
            Event::KnockedDown {
                player,
                model,
                down,
            }
        }),
        (player(), position(), change(), change()).prop_map(|(player, model, stun, injury)| {
            Event::MarkersChanged {
                player,
                model,
                stun,
                injury,
            }
        }),
        (player(), position(), position(), change()).prop_map(|(player, model, weapon, delta)| {
            Event::AmmoChanged {
                player,
                model,
                weapon,
                delta,
            }
        }),
        (player(), change()).prop_map(|(player, delta)| Event::ResourcesChanged { player, delta }),
        (player(), change())
            .prop_map(|(player, delta)| Event::VictoryPointsAdjusted { player, delta }),
        (
            (player(), position(), position(), position()),
            (count(), count(), count(), count(), count())
        )
            .prop_map(
                |(
                    (player, model, weapon, target),
                    (hits, stun, injury, attacker_effort, defender_effort),
                )| {
                    Event::AttackResolved {
                        player,
                        model,
                        weapon: Some(weapon),
                        target,
                        hits,
                        stun,
                        injury,
                        attacker_effort,
                        defender_effort,
                        pools: None,
                    }
                }
            ),
        (player(), position(), count()).prop_map(|(player, model, markers)| Event::EffortMade {
            player,
            model,
            markers
        }),
        (player(), count()).prop_map(|(player, roll)| Event::LeadRolled { player, roll }),
        (
            player(),
            position(),
            any::<bool>(),
            proptest::collection::vec(count(), 0..4)
        )
            .prop_map(|(player, model, passed, dice)| Event::RecoveryResolved {
                player,
                model,
                passed,
                dice,
                endurance: None,
            }),
        (player(), proptest::sample::select(cards.clone()), count()).prop_map(
            |(player, card, cost)| Event::CardPlayed {
                player,
                card,
                used: CardUse::Resource { cost }
            }
        ),
        (player(), proptest::sample::select(cards))
            .prop_map(|(player, card)| Event::ObjectiveScored { player, card }),
        Just(Event::PhaseAdvanced),
    ]
}

/// What no event may break, whatever numbers it carried.
fn assert_sane(state: &Match) {
    for p in &state.players {
        assert!(p.resources <= MAX_RESOURCES, "{}", p.resources);
        let vp = i64::from(p.victory_points());
        assert!(vp.abs() <= 2 * i64::from(MAX_VICTORY_POINTS), "{vp}");
        for m in &p.models {
            assert!(m.stun <= m.willpower && m.injury <= m.endurance, "{m:?}");
            assert!(
                m.ammo.iter().flatten().all(|&a| a <= MAX_MAGAZINES),
                "{m:?}"
            );
        }
    }
}

fn decks() -> Vec<String> {
    let (setup, _) = match_in_play();
    let mut cards: Vec<String> = setup.players.iter().flat_map(|p| p.deck.clone()).collect();
    cards.dedup();
    cards
}

proptest! {
    /// Events with any numbers: each is played or refused with a one-line reason, the
    /// state stays within its ranges, and the saved file replays to the same state.
    #[test]
    fn match_events_with_any_numbers_are_played_or_refused(
        hostile in proptest::collection::vec(hostile_event(decks()), 1..24),
    ) {
        let (setup, opening) = match_in_play();
        let mut timeline = Timeline::new(MatchRecord::new(setup), catalog()).unwrap();
        for event in opening.into_iter().chain(hostile) {
            let before = timeline.state().clone();
            let played = timeline.play(event.clone(), catalog());
            match &played {
                Ok(()) => assert_sane(timeline.state()),
                Err(error) => {
                    prop_assert_eq!(timeline.state(), &before);
                    prop_assert_eq!(words::tracker::refusal(error).lines().count(), 1);
                }
            }
            expect_range(&before, &event, played.is_ok());
        }
        let text = storage::match_to_json(timeline.record());
        let again = storage::parse_match(&text, "match.json").unwrap();
        let replayed = Timeline::new(again, catalog()).unwrap();
        prop_assert_eq!(replayed.state(), timeline.state());
    }
}

/// For the events whose range is documented: played exactly when the result is in it.
fn expect_range(before: &Match, event: &Event, played: bool) {
    let wide = |a: u32, b: i32| i64::from(a) + i64::from(b);
    match *event {
        Event::ResourcesChanged { player, delta } => {
            let after = wide(before.players[player].resources, delta);
            assert_eq!(
                played,
                (0..=i64::from(MAX_RESOURCES)).contains(&after),
                "{event:?}"
            );
        }
        Event::VictoryPointsAdjusted { player, delta } => {
            let p = &before.players[player];
            let after = i64::from(p.vp_adjustment) + i64::from(delta);
            let most = i64::from(MAX_VICTORY_POINTS);
            assert_eq!(played, (-most..=most).contains(&after), "{event:?}");
        }
        Event::AmmoChanged {
            player,
            model,
            weapon,
            delta,
        } => {
            let left = before.players[player]
                .models
                .get(model)
                .and_then(|m| m.ammo.get(weapon))
                .copied()
                .flatten();
            let fits =
                left.is_some_and(|l| (0..=i64::from(MAX_MAGAZINES)).contains(&wide(l, delta)));
            assert_eq!(played, fits, "{event:?}");
        }
        _ => {}
    }
}

#[test]
fn match_summary_refuses_a_file_whose_numbers_pass_their_range_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let (setup, opening) = match_in_play();
    let start = Match::start(&setup, catalog()).unwrap();
    // A weapon that uses ammunition: its magazines have a range.
    let (model, weapon) = start.players[0]
        .models
        .iter()
        .enumerate()
        .find_map(|(m, state)| state.ammo.iter().position(Option::is_some).map(|w| (m, w)))
        .expect("the night patrol carries a weapon with ammunition");
    let first = Player::First;
    let hostile = [
        (
            5,
            Event::ResourcesChanged {
                player: first,
                delta: i32::MAX,
            },
            "0 to 99 Resource points",
        ),
        (
            5,
            Event::VictoryPointsAdjusted {
                player: Player::Second,
                delta: i32::MIN,
            },
            "-9999 to 9999",
        ),
        (
            5,
            Event::AmmoChanged {
                player: first,
                model,
                weapon,
                delta: i32::MAX,
            },
            "0 to 255 magazines",
        ),
        (
            1,
            Event::LeadRolled {
                player: first,
                roll: u32::MAX,
            },
            "1 to 6, not 4294967295",
        ),
    ];
    for (n, (kept, event, range)) in hostile.into_iter().enumerate() {
        let mut record = MatchRecord::new(setup.clone());
        record.events = opening[..kept].to_vec();
        record.events.push(event);
        let file = dir.path().join(format!("match-{n}.json"));
        storage::save_match(&file, &record).unwrap();
        let args = vec![
            "match".to_owned(),
            "summary".to_owned(),
            file.display().to_string(),
        ];
        let output = run_strings(&args);
        assert!(!answered(&output, &args), "{args:?}");
        let err = String::from_utf8_lossy(&output.stderr);
        assert!(
            err.contains(&format!("match-{n}.json")) && err.contains("cannot be replayed"),
            "{err}"
        );
        assert!(err.contains(range), "{err}");
    }
    // Damage far past Willpower is capped, as at the table: the model is KO.
    let mut record = MatchRecord::new(setup);
    record.events = opening;
    record.events.push(Event::AttackResolved {
        player: Player::Second,
        model: 0,
        weapon: None,
        target: 1,
        hits: u32::MAX,
        stun: u32::MAX,
        injury: 0,
        attacker_effort: 0,
        defender_effort: 0,
        pools: None,
    });
    let timeline = Timeline::new(record, catalog()).unwrap();
    let robin = &timeline.state().players[0].models[1];
    assert!(
        robin.knocked_out && robin.stun == robin.willpower,
        "{robin:?}"
    );
}

#[test]
fn match_summary_and_report_refuse_the_largest_model_number_in_one_line() {
    // Issue 20: "has no model number {model + 1}" overflowed and exited 101.
    let dir = tempfile::tempdir().unwrap();
    let (setup, opening) = match_in_play();
    let second = Player::Second;
    // Each in its phase: Audacity in Raise the Plan (before the plan is confirmed).
    let hostile = [
        (
            4,
            Event::AudacitySet {
                player: second,
                model: usize::MAX,
                placed: true,
            },
        ),
        (
            5,
            Event::ModelActivated {
                player: Player::First,
                model: usize::MAX,
            },
        ),
        (
            5,
            Event::KnockedDown {
                player: second,
                model: usize::MAX,
                down: true,
            },
        ),
    ];
    for (n, (kept, event)) in hostile.into_iter().enumerate() {
        let mut record = MatchRecord::new(setup.clone());
        record.events = opening[..kept].to_vec();
        record.events.push(event);
        let file = dir.path().join(format!("largest-{n}.json"));
        storage::save_match(&file, &record).unwrap();
        let file = file.display().to_string();
        for command in [&["summary"][..], &["summary", "--json"], &["report"]] {
            let mut args = vec!["match".to_owned()];
            args.extend(command.iter().map(|&a| a.to_owned()));
            args.push(file.clone());
            let output = run_strings(&args);
            assert!(!answered(&output, &args), "{args:?}");
            let err = String::from_utf8_lossy(&output.stderr);
            assert!(
                err.contains("no model number 18446744073709551616"),
                "{err}"
            );
            assert!(err.contains(&format!("largest-{n}.json")), "{err}");
        }
    }
}

// --- Catalogs -----------------------------------------------------------------------

/// A number of one byte in the catalog (a stat, damage, rate of fire, ammunition): most
/// often one that fits, to reach the rules behind the loader.
fn byte() -> impl Strategy<Value = serde_json::Value> {
    prop_oneof![
        8 => (0u8..=12).prop_map(|n| json!(n)),
        1 => any::<u8>().prop_map(|n| json!(n)),
        1 => json_number(),
    ]
}

/// A one-model catalog (models, equipment and cards) whose every number is `n[..]`:
/// Rep, $, willpower, endurance, attack, defense, strength, injury, rate of fire,
/// ammunition, the item's $, Rep and copies a crew, the card's VP.
fn tiny_catalog(n: &[serde_json::Value; 14]) -> [String; 3] {
    let model = json!([{
        "id": "chief", "alias": "Chief", "name": "Unknown", "base": "30mm",
        "reputation": n[0], "funding": n[1], "ranks": ["Leader"], "affiliations": ["GCPD"],
        "rivals": [],
        "stats": {
            "willpower": n[2], "endurance": n[3], "movement": 8,
            "attack": n[4], "defense": n[5], "strength": n[6],
        },
        "traits": [],
        "weapons": [{
            "name": "Gun", "damage": {"injury": n[7], "stun": 1},
            "rate_of_fire": n[8], "ammo": n[9], "traits": [],
        }],
    }]);
    let equipment = json!([{
        "id": "radio", "affiliation": "GCPD", "name": "Radio",
        "funding": n[10], "reputation": n[11],
        "max_per_crew": n[12], "requires_in_crew": [], "for_models": ["Leader"],
    }]);
    let cards = json!([{
        "id": "win", "name": "Win", "victory_points": n[13], "copies": 1, "general": true,
    }]);
    [model, equipment, cards].map(|v| v.to_string())
}

proptest! {
    /// A catalog with any numbers loads, or is reported; what loads is checked, shown
    /// in a roster and played in a match without any sum wrapping round.
    #[test]
    fn a_catalog_with_any_numbers_loads_or_is_reported(
        costs in [json_number(), json_number()],
        bytes in proptest::array::uniform8(byte()),
        item in [json_number(), json_number(), json_number()],
        vp in prop_oneof![3 => (0u32..=120).prop_map(|n| json!(n)), 1 => json_number()],
        hits in count(),
    ) {
        let n: [serde_json::Value; 14] =
            [costs.as_slice(), &bytes, &item, &[vp]].concat().try_into().unwrap();
        let parts = tiny_catalog(&n);
        let [models, equipment, cards] = &parts;
        let sources = Sources { models, equipment, cards, ..Sources::BUNDLED };
        let catalog = match Catalog::from_sources("test", sources) {
            Ok(catalog) => catalog,
            Err(report) => {
                let text = report.to_string();
                prop_assert!(!text.is_empty());
                // Past the parsing (no file failed to read, no field had a wrong type), a card's
                // VP has its range.
                let vp = n[13].as_u64().filter(|&vp| vp <= u64::from(u32::MAX));
                let parsed = !text.contains(" line ") && !text.contains(", field ");
                if vp.is_some_and(|vp| vp > u64::from(MAX_CARD_VP)) && parsed {
                    prop_assert!(text.contains("VP"), "{}", text);
                }
                return Ok(());
            }
        };
        prop_assert!(catalog.cards()[0].victory_points <= MAX_CARD_VP);
        let mut crew = Crew::new("Tiny", "rulebook", 150);
        let mut boss = Member::new("chief", Rank::Leader);
        boss.boss = true;
        boss.equipment = vec!["radio".into(); 3];
        crew.members = vec![boss; 3];
        crew.objective_deck = vec!["win".into(); 4];
        let report = validate(&crew, &catalog);
        let rep = catalog.models()[0].reputation;
        prop_assert!(report.reputation_used >= rep, "saturates, never wraps below one model");
        roster::render(&crew, &catalog, &report, Format::Markdown, Language::English);
        roster::render(&crew, &catalog, &report, Format::Html, Language::English);
        let player = |name: &str| PlayerSetup {
            name: name.into(),
            crew: crew.clone(),
            deck: crew.objective_deck.clone(),
        };
        let setup = Setup { players: [player("A"), player("B")], recovery_dice: 2 };
        let mut state = Match::start(&setup, &catalog).unwrap();
        for event in [Event::GameStarted, Event::LeadRolled { player: Player::First, roll: 6 },
            Event::LeadRolled { player: Player::Second, roll: 1 },
            Event::InitiativeChosen { player: Player::First },
            Event::PlanConfirmed] {
            state.apply(&event, &catalog).unwrap();
        }
        let attack = Attack::new(Player::First, 0, Some(0), 1);
        if let Ok(input) = attack.input(&state, &catalog) {
            let _ = input.odds();
            let resolved = attack.resolve(&state, &catalog, hits);
            prop_assert_eq!(resolved.is_ok(), hits <= MAX_HITS);
            if let Ok(event) = resolved {
                let _ = state.apply(&event, &catalog);
            }
        }
        for _ in 0..4 {
            let scored = Event::ObjectiveScored { player: Player::First, card: "win".into() };
            let _ = state.apply(&scored, &catalog);
        }
        assert_sane(&state);
    }
}
