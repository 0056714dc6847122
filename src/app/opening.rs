//! Opening the window: the display it needs, the data folder it owns, and a failure
//! to open told in one line instead of a panic.

use super::software::{self, Failure};
use super::{Access, App, Folders};
use crate::bmg::Catalog;
use crate::storage::Unusable;
use crate::words::{Language, Said, said};
use crate::{storage, theme};
use iced::Element;
use std::any::Any;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether the window has shown: its view has been drawn once.
static WINDOW_SHOWN: AtomicBool = AtomicBool::new(false);

/// Opens the app window with `catalog`, or says in one line why it could not open;
/// `problem` says why the catalog is not the one chosen (shown on the status line).
///
/// The window owns the data folder while it is open (see [`Access`]): a second window
/// on the same folder opens read-only. Where no display can be reached the window
/// library panics rather than failing; that panic is caught, and told as the error.
pub fn run(catalog: Catalog, problem: Option<Unusable>) -> Result<(), Failure> {
    check_display().map_err(|said| Failure {
        said,
        drawing: false,
    })?;
    // What opening adds to the data folder goes again if the window cannot open.
    let footprint = storage::home().map(|home| Footprint::before(&home));
    // The lock lives as long as this call, which lasts as long as the window.
    let (access, lock) = match storage::home() {
        Ok(home) => claim(&home),
        // No data folder: the folders say why, and nothing can be written anyway.
        Err(_) => (Access::Write, None),
    };
    let folders = Folders::in_home(access);
    let boot = move || {
        // What the window says as it opens, and the tasks it starts, speak the
        // system's language (a language chosen in the settings applies once read).
        let system = Language::of_system();
        crate::words::within(system, || {
            let (mut app, task) = App::new(catalog.clone(), folders.clone());
            app.follow_system(system);
            if let Some(reason) = software::reason() {
                let told = said!("app-software-drawing", reason = reason);
                app.status = Some(super::Status::Info(told));
            }
            if let Some(problem) = &problem {
                app.status = Some(super::Status::Error(catalog_problem(problem.clone())));
            }
            (app, task)
        })
    };
    let mut app = iced::application(boot, App::update, view)
        .title(App::title)
        .theme(App::theme)
        .scale_factor(App::scale_factor)
        .subscription(App::subscription)
        .default_font(theme::TEXT)
        .window(super::identity::window_settings());
    for font in theme::FONT_FILES {
        app = app.font(font);
    }
    let outcome = until_shown_without_panic(|| app.run()).map_err(Failure::said);
    if outcome.is_err() && !WINDOW_SHOWN.load(Ordering::Relaxed) {
        // The lock is let go first: a file still open cannot be removed everywhere.
        drop(lock);
        if let Ok(footprint) = footprint {
            footprint.take_away();
        }
    }
    outcome
}

/// What opening the window adds to the data folder that was not there before: the
/// folder itself (and the folders above it), its lock file and its crews folder.
struct Footprint {
    /// Each, outermost first.
    made: Vec<PathBuf>,
}

impl Footprint {
    /// What of it is missing from `home` now.
    fn before(home: &Path) -> Footprint {
        let mut made: Vec<PathBuf> = home
            .ancestors()
            .take_while(|place| !place.exists())
            .map(Path::to_path_buf)
            .collect();
        made.reverse();
        for inside in [home.join(storage::LOCK_FILE), home.join("crews")] {
            if !inside.exists() {
                made.push(inside);
            }
        }
        Footprint { made }
    }

    /// Takes away what was added, innermost first: a folder only while empty, so
    /// nothing that came from elsewhere meanwhile is lost.
    fn take_away(self) {
        for place in self.made.iter().rev() {
            let _ = if place.is_dir() {
                std::fs::remove_dir(place)
            } else {
                std::fs::remove_file(place)
            };
        }
    }
}

/// Why the catalog chosen is not in use, as the status line says it at start, in the
/// thread's language: a pack that fails its check by its id and how many problems it
/// has, then each on a line of its own, as the check writes it for the pack's author.
fn catalog_problem(problem: Unusable) -> Said {
    match problem {
        Unusable::Broken { id, report } => Said::new(move || {
            let told = crate::words::tr!(
                "app-catalog-broken",
                id = id.as_str(),
                count = report.problems.len()
            );
            // The problems are the check's lines for the pack's author, one a line.
            report
                .problems
                .iter()
                .fold(told, |said, line| format!("{said}\n  - {line}"))
        }),
        other => said!("app-catalog-problem", problem = Said::of(other)),
    }
}

