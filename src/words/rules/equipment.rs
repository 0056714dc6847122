//! Equipment, and the models and choices cards bring along, in a player's words.

use super::aliases;
use crate::bmg::ids::shorten;
use crate::bmg::violation::broken::{Added, Equipment, Group};
use crate::words::{join_names, tr};

/// Equipment.
pub(super) fn equipment(said: &Equipment) -> String {
    match said {
        Equipment::Unknown { id, carrier } => tr!(
            "rules-equipment-unknown",
            id = shorten(id),
            carrier = carrier.as_str()
        ),
        Equipment::Twice { carrier, item } => tr!(
            "rules-equipment-twice",
            carrier = carrier.as_str(),
            item = item.as_str()
        ),
        Equipment::Affiliation {
            item,
            affiliation,
            boss,
        } => tr!(
            "rules-equipment-affiliation",
            item = item.as_str(),
            affiliation = affiliation.as_str(),
            boss = boss.as_str()
        ),
        Equipment::Carrier {
            alias,
            rank,
            item,
            for_whom: Some(who),
        } => tr!(
            "rules-equipment-carrier",
            alias = alias.as_str(),
            rank = super::rank(*rank),
            item = item.as_str(),
            who = join_names(who, &tr!("or"))
        ),
        Equipment::Carrier {
            alias,
            rank,
            item,
            for_whom: None,
        } => tr!(
            "rules-equipment-carrier-henchmen",
            alias = alias.as_str(),
            rank = super::rank(*rank),
            item = item.as_str()
        ),
        Equipment::NeedsTrait {
            alias,
            item,
            traits,
            weapon_traits,
        } => {
            let mut needs = Vec::new();
            if !traits.is_empty() {
                let traits = join_names(traits, &tr!("or"));
                needs.push(tr!("rules-equipment-the-trait", traits = traits));
            }
            if !weapon_traits.is_empty() {
                let traits = join_names(weapon_traits, &tr!("or"));
                needs.push(tr!("rules-equipment-a-weapon-with", traits = traits));
            }
            tr!(
                "rules-equipment-needs-trait",
                alias = alias.as_str(),
                item = item.as_str(),
                needs = join_names(&needs, &tr!("and"))
            )
        }
        Equipment::Forbidden {
            alias,
            item,
            trait_name,
        } => tr!(
            "rules-equipment-forbidden",
            alias = alias.as_str(),
            item = item.as_str(),
            trait_name = trait_name.as_str()
        ),
        Equipment::NoEquipment { alias, card, items } => {
            let items = *items;
            tr!(
                "rules-equipment-none",
                alias = alias.as_str(),
                card = card.as_str(),
                items = items
            )
        }
        Equipment::OneEquipment { alias, card, items } => {
            let items = *items;
            tr!(
                "rules-equipment-one",
                alias = alias.as_str(),
                card = card.as_str(),
                items = items
            )
        }
        _ => bought(said),
    }
}

/// How much of what the crew bought.
fn bought(said: &Equipment) -> String {
    match said {
        Equipment::Cap {
            item,
            bought,
            cap,
            lists,
        } => {
            let (bought, cap) = (*bought, *cap);
            if lists.len() > 1 {
                tr!(
                    "rules-equipment-cap-across",
                    item = item.as_str(),
                    bought = bought,
                    cap = cap,
                    lists = join_names(lists, &tr!("and"))
                )
            } else {
                tr!(
                    "rules-equipment-cap",
                    item = item.as_str(),
                    bought = bought,
                    cap = cap
                )
            }
        }
        Equipment::Needs { item, need } => tr!(
            "rules-equipment-needs",
            item = item.as_str(),
            need = need.as_str()
        ),
        Equipment::List {
            list,
            bought,
            items,
            extra,
        } => {
            let bought = *bought;
            let items = join_names(items, &tr!("and"));
            match extra {
                Some((boss, card)) => tr!(
                    "rules-equipment-list-extra",
                    bought = bought,
                    list = list.as_str(),
                    items = items,
                    boss = boss.as_str(),
                    card = card.as_str()
                ),
                None => tr!(
                    "rules-equipment-list",
                    bought = bought,
                    list = list.as_str(),
                    items = items
                ),
            }
        }
        _ => equipment(said),
    }
}

/// Models cards bring along, and choices they ask for.
pub(super) fn added(said: &Added) -> String {
    match said {
        Added::Missing {
            alias,
            card,
            group,
            brought,
            missing,
        } => {
            let brought = aliases(brought, &tr!("and"));
            let missing = aliases(missing, &tr!("and"));
            match group {
                Group::ThreeJokers => tr!(
                    "rules-added-missing-jokers",
                    alias = alias.as_str(),
                    card = card.as_str(),
                    brought = brought,
                    missing = missing
                ),
                Group::Dollotrons => tr!(
                    "rules-added-missing-dollotrons",
                    alias = alias.as_str(),
                    card = card.as_str(),
                    brought = brought,
                    missing = missing
                ),
            }
        }
        Added::Swarms {
            swarm,
            priests,
            swarms,
        } => {
            let (priests, swarms) = (*priests, *swarms);
            let add = priests.saturating_sub(swarms);
            tr!(
                "rules-added-swarms",
                swarm = swarm.as_str(),
                priests = priests,
                swarms = swarms,
                add = add
            )
        }
        Added::LoneSwarm { alias } => tr!("rules-added-lone-swarm", alias = alias.as_str()),
        Added::ChoiceNotOffered { alias, key } => tr!(
            "rules-added-choice-not-offered",
            alias = alias.as_str(),
            key = shorten(key)
        ),
        Added::UnknownOption { alias, option } => tr!(
            "rules-added-unknown-option",
            option = shorten(option),
            alias = alias.as_str()
        ),
    }
}
