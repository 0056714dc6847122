//! The app driven through its widgets with `iced_test`: clicks and typing go through
//! the real views, and the tasks they start (saving, listing) run for real.

mod support;

use gotham_companion::app::{self, App, Message, Screen, Shortcut};
use gotham_companion::bmg::Code;
use gotham_companion::bmg::Rank;
use gotham_companion::bmg::tracker::Player;
use gotham_companion::screen::builder::{self, id as builder_id};
use gotham_companion::screen::crews::id as crews_id;
use gotham_companion::screen::tracker::id as tracker_id;
use gotham_companion::storage;
use gotham_companion::widget::stepper::{self, Step};
use gotham_companion::words::rules;
use iced::keyboard::{self, Key, Modifiers};
use iced::{Event, event, window};
use iced_test::{Error, selector};
use std::fs;
use support::named::{open, press};
use support::{apply, click, simulator};

/// Replaces the text of the catalog search field, as a user would: click, erase, type.
fn search(app: &mut App, text: &str) -> Result<(), Error> {
    let current = app.builder().map(|b| b.search_text().len()).unwrap_or(0);
    let mut ui = simulator(app);
    ui.click(selector::id(builder_id::SEARCH))?;
    for _ in 0..current {
        ui.tap_key(keyboard::key::Named::Backspace);
    }
    ui.typewrite(text);
    let messages: Vec<Message> = ui.into_messages().collect();
    apply(app, messages);
    Ok(())
}

/// Starts a new crew and adds Batman (Bushi) as its Leader, through the builder.
fn new_crew_led_by_batman(app: &mut App) -> Result<(), Error> {
    press(app, crews_id::NEW)?;
    search(app, "bushi")?;
    click(app, "Batman (Bushi)")?;
    press(app, builder_id::add(Rank::Leader))
}

/// The broken crew-building rules (deck rules aside: these crews have no deck yet).
fn codes(app: &App) -> Vec<Code> {
    support::crew_codes(app.builder().expect("a crew is open").report())
}

#[test]
fn search_add_members_see_a_violation_come_and_go_and_save() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    simulator(&app).find("No crews yet.")?;

    press(&mut app, crews_id::NEW)?;
    assert_eq!(app.screen(), Screen::Builder);
    press(&mut app, builder_id::limit(150))?;

    search(&mut app, "bushi")?;
    click(&mut app, "Batman (Bushi)")?;
    press(&mut app, builder_id::add(Rank::Leader))?;
    search(&mut app, "gcpd officer 1")?;
    click(&mut app, "GCPD Officer 1")?;
    press(&mut app, builder_id::add(Rank::Henchman))?;
    assert!(codes(&app).is_empty(), "{:?}", codes(&app));
    simulator(&app).find("Crew: every rule met.")?;

    // Robin (1997) takes the crew to 168 Rep, over the 150 limit.
    search(&mut app, "robin 1997")?;
    click(&mut app, "Robin (1997)")?;
    press(&mut app, builder_id::add(Rank::Sidekick))?;
    assert_eq!(codes(&app), vec![Code::Reputation]);
    let message = rules::violation(&app.builder().unwrap().report().violations[0]);
    assert!(message.contains("168 Rep"), "{message}");
    simulator(&app).find(message.as_str())?;
    simulator(&app).find("1 rule broken")?;

    // A 350 Rep game fixes it.
    press(&mut app, builder_id::limit(350))?;
    assert!(codes(&app).is_empty(), "{:?}", codes(&app));
    let mut ui = simulator(&app);
    ui.find("Crew: every rule met.")?;
    assert!(ui.find(message.as_str()).is_err());
    drop(ui);

    press(&mut app, builder_id::SAVE)?;
    let builder = app.builder().unwrap();
    assert!(!builder.is_dirty());
    let path = builder.path().expect("saved to a file").clone();
    assert_eq!(path.parent().unwrap(), dir.path());
    let saved = storage::load_crew(&path).unwrap();
    assert_eq!(saved.reputation_limit, 350);
    let models: Vec<&str> = saved.members.iter().map(|m| m.model.as_str()).collect();
    assert_eq!(models, vec!["batman-bushi", "gcpd-officer-1", "robin-1997"]);
    assert!(saved.members[0].boss, "the first Leader became the Boss");

    // The crew list shows the new file.
    open(&mut app, Screen::Crews)?;
    simulator(&app).find("New crew")?;
    Ok(())
}

