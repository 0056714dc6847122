//! The Animated Series Dice Game's words: the villains, the dice's colours and faces,
//! the lines of the game's log, and why a move, a turn or a dice setting is refused.

use crate::games::btas::{Aside, Color, Event, Face, PLAYERS, Place, Refusal, TARGET, Villain};
use crate::words::count;

/// A villain's name, as the token prints it.
pub fn villain(villain: Villain) -> &'static str {
    match villain {
        Villain::Joker => "The Joker",
        Villain::Catwoman => "Catwoman",
        Villain::PoisonIvy => "Poison Ivy",
        Villain::Riddler => "The Riddler",
    }
}

/// A die colour's name, in lower case as it reads inside a sentence.
pub fn color(color: Color) -> &'static str {
    match color {
        Color::Gray => "gray",
        Color::Blue => "blue",
        Color::Yellow => "yellow",
    }
}

/// A die face's name.
pub fn face(face: Face) -> &'static str {
    match face {
        Face::Loot => "Loot",
        Face::Batman => "Batman",
        Face::Alarm => "Alarm",
    }
}

/// A line of the game's log.
pub fn event(event: &Event) -> String {
    match event {
        Event::First(player) => format!("{player} goes first."),
        Event::Roll { player, dice } => {
            let faces: Vec<String> = dice
                .iter()
                .map(|d| format!("{} {}", color(d.color), face(d.face)))
                .collect();
            format!("{player} rolls {}.", faces.join(", "))
        }
        Event::Score {
            player,
            points,
            total,
        } => format!("{player} scores {points} ({total} in all)."),
        Event::Bust { player, kept: 0 } => format!("Batman busts {player}."),
        Event::Bust { player, kept } => {
            format!("Batman busts {player}, keeping {kept} for the Joker's sets.")
        }
        Event::LastRound(player) => format!("{player} reached {TARGET}: this is the last round."),
        Event::Win { player, loot } => format!("{player} wins with {loot} Loot."),
        Event::Tie { players, loot } => format!(
            "A tie at {loot}: {} play a tiebreaker round.",
            players.join(" and ")
        ),
    }
}

/// Why a move, a turn or a dice setting is refused, as one line.
pub fn refusal(refusal: &Refusal) -> String {
    match refusal {
        Refusal::SixFaces(c) => format!("a {} die needs six faces", color(*c)),
        Refusal::CupSize => "the cup holds at most 12 dice, 6 of a colour".to_owned(),
        Refusal::Players => format!(
            "the game is for {} to {} players",
            PLAYERS.start(),
            PLAYERS.end()
        ),
        Refusal::TokenTaken(v) => format!("{} has one token only", villain(*v)),
        Refusal::GameOver { winner } => format!("the game is over: {winner} won"),
        Refusal::Busted => "the turn is over: busted".to_owned(),
        Refusal::TurnOver => "the turn is over: three Batman symbols".to_owned(),
        Refusal::CupDry => "the cup is empty: the Alarms turn into Loot".to_owned(),
        Refusal::RollSize { alarms, draw } => format!(
            "roll the {} on the table and {} from the cup",
            count(*alarms, "Alarm", "Alarms"),
            count(*draw, "die", "dice")
        ),
        Refusal::ReturnNotRiddler => {
            "only the Riddler's first roll may go back to the cup".to_owned()
        }
        Refusal::ReturnNotRolled => "only dice of this roll may go back to the cup".to_owned(),
        Refusal::MoreThanBox { color: c, in_box } => {
            format!("more {} dice than the {in_box} in the box", color(*c))
        }
        Refusal::AsideOverBox {
            aside,
            total,
            count: n,
        } => format!(
            "{} set aside is 0 to {total} (the dice in the box), not {n}",
            match aside {
                Aside::Loot => "Loot",
                Aside::BlueLoot => "blue Loot",
                Aside::Batman => "Batman",
            }
        ),
        Refusal::CountOverBox {
            count: n,
            color: c,
            place,
            most,
        } => format!(
            "{} {}: the box holds {most}",
            count(
                *n,
                &format!("{} die", color(*c)),
                &format!("{} dice", color(*c))
            ),
            match place {
                Place::Cup => "in the cup",
                Place::Alarms => "as Alarms",
            }
        ),
        Refusal::AsideMismatch { out, loot, batman } => format!(
            "{} out of the cup besides the Alarms, but {loot} Loot and {batman} Batman make {}",
            count(*out, "die is", "dice are"),
            u64::from(*loot) + u64::from(*batman)
        ),
        Refusal::BlueLoot => "more blue Loot than blue dice set aside".to_owned(),
    }
}
