//! Drawing in software where the graphics card cannot draw the window.
//!
//! iced falls back to its software renderer by itself where no GPU adapter is found.
//! A card that is found and then fails (a render pipeline its driver cannot compile,
//! a device or a surface it cannot make) panics instead, or brings the whole process
//! down with it (under Wine, vkd3d aborts on an assertion), before the first frame;
//! and the window library cannot start twice in one process. So, unless a renderer
//! is chosen by hand (`ICED_BACKEND`), the window opens in a process of its own, which
//! this one watches: where it ends before its first frame, for any reason but one it
//! has said itself (no display), the window opens again drawing in software, says so
//! on standard error in one line, and its status line tells why.

use std::ffi::OsString;
use std::io::{BufRead, BufReader};
use std::process::{Command, ExitCode, Stdio};

/// The renderer iced is asked for by name; a value of the user's own is kept.
const BACKEND: &str = "ICED_BACKEND";
/// Set in the window's own process, which tells the watching one on its standard
/// output that it has shown, or why it could not draw.
const WATCHED: &str = "GOTHAM_COMPANION_WATCHED";
/// Set in the window opened again in software: why (the first one's failure).
const REASON: &str = "GOTHAM_COMPANION_SOFTWARE_BECAUSE";
/// What the watched window says when its first frame is drawn.
const SHOWN: &str = "gotham-companion: the window has shown";
/// What the watched window says before a drawing failure, then the failure.
const DRAWING_FAILED: &str = "gotham-companion: drawing failed: ";
/// The exit code of a window that said why it could not open (no display, ...):
/// software drawing would fail as well.
const EXIT_SAID: i32 = 1;

/// Why the window did not open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// What went wrong, on one line.
    pub said: String,
    /// Whether it was the graphics card's drawing that failed, which software drawing
    /// may do instead.
    pub drawing: bool,
}

impl Failure {
    /// A failure said so: whether drawing failed is read from what was said.
    pub fn said(said: String) -> Failure {
        let drawing = is_drawing(&said);
        Failure { said, drawing }
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said)
    }
}

/// Whether a failure to open, as said, was the GPU's drawing: wgpu's own errors
/// (which it raises as panics: "wgpu error: Validation Error ... create_render_pipeline"),
/// and the window library's surface and device failures.
fn is_drawing(said: &str) -> bool {
    let said = said.to_lowercase();
    ["wgpu", "surface", "render pipeline", "request device"]
        .iter()
        .any(|sign| said.contains(sign))
}

/// How a watched window ended, for what the watching process does next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// It showed: its exit code is the app's.
    Shown(i32),
    /// It said why it could not open, and software would not help: its exit code.
    Said(i32),
    /// It could not draw (why, as it said it, or how it stopped): open it again in
    /// software.
    Drawing(String),
}

/// How a watched window ended: whether it said it had shown, what drawing failure it
/// said, and its exit code (none where a signal ended it).
pub fn ending(shown: bool, drawing: Option<String>, code: Option<i32>) -> Ending {
    match (shown, drawing, code) {
        (true, _, code) => Ending::Shown(code.unwrap_or(1)),
        (false, Some(why), _) => Ending::Drawing(why),
        (false, None, Some(code @ (0 | EXIT_SAID))) => Ending::Said(code),
        (false, None, Some(code)) => Ending::Drawing(format!(
            "it stopped before its first frame, with exit code {code}"
        )),
        (false, None, None) => Ending::Drawing("it stopped before its first frame".to_owned()),
    }
}

/// Whether this process should open the window in a process of its own and watch it:
/// no renderer was chosen by hand, and this is neither the watched window nor the one
/// opened again in software.
pub fn should_watch() -> bool {
    should_watch_with(
        std::env::var_os(BACKEND),
        std::env::var_os(WATCHED),
        std::env::var_os(REASON),
    )
}

/// [`should_watch`], given the three variables it reads.
fn should_watch_with(
    backend: Option<OsString>,
    watched: Option<OsString>,
    reason: Option<OsString>,
) -> bool {
    backend.is_none() && watched.is_none() && reason.is_none()
}

