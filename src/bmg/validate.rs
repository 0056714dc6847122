//! Checks a crew against every crew-building rule (see ../shared/rules/NOTES.md).
//!
//! Rule violations are values: each has a stable [`Code`], a message a player
//! understands, and the positions of the members involved. The report also carries the
//! running totals the builder shows: Rep, $, and each rank against its allowance.

use super::catalog::{Catalog, Model, Rank, UNKNOWN_AFFILIATION};
use super::crew::{Crew, MAX_REPUTATION, free_agent_slots, funding_for};
use super::deck::{self, DeckCounts};
use super::equipment::CrewNeed;
use super::names;
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
    /// The deck does not hold exactly the ruleset's number of cards.
    DeckSize,
    /// More general cards than crew cards.
    DeckGeneral,
    /// More than half the deck is single cards.
    DeckSingles,
    /// A card not in its exact number of copies, or two cards of one name.
    DeckCopies,
    /// A crew card of none of the Boss's affiliations.
    DeckAffiliation,
    /// A card whose rank or trait requirement the crew does not meet.
    DeckRequirement,
    /// A character card with no crew member to match it.
    DeckCharacterCard,
    /// A card id not in the catalog.
    DeckUnknownCard,
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
            Code::DeckSize => "deck-size",
            Code::DeckGeneral => "deck-general",
            Code::DeckSingles => "deck-singles",
            Code::DeckCopies => "deck-copies",
            Code::DeckAffiliation => "deck-affiliation",
            Code::DeckRequirement => "deck-requirement",
            Code::DeckCharacterCard => "deck-character-card",
            Code::DeckUnknownCard => "deck-unknown-card",
        }
    }

    /// Whether the code belongs to the objective deck rules.
    pub fn is_deck(self) -> bool {
        self.as_str().starts_with("deck-")
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
    /// Ids of the objective cards involved (deck rules only).
    pub cards: Vec<String>,
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
    /// The objective deck's counts.
    pub deck: DeckCounts,
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

/// Which rules a check applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Scope {
    /// The crew-building rules and the objective deck rules.
    #[default]
    Full,
    /// The crew-building rules only (play-testing a crew without a deck).
    CrewOnly,
}

/// Checks `crew` against every crew-building rule and every deck rule.
pub fn validate(crew: &Crew, catalog: &Catalog) -> Report {
    validate_in(crew, catalog, Scope::Full)
}

/// Checks `crew` against the rules of `scope`.
pub fn validate_in(crew: &Crew, catalog: &Catalog, scope: Scope) -> Report {
    let mut found = Found::default();
    let check = Checker::new(crew, catalog, &mut found);
    check.ruleset(&mut found);
    let boss = check.boss(&mut found);
    if let Some(boss) = boss {
        check.boss_rank(boss, &mut found);
        check.affiliations(boss, &mut found);
    }
    check.rivals(&mut found);
    check.identities(&mut found);
    check.ranks_printed(&mut found);
    let ranks = check.rank_slots(&mut found);
    let (reputation_used, funding_used) = check.costs(&mut found);
    check.equipment(boss, &mut found);
    check.requirements(&mut found);
    check.eternal(&mut found);
    let (deck, deck_violations) = deck::check(crew, catalog);
    if scope == Scope::Full {
        found.0.extend(deck_violations);
    }
    Report {
        reputation_used,
        reputation_limit: crew.reputation_limit,
        funding_used,
        funding_available: funding_for(crew.reputation_limit),
        ranks,
        deck,
        violations: found.0,
    }
}

/// The violations found so far.
#[derive(Default)]
struct Found(Vec<Violation>);

impl Found {
    fn push(&mut self, code: Code, message: String, members: Vec<usize>) {
        self.0.push(Violation {
            code,
            message,
            members,
            cards: Vec::new(),
        });
    }
}

/// The crew being checked, with its members resolved against the catalog. Each
/// method checks one rule.
struct Checker<'a> {
    crew: &'a Crew,
    catalog: &'a Catalog,
    /// The members whose model the catalog knows.
    resolved: Vec<Resolved<'a>>,
    has_leader: bool,
}

