//! The catalog of BMG models, equipment and objective cards, and its load-time checks.
//!
//! The bundled catalog (`data/`) is compiled into the binary; a folder holding the same
//! files can replace it (`--data DIR`). Either way the catalog is checked as it loads,
//! and a broken one yields a [`CatalogReport`] naming every problem, never a panic.

use super::equipment::EquipmentRules;
use super::names;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, HashMap};
use std::fmt;

/// The file names a catalog folder holds.
pub const MODELS_FILE: &str = "models.json";
/// See [`MODELS_FILE`].
pub const EQUIPMENT_FILE: &str = "equipment.json";
/// See [`MODELS_FILE`].
pub const CARDS_FILE: &str = "objective-cards.json";
/// See [`MODELS_FILE`]; optional in a user folder (the bundled rulesets apply without it).
pub const RULESETS_FILE: &str = "rulesets.json";

/// The affiliation that lets a model join any crew.
pub const UNKNOWN_AFFILIATION: &str = "Unknown";

/// A model's rank, which decides how many of it a crew may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Rank {
    /// The crew's natural Boss; one per crew.
    Leader,
    /// One per crew, two when there is no Leader.
    Sidekick,
    /// Mercenaries: one, plus one per 150 Rep (or part) above 350.
    #[serde(rename = "Free Agent")]
    FreeAgent,
    /// Any number.
    Henchman,
    /// One, plus one per 150 Rep (or part) above 350.
    Vehicle,
}

impl Rank {
    /// Every rank, in the order a roster lists them.
    pub const ALL: [Rank; 5] = [
        Rank::Leader,
        Rank::Sidekick,
        Rank::FreeAgent,
        Rank::Vehicle,
        Rank::Henchman,
    ];

    /// The rank's printed name.
    pub fn label(self) -> &'static str {
        match self {
            Rank::Leader => "Leader",
            Rank::Sidekick => "Sidekick",
            Rank::FreeAgent => "Free Agent",
            Rank::Henchman => "Henchman",
            Rank::Vehicle => "Vehicle",
        }
    }

    /// Reads a rank name as printed in catalog text, singular or plural, any case
    /// ("Free Agents", "henchmen").
    pub fn parse_loose(text: &str) -> Option<Rank> {
        let text = names::normalize(text);
        Rank::ALL.into_iter().find(|rank| {
            let label = names::normalize(rank.label());
            text == label
                || text == format!("{label}s")
                || (*rank == Rank::Henchman && text == "henchmen")
        })
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// A model's basic skills ("5" for Attack means "5+").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    /// Stun it takes to be Knocked Out.
    pub willpower: u8,
    /// Injury it takes to become a Casualty.
    pub endurance: u8,
    /// Basic movement in inches.
    pub movement: u8,
    /// Target number of its attack dice.
    pub attack: u8,
    /// Number of defense dice.
    pub defense: u8,
    /// Target number of its Strength die.
    pub strength: u8,
}

/// Damage a weapon inflicts per hit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Damage {
    /// Injury markers per hit.
    pub injury: u8,
    /// Stun markers per hit.
    pub stun: u8,
}

/// A weapon on a character card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Weapon {
    /// Printed name (a few cards list a nameless profile).
    #[serde(default)]
    pub name: String,
    /// Damage per hit.
    pub damage: Damage,
    /// Rate of fire; none for melee weapons.
    pub rate_of_fire: Option<u8>,
    /// Ammunition; none for unlimited.
    pub ammo: Option<u8>,
    /// Weapon trait names.
    pub traits: Vec<String>,
}

