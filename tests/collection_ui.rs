//! The collection in the app (issue 24), driven with `iced_test`: marking miniatures
//! owned from a crew, a catalog row and the profile, the Owned only filter, a member
//! short of miniatures, the crew list's verdicts and models in use, the collection kept
//! across a restart, and a read-only window that changes nothing.

mod support;

use gotham_companion::app::{Access, App, Message, Screen, Status, id as app_id};
use gotham_companion::screen::{builder, crews, tournament};
use gotham_companion::widget::stepper::{self, Step};
use iced_test::{Error, selector};
use std::fs;
use std::path::Path;
use support::named::{open, press};
use support::{apply, shows_text_containing, simulator};

/// Types `text` into the catalog search field.
fn search(app: &mut App, text: &str) -> Result<(), Error> {
    let mut ui = simulator(app);
    ui.click(selector::id(builder::id::SEARCH))?;
    ui.typewrite(text);
    let messages: Vec<Message> = ui.into_messages().collect();
    apply(app, messages);
    Ok(())
}

/// Where the crews' "In use" switches are, top to bottom.
fn in_use_switches(app: &App) -> Vec<iced::Rectangle> {
    let mut ui = simulator(app);
    (0..)
        .map_while(|n| ui.find(selector::id(crews::id::in_use(n))).ok())
        .map(|switch| switch.bounds())
        .collect()
}

/// The app with Clown Prince's Court open in the builder.
fn court_open(dir: &Path) -> Result<App, Error> {
    Ok(support::court_open(dir))
}

#[test]
fn mark_owned_filter_and_see_the_short_member() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = court_open(dir.path())?;
    assert!(shows_text_containing(
        &app,
        "Collection: nothing recorded yet"
    ));

    // The whole crew at once.
    press(&mut app, builder::id::OWN_CREW)?;
    assert!(app.collection().owned("two-face-dark-knight") == 1);
    assert!(shows_text_containing(
        &app,
        "Fieldable from your collection"
    ));
    // A member the collection fields says nothing of it.
    assert!(!shows_text_containing(&app, "crew uses"));

    // A miniature more, from a catalog row (16 Rep · $200).
    search(&mut app, "blunderbuss")?;
    press(&mut app, builder::id::owned("blunderbuss-clown", Step::Up))?;
    assert_eq!(app.collection().owned("blunderbuss-clown"), 1);

    // Two-Face's miniature goes back, from his profile (pressing his member shows it).
    // (The ninth member: below the fold of the member list since every rank picker
    // is 32 px high, so pressed as the list would send it.)
    let two_face = app
        .builder()
        .and_then(|b| {
            b.crew()
                .members
                .iter()
                .position(|m| m.model == "two-face-dark-knight")
        })
        .expect("Two-Face is a member");
    apply(
        &mut app,
        [Message::Builder(builder::Message::MemberSelected(two_face))],
    );
    press(
        &mut app,
        stepper::id(builder::id::MINIATURES_OWNED, Step::Down),
    )?;
    assert_eq!(app.collection().owned("two-face-dark-knight"), 0);
    assert!(shows_text_containing(
        &app,
        "Not fieldable from your collection: 1 Two-Face (Dark Knight) short"
    ));
    // His member line turns amber with the count; the others keep theirs.
    assert!(shows_text_containing(&app, "Joker · own 0 · crew uses 1"));

    // Owned only, with the search cleared: under "can join this crew", the one owned
    // profile not in the crew yet and the crew's own nine, Two-Face too though none of
    // his miniatures is owned now; over every affiliation, the same ten.
    apply(
        &mut app,
        [Message::Builder(builder::Message::SearchChanged(
            String::new(),
        ))],
    );
    press(&mut app, builder::id::OWNED_ONLY)?;
    assert!(
        shows_text_containing(&app, "10 models"),
        "owned and can join, and the crew's own"
    );
    assert!(shows_text_containing(&app, "Blunderbuss Clown"));
    let two_face = support::catalog()
        .model_index("two-face-dark-knight")
        .expect("Two-Face");
    assert!(
        app.builder().unwrap().page_models().contains(&two_face),
        "a member none of whose miniatures is owned is listed"
    );
    apply(
        &mut app,
        [Message::Builder(builder::Message::AffiliationPicked(
            builder::AffiliationChoice::All,
        ))],
    );
    assert!(
        shows_text_containing(&app, "10 models"),
        "every owned profile, and the crew's own"
    );

    // From the profile: one more Happy, and Happy's miniatures play Two-Face (a proxy).
    // (Below the fold of the ten rows: pressed as the list would send it.)
    let happy = support::catalog().model_index("happy").expect("Happy");
    apply(
        &mut app,
        [Message::Builder(builder::Message::ModelSelected(happy))],
    );
    press(
        &mut app,
        stepper::id(builder::id::MINIATURES_OWNED, Step::Up),
    )?;
    assert_eq!(app.collection().owned("happy"), 2);
    let mut ui = simulator(&app);
    ui.click(selector::id(builder::id::STAND_IN_SEARCH))?;
    ui.typewrite("two-face dark knight");
    let messages: Vec<Message> = ui.into_messages().collect();
    apply(&mut app, messages);
    let mut ui = simulator(&app);
    ui.click(selector::id(builder::id::stand_in("two-face-dark-knight")))?;
    let messages: Vec<Message> = ui.into_messages().collect();
    apply(&mut app, messages);
    assert_eq!(
        app.collection().also_plays("happy"),
        ["two-face-dark-knight"]
    );
    assert!(shows_text_containing(
        &app,
        "Fieldable from your collection"
    ));
    Ok(())
}

