//! What went wrong with a file or a folder ([`Trouble`]), in the thread's language.

use super::{numbers, tr};
use crate::storage::{Cause, Deed, Entry, FileKind, HOME_ENV, Trouble};
use std::fmt;
use std::io::ErrorKind;
use std::path::Path;

/// One mebibyte, the unit sizes are said in.
const MIB: f64 = crate::storage::MIB as f64;

/// A trouble is said as [`trouble`] says it, in the thread's language.
impl fmt::Display for Trouble {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&trouble(self))
    }
}

/// `trouble` as one line: what could not be done, to which file, and why.
fn trouble(trouble: &Trouble) -> String {
    let shown = |path: &Path| path.display().to_string();
    match trouble {
        Trouble::NoHome => tr!("storage-no-home", variable = HOME_ENV),
        Trouble::FileInTheWay { folder, file } => tr!(
            "storage-file-in-the-way",
            folder = shown(folder),
            file = shown(file)
        ),
        Trouble::NotAFilePath(path) => tr!("storage-not-a-file-path", path = shown(path)),
        Trouble::System { deed, path, cause } => refused(*deed, &shown(path), &self::cause(cause)),
        Trouble::NotAFile { path, entry, kind } => tr!(
            "storage-not-a-file",
            path = shown(path),
            entry = self::entry(*entry),
            kind = self::kind(*kind)
        ),
        Trouble::TooLarge {
            path,
            bytes,
            cap,
            kind,
        } => tr!(
            "storage-too-large",
            path = shown(path),
            size = numbers::decimal(*bytes as f64 / MIB, 1),
            cap = numbers::decimal(*cap as f64 / MIB, 0),
            kind = self::kind(*kind)
        ),
        Trouble::NotText { path, byte, kind } => tr!(
            "storage-not-text",
            path = shown(path),
            byte = *byte,
            kind = self::kind(*kind)
        ),
        Trouble::Json {
            origin,
            line,
            column,
            detail,
        } => tr!(
            "storage-json",
            origin = origin.as_str(),
            line = *line,
            column = *column,
            detail = detail
                .clone()
                .unwrap_or_else(|| tr!("storage-json-ends-early"))
        ),
        Trouble::OtherFormat {
            origin,
            found,
            wanted,
        } => tr!(
            "storage-other-format",
            origin = origin.as_str(),
            found = found.as_str(),
            wanted = wanted.as_str()
        ),
        Trouble::Newer {
            origin,
            format,
            version,
            newest,
        } => tr!(
            "storage-newer",
            origin = origin.as_str(),
            format = format.as_str(),
            version = *version,
            newest = *newest
        ),
        Trouble::VersionZero { origin, format } => tr!(
            "storage-version-zero",
            origin = origin.as_str(),
            format = format.as_str()
        ),
        Trouble::NotDeleted(why) => tr!("storage-not-deleted", why = self::trouble(why)),
        Trouble::NotSetAside { error, cause } => tr!(
            "storage-not-set-aside",
            error = self::trouble(error),
            cause = self::cause(cause)
        ),
        Trouble::MatchRefused { path, refusal } => {
            super::said_of(&shown(path), &super::tracker::refusal(refusal))
        }
        Trouble::GameRefused { path, why } => {
            super::said_of(&shown(path), &super::games::unreplayable(why))
        }
        Trouble::CollectionRefused { origin, error } => {
            super::said_of(origin, &super::collection::entry_error(error))
        }
        Trouble::TournamentRefused { origin, refusal } => {
            super::said_of(origin, &super::tournament::refusal(refusal))
        }
        Trouble::Catalog(report) => report.to_string(),
        Trouble::CodeNumbers { origin, why } => super::said_of(origin, why),
        Trouble::ReadPanicked { path, panic } => tr!(
            "storage-read-panicked",
            path = shown(path),
            panic = panic.as_str()
        ),
        Trouble::PackIdTaken { id, path } => tr!(
            "storage-pack-id-taken",
            id = id.as_str(),
            path = shown(path)
        ),
        Trouble::CodesWouldChange { changes } => {
            tr!("storage-codes-would-change", changes = changes.join("; "))
        }
        Trouble::NotInstalled(id) => tr!("storage-not-installed", id = id.as_str()),
        Trouble::NotHere(id) => tr!("storage-not-here", id = id.as_str()),
        Trouble::NothingBefore(None) => tr!("storage-nothing-before-bundled"),
        Trouble::NothingBefore(Some(id)) => tr!("storage-nothing-before", id = id.as_str()),
        Trouble::BadCatalogId { origin, why } => tr!(
            "storage-bad-catalog-id",
            origin = origin.as_str(),
            why = why.as_str()
        ),
    }
}

