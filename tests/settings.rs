//! The settings kept between sessions: the text scale, the screen, the crew open in
//! the builder, the calculators' inputs and the game panel come back after a restart; a damaged or
//! out-of-range settings file gives a message and the defaults; news on the status
//! line fades, errors stay.

mod support;

use gotham_companion::app::{self, Message, NEWS_FADES_AFTER, Screen, Status, TextScale};
use gotham_companion::screen::calculator::{self, Field, ModelChoice};
use gotham_companion::screen::crews;
use gotham_companion::screen::games::{self, Panel};
use gotham_companion::storage;
use gotham_companion::widget::stepper::{self, Step};
use gotham_companion::words::Language;
use iced_test::Error;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use support::apply;
use support::named::{open, press};

fn settings_file(dir: &Path) -> PathBuf {
    dir.join("settings").join("settings.json")
}

#[test]
fn the_text_scale_screen_open_crew_and_odds_inputs_come_back_after_a_restart() -> Result<(), Error>
{
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app_with_crews(dir.path(), &["night-patrol.json"]);
    press(&mut app, app::id::TEXT_SCALE)?;
    press(&mut app, app::id::TEXT_SCALE)?;
    assert_eq!(app.text_scale(), TextScale::Larger);
    assert_eq!(app.scale_factor(), 1.5);

    // Batman (Bushi) attacks Ra's al Ghul, with one more Attack than his card.
    open(&mut app, Screen::Calculator)?;
    let catalog = support::catalog();
    let pick = |id: &str| ModelChoice::of(&catalog, catalog.model_index(id).unwrap());
    apply(
        &mut app,
        [
            Message::Calculator(calculator::Message::AttackerPicked(pick("batman-bushi"))),
            Message::Calculator(calculator::Message::TargetPicked(pick("ra-s-al-ghul"))),
        ],
    );
    press(
        &mut app,
        stepper::id(calculator::id::field(Field::Attacks), Step::Up),
    )?;
    let melee = app.calculator().melee();

    // The game panel picked in the Games tab.
    open(&mut app, Screen::Games)?;
    press(&mut app, games::id::panel(Panel::SuperDice))?;
    assert_eq!(app.games().panel(), Panel::SuperDice);

    // The crew open in the builder, and the builder on show.
    open(&mut app, Screen::Crews)?;
    press(&mut app, crews::id::open(0))?;
    assert_eq!(app.screen(), Screen::Builder);
    assert!(settings_file(dir.path()).exists(), "saved on the way");

    let app = support::app(dir.path());
    assert_eq!(app.text_scale(), TextScale::Larger);
    assert_eq!(app.calculator().melee(), melee);
    assert_eq!(app.screen(), Screen::Builder);
    assert_eq!(app.games().panel(), Panel::SuperDice);
    let open = app.builder().expect("the crew is open again");
    assert_eq!(open.crew().name, "Night Patrol");
    assert_eq!(open.path(), Some(&dir.path().join("night-patrol.json")));
    assert!(!open.is_dirty());
    Ok(())
}

#[test]
fn a_crew_open_behind_another_tab_comes_back_open_behind_that_tab() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app_with_crews(dir.path(), &["night-patrol.json"]);
    open(&mut app, Screen::Crews)?;
    press(&mut app, crews::id::open(0))?;
    open(&mut app, Screen::Tracker)?;
    assert_eq!(app.screen(), Screen::Tracker);

    // The window closed without a goodbye (the settings are written as they change).
    let app = support::app(dir.path());
    assert_eq!(app.screen(), Screen::Tracker, "not the builder");
    let open = app.builder().expect("the crew is open again");
    assert_eq!(open.crew().name, "Night Patrol");
    Ok(())
}

#[test]
fn a_damaged_settings_file_is_set_aside_with_a_message_and_the_defaults_used() {
    let dir = tempfile::tempdir().unwrap();
    let file = settings_file(dir.path());
    fs::create_dir_all(file.parent().unwrap()).unwrap();
    fs::write(
        &file,
        "{\"format\": \"gotham-companion/settings\", \"version\": 1, \"text",
    )
    .unwrap();
    let app = support::app(dir.path());
    assert_eq!(app.text_scale(), TextScale::Normal);
    match app.status() {
        Some(Status::Error(error)) => assert!(
            error
                .text()
                .starts_with("The settings could not be read, so the defaults are used"),
            "{error}"
        ),
        other => panic!("no message: {other:?}"),
    }
    let kept: Vec<_> = fs::read_dir(file.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("settings.damaged-"))
        .collect();
    assert_eq!(kept.len(), 1, "the damaged file is kept");
}

#[test]
fn a_settings_file_from_a_newer_app_is_refused_with_a_message() {
    let dir = tempfile::tempdir().unwrap();
    let file = settings_file(dir.path());
    fs::create_dir_all(file.parent().unwrap()).unwrap();
    fs::write(
        &file,
        "{\"format\": \"gotham-companion/settings\", \"version\": 99, \"text_scale\": 150}",
    )
    .unwrap();
    let app = support::app(dir.path());
    assert_eq!(app.text_scale(), TextScale::Normal);
    let Some(Status::Error(error)) = app.status() else {
        panic!("no message");
    };
    assert!(
        error.text().contains("written by a newer Gotham Companion"),
        "{error}"
    );
}

