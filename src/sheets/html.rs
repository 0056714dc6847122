//! Text placed in the HTML documents the app writes (the roster sheet, the match
//! report): every string from a file or the catalog goes through here.

use std::fmt::{self, Write};

/// Text from a file or the catalog, escaped for HTML text and attribute values.
///
/// Characters no document may hold (control characters other than tab and line
/// breaks, U+FFFE and U+FFFF) become U+FFFD, the replacement character; line ends
/// become `\n`, as HTML and XML readers make them.
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
                c if c.is_control() => f.write_char('\u{FFFD}')?,
                c => f.write_char(c)?,
            }
        }
        Ok(())
    }
}

/// `text` escaped as [`Escaped`] does, as a string.
pub fn escape(text: &str) -> String {
    Escaped(text).to_string()
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn the_characters_html_reads_are_escaped() {
        assert_eq!(
            escape("<b>Tom & \"Jerry\" 'x'</b>\u{0}"),
            "&lt;b&gt;Tom &amp; &quot;Jerry&quot; &#39;x&#39;&lt;/b&gt;\u{fffd}"
        );
    }

    #[test]
    fn line_ends_become_line_feeds_and_non_characters_are_replaced() {
        assert_eq!(escape("a\r\nb\rc\td\u{FFFF}"), "a\nb\nc\td\u{fffd}");
    }
}
