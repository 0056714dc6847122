//! Every screen at 1360×860 and 1024×700, at 100, 125 and 150 % text: each control a
//! player uses on it is drawn whole inside the window, or inside a scrollable that
//! brings it there. On the match screen, two 12-model crews and both hands are in view
//! at 1360×860 and 100 % in every phase. Each screen is checked in English and in
//! Spanish, which runs about a quarter longer.

mod support;

use gotham_companion::app::{App, Message, Screen};
use gotham_companion::bmg::Rank;
use gotham_companion::bmg::tracker::{Phase, Player};
use gotham_companion::screen::games::{self, Panel};
use gotham_companion::screen::{builder, calculator, crews, tracker};
use gotham_companion::words::Language;
use iced_test::Error;
use support::apply;
use support::layout::{check_everywhere, scrolling, whole_in_view};
use support::messages::{counted_start, say, say_n, starting};
use support::named::{open, press};

/// Runs `check` in every language.
fn in_every_language(check: fn(Language) -> Result<(), Error>) -> Result<(), Error> {
    for language in Language::ALL {
        check(language)?;
    }
    Ok(())
}

/// `app`, speaking `language`.
fn speaking(mut app: App, language: Language) -> App {
    app.follow_system(language);
    app
}

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
    in_every_language(|language| {
        let dir = tempfile::tempdir().unwrap();
        let app = support::app_with_crews(dir.path(), &["night-patrol.json"]);
        let mut app = speaking(app, language);
        open(&mut app, Screen::Crews)?;
        let say = |id| say(language, id, &[]);
        assert_reachable(
            &mut app,
            &[
                &say("builder-new-crew"),
                &say("builder-open"),
                &say("builder-copy-code"),
                &say("builder-in-use"),
                &say("builder-import-csv"),
                &say("builder-export-csv"),
            ],
        );
        Ok(())
    })
}

#[test]
fn the_builder_with_a_profile_and_broken_rules() -> Result<(), Error> {
    in_every_language(the_builder_in)
}

fn the_builder_in(language: Language) -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let app = support::app_with_crews(dir.path(), &["clown-princes-court.json"]);
    let mut app = speaking(app, language);
    let say = |id| say(language, id, &[]);
    let starting = |id| starting(language, id);
    open(&mut app, Screen::Crews)?;
    press(&mut app, crews::id::open(0))?;
    support::add_rule_breakers(&mut app);
    let crew_controls = [
        say("builder-save-dirty"),
        say("builder-print"),
        say("builder-code"),
        say("builder-edit-deck"),
        starting("builder-show-all"),
        say("builder-own-crew"),
    ];
    let crew_controls: Vec<&str> = crew_controls.iter().map(String::as_str).collect();
    let browser = [
        starting("builder-page"),
        say("builder-owned-only"),
        starting("builder-own-these"),
    ];
    let browser: Vec<&str> = browser.iter().map(String::as_str).collect();
    assert_reachable(&mut app, &[&crew_controls[..], &browser[..]].concat());
    // A model's profile, and the broken rules in the members' place.
    let ras = support::catalog().model_index("ra-s-al-ghul").unwrap();
    apply(
        &mut app,
        [Message::Builder(builder::Message::ModelSelected(ras))],
    );
    let leader = gotham_companion::words::within(language, || {
        gotham_companion::words::rules::rank(Rank::Leader)
    });
    let profile = [
        say_text(language, "builder-add-as", "rank", leader),
        say("builder-miniatures-owned"),
    ];
    let profile: Vec<&str> = profile.iter().map(String::as_str).collect();
    assert_reachable(&mut app, &[&crew_controls[..], &profile[..]].concat());
    apply(&mut app, [Message::Builder(builder::Message::RulesToggled)]);
    // The rules shown, and the members with them.
    assert_reachable(
        &mut app,
        &[
            &say("builder-hide-rules"),
            &say("builder-edit-deck"),
            &say("builder-rules-hint"),
            "Joker (Arkham Asylum)",
        ],
    );
    Ok(())
}

/// A message of one text argument.
fn say_text(language: Language, id: &str, name: &str, value: &str) -> String {
    say(language, id, &[(name, value)])
}

