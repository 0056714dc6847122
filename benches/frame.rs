//! The frame budget: a player's click must be answered within a frame, 16 ms. Each
//! benchmark plays one common action on a busy screen and then does what the window
//! does before it can show the answer: the update, the view, the layout of the whole
//! window (1360×860) from a fresh widget tree; and, apart, the whole frame again,
//! drawn in software (tiny-skia) as a window at 100 % scale makes it: the widget tree
//! and the renderer (with the glyphs it has cached) kept from one frame to the next,
//! every pixel drawn at 1× (a window redraws only what changed: this is the worst
//! case). The screens: the match at 12 v 12, and the builder with 12 members and the
//! rules they break.

#[path = "support/window.rs"]
mod window;

use criterion::{Criterion, criterion_group, criterion_main};
use gotham_companion::app::{App, Message};
use gotham_companion::bmg::tracker::{Event, Player};
use gotham_companion::bmg::{Catalog, Rank};
use gotham_companion::screen::builder;
use gotham_companion::screen::tracker::{self, SetupMessage};
use gotham_companion::storage;
use std::path::Path;
use window::{frame, new_app, play};

/// A match of two 12-model crews (the Iceberg Lounge twice), started and played to
/// its first activations.
fn twelve_against_twelve(dir: &Path, catalog: &Catalog) -> App {
    let lounge = storage::parse_crew(
        include_str!("../crews/the-iceberg-lounge.json"),
        "the-iceberg-lounge.json",
    )
    .expect("the example crew parses");
    let mut other = lounge.clone();
    other.name = "Other Lounge".into();
    storage::save_crew(&dir.join("lounge.json"), &lounge).unwrap();
    storage::save_crew(&dir.join("other.json"), &other).unwrap();
    let mut app = new_app(dir, catalog);
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
    play(
        &mut app,
        [
            Message::ScreenChosen(gotham_companion::app::Screen::Tracker),
            pick(Player::First, "The Iceberg Lounge"),
            pick(Player::Second, "Other Lounge"),
            Message::Tracker(tracker::Message::Setup(SetupMessage::Start)),
        ],
    );
    let event = |event| Message::Tracker(tracker::Message::Play(event));
    play(
        &mut app,
        [
            event(Event::GameStarted),
            event(Event::LeadRolled {
                player: Player::First,
                roll: 6,
            }),
            event(Event::LeadRolled {
                player: Player::Second,
                roll: 2,
            }),
            event(Event::InitiativeChosen {
                player: Player::First,
            }),
            event(Event::PlanConfirmed),
        ],
    );
    app
}

fn bench(c: &mut Criterion) {
    // SAFETY: set before any thread of this benchmark reads the environment.
    unsafe { std::env::set_var("ICED_TEST_BACKEND", "tiny-skia") };
    let catalog = Catalog::bundled().expect("the bundled catalog loads");
    let dir = tempfile::tempdir().unwrap();
    let mut app = twelve_against_twelve(dir.path(), &catalog);
    let markers = |stun| {
        Message::Tracker(tracker::Message::Play(Event::MarkersChanged {
            player: Player::First,
            model: 11,
            stun,
            injury: 0,
        }))
    };
    frame(c, "12 v 12, + stun", &mut app, &|| markers(1), &|| {
        vec![markers(0)]
    });
    let activate = || {
        Message::Tracker(tracker::Message::Play(Event::ModelActivated {
            player: Player::First,
            model: 0,
        }))
    };
    frame(
        c,
        "12 v 12, a model activated",
        &mut app,
        &activate,
        &|| vec![Message::Tracker(tracker::Message::Undo)],
    );
    // An attack worked out with the helper, its damage applied, by a model just
    // activated.
    play(&mut app, [activate()]);
    let attack = || {
        Message::Tracker(tracker::Message::Play(Event::AttackResolved {
            player: Player::First,
            model: 0,
            weapon: None,
            target: 3,
            hits: 2,
            stun: 1,
            injury: 1,
            attacker_effort: 0,
            defender_effort: 0,
            pools: None,
        }))
    };
    let injury = |app: &App| {
        app.tracker()
            .game()
            .map(|game| game.players[1].models[3].injury)
    };
    let before = injury(&app);
    play(&mut app, [attack()]);
    assert_ne!(injury(&app), before, "the attack is taken");
    play(&mut app, [Message::Tracker(tracker::Message::Undo)]);
    frame(c, "12 v 12, an attack resolved", &mut app, &attack, &|| {
        vec![Message::Tracker(tracker::Message::Undo)]
    });
    play(&mut app, [Message::Tracker(tracker::Message::Undo)]);

    // The next step: from the activations to the Recount, and back.
    let next = || Message::Tracker(tracker::Message::Play(Event::PhaseAdvanced));
    frame(c, "12 v 12, the next step", &mut app, &next, &|| {
        vec![Message::Tracker(tracker::Message::Undo)]
    });

    // The Clown Prince's Court (9 members) with a Batman and two GCPD Officers added:
    // 12 members, and the rules they break.
    let builder_dir = tempfile::tempdir().unwrap();
    let court = storage::parse_crew(
        include_str!("../crews/clown-princes-court.json"),
        "clown-princes-court.json",
    )
    .unwrap();
    storage::save_crew(&builder_dir.path().join("court.json"), &court).unwrap();
    let mut app = new_app(builder_dir.path(), &catalog);
    play(
        &mut app,
        [Message::Crews(
            gotham_companion::screen::crews::Message::Open(0),
        )],
    );
    let add = |id: &str, rank| {
        let index = catalog.model_index(id).expect("in the catalog");
        Message::Builder(builder::Message::AddMember(index, rank))
    };
    play(
        &mut app,
        [
            add("batman-bushi", Rank::Leader),
            add("gcpd-officer-1", Rank::Henchman),
            add("gcpd-officer-2", Rank::Henchman),
        ],
    );
    let members = app.builder().map_or(0, |b| b.crew().members.len());
    let broken = app.builder().map_or(0, |b| b.report().violations.len());
    eprintln!("the builder: {members} members, {broken} broken rules");
    let member = add("gcpd-officer-1", Rank::Henchman);
    frame(
        c,
        "builder, a member added",
        &mut app,
        &|| member.clone(),
        &|| vec![Message::Builder(builder::Message::RemoveMember(members))],
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