#[test]
fn clicking_a_violation_points_at_its_members() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    new_crew_led_by_batman(&mut app)?;
    // Catwoman (Dark Knight Rises) may join a GCPD crew, but only beside Batman or Bane
    // of the same film: "Can join this crew" leaves her out, every affiliation shows her.
    // Adding the Leader left the filter alone: the player picks "can join".
    apply(
        &mut app,
        [Message::Builder(builder::Message::AffiliationPicked(
            builder::AffiliationChoice::BossCrew,
        ))],
    );
    search(&mut app, "catwoman dark knight")?;
    assert!(
        simulator(&app)
            .find("Catwoman (Dark Knight Rises)")
            .is_err()
    );
    // The affiliation picker draws its choices itself: its message stands in for a pick.
    apply(
        &mut app,
        [Message::Builder(builder::Message::AffiliationPicked(
            builder::AffiliationChoice::All,
        ))],
    );
    click(&mut app, "Catwoman (Dark Knight Rises)")?;
    let warning = "Catwoman (Dark Knight Rises)'s Required: only in a crew with Batman (Dark Knight Rises) or Bane (Dark Knight Rises).";
    assert!(codes(&app).is_empty());
    // The profile warns before adding.
    simulator(&app).find(warning)?;
    press(&mut app, builder_id::add(Rank::FreeAgent))?;
    assert_eq!(codes(&app), vec![Code::Requires]);

    // The rule shows under the verdict: pressed, the members it names stand out.
    let mut rules = app.builder().unwrap().report().violations.iter();
    let rule = builder_id::rule(rules.position(|v| v.code == Code::Requires).unwrap());
    press(&mut app, rule.clone())?;
    assert_eq!(app.builder().unwrap().pointed_members(), &[1]);
    press(&mut app, rule)?;
    assert!(app.builder().unwrap().pointed_members().is_empty());
    Ok(())
}

#[test]
fn open_rename_duplicate_and_delete_with_confirmation() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app_with_crews(dir.path(), &["night-patrol.json"]);
    simulator(&app).find("Night Patrol")?;

    // Rename.
    press(&mut app, crews_id::rename(0))?;
    let mut ui = simulator(&app);
    ui.click("Night Patrol")?;
    ui.typewrite(" II");
    ui.tap_key(keyboard::key::Named::Enter);
    let messages: Vec<Message> = ui.into_messages().collect();
    apply(&mut app, messages);
    let renamed = storage::load_crew(&dir.path().join("night-patrol.json")).unwrap();
    assert_eq!(renamed.name, "Night Patrol II");

    // Duplicate.
    press(&mut app, crews_id::duplicate(0))?;
    assert_eq!(storage::list_crews(dir.path()).unwrap().len(), 2);
    simulator(&app).find("Night Patrol II (copy)")?;

    // Delete asks first; "Keep" keeps it.
    let before = storage::list_crews(dir.path()).unwrap().len();
    press(&mut app, crews_id::delete(0))?;
    press(&mut app, crews_id::DELETE_KEEP)?;
    assert_eq!(storage::list_crews(dir.path()).unwrap().len(), before);
    press(&mut app, crews_id::delete(0))?;
    press(&mut app, crews_id::DELETE_CONFIRM)?;
    assert_eq!(storage::list_crews(dir.path()).unwrap().len(), before - 1);

    // Open the one left.
    press(&mut app, crews_id::open(0))?;
    assert_eq!(app.screen(), Screen::Builder);
    assert!(app.builder().unwrap().report().is_valid());
    Ok(())
}

