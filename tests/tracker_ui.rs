//! The match table driven through its widgets with `iced_test`: the mulligan, the Pass
//! button, abandoning a match, the explanation of a tied lead, a model's rarer actions.
//! (What is in view at each window size is the layout test's.)

mod support;

use gotham_companion::app::{App, Message, Screen};
use gotham_companion::bmg::tracker::{Match, Phase, Player};
use gotham_companion::screen::tracker::{self, id};
use gotham_companion::words;
use iced::widget::Id;
use iced_test::{Error, selector};
use std::fs;
use support::named::{open, press};
use support::{apply, simulator};

fn game(app: &App) -> Match {
    app.tracker().game().expect("a match is on").clone()
}

/// The log's last line, as the players read it.
fn last_line(state: &Match) -> String {
    words::tracker::entry(state.log.last().expect("something was logged"))
}

/// Where the control named `id` is laid out, if it is in the view.
fn control(app: &App, id: impl Into<Id>) -> Option<iced::Rectangle> {
    simulator(app)
        .find(id.into())
        .ok()
        .map(|target| target.bounds())
}

/// Whether the control named `id` is in the view.
fn shown(app: &App, id: impl Into<Id>) -> bool {
    control(app, id).is_some()
}

/// Where the text `label` is drawn inside the window, if it is.
fn visible(app: &App, label: &str) -> Option<iced::Rectangle> {
    let mut ui = simulator(app);
    let wanted = label.to_owned();
    ui.find(move |candidate: selector::Candidate<'_>| match candidate {
        selector::Candidate::Text {
            content,
            visible_bounds: Some(bounds),
            ..
        } if content == wanted => Some(bounds),
        _ => None,
    })
    .ok()
    .filter(|b| b.y + b.height <= support::WINDOW.1)
}

/// Where a text reading `label`, whole or cut after a word with "…" (from at least a
/// few words in), is drawn in the window.
fn visible_cut(app: &App, label: &str) -> Option<iced::Rectangle> {
    let mut ui = simulator(app);
    let wanted = label.to_owned();
    ui.find(move |candidate: selector::Candidate<'_>| match candidate {
        selector::Candidate::Text {
            content,
            visible_bounds: Some(bounds),
            ..
        } if content == wanted
            || content.strip_suffix('…').is_some_and(|start| {
                start.len() >= 12
                    && wanted.starts_with(start)
                    && wanted[start.len()..].starts_with(' ')
            }) =>
        {
            Some(bounds)
        }
        _ => None,
    })
    .ok()
    .filter(|b| b.y + b.height <= support::WINDOW.1)
}

/// The cards picked to be put back, by player and place in the hand: those whose
/// button is Keep.
fn kept(app: &App) -> Vec<(Player, usize)> {
    let state = game(app);
    Player::BOTH
        .into_iter()
        .flat_map(|p| (0..state.players[p].hand.len()).map(move |at| (p, at)))
        .filter(|&(p, at)| shown(app, id::keep(p, at)))
        .collect()
}

/// Round 1 through to its activations, Player 1 winning the lead and the Initiative.
fn to_the_activations(app: &mut App) -> Result<(), Error> {
    press(app, id::START_ROUND)?;
    press(app, id::lead_die(Player::First, 6))?;
    press(app, id::lead_die(Player::Second, 2))?;
    press(app, id::initiative(Player::First))?;
    press(app, id::START_ACTIVATIONS)
}

#[test]
fn the_redraw_sits_beside_the_hand_and_redraws_the_picked_card() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::match_started(dir.path())?;
    press(&mut app, id::put_back(Player::First, 0))?; // Player 1's first card
    assert!(
        visible(&app, "Redraw 1 card").is_some(),
        "the confirmation is on screen"
    );
    press(&mut app, id::redraw(Player::First))?;
    let state = game(&app);
    assert!(state.players[0].redrew);
    assert!(last_line(&state).contains("puts back 1 card "));
    assert!(visible(&app, "Redraw 1 card").is_none());
    Ok(())
}

#[test]
fn starting_round_1_applies_a_redraw_left_unconfirmed_and_clears_the_pick() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::match_started(dir.path())?;
    press(&mut app, id::put_back(Player::First, 0))?;
    // The start button says what it will do with the pick.
    visible(&app, "Redraw 1 picked card and start round 1").expect("the start button");
    press(&mut app, id::START_ROUND)?;
    let state = game(&app);
    assert_eq!(state.phase, Phase::TakeTheLead);
    assert!(state.players[0].redrew, "the pick was applied, not dropped");
    assert!(!state.players[1].redrew);
    // Back to Deployment before the redraw: nothing is left picked.
    press(&mut app, id::UNDO)?;
    press(&mut app, id::UNDO)?;
    assert!(!game(&app).players[0].redrew);
    assert!(visible(&app, "Start round 1").is_some());
    assert!(kept(&app).is_empty(), "no card is still picked");
    Ok(())
}

