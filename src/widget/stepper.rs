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

/// The same as [`stepper`] for a panel read at the table: 36 px square buttons and a
/// large value.
pub fn large<'a, Message: Clone + 'a>(
    label: &'a str,
    value: u32,
    range: RangeInclusive<u32>,
    on_change: impl Fn(u32) -> Message + 'a,
) -> Element<'a, Message> {
    let down = (value > *range.start()).then(|| on_change(value - 1));
    let up = (value < *range.end()).then(|| on_change(value + 1));
    let step = |sign: &'a str, message: Option<Message>| {
        button(
            text(sign)
                .size(theme::size::HEADING)
                .align_x(Center)
                .align_y(Center)
                .width(iced::Fill)
                .height(iced::Fill),
        )
        .on_press_maybe(message)
        .padding(0)
        .width(36)
        .height(36)
        .style(button::secondary)
    };
    row![
        text(label).width(iced::Fill),
        step("−", down),
        text(value.to_string())
            .font(theme::BOLD)
            .size(theme::size::HEADING)
            .width(34)
            .align_x(Center),
        step("+", up),
    ]
    .spacing(6)
    .align_y(Center)
    .into()
}
