//! Who may carry an equipment item and what it needs in the crew, resolved once when
//! the catalog loads from the item's printed `for_models` and `requires_in_crew`.
//!
//! The printed entries mix forms, and this is how each is read:
//! - `for_models`: a rank ("Leader"), or a character by name or alias ("Bruce Wayne");
//!   the carrier must match one entry. With no entry, only Henchmen may carry it.
//! - `requires_in_crew`: a character that must be in the crew ("Lucius Fox",
//!   "Vampire Queen in crew", "Alias: Scarecrow in crew"), alternatives
//!   ("X or Y"), a Boss condition ("Jason Todd is Boss"), or a carrier limit
//!   ("Only Henchman/Free Agents", "Only Plants") that widens or narrows who may carry it.

use super::catalog::{Equipment, Rank};
use super::names::{self, ModelNames, NameMatch};

/// One way to qualify as a carrier.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Carrier {
    /// A model filling this rank in the crew.
    Rank(Rank),
    /// One of these models (catalog positions, sorted): named by name, alias or trait.
    Models(Vec<usize>),
}

/// A condition on the rest of the crew.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CrewNeed {
    /// One of these models (catalog positions, sorted) is in the crew.
    AnyOf {
        /// The printed condition, for messages.
        text: String,
        /// Models that satisfy it.
        models: Vec<usize>,
    },
    /// The Boss is one of these models.
    BossIs {
        /// The printed condition, for messages.
        text: String,
        /// Models that satisfy it.
        models: Vec<usize>,
    },
}

/// The resolved restrictions of one equipment item.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EquipmentRules {
    /// Who may carry it; empty means Henchmen only.
    pub carriers: Vec<Carrier>,
    /// What the crew must hold.
    pub needs: Vec<CrewNeed>,
}

impl EquipmentRules {
    /// Resolves an item's printed restrictions against the models (given by their
    /// [`ModelNames`], in catalog order); the error lists every entry that names
    /// nothing known.
    pub fn parse(item: &Equipment, models: &[ModelNames]) -> Result<EquipmentRules, Vec<String>> {
        let mut rules = EquipmentRules::default();
        let mut unresolved = Vec::new();
        for entry in &item.for_models {
            match carrier(entry, models) {
                Some(c) => rules.carriers.push(c),
                None => unresolved.push(entry.clone()),
            }
        }
        for entry in &item.requires_in_crew {
            let trimmed = entry.trim();
            if let Some(list) = strip_prefix_ignore_case(trimmed, "only ") {
                for part in list.split('/') {
                    match carrier(part, models) {
                        Some(c) => rules.carriers.push(c),
                        None => unresolved.push(part.trim().to_owned()),
                    }
                }
                continue;
            }
            let condition = strip_suffix_ignore_case(trimmed, " in crew").unwrap_or(trimmed);
            let (condition, boss) = match strip_suffix_ignore_case(condition, " is boss") {
                Some(rest) => (rest, true),
                None => (condition, false),
            };
            let (condition, how) = match strip_prefix_ignore_case(condition, "alias:") {
                Some(rest) => (rest, NameMatch::AliasOnly),
                None => (condition, NameMatch::Any),
            };
            let mut matched = Vec::new();
            for alternative in condition.split(" or ") {
                matched.extend(matching_models(alternative, models, how));
            }
            matched.sort_unstable();
            matched.dedup();
            if matched.is_empty() {
                unresolved.push(entry.clone());
                continue;
            }
            let text = trimmed.to_owned();
            rules.needs.push(if boss {
                CrewNeed::BossIs {
                    text,
                    models: matched,
                }
            } else {
                CrewNeed::AnyOf {
                    text,
                    models: matched,
                }
            });
        }
        if unresolved.is_empty() {
            Ok(rules)
        } else {
            Err(unresolved)
        }
    }

    /// Whether the model at `model_index`, filling `rank`, may carry the item.
    pub fn allows_carrier(&self, model_index: usize, rank: Rank) -> bool {
        if self.carriers.is_empty() {
            return rank == Rank::Henchman;
        }
        self.carriers.iter().any(|carrier| match carrier {
            Carrier::Rank(r) => *r == rank,
            Carrier::Models(models) => models.binary_search(&model_index).is_ok(),
        })
    }
}

/// Reads one carrier entry: a rank, then models by name, alias or trait (singular or
/// plural, "Plants" for the trait "Plant").
fn carrier(entry: &str, models: &[ModelNames]) -> Option<Carrier> {
    if let Some(rank) = Rank::parse_loose(entry) {
        return Some(Carrier::Rank(rank));
    }
    let matched = matching_models(entry, models, NameMatch::Any);
    if !matched.is_empty() {
        return Some(Carrier::Models(matched));
    }
    // A plural trait name ("Plants"): the models with the trait "Plant".
    let wanted = names::normalize(entry);
    let singular = wanted.strip_suffix('s')?;
    let matched: Vec<usize> = models
        .iter()
        .enumerate()
        .filter(|(_, names)| names.traits().iter().any(|t| t == singular))
        .map(|(index, _)| index)
        .collect();
    (!matched.is_empty()).then_some(Carrier::Models(matched))
}

/// Catalog positions of the models a printed name refers to.
fn matching_models(text: &str, models: &[ModelNames], how: NameMatch) -> Vec<usize> {
    let reference = names::normalize(text);
    models
        .iter()
        .enumerate()
        .filter(|(_, names)| names.matches(&reference, how))
        .map(|(index, _)| index)
        .collect()
}

fn strip_prefix_ignore_case<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| text[prefix.len()..].trim())
}

fn strip_suffix_ignore_case<'a>(text: &'a str, suffix: &str) -> Option<&'a str> {
    let start = text.len().checked_sub(suffix.len())?;
    let tail = text.get(start..)?;
    tail.eq_ignore_ascii_case(suffix)
        .then(|| text[..start].trim())
}
