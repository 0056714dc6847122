//! Catalog packs made to hurt (issue 29's hostile round): a refused install writes
//! nothing, the bundled catalog's id is kept for it, a rename onto a profile the older
//! catalog had compares the right profiles, an unreadable pack exits 2 on `catalog
//! check`, control and direction characters are refused and never printed raw, an
//! error names the record and the field, and a pack that would change what a code made
//! with an installed catalog means is refused.

mod support;

use gotham_companion::bmg::catalog::Catalog;
use gotham_companion::bmg::update::{self, How, Kind};
use gotham_companion::storage;
use serde_json::json;
use std::fs;
use std::process::Output;
use support::packs::{Data, december_pack};
use support::run_in as run;

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_refused_install_writes_nothing_when_the_choice_of_catalog_is_unreadable() {
    let dir = tempfile::tempdir().unwrap();
    let pack = december_pack(dir.path());
    let home = dir.path().join("home");
    let catalogs = home.join("catalogs");
    fs::create_dir_all(&catalogs).unwrap();
    fs::write(catalogs.join("active.json"), "{ not json").unwrap();
    let output = run(&home, &["catalog", "install", pack.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    let left: Vec<_> = fs::read_dir(&catalogs)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left, ["active.json"], "no pack was written");
    assert_eq!(
        fs::read_to_string(catalogs.join("active.json")).unwrap(),
        "{ not json"
    );
}

#[test]
fn the_bundled_catalogs_id_is_kept_for_it() {
    let dir = tempfile::tempdir().unwrap();
    let data = Data::bundled(&dir.path().join("data"));
    let bundled = Catalog::bundled().unwrap().id().to_owned();
    for id in [bundled.as_str(), "bundled-2030-01-01", "Bundled"] {
        let why = data.pack_text(id, &[]).unwrap_err();
        assert!(
            why.contains("names the catalogs bundled with the app"),
            "{id}: {why}"
        );
    }
    // A pack edited by hand to take the bundled id is refused on install.
    let pack = december_pack(dir.path());
    let text = fs::read_to_string(&pack)
        .unwrap()
        .replace("\"id\": \"2026-12-01\"", &format!("\"id\": \"{bundled}\""));
    assert!(text.contains(&bundled));
    fs::write(&pack, text).unwrap();
    let output = run(
        &dir.path().join("home"),
        &["catalog", "install", pack.to_str().unwrap()],
    );
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(
        !dir.path()
            .join("home/catalogs")
            .join(format!("{bundled}.json"))
            .exists()
    );
}

#[test]
fn a_rename_onto_a_profile_the_older_catalog_had_compares_each_with_what_it_became() {
    let dir = tempfile::tempdir().unwrap();
    let mut data = Data::bundled(&dir.path().join("data"));
    data.remove("robin-1997");
    data.model("robin-classic")["reputation"] = json!(57);
    let tied = data.card("character-assistance")["character_card"]["models"]
        .as_array_mut()
        .unwrap();
    tied.retain(|id| id != "robin-1997");
    let pack = dir.path().join("merged.json");
    data.build("2026-12-02", &[("robin-1997", "robin-classic")], &pack);
    let old = Catalog::bundled().unwrap();
    let new = storage::read_pack(&pack).unwrap();
    let changes = update::diff(&old, &new);
    let robin = changes.of(Kind::Model, "robin-1997").unwrap();
    let How::Renamed { to, fields } = &robin.how else {
        panic!("{robin:?}")
    };
    assert_eq!(to, "robin-classic");
    let rep: Vec<_> = fields.iter().filter(|f| f.name == "reputation").collect();
    assert_eq!(
        (rep[0].old.clone(), rep[0].new.clone()),
        (json!(45), json!(57))
    );
    let classic = changes.of(Kind::Model, "robin-classic").unwrap();
    let How::Changed(fields) = &classic.how else {
        panic!("{classic:?}")
    };
    assert_eq!(
        (fields[0].old.clone(), fields[0].new.clone()),
        (json!(50), json!(57))
    );
    // Each profile once.
    for id in ["robin-1997", "robin-classic"] {
        assert_eq!(
            changes.changes.iter().filter(|c| c.id == id).count(),
            1,
            "{id}"
        );
    }
}

#[test]
fn an_unreadable_pack_exits_2_on_check_and_a_failing_one_1() {
    let dir = tempfile::tempdir().unwrap();
    let pack = december_pack(dir.path());
    let text = fs::read_to_string(&pack).unwrap();
    let truncated = dir.path().join("truncated.json");
    fs::write(&truncated, &text[..text.len() / 2]).unwrap();
    let home = dir.path().join("home");
    let output = run(&home, &["catalog", "check", truncated.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    // Readable, but its catalog fails a check.
    let failing = dir.path().join("failing.json");
    fs::write(&failing, text.replace("\"Leader\"", "\"Chief\"")).unwrap();
    let output = run(&home, &["catalog", "check", failing.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
}

#[test]
fn control_and_direction_characters_are_refused_and_never_printed_raw() {
    let dir = tempfile::tempdir().unwrap();
    let mut data = Data::bundled(&dir.path().join("data"));
    data.model("loose-lips")["alias"] = json!("Loose \u{202E}spiL");
    data.model("penguin-thug-1")["name"] = json!("Thug\u{7}");
    let why = data.pack_text("2026-12-03", &[]).unwrap_err();
    assert!(
        why.contains("('loose-lips'), field alias") && why.contains("U+202E"),
        "{why}"
    );
    assert!(
        why.contains("('penguin-thug-1'), field name") && why.contains("U+0007"),
        "{why}"
    );
    assert!(
        !why.contains('\u{202E}') && !why.contains('\u{7}'),
        "{why:?}"
    );
    // A folder is loaded as it is (a maintainer's draft), and printed escaped.
    let diff = |extra: &[&str]| {
        let folder = dir.path().join("data");
        let mut args = vec!["catalog", "diff", "bundled", folder.to_str().unwrap()];
        args.extend_from_slice(extra);
        String::from_utf8(run(&dir.path().join("home"), &args).stdout).unwrap()
    };
    let out = diff(&[]);
    assert!(out.contains("Loose \\u202EspiL"), "{out}");
    assert!(
        !out.contains('\u{202E}') && !out.contains('\u{7}'),
        "{out:?}"
    );
    // Its JSON reads back as the same text.
    let out = diff(&["--json"]);
    assert!(!out.contains('\u{202E}'), "{out:?}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(json.to_string().contains('\u{202E}'));
}

#[test]
fn a_pack_error_names_the_record_and_the_field() {
    let dir = tempfile::tempdir().unwrap();
    let mut data = Data::bundled(&dir.path().join("data"));
    data.model("loose-lips")["reputation"] = json!("fifty");
    let why = data.pack_text("2026-12-04", &[]).unwrap_err();
    assert!(
        why.contains("('loose-lips'), field reputation: invalid type"),
        "{why}"
    );
    assert!(why.contains("models.json: record "), "{why}");
}

#[test]
fn a_pack_that_would_change_what_an_installed_catalogs_codes_mean_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    // December numbers Hellfire Cultist 1 after the app's last profile.
    let december = december_pack(dir.path());
    let installed = run(&home, &["catalog", "install", december.to_str().unwrap()]);
    assert_eq!(installed.status.code(), Some(0), "{}", stderr(&installed));
    // Another pack gives that number to another profile: it extends the app's numbers,
    // but not December's.
    let mut data = Data::bundled(&dir.path().join("other"));
    data.add_like("penguin-thug-1", "penguin-thug-9", "Penguin Thug 9");
    let other = dir.path().join("other.json");
    data.build("2026-12-05", &[], &other);
    let output = run(&home, &["catalog", "install", other.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    let why = stderr(&output);
    assert!(
        why.contains("against 2026-12-01") && why.contains("change meaning"),
        "{why}"
    );
    assert!(!home.join("catalogs/2026-12-05.json").exists());
}
