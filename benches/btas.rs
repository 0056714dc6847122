//! Target: the Animated Series Dice Game advisor answers any state in under 50 ms.
//! The heaviest states are the start of a turn (the whole turn ahead), for each villain.

use criterion::{Criterion, criterion_group, criterion_main};
use gotham_companion::games::btas::{DiceSet, TurnState, Villain, advisor};
use gotham_companion::words::games::btas as words;
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let dice = DiceSet::default();
    let start = TurnState::start(&dice);
    let mut group = c.benchmark_group("btas advisor, start of a turn");
    for villain in [
        None,
        Some(Villain::Joker),
        Some(Villain::Catwoman),
        Some(Villain::PoisonIvy),
        Some(Villain::Riddler),
    ] {
        let name = villain.map_or_else(|| "no villain".to_owned(), words::villain);
        group.bench_function(&name, |b| {
            b.iter(|| advisor::advise(black_box(&dice), villain, black_box(&start)).unwrap())
        });
    }
    group.finish();
    let middle = TurnState::from_counts(&dice, [3, 2, 1], [1, 0, 0], 2, 1, 1, false).unwrap();
    c.bench_function("btas advisor, mid-turn (Catwoman)", |b| {
        b.iter(|| advisor::advise(&dice, Some(Villain::Catwoman), black_box(&middle)).unwrap())
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
