//! The dice of a roll drawn as the game panels draw dice, with pips: green for a hit,
//! orange for a hit then blocked, blue for a block, grey for a die without effect, red
//! for the Strength die (faded when it failed). The dice calculator and the match's
//! attack helper show rolls the same way.

use super::die::{Die, Tone};
use crate::bmg::odds::{Roll, RolledDie};
use crate::words::tr;
use iced::widget::{column, row, text};
use iced::{Center, Element};

/// What a line of [`dice`] means, for under it.
pub fn legend() -> String {
    tr!("app-dice-legend")
}

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
    let line = |label: String, dice: Element<'a, Message>| {
        row![text(label).width(80), dice].align_y(Center)
    };
    // A die's room with "none" in it: the Defense and Strength lines are always there,
    // so that a roll without them (no hit) takes the height of one with them.
    let none = || {
        super::widest(
            text(tr!("app-dice-none")).style(crate::theme::muted),
            [iced::widget::space().width(SIZE).height(SIZE).into()],
        )
    };
    let mut lines = column![line(tr!("app-dice-attack"), attack.into())].spacing(6);
    if roll.defense.is_empty() {
        lines = lines.push(line(tr!("app-dice-defense"), none()));
    } else {
        let defense = row(roll
            .defense
            .iter()
            .map(|d| die(*d, if d.success { Kind::Block } else { Kind::Miss })))
        .spacing(6)
        .wrap();
        lines = lines.push(line(tr!("app-dice-defense"), defense.into()));
    }
    if let Some(d) = roll.strength {
        let strength = die(d, Kind::Strength { success: d.success });
        lines = lines.push(line(tr!("app-dice-strength"), strength));
    } else {
        lines = lines.push(line(tr!("app-dice-strength"), none()));
    }
    lines.into()
}

/// The side of a rolled die, in pixels.
const SIZE: f32 = 40.0;

/// One die: its pips on its colour; selectors find it by its face's number.
pub fn die<'a, Message: 'a>(rolled: RolledDie, kind: Kind) -> Element<'a, Message> {
    let tone = match kind {
        Kind::Hit => Tone::Green,
        Kind::Blocked => Tone::Orange,
        Kind::Miss => Tone::Gray,
        Kind::Block => Tone::Blue,
        Kind::Strength { .. } => Tone::Red,
    };
    let die = Die {
        faded: kind == (Kind::Strength { success: false }),
        ..Die::pips(rolled.face).tone(tone)
    };
    die.view(SIZE, rolled.face.to_string())
}
