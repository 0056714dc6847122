//! Past matches: the archive list under the new-match form, newest first, and the
//! review of one archived match. The review is read-only by construction: it has no
//! message that plays or takes back an event, and the app writes nothing to the
//! archive from here (a report goes to the path typed, never to the archived file).

use super::{Action, Chosen, REPORTS, default_report_path, id};
use crate::bmg::tracker::report::{Markers, ModelReport, Report, SideReport, utc_date_time};
use crate::screen::file_request::FileRequest;
use crate::sheets;
use crate::storage::Trouble;
use crate::widget;
use crate::widget::field::field;
use crate::widget::named::named;
use crate::words::numbers::{date, integer};
use crate::words::{Said, said, tr};
use crate::{icon, theme, words};
use iced::widget::{column, container, row, rule, scrollable, space, table, text};
use iced::{Center, Element, Fill};
use std::path::PathBuf;

/// A message of the archive list and the review.
#[derive(Debug, Clone)]
pub enum Message {
    /// The archive was read: the request's version, and its files or why not.
    Listed(u64, Result<Vec<Entry>, Said>),
    /// Read the archive again.
    Refresh,
    /// Open this archived match for review.
    Open(PathBuf),
    /// An archived match was read for review: the request's version, and the match
    /// or why it cannot be shown.
    Opened(u64, Result<Box<Reviewed>, Said>),
    /// Export the report of this archived match.
    ExportReport(PathBuf),
    /// Export the report of the match under review.
    ExportReviewed,
    /// The path reports are written to was edited.
    ReportPathChanged(String),
    /// Choose where reports are written, in the system's file dialog.
    ChooseReportPath,
    /// The file dialog answered with this file for reports.
    ReportChosen(PathBuf),
    /// Leave the review for the list.
    CloseReview,
}

/// Who played an archived match and how it ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// The two players' names.
    pub players: [String; 2],
    /// Their crews' names.
    pub crews: [String; 2],
    /// The result in one line.
    pub result: String,
}

impl Summary {
    /// The summary of a told match.
    pub fn of(report: &Report) -> Summary {
        Summary {
            players: report.players.each_ref().map(|side| side.name.clone()),
            crews: report.players.each_ref().map(|side| side.crew.clone()),
            result: words::tracker::result(report),
        }
    }
}

/// A file of the archive, as the list shows it.
#[derive(Debug, Clone)]
pub struct Entry {
    /// The file.
    pub path: PathBuf,
    /// When the match was archived, in seconds since 1970, if known.
    pub stamp: Option<u64>,
    /// Who played and how it ended, or why the file cannot be read or replayed.
    pub summary: Result<Summary, Trouble>,
}

/// An archived match opened for review.
#[derive(Debug, Clone)]
pub struct Reviewed {
    /// Its file.
    pub path: PathBuf,
    /// When it was archived, in seconds since 1970, if known.
    pub stamp: Option<u64>,
    /// The match told.
    pub report: Report,
}

/// The archive list: its files as last read, and the match under review.
#[derive(Debug)]
pub struct Archive {
    /// The files, newest first; `None` until first read.
    entries: Option<Vec<Entry>>,
    /// Why the archive folder could not be read, if it could not.
    list_error: Option<Said>,
    /// The version of the last listing asked for; older answers are dropped.
    listed: u64,
    /// The version of the last match opened; older answers are dropped.
    opened: u64,
    /// Where reports are written.
    report_path: String,
    /// The match under review.
    review: Option<Box<Reviewed>>,
    /// Why the last thing asked could not be done.
    problem: Option<Said>,
}

impl Default for Archive {
    fn default() -> Archive {
        Archive {
            entries: None,
            list_error: None,
            listed: 0,
            opened: 0,
            report_path: default_report_path(),
            review: None,
            problem: None,
        }
    }
}

impl Archive {
    /// Asks for a new listing: the version its answer must carry.
    pub fn request_listing(&mut self) -> u64 {
        self.listed += 1;
        self.listed
    }

    /// The files as last read, newest first (`None` until first read).
    pub fn entries(&self) -> Option<&[Entry]> {
        self.entries.as_deref()
    }

    /// The match under review, if one is open.
    pub fn review(&self) -> Option<&Reviewed> {
        self.review.as_deref()
    }

