//! The other games' panels driven through their widgets with `iced_test`: turns and
//! rounds entered as played on the table, the numbers the panels show, and undo.

mod support;

use gotham_companion::app::{App, Message, Screen};
use gotham_companion::games::btas::advisor::advise;
use gotham_companion::games::btas::{Color, Face, TurnState, Villain};
use gotham_companion::games::heist::Role;
use gotham_companion::games::rising::{BwlFace, Turn};
use gotham_companion::games::superdice::{Category, Stage, rethrow_odds};
use gotham_companion::screen::games::{self, Panel, TableMessage, btas::VillainChoice, id};
use gotham_companion::widget::stepper::{self, Step};
use gotham_companion::words::games::btas as btas_words;
use gotham_companion::words::games::rising as rising_words;
use iced::widget::Id;
use iced_test::{Error, selector};
use support::named::{open, press};
use support::{apply, simulator};

/// The app on the games screen.
fn games_screen(dir: &std::path::Path) -> Result<App, Error> {
    let mut app = support::app(dir);
    open(&mut app, Screen::Games)?;
    assert_eq!(app.screen(), Screen::Games);
    Ok(app)
}

/// Presses the − or + of the stepper `field`.
fn step(app: &mut App, field: &str, way: Step) -> Result<(), Error> {
    press(app, stepper::id(field, way))
}