#[test]
fn the_pass_button_shows_for_a_player_with_pass_markers_and_passes() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::match_started(dir.path())?;
    to_the_activations(&mut app)?;
    assert!(!shown(&app, id::PASS), "Player 1 has no Pass marker");
    // Player 1's first model: only they have the button.
    press(&mut app, id::activate(Player::First, 0))?;
    assert!(game(&app).players[0].models[0].activated);
    assert_eq!(game(&app).turn, Player::Second);
    press(&mut app, id::PASS)?;
    let state = game(&app);
    assert_eq!(state.players[1].passes, 2);
    assert_eq!(state.turn, Player::First);
    Ok(())
}

#[test]
fn putting_back_one_of_two_copies_marks_that_copy_alone() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    // Unshuffled, Ann's first hand holds three copies of one card, then another.
    let setup = support::unshuffled_setup("night-patrol.json", "league-of-shadows.json");
    let copies = setup.players[0].deck[0].clone();
    assert_eq!(setup.players[0].deck[1], copies);
    let record = gotham_companion::bmg::tracker::MatchRecord::new(setup);
    let autosave = dir.path().join("match").join("autosave.json");
    gotham_companion::storage::save_match(&autosave, &record).unwrap();
    let mut app = support::app(dir.path());
    open(&mut app, Screen::Tracker)?;
    apply(
        &mut app,
        [Message::Tracker(tracker::Message::RedrawToggled(
            Player::First,
            1,
        ))],
    );
    assert_eq!(
        kept(&app),
        [(Player::First, 1)],
        "one copy is marked, not every copy"
    );
    let keep = control(&app, id::keep(Player::First, 1)).unwrap();
    let put_back = |at| control(&app, id::put_back(Player::First, at)).unwrap();
    assert!(
        put_back(0).y < keep.y && put_back(2).y > keep.y,
        "the second line of the hand is the one marked"
    );
    visible(&app, "Redraw 1 card").expect("and the button counts one");
    press(&mut app, id::redraw(Player::First))?;
    let state = game(&app);
    assert!(last_line(&state).contains("puts back 1 card "));
    Ok(())
}

#[test]
fn abandoning_asks_first_and_keep_playing_keeps_the_match() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::match_started(dir.path())?;
    press(&mut app, id::START_ROUND)?;
    press(&mut app, id::ABANDON)?;
    assert!(visible(&app, "Abandon this match? It is kept in the archive.").is_some());
    assert!(
        game(&app).phase == Phase::TakeTheLead,
        "nothing happened yet"
    );
    press(&mut app, id::KEEP_PLAYING)?;
    assert_eq!(game(&app).phase, Phase::TakeTheLead);
    assert!(!shown(&app, id::CONFIRM_ABANDON));
    assert!(!dir.path().join("match").join("archive").exists());
    assert!(dir.path().join("match").join("autosave.json").exists());
    Ok(())
}

#[test]
fn confirming_abandon_archives_the_match_and_returns_to_set_up() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::match_started(dir.path())?;
    press(&mut app, id::START_ROUND)?;
    press(&mut app, id::ABANDON)?;
    press(&mut app, id::CONFIRM_ABANDON)?;
    assert!(app.tracker().game().is_none());
    assert!(shown(&app, id::START), "back to the set-up");
    let archived: Vec<_> = fs::read_dir(dir.path().join("match").join("archive"))
        .unwrap()
        .collect();
    assert_eq!(archived.len(), 1);
    assert!(!dir.path().join("match").join("autosave.json").exists());

    // The form keeps both players' crews: a rematch is one click away.
    press(&mut app, id::START)?;
    let rematch = game(&app);
    assert_eq!(rematch.players[0].crew, "Night Patrol");
    assert_eq!(rematch.players[1].crew, "League of Shadows");
    Ok(())
}

#[test]
fn a_tied_lead_says_how_it_was_broken_in_the_phase_bar_and_the_log() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::match_started(dir.path())?;
    press(&mut app, id::START_ROUND)?;
    press(&mut app, id::lead_die(Player::First, 3))?;
    press(&mut app, id::lead_die(Player::Second, 3))?;
    let reroll = "A tie at 3, and no earlier roll for the lead to break it: both roll again.";
    // The phase bar explains it over its two lines, cut at a word with "…" only where
    // the dice leave too little room (whole on hover); the last entry gives way to it
    // there, and the Log shows the whole.
    visible_cut(&app, &format!("{reroll} (Unused Pass markers add 1 each.)"))
        .expect("the phase bar explains the tie");
    let line = format!("Player 2 rolls 3 for the lead. {reroll}");
    press(&mut app, id::LOG)?;
    visible(&app, &line).expect("and the whole log");
    press(&mut app, id::CLOSE_LOG)?;

    // Round 2: Player 2 lost round 1's roll and wins the tie.
    press(&mut app, id::lead_die(Player::First, 6))?;
    press(&mut app, id::lead_die(Player::Second, 2))?;
    press(&mut app, id::initiative(Player::First))?;
    press(&mut app, id::START_ACTIVATIONS)?;
    press(&mut app, id::TO_RECOUNT)?;
    for _ in 0..5 {
        press(&mut app, id::NEXT_STEP)?;
    }
    press(&mut app, id::END_ROUND)?;
    let bonus = game(&app).players[1].lead_bonus;
    assert!(bonus < 6);
    press(&mut app, id::lead_die(Player::First, bonus + 1))?;
    // Player 2, whose Pass markers make a tie.
    press(&mut app, id::lead_die(Player::Second, 1))?;
    let reason = format!(
        "A tie at {} goes to Player 2, who lost the roll for the lead last round.",
        bonus + 1
    );
    assert_eq!(game(&app).lead_winner, Some(Player::Second));
    visible_cut(
        &app,
        &format!("{reason} Player 2 chooses who has the Initiative."),
    )
    .expect("the phase bar explains the tie");
    assert!(last_line(&game(&app)).ends_with(&reason));
    Ok(())
}

