//! Shared helpers for the integration tests.

#![allow(dead_code)] // Each test binary uses its own share of these helpers.

pub mod builder;
pub mod crews;
pub mod game;
pub mod html;
pub mod layout;
pub mod leaks;
pub mod messages;
pub mod named;
pub mod packs;
pub mod season;
pub mod stability;

use gotham_companion::app::{Access, App, Folders, Message, Screen};
use gotham_companion::bmg::collection::Collection;
use gotham_companion::bmg::tracker::{
    Event, MatchRecord, Phase, Player, PlayerSetup, RecountStep, Setup, Timeline,
};
use gotham_companion::bmg::{Catalog, Code, Crew, Rank, Report};
use gotham_companion::screen::tracker::{self, SetupMessage};
use gotham_companion::storage;
use gotham_companion::theme;
use gotham_companion::words::Said;
use iced::{Settings, Task};
use iced_test::futures::futures::StreamExt;
use iced_test::futures::futures::executor::block_on;
use iced_test::runtime::Action;
use iced_test::runtime::task::into_stream;
use iced_test::{Error, Simulator, selector};
use std::path::Path;
use std::sync::LazyLock;

/// No miniatures recorded: the collection of a player who has not entered one, for
/// tests that drive a screen on its own.
pub static NO_COLLECTION: LazyLock<Collection> = LazyLock::new(Collection::default);

/// The window size the app opens with.
pub const WINDOW: (f32, f32) = (1360.0, 860.0);

/// The bundled catalog.
pub fn catalog() -> Catalog {
    Catalog::bundled().expect("the bundled catalog loads")
}

/// A crew of the example `crews/` folder.
pub fn example_crew(file: &str) -> Crew {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("crews")
        .join(file);
    storage::load_crew(&path).expect("the example crew loads")
}

/// A match of Ann (`first`) against Bo (`second`), two example crews, with the decks
/// in their saved order (no shuffle) so tests know the cards, and 2 recovery dice.
pub fn unshuffled_setup(first: &str, second: &str) -> Setup {
    let player = |name: &str, file: &str| {
        let crew = example_crew(file);
        PlayerSetup {
            name: name.to_owned(),
            deck: crew.objective_deck.clone(),
            crew,
        }
    };
    Setup {
        players: [player("Ann", first), player("Bo", second)],
        recovery_dice: 2,
    }
}

/// The app on `dir` with a match of Night Patrol (Player 1) against the League of
/// Shadows (Player 2) just started.
pub fn match_started(dir: &Path) -> Result<App, Error> {
    for file in ["night-patrol.json", "league-of-shadows.json"] {
        std::fs::copy(format!("crews/{file}"), dir.join(file)).unwrap();
    }
    let mut app = app(dir);
    start_match(&mut app, "Night Patrol", "League of Shadows")?;
    Ok(app)
}

/// Adds Batman (Bushi) as Leader and a GCPD Officer as Henchman to the crew open in
/// the app's builder: in the Clown Prince's Court they break its rules, so the builder
/// shows its broken rules, and its title what is unsaved.
pub fn add_rule_breakers(app: &mut App) {
    let catalog = catalog();
    let add = |id: &str, rank| {
        let index = catalog
            .model_index(id)
            .expect("the model is in the catalog");
        Message::Builder(gotham_companion::screen::builder::Message::AddMember(
            index, rank,
        ))
    };
    apply(
        app,
        [
            add("batman-bushi", Rank::Leader),
            add("gcpd-officer-1", Rank::Henchman),
        ],
    );
}

/// The app on `dir` with Clown Prince's Court saved and open in the builder.
pub fn court_open(dir: &Path) -> App {
    let mut app = app_with_crews(dir, &["clown-princes-court.json"]);
    named::open(&mut app, Screen::Crews).expect("the Crews tab");
    named::press(&mut app, gotham_companion::screen::crews::id::open(0)).expect("the crew's Open");
    app
}

/// The app on `dir` holding two 12-model crews: the Iceberg Lounge, and the same crew
/// saved again as "Other Lounge".
pub fn two_lounges(dir: &Path) -> App {
    let mut other = example_crew("the-iceberg-lounge.json");
    other.name = "Other Lounge".into();
    storage::save_crew(&dir.join("other.json"), &other).unwrap();
    app_with_crews(dir, &["the-iceberg-lounge.json"])
}

/// A match of two 12-model crews (the Iceberg Lounge, twice under two names), started.
pub fn twelve_against_twelve(dir: &Path) -> Result<App, Error> {
    let mut app = two_lounges(dir);
    start_match(&mut app, "The Iceberg Lounge", "Other Lounge")?;
    Ok(app)
}

