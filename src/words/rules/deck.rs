//! The objective deck's rules, and why a deck cannot be filled, in a player's words.

use super::lasting;
use crate::bmg::deck::{CardKind, FillError};
use crate::bmg::ids::shorten;
use crate::bmg::violation::broken::Deck;
use crate::words::{join_names, tr};

/// The objective deck's rules.
pub(super) fn deck(said: &Deck) -> String {
    match said {
        Deck::UnknownCard { id } => tr!("rules-deck-unknown-card", id = shorten(id)),
        Deck::Copies { card, copies, held } => {
            let (copies, held) = (*copies, *held);
            tr!(
                "rules-deck-copies",
                card = card.as_str(),
                copies = copies,
                held = held
            )
        }
        Deck::SameName { count, name } => {
            let count = *count;
            tr!("rules-deck-same-name", count = count, name = name.as_str())
        }
        Deck::Size { size, required } => {
            let (size, required) = (*size, *required);
            tr!("rules-deck-size", size = size, required = required)
        }
        Deck::General { general, crew } => {
            let (general, crew) = (*general, *crew);
            tr!("rules-deck-general", general = general, crew = crew)
        }
        Deck::Singles { singles, size } => {
            let (singles, size, half) = (*singles, *size, size / 2);
            tr!(
                "rules-deck-singles",
                singles = singles,
                size = size,
                half = half
            )
        }
        Deck::CharacterCard {
            card,
            models,
            ranks,
        } => {
            // Some cards list dozens of versions of one character: name a few.
            let who = match models.len() {
                0..=3 => models.join(&format!(" {} ", tr!("or"))),
                n => {
                    let others = n - 3;
                    tr!(
                        "rules-deck-versions",
                        names = models[..3].join(", "),
                        count = others
                    )
                }
            };
            tr!(
                "rules-deck-character-card",
                card = card.as_str(),
                who = who,
                ranks = super::either(ranks)
            )
        }
        Deck::NotPlayed {
            card,
            affiliations,
            played,
        } => tr!(
            "rules-deck-not-played",
            card = card.as_str(),
            affiliations = affiliations.join(" / "),
            played = played.as_str()
        ),
        Deck::Affiliation {
            card,
            affiliations,
            boss,
            boss_affiliations,
        } => tr!(
            "rules-deck-affiliation",
            card = card.as_str(),
            affiliations = affiliations.join(" / "),
            boss = boss.as_str(),
            boss_affiliations = boss_affiliations.join(" / ")
        ),
        Deck::NeedsRank { card, ranks } => tr!(
            "rules-deck-needs-rank",
            card = card.as_str(),
            ranks = super::either(ranks)
        ),
        Deck::NeedsTrait { card, traits } => tr!(
            "rules-deck-needs-trait",
            card = card.as_str(),
            traits = join_names(traits, &tr!("or"))
        ),
        Deck::Prevented {
            card,
            trait_name,
            alias,
        } => tr!(
            "rules-deck-prevented",
            card = card.as_str(),
            trait_name = trait_name.as_str(),
            alias = alias.as_str()
        ),
    }
}

/// Why the deck could not be filled.
pub fn fill_error(error: &FillError) -> String {
    match error {
        FillError::TooMany { size, required } => {
            let (size, required) = (*size, *required);
            tr!("rules-fill-too-many", size = size, required = required)
        }
        FillError::NoSelection => tr!("rules-fill-no-selection"),
    }
}

/// A kind of objective card, for lists and filters: "General", "Crew", "Character".
pub fn card_kind(kind: CardKind) -> &'static str {
    match kind {
        CardKind::General => lasting!("rules-card-kind-general"),
        CardKind::Crew => lasting!("rules-card-kind-crew"),
        CardKind::Character => lasting!("rules-card-kind-character"),
    }
}
