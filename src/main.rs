//! Gotham Companion: with no subcommand, the app; with one, the command line.

// On Windows a window program: no console opens from the Start menu. The command line
// writes to the console it is run from (gotham-companion.com, or src/platform).
#![cfg_attr(windows, windows_subsystem = "windows")]

use clap::Parser;
use gotham_companion::{app, cli, platform, safe, words};
use std::process::ExitCode;

/// The wgpu backends the window may draw with when the user names none: every native
/// one but OpenGL, on which iced's canvas drops shapes and leaves ghosts
/// (iced-rs/iced#3138). Where none of them answers, iced falls back to tiny-skia, which
/// draws correctly.
const NATIVE_GPU_BACKENDS: &str = "vulkan,metal,dx12";

fn main() -> ExitCode {
    // wgpu reads its backends from the environment only; a WGPU_BACKEND of the user's
    // own (even `gl`, or empty) is theirs to keep.
    if std::env::var_os("WGPU_BACKEND").is_none() {
        // SAFETY: the environment may only be changed while no other thread can read
        // it. This is the first statement of `main`, so the main thread is still the
        // only one: the Rust runtime starts none before `main`, and the one constructor
        // that runs before it (tiny-xlib's, through softbuffer, which loads Xlib) starts
        // none either. Threads (the window, wgpu, tasks) come later.
        unsafe { std::env::set_var("WGPU_BACKEND", NATIVE_GPU_BACKENDS) };
    }
    let arguments = cli::arguments();
    if arguments.len() > 1 {
        platform::console_for_command_line();
    }
    let args = match cli::Cli::try_parse_from(arguments) {
        Ok(args) => args,
        // Help and version go out as clap writes them.
        Err(error) if !error.use_stderr() => error.exit(),
        Err(error) => {
            // What was wrong (clap's first paragraph) on one line, and its tip of what
            // to type where it gives one. `--help` has the rest.
            let text = error.to_string();
            let first: Vec<&str> = text
                .lines()
                .take_while(|line| !line.trim().is_empty())
                .map(str::trim)
                .collect();
            safe::to_stderr(&first.join(" "));
            for tip in text
                .lines()
                .map(str::trim)
                .filter(|l| l.starts_with("tip:"))
            {
                safe::to_stderr(tip);
            }
            return ExitCode::from(2);
        }
    };
    match args.command {
        Some(command) => cli::run(command, args.data.as_deref()),
        None => {
            // The window opens in a process of its own, watched from this one, so that
            // where the graphics card cannot draw it, it opens again in software.
            if app::software::should_watch()
                && let Some(code) = app::software::watch()
            {
                return code;
            }
            // Why the catalog in use cannot be loaded is told in the window, in the
            // system's language; a catalog named by --data that fails is an error on
            // stderr, in English as the command line's are.
            let found = match args.data.as_deref() {
                Some(data) => cli::catalog_and_problem(Some(data)),
                None => {
                    let system = words::Language::of_system();
                    words::within(system, || cli::catalog_and_problem(None))
                }
            };
            let (catalog, problem) = match found {
                Ok(found) => found,
                Err(report) => {
                    safe::to_stderr(&format!("error: {report}"));
                    return ExitCode::from(2);
                }
            };
            match app::run(catalog, problem) {
                Ok(()) => ExitCode::SUCCESS,
                // A drawing failure is told to the process watching this window, which
                // opens it again in software; any other is said here.
                Err(failure) => app::software::tell_failure(&failure).unwrap_or_else(|| {
                    safe::to_stderr(&format!("error: the window could not open: {failure}"));
                    ExitCode::FAILURE
                }),
            }
        }
    }
}
