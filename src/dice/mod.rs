//! Exact distributions of six-sided dice pools, with no game knowledge.
//!
//! A [`Dist`] counts, for each value 0, 1, 2, ..., how many of the equally likely
//! outcomes give it, out of a total. Counts are exact integers (the total of `n` dice
//! is 6^n), so results are exact; they become `f64` only when read as probabilities.
//! Pools of up to [`MAX_POOL`] dice are supported, and two such pools may be combined.

/// The largest pool one distribution describes; two pools of this size still fit.
pub const MAX_POOL: u32 = 24;

/// An exact distribution over the values `0..counts.len()`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dist {
    counts: Vec<u128>,
    total: u128,
}

/// The target a die must reach under the rule of 1 and 6: a natural 1 always fails
/// and a natural 6 always succeeds, so any target is read as 2 to 6.
pub fn clamp_target(target: i32) -> u32 {
    target.clamp(2, 6) as u32
}

/// `n` choose `k`, exactly.
fn choose(n: u32, k: u32) -> u128 {
    let k = k.min(n - k);
    (0..k).fold(1u128, |acc, i| acc * u128::from(n - i) / u128::from(i + 1))
}

impl Dist {
    /// A value that is certain.
    pub fn certain(value: usize) -> Dist {
        let mut counts = vec![0; value + 1];
        counts[value] = 1;
        Dist { counts, total: 1 }
    }

    /// Builds a distribution from counts and their total, dropping common factors and
    /// trailing impossible values.
    fn normalized(mut counts: Vec<u128>, total: u128) -> Dist {
        while counts.len() > 1 && counts.last() == Some(&0) {
            counts.pop();
        }
        let divisor = counts.iter().fold(total, |g, &c| gcd(g, c));
        if divisor > 1 {
            counts.iter_mut().for_each(|c| *c /= divisor);
            return Dist {
                counts,
                total: total / divisor,
            };
        }
        Dist { counts, total }
    }

    /// How many of `n` dice roll `target` or more (target clamped to 2..6 by the rule
    /// of 1 and 6): a binomial count.
    pub fn successes(n: u32, target: u32) -> Dist {
        assert!(n <= MAX_POOL, "a pool holds at most {MAX_POOL} dice");
        // Clamped as a u32: a cast to i32 would turn a huge target into a small one.
        let hits = u128::from(7 - target.clamp(2, 6));
        let misses = 6 - hits;
        let counts = (0..=n)
            .map(|k| choose(n, k) * hits.pow(k) * misses.pow(n - k))
            .collect();
        Dist::normalized(counts, 6u128.pow(n))
    }

    /// The sum of the two lowest of `n` dice (the whole roll when `n` is 1).
    pub fn keep_lowest_two(n: u32) -> Dist {
        Dist::keep_two(n, |face, kept| face < kept)
    }

    /// The sum of the two highest of `n` dice (the whole roll when `n` is 1).
    pub fn keep_highest_two(n: u32) -> Dist {
        Dist::keep_two(n, |face, kept| face > kept)
    }

    /// Rolls `n` dice one at a time, keeping the two that `better` prefers; the state
    /// is the pair kept so far, best first, 0 marking a slot still empty, counted in a
    /// 7 x 7 table.
    fn keep_two(n: u32, better: impl Fn(u32, u32) -> bool) -> Dist {
        assert!(
            (1..=MAX_POOL).contains(&n),
            "a pool holds 1 to {MAX_POOL} dice"
        );
        // The pair each kept pair becomes when a face is added, worked out once.
        let mut step = [[0usize; 7]; 49];
        for a in 0..7u32 {
            for b in 0..7u32 {
                for face in 1..=6u32 {
                    let (x, y) = if a == 0 || better(face, a) {
                        (face, a)
                    } else if b == 0 || better(face, b) {
                        (a, face)
                    } else {
                        (a, b)
                    };
                    step[(a * 7 + b) as usize][face as usize] = (x * 7 + y) as usize;
                }
            }
        }
        let mut states = [0u128; 49];
        states[0] = 1;
        for _ in 0..n {
            let mut next = [0u128; 49];
            for (state, &count) in states.iter().enumerate().filter(|(_, c)| **c > 0) {
                for face in 1..=6 {
                    next[step[state][face]] += count;
                }
            }
            states = next;
        }
        let mut counts = vec![0u128; 13];
        for (state, count) in states.into_iter().enumerate() {
            counts[state / 7 + state % 7] += count;
        }
        Dist::normalized(counts, 6u128.pow(n))
    }