/// "cannot DEED PATH: CAUSE".
fn refused(deed: Deed, path: &str, cause: &str) -> String {
    match deed {
        Deed::CreateFolder => tr!("storage-cannot-create-folder", path = path, cause = cause),
        Deed::WriteIn => tr!("storage-cannot-write-in", path = path, cause = cause),
        Deed::Write => tr!("storage-cannot-write", path = path, cause = cause),
        Deed::Replace => tr!("storage-cannot-replace", path = path, cause = cause),
        Deed::List => tr!("storage-cannot-list", path = path, cause = cause),
        Deed::Read => tr!("storage-cannot-read", path = path, cause = cause),
        Deed::Delete => tr!("storage-cannot-delete", path = path, cause = cause),
        Deed::Remove => tr!("storage-cannot-remove", path = path, cause = cause),
        Deed::OpenLock => tr!("storage-cannot-open-lock", path = path, cause = cause),
        Deed::Lock => tr!("storage-cannot-lock", path = path, cause = cause),
    }
}

/// The system's reason in a player's words where its kind is a common one, and the
/// system's own text for the rest (rare, and what a bug report needs).
fn cause(cause: &Cause) -> String {
    match cause.kind {
        ErrorKind::NotFound => tr!("storage-cause-not-found"),
        ErrorKind::PermissionDenied => tr!("storage-cause-permission-denied"),
        ErrorKind::AlreadyExists => tr!("storage-cause-already-exists"),
        ErrorKind::StorageFull => tr!("storage-cause-storage-full"),
        ErrorKind::QuotaExceeded => tr!("storage-cause-quota-exceeded"),
        ErrorKind::ReadOnlyFilesystem => tr!("storage-cause-read-only"),
        ErrorKind::IsADirectory => tr!("storage-cause-is-a-folder"),
        ErrorKind::NotADirectory => tr!("storage-cause-not-a-folder"),
        ErrorKind::ResourceBusy => tr!("storage-cause-busy"),
        ErrorKind::InvalidFilename => tr!("storage-cause-invalid-name"),
        _ => cause.text.clone(),
    }
}

/// A kind of file, as set in "not a crew file".
fn kind(kind: FileKind) -> String {
    match kind {
        FileKind::Crew => tr!("storage-kind-crew"),
        FileKind::Match => tr!("storage-kind-match"),
        FileKind::Game => tr!("storage-kind-game"),
        FileKind::Settings => tr!("storage-kind-settings"),
        FileKind::Collection => tr!("storage-kind-collection"),
        FileKind::Csv => tr!("storage-kind-csv"),
        FileKind::Tournament => tr!("storage-kind-tournament"),
        FileKind::Catalog => tr!("storage-kind-catalog"),
        FileKind::CatalogPack => tr!("storage-kind-catalog-pack"),
        FileKind::CatalogChoice => tr!("storage-kind-catalog-choice"),
    }
}

/// What stands where a file was to be read.
fn entry(entry: Entry) -> String {
    match entry {
        Entry::Fifo => tr!("storage-entry-fifo"),
        Entry::Device => tr!("storage-entry-device"),
        Entry::Socket => tr!("storage-entry-socket"),
        Entry::Folder => tr!("storage-entry-folder"),
        Entry::Other => tr!("storage-entry-other"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::{Language, within};
    use std::path::PathBuf;

    fn denied() -> Trouble {
        Trouble::system(Deed::Write, Path::new("/data/crews/joker.json"))(std::io::Error::from(
            ErrorKind::PermissionDenied,
        ))
    }

    #[test]
    fn a_refusal_names_the_deed_the_file_and_the_reason_in_each_language() {
        let english = within(Language::English, || denied().to_string());
        assert_eq!(
            english,
            "cannot write /data/crews/joker.json: permission denied"
        );
        let spanish = within(Language::Spanish, || denied().to_string());
        assert_eq!(
            spanish,
            "no se puede guardar /data/crews/joker.json: permiso denegado"
        );
    }

    #[test]
    fn a_reason_the_window_has_no_words_for_is_the_systems_own() {
        let odd = Cause::from(&std::io::Error::other("the tape is on fire"));
        assert_eq!(
            within(Language::Spanish, || cause(&odd)),
            "the tape is on fire"
        );
    }

    #[test]
    fn sizes_are_written_as_the_language_writes_numbers() {
        let huge = Trouble::TooLarge {
            path: PathBuf::from("x.json"),
            bytes: 5 * 1024 * 1024 + 512 * 1024,
            cap: 4 * 1024 * 1024,
            kind: FileKind::Crew,
        };
        let spanish = within(Language::Spanish, || huge.to_string());
        assert!(spanish.contains("ocupa 5,5 MB"), "{spanish}");
        assert!(spanish.contains("(máximo 4 MB)"), "{spanish}");
        let english = within(Language::English, || huge.to_string());
        assert!(english.contains("at 5.5 MB"), "{english}");
    }
}
