//! The Catalog tab (issue 21): Update catalog… shows the change list and the crews it
//! changes before anything changes; Cancel leaves all as it was; Install switches
//! every screen to the new catalog; the builder says what changed for a crew since its
//! catalog; "Use the previous catalog" rolls back; a match in play or a read-only
//! window keeps the catalog as it is.

mod support;

use gotham_companion::app::{Access, App, Message, Screen, Status};
use gotham_companion::bmg::Catalog;
use gotham_companion::screen::catalog::{self, id};
use gotham_companion::screen::crews;
use gotham_companion::storage;
use gotham_companion::words::Language;
use iced_test::{Error, selector};
use std::fs;
use std::path::Path;
use support::named::{open, press};
use support::packs::{DECEMBER_RENAMED, Data, december_pack};
use support::{app_with, apply, simulator};

/// Types the pack's path in its field and asks what it changes.
fn look_at(app: &mut App, pack: &Path) -> Result<(), Error> {
    let mut ui = simulator(app);
    ui.click(selector::id(id::PACK_PATH))?;
    ui.typewrite(&pack.display().to_string());
    let messages: Vec<Message> = ui.into_messages().collect();
    apply(app, messages);
    press(app, id::CHECK)
}

/// The catalog the data folder `dir` has in use.
fn in_use(dir: &Path) -> String {
    storage::read_active(&dir.join("catalogs"))
        .unwrap()
        .active
        .id()
        .to_owned()
}

/// The app on `dir` with the Iceberg Lounge saved with the bundled catalog, and the
/// League of Shadows as an example file.
fn app_on(dir: &Path, access: Access) -> App {
    let mut lounge = support::example_crew("the-iceberg-lounge.json");
    lounge.stamp(&Catalog::bundled().unwrap());
    storage::save_crew(&dir.join("the-iceberg-lounge.json"), &lounge).unwrap();
    fs::copy(
        "crews/league-of-shadows.json",
        dir.join("league-of-shadows.json"),
    )
    .unwrap();
    app_with(dir, access)
}

#[test]
fn update_catalog_shows_what_changes_then_cancel_install_and_roll_back() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let packs = tempfile::tempdir().unwrap();
    let pack = december_pack(packs.path());
    let mut app = app_on(dir.path(), Access::Write);
    let bundled = app.catalog().id().to_owned();

    open(&mut app, Screen::Catalog)?;
    assert_eq!(app.screen(), Screen::Catalog);
    let mut ui = simulator(&app);
    ui.find("Catalog in use")?;
    ui.find(bundled.as_str())?;
    drop(ui);

    // The change list first, then the crews it changes, with the reason per member.
    look_at(&mut app, &pack)?;
    let mut ui = simulator(&app);
    ui.find(format!("Update from {bundled} to 2026-12-01").as_str())?;
    ui.find("Loose Lips: Rep 50 → 60")?;
    ui.find("Batman (Bushi): now Eternal")?;
    ui.find("1 of your 2 saved crews changes:")?;
    ui.find("The Iceberg Lounge")?;
    ui.find("the crew is now 454 of 450 Rep (was 444)")?;
    assert!(
        ui.find("League of Shadows").is_err(),
        "it keeps its verdict"
    );
    drop(ui);

    // Cancel: nothing changes.
    press(&mut app, id::CANCEL)?;
    assert_eq!(app.catalog().id(), bundled);
    assert!(!dir.path().join("catalogs").join("2026-12-01.json").exists());
    simulator(&app).find("Update catalog…")?;

    // Install: every screen reads the new catalog. The typed path is still there.
    press(&mut app, id::CHECK)?;
    press(&mut app, id::INSTALL)?;
    assert_eq!(app.catalog().id(), "2026-12-01");
    assert_eq!(in_use(dir.path()), "2026-12-01");
    match app.status() {
        Some(Status::Info(news)) => {
            assert!(
                news.text().starts_with("Installed the catalog 2026-12-01"),
                "{news}"
            );
            assert!(
                news.text().contains("1 of your saved crews changes"),
                "{news}"
            );
        }
        other => panic!("{other:?}"),
    }
    simulator(&app).find("Use the previous catalog (the bundled one)")?;

    // The crew list marks the crew it changed, and only that one, until it is
    // saved with that catalog, across a restart.
    open(&mut app, Screen::Crews)?;
    simulator(&app).find("1 rule broken")?;
    let mark = "Changed by the catalog 2026-12-01: open it to see what changed.";
    assert_eq!(support::texts(&app, mark).len(), 1);
    drop(app);
    let mut app = support::app_restarted(dir.path());
    assert_eq!(app.catalog().id(), "2026-12-01");
    open(&mut app, Screen::Crews)?;
    assert_eq!(support::texts(&app, mark).len(), 1, "kept by the settings");

    // The builder says what changed for the crew since its catalog.
    // The list goes by name: the League of Shadows, then The Iceberg Lounge.
    apply(&mut app, [Message::Crews(crews::Message::Open(1))]);
    let builder = app.builder().expect("the Iceberg Lounge is open");
    assert_eq!(builder.crew().name, "The Iceberg Lounge");
    let mut ui = simulator(&app);
    ui.find(format!("Saved with the catalog {bundled}; in 2026-12-01 since then:").as_str())?;
    ui.find("• because: Loose Lips: Rep 50 → 60")?;
    drop(ui);
    open(&mut app, Screen::Crews)?;
    assert_eq!(
        support::texts(&app, mark).len(),
        1,
        "opened and not saved: changed still"
    );
    open(&mut app, Screen::Builder)?;
    press(&mut app, gotham_companion::screen::builder::id::SAVE)?;
    open(&mut app, Screen::Crews)?;
    assert!(
        support::texts(&app, mark).is_empty(),
        "saved with the new catalog: no longer marked"
    );
    open(&mut app, Screen::Builder)?;

    // Roll back: the bundled catalog again, and the crew is legal again.
    open(&mut app, Screen::Catalog)?;
    press(&mut app, id::USE_PREVIOUS)?;
    assert_eq!(app.catalog().id(), bundled);
    assert_eq!(in_use(dir.path()), "bundled");
    assert!(app.builder().unwrap().report().is_valid());
    Ok(())
}

