//! Nothing moves (issue 31): for the flows of each screen, every named control found
//! before and after an action keeps its place and its size, unless the action is
//! meant to move it (each step lists those). Checked at both window sizes and every
//! text scale, in English and in Spanish.

mod support;

use gotham_companion::app::{App, Message, Screen};
use gotham_companion::bmg::tracker::Player;
use gotham_companion::games::btas::{Color, Face, Villain};
use gotham_companion::screen::games::{self, Panel, btas::VillainChoice, id};
use gotham_companion::screen::{builder, calculator, crews, tracker};
use gotham_companion::words::{Language, Said};
use support::layout::{SCALES, WINDOWS};
use support::messages::starting;
use support::named::{open, press};
use support::stability::Flow;

/// Runs `flow` at every window size and text scale, in every language, on a fresh app
/// from `start`, and fails with every move found.
fn everywhere(start: impl Fn(&std::path::Path) -> App, flow: impl Fn(&mut Flow)) {
    let mut problems = Vec::new();
    for language in Language::ALL {
        for scale in SCALES {
            for window in WINDOWS {
                let dir = tempfile::tempdir().unwrap();
                let mut app = start(dir.path());
                app.follow_system(language);
                let mut run = Flow::new(app, window, scale);
                flow(&mut run);
                problems.extend(
                    run.problems
                        .drain(..)
                        .map(|p| format!("{}: {p}", language.code())),
                );
            }
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
    open(&mut app, Screen::Games).unwrap();
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
            .step("Start", &["*"], |app| press(app, id::START))
            .step("Roll four dice", &[], |app| press(app, id::btas::ROLL));
        for (die, color, face) in [
            (0, Color::Gray, Face::Batman),
            (1, Color::Blue, Face::Batman),
            (2, Color::Gray, Face::Loot),
        ] {
            flow.step("a die set by hand", &[], |app| {
                press(app, id::btas::color(die, color))?;
                press(app, id::btas::face(die, face))
            });
        }
        flow.step("Die 4 put back", &[], |app| {
            press(app, id::btas::put_back(3))
        })
        // The Riddler's first roll entered: "Roll four dice" is "Roll" now. His lines
        // of dice have a Put back button, taller than the dice at some text scales:
        // without it the lines left (named by id, so told apart) close up.
        .step("Enter this roll", &["#*btas-die-*"], |app| {
            press(app, id::btas::ENTER)
        })
        .step("Roll", &[], |app| press(app, id::btas::ROLL));
    });
}

#[test]
fn a_super_dice_throw() {
    everywhere(games, |flow| {
        flow.step("Super Dice", &["*"], |app| {
            press(app, id::panel(Panel::SuperDice))
        })
        .step("Start", &["*"], |app| press(app, id::START))
        // Where the window is too narrow for the boards beside the turn, they stand
        // under it: a throw that scores nothing brings its re-throw odds into the
        // room kept for them, and the boards stay where they are.
        .step("Throw", &[], |app| press(app, id::superdice::THROW));
    });
}

#[test]
fn the_odds_roller() {
    let odds = |dir: &std::path::Path| {
        let mut app = support::app(dir);
        open(&mut app, Screen::Calculator).unwrap();
        app
    };
    everywhere(odds, |flow| {
        // The room of a roll is kept from the start: not even the first moves anything.
        flow.step("the first roll", &[], |app| {
            press(app, calculator::id::ROLL)
        })
        .step("Roll the dice again", &[], |app| {
            press(app, calculator::id::ROLL)
        })
        .step("the first skill roll", &[], |app| {
            press(app, calculator::id::ROLL_SKILL)
        })
        .step("Roll the skill again", &[], |app| {
            press(app, calculator::id::ROLL_SKILL)
        });
    });
}

#[test]
fn the_catalog_rows_under_owned_only() {
    let court = |dir: &std::path::Path| {
        let mut app = support::app_with_crews(dir, &["clown-princes-court.json"]);
        open(&mut app, Screen::Crews).unwrap();
        press(&mut app, crews::id::open(0)).unwrap();
        press(&mut app, builder::id::OWN_CREW).unwrap();
        app
    };
    // The rows change (only the owned stay; each row is named by its model): a row
    // whose rows above went moves up, its − and + (named by the row's model too) with
    // it, and where the whole panel scrolls the pager follows the rows; the switch
    // pressed and everything above the rows keep their places. "I own these" keeps
    // the room of its longest count where the panel has it; in Spanish at 150 % in a
    // 1024-pixel window it has not, and the button follows its count by a digit.
    everywhere(court, |flow| {
        let page = starting(flow.app.language(), "builder-page");
        let rows = [
            "* · *",
            "#*owned-*",
            "#*builder-own-these*",
            "\u{e06e}",
            "\u{e06f}",
            page.as_str(),
        ];
        flow.step("Owned only", &rows, |app| {
            press(app, builder::id::OWNED_ONLY)
        })
        .step("Owned only off", &rows, |app| {
            press(app, builder::id::OWNED_ONLY)
        })
        .send("every affiliation", &["*"], vec![every_affiliation()])
        .step(
            "Owned only, every affiliation",
            &["* · *", "#*owned-*", "\u{e06e}", "\u{e06f}", page.as_str()],
            |app| press(app, builder::id::OWNED_ONLY),
        );
    });
}

