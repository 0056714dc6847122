//! Objective decks: what a crew's deck holds, the deck rules, the cards a crew may
//! take, and a random legal fill.
//!
//! A deck is a list of card ids, one entry per copy. Character cards (tied to a model)
//! go on top of the ruleset's deck size, so every count but `character` leaves them out.

use super::catalog::{Catalog, Model, ObjectiveCard, Rank, Relevance, SearchKey};
use super::crew::Crew;
use super::names;
use super::traits::CrewTrait;
use super::violation::{Broken, Code, Violation, broken};
use rand::Rng;
use rand::seq::SliceRandom;
use std::collections::{BTreeMap, HashSet};

/// What kind of card, for the deck's ratios.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardKind {
    /// No affiliation icon: any crew may take it.
    General,
    /// For crews of its affiliations.
    Crew,
    /// Tied to a model; goes on top of the deck size.
    Character,
}

impl CardKind {
    /// The kind of `card`.
    pub fn of(card: &ObjectiveCard) -> CardKind {
        if card.character_card.is_some() {
            CardKind::Character
        } else if card.general {
            CardKind::General
        } else {
            CardKind::Crew
        }
    }
}

/// The deck's counts, as `validate --json` reports them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
pub struct DeckCounts {
    /// Cards in the deck, character cards aside.
    pub size: u32,
    /// The size the crew's ruleset asks for.
    pub required: u32,
    /// General cards.
    pub general: u32,
    /// Crew (affiliation) cards.
    pub crew: u32,
    /// Entries of single-copy cards.
    pub singles: u32,
    /// Character cards, on top of the size.
    pub character: u32,
}

/// The crew as the deck rules see it: each known member's catalog position and rank,
/// the Boss, and the affiliation played where its rules limit the crew cards.
struct Members<'a> {
    members: Vec<(usize, Rank)>,
    /// The Boss and its affiliations as it fills its rank.
    boss: Option<(&'a Model, &'a [String])>,
}