#[test]
fn a_crew_that_records_no_catalog_is_told_it_was_changed_when_opened() -> Result<(), Error> {
    // The Iceberg Lounge as the examples hold it: no catalog recorded.
    let dir = tempfile::tempdir().unwrap();
    let packs = tempfile::tempdir().unwrap();
    let pack = december_pack(packs.path());
    fs::copy(
        "crews/the-iceberg-lounge.json",
        dir.path().join("the-iceberg-lounge.json"),
    )
    .unwrap();
    let mut app = app_with(dir.path(), Access::Write);
    open(&mut app, Screen::Catalog)?;
    look_at(&mut app, &pack)?;
    press(&mut app, id::INSTALL)?;
    assert_eq!(app.catalog().id(), "2026-12-01");

    apply(&mut app, [Message::Crews(crews::Message::Open(0))]);
    assert_eq!(app.builder().unwrap().changed_by(), Some("2026-12-01"));
    let note = "The catalog 2026-12-01 changed this crew. The crew records no catalog it \
                was saved with, so the changes cannot be listed: the rules below say what \
                breaks now. Saving records 2026-12-01.";
    assert_eq!(support::texts(&app, note).len(), 1, "the builder says so");
    // Saved, it records the catalog: the note and the crew list's mark go.
    press(&mut app, gotham_companion::screen::builder::id::SAVE)?;
    assert_eq!(app.builder().unwrap().changed_by(), None);
    open(&mut app, Screen::Crews)?;
    let mark = "Changed by the catalog 2026-12-01: open it to see what changed.";
    assert!(support::texts(&app, mark).is_empty());
    Ok(())
}

#[test]
fn a_pack_that_cannot_be_installed_says_why_and_changes_nothing() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_on(dir.path(), Access::Write);
    open(&mut app, Screen::Catalog)?;
    let damaged = dir.path().join("damaged.json");
    fs::write(
        &damaged,
        "{\"format\": \"gotham-companion/catalog-pack\", \"vers",
    )
    .unwrap();
    look_at(&mut app, &damaged)?;
    assert!(support::shows_text_containing(
        &app,
        "Not installed: it has a problem, for its author to fix:\n  - "
    ));
    // The problem is on a line of its own, not escaped into the head's.
    assert!(!support::shows_text_containing(&app, "\\n"));
    assert!(!dir.path().join("catalogs").exists());
    Ok(())
}

