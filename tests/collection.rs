//! The collection (issue 24): counts, miniatures that also play other profiles counted
//! once per crew, crews fielded exactly and short, sets of crews, the bulk marks, CSV
//! round trips and bad lines, catalog updates, the file, and the command line.

mod support;

use gotham_companion::bmg::collection::{Collection, MAX_OWNED, Miniatures, Short};
use gotham_companion::bmg::{Crew, Member, Rank};
use gotham_companion::storage::{self, Autosave};
use gotham_companion::words::collection as words;
use serde_json::Value;
use std::fs;
use support::packs::december_pack;
use support::run_in as run;

/// A crew of these profiles (rules aside: fielding reads only who is in it).
fn crew_of(ids: &[&str]) -> Crew {
    let mut crew = Crew::new("Test", "standard", 350);
    crew.members = ids
        .iter()
        .map(|id| Member::new(*id, Rank::Henchman))
        .collect();
    crew
}

/// A collection owning `owned` of each profile.
fn owning(owned: &[(&str, u8)]) -> Collection {
    let mut collection = Collection::default();
    for (id, n) in owned {
        collection.set_owned(id, id, *n);
    }
    collection
}

fn short(id: &str, need: u32, own: u32) -> Short {
    Short {
        id: id.into(),
        need,
        own,
    }
}

// --- Counts ----------------------------------------------------------------------------

#[test]
fn counts_are_kept_from_0_to_99_and_a_profile_at_0_leaves_the_collection() {
    let mut collection = Collection::default();
    assert!(collection.is_empty());
    assert!(collection.set_owned("penguin-thug-1", "Penguin Thug 1", 3));
    assert_eq!(collection.owned("penguin-thug-1"), 3);
    assert!(!collection.set_owned("penguin-thug-1", "Penguin Thug 1", 3));
    assert!(collection.set_owned("penguin-thug-1", "Penguin Thug 1", 200));
    assert_eq!(collection.owned("penguin-thug-1"), MAX_OWNED);
    assert!(collection.set_owned("penguin-thug-1", "Penguin Thug 1", 0));
    assert_eq!(collection.owned("penguin-thug-1"), 0);
    assert!(collection.is_empty());
    assert_eq!(collection.owned("never-seen"), 0);
}

#[test]
fn a_miniature_that_also_plays_counts_for_both_profiles() {
    let mut collection = owning(&[("penguin-thug-1", 2)]);
    collection.set_also_plays("penguin-thug-1", "Penguin Thug 1", "penguin-thug-2", true);
    assert_eq!(collection.available("penguin-thug-1"), 2);
    assert_eq!(collection.available("penguin-thug-2"), 2);
    assert_eq!(
        collection.stand_ins("penguin-thug-2"),
        vec![("penguin-thug-1", 2)]
    );
    // Not the other way round, and never itself.
    assert_eq!(collection.available("penguin-thug-3"), 0);
    assert!(!collection.set_also_plays("penguin-thug-1", "x", "penguin-thug-1", true));
    // A mark stays at 0 owned (the miniatures may come back), and goes when unmarked.
    collection.set_owned("penguin-thug-1", "Penguin Thug 1", 0);
    assert_eq!(collection.also_plays("penguin-thug-1"), ["penguin-thug-2"]);
    assert_eq!(collection.available("penguin-thug-2"), 0);
    collection.set_also_plays("penguin-thug-1", "Penguin Thug 1", "penguin-thug-2", false);
    assert!(collection.is_empty());
}

// --- Fielding ---------------------------------------------------------------------------

#[test]
fn a_crew_fielded_exactly_and_one_short() {
    let catalog = support::catalog();
    let crew = support::example_crew("clown-princes-court.json");
    let mut exact = Collection::default();
    for member in &crew.members {
        let owned = exact.owned(&member.model) + 1;
        let alias = catalog.model(&member.model).unwrap().alias.clone();
        exact.set_owned(&member.model, &alias, owned);
    }
    assert!(exact.fielding(&crew).is_fieldable());

    let mut one_short = exact.clone();
    one_short.set_owned("two-face-dark-knight", "Two-Face (Dark Knight)", 0);
    let fielding = one_short.fielding(&crew);
    assert!(!fielding.is_fieldable());
    assert_eq!(fielding.short, vec![short("two-face-dark-knight", 1, 0)]);
    assert_eq!(
        words::short(&fielding, &catalog, &one_short),
        "1 Two-Face (Dark Knight) short"
    );
}