#[test]
fn the_crew_panel_as_the_crew_is_edited() {
    let court = |dir: &std::path::Path| {
        let mut app = support::app_with_crews(dir, &["clown-princes-court.json"]);
        open(&mut app, Screen::Crews).unwrap();
        press(&mut app, crews::id::open(0)).unwrap();
        app
    };
    // The first edit turns Save into "Save*": the button keeps its room, and nothing
    // beside it moves; saving turns it back.
    everywhere(court, |flow| {
        flow.send(
            "the crew renamed",
            &[],
            vec![Message::Builder(builder::Message::NameChanged(
                "The Court".into(),
            ))],
        )
        .step("Save", &[], |app| press(app, builder::id::SAVE));
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
    support::twelve_against_twelve(dir).unwrap()
}

#[test]
fn the_match_from_deployment_to_the_plan() {
    everywhere(twelve_against_twelve, |flow| {
        flow.step("Put back", &[], |app| {
            press(app, tracker::id::put_back(Player::First, 0))
        })
        .step("Keep", &[], |app| {
            press(app, tracker::id::keep(Player::First, 0))
        })
        .step("Put back again", &[], |app| {
            press(app, tracker::id::put_back(Player::First, 0))
        })
        // The phase changes: the hands' buttons and the phase bar change with it.
        .step("Start round 1", &["*"], |app| {
            press(app, tracker::id::START_ROUND)
        })
        .step("the lead rolled", &[], |app| {
            press(app, tracker::id::lead_die(Player::First, 6))?;
            press(app, tracker::id::lead_die(Player::Second, 2))
        })
        .step("Initiative", &["*"], |app| {
            press(app, tracker::id::initiative(Player::First))
        })
        .step("Audacity", &[], |app| {
            press(app, tracker::id::audacity(Player::First, 0))
        })
        .step("Audacity removed", &[], |app| {
            press(app, tracker::id::remove_audacity(Player::First, 0))
        });
    });
}

#[test]
fn the_recount_a_refusal_and_a_double_click_at_its_end() {
    use gotham_companion::bmg::tracker::Event;
    everywhere(twelve_against_twelve, |flow| {
        flow.step("to the Recount", &["*"], |app| {
            press(app, tracker::id::START_ROUND)?;
            press(app, tracker::id::lead_die(Player::First, 6))?;
            press(app, tracker::id::lead_die(Player::Second, 2))?;
            press(app, tracker::id::initiative(Player::First))?;
            press(app, tracker::id::START_ACTIVATIONS)?;
            press(app, tracker::id::TO_RECOUNT)
        })
        // A refusal takes the instruction's place: the board does not move.
        .send(
            "a refusal",
            &[],
            vec![Message::Tracker(tracker::Message::Play(
                Event::InitiativeChosen {
                    player: Player::Second,
                },
            ))],
        );
        for step in 1..=5 {
            flow.step(&format!("Next step {step}"), &[], |app| {
                press(app, tracker::id::NEXT_STEP)
            });
        }
    });
    // The last step's button pressed twice in place: the lead dice that take its
    // place take no press until the pointer moves.
    let dir = tempfile::tempdir().unwrap();
    let mut app = twelve_against_twelve(dir.path());
    press(&mut app, tracker::id::START_ROUND).unwrap();
    press(&mut app, tracker::id::lead_die(Player::First, 6)).unwrap();
    press(&mut app, tracker::id::lead_die(Player::Second, 2)).unwrap();
    press(&mut app, tracker::id::initiative(Player::First)).unwrap();
    press(&mut app, tracker::id::START_ACTIVATIONS).unwrap();
    press(&mut app, tracker::id::TO_RECOUNT).unwrap();
    for _ in 0..5 {
        press(&mut app, tracker::id::NEXT_STEP).unwrap();
    }
    let mut ui = support::simulator(&app);
    let end = ui
        .find(iced::widget::Id::new(tracker::id::END_ROUND))
        .unwrap()
        .bounds();
    drop(ui);
    press(&mut app, tracker::id::END_ROUND).unwrap();
    let mut ui = support::simulator(&app);
    ui.point_at(end.center());
    ui.simulate(iced_test::simulator::click());
    let second: Vec<Message> = ui.into_messages().collect();
    assert!(second.is_empty(), "the second click pressed {second:?}");
    // Moved to, a die takes its press.
    let ui = support::simulator(&app);
    assert!(
        !support::click_on(ui, end).is_empty(),
        "nothing under the pointer"
    );
}

#[test]
fn a_status_line_coming_and_going_moves_nothing() {
    // It floats over the page's foot: the hand's buttons under it keep their places.
    everywhere(twelve_against_twelve, |flow| {
        flow.send(
            "news",
            &[],
            vec![Message::FileDone(Ok(Said::verbatim("Saved the match")))],
        )
        .send("news dismissed", &[], vec![Message::StatusDismissed])
        .send(
            "an error",
            &[],
            vec![Message::FileDone(Err(Said::verbatim(
                "cannot save the match",
            )))],
        )
        .send("the error dismissed", &[], vec![Message::StatusDismissed]);
    });
}

#[test]
fn news_does_not_fade_while_the_pointer_rests_on_it() {
    use gotham_companion::app::NEWS_FADES_AFTER;
    use std::time::{Duration, Instant};
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    support::apply(
        &mut app,
        [
            Message::FileDone(Ok(Said::verbatim("Saved the match"))),
            Message::StatusHovered(true),
        ],
    );
    let tick = |app: &mut App| {
        let at = Instant::now() + NEWS_FADES_AFTER + Duration::from_secs(1);
        support::apply(app, [Message::StatusTick(at)]);
    };
    tick(&mut app);
    assert!(
        support::shows_text_containing(&app, "Saved the match"),
        "faded under the pointer"
    );
    support::apply(&mut app, [Message::StatusHovered(false)]);
    tick(&mut app);
    assert!(
        !support::shows_text_containing(&app, "Saved the match"),
        "kept once the pointer left"
    );
}
