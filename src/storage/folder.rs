//! The data folder as one window's own: the lock that keeps a second window from
//! writing over the first, and the leftovers of writes that were killed.

use super::Result;
use super::{Deed, Trouble, temporary_owner};
use std::fs;
use std::path::Path;
use std::time::{Duration, SystemTime};

/// The lock file in the data folder (empty: only its lock matters).
pub const LOCK_FILE: &str = "gotham-companion.lock";

/// The data folder's advisory lock, held while this value lives; the system releases
/// it when the process ends, however it ends, so a crash never leaves it stuck.
#[derive(Debug)]
pub struct FolderLock {
    /// The open lock file: the lock belongs to this open file.
    _file: fs::File,
}

/// What an attempt to lock a folder found.
#[derive(Debug)]
pub enum Claim {
    /// This process holds the lock until the value is dropped.
    Held(FolderLock),
    /// Another process (another window, or a second open of the lock file) holds it.
    HeldElsewhere,
}

/// Takes the advisory lock of `dir` (created if missing) without waiting for it.
///
/// The lock belongs to an open file (`flock` on Unix, `LockFileEx` on Windows), so two
/// attempts on the same folder conflict even within one process.
pub fn lock_folder(dir: &Path) -> Result<Claim, Trouble> {
    super::create_folder(dir)?;
    let path = dir.join(LOCK_FILE);
    let file = fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&path)
        .map_err(Trouble::system(Deed::OpenLock, &path))?;
    // Called through the trait: since Rust 1.89 `File` has a `try_lock` of its own.
    match fs4::FileExt::try_lock(&file) {
        Ok(()) => Ok(Claim::Held(FolderLock { _file: file })),
        Err(fs4::TryLockError::WouldBlock) => Ok(Claim::HeldElsewhere),
        Err(fs4::TryLockError::Error(error)) => Err(Trouble::io(Deed::Lock, &path, &error)),
    }
}

/// How old a temporary file must be to be removed even though its writer may run: a
/// write takes milliseconds, so a file this old belongs to no write in progress (its
/// process number may have been given to another process since).
pub const STALE_AFTER: Duration = Duration::from_secs(15 * 60);

/// Removes from `dir` the temporary files of writes that were killed before their
/// rename, and returns how many went.
///
/// Only files named as [`Staged`](super::Staged) names them are touched, and of those
/// only the ones whose writing process has ended (where the system can tell: Linux)
/// or that are older than [`STALE_AFTER`]. So a write under way in another window (an
/// older version that takes no lock, or a folder that cannot be locked) is never cut
/// short, and this process's own files are left to their write.
pub fn remove_stale_temporaries(dir: &Path) -> Result<usize> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(0),
        Err(error) => return Err(Trouble::io(Deed::List, dir, &error)),
    };
    let now = SystemTime::now();
    let mut removed = 0;
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(pid) = temporary_owner(&path) else {
            continue;
        };
        // The entry itself, not what a link points at: only plain files of ours go.
        let Ok(metadata) = fs::symlink_metadata(&path) else {
            continue;
        };
        if !metadata.is_file() {
            continue;
        }
        let old = metadata
            .modified()
            .ok()
            .and_then(|modified| now.duration_since(modified).ok())
            .is_some_and(|age| age >= STALE_AFTER);
        let writer_gone = pid != std::process::id() && process_runs(pid) == Some(false);
        if (old || writer_gone) && fs::remove_file(&path).is_ok() {
            removed += 1;
        }
    }
    Ok(removed)
}

/// Whether process `pid` runs, where the system shows it (Linux's `/proc`); `None`
/// where it cannot tell.
fn process_runs(pid: u32) -> Option<bool> {
    let proc = Path::new("/proc");
    if !proc.join("self").exists() {
        return None;
    }
    Some(proc.join(pid.to_string()).exists())
}
