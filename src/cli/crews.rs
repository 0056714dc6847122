//! `validate` and `roster`: saved crews checked and printed.

use super::{EXIT_OK, EXIT_UNREADABLE, EXIT_VIOLATIONS, RosterFormat, quoted, shown};
use crate::bmg::collection::{Collection, Short};
use crate::bmg::deck::DeckCounts;
use crate::bmg::update::crews::{Impact, Renamed, Since};
use crate::bmg::update::{self};
use crate::bmg::{Catalog, Crew, Report, Scope, validate, validate_in};
use crate::sheets::roster::{self, Format};
use crate::words::Language;
use crate::{storage, words};
use serde::Serialize;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// `{"used", "limit"}` in `validate --json`.
#[derive(Serialize)]
struct ReputationJson {
    used: u32,
    limit: u32,
}

/// `{"used", "available"}` in `validate --json`.
#[derive(Serialize)]
struct FundingJson {
    used: u32,
    available: u32,
}

/// `{"name", "assumed"}` in `validate --json`: the affiliation the crew plays, and
/// whether the check picked it among the Boss's because the crew records none.
#[derive(Serialize)]
struct AffiliationJson<'a> {
    name: &'a str,
    assumed: bool,
}

/// One violation in `validate --json`; `members` are model ids.
#[derive(Serialize)]
struct ViolationJson<'a> {
    code: &'static str,
    message: String,
    members: Vec<&'a str>,
}

/// One reminder in `validate --json`: something to do before the match that breaks
/// no rule; `members` are model ids.
#[derive(Serialize)]
struct ReminderJson<'a> {
    message: String,
    members: Vec<&'a str>,
}

/// `{"saved_with", "in_use", "renamed", "changes"}` in `validate --json`: the catalog
/// the crew was saved with (none for a file from before crews recorded it), the one it
/// is checked with, the members read under a new id, and what changed for the crew
/// since (each in a player's words), or why that cannot be told.
#[derive(Serialize)]
struct CatalogJson<'a> {
    saved_with: Option<&'a str>,
    in_use: &'a str,
    renamed: Vec<RenamedJson<'a>>,
    changes: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    unknown: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    outcome: Option<OutcomeJson>,
}

/// `catalog.outcome` in `validate --json`: the verdict, Rep and $ under the catalog the
/// crew was saved with and the one in use, each only where it changed, and why.
#[derive(Serialize)]
struct OutcomeJson {
    #[serde(skip_serializing_if = "Option::is_none")]
    valid: Option<[bool; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reputation: Option<[u32; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    funding: Option<[u32; 2]>,
    reasons: Vec<String>,
}

impl OutcomeJson {
    /// The outcome of `impact`; none where the verdict, Rep and $ all stay the same.
    fn of(impact: &Impact) -> Option<OutcomeJson> {
        let out = OutcomeJson {
            valid: impact.valid(),
            reputation: impact.reputation(),
            funding: impact.funding(),
            reasons: words::update::reasons(impact),
        };
        (out.valid.is_some() || out.reputation.is_some() || out.funding.is_some()).then_some(out)
    }
}

/// A member read under a new id in `validate --json`.
#[derive(Serialize)]
struct RenamedJson<'a> {
    from: &'a str,
    to: &'a str,
}

/// One file's result in `validate --json`.
#[derive(Serialize)]
#[serde(untagged)]
enum FileJson<'a> {
    Checked {
        file: String,
        valid: bool,
        reputation: ReputationJson,
        funding: FundingJson,
        affiliation: Option<AffiliationJson<'a>>,
        deck: DeckCounts,
        violations: Vec<ViolationJson<'a>>,
        reminders: Vec<ReminderJson<'a>>,
        catalog: Box<CatalogJson<'a>>,
        /// With `--collection`: `"fieldable"` and `"short"`.
        #[serde(flatten, skip_serializing_if = "Option::is_none")]
        collection: Option<Box<FieldingJson>>,
    },
    Unreadable {
        file: String,
        valid: bool,
        error: String,
    },
}

/// `"fieldable": bool, "short": [{"id", "need", "own"}]` in `validate --collection
/// --json`: whether the collection fields the crew, and the profiles short.
#[derive(Serialize)]
struct FieldingJson {
    fieldable: bool,
    short: Vec<Short>,
}

/// A crew file checked: the crew as read under the catalog in use (renamed profiles
/// followed), its report, and what changed for it since the catalog it was saved with.
struct Checked {
    crew: Crew,
    report: Report,
    renamed: Vec<Renamed>,
    /// What changed since, or why it cannot be told; none where the crew was saved
    /// with the catalog in use, or records none.
    since: Option<Result<Since, String>>,
}

