//! The archive's `install.sh`, run with `sh` in scratch homes as players' machines have
//! them, odd ones included: it installs where the XDG spec says, names the program in
//! a menu entry the desktop can read, removes on `--uninstall` exactly what it put in
//! place, and refuses, before anything changes, the homes it cannot work in.

use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const APP_ID: &str = gotham_companion::app::APP_ID;

/// An unpacked archive: `install.sh`, a stand-in program and the share files the real
/// archive installs (a player's own pages beside them in a home must survive).
fn archive(root: &Path) -> PathBuf {
    let folder = root.join("archive");
    let write = |path: &str, text: &str| {
        let path = folder.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/linux/install.sh");
    write("install.sh", &std::fs::read_to_string(script).unwrap());
    write(
        "bin/gotham-companion",
        "#!/bin/sh\necho 'gotham-companion 0'\n",
    );
    let desktop =
        Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("assets/linux/{APP_ID}.desktop"));
    write(
        &format!("share/applications/{APP_ID}.desktop"),
        &std::fs::read_to_string(desktop).unwrap(),
    );
    write(
        &format!("share/icons/hicolor/48x48/apps/{APP_ID}.png"),
        "png",
    );
    write("share/man/man1/gotham-companion.1.gz", "page");
    write("share/man/man1/gotham-companion-validate.1.gz", "page");
    write(
        "share/bash-completion/completions/gotham-companion",
        "complete",
    );
    write("share/doc/gotham-companion/copyright", "not installed");
    write(
        "share/zsh/vendor-completions/_gotham-companion",
        "not installed",
    );
    use std::os::unix::fs::PermissionsExt;
    for file in ["install.sh", "bin/gotham-companion"] {
        let path = folder.join(file);
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    folder
}

/// Runs `sh SCRIPT ARGS` in `dir` with exactly the environment `env` (and a PATH).
fn run(dir: &Path, script: &Path, args: &[&str], env: &[(&str, &OsStr)]) -> Output {
    let mut command = Command::new("sh");
    command
        .arg(script)
        .args(args)
        .current_dir(dir)
        .env_clear()
        .env("PATH", "/usr/bin:/bin");
    for (key, value) in env {
        command.env(key, value);
    }
    command.output().unwrap()
}

/// Every file and folder under `root`, with each file's content.
fn snapshot(root: &Path) -> BTreeMap<PathBuf, Option<Vec<u8>>> {
    let mut found = BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path.clone());
                found.insert(path, None);
            } else {
                let content = std::fs::read(&path).unwrap();
                found.insert(path, Some(content));
            }
        }
    }
    found
}

/// The program an `Exec=` value names, read back as the Desktop Entry spec says: the
/// string's escapes first, then the quoted argument's, and `%%` as `%`.
fn exec_program(line: &str) -> String {
    let value = line.strip_prefix("Exec=").expect("an Exec line");
    let mut string = String::new();
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some('\\') => string.push('\\'),
                Some('s') => string.push(' '),
                Some(other) => {
                    string.push('\\');
                    string.push(other);
                }
                None => panic!("a lone backslash ends {line}"),
            }
        } else {
            string.push(c);
        }
    }
    let quoted = string
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .unwrap_or_else(|| panic!("the program is not quoted: {line}"));
    let mut program = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                let escaped = chars.next().expect("an escape");
                assert!(
                    "\"`$\\".contains(escaped),
                    "{escaped} needs no escape: {line}"
                );
                program.push(escaped);
            }
            '"' | '`' | '$' => panic!("{c} is not escaped in {line}"),
            '%' => {
                assert_eq!(chars.next(), Some('%'), "a lone % in {line}");
                program.push('%');
            }
            c => program.push(c),
        }
    }
    program
}

