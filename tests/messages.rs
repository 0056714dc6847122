//! The message files: each language loads, has every English message and no other,
//! uses only the arguments the English message is given, and every English message is
//! looked up somewhere in the app.

mod support;

use gotham_companion::words::{self, Language};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// Each message of a language's file, with the variables it uses.
fn messages(language: Language) -> BTreeMap<String, BTreeSet<String>> {
    support::messages::messages(language)
        .into_iter()
        .map(|(id, message)| (id, message.variables))
        .collect()
}

/// The text of every Rust file under `dir`.
fn sources(dir: &Path, into: &mut String) {
    for entry in fs::read_dir(dir).expect("src is readable") {
        let path = entry.expect("src is readable").path();
        if path.is_dir() {
            sources(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push_str(&fs::read_to_string(&path).expect("a source file is text"));
        }
    }
}

#[test]
fn every_language_loads() {
    for language in Language::ALL {
        if let Err(error) = words::load(language) {
            panic!("{}: {error}", language.code());
        }
    }
}

#[test]
fn every_language_has_every_english_message_and_no_other() {
    let english = messages(Language::English);
    assert!(!english.is_empty());
    for language in Language::ALL {
        let translated = messages(language);
        let missing: Vec<&String> = english
            .keys()
            .filter(|id| !translated.contains_key(*id))
            .collect();
        let extra: Vec<&String> = translated
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", language.code());
        assert!(
            extra.is_empty(),
            "{} has ids English has not: {extra:?}",
            language.code()
        );
    }
}

#[test]
fn a_translation_uses_only_the_arguments_its_message_is_given() {
    let english = messages(Language::English);
    for language in Language::ALL {
        for (id, variables) in messages(language) {
            let given = &english[&id];
            let unknown: Vec<&String> = variables.difference(given).collect();
            assert!(
                unknown.is_empty(),
                "{} {id} uses {unknown:?}, which it is not given",
                language.code()
            );
        }
    }
}

#[test]
fn every_english_message_is_looked_up_somewhere() {
    let mut code = String::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut code,
    );
    let unused: Vec<String> = messages(Language::English)
        .into_keys()
        .filter(|id| !code.contains(&format!("\"{id}\"")))
        .collect();
    assert!(unused.is_empty(), "messages no code looks up: {unused:?}");
}

/// A message in `language` with these number arguments (they choose its plural).
fn counted(language: Language, id: &str, args: &[(&str, i64)]) -> String {
    let args: std::collections::HashMap<&str, i64> = args.iter().copied().collect();
    language.loader().get_args(id, args)
}

#[test]
fn the_spanish_counts_agree_with_one_and_with_two() {
    let es = Language::Spanish;
    for (id, args, one, two) in [
        (
            "tracker-pass-left",
            vec![],
            "Pasar (queda 1)",
            "Pasar (quedan 2)",
        ),
        (
            "tracker-effort-one",
            vec![],
            "Esfuerzo +1 (queda 1)",
            "Esfuerzo +1 (quedan 2)",
        ),
        (
            "calculator-attack-dice",
            vec![("on", 4)],
            "1 dado de ataque impacta a 4+",
            "2 dados de ataque impactan a 4+",
        ),
        (
            "tracker-odds-attack-dice",
            vec![("on", 4)],
            "1 dado de ataque a 4+",
            "2 dados de ataque a 4+",
        ),
        (
            "builder-own-short",
            vec![("own", 3)],
            "3 (falta 1)",
            "3 (faltan 2)",
        ),
    ] {
        let counting = match id {
            "tracker-pass-left" => "count",
            "tracker-effort-one" => "left",
            "builder-own-short" => "short",
            _ => "dice",
        };
        for (n, wanted) in [(1, one), (2, two)] {
            let mut all = args.clone();
            all.push((counting, n));
            assert_eq!(counted(es, id, &all), wanted, "{id} with {n}");
        }
        // English reads right with either, its own way.
        let mut all = args.clone();
        all.push((counting, 1));
        assert!(!counted(Language::English, id, &all).is_empty());
    }
}