impl<'a> Members<'a> {
    fn of(crew: &Crew, catalog: &'a Catalog) -> Members<'a> {
        let members = crew
            .members
            .iter()
            .filter_map(|m| catalog.model_index(&m.model).map(|index| (index, m.rank)))
            .collect();
        let boss = crew.boss().and_then(|i| {
            let member = &crew.members[i];
            let index = catalog.model_index(&member.model)?;
            Some((
                catalog.model_at(index),
                catalog.affiliations_as(index, member.rank),
            ))
        });
        Members { members, boss }
    }

    /// Every reason the crew may not take the card at `index`: affiliation (of the one
    /// played, `only_cards_of`, where its rules say so), character and requirements.
    fn refusals(
        &self,
        index: usize,
        catalog: &Catalog,
        only_cards_of: Option<&str>,
    ) -> Vec<(Code, Broken)> {
        let card = &catalog.cards()[index];
        let mut refusals = Vec::new();
        match CardKind::of(card) {
            CardKind::Character => {
                if !self.fills_character(index, catalog) {
                    refusals.push((Code::DeckCharacterCard, character_refusal(card, catalog)));
                }
            }
            CardKind::Crew => {
                if let Some(played) = only_cards_of {
                    if !card.affiliations.iter().any(|a| a == played) {
                        let said = broken::Deck::NotPlayed {
                            card: card.name.clone(),
                            affiliations: card.affiliations.clone(),
                            played: played.to_owned(),
                        };
                        refusals.push((Code::DeckAffiliation, said.into()));
                    }
                } else if let Some((boss, affiliations)) = self.boss
                    && !card.affiliations.iter().any(|a| affiliations.contains(a))
                {
                    let said = broken::Deck::Affiliation {
                        card: card.name.clone(),
                        affiliations: card.affiliations.clone(),
                        boss: boss.alias.clone(),
                        boss_affiliations: affiliations.to_vec(),
                    };
                    refusals.push((Code::DeckAffiliation, said.into()));
                }
            }
            CardKind::General => {}
        }
        if let Some(said) = self.requirement_refusal(index, catalog) {
            refusals.push((Code::DeckRequirement, said.into()));
        }
        refusals
    }

    fn requirement_refusal(&self, index: usize, catalog: &Catalog) -> Option<broken::Deck> {
        let card = &catalog.cards()[index];
        let rules = catalog.card_rules(index);
        // A model counts as having every rank on its card for objectives, whatever
        // rank it fills in the crew.
        if !card.required_ranks.is_empty()
            && !self.members.iter().any(|&(m, _)| {
                catalog
                    .model_at(m)
                    .ranks
                    .iter()
                    .any(|r| card.required_ranks.contains(r))
            })
        {
            return Some(broken::Deck::NeedsRank {
                card: card.name.clone(),
                ranks: card.required_ranks.clone(),
            });
        }
        if let Some(carriers) = &rules.required_trait
            && !self
                .members
                .iter()
                .any(|(m, _)| carriers.binary_search(m).is_ok())
        {
            return Some(broken::Deck::NeedsTrait {
                card: card.name.clone(),
                traits: card.required_trait.clone(),
            });
        }
        for &(m, _) in &self.members {
            if let Ok(at) = rules
                .prevented
                .binary_search_by_key(&m, |(model, _)| *model)
            {
                let t = card
                    .prevented_by_trait
                    .get(rules.prevented[at].1)
                    .cloned()
                    .unwrap_or_default();
                return Some(broken::Deck::Prevented {
                    card: card.name.clone(),
                    trait_name: t,
                    alias: catalog.model_at(m).alias.clone(),
                });
            }
        }
        None
    }

    /// Whether a member is one of the card's profiles, or stands in for one (Ejection
    /// System and the like), in one of its ranks.
    fn fills_character(&self, index: usize, catalog: &Catalog) -> bool {
        let Some(character) = &catalog.cards()[index].character_card else {
            return false;
        };
        let listed = &catalog.card_rules(index).character_models;
        self.members.iter().any(|&(member, rank)| {
            let is_listed = |m: &usize| listed.binary_search(m).is_ok();
            (character.ranks.contains(&rank) && is_listed(&member))
                || catalog.model_rules(member).traits.iter().any(|t| {
                    matches!(&t.rule, CrewTrait::CountsAs { models, rank }
                        if character.ranks.contains(rank) && models.iter().any(is_listed))
                })
        })
    }
}

/// A character card no member matches: the profiles and ranks it is for.
fn character_refusal(card: &ObjectiveCard, catalog: &Catalog) -> Broken {
    let (models, ranks) = match &card.character_card {
        Some(c) => (
            c.models
                .iter()
                .filter_map(|id| catalog.model(id))
                .map(|m| m.alias.clone())
                .collect(),
            c.ranks.clone(),
        ),
        None => (Vec::new(), Vec::new()),
    };
    broken::Deck::CharacterCard {
        card: card.name.clone(),
        models,
        ranks,
    }
    .into()
}

/// The affiliation played, when its rules take crew cards of it alone.
fn only_cards_of<'a>(catalog: &Catalog, played: Option<&'a str>) -> Option<&'a str> {
    played.filter(|p| {
        catalog
            .affiliation_rule(p)
            .is_some_and(|rule| rule.played_objectives)
    })
}

/// A crew's deck read against the catalog once, to be checked for each affiliation
/// the crew might play.
pub struct Deck<'a> {
    crew: &'a Crew,
    catalog: &'a Catalog,
    members: Members<'a>,
}

impl<'a> Deck<'a> {
    /// The deck of `crew`.
    pub fn new(crew: &'a Crew, catalog: &'a Catalog) -> Deck<'a> {
        Deck {
            crew,
            catalog,
            members: Members::of(crew, catalog),
        }
    }

    /// Counts the deck and checks it against every deck rule, for a crew playing
    /// `played` (none: any of its Boss's affiliations).
    pub fn check(&self, played: Option<&str>) -> (DeckCounts, Vec<Violation>) {
        let only = only_cards_of(self.catalog, played);
        check_with(self.crew, self.catalog, &self.members, only)
    }
}

