//! The Animated Series Dice Game's words: the villains, the dice's colours and faces,
//! the lines of the game's log, and why a move, a turn or a dice setting is refused.

use crate::games::btas::{Aside, Color, Event, Face, PLAYERS, Place, Refusal, TARGET, Villain};
use crate::words::tr;

/// A villain's name, as the token prints it (in Spanish, as the comics name them).
pub fn villain(villain: Villain) -> String {
    match villain {
        Villain::Joker => tr!("games-btas-joker"),
        Villain::Catwoman => tr!("games-btas-catwoman"),
        Villain::PoisonIvy => tr!("games-btas-poison-ivy"),
        Villain::Riddler => tr!("games-btas-riddler"),
    }
}

/// A die colour's name, in lower case as it reads inside a sentence.
pub fn color(color: Color) -> String {
    match color {
        Color::Gray => tr!("games-btas-gray"),
        Color::Blue => tr!("games-btas-blue"),
        Color::Yellow => tr!("games-btas-yellow"),
    }
}

/// A die face's name.
pub fn face(face: Face) -> String {
    match face {
        Face::Loot => tr!("games-btas-loot"),
        Face::Batman => tr!("games-btas-batman"),
        Face::Alarm => tr!("games-btas-alarm"),
    }
}

/// A rolled die, its colour and its face: "gray Loot".
pub fn die(color: Color, face: Face) -> String {
    tr!(
        "games-btas-die",
        color = self::color(color),
        face = self::face(face)
    )
}

/// A line of the game's log.
pub fn event(event: &Event) -> String {
    match event {
        Event::First(player) => tr!("games-btas-first", player = player.as_str()),
        Event::Roll { player, dice } => {
            let faces: Vec<String> = dice.iter().map(|d| die(d.color, d.face)).collect();
            tr!(
                "games-btas-roll",
                player = player.as_str(),
                dice = faces.join(", ")
            )
        }
        Event::Score {
            player,
            points,
            total,
        } => tr!(
            "games-btas-score",
            player = player.as_str(),
            points = *points,
            total = *total
        ),
        Event::Bust { player, kept: 0 } => tr!("games-btas-bust", player = player.as_str()),
        Event::Bust { player, kept } => tr!(
            "games-btas-bust-kept",
            player = player.as_str(),
            kept = *kept
        ),
        Event::LastRound(player) => tr!(
            "games-btas-last-round",
            player = player.as_str(),
            target = TARGET
        ),
        Event::Win { player, loot } => {
            tr!("games-btas-win", player = player.as_str(), loot = *loot)
        }
        Event::Tie { players, loot } => tr!(
            "games-btas-tie",
            loot = *loot,
            players = players.join(&format!(" {} ", tr!("and")))
        ),
    }
}

/// Why a move, a turn or a dice setting is refused, as one line.
pub fn refusal(refusal: &Refusal) -> String {
    match refusal {
        Refusal::SixFaces(c) => tr!("games-btas-six-faces", color = color(*c)),
        Refusal::CupSize => tr!("games-btas-cup-size"),
        Refusal::Players => tr!(
            "games-players",
            min = *PLAYERS.start() as u64,
            max = *PLAYERS.end() as u64
        ),
        Refusal::TokenTaken(v) => tr!("games-btas-token-taken", villain = villain(*v)),
        Refusal::GameOver { winner } => tr!("games-btas-game-over", winner = winner.as_str()),
        Refusal::Busted => tr!("games-btas-busted"),
        Refusal::TurnOver => tr!("games-btas-turn-over"),
        Refusal::CupDry => tr!("games-btas-cup-dry"),
        Refusal::RollSize { alarms, draw } => {
            tr!("games-btas-roll-size", alarms = *alarms, draw = *draw)
        }
        Refusal::ReturnNotRiddler => tr!("games-btas-return-not-riddler"),
        Refusal::ReturnNotRolled => tr!("games-btas-return-not-rolled"),
        Refusal::MoreThanBox { color: c, in_box } => tr!(
            "games-btas-more-than-box",
            color = color(*c),
            in_box = *in_box
        ),
        Refusal::AsideOverBox {
            aside,
            total,
            count: n,
        } => tr!(
            "games-btas-aside-over-box",
            aside = match aside {
                Aside::Loot => tr!("games-btas-loot"),
                Aside::BlueLoot => tr!("games-btas-blue-loot"),
                Aside::Batman => tr!("games-btas-batman"),
            },
            total = *total,
            count = *n
        ),
        Refusal::CountOverBox {
            count: n,
            color: c,
            place,
            most,
        } => tr!(
            "games-btas-count-over-box",
            count = *n,
            color = color(*c),
            place = match place {
                Place::Cup => tr!("games-btas-in-cup"),
                Place::Alarms => tr!("games-btas-as-alarms"),
            },
            most = *most
        ),
        Refusal::AsideMismatch { out, loot, batman } => tr!(
            "games-btas-aside-mismatch",
            out = *out,
            loot = *loot,
            batman = *batman,
            sum = u64::from(*loot) + u64::from(*batman)
        ),
        Refusal::BlueLoot => tr!("games-btas-blue-loot-over"),
    }
}
