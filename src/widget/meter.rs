//! A total against its limit ("342 / 350 Rep"), with a bar that turns red when over.

use crate::theme;
use crate::words::tr;
use iced::widget::{column, progress_bar, row, text};
use iced::{Element, Fill, Theme};

/// Shows `used` against `limit` under a `label`, each amount written by `write`
/// (`words::numbers::dollars` for "$150").
pub fn meter<'a, Message: 'a>(
    label: impl text::IntoFragment<'a>,
    write: fn(u32) -> String,
    used: u32,
    limit: u32,
) -> Element<'a, Message> {
    let over = used > limit;
    let numbers = text(format!("{} / {}", write(used), write(limit)))
        .font(theme::BOLD)
        .size(theme::size::HEADING)
        .style(if over { theme::danger } else { theme::success });
    let left = if over {
        tr!("app-meter-over", amount = write(used - limit))
    } else {
        tr!("app-meter-left", amount = write(limit - used))
    };
    let bar = progress_bar(0.0..=limit.max(1) as f32, used.min(limit) as f32)
        .girth(6)
        .style(move |theme: &Theme| {
            let palette = theme.extended_palette();
            let mut style = progress_bar::primary(theme);
            style.bar = if over {
                palette.danger.base.color.into()
            } else {
                palette.success.base.color.into()
            };
            style
        });
    // What is left follows the label, or goes under it where the column is too narrow
    // for both: in a narrow one a long label ("Tamaño del mazo") ran into "quedan 20".
    column![
        row![
            text(label).style(theme::muted),
            text(left).size(theme::size::SMALL).style(theme::muted)
        ]
        .spacing(8)
        .align_y(iced::Bottom)
        .wrap(),
        numbers,
        bar,
    ]
    .spacing(4)
    .width(Fill)
    .into()
}
