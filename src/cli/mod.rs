//! The command line: subcommands over the same core as the app.
//!
//! With no subcommand, `main` opens the app instead.

/// Prints a line to standard output, as a terminal may show it
/// ([`safe::to_stdout`](crate::safe::to_stdout)).
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::safe::to_stdout(&format!($($arg)*))
    };
}

/// Prints a line to standard error (an error, a warning), as a terminal may show it
/// ([`safe::to_stderr`](crate::safe::to_stderr)).
macro_rules! tell {
    ($($arg:tt)*) => {
        $crate::safe::to_stderr(&format!($($arg)*))
    };
}

/// A name or an id from a file as a line of the command line quotes it: on one line,
/// cut to 60 characters ([`ids::shorten`](crate::bmg::ids::shorten)).
use crate::bmg::ids::shorten as quoted;

/// A path as a line of the command line shows it: on one line (a file's name may hold
/// a line break or an escape sequence too).
fn shown(path: &Path) -> String {
    crate::safe::one_line(&path.display().to_string()).into_owned()
}

mod catalog;
mod code;
mod collection;
mod crews;
mod heist;
mod matches;
mod odds;
mod stats;
mod tournament;

use crate::bmg::{Catalog, CatalogReport, Scope};
use crate::storage;
use crate::words::Language;
use clap::{Parser, Subcommand, ValueEnum};
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
    /// objective-cards.json, optionally rulesets.json) or this catalog pack, instead of
    /// the catalog in use (see `catalog`).
    #[arg(long, global = true, value_name = "DIR|PACK")]
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
        /// Also say whether each crew can be put on the table from the collection
        /// (`collection`): not a rule, so the exit code does not change.
        #[arg(long)]
        collection: bool,
    },
    /// Print a crew's roster: members, stat lines, weapons, traits, equipment, totals.
    Roster {
        /// The crew file.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Plain text, Markdown for sharing, or HTML to print (a standalone page with a
        /// card per member; save it with `> crew.html` and open it in a browser).
        #[arg(long, value_enum, default_value_t = RosterFormat::Text)]
        format: RosterFormat,
        /// The language the roster is written in.
        #[arg(long, default_value = "en", value_parser = language_code())]
        lang: Language,
    },
    /// Exact odds of an attack or a skill roll.
    #[command(subcommand)]
    Odds(odds::OddsCommand),
    /// Saved matches.
    #[command(subcommand)]
    Match(MatchCommand),
    /// Super Dice.
    #[command(subcommand)]
    Superdice(SuperdiceCommand),
    /// The heist bluffing game.
    #[command(subcommand)]
    Heist(heist::HeistCommand),
    /// Crew codes: a whole crew as one short line, to share in a chat message.
    #[command(subcommand)]
    Code(code::CodeCommand),
    /// Catalog packs: the game's data as one file per release, built, checked,
    /// compared, installed and chosen.
    #[command(subcommand)]
    Catalog(catalog::CatalogCommand),
    /// Tournaments: players and lists, rounds paired, results, standings and sheets.
    #[command(subcommand)]
    Tournament(tournament::TournamentCommand),
    /// The miniatures owned: imported from and exported to CSV.
    #[command(subcommand)]
    Collection(collection::CollectionCommand),
}

