//! A player's record over archived matches: what a match keeps of its dice, the
//! counts by the tracker's verdict, the filters, the names, the luck checked against
//! an enumeration of every way the dice fall, and `match stats` on the command line.

mod support;

use gotham_companion::bmg::odds::Pools;
use gotham_companion::bmg::record::{
    AttackRoll, CardTally, Filters, Finish, Format, Played, Record, RecoveryRoll, Side, names,
};
use gotham_companion::bmg::tracker::attack::Attack;
use gotham_companion::bmg::tracker::{Event, MatchRecord, Outcome, Phase, Player};
use gotham_companion::storage;
use support::game::{CATALOG, Game};

/// A side of a hand-made match.
fn side(name: &str, crew: &str, affiliation: &str, vp: i32) -> Side {
    Side {
        name: name.to_owned(),
        crew: crew.to_owned(),
        boss: format!("Boss of {crew}"),
        affiliation: affiliation.to_owned(),
        eternal: false,
        victory_points: vp,
        cards: Vec::new(),
        attacks: Vec::new(),
        recoveries: Vec::new(),
    }
}

/// A hand-made match archived on `day`.
fn played(day: &str, first: Side, second: Side, outcome: Option<Outcome>) -> Played {
    Played {
        stamp: None,
        day: Some(day.to_owned()),
        sides: [first, second],
        outcome,
    }
}

/// Ann's season: a win and a loss with the Court, a draw with the Patrol, an
/// abandoned match, and a match of two other players.
fn season() -> Vec<Played> {
    use Outcome::{Draw, Winner};
    use Player::{First, Second};
    vec![
        played(
            "2026-09-03",
            side("Ann", "Court", "Joker", 10),
            side("Bo", "Patrol", "GCPD", 4),
            Some(Winner(First)),
        ),
        played(
            "2026-09-20",
            side("Cy", "Owls", "Court of Owls", 9),
            side("ann ", "Court", "Joker", 6),
            Some(Winner(First)),
        ),
        played(
            "2026-10-02",
            side("Ann", "Patrol", "GCPD", 5),
            side("Bo", "Patrol", "GCPD", 5),
            Some(Draw),
        ),
        played(
            "2026-10-15",
            side("Ann", "Court", "Joker", 3),
            side("Cy", "Owls", "Court of Owls", 0),
            None,
        ),
        played(
            "2026-10-16",
            side("Bo", "Patrol", "GCPD", 8),
            side("Cy", "Owls", "Court of Owls", 2),
            Some(Winner(Second)),
        ),
    ]
}

#[test]
fn matches_count_by_the_trackers_verdict_and_unfinished_ones_only_as_unfinished() {
    let record = Record::of("Ann", &season(), &Filters::default()).unwrap();
    let t = record.total;
    assert_eq!(
        (t.matches, t.wins, t.draws, t.losses, t.unfinished),
        (4, 1, 1, 1, 1)
    );
    // The abandoned match's 3 to 0 counts nowhere.
    assert_eq!((t.vp_for, t.vp_against), (10 + 6 + 5, 4 + 9 + 5));
    let court = record.by_crew.iter().find(|c| c.crew == "Court").unwrap();
    assert_eq!(
        (court.boss.as_str(), court.affiliation.as_str()),
        ("Boss of Court", "Joker")
    );
    assert_eq!(
        (
            court.tally.matches,
            court.tally.wins,
            court.tally.losses,
            court.tally.unfinished
        ),
        (3, 1, 1, 1)
    );
    // Most played first.
    assert_eq!(record.by_crew[0].crew, "Court");
    let opponents: Vec<(&str, u32)> = record
        .by_opponent
        .iter()
        .map(|n| (n.name.as_str(), n.tally.matches))
        .collect();
    assert_eq!(opponents, [("Bo", 2), ("Cy", 2)]);
    let affiliations: Vec<&str> = record
        .by_opponent_affiliation
        .iter()
        .map(|n| n.name.as_str())
        .collect();
    assert_eq!(affiliations, ["Court of Owls", "GCPD"]);
    let months: Vec<(&str, u32)> = record
        .by_month
        .iter()
        .map(|n| (n.name.as_str(), n.tally.matches))
        .collect();
    assert_eq!(months, [("2026-09", 2), ("2026-10", 2)]);
    let results: Vec<Finish> = record.matches.iter().map(|m| m.result).collect();
    assert_eq!(
        results,
        [Finish::Win, Finish::Loss, Finish::Draw, Finish::Unfinished]
    );
}

