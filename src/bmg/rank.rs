//! A model's rank, which decides how many of it a crew may hold.

use super::names;
use serde::{Deserialize, Serialize};

/// A model's rank.
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

    /// The rank as the catalog's text writes it, which [`Rank::parse_loose`] reads. The
    /// window names a rank through `words::rules::rank`.
    fn catalog_name(self) -> &'static str {
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
            let label = names::normalize(rank.catalog_name());
            text == label
                || text == format!("{label}s")
                || (*rank == Rank::Henchman && text == "henchmen")
        })
    }
}
