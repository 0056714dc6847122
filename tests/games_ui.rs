//! The other games' panels driven through their widgets with `iced_test`: a turn of
//! each game entered as played on the table, the numbers the panels show, and undo.

mod support;

use gotham_companion::app::{App, Message, Screen};
use gotham_companion::games::btas::advisor::advise;
use gotham_companion::games::btas::{TurnState, Villain};
use gotham_companion::games::superdice::{Category, Stage, rethrow_odds};
use gotham_companion::screen::games::{self, btas::VillainChoice};
use iced_test::Error;
use support::{apply, click, click_beside, simulator};

/// The app on the games screen.
fn games_screen(dir: &std::path::Path) -> Result<App, Error> {
    let mut app = support::app(dir);
    click(&mut app, "Games")?;
    assert_eq!(app.screen(), Screen::Games);
    Ok(app)
}

/// Picks a player's villain token (a pick list: its menu is an overlay the simulator
/// does not keep between views, so the choice goes in as the list would send it).
fn pick_villain(app: &mut App, player: usize, villain: Villain) {
    apply(
        app,
        [Message::Games(games::Message::Btas(
            games::btas::Message::VillainPicked(player, VillainChoice(Some(villain))),
        ))],
    );
}

#[test]
fn an_animated_series_turn_with_the_advisor_stop_and_undo() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    click_beside(&mut app, "Players", "+")?;
    pick_villain(&mut app, 0, Villain::Catwoman);
    pick_villain(&mut app, 1, Villain::Riddler);
    click(&mut app, "Start")?;

    let game = app.games().btas().game().expect("the game started").clone();
    assert_eq!(game.players.len(), 3);
    assert_eq!(game.players[0].villain, Villain::Catwoman);
    assert!(
        [Villain::Joker, Villain::PoisonIvy].contains(&game.players[2].villain),
        "the third token is drawn from those left"
    );

    // The advisor answers for the first roll, and its numbers are on screen.
    let expected = advise(
        &game.dice,
        Some(Villain::Catwoman),
        &TurnState::start(&game.dice),
    )
    .expect("a legal turn");
    let advice = *app.games().btas().advice().expect("the advisor answered");
    assert_eq!(advice, expected);
    simulator(&app).find(format!("{:.1}%", expected.bust_next_roll * 100.0))?;
    simulator(&app).find(format!("{:.2}", expected.expected_if_continue))?;

    // A roll entered die by die, as it fell on the table.
    click_beside(&mut app, "Die 1", "blue")?;
    click_beside(&mut app, "Die 1", "Loot")?;
    click_beside(&mut app, "Die 2", "Batman")?;
    click_beside(&mut app, "Die 3", "yellow")?;
    click_beside(&mut app, "Die 3", "Loot")?;
    click(&mut app, "Enter this roll")?;
    let turn = app.games().btas().game().unwrap().turn;
    assert_eq!(turn.loot, [0, 1, 1], "a blue and a yellow Loot");
    assert_eq!(turn.batman, [1, 0, 0], "a gray Batman");
    assert_eq!(turn.cup, [4, 2, 1]);

    // Catwoman completes the heist: 2 Loot and 1 more for the blue one.
    click(&mut app, "Stop and score 3")?;
    let game = app.games().btas().game().unwrap();
    assert_eq!(game.players[0].score, 3);
    assert_eq!(game.current, 1);

    // The Riddler rolls four dice first, and may put some back in the cup.
    simulator(&app).find("Die 4")?;
    click_beside(&mut app, "Die 1", "Alarm")?;
    click_beside(&mut app, "Die 1", "Put back")?;
    for die in ["Die 2", "Die 3", "Die 4"] {
        click_beside(&mut app, die, "Loot")?;
    }
    click(&mut app, "Enter this roll")?;
    let turn = app.games().btas().game().unwrap().turn;
    assert_eq!(turn.alarm_total(), 0, "the Alarm went back to the cup");
    assert_eq!(turn.loot_total(), 3);
    assert_eq!(turn.cup_total(), 10 - 3);

    // Undo takes back the Riddler's roll, then Catwoman's stop.
    click(&mut app, "Undo")?;
    assert!(!app.games().btas().game().unwrap().turn.rolled);
    click(&mut app, "Undo")?;
    let game = app.games().btas().game().unwrap();
    assert_eq!((game.current, game.players[0].score), (0, 0));
    assert_eq!(game.turn.loot_total(), 2);
    Ok(())
}

