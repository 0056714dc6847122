//! Targets (issue 22): pairing a round of 128 players under 50 ms, and the standings
//! under 5 ms.

use criterion::{Criterion, criterion_group, criterion_main};
use gotham_companion::bmg::Catalog;
use gotham_companion::bmg::tournament::{Event, GameResult, Preset, Setup, TableAt, Tournament};
use gotham_companion::storage;
use std::path::Path;

/// 128 players (each with the Night Patrol twice) after four rounds of varied results.
fn event() -> Tournament {
    let crew =
        storage::load_crew(&Path::new(env!("CARGO_MANIFEST_DIR")).join("crews/night-patrol.json"))
            .expect("the example crew");
    let catalog = Catalog::bundled().expect("the bundled catalog");
    let mut t = Tournament::new(Setup {
        name: "Bench Open".into(),
        date: "2026-11-28".into(),
        rounds: Some(7),
        preset: Preset::batmatch(),
        seed: 2026,
        round_minutes: 120,
        id: 1,
    })
    .expect("a valid set-up");
    let lists = t
        .check_lists(vec![crew.clone(), crew], &catalog)
        .expect("legal lists");
    for i in 0..128 {
        t.play(Event::PlayerAdded {
            name: format!("Player {i}"),
            lists: lists.clone(),
        })
        .expect("registered");
    }
    let mut x: u32 = 7;
    for _ in 0..4 {
        let paired = t.pair_next(None).expect("paired");
        t.play(paired).expect("played");
        let tables = t.current_round().expect("a round").1.tables.len();
        for table in 0..tables {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let vp = [(x >> 8) % 30, (x >> 16) % 30];
            t.play(Event::ResultEntered {
                table: TableAt(table),
                result: GameResult {
                    vp,
                    lists: [None; 2],
                },
            })
            .expect("a result");
        }
    }
    t
}

fn bench(c: &mut Criterion) {
    let t = event();
    c.bench_function("pair round 5 of 128 players", |b| {
        b.iter(|| t.pair_next(None).expect("paired"))
    });
    c.bench_function("standings of 128 players after 4 rounds", |b| {
        b.iter(|| t.standings())
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
