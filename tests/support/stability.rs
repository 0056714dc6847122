//! Whether the app's controls keep their place and their size from one action to the
//! next: the bounds of every named control are recorded before and after each step of
//! a flow, and a control found in both that moved or changed size is reported, unless
//! the step names it as one it means to move.
//!
//! A control is named by its widget id where it has one, else by its label: a
//! button, a switch, a chip (any box holding a few texts and no other box) is named
//! by its texts. A label shown more than once is matched copy by copy when the copies
//! are as many before and after; otherwise each copy after must stand in a column
//! (left edge and width) some copy stood in before.

use super::layout::{scale_to, simulator_in};
use gotham_companion::app::TextScale;
use gotham_companion::app::{App, Message};
use iced::Rectangle;
use iced_test::{Error, selector};

/// The most texts a box may hold to be taken for a control (a button's icon and
/// label, a stepper's value...): more is a panel, named by nothing.
const MOST_TEXTS: usize = 3;

/// A named control and where it is laid out.
#[derive(Debug, Clone)]
pub struct Control {
    /// `#id` for a widget id, else the texts of its label joined by spaces.
    pub name: String,
    /// Its layout bounds, in logical pixels.
    pub bounds: Rectangle,
}

/// One widget the survey met, in the order of the widget tree.
enum Met {
    /// A box (a container or a button), with its id.
    Boxed(Option<String>, Rectangle),
    /// A text and its content.
    Text(String, Rectangle),
    /// A text input, with its id.
    Input(Option<String>, Rectangle),
}

/// Whether `inner` lies inside `outer`, to half a pixel.
fn inside(inner: Rectangle, outer: Rectangle) -> bool {
    inner.x >= outer.x - 0.5
        && inner.y >= outer.y - 0.5
        && inner.x + inner.width <= outer.x + outer.width + 0.5
        && inner.y + inner.height <= outer.y + outer.height + 0.5
}

/// A widget id as a name, or `None` for one made afresh each view.
fn id_name(id: Option<&iced::widget::Id>) -> Option<String> {
    let name = format!("{:?}", id?);
    (!name.contains("Unique")).then(|| format!("#{name}"))
}

/// Every named control of the app's view at `window` (physical pixels) and its text
/// scale, in the order of the widget tree.
pub fn controls(app: &App, window: (f32, f32)) -> Vec<Control> {
    let mut met = Vec::new();
    let mut ui = simulator_in(app, window);
    let _ = ui.find(|candidate: selector::Candidate<'_>| {
        match candidate {
            selector::Candidate::Container { id, bounds, .. } => {
                met.push(Met::Boxed(id_name(id), bounds));
            }
            selector::Candidate::Text {
                content, bounds, ..
            } => met.push(Met::Text(content.to_owned(), bounds)),
            selector::Candidate::TextInput { id, bounds, .. } => {
                met.push(Met::Input(id_name(id), bounds));
            }
            _ => {}
        }
        None::<()>
    });
    name_controls(&met)
}

/// The named controls among what the survey met. A box is named by its texts when
/// it holds one to [`MOST_TEXTS`] of them; of boxes nested with the same texts (a
/// button around its label's box), the outermost is the control.
fn name_controls(met: &[Met]) -> Vec<Control> {
    let mut found: Vec<Control> = Vec::new();
    let mut named_until = 0;
    for (at, widget) in met.iter().enumerate() {
        match widget {
            Met::Boxed(Some(name), bounds) | Met::Input(Some(name), bounds) => {
                found.push(Control {
                    name: name.clone(),
                    bounds: *bounds,
                });
            }
            Met::Boxed(None, bounds) if at >= named_until => {
                if let Some((name, end)) = label_of(&met[at + 1..], *bounds) {
                    found.push(Control {
                        name,
                        bounds: *bounds,
                    });
                    named_until = at + 1 + end;
                }
            }
            _ => {}
        }
    }
    found
}

/// The label of a box at `bounds` whose insides follow it in `rest` (its texts, when
/// it holds one to [`MOST_TEXTS`] of them), and where its insides end in `rest`.
fn label_of(rest: &[Met], bounds: Rectangle) -> Option<(String, usize)> {
    let mut texts = Vec::new();
    let mut end = rest.len();
    for (at, widget) in rest.iter().enumerate() {
        let (Met::Text(_, within) | Met::Boxed(_, within) | Met::Input(_, within)) = widget;
        if !inside(*within, bounds) {
            end = at;
            break;
        }
        match widget {
            Met::Text(content, _) if !content.trim().is_empty() => texts.push(content.as_str()),
            Met::Input(..) => return None,
            _ => {}
        }
    }
    // A few numbers side by side are dice as they fell (random), not a control's name.
    let dice = texts.len() > 1 && texts.iter().all(|t| t.parse::<u32>().is_ok());
    (!dice && !texts.is_empty() && texts.len() <= MOST_TEXTS).then(|| (texts.join(" "), end))
}

