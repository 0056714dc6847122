//! The Animated Series panel's lines of dice: the roll being entered die by die, the
//! dice in play, the legend, and the dice drawn in their colours.

use super::{Message, Slot, id, pick};
use crate::games::btas::{Color, Face, TurnState};
use crate::widget::die::{self, Die, Symbol, Tone};
use crate::widget::named::named;
use crate::widget::widest;
use crate::words::games::btas as words;
use crate::words::tr;
use crate::{icon, theme};
use iced::widget::{Row, column, row, space, text};
use iced::{Center, Element};

/// The Roll button's label: the dice icon and `label`.
pub(super) fn roll_label<'a>(label: String) -> Element<'a, Message> {
    row![icon::dice(), text(label)].spacing(6).into()
}

/// The line of one die of the roll being entered: its colour, its face, and for the
/// Riddler's first roll whether it goes back to the cup.
pub(super) fn slot_line<'a>(i: usize, slot: Slot, riddler_first: bool) -> Element<'a, Message> {
    let number = i as u64 + 1;
    let label = if slot.alarm {
        tr!("games-btas-die-alarm", number = number)
    } else {
        tr!("games-btas-die-n", number = number)
    };
    // An Alarm die keeps its colour; the other colours leave their places empty so
    // that the faces line up below each other.
    let colors = Color::ALL.into_iter().map(|color| {
        if slot.alarm && color != slot.color {
            // The room of the die it stands for, measured.
            widest(
                space(),
                [die::button(
                    blank(color),
                    30.0,
                    &words::color(color),
                    None,
                    false,
                    None,
                )],
            )
        } else {
            named(
                id::btas::color(i, color),
                die::button(
                    blank(color),
                    30.0,
                    &words::color(color),
                    None,
                    slot.color == color,
                    Some(Message::SlotColored(i, color)),
                ),
            )
            .into()
        }
    });
    let faces = Face::ALL.into_iter().map(|face| {
        named(
            id::btas::face(i, face),
            die::button(
                rolled(slot.color, face),
                38.0,
                &words::face(face),
                None,
                slot.face == Some(face),
                Some(Message::SlotFaced(i, face)),
            ),
        )
        .into()
    });
    let mut line = row![text(label).width(104)]
        .extend(colors)
        .push(space().width(8))
        .extend(faces)
        .spacing(2)
        .align_y(Center);
    if riddler_first {
        line = line.push(space().width(6)).push(named(
            id::btas::put_back(i),
            pick(
                slot.put_back,
                tr!("games-btas-put-back"),
                Some(Message::SlotReturned(i, !slot.put_back)),
            ),
        ));
    }
    line.into()
}

/// The dice in play this turn, drawn in their colours: the cup, then the Loot, Alarms
/// and Batman symbols set out on the table. Each line keeps its height, so that the
/// entry below never moves.
pub(super) fn in_play<'a>(turn: &TurnState) -> Element<'a, Message> {
    let line = |label: String, counts: [u32; 3], face: Option<Face>| -> Row<'a, Message> {
        let dice: Vec<Element<'a, Message>> = Color::ALL
            .into_iter()
            .flat_map(|color| std::iter::repeat_n(color, counts[color.index()] as usize))
            .map(|color| match face {
                Some(face) => rolled(color, face).view(28.0, words::die(color, face)),
                None => blank(color).view(
                    22.0,
                    tr!("games-btas-in-the-cup", color = words::color(color)),
                ),
            })
            .collect();
        let dice: Element<'a, Message> = if dice.is_empty() {
            text(tr!("games-btas-none")).style(theme::muted).into()
        } else {
            row(dice).spacing(4).into()
        };
        row![text(label).width(70), dice]
            .spacing(8)
            .height(30)
            .align_y(Center)
    };
    let mut batman = line(tr!("games-btas-batman"), turn.batman, Some(Face::Batman));
    if turn.dodged {
        batman = batman.push(text(tr!("games-btas-ivy-dodged")).style(theme::muted));
    }
    column![
        line(tr!("games-btas-cup"), turn.cup, None),
        line(tr!("games-btas-loot"), turn.loot, Some(Face::Loot)),
        line(tr!("games-btas-alarms"), turn.alarms, Some(Face::Alarm)),
        batman,
    ]
    .spacing(4)
    .into()
}

/// What each symbol on the dice means.
pub(super) fn legend<'a>() -> Element<'a, Message> {
    row(Face::ALL.into_iter().map(|face| {
        row![
            rolled(Color::Gray, face)
                .view(22.0, tr!("games-btas-symbol", face = words::face(face))),
            text(words::face(face)).style(theme::muted)
        ]
        .spacing(4)
        .align_y(Center)
        .into()
    }))
    .spacing(16)
    .into()
}

/// A die of `color` showing `face`.
pub(super) fn rolled(color: Color, face: Face) -> Die {
    let symbol = match face {
        Face::Loot => Symbol::Cash,
        Face::Batman => Symbol::Bat,
        Face::Alarm => Symbol::Alarm,
    };
    Die::symbol(symbol, tone(color))
}

/// A die of `color` not rolled yet.
pub(super) fn blank(color: Color) -> Die {
    Die::pips(0).tone(tone(color))
}

/// The drawing colour of a die colour.
pub(super) fn tone(color: Color) -> Tone {
    match color {
        Color::Gray => Tone::Gray,
        Color::Blue => Tone::Blue,
        Color::Yellow => Tone::Yellow,
    }
}

/// `label` with its first letter in capitals.
pub(super) fn capitalized(label: &str) -> String {
    let mut chars = label.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