/// A `superdice` subcommand.
#[derive(Debug, Subcommand)]
pub enum SuperdiceCommand {
    /// Every category four dice satisfy, with its score.
    #[command(allow_negative_numbers = true)]
    Score {
        /// The four dice, 1 to 6.
        #[arg(num_args = 4, value_name = "D", required = true, value_parser = odds::count)]
        dice: Vec<u32>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

/// A `match` subcommand.
#[derive(Debug, Subcommand)]
pub enum MatchCommand {
    /// Round, phase, Initiative, Victory Points and every model's state of a saved
    /// match (the autosave or an export).
    Summary {
        /// The match file.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// A player's record over the match archive (or the match files given): wins,
    /// draws and losses by crew, opponent, opponent's affiliation and month, the
    /// objective cards, and how lucky the dice were, exactly. Exit code 0 when done, 1
    /// when no match of the player was found, 2 for bad arguments or no catalog.
    Stats {
        /// The player's name (any case); default: the name in the most matches.
        #[arg(long, value_name = "NAME")]
        player: Option<String>,
        /// Count matches archived on or after this day (UTC).
        #[arg(long, value_name = "YYYY-MM-DD", value_parser = stats::day)]
        since: Option<String>,
        /// Count matches archived on or before this day (UTC).
        #[arg(long, value_name = "YYYY-MM-DD", value_parser = stats::day)]
        until: Option<String>,
        /// Count only matches the player played with this crew (its name, any case).
        #[arg(long, value_name = "NAME")]
        crew: Option<String>,
        /// Count only matches against this opponent (any case).
        #[arg(long, value_name = "NAME")]
        opponent: Option<String>,
        /// Print one JSON object.
        #[arg(long, conflicts_with_all = ["csv", "html"])]
        json: bool,
        /// Print CSV, one row per match.
        #[arg(long, conflicts_with = "html")]
        csv: bool,
        /// Print a standalone HTML page with charts.
        #[arg(long)]
        html: bool,
        /// The language of the HTML page.
        #[arg(long, default_value = "en", value_parser = language_code())]
        lang: Language,
        /// Match files to count instead of the archive.
        #[arg(value_name = "FILES")]
        files: Vec<PathBuf>,
    },
    /// The match report of a saved match as a standalone HTML page (the score by
    /// round, each model's damage, KO and Casualty, the objectives scored, the log),
    /// dated by the file's last change.
    Report {
        /// The match file.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// The language the report is written in.
        #[arg(long, default_value = "en", value_parser = language_code())]
        lang: Language,
    },
}

/// The `--lang` of the commands that write a sheet: the code of the language it is
/// written in, one of `Language::ALL`'s (the rest of the command line, and its JSON,
/// stay English).
pub(crate) fn language_code() -> impl clap::builder::TypedValueParser<Value = Language> {
    use clap::builder::TypedValueParser as _;
    let codes = Language::ALL
        .map(|language| clap::builder::PossibleValue::new(language.code()).help(language.name()));
    clap::builder::PossibleValuesParser::new(codes)
        .map(|code| Language::from_code(&code).unwrap_or_default())
}

/// The `--format` of `roster`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum RosterFormat {
    /// Plain text.
    Text,
    /// Markdown.
    Markdown,
    /// A standalone HTML page to print.
    Html,
}

/// Loads the catalog the command line asks for: `--data DIR|PACK`, or the catalog in
/// use in the data folder (the bundled one where none was installed). An installed
/// catalog that no longer loads is reported, and the bundled one used instead.
pub fn load_catalog(data: Option<&Path>) -> Result<Catalog, CatalogReport> {
    let (catalog, problem) = catalog_and_problem(data)?;
    if let Some(problem) = problem {
        tell!(
            "warning: the catalog in use cannot be loaded, so the bundled one is used: {problem}"
        );
    }
    Ok(catalog)
}

/// [`load_catalog`], with why the catalog in use cannot be loaded where the bundled one
/// stands in for it (the window says so on its status line).
pub fn catalog_and_problem(
    data: Option<&Path>,
) -> Result<(Catalog, Option<storage::Unusable>), CatalogReport> {
    if let Some(path) = data {
        return storage::read_catalog(path).map(|catalog| (catalog, None));
    }
    let Ok(dir) = storage::catalogs_dir() else {
        return Catalog::bundled().map(|catalog| (catalog, None));
    };
    storage::load_active(&dir)
}

/// Runs a subcommand and returns the process exit code.
pub fn run(command: Command, data: Option<&Path>) -> ExitCode {
    let code = match command {
        Command::Validate {
            files,
            json,
            crew_only,
            collection,
        } => {
            let scope = if crew_only {
                Scope::CrewOnly
            } else {
                Scope::Full
            };
            with_catalog(data, |catalog| {
                crews::validate_files(catalog, &files, json, scope, collection)
            })
        }
        Command::Roster { file, format, lang } => with_catalog(data, |catalog| {
            crews::print_roster(catalog, &file, format, lang)
        }),
        Command::Odds(odds) => odds::run(odds),
        Command::Superdice(SuperdiceCommand::Score { dice, json }) => superdice_score(&dice, json),
        Command::Heist(command) => heist::run(command),
        Command::Code(command) => with_catalog(data, |catalog| code::run(command, catalog)),
        Command::Catalog(command) => catalog::run(command),
        Command::Tournament(command) => tournament::run(command, data),
        Command::Collection(command) => collection::run(command, data),
        Command::Match(MatchCommand::Summary { file, json }) => {
            with_catalog(data, |catalog| matches::summary(catalog, &file, json))
        }
        Command::Match(MatchCommand::Report { file, lang }) => {
            with_catalog(data, |catalog| matches::report(catalog, &file, lang))
        }
        Command::Match(MatchCommand::Stats {
            player,
            since,
            until,
            crew,
            opponent,
            json,
            csv,
            html,
            lang,
            files,
        }) => {
            let output = match (json, csv, html) {
                (true, _, _) => stats::Output::Json,
                (_, true, _) => stats::Output::Csv,
                (_, _, true) => stats::Output::Html,
                _ => stats::Output::Text,
            };
            let asked = stats::Asked {
                player,
                filters: crate::bmg::record::Filters {
                    since,
                    until,
                    crew,
                    opponent,
                    format: None,
                },
                output,
                language: lang,
                files,
            };
            with_catalog(data, |catalog| stats::run(catalog, asked))
        }
    };
    ExitCode::from(code)
}

/// Runs `command` with the catalog, or reports why it cannot load.
fn with_catalog(data: Option<&Path>, command: impl FnOnce(&Catalog) -> u8) -> u8 {
    match load_catalog(data) {
        Ok(catalog) => command(&catalog),
        Err(report) => {
            tell!("error: {report}");
            EXIT_UNREADABLE
        }
    }
}

/// A JSON object whose keys keep the order they were given in.
struct OrderedMap<K, V>(Vec<(K, V)>);

impl<K: serde::Serialize, V: serde::Serialize> serde::Serialize for OrderedMap<K, V> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (key, value) in &self.0 {
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}

/// `superdice score --json`: one entry per category.
#[derive(serde::Serialize)]
struct CategoryJson {
    category: &'static str,
    score: u32,
}

fn superdice_score(dice: &[u32], json: bool) -> u8 {
    use crate::games::superdice;
    let Ok(dice): Result<[u32; 4], _> = dice.try_into() else {
        tell!("error: give four dice");
        return EXIT_UNREADABLE;
    };
    if let Some(bad) = dice.iter().find(|d| !(1..=6).contains(*d)) {
        tell!("error: a die shows 1 to 6, not {bad}");
        return EXIT_UNREADABLE;
    }
    let found = superdice::categories(dice);
    if json {
        let out: Vec<CategoryJson> = found
            .iter()
            .map(|(c, score)| CategoryJson {
                category: c.id(),
                score: *score,
            })
            .collect();
        say!("{}", serde_json::to_string_pretty(&out).unwrap_or_default());
    } else if found.is_empty() {
        say!("No category: no card can be scored.");
    } else {
        for (category, score) in found {
            say!(
                "{:<16} {score}",
                crate::words::games::superdice::category(category)
            );
        }
    }
    EXIT_OK
}

/// The kinds of code a chat message carries, by their first letters: crews, tournament
/// tables and results.
const CODE_PREFIXES: [&str; 3] = [
    crate::bmg::code::PREFIX,
    crate::bmg::tournament::code::TABLE_PREFIX,
    crate::bmg::tournament::code::RESULT_PREFIX,
];

/// The command line's arguments, with the dash a chat app may put before a code taken
/// off (a code reads the same without it, and the parser would read it as an option):
/// `-GC1ABC...` becomes `GC1ABC...`. No option of the command line looks like a code.
pub fn arguments() -> Vec<std::ffi::OsString> {
    std::env::args_os()
        .map(|arg| match arg.to_str() {
            Some(text) if looks_like_a_dashed_code(text) => text.trim_start_matches('-').into(),
            _ => arg,
        })
        .collect()
}

/// Whether `text` is a code with dashes before it.
fn looks_like_a_dashed_code(text: &str) -> bool {
    let code = text.trim_start_matches('-');
    code.len() < text.len()
        && code.len() > 8
        && code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        && CODE_PREFIXES.iter().any(|prefix| {
            code.get(..prefix.len())
                .is_some_and(|start| start.eq_ignore_ascii_case(prefix))
        })
}
