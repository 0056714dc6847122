//! Characters, copies and rank slots, in a player's words.

use super::{Mood, in_mood, rank_count};
use crate::bmg::violation::broken::{Character, SlotLimit, Slots};
use crate::words::{join_names, numbers, tr};

/// Characters, copies and rank slots, said in `mood`.
pub(super) fn slots(said: &Slots, mood: Mood) -> String {
    match said {
        // The same profile more than once: said so, not "Joker and Joker are both".
        Slots::SameCharacter { aliases, .. }
            if aliases.len() > 1 && aliases.iter().all(|a| *a == aliases[0]) =>
        {
            in_mood!(
                mood,
                "rules-slots-twice",
                "rules-slots-twice-would",
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
            in_mood!(
                mood,
                "rules-slots-copies",
                "rules-slots-copies-would",
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
            in_mood!(
                mood,
                "rules-slots-elites",
                "rules-slots-elites-would",
                count = count,
                kind = kind.as_str()
            )
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
                SlotLimit::Fixed => in_mood!(
                    mood,
                    "rules-slots-over",
                    "rules-slots-over-would",
                    held = held,
                    allowed = allowed
                ),
                SlotLimit::BesideLeader => in_mood!(
                    mood,
                    "rules-slots-over-beside-leader",
                    "rules-slots-over-beside-leader-would",
                    held = held,
                    allowed = allowed
                ),
                SlotLimit::Reputation {
                    limit,
                    charismatic: true,
                } => in_mood!(
                    mood,
                    "rules-slots-over-charismatic",
                    "rules-slots-over-charismatic-would",
                    held = held,
                    allowed = allowed,
                    limit = numbers::integer(*limit)
                ),
                SlotLimit::Reputation { limit, .. } => in_mood!(
                    mood,
                    "rules-slots-over-reputation",
                    "rules-slots-over-reputation-would",
                    held = held,
                    allowed = allowed,
                    limit = numbers::integer(*limit)
                ),
            }
        }
    }
}