#[test]
fn the_objective_deck() -> Result<(), Error> {
    in_every_language(|language| {
        let dir = tempfile::tempdir().unwrap();
        let app = support::app_with_crews(dir.path(), &["night-patrol.json"]);
        let mut app = speaking(app, language);
        open(&mut app, Screen::Crews)?;
        press(&mut app, crews::id::open(0))?;
        press(&mut app, builder::id::EDIT_DECK)?;
        let say = |id| say(language, id, &[]);
        assert_reachable(
            &mut app,
            &[
                &say("builder-deck-fill"),
                &say("builder-deck-clear"),
                &say("builder-card-remove"),
            ],
        );
        Ok(())
    })
}

#[test]
fn the_dice_odds() -> Result<(), Error> {
    in_every_language(|language| {
        let dir = tempfile::tempdir().unwrap();
        let mut app = speaking(support::app(dir.path()), language);
        open(&mut app, Screen::Calculator)?;
        let say = |id| say(language, id, &[]);
        assert_reachable(
            &mut app,
            &[
                &say("calculator-melee"),
                &say("calculator-ranged"),
                &say("calculator-roll"),
                &say("calculator-roll-skill"),
                &say("calculator-attacks"),
            ],
        );
        press(&mut app, calculator::id::ROLL_SKILL)?;
        assert_reachable(
            &mut app,
            &[
                &say("calculator-roll-skill"),
                &starting(language, "calculator-kept"),
            ],
        );
        Ok(())
    })
}

/// A match of two 12-model crews, speaking `language`.
fn twelve_against_twelve(dir: &std::path::Path, language: Language) -> Result<App, Error> {
    Ok(speaking(support::twelve_against_twelve(dir)?, language))
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
    in_every_language(every_phase_in)
}

fn every_phase_in(language: Language) -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = twelve_against_twelve(dir.path(), language)?;
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
    assert_eq!(
        scrolling(&app, (1360.0, 860.0)),
        0,
        "12 model lines over a hand of five show whole, no side scrolls"
    );
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
                    endurance: None,
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
    in_every_language(the_match_in)
}

fn the_match_in(language: Language) -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = twelve_against_twelve(dir.path(), language)?;
    let say = |id| say(language, id, &[]);
    assert_reachable(
        &mut app,
        &[
            &say_n(language, "tracker-redraw-and-start", &[("count", 0)]),
            &say("tracker-put-back"),
            // Its word, or in a narrow room its icon alone (the word on hover).
            &format!("{}|\u{E106}", say("tracker-log")),
            &format!("{}|\u{E2A1}", say("tracker-undo")),
            &format!("{}|\u{E051}", say("tracker-abandon")),
            "Lark",
        ],
    );
    press(&mut app, tracker::id::START_ROUND)?;
    press(&mut app, tracker::id::lead_die(Player::First, 6))?;
    press(&mut app, tracker::id::lead_die(Player::Second, 2))?;
    // The lead won: the instruction and the Initiative's buttons.
    let to_first = say_text(language, "tracker-initiative-to", "player", "Player 1");
    assert_reachable(&mut app, &[&to_first, "Lark"]);
    press(&mut app, tracker::id::initiative(Player::First))?;
    press(&mut app, tracker::id::START_ACTIVATIONS)?;
    // The pass button, or the Pass markers' count where the player has none.
    let pass = format!(
        "{}|{}",
        counted_start(language, "tracker-pass-left"),
        starting(language, "tracker-fact-passes")
    );
    let to_recount = format!(
        "{}*",
        say_n(language, "tracker-to-recount", &[("count", 0)])
    );
    assert_reachable(
        &mut app,
        &[
            &say("tracker-activate"),
            &say("tracker-attack"),
            &say("tracker-objective"),
            &say("tracker-resource"),
            &say("tracker-discard"),
            &to_recount,
            &pass,
            "Lark",
        ],
    );
    Ok(())
}

#[test]
fn the_games_set_up_and_in_play() -> Result<(), Error> {
    in_every_language(the_games_in)
}

