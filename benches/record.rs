//! The record of a season of 1,000 archived matches, each played through the rules
//! (about 60 events: two rounds, attacks resolved by the helper with their dice kept,
//! recoveries, Objectives):
//! - the matches read for the record: each replayed once, as the Record tab does when
//!   it opens;
//! - the record and its charts worked out from them, under no filter and under one:
//!   the target is 100 ms;
//! - a filter changed on the Record tab: the update, the view and the layout of the
//!   whole window, and apart the whole frame drawn in software; the target is a frame,
//!   16 ms.

#[path = "../tests/support/season.rs"]
mod season;
#[path = "support/window.rs"]
mod window;

use criterion::{Criterion, criterion_group, criterion_main};
use gotham_companion::app::{Message, Screen};
use gotham_companion::bmg::record::{Filters, Played, Record};
use gotham_companion::bmg::{Catalog, Crew};
use gotham_companion::screen::record::{self, Choice};
use gotham_companion::storage;
use std::hint::black_box;

/// How many matches the season holds.
const MATCHES: usize = 1_000;

/// The example crews the season's players take turns with.
fn crews() -> Vec<Crew> {
    [
        (
            include_str!("../crews/night-patrol.json"),
            "night-patrol.json",
        ),
        (
            include_str!("../crews/league-of-shadows.json"),
            "league-of-shadows.json",
        ),
        (
            include_str!("../crews/clown-princes-court.json"),
            "clown-princes-court.json",
        ),
    ]
    .into_iter()
    .map(|(text, name)| storage::parse_crew(text, name).expect("an example crew"))
    .collect()
}

fn bench(c: &mut Criterion) {
    // SAFETY: set before any thread of this benchmark reads the environment.
    unsafe { std::env::set_var("ICED_TEST_BACKEND", "tiny-skia") };
    let catalog = Catalog::bundled().expect("the bundled catalog loads");
    let season = season::season(&catalog, &crews(), MATCHES);
    let events: usize = season.iter().map(|(r, _)| r.events.len()).sum();
    eprintln!("{MATCHES} matches, {} events a match", events / MATCHES);

    c.bench_function("the record: 1,000 matches read (replayed)", |b| {
        b.iter(|| {
            let played: Vec<Played> = season
                .iter()
                .map(|(record, stamp)| {
                    Played::digest(record, &catalog, Some(*stamp)).expect("a season match")
                })
                .collect();
            black_box(played)
        });
    });
    let played: Vec<Played> = season
        .iter()
        .map(|(record, stamp)| Played::digest(record, &catalog, Some(*stamp)).unwrap())
        .collect();
    c.bench_function("the record: worked out from 1,000 matches", |b| {
        b.iter(|| black_box(Record::of("Ann", &played, &Filters::default())));
    });
    let against_bo = Filters {
        opponent: Some("Bo".to_owned()),
        ..Filters::default()
    };
    c.bench_function("the record: worked out, one opponent", |b| {
        b.iter(|| black_box(Record::of("Ann", &played, &against_bo)));
    });

    // The Record tab over the same season, its archive on disk.
    let dir = tempfile::tempdir().unwrap();
    let archive = dir.path().join("match").join("archive");
    std::fs::create_dir_all(&archive).unwrap();
    for (record, stamp) in &season {
        storage::save_match(&archive.join(format!("match-{stamp}.json")), record).unwrap();
    }
    let mut app = window::new_app(dir.path(), &catalog);
    window::play(&mut app, [Message::ScreenChosen(Screen::Record)]);
    window::play(
        &mut app,
        [Message::Record(record::Message::PlayerChosen("Ann".into()))],
    );
    let opponent = |choice| Message::Record(record::Message::OpponentChosen(choice));
    window::frame(
        c,
        "the record, an opponent chosen",
        &mut app,
        &|| opponent(Choice::One("Bo".into())),
        &|| vec![opponent(Choice::All)],
    );
    // And back: the whole record counted again.
    window::play(&mut app, [opponent(Choice::One("Bo".into()))]);
    window::frame(
        c,
        "the record, every opponent again",
        &mut app,
        &|| opponent(Choice::All),
        &|| vec![opponent(Choice::One("Bo".into()))],
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
