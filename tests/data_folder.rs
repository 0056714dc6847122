//! The app and its data folder: a second window opens read-only and writes nothing,
//! and what killed writes left behind is cleared when a window that owns it starts.

mod support;

use gotham_companion::app::{self, Access, App, Message, Screen, Shortcut};
use gotham_companion::bmg::tracker::Player;
use gotham_companion::screen::tracker::{self, SetupMessage};
use gotham_companion::screen::{builder, crews};
use gotham_companion::storage;
use iced_test::Error;
use std::fs;
use std::path::Path;
use support::named::{open, press};
use support::{apply, simulator};

/// The names of the files in `dir`, sorted.
fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The status line's error, failing the test when there is none.
fn error_of(app: &App) -> String {
    match app.status() {
        Some(app::Status::Error(error)) => error.text(),
        other => panic!("expected an error, got {other:?}"),
    }
}

/// A read-only window on a folder holding one example crew.
fn read_only_window(dir: &Path) -> App {
    fs::copy("crews/night-patrol.json", dir.join("night-patrol.json")).unwrap();
    support::app_with(dir, Access::ReadOnly)
}

#[test]
fn a_read_only_window_says_so_at_its_top() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let app = read_only_window(dir.path());
    assert!(app.is_read_only());
    simulator(&app).find(app::read_only_banner())?;
    // The crews are read all the same.
    simulator(&app).find("Night Patrol")?;
    Ok(())
}

#[test]
fn a_writing_window_shows_no_banner() {
    let dir = tempfile::tempdir().unwrap();
    let app = support::app(dir.path());
    assert!(!app.is_read_only());
    assert!(simulator(&app).find(app::read_only_banner()).is_err());
}

#[test]
fn a_read_only_window_refuses_to_save_a_crew() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = read_only_window(dir.path());
    apply(&mut app, [Message::ShortcutPressed(Shortcut::NewCrew)]);
    press(&mut app, builder::id::limit(450))?;
    apply(&mut app, [Message::ShortcutPressed(Shortcut::Save)]);
    let error = error_of(&app);
    assert!(
        error.starts_with("Not saved: this window is read-only"),
        "{error}"
    );
    assert!(
        app.builder().unwrap().is_dirty(),
        "the edits are still unsaved"
    );
    assert_eq!(files_in(dir.path()), ["night-patrol.json"]);
    Ok(())
}

#[test]
fn a_read_only_window_refuses_to_delete_duplicate_or_add_examples() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = read_only_window(dir.path());
    let before = fs::read_to_string(dir.path().join("night-patrol.json")).unwrap();
    press(&mut app, crews::id::delete(0))?; // Delete asks first...
    press(&mut app, crews::id::DELETE_CONFIRM)?; // ... and is refused.
    assert!(error_of(&app).contains("read-only"));
    press(&mut app, crews::id::duplicate(0))?;
    assert!(error_of(&app).contains("read-only"));
    assert_eq!(files_in(dir.path()), ["night-patrol.json"]);
    assert_eq!(
        fs::read_to_string(dir.path().join("night-patrol.json")).unwrap(),
        before
    );
    simulator(&app).find("Night Patrol")?;

    let empty = tempfile::tempdir().unwrap();
    let mut app = support::app_with(empty.path(), Access::ReadOnly);
    press(&mut app, crews::id::EXAMPLES)?;
    assert!(error_of(&app).contains("read-only"));
    assert!(files_in(empty.path()).is_empty());
    Ok(())
}

#[test]
fn a_read_only_window_does_not_save_the_match() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    fs::copy(
        "crews/league-of-shadows.json",
        dir.path().join("league-of-shadows.json"),
    )
    .unwrap();
    let mut app = read_only_window(dir.path());
    open(&mut app, Screen::Tracker)?;
    let choices = app.crew_choices().to_vec();
    apply(
        &mut app,
        [
            Message::Tracker(tracker::Message::Setup(SetupMessage::CrewPicked(
                Player::First,
                choices[0].clone(),
            ))),
            Message::Tracker(tracker::Message::Setup(SetupMessage::CrewPicked(
                Player::Second,
                choices[1].clone(),
            ))),
        ],
    );
    press(&mut app, tracker::id::START)?;
    assert!(app.tracker().game().is_some(), "the match is played");
    let error = error_of(&app);
    assert!(
        error.starts_with("The match is not saved: this window is read-only"),
        "{error}"
    );
    assert!(!dir.path().join("match").exists());
    Ok(())
}

#[test]
fn a_read_only_window_leaves_a_damaged_match_save_where_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let autosave = dir.path().join("match").join("autosave.json");
    fs::create_dir_all(autosave.parent().unwrap()).unwrap();
    fs::write(&autosave, "{\"format\": \"gotham-companion/match\", \"ver").unwrap();
    let app = support::app_with(dir.path(), Access::ReadOnly);
    assert!(error_of(&app).contains("leaves it as it is"));
    assert_eq!(files_in(autosave.parent().unwrap()), ["autosave.json"]);
}

#[test]
fn a_window_that_cannot_lock_warns_and_writes() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let lock = dir.path().join(storage::LOCK_FILE);
    let refused = std::io::Error::new(std::io::ErrorKind::Unsupported, "no locks here");
    let why = storage::Trouble::system(storage::Deed::Lock, &lock)(refused);
    let mut app = support::app_with(dir.path(), Access::Unlocked(why));
    let said = error_of(&app);
    assert!(said.contains("could not be locked (cannot lock "), "{said}");
    assert!(said.contains(": no locks here)"), "{said}");
    apply(&mut app, [Message::ShortcutPressed(Shortcut::NewCrew)]);
    press(&mut app, builder::id::limit(450))?;
    apply(&mut app, [Message::ShortcutPressed(Shortcut::Save)]);
    // The crew, and the settings (the open crew) in their own folder.
    assert_eq!(files_in(dir.path()), ["new-crew.json", "settings"]);
    Ok(())
}

/// Leftovers of a killed write of an ended process in the crews, match and archive
/// folders under `dir`, each with a crew or match file beside it.
fn leave_leftovers(dir: &Path) -> [std::path::PathBuf; 3] {
    let archive = dir.join("match").join("archive");
    fs::create_dir_all(&archive).unwrap();
    let mut child = std::process::Command::new("true").spawn().unwrap();
    let pid = child.id();
    child.wait().unwrap();
    fs::copy("crews/night-patrol.json", dir.join("night-patrol.json")).unwrap();
    [
        dir.join(format!(".night-patrol.json.{pid}-0.tmp")),
        dir.join("match")
            .join(format!(".autosave.json.{pid}-3.tmp")),
        archive.join(format!(".match-1.json.{pid}-7.tmp")),
    ]
    .map(|path| {
        fs::write(&path, "half a file").unwrap();
        path
    })
}

#[cfg(target_os = "linux")]
#[test]
fn leftovers_of_killed_writes_are_removed_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let leftovers = leave_leftovers(dir.path());
    let _app = support::app(dir.path());
    for path in &leftovers {
        assert!(!path.exists(), "{} is removed", path.display());
    }
    assert!(dir.path().join("night-patrol.json").exists());
}

#[test]
fn a_read_only_window_removes_no_leftovers() {
    let dir = tempfile::tempdir().unwrap();
    let leftovers = leave_leftovers(dir.path());
    let _app = support::app_with(dir.path(), Access::ReadOnly);
    for path in &leftovers {
        assert!(path.exists(), "{} is kept", path.display());
    }
}
