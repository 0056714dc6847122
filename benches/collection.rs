//! Target (issue 24): the "Owned only" filter and the fielding check add under 1 ms to
//! a builder keystroke, with the 667 profiles and a 200-profile collection. The same
//! keystroke is measured without a collection and with one (the filter on), side by
//! side, and the fielding check of a 12-model crew alone.

use criterion::{Criterion, criterion_group, criterion_main};
use gotham_companion::bmg::Catalog;
use gotham_companion::bmg::collection::Collection;
use gotham_companion::screen::builder::{Message, State};
use gotham_companion::storage;
use std::hint::black_box;

/// 200 profiles owned, one to three each, every tenth also playing the next profile.
fn collection(catalog: &Catalog) -> Collection {
    let mut collection = Collection::default();
    let models = catalog.models();
    for (n, model) in models.iter().step_by(3).take(200).enumerate() {
        let owned = u8::try_from(n % 3 + 1).unwrap_or(1);
        collection.set_owned(&model.id, &model.alias, owned);
        if n % 10 == 0
            && let Some(next) = models.get(n * 3 + 1)
        {
            collection.set_also_plays(&model.id, &model.alias, &next.id, true);
        }
    }
    collection
}

fn bench(c: &mut Criterion) {
    let catalog = Catalog::bundled().expect("the bundled catalog loads");
    let crew = storage::parse_crew(
        include_str!("../crews/the-iceberg-lounge.json"),
        "the-iceberg-lounge.json",
    )
    .expect("the example crew parses");
    let owned = collection(&catalog);
    let none = Collection::default();
    assert_eq!(owned.entries().filter(|m| m.owned > 0).count(), 200);

    let queries = ["", "p", "pe", "pen", "peng", "pengu", "penguin"];
    let keystrokes = |state: &mut State, owned: &Collection, name: &str, c: &mut Criterion| {
        let mut next = 0;
        c.bench_function(name, |b| {
            b.iter(|| {
                next = (next + 1) % queries.len();
                state.update(
                    Message::SearchChanged(queries[next].to_owned()),
                    &catalog,
                    owned,
                );
                black_box(state.view(&catalog, owned));
            });
        });
    };

    let mut without = State::new(crew.clone(), None, &catalog, &none);
    keystrokes(&mut without, &none, "keystroke without a collection", c);

    let mut with = State::new(crew.clone(), None, &catalog, &owned);
    with.update(Message::OwnedOnlyToggled(true), &catalog, &owned);
    keystrokes(
        &mut with,
        &owned,
        "keystroke with Owned only and 200 profiles owned",
        c,
    );

    c.bench_function(
        "fielding check of a 12-model crew, 200 profiles owned",
        |b| {
            b.iter(|| black_box(owned.fielding(black_box(&crew))));
        },
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