#[test]
fn two_copies_of_a_profile_need_two_miniatures() {
    let crew = crew_of(&["penguin-thug-1", "penguin-thug-1", "penguin-thug-1"]);
    let fielding = owning(&[("penguin-thug-1", 2)]).fielding(&crew);
    assert_eq!(fielding.short, vec![short("penguin-thug-1", 3, 2)]);
    assert_eq!(fielding.short[0].missing(), 1);
    assert!(
        owning(&[("penguin-thug-1", 3)])
            .fielding(&crew)
            .is_fieldable()
    );
}

#[test]
fn a_miniature_that_also_plays_is_counted_once_per_crew() {
    let mut collection = owning(&[("penguin-thug-1", 1)]);
    collection.set_also_plays("penguin-thug-1", "Penguin Thug 1", "penguin-thug-2", true);
    // Either profile alone takes the one miniature.
    assert!(
        collection
            .fielding(&crew_of(&["penguin-thug-1"]))
            .is_fieldable()
    );
    assert!(
        collection
            .fielding(&crew_of(&["penguin-thug-2"]))
            .is_fieldable()
    );
    // Both at once need two: the second is short, the miniature being on the table once.
    let both = crew_of(&["penguin-thug-1", "penguin-thug-2"]);
    assert_eq!(
        collection.fielding(&both).short,
        vec![short("penguin-thug-2", 1, 0)]
    );
    collection.set_owned("penguin-thug-1", "Penguin Thug 1", 2);
    assert!(collection.fielding(&both).is_fieldable());
}

#[test]
fn a_miniature_taken_early_moves_to_free_one_for_a_later_member() {
    // Thug 1's and Thug 3's miniatures both play Thug 2. Thug 2 comes first and takes
    // Thug 1's; Thug 1 then needs it back, and Thug 2 moves to Thug 3's.
    let mut collection = owning(&[("penguin-thug-1", 1), ("penguin-thug-3", 1)]);
    collection.set_also_plays("penguin-thug-1", "T1", "penguin-thug-2", true);
    collection.set_also_plays("penguin-thug-3", "T3", "penguin-thug-2", true);
    let crew = crew_of(&["penguin-thug-2", "penguin-thug-1"]);
    assert!(collection.fielding(&crew).is_fieldable());
    // With Thug 3 in the crew as well, one of the three is short.
    let crew = crew_of(&["penguin-thug-2", "penguin-thug-1", "penguin-thug-3"]);
    let fielding = collection.fielding(&crew);
    let missing: u32 = fielding.short.iter().map(Short::missing).sum();
    assert_eq!(missing, 1, "{fielding:?}");
}

#[test]
fn the_shortfall_falls_on_the_profile_that_needs_a_stand_in() {
    // Thug 1's one miniature plays Thug 2 too; Thug 2 comes first in the crew. Thug 1
    // keeps its own miniature, and Thug 2 is the one short.
    let mut collection = owning(&[("penguin-thug-1", 1)]);
    collection.set_also_plays("penguin-thug-1", "T1", "penguin-thug-2", true);
    let crew = crew_of(&["penguin-thug-2", "penguin-thug-1"]);
    assert_eq!(
        collection.fielding(&crew).short,
        vec![short("penguin-thug-2", 1, 0)]
    );
}

#[test]
fn a_hand_made_crew_of_thousands_is_still_checked() {
    let ids: Vec<&str> = std::iter::repeat_n("happy", 3000)
        .chain(std::iter::repeat_n("hobo-clown", 2000))
        .collect();
    let mut collection = owning(&[("happy", 99), ("axe-clown", 99)]);
    collection.set_also_plays("axe-clown", "Axe Clown", "hobo-clown", true);
    let fielding = collection.fielding(&crew_of(&ids));
    assert_eq!(
        fielding.short,
        vec![short("happy", 3000, 99), short("hobo-clown", 2000, 99)]
    );
}

