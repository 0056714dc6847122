//! How many of a kind a crew holds: each character once (cards allow copies), Elite
//! groups and Speedsters, the ranks each model may fill, and the rank slots.

use super::{Checker, CrewSaid, Member, Note, RankCount, Topic};
use crate::bmg::catalog::{Catalog, Rank};
use crate::bmg::crew::free_agent_slots;
use crate::bmg::names;
use crate::bmg::traits::{CrewTrait, EliteType};
use crate::bmg::violation::Code;
use crate::bmg::violation::broken::{self, Character, SlotLimit};

/// The ranks the model at catalog position `model` may fill in a crew holding the
/// models `others` (catalog positions, leaving out those in it only through an
/// Affinity): its printed ranks, the Leader rank for a Contractor, and the Free Agent
/// rank for an Affinity carrier whose model is there.
pub fn ranks_open_to(catalog: &Catalog, model: usize, others: &[usize]) -> Vec<Rank> {
    let mut ranks = catalog.model_at(model).ranks.clone();
    let mut open = |rank: Rank| {
        if !ranks.contains(&rank) {
            ranks.push(rank);
        }
    };
    for t in &catalog.model_rules(model).traits {
        match &t.rule {
            CrewTrait::Contractor(_) => open(Rank::Leader),
            CrewTrait::Affinity(targets)
                if others.iter().any(|o| targets.binary_search(o).is_ok()) =>
            {
                open(Rank::FreeAgent)
            }
            _ => {}
        }
    }
    ranks
}

impl Checker<'_, '_> {
    /// No two members are the same character (Name, or Alias for hidden names; Alias
    /// alone where the affiliation allows shared Names). Copies of a profile whose card
    /// allows them count as one here, and the cards' limits are checked in
    /// [`Checker::copies`].
    pub(super) fn identities(&mut self) {
        let view = self.view;
        let same_name = self.rule.is_some_and(|r| r.same_name);
        // (identity, profile, crew positions of the member and its allowed copies)
        let mut entries: Vec<(usize, usize, Vec<usize>)> = Vec::new();
        for m in &view.members {
            let key = if same_name {
                m.rules.alias
            } else {
                m.rules.character
            };
            let repeatable = m.has(|r| matches!(r, CrewTrait::Copies(_) | CrewTrait::KobraSwarm));
            match entries
                .iter_mut()
                .find(|(_, profile, _)| repeatable && *profile == m.catalog_index)
            {
                Some((_, _, copies)) => copies.push(m.index),
                None => entries.push((key, m.catalog_index, vec![m.index])),
            }
        }
        let mut seen = vec![false; entries.len()];
        for a in 0..entries.len() {
            if seen[a] {
                continue;
            }
            let same: Vec<usize> = (a..entries.len())
                .filter(|&b| entries[b].0 == entries[a].0)
                .collect();
            if same.len() < 2 {
                continue;
            }
            let mut members = Vec::new();
            let mut aliases = Vec::new();
            for &b in &same {
                seen[b] = true;
                members.extend(&entries[b].2);
                aliases.push(view.catalog.model_at(entries[b].1).alias.clone());
            }
            let first = view.catalog.model_at(entries[a].1);
            let character = if same_name || names::is_hidden_name(&first.name) {
                Character::Alias(first.alias.clone())
            } else {
                Character::Name(first.name.clone())
            };
            let said = broken::Slots::SameCharacter { aliases, character };
            self.push(Code::DuplicateIdentity, said, members);
        }
    }

