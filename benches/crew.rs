//! Target: validating a 12-member crew takes under 20 µs.

use criterion::{Criterion, criterion_group, criterion_main};
use gotham_companion::bmg::{Catalog, Crew, Member, Rank, Scope, validate, validate_in};
use std::hint::black_box;

/// A 12-member Penguin crew at 450 Rep with equipment: every rule has work to do.
fn twelve_members() -> Crew {
    let mut crew = Crew::new("Bench", "rulebook", 450);
    let members = [
        ("the-penguin-crime-lord-rising", Rank::Leader),
        ("loose-lips", Rank::Sidekick),
        ("mr-toxic", Rank::FreeAgent),
        ("penguin-lieutenant", Rank::Henchman),
        ("penguin-elite-thug", Rank::Henchman),
        ("street-demonz-biker-1", Rank::Henchman),
        ("street-demonz-3", Rank::Henchman),
        ("mr-combustible", Rank::Henchman),
        ("hypnotic", Rank::Henchman),
        ("imperceptible-man", Rank::Henchman),
        ("penguin-thug-1", Rank::Henchman),
        ("lark", Rank::Henchman),
    ];
    crew.members = members
        .iter()
        .map(|&(id, rank)| Member::new(id, rank))
        .collect();
    crew.members[0].boss = true;
    crew.members[3].equipment = vec!["penguin-ostentatious-clothes".into()];
    crew.members[4].equipment = vec!["penguin-biker-jacket".into(), "penguin-radio".into()];
    crew
}

fn bench(c: &mut Criterion) {
    let catalog = Catalog::bundled().expect("the bundled catalog loads");
    let crew = twelve_members();
    assert_eq!(crew.members.len(), 12);
    // The crew rules hold; the crew has no objective deck, which the timed check
    // reports like any other broken rule.
    assert!(validate_in(&crew, &catalog, Scope::CrewOnly).is_valid());
    c.bench_function("validate a 12-member crew", |b| {
        b.iter(|| validate(black_box(&crew), black_box(&catalog)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