/// Starts a match on the Match tab between the crews offered under these names.
pub fn start_match(app: &mut App, first: &str, second: &str) -> Result<(), Error> {
    named::open(app, Screen::Tracker)?;
    let choices = app.crew_choices().to_vec();
    let pick = |player, name: &str| {
        let crew = choices
            .iter()
            .find(|c| c.crew.name == name)
            .unwrap()
            .clone();
        Message::Tracker(tracker::Message::Setup(SetupMessage::CrewPicked(
            player, crew,
        )))
    };
    apply(
        app,
        [pick(Player::First, first), pick(Player::Second, second)],
    );
    named::press(app, tracker::id::START)
}

/// The binary run with `args` in the project folder, with its data folder at `home`.
pub fn run_in(home: &Path, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_gotham-companion"))
        .args(args)
        .env(storage::HOME_ENV, home)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs")
}

/// A match of Ann against Bo played to its end: Bo scores 3 VP at the start, then
/// every round passes with nothing but activations.
pub fn finished_record() -> MatchRecord {
    let catalog = catalog();
    let setup = unshuffled_setup("night-patrol.json", "league-of-shadows.json");
    let mut timeline = Timeline::new(MatchRecord::new(setup), &catalog).unwrap();
    let play = |timeline: &mut Timeline, event: Event| timeline.play(event, &catalog).unwrap();
    play(&mut timeline, Event::GameStarted);
    play(
        &mut timeline,
        Event::VictoryPointsAdjusted {
            player: Player::Second,
            delta: 3,
        },
    );
    while timeline.state().phase != Phase::Finished {
        let state = timeline.state().clone();
        let event = match state.phase {
            Phase::TakeTheLead if state.lead_winner.is_some() => Event::InitiativeChosen {
                player: Player::First,
            },
            Phase::TakeTheLead => Event::LeadRolled {
                player: if state.players[0].lead_roll.is_none() {
                    Player::First
                } else {
                    Player::Second
                },
                roll: if state.players[0].lead_roll.is_none() {
                    6
                } else {
                    1
                },
            },
            Phase::RaiseThePlan => Event::PlanConfirmed,
            Phase::ExecuteThePlan if state.players.iter().any(|p| p.has_activations_left()) => {
                let player = state.turn;
                let model = state.players[player]
                    .models
                    .iter()
                    .position(|m| m.waits_to_activate())
                    .unwrap();
                Event::ModelActivated { player, model }
            }
            Phase::Recount(RecountStep::EndOfRound) => Event::RoundEnded {
                decks: state.players.clone().map(|p| p.deck),
            },
            _ => Event::PhaseAdvanced,
        };
        play(&mut timeline, event);
    }
    timeline.record().clone()
}

/// The broken crew-building rules of a report (deck rules aside).
pub fn crew_codes(report: &Report) -> Vec<Code> {
    report
        .violations
        .iter()
        .map(|v| v.code)
        .filter(|c| !c.is_deck())
        .collect()
}

/// The app with its crews in `crews_dir` and its match autosave beside them, with its
/// start-up work done.
pub fn app(crews_dir: &Path) -> App {
    app_with(crews_dir, Access::Write)
}

/// [`app`] with these example crews (file names in `crews/`) saved in `crews_dir`.
pub fn app_with_crews(crews_dir: &Path, files: &[&str]) -> App {
    for file in files {
        let example = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("crews")
            .join(file);
        std::fs::copy(example, crews_dir.join(file)).expect("the example crew is copied");
    }
    app(crews_dir)
}

/// [`app`] with the given access to its folders.
pub fn app_with(crews_dir: &Path, access: Access) -> App {
    app_reading(crews_dir, access, catalog())
}

/// [`app`] started as the real app starts: with the catalog its data folder has in use.
pub fn app_restarted(crews_dir: &Path) -> App {
    let (in_use, _) = gotham_companion::storage::load_active(&crews_dir.join("catalogs"))
        .expect("the catalog in use loads");
    app_reading(crews_dir, Access::Write, in_use)
}

/// [`app_with`], reading `catalog`.
fn app_reading(crews_dir: &Path, access: Access, catalog: Catalog) -> App {
    let folders = Folders {
        crews: Ok(crews_dir.to_path_buf()),
        autosave: Ok(crews_dir.join("match").join("autosave.json")),
        games: Ok(crews_dir.join("games")),
        settings: Ok(crews_dir.join("settings").join("settings.json")),
        rosters: Ok(crews_dir.join("rosters")),
        catalogs: Ok(crews_dir.join("catalogs")),
        tournaments: Ok(crews_dir.join("tournaments")),
        collection: Ok(crews_dir.join("collection").join("collection.json")),
        access,
    };
    let (mut app, task) = App::new(catalog, folders);
    // No test launches a browser: a printed roster is written and left there.
    app.set_file_opener(|_| Err(Said::verbatim("no browser in tests")));
    // Nor a file dialog: one asked for closes without a file, as where no portal answers.
    app.set_file_dialog(|_| Box::pin(std::future::ready(None)));
    settle(&mut app, task);
    app
}

