//! Pressing controls by their widget id, so that a test passes whatever the language
//! of their labels.

use super::{apply, simulator};
use gotham_companion::app::{App, Message, Screen};
use iced::widget::Id;
use iced_test::Error;

/// Presses the control named `id` and plays what it sends.
pub fn press(app: &mut App, id: impl Into<Id>) -> Result<(), Error> {
    let mut ui = simulator(app);
    super::hand_click(&mut ui, id.into())?;
    let messages: Vec<Message> = ui.into_messages().collect();
    apply(app, messages);
    Ok(())
}

/// Shows `screen` by pressing its tab.
pub fn open(app: &mut App, screen: Screen) -> Result<(), Error> {
    press(app, screen.id())
}
