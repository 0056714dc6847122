//! The objective deck's rules, and why a deck cannot be filled, in a player's words.

use crate::bmg::deck::{CardKind, FillError};
use crate::bmg::ids::shorten;
use crate::bmg::violation::broken::Deck;
use crate::words::{count, join_names};

/// The objective deck's rules.
pub(super) fn deck(said: &Deck) -> String {
    match said {
        Deck::UnknownCard { id } => {
            format!("'{}' is not in the objective card catalog.", shorten(id))
        }
        Deck::Copies { card, copies, held } => {
            let copies = if *copies == 1 {
                "is a single card".to_owned()
            } else {
                format!("comes in {copies} copies")
            };
            format!(
                "{card} {copies}: the deck holds it {}.",
                count(*held, "time", "times")
            )
        }
        Deck::SameName { count, name } => format!(
            "The deck holds {count} different cards named {name}; a deck holds one card of a name."
        ),
        Deck::Size { size, required } => format!(
            "The deck holds {size} cards; it needs exactly {required} (character cards aside)."
        ),
        Deck::General { general, crew } => format!(
            "The deck holds {general} general cards and {crew} crew cards: no more general cards than crew cards."
        ),
        Deck::Singles { singles, size } => format!(
            "{singles} of the {size} cards are single cards: at most half ({}) may be.",
            size / 2
        ),
        Deck::CharacterCard {
            card,
            models,
            ranks,
        } => {
            // Some cards list dozens of versions of one character: name a few.
            let who = match models.len() {
                0..=3 => models.join(" or "),
                n => format!("{} or {} other versions", models[..3].join(", "), n - 3),
            };
            format!(
                "{card} is for {who} as {}: no crew member is that model in that rank.",
                super::either(ranks)
            )
        }
        Deck::NotPlayed {
            card,
            affiliations,
            played,
        } => format!(
            "{card} is a card for {}; a {played} crew takes {played} cards only.",
            affiliations.join(" / ")
        ),
        Deck::Affiliation {
            card,
            affiliations,
            boss,
            boss_affiliations,
        } => format!(
            "{card} is a card for {}; the Boss, {boss}, is {}.",
            affiliations.join(" / "),
            boss_affiliations.join(" / ")
        ),
        Deck::NeedsRank { card, ranks } => {
            format!("{card} needs a {} in the crew.", super::either(ranks))
        }
        Deck::NeedsTrait { card, traits } => format!(
            "{card} needs a model with {} in the crew.",
            join_names(traits, "or")
        ),
        Deck::Prevented {
            card,
            trait_name,
            alias,
        } => format!("{card} cannot be taken by a crew with {trait_name} ({alias})."),
    }
}

/// Why the deck could not be filled.
pub fn fill_error(error: &FillError) -> String {
    match error {
        FillError::TooMany { size, required } => format!(
            "The deck already holds {size} cards; the ruleset asks for {required}. Remove some first."
        ),
        FillError::NoSelection => "No legal selection of the cards this crew may take completes the deck; change the cards already in it.".to_owned(),
    }
}

/// A kind of objective card, for lists and filters: "General", "Crew", "Character".
pub fn card_kind(kind: CardKind) -> &'static str {
    match kind {
        CardKind::General => "General",
        CardKind::Crew => "Crew",
        CardKind::Character => "Character",
    }
}