#[test]
fn import_and_export_through_typed_paths() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let outside = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());

    let source =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("crews/league-of-shadows.json");
    let mut ui = simulator(&app);
    ui.click(selector::id(crews_id::IMPORT_PATH))?;
    ui.typewrite(source.to_str().unwrap());
    ui.tap_key(keyboard::key::Named::Enter);
    let messages: Vec<Message> = ui.into_messages().collect();
    apply(&mut app, messages);
    simulator(&app).find("League of Shadows")?;
    assert!(matches!(app.status(), Some(app::Status::Info(_))));

    // A broken file is refused with its reason, and nothing is added.
    let broken = outside.path().join("broken.json");
    fs::write(&broken, "{\"format\": ").unwrap();
    let mut ui = simulator(&app);
    ui.click(selector::id(crews_id::IMPORT_PATH))?;
    for _ in 0..source.to_str().unwrap().len() {
        ui.tap_key(keyboard::key::Named::Backspace);
    }
    ui.typewrite(broken.to_str().unwrap());
    ui.tap_key(keyboard::key::Named::Enter);
    let messages: Vec<Message> = ui.into_messages().collect();
    apply(&mut app, messages);
    match app.status() {
        Some(app::Status::Error(error)) => assert!(error.text().contains("broken.json"), "{error}"),
        other => panic!("expected an error, got {other:?}"),
    }
    assert_eq!(storage::list_crews(dir.path()).unwrap().len(), 1);

    // Export to a chosen path.
    press(&mut app, crews_id::export(0))?;
    let target = outside.path().join("shared.json");
    let mut ui = simulator(&app);
    ui.click(selector::id(crews_id::EXPORT_PATH))?;
    // The click puts the cursor where it lands, maybe inside the suggestion.
    ui.tap_key(keyboard::key::Named::End);
    let home = std::env::var("HOME").unwrap_or_default();
    let suggestion = std::path::Path::new(&home).join("league-of-shadows.json");
    for _ in 0..suggestion.to_str().unwrap().len() {
        ui.tap_key(keyboard::key::Named::Backspace);
    }
    ui.typewrite(target.to_str().unwrap());
    ui.tap_key(keyboard::key::Named::Enter);
    let messages: Vec<Message> = ui.into_messages().collect();
    apply(&mut app, messages);
    assert_eq!(
        storage::load_crew(&target).unwrap().name,
        "League of Shadows"
    );
    Ok(())
}

#[test]
fn unsaved_changes_are_not_lost_when_starting_another_crew() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    press(&mut app, crews_id::NEW)?;
    press(&mut app, builder_id::limit(450))?;
    assert!(app.builder().unwrap().is_dirty());

    apply(&mut app, [Message::ShortcutPressed(Shortcut::NewCrew)]);
    simulator(&app).find("Save the changes to New crew?")?;
    press(&mut app, app::id::PROMPT_CANCEL)?;
    assert_eq!(app.builder().unwrap().crew().reputation_limit, 450);

    apply(&mut app, [Message::ShortcutPressed(Shortcut::NewCrew)]);
    press(&mut app, app::id::PROMPT_SAVE)?;
    let saved = storage::list_crews(dir.path()).unwrap();
    assert_eq!(saved.len(), 1);
    assert_eq!(saved[0].crew.as_ref().unwrap().reputation_limit, 450);
    // And the new crew is open, clean.
    let builder = app.builder().unwrap();
    assert_eq!(builder.crew().reputation_limit, 350);
    assert!(builder.path().is_none());
    assert!(!builder.is_dirty());
    Ok(())
}

#[test]
fn a_limit_out_of_range_is_refused_with_a_message() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    press(&mut app, crews_id::NEW)?;
    let mut ui = simulator(&app);
    ui.click(selector::id(builder_id::LIMIT))?;
    // Select the whole value and type over it.
    ui.simulate([
        Event::Keyboard(keyboard::Event::ModifiersChanged(Modifiers::COMMAND)),
        key_press("a", Modifiers::COMMAND),
        Event::Keyboard(keyboard::Event::ModifiersChanged(Modifiers::empty())),
    ]);
    ui.typewrite("0");
    let messages: Vec<Message> = ui.into_messages().collect();
    apply(&mut app, messages);
    assert_eq!(app.builder().unwrap().crew().reputation_limit, 350);
    simulator(&app).find("Enter a limit from 1 to 10000")?;
    Ok(())
}

fn key_press(key: &str, modifiers: Modifiers) -> Event {
    Event::Keyboard(keyboard::Event::KeyPressed {
        key: Key::Character(key.into()),
        modified_key: Key::Character(key.into()),
        physical_key: keyboard::key::Physical::Unidentified(
            keyboard::key::NativeCode::Unidentified,
        ),
        location: keyboard::Location::Standard,
        modifiers,
        repeat: false,
        text: None,
    })
}

