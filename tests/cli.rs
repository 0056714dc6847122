//! The command line: exit codes, JSON output, rosters and `--data`.

mod support;

use gotham_companion::bmg::tracker::report::{Report, utc_date_time};
use gotham_companion::words::Language;
use serde_json::Value;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gotham-companion"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The JSON printed by a run that exited with `code` (its error output shown if not).
fn json_of(output: &Output, code: i32) -> Value {
    assert_eq!(output.status.code(), Some(code), "{}", stderr(output));
    serde_json::from_str(&stdout(output)).expect("the output is JSON")
}

/// The keys of a JSON object, sorted.
fn sorted_keys(json: &Value) -> Vec<&str> {
    let mut keys: Vec<&str> = json
        .as_object()
        .expect("a JSON object")
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    keys
}

fn example_crews() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("crews"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
}

const ILLEGAL: &str = r#"{"format": "gotham-companion/crew", "version": 1, "name": "Odd Couple",
 "ruleset": "rulebook", "reputation_limit": 350,
 "members": [{"model": "batman-bushi", "rank": "Leader", "boss": true, "equipment": []},
             {"model": "happy", "rank": "Henchman", "equipment": []}]}"#;

#[test]
fn the_example_crews_are_legal_and_of_different_affiliations() {
    let files = example_crews();
    assert!(files.len() >= 4, "{files:?}");
    let mut args = vec!["validate", "--json"];
    let names: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
    args.extend(names.iter().map(String::as_str));
    let output = run(&args);
    let results = json_of(&output, 0);
    assert!(
        results
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["valid"] == true)
    );

    let catalog = gotham_companion::bmg::Catalog::bundled().unwrap();
    let mut affiliations: Vec<String> = files
        .iter()
        .map(|f| {
            let crew = gotham_companion::storage::load_crew(f).unwrap();
            let boss = crew.boss().unwrap();
            catalog
                .model(&crew.members[boss].model)
                .unwrap()
                .affiliations
                .join("/")
        })
        .collect();
    affiliations.sort();
    affiliations.dedup();
    assert_eq!(affiliations.len(), files.len(), "{affiliations:?}");
}

#[test]
fn validate_exits_1_on_violations_with_the_json_report() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("odd.json");
    fs::write(&file, ILLEGAL).unwrap();
    let output = run(&["validate", "--json", "--crew-only", file.to_str().unwrap()]);
    let results = json_of(&output, 1);
    let result = &results[0];
    assert_eq!(result["file"], file.to_str().unwrap());
    assert_eq!(result["valid"], false);
    assert_eq!(result["reputation"]["used"], 105 + 26);
    assert_eq!(result["reputation"]["limit"], 350);
    assert_eq!(result["funding"]["used"], 0);
    assert_eq!(result["funding"]["available"], 1500);
    let violations = result["violations"].as_array().unwrap();
    assert_eq!(violations.len(), 1);
    assert_eq!(violations[0]["code"], "affiliation");
    assert_eq!(violations[0]["members"], serde_json::json!(["happy"]));
    assert!(violations[0]["message"].as_str().unwrap().contains("Happy"));
    assert_eq!(
        sorted_keys(result),
        vec![
            "affiliation",
            "catalog",
            "deck",
            "file",
            "funding",
            "reminders",
            "reputation",
            "valid",
            "violations"
        ]
    );
    assert_eq!(
        result["affiliation"],
        serde_json::json!({"name": "GCPD", "assumed": false})
    );
    // Printed in the documented order.
    let text = stdout(&output);
    let at = |key: &str| text.find(&format!("\"{key}\":")).unwrap();
    assert!(at("file") < at("valid") && at("valid") < at("reputation"));
    assert!(at("reputation") < at("funding") && at("funding") < at("affiliation"));
    assert!(at("affiliation") < at("deck"));
}

