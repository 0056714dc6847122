//! Super Dice's words: its card categories and why a move is refused.

use crate::games::superdice::{Category, DICE, PLAYERS, Refusal};

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
