//! The match report: what it counts (damage dealt and taken, KO, Casualty, the score by
//! round, the Objectives) from a played match, its HTML (every model, the chart, every
//! log line, escaped names, nothing from outside), and the archive it is exported from.

mod support;

use support::game::{CATALOG, Game};

use gotham_companion::bmg::tracker::report::{Markers, Report};
use gotham_companion::bmg::tracker::{Event, Outcome, Phase, Player};
use gotham_companion::storage;
use gotham_companion::words::{self, Language};
use std::fs;

use Player::{First, Second};

/// A name a match file could hold, with every character HTML reads.
const SHADY_NAME: &str = "Ann <script>alert('x')</script> & \"Co\"";
/// A crew name of the same kind.
const SHADY_CREW: &str = "Night <b>Patrol</b>";

/// A match of Night Patrol (9 models, SHADY_NAME) against the League of Shadows (6
/// models, Bo), decks unshuffled, not started.
fn new_game() -> Game {
    let mut setup = support::unshuffled_setup("night-patrol.json", "league-of-shadows.json");
    setup.players[0].name = SHADY_NAME.to_owned();
    setup.players[0].crew.name = SHADY_CREW.to_owned();
    Game::new(setup)
}

/// The report of the match so far.
fn report_of(game: &Game) -> Report {
    Report::build(game.record(), &CATALOG).unwrap()
}

/// Two rounds: in round 1 an attack with Effort on both sides, markers by hand, an
/// Objective each and VP by hand; in round 2 a KO and a Casualty by attacks. The match
/// is left in round 3.
fn two_rounds() -> Game {
    let mut game = new_game();
    game.play(Event::GameStarted);
    game.reach_activations();
    // Ann's model 0 hits Bo's model 0: 3 Stun, 1 Injury; both made 1 Effort.
    game.play(Event::AttackResolved {
        player: First,
        model: 0,
        weapon: None,
        target: 0,
        hits: 3,
        stun: 3,
        injury: 1,
        attacker_effort: 1,
        defender_effort: 1,
        pools: None,
    });
    // By hand: 2 Stun and 1 Injury on Bo's model 1, then 1 Stun taken off again.
    game.play(Event::MarkersChanged {
        player: Second,
        model: 1,
        stun: 2,
        injury: 1,
    });
    game.play(Event::MarkersChanged {
        player: Second,
        model: 1,
        stun: -1,
        injury: 0,
    });
    game.score(First);
    game.score(Second);
    game.play(Event::VictoryPointsAdjusted {
        player: Second,
        delta: 1,
    });
    game.finish_round();
    game.reach_activations();
    // Bo's model 2 knocks out Ann's model 3 (far past its Willpower) ...
    game.play(Event::AttackResolved {
        player: Second,
        model: 2,
        weapon: None,
        target: 3,
        hits: 20,
        stun: 20,
        injury: 0,
        attacker_effort: 0,
        defender_effort: 0,
        pools: None,
    });
    // ... and Ann's model 1 removes Bo's model 4 as a Casualty.
    game.play(Event::AttackResolved {
        player: First,
        model: 1,
        weapon: None,
        target: 4,
        hits: 20,
        stun: 0,
        injury: 20,
        attacker_effort: 0,
        defender_effort: 0,
        pools: None,
    });
    game.finish_round();
    game.play(Event::LeadRolled {
        player: First,
        roll: 4,
    });
    game
}

/// A whole game of four rounds on top of [`two_rounds`], Bo taking 2 VP by hand after
/// the end.
fn whole_game() -> Game {
    let mut game = two_rounds();
    game.play(Event::LeadRolled {
        player: Second,
        roll: 1,
    });
    game.play(Event::InitiativeChosen { player: First });
    game.play(Event::PlanConfirmed);
    game.finish_round();
    game.reach_activations();
    game.score(First);
    game.finish_round();
    assert_eq!(game.state().phase, Phase::Finished);
    game.play(Event::VictoryPointsAdjusted {
        player: Second,
        delta: 2,
    });
    game
}

#[test]
fn an_attack_counts_as_dealt_by_the_attacker_and_taken_by_the_target_effort_aside() {
    let report = report_of(&two_rounds());
    let attacker = &report.players[0].models[0];
    let target = &report.players[1].models[0];
    let hit = Markers { stun: 3, injury: 1 };
    assert_eq!(attacker.dealt, hit);
    assert_eq!(target.taken_in_attacks, hit);
    assert_eq!(target.taken_by_hand, Markers::default());
    assert_eq!(
        attacker.taken(),
        Markers::default(),
        "the attacker's own Effort is not damage taken"
    );
}

