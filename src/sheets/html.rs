//! Text placed in the HTML documents the app writes (the roster sheet, the match
//! report, the tournament's sheets): every string from a file or the catalog goes
//! through here, and every name through [`Name`], isolated so that no direction
//! override in it reorders the page around it.

use crate::safe;
use std::fmt::{self, Write};

/// Text from a file or the catalog, escaped for HTML text and attribute values.
///
/// Characters no document may hold (control characters other than tab and line
/// breaks, U+FFFE and U+FFFF) become U+FFFD, the replacement character; line ends
/// become `\n`, as HTML and XML readers make them. The bidi embeddings, overrides and
/// isolates are written as character references (`&#x202E;`): the browser reads the
/// name as it is, and a terminal the page is printed to gets no raw control.
/// Right-to-left letters and the direction marks pass as they are.
pub struct Escaped<'a>(pub &'a str);

impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut chars = self.0.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '\r' => {
                    chars.next_if_eq(&'\n');
                    f.write_char('\n')?;
                }
                '&' => f.write_str("&amp;")?,
                '<' => f.write_str("&lt;")?,
                '>' => f.write_str("&gt;")?,
                '"' => f.write_str("&quot;")?,
                '\'' => f.write_str("&#39;")?,
                '\t' | '\n' => f.write_char(c)?,
                '\u{FFFE}' | '\u{FFFF}' => f.write_char('\u{FFFD}')?,
                c if safe::is_bidi_control(c) => write!(f, "&#x{:X};", u32::from(c))?,
                c if c.is_control() => f.write_char('\u{FFFD}')?,
                c => f.write_char(c)?,
            }
        }
        Ok(())
    }
}

/// A name from a file or the catalog (a crew's, a player's, a model's alias, an
/// affiliation, a card's title), escaped as [`Escaped`] does, on one line of the
/// page's source, and isolated in `<bdi>`:
/// a right-to-left name reads right to left, and whatever direction controls it holds
/// end where it ends.
pub struct Name<'a>(pub &'a str);

impl fmt::Display for Name<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<bdi>")?;
        // A line end or a tab in a name is written as a reference: the page reads the
        // same (a space), and its source keeps the name on its line. Line ends become
        // `\n`, as [`Escaped`] makes them.
        let mut rest = self.0;
        while let Some(at) = rest.find(['\n', '\r', '\t']) {
            write!(f, "{}", Escaped(&rest[..at]))?;
            let tail = &rest[at..];
            let (reference, skip) = if tail.starts_with("\r\n") {
                ("&#10;", 2)
            } else if tail.starts_with('\t') {
                ("&#9;", 1)
            } else {
                ("&#10;", 1)
            };
            f.write_str(reference)?;
            rest = &tail[skip..];
        }
        write!(f, "{}</bdi>", Escaped(rest))
    }
}

/// A name where no markup may go (a page's `<title>`): escaped as [`Escaped`] does and
/// isolated between FSI and PDI, written as character references. The bidi controls
/// it holds are written as escapes (`\u202E`), so that none can end the isolation
/// early.
pub struct TitleName<'a>(pub &'a str);

impl fmt::Display for TitleName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = crate::safe::one_line(self.0);
        write!(f, "&#x2068;{}&#x2069;", Escaped(&shown))
    }
}

/// Ends a report page (the match report, a player's record): the line saying what
/// made it, and the closing tags.
pub fn end_page(out: &mut String) {
    let _ = write!(
        out,
        "<footer class=\"note\">{}</footer>\n</body>\n</html>\n",
        escape(&crate::words::tr!("sheets-report-made-with"))
    );
}

/// A step between a chart's grid lines: 1, 2 or 5 times a power of ten, giving at
/// most about six lines over `range`.
pub fn nice_step(range: i64) -> i64 {
    let mut power = 1i64;
    loop {
        for factor in [1, 2, 5] {
            let step = power.saturating_mul(factor);
            if range / step <= 6 {
                return step;
            }
        }
        power = power.saturating_mul(10);
    }
}

/// `text` escaped as [`Escaped`] does, as a string.
pub fn escape(text: &str) -> String {
    Escaped(text).to_string()
}

#[cfg(test)]
mod tests {
    use super::{Name, TitleName, escape, nice_step};

    #[test]
    fn grid_steps_stay_few() {
        assert_eq!(nice_step(1), 1);
        assert_eq!(nice_step(12), 2);
        assert_eq!(nice_step(30), 5);
        assert_eq!(nice_step(40_000), 10_000);
        assert!(nice_step(i64::MAX) > 0);
    }

    #[test]
    fn the_characters_html_reads_are_escaped() {
        assert_eq!(
            escape("<b>Tom & \"Jerry\" 'x'</b>\u{0}"),
            "&lt;b&gt;Tom &amp; &quot;Jerry&quot; &#39;x&#39;&lt;/b&gt;\u{fffd}"
        );
    }

    #[test]
    fn a_name_is_isolated_and_its_overrides_written_as_references() {
        assert_eq!(
            Name("a\u{202E}b\u{200F}<").to_string(),
            "<bdi>a&#x202E;b\u{200F}&lt;</bdi>"
        );
        assert_eq!(
            Name("a\nb\r\nc\rd\te").to_string(),
            "<bdi>a&#10;b&#10;c&#10;d&#9;e</bdi>"
        );
        assert_eq!(
            TitleName("x\u{2069}\u{202E}y").to_string(),
            "&#x2068;x\\u2069\\u202Ey&#x2069;"
        );
    }

    #[test]
    fn line_ends_become_line_feeds_and_non_characters_are_replaced() {
        assert_eq!(escape("a\r\nb\rc\td\u{FFFF}"), "a\nb\nc\td\u{fffd}");
    }
}
