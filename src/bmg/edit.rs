//! Editing a crew by the cards: adding a model with what its card brings along and
//! the Boss role when the crew has none, removing a model with what came with it, the
//! ranks and choices a model is offered, and which models could join. The builder and
//! the command line both edit crews through these, and the preview of what an
//! addition would break uses the same crew check as everything else.

use super::catalog::{Catalog, Rank};
use super::crew::{Crew, Member};
use super::traits::{CrewTrait, Keyword};
use super::validate::{Report, Scope, ranks_open_to, validate_in};
use super::violation::{Code, Violation};

/// The ranks the model at catalog position `model` may fill in `crew`, checked as
/// `report`: its printed ranks, and those its card opens there (Contractor, Affinity
/// through a model in the crew without an Affinity of its own).
pub fn ranks_for(crew: &Crew, catalog: &Catalog, report: &Report, model: usize) -> Vec<Rank> {
    let others: Vec<usize> = crew
        .members
        .iter()
        .enumerate()
        .filter(|(i, _)| !report.member(*i).is_some_and(|m| m.joined_through_affinity))
        .filter_map(|(_, m)| catalog.model_index(&m.model))
        .collect();
    ranks_open_to(catalog, model, &others)
}

/// The ranks the model at catalog position `model` may fill beside every model of
/// `crew`, chains of Affinity included: what an edit accepts before the check, which
/// has the last word.
fn ranks_beside(crew: &Crew, catalog: &Catalog, model: usize) -> Vec<Rank> {
    let others: Vec<usize> = crew
        .members
        .iter()
        .filter_map(|m| catalog.model_index(&m.model))
        .collect();
    ranks_open_to(catalog, model, &others)
}

/// Why the model at catalog position `model` is never recruited by hand, if it is not.
pub fn unrecruitable(catalog: &Catalog, model: usize) -> Option<Unrecruitable> {
    catalog
        .model_rules(model)
        .traits
        .iter()
        .find_map(|t| match t.rule {
            CrewTrait::Unrecruitable => Some(Unrecruitable::Brought(t.printed.clone())),
            CrewTrait::KobraSwarm => Some(Unrecruitable::Swarm(t.printed.clone())),
            _ => None,
        })
}

/// Why a model is never recruited (said by `words::rules::unrecruitable`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unrecruitable {
    /// Another card brings it into play: the trait that says so, as printed.
    Brought(String),
    /// A Kobra Swarm, which each Void Priest brings: its trait as printed.
    Swarm(String),
}

/// Adds the model at catalog position `model` in `rank` (its first rank if it cannot
/// fill that one), with every model its card brings along, and makes it the Boss when
/// the crew has none and it may lead. Returns the crew positions of the new members,
/// the model first.
pub fn add_member(crew: &mut Crew, catalog: &Catalog, model: usize, rank: Rank) -> Vec<usize> {
    let printed = &catalog.model_at(model).ranks;
    let rank = if ranks_beside(crew, catalog, model).contains(&rank) {
        rank
    } else {
        printed.first().copied().unwrap_or(rank)
    };
    let rules = catalog.model_rules(model);
    let start = crew.members.len();
    let mut member = Member::new(catalog.model_at(model).id.clone(), rank);
    let no_boss = !crew.members.iter().any(|m| m.boss);
    let has_leader = crew.members.iter().any(|m| m.rank == Rank::Leader);
    let may_lead = !rules.has(|r| matches!(r, CrewTrait::Treacherous));
    if no_boss && may_lead && (rank == Rank::Leader || (rank == Rank::Sidekick && !has_leader)) {
        member.boss = true;
    }
    crew.members.push(member);
    let in_crew = |crew: &Crew, other: usize| {
        let id = &catalog.model_at(other).id;
        crew.members.iter().any(|m| &m.model == id)
    };
    for t in &rules.traits {
        let brought = match &t.rule {
            CrewTrait::ThreeJokers(models) | CrewTrait::Dollotrons(models) => models,
            _ => continue,
        };
        for &other in brought {
            if other != model && !in_crew(crew, other) {
                push_first_rank(crew, catalog, other);
            }
        }
    }
    if rules.keywords.has(Keyword::VoidPriest)
        && let Some(swarm) = kobra_swarm(catalog)
    {
        push_first_rank(crew, catalog, swarm);
    }
    (start..crew.members.len()).collect()
}

/// Adds the model at catalog position `model` in its first printed rank.
fn push_first_rank(crew: &mut Crew, catalog: &Catalog, model: usize) {
    let m = catalog.model_at(model);
    let rank = m.ranks.first().copied().unwrap_or(Rank::Henchman);
    crew.members.push(Member::new(m.id.clone(), rank));
}

/// The catalog position of the model each Void Priest brings.
fn kobra_swarm(catalog: &Catalog) -> Option<usize> {
    (0..catalog.models().len()).find(|&i| {
        catalog
            .model_rules(i)
            .has(|r| matches!(r, CrewTrait::KobraSwarm))
    })
}

