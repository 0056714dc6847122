//! Crew codes: a whole crew as one short line of text, to paste into a chat message
//! and open in another Gotham Companion, with no server in between.
//!
//! # The code
//! `GC`, then symbols of Crockford's base 32 (`0-9` and `A-Z` without `I L O U`: no
//! character that chat markdown reads, such as `_ * ~ ` `` ` `` ` |`, and none two people
//! confuse):
//! - the format version, one symbol (`GC1…` for [`CODE_VERSION`] 1);
//! - the payload, its bits packed most significant first, five to a symbol, the last
//!   padded with zero bits;
//! - seven check symbols: the CRC-32 of the symbols before them (version and payload,
//!   one byte a symbol) in the low 32 of their 35 bits, the top three zero.
//!
//! A character changed, in any one place, changes one byte under the check: CRC-32
//! finds every such change (every burst of up to 32 bits), so the code is refused,
//! never read as another crew. The prefix, the version symbol and the check stay the
//! same in every version, so a code from a newer version is checked and then refused
//! with a message saying it is newer.
//!
//! Reading forgives what chat apps and hands do to a code: lower case, `I` or `L` for
//! `1` and `O` for `0`, and spaces, line breaks, hyphens, zero-width characters, and
//! backticks or quotes around it.
//!
//! # The payload (version 1)
//! Numbers are fixed-width, or Exp-Golomb codes of order k (`eg(k)`: short for small
//! numbers, with no upper limit).
//! 1. Reputation limit `eg(8)`; ruleset `eg(0)`; Eternal, one bit; the affiliation
//!    played `eg(2)`, 0 for none recorded, else its number + 1.
//! 2. The widths of the model, equipment and card numbers in this code, four bits each
//!    (width − 1): a code spends only the bits its own crew needs.
//! 3. Members: their count `eg(0)`; each its model, rank (three bits, [`RANKS`]), Boss
//!    (one bit), equipment count `eg(0)` and items.
//! 4. Recruit-time choices: their count `eg(0)`; each the member's position, the
//!    choice and the option, `eg(0)` each.
//! 5. Objective deck, as runs of one card in the deck's order: the count of runs
//!    `eg(0)`; each the card and its copies − 1 `eg(0)`.
//! 6. Name: its length in bytes `eg(3)`, then its UTF-8 bytes.
//!
//! # Numbers that never change
//! Catalog ids are text and catalog files may be reordered, so a code names models,
//! equipment, cards, rulesets, affiliations and recruit-time choices by a permanent
//! number: an id's position in its list in `data/code-numbers.json`. New ids are only
//! ever appended there (`tools/import-catalog.py` does it; `tests/code.rs` checks the
//! lists against the committed ones and that every catalog id has a number), so a
//! growing catalog never changes an existing crew's code. An id dropped from the
//! catalog keeps its number, and a code naming it opens as a crew with a missing id,
//! as a crew file would.
//!
//! # What a round trip keeps
//! Everything in a [`Crew`], exactly, except a long name, the catalog it was saved
//! with and its members' saved aliases (a code names ids; the app that opens it reads
//! them with its own catalog): the name is kept whole when the code fits
//! [`MAX_LENGTH`] characters with it, and otherwise cut, between two characters, to
//! what fits. Numbers are those of the catalog in use, which extend the bundled
//! catalog's (a pack's new profiles get new numbers at the end). A crew holding an id
//! that has no number (a profile the catalog in use lacks) is refused
//! ([`CodeError::Unnumbered`]), as is a deck above [`MAX_CARDS`] cards.

use super::Catalog;
use super::crew::{Crew, Member};
#[cfg(test)]
use super::numbers::MAX_NUMBERS;
use super::numbers::{List, Numbering};
use super::rank::Rank;
use super::traits::{I_WILL_BREAK_YOU, I_WILL_BREAK_YOU_KEY};
use symbols::{Bits, CHECK_SYMBOLS, Damaged, Reader, Refusal, SYMBOL_BITS, eg_len};

pub(crate) mod symbols;

/// The code format this build writes, and the newest it reads.
pub const CODE_VERSION: u32 = 1;
/// The longest a code gets for the crew's sake: a name that would take it further is
/// cut. A 12-member crew with equipment and a 20-card deck fits well within it.
pub const MAX_LENGTH: usize = 200;
/// The most objective cards a coded deck may hold (a deck holds 20 or 30); a decoded
/// code never builds a larger one.
pub const MAX_CARDS: usize = 1_000;
/// Ranks by their number in codes.
pub const RANKS: [Rank; 5] = [
    Rank::Leader,
    Rank::Sidekick,
    Rank::FreeAgent,
    Rank::Henchman,
    Rank::Vehicle,
];

