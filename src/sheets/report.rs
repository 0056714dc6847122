//! The report as a standalone HTML document: inline CSS and an inline SVG chart, no
//! external resource, every text from a file escaped, and a light stylesheet that
//! prints well.

use crate::bmg::tracker::report::{Markers, ModelReport, Report, RoundScore, SideReport};
use crate::bmg::tracker::{Outcome, Player};
use crate::sheets::html::{self, Name, escape};
use crate::words::{self, Language, numbers, tr};
use std::fmt::Write;

/// The page's stylesheet: the one the report pages share, and its own rules.
const STYLE: &str = concat!(
    page_style!(),
    "
.result { font-size: 1.2rem; font-weight: 600; margin: .2rem 0; }
.p1 { color: #1f4e79; }
.p2 { color: #a4461a; }
svg { max-width: 100%; height: auto; }
table.narrow { width: auto; min-width: 24rem; }
.legend span { margin-right: 1.5rem; font-weight: 600; }
ol.log { font-size: .88rem; padding-left: 2.6rem; }
ol.log li { margin: .1rem 0; }
section.log { break-inside: auto; page-break-inside: auto; }
"
);

/// The colours of the two sides in the chart, the same as the `.p1` and `.p2` text.
const COLOURS: [&str; 2] = ["#1f4e79", "#a4461a"];

/// The report as a standalone HTML document in `language`; `date` (when the match was
/// played, if known) is shown under the title.
pub fn html(report: &Report, date: Option<&str>, language: Language) -> String {
    let _speaking = words::speaking(language);
    let [first, second] = &report.players;
    let title = tr!(
        "sheets-report-vs",
        first = first.name.as_str(),
        second = second.name.as_str()
    );
    let mut out = String::with_capacity(16_384 + 128 * report.log.len());
    let _ = writeln!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">",
        language.code()
    );
    out.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    let _ = writeln!(
        out,
        "<title>{}</title>",
        escape(&tr!("sheets-report-title", title = title.as_str()))
    );
    let _ = writeln!(out, "<style>{STYLE}</style>\n</head>\n<body>");
    let _ = writeln!(out, "<header>\n<h1>{}</h1>", escape(&title));
    let _ = writeln!(
        out,
        "<p class=\"result\">{}</p>",
        escape(&words::tracker::result(report))
    );
    let mut meta = Vec::new();
    if let Some(date) = date {
        meta.push(escape(&tr!(
            "sheets-report-date",
            date = numbers::date(date)
        )));
    }
    meta.push(escape(&if report.finished() {
        tr!("sheets-report-finished", round = report.round)
    } else {
        tr!(
            "sheets-report-unfinished",
            round = report.round,
            phase = words::tracker::phase(report.phase)
        )
    }));
    let _ = writeln!(out, "<p class=\"meta\">{}</p>\n</header>", meta.join(" · "));
    players_section(report, &mut out);
    chart_section(report, &mut out);
    models_section(report, &mut out);
    objectives_section(report, &mut out);
    log_section(report, &mut out);
    html::end_page(&mut out);
    out
}

/// The players, their crews and their scores.
fn players_section(report: &Report, out: &mut String) {
    let _ = write!(
        out,
        "<section>\n<h2>{}</h2>\n<table>\n<thead><tr><th>{}</th><th>{}</th><th class=\"n\">{}</th><th class=\"n\">{}</th><th class=\"n\">{}</th><th class=\"n\">{}</th></tr></thead>\n<tbody>\n",
        escape(&tr!("sheets-report-players")),
        escape(&tr!("sheets-player")),
        escape(&tr!("sheets-report-crew")),
        escape(&tr!("sheets-models")),
        escape(&tr!("sheets-report-objectives")),
        escape(&tr!("sheets-report-by-hand")),
        escape(&tr!("sheets-report-vp")),
    );
    for (player, side) in Player::BOTH.into_iter().zip(&report.players) {
        let winner = report.outcome == Some(Outcome::Winner(player));
        let _ = writeln!(
            out,
            "<tr><td class=\"p{}\"><strong>{}</strong>{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{:+}</td><td class=\"n\"><strong>{}</strong></td></tr>",
            player.index() + 1,
            Name(&side.name),
            if winner {
                format!(" {}", escape(&tr!("sheets-report-winner")))
            } else {
                String::new()
            },
            Name(&side.crew),
            side.models.len(),
            side.objectives.len(),
            side.by_hand,
            side.victory_points
        );
    }
    out.push_str("</tbody>\n</table>\n</section>\n");
}

/// The Victory Points at the end of each round: a line chart and its numbers.
fn chart_section(report: &Report, out: &mut String) {
    let _ = writeln!(
        out,
        "<section>\n<h2>{}</h2>",
        escape(&tr!("sheets-report-vp-by-round"))
    );
    out.push_str(&chart(&report.players, &report.rounds));
    let _ = write!(
        out,
        "<table class=\"narrow\">\n<thead><tr><th>{}</th>",
        escape(&tr!("sheets-report-round"))
    );
    for (player, side) in Player::BOTH.into_iter().zip(&report.players) {
        let _ = write!(
            out,
            "<th class=\"n p{}\">{}</th>",
            player.index() + 1,
            Name(&side.name)
        );
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for score in &report.rounds {
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
            escape(&round_label(score)),
            score.victory_points[0],
            score.victory_points[1]
        );
    }
    out.push_str("</tbody>\n</table>\n</section>\n");
}

/// Each side's models: damage dealt and taken, KO and Casualty.
fn models_section(report: &Report, out: &mut String) {
    let _ = write!(
        out,
        "<section>\n<h2>{}</h2>\n<p class=\"note\">{}</p>\n",
        escape(&tr!("sheets-models")),
        escape(&tr!("sheets-report-models-note"))
    );
    for (player, side) in Player::BOTH.into_iter().zip(&report.players) {
        let _ = writeln!(
            out,
            "<h3 class=\"p{}\">{} — {}</h3>",
            player.index() + 1,
            Name(&side.name),
            Name(&side.crew)
        );
        let _ = write!(
            out,
            "<table>\n<thead><tr><th>{}</th><th class=\"n\">{}</th><th class=\"n\">{}</th><th class=\"n\">{}</th><th class=\"n\">KO</th><th>{}</th><th class=\"n\">{}</th><th>{}</th></tr></thead>\n<tbody>\n",
            escape(&tr!("sheets-model")),
            escape(&tr!("sheets-report-dealt")),
            escape(&tr!("sheets-report-taken")),
            escape(&tr!("sheets-report-of-which")),
            escape(&tr!("sheets-report-casualty")),
            escape(&tr!("sheets-report-caused")),
            escape(&tr!("sheets-report-at-end")),
        );
        for model in &side.models {
            model_row(out, model);
        }
        out.push_str("</tbody>\n</table>\n");
    }
    out.push_str("</section>\n");
}

/// The Objectives each player accomplished.
fn objectives_section(report: &Report, out: &mut String) {
    let _ = writeln!(
        out,
        "<section>\n<h2>{}</h2>",
        escape(&tr!("sheets-report-objectives-scored"))
    );
    for (player, side) in Player::BOTH.into_iter().zip(&report.players) {
        let _ = writeln!(
            out,
            "<h3 class=\"p{}\">{}</h3>",
            player.index() + 1,
            Name(&side.name)
        );
        if side.objectives.is_empty() {
            let _ = writeln!(out, "<p>{}</p>", escape(&tr!("sheets-report-no-objective")));
        } else {
            let _ = write!(
                out,
                "<table>\n<thead><tr><th>{}</th><th class=\"n\">{}</th><th class=\"n\">VP</th></tr></thead>\n<tbody>\n",
                escape(&tr!("sheets-report-objective")),
                escape(&tr!("sheets-report-round"))
            );
            for objective in &side.objectives {
                let _ = writeln!(
                    out,
                    "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
                    Name(&objective.name),
                    objective.round,
                    objective.victory_points
                );
            }
            out.push_str("</tbody>\n</table>\n");
        }
        if side.by_hand != 0 {
            let vp = format!("{:+}", side.by_hand);
            let _ = writeln!(
                out,
                "<p class=\"note\">{}</p>",
                escape(&tr!("sheets-report-by-hand-note", vp = vp))
            );
        }
    }
    out.push_str("</section>\n");
}

/// The whole log, oldest first.
fn log_section(report: &Report, out: &mut String) {
    let _ = writeln!(
        out,
        "<section class=\"log\">\n<h2>{}</h2>\n<ol class=\"log\">",
        escape(&tr!("sheets-report-log"))
    );
    for entry in &report.log {
        let _ = writeln!(out, "<li>{}</li>", escape(&words::tracker::entry(entry)));
    }
    out.push_str("</ol>\n</section>\n");
}

/// One model's line of the table.
fn model_row(out: &mut String, model: &ModelReport) {
    let unnamed = model.name.is_empty()
        || model.name == model.alias
        || model.name.eq_ignore_ascii_case("unknown");
    let name = if unnamed {
        Name(&model.alias).to_string()
    } else {
        format!(
            "{} <span class=\"note\">({})</span>",
            Name(&model.alias),
            Name(&model.name)
        )
    };
    let casualty = model.casualty_in.map_or_else(
        || "—".to_owned(),
        |round| escape(&tr!("sheets-report-in-round", round = round)),
    );
    let end = if model.casualty_in.is_some() {
        escape(&tr!("sheets-report-casualty"))
    } else {
        let mut end = markers(model.markers_at_end);
        if model.knocked_out_at_end {
            end.push_str(", KO");
        }
        end
    };
    let _ = writeln!(
        out,
        "<tr><td>{name}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td>{casualty}</td><td class=\"n\">{} / {}</td><td>{end}</td></tr>",
        markers(model.dealt),
        markers(model.taken()),
        markers(model.taken_by_hand),
        model.knocked_out,
        model.knock_outs_caused,
        model.casualties_caused,
    );
}

/// "3 Stun, 1 Injury", or "—" for none.
fn markers(markers: Markers) -> String {
    if markers.is_empty() {
        "—".to_owned()
    } else {
        tr!(
            "sheets-report-markers",
            stun = markers.stun,
            injury = markers.injury
        )
    }
}

/// "Round 2", or "Round 2 (left unfinished)".
fn round_label(score: &RoundScore) -> String {
    if score.complete {
        tr!("sheets-report-round-n", round = score.round)
    } else {
        tr!("sheets-report-round-unfinished", round = score.round)
    }
}

/// The chart's size and margins, in SVG units.
const WIDTH: i64 = 640;
const HEIGHT: i64 = 260;
const LEFT: i64 = 48;
const RIGHT: i64 = 16;
const TOP: i64 = 16;
const BOTTOM: i64 = 36;

/// A line chart of both sides' Victory Points by round, one point per round each.
fn chart(players: &[SideReport; 2], rounds: &[RoundScore]) -> String {
    let values = rounds.iter().flat_map(|r| r.victory_points.map(i64::from));
    let low = values.clone().min().unwrap_or(0).min(0);
    let high = values.max().unwrap_or(0).max(low + 1);
    let step = html::nice_step(high - low);
    let (low, high) = (
        low.div_euclid(step) * step,
        (high + step - 1).div_euclid(step) * step,
    );
    let plot = (WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM);
    let count = i64::try_from(rounds.len()).unwrap_or(i64::MAX).max(1);
    let x = |i: usize| LEFT + (2 * i64::try_from(i).unwrap_or(0) + 1) * plot.0 / (2 * count);
    let y = |vp: i64| TOP + (high - vp) * plot.1 / (high - low).max(1);
    // The legend, in the text above the chart, where a long name has room.
    let mut svg = format!(
        "<p class=\"legend\"><span class=\"p1\">● {}</span> <span class=\"p2\">○ {}</span></p>\n",
        escape(&tr!(
            "sheets-report-solid",
            player = players[0].name.as_str()
        )),
        escape(&tr!(
            "sheets-report-dashed",
            player = players[1].name.as_str()
        ))
    );
    let _ = writeln!(
        svg,
        "<svg class=\"vp-chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {WIDTH} {HEIGHT}\" width=\"{WIDTH}\" height=\"{HEIGHT}\" role=\"img\" aria-label=\"{}\" font-family=\"sans-serif\" font-size=\"12\">",
        escape(&tr!("sheets-report-vp-by-round"))
    );
    let mut tick = low;
    while tick <= high {
        let at = y(tick);
        let _ = writeln!(
            svg,
            "<line x1=\"{LEFT}\" y1=\"{at}\" x2=\"{}\" y2=\"{at}\" stroke=\"#ddd\"/><text x=\"{}\" y=\"{}\" text-anchor=\"end\" fill=\"#555\">{tick}</text>",
            WIDTH - RIGHT,
            LEFT - 6,
            at + 4
        );
        tick += step;
    }
    for (i, score) in rounds.iter().enumerate() {
        let label = if score.complete {
            tr!("sheets-report-round-n", round = score.round)
        } else {
            tr!("sheets-report-round-left", round = score.round)
        };
        let label = escape(&label);
        let _ = writeln!(
            svg,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" fill=\"#555\">{label}</text>",
            x(i),
            HEIGHT - BOTTOM + 18
        );
    }
    for player in Player::BOTH {
        let p = player.index();
        let colour = COLOURS[p];
        let dash = if p == 1 {
            " stroke-dasharray=\"6 4\""
        } else {
            ""
        };
        let points: Vec<String> = rounds
            .iter()
            .enumerate()
            .map(|(i, r)| format!("{},{}", x(i), y(i64::from(r.victory_points[p]))))
            .collect();
        let _ = writeln!(
            svg,
            "<polyline fill=\"none\" stroke=\"{colour}\" stroke-width=\"2.5\"{dash} points=\"{}\"/>",
            points.join(" ")
        );
        for (i, r) in rounds.iter().enumerate() {
            let vp = r.victory_points[p];
            let fill = if p == 0 { colour } else { "#fff" };
            let _ = writeln!(
                svg,
                "<circle class=\"point p{}\" data-round=\"{}\" cx=\"{}\" cy=\"{}\" r=\"5\" fill=\"{fill}\" stroke=\"{colour}\" stroke-width=\"2\"><title>{}</title></circle>",
                p + 1,
                r.round,
                x(i),
                y(i64::from(vp)),
                escape(&tr!(
                    "sheets-report-point",
                    round = r.round,
                    player = players[p].name.as_str(),
                    vp = vp
                ))
            );
        }
    }
    svg.push_str("</svg>\n");
    if rounds.iter().any(|r| !r.complete) {
        let _ = writeln!(
            svg,
            "<p class=\"note\">{}</p>",
            escape(&tr!("sheets-report-left-note"))
        );
    }
    svg
}
