//! Windows' own code (see the module above): the console a window program attaches
//! to, and the errors of a file another program holds open.

use std::io;
use windows_sys::Win32::Foundation::{
    ERROR_ACCESS_DENIED, ERROR_LOCK_VIOLATION, ERROR_SHARING_VIOLATION, INVALID_HANDLE_VALUE,
};
use windows_sys::Win32::System::Console::{
    ATTACH_PARENT_PROCESS, AttachConsole, GetStdHandle, STD_OUTPUT_HANDLE,
};

/// Where the program was given no standard output (a window program run from a
/// console: the console does not pass its handles to it), writes to the console of the
/// program that started it, if it has one. `gotham-companion.com` passes its own
/// handles, so nothing changes then.
pub(super) fn attach_parent_console() {
    // SAFETY: both calls take plain values and touch only this process's standard
    // handles; they run before anything prints, on the main thread.
    unsafe {
        let output = GetStdHandle(STD_OUTPUT_HANDLE);
        if output.is_null() || output == INVALID_HANDLE_VALUE {
            AttachConsole(ATTACH_PARENT_PROCESS);
        }
    }
}

/// Whether `error` is a sharing or lock violation, or access denied: what a rename
/// over a file another program has open gets, until it lets go.
pub(super) fn is_held(error: &io::Error) -> bool {
    let held = [
        ERROR_ACCESS_DENIED,
        ERROR_SHARING_VIOLATION,
        ERROR_LOCK_VIOLATION,
    ];
    error
        .raw_os_error()
        .and_then(|code| u32::try_from(code).ok())
        .is_some_and(|code| held.contains(&code))
}