#[test]
fn filters_narrow_the_record_and_a_player_in_no_match_has_none() {
    let all = season();
    let count = |filters: Filters| Record::of("Ann", &all, &filters).map(|r| r.total.matches);
    let since = Filters {
        since: Some("2026-09-20".into()),
        ..Filters::default()
    };
    assert_eq!(count(since), Some(3));
    let until = Filters {
        until: Some("2026-09-20".into()),
        ..Filters::default()
    };
    assert_eq!(count(until), Some(2));
    let crew = Filters {
        crew: Some("patrol".into()),
        ..Filters::default()
    };
    assert_eq!(count(crew), Some(1));
    let opponent = Filters {
        opponent: Some("CY".into()),
        ..Filters::default()
    };
    assert_eq!(count(opponent), Some(2));
    let eternal = Filters {
        format: Some(Format::Eternal),
        ..Filters::default()
    };
    assert_eq!(count(eternal), None);
    assert_eq!(Record::of("Dee", &all, &Filters::default()), None);
}

#[test]
fn the_names_seen_come_most_frequent_first_any_case_alike() {
    let seen = names(&season());
    assert_eq!(
        seen,
        [
            ("Ann".to_owned(), 4),
            ("Bo".to_owned(), 3),
            ("Cy".to_owned(), 3)
        ]
    );
}

#[test]
fn objective_cards_add_up_across_matches() {
    let mut all = season();
    let card = |card: &str, played, scored, failed| CardTally {
        card: card.to_owned(),
        played,
        scored,
        failed,
    };
    all[0].sides[0].cards = vec![card("Take Cover", 1, 1, 0), card("Spray", 1, 0, 1)];
    all[1].sides[1].cards = vec![card("Take Cover", 2, 1, 1)];
    // The opponent's cards are not the player's.
    all[0].sides[1].cards = vec![card("Other", 3, 3, 0)];
    let record = Record::of("Ann", &all, &Filters::default()).unwrap();
    assert_eq!(
        record.objectives,
        [card("Take Cover", 3, 2, 1), card("Spray", 1, 0, 1)]
    );
}

/// The hits of `pools` in one way the dice fall, `faces` holding a face per die in
/// the order attack dice, defense dice, Strength die: by the rule of 1 and 6, a 1
/// always misses and a 6 always hits.
fn hits_of(pools: &Pools, faces: &[u32]) -> u32 {
    let reaches = |face: u32, on: u32| face == 6 || (face != 1 && face >= on);
    let (attack, rest) = faces.split_at(pools.attack_dice as usize);
    let (defense, strength) = rest.split_at(pools.defense_dice as usize);
    let landed = attack.iter().filter(|&&f| reaches(f, pools.hit_on)).count() as u32;
    let blocked = defense
        .iter()
        .filter(|&&f| reaches(f, pools.block_on))
        .count() as u32;
    let strong = match (pools.strength_on, strength.first()) {
        (Some(on), Some(&face)) => u32::from(reaches(face, on)),
        _ => 0,
    };
    landed.saturating_sub(blocked) + strong
}

/// How many dice `pools` rolls.
fn dice_of(pools: &Pools) -> u32 {
    pools.attack_dice + pools.defense_dice + u32::from(pools.strength_on.is_some())
}

/// The chance, over every way all the dice of `attacks` fall, of at most `observed`
/// hits in all: 6^dice outcomes, counted one by one.
fn enumerated_at_most(attacks: &[Pools], observed: u32) -> f64 {
    let dice: u32 = attacks.iter().map(dice_of).sum();
    let outcomes = 6u64.pow(dice);
    let mut at_most = 0u64;
    let mut faces = vec![1u32; dice as usize];
    for mut n in 0..outcomes {
        for face in &mut faces {
            *face = (n % 6) as u32 + 1;
            n /= 6;
        }
        let mut rest = faces.as_slice();
        let mut total = 0;
        for pools in attacks {
            let (these, after) = rest.split_at(dice_of(pools) as usize);
            total += hits_of(pools, these);
            rest = after;
        }
        at_most += u64::from(total <= observed);
    }
    at_most as f64 / outcomes as f64
}