/// The window's view; drawing it means the window has shown.
fn view(app: &App) -> Element<'_, super::Message> {
    if !WINDOW_SHOWN.swap(true, Ordering::Relaxed) {
        software::tell_shown();
    }
    app.view()
}

/// This window's access to the data folder `home`, and the lock granting it.
fn claim(home: &Path) -> (Access, Option<storage::FolderLock>) {
    match storage::lock_folder(home) {
        Ok(storage::Claim::Held(lock)) => (Access::Write, Some(lock)),
        Ok(storage::Claim::HeldElsewhere) => (Access::ReadOnly, None),
        Err(error) => (Access::Unlocked(error), None),
    }
}

/// Refuses at once where no display server is named (Linux and the BSDs): the window
/// library would panic there.
#[cfg(all(
    unix,
    not(any(target_os = "macos", target_os = "ios", target_os = "android"))
))]
fn check_display() -> Result<(), String> {
    let set = |name: &str| std::env::var_os(name).is_some_and(|value| !value.is_empty());
    if set("WAYLAND_DISPLAY") || set("WAYLAND_SOCKET") || set("DISPLAY") {
        Ok(())
    } else {
        Err("no display: neither WAYLAND_DISPLAY nor DISPLAY is set; run it in a desktop session (the command line works anywhere: see --help)".into())
    }
}

/// Elsewhere the system always has a display to offer, or says why it has none.
#[cfg(not(all(
    unix,
    not(any(target_os = "macos", target_os = "ios", target_os = "android"))
)))]
fn check_display() -> Result<(), String> {
    Ok(())
}

/// Runs `open`, turning a panic of the main thread before the window shows into the
/// returned error, printed by nobody: the window library panics when it cannot reach a
/// display or make a window. A panic once the window shows is a bug, and goes on as
/// one (printed with its location); other threads' panics are printed as usual.
fn until_shown_without_panic(open: impl FnOnce() -> iced::Result) -> Result<(), String> {
    let previous = Arc::new(panic::take_hook());
    let main = std::thread::current().id();
    let delegate = Arc::clone(&previous);
    panic::set_hook(Box::new(move |info| {
        let opening = std::thread::current().id() == main && !WINDOW_SHOWN.load(Ordering::Relaxed);
        if !opening {
            delegate(info);
        }
    }));
    let outcome = panic::catch_unwind(AssertUnwindSafe(open));
    // Our hook goes, and with it its share of the previous one, which comes back.
    drop(panic::take_hook());
    if let Ok(previous) = Arc::try_unwrap(previous) {
        panic::set_hook(previous);
    }
    match outcome {
        Ok(result) => result.map_err(|error| one_line(&error.to_string())),
        Err(payload) if !WINDOW_SHOWN.load(Ordering::Relaxed) => Err(format!(
            "{}{}",
            without_source_location(&panic_text(&*payload)),
            displays_named()
        )),
        Err(payload) => panic::resume_unwind(payload),
    }
}

/// The message a panic carried, on one line.
fn panic_text(payload: &(dyn Any + Send)) -> String {
    crate::caught::panic_text(payload).unwrap_or_else(|| "the window library stopped".to_owned())
}

/// The window library's "Create event loop: Os(OsError { line: L, file: F, error: E })"
/// as "Create event loop: E": where in its source it failed says nothing to a user.
fn without_source_location(text: &str) -> String {
    let inner = text.find("Os(OsError {").zip(text.rfind("error: "));
    match inner {
        Some((start, error)) if error > start => {
            let cause = &text[error + "error: ".len()..];
            format!(
                "{}{}",
                &text[..start],
                cause.strip_suffix(" })").unwrap_or(cause)
            )
        }
        _ => text.to_owned(),
    }
}

/// " (DISPLAY=:0, WAYLAND_DISPLAY=wayland-0)": the displays the window was to open on,
/// or nothing where none is named.
fn displays_named() -> String {
    let named: Vec<String> = ["WAYLAND_DISPLAY", "DISPLAY"]
        .into_iter()
        .filter_map(|name| {
            let value = std::env::var_os(name).filter(|value| !value.is_empty())?;
            Some(format!("{name}={}", value.to_string_lossy()))
        })
        .collect();
    if named.is_empty() {
        String::new()
    } else {
        format!(" ({})", named.join(", "))
    }
}

/// `text` with its line breaks and runs of spaces made single spaces.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
