//! The match archive driven through its widgets with `iced_test`: a match abandoned
//! shows in the list of past matches, opens read-only (nothing plays, nothing is
//! written back) and exports its report; a finished match exports its report from the
//! end screen; a damaged archive file is listed with its error.

mod support;

use gotham_companion::app::{Access, App, Message, Screen, Shortcut};
use gotham_companion::bmg::tracker::{Event, Phase, Player};
use gotham_companion::screen::tracker::{self, archive, id};
use gotham_companion::storage;
use iced::widget::Id;
use iced_test::Error;
use std::fs;
use std::path::{Path, PathBuf};
use support::named::{open, press};
use support::{apply, simulator};

/// The archive folder of the app on `dir`.
fn archive_dir(dir: &Path) -> PathBuf {
    dir.join("match").join("archive")
}

/// Whether the control named `id` is in the view.
fn shown(app: &App, id: impl Into<Id>) -> bool {
    simulator(app).find(id.into()).is_ok()
}

/// The archived files, with their bytes.
fn archived(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files: Vec<(PathBuf, Vec<u8>)> = fs::read_dir(archive_dir(dir))
        .map(|entries| {
            entries
                .map(|e| e.unwrap().path())
                .map(|path| {
                    let bytes = fs::read(&path).unwrap();
                    (path, bytes)
                })
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// The list of past matches as the set-up screen holds it.
fn entries(app: &App) -> Vec<archive::Entry> {
    app.tracker()
        .archive()
        .and_then(archive::Archive::entries)
        .expect("the archive was read")
        .to_vec()
}

/// Types `path` in the report path field of the archive list.
fn report_to(app: &mut App, path: &Path) {
    apply(
        app,
        [Message::Tracker(tracker::Message::Archive(
            archive::Message::ReportPathChanged(path.display().to_string()),
        ))],
    );
}

#[test]
fn an_abandoned_match_is_listed_opens_read_only_and_exports_its_report() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::match_started(dir.path())?;
    press(&mut app, id::START_ROUND)?;
    press(&mut app, id::ABANDON)?;
    press(&mut app, id::CONFIRM_ABANDON)?;

    // The list of past matches, read again once the match is in the archive.
    let listed = entries(&app);
    assert_eq!(listed.len(), 1);
    let summary = listed[0].summary.as_ref().unwrap();
    assert_eq!(summary.players, ["Player 1", "Player 2"]);
    assert_eq!(summary.crews, ["Night Patrol", "League of Shadows"]);
    assert!(summary.result.starts_with("Left unfinished in round 1"));
    assert!(listed[0].stamp.is_some());
    let mut ui = simulator(&app);
    ui.find("Past matches")?;
    ui.find("Player 1 (Night Patrol) against Player 2 (League of Shadows)")?;
    drop(ui);
    let before = archived(dir.path());
    assert_eq!(before.len(), 1);

    // Opened, read-only: nothing to play or take back on screen ...
    press(&mut app, id::archive_open(0))?;
    let review = app
        .tracker()
        .archive()
        .unwrap()
        .review()
        .expect("under review");
    assert_eq!(review.path, before[0].0);
    assert!(app.tracker().game().is_none(), "no match is in play");
    simulator(&app).find("Player 1 against Player 2")?;
    for absent in [id::UNDO, id::REDO, id::START_ROUND, id::ABANDON, id::START] {
        assert!(!shown(&app, absent), "{absent} shows in the review");
    }
    // ... and what would play, sent anyway, is refused: no event, no file.
    let review_before = app.tracker().archive().unwrap().review().cloned();
    apply(
        &mut app,
        [
            Message::Tracker(tracker::Message::Undo),
            Message::Tracker(tracker::Message::Redo),
            Message::Tracker(tracker::Message::Play(Event::VictoryPointsAdjusted {
                player: Player::First,
                delta: 5,
            })),
            Message::Tracker(tracker::Message::Play(Event::GameStarted)),
            Message::Tracker(tracker::Message::Advance),
            Message::Tracker(tracker::Message::NewMatch),
            Message::Tracker(tracker::Message::Abandon),
            Message::ShortcutPressed(Shortcut::Undo),
            Message::ShortcutPressed(Shortcut::Next),
        ],
    );
    assert!(app.tracker().game().is_none());
    assert_eq!(
        app.tracker().archive().unwrap().review().map(|r| &r.report),
        review_before.as_ref().map(|r| &r.report)
    );
    assert!(!dir.path().join("match").join("autosave.json").exists());
    assert_eq!(archived(dir.path()), before, "the archive is as it was");

    // Its report, written where it was asked.
    let report = dir.path().join("abandoned.html");
    report_to(&mut app, &report);
    press(&mut app, id::REVIEW_EXPORT)?;
    let html = fs::read_to_string(&report).expect("the report is written");
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.contains("Player 1 against Player 2"));
    assert!(html.contains("<circle class=\"point p1\" data-round=\"1\""));
    assert!(html.contains("Date: "));
    assert_eq!(archived(dir.path()), before, "the archive is as it was");

    // Closed: back to the list, whose Export report writes the same report.
    press(&mut app, id::REVIEW_CLOSE)?;
    assert!(app.tracker().archive().unwrap().review().is_none());
    assert!(shown(&app, id::START), "back to the set-up");
    let again = dir.path().join("from-the-list.html");
    report_to(&mut app, &again);
    press(&mut app, id::archive_export(0))?;
    assert_eq!(fs::read_to_string(&again).unwrap(), html);
    assert_eq!(archived(dir.path()), before);
    Ok(())
}

#[test]
fn a_finished_match_exports_its_report_from_the_end_screen_then_joins_the_archive()
-> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let record = support::finished_record();
    storage::save_match(&dir.path().join("match").join("autosave.json"), &record).unwrap();
    let mut app = support::app(dir.path());
    open(&mut app, Screen::Tracker)?;
    assert_eq!(app.tracker().game().unwrap().phase, Phase::Finished);

    let report = dir.path().join("finished.html");
    apply(
        &mut app,
        [Message::Tracker(tracker::Message::ReportPathChanged(
            report.display().to_string(),
        ))],
    );
    press(&mut app, id::EXPORT_REPORT)?;
    let html = fs::read_to_string(&report).expect("the report is written");
    assert!(html.contains("Ann against Bo"));
    assert!(html.contains("Bo wins, 3 VP to 0 VP"));
    for round in 1..=4 {
        assert!(html.contains(&format!(
            "<circle class=\"point p2\" data-round=\"{round}\""
        )));
    }
    assert_eq!(html.matches("<circle class=\"point p2\"").count(), 4);

    press(&mut app, id::NEW_MATCH)?;
    let listed = entries(&app);
    assert_eq!(listed.len(), 1);
    assert_eq!(
        listed[0].summary.as_ref().unwrap().result,
        "Bo wins, 3 VP to 0 VP"
    );
    simulator(&app).find("Bo wins, 3 VP to 0 VP")?;
    Ok(())
}

