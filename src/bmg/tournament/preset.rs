//! How an event is scored and what lists it takes: the Batmatch preset, or custom
//! values for every one of them.

use super::refusal::PresetProblem;
use serde::{Deserialize, Serialize};

/// The highest Victory Points a game result may give a player (as the tracker's).
pub const MAX_VP: u32 = crate::bmg::tracker::MAX_VICTORY_POINTS;
/// The most lists a player may bring.
pub const MAX_LISTS: u32 = 4;
/// The most tournament points a game may give.
pub const MAX_POINTS: u32 = 100;

/// Which preset the event follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PresetKind {
    /// Knight Models' Batmatch format.
    Batmatch,
    /// The organiser's own values.
    Custom,
}

/// Tournament points by the gap between the two VP totals of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scoring {
    /// A gap below this is a tie.
    pub tie_below: u32,
    /// A gap of this or more is a total victory.
    pub total_from: u32,
    /// Points for a win (and for a bye).
    pub win: u32,
    /// Points for a tie, to each player.
    pub tie: u32,
    /// Points for a loss.
    pub loss: u32,
    /// Points for a total victory.
    pub total_win: u32,
    /// Points for a total defeat.
    pub total_loss: u32,
}

/// The outcome of a game for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// A win (a total victory included).
    Win,
    /// A tie.
    Tie,
    /// A loss (a total defeat included).
    Loss,
}

impl Scoring {
    /// Each player's points and outcome for a game of `vp` VP.
    pub fn score(&self, vp: [u32; 2]) -> [(u32, Outcome); 2] {
        let gap = vp[0].abs_diff(vp[1]);
        let (high, low) = if gap < self.tie_below {
            return [(self.tie, Outcome::Tie); 2];
        } else if gap < self.total_from {
            (self.win, self.loss)
        } else {
            (self.total_win, self.total_loss)
        };
        if vp[0] > vp[1] {
            [(high, Outcome::Win), (low, Outcome::Loss)]
        } else {
            [(low, Outcome::Loss), (high, Outcome::Win)]
        }
    }
}

/// A tiebreaker, after tournament points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Tiebreak {
    /// Strength of schedule: the points of the opponents played.
    Sos,
    /// VP scored minus VP conceded.
    VpDifference,
    /// VP scored.
    VpScored,
    /// Between exactly two tied players who met: the one who did better in their games.
    HeadToHead,
}

impl Tiebreak {
    /// Every tiebreaker, in the Batmatch order.
    pub const ALL: [Tiebreak; 4] = [
        Tiebreak::Sos,
        Tiebreak::VpDifference,
        Tiebreak::VpScored,
        Tiebreak::HeadToHead,
    ];
}

/// A value of a preset an organiser sets: how many lists, the limits, the toggles and
/// the points (the tiebreakers' order is set on its own).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PresetField {
    /// Lists each player brings.
    Lists,
    /// Each list's Reputation limit.
    Reputation,
    /// The most $ a list may spend.
    Funding,
    /// Whether a player's lists play one affiliation.
    SameAffiliation,
    /// Whether each list needs a legal objective deck.
    Deck,
    /// A VP gap below this is a tie.
    TieBelow,
    /// A VP gap of this or more is a total victory.
    TotalFrom,
    /// Points for a win (and a bye).
    Win,
    /// Points for a tie.
    Tie,
    /// Points for a loss.
    Loss,
    /// Points for a total victory.
    TotalWin,
    /// Points for a total defeat.
    TotalLoss,
}

impl PresetField {
    /// Every field, in the order forms show them: what lists may be, then the points.
    pub const ALL: [PresetField; 12] = [
        PresetField::Lists,
        PresetField::Reputation,
        PresetField::Funding,
        PresetField::SameAffiliation,
        PresetField::Deck,
        PresetField::TieBelow,
        PresetField::TotalFrom,
        PresetField::Win,
        PresetField::Tie,
        PresetField::Loss,
        PresetField::TotalWin,
        PresetField::TotalLoss,
    ];

