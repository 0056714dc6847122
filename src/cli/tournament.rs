//! `tournament`: an event run from the command line, for organisers' scripts. Every
//! command reads the tournament file, plays one action through the rules and saves it
//! atomically. A refusal exits 2 with one line; an illegal list exits 1 with the
//! reasons.

use super::{EXIT_OK, EXIT_UNREADABLE, EXIT_VIOLATIONS, language_code, quoted, shown};
use crate::bmg::tournament::code::{ResultCode, decode_result};
use crate::bmg::tournament::{
    Event, GameResult, ListProblem, Preset, PresetField, Refusal, Rejected, RoundNo, Setup,
    TableAt, Tiebreak, Tournament, Value,
};
use crate::bmg::{Catalog, Crew, code};
use crate::sheets::tournament as sheets;
use crate::storage;
use crate::words::Language;
use crate::words::tournament as words;
use clap::{Subcommand, ValueEnum};
use serde::Serialize;
use std::path::{Path, PathBuf};

/// A `tournament` subcommand.
#[derive(Debug, Subcommand)]
pub enum TournamentCommand {
    /// Create a tournament file (refused where the file exists).
    New {
        /// The tournament file to create.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// The event's name.
        #[arg(long)]
        name: String,
        /// Rounds to play (default: ceil(log2 players), set when round 1 is paired).
        #[arg(long)]
        rounds: Option<u32>,
        /// Scoring and list rules.
        #[arg(long, value_enum, default_value_t = PresetArg::Batmatch)]
        preset: PresetArg,
        /// The seed of round 1's random pairing (default: a random one, recorded).
        #[arg(long)]
        seed: Option<u64>,
        /// The day of the event, YYYY-MM-DD (default: today, UTC).
        #[arg(long)]
        date: Option<String>,
        /// Values of a custom preset (each starts as Batmatch's).
        #[command(flatten)]
        custom: CustomArgs,
    },
    /// Register a player with their lists: crew files or crew codes.
    Add {
        /// The tournament file.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// The player's name.
        #[arg(long)]
        player: String,
        /// The lists: crew files or crew codes.
        #[arg(value_name = "LIST", required = true)]
        lists: Vec<String>,
    },
    /// A player leaves the event (not paired again).
    Drop {
        /// The tournament file.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// The player's name.
        #[arg(long)]
        player: String,
    },
    /// Pair the next round and print its tables.
    Pair {
        /// The tournament file.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Round 1 by this seeding (names, best first, comma-separated) instead of at
        /// random.
        #[arg(long, value_delimiter = ',')]
        seeding: Option<Vec<String>>,
        /// Print JSON: `[{"table": T, "players": [A, B]}]`, B null for the bye.
        #[arg(long)]
        json: bool,
    },
    /// Enter a table's result: `NAME=VP NAME=VP`, or a result code.
    Result {
        /// The tournament file.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// The round the result is for.
        #[arg(long)]
        round: Option<u32>,
        /// The two players' VP, `NAME=VP` each (or one result code).
        #[arg(value_name = "NAME=VP", required = true)]
        results: Vec<String>,
        /// The list a player played, `NAME=N` (from 1); optional.
        #[arg(long = "list", value_name = "NAME=N")]
        lists: Vec<String>,
        /// Correct a result entered before.
        #[arg(long)]
        correct: bool,
    },
    /// Print the standings.
    Standings {
        /// The tournament file.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Print JSON: `[{"rank", "player", "points", "wins", "ties", "losses",
        /// "vp_for", "vp_against", "sos"}]`.
        #[arg(long)]
        json: bool,
        /// Print CSV (with VP difference, affiliation and the lists).
        #[arg(long, conflicts_with = "json")]
        csv: bool,
    },
    /// Print a sheet as a standalone HTML page: the pairings, the match slips or the
    /// standings.
    Sheet {
        /// The tournament file.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Which sheet.
        #[arg(value_enum)]
        sheet: SheetArg,
        /// The round (default: the last paired).
        #[arg(long)]
        round: Option<u32>,
        /// The language the sheet is written in.
        #[arg(long, default_value = "en", value_parser = language_code())]
        lang: Language,
    },
    /// Take the last action back (it is kept in the file, for redo).
    Undo {
        /// The tournament file.
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// Play the last action taken back again, checked by the rules as it is now.
    Redo {
        /// The tournament file.
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
}

/// The values `--preset custom` may change: an option per preset field, named by its
/// stable name (`--win-points`), and the tiebreakers' order.
#[derive(Debug, Default)]
pub struct CustomArgs {
    /// The fields given, with their values.
    values: Vec<(PresetField, Value)>,
    /// The tiebreakers after points, in order, where given.
    tiebreaks: Option<Vec<Tiebreak>>,
}

/// The tiebreakers' option.
const TIEBREAKS: &str = "tiebreaks";

impl clap::Args for CustomArgs {
    fn augment_args(mut command: clap::Command) -> clap::Command {
        for field in PresetField::ALL {
            let arg = clap::Arg::new(field.as_str())
                .long(field.as_str())
                .value_name(if field.is_toggle() { "BOOL" } else { "N" })
                .help(words::preset_field(field));
            command = command.arg(if field.is_toggle() {
                arg.value_parser(clap::value_parser!(bool))
            } else {
                arg.value_parser(clap::value_parser!(u32))
            });
        }
        command.arg(
            clap::Arg::new(TIEBREAKS)
                .long(TIEBREAKS)
                .value_name("TIEBREAKS")
                .value_parser(clap::value_parser!(TiebreakArg))
                .value_delimiter(',')
                .help("The tiebreakers after points, in order"),
        )
    }

    fn augment_args_for_update(command: clap::Command) -> clap::Command {
        CustomArgs::augment_args(command)
    }
}

impl clap::FromArgMatches for CustomArgs {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<CustomArgs, clap::Error> {
        let values = PresetField::ALL
            .into_iter()
            .filter_map(|field| {
                let value = if field.is_toggle() {
                    matches
                        .get_one::<bool>(field.as_str())
                        .map(|&on| Value::Toggle(on))
                } else {
                    matches
                        .get_one::<u32>(field.as_str())
                        .map(|&n| Value::Number(n))
                };
                value.map(|v| (field, v))
            })
            .collect();
        let tiebreaks = matches
            .get_many::<TiebreakArg>(TIEBREAKS)
            .map(|given| given.map(|&t| Tiebreak::from(t)).collect());
        Ok(CustomArgs { values, tiebreaks })
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        *self = CustomArgs::from_arg_matches(matches)?;
        Ok(())
    }
}

impl CustomArgs {
    /// Whether any value is given.
    fn any(&self) -> bool {
        !self.values.is_empty() || self.tiebreaks.is_some()
    }

    /// `preset` with these values.
    fn apply(self, preset: &mut Preset) {
        for (field, value) in self.values {
            // Each option's parser gives its field's kind of value.
            preset.set(field, value);
        }
        if let Some(order) = self.tiebreaks {
            preset.tiebreaks = order;
        }
    }
}

/// A tiebreaker on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TiebreakArg {
    /// Strength of schedule.
    Sos,
    /// VP scored minus VP conceded.
    VpDifference,
    /// VP scored.
    VpScored,
    /// Between exactly two tied players who met.
    HeadToHead,
}

impl From<TiebreakArg> for Tiebreak {
    fn from(arg: TiebreakArg) -> Tiebreak {
        match arg {
            TiebreakArg::Sos => Tiebreak::Sos,
            TiebreakArg::VpDifference => Tiebreak::VpDifference,
            TiebreakArg::VpScored => Tiebreak::VpScored,
            TiebreakArg::HeadToHead => Tiebreak::HeadToHead,
        }
    }
}

/// `--preset`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PresetArg {
    /// Knight Models' Batmatch.
    Batmatch,
    /// Batmatch's values, to change.
    Custom,
}

