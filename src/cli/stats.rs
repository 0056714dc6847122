//! `match stats`: a player's record over the match archive, or over the match files
//! given: as text, JSON, CSV (one row per match) or an HTML page with charts.

use super::{EXIT_OK, EXIT_UNREADABLE, quoted, shown};
use crate::bmg::Catalog;
use crate::bmg::record::{self, Filters, Finish, Luck, Played, Record, Tally};
use crate::storage::{self, ArchivedMatch};
use crate::words::Language;
use serde::Serialize;
use std::path::PathBuf;

/// Exit code: no match of the player (under the filters) was found.
const EXIT_NO_MATCH: u8 = 1;

/// How `match stats` prints the record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Output {
    /// Lines for a person.
    Text,
    /// One JSON object.
    Json,
    /// One CSV row per match.
    Csv,
    /// A standalone HTML page with charts.
    Html,
}

/// What `match stats` was asked.
#[derive(Debug, Clone)]
pub struct Asked {
    /// The player; the name in the most matches when `None`.
    pub player: Option<String>,
    /// Which matches count.
    pub filters: Filters,
    /// How to print.
    pub output: Output,
    /// The language of the HTML page.
    pub language: Language,
    /// The match files; the archive when empty.
    pub files: Vec<PathBuf>,
}

/// A file that could not be counted, and why.
#[derive(Debug, Clone, Serialize)]
struct Skipped {
    file: String,
    why: String,
}

/// Runs `match stats`.
pub(super) fn run(catalog: &Catalog, asked: Asked) -> u8 {
    let files = if asked.files.is_empty() {
        let archive = storage::autosave_path()
            .map_err(|e| e.to_string())
            .map(|autosave| storage::match_archive_dir(&autosave))
            .and_then(|dir| storage::list_match_archive(&dir).map_err(|e| format!("{e:#}")));
        match archive {
            Ok(files) => files,
            Err(error) => {
                tell!("error: the match archive cannot be read: {error}");
                return EXIT_UNREADABLE;
            }
        }
    } else {
        asked
            .files
            .iter()
            .map(|file| storage::read_archived_match(file))
            .collect()
    };
    let (played, skipped) = digest(&files, catalog);
    for skip in &skipped {
        tell!("skipped {}: {}", skip.file, skip.why);
    }
    let player = match &asked.player {
        Some(player) => player.clone(),
        None => match record::names(&played).first() {
            Some((name, count)) => {
                tell!(
                    "player: {} (the name in the most matches, {count}; choose another with --player)",
                    quoted(name)
                );
                name.clone()
            }
            None => {
                tell!("no match found");
                return EXIT_NO_MATCH;
            }
        },
    };
    let Some(record) = Record::of(&player, &played, &asked.filters) else {
        tell!("no match of {} found", quoted(&player));
        return EXIT_NO_MATCH;
    };
    match asked.output {
        Output::Text => print_text(&record),
        Output::Json => say!("{}", json(&record, &skipped)),
        Output::Csv => say!("{}", csv(&record).trim_end()),
        Output::Html => say!(
            "{}",
            crate::sheets::record::html(&record, &asked.filters, asked.language)
        ),
    }
    EXIT_OK
}

/// Every file read into the record, and those that could not be, with why.
fn digest(files: &[ArchivedMatch], catalog: &Catalog) -> (Vec<Played>, Vec<Skipped>) {
    let mut played = Vec::with_capacity(files.len());
    let mut skipped = Vec::new();
    for file in files {
        match file.played(catalog) {
            Ok(one) => played.push(one),
            Err(why) => skipped.push(Skipped {
                file: shown(&file.path),
                why: why.text(),
            }),
        }
    }
    (played, skipped)
}

/// A tally in JSON.
#[derive(Serialize)]
struct TallyJson {
    matches: u32,
    wins: u32,
    draws: u32,
    losses: u32,
    unfinished: u32,
    vp_for: i64,
    vp_against: i64,
}

impl From<Tally> for TallyJson {
    fn from(t: Tally) -> TallyJson {
        TallyJson {
            matches: t.matches,
            wins: t.wins,
            draws: t.draws,
            losses: t.losses,
            unfinished: t.unfinished,
            vp_for: t.vp_for,
            vp_against: t.vp_against,
        }
    }
}

