//! Why a code cannot be made or read: a crew code (`GC…`), a table code (`GT…`) or a
//! result code (`GR…`), each reason in a player's words.

use crate::bmg::code::{CODE_VERSION, CodeError, Kind, MAX_CARDS};
use crate::bmg::ids::shorten;
use crate::bmg::tournament::code::{CodeRefusal, TABLE_PREFIX};

/// What a catalog id names, as messages say it: "equipment item".
pub fn kind(kind: Kind) -> &'static str {
    match kind {
        Kind::Ruleset => "ruleset",
        Kind::Affiliation => "affiliation",
        Kind::Model => "model",
        Kind::Equipment => "equipment item",
        Kind::Card => "objective card",
        Kind::Choice => "recruit-time choice",
        Kind::Option => "recruit-time option",
    }
}

/// Why a crew cannot be coded, or a crew code cannot be read.
pub fn crew_code(error: &CodeError) -> String {
    match error {
        CodeError::Unnumbered { kind: k, id } => format!(
            "the crew holds {} '{}', which is not in the catalog in use: a crew code cannot name it",
            kind(*k),
            shorten(id)
        ),
        CodeError::TooManyCards(count) => format!(
            "the objective deck holds {count} cards, more than a crew code carries ({MAX_CARDS})"
        ),
        CodeError::Empty => "no crew code given".to_owned(),
        CodeError::NotACode => {
            "this is not a Gotham Companion crew code (those start with GC)".to_owned()
        }
        CodeError::BadCharacter {
            character,
            position,
        } => format!(
            "this crew code is damaged: {character:?} (character {position}) is not part of a crew code"
        ),
        CodeError::Damaged => {
            "this crew code is damaged: a character is wrong, missing or extra; copy it again"
                .to_owned()
        }
        CodeError::Newer(version) => format!(
            "this crew code was made by a newer Gotham Companion (code version {version}; this one reads up to version {CODE_VERSION}); update the app to open it"
        ),
        CodeError::UnknownNumber { kind: k, number } => format!(
            "this crew code was made by a newer Gotham Companion: it names {} number {number}, which this one does not know; update the app to open it",
            kind(*k)
        ),
        CodeError::Numbers(why) => format!("the crew code numbers cannot be read: {why}"),
    }
}

/// Why a text is no table or result code.
pub fn table_code(refusal: &CodeRefusal) -> String {
    match refusal {
        CodeRefusal::Empty => "no code given".to_owned(),
        CodeRefusal::NotACode(prefix) => format!(
            "this is not a Gotham Companion {} (those start with {prefix})",
            if *prefix == TABLE_PREFIX {
                "table code"
            } else {
                "result code"
            }
        ),
        CodeRefusal::BadCharacter(c, at) => {
            format!("the code is damaged: {c:?} (character {at}) is not part of a code")
        }
        CodeRefusal::Damaged => {
            "the code is damaged: a character is wrong, missing or extra; copy it again".to_owned()
        }
        CodeRefusal::Newer(version) => format!(
            "the code was made by a newer Gotham Companion (version {version}); update the app to read it"
        ),
    }
}