#[test]
fn a_pack_with_problems_says_so_in_the_window_s_language() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_on(dir.path(), Access::Write);
    apply(&mut app, [Message::LanguageChosen(Language::Spanish)]);
    open(&mut app, Screen::Catalog)?;
    let damaged = dir.path().join("damaged.json");
    fs::write(&damaged, "{\"format\": \"gotham-companion/catalog-pack\"").unwrap();
    look_at(&mut app, &damaged)?;
    // The head is the window's; the problem itself is the check's, for the pack's
    // author.
    assert!(support::shows_text_containing(
        &app,
        "No instalado: tiene un problema, que debe corregir su autor:"
    ));
    Ok(())
}

#[test]
fn the_catalog_stays_while_a_match_is_open_or_the_window_is_read_only() -> Result<(), Error> {
    let packs = tempfile::tempdir().unwrap();
    let pack = december_pack(packs.path());

    let dir = tempfile::tempdir().unwrap();
    let mut app = support::match_started(dir.path())?;
    open(&mut app, Screen::Catalog)?;
    look_at(&mut app, &pack)?;
    assert!(support::shows_text_containing(
        &app,
        "Not now: a match is open on the Match tab"
    ));
    // The button does nothing while the match is open.
    apply(&mut app, [Message::Catalog(catalog::Message::Install)]);
    assert_ne!(app.catalog().id(), "2026-12-01");
    assert!(!dir.path().join("catalogs").join("2026-12-01.json").exists());

    let dir = tempfile::tempdir().unwrap();
    let mut app = app_on(dir.path(), Access::ReadOnly);
    open(&mut app, Screen::Catalog)?;
    look_at(&mut app, &pack)?;
    assert!(support::shows_text_containing(
        &app,
        "Not now: this window is read-only"
    ));
    apply(&mut app, [Message::Catalog(catalog::Message::Install)]);
    assert_ne!(app.catalog().id(), "2026-12-01");
    Ok(())
}

#[test]
fn a_renamed_profile_reads_under_its_new_id_in_the_crew_list_and_for_a_match() -> Result<(), Error>
{
    let packs = tempfile::tempdir().unwrap();
    let mut data = Data::bundled(&packs.path().join("data"));
    data.rename("robin-1997", "robin-the-boy-wonder-1997");
    let pack = packs.path().join("renamed.json");
    data.build("2026-12-05", &DECEMBER_RENAMED, &pack);
    let dir = tempfile::tempdir().unwrap();
    let mut app =
        support::app_with_crews(dir.path(), &["night-patrol.json", "league-of-shadows.json"]);
    open(&mut app, Screen::Catalog)?;
    look_at(&mut app, &pack)?;
    press(&mut app, id::INSTALL)?;
    assert_eq!(app.catalog().id(), "2026-12-05");

    // The crew list finds Robin under his new id: both crews are legal.
    open(&mut app, Screen::Crews)?;
    assert!(!support::shows_text_containing(&app, "rule broken"));
    // A match reads the crew the same way, and starts.
    support::start_match(&mut app, "Night Patrol", "League of Shadows")?;
    let state = app.tracker().game().expect("the match started");
    assert_eq!(state.players[0].models[1].id, "robin-the-boy-wonder-1997");
    // The file keeps the old id until the crew is saved.
    let file = fs::read_to_string(dir.path().join("night-patrol.json")).unwrap();
    assert!(file.contains("\"robin-1997\""));
    Ok(())
}

#[test]
fn the_catalog_tab_lists_its_catalogs_when_the_app_starts_on_it() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_on(dir.path(), Access::Write);
    let bundled = app.catalog().id().to_owned();
    open(&mut app, Screen::Catalog)?;
    assert!(!support::shows_text_containing(&app, "Looking…"));

    // The settings remember the tab: the next start opens on it, and lists at once.
    let app = support::app(dir.path());
    assert_eq!(app.screen(), Screen::Catalog);
    assert!(
        !support::shows_text_containing(&app, "Looking…"),
        "the catalogs are listed without leaving the tab"
    );
    let mut ui = simulator(&app);
    ui.find(bundled.as_str())?;
    Ok(())
}
