//! The command line: subcommands over the same core as the app.
//!
//! With no subcommand, `main` opens the app instead.

use crate::bmg::deck::DeckCounts;
use crate::bmg::roster::{self, Format};
use crate::bmg::{Catalog, CatalogReport, Scope, validate, validate_in};
use crate::storage;
use clap::{Parser, Subcommand, ValueEnum};
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Exit code: every crew is legal (or the command succeeded).
const EXIT_OK: u8 = 0;
/// Exit code: some crew breaks a rule.
const EXIT_VIOLATIONS: u8 = 1;
/// Exit code: a file or the catalog could not be read.
const EXIT_UNREADABLE: u8 = 2;

/// Gotham Companion: crew builder and match companion for the Batman Miniature Game.
///
/// Run with no subcommand to open the app.
#[derive(Debug, Parser)]
#[command(name = "gotham-companion", version)]
pub struct Cli {
    /// Load the catalog from this folder (models.json, equipment.json,
    /// objective-cards.json, optionally rulesets.json) instead of the bundled one.
    #[arg(long, global = true, value_name = "DIR")]
    pub data: Option<PathBuf>,

    /// What to do; none opens the app.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// A subcommand.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Check saved crews against every crew-building rule.
    ///
    /// Exits 0 when every crew is legal, 1 when any breaks a rule, 2 when a file
    /// cannot be read or parsed.
    Validate {
        /// Crew files to check.
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
        /// Print one JSON array with an object per file.
        #[arg(long)]
        json: bool,
        /// Check the crew-building rules only, not the objective deck (for
        /// play-testing a crew that has no deck yet).
        #[arg(long)]
        crew_only: bool,
    },
    /// Print a crew's roster: members, stat lines, weapons, traits, equipment, totals.
    Roster {
        /// The crew file.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Plain text, or Markdown for sharing.
        #[arg(long, value_enum, default_value_t = RosterFormat::Text)]
        format: RosterFormat,
    },
}

/// The `--format` of `roster`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum RosterFormat {
    /// Plain text.
    Text,
    /// Markdown.
    Markdown,
}

/// Loads the catalog the command line asks for: `--data DIR`, or the bundled one.
pub fn load_catalog(data: Option<&Path>) -> Result<Catalog, CatalogReport> {
    match data {
        Some(dir) => storage::read_catalog(dir),
        None => Catalog::bundled(),
    }
}

/// Runs a subcommand and returns the process exit code.
pub fn run(command: Command, data: Option<&Path>) -> ExitCode {
    let catalog = match load_catalog(data) {
        Ok(catalog) => catalog,
        Err(report) => {
            eprintln!("error: {report}");
            return ExitCode::from(EXIT_UNREADABLE);
        }
    };
    let code = match command {
        Command::Validate {
            files,
            json,
            crew_only,
        } => {
            let scope = if crew_only {
                Scope::CrewOnly
            } else {
                Scope::Full
            };
            validate_files(&catalog, &files, json, scope)
        }
        Command::Roster { file, format } => print_roster(&catalog, &file, format),
    };
    ExitCode::from(code)
}

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

/// One violation in `validate --json`; `members` are model ids.
#[derive(Serialize)]
struct ViolationJson<'a> {
    code: &'static str,
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
        deck: DeckCounts,
        violations: Vec<ViolationJson<'a>>,
    },
    Unreadable {
        file: String,
        valid: bool,
        error: String,
    },
}

fn validate_files(catalog: &Catalog, files: &[PathBuf], as_json: bool, scope: Scope) -> u8 {
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
                    deck: report.deck,
                    violations,
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
        println!(
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
        let totals = format!(
            "{}/{} Rep, ${}/${}",
            report.reputation_used,
            report.reputation_limit,
            report.funding_used,
            report.funding_available
        );
        if report.is_valid() {
            println!("{name}: {} is legal ({totals})", crew.name);
        } else {
            let count = report.violations.len();
            let plural = if count == 1 { "" } else { "s" };
            println!(
                "{name}: {} breaks {count} rule{plural} ({totals})",
                crew.name
            );
            for violation in &report.violations {
                println!("  [{}] {}", violation.code, violation.message);
            }
        }
    }
    code
}

fn print_roster(catalog: &Catalog, file: &Path, format: RosterFormat) -> u8 {
    match storage::load_crew(file) {
        Ok(crew) => {
            let report = validate(&crew, catalog);
            let format = match format {
                RosterFormat::Text => Format::Text,
                RosterFormat::Markdown => Format::Markdown,
            };
            print!("{}", roster::render(&crew, catalog, &report, format));
            EXIT_OK
        }
        Err(error) => {
            eprintln!("error: {error:#}");
            EXIT_UNREADABLE
        }
    }
}
