//! Equipment: known items of the Boss's affiliations, on carriers that may take them,
//! within each item's number per crew (counted by name across lists) and each list's,
//! with what they need in the crew, and within what each carrier's card lets it buy.

use super::{Checker, Member, member_name};
use crate::bmg::equipment::CrewNeed;
use crate::bmg::traits::CrewTrait;
use crate::bmg::violation::{Code, broken};

/// Items of one name the crew bought.
struct Bought {
    name_key: usize,
    /// Positions in the catalog's equipment of the items bought under this name.
    items: Vec<usize>,
    /// Crew positions of their carriers, one per item bought.
    carriers: Vec<usize>,
}

impl Checker<'_, '_> {
    /// Every equipment rule; see the module documentation.
    pub(super) fn equipment(&mut self, boss: Option<&Member<'_>>) {
        let view = self.view;
        let (crew, catalog) = (view.crew, view.catalog);
        let mut bought: Vec<Bought> = Vec::new();
        for (index, member) in crew.members.iter().enumerate() {
            let carrier = view.members.iter().find(|m| m.index == index);
            let carrier_name = member_name(crew, catalog, index);
            if let Some(m) = carrier {
                self.carrier_card(m, member.equipment.len());
            }
            for (n, id) in member.equipment.iter().enumerate() {
                let Some(position) = catalog.equipment_index(id) else {
                    let said = broken::Equipment::Unknown {
                        id: id.clone(),
                        carrier: carrier_name.clone(),
                    };
                    self.push(Code::Equipment, said, vec![index]);
                    continue;
                };
                let item = &catalog.equipment()[position];
                let rules = catalog.equipment_rules(position);
                if member.equipment[..n].contains(id) {
                    let said = broken::Equipment::Twice {
                        carrier: carrier_name.clone(),
                        item: item.name.clone(),
                    };
                    self.push(Code::Equipment, said, vec![index]);
                }
                match bought.iter_mut().find(|b| b.name_key == rules.name_key) {
                    Some(b) => {
                        b.carriers.push(index);
                        if !b.items.contains(&position) {
                            b.items.push(position);
                        }
                    }
                    None => bought.push(Bought {
                        name_key: rules.name_key,
                        items: vec![position],
                        carriers: vec![index],
                    }),
                }
                if let Some(boss) = boss
                    && !boss.carries(&item.affiliation)
                {
                    let said = broken::Equipment::Affiliation {
                        item: item.name.clone(),
                        affiliation: item.affiliation.clone(),
                        boss: boss.model.alias.clone(),
                    };
                    self.push(Code::Equipment, said, vec![index]);
                }
                let Some(carrier) = carrier else { continue };
                let alias = &carrier.model.alias;
                if !rules.allows_carrier(carrier.catalog_index, carrier.rank) {
                    // No carrier named: the item is for Henchmen.
                    let for_whom = (!rules.carriers.is_empty()).then(|| {
                        let mut who = item.for_models.clone();
                        who.extend(
                            item.requires_in_crew
                                .iter()
                                .filter_map(|r| r.strip_prefix("Only "))
                                .flat_map(|r| r.split('/'))
                                .map(str::to_owned),
                        );
                        who
                    });
                    let said = broken::Equipment::Carrier {
                        alias: alias.clone(),
                        rank: carrier.rank,
                        item: item.name.clone(),
                        for_whom,
                    };
                    self.push(Code::Equipment, said, vec![index]);
                }
                if !rules.has_needed_traits(carrier.catalog_index) {
                    let said = broken::Equipment::NeedsTrait {
                        alias: alias.clone(),
                        item: item.name.clone(),
                        traits: item.carrier_needs_trait.clone(),
                        weapon_traits: item.carrier_needs_weapon_trait.clone(),
                    };
                    self.push(Code::Equipment, said, vec![index]);
                }
                if let Some(t) = rules
                    .forbidding(carrier.catalog_index)
                    .and_then(|at| item.forbidden_for_trait.get(at))
                {
                    let said = broken::Equipment::Forbidden {
                        alias: alias.clone(),
                        item: item.name.clone(),
                        trait_name: t.clone(),
                    };
                    self.push(Code::Equipment, said, vec![index]);
                }
            }
        }
        for b in &bought {
            self.caps_and_needs(b, boss);
        }
        self.lists(&bought, boss);
    }

