//! The catalog search: which models a filter lets through, the best matches first.

use super::records::Model;
use crate::bmg::names;

/// How well a model matches the search words, the best first: a player typing
/// "joker" wants the Jokers before the models that merely mention him.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Relevance {
    /// The alias is the search, with or without its version ("Joker (Titan)"); an
    /// empty search matches every model this well.
    ExactAlias,
    /// The alias starts with the search ("Jokermobile", "Joker's Biker 1").
    AliasPrefix,
    /// Every word of the search starts a word of the alias.
    AliasWords,
    /// Every word appears in the alias or the true name (the character's name).
    Name,
    /// Some word appears only in a trait or keyword.
    Trait,
}

/// A model's texts as the search compares them, normalised once when the catalog
/// loads.
#[derive(Debug, Clone)]
pub(crate) struct SearchKey {
    /// The alias.
    pub(super) alias: String,
    /// The alias without its version in parentheses.
    base: String,
    /// The alias and the true name.
    names: String,
    /// The alias, the true name and every trait.
    all: String,
}

impl SearchKey {
    /// The search key of `model`.
    pub(super) fn new(model: &Model) -> SearchKey {
        let alias = names::normalize(&model.alias);
        let base = names::normalize(names::alias_base(&model.alias));
        let names = format!("{alias} | {}", names::normalize(&model.name));
        let mut all = names.clone();
        for t in &model.traits {
            all.push_str(" | ");
            all.push_str(&names::normalize(t));
        }
        SearchKey {
            alias,
            base,
            names,
            all,
        }
    }

    /// The search key of a title with nothing else to search (an objective card's), so
    /// that cards rank as models do.
    pub(crate) fn title(title: &str) -> SearchKey {
        let alias = names::normalize(title);
        SearchKey {
            base: names::normalize(names::alias_base(title)),
            names: alias.clone(),
            all: alias.clone(),
            alias,
        }
    }

    /// How well the model matches `query` (normalised) made of `words`, or `None`
    /// when some word appears nowhere on its card.
    pub(crate) fn relevance(&self, query: &str, words: &[&str]) -> Option<Relevance> {
        if !words.iter().all(|w| self.all.contains(w)) {
            return None;
        }
        let starts_alias_word = |w: &&str| self.alias.split(' ').any(|a| a.starts_with(w));
        Some(
            if words.is_empty() || self.alias == query || self.base == query {
                Relevance::ExactAlias
            } else if self.alias.starts_with(query) {
                Relevance::AliasPrefix
            } else if words.iter().all(starts_alias_word) {
                Relevance::AliasWords
            } else if words.iter().all(|w| self.names.contains(w)) {
                Relevance::Name
            } else {
                Relevance::Trait
            },
        )
    }
}