/// Whether two bounds are the same, to half a pixel.
fn same(a: Rectangle, b: Rectangle) -> bool {
    (a.x - b.x).abs() < 0.5
        && (a.y - b.y).abs() < 0.5
        && (a.width - b.width).abs() < 0.5
        && (a.height - b.height).abs() < 0.5
}

/// Whether a name is allowed by a pattern, where `*` stands for any text: `Roll*`
/// allows every name starting with "Roll", `* · *` every name holding " · ".
fn allowed_by(name: &str, pattern: &str) -> bool {
    let parts: Vec<&str> = pattern.split('*').collect();
    if parts.len() == 1 {
        return name == pattern;
    }
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    let Some(mut rest) = name.strip_prefix(first) else {
        return false;
    };
    for middle in &parts[1..parts.len() - 1] {
        match rest.find(middle) {
            Some(at) => rest = &rest[at + middle.len()..],
            None => return false,
        }
    }
    rest.ends_with(last) && rest.len() >= last.len()
}

/// `x,y w×h`.
fn show(r: Rectangle) -> String {
    format!("{:.0},{:.0} {:.0}×{:.0}", r.x, r.y, r.width, r.height)
}

/// Every control found in both lists that moved or changed size, unless `allowed`.
pub fn moved(before: &[Control], after: &[Control], allowed: &[&str]) -> Vec<String> {
    let mut names: Vec<&str> = before.iter().map(|c| c.name.as_str()).collect();
    names.dedup();
    let mut seen = std::collections::HashSet::new();
    let mut problems = Vec::new();
    for name in names {
        if !seen.insert(name) || allowed.iter().any(|p| allowed_by(name, p)) {
            continue;
        }
        let was: Vec<Rectangle> = before
            .iter()
            .filter(|c| c.name == name)
            .map(|c| c.bounds)
            .collect();
        let now: Vec<Rectangle> = after
            .iter()
            .filter(|c| c.name == name)
            .map(|c| c.bounds)
            .collect();
        if now.is_empty() {
            continue;
        }
        if was.len() == now.len() {
            for (copy, (a, b)) in was.iter().zip(&now).enumerate() {
                if !same(*a, *b) {
                    let which = if was.len() > 1 {
                        format!(" (copy {})", copy + 1)
                    } else {
                        String::new()
                    };
                    problems.push(format!("{name:?}{which}: {} → {}", show(*a), show(*b)));
                }
            }
        } else if was.len() >= 2 && now.len() >= 2 && !name.contains(' ') {
            // Rows came and went (a filter): the copies keep their columns.
            let column = |r: &Rectangle| (r.x, r.width);
            for b in &now {
                let known = was.iter().any(|a| {
                    (column(a).0 - column(b).0).abs() < 0.5
                        && (column(a).1 - column(b).1).abs() < 0.5
                });
                if !known {
                    problems.push(format!(
                        "{name:?}: a copy at {} stands in no column it stood in before ({})",
                        show(*b),
                        was.iter().map(|r| show(*r)).collect::<Vec<_>>().join(", ")
                    ));
                    break;
                }
            }
        }
    }
    problems
}

/// A flow of actions on the app, watched at one window size and text scale: each
/// step records the controls before and after and keeps every unexpected move.
pub struct Flow {
    /// The app the flow drives.
    pub app: App,
    /// The window, in physical pixels.
    pub window: (f32, f32),
    /// Every move found so far, with its step.
    pub problems: Vec<String>,
}

impl Flow {
    /// A flow on `app` at `window` and `scale`.
    pub fn new(mut app: App, window: (f32, f32), scale: TextScale) -> Self {
        scale_to(&mut app, scale);
        Self {
            app,
            window,
            problems: Vec::new(),
        }
    }

    /// Runs `action` as the step `what`, allowing the controls `allowed` (names or
    /// starts ending in `*`) to move; an action that fails is a problem too.
    pub fn step(
        &mut self,
        what: &str,
        allowed: &[&str],
        action: impl FnOnce(&mut App) -> Result<(), Error>,
    ) -> &mut Self {
        let before = controls(&self.app, self.window);
        if let Err(error) = action(&mut self.app) {
            self.problems
                .push(format!("{what}: the action failed: {error}"));
            return self;
        }
        let after = controls(&self.app, self.window);
        let scale = self.app.scale_factor() * 100.0;
        for problem in moved(&before, &after, allowed) {
            self.problems.push(format!(
                "{what} at {}×{} and {scale:.0}%: {problem}",
                self.window.0, self.window.1
            ));
        }
        self
    }

    /// Applies `messages` as the step `what` (for choices the simulator cannot make,
    /// such as a pick list's).
    pub fn send(&mut self, what: &str, allowed: &[&str], messages: Vec<Message>) -> &mut Self {
        self.step(what, allowed, |app| {
            super::apply(app, messages);
            Ok(())
        })
    }
}
