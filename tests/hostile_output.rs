//! Names from shared files, as hostile as a file can make them, through every command
//! that prints them: a file can put words on the terminal, never codes. No control
//! or bidi control reaches the terminal raw, a line break in a name never adds a line
//! of its own, and a refusal quotes a name cut to 60 characters.

mod support;

use gotham_companion::safe;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A name that would forge a standings row, or a line of `roster` and `validate`.
const FORGER: &str = "Ann\n  1  Mallory  99  0/0/0";
/// The start of the line it would forge.
const FORGED: &str = "  1  Mallory";
/// A name that would set the terminal's title, clear it, ring it and reorder a line.
const ESCAPER: &str = "Eve\u{1b}]0;PWNED\u{7}\u{1b}[2J\u{9b}31m\u{202e}Name\u{2066}";

/// A name of 10,000 characters.
fn long_name() -> String {
    "X".repeat(10_000)
}

/// The binary with `args`, its data folder in `home`.
fn run(home: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gotham-companion"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("GOTHAM_COMPANION_HOME", home)
        .output()
        .expect("the binary runs")
}

/// Checks what a run printed: no raw control or bidi control on either stream, no
/// forged line; and, unless `document` (a roster, a sheet or JSON, which give a name
/// whole), no name of more than 60 characters.
fn check(what: &str, output: &Output, document: bool) -> String {
    for (stream, bytes) in [("stdout", &output.stdout), ("stderr", &output.stderr)] {
        let text = String::from_utf8_lossy(bytes);
        if let Some(c) = text
            .chars()
            .find(|&c| safe::is_unsafe(c) && c != '\n' && c != '\t')
        {
            panic!("{what}: {stream} holds U+{:04X} raw:\n{text}", u32::from(c));
        }
        assert!(
            !text.lines().any(|line| line.starts_with(FORGED)),
            "{what}: {stream} holds a forged line:\n{text}"
        );
        if !document || stream == "stderr" {
            assert!(
                !text.contains(&"X".repeat(61)),
                "{what}: {stream} quotes a name whole"
            );
        }
    }
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// An example crew saved under `name` in `dir`, as `file`.
fn crew_named(dir: &Path, example: &str, name: &str, file: &str) -> PathBuf {
    let mut crew = support::example_crew(example);
    crew.name = name.to_owned();
    let path = dir.join(file);
    gotham_companion::storage::save_crew(&path, &crew).unwrap();
    path
}

#[test]
fn validate_roster_and_codes_print_a_hostile_crew_name_as_words() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    for (n, name) in [FORGER, ESCAPER, &long_name()].into_iter().enumerate() {
        let legal = crew_named(dir.path(), "night-patrol.json", name, &format!("c{n}.json"));
        let legal = legal.to_str().unwrap();
        let broken = crew_named(
            dir.path(),
            "the-iceberg-lounge.json",
            name,
            &format!("b{n}.json"),
        );
        let broken = broken.to_str().unwrap();
        check("validate", &run(&home, &["validate", legal, broken]), false);
        check(
            "validate --json",
            &run(&home, &["validate", "--json", legal]),
            true,
        );
        for format in ["text", "markdown", "html"] {
            let out = run(&home, &["roster", legal, "--format", format]);
            let text = check(format, &out, true);
            assert_eq!(out.status.code(), Some(0), "{format}");
            if format == "html" && name == ESCAPER {
                // The browser gets the name as it is, isolated; the terminal no code.
                assert!(
                    text.contains(
                        "<bdi>Eve\u{FFFD}]0;PWNED\u{FFFD}\u{FFFD}[2J\u{FFFD}31m&#x202E;Name"
                    ),
                    "{text}"
                );
            }
        }
        let code = run(&home, &["code", "encode", legal]);
        let code = check("code encode", &code, false);
        let written = dir.path().join(format!("decoded{n}.json"));
        let out = run(
            &home,
            &[
                "code",
                "decode",
                code.trim(),
                "--output",
                written.to_str().unwrap(),
            ],
        );
        check("code decode", &out, false);
    }
}

