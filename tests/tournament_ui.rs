//! The Tournament tab (issue 22): a 6-player, 3-round event run through the window,
//! results typed, from a result code and from a finished match file; the standings;
//! the event resumed from its file; and the match tracker's end screen making a result
//! code from a slip's table code.

mod support;

use gotham_companion::app::{App, Message, Screen, Status};
use gotham_companion::bmg::tournament::code::{
    ResultCode, decode_result, encode_result, encode_ticket,
};
use gotham_companion::bmg::tournament::{
    GameResult, PresetField, PresetKind, RoundNo, TableAt, Tournament,
};
use gotham_companion::bmg::tracker::Phase;
use gotham_companion::screen::crew_choice::CrewChoice;
use gotham_companion::screen::tournament::{Message as T, Part, id};
use gotham_companion::screen::tracker;
use gotham_companion::storage;
use iced_test::Error;
use std::fs;
use std::path::{Path, PathBuf};
use support::named::{open, press};
use support::{apply, simulator};

const PLAYERS: [&str; 6] = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"];

fn tab(app: &mut App, message: T) {
    apply(app, [Message::Tournament(message)]);
}

/// The crew offered under this name, as a list choice.
fn list(app: &App, name: &str) -> CrewChoice {
    app.crew_choices()
        .iter()
        .find(|c| c.crew.name == name)
        .cloned()
        .unwrap_or_else(|| panic!("{name} is offered"))
}

/// Fills in a player's name and both lists (one crew twice) and presses Register.
fn register(app: &mut App, name: &str, crew: &str) -> Result<(), Error> {
    let choice = list(app, crew);
    tab(app, T::PlayerNameEdited(name.into()));
    tab(app, T::ListPicked(0, choice.clone()));
    tab(app, T::ListPicked(1, choice));
    press(app, id::REGISTER)
}

/// The open event, as the tab shows it.
fn event(app: &App) -> &Tournament {
    app.tournament_tab().tournament().expect("an event is open")
}

/// Types the VP of every table of the round still without a result and enters them.
fn type_results(app: &mut App, vp: impl Fn(usize) -> [u32; 2]) -> Result<(), Error> {
    let (_, round) = event(app).current_round().unwrap();
    let open: Vec<usize> = round
        .tables
        .iter()
        .enumerate()
        .filter(|(_, t)| t.result.is_none())
        .map(|(i, _)| i)
        .collect();
    for table in open {
        let [a, b] = vp(table);
        tab(app, T::VpEdited(table, 0, a.to_string()));
        tab(app, T::VpEdited(table, 1, b.to_string()));
        tab(app, T::EnterResult(table));
    }
    Ok(())
}

/// The saved tournament files of `dir`.
fn files(dir: &Path) -> Vec<PathBuf> {
    fs::read_dir(dir.join("tournaments"))
        .map(|e| e.map(|e| e.unwrap().path()).collect())
        .unwrap_or_default()
}

