//! A model's basic skills as a row of labelled boxes, as on the character card.

use crate::bmg::catalog::Stats;
use crate::theme;
use iced::widget::{column, container, row, text};
use iced::{Center, Element, Fill};

/// The six basic skills; Defense and Strength are target numbers ("5+").
pub fn stat_boxes<'a, Message: 'a>(stats: Stats) -> Element<'a, Message> {
    let cell = |label: &'static str, value: String| {
        container(
            column![
                text(label).size(theme::size::SMALL).style(theme::muted),
                text(value).font(theme::BOLD).size(theme::size::TITLE),
            ]
            .align_x(Center),
        )
        .padding([6, 4])
        .width(Fill)
        .style(theme::row)
    };
    row![
        cell("WP", stats.willpower.to_string()),
        cell("END", stats.endurance.to_string()),
        cell("MOV", stats.movement.to_string()),
        cell("ATT", stats.attack.to_string()),
        cell("DEF", format!("{}+", stats.defense)),
        cell("STR", format!("{}+", stats.strength)),
    ]
    .spacing(6)
    .into()
}
