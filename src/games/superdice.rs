//! Super Dice: four dice thrown to turn over the cards of a Super Hero board, and a
//! Villain die that pays Ransom Coins until they run out.

mod event;
pub mod saved;

pub use event::Event;
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

/// Dice thrown.
pub const DICE: usize = 4;
/// Re-throws allowed when no card can be scored.
pub const RETHROWS: u32 = 2;
/// The numbers of players the game is for.
pub const PLAYERS: RangeInclusive<usize> = 2..=6;

/// Why a move of Super Dice is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Too few or too many players (see [`PLAYERS`]).
    Players,
    /// The game is over.
    GameOver,
    /// The dice are thrown already: the turn goes on with a score, a re-throw or a
    /// card turned.
    Thrown,
    /// Nothing is thrown yet this turn.
    NotThrown,
    /// A card can be scored, so no re-throw or card for nothing is allowed.
    CanScore,
    /// Both re-throws are used.
    NoRethrowLeft,
    /// The dice held and thrown are not [`DICE`] in all.
    NotAllDice,
    /// More than [`DICE`] dice held.
    HeldTooMany,
    /// A die held that is not on the table.
    NotOnTable(u32),
    /// A die outside 1 to 6.
    BadDie,
    /// The dice do not make this category with a card of it left.
    NotMade(Category),
    /// No card of this category is left.
    NoCardLeft(Category),
}

/// A scoring category (a card type of the board).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Category {
    /// Two dice alike: 20 + the pair.
    Pair,
    /// Three in a row: 40 + the three.
    LowRun,
    /// Three in a row and a fourth like one of them: 60 + the four.
    DoubleLowRun,
    /// Two different pairs: 80 + the four.
    TwoPair,
    /// Three dice alike: 80 + the three.
    ThreeOfAKind,
    /// Four in a row: 100 + the four.
    HighRun,
    /// Four dice alike: 200 + the four.
    FourOfAKind,
}

impl Category {
    /// Every category, from the smallest score to the largest.
    pub const ALL: [Category; 7] = [
        Category::Pair,
        Category::LowRun,
        Category::DoubleLowRun,
        Category::TwoPair,
        Category::ThreeOfAKind,
        Category::HighRun,
        Category::FourOfAKind,
    ];

    /// The base score.
    pub fn base(self) -> u32 {
        match self {
            Category::Pair => 20,
            Category::LowRun => 40,
            Category::DoubleLowRun => 60,
            Category::TwoPair | Category::ThreeOfAKind => 80,
            Category::HighRun => 100,
            Category::FourOfAKind => 200,
        }
    }

    /// Cards of this category on a board.
    pub fn cards(self) -> u32 {
        match self {
            Category::Pair => 4,
            Category::ThreeOfAKind => 3,
            Category::LowRun | Category::DoubleLowRun | Category::TwoPair => 2,
            Category::HighRun | Category::FourOfAKind => 1,
        }
    }

