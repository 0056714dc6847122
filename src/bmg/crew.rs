//! A crew as the player builds and saves it: catalog ids and choices, never positions.

use super::catalog::Catalog;
use super::ids::shorten;
use super::rank::Rank;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The `format` of a saved crew file.
pub const CREW_FORMAT: &str = "gotham-companion/crew";
/// The newest crew file version this build writes and reads. Version 2 added the
/// affiliation the crew plays and the choices cards ask for at recruitment; version 3
/// the catalog the crew was saved with and each member's alias then (so a member the
/// catalog in use lacks is still named). Older files load through `storage`'s
/// migration.
pub const CREW_VERSION: u32 = 3;
/// The Reputation limit presets the rulebook suggests (quick, standard, long games).
pub const REPUTATION_PRESETS: [u32; 3] = [150, 350, 450];
/// The standard game size, which new crews start with.
pub const STANDARD_REPUTATION: u32 = 350;
/// The highest Reputation limit accepted; far above any real game.
pub const MAX_REPUTATION: u32 = 10_000;

/// One model in a crew.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Member {
    /// Catalog id of the model.
    pub model: String,
    /// The model's alias when the crew was last saved: how the member is named where
    /// the catalog in use lacks its profile.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alias: Option<String>,
    /// The rank this model fills in this crew (the player's choice for multi-rank models).
    pub rank: Rank,
    /// Whether this model is the crew's Boss.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub boss: bool,
    /// Catalog ids of the equipment bought for it.
    #[serde(default)]
    pub equipment: Vec<String>,
    /// Options picked when it was recruited, by the card trait that offers them
    /// (`"i-will-break-you": "close-combat-master"`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub choices: BTreeMap<String, String>,
}

impl Member {
    /// A member without equipment, not the Boss.
    pub fn new(model: impl Into<String>, rank: Rank) -> Member {
        Member {
            model: model.into(),
            alias: None,
            rank,
            boss: false,
            equipment: Vec::new(),
            choices: BTreeMap::new(),
        }
    }
}

/// A crew: its settings and members, as saved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Crew {
    /// The player's name for it.
    pub name: String,
    /// Id of the ruleset it is built for.
    #[serde(default = "default_ruleset")]
    pub ruleset: String,
    /// The game's Reputation limit.
    pub reputation_limit: u32,
    /// Whether Eternal (legacy) profiles are allowed.
    #[serde(default)]
    pub eternal: bool,
    /// Which of its Boss's affiliations the crew plays, where the player chose one;
    /// otherwise the crew plays whichever makes it legal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub affiliation: Option<String>,
    /// The models, in the player's order.
    #[serde(default)]
    pub members: Vec<Member>,
    /// Objective card ids, one entry per copy.
    #[serde(default)]
    pub objective_deck: Vec<String>,
    /// The id of the catalog the crew was last saved with, to tell what changed since.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub catalog: Option<String>,
}

fn default_ruleset() -> String {
    "rulebook".to_owned()
}

impl Crew {
    /// An empty crew.
    pub fn new(name: impl Into<String>, ruleset: impl Into<String>, reputation_limit: u32) -> Crew {
        Crew {
            name: name.into(),
            ruleset: ruleset.into(),
            reputation_limit,
            eternal: false,
            affiliation: None,
            members: Vec::new(),
            objective_deck: Vec::new(),
            catalog: None,
        }
    }

    /// Records `catalog` as the one the crew is saved with, and each member's alias in
    /// it (a member it lacks keeps the alias it was saved under).
    pub fn stamp(&mut self, catalog: &Catalog) {
        self.catalog = Some(catalog.id().to_owned());
        for member in &mut self.members {
            if let Some(model) = catalog.model(&member.model) {
                member.alias = Some(model.alias.clone());
            }
        }
    }

    /// The name of the member at `index` as the crew file knows it: its saved alias,
    /// else its id.
    pub fn saved_name(&self, index: usize) -> String {
        let Some(member) = self.members.get(index) else {
            return String::new();
        };
        member
            .alias
            .clone()
            .unwrap_or_else(|| shorten(&member.model).into_owned())
    }

    /// The member marked as Boss, if exactly one is.
    pub fn boss(&self) -> Option<usize> {
        let mut bosses = self.members.iter().enumerate().filter(|(_, m)| m.boss);
        match (bosses.next(), bosses.next()) {
            (Some((index, _)), None) => Some(index),
            _ => None,
        }
    }

    /// Whether some member plays the profile `model`.
    pub fn has_model(&self, model: &str) -> bool {
        self.members.iter().any(|m| m.model == model)
    }

    /// Makes the member at `index` the only Boss.
    pub fn set_boss(&mut self, index: usize) {
        for (i, member) in self.members.iter_mut().enumerate() {
            member.boss = i == index;
        }
    }
}

/// Funding for a Reputation limit: $500 per 150 Rep or part of it.
pub fn funding_for(reputation_limit: u32) -> u32 {
    reputation_limit.div_ceil(150).saturating_mul(500)
}

/// Free Agents (and likewise Vehicles) allowed: one, plus one per 150 Rep or part of it
/// above 350.
pub fn free_agent_slots(reputation_limit: u32) -> u32 {
    1 + reputation_limit.saturating_sub(350).div_ceil(150)
}
