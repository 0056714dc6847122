//! Batman: The Animated Series Dice Game: villains push their luck for Loot before
//! Batman catches them.
//!
//! The cup holds gray, blue and yellow dice (5, 3 and 2 by default); each die has Loot,
//! Batman and Alarm faces in a mix that is a setting (NOTES.md gives the defaults). A
//! turn draws up to three dice, rolls them, sets Loot and Batman aside and keeps the
//! Alarms to roll again; three Batman symbols bust the turn.
//!
//! The dice, the villains and the game turn by turn live here; a turn in progress (its
//! dice, rolls and score) in `turn`, the turn advisor in `advisor`, and the game as it is
//! saved in `saved`.

pub mod advisor;
mod event;
pub mod saved;
mod turn;

use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

pub use event::Event;
pub use turn::TurnState;

/// Loot to reach before the last round.
pub const TARGET: u32 = 30;
/// Dice rolled each time, Alarms included.
pub const ROLL_SIZE: u32 = 3;
/// Batman symbols that bust a turn.
pub const BUST: u32 = 3;
/// The numbers of players the game is for.
pub const PLAYERS: RangeInclusive<usize> = 2..=4;

/// Why a move, a turn or a dice setting is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// A die of this colour whose faces are not six.
    SixFaces(Color),
    /// A cup of more than 12 dice, or more than 6 of a colour.
    CupSize,
    /// Too few or too many players (see [`PLAYERS`]).
    Players,
    /// Two players hold this villain's token.
    TokenTaken(Villain),
    /// The game is over.
    GameOver {
        /// The winner.
        winner: String,
    },
    /// A roll after three Batman symbols.
    Busted,
    /// The advice asked for a turn that three Batman symbols have ended.
    TurnOver,
    /// A roll when the cup is empty: the Alarms turn into Loot instead.
    CupDry,
    /// A roll of other dice than the Alarms on the table and those drawn.
    RollSize {
        /// The Alarms on the table.
        alarms: u32,
        /// The dice to draw from the cup.
        draw: u32,
    },
    /// Dice sent back to the cup on another roll than the Riddler's first.
    ReturnNotRiddler,
    /// Dice sent back to the cup that this roll did not roll.
    ReturnNotRolled,
    /// More dice of a colour in use than the box holds.
    MoreThanBox {
        /// The colour.
        color: Color,
        /// Dice of it in the box.
        in_box: u32,
    },
    /// A count of dice set aside above the dice in the box.
    AsideOverBox {
        /// What is set aside.
        aside: Aside,
        /// The dice in the box.
        total: u32,
        /// The count given.
        count: u32,
    },
    /// A count of dice of a colour in a place above those the box holds.
    CountOverBox {
        /// The count given.
        count: u32,
        /// The colour.
        color: Color,
        /// Where they are.
        place: Place,
        /// Dice of the colour in the box.
        most: u32,
    },
    /// The dice out of the cup besides the Alarms are not the Loot and Batman given.
    AsideMismatch {
        /// Dice out of the cup besides the Alarms.
        out: u32,
        /// Loot given.
        loot: u32,
        /// Batman symbols given.
        batman: u32,
    },
    /// More blue Loot than Loot, or than blue dice set aside.
    BlueLoot,
}

/// What a turn's counts set aside.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Aside {
    /// Loot of any colour.
    Loot,
    /// Blue Loot.
    BlueLoot,
    /// Batman symbols.
    Batman,
}

/// Where a turn's dice are, besides set aside.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// In the cup.
    Cup,
    /// On the table as Alarms.
    Alarms,
}

/// A die's colour, from easiest to toughest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Color {
    /// Gray: the most Loot.
    Gray,
    /// Blue: even odds.
    Blue,
    /// Yellow: the most Batman symbols.
    Yellow,
}

impl Color {
    /// Every colour, in `[gray, blue, yellow]` order, the order of colour counts.
    pub const ALL: [Color; 3] = [Color::Gray, Color::Blue, Color::Yellow];

