//! The binary handed hostile files, and started with no display: each run returns
//! promptly with one line on standard error and its exit code, never a panic.

mod support;

use std::fs;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};
use support::fifo;

/// A generous bound for a run that must not block: it returns at all, or it hangs.
const RETURNS_AT_ALL: Duration = Duration::from_secs(60);

/// The binary with `args`, from the project folder, its data folder in `home`.
fn binary(args: &[&str], home: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_gotham-companion"));
    command
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("GOTHAM_COMPANION_HOME", home)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// Runs `command` to its end, killing it and failing the test if it does not return
/// at all.
fn finish(mut command: Command) -> Output {
    let mut child = command.spawn().expect("the binary runs");
    let started = Instant::now();
    while child
        .try_wait()
        .expect("the run can be waited on")
        .is_none()
    {
        if started.elapsed() > RETURNS_AT_ALL {
            let _ = child.kill();
            panic!("the run did not return");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("its output is read")
}

/// Runs the binary with `args` and returns its exit code and standard error, checked
/// to be one line without a panic.
fn refused(args: &[&str]) -> (Option<i32>, String) {
    let home = tempfile::tempdir().unwrap();
    let output = finish(binary(args, home.path()));
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    (output.status.code(), stderr)
}

#[test]
fn validate_refuses_a_fifo_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let Some(path) = fifo(&dir.path().join("crew.json")) else {
        return;
    };
    let (code, stderr) = refused(&["validate", path.to_str().unwrap()]);
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("crew.json") && stderr.contains("FIFO"),
        "{stderr}"
    );
}

#[test]
fn validate_refuses_dev_zero_as_a_device() {
    if !Path::new("/dev/zero").exists() {
        return;
    }
    let (code, stderr) = refused(&["validate", "/dev/zero"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("/dev/zero: it is a device"), "{stderr}");
}

#[test]
fn roster_refuses_a_folder() {
    let dir = tempfile::tempdir().unwrap();
    let (code, stderr) = refused(&["roster", dir.path().to_str().unwrap()]);
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("it is a folder, not a crew file"),
        "{stderr}"
    );
}

#[test]
fn match_summary_refuses_an_oversized_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("autosave.json");
    fs::File::create(&path)
        .unwrap()
        .set_len(gotham_companion::storage::MATCH_FILE_CAP + 1)
        .unwrap();
    let (code, stderr) = refused(&["match", "summary", path.to_str().unwrap()]);
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("larger than a match file can be"),
        "{stderr}"
    );
}

#[test]
fn match_summary_refuses_a_fifo_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let Some(path) = fifo(&dir.path().join("autosave.json")) else {
        return;
    };
    let (code, stderr) = refused(&["match", "summary", path.to_str().unwrap()]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("FIFO"), "{stderr}");
}

#[test]
fn data_refuses_a_fifo_as_the_models_file_at_once() {
    let dir = tempfile::tempdir().unwrap();
    for file in ["equipment.json", "objective-cards.json"] {
        fs::copy(Path::new("data").join(file), dir.path().join(file)).unwrap();
    }
    if fifo(&dir.path().join("models.json")).is_none() {
        return;
    }
    let home = tempfile::tempdir().unwrap();
    let data = dir.path().to_str().unwrap();
    let output = finish(binary(
        &["--data", data, "validate", "crews/night-patrol.json"],
        home.path(),
    ));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("models.json") && stderr.contains("FIFO"),
        "{stderr}"
    );
}

#[test]
fn validate_reads_a_crew_with_a_byte_order_mark() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("windows.json");
    let text = fs::read_to_string("crews/night-patrol.json").unwrap();
    fs::write(&path, format!("\u{feff}{text}")).unwrap();
    let home = tempfile::tempdir().unwrap();
    let output = finish(binary(&["validate", path.to_str().unwrap()], home.path()));
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn validate_cuts_a_long_unknown_id_short() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("long.json");
    let text = fs::read_to_string("crews/night-patrol.json").unwrap();
    let long = "z".repeat(10_000);
    let text = text.replacen("\"batman-", &format!("\"{long}-batman-"), 1);
    fs::write(&path, text).unwrap();
    let home = tempfile::tempdir().unwrap();
    let output = finish(binary(&["validate", path.to_str().unwrap()], home.path()));
    assert_eq!(output.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains("zzz…'"), "{stdout}");
    assert!(stdout.lines().all(|l| l.chars().count() < 300), "{stdout}");
}

/// The app started without any display named.
fn without_display(home: &Path) -> Command {
    let mut command = binary(&[], home);
    for name in ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"] {
        command.env_remove(name);
    }
    command
}

#[cfg(all(
    unix,
    not(any(target_os = "macos", target_os = "ios", target_os = "android"))
))]
#[test]
fn the_app_without_a_display_says_so_in_one_line() {
    let home = tempfile::tempdir().unwrap();
    let output = finish(without_display(home.path()));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("error: the window could not open: no display"),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[cfg(all(
    unix,
    not(any(target_os = "macos", target_os = "ios", target_os = "android"))
))]
#[test]
fn the_app_with_an_unreachable_display_says_so_in_one_line() {
    let home = tempfile::tempdir().unwrap();
    let mut command = without_display(home.path());
    // No X server listens on so high a display number.
    command.env("DISPLAY", ":64999");
    let output = finish(command);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("error: the window could not open: "),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[cfg(all(
    unix,
    not(any(target_os = "macos", target_os = "ios", target_os = "android"))
))]
#[test]
fn a_window_that_cannot_open_leaves_the_data_folder_as_it_found_it() {
    let scratch = tempfile::tempdir().unwrap();
    // A data folder that is not there yet, and one lived in.
    let new = scratch.path().join("new/gotham");
    let lived = scratch.path().join("lived");
    fs::create_dir_all(lived.join("crews")).unwrap();
    fs::write(lived.join("crews/mine.json"), "{}").unwrap();
    for home in [&new, &lived] {
        let before: Vec<_> = walk(scratch.path());
        let mut command = without_display(home);
        command.env("DISPLAY", ":64999");
        let output = finish(command);
        assert_eq!(output.status.code(), Some(1));
        assert_eq!(walk(scratch.path()), before, "{}", home.display());
    }
}

/// Every path under `dir`, sorted.
fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(at) = stack.pop() {
        for entry in fs::read_dir(&at).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path.clone());
            }
            found.push(path);
        }
    }
    found.sort();
    found
}
