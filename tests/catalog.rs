//! The bundled catalog, and the load-time checks that turn a broken catalog into a
//! report naming each problem.

use gotham_companion::bmg::catalog::{EternalFilter, ModelFilter, Rank, Sources};
use gotham_companion::bmg::{Catalog, CatalogReport};
use gotham_companion::storage;
use std::fs;

fn bundled() -> Catalog {
    Catalog::bundled().unwrap_or_else(|report| panic!("{report}"))
}

#[test]
fn bundled_catalog_loads_every_record() {
    let catalog = bundled();
    assert_eq!(catalog.models().len(), 667);
    assert_eq!(catalog.equipment().len(), 273);
    assert_eq!(catalog.cards().len(), 376);
    assert!(catalog.model("batman-bushi").is_some());
    assert!(catalog.equipment_item("gcpd-flashlight").is_some());
    assert!(catalog.card("character-feed-me").is_some());
}

#[test]
fn bundled_rulesets_are_rulebook_by_default_and_current() {
    let catalog = bundled();
    assert_eq!(catalog.default_ruleset().id, "rulebook");
    assert_eq!(catalog.ruleset("rulebook").unwrap().objective_deck_size, 20);
    assert_eq!(catalog.ruleset("current").unwrap().objective_deck_size, 30);
}

/// A minimal valid catalog, as (models, equipment, cards) JSON.
const MODEL: &str = r#"{"id":"chief","alias":"Chief","name":"Unknown","base":"30mm","reputation":40,"funding":0,"ranks":["Leader"],"affiliations":["GCPD"],"rivals":[],"stats":{"willpower":6,"endurance":6,"movement":8,"attack":3,"defense":4,"strength":4},"traits":["Cop"],"weapons":[]}"#;

fn load(models: &str, equipment: &str, cards: &str) -> Result<Catalog, CatalogReport> {
    Catalog::from_sources(
        "a test catalog",
        Sources {
            models,
            equipment,
            cards,
            rulesets: Sources::BUNDLED.rulesets,
            affiliation_rules: Sources::BUNDLED.affiliation_rules,
            code_numbers: Sources::BUNDLED.code_numbers,
            manifest: Sources::BUNDLED.manifest,
        },
    )
}

fn problems(models: &str, equipment: &str, cards: &str) -> Vec<String> {
    match load(models, equipment, cards) {
        Ok(_) => panic!("the catalog should be refused"),
        Err(report) => report.problems,
    }
}

#[test]
fn a_minimal_catalog_loads() {
    let catalog = load(&format!("[{MODEL}]"), "[]", "[]").unwrap();
    assert_eq!(catalog.models().len(), 1);
}

#[test]
fn a_json_error_names_file_line_and_column() {
    let found = problems("[\n  {\"id\": }\n]", "[]", "[]");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with("models.json: line 2, column 10:"),
        "{}",
        found[0]
    );
}

/// Line ends as Windows (CRLF) and old Mac (CR) files write them, blank lines too: the
/// place of a JSON error is where a text editor shows it.
#[test]
fn a_json_error_is_placed_as_an_editor_numbers_lines_whatever_their_ends() {
    for end in ["\n", "\r\n", "\r"] {
        let text = ["[", "", "  {\"id\": }", "]"].join(end);
        let found = problems(&text, "[]", "[]");
        assert!(
            found[0].starts_with("models.json: line 3, column 10:"),
            "{end:?}: {}",
            found[0]
        );
    }
}

#[test]
fn every_broken_file_is_reported_at_once() {
    let found = problems("[", "{", "nope");
    assert_eq!(found.len(), 3, "{found:?}");
    assert!(found.iter().any(|p| p.starts_with("models.json")));
    assert!(found.iter().any(|p| p.starts_with("equipment.json")));
    assert!(found.iter().any(|p| p.starts_with("objective-cards.json")));
}

#[test]
fn duplicate_ids_are_reported() {
    let found = problems(&format!("[{MODEL},{MODEL}]"), "[]", "[]");
    assert_eq!(
        found,
        vec!["models.json: id 'chief' appears more than once"]
    );
}

#[test]
fn an_unknown_rival_affiliation_is_reported() {
    let model = MODEL.replace(r#""rivals":[]"#, r#""rivals":["Martians"]"#);
    let found = problems(&format!("[{model}]"), "[]", "[]");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("'Martians'"), "{}", found[0]);
}