#[test]
fn the_hits_of_kept_dice_match_an_enumeration_of_every_roll() {
    // Targets past the dice (1 and 7) read as 2 and 6 by the rule of 1 and 6.
    let cases = [
        Pools {
            attack_dice: 3,
            hit_on: 4,
            defense_dice: 2,
            block_on: 3,
            strength_on: Some(5),
        },
        Pools {
            attack_dice: 2,
            hit_on: 7,
            defense_dice: 0,
            block_on: 6,
            strength_on: Some(1),
        },
        Pools {
            attack_dice: 0,
            hit_on: 2,
            defense_dice: 0,
            block_on: 6,
            strength_on: Some(4),
        },
        Pools {
            attack_dice: 4,
            hit_on: 1,
            defense_dice: 3,
            block_on: 7,
            strength_on: None,
        },
    ];
    for pools in cases {
        let odds = pools.hits().unwrap().probabilities();
        for (hits, p) in odds.iter().enumerate() {
            let below = enumerated_at_most(&[pools], hits as u32)
                - if hits == 0 {
                    0.0
                } else {
                    enumerated_at_most(&[pools], hits as u32 - 1)
                };
            assert!(
                (p - below).abs() < 1e-12,
                "{pools:?}: {hits} hits, {p} against {below}"
            );
        }
    }
    // A pool no roll holds (a file edited by hand) has no odds, and no panic.
    let huge = Pools {
        attack_dice: 4_000_000_000,
        hit_on: 4,
        defense_dice: 0,
        block_on: 6,
        strength_on: None,
    };
    assert_eq!(huge.hits(), None);
}

#[test]
fn the_luck_of_a_season_is_the_exact_chance_of_at_most_the_hits_landed() {
    let a = Pools {
        attack_dice: 2,
        hit_on: 4,
        defense_dice: 1,
        block_on: 3,
        strength_on: Some(5),
    };
    let b = Pools {
        attack_dice: 1,
        hit_on: 3,
        defense_dice: 0,
        block_on: 6,
        strength_on: None,
    };
    let mut all = season();
    all[0].sides[0].attacks = vec![
        AttackRoll {
            hits: 1,
            pools: Some(a),
        },
        AttackRoll {
            hits: 0,
            pools: Some(b),
        },
        // An attack from a file before dice were kept: counted, never guessed.
        AttackRoll {
            hits: 3,
            pools: None,
        },
    ];
    all[2].sides[0].attacks = vec![AttackRoll {
        hits: 1,
        pools: Some(b),
    }];
    // Bo's dice against Ann, and Bo's in a match without Ann (not counted).
    all[0].sides[1].attacks = vec![AttackRoll {
        hits: 2,
        pools: Some(a),
    }];
    all[4].sides[0].attacks = vec![AttackRoll {
        hits: 0,
        pools: Some(b),
    }];
    let record = Record::of("Ann", &all, &Filters::default()).unwrap();
    let luck = record.luck;
    assert_eq!((luck.attacks, luck.without_odds, luck.hits), (4, 1, 2));
    let expected = |p: &Pools| {
        p.hits()
            .unwrap()
            .probabilities()
            .iter()
            .enumerate()
            .map(|(k, q)| k as f64 * q)
            .sum::<f64>()
    };
    assert!((luck.expected_hits - (expected(&a) + 2.0 * expected(&b))).abs() < 1e-12);
    let exact = enumerated_at_most(&[a, b, b], 2);
    let percentile = luck.percentile.unwrap();
    assert!(
        (percentile - exact).abs() < 1e-12,
        "{percentile} against {exact}"
    );
    // The opponents' dice in the same matches.
    let theirs = record.opponents_luck;
    assert_eq!((theirs.attacks, theirs.hits), (1, 2));
    let exact = enumerated_at_most(&[a], 2);
    assert!((theirs.percentile.unwrap() - exact).abs() < 1e-12);
    // Each match's own, for its chart; none where no attack had odds.
    let first = record.matches[0].luck.percentile.unwrap();
    assert!((first - enumerated_at_most(&[a, b], 1)).abs() < 1e-12);
    assert_eq!(record.matches[1].luck.percentile, None);
}

#[test]
fn recovery_rolls_count_against_their_odds_where_the_endurance_was_kept() {
    let mut all = season();
    all[0].sides[0].recoveries = vec![
        RecoveryRoll {
            passed: true,
            dice: 2,
            endurance: Some(6),
        },
        RecoveryRoll {
            passed: false,
            dice: 2,
            endurance: Some(6),
        },
        RecoveryRoll {
            passed: true,
            dice: 2,
            endurance: None,
        },
    ];
    let luck = Record::of("Ann", &all, &Filters::default()).unwrap().luck;
    assert_eq!(
        (
            luck.recoveries,
            luck.recoveries_without_odds,
            luck.recovered
        ),
        (3, 1, 1)
    );
    // Two dice at or under 6: 15 of 36. At most one pass of two: 1 − (15/36)².
    let pass = 15.0 / 36.0;
    assert!((luck.expected_recoveries - 2.0 * pass).abs() < 1e-12);
    assert!((luck.recovery_percentile.unwrap() - (1.0 - pass * pass)).abs() < 1e-12);
}

