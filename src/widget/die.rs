//! A die drawn as a die: a rounded square in the die's colour showing pips or a game's
//! symbol, drawn on a canvas, for every panel that shows dice.
//!
//! The drawing reports the face's name to widget operations, as a text would
//! (`told::named`): a selector (and the tests) find a die showing "Loot" or "3" as they
//! find a button's label, though nothing is written on it.

use crate::theme;
use iced::alignment;
use iced::widget::button::{Button, Status, Style};
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke};
use iced::widget::text::Alignment;
use iced::widget::{canvas as canvas_widget, column, text};
use iced::{
    Border, Center, Color, Element, Pixels, Point, Rectangle, Renderer, Size, Theme, Vector, color,
    mouse,
};

/// What a die's face shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Face {
    /// Pips, 0 to 6 (0 is a blank face: a die not rolled yet, or a die in the cup).
    Pips(u32),
    /// A game's symbol.
    Symbol(Symbol),
}

/// A symbol printed on a die.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Symbol {
    /// A dollar sign: cash grabbed.
    Cash,
    /// The bat emblem.
    Bat,
    /// A warning triangle: an alarm.
    Alarm,
    /// Letters printed on the face ("L", "R", "HA"), in the window's language.
    Letters(String),
}

/// The colour of a die's body, with an ink that reads on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    /// A light gray die, dark ink.
    Gray,
    /// A blue die, white ink.
    Blue,
    /// A yellow die, dark ink.
    Yellow,
    /// An ivory die with black pips, the plain die.
    Ivory,
    /// A red die, white ink.
    Red,
    /// A black die, light ink.
    Black,
    /// A green die, white ink: a success.
    Green,
    /// An orange die, dark ink: a success undone.
    Orange,
}

impl Tone {
    /// The body's colour and the ink's.
    fn colors(self) -> (Color, Color) {
        let dark = color!(0x1b1d22);
        match self {
            Tone::Gray => (color!(0xa4a9b0), dark),
            Tone::Blue => (color!(0x3b6fd4), Color::WHITE),
            Tone::Yellow => (color!(0xf2c230), dark),
            Tone::Ivory => (color!(0xf1ece0), dark),
            Tone::Red => (color!(0xc8372d), Color::WHITE),
            Tone::Black => (color!(0x0e0f12), color!(0xf1ece0)),
            Tone::Green => (color!(0x2f8f4e), Color::WHITE),
            Tone::Orange => (color!(0xe8892c), dark),
        }
    }
}

/// A die to draw: its colour, its face, and the marks some games add.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Die {
    /// What the face shows.
    pub face: Face,
    /// The body's colour.
    pub tone: Tone,
    /// A red crown in the corner (the Batman Who Laughs die's crown faces).
    pub crown: bool,
    /// Drawn faded: a face that cannot be picked now.
    pub faded: bool,
}

impl Die {
    /// A plain ivory die showing `pips`.
    pub fn pips(pips: u32) -> Die {
        Die {
            face: Face::Pips(pips),
            tone: Tone::Ivory,
            crown: false,
            faded: false,
        }
    }

    /// A die of `tone` showing `symbol`.
    pub fn symbol(symbol: Symbol, tone: Tone) -> Die {
        Die {
            face: Face::Symbol(symbol),
            tone,
            crown: false,
            faded: false,
        }
    }

    /// The same die in `tone`.
    pub fn tone(self, tone: Tone) -> Die {
        Die { tone, ..self }
    }

    /// The same die with a crown (or without).
    pub fn crowned(self, crown: bool) -> Die {
        Die { crown, ..self }
    }

    /// The die drawn `size` pixels square, its face named `name` to selectors.
    pub fn view<'a, Message: 'a>(self, size: f32, name: impl Into<String>) -> Element<'a, Message> {
        super::told::named(canvas_widget(self).width(size).height(size), name.into())
    }
}

/// The pip spots of a face, on a 3×3 grid from -1 to 1.
fn spots(pips: u32) -> &'static [(f32, f32)] {
    const C: (f32, f32) = (0.0, 0.0);
    const TL: (f32, f32) = (-1.0, -1.0);
    const TR: (f32, f32) = (1.0, -1.0);
    const BL: (f32, f32) = (-1.0, 1.0);
    const BR: (f32, f32) = (1.0, 1.0);
    const ML: (f32, f32) = (-1.0, 0.0);
    const MR: (f32, f32) = (1.0, 0.0);
    match pips {
        1 => &[C],
        2 => &[TR, BL],
        3 => &[TR, C, BL],
        4 => &[TL, TR, BL, BR],
        5 => &[TL, TR, C, BL, BR],
        6 => &[TL, ML, BL, TR, MR, BR],
        _ => &[],
    }
}

/// The right half of the bat emblem, from the notch between the ears round to the
/// tail, in units of the emblem's half width; the left half mirrors it.
const BAT: [(f32, f32); 13] = [
    (0.0, -0.08),
    (0.07, -0.09),
    (0.11, -0.34),
    (0.17, -0.07),
    (0.42, -0.2),
    (1.0, -0.3),
    (0.78, -0.04),
    (0.86, 0.2),
    (0.62, 0.06),
    (0.5, 0.24),
    (0.34, 0.1),
    (0.2, 0.28),
    (0.0, 0.44),
];

