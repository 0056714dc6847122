//! The permanent numbers crew codes give catalog ids (`data/code-numbers.json`): an
//! id's number is its position in its list. Lists only ever grow at their end, so a
//! code never changes meaning; a catalog pack carries the lists of its own catalog,
//! which must extend the app's (see [`Numbering::extends`]).

use super::ids::shorten;
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The most entries a list of numbers may hold: what a code's 16-bit width can name.
pub const MAX_NUMBERS: usize = 1 << 16;
/// The `format` of a code numbers file.
pub const NUMBERS_FORMAT: &str = "gotham-companion/code-numbers";

/// `code-numbers.json`.
#[derive(Deserialize)]
struct NumbersFile {
    format: String,
    rulesets: Vec<String>,
    affiliations: Vec<String>,
    models: Vec<String>,
    equipment: Vec<String>,
    cards: Vec<String>,
    choices: Vec<ChoiceNumbers>,
}

/// A recruit-time choice and its options, numbered.
#[derive(Deserialize)]
struct ChoiceNumbers {
    key: String,
    options: Vec<String>,
}

/// One list of numbered ids, both ways.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct List {
    ids: Vec<String>,
    numbers: HashMap<String, u64>,
}

impl List {
    /// The list; refused if an id repeats or there are more than [`MAX_NUMBERS`].
    fn new(what: &str, ids: Vec<String>) -> Result<List, String> {
        if ids.len() > MAX_NUMBERS {
            return Err(format!("more than {MAX_NUMBERS} {what}"));
        }
        let mut numbers = HashMap::with_capacity(ids.len());
        for (number, id) in (0u64..).zip(&ids) {
            if numbers.insert(id.clone(), number).is_some() {
                return Err(format!("{what}: '{}' is numbered twice", shorten(id)));
            }
        }
        Ok(List { ids, numbers })
    }

    /// The number of `id`, if it has one.
    pub fn number(&self, id: &str) -> Option<u64> {
        self.numbers.get(id).copied()
    }

    /// The id numbered `number`, if any.
    pub fn id(&self, number: u64) -> Option<&str> {
        usize::try_from(number)
            .ok()
            .and_then(|n| self.ids.get(n))
            .map(String::as_str)
    }

    /// How many ids are numbered.
    pub fn len(&self) -> usize {
        self.ids.len()
    }

    /// Whether no id is numbered.
    pub fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }

    /// Where `self` does not start with `older`'s ids in their order, the first such
    /// place: its number, the id `older` gives it and the one `self` gives it (none
    /// where `self` is shorter).
    fn first_change<'a>(&'a self, older: &'a List) -> Option<(usize, &'a str, Option<&'a str>)> {
        older
            .ids
            .iter()
            .enumerate()
            .find(|&(n, id)| self.ids.get(n) != Some(id))
            .map(|(n, id)| (n, id.as_str(), self.ids.get(n).map(String::as_str)))
    }
}

/// Every list of permanent numbers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Numbering {
    /// Rulesets.
    pub rulesets: List,
    /// Affiliations.
    pub affiliations: List,
    /// Model profiles.
    pub models: List,
    /// Equipment items.
    pub equipment: List,
    /// Objective cards.
    pub cards: List,
    /// Recruit-time choices.
    pub choices: List,
    /// The options of each choice, by the choice's number.
    pub options: Vec<List>,
}

impl Numbering {
    /// Reads a code numbers file.
    pub fn parse(text: &str) -> Result<Numbering, String> {
        let file: NumbersFile =
            serde_json::from_str(text).map_err(|e| super::ids::json_problem(text, &e))?;
        if file.format != NUMBERS_FORMAT {
            return Err(format!(
                "this is a '{}' file, not a '{NUMBERS_FORMAT}' file",
                shorten(&file.format)
            ));
        }
        let mut keys = Vec::new();
        let mut options = Vec::new();
        for choice in file.choices {
            options.push(List::new(&choice.key, choice.options)?);
            keys.push(choice.key);
        }
        Ok(Numbering {
            rulesets: List::new("rulesets", file.rulesets)?,
            affiliations: List::new("affiliations", file.affiliations)?,
            models: List::new("models", file.models)?,
            equipment: List::new("equipment", file.equipment)?,
            cards: List::new("cards", file.cards)?,
            choices: List::new("choices", keys)?,
            options,
        })
    }

    /// The bundled numbers, read once.
    pub fn bundled() -> Result<&'static Numbering, String> {
        static BUNDLED: OnceLock<Result<Numbering, String>> = OnceLock::new();
        BUNDLED
            .get_or_init(|| Numbering::parse(super::bundled::CODE_NUMBERS))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Whether `self` keeps every number of `older`: each of its lists starts with
    /// `older`'s, so every id both know has the same number and a code made with
    /// `older` means the same crew with `self`. Else one line per list that renumbers,
    /// naming the first number that changed.
    pub fn extends(&self, older: &Numbering) -> Result<(), Vec<String>> {
        let mut lists = vec![
            ("rulesets", &self.rulesets, &older.rulesets),
            ("affiliations", &self.affiliations, &older.affiliations),
            ("models", &self.models, &older.models),
            ("equipment", &self.equipment, &older.equipment),
            ("cards", &self.cards, &older.cards),
            ("choices", &self.choices, &older.choices),
        ];
        let mut problems = Vec::new();
        for (n, older_options) in older.options.iter().enumerate() {
            match self.options.get(n) {
                Some(options) => lists.push(("options of a choice", options, older_options)),
                None => problems.push(format!(
                    "the options of choice {n} are missing (the app numbers {})",
                    older_options.len()
                )),
            }
        }
        for (what, new, old) in lists {
            match new.first_change(old) {
                Some((n, id, Some(other))) => problems.push(format!(
                    "{what}: number {n} is '{}' in the app and '{}' here",
                    shorten(id),
                    shorten(other)
                )),
                Some((n, id, None)) => problems.push(format!(
                    "{what}: stops at {n} numbers, before '{}', which the app numbers {n}",
                    shorten(id)
                )),
                None => {}
            }
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(problems)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_numbers_extend_themselves_and_a_reordering_is_found() {
        let bundled = Numbering::bundled().unwrap();
        assert_eq!(bundled.extends(bundled), Ok(()));
        let mut grown = bundled.clone();
        grown.models = List::new("models", {
            let mut ids = bundled.models.ids.clone();
            ids.push("new-profile".to_owned());
            ids
        })
        .unwrap();
        assert_eq!(grown.extends(bundled), Ok(()));
        assert!(
            bundled.extends(&grown).is_err(),
            "a shorter list drops a number"
        );

        let mut swapped = bundled.clone();
        let mut ids = bundled.models.ids.clone();
        ids.swap(0, 1);
        swapped.models = List::new("models", ids).unwrap();
        let problems = swapped.extends(bundled).unwrap_err();
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(
            problems[0].starts_with("models: number 0 is"),
            "{problems:?}"
        );
    }
}
