//! Checks a crew against every crew-building rule (see ../shared/rules/NOTES.md).
//!
//! Rule violations are values: each has a stable [`Code`], a message a player
//! understands, and the positions of the members involved. The report also carries the
//! running totals the builder shows: Rep, $, and each rank against its allowance.

use super::catalog::{Catalog, Model, Rank, UNKNOWN_AFFILIATION};
use super::crew::{Crew, MAX_REPUTATION, free_agent_slots, funding_for};
use super::equipment::CrewNeed;
use std::fmt;

/// The stable identifier of a broken rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Code {
    /// A member's model id is not in the catalog.
    UnknownModel,
    /// No member, or more than one, is marked as Boss.
    NoBoss,
    /// The Boss is not a Leader (or a Sidekick in a crew without a Leader).
    BossRank,
    /// A member shares no affiliation with the Boss.
    Affiliation,
    /// A member shares the crew with a model of one of its rival affiliations.
    Rival,
    /// Two members are the same character.
    DuplicateIdentity,
    /// A member fills a rank its card does not have.
    RankInvalid,
    /// More than one Leader.
    RankLeader,
    /// Too many Sidekicks.
    RankSidekick,
    /// Too many Free Agents for the Reputation limit.
    RankFreeAgent,
    /// Too many Vehicles for the Reputation limit.
    RankVehicle,
    /// Rep spent above the limit, or a limit out of range.
    Reputation,
    /// $ spent above the Funding.
    Funding,
    /// An equipment item that is unknown, unaffordable by rule, or on the wrong carrier.
    Equipment,
    /// A member's `requires_one_of` is not met.
    Requires,
    /// A member shares the crew with a model it may not join.
    CannotJoinWith,
    /// An Eternal profile in a crew that does not allow them.
    Eternal,
    /// The crew names a ruleset the catalog does not have.
    Ruleset,
}

impl Code {
    /// The code as written in reports and JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Code::UnknownModel => "unknown-model",
            Code::NoBoss => "no-boss",
            Code::BossRank => "boss-rank",
            Code::Affiliation => "affiliation",
            Code::Rival => "rival",
            Code::DuplicateIdentity => "duplicate-identity",
            Code::RankInvalid => "rank-invalid",
            Code::RankLeader => "rank-leader",
            Code::RankSidekick => "rank-sidekick",
            Code::RankFreeAgent => "rank-free-agent",
            Code::RankVehicle => "rank-vehicle",
            Code::Reputation => "reputation",
            Code::Funding => "funding",
            Code::Equipment => "equipment",
            Code::Requires => "requires",
            Code::CannotJoinWith => "cannot-join-with",
            Code::Eternal => "eternal",
            Code::Ruleset => "ruleset",
        }
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One broken rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// Which rule.
    pub code: Code,
    /// What is wrong, in a player's words.
    pub message: String,
    /// Positions in `crew.members` of the members involved.
    pub members: Vec<usize>,
}

/// How many members fill a rank, against what the crew may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RankCount {
    /// The rank.
    pub rank: Rank,
    /// Members filling it.
    pub count: u32,
    /// How many the crew may hold; `None` for any number.
    pub allowed: Option<u32>,
}

/// The outcome of checking a crew.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// Rep spent on models and equipment.
    pub reputation_used: u32,
    /// The crew's Reputation limit.
    pub reputation_limit: u32,
    /// $ spent on models and equipment.
    pub funding_used: u32,
    /// $ the Reputation limit grants.
    pub funding_available: u32,
    /// Each rank in [`Rank::ALL`] order.
    pub ranks: Vec<RankCount>,
    /// Every broken rule.
    pub violations: Vec<Violation>,
}

impl Report {
    /// Whether the crew breaks no rule.
    pub fn is_valid(&self) -> bool {
        self.violations.is_empty()
    }

    /// The violations that involve the member at `index`.
    pub fn violations_of(&self, index: usize) -> impl Iterator<Item = &Violation> {
        self.violations
            .iter()
            .filter(move |v| v.members.contains(&index))
    }