    /// The name the command line prints.
    pub fn id(self) -> &'static str {
        match self {
            Category::Pair => "pair",
            Category::LowRun => "low-run",
            Category::DoubleLowRun => "double-low-run",
            Category::TwoPair => "two-pair",
            Category::ThreeOfAKind => "three-of-a-kind",
            Category::HighRun => "high-run",
            Category::FourOfAKind => "four-of-a-kind",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// Every category four dice satisfy, each with its best score (base + the dice that
/// form it). Dice outside 1..=6 satisfy nothing.
pub fn categories(dice: [u32; DICE]) -> Vec<(Category, u32)> {
    if dice.iter().any(|d| !(1..=6).contains(d)) {
        return Vec::new();
    }
    let mut count = [0u32; 7];
    for &d in &dice {
        count[d as usize] += 1;
    }
    let sum: u32 = dice.iter().sum();
    let mut found = Vec::new();
    // The highest value appearing at least `n` times.
    let best_of = |n: u32| (1..=6u32).rev().find(|&v| count[v as usize] >= n);
    if let Some(v) = best_of(2) {
        found.push((Category::Pair, Category::Pair.base() + 2 * v));
    }
    // The highest run of three distinct values.
    if let Some(v) = (1..=4u32)
        .rev()
        .find(|&v| (v..v + 3).all(|x| count[x as usize] >= 1))
    {
        found.push((Category::LowRun, Category::LowRun.base() + 3 * v + 3));
        // A run of three, and the fourth die repeats one of its values.
        let outside = (1..=6u32)
            .filter(|x| !(v..v + 3).contains(x))
            .any(|x| count[x as usize] > 0);
        if !outside {
            found.push((Category::DoubleLowRun, Category::DoubleLowRun.base() + sum));
        }
    }
    if count.iter().filter(|&&c| c >= 2).count() == 2 {
        found.push((Category::TwoPair, Category::TwoPair.base() + sum));
    }
    if let Some(v) = best_of(3) {
        found.push((
            Category::ThreeOfAKind,
            Category::ThreeOfAKind.base() + 3 * v,
        ));
    }
    if (1..=3u32).any(|v| (v..v + 4).all(|x| count[x as usize] == 1)) {
        found.push((Category::HighRun, Category::HighRun.base() + sum));
    }
    if best_of(4).is_some() {
        found.push((Category::FourOfAKind, Category::FourOfAKind.base() + sum));
    }
    found
}

/// For `held` dice kept and the rest thrown again, the exact chance that the four dice
/// satisfy each category.
pub fn rethrow_odds(held: &[u32]) -> Result<Vec<(Category, f64)>, Refusal> {
    if held.len() > DICE {
        return Err(Refusal::HeldTooMany);
    }
    if held.iter().any(|d| !(1..=6).contains(d)) {
        return Err(Refusal::BadDie);
    }
    let thrown = DICE - held.len();
    let outcomes = 6u32.pow(thrown as u32);
    let mut hits = [0u32; 7];
    for code in 0..outcomes {
        let mut dice = [0u32; DICE];
        dice[..held.len()].copy_from_slice(held);
        let mut rest = code;
        for slot in dice.iter_mut().skip(held.len()) {
            *slot = rest % 6 + 1;
            rest /= 6;
        }
        for (category, _) in categories(dice) {
            hits[category.index()] += 1;
        }
    }
    Ok(Category::ALL
        .iter()
        .map(|&c| (c, f64::from(hits[c.index()]) / f64::from(outcomes)))
        .collect())
}

/// Ransom Coins in the pool for `players` players: 9, 12, 15, 18 or 21 (more for
/// a table the game does not allow, stopping at `u32::MAX` rather than wrapping).
pub fn ransom_coins(players: usize) -> u32 {
    u32::try_from(players)
        .unwrap_or(u32::MAX)
        .saturating_mul(3)
        .saturating_add(3)
}

/// A player's board and score.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The player's name.
    pub name: String,
    /// Cards still face down, per category (in [`Category::ALL`] order).
    pub left: [u32; 7],
    /// Points so far.
    pub score: u32,
}

impl Player {
    fn new(name: String) -> Player {
        Player {
            name,
            left: Category::ALL.map(Category::cards),
            score: 0,
        }
    }

    /// Cards of `category` still face down.
    pub fn cards_left(&self, category: Category) -> u32 {
        self.left[category.index()]
    }

    /// Whether every card is turned.
    pub fn done(&self) -> bool {
        self.left.iter().all(|&n| n == 0)
    }
}

/// Where the player on turn stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// The first throw of the turn is due.
    Throw,
    /// Dice are on the table; `rethrows` re-throws made so far this turn.
    Thrown {
        /// The four dice.
        dice: [u32; DICE],
        /// Re-throws made (each halves the score).
        rethrows: u32,
        /// The Villain die thrown with them.
        villain: u32,
    },
}

/// How the game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// The most points when the last card was turned (several on a tie).
    Winners(Vec<usize>),
    /// The Ransom Coins ran out: nobody wins.
    RansomPaid,
}

/// A game of Super Dice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    /// The players, in turn order.
    pub players: Vec<Player>,
    /// Whose turn it is.
    pub current: usize,
    /// Where the turn stands.
    pub stage: Stage,
    /// Ransom Coins left in the pool.
    pub coins: u32,
    /// How the game ended, once it has.
    pub ending: Option<Ending>,
    /// What happened, oldest first.
    pub log: Vec<Event>,
}

impl Game {
    /// A game for 2 to 6 players.
    pub fn new(names: Vec<String>) -> Result<Game, Refusal> {
        if !PLAYERS.contains(&names.len()) {
            return Err(Refusal::Players);
        }
        let coins = ransom_coins(names.len());
        Ok(Game {
            players: names.into_iter().map(Player::new).collect(),
            current: 0,
            stage: Stage::Throw,
            coins,
            ending: None,
            log: vec![Event::Pool(coins)],
        })
    }

    /// The score multiplier after `rethrows` re-throws: 1, then 1/2, then 1/4.
    pub fn divisor(rethrows: u32) -> u32 {
        1 << rethrows.min(RETHROWS)
    }

    /// The categories the dice on the table offer the player on turn, with the
    /// points each would score now (halved per re-throw, rounded down).
    pub fn offers(&self) -> Vec<(Category, u32)> {
        let Stage::Thrown { dice, rethrows, .. } = self.stage else {
            return Vec::new();
        };
        let player = &self.players[self.current];
        categories(dice)
            .into_iter()
            .filter(|(c, _)| player.cards_left(*c) > 0)
            .map(|(c, score)| (c, score / Game::divisor(rethrows)))
            .collect()
    }