#[test]
fn validate_shows_a_choice_not_made_yet_as_a_reminder_on_a_legal_crew() {
    // Issue 20: Bane (Rebirth) saved before choices were stored stays legal.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bane.json");
    let crew = ILLEGAL
        .replace("batman-bushi", "bane-rebirth")
        .replace("happy", "elite-op");
    fs::write(&file, &crew).unwrap();
    let output = run(&["validate", "--json", "--crew-only", file.to_str().unwrap()]);
    let result = &json_of(&output, 0)[0];
    assert_eq!(result["valid"], true);
    assert_eq!(result["violations"], serde_json::json!([]));
    let reminders = result["reminders"].as_array().unwrap();
    assert_eq!(reminders.len(), 1);
    assert_eq!(reminders[0]["members"], serde_json::json!(["bane-rebirth"]));
    let message = reminders[0]["message"].as_str().unwrap();
    assert!(message.contains("I Will Break You"), "{message}");
    assert!(message.contains("before the match"), "{message}");

    let output = run(&["validate", "--crew-only", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("is legal"), "{text}");
    assert!(text.contains(&format!("  reminder: {message}")), "{text}");
}

#[test]
fn validate_says_which_affiliation_a_crew_plays_and_whether_it_was_assumed() {
    // Batman (Arkham Knight) is Bat Family and GCPD; the crew records neither, and GCPD
    // Officer 1 fits only a GCPD crew.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("arkham.json");
    let crew = ILLEGAL
        .replace("batman-bushi", "batman-arkham-knight")
        .replace("happy", "gcpd-officer-1");
    fs::write(&file, &crew).unwrap();
    let output = run(&["validate", "--json", "--crew-only", file.to_str().unwrap()]);
    let result = &json_of(&output, 0)[0];
    assert_eq!(
        result["affiliation"],
        serde_json::json!({"name": "GCPD", "assumed": true})
    );
    let output = run(&["validate", "--crew-only", file.to_str().unwrap()]);
    assert!(
        stdout(&output).contains("plays GCPD (assumed)"),
        "{}",
        stdout(&output)
    );

    // Recorded as Bat Family, the officer no longer fits.
    let recorded = crew.replace(
        "\"version\": 1,",
        "\"version\": 2, \"affiliation\": \"Bat Family\",",
    );
    fs::write(&file, recorded).unwrap();
    let output = run(&["validate", "--json", "--crew-only", file.to_str().unwrap()]);
    let result = &json_of(&output, 1)[0];
    assert_eq!(
        result["affiliation"],
        serde_json::json!({"name": "Bat Family", "assumed": false})
    );
    assert_eq!(result["violations"][0]["code"], "affiliation-played");
}

#[test]
fn validate_prints_a_readable_report_without_json() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("odd.json");
    fs::write(&file, ILLEGAL).unwrap();
    let output = run(&["validate", "--crew-only", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    let text = stdout(&output);
    assert!(text.contains("Odd Couple breaks 1 rule"), "{text}");
    assert!(text.contains("[affiliation]"), "{text}");
}

#[test]
fn validate_exits_2_when_a_file_cannot_be_read_or_parsed() {
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.json");
    fs::write(
        &broken,
        "{\"format\": \"gotham-companion/crew\",\n\"version\": 1,\n",
    )
    .unwrap();
    let legal = example_crews()[0].display().to_string();
    let output = run(&["validate", "--json", &legal, broken.to_str().unwrap()]);
    let results = json_of(&output, 2);
    assert_eq!(results[0]["valid"], true);
    assert_eq!(results[1]["valid"], false);
    assert!(
        results[1]["error"].as_str().unwrap().contains("line 3"),
        "{}",
        results[1]
    );

    let output = run(&["validate", "/no/such/crew.json"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("/no/such/crew.json"));
}

#[test]
fn validate_needs_a_file() {
    let output = run(&["validate"]);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn roster_prints_members_stats_weapons_and_totals() {
    let output = run(&["roster", "crews/night-patrol.json"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    for expected in [
        "Night Patrol",
        "Batman (Bushi) (Leader, Boss)",
        "WP 8  END 8  MOV 10  ATT 5  DEF 5+  STR 3+",
        "Weapon: Katana (2 injury; Handy, Sharp)",
        "Equipment: Flashlight ($50)",
        "342/350 Rep",
        "Legal crew",
    ] {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }
}

#[test]
fn roster_in_markdown_has_a_members_table() {
    let output = run(&["roster", "crews/night-patrol.json", "--format", "markdown"]);
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    assert!(text.starts_with("# Night Patrol"), "{text}");
    assert!(
        text.contains("| Leader (Boss) | Batman (Bushi) | 105 | 0 | 8 | 8 | 10 | 5 | 5+ | 3+ |"),
        "{text}"
    );
}

#[test]
fn roster_in_html_is_a_standalone_page_with_every_member_and_card() {
    let output = run(&["roster", "crews/night-patrol.json", "--format", "html"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let page = stdout(&output);
    assert!(page.starts_with("<!DOCTYPE html>"), "{page}");
    let doc = support::html::parse(&page);
    let catalog = support::catalog();
    let crew = support::example_crew("night-patrol.json");
    let aliases: Vec<String> = crew
        .members
        .iter()
        .map(|m| catalog.model(&m.model).unwrap().alias.clone())
        .collect();
    assert_eq!(support::html::texts(&doc, "alias"), aliases);
    let cards = support::html::texts(&doc, "card-name");
    for id in &crew.objective_deck {
        let name = &catalog.card(id).unwrap().name;
        assert!(cards.contains(name), "{name} not in {cards:?}");
    }
    assert_eq!(support::html::texts(&doc, "crew-name"), ["Night Patrol"]);
}

#[test]
fn roster_lang_es_writes_the_sheet_in_spanish_and_the_aliases_as_printed() {
    let output = run(&[
        "roster",
        "crews/night-patrol.json",
        "--format",
        "html",
        "--lang",
        "es",
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let page = stdout(&output);
    assert!(page.contains("<html lang=\"es\">"), "{page}");
    let english = stdout(&run(&[
        "roster",
        "crews/night-patrol.json",
        "--format",
        "html",
    ]));
    let doc = support::html::parse(&page);
    let aliases = support::html::texts(&doc, "alias");
    assert_eq!(
        aliases,
        support::html::texts(&support::html::parse(&english), "alias")
    );
    assert_ne!(page, english);
}

#[test]
fn data_loads_another_catalog_folder() {
    let dir = tempfile::tempdir().unwrap();
    let model = r#"{"id":"chief","alias":"Chief","name":"Unknown","base":"30mm","reputation":40,"funding":0,"ranks":["Leader"],"affiliations":["GCPD"],"rivals":[],"stats":{"willpower":6,"endurance":6,"movement":8,"attack":3,"defense":4,"strength":4},"traits":[],"weapons":[]}"#;
    fs::write(dir.path().join("models.json"), format!("[{model}]")).unwrap();
    fs::write(dir.path().join("equipment.json"), "[]").unwrap();
    fs::write(dir.path().join("objective-cards.json"), "[]").unwrap();
    let crew = dir.path().join("crew.json");
    fs::write(
        &crew,
        r#"{"format":"gotham-companion/crew","version":1,"name":"Tiny","reputation_limit":150,"members":[{"model":"chief","rank":"Leader","boss":true}]}"#,
    )
    .unwrap();
    let data = dir.path().to_str().unwrap();
    let output = run(&[
        "validate",
        "--crew-only",
        crew.to_str().unwrap(),
        "--data",
        data,
    ]);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}{}",
        stdout(&output),
        stderr(&output)
    );
    // The bundled catalog has no "chief".
    let output = run(&["validate", "--crew-only", crew.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout(&output).contains("[unknown-model]"));
}

#[test]
fn a_broken_data_folder_is_reported_and_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("models.json"), "[{\"id\": 1}]").unwrap();
    let output = run(&[
        "--data",
        dir.path().to_str().unwrap(),
        "validate",
        "crews/night-patrol.json",
    ]);
    assert_eq!(output.status.code(), Some(2));
    let text = stderr(&output);
    // The record and the field, not a line of the file.
    assert!(
        text.contains("models.json: record 1, field id: invalid type"),
        "{text}"
    );
    assert!(text.contains("equipment.json: cannot read"), "{text}");
}

#[test]
fn the_json_report_counts_the_deck() {
    let output = run(&["validate", "--json", "crews/night-patrol.json"]);
    let results = json_of(&output, 0);
    assert_eq!(
        results[0]["deck"],
        serde_json::json!({"size": 20, "required": 20, "general": 5, "crew": 15, "singles": 0, "character": 3})
    );
}

#[test]
fn an_empty_deck_breaks_the_deck_size_unless_crew_only() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("no-deck.json");
    let crew = ILLEGAL.replace(
        r#"{"model": "happy", "rank": "Henchman", "equipment": []}"#,
        r#"{"model": "gcpd-officer-1", "rank": "Henchman", "equipment": []}"#,
    );
    fs::write(&file, crew).unwrap();
    let output = run(&["validate", "--json", file.to_str().unwrap()]);
    let results = json_of(&output, 1);
    let codes: Vec<&str> = results[0]["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["code"].as_str().unwrap())
        .collect();
    assert_eq!(codes, vec!["deck-size"]);
    assert_eq!(results[0]["deck"]["size"], 0);
    assert_eq!(results[0]["deck"]["required"], 20);

    let output = run(&["validate", "--crew-only", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "{}", stdout(&output));
}

#[test]
fn the_roster_lists_the_deck_by_card() {
    let output = run(&["roster", "crews/night-patrol.json"]);
    let text = stdout(&output);
    assert!(
        text.contains("Objective deck (20/20 cards + 3 character)"),
        "{text}"
    );
    assert!(
        text.contains("- 2 x ASSISTANCE · 2 VP · Character"),
        "{text}"
    );
}

#[test]
fn odds_melee_json_has_exactly_the_documented_keys() {
    let output = run(&[
        "odds",
        "melee",
        "--attack",
        "4",
        "--strength",
        "4",
        "--target-defense",
        "3",
        "--target-willpower",
        "6",
        "--target-endurance",
        "6",
        "--stun",
        "1",
        "--json",
    ]);
    let json = json_of(&output, 0);
    assert_eq!(
        sorted_keys(&json),
        vec![
            "attack_dice",
            "casualty",
            "critical",
            "defense_dice",
            "expected_hits",
            "hits",
            "ko",
            "strength_die"
        ]
    );
    assert_eq!(json["attack_dice"], 4);
    assert_eq!(json["defense_dice"], 3);
    assert_eq!(json["strength_die"], true);
    let hits: Vec<f64> = json["hits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_f64().unwrap())
        .collect();
    assert_eq!(hits.len(), 6);
    assert!((hits.iter().sum::<f64>() - 1.0).abs() < 1e-12);
}

#[test]
fn odds_leave_out_ko_and_casualty_without_willpower_and_endurance() {
    let output = run(&[
        "odds",
        "melee",
        "--attack",
        "3",
        "--strength",
        "4",
        "--target-defense",
        "3",
        "--json",
    ]);
    let json: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert!(json.get("ko").is_none());
    assert!(json.get("casualty").is_none());
}

#[test]
fn odds_ranged_has_no_defense_dice() {
    let output = run(&[
        "odds",
        "ranged",
        "--rof",
        "3",
        "--strength",
        "4",
        "--target-defense",
        "4",
        "--cover",
        "--json",
    ]);
    let json = json_of(&output, 0);
    assert_eq!(json["defense_dice"], 0);
    assert_eq!(json["attack_dice"], 3);
    assert_eq!(
        json["strength_die"], false,
        "cover removes the Strength die first"
    );
}

#[test]
fn odds_skill_json_lists_every_kept_sum() {
    let output = run(&["odds", "skill", "--dice", "2", "--skill", "7", "--json"]);
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    let json: Value = serde_json::from_str(&text).unwrap();
    assert!((json["pass"].as_f64().unwrap() - 21.0 / 36.0).abs() < 1e-12);
    let sums = json["kept_sum"].as_object().unwrap();
    assert_eq!(sums.len(), 11);
    assert!((sums["7"].as_f64().unwrap() - 6.0 / 36.0).abs() < 1e-12);
    // In ascending order, "2" first and "12" last.
    assert!(text.find("\"2\"").unwrap() < text.find("\"12\"").unwrap());
}

#[test]
fn odds_out_of_range_input_gets_one_line_and_exit_2() {
    for args in [
        &[
            "odds",
            "melee",
            "--attack",
            "0",
            "--strength",
            "4",
            "--target-defense",
            "3",
        ][..],
        &[
            "odds",
            "melee",
            "--attack",
            "3",
            "--strength",
            "4",
            "--target-defense",
            "9",
        ],
        &["odds", "skill", "--dice", "50", "--skill", "4"],
        &[
            "odds",
            "melee",
            "--attack",
            "-2",
            "--strength",
            "4",
            "--target-defense",
            "3",
        ],
        &[
            "odds",
            "ranged",
            "--rof",
            "3",
            "--strength",
            "4",
            "--target-defense",
            "3",
            "--dodge",
            "-1",
        ],
        &["odds", "skill", "--dice", "three", "--skill", "4"],
    ] {
        let output = run(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let text = stderr(&output);
        assert_eq!(text.trim_end().lines().count(), 1, "{args:?}: {text}");
        assert!(text.starts_with("error: "), "{text}");
        assert!(!text.contains("panicked"), "{text}");
    }
}

#[test]
fn match_summary_reports_round_phase_initiative_vp_and_models() {
    use gotham_companion::bmg::tracker::{Event, MatchRecord, Player};
    use gotham_companion::storage;
    let mut record = MatchRecord::new(support::unshuffled_setup(
        "night-patrol.json",
        "league-of-shadows.json",
    ));
    record.events = vec![
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
            player: Player::Second,
        },
        Event::PlanConfirmed,
        Event::MarkersChanged {
            player: Player::First,
            model: 1,
            stun: 10,
            injury: 0,
        },
        Event::VictoryPointsAdjusted {
            player: Player::First,
            delta: 2,
        },
    ];
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("match.json");
    storage::save_match(&file, &record).unwrap();

    let output = run(&["match", "summary", file.to_str().unwrap(), "--json"]);
    let json = json_of(&output, 0);
    assert_eq!(json["round"], 1);
    assert_eq!(json["phase"], "Execute the Plan");
    assert_eq!(json["initiative"], "Bo");
    assert_eq!(json["players"][0]["vp"], 2);
    assert_eq!(json["players"][0]["models"][1]["state"], "ko");
    assert_eq!(json["players"][0]["models"][0]["state"], "ready");
    assert_eq!(json["players"][1]["passes"], 3);

    let text = stdout(&run(&["match", "summary", file.to_str().unwrap()]));
    assert!(
        text.starts_with("Round 1 · Execute the Plan · Initiative: Bo"),
        "{text}"
    );
    assert!(
        text.contains("Robin (1997)") && text.contains("ko"),
        "{text}"
    );

    fs::write(&file, "{ broken").unwrap();
    let output = run(&["match", "summary", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("match.json"));
}

#[test]
fn odds_btas_prints_the_advisors_four_keys() {
    let output = run(&[
        "odds",
        "btas",
        "--villain",
        "joker",
        "--cup",
        "3,2,1",
        "--alarms",
        "1,0,0",
        "--loot",
        "2",
        "--batman",
        "1",
        "--json",
    ]);
    let json = json_of(&output, 0);
    assert_eq!(
        sorted_keys(&json),
        vec![
            "advice",
            "bust_next_roll",
            "expected_if_continue",
            "expected_if_stop"
        ]
    );
    assert!(json["advice"] == "stop" || json["advice"] == "continue");
    assert!(json["expected_if_stop"].as_f64().unwrap() >= 2.0);
    let bust = json["bust_next_roll"].as_f64().unwrap();
    assert!((0.0..=1.0).contains(&bust));
}

#[test]
fn odds_btas_refuses_impossible_counts_and_unknown_villains() {
    let output = run(&["odds", "btas", "--cup", "6,3,2"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("gray"));
    let output = run(&["odds", "btas", "--villain", "penguin", "--cup", "5,3,2"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("penguin"));
    let output = run(&["odds", "btas", "--cup", "5,3"]);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn superdice_score_lists_every_category_with_its_score() {
    let output = run(&["superdice", "score", "2", "2", "3", "4", "--json"]);
    let json = json_of(&output, 0);
    assert_eq!(
        json,
        serde_json::json!([
            {"category": "pair", "score": 24},
            {"category": "low-run", "score": 49},
            {"category": "double-low-run", "score": 71}
        ])
    );
    let output = run(&["superdice", "score", "1", "2", "3", "7"]);
    assert_eq!(output.status.code(), Some(2));
    let output = run(&["superdice", "score", "1", "2", "3"]);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn heist_resolve_shares_the_first_bank_among_three_robbers() {
    let output = run(&[
        "heist",
        "resolve",
        "--loot",
        "8",
        "--ante",
        "1",
        "--role-bonus",
        "brute",
        "--stayed",
        "Al:mastermind,Bea:crook,Cy:brute",
        "--json",
    ]);
    let json = json_of(&output, 0);
    assert_eq!(
        json,
        serde_json::json!({
            "eliminated": [],
            "money": {"Al": 3, "Bea": 5, "Cy": 2},
            "reserve": -10
        })
    );
}

#[test]
fn heist_resolve_eliminates_in_the_rule_order_with_antes_included() {
    let output = run(&[
        "heist",
        "resolve",
        "--loot",
        "10",
        "--ante",
        "2",
        "--stayed",
        "Al:snitch,Bea:driver,Cy:driver,Di:crook",
        "--snitch-names",
        "crook",
        "--json",
    ]);
    let json = json_of(&output, 0);
    // Both Drivers fall, then the named Crook; Al is left alone and pays $3M.
    assert_eq!(
        json["eliminated"],
        serde_json::json!(["Bea", "Cy", "Di", "Al"])
    );
    assert_eq!(
        json["money"],
        serde_json::json!({"Al": -3, "Bea": -2, "Cy": -2, "Di": -2})
    );
    assert_eq!(json["reserve"], 9);
    // Two characters of one player, as in the three-player game.
    let output = run(&[
        "heist",
        "resolve",
        "--loot",
        "10",
        "--ante",
        "1",
        "--stayed",
        "Al:driver,Al:crook,Bea:mastermind",
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(
        stdout(&output).contains("Al               +9"),
        "{}",
        stdout(&output)
    );
}

#[test]
fn heist_resolve_refuses_bad_input_with_one_line() {
    for args in [
        &["--loot", "8", "--ante", "1", "--stayed", "Al:thief"][..],
        &["--loot", "30", "--ante", "1", "--stayed", "Al:crook"],
        &["--loot", "8", "--ante", "3", "--stayed", "Al:crook"],
        &["--loot", "8", "--ante", "1", "--stayed", "Al:snitch"],
        &[
            "--loot",
            "8",
            "--ante",
            "1",
            "--stayed",
            "Al:crook,Al:crook",
        ],
        &["--loot", "8", "--ante", "1", "--stayed", ":crook"],
        &["--loot", "-1", "--ante", "1", "--stayed", "Al:crook"],
    ] {
        let output = run(&[&["heist", "resolve"][..], args].concat());
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert_eq!(
            stderr(&output).trim().lines().count(),
            1,
            "{}",
            stderr(&output)
        );
    }
}

#[test]
fn match_report_prints_the_report_page_of_a_saved_match() {
    let dir = tempfile::tempdir().unwrap();
    let record = support::finished_record();
    // Named as the archive names a match, so dated by its name.
    let file = dir.path().join("match-1795000000.json");
    gotham_companion::storage::save_match(&file, &record).unwrap();

    let output = run(&["match", "report", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0));
    let html = stdout(&output);
    assert!(html.contains("Bo wins, 3 VP to 0 VP"));
    // The page the app exports for that match, dated by the file's name.
    let report = Report::build(&record, &support::catalog()).unwrap();
    let page = gotham_companion::sheets::report::html(
        &report,
        Some(&utc_date_time(1_795_000_000)),
        Language::English,
    );
    assert_eq!(html.trim_end(), page.trim_end());
    assert!(html.contains("2026-11-18"));

    // In Spanish, as the app writes it in Spanish: dated day first.
    let output = run(&["match", "report", file.to_str().unwrap(), "--lang", "es"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let html = stdout(&output);
    let page = gotham_companion::sheets::report::html(
        &report,
        Some(&utc_date_time(1_795_000_000)),
        Language::Spanish,
    );
    assert_eq!(html.trim_end(), page.trim_end());
    assert!(html.contains("<html lang=\"es\">"));
    let output = run(&["match", "report", file.to_str().unwrap(), "--lang", "fr"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("fr"), "{}", stderr(&output));

    fs::write(&file, "{ broken").unwrap();
    let output = run(&["match", "report", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("match-1795000000.json"));
}