#[test]
fn an_incomplete_roll_is_refused_and_a_roll_in_the_app_is_applied() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    pick_villain(&mut app, 0, Villain::Joker);
    click(&mut app, "Start")?;
    click_beside(&mut app, "Die 1", "Loot")?;
    click(&mut app, "Enter this roll")?;
    assert_eq!(
        app.games().btas().error(),
        Some("set the face of every die")
    );
    assert!(!app.games().btas().game().unwrap().turn.rolled);
    simulator(&app).find("set the face of every die")?;

    click(&mut app, "Roll in the app")?;
    click(&mut app, "Enter this roll")?;
    let game = app.games().btas().game().unwrap();
    assert_eq!(app.games().btas().error(), None);
    assert!(
        game.log
            .iter()
            .any(|line| line.starts_with("Player 1 rolls")),
        "the roll is applied: {:?}",
        game.log
    );
    Ok(())
}

#[test]
fn a_super_dice_miss_a_rethrow_with_its_odds_and_a_halved_score() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    click(&mut app, "Super Dice")?;
    click(&mut app, "Start")?;
    let sd = |app: &App| {
        app.games()
            .superdice()
            .game()
            .expect("the game started")
            .clone()
    };
    assert_eq!(sd(&app).coins, 9);

    // 1 3 5 6 scores nothing; the Villain's 6 pays a coin.
    for (die, face) in [
        ("Die 1", "1"),
        ("Die 2", "3"),
        ("Die 3", "5"),
        ("Die 4", "6"),
    ] {
        click_beside(&mut app, die, face)?;
    }
    click_beside(&mut app, "Villain", "6")?;
    click(&mut app, "Enter this throw")?;
    assert_eq!(sd(&app).coins, 8);
    assert!(sd(&app).offers().is_empty());
    simulator(&app).find("No card can be scored with these dice.")?;

    // Hold the 3: the odds of the re-throw are shown for it.
    click(&mut app, "Throw 3")?;
    simulator(&app).find("Hold 3")?;
    let odds = rethrow_odds(&[3]).unwrap();
    let low_run = odds.iter().find(|(c, _)| *c == Category::LowRun).unwrap().1;
    simulator(&app).find(format!("Low Run {:.1}%", low_run * 100.0))?;

    // The other three come up 3 4 5: with the held 3, a Pair (20 + 6), a Low Run
    // (40 + 12) or a Double Low Run (60 + 15), each halved and rounded down.
    assert!(
        simulator(&app).find("Die 2").is_err(),
        "the held die is not entered"
    );
    for (die, face) in [("Die 1", "3"), ("Die 3", "4"), ("Die 4", "5")] {
        click_beside(&mut app, die, face)?;
    }
    click_beside(&mut app, "Villain", "2")?;
    click(&mut app, "Enter this throw")?;
    assert_eq!(
        sd(&app).offers(),
        vec![
            (Category::Pair, 13),
            (Category::LowRun, 26),
            (Category::DoubleLowRun, 37)
        ]
    );
    click(&mut app, "Low Run: 26 points")?;
    let game = sd(&app);
    assert_eq!(game.players[0].score, 26);
    assert_eq!(game.players[0].cards_left(Category::LowRun), 1);
    assert_eq!((game.current, game.stage), (1, Stage::Throw));

    click(&mut app, "Undo")?;
    assert_eq!(sd(&app).players[0].score, 0);
    assert_eq!(sd(&app).current, 0);
    Ok(())
}

#[test]
fn a_super_dice_miss_may_turn_a_card_for_nothing() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    click(&mut app, "Super Dice")?;
    click(&mut app, "Start")?;
    for (die, face) in [
        ("Die 1", "1"),
        ("Die 2", "2"),
        ("Die 3", "4"),
        ("Die 4", "6"),
    ] {
        click_beside(&mut app, die, face)?;
    }
    click(&mut app, "Enter this throw")?;
    click(&mut app, "Turn Four of a Kind for 0")?;
    let game = app.games().superdice().game().unwrap();
    assert_eq!(game.players[0].cards_left(Category::FourOfAKind), 0);
    assert_eq!(game.players[0].score, 0);
    assert_eq!(game.current, 1);
    // The board shows the card turned.
    simulator(&app).find("●")?;
    Ok(())
}