#[test]
fn a_models_rarer_actions_open_under_its_line() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::match_started(dir.path())?;
    to_the_activations(&mut app)?;
    let batman = (Player::First, 0); // Batman (Bushi), the first model
    assert!(
        !shown(&app, id::knock_down(batman.0, batman.1)),
        "closed at first"
    );
    press(&mut app, id::details(batman.0, batman.1))?;
    press(&mut app, id::knock_down(batman.0, batman.1))?;
    assert!(game(&app).players[0].models[0].knocked_down);
    assert!(visible(&app, "Down").is_some(), "the line says so");
    press(&mut app, id::effort(batman.0, batman.1))?;
    assert_eq!(game(&app).players[0].models[0].stun, 1);
    press(&mut app, id::details(batman.0, batman.1))?;
    assert!(
        !shown(&app, id::stand_up(batman.0, batman.1)),
        "closed again"
    );
    Ok(())
}

#[test]
fn the_log_opens_newest_first_and_closes_with_escape() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::match_started(dir.path())?;
    to_the_activations(&mut app)?;
    press(&mut app, id::LOG)?;
    let log: Vec<String> = game(&app).log.iter().map(words::tracker::entry).collect();
    let first = visible(&app, &log[0]).expect("the first line is shown");
    let last = visible(&app, log.last().unwrap()).expect("the last line is shown");
    assert!(last.y < first.y, "newest first");
    apply(&mut app, [Message::CloseHelp]); // what Esc sends
    assert!(simulator(&app).find("Newest first").is_err());
    Ok(())
}

#[test]
fn the_attack_helper_draws_its_roll_as_the_calculator_does() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::match_started(dir.path())?;
    to_the_activations(&mut app)?;
    press(&mut app, id::attack(Player::First, 0))?;
    press(&mut app, id::ATTACK_ROLL)?;
    // The calculator's labelled lines of dice and its legend, not "2 2 [6]" digits.
    let mut ui = simulator(&app);
    ui.find("Attack")?;
    ui.find("Strength")?;
    ui.find(gotham_companion::widget::rolled::legend())?;
    assert!(
        simulator(&app).find("[n]: a die that succeeded").is_err(),
        "the digits are gone"
    );
    Ok(())
}

#[test]
fn a_recovery_roll_shows_its_dice_on_the_model_s_line_until_the_next_move() -> Result<(), Error> {
    use gotham_companion::bmg::tracker::{Event, RecountStep};
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::match_started(dir.path())?;
    to_the_activations(&mut app)?;
    // Ra's al Ghul, Willpower 8: knocked out by 8 Stun.
    let ko = Event::MarkersChanged {
        player: Player::Second,
        model: 0,
        stun: 8,
        injury: 0,
    };
    apply(
        &mut app,
        [
            Message::Tracker(tracker::Message::Play(ko)),
            Message::Tracker(tracker::Message::Advance),
        ],
    );
    for _ in 0..6 {
        if game(&app).phase == Phase::Recount(RecountStep::Recovery) {
            break;
        }
        press(&mut app, id::NEXT_STEP)?;
    }
    assert!(game(&app).players[1].models[0].awaiting_recovery);
    assert!(visible(&app, "stays KO").is_none() && visible(&app, "recovers").is_none());

    apply(
        &mut app,
        [Message::Tracker(tracker::Message::RollRecovery(
            Player::Second,
            0,
        ))],
    );
    let Some(Event::RecoveryResolved { dice, passed, .. }) =
        app.tracker().record().unwrap().events.last().cloned()
    else {
        panic!("the roll is played");
    };
    let said = if passed { "recovers" } else { "stays KO" };
    let line = visible(&app, said).expect("the roll's outcome on the model's line");
    // Each die drawn on that line, left of the outcome.
    for face in &dice {
        let mut ui = simulator(&app);
        let face = face.to_string();
        let wanted = face.clone();
        let drawn = ui.find(move |candidate: selector::Candidate<'_>| match candidate {
            selector::Candidate::Text {
                content,
                visible_bounds: Some(bounds),
                ..
            } if content == wanted
                && (bounds.center_y() - line.center_y()).abs() < 12.0
                && bounds.x < line.x =>
            {
                Some(())
            }
            _ => None,
        });
        assert!(drawn.is_ok(), "die {face} drawn beside the outcome");
    }

    // The next move puts the counters back in their room.
    press(&mut app, id::UNDO)?;
    assert!(visible(&app, said).is_none());
    Ok(())
}
