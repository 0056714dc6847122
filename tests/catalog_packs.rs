//! Catalog packs (issue 21): built from `data/` with realistic changes, the change list
//! field by field, crews whose verdict changes with their reasons, install, pinning and
//! rollback, a kill during install, every refused pack, crews that remember their
//! catalog, members missing or renamed, crew codes across packs, and traits this
//! version has never seen.

mod support;

use gotham_companion::bmg::catalog::Catalog;
use gotham_companion::bmg::update::crews::{Since, follow_renames, impact};
use gotham_companion::bmg::update::{self, How, Kind};
use gotham_companion::bmg::{Code, Scope, code, validate};
use gotham_companion::words::rules;
use gotham_companion::{storage, words};
use serde_json::{Value, json};
use std::fs;
use std::path::Path;
use std::process::{Command, Output};
use support::packs::{DECEMBER_RENAMED, Data, december, december_pack};

use support::run_in as run;

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The output of a run that exited 0.
fn ok(output: Output) -> String {
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    stdout(&output)
}

fn pack_catalog(pack: &Path) -> Catalog {
    storage::read_pack(pack).unwrap_or_else(|r| panic!("{r}"))
}

/// The files in the catalogs folder of `home`.
fn catalog_files(home: &Path) -> Vec<String> {
    let mut names: Vec<String> = match fs::read_dir(home.join("catalogs")) {
        Ok(entries) => entries
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect(),
        Err(_) => Vec::new(),
    };
    names.sort();
    names
}

/// The id of the catalog in use in `home`, as `catalog list --json` says.
fn active(home: &Path) -> String {
    let listed: Value =
        serde_json::from_str(&ok(run(home, &["catalog", "list", "--json"]))).unwrap();
    let active: Vec<&Value> = listed
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["active"] == true)
        .collect();
    assert_eq!(active.len(), 1, "{listed}");
    active[0]["id"].as_str().unwrap().to_owned()
}

// --- The change list ----------------------------------------------------------------

#[test]
fn the_change_list_gives_every_change_field_by_field_in_json() {
    let dir = tempfile::tempdir().unwrap();
    let pack = december_pack(dir.path());
    let home = dir.path().join("home");
    let out = ok(run(
        &home,
        &[
            "catalog",
            "diff",
            "bundled",
            pack.to_str().unwrap(),
            "--json",
        ],
    ));
    let diff: Value = serde_json::from_str(&out).unwrap();
    let bundled = Catalog::bundled().unwrap();
    assert_eq!(diff["from"], bundled.id());
    assert_eq!(diff["to"], "2026-12-01");
    let changes = diff["changes"].as_array().unwrap();
    let find = |kind: &str, id: &str| -> &Value {
        changes
            .iter()
            .find(|c| c["kind"] == kind && c["id"] == id)
            .unwrap_or_else(|| panic!("no change of {kind} {id}: {diff}"))
    };
    let lips = find("model", "loose-lips");
    assert_eq!(lips["change"], "changed");
    assert_eq!(lips["fields"], json!({"reputation": [50, 60]}));
    assert_eq!(
        find("model", "batman-bushi")["fields"],
        json!({"eternal": [false, true]})
    );
    let beast = &find("model", "beast-boy-tiger-teen-titans")["fields"]["affiliations"];
    assert_eq!(beast[1].as_array().unwrap().last().unwrap(), "Doom Patrol");
    assert_eq!(
        find("model", "penguin-thug-1")["fields"]["traits"][0][0],
        "Laser Sight"
    );
    let robin = find("model", "robin-1997");
    assert_eq!(robin["change"], "renamed");
    assert_eq!(robin["to_id"], "robin-the-boy-wonder-1997");
    assert!(robin.get("fields").is_none(), "{robin}");
    assert_eq!(find("model", "hellfire-cultist-1")["change"], "added");
    assert_eq!(find("model", "street-jester-2")["change"], "removed");
    let flashlight = &find("equipment", "gcpd-flashlight")["fields"]["funding"];
    assert_eq!(
        flashlight[1].as_u64(),
        flashlight[0].as_u64().map(|f| f + 5)
    );
    let card = support::packs::first_deck_card("night-patrol.json");
    let vp = &find("card", &card)["fields"]["victory_points"];
    assert_eq!(vp[1].as_u64(), vp[0].as_u64().map(|v| v + 1));
    // Nothing else changed: every entry above, and no more. (The card tied to Robin
    // (1997) only follows its new id: the same card.)
    assert_eq!(changes.len(), 9, "{diff}");
    // Each entry has exactly the fields of the contract.
    for c in changes {
        let mut keys: Vec<&str> = c.as_object().unwrap().keys().map(String::as_str).collect();
        keys.sort_unstable();
        let expected: &[&str] = match c["change"].as_str().unwrap() {
            "changed" => &["change", "fields", "id", "kind"],
            "renamed" if c.get("fields").is_some() => &["change", "fields", "id", "kind", "to_id"],
            "renamed" => &["change", "id", "kind", "to_id"],
            _ => &["change", "id", "kind"],
        };
        assert_eq!(keys, expected, "{c}");
    }
    assert_eq!(
        diff["unchecked_traits"],
        json!([{"trait": "Hellfire Pact (Unbound", "models": ["hellfire-cultist-1"]}])
    );
}

