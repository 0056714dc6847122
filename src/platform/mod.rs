//! What differs by system, in one place: replacing a file that another program holds
//! open for a moment, and the console a Windows program finds when it is run from one.
//! Windows' own code is in `windows.rs`, behind `cfg(windows)`; the rest of the app is
//! the same everywhere.

#[cfg(windows)]
mod windows;

use std::io;
use std::path::Path;
use std::time::Duration;

/// How many times [`replace`] tries a rename another program holds up.
const REPLACE_TRIES: u32 = 25;
/// How long [`replace`] waits between two tries: 2.4 s in all at most.
const REPLACE_PAUSE: Duration = Duration::from_millis(100);

/// Renames `from` over `to`. Where another program holds `to` open for a moment (on
/// Windows an antivirus scan, a backup or a file indexer does), tries again for a
/// couple of seconds, then gives the last error; `from` is kept meanwhile, and `to`
/// stays as it was.
pub fn replace(from: &Path, to: &Path) -> io::Result<()> {
    retrying(
        || std::fs::rename(from, to),
        is_held,
        REPLACE_TRIES,
        REPLACE_PAUSE,
    )
}

/// Runs `attempt` until it succeeds, fails for good, or has been tried `tries` times,
/// waiting `pause` after each failure that `held` says may pass.
pub fn retrying<T>(
    mut attempt: impl FnMut() -> io::Result<T>,
    held: impl Fn(&io::Error) -> bool,
    tries: u32,
    pause: Duration,
) -> io::Result<T> {
    let mut tried = 1;
    loop {
        match attempt() {
            Err(error) if held(&error) && tried < tries => {
                tried += 1;
                std::thread::sleep(pause);
            }
            outcome => return outcome,
        }
    }
}

/// Whether `error` says another program holds the file for now: on Windows a sharing
/// or lock violation, or access denied (what a rename over a file open elsewhere
/// gets); elsewhere a rename is never held up so.
fn is_held(error: &io::Error) -> bool {
    #[cfg(windows)]
    {
        windows::is_held(error)
    }
    #[cfg(not(windows))]
    {
        let _ = error;
        false
    }
}

/// Before the command line prints: the Windows program is a window program, with no
/// console of its own, so where it was started from a console (`gotham-companion.exe
/// validate ...` typed in cmd or PowerShell) and given no output, it writes to that
/// console. Elsewhere, and through `gotham-companion.com`, output goes where it always
/// does.
pub fn console_for_command_line() {
    #[cfg(windows)]
    windows::attach_parent_console();
}

#[cfg(test)]
mod tests {
    use super::retrying;
    use std::cell::Cell;
    use std::io;
    use std::time::Duration;

    fn held() -> io::Error {
        io::Error::new(io::ErrorKind::PermissionDenied, "held")
    }

    #[test]
    fn a_rename_held_up_for_a_moment_is_tried_again_until_it_passes() {
        let tries = Cell::new(0);
        let outcome = retrying(
            || {
                tries.set(tries.get() + 1);
                if tries.get() < 4 { Err(held()) } else { Ok(7) }
            },
            |e| e.kind() == io::ErrorKind::PermissionDenied,
            25,
            Duration::ZERO,
        );
        assert_eq!(outcome.unwrap(), 7);
        assert_eq!(tries.get(), 4);
    }

    #[test]
    fn a_rename_held_up_for_good_fails_after_its_tries_with_the_last_error() {
        let tries = Cell::new(0);
        let outcome: io::Result<()> = retrying(
            || {
                tries.set(tries.get() + 1);
                Err(held())
            },
            |_| true,
            5,
            Duration::ZERO,
        );
        assert_eq!(outcome.unwrap_err().kind(), io::ErrorKind::PermissionDenied);
        assert_eq!(tries.get(), 5);
    }

    #[test]
    fn any_other_failure_is_given_at_once() {
        let tries = Cell::new(0);
        let outcome: io::Result<()> = retrying(
            || {
                tries.set(tries.get() + 1);
                Err(io::Error::new(io::ErrorKind::NotFound, "gone"))
            },
            |e| e.kind() == io::ErrorKind::PermissionDenied,
            25,
            Duration::ZERO,
        );
        assert_eq!(outcome.unwrap_err().kind(), io::ErrorKind::NotFound);
        assert_eq!(tries.get(), 1);
    }
}
