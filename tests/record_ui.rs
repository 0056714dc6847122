//! The Record tab driven through its widgets with `iced_test`: it asks once which name
//! is the player's, counts that player's archived matches, narrows them with its
//! filters, lists the files it could not read, prints the record, and speaks Spanish.

mod support;

use gotham_companion::app::{App, Message, Screen};
use gotham_companion::screen::record::{self, id};
use gotham_companion::storage;
use gotham_companion::words::Language;
use iced_test::Error;
use std::path::Path;
use support::messages::say;
use support::named::{open, press};
use support::{apply, simulator};

/// An app on `dir` whose archive holds two matches Bo won against Ann (archived in
/// September and October 2026) and a damaged file, on the Record tab.
fn app_with_archive(dir: &Path) -> Result<App, Error> {
    let archive = dir.join("match").join("archive");
    std::fs::create_dir_all(&archive).unwrap();
    let record = support::finished_record();
    storage::save_match(&archive.join("match-1790000000.json"), &record).unwrap();
    storage::save_match(&archive.join("match-1792000000.json"), &record).unwrap();
    std::fs::write(archive.join("match-1793000000.json"), "{ torn").unwrap();
    let mut app = support::app(dir);
    open(&mut app, Screen::Record)?;
    Ok(app)
}

/// Whether some text of the view reads `wanted`.
fn shows(app: &App, wanted: &str) -> bool {
    simulator(app).find(wanted).is_ok()
}

/// Whether some text of the view starts with `start`.
fn shows_a_line_starting(app: &App, start: &str) -> bool {
    simulator(app)
        .find(
            |candidate: iced_test::selector::Candidate<'_>| match candidate {
                iced_test::selector::Candidate::Text { content, .. }
                    if content.starts_with(start) =>
                {
                    Some(())
                }
                _ => None,
            },
        )
        .is_ok()
}

/// Sends a message of the Record tab, as its widgets do.
fn send(app: &mut App, message: record::Message) {
    apply(app, [Message::Record(message)]);
}

#[test]
fn the_tab_asks_whose_record_then_counts_that_players_matches() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_archive(dir.path())?;
    // Ann and Bo are in two matches each: by name, Ann first.
    assert!(shows(&app, "Which name is yours?"));
    assert!(shows(&app, "Ann · 2 matches"));
    assert!(shows(&app, "Bo · 2 matches"));
    press(&mut app, id::name(1))?;
    assert!(shows(&app, "Bo's record"));
    assert!(!shows(&app, "Which name is yours?"));
    // The damaged file is named with why, and the rest still counts.
    assert!(shows(&app, "1 file could not be read and is not counted:"));
    assert!(shows_a_line_starting(&app, "match-1793000000.json: "));
    // "Not you?" brings the names back.
    press(&mut app, id::CHANGE_PLAYER)?;
    press(&mut app, id::name(0))?;
    assert!(shows(&app, "Ann's record"));
    Ok(())
}

#[test]
fn the_filters_narrow_the_record_and_clear() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_archive(dir.path())?;
    press(&mut app, id::name(0))?;
    // Ann's crew in the table by crew.
    assert!(shows(&app, "Night Patrol"));
    send(&mut app, record::Message::SinceEdited("2026-10-01".into()));
    assert!(shows(&app, "Ann's record"));
    assert!(!shows(&app, "No match of Ann under these filters."));
    send(&mut app, record::Message::UntilEdited("2026-10-01".into()));
    assert!(shows(&app, "No match of Ann under these filters."));
    // A day half typed filters nothing yet, and says how days are written.
    send(&mut app, record::Message::UntilEdited("2026-1".into()));
    assert!(!shows(&app, "No match of Ann under these filters."));
    assert!(shows(
        &app,
        "Write days as YYYY-MM-DD, for example 2026-09-30."
    ));
    send(
        &mut app,
        record::Message::OpponentChosen(record::Choice::One("Cy".into())),
    );
    assert!(shows(&app, "No match of Ann under these filters."));
    press(&mut app, id::CLEAR)?;
    assert!(!shows(&app, "No match of Ann under these filters."));
    assert!(!shows(
        &app,
        "Write days as YYYY-MM-DD, for example 2026-09-30."
    ));
    Ok(())
}

#[test]
fn the_record_prints_as_a_page_with_its_charts() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_archive(dir.path())?;
    app.set_file_opener(|_| Ok(()));
    press(&mut app, id::name(0))?;
    press(&mut app, id::PRINT)?;
    // Named as the page is titled, never as a crew's roster might be.
    let written: Vec<_> = std::fs::read_dir(dir.path().join("rosters"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    assert_eq!(written.len(), 1, "{written:?}");
    assert_ne!(written[0].file_name().unwrap(), "ann.html");
    let page = std::fs::read_to_string(&written[0]).unwrap();
    assert!(page.contains("<svg"), "{page}");
    assert!(page.contains("Ann"));
    Ok(())
}

#[test]
fn the_tab_speaks_spanish() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_archive(dir.path())?;
    apply(&mut app, [Message::LanguageChosen(Language::Spanish)]);
    let es = |id: &str| say(Language::Spanish, id, &[]);
    assert!(shows(&app, &es("record-who")));
    press(&mut app, id::name(0))?;
    assert!(shows(&app, "Historial de Ann"));
    assert!(shows(&app, &es("record-clear")));
    Ok(())
}