#[test]
fn the_change_list_in_a_players_words() {
    let dir = tempfile::tempdir().unwrap();
    let pack = december_pack(dir.path());
    let out = ok(run(
        &dir.path().join("home"),
        &["catalog", "diff", "bundled", pack.to_str().unwrap()],
    ));
    for said in [
        "Profiles changed (4):",
        "  Loose Lips: Rep 50 → 60",
        "  Batman (Bushi): now Eternal",
        "now also Doom Patrol",
        "  Penguin Thug 1: loses Laser Sight",
        "Profiles given a new id (1):\n  Robin (1997) (new id robin-the-boy-wonder-1997)",
        "New profiles (1):\n  Hellfire Cultist 1",
        "Profiles removed (1):\n  Street Jester 2",
        "Shown, not checked by this version:",
        "Hellfire Pact (Unbound: hellfire-cultist-1",
    ] {
        assert!(out.contains(said), "{said:?} not in:\n{out}");
    }
}

#[test]
fn a_diff_of_a_catalog_with_itself_is_empty_and_folders_and_packs_compare_alike() {
    let dir = tempfile::tempdir().unwrap();
    let mut data = Data::bundled(&dir.path().join("data"));
    december(&mut data);
    let pack = dir.path().join("p.json");
    data.build("2026-12-01", &DECEMBER_RENAMED, &pack);
    let from_pack = pack_catalog(&pack);
    assert!(update::diff(&from_pack, &from_pack).changes.is_empty());
    // The folder names no renames (it has no manifest): Robin is removed and added, and
    // the card tied to it changes profile.
    let folder = storage::read_catalog(&dir.path().join("data")).unwrap();
    let bundled = Catalog::bundled().unwrap();
    let by_folder = update::diff(&bundled, &folder);
    assert!(matches!(
        by_folder.of(Kind::Model, "robin-1997").unwrap().how,
        How::Removed
    ));
    assert_eq!(
        by_folder.changes.len(),
        update::diff(&bundled, &from_pack).changes.len() + 2
    );
}

// --- Crews under a new catalog --------------------------------------------------------

