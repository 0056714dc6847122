//! In Spanish, every screen's flows (the layout test's) show no English: no text that
//! is one of the app's English messages, holds one, or reads as an English sentence,
//! the game's data (aliases, traits, weapons, affiliations, card titles) aside.

mod support;

use gotham_companion::app::{self, App, Message, Screen, Status};
use gotham_companion::bmg::tracker::{Event, Player};
use gotham_companion::screen::games::{self, Panel};
use gotham_companion::screen::{builder, calculator, crews, tracker};
use gotham_companion::words::Language;
use iced_test::Error;
use support::apply;
use support::leaks::Reader;
use support::named::{open, press};

/// Notes what reads as English on screen now, each text once, under the first `step`
/// that shows it.
fn look(app: &App, reader: &Reader, step: &str, found: &mut Vec<String>) {
    for why in reader.on_screen(app) {
        if !found.iter().any(|f| f.ends_with(&format!(": {why}"))) {
            found.push(format!("{step}: {why}"));
        }
    }
}

/// Fails with everything found.
fn assert_none(found: &[String]) {
    assert!(
        found.is_empty(),
        "English in Spanish ({}):\n{}",
        found.len(),
        found.join("\n")
    );
}

/// A window switched to Spanish, on a fresh data folder holding `crews`.
fn in_spanish(dir: &std::path::Path, crews: &[&str]) -> App {
    let mut app = support::app_with_crews(dir, crews);
    apply(&mut app, [Message::LanguageChosen(Language::Spanish)]);
    assert_eq!(app.language(), Language::Spanish);
    app
}

#[test]
fn the_crews_the_builder_and_the_deck() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = in_spanish(
        dir.path(),
        &["clown-princes-court.json", "night-patrol.json"],
    );
    let reader = Reader::new(Language::Spanish, &support::catalog());
    let mut found = Vec::new();
    open(&mut app, Screen::Crews)?;
    look(&app, &reader, "crews", &mut found);
    press(&mut app, crews::id::open(0))?;
    look(&app, &reader, "builder", &mut found);
    // What shows only when a pick list opens, on hover, or in an empty field is read
    // too.
    let told = support::layout::told_in(&app, (1360.0, 860.0));
    for (id, what) in [
        ("builder-all-affiliations", "a pick list's option"),
        ("builder-remove-member", "a tooltip"),
        ("builder-search", "a text field's placeholder"),
    ] {
        let spanish = support::messages::say(Language::Spanish, id, &[]);
        assert!(
            told.contains(&spanish),
            "{what} {spanish:?} not in {told:?}"
        );
    }
    support::add_rule_breakers(&mut app);
    look(&app, &reader, "builder, rules broken", &mut found);
    let ras = support::catalog().model_index("ra-s-al-ghul").unwrap();
    apply(
        &mut app,
        [Message::Builder(builder::Message::ModelSelected(ras))],
    );
    look(&app, &reader, "profile", &mut found);
    apply(&mut app, [Message::Builder(builder::Message::RulesToggled)]);
    look(&app, &reader, "broken rules", &mut found);
    press(&mut app, builder::id::EDIT_DECK)?;
    look(&app, &reader, "deck", &mut found);
    assert_none(&found);
    Ok(())
}

#[test]
fn the_dice_odds_and_the_help() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = in_spanish(dir.path(), &[]);
    let reader = Reader::new(Language::Spanish, &support::catalog());
    let mut found = Vec::new();
    open(&mut app, Screen::Calculator)?;
    look(&app, &reader, "odds", &mut found);
    press(&mut app, calculator::id::ROLL_SKILL)?;
    look(&app, &reader, "odds, a skill rolled", &mut found);
    // A target search that finds more than the list shows: its last line counts the rest.
    apply(
        &mut app,
        [Message::Calculator(calculator::Message::TargetSearched(
            "a".into(),
        ))],
    );
    // What follows the count, whatever it is: "resultados más: escribe más del nombre".
    let more = support::messages::say_n(
        Language::Spanish,
        "calculator-more-matches",
        &[("count", 2)],
    );
    let more = more
        .trim_start_matches(|c: char| c.is_ascii_digit())
        .to_owned();
    assert!(!shown_with(&app, &more).is_empty(), "no line ends {more:?}");
    look(&app, &reader, "odds, a target searched", &mut found);
    press(&mut app, app::id::HELP)?;
    look(&app, &reader, "help", &mut found);
    assert_none(&found);
    Ok(())
}