#[test]
fn equipment_of_an_unknown_affiliation_is_reported() {
    let item = r#"{"id":"ray-gun","affiliation":"Martians","name":"Ray Gun","funding":100,"reputation":0,"max_per_crew":1,"requires_in_crew":[],"for_models":[]}"#;
    let found = problems(&format!("[{MODEL}]"), &format!("[{item}]"), "[]");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].contains("'ray-gun'") && found[0].contains("'Martians'"),
        "{}",
        found[0]
    );
}

#[test]
fn equipment_naming_nobody_is_reported() {
    let item = r#"{"id":"badge","affiliation":"GCPD","name":"Badge","funding":100,"reputation":0,"max_per_crew":1,"requires_in_crew":["Commissioner Nobody"],"for_models":[]}"#;
    let found = problems(&format!("[{MODEL}]"), &format!("[{item}]"), "[]");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("Commissioner Nobody"), "{}", found[0]);
}

#[test]
fn references_to_missing_models_are_reported() {
    let model = MODEL.replace(
        r#""weapons":[]"#,
        r#""weapons":[],"requires_one_of":["ghost"],"cannot_join_with":["phantom"]"#,
    );
    let card = r#"{"id":"haunt","name":"HAUNT","victory_points":2,"copies":1,"character_card":{"models":["spectre"],"ranks":["Leader"]}}"#;
    let found = problems(&format!("[{model}]"), "[]", &format!("[{card}]"));
    assert_eq!(found.len(), 3, "{found:?}");
    for missing in ["'ghost'", "'phantom'", "'spectre'"] {
        assert!(
            found.iter().any(|p| p.contains(missing)),
            "{missing} in {found:?}"
        );
    }
}

#[test]
fn a_card_for_an_unknown_affiliation_is_reported() {
    let card = r#"{"id":"x","name":"X","victory_points":2,"copies":1,"affiliations":["Martians"]}"#;
    let found = problems(&format!("[{MODEL}]"), "[]", &format!("[{card}]"));
    assert_eq!(found.len(), 1, "{found:?}");
}

#[test]
fn the_report_reads_as_a_list() {
    let report = load("[", "[]", "[]").unwrap_err();
    let text = report.to_string();
    assert!(text.starts_with("a test catalog has 1 problem:"), "{text}");
    assert!(
        text.contains("\n  - models.json: line 1, column 1"),
        "{text}"
    );
}

#[test]
fn a_catalog_folder_loads_and_may_hold_vehicles() {
    let dir = tempfile::tempdir().unwrap();
    let van = MODEL
        .replace(r#""id":"chief""#, r#""id":"van""#)
        .replace(r#""ranks":["Leader"]"#, r#""ranks":["Vehicle"]"#);
    fs::write(dir.path().join("models.json"), format!("[{MODEL},{van}]")).unwrap();
    fs::write(dir.path().join("equipment.json"), "[]").unwrap();
    fs::write(dir.path().join("objective-cards.json"), "[]").unwrap();
    let catalog = storage::read_catalog(dir.path()).unwrap_or_else(|r| panic!("{r}"));
    assert_eq!(catalog.model("van").unwrap().ranks, vec![Rank::Vehicle]);
    // Without a rulesets.json the bundled rulesets apply.
    assert_eq!(catalog.default_ruleset().id, "rulebook");
}

#[test]
fn a_catalog_folder_missing_a_file_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("models.json"), format!("[{MODEL}]")).unwrap();
    let report = storage::read_catalog(dir.path()).unwrap_err();
    assert_eq!(report.problems.len(), 2, "{report}");
    assert!(
        report.problems[0].starts_with("equipment.json: cannot read"),
        "{report}"
    );
}

#[test]
fn search_matches_alias_name_and_trait_words() {
    let catalog = bundled();
    let find = |text: &str| {
        let filter = ModelFilter {
            text: text.into(),
            ..ModelFilter::default()
        };
        catalog
            .search(&filter)
            .into_iter()
            .map(|i| catalog.model_at(i).id.clone())
            .collect::<Vec<_>>()
    };
    assert!(find("bushi").contains(&"batman-bushi".to_owned()));
    // By true name, in any case, words in any order.
    assert!(find("wayne BRUCE").contains(&"batman-bushi".to_owned()));
    // By trait.
    assert!(find("elite swat").contains(&"swat-qrt-1".to_owned()));
    // Punctuation is ignored: "ras" finds Ra's al Ghul.
    assert!(find("ras al ghul").contains(&"ra-s-al-ghul".to_owned()));
    assert!(find("no such model anywhere").is_empty());
}