/// Night Patrol (Ann) against the League of Shadows (Bo), in round 1's activations.
fn activations() -> Game {
    let mut game = Game::new(support::unshuffled_setup(
        "night-patrol.json",
        "league-of-shadows.json",
    ));
    game.play(Event::GameStarted);
    game.reach_activations();
    game
}

#[test]
fn a_match_keeps_the_dice_of_each_attack_the_helper_resolves() {
    let mut game = activations();
    let attack = Attack::new(Player::First, 0, None, 0);
    let input = attack.input(game.state(), &CATALOG).unwrap();
    let event = attack.resolve(game.state(), &CATALOG, 2).unwrap();
    let Event::AttackResolved { pools, .. } = &event else {
        panic!("an attack: {event:?}");
    };
    assert_eq!(*pools, Some(input.odds().unwrap().pools()));
    game.play(event);
    let played = Played::digest(game.record(), &CATALOG, Some(1_790_000_000)).unwrap();
    assert_eq!(played.day.as_deref(), Some("2026-09-21"));
    assert_eq!(played.outcome, None, "a match in round 1 is unfinished");
    assert_eq!(
        played.sides[0].attacks,
        [AttackRoll {
            hits: 2,
            pools: Some(input.odds().unwrap().pools())
        }]
    );
    assert_eq!(played.sides[0].crew, "Night Patrol");
    assert!(!played.sides[0].boss.is_empty());
    assert!(!played.sides[0].affiliation.is_empty());
}

#[test]
fn a_finished_match_is_read_with_its_verdict_and_its_score() {
    let record = support::finished_record();
    let played = Played::digest(&record, &CATALOG, None).unwrap();
    assert_eq!(played.outcome, Some(Outcome::Winner(Player::Second)));
    assert_eq!(
        (
            played.sides[0].victory_points,
            played.sides[1].victory_points
        ),
        (0, 3)
    );
    let ann = Record::of("Ann", &[played], &Filters::default()).unwrap();
    assert_eq!((ann.total.losses, ann.total.vp_against), (1, 3));
    // No day known: counted, and in no month.
    assert!(ann.by_month.is_empty());
}

#[test]
fn a_match_the_rules_refuse_is_not_read() {
    let mut record: MatchRecord = support::finished_record();
    record.events.insert(0, Event::PhaseAdvanced);
    assert!(Played::digest(&record, &CATALOG, None).is_err());
    assert_eq!(
        gotham_companion::bmg::tracker::Match::start(&record.setup, &CATALOG)
            .unwrap()
            .phase,
        Phase::Deployment
    );
}

/// `match stats` run with `args` and the archive of `home`.
fn stats(home: &std::path::Path, args: &[&str]) -> std::process::Output {
    let mut all = vec!["match", "stats"];
    all.extend(args);
    support::run_in(home, &all)
}

#[test]
fn match_stats_prints_the_record_as_json_and_lists_what_it_skipped() {
    let home = tempfile::tempdir().unwrap();
    let autosave = home.path().join("match").join("autosave.json");
    let archive = storage::match_archive_dir(&autosave);
    std::fs::create_dir_all(&archive).unwrap();
    storage::save_match(
        &archive.join("match-1790000000.json"),
        &support::finished_record(),
    )
    .unwrap();
    std::fs::write(archive.join("match-1790000001.json"), "{ not a match").unwrap();
    let out = stats(home.path(), &["--json"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // Ann and Bo are each in one match: the first by name is chosen, and said.
    assert_eq!(json["player"], "Ann");
    assert!(String::from_utf8_lossy(&out.stderr).contains("player: Ann"));
    assert_eq!(json["matches"], 1);
    assert_eq!(json["losses"], 1);
    assert_eq!(json["vp_against"], 3);
    assert_eq!(json["by_crew"][0]["crew"], "Night Patrol");
    assert_eq!(json["by_opponent"][0]["opponent"], "Bo");
    assert_eq!(json["by_month"][0]["month"], "2026-09");
    assert_eq!(json["luck"]["attacks"], 0);
    assert!(json["luck"]["percentile"].is_null());
    assert_eq!(json["opponents_luck"]["attacks"], 0);
    assert_eq!(json["skipped"].as_array().unwrap().len(), 1);
    assert!(
        json["skipped"][0]["file"]
            .as_str()
            .unwrap()
            .ends_with("match-1790000001.json")
    );

    let bo = stats(home.path(), &["--player", "bo", "--csv"]);
    assert_eq!(bo.status.code(), Some(0));
    let csv = String::from_utf8(bo.stdout).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 2, "{csv}");
    assert!(lines[0].starts_with("date,player,crew,boss,affiliation"));
    assert!(lines[1].starts_with("2026-09-21,Bo,"), "{csv}");
    assert!(lines[1].contains(",win,3,0,"), "{csv}");
}

#[test]
fn match_stats_exits_1_without_a_match_of_the_player_and_2_on_a_bad_day() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("one.json");
    storage::save_match(&file, &support::finished_record()).unwrap();
    let file = file.to_str().unwrap();
    assert_eq!(
        stats(home.path(), &["--player", "Dee", file]).status.code(),
        Some(1)
    );
    assert_eq!(
        stats(
            home.path(),
            &["--since", "2099-01-01", "--player", "Ann", file]
        )
        .status
        .code(),
        Some(1)
    );
    let bad = stats(home.path(), &["--since", "2026-13-01", file]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("YYYY-MM-DD"));
    // An empty archive: no match at all.
    assert_eq!(stats(home.path(), &[]).status.code(), Some(1));
    let text = stats(home.path(), &["--player", "Ann", file]);
    assert_eq!(text.status.code(), Some(0));
    assert!(
        String::from_utf8_lossy(&text.stdout)
            .contains("matches: 1 (won 0, drawn 0, lost 1, unfinished 0)")
    );
}

