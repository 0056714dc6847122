//! Targets: loading a saved match of 20 000 events (reading the file's JSON and replaying
//! every event) takes under 100 ms, and an undo at 5 000 events under 1 ms, also at the
//! worst place (the most events since the last checkpoint).

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use gotham_companion::bmg::Catalog;
use gotham_companion::bmg::tracker::{Event, MatchRecord, Player, Setup, Timeline};
use gotham_companion::storage;
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::hint::black_box;
use std::path::Path;

/// A match between two example crews, played to the activations and then `count`
/// more events: markers on and off every model and score corrections, as a long
/// evening of play would leave.
fn long_match(catalog: &Catalog, count: usize) -> Timeline {
    let crew = |file: &str| {
        storage::load_crew(
            &Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("crews")
                .join(file),
        )
        .expect("an example crew")
    };
    let setup = Setup::new(
        [
            ("Ann".into(), crew("night-patrol.json")),
            ("Bo".into(), crew("league-of-shadows.json")),
        ],
        &mut StdRng::seed_from_u64(3),
    );
    let mut timeline = Timeline::new(MatchRecord::new(setup), catalog).expect("a match");
    let opening = [
        Event::GameStarted,
        Event::LeadRolled {
            player: Player::First,
            roll: 5,
        },
        Event::LeadRolled {
            player: Player::Second,
            roll: 2,
        },
        Event::InitiativeChosen {
            player: Player::First,
        },
        Event::PlanConfirmed,
    ];
    let played = opening.len();
    for event in opening {
        timeline.play(event, catalog).expect("the opening");
    }
    let sizes = Player::BOTH.map(|p| timeline.state().players[p].models.len());
    for n in 0..count.saturating_sub(played) {
        let player = Player::BOTH[n % 2];
        let model = (n / 2) % sizes[player.index()];
        let event = match n % 6 {
            0 | 1 => Event::MarkersChanged {
                player,
                model,
                stun: 1,
                injury: 0,
            },
            2 | 3 => Event::MarkersChanged {
                player,
                model,
                stun: -1,
                injury: 0,
            },
            4 => Event::VictoryPointsAdjusted { player, delta: 1 },
            _ => Event::VictoryPointsAdjusted { player, delta: -1 },
        };
        timeline.play(event, catalog).expect("a legal event");
    }
    assert_eq!(timeline.record().events.len(), count);
    timeline
}

fn bench(c: &mut Criterion) {
    let catalog = Catalog::bundled().expect("the bundled catalog loads");

    let json = storage::match_to_json(long_match(&catalog, 20_000).record());
    c.bench_function("load a saved match of 20 000 events", |b| {
        b.iter(|| {
            let record = storage::parse_match(black_box(&json), "match.json").expect("parses");
            Timeline::new(record, &catalog).expect("replays")
        })
    });

    // 5 000 events, and 5 119: 127 past the checkpoint at 4 992, so that the undo
    // replays 126 events, the most it ever does with a checkpoint every 128.
    for count in [5_000, 5_119] {
        let timeline = long_match(&catalog, count);
        c.bench_function(&format!("undo at {count} events"), |b| {
            b.iter_batched_ref(
                || timeline.clone(),
                |timeline| timeline.undo(&catalog).expect("an event").expect("undone"),
                BatchSize::LargeInput,
            )
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
