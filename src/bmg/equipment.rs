//! Who may carry an equipment item and what it needs in the crew, resolved once when
//! the catalog loads from the item's printed `for_models`, `requires_in_crew` and
//! carrier traits.
//!
//! The printed entries mix forms, and this is how each is read:
//! - `for_models`: a rank ("Leader"), or a character by name or alias ("Bruce Wayne");
//!   the carrier must match one entry. With no entry, only Henchmen may carry it.
//! - `requires_in_crew`: a character that must be in the crew ("Lucius Fox",
//!   "Vampire Queen in crew", "Alias: Scarecrow in crew"), alternatives
//!   ("X or Y"), a Boss condition ("Jason Todd is Boss"), or a carrier limit
//!   ("Only Henchman/Free Agents", "Only Plants") that widens or narrows who may carry it.
//! - `carrier_needs_trait`, `forbidden_for_trait` and `carrier_needs_weapon_trait`:
//!   trait names, resolved to the models that carry them.

use super::names::{self, ModelNames, NameMatch};
use super::rank::Rank;
use std::collections::HashMap;

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

/// An item's printed restrictions, as the catalog file holds them.
#[derive(Debug, Clone, Copy)]
pub struct Printed<'a> {
    /// Who may carry it.
    pub for_models: &'a [String],
    /// What the crew needs, or who alone may carry it.
    pub requires_in_crew: &'a [String],
    /// The carrier needs one of these traits.
    pub carrier_needs_trait: &'a [String],
    /// A carrier with one of these traits may not take it.
    pub forbidden_for_trait: &'a [String],
    /// The carrier needs a weapon with one of these traits.
    pub carrier_needs_weapon_trait: &'a [String],
}

/// Resolves the printed restrictions of a catalog's items against its models (in
/// catalog order), remembering each printed name it has matched: many items name the
/// same characters.
#[derive(Debug)]
pub struct Resolver<'a> {
    names: &'a [ModelNames],
    weapon_traits: &'a [Vec<String>],
    matched: HashMap<(String, NameMatch), Vec<usize>>,
}

impl<'a> Resolver<'a> {
    /// A resolver for models with these names and traits and these weapon traits
    /// (normalised).
    pub fn new(names: &'a [ModelNames], weapon_traits: &'a [Vec<String>]) -> Resolver<'a> {
        Resolver {
            names,
            weapon_traits,
            matched: HashMap::new(),
        }
    }

    /// Catalog positions of the models a printed name refers to.
    fn matching(&mut self, text: &str, how: NameMatch) -> Vec<usize> {
        let reference = names::normalize(text);
        let names = self.names;
        self.matched
            .entry((reference, how))
            .or_insert_with_key(|(reference, how)| {
                names
                    .iter()
                    .enumerate()
                    .filter(|(_, names)| names.matches(reference, *how))
                    .map(|(index, _)| index)
                    .collect()
            })
            .clone()
    }
}

/// The resolved restrictions of one equipment item, and what the crew rules need to
/// know of it besides.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EquipmentRules {
    /// Who may carry it; empty means Henchmen only.
    pub carriers: Vec<Carrier>,
    /// What the crew must hold.
    pub needs: Vec<CrewNeed>,
    /// The models with one of the traits the carrier needs; `None` without such a need.
    pub trait_carriers: Option<Vec<usize>>,
    /// The models with a weapon of one of the traits the carrier needs; `None` without
    /// such a need.
    pub weapon_carriers: Option<Vec<usize>>,
    /// The models that may not take it, each with the position of the trait that
    /// forbids it in `forbidden_for_trait`; sorted by model.
    pub forbidden: Vec<(usize, usize)>,
    /// Its name as a number shared by every item of the same name, whatever its
    /// affiliation list: a crew's cap counts the item by name.
    pub name_key: usize,
    /// A Magazine or a Radio, which a crew with a Smuggler buys at half price.
    pub half_price_for_smugglers: bool,
    /// The named list it belongs to (a position in the catalog's list names).
    pub list: Option<usize>,
}

