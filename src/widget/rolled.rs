//! The dice of a roll drawn as dice: coloured squares showing their faces, green for
//! a hit, orange for a hit then blocked, blue for a block, outlined for the Strength
//! die. The dice calculator and the match's attack helper show rolls the same way.

use crate::bmg::odds::{Roll, RolledDie};
use crate::theme;
use iced::widget::{column, container, row, text};
use iced::{Center, Color, Element, Theme};

/// What a line of [`dice`] means, for under it.
pub const LEGEND: &str =
    "Green: hit · orange: hit, then blocked · blue: block · outlined: the Strength die";

/// Which die of a roll, for its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// An attack die that hit.
    Hit,
    /// An attack die that hit but was blocked.
    Blocked,
    /// A die that failed.
    Miss,
    /// A defense die that blocked.
    Block,
    /// The Strength die.
    Strength {
        /// Whether it hit.
        success: bool,
    },
}

/// The attack, defense and Strength dice of `roll`, a labelled line each.
pub fn dice<'a, Message: 'a>(roll: &Roll) -> Element<'a, Message> {
    let mut blocked_left = roll.blocked;
    let attack = row(roll.attack.iter().map(|d| {
        let kind = if !d.success {
            Kind::Miss
        } else if blocked_left > 0 {
            blocked_left -= 1;
            Kind::Blocked
        } else {
            Kind::Hit
        };
        die(*d, kind)
    }))
    .spacing(6)
    .wrap();
    let line = |label: &'a str, dice: Element<'a, Message>| {
        row![text(label).width(80), dice].align_y(Center)
    };
    let mut lines = column![line("Attack", attack.into())].spacing(6);
    if !roll.defense.is_empty() {
        let defense = row(roll
            .defense
            .iter()
            .map(|d| die(*d, if d.success { Kind::Block } else { Kind::Miss })))
        .spacing(6)
        .wrap();
        lines = lines.push(line("Defense", defense.into()));
    }
    if let Some(d) = roll.strength {
        let strength = die(d, Kind::Strength { success: d.success });
        lines = lines.push(line("Strength", strength));
    }
    lines.into()
}

/// One die: its face on its colour.
pub fn die<'a, Message: 'a>(die: RolledDie, kind: Kind) -> Element<'a, Message> {
    container(text(die.face.to_string()).font(theme::BOLD).size(18))
        .center(36)
        .style(move |theme: &Theme| {
            let palette = theme.extended_palette();
            let (background, border) = match kind {
                Kind::Hit => (palette.success.base.color, Color::TRANSPARENT),
                Kind::Blocked => (palette.warning.base.color, Color::TRANSPARENT),
                Kind::Miss => (palette.background.strong.color, Color::TRANSPARENT),
                Kind::Block => (color_block(), Color::TRANSPARENT),
                Kind::Strength { success } => (
                    if success {
                        palette.success.base.color
                    } else {
                        palette.background.strong.color
                    },
                    palette.primary.base.color,
                ),
            };
            container::Style::default()
                .background(background)
                .color(Color::WHITE)
                .border(iced::Border::default().rounded(6).width(3).color(border))
        })
        .into()
}

/// The blue of a defense die that blocked.
fn color_block() -> Color {
    iced::color!(0x3b6fd4)
}
