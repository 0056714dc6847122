//! Issue 20, part 3: a match save naming the largest model number is set aside at
//! start with a message (it once panicked a background thread and the match was
//! silently not resumed), and a panic in any of the app's background work is told on
//! the status line while the app goes on.

mod support;

use gotham_companion::app::{Screen, Status};
use gotham_companion::bmg::tracker::{Event, MatchRecord, Player};
use gotham_companion::screen::{builder, crews};
use gotham_companion::storage;
use iced_test::Error;
use std::fs;
use support::app_with_crews;
use support::named::press;

/// The status line's error, or a panic naming what it shows instead.
fn error_of(app: &gotham_companion::app::App) -> String {
    match app.status() {
        Some(Status::Error(error)) => error.text(),
        other => panic!("the status line shows {other:?}"),
    }
}

#[test]
fn a_match_save_naming_the_largest_model_number_is_set_aside_with_a_message() {
    let dir = tempfile::tempdir().unwrap();
    let autosave = dir.path().join("match").join("autosave.json");
    fs::create_dir_all(autosave.parent().unwrap()).unwrap();
    let mut record = MatchRecord::new(support::unshuffled_setup(
        "night-patrol.json",
        "league-of-shadows.json",
    ));
    record.events = vec![
        Event::GameStarted,
        Event::KnockedDown {
            player: Player::Second,
            model: usize::MAX,
            down: true,
        },
    ];
    storage::save_match(&autosave, &record).unwrap();
    let saved = fs::read_to_string(&autosave).unwrap();

    let app = support::app(dir.path());

    let error = error_of(&app);
    assert!(error.contains("set aside"), "{error}");
    assert!(
        error.contains("no model number 18446744073709551616"),
        "{error}"
    );
    assert!(!autosave.exists());
    let kept: Vec<_> = fs::read_dir(autosave.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert!(
        kept[0]
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("autosave.damaged-"),
        "{kept:?}"
    );
    assert_eq!(fs::read_to_string(&kept[0]).unwrap(), saved);
}

#[test]
fn a_panic_in_a_file_dialog_is_told_and_the_app_goes_on() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_crews(dir.path(), &["night-patrol.json"]);
    app.set_file_dialog(|_| Box::pin(async { panic!("the portal went away") }));

    press(&mut app, crews::id::IMPORT_FILE)?;

    let error = error_of(&app);
    assert!(error.contains("internal error"), "{error}");
    assert!(error.contains("the portal went away"), "{error}");
    // The app goes on: the crew list still opens a crew.
    press(&mut app, crews::id::open(0))?;
    assert_eq!(app.screen(), Screen::Builder);
    Ok(())
}

#[test]
fn a_panic_while_opening_a_printed_roster_is_told_with_where_the_sheet_is() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_crews(dir.path(), &["night-patrol.json"]);
    app.set_file_opener(|_| panic!("the browser launcher broke"));
    press(&mut app, crews::id::open(0))?;

    press(&mut app, builder::id::PRINT)?;

    let error = error_of(&app);
    let sheet = dir.path().join("rosters").join("night-patrol.html");
    assert!(sheet.exists());
    assert!(error.contains(&sheet.display().to_string()), "{error}");
    assert!(error.contains("the browser launcher broke"), "{error}");
    Ok(())
}
