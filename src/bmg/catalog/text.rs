//! The texts of a released catalog are fit to show: no control characters, no
//! characters that turn the direction of a line (a right-to-left override can make a
//! name read as another), and lengths a screen can hold. A pack is checked so before it
//! is built or installed; a folder a maintainer loads is shown escaped instead.

use super::{CARDS_FILE, Catalog, EQUIPMENT_FILE, MANIFEST_FILE, MODELS_FILE, RULESETS_FILE};
use crate::bmg::ids::{is_unsafe, shorten};
use serde::Serialize;
use serde_json::Value;

/// The longest id, in characters (the longest bundled one has 41).
pub const MAX_ID_CHARS: usize = 64;
/// The longest name or other text of a record (the longest bundled one has 62).
pub const MAX_TEXT_CHARS: usize = 200;
/// The longest manifest note or source.
pub const MAX_NOTES_CHARS: usize = 2_000;

/// Every text of `catalog` that is not fit to show, one problem each, naming the file,
/// the record and the field.
pub fn problems(catalog: &Catalog) -> Vec<String> {
    let mut problems = Vec::new();
    records(MODELS_FILE, catalog.models(), &mut problems);
    records(EQUIPMENT_FILE, catalog.equipment(), &mut problems);
    records(CARDS_FILE, catalog.cards(), &mut problems);
    records(RULESETS_FILE, catalog.rulesets(), &mut problems);
    for rule in catalog.affiliation_rules() {
        let texts = [Some(&rule.affiliation), rule.rivals_exclusion.as_ref()]
            .into_iter()
            .flatten()
            .chain(rule.keyword.as_ref().map(|(printed, _)| printed));
        for text in texts {
            check(
                &format!("affiliation-rules.json: '{}'", shorten(&rule.affiliation)),
                text,
                MAX_TEXT_CHARS,
                &mut problems,
            );
        }
    }
    let manifest = catalog.manifest();
    for (field, text, most) in [
        ("source", &manifest.source, MAX_NOTES_CHARS),
        ("notes", &manifest.notes, MAX_NOTES_CHARS),
        ("date", &manifest.date, MAX_TEXT_CHARS),
    ] {
        check(
            &format!("{MANIFEST_FILE}: {field}"),
            text,
            most,
            &mut problems,
        );
    }
    for (old, new) in &manifest.renamed {
        for id in [old, new] {
            check(
                &format!("{MANIFEST_FILE}: renamed"),
                id,
                MAX_ID_CHARS,
                &mut problems,
            );
        }
    }
    problems
}

/// Checks every text of each record, named by its position and id.
fn records<T: Serialize>(file: &str, records: &[T], problems: &mut Vec<String>) {
    for (position, record) in records.iter().enumerate() {
        // Plain data always serialises.
        let value = serde_json::to_value(record).unwrap_or(Value::Null);
        let id = value.get("id").and_then(Value::as_str).unwrap_or_default();
        let at = format!("{file}: record {} ('{}')", position + 1, shorten(id));
        walk(&at, "", &value, problems);
    }
}

/// Checks each text in `value`, the field path growing as it goes.
fn walk(at: &str, path: &str, value: &Value, problems: &mut Vec<String>) {
    match value {
        Value::String(text) => {
            let most = if path == "id" || path.ends_with("_with") || path.ends_with("one_of") {
                MAX_ID_CHARS
            } else {
                MAX_TEXT_CHARS
            };
            check(&format!("{at}, field {path}"), text, most, problems);
        }
        Value::Array(items) => {
            for item in items {
                walk(at, path, item, problems);
            }
        }
        Value::Object(fields) => {
            for (key, item) in fields {
                let path = if path.is_empty() {
                    key.clone()
                } else {
                    format!("{path}.{key}")
                };
                walk(at, &path, item, problems);
            }
        }
        Value::Null | Value::Bool(_) | Value::Number(_) => {}
    }
}

/// One text: no control or direction characters, at most `most` characters.
fn check(at: &str, text: &str, most: usize, problems: &mut Vec<String>) {
    if let Some(c) = text.chars().find(|&c| is_unsafe(c)) {
        problems.push(format!(
            "{at}: '{}' holds the character U+{:04X}, which a name may not hold",
            shorten(text),
            u32::from(c)
        ));
    }
    let length = text.chars().count();
    if length > most {
        problems.push(format!(
            "{at}: '{}' is {length} characters long, more than {most}",
            shorten(text)
        ));
    }
}
