//! What an organiser prints or exports: the pairings of a round with table numbers and
//! table codes, a match slip per table with boxes to fill, and the standings with both
//! lists of each player; each a standalone HTML page (no outside resource, light for
//! print). The standings also as CSV.

use crate::bmg::tournament::{RoundNo, TableAt, Tournament};
use crate::safe;
use crate::sheets::html::{Escaped as Esc, Name, TitleName};
use crate::words::tournament as words;
use crate::words::{Language, numbers, speaking, tr};
use std::fmt::Write;

/// The sheets' style: readable on a projector, light and plain on paper.
const STYLE: &str = "
:root { color-scheme: light; }
body { font-family: system-ui, sans-serif; margin: 0; color: #111; background: #fff; }
main { max-width: 1000px; margin: 0 auto; padding: 16px; }
h1 { font-size: 28px; margin: 0 0 4px; }
.meta { color: #555; margin: 0 0 16px; }
table { border-collapse: collapse; width: 100%; font-size: 18px; }
th, td { border-bottom: 1px solid #ccc; padding: 6px 8px; text-align: left; }
th { background: #eee; }
td.num, th.num { text-align: right; }
.code { font-family: ui-monospace, monospace; font-size: 14px; letter-spacing: 1px; }
.slip { border: 2px solid #111; border-radius: 6px; padding: 12px; margin: 0 0 14px;
        break-inside: avoid; page-break-inside: avoid; }
.slip h2 { margin: 0 0 8px; font-size: 22px; }
.box { display: inline-block; width: 80px; height: 36px; border: 2px solid #111;
       vertical-align: middle; }
.lists { font-size: 14px; color: #333; }
footer { color: #777; font-size: 12px; margin-top: 16px; }
@page { margin: 12mm; }
@media print { main { max-width: none; padding: 0; } }
";

/// The start of a sheet titled `title`, in `language`.
fn open(out: &mut String, tournament: &Tournament, title: &str, language: Language) {
    let setup = tournament.setup();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>{} · {}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>\n\
         <h1>{} · {}</h1>\n<p class=\"meta\">{}</p>\n",
        language.code(),
        TitleName(&setup.name),
        Esc(title),
        Name(&setup.name),
        Esc(title),
        Esc(&tr!(
            "sheets-event-meta",
            date = numbers::date(&setup.date),
            rounds = words::rounds(tournament.rounds()),
            preset = words::preset_kind(setup.preset.kind)
        )),
    );
}

fn close(out: &mut String) {
    let _ = write!(
        out,
        "<footer>{}</footer>\n</main>\n</body>\n</html>\n",
        Esc(&tr!("sheets-printed-from"))
    );
}

/// The pairings of round `round`: table, players, and the table code each table's
/// match tracker reports with; the bye last. None where the round is not paired.
pub fn pairings(tournament: &Tournament, round: RoundNo, language: Language) -> Option<String> {
    let _speaking = speaking(language);
    let state = tournament.state();
    let r = state.rounds.get(round.index()?)?;
    let mut out = String::with_capacity(4096);
    open(
        &mut out,
        tournament,
        &tr!("sheets-pairings-title", round = round.0),
        language,
    );
    let _ = write!(
        out,
        "<table>\n<thead><tr><th class=\"num\">{}</th><th>{}</th><th>{}</th>\
         <th>{}</th></tr></thead>\n<tbody>\n",
        Esc(&tr!("sheets-table")),
        Esc(&tr!("sheets-player-a")),
        Esc(&tr!("sheets-player-b")),
        Esc(&tr!("sheets-table-code"))
    );
    for (i, table) in r.tables.iter().enumerate() {
        let code = tournament.table_code(round, TableAt(i)).unwrap_or_default();
        let _ = writeln!(
            out,
            "<tr><td class=\"num\">{}</td><td>{}</td><td>{}</td><td class=\"code\">{}</td></tr>",
            i + 1,
            Name(&state.players[table.players[0]].name),
            Name(&state.players[table.players[1]].name),
            Esc(&code)
        );
    }
    if let Some(bye) = r.bye {
        let _ = writeln!(
            out,
            "<tr><td class=\"num\">{}</td><td>{}</td><td>{}</td><td></td></tr>",
            Esc(&tr!("sheets-bye")),
            Name(&state.players[bye].name),
            Esc(&tr!("sheets-bye-note"))
        );
    }
    out.push_str("</tbody>\n</table>\n");
    close(&mut out);
    Some(out)
}

/// A match slip per table of round `round`: the players, a box for each one's VP and
/// list played, the table code, and signatures.
pub fn slips(tournament: &Tournament, round: RoundNo, language: Language) -> Option<String> {
    let _speaking = speaking(language);
    let state = tournament.state();
    let r = state.rounds.get(round.index()?)?;
    let mut out = String::with_capacity(8192);
    open(
        &mut out,
        tournament,
        &tr!("sheets-slips-title", round = round.0),
        language,
    );
    for (i, table) in r.tables.iter().enumerate() {
        let code = tournament.table_code(round, TableAt(i)).unwrap_or_default();
        let _ = write!(
            out,
            "<section class=\"slip\">\n<h2>{}</h2>\n\
             <p>{} <span class=\"code\">{}</span></p>\n\
             <table>\n<thead><tr><th>{}</th><th>VP</th><th>{}</th><th>{}</th></tr></thead>\n<tbody>\n",
            Esc(&tr!("sheets-slip-heading", round = round.0, table = i + 1)),
            Esc(&tr!("sheets-slip-code")),
            Esc(&code),
            Esc(&tr!("sheets-player")),
            Esc(&tr!("sheets-list-played")),
            Esc(&tr!("sheets-signature"))
        );
        for (side, &p) in table.players.iter().enumerate() {
            let player = &state.players[p];
            let lists: Vec<String> = player
                .lists
                .iter()
                .enumerate()
                .map(|(n, l)| format!("{}: {}", n + 1, Name(&l.crew.name)))
                .collect();
            let _ = writeln!(
                out,
                "<tr><td><strong>{} {}</strong><div class=\"lists\">{}</div></td>\
                 <td><span class=\"box\"></span></td><td><span class=\"box\"></span></td>\
                 <td><span class=\"box\" style=\"width:180px\"></span></td></tr>",
                if side == 0 { "A:" } else { "B:" },
                Name(&player.name),
                lists.join(" · ")
            );
        }
        out.push_str("</tbody>\n</table>\n</section>\n");
    }
    close(&mut out);
    Some(out)
}

/// The standings, with both lists of each player.
pub fn standings(tournament: &Tournament, language: Language) -> String {
    let _speaking = speaking(language);
    let state = tournament.state();
    let rows = tournament.standings();
    let played = state.rounds.len();
    let mut out = String::with_capacity(8192);
    open(
        &mut out,
        tournament,
        &tr!("sheets-standings-title", round = played),
        language,
    );
    let _ = write!(
        out,
        "<table>\n<thead><tr><th class=\"num\">#</th><th>{}</th><th class=\"num\">{}</th>\
         <th class=\"num\">{}</th><th class=\"num\">{}</th><th class=\"num\">{}</th>\
         <th class=\"num\">{}</th><th class=\"num\">{}</th><th>{}</th><th>{}</th></tr></thead>\n<tbody>\n",
        Esc(&tr!("sheets-player")),
        Esc(&tr!("sheets-points")),
        Esc(&tr!("sheets-wtl")),
        Esc(&tr!("sheets-vp-for")),
        Esc(&tr!("sheets-vp-against")),
        Esc(&tr!("sheets-vp-diff")),
        Esc(&tr!("sheets-sos")),
        Esc(&tr!("sheets-affiliation")),
        Esc(&tr!("sheets-lists"))
    );
    for row in &rows {
        let player = &state.players[row.player];
        let mut lists: Vec<String> = player
            .lists
            .iter()
            .enumerate()
            .map(|(n, l)| {
                format!(
                    "{}: {} [{}]",
                    n + 1,
                    Name(&l.crew.name),
                    Name(&l.fingerprint)
                )
            })
            .collect();
        let lists_played = lists_played(tournament, row.player);
        if !lists_played.is_empty() {
            let played = tr!("sheets-played", lists = lists_played.join(", "));
            lists.push(Esc(&played).to_string());
        }
        let _ = writeln!(
            out,
            "<tr><td class=\"num\">{}</td><td>{}{}</td><td class=\"num\">{}</td><td class=\"num\">{}/{}/{}</td>\
             <td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>\
             <td>{}</td><td class=\"lists\">{}</td></tr>",
            row.rank,
            Name(&player.name),
            if row.dropped {
                format!(" {}", Esc(&tr!("sheets-dropped")))
            } else {
                String::new()
            },
            row.points,
            row.wins,
            row.ties,
            row.losses,
            row.vp_for,
            row.vp_against,
            row.vp_difference(),
            row.sos,
            Name(player.affiliation()),
            lists.join("<br>")
        );
    }
    out.push_str("</tbody>\n</table>\n");
    close(&mut out);
    out
}

/// Which list a player played in each round where the result says: "R1 list 2".
fn lists_played(tournament: &Tournament, player: usize) -> Vec<String> {
    let mut said = Vec::new();
    for (n, round) in tournament.state().rounds.iter().enumerate() {
        for table in &round.tables {
            let Some(result) = table.result else {
                continue;
            };
            if let Some(side) = table.players.iter().position(|&p| p == player)
                && let Some(list) = result.lists[side]
            {
                said.push(tr!(
                    "sheets-round-list",
                    round = n + 1,
                    list = u64::from(list) + 1
                ));
            }
        }
    }
    said
}

/// The standings as CSV: a header line, then a line per player, best first, with a
/// column per list the event asks for (`list_1` to `list_N`).
pub fn standings_csv(tournament: &Tournament) -> String {
    let state = tournament.state();
    // Files written by hand may hold players with more lists than the preset: every one
    // is written.
    let lists = state
        .players
        .iter()
        .map(|p| p.lists.len())
        .chain([usize::try_from(tournament.setup().preset.lists).unwrap_or(usize::MAX)])
        .max()
        .unwrap_or(0);
    let mut writer = csv::Writer::from_writer(Vec::new());
    let mut header: Vec<String> = [
        "rank",
        "player",
        "points",
        "wins",
        "ties",
        "losses",
        "vp_for",
        "vp_against",
        "vp_difference",
        "sos",
        "affiliation",
        "dropped",
    ]
    .map(str::to_owned)
    .to_vec();
    header.extend((1..=lists).map(|n| format!("list_{n}")));
    // Writing to memory fails only on a record of another length, and every record has
    // the header's.
    let _ = safe::csv_row(&mut writer, &header);
    for row in tournament.standings() {
        let player = &state.players[row.player];
        let mut cells = vec![
            row.rank.to_string(),
            player.name.clone(),
            row.points.to_string(),
            row.wins.to_string(),
            row.ties.to_string(),
            row.losses.to_string(),
            row.vp_for.to_string(),
            row.vp_against.to_string(),
            row.vp_difference().to_string(),
            row.sos.to_string(),
            player.affiliation().to_owned(),
            row.dropped.to_string(),
        ];
        cells.extend((0..lists).map(|n| {
            player
                .lists
                .get(n)
                .map_or_else(String::new, |l| l.crew.name.clone())
        }));
        let _ = safe::csv_row(&mut writer, &cells);
    }
    let bytes = writer.into_inner().unwrap_or_default();
    String::from_utf8(bytes).unwrap_or_default()
}

/// One line of the standings as JSON.
#[derive(serde::Serialize)]
struct StandingJson<'a> {
    rank: u32,
    player: &'a str,
    points: u32,
    wins: u32,
    ties: u32,
    losses: u32,
    vp_for: u32,
    vp_against: u32,
    sos: u32,
}

/// The standings as JSON, as `tournament standings --json` prints them and the
/// Tournament tab exports them: a list of lines, best first.
pub fn standings_json(tournament: &Tournament) -> String {
    let players = &tournament.state().players;
    let rows = tournament.standings();
    let out: Vec<StandingJson> = rows
        .iter()
        .map(|s| StandingJson {
            rank: s.rank,
            player: &players[s.player].name,
            points: s.points,
            wins: s.wins,
            ties: s.ties,
            losses: s.losses,
            vp_for: s.vp_for,
            vp_against: s.vp_against,
            sos: s.sos,
        })
        .collect();
    // Plain data always serialises.
    serde_json::to_string_pretty(&out).unwrap_or_default()
}