#[test]
fn markers_added_by_hand_count_as_taken_with_no_dealer_and_removing_takes_nothing_back() {
    let report = report_of(&two_rounds());
    let model = &report.players[1].models[1];
    assert_eq!(model.taken_by_hand, Markers { stun: 2, injury: 1 });
    assert_eq!(model.taken(), Markers { stun: 2, injury: 1 });
    let dealt: u32 = report
        .players
        .iter()
        .flat_map(|side| &side.models)
        .map(|m| m.dealt.stun + m.dealt.injury)
        .sum();
    assert_eq!(dealt, 3 + 1 + 5 + 6, "only the three attacks have dealers");
}

#[test]
fn damage_past_willpower_or_endurance_is_not_counted() {
    let game = two_rounds();
    let willpower = game.state().players[0].models[3].willpower;
    let endurance = game.state().players[1].models[4].endurance;
    // The bundled catalog's figures, so the expectation above is exact.
    assert_eq!((willpower, endurance), (5, 6));
    let report = report_of(&game);
    assert_eq!(report.players[0].models[3].taken_in_attacks.stun, willpower);
    assert_eq!(report.players[1].models[2].dealt.stun, willpower);
    assert_eq!(
        report.players[1].models[4].taken_in_attacks.injury,
        endurance
    );
    assert_eq!(report.players[0].models[1].dealt.injury, endurance);
}

#[test]
fn a_ko_and_a_casualty_count_for_the_model_and_its_attacker() {
    let report = report_of(&two_rounds());
    let knocked_out = &report.players[0].models[3];
    assert_eq!(knocked_out.knocked_out, 1);
    assert!(knocked_out.knocked_out_at_end, "it failed its recovery");
    assert_eq!(report.players[1].models[2].knock_outs_caused, 1);
    let removed = &report.players[1].models[4];
    assert_eq!(removed.casualty_in, Some(2));
    assert_eq!(report.players[0].models[1].casualties_caused, 1);
    assert_eq!(report.players[0].models[1].knock_outs_caused, 0);
}

#[test]
fn every_model_of_both_crews_is_in_the_report() {
    let game = two_rounds();
    let report = report_of(&game);
    for (side, played) in report.players.iter().zip(&game.state().players) {
        let aliases: Vec<&str> = side.models.iter().map(|m| m.alias.as_str()).collect();
        let expected: Vec<&str> = played.models.iter().map(|m| m.alias.as_str()).collect();
        assert_eq!(aliases, expected);
    }
    assert_eq!(report.players[0].models.len(), 9);
    assert_eq!(report.players[1].models.len(), 6);
}

#[test]
fn the_objectives_scored_are_listed_with_their_vp_and_round() {
    let game = two_rounds();
    let first = report_of(&game).players[0].objectives.clone();
    assert_eq!(first.len(), 1);
    assert_eq!(first[0].round, 1);
    let (name, vp) = {
        let mut fresh = new_game();
        fresh.play(Event::GameStarted);
        fresh.score(First)
    };
    assert_eq!(
        (first[0].name.as_str(), first[0].victory_points),
        (name.as_str(), vp)
    );
    let report = report_of(&game);
    assert_eq!(report.players[1].objectives.len(), 1);
    assert_eq!(report.players[1].by_hand, 1);
    assert_eq!(
        report.players[1].victory_points,
        i32::try_from(report.players[1].objectives[0].victory_points).unwrap() + 1
    );
}

#[test]
fn a_match_left_in_round_3_scores_three_rounds_the_last_one_unfinished() {
    let game = two_rounds();
    let report = report_of(&game);
    assert_eq!(report.rounds.len(), 3);
    assert!(report.rounds[0].complete && report.rounds[1].complete);
    assert!(!report.rounds[2].complete);
    let now = game.state().players.clone().map(|p| p.victory_points());
    assert_eq!(report.rounds[2].victory_points, now);
    assert_eq!(report.outcome, None);
    assert!(words::tracker::result(&report).starts_with("Left unfinished in round 3"));
}

