//! Batman: The Animated Series Dice Game: villains push their luck for Loot before
//! Batman catches them.
//!
//! The cup holds gray, blue and yellow dice (5, 3 and 2 by default); each die has Loot,
//! Batman and Alarm faces in a mix that is a setting (NOTES.md gives the defaults). A
//! turn draws up to three dice, rolls them, sets Loot and Batman aside and keeps the
//! Alarms to roll again; three Batman symbols bust the turn.

pub mod advisor;
pub mod saved;

use serde::{Deserialize, Serialize};
use std::fmt;

/// Loot to reach before the last round.
pub const TARGET: u32 = 30;
/// Dice rolled each time, Alarms included.
pub const ROLL_SIZE: u32 = 3;
/// Batman symbols that bust a turn.
pub const BUST: u32 = 3;

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

    /// Its name.
    pub fn label(self) -> &'static str {
        match self {
            Color::Gray => "gray",
            Color::Blue => "blue",
            Color::Yellow => "yellow",
        }
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

    /// Its name.
    pub fn label(self) -> &'static str {
        match self {
            Face::Loot => "Loot",
            Face::Batman => "Batman",
            Face::Alarm => "Alarm",
        }
    }
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
    pub fn check(&self) -> Result<(), String> {
        for color in Color::ALL {
            let f = self.faces[color.index()];
            let faces = [f.loot, f.batman, f.alarm];
            if faces.iter().any(|&n| n > 6) || faces.iter().sum::<u32>() != 6 {
                return Err(format!("a {} die needs six faces", color.label()));
            }
        }
        if self.counts.iter().any(|&c| c > 6) || self.counts.iter().sum::<u32>() > 12 {
            return Err("the cup holds at most 12 dice, 6 of a colour".into());
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

    /// Its name.
    pub fn label(self) -> &'static str {
        match self {
            Villain::Joker => "The Joker",
            Villain::Catwoman => "Catwoman",
            Villain::PoisonIvy => "Poison Ivy",
            Villain::Riddler => "The Riddler",
        }
    }

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

impl fmt::Display for Villain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
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

/// A turn in progress, counted by colour (`[gray, blue, yellow]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct TurnState {
    /// Dice still in the cup.
    pub cup: [u32; 3],
    /// Alarms in front of the villain, rolled again if it goes on.
    pub alarms: [u32; 3],
    /// Loot set aside.
    pub loot: [u32; 3],
    /// Batman symbols set aside.
    pub batman: [u32; 3],
    /// Poison Ivy has dodged her blue Batman this turn (that die is out of play).
    pub dodged: bool,
    /// At least one roll was made this turn (the Riddler's first roll is special).
    pub rolled: bool,
}

impl TurnState {
    /// The start of a turn: every die in the cup.
    pub fn start(dice: &DiceSet) -> TurnState {
        TurnState {
            cup: dice.counts,
            ..TurnState::default()
        }
    }

    /// Refuses a turn that cannot happen with `dice`: more dice of a colour in the cup,
    /// on the table and out of play than the box holds. The counts are added wide, so
    /// a state read from a file with huge counts is refused, never wrapped round.
    pub fn check(&self, dice: &DiceSet) -> Result<(), String> {
        for color in Color::ALL {
            let c = color.index();
            let dodged = u32::from(self.dodged && color == Color::Blue);
            let in_use: u64 = [self.cup[c], self.alarms[c], self.loot[c], self.batman[c]]
                .iter()
                .map(|&n| u64::from(n))
                .sum::<u64>()
                + u64::from(dodged);
            if in_use > u64::from(dice.counts[c]) {
                return Err(format!(
                    "more {} dice than the {} in the box",
                    color.label(),
                    dice.counts[c]
                ));
            }
        }
        Ok(())
    }

    /// Batman symbols set aside.
    pub fn batman_total(&self) -> u32 {
        sum(&self.batman)
    }

    /// Loot set aside.
    pub fn loot_total(&self) -> u32 {
        sum(&self.loot)
    }

