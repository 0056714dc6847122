//! Every screen at 1360×860 and 1024×700, at 100, 125 and 150 % text: each control a
//! player uses on it is drawn whole inside the window, or inside a scrollable that
//! brings it there. On the match screen, two 12-model crews and both hands are in view
//! at 1360×860 and 100 % in every phase.

mod support;

use gotham_companion::app::{App, Message, Screen};
use gotham_companion::bmg::Rank;
use gotham_companion::bmg::tracker::{Phase, Player};
use gotham_companion::screen::games::{self, Panel};
use gotham_companion::screen::{builder, calculator, crews, tracker};
use iced_test::Error;
use support::apply;
use support::layout::{check_everywhere, whole_in_view};
use support::named::{open, press};

/// Fails with every label found out of reach.
fn assert_reachable(app: &mut App, labels: &[&str]) {
    let failures = check_everywhere(app, labels);
    assert!(
        failures.is_empty(),
        "out of reach:\n{}",
        failures.join("\n")
    );
}

#[test]
fn the_crews_list() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app_with_crews(dir.path(), &["night-patrol.json"]);
    open(&mut app, Screen::Crews)?;
    assert_reachable(
        &mut app,
        &[
            "New crew (Ctrl+N)",
            "Open",
            "Copy code",
            "In use",
            "Import CSV…",
            "Export CSV…",
        ],
    );
    Ok(())
}

#[test]
fn the_builder_with_a_profile_and_broken_rules() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app_with_crews(dir.path(), &["clown-princes-court.json"]);
    open(&mut app, Screen::Crews)?;
    press(&mut app, crews::id::open(0))?;
    let catalog = support::catalog();
    let add = |id: &str, rank| {
        let index = catalog.model_index(id).unwrap();
        Message::Builder(builder::Message::AddMember(index, rank))
    };
    apply(
        &mut app,
        [
            add("batman-bushi", Rank::Leader),
            add("gcpd-officer-1", Rank::Henchman),
        ],
    );
    let crew_controls = [
        "Save*",
        "Print",
        "Code",
        "Edit deck",
        "Show all*",
        "I own this crew",
    ];
    assert_reachable(
        &mut app,
        &[
            &crew_controls[..],
            &["Page 1 of*", "Owned only", "I own these*"],
        ]
        .concat(),
    );
    // A model's profile, and the broken rules in the members' place.
    let ras = catalog.model_index("ra-s-al-ghul").unwrap();
    apply(
        &mut app,
        [Message::Builder(builder::Message::ModelSelected(ras))],
    );
    assert_reachable(
        &mut app,
        &[&crew_controls[..], &["Add as Leader", "Miniatures owned"]].concat(),
    );
    apply(&mut app, [Message::Builder(builder::Message::RulesToggled)]);
    assert_reachable(&mut app, &["Back to the members", "Edit deck"]);
    Ok(())
}

#[test]
fn the_objective_deck() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app_with_crews(dir.path(), &["night-patrol.json"]);
    open(&mut app, Screen::Crews)?;
    press(&mut app, crews::id::open(0))?;
    press(&mut app, builder::id::EDIT_DECK)?;
    assert_reachable(&mut app, &["Fill the rest at random", "Clear", "Remove"]);
    Ok(())
}

#[test]
fn the_dice_odds() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    open(&mut app, Screen::Calculator)?;
    assert_reachable(
        &mut app,
        &[
            "Melee",
            "Ranged",
            "Roll the dice",
            "Roll the skill",
            "Attacks",
        ],
    );
    press(&mut app, calculator::id::ROLL_SKILL)?;
    assert_reachable(&mut app, &["Roll the skill", "Kept*"]);
    Ok(())
}

/// A match of two 12-model crews (the Iceberg Lounge, twice under two names).
fn twelve_against_twelve(dir: &std::path::Path) -> Result<App, Error> {
    let mut other = support::example_crew("the-iceberg-lounge.json");
    other.name = "Other Lounge".into();
    gotham_companion::storage::save_crew(&dir.join("other.json"), &other).unwrap();
    let mut app = support::app_with_crews(dir, &["the-iceberg-lounge.json"]);
    support::start_match(&mut app, "The Iceberg Lounge", "Other Lounge")?;
    Ok(app)
}

/// Both crews' models and both hands (with the objectives in play) drawn whole at
/// 1360×860 and 100 %: each model's name twice, one a side.
fn every_model_and_card_in_view(app: &App) {
    let state = app.tracker().game().expect("a match").clone();
    let catalog = support::catalog();
    for model in &state.players[0].models {
        assert_eq!(
            whole_in_view(app, (1360.0, 860.0), &model.alias),
            2,
            "{} in {:?}",
            model.alias,
            state.phase
        );
    }
    for player in &state.players {
        for card in player.hand.iter().chain(&player.objectives) {
            let name = &catalog.card(card).unwrap().name;
            assert!(
                whole_in_view(app, (1360.0, 860.0), name) >= 1,
                "the card {name} in {:?}",
                state.phase
            );
        }
    }
}

