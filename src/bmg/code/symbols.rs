//! The symbol layer the app's codes share (crew codes, tournament result codes): a
//! prefix, a version symbol, the payload's bits five to a symbol of Crockford's base
//! 32, and seven check symbols holding the CRC-32 of the symbols before them. Reading
//! forgives what chat apps and hands do to a code; any changed character is refused.

/// The symbols, by value: Crockford's base 32.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// Bits a symbol holds.
pub(super) const SYMBOL_BITS: usize = 5;
/// Symbols of the CRC-32 at the end.
pub(super) const CHECK_SYMBOLS: usize = 7;
/// Characters around a code that chat apps or a careful user add (Discord's inline
/// code marks, quotes as English, Spanish, German and French write them, markdown's
/// emphasis, brackets, and the punctuation of the sentence it ends or starts, `¿` and
/// `¡` too). None of them is a symbol of a code.
const WRAPPERS: [char; 30] = [
    '`', '"', '\'', '\u{201c}', '\u{201d}', '\u{2018}', '\u{2019}', '\u{201e}', '\u{201a}',
    '\u{201f}', '\u{ab}', '\u{bb}', '\u{2039}', '\u{203a}', '.', ',', ';', ':', '!', '?', '\u{bf}',
    '\u{a1}', '(', ')', '[', ']', '*', '_', '~', '\u{2026}',
];

/// The payload ran out, ran on, or holds a value no code writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Damaged;

/// Why a text is no code of a kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The text is empty (or only spaces).
    Empty,
    /// The text does not start with the kind's prefix.
    NotACode,
    /// A character that is no symbol, at this position (from 1, ignored characters
    /// not counted).
    BadCharacter {
        /// The character.
        character: char,
        /// Where it is.
        position: usize,
    },
    /// The check fails: a character was changed, lost or added.
    Damaged,
}

/// The code of `bits`: `prefix`, the version symbol, the payload and the check.
pub fn wrap(prefix: &str, version: u32, bits: &Bits) -> String {
    // Versions are one symbol; the kinds of code keep theirs small.
    let mut symbols = vec![(version & 31) as u8];
    symbols.extend(bits.symbols());
    let check = u64::from(crc32fast::hash(&symbols));
    for place in (0..CHECK_SYMBOLS).rev() {
        symbols.push(((check >> (SYMBOL_BITS * place)) & 31) as u8);
    }
    let mut code = String::with_capacity(prefix.len() + symbols.len());
    code.push_str(prefix);
    code.extend(
        symbols
            .iter()
            .map(|&s| char::from(ALPHABET[usize::from(s)])),
    );
    code
}

/// The version and payload symbols of a code of the kind `prefix`, its check passed.
/// Version 0 is refused as damaged; a newer one is for the caller to refuse.
pub fn unwrap(text: &str, prefix: &str) -> Result<(u32, Vec<u8>), Refusal> {
    let kept: String = text.chars().filter(|&c| !ignored(c)).collect();
    let cleaned = kept.trim_matches(WRAPPERS);
    if cleaned.is_empty() {
        return Err(Refusal::Empty);
    }
    let mut chars = cleaned.chars();
    let start: String = chars.by_ref().take(prefix.len()).collect();
    if !start.eq_ignore_ascii_case(prefix) {
        return Err(Refusal::NotACode);
    }
    let symbols = chars
        .enumerate()
        .map(|(i, character)| {
            symbol_value(character).ok_or(Refusal::BadCharacter {
                character,
                position: prefix.len() + i + 1,
            })
        })
        .collect::<Result<Vec<u8>, Refusal>>()?;
    let Some(body_len) = symbols.len().checked_sub(CHECK_SYMBOLS).filter(|&n| n > 0) else {
        return Err(Refusal::Damaged);
    };
    let (body, check) = symbols.split_at(body_len);
    let found = check
        .iter()
        .fold(0u64, |acc, &s| (acc << SYMBOL_BITS) | u64::from(s));
    if found != u64::from(crc32fast::hash(body)) {
        return Err(Refusal::Damaged);
    }
    let version = u32::from(body[0]);
    if version == 0 {
        return Err(Refusal::Damaged);
    }
    Ok((version, body[1..].to_vec()))
}

/// Bits of `value` as `eg(k)`.
pub fn eg_len(k: u32, value: u64) -> usize {
    let shifted = u128::from(value) + (1u128 << k);
    let width = (u128::BITS - shifted.leading_zeros()) as usize;
    2 * width - 1 - k as usize
}