#[test]
fn shortcuts_work_even_when_a_text_field_captured_the_key() {
    let window = window::Id::unique();
    for (key, expected) in [
        ("n", Shortcut::NewCrew),
        ("s", Shortcut::Save),
        ("f", Shortcut::Find),
    ] {
        for status in [event::Status::Ignored, event::Status::Captured] {
            let message = app::shortcut(key_press(key, Modifiers::COMMAND), status, window);
            assert!(
                matches!(message, Some(Message::ShortcutPressed(s)) if s == expected),
                "{key}: {message:?}"
            );
        }
    }
    assert!(
        app::shortcut(
            key_press("s", Modifiers::empty()),
            event::Status::Ignored,
            window
        )
        .is_none()
    );
    assert!(
        app::shortcut(
            key_press("x", Modifiers::COMMAND),
            event::Status::Ignored,
            window
        )
        .is_none()
    );
}

#[test]
fn ctrl_s_saves_the_open_crew() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    apply(&mut app, [Message::ShortcutPressed(Shortcut::NewCrew)]);
    press(&mut app, builder_id::limit(450))?;
    apply(&mut app, [Message::ShortcutPressed(Shortcut::Save)]);
    assert!(!app.builder().unwrap().is_dirty());
    assert_eq!(storage::list_crews(dir.path()).unwrap().len(), 1);
    Ok(())
}

#[test]
fn build_a_legal_objective_deck() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    // Night Patrol without its deck.
    let mut crew = storage::load_crew(std::path::Path::new("crews/night-patrol.json")).unwrap();
    crew.objective_deck.clear();
    storage::save_crew(&dir.path().join("night-patrol.json"), &crew).unwrap();
    let mut app = support::app(dir.path());
    press(&mut app, crews_id::open(0))?;
    simulator(&app).find("Objective deck: 0/20 cards")?;
    press(&mut app, builder_id::EDIT_DECK)?;
    assert_eq!(app.screen(), Screen::Deck);
    simulator(&app).find("The deck holds 0 cards; it needs exactly 20 (character cards aside).")?;

    // Pick one set by hand: all three copies go in.
    let mut ui = simulator(&app);
    ui.click(selector::id(builder_id::CARD_SEARCH))?;
    ui.typewrite("monitoring");
    let messages: Vec<Message> = ui.into_messages().collect();
    apply(&mut app, messages);
    press(&mut app, builder_id::card("law-forces-monitoring"))?;
    let deck = &app.builder().unwrap().crew().objective_deck;
    assert_eq!(deck, &vec!["law-forces-monitoring".to_owned(); 3]);
    simulator(&app).find("3 / 20")?;

    // Robin's character card goes on top.
    let mut ui = simulator(&app);
    ui.click(selector::id(builder_id::CARD_SEARCH))?;
    for _ in 0.."monitoring".len() {
        ui.tap_key(keyboard::key::Named::Backspace);
    }
    ui.typewrite("assistance");
    let messages: Vec<Message> = ui.into_messages().collect();
    apply(&mut app, messages);
    press(&mut app, builder_id::card("character-assistance"))?;
    assert_eq!(app.builder().unwrap().report().deck.character, 2);

    // The rest at random, then the deck is legal and saved.
    press(&mut app, builder_id::DECK_FILL)?;
    let report = app.builder().unwrap().report();
    assert!(report.is_valid(), "{:#?}", report.violations);
    assert_eq!(report.deck.size, 20);
    simulator(&app).find("Legal deck: no deck rule broken.")?;
    apply(&mut app, [Message::ShortcutPressed(Shortcut::Save)]);
    let saved = storage::load_crew(&dir.path().join("night-patrol.json")).unwrap();
    assert_eq!(saved.objective_deck.len(), 22);
    assert_eq!(
        saved
            .objective_deck
            .iter()
            .filter(|id| *id == "law-forces-monitoring")
            .count(),
        3
    );
    Ok(())
}