#[test]
fn a_tournament_prints_hostile_names_as_words_in_every_command() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    let file = dir.path().join("event.json");
    let f = file.to_str().unwrap();
    let long = long_name();
    check(
        "new",
        &run(&home, &["tournament", "new", f, "--name", ESCAPER]),
        false,
    );
    let names = [FORGER, ESCAPER, long.as_str(), "Di"];
    for (n, name) in names.into_iter().enumerate() {
        let list = crew_named(dir.path(), "night-patrol.json", name, &format!("l{n}.json"));
        let list = list.to_str().unwrap();
        let out = run(
            &home,
            &["tournament", "add", f, "--player", name, list, list],
        );
        check("add", &out, false);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        // A refused list, named by the file: its refusal lines quote it cut short.
        let over = crew_named(
            dir.path(),
            "the-iceberg-lounge.json",
            name,
            &format!("o{n}.json"),
        );
        let over = over.to_str().unwrap();
        let out = run(
            &home,
            &["tournament", "add", f, "--player", "Zed", over, over],
        );
        check("add refused", &out, false);
        assert_eq!(out.status.code(), Some(1));
    }
    let out = run(
        &home,
        &["tournament", "add", f, "--player", ESCAPER, "x", "y"],
    );
    check("add taken", &out, false);
    check("pair", &run(&home, &["tournament", "pair", f]), false);
    check(
        "pair --json",
        &run(&home, &["tournament", "pair", f, "--json"]),
        true,
    );
    let text = check(
        "standings",
        &run(&home, &["tournament", "standings", f]),
        false,
    );
    assert_eq!(text.lines().count(), 1 + names.len(), "{text}");
    let csv = check(
        "csv",
        &run(&home, &["tournament", "standings", f, "--csv"]),
        true,
    );
    assert_eq!(csv.lines().count(), 1 + names.len(), "{csv}");
    check(
        "json",
        &run(&home, &["tournament", "standings", f, "--json"]),
        true,
    );
    for sheet in ["pairings", "slips", "standings"] {
        check(sheet, &run(&home, &["tournament", "sheet", f, sheet]), true);
    }
    check(
        "drop",
        &run(&home, &["tournament", "drop", f, "--player", FORGER]),
        false,
    );
    let unknown = format!("{long}\u{1b}[2J");
    check(
        "drop unknown",
        &run(&home, &["tournament", "drop", f, "--player", &unknown]),
        false,
    );
}

#[test]
fn a_tournament_file_s_duplicate_names_are_refused_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    let file = dir.path().join("event.json");
    let f = file.to_str().unwrap();
    run(&home, &["tournament", "new", f, "--name", "Club"]);
    let name = format!("{ESCAPER}{}", long_name());
    let list = crew_named(dir.path(), "night-patrol.json", &name, "l.json");
    let list = list.to_str().unwrap();
    let out = run(
        &home,
        &["tournament", "add", f, "--player", &name, list, list],
    );
    assert_eq!(out.status.code(), Some(0));
    // The same player registered twice by a hand that edited the file.
    let mut json: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(&file).unwrap()).unwrap();
    let events = json["events"].as_array_mut().expect("a list of events");
    let added = events.last().unwrap().clone();
    events.push(added);
    fs::write(&file, serde_json::to_string(&json).unwrap()).unwrap();
    for args in [
        &["tournament", "standings", f][..],
        &["tournament", "pair", f],
        &["tournament", "sheet", f, "standings"],
    ] {
        let out = run(&home, args);
        check("duplicate", &out, false);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(said.trim_end().lines().count(), 1, "{said}");
    }
}

#[test]
fn a_match_with_hostile_player_names_is_summed_up_and_reported_as_words() {
    use gotham_companion::bmg::tracker::MatchRecord;
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    for (n, name) in [FORGER, ESCAPER, &long_name()].into_iter().enumerate() {
        let mut setup = support::unshuffled_setup("night-patrol.json", "league-of-shadows.json");
        setup.players[0].name = name.to_owned();
        setup.players[1].crew.name = name.to_owned();
        let record = MatchRecord::new(setup);
        let file = dir.path().join(format!("match{n}.json"));
        gotham_companion::storage::save_match(&file, &record).unwrap();
        let f = file.to_str().unwrap();
        check("summary", &run(&home, &["match", "summary", f]), false);
        check(
            "summary --json",
            &run(&home, &["match", "summary", f, "--json"]),
            true,
        );
        check("report", &run(&home, &["match", "report", f]), true);
    }
}

#[test]
fn a_file_name_with_a_line_break_or_an_escape_stays_in_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    let odd = dir.path().join("Ann\n  1  Mallory\u{1b}[2J.json");
    fs::write(&odd, "{ broken").unwrap();
    let out = run(&home, &["validate", odd.to_str().unwrap()]);
    check("validate", &out, false);
    assert_eq!(
        String::from_utf8_lossy(&out.stderr)
            .trim_end()
            .lines()
            .count(),
        1
    );
}