/// Reads and checks a crew file under `catalog`; `saved_with` keeps the catalogs crews
/// were saved with, loaded once each.
fn check_file(
    file: &Path,
    catalog: &Catalog,
    scope: Scope,
    saved_with: &mut HashMap<String, Result<Catalog, String>>,
) -> anyhow::Result<Checked> {
    let saved = storage::load_crew(file)?;
    let mut crew = saved.clone();
    let renamed = update::crews::follow_renames(&mut crew, catalog);
    let since = saved
        .catalog
        .as_deref()
        .filter(|id| *id != catalog.id())
        .map(|id| {
            let older = saved_with.entry(id.to_owned()).or_insert_with(|| {
                storage::catalogs_dir()
                    .and_then(|dir| storage::catalog_by_id(&dir, id))
                    .map_err(|e| e.to_string())
            });
            match older {
                Ok(older) => Ok(Since::of(&saved, older, catalog, scope)),
                Err(why) => Err(why.clone()),
            }
        });
    let report = validate_in(&crew, catalog, scope);
    Ok(Checked {
        crew,
        report,
        renamed,
        since,
    })
}

pub(super) fn validate_files(
    catalog: &Catalog,
    files: &[PathBuf],
    as_json: bool,
    scope: Scope,
    with_collection: bool,
) -> u8 {
    let collection = if with_collection {
        match super::collection::current(catalog) {
            Ok((_, collection)) => {
                if collection.is_empty() {
                    tell!(
                        "warning: your collection is empty: set it in the app, or with `collection import`"
                    );
                }
                Some(collection)
            }
            Err(error) => {
                tell!("error: {error:#}");
                return EXIT_UNREADABLE;
            }
        }
    } else {
        None
    };
    let collection = collection.as_ref();
    let mut saved_with = HashMap::new();
    let results: Vec<Result<Checked, String>> = files
        .iter()
        .map(|file| check_file(file, catalog, scope, &mut saved_with).map_err(|e| format!("{e:#}")))
        .collect();
    let code = if results.iter().any(Result::is_err) {
        EXIT_UNREADABLE
    } else if results.iter().flatten().any(|c| !c.report.is_valid()) {
        EXIT_VIOLATIONS
    } else {
        EXIT_OK
    };
    if as_json {
        print_json(files, &results, catalog, collection);
    } else {
        print_text(files, &results, catalog, collection);
    }
    code
}

/// The model ids of the members at `indexes`.
fn ids<'a>(crew: &'a Crew, indexes: &[usize]) -> Vec<&'a str> {
    indexes
        .iter()
        .filter_map(|&i| crew.members.get(i))
        .map(|m| m.model.as_str())
        .collect()
}

fn print_json(
    files: &[PathBuf],
    results: &[Result<Checked, String>],
    catalog: &Catalog,
    collection: Option<&Collection>,
) {
    let json: Vec<FileJson> = files
        .iter()
        .zip(results)
        .map(|(file, result)| {
            let file = file.display().to_string();
            let Ok(checked) = result else {
                let error = result.as_ref().err().cloned().unwrap_or_default();
                return FileJson::Unreadable {
                    file,
                    valid: false,
                    error,
                };
            };
            let Checked {
                crew,
                report,
                renamed,
                since,
            } = checked;
            let fielding = collection.map(|c| c.fielding(crew));
            FileJson::Checked {
                file,
                valid: report.is_valid(),
                reputation: ReputationJson {
                    used: report.reputation_used,
                    limit: report.reputation_limit,
                },
                funding: FundingJson {
                    used: report.funding_used,
                    available: report.funding_available,
                },
                affiliation: report.affiliation.as_ref().map(|played| AffiliationJson {
                    name: &played.affiliation,
                    assumed: played.assumed,
                }),
                deck: report.deck,
                violations: report
                    .violations
                    .iter()
                    .map(|v| ViolationJson {
                        code: v.code.as_str(),
                        message: words::rules::violation(v),
                        members: ids(crew, &v.members),
                    })
                    .collect(),
                reminders: report
                    .reminders
                    .iter()
                    .map(|r| ReminderJson {
                        message: words::rules::reminder(r),
                        members: ids(crew, &r.members),
                    })
                    .collect(),
                catalog: Box::new(CatalogJson {
                    saved_with: crew.catalog.as_deref(),
                    in_use: catalog.id(),
                    renamed: renamed
                        .iter()
                        .map(|r| RenamedJson {
                            from: &r.from,
                            to: &r.to,
                        })
                        .collect(),
                    changes: since
                        .as_ref()
                        .and_then(|s| s.as_ref().ok())
                        .map(words::update::since_changes)
                        .unwrap_or_default(),
                    unknown: since
                        .as_ref()
                        .and_then(|s| s.as_ref().err())
                        .map(String::as_str),
                    outcome: since
                        .as_ref()
                        .and_then(|s| s.as_ref().ok())
                        .and_then(|s| s.impact.as_ref())
                        .and_then(OutcomeJson::of),
                }),
                collection: fielding.map(|f| {
                    Box::new(FieldingJson {
                        fieldable: f.is_fieldable(),
                        short: f.short,
                    })
                }),
            }
        })
        .collect();
    // Plain data always serialises.
    say!(
        "{}",
        serde_json::to_string_pretty(&json).unwrap_or_default()
    );
}

