//! The crew being built survives a crash (issue 44): its unsaved changes are kept in a
//! draft after every edit, and the next start brings them back, unsaved; a save or
//! changes let go remove the draft.

mod support;

use gotham_companion::app::{App, Message, Screen, Status};
use gotham_companion::bmg::Rank;
use gotham_companion::screen::{builder, crews};
use iced_test::Error;
use std::path::{Path, PathBuf};
use support::apply;
use support::named::{open, press};

/// The draft file of an app whose data folder is `dir` (see `support::app`).
fn draft_file(dir: &Path) -> PathBuf {
    dir.join("settings").join("crew-draft.json")
}

/// Renames the crew in the builder and adds a Henchman: two unsaved edits.
fn edit(app: &mut App) {
    let catalog = support::catalog();
    let goon = catalog.model_index("blunderbuss-clown").expect("a clown");
    apply(
        app,
        [
            Message::Builder(builder::Message::NameChanged("Court, redone".into())),
            Message::Builder(builder::Message::AddMember(goon, Rank::Henchman)),
        ],
    );
}

#[test]
fn a_crew_being_built_comes_back_after_a_kill_until_it_is_saved() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::court_open(dir.path());
    let file = app
        .builder()
        .unwrap()
        .path()
        .cloned()
        .expect("opened from a file");
    let members = app.builder().unwrap().crew().members.len();
    let on_disk = std::fs::read_to_string(&file).unwrap();
    assert!(
        !draft_file(dir.path()).exists(),
        "no draft while nothing changed"
    );
    edit(&mut app);
    assert!(draft_file(dir.path()).exists(), "the edits are kept");
    // Killed: nothing runs on the way out.
    drop(app);

    let mut app = support::app(dir.path());
    assert_eq!(app.screen(), Screen::Builder);
    let builder = app.builder().expect("the crew is open again");
    assert!(builder.is_dirty(), "its changes are not saved yet");
    assert_eq!(builder.crew().name, "Court, redone");
    assert_eq!(builder.crew().members.len(), members + 1);
    assert_eq!(builder.path(), Some(&file), "it saves over its own file");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), on_disk);
    match app.status() {
        Some(Status::Info(news)) => {
            assert!(news.text().starts_with("Court, redone is back"), "{news}")
        }
        other => panic!("no word of the draft: {other:?}"),
    }

    press(&mut app, builder::id::SAVE)?;
    assert!(!app.builder().unwrap().is_dirty());
    assert!(!draft_file(dir.path()).exists(), "saved: the draft goes");
    drop(app);
    let app = support::app(dir.path());
    let builder = app.builder().expect("reopened as the last crew open");
    assert!(!builder.is_dirty());
    assert_eq!(builder.crew().name, "Court, redone");
    Ok(())
}

#[test]
fn a_new_crew_never_saved_comes_back_too() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    open(&mut app, Screen::Crews)?;
    press(&mut app, crews::id::NEW)?;
    edit(&mut app);
    drop(app);
    let app = support::app(dir.path());
    let builder = app.builder().expect("the new crew is back");
    assert!(builder.is_dirty());
    assert_eq!(builder.path(), None, "it still asks where to save");
    assert_eq!(builder.crew().name, "Court, redone");
    Ok(())
}

#[test]
fn changes_let_go_as_the_window_closes_do_not_come_back() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::court_open(dir.path());
    edit(&mut app);
    assert!(draft_file(dir.path()).exists());
    let window = iced::window::Id::unique();
    apply(&mut app, [Message::CloseRequested(window)]);
    press(&mut app, gotham_companion::app::id::PROMPT_DISCARD)?;
    assert!(!draft_file(dir.path()).exists(), "let go: no draft is left");
    drop(app);
    let app = support::app(dir.path());
    assert!(app.builder().is_none_or(|b| !b.is_dirty()));
    Ok(())
}

#[test]
fn a_damaged_draft_is_set_aside_and_said() {
    let dir = tempfile::tempdir().unwrap();
    let draft = draft_file(dir.path());
    std::fs::create_dir_all(draft.parent().unwrap()).unwrap();
    std::fs::write(
        &draft,
        "{\"format\": \"gotham-companion/crew-draft\", \"version\": 1, ",
    )
    .unwrap();
    let app = support::app(dir.path());
    match app.status() {
        Some(Status::Error(error)) => {
            assert!(error.text().contains("could not be read"), "{error}");
            assert!(error.text().contains("crew-draft.damaged-"), "{error}");
        }
        other => panic!("the damaged draft is not said: {other:?}"),
    }
    assert!(!draft.exists(), "set aside, so that no edit writes over it");
    assert!(app.builder().is_none());
}
