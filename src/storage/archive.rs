//! The archive of past matches: each match finished or abandoned is kept in the
//! `archive` folder beside the match autosave, as `match-TIME.json`. Listing it reads
//! every file and never changes one; a file that cannot be read is listed with why.

use super::{Result, Trouble};
use super::{archive_dir, json_files, load_match};
use crate::bmg::Catalog;
use crate::bmg::record::Played;
use crate::bmg::tracker::MatchRecord;
use crate::words::{self, Said};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

/// A file of the match archive.
#[derive(Debug, Clone)]
pub struct ArchivedMatch {
    /// The file.
    pub path: PathBuf,
    /// When the match was archived, in seconds since 1970: from the file's name, or
    /// else from when the file was last changed; `None` where neither is known.
    pub stamp: Option<u64>,
    /// The match, or why the file could not be read (naming file, line and column).
    pub record: Result<MatchRecord, Trouble>,
}

impl ArchivedMatch {
    /// The match read for a player's record (replayed once), or why it cannot be: the
    /// file's error, or the event the rules refuse, in words.
    pub fn played(&self, catalog: &Catalog) -> Result<Played, Said> {
        let record = self.record.as_ref().map_err(|e| Said::from(e.clone()))?;
        Played::digest(record, catalog, self.stamp)
            .map_err(|e| Said::new(move || words::tracker::refusal(&e)))
    }
}

/// The folder where matches are archived, beside the match autosave at `autosave`.
pub fn match_archive_dir(autosave: &Path) -> PathBuf {
    archive_dir(autosave)
}

/// Reads one archived match; a damaged file gives its error, never a panic.
pub fn read_archived_match(path: &Path) -> ArchivedMatch {
    ArchivedMatch {
        path: path.to_path_buf(),
        stamp: stamp(path),
        record: load_match(path),
    }
}

/// Every `.json` file of the archive folder `dir`, newest first (by
/// [`ArchivedMatch::stamp`]); no folder yet is an empty archive.
pub fn list_match_archive(dir: &Path) -> Result<Vec<ArchivedMatch>> {
    let mut found: Vec<ArchivedMatch> = json_files(dir)?
        .iter()
        .map(|path| read_archived_match(path))
        .collect();
    // Newest first: by time, then by the number a second file of the same second
    // takes (`match-TIME-2.json`), then by name.
    found.sort_by_cached_key(|file| {
        let number = named_stamp(&file.path).map_or(0, |(_, n)| n);
        std::cmp::Reverse((
            file.stamp,
            number,
            file.path.file_name().map(ToOwned::to_owned),
        ))
    });
    Ok(found)
}

/// When the file at `path` was archived: the TIME of `PREFIX-TIME.json` or
/// `PREFIX-TIME-N.json`, else the time it was last changed.
fn stamp(path: &Path) -> Option<u64> {
    named_stamp(path).map(|(time, _)| time).or_else(|| {
        let modified = fs::metadata(path).ok()?.modified().ok()?;
        Some(modified.duration_since(UNIX_EPOCH).ok()?.as_secs())
    })
}

/// The TIME and N of a file named `PREFIX-TIME-N.json`, N being 1 for a file named
/// `PREFIX-TIME.json`.
fn named_stamp(path: &Path) -> Option<(u64, u64)> {
    let stem = path.file_stem()?.to_str()?;
    let number = |s: &str| {
        (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<u64>().ok())
            .flatten()
    };
    let mut parts = stem.split('-').skip(1);
    let time = number(parts.next()?)?;
    let count = match parts.next() {
        Some(n) => number(n)?,
        None => 1,
    };
    parts.next().is_none().then_some((time, count))
}

#[cfg(test)]
mod tests {
    use super::named_stamp;
    use std::path::Path;

    #[test]
    fn the_time_is_read_from_the_archived_name() {
        assert_eq!(
            named_stamp(Path::new("match-1700000000.json")),
            Some((1_700_000_000, 1))
        );
        assert_eq!(
            named_stamp(Path::new("match-1700000000-2.json")),
            Some((1_700_000_000, 2))
        );
        assert_eq!(named_stamp(Path::new("my-match.json")), None);
        assert_eq!(named_stamp(Path::new("match-12-x.json")), None);
        assert_eq!(named_stamp(Path::new("match-+12.json")), None);
        assert_eq!(named_stamp(Path::new("match-1-2-3.json")), None);
        assert_eq!(
            named_stamp(Path::new("match-99999999999999999999999.json")),
            None
        );
    }
}
