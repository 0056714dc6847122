//! What the catalog resolves as it loads, so that no crew check compares names: each
//! model's crew-building traits, keywords, character and dependencies; each
//! objective card's models and traits; each affiliation's published rules.

use super::records::{AffiliationRecords, Equipment, Model, ObjectiveCard};
use super::{CARDS_FILE, EQUIPMENT_FILE, MODELS_FILE};
use crate::bmg::equipment::{self, EquipmentRules};
use crate::bmg::ids::shorten;
use crate::bmg::names::{self, ModelNames};
use crate::bmg::traits::{self, CardTrait, CrewTrait, Keywords, Lookup, TraitProblem};
use std::collections::HashMap;

/// A model's `requires_one_of`, or the trait that says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Requirement {
    /// One of these models (sorted catalog positions) must be in the crew.
    pub models: Vec<usize>,
    /// The printed trait it comes from (Required, Perfect Creations), if any.
    pub from_trait: Option<String>,
}

/// Everything the crew rules need to know of one model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelRules {
    /// Its crew-building traits, in card order.
    pub traits: Vec<CardTrait>,
    /// The keywords other rules test for.
    pub keywords: Keywords,
    /// Its character (true Name, or alias where hidden), as a number shared by every
    /// profile of that character.
    pub character: usize,
    /// Its alias, as a number shared by profiles printing the same alias.
    pub alias: usize,
    /// What must be in its crew, from the data or a Required trait.
    pub requires: Option<Requirement>,
    /// Models it never shares a crew with, by an Aversion trait (sorted).
    pub aversion: Vec<usize>,
    /// Models it never shares a crew with by the data alone (sorted).
    pub cannot_join: Vec<usize>,
}

impl ModelRules {
    /// Its traits with this rule shape.
    pub fn find<'a>(
        &'a self,
        wanted: impl Fn(&CrewTrait) -> bool + 'a,
    ) -> impl Iterator<Item = &'a CardTrait> + 'a {
        self.traits.iter().filter(move |t| wanted(&t.rule))
    }

    /// Whether it carries a trait with this rule shape.
    pub fn has(&self, wanted: impl Fn(&CrewTrait) -> bool) -> bool {
        self.traits.iter().any(|t| wanted(&t.rule))
    }
}

/// What the deck rules need to know of one objective card.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CardRules {
    /// The profiles a character card is for (sorted catalog positions).
    pub character_models: Vec<usize>,
    /// The models with one of the traits the card needs in the crew; `None` without.
    pub required_trait: Option<Vec<usize>>,
    /// The models whose trait bars the card, each with the position of that trait in
    /// `prevented_by_trait`; sorted by model.
    pub prevented: Vec<(usize, usize)>,
    /// Its title as a number shared by every card of the same title (a deck holds one
    /// card of a name).
    pub name_key: usize,
}

/// One affiliation's published crew-building rules, resolved.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AffiliationRule {
    /// The affiliation.
    pub affiliation: String,
    /// A closed crew: only models carrying the affiliation join.
    pub closed: bool,
    /// Members share the affiliation played, or are `Unknown`.
    pub only_played: bool,
    /// Crew objective cards are of the affiliation played.
    pub played_objectives: bool,
    /// The Boss fills the Leader rank.
    pub leader_boss: bool,
    /// The rank slot limits do not apply.
    pub no_rank_limits: bool,
    /// Models may share a Name when their aliases differ.
    pub same_name: bool,
    /// Only models with this trait join: its printed name and the models carrying it.
    pub keyword: Option<(String, Vec<usize>)>,
    /// Models with this rival never share the crew with models of this affiliation
    /// (the general Rivals rule, read literally, already says so).
    pub rivals_exclusion: Option<String>,
}

/// Numbers for strings: equal strings get equal numbers.
#[derive(Default)]
pub struct Interner(HashMap<String, usize>);

impl Interner {
    /// The number of `text`.
    pub fn intern(&mut self, text: &str) -> usize {
        let next = self.0.len();
        *self.0.entry(text.to_owned()).or_insert(next)
    }
}

/// The catalog positions of models by id.
pub type Ids = HashMap<String, usize>;