/// Which sheet `tournament sheet` prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SheetArg {
    /// The round's tables.
    Pairings,
    /// A slip per table.
    Slips,
    /// The standings.
    Standings,
}

/// One table in `tournament pair --json`.
#[derive(Serialize)]
struct TableJson<'a> {
    table: usize,
    players: [Option<&'a str>; 2],
}

/// Why a command stops: a refusal (exit 2), or lists that break the rules (exit 1).
enum Stop {
    Refused(String),
    Lists(Vec<String>),
}

impl<E: std::fmt::Display> From<E> for Stop {
    fn from(error: E) -> Stop {
        Stop::Refused(format!("{error:#}"))
    }
}

impl From<Refusal> for Stop {
    fn from(refusal: Refusal) -> Stop {
        Stop::Refused(words::refusal(&refusal))
    }
}

pub(super) fn run(command: TournamentCommand, data: Option<&Path>) -> u8 {
    let outcome = match command {
        TournamentCommand::New {
            file,
            name,
            rounds,
            preset,
            seed,
            date,
            custom,
        } => new(&file, name, rounds, preset, seed, date, custom),
        TournamentCommand::Add {
            file,
            player,
            lists,
        } => match super::load_catalog(data) {
            Ok(catalog) => add(&file, &player, &lists, &catalog),
            Err(report) => Err(Stop::Refused(report.to_string())),
        },
        TournamentCommand::Drop { file, player } => change(&file, |t| {
            let p = named(t, &player)?;
            t.play(Event::PlayerDropped { player: p })?;
            Ok(format!(
                "{} has dropped.",
                quoted(&t.state().players[p].name)
            ))
        }),
        TournamentCommand::Pair {
            file,
            seeding,
            json,
        } => pair(&file, seeding.as_deref(), json),
        TournamentCommand::Result {
            file,
            round,
            results,
            lists,
            correct,
        } => change(&file, |t| result(t, round, &results, &lists, correct)),
        TournamentCommand::Standings { file, json, csv } => standings(&file, json, csv),
        TournamentCommand::Sheet {
            file,
            sheet,
            round,
            lang,
        } => print_sheet(&file, sheet, round, lang),
        TournamentCommand::Undo { file } => change(&file, |t| {
            t.undo()
                .ok_or_else(|| Stop::Refused("there is nothing to undo".to_owned()))?;
            Ok(format!(
                "Took the last action back ({} to redo).",
                t.undone().len()
            ))
        }),
        TournamentCommand::Redo { file } => change(&file, |t| match t.redo() {
            None => Err(Stop::Refused("there is nothing to redo".to_owned())),
            Some(Err(refusal)) => Err(refusal.into()),
            Some(Ok(_)) => Ok(format!(
                "Played the action taken back again ({} more to redo).",
                t.undone().len()
            )),
        }),
    };
    match outcome {
        Ok(()) => EXIT_OK,
        Err(Stop::Refused(why)) => {
            tell!("error: {}", why.lines().collect::<Vec<_>>().join(" "));
            EXIT_UNREADABLE
        }
        Err(Stop::Lists(problems)) => {
            tell!("error: the lists are refused:");
            for problem in problems {
                tell!("  - {problem}");
            }
            EXIT_VIOLATIONS
        }
    }
}

