//! View helpers shared by screens.

pub mod meter;
pub mod stats;

use crate::theme;
use iced::widget::{container, text};
use iced::Element;

/// A small rounded label ("Leader", "GCPD", "Eternal").
pub fn chip<'a, Message: 'a>(label: impl text::IntoFragment<'a>) -> Element<'a, Message> {
    container(text(label).size(theme::size::SMALL))
        .padding([2, 8])
        .style(theme::chip)
        .into()
}
