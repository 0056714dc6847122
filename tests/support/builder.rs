//! The builder screen on its own, driven through its widgets.

use gotham_companion::bmg::Catalog;
use gotham_companion::screen::builder::{Message, State};
use gotham_companion::theme;
use iced::Settings;
use iced_test::{Error, Simulator};

/// A simulator of the builder's view at the app's window size.
pub fn ui<'a>(state: &'a State, catalog: &'a Catalog) -> Simulator<'a, Message> {
    ui_at(state, catalog, super::WINDOW)
}

/// A simulator of the builder's view in a window of `size`.
pub fn ui_at<'a>(
    state: &'a State,
    catalog: &'a Catalog,
    size: (f32, f32),
) -> Simulator<'a, Message> {
    let settings = Settings {
        fonts: theme::FONT_FILES.iter().map(|&f| f.into()).collect(),
        default_font: theme::TEXT,
        ..Settings::default()
    };
    Simulator::with_size(settings, size, state.view(catalog))
}

/// Clicks the widget showing `target` and hands what it sends to the builder.
pub fn click(state: &mut State, catalog: &Catalog, target: &str) -> Result<(), Error> {
    let mut ui = ui(state, catalog);
    ui.click(target)?;
    let messages: Vec<Message> = ui.into_messages().collect();
    for message in messages {
        state.update(message, catalog);
    }
    Ok(())
}
