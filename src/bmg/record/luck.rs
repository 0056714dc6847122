//! How lucky dice were, exactly: the chance of rolling at most what was rolled, over
//! many rolls each with its own odds. Rolls are independent, so the total's
//! distribution is the convolution of theirs; it is worked out exactly, never sampled.
//!
//! A small total is convolved directly. A large one (a season of attacks) is summed
//! through its characteristic function: the product of each roll's, evaluated at `N`
//! points and turned back into the total's cumulative chance in one pass. `N` spans
//! the totals that are possible at all within 10⁻¹⁸ (Hoeffding's bound), so nothing
//! outside that window folds back into it.

use std::f64::consts::TAU;

/// Totals up to this size are convolved directly.
const DIRECT: usize = 2_048;

/// The chance left outside the window of a large total: below what a percentile shows.
const OUTSIDE: f64 = 1e-18;

/// One kind of roll: the chance of each count from 0 up, and how many such rolls
/// were made.
#[derive(Debug, Clone, PartialEq)]
pub struct Rolls {
    /// The chance of each count, from 0.
    pub odds: Vec<f64>,
    /// How many rolls had these odds.
    pub times: u64,
}

impl Rolls {
    /// The largest count one roll gives.
    fn top(&self) -> usize {
        self.odds.len().saturating_sub(1)
    }

    /// The mean count of one roll.
    fn mean(&self) -> f64 {
        self.odds
            .iter()
            .enumerate()
            .map(|(k, p)| k as f64 * p)
            .sum()
    }
}

/// The expected total of `rolls`.
pub fn expected(rolls: &[Rolls]) -> f64 {
    rolls.iter().map(|r| r.times as f64 * r.mean()).sum()
}

/// The chance that `rolls`, all made, total at most `observed`.
pub fn at_most(rolls: &[Rolls], observed: u64) -> f64 {
    let top: u64 = rolls.iter().map(|r| r.times * r.top() as u64).sum();
    if observed >= top {
        return 1.0;
    }
    let chance = if top < DIRECT as u64 {
        direct(rolls)[..=observed as usize].iter().sum()
    } else {
        through_characteristic(rolls, observed, top)
    };
    chance.clamp(0.0, 1.0)
}

/// The distribution of the total of `rolls`, by convolving one roll at a time.
pub fn direct(rolls: &[Rolls]) -> Vec<f64> {
    let mut total = vec![1.0];
    for kind in rolls {
        // A roll that always gives 0 changes nothing.
        if kind.top() == 0 {
            continue;
        }
        for _ in 0..kind.times {
            let mut next = vec![0.0; total.len() + kind.top()];
            for (i, a) in total.iter().enumerate() {
                for (j, b) in kind.odds.iter().enumerate() {
                    next[i + j] += a * b;
                }
            }
            total = next;
        }
    }
    total
}