#[test]
fn a_six_player_three_round_event_runs_through_the_window() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app_with_crews(
        dir.path(),
        &["night-patrol.json", "clown-princes-court.json"],
    );
    open(&mut app, Screen::Tournament)?;
    assert_eq!(app.screen(), Screen::Tournament);
    simulator(&app).find("New tournament")?;
    tab(&mut app, T::NameEdited("Club Night".into()));
    tab(&mut app, T::RoundsEdited("3".into()));
    press(&mut app, id::CREATE)?;
    assert_eq!(event(&app).setup().name, "Club Night");
    assert_eq!(files(dir.path()).len(), 1);

    // Six players, each with two lists of one crew.
    for (n, name) in PLAYERS.iter().enumerate() {
        let crew = if n % 2 == 0 {
            "Night Patrol"
        } else {
            "Clown Prince's Court"
        };
        register(&mut app, name, crew)?;
    }
    assert_eq!(event(&app).state().players.len(), 6);
    simulator(&app).find("Players (6)")?;
    // A second Ann is refused with the reason, and nothing changes.
    register(&mut app, "ann", "Night Patrol")?;
    assert!(support::shows_text_containing(&app, "registered already"));
    assert_eq!(event(&app).state().players.len(), 6);

    // Round 1: typed results.
    press(&mut app, id::part(Part::Round))?;
    press(&mut app, id::PAIR)?;
    simulator(&app).find("Table 3")?;
    press(&mut app, id::START_TIMER)?;
    assert!(support::shows_text_containing(&app, "Time left: 2:00:00"));
    type_results(&mut app, |t| [[20, 3], [12, 10], [9, 1]][t])?;
    assert!(event(&app).current_round().unwrap().1.is_complete());

    // Round 2: table 1 from a result code, the rest from a match file and typing.
    press(&mut app, id::PAIR)?;
    let ticket = event(&app).ticket(RoundNo(2), TableAt(0)).unwrap();
    let code = encode_result(&ResultCode {
        ticket,
        result: GameResult {
            vp: [15, 15],
            lists: [Some(1), None],
        },
    });
    tab(&mut app, T::ResultCodeEdited(code.clone()));
    press(&mut app, id::ENTER_CODE)?;
    let table = &event(&app).current_round().unwrap().1.tables[0];
    assert_eq!(table.result.unwrap().vp, [15, 15]);
    // The same code again is refused, saying why.
    tab(&mut app, T::ResultCodeEdited(code));
    press(&mut app, id::ENTER_CODE)?;
    assert!(support::shows_text_containing(
        &app,
        "has this result already"
    ));
    type_results(&mut app, |_| [7, 18])?;

    // Round 3, then a correction and an undo.
    press(&mut app, id::PAIR)?;
    type_results(&mut app, |t| [10 + t as u32, 2])?;
    tab(&mut app, T::VpEdited(0, 0, "30".into()));
    press(&mut app, id::enter(0))?;
    assert_eq!(
        event(&app).current_round().unwrap().1.tables[0]
            .result
            .unwrap()
            .vp[0],
        30
    );
    press(&mut app, id::UNDO)?;
    assert_eq!(
        event(&app).current_round().unwrap().1.tables[0]
            .result
            .unwrap()
            .vp[0],
        10
    );
    press(&mut app, id::REDO)?;
    assert_eq!(
        event(&app).current_round().unwrap().1.tables[0]
            .result
            .unwrap()
            .vp[0],
        30
    );
    // No fourth round.
    assert!(event(&app).pair_next(None).is_err());

    // The standings.
    tab(&mut app, T::PartChosen(Part::Standings));
    let standings = event(&app).standings();
    let leader = &event(&app).state().players[standings[0].player].name;
    let mut ui = simulator(&app);
    ui.find("Print standings")?;
    ui.find(leader.as_str())?;
    drop(ui);

    // Everything was saved as it happened: the file reopens to the same event.
    let saved = storage::load_tournament(&files(dir.path())[0]).unwrap();
    assert_eq!(&saved, event(&app));
    press(&mut app, id::CLOSE)?;
    simulator(&app).find("Saved tournaments")?;
    press(&mut app, id::open(0))?;
    assert_eq!(event(&app).state().rounds.len(), 3);
    Ok(())
}

#[test]
fn a_finished_match_file_enters_its_tables_result() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app =
        support::app_with_crews(dir.path(), &["night-patrol.json", "league-of-shadows.json"]);
    open(&mut app, Screen::Tournament)?;
    tab(&mut app, T::NameEdited("Duel".into()));
    press(&mut app, id::CREATE)?;
    register(&mut app, "Ann", "Night Patrol")?;
    register(&mut app, "Bo", "League of Shadows")?;
    press(&mut app, id::part(Part::Round))?;
    press(&mut app, id::PAIR)?;
    // support::finished_record is Ann against Bo, Bo 3 VP up.
    let file = dir.path().join("finished.json");
    storage::save_match(&file, &support::finished_record()).unwrap();
    apply(&mut app, [Message::TournamentMatchChosen(file)]);
    let table = &event(&app).current_round().unwrap().1.tables[0];
    let result = table.result.expect("the match file entered the result");
    let ann = event(&app).player_named("Ann").unwrap();
    let side = table.players.iter().position(|&p| p == ann).unwrap();
    assert_eq!(result.vp[side], 0);
    assert_eq!(result.vp[1 - side], 3);
    Ok(())
}