    /// The count line for `rank`.
    pub fn rank(&self, rank: Rank) -> RankCount {
        self.ranks
            .iter()
            .copied()
            .find(|r| r.rank == rank)
            .unwrap_or(RankCount {
                rank,
                count: 0,
                allowed: None,
            })
    }
}

/// A crew member with its catalog entry, when the id is known.
struct Resolved<'a> {
    index: usize,
    catalog_index: usize,
    model: &'a Model,
    rank: Rank,
}

/// Joins names as a player would write them: "A", "A and B", "A, B and C".
fn join_names<S: AsRef<str>>(names: &[S], last: &str) -> String {
    match names {
        [] => String::new(),
        [only] => only.as_ref().to_owned(),
        [init @ .., tail] => {
            let head: Vec<&str> = init.iter().map(AsRef::as_ref).collect();
            format!("{} {last} {}", head.join(", "), tail.as_ref())
        }
    }
}

fn plural(count: u32, one: &str, many: &str) -> String {
    if count == 1 {
        format!("1 {one}")
    } else {
        format!("{count} {many}")
    }
}

/// Checks `crew` against every crew-building rule.
pub fn validate(crew: &Crew, catalog: &Catalog) -> Report {
    let mut violations = Vec::new();
    let mut push = |code, message: String, members: Vec<usize>| {
        violations.push(Violation {
            code,
            message,
            members,
        });
    };

    if catalog.ruleset(&crew.ruleset).is_none() {
        let known: Vec<&str> = catalog.rulesets().iter().map(|r| r.id.as_str()).collect();
        push(
            Code::Ruleset,
            format!(
                "The crew is set for the ruleset '{}', which this catalog does not have ({}).",
                crew.ruleset,
                join_names(&known, "or")
            ),
            Vec::new(),
        );
    }

    let mut resolved = Vec::with_capacity(crew.members.len());
    for (index, member) in crew.members.iter().enumerate() {
        match catalog.model_index(&member.model) {
            Some(catalog_index) => resolved.push(Resolved {
                index,
                catalog_index,
                model: catalog.model_at(catalog_index),
                rank: member.rank,
            }),
            None => push(
                Code::UnknownModel,
                format!(
                    "'{}' is not in the catalog: the member is kept, but cannot be checked.",
                    member.model
                ),
                vec![index],
            ),
        }
    }

    // Boss
    let bosses: Vec<usize> = (0..crew.members.len())
        .filter(|&i| crew.members[i].boss)
        .collect();
    let has_leader = crew.members.iter().any(|m| m.rank == Rank::Leader);
    let boss = match bosses.as_slice() {
        [] => {
            push(
                Code::NoBoss,
                "Choose a Boss: the crew's Leader, or a Sidekick if it has no Leader.".to_owned(),
                Vec::new(),
            );
            None
        }
        [one] => resolved.iter().find(|r| r.index == *one),
        many => {
            let names: Vec<String> = many
                .iter()
                .map(|&i| member_name(crew, catalog, i))
                .collect();
            push(
                Code::NoBoss,
                format!(
                    "A crew has one Boss, but {} are all marked as Boss.",
                    join_names(&names, "and")
                ),
                many.to_vec(),
            );
            None
        }
    };
    if let Some(boss) = boss {
        let ok = boss.rank == Rank::Leader || (boss.rank == Rank::Sidekick && !has_leader);
        if !ok {
            let message = if boss.rank == Rank::Sidekick {
                format!(
                    "{} is a Sidekick, but the crew has a Leader: the Leader must be the Boss.",
                    boss.model.alias
                )
            } else {
                format!(
                    "{} fills the {} rank: the Boss must be a Leader, or a Sidekick when the crew has no Leader.",
                    boss.model.alias, boss.rank
                )
            };
            let mut members = vec![boss.index];
            members.extend(
                crew.members
                    .iter()
                    .enumerate()
                    .filter(|(_, m)| boss.rank == Rank::Sidekick && m.rank == Rank::Leader)
                    .map(|(i, _)| i),
            );
            push(Code::BossRank, message, members);
        }
    }

    // Affiliation with the Boss
    if let Some(boss) = boss {
        let boss_affiliations = &boss.model.affiliations;
        for member in resolved.iter().filter(|r| r.index != boss.index) {
            let shares = member.model.has_affiliation(UNKNOWN_AFFILIATION)
                || member
                    .model
                    .affiliations
                    .iter()
                    .any(|a| boss_affiliations.contains(a));
            if !shares {
                push(
                    Code::Affiliation,
                    format!(
                        "{} [{}] shares no affiliation with the Boss, {} [{}].",
                        member.model.alias,
                        member.model.affiliations.join(", "),
                        boss.model.alias,
                        boss_affiliations.join(", ")
                    ),
                    vec![member.index],
                );
            }
        }
    }

    // Rivals
    for member in &resolved {
        for rival in &member.model.rivals {
            let others: Vec<&Resolved> = resolved
                .iter()
                .filter(|o| o.index != member.index && o.model.has_affiliation(rival))
                .collect();
            if others.is_empty() {
                continue;
            }
            let names: Vec<&str> = others.iter().map(|o| o.model.alias.as_str()).collect();
            let mut members = vec![member.index];
            members.extend(others.iter().map(|o| o.index));
            push(
                Code::Rival,
                format!(
                    "{} has {rival} as a rival and will not share a crew with {rival} models: {}.",
                    member.model.alias,
                    join_names(&names, "and")
                ),
                members,
            );
        }
    }

    // Identity
    let mut seen = vec![false; resolved.len()];
    for (a, first) in resolved.iter().enumerate() {
        if seen[a] {
            continue;
        }
        let identity = first.model.identity();
        let same: Vec<usize> = (a..resolved.len())
            .filter(|&b| resolved[b].model.identity().eq_ignore_ascii_case(identity))
            .collect();
        if same.len() > 1 {
            for &b in &same {
                seen[b] = true;
            }
            let aliases: Vec<&str> = same
                .iter()
                .map(|&b| resolved[b].model.alias.as_str())
                .collect();
            let what = if crate::bmg::names::is_hidden_name(&first.model.name) {
                format!("the alias {identity}")
            } else {
                identity.to_owned()
            };
            let all = if aliases.len() == 2 { "both" } else { "all" };
            push(
                Code::DuplicateIdentity,
                format!(
                    "{} are {all} {what}: a crew may hold each character once.",
                    join_names(&aliases, "and")
                ),
                same.iter().map(|&b| resolved[b].index).collect(),
            );
        }
    }

    // Ranks
    for member in &resolved {
        if !member.model.ranks.contains(&member.rank) {
            let ranks: Vec<&str> = member.model.ranks.iter().map(|r| r.label()).collect();
            push(
                Code::RankInvalid,
                format!(
                    "{} cannot be fielded as a {}: its card allows {}.",
                    member.model.alias,
                    member.rank,
                    join_names(&ranks, "or")
                ),
                vec![member.index],
            );
        }
    }
    let limit = crew.reputation_limit;
    let extra_slots = free_agent_slots(limit);
    let ranks: Vec<RankCount> = Rank::ALL
        .into_iter()
        .map(|rank| {
            let count = crew.members.iter().filter(|m| m.rank == rank).count() as u32;
            let allowed = match rank {
                Rank::Leader => Some(1),
                Rank::Sidekick => Some(if has_leader { 1 } else { 2 }),
                Rank::FreeAgent | Rank::Vehicle => Some(extra_slots),
                Rank::Henchman => None,
            };
            RankCount {
                rank,
                count,
                allowed,
            }
        })
        .collect();
    for slot in &ranks {
        let Some(allowed) = slot.allowed else {
            continue;
        };
        if slot.count <= allowed {
            continue;
        }
        let members: Vec<usize> = (0..crew.members.len())
            .filter(|&i| crew.members[i].rank == slot.rank)
            .collect();
        let (code, one, many, why) = match slot.rank {
            Rank::Leader => (Code::RankLeader, "Leader", "Leaders", String::new()),
            Rank::Sidekick => (
                Code::RankSidekick,
                "Sidekick",
                "Sidekicks",
                if has_leader {
                    " (2 only when there is no Leader)".to_owned()
                } else {
                    String::new()
                },
            ),
            Rank::FreeAgent => (
                Code::RankFreeAgent,
                "Free Agent",
                "Free Agents",
                format!(" at {limit} Rep"),
            ),
            Rank::Vehicle => (
                Code::RankVehicle,
                "Vehicle",
                "Vehicles",
                format!(" at {limit} Rep"),
            ),
            Rank::Henchman => continue,
        };
        push(
            code,
            format!(
                "The crew has {}; it may hold {}{why}.",
                plural(slot.count, one, many),
                plural(allowed, one, many)
            ),
            members,
        );
    }

    // Reputation and Funding
    let mut reputation_used: u32 = 0;
    let mut funding_used: u32 = 0;
    let mut paying = Vec::new();
    for (index, member) in crew.members.iter().enumerate() {
        let mut cost = (0u32, 0u32);
        if let Some(model) = catalog.model(&member.model) {
            cost = (model.reputation, model.funding);
        }
        for item in member
            .equipment
            .iter()
            .filter_map(|id| catalog.equipment_item(id))
        {
            cost.0 = cost.0.saturating_add(item.reputation);
            cost.1 = cost.1.saturating_add(item.funding);
        }
        reputation_used = reputation_used.saturating_add(cost.0);
        funding_used = funding_used.saturating_add(cost.1);
        if cost.1 > 0 {
            paying.push(index);
        }
    }
    let funding_available = funding_for(limit);
    if limit == 0 || limit > MAX_REPUTATION {
        push(
            Code::Reputation,
            format!("The Reputation limit must be between 1 and {MAX_REPUTATION}; it is {limit}."),
            Vec::new(),
        );
    } else if reputation_used > limit {
        push(
            Code::Reputation,
            format!(
                "The crew costs {reputation_used} Rep, {} over the {limit} Rep limit.",
                reputation_used - limit
            ),
            (0..crew.members.len()).collect(),
        );
    }
    if funding_used > funding_available {
        push(
            Code::Funding,
            format!(
                "The crew spends ${funding_used}, ${} over the ${funding_available} Funding of a {limit} Rep game.",
                funding_used - funding_available
            ),
            paying,
        );
    }

    check_equipment(crew, catalog, &resolved, boss, &mut push);

    // Requires / cannot join with
    let in_crew = |id: &str| resolved.iter().find(|r| r.model.id == id);
    for member in &resolved {
        let required = &member.model.requires_one_of;
        if !required.is_empty() && !required.iter().any(|id| in_crew(id).is_some()) {
            let names: Vec<&str> = required
                .iter()
                .map(|id| catalog.model(id).map_or(id.as_str(), |m| m.alias.as_str()))
                .collect();
            push(
                Code::Requires,
                format!(
                    "{} can only join a crew with {}.",
                    member.model.alias,
                    join_names(&names, "or")
                ),
                vec![member.index],
            );
        }
        for id in &member.model.cannot_join_with {
            if let Some(other) = in_crew(id) {
                push(
                    Code::CannotJoinWith,
                    format!(
                        "{} cannot join a crew with {}.",
                        member.model.alias, other.model.alias
                    ),
                    vec![member.index, other.index],
                );
            }
        }
    }

    // Eternal
    if !crew.eternal {
        for member in resolved.iter().filter(|r| r.model.eternal) {
            push(
                Code::Eternal,
                format!(
                    "{} is an Eternal (legacy) profile: allow Eternal profiles for this crew, or pick a current profile.",
                    member.model.alias
                ),
                vec![member.index],
            );
        }
    }

    Report {
        reputation_used,
        reputation_limit: limit,
        funding_used,
        funding_available,
        ranks,
        violations,
    }
}