#[test]
fn the_match_shows_two_twelve_model_crews_and_their_hands_in_every_phase() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = twelve_against_twelve(dir.path())?;
    assert_eq!(app.tracker().game().unwrap().players[1].models.len(), 12);
    every_model_and_card_in_view(&app);
    press(&mut app, tracker::id::START_ROUND)?;
    every_model_and_card_in_view(&app);
    press(&mut app, tracker::id::lead_die(Player::First, 6))?;
    press(&mut app, tracker::id::lead_die(Player::Second, 2))?;
    press(&mut app, tracker::id::initiative(Player::First))?;
    every_model_and_card_in_view(&app);
    press(&mut app, tracker::id::START_ACTIVATIONS)?;
    every_model_and_card_in_view(&app);
    // An objective in play, and a model knocked out for the recovery.
    press(&mut app, tracker::id::card_objective(Player::First, 0))?;
    let ko = tracker::Message::Play(gotham_companion::bmg::tracker::Event::MarkersChanged {
        player: Player::Second,
        model: 0,
        stun: 0,
        injury: 7,
    });
    apply(&mut app, [Message::Tracker(ko)]);
    every_model_and_card_in_view(&app);
    apply(&mut app, [Message::Tracker(tracker::Message::Advance)]);
    for _ in 0..6 {
        every_model_and_card_in_view(&app);
        if press(&mut app, tracker::id::NEXT_STEP).is_err() {
            break;
        }
    }
    every_model_and_card_in_view(&app);

    // Round 2's Take the Lead, its rolls in the bar: the knocked-out model stays
    // out, and every line still shows.
    let game = app.tracker().game().unwrap().clone();
    for (player, side) in [Player::First, Player::Second]
        .into_iter()
        .zip(&game.players)
    {
        for (model, state) in side.models.iter().enumerate() {
            if state.awaiting_recovery {
                let stays = gotham_companion::bmg::tracker::Event::RecoveryResolved {
                    player,
                    model,
                    passed: false,
                    dice: Vec::new(),
                };
                apply(&mut app, [Message::Tracker(tracker::Message::Play(stays))]);
            }
        }
    }
    for _ in 0..6 {
        if press(&mut app, tracker::id::END_ROUND).is_ok() {
            break;
        }
        press(&mut app, tracker::id::NEXT_STEP)?;
    }
    let game = app.tracker().game().unwrap();
    assert_eq!((game.round, game.phase), (2, Phase::TakeTheLead));
    every_model_and_card_in_view(&app);
    Ok(())
}

#[test]
fn the_match_at_every_size() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = twelve_against_twelve(dir.path())?;
    assert_reachable(
        &mut app,
        &[
            "Start round 1",
            "Put back",
            "Log",
            "Undo",
            "Abandon match",
            "Lark",
        ],
    );
    press(&mut app, tracker::id::START_ROUND)?;
    press(&mut app, tracker::id::lead_die(Player::First, 6))?;
    press(&mut app, tracker::id::lead_die(Player::Second, 2))?;
    press(&mut app, tracker::id::initiative(Player::First))?;
    press(&mut app, tracker::id::START_ACTIVATIONS)?;
    assert_reachable(
        &mut app,
        &[
            "Activate",
            "Attack",
            "Objective",
            "Resource…",
            "Discard",
            "To the Recount*",
            "Pass*",
            "Lark",
        ],
    );
    Ok(())
}

#[test]
fn the_games_set_up_and_in_play() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    open(&mut app, Screen::Games)?;
    let panels: [(Panel, &str, &[&str]); 4] = [
        (
            Panel::Btas,
            "Animated Series Dice Game",
            &[
                "Roll|Roll four dice",
                "Enter this roll",
                "Log",
                "Scores",
                "Undo",
            ],
        ),
        (
            Panel::SuperDice,
            "Super Dice",
            &["Throw", "Enter this throw", "On the table", "Log"],
        ),
        (
            Panel::Rising,
            "The Batman Who Laughs Rising",
            &["Roll both", "Enter these dice", "Heroes defeated*", "Log"],
        ),
        (
            Panel::Heist,
            "Heist bluffing game",
            &["Resolve the heist", "Log"],
        ),
    ];
    for (panel, label, in_play) in panels {
        press(&mut app, games::id::panel(panel))?;
        assert_reachable(&mut app, &[label, "Start"]);
        press(&mut app, games::id::START)?;
        assert_reachable(&mut app, in_play);
    }
    Ok(())
}

#[test]
fn the_tournament_and_the_catalog() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    open(&mut app, Screen::Tournament)?;
    assert_reachable(&mut app, &["Create the tournament"]);
    open(&mut app, Screen::Catalog)?;
    assert_reachable(&mut app, &["Update catalog…"]);
    Ok(())
}
