//! Icons from the bundled Lucide subset, by name. The code points match
//! `tools/subset-fonts.py`, which builds the font.

use crate::theme;
use iced::widget::{Text, text};
use iced::{Center, widget};

fn icon<'a>(code_point: char) -> Text<'a> {
    text(code_point.to_string())
        .font(theme::ICONS)
        .align_x(Center)
        .shaping(widget::text::Shaping::Basic)
}

/// The Boss marker.
pub fn crown<'a>() -> Text<'a> {
    icon('\u{E1D6}')
}

/// Add.
pub fn plus<'a>() -> Text<'a> {
    icon('\u{E13D}')
}

/// Remove or close.
pub fn close<'a>() -> Text<'a> {
    icon('\u{E1B2}')
}

/// Delete for good.
pub fn trash<'a>() -> Text<'a> {
    icon('\u{E18E}')
}

/// Save.
pub fn save<'a>() -> Text<'a> {
    icon('\u{E14D}')
}

/// Open.
pub fn open<'a>() -> Text<'a> {
    icon('\u{E247}')
}

/// Duplicate.
pub fn copy<'a>() -> Text<'a> {
    icon('\u{E09E}')
}

/// Copy to the clipboard.
pub fn clipboard<'a>() -> Text<'a> {
    icon('\u{E225}')
}

/// Rename.
pub fn pencil<'a>() -> Text<'a> {
    icon('\u{E1F9}')
}

/// Search.
pub fn search<'a>() -> Text<'a> {
    icon('\u{E151}')
}

/// A broken rule.
pub fn warning<'a>() -> Text<'a> {
    icon('\u{E193}')
}

/// A legal crew.
pub fn check<'a>() -> Text<'a> {
    icon('\u{E226}')
}

/// Import from a file.
pub fn import<'a>() -> Text<'a> {
    icon('\u{E19E}')
}

/// Export to a file.
pub fn export<'a>() -> Text<'a> {
    icon('\u{E0B2}')
}

/// Previous page.
pub fn previous<'a>() -> Text<'a> {
    icon('\u{E06E}')
}

/// Next page.
pub fn next<'a>() -> Text<'a> {
    icon('\u{E06F}')
}

/// The crew list.
pub fn crews<'a>() -> Text<'a> {
    icon('\u{E1A4}')
}

/// The crew builder.
pub fn builder<'a>() -> Text<'a> {
    icon('\u{E158}')
}

/// Equipment.
pub fn package<'a>() -> Text<'a> {
    icon('\u{E129}')
}

/// New crew.
pub fn new_file<'a>() -> Text<'a> {
    icon('\u{E0C9}')
}

/// The objective deck.
pub fn cards<'a>() -> Text<'a> {
    icon('\u{E529}')
}

/// A target: the odds of a hit (the Dice odds tab, told apart from the Games tab's
/// dice where the tabs show their icons only).
pub fn odds<'a>() -> Text<'a> {
    icon('\u{E180}')
}

/// Dice: the dice games, and a roll in the app.
pub fn dice<'a>() -> Text<'a> {
    icon('\u{E2C5}')
}

/// Undo.
pub fn undo<'a>() -> Text<'a> {
    icon('\u{E2A1}')
}

/// Redo.
pub fn redo<'a>() -> Text<'a> {
    icon('\u{E2A0}')
}

/// Start.
pub fn play<'a>() -> Text<'a> {
    icon('\u{E13C}')
}

/// The match tracker.
pub fn flag<'a>() -> Text<'a> {
    icon('\u{E0D1}')
}

/// A trophy: the Record tab.
pub fn trophy<'a>() -> Text<'a> {
    icon('\u{E373}')
}

/// The match's log (a list).
pub fn log<'a>() -> Text<'a> {
    icon('\u{E106}')
}

/// Time called (a timer).
pub fn timer<'a>() -> Text<'a> {
    icon('\u{E1E0}')
}

/// Abandoning the match (a "no" sign).
pub fn abandon<'a>() -> Text<'a> {
    icon('\u{E051}')
}