    /// Alarms on the table.
    pub fn alarm_total(&self) -> u32 {
        sum(&self.alarms)
    }

    /// Dice left in the cup.
    pub fn cup_total(&self) -> u32 {
        sum(&self.cup)
    }

    /// Whether three Batman symbols have caught the villain.
    pub fn busted(&self) -> bool {
        self.batman_total() >= BUST
    }

    /// Dice on the table (out of the cup, and not dodged out of play), by colour.
    pub fn in_play(&self) -> [u32; 3] {
        [0, 1, 2].map(|c| sum(&[self.alarms[c], self.loot[c], self.batman[c]]))
    }

    /// The next roll made in the app: the Alarms in play rolled again and the dice to
    /// draw taken from the cup at random, each landing on a random face of its colour.
    pub fn random_roll(
        &self,
        dice: &DiceSet,
        villain: Option<Villain>,
        rng: &mut impl rand::Rng,
    ) -> Vec<Rolled> {
        use rand::RngExt;
        let mut cup: Vec<Color> = Color::ALL
            .iter()
            .flat_map(|&c| std::iter::repeat_n(c, self.cup[c.index()] as usize))
            .collect();
        let alarms = Color::ALL
            .iter()
            .flat_map(|&c| std::iter::repeat_n(c, self.alarms[c.index()] as usize));
        let mut colors: Vec<Color> = alarms.collect();
        for _ in 0..self.to_draw(villain) {
            if cup.is_empty() {
                break;
            }
            colors.push(cup.swap_remove(rng.random_range(0..cup.len())));
        }
        colors
            .into_iter()
            .map(|color| Rolled {
                color,
                face: dice.faces[color.index()].roll(rng),
            })
            .collect()
    }

    /// Whether this is the Riddler's four-dice first roll.
    pub fn riddler_first(&self, villain: Option<Villain>) -> bool {
        villain == Some(Villain::Riddler) && !self.rolled
    }

    /// Dice drawn for the next roll: enough for three with the Alarms (four on the
    /// Riddler's first roll), as many as the cup holds.
    pub fn to_draw(&self, villain: Option<Villain>) -> u32 {
        let wanted = if self.riddler_first(villain) {
            4
        } else {
            ROLL_SIZE
        };
        wanted
            .saturating_sub(self.alarm_total())
            .min(self.cup_total())
    }

    /// Whether going on needs dice that the cup no longer has: then the Alarms turn
    /// into Loot and the heist succeeds.
    pub fn cup_runs_dry(&self, villain: Option<Villain>) -> bool {
        self.alarm_total() < ROLL_SIZE && self.cup_total() == 0 && !self.riddler_first(villain)
    }

    /// Points for stopping now (a completed heist).
    pub fn score_if_stopped(&self, villain: Option<Villain>) -> u32 {
        self.loot_total() + self.bonus(villain, true)
    }

    /// Points when busted: nothing, but the Joker's sets.
    pub fn score_if_busted(&self, villain: Option<Villain>) -> u32 {
        self.bonus(villain, false)
    }

    /// The villain's bonus at the end of the turn.
    pub fn bonus(&self, villain: Option<Villain>, completed: bool) -> u32 {
        match villain {
            Some(Villain::Joker) => {
                let [g, b, y] = self.in_play();
                g.min(b).min(y)
            }
            Some(Villain::Catwoman) if completed => self.loot[Color::Blue.index()],
            _ => 0,
        }
    }

    /// The Alarms become Loot: what happens when the cup runs dry.
    pub fn cash_in_alarms(&mut self) {
        for c in 0..3 {
            self.loot[c] = self.loot[c].saturating_add(self.alarms[c]);
            self.alarms[c] = 0;
        }
    }