impl<Message> canvas::Program<Message> for Die {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        _theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let side = bounds.width.min(bounds.height);
        let alpha = if self.faded { 0.35 } else { 1.0 };
        let fade = |color: Color| Color {
            a: color.a * alpha,
            ..color
        };
        let (body, ink) = self.tone.colors();
        let (body, ink) = (fade(body), fade(ink));
        let inset = 1.5;
        let square = Path::rounded_rectangle(
            Point::new(inset, inset),
            Size::new(side - 2.0 * inset, side - 2.0 * inset),
            (side * 0.18).into(),
        );
        frame.fill(&square, body);
        // A dark edge keeps a light die apart from a light button, a light edge a dark
        // die from the dark panel.
        let edge = fade(if self.tone == Tone::Black {
            color!(0x6b7080)
        } else {
            Color {
                a: 0.55,
                ..Color::BLACK
            }
        });
        frame.stroke(&square, Stroke::default().with_color(edge).with_width(1.5));
        let center = Point::new(side / 2.0, side / 2.0);
        match &self.face {
            Face::Pips(n) => {
                let step = side * 0.26;
                let radius = side * 0.09;
                for &(x, y) in spots(*n) {
                    let spot = center + Vector::new(x * step, y * step);
                    frame.fill(&Path::circle(spot, radius), ink);
                }
            }
            Face::Symbol(Symbol::Bat) => {
                let half = side * 0.4;
                let bat = Path::new(|b| {
                    let point = |(x, y): (f32, f32)| center + Vector::new(x * half, y * half);
                    b.move_to(point(BAT[0]));
                    for &spot in &BAT[1..] {
                        b.line_to(point(spot));
                    }
                    for &(x, y) in BAT.iter().rev() {
                        b.line_to(point((-x, y)));
                    }
                    b.close();
                });
                frame.fill(&bat, ink);
            }
            Face::Symbol(Symbol::Alarm) => {
                let r = side * 0.3;
                let triangle = Path::new(|b| {
                    b.move_to(center + Vector::new(0.0, -r));
                    b.line_to(center + Vector::new(r * 1.05, r * 0.75));
                    b.line_to(center + Vector::new(-r * 1.05, r * 0.75));
                    b.close();
                });
                frame.stroke(
                    &triangle,
                    Stroke::default()
                        .with_color(ink)
                        .with_width((side * 0.07).max(1.5)),
                );
                write(
                    &mut frame,
                    "!",
                    center + Vector::new(0.0, r * 0.18),
                    side * 0.36,
                    ink,
                );
            }
            Face::Symbol(Symbol::Cash) => write(&mut frame, "$", center, side * 0.62, ink),
            Face::Symbol(Symbol::Letters(letters)) => {
                let size = if letters.chars().count() > 1 {
                    side * 0.4
                } else {
                    side * 0.56
                };
                write(&mut frame, letters.as_str(), center, size, ink);
            }
        }
        if self.crown {
            let w = side * 0.13;
            let base = Point::new(side - inset - side * 0.1 - 2.0 * w, inset + side * 0.26);
            let crown = Path::new(|b| {
                b.move_to(base);
                b.line_to(base + Vector::new(-0.2 * w, -1.3 * w));
                b.line_to(base + Vector::new(0.5 * w, -0.6 * w));
                b.line_to(base + Vector::new(w, -1.5 * w));
                b.line_to(base + Vector::new(1.5 * w, -0.6 * w));
                b.line_to(base + Vector::new(2.2 * w, -1.3 * w));
                b.line_to(base + Vector::new(2.0 * w, 0.0));
                b.close();
            });
            frame.fill(&crown, fade(color!(0xe0524c)));
        }
        vec![frame.into_geometry()]
    }
}

/// Writes `content` centred on `at`, bold, `size` pixels high.
fn write(frame: &mut Frame, content: &str, at: Point, size: f32, color: Color) {
    frame.fill_text(canvas::Text {
        content: content.to_owned(),
        position: at,
        color,
        size: Pixels(size),
        font: theme::BOLD,
        align_x: Alignment::Center,
        align_y: alignment::Vertical::Center,
        ..canvas::Text::default()
    });
}

/// A die as a button: the die, a caption under it if any, outlined in the accent colour
/// when `selected`; inert without a message, and faded then unless selected (a face
/// rolled stays bright among the faces it was not). The die is padded by
/// [`BUTTON_PADDING`], so a die shown beside it lines up when padded as much.
pub fn button<'a, Message: Clone + 'a>(
    die: Die,
    size: f32,
    name: &str,
    caption: Option<&'a str>,
    selected: bool,
    on_press: Option<Message>,
) -> Element<'a, Message> {
    let faded = Die {
        faded: on_press.is_none() && !selected,
        ..die
    };
    Button::new(captioned(faded, size, name, caption))
        .on_press_maybe(on_press)
        .padding(BUTTON_PADDING)
        .style(move |theme: &Theme, status| {
            let palette = theme.extended_palette();
            let background = match status {
                Status::Hovered | Status::Pressed => Some(palette.background.strong.color.into()),
                _ => None,
            };
            let border = if selected {
                Border::default()
                    .rounded(8)
                    .width(3)
                    .color(palette.primary.base.color)
            } else {
                Border::default().rounded(8)
            };
            Style {
                background,
                text_color: if status == Status::Disabled {
                    Color {
                        a: 0.4,
                        ..palette.background.base.text
                    }
                } else {
                    palette.background.base.text
                },
                border,
                ..Style::default()
            }
        })
        .into()
}

/// The room a [`button`] leaves round its die.
pub const BUTTON_PADDING: f32 = 3.0;

/// A die with a caption under it, if any.
pub fn captioned<'a, Message: 'a>(
    die: Die,
    size: f32,
    name: &str,
    caption: Option<&'a str>,
) -> Element<'a, Message> {
    let face = die.view(size, name);
    match caption {
        Some(caption) => column![face, text(caption).size(theme::size::SMALL)]
            .spacing(2)
            .align_x(Center)
            .into(),
        None => face,
    }
}
