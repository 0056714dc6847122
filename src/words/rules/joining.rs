//! Who may join, in a player's words.

use super::{aliases, exception};
use crate::bmg::violation::broken::Joining;
use crate::words::join_names;

/// The general affiliation rule and the affiliation played; the cards' own
/// conditions in [`cards`].
pub(super) fn joining(said: &Joining) -> String {
    match said {
        Joining::CrewOnly {
            boss,
            card,
            only,
            alias,
            affiliations,
        } => format!(
            "{boss}'s {card}: the crew hires {only} models only, and {alias} [{}] is not one.",
            affiliations.join(", ")
        ),
        Joining::Closed {
            played,
            alias,
            affiliations,
        } => format!(
            "The crew plays {played}, a closed affiliation: {alias} [{}] is not {played}.",
            affiliations.join(", ")
        ),
        Joining::Keyword {
            played,
            keyword,
            alias,
        } => format!(
            "The crew plays {played}: only models with {keyword} join, and {alias} has none."
        ),
        Joining::Played {
            played,
            alias,
            affiliations,
        } => format!(
            "The crew plays {played}: {alias} [{}] must be {played} or Unknown.",
            affiliations.join(", ")
        ),
        Joining::Cult {
            boss,
            leads,
            refuses,
            alias,
        } => format!(
            "{boss} leads a crew of {}s: {alias}, a {}, cannot join it.",
            leads.label(),
            refuses.label()
        ),
        Joining::NoShared {
            alias,
            affiliations,
            boss,
            boss_affiliations,
        } => format!(
            "{alias} [{}] shares no affiliation with the Boss, {boss} [{}].",
            affiliations.join(", "),
            boss_affiliations.join(", ")
        ),
        _ => cards(said),
    }
}

/// What cards allow or forbid: exceptions used up, models needed or refused, rivals,
/// Eternal profiles.
fn cards(said: &Joining) -> String {
    match said {
        Joining::Taken {
            alias,
            by,
            exception: e,
            cap,
            holders,
        } => format!(
            "{alias} could join through {by}'s {}, but it lets in {cap} models and they are taken ({}).",
            exception(*e),
            join_names(holders, "and")
        ),
        Joining::OnlyWith {
            alias,
            card: Some(card),
            needed,
        } => format!(
            "{alias}'s {card}: only in a crew with {}.",
            aliases(needed, "or")
        ),
        Joining::OnlyWith {
            alias,
            card: None,
            needed,
        } => format!(
            "{alias} can only join a crew with {}.",
            aliases(needed, "or")
        ),
        Joining::BarredFrom {
            alias,
            card,
            affiliation,
        } => format!("{alias}'s {card}: never in a {affiliation} crew."),
        Joining::BossMustBe {
            alias,
            card,
            bosses,
        } => format!(
            "{alias}'s {card}: only when {} leads the crew as its Boss.",
            aliases(bosses, "or")
        ),
        Joining::Mercenary {
            alias,
            card,
            affiliation,
            name,
        } => format!("{alias}'s {card}: in a {affiliation} crew, only with a model named {name}."),
        Joining::Incorruptible {
            alias,
            card,
            own,
            boss,
            boss_affiliations,
        } => format!(
            "{alias}'s {card}: only under a Boss of its own affiliation ({}); {boss} is {}.",
            own.join(", "),
            boss_affiliations.join(", ")
        ),
        Joining::Unrecruitable { alias, card } => {
            format!("{alias}'s {card}: never recruited; another card brings it into play.")
        }
        Joining::AmazonsOnly { boss, card, alias } => {
            format!("{boss}'s {card}: as Boss, it recruits Amazons only, and {alias} is not one.")
        }
        Joining::FreeAgentsMustBe {
            carrier,
            card,
            affiliation,
            alias,
        } => format!(
            "{carrier}'s {card}: with William Cobb in the crew, every Free Agent must be {affiliation}, and {alias} is not."
        ),
        Joining::Rivals {
            alias,
            rivals,
            others,
        } => {
            let named = join_names(rivals, "and");
            let others = join_names(others, "and");
            if rivals.len() == 1 {
                format!(
                    "{alias} has {named} as a rival and will not share a crew with {named} models: {others}."
                )
            } else {
                format!(
                    "{alias} has {named} as rivals and will not share a crew with their models: {others}."
                )
            }
        }
        Joining::NeverWith {
            alias,
            card: Some(card),
            other,
        } => format!("{alias}'s {card}: never in a crew with {other}."),
        Joining::NeverWith {
            alias,
            card: None,
            other,
        } => format!("{alias} cannot join a crew with {other}."),
        Joining::Eternal { alias } => format!(
            "{alias} is an Eternal (legacy) profile: allow Eternal profiles for this crew, or pick a current profile."
        ),
        Joining::CrewOnly { .. }
        | Joining::Closed { .. }
        | Joining::Keyword { .. }
        | Joining::Played { .. }
        | Joining::Cult { .. }
        | Joining::NoShared { .. } => joining(said),
    }
}