#[test]
fn the_calculator_follows_every_change_and_rolls_dice() -> Result<(), Error> {
    use gotham_companion::bmg::odds;
    use gotham_companion::screen::calculator::{self, Field, Mode, ModelChoice, Switch, id};
    let step_up = |field| stepper::id(id::field(field), Step::Up);
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    open(&mut app, Screen::Calculator)?;
    assert_eq!(app.screen(), Screen::Calculator);

    // Batman (Bushi) attacks a GCPD officer: stats and the Katana fill in.
    let catalog = support::catalog();
    let pick = |id: &str| ModelChoice::of(&catalog, catalog.model_index(id).unwrap());
    apply(
        &mut app,
        [
            Message::Calculator(calculator::Message::AttackerPicked(pick("batman-bushi"))),
            Message::Calculator(calculator::Message::TargetPicked(pick("gcpd-officer-1"))),
        ],
    );
    let shown = |app: &App| {
        let odds = app.calculator().attack_odds().expect("legal values");
        format!("{:.0}%", odds.at_least(1) * 100.0)
    };
    let melee = app.calculator().melee();
    assert_eq!((melee.attacks, melee.strength), (5, 3));
    assert_eq!(melee.damage.injury, 2, "the Katana");
    assert_eq!(melee.target.defense, 3);
    let expected = odds::melee(&melee).unwrap();
    simulator(&app).find(format!("{:.0}%", expected.at_least(1) * 100.0))?;
    simulator(&app).find("5 attack dice hit on 3+, 3 defense dice block on 5+, the Strength die hits on 3+ (never blocked)")?;

    // One more Attack, one Effort for the defender.
    press(&mut app, step_up(Field::Attacks))?;
    assert_eq!(app.calculator().melee().attacks, 6);
    press(&mut app, step_up(Field::DefenderEffort))?;
    assert_eq!(app.calculator().melee().defender_effort, 1);
    let odds_now = odds::melee(&app.calculator().melee()).unwrap();
    assert_eq!(odds_now.attack_dice, 5);
    simulator(&app).find(shown(&app))?;

    // The target already KO: no defense dice.
    press(&mut app, id::switch(Switch::TargetKnockedOut))?;
    let odds_ko = app.calculator().attack_odds().unwrap();
    assert_eq!(odds_ko.defense_dice, 0);
    assert_eq!(odds_ko.ko, Some(1.0));

    // Roll it: the dice and the outcome show, and stay in the history.
    press(&mut app, id::ROLL)?;
    press(&mut app, id::ROLL)?;
    assert_eq!(app.calculator().history().count(), 2);
    simulator(&app).find("Batman (Bushi) with Katana (2 injury) vs GCPD Officer 1")?;
    simulator(&app).find("Earlier rolls")?;

    // Ranged: the Strength die goes first under cover.
    press(&mut app, id::mode(Mode::Ranged))?;
    press(&mut app, id::switch(Switch::Cover))?;
    let ranged = app.calculator().attack_odds().unwrap();
    assert!(!ranged.strength_die);

    // The skill roll.
    press(&mut app, step_up(Field::SkillDice))?;
    let skill = app.calculator().skill_odds().unwrap();
    let three = odds::skill(&odds::Skill {
        dice: 3,
        skill: 7,
        opposed: false,
    })
    .unwrap();
    assert_eq!(skill.pass, three.pass);
    simulator(&app).find(format!("{:.1}%", three.pass * 100.0))?;

    // The skill panel rolls too: three dice, the two lowest kept, the verdict shown;
    // a changed input clears the roll, which no longer matches it.
    press(&mut app, id::ROLL_SKILL)?;
    let roll = app.calculator().skill_roll().expect("rolled").clone();
    assert_eq!(roll.dice.len(), 3);
    assert_eq!(roll.passed, roll.sum <= 7);
    let verdict = if roll.passed { "Passed" } else { "Failed" };
    simulator(&app).find(format!("Kept {}: {verdict}", roll.sum))?;
    press(&mut app, step_up(Field::SkillDice))?;
    assert!(app.calculator().skill_roll().is_none());
    Ok(())
}