    /// The copies and groups cards limit: Minion (X) and Horde copies of a profile, one
    /// Elite model of a type without its Elite Boss, one Speedster.
    pub(super) fn copies(&mut self) {
        let view = self.view;
        let members = &view.members;
        let mut checked: Vec<usize> = Vec::new();
        for m in members {
            let Some((printed, allowed)) = m.rules.traits.iter().find_map(|t| match t.rule {
                CrewTrait::Copies(n) => Some((t.printed.as_str(), n)),
                _ => None,
            }) else {
                continue;
            };
            if checked.contains(&m.catalog_index) {
                continue;
            }
            checked.push(m.catalog_index);
            let copies: Vec<usize> = members
                .iter()
                .filter(|o| o.catalog_index == m.catalog_index)
                .map(|o| o.index)
                .collect();
            if copies.len() as u64 > u64::from(allowed) {
                let said = broken::Slots::Copies {
                    alias: m.model.alias.clone(),
                    card: printed.to_owned(),
                    allowed,
                    count: copies.len(),
                };
                self.push(Code::TraitCopies, said, copies);
            }
        }
        self.elites();
        let speedsters: Vec<&Member<'_>> = members
            .iter()
            .filter(|m| m.has(|r| matches!(r, CrewTrait::Speedster)))
            .collect();
        if speedsters.len() > 1 {
            let names = speedsters.iter().map(|m| m.model.alias.clone()).collect();
            self.push(
                Code::TraitCopies,
                broken::Slots::Speedsters(names),
                speedsters.iter().map(|m| m.index).collect(),
            );
        }
    }

    /// One Elite model of each type, unless an Elite Boss of the type is in the crew.
    fn elites(&mut self) {
        let view = self.view;
        let types = view.catalog.elite_types();
        let mut by_type: Vec<(EliteType, Vec<usize>)> = Vec::new();
        let mut bosses: Vec<(EliteType, &str, &str)> = Vec::new();
        for m in &view.members {
            for t in &m.rules.traits {
                match t.rule {
                    CrewTrait::Elite(kind) => match by_type.iter_mut().find(|(k, _)| *k == kind) {
                        Some((_, list)) => list.push(m.index),
                        None => by_type.push((kind, vec![m.index])),
                    },
                    CrewTrait::EliteBoss(kind) => {
                        bosses.push((kind, m.model.alias.as_str(), t.printed.as_str()))
                    }
                    _ => {}
                }
            }
        }
        for (kind, list) in by_type {
            let name = types.get(kind).map_or("", String::as_str);
            if let Some((_, carrier, printed)) = bosses.iter().find(|(k, _, _)| *k == kind) {
                let said = CrewSaid::EliteBoss {
                    carrier: (*carrier).to_owned(),
                    card: (*printed).to_owned(),
                    kind: name.to_owned(),
                };
                self.crew_note(Topic::Slots, said);
            } else if list.len() > 1 {
                let said = broken::Slots::Elites {
                    count: list.len(),
                    kind: name.to_owned(),
                };
                self.push(Code::TraitCopies, said, list);
            }
        }
    }

    /// Each member fills a rank its card allows (cards open more: Contractor,
    /// Affinity).
    pub(super) fn ranks_printed(&mut self) {
        let view = self.view;
        for m in &view.members {
            if m.model.ranks.contains(&m.rank) {
                continue;
            }
            // An Affinity opens the Free Agent rank only through a model that is in the
            // crew without an Affinity of its own.
            let others: Vec<usize> = view
                .members
                .iter()
                .filter(|o| o.index != m.index && !self.members[o.index].joined_through_affinity)
                .map(|o| o.catalog_index)
                .collect();
            let open = ranks_open_to(view.catalog, m.catalog_index, &others);
            if !open.contains(&m.rank) {
                let said = broken::Slots::RankNotOnCard {
                    alias: m.model.alias.clone(),
                    rank: m.rank,
                    open,
                };
                self.push(Code::RankInvalid, said, vec![m.index]);
            } else {
                self.note(m.index, Note::Opens(m.rank));
            }
        }
    }