impl<'a> Checker<'a> {
    /// Resolves the members, reporting each unknown model id.
    fn new(crew: &'a Crew, catalog: &'a Catalog, found: &mut Found) -> Checker<'a> {
        let mut check = Checker {
            crew,
            catalog,
            resolved: Vec::with_capacity(crew.members.len()),
            has_leader: crew.members.iter().any(|m| m.rank == Rank::Leader),
        };
        for (index, member) in crew.members.iter().enumerate() {
            match catalog.model_index(&member.model) {
                Some(catalog_index) => check.resolved.push(Resolved {
                    index,
                    catalog_index,
                    model: catalog.model_at(catalog_index),
                    rank: member.rank,
                }),
                None => found.push(
                    Code::UnknownModel,
                    format!(
                        "'{}' is not in the catalog: the member is kept, but cannot be checked.",
                        member.model
                    ),
                    vec![index],
                ),
            }
        }
        check
    }

    /// Positions of the members filling `rank`.
    fn members_in(&self, rank: Rank) -> Vec<usize> {
        (0..self.crew.members.len())
            .filter(|&i| self.crew.members[i].rank == rank)
            .collect()
    }

    fn ruleset(&self, found: &mut Found) {
        if self.catalog.ruleset(&self.crew.ruleset).is_none() {
            let known: Vec<&str> = self
                .catalog
                .rulesets()
                .iter()
                .map(|r| r.id.as_str())
                .collect();
            let message = format!(
                "The crew is set for the ruleset '{}', which this catalog does not have ({}).",
                self.crew.ruleset,
                join_names(&known, "or")
            );
            found.push(Code::Ruleset, message, Vec::new());
        }
    }

    /// Exactly one member is the Boss; returns it when its model is known.
    fn boss(&self, found: &mut Found) -> Option<usize> {
        let bosses: Vec<usize> = (0..self.crew.members.len())
            .filter(|&i| self.crew.members[i].boss)
            .collect();
        match bosses.as_slice() {
            [] => {
                found.push(
                    Code::NoBoss,
                    "Choose a Boss: the crew's Leader, or a Sidekick if it has no Leader."
                        .to_owned(),
                    Vec::new(),
                );
                None
            }
            [one] => self.resolved.iter().position(|r| r.index == *one),
            many => {
                let names: Vec<String> = many
                    .iter()
                    .map(|&i| member_name(self.crew, self.catalog, i))
                    .collect();
                let message = format!(
                    "A crew has one Boss, but {} are all marked as Boss.",
                    join_names(&names, "and")
                );
                found.push(Code::NoBoss, message, many.to_vec());
                None
            }
        }
    }

    /// The Boss is a Leader, or a Sidekick in a crew without a Leader.
    fn boss_rank(&self, boss: usize, found: &mut Found) {
        let boss = &self.resolved[boss];
        if boss.rank == Rank::Leader || (boss.rank == Rank::Sidekick && !self.has_leader) {
            return;
        }
        let (message, mut members) = if boss.rank == Rank::Sidekick {
            (
                format!(
                    "{} is a Sidekick, but the crew has a Leader: the Leader must be the Boss.",
                    boss.model.alias
                ),
                self.members_in(Rank::Leader),
            )
        } else {
            (
                format!(
                    "{} fills the {} rank: the Boss must be a Leader, or a Sidekick when the crew has no Leader.",
                    boss.model.alias, boss.rank
                ),
                Vec::new(),
            )
        };
        members.insert(0, boss.index);
        found.push(Code::BossRank, message, members);
    }

    /// Every other member shares an affiliation with the Boss, or is `Unknown`.
    fn affiliations(&self, boss: usize, found: &mut Found) {
        let boss = &self.resolved[boss];
        for member in self.resolved.iter().filter(|r| r.index != boss.index) {
            let shares = member.model.has_affiliation(UNKNOWN_AFFILIATION)
                || member
                    .model
                    .affiliations
                    .iter()
                    .any(|a| boss.model.affiliations.contains(a));
            if !shares {
                found.push(
                    Code::Affiliation,
                    format!(
                        "{} [{}] shares no affiliation with the Boss, {} [{}].",
                        member.model.alias,
                        member.model.affiliations.join(", "),
                        boss.model.alias,
                        boss.model.affiliations.join(", ")
                    ),
                    vec![member.index],
                );
            }
        }
    }

    /// No member shares the crew with a model carrying one of its rival affiliations.
    fn rivals(&self, found: &mut Found) {
        for member in &self.resolved {
            for rival in &member.model.rivals {
                let others: Vec<&Resolved> = self
                    .resolved
                    .iter()
                    .filter(|o| o.index != member.index && o.model.has_affiliation(rival))
                    .collect();
                if others.is_empty() {
                    continue;
                }
                let names: Vec<&str> = others.iter().map(|o| o.model.alias.as_str()).collect();
                let mut members = vec![member.index];
                members.extend(others.iter().map(|o| o.index));
                found.push(
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
    }

    /// No two members are the same character (Name, or Alias for hidden names).
    fn identities(&self, found: &mut Found) {
        let resolved = &self.resolved;
        let mut seen = vec![false; resolved.len()];
        for (a, first) in resolved.iter().enumerate() {
            if seen[a] {
                continue;
            }
            let identity = first.model.identity();
            let same: Vec<usize> = (a..resolved.len())
                .filter(|&b| resolved[b].model.identity().eq_ignore_ascii_case(identity))
                .collect();
            if same.len() < 2 {
                continue;
            }
            for &b in &same {
                seen[b] = true;
            }
            let aliases: Vec<&str> = same
                .iter()
                .map(|&b| resolved[b].model.alias.as_str())
                .collect();
            let what = if names::is_hidden_name(&first.model.name) {
                format!("the alias {identity}")
            } else {
                identity.to_owned()
            };
            let all = if aliases.len() == 2 { "both" } else { "all" };
            found.push(
                Code::DuplicateIdentity,
                format!(
                    "{} are {all} {what}: a crew may hold each character once.",
                    join_names(&aliases, "and")
                ),
                same.iter().map(|&b| resolved[b].index).collect(),
            );
        }
    }

    /// Each member fills a rank printed on its card.
    fn ranks_printed(&self, found: &mut Found) {
        for member in &self.resolved {
            if !member.model.ranks.contains(&member.rank) {
                let ranks: Vec<&str> = member.model.ranks.iter().map(|r| r.label()).collect();
                found.push(
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
    }

    /// Each rank within its allowance; returns the counts for the report.
    fn rank_slots(&self, found: &mut Found) -> Vec<RankCount> {
        let limit = self.crew.reputation_limit;
        let ranks: Vec<RankCount> = Rank::ALL
            .into_iter()
            .map(|rank| RankCount {
                rank,
                count: self.crew.members.iter().filter(|m| m.rank == rank).count() as u32,
                allowed: match rank {
                    Rank::Leader => Some(1),
                    Rank::Sidekick => Some(if self.has_leader { 1 } else { 2 }),
                    Rank::FreeAgent | Rank::Vehicle => Some(free_agent_slots(limit)),
                    Rank::Henchman => None,
                },
            })
            .collect();
        for slot in &ranks {
            let Some(allowed) = slot.allowed.filter(|&a| slot.count > a) else {
                continue;
            };
            let (code, one, many, why) = match slot.rank {
                Rank::Leader => (Code::RankLeader, "Leader", "Leaders", String::new()),
                Rank::Sidekick if self.has_leader => (
                    Code::RankSidekick,
                    "Sidekick",
                    "Sidekicks",
                    " (2 only when there is no Leader)".to_owned(),
                ),
                Rank::Sidekick => (Code::RankSidekick, "Sidekick", "Sidekicks", String::new()),
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
            let message = format!(
                "The crew has {}; it may hold {}{why}.",
                plural(slot.count, one, many),
                plural(allowed, one, many)
            );
            let members = self.members_in(slot.rank);
            found.push(code, message, members);
        }
        ranks
    }

    /// Rep and $ spent on models and equipment, within the limit and the Funding;
    /// returns both totals.
    fn costs(&self, found: &mut Found) -> (u32, u32) {
        let (crew, catalog) = (self.crew, self.catalog);
        let limit = crew.reputation_limit;
        let mut reputation_used: u32 = 0;
        let mut funding_used: u32 = 0;
        let mut paying = Vec::new();
        for (index, member) in crew.members.iter().enumerate() {
            let (mut rep, mut dollars) = catalog
                .model(&member.model)
                .map_or((0, 0), |m| (m.reputation, m.funding));
            for item in member
                .equipment
                .iter()
                .filter_map(|id| catalog.equipment_item(id))
            {
                rep = rep.saturating_add(item.reputation);
                dollars = dollars.saturating_add(item.funding);
            }
            reputation_used = reputation_used.saturating_add(rep);
            funding_used = funding_used.saturating_add(dollars);
            if dollars > 0 {
                paying.push(index);
            }
        }
        if limit == 0 || limit > MAX_REPUTATION {
            found.push(
                Code::Reputation,
                format!(
                    "The Reputation limit must be between 1 and {MAX_REPUTATION}; it is {limit}."
                ),
                Vec::new(),
            );
        } else if reputation_used > limit {
            found.push(
                Code::Reputation,
                format!(
                    "The crew costs {reputation_used} Rep, {} over the {limit} Rep limit.",
                    reputation_used - limit
                ),
                (0..crew.members.len()).collect(),
            );
        }
        let available = funding_for(limit);
        if funding_used > available {
            found.push(
                Code::Funding,
                format!(
                    "The crew spends ${funding_used}, ${} over the ${available} Funding of a {limit} Rep game.",
                    funding_used - available
                ),
                paying,
            );
        }
        (reputation_used, funding_used)
    }

    /// Each item is known, of the Boss's affiliation, on a carrier that may take it,
    /// within its number per crew, with what it needs in the crew.
    fn equipment(&self, boss: Option<usize>, found: &mut Found) {
        let (crew, catalog) = (self.crew, self.catalog);
        let mut report =
            |message: String, members: Vec<usize>| found.push(Code::Equipment, message, members);
        let boss = boss.map(|b| &self.resolved[b]);
        // (equipment position, carrier member positions), in first-bought order.
        let mut bought: Vec<(usize, Vec<usize>)> = Vec::new();
        for (index, member) in crew.members.iter().enumerate() {
            let carrier = self.resolved.iter().find(|r| r.index == index);
            let carrier_name = member_name(crew, catalog, index);
            for (n, id) in member.equipment.iter().enumerate() {
                let Some(position) = catalog.equipment_index(id) else {
                    report(
                        format!("'{id}' on {carrier_name} is not in the equipment catalog."),
                        vec![index],
                    );
                    continue;
                };
                let item = &catalog.equipment()[position];
                if member.equipment[..n].contains(id) {
                    report(
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
                    report(
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
                        let mut who: Vec<&str> =
                            item.for_models.iter().map(String::as_str).collect();
                        who.extend(
                            item.requires_in_crew
                                .iter()
                                .filter_map(|r| r.strip_prefix("Only "))
                                .flat_map(|r| r.split('/')),
                        );
                        join_names(&who, "or")
                    };
                    report(
                        format!(
                            "{} ({}) cannot carry {}: it is for {who}.",
                            carrier.model.alias, carrier.rank, item.name
                        ),
                        vec![index],
                    );
                }
                if item.carrier_lacks_trait(carrier.model) {
                    report(
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
                    report(
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
                report(
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
                        self.resolved
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
                    report(format!("{} needs: {text}.", item.name), carriers.clone());
                }
            }
        }
    }

    /// `requires_one_of` is met and no `cannot_join_with` model is present.
    fn requirements(&self, found: &mut Found) {
        let catalog = self.catalog;
        let in_crew = |id: &str| self.resolved.iter().find(|r| r.model.id == id);
        for member in &self.resolved {
            let required = &member.model.requires_one_of;
            if !required.is_empty() && !required.iter().any(|id| in_crew(id).is_some()) {
                let names: Vec<&str> = required
                    .iter()
                    .map(|id| catalog.model(id).map_or(id.as_str(), |m| m.alias.as_str()))
                    .collect();
                found.push(
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
                    found.push(
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
    }

    /// Eternal profiles only in crews that allow them.
    fn eternal(&self, found: &mut Found) {
        if self.crew.eternal {
            return;
        }
        for member in self.resolved.iter().filter(|r| r.model.eternal) {
            found.push(
                Code::Eternal,
                format!(
                    "{} is an Eternal (legacy) profile: allow Eternal profiles for this crew, or pick a current profile.",
                    member.model.alias
                ),
                vec![member.index],
            );
        }
    }
}

/// The alias of the member at `index`, or its raw id when the catalog lacks it.
fn member_name(crew: &Crew, catalog: &Catalog, index: usize) -> String {
    let id = &crew.members[index].model;
    catalog
        .model(id)
        .map_or_else(|| id.clone(), |m| m.alias.clone())
}
