//! A player's record as a standalone HTML document: the totals, the tables by crew,
//! opponent, opponent's affiliation, month and objective card, the luck of the dice,
//! and four inline SVG charts. No external resource and no script; every text from a
//! file escaped; a light stylesheet that prints well, in colours of distinct lightness
//! so the charts read in greyscale too.

use crate::bmg::record::{
    CardTally, CrewTally, Filters, Finish, Format, Line, Luck, Named, Record, Tally,
};
use crate::sheets::html::{self, Name, TitleName, escape};
use crate::words::{self, Language, numbers, tr};
use std::fmt::Write;

/// The page's stylesheet: the one the report pages share, and its own rules.
const STYLE: &str = concat!(
    page_style!(),
    "
svg { max-width: 100%; height: auto; display: block; margin: .4rem 0; }
"
);

/// Wins and scored cards: the darkest fill.
const DARK: &str = "#1f4e79";
/// Losses and failed cards: a middle lightness.
const MIDDLE: &str = "#c0603f";
/// Draws: a light fill.
const LIGHT: &str = "#e3b448";
/// Unfinished matches: hollow, a dashed grey outline.
const HOLLOW: &str = "#fff";
/// The outline of hollow marks and the text beside the charts.
const GREY: &str = "#555";
/// The dashed grey outline of hollow marks.
const DASHED: &str = " stroke=\"#555\" stroke-dasharray=\"3 2\"";

/// The charts' width, in SVG units.
const WIDTH: i64 = 640;
/// The bar charts' room for the names on the left.
const LABELS: i64 = 190;
/// At most this many crews or cards in a bar chart (the tables list them all).
const TOP_ROWS: usize = 12;

/// The record as a standalone HTML document in `language`, with the `filters` it was
/// counted under in a line under the title.
pub fn html(record: &Record, filters: &Filters, language: Language) -> String {
    let _speaking = words::speaking(language);
    let title = tr!("sheets-record-title", player = record.player.as_str());
    let mut out = String::with_capacity(32_768 + 512 * record.matches.len());
    let _ = writeln!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\"/>\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n\
         <title>{title}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<header>\n\
         <h1>{title}</h1>\n<p class=\"meta filters\">{}</p>\n</header>",
        language.code(),
        filters_line(filters),
        title = escape(&title),
    );
    totals_section(&record.total, &mut out);
    crews_section(&record.by_crew, &mut out);
    let unnamed = |name: &str| shown(name, &tr!("sheets-record-unnamed"));
    let unknown = |name: &str| shown(name, &tr!("sheets-record-unknown-affiliation"));
    let months = |name: &str| escape(&month(name));
    let words = [
        tr!("sheets-record-by-opponent"),
        tr!("sheets-record-opponent"),
    ];
    named_section(&mut out, words, &record.by_opponent, &unnamed);
    let words = [
        tr!("sheets-record-by-affiliation"),
        tr!("sheets-affiliation"),
    ];
    named_section(&mut out, words, &record.by_opponent_affiliation, &unknown);
    let words = [tr!("sheets-record-by-month"), tr!("sheets-record-month")];
    named_section(&mut out, words, &record.by_month, &months);
    out.push_str(&open("vp", &tr!("sheets-record-vp-by-match")));
    out.push_str(&note(&tr!("sheets-record-vp-chart-note")));
    out.push_str(&vp_chart(&record.matches));
    out.push_str("</section>\n");
    dice_section(&record.luck, &record.matches, &mut out);
    objectives_section(&record.objectives, &mut out);
    html::end_page(&mut out);
    out
}

/// A name from a file as HTML, or `instead` where it is empty.
fn shown(name: &str, instead: &str) -> String {
    Name(if name.trim().is_empty() {
        instead
    } else {
        name
    })
    .to_string()
}

/// The start of a section of `class` under `heading`.
fn open(class: &str, heading: &str) -> String {
    format!(
        "<section class=\"{class}\">\n<h2>{}</h2>\n",
        escape(heading)
    )
}

