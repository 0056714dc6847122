//! `gotham-companion.com`: the command line of Gotham Companion on Windows.
//!
//! The app (`gotham-companion.exe`) is a window program, so that no console opens
//! when it starts from the Start menu; a console waits for no window program and gets
//! no exit code from one. This console program beside it is what cmd and PowerShell
//! find first when you type `gotham-companion` (`.COM` comes before `.EXE` in
//! `PATHEXT`): it starts the app with the same arguments, hands it this console's
//! input and output, waits for it, and ends with its exit code. With no arguments it
//! only opens the window, and returns at once.

use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    let app = match std::env::current_exe() {
        Ok(path) => path.with_file_name("gotham-companion.exe"),
        Err(error) => {
            eprintln!("error: cannot find gotham-companion.exe beside this program: {error}");
            return ExitCode::from(2);
        }
    };
    let arguments: Vec<_> = std::env::args_os().skip(1).collect();
    let mut command = Command::new(&app);
    command.args(&arguments);
    if arguments.is_empty() {
        return match command.spawn() {
            Ok(_) => ExitCode::SUCCESS,
            Err(error) => cannot_start(&app, &error),
        };
    }
    match command.status() {
        Ok(status) => {
            let code = status.code().unwrap_or(1);
            ExitCode::from(u8::try_from(code).unwrap_or(1))
        }
        Err(error) => cannot_start(&app, &error),
    }
}

/// Says why the app did not start.
fn cannot_start(app: &std::path::Path, error: &std::io::Error) -> ExitCode {
    eprintln!("error: cannot start {}: {error}", app.display());
    ExitCode::from(2)
}
