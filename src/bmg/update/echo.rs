//! Changes that only echo a rename: an item's "needs in the crew Ra's al Ghul → Ra's
//! Al Ghul", a profile's "Required (Ratcatcher 2 The Suicide Squad)" become "Required
//! (Ratcatcher 2)", where the printed name changed because the profile it names was
//! renamed, and it still names the same profiles. The change list folds them with the
//! renames; `catalog diff --all` still lists them.

use super::diff::{Change, Field, How, Kind};
use crate::bmg::catalog::Catalog;
use crate::bmg::equipment::{Carrier, CrewNeed, EquipmentRules, Printed, Resolver};
use crate::bmg::names::ModelNames;
use std::collections::BTreeSet;

/// A catalog with what it takes to resolve printed names to its profiles.
struct Side<'a> {
    catalog: &'a Catalog,
    names: Vec<ModelNames>,
    /// No weapon traits: the fields compared here never name one.
    weapons: Vec<Vec<String>>,
}

impl<'a> Side<'a> {
    fn new(catalog: &'a Catalog) -> Side<'a> {
        let models = catalog.models();
        Side {
            catalog,
            names: models
                .iter()
                .map(|m| ModelNames::new(&m.alias, &m.name, &m.traits))
                .collect(),
            weapons: vec![Vec::new(); models.len()],
        }
    }
}

/// What a printed field means, as the newer catalog's ids: who may carry an item and
/// what its crew needs, each a kind and a set of profiles.
type Meaning = Vec<(&'static str, BTreeSet<String>)>;

/// The two catalogs a change list compares.
pub(super) struct Echoes<'a> {
    old: Side<'a>,
    new: Side<'a>,
}

impl<'a> Echoes<'a> {
    /// Ready to compare what `old` and `new` print.
    pub(super) fn new(old: &'a Catalog, new: &'a Catalog) -> Echoes<'a> {
        Echoes {
            old: Side::new(old),
            new: Side::new(new),
        }
    }

    /// Marks each field of `changes` that only echoes a rename.
    pub(super) fn mark(&self, changes: &mut [Change]) {
        for change in changes {
            let How::Changed(fields) = &mut change.how else {
                continue;
            };
            for field in fields.iter_mut() {
                field.echo = match (change.kind, field.name) {
                    (Kind::Equipment, "requires_in_crew" | "for_models") => self.same_item(field),
                    (Kind::Model, "traits") => self.same_traits(field),
                    _ => false,
                };
            }
        }
    }

    /// The profiles at `positions` of `side`, by the newer catalog's ids.
    fn ids(&self, side: &Side<'_>, positions: &[usize]) -> BTreeSet<String> {
        let new = self.new.catalog;
        positions
            .iter()
            .map(|&p| {
                let id = side.catalog.model_at(p).id.as_str();
                let known = |id: &str| new.model(id).is_some();
                match new.manifest().rename(id, known) {
                    Some(to) if !known(id) => to.to_owned(),
                    _ => id.to_owned(),
                }
            })
            .collect()
    }

    /// What an item's `for_models` (or `requires_in_crew`) list means in `side`.
    fn meaning(&self, side: &Side<'_>, name: &str, list: &[String]) -> Option<Meaning> {
        let empty: &[String] = &[];
        let printed = Printed {
            for_models: if name == "for_models" { list } else { empty },
            requires_in_crew: if name == "requires_in_crew" {
                list
            } else {
                empty
            },
            carrier_needs_trait: empty,
            forbidden_for_trait: empty,
            carrier_needs_weapon_trait: empty,
        };
        let mut resolver = Resolver::new(&side.names, &side.weapons);
        let rules: EquipmentRules = EquipmentRules::parse(printed, &mut resolver).ok()?;
        let mut meaning: Meaning = rules
            .carriers
            .iter()
            .map(|carrier| match carrier {
                Carrier::Rank(rank) => ("rank", BTreeSet::from([format!("{rank:?}")])),
                Carrier::Models(models) => ("carriers", self.ids(side, models)),
            })
            .collect();
        meaning.extend(rules.needs.iter().map(|need| match need {
            CrewNeed::AnyOf { models, .. } => ("any-of", self.ids(side, models)),
            CrewNeed::BossIs { models, .. } => ("boss-is", self.ids(side, models)),
        }));
        Some(meaning)
    }

    /// Whether an item's list names the same profiles before and after.
    fn same_item(&self, field: &Field) -> bool {
        let (Some(old), Some(new)) = (strings(&field.old), strings(&field.new)) else {
            return false;
        };
        match (
            self.meaning(&self.old, field.name, &old),
            self.meaning(&self.new, field.name, &new),
        ) {
            (Some(before), Some(after)) => before == after,
            _ => false,
        }
    }

    /// The profiles a trait's argument names in `side` ("Required (X)": X), where it
    /// names any.
    fn named_by(&self, side: &Side<'_>, argument: &str) -> Option<BTreeSet<String>> {
        let meaning = self.meaning(side, "requires_in_crew", &[argument.to_owned()])?;
        match meaning.as_slice() {
            [("any-of", ids)] if !ids.is_empty() => Some(ids.clone()),
            _ => None,
        }
    }

    /// Whether the traits a profile lost and gained are the same traits naming the same
    /// profiles: "Duo (Peacemaker John Cena)" become "Duo (Peacemaker)".
    fn same_traits(&self, field: &Field) -> bool {
        let (Some(old), Some(new)) = (strings(&field.old), strings(&field.new)) else {
            return false;
        };
        let lost: Vec<&String> = old.iter().filter(|t| !new.contains(t)).collect();
        let mut gained: Vec<&String> = new.iter().filter(|t| !old.contains(t)).collect();
        if lost.is_empty() || lost.len() != gained.len() {
            return false;
        }
        lost.into_iter().all(|was| {
            let Some((head, argument)) = split_trait(was) else {
                return false;
            };
            let Some(before) = self.named_by(&self.old, argument) else {
                return false;
            };
            let partner = gained.iter().position(|now| {
                split_trait(now).is_some_and(|(h, a)| {
                    h == head && self.named_by(&self.new, a).as_ref() == Some(&before)
                })
            });
            partner.map(|at| gained.remove(at)).is_some()
        })
    }
}

/// A list of strings held by a field's value.
fn strings(value: &serde_json::Value) -> Option<Vec<String>> {
    value
        .as_array()?
        .iter()
        .map(|v| v.as_str().map(str::to_owned))
        .collect()
}

/// A trait's name and its argument: "Required (Ratcatcher 2)" is ("Required",
/// "Ratcatcher 2").
fn split_trait(printed: &str) -> Option<(&str, &str)> {
    let (head, rest) = printed.split_once(" (")?;
    Some((head, rest.strip_suffix(')')?))
}

#[cfg(test)]
mod tests {
    use super::split_trait;

    #[test]
    fn a_trait_splits_into_its_name_and_argument() {
        assert_eq!(
            split_trait("Required (Ratcatcher 2 (The Suicide Squad))"),
            Some(("Required", "Ratcatcher 2 (The Suicide Squad)"))
        );
        assert_eq!(split_trait("Tough"), None);
    }
}
