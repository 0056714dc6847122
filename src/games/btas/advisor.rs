//! The turn advisor: from any point of a turn, the exact chance that the next roll
//! busts, and the expected points of stopping now against going on and then playing
//! the rest of the turn as well as possible.
//!
//! The turn is a small decision process: a state is the cup, the Alarms, what has been
//! set aside and the villain's flags; going on draws dice (without replacement, by
//! colour) and rolls them. Every state's best value is computed once and remembered.

use super::{Color, DiceSet, Refusal, TurnState, Villain};
use std::collections::HashMap;

/// What to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Stop and score.
    Stop,
    /// Roll again.
    Continue,
}

impl Decision {
    /// The word the command line prints.
    pub fn as_str(self) -> &'static str {
        match self {
            Decision::Stop => "stop",
            Decision::Continue => "continue",
        }
    }
}

/// The advisor's numbers for one state.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Advice {
    /// P(the next roll busts). On the Riddler's first roll it is 0: he can put
    /// Batman symbols back in the cup.
    pub bust_next_roll: f64,
    /// Points for stopping now.
    pub expected_if_stop: f64,
    /// Expected points for rolling now and then playing on as well as possible.
    pub expected_if_continue: f64,
    /// The better of the two (stopping when they are equal).
    pub advice: Decision,
    /// Whether a roll is allowed at all: not once the cup runs dry, where stopping turns
    /// the Alarms into Loot and both figures are those points.
    pub can_roll: bool,
}

/// One way a handful of dice of a colour can land: (Loot, Batman, Alarm, probability).
type Landing = (u32, u32, u32, f64);

/// The outcomes of rolling `n` dice of one colour.
fn outcomes(n: u32, faces: super::Faces) -> Vec<Landing> {
    let p = |k: u32| f64::from(k) / 6.0;
    let mut out = Vec::new();
    for loot in 0..=n {
        for batman in 0..=n - loot {
            let alarm = n - loot - batman;
            let ways = factorial(n) / (factorial(loot) * factorial(batman) * factorial(alarm));
            let prob = ways as f64
                * p(faces.loot).powi(loot as i32)
                * p(faces.batman).powi(batman as i32)
                * p(faces.alarm).powi(alarm as i32);
            if prob > 0.0 {
                out.push((loot, batman, alarm, prob));
            }
        }
    }
    out
}

fn factorial(n: u32) -> u64 {
    (1..=u64::from(n)).product()
}

fn choose(n: u32, k: u32) -> f64 {
    if k > n {
        return 0.0;
    }
    (0..k).fold(1.0, |acc, i| acc * f64::from(n - i) / f64::from(i + 1))
}

/// One possible roll: what the dice rolled show, by colour.
#[derive(Debug, Clone, Copy)]
struct Outcome {
    drawn: [u32; 3],
    loot: [u32; 3],
    batman: [u32; 3],
    alarms: [u32; 3],
    probability: f64,
}

/// The solver for one villain and dice set, remembering every state it has valued.
struct Solver {
    villain: Option<Villain>,
    /// Roll outcomes for `n` dice of colour `c`, at `[c][n]`.
    tables: [Vec<Vec<Landing>>; 3],
    memo: HashMap<u64, f64>,
}

impl Solver {
    fn new(dice: DiceSet, villain: Option<Villain>) -> Solver {
        let tables = [0, 1, 2].map(|c| (0..=6).map(|n| outcomes(n, dice.faces[c])).collect());
        Solver {
            villain,
            tables,
            memo: HashMap::new(),
        }
    }

    /// The state's key, keeping only what matters to this villain's score.
    fn key(&self, s: &TurnState) -> u64 {
        let blue_loot = if self.villain == Some(Villain::Catwoman) {
            s.loot[Color::Blue.index()]
        } else {
            0
        };
        let mut key = 0u64;
        for v in [
            s.cup[0],
            s.cup[1],
            s.cup[2],
            s.alarms[0],
            s.alarms[1],
            s.alarms[2],
            s.loot_total(),
            blue_loot,
            s.batman_total(),
            u32::from(s.dodged),
            u32::from(s.rolled),
        ] {
            key = key << 5 | u64::from(v.min(31));
        }
        key
    }

    /// Every outcome of the next roll from `s`, with its probability.
    fn next_rolls(&self, s: &TurnState) -> Vec<Outcome> {
        let k = s.to_draw(self.villain);
        let total = s.cup_total();
        let mut rolls = Vec::new();
        for dg in 0..=k.min(s.cup[0]) {
            for db in 0..=(k - dg).min(s.cup[1]) {
                let dy = k - dg - db;
                if dy > s.cup[2] {
                    continue;
                }
                let p_draw = choose(s.cup[0], dg) * choose(s.cup[1], db) * choose(s.cup[2], dy)
                    / choose(total, k);
                let drawn = [dg, db, dy];
                let n = [0, 1, 2].map(|c| (s.alarms[c] + drawn[c]) as usize);
                for &(lg, bg, ag, pg) in &self.tables[0][n[0]] {
                    for &(lb, bb, ab, pb) in &self.tables[1][n[1]] {
                        for &(ly, by, ay, py) in &self.tables[2][n[2]] {
                            rolls.push(Outcome {
                                drawn,
                                loot: [lg, lb, ly],
                                batman: [bg, bb, by],
                                alarms: [ag, ab, ay],
                                probability: p_draw * pg * pb * py,
                            });
                        }
                    }
                }
            }
        }
        rolls
    }

