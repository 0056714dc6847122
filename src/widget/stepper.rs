//! A number with − and + buttons, kept inside its range.

use crate::theme;
use iced::widget::{button, row, text};
use iced::{Center, Element};
use std::ops::RangeInclusive;

/// `label  [−] value [+]`; pressing a button sends `on_change` with the new value.
pub fn stepper<'a, Message: Clone + 'a>(
    label: &'a str,
    value: u32,
    range: RangeInclusive<u32>,
    on_change: impl Fn(u32) -> Message + 'a,
) -> Element<'a, Message> {
    let down = (value > *range.start()).then(|| on_change(value - 1));
    let up = (value < *range.end()).then(|| on_change(value + 1));
    row![
        text(label).width(iced::Fill),
        button(text("−").align_x(Center).width(18))
            .on_press_maybe(down)
            .padding([2, 6])
            .style(button::secondary),
        text(value.to_string())
            .font(theme::BOLD)
            .width(30)
            .align_x(Center),
        button(text("+").align_x(Center).width(18))
            .on_press_maybe(up)
            .padding([2, 6])
            .style(button::secondary),
    ]
    .spacing(6)
    .align_y(Center)
    .into()
}