/// The Batman Who Laughs die's face that turns him `turn`, without the crown.
fn bwl(turn: Turn) -> String {
    id::rising::bwl_face(BwlFace::new(turn, false))
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

/// Closes the window and opens the app again on the same folder: the game at the table
/// comes back as it was, and so does its undo history (`undo` sent to both apps gives
/// the same game again).
fn reopened_alike<G: PartialEq + std::fmt::Debug>(
    dir: &std::path::Path,
    app: &mut App,
    game: fn(&App) -> Option<&G>,
    undo: Message,
) -> Result<(), Error> {
    let mut again = support::app(dir);
    assert!(game(app).is_some(), "a game at the table");
    assert_eq!(game(&again), game(app), "the game is found again as it was");
    apply(app, [undo.clone()]);
    apply(&mut again, [undo]);
    assert_eq!(game(&again), game(app), "its undo history came back too");
    Ok(())
}

fn btas_game(app: &App) -> Option<&gotham_companion::games::btas::Game> {
    app.games().btas().table().game()
}

fn btas_undo() -> Message {
    Message::Games(games::Message::Btas(games::btas::Message::Table(
        TableMessage::Undo,
    )))
}

fn superdice_game(app: &App) -> Option<&gotham_companion::games::superdice::Game> {
    app.games().superdice().table().game()
}

fn superdice_undo() -> Message {
    Message::Games(games::Message::SuperDice(games::superdice::Message::Table(
        TableMessage::Undo,
    )))
}

fn heist_game(app: &App) -> Option<&gotham_companion::games::heist::Game> {
    app.games().heist().table().game()
}

fn heist_undo() -> Message {
    Message::Games(games::Message::Heist(games::heist::Message::Table(
        TableMessage::Undo,
    )))
}

fn rising_game(app: &App) -> Option<&gotham_companion::games::rising::Game> {
    app.games().rising().table().game()
}

fn rising_undo() -> Message {
    Message::Games(games::Message::Rising(games::rising::Message::Table(
        TableMessage::Undo,
    )))
}

#[test]
fn a_game_left_for_a_new_one_is_archived_and_not_resumed() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    pick_villain(&mut app, 0, Villain::Catwoman);
    pick_villain(&mut app, 1, Villain::Riddler);
    press(&mut app, id::START)?;
    press(&mut app, id::btas::ROLL)?;
    let saved = dir.path().join("games").join("btas.json");
    assert!(saved.exists(), "saved after the move");
    apply(
        &mut app,
        [Message::Games(games::Message::Btas(
            games::btas::Message::Table(TableMessage::NewGame),
        ))],
    );
    assert!(!saved.exists(), "no game in progress any more");
    let archived: Vec<_> = std::fs::read_dir(dir.path().join("games").join("archive"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(archived.len(), 1, "{archived:?}");
    assert!(archived[0].starts_with("btas-"), "{archived:?}");
    assert_eq!(btas_game(&support::app(dir.path())), None);
    Ok(())
}

#[test]
fn fewer_players_bring_goes_first_back_to_the_table() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    step(&mut app, id::PLAYERS, Step::Up)?;
    step(&mut app, id::PLAYERS, Step::Up)?;
    for _ in 0..3 {
        step(&mut app, id::btas::FIRST, Step::Up)?;
    }
    // The fourth player goes first; then two leave the table, and "Goes first" shows
    // the last seat left: one step down is the first player.
    step(&mut app, id::PLAYERS, Step::Down)?;
    step(&mut app, id::PLAYERS, Step::Down)?;
    step(&mut app, id::btas::FIRST, Step::Down)?;
    pick_villain(&mut app, 0, Villain::Catwoman);
    pick_villain(&mut app, 1, Villain::Riddler);
    press(&mut app, id::START)?;
    let table = app.games().btas().table();
    assert_eq!(table.error(), None);
    let game = table.game().expect("the game started with two players");
    assert_eq!(game.players.len(), 2);
    assert_eq!(game.current, 0, "one step down from the second seat");
    Ok(())
}

#[test]
fn an_animated_series_turn_with_the_advisor_stop_and_undo() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    step(&mut app, id::PLAYERS, Step::Up)?;
    pick_villain(&mut app, 0, Villain::Catwoman);
    pick_villain(&mut app, 1, Villain::Riddler);
    press(&mut app, id::START)?;

    let game = app
        .games()
        .btas()
        .table()
        .game()
        .expect("the game started")
        .clone();
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
    press(&mut app, id::btas::color(0, Color::Blue))?;
    press(&mut app, id::btas::face(0, Face::Loot))?;
    press(&mut app, id::btas::face(1, Face::Batman))?;
    press(&mut app, id::btas::color(2, Color::Yellow))?;
    press(&mut app, id::btas::face(2, Face::Loot))?;
    press(&mut app, id::btas::ENTER)?;
    let turn = app.games().btas().table().game().unwrap().turn;
    assert_eq!(turn.loot, [0, 1, 1], "a blue and a yellow Loot");
    assert_eq!(turn.batman, [1, 0, 0], "a gray Batman");
    assert_eq!(turn.cup, [4, 2, 1]);

    // Catwoman completes the heist: 2 Loot and 1 more for the blue one.
    press(&mut app, id::btas::STOP)?;
    let game = app.games().btas().table().game().unwrap();
    assert_eq!(game.players[0].score, 3);
    assert_eq!(game.current, 1);

    // The Riddler rolls four dice first, and may put some back in the cup.
    simulator(&app).find("Die 4")?;
    press(&mut app, id::btas::face(0, Face::Alarm))?;
    press(&mut app, id::btas::put_back(0))?;
    for die in 1..4 {
        press(&mut app, id::btas::face(die, Face::Loot))?;
    }
    press(&mut app, id::btas::ENTER)?;
    let turn = app.games().btas().table().game().unwrap().turn;
    assert_eq!(turn.alarm_total(), 0, "the Alarm went back to the cup");
    assert_eq!(turn.loot_total(), 3);
    assert_eq!(turn.cup_total(), 10 - 3);

    // Undo takes back the Riddler's roll, then Catwoman's stop.
    press(&mut app, id::UNDO)?;
    assert!(!app.games().btas().table().game().unwrap().turn.rolled);
    press(&mut app, id::UNDO)?;
    let game = app.games().btas().table().game().unwrap();
    assert_eq!((game.current, game.players[0].score), (0, 0));
    assert_eq!(game.turn.loot_total(), 2);
    reopened_alike(dir.path(), &mut app, btas_game, btas_undo())?;
    Ok(())
}

