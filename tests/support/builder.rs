//! The builder screen on its own, driven through its widgets.

use gotham_companion::bmg::Catalog;
use gotham_companion::screen::builder::{Message, State};
use gotham_companion::theme;
use iced::Element;
use iced::Settings;
use iced::widget::Id;
use iced_test::{Error, Simulator, selector};

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
    sized(size, state.view(catalog, &super::NO_COLLECTION))
}

/// A simulator of `view` in a window of `size`, with the app's fonts.
pub fn sized(size: (f32, f32), view: Element<'_, Message>) -> Simulator<'_, Message> {
    let settings = Settings {
        fonts: theme::FONT_FILES.iter().map(|&f| f.into()).collect(),
        default_font: theme::TEXT,
        ..Settings::default()
    };
    Simulator::with_size(settings, size, view)
}

/// Whether the text `wanted` is drawn whole in `ui` left of `right`: found, nothing of
/// it cut off by the window, and ending before `right` (a panel's inner edge).
pub fn shown_whole(ui: &mut Simulator<'_, Message>, wanted: &str, right: f32) -> bool {
    let mut whole = None;
    // A selector that never matches, to see every text.
    let _ = ui.find(|candidate: selector::Candidate<'_>| {
        if let selector::Candidate::Text {
            content,
            bounds,
            visible_bounds,
            ..
        } = candidate
            && content == wanted
        {
            let this = visible_bounds.is_some_and(|v| v.width >= bounds.width - 0.5)
                && bounds.x + bounds.width <= right;
            whole = Some(whole.unwrap_or(true) && this);
        }
        None::<()>
    });
    whole == Some(true)
}

/// Clicks the widget showing `target` and hands what it sends to the builder.
pub fn click(state: &mut State, catalog: &Catalog, target: &str) -> Result<(), Error> {
    let mut ui = ui(state, catalog);
    super::hand_click(&mut ui, target)?;
    let messages: Vec<Message> = ui.into_messages().collect();
    for message in messages {
        state.update(message, catalog, &super::NO_COLLECTION);
    }
    Ok(())
}

/// Presses the control named `id` and hands what it sends to the builder.
pub fn press(state: &mut State, catalog: &Catalog, id: impl Into<Id>) -> Result<(), Error> {
    let mut ui = ui(state, catalog);
    super::hand_click(&mut ui, id.into())?;
    let messages: Vec<Message> = ui.into_messages().collect();
    for message in messages {
        state.update(message, catalog, &super::NO_COLLECTION);
    }
    Ok(())
}
