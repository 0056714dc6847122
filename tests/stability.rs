//! Nothing moves (issue 31): for the flows of each screen, every named control found
//! before and after an action keeps its place and its size, unless the action is
//! meant to move it (each step lists those). Checked at both window sizes and every
//! text scale.

mod support;

use gotham_companion::app::{App, Message};
use gotham_companion::games::btas::Villain;
use gotham_companion::screen::builder;
use gotham_companion::screen::games::{self, btas::VillainChoice};
use support::layout::{SCALES, WINDOWS};
use support::stability::Flow;
use support::{click, click_beside};

/// Runs `flow` at every window size and text scale on a fresh app from `start`, and
/// fails with every move found.
fn everywhere(start: impl Fn(&std::path::Path) -> App, flow: impl Fn(&mut Flow)) {
    let mut problems = Vec::new();
    for scale in SCALES {
        for window in WINDOWS {
            let dir = tempfile::tempdir().unwrap();
            let mut run = Flow::new(start(dir.path()), window, scale);
            flow(&mut run);
            problems.append(&mut run.problems);
        }
    }
    assert!(
        problems.is_empty(),
        "{} control(s) moved:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// The app on the games screen.
fn games(dir: &std::path::Path) -> App {
    let mut app = support::app(dir);
    click(&mut app, "Games").unwrap();
    app
}

#[test]
fn the_animated_series_turn() {
    everywhere(games, |flow| {
        let riddler = Message::Games(games::Message::Btas(games::btas::Message::VillainPicked(
            0,
            VillainChoice(Some(Villain::Riddler)),
        )));
        flow.send("the Riddler picked", &[], vec![riddler])
            .step("Start", &["*"], |app| click(app, "Start"))
            .step("Roll four dice", &[], |app| click(app, "Roll four dice"));
        for (die, color, face) in [
            ("Die 1", "gray", "Batman"),
            ("Die 2", "blue", "Batman"),
            ("Die 3", "gray", "Loot"),
        ] {
            flow.step("a die set by hand", &[], |app| {
                click_beside(app, die, color)?;
                click_beside(app, die, face)
            });
        }
        flow.step("Die 4 put back", &[], |app| {
            click_beside(app, "Die 4", "Put back")
        })
        // The Riddler's first roll entered: "Roll four dice" is "Roll" now. His lines
        // of dice have a Put back button, taller than the dice at some text scales:
        // without it the lines left (named by id, so told apart) close up.
        .step("Enter this roll", &["#*btas-die-*"], |app| {
            click(app, "Enter this roll")
        })
        .step("Roll", &[], |app| click(app, "Roll"));
    });
}

#[test]
fn a_super_dice_throw() {
    everywhere(games, |flow| {
        flow.step("Super Dice", &["*"], |app| click(app, "Super Dice"))
            .step("Start", &["*"], |app| click(app, "Start"))
            // Where the window is too narrow for the boards beside the turn, they stand
            // under it: a throw that scores nothing brings its re-throw odds into the
            // room kept for them, and the boards stay where they are.
            .step("Throw", &[], |app| click(app, "Throw"));
    });
}

#[test]
fn the_odds_roller() {
    let odds = |dir: &std::path::Path| {
        let mut app = support::app(dir);
        click(&mut app, "Dice odds").unwrap();
        app
    };
    everywhere(odds, |flow| {
        // The room of a roll is kept from the start: not even the first moves anything.
        flow.step("the first roll", &[], |app| click(app, "Roll the dice"))
            .step("Roll the dice again", &[], |app| {
                click(app, "Roll the dice")
            })
            .step("the first skill roll", &[], |app| {
                click(app, "Roll the skill")
            })
            .step("Roll the skill again", &[], |app| {
                click(app, "Roll the skill")
            });
    });
}

#[test]
fn the_catalog_rows_under_owned_only() {
    let court = |dir: &std::path::Path| {
        let mut app = support::app_with_crews(dir, &["clown-princes-court.json"]);
        click(&mut app, "Crews").unwrap();
        click(&mut app, "Open").unwrap();
        click(&mut app, "I own this crew").unwrap();
        app
    };
    // The rows change (only the owned stay; each row is named by its model): their −
    // and + (named by the row's model too) keep their places, and the pager its
    // arrows; over every affiliation, a row whose rows above went moves up, its − and +
    // with it.
    everywhere(court, |flow| {
        // Where the whole panel scrolls, the pager follows the rows up and down.
        let pager = ["* · Joker", "\u{e06e}", "\u{e06f}", "Page *"];
        flow.step("Owned only", &pager, |app| click(app, "Owned only"))
            .step("Owned only off", &pager, |app| click(app, "Owned only"))
            .send("every affiliation", &["*"], vec![every_affiliation()])
            .step(
                "Owned only, every affiliation",
                &["* · *", "*owned-*", "\u{e06e}", "\u{e06f}", "Page *"],
                |app| click(app, "Owned only"),
            );
    });
}

/// The catalog's affiliation filter set to every affiliation.
fn every_affiliation() -> Message {
    Message::Builder(builder::Message::AffiliationPicked(
        builder::AffiliationChoice::All,
    ))
}

/// A match of two 12-model crews (the Iceberg Lounge, twice under two names).
fn twelve_against_twelve(dir: &std::path::Path) -> App {
    let mut other = support::example_crew("the-iceberg-lounge.json");
    other.name = "Other Lounge".into();
    gotham_companion::storage::save_crew(&dir.join("other.json"), &other).unwrap();
    let mut app = support::app_with_crews(dir, &["the-iceberg-lounge.json"]);
    support::start_match(&mut app, "The Iceberg Lounge", "Other Lounge").unwrap();
    app
}

#[test]
fn the_match_from_deployment_to_the_plan() {
    everywhere(twelve_against_twelve, |flow| {
        flow.step("Put back", &[], |app| click(app, "Put back"))
            .step("Keep", &[], |app| click(app, "Keep"))
            .step("Put back again", &[], |app| click(app, "Put back"))
            // The phase changes: the hands' buttons and the phase bar change with it.
            .step("Start round 1", &["*"], |app| {
                click(app, "Redraw 1 picked card and start round 1")
            })
            .step("the lead rolled", &[], |app| {
                click(app, "6")?;
                click(app, "2")
            })
            .step("Initiative", &["*"], |app| {
                click(app, "Initiative to Player 1")
            })
            .step("Audacity", &[], |app| click(app, "Audacity"))
            .step("Audacity removed", &[], |app| click(app, "Remove Audacity"));
    });
}