/// Counts the deck and checks it against every deck rule, for a crew playing `played`
/// (none: any of its Boss's affiliations).
pub fn check(crew: &Crew, catalog: &Catalog, played: Option<&str>) -> (DeckCounts, Vec<Violation>) {
    Deck::new(crew, catalog).check(played)
}

fn check_with(
    crew: &Crew,
    catalog: &Catalog,
    members: &Members<'_>,
    only_cards_of: Option<&str>,
) -> (DeckCounts, Vec<Violation>) {
    let mut counts = DeckCounts {
        required: catalog
            .ruleset(&crew.ruleset)
            .unwrap_or(catalog.default_ruleset())
            .objective_deck_size,
        ..DeckCounts::default()
    };
    let mut violations = Vec::new();
    let mut push = |code, said: Broken, cards: Vec<String>| {
        violations.push(Violation {
            code,
            said,
            members: Vec::new(),
            cards,
        });
    };

    // Entries per card id, in first-seen order.
    let mut entries: Vec<(&str, u32)> = Vec::new();
    for id in &crew.objective_deck {
        match entries.iter_mut().find(|(seen, _)| *seen == id.as_str()) {
            Some((_, n)) => *n = n.saturating_add(1),
            None => entries.push((id, 1)),
        }
    }
    let mut by_name: BTreeMap<usize, Vec<&str>> = BTreeMap::new();
    for &(id, n) in &entries {
        let Some(index) = catalog.card_index(id) else {
            push(
                Code::DeckUnknownCard,
                broken::Deck::UnknownCard { id: id.to_owned() }.into(),
                vec![id.to_owned()],
            );
            continue;
        };
        let card = &catalog.cards()[index];
        match CardKind::of(card) {
            CardKind::Character => counts.character = counts.character.saturating_add(n),
            kind => {
                counts.size = counts.size.saturating_add(n);
                if kind == CardKind::General {
                    counts.general = counts.general.saturating_add(n);
                } else {
                    counts.crew = counts.crew.saturating_add(n);
                }
                if card.copies == 1 {
                    counts.singles = counts.singles.saturating_add(n);
                }
            }
        }
        if n != card.copies {
            let said = broken::Deck::Copies {
                card: card.name.clone(),
                copies: card.copies,
                held: n,
            };
            push(Code::DeckCopies, said.into(), vec![id.to_owned()]);
        }
        by_name
            .entry(catalog.card_rules(index).name_key)
            .or_default()
            .push(id);
        for (code, said) in members.refusals(index, catalog, only_cards_of) {
            push(code, said, vec![id.to_owned()]);
        }
    }
    for ids in by_name.values().filter(|ids| ids.len() > 1) {
        let said = broken::Deck::SameName {
            count: ids.len(),
            name: catalog
                .card(ids[0])
                .map(|c| c.name.clone())
                .unwrap_or_default(),
        };
        push(
            Code::DeckCopies,
            said.into(),
            ids.iter().map(|&id| id.to_owned()).collect(),
        );
    }

    if counts.size != counts.required {
        let said = broken::Deck::Size {
            size: counts.size,
            required: counts.required,
        };
        push(Code::DeckSize, said.into(), Vec::new());
    }
    if counts.general > counts.crew {
        let said = broken::Deck::General {
            general: counts.general,
            crew: counts.crew,
        };
        push(Code::DeckGeneral, said.into(), Vec::new());
    }
    if counts.singles.saturating_mul(2) > counts.size {
        let said = broken::Deck::Singles {
            singles: counts.singles,
            size: counts.size,
        };
        push(Code::DeckSingles, said.into(), Vec::new());
    }
    (counts, violations)
}