#[test]
fn a_text_scale_out_of_the_three_is_refused_and_numbers_out_of_range_are_brought_in() {
    let parsed = storage::parse_settings::<gotham_companion::app::Settings>(
        "{\"format\": \"gotham-companion/settings\", \"version\": 1, \"text_scale\": 4000000000}",
        "settings.json",
    );
    let error = format!("{:#}", parsed.unwrap_err());
    assert!(
        error.contains("a text scale is 100, 125 or 150 percent"),
        "{error}"
    );

    // Attacks far past the calculator's 20, a skill of u32::MAX: brought into range
    // the way the steppers would, and the odds still come.
    let dir = tempfile::tempdir().unwrap();
    let file = settings_file(dir.path());
    fs::create_dir_all(file.parent().unwrap()).unwrap();
    fs::write(
        &file,
        r#"{"format": "gotham-companion/settings", "version": 1,
            "odds": {"attacker": "no-such-model", "values": {"Attacks": 4000000000, "SkillValue": 4294967295, "Strength": 0}}}"#,
    )
    .unwrap();
    let app = support::app(dir.path());
    assert_eq!(app.status(), None, "a legal file");
    let melee = app.calculator().melee();
    assert_eq!(melee.attacks, 20);
    assert_eq!(melee.strength, 1);
    assert!(app.calculator().attack_odds().is_ok());
    assert!(app.calculator().skill_odds().is_ok());
}

#[test]
fn news_fades_from_the_status_line_and_errors_stay() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    press(&mut app, crews::id::EXAMPLES)?;
    assert!(matches!(app.status(), Some(Status::Info(_))));
    let soon = Instant::now() + Duration::from_secs(1);
    apply(&mut app, [Message::StatusTick(soon)]);
    assert!(app.status().is_some(), "still there after a second");
    let later = Instant::now() + NEWS_FADES_AFTER + Duration::from_secs(1);
    apply(&mut app, [Message::StatusTick(later)]);
    assert_eq!(app.status(), None, "faded");

    // An error stays until dismissed: a read-only window refuses to add the examples.
    let mut app = support::app_with(dir.path(), gotham_companion::app::Access::ReadOnly);
    press(&mut app, crews::id::EXAMPLES)?;
    let status = app.status().cloned();
    assert!(matches!(status, Some(Status::Error(_))), "{status:?}");
    apply(&mut app, [Message::StatusTick(later)]);
    assert_eq!(app.status().cloned(), status);
    Ok(())
}

/// A read-only window reads the settings but never writes them.
#[test]
fn a_read_only_window_does_not_write_the_settings() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app_with(dir.path(), gotham_companion::app::Access::ReadOnly);
    press(&mut app, app::id::TEXT_SCALE)?;
    assert_eq!(app.text_scale(), TextScale::Large);
    assert!(!settings_file(dir.path()).exists());
    assert_eq!(
        app.status(),
        None,
        "and says nothing about it at each click"
    );
    Ok(())
}

/// Whether the window shows `text` now.
fn shows(app: &app::App, text: &str) -> bool {
    support::simulator(app).find(text).is_ok()
}

#[test]
fn the_window_speaks_the_system_s_language_until_one_is_chosen_and_the_choice_is_kept()
-> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    assert_eq!(app.language(), Language::English, "tests start in English");

    // A first start on a Spanish system speaks Spanish.
    app.follow_system(Language::Spanish);
    assert_eq!(app.language(), Language::Spanish);
    press(&mut app, app::id::HELP)?;
    assert!(shows(&app, "Atajos de teclado"));
    assert!(!shows(&app, "Keyboard shortcuts"));

    // The switch changes it at once, and the settings keep it.
    press(&mut app, app::id::language(Language::English))?;
    assert_eq!(app.language(), Language::English);
    assert!(shows(&app, "Keyboard shortcuts"));
    let saved = fs::read_to_string(settings_file(dir.path())).unwrap();
    assert!(saved.contains("\"language\": \"en\""), "{saved}");

    // Started again on the Spanish system, the choice outranks it.
    let mut again = support::app(dir.path());
    again.follow_system(Language::Spanish);
    assert_eq!(again.language(), Language::English);
    press(&mut again, app::id::language(Language::Spanish))
        .expect_err("the switch shows only in the help");
    press(&mut again, app::id::HELP)?;
    press(&mut again, app::id::language(Language::Spanish))?;
    assert_eq!(support::app(dir.path()).language(), Language::Spanish);
    Ok(())
}

#[test]
fn a_language_this_version_does_not_know_is_read_as_none_chosen_and_the_rest_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = settings_file(dir.path());
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    let settings = app::Settings {
        text_scale: TextScale::Large,
        ..app::Settings::default()
    };
    // A code of a newer version, and values that are no code at all.
    for language in [
        "\"fr\"",
        "42",
        "[\"es\"]",
        "{\"code\": \"es\"}",
        "true",
        "null",
    ] {
        let saved = storage::settings_to_json(&settings).replace(
            "\"text_scale\": 125",
            &format!("\"text_scale\": 125,\n    \"language\": {language}"),
        );
        assert!(saved.contains(language), "{saved}");
        fs::write(&path, saved).unwrap();
        let mut app = support::app(dir.path());
        app.follow_system(Language::Spanish);
        assert_eq!(app.text_scale(), TextScale::Large, "{language}");
        assert_eq!(app.language(), Language::Spanish, "{language}");
        let aside = fs::read_dir(path.parent().unwrap())
            .unwrap()
            .filter(|e| e.as_ref().unwrap().path() != path)
            .count();
        assert_eq!(aside, 0, "{language}: the file was set aside");
    }
}
