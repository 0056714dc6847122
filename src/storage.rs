//! Where the app's files live, how they are written, and how they are read back.
//!
//! Every saved file is a JSON envelope `{"format": ..., "version": N, ...}`. Writes are
//! atomic (a temporary file in the same folder, flushed and synced, then renamed over
//! the target), so a crash leaves either the old file or the new one. A file that does
//! not parse is reported with its path, line and column, and is never touched.

use crate::bmg::crew::{CREW_FORMAT, CREW_VERSION};
use crate::bmg::ids::shorten;
use crate::bmg::tracker::{MATCH_FORMAT, MATCH_VERSION, MatchRecord, Timeline};
use crate::bmg::{Catalog, Crew};
use serde::{Deserialize, Serialize};
use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

mod archive;
mod catalogs;
mod collection;
mod draft;
mod folder;
mod games;
mod settings;
mod tournaments;
mod trouble;

pub use archive::{ArchivedMatch, list_match_archive, match_archive_dir, read_archived_match};
pub use catalogs::{
    ACTIVE_FILE, ACTIVE_FORMAT, ACTIVE_VERSION, ActiveCatalog, Installed, PACK_FORMAT,
    PACK_VERSION, Unusable, build_pack, catalog_by_id, catalogs_dir, check_release, install_pack,
    install_text, list_installed, load_active, load_installed, pack_path, parse_pack, read_active,
    read_catalog, read_catalog_dir, read_pack, readable_pack, release_problems, use_catalog,
    use_previous,
};
pub use collection::{
    COLLECTION_FORMAT, COLLECTION_VERSION, CSV_FILE_CAP, collection_path, collection_to_json,
    load_collection, open_collection, parse_collection, resume_collection, save_collection,
};
pub use draft::{
    DRAFT_VERSION, Draft, clear_draft, draft_path, draft_to_json, open_draft, parse_draft,
    resume_draft, save_draft,
};
pub use folder::{
    Claim, FolderLock, LOCK_FILE, STALE_AFTER, lock_folder, remove_stale_temporaries,
};
pub use games::{
    ResumedGames, archive_game, archive_game_in, game_path, game_to_json, games_dir, open_games,
    parse_game, resume_game, resume_games, save_game, save_game_in,
};
pub use settings::{
    SETTINGS_VERSION, open_settings, parse_settings, resume_settings, save_settings, settings_path,
    settings_to_json,
};
pub use tournaments::{
    TournamentFile, list_tournaments, load_tournament, parse_tournament, save_tournament,
    tournament_to_json, tournaments_dir,
};
pub use trouble::{Cause, Deed, Entry, FileKind, Trouble};

/// What the storage functions give: a value, or the [`Trouble`] that stopped them,
/// which the window words when it shows it.
pub type Result<T, E = Trouble> = std::result::Result<T, E>;

/// Environment variable that replaces the user data folder (tests, portable installs).
pub const HOME_ENV: &str = "GOTHAM_COMPANION_HOME";

/// The root of the user's files: `$GOTHAM_COMPANION_HOME`, or the platform's data folder.
pub fn home() -> Result<PathBuf, Trouble> {
    if let Some(home) = std::env::var_os(HOME_ENV).filter(|h| !h.is_empty()) {
        return Ok(PathBuf::from(home));
    }
    directories::ProjectDirs::from("", "", "gotham-companion")
        .map(|dirs| dirs.data_dir().to_path_buf())
        .ok_or(Trouble::NoHome)
}

/// Creates the folder `dir` and the ones above it where missing. Where a file stands in
/// the place of one of them, says so in plain words, naming it, rather than the
/// system's "File exists".
pub fn create_folder(dir: &Path) -> Result<(), Trouble> {
    if let Some(file) = dir
        .ancestors()
        .find(|place| place.exists() && !place.is_dir())
    {
        return Err(Trouble::FileInTheWay {
            folder: dir.to_path_buf(),
            file: file.to_path_buf(),
        });
    }
    fs::create_dir_all(dir).map_err(Trouble::system(Deed::CreateFolder, dir))
}

/// The folder of saved crews, created if missing.
pub fn crews_dir() -> Result<PathBuf, Trouble> {
    let dir = home()?.join("crews");
    create_folder(&dir)?;
    Ok(dir)
}