/// What every crew code starts with.
pub const PREFIX: &str = "GC";
/// Bits of a number width in the payload (widths of 1 to 16 bits).
const WIDTH_BITS: u32 = 4;
/// Bits of a rank.
const RANK_BITS: u32 = 3;

/// What a number in a code names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A ruleset.
    Ruleset,
    /// An affiliation.
    Affiliation,
    /// A model profile.
    Model,
    /// An equipment item.
    Equipment,
    /// An objective card.
    Card,
    /// A choice a card asks for at recruitment.
    Choice,
    /// An option of such a choice.
    Option,
}

/// Why a crew cannot be coded, or a code cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodeError {
    /// The crew holds an id that codes have no number for (not of the bundled catalog).
    Unnumbered {
        /// What the id names.
        kind: Kind,
        /// The id.
        id: String,
    },
    /// The crew's objective deck holds more than [`MAX_CARDS`] cards.
    TooManyCards(usize),
    /// The text is empty (or only spaces).
    Empty,
    /// The text does not start with `GC`.
    NotACode,
    /// A character that is no symbol of a code, at this position (from 1, ignored
    /// characters not counted).
    BadCharacter {
        /// The character.
        character: char,
        /// Where it is.
        position: usize,
    },
    /// The check fails, or the code is cut short or runs on: a character was changed,
    /// lost or added.
    Damaged,
    /// The code is of this newer format version.
    Newer(u32),
    /// The code names a number this build has no id for: a newer Gotham Companion, with
    /// a larger catalog, made it.
    UnknownNumber {
        /// What the number names.
        kind: Kind,
        /// The number.
        number: u64,
    },
    /// The bundled numbers cannot be read (a broken build; the tests rule it out).
    Numbers(String),
}

impl From<Damaged> for CodeError {
    fn from(_: Damaged) -> CodeError {
        CodeError::Damaged
    }
}

impl From<Refusal> for CodeError {
    fn from(refusal: Refusal) -> CodeError {
        match refusal {
            Refusal::Empty => CodeError::Empty,
            Refusal::NotACode => CodeError::NotACode,
            Refusal::BadCharacter {
                character,
                position,
            } => CodeError::BadCharacter {
                character,
                position,
            },
            Refusal::Damaged => CodeError::Damaged,
        }
    }
}

/// The number of `id` in `list`, or why a code cannot name it.
fn number(list: &List, kind: Kind, id: &str) -> Result<u64, CodeError> {
    list.number(id).ok_or_else(|| CodeError::Unnumbered {
        kind,
        id: id.to_owned(),
    })
}

/// The id numbered `number` in `list`, or why the code cannot be read.
fn id_of(list: &List, kind: Kind, number: u64) -> Result<&str, CodeError> {
    list.id(number)
        .ok_or(CodeError::UnknownNumber { kind, number })
}

/// The crew as a code, with the numbers of `catalog`: one line, within [`MAX_LENGTH`]
/// characters for any crew a game uses (its name cut to fit, if need be).
pub fn encode(crew: &Crew, catalog: &Catalog) -> Result<String, CodeError> {
    let numbers = catalog.code_numbers();
    if crew.objective_deck.len() > MAX_CARDS {
        return Err(CodeError::TooManyCards(crew.objective_deck.len()));
    }
    let members = crew
        .members
        .iter()
        .map(|m| {
            let model = number(&numbers.models, Kind::Model, &m.model)?;
            let items = m
                .equipment
                .iter()
                .map(|item| number(&numbers.equipment, Kind::Equipment, item))
                .collect::<Result<Vec<u64>, CodeError>>()?;
            Ok((model, rank_number(m.rank), m.boss, items))
        })
        .collect::<Result<Vec<_>, CodeError>>()?;
    let mut choices = Vec::new();
    for (position, member) in crew.members.iter().enumerate() {
        for (key, option) in &member.choices {
            let choice = number(&numbers.choices, Kind::Choice, key)?;
            let options = usize::try_from(choice)
                .ok()
                .and_then(|i| numbers.options.get(i))
                .ok_or_else(|| CodeError::Numbers(format!("no options for choice {key}")))?;
            choices.push((position, choice, number(options, Kind::Option, option)?));
        }
    }
    let runs = runs(&crew.objective_deck)
        .into_iter()
        .map(|(card, copies)| Ok((number(&numbers.cards, Kind::Card, card)?, copies)))
        .collect::<Result<Vec<_>, CodeError>>()?;

    let model_width = width(members.iter().map(|m| m.0));
    let item_width = width(members.iter().flat_map(|m| m.3.iter().copied()));
    let card_width = width(runs.iter().map(|r| r.0));

    let mut bits = Bits::default();
    bits.eg(8, u64::from(crew.reputation_limit));
    bits.eg(0, number(&numbers.rulesets, Kind::Ruleset, &crew.ruleset)?);
    bits.put(1, u64::from(crew.eternal));
    let affiliation = match &crew.affiliation {
        Some(name) => number(&numbers.affiliations, Kind::Affiliation, name)? + 1,
        None => 0,
    };
    bits.eg(2, affiliation);
    for width in [model_width, item_width, card_width] {
        bits.put(WIDTH_BITS, u64::from(width - 1));
    }
    bits.eg(0, count(members.len()));
    for (model, rank, boss, items) in &members {
        bits.put(model_width, *model);
        bits.put(RANK_BITS, *rank);
        bits.put(1, u64::from(*boss));
        bits.eg(0, count(items.len()));
        for item in items {
            bits.put(item_width, *item);
        }
    }
    bits.eg(0, count(choices.len()));
    for (position, choice, option) in choices {
        bits.eg(0, count(position));
        bits.eg(0, choice);
        bits.eg(0, option);
    }
    bits.eg(0, count(runs.len()));
    for (card, copies) in runs {
        bits.put(card_width, card);
        bits.eg(0, count(copies - 1));
    }
    let name = fitting_name(&crew.name, bits.len());
    bits.eg(3, count(name.len()));
    for byte in name.bytes() {
        bits.put(8, u64::from(byte));
    }
    Ok(symbols::wrap(PREFIX, CODE_VERSION, &bits))
}