/// The dice in JSON.
#[derive(Serialize)]
struct LuckJson {
    attacks: u32,
    without_odds: u32,
    hits: u64,
    expected_hits: f64,
    percentile: Option<f64>,
    recoveries: u32,
    recoveries_without_odds: u32,
    recovered: u64,
    expected_recoveries: f64,
    recovery_percentile: Option<f64>,
}

impl From<Luck> for LuckJson {
    fn from(l: Luck) -> LuckJson {
        LuckJson {
            attacks: l.attacks,
            without_odds: l.without_odds,
            hits: l.hits,
            expected_hits: l.expected_hits,
            percentile: l.percentile,
            recoveries: l.recoveries,
            recoveries_without_odds: l.recoveries_without_odds,
            recovered: l.recovered,
            expected_recoveries: l.expected_recoveries,
            recovery_percentile: l.recovery_percentile,
        }
    }
}

/// `match stats --json`: the record as one object.
fn json(record: &Record, skipped: &[Skipped]) -> String {
    use serde_json::{Value, json};
    let tally = |t: Tally| serde_json::to_value(TallyJson::from(t)).unwrap_or(Value::Null);
    let named = |key: &str, list: &[record::Named]| -> Vec<Value> {
        list.iter()
            .map(|n| {
                let mut row = tally(n.tally);
                if let Value::Object(fields) = &mut row {
                    fields.insert(key.to_owned(), Value::from(n.name.as_str()));
                }
                row
            })
            .collect()
    };
    let mut out = tally(record.total);
    if let Value::Object(fields) = &mut out {
        fields.insert("player".into(), Value::from(record.player.as_str()));
        let crews: Vec<Value> = record
            .by_crew
            .iter()
            .map(|c| {
                let mut row = tally(c.tally);
                if let Value::Object(f) = &mut row {
                    f.insert("crew".into(), Value::from(c.crew.as_str()));
                    f.insert("boss".into(), Value::from(c.boss.as_str()));
                    f.insert("affiliation".into(), Value::from(c.affiliation.as_str()));
                }
                row
            })
            .collect();
        fields.insert("by_crew".into(), Value::from(crews));
        fields.insert(
            "by_opponent".into(),
            named("opponent", &record.by_opponent).into(),
        );
        fields.insert(
            "by_opponent_affiliation".into(),
            named("affiliation", &record.by_opponent_affiliation).into(),
        );
        let cards: Vec<Value> = record
            .objectives
            .iter()
            .map(|c| {
                json!({"card": c.card, "played": c.played, "scored": c.scored, "failed": c.failed})
            })
            .collect();
        fields.insert("objectives".into(), Value::from(cards));
        fields.insert("by_month".into(), named("month", &record.by_month).into());
        for (key, luck) in [
            ("luck", record.luck),
            ("opponents_luck", record.opponents_luck),
        ] {
            fields.insert(
                key.into(),
                serde_json::to_value(LuckJson::from(luck)).unwrap_or(Value::Null),
            );
        }
        fields.insert(
            "skipped".into(),
            serde_json::to_value(skipped).unwrap_or(Value::Null),
        );
    }
    serde_json::to_string_pretty(&out).unwrap_or_default()
}

/// The CSV's columns, one row per match.
const CSV_HEADER: [&str; 19] = [
    "date",
    "player",
    "crew",
    "boss",
    "affiliation",
    "eternal",
    "opponent",
    "opponent_crew",
    "opponent_affiliation",
    "result",
    "vp_for",
    "vp_against",
    "attacks",
    "without_odds",
    "hits",
    "expected_hits",
    "percentile",
    "recoveries",
    "recovered",
];

/// How a result is written in the CSV.
fn finish_code(finish: Finish) -> &'static str {
    match finish {
        Finish::Win => "win",
        Finish::Draw => "draw",
        Finish::Loss => "loss",
        Finish::Unfinished => "unfinished",
    }
}

