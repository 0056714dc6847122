//! Targets: a full melee result (every output) under 5 µs; a skill roll of 10 dice
//! under 5 µs. For the same melee case the bench also times brute-force enumeration of
//! every outcome and a 100 000-roll Monte Carlo estimate, and prints how much slower
//! they are than the exact engine.

use criterion::{Criterion, criterion_group, criterion_main};
use gotham_companion::bmg::odds::{self, AttackOdds, Damage, Melee, Skill, Target};
use rand::{Rng, RngExt, SeedableRng, rngs::StdRng};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Batman-like attacker (Attacks 4, Strength 3, 2 Injury a hit) on a Defense 3 target
/// with Willpower 6 and Endurance 6: 4 attack dice, 3 defense dice, the Strength die.
fn case() -> Melee {
    Melee {
        attacks: 4,
        strength: 3,
        heavy: false,
        damage: Damage { injury: 2, stun: 1 },
        attacker_effort: 0,
        defender_effort: 0,
        outnumbered: 0,
        strength_die: true,
        target: Target {
            defense: 3,
            willpower: Some(6),
            endurance: Some(6),
            stun: 1,
            injury: 1,
            knocked_out: false,
        },
    }
}

/// Every output the calculator shows: the hits table, expected values, KO, Casualty.
fn all_outputs(odds: &AttackOdds) -> f64 {
    let table: f64 = (0..=odds.hits.max_value()).map(|k| odds.at_least(k)).sum();
    table
        + odds.expected_hits()
        + odds.stun.mean()
        + odds.injury.mean()
        + odds.critical
        + odds.ko.unwrap_or(0.0)
        + odds.casualty.unwrap_or(0.0)
}

fn hit(face: u32, target: u32) -> bool {
    face == 6 || (face != 1 && face >= target)
}

/// P(KO) of the case by trying each of the 6^8 rolls.
fn brute_force(m: &Melee) -> f64 {
    let dice = m.attacks + m.target.defense + 1;
    let mut ko = 0u64;
    let outcomes = 6u64.pow(dice);
    for code in 0..outcomes {
        let mut rest = code;
        let mut face = || {
            let f = (rest % 6) as u32 + 1;
            rest /= 6;
            f
        };
        let landed = (0..m.attacks)
            .filter(|_| hit(face(), m.target.defense))
            .count();
        let blocked = (0..m.target.defense)
            .filter(|_| hit(face(), m.attacks))
            .count();
        let hits = landed.saturating_sub(blocked) + usize::from(hit(face(), m.strength));
        ko += u64::from(m.target.stun + hits as u32 * m.damage.stun >= 6);
    }
    ko as f64 / outcomes as f64
}

/// P(KO) of the case estimated from 100 000 random rolls.
fn monte_carlo(m: &Melee, rng: &mut impl Rng) -> f64 {
    let rolls = 100_000;
    let mut ko = 0u32;
    for _ in 0..rolls {
        let landed = (0..m.attacks)
            .filter(|_| hit(rng.random_range(1..=6), m.target.defense))
            .count();
        let blocked = (0..m.target.defense)
            .filter(|_| hit(rng.random_range(1..=6), m.attacks))
            .count();
        let hits =
            landed.saturating_sub(blocked) + usize::from(hit(rng.random_range(1..=6), m.strength));
        ko += u32::from(m.target.stun + hits as u32 * m.damage.stun >= 6);
    }
    f64::from(ko) / f64::from(rolls)
}

/// Mean time of `f` over `runs` runs.
fn time(runs: u32, mut f: impl FnMut() -> f64) -> Duration {
    let start = Instant::now();
    for _ in 0..runs {
        black_box(f());
    }
    start.elapsed() / runs
}

fn bench(c: &mut Criterion) {
    let m = case();
    c.bench_function("melee, every output", |b| {
        b.iter(|| all_outputs(&odds::melee(black_box(&m)).unwrap()))
    });
    let skill = Skill {
        dice: 10,
        skill: 7,
        opposed: false,
    };
    c.bench_function("skill roll of 10 dice", |b| {
        b.iter(|| odds::skill(black_box(&skill)).unwrap().pass)
    });

    let mut slow = c.benchmark_group("the same melee case, other ways");
    slow.sample_size(10);
    slow.bench_function("brute-force enumeration", |b| {
        b.iter(|| brute_force(black_box(&m)))
    });
    let mut rng = StdRng::seed_from_u64(1);
    slow.bench_function("Monte Carlo, 100 000 rolls", |b| {
        b.iter(|| monte_carlo(black_box(&m), &mut rng))
    });
    slow.finish();

    let exact = odds::melee(&m).unwrap();
    let engine = time(20_000, || all_outputs(&odds::melee(&m).unwrap()));
    let brute = time(3, || brute_force(&m));
    let sampled = time(5, || monte_carlo(&m, &mut rng));
    println!(
        "P(KO): exact {:.6}, brute force {:.6}, Monte Carlo {:.6}",
        exact.ko.unwrap_or(0.0),
        brute_force(&m),
        monte_carlo(&m, &mut rng)
    );
    println!(
        "exact engine {engine:?} per result; brute force {brute:?} ({:.0}x slower); Monte Carlo {sampled:?} ({:.0}x slower)",
        brute.as_secs_f64() / engine.as_secs_f64(),
        sampled.as_secs_f64() / engine.as_secs_f64()
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