/// Positions of the cards this crew may take: its Boss's affiliation cards (of the
/// affiliation it records, where that affiliation's rules say so), general cards and
/// character cards for its members, each only if the crew meets its requirements.
/// With no Boss, crew cards of every affiliation are offered.
pub fn eligible(crew: &Crew, catalog: &Catalog) -> Vec<usize> {
    let members = Members::of(crew, catalog);
    let only = only_cards_of(catalog, crew.affiliation.as_deref());
    (0..catalog.cards().len())
        .filter(|&index| members.refusals(index, catalog, only).is_empty())
        .collect()
}

/// Adds the card at catalog position `index` to the deck with all its copies (a
/// multi-copy card goes in whole); returns whether the deck changed (a card already
/// in it is left as it is).
pub fn add_card(crew: &mut Crew, catalog: &Catalog, index: usize) -> bool {
    let Some(card) = catalog.cards().get(index) else {
        return false;
    };
    if crew.objective_deck.contains(&card.id) {
        return false;
    }
    for _ in 0..card.copies.max(1) {
        crew.objective_deck.push(card.id.clone());
    }
    true
}

/// Takes every copy of the card with this id out of the deck; returns whether the deck
/// changed.
pub fn remove_card(crew: &mut Crew, id: &str) -> bool {
    let before = crew.objective_deck.len();
    crew.objective_deck.retain(|entry| entry != id);
    crew.objective_deck.len() != before
}

/// What a search of the cards a crew may take asks for.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CardFilter {
    /// Words that must all appear in the card's title.
    pub text: String,
    /// Only cards of this kind.
    pub kind: Option<CardKind>,
    /// Only cards with this many copies.
    pub copies: Option<u32>,
    /// Only cards worth this many Victory Points.
    pub victory_points: Option<u32>,
}

/// Catalog positions of the cards `crew` may take that pass `filter`: the best matches
/// of the search first, ranked as the model search ranks ([`Relevance`]), then crew
/// cards (the heart of a deck), general, then character cards, each by title.
pub fn search(crew: &Crew, catalog: &Catalog, filter: &CardFilter) -> Vec<usize> {
    let query = names::normalize(&filter.text);
    let words: Vec<&str> = query.split(' ').filter(|w| !w.is_empty()).collect();
    let order = |kind| match kind {
        CardKind::Crew => 0,
        CardKind::General => 1,
        CardKind::Character => 2,
    };
    let mut results: Vec<(Relevance, u8, &str, usize)> = eligible(crew, catalog)
        .into_iter()
        .filter_map(|i| {
            let card = &catalog.cards()[i];
            let passes = filter.kind.is_none_or(|k| CardKind::of(card) == k)
                && filter.copies.is_none_or(|c| card.copies == c)
                && filter
                    .victory_points
                    .is_none_or(|vp| card.victory_points == vp);
            let relevance = SearchKey::title(&card.name).relevance(&query, &words)?;
            passes.then_some((relevance, order(CardKind::of(card)), card.name.as_str(), i))
        })
        .collect();
    results.sort_unstable();
    results.into_iter().map(|(.., i)| i).collect()
}

/// Why the deck could not be filled (said by `words::rules::fill_error`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FillError {
    /// The deck already holds more cards than the ruleset asks for.
    TooMany {
        /// Cards in it once its sets are completed, character cards aside.
        size: u32,
        /// The ruleset's deck size.
        required: u32,
    },
    /// No legal selection of the cards the crew may take completes it.
    NoSelection,
}