    /// Why the last thing asked could not be done, if it could not.
    pub fn problem(&self) -> Option<String> {
        self.problem.as_ref().map(Said::text)
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Listed(version, result) => {
                if version == self.listed {
                    match result {
                        Ok(entries) => {
                            self.entries = Some(entries);
                            self.list_error = None;
                        }
                        Err(error) => self.list_error = Some(error),
                    }
                }
                Action::None
            }
            Message::Refresh => Action::ListArchive(self.request_listing()),
            Message::Open(path) => {
                self.opened += 1;
                self.problem = None;
                Action::OpenArchived(self.opened, path)
            }
            Message::Opened(version, result) => {
                if version == self.opened {
                    match result {
                        Ok(reviewed) => {
                            self.review = Some(reviewed);
                            self.problem = None;
                        }
                        Err(error) => {
                            self.problem = Some(said!("tracker-not-opened", error = error));
                        }
                    }
                }
                Action::None
            }
            Message::ExportReport(source) => match self.target() {
                Some(target) => Action::ExportArchived { source, target },
                None => Action::None,
            },
            Message::ExportReviewed => {
                let Some(target) = self.target() else {
                    return Action::None;
                };
                match &self.review {
                    Some(reviewed) => {
                        let date = reviewed.stamp.map(utc_date_time);
                        Action::WriteReport(
                            sheets::report::html(
                                &reviewed.report,
                                date.as_deref(),
                                words::current(),
                            ),
                            target,
                        )
                    }
                    None => Action::None,
                }
            }
            Message::ReportPathChanged(path) => {
                self.report_path = path;
                Action::None
            }
            Message::ChooseReportPath => Action::ChooseFile(
                FileRequest::save(
                    tr!("tracker-report-title"),
                    &self.report_path,
                    vec![REPORTS],
                ),
                Chosen::ArchiveReports,
            ),
            Message::ReportChosen(path) => {
                self.report_path = path.display().to_string();
                self.problem = None;
                // A match under review has one report to write: it goes at once. The
                // list has a report per line: the path waits for the line's button.
                if self.review.is_some() {
                    return self.update(Message::ExportReviewed);
                }
                Action::None
            }
            Message::CloseReview => {
                // Answers to an opening still under way are dropped too.
                self.opened += 1;
                self.review = None;
                Action::None
            }
        }
    }

    /// The path typed for reports, or none (and the problem said) when it is blank.
    fn target(&mut self) -> Option<PathBuf> {
        let path = self.report_path.trim();
        if path.is_empty() {
            self.problem = Some(said!("tracker-type-report-path"));
            return None;
        }
        self.problem = None;
        Some(PathBuf::from(path))
    }

    /// The report path field and its problem, shared by the list and the review.
    fn report_field(&self, submit: Option<Message>) -> Element<'_, Message> {
        let mut field = field(&tr!("tracker-reports-where"), &self.report_path)
            .on_input(Message::ReportPathChanged)
            .padding(6);
        if let Some(submit) = submit {
            field = field.on_submit(submit);
        }
        let choose = named(
            id::ARCHIVE_CHOOSE_REPORT,
            widget::button(text(tr!("tracker-choose-file")))
                .on_press(Message::ChooseReportPath)
                .style(theme::secondary_button),
        );
        let mut column = column![
            row![
                text(tr!("tracker-reports-go-to")).style(theme::muted),
                field,
                choose
            ]
            .spacing(8)
            .align_y(Center)
        ]
        .spacing(6);
        if let Some(problem) = &self.problem {
            column = column.push(text(problem.text()).style(theme::danger));
        }
        column.into()
    }

    /// The list of past matches, newest first.
    pub fn view(&self) -> Element<'_, Message> {
        let heading = row![
            text(tr!("tracker-past-matches"))
                .font(theme::BOLD)
                .size(theme::size::HEADING),
            space::horizontal(),
            named(
                id::ARCHIVE_REFRESH,
                widget::button(text(tr!("tracker-refresh")))
                    .on_press(Message::Refresh)
                    .style(theme::secondary_button)
            ),
        ]
        .align_y(Center);
        let mut list = column![heading].spacing(8);
        if let Some(error) = &self.list_error {
            list = list.push(
                container(text(tr!(
                    "tracker-archive-unreadable",
                    error = error.text()
                )))
                .padding(10)
                .width(Fill)
                .style(theme::error_banner),
            );
        }
        match self.entries.as_deref() {
            None => list = list.push(text(tr!("tracker-reading-archive")).style(theme::muted)),
            Some([]) => {
                list = list.push(text(tr!("tracker-no-past-match")).style(theme::muted));
            }
            Some(entries) => {
                list = list.push(self.report_field(None));
                for (n, entry) in entries.iter().enumerate() {
                    list = list.push(entry_view(n, entry));
                }
            }
        }
        container(list)
            .padding(16)
            .width(Fill)
            .style(theme::panel)
            .into()
    }

    /// The match under review: its result, scores, models, Objectives and log, with
    /// nothing that plays; `None` when no match is open.
    pub fn review_view(&self) -> Option<Element<'_, Message>> {
        let reviewed = self.review.as_deref()?;
        let report = &reviewed.report;
        let when = reviewed.stamp.map_or_else(
            || tr!("tracker-date-unknown-lower"),
            |s| date(&utc_date_time(s)),
        );
        let header = row![
            column![
                text(tr!(
                    "tracker-against",
                    first = report.players[0].name.as_str(),
                    second = report.players[1].name.as_str()
                ))
                .font(theme::BOLD)
                .size(theme::size::TITLE),
                text(words::tracker::result(report))
                    .size(theme::size::HEADING)
                    .style(theme::accent),
                text(tr!(
                    "tracker-archived",
                    when = when,
                    path = reviewed.path.display().to_string()
                ))
                .size(theme::size::SMALL)
                .style(theme::muted),
            ]
            .spacing(4)
            .width(Fill),
            named(
                id::REVIEW_CLOSE,
                widget::button(
                    row![icon::close(), text(tr!("close"))]
                        .spacing(6)
                        .align_y(Center)
                )
                .on_press(Message::CloseReview)
                .style(theme::secondary_button)
            ),
        ]
        .spacing(12)
        .align_y(Center);
        let export = row![
            container(self.report_field(Some(Message::ExportReviewed))).width(Fill),
            named(
                id::REVIEW_EXPORT,
                widget::button(
                    row![icon::export(), text(tr!("tracker-export-report"))]
                        .spacing(6)
                        .align_y(Center)
                )
                .on_press(Message::ExportReviewed)
                .style(theme::primary_button)
            ),
        ]
        .spacing(8)
        .align_y(Center);
        let rounds = report
            .rounds
            .iter()
            .map(|r| {
                let (first, second) = (r.victory_points[0], r.victory_points[1]);
                let (first, second) = (integer(first), integer(second));
                if r.complete {
                    tr!(
                        "tracker-round-score",
                        round = r.round,
                        first = first,
                        second = second
                    )
                } else {
                    tr!(
                        "tracker-round-score-left",
                        round = r.round,
                        first = first,
                        second = second
                    )
                }
            })
            .collect::<Vec<_>>()
            .join(" · ");
        let sides = row![side_view(&report.players[0]), side_view(&report.players[1])].spacing(12);
        let log = column(report.log.iter().map(|entry| {
            text(words::tracker::entry(entry))
                .size(theme::size::SMALL)
                .into()
        }))
        .spacing(2);
        let body = column![
            header,
            export,
            text(tr!("tracker-vp-by-round", rounds = rounds)),
            sides,
            rule::horizontal(1),
            text(tr!("tracker-log"))
                .font(theme::BOLD)
                .size(theme::size::HEADING),
            log,
        ]
        .spacing(12)
        .max_width(1200);
        Some(
            scrollable(container(body).padding(20).center_x(Fill))
                .height(Fill)
                .into(),
        )
    }
}

