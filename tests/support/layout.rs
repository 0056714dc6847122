//! Where the app's controls are at a window size and text scale: drawn whole inside the
//! window, or inside a scrollable that brings them there.

use super::settle;
use gotham_companion::app::{App, Message, TextScale};
use gotham_companion::theme;
use iced::{Rectangle, Settings};
use iced_test::{Simulator, selector};

/// The window sizes the app is checked at (physical pixels).
pub const WINDOWS: [(f32, f32); 2] = [(1360.0, 860.0), (1024.0, 700.0)];

/// The text scales the app offers.
pub const SCALES: [TextScale; 3] = [TextScale::Normal, TextScale::Large, TextScale::Larger];

/// A simulator of the app's view in a window of `window` physical pixels at its text
/// scale: the view is laid out in `window` divided by the scale.
pub fn simulator_in(app: &App, window: (f32, f32)) -> Simulator<'_, Message> {
    let scale = app.scale_factor();
    let settings = Settings {
        fonts: theme::FONT_FILES.iter().map(|&f| f.into()).collect(),
        default_font: theme::TEXT,
        ..Settings::default()
    };
    Simulator::with_size(settings, logical(window, scale), app.view())
}

/// The window in logical pixels at `scale`.
fn logical(window: (f32, f32), scale: f32) -> (f32, f32) {
    (window.0 / scale, window.1 / scale)
}

/// Sets the text scale, as its button does.
pub fn scale_to(app: &mut App, scale: TextScale) {
    let task = app.update(Message::TextScaleChosen(scale));
    settle(app, task);
}

/// A text found in a view, with the scrollables around.
struct Found {
    /// Every text with its layout bounds and the part of it a scrollable lets show.
    texts: Vec<(String, Rectangle, Option<Rectangle>)>,
    /// Every scrollable: its bounds, the part of it shown, and its content's bounds.
    scrollables: Vec<(Rectangle, Option<Rectangle>, Rectangle)>,
}

/// Every text and scrollable of the view.
fn survey(ui: &mut Simulator<'_, Message>) -> Found {
    let mut found = Found {
        texts: Vec::new(),
        scrollables: Vec::new(),
    };
    // A selector that never matches, to see every candidate.
    let _ = ui.find(|candidate: selector::Candidate<'_>| {
        match candidate {
            selector::Candidate::Text {
                content,
                bounds,
                visible_bounds,
                ..
            } => found
                .texts
                .push((content.to_owned(), bounds, visible_bounds)),
            selector::Candidate::Scrollable {
                bounds,
                visible_bounds,
                content_bounds,
                ..
            } => found
                .scrollables
                .push((bounds, visible_bounds, content_bounds)),
            _ => {}
        }
        None::<()>
    });
    found
}

/// Whether `inner` lies inside `outer`, to half a pixel.
fn inside(inner: Rectangle, outer: Rectangle) -> bool {
    inner.x >= outer.x - 0.5
        && inner.y >= outer.y - 0.5
        && inner.x + inner.width <= outer.x + outer.width + 0.5
        && inner.y + inner.height <= outer.y + outer.height + 0.5
}

