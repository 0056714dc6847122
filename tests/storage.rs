//! Saved crews: the file format, atomic writes, and bad files left untouched.

mod support;

use gotham_companion::bmg::{Crew, Member, Rank};
use gotham_companion::storage::{self, Staged};
use std::fs;
use std::path::Path;

/// The saved-crew example from the format's specification.
const SPEC_EXAMPLE: &str = r#"{"format": "gotham-companion/crew", "version": 1, "name": "Night Patrol",
 "ruleset": "rulebook", "reputation_limit": 350, "eternal": false,
 "members": [
   {"model": "batman-bushi", "rank": "Leader", "boss": true, "equipment": []},
   {"model": "gcpd-officer-1", "rank": "Henchman", "equipment": ["gcpd-flashlight"]}],
 "objective_deck": []}"#;

fn night_patrol() -> Crew {
    let mut crew = Crew::new("Night Patrol", "rulebook", 350);
    crew.members.push(Member {
        boss: true,
        ..Member::new("batman-bushi", Rank::Leader)
    });
    crew.members.push(Member {
        equipment: vec!["gcpd-flashlight".into()],
        ..Member::new("gcpd-officer-1", Rank::Henchman)
    });
    crew
}

#[test]
fn the_specified_format_parses() {
    let crew = storage::parse_crew(SPEC_EXAMPLE, "example").unwrap();
    assert_eq!(crew, night_patrol());
}

#[test]
fn saving_writes_the_specified_format_in_version_3() {
    let json: serde_json::Value =
        serde_json::from_str(&storage::crew_to_json(&night_patrol())).unwrap();
    // Version 3 writes what version 1 did when the crew records no affiliation, no
    // catalog, and its members no choices and no aliases.
    let spec: serde_json::Value =
        serde_json::from_str(&SPEC_EXAMPLE.replace("\"version\": 1", "\"version\": 3")).unwrap();
    assert_eq!(json, spec);
    // The envelope comes first, so a reader sees what the file is at a glance.
    assert!(
        storage::crew_to_json(&night_patrol())
            .starts_with("{\n  \"format\": \"gotham-companion/crew\",\n  \"version\": 3,")
    );
}

#[test]
fn version_2_records_the_affiliation_played_and_recruit_choices() {
    let mut crew = night_patrol();
    crew.affiliation = Some("GCPD".into());
    crew.members[0]
        .choices
        .insert("i-will-break-you".into(), "close-combat-master".into());
    let text = storage::crew_to_json(&crew);
    assert!(text.contains("\"affiliation\": \"GCPD\""), "{text}");
    assert!(text.contains("\"close-combat-master\""), "{text}");
    assert_eq!(storage::parse_crew(&text, "v2").unwrap(), crew);
}

#[test]
fn version_3_records_the_catalog_and_each_members_alias() {
    let catalog = support::catalog();
    let mut crew = night_patrol();
    crew.stamp(&catalog);
    let text = storage::crew_to_json(&crew);
    assert!(
        text.contains(&format!("\"catalog\": \"{}\"", catalog.id())),
        "{text}"
    );
    assert!(text.contains("\"alias\": \"Batman (Bushi)\""), "{text}");
    assert_eq!(storage::parse_crew(&text, "v3").unwrap(), crew);
    // In a version 2 file such fields are not its own: they are dropped.
    let older = text.replace("\"version\": 3", "\"version\": 2");
    assert_eq!(storage::parse_crew(&older, "v2").unwrap(), night_patrol());
}

#[test]
fn a_version_1_file_migrates_in_memory_and_is_left_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.json");
    // Version 1 knew no played affiliation nor choices: such fields are not its own.
    let text = SPEC_EXAMPLE.replace(
        "\"eternal\": false,",
        "\"eternal\": false, \"affiliation\": \"Joker\",",
    );
    fs::write(&path, &text).unwrap();
    let crew = storage::load_crew(&path).unwrap();
    assert_eq!(crew, night_patrol());
    assert_eq!(crew.affiliation, None);
    assert_eq!(fs::read_to_string(&path).unwrap(), text);
    // Saved by the user, it becomes a version 3 file.
    storage::save_crew(&path, &crew).unwrap();
    assert!(
        fs::read_to_string(&path)
            .unwrap()
            .contains("\"version\": 3")
    );
}

