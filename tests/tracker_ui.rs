//! The match table driven through its widgets with `iced_test`: the mulligan, the Pass
//! button, abandoning a match, the explanation of a tied lead, a model's rarer actions.
//! (What is in view at each window size is the layout test's.)

mod support;

use gotham_companion::app::{App, Message};
use gotham_companion::bmg::tracker::{Match, Phase, Player};
use gotham_companion::screen::tracker;
use gotham_companion::words;
use iced_test::{Error, selector};
use std::fs;
use support::{apply, click, simulator};

fn game(app: &App) -> Match {
    app.tracker().game().expect("a match is on").clone()
}

/// The log's last line, as the players read it.
fn last_line(state: &Match) -> String {
    words::tracker::entry(state.log.last().expect("something was logged"))
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

/// Round 1 through to its activations, Player 1 winning the lead and the Initiative.
fn to_the_activations(app: &mut App) -> Result<(), Error> {
    click(app, "Start round 1")?;
    click(app, "6")?;
    click(app, "2")?;
    click(app, "Initiative to Player 1")?;
    click(app, "Start the activations")
}

#[test]
fn the_redraw_sits_beside_the_hand_and_redraws_the_picked_card() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::match_started(dir.path())?;
    click(&mut app, "Put back")?; // Player 1's first card
    assert!(
        visible(&app, "Redraw 1 card").is_some(),
        "the confirmation is on screen"
    );
    click(&mut app, "Redraw 1 card")?;
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
    click(&mut app, "Put back")?;
    // The start button says what it will do with the pick.
    click(&mut app, "Redraw 1 picked card and start round 1")?;
    let state = game(&app);
    assert_eq!(state.phase, Phase::TakeTheLead);
    assert!(state.players[0].redrew, "the pick was applied, not dropped");
    assert!(!state.players[1].redrew);
    // Back to Deployment before the redraw: nothing is left picked.
    click(&mut app, "Undo")?;
    click(&mut app, "Undo")?;
    assert!(!game(&app).players[0].redrew);
    assert!(visible(&app, "Start round 1").is_some());
    assert!(
        simulator(&app).find("Keep").is_err(),
        "no card is still picked"
    );
    Ok(())
}

#[test]
fn the_pass_button_shows_for_a_player_with_pass_markers_and_passes() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::match_started(dir.path())?;
    to_the_activations(&mut app)?;
    assert!(
        simulator(&app).find("Pass (3 left)").is_err(),
        "Player 1 has no Pass marker"
    );
    click(&mut app, "Activate")?; // Player 1's first model: only they have the button
    assert!(game(&app).players[0].models[0].activated);
    assert_eq!(game(&app).turn, Player::Second);
    click(&mut app, "Pass (3 left)")?;
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
    click(&mut app, "Match")?;
    apply(
        &mut app,
        [Message::Tracker(tracker::Message::RedrawToggled(
            Player::First,
            1,
        ))],
    );
    let keeps = support::texts(&app, "Keep");
    assert_eq!(keeps.len(), 1, "one copy is marked, not every copy");
    let put_backs = support::texts(&app, "Put back");
    assert!(
        put_backs.iter().any(|b| b.y < keeps[0].y) && put_backs.iter().any(|b| b.y > keeps[0].y),
        "the second line of the hand is the one marked"
    );
    visible(&app, "Redraw 1 card").expect("and the button counts one");
    click(&mut app, "Redraw 1 card")?;
    let state = game(&app);
    assert!(last_line(&state).contains("puts back 1 card "));
    Ok(())
}

#[test]
fn abandoning_asks_first_and_keep_playing_keeps_the_match() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::match_started(dir.path())?;
    click(&mut app, "Start round 1")?;
    click(&mut app, "Abandon match")?;
    assert!(visible(&app, "Abandon this match? It is kept in the archive.").is_some());
    assert!(
        game(&app).phase == Phase::TakeTheLead,
        "nothing happened yet"
    );
    click(&mut app, "Keep playing")?;
    assert_eq!(game(&app).phase, Phase::TakeTheLead);
    assert!(simulator(&app).find("Archive and abandon").is_err());
    assert!(!dir.path().join("match").join("archive").exists());
    assert!(dir.path().join("match").join("autosave.json").exists());
    Ok(())
}

