//! Tidy checks on the source tree, as rust-analyzer keeps them: no file under `src/`
//! passes 800 lines, so that each stays small enough to read whole. Clippy holds
//! functions to their length; nothing else holds files (DESIGN.md asks for this test).

use std::fs;
use std::path::{Path, PathBuf};

/// The most lines a file under `src/` may have.
const MAX_LINES: usize = 800;

/// The lines of `text` as `wc -l` counts them: its newlines, so that a last line
/// without one is not counted (and a file of 800 lines ending in a newline passes).
fn lines(text: &[u8]) -> usize {
    text.iter().filter(|&&byte| byte == b'\n').count()
}

/// Every file under `dir`, at any depth, in a stable order.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let entries = fs::read_dir(&folder)
            .unwrap_or_else(|e| panic!("{} cannot be read: {e}", folder.display()));
        for entry in entries {
            let path = entry
                .unwrap_or_else(|e| panic!("{} cannot be listed: {e}", folder.display()))
                .path();
            if path.is_dir() {
                folders.push(path);
            } else {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// "src/screen/crews.rs: 1116 lines" for each file under `base/src` that passes
/// [`MAX_LINES`], named from `base` so that the message reads the same on any machine.
fn too_long(base: &Path) -> Vec<String> {
    files(&base.join("src"))
        .into_iter()
        .filter_map(|path| {
            let text = fs::read(&path)
                .unwrap_or_else(|e| panic!("{} cannot be read: {e}", path.display()));
            let count = lines(&text);
            let name = path.strip_prefix(base).unwrap_or(&path);
            (count > MAX_LINES).then(|| format!("{}: {count} lines", name.display()))
        })
        .collect()
}

#[test]
fn no_file_under_src_passes_800_lines() {
    let long = too_long(Path::new(env!("CARGO_MANIFEST_DIR")));
    assert!(
        long.is_empty(),
        "{} file(s) under src/ pass {MAX_LINES} lines; split each along its seams:\n{}",
        long.len(),
        long.join("\n")
    );
}

/// The check itself, on a made-up tree: a file of 801 lines, deep in a folder, is named
/// with its count; one of exactly 800 passes; so does a file of 800 lines and a last line
/// without a newline, which `wc -l` counts as 800.
#[test]
fn a_made_up_file_of_801_lines_is_named_with_its_count() {
    let base = tempfile::tempdir().unwrap();
    let deep = base.path().join("src").join("screen");
    fs::create_dir_all(&deep).unwrap();
    fs::write(deep.join("long.rs"), "// a line\n".repeat(801)).unwrap();
    fs::write(base.path().join("src").join("full.rs"), "x\n".repeat(800)).unwrap();
    fs::write(deep.join("unended.rs"), "x\n".repeat(800) + "x").unwrap();

    let named = Path::new("src").join("screen").join("long.rs");
    assert_eq!(
        too_long(base.path()),
        [format!("{}: 801 lines", named.display())]
    );
}

#[test]
fn lines_are_counted_as_wc_counts_them() {
    assert_eq!(lines(b""), 0);
    assert_eq!(lines(b"no newline"), 0);
    assert_eq!(lines(b"one\n"), 1);
    assert_eq!(lines(b"one\ntwo"), 1);
    assert_eq!(lines(b"\n\n\n"), 3);
    assert_eq!(lines(b"crlf\r\nline\r\n"), 2);
}
