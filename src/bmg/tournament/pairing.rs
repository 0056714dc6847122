//! Pairing a round. Round 1: at random from the event's recorded seed, or by a given
//! seeding. Later rounds: the lowest-ranked player who has had no bye gets the bye
//! (odd count), and the rest are paired by an exact minimum-cost perfect matching on
//! the general graph of the players (Edmonds' blossom algorithm, from the
//! `integer-blossom` crate): first as few rematches as possible, then the smallest sum
//! over tables of the squared difference in tournament points.

use super::Round;
use super::standings::Standing;
use std::collections::HashMap;

/// A round's pairing: the tables, each with its two players, and the bye.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pairing {
    /// The tables, the top table first.
    pub tables: Vec<[usize; 2]>,
    /// The player with the bye, if the count is odd.
    pub bye: Option<usize>,
}

/// The first round of `players` (positions), shuffled by `seed`: neighbours in the
/// shuffled order meet, and the last one has the bye if the count is odd.
pub fn first_round_random(players: &[usize], seed: u64) -> Pairing {
    let mut order = players.to_vec();
    let mut rng = SplitMix(seed);
    // Fisher-Yates, with a generator of our own so that a seed means the same order
    // in every build, whatever the rand crate does.
    for i in (1..order.len()).rev() {
        let j = rng.below(i + 1);
        order.swap(i, j);
    }
    let bye = (order.len() % 2 == 1).then(|| order.pop()).flatten();
    Pairing {
        tables: order.chunks(2).map(|pair| [pair[0], pair[1]]).collect(),
        bye,
    }
}

/// The first round by a seeding (best first): the top half meets the bottom half,
/// seed 1 against the first seed of the bottom half, and so on; the lowest seed has
/// the bye if the count is odd.
pub fn first_round_seeded(seeding: &[usize]) -> Pairing {
    let mut order = seeding.to_vec();
    let bye = (order.len() % 2 == 1).then(|| order.pop()).flatten();
    let half = order.len() / 2;
    Pairing {
        tables: (0..half).map(|i| [order[i], order[i + half]]).collect(),
        bye,
    }
}

/// A later round for the players in `standings` (best first) who are still in the
/// event (`active`), given the rounds played.
pub fn next_round(standings: &[Standing], active: &[bool], rounds: &[Round]) -> Pairing {
    let field: Vec<&Standing> = standings.iter().filter(|s| active[s.player]).collect();
    let had_bye = |p: usize| rounds.iter().any(|r| r.bye == Some(p));
    let bye = (field.len() % 2 == 1).then(|| {
        // The lowest-ranked player who has had no bye; if all have, the lowest.
        field
            .iter()
            .rev()
            .find(|s| !had_bye(s.player))
            .or(field.last())
            .map(|s| s.player)
    });
    let bye = bye.flatten();
    let players: Vec<&Standing> = field
        .into_iter()
        .filter(|s| Some(s.player) != bye)
        .collect();
    let n = players.len();
    if n == 0 {
        return Pairing {
            tables: Vec::new(),
            bye,
        };
    }
    let cost = costs(&players, rounds);
    let mate = integer_blossom::min_weight_perfect_matching(&cost, n);
    let mut tables: Vec<[usize; 2]> = (0..n)
        .filter(|&i| i < mate[i])
        .map(|i| [players[i].player, players[mate[i]].player])
        .collect();
    // The top table first: by the better rank at it.
    let place = |p: usize| {
        standings
            .iter()
            .position(|s| s.player == p)
            .unwrap_or(usize::MAX)
    };
    tables.sort_by_key(|t| place(t[0]).min(place(t[1])));
    for table in &mut tables {
        if place(table[1]) < place(table[0]) {
            table.swap(0, 1);
        }
    }
    Pairing { tables, bye }
}

/// The cost of pairing each two of `players`, row-major, weighing in this order: the
/// tables that are rematches, then meetings beyond a second at them, then the sum of
/// squared differences in points. Each weight outweighs every lighter one together, so
/// the matching plays as few rematches as it can, then the smallest sum of squares.
fn costs(players: &[&Standing], rounds: &[Round]) -> Vec<i128> {
    let n = players.len();
    let mut met: HashMap<(usize, usize), i128> = HashMap::new();
    for table in rounds.iter().flat_map(|r| &r.tables) {
        let [a, b] = table.players;
        *met.entry((a.min(b), a.max(b))).or_insert(0) += 1;
    }
    let (low, high) = players.iter().fold((u32::MAX, 0), |(lo, hi), s| {
        (lo.min(s.points), hi.max(s.points))
    });
    let widest = i128::from(high.saturating_sub(low));
    let tables = i128::try_from(n).unwrap_or(i128::MAX / 8);
    let played = i128::try_from(rounds.len()).unwrap_or(i128::MAX / 8);
    // No pairing's squared gaps add up to `repeat`, nor its repeats to `rematch`.
    let repeat = widest * widest * tables + 1;
    let rematch = repeat * (tables * played + 1);
    let mut cost = vec![0i128; n * n];
    for i in 0..n {
        for j in (i + 1)..n {
            let (a, b) = (players[i].player, players[j].player);
            let gap = i128::from(players[i].points.abs_diff(players[j].points));
            let meetings = met.get(&(a.min(b), a.max(b))).copied().unwrap_or(0);
            let again = if meetings > 0 {
                rematch + (meetings - 1) * repeat
            } else {
                0
            };
            cost[i * n + j] = again + gap * gap;
            cost[j * n + i] = cost[i * n + j];
        }
    }
    cost
}

/// SplitMix64: a small generator whose output a seed fixes for good.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `bound` (at least 1), without the bias of a plain remainder.
    fn below(&mut self, bound: usize) -> usize {
        let bound = u64::try_from(bound).unwrap_or(u64::MAX).max(1);
        let zone = u64::MAX - u64::MAX % bound;
        loop {
            let x = self.next();
            if x < zone {
                return usize::try_from(x % bound).unwrap_or(0);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_the_same_first_round_every_time_and_seeds_differ() {
        let players: Vec<usize> = (0..9).collect();
        let a = first_round_random(&players, 42);
        assert_eq!(a, first_round_random(&players, 42));
        assert_ne!(a, first_round_random(&players, 43));
        assert_eq!(a.tables.len(), 4);
        let mut seen: Vec<usize> = a.tables.iter().flatten().copied().chain(a.bye).collect();
        seen.sort_unstable();
        assert_eq!(seen, players);
    }

    #[test]
    fn a_seeding_pairs_the_top_half_with_the_bottom_half() {
        let p = first_round_seeded(&[7, 3, 5, 1, 9]);
        assert_eq!(p.tables, vec![[7, 5], [3, 1]]);
        assert_eq!(p.bye, Some(9));
    }
}