#[test]
fn a_whole_game_scores_four_rounds_ending_with_the_final_score() {
    let game = whole_game();
    let report = report_of(&game);
    assert_eq!(report.rounds.len(), 4);
    assert!(report.rounds.iter().all(|r| r.complete));
    let rounds: Vec<u32> = report.rounds.iter().map(|r| r.round).collect();
    assert_eq!(rounds, [1, 2, 3, 4]);
    let end = game.state().players.clone().map(|p| p.victory_points());
    assert_eq!(
        report.rounds[3].victory_points, end,
        "the VP taken by hand after the end are in the last point"
    );
    assert_eq!(report.players[1].by_hand, 3);
    let [ann, bo] = end;
    let expected = match ann.cmp(&bo) {
        std::cmp::Ordering::Greater => Outcome::Winner(First),
        std::cmp::Ordering::Less => Outcome::Winner(Second),
        std::cmp::Ordering::Equal => Outcome::Draw,
    };
    assert_eq!(
        report.outcome,
        Some(expected),
        "the result follows the final score"
    );
    match expected {
        Outcome::Winner(p) => assert!(
            words::tracker::result(&report)
                .starts_with(&format!("{} wins", report.players[p].name))
        ),
        Outcome::Draw => assert!(words::tracker::result(&report).starts_with("A draw")),
    }
}

#[test]
fn the_chart_has_one_point_per_round_for_each_side() {
    for (game, rounds) in [(two_rounds(), 3), (whole_game(), 4)] {
        let html =
            gotham_companion::sheets::report::html(&report_of(&game), None, Language::English);
        assert_eq!(html.matches("<svg").count(), 1);
        for class in ["point p1", "point p2"] {
            assert_eq!(
                html.matches(&format!("<circle class=\"{class}\"")).count(),
                rounds
            );
            for round in 1..=rounds {
                assert!(
                    html.contains(&format!("<circle class=\"{class}\" data-round=\"{round}\""))
                );
            }
        }
        assert_eq!(html.matches("<polyline").count(), 2);
    }
}

/// `text` as HTML shows it.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

#[test]
fn the_html_holds_every_model_every_objective_and_every_log_line() {
    let game = whole_game();
    let report = report_of(&game);
    let html = gotham_companion::sheets::report::html(
        &report,
        Some("2024-05-01 20:15 UTC"),
        Language::English,
    );
    for side in &report.players {
        for model in &side.models {
            assert!(html.contains(&escaped(&model.alias)), "{}", model.alias);
        }
        for objective in &side.objectives {
            assert!(html.contains(&format!(
                "<tr><td><bdi>{}</bdi></td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
                escaped(&objective.name),
                objective.round,
                objective.victory_points
            )));
        }
    }
    assert_eq!(report.log, game.state().log);
    for line in game.state().log.iter().map(words::tracker::entry) {
        assert!(
            html.contains(&format!("<li>{}</li>", escaped(&line))),
            "{line}"
        );
    }
    assert_eq!(html.matches("<li>").count(), game.state().log.len());
    assert!(html.contains(&escaped(&words::tracker::result(&report))));
    assert!(html.contains("Date: 2024-05-01 20:15 UTC"));
    assert!(html.contains("Bo"));
    assert!(html.contains("League of Shadows"));
}

#[test]
fn names_from_the_file_are_escaped() {
    let html = gotham_companion::sheets::report::html(
        &report_of(&whole_game()),
        Some("<i>today</i>"),
        Language::English,
    );
    assert!(!html.contains("<script>"));
    assert!(!html.contains("<b>Patrol"));
    assert!(!html.contains("<i>today"));
    assert!(html.contains(&escaped(SHADY_NAME)));
    assert!(html.contains(&escaped(SHADY_CREW)));
    assert!(html.contains("&lt;i&gt;today&lt;/i&gt;"));
    // The only tags are the report's own.
    let tags: std::collections::BTreeSet<&str> = html
        .split('<')
        .skip(1)
        .map(|rest| {
            rest.split(|c: char| c.is_whitespace() || c == '>')
                .next()
                .unwrap_or("")
                .trim_start_matches('/')
        })
        .collect();
    let allowed = [
        "!DOCTYPE", "html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "h3",
        "p", "section", "table", "thead", "tbody", "tr", "th", "td", "strong", "span", "svg",
        "line", "text", "polyline", "circle", "ol", "li", "footer", "bdi",
    ];
    for tag in &tags {
        assert!(allowed.contains(tag), "unexpected tag <{tag}>");
    }
}

