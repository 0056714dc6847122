//! English left in a window that speaks another language: every text the view shows,
//! read against the app's English messages, with the game's own data (aliases, traits,
//! weapons, affiliations, card titles, what the catalog says of itself) and the rule
//! codes set aside as they are printed.

use super::layout::{texts_in, told_in};
use super::messages::{messages, tell_tales};
use gotham_companion::app::App;
use gotham_companion::bmg::Catalog;
use gotham_companion::bmg::violation::Code;
use gotham_companion::words::Language;
use std::collections::BTreeSet;

/// Short English words no Spanish sentence holds: two of them in a text that is not
/// game data make it an English sentence, even one that is no message yet.
const ENGLISH_WORDS: [&str; 24] = [
    "the", "and", "of", "to", "is", "with", "your", "this", "for", "from", "are", "was", "be",
    "not", "it", "on", "at", "by", "or", "has", "have", "will", "can", "its",
];

/// What a page in `language` must not show, read once.
pub struct Reader {
    /// The English messages without arguments that the language words otherwise.
    whole: BTreeSet<String>,
    /// The fixed parts of English messages the language words otherwise.
    tales: Vec<String>,
    /// The game's data, longest first, to be set aside.
    data: Vec<String>,
}

impl Reader {
    /// What a page in `language` must not show, with the names `catalog` prints.
    pub fn new(language: Language, catalog: &Catalog) -> Reader {
        let translated = messages(language);
        // A word both languages write ("Leader", a rank Spanish players keep) is no
        // give-away, even where another message translates it.
        let theirs: BTreeSet<&str> = translated.values().map(|m| m.text.as_str()).collect();
        let whole = messages(Language::English)
            .into_iter()
            .filter(|(id, m)| {
                m.variables.is_empty()
                    && !m.text.contains('{')
                    && !theirs.contains(m.text.as_str())
                    && translated.get(id).is_some_and(|t| t.text != m.text)
            })
            .map(|(_, m)| m.text)
            .collect();
        let mut data: BTreeSet<String> = BTreeSet::new();
        for model in catalog.models() {
            data.insert(model.alias.clone());
            data.insert(model.name.clone());
            data.extend(model.traits.iter().cloned());
            for weapon in &model.weapons {
                data.insert(weapon.name.clone());
                data.extend(weapon.traits.iter().cloned());
            }
        }
        data.extend(catalog.equipment().iter().map(|e| e.name.clone()));
        data.extend(catalog.cards().iter().map(|c| c.name.clone()));
        data.extend(catalog.rulesets().iter().map(|r| r.name.clone()));
        data.extend(catalog.affiliations().iter().cloned());
        // What the catalog says of itself, written by whoever made it.
        data.insert(catalog.manifest().source.clone());
        data.insert(catalog.manifest().notes.clone());
        // The rule codes, stable ids that scripts read too ("[affiliation]").
        data.extend(Code::ALL.iter().map(|code| code.as_str().to_owned()));
        let mut data: Vec<String> = data.into_iter().filter(|d| d.len() > 2).collect();
        data.sort_by_key(|d| std::cmp::Reverse(d.len()));
        Reader {
            whole,
            tales: tell_tales(language),
            data,
        }
    }

    /// Why `text` reads as English, if it does.
    pub fn english(&self, text: &str) -> Option<String> {
        let text = text.trim();
        if self.data.iter().any(|name| name == text) {
            return None;
        }
        if self.whole.contains(text) {
            return Some(format!("{text:?} is an English message"));
        }
        let mut rest = text.to_owned();
        for name in &self.data {
            if rest.contains(name.as_str()) {
                rest = rest.replace(name.as_str(), " ");
            }
        }
        if let Some(tale) = self.tales.iter().find(|t| rest.contains(t.as_str())) {
            return Some(format!("{text:?} holds the English {tale:?}"));
        }
        let words: BTreeSet<String> = rest
            .split(|c: char| !c.is_alphabetic())
            .map(str::to_lowercase)
            .filter(|w| ENGLISH_WORDS.contains(&w.as_str()))
            .collect();
        (words.len() >= 2).then(|| format!("{text:?} reads as English ({words:?})"))
    }

    /// Every text of the app's view at 1360×860 that reads as English, with why: those
    /// drawn, and those its controls show at times (tooltips, pick lists' options).
    pub fn on_screen(&self, app: &App) -> Vec<String> {
        let window = (1360.0, 860.0);
        let told = told_in(app, window)
            .into_iter()
            .map(|text| (text, " (told)"));
        texts_in(app, window)
            .into_iter()
            .map(|text| (text, ""))
            .chain(told)
            .filter_map(|(text, how)| self.english(&text).map(|why| format!("{why}{how}")))
            .collect()
    }
}