fn print_text(
    files: &[PathBuf],
    results: &[Result<Checked, String>],
    catalog: &Catalog,
    collection: Option<&Collection>,
) {
    for error in results.iter().filter_map(|r| r.as_ref().err()) {
        tell!("error: {error}");
    }
    for (file, checked) in files.iter().zip(results) {
        let Ok(Checked {
            crew,
            report,
            renamed,
            since,
        }) = checked
        else {
            continue;
        };
        let name = shown(file);
        let plays = match &report.affiliation {
            Some(played) if played.assumed => {
                format!(", plays {} (assumed)", quoted(&played.affiliation))
            }
            Some(played) => format!(", plays {}", quoted(&played.affiliation)),
            None => String::new(),
        };
        let totals = format!(
            "{}/{} Rep, ${}/${}{plays}",
            report.reputation_used,
            report.reputation_limit,
            report.funding_used,
            report.funding_available
        );
        if report.is_valid() {
            say!("{name}: {} is legal ({totals})", quoted(&crew.name));
        } else {
            let rules = words::count(report.violations.len() as u64, "rule", "rules");
            say!("{name}: {} breaks {rules} ({totals})", quoted(&crew.name));
            for violation in &report.violations {
                say!(
                    "  [{}] {}",
                    violation.code,
                    words::rules::violation(violation)
                );
            }
        }
        for reminder in &report.reminders {
            say!("  reminder: {}", words::rules::reminder(reminder));
        }
        if let Some(collection) = collection {
            let fielding = collection.fielding(crew);
            say!(
                "  collection: {}",
                crate::words::lower_first(&crate::words::collection::fielding(
                    &fielding, catalog, collection, None
                ))
            );
        }
        for r in renamed {
            let alias = catalog.model(&r.to).map_or("", |m| m.alias.as_str());
            say!(
                "  renamed: {} is read as {} ({alias}); the file keeps the old id until it is saved",
                quoted(&r.from),
                quoted(&r.to)
            );
        }
        match since {
            Some(Ok(since)) => {
                let lines = words::update::since(since);
                if lines.is_empty() {
                    say!(
                        "  catalog: saved with {}, checked with {}: nothing changed for this crew",
                        quoted(&since.saved_with),
                        catalog.id()
                    );
                } else {
                    say!(
                        "  catalog: saved with {}, checked with {}; since then:",
                        quoted(&since.saved_with),
                        catalog.id()
                    );
                    for line in lines {
                        say!("    {line}");
                    }
                }
            }
            Some(Err(why)) => say!(
                "  catalog: saved with {}, checked with {} ({why}: what changed since cannot be told)",
                quoted(crew.catalog.as_deref().unwrap_or_default()),
                catalog.id()
            ),
            None => {}
        }
    }
}

pub(super) fn print_roster(
    catalog: &Catalog,
    file: &Path,
    format: RosterFormat,
    language: Language,
) -> u8 {
    match storage::load_crew(file) {
        Ok(mut crew) => {
            update::crews::follow_renames(&mut crew, catalog);
            let report = validate(&crew, catalog);
            let format = match format {
                RosterFormat::Text => Format::Text,
                RosterFormat::Markdown => Format::Markdown,
                RosterFormat::Html => Format::Html,
            };
            say!(
                "{}",
                roster::render(&crew, catalog, &report, format, language).trim_end()
            );
            EXIT_OK
        }
        Err(error) => {
            tell!("error: {error:#}");
            EXIT_UNREADABLE
        }
    }
}
