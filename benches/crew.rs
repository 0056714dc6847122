//! Target: validating a 12-member crew takes under 20 µs, also when the Boss has two
//! affiliations, the crew records neither and breaks a rule under both (so the check
//! tries both), and the objective deck is checked too.

use criterion::{Criterion, criterion_group, criterion_main};
use gotham_companion::bmg::{Catalog, Crew, Member, Rank, Scope, deck, validate, validate_in};
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::hint::black_box;

/// A crew of `members` at `limit` Rep, the first one the Boss, each member with its
/// equipment.
fn crew(limit: u32, members: &[(&str, Rank, &[&str])]) -> Crew {
    let mut crew = Crew::new("Bench", "rulebook", limit);
    crew.members = members
        .iter()
        .map(|&(id, rank, items)| Member {
            equipment: items.iter().map(|&i| i.to_owned()).collect(),
            ..Member::new(id, rank)
        })
        .collect();
    crew.members[0].boss = true;
    crew
}

/// A 12-member Penguin crew at 450 Rep with equipment and card traits (Business Agent,
/// Criminal Bonds, Lieutenant, Smuggler): every rule has work to do.
fn penguin() -> Crew {
    use Rank::{FreeAgent, Henchman, Leader, Sidekick};
    crew(
        450,
        &[
            ("the-penguin-crime-lord-rising", Leader, &[]),
            ("loose-lips", Sidekick, &[]),
            ("mr-toxic", FreeAgent, &[]),
            (
                "penguin-lieutenant",
                Henchman,
                &["penguin-ostentatious-clothes"],
            ),
            (
                "penguin-elite-thug",
                Henchman,
                &["penguin-biker-jacket", "penguin-radio"],
            ),
            ("street-demonz-biker-1", Henchman, &[]),
            ("street-demonz-3", Henchman, &[]),
            ("mr-combustible", Henchman, &[]),
            ("hypnotic", Henchman, &[]),
            ("imperceptible-man", Henchman, &[]),
            ("penguin-thug-1", Henchman, &[]),
            ("lark", Henchman, &[]),
        ],
    )
}

/// A 12-member crew led by Batman (Arkham Knight), Bat Family and GCPD, recording
/// neither, with a legal 20-card deck: the crew is legal as GCPD (as Bat Family its
/// GCPD officers may not join).
fn two_affiliations(catalog: &Catalog) -> Crew {
    use Rank::{FreeAgent, Henchman, Leader, Sidekick};
    let mut crew = crew(
        460,
        &[
            ("batman-arkham-knight", Leader, &[]),
            ("robin-1997", Sidekick, &[]),
            ("attorney-harvey-dent", FreeAgent, &[]),
            ("gcpd-officer-1", Henchman, &["gcpd-flashlight"]),
            ("gcpd-officer-2", Henchman, &[]),
            ("gcpd-cop-1", Henchman, &["gcpd-handcuffs"]),
            ("gcpd-cop-2", Henchman, &[]),
            ("homicide-detective", Henchman, &[]),
            ("renee-montoya", Henchman, &["gcpd-radio"]),
            ("swat-qrt-1", Henchman, &[]),
            ("agent-2", Henchman, &[]),
            ("agent-3", Henchman, &[]),
        ],
    );
    crew.objective_deck =
        deck::fill(&crew, catalog, &mut StdRng::seed_from_u64(7)).expect("a legal deck");
    crew
}

fn bench(c: &mut Criterion) {
    let catalog = Catalog::bundled().expect("the bundled catalog loads");
    let penguin = penguin();
    assert_eq!(penguin.members.len(), 12);
    // The crew rules hold; the crew has no objective deck, which the timed check
    // reports like any other broken rule.
    assert!(validate_in(&penguin, &catalog, Scope::CrewOnly).is_valid());
    c.bench_function("validate a 12-member crew", |b| {
        b.iter(|| validate(black_box(&penguin), black_box(&catalog)))
    });

    let mut batman = two_affiliations(&catalog);
    let report = validate(&batman, &catalog);
    assert!(report.is_valid(), "{:#?}", report.violations);
    let played = report.affiliation.expect("a Boss");
    assert!(played.assumed && played.affiliation == "GCPD");
    // One card short of the deck: illegal as GCPD and as Bat Family, both are tried.
    batman.objective_deck.pop();
    let report = validate(&batman, &catalog);
    assert!(!report.is_valid());
    c.bench_function(
        "validate a 12-member crew of a two-affiliation Boss, with its deck, both tried",
        |b| b.iter(|| validate(black_box(&batman), black_box(&catalog))),
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