    /// The field's stable name, the command line's option: `win-points`.
    pub fn as_str(self) -> &'static str {
        match self {
            PresetField::Lists => "lists",
            PresetField::Reputation => "reputation",
            PresetField::Funding => "funding",
            PresetField::SameAffiliation => "one-affiliation",
            PresetField::Deck => "deck",
            PresetField::TieBelow => "tie-below",
            PresetField::TotalFrom => "total-from",
            PresetField::Win => "win-points",
            PresetField::Tie => "tie-points",
            PresetField::Loss => "loss-points",
            PresetField::TotalWin => "total-win-points",
            PresetField::TotalLoss => "total-loss-points",
        }
    }

    /// Whether the field is a yes-or-no toggle (else a whole number).
    pub fn is_toggle(self) -> bool {
        matches!(self, PresetField::SameAffiliation | PresetField::Deck)
    }

    /// Whether the field scores games (else it says what lists may be).
    pub fn scores(self) -> bool {
        !matches!(
            self,
            PresetField::Lists
                | PresetField::Reputation
                | PresetField::Funding
                | PresetField::SameAffiliation
                | PresetField::Deck
        )
    }
}

/// A preset field's value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Value {
    /// A whole number.
    Number(u32),
    /// A toggle, on or off.
    Toggle(bool),
}

/// What the event asks of lists, and how it scores.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Preset {
    /// Batmatch, or custom values.
    pub kind: PresetKind,
    /// Lists each player brings.
    pub lists: u32,
    /// Whether a player's lists must play the same affiliation.
    pub same_affiliation: bool,
    /// Each list's Reputation limit.
    pub reputation: u32,
    /// The most $ a list may spend.
    pub funding: u32,
    /// Whether each list needs a legal objective deck.
    pub deck: bool,
    /// Points by the VP gap.
    pub scoring: Scoring,
    /// The tiebreakers after points, in order.
    pub tiebreaks: Vec<Tiebreak>,
}

impl Preset {
    /// Knight Models' Batmatch: two lists of the same affiliation, each within 350 Rep
    /// and $1500 with its deck; a gap of 0-4 VP is a tie (3 and 3), 5-15 a win (5 and
    /// 2), 16 or more a total victory (5 and 0); tiebreakers SoS, VP difference, VP
    /// scored, head-to-head.
    pub fn batmatch() -> Preset {
        Preset {
            kind: PresetKind::Batmatch,
            lists: 2,
            same_affiliation: true,
            reputation: 350,
            funding: 1500,
            deck: true,
            scoring: Scoring {
                tie_below: 5,
                total_from: 16,
                win: 5,
                tie: 3,
                loss: 2,
                total_win: 5,
                total_loss: 0,
            },
            tiebreaks: Tiebreak::ALL.to_vec(),
        }
    }

    /// Custom values starting from Batmatch's.
    pub fn custom() -> Preset {
        Preset {
            kind: PresetKind::Custom,
            ..Preset::batmatch()
        }
    }

    /// The value of `field`.
    pub fn get(&self, field: PresetField) -> Value {
        let s = &self.scoring;
        match field {
            PresetField::Lists => Value::Number(self.lists),
            PresetField::Reputation => Value::Number(self.reputation),
            PresetField::Funding => Value::Number(self.funding),
            PresetField::SameAffiliation => Value::Toggle(self.same_affiliation),
            PresetField::Deck => Value::Toggle(self.deck),
            PresetField::TieBelow => Value::Number(s.tie_below),
            PresetField::TotalFrom => Value::Number(s.total_from),
            PresetField::Win => Value::Number(s.win),
            PresetField::Tie => Value::Number(s.tie),
            PresetField::Loss => Value::Number(s.loss),
            PresetField::TotalWin => Value::Number(s.total_win),
            PresetField::TotalLoss => Value::Number(s.total_loss),
        }
    }

    /// Sets `field` to `value`; a value of the other kind (a number for a toggle, or
    /// the reverse) changes nothing and says so (false). The values are checked as a
    /// whole by [`Preset::problems`].
    pub fn set(&mut self, field: PresetField, value: Value) -> bool {
        let s = &mut self.scoring;
        let slot = match field {
            PresetField::SameAffiliation | PresetField::Deck => {
                let Value::Toggle(on) = value else {
                    return false;
                };
                match field {
                    PresetField::SameAffiliation => self.same_affiliation = on,
                    _ => self.deck = on,
                }
                return true;
            }
            PresetField::Lists => &mut self.lists,
            PresetField::Reputation => &mut self.reputation,
            PresetField::Funding => &mut self.funding,
            PresetField::TieBelow => &mut s.tie_below,
            PresetField::TotalFrom => &mut s.total_from,
            PresetField::Win => &mut s.win,
            PresetField::Tie => &mut s.tie,
            PresetField::Loss => &mut s.loss,
            PresetField::TotalWin => &mut s.total_win,
            PresetField::TotalLoss => &mut s.total_loss,
        };
        match value {
            Value::Number(n) => {
                *slot = n;
                true
            }
            Value::Toggle(_) => false,
        }
    }

