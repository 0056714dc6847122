//! Equipment, and the models and choices cards bring along, in a player's words.

use super::aliases;
use crate::bmg::ids::shorten;
use crate::bmg::violation::broken::{Added, Equipment, Group};
use crate::words::{count, join_names};

/// Equipment.
pub(super) fn equipment(said: &Equipment) -> String {
    match said {
        Equipment::Unknown { id, carrier } => format!(
            "'{}' on {carrier} is not in the equipment catalog.",
            shorten(id)
        ),
        Equipment::Twice { carrier, item } => format!("{carrier} carries {item} twice."),
        Equipment::Affiliation {
            item,
            affiliation,
            boss,
        } => format!(
            "{item} is {affiliation} equipment, and the Boss, {boss}, is not {affiliation}."
        ),
        Equipment::Carrier {
            alias,
            rank,
            item,
            for_whom,
        } => {
            let who = match for_whom {
                Some(who) => join_names(who, "or"),
                None => "Henchmen".to_owned(),
            };
            format!(
                "{alias} ({}) cannot carry {item}: it is for {who}.",
                super::rank(*rank)
            )
        }
        Equipment::NeedsTrait {
            alias,
            item,
            traits,
            weapon_traits,
        } => {
            let mut needs = Vec::new();
            if !traits.is_empty() {
                needs.push(format!("the trait {}", join_names(traits, "or")));
            }
            if !weapon_traits.is_empty() {
                needs.push(format!("a weapon with {}", join_names(weapon_traits, "or")));
            }
            format!(
                "{alias} cannot carry {item}: it needs {}.",
                join_names(&needs, "and")
            )
        }
        Equipment::Forbidden {
            alias,
            item,
            trait_name,
        } => format!("{alias} cannot carry {item}: models with {trait_name} may not take it."),
        Equipment::NoEquipment { alias, card, items } => {
            format!("{alias}'s {card}: it buys no equipment, and it carries {items}.")
        }
        Equipment::OneEquipment { alias, card, items } => {
            format!("{alias}'s {card}: it buys one item at most, and it carries {items}.")
        }
        Equipment::Cap {
            item,
            bought,
            cap,
            lists,
        } => {
            let across = if lists.len() > 1 {
                format!(", counted across the {} lists", join_names(lists, "and"))
            } else {
                String::new()
            };
            format!(
                "The crew bought {item} {}; it may buy it {}{across}.",
                times(*bought),
                times(u64::from(*cap))
            )
        }
        Equipment::Needs { item, need } => format!("{item} needs: {need}."),
        Equipment::List {
            list,
            bought,
            items,
            extra,
        } => {
            let may = match extra {
                Some((boss, card)) => format!("2, with {boss}'s {card}"),
                None => "1".to_owned(),
            };
            format!(
                "The crew bought {bought} items of the {list} list ({}); it may buy {may}.",
                join_names(items, "and")
            )
        }
    }
}

/// "once", "3 times".
fn times(n: u64) -> String {
    if n == 1 {
        "once".to_owned()
    } else {
        format!("{n} times")
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
            let how = match group {
                Group::ThreeJokers => "share the trait and join together",
                Group::Dollotrons => "join with it",
            };
            format!(
                "{alias}'s {card}: {} {how}; add {}.",
                aliases(brought, "and"),
                aliases(missing, "and")
            )
        }
        Added::Swarms {
            swarm,
            priests,
            swarms,
        } => format!(
            "Each Void Priest brings a {swarm}: the crew has {} and {}; add {}.",
            count(*priests as u64, "Void Priest", "Void Priests"),
            count(*swarms as u64, swarm, &format!("{swarm}s")),
            priests.saturating_sub(*swarms)
        ),
        Added::LoneSwarm { alias } => format!(
            "{alias}'s Kobra Swarm: never recruited; each comes with a Void Priest, and this one has none."
        ),
        Added::ChoiceNotOffered { alias, key } => format!(
            "{alias} records a choice for '{}', which its card does not offer.",
            shorten(key)
        ),
        Added::UnknownOption { alias, option } => format!(
            "'{}' is no option of {alias}'s I Will Break You: choose one of its three.",
            shorten(option)
        ),
    }
}
