//! Characters, copies and rank slots, in a player's words.

use super::{all, rank_nouns};
use crate::bmg::violation::broken::{Character, SlotLimit, Slots};
use crate::words::{count, join_names};

/// Characters, copies and rank slots.
pub(super) fn slots(said: &Slots) -> String {
    match said {
        Slots::SameCharacter { aliases, character } => {
            let what = match character {
                Character::Alias(alias) => format!("the alias {alias}"),
                Character::Name(name) => name.clone(),
            };
            format!(
                "{} are {} {what}: a crew may hold each character once.",
                join_names(aliases, "and"),
                all(aliases.len())
            )
        }
        Slots::Copies {
            alias,
            card,
            allowed,
            count: copies,
        } => format!(
            "{alias}'s {card}: recruited {} at most in a crew; it is in this one {copies} times.",
            count(*allowed, "time", "times")
        ),
        Slots::Speedsters(names) => format!(
            "A crew recruits one Speedster; {} are {} Speedsters.",
            join_names(names, "and"),
            all(names.len())
        ),
        Slots::Elites { count, kind } => format!(
            "The crew holds {count} Elite ({kind}) models: one only, unless an Elite Boss ({kind}) joins it."
        ),
        Slots::RankNotOnCard { alias, rank, open } => {
            let ranks: Vec<&str> = open.iter().map(|&r| super::rank(r)).collect();
            format!(
                "{alias} cannot be fielded as a {}: its card allows {}.",
                super::rank(*rank),
                join_names(&ranks, "or")
            )
        }
        Slots::Over {
            rank,
            count: held,
            allowed,
            why,
        } => {
            let (one, many) = rank_nouns(*rank);
            let why = match why {
                SlotLimit::Fixed => String::new(),
                SlotLimit::BesideLeader => " (2 only when there is no Leader)".to_owned(),
                SlotLimit::Reputation {
                    limit,
                    charismatic: true,
                } => format!(" at {limit} Rep with a Charismatic model"),
                SlotLimit::Reputation { limit, .. } => format!(" at {limit} Rep"),
            };
            format!(
                "The crew has {}; it may hold {}{why}.",
                count(*held, one, many),
                count(*allowed, one, many)
            )
        }
    }
}