#[test]
fn round_trip_through_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("night-patrol.json");
    let crew = night_patrol();
    storage::save_crew(&path, &crew).unwrap();
    assert_eq!(storage::load_crew(&path).unwrap(), crew);
}

#[test]
fn unknown_ids_load_and_are_kept() {
    let text = SPEC_EXAMPLE
        .replace("gcpd-officer-1", "retired-model")
        .replace("gcpd-flashlight", "old-gadget");
    let crew = storage::parse_crew(&text, "example").unwrap();
    assert_eq!(crew.members[1].model, "retired-model");
    assert_eq!(crew.members[1].equipment, vec!["old-gadget"]);
    // Saved again, nothing is lost.
    let again = storage::parse_crew(&storage::crew_to_json(&crew), "again").unwrap();
    assert_eq!(again, crew);
}

#[test]
fn a_corrupt_file_is_reported_with_file_line_and_column_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("corrupt.json");
    let text = "{\"format\": \"gotham-companion/crew\", \"version\": 1,\n\"name\": \"X\",\n\"reputation_limit\": 35O}\n";
    fs::write(&path, text).unwrap();
    let error = format!("{:#}", storage::load_crew(&path).unwrap_err());
    assert!(error.contains("corrupt.json"), "{error}");
    assert!(error.contains("line 3, column"), "{error}");
    assert_eq!(fs::read_to_string(&path).unwrap(), text);
}

#[test]
fn a_truncated_file_is_reported_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("truncated.json");
    let full = storage::crew_to_json(&night_patrol());
    let cut = &full[..full.len() / 2];
    fs::write(&path, cut).unwrap();
    assert!(storage::load_crew(&path).is_err());
    let listed = storage::list_crews(dir.path()).unwrap();
    assert_eq!(listed.len(), 1);
    assert!(
        listed[0]
            .crew
            .as_ref()
            .unwrap_err()
            .to_string()
            .contains("truncated.json")
    );
    let said = storage::load_crew(&path).unwrap_err().to_string();
    assert!(said.contains(": the file ends too soon"), "{said}");
    // The app will not delete what it cannot read.
    assert!(storage::delete_crew(&path).is_err());
    assert_eq!(fs::read_to_string(&path).unwrap(), cut);
}

#[test]
fn a_wrong_field_type_names_its_position() {
    let text = SPEC_EXAMPLE.replace(
        "\"reputation_limit\": 350",
        "\"reputation_limit\": \"lots\"",
    );
    let error = format!("{:#}", storage::parse_crew(&text, "crew.json").unwrap_err());
    assert!(error.starts_with("crew.json: line 2, column"), "{error}");
    assert!(error.contains("invalid type"), "{error}");
}

#[test]
fn an_unknown_future_version_is_refused() {
    let text = SPEC_EXAMPLE.replace("\"version\": 1", "\"version\": 7");
    let error = format!(
        "{:#}",
        storage::parse_crew(&text, "future.json").unwrap_err()
    );
    assert!(error.contains("newer"), "{error}");
    assert!(error.contains("version 7"), "{error}");
}

#[test]
fn another_kind_of_file_is_refused() {
    let text = SPEC_EXAMPLE.replace("gotham-companion/crew", "gotham-companion/match");
    let error = format!(
        "{:#}",
        storage::parse_crew(&text, "match.json").unwrap_err()
    );
    assert!(
        error.contains("not a 'gotham-companion/crew' file"),
        "{error}"
    );
    let no_envelope = r#"{"name": "X", "reputation_limit": 350}"#;
    let error = format!(
        "{:#}",
        storage::parse_crew(no_envelope, "bare.json").unwrap_err()
    );
    assert!(error.contains("format"), "{error}");
}