    /// Why these values cannot run an event, if they cannot.
    pub fn problems(&self) -> Vec<PresetProblem> {
        let mut problems = Vec::new();
        if !(1..=MAX_LISTS).contains(&self.lists) {
            problems.push(PresetProblem::Lists(self.lists));
        }
        if !(1..=crate::bmg::crew::MAX_REPUTATION).contains(&self.reputation) {
            problems.push(PresetProblem::Reputation(self.reputation));
        }
        let s = &self.scoring;
        if s.tie_below == 0 {
            problems.push(PresetProblem::TieBelowZero);
        }
        if s.tie_below > s.total_from {
            problems.push(PresetProblem::TieReachesTotal {
                tie_below: s.tie_below,
                total_from: s.total_from,
            });
        }
        for points in [s.win, s.tie, s.loss, s.total_win, s.total_loss] {
            if points > MAX_POINTS {
                problems.push(PresetProblem::Points(points));
            }
        }
        let mut seen = Vec::new();
        for t in &self.tiebreaks {
            if seen.contains(t) {
                problems.push(PresetProblem::TiebreakTwice(*t));
            }
            seen.push(*t);
        }
        problems
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_batmatch_points_at_every_boundary() {
        let s = Preset::batmatch().scoring;
        let points = |a, b| s.score([a, b]).map(|(p, _)| p);
        // 0-4 VP apart: a tie, 3 and 3.
        assert_eq!(points(10, 10), [3, 3]);
        assert_eq!(points(14, 10), [3, 3]);
        assert_eq!(points(10, 14), [3, 3]);
        // 5-15 apart: a win, 5 and 2.
        assert_eq!(points(15, 10), [5, 2]);
        assert_eq!(points(10, 25), [2, 5]);
        assert_eq!(points(25, 10), [5, 2]);
        // 16 or more: a total victory, 5 and 0.
        assert_eq!(points(26, 10), [5, 0]);
        assert_eq!(points(0, 16), [0, 5]);
        assert_eq!(points(0, 9_999), [0, 5]);
        assert_eq!(s.score([15, 10])[0].1, Outcome::Win);
        assert_eq!(s.score([26, 10])[1].1, Outcome::Loss);
        assert_eq!(s.score([4, 0])[1].1, Outcome::Tie);
    }

    #[test]
    fn every_field_reads_back_what_is_set_and_refuses_the_other_kind() {
        let mut preset = Preset::custom();
        let mut set = Vec::new();
        for (n, field) in PresetField::ALL.into_iter().enumerate() {
            let value = if field.is_toggle() {
                Value::Toggle(!matches!(preset.get(field), Value::Toggle(true)))
            } else {
                Value::Number(1_000 + n as u32)
            };
            assert!(preset.set(field, value), "{field:?}");
            assert_eq!(preset.get(field), value, "{field:?}");
            let wrong = if field.is_toggle() {
                Value::Number(7)
            } else {
                Value::Toggle(true)
            };
            assert!(!preset.set(field, wrong), "{field:?}");
            assert_eq!(preset.get(field), value, "{field:?}");
            set.push(value);
        }
        // Each field is its own slot: setting one never changed another.
        assert_eq!(PresetField::ALL.map(|f| preset.get(f)).to_vec(), set);
    }

    #[test]
    fn custom_values_are_checked() {
        let mut custom = Preset::custom();
        assert!(custom.problems().is_empty());
        custom.lists = 0;
        custom.scoring.win = 1_000;
        custom.tiebreaks.push(Tiebreak::Sos);
        assert_eq!(custom.problems().len(), 3, "{:?}", custom.problems());
    }
}
