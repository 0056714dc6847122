//! Files as a careless or hostile user hands them to the loaders: FIFOs, devices,
//! folders, files too large to be what they claim, byte order marks, ids of ten
//! thousand characters. Every one ends in a one-line refusal naming the file, or loads.

mod support;

use gotham_companion::bmg::{Code, Crew, Member, Rank, validate};
use gotham_companion::storage::{self, CATALOG_FILE_CAP, CREW_FILE_CAP, MATCH_FILE_CAP};
use gotham_companion::words::rules;
use std::fs;
use std::path::Path;
use std::sync::mpsc;
use std::time::Duration;
use support::fifo;

/// A generous bound for a load that must not block: it returns at all, or it hangs.
const RETURNS_AT_ALL: Duration = Duration::from_secs(60);

/// Runs `load` on its own thread and returns its result, failing the test when it
/// does not return at all (a read blocked on a FIFO).
fn returns<T: Send + 'static>(load: impl FnOnce() -> T + Send + 'static) -> T {
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = send.send(load());
    });
    receive
        .recv_timeout(RETURNS_AT_ALL)
        .expect("the load returned instead of blocking")
}

/// A sparse file of `len` bytes: as large as wanted, written in no time.
fn sparse(path: &Path, len: u64) {
    fs::File::create(path).unwrap().set_len(len).unwrap();
}

/// The error of a failed load, checked to be one line naming `path`.
fn one_line_naming<T: std::fmt::Debug, E: std::fmt::Display + std::fmt::Debug>(
    result: Result<T, E>,
    path: &Path,
) -> String {
    let error = format!("{:#}", result.unwrap_err());
    assert!(!error.contains('\n'), "one line: {error}");
    assert!(error.contains(&path.display().to_string()), "{error}");
    error
}

fn night_patrol_text() -> String {
    fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("crews/night-patrol.json"))
        .unwrap()
}

/// A match of two example crews, saved, as text.
fn match_text() -> String {
    let setup = support::unshuffled_setup("night-patrol.json", "league-of-shadows.json");
    let record = gotham_companion::bmg::tracker::MatchRecord::new(setup);
    storage::match_to_json(&record)
}

/// The bundled catalog copied into a folder of its own.
fn catalog_copy() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for entry in fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("data")).unwrap() {
        let path = entry.unwrap().path();
        fs::copy(&path, dir.path().join(path.file_name().unwrap())).unwrap();
    }
    dir
}

#[test]
fn a_fifo_as_a_crew_file_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let Some(path) = fifo(&dir.path().join("crew.json")) else {
        return;
    };
    let loaded = returns({
        let path = path.clone();
        move || storage::load_crew(&path)
    });
    let error = one_line_naming(loaded, &path);
    assert!(error.contains("FIFO"), "{error}");
}

#[test]
fn a_fifo_as_a_match_file_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let Some(path) = fifo(&dir.path().join("autosave.json")) else {
        return;
    };
    let loaded = returns({
        let path = path.clone();
        move || storage::load_match(&path)
    });
    one_line_naming(loaded, &path);
}

#[test]
fn a_fifo_among_the_saved_crews_is_listed_as_unreadable() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("night-patrol.json"), night_patrol_text()).unwrap();
    if fifo(&dir.path().join("pipe.json")).is_none() {
        return;
    }
    let listed = returns({
        let dir = dir.path().to_path_buf();
        move || storage::list_crews(&dir)
    })
    .unwrap();
    assert_eq!(listed.len(), 2);
    assert!(listed[0].crew.is_ok());
    let error = listed[1].crew.as_ref().unwrap_err().to_string();
    assert!(
        error.contains("pipe.json") && error.contains("FIFO"),
        "{error}"
    );
}

#[test]
fn dev_zero_is_refused_as_a_device() {
    let zero = Path::new("/dev/zero");
    if !zero.exists() {
        eprintln!("no /dev/zero here: skipping");
        return;
    }
    let error = one_line_naming(storage::load_crew(zero), zero);
    assert!(error.contains("a device, not a crew file"), "{error}");
    let error = one_line_naming(storage::load_match(zero), zero);
    assert!(error.contains("a device, not a match file"), "{error}");
}

#[test]
fn a_folder_is_refused_as_a_crew_file() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("crew.json");
    fs::create_dir(&folder).unwrap();
    let error = one_line_naming(storage::load_crew(&folder), &folder);
    assert!(error.contains("a folder, not a crew file"), "{error}");
}

#[test]
fn a_crew_file_over_the_cap_is_refused_unread() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("huge.json");
    sparse(&path, CREW_FILE_CAP + 1);
    let error = one_line_naming(storage::load_crew(&path), &path);
    assert!(error.contains("larger than a crew file can be"), "{error}");
}

#[test]
fn a_crew_file_at_the_cap_is_read() {
    // At the cap it is read (and then fails as JSON: it is all zero bytes).
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("large.json");
    sparse(&path, CREW_FILE_CAP);
    let error = one_line_naming(storage::load_crew(&path), &path);
    assert!(error.contains("line 1, column 1"), "{error}");
}

#[test]
fn a_match_file_over_the_cap_is_refused_unread() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("autosave.json");
    sparse(&path, MATCH_FILE_CAP + 1);
    let error = one_line_naming(storage::load_match(&path), &path);
    assert!(error.contains("larger than a match file can be"), "{error}");
}

