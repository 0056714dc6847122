//! `validate` and `roster`: saved crews checked and printed.

use super::{EXIT_OK, EXIT_UNREADABLE, EXIT_VIOLATIONS, RosterFormat};
use crate::bmg::deck::DeckCounts;
use crate::bmg::roster::{self, Format};
use crate::bmg::{Catalog, Scope, validate, validate_in};
use crate::storage;
use serde::Serialize;
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
    message: &'a str,
    members: Vec<&'a str>,
}

/// One reminder in `validate --json`: something to do before the match that breaks
/// no rule; `members` are model ids.
#[derive(Serialize)]
struct ReminderJson<'a> {
    message: &'a str,
    members: Vec<&'a str>,
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
    },
    Unreadable {
        file: String,
        valid: bool,
        error: String,
    },
}

pub(super) fn validate_files(
    catalog: &Catalog,
    files: &[PathBuf],
    as_json: bool,
    scope: Scope,
) -> u8 {
    let mut code = EXIT_OK;
    let mut checked = Vec::new();
    let mut unreadable = Vec::new();
    for (position, file) in files.iter().enumerate() {
        match storage::load_crew(file) {
            Ok(crew) => {
                let report = validate_in(&crew, catalog, scope);
                checked.push((position, crew, report));
            }
            Err(error) => unreadable.push((position, format!("{error:#}"))),
        }
    }
    if !unreadable.is_empty() {
        code = EXIT_UNREADABLE;
    } else if checked.iter().any(|(_, _, report)| !report.is_valid()) {
        code = EXIT_VIOLATIONS;
    }

    if as_json {
        let mut results: Vec<(usize, FileJson)> = Vec::new();
        for (position, crew, report) in &checked {
            let violations = report
                .violations
                .iter()
                .map(|v| ViolationJson {
                    code: v.code.as_str(),
                    message: &v.message,
                    members: v
                        .members
                        .iter()
                        .map(|&i| crew.members[i].model.as_str())
                        .collect(),
                })
                .collect();
            let reminders = report
                .reminders
                .iter()
                .map(|r| ReminderJson {
                    message: &r.message,
                    members: r
                        .members
                        .iter()
                        .map(|&i| crew.members[i].model.as_str())
                        .collect(),
                })
                .collect();
            results.push((
                *position,
                FileJson::Checked {
                    file: files[*position].display().to_string(),
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
                    violations,
                    reminders,
                },
            ));
        }
        for (position, error) in &unreadable {
            results.push((
                *position,
                FileJson::Unreadable {
                    file: files[*position].display().to_string(),
                    valid: false,
                    error: error.clone(),
                },
            ));
        }
        results.sort_by_key(|(position, _)| *position);
        let results: Vec<FileJson> = results.into_iter().map(|(_, r)| r).collect();
        // Plain data always serialises.
        say!(
            "{}",
            serde_json::to_string_pretty(&results).unwrap_or_default()
        );
        return code;
    }

    for (_, error) in &unreadable {
        eprintln!("error: {error}");
    }
    for (position, crew, report) in &checked {
        let name = files[*position].display();
        let plays = match &report.affiliation {
            Some(played) if played.assumed => format!(", plays {} (assumed)", played.affiliation),
            Some(played) => format!(", plays {}", played.affiliation),
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
            say!("{name}: {} is legal ({totals})", crew.name);
        } else {
            let count = report.violations.len();
            let plural = if count == 1 { "" } else { "s" };
            say!(
                "{name}: {} breaks {count} rule{plural} ({totals})",
                crew.name
            );
            for violation in &report.violations {
                say!("  [{}] {}", violation.code, violation.message);
            }
        }
        for reminder in &report.reminders {
            say!("  reminder: {}", reminder.message);
        }
    }
    code
}

pub(super) fn print_roster(catalog: &Catalog, file: &Path, format: RosterFormat) -> u8 {
    match storage::load_crew(file) {
        Ok(crew) => {
            let report = validate(&crew, catalog);
            let format = match format {
                RosterFormat::Text => Format::Text,
                RosterFormat::Markdown => Format::Markdown,
                RosterFormat::Html => Format::Html,
            };
            say!(
                "{}",
                roster::render(&crew, catalog, &report, format).trim_end()
            );
            EXIT_OK
        }
        Err(error) => {
            eprintln!("error: {error:#}");
            EXIT_UNREADABLE
        }
    }
}
