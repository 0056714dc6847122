//! A bar chart of a small distribution: one bar per value, its chance above it.

use crate::theme;
use iced::widget::{column, container, row, space, text};
use iced::{Bottom, Center, Element, Fill, Theme};

/// Bars for P(first), P(first + 1), ...; `height` is the tallest bar's height in
/// pixels.
pub fn bars<'a, Message: 'a>(
    probabilities: &[f64],
    first: usize,
    height: f32,
) -> Element<'a, Message> {
    let tallest = probabilities.iter().copied().fold(0.0, f64::max).max(1e-9);
    row(probabilities.iter().enumerate().map(|(value, &p)| {
        let bar = container(space::horizontal())
            .width(Fill)
            .height((p / tallest) as f32 * height)
            .style(|theme: &Theme| {
                container::Style::default()
                    .background(theme.extended_palette().primary.base.color)
                    .border(iced::Border::default().rounded(3))
            });
        column![
            text(format!("{:.0}%", p * 100.0)).size(theme::size::SMALL),
            bar,
            text((first + value).to_string()).font(theme::BOLD),
        ]
        .spacing(4)
        .align_x(Center)
        .width(Fill)
        .into()
    }))
    .spacing(6)
    .align_y(Bottom)
    .height(height + 48.0)
    .into()
}