    /// Rolls `dice`: the Alarms on the table and the dice drawn from the cup, each with
    /// its face, as rolled on the table or in the app. On the Riddler's first roll,
    /// `returned` (some of those dice) go back to the cup before anything is counted;
    /// it must be empty otherwise.
    pub fn roll(
        &mut self,
        villain: Option<Villain>,
        dice: &[Rolled],
        returned: &[Rolled],
    ) -> Result<(), MoveError> {
        if self.busted() {
            return Err(MoveError("the turn is over: busted".into()));
        }
        if self.cup_runs_dry(villain) {
            return Err(MoveError(
                "the cup is empty: the Alarms turn into Loot".into(),
            ));
        }
        let counts = |dice: &[Rolled]| {
            let mut by_color = [0u32; 3];
            for die in dice {
                by_color[die.color.index()] += 1;
            }
            by_color
        };
        let rolled = counts(dice);
        let draw = self.to_draw(villain);
        let mut drawn = [0u32; 3];
        for c in 0..3 {
            match rolled[c].checked_sub(self.alarms[c]) {
                Some(d) if d <= self.cup[c] => drawn[c] = d,
                _ => {
                    return Err(MoveError(format!(
                        "roll the {} Alarm(s) on the table and {draw} die(s) from the cup",
                        self.alarm_total()
                    )));
                }
            }
        }
        if drawn.iter().sum::<u32>() != draw {
            return Err(MoveError(format!(
                "roll the {} Alarm(s) on the table and {draw} die(s) from the cup",
                self.alarm_total()
            )));
        }
        let riddler_first = self.riddler_first(villain);
        if !returned.is_empty() && !riddler_first {
            return Err(MoveError(
                "only the Riddler's first roll may go back to the cup".into(),
            ));
        }
        let mut kept: Vec<Rolled> = dice.to_vec();
        for die in returned {
            match kept.iter().position(|k| k == die) {
                Some(at) => {
                    kept.remove(at);
                }
                None => {
                    return Err(MoveError(
                        "only dice of this roll may go back to the cup".into(),
                    ));
                }
            }
        }
        for (cup, drawn) in self.cup.iter_mut().zip(drawn) {
            *cup -= drawn;
        }
        for die in returned {
            self.cup[die.color.index()] += 1;
        }
        self.alarms = [0; 3];
        for die in &kept {
            let c = die.color.index();
            match die.face {
                Face::Loot => self.loot[c] += 1,
                Face::Alarm => self.alarms[c] += 1,
                Face::Batman => {
                    if villain == Some(Villain::PoisonIvy)
                        && die.color == Color::Blue
                        && !self.dodged
                    {
                        // Taken out of play until the end of her turn.
                        self.dodged = true;
                    } else {
                        self.batman[c] += 1;
                    }
                }
            }
        }
        self.rolled = true;
        Ok(())
    }
}

impl TurnState {
    /// A turn state from counts as a player reads them off the table: dice left in the
    /// cup and Alarms by colour, Loot and Batman symbols in all (`blue_loot` of the
    /// Loot is blue, which counts for Catwoman), and whether Poison Ivy has dodged.
    pub fn from_counts(
        dice: &DiceSet,
        cup: [u32; 3],
        alarms: [u32; 3],
        loot: u32,
        blue_loot: u32,
        batman: u32,
        dodged: bool,
    ) -> Result<TurnState, String> {
        dice.check()?;
        // Every count within the box before any is added: a sum of huge counts could
        // wrap round to a small one and pass the checks below.
        let total = dice.total();
        for (what, n) in [("Loot", loot), ("blue Loot", blue_loot), ("Batman", batman)] {
            if n > total {
                return Err(format!(
                    "{what} set aside is 0 to {total} (the dice in the box), not {n}"
                ));
            }
        }
        for (where_, counts) in [("in the cup", cup), ("as Alarms", alarms)] {
            for color in Color::ALL {
                let (n, most) = (counts[color.index()], dice.counts[color.index()]);
                if n > most {
                    return Err(format!(
                        "{n} {} dice {where_}: the box holds {most}",
                        color.label()
                    ));
                }
            }
        }
        let blue = Color::Blue.index();
        let mut aside = [0u32; 3];
        for c in 0..3 {
            let out_of_play = u32::from(dodged && c == blue);
            aside[c] = dice.counts[c]
                .checked_sub(cup[c] + alarms[c] + out_of_play)
                .ok_or_else(|| {
                    format!(
                        "more {} dice than the {} in the box",
                        Color::ALL[c].label(),
                        dice.counts[c]
                    )
                })?;
        }
        if aside.iter().sum::<u32>() != loot + batman {
            return Err(format!(
                "{} dice are out of the cup besides the Alarms, but {loot} Loot and {batman} Batman make {}",
                aside.iter().sum::<u32>(),
                loot + batman
            ));
        }
        if blue_loot > loot || blue_loot > aside[blue] {
            return Err("more blue Loot than blue dice set aside".into());
        }
        // Colours of the dice set aside: blue Loot as given, the rest spread in order.
        let mut state = TurnState {
            cup,
            alarms,
            dodged,
            rolled: cup != dice.counts || dodged,
            ..TurnState::default()
        };
        state.loot[blue] = blue_loot;
        aside[blue] -= blue_loot;
        let mut loot_left = loot - blue_loot;
        let mut batman_left = batman;
        for c in [Color::Gray.index(), Color::Yellow.index(), blue] {
            let take = loot_left.min(aside[c]);
            state.loot[c] += take;
            loot_left -= take;
            let rest = aside[c] - take;
            let b = batman_left.min(rest);
            state.batman[c] = b;
            batman_left -= b;
        }
        Ok(state)
    }
}