/// A character profile.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Model {
    /// Stable identifier used by saved crews.
    pub id: String,
    /// The name printed large on the card.
    pub alias: String,
    /// The true identity, or `Unknown` / `Classified`.
    pub name: String,
    /// Base size, when known.
    pub base: Option<String>,
    /// Rep cost.
    pub reputation: u32,
    /// $ cost.
    pub funding: u32,
    /// The ranks it may fill (the player picks one).
    pub ranks: Vec<Rank>,
    /// Crew icons.
    pub affiliations: Vec<String>,
    /// Affiliations it refuses to share a crew with.
    pub rivals: Vec<String>,
    /// Basic skills.
    pub stats: Stats,
    /// Trait names.
    pub traits: Vec<String>,
    /// Weapons.
    pub weapons: Vec<Weapon>,
    /// A legacy profile, legal only in crews that allow Eternal profiles.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub eternal: bool,
    /// Model ids of which at least one must be in the crew.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub requires_one_of: Vec<String>,
    /// Model ids it may not share a crew with.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cannot_join_with: Vec<String>,
}

impl Model {
    /// The identity that may appear only once per crew: the Name, or the Alias where
    /// the Name is `Unknown` or `Classified`.
    pub fn identity(&self) -> &str {
        if names::is_hidden_name(&self.name) {
            &self.alias
        } else {
            &self.name
        }
    }

    /// Whether it has a trait of this name (case-insensitive).
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| t.eq_ignore_ascii_case(name))
    }

    /// Whether it carries this affiliation.
    pub fn has_affiliation(&self, affiliation: &str) -> bool {
        self.affiliations.iter().any(|a| a == affiliation)
    }
}

/// An item a crew may buy with its Funding.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Equipment {
    /// Stable identifier used by saved crews.
    pub id: String,
    /// The crew that may buy it (the Boss must have this affiliation).
    pub affiliation: String,
    /// Printed name.
    pub name: String,
    /// $ cost.
    pub funding: u32,
    /// Rep cost.
    pub reputation: u32,
    /// How many a crew may buy.
    pub max_per_crew: u32,
    /// Characters (names or aliases) that must be in the crew, or carrier limits
    /// written as "Only ...".
    pub requires_in_crew: Vec<String>,
    /// Who may carry it: names, aliases or ranks; empty means any Henchman.
    pub for_models: Vec<String>,
    /// The carrier must have one of these traits.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub carrier_needs_trait: Vec<String>,
    /// A carrier with one of these traits may not take it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forbidden_for_trait: Vec<String>,
}

impl Equipment {
    /// Whether `carrier` lacks every trait the item asks of its carrier.
    pub fn carrier_lacks_trait(&self, carrier: &Model) -> bool {
        !self.carrier_needs_trait.is_empty()
            && !self
                .carrier_needs_trait
                .iter()
                .any(|t| carrier.has_trait(t))
    }

    /// The trait of `carrier` that forbids it the item, if any.
    pub fn forbidding_trait<'a>(&'a self, carrier: &Model) -> Option<&'a str> {
        self.forbidden_for_trait
            .iter()
            .find(|t| carrier.has_trait(t))
            .map(String::as_str)
    }
}

/// The models and ranks a character card is tied to.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CharacterCard {
    /// Model ids.
    pub models: Vec<String>,
    /// Ranks the model must fill.
    pub ranks: Vec<Rank>,
}

/// An objective card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ObjectiveCard {
    /// Stable identifier used by saved decks.
    pub id: String,
    /// Printed title.
    pub name: String,
    /// Victory points it scores.
    pub victory_points: u32,
    /// Copies a deck holds when it takes this card.
    pub copies: u32,
    /// No affiliation icon: any crew may take it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub general: bool,
    /// Crews that may take it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub affiliations: Vec<String>,
    /// Set on cards tied to a model; they go on top of the deck size.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub character_card: Option<CharacterCard>,
    /// A crew member must fill one of these ranks.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub required_ranks: Vec<Rank>,
    /// A crew member must have one of these traits.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub required_trait: Vec<String>,
    /// No crew member may have one of these traits.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub prevented_by_trait: Vec<String>,
}

/// A set of rules editions: what differs between them is data, not code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ruleset {
    /// Stable identifier stored in saved crews.
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// Cards in an objective deck, character cards aside.
    pub objective_deck_size: u32,
    /// The ruleset new crews start with.
    #[serde(default)]
    pub default: bool,
}

