//! The standings: each player's points, games and VP from the results entered so far,
//! ranked by points and then by the preset's tiebreakers.

use super::preset::{Outcome, Preset, Tiebreak};
use super::{Round, State};
use std::cmp::Ordering;

/// One player's line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// The rank, from 1; players tied on every criterion share it.
    pub rank: u32,
    /// The player's position in the event.
    pub player: usize,
    /// Tournament points.
    pub points: u32,
    /// Wins (a bye counts as one).
    pub wins: u32,
    /// Ties.
    pub ties: u32,
    /// Losses.
    pub losses: u32,
    /// VP scored.
    pub vp_for: u32,
    /// VP conceded.
    pub vp_against: u32,
    /// Strength of schedule: the points of the opponents played (a bye adds nothing).
    pub sos: u32,
    /// Whether the player left the event.
    pub dropped: bool,
}

impl Standing {
    /// VP scored minus VP conceded.
    pub fn vp_difference(&self) -> i64 {
        i64::from(self.vp_for) - i64::from(self.vp_against)
    }
}

/// What the results say of each player, before ranking.
#[derive(Debug, Clone, Default)]
struct Tally {
    points: u32,
    wins: u32,
    ties: u32,
    losses: u32,
    vp_for: u32,
    vp_against: u32,
    /// The opponents played, once per game.
    opponents: Vec<usize>,
}

/// Every player's results, from the rounds played so far.
fn tallies(state: &State, preset: &Preset) -> Vec<Tally> {
    let mut tallies = vec![Tally::default(); state.players.len()];
    for round in &state.rounds {
        if let Some(bye) = round.bye {
            tallies[bye].points += preset.scoring.win;
            tallies[bye].wins += 1;
        }
        for table in &round.tables {
            let Some(result) = &table.result else {
                continue;
            };
            let scored = preset.scoring.score(result.vp);
            for (side, &(points, outcome)) in scored.iter().enumerate() {
                let (player, other) = (table.players[side], table.players[1 - side]);
                let t = &mut tallies[player];
                // VP are each at most MAX_VP, and saturate rather than wrap.
                t.points = t.points.saturating_add(points);
                t.vp_for = t.vp_for.saturating_add(result.vp[side]);
                t.vp_against = t.vp_against.saturating_add(result.vp[1 - side]);
                match outcome {
                    Outcome::Win => t.wins += 1,
                    Outcome::Tie => t.ties += 1,
                    Outcome::Loss => t.losses += 1,
                }
                t.opponents.push(other);
            }
        }
    }
    tallies
}

/// The standings, best first.
pub fn standings(state: &State, preset: &Preset) -> Vec<Standing> {
    let tallies = tallies(state, preset);
    let mut rows: Vec<Standing> = tallies
        .iter()
        .enumerate()
        .map(|(player, t)| Standing {
            rank: 0,
            player,
            points: t.points,
            wins: t.wins,
            ties: t.ties,
            losses: t.losses,
            vp_for: t.vp_for,
            vp_against: t.vp_against,
            sos: t
                .opponents
                .iter()
                .fold(0u32, |sum, &o| sum.saturating_add(tallies[o].points)),
            dropped: state.players[player].dropped,
        })
        .collect();
    rank(&mut rows, state, preset);
    rows
}

/// Orders `rows` best first and gives each its rank. Points, then the tiebreakers
/// before head-to-head, part the players; head-to-head then parts a tie of exactly two
/// players who met; the tiebreakers after it part what is left. Players equal on all
/// of that share a rank; the order among them is their registration order.
fn rank(rows: &mut [Standing], state: &State, preset: &Preset) {
    let at = preset
        .tiebreaks
        .iter()
        .position(|t| *t == Tiebreak::HeadToHead);
    let (before, after) = match at {
        Some(at) => (&preset.tiebreaks[..at], &preset.tiebreaks[at + 1..]),
        None => (&preset.tiebreaks[..], &[][..]),
    };
    rows.sort_by(|a, b| by(a, b, before).then_with(|| a.player.cmp(&b.player)));
    let mut start = 0;
    while start < rows.len() {
        let mut end = start + 1;
        while end < rows.len() && by(&rows[start], &rows[end], before) == Ordering::Equal {
            end += 1;
        }
        let group = &mut rows[start..end];
        let duel = match group {
            [a, b] if at.is_some() => head_to_head(a.player, b.player, &state.rounds, preset),
            _ => Ordering::Equal,
        };
        if duel == Ordering::Greater {
            group.swap(0, 1);
        }
        if duel == Ordering::Equal {
            group.sort_by(|a, b| by(a, b, after).then_with(|| a.player.cmp(&b.player)));
        }
        let first = u32::try_from(start).unwrap_or(u32::MAX).saturating_add(1);
        for i in 0..group.len() {
            let shares = i > 0
                && duel == Ordering::Equal
                && by(&group[i - 1], &group[i], after) == Ordering::Equal;
            group[i].rank = if shares {
                group[i - 1].rank
            } else {
                first.saturating_add(u32::try_from(i).unwrap_or(u32::MAX))
            };
        }
        start = end;
    }
}

/// `a` before `b` (Less) by points, then by each of `tiebreaks` (head-to-head aside:
/// it is no order of the whole field).
fn by(a: &Standing, b: &Standing, tiebreaks: &[Tiebreak]) -> Ordering {
    let mut order = b.points.cmp(&a.points);
    for tiebreak in tiebreaks {
        if order != Ordering::Equal {
            return order;
        }
        order = match tiebreak {
            Tiebreak::Sos => b.sos.cmp(&a.sos),
            Tiebreak::VpDifference => b.vp_difference().cmp(&a.vp_difference()),
            Tiebreak::VpScored => b.vp_for.cmp(&a.vp_for),
            Tiebreak::HeadToHead => Ordering::Equal,
        };
    }
    order
}

/// Between two players who met: the one with more points from their games against
/// each other first; Equal where they never met or did equally well.
fn head_to_head(a: usize, b: usize, rounds: &[Round], preset: &Preset) -> Ordering {
    let mut points = [0u32; 2];
    for table in rounds.iter().flat_map(|r| &r.tables) {
        let Some(result) = &table.result else {
            continue;
        };
        let scored = preset.scoring.score(result.vp);
        for (side, &player) in table.players.iter().enumerate() {
            let other = table.players[1 - side];
            if player == a && other == b {
                points[0] += scored[side].0;
            } else if player == b && other == a {
                points[1] += scored[side].0;
            }
        }
    }
    points[1].cmp(&points[0])
}

/// How often the two players have met in a game (a bye is no game).
pub fn met(rounds: &[Round], a: usize, b: usize) -> u32 {
    let count = rounds
        .iter()
        .flat_map(|r| &r.tables)
        .filter(|t| t.players == [a, b] || t.players == [b, a])
        .count();
    u32::try_from(count).unwrap_or(u32::MAX)
}