/// The alias of the member at `index`, or its raw id when the catalog lacks it.
fn member_name(crew: &Crew, catalog: &Catalog, index: usize) -> String {
    let id = &crew.members[index].model;
    catalog
        .model(id)
        .map_or_else(|| id.clone(), |m| m.alias.clone())
}

fn check_equipment(
    crew: &Crew,
    catalog: &Catalog,
    resolved: &[Resolved<'_>],
    boss: Option<&Resolved<'_>>,
    push: &mut impl FnMut(Code, String, Vec<usize>),
) {
    // (equipment position, carrier member positions), in first-bought order.
    let mut bought: Vec<(usize, Vec<usize>)> = Vec::new();
    for (index, member) in crew.members.iter().enumerate() {
        let carrier = resolved.iter().find(|r| r.index == index);
        let carrier_name = member_name(crew, catalog, index);
        for (n, id) in member.equipment.iter().enumerate() {
            let Some(position) = catalog.equipment_index(id) else {
                push(
                    Code::Equipment,
                    format!("'{id}' on {carrier_name} is not in the equipment catalog."),
                    vec![index],
                );
                continue;
            };
            let item = &catalog.equipment()[position];
            if member.equipment[..n].contains(id) {
                push(
                    Code::Equipment,
                    format!("{carrier_name} carries {} twice.", item.name),
                    vec![index],
                );
            }
            match bought.iter_mut().find(|(p, _)| *p == position) {
                Some((_, carriers)) => carriers.push(index),
                None => bought.push((position, vec![index])),
            }
            if let Some(boss) = boss
                && !boss.model.has_affiliation(&item.affiliation)
            {
                push(
                    Code::Equipment,
                    format!(
                        "{} is {} equipment, and the Boss, {}, is not {}.",
                        item.name, item.affiliation, boss.model.alias, item.affiliation
                    ),
                    vec![index],
                );
            }
            let Some(carrier) = carrier else { continue };
            let rules = catalog.equipment_rules(position);
            if !rules.allows_carrier(carrier.catalog_index, carrier.rank) {
                let who = if rules.carriers.is_empty() {
                    "Henchmen".to_owned()
                } else {
                    let mut who: Vec<&str> = item.for_models.iter().map(String::as_str).collect();
                    who.extend(
                        item.requires_in_crew
                            .iter()
                            .filter_map(|r| r.strip_prefix("Only "))
                            .flat_map(|r| r.split('/')),
                    );
                    join_names(&who, "or")
                };
                push(
                    Code::Equipment,
                    format!(
                        "{} ({}) cannot carry {}: it is for {who}.",
                        carrier.model.alias, carrier.rank, item.name
                    ),
                    vec![index],
                );
            }
            if item.carrier_lacks_trait(carrier.model) {
                push(
                    Code::Equipment,
                    format!(
                        "{} cannot carry {}: it needs the trait {}.",
                        carrier.model.alias,
                        item.name,
                        join_names(&item.carrier_needs_trait, "or")
                    ),
                    vec![index],
                );
            }
            if let Some(t) = item.forbidding_trait(carrier.model) {
                push(
                    Code::Equipment,
                    format!(
                        "{} cannot carry {}: models with {t} may not take it.",
                        carrier.model.alias, item.name
                    ),
                    vec![index],
                );
            }
        }
    }
    for (position, carriers) in bought {
        let item = &catalog.equipment()[position];
        let count = carriers.len() as u32;
        if count > item.max_per_crew {
            push(
                Code::Equipment,
                format!(
                    "The crew bought {count} {}; it may buy {}.",
                    item.name, item.max_per_crew
                ),
                carriers.clone(),
            );
        }
        for need in &catalog.equipment_rules(position).needs {
            let (met, text) = match need {
                CrewNeed::AnyOf { text, models } => (
                    resolved
                        .iter()
                        .any(|r| models.binary_search(&r.catalog_index).is_ok()),
                    text,
                ),
                CrewNeed::BossIs { text, models } => (
                    boss.is_some_and(|b| models.binary_search(&b.catalog_index).is_ok()),
                    text,
                ),
            };
            if !met {
                push(
                    Code::Equipment,
                    format!("{} needs: {text}.", item.name),
                    carriers.clone(),
                );
            }
        }
    }
}
