//! The help overlay: every keyboard shortcut, the language switch, the app's version
//! and the catalog in use, opened with F1 or the header's "?" button, so the header
//! stays one line at any window width.

use super::{Message, id};
use crate::words::{Language, numbers, tr};
use crate::{theme, widget};
use iced::widget::{column, row, text};
use iced::{Center, Element, Fill};

/// Every keyboard shortcut, with what it does. Ctrl is Cmd on macOS.
pub fn shortcuts() -> [(String, String); 9] {
    [
        ("Ctrl+N".to_owned(), tr!("help-new-crew")),
        ("Ctrl+S".to_owned(), tr!("help-save-crew")),
        ("Ctrl+F".to_owned(), tr!("help-search")),
        ("Ctrl+Z".to_owned(), tr!("help-undo")),
        (tr!("help-redo-keys"), tr!("help-redo")),
        ("Ctrl+Enter".to_owned(), tr!("help-next-step")),
        ("Ctrl+P".to_owned(), tr!("help-pass")),
        ("F1".to_owned(), tr!("help-show")),
        ("Esc".to_owned(), tr!("help-close-what")),
    ]
}

/// The shortcuts in a box, with the language switch, the version, the catalog in use
/// and a Close button.
pub fn overlay<'a>(
    catalog: &crate::bmg::catalog::Manifest,
    language: Language,
) -> Element<'a, Message> {
    let lines = column(shortcuts().into_iter().map(|(keys, what)| {
        row![
            text(keys).font(theme::BOLD).width(200),
            text(what).width(Fill)
        ]
        .spacing(12)
        .into()
    }))
    .spacing(8);
    let catalog_line = if catalog.date.is_empty() {
        tr!("help-catalog", id = catalog.id.as_str())
    } else {
        tr!(
            "help-catalog-dated",
            id = catalog.id.as_str(),
            date = numbers::date(&catalog.date)
        )
    };
    widget::dialog(
        column![
            text(tr!("help-title"))
                .font(theme::BOLD)
                .size(theme::size::HEADING),
            text(tr!("help-keys-note"))
                .size(theme::size::SMALL)
                .style(theme::muted),
            lines,
            switch(language),
            text(tr!("help-version", version = env!("CARGO_PKG_VERSION"))).size(theme::size::SMALL),
            text(catalog_line).size(theme::size::SMALL),
            widget::named::named(
                id::HELP_CLOSE,
                widget::button(text(tr!("close")))
                    .on_press(Message::CloseHelp)
                    .style(theme::primary_button)
            ),
        ]
        .spacing(12),
        620.0,
    )
}

/// "Language: English | Español", the one spoken marked: each name in its own words.
fn switch<'a>(spoken: Language) -> Element<'a, Message> {
    let choices = Language::ALL.map(|language| {
        widget::named::named(
            id::language(language),
            widget::button(text(language.name()))
                .on_press(Message::LanguageChosen(language))
                .style(if language == spoken {
                    theme::primary_button
                } else {
                    theme::secondary_button
                }),
        )
        .into()
    });
    row![text(tr!("help-language")).font(theme::BOLD).width(200)]
        .extend(choices)
        .spacing(12)
        .align_y(Center)
        .into()
}