/// `desktop-file-validate`'s verdict on `file`, where the tool is installed.
fn validate_desktop_file(file: &Path) {
    match Command::new("desktop-file-validate").arg(file).output() {
        Ok(out) => assert!(
            out.status.success() && out.stdout.is_empty(),
            "desktop-file-validate: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
        Err(_) => eprintln!("desktop-file-validate is not installed: the entry is read back only"),
    }
}

#[test]
fn a_home_with_characters_the_shell_and_the_desktop_read_installs_and_uninstalls() {
    let scratch = tempfile::tempdir().unwrap();
    let archive = archive(scratch.path());
    for name in ["plain", "with space", "a$b`c\\d%e\"f'g", "año €"] {
        let home = scratch.path().join(name);
        std::fs::create_dir_all(home.join(".local/share/gotham-companion/crews")).unwrap();
        std::fs::write(
            home.join(".local/share/gotham-companion/crews/mine.json"),
            "{}",
        )
        .unwrap();
        let before = snapshot(&home);
        let env = [("HOME", home.as_os_str())];
        let out = run(scratch.path(), &archive.join("install.sh"), &[], &env);
        assert!(out.status.success(), "{name}: {out:?}");
        let entry = home.join(format!(".local/share/applications/{APP_ID}.desktop"));
        let text = std::fs::read_to_string(&entry).unwrap();
        let exec = text.lines().find(|l| l.starts_with("Exec=")).unwrap();
        assert_eq!(
            exec_program(exec),
            home.join(".local/bin/gotham-companion").to_str().unwrap(),
            "{name}"
        );
        validate_desktop_file(&entry);
        assert!(
            home.join(".local/share/man/man1/gotham-companion.1.gz")
                .is_file()
        );
        let out = run(
            scratch.path(),
            &archive.join("install.sh"),
            &["--uninstall"],
            &env,
        );
        assert!(out.status.success(), "{name}: {out:?}");
        assert_eq!(
            snapshot(&home),
            before,
            "{name}: the uninstall left the home changed"
        );
    }
}

#[test]
fn uninstalling_removes_only_what_the_install_put_in_place() {
    let scratch = tempfile::tempdir().unwrap();
    let archive = archive(scratch.path());
    let home = scratch.path().join("home");
    let own_page = home.join(".local/share/man/man1/gotham-companion-notes.1.gz");
    std::fs::create_dir_all(own_page.parent().unwrap()).unwrap();
    std::fs::write(&own_page, "the player's own notes").unwrap();
    let before = snapshot(&home);
    let env = [("HOME", home.as_os_str())];
    assert!(
        run(&home, &archive.join("install.sh"), &[], &env)
            .status
            .success()
    );
    assert_eq!(std::fs::read(&own_page).unwrap(), b"the player's own notes");
    // A list edited to name a file elsewhere removes nothing there.
    let elsewhere = scratch.path().join("elsewhere.txt");
    std::fs::write(&elsewhere, "keep").unwrap();
    let list = home.join(".local/share/gotham-companion-installed.txt");
    let mut listed = std::fs::read_to_string(&list).unwrap();
    listed.push_str(&format!("{}\n", elsewhere.display()));
    listed.push_str(&format!(
        "{}/.local/share/../../elsewhere.txt\n",
        home.display()
    ));
    std::fs::write(&list, listed).unwrap();
    assert!(
        run(&home, &archive.join("install.sh"), &["--uninstall"], &env)
            .status
            .success()
    );
    assert_eq!(snapshot(&home), before);
    assert!(elsewhere.is_file());
}

#[test]
fn an_install_without_a_list_is_uninstalled_by_the_archive_s_file_names() {
    // Versions before the list was kept: their files have this archive's names.
    let scratch = tempfile::tempdir().unwrap();
    let archive = archive(scratch.path());
    let home = scratch.path().join("home");
    let own_page = home.join(".local/share/man/man1/gotham-companion-notes.1.gz");
    std::fs::create_dir_all(own_page.parent().unwrap()).unwrap();
    std::fs::write(&own_page, "mine").unwrap();
    let env = [("HOME", home.as_os_str())];
    assert!(
        run(&home, &archive.join("install.sh"), &[], &env)
            .status
            .success()
    );
    std::fs::remove_file(home.join(".local/share/gotham-companion-installed.txt")).unwrap();
    assert!(
        run(&home, &archive.join("install.sh"), &["--uninstall"], &env)
            .status
            .success()
    );
    assert!(!home.join(".local/bin/gotham-companion").exists());
    assert!(
        !home
            .join(".local/share/man/man1/gotham-companion.1.gz")
            .exists()
    );
    assert!(own_page.is_file());
}

#[test]
fn a_line_break_in_home_or_the_data_folder_is_refused_before_anything_changes() {
    let scratch = tempfile::tempdir().unwrap();
    let archive = archive(scratch.path());
    // Another home with an install and a file of its own, which the pieces of a home
    // with a line break would name.
    let other = scratch.path().join("other");
    let other_env = [("HOME", other.as_os_str())];
    std::fs::create_dir_all(&other).unwrap();
    assert!(
        run(&other, &archive.join("install.sh"), &[], &other_env)
            .status
            .success()
    );
    std::fs::write(other.join("notes.txt"), "mine").unwrap();
    let before = snapshot(scratch.path());
    let broken = format!("{}/x\n{}", scratch.path().display(), other.display());
    for (key, value) in [("HOME", &broken), ("XDG_DATA_HOME", &broken)] {
        let home = scratch.path().join("home");
        for args in [&[][..], &["--uninstall"][..]] {
            let env = [
                ("HOME", home.as_os_str()),
                (key, OsStr::from_bytes(value.as_bytes())),
            ];
            let out = run(scratch.path(), &archive.join("install.sh"), args, &env);
            assert_eq!(out.status.code(), Some(1), "{key} {args:?}: {out:?}");
            let said = String::from_utf8_lossy(&out.stderr);
            assert!(said.contains("control character"), "{key}: {said}");
            assert_eq!(
                snapshot(scratch.path()),
                before,
                "{key} {args:?} changed files"
            );
        }
    }
}

#[test]
fn an_empty_or_relative_home_is_refused_and_a_relative_data_folder_ignored() {
    let scratch = tempfile::tempdir().unwrap();
    let archive = archive(scratch.path());
    let work = scratch.path().join("work");
    std::fs::create_dir_all(&work).unwrap();
    let before = snapshot(scratch.path());
    for home in ["", "relative/home", "/"] {
        let out = run(
            &work,
            &archive.join("install.sh"),
            &[],
            &[("HOME", home.as_ref())],
        );
        assert_eq!(out.status.code(), Some(1), "HOME={home:?}: {out:?}");
        assert_eq!(
            snapshot(scratch.path()),
            before,
            "HOME={home:?} changed files"
        );
    }
    let out = run(&work, &archive.join("install.sh"), &[], &[]);
    assert_eq!(out.status.code(), Some(1), "no HOME: {out:?}");
    // The XDG spec: a relative XDG_DATA_HOME is invalid and ignored.
    let home = scratch.path().join("home");
    let env = [
        ("HOME", home.as_os_str()),
        ("XDG_DATA_HOME", "~/data".as_ref()),
    ];
    assert!(
        run(&work, &archive.join("install.sh"), &[], &env)
            .status
            .success()
    );
    assert!(
        home.join(format!(".local/share/applications/{APP_ID}.desktop"))
            .is_file()
    );
    assert_eq!(
        std::fs::read_dir(&work).unwrap().count(),
        0,
        "it wrote in the current folder"
    );
}

#[test]
fn it_runs_through_a_symlink_and_with_cdpath_set() {
    let scratch = tempfile::tempdir().unwrap();
    let archive = archive(scratch.path());
    let links = scratch.path().join("links");
    std::fs::create_dir_all(&links).unwrap();
    std::os::unix::fs::symlink(archive.join("install.sh"), links.join("install-gc")).unwrap();
    let home = scratch.path().join("home");
    let cdpath = format!("{}:.", scratch.path().display());
    let env = [("HOME", home.as_os_str()), ("CDPATH", cdpath.as_ref())];
    let out = run(scratch.path(), &links.join("install-gc"), &[], &env);
    assert!(out.status.success(), "{out:?}");
    assert!(home.join(".local/bin/gotham-companion").is_file());
    let out = run(&archive, Path::new("./install.sh"), &["--uninstall"], &env);
    assert!(out.status.success(), "{out:?}");
    assert!(!home.join(".local/bin/gotham-companion").exists());
}

#[test]
fn other_arguments_are_refused_with_the_usage() {
    let scratch = tempfile::tempdir().unwrap();
    let archive = archive(scratch.path());
    let home = scratch.path().join("home");
    let before = snapshot(scratch.path());
    for args in [&["--help-me"][..], &["--uninstall", "now"], &["", ""]] {
        let out = run(
            scratch.path(),
            &archive.join("install.sh"),
            args,
            &[("HOME", home.as_os_str())],
        );
        assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("usage: install.sh [--uninstall]"));
        assert_eq!(snapshot(scratch.path()), before);
    }
}