/// The crew a code holds, read with the numbers of `catalog`. Whatever the text, the
/// answer is the crew the code was made from or an error: a damaged code is refused,
/// never read as another crew.
pub fn decode(text: &str, catalog: &Catalog) -> Result<Crew, CodeError> {
    let (version, body) = symbols::unwrap(text, PREFIX)?;
    if version > CODE_VERSION {
        return Err(CodeError::Newer(version));
    }
    read_payload(&mut Reader::new(&body), catalog.code_numbers())
}

/// The ids of `catalog` (and the recruit-time choices this build knows) that codes
/// have no number for: each must be appended to `data/code-numbers.json`.
pub fn unnumbered(catalog: &Catalog) -> Vec<(Kind, String)> {
    let numbers = catalog.code_numbers();
    let mut wanted: Vec<(Kind, &List, &str)> = Vec::new();
    wanted.extend(
        catalog
            .rulesets()
            .iter()
            .map(|r| (Kind::Ruleset, &numbers.rulesets, r.id.as_str())),
    );
    wanted.extend(
        catalog
            .affiliations()
            .iter()
            .map(|a| (Kind::Affiliation, &numbers.affiliations, a.as_str())),
    );
    wanted.extend(
        catalog
            .models()
            .iter()
            .map(|m| (Kind::Model, &numbers.models, m.id.as_str())),
    );
    wanted.extend(
        catalog
            .equipment()
            .iter()
            .map(|e| (Kind::Equipment, &numbers.equipment, e.id.as_str())),
    );
    wanted.extend(
        catalog
            .cards()
            .iter()
            .map(|c| (Kind::Card, &numbers.cards, c.id.as_str())),
    );
    wanted.push((Kind::Choice, &numbers.choices, I_WILL_BREAK_YOU_KEY));
    let mut missing: Vec<(Kind, String)> = wanted
        .into_iter()
        .filter(|(_, list, id)| list.number(id).is_none())
        .map(|(kind, _, id)| (kind, id.to_owned()))
        .collect();
    let options = numbers
        .choices
        .number(I_WILL_BREAK_YOU_KEY)
        .and_then(|n| usize::try_from(n).ok())
        .and_then(|n| numbers.options.get(n));
    for option in I_WILL_BREAK_YOU {
        if options.is_none_or(|list| list.number(option.id()).is_none()) {
            missing.push((Kind::Option, option.id().to_owned()));
        }
    }
    missing
}

