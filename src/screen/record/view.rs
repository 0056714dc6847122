//! The Record tab's view: the name to choose, then the filters, the totals and the
//! dice, the four charts, and the tables by crew, opponent, affiliation, month and
//! objective card.

use super::charts::{self, Cards, MOST_CARDS, ROW};
use super::{Archive, Choice, FormatChoice, Message, State, id};
use crate::bmg::record::{Finish, Format, Luck, Named, Record, Tally, names};
use crate::widget::field::field;
use crate::widget::named::named;
use crate::widget::picker::picker;
use crate::words::{numbers, tr};
use crate::{theme, widget};
use iced::widget::{Column, canvas, column, container, row, space, text};
use iced::{Center, Element, Fill, Length};

/// The width of a number's column in the tables.
const NUMBER: f32 = 64.0;
/// The height of the charts over time.
const CHART: f32 = 180.0;
/// The width of a chart's or a table's panel.
const PANEL: f32 = 560.0;

impl std::fmt::Display for Choice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Choice::All => f.write_str(&tr!("record-all")),
            Choice::One(name) => f.write_str(name),
        }
    }
}

impl std::fmt::Display for FormatChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            FormatChoice::Both => tr!("record-format-both"),
            FormatChoice::Standard => tr!("record-format-standard"),
            FormatChoice::Eternal => tr!("record-format-eternal"),
        })
    }
}

impl State {
    /// The tab.
    pub fn view(&self) -> Element<'_, Message> {
        let body: Element<'_, Message> = match &self.archive {
            None => text(tr!("record-reading")).style(theme::muted).into(),
            Some(Err(why)) => text(tr!("record-unreadable", why = why.text()))
                .style(theme::danger)
                .into(),
            Some(Ok(archive)) if archive.played.is_empty() => column![
                text(tr!("record-empty")).size(theme::size::HEADING),
                skipped(archive),
            ]
            .spacing(12)
            .into(),
            Some(Ok(archive)) if self.asks_for_player() => who(archive),
            Some(Ok(archive)) => self.record_view(archive),
        };
        container(body)
            .padding(20)
            .max_width(1240)
            .center_x(Fill)
            .into()
    }

    /// The record with its filters.
    fn record_view<'a>(&'a self, archive: &'a Archive) -> Element<'a, Message> {
        let player = self.player.clone().unwrap_or_default();
        let header = row![
            text(tr!("record-title", player = player.as_str()))
                .font(theme::BOLD)
                .size(theme::size::TITLE)
                .width(Fill),
            named(
                id::CHANGE_PLAYER,
                widget::button(text(tr!("record-not-you")))
                    .on_press(Message::ChangePlayer)
                    .style(theme::secondary_button)
            ),
            named(
                id::PRINT,
                widget::button(text(tr!("record-print")))
                    .on_press_maybe(self.record.as_ref().map(|_| Message::Print))
            ),
        ]
        .spacing(12)
        .align_y(Center);
        let content: Element<'a, Message> = match &self.record {
            Some(record) => widget::scroll(
                column![
                    totals(record),
                    row![results_chart(record), cards_chart(record)]
                        .spacing(16)
                        .wrap(),
                    row![difference_chart(record), luck_chart(record)]
                        .spacing(16)
                        .wrap(),
                    tables(record),
                    skipped(archive),
                ]
                .spacing(16),
            )
            .height(Fill)
            .into(),
            None => text(tr!("record-none-filtered", player = player.as_str()))
                .size(theme::size::HEADING)
                .into(),
        };
        column![header, self.filters_view(), content]
            .spacing(14)
            .into()
    }

    /// The filters: days, crew, opponent, Standard or Eternal.
    fn filters_view<'a>(&'a self) -> Element<'a, Message> {
        let crew = self.filters.crew.clone().map_or(Choice::All, Choice::One);
        let opponent = self
            .filters
            .opponent
            .clone()
            .map_or(Choice::All, Choice::One);
        let format = match self.filters.format {
            None => FormatChoice::Both,
            Some(Format::Standard) => FormatChoice::Standard,
            Some(Format::Eternal) => FormatChoice::Eternal,
        };
        let day_field =
            |id: &'static str, label: String, typed: &'a str, edited: fn(String) -> Message| {
                column![
                    text(label).size(theme::size::SMALL).style(theme::muted),
                    field(&tr!("record-day-placeholder"), typed)
                        .id(id)
                        .on_input(edited)
                        .padding([6, 10])
                        .width(130),
                ]
                .spacing(2)
            };
        let labelled = |label: String, control: Element<'a, Message>| {
            column![
                text(label).size(theme::size::SMALL).style(theme::muted),
                control
            ]
            .spacing(2)
        };
        let bad_day = [&self.since, &self.until]
            .iter()
            .any(|typed| !typed.trim().is_empty() && super::day(typed).is_none());
        let mut filters = row![
            day_field(
                id::SINCE,
                tr!("record-since"),
                &self.since,
                Message::SinceEdited
            ),
            day_field(
                id::UNTIL,
                tr!("record-until"),
                &self.until,
                Message::UntilEdited
            ),
            labelled(
                tr!("record-crew"),
                named(
                    id::CREW,
                    picker(self.crews.as_slice(), Some(crew), Message::CrewChosen)
                        .padding([6, 10])
                        .width(220)
                )
                .into()
            ),
            labelled(
                tr!("record-opponent"),
                named(
                    id::OPPONENT,
                    picker(
                        self.opponents.as_slice(),
                        Some(opponent),
                        Message::OpponentChosen
                    )
                    .padding([6, 10])
                    .width(180)
                )
                .into()
            ),
            labelled(
                tr!("record-format"),
                named(
                    id::FORMAT,
                    picker(FormatChoice::ALL, Some(format), Message::FormatChosen)
                        .padding([6, 10])
                        .width(220)
                )
                .into()
            ),
            named(
                id::CLEAR,
                widget::button(text(tr!("record-clear")))
                    .on_press(Message::ClearFilters)
                    .style(theme::secondary_button)
            ),
        ];
        if bad_day {
            filters = filters.push(text(tr!("record-day-format")).style(theme::warning));
        }
        filters.spacing(12).align_y(iced::Bottom).wrap().into()
    }
}