/// Reads every model's traits and dependencies, reporting each trait that is
/// malformed or names nothing, and each disagreement between the data's
/// `requires_one_of` / `cannot_join_with` and the traits.
pub fn model_rules(
    models: &[Model],
    ids: &Ids,
    lookup: &Lookup<'_>,
    problems: &mut Vec<String>,
) -> Vec<ModelRules> {
    let mut characters = Interner::default();
    let mut aliases = Interner::default();
    let positions = |list: &[String]| -> Vec<usize> {
        let mut found: Vec<usize> = list.iter().filter_map(|id| ids.get(id).copied()).collect();
        found.sort_unstable();
        found.dedup();
        found
    };
    let mut all = Vec::with_capacity(models.len());
    for (index, model) in models.iter().enumerate() {
        let id = shorten(&model.id);
        let mut card_traits = Vec::new();
        for printed in &model.traits {
            let shown = shorten(printed);
            if printed.contains('{') || printed.contains('}') {
                problems.push(format!(
                    "{MODELS_FILE}: '{id}' has the trait '{shown}', which holds an icon marker"
                ));
                continue;
            }
            match traits::parse(printed, index, lookup) {
                Ok(rules) => card_traits.extend(rules.into_iter().map(|rule| CardTrait {
                    printed: printed.clone(),
                    rule,
                })),
                Err(TraitProblem::Malformed) => problems.push(format!(
                    "{MODELS_FILE}: '{id}' has the trait '{shown}', which is malformed (its parentheses or number are wrong)"
                )),
                Err(TraitProblem::NamesNothing) => problems.push(format!(
                    "{MODELS_FILE}: '{id}' has the trait '{shown}', which names nothing in the catalog"
                )),
            }
        }
        let names: &ModelNames = &lookup.names[index];
        let data_requires = positions(&model.requires_one_of);
        let data_cannot = positions(&model.cannot_join_with);
        let requires = requirement(&id, &card_traits, data_requires, problems);
        let mut aversion = Vec::new();
        for t in &card_traits {
            if let CrewTrait::Aversion(averted) = &t.rule {
                for &other in averted {
                    if data_cannot.binary_search(&other).is_err() {
                        problems.push(format!(
                            "{MODELS_FILE}: '{id}' has {}, but its cannot_join_with lacks '{}'",
                            shorten(&t.printed),
                            shorten(&models[other].id)
                        ));
                    }
                }
                aversion.extend(averted.iter().copied());
            }
        }
        aversion.sort_unstable();
        aversion.dedup();
        let cannot_join = data_cannot
            .into_iter()
            .filter(|m| aversion.binary_search(m).is_err())
            .collect();
        all.push(ModelRules {
            keywords: lookup.keywords[index],
            character: characters.intern(names.character()),
            alias: aliases.intern(&names::normalize(&model.alias)),
            traits: card_traits,
            requires,
            aversion,
            cannot_join,
        });
    }
    all
}

/// A model's requirement: its Required traits, which the data must repeat exactly;
/// or its data alone. Data that repeats a "needs in crew" trait (Freed, ...) is left to
/// that trait, so that the crew check reports it once.
fn requirement(
    id: &str,
    card_traits: &[CardTrait],
    data: Vec<usize>,
    problems: &mut Vec<String>,
) -> Option<Requirement> {
    let required: Vec<&CardTrait> = card_traits
        .iter()
        .filter(|t| matches!(t.rule, CrewTrait::Required(_)))
        .collect();
    if let Some(first) = required.first() {
        let mut models: Vec<usize> = required
            .iter()
            .flat_map(|t| match &t.rule {
                CrewTrait::Required(m) => m.clone(),
                _ => Vec::new(),
            })
            .collect();
        models.sort_unstable();
        models.dedup();
        if !data.is_empty() && data != models {
            problems.push(format!(
                "{MODELS_FILE}: '{id}' has {}, but its requires_one_of lists other models",
                shorten(&first.printed)
            ));
        }
        return Some(Requirement {
            models,
            from_trait: Some(first.printed.clone()),
        });
    }
    let repeated = card_traits
        .iter()
        .any(|t| matches!(&t.rule, CrewTrait::NeedsInCrew(m) if *m == data));
    (!data.is_empty() && !repeated).then_some(Requirement {
        models: data,
        from_trait: None,
    })
}