#[test]
fn a_set_of_crews_sums_what_each_needs() {
    let collection = owning(&[("joker-arkham-asylum", 1), ("happy", 2)]);
    let first = crew_of(&["joker-arkham-asylum", "happy"]);
    let second = crew_of(&["joker-arkham-asylum", "happy"]);
    assert!(collection.fielding(&first).is_fieldable());
    assert!(collection.fielding(&second).is_fieldable());
    let both = collection.fielding_of([&first, &second]);
    assert_eq!(both.short, vec![short("joker-arkham-asylum", 2, 1)]);
}

#[test]
fn i_own_this_crew_adds_what_is_missing_and_lowers_nothing() {
    let catalog = support::catalog();
    let crew = crew_of(&["penguin-thug-1", "penguin-thug-1", "happy"]);
    let mut collection = owning(&[("penguin-thug-1", 1), ("happy", 5)]);
    assert_eq!(collection.own_crew(&crew, &catalog), 1);
    assert_eq!(collection.owned("penguin-thug-1"), 2);
    assert_eq!(collection.owned("happy"), 5);
    assert!(collection.fielding(&crew).is_fieldable());
    assert_eq!(collection.own_crew(&crew, &catalog), 0);
}

#[test]
fn i_own_these_marks_each_unowned_profile_once() {
    let catalog = support::catalog();
    let index = |id: &str| catalog.model_index(id).unwrap();
    let mut collection = owning(&[("happy", 3)]);
    collection.set_also_plays("happy", "Happy", "hobo-clown", true);
    let marked = collection.own_these(
        &[index("happy"), index("hobo-clown"), index("axe-clown")],
        &catalog,
    );
    // Happy is owned, Hobo Clown is played by Happy's miniatures: only Axe Clown is new.
    assert_eq!(marked, 1);
    assert_eq!(collection.owned("axe-clown"), 1);
    assert_eq!(collection.owned("happy"), 3);
    assert_eq!(collection.owned("hobo-clown"), 0);
}

// --- CSV ---------------------------------------------------------------------------------

#[test]
fn csv_export_and_import_round_trip_with_quoted_aliases() {
    let catalog = support::catalog();
    let mut collection = owning(&[("happy", 2), ("axe-clown", 1)]);
    collection.set_owned("two-face-dark-knight", "Two-Face, Dark Knight", 1);
    let csv = collection.to_csv();
    assert_eq!(csv.lines().next(), Some("id,alias,owned"));
    assert!(csv.contains("\"Two-Face, Dark Knight\""), "{csv}");
    let back = Collection::default().with_csv(&csv, &catalog).unwrap();
    for id in ["happy", "axe-clown", "two-face-dark-knight"] {
        assert_eq!(back.owned(id), collection.owned(id), "{id}");
    }
    // The catalog's alias is recorded, whatever the file says.
    assert_eq!(
        back.alias("two-face-dark-knight", &catalog),
        "Two-Face (Dark Knight)"
    );
    // A header in capitals (a spreadsheet's) is a header too.
    let capitals = Collection::default()
        .with_csv("ID,Alias,Owned\nhappy,Happy,3\n", &catalog)
        .unwrap();
    assert_eq!(capitals.owned("happy"), 3);
    // No header, spaces and blank lines are fine.
    let plain = Collection::default()
        .with_csv("happy , Happy, 4\n\naxe-clown,,1\n", &catalog)
        .unwrap();
    assert_eq!((plain.owned("happy"), plain.owned("axe-clown")), (4, 1));
}

#[test]
fn an_import_replaces_the_counts_and_keeps_the_marks() {
    let catalog = support::catalog();
    let mut collection = owning(&[("happy", 2), ("axe-clown", 1)]);
    collection.set_also_plays("happy", "Happy", "hobo-clown", true);
    let next = collection
        .with_csv("id,alias,owned\nhappy,Happy,1\n", &catalog)
        .unwrap();
    assert_eq!(next.owned("happy"), 1);
    assert_eq!(next.owned("axe-clown"), 0);
    assert_eq!(next.also_plays("happy"), ["hobo-clown"]);
}

