//! The records of the catalog files, as they are read: models, equipment, objective
//! cards and rulesets.

use crate::bmg::names;
use crate::bmg::rank::Rank;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

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

    /// Whether it has a trait of this name (case-insensitive): for in-game effects
    /// (the dice odds); crew-building rules use the traits resolved at load.
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
    /// The carrier must have a weapon with one of these traits.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub carrier_needs_weapon_trait: Vec<String>,
    /// The named list within its affiliation's equipment it belongs to ("Iceberg
    /// Lounge"), where a crew may buy only so many of the list's items.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub list: Option<String>,
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

/// The published crew-building rules of one affiliation
/// (`affiliation-rules.json`, keyed by affiliation).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AffiliationRecord {
    /// Only models carrying the affiliation join (an `Unknown` one does not).
    #[serde(default)]
    pub only_affiliation_members: bool,
    /// Models share the affiliation the crew plays, or are `Unknown`.
    #[serde(default)]
    pub only_boss_affiliation_or_no_affiliation: bool,
    /// Crew objective cards are of the affiliation the crew plays.
    #[serde(default)]
    pub only_boss_affiliation_objectives: bool,
    /// The Boss fills the Leader rank.
    #[serde(default)]
    pub must_have_leader_as_boss: bool,
    /// The rank slot limits do not apply (the Boss rules do).
    #[serde(default)]
    pub ignore_standard_rank_requirements: bool,
    /// Several models may share a Name, when their aliases differ.
    #[serde(default)]
    pub allow_same_name_different_alias: bool,
    /// Only models with this trait join.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub only_keyword_trait: Option<String>,
    /// Models with this rival and models of this affiliation never share the crew.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rivals_exclusion: Option<String>,
}

/// The affiliation rules file: each affiliation's rules.
pub type AffiliationRecords = BTreeMap<String, AffiliationRecord>;