#[test]
fn a_crash_between_write_and_rename_keeps_the_old_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("crew.json");
    storage::save_crew(&path, &night_patrol()).unwrap();
    let before = fs::read_to_string(&path).unwrap();

    let mut changed = night_patrol();
    changed.name = "Changed".into();
    let staged = Staged::write(&path, storage::crew_to_json(&changed).as_bytes()).unwrap();
    // The process dies here: no rename, no clean-up.
    std::mem::forget(staged);

    assert_eq!(fs::read_to_string(&path).unwrap(), before);
    assert_eq!(storage::load_crew(&path).unwrap().name, "Night Patrol");
    // The stray temporary file is not mistaken for a crew.
    let listed = storage::list_crews(dir.path()).unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].path, path);
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 2);
}

#[test]
fn an_abandoned_write_cleans_up_after_itself() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("crew.json");
    drop(Staged::write(&path, b"{}").unwrap());
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn a_committed_write_replaces_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("crew.json");
    storage::write_atomic(&path, b"old").unwrap();
    Staged::write(&path, b"new").unwrap().commit().unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), "new");
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
}

#[test]
fn new_crews_get_a_free_file_name() {
    let dir = tempfile::tempdir().unwrap();
    let first = storage::create_crew(dir.path(), &night_patrol()).unwrap();
    let second = storage::create_crew(dir.path(), &night_patrol()).unwrap();
    assert_eq!(first.file_name().unwrap(), "night-patrol.json");
    assert_eq!(second.file_name().unwrap(), "night-patrol-2.json");
    let odd = Crew::new("  ???  ", "rulebook", 350);
    assert_eq!(
        storage::create_crew(dir.path(), &odd)
            .unwrap()
            .file_name()
            .unwrap(),
        "crew.json"
    );
}

#[test]
fn the_crew_list_sorts_by_name_with_unreadable_files_last() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("a-broken.json"), "{").unwrap();
    fs::write(dir.path().join("notes.txt"), "not a crew").unwrap();
    let mut zulu = night_patrol();
    zulu.name = "Zulu".into();
    storage::create_crew(dir.path(), &zulu).unwrap();
    storage::create_crew(dir.path(), &night_patrol()).unwrap();
    let names: Vec<String> = storage::list_crews(dir.path())
        .unwrap()
        .into_iter()
        .map(|f| match f.crew {
            Ok(crew) => crew.name.clone(),
            Err(_) => format!("broken {}", f.path.file_name().unwrap().to_string_lossy()),
        })
        .collect();
    assert_eq!(names, vec!["Night Patrol", "Zulu", "broken a-broken.json"]);
}

#[test]
fn import_copies_a_readable_crew_and_refuses_a_broken_one() {
    let outside = tempfile::tempdir().unwrap();
    let crews = tempfile::tempdir().unwrap();
    let source = outside.path().join("shared.json");
    storage::save_crew(&source, &night_patrol()).unwrap();
    let (path, crew) = storage::import_crew(&source, crews.path()).unwrap();
    assert_eq!(crew, night_patrol());
    assert_eq!(path.parent().unwrap(), crews.path());

    let broken = outside.path().join("broken.json");
    fs::write(&broken, "{\"format\":").unwrap();
    let error = format!(
        "{:#}",
        storage::import_crew(&broken, crews.path()).unwrap_err()
    );
    assert!(error.contains("broken.json"), "{error}");
    assert_eq!(fs::read_dir(crews.path()).unwrap().count(), 1);
}

#[test]
fn delete_removes_a_readable_crew() {
    let dir = tempfile::tempdir().unwrap();
    let path = storage::create_crew(dir.path(), &night_patrol()).unwrap();
    storage::delete_crew(&path).unwrap();
    assert!(!path.exists());
}

#[test]
fn the_example_crews_parse_and_install() {
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(storage::add_example_crews(dir.path()).unwrap(), 4);
    let listed = storage::list_crews(dir.path()).unwrap();
    assert_eq!(listed.len(), 4);
    assert!(listed.iter().all(|f| f.crew.is_ok()));
    assert!(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("crews/night-patrol.json")
            .exists()
    );
}

