//! The system's file dialogs, answered by the test: import, export (the ending chosen
//! says crew file or roster), the end screen's match export and report, and the
//! archive's reports; a dialog closed without a file leaves the typed path to use; a
//! read-only window opens none.

mod support;

use gotham_companion::app::{Access, App, Message, Screen, Status, no_file_chosen};
use gotham_companion::bmg::tracker::{MatchRecord, Phase};
use gotham_companion::screen::crews;
use gotham_companion::screen::file_request::{self, FileRequest, Mode};
use gotham_companion::screen::tracker::{self, archive};
use gotham_companion::storage;
use iced::futures::future::BoxFuture;
use iced_test::{Error, selector};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::fs;
use std::path::{Path, PathBuf};
use support::named::{open, press};
use support::{apply, example_crew, simulator};

thread_local! {
    /// What the player will answer to the next dialogs, in order (the app runs its
    /// tasks on the test's thread, so each test has its own).
    static ANSWERS: RefCell<VecDeque<Option<PathBuf>>> = RefCell::default();
    /// The dialogs the app opened.
    static ASKED: RefCell<Vec<FileRequest>> = RefCell::default();
}

/// The test's dialog: notes the request and answers the next planned answer.
fn dialog(request: FileRequest) -> BoxFuture<'static, Option<PathBuf>> {
    ASKED.with(|asked| asked.borrow_mut().push(request));
    let answer = ANSWERS.with(|answers| answers.borrow_mut().pop_front());
    Box::pin(std::future::ready(
        answer.expect("a dialog the test did not plan for"),
    ))
}

/// The player will answer the next dialog with `answer` (`None`: closed it).
fn will_answer(answer: Option<&Path>) {
    ANSWERS.with(|answers| {
        answers
            .borrow_mut()
            .push_back(answer.map(Path::to_path_buf))
    });
}

/// The dialogs opened so far.
fn asked() -> Vec<FileRequest> {
    ASKED.with(|asked| asked.borrow().clone())
}

/// The app on `dir` with the test's dialogs, and the given example crews saved.
fn app_with(dir: &Path, access: Access, crews: &[&str]) -> App {
    for file in crews {
        fs::copy(format!("crews/{file}"), dir.join(file)).unwrap();
    }
    let mut app = support::app_with(dir, access);
    app.set_file_dialog(dialog);
    app
}

fn crews_message(message: crews::Message) -> Message {
    Message::Crews(message)
}

/// The saved crew files in `dir`, by name.
fn crew_files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The app on `dir` showing the end screen of a finished match, and its record.
fn match_over(dir: &Path) -> Result<(App, MatchRecord), Error> {
    let record = support::finished_record();
    storage::save_match(&dir.join("match").join("autosave.json"), &record).unwrap();
    let mut app = app_with(dir, Access::Write, &[]);
    open(&mut app, Screen::Tracker)?;
    assert_eq!(app.tracker().game().unwrap().phase, Phase::Finished);
    Ok((app, record))
}

/// How many texts read `wanted` in the app's view.
fn count(app: &App, wanted: &str) -> usize {
    let mut ui = simulator(app);
    let mut found = 0;
    // A selector that never matches, to see every copy.
    let _ = ui.find(|candidate: selector::Candidate<'_>| {
        if let selector::Candidate::Text { content, .. } = candidate
            && content == wanted
        {
            found += 1;
        }
        None::<()>
    });
    found
}