/// The file listed at `n`: when, who, crews and result, with Open and Export report; a
/// file that cannot be read shows why.
fn entry_view(n: usize, entry: &Entry) -> Element<'_, Message> {
    let when = entry
        .stamp
        .map_or_else(|| tr!("tracker-date-unknown"), |s| date(&utc_date_time(s)));
    let file = entry
        .path
        .file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    let summary = match &entry.summary {
        Ok(summary) => column![
            text(tr!(
                "tracker-against-crews",
                first = summary.players[0].as_str(),
                first_crew = summary.crews[0].as_str(),
                second = summary.players[1].as_str(),
                second_crew = summary.crews[1].as_str()
            ))
            .font(theme::BOLD),
            text(summary.result.as_str()),
            text(format!("{when} · {file}"))
                .size(theme::size::SMALL)
                .style(theme::muted),
        ]
        .spacing(2),
        Err(error) => column![
            row![
                icon::warning().style(theme::danger),
                text(tr!("tracker-archived-unreadable")).font(theme::BOLD)
            ]
            .spacing(8),
            text(error.to_string()).size(theme::size::SMALL),
            text(format!("{when} · {file}"))
                .size(theme::size::SMALL)
                .style(theme::muted),
        ]
        .spacing(2),
    };
    let readable = entry.summary.is_ok();
    let actions = row![
        named(
            id::archive_open(n),
            widget::button(
                row![icon::open(), text(tr!("tracker-open"))]
                    .spacing(6)
                    .align_y(Center)
            )
            .on_press_maybe(readable.then(|| Message::Open(entry.path.clone())))
            .style(theme::primary_button)
        ),
        named(
            id::archive_export(n),
            widget::button(
                row![icon::export(), text(tr!("tracker-export-report"))]
                    .spacing(6)
                    .align_y(Center)
            )
            .on_press_maybe(readable.then(|| Message::ExportReport(entry.path.clone())))
            .style(theme::secondary_button)
        ),
    ]
    .spacing(8);
    container(
        row![summary.width(Fill), actions]
            .spacing(12)
            .align_y(Center),
    )
    .padding([8, 12])
    .width(Fill)
    .style(if readable {
        theme::row
    } else {
        theme::error_banner
    })
    .into()
}