/// `text` as a note: a paragraph in small grey letters.
fn note(text: &str) -> String {
    format!("<p class=\"note\">{}</p>\n", escape(text))
}

/// The filters in force, escaped, joined with " · ": "From 2026-01-01 · Crew: X".
fn filters_line(filters: &Filters) -> String {
    let mut parts = Vec::new();
    match (&filters.since, &filters.until) {
        (Some(since), Some(until)) => parts.push(tr!(
            "sheets-record-between",
            since = numbers::date(since),
            until = numbers::date(until)
        )),
        (Some(since), None) => parts.push(tr!("sheets-record-since", date = numbers::date(since))),
        (None, Some(until)) => parts.push(tr!("sheets-record-until", date = numbers::date(until))),
        (None, None) => {}
    }
    if let Some(crew) = &filters.crew {
        parts.push(tr!("sheets-record-crew-filter", crew = crew.as_str()));
    }
    if let Some(opponent) = &filters.opponent {
        parts.push(tr!(
            "sheets-record-opponent-filter",
            opponent = opponent.as_str()
        ));
    }
    match filters.format {
        Some(Format::Standard) => parts.push(tr!("sheets-record-standard")),
        Some(Format::Eternal) => parts.push(tr!("sheets-record-eternal")),
        None => {}
    }
    if parts.is_empty() {
        parts.push(tr!("sheets-record-all"));
    }
    let parts: Vec<String> = parts.iter().map(|p| escape(p)).collect();
    parts.join(" · ")
}

/// The header cells of a tally's columns.
fn tally_heads() -> String {
    [
        tr!("sheets-record-matches"),
        tr!("sheets-record-won"),
        tr!("sheets-record-drawn"),
        tr!("sheets-record-lost"),
        tr!("sheets-record-unfinished"),
        tr!("sheets-vp-for"),
        tr!("sheets-vp-against"),
    ]
    .map(|head| format!("<th class=\"n\">{}</th>", escape(&head)))
    .concat()
}

/// The cells of a tally, in the order of [`tally_heads`].
fn tally_cells(tally: &Tally) -> String {
    [
        i64::from(tally.matches),
        i64::from(tally.wins),
        i64::from(tally.draws),
        i64::from(tally.losses),
        i64::from(tally.unfinished),
        tally.vp_for,
        tally.vp_against,
    ]
    .map(|n| format!("<td class=\"n\">{}</td>", numbers::integer(n)))
    .concat()
}

/// Every match counted: the totals.
fn totals_section(total: &Tally, out: &mut String) {
    out.push_str(&open("totals", &tr!("sheets-record-totals")));
    let _ = writeln!(
        out,
        "<table>\n<thead><tr>{}</tr></thead>\n\
         <tbody>\n<tr>{}</tr>\n</tbody>\n</table>\n<p class=\"note\">{}</p>\n</section>",
        tally_heads(),
        tally_cells(total),
        escape(&tr!("sheets-record-vp-note"))
    );
}

/// The results by crew: the chart and the table.
fn crews_section(crews: &[CrewTally], out: &mut String) {
    out.push_str(&open("by-crew", &tr!("sheets-record-by-crew")));
    out.push_str(&crew_chart(crews));
    let _ = writeln!(
        out,
        "<table>\n<thead><tr><th>{}</th><th>{}</th><th>{}</th>{}</tr></thead>\n<tbody>",
        escape(&tr!("sheets-record-crew")),
        escape(&tr!("sheets-boss")),
        escape(&tr!("sheets-affiliation")),
        tally_heads()
    );
    let unnamed = tr!("sheets-record-unnamed");
    for crew in crews {
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td>{}</td><td>{}</td>{}</tr>",
            shown(&crew.crew, &unnamed),
            shown(&crew.boss, "—"),
            shown(&crew.affiliation, "—"),
            tally_cells(&crew.tally)
        );
    }
    out.push_str("</tbody>\n</table>\n</section>\n");
}