mod autosave {
    use gotham_companion::bmg::Catalog;
    use gotham_companion::bmg::tracker::{Event, MatchRecord, Player};
    use gotham_companion::storage::{self, Autosave};
    use std::fs;

    fn record() -> MatchRecord {
        let mut record = MatchRecord::new(super::support::unshuffled_setup(
            "night-patrol.json",
            "league-of-shadows.json",
        ));
        record.events = vec![
            Event::GameStarted,
            Event::LeadRolled {
                player: Player::First,
                roll: 4,
            },
            Event::LeadRolled {
                player: Player::Second,
                roll: 2,
            },
        ];
        record
    }

    #[test]
    fn a_saved_match_is_resumed_where_it_stopped() {
        let catalog = Catalog::bundled().unwrap();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("match").join("autosave.json");
        assert!(matches!(
            storage::resume_match(&path, &catalog),
            Autosave::Empty
        ));
        storage::save_match(&path, &record()).unwrap();
        match storage::resume_match(&path, &catalog) {
            Autosave::Resumed(resumed) => {
                assert_eq!(*resumed.record(), record());
                assert_eq!(
                    resumed.state().lead_winner,
                    Some(gotham_companion::bmg::tracker::Player::First)
                );
            }
            other => panic!("expected a resumed match, got {other:?}"),
        }
    }

    #[test]
    fn a_corrupt_autosave_is_set_aside_never_overwritten() {
        let catalog = Catalog::bundled().unwrap();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("autosave.json");
        let damaged = "{\"format\": \"gotham-companion/match\", \"version\": 1, \"setup\": {";
        fs::write(&path, damaged).unwrap();
        match storage::resume_match(&path, &catalog) {
            Autosave::SetAside { error, moved_to } => {
                assert!(error.to_string().contains("autosave.json"), "{error}");
                assert!(!path.exists(), "the damaged file is moved out of the way");
                assert_eq!(
                    fs::read_to_string(&moved_to).unwrap(),
                    damaged,
                    "and kept as it was"
                );
            }
            other => panic!("expected the file set aside, got {other:?}"),
        }
        // The next save writes a fresh file; the damaged one stays.
        storage::save_match(&path, &record()).unwrap();
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 2);
    }

    #[test]
    fn an_autosave_whose_events_no_longer_replay_is_set_aside() {
        let catalog = Catalog::bundled().unwrap();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("autosave.json");
        let mut bad = record();
        bad.events.push(Event::LeadRolled {
            player: Player::First,
            roll: 9,
        });
        storage::save_match(&path, &bad).unwrap();
        match storage::resume_match(&path, &catalog) {
            Autosave::SetAside { error, .. } => {
                assert!(error.to_string().contains("event 4"), "{error}")
            }
            other => panic!("expected the file set aside, got {other:?}"),
        }
    }

    #[test]
    fn opening_a_damaged_autosave_leaves_it_where_it_is() {
        let catalog = Catalog::bundled().unwrap();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("autosave.json");
        fs::write(&path, "{\"format\": ").unwrap();
        match storage::open_match(&path, &catalog) {
            Autosave::Unreadable(error) => {
                assert!(error.to_string().contains("autosave.json"), "{error}")
            }
            other => panic!("expected an unreadable file, got {other:?}"),
        }
        assert_eq!(fs::read_to_string(&path).unwrap(), "{\"format\": ");
    }

    #[test]
    fn a_match_file_from_a_newer_version_is_refused() {
        let current = gotham_companion::bmg::tracker::MATCH_VERSION;
        let text = storage::match_to_json(&record()).replace(
            &format!("\"version\": {current}"),
            &format!("\"version\": {}", current + 1),
        );
        let error = format!("{:#}", storage::parse_match(&text, "m.json").unwrap_err());
        assert!(error.contains("newer"), "{error}");
    }
}

/// The data folder: one process at a time owns it, and what killed writes left is
/// cleared, never what a live write needs.
mod data_folder {
    use gotham_companion::storage::{self, Claim, STALE_AFTER, Staged};
    use std::fs;
    use std::path::Path;
    use std::time::SystemTime;

