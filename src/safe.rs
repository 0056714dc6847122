//! Text from files, made safe for where it is written. A crew, match, tournament or
//! catalog file can put words on the screen, never codes:
//!
//! - [`terminal`]: whatever the command line prints, its errors included
//!   ([`to_stdout`] and [`to_stderr`] go through it, and nothing else prints);
//! - [`one_line`]: a file's text inside a line (every argument of a sentence goes
//!   through it, so a name with a line break cannot add a line of its own);
//! - [`csv_cell`]: a cell of a CSV file the app writes (written by [`csv_row`] alone);
//! - HTML has its own, in `sheets::html`: escaped, and each name isolated in `<bdi>`.
//!
//! One policy for direction: right-to-left letters and the direction marks (LRM, RLM,
//! ALM) are text and pass through everywhere; the embeddings, overrides and isolates,
//! which reorder what comes after them, never reach a terminal or a spreadsheet raw.

use std::borrow::Cow;
use std::fmt::Write as _;

/// Whether `c` reorders the text around it: the bidi embeddings and overrides
/// (U+202A to U+202E) and isolates (U+2066 to U+2069).
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Whether `c` is a direction mark (LRM, RLM, ALM): invisible, it only tells which way
/// the letters beside it run, as right-to-left names need.
pub fn is_direction_mark(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// Whether `c` may not be written raw where a person reads: a control character (C0,
/// DEL, C1) or a bidi control.
pub fn is_unsafe(c: char) -> bool {
    c.is_control() || is_bidi_control(c)
}

/// `c` written as an escape that JSON reads back as the same character: `\n`, `\r`,
/// `\t`, else `\u202E`.
fn escape(c: char, out: &mut String) {
    match c {
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        '\t' => out.push_str("\\t"),
        c => {
            let _ = write!(out, "\\u{:04X}", u32::from(c));
        }
    }
}

/// `text` with each character `escaped` says so written as an escape.
fn escaped_where(text: &str, escaped: impl Fn(char) -> bool) -> Cow<'_, str> {
    if !text.chars().any(&escaped) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if escaped(c) {
            escape(c, &mut out);
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// Text as a terminal gets it: line breaks and tabs kept, every other control
/// character and bidi control escaped (`\u001B`), so that no file can move the
/// cursor, clear the screen, set the window's title or reorder a line. JSON printed
/// this way reads back the same.
pub fn terminal(text: &str) -> Cow<'_, str> {
    escaped_where(text, |c| is_unsafe(c) && c != '\n' && c != '\t')
}

/// Writes `text` and a line break to standard output as a terminal may show it
/// ([`terminal`]). A closed pipe (`| head`) ends the output quietly instead of
/// panicking. With [`to_stderr`], the one way anything is printed.
pub fn to_stdout(text: &str) {
    use std::io::Write as _;
    let _ = writeln!(std::io::stdout().lock(), "{}", terminal(text));
}

/// Writes `text` and a line break to standard error as a terminal may show it
/// ([`terminal`]): errors, warnings and notes.
pub fn to_stderr(text: &str) {
    use std::io::Write as _;
    let _ = writeln!(std::io::stderr().lock(), "{}", terminal(text));
}

/// A file's text as part of a line: [`terminal`]'s escapes, and line breaks and tabs
/// escaped too (`\n`), so that it stays in the line it is placed in.
pub fn one_line(text: &str) -> Cow<'_, str> {
    escaped_where(text, is_unsafe)
}

/// The characters a spreadsheet starts a formula with, ASCII and full-width.
const FORMULA_STARTS: [char; 8] = [
    '=', '+', '-', '@', '\u{FF1D}', '\u{FF0B}', '\u{FF0D}', '\u{FF20}',
];

/// Whether a cell reads as a plain number (`-3`, `12.5`): a spreadsheet takes it as
/// that number, never as a formula.
fn is_plain_number(text: &str) -> bool {
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    let mut parts = digits.splitn(2, '.');
    let whole = parts.next().unwrap_or_default();
    let fraction = parts.next();
    !whole.is_empty()
        && whole.bytes().all(|b| b.is_ascii_digit())
        && fraction.is_none_or(|f| !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit()))
}