    /// What a carrier's own card lets it buy: nothing (Animal), or one item.
    fn carrier_card(&mut self, m: &Member<'_>, items: usize) {
        for t in &m.rules.traits {
            let (alias, card) = (m.model.alias.clone(), t.printed.clone());
            let said = match t.rule {
                CrewTrait::NoEquipment if items > 0 => {
                    broken::Equipment::NoEquipment { alias, card, items }
                }
                CrewTrait::OneEquipment if items > 1 => {
                    broken::Equipment::OneEquipment { alias, card, items }
                }
                _ => continue,
            };
            self.push(Code::TraitEquipment, said, vec![m.index]);
        }
    }

    /// Items of one name within the lowest number per crew of the lists they came
    /// from, and with what they need in the crew.
    fn caps_and_needs(&mut self, b: &Bought, boss: Option<&Member<'_>>) {
        let view = self.view;
        let catalog = view.catalog;
        let count = b.carriers.len() as u64;
        let cap = b
            .items
            .iter()
            .map(|&i| catalog.equipment()[i].max_per_crew)
            .min()
            .unwrap_or(0);
        let first = &catalog.equipment()[b.items[0]];
        if count > u64::from(cap) {
            let said = broken::Equipment::Cap {
                item: first.name.clone(),
                bought: count,
                cap,
                lists: b
                    .items
                    .iter()
                    .map(|&i| catalog.equipment()[i].affiliation.clone())
                    .collect(),
            };
            self.push(Code::Equipment, said, distinct(&b.carriers));
        }
        for &position in &b.items {
            let item = &catalog.equipment()[position];
            let carriers: Vec<usize> = b
                .carriers
                .iter()
                .copied()
                .filter(|&c| view.crew.members[c].equipment.contains(&item.id))
                .collect();
            for need in &catalog.equipment_rules(position).needs {
                let (met, text) = match need {
                    CrewNeed::AnyOf { text, models } => (view.holds_any(models, None), text),
                    CrewNeed::BossIs { text, models } => (
                        boss.is_some_and(|b| models.binary_search(&b.catalog_index).is_ok()),
                        text,
                    ),
                };
                if !met {
                    let said = broken::Equipment::Needs {
                        item: item.name.clone(),
                        need: text.clone(),
                    };
                    self.push(Code::Equipment, said, distinct(&carriers));
                }
            }
        }
    }

    /// One item of a named list per crew, and one more where the Boss's card says so
    /// (Iceberg Lounge).
    fn lists(&mut self, bought: &[Bought], boss: Option<&Member<'_>>) {
        let catalog = self.view.catalog;
        for (list, name) in catalog.equipment_lists().iter().enumerate() {
            let mut carriers = Vec::new();
            let mut items = Vec::new();
            for b in bought {
                for &position in &b.items {
                    if catalog.equipment_rules(position).list != Some(list) {
                        continue;
                    }
                    let item = &catalog.equipment()[position];
                    items.push(item.name.clone());
                    carriers.extend(
                        b.carriers
                            .iter()
                            .filter(|&&c| self.view.crew.members[c].equipment.contains(&item.id)),
                    );
                }
            }
            let extra = boss.and_then(|b| {
                b.rules
                    .find(move |r| matches!(r, CrewTrait::IcebergLounge(l) if *l == list))
                    .next()
                    .map(|t| (b.model.alias.clone(), t.printed.clone()))
            });
            let allowed = 1 + usize::from(extra.is_some());
            if carriers.len() > allowed {
                let said = broken::Equipment::List {
                    list: name.clone(),
                    bought: carriers.len(),
                    items,
                    extra,
                };
                self.push(Code::Equipment, said, distinct(&carriers));
            }
        }
    }
}

/// Crew positions sorted, each once (a member may carry two of the items counted).
fn distinct(carriers: &[usize]) -> Vec<usize> {
    let mut members = carriers.to_vec();
    members.sort_unstable();
    members.dedup();
    members
}