#[test]
fn import_opens_the_dialog_and_imports_the_crew_chosen() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let source = elsewhere.path().join("from-a-friend.json");
    fs::copy("crews/night-patrol.json", &source).unwrap();
    let mut app = app_with(dir.path(), Access::Write, &[]);

    will_answer(Some(&source));
    press(&mut app, crews::id::IMPORT_FILE)?;

    let asked = asked();
    assert_eq!(asked.len(), 1);
    assert_eq!(asked[0].mode, Mode::Open);
    assert_eq!(asked[0].filters[0].extensions, ["json"]);
    // Nothing was typed: the dialog opens at home.
    assert_eq!(
        asked[0].start,
        Some(PathBuf::from(file_request::in_documents("")))
    );
    assert_eq!(crew_files(dir.path()), ["night-patrol.json"]);
    let imported = storage::load_crew(&dir.path().join("night-patrol.json")).unwrap();
    assert_eq!(imported, example_crew("night-patrol.json"));
    match app.status() {
        Some(Status::Info(news)) => {
            assert!(news.text().starts_with("Imported Night Patrol"), "{news}")
        }
        other => panic!("{other:?}"),
    }
    // The path chosen shows in the typed-path box, as if typed.
    simulator(&app).find(source.display().to_string().as_str())?;
    Ok(())
}

#[test]
fn a_dialog_closed_without_a_file_imports_nothing_and_the_typed_path_still_works()
-> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with(dir.path(), Access::Write, &[]);

    will_answer(None);
    press(&mut app, crews::id::IMPORT_FILE)?;
    assert!(crew_files(dir.path()).is_empty());
    match app.status() {
        Some(Status::Info(news)) => assert_eq!(news.text(), no_file_chosen().text()),
        other => panic!("expected the news of no file chosen, got {other:?}"),
    }

    // Where no dialog opens, the path is typed instead.
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("crews/night-patrol.json");
    apply(
        &mut app,
        [crews_message(crews::Message::ImportPathChanged(
            source.display().to_string(),
        ))],
    );
    press(&mut app, crews::id::IMPORT)?;
    assert_eq!(crew_files(dir.path()), ["night-patrol.json"]);
    assert_eq!(asked().len(), 1, "typing opens no dialog");
    Ok(())
}

#[test]
fn export_writes_what_the_chosen_name_ends_in() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let mut app = app_with(dir.path(), Access::Write, &["night-patrol.json"]);
    let crew = example_crew("night-patrol.json");
    let export_to = |app: &mut App, name: &str| -> Result<PathBuf, Error> {
        let target = out.path().join(name);
        apply(app, [crews_message(crews::Message::ExportStarted(0))]);
        will_answer(Some(&target));
        press(app, crews::id::EXPORT_CHOOSE)?;
        Ok(target)
    };

    // A crew file.
    let json = export_to(&mut app, "patrol.json")?;
    assert_eq!(storage::load_crew(&json).unwrap(), crew);
    let request = asked().pop().unwrap();
    assert_eq!(request.mode, Mode::Save);
    assert_eq!(request.title, "Export Night Patrol");
    // The dialog starts from the suggested path, the crew's own file name.
    assert!(
        request
            .start
            .as_ref()
            .is_some_and(|s| s.ends_with("night-patrol.json")),
        "{request:?}"
    );
    let offered: Vec<&[&str]> = request.filters.iter().map(|f| f.extensions).collect();
    assert_eq!(
        offered,
        [&["json"][..], &["html", "htm"], &["md"], &["txt"]]
    );

    // The roster, in the format its ending names.
    let sheet = fs::read_to_string(export_to(&mut app, "patrol.html")?).unwrap();
    assert!(sheet.starts_with("<!DOCTYPE html>"), "{sheet:.80}");
    assert!(sheet.contains("Batman (Bushi)"));
    let markdown = fs::read_to_string(export_to(&mut app, "patrol.md")?).unwrap();
    assert!(markdown.starts_with("# Night Patrol"), "{markdown:.80}");
    let plain = fs::read_to_string(export_to(&mut app, "patrol.txt")?).unwrap();
    assert!(plain.starts_with("Night Patrol"), "{plain:.80}");

    // An ending that says neither writes nothing yet: the path waits in the box for
    // the player to say which.
    let other = export_to(&mut app, "patrol.list")?;
    assert!(!other.exists());
    simulator(&app).find(other.display().to_string().as_str())?;
    press(&mut app, crews::id::EXPORT_ROSTER)?;
    assert_eq!(fs::read_to_string(&other).unwrap(), plain);
    Ok(())
}