    /// Its position in colour counts.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// What a die shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Face {
    /// Cash grabbed: a point.
    Loot,
    /// Batman is on the trail.
    Batman,
    /// An alarm: the die is rolled again if the villain goes on.
    Alarm,
}

impl Face {
    /// Every face.
    pub const ALL: [Face; 3] = [Face::Loot, Face::Batman, Face::Alarm];
}

/// How many of a die's six faces show each symbol.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Faces {
    /// Loot faces.
    pub loot: u32,
    /// Batman faces.
    pub batman: u32,
    /// Alarm faces.
    pub alarm: u32,
}

impl Faces {
    /// The face a die with these faces lands on, at random (a die whose counts do not
    /// make six faces lands on an Alarm for the missing ones).
    pub fn roll(&self, rng: &mut impl rand::Rng) -> Face {
        use rand::RngExt;
        let side = rng.random_range(0..6u32);
        if side < self.loot {
            Face::Loot
        } else if side < self.loot.saturating_add(self.batman) {
            Face::Batman
        } else {
            Face::Alarm
        }
    }
}

/// The dice in the box: how many of each colour and their faces (a setting).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceSet {
    /// Dice of each colour, `[gray, blue, yellow]`.
    pub counts: [u32; 3],
    /// Faces of each colour.
    pub faces: [Faces; 3],
}

impl Default for DiceSet {
    /// 5 gray (3 Loot, 1 Batman, 2 Alarm), 3 blue (2/2/2), 2 yellow (1/3/2).
    fn default() -> DiceSet {
        DiceSet {
            counts: [5, 3, 2],
            faces: [
                Faces {
                    loot: 3,
                    batman: 1,
                    alarm: 2,
                },
                Faces {
                    loot: 2,
                    batman: 2,
                    alarm: 2,
                },
                Faces {
                    loot: 1,
                    batman: 3,
                    alarm: 2,
                },
            ],
        }
    }
}

impl DiceSet {
    /// Checks the setting: each die has six faces and the cup at most 12 dice. Each
    /// number is checked on its own before any is added, so none can wrap a sum.
    pub fn check(&self) -> Result<(), Refusal> {
        for color in Color::ALL {
            let f = self.faces[color.index()];
            let faces = [f.loot, f.batman, f.alarm];
            if faces.iter().any(|&n| n > 6) || faces.iter().sum::<u32>() != 6 {
                return Err(Refusal::SixFaces(color));
            }
        }
        if self.counts.iter().any(|&c| c > 6) || self.counts.iter().sum::<u32>() > 12 {
            return Err(Refusal::CupSize);
        }
        Ok(())
    }

    /// All the dice (never more than `u32::MAX`, even for a setting not yet checked).
    pub fn total(&self) -> u32 {
        sum(&self.counts)
    }
}

/// The sum of counts by colour, stopping at `u32::MAX`: a state read from a file may
/// hold any numbers until [`TurnState::check`] has refused them, and a sum that
/// wrapped could pass that check.
fn sum(counts: &[u32; 3]) -> u32 {
    counts.iter().fold(0, |total, &n| total.saturating_add(n))
}

/// A villain and the ability its token gives on its own turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Villain {
    /// +1 per set of one yellow, one blue and one gray die in play at the end of the
    /// turn, even when busted.
    Joker,
    /// +1 per blue Loot, when the heist is completed.
    Catwoman,
    /// The first blue Batman symbol of a turn is taken out of play.
    PoisonIvy,
    /// The first roll of a turn is four dice, any of which may go back to the cup.
    Riddler,
}

impl Villain {
    /// The four tokens.
    pub const ALL: [Villain; 4] = [
        Villain::Joker,
        Villain::Catwoman,
        Villain::PoisonIvy,
        Villain::Riddler,
    ];