#[test]
fn every_bad_line_is_named_and_nothing_changes() {
    let catalog = support::catalog();
    let collection = owning(&[("happy", 2)]);
    let text = "id,alias,owned\n\
                happy,Happy,1\n\
                no-such-profile,Nobody,1\n\
                axe-clown,Axe Clown,100\n\
                barrel-clown,Barrel Clown,-1\n\
                hobo-clown,Hobo Clown\n\
                ,Blank,1\n\
                happy,Happy,3\n\
                street-jester-2,Street Jester 2,two\n";
    let bad = collection.with_csv(text, &catalog).unwrap_err();
    let said: Vec<String> = bad.iter().map(words::bad_line).collect();
    assert_eq!(
        said,
        [
            "line 3: no profile \"no-such-profile\" in the catalog bundled-2026-11-23 (nor kept in the collection)",
            "line 4: owned must be a whole number from 0 to 99, not \"100\"",
            "line 5: owned must be a whole number from 0 to 99, not \"-1\"",
            "line 6: 2 fields where id,alias,owned needs 3",
            "line 7: no profile id",
            "line 8: happy is listed a second time (first on line 2)",
            "line 9: owned must be a whole number from 0 to 99, not \"two\"",
        ]
    );
    assert_eq!(collection.owned("happy"), 2);
}

#[test]
fn a_bad_line_is_named_as_a_text_editor_numbers_it_whatever_the_line_ends() {
    let catalog = support::catalog();
    let collection = owning(&[("happy", 2)]);
    // Line 1 the header, 2 good, 3 blank, 4 bad, 5 blank, 6 the same profile again.
    let lines = [
        "id,alias,owned",
        "happy,Happy,1",
        "",
        "axe-clown,Axe Clown,100",
        "",
        "happy,Happy,3",
    ];
    for end in ["\n", "\r\n", "\r"] {
        let text = lines.join(end) + end;
        let bad = collection.with_csv(&text, &catalog).unwrap_err();
        let said: Vec<String> = bad.iter().map(words::bad_line).collect();
        assert_eq!(
            said,
            [
                "line 4: owned must be a whole number from 0 to 99, not \"100\"",
                "line 6: happy is listed a second time (first on line 2)",
            ],
            "lines ending {end:?}"
        );
    }
}

// --- Catalog updates -------------------------------------------------------------------

#[test]
fn a_removed_profile_keeps_its_count_and_a_renamed_one_follows_its_new_id() {
    let dir = tempfile::tempdir().unwrap();
    let december = storage::read_pack(&december_pack(dir.path())).unwrap();
    let bundled = support::catalog();
    let mut collection = Collection::default();
    collection.set_owned("robin-1997", "Robin (1997)", 2);
    collection.set_owned("street-jester-2", "Street Jester 2", 1);
    collection.set_owned("happy", "Happy", 1);
    collection.set_also_plays("happy", "Happy", "robin-1997", true);

    let moved = collection.follow_catalog(&december);
    assert_eq!(
        moved,
        [(
            "robin-1997".to_owned(),
            "robin-the-boy-wonder-1997".to_owned()
        )]
    );
    assert_eq!(collection.owned("robin-1997"), 0);
    assert_eq!(collection.owned("robin-the-boy-wonder-1997"), 2);
    assert_eq!(
        collection.also_plays("happy"),
        ["robin-the-boy-wonder-1997"]
    );
    // Removed: kept, under the alias last seen.
    assert_eq!(collection.owned("street-jester-2"), 1);
    assert_eq!(
        collection.alias("street-jester-2", &december),
        "Street Jester 2"
    );
    // A crew of the removed profile still counts it.
    assert!(
        collection
            .fielding(&crew_of(&["street-jester-2"]))
            .is_fieldable()
    );
    // An exported line of the removed profile reads back, and an old id follows the rename.
    let back = collection
        .with_csv(
            "street-jester-2,Street Jester 2,1\nrobin-1997,Robin,1\n",
            &december,
        )
        .unwrap();
    assert_eq!(back.owned("street-jester-2"), 1);
    assert_eq!(back.owned("robin-the-boy-wonder-1997"), 1);
    // Under the bundled catalog, nothing moves.
    let mut again = owning(&[("robin-1997", 1)]);
    assert!(again.follow_catalog(&bundled).is_empty());
}

// --- The file ------------------------------------------------------------------------------

