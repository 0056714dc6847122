//! The record's four charts, drawn on a canvas in the app's theme: results by crew,
//! the VP difference of each match, the luck of each match, and the objective cards
//! scored against failed. Each is sized by what it shows, so that nothing is squeezed.

use crate::bmg::record::{CardTally, Finish, Line, Tally};
use crate::theme;
use crate::words::{numbers, tr};
use iced::alignment;
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke};
use iced::widget::text::Alignment;
use iced::{Color, Pixels, Point, Rectangle, Renderer, Size, Theme, mouse};

/// The height of one row of a bar chart, in logical pixels.
pub const ROW: f32 = 26.0;
/// The room the labels of a bar chart take at its left.
const LABEL: f32 = 150.0;
/// The room of the value axis' labels.
const AXIS: f32 = 44.0;
/// The most cards the objectives chart shows.
pub const MOST_CARDS: usize = 10;

/// The colours of a result: won, drawn, lost, unfinished.
fn colour(theme: &Theme, finish: Finish) -> Color {
    let palette = theme.extended_palette();
    match finish {
        Finish::Win => palette.success.base.color,
        Finish::Draw => palette.primary.base.color,
        Finish::Loss => palette.danger.base.color,
        Finish::Unfinished => palette.background.strong.color,
    }
}

/// A text of a chart, in the small size.
fn label(content: String, position: Point, colour: Color, align_x: Alignment) -> canvas::Text {
    canvas::Text {
        content,
        position,
        color: colour,
        size: Pixels(theme::size::SMALL),
        font: theme::TEXT,
        align_x,
        align_y: alignment::Vertical::Center,
        ..canvas::Text::default()
    }
}

/// `value` with its sign: "+3", "0", "-3".
fn signed(value: i32) -> String {
    if value > 0 {
        format!("+{}", numbers::integer(value))
    } else {
        numbers::integer(value)
    }
}

/// `full` cut with "…" to about `width` pixels of small text.
fn shortened(full: &str, width: f32) -> String {
    // About 0.55 em a letter in the small size: a label, whole in the tables below.
    let most = (width / (theme::size::SMALL * 0.55)).max(4.0) as usize;
    if full.chars().count() <= most {
        full.to_owned()
    } else {
        let cut: String = full.chars().take(most.saturating_sub(1)).collect();
        format!("{}…", cut.trim_end())
    }
}

/// Results by crew: a bar a crew, won, drawn, lost and unfinished end to end.
#[derive(Debug, Clone)]
pub struct ByCrew {
    /// Each crew and its tally.
    pub crews: Vec<(String, Tally)>,
}

impl<Message> canvas::Program<Message> for ByCrew {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let text = theme.palette().text;
        let most = self
            .crews
            .iter()
            .map(|(_, t)| t.matches)
            .max()
            .unwrap_or(1)
            .max(1) as f32;
        let room = (bounds.width - LABEL - 30.0).max(10.0);
        for (row, (crew, tally)) in self.crews.iter().enumerate() {
            let y = row as f32 * ROW;
            frame.fill_text(label(
                shortened(crew, LABEL - 8.0),
                Point::new(0.0, y + ROW / 2.0),
                text,
                Alignment::Left,
            ));
            let mut x = LABEL;
            for (count, finish) in [
                (tally.wins, Finish::Win),
                (tally.draws, Finish::Draw),
                (tally.losses, Finish::Loss),
                (tally.unfinished, Finish::Unfinished),
            ] {
                let width = room * count as f32 / most;
                if width > 0.0 {
                    let bar = Path::rectangle(Point::new(x, y + 4.0), Size::new(width, ROW - 8.0));
                    frame.fill(&bar, colour(theme, finish));
                }
                x += width;
            }
            frame.fill_text(label(
                tally.matches.to_string(),
                Point::new(x + 6.0, y + ROW / 2.0),
                text,
                Alignment::Left,
            ));
        }
        vec![frame.into_geometry()]
    }
}

/// The VP difference of each match, oldest first: a dot a match in its result's
/// colour, joined by a line, over the zero line.
#[derive(Debug, Clone)]
pub struct Difference {
    /// Each finished match's difference and result.
    pub matches: Vec<(i32, Finish)>,
}

impl<Message> canvas::Program<Message> for Difference {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let palette = theme.extended_palette();
        let text = theme.palette().text;
        let reach = self
            .matches
            .iter()
            .map(|(d, _)| d.unsigned_abs())
            .max()
            .unwrap_or(1)
            .max(1) as f32;
        let (top, bottom) = (10.0, bounds.height - 10.0);
        let middle = (top + bottom) / 2.0;
        let y = |d: i32| middle - (bottom - top) / 2.0 * d as f32 / reach;
        let room = (bounds.width - AXIS - 10.0).max(10.0);
        let step = room / self.matches.len().max(2).saturating_sub(1) as f32;
        let x = |i: usize| AXIS + step * i as f32;
        for (value, at) in [(reach as i32, top), (0, middle), (-(reach as i32), bottom)] {
            frame.fill_text(label(
                signed(value),
                Point::new(AXIS - 8.0, at),
                text,
                Alignment::Right,
            ));
        }
        let zero = Path::line(Point::new(AXIS, middle), Point::new(bounds.width, middle));
        frame.stroke(
            &zero,
            Stroke::default()
                .with_color(palette.background.strong.color)
                .with_width(1.0),
        );
        if self.matches.len() > 1 {
            let line = Path::new(|b| {
                for (i, (d, _)) in self.matches.iter().enumerate() {
                    let point = Point::new(x(i), y(*d));
                    if i == 0 {
                        b.move_to(point);
                    } else {
                        b.line_to(point);
                    }
                }
            });
            frame.stroke(
                &line,
                Stroke::default()
                    .with_color(palette.background.strong.text)
                    .with_width(1.5),
            );
        }
        for (i, (d, finish)) in self.matches.iter().enumerate() {
            frame.fill(
                &Path::circle(Point::new(x(i), y(*d)), 4.0),
                colour(theme, *finish),
            );
        }
        vec![frame.into_geometry()]
    }
}