#[test]
fn a_season_played_through_the_rules_reads_whole() {
    let crews = [
        support::example_crew("night-patrol.json"),
        support::example_crew("league-of-shadows.json"),
        support::example_crew("clown-princes-court.json"),
    ];
    let season = support::season::season(&CATALOG, &crews, 20);
    let events: usize = season.iter().map(|(r, _)| r.events.len()).sum();
    assert!(
        (40..=90).contains(&(events / 20)),
        "{} events a match",
        events / 20
    );
    let played: Vec<Played> = season
        .iter()
        .map(|(record, stamp)| Played::digest(record, &CATALOG, Some(*stamp)).unwrap())
        .collect();
    assert!(
        played.iter().all(|p| p.outcome.is_some()),
        "every match ends"
    );
    let ann = Record::of("Ann", &played, &Filters::default()).unwrap();
    assert_eq!(ann.total.matches, 16);
    assert!(
        ann.luck.attacks > 20 && ann.luck.without_odds == 0,
        "{:?}",
        ann.luck
    );
    let percentile = ann.luck.percentile.unwrap();
    assert!((0.0..=1.0).contains(&percentile));
    assert!(ann.luck.recoveries > 0, "{:?}", ann.luck);
    assert!(ann.objectives.iter().any(|c| c.scored > 0));
    assert!(ann.objectives.iter().any(|c| c.failed > 0));
    assert_eq!(ann.by_month.len(), 2, "{:?}", ann.by_month);
}

#[test]
fn matches_of_one_day_come_in_the_order_they_were_played() {
    use Outcome::Winner;
    use Player::First;
    let at = |stamp: u64, vp| Played {
        stamp: Some(stamp),
        ..played(
            "2026-09-03",
            side("Ann", "Court", "Joker", vp),
            side("Bo", "Patrol", "GCPD", 0),
            Some(Winner(First)),
        )
    };
    // The archive lists the newest first.
    let all = [at(1_788_450_000, 2), at(1_788_420_000, 1)];
    let record = Record::of("Ann", &all, &Filters::default()).unwrap();
    let order: Vec<i32> = record.matches.iter().map(|m| m.vp_for).collect();
    assert_eq!(order, [1, 2]);
}

#[test]
fn hits_the_dice_could_not_give_have_no_odds() {
    // One die hitting on 4, nothing else: at most one hit; three were typed in.
    let one_die = Pools {
        attack_dice: 1,
        hit_on: 4,
        defense_dice: 0,
        block_on: 6,
        strength_on: None,
    };
    let mut all = season();
    all[0].sides[0].attacks = vec![
        AttackRoll {
            hits: 3,
            pools: Some(one_die),
        },
        AttackRoll {
            hits: 1,
            pools: Some(one_die),
        },
    ];
    let luck = Record::of("Ann", &all, &Filters::default()).unwrap().luck;
    assert_eq!((luck.attacks, luck.without_odds, luck.hits), (2, 1, 1));
    assert!((luck.percentile.unwrap() - 1.0).abs() < 1e-12);
}