#[test]
fn the_end_screen_turns_a_table_code_into_a_result_code() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let record = support::finished_record();
    storage::save_match(&dir.path().join("match").join("autosave.json"), &record).unwrap();
    let mut app = support::app(dir.path());
    open(&mut app, Screen::Tracker)?;
    assert_eq!(app.tracker().game().unwrap().phase, Phase::Finished);
    // A slip of table 2, round 1, players 4 (A) and 7 (B) of an event.
    let ticket = gotham_companion::bmg::tournament::code::Ticket {
        event: 0x1234_5678,
        round: 1,
        table: 2,
        players: [4, 7],
    };
    apply(
        &mut app,
        [
            Message::Tracker(tracker::Message::TableCodeChanged(encode_ticket(&ticket))),
            // Player A on the slip is Bo, the match's second player.
            Message::Tracker(tracker::Message::SlipSideChosen(
                gotham_companion::bmg::tracker::Player::Second,
            )),
        ],
    );
    let shown = app.tracker().result_code().expect("a result code");
    let read = decode_result(&shown).unwrap();
    assert_eq!(read.ticket, ticket);
    assert_eq!(read.result.vp, [3, 0], "Bo's 3 VP first");
    assert!(support::shows_text_containing(
        &app,
        &format!("Result code: {shown}")
    ));
    press(&mut app, tracker::result_code::COPY_ID)?;
    match app.status() {
        Some(Status::Info(news)) => assert!(news.text().contains(&shown), "{news}"),
        other => panic!("{other:?}"),
    }
    // A damaged table code says so.
    apply(
        &mut app,
        [Message::Tracker(tracker::Message::TableCodeChanged(
            "GT1XYZ".into(),
        ))],
    );
    assert!(support::shows_text_containing(&app, "Not a table code"));
    Ok(())
}

#[test]
fn the_tab_speaks_plainly_warns_of_one_crew_twice_and_keeps_its_form_still() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app_with_crews(dir.path(), &["night-patrol.json"]);
    open(&mut app, Screen::Tournament)?;
    // A custom preset: its yes-or-no values are toggles, its numbers typed.
    tab(&mut app, T::PresetChosen(PresetKind::Custom));
    press(&mut app, id::field(PresetField::SameAffiliation))?;
    tab(&mut app, T::CustomEdited(PresetField::Win, "4".into()));
    tab(&mut app, T::NameEdited("Cup".into()));
    press(&mut app, id::CREATE)?;
    let preset = &event(&app).setup().preset;
    assert!(!preset.same_affiliation, "the toggle was switched off");
    assert!(preset.deck, "the other toggle kept its value");
    assert_eq!(preset.scoring.win, 4);
    // Plurals and the preset's name as players say them.
    assert!(support::shows_text_containing(
        &app,
        "1 round, none paired yet · Custom preset"
    ));
    assert!(!support::shows_text_containing(&app, "1 rounds"));

    // A refusal shows under the form, which stays where it was.
    let register_at = support::texts(&app, "Register");
    press(&mut app, id::REGISTER)?;
    assert!(support::shows_text_containing(
        &app,
        "list 1: pick a saved crew or paste a crew code"
    ));
    assert_eq!(support::texts(&app, "Register"), register_at);
    // One crew as both lists: the form says so before registering, and after. The
    // refusal goes as the next player is typed in; Register stays where it was as the
    // note comes.
    let choice = list(&app, "Night Patrol");
    tab(&mut app, T::PlayerNameEdited("Ann".into()));
    assert!(!support::shows_text_containing(
        &app,
        "list 1: pick a saved crew or paste a crew code"
    ));
    tab(&mut app, T::ListPicked(0, choice.clone()));
    tab(&mut app, T::ListPicked(1, choice));
    assert!(support::shows_text_containing(
        &app,
        "Note: lists 1 and 2 are the same crew."
    ));
    assert_eq!(support::texts(&app, "Register"), register_at);
    press(&mut app, id::REGISTER)?;
    assert!(support::shows_text_containing(
        &app,
        "Ann is registered. Note: lists 1 and 2 are the same crew."
    ));
    // What was said on the players' page stays there.
    tab(&mut app, T::PartChosen(Part::Round));
    assert!(!support::shows_text_containing(&app, "is registered"));
    tab(&mut app, T::PartChosen(Part::Players));
    register(&mut app, "Bo", "Night Patrol")?;
    tab(&mut app, T::PartChosen(Part::Round));
    press(&mut app, id::PAIR)?;
    // Each table shows the code its match tracker reports with.
    let ticket = event(&app).ticket(RoundNo(1), TableAt(0)).unwrap();
    let code = gotham_companion::bmg::tournament::code::encode_ticket(&ticket);
    assert!(support::shows_text_containing(
        &app,
        &format!("Table code: {code}")
    ));
    Ok(())
}
