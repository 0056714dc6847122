//! Who may join, in a player's words.

use super::{aliases, exception};
use crate::bmg::violation::broken::Joining;
use crate::words::{join_names, tr};

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
        } => tr!(
            "rules-joining-crew-only",
            boss = boss.as_str(),
            card = card.as_str(),
            only = only.as_str(),
            alias = alias.as_str(),
            affiliations = affiliations.join(", ")
        ),
        Joining::Closed {
            played,
            alias,
            affiliations,
        } => tr!(
            "rules-joining-closed",
            played = played.as_str(),
            alias = alias.as_str(),
            affiliations = affiliations.join(", ")
        ),
        Joining::Keyword {
            played,
            keyword,
            alias,
        } => tr!(
            "rules-joining-keyword",
            played = played.as_str(),
            keyword = keyword.as_str(),
            alias = alias.as_str()
        ),
        Joining::Played {
            played,
            alias,
            affiliations,
        } => tr!(
            "rules-joining-played",
            played = played.as_str(),
            alias = alias.as_str(),
            affiliations = affiliations.join(", ")
        ),
        Joining::Cult {
            boss,
            leads,
            refuses,
            alias,
        } => tr!(
            "rules-joining-cult",
            boss = boss.as_str(),
            leads = leads.label(),
            alias = alias.as_str(),
            refuses = refuses.label()
        ),
        Joining::NoShared {
            alias,
            affiliations,
            boss,
            boss_affiliations,
        } => tr!(
            "rules-joining-no-shared",
            alias = alias.as_str(),
            affiliations = affiliations.join(", "),
            boss = boss.as_str(),
            boss_affiliations = boss_affiliations.join(", ")
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
        } => {
            let cap = *cap;
            tr!(
                "rules-joining-taken",
                alias = alias.as_str(),
                by = by.as_str(),
                exception = exception(*e),
                cap = cap,
                holders = join_names(holders, &tr!("and"))
            )
        }
        Joining::OnlyWith {
            alias,
            card: Some(card),
            needed,
        } => tr!(
            "rules-joining-only-with",
            alias = alias.as_str(),
            card = card.as_str(),
            needed = aliases(needed, &tr!("or"))
        ),
        Joining::OnlyWith {
            alias,
            card: None,
            needed,
        } => tr!(
            "rules-joining-only-with-uncarded",
            alias = alias.as_str(),
            needed = aliases(needed, &tr!("or"))
        ),
        Joining::BarredFrom {
            alias,
            card,
            affiliation,
        } => tr!(
            "rules-joining-barred-from",
            alias = alias.as_str(),
            card = card.as_str(),
            affiliation = affiliation.as_str()
        ),
        Joining::BossMustBe {
            alias,
            card,
            bosses,
        } => tr!(
            "rules-joining-boss-must-be",
            alias = alias.as_str(),
            card = card.as_str(),
            bosses = aliases(bosses, &tr!("or"))
        ),
        Joining::Mercenary {
            alias,
            card,
            affiliation,
            name,
        } => tr!(
            "rules-joining-mercenary",
            alias = alias.as_str(),
            card = card.as_str(),
            affiliation = affiliation.as_str(),
            name = name.as_str()
        ),
        Joining::Incorruptible {
            alias,
            card,
            own,
            boss,
            boss_affiliations,
        } => tr!(
            "rules-joining-incorruptible",
            alias = alias.as_str(),
            card = card.as_str(),
            own = own.join(", "),
            boss = boss.as_str(),
            boss_affiliations = boss_affiliations.join(", ")
        ),
        Joining::Unrecruitable { alias, card } => tr!(
            "rules-joining-unrecruitable",
            alias = alias.as_str(),
            card = card.as_str()
        ),
        Joining::AmazonsOnly { boss, card, alias } => tr!(
            "rules-joining-amazons-only",
            boss = boss.as_str(),
            card = card.as_str(),
            alias = alias.as_str()
        ),
        Joining::FreeAgentsMustBe {
            carrier,
            card,
            affiliation,
            alias,
        } => tr!(
            "rules-joining-free-agents-must-be",
            carrier = carrier.as_str(),
            card = card.as_str(),
            affiliation = affiliation.as_str(),
            alias = alias.as_str()
        ),
        Joining::Rivals {
            alias,
            rivals,
            others,
        } => tr!(
            "rules-joining-rivals",
            alias = alias.as_str(),
            named = join_names(rivals, &tr!("and")),
            count = rivals.len(),
            others = join_names(others, &tr!("and"))
        ),
        Joining::NeverWith {
            alias,
            card: Some(card),
            other,
        } => tr!(
            "rules-joining-never-with",
            alias = alias.as_str(),
            card = card.as_str(),
            other = other.as_str()
        ),
        Joining::NeverWith {
            alias,
            card: None,
            other,
        } => tr!(
            "rules-joining-never-with-uncarded",
            alias = alias.as_str(),
            other = other.as_str()
        ),
        Joining::Eternal { alias } => tr!("rules-joining-eternal", alias = alias.as_str()),
        Joining::CrewOnly { .. }
        | Joining::Closed { .. }
        | Joining::Keyword { .. }
        | Joining::Played { .. }
        | Joining::Cult { .. }
        | Joining::NoShared { .. } => joining(said),
    }
}
