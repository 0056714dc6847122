//! Tidy checks on the source tree for what the app writes: a file's text reaches a
//! terminal, a spreadsheet or a page only through the one function made for it
//! (`safe::terminal`, `safe::csv_cell`, `sheets::html::Name`). Each check is also run
//! on a made-up source that bypasses it, so that none can pass by finding nothing.

use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, at any depth, in a stable order.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// The source's lines that are code: comments and doc comments left out.
fn code_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(n, line)| (n + 1, line))
        .filter(|(_, line)| !line.trim_start().starts_with("//"))
}

/// "file:line: text" for each code line of `text` holding one of `words`.
fn lines_holding(name: &str, text: &str, words: &[&str]) -> Vec<String> {
    code_lines(text)
        .filter(|(_, line)| words.iter().any(|w| line.contains(w)))
        .map(|(n, line)| format!("{name}:{n}: {}", line.trim()))
        .collect()
}

/// What prints to a terminal without going through `safe::terminal`.
const PRINTERS: [&str; 7] = [
    "println!",
    "print!(",
    "eprintln!",
    "eprint!(",
    "dbg!",
    "io::stdout",
    "io::stderr",
];

/// What writes a CSV record without going through `safe::csv_cell`.
const CSV_WRITERS: [&str; 3] = ["write_record", "write_field", "write_byte_record"];

/// Where printing or CSV writing bypasses its function, in the `src/` of `base`; only
/// `src/safe.rs` (where those functions are) may hold them.
fn bypasses(base: &Path, words: &[&str]) -> Vec<String> {
    let src = base.join("src");
    rust_files(&src)
        .into_iter()
        .filter(|path| path != &src.join("safe.rs"))
        .flat_map(|path| {
            let text = fs::read_to_string(&path).unwrap();
            let name = path.strip_prefix(base).unwrap().display().to_string();
            lines_holding(&name, &text, words)
        })
        .collect()
}

#[test]
fn nothing_prints_but_through_the_terminal_function() {
    let found = bypasses(Path::new(env!("CARGO_MANIFEST_DIR")), &PRINTERS);
    assert!(found.is_empty(), "printed raw:\n{}", found.join("\n"));
}

#[test]
fn every_csv_record_is_written_through_the_cell_function() {
    let found = bypasses(Path::new(env!("CARGO_MANIFEST_DIR")), &CSV_WRITERS);
    assert!(found.is_empty(), "CSV written raw:\n{}", found.join("\n"));
}

/// The names a sheet may hold, by the fields and helpers that give them: each must be
/// written as a `Name` (isolated in `<bdi>`), never only escaped.
const NAME_FIELDS: [&str; 10] = [
    ".name",
    ".alias",
    ".crew",
    "crew_name(",
    "affiliation",
    "fingerprint",
    ".traits",
    "aliases(",
    "(&alias)",
    "(&name)",
];

/// The calls that escape text without isolating it.
const ESCAPERS: [&str; 3] = ["Esc(", "escape(", "Escaped("];

/// Each place in `text` where a name is escaped but not isolated: an escaping call
/// whose argument names a name field, unless the argument is a sentence (a message,
/// which puts each of its arguments on one line, with its controls escaped).
fn unisolated_names(name: &str, text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (n, line) in code_lines(text) {
        for escaper in ESCAPERS {
            let mut rest = line;
            while let Some(at) = rest.find(escaper) {
                let after = &rest[at + escaper.len()..];
                let preceded = rest[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_');
                let argument = balanced(after);
                let sentence = argument.trim_start_matches('&').starts_with("tr!")
                    || argument.trim_start_matches('&').starts_with("words::");
                if !preceded && !sentence && NAME_FIELDS.iter().any(|f| argument.contains(f)) {
                    found.push(format!("{name}:{n}: {}", line.trim()));
                }
                rest = after;
            }
        }
    }
    found
}

/// The text up to the parenthesis that closes the one just opened.
fn balanced(text: &str) -> &str {
    let mut depth = 1;
    for (at, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return &text[..at];
                }
            }
            _ => {}
        }
    }
    text
}

#[test]
fn every_name_on_a_sheet_is_isolated() {
    let base = Path::new(env!("CARGO_MANIFEST_DIR"));
    let found: Vec<String> = rust_files(&base.join("src/sheets"))
        .into_iter()
        .flat_map(|path| {
            let text = fs::read_to_string(&path).unwrap();
            let name = path.strip_prefix(base).unwrap().display().to_string();
            unisolated_names(&name, &text)
        })
        .collect();
    assert!(
        found.is_empty(),
        "names escaped, not isolated:\n{}",
        found.join("\n")
    );
}

#[test]
fn a_made_up_source_that_bypasses_each_function_is_found() {
    let scratch = tempfile::tempdir().unwrap();
    let src = scratch.path().join("src/cli");
    fs::create_dir_all(&src).unwrap();
    fs::write(
        src.join("bad.rs"),
        "// println! in a comment is fine\nfn f() {\n    println!(\"{}\", name);\n    \
         w.write_record(&[name]);\n}\n",
    )
    .unwrap();
    fs::write(
        scratch.path().join("src/safe.rs"),
        "fn p() { println!(); }\n",
    )
    .unwrap();
    assert_eq!(
        bypasses(scratch.path(), &PRINTERS),
        ["src/cli/bad.rs:3: println!(\"{}\", name);"]
    );
    assert_eq!(
        bypasses(scratch.path(), &CSV_WRITERS),
        ["src/cli/bad.rs:4: w.write_record(&[name]);"]
    );
    let sheet = "let _ = write!(out, \"<td>{}</td>\", Esc(&player.name));\n\
                 let _ = write!(out, \"<td>{}</td>\", Name(&player.name));\n\
                 let _ = write!(out, \"{}\", Esc(&tr!(\"x\", name = player.name.as_str())));\n\
                 let _ = write!(out, \"{}\", escape(&model.alias));\n";
    assert_eq!(
        unisolated_names("sheet.rs", sheet),
        [
            "sheet.rs:1: let _ = write!(out, \"<td>{}</td>\", Esc(&player.name));",
            "sheet.rs:4: let _ = write!(out, \"{}\", escape(&model.alias));"
        ]
    );
}