#[test]
fn confirming_abandon_archives_the_match_and_returns_to_set_up() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::match_started(dir.path())?;
    click(&mut app, "Start round 1")?;
    click(&mut app, "Abandon match")?;
    click(&mut app, "Archive and abandon")?;
    assert!(app.tracker().game().is_none());
    simulator(&app).find("Start the match")?;
    let archived: Vec<_> = fs::read_dir(dir.path().join("match").join("archive"))
        .unwrap()
        .collect();
    assert_eq!(archived.len(), 1);
    assert!(!dir.path().join("match").join("autosave.json").exists());

    // The form keeps both players' crews: a rematch is one click away.
    click(&mut app, "Start the match")?;
    let rematch = game(&app);
    assert_eq!(rematch.players[0].crew, "Night Patrol");
    assert_eq!(rematch.players[1].crew, "League of Shadows");
    Ok(())
}

#[test]
fn a_tied_lead_says_how_it_was_broken_in_the_phase_bar_and_the_log() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::match_started(dir.path())?;
    click(&mut app, "Start round 1")?;
    click(&mut app, "3")?;
    click(&mut app, "3")?;
    let reroll = "A tie at 3, and no earlier roll for the lead to break it: both roll again.";
    // The phase bar's lines are one line each, cut at a word with "…" where the dice
    // leave too little room (whole on hover); the Log shows the whole.
    visible_cut(&app, &format!("{reroll} (Unused Pass markers add 1 each.)"))
        .expect("the phase bar explains the tie");
    let line = format!("Player 2 rolls 3 for the lead. {reroll}");
    visible_cut(&app, &format!("Last: {line}")).expect("so does the last line of the log");
    click(&mut app, "Log")?;
    visible(&app, &line).expect("and the whole log");
    click(&mut app, "Close")?;

    // Round 2: Player 2 lost round 1's roll and wins the tie.
    click(&mut app, "6")?;
    click(&mut app, "2")?;
    click(&mut app, "Initiative to Player 1")?;
    click(&mut app, "Start the activations")?;
    click(&mut app, "To the Recount (15 not activated)")?;
    for _ in 0..5 {
        click(&mut app, "Next step")?;
    }
    click(&mut app, "Shuffle and start round 2")?;
    let bonus = game(&app).players[1].lead_bonus;
    assert!(bonus < 6);
    click(&mut app, &(bonus + 1).to_string())?; // Player 1
    click(&mut app, "1")?; // Player 2, whose Pass markers make a tie
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
    assert!(
        simulator(&app).find("Knock down").is_err(),
        "closed at first"
    );
    click(&mut app, "⋯")?; // Batman (Bushi), the first model
    click(&mut app, "Knock down")?;
    assert!(game(&app).players[0].models[0].knocked_down);
    assert!(visible(&app, "Down").is_some(), "the line says so");
    click(&mut app, "Effort +1 (3 left)")?;
    assert_eq!(game(&app).players[0].models[0].stun, 1);
    click(&mut app, "×")?;
    assert!(simulator(&app).find("Stand up").is_err(), "closed again");
    Ok(())
}

#[test]
fn the_log_opens_newest_first_and_closes_with_escape() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::match_started(dir.path())?;
    to_the_activations(&mut app)?;
    click(&mut app, "Log")?;
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
    click(&mut app, "Attack")?;
    click(&mut app, "Roll the dice")?;
    // The calculator's labelled lines of dice and its legend, not "2 2 [6]" digits.
    let mut ui = simulator(&app);
    ui.find("Attack")?;
    ui.find("Strength")?;
    ui.find(gotham_companion::widget::rolled::LEGEND)?;
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
    click(&mut app, "Start round 1")?;
    click(&mut app, "6")?;
    click(&mut app, "2")?;
    click(&mut app, "Initiative to Player 1")?;
    click(&mut app, "Start the activations")?;
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
        click(&mut app, "Next step")?;
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
    click(&mut app, "Undo")?;
    assert!(visible(&app, said).is_none());
    Ok(())
}
