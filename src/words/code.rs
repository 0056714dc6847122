//! Why a code cannot be made or read: a crew code (`GC…`), a table code (`GT…`) or a
//! result code (`GR…`), each reason in a player's words.

use super::{numbers, tr};
use crate::bmg::code::{CODE_VERSION, CodeError, Kind, MAX_CARDS};
use crate::bmg::ids::shorten;
use crate::bmg::tournament::code::{CodeRefusal, TABLE_PREFIX};

/// What a catalog id names, as messages say it: "equipment item".
pub fn kind(kind: Kind) -> String {
    match kind {
        Kind::Ruleset => tr!("code-kind-ruleset"),
        Kind::Affiliation => tr!("code-kind-affiliation"),
        Kind::Model => tr!("code-kind-model"),
        Kind::Equipment => tr!("code-kind-equipment"),
        Kind::Card => tr!("code-kind-card"),
        Kind::Choice => tr!("code-kind-choice"),
        Kind::Option => tr!("code-kind-option"),
    }
}

/// A count of things as the language writes it, "1000" or "1.000".
fn many(n: usize) -> String {
    numbers::integer(i64::try_from(n).unwrap_or(i64::MAX))
}

/// Why a crew cannot be coded, or a crew code cannot be read.
pub fn crew_code(error: &CodeError) -> String {
    match error {
        CodeError::Unnumbered { kind: k, id } => {
            tr!("code-unnumbered", kind = kind(*k), id = shorten(id))
        }
        CodeError::TooManyCards(count) => tr!(
            "code-too-many-cards",
            count = many(*count),
            max = many(MAX_CARDS)
        ),
        CodeError::Empty => tr!("code-crew-empty"),
        CodeError::NotACode => tr!("code-crew-not-a-code"),
        CodeError::BadCharacter {
            character,
            position,
        } => {
            let position = *position;
            tr!(
                "code-crew-bad-character",
                character = format!("{character:?}"),
                position = position
            )
        }
        CodeError::Damaged => tr!("code-crew-damaged"),
        CodeError::Newer(version) => {
            let version = *version;
            tr!("code-crew-newer", version = version, max = CODE_VERSION)
        }
        CodeError::UnknownNumber { kind: k, number } => {
            let number = *number;
            tr!("code-unknown-number", kind = kind(*k), number = number)
        }
        CodeError::Numbers(why) => tr!("code-numbers", why = why.as_str()),
    }
}

/// Why a text is no table or result code.
pub fn table_code(refusal: &CodeRefusal) -> String {
    match refusal {
        CodeRefusal::Empty => tr!("code-empty"),
        &CodeRefusal::NotACode(prefix) if prefix == TABLE_PREFIX => {
            tr!("code-not-a-table-code", prefix = prefix)
        }
        &CodeRefusal::NotACode(prefix) => tr!("code-not-a-result-code", prefix = prefix),
        CodeRefusal::BadCharacter(c, at) => {
            let at = *at;
            tr!(
                "code-bad-character",
                character = format!("{c:?}"),
                position = at
            )
        }
        CodeRefusal::Damaged => tr!("code-damaged"),
        CodeRefusal::Newer(version) => {
            let version = *version;
            tr!("code-newer", version = version)
        }
    }
}