/// The member whose card brought the member at `index` along (Professor Pyg for a
/// Dollotron, a Void Priest for a Kobra Swarm), if any: it leaves only with that one.
pub fn brought_by(crew: &Crew, catalog: &Catalog, index: usize) -> Option<usize> {
    let model = catalog.model_index(&crew.members.get(index)?.model)?;
    let positions = |crew: &Crew| {
        crew.members
            .iter()
            .enumerate()
            .filter_map(|(i, m)| Some((i, catalog.model_index(&m.model)?)))
            .collect::<Vec<_>>()
    };
    if catalog
        .model_rules(model)
        .has(|r| matches!(r, CrewTrait::KobraSwarm))
    {
        let all = positions(crew);
        let swarms = all
            .iter()
            .filter(|&&(_, m)| {
                catalog
                    .model_rules(m)
                    .has(|r| matches!(r, CrewTrait::KobraSwarm))
            })
            .count();
        let priests: Vec<usize> = all
            .iter()
            .filter(|&&(_, m)| catalog.model_rules(m).keywords.has(Keyword::VoidPriest))
            .map(|&(i, _)| i)
            .collect();
        // A swarm beyond the priests' came with none: it leaves on its own.
        return (swarms <= priests.len())
            .then(|| priests.last().copied())
            .flatten();
    }
    positions(crew).into_iter().find_map(|(i, m)| {
        catalog
            .model_rules(m)
            .traits
            .iter()
            .find_map(|t| match &t.rule {
                CrewTrait::Dollotrons(brought)
                    if i != index && brought.binary_search(&model).is_ok() =>
                {
                    Some(i)
                }
                _ => None,
            })
    })
}

/// The crew positions of the members that leave with the member at `index`: itself,
/// the Three Jokers together, Professor Pyg with his Dollotrons, a Void Priest with a
/// Kobra Swarm. Sorted.
pub fn group_of(crew: &Crew, catalog: &Catalog, index: usize) -> Vec<usize> {
    if index >= crew.members.len() {
        return Vec::new();
    }
    let lead = brought_by(crew, catalog, index).unwrap_or(index);
    let mut group = vec![index, lead];
    let Some(model) = catalog.model_index(&crew.members[lead].model) else {
        group.dedup();
        return group;
    };
    let holding = |wanted: &[usize]| {
        crew.members
            .iter()
            .enumerate()
            .filter(|(_, m)| {
                catalog
                    .model_index(&m.model)
                    .is_some_and(|i| wanted.binary_search(&i).is_ok())
            })
            .map(|(i, _)| i)
            .collect::<Vec<usize>>()
    };
    let rules = catalog.model_rules(model);
    for t in &rules.traits {
        if let CrewTrait::ThreeJokers(models) | CrewTrait::Dollotrons(models) = &t.rule {
            group.extend(holding(models));
        }
    }
    if rules.keywords.has(Keyword::VoidPriest)
        && let Some(swarm) = kobra_swarm(catalog)
        && !group
            .iter()
            .any(|&i| catalog.model_index(&crew.members[i].model) == Some(swarm))
        && let Some(last) = holding(&[swarm]).last()
    {
        group.push(*last);
    }
    group.sort_unstable();
    group.dedup();
    group
}

/// Removes the member at `index` and every member that leaves with it
/// ([`group_of`]); returns the crew positions removed, in order.
pub fn remove_member(crew: &mut Crew, catalog: &Catalog, index: usize) -> Vec<usize> {
    let group = group_of(crew, catalog, index);
    for &i in group.iter().rev() {
        crew.members.remove(i);
    }
    group
}

/// The rules adding the model at catalog position `model` in `rank` (with what its
/// card brings) would break that the crew does not break already: the crew check of
/// the crew with it, deck rules aside.
pub fn preview_addition(
    crew: &Crew,
    catalog: &Catalog,
    model: usize,
    rank: Rank,
    now: &[Violation],
) -> Vec<Violation> {
    let mut trial = crew.clone();
    let added = add_member(&mut trial, catalog, model, rank);
    validate_in(&trial, catalog, Scope::CrewOnly)
        .violations
        .into_iter()
        .filter(|v| {
            v.members.iter().any(|m| added.contains(m))
                && !now
                    .iter()
                    .any(|old| old.code == v.code && old.said == v.said)
        })
        .collect()
}

/// For each catalog model, the ranks in which it could join the crew (none: it
/// cannot): it is recruitable, and in that rank it breaks no rule the crew does not
/// break already, its cost aside (a player may want to see a model the budget cannot
/// take yet).
///
/// Each model is a crew check of its own: the catalog is shared out among the
/// processor's cores (an edit in the builder waits for the answer, within a frame).
pub fn joinable(crew: &Crew, catalog: &Catalog) -> Vec<Vec<Rank>> {
    let report = validate_in(crew, catalog, Scope::CrewOnly);
    let now = &report.violations;
    let ranks = |model: usize| -> Vec<Rank> {
        if unrecruitable(catalog, model).is_some() {
            return Vec::new();
        }
        ranks_for(crew, catalog, &report, model)
            .into_iter()
            .filter(|&rank| {
                preview_addition(crew, catalog, model, rank, now)
                    .iter()
                    .all(|v| matches!(v.code, Code::Reputation | Code::Funding))
            })
            .collect()
    };
    let models = catalog.models().len();
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let share = models.div_ceil(cores.max(1)).max(1);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..models)
            .step_by(share)
            .map(|start| {
                let ranks = &ranks;
                let end = (start + share).min(models);
                let worker = scope.spawn(move || (start..end).map(ranks).collect::<Vec<_>>());
                (end - start, worker)
            })
            .collect();
        workers
            .into_iter()
            // A worker that panicked answers "cannot join" for each model of its share,
            // rather than take the builder down (the crew check never panics on
            // catalog data), and every answer keeps its model's place.
            .flat_map(|(count, worker)| worker.join().unwrap_or_else(|_| vec![Vec::new(); count]))
            .collect()
    })
}

/// Records the option picked for a card's recruit-time choice on the member at
/// `index`; `None` clears it. Returns whether the crew changed.
pub fn set_choice(crew: &mut Crew, index: usize, key: &str, option: Option<&str>) -> bool {
    let Some(member) = crew.members.get_mut(index) else {
        return false;
    };
    let before = member.choices.get(key).cloned();
    match option {
        Some(option) => {
            member.choices.insert(key.to_owned(), option.to_owned());
        }
        None => {
            member.choices.remove(key);
        }
    }
    member.choices.get(key).cloned() != before
}