    fn check_playing(&self) -> Result<(), Refusal> {
        match &self.ending {
            Some(_) => Err(Refusal::GameOver),
            None => Ok(()),
        }
    }

    /// Throws the four dice and the Villain die (first throw of a turn); a Villain 6
    /// pays a Ransom Coin.
    pub fn throw(&mut self, dice: [u32; DICE], villain: u32) -> Result<(), Refusal> {
        self.check_playing()?;
        if self.stage != Stage::Throw {
            return Err(Refusal::Thrown);
        }
        self.land(dice, villain, 0)
    }

    /// Keeps `held` of the dice on the table and throws the rest again with the
    /// Villain die: allowed when no card can be scored, twice a turn. `thrown` are
    /// the new values of the dice not held.
    pub fn rethrow(&mut self, held: &[u32], thrown: &[u32], villain: u32) -> Result<(), Refusal> {
        self.check_playing()?;
        let Stage::Thrown { dice, rethrows, .. } = self.stage else {
            return Err(Refusal::NotThrown);
        };
        if !self.offers().is_empty() {
            return Err(Refusal::CanScore);
        }
        if rethrows >= RETHROWS {
            return Err(Refusal::NoRethrowLeft);
        }
        if held.len() + thrown.len() != DICE {
            return Err(Refusal::NotAllDice);
        }
        let mut table = dice.to_vec();
        for d in held {
            match table.iter().position(|t| t == d) {
                Some(at) => {
                    table.remove(at);
                }
                None => return Err(Refusal::NotOnTable(*d)),
            }
        }
        let mut next = [0u32; DICE];
        next[..held.len()].copy_from_slice(held);
        next[held.len()..].copy_from_slice(thrown);
        self.land(next, villain, rethrows + 1)
    }

    fn land(&mut self, dice: [u32; DICE], villain: u32, rethrows: u32) -> Result<(), Refusal> {
        if dice.iter().chain([&villain]).any(|d| !(1..=6).contains(d)) {
            return Err(Refusal::BadDie);
        }
        self.log.push(Event::Throw {
            player: self.players[self.current].name.clone(),
            dice,
            villain,
        });
        self.stage = Stage::Thrown {
            dice,
            rethrows,
            villain,
        };
        if villain == 6 {
            self.coins = self.coins.saturating_sub(1);
            self.log.push(Event::Ransom(self.coins));
            if self.coins == 0 {
                self.ending = Some(Ending::RansomPaid);
                self.log.push(Event::RansomGone);
            }
        }
        Ok(())
    }

    /// Turns over a card of `category` for the points the dice offer.
    pub fn score(&mut self, category: Category) -> Result<u32, Refusal> {
        self.check_playing()?;
        let Some(&(_, points)) = self.offers().iter().find(|(c, _)| *c == category) else {
            return Err(Refusal::NotMade(category));
        };
        self.turn_card(category, points)?;
        Ok(points)
    }

    /// Turns over a card of `category` for nothing: when no card can be scored.
    pub fn give_up(&mut self, category: Category) -> Result<(), Refusal> {
        self.check_playing()?;
        if !matches!(self.stage, Stage::Thrown { .. }) {
            return Err(Refusal::NotThrown);
        }
        if !self.offers().is_empty() {
            return Err(Refusal::CanScore);
        }
        self.turn_card(category, 0)
    }

    fn turn_card(&mut self, category: Category, points: u32) -> Result<(), Refusal> {
        let player = &mut self.players[self.current];
        if player.cards_left(category) == 0 {
            return Err(Refusal::NoCardLeft(category));
        }
        player.left[category.index()] -= 1;
        // A score read from a saved game may be anything: it stops at the top.
        player.score = player.score.saturating_add(points);
        self.log.push(Event::Card {
            player: player.name.clone(),
            category,
            points,
            total: player.score,
        });
        self.stage = Stage::Throw;
        if self.players.iter().all(Player::done) {
            let best = self.players.iter().map(|p| p.score).max().unwrap_or(0);
            let winners: Vec<usize> = (0..self.players.len())
                .filter(|&i| self.players[i].score == best)
                .collect();
            self.log.push(Event::LastCard {
                winners: winners
                    .iter()
                    .map(|&i| self.players[i].name.clone())
                    .collect(),
                score: best,
            });
            self.ending = Some(Ending::Winners(winners));
            return Ok(());
        }
        let n = self.players.len();
        self.current = (1..=n)
            .map(|step| (self.current + step) % n)
            .find(|&p| !self.players[p].done())
            .unwrap_or(self.current);
        Ok(())
    }
}
