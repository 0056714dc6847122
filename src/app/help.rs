//! The help overlay: every keyboard shortcut, the app's version and the catalog in use,
//! opened with F1 or the header's "?" button, so the header stays one line at any
//! window width.

use super::Message;
use crate::{theme, widget};
use iced::widget::{button, column, row, text};
use iced::{Element, Fill};

/// Every keyboard shortcut, with what it does. Ctrl is Cmd on macOS.
pub const SHORTCUTS: [(&str, &str); 9] = [
    ("Ctrl+N", "Start a new crew"),
    ("Ctrl+S", "Save the open crew"),
    (
        "Ctrl+F",
        "Search the catalog (or the cards, in the deck builder)",
    ),
    ("Ctrl+Z", "Match: take back the last action"),
    ("Ctrl+Y or Ctrl+Shift+Z", "Match: play it back"),
    ("Ctrl+Enter", "Match: the next step"),
    ("Ctrl+P", "Match: the player on turn passes"),
    ("F1", "Show these shortcuts"),
    ("Esc", "Close this help, or the match log"),
];

/// "Gotham Companion 0.1.0": the version a bug report or a question should name.
const VERSION_LINE: &str = concat!("Gotham Companion ", env!("CARGO_PKG_VERSION"));

/// The shortcuts in a box, with the version, the catalog in use and a Close button.
pub fn overlay<'a>(catalog: &crate::bmg::catalog::Manifest) -> Element<'a, Message> {
    let lines = column(SHORTCUTS.iter().map(|&(keys, what)| {
        row![
            text(keys).font(theme::BOLD).width(200),
            text(what).width(Fill)
        ]
        .spacing(12)
        .into()
    }))
    .spacing(8);
    widget::dialog(
        column![
            text("Keyboard shortcuts")
                .font(theme::BOLD)
                .size(theme::size::HEADING),
            text("Ctrl is Cmd on macOS. Each works even while a text field has focus.")
                .size(theme::size::SMALL)
                .style(theme::muted),
            lines,
            text(VERSION_LINE).size(theme::size::SMALL),
            text(format!(
                "Catalog in use: {}{} (the Catalog tab updates it or goes back).",
                catalog.id,
                if catalog.date.is_empty() {
                    String::new()
                } else {
                    format!(", released {}", catalog.date)
                }
            ))
            .size(theme::size::SMALL),
            widget::named::named(
                super::id::HELP_CLOSE,
                widget::button("Close")
                    .on_press(Message::CloseHelp)
                    .style(button::primary)
            ),
        ]
        .spacing(12),
        620.0,
    )
}
