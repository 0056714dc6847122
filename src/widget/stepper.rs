//! A number with − and + buttons, kept inside its range.

use crate::theme;
use crate::widget::named::named;
use iced::widget::{button, row, text};
use iced::{Center, Element};
use std::ops::RangeInclusive;

/// Which way a stepper's button moves its number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// −: one less.
    Down,
    /// +: one more.
    Up,
}

/// The widget id of the button that steps the number `field` one `step`:
/// "attacks-minus", "attacks-plus".
pub fn id(field: &str, step: Step) -> String {
    let way = match step {
        Step::Down => "minus",
        Step::Up => "plus",
    };
    format!("{field}-{way}")
}

/// `label  [−] value [+]` with 32 px square buttons; pressing a button sends
/// `on_change` with the new value.
pub fn stepper<'a, Message: Clone + 'a>(
    label: impl text::IntoFragment<'a>,
    value: u32,
    range: RangeInclusive<u32>,
    on_change: impl Fn(u32) -> Message + 'a,
) -> Element<'a, Message> {
    sized(
        None,
        label,
        value,
        range,
        on_change,
        32.0,
        theme::size::BODY,
    )
}

/// A [`stepper`] whose − and + carry the widget ids [`id`]`(field, …)`, so that tests
/// press them whatever the language of `label`.
pub fn named_stepper<'a, Message: Clone + 'a>(
    field: &'a str,
    label: impl text::IntoFragment<'a>,
    value: u32,
    range: RangeInclusive<u32>,
    on_change: impl Fn(u32) -> Message + 'a,
) -> Element<'a, Message> {
    sized(
        Some(field),
        label,
        value,
        range,
        on_change,
        32.0,
        theme::size::BODY,
    )
}

/// The same as [`stepper`] for a panel read at the table: 36 px square buttons and a
/// large value.
pub fn large<'a, Message: Clone + 'a>(
    label: impl text::IntoFragment<'a>,
    value: u32,
    range: RangeInclusive<u32>,
    on_change: impl Fn(u32) -> Message + 'a,
) -> Element<'a, Message> {
    sized(
        None,
        label,
        value,
        range,
        on_change,
        36.0,
        theme::size::HEADING,
    )
}

/// A stepper with `side`-pixel square buttons and its value at `size`; with a `field`,
/// its buttons are named after it.
fn sized<'a, Message: Clone + 'a>(
    field: Option<&'a str>,
    label: impl text::IntoFragment<'a>,
    value: u32,
    range: RangeInclusive<u32>,
    on_change: impl Fn(u32) -> Message + 'a,
    side: f32,
    size: f32,
) -> Element<'a, Message> {
    let down = (value > *range.start()).then(|| on_change(value - 1));
    let up = (value < *range.end()).then(|| on_change(value + 1));
    let step = |step: Step, message: Option<Message>| -> Element<'a, Message> {
        let sign = match step {
            Step::Down => "−",
            Step::Up => "+",
        };
        let button = button(
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
        .style(theme::secondary_button);
        match field {
            Some(field) => named(id(field, step), button).into(),
            None => button.into(),
        }
    };
    row![
        text(label).width(iced::Fill),
        step(Step::Down, down),
        text(value.to_string())
            .font(theme::BOLD)
            .size(size)
            .width(34)
            .align_x(Center),
        step(Step::Up, up),
    ]
    .spacing(6)
    .align_y(Center)
    .into()
}

/// A [`large`] stepper whose − and + carry the widget ids [`id`]`(field, …)`, so that
/// tests press them whatever the language of `label`.
pub fn named_large<'a, Message: Clone + 'a>(
    field: &'a str,
    label: impl text::IntoFragment<'a>,
    value: u32,
    range: RangeInclusive<u32>,
    on_change: impl Fn(u32) -> Message + 'a,
) -> Element<'a, Message> {
    sized(
        Some(field),
        label,
        value,
        range,
        on_change,
        36.0,
        theme::size::HEADING,
    )
}