/// A simulator of the app's current view, with the bundled fonts.
pub fn simulator(app: &App) -> Simulator<'_, Message> {
    let settings = Settings {
        fonts: theme::FONT_FILES.iter().map(|&f| f.into()).collect(),
        default_font: theme::TEXT,
        ..Settings::default()
    };
    Simulator::with_size(settings, WINDOW, app.view())
}

/// Runs `task`, and every task the messages it yields lead to, as the runtime would.
/// Widget operations (focus) and clipboard writes have no effect here.
pub fn settle(app: &mut App, task: Task<Message>) {
    let mut queue = vec![task];
    while let Some(task) = queue.pop() {
        let Some(stream) = into_stream(task) else {
            continue;
        };
        for action in block_on(stream.collect::<Vec<_>>()) {
            if let Action::Output(message) = action {
                queue.push(app.update(message));
            }
        }
    }
}

/// Feeds the messages a simulator collected to the app, settling each task.
pub fn apply(app: &mut App, messages: impl IntoIterator<Item = Message>) {
    for message in messages {
        let task = app.update(message);
        settle(app, task);
    }
}

/// Whether some text of the current view contains `needle`.
pub fn shows_text_containing(app: &App, needle: &str) -> bool {
    let mut ui = simulator(app);
    ui.find(|candidate: selector::Candidate<'_>| match candidate {
        selector::Candidate::Text { content, .. } if content.contains(needle) => Some(()),
        _ => None,
    })
    .is_ok()
}

/// Where every text reading exactly `wanted` is laid out in the current view.
pub fn texts(app: &App, wanted: &str) -> Vec<iced::Rectangle> {
    texts_in(&mut simulator(app), wanted)
}

/// Where every text reading exactly `wanted` is laid out in `ui`.
fn texts_in(ui: &mut Simulator<'_, Message>, wanted: &str) -> Vec<iced::Rectangle> {
    let mut found = Vec::new();
    // A selector that never matches, to see every copy.
    let _ = ui.find(|candidate: selector::Candidate<'_>| {
        if let selector::Candidate::Text {
            content, bounds, ..
        } = candidate
            && content == wanted
        {
            found.push(bounds);
        }
        None::<()>
    });
    found
}

/// Clicks the widget found by `target` in the current view and applies the result.
pub fn click(app: &mut App, target: &str) -> Result<(), Error> {
    let mut ui = simulator(app);
    hand_click(&mut ui, target)?;
    let messages: Vec<Message> = ui.into_messages().collect();
    apply(app, messages);
    Ok(())
}

/// Clicks what `selector` finds as a hand does: the pointer moves to its middle, then
/// presses (a control that just took a pressed one's place waits for the pointer to
/// move: see `widget::arrived`).
pub fn hand_click<S, M>(ui: &mut Simulator<'_, M>, selector: S) -> Result<(), Error>
where
    S: iced_test::Selector + Clone + Send,
    S::Output: iced_test::selector::Bounded + Clone + Send + Sync + 'static,
{
    use iced_test::selector::Bounded;
    match ui.find(selector.clone())?.visible_bounds() {
        Some(bounds) => {
            pressed_at(ui, bounds.center());
            Ok(())
        }
        // Out of sight: iced_test's own click says so.
        None => ui.click(selector).map(drop),
    }
}

/// Presses at `point` in `ui` as a hand does: the pointer moves there, then presses.
fn pressed_at<M>(ui: &mut Simulator<'_, M>, point: iced::Point) {
    ui.point_at(point);
    ui.simulate(
        std::iter::once(iced::Event::Mouse(iced::mouse::Event::CursorMoved {
            position: point,
        }))
        .chain(iced_test::simulator::click()),
    );
}

/// Clicks the middle of `target` in `ui` and returns the messages it produced.
pub fn click_on(mut ui: Simulator<'_, Message>, target: iced::Rectangle) -> Vec<Message> {
    pressed_at(&mut ui, target.center());
    ui.into_messages().collect()
}

/// A FIFO at `path`, or `None` (the test is skipped) where `mkfifo` is missing.
pub fn fifo(path: &Path) -> Option<std::path::PathBuf> {
    match std::process::Command::new("mkfifo").arg(path).status() {
        Ok(status) if status.success() => Some(path.to_path_buf()),
        _ => {
            eprintln!("mkfifo is not available: skipping the FIFO case");
            None
        }
    }
}