    /// The state after `roll`, with `returned[c][face]` dice put back in the cup.
    fn after(&self, s: &TurnState, roll: &Outcome, returned: [[u32; 3]; 3]) -> TurnState {
        let mut next = *s;
        for (c, &[rl, rb, ra]) in returned.iter().enumerate() {
            next.cup[c] = next.cup[c] - roll.drawn[c] + rl + rb + ra;
            next.loot[c] += roll.loot[c] - rl;
            next.batman[c] += roll.batman[c] - rb;
            next.alarms[c] = roll.alarms[c] - ra;
        }
        let blue = Color::Blue.index();
        if self.villain == Some(Villain::PoisonIvy)
            && !next.dodged
            && next.batman[blue] > s.batman[blue]
        {
            next.batman[blue] -= 1;
            next.dodged = true;
        }
        next.rolled = true;
        next
    }

    /// The best value from `s`: its bust score, or the better of stopping and rolling.
    fn best(&mut self, s: &TurnState) -> f64 {
        if s.busted() {
            return f64::from(s.score_if_busted(self.villain));
        }
        let key = self.key(s);
        if let Some(&value) = self.memo.get(&key) {
            return value;
        }
        let stop = f64::from(s.score_if_stopped(self.villain));
        let (others, repeat) = self.roll_split(s);
        // Rolling on from here until the dice leave this state is worth
        // others / (1 - repeat); it is played only when it beats stopping.
        let value = if repeat < 1.0 {
            stop.max(others / (1.0 - repeat))
        } else {
            stop
        };
        self.memo.insert(key, value);
        value
    }

    /// The expected final points of rolling now and playing on as well as possible.
    fn roll_on(&mut self, s: &TurnState) -> f64 {
        let (others, repeat) = self.roll_split(s);
        if repeat == 0.0 {
            return others;
        }
        // Back in this very state (only Alarms again), the best choice is made again.
        let stop = f64::from(s.score_if_stopped(self.villain));
        let again = if repeat < 1.0 {
            stop.max(others / (1.0 - repeat))
        } else {
            stop
        };
        others + repeat * again
    }

    /// Rolling on from `s`: the expected points of the outcomes that leave `s`
    /// (weighted by their probability), and the probability of landing back in `s`
    /// (Alarms rolled again as Alarms, nothing drawn).
    fn roll_split(&mut self, s: &TurnState) -> (f64, f64) {
        if s.cup_runs_dry(self.villain) {
            // No dice to draw: the Alarms turn into Loot and the heist succeeds.
            let mut cashed = *s;
            cashed.cash_in_alarms();
            return (f64::from(cashed.score_if_stopped(self.villain)), 0.0);
        }
        let riddler_first = s.riddler_first(self.villain);
        let here = self.key(s);
        let (mut others, mut repeat) = (0.0, 0.0);
        for roll in self.next_rolls(s) {
            if riddler_first {
                others += roll.probability * self.best_return(s, &roll);
                continue;
            }
            let next = self.after(s, &roll, [[0; 3]; 3]);
            if !next.busted() && self.key(&next) == here {
                repeat += roll.probability;
            } else {
                others += roll.probability * self.best(&next);
            }
        }
        (others, repeat)
    }

    /// The Riddler's best choice of dice to put back after his first roll.
    fn best_return(&mut self, s: &TurnState, roll: &Outcome) -> f64 {
        let limits: Vec<u32> = (0..3)
            .flat_map(|c| [roll.loot[c], roll.batman[c], roll.alarms[c]])
            .collect();
        let mut best = f64::NEG_INFINITY;
        let mut choice = [0u32; 9];
        loop {
            let returned = [0, 1, 2].map(|c| [choice[c * 3], choice[c * 3 + 1], choice[c * 3 + 2]]);
            let next = self.after(s, roll, returned);
            best = best.max(self.best(&next));
            // Next combination, like an odometer.
            let mut i = 0;
            loop {
                if i == 9 {
                    return best;
                }
                if choice[i] < limits[i] {
                    choice[i] += 1;
                    break;
                }
                choice[i] = 0;
                i += 1;
            }
        }
    }

    /// P(the next roll busts, nothing put back).
    fn bust_chance(&self, s: &TurnState) -> f64 {
        if s.cup_runs_dry(self.villain) || s.riddler_first(self.villain) {
            return 0.0;
        }
        self.next_rolls(s)
            .iter()
            .filter(|roll| self.after(s, roll, [[0; 3]; 3]).busted())
            .map(|roll| roll.probability)
            .sum()
    }
}

/// Advice for `villain` in turn state `state`; an error when the state cannot happen
/// with `dice` or the turn is already over.
pub fn advise(
    dice: &DiceSet,
    villain: Option<Villain>,
    state: &TurnState,
) -> Result<Advice, Refusal> {
    dice.check()?;
    // The solver's tables stop at six dice of a colour: a state is checked against
    // the box before anything is looked up.
    state.check(dice)?;
    if state.busted() {
        return Err(Refusal::TurnOver);
    }
    if state.cup_runs_dry(villain) {
        // No roll is allowed: the turn ends with the Alarms turned into Loot, which is
        // what stopping scores (the panel's Stop button counts the same points).
        let mut cashed = *state;
        cashed.cash_in_alarms();
        let points = f64::from(cashed.score_if_stopped(villain));
        return Ok(Advice {
            bust_next_roll: 0.0,
            expected_if_stop: points,
            expected_if_continue: points,
            advice: Decision::Stop,
            can_roll: false,
        });
    }
    let mut solver = Solver::new(*dice, villain);
    let expected_if_stop = f64::from(state.score_if_stopped(villain));
    let expected_if_continue = solver.roll_on(state);
    Ok(Advice {
        bust_next_roll: solver.bust_chance(state),
        expected_if_stop,
        expected_if_continue,
        advice: if expected_if_continue > expected_if_stop {
            Decision::Continue
        } else {
            Decision::Stop
        },
        can_roll: true,
    })
}