#[test]
fn search_filters_by_affiliation_rank_and_eternal() {
    let catalog = bundled();
    let run = |filter: ModelFilter| catalog.search(&filter);
    let gcpd = run(ModelFilter {
        affiliations: vec!["GCPD".into()],
        ..ModelFilter::default()
    });
    assert!(gcpd.iter().all(|&i| {
        let m = catalog.model_at(i);
        m.has_affiliation("GCPD") || m.has_affiliation("Unknown")
    }));
    let leaders = run(ModelFilter {
        rank: Some(Rank::Leader),
        ..ModelFilter::default()
    });
    assert!(
        leaders
            .iter()
            .all(|&i| catalog.model_at(i).ranks.contains(&Rank::Leader))
    );
    let eternal = run(ModelFilter {
        eternal: EternalFilter::Only,
        ..ModelFilter::default()
    });
    let current = run(ModelFilter {
        eternal: EternalFilter::Exclude,
        ..ModelFilter::default()
    });
    assert_eq!(eternal.len(), 151);
    assert_eq!(eternal.len() + current.len(), 667);
}

// --- Card traits read at load ---------------------------------------------------------

/// The minimal model with these printed traits (JSON strings, comma-separated).
fn with_traits(traits: &str) -> String {
    MODEL.replace(
        r#""traits":["Cop"]"#,
        &format!(r#""traits":["Cop",{traits}]"#),
    )
}

#[test]
fn a_trait_whose_parentheses_do_not_pair_up_is_reported() {
    // The reference printed this one without its closing parenthesis.
    let model = with_traits(r#""Required (The Riddler (Jim Carrey)""#);
    let found = problems(&format!("[{model}]"), "[]", "[]");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].contains("'chief'") && found[0].contains("malformed"),
        "{}",
        found[0]
    );
}

#[test]
fn a_trait_naming_no_model_is_reported() {
    let model = with_traits(r#""Lieutenant (Commissioner Nobody)""#);
    let found = problems(&format!("[{model}]"), "[]", "[]");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("names nothing"), "{}", found[0]);
}

#[test]
fn the_targets_known_to_be_absent_load() {
    // Kal-El has no profile; no Elite (Circus) model is published.
    let model = with_traits(r#""Aversion (Kal-El)","Elite Boss (Circus)""#);
    let catalog = load(&format!("[{model}]"), "[]", "[]").unwrap();
    assert_eq!(catalog.model_rules(0).traits.len(), 2);
}

#[test]
fn an_icon_marker_left_in_a_trait_is_reported() {
    let model = with_traits(r#""Charge {SPECIAL_ICON}""#);
    let found = problems(&format!("[{model}]"), "[]", "[]");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("icon marker"), "{}", found[0]);
}

#[test]
fn an_aversion_the_data_does_not_repeat_is_reported() {
    // The chief averts "Deputy", whom its cannot_join_with does not list.
    let deputy = MODEL
        .replace(r#""id":"chief""#, r#""id":"deputy""#)
        .replace(r#""alias":"Chief""#, r#""alias":"Deputy""#);
    let model = with_traits(r#""Aversion (Deputy)""#);
    let found = problems(&format!("[{model},{deputy}]"), "[]", "[]");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].contains("cannot_join_with lacks 'deputy'"),
        "{}",
        found[0]
    );
    let listed = model.replace(
        r#""weapons":[]"#,
        r#""weapons":[],"cannot_join_with":["deputy"]"#,
    );
    assert!(load(&format!("[{listed},{deputy}]"), "[]", "[]").is_ok());
}

#[test]
fn an_unknown_affiliation_rule_is_reported() {
    let found = match Catalog::from_sources(
        "a test catalog",
        Sources {
            models: &format!("[{MODEL}]"),
            equipment: "[]",
            cards: "[]",
            rulesets: Sources::BUNDLED.rulesets,
            affiliation_rules: r#"{"GCPD": {"onlyMartians": true}}"#,
            ..Sources::BUNDLED
        },
    ) {
        Ok(_) => panic!("the catalog should be refused"),
        Err(report) => report.problems,
    };
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with("affiliation-rules.json") && found[0].contains("onlyMartians"),
        "{}",
        found[0]
    );
}