#[test]
fn an_incomplete_roll_is_refused_and_one_click_on_roll_rolls_and_enters() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    pick_villain(&mut app, 0, Villain::Joker);
    press(&mut app, id::START)?;
    press(&mut app, id::btas::face(0, Face::Loot))?;
    press(&mut app, id::btas::ENTER)?;
    assert_eq!(
        app.games().btas().table().error().as_deref(),
        Some("set the face of every die")
    );
    assert!(!app.games().btas().table().game().unwrap().turn.rolled);
    simulator(&app).find("set the face of every die")?;

    // One click: three dice drawn from the cup, rolled and entered.
    press(&mut app, id::btas::ROLL)?;
    let game = app.games().btas().table().game().unwrap();
    assert_eq!(app.games().btas().table().error(), None);
    let log: Vec<String> = game.log.iter().map(btas_words::event).collect();
    let rolled = log
        .iter()
        .filter(|line| line.starts_with("Player 1 rolls"))
        .count();
    assert_eq!(rolled, 1, "the roll is entered: {log:?}");
    let turn = game.turn;
    let out = turn.loot_total() + turn.batman_total() + turn.alarm_total();
    assert!(
        out == 3 || game.current == 1,
        "three dice on the table, or a bust that ended the turn: {turn:?}"
    );
    // The dice entered are drawn on the board, in their colours.
    if game.current == 0 {
        let shown = simulator(&app)
            .find(|candidate: selector::Candidate<'_>| match candidate {
                selector::Candidate::Text { content, .. }
                    if content.ends_with(" Loot")
                        || content.ends_with(" Batman")
                        || content.ends_with(" Alarm") =>
                {
                    Some(content.to_owned())
                }
                _ => None,
            })
            .is_ok();
        assert!(shown, "a die in play is drawn");
    }
    Ok(())
}

#[test]
fn the_riddlers_first_roll_waits_for_the_dice_he_puts_back() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    pick_villain(&mut app, 0, Villain::Riddler);
    press(&mut app, id::START)?;
    press(&mut app, id::btas::ROLL)?;
    let game = app.games().btas().table().game().unwrap();
    assert!(!game.turn.rolled, "his four dice wait for his choice");
    assert_eq!(game.turn.cup_total(), 10);
    // The faces filled in are random: one roll in about 47 (61/2880) leaves three
    // Batman among the three dice he keeps, a bust that passes the turn on. So he puts
    // back the fourth die as it was rolled (entering it proves it was filled in), and
    // the three he keeps are set by hand over the app's roll.
    for (die, color, face) in [
        (0, Color::Gray, Face::Batman),
        (1, Color::Blue, Face::Batman),
        (2, Color::Gray, Face::Loot),
    ] {
        press(&mut app, id::btas::color(die, color))?;
        press(&mut app, id::btas::face(die, face))?;
    }
    press(&mut app, id::btas::put_back(3))?;
    press(&mut app, id::btas::ENTER)?;
    let game = app.games().btas().table().game().unwrap();
    assert_eq!(app.games().btas().table().error(), None);
    assert_eq!(game.current, 0, "two Batman kept: still his turn");
    let turn = game.turn;
    assert!(turn.rolled);
    assert_eq!(turn.batman, [1, 1, 0]);
    assert_eq!(turn.loot, [1, 0, 0]);
    assert_eq!(turn.cup, [3, 2, 2], "four drawn, one put back");
    Ok(())
}

#[test]
fn a_super_dice_miss_a_rethrow_with_its_odds_and_a_halved_score() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    press(&mut app, id::panel(Panel::SuperDice))?;
    press(&mut app, id::START)?;
    let sd = |app: &App| {
        app.games()
            .superdice()
            .table()
            .game()
            .expect("the game started")
            .clone()
    };
    assert_eq!(sd(&app).coins, 9);

    // 1 3 5 6 scores nothing; the Villain's 6 pays a coin.
    for (die, face) in [(0, 1), (1, 3), (2, 5), (3, 6)] {
        press(&mut app, id::superdice::face(die, face))?;
    }
    press(&mut app, id::superdice::villain(6))?;
    press(&mut app, id::superdice::ENTER)?;
    assert_eq!(sd(&app).coins, 8);
    assert!(sd(&app).offers().is_empty());
    simulator(&app).find("No card can be scored with these dice.")?;

    // Hold the 3 (a click on the die on the table): the odds of the re-throw are shown
    // for it.
    press(&mut app, id::superdice::hold(1))?;
    simulator(&app).find("Held")?;
    let odds = rethrow_odds(&[3]).unwrap();
    let low_run = odds.iter().find(|(c, _)| *c == Category::LowRun).unwrap().1;
    simulator(&app).find(format!("Low Run {:.1}%", low_run * 100.0))?;

    // The other three come up 3 4 5: with the held 3, a Pair (20 + 6), a Low Run
    // (40 + 12) or a Double Low Run (60 + 15), each halved and rounded down.
    simulator(&app).find("Die 2 (held)")?;
    assert!(
        simulator(&app).find("Die 2").is_err(),
        "the held die is not entered"
    );
    for (die, face) in [(0, 3), (2, 4), (3, 5)] {
        press(&mut app, id::superdice::face(die, face))?;
    }
    press(&mut app, id::superdice::villain(2))?;
    press(&mut app, id::superdice::ENTER)?;
    assert_eq!(
        sd(&app).offers(),
        vec![
            (Category::Pair, 13),
            (Category::LowRun, 26),
            (Category::DoubleLowRun, 37)
        ]
    );
    press(&mut app, id::superdice::card(Category::LowRun))?;
    let game = sd(&app);
    assert_eq!(game.players[0].score, 26);
    assert_eq!(game.players[0].cards_left(Category::LowRun), 1);
    assert_eq!((game.current, game.stage), (1, Stage::Throw));

    press(&mut app, id::UNDO)?;
    assert_eq!(sd(&app).players[0].score, 0);
    assert_eq!(sd(&app).current, 0);
    reopened_alike(dir.path(), &mut app, superdice_game, superdice_undo())?;
    Ok(())
}

