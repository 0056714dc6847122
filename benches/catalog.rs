//! Target: loading and checking the bundled catalog takes under 30 ms.

use criterion::{Criterion, criterion_group, criterion_main};
use gotham_companion::bmg::Catalog;

fn bench(c: &mut Criterion) {
    c.bench_function("load and check the bundled catalog", |b| {
        b.iter(|| Catalog::bundled().expect("the bundled catalog loads"))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