/// Today as `YYYY-MM-DD`, in UTC.
fn today() -> String {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    crate::bmg::tracker::report::utc_date_time(now)[..10].to_owned()
}

fn new(
    file: &Path,
    name: String,
    rounds: Option<u32>,
    preset: PresetArg,
    seed: Option<u64>,
    date: Option<String>,
    custom: CustomArgs,
) -> Result<(), Stop> {
    if file.exists() {
        return Err(Stop::Refused(format!(
            "{} exists already: a new tournament needs a file of its own",
            shown(file)
        )));
    }
    let date = date.unwrap_or_else(today);
    if !crate::bmg::catalog::is_date(&date) {
        return Err(Stop::Refused(format!(
            "--date: '{}' is not a day written YYYY-MM-DD",
            quoted(&date)
        )));
    }
    let preset = match preset {
        PresetArg::Batmatch if custom.any() => {
            return Err(Stop::Refused(
                "values such as --win-points go with --preset custom".to_owned(),
            ));
        }
        PresetArg::Batmatch => Preset::batmatch(),
        PresetArg::Custom => {
            let mut preset = Preset::custom();
            custom.apply(&mut preset);
            preset
        }
    };
    let tournament = Tournament::new(Setup {
        name,
        date,
        rounds,
        preset,
        seed: seed.unwrap_or_else(rand::random),
        round_minutes: crate::bmg::tournament::ROUND_MINUTES,
        id: rand::random(),
    })?;
    storage::save_tournament(file, &tournament)?;
    say!(
        "Created {} ({}, seed {}).",
        quoted(&tournament.setup().name),
        shown(file),
        tournament.setup().seed
    );
    Ok(())
}

/// Loads the tournament, runs `action`, saves it and prints what it says.
fn change(
    file: &Path,
    action: impl FnOnce(&mut Tournament) -> Result<String, Stop>,
) -> Result<(), Stop> {
    let mut tournament = storage::load_tournament(file)?;
    let news = action(&mut tournament)?;
    storage::save_tournament(file, &tournament)?;
    say!("{news}");
    Ok(())
}

/// The player called `name`, or a refusal naming the players.
fn named(tournament: &Tournament, name: &str) -> Result<usize, Stop> {
    tournament
        .player_named(name)
        .ok_or_else(|| Stop::Refused(format!("no player called {} is registered", quoted(name))))
}