fn the_games_in(language: Language) -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = speaking(support::app(dir.path()), language);
    open(&mut app, Screen::Games)?;
    let say = |id| say(language, id, &[]);
    let either = |a, b| format!("{}|{}", say(a), say(b));
    let panels: [(Panel, &str, Vec<String>); 4] = [
        (
            Panel::Btas,
            "games-panel-btas",
            vec![
                either("games-btas-roll-button", "games-btas-roll-four"),
                say("games-btas-enter-roll"),
                say("games-log"),
                say("games-btas-scores"),
                say("games-undo"),
            ],
        ),
        (
            Panel::SuperDice,
            "games-panel-superdice",
            vec![
                say("games-superdice-throw-button"),
                say("games-superdice-enter-throw"),
                say("games-superdice-on-the-table"),
                say("games-log"),
            ],
        ),
        (
            Panel::Rising,
            "games-panel-rising",
            vec![
                say("games-rising-roll-both"),
                say("games-rising-enter-dice"),
                starting(language, "games-rising-heroes-defeated"),
                say("games-log"),
            ],
        ),
        (
            Panel::Heist,
            "games-panel-heist",
            vec![say("games-heist-resolve"), say("games-log")],
        ),
    ];
    for (panel, label, in_play) in panels {
        press(&mut app, games::id::panel(panel))?;
        assert_reachable(&mut app, &[&say(label), &say("games-start")]);
        press(&mut app, games::id::START)?;
        let in_play: Vec<&str> = in_play.iter().map(String::as_str).collect();
        assert_reachable(&mut app, &in_play);
    }
    Ok(())
}

#[test]
fn the_tournament_and_the_catalog() -> Result<(), Error> {
    in_every_language(|language| {
        let dir = tempfile::tempdir().unwrap();
        let mut app = speaking(support::app(dir.path()), language);
        open(&mut app, Screen::Tournament)?;
        assert_reachable(&mut app, &[&say(language, "tournament-create", &[])]);
        open(&mut app, Screen::Catalog)?;
        assert_reachable(&mut app, &[&say(language, "catalog-update-button", &[])]);
        Ok(())
    })
}

/// The check of cut texts finds what it looks for: a count clipped by its box, and a
/// name cut with "…" in a narrow box while the room it needs lies free beside it;
/// and passes the same name where something takes that room.
#[test]
fn the_check_of_cut_texts_finds_a_clipped_count_and_a_needless_cut() {
    use gotham_companion::theme;
    use gotham_companion::widget;
    use iced::widget::{column, container, row, space, text};
    use support::layout::{cramped_in, simulator_of};
    let name = || {
        widget::elided(
            "Oswald Cobblepot the Magnificent",
            15.0,
            theme::TEXT,
            text::default,
        )
    };
    let count = container(text("Deck 16").size(15)).width(34).height(20);
    let needless = row![container(name()).width(90), space::horizontal()];
    let view = column![count, needless];
    let mut ui = simulator_of(view, (600.0, 200.0));
    let found = cramped_in(&mut ui, (600.0, 200.0));
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found[0].starts_with("\"Deck 16\" is clipped in 34×20"),
        "{found:?}"
    );
    assert!(
        found[1].starts_with("\"Oswald…\" is cut to 90 px"),
        "{found:?}"
    );

    let beside = row![
        container(name()).width(90),
        widget::button(text("Go")).width(iced::Fill)
    ];
    let mut ui = simulator_of(beside, (600.0, 200.0));
    assert_eq!(cramped_in(&mut ui, (600.0, 200.0)), Vec::<String>::new());
}

#[test]
fn the_record() -> Result<(), Error> {
    use gotham_companion::screen::record;
    in_every_language(|language| {
        let dir = tempfile::tempdir().unwrap();
        let archive = dir.path().join("match").join("archive");
        std::fs::create_dir_all(&archive).unwrap();
        let crews = [
            support::example_crew("night-patrol.json"),
            support::example_crew("clown-princes-court.json"),
        ];
        for (played, stamp) in support::season::season(&support::catalog(), &crews, 6) {
            let file = archive.join(format!("match-{stamp}.json"));
            gotham_companion::storage::save_match(&file, &played).unwrap();
        }
        let mut app = speaking(support::app(dir.path()), language);
        open(&mut app, Screen::Record)?;
        let say = |id| say(language, id, &[]);
        assert_reachable(&mut app, &[&say("record-who")]);
        press(&mut app, record::id::name(0))?;
        assert_reachable(
            &mut app,
            &[
                &say("record-not-you"),
                &say("record-print"),
                &say("record-clear"),
                &say("record-chart-crews"),
                &say("record-table-cards"),
            ],
        );
        Ok(())
    })
}