#[test]
fn crews_whose_verdict_rep_or_funding_change_each_say_why() {
    let dir = tempfile::tempdir().unwrap();
    let new = pack_catalog(&december_pack(dir.path()));
    let old = Catalog::bundled().unwrap();
    let changes = update::diff(&old, &new);
    let impact_of = |file: &str| {
        impact(
            &support::example_crew(file),
            &old,
            &new,
            &changes,
            Scope::Full,
        )
    };

    let lounge = impact_of("the-iceberg-lounge.json").expect("The Iceberg Lounge changes");
    let lines = words::update::impact(&lounge);
    assert!(
        lines.contains(&"because: Loose Lips: Rep 50 → 60".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"the crew is now 454 of 450 Rep (was 444)".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"now breaks 1 rule".to_owned()),
        "{lines:#?}"
    );

    let patrol = impact_of("night-patrol.json").expect("Night Patrol changes");
    let lines = words::update::impact(&patrol);
    assert!(
        lines.contains(&"because: Batman (Bushi): now Eternal".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Robin (1997): now has the id")),
        "{lines:#?}"
    );
    assert!(
        lines.iter().any(|l| l.contains("$")),
        "the flashlight: {lines:#?}"
    );
    assert!(lines.iter().any(|l| l.starts_with("deck: ")), "{lines:#?}");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("because: now broken: ") && l.contains("Eternal")),
        "{lines:#?}"
    );

    let court = impact_of("clown-princes-court.json").expect("Clown Prince's Court changes");
    let lines = words::update::impact(&court);
    assert!(
        lines.contains(&"Street Jester 2: removed from the catalog".to_owned()),
        "{lines:#?}"
    );
    // The League of Shadows keeps its verdict, Rep and $: not listed.
    assert_eq!(impact_of("league-of-shadows.json"), None);
}

#[test]
fn a_member_the_catalog_lacks_is_kept_under_its_saved_name_with_a_violation() {
    let dir = tempfile::tempdir().unwrap();
    let new = pack_catalog(&december_pack(dir.path()));
    let mut court = support::example_crew("clown-princes-court.json");
    court.stamp(&Catalog::bundled().unwrap());
    let file = dir.path().join("court.json");
    storage::save_crew(&file, &court).unwrap();

    let read = storage::load_crew(&file).unwrap();
    assert_eq!(read.members.len(), court.members.len());
    let report = validate(&read, &new);
    let missing = report
        .violations
        .iter()
        .find(|v| v.code == Code::UnknownModel)
        .expect("the missing member is reported");
    assert!(
        rules::violation(missing)
            .starts_with("Street Jester 2 ('street-jester-2') is not in this catalog (2026-12-01)"),
        "{}",
        rules::violation(missing)
    );
    // Saved again under the new catalog, the member stays, with its saved name.
    let mut again = read.clone();
    again.stamp(&new);
    storage::save_crew(&file, &again).unwrap();
    let kept = storage::load_crew(&file).unwrap();
    let jester = kept
        .members
        .iter()
        .find(|m| m.model == "street-jester-2")
        .unwrap();
    assert_eq!(jester.alias.as_deref(), Some("Street Jester 2"));
    assert_eq!(kept.catalog.as_deref(), Some("2026-12-01"));
}

#[test]
fn a_renamed_profile_is_read_under_its_new_id_and_the_file_changes_only_when_saved() {
    let dir = tempfile::tempdir().unwrap();
    let pack = december_pack(dir.path());
    let home = dir.path().join("home");
    let file = dir.path().join("patrol.json");
    fs::copy("crews/night-patrol.json", &file).unwrap();
    let before = fs::read_to_string(&file).unwrap();

    let mut crew = storage::load_crew(&file).unwrap();
    let renamed = follow_renames(&mut crew, &pack_catalog(&pack));
    assert_eq!(renamed.len(), 1);
    assert_eq!(renamed[0].from, "robin-1997");
    assert_eq!(crew.members[1].model, "robin-the-boy-wonder-1997");

    let out = stdout(&run(
        &home,
        &[
            "--data",
            pack.to_str().unwrap(),
            "validate",
            file.to_str().unwrap(),
        ],
    ));
    assert!(
        out.contains("renamed: robin-1997 is read as robin-the-boy-wonder-1997"),
        "{out}"
    );
    assert_eq!(fs::read_to_string(&file).unwrap(), before);
}