/// A list given on the command line: a crew file, else a crew code.
fn read_list(list: &str, catalog: &Catalog) -> Result<Crew, Stop> {
    let path = Path::new(list);
    if path.exists() {
        let mut crew = storage::load_crew(path)?;
        crate::bmg::update::crews::follow_renames(&mut crew, catalog);
        return Ok(crew);
    }
    code::decode(list, catalog).map_err(|e| {
        Stop::Refused(format!(
            "'{}' is neither a crew file nor a crew code: {}",
            quoted(list),
            crate::words::code::crew_code(&e)
        ))
    })
}

fn add(file: &Path, player: &str, lists: &[String], catalog: &Catalog) -> Result<(), Stop> {
    let mut tournament = storage::load_tournament(file)?;
    let crews = lists
        .iter()
        .map(|l| read_list(l, catalog))
        .collect::<Result<Vec<Crew>, Stop>>()?;
    let event =
        tournament
            .add_player(player, crews, catalog)
            .map_err(|rejected| match rejected {
                Rejected::Refused(refusal) => Stop::from(refusal),
                // Scripts find each broken rule by its stable code, after the words.
                Rejected::Lists(problems) => Stop::Lists(
                    problems
                        .iter()
                        .map(|p| match p {
                            ListProblem::Rule { violation, .. } => {
                                format!("{} [{}]", words::list_problem(p), violation.code)
                            }
                            _ => words::list_problem(p),
                        })
                        .collect(),
                ),
            })?;
    tournament.play(event)?;
    storage::save_tournament(file, &tournament)?;
    let p = tournament.state().players.len() - 1;
    let added = &tournament.state().players[p];
    let joined = if added.joined_after > 0 {
        format!(", joining after round {} with 0 points", added.joined_after)
    } else {
        String::new()
    };
    say!(
        "Registered {} ({}, lists {}){joined}.",
        quoted(&added.name),
        quoted(added.affiliation()),
        added
            .lists
            .iter()
            .map(|l| quoted(&l.fingerprint))
            .collect::<Vec<_>>()
            .join(", ")
    );
    Ok(())
}

fn pair(file: &Path, seeding: Option<&[String]>, json: bool) -> Result<(), Stop> {
    let mut tournament = storage::load_tournament(file)?;
    let seeding = seeding
        .map(|names| {
            names
                .iter()
                .map(|n| named(&tournament, n))
                .collect::<Result<Vec<_>, _>>()
        })
        .transpose()?;
    let event = tournament.pair_next(seeding.as_deref())?;
    tournament.play(event)?;
    storage::save_tournament(file, &tournament)?;
    let (n, round) = tournament
        .current_round()
        .ok_or_else(|| Stop::Refused("no round".into()))?;
    let players = &tournament.state().players;
    let mut tables: Vec<TableJson> = round
        .tables
        .iter()
        .enumerate()
        .map(|(i, t)| TableJson {
            table: i + 1,
            players: [
                Some(players[t.players[0]].name.as_str()),
                Some(players[t.players[1]].name.as_str()),
            ],
        })
        .collect();
    if let Some(bye) = round.bye {
        tables.push(TableJson {
            table: round.tables.len() + 1,
            players: [Some(players[bye].name.as_str()), None],
        });
    }
    if json {
        say!(
            "{}",
            serde_json::to_string_pretty(&tables).unwrap_or_default()
        );
    } else {
        say!("Round {}:", n.0);
        for t in &tables {
            match t.players {
                [Some(a), Some(b)] => {
                    say!("  table {}: {} v {}", t.table, quoted(a), quoted(b));
                }
                [Some(a), None] => say!("  bye: {}", quoted(a)),
                _ => {}
            }
        }
    }
    Ok(())
}

/// `NAME=VALUE`.
fn pair_arg<'a>(text: &'a str, what: &str) -> Result<(&'a str, u32), Stop> {
    let (name, value) = text
        .rsplit_once('=')
        .ok_or_else(|| Stop::Refused(format!("'{}' is not NAME={what}", quoted(text))))?;
    let value = value.trim().parse::<u32>().map_err(|_| {
        Stop::Refused(format!(
            "'{}' in '{}' is not a whole number of {what} 0 or more",
            quoted(value),
            quoted(text)
        ))
    })?;
    Ok((name.trim(), value))
}