pub use super::MoveError;

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
    /// What happened.
    pub log: Vec<String>,
}

impl Game {
    /// A game for 2 to 4 players, each with a different villain; `first` goes first.
    pub fn new(
        dice: DiceSet,
        players: Vec<(String, Villain)>,
        first: usize,
    ) -> Result<Game, MoveError> {
        dice.check().map_err(MoveError)?;
        if !(2..=4).contains(&players.len()) {
            return Err(MoveError("the game is for 2 to 4 players".into()));
        }
        for (i, (_, villain)) in players.iter().enumerate() {
            if players[..i].iter().any(|(_, v)| v == villain) {
                return Err(MoveError(format!("{villain} has one token only")));
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
        let log = vec![format!("{} goes first.", players[first].name)];
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

    fn check_playing(&self) -> Result<(), MoveError> {
        match self.winner {
            Some(w) => Err(MoveError(format!(
                "the game is over: {} won",
                self.players[w].name
            ))),
            None => Ok(()),
        }
    }

    /// Rolls for the player on turn (see [`TurnState::roll`]); a bust ends the turn.
    pub fn roll(
        &mut self,
        dice: &[Rolled],
        returned: &[Rolled],
    ) -> Result<Option<TurnEnd>, MoveError> {
        self.check_playing()?;
        let villain = self.villain();
        self.turn.roll(villain, dice, returned)?;
        self.bust = None;
        let faces: Vec<String> = dice
            .iter()
            .map(|d| format!("{} {}", d.color.label(), d.face.label()))
            .collect();
        let name = self.players[self.current].name.clone();
        self.log.push(format!("{name} rolls {}.", faces.join(", ")));
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
    pub fn stop(&mut self) -> Result<TurnEnd, MoveError> {
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
                self.log.push(format!(
                    "{name} scores {points} ({} in all).",
                    self.players[player].score
                ));
            }
            TurnEnd::Busted(points) => {
                let score = &mut self.players[player].score;
                *score = score.saturating_add(points);
                let bonus = if points > 0 {
                    format!(", keeping {points} for the Joker's sets")
                } else {
                    String::new()
                };
                self.log.push(format!("Batman busts {name}{bonus}."));
            }
        }
        if self.players[player].score >= TARGET && !self.last_round && self.tiebreak.is_none() {
            self.last_round = true;
            self.log
                .push(format!("{name} reached {TARGET}: this is the last round."));
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
            self.log.push(format!(
                "{} wins with {best} Loot.",
                self.players[*winner].name
            ));
        } else {
            let names: Vec<&str> = leaders
                .iter()
                .map(|&p| self.players[p].name.as_str())
                .collect();
            self.log.push(format!(
                "A tie at {best}: {} play a tiebreaker round.",
                names.join(" and ")
            ));
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