/// A file written next to its target but not yet renamed over it.
///
/// [`Staged::commit`] finishes the write; dropping it instead removes the temporary
/// file and leaves the target as it was.
#[derive(Debug)]
pub struct Staged {
    temp: PathBuf,
    target: PathBuf,
}

impl Staged {
    /// Writes `bytes` to a temporary file beside `target`, flushed and synced to disk.
    pub fn write(target: &Path, bytes: &[u8]) -> Result<Staged> {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let dir = target
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        let name = target
            .file_name()
            .ok_or_else(|| Trouble::NotAFilePath(target.to_path_buf()))?;
        let temp = dir.join(format!(
            ".{}.{}-{}.tmp",
            name.to_string_lossy(),
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let staged = Staged {
            temp,
            target: target.to_path_buf(),
        };
        let mut file =
            fs::File::create(&staged.temp).map_err(Trouble::system(Deed::WriteIn, dir))?;
        file.write_all(bytes)
            .and_then(|()| file.sync_all())
            .map_err(Trouble::system(Deed::Write, &staged.temp))?;
        Ok(staged)
    }

    /// Renames the temporary file over the target.
    pub fn commit(self) -> Result<()> {
        // Another program may hold the target open for a moment (on Windows: an
        // antivirus scan, a backup); the rename is tried again a short while.
        crate::platform::replace(&self.temp, &self.target)
            .map_err(Trouble::system(Deed::Replace, &self.target))?;
        // Make the rename itself durable; not every platform can open a folder.
        if let Some(dir) = self.target.parent()
            && let Ok(dir) = fs::File::open(dir)
        {
            let _ = dir.sync_all();
        }
        // The temporary file is gone; nothing is left for Drop to clean.
        std::mem::forget(self);
        Ok(())
    }
}

impl Drop for Staged {
    fn drop(&mut self) {
        let _ = fs::remove_file(&self.temp);
    }
}

/// Replaces `path` with `bytes` atomically.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<()> {
    Staged::write(path, bytes)?.commit()
}

/// Whether `path` is a temporary file left by an interrupted [`Staged`] write.
fn is_temporary(path: &Path) -> bool {
    path.file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.starts_with('.') && n.ends_with(".tmp"))
}

/// The saved files of `dir`: its `*.json` files, the temporary files of writes left
/// out; none where the folder does not exist yet.
fn json_files(dir: &Path) -> Result<Vec<PathBuf>> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => return Err(Trouble::io(Deed::List, dir, &error)),
    };
    let mut found = Vec::new();
    for entry in entries {
        let path = entry.map_err(Trouble::system(Deed::List, dir))?.path();
        if path.extension().is_some_and(|e| e == "json") && !is_temporary(&path) {
            found.push(path);
        }
    }
    Ok(found)
}

/// The process that named a temporary file the way [`Staged::write`] does,
/// `.{name}.{pid}-{n}.tmp`; `None` for any other name (a file that is not ours).
fn temporary_owner(path: &Path) -> Option<u32> {
    let inner = path
        .file_name()?
        .to_str()?
        .strip_prefix('.')?
        .strip_suffix(".tmp")?;
    let (name, stamp) = inner.rsplit_once('.')?;
    let (pid, n) = stamp.split_once('-')?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if name.is_empty() || !digits(pid) || !digits(n) {
        return None;
    }
    pid.parse().ok()
}

/// One mebibyte, the unit of the file size caps.
pub(crate) const MIB: u64 = 1024 * 1024;

/// The largest crew file read: a crew of the largest size is a few kilobytes, so a
/// bigger file is not a crew (or not one to load whole).
pub const CREW_FILE_CAP: u64 = 4 * MIB;

/// The largest match file read: an event takes about 100 bytes, so this holds over
/// half a million of them, far beyond any match played.
pub const MATCH_FILE_CAP: u64 = 64 * MIB;

/// The largest catalog file read: the bundled `models.json`, the largest, is 0.4 MB.
pub const CATALOG_FILE_CAP: u64 = 64 * MIB;