impl Found {
    /// Whether some text matching `label` is drawn whole inside `window`, or lies in a
    /// scrollable shown inside `window` that scrolls it into view.
    fn reachable(&self, label: &str, window: Rectangle) -> Result<(), String> {
        let copies: Vec<_> = self
            .texts
            .iter()
            .filter(|(content, ..)| matches(content, label))
            .collect();
        if copies.is_empty() {
            return Err("not on screen".into());
        }
        for (_, bounds, visible) in &copies {
            if bounds.width < 0.5 || bounds.height < 0.5 {
                // Squeezed to nothing by its neighbours.
                continue;
            }
            if visible.is_some_and(|v| {
                (v.height - bounds.height).abs() < 0.5
                    && (v.width - bounds.width).abs() < 0.5
                    && inside(v, window)
            }) {
                return Ok(());
            }
            let scrolls_in = self.scrollables.iter().any(|(sb, shown, content)| {
                let shown = shown.and_then(|s| s.intersection(&window));
                shown.is_some_and(|s| s.height >= bounds.height.min(24.0) && s.width > 0.0)
                    && inside(*bounds, *content)
                    && bounds.x >= sb.x - 0.5
                    && bounds.x + bounds.width <= sb.x + sb.width + 0.5
            });
            if scrolls_in {
                return Ok(());
            }
        }
        let (_, bounds, _) = copies[0];
        Err(format!(
            "cut off at {:.0},{:.0} {:.0}×{:.0} in a {:.0}×{:.0} window",
            bounds.x, bounds.y, bounds.width, bounds.height, window.width, window.height
        ))
    }
}

/// Whether a text reads `label`: exactly, or from its start when `label` ends in `*`.
fn matches(content: &str, label: &str) -> bool {
    match label.strip_suffix('*') {
        Some(start) => content.starts_with(start),
        None => content == label,
    }
}

/// The labels (exact, or a start ending in `*`) not reachable in the app's view at
/// `window` and its text scale, each with the reason. A label given as `a|b` is
/// reachable if either is.
pub fn unreachable(app: &App, window: (f32, f32), labels: &[&str]) -> Vec<String> {
    let scale = app.scale_factor();
    let size = logical(window, scale);
    let area = Rectangle::new(iced::Point::ORIGIN, iced::Size::new(size.0, size.1));
    let mut ui = simulator_in(app, window);
    let found = survey(&mut ui);
    labels
        .iter()
        .filter_map(|&label| {
            let answers: Vec<Result<(), String>> = label
                .split('|')
                .map(|one| found.reachable(one, area))
                .collect();
            if answers.iter().any(Result::is_ok) {
                return None;
            }
            let why = answers
                .into_iter()
                .filter_map(Result::err)
                .collect::<Vec<_>>()
                .join("; ");
            Some(format!(
                "{label:?} at {}×{} and {}%: {why}",
                window.0,
                window.1,
                scale * 100.0
            ))
        })
        .collect()
}

/// Whether `content` is `label`, or `label` cut after a word with "…" (a long name on
/// a narrow line, whole on hover).
fn reads_as(content: &str, label: &str) -> bool {
    content == label
        || content.strip_suffix('…').is_some_and(|start| {
            !start.is_empty()
                && label.starts_with(start)
                && label[start.len()..].starts_with([' ', '('])
        })
}

/// The texts reading `label` (whole, or cut at a word with "…") drawn whole inside the
/// window, now.
pub fn whole_in_view(app: &App, window: (f32, f32), label: &str) -> usize {
    let size = logical(window, app.scale_factor());
    let area = Rectangle::new(iced::Point::ORIGIN, iced::Size::new(size.0, size.1));
    let mut ui = simulator_in(app, window);
    survey(&mut ui)
        .texts
        .iter()
        .filter(|(content, bounds, visible)| {
            reads_as(content, label)
                && visible
                    .is_some_and(|v| (v.height - bounds.height).abs() < 0.5 && inside(v, area))
        })
        .count()
}

/// Checks `labels` on the screen on show, and the tab bar's text scale and help
/// buttons, at every window size and text scale; returns every failure.
pub fn check_everywhere(app: &mut App, labels: &[&str]) -> Vec<String> {
    let mut failures = Vec::new();
    for scale in SCALES {
        scale_to(app, scale);
        let percent = scale.percent();
        let scale_button = format!("Text {percent}%|{percent}%");
        let mut all: Vec<&str> = vec![&scale_button, "?"];
        all.extend(labels);
        for window in WINDOWS {
            failures.extend(unreachable(app, window, &all));
        }
    }
    scale_to(app, TextScale::Normal);
    failures
}
