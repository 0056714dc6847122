//! Pictures of the busy screens, for a person to look at: the match at 12 v 12 and
//! the builder with broken rules, at both window sizes, every text scale and both
//! languages. Ignored by the test run (they assert nothing);
//! `LOOK=folder cargo test --release --test look -- --ignored` writes the PNGs there.

mod support;

use gotham_companion::app::{App, Message};
use gotham_companion::words::Language;
use support::layout::{SCALES, WINDOWS, scale_to, simulator_in};
use support::{apply, twelve_against_twelve};

/// Writes the app's current view at every window size and text scale, in both
/// languages, as `NAME-LANG-WIDTHxHEIGHT-SCALE.png` in `$LOOK`.
fn pictures(app: &mut App, name: &str) {
    let Some(folder) = std::env::var_os("LOOK") else {
        return;
    };
    let folder = std::path::PathBuf::from(folder);
    for language in Language::ALL {
        apply(app, [Message::LanguageChosen(language)]);
        for scale in SCALES {
            scale_to(app, scale);
            for window in WINDOWS {
                let file = folder.join(format!(
                    "{name}-{}-{}x{}-{}",
                    language.code(),
                    window.0,
                    window.1,
                    scale.percent()
                ));
                // iced_test names the file after its renderer, and keeps one it finds.
                let stem = file.file_name().map(|n| n.to_string_lossy().into_owned());
                let drawn = format!("{}-tiny-skia.png", stem.unwrap_or_default());
                let _ = std::fs::remove_file(folder.join(drawn));
                // Drawn in the app's own theme, as the window draws it.
                let theme = app.theme();
                let mut ui = simulator_in(app, window);
                let snapshot = ui.snapshot(&theme).expect("a snapshot");
                snapshot
                    .matches_image(&file)
                    .expect("the picture is written");
            }
        }
    }
}

#[test]
#[ignore = "writes pictures for a person to look at; asserts nothing"]
fn the_match_at_12_v_12() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = twelve_against_twelve(dir.path()).unwrap();
    pictures(&mut app, "match");
}

#[test]
#[ignore = "writes pictures for a person to look at; asserts nothing"]
fn the_match_when_the_lead_is_won() {
    use gotham_companion::bmg::tracker::Player;
    use gotham_companion::screen::tracker;
    use support::named::press;
    let dir = tempfile::tempdir().unwrap();
    let mut app = twelve_against_twelve(dir.path()).unwrap();
    press(&mut app, tracker::id::START_ROUND).unwrap();
    press(&mut app, tracker::id::lead_die(Player::First, 4)).unwrap();
    pictures(&mut app, "lead-half");
    press(&mut app, tracker::id::lead_die(Player::Second, 5)).unwrap();
    pictures(&mut app, "lead");
}

/// A 12 v 12 match in `dir` played to round 1's activations: the first player won
/// the lead and kept the Initiative.
fn to_the_activations(dir: &std::path::Path) -> App {
    use gotham_companion::bmg::tracker::Player;
    use gotham_companion::screen::tracker;
    use support::named::press;
    let mut app = twelve_against_twelve(dir).unwrap();
    press(&mut app, tracker::id::START_ROUND).unwrap();
    press(&mut app, tracker::id::lead_die(Player::First, 6)).unwrap();
    press(&mut app, tracker::id::lead_die(Player::Second, 2)).unwrap();
    press(&mut app, tracker::id::initiative(Player::First)).unwrap();
    press(&mut app, tracker::id::START_ACTIVATIONS).unwrap();
    app
}

#[test]
#[ignore = "writes pictures for a person to look at; asserts nothing"]
fn the_match_with_an_objective_in_play() {
    use gotham_companion::bmg::tracker::Player;
    use gotham_companion::screen::tracker;
    use support::named::press;
    let dir = tempfile::tempdir().unwrap();
    let mut app = to_the_activations(dir.path());
    press(&mut app, tracker::id::card_objective(Player::First, 0)).unwrap();
    pictures(&mut app, "objective");
}

#[test]
#[ignore = "writes pictures for a person to look at; asserts nothing"]
fn a_recovery_roll() {
    use gotham_companion::bmg::tracker::{Event, Phase, Player, RecountStep};
    use gotham_companion::screen::tracker;
    use support::named::press;
    let dir = tempfile::tempdir().unwrap();
    let mut app = to_the_activations(dir.path());
    let ko = Event::MarkersChanged {
        player: Player::Second,
        model: 0,
        stun: 7,
        injury: 0,
    };
    apply(&mut app, [Message::Tracker(tracker::Message::Play(ko))]);
    apply(&mut app, [Message::Tracker(tracker::Message::Advance)]);
    while app.tracker().game().unwrap().phase != Phase::Recount(RecountStep::Recovery) {
        press(&mut app, tracker::id::NEXT_STEP).unwrap();
    }
    pictures(&mut app, "recovery");
}

#[test]
#[ignore = "writes pictures for a person to look at; asserts nothing"]
fn a_refusal_in_the_phase_bar() {
    use gotham_companion::bmg::tracker::{Event, Player};
    use gotham_companion::screen::tracker;
    let dir = tempfile::tempdir().unwrap();
    let mut app = twelve_against_twelve(dir.path()).unwrap();
    apply(
        &mut app,
        [Message::Tracker(tracker::Message::Play(
            Event::InitiativeChosen {
                player: Player::Second,
            },
        ))],
    );
    pictures(&mut app, "refusal");
}