/// Characters a code may carry that are not part of it: spaces, line breaks, hyphens
/// (Crockford's separators), the zero-width characters some apps insert, and the
/// direction marks and isolates that phones and right-to-left chats put around text.
fn ignored(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '-' | '\u{200b}'..='\u{200f}'
                | '\u{2060}'
                | '\u{feff}'
                | '\u{061c}'
                | '\u{202a}'..='\u{202e}'
                | '\u{2066}'..='\u{2069}'
        )
}

/// The value of a code symbol: Crockford's, in either case, with `I`, `L` read as 1
/// and `O` as 0.
fn symbol_value(c: char) -> Option<u8> {
    let c = match c.to_ascii_uppercase() {
        'I' | 'L' => '1',
        'O' => '0',
        other => other,
    };
    ALPHABET
        .iter()
        .position(|&s| char::from(s) == c)
        .and_then(|p| u8::try_from(p).ok())
}

/// Bits written most significant first.
#[derive(Default)]
pub struct Bits(Vec<bool>);

impl Bits {
    /// How many bits are written.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The low `width` bits of `value`.
    pub fn put(&mut self, width: u32, value: u64) {
        self.put_wide(width, u128::from(value));
    }

    fn put_wide(&mut self, width: u32, value: u128) {
        self.0
            .extend((0..width).rev().map(|bit| (value >> bit) & 1 == 1));
    }

    /// `value` as an Exp-Golomb code of order `k`: as many zeros as `value + 2^k` has
    /// bits beyond `k + 1`, then `value + 2^k`.
    pub fn eg(&mut self, k: u32, value: u64) {
        let shifted = u128::from(value) + (1u128 << k);
        let width = u128::BITS - shifted.leading_zeros();
        self.put_wide(width - 1 - k, 0);
        self.put_wide(width, shifted);
    }

    /// Symbol values, five bits each, the last padded with zeros.
    pub(super) fn symbols(&self) -> impl Iterator<Item = u8> + '_ {
        self.0.chunks(SYMBOL_BITS).map(|chunk| {
            (0..SYMBOL_BITS).fold(0u8, |acc, i| {
                (acc << 1) | u8::from(chunk.get(i).copied().unwrap_or(false))
            })
        })
    }
}

/// Reads the bits of symbol values; running out is [`Damaged`].
pub struct Reader<'a> {
    symbols: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    /// Reads `symbols` from their first bit.
    pub fn new(symbols: &'a [u8]) -> Reader<'a> {
        Reader { symbols, at: 0 }
    }

    /// Bits left to read.
    pub fn remaining(&self) -> usize {
        self.symbols.len() * SYMBOL_BITS - self.at
    }

    fn bit(&mut self) -> Result<bool, Damaged> {
        let symbol = self.symbols.get(self.at / SYMBOL_BITS).ok_or(Damaged)?;
        let bit = (symbol >> (SYMBOL_BITS - 1 - self.at % SYMBOL_BITS)) & 1 == 1;
        self.at += 1;
        Ok(bit)
    }

    /// `width` bits (at most 64) as a number.
    pub fn take(&mut self, width: u32) -> Result<u64, Damaged> {
        let mut value = 0u64;
        for _ in 0..width {
            value = (value << 1) | u64::from(self.bit()?);
        }
        Ok(value)
    }

    /// An Exp-Golomb code of order `k` (see [`Bits::eg`]); one beyond 64 bits is
    /// refused.
    pub fn eg(&mut self, k: u32) -> Result<u64, Damaged> {
        let mut zeros = 0;
        while !self.bit()? {
            zeros += 1;
            if zeros + k > u64::BITS {
                return Err(Damaged);
            }
        }
        let rest = self.take(zeros + k)?;
        let shifted = (1u128 << (zeros + k)) | u128::from(rest);
        u64::try_from(shifted - (1u128 << k)).map_err(|_| Damaged)
    }

    /// Checks that only the padding of the last symbol is left, all zeros.
    pub fn finish(&mut self) -> Result<(), Damaged> {
        if self.remaining() >= SYMBOL_BITS {
            return Err(Damaged);
        }
        while self.remaining() > 0 {
            if self.bit()? {
                return Err(Damaged);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_symbols_read_as_crockford_says() {
        assert_eq!(symbol_value('o'), Some(0));
        assert_eq!(symbol_value('L'), Some(1));
        assert_eq!(symbol_value('i'), Some(1));
        assert_eq!(symbol_value('z'), Some(31));
        assert_eq!(symbol_value('U'), None);
        assert_eq!(symbol_value('_'), None);
    }
}