/// A table of tallies under names, each name `shown` as HTML: `words` are its heading
/// and its first column's. An empty list (no match with a known day) says so.
fn named_section(
    out: &mut String,
    words: [String; 2],
    list: &[Named],
    shown: &dyn Fn(&str) -> String,
) {
    let [heading, column] = words;
    out.push_str(&open("named", &heading));
    if list.is_empty() {
        out.push_str(&note(&tr!("sheets-record-no-month")));
        out.push_str("</section>\n");
        return;
    }
    let _ = writeln!(
        out,
        "<table>\n<thead><tr><th>{}</th>{}</tr></thead>\n<tbody>",
        escape(&column),
        tally_heads()
    );
    for named in list {
        let _ = writeln!(
            out,
            "<tr><td>{}</td>{}</tr>",
            shown(&named.name),
            tally_cells(&named.tally)
        );
    }
    out.push_str("</tbody>\n</table>\n</section>\n");
}

/// A month written `YYYY-MM` as the language names it ("March 2026"); other text as
/// it is.
fn month(name: &str) -> String {
    let parsed = name.split_once('-').and_then(|(year, month)| {
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        let number: u8 = month.parse().ok()?;
        (digits(year) && digits(month) && (1..=12).contains(&number)).then_some((year, number))
    });
    match parsed {
        Some((year, number)) => tr!("sheets-record-month-name", month = number, year = year),
        None => name.to_owned(),
    }
}

/// A match's day as the language writes it, or "undated".
fn day(line: &Line) -> String {
    line.day
        .as_deref()
        .map_or_else(|| tr!("sheets-record-undated"), numbers::date)
}