#[test]
#[ignore = "writes pictures for a person to look at; asserts nothing"]
fn the_builder_with_an_undo_and_a_profile() {
    use gotham_companion::screen::builder;
    use support::named::press;
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::court_open(dir.path());
    apply(
        &mut app,
        [Message::Builder(builder::Message::SearchChanged(
            "clown".into(),
        ))],
    );
    press(&mut app, builder::id::OWN_THESE).unwrap();
    apply(
        &mut app,
        [Message::Builder(builder::Message::MemberSelected(0))],
    );
    pictures(&mut app, "builder-undo");
}

#[test]
#[ignore = "writes pictures for a person to look at; asserts nothing"]
fn the_builder_with_its_broken_rules_shown() {
    use gotham_companion::screen::builder;
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::court_open(dir.path());
    support::add_rule_breakers(&mut app);
    apply(&mut app, [Message::Builder(builder::Message::RulesToggled)]);
    pictures(&mut app, "builder-rules");
}

#[test]
#[ignore = "writes pictures for a person to look at; asserts nothing"]
fn the_objective_deck() {
    use gotham_companion::app::Screen;
    use support::named::open;
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::court_open(dir.path());
    open(&mut app, Screen::Deck).unwrap();
    pictures(&mut app, "deck");
}

/// The app on the games screen showing `panel`'s set-up.
fn game_set_up(dir: &std::path::Path, panel: gotham_companion::screen::games::Panel) -> App {
    use gotham_companion::app::Screen;
    use gotham_companion::screen::games::id;
    use support::named::{open, press};
    let mut app = support::app(dir);
    open(&mut app, Screen::Games).unwrap();
    press(&mut app, id::panel(panel)).unwrap();
    app
}

/// The app on the games screen with `panel`'s game started with its default players.
fn game_started(dir: &std::path::Path, panel: gotham_companion::screen::games::Panel) -> App {
    let mut app = game_set_up(dir, panel);
    support::named::press(&mut app, gotham_companion::screen::games::id::START).unwrap();
    app
}

#[test]
#[ignore = "writes pictures for a person to look at; asserts nothing"]
fn the_games_boards() {
    use gotham_companion::screen::games::Panel;
    for (panel, name) in [
        (Panel::Heist, "heist"),
        (Panel::Btas, "btas"),
        (Panel::Rising, "rising"),
        (Panel::SuperDice, "superdice"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let mut app = game_set_up(dir.path(), panel);
        pictures(&mut app, &format!("{name}-setup"));
        let dir = tempfile::tempdir().unwrap();
        let mut app = game_started(dir.path(), panel);
        pictures(&mut app, name);
    }
}

#[test]
#[ignore = "writes pictures for a person to look at; asserts nothing"]
fn the_crews_with_one_in_use() {
    use gotham_companion::screen::crews;
    use support::named::press;
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app_with_crews(dir.path(), &["clown-princes-court.json"]);
    pictures(&mut app, "crews");
    press(&mut app, crews::id::in_use(0)).unwrap();
    pictures(&mut app, "crews-in-use");
}

#[test]
#[ignore = "writes pictures for a person to look at; asserts nothing"]
fn the_dice_odds_after_a_skill_roll() {
    use gotham_companion::app::Screen;
    use gotham_companion::screen::calculator;
    use support::named::{open, press};
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    open(&mut app, Screen::Calculator).unwrap();
    press(&mut app, calculator::id::ROLL_SKILL).unwrap();
    pictures(&mut app, "odds");
}

#[test]
#[ignore = "writes pictures for a person to look at; asserts nothing"]
fn the_record() {
    use gotham_companion::app::Screen;
    use gotham_companion::screen::record::id;
    use support::named::{open, press};
    let dir = tempfile::tempdir().unwrap();
    let archive = dir.path().join("match").join("archive");
    std::fs::create_dir_all(&archive).unwrap();
    let crews = [
        support::example_crew("night-patrol.json"),
        support::example_crew("league-of-shadows.json"),
        support::example_crew("clown-princes-court.json"),
    ];
    for (record, stamp) in support::season::season(&support::catalog(), &crews, 30) {
        let file = archive.join(format!("match-{stamp}.json"));
        gotham_companion::storage::save_match(&file, &record).unwrap();
    }
    std::fs::write(archive.join("match-1795000000.json"), "{ torn").unwrap();
    let mut app = support::app(dir.path());
    open(&mut app, Screen::Record).unwrap();
    pictures(&mut app, "record-who");
    press(&mut app, id::name(0)).unwrap();
    pictures(&mut app, "record");
}

#[test]
#[ignore = "writes pictures for a person to look at; asserts nothing"]
fn the_equipment_menu_open() {
    use gotham_companion::screen::builder;
    let Some(folder) = std::env::var_os("LOOK") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let app = support::court_open(dir.path());
    let mut ui = simulator_in(&app, (1360.0, 860.0));
    // The last member's equipment picker: the lowest in the list.
    let wanted = iced::widget::Id::new(builder::id::BUY_EQUIPMENT);
    let mut targets = Vec::new();
    let _ = ui.find(|candidate: iced_test::selector::Candidate<'_>| {
        if let iced_test::selector::Candidate::Container {
            id: Some(id),
            visible_bounds: Some(bounds),
            ..
        } = candidate
            && *id == wanted
        {
            targets.push(bounds);
        }
        None::<()>
    });
    if let Some(last) = targets.last() {
        ui.point_at(last.center());
        let _ = ui.simulate([iced::Event::Mouse(iced::mouse::Event::ButtonPressed(
            iced::mouse::Button::Left,
        ))]);
    }
    let snapshot = ui.snapshot(&app.theme()).expect("a snapshot");
    let file = std::path::PathBuf::from(folder).join("equipment-menu");
    snapshot.matches_image(&file).expect("written");
}
