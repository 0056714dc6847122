//! Numbers, money and dates as the thread's language writes them: "1500" and "12.5%"
//! in English as the app always wrote them; "1.500", "12,5 %" and "25/11/2026" in
//! Spanish. Pass them to messages as text; a message that needs the plural form of a
//! count also takes the count as a number.

use super::current;
use super::language::{Dollars, Writing};

/// How the thread's language writes numbers.
fn writing() -> &'static Writing {
    current().writing()
}

/// A whole number: "1500", "1.500".
pub fn integer(n: impl Into<i64>) -> String {
    let n = n.into();
    grouped(n.unsigned_abs(), n < 0, writing().group)
}

/// A number with `places` decimals: "12.5", "12,5".
pub fn decimal(x: f64, places: usize) -> String {
    let mut written = format!("{x:.places$}");
    // A tiny negative that rounds to nothing is nothing: "0.0", never "-0.0".
    if written.starts_with('-') && written.bytes().all(|b| matches!(b, b'-' | b'0' | b'.')) {
        written.remove(0);
    }
    let style = writing();
    let (whole, fraction) = written.split_once('.').unwrap_or((&written, ""));
    let negative = whole.starts_with('-');
    let whole = whole
        .trim_start_matches('-')
        .parse::<u64>()
        .map_or_else(|_| whole.to_owned(), |w| grouped(w, negative, style.group));
    if fraction.is_empty() {
        whole
    } else {
        format!("{whole}{}{fraction}", style.decimal)
    }
}

/// A share as a percentage with `places` decimals: "12.5%", "12,5 %".
pub fn percent(share: f64, places: usize) -> String {
    format!("{}{}", decimal(share * 100.0, places), writing().percent)
}

/// An amount of Funding: "$1500", "1.500 $".
pub fn dollars(n: impl Into<i64>) -> String {
    let amount = integer(n);
    match writing().dollars {
        Dollars::Before(sign) => format!("{sign}{amount}"),
        Dollars::After(sign) => format!("{amount}{sign}"),
    }
}

/// A day written `YYYY-MM-DD`, perhaps followed by a time ("2026-11-25 18:40 UTC"), as
/// the language writes days: as it is in English, "25/11/2026 18:40 UTC" in Spanish.
/// Text that does not start with such a day is given back as it is.
pub fn date(iso: &str) -> String {
    let (day, rest) = iso.split_at(iso.find(' ').unwrap_or(iso.len()));
    let parts: Vec<&str> = day.split('-').collect();
    let is_day = matches!(parts.as_slice(), [y, m, d]
        if y.len() == 4 && m.len() == 2 && d.len() == 2
            && parts.iter().all(|p| p.bytes().all(|b| b.is_ascii_digit())));
    match (writing().day_first, parts.as_slice()) {
        (true, [y, m, d]) if is_day => format!("{d}/{m}/{y}{rest}"),
        _ => iso.to_owned(),
    }
}

/// Digits in groups of three with `group` between them ("1.500", "-12.000"), or none.
fn grouped(n: u64, negative: bool, group: Option<char>) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if negative {
        out.push('-');
    }
    for (i, digit) in digits.chars().enumerate() {
        if let Some(group) = group
            && i > 0
            && (digits.len() - i).is_multiple_of(3)
        {
            out.push(group);
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{date, decimal, dollars, integer, percent};
    use crate::words::{Language, within};

    #[test]
    fn english_writes_numbers_as_the_app_always_did() {
        within(Language::English, || {
            assert_eq!(integer(1500), "1500");
            assert_eq!(decimal(12.5, 1), "12.5");
            assert_eq!(percent(0.125, 1), "12.5%");
            assert_eq!(dollars(25), "$25");
            assert_eq!(date("2026-11-25"), "2026-11-25");
        });
    }

    #[test]
    fn spanish_writes_decimal_commas_grouped_thousands_and_day_first_dates() {
        within(Language::Spanish, || {
            assert_eq!(integer(1500), "1.500");
            assert_eq!(integer(999), "999");
            assert_eq!(integer(-1_234_567), "-1.234.567");
            assert_eq!(decimal(12.5, 1), "12,5");
            assert_eq!(decimal(1500.25, 2), "1.500,25");
            assert_eq!(decimal(3.0, 0), "3");
            assert_eq!(percent(0.125, 1), "12,5\u{a0}%");
            assert_eq!(dollars(1500), "1.500\u{a0}$");
            assert_eq!(date("2026-11-25"), "25/11/2026");
            assert_eq!(date("soon"), "soon");
            assert_eq!(date("2026-11-18 14:05 UTC"), "18/11/2026 14:05 UTC");
            assert_eq!(date("2026-1-5"), "2026-1-5");
        });
    }

    #[test]
    fn a_negative_that_rounds_to_nothing_has_no_sign() {
        assert_eq!(percent(-0.00001, 1), "0.0%");
        assert_eq!(decimal(-0.04, 1), "0.0");
        assert_eq!(decimal(-0.06, 1), "-0.1");
        within(Language::Spanish, || {
            assert_eq!(percent(-0.00001, 1), "0,0\u{a0}%");
            assert_eq!(decimal(-1500.0, 0), "-1.500");
        });
    }
}