#[test]
fn a_super_dice_miss_may_turn_a_card_for_nothing() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    press(&mut app, id::panel(Panel::SuperDice))?;
    press(&mut app, id::START)?;
    for (die, face) in [(0, 1), (1, 2), (2, 4), (3, 6)] {
        press(&mut app, id::superdice::face(die, face))?;
    }
    press(&mut app, id::superdice::ENTER)?;
    press(&mut app, id::superdice::card(Category::FourOfAKind))?;
    let game = app.games().superdice().table().game().unwrap();
    assert_eq!(game.players[0].cards_left(Category::FourOfAKind), 0);
    assert_eq!(game.players[0].score, 0);
    assert_eq!(game.current, 1);
    Ok(())
}

#[test]
fn a_heist_round_shared_then_a_lone_snitch_then_undo() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    press(&mut app, id::panel(Panel::Heist))?;
    press(&mut app, id::START)?;
    let game = |app: &App| {
        app.games()
            .heist()
            .table()
            .game()
            .expect("the game started")
            .clone()
    };
    assert_eq!(game(&app).players.len(), 4);

    // The First Bank: $8M with the Brute symbol; a Mastermind, a Crook and a Brute
    // stay, Player 4 leaves.
    step(&mut app, id::heist::LOOT, Step::Down)?;
    step(&mut app, id::heist::LOOT, Step::Down)?;
    press(&mut app, id::heist::symbol(Some(Role::Brute)))?;
    press(&mut app, id::heist::role(0, Role::Mastermind))?;
    press(&mut app, id::heist::role(1, Role::Crook))?;
    press(&mut app, id::heist::role(2, Role::Brute))?;
    press(&mut app, id::heist::left(3))?;
    press(&mut app, id::heist::RESOLVE)?;
    assert_eq!(app.games().heist().table().error(), None);
    let after_first = game(&app);
    let money: Vec<u32> = after_first.players.iter().map(|p| p.money).collect();
    assert_eq!(money, vec![8, 10, 7, 5]);
    assert_eq!(after_first.players[2].intimidation, 1);
    assert_eq!(after_first.leader, 1);
    simulator(&app).find("The Crook Player 2 steals $2M from the Brute Player 3.")?;
    simulator(&app).find("+5")?;

    // A character that stayed needs a Role.
    press(&mut app, id::heist::RESOLVE)?;
    assert_eq!(
        app.games().heist().table().error().as_deref(),
        Some("Player 1 stayed: give the Role")
    );
    assert_eq!(game(&app).round, 1);

    // A lone Snitch names the Crooks; two Drivers fall; the Snitch, left alone, pays.
    press(&mut app, id::heist::role(0, Role::Snitch))?;
    press(&mut app, id::heist::role(1, Role::Driver))?;
    press(&mut app, id::heist::role(2, Role::Driver))?;
    press(&mut app, id::heist::role(3, Role::Crook))?;
    press(&mut app, id::heist::named(Role::Crook))?;
    press(&mut app, id::heist::RESOLVE)?;
    let money: Vec<u32> = game(&app).players.iter().map(|p| p.money).collect();
    assert_eq!(money, vec![5, 9, 6, 4]);
    simulator(&app).find("The lone Snitch")?;

    press(&mut app, id::heist::intimidate(2))?;
    assert_eq!(game(&app).players[2].intimidation, 0);
    press(&mut app, id::UNDO)?;
    press(&mut app, id::UNDO)?;
    assert_eq!(game(&app), after_first);
    reopened_alike(dir.path(), &mut app, heist_game, heist_undo())?;
    Ok(())
}