/// The text of the four catalog files.
#[derive(Debug, Clone, Copy)]
pub struct Sources<'a> {
    /// `models.json`.
    pub models: &'a str,
    /// `equipment.json`.
    pub equipment: &'a str,
    /// `objective-cards.json`.
    pub cards: &'a str,
    /// `rulesets.json`.
    pub rulesets: &'a str,
}

impl Sources<'static> {
    /// The catalog compiled into the binary.
    pub const BUNDLED: Sources<'static> = Sources {
        models: include_str!("../../data/models.json"),
        equipment: include_str!("../../data/equipment.json"),
        cards: include_str!("../../data/objective-cards.json"),
        rulesets: include_str!("../../data/rulesets.json"),
    };
}

/// Everything wrong with a catalog that failed to load.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CatalogReport {
    /// Where the catalog came from ("the bundled catalog", a folder path).
    pub origin: String,
    /// One line per problem, each naming the file and the record.
    pub problems: Vec<String>,
}

impl fmt::Display for CatalogReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let count = self.problems.len();
        let plural = if count == 1 { "" } else { "s" };
        write!(f, "{} has {count} problem{plural}:", self.origin)?;
        for problem in &self.problems {
            write!(f, "\n  - {problem}")?;
        }
        Ok(())
    }
}

impl std::error::Error for CatalogReport {}

/// Which Eternal (legacy) profiles a catalog search shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum EternalFilter {
    /// Current and Eternal profiles alike.
    #[default]
    Include,
    /// Current profiles only.
    Exclude,
    /// Eternal profiles only.
    Only,
}

/// What the catalog browser asks for.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ModelFilter {
    /// Words that must all appear in the alias, name or traits.
    pub text: String,
    /// Only models carrying one of these affiliations (or `Unknown`, which joins any
    /// crew); empty for every affiliation.
    pub affiliations: Vec<String>,
    /// Only models able to fill this rank.
    pub rank: Option<Rank>,
    /// Eternal profiles shown, hidden, or alone.
    pub eternal: EternalFilter,
}

/// A loaded and checked catalog.
#[derive(Debug, Clone)]
pub struct Catalog {
    models: Vec<Model>,
    equipment: Vec<Equipment>,
    cards: Vec<ObjectiveCard>,
    rulesets: Vec<Ruleset>,
    model_ids: HashMap<String, usize>,
    equipment_ids: HashMap<String, usize>,
    card_ids: HashMap<String, usize>,
    equipment_rules: Vec<EquipmentRules>,
    affiliations: Vec<String>,
    search_text: Vec<String>,
}

/// A catalog file's text, or the problem that kept it from being read.
pub type FileText<'a> = Result<&'a str, String>;

/// Parses one catalog file, turning a JSON error into a problem line with its position.
fn parse<T: serde::de::DeserializeOwned>(
    file: &str,
    text: FileText<'_>,
    problems: &mut Vec<String>,
) -> Option<T> {
    let text = match text {
        Ok(text) => text,
        Err(problem) => {
            problems.push(problem);
            return None;
        }
    };
    match serde_json::from_str(text) {
        Ok(value) => Some(value),
        Err(error) => {
            problems.push(format!(
                "{file} line {} column {}: {}",
                error.line(),
                error.column(),
                strip_position(&error.to_string())
            ));
            None
        }
    }
}

/// serde_json appends " at line L column C" to its messages; the report puts the
/// position first, so the tail is dropped.
pub(crate) fn strip_position(message: &str) -> &str {
    match message.rfind(" at line ") {
        Some(at) => &message[..at],
        None => message,
    }
}

/// Indexes records by id, reporting each id that appears more than once.
fn index_ids<'a>(
    file: &str,
    ids: impl Iterator<Item = &'a str>,
    problems: &mut Vec<String>,
) -> HashMap<String, usize> {
    let mut index = HashMap::new();
    let mut reported = BTreeSet::new();
    for (position, id) in ids.enumerate() {
        if id.trim().is_empty() {
            problems.push(format!("{file}: record {} has an empty id", position + 1));
        } else if index.insert(id.to_owned(), position).is_some() && reported.insert(id) {
            problems.push(format!("{file}: id '{id}' appears more than once"));
        }
    }
    index
}