#[test]
fn a_match_through_one_round_is_saved_after_every_action_and_resumed() -> Result<(), Error> {
    use gotham_companion::bmg::tracker::Phase;
    use gotham_companion::screen::tracker::{self, SetupMessage};
    let dir = tempfile::tempdir().unwrap();
    for file in ["night-patrol.json", "league-of-shadows.json"] {
        fs::copy(format!("crews/{file}"), dir.path().join(file)).unwrap();
    }
    let mut app = support::app(dir.path());
    open(&mut app, Screen::Tracker)?;
    simulator(&app).find("New match")?;
    let choices = app.crew_choices().to_vec();
    let night = choices
        .iter()
        .find(|c| c.crew.name == "Night Patrol")
        .unwrap()
        .clone();
    let league = choices
        .iter()
        .find(|c| c.crew.name == "League of Shadows")
        .unwrap()
        .clone();
    apply(
        &mut app,
        [
            Message::Tracker(tracker::Message::Setup(SetupMessage::CrewPicked(
                Player::First,
                night,
            ))),
            Message::Tracker(tracker::Message::Setup(SetupMessage::CrewPicked(
                Player::Second,
                league,
            ))),
        ],
    );
    press(&mut app, tracker_id::START)?;
    let game = |app: &App| app.tracker().game().expect("a match is on").clone();
    assert_eq!(game(&app).phase, Phase::Deployment);
    let autosave = dir.path().join("match").join("autosave.json");
    assert!(autosave.exists(), "saved from the first moment");

    press(&mut app, tracker_id::START_ROUND)?;
    press(&mut app, tracker_id::lead_die(Player::First, 6))?;
    press(&mut app, tracker_id::lead_die(Player::Second, 2))?;
    assert_eq!(game(&app).lead_winner, Some(Player::First));
    press(&mut app, tracker_id::initiative(Player::First))?;
    press(&mut app, tracker_id::audacity(Player::First, 0))?;
    assert_eq!(game(&app).players[0].audacity_placed(), 1);
    press(&mut app, tracker_id::START_ACTIVATIONS)?;
    assert_eq!(game(&app).players[1].passes, 3, "6 models against 9");

    // Batman attacks with the helper: two hits applied in one click.
    press(&mut app, tracker_id::attack(Player::First, 0))?;
    press(&mut app, stepper::id(tracker_id::HITS, Step::Up))?;
    press(&mut app, stepper::id(tracker_id::HITS, Step::Up))?;
    let label = simulator(&app).find("Apply 2 hits: 0 Stun, 4 Injury");
    assert!(label.is_ok(), "the Katana does 2 Injury a hit");
    press(&mut app, tracker_id::ATTACK_APPLY)?;
    assert_eq!(game(&app).players[1].models[0].injury, 4);

    // Everyone activates in turn: only the player on turn has Activate buttons, and
    // the first is their first model still to activate. Bounded: a click that does
    // nothing fails the test instead of hanging it.
    for _ in 0..15 {
        if !game(&app).players.iter().any(|p| p.has_activations_left()) {
            break;
        }
        let before = game(&app).log.len();
        let state = game(&app);
        let on_turn = &state.players[state.turn.index()];
        let first = on_turn.models.iter().position(|m| m.waits_to_activate());
        press(
            &mut app,
            tracker_id::activate(state.turn, first.expect("a model to activate")),
        )?;
        assert!(game(&app).log.len() > before, "the click activated a model");
    }
    assert!(!game(&app).players.iter().any(|p| p.has_activations_left()));
    press(&mut app, tracker_id::UNDO)?;
    press(&mut app, tracker_id::REDO)?;
    press(&mut app, tracker_id::TO_RECOUNT)?;
    for _ in 0..4 {
        press(&mut app, tracker_id::NEXT_STEP)?;
    }
    assert_eq!(
        game(&app).phase,
        Phase::Recount(gotham_companion::bmg::tracker::RecountStep::Recovery)
    );
    press(&mut app, tracker_id::NEXT_STEP)?;
    let label = simulator(&app).find("Shuffle and start round 2");
    assert!(label.is_ok(), "the button says what comes next");
    press(&mut app, tracker_id::END_ROUND)?;
    assert_eq!(
        (game(&app).round, game(&app).phase),
        (2, Phase::TakeTheLead)
    );

    // The autosave holds it all: a new start resumes round 2.
    let resumed = support::app(dir.path());
    let state = resumed.tracker().game().expect("resumed").clone();
    assert_eq!(state, game(&app));
    assert!(
        matches!(resumed.status(), Some(app::Status::Info(news)) if news.text().contains("round 2"))
    );

    // Undo goes back into round 1, and the save follows.
    press(&mut app, tracker_id::UNDO)?;
    assert_eq!(game(&app).round, 1);
    let saved = storage::load_match(&autosave).unwrap();
    assert_eq!(
        saved.events.len(),
        app.tracker().record().unwrap().events.len()
    );
    apply(&mut app, [Message::ShortcutPressed(Shortcut::Redo)]);
    assert_eq!(game(&app).round, 2);
    Ok(())
}

