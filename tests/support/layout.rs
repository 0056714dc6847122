//! Where the app's controls are at a window size and text scale: drawn whole inside the
//! window, or inside a scrollable that brings them there.

use super::messages::say;
use super::settle;
use gotham_companion::app::{App, Message, TextScale};
use gotham_companion::theme;
use gotham_companion::widget::elided::Elision;
use gotham_companion::widget::told::Told;
use gotham_companion::words::{numbers, within};
use iced::{Rectangle, Settings};
use iced_test::{Simulator, selector};

/// The window sizes the app is checked at (physical pixels).
pub const WINDOWS: [(f32, f32); 2] = [(1360.0, 860.0), (1024.0, 700.0)];

/// The text scales the app offers.
pub const SCALES: [TextScale; 3] = [TextScale::Normal, TextScale::Large, TextScale::Larger];

/// A simulator of the app's view in a window of `window` physical pixels at its text
/// scale: the view is laid out in `window` divided by the scale.
pub fn simulator_in(app: &App, window: (f32, f32)) -> Simulator<'_, Message> {
    simulator_of(app.view(), logical(window, app.scale_factor()))
}

/// A simulator of `view` in `size` logical pixels, with the app's fonts.
pub fn simulator_of<'a>(
    view: impl Into<iced::Element<'a, Message>>,
    size: (f32, f32),
) -> Simulator<'a, Message> {
    let settings = Settings {
        fonts: theme::FONT_FILES.iter().map(|&f| f.into()).collect(),
        default_font: theme::TEXT,
        ..Settings::default()
    };
    Simulator::with_size(settings, size, view)
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
    /// What controls show only at times (tooltips, a pick list's options).
    told: Vec<String>,
    /// Every text field's bounds.
    fields: Vec<Rectangle>,
    /// Every other control telling tests something (a pick list, a tooltip's
    /// holder): its bounds.
    controls: Vec<Rectangle>,
    /// Every text cut with "…": its bounds and the width its whole text needs.
    cut: Vec<(Rectangle, f32)>,
    /// Every box (a container, a button): its bounds.
    boxes: Vec<Rectangle>,
}

/// Every text, scrollable, field, control and box of the view.
fn survey(ui: &mut Simulator<'_, Message>) -> Found {
    let mut found = Found {
        texts: Vec::new(),
        scrollables: Vec::new(),
        told: Vec::new(),
        fields: Vec::new(),
        controls: Vec::new(),
        cut: Vec::new(),
        boxes: Vec::new(),
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
            selector::Candidate::Custom { bounds, state, .. } => {
                if let Some(elision) = state.downcast_ref::<Elision>() {
                    found.cut.push((bounds, elision.needs));
                } else {
                    if let Some(Told(texts)) = state.downcast_ref::<Told>() {
                        found.told.extend(texts.iter().cloned());
                    }
                    found.controls.push(bounds);
                }
            }
            selector::Candidate::TextInput { bounds, .. } => found.fields.push(bounds),
            selector::Candidate::Container { bounds, .. } => found.boxes.push(bounds),
            _ => {}
        }
        None::<()>
    });
    found
}