#[test]
fn a_rising_turn_deploys_rolls_recruits_and_completes_a_section() -> Result<(), Error> {
    use gotham_companion::games::rising::Step;
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    press(&mut app, id::panel(Panel::Rising))?;
    press(&mut app, id::rising::start_facing(1))?;
    press(&mut app, id::START)?;
    let game = |app: &App| {
        app.games()
            .rising()
            .table()
            .game()
            .expect("the game started")
            .clone()
    };
    assert_eq!(game(&app).bwl_sector, 0);
    assert_eq!(game(&app).teams.len(), 2);

    // Step 1 and 2: Batman's team deploys where he is; the dice add 3 counters and he
    // stays, attacking Batman.
    press(&mut app, id::rising::deploy(0))?;
    press(&mut app, id::rising::dark_face(3))?;
    press(&mut app, bwl(Turn::Stay))?;
    press(&mut app, id::rising::ENTER_DICE)?;
    let g = game(&app);
    assert_eq!((g.counters, g.step), (3, Step::HeroDice));
    assert_eq!(g.teams[0].heroes[0].damage, 1);
    let total = g.settings.track.total();
    simulator(&app).find(format!("Dark Knights Track: 3 / {total} counters"))?;

    // Steps 3 and 4: a recruit, a villain damaged, a hero hurt by a villain.
    press(&mut app, id::rising::HERO_DICE)?;
    let mut ui = simulator(&app);
    ui.click(selector::id(id::rising::RECRUIT_NAME))?;
    ui.typewrite("Plastic Man");
    let messages: Vec<Message> = ui.into_messages().collect();
    apply(&mut app, messages);
    press(&mut app, id::rising::RECRUIT)?;
    press(&mut app, id::rising::DAMAGE_VILLAIN)?;
    press(&mut app, id::rising::hero_damage(0, 1, stepper::Step::Up))?;
    let g = game(&app);
    assert_eq!(g.teams[0].heroes[1].name, "Plastic Man");
    assert_eq!(g.teams[0].heroes[1].damage, 1);
    assert_eq!((g.players[0].bonus, g.players[0].fresh), (1, 1));

    // The turn ends: section 1 is full, its Dark Knight leaves, its ability is in force.
    press(&mut app, id::rising::END_TURN)?;
    let g = game(&app);
    assert!(g.moved[0]);
    assert_eq!(g.ability, Some(0));
    assert_eq!((g.current, g.step), (1, Step::Deploy));
    simulator(&app).find("ability in force")?;

    // Undo takes the end back; ending again gives the same.
    press(&mut app, id::UNDO)?;
    assert!(!game(&app).moved[0]);
    press(&mut app, id::rising::END_TURN)?;
    assert!(game(&app).moved[0]);

    // Hawkgirl's team rolls in the app.
    press(&mut app, id::rising::deploy(1))?;
    press(&mut app, id::rising::ROLL_DICE)?;
    let g = game(&app);
    assert_eq!(g.step, Step::HeroDice);
    assert!(
        (4..=6).contains(&g.counters),
        "one face of 1 to 3: {}",
        g.counters
    );
    // What the app rolled shows, on the faces and in words, once it has moved on.
    let (dark, bwl) = g.rolled.expect("the roll is kept for the turn");
    simulator(&app).find(format!(
        "Rolled: +{dark} and {}",
        rising_words::bwl_face(bwl)
    ))?;
    reopened_alike(dir.path(), &mut app, rising_game, rising_undo())?;
    Ok(())
}

/// Where the text `label` is drawn in the current view.
fn place(app: &App, label: &str) -> Result<iced::Rectangle, Error> {
    Ok(simulator(app).find(label)?.bounds())
}

/// Where the control named `id` is laid out in the current view.
fn place_of(app: &App, id: impl Into<Id>) -> Result<iced::Rectangle, Error> {
    Ok(simulator(app).find(id.into())?.bounds())
}

