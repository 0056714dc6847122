//! Super Dice's words: its card categories, the lines of the game's log and why a move
//! is refused.

use crate::games::superdice::{Category, DICE, Event, PLAYERS, Refusal};
use crate::words::{count, winners};

/// A category's name, as its cards print it.
pub fn category(category: Category) -> &'static str {
    match category {
        Category::Pair => "Pair",
        Category::LowRun => "Low Run",
        Category::DoubleLowRun => "Double Low Run",
        Category::TwoPair => "Two Pair",
        Category::ThreeOfAKind => "Three of a Kind",
        Category::HighRun => "High Run",
        Category::FourOfAKind => "Four of a Kind",
    }
}

/// A line of the game's log.
pub fn event(event: &Event) -> String {
    match event {
        Event::Pool(coins) => format!(
            "{} in the pool.",
            count(*coins, "Ransom Coin", "Ransom Coins")
        ),
        Event::Throw {
            player,
            dice,
            villain,
        } => {
            let shown: Vec<String> = dice.iter().map(u32::to_string).collect();
            format!("{player} throws {} (Villain {villain}).", shown.join(" "))
        }
        Event::Ransom(left) => format!("The Villain die pays a Ransom Coin: {left} left."),
        Event::RansomGone => "Every Ransom Coin is paid: nobody wins.".to_owned(),
        Event::Card {
            player,
            category: c,
            points,
            total,
        } => format!(
            "{player} turns a {} card for {points} ({total} in all).",
            category(*c)
        ),
        Event::LastCard {
            winners: names,
            score,
        } => {
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            format!("The last card is turned: {} with {score}.", winners(&names))
        }
    }
}

/// Why a move is refused, as one line.
pub fn refusal(refusal: &Refusal) -> String {
    match refusal {
        Refusal::Players => format!(
            "Super Dice is for {} to {} players",
            PLAYERS.start(),
            PLAYERS.end()
        ),
        Refusal::GameOver => "the game is over".to_owned(),
        Refusal::Thrown => "the dice are thrown: score, re-throw or turn a card".to_owned(),
        Refusal::NotThrown => "throw first".to_owned(),
        Refusal::CanScore => "a card can be scored: score it".to_owned(),
        Refusal::NoRethrowLeft => "no re-throw left: turn a card over for nothing".to_owned(),
        Refusal::NotAllDice => format!("hold some dice and throw the others: {DICE} in all"),
        Refusal::HeldTooMany => format!("at most {DICE} dice are held"),
        Refusal::NotOnTable(die) => format!("no {die} on the table to hold"),
        Refusal::BadDie => "a die shows 1 to 6".to_owned(),
        Refusal::NotMade(c) => format!("the dice do not make a {} with a card left", category(*c)),
        Refusal::NoCardLeft(c) => format!("no {} card is left", category(*c)),
    }
}