/// The dice against their odds: a table, what it means, and the luck of each match.
fn dice_section(luck: &Luck, matches: &[Line], out: &mut String) {
    out.push_str(&open("dice", &tr!("sheets-record-dice")));
    out.push_str(&note(&tr!("sheets-record-dice-note")));
    out.push_str("<table>\n<thead><tr><th></th>");
    for head in [
        tr!("sheets-record-rolls"),
        tr!("sheets-record-without-odds"),
        tr!("sheets-record-successes"),
        tr!("sheets-record-expected"),
        tr!("sheets-record-chance"),
    ] {
        let _ = write!(out, "<th class=\"n\">{}</th>", escape(&head));
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    let rows = [
        (
            tr!("sheets-record-attacks-row"),
            luck.attacks,
            luck.without_odds,
        ),
        (
            tr!("sheets-record-recoveries-row"),
            luck.recoveries,
            luck.recoveries_without_odds,
        ),
    ];
    let odds = [
        (luck.hits, luck.expected_hits, luck.percentile),
        (
            luck.recovered,
            luck.expected_recoveries,
            luck.recovery_percentile,
        ),
    ];
    for ((label, rolls, without), (got, expected, chance)) in rows.into_iter().zip(odds) {
        let _ = write!(
            out,
            "<tr><th>{}</th><td class=\"n\">{}</td><td class=\"n\">{}</td>",
            escape(&label),
            numbers::integer(rolls),
            numbers::integer(without),
        );
        let shown = chance.map_or_else(
            || ["—".to_owned(), "—".to_owned(), "—".to_owned()],
            |p| {
                let got = numbers::integer(i64::try_from(got).unwrap_or(i64::MAX));
                [got, numbers::decimal(expected, 1), numbers::percent(p, 1)]
            },
        );
        for cell in shown {
            let _ = write!(out, "<td class=\"n\">{cell}</td>");
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n");
    for said in luck_sentences(luck) {
        let _ = writeln!(out, "<p class=\"luck\">{}</p>", escape(&said));
    }
    let heading = tr!("sheets-record-luck-by-match");
    let _ = writeln!(out, "<h3>{}</h3>", escape(&heading));
    if matches.iter().any(|m| m.luck.percentile.is_some()) {
        out.push_str(&note(&tr!("sheets-record-luck-chart-note")));
        out.push_str(&luck_chart(matches));
    } else {
        out.push_str(&note(&tr!("sheets-record-no-luck")));
    }
    out.push_str("</section>\n");
}

/// What the dice say, in sentences: the chance of each kind, or why there is none,
/// and how many rolls had no odds.
fn luck_sentences(luck: &Luck) -> Vec<String> {
    let mut said = Vec::new();
    let (older, number) = (luck.without_odds, numbers::integer(luck.without_odds));
    match luck.percentile.map(|p| numbers::percent(p, 1)) {
        Some(percent) => said.push(tr!("sheets-record-attacks-luck", percent = percent)),
        None if luck.attacks == 0 => said.push(tr!("sheets-record-no-attacks")),
        None => said.push(tr!("sheets-record-attacks-no-odds")),
    }
    if luck.percentile.is_some() && older > 0 {
        said.push(tr!(
            "sheets-record-attacks-older",
            count = older,
            number = number
        ));
    }
    let older = luck.recoveries_without_odds;
    let number = numbers::integer(older);
    match luck.recovery_percentile.map(|p| numbers::percent(p, 1)) {
        Some(percent) => said.push(tr!("sheets-record-recoveries-luck", percent = percent)),
        None if luck.recoveries == 0 => said.push(tr!("sheets-record-no-recoveries")),
        None => said.push(tr!("sheets-record-recoveries-no-odds")),
    }
    if luck.recovery_percentile.is_some() && older > 0 {
        said.push(tr!(
            "sheets-record-recoveries-older",
            count = older,
            number = number
        ));
    }
    said
}

/// The objective cards: the chart of the most played and the table of all.
fn objectives_section(cards: &[CardTally], out: &mut String) {
    out.push_str(&open("objectives", &tr!("sheets-record-objectives")));
    if cards.is_empty() {
        out.push_str(&note(&tr!("sheets-record-no-objectives")));
        out.push_str("</section>\n");
        return;
    }
    out.push_str(&cards_chart(cards));
    let _ = writeln!(
        out,
        "<table>\n<thead><tr><th>{}</th><th class=\"n\">{}</th><th class=\"n\">{}</th><th class=\"n\">{}</th></tr></thead>\n<tbody>",
        escape(&tr!("sheets-card")),
        escape(&tr!("sheets-record-played")),
        escape(&tr!("sheets-record-scored")),
        escape(&tr!("sheets-record-failed"))
    );
    for card in cards {
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
            Name(&card.card),
            numbers::integer(card.played),
            numbers::integer(card.scored),
            numbers::integer(card.failed)
        );
    }
    out.push_str("</tbody>\n</table>\n</section>\n");
}

/// The opening tag of a chart `height` high, labelled `label` for screen readers.
fn svg_open(class: &str, height: i64, label: &str) -> String {
    format!(
        "<svg class=\"{class}\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {WIDTH} {height}\" width=\"{WIDTH}\" height=\"{height}\" role=\"img\" aria-label=\"{}\" font-family=\"sans-serif\" font-size=\"12\">\n",
        escape(label)
    )
}

/// The legend of the results (won, drawn, lost, unfinished), from `x` on.
fn results_legend(x: i64) -> String {
    legend(
        x,
        &[
            (DARK, tr!("sheets-record-won")),
            (LIGHT, tr!("sheets-record-drawn")),
            (MIDDLE, tr!("sheets-record-lost")),
            (HOLLOW, tr!("sheets-record-unfinished")),
        ],
    )
}

/// A row of legend keys at the top of a chart, from `x` on: each a swatch and its
/// label.
fn legend(mut x: i64, keys: &[(&str, String)]) -> String {
    let mut out = String::new();
    for (fill, label) in keys {
        let outline = if *fill == HOLLOW { DASHED } else { "" };
        let _ = writeln!(
            out,
            "<rect x=\"{x}\" y=\"4\" width=\"12\" height=\"12\" fill=\"{fill}\"{outline}/><text x=\"{}\" y=\"14\" fill=\"#1b1b1b\">{}</text>",
            x + 16,
            escape(label)
        );
        x += 34 + 7 * i64::try_from(label.chars().count()).unwrap_or(20);
    }
    out
}

/// A name cut to fit the room for labels, with "…" where it was cut.
fn cut(name: &str) -> String {
    const MOST: usize = 26;
    let name = crate::safe::one_line(name.trim());
    if name.chars().count() <= MOST {
        name.into_owned()
    } else {
        let kept: String = name.chars().take(MOST - 1).collect();
        format!("{kept}…")
    }
}

/// A count in SVG units along a bar `room` long, whose longest bar counts `most`.
fn along(count: u32, room: i64, most: u32) -> i64 {
    i64::from(count) * room / i64::from(most.max(1))
}

/// The note that a chart shows only the first [`TOP_ROWS`], where there are more.
fn top_note(shown: usize, all: usize) -> String {
    if all > shown {
        let number = numbers::integer(i64::try_from(shown).unwrap_or(i64::MAX));
        note(&tr!("sheets-record-top", number = number))
    } else {
        String::new()
    }
}

/// Results by crew as stacked horizontal bars: won, drawn, lost, unfinished.
fn crew_chart(crews: &[CrewTally]) -> String {
    const ROW: i64 = 26;
    const TOP: i64 = 28;
    let shown = &crews[..crews.len().min(TOP_ROWS)];
    let most = shown.iter().map(|c| c.tally.matches).max().unwrap_or(1);
    let room = WIDTH - LABELS - 48;
    let height = TOP + ROW * i64::try_from(shown.len()).unwrap_or(0) + 8;
    let mut svg = svg_open("crew-chart", height, &tr!("sheets-record-by-crew"));
    svg.push_str(&results_legend(LABELS));
    for (row, crew) in (0i64..).zip(shown) {
        let y = TOP + row * ROW;
        let t = &crew.tally;
        let _ = writeln!(
            svg,
            "<g class=\"crew-bar\"><title>{}</title>\n<text x=\"{}\" y=\"{}\" text-anchor=\"end\" fill=\"#1b1b1b\">{}</text>",
            escape(&tr!(
                "sheets-record-crew-bar",
                crew = crew.crew.as_str(),
                wins = numbers::integer(t.wins),
                draws = numbers::integer(t.draws),
                losses = numbers::integer(t.losses),
                unfinished = numbers::integer(t.unfinished)
            )),
            LABELS - 8,
            y + 13,
            TitleName(&cut(&crew.crew))
        );
        let mut x = LABELS;
        for (count, fill, ink) in [
            (t.wins, DARK, "#fff"),
            (t.draws, LIGHT, "#1b1b1b"),
            (t.losses, MIDDLE, "#fff"),
            (t.unfinished, HOLLOW, "#1b1b1b"),
        ] {
            if count == 0 {
                continue;
            }
            let w = along(count, room, most);
            let outline = if fill == HOLLOW {
                DASHED
            } else {
                " stroke=\"#fff\""
            };
            let _ = writeln!(
                svg,
                "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"18\" fill=\"{fill}\"{outline}/>"
            );
            if w >= 18 {
                let _ = writeln!(
                    svg,
                    "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" fill=\"{ink}\">{}</text>",
                    x + w / 2,
                    y + 13,
                    numbers::integer(count)
                );
            }
            x += w;
        }
        let _ = writeln!(
            svg,
            "<text x=\"{}\" y=\"{}\" fill=\"{GREY}\">{}</text>\n</g>",
            x + 6,
            y + 13,
            numbers::integer(t.matches)
        );
    }
    svg.push_str("</svg>\n");
    svg.push_str(&top_note(shown.len(), crews.len()));
    svg
}

/// The plot's margins in the line charts, in SVG units.
const LEFT: i64 = 52;
/// The right margin.
const RIGHT: i64 = 16;
/// The top margin.
const TOP: i64 = 12;
/// The bottom margin, where the days go.
const BOTTOM: i64 = 30;

/// The left edge and the width of match `i`'s slot, of `count`, along the plot.
fn slot(i: usize, count: usize) -> (i64, i64) {
    let room = WIDTH - LEFT - RIGHT;
    let count = i64::try_from(count.max(1)).unwrap_or(i64::MAX);
    let i = i64::try_from(i).unwrap_or(0);
    let left = LEFT + i * room / count;
    (left, LEFT + (i + 1) * room / count - left)
}

/// The first and the last match's day under a chart `height` high.
fn days_axis(matches: &[Line], height: i64) -> String {
    let mut out = String::new();
    let y = height - BOTTOM + 18;
    if let Some(first) = matches.first() {
        let _ = writeln!(
            out,
            "<text x=\"{LEFT}\" y=\"{y}\" fill=\"{GREY}\">{}</text>",
            escape(&day(first))
        );
    }
    if let (Some(last), true) = (matches.last(), matches.len() > 1) {
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{y}\" text-anchor=\"end\" fill=\"{GREY}\">{}</text>",
            WIDTH - RIGHT,
            escape(&day(last))
        );
    }
    out
}

/// The Victory Points difference of each match as a bar from a zero line, oldest
/// first; unfinished matches hollow.
fn vp_chart(matches: &[Line]) -> String {
    const HEIGHT: i64 = 260;
    let diff = |m: &Line| i64::from(m.vp_for) - i64::from(m.vp_against);
    let diffs: Vec<i64> = matches.iter().map(diff).collect();
    let low = diffs.iter().copied().min().unwrap_or(0).min(0);
    let high = diffs.iter().copied().max().unwrap_or(0).max(0).max(low + 1);
    let step = html::nice_step(high - low);
    let (low, high) = (
        low.div_euclid(step) * step,
        (high + step - 1).div_euclid(step) * step,
    );
    // Below the legend.
    let top = TOP + 20;
    let plot = HEIGHT - top - BOTTOM;
    let y = |vp: i64| top + (high - vp) * plot / (high - low).max(1);
    let mut svg = svg_open("vp-chart", HEIGHT, &tr!("sheets-record-vp-by-match"));
    svg.push_str(&results_legend(LEFT));
    let mut tick = low;
    while tick <= high {
        let at = y(tick);
        let line = if tick == 0 { "#1b1b1b" } else { "#ddd" };
        let _ = writeln!(
            svg,
            "<line x1=\"{LEFT}\" y1=\"{at}\" x2=\"{}\" y2=\"{at}\" stroke=\"{line}\"/><text x=\"{}\" y=\"{}\" text-anchor=\"end\" fill=\"{GREY}\">{}</text>",
            WIDTH - RIGHT,
            LEFT - 6,
            at + 4,
            numbers::integer(tick)
        );
        tick += step;
    }
    for (i, m) in matches.iter().enumerate() {
        let (left, width) = slot(i, matches.len());
        let gap = (width / 5).min(4);
        let (top, bottom) = (y(diff(m).max(0)), y(diff(m).min(0)));
        let (top, tall) = if bottom - top < 2 {
            (y(0) - 1, 2)
        } else {
            (top, bottom - top)
        };
        let (id, fill, stroke) = match m.result {
            Finish::Win => ("finished", DARK, ""),
            Finish::Draw => ("finished", LIGHT, ""),
            Finish::Loss => ("finished", MIDDLE, ""),
            Finish::Unfinished => ("unfinished", HOLLOW, DASHED),
        };
        let mut title = tr!(
            "sheets-record-match-bar",
            date = day(m),
            crew = m.crew.as_str(),
            opponent = m.opponent.as_str(),
            vp_for = numbers::integer(m.vp_for),
            vp_against = numbers::integer(m.vp_against)
        );
        if m.result == Finish::Unfinished {
            title = tr!("sheets-record-match-left", bar = title);
        }
        let _ = writeln!(
            svg,
            "<rect class=\"match {id}\" x=\"{}\" y=\"{top}\" width=\"{}\" height=\"{tall}\" fill=\"{fill}\"{stroke}><title>{}</title></rect>",
            left + gap / 2,
            (width - gap).max(1),
            escape(&title)
        );
    }
    svg.push_str(&days_axis(matches, HEIGHT));
    svg.push_str("</svg>\n");
    svg
}

/// The luck of each match's attack dice, 0 to 100 %, with the 50 % line; matches
/// without an attack with odds leave their place empty.
fn luck_chart(matches: &[Line]) -> String {
    const HEIGHT: i64 = 220;
    let plot = (HEIGHT - TOP - BOTTOM) as f64;
    let y = |p: f64| TOP as f64 + (1.0 - p.clamp(0.0, 1.0)) * plot;
    let mut svg = svg_open("luck-chart", HEIGHT, &tr!("sheets-record-luck-by-match"));
    for tick in [0.0, 0.25, 0.5, 0.75, 1.0] {
        let at = y(tick);
        let dash = if tick == 0.5 {
            " stroke=\"#1b1b1b\" stroke-dasharray=\"6 4\""
        } else {
            " stroke=\"#ddd\""
        };
        let _ = writeln!(
            svg,
            "<line x1=\"{LEFT}\" y1=\"{at:.1}\" x2=\"{}\" y2=\"{at:.1}\"{dash}/><text x=\"{}\" y=\"{:.1}\" text-anchor=\"end\" fill=\"{GREY}\">{}</text>",
            WIDTH - RIGHT,
            LEFT - 6,
            at + 4.0,
            escape(&numbers::percent(tick, 0))
        );
    }
    for (i, m) in matches.iter().enumerate() {
        let Some(luck) = m.luck.percentile else {
            continue;
        };
        let (left, width) = slot(i, matches.len());
        let title = tr!(
            "sheets-record-luck-point",
            date = day(m),
            opponent = m.opponent.as_str(),
            percent = numbers::percent(luck, 1)
        );
        let _ = writeln!(
            svg,
            "<circle class=\"luck\" cx=\"{}\" cy=\"{:.1}\" r=\"4\" fill=\"{DARK}\" stroke=\"#fff\"><title>{}</title></circle>",
            left + width / 2,
            y(luck),
            escape(&title)
        );
    }
    svg.push_str(&days_axis(matches, HEIGHT));
    svg.push_str("</svg>\n");
    svg
}

/// The most played objective cards, each with a bar of the times scored and one of
/// the times failed.
fn cards_chart(cards: &[CardTally]) -> String {
    const ROW: i64 = 32;
    const TOP: i64 = 28;
    let shown = &cards[..cards.len().min(TOP_ROWS)];
    let most = shown
        .iter()
        .map(|c| c.scored.max(c.failed))
        .max()
        .unwrap_or(1);
    let room = WIDTH - LABELS - 48;
    let height = TOP + ROW * i64::try_from(shown.len()).unwrap_or(0) + 8;
    let mut svg = svg_open("cards-chart", height, &tr!("sheets-record-cards-chart"));
    svg.push_str(&legend(
        LABELS,
        &[
            (DARK, tr!("sheets-record-scored")),
            (MIDDLE, tr!("sheets-record-failed")),
        ],
    ));
    for (row, card) in (0i64..).zip(shown) {
        let y = TOP + row * ROW;
        let _ = writeln!(
            svg,
            "<g class=\"card-bars\"><title>{}</title>\n<text x=\"{}\" y=\"{}\" text-anchor=\"end\" fill=\"#1b1b1b\">{}</text>",
            escape(&tr!(
                "sheets-record-card-bar",
                card = card.card.as_str(),
                scored = numbers::integer(card.scored),
                failed = numbers::integer(card.failed)
            )),
            LABELS - 8,
            y + 17,
            TitleName(&cut(&card.card))
        );
        for (count, fill, top) in [(card.scored, DARK, y + 1), (card.failed, MIDDLE, y + 14)] {
            let w = along(count, room, most);
            let _ = writeln!(
                svg,
                "<rect x=\"{LABELS}\" y=\"{top}\" width=\"{w}\" height=\"12\" fill=\"{fill}\"/><text x=\"{}\" y=\"{}\" fill=\"{GREY}\" font-size=\"11\">{}</text>",
                LABELS + w + 5,
                top + 10,
                numbers::integer(count)
            );
        }
        svg.push_str("</g>\n");
    }
    svg.push_str("</svg>\n");
    svg.push_str(&top_note(shown.len(), cards.len()));
    svg
}
