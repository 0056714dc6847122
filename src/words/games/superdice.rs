//! Super Dice's words: its card categories, the lines of the game's log and why a move
//! is refused.

use crate::games::superdice::{Category, DICE, Event, PLAYERS, Refusal};
use crate::words::{tr, winners};

/// A category's name, as its cards print it (in Spanish, the dice's own words).
pub fn category(category: Category) -> String {
    match category {
        Category::Pair => tr!("games-superdice-pair"),
        Category::LowRun => tr!("games-superdice-low-run"),
        Category::DoubleLowRun => tr!("games-superdice-double-low-run"),
        Category::TwoPair => tr!("games-superdice-two-pair"),
        Category::ThreeOfAKind => tr!("games-superdice-three-of-a-kind"),
        Category::HighRun => tr!("games-superdice-high-run"),
        Category::FourOfAKind => tr!("games-superdice-four-of-a-kind"),
    }
}

/// A line of the game's log.
pub fn event(event: &Event) -> String {
    match event {
        Event::Pool(coins) => tr!("games-superdice-pool", count = *coins),
        Event::Throw {
            player,
            dice,
            villain,
        } => {
            let shown: Vec<String> = dice.iter().map(u32::to_string).collect();
            tr!(
                "games-superdice-throw",
                player = player.as_str(),
                dice = shown.join(" "),
                villain = *villain
            )
        }
        Event::Ransom(left) => tr!("games-superdice-ransom", left = *left),
        Event::RansomGone => tr!("games-superdice-ransom-gone"),
        Event::Card {
            player,
            category: c,
            points,
            total,
        } => tr!(
            "games-superdice-card",
            player = player.as_str(),
            category = category(*c),
            points = *points,
            total = *total
        ),
        Event::LastCard {
            winners: names,
            score,
        } => {
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            tr!(
                "games-superdice-last-card",
                winners = winners(&names),
                score = *score
            )
        }
    }
}

/// Why a move is refused, as one line.
pub fn refusal(refusal: &Refusal) -> String {
    match refusal {
        Refusal::Players => tr!(
            "games-superdice-players",
            min = *PLAYERS.start() as u64,
            max = *PLAYERS.end() as u64
        ),
        Refusal::GameOver => tr!("games-over"),
        Refusal::Thrown => tr!("games-superdice-thrown"),
        Refusal::NotThrown => tr!("games-superdice-not-thrown"),
        Refusal::CanScore => tr!("games-superdice-can-score"),
        Refusal::NoRethrowLeft => tr!("games-superdice-no-rethrow-left"),
        Refusal::NotAllDice => tr!("games-superdice-not-all-dice", dice = DICE as u64),
        Refusal::HeldTooMany => tr!("games-superdice-held-too-many", dice = DICE as u64),
        Refusal::NotOnTable(die) => tr!("games-superdice-not-on-table", die = *die),
        Refusal::BadDie => tr!("games-superdice-bad-die"),
        Refusal::NotMade(c) => tr!("games-superdice-not-made", category = category(*c)),
        Refusal::NoCardLeft(c) => tr!("games-superdice-no-card-left", category = category(*c)),
    }
}
