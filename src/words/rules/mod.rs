//! The sentences of the crew-building check: every broken rule ([`violation`]), the
//! notes on what cards do for a member and for the crew, the reminders, what each card
//! trait does, why a deck cannot be filled, and the names of the exceptions cards
//! grant. The builder, the crew list, the tournament, the command line (its text and
//! its JSON) and the printed rosters all say them from here.

mod deck;
mod equipment;
mod joining;
mod notes;
mod slots;
mod traits;

pub use deck::{card_kind, fill_error};
pub use notes::{badge, crew_badge, crew_note, note, reminder};
pub use traits::summary;

use super::join_names;
use crate::bmg::crew::MAX_REPUTATION;
use crate::bmg::edit::Unrecruitable;
use crate::bmg::ids::shorten;
use crate::bmg::rank::Rank;
use crate::bmg::traits::RecruitOption;
use crate::bmg::validate::Exception;
use crate::bmg::violation::Violation;
use crate::bmg::violation::broken::{self, Broken};

/// A rank's noun, singular and plural: "Free Agent", "Free Agents".
fn rank_nouns(rank: Rank) -> (&'static str, &'static str) {
    match rank {
        Rank::Leader => ("Leader", "Leaders"),
        Rank::Sidekick => ("Sidekick", "Sidekicks"),
        Rank::FreeAgent => ("Free Agent", "Free Agents"),
        Rank::Vehicle => ("Vehicle", "Vehicles"),
        Rank::Henchman => ("Henchman", "Henchmen"),
    }
}

/// A rank's name, as a player reads it: "Henchman".
pub fn rank(rank: Rank) -> &'static str {
    rank_nouns(rank).0
}

/// An option of I Will Break You, in a few words.
pub fn option(option: RecruitOption) -> &'static str {
    match option {
        RecruitOption::VenomDoses => "3 extra Venom doses, shareable within 4\"",
        RecruitOption::ExhaustivePlanner => "Exhaustive Planner and +1 Willpower",
        RecruitOption::CloseCombatMaster => "Close Combat Master",
    }
}

/// `n` models of a rank: "1 Leader", "4 Sidekicks", "2 Henchmen".
pub fn rank_count(rank: Rank, n: u32) -> String {
    let (one, many) = rank_nouns(rank);
    super::count(n, one, many)
}

/// Ranks as alternatives: "Leader or Sidekick".
pub fn either(ranks: &[Rank]) -> String {
    let names: Vec<&str> = ranks.iter().map(|&r| rank(r)).collect();
    names.join(" or ")
}

/// What a broken rule says, in a player's words.
pub fn violation(v: &Violation) -> String {
    broken(&v.said)
}

/// What a broken rule says, in a player's words.
pub fn broken(said: &Broken) -> String {
    match said {
        Broken::Crew(said) => crew(said),
        Broken::Boss(said) => boss(said),
        Broken::Slots(said) => slots::slots(said),
        Broken::Costs(said) => costs(*said),
        Broken::Joining(said) => joining::joining(said),
        Broken::Equipment(said) => equipment::equipment(said),
        Broken::Added(said) => equipment::added(said),
        Broken::Deck(said) => deck::deck(said),
    }
}

/// Why a model is never recruited.
pub fn unrecruitable(why: &Unrecruitable) -> String {
    match why {
        Unrecruitable::Brought(card) => {
            format!("{card}: never recruited; another card brings it into play.")
        }
        Unrecruitable::Swarm(card) => {
            format!("{card}: never recruited; each Void Priest brings one.")
        }
    }
}

/// The card trait an exception is printed as: "Criminal Bonds".
pub fn exception(exception: Exception) -> &'static str {
    match exception {
        Exception::AbsolutePower => "Absolute Power",
        Exception::Vocational => "Vocational",
        Exception::BatmanLives => "Batman Lives",
        Exception::Affinity => "Affinity",
        Exception::Possessed => "Possessed",
        Exception::Corrupt => "Corrupt",
        Exception::CriminalBonds => "Criminal Bonds",
    }
}

/// Aliases as a rule names them: a long list cut short, "A, B, C and 4 other
/// profiles".
pub fn aliases<S: AsRef<str>>(names: &[S], last: &str) -> String {
    if names.len() > 4 {
        let head: Vec<&str> = names[..3].iter().map(AsRef::as_ref).collect();
        return format!(
            "{} {last} {} other profiles",
            head.join(", "),
            names.len() - 3
        );
    }
    join_names(names, last)
}

/// "both" for two, "all" for more.
fn all(n: usize) -> &'static str {
    if n == 2 { "both" } else { "all" }
}

/// The crew file against the catalog.
fn crew(said: &broken::Crew) -> String {
    match said {
        broken::Crew::Ruleset { named, known } => format!(
            "The crew is set for the ruleset '{}', which this catalog does not have ({}).",
            shorten(named),
            join_names(known, "or")
        ),
        broken::Crew::UnknownModel {
            alias: Some(alias),
            model,
            catalog,
        } => format!(
            "{alias} ('{}') is not in this catalog ({catalog}): the member is kept, but cannot be checked.",
            shorten(model)
        ),
        broken::Crew::UnknownModel {
            alias: None, model, ..
        } => format!(
            "'{}' is not in the catalog: the member is kept, but cannot be checked.",
            shorten(model)
        ),
        broken::Crew::ChoiceNotBoss {
            recorded,
            boss,
            affiliations,
        } => format!(
            "The crew is set to play {recorded}, but its Boss, {boss}, is {}: choose one of the Boss's affiliations.",
            join_names(affiliations, "or")
        ),
        broken::Crew::ChoiceUnknown { recorded } => format!(
            "The crew is set to play '{}', which no model carries: choose one of the Boss's affiliations.",
            shorten(recorded)
        ),
    }
}

/// Who may be the Boss.
fn boss(said: &broken::Boss) -> String {
    match said {
        broken::Boss::None => {
            "Choose a Boss: the crew's Leader, or a Sidekick if it has no Leader.".to_owned()
        }
        broken::Boss::Many(names) => format!(
            "A crew has one Boss, but {} are all marked as Boss.",
            join_names(names, "and")
        ),
        broken::Boss::SidekickWithLeader { boss } => {
            format!("{boss} is a Sidekick, but the crew has a Leader: the Leader must be the Boss.")
        }
        broken::Boss::Rank { boss, rank } => format!(
            "{boss} fills the {} rank: the Boss must be a Leader, or a Sidekick when the crew has no Leader.",
            self::rank(*rank)
        ),
        broken::Boss::Never { boss, card } => {
            format!("{boss}'s {card}: never the Boss; choose another member.")
        }
        broken::Boss::NotLeader { played, boss, rank } => {
            format!(
                "A {played} crew's Boss must be a Leader; {boss} fills the {} rank.",
                self::rank(*rank)
            )
        }
    }
}

/// Rep and $.
fn costs(said: broken::Costs) -> String {
    match said {
        broken::Costs::LimitRange { limit } => {
            format!("The Reputation limit must be between 1 and {MAX_REPUTATION}; it is {limit}.")
        }
        broken::Costs::Reputation { used, limit } => format!(
            "The crew costs {used} Rep, {} over the {limit} Rep limit.",
            used.saturating_sub(limit)
        ),
        broken::Costs::Funding {
            spent,
            available,
            limit,
            bonus,
        } => format!(
            "The crew spends ${spent}, ${} over the ${available} Funding of a {limit} Rep game{}.",
            spent.saturating_sub(available),
            if bonus {
                " with its cards' bonuses"
            } else {
                ""
            }
        ),
    }
}