#[test]
fn many_marked_at_once_can_be_taken_back_from_the_status_line() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = court_open(dir.path())?;
    press(&mut app, builder::id::OWN_CREW)?;
    let crew_owned = app.collection().clone();
    search(&mut app, "clown")?;
    let listed = app.builder().unwrap().page_models().len();
    assert!(listed > 1, "the search lists several clowns");
    press(&mut app, builder::id::OWN_THESE)?;
    let marked = app.collection().clone();
    assert_ne!(marked, crew_owned, "I own these marked the clowns");
    assert_eq!(marked.owned("blunderbuss-clown"), 1);
    // The news says how many, and offers to take them back: not the crew's own, marked
    // before.
    assert!(matches!(app.status(), Some(Status::Undoable(..))));
    press(&mut app, app_id::UNDO_COLLECTION)?;
    assert_eq!(*app.collection(), crew_owned);
    assert!(matches!(app.status(), Some(Status::Info(_))));
    // Saved so: the next session reads the collection as it was before the marks.
    drop(app);
    let reopened = support::app(dir.path());
    assert_eq!(reopened.collection().owned("blunderbuss-clown"), 0);
    assert_eq!(reopened.collection().owned("two-face-dark-knight"), 1);
    Ok(())
}

#[test]
fn the_crew_list_and_models_in_use_and_the_collection_after_a_restart() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = court_open(dir.path())?;
    press(&mut app, builder::id::OWN_CREW)?;
    fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("crews/night-patrol.json"),
        dir.path().join("night-patrol.json"),
    )
    .unwrap();
    drop(app);

    // The collection is read again at start.
    let mut app = support::app(dir.path());
    open(&mut app, Screen::Crews)?;
    assert_eq!(app.collection().owned("joker-arkham-asylum"), 1);
    assert!(shows_text_containing(
        &app,
        "Fieldable from your collection"
    ));
    assert!(shows_text_containing(
        &app,
        "Not fieldable from your collection: 9 miniatures short: Batman (Bushi), Robin (1997), Attorney Harvey Dent and 6 more profiles"
    ));

    // Both crews in use: the court's are all there, the patrol's all short. The line
    // sits in the header from the start, so switching moves no crew.
    assert!(shows_text_containing(&app, "Models in use: none."));
    let switches = in_use_switches(&app);
    assert_eq!(switches.len(), 2);
    let mut messages = support::click_on(simulator(&app), switches[0]);
    messages.extend(support::click_on(simulator(&app), switches[1]));
    apply(&mut app, messages);
    assert_eq!(in_use_switches(&app), switches, "no switch moved");
    assert!(shows_text_containing(
        &app,
        "Models in use: 2 crews · 18 miniatures · 9 miniatures short to field them all at once"
    ));
    assert!(support::texts(&app, "Need").is_empty(), "the list is shut");
    press(&mut app, crews::id::IN_USE_LIST)?;
    assert_eq!(support::texts(&app, "Need").len(), 1);
    assert!(shows_text_containing(&app, "(1 short)"));
    press(&mut app, crews::id::IN_USE_CLEAR)?;
    assert!(shows_text_containing(&app, "Models in use: none."));
    assert!(!shows_text_containing(&app, "(1 short)"));
    Ok(())
}

/// Presses the collection's Import (below the crew file's).
fn import_csv(app: &mut App) -> Result<(), Error> {
    press(app, crews::id::CSV_IMPORT)
}

/// Types `path` into the collection's CSV field.
fn csv_path(app: &mut App, path: &Path) -> Result<(), Error> {
    let mut ui = simulator(app);
    ui.click(selector::id(crews::id::CSV_PATH))?;
    ui.typewrite(&path.display().to_string());
    let messages: Vec<Message> = ui.into_messages().collect();
    apply(app, messages);
    Ok(())
}