/// Which name is the player's: the names of the archive, most frequent first.
fn who(archive: &Archive) -> Element<'_, Message> {
    let seen = names(&archive.played);
    let buttons = seen.into_iter().enumerate().map(|(index, (name, count))| {
        named(
            id::name(index),
            widget::button(text(tr!(
                "record-name-matches",
                name = name.as_str(),
                count = count
            )))
            .on_press(Message::PlayerChosen(name))
            .style(theme::secondary_button),
        )
        .into()
    });
    widget::scroll(
        column![
            text(tr!("record-who"))
                .font(theme::BOLD)
                .size(theme::size::TITLE),
            text(tr!("record-who-why")).style(theme::muted),
            row(buttons).spacing(10).wrap(),
            skipped(archive),
        ]
        .spacing(14),
    )
    .height(Fill)
    .into()
}

/// A number in a tile, with its label over it.
fn tile<'a>(label: String, value: String) -> Element<'a, Message> {
    container(
        column![
            text(label).size(theme::size::SMALL).style(theme::muted),
            text(value).font(theme::BOLD).size(theme::size::TITLE),
        ]
        .align_x(Center)
        .spacing(2),
    )
    .padding([8, 14])
    .style(theme::row)
    .into()
}

/// The totals and the dice.
fn totals(record: &Record) -> Element<'_, Message> {
    let t = record.total;
    let count = |n: u32| numbers::integer(n);
    let mut tiles = vec![
        tile(tr!("record-matches"), count(t.matches)),
        tile(tr!("record-won"), count(t.wins)),
        tile(tr!("record-drawn"), count(t.draws)),
        tile(tr!("record-lost"), count(t.losses)),
        tile(tr!("record-unfinished"), count(t.unfinished)),
        tile(
            tr!("record-vp"),
            tr!(
                "record-vp-for-against",
                vp_for = numbers::integer(t.vp_for),
                vp_against = numbers::integer(t.vp_against)
            ),
        ),
    ];
    tiles.push(luck_tile(&record.luck));
    let mut said = column![text(luck_sentence(&record.luck)).style(theme::muted)].spacing(2);
    if let Some(p) = record.opponents_luck.percentile {
        said = said.push(
            text(tr!(
                "record-luck-opponents",
                hits = record.opponents_luck.hits,
                expected = numbers::decimal(record.opponents_luck.expected_hits, 1),
                percent = numbers::percent(p, 1)
            ))
            .style(theme::muted),
        );
    }
    column![row(tiles).spacing(10).wrap(), said]
        .spacing(8)
        .into()
}

/// The dice's percentile in a tile.
fn luck_tile<'a>(luck: &Luck) -> Element<'a, Message> {
    let value = luck
        .percentile
        .map_or_else(|| "–".to_owned(), |p| numbers::percent(p, 0));
    tile(tr!("record-luck"), value)
}