/// [`at_most`] for a large total (`top`), through the characteristic function.
fn through_characteristic(rolls: &[Rolls], observed: u64, top: u64) -> f64 {
    // The window of totals holding all but OUTSIDE of the chance (Hoeffding: each
    // roll lies within 0 and its top).
    let mean = expected(rolls);
    let spread: f64 = rolls
        .iter()
        .map(|r| r.times as f64 * (r.top() as f64).powi(2))
        .sum();
    let half = (spread * (2.0 / OUTSIDE).ln() / 2.0).sqrt();
    let low = (mean - half).floor().max(0.0) as u64;
    let high = ((mean + half).ceil() as u64).min(top);
    if observed < low {
        return 0.0;
    }
    if observed >= high {
        return 1.0;
    }
    let n = (high - low + 1) as usize;
    // The N-th roots of unity, e^(2πi·k/N).
    let roots: Vec<(f64, f64)> = (0..n)
        .map(|k| {
            let angle = TAU * k as f64 / n as f64;
            (angle.cos(), angle.sin())
        })
        .collect();
    let counted = (observed - low + 1) as usize;
    let mut sum = 0.0;
    // The distribution is real: the term of N − k is the conjugate of the term of k,
    // so the terms past the middle are counted twice in the first half's real parts.
    for k in 0..=n / 2 {
        let twice = if k == 0 || 2 * k == n { 1.0 } else { 2.0 };
        // φ(k): the product of each kind's, raised to its times.
        let (mut log_size, mut turn) = (0.0, 0.0);
        let mut zero = false;
        for kind in rolls {
            let (mut re, mut im) = (0.0, 0.0);
            for (j, p) in kind.odds.iter().enumerate() {
                let (c, s) = roots[(j * k) % n];
                re += p * c;
                im += p * s;
            }
            let size = re.hypot(im);
            if size == 0.0 {
                zero = true;
                break;
            }
            log_size += kind.times as f64 * size.ln();
            turn += kind.times as f64 * im.atan2(re);
        }
        if zero {
            continue;
        }
        let size = log_size.exp();
        let (re, im) = (size * turn.cos(), size * turn.sin());
        // Σ over s from low to observed of e^(−2πi·k·s/N), a geometric sum.
        let (gre, gim) = if k == 0 {
            (counted as f64, 0.0)
        } else {
            let z = |power: u64| {
                let (c, s) = roots[((k as u64 * power) % n as u64) as usize];
                (c, -s)
            };
            let (sr, si) = z(low);
            let (er, ei) = z(counted as u64);
            let (dr, di) = z(1);
            // z^low · (1 − z^counted) / (1 − z)
            let (nr, ni) = (1.0 - er, -ei);
            let (qr, qi) = (1.0 - dr, -di);
            let q2 = qr * qr + qi * qi;
            let (fr, fi) = ((nr * qr + ni * qi) / q2, (ni * qr - nr * qi) / q2);
            (sr * fr - si * fi, sr * fi + si * fr)
        };
        sum += twice * (re * gre - im * gim);
    }
    sum / n as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fair coin's heads.
    fn coin(times: u64) -> Rolls {
        Rolls {
            odds: vec![0.5, 0.5],
            times,
        }
    }

    #[test]
    fn one_roll_is_its_own_cumulative_chance() {
        let die = Rolls {
            odds: vec![0.25, 0.5, 0.25],
            times: 1,
        };
        assert_eq!(at_most(std::slice::from_ref(&die), 0), 0.25);
        assert_eq!(at_most(std::slice::from_ref(&die), 1), 0.75);
        assert_eq!(at_most(&[die], 2), 1.0);
    }

    #[test]
    fn coins_follow_the_binomial() {
        // 10 coins: P(at most 3 heads) = (1 + 10 + 45 + 120) / 1024.
        let chance = at_most(&[coin(10)], 3);
        assert!((chance - 176.0 / 1024.0).abs() < 1e-15, "{chance}");
    }

    #[test]
    fn a_large_total_matches_direct_convolution() {
        // Three kinds of attack, 1,400 rolls: a total of up to 4,300 (mean 2,330),
        // over the direct limit, checked against the direct convolution at many points.
        let rolls = [
            Rolls {
                odds: vec![0.2, 0.5, 0.3],
                times: 700,
            },
            Rolls {
                odds: vec![0.1, 0.2, 0.3, 0.4],
                times: 500,
            },
            Rolls {
                odds: vec![0.6, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.4],
                times: 200,
            },
        ];
        let exact = direct(&rolls);
        let mean = expected(&rolls);
        for observed in [0, 1_500, 2_200, 2_300, 2_330, 2_400, 2_500, 4_299] {
            let direct: f64 = exact[..=observed].iter().sum();
            let fast = through_characteristic(&rolls, observed as u64, 4_300);
            assert!(
                (direct - fast).abs() < 1e-9,
                "at {observed} (mean {mean}): {direct} against {fast}"
            );
        }
    }

    #[test]
    fn certain_rolls_are_never_lucky_or_unlucky() {
        let sure = Rolls {
            odds: vec![0.0, 0.0, 1.0],
            times: 3_000,
        };
        assert!(at_most(std::slice::from_ref(&sure), 5_999) < 1e-12);
        assert_eq!(at_most(&[sure], 6_000), 1.0);
    }
}