#[test]
fn a_new_heist_round_starts_with_no_deal_selected() -> Result<(), Error> {
    use games::heist::{Message as Heist, PlayerChoice};
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    press(&mut app, id::panel(Panel::Heist))?;
    press(&mut app, id::START)?;
    // The deal's players are pick lists: their menus are overlays the simulator does not
    // keep between views, so the picks go in as the lists would send them.
    let player = |index: usize| PlayerChoice {
        index,
        name: format!("Player {}", index + 1),
    };
    let heist = |message: Heist| Message::Games(games::Message::Heist(message));
    apply(
        &mut app,
        [
            heist(Heist::DealFromPicked(player(0))),
            heist(Heist::DealToPicked(player(1))),
        ],
    );
    step(&mut app, id::heist::DEAL_AMOUNT, Step::Up)?;
    step(&mut app, id::heist::DEAL_AMOUNT, Step::Up)?;
    press(&mut app, id::heist::ADD_DEAL)?;
    simulator(&app).find("Player 1 pays Player 2 $3M")?;
    for (character, role) in [
        (0, Role::Mastermind),
        (1, Role::Crook),
        (2, Role::Brute),
        (3, Role::Driver),
    ] {
        press(&mut app, id::heist::role(character, role))?;
    }
    press(&mut app, id::heist::RESOLVE)?;
    assert_eq!(app.games().heist().table().error(), None);
    assert_eq!(heist_game(&app).unwrap().round, 1);

    // The new round's form holds no deal, and none of the last one's choices: adding a
    // deal straight away asks for its players instead of repeating the last deal.
    assert!(simulator(&app).find("Player 1 pays Player 2 $3M").is_err());
    press(&mut app, id::heist::ADD_DEAL)?;
    simulator(&app).find("a deal is between two different players")?;
    assert!(simulator(&app).find("Player 1 pays Player 2 $3M").is_err());
    Ok(())
}

#[test]
fn rising_names_the_dark_knight_of_a_section_that_filled() -> Result<(), Error> {
    use games::rising::{KnightChoice, Message as Rising};
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    press(&mut app, id::panel(Panel::Rising))?;
    press(&mut app, id::START)?;
    simulator(&app).find("No Dark Knight has left the track yet.")?;
    press(&mut app, id::rising::deploy(0))?;
    press(&mut app, id::rising::dark_face(3))?;
    press(&mut app, bwl(Turn::Left))?;
    press(&mut app, id::rising::ENTER_DICE)?;
    press(&mut app, id::rising::END_TURN)?;
    // Section 1 is full: the panel asks which Dark Knight lay on it.
    simulator(&app).find("Section 1 filled: which Dark Knight was on it?")?;
    // A pick list: its menu is an overlay the simulator does not keep between views,
    // so the choice goes in as the list would send it.
    apply(
        &mut app,
        [Message::Games(games::Message::Rising(
            Rising::DarkKnightNamed(0, KnightChoice(3)),
        ))],
    );
    let game = rising_game(&app).unwrap();
    assert_eq!(game.dark_knight(0), Some(3));
    simulator(&app).find("The Drowned left track section 1 for the deck.")?;
    simulator(&app).find("The Drowned: in force")?;
    simulator(&app).find("The Dark Knight of track section 1 is The Drowned.")?;
    reopened_alike(dir.path(), &mut app, rising_game, rising_undo())?;
    Ok(())
}

#[test]
fn rising_buttons_keep_their_places_from_step_to_step() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    press(&mut app, id::panel(Panel::Rising))?;
    press(&mut app, id::START)?;
    let buttons = [
        id::rising::deploy(0),
        id::rising::ROLL_DICE.to_owned(),
        id::rising::ENTER_DICE.to_owned(),
        id::rising::HERO_DICE.to_owned(),
        id::rising::RECRUIT.to_owned(),
        id::rising::DAMAGE_VILLAIN.to_owned(),
        id::rising::DAMAGE_BWL.to_owned(),
        id::rising::END_TURN.to_owned(),
        id::UNDO.to_owned(),
    ];
    let places = |app: &App| -> Result<Vec<iced::Rectangle>, Error> {
        buttons.iter().map(|b| place_of(app, b.clone())).collect()
    };
    let at_start = places(&app)?;
    for step in [
        id::rising::deploy(0),
        id::rising::dark_face(2),
        bwl(Turn::Right),
        id::rising::ENTER_DICE.to_owned(),
        id::rising::HERO_DICE.to_owned(),
    ] {
        press(&mut app, step.clone())?;
        assert_eq!(places(&app)?, at_start, "after {step}");
    }
    press(&mut app, id::rising::END_TURN)?;
    assert_eq!(places(&app)?, at_start, "on the next team's turn");
    Ok(())
}