    #[test]
    fn a_second_lock_on_the_data_folder_is_held_elsewhere() {
        let dir = tempfile::tempdir().unwrap();
        let first = storage::lock_folder(dir.path()).unwrap();
        assert!(matches!(first, Claim::Held(_)));
        // The lock belongs to an open file: a second open conflicts, as a second
        // window (another process) does.
        assert!(matches!(
            storage::lock_folder(dir.path()).unwrap(),
            Claim::HeldElsewhere
        ));
        drop(first);
        assert!(matches!(
            storage::lock_folder(dir.path()).unwrap(),
            Claim::Held(_)
        ));
    }

    #[test]
    fn locking_creates_a_missing_data_folder() {
        let dir = tempfile::tempdir().unwrap();
        let home = dir.path().join("new").join("home");
        assert!(matches!(
            storage::lock_folder(&home).unwrap(),
            Claim::Held(_)
        ));
        assert!(home.join(storage::LOCK_FILE).is_file());
    }

    /// A temporary file named as a killed write of process `pid` would leave it.
    fn leftover(dir: &Path, name: &str, pid: u32) -> std::path::PathBuf {
        let path = dir.join(format!(".{name}.{pid}-0.tmp"));
        fs::write(&path, "half a file").unwrap();
        path
    }

    /// The number of a process that has ended.
    fn ended_process() -> u32 {
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let pid = child.id();
        child.wait().unwrap();
        pid
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn the_leftover_of_an_ended_process_is_removed() {
        let dir = tempfile::tempdir().unwrap();
        let left = leftover(dir.path(), "autosave.json", ended_process());
        assert_eq!(storage::remove_stale_temporaries(dir.path()).unwrap(), 1);
        assert!(!left.exists());
    }

    #[test]
    fn a_recent_temporary_of_a_running_process_is_kept() {
        let dir = tempfile::tempdir().unwrap();
        // This test's own process runs, as does the other window's.
        let ours = leftover(dir.path(), "crew.json", std::process::id());
        let staged = Staged::write(&dir.path().join("other.json"), b"{}").unwrap();
        assert_eq!(storage::remove_stale_temporaries(dir.path()).unwrap(), 0);
        assert!(ours.exists());
        staged.commit().unwrap();
        assert!(dir.path().join("other.json").exists());
    }

    #[test]
    fn an_old_leftover_is_removed_whoever_wrote_it() {
        let dir = tempfile::tempdir().unwrap();
        let left = leftover(dir.path(), "crew.json", std::process::id());
        let long_ago = SystemTime::now() - STALE_AFTER - STALE_AFTER;
        fs::File::options()
            .write(true)
            .open(&left)
            .unwrap()
            .set_modified(long_ago)
            .unwrap();
        assert_eq!(storage::remove_stale_temporaries(dir.path()).unwrap(), 1);
        assert!(!left.exists());
    }

    #[test]
    fn files_not_named_as_ours_are_never_removed() {
        let dir = tempfile::tempdir().unwrap();
        let pid = ended_process();
        let long_ago = SystemTime::now() - STALE_AFTER - STALE_AFTER;
        let names = [
            ".notes.tmp".to_owned(),
            format!("crew.json.{pid}-0.tmp"),
            format!(".crew.json.{pid}.tmp"),
            format!(".crew.json.{pid}-x.tmp"),
            format!(".{pid}-0.tmp"),
            "crew.json".to_owned(),
        ];
        for name in &names {
            let path = dir.path().join(name);
            fs::write(&path, "kept").unwrap();
            fs::File::options()
                .write(true)
                .open(&path)
                .unwrap()
                .set_modified(long_ago)
                .unwrap();
        }
        // A folder named like a leftover is not a file of ours either.
        fs::create_dir(dir.path().join(format!(".crew.json.{pid}-1.tmp"))).unwrap();
        assert_eq!(storage::remove_stale_temporaries(dir.path()).unwrap(), 0);
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), names.len() + 1);
    }

    #[test]
    fn a_missing_folder_has_no_leftovers() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("match");
        assert_eq!(storage::remove_stale_temporaries(&missing).unwrap(), 0);
    }
}
