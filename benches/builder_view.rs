//! Targets: building the crew builder's view, with the whole catalog filtered, takes
//! under 5 ms; an edit (the crew checked again, and each catalog model tried against it
//! for the "can join this crew" filter) under 30 ms, about two frames.

use criterion::{Criterion, criterion_group, criterion_main};
use gotham_companion::bmg::Catalog;
use gotham_companion::bmg::Rank;
use gotham_companion::bmg::collection::Collection;
use gotham_companion::screen::builder::{Message, State};
use gotham_companion::storage;
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let catalog = Catalog::bundled().expect("the bundled catalog loads");
    // The view as a player with no collection recorded sees it.
    let none = Collection::default();
    let crew = storage::parse_crew(
        include_str!("../crews/the-iceberg-lounge.json"),
        "the-iceberg-lounge.json",
    )
    .expect("the example crew parses");
    let mut state = State::new(crew, None, &catalog, &none);
    state.update(Message::ModelSelected(0), &catalog, &none);

    c.bench_function("builder view", |b| {
        b.iter(|| black_box(state.view(&catalog, &none)));
    });

    // A keystroke in the search field: filter all 667 models, then build the view.
    let queries = ["", "b", "ba", "bat", "batm", "batma", "batman"];
    let mut next = 0;
    c.bench_function("builder search keystroke and view", |b| {
        b.iter(|| {
            next = (next + 1) % queries.len();
            state.update(
                Message::SearchChanged(queries[next].to_owned()),
                &catalog,
                &none,
            );
            black_box(state.view(&catalog, &none));
        });
    });

    // A rank change and back: each is an edit, with the "can join" filter on.
    let mut to_free_agent = true;
    c.bench_function("builder edit with the can-join filter", |b| {
        b.iter(|| {
            let rank = if to_free_agent {
                Rank::FreeAgent
            } else {
                Rank::Henchman
            };
            to_free_agent = !to_free_agent;
            state.update(Message::MemberRankChanged(11, rank), &catalog, &none);
        });
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