/// What the dice did, in a sentence.
fn luck_sentence(luck: &Luck) -> String {
    let mut said = match luck.percentile {
        None if luck.attacks > 0 => tr!("record-luck-no-dice", count = luck.attacks),
        Some(p) => tr!(
            "record-luck-said",
            attacks = luck.attacks - luck.without_odds,
            hits = luck.hits,
            expected = numbers::decimal(luck.expected_hits, 1),
            percent = numbers::percent(p, 1)
        ),
        None => tr!("record-luck-none"),
    };
    if luck.without_odds > 0 && luck.percentile.is_some() {
        said = tr!(
            "record-luck-and-older",
            said = said.as_str(),
            count = luck.without_odds
        );
    }
    if let Some(p) = luck.recovery_percentile {
        said = tr!(
            "record-luck-and-recoveries",
            said = said.as_str(),
            rolls = luck.recoveries - luck.recoveries_without_odds,
            passed = luck.recovered,
            expected = numbers::decimal(luck.expected_recoveries, 1),
            percent = numbers::percent(p, 1)
        );
    }
    said
}

/// A chart in a panel under its title, with its legend where it has one.
fn chart_panel<'a>(
    title: String,
    chart: Element<'a, Message>,
    legend: Option<Element<'a, Message>>,
) -> Element<'a, Message> {
    let mut inside = column![text(title).font(theme::BOLD)].spacing(8);
    if let Some(legend) = legend {
        inside = inside.push(legend);
    }
    container(inside.push(chart))
        .padding(12)
        .width(PANEL)
        .style(theme::panel)
        .into()
}

/// The colours of the results, named; the unfinished matches' where the chart shows
/// them.
fn results_legend<'a>(unfinished: bool) -> Element<'a, Message> {
    let shown = charts::legend()
        .into_iter()
        .filter(move |(_, finish)| unfinished || *finish != Finish::Unfinished);
    row(shown.map(|(word, finish)| {
        row![
            container(space().width(12).height(12)).style(move |theme: &iced::Theme| {
                container::Style::default().background(charts::finish_colour(theme, finish))
            }),
            text(word).size(theme::size::SMALL),
        ]
        .spacing(4)
        .align_y(Center)
        .into()
    }))
    .spacing(14)
    .into()
}

/// Results by crew, as bars.
fn results_chart(record: &Record) -> Element<'_, Message> {
    let crews: Vec<(String, Tally)> = record
        .by_crew
        .iter()
        .map(|c| (c.crew.clone(), c.tally))
        .collect();
    let height = ROW * crews.len() as f32;
    chart_panel(
        tr!("record-chart-crews"),
        canvas(charts::ByCrew { crews })
            .width(Fill)
            .height(height)
            .into(),
        Some(results_legend(true)),
    )
}

/// The objective cards, scored against failed.
fn cards_chart(record: &Record) -> Element<'_, Message> {
    let cards: Vec<_> = record.objectives.iter().take(MOST_CARDS).cloned().collect();
    if cards.is_empty() {
        return chart_panel(
            tr!("record-chart-cards"),
            text(tr!("record-no-cards")).style(theme::muted).into(),
            None,
        );
    }
    let height = ROW * cards.len() as f32;
    chart_panel(
        tr!("record-chart-cards"),
        canvas(Cards { cards }).width(Fill).height(height).into(),
        Some(
            text(tr!("record-chart-cards-key"))
                .size(theme::size::SMALL)
                .style(theme::muted)
                .into(),
        ),
    )
}

/// The VP difference of each match.
fn difference_chart(record: &Record) -> Element<'_, Message> {
    let difference = charts::difference(&record.matches);
    let mut chart = column![canvas(difference).width(Fill).height(CHART)].spacing(4);
    if let Some(note) = recent_note(record) {
        chart = chart.push(note);
    }
    chart_panel(
        tr!("record-chart-difference"),
        chart.into(),
        Some(results_legend(false)),
    )
}

/// Where the charts over time show the most recent matches only, a note saying so.
fn recent_note<'a>(record: &Record) -> Option<Element<'a, Message>> {
    let all = record.matches.len();
    (all > charts::MOST_MATCHES).then(|| {
        text(tr!(
            "record-chart-recent",
            shown = charts::MOST_MATCHES,
            all = all
        ))
        .size(theme::size::SMALL)
        .style(theme::muted)
        .into()
    })
}

/// The luck of each match.
fn luck_chart(record: &Record) -> Element<'_, Message> {
    let luck = charts::luck_by_match(&record.matches);
    if luck.matches.is_empty() {
        let why = if record.luck.attacks == 0 {
            tr!("record-luck-none")
        } else {
            tr!("record-chart-luck-no-dice")
        };
        return chart_panel(
            tr!("record-chart-luck"),
            text(why).style(theme::muted).into(),
            None,
        );
    }
    let mut chart = column![canvas(luck).width(Fill).height(CHART)].spacing(4);
    if let Some(note) = recent_note(record) {
        chart = chart.push(note);
    }
    chart_panel(
        tr!("record-chart-luck"),
        chart.into(),
        Some(
            text(tr!("record-chart-luck-key"))
                .size(theme::size::SMALL)
                .style(theme::muted)
                .into(),
        ),
    )
}

