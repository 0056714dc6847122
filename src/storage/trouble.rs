//! What can go wrong with the app's files, as typed values. `words::storage` says each
//! one (it gives `Trouble` its `Display`) in the language of the thread that shows it,
//! so an error the window sets inside a translated sentence is translated too, and the
//! command line's stays English.

use std::io;
use std::path::{Path, PathBuf};

/// A kind of file the app reads, named when one is refused ("not a crew file").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// A saved crew.
    Crew,
    /// A saved or archived match.
    Match,
    /// A saved game of one of the other four games.
    Game,
    /// The settings.
    Settings,
    /// The collection of miniatures.
    Collection,
    /// A collection imported as CSV.
    Csv,
    /// A tournament.
    Tournament,
    /// One file of a catalog folder.
    Catalog,
    /// A catalog pack.
    CatalogPack,
    /// The file naming the catalog in use.
    CatalogChoice,
}

/// What the system was asked to do when it refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deed {
    /// Make a folder.
    CreateFolder,
    /// Make a new file in a folder.
    WriteIn,
    /// Write a file's bytes to disk.
    Write,
    /// Rename a written file over the one it replaces.
    Replace,
    /// List a folder.
    List,
    /// Read a file.
    Read,
    /// Delete a crew file.
    Delete,
    /// Remove a game in progress once it is archived.
    Remove,
    /// Open the data folder's lock file.
    OpenLock,
    /// Lock the data folder.
    Lock,
}

/// What stands at a path that is not a regular file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    /// A named pipe, which would block a read.
    Fifo,
    /// A character or block device.
    Device,
    /// A socket.
    Socket,
    /// A folder.
    Folder,
    /// Anything else.
    Other,
}

impl Entry {
    /// What `kind` is, for a file that is not a regular one.
    pub fn of(kind: &std::fs::FileType) -> Entry {
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt;
            if kind.is_fifo() {
                return Entry::Fifo;
            }
            if kind.is_char_device() || kind.is_block_device() {
                return Entry::Device;
            }
            if kind.is_socket() {
                return Entry::Socket;
            }
        }
        if kind.is_dir() {
            Entry::Folder
        } else {
            Entry::Other
        }
    }
}

/// The system's reason for a refusal: its kind, which the window words where it
/// knows it, and the system's own text (English), said for the kinds it does not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cause {
    /// The kind of the error.
    pub kind: io::ErrorKind,
    /// The system's text.
    pub text: String,
}

impl From<&io::Error> for Cause {
    fn from(error: &io::Error) -> Cause {
        Cause {
            kind: error.kind(),
            text: error.to_string(),
        }
    }
}