/// `match stats --csv`: one row per match, oldest first.
fn csv(record: &Record) -> String {
    let mut writer = csv::Writer::from_writer(Vec::new());
    let _ = crate::safe::csv_row(&mut writer, CSV_HEADER);
    for line in &record.matches {
        let luck = &line.luck;
        let _ = crate::safe::csv_row(
            &mut writer,
            [
                line.day.clone().unwrap_or_default(),
                record.player.clone(),
                line.crew.clone(),
                line.boss.clone(),
                line.affiliation.clone(),
                line.eternal.to_string(),
                line.opponent.clone(),
                line.opponent_crew.clone(),
                line.opponent_affiliation.clone(),
                finish_code(line.result).to_owned(),
                line.vp_for.to_string(),
                line.vp_against.to_string(),
                luck.attacks.to_string(),
                luck.without_odds.to_string(),
                luck.hits.to_string(),
                format!("{:.3}", luck.expected_hits),
                luck.percentile
                    .map_or_else(String::new, |p| format!("{p:.4}")),
                luck.recoveries.to_string(),
                luck.recovered.to_string(),
            ],
        );
    }
    String::from_utf8(writer.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// The record for a person to read.
fn print_text(record: &Record) {
    let t = record.total;
    say!("{}", quoted(&record.player));
    say!(
        "  matches: {} (won {}, drawn {}, lost {}, unfinished {}); VP {} for, {} against",
        t.matches,
        t.wins,
        t.draws,
        t.losses,
        t.unfinished,
        t.vp_for,
        t.vp_against
    );
    let row = |name: &str, t: Tally| {
        say!(
            "  {:<32} {:>3} W{} D{} L{} U{}  VP {}/{}",
            quoted(name),
            t.matches,
            t.wins,
            t.draws,
            t.losses,
            t.unfinished,
            t.vp_for,
            t.vp_against
        );
    };
    say!("by crew:");
    for c in &record.by_crew {
        let about: Vec<&str> = [c.boss.as_str(), c.affiliation.as_str()]
            .into_iter()
            .filter(|part| !part.is_empty())
            .collect();
        if about.is_empty() {
            row(&c.crew, c.tally);
        } else {
            row(&format!("{} ({})", c.crew, about.join(", ")), c.tally);
        }
    }
    say!("by opponent:");
    for n in &record.by_opponent {
        row(&n.name, n.tally);
    }
    say!("by opponent's affiliation:");
    for n in &record.by_opponent_affiliation {
        row(&n.name, n.tally);
    }
    say!("by month:");
    for n in &record.by_month {
        row(&n.name, n.tally);
    }
    if !record.objectives.is_empty() {
        say!("objective cards (played, scored, failed):");
        for c in &record.objectives {
            say!(
                "  {:<32} {:>3} {:>3} {:>3}",
                quoted(&c.card),
                c.played,
                c.scored,
                c.failed
            );
        }
    }
    let l = record.luck;
    say!(
        "dice: {} attacks ({} without odds), {} hits landed, {:.1} expected{}",
        l.attacks,
        l.without_odds,
        l.hits,
        l.expected_hits,
        l.percentile.map_or_else(String::new, |p| format!(
            "; at most that many in {:.1} % of the ways the dice fall",
            p * 100.0
        ))
    );
    let o = record.opponents_luck;
    if let Some(p) = o.percentile {
        say!(
            "opponents' dice: {} hits landed, {:.1} expected; at most that many in {:.1} % of the ways the dice fall",
            o.hits,
            o.expected_hits,
            p * 100.0
        );
    }
    if l.recoveries > 0 {
        say!(
            "KO recoveries: {} rolled in the app ({} without odds), {} passed, {:.1} expected",
            l.recoveries,
            l.recoveries_without_odds,
            l.recovered,
            l.expected_recoveries
        );
    }
}

/// Whether `text` is a day written `YYYY-MM-DD`, for `--since` and `--until`.
pub(super) fn day(text: &str) -> Result<String, String> {
    if crate::bmg::catalog::is_date(text) {
        Ok(text.to_owned())
    } else {
        Err(format!("'{text}' is not a day written YYYY-MM-DD"))
    }
}
