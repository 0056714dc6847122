//! `match summary`: where a saved match stands; `match report`: its report as HTML.

use super::{EXIT_OK, EXIT_UNREADABLE, quoted, shown};
use crate::bmg::Catalog;
use crate::bmg::tracker::report::{Report, utc_date_time};
use crate::bmg::tracker::{Match, ModelState, Outcome, Phase, Player, Timeline};
use crate::sheets;
use crate::storage;
use crate::words::{self, Language};
use serde::Serialize;
use std::path::Path;

/// One model in `match summary --json`.
#[derive(Serialize)]
struct ModelJson<'a> {
    id: &'a str,
    alias: &'a str,
    stun: u32,
    willpower: u32,
    injury: u32,
    endurance: u32,
    /// "ready", "activated", "ko" or "casualty".
    state: &'static str,
    knocked_down: bool,
}

/// One player in `match summary --json`.
#[derive(Serialize)]
struct PlayerJson<'a> {
    name: &'a str,
    crew: &'a str,
    vp: i32,
    resources: u32,
    passes: u32,
    hand: usize,
    deck: usize,
    models: Vec<ModelJson<'a>>,
}

/// `match summary --json`.
#[derive(Serialize)]
struct SummaryJson<'a> {
    round: u32,
    phase: String,
    initiative: Option<&'a str>,
    finished: bool,
    winner: Option<&'a str>,
    players: Vec<PlayerJson<'a>>,
}

fn model_state(m: &ModelState) -> &'static str {
    if m.casualty {
        "casualty"
    } else if m.knocked_out {
        "ko"
    } else if m.activated {
        "activated"
    } else {
        "ready"
    }
}

/// Prints the summary of the saved match at `file`.
pub(super) fn summary(catalog: &Catalog, file: &Path, json: bool) -> u8 {
    let timeline = match storage::load_match(file)
        .map_err(anyhow::Error::from)
        .and_then(|record| {
            Timeline::new(record, catalog)
                .map_err(|e| anyhow::anyhow!("{}: {}", shown(file), words::tracker::refusal(&e)))
        }) {
        Ok(timeline) => timeline,
        Err(error) => {
            tell!("error: {error:#}");
            return EXIT_UNREADABLE;
        }
    };
    if json {
        print_json(timeline.state());
    } else {
        print_text(timeline.state());
    }
    EXIT_OK
}

/// Prints the report of the saved match at `file`, as a standalone HTML page.
pub(super) fn report(catalog: &Catalog, file: &Path, language: Language) -> u8 {
    // Read and dated as the archive list reads a match (a name's time, else the
    // file's last change).
    let read = storage::read_archived_match(file);
    let report = read.record.and_then(|record| {
        Report::build(&record, catalog).map_err(|refusal| storage::Trouble::MatchRefused {
            path: file.to_path_buf(),
            refusal: Box::new(refusal),
        })
    });
    match report {
        Ok(report) => {
            let date = read.stamp.map(utc_date_time);
            say!(
                "{}",
                sheets::report::html(&report, date.as_deref(), language)
            );
            EXIT_OK
        }
        Err(error) => {
            tell!("error: {error}");
            EXIT_UNREADABLE
        }
    }
}

fn print_json(state: &Match) {
    let name = |p: Player| state.players[p].name.as_str();
    let out = SummaryJson {
        round: state.round,
        phase: words::tracker::phase(state.phase),
        initiative: state.initiative.map(name),
        finished: state.phase == Phase::Finished,
        winner: match state.outcome {
            Some(Outcome::Winner(p)) => Some(name(p)),
            _ => None,
        },
        players: state
            .players
            .iter()
            .map(|p| PlayerJson {
                name: &p.name,
                crew: &p.crew,
                vp: p.victory_points(),
                resources: p.resources,
                passes: p.passes,
                hand: p.hand.len(),
                deck: p.deck.len(),
                models: p
                    .models
                    .iter()
                    .map(|m| ModelJson {
                        id: &m.id,
                        alias: &m.alias,
                        stun: m.stun,
                        willpower: m.willpower,
                        injury: m.injury,
                        endurance: m.endurance,
                        state: model_state(m),
                        knocked_down: m.knocked_down,
                    })
                    .collect(),
            })
            .collect(),
    };
    say!("{}", serde_json::to_string_pretty(&out).unwrap_or_default());
}

fn print_text(state: &Match) {
    let initiative = state.initiative.map_or("not yet decided".to_owned(), |p| {
        quoted(&state.players[p].name).into_owned()
    });
    say!(
        "Round {} · {} · Initiative: {initiative}",
        state.round,
        words::tracker::phase(state.phase)
    );
    say!("{}", words::tracker::what_now(state));
    for player in &state.players {
        say!(
            "\n{} ({}): {} VP · {} Resource points · {} Pass markers · {} cards in hand, {} in the deck",
            quoted(&player.name),
            quoted(&player.crew),
            player.victory_points(),
            player.resources,
            player.passes,
            player.hand.len(),
            player.deck.len()
        );
        for m in &player.models {
            let down = if m.knocked_down { ", Knocked Down" } else { "" };
            say!(
                "  {:<36} Stun {}/{}  Injury {}/{}  {}{down}",
                quoted(&m.alias),
                m.stun,
                m.willpower,
                m.injury,
                m.endurance,
                model_state(m)
            );
        }
    }
}