    /// Each rank within its allowance; returns the counts for the report. The Three
    /// Jokers share the Leader slot, a Duo pair in one rank uses one slot, Charismatic
    /// adds a Free Agent slot, and some affiliations lift the limits.
    pub(super) fn rank_slots(&mut self) -> Vec<RankCount> {
        let view = self.view;
        let limit = view.crew.reputation_limit;
        let has_leader = view.members.iter().any(|m| m.rank == Rank::Leader);
        let no_limits = self.rule.is_some_and(|r| r.no_rank_limits);
        let mut counts: Vec<u32> = Rank::ALL
            .iter()
            .map(|&rank| view.crew.members.iter().filter(|m| m.rank == rank).count() as u32)
            .collect();
        let slot = |rank: Rank| Rank::ALL.iter().position(|&r| r == rank).unwrap_or(0);
        let jokers: Vec<usize> = view
            .members
            .iter()
            .filter(|m| m.rank == Rank::Leader && m.has(|r| matches!(r, CrewTrait::ThreeJokers(_))))
            .map(|m| m.index)
            .collect();
        if jokers.len() > 1 {
            counts[slot(Rank::Leader)] -= jokers.len() as u32 - 1;
            for &j in &jokers {
                self.note(j, Note::ThreeJokers);
            }
        }
        for m in &view.members {
            for t in m.rules.find(|r| matches!(r, CrewTrait::Duo(_))) {
                let CrewTrait::Duo(partners) = &t.rule else {
                    continue;
                };
                let partner = view.members.iter().find(|o| {
                    o.index > m.index
                        && o.rank == m.rank
                        && partners.binary_search(&o.catalog_index).is_ok()
                });
                if let Some(o) = partner {
                    counts[slot(m.rank)] = counts[slot(m.rank)].saturating_sub(1);
                    let note = Note::Duo {
                        partner: m.model.alias.clone(),
                        card: t.printed.clone(),
                        rank: m.rank,
                    };
                    self.note(o.index, note);
                }
            }
        }
        let charismatic = view
            .carriers(|r| matches!(r, CrewTrait::Charismatic))
            .next()
            .map(|m| m.model.alias.clone());
        if let Some(carrier) = &charismatic {
            let carrier = carrier.clone();
            self.crew_note(Topic::Slots, CrewSaid::Charismatic { carrier });
        }
        let free_agents = free_agent_slots(limit).saturating_add(u32::from(charismatic.is_some()));
        let ranks: Vec<RankCount> = Rank::ALL
            .into_iter()
            .zip(counts)
            .map(|(rank, count)| RankCount {
                rank,
                count,
                allowed: if no_limits {
                    None
                } else {
                    match rank {
                        Rank::Leader => Some(1),
                        Rank::Sidekick => Some(if has_leader { 1 } else { 2 }),
                        Rank::FreeAgent => Some(free_agents),
                        Rank::Vehicle => Some(free_agent_slots(limit)),
                        Rank::Henchman => None,
                    }
                },
            })
            .collect();
        for slot in &ranks {
            let Some(allowed) = slot.allowed.filter(|&a| slot.count > a) else {
                continue;
            };
            let by_rep = SlotLimit::Reputation {
                limit,
                charismatic: false,
            };
            let (code, why) = match slot.rank {
                Rank::Leader => (Code::RankLeader, SlotLimit::Fixed),
                Rank::Sidekick if has_leader => (Code::RankSidekick, SlotLimit::BesideLeader),
                Rank::Sidekick => (Code::RankSidekick, SlotLimit::Fixed),
                Rank::FreeAgent => (
                    Code::RankFreeAgent,
                    SlotLimit::Reputation {
                        limit,
                        charismatic: charismatic.is_some(),
                    },
                ),
                Rank::Vehicle => (Code::RankVehicle, by_rep),
                Rank::Henchman => continue,
            };
            let said = broken::Slots::Over {
                rank: slot.rank,
                count: slot.count,
                allowed,
                why,
            };
            let members = (0..view.crew.members.len())
                .filter(|&i| view.crew.members[i].rank == slot.rank)
                .collect();
            self.push(code, said, members);
        }
        ranks
    }
}