#[test]
fn validate_says_what_changed_since_the_catalog_a_crew_was_saved_with() {
    let dir = tempfile::tempdir().unwrap();
    let pack = december_pack(dir.path());
    let home = dir.path().join("home");
    let mut lounge = support::example_crew("the-iceberg-lounge.json");
    lounge.stamp(&Catalog::bundled().unwrap());
    let file = dir.path().join("lounge.json");
    storage::save_crew(&file, &lounge).unwrap();
    ok(run(&home, &["catalog", "install", pack.to_str().unwrap()]));

    let output = run(&home, &["validate", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let out = stdout(&output);
    assert!(out.contains("454/450 Rep"), "{out}");
    assert!(
        out.contains(
            "catalog: saved with bundled-2026-11-23, checked with 2026-12-01; since then:"
        ),
        "{out}"
    );
    assert!(
        out.contains("    because: Loose Lips: Rep 50 → 60"),
        "{out}"
    );

    let json: Value = serde_json::from_str(&stdout(&run(
        &home,
        &["validate", "--json", file.to_str().unwrap()],
    )))
    .unwrap();
    let catalog = &json[0]["catalog"];
    assert_eq!(catalog["saved_with"], "bundled-2026-11-23");
    assert_eq!(catalog["in_use"], "2026-12-01");
    assert!(
        catalog["changes"]
            .as_array()
            .unwrap()
            .contains(&json!("Loose Lips: Rep 50 → 60")),
        "{catalog}"
    );
    // The outcome: Rep and the verdict changed, $ did not, and why.
    assert_eq!(
        catalog["outcome"]["valid"],
        json!([true, false]),
        "{catalog}"
    );
    assert_eq!(
        catalog["outcome"]["reputation"],
        json!([444, 454]),
        "{catalog}"
    );
    assert!(catalog["outcome"].get("funding").is_none(), "{catalog}");
    assert!(
        catalog["outcome"]["reasons"]
            .as_array()
            .unwrap()
            .contains(&json!("Loose Lips: Rep 50 → 60")),
        "{catalog}"
    );
    // The bundled Since agrees with the command line.
    let since = Since::of(
        &lounge,
        &Catalog::bundled().unwrap(),
        &pack_catalog(&pack),
        Scope::Full,
    );
    assert_eq!(
        json!(words::update::since_changes(&since)),
        catalog["changes"]
    );
    let impact = since.impact.expect("the crew's outcome changed");
    assert_eq!(
        json!(words::update::reasons(&impact)),
        catalog["outcome"]["reasons"]
    );
}

// --- Install, pin, roll back ------------------------------------------------------------

#[test]
fn install_list_use_and_roll_back_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let pack = december_pack(dir.path());
    let home = dir.path().join("home");
    let lounge = "crews/the-iceberg-lounge.json";
    assert_eq!(active(&home), "bundled");
    assert_eq!(run(&home, &["validate", lounge]).status.code(), Some(0));

    let out = ok(run(&home, &["catalog", "install", pack.to_str().unwrap()]));
    assert!(out.contains("Installed the catalog 2026-12-01"), "{out}");
    assert_eq!(catalog_files(&home), ["2026-12-01.json", "active.json"]);
    assert_eq!(active(&home), "2026-12-01");
    // Every command uses the catalog in use from now on, unless --data says otherwise.
    assert_eq!(run(&home, &["validate", lounge]).status.code(), Some(1));
    assert_eq!(
        run(&home, &["--data", "data", "validate", lounge])
            .status
            .code(),
        Some(0)
    );
    let list = ok(run(&home, &["catalog", "list"]));
    assert!(list.contains("* 2026-12-01"), "{list}");

    ok(run(&home, &["catalog", "use", "previous"]));
    assert_eq!(active(&home), "bundled");
    assert_eq!(run(&home, &["validate", lounge]).status.code(), Some(0));
    ok(run(&home, &["catalog", "use", "2026-12-01"]));
    assert_eq!(active(&home), "2026-12-01");
    ok(run(&home, &["catalog", "use", "bundled"]));
    assert_eq!(active(&home), "bundled");
    // Installing the same pack again only chooses it; nothing is copied twice.
    ok(run(&home, &["catalog", "install", pack.to_str().unwrap()]));
    assert_eq!(active(&home), "2026-12-01");
    assert_eq!(catalog_files(&home), ["2026-12-01.json", "active.json"]);

    let unknown = run(&home, &["catalog", "use", "2099-01-01"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(stderr(&unknown).contains("no catalog 2099-01-01 is installed"));
    assert_eq!(active(&home), "2026-12-01");
}

#[test]
fn install_and_use_are_refused_while_a_window_holds_the_folder_or_a_match_is_open() {
    let dir = tempfile::tempdir().unwrap();
    let pack = december_pack(dir.path());
    let home = dir.path().join("home");
    {
        let storage::Claim::Held(_lock) = storage::lock_folder(&home).unwrap() else {
            panic!("the fresh folder is free");
        };
        let refused = run(&home, &["catalog", "install", pack.to_str().unwrap()]);
        assert_eq!(refused.status.code(), Some(2));
        assert!(
            stderr(&refused).contains("window has the data folder"),
            "{}",
            stderr(&refused)
        );
        assert_eq!(catalog_files(&home), Vec::<String>::new());
    }
    let autosave = home.join("match").join("autosave.json");
    fs::create_dir_all(autosave.parent().unwrap()).unwrap();
    storage::save_match(&autosave, &support::finished_record()).unwrap();
    let refused = run(&home, &["catalog", "use", "bundled"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        stderr(&refused).contains("a match is in progress"),
        "{}",
        stderr(&refused)
    );
    fs::remove_file(&autosave).unwrap();
    ok(run(&home, &["catalog", "install", pack.to_str().unwrap()]));
}

#[test]
fn a_kill_during_install_leaves_the_previous_catalog_and_no_half_pack() {
    let dir = tempfile::tempdir().unwrap();
    let pack = december_pack(dir.path());
    let home = dir.path().join("home");
    // Killed at many moments of an install (one takes about 10 ms here): before, while
    // the pack is read, written, before or after it is chosen. Whatever the moment, the
    // catalog in use loads, it is the old one or the new one, and what is in the
    // folder is whole.
    for step in 0u64..40 {
        let delay = std::time::Duration::from_micros(step * 400);
        let _ = fs::remove_dir_all(&home);
        let mut child = Command::new(env!("CARGO_BIN_EXE_gotham-companion"))
            .args(["catalog", "install", pack.to_str().unwrap()])
            .env(storage::HOME_ENV, &home)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(delay);
        let _ = child.kill();
        let _ = child.wait();
        let in_use = active(&home);
        assert!(in_use == "bundled" || in_use == "2026-12-01", "{in_use}");
        let dir = home.join("catalogs");
        for name in catalog_files(&home) {
            if name.ends_with(".tmp") {
                // A killed write's leftover: never read, and removed by the next window.
                continue;
            }
            let path = dir.join(&name);
            if name == storage::ACTIVE_FILE {
                storage::read_active(&dir).unwrap();
            } else {
                storage::read_pack(&path).unwrap_or_else(|r| panic!("{delay:?}: {r}"));
            }
        }
        // The window's tidy-up removes a killed write's leftovers once its writer is gone.
        storage::remove_stale_temporaries(&dir).unwrap();
        assert!(
            catalog_files(&home).iter().all(|n| !n.ends_with(".tmp")),
            "{:?}",
            catalog_files(&home)
        );
    }
}

// --- Refused packs ------------------------------------------------------------------------

/// Installs `pack` in a fresh `home` with the December pack in use, and expects a
/// refusal naming `says`, with nothing changed.
fn refused(dir: &Path, pack: &Path, says: &str) {
    let home = dir.join(format!(
        "home-{}",
        pack.file_name().unwrap().to_string_lossy()
    ));
    let good = december_pack(&dir.join("good"));
    ok(run(&home, &["catalog", "install", good.to_str().unwrap()]));
    let before = catalog_files(&home);
    let output = run(&home, &["catalog", "install", pack.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2), "{}", stdout(&output));
    assert!(
        stderr(&output).contains(says),
        "{says:?} not in {}",
        stderr(&output)
    );
    assert_eq!(catalog_files(&home), before);
    assert_eq!(active(&home), "2026-12-01");
}

#[test]
fn a_damaged_pack_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let text = fs::read_to_string(december_pack(&dir.path().join("src"))).unwrap();
    let damaged = dir.path().join("damaged.json");
    fs::write(&damaged, &text[..text.len() / 2]).unwrap();
    refused(dir.path(), &damaged, "line");
}

#[test]
fn a_pack_of_a_newer_format_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let text = fs::read_to_string(december_pack(&dir.path().join("src"))).unwrap();
    let newer = dir.path().join("newer.json");
    fs::write(&newer, text.replacen("\"version\": 1", "\"version\": 7", 1)).unwrap();
    refused(dir.path(), &newer, "written by a newer Gotham Companion");
}

#[test]
fn a_pack_whose_catalog_fails_its_check_is_refused_problem_by_problem() {
    let dir = tempfile::tempdir().unwrap();
    let mut data = Data::bundled(&dir.path().join("data"));
    data.model("loose-lips")["rivals"] = json!(["Martians"]);
    data.duplicate("penguin-thug-1");
    // The build refuses it...
    let report = data.pack_text("2026-12-02", &[]).unwrap_err();
    assert!(report.contains("Martians"), "{report}");
    assert!(
        report.contains("'penguin-thug-1' appears more than once"),
        "{report}"
    );
    // ...and so does install, for a pack made by hand.
    let good = fs::read_to_string(december_pack(&dir.path().join("src"))).unwrap();
    let broken = dir.path().join("broken.json");
    fs::write(
        &broken,
        good.replacen("\"rivals\":[]", "\"rivals\":[\"Martians\"]", 1),
    )
    .unwrap();
    refused(dir.path(), &broken, "Martians");
    let check = run(
        &dir.path().join("h"),
        &["catalog", "check", broken.to_str().unwrap()],
    );
    assert_eq!(check.status.code(), Some(1));
    assert!(
        stderr(&check).contains("1 problem:\n  - "),
        "{}",
        stderr(&check)
    );
}

#[test]
fn a_pack_that_renumbers_crew_codes_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut data = Data::bundled(&dir.path().join("data"));
    let models = data.numbers()["models"].as_array_mut().unwrap();
    models.swap(0, 1);
    let report = data.pack_text("2026-12-03", &[]).unwrap_err();
    assert!(
        report.contains("crew codes would change meaning"),
        "{report}"
    );
    // A pack whose numbers were changed after it was built.
    let good = fs::read_to_string(december_pack(&dir.path().join("src"))).unwrap();
    let bundled = Catalog::bundled().unwrap();
    let first = bundled.code_numbers().models.id(0).unwrap().to_owned();
    let renumbered = dir.path().join("renumbered.json");
    let numbers = good.find("\"code_numbers\"").unwrap();
    let (data, codes) = good.split_at(numbers);
    let codes = codes.replacen(&format!("\"{first}\""), "\"someone-else\"", 1);
    fs::write(&renumbered, format!("{data}{codes}")).unwrap();
    refused(dir.path(), &renumbered, "crew codes would change meaning");
}

#[test]
fn a_pack_over_64_mib_is_refused_before_it_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let huge = dir.path().join("huge.json");
    let file = fs::File::create(&huge).unwrap();
    file.set_len(64 * 1024 * 1024 + 1).unwrap();
    refused(dir.path(), &huge, "larger than a catalog pack file can be");
}