/// One thing that went wrong with a file or a folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trouble {
    /// The platform gives no data folder and `GOTHAM_COMPANION_HOME` is not set.
    NoHome,
    /// A file stands where a folder must be made.
    FileInTheWay {
        /// The folder to make.
        folder: PathBuf,
        /// The file in its way (the folder itself or one above it).
        file: PathBuf,
    },
    /// A path that names no file (a root, or one ending in `..`).
    NotAFilePath(PathBuf),
    /// The system refused a deed.
    System {
        /// What was asked.
        deed: Deed,
        /// Of which file or folder.
        path: PathBuf,
        /// Why not.
        cause: Cause,
    },
    /// Not a regular file where a file of `kind` was to be read.
    NotAFile {
        /// The path read.
        path: PathBuf,
        /// What is there.
        entry: Entry,
        /// The kind of file wanted.
        kind: FileKind,
    },
    /// A file larger than any file of its kind can be.
    TooLarge {
        /// The file.
        path: PathBuf,
        /// Its size in bytes.
        bytes: u64,
        /// The most a file of its kind may hold, in bytes.
        cap: u64,
        /// Its kind.
        kind: FileKind,
    },
    /// A file that is not UTF-8 text.
    NotText {
        /// The file.
        path: PathBuf,
        /// The first byte that is not (from 1).
        byte: usize,
        /// Its kind.
        kind: FileKind,
    },
    /// A file that is not the JSON it should be.
    Json {
        /// The file, as named in the message.
        origin: String,
        /// The line of the fault, from 1.
        line: usize,
        /// Its column in characters, from 1.
        column: usize,
        /// The parser's own description (English), the text it quotes cut short;
        /// none where the file ends before its JSON does (cut short as it was written or
        /// copied), which the window words.
        detail: Option<String>,
    },
    /// A saved file of another format than the one expected.
    OtherFormat {
        /// The file.
        origin: String,
        /// The format it says it is, cut short.
        found: String,
        /// The format expected.
        wanted: String,
    },
    /// A saved file that a newer version of the app wrote.
    Newer {
        /// The file.
        origin: String,
        /// Its format.
        format: String,
        /// Its version.
        version: u32,
        /// The newest version of the format this build reads.
        newest: u32,
    },
    /// A saved file of version 0, which no version of the app writes.
    VersionZero {
        /// The file.
        origin: String,
        /// Its format.
        format: String,
    },
    /// A crew file was not deleted, as it could not be read as a crew.
    NotDeleted(Box<Trouble>),
    /// A damaged game in progress could not be renamed aside.
    NotSetAside {
        /// Why it stayed unreadable.
        error: Box<Trouble>,
        /// The system's reason it could not be moved.
        cause: Cause,
    },
    /// A catalog pack under an id installed already for a different pack.
    PackIdTaken {
        /// The id.
        id: String,
        /// The pack installed under it.
        path: PathBuf,
    },
    /// A catalog pack whose crew-code numbers would change what codes made with the
    /// catalogs installed here mean.
    CodesWouldChange {
        /// Each change, against which catalog (for the pack's author, in English).
        changes: Vec<String>,
    },
    /// A catalog to use that is not installed.
    NotInstalled(String),
    /// The catalog a crew was saved with, which this machine does not have.
    NotHere(String),
    /// No catalog was used before the one in use (`None`: the bundled one).
    NothingBefore(Option<String>),
    /// The catalog choice names an id no pack may have.
    BadCatalogId {
        /// The file of the choice.
        origin: String,
        /// What is wrong with the id (for the pack's author, in English).
        why: String,
    },
    /// A saved match whose events the rules no longer replay.
    MatchRefused {
        /// The file.
        path: PathBuf,
        /// The event's refusal (boxed: a trouble stays small to pass around).
        refusal: Box<crate::bmg::tracker::Refusal>,
    },
    /// A saved game of the other four whose moves no longer replay.
    GameRefused {
        /// The file.
        path: PathBuf,
        /// Why.
        why: Box<crate::games::replay::Unreplayable>,
    },
    /// A saved collection whose entries are refused.
    CollectionRefused {
        /// The file, as named in the message.
        origin: String,
        /// What is wrong with its entries.
        error: Box<crate::bmg::collection::EntryError>,
    },
    /// A saved tournament whose rounds the rules refuse.
    TournamentRefused {
        /// The file, as named in the message.
        origin: String,
        /// The rules' refusal.
        refusal: Box<crate::bmg::tournament::Refusal>,
    },
    /// A catalog that does not pass its checks (a pack to install, or one to use).
    Catalog(crate::bmg::CatalogReport),
    /// A catalog pack's crew-code numbers that do not read (for the pack's author, in
    /// English).
    CodeNumbers {
        /// The pack, as named in the message.
        origin: String,
        /// What is wrong with them.
        why: String,
    },
    /// Reading a file stopped on a bug (a panic its content reached).
    ReadPanicked {
        /// The file.
        path: PathBuf,
        /// The panic's text.
        panic: String,
    },
}

impl Trouble {
    /// The system's refusal of `deed` on `path`, for `error`.
    pub fn io(deed: Deed, path: &Path, error: &io::Error) -> Trouble {
        Trouble::System {
            deed,
            path: path.to_path_buf(),
            cause: Cause::from(error),
        }
    }

    /// [`Trouble::io`] for `map_err`.
    pub fn system(deed: Deed, path: &Path) -> impl FnOnce(io::Error) -> Trouble + '_ {
        move |error| Trouble::io(deed, path, &error)
    }
}

// Said by `words::storage`, which implements `Display` for it.
impl std::error::Error for Trouble {}