#[test]
fn a_match_through_its_first_round() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::two_lounges(dir.path());
    app.follow_system(Language::Spanish);
    let reader = Reader::new(Language::Spanish, &support::catalog());
    let mut found = Vec::new();
    open(&mut app, Screen::Tracker)?;
    look(&app, &reader, "match set-up", &mut found);
    support::start_match(&mut app, "The Iceberg Lounge", "Other Lounge")?;
    look(&app, &reader, "match started", &mut found);
    press(&mut app, tracker::id::START_ROUND)?;
    look(&app, &reader, "take the lead", &mut found);
    press(&mut app, tracker::id::lead_die(Player::First, 6))?;
    press(&mut app, tracker::id::lead_die(Player::Second, 2))?;
    press(&mut app, tracker::id::initiative(Player::First))?;
    look(&app, &reader, "initiative", &mut found);
    press(&mut app, tracker::id::START_ACTIVATIONS)?;
    look(&app, &reader, "activations", &mut found);
    let ko = tracker::Message::Play(Event::MarkersChanged {
        player: Player::Second,
        model: 0,
        stun: 0,
        injury: 7,
    });
    apply(&mut app, [Message::Tracker(ko)]);
    look(&app, &reader, "a model knocked out", &mut found);
    apply(&mut app, [Message::Tracker(tracker::Message::Advance)]);
    for step in 0..6 {
        look(&app, &reader, &format!("recount step {step}"), &mut found);
        if press(&mut app, tracker::id::NEXT_STEP).is_err() {
            break;
        }
    }
    assert_none(&found);
    Ok(())
}

#[test]
fn the_games_the_tournament_and_the_catalog() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = in_spanish(dir.path(), &[]);
    let reader = Reader::new(Language::Spanish, &support::catalog());
    let mut found = Vec::new();
    open(&mut app, Screen::Games)?;
    // A first move on each board, so that its log, its names (categories, Roles,
    // villains, leaders) and, for the heist, a refusal show too.
    for (panel, first_move) in [
        (Panel::Btas, games::id::btas::ROLL),
        (Panel::SuperDice, games::id::superdice::THROW),
        (Panel::Rising, games::id::rising::ROLL_DICE),
        (Panel::Heist, games::id::heist::RESOLVE),
    ] {
        press(&mut app, games::id::panel(panel))?;
        look(&app, &reader, &format!("{panel:?} set-up"), &mut found);
        press(&mut app, games::id::START)?;
        look(&app, &reader, &format!("{panel:?} in play"), &mut found);
        press(&mut app, first_move)?;
        look(
            &app,
            &reader,
            &format!("{panel:?}, a first move"),
            &mut found,
        );
    }
    open(&mut app, Screen::Tournament)?;
    look(&app, &reader, "tournament", &mut found);
    open(&mut app, Screen::Catalog)?;
    look(&app, &reader, "catalog", &mut found);
    assert_none(&found);
    Ok(())
}

/// The texts on screen that hold `part`.
fn shown_with(app: &App, part: &str) -> Vec<String> {
    support::layout::texts_in(app, (1360.0, 860.0))
        .into_iter()
        .filter(|text| text.contains(part))
        .collect()
}

#[test]
fn a_file_the_app_cannot_read_is_told_in_spanish() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("broken.json"), "{\"format\": ").unwrap();
    let newer = r#"{"format": "gotham-companion/crew", "version": 99}"#;
    std::fs::write(dir.path().join("newer.json"), newer).unwrap();
    let mut app = in_spanish(dir.path(), &[]);
    let reader = Reader::new(Language::Spanish, &support::catalog());
    let mut found = Vec::new();
    open(&mut app, Screen::Crews)?;
    look(&app, &reader, "crews, unreadable files", &mut found);
    assert_none(&found);
    let broken = shown_with(&app, "broken.json");
    assert!(
        broken
            .iter()
            .any(|t| t.contains(": línea 1, columna 11: el archivo termina antes")),
        "{broken:?}"
    );
    let newer = shown_with(&app, "newer.json");
    assert!(
        newer
            .iter()
            .any(|t| t.contains("versión más reciente de Gotham Companion")),
        "{newer:?}"
    );
    Ok(())
}

