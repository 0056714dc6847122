//! `catalog`: packs built, checked, compared, installed and chosen.

use super::{EXIT_OK, EXIT_UNREADABLE, EXIT_VIOLATIONS, shown};
use crate::bmg::Catalog;
use crate::bmg::catalog::{
    ACTIVE_WORD, BUNDLED_ID, CatalogRef, Manifest, PREVIOUS_WORD, check_id, is_date,
};
use crate::bmg::update::{self, Changes, How, Kind, summary};
use crate::{storage, words};
use clap::Subcommand;
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A `catalog` subcommand.
#[derive(Debug, Subcommand)]
pub enum CatalogCommand {
    /// Make a catalog pack of a data folder (the importer's output): one file to
    /// release. It is checked as `catalog check` checks, and written only if it passes.
    Build {
        /// The data folder (models.json, equipment.json, objective-cards.json, and
        /// optionally rulesets.json, affiliation-rules.json, code-numbers.json).
        #[arg(value_name = "DATA_DIR")]
        dir: PathBuf,
        /// The pack's id, as crews will record it (letters, digits, '.', '-', '_').
        #[arg(long)]
        id: String,
        /// The release day, YYYY-MM-DD.
        #[arg(long)]
        date: String,
        /// Where the data came from.
        #[arg(long, default_value = "")]
        source: String,
        /// What changed, in the makers' words.
        #[arg(long, default_value = "")]
        notes: String,
        /// A profile given a new id: OLD=NEW (repeat for each).
        #[arg(long, value_name = "OLD=NEW", value_parser = renaming)]
        renamed: Vec<(String, String)>,
        /// Where to write the pack.
        #[arg(long, value_name = "PACK")]
        output: PathBuf,
    },
    /// Run every check the bundled catalog passes on a pack, then print its manifest
    /// and counts. Exits 0 when it passes, 1 when it fails (each problem on a line),
    /// 2 when the file cannot be read.
    Check {
        /// The pack file.
        #[arg(value_name = "PACK")]
        pack: PathBuf,
    },
    /// What changed from one catalog to another, what alters play first. Each is a
    /// pack, a data folder, an installed catalog's id, `bundled` or `active`.
    Diff {
        /// The older catalog.
        #[arg(value_name = "OLD")]
        old: String,
        /// The newer catalog.
        #[arg(value_name = "NEW")]
        new: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
        /// List every change, the renames of printed names one by one too.
        #[arg(long)]
        all: bool,
    },
    /// Install a pack in the data folder and use it from now on. Refused while a
    /// window has the data folder open, or a match is in progress.
    Install {
        /// The pack file.
        #[arg(value_name = "PACK")]
        pack: PathBuf,
    },
    /// The catalogs installed, the bundled one, and which is in use.
    List {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Use an installed catalog, `bundled`, or `previous` (the one used before).
    /// Refused while a window has the data folder open, or a match is in progress.
    Use {
        /// The catalog's id, `bundled` or `previous`.
        #[arg(value_name = "ID")]
        id: String,
    },
}

/// `--renamed OLD=NEW`.
fn renaming(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((old, new)) if !old.trim().is_empty() && !new.trim().is_empty() => {
            Ok((old.trim().to_owned(), new.trim().to_owned()))
        }
        _ => Err(format!("'{text}' is not OLD=NEW")),
    }
}

pub(super) fn run(command: CatalogCommand) -> u8 {
    match command {
        CatalogCommand::Build {
            dir,
            id,
            date,
            source,
            notes,
            renamed,
            output,
        } => {
            let manifest = Manifest {
                id,
                date,
                source,
                notes,
                renamed: renamed.into_iter().collect(),
            };
            build(&dir, &manifest, &output)
        }
        CatalogCommand::Check { pack } => check(&pack),
        CatalogCommand::Diff {
            old,
            new,
            json,
            all,
        } => diff(&old, &new, json, all),
        CatalogCommand::Install { pack } => with_folder(|dir| {
            let catalog = storage::install_pack(dir, &pack)?;
            Ok(format!(
                "Installed the catalog {}: it is the one in use now.",
                described(catalog.manifest())
            ))
        }),
        CatalogCommand::List { json } => list(json),
        CatalogCommand::Use { id } => with_folder(|dir| {
            let catalog = if id == PREVIOUS_WORD {
                storage::use_previous(dir)?
            } else {
                storage::use_catalog(dir, &CatalogRef::from_id(&id)).map_err(|e| match e {
                    // Where to look, which the window's wording leaves out.
                    storage::Trouble::NotInstalled(_) => {
                        anyhow::anyhow!("{e} (catalog list shows those that are)")
                    }
                    _ => e.into(),
                })?
            };
            Ok(format!(
                "The catalog in use is now {}.",
                described(catalog.manifest())
            ))
        }),
    }
}

/// "2026-08-20 (2026-08-20, from X)".
fn described(manifest: &Manifest) -> String {
    let mut said = manifest.id.clone();
    let mut about = Vec::new();
    if !manifest.date.is_empty() && manifest.date != manifest.id {
        about.push(manifest.date.clone());
    }
    if !manifest.source.is_empty() {
        about.push(format!("from {}", manifest.source));
    }
    if !about.is_empty() {
        said.push_str(&format!(" ({})", about.join(", ")));
    }
    said
}