    /// Reads a villain name as typed ("joker", "poison-ivy", "The Riddler").
    pub fn parse(text: &str) -> Option<Villain> {
        let key: String = text
            .to_lowercase()
            .chars()
            .filter(char::is_ascii_alphabetic)
            .collect();
        let key = key.strip_prefix("the").unwrap_or(&key);
        match key {
            "joker" => Some(Villain::Joker),
            "catwoman" => Some(Villain::Catwoman),
            "poisonivy" | "ivy" => Some(Villain::PoisonIvy),
            "riddler" => Some(Villain::Riddler),
            _ => None,
        }
    }
}

/// One die as rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rolled {
    /// Its colour.
    pub color: Color,
    /// What it shows.
    pub face: Face,
}

/// How a turn ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnEnd {
    /// The villain stopped (or the cup ran dry): the Loot and bonus score.
    Scored(u32),
    /// Three Batman symbols: only the Joker's sets score.
    Busted(u32),
}

/// A player at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The player's name.
    pub name: String,
    /// The villain token.
    pub villain: Villain,
    /// Loot scored so far.
    pub score: u32,
}

/// A game, turn by turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    /// The dice in the cup.
    pub dice: DiceSet,
    /// The players, in seating order.
    pub players: Vec<Player>,
    /// Who went first (rounds end when play comes back to them).
    pub first: usize,
    /// Whose turn it is.
    pub current: usize,
    /// The turn in progress.
    pub turn: TurnState,
    /// The round, from 1.
    pub round: u32,
    /// Someone reached the target: this round is the last.
    pub last_round: bool,
    /// The leaders playing a tiebreaker round, if one is on.
    pub tiebreak: Option<Vec<usize>>,
    /// Who played in the round in progress.
    pub played: Vec<usize>,
    /// The winner, once there is one.
    pub winner: Option<usize>,
    /// The last turn, when Batman busted it: who played it and its dice as they lay.
    /// Shown until the next player acts.
    #[serde(default)]
    pub bust: Option<(usize, TurnState)>,
    /// What happened, oldest first.
    pub log: Vec<Event>,
}

impl Game {
    /// A game for 2 to 4 players, each with a different villain; `first` goes first.
    pub fn new(
        dice: DiceSet,
        players: Vec<(String, Villain)>,
        first: usize,
    ) -> Result<Game, Refusal> {
        dice.check()?;
        if !PLAYERS.contains(&players.len()) {
            return Err(Refusal::Players);
        }
        for (i, (_, villain)) in players.iter().enumerate() {
            if players[..i].iter().any(|(_, v)| v == villain) {
                return Err(Refusal::TokenTaken(*villain));
            }
        }
        let first = first.min(players.len() - 1);
        let players: Vec<Player> = players
            .into_iter()
            .map(|(name, villain)| Player {
                name,
                villain,
                score: 0,
            })
            .collect();
        let log = vec![Event::First(players[first].name.clone())];
        Ok(Game {
            turn: TurnState::start(&dice),
            dice,
            players,
            first,
            current: first,
            round: 1,
            last_round: false,
            tiebreak: None,
            played: Vec::new(),
            winner: None,
            bust: None,
            log,
        })
    }

    /// Villain tokens drawn at random for `players` players.
    pub fn draw_villains(players: usize, rng: &mut impl rand::Rng) -> Vec<Villain> {
        use rand::seq::SliceRandom;
        let mut tokens = Villain::ALL.to_vec();
        tokens.shuffle(rng);
        tokens.truncate(players.min(4));
        tokens
    }

    /// The villain whose turn it is.
    pub fn villain(&self) -> Option<Villain> {
        Some(self.players[self.current].villain)
    }

    fn check_playing(&self) -> Result<(), Refusal> {
        match self.winner {
            Some(w) => Err(Refusal::GameOver {
                winner: self.players[w].name.clone(),
            }),
            None => Ok(()),
        }
    }