/// The luck of each match: a bar from the bottom up to its percentile, over a line at
/// 50 %.
#[derive(Debug, Clone)]
pub struct LuckByMatch {
    /// Each match's percentile, where it had attacks with odds.
    pub matches: Vec<f64>,
}

impl<Message> canvas::Program<Message> for LuckByMatch {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let palette = theme.extended_palette();
        let text = theme.palette().text;
        let (top, bottom) = (10.0, bounds.height - 10.0);
        let y = |p: f64| bottom - (bottom - top) * p as f32;
        for p in [0.0, 0.5, 1.0] {
            frame.fill_text(label(
                numbers::percent(p, 0),
                Point::new(AXIS - 8.0, y(p)),
                text,
                Alignment::Right,
            ));
        }
        let room = (bounds.width - AXIS - 10.0).max(10.0);
        let slot = room / self.matches.len().max(1) as f32;
        for (i, p) in self.matches.iter().enumerate() {
            let height = (bottom - y(*p)).max(1.0);
            let bar = Path::rectangle(
                Point::new(AXIS + slot * i as f32 + slot * 0.15, bottom - height),
                Size::new((slot * 0.7).max(1.0), height),
            );
            let fill = if *p < 0.5 {
                palette.danger.base.color
            } else {
                palette.success.base.color
            };
            frame.fill(&bar, fill);
        }
        let half = Path::line(Point::new(AXIS, y(0.5)), Point::new(bounds.width, y(0.5)));
        frame.stroke(
            &half,
            Stroke::default()
                .with_color(palette.background.base.text)
                .with_width(1.0),
        );
        vec![frame.into_geometry()]
    }
}

/// The objective cards: for each, a bar of times scored over a bar of times failed.
#[derive(Debug, Clone)]
pub struct Cards {
    /// The cards shown, most played first.
    pub cards: Vec<CardTally>,
}

impl<Message> canvas::Program<Message> for Cards {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let palette = theme.extended_palette();
        let text = theme.palette().text;
        let most = self
            .cards
            .iter()
            .map(|c| c.scored.max(c.failed))
            .max()
            .unwrap_or(1)
            .max(1) as f32;
        let room = (bounds.width - LABEL - 30.0).max(10.0);
        for (row, card) in self.cards.iter().enumerate() {
            let y = row as f32 * ROW;
            frame.fill_text(label(
                shortened(&card.card, LABEL - 8.0),
                Point::new(0.0, y + ROW / 2.0),
                text,
                Alignment::Left,
            ));
            let half = (ROW - 6.0) / 2.0;
            for (k, (count, fill)) in [
                (card.scored, palette.success.base.color),
                (card.failed, palette.danger.base.color),
            ]
            .into_iter()
            .enumerate()
            {
                let width = room * count as f32 / most;
                let top = y + 3.0 + half * k as f32;
                if width > 0.0 {
                    frame.fill(
                        &Path::rectangle(Point::new(LABEL, top), Size::new(width, half - 1.0)),
                        fill,
                    );
                }
                frame.fill_text(canvas::Text {
                    size: Pixels(11.0),
                    ..label(
                        count.to_string(),
                        Point::new(LABEL + width + 4.0, top + half / 2.0),
                        text,
                        Alignment::Left,
                    )
                });
            }
        }
        vec![frame.into_geometry()]
    }
}

/// The most matches the charts over time show: the most recent ones (the dates
/// filter an earlier season).
pub const MOST_MATCHES: usize = 60;

/// The [`MOST_MATCHES`] most recent of the record's matches, which the charts over
/// time show.
fn recent(matches: &[Line]) -> &[Line] {
    &matches[matches.len().saturating_sub(MOST_MATCHES)..]
}

/// Each recent finished match's VP difference and result.
pub fn difference(matches: &[Line]) -> Difference {
    Difference {
        matches: recent(matches)
            .iter()
            .filter(|m| m.result != Finish::Unfinished)
            .map(|m| (m.vp_for.saturating_sub(m.vp_against), m.result))
            .collect(),
    }
}

/// Each recent match's luck, where it had attacks with odds.
pub fn luck_by_match(matches: &[Line]) -> LuckByMatch {
    LuckByMatch {
        matches: recent(matches)
            .iter()
            .filter_map(|m| m.luck.percentile)
            .collect(),
    }
}

/// The legend of the results' colours, its words from the message files.
pub fn legend() -> Vec<(String, Finish)> {
    vec![
        (tr!("record-won"), Finish::Win),
        (tr!("record-drawn"), Finish::Draw),
        (tr!("record-lost"), Finish::Loss),
        (tr!("record-unfinished"), Finish::Unfinished),
    ]
}

/// A result's colour, for the legend.
pub fn finish_colour(theme: &Theme, finish: Finish) -> Color {
    colour(theme, finish)
}
