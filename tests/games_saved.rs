//! The four other games on disk: saved as their start and moves, resumed by replaying
//! them through the rules (undo history included), damaged files set aside, and a
//! crash between write and rename never losing the old file, for every kind of file.

mod support;

use gotham_companion::bmg::tracker::{Event, MatchRecord};
use gotham_companion::games::btas::{self, Color, DiceSet, Face, Rolled, Villain};
use gotham_companion::games::replay::{Played, Record, Replay};
use gotham_companion::games::{SavedGame, heist, rising, superdice};
use gotham_companion::storage::{self, Autosave, Staged};
use std::fs;
use std::path::Path;

fn btas_start(names: [&str; 2]) -> btas::saved::Start {
    btas::saved::Start {
        dice: DiceSet::default(),
        players: vec![
            (names[0].to_owned(), Villain::Catwoman),
            (names[1].to_owned(), Villain::Riddler),
        ],
        first: 0,
    }
}

fn superdice_start(names: [&str; 2]) -> superdice::saved::Start {
    superdice::saved::Start {
        names: names.map(str::to_owned).to_vec(),
    }
}

fn heist_start(names: [&str; 2]) -> heist::saved::Start {
    heist::saved::Start {
        names: vec![names[0].to_owned(), names[1].to_owned(), "Cy".to_owned()],
        leader: 0,
        no_repeat: false,
    }
}

fn rising_start(names: [&str; 2]) -> rising::saved::Start {
    rising::saved::Start {
        settings: rising::Settings::for_players(2),
        players: names.map(str::to_owned).to_vec(),
        teams: vec![("Batman".into(), 4), ("Hawkgirl".into(), 4)],
        bwl_sector: 0,
    }
}

fn die(color: Color, face: Face) -> Rolled {
    Rolled { color, face }
}

/// A game of `G` begun from `start`, with no move yet.
fn begun<G: Replay>(start: G::Start) -> Record<G> {
    Played::<G>::begin(start)
        .expect("a legal start")
        .record()
        .clone()
}

/// Saves a game from `old`, then dies between writing one from `new` and renaming it:
/// the old game is the one resumed.
fn crash_keeps_the_old_game<G: Replay + PartialEq + std::fmt::Debug>(old: G::Start, new: G::Start) {
    let dir = tempfile::tempdir().unwrap();
    let path = storage::game_path::<G>(dir.path());
    let old = begun::<G>(old);
    storage::save_game(&path, &old).unwrap();
    let before = fs::read_to_string(&path).unwrap();
    let staged = Staged::write(&path, storage::game_to_json(&begun::<G>(new)).as_bytes()).unwrap();
    // The process dies here: no rename, no clean-up.
    std::mem::forget(staged);
    assert_eq!(fs::read_to_string(&path).unwrap(), before, "{}", G::KIND);
    match storage::resume_game::<G>(&path) {
        Autosave::Resumed(played) => assert_eq!(*played.record(), old, "{}", G::KIND),
        other => panic!("{}: expected the old game, got {other:?}", G::KIND),
    }
}

#[test]
fn a_crash_between_write_and_rename_keeps_the_old_game_of_every_kind() {
    let (old, new) = (["Ann", "Bo"], ["Changed", "Names"]);
    crash_keeps_the_old_game::<btas::Game>(btas_start(old), btas_start(new));
    crash_keeps_the_old_game::<superdice::Game>(superdice_start(old), superdice_start(new));
    crash_keeps_the_old_game::<heist::Game>(heist_start(old), heist_start(new));
    crash_keeps_the_old_game::<rising::Game>(rising_start(old), rising_start(new));
}

#[test]
fn a_crash_between_write_and_rename_keeps_the_old_match() {
    let catalog = support::catalog();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("match").join("autosave.json");
    let record = MatchRecord::new(support::unshuffled_setup(
        "night-patrol.json",
        "league-of-shadows.json",
    ));
    storage::save_match(&path, &record).unwrap();
    let mut newer = record.clone();
    newer.events.push(Event::GameStarted);
    let staged = Staged::write(&path, storage::match_to_json(&newer).as_bytes()).unwrap();
    std::mem::forget(staged);
    match storage::resume_match(&path, &catalog) {
        Autosave::Resumed(timeline) => assert_eq!(*timeline.record(), record),
        other => panic!("expected the old match, got {other:?}"),
    }
}

#[test]
fn a_saved_game_resumes_with_its_moves_and_its_undo_history() {
    use btas::saved::Move;
    use btas::{Color::*, Face::*};
    let dir = tempfile::tempdir().unwrap();
    let path = storage::game_path::<btas::Game>(dir.path());
    let mut played = Played::<btas::Game>::begin(btas_start(["Ann", "Bo"])).unwrap();
    played
        .play(Move::Roll {
            dice: vec![die(Gray, Loot), die(Gray, Loot), die(Yellow, Alarm)],
            returned: vec![],
        })
        .unwrap();
    let after_roll = played.game().clone();
    played.play(Move::Stop).unwrap();
    assert_eq!(played.game().players[0].score, 2);
    storage::save_game(&path, played.record()).unwrap();

    let Autosave::Resumed(resumed) = storage::resume_game::<btas::Game>(&path) else {
        panic!("the game is found again");
    };
    let mut resumed = *resumed;
    assert_eq!(resumed.game(), played.game());
    assert_eq!(resumed.record(), played.record());
    assert!(resumed.can_undo());
    resumed.undo();
    assert_eq!(
        *resumed.game(),
        after_roll,
        "the undo history came back too"
    );
    assert_eq!(resumed.record().moves.len(), 1);
}