#[test]
fn the_crew_list_speaks_the_language_chosen_at_once() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("broken.json"), "{\"format\": ").unwrap();
    let mut app = support::app_with_crews(dir.path(), &["night-patrol.json"]);
    open(&mut app, Screen::Crews)?;
    assert!(!shown_with(&app, ": line 1, column").is_empty());
    apply(&mut app, [Message::LanguageChosen(Language::Spanish)]);
    // Read again and said in Spanish, with no step of the player's.
    assert!(!shown_with(&app, ": línea 1, columna").is_empty());
    assert!(shown_with(&app, ": line 1, column").is_empty());
    let reader = Reader::new(Language::Spanish, &support::catalog());
    let mut found = Vec::new();
    look(&app, &reader, "crews, after the switch", &mut found);
    assert_none(&found);
    Ok(())
}

#[test]
fn an_error_a_refusal_and_the_log_said_before_a_switch_read_in_the_new_language()
-> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    // A file where the match's folder goes: every save of the match fails, and the
    // status line says so.
    std::fs::write(dir.path().join("match"), "in the way").unwrap();
    let mut app = support::two_lounges(dir.path());
    support::start_match(&mut app, "The Iceberg Lounge", "Other Lounge")?;
    press(&mut app, tracker::id::START_ROUND)?;
    press(&mut app, tracker::id::lead_die(Player::First, 6))?;
    press(&mut app, tracker::id::lead_die(Player::Second, 2))?;
    press(&mut app, tracker::id::initiative(Player::First))?;
    press(&mut app, tracker::id::START_ACTIVATIONS)?;
    // The rules refuse a roll for the lead in the activations: a banner on the board.
    let wrong_phase = Event::LeadRolled {
        player: Player::First,
        roll: 3,
    };
    apply(
        &mut app,
        [
            Message::Tracker(tracker::Message::Play(wrong_phase)),
            Message::Tracker(tracker::Message::ShowLog),
        ],
    );
    let status = |app: &App| match app.status() {
        Some(Status::Error(error)) => error.text(),
        other => panic!("expected the save's error, got {other:?}"),
    };
    assert!(
        status(&app).starts_with("The match could not be saved: cannot create the folder"),
        "{}",
        status(&app)
    );
    let refused = app.tracker().refused().expect("the roll is refused");
    assert!(!shown_with(&app, "Not allowed: ").is_empty());
    assert!(
        !shown_with(&app, "Round 1 begins").is_empty(),
        "the log shows"
    );

    apply(&mut app, [Message::LanguageChosen(Language::Spanish)]);
    // The same error and refusal, now in Spanish, with no step of the player's.
    assert!(
        status(&app).starts_with("No se pudo guardar la partida: no se puede crear la carpeta"),
        "{}",
        status(&app)
    );
    let in_spanish = app.tracker().refused().expect("the refusal stays");
    assert!(
        in_spanish.contains(" corresponde a Tomar la Delantera, y ahora es "),
        "{in_spanish}"
    );
    assert!(!shown_with(&app, &format!("No permitido: {in_spanish}")).is_empty());
    assert!(shown_with(&app, "Not allowed: ").is_empty());
    let round_begins = support::messages::say_n(
        Language::Spanish,
        "tracker-log-round-begins",
        &[("round", 1)],
    );
    assert!(
        !shown_with(&app, &round_begins).is_empty(),
        "the log in Spanish"
    );
    assert!(shown_with(&app, "Round 1 begins").is_empty());
    assert!(!shown_with(&app, "No se pudo guardar la partida").is_empty());
    let reader = Reader::new(Language::Spanish, &support::catalog());
    let mut found = Vec::new();
    look(&app, &reader, "after the switch", &mut found);
    assert_none(&found);
    // And back: the same error and refusal in English again.
    apply(&mut app, [Message::LanguageChosen(Language::English)]);
    assert!(status(&app).starts_with("The match could not be saved"));
    assert_eq!(app.tracker().refused().as_deref(), Some(refused.as_str()));
    assert!(!shown_with(&app, &format!("Not allowed: {refused}")).is_empty());
    Ok(())
}