fn build(dir: &Path, manifest: &Manifest, output: &Path) -> u8 {
    if let Err(why) = check_id(&manifest.id) {
        tell!("error: --id: {why}");
        return EXIT_UNREADABLE;
    }
    if !is_date(&manifest.date) {
        tell!(
            "error: --date: '{}' is not a day written YYYY-MM-DD",
            manifest.date
        );
        return EXIT_UNREADABLE;
    }
    match storage::build_pack(dir, manifest) {
        Ok(text) => match storage::write_atomic(output, text.as_bytes()) {
            Ok(()) => {
                say!(
                    "Wrote the catalog pack {} to {}",
                    manifest.id,
                    shown(output)
                );
                EXIT_OK
            }
            Err(error) => {
                tell!("error: {error:#}");
                EXIT_UNREADABLE
            }
        },
        Err(report) => {
            tell!("error: {report}");
            EXIT_VIOLATIONS
        }
    }
}

fn check(pack: &Path) -> u8 {
    let text = match storage::read_text(
        pack,
        storage::CATALOG_FILE_CAP,
        storage::FileKind::CatalogPack,
    ) {
        Ok(text) => text,
        Err(error) => {
            tell!("error: {error:#}");
            return EXIT_UNREADABLE;
        }
    };
    let origin = format!("the catalog pack {}", shown(pack));
    if let Err(why) = storage::readable_pack(&text, &origin) {
        tell!("error: {why}");
        return EXIT_UNREADABLE;
    }
    match storage::check_release(storage::parse_pack(&text, &origin)) {
        Ok(catalog) => {
            let m = catalog.manifest();
            say!("{} passes every check.", shown(pack));
            say!("id: {}", m.id);
            say!("date: {}", m.date);
            say!("source: {}", m.source);
            if !m.notes.is_empty() {
                say!("notes: {}", m.notes);
            }
            for (old, new) in &m.renamed {
                say!("renamed: {old} -> {new}");
            }
            say!(
                "{} profiles, {} equipment items, {} objective cards, {} rulesets",
                catalog.models().len(),
                catalog.equipment().len(),
                catalog.cards().len(),
                catalog.rulesets().len()
            );
            EXIT_OK
        }
        Err(report) => {
            tell!("error: {report}");
            EXIT_VIOLATIONS
        }
    }
}

/// The catalog `which` names: `bundled`, `active`, a pack or a data folder, or the id
/// of an installed catalog (a file or folder of that name comes first).
pub(super) fn named(which: &str) -> Result<Catalog, String> {
    let found = match which {
        BUNDLED_ID => Catalog::bundled(),
        ACTIVE_WORD => {
            let dir = storage::catalogs_dir().map_err(|e| format!("{e:#}"))?;
            let (catalog, problem) = storage::load_active(&dir).map_err(|r| r.to_string())?;
            if let Some(problem) = problem {
                return Err(format!("the catalog in use cannot be loaded: {problem}"));
            }
            Ok(catalog)
        }
        path if Path::new(path).exists() || check_id(path).is_err() => {
            storage::read_catalog(Path::new(path))
        }
        id => {
            let dir = storage::catalogs_dir().map_err(|e| format!("{e:#}"))?;
            return storage::catalog_by_id(&dir, id).map_err(|why| {
                format!("{why}, and no file or folder is named so (catalog list shows the installed ones)")
            });
        }
    };
    found.map_err(|report| report.to_string())
}

/// `catalog diff --json`: one change.
#[derive(Serialize)]
struct ChangeJson<'a> {
    kind: Kind,
    id: &'a str,
    change: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    to_id: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fields: Option<BTreeMap<&'static str, [&'a Value; 2]>>,
}

/// `catalog diff --json`: a trait this version does not check.
#[derive(Serialize)]
struct UncheckedJson<'a> {
    #[serde(rename = "trait")]
    printed: &'a str,
    models: &'a [String],
}

/// `catalog diff --json`.
#[derive(Serialize)]
struct DiffJson<'a> {
    from: &'a str,
    to: &'a str,
    changes: Vec<ChangeJson<'a>>,
    unchecked_traits: Vec<UncheckedJson<'a>>,
}

fn diff(old: &str, new: &str, json: bool, all: bool) -> u8 {
    let (old, new) = match (named(old), named(new)) {
        (Ok(old), Ok(new)) => (old, new),
        (Err(why), _) | (_, Err(why)) => {
            tell!("error: {why}");
            return EXIT_UNREADABLE;
        }
    };
    let changes = update::diff(&old, &new);
    if json {
        say!("{}", diff_json(&changes));
    } else {
        for line in diff_text(&changes, all) {
            say!("{line}");
        }
    }
    EXIT_OK
}