/// Opens the window in a process of its own with this one's arguments, and ends as it
/// ends; where it ends before its first frame for want of drawing, opens it again in
/// software. `None` where the window's process cannot start at all: the caller opens
/// the window itself.
pub fn watch() -> Option<ExitCode> {
    let program = std::env::current_exe().ok()?;
    let mut child = Command::new(&program)
        .args(std::env::args_os().skip(1))
        .env(WATCHED, "1")
        .stdout(Stdio::piped())
        .spawn()
        .ok()?;
    let (mut shown, mut drawing) = (false, None);
    if let Some(output) = child.stdout.take() {
        for line in BufReader::new(output).lines().map_while(Result::ok) {
            if line == SHOWN {
                shown = true;
            } else if let Some(why) = line.strip_prefix(DRAWING_FAILED) {
                drawing = Some(why.to_owned());
            } else {
                crate::safe::to_stdout(&line);
            }
        }
    }
    let code = child.wait().ok()?.code();
    match ending(shown, drawing, code) {
        Ending::Shown(code) | Ending::Said(code) => Some(exit(code)),
        Ending::Drawing(why) => {
            crate::safe::to_stderr(&format!(
                "note: the graphics card could not draw the window, so it draws in software: {why}"
            ));
            let status = Command::new(&program)
                .args(std::env::args_os().skip(1))
                .env(BACKEND, "tiny-skia")
                .env(REASON, &why)
                .status()
                .ok()?;
            Some(exit(status.code().unwrap_or(1)))
        }
    }
}

/// An exit code as the process ends with it.
fn exit(code: i32) -> ExitCode {
    ExitCode::from(u8::try_from(code).unwrap_or(1))
}

/// In the watched window: its first frame is drawn.
pub fn tell_shown() {
    if std::env::var_os(WATCHED).is_some() {
        crate::safe::to_stdout(SHOWN);
    }
}

/// In the watched window, after `failure`: where drawing failed, tells the watching
/// process so and gives the exit code to end with; `None` where this window is not
/// watched or the failure is another, to be said as an error.
pub fn tell_failure(failure: &Failure) -> Option<ExitCode> {
    if !failure.drawing || std::env::var_os(WATCHED).is_none() {
        return None;
    }
    crate::safe::to_stdout(&format!("{DRAWING_FAILED}{failure}"));
    Some(exit(EXIT_SAID + 1))
}

/// Why this window draws in software, where it was opened again for that.
pub fn reason() -> Option<String> {
    std::env::var_os(REASON).map(|reason| reason.to_string_lossy().into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wgpu_error_or_a_surface_that_fails_is_drawing_and_a_display_is_not() {
        for said in [
            "wgpu error: Validation Error Caused by: In Device::create_render_pipeline, \
             label = 'iced_wgpu::quad pipeline' Internal error in ShaderStages(VERTEX) \
             shader: FXC D3DCompile error (0x80004005)",
            "Create surface: CreateSurfaceError { inner: Hal(FailedToCreateSurfaceForAnyBackend) }",
        ] {
            assert!(Failure::said(said.to_owned()).drawing, "{said}");
        }
        for said in [
            "Create event loop: the display :64999 cannot be reached",
            "no display: neither WAYLAND_DISPLAY nor DISPLAY is set",
            "the window library stopped",
        ] {
            assert!(!Failure::said(said.to_owned()).drawing, "{said}");
        }
    }

    #[test]
    fn a_window_that_showed_or_said_why_ends_as_it_ended() {
        assert_eq!(ending(true, None, Some(0)), Ending::Shown(0));
        assert_eq!(ending(true, None, Some(101)), Ending::Shown(101));
        assert_eq!(ending(false, None, Some(1)), Ending::Said(1));
    }

    #[test]
    fn a_window_that_stopped_before_its_first_frame_opens_again_in_software() {
        let why = "wgpu error: Validation Error".to_owned();
        assert_eq!(
            ending(false, Some(why.clone()), Some(2)),
            Ending::Drawing(why)
        );
        // vkd3d's failed assertion under Wine: abort, exit code 3 on Windows.
        assert!(matches!(ending(false, None, Some(3)), Ending::Drawing(_)));
        // Ended by a signal (SIGSEGV, SIGABRT): no exit code.
        assert!(matches!(ending(false, None, None), Ending::Drawing(_)));
    }

    #[test]
    fn the_window_is_watched_once_and_never_over_a_renderer_chosen_by_hand() {
        assert!(should_watch_with(None, None, None));
        assert!(!should_watch_with(Some("wgpu".into()), None, None));
        assert!(!should_watch_with(None, Some("1".into()), None));
        assert!(!should_watch_with(None, None, Some("why".into())));
    }
}