/// The crew's deck with the rest filled by a random legal selection of the cards it
/// may take: the cards already in it stay, incomplete multi-copy sets are completed,
/// and new cards are added (all copies at once) until the deck has its size with no
/// more general than crew cards and at most half single cards.
pub fn fill(crew: &Crew, catalog: &Catalog, rng: &mut impl Rng) -> Result<Vec<String>, FillError> {
    let (counts, _) = check(crew, catalog, crew.affiliation.as_deref());
    let mut deck = crew.objective_deck.clone();
    let mut state = Tally::from(counts);
    // Complete the sets already started.
    let mut seen: Vec<&str> = Vec::new();
    for id in &crew.objective_deck {
        if seen.contains(&id.as_str()) {
            continue;
        }
        seen.push(id);
        let Some(card) = catalog.card(id) else {
            continue;
        };
        let have = crew.objective_deck.iter().filter(|d| *d == id).count() as u32;
        if CardKind::of(card) != CardKind::Character && have < card.copies {
            for _ in have..card.copies {
                deck.push(id.clone());
            }
            state.add(card, card.copies - have);
        }
    }
    if state.size > state.required {
        return Err(FillError::TooMany {
            size: state.size,
            required: state.required,
        });
    }
    // One card of each name: the deck's own, and a catalog may print a title twice.
    let mut names_taken: HashSet<String> = deck
        .iter()
        .filter_map(|id| catalog.card(id).map(|c| names::normalize(&c.name)))
        .collect();
    let mut candidates: Vec<&ObjectiveCard> = eligible(crew, catalog)
        .into_iter()
        .map(|i| &catalog.cards()[i])
        .filter(|card| {
            CardKind::of(card) != CardKind::Character
                && card.copies > 0
                && names_taken.insert(names::normalize(&card.name))
        })
        .collect();
    candidates.shuffle(rng);
    let mut chosen = Vec::new();
    let mut budget = 200_000;
    if !complete(&candidates, 0, state, &mut chosen, &mut budget) {
        return Err(FillError::NoSelection);
    }
    for card in chosen {
        for _ in 0..card.copies {
            deck.push(card.id.clone());
        }
    }
    Ok(deck)
}

/// The counts the deck rules look at, while filling.
#[derive(Debug, Clone, Copy)]
struct Tally {
    size: u32,
    required: u32,
    general: u32,
    crew: u32,
    singles: u32,
}

impl From<DeckCounts> for Tally {
    fn from(c: DeckCounts) -> Tally {
        Tally {
            size: c.size,
            required: c.required,
            general: c.general,
            crew: c.crew,
            singles: c.singles,
        }
    }
}

impl Tally {
    fn add(&mut self, card: &ObjectiveCard, n: u32) {
        // Copies come from a catalog file: a sum past the largest number fails the
        // deck's checks rather than wrapping round.
        self.size = self.size.saturating_add(n);
        if card.general {
            self.general = self.general.saturating_add(n);
        } else {
            self.crew = self.crew.saturating_add(n);
        }
        if card.copies == 1 {
            self.singles = self.singles.saturating_add(n);
        }
    }

    fn is_legal(&self) -> bool {
        self.size == self.required
            && self.general <= self.crew
            && self.singles.saturating_mul(2) <= self.size
    }
}

/// Depth-first search over the shuffled candidates for a set that completes the deck;
/// `budget` bounds the work so a hopeless deck fails fast.
fn complete<'c>(
    candidates: &[&'c ObjectiveCard],
    from: usize,
    state: Tally,
    chosen: &mut Vec<&'c ObjectiveCard>,
    budget: &mut u32,
) -> bool {
    if state.is_legal() {
        return true;
    }
    for i in from..candidates.len() {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let card = candidates[i];
        let mut next = state;
        next.add(card, card.copies);
        let room = next.required.saturating_sub(next.size);
        // Past the size, or too many singles even if every other card is multi-copy,
        // or more general than crew cards even if the rest are all crew cards.
        if next.size > next.required
            || next.singles.saturating_mul(2) > next.required
            || next.general > next.crew.saturating_add(room)
        {
            continue;
        }
        chosen.push(card);
        if complete(candidates, i + 1, next, chosen, budget) {
            return true;
        }
        chosen.pop();
    }
    false
}