/// Reads the UTF-8 text of the regular file at `path`, of at most `cap` bytes, without
/// a byte order mark; `kind` names the kind of file in errors ("crew", "match").
///
/// The file's type and size are checked before it is opened, because opening a FIFO
/// blocks and a device never ends: a FIFO, a device, a folder or a file over the cap is
/// refused with a line naming it. The file is opened without blocking and read through
/// a limit, so a file swapped or grown in between is refused all the same.
pub fn read_text(path: &Path, cap: u64, kind: FileKind) -> Result<String, Trouble> {
    let cannot = || Trouble::system(Deed::Read, path);
    let metadata = fs::metadata(path).map_err(cannot())?;
    refuse_unless_readable(path, &metadata, cap, kind)?;
    let file = open_without_blocking(path).map_err(cannot())?;
    let metadata = file.metadata().map_err(cannot())?;
    refuse_unless_readable(path, &metadata, cap, kind)?;
    let mut bytes = Vec::with_capacity(usize::try_from(metadata.len()).unwrap_or(0));
    file.take(cap.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(cannot())?;
    if bytes.len() as u64 > cap {
        return Err(too_large(path, bytes.len() as u64, cap, kind));
    }
    let mut text = String::from_utf8(bytes).map_err(|e| Trouble::NotText {
        path: path.to_path_buf(),
        byte: e.utf8_error().valid_up_to() + 1,
        kind,
    })?;
    // Windows editors start UTF-8 files with a byte order mark; JSON has no use for it.
    if text.starts_with('\u{feff}') {
        text.drain(..'\u{feff}'.len_utf8());
    }
    Ok(text)
}

/// Refuses what is not a regular file of at most `cap` bytes.
fn refuse_unless_readable(
    path: &Path,
    metadata: &fs::Metadata,
    cap: u64,
    kind: FileKind,
) -> Result<(), Trouble> {
    if !metadata.is_file() {
        return Err(Trouble::NotAFile {
            path: path.to_path_buf(),
            entry: Entry::of(&metadata.file_type()),
            kind,
        });
    }
    if metadata.len() > cap {
        return Err(too_large(path, metadata.len(), cap, kind));
    }
    Ok(())
}

/// The refusal of a file of `size` bytes where one of its `kind` holds at most `cap`.
fn too_large(path: &Path, size: u64, cap: u64, kind: FileKind) -> Trouble {
    Trouble::TooLarge {
        path: path.to_path_buf(),
        bytes: size,
        cap,
        kind,
    }
}

/// Opens `path` for reading; on Unix without blocking, so that a FIFO put in the
/// file's place after its type was checked cannot hang the read (its type is checked
/// again on the open file).
fn open_without_blocking(path: &Path) -> std::io::Result<fs::File> {
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

/// The fields every saved file starts with.
#[derive(Deserialize)]
struct Header {
    format: String,
    version: u32,
}

/// A saved file: its envelope around the content.
#[derive(Serialize)]
struct Envelope<'a, T> {
    format: &'a str,
    version: u32,
    #[serde(flatten)]
    body: &'a T,
}

/// A JSON error in `text` (the file `origin`): where, as a text editor shows it, and
/// what, the text it quotes cut short.
fn json_error(origin: &str, text: &str, error: &serde_json::Error) -> Trouble {
    let (line, column, detail) = crate::bmg::ids::json_fault(text, error);
    Trouble::Json {
        origin: origin.to_owned(),
        line,
        column,
        detail: (!error.is_eof()).then_some(detail),
    }
}

/// Checks the envelope of a saved file and returns its version.
fn check_envelope(text: &str, origin: &str, format: &str, newest: u32) -> Result<u32, Trouble> {
    let header: Header = serde_json::from_str(text).map_err(|e| json_error(origin, text, &e))?;
    if header.format != format {
        return Err(Trouble::OtherFormat {
            origin: origin.to_owned(),
            found: shorten(&header.format).into_owned(),
            wanted: format.to_owned(),
        });
    }
    if header.version > newest {
        return Err(Trouble::Newer {
            origin: origin.to_owned(),
            format: format.to_owned(),
            version: header.version,
            newest,
        });
    }
    if header.version == 0 {
        return Err(Trouble::VersionZero {
            origin: origin.to_owned(),
            format: format.to_owned(),
        });
    }
    Ok(header.version)
}

/// `body` in its envelope, as saved.
fn to_envelope<T: Serialize>(format: &str, version: u32, body: &T) -> String {
    let envelope = Envelope {
        format,
        version,
        body,
    };
    // Saved types hold only strings, numbers, lists and maps: serialising cannot fail.
    let mut json = serde_json::to_string_pretty(&envelope).unwrap_or_default();
    json.push('\n');
    json
}

/// Reads a saved file of `format` up to version `newest`; `origin` names it in errors.
fn from_envelope<T: serde::de::DeserializeOwned>(
    text: &str,
    origin: &str,
    format: &str,
    newest: u32,
) -> Result<T, Trouble> {
    check_envelope(text, origin, format, newest)?;
    serde_json::from_str(text).map_err(|e| json_error(origin, text, &e))
}

/// The saved form of a crew.
pub fn crew_to_json(crew: &Crew) -> String {
    to_envelope(CREW_FORMAT, CREW_VERSION, crew)
}

/// Reads a crew from the text of a saved file of any version up to the newest;
/// `origin` names it in errors. An older file is migrated in memory only: it is
/// rewritten in the newest version when the user saves it.
pub fn parse_crew(text: &str, origin: &str) -> Result<Crew, Trouble> {
    let version = check_envelope(text, origin, CREW_FORMAT, CREW_VERSION)?;
    let mut crew: Crew = serde_json::from_str(text).map_err(|e| json_error(origin, text, &e))?;
    if version < 2 {
        crew_v1_to_v2(&mut crew);
    }
    if version < 3 {
        crew_v2_to_v3(&mut crew);
    }
    Ok(crew)
}

/// Version 2 to 3: crews gained the catalog they were saved with and their members
/// their alias then. An older crew records neither (fields of those names in an older
/// file are not its own and are dropped): nothing is known of what changed since.
fn crew_v2_to_v3(crew: &mut Crew) {
    crew.catalog = None;
    for member in &mut crew.members {
        member.alias = None;
    }
}

/// Version 1 to 2: crews gained the affiliation they play and their members the
/// choices cards ask for at recruitment. A version 1 crew records neither (fields of
/// those names in a version 1 file are not its own and are dropped): it plays
/// whichever of its Boss's affiliations fits, and its choices are still to be made.
fn crew_v1_to_v2(crew: &mut Crew) {
    crew.affiliation = None;
    for member in &mut crew.members {
        member.choices.clear();
    }
}

/// Reads a saved crew file (see [`read_text`] for what is refused).
pub fn load_crew(path: &Path) -> Result<Crew, Trouble> {
    let text = read_text(path, CREW_FILE_CAP, FileKind::Crew)?;
    parse_crew(&text, &path.display().to_string())
}

/// Saves a crew atomically.
pub fn save_crew(path: &Path, crew: &Crew) -> Result<()> {
    write_atomic(path, crew_to_json(crew).as_bytes())
}

/// A crew file found in the crews folder: the crew, or why it could not be read.
#[derive(Debug, Clone)]
pub struct CrewFile {
    /// The file.
    pub path: PathBuf,
    /// Its crew (shared by the screens that offer it), or what is wrong with the file
    /// (said when shown, in the language then spoken).
    pub crew: Result<Arc<Crew>, Trouble>,
}

/// Every `.json` file in `dir`, sorted by crew name (broken files last, by file name).
pub fn list_crews(dir: &Path) -> Result<Vec<CrewFile>> {
    let entries = fs::read_dir(dir).map_err(Trouble::system(Deed::List, dir))?;
    let mut files = Vec::new();
    for entry in entries {
        let path = entry.map_err(Trouble::system(Deed::List, dir))?.path();
        if path.extension().is_some_and(|e| e == "json") && !is_temporary(&path) {
            let crew = load_crew(&path).map(Arc::new);
            files.push(CrewFile { path, crew });
        }
    }
    files.sort_by_cached_key(|f| match &f.crew {
        Ok(crew) => (0, crew.name.to_lowercase()),
        Err(_) => (
            1,
            f.path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .to_lowercase(),
        ),
    });
    Ok(files)
}

/// A file name for a crew: its name in lowercase words joined by dashes.
fn slug(name: &str) -> String {
    let slug = crate::bmg::names::normalize(name).replace(' ', "-");
    if slug.is_empty() {
        "crew".to_owned()
    } else {
        slug
    }
}

/// A path in `dir` for a new crew called `name` that no file uses yet.
pub fn free_crew_path(dir: &Path, name: &str) -> PathBuf {
    let base = slug(name);
    let mut path = dir.join(format!("{base}.json"));
    let mut n = 2;
    while path.exists() {
        path = dir.join(format!("{base}-{n}.json"));
        n += 1;
    }
    path
}

/// Saves `crew` as a new file in `dir` and returns its path.
pub fn create_crew(dir: &Path, crew: &Crew) -> Result<PathBuf> {
    let path = free_crew_path(dir, &crew.name);
    save_crew(&path, crew)?;
    Ok(path)
}

/// Copies a crew file from elsewhere into `dir`, after checking that it parses.
pub fn import_crew(source: &Path, dir: &Path) -> Result<(PathBuf, Crew)> {
    let crew = load_crew(source)?;
    let path = create_crew(dir, &crew)?;
    Ok((path, crew))
}

/// Deletes a saved crew file, but only one that parses as a crew: a file the app
/// cannot read is never removed by it.
pub fn delete_crew(path: &Path) -> Result<()> {
    load_crew(path).map_err(|why| Trouble::NotDeleted(Box::new(why)))?;
    fs::remove_file(path).map_err(Trouble::system(Deed::Delete, path))?;
    Ok(())
}

/// Writes `text` (an exported roster or crew) to `path` atomically.
pub fn export_text(path: &Path, text: &str) -> Result<()> {
    write_atomic(path, text.as_bytes())
}

/// The folder of printed rosters (`rosters/` in the data folder); made when the first
/// roster is written.
pub fn rosters_dir() -> Result<PathBuf, Trouble> {
    Ok(home()?.join("rosters"))
}

/// Writes the printable roster `html` of the crew called `name` in `dir` atomically,
/// as `NAME.html` (replacing the crew's last print), and returns its path.
pub fn save_roster(dir: &Path, name: &str, html: &str) -> Result<PathBuf> {
    create_folder(dir)?;
    // A file name fits any file system, however long the crew's name.
    let base: String = slug(name).chars().take(80).collect();
    let path = dir.join(format!("{base}.html"));
    write_atomic(&path, html.as_bytes())?;
    Ok(path)
}

/// The example crews shipped with the app (the files in `crews/`).
pub const EXAMPLE_CREWS: [(&str, &str); 4] = [
    (
        "crews/night-patrol.json",
        include_str!("../crews/night-patrol.json"),
    ),
    (
        "crews/clown-princes-court.json",
        include_str!("../crews/clown-princes-court.json"),
    ),
    (
        "crews/league-of-shadows.json",
        include_str!("../crews/league-of-shadows.json"),
    ),
    (
        "crews/the-iceberg-lounge.json",
        include_str!("../crews/the-iceberg-lounge.json"),
    ),
];

/// The example crews shipped with the app.
pub fn example_crews() -> Result<Vec<Crew>, Trouble> {
    EXAMPLE_CREWS
        .iter()
        .map(|(origin, text)| parse_crew(text, origin))
        .collect()
}

/// Saves a copy of each example crew that `dir` does not hold yet (by crew name) and
/// returns how many were added, so that asking twice adds nothing twice.
pub fn add_example_crews(dir: &Path) -> Result<usize> {
    let present: Vec<String> = list_crews(dir)?
        .into_iter()
        .filter_map(|file| file.crew.ok().map(|crew| crew.name.clone()))
        .collect();
    let mut added = 0;
    for crew in example_crews()? {
        if !present.contains(&crew.name) {
            create_crew(dir, &crew)?;
            added += 1;
        }
    }
    Ok(added)
}

/// The saved form of a match: its setup and every event.
pub fn match_to_json(record: &MatchRecord) -> String {
    to_envelope(MATCH_FORMAT, MATCH_VERSION, record)
}

/// Reads a match from the text of a saved file; `origin` names it in errors.
pub fn parse_match(text: &str, origin: &str) -> Result<MatchRecord, Trouble> {
    from_envelope(text, origin, MATCH_FORMAT, MATCH_VERSION)
}

/// Reads a saved match file (see [`read_text`] for what is refused).
pub fn load_match(path: &Path) -> Result<MatchRecord, Trouble> {
    let text = read_text(path, MATCH_FILE_CAP, FileKind::Match)?;
    parse_match(&text, &path.display().to_string())
}

/// Saves a match atomically.
pub fn save_match(path: &Path, record: &MatchRecord) -> Result<()> {
    if let Some(dir) = path.parent() {
        create_folder(dir)?;
    }
    write_atomic(path, match_to_json(record).as_bytes())
}

/// Where the match in progress is saved after every action.
pub fn autosave_path() -> Result<PathBuf, Trouble> {
    Ok(home()?.join("match").join("autosave.json"))
}

/// What was found where a game in progress (the match, or one of the other games) is
/// saved.
#[derive(Debug, Clone)]
pub enum Autosave<T> {
    /// No game in progress.
    Empty,
    /// A game to resume, replayed.
    Resumed(Box<T>),
    /// The file was damaged and left where it is (by a window that may not write);
    /// this says why.
    Unreadable(Trouble),
    /// The file was damaged: it was moved aside (never overwritten) and this says why.
    SetAside {
        /// What was wrong with it.
        error: Trouble,
        /// Where the damaged file now is.
        moved_to: PathBuf,
    },
}

/// Opens the match saved at `path` and leaves the file as it is: a file that does not
/// parse, or whose events no longer replay, is [`Autosave::Unreadable`].
pub fn open_match(path: &Path, catalog: &Catalog) -> Autosave<Timeline> {
    open(path, |path| {
        let record = load_match(path)?;
        Timeline::new(record, catalog).map_err(|refusal| Trouble::MatchRefused {
            path: path.to_path_buf(),
            refusal: Box::new(refusal),
        })
    })
}

/// Opens the match saved at `path`; a file that does not parse, or whose events no
/// longer replay, is renamed beside it so that the next save cannot overwrite it.
pub fn resume_match(path: &Path, catalog: &Catalog) -> Autosave<Timeline> {
    set_aside_if_unreadable(path, open_match(path, catalog))
}

/// Opens the game saved at `path` with `read`, leaving the file as it is. A panic
/// while reading (a bug the file's content reached) counts as a damaged file, so that
/// the file is told about and set aside, not left to stop the next start too.
fn open<T>(path: &Path, read: impl FnOnce(&Path) -> Result<T>) -> Autosave<T> {
    if !path.exists() {
        return Autosave::Empty;
    }
    match crate::caught::catching(|| read(path)) {
        Ok(Ok(resumed)) => Autosave::Resumed(Box::new(resumed)),
        Ok(Err(error)) => Autosave::Unreadable(error),
        Err(panic) => Autosave::Unreadable(Trouble::ReadPanicked {
            path: path.to_path_buf(),
            panic,
        }),
    }
}

/// `found` at `path`, a damaged file renamed beside it (`NAME.damaged-TIME.json`) so
/// that the next save cannot overwrite it.
fn set_aside_if_unreadable<T>(path: &Path, found: Autosave<T>) -> Autosave<T> {
    match found {
        Autosave::Unreadable(error) => {
            let stem = path
                .file_stem()
                .map_or_else(|| "autosave".into(), |s| s.to_string_lossy());
            let moved_to = path.with_file_name(format!("{stem}.damaged-{}.json", unix_time()));
            match fs::rename(path, &moved_to) {
                Ok(()) => Autosave::SetAside { error, moved_to },
                Err(rename) => Autosave::SetAside {
                    error: Trouble::NotSetAside {
                        error: Box::new(error),
                        cause: Cause::from(&rename),
                    },
                    moved_to: path.to_path_buf(),
                },
            }
        }
        found => found,
    }
}

/// Seconds since 1970, for the names of archived and set-aside files.
fn unix_time() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Keeps `record` in the archive beside the autosave at `autosave`, then removes the
/// autosave: the next match starts fresh and the last one is not lost.
pub fn archive_match(autosave: &Path, record: &MatchRecord) -> Result<PathBuf> {
    archive(autosave, "match", &match_to_json(record))
}

/// Writes `json` to the `archive` folder beside `autosave` as `PREFIX-TIME.json`, then
/// removes the autosave.
fn archive(autosave: &Path, prefix: &str, json: &str) -> Result<PathBuf> {
    let dir = archive_dir(autosave);
    create_folder(&dir)?;
    let stamp = unix_time();
    let mut path = dir.join(format!("{prefix}-{stamp}.json"));
    let mut n = 2;
    while path.exists() {
        path = dir.join(format!("{prefix}-{stamp}-{n}.json"));
        n += 1;
    }
    write_atomic(&path, json.as_bytes())?;
    clear_autosave(autosave)?;
    Ok(path)
}

/// The `archive` folder beside the autosave at `autosave`.
fn archive_dir(autosave: &Path) -> PathBuf {
    autosave
        .parent()
        .map_or_else(|| PathBuf::from("archive"), |p| p.join("archive"))
}

/// Removes the game in progress saved at `autosave`; none there is fine.
fn clear_autosave(autosave: &Path) -> Result<()> {
    match fs::remove_file(autosave) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(Trouble::io(Deed::Remove, autosave, &e)),
    }
}