/// The payload, after the version symbol.
fn read_payload(r: &mut Reader<'_>, numbers: &Numbering) -> Result<Crew, CodeError> {
    let reputation_limit = u32::try_from(r.eg(8)?).map_err(|_| CodeError::Damaged)?;
    let ruleset = id_of(&numbers.rulesets, Kind::Ruleset, r.eg(0)?)?.to_owned();
    let eternal = r.take(1)? == 1;
    let affiliation = match r.eg(2)? {
        0 => None,
        n => Some(id_of(&numbers.affiliations, Kind::Affiliation, n - 1)?.to_owned()),
    };
    let mut widths = [0; 3];
    for width in &mut widths {
        // Four bits: at most 15, so the width is 1 to 16.
        *width = r.take(WIDTH_BITS)? as u32 + 1;
    }
    let [model_width, item_width, card_width] = widths;

    // Each loop reads at least one bit a turn: a count larger than the code is long
    // ends in `Damaged`, not in a long loop or a large allocation.
    let mut members = Vec::new();
    for _ in 0..r.eg(0)? {
        let model = id_of(&numbers.models, Kind::Model, r.take(model_width)?)?;
        let rank = usize::try_from(r.take(RANK_BITS)?)
            .ok()
            .and_then(|n| RANKS.get(n))
            .copied()
            .ok_or(CodeError::Damaged)?;
        let mut member = Member::new(model, rank);
        member.boss = r.take(1)? == 1;
        for _ in 0..r.eg(0)? {
            let item = id_of(&numbers.equipment, Kind::Equipment, r.take(item_width)?)?;
            member.equipment.push(item.to_owned());
        }
        members.push(member);
    }
    for _ in 0..r.eg(0)? {
        let position = usize::try_from(r.eg(0)?).map_err(|_| CodeError::Damaged)?;
        let choice = r.eg(0)?;
        let key = id_of(&numbers.choices, Kind::Choice, choice)?;
        let options = usize::try_from(choice)
            .ok()
            .and_then(|i| numbers.options.get(i))
            .ok_or_else(|| CodeError::Numbers(format!("no options for choice {key}")))?;
        let option = id_of(options, Kind::Option, r.eg(0)?)?;
        let member = members.get_mut(position).ok_or(CodeError::Damaged)?;
        member.choices.insert(key.to_owned(), option.to_owned());
    }
    let mut objective_deck = Vec::new();
    for _ in 0..r.eg(0)? {
        let card = id_of(&numbers.cards, Kind::Card, r.take(card_width)?)?;
        let copies = r.eg(0)?.saturating_add(1);
        let total = usize::try_from(copies)
            .ok()
            .and_then(|c| c.checked_add(objective_deck.len()))
            .filter(|&total| total <= MAX_CARDS)
            .ok_or(CodeError::Damaged)?;
        objective_deck.resize(total, card.to_owned());
    }
    let length = usize::try_from(r.eg(3)?).map_err(|_| CodeError::Damaged)?;
    if length.saturating_mul(8) > r.remaining() {
        return Err(CodeError::Damaged);
    }
    let mut name = Vec::with_capacity(length);
    for _ in 0..length {
        name.push(r.take(8)? as u8);
    }
    let name = String::from_utf8(name).map_err(|_| CodeError::Damaged)?;
    r.finish()?;
    Ok(Crew {
        name,
        ruleset,
        reputation_limit,
        eternal,
        affiliation,
        members,
        objective_deck,
        catalog: None,
    })
}

/// The rank's number in codes.
fn rank_number(rank: Rank) -> u64 {
    match rank {
        Rank::Leader => 0,
        Rank::Sidekick => 1,
        Rank::FreeAgent => 2,
        Rank::Henchman => 3,
        Rank::Vehicle => 4,
    }
}

/// The deck as runs of one card: (card, copies), copies at least 1.
fn runs(deck: &[String]) -> Vec<(&str, usize)> {
    let mut runs: Vec<(&str, usize)> = Vec::new();
    for card in deck {
        match runs.last_mut() {
            Some((last, copies)) if *last == card.as_str() => *copies += 1,
            _ => runs.push((card, 1)),
        }
    }
    runs
}

/// The bits that hold the largest of `numbers` (at least 1; at most 16, as a list
/// holds at most [`MAX_NUMBERS`] ids).
fn width(numbers: impl Iterator<Item = u64>) -> u32 {
    (u64::BITS - numbers.max().unwrap_or(0).leading_zeros()).max(1)
}

/// A count or position as a number to write.
fn count(n: usize) -> u64 {
    u64::try_from(n).unwrap_or(u64::MAX)
}

/// The longest start of `name` (cut between characters) with which the code stays
/// within [`MAX_LENGTH`], `used` payload bits being written before it.
fn fitting_name(name: &str, used: usize) -> &str {
    let length = |bytes: usize| {
        let bits = used + eg_len(3, count(bytes)) + 8 * bytes;
        PREFIX.len() + 1 + bits.div_ceil(SYMBOL_BITS) + CHECK_SYMBOLS
    };
    if length(name.len()) <= MAX_LENGTH {
        return name;
    }
    // No more bytes than the whole length holds could fit.
    let mut end = name.len().min(MAX_LENGTH);
    loop {
        while !name.is_char_boundary(end) {
            end -= 1;
        }
        if end == 0 || length(end) <= MAX_LENGTH {
            return &name[..end];
        }
        end -= 1;
    }
}

#[cfg(test)]
mod tests;
