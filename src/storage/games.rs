//! The four other games on disk: each game in progress is saved after every move in
//! `games/KIND.json`, resumed at start (a damaged file set aside), and archived in
//! `games/archive/` when the table leaves it for a new game.

use super::Result;
use super::{
    Autosave, MATCH_FILE_CAP, Trouble, archive, clear_autosave, from_envelope, home, open,
    read_text, set_aside_if_unreadable, to_envelope, write_atomic,
};
use crate::games::replay::{Played, Record, Replay};
use crate::games::{SavedGame, btas, heist, rising, superdice};
use std::path::{Path, PathBuf};

/// The folder of the games in progress.
pub fn games_dir() -> Result<PathBuf, Trouble> {
    Ok(home()?.join("games"))
}

/// Where a game of kind `G` in progress is saved in `dir`.
pub fn game_path<G: Replay>(dir: &Path) -> PathBuf {
    dir.join(format!("{}.json", G::KIND))
}

/// The `format` of a saved game of kind `G`.
fn format<G: Replay>() -> String {
    format!("gotham-companion/{}-game", G::KIND)
}

/// The saved form of a game: how it began and every move.
pub fn game_to_json<G: Replay>(record: &Record<G>) -> String {
    to_envelope(&format::<G>(), G::VERSION, record)
}

/// Reads a game from the text of a saved file; `origin` names it in errors.
pub fn parse_game<G: Replay>(text: &str, origin: &str) -> Result<Record<G>, Trouble> {
    from_envelope(text, origin, &format::<G>(), G::VERSION)
}

/// Saves a game atomically, creating its folder.
pub fn save_game<G: Replay>(path: &Path, record: &Record<G>) -> Result<()> {
    if let Some(dir) = path.parent() {
        super::create_folder(dir)?;
    }
    write_atomic(path, game_to_json(record).as_bytes())
}

/// Opens the game saved at `path`, its moves replayed by the rules, and leaves the
/// file as it is.
pub fn open_game<G: Replay>(path: &Path) -> Autosave<Played<G>> {
    open(path, |path| {
        // A game's moves are fewer and smaller than a match's events.
        let text = read_text(path, MATCH_FILE_CAP, super::FileKind::Game)?;
        let record = parse_game::<G>(&text, &path.display().to_string())?;
        Played::resume(record).map_err(|why| Trouble::GameRefused {
            path: path.to_path_buf(),
            why: Box::new(why),
        })
    })
}

/// Opens the game saved at `path`; a file that does not parse, or whose moves the
/// rules refuse, is set aside, never overwritten.
pub fn resume_game<G: Replay>(path: &Path) -> Autosave<Played<G>> {
    set_aside_if_unreadable(path, open_game(path))
}

/// Keeps `record` in the archive beside the autosave at `autosave`, then removes the
/// autosave.
pub fn archive_game<G: Replay>(autosave: &Path, record: &Record<G>) -> Result<PathBuf> {
    archive(autosave, G::KIND, &game_to_json(record))
}

/// The four games in progress found at start, each resumed, absent, or set aside.
#[derive(Debug, Clone)]
pub struct ResumedGames {
    /// The Animated Series Dice Game.
    pub btas: Autosave<Played<btas::Game>>,
    /// Super Dice.
    pub superdice: Autosave<Played<superdice::Game>>,
    /// The heist bluffing game.
    pub heist: Autosave<Played<heist::Game>>,
    /// The Batman Who Laughs Rising.
    pub rising: Autosave<Played<rising::Game>>,
}

/// Opens every game in progress saved in `dir`, setting damaged files aside.
pub fn resume_games(dir: &Path) -> ResumedGames {
    ResumedGames {
        btas: resume_game(&game_path::<btas::Game>(dir)),
        superdice: resume_game(&game_path::<superdice::Game>(dir)),
        heist: resume_game(&game_path::<heist::Game>(dir)),
        rising: resume_game(&game_path::<rising::Game>(dir)),
    }
}

/// Opens every game in progress saved in `dir`, leaving damaged files where they are
/// (for a window that may not write).
pub fn open_games(dir: &Path) -> ResumedGames {
    ResumedGames {
        btas: open_game(&game_path::<btas::Game>(dir)),
        superdice: open_game(&game_path::<superdice::Game>(dir)),
        heist: open_game(&game_path::<heist::Game>(dir)),
        rising: open_game(&game_path::<rising::Game>(dir)),
    }
}

/// Saves `game` as the game of its kind in progress in `dir`.
pub fn save_game_in(dir: &Path, game: &SavedGame) -> Result<()> {
    match game {
        SavedGame::Btas(record) => save_game(&game_path::<btas::Game>(dir), record),
        SavedGame::SuperDice(record) => save_game(&game_path::<superdice::Game>(dir), record),
        SavedGame::Heist(record) => save_game(&game_path::<heist::Game>(dir), record),
        SavedGame::Rising(record) => save_game(&game_path::<rising::Game>(dir), record),
    }
}

/// Archives `game`, left for a new one, and clears its kind's game in progress in `dir`;
/// returns where it is kept. A game left before its first move is not worth keeping:
/// it is only cleared.
pub fn archive_game_in(dir: &Path, game: &SavedGame) -> Result<Option<PathBuf>> {
    match game {
        SavedGame::Btas(record) => keep_or_clear(&game_path::<btas::Game>(dir), record),
        SavedGame::SuperDice(record) => keep_or_clear(&game_path::<superdice::Game>(dir), record),
        SavedGame::Heist(record) => keep_or_clear(&game_path::<heist::Game>(dir), record),
        SavedGame::Rising(record) => keep_or_clear(&game_path::<rising::Game>(dir), record),
    }
}

/// Archives `record` if it holds a move; clears the game in progress at `autosave`.
fn keep_or_clear<G: Replay>(autosave: &Path, record: &Record<G>) -> Result<Option<PathBuf>> {
    if !record.moves.is_empty() {
        return archive_game(autosave, record).map(Some);
    }
    clear_autosave(autosave).map(|()| None)
}