#[test]
fn the_collection_is_imported_and_exported_as_csv_from_the_crew_list() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    open(&mut app, Screen::Crews)?;
    assert!(shows_text_containing(
        &app,
        "Collection: 0 miniatures of 0 profiles"
    ));

    // A file with a bad line changes nothing and names the line.
    let bad = dir.path().join("bad.csv");
    fs::write(
        &bad,
        "id,alias,owned\nhappy,Happy,2\naxe-clown,Axe Clown,lots\n",
    )
    .unwrap();
    csv_path(&mut app, &bad)?;
    import_csv(&mut app)?;
    assert!(app.collection().is_empty());
    assert!(shows_text_containing(
        &app,
        "line 3: owned must be a whole number from 0 to 99"
    ));

    let good = dir.path().join("good.csv");
    fs::write(
        &good,
        "id,alias,owned\nhappy,Happy,2\naxe-clown,Axe Clown,1\n",
    )
    .unwrap();
    apply(
        &mut app,
        [Message::Crews(
            crews::Message::CsvPathChanged(String::new()),
        )],
    );
    csv_path(&mut app, &good)?;
    import_csv(&mut app)?;
    assert_eq!(app.collection().owned("happy"), 2);
    assert!(shows_text_containing(
        &app,
        "Collection: 3 miniatures of 2 profiles"
    ));
    assert!(
        dir.path()
            .join("collection")
            .join("collection.json")
            .exists(),
        "saved at once"
    );

    // Exported where the dialog says (here: none opens, so the typed path).
    let out = dir.path().join("out.csv");
    apply(
        &mut app,
        [
            Message::Crews(crews::Message::CsvPathChanged(out.display().to_string())),
            Message::Crews(crews::Message::ExportCsv),
        ],
    );
    assert_eq!(
        fs::read_to_string(&out).unwrap(),
        "id,alias,owned\naxe-clown,Axe Clown,1\nhappy,Happy,2\n"
    );
    Ok(())
}

#[test]
fn a_read_only_window_changes_nothing() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    drop(support::app_with_crews(
        dir.path(),
        &["clown-princes-court.json"],
    ));
    let mut app = support::app_with(dir.path(), Access::ReadOnly);
    open(&mut app, Screen::Crews)?;
    press(&mut app, crews::id::open(0))?;
    press(&mut app, builder::id::OWN_CREW)?;
    assert!(app.collection().is_empty());
    assert!(!dir.path().join("collection").exists());
    assert!(shows_text_containing(&app, "read-only"));
    app = support::app(dir.path());
    assert!(app.collection().is_empty());
    Ok(())
}

#[test]
fn a_damaged_collection_is_set_aside_and_the_app_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("collection");
    fs::create_dir_all(&folder).unwrap();
    fs::write(folder.join("collection.json"), "{ not json").unwrap();
    let app = support::app(dir.path());
    assert!(app.collection().is_empty());
    assert!(shows_text_containing(
        &app,
        "Your collection could not be read"
    ));
    let kept: Vec<_> = fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        kept.iter()
            .any(|name| name.starts_with("collection.damaged-")),
        "{kept:?}"
    );
}

#[test]
fn a_tournament_player_s_lists_picked_say_whether_the_collection_fields_them() -> Result<(), Error>
{
    let dir = tempfile::tempdir().unwrap();
    let mut app = court_open(dir.path())?;
    press(&mut app, builder::id::OWN_CREW)?;
    open(&mut app, Screen::Tournament)?;
    apply(
        &mut app,
        [Message::Tournament(tournament::Message::NameEdited(
            "Club Night".into(),
        ))],
    );
    press(&mut app, tournament::id::CREATE)?;
    let choice = app
        .crew_choices()
        .iter()
        .find(|c| c.crew.name == "Clown Prince's Court")
        .cloned()
        .expect("the court is offered");
    apply(
        &mut app,
        [Message::Tournament(tournament::Message::ListPicked(
            0,
            choice.clone(),
        ))],
    );
    assert!(shows_text_containing(
        &app,
        "If these lists are yours: your own miniatures field them all at once."
    ));
    // The same crew as the second list needs every miniature twice.
    apply(
        &mut app,
        [Message::Tournament(tournament::Message::ListPicked(
            1, choice,
        ))],
    );
    assert!(shows_text_containing(
        &app,
        "If these lists are yours: your own miniatures cannot field them all at once: 9 miniatures short: Joker (Arkham Asylum), Harley Quinn (Arkham Asylum), Two-Face (Dark Knight) and 6 more profiles"
    ));
    Ok(())
}