/// A cell of a CSV file the app writes, as a spreadsheet should read it: text, never a
/// formula. A cell that starts as a formula does (`=`, `+`, `-`, `@`, or their
/// full-width forms) is written after a `'`, unless it is a plain number; line breaks
/// and tabs become spaces (a cell stays on its line); other control characters and
/// bidi controls become U+FFFD. Direction marks pass.
pub fn csv_cell(text: &str) -> Cow<'_, str> {
    let clean: Cow<'_, str> = if text.chars().any(is_unsafe) {
        Cow::Owned(
            text.chars()
                .map(|c| match c {
                    '\n' | '\r' | '\t' => ' ',
                    c if is_unsafe(c) => '\u{FFFD}',
                    c => c,
                })
                .collect(),
        )
    } else {
        Cow::Borrowed(text)
    };
    let formula = clean.trim_start_matches(' ').starts_with(FORMULA_STARTS);
    if formula && !is_plain_number(&clean) {
        Cow::Owned(format!("'{clean}"))
    } else {
        clean
    }
}

/// A cell as [`csv_cell`] wrote it, read back: the `'` it put before a formula's first
/// character taken off, so that a file the app exported imports as it was.
pub fn csv_read(cell: &str) -> &str {
    match cell.strip_prefix('\'') {
        Some(rest) if rest.trim_start_matches(' ').starts_with(FORMULA_STARTS) => rest,
        _ => cell,
    }
}

/// Writes one record of a CSV file, each cell through [`csv_cell`]: every CSV the app
/// writes is written by this function.
pub fn csv_row<W: std::io::Write, S: AsRef<str>>(
    writer: &mut csv::Writer<W>,
    cells: impl IntoIterator<Item = S>,
) -> csv::Result<()> {
    let cells: Vec<String> = cells
        .into_iter()
        .map(|cell| csv_cell(cell.as_ref()).into_owned())
        .collect();
    writer.write_record(&cells)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_terminal_gets_no_escape_sequence_bell_or_override_raw() {
        let shown = terminal("a\u{1B}]0;title\u{7}\u{1B}[2J\u{9B}b\u{202E}c\r\nd\te");
        assert_eq!(
            shown,
            "a\\u001B]0;title\\u0007\\u001B[2J\\u009Bb\\u202Ec\\r\nd\te"
        );
    }

    #[test]
    fn right_to_left_letters_and_marks_pass_to_a_terminal() {
        let name = "שלום\u{200F} RLM \u{061C}مرحبا\u{200E}";
        assert_eq!(terminal(name), name);
        assert_eq!(one_line(name), name);
    }

    #[test]
    fn a_line_break_stays_in_its_line() {
        assert_eq!(one_line("Ann\n  1  Mallory\t99"), "Ann\\n  1  Mallory\\t99");
        assert!(matches!(one_line("Ann"), Cow::Borrowed(_)));
    }

    #[test]
    fn every_escape_reads_back_as_json() {
        let text = "\u{0}\u{1B}\u{7F}\u{85}\u{202E}\u{2066}\r\t\n";
        let json = format!("\"{}\"", one_line(text));
        let back: String = serde_json::from_str(&json).unwrap();
        assert_eq!(back, text);
    }

    #[test]
    fn a_formula_is_written_as_text() {
        for (cell, written) in [
            ("=1+1", "'=1+1"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"),
            ("-2+3", "'-2+3"),
            ("=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"),
            ("\t=1+1", "' =1+1"),
            ("\r=1+1", "' =1+1"),
            ("\u{FF1D}1+1", "'\u{FF1D}1+1"),
            ("  =1", "'  =1"),
        ] {
            assert_eq!(csv_cell(cell), written, "{cell:?}");
        }
    }

    #[test]
    fn numbers_and_plain_text_are_written_as_they_are() {
        for cell in ["-3", "+4", "12.5", "-0.25", "Batman", "", "a=b", "3-2"] {
            assert_eq!(csv_cell(cell), cell);
        }
        assert_eq!(csv_cell("-"), "'-");
        assert_eq!(csv_cell("-3."), "'-3.");
    }

    #[test]
    fn controls_in_a_cell_are_replaced_and_marks_kept() {
        assert_eq!(
            csv_cell("a\u{0}b\u{1B}c\u{7}d\u{9B}e\u{202E}f\u{200F}g\nh"),
            "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}f\u{200F}g h"
        );
    }

    #[test]
    fn a_cell_written_reads_back_as_it_was() {
        for cell in ["=1+1", "@x", "-2+3", "Batman", "'quoted", "-3"] {
            assert_eq!(csv_read(&csv_cell(cell)), cell);
        }
    }

    #[test]
    fn a_row_goes_through_the_cell_rule() {
        let mut writer = csv::Writer::from_writer(Vec::new());
        csv_row(&mut writer, ["=1+1", "Ann, \"B\"", "-3"]).unwrap();
        let written = String::from_utf8(writer.into_inner().unwrap()).unwrap();
        assert_eq!(written, "'=1+1,\"Ann, \"\"B\"\"\",-3\n");
    }
}