impl EquipmentRules {
    /// Resolves an item's printed restrictions against the models; the error lists
    /// every entry that names nothing known.
    pub fn parse(
        item: Printed<'_>,
        models: &mut Resolver<'_>,
    ) -> Result<EquipmentRules, Vec<String>> {
        let names = models.names;
        let mut rules = EquipmentRules::default();
        let mut unresolved = Vec::new();
        for entry in item.for_models {
            match carrier(entry, models) {
                Some(c) => rules.carriers.push(c),
                None => unresolved.push(entry.clone()),
            }
        }
        for entry in item.requires_in_crew {
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
                matched.extend(models.matching(alternative, how));
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
        let count = names.len();
        let own = |m: usize| names[m].traits();
        let weapons = |m: usize| models.weapon_traits[m].as_slice();
        rules.trait_carriers = any_of(item.carrier_needs_trait, count, own, &mut unresolved);
        rules.weapon_carriers = any_of(
            item.carrier_needs_weapon_trait,
            count,
            weapons,
            &mut unresolved,
        );
        for (position, t) in item.forbidden_for_trait.iter().enumerate() {
            let carriers = carrying(t, count, own);
            if carriers.is_empty() {
                unresolved.push(t.clone());
            }
            rules
                .forbidden
                .extend(carriers.into_iter().map(|m| (m, position)));
        }
        rules.forbidden.sort_unstable();
        rules.forbidden.dedup_by_key(|(m, _)| *m);
        if unresolved.is_empty() {
            Ok(rules)
        } else {
            Err(unresolved)
        }
    }

    /// Whether the model at `model_index`, filling `rank`, may carry the item by who
    /// it is (rank, name) and by the traits and weapons it needs or is barred by.
    pub fn allows(&self, model_index: usize, rank: Rank) -> bool {
        self.allows_carrier(model_index, rank)
            && self.has_needed_traits(model_index)
            && self.forbidding(model_index).is_none()
    }

    /// Whether the model at `model_index`, filling `rank`, is among who may carry it.
    pub fn allows_carrier(&self, model_index: usize, rank: Rank) -> bool {
        if self.carriers.is_empty() {
            return rank == Rank::Henchman;
        }
        self.carriers.iter().any(|carrier| match carrier {
            Carrier::Rank(r) => *r == rank,
            Carrier::Models(models) => models.binary_search(&model_index).is_ok(),
        })
    }

    /// Whether the model has the trait and the weapon the item asks of its carrier.
    pub fn has_needed_traits(&self, model_index: usize) -> bool {
        let has = |set: &Option<Vec<usize>>| {
            set.as_ref()
                .is_none_or(|models| models.binary_search(&model_index).is_ok())
        };
        has(&self.trait_carriers) && has(&self.weapon_carriers)
    }

    /// The position (in `forbidden_for_trait`) of the trait that bars this model.
    pub fn forbidding(&self, model_index: usize) -> Option<usize> {
        self.forbidden
            .binary_search_by_key(&model_index, |(m, _)| *m)
            .ok()
            .map(|at| self.forbidden[at].1)
    }
}

/// The models (of `count`) among whose traits, as `traits_of` lists them normalised,
/// is the printed trait `wanted`.
fn carrying<'t>(
    wanted: &str,
    count: usize,
    traits_of: impl Fn(usize) -> &'t [String],
) -> Vec<usize> {
    let wanted = names::normalize(wanted);
    (0..count)
        .filter(|&m| traits_of(m).contains(&wanted))
        .collect()
}

/// The models with one of the `wanted` traits; `None` when nothing is wanted. A
/// trait no model carries joins `unresolved`.
fn any_of<'t>(
    wanted: &[String],
    count: usize,
    traits_of: impl Fn(usize) -> &'t [String] + Copy,
    unresolved: &mut Vec<String>,
) -> Option<Vec<usize>> {
    if wanted.is_empty() {
        return None;
    }
    let mut found = Vec::new();
    for t in wanted {
        let carriers = carrying(t, count, traits_of);
        if carriers.is_empty() {
            unresolved.push(t.clone());
        }
        found.extend(carriers);
    }
    found.sort_unstable();
    found.dedup();
    Some(found)
}

/// Reads one carrier entry: a rank, then models by name, alias or trait (singular or
/// plural, "Plants" for the trait "Plant").
fn carrier(entry: &str, resolver: &mut Resolver<'_>) -> Option<Carrier> {
    if let Some(rank) = Rank::parse_loose(entry) {
        return Some(Carrier::Rank(rank));
    }
    let matched = resolver.matching(entry, NameMatch::Any);
    let models = resolver.names;
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
