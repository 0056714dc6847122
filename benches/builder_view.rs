//! Target: building the crew builder's view, with the whole catalog filtered, takes
//! under 5 ms.

use criterion::{Criterion, criterion_group, criterion_main};
use gotham_companion::bmg::Catalog;
use gotham_companion::screen::builder::{Message, State};
use gotham_companion::storage;
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let catalog = Catalog::bundled().expect("the bundled catalog loads");
    let crew = storage::parse_crew(
        include_str!("../crews/the-iceberg-lounge.json"),
        "the-iceberg-lounge.json",
    )
    .expect("the example crew parses");
    let mut state = State::new(crew, None, &catalog);
    state.update(Message::ModelSelected(0), &catalog);

    c.bench_function("builder view", |b| {
        b.iter(|| black_box(state.view(&catalog)));
    });

    // A keystroke in the search field: filter all 667 models, then build the view.
    let queries = ["", "b", "ba", "bat", "batm", "batma", "batman"];
    let mut next = 0;
    c.bench_function("builder search keystroke and view", |b| {
        b.iter(|| {
            next = (next + 1) % queries.len();
            state.update(Message::SearchChanged(queries[next].to_owned()), &catalog);
            black_box(state.view(&catalog));
        });
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
