//! Characters, copies and rank slots, in a player's words.

use super::rank_count;
use crate::bmg::violation::broken::{Character, SlotLimit, Slots};
use crate::words::{join_names, numbers, tr};

/// Characters, copies and rank slots.
pub(super) fn slots(said: &Slots) -> String {
    match said {
        // The same profile more than once: said so, not "Joker and Joker are both".
        Slots::SameCharacter { aliases, .. }
            if aliases.len() > 1 && aliases.iter().all(|a| *a == aliases[0]) =>
        {
            tr!(
                "rules-slots-twice",
                alias = aliases[0].as_str(),
                count = aliases.len()
            )
        }
        Slots::SameCharacter { aliases, character } => {
            let what = match character {
                Character::Alias(alias) => tr!("rules-slots-alias", alias = alias.as_str()),
                Character::Name(name) => name.clone(),
            };
            tr!(
                "rules-slots-same-character",
                names = join_names(aliases, &tr!("and")),
                count = aliases.len(),
                what = what
            )
        }
        Slots::Copies {
            alias,
            card,
            allowed,
            count: copies,
        } => {
            let copies = *copies;
            tr!(
                "rules-slots-copies",
                alias = alias.as_str(),
                card = card.as_str(),
                allowed = u64::from(*allowed),
                copies = copies
            )
        }
        Slots::Speedsters(names) => tr!(
            "rules-slots-speedsters",
            names = join_names(names, &tr!("and")),
            count = names.len()
        ),
        Slots::Elites { count, kind } => {
            let count = *count;
            tr!("rules-slots-elites", count = count, kind = kind.as_str())
        }
        Slots::RankNotOnCard { alias, rank, open } => {
            let ranks: Vec<&str> = open.iter().map(|&r| super::rank(r)).collect();
            tr!(
                "rules-slots-rank-not-on-card",
                alias = alias.as_str(),
                rank = super::rank(*rank),
                ranks = join_names(&ranks, &tr!("or"))
            )
        }
        Slots::Over {
            rank,
            count: held,
            allowed,
            why,
        } => {
            let held = rank_count(*rank, *held);
            let allowed = rank_count(*rank, *allowed);
            match why {
                SlotLimit::Fixed => tr!("rules-slots-over", held = held, allowed = allowed),
                SlotLimit::BesideLeader => {
                    tr!(
                        "rules-slots-over-beside-leader",
                        held = held,
                        allowed = allowed
                    )
                }
                SlotLimit::Reputation {
                    limit,
                    charismatic: true,
                } => tr!(
                    "rules-slots-over-charismatic",
                    held = held,
                    allowed = allowed,
                    limit = numbers::integer(*limit)
                ),
                SlotLimit::Reputation { limit, .. } => tr!(
                    "rules-slots-over-reputation",
                    held = held,
                    allowed = allowed,
                    limit = numbers::integer(*limit)
                ),
            }
        }
    }
}