/// Whether a text of `bounds` is shown whole (`visible` all of it) inside `window`.
fn shown_whole(bounds: Rectangle, visible: Option<Rectangle>, window: Rectangle) -> bool {
    visible.is_some_and(|v| {
        (v.height - bounds.height).abs() < 0.5
            && (v.width - bounds.width).abs() < 0.5
            && inside(v, window)
    })
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
            if shown_whole(*bounds, *visible, window) {
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

/// Every text of the app's view in a window of `window` physical pixels, shown or
/// scrolled away.
pub fn texts_in(app: &App, window: (f32, f32)) -> Vec<String> {
    let mut ui = simulator_in(app, window);
    survey(&mut ui)
        .texts
        .into_iter()
        .map(|(content, ..)| content)
        .collect()
}

/// Every text the controls of the app's view at `window` show only at times: their
/// tooltips, the options and placeholders of their pick lists.
pub fn told_in(app: &App, window: (f32, f32)) -> Vec<String> {
    let mut ui = simulator_in(app, window);
    survey(&mut ui).told
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

/// How many scrollables of the view hold more than they show (their content is taller
/// or wider than their room, by more than half a pixel).
pub fn scrolling(app: &App, window: (f32, f32)) -> usize {
    let mut ui = simulator_in(app, window);
    survey(&mut ui)
        .scrollables
        .iter()
        .filter(|(bounds, _, content)| {
            content.height > bounds.height + 0.5 || content.width > bounds.width + 0.5
        })
        .count()
}

/// The least height of anything a hand clicks, in logical pixels.
pub const LEAST_CLICK: f32 = 32.0;

/// A control: its innermost box (a button's label box) with the texts that start in
/// it, and the outermost box around it holding the same texts (the button itself).
struct Boxed {
    /// The innermost box's bounds.
    bounds: Rectangle,
    /// The outermost box with the same texts: what a hand clicks.
    outer: Rectangle,
    /// Its texts and their bounds.
    texts: Vec<(String, Rectangle)>,
}

/// A box met in the widget tree: where it was met, its bounds, the texts starting in
/// it, and whether no other box is inside it.
type BoxTexts = (usize, Rectangle, Vec<(String, Rectangle)>, bool);

/// Every innermost box of the view holding one to three texts (a button, a chip), with
/// the texts that follow it in the widget tree and start inside it (a label squeezed
/// out of its box still starts in it), and the outermost box holding just those.
fn boxes(ui: &mut Simulator<'_, Message>) -> Vec<Boxed> {
    let mut met: Vec<(bool, String, Rectangle)> = Vec::new();
    let _ = ui.find(|candidate: selector::Candidate<'_>| {
        match candidate {
            selector::Candidate::Container { bounds, .. } => {
                met.push((true, String::new(), bounds));
            }
            selector::Candidate::Text {
                content, bounds, ..
            } => met.push((false, content.to_owned(), bounds)),
            _ => {}
        }
        None::<()>
    });
    let starts_in = |r: &Rectangle, b: &Rectangle| {
        r.x >= b.x - 0.5
            && r.y >= b.y - 0.5
            && r.x < b.x + b.width - 0.5
            && r.y < b.y + b.height - 0.5
    };
    // Each box's texts, and whether another box is inside it.
    let mut all: Vec<BoxTexts> = Vec::new();
    for (at, (is_box, _, bounds)) in met.iter().enumerate() {
        if !is_box {
            continue;
        }
        let mut texts = Vec::new();
        let mut leaf = true;
        for (inner_box, content, r) in &met[at + 1..] {
            if !starts_in(r, bounds) {
                break;
            }
            if *inner_box {
                leaf = false;
            } else if !content.trim().is_empty() {
                texts.push((content.clone(), *r));
            }
        }
        all.push((at, *bounds, texts, leaf));
    }
    let mut found = Vec::new();
    for (i, (_, bounds, texts, leaf)) in all.iter().enumerate() {
        if !leaf || !(1..=3).contains(&texts.len()) {
            continue;
        }
        let mut outer = *bounds;
        for (_, around, theirs, _) in all[..i].iter().rev() {
            if inside(outer, *around) && theirs == texts {
                outer = *around;
            } else if inside(outer, *around) {
                break;
            }
        }
        found.push(Boxed {
            bounds: *bounds,
            outer,
            texts: texts.clone(),
        });
    }
    found
}

/// Whether a press at `point` is taken by a widget of a fresh view of the app (a
/// button, a switch, a field): what a hand can click.
fn takes_a_click(app: &App, window: (f32, f32), point: iced::Point) -> bool {
    let mut ui = simulator_in(app, window);
    ui.point_at(point);
    let statuses = ui.simulate([iced::Event::Mouse(iced::mouse::Event::ButtonPressed(
        iced::mouse::Button::Left,
    ))]);
    statuses.contains(&iced::event::Status::Captured)
}

/// The controls squeezed or too small in the app's view at `window` and its text
/// scale: a label wider or taller than its box (a button narrower than its label), or
/// a box holding a label that takes a click and is under [`LEAST_CLICK`] high.
pub fn squeezed(app: &App, window: (f32, f32)) -> Vec<String> {
    let scale = app.scale_factor();
    let mut ui = simulator_in(app, window);
    let mut problems = Vec::new();
    // A box with an id holds a control (a pick list, which shows no text to tests).
    let mut named = Vec::new();
    let _ = ui.find(|candidate: selector::Candidate<'_>| {
        if let selector::Candidate::Container {
            id: Some(id),
            bounds,
            ..
        } = candidate
        {
            let id = format!("{id:?}");
            if !id.contains("Unique") && bounds.height < LEAST_CLICK - 0.5 {
                named.push(format!(
                    "{id} at {}×{} and {}%: {:.0} px high, under {LEAST_CLICK}",
                    window.0,
                    window.1,
                    scale * 100.0,
                    bounds.height
                ));
            }
        }
        None::<()>
    });
    named.dedup();
    problems.extend(named);
    let mut small_seen = std::collections::HashSet::new();
    for boxed in boxes(&mut ui) {
        let b = boxed.bounds;
        if b.width < 0.5 || b.height < 0.5 {
            continue;
        }
        for (content, r) in &boxed.texts {
            if r.x + r.width > b.x + b.width + 0.5 || r.y + r.height > b.y + b.height + 0.5 {
                problems.push(format!(
                    "{content:?} at {}×{} and {}%: its label is {:.0}×{:.0} in a box of {:.0}×{:.0}",
                    window.0,
                    window.1,
                    scale * 100.0,
                    r.width,
                    r.height,
                    b.width,
                    b.height
                ));
            }
        }
        let name: Vec<&str> = boxed.texts.iter().map(|(t, _)| t.as_str()).collect();
        let name = name.join(" ");
        let b = boxed.outer;
        if b.height >= LEAST_CLICK - 0.5 || !small_seen.insert(name.clone()) {
            continue;
        }
        if takes_a_click(app, window, b.center()) {
            problems.push(format!(
                "{name:?} at {}×{} and {}%: {:.0} px high, under {LEAST_CLICK}",
                window.0,
                window.1,
                scale * 100.0,
                b.height
            ));
        }
    }
    problems
}

/// Checks `labels` on the screen on show, and the tab bar's text scale and help
/// buttons, at every window size and text scale, and that no control there is
/// squeezed or under 32 px; returns every failure.
pub fn check_everywhere(app: &mut App, labels: &[&str]) -> Vec<String> {
    let mut failures = Vec::new();
    for scale in SCALES {
        scale_to(app, scale);
        let language = app.language();
        let shown = within(language, || {
            numbers::percent(f64::from(scale.percent()) / 100.0, 0)
        });
        let scale_button = format!(
            "{}|{shown}",
            say(language, "app-text-scale", &[("percent", &shown)])
        );
        let mut all: Vec<&str> = vec![&scale_button, "?"];
        all.extend(labels);
        for window in WINDOWS {
            failures.extend(unreachable(app, window, &all));
            failures.extend(squeezed(app, window));
            failures.extend(cramped(app, window));
        }
    }
    scale_to(app, TextScale::Normal);
    failures
}

/// The paragraph type of the app's renderer, to measure a text as it is laid out.
type Paragraph = <iced::Renderer as iced::advanced::text::Renderer>::Paragraph;

/// The sizes the app sets its texts in, in logical pixels (16 is the default).
const TEXT_SIZES: [f32; 11] = [
    13.0, 15.0, 16.0, 18.0, 22.0, 24.0, 28.0, 30.0, 32.0, 40.0, 48.0,
];

/// Whether `content` in `font` and `size` fits `bounds`: wrapped at words in its width
/// as a text widget wraps it, no wider and no taller (to half a pixel, which the
/// width it is wrapped in allows too: a text laid out in its own width may wrap).
fn fits(content: &str, font: iced::Font, size: f32, bounds: Rectangle) -> bool {
    use iced::advanced::text::{self, Paragraph as _};
    let paragraph = Paragraph::with_text(text::Text {
        content,
        bounds: iced::Size::new(bounds.width + 0.5, f32::INFINITY),
        size: iced::Pixels(size),
        line_height: text::LineHeight::default(),
        font,
        align_x: text::Alignment::Default,
        align_y: iced::alignment::Vertical::Top,
        shaping: text::Shaping::Advanced,
        wrapping: text::Wrapping::Word,
    });
    let needs = paragraph.min_bounds();
    needs.width <= bounds.width + 0.5 && needs.height <= bounds.height + 0.5
}

/// Whether a text of `bounds` shown whole is clipped: its height is a whole number of
/// lines of some size the app uses, and in none of those sizes (regular or bold) does
/// the text fit its bounds. A text of another height is not judged.
fn clipped(content: &str, bounds: Rectangle) -> bool {
    let mut judged = false;
    for size in TEXT_SIZES {
        let line = iced::advanced::text::LineHeight::default()
            .to_absolute(iced::Pixels(size))
            .0;
        let lines = (bounds.height / line).round();
        if lines < 1.0 || (lines * line - bounds.height).abs() > 0.5 {
            continue;
        }
        judged = true;
        if [theme::TEXT, theme::BOLD]
            .into_iter()
            .any(|font| fits(content, font, size, bounds))
        {
            return false;
        }
    }
    judged
}

/// The texts of the view at `window` that are cut where they should not be: a label
/// with a digit drawn whole in the window yet clipped (a count or score never is), and
/// a text cut with "…" while the room it needs lies free beside it (no text, field,
/// control or box of its own there, up to the window's edge).
pub fn cramped(app: &App, window: (f32, f32)) -> Vec<String> {
    let scale = app.scale_factor();
    let size = logical(window, scale);
    let mut ui = simulator_in(app, window);
    cramped_in(&mut ui, size)
        .into_iter()
        .map(|what| format!("{what} at {}×{} and {}%", window.0, window.1, scale * 100.0))
        .collect()
}

/// [`cramped`] for any view, laid out in `size` logical pixels.
pub fn cramped_in(ui: &mut Simulator<'_, Message>, size: (f32, f32)) -> Vec<String> {
    let area = Rectangle::new(iced::Point::ORIGIN, iced::Size::new(size.0, size.1));
    let Found {
        texts,
        fields,
        controls,
        cut,
        boxes,
        ..
    } = survey(ui);
    let taken: Vec<Rectangle> = texts
        .iter()
        .map(|(_, bounds, _)| *bounds)
        .chain(fields)
        .chain(controls)
        .collect();
    let mut problems = Vec::new();
    for (content, bounds, visible) in &texts {
        if shown_whole(*bounds, *visible, area)
            && content.chars().any(|c| c.is_ascii_digit())
            && clipped(content, *bounds)
        {
            problems.push(format!(
                "{content:?} is clipped in {:.0}×{:.0}",
                bounds.width, bounds.height
            ));
        }
    }
    for (bounds, needs) in cut {
        // The room the whole text needs beside the cut one, with a margin for padding.
        let beside = Rectangle {
            x: bounds.x + bounds.width + 0.5,
            y: bounds.y + 0.5,
            width: needs - bounds.width + 16.0,
            height: (bounds.height - 1.0).max(0.5),
        };
        // A box around the cut text is its own; any other (a button) takes its room.
        let others = boxes.iter().filter(|b| !inside(bounds, **b));
        let free = inside(beside, area)
            && !taken
                .iter()
                .chain(others)
                .any(|t| *t != bounds && t.intersects(&beside));
        if free {
            let shown = texts
                .iter()
                .find(|(_, b, _)| *b == bounds)
                .map_or("", |(content, ..)| content.as_str());
            problems.push(format!(
                "{shown:?} is cut to {:.0} px while the {:.0} px it needs lie free",
                bounds.width, needs
            ));
        }
    }
    problems
}
