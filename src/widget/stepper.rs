//! A number with − and + buttons, kept inside its range.

use crate::theme;
use iced::widget::{button, row, text};
use iced::{Center, Element};
use std::ops::RangeInclusive;

/// `label  [−] value [+]` with 32 px square buttons; pressing a button sends
/// `on_change` with the new value.
pub fn stepper<'a, Message: Clone + 'a>(
    label: &'a str,
    value: u32,
    range: RangeInclusive<u32>,
    on_change: impl Fn(u32) -> Message + 'a,
) -> Element<'a, Message> {
    sized(label, value, range, on_change, 32.0, theme::size::BODY)
}

/// The same as [`stepper`] for a panel read at the table: 36 px square buttons and a
/// large value.
pub fn large<'a, Message: Clone + 'a>(
    label: &'a str,
    value: u32,
    range: RangeInclusive<u32>,
    on_change: impl Fn(u32) -> Message + 'a,
) -> Element<'a, Message> {
    sized(label, value, range, on_change, 36.0, theme::size::HEADING)
}

/// A stepper with `side`-pixel square buttons and its value at `size`.
fn sized<'a, Message: Clone + 'a>(
    label: &'a str,
    value: u32,
    range: RangeInclusive<u32>,
    on_change: impl Fn(u32) -> Message + 'a,
    side: f32,
    size: f32,
) -> Element<'a, Message> {
    let down = (value > *range.start()).then(|| on_change(value - 1));
    let up = (value < *range.end()).then(|| on_change(value + 1));
    let step = |sign: &'a str, message: Option<Message>| {
        button(
            text(sign)
                .size(size)
                .align_x(Center)
                .align_y(Center)
                .width(iced::Fill)
                .height(iced::Fill),
        )
        .on_press_maybe(message)
        .padding(0)
        .width(side)
        .height(side)
        .style(button::secondary)
    };
    row![
        text(label).width(iced::Fill),
        step("−", down),
        text(value.to_string())
            .font(theme::BOLD)
            .size(size)
            .width(34)
            .align_x(Center),
        step("+", up),
    ]
    .spacing(6)
    .align_y(Center)
    .into()
}