#[test]
fn a_damaged_archive_file_is_listed_with_its_error_and_cannot_be_opened() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(archive_dir(dir.path())).unwrap();
    let damaged = archive_dir(dir.path()).join("match-1700000000.json");
    fs::write(
        &damaged,
        "{\"format\": \"gotham-companion/match\", \"version\": 1, \"setup\": 7}",
    )
    .unwrap();
    let mut app = support::app(dir.path());
    open(&mut app, Screen::Tracker)?;
    let listed = entries(&app);
    assert_eq!(listed.len(), 1);
    let error = listed[0].summary.as_ref().unwrap_err().to_string();
    assert!(error.contains("match-1700000000.json"), "{error}");
    let mut ui = simulator(&app);
    ui.find("This archived match cannot be read; the app leaves it untouched.")?;
    ui.find(error.as_str())?;
    drop(ui);
    // Its buttons do nothing.
    press(&mut app, id::archive_open(0))?;
    assert!(app.tracker().archive().unwrap().review().is_none());
    assert_eq!(
        fs::read_to_string(&damaged).unwrap(),
        "{\"format\": \"gotham-companion/match\", \"version\": 1, \"setup\": 7}"
    );
    Ok(())
}

#[test]
fn a_read_only_window_lists_and_opens_the_archive_but_writes_no_report() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let record = support::finished_record();
    let autosave = dir.path().join("match").join("autosave.json");
    storage::save_match(&autosave, &record).unwrap();
    let kept = storage::archive_match(&autosave, &record).unwrap();
    let mut app = support::app_with(dir.path(), Access::ReadOnly);
    open(&mut app, Screen::Tracker)?;
    assert_eq!(entries(&app).len(), 1);
    press(&mut app, id::archive_open(0))?;
    assert!(app.tracker().archive().unwrap().review().is_some());
    let report = dir.path().join("refused.html");
    report_to(&mut app, &report);
    press(&mut app, id::REVIEW_EXPORT)?;
    assert!(!report.exists());
    let status = format!("{:?}", app.status());
    assert!(status.contains("read-only"), "{status}");
    assert_eq!(
        fs::read(&kept).unwrap(),
        storage::match_to_json(&record).into_bytes()
    );
    Ok(())
}

#[test]
fn no_report_is_written_into_the_archive_folder() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let record = support::finished_record();
    let autosave = dir.path().join("match").join("autosave.json");
    storage::save_match(&autosave, &record).unwrap();
    let kept = storage::archive_match(&autosave, &record).unwrap();
    let mut app = support::app(dir.path());
    open(&mut app, Screen::Tracker)?;
    // The archived file itself typed as the report's path: refused, the file kept.
    report_to(&mut app, &kept);
    press(&mut app, id::archive_export(0))?;
    let status = format!("{:?}", app.status());
    assert!(status.contains("in the match archive"), "{status}");
    assert_eq!(
        fs::read(&kept).unwrap(),
        storage::match_to_json(&record).into_bytes()
    );
    assert_eq!(archived(dir.path()).len(), 1);
    Ok(())
}
