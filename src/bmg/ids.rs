//! Ids and other text read from files, as messages show them.
//!
//! A crew, match or catalog file may hold an id of any length, with any characters in
//! it; a message that echoes one stays a short line all the same.

use crate::safe;
use std::borrow::Cow;

/// The most characters of an id a message shows.
pub const SHOWN_CHARS: usize = 60;

/// Whether `c` may not stand in a name a catalog gives: a character
/// [`safe::is_unsafe`] keeps from being shown raw, or a direction mark (a catalog's
/// names are all left to right).
pub fn is_unsafe(c: char) -> bool {
    safe::is_unsafe(c) || safe::is_direction_mark(c)
}

/// `id` as a message shows it: whole when it is short, else its first
/// [`SHOWN_CHARS`] characters and an ellipsis, on one line ([`safe::one_line`]: a
/// line break or a control character in it escaped), so that the message stays one
/// line and reads as it is.
pub fn shorten(id: &str) -> Cow<'_, str> {
    let long = id.chars().nth(SHOWN_CHARS).is_some();
    if !long {
        return safe::one_line(id);
    }
    let cut: String = id.chars().take(SHOWN_CHARS).collect();
    let mut shown = safe::one_line(&cut).into_owned();
    shown.push('…');
    Cow::Owned(shown)
}

/// Where byte `at` of `text` is as a text editor shows it: its line (lines end at
/// `\r\n`, `\n` or a lone `\r`: Unix, Windows and old Mac files alike, blank lines
/// counted) and its column in characters, both from 1.
pub fn line_and_column(text: &str, at: usize) -> (usize, usize) {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let bytes = &text.as_bytes()[..at];
    let (mut line, mut line_start, mut i) = (1, 0, 0);
    while i < bytes.len() {
        match bytes[i] {
            b'\r' | b'\n' => {
                if bytes[i] == b'\r' && bytes.get(i + 1) == Some(&b'\n') {
                    i += 1;
                }
                line += 1;
                line_start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    (line, text[line_start..at].chars().count() + 1)
}

/// The byte of `text` at a JSON parser's position (its line counted by `\n` alone and
/// its column in bytes, both from 1).
pub fn json_offset(text: &str, line: usize, column: usize) -> usize {
    let mut start = 0;
    for _ in 1..line {
        match text.as_bytes()[start..].iter().position(|&b| b == b'\n') {
            Some(end) => start += end + 1,
            None => break,
        }
    }
    start + column.saturating_sub(1)
}

/// A JSON parser's error in `text` as a message, "line 3, column 7: expected value",
/// its place as a text editor shows it ([`line_and_column`]): a file of lone `\r` line
/// ends is not all "line 1".
pub fn json_problem(text: &str, error: &serde_json::Error) -> String {
    let (line, column, detail) = json_fault(text, error);
    format!("line {line}, column {column}: {detail}")
}

/// Where a JSON parser's error in `text` is, as [`json_problem`] says it (line and
/// column, from 1), and what it is, the text it quotes cut short.
pub fn json_fault(text: &str, error: &serde_json::Error) -> (usize, usize, String) {
    let (line, column) = line_and_column(text, json_offset(text, error.line(), error.column()));
    let detail = shorten_quoted(strip_position(&error.to_string())).into_owned();
    (line, column, detail)
}

/// `message` with each part it quotes (between backticks or double quotes) cut as
/// [`shorten`] cuts an id: a parser's error quotes the text it refused, which may be
/// a whole file's worth.
pub fn shorten_quoted(message: &str) -> Cow<'_, str> {
    if message.chars().count() <= SHOWN_CHARS {
        return Cow::Borrowed(message);
    }
    let mut out = String::with_capacity(message.len().min(4 * SHOWN_CHARS));
    let mut rest = message;
    while let Some(open) = rest.find(['`', '"']) {
        let quote = rest[open..].chars().next().unwrap_or('"');
        out.push_str(&rest[..=open]);
        let inside = &rest[open + 1..];
        let close = closing_quote(inside, quote).unwrap_or(inside.len());
        out.push_str(&shorten(&inside[..close]));
        rest = &inside[close..];
        if let Some(closing) = rest.chars().next() {
            out.push(closing);
            rest = &rest[closing.len_utf8()..];
        }
    }
    out.push_str(rest);
    Cow::Owned(out)
}

/// Where the quote opened before `inside` closes: the next `quote` that a backslash
/// does not escape (parsers print quoted text escaped, as Rust's `{:?}` does).
fn closing_quote(inside: &str, quote: char) -> Option<usize> {
    let mut escaped = false;
    for (at, c) in inside.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if quote == '"' => escaped = true,
            c if c == quote => return Some(at),
            _ => {}
        }
    }
    None
}

/// serde_json appends " at line L column C" to its messages; the report puts the
/// position first, so the tail is dropped.
pub fn strip_position(message: &str) -> &str {
    match message.rfind(" at line ") {
        Some(at) => &message[..at],
        None => message,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_id_is_shown_whole() {
        assert_eq!(shorten("batman-bushi"), "batman-bushi");
    }

    #[test]
    fn a_long_id_is_cut_with_an_ellipsis() {
        let id = "x".repeat(10_000);
        let shown = shorten(&id);
        assert_eq!(shown.chars().count(), SHOWN_CHARS + 1);
        assert!(shown.ends_with('…'));
    }

    #[test]
    fn a_line_break_in_an_id_is_escaped() {
        assert_eq!(shorten("a\nb"), "a\\nb");
    }

    #[test]
    fn quoted_parts_of_a_long_message_are_cut() {
        let id = "y".repeat(5_000);
        let message = format!("unknown variant `{id}`, expected `Leader` or \"{id}\" here");
        let shown = shorten_quoted(&message);
        assert!(shown.chars().count() < 3 * SHOWN_CHARS, "{shown}");
        assert!(shown.starts_with("unknown variant `yyy"), "{shown}");
        assert!(shown.contains("…`, expected `Leader` or \"yyy"), "{shown}");
        assert!(shown.ends_with("…\" here"), "{shown}");
    }

    #[test]
    fn an_escaped_quote_does_not_close_the_quoted_part() {
        let message = format!("string \"a\\\"{}\" ends", "z".repeat(100));
        let shown = shorten_quoted(&message);
        assert!(shown.ends_with("…\" ends"), "{shown}");
    }
}