#[test]
fn the_html_stands_alone_with_a_print_stylesheet() {
    let html =
        gotham_companion::sheets::report::html(&report_of(&whole_game()), None, Language::English);
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.trim_end().ends_with("</html>"));
    for outside in ["src=", "href=", "@import", "url(", "<link", "<script"] {
        assert!(!html.contains(outside), "{outside}");
    }
    // The one address is the SVG namespace, which loads nothing.
    assert_eq!(html.matches("http").count(), 1);
    assert!(html.contains("xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(html.contains("@media print"));
    assert!(html.contains("color-scheme: light"));
    assert!(
        html.contains("<html lang=\"en\">"),
        "the report names its language"
    );
    assert!(!html.contains("Date:"), "no date is made up");
}

#[test]
fn a_match_left_before_round_1_reports_one_round_of_no_points() {
    let report = report_of(&new_game());
    assert_eq!(report.rounds.len(), 1);
    assert_eq!(report.rounds[0].victory_points, [0, 0]);
    assert!(!report.rounds[0].complete);
    let html = gotham_companion::sheets::report::html(&report, None, Language::English);
    assert_eq!(html.matches("<circle class=\"point p1\"").count(), 1);
}

#[test]
fn a_record_that_does_not_replay_is_refused_naming_the_event() {
    let mut record = two_rounds().record().clone();
    record.events.insert(
        1,
        Event::ModelActivated {
            player: First,
            model: 99,
        },
    );
    let error = Report::build(&record, &CATALOG).unwrap_err();
    let error = words::tracker::refusal(&error);
    assert!(error.contains("event 2"), "{error}");
}

// --- The archive ---------------------------------------------------------------------

#[test]
fn the_archive_lists_newest_first_with_a_damaged_file_and_its_error() {
    let dir = tempfile::tempdir().unwrap();
    let archive = storage::match_archive_dir(&dir.path().join("autosave.json"));
    assert!(
        storage::list_match_archive(&archive).unwrap().is_empty(),
        "no archive folder yet is an empty archive"
    );
    let record = two_rounds().record().clone();
    fs::create_dir_all(&archive).unwrap();
    let json = storage::match_to_json(&record);
    fs::write(archive.join("match-1700000000.json"), &json).unwrap();
    fs::write(archive.join("match-1700000500-2.json"), &json).unwrap();
    fs::write(archive.join("match-1700000900.json"), "{\"format\": ").unwrap();
    fs::write(archive.join("notes.txt"), "not a match").unwrap();
    fs::write(archive.join(".match-1.json.123-1.tmp"), &json).unwrap();
    let before = fs::read(archive.join("match-1700000900.json")).unwrap();

    let listed = storage::list_match_archive(&archive).unwrap();
    let names: Vec<String> = listed
        .iter()
        .map(|f| f.path.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        names,
        [
            "match-1700000900.json",
            "match-1700000500-2.json",
            "match-1700000000.json"
        ]
    );
    let stamps: Vec<Option<u64>> = listed.iter().map(|f| f.stamp).collect();
    assert_eq!(
        stamps,
        [
            Some(1_700_000_900),
            Some(1_700_000_500),
            Some(1_700_000_000)
        ]
    );
    let error = listed[0].record.as_ref().unwrap_err().to_string();
    assert!(error.contains("match-1700000900.json"), "{error}");
    assert!(error.contains("line 1"), "{error}");
    assert_eq!(listed[1].record.as_ref().unwrap(), &record);
    assert_eq!(
        fs::read(archive.join("match-1700000900.json")).unwrap(),
        before,
        "a damaged file is left as it was"
    );
}

#[test]
fn an_archived_match_is_found_where_the_autosave_archives_it() {
    let dir = tempfile::tempdir().unwrap();
    let autosave = dir.path().join("match").join("autosave.json");
    let record = whole_game().record().clone();
    storage::save_match(&autosave, &record).unwrap();
    let kept = storage::archive_match(&autosave, &record).unwrap();
    let listed = storage::list_match_archive(&storage::match_archive_dir(&autosave)).unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].path, kept);
    assert!(listed[0].stamp.is_some());
    let read = storage::read_archived_match(&kept);
    assert_eq!(read.record.unwrap(), record);
}

#[test]
fn the_report_in_spanish_is_the_same_page_in_spanish_words() {
    let report = report_of(&whole_game());
    let html = gotham_companion::sheets::report::html(
        &report,
        Some("2026-11-18 14:05 UTC"),
        Language::Spanish,
    );
    assert!(html.contains("<html lang=\"es\">"));
    assert!(html.contains("Fecha: 18/11/2026 14:05 UTC"), "{html}");
    let english = gotham_companion::sheets::report::html(
        &report,
        Some("2026-11-18 14:05 UTC"),
        Language::English,
    );
    // The same tags in the same order: only the words differ.
    let tags = |page: &str| -> Vec<String> {
        page.split('<')
            .skip(1)
            .map(|t| t.split([' ', '>']).next().unwrap_or_default().to_owned())
            .collect()
    };
    assert_eq!(tags(&html), tags(&english));
    let left = support::messages::english_in(&html, Language::Spanish);
    assert!(left.is_empty(), "English left: {left:?}");
}