/// The change list as `catalog diff --json` prints it.
pub(super) fn diff_json(changes: &Changes) -> String {
    let out = DiffJson {
        from: &changes.from,
        to: &changes.to,
        changes: changes
            .changes
            .iter()
            .map(|c| {
                let (change, to_id, fields) = match &c.how {
                    How::Added => ("added", None, None),
                    How::Removed => ("removed", None, None),
                    How::Renamed { to, fields } => (
                        "renamed",
                        Some(to.as_str()),
                        (!fields.is_empty()).then(|| field_values(fields)),
                    ),
                    How::Changed(fields) => ("changed", None, Some(field_values(fields))),
                };
                ChangeJson {
                    kind: c.kind,
                    id: &c.id,
                    change,
                    to_id,
                    fields,
                }
            })
            .collect(),
        unchecked_traits: changes
            .unchecked
            .iter()
            .map(|u| UncheckedJson {
                printed: &u.printed,
                models: &u.models,
            })
            .collect(),
    };
    // Plain data always serialises.
    serde_json::to_string_pretty(&out).unwrap_or_default()
}

/// Each field's name with its old and new values.
fn field_values(fields: &[update::Field]) -> BTreeMap<&'static str, [&Value; 2]> {
    fields.iter().map(|f| (f.name, [&f.old, &f.new])).collect()
}

/// The change list in a player's words: what alters play first, a heading per group.
fn diff_text(changes: &Changes, all: bool) -> Vec<String> {
    let mut lines = vec![format!("From {} to {}:", changes.from, changes.to)];
    if changes.changes.is_empty() {
        lines.push("nothing changed.".to_owned());
    }
    for section in summary::told(changes, all) {
        lines.push(format!("{}:", words::update::heading(&section)));
        lines.extend(
            section
                .lines
                .iter()
                .map(|l| format!("  {}", words::update::told(&l.told))),
        );
    }
    if !all && summary::renamed_only(changes) > 0 {
        lines.push("(catalog diff --all lists every rename)".to_owned());
    }
    lines
}

/// `catalog list --json`: one catalog.
#[derive(Serialize)]
struct ListedJson {
    id: String,
    date: String,
    source: String,
    active: bool,
    bundled: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

fn list(json: bool) -> u8 {
    let dir = match storage::catalogs_dir() {
        Ok(dir) => dir,
        Err(error) => {
            tell!("error: {error:#}");
            return EXIT_UNREADABLE;
        }
    };
    let (active, installed) = match (storage::read_active(&dir), storage::list_installed(&dir)) {
        (Ok(active), Ok(installed)) => (active, installed),
        (Err(error), _) | (_, Err(error)) => {
            tell!("error: {error:#}");
            return EXIT_UNREADABLE;
        }
    };
    let mut listed = Vec::new();
    if let Ok(bundled) = Catalog::bundled() {
        let m = bundled.manifest();
        listed.push(ListedJson {
            id: BUNDLED_ID.to_owned(),
            date: m.date.clone(),
            source: format!("{} ({})", m.source, m.id),
            active: active.active.is_bundled(),
            bundled: true,
            error: None,
        });
    }
    for pack in installed {
        listed.push(match pack.manifest {
            Ok(m) => ListedJson {
                active: active.active.id() == m.id,
                id: m.id,
                date: m.date,
                source: m.source,
                bundled: false,
                error: None,
            },
            Err(error) => ListedJson {
                id: pack.path.display().to_string(),
                date: String::new(),
                source: String::new(),
                active: false,
                bundled: false,
                error: Some(error.to_string()),
            },
        });
    }
    if json {
        // Plain data always serialises.
        say!(
            "{}",
            serde_json::to_string_pretty(&listed).unwrap_or_default()
        );
        return EXIT_OK;
    }
    for c in &listed {
        let mark = if c.active { "*" } else { " " };
        match &c.error {
            Some(error) => say!("{mark} {}: cannot be read: {error}", c.id),
            None => say!("{mark} {}  {}  {}", c.id, c.date, c.source),
        }
    }
    say!("(* the catalog in use)");
    EXIT_OK
}

/// Runs `change` on the `catalogs/` folder while holding the data folder's lock, and
/// prints what it says; refused while a window holds the lock or a match is in
/// progress (its replay reads the catalog it was started with).
fn with_folder(change: impl FnOnce(&Path) -> anyhow::Result<String>) -> u8 {
    let outcome = (|| -> anyhow::Result<String> {
        let home = storage::home()?;
        let _lock = match storage::lock_folder(&home)? {
            storage::Claim::Held(lock) => lock,
            storage::Claim::HeldElsewhere => anyhow::bail!(
                "a Gotham Companion window has the data folder {} open: use Update catalog… in it, or close it first",
                shown(&home)
            ),
        };
        if let Ok(autosave) = storage::autosave_path()
            && autosave.exists()
        {
            anyhow::bail!(
                "a match is in progress ({}): finish or abandon it first, as it is played with the catalog it started with",
                shown(&autosave)
            );
        }
        change(&home.join("catalogs"))
    })();
    match outcome {
        Ok(news) => {
            say!("{news}");
            EXIT_OK
        }
        Err(error) => {
            tell!("error: {error:#}");
            EXIT_UNREADABLE
        }
    }
}