/// A table's row: a name (over a note, where it has one), then numbers right-aligned
/// in their columns.
fn table_row<'a>(
    name: String,
    note: Option<String>,
    numbers: Vec<String>,
    bold: bool,
) -> Element<'a, Message> {
    let font = if bold { theme::BOLD } else { theme::TEXT };
    let mut named = column![widget::elided(name, theme::size::BODY, font, text::default)];
    if let Some(note) = note {
        named = named.push(widget::elided(
            note,
            theme::size::SMALL,
            theme::TEXT,
            theme::muted,
        ));
    }
    let mut line = row![named.width(Fill)].spacing(6);
    for number in numbers {
        line = line.push(
            text(number)
                .font(font)
                .width(NUMBER)
                .align_x(iced::alignment::Horizontal::Right),
        );
    }
    line.align_y(Center).into()
}

/// A tally's numbers, in the tables' order.
fn tally_numbers(t: &Tally) -> Vec<String> {
    [t.matches, t.wins, t.draws, t.losses, t.unfinished]
        .into_iter()
        .map(numbers::integer)
        .chain([numbers::integer(t.vp_for), numbers::integer(t.vp_against)])
        .collect()
}

/// A table of tallies under a title: each row's name, its note, its tally.
fn tally_table<'a>(
    title: String,
    rows: Vec<(String, Option<String>, Tally)>,
) -> Element<'a, Message> {
    let header = [
        tr!("record-col-matches"),
        tr!("record-col-won"),
        tr!("record-col-drawn"),
        tr!("record-col-lost"),
        tr!("record-col-unfinished"),
        tr!("record-col-vp-for"),
        tr!("record-col-vp-against"),
    ];
    let mut table = Column::new()
        .spacing(4)
        .push(text(title).font(theme::BOLD))
        .push(table_row(String::new(), None, header.to_vec(), true));
    for (name, note, tally) in rows {
        table = table.push(table_row(name, note, tally_numbers(&tally), false));
    }
    container(table)
        .padding(12)
        .width(Fill)
        .style(theme::panel)
        .into()
}

/// The named tallies as a table's rows.
fn rows_of(list: &[Named]) -> Vec<(String, Option<String>, Tally)> {
    list.iter()
        .map(|n| (n.name.clone(), None, n.tally))
        .collect()
}

/// Every table.
fn tables(record: &Record) -> Element<'_, Message> {
    let crews = record
        .by_crew
        .iter()
        .map(|c| {
            let note = tr!(
                "record-crew-note",
                boss = c.boss.as_str(),
                affiliation = c.affiliation.as_str()
            );
            (c.crew.clone(), Some(note), c.tally)
        })
        .collect();
    let mut cards = Column::new()
        .spacing(4)
        .push(text(tr!("record-table-cards")).font(theme::BOLD))
        .push(table_row(
            String::new(),
            None,
            vec![
                tr!("record-col-played"),
                tr!("record-col-scored"),
                tr!("record-col-failed"),
            ],
            true,
        ));
    for card in &record.objectives {
        cards = cards.push(table_row(
            card.card.clone(),
            None,
            [card.played, card.scored, card.failed]
                .into_iter()
                .map(numbers::integer)
                .collect(),
            false,
        ));
    }
    let months = rows_of(&record.by_month);
    column![
        tally_table(tr!("record-table-crews"), crews),
        tally_table(tr!("record-table-opponents"), rows_of(&record.by_opponent)),
        tally_table(
            tr!("record-table-affiliations"),
            rows_of(&record.by_opponent_affiliation)
        ),
        tally_table(tr!("record-table-months"), months),
        container(cards).padding(12).width(Fill).style(theme::panel),
    ]
    .spacing(16)
    .into()
}

/// The files of the archive that could not be read, where there are some.
fn skipped(archive: &Archive) -> Element<'_, Message> {
    if archive.skipped.is_empty() {
        return space().height(Length::Shrink).into();
    }
    let mut list = Column::new().spacing(4).push(
        text(tr!("record-skipped", count = archive.skipped.len()))
            .font(theme::BOLD)
            .style(theme::warning),
    );
    for (file, why) in &archive.skipped {
        list = list.push(
            text(tr!(
                "record-skipped-file",
                file = file.as_str(),
                why = why.text()
            ))
            .size(theme::size::SMALL)
            .style(theme::muted),
        );
    }
    list.into()
}