#[test]
fn the_end_screen_exports_the_match_and_its_report_where_the_dialog_says() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let (mut app, record) = match_over(dir.path())?;

    let exported = out.path().join("the-match.json");
    will_answer(Some(&exported));
    apply(&mut app, [Message::Tracker(tracker::Message::ChooseExport)]);
    assert_eq!(storage::load_match(&exported).unwrap(), record);

    let report = out.path().join("the-report.html");
    will_answer(Some(&report));
    apply(&mut app, [Message::Tracker(tracker::Message::ChooseReport)]);
    let html = fs::read_to_string(&report).unwrap();
    assert!(html.contains("Bo wins, 3 VP to 0 VP"));

    let asked = asked();
    assert_eq!(asked.len(), 2);
    assert!(asked.iter().all(|r| r.mode == Mode::Save));
    assert_eq!(asked[0].filters[0].extensions, ["json"]);
    assert_eq!(asked[1].filters[0].extensions, ["html", "htm"]);

    // Both are on the end screen, one beside each typed path.
    assert_eq!(count(&app, "Choose file…"), 2);
    Ok(())
}

#[test]
fn archived_reports_go_where_the_dialog_says() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let (mut app, _) = match_over(dir.path())?;
    press(&mut app, tracker::id::NEW_MATCH)?;

    // In the list, the chosen file becomes where reports go; a line's button writes.
    let listed = out.path().join("listed.html");
    will_answer(Some(&listed));
    press(&mut app, tracker::id::ARCHIVE_CHOOSE_REPORT)?;
    assert!(
        !listed.exists(),
        "the list waits for a line's Export report"
    );
    press(&mut app, tracker::id::archive_export(0))?;
    assert!(fs::read_to_string(&listed).unwrap().contains("Bo wins"));

    // Under review, the one report is written at once.
    press(&mut app, tracker::id::archive_open(0))?;
    let reviewed = out.path().join("reviewed.html");
    will_answer(Some(&reviewed));
    apply(
        &mut app,
        [Message::Tracker(tracker::Message::Archive(
            archive::Message::ChooseReportPath,
        ))],
    );
    assert_eq!(
        fs::read_to_string(&reviewed).unwrap(),
        fs::read_to_string(&listed).unwrap()
    );
    Ok(())
}

#[test]
fn exports_are_suggested_in_the_folder_last_chosen_even_after_a_restart() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let mut app = app_with(dir.path(), Access::Write, &["night-patrol.json"]);
    // Before any choice: the documents folder.
    apply(&mut app, [crews_message(crews::Message::ExportStarted(0))]);
    let documents = file_request::in_documents("night-patrol.json");
    simulator(&app).find(documents.as_str())?;
    will_answer(Some(&out.path().join("patrol.md")));
    press(&mut app, crews::id::EXPORT_CHOOSE)?;

    // The next export, of any kind, starts where the last file went.
    apply(&mut app, [crews_message(crews::Message::ExportStarted(0))]);
    let there = out.path().join("night-patrol.json").display().to_string();
    simulator(&app).find(there.as_str())?;
    drop(app);

    // The settings keep the folder for the next session.
    let path = dir.path().join("settings").join("settings.json");
    let storage::Autosave::Resumed(settings) =
        storage::open_settings::<gotham_companion::app::Settings>(&path)
    else {
        panic!("the settings are saved");
    };
    assert_eq!(settings.last_folder.as_deref(), Some(out.path()));
    Ok(())
}

#[test]
fn a_read_only_window_opens_no_dialog() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with(dir.path(), Access::ReadOnly, &["night-patrol.json"]);
    press(&mut app, crews::id::IMPORT_FILE)?;
    apply(
        &mut app,
        [
            crews_message(crews::Message::ExportStarted(0)),
            crews_message(crews::Message::ChooseExport),
        ],
    );
    assert!(asked().is_empty());
    match app.status() {
        Some(Status::Error(error)) => assert!(error.text().contains("read-only"), "{error}"),
        other => panic!("{other:?}"),
    }
    Ok(())
}