#[test]
fn a_bust_shows_its_dice_until_the_next_player_rolls() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    pick_villain(&mut app, 0, Villain::Joker);
    pick_villain(&mut app, 1, Villain::Catwoman);
    press(&mut app, id::START)?;
    // Three Batman symbols at once, entered as they fell.
    for die in 0..3 {
        press(&mut app, id::btas::face(die, Face::Batman))?;
    }
    let roll = place_of(&app, id::btas::ROLL)?;
    press(&mut app, id::btas::ENTER)?;
    let game = btas_game(&app).unwrap();
    assert_eq!(game.current, 1, "the turn passed");
    simulator(&app).find("Batman busts Player 1: the dice as they lay. Roll to play on.")?;
    assert_eq!(
        support::texts(&app, "gray Batman").len(),
        3,
        "the three symbols are drawn"
    );
    assert_eq!(place_of(&app, id::btas::ROLL)?, roll, "nothing moved");
    press(&mut app, id::btas::ROLL)?;
    // The roll made in the app is random: it may bust Player 2 in turn, never show
    // Player 1's bust again.
    assert!(
        btas_game(&app)
            .unwrap()
            .bust
            .is_none_or(|(busted, _)| busted == 1)
    );
    assert!(
        simulator(&app)
            .find("Batman busts Player 1: the dice as they lay. Roll to play on.")
            .is_err()
    );
    Ok(())
}

#[test]
fn dice_game_buttons_keep_their_places_after_a_roll_or_a_throw() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    pick_villain(&mut app, 0, Villain::Joker);
    pick_villain(&mut app, 1, Villain::Catwoman);
    press(&mut app, id::START)?;
    let before = (
        place_of(&app, id::btas::ROLL)?,
        place_of(&app, id::btas::ENTER)?,
    );
    press(&mut app, id::btas::ROLL)?;
    let after = (
        place_of(&app, id::btas::ROLL)?,
        place_of(&app, id::btas::ENTER)?,
    );
    assert_eq!(before, after);

    press(&mut app, id::panel(Panel::SuperDice))?;
    press(&mut app, id::START)?;
    let entry = place_of(&app, id::superdice::ENTER)?;
    let table = place_of(&app, id::superdice::ON_THE_TABLE)?;
    for (die, face) in [(0, 1), (1, 3), (2, 5), (3, 6)] {
        press(&mut app, id::superdice::face(die, face))?;
    }
    press(&mut app, id::superdice::ENTER)?;
    simulator(&app).find("No card can be scored with these dice.")?;
    assert_eq!(place_of(&app, id::superdice::ENTER)?, entry, "after a miss");
    assert_eq!(
        place_of(&app, id::superdice::ON_THE_TABLE)?,
        table,
        "the dice thrown, where they were"
    );
    press(&mut app, id::superdice::hold(1))?;
    assert_eq!(
        place_of(&app, id::superdice::ENTER)?,
        entry,
        "with a die held"
    );
    Ok(())
}

#[test]
fn every_field_of_the_rising_set_up_is_labelled() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    press(&mut app, id::panel(Panel::Rising))?;
    let ui = &mut simulator(&app);
    for label in [
        "Player",
        "Team leader",
        "Leader's damage capacity",
        "His space",
        "Spaces after his",
        "Damage that defeats the Batman Who Laughs",
        "He starts facing",
    ] {
        ui.find(label)?;
    }
    for n in 1..=6 {
        ui.find(format!("Section {n}"))?;
        // One for the Dark Knights die, one for his.
        let label = format!("Face {n}");
        let mut faces = 0;
        // A selector that never matches, to count every copy.
        let _ = ui.find(|candidate: selector::Candidate<'_>| {
            if let selector::Candidate::Text { content, .. } = candidate
                && content == label
            {
                faces += 1;
            }
            None::<()>
        });
        assert_eq!(faces, 2, "{label}");
    }
    Ok(())
}

#[test]
fn game_logs_run_newest_first() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = games_screen(dir.path())?;
    press(&mut app, id::panel(Panel::SuperDice))?;
    press(&mut app, id::START)?;
    for (die, face) in [(0, 2), (1, 2), (2, 4), (3, 6)] {
        press(&mut app, id::superdice::face(die, face))?;
    }
    press(&mut app, id::superdice::ENTER)?;
    let first = place(&app, "9 Ransom Coins in the pool.")?;
    let newest = place(&app, "Player 1 throws 2 2 4 6 (Villain 1).")?;
    assert!(newest.y < first.y, "the newest line on top");
    Ok(())
}