impl Catalog {
    /// Loads the catalog compiled into the binary.
    pub fn bundled() -> Result<Catalog, CatalogReport> {
        Catalog::from_sources("the bundled catalog", Sources::BUNDLED)
    }

    /// Parses and checks a catalog; `origin` names it in the report.
    pub fn from_sources(origin: &str, sources: Sources<'_>) -> Result<Catalog, CatalogReport> {
        Catalog::from_files(
            origin,
            [
                Ok(sources.models),
                Ok(sources.equipment),
                Ok(sources.cards),
                Ok(sources.rulesets),
            ],
        )
    }

    /// Like [`Catalog::from_sources`], for files some of which could not be read: their
    /// problems join the report with those of the files that were read. The texts are
    /// models, equipment, cards and rulesets, in that order.
    pub fn from_files(origin: &str, texts: [FileText<'_>; 4]) -> Result<Catalog, CatalogReport> {
        let mut problems = Vec::new();
        let [models, equipment, cards, rulesets] = texts;
        let models: Option<Vec<Model>> = parse(MODELS_FILE, models, &mut problems);
        let equipment: Option<Vec<Equipment>> = parse(EQUIPMENT_FILE, equipment, &mut problems);
        let cards: Option<Vec<ObjectiveCard>> = parse(CARDS_FILE, cards, &mut problems);
        let rulesets: Option<Vec<Ruleset>> = parse(RULESETS_FILE, rulesets, &mut problems);
        let report = |problems| CatalogReport {
            origin: origin.to_owned(),
            problems,
        };
        let (Some(models), Some(equipment), Some(cards), Some(rulesets)) =
            (models, equipment, cards, rulesets)
        else {
            return Err(report(problems));
        };

        let model_ids = index_ids(
            MODELS_FILE,
            models.iter().map(|m| m.id.as_str()),
            &mut problems,
        );
        let equipment_ids = index_ids(
            EQUIPMENT_FILE,
            equipment.iter().map(|e| e.id.as_str()),
            &mut problems,
        );
        let card_ids = index_ids(
            CARDS_FILE,
            cards.iter().map(|c| c.id.as_str()),
            &mut problems,
        );

        let affiliations: Vec<String> = models
            .iter()
            .flat_map(|m| m.affiliations.iter().cloned())
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        let known_affiliation =
            |a: &str| affiliations.binary_search_by(|k| k.as_str().cmp(a)).is_ok();
        let traits: BTreeSet<String> = models
            .iter()
            .flat_map(|m| m.traits.iter().map(|t| names::normalize(t)))
            .collect();
        let known_trait = |t: &str| traits.contains(&names::normalize(t));

        check_models(&models, &model_ids, &known_affiliation, &mut problems);
        let model_names: Vec<names::ModelNames> =
            models.iter().map(names::ModelNames::of).collect();
        let equipment_rules = equipment
            .iter()
            .map(|item| {
                if !known_affiliation(&item.affiliation) {
                    problems.push(format!(
                        "{EQUIPMENT_FILE}: '{}' belongs to affiliation '{}', which no model has",
                        item.id, item.affiliation
                    ));
                }
                for t in item.carrier_needs_trait.iter().chain(&item.forbidden_for_trait) {
                    if !known_trait(t) {
                        problems.push(format!(
                            "{EQUIPMENT_FILE}: '{}' names the trait '{t}', which no model has",
                            item.id
                        ));
                    }
                }
                EquipmentRules::parse(item, &model_names).unwrap_or_else(|unresolved| {
                    for text in unresolved {
                        problems.push(format!(
                            "{EQUIPMENT_FILE}: '{}' names '{text}', which matches no model, rank or trait",
                            item.id
                        ));
                    }
                    EquipmentRules::default()
                })
            })
            .collect();
        check_cards(
            &cards,
            &model_ids,
            &known_affiliation,
            &known_trait,
            &mut problems,
        );
        check_rulesets(&rulesets, &mut problems);

        if !problems.is_empty() {
            return Err(report(problems));
        }
        let search_text = models.iter().map(search_text).collect();
        Ok(Catalog {
            models,
            equipment,
            cards,
            rulesets,
            model_ids,
            equipment_ids,
            card_ids,
            equipment_rules,
            affiliations,
            search_text,
        })
    }

    /// Every model, in catalog order.
    pub fn models(&self) -> &[Model] {
        &self.models
    }

    /// The model at a position returned by [`Catalog::model_index`] or a search.
    pub fn model_at(&self, index: usize) -> &Model {
        &self.models[index]
    }

    /// Where the model with this id is.
    pub fn model_index(&self, id: &str) -> Option<usize> {
        self.model_ids.get(id).copied()
    }

    /// The model with this id.
    pub fn model(&self, id: &str) -> Option<&Model> {
        self.model_index(id).map(|i| &self.models[i])
    }

    /// Every equipment item.
    pub fn equipment(&self) -> &[Equipment] {
        &self.equipment
    }

    /// Where the item with this id is.
    pub fn equipment_index(&self, id: &str) -> Option<usize> {
        self.equipment_ids.get(id).copied()
    }

    /// The item with this id.
    pub fn equipment_item(&self, id: &str) -> Option<&Equipment> {
        self.equipment_index(id).map(|i| &self.equipment[i])
    }

    /// The resolved carrier and crew conditions of the item at `index`.
    pub fn equipment_rules(&self, index: usize) -> &EquipmentRules {
        &self.equipment_rules[index]
    }

    /// Whether the model at `model` filling `rank` may carry the item at `item`
    /// (who may carry it, and the traits it asks for or forbids).
    pub fn can_carry(&self, item: usize, model: usize, rank: Rank) -> bool {
        let equipment = &self.equipment[item];
        let carrier = &self.models[model];
        self.equipment_rules[item].allows_carrier(model, rank)
            && !equipment.carrier_lacks_trait(carrier)
            && equipment.forbidding_trait(carrier).is_none()
    }

    /// Every objective card.
    pub fn cards(&self) -> &[ObjectiveCard] {
        &self.cards
    }

    /// The card with this id.
    pub fn card(&self, id: &str) -> Option<&ObjectiveCard> {
        self.card_ids.get(id).map(|&i| &self.cards[i])
    }

    /// Every ruleset.
    pub fn rulesets(&self) -> &[Ruleset] {
        &self.rulesets
    }

    /// The ruleset with this id.
    pub fn ruleset(&self, id: &str) -> Option<&Ruleset> {
        self.rulesets.iter().find(|r| r.id == id)
    }

    /// The ruleset new crews start with.
    pub fn default_ruleset(&self) -> &Ruleset {
        // The load check guarantees exactly one default.
        self.rulesets
            .iter()
            .find(|r| r.default)
            .unwrap_or(&self.rulesets[0])
    }

    /// Every affiliation some model carries, sorted.
    pub fn affiliations(&self) -> &[String] {
        &self.affiliations
    }

    /// Positions of the models the filter lets through, in catalog order.
    pub fn search(&self, filter: &ModelFilter) -> Vec<usize> {
        let query = names::normalize(&filter.text);
        let words: Vec<&str> = query.split(' ').filter(|w| !w.is_empty()).collect();
        self.models
            .iter()
            .zip(&self.search_text)
            .enumerate()
            .filter(|(_, (model, text))| {
                let eternal_ok = match filter.eternal {
                    EternalFilter::Include => true,
                    EternalFilter::Exclude => !model.eternal,
                    EternalFilter::Only => model.eternal,
                };
                eternal_ok
                    && filter.rank.is_none_or(|rank| model.ranks.contains(&rank))
                    && (filter.affiliations.is_empty()
                        || model.has_affiliation(UNKNOWN_AFFILIATION)
                        || filter.affiliations.iter().any(|a| model.has_affiliation(a)))
                    && words.iter().all(|w| text.contains(w))
            })
            .map(|(index, _)| index)
            .collect()
    }
}

/// What a catalog search matches against: alias, name and traits, normalised.
fn search_text(model: &Model) -> String {
    let mut text = names::normalize(&model.alias);
    for part in std::iter::once(&model.name).chain(&model.traits) {
        text.push_str(" | ");
        text.push_str(&names::normalize(part));
    }
    text
}

fn check_models(
    models: &[Model],
    ids: &HashMap<String, usize>,
    known_affiliation: &dyn Fn(&str) -> bool,
    problems: &mut Vec<String>,
) {
    for model in models {
        let id = &model.id;
        if model.ranks.is_empty() {
            problems.push(format!("{MODELS_FILE}: '{id}' has no rank"));
        }
        if model.affiliations.is_empty() {
            problems.push(format!("{MODELS_FILE}: '{id}' has no affiliation"));
        }
        for rival in &model.rivals {
            if !known_affiliation(rival) {
                problems.push(format!(
                    "{MODELS_FILE}: '{id}' lists the rival '{rival}', which is no model's affiliation"
                ));
            }
        }
        for (field, refs) in [
            ("requires_one_of", &model.requires_one_of),
            ("cannot_join_with", &model.cannot_join_with),
        ] {
            for other in refs {
                if !ids.contains_key(other) {
                    problems.push(format!(
                        "{MODELS_FILE}: '{id}' {field} names '{other}', which is not in {MODELS_FILE}"
                    ));
                }
            }
        }
    }
}

fn check_cards(
    cards: &[ObjectiveCard],
    model_ids: &HashMap<String, usize>,
    known_affiliation: &dyn Fn(&str) -> bool,
    known_trait: &dyn Fn(&str) -> bool,
    problems: &mut Vec<String>,
) {
    for card in cards {
        let id = &card.id;
        if card.copies == 0 {
            problems.push(format!("{CARDS_FILE}: '{id}' has 0 copies"));
        }
        if !card.general && card.affiliations.is_empty() && card.character_card.is_none() {
            problems.push(format!(
                "{CARDS_FILE}: '{id}' is neither general, nor for an affiliation, nor a character card"
            ));
        }
        for affiliation in &card.affiliations {
            if !known_affiliation(affiliation) {
                problems.push(format!(
                    "{CARDS_FILE}: '{id}' is for affiliation '{affiliation}', which no model has"
                ));
            }
        }
        for t in card.required_trait.iter().chain(&card.prevented_by_trait) {
            if !known_trait(t) {
                problems.push(format!(
                    "{CARDS_FILE}: '{id}' names the trait '{t}', which no model has"
                ));
            }
        }
        if let Some(character) = &card.character_card {
            for model in &character.models {
                if !model_ids.contains_key(model) {
                    problems.push(format!(
                        "{CARDS_FILE}: '{id}' is tied to '{model}', which is not in {MODELS_FILE}"
                    ));
                }
            }
        }
    }
}

fn check_rulesets(rulesets: &[Ruleset], problems: &mut Vec<String>) {
    if rulesets.is_empty() {
        problems.push(format!("{RULESETS_FILE}: no ruleset"));
    }
    let defaults = rulesets.iter().filter(|r| r.default).count();
    if !rulesets.is_empty() && defaults != 1 {
        problems.push(format!(
            "{RULESETS_FILE}: exactly one ruleset must be the default, {defaults} are"
        ));
    }
    let mut seen = BTreeSet::new();
    for ruleset in rulesets {
        if !seen.insert(&ruleset.id) {
            problems.push(format!(
                "{RULESETS_FILE}: id '{}' appears more than once",
                ruleset.id
            ));
        }
        if ruleset.objective_deck_size == 0 {
            problems.push(format!(
                "{RULESETS_FILE}: '{}' has an objective deck of 0 cards",
                ruleset.id
            ));
        }
    }
}
