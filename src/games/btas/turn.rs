//! A turn of the Animated Series Dice Game in progress, counted by colour: the dice in
//! the cup, the Alarms to roll again and what is set aside; each roll as the table or the
//! app made it, the villains' abilities, and what stopping or busting scores.

use super::{Aside, BUST, Color, DiceSet, Face, Place, ROLL_SIZE, Refusal, Rolled, Villain, sum};
use serde::{Deserialize, Serialize};

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
    pub fn check(&self, dice: &DiceSet) -> Result<(), Refusal> {
        for color in Color::ALL {
            let c = color.index();
            let dodged = u32::from(self.dodged && color == Color::Blue);
            let in_use: u64 = [self.cup[c], self.alarms[c], self.loot[c], self.batman[c]]
                .iter()
                .map(|&n| u64::from(n))
                .sum::<u64>()
                + u64::from(dodged);
            if in_use > u64::from(dice.counts[c]) {
                return Err(Refusal::MoreThanBox {
                    color,
                    in_box: dice.counts[c],
                });
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
    ) -> Result<(), Refusal> {
        if self.busted() {
            return Err(Refusal::Busted);
        }
        if self.cup_runs_dry(villain) {
            return Err(Refusal::CupDry);
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
                    return Err(Refusal::RollSize {
                        alarms: self.alarm_total(),
                        draw,
                    });
                }
            }
        }
        if drawn.iter().sum::<u32>() != draw {
            return Err(Refusal::RollSize {
                alarms: self.alarm_total(),
                draw,
            });
        }
        let riddler_first = self.riddler_first(villain);
        if !returned.is_empty() && !riddler_first {
            return Err(Refusal::ReturnNotRiddler);
        }
        let mut kept: Vec<Rolled> = dice.to_vec();
        for die in returned {
            match kept.iter().position(|k| k == die) {
                Some(at) => {
                    kept.remove(at);
                }
                None => {
                    return Err(Refusal::ReturnNotRolled);
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
    ) -> Result<TurnState, Refusal> {
        dice.check()?;
        // Every count within the box before any is added: a sum of huge counts could
        // wrap round to a small one and pass the checks below.
        let total = dice.total();
        for (aside, count) in [
            (Aside::Loot, loot),
            (Aside::BlueLoot, blue_loot),
            (Aside::Batman, batman),
        ] {
            if count > total {
                return Err(Refusal::AsideOverBox {
                    aside,
                    total,
                    count,
                });
            }
        }
        for (place, counts) in [(Place::Cup, cup), (Place::Alarms, alarms)] {
            for color in Color::ALL {
                let (count, most) = (counts[color.index()], dice.counts[color.index()]);
                if count > most {
                    return Err(Refusal::CountOverBox {
                        count,
                        color,
                        place,
                        most,
                    });
                }
            }
        }
        let blue = Color::Blue.index();
        let mut aside = [0u32; 3];
        for c in 0..3 {
            let out_of_play = u32::from(dodged && c == blue);
            aside[c] = dice.counts[c]
                .checked_sub(cup[c] + alarms[c] + out_of_play)
                .ok_or(Refusal::MoreThanBox {
                    color: Color::ALL[c],
                    in_box: dice.counts[c],
                })?;
        }
        if aside.iter().sum::<u32>() != loot + batman {
            return Err(Refusal::AsideMismatch {
                out: aside.iter().sum::<u32>(),
                loot,
                batman,
            });
        }
        if blue_loot > loot || blue_loot > aside[blue] {
            return Err(Refusal::BlueLoot);
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