// --- Codes and unknown traits -------------------------------------------------------------

#[test]
fn crew_codes_keep_their_meaning_across_packs_and_new_profiles_get_numbers() {
    let dir = tempfile::tempdir().unwrap();
    let new = pack_catalog(&december_pack(dir.path()));
    let bundled = Catalog::bundled().unwrap();
    let lounge = support::example_crew("the-iceberg-lounge.json");
    let made = code::encode(&lounge, &bundled).unwrap();
    assert_eq!(code::encode(&lounge, &new).unwrap(), made);
    assert_eq!(code::decode(&made, &new).unwrap(), lounge);
    // A crew with the new profile has a code under the pack, which the bundled catalog
    // reads as made by a newer app.
    let mut cult = lounge.clone();
    cult.members[10].model = "hellfire-cultist-1".into();
    let newer = code::encode(&cult, &new).unwrap();
    assert_eq!(code::decode(&newer, &new).unwrap(), cult);
    let error = code::decode(&newer, &bundled).unwrap_err();
    let said = gotham_companion::words::code::crew_code(&error);
    assert!(said.contains("newer Gotham Companion"), "{said}");
}

#[test]
fn a_trait_the_engine_has_never_seen_is_shown_and_a_malformed_known_one_fails() {
    let dir = tempfile::tempdir().unwrap();
    let new = pack_catalog(&december_pack(dir.path()));
    let cultist = new.model("hellfire-cultist-1").unwrap();
    assert!(
        cultist
            .traits
            .contains(&"Hellfire Pact (Unbound".to_owned())
    );
    let mut data = Data::bundled(&dir.path().join("data"));
    data.model("penguin-thug-1")["traits"]
        .as_array_mut()
        .unwrap()
        .push(json!("Minion (3"));
    let report = data.pack_text("2026-12-04", &[]).unwrap_err();
    assert!(report.contains("Minion (3"), "{report}");
}