#[test]
fn a_damaged_match_save_is_set_aside_with_a_message() {
    let dir = tempfile::tempdir().unwrap();
    let autosave = dir.path().join("match").join("autosave.json");
    fs::create_dir_all(autosave.parent().unwrap()).unwrap();
    fs::write(&autosave, "{\"format\": \"gotham-companion/match\", \"ver").unwrap();
    let app = support::app(dir.path());
    assert!(app.tracker().game().is_none());
    match app.status() {
        Some(app::Status::Error(error)) => assert!(error.text().contains("set aside"), "{error}"),
        other => panic!("expected an error, got {other:?}"),
    }
    assert!(!autosave.exists());
    let kept = fs::read_dir(autosave.parent().unwrap()).unwrap().count();
    assert_eq!(kept, 1, "the damaged file is kept beside");
}

#[test]
fn a_crew_built_on_the_spot_can_play_a_match() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    new_crew_led_by_batman(&mut app)?;
    open(&mut app, Screen::Tracker)?;
    let choices = app.crew_choices();
    assert_eq!(
        choices.len(),
        1 + storage::EXAMPLE_CREWS.len(),
        "nothing saved yet: the crew in the builder, then the examples"
    );
    assert_eq!(choices[0].label, "New crew (open in the builder)");
    assert_eq!(choices[0].crew.members.len(), 1);
    Ok(())
}

#[test]
fn a_match_can_start_from_the_example_crews_with_nothing_saved() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    open(&mut app, Screen::Tracker)?;
    let labels: Vec<&str> = app
        .crew_choices()
        .iter()
        .map(|c| c.label.as_str())
        .collect();
    assert_eq!(labels.len(), storage::EXAMPLE_CREWS.len(), "{labels:?}");
    assert!(labels.contains(&"Night Patrol (example)"), "{labels:?}");
    // A saved copy is offered once, as saved.
    let mut app = support::app_with_crews(dir.path(), &["night-patrol.json"]);
    open(&mut app, Screen::Tracker)?;
    let night: Vec<&str> = app
        .crew_choices()
        .iter()
        .filter(|c| c.crew.name == "Night Patrol")
        .map(|c| c.label.as_str())
        .collect();
    assert_eq!(night, ["Night Patrol (night-patrol.json)"]);
    Ok(())
}

#[test]
fn the_example_crews_can_be_added_any_time_and_only_once() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    fs::copy("crews/night-patrol.json", dir.path().join("mine.json")).unwrap();
    let mut app = support::app(dir.path());
    // The list is not empty, and the button is still there.
    press(&mut app, crews_id::EXAMPLES)?;
    let count = || {
        fs::read_dir(dir.path())
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .unwrap()
                    .path()
                    .extension()
                    .is_some_and(|x| x == "json")
            })
            .count()
    };
    assert_eq!(
        count(),
        storage::EXAMPLE_CREWS.len(),
        "Night Patrol was there already"
    );
    press(&mut app, crews_id::EXAMPLES)?;
    assert_eq!(count(), storage::EXAMPLE_CREWS.len());
    simulator(&app).find("Every example crew is already in your crews")?;
    Ok(())
}

#[test]
fn a_crew_whose_only_fault_is_its_deck_says_so_in_the_list() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut crew = support::example_crew("night-patrol.json");
    crew.objective_deck.clear();
    storage::save_crew(&dir.path().join("night.json"), &crew).unwrap();
    let app = support::app(dir.path());
    simulator(&app).find("Deck: 0 of 20 cards")?;
    assert!(simulator(&app).find("1 rule broken").is_err());
    Ok(())
}