    /// The distribution of `f(x, y)` for independent `x` from `self` and `y` from `other`.
    pub fn combine(&self, other: &Dist, f: impl Fn(usize, usize) -> usize) -> Dist {
        let mut counts: Vec<u128> = Vec::new();
        for (x, &cx) in self.counts.iter().enumerate().filter(|(_, c)| **c > 0) {
            for (y, &cy) in other.counts.iter().enumerate().filter(|(_, c)| **c > 0) {
                let v = f(x, y);
                if counts.len() <= v {
                    counts.resize(v + 1, 0);
                }
                counts[v] += cx * cy;
            }
        }
        Dist::normalized(counts, self.total * other.total)
    }

    /// The sum of two independent values.
    pub fn plus(&self, other: &Dist) -> Dist {
        self.combine(other, |x, y| x + y)
    }

    /// `self - other`, never below 0 (hits left after blocks).
    pub fn minus_floored(&self, other: &Dist) -> Dist {
        self.combine(other, |x, y| x.saturating_sub(y))
    }

    /// The distribution of `f(x)`.
    pub fn map(&self, f: impl Fn(usize) -> usize) -> Dist {
        let mut counts: Vec<u128> = Vec::new();
        for (x, &c) in self.counts.iter().enumerate().filter(|(_, c)| **c > 0) {
            let v = f(x);
            if counts.len() <= v {
                counts.resize(v + 1, 0);
            }
            counts[v] += c;
        }
        Dist::normalized(counts, self.total)
    }

    /// The largest possible value.
    pub fn max_value(&self) -> usize {
        self.counts.len() - 1
    }

    /// The exact count of outcomes giving `value`, out of [`Dist::total`].
    pub fn count(&self, value: usize) -> u128 {
        self.counts.get(value).copied().unwrap_or(0)
    }

    /// How many equally likely outcomes the counts are out of.
    pub fn total(&self) -> u128 {
        self.total
    }

    /// P(value), for each value from 0 to the largest.
    pub fn probabilities(&self) -> Vec<f64> {
        self.counts
            .iter()
            .map(|&c| c as f64 / self.total as f64)
            .collect()
    }

    /// P(value == `value`).
    pub fn probability(&self, value: usize) -> f64 {
        self.count(value) as f64 / self.total as f64
    }

    /// P(value >= `k`), computed from exact counts.
    pub fn at_least(&self, k: usize) -> f64 {
        let count: u128 = self.counts.iter().skip(k).sum();
        count as f64 / self.total as f64
    }

    /// P(value <= `k`), computed from exact counts.
    pub fn at_most(&self, k: usize) -> f64 {
        let count: u128 = self.counts.iter().take(k + 1).sum();
        count as f64 / self.total as f64
    }

    /// The smallest possible value.
    pub fn min_value(&self) -> usize {
        self.counts.iter().position(|&c| c > 0).unwrap_or(0)
    }

    /// The expected value.
    pub fn mean(&self) -> f64 {
        let weighted: u128 = self
            .counts
            .iter()
            .enumerate()
            .map(|(v, &c)| v as u128 * c)
            .sum();
        weighted as f64 / self.total as f64
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_die_against_each_target() {
        for target in 1..=7 {
            let d = Dist::successes(1, target);
            let expected = 7 - clamp_target(target as i32);
            assert_eq!(
                d.count(1) * 6 / d.total(),
                u128::from(expected),
                "target {target}"
            );
        }
    }

    #[test]
    fn the_total_of_a_pool_is_kept_exact() {
        let d = Dist::successes(20, 4);
        let sum: u128 = (0..=20).map(|k| d.count(k)).sum();
        assert_eq!(sum, d.total());
        assert!((d.mean() - 10.0).abs() < 1e-12);
    }

    #[test]
    fn keep_two_of_two_dice_is_their_sum() {
        let low = Dist::keep_lowest_two(2);
        let high = Dist::keep_highest_two(2);
        assert_eq!(low, high);
        assert_eq!(low.count(7) * 36 / low.total(), 6);
        assert_eq!(low.count(2) * 36 / low.total(), 1);
    }

    #[test]
    fn keep_two_of_one_die_is_that_die() {
        let d = Dist::keep_lowest_two(1);
        assert_eq!(d.count(0), 0);
        assert!((1..=6).all(|v| d.count(v) * 6 == d.total()));
        assert_eq!(d, Dist::keep_highest_two(1));
    }
}
