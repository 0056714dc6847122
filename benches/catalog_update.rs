//! Targets (issue 21): a diff of two full catalogs under 50 ms; re-checking 500 saved
//! crews against a new pack under 1 s; the app's catalog at start no more than 20 ms
//! slower with an installed pack than with the bundled one (the two loads are measured
//! side by side).

use criterion::{Criterion, criterion_group, criterion_main};
use gotham_companion::bmg::catalog::{Catalog, Manifest};
use gotham_companion::bmg::update::{self, crews::impact};
use gotham_companion::bmg::{Crew, Member, Rank, Scope};
use gotham_companion::storage;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

/// A pack of the bundled data with a month's worth of changes: every tenth profile
/// costs 5 Rep more, every twentieth gains a trait, one is renamed, one added and one
/// removed. Written in `dir`; its path.
fn pack(dir: &Path) -> std::path::PathBuf {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
    for file in [
        "equipment.json",
        "objective-cards.json",
        "rulesets.json",
        "affiliation-rules.json",
    ] {
        fs::copy(data.join(file), dir.join(file)).expect("the data copies");
    }
    let read = |file: &str| -> Value {
        serde_json::from_str(&fs::read_to_string(data.join(file)).expect("readable")).expect("JSON")
    };
    let mut models = read("models.json");
    let mut numbers = read("code-numbers.json");
    let list = models.as_array_mut().expect("a list");
    for (n, model) in list.iter_mut().enumerate() {
        if n % 10 == 0 {
            let rep = model["reputation"].as_u64().unwrap_or(0);
            model["reputation"] = json!(rep + 5);
        }
        if n % 20 == 0 {
            model["traits"]
                .as_array_mut()
                .expect("traits")
                .push(json!("Veteran"));
        }
    }
    let mut added = list[5].clone();
    added["id"] = json!("new-profile-1");
    added["alias"] = json!("New Profile 1");
    list.push(added);
    // Profiles no other record names, so the rename and removal leave no dangling id.
    let renamed_from = "axe-clown".to_owned();
    for model in list.iter_mut().filter(|m| m["id"] == "axe-clown") {
        model["id"] = json!("renamed-profile-7");
    }
    list.retain(|m| m["id"] != "street-jester-2");
    for id in ["new-profile-1", "renamed-profile-7"] {
        numbers["models"]
            .as_array_mut()
            .expect("numbers")
            .push(json!(id));
    }
    fs::write(dir.join("models.json"), models.to_string()).expect("written");
    fs::write(dir.join("code-numbers.json"), numbers.to_string()).expect("written");
    let manifest = Manifest {
        id: "2026-12-01".into(),
        date: "2026-12-01".into(),
        source: "the bench".into(),
        notes: String::new(),
        renamed: BTreeMap::from([(renamed_from, "renamed-profile-7".to_owned())]),
    };
    let text = storage::build_pack(dir, &manifest).unwrap_or_else(|r| panic!("{r}"));
    let path = dir.join("pack.json");
    fs::write(&path, text).expect("written");
    path
}

/// 500 saved crews: the example crews, each saved under many names and limits.
fn crews() -> Vec<Crew> {
    let examples: Vec<Crew> = fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("crews"))
        .expect("the example crews")
        .map(|e| storage::load_crew(&e.expect("an entry").path()).expect("an example crew"))
        .collect();
    (0..500)
        .map(|n| {
            let mut crew = examples[n % examples.len()].clone();
            crew.name = format!("{} {n}", crew.name);
            crew.reputation_limit += (n as u32 % 3) * 10;
            if n % 7 == 0 {
                crew.members
                    .push(Member::new("penguin-thug-1", Rank::Henchman));
            }
            crew
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a folder");
    let path = pack(dir.path());
    let bundled = Catalog::bundled().expect("the bundled catalog loads");
    let new = storage::read_pack(&path).expect("the pack loads");

    c.bench_function("diff of two full catalogs", |b| {
        b.iter(|| update::diff(&bundled, &new))
    });

    let saved = crews();
    c.bench_function("re-check 500 saved crews against a new pack", |b| {
        b.iter(|| {
            let changes = update::diff(&bundled, &new);
            saved
                .iter()
                .filter(|crew| impact(crew, &bundled, &new, &changes, Scope::Full).is_some())
                .count()
        })
    });

    // The start-up load of each: the bundled catalog, and the installed pack read from
    // the catalogs folder as the app reads the one in use.
    let home = tempfile::tempdir().expect("a folder");
    let catalogs = home.path().join("catalogs");
    storage::install_pack(&catalogs, &path).expect("the pack installs");
    let empty = home.path().join("none");
    c.bench_function("start-up catalog: bundled", |b| {
        b.iter(|| storage::load_active(&empty).expect("loads"))
    });
    c.bench_function("start-up catalog: an installed pack", |b| {
        b.iter(|| storage::load_active(&catalogs).expect("loads"))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
