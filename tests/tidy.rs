//! Tidy checks on the source tree, as rust-analyzer keeps them: no file under `src/`
//! passes 800 lines, so that each stays small enough to read whole. Clippy holds
//! functions to their length; nothing else holds files (DESIGN.md asks for this test).
//! And every pick list is padded to the 32 px a hurried hand hits: the layout test
//! measures every other control, but iced's pick list shows nothing to it.

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

/// The end of the parenthesised group that opens just before `from` in `text` (the
/// byte after its closing parenthesis), or the end of `text`.
fn group_end(text: &str, from: usize) -> usize {
    let mut depth = 1;
    for (i, c) in text[from..].char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => {
                depth -= 1;
                if depth == 0 {
                    return from + i + 1;
                }
            }
            _ => {}
        }
    }
    text.len()
}

/// The calls chained to a `pick_list(...)` call that ends at `end`: ".padding([6, 10])
/// .width(Fill)".
fn chained(text: &str, mut end: usize) -> String {
    let mut chain = String::new();
    loop {
        // Past blanks and comments between the calls.
        let mut rest = text[end..].trim_start();
        while let Some(comment) = rest.strip_prefix("//") {
            rest = comment
                .split_once('\n')
                .map_or("", |(_, after)| after)
                .trim_start();
        }
        let skipped = text.len() - end - rest.len();
        let Some(call) = rest.strip_prefix('.') else {
            return chain;
        };
        let Some(open) = call.find('(') else {
            return chain;
        };
        let start = end + skipped;
        let close = group_end(text, start + 1 + open + 1);
        chain.push_str(&text[start..close]);
        end = close;
    }
}

/// The vertical padding a `.padding(...)` call gives: its first number.
fn vertical_padding(chain: &str) -> Option<u32> {
    let args = chain.split(".padding(").nth(1)?;
    let digits: String = args
        .trim_start_matches(['[', ' '])
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// "src/screen/x.rs:12" for each pick list under `base/src` drawn under 32 px high:
/// iced draws its text at 1.3 times its size, so body text (15 px) needs 6 px of
/// padding above and below, small text (13 px) 8. (The layout test cannot measure a
/// pick list: iced's shows nothing to widget operations.)
fn short_pick_lists(base: &Path) -> Vec<String> {
    let mut short = Vec::new();
    for path in files(&base.join("src")) {
        let Ok(text) = fs::read_to_string(&path) else {
            continue;
        };
        for (at, _) in text.match_indices("pick_list(") {
            let args_end = group_end(&text, at + "pick_list(".len());
            let chain = chained(&text, args_end);
            let need = if chain.contains("text_size(theme::size::SMALL)") {
                8
            } else {
                6
            };
            if vertical_padding(&chain).is_none_or(|padding| padding < need) {
                let line = text[..at].matches('\n').count() + 1;
                let name = path.strip_prefix(base).unwrap_or(&path);
                short.push(format!("{}:{line}", name.display()));
            }
        }
    }
    short
}

#[test]
fn every_pick_list_is_at_least_32_px_high() {
    let short = short_pick_lists(Path::new(env!("CARGO_MANIFEST_DIR")));
    assert!(
        short.is_empty(),
        "pick lists under 32 px (set .padding([6, 10]), or [8, 8] with small text):\n{}",
        short.join("\n")
    );
}

/// The check itself, on made-up code: a pick list with iced's default padding, one
/// whose padding belongs to the field after it, and small text padded for body text
/// are found; padded ones pass.
#[test]
fn a_made_up_pick_list_without_its_padding_is_found() {
    let base = tempfile::tempdir().unwrap();
    fs::create_dir_all(base.path().join("src")).unwrap();
    fs::write(
        base.path().join("src").join("view.rs"),
        "row![\n\
         pick_list(a, b, |c| M(c)).width(Fill),\n\
         text_input(\"x\", y).padding(6),\n\
         pick_list(a, b, M).padding([6, 10]).width(Fill),\n\
         pick_list(a, b, M).text_size(theme::size::SMALL).padding([6, 10]),\n\
         pick_list(a, b, M).text_size(theme::size::SMALL).padding(8),\n\
         pick_list(a, b, M)\n// padded\n.padding([6, 10]),\n\
         ]\n",
    )
    .unwrap();
    let name = Path::new("src").join("view.rs");
    assert_eq!(
        short_pick_lists(base.path()),
        [
            format!("{}:2", name.display()),
            format!("{}:5", name.display())
        ]
    );
}