/// One side of the review: the player, crew and score, the models' damage and the
/// Objectives scored.
fn side_view(side: &SideReport) -> Element<'_, Message> {
    let heading = column![
        text(tr!(
            "tracker-side-score",
            player = side.name.as_str(),
            vp = integer(side.victory_points)
        ))
        .font(theme::BOLD)
        .size(theme::size::HEADING),
        text(side.crew.as_str())
            .size(theme::size::SMALL)
            .style(theme::muted),
    ]
    .spacing(2);
    let cell = |value: String| text(value).size(theme::size::SMALL);
    let head = |label: String| text(label).size(theme::size::SMALL).font(theme::BOLD);
    let models = table(
        [
            table::column(head(tr!("tracker-model")), |m: &ModelReport| {
                cell(m.alias.clone())
            }),
            table::column(head(tr!("tracker-dealt")), |m: &ModelReport| {
                cell(markers(m.dealt))
            }),
            table::column(head(tr!("tracker-taken")), |m: &ModelReport| {
                cell(markers(m.taken()))
            }),
            table::column(head(tr!("tracker-ko")), |m: &ModelReport| {
                cell(m.knocked_out.to_string())
            }),
            table::column(head(tr!("tracker-casualty")), |m: &ModelReport| {
                cell(
                    m.casualty_in
                        .map_or_else(String::new, |r| tr!("tracker-in-round", round = r)),
                )
            }),
        ],
        &side.models,
    )
    .padding_x(6)
    .padding_y(3);
    let mut objectives =
        column![text(tr!("tracker-objectives-scored")).font(theme::BOLD)].spacing(2);
    if side.objectives.is_empty() {
        objectives = objectives.push(text(tr!("tracker-none")).style(theme::muted));
    }
    for objective in &side.objectives {
        objectives = objectives.push(text(tr!(
            "tracker-objective-scored",
            card = objective.name.as_str(),
            vp = integer(objective.victory_points),
            round = objective.round
        )));
    }
    if side.by_hand != 0 {
        objectives = objectives.push(
            text(tr!(
                "tracker-vp-by-hand",
                delta = words::tracker::signed(side.by_hand)
            ))
            .style(theme::muted),
        );
    }
    container(column![heading, models, objectives].spacing(10))
        .padding(12)
        .width(Fill)
        .style(theme::panel)
        .into()
}

/// "2 S / 1 I", or "—" for none.
fn markers(markers: Markers) -> String {
    if markers.is_empty() {
        "—".to_owned()
    } else {
        tr!(
            "tracker-markers-short",
            stun = markers.stun,
            injury = markers.injury
        )
    }
}