/// Resolves each item's restrictions, reporting an affiliation no model has and
/// entries that name nothing; `lists` are the named lists, sorted.
pub fn equipment_rules(
    equipment: &[Equipment],
    known_affiliation: &dyn Fn(&str) -> bool,
    resolver: &mut equipment::Resolver<'_>,
    lists: &[String],
    problems: &mut Vec<String>,
) -> Vec<EquipmentRules> {
    let mut item_names = Interner::default();
    equipment
        .iter()
        .map(|item| {
            if !known_affiliation(&item.affiliation) {
                problems.push(format!(
                    "{EQUIPMENT_FILE}: '{}' belongs to affiliation '{}', which no model has",
                    shorten(&item.id),
                    shorten(&item.affiliation)
                ));
            }
            let printed = equipment::Printed {
                for_models: &item.for_models,
                requires_in_crew: &item.requires_in_crew,
                carrier_needs_trait: &item.carrier_needs_trait,
                forbidden_for_trait: &item.forbidden_for_trait,
                carrier_needs_weapon_trait: &item.carrier_needs_weapon_trait,
            };
            let mut rules = EquipmentRules::parse(printed, resolver).unwrap_or_else(|unresolved| {
                for text in unresolved {
                    problems.push(format!(
                        "{EQUIPMENT_FILE}: '{}' names '{}', which matches no model, rank or trait",
                        shorten(&item.id),
                        shorten(&text)
                    ));
                }
                EquipmentRules::default()
            });
            let name = names::normalize(&item.name);
            rules.name_key = item_names.intern(&name);
            rules.half_price_for_smugglers = name == "magazine" || name == "radio";
            rules.list = item
                .list
                .as_ref()
                .and_then(|l| lists.iter().position(|known| known == l));
            rules
        })
        .collect()
}

/// Reads each card's models and traits, reporting traits no model carries.
pub fn card_rules(
    cards: &[ObjectiveCard],
    ids: &Ids,
    names: &[ModelNames],
    problems: &mut Vec<String>,
) -> Vec<CardRules> {
    let mut with_trait = |card: &str, printed: &str| {
        let wanted = names::normalize(printed);
        let found: Vec<usize> = (0..names.len())
            .filter(|&m| names[m].traits().contains(&wanted))
            .collect();
        if found.is_empty() {
            problems.push(format!(
                "{CARDS_FILE}: '{}' names the trait '{}', which no model has",
                shorten(card),
                shorten(printed)
            ));
        }
        found
    };
    let mut titles = Interner::default();
    cards
        .iter()
        .map(|card| {
            let mut character_models: Vec<usize> = card
                .character_card
                .iter()
                .flat_map(|c| &c.models)
                .filter_map(|id| ids.get(id).copied())
                .collect();
            character_models.sort_unstable();
            let required_trait = (!card.required_trait.is_empty()).then(|| {
                let mut found: Vec<usize> = card
                    .required_trait
                    .iter()
                    .flat_map(|t| with_trait(&card.id, t))
                    .collect();
                found.sort_unstable();
                found.dedup();
                found
            });
            let mut prevented: Vec<(usize, usize)> = Vec::new();
            for (position, t) in card.prevented_by_trait.iter().enumerate() {
                prevented.extend(with_trait(&card.id, t).into_iter().map(|m| (m, position)));
            }
            prevented.sort_unstable();
            prevented.dedup_by_key(|(m, _)| *m);
            CardRules {
                character_models,
                required_trait,
                prevented,
                name_key: titles.intern(&names::normalize(&card.name)),
            }
        })
        .collect()
}

/// Reads the published affiliation rules, reporting traits and rivals no model
/// carries. Rules for an affiliation no model carries are kept and do nothing (the
/// bundled rules serve a catalog folder that has fewer affiliations).
pub fn affiliation_rules(
    file: &str,
    records: &AffiliationRecords,
    known_affiliation: &dyn Fn(&str) -> bool,
    names: &[ModelNames],
    problems: &mut Vec<String>,
) -> Vec<AffiliationRule> {
    let mut rules = Vec::new();
    for (affiliation, record) in records {
        let in_use = known_affiliation(affiliation);
        let keyword = record.only_keyword_trait.as_ref().map(|printed| {
            let wanted = names::normalize(printed);
            let found: Vec<usize> = (0..names.len())
                .filter(|&m| names[m].traits().contains(&wanted))
                .collect();
            if found.is_empty() && in_use {
                problems.push(format!(
                    "{file}: '{}' admits only models with '{}', which no model has",
                    shorten(affiliation),
                    shorten(printed)
                ));
            }
            (printed.clone(), found)
        });
        if let Some(rival) = &record.rivals_exclusion
            && in_use
            && !known_affiliation(rival)
        {
            problems.push(format!(
                "{file}: '{}' excludes rivals of '{}', which is no model's affiliation",
                shorten(affiliation),
                shorten(rival)
            ));
        }
        rules.push(AffiliationRule {
            affiliation: affiliation.clone(),
            closed: record.only_affiliation_members,
            only_played: record.only_boss_affiliation_or_no_affiliation,
            played_objectives: record.only_boss_affiliation_objectives,
            leader_boss: record.must_have_leader_as_boss,
            no_rank_limits: record.ignore_standard_rank_requirements,
            same_name: record.allow_same_name_different_alias,
            keyword,
            rivals_exclusion: record.rivals_exclusion.clone(),
        });
    }
    rules
}