    /// Rolls for the player on turn (see [`TurnState::roll`]); a bust ends the turn.
    pub fn roll(
        &mut self,
        dice: &[Rolled],
        returned: &[Rolled],
    ) -> Result<Option<TurnEnd>, Refusal> {
        self.check_playing()?;
        let villain = self.villain();
        self.turn.roll(villain, dice, returned)?;
        self.bust = None;
        self.log.push(Event::Roll {
            player: self.players[self.current].name.clone(),
            dice: dice.to_vec(),
        });
        if self.turn.busted() {
            let bonus = self.turn.score_if_busted(villain);
            let busted = (self.current, self.turn);
            let end = self.end_turn(TurnEnd::Busted(bonus));
            self.bust = Some(busted);
            return Ok(Some(end));
        }
        Ok(None)
    }

    /// The player on turn stops and scores; when the cup has run dry, the Alarms turn
    /// into Loot first.
    pub fn stop(&mut self) -> Result<TurnEnd, Refusal> {
        self.check_playing()?;
        self.bust = None;
        let villain = self.villain();
        if self.turn.cup_runs_dry(villain) {
            self.turn.cash_in_alarms();
        }
        let points = self.turn.score_if_stopped(villain);
        Ok(self.end_turn(TurnEnd::Scored(points)))
    }

    /// Who plays in this round: everyone, or the leaders in a tiebreaker.
    fn in_round(&self) -> Vec<usize> {
        match &self.tiebreak {
            Some(leaders) => leaders.clone(),
            None => (0..self.players.len()).collect(),
        }
    }

    fn end_turn(&mut self, end: TurnEnd) -> TurnEnd {
        let player = self.current;
        let name = self.players[player].name.clone();
        match end {
            TurnEnd::Scored(points) => {
                let score = &mut self.players[player].score;
                *score = score.saturating_add(points);
                self.log.push(Event::Score {
                    player: name.clone(),
                    points,
                    total: *score,
                });
            }
            TurnEnd::Busted(points) => {
                let score = &mut self.players[player].score;
                *score = score.saturating_add(points);
                self.log.push(Event::Bust {
                    player: name.clone(),
                    kept: points,
                });
            }
        }
        if self.players[player].score >= TARGET && !self.last_round && self.tiebreak.is_none() {
            self.last_round = true;
            self.log.push(Event::LastRound(name));
        }
        self.played.push(player);
        self.turn = TurnState::start(&self.dice);
        // The next player in seating order who plays this round.
        let in_round = self.in_round();
        let n = self.players.len();
        let next = (1..=n)
            .map(|step| (player + step) % n)
            .find(|p| in_round.contains(p) && !self.played.contains(p));
        match next {
            Some(next) => self.current = next,
            None => self.end_round(),
        }
        end
    }

    fn end_round(&mut self) {
        self.played.clear();
        self.round = self.round.saturating_add(1);
        if !self.last_round {
            self.current = self.first;
            return;
        }
        let contenders = self.in_round();
        let best = contenders
            .iter()
            .map(|&p| self.players[p].score)
            .max()
            .unwrap_or(0);
        let leaders: Vec<usize> = contenders
            .into_iter()
            .filter(|&p| self.players[p].score == best)
            .collect();
        if let [winner] = leaders.as_slice() {
            self.winner = Some(*winner);
            self.log.push(Event::Win {
                player: self.players[*winner].name.clone(),
                loot: best,
            });
        } else {
            self.log.push(Event::Tie {
                players: leaders
                    .iter()
                    .map(|&p| self.players[p].name.clone())
                    .collect(),
                loot: best,
            });
            // Seating order from the first player.
            let n = self.players.len();
            self.current = (0..n)
                .map(|s| (self.first + s) % n)
                .find(|p| leaders.contains(p))
                .unwrap_or(leaders[0]);
            self.tiebreak = Some(leaders);
        }
    }
}