/// Enters (or corrects) a result from `NAME=VP NAME=VP` or a result code.
fn result(
    t: &mut Tournament,
    round: Option<u32>,
    results: &[String],
    lists: &[String],
    correct: bool,
) -> Result<String, Stop> {
    if let [code] = results
        && !code.contains('=')
    {
        if correct || round.is_some() || !lists.is_empty() {
            return Err(Stop::Refused(
                "a result code carries its round and lists: give it alone".to_owned(),
            ));
        }
        let code: ResultCode =
            decode_result(code).map_err(|e| Stop::Refused(crate::words::code::table_code(&e)))?;
        let event = t.result_event(&code)?;
        t.play(event)?;
        return Ok(format!(
            "Entered table {}'s result from its code.",
            code.ticket.table
        ));
    }
    let [a, b] = results else {
        return Err(Stop::Refused(
            "give the two players' VP, NAME=VP NAME=VP, or a result code".into(),
        ));
    };
    let (a, b) = (pair_arg(a, "VP")?, pair_arg(b, "VP")?);
    let (pa, pb) = (named(t, a.0)?, named(t, b.0)?);
    let current = t.current_round().map_or(RoundNo(0), |(n, _)| n);
    let round = round.map_or(current, RoundNo);
    let rounds = &t.state().rounds;
    let r = round
        .index()
        .and_then(|r| rounds.get(r))
        .ok_or(Refusal::NoRound {
            round,
            paired: rounds.len(),
        })?;
    let (table, flipped) = r
        .tables
        .iter()
        .enumerate()
        .find_map(|(i, table)| match table.players {
            [x, y] if [x, y] == [pa, pb] => Some((i, false)),
            [x, y] if [x, y] == [pb, pa] => Some((i, true)),
            _ => None,
        })
        .ok_or_else(|| {
            Stop::Refused(format!(
                "{} and {} did not play each other in round {}",
                quoted(&t.state().players[pa].name),
                quoted(&t.state().players[pb].name),
                round.0
            ))
        })?;
    let mut result = GameResult {
        vp: [a.1, b.1],
        lists: [None; 2],
    };
    for list in lists {
        let (name, n) = pair_arg(list, "list")?;
        let p = named(t, name)?;
        let side = [pa, pb]
            .iter()
            .position(|&x| x == p)
            .ok_or_else(|| Stop::Refused(format!("{} is not at this table", quoted(name))))?;
        result.lists[side] = Some(
            n.checked_sub(1)
                .ok_or_else(|| Stop::Refused("lists count from 1".into()))?,
        );
    }
    if flipped {
        result.vp.swap(0, 1);
        result.lists.swap(0, 1);
    }
    let table = TableAt(table);
    if correct {
        t.play(Event::ResultCorrected {
            round,
            table,
            result,
        })?;
    } else if round != current {
        return Err(Stop::Refused(format!(
            "round {} is over: round {} is being played (use --correct to change a result)",
            round.0, current.0
        )));
    } else {
        t.play(Event::ResultEntered { table, result })?;
    }
    Ok(format!(
        "Round {}, table {}: {} {} - {} {}.",
        round.0,
        table.number(),
        quoted(a.0),
        a.1,
        b.1,
        quoted(b.0)
    ))
}

fn standings(file: &Path, json: bool, csv: bool) -> Result<(), Stop> {
    let tournament = storage::load_tournament(file)?;
    if csv {
        say!("{}", sheets::standings_csv(&tournament).trim_end());
        return Ok(());
    }
    if json {
        say!("{}", sheets::standings_json(&tournament));
        return Ok(());
    }
    let rows = tournament.standings();
    let players = &tournament.state().players;
    say!(
        "{:>3}  {:<24} {:>6} {:>7} {:>7} {:>5}",
        "#",
        "player",
        "points",
        "W/T/L",
        "VP +/-",
        "SoS"
    );
    for s in rows {
        say!(
            "{:>3}  {:<24} {:>6} {:>7} {:>7} {:>5}{}",
            s.rank,
            quoted(&players[s.player].name),
            s.points,
            format!("{}/{}/{}", s.wins, s.ties, s.losses),
            s.vp_difference(),
            s.sos,
            if s.dropped { "  (dropped)" } else { "" }
        );
    }
    Ok(())
}

fn print_sheet(
    file: &Path,
    sheet: SheetArg,
    round: Option<u32>,
    language: Language,
) -> Result<(), Stop> {
    let tournament = storage::load_tournament(file)?;
    let round = round
        .map(RoundNo)
        .or_else(|| tournament.current_round().map(|(n, _)| n))
        .unwrap_or(RoundNo(0));
    let html = match sheet {
        SheetArg::Pairings => sheets::pairings(&tournament, round, language),
        SheetArg::Slips => sheets::slips(&tournament, round, language),
        SheetArg::Standings => Some(sheets::standings(&tournament, language)),
    }
    .ok_or_else(|| Stop::Refused(format!("round {} is not paired", round.0)))?;
    say!("{}", html.trim_end());
    Ok(())
}