#[test]
fn a_chosen_catalog_whose_pack_is_gone_gives_way_to_the_bundled_one_and_says_so() {
    let home = tempfile::tempdir().unwrap();
    let dir = home.path().join("catalogs");
    fs::create_dir_all(&dir).unwrap();
    let chosen = json!({
        "format": storage::ACTIVE_FORMAT,
        "version": storage::ACTIVE_VERSION,
        "active": "december-2026",
    });
    fs::write(dir.join(storage::ACTIVE_FILE), chosen.to_string()).unwrap();
    let (catalog, why) = storage::load_active(&dir).unwrap();
    assert_eq!(catalog.id(), Catalog::bundled().unwrap().id());
    let why = why.expect("a reason");
    assert_eq!(why, storage::Unusable::NotInstalled("december-2026".into()));
    // Said in the language of whoever shows it.
    assert_eq!(why.to_string(), "no catalog december-2026 is installed");
    let said = words::within(words::Language::Spanish, || why.to_string());
    assert_eq!(said, "el catálogo december-2026 no está instalado");
    // The command line warns, and goes on with the bundled catalog.
    let output = run(home.path(), &["validate", "crews/night-patrol.json"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        stderr(&output).contains(
            "warning: the catalog in use cannot be loaded, so the bundled one is used: no catalog december-2026 is installed"
        ),
        "{}",
        stderr(&output)
    );
    // Asked for by name, it is refused with where to look.
    let output = run(home.path(), &["catalog", "use", "december-2026"]);
    assert!(!output.status.success());
    assert!(
        stderr(&output)
            .contains("no catalog december-2026 is installed (catalog list shows those that are)"),
        "{}",
        stderr(&output)
    );
}