#[test]
fn a_damaged_game_save_is_set_aside_never_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let path = storage::game_path::<superdice::Game>(dir.path());
    fs::create_dir_all(dir.path()).unwrap();
    let damaged = "{\"format\": \"gotham-companion/superdice-game\", \"version\": 1, \"start\":";
    fs::write(&path, damaged).unwrap();
    let Autosave::SetAside { error, moved_to } = storage::resume_game::<superdice::Game>(&path)
    else {
        panic!("a damaged file is set aside");
    };
    assert!(!path.exists());
    assert_eq!(fs::read_to_string(&moved_to).unwrap(), damaged);
    assert!(
        moved_to
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("superdice.damaged-"),
        "{}",
        moved_to.display()
    );
    assert!(error.to_string().contains("superdice.json"), "{error}");
}

/// `record` written as the saved game of its kind in `dir`, then opened.
fn reopened<G: Replay + std::fmt::Debug>(dir: &Path, json: &str) -> Autosave<Played<G>> {
    let path = storage::game_path::<G>(dir);
    fs::write(&path, json).unwrap();
    storage::resume_game::<G>(&path)
}

#[test]
fn a_saved_move_the_rules_refuse_sets_the_file_aside_naming_the_move() {
    use superdice::Category;
    use superdice::saved::Move;
    let dir = tempfile::tempdir().unwrap();
    let mut record = begun::<superdice::Game>(superdice_start(["Ann", "Bo"]));
    // Scoring before any throw: a hand-edited file.
    record.moves.push(Move::Score {
        category: Category::ALL[0],
    });
    let json = storage::game_to_json(&record);
    match reopened::<superdice::Game>(dir.path(), &json) {
        Autosave::SetAside { error, .. } => {
            assert!(
                error.to_string().contains("move 1 cannot be replayed"),
                "{error}"
            )
        }
        other => panic!("expected the file set aside, got {other:?}"),
    }
}

#[test]
fn a_game_from_a_newer_version_or_of_another_kind_is_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    let json = storage::game_to_json(&begun::<heist::Game>(heist_start(["Ann", "Bo"])));
    let newer = json.replace("\"version\": 1", "\"version\": 2");
    match reopened::<heist::Game>(dir.path(), &newer) {
        Autosave::SetAside { error, .. } => {
            assert!(error.to_string().contains("version 2"), "{error}")
        }
        other => panic!("expected the newer file set aside, got {other:?}"),
    }
    match reopened::<rising::Game>(dir.path(), &json) {
        Autosave::SetAside { error, .. } => assert!(error.to_string().contains("heist"), "{error}"),
        other => panic!("expected the heist file refused as Rising, got {other:?}"),
    }
}

#[test]
fn a_game_at_the_table_is_archived_when_left_for_a_new_one() {
    let dir = tempfile::tempdir().unwrap();
    let path = storage::game_path::<btas::Game>(dir.path());
    let record = begun::<btas::Game>(btas_start(["Ann", "Bo"]));
    storage::save_game(&path, &record).unwrap();
    let kept = storage::archive_game(&path, &record).unwrap();
    assert!(!path.exists(), "the game in progress is cleared");
    assert!(kept.starts_with(dir.path().join("archive")));
    assert_eq!(
        storage::parse_game::<btas::Game>(&fs::read_to_string(&kept).unwrap(), "kept").unwrap(),
        record
    );
}

#[test]
fn a_game_left_before_its_first_move_is_cleared_not_archived() {
    let dir = tempfile::tempdir().unwrap();
    let record = begun::<rising::Game>(rising_start(["Ann", "Bo"]));
    let path = storage::game_path::<rising::Game>(dir.path());
    storage::save_game(&path, &record).unwrap();
    let kept = storage::archive_game_in(dir.path(), &SavedGame::Rising(record)).unwrap();
    assert_eq!(kept, None);
    assert!(!path.exists());
    assert!(!dir.path().join("archive").exists());
}

#[test]
fn a_rising_game_saved_before_the_dark_knights_were_named_still_loads() {
    let dir = tempfile::tempdir().unwrap();
    let record = begun::<rising::Game>(rising_start(["Ann", "Bo"]));
    let json = storage::game_to_json(&record);
    assert!(json.contains("\"version\": 2"), "{json}");
    // Version 1 had every move of version 2 but the naming of a Dark Knight.
    let older = json.replace("\"version\": 2", "\"version\": 1");
    match reopened::<rising::Game>(dir.path(), &older) {
        Autosave::Resumed(played) => assert_eq!(*played.record(), record),
        other => panic!("expected the version 1 game, got {other:?}"),
    }
    let newer = json.replace("\"version\": 2", "\"version\": 3");
    match reopened::<rising::Game>(dir.path(), &newer) {
        Autosave::SetAside { error, .. } => {
            assert!(error.to_string().contains("version 3"), "{error}")
        }
        other => panic!("expected the newer file set aside, got {other:?}"),
    }
}

#[test]
fn a_named_dark_knight_is_saved_and_replayed() {
    use rising::saved::Move;
    let dir = tempfile::tempdir().unwrap();
    let path = storage::game_path::<rising::Game>(dir.path());
    let mut played = Played::<rising::Game>::begin(rising_start(["Ann", "Bo"])).unwrap();
    for action in [
        Move::Deploy { sector: 0 },
        Move::RollDark {
            dark: 3,
            bwl: rising::BwlFace::new(rising::Turn::Stay, false),
        },
        Move::EndTurn,
        Move::DarkKnightNamed {
            section: 0,
            knight: 2,
        },
    ] {
        played.play(action).unwrap();
    }
    storage::save_game(&path, played.record()).unwrap();
    let Autosave::Resumed(resumed) = storage::resume_game::<rising::Game>(&path) else {
        panic!("the game is found again");
    };
    assert_eq!(resumed.game().dark_knight(0), Some(2));
}
