//! What the builder's pickers offer: the catalog browser's filters, the equipment a
//! member may buy, the affiliation a crew plays and the rulesets, each with the label
//! the picker shows.

use crate::bmg::catalog::{EternalFilter, Rank};
use crate::bmg::traits::RecruitOption;
use crate::words::{self, tr};
use std::fmt;

/// Which affiliations the catalog browser shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AffiliationChoice {
    /// Every model.
    All,
    /// Models that may join the current Boss's crew.
    BossCrew,
    /// Models of one affiliation (and `Unknown` ones, which join any crew).
    One(String),
}

impl fmt::Display for AffiliationChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AffiliationChoice::All => f.write_str(&tr!("builder-all-affiliations")),
            AffiliationChoice::BossCrew => f.write_str(&tr!("builder-joins-crew")),
            AffiliationChoice::One(name) => f.write_str(&words::rules::affiliation(name)),
        }
    }
}

/// Which ranks the catalog browser shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RankChoice(pub Option<Rank>);

impl fmt::Display for RankChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            None => f.write_str(&tr!("builder-all-ranks")),
            Some(rank) => f.write_str(words::rules::rank(rank)),
        }
    }
}

/// A rank in a member's rank picker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RankName(pub Rank);

impl fmt::Display for RankName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(words::rules::rank(self.0))
    }
}

/// An option of I Will Break You in a member's option picker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionName(pub RecruitOption);

impl fmt::Display for OptionName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(words::rules::option(self.0))
    }
}

/// Whether the catalog browser shows Eternal (legacy) profiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EternalChoice(pub EternalFilter);

impl EternalChoice {
    /// Every choice, for the picker.
    pub const ALL: [EternalChoice; 3] = [
        EternalChoice(EternalFilter::Include),
        EternalChoice(EternalFilter::Exclude),
        EternalChoice(EternalFilter::Only),
    ];
}

impl fmt::Display for EternalChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self.0 {
            EternalFilter::Include => tr!("builder-eternal-include"),
            EternalFilter::Exclude => tr!("builder-eternal-exclude"),
            EternalFilter::Only => tr!("builder-eternal-only"),
        })
    }
}

/// An equipment item offered to a member.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EquipmentChoice {
    /// Position in the catalog's equipment.
    pub index: usize,
    /// "Name ($150)".
    pub label: String,
}

impl fmt::Display for EquipmentChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label)
    }
}

/// The affiliation a crew plays, as the picker offers it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedChoice {
    /// The affiliation; `None` leaves it to the check, which plays the one that fits.
    pub affiliation: Option<String>,
    /// "GCPD", or "Auto (plays GCPD)".
    pub label: String,
}

impl fmt::Display for PlayedChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label)
    }
}

/// A ruleset offered in the picker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulesetChoice {
    /// Ruleset id.
    pub id: String,
    /// "Rulebook (20-card decks)".
    pub label: String,
}

impl fmt::Display for RulesetChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label)
    }
}