#[test]
fn a_catalog_file_over_the_cap_is_refused_unread() {
    let dir = catalog_copy();
    let models = dir.path().join("models.json");
    sparse(&models, CATALOG_FILE_CAP + 1);
    let report = storage::read_catalog(dir.path()).unwrap_err().to_string();
    assert!(report.contains("models.json"), "{report}");
    assert!(
        report.contains("larger than a catalog file can be"),
        "{report}"
    );
}

#[test]
fn a_fifo_in_a_catalog_folder_is_refused_at_once() {
    let dir = catalog_copy();
    let rulesets = dir.path().join("rulesets.json");
    fs::remove_file(&rulesets).unwrap();
    if fifo(&rulesets).is_none() {
        return;
    }
    let read = returns({
        let dir = dir.path().to_path_buf();
        move || {
            storage::read_catalog(&dir)
                .map(|_| ())
                .map_err(|r| r.to_string())
        }
    });
    let report = read.unwrap_err();
    assert!(
        report.contains("rulesets.json") && report.contains("FIFO"),
        "{report}"
    );
}

#[test]
fn a_crew_file_with_a_byte_order_mark_loads() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("windows.json");
    fs::write(&path, format!("\u{feff}{}", night_patrol_text())).unwrap();
    let crew = storage::load_crew(&path).unwrap();
    assert_eq!(crew.name, "Night Patrol");
}

#[test]
fn a_match_file_with_a_byte_order_mark_loads() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("autosave.json");
    fs::write(&path, format!("\u{feff}{}", match_text())).unwrap();
    let record = storage::load_match(&path).unwrap();
    assert_eq!(record.setup.players[0].name, "Ann");
}

#[test]
fn a_catalog_file_with_a_byte_order_mark_loads() {
    let dir = catalog_copy();
    let models = dir.path().join("models.json");
    let text = fs::read_to_string(&models).unwrap();
    fs::write(&models, format!("\u{feff}{text}")).unwrap();
    let catalog = storage::read_catalog(dir.path()).unwrap();
    assert!(catalog.model("batman-bushi").is_some());
}

#[test]
fn a_byte_order_mark_elsewhere_than_the_start_is_still_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("odd.json");
    fs::write(&path, format!("\u{feff}\u{feff}{}", night_patrol_text())).unwrap();
    one_line_naming(storage::load_crew(&path), &path);
}

#[test]
fn a_crew_file_that_is_not_utf8_is_refused_with_the_byte() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("latin1.json");
    fs::write(&path, b"{\"name\": \"Caf\xe9\"}").unwrap();
    let error = one_line_naming(storage::load_crew(&path), &path);
    assert!(error.contains("byte 14 is not UTF-8"), "{error}");
}

/// The longest line of a validation's messages.
fn longest_message(crew: &Crew) -> usize {
    let report = validate(crew, &support::catalog());
    assert!(!report.violations.is_empty());
    report
        .violations
        .iter()
        .map(|v| rules::violation(v).chars().count())
        .max()
        .unwrap_or(0)
}

#[test]
fn a_10000_character_unknown_model_id_gives_a_short_message() {
    let long = "m".repeat(10_000);
    let mut crew = Crew::new("Long", "rulebook", 350);
    crew.members.push(Member {
        boss: true,
        ..Member::new("batman-bushi", Rank::Leader)
    });
    crew.members.push(Member::new(&long, Rank::Henchman));
    let report = validate(&crew, &support::catalog());
    let unknown = report
        .violations
        .iter()
        .find(|v| v.code == Code::UnknownModel)
        .expect("the unknown model is reported");
    assert!(
        rules::violation(unknown).contains("mmm…'"),
        "{}",
        rules::violation(unknown)
    );
    assert!(longest_message(&crew) < 200);
}

#[test]
fn a_10000_character_unknown_card_or_item_gives_a_short_message() {
    let long = "c".repeat(10_000);
    let mut crew = Crew::new("Long", "rulebook", 350);
    crew.members.push(Member {
        boss: true,
        equipment: vec![long.clone()],
        ..Member::new("batman-bushi", Rank::Leader)
    });
    crew.objective_deck = vec![long.clone()];
    crew.ruleset = long;
    assert!(longest_message(&crew) < 300);
}

#[test]
fn a_10000_character_rank_gives_a_short_parse_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("rank.json");
    let text =
        night_patrol_text().replacen("\"Leader\"", &format!("\"{}\"", "r".repeat(10_000)), 1);
    fs::write(&path, text).unwrap();
    let error = one_line_naming(storage::load_crew(&path), &path);
    assert!(error.chars().count() < 400, "{error}");
    assert!(error.contains("rrr…"), "{error}");
}

#[test]
fn a_10000_character_format_gives_a_short_message() {
    let text = format!("{{\"format\": \"{}\", \"version\": 1}}", "f".repeat(10_000));
    let error = format!("{:#}", storage::parse_crew(&text, "odd.json").unwrap_err());
    assert!(error.chars().count() < 200, "{error}");
}

#[test]
fn a_10000_character_id_in_a_catalog_gives_short_problems() {
    let dir = catalog_copy();
    let models = dir.path().join("models.json");
    let text = fs::read_to_string(&models).unwrap();
    let long = "k".repeat(10_000);
    let text = text.replacen("\"rivals\":[]", &format!("\"rivals\":[\"{long}\"]"), 1);
    fs::write(&models, text).unwrap();
    let report = storage::read_catalog(dir.path()).unwrap_err().to_string();
    assert!(report.contains("kkk…"), "{report}");
    assert!(
        report.lines().all(|line| line.chars().count() < 300),
        "{report}"
    );
}