#[test]
fn the_file_round_trips_and_a_damaged_one_is_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("collection.json");
    assert!(matches!(storage::open_collection(&path), Autosave::Empty));
    assert!(storage::load_collection(&path).unwrap().is_empty());
    let mut collection = owning(&[("happy", 2)]);
    collection.set_also_plays("happy", "Happy", "hobo-clown", true);
    storage::save_collection(&path, &collection).unwrap();
    let text = fs::read_to_string(&path).unwrap();
    let json: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(json["format"], "gotham-companion/collection");
    assert_eq!(json["version"], 1);
    assert_eq!(storage::load_collection(&path).unwrap(), collection);

    fs::write(&path, &text[..text.len() / 2]).unwrap();
    match storage::resume_collection(&path) {
        Autosave::SetAside { moved_to, .. } => {
            assert!(!path.exists());
            assert_eq!(
                fs::read_to_string(moved_to).unwrap(),
                text[..text.len() / 2]
            );
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_file_with_a_count_over_99_a_twice_listed_id_or_a_newer_version_is_refused() {
    let over = r#"{"format":"gotham-companion/collection","version":1,"miniatures":[{"id":"happy","alias":"Happy","owned":120}]}"#;
    let error = storage::parse_collection(over, "c.json").unwrap_err();
    assert!(
        format!("{error:#}").contains("happy is owned 120 times"),
        "{error:#}"
    );
    let twice = r#"{"format":"gotham-companion/collection","version":1,"miniatures":[{"id":"happy","alias":"Happy","owned":1},{"id":"happy","alias":"Happy","owned":2}]}"#;
    let error = storage::parse_collection(twice, "c.json").unwrap_err();
    assert!(format!("{error:#}").contains("listed twice"), "{error:#}");
    let newer = r#"{"format":"gotham-companion/collection","version":9,"miniatures":[]}"#;
    assert!(storage::parse_collection(newer, "c.json").is_err());
    let entries = vec![Miniatures {
        id: "happy".into(),
        alias: "Happy".into(),
        owned: 1,
        also_plays: Vec::new(),
    }];
    assert_eq!(Collection::from_entries(entries).unwrap().owned("happy"), 1);
}

// --- The command line -------------------------------------------------------------------------

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn collection_import_and_export_on_the_command_line() {
    let home = tempfile::tempdir().unwrap();
    let csv = home.path().join("mine.csv");
    fs::write(
        &csv,
        "id,alias,owned\nhappy,Happy,2\naxe-clown,Axe Clown,1\n",
    )
    .unwrap();
    let out = run(
        home.path(),
        &["collection", "import", csv.to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let out = run(home.path(), &["collection", "export"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "id,alias,owned\naxe-clown,Axe Clown,1\nhappy,Happy,2\n"
    );

    // A bad line: exit 2, the line named, the collection as it was.
    let before = fs::read(home.path().join("collection.json")).unwrap();
    fs::write(&csv, "happy,Happy,5\nhappy,Happy,x\n").unwrap();
    let out = run(
        home.path(),
        &["collection", "import", csv.to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("line 2: owned must be"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(
        fs::read(home.path().join("collection.json")).unwrap(),
        before
    );
}

#[test]
fn an_import_waits_for_the_window_that_holds_the_data_folder() {
    let home = tempfile::tempdir().unwrap();
    let csv = home.path().join("mine.csv");
    fs::write(&csv, "happy,Happy,2\n").unwrap();
    let _window = match storage::lock_folder(home.path()).unwrap() {
        storage::Claim::Held(lock) => lock,
        storage::Claim::HeldElsewhere => panic!("the folder is free"),
    };
    let out = run(
        home.path(),
        &["collection", "import", csv.to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("close it first"),
        "{}",
        text(&out.stderr)
    );
    assert!(!home.path().join("collection.json").exists());
}

#[test]
fn validate_with_the_collection_says_whether_each_crew_is_fieldable() {
    let home = tempfile::tempdir().unwrap();
    let crew = support::example_crew("clown-princes-court.json");
    let mut lines = String::from("id,alias,owned\n");
    for member in crew
        .members
        .iter()
        .filter(|m| m.model != "two-face-dark-knight")
    {
        lines.push_str(&format!("{},x,1\n", member.model));
    }
    let csv = home.path().join("mine.csv");
    fs::write(&csv, lines).unwrap();
    assert_eq!(
        run(
            home.path(),
            &["collection", "import", csv.to_str().unwrap()]
        )
        .status
        .code(),
        Some(0)
    );
    let file = "crews/clown-princes-court.json";
    let out = run(home.path(), &["validate", "--collection", file]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "not a rule: the exit code stays"
    );
    assert!(
        text(&out.stdout).contains(
            "  collection: not fieldable from your collection: 1 Two-Face (Dark Knight) short"
        ),
        "{}",
        text(&out.stdout)
    );
    let out = run(home.path(), &["validate", "--collection", "--json", file]);
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json[0]["fieldable"], false);
    assert_eq!(
        json[0]["short"],
        serde_json::json!([{"id": "two-face-dark-knight", "need": 1, "own": 0}])
    );
    // Without the flag, the JSON says nothing of it.
    let out = run(home.path(), &["validate", "--json", file]);
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(json[0].get("fieldable").is_none());
}

// --- The assignment against brute force ------------------------------------------------

const IDS: [&str; 4] = ["happy", "axe-clown", "hobo-clown", "barrel-clown"];

/// The most members that can each have a miniature able to play them, every way tried.
fn brute_force_fielded(collection: &Collection, members: &[&str]) -> usize {
    fn go(collection: &Collection, members: &[&str], left: &mut Vec<u8>) -> usize {
        let Some((first, rest)) = members.split_first() else {
            return 0;
        };
        // This member goes without.
        let mut best = go(collection, rest, left);
        for (source, id) in IDS.iter().enumerate() {
            let plays = *id == *first || collection.also_plays(id).iter().any(|o| o == first);
            if plays && left[source] > 0 {
                left[source] -= 1;
                best = best.max(1 + go(collection, rest, left));
                left[source] += 1;
            }
        }
        best
    }
    let mut left: Vec<u8> = IDS.iter().map(|id| collection.owned(id)).collect();
    go(collection, members, &mut left)
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 256, ..Default::default() })]

    /// Small collections with random stand-ins: the assignment fields as many members
    /// as any can, no profile it owns enough of is called short, and the shortfall
    /// adds up.
    #[test]
    fn the_assignment_fields_as_many_members_as_brute_force(
        owned in proptest::collection::vec(0u8..3, 4),
        marks in proptest::collection::vec((0usize..4, 0usize..4), 0..6),
        picks in proptest::collection::vec(0usize..4, 0..7),
    ) {
        let mut collection = Collection::default();
        for (id, n) in IDS.iter().zip(&owned) {
            collection.set_owned(id, id, *n);
        }
        for (from, to) in marks {
            collection.set_also_plays(IDS[from], IDS[from], IDS[to], true);
        }
        let members: Vec<&str> = picks.iter().map(|&i| IDS[i]).collect();
        let fielding = collection.fielding(&crew_of(&members));
        let missing: u32 = fielding.short.iter().map(Short::missing).sum();
        let best = brute_force_fielded(&collection, &members);
        proptest::prop_assert_eq!(members.len() - missing as usize, best);
        for short in &fielding.short {
            let need = members.iter().filter(|m| **m == short.id).count();
            proptest::prop_assert_eq!(short.need as usize, need);
            proptest::prop_assert!(usize::from(collection.owned(&short.id)) < need);
        }
    }
}

#[test]
fn a_damaged_collection_or_a_file_for_a_folder_is_said_once_in_plain_words() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    fs::create_dir_all(&home).unwrap();
    fs::write(home.join("collection.json"), "garbage").unwrap();
    let output = run(
        &home,
        &["validate", "--collection", "crews/night-patrol.json"],
    );
    assert_eq!(output.status.code(), Some(2));
    let said = String::from_utf8(output.stderr).unwrap();
    assert_eq!(said.matches("cannot be read").count(), 1, "{said}");
    assert_eq!(said.matches("collection.json").count(), 1, "{said}");
    assert!(said.contains("line 1, column 1"), "{said}");
    // A data folder that is a plain file.
    let plain = dir.path().join("plain");
    fs::write(&plain, "not a folder").unwrap();
    let output = run(&plain, &["collection", "import", "crews/night-patrol.json"]);
    assert_eq!(output.status.code(), Some(2));
    let said = String::from_utf8(output.stderr).unwrap();
    assert!(said.contains("is a file, not a folder"), "{said}");
    assert!(!said.contains("os error"), "{said}");
}
