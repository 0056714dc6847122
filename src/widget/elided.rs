//! Text that never runs past its room: a text too long for it is cut at a word and
//! ends in "…", and a tooltip shows it whole. A name on a model line, a log entry under
//! the phase: one glance, no line pushed down, no word cut in its middle. Facts joined
//! in a line ("Passes 1 · Deck 16") are cut between two facts only, so that no number
//! is ever cut; an instruction takes two lines before it is cut, and keeps the room of
//! two so that nothing moves when it changes.

use crate::theme;
use iced::advanced::layout::{self, Layout};
use iced::advanced::text::{self as core_text, Paragraph as _, Renderer as _};
use iced::advanced::widget::{Operation, Tree, tree};
use iced::advanced::{Widget, mouse, renderer};
use iced::widget::{container, text, tooltip};
use iced::{Element, Font, Length, Pixels, Point, Rectangle, Size, Theme};

/// What a cut text needed, told to operations as a custom state beside the cut text:
/// the layout test checks that no text is cut while the room it needs lies free beside
/// it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Elision {
    /// The least width, in logical pixels, that shows the whole text in its lines.
    pub needs: f32,
}

/// The paragraph type of the app's renderer.
type Paragraph = <iced::Renderer as core_text::Renderer>::Paragraph;

/// The ellipsis that ends a cut text.
const ELLIPSIS: &str = "…";

/// `full` on one line in `size` and `font`, cut at a word with "…" where its room is
/// too narrow, with the whole text in a tooltip; its colour from `style`.
pub fn elided<'a, Message: 'a>(
    full: impl Into<String>,
    size: f32,
    font: Font,
    style: fn(&Theme) -> text::Style,
) -> Element<'a, Message> {
    elided_with(full, size, font, style, core_text::LineHeight::default())
}

/// [`elided`] with its own line height (a name over its state on a tight line).
pub fn elided_with<'a, Message: 'a>(
    full: impl Into<String>,
    size: f32,
    font: Font,
    style: fn(&Theme) -> text::Style,
    line_height: impl Into<core_text::LineHeight>,
) -> Element<'a, Message> {
    let full = full.into();
    let breaks = word_ends(&full);
    with_tip(Elided {
        full,
        size,
        font,
        style,
        line_height: line_height.into(),
        breaks,
        lines: 1,
    })
}

/// Facts (each with its number) joined by `joint` on one line, and as many of them as
/// fit, whole, followed by "…" where some do not; all of them in a tooltip.
pub fn elided_facts<'a, Message: 'a>(
    facts: &[String],
    joint: &str,
    size: f32,
    style: fn(&Theme) -> text::Style,
) -> Element<'a, Message> {
    let full = facts.join(joint);
    // A cut may fall only where a fact ends (never after the last: that is the whole).
    let breaks = facts
        .iter()
        .scan(0, |end, fact| {
            let at = *end + fact.len();
            *end = at + joint.len();
            Some(at)
        })
        .take(facts.len().saturating_sub(1))
        .collect();
    with_tip(Elided {
        full,
        size,
        font: theme::TEXT,
        style,
        line_height: core_text::LineHeight::default(),
        breaks: Breaks::At(breaks),
        lines: 1,
    })
}

/// `full` over up to `lines` lines, wrapped at words, cut at a word with "…" where it
/// needs more; it keeps the room of `lines` lines whatever it says, so that the
/// controls under it stay where they are when it changes.
pub fn elided_lines<'a, Message: 'a>(
    full: impl Into<String>,
    lines: u8,
    size: f32,
    font: Font,
    style: fn(&Theme) -> text::Style,
) -> Element<'a, Message> {
    let full = full.into();
    let breaks = word_ends(&full);
    with_tip(Elided {
        full,
        size,
        font,
        style,
        line_height: core_text::LineHeight::default(),
        breaks,
        lines: lines.max(1),
    })
}

/// Whether `full` fits one line of `width` logical pixels in `size` and `font`: for a
/// view that lays out a short text otherwise than a long one.
pub fn fits_one_line(full: &str, size: f32, font: Font, width: f32) -> bool {
    text_width(full, size, font) <= width
}

/// The width of `text` on one line in `size` and `font`, in logical pixels.
pub fn text_width(text: &str, size: f32, font: Font) -> f32 {
    let probe = Elided {
        full: String::new(),
        size,
        font,
        style: text::default,
        line_height: core_text::LineHeight::default(),
        breaks: Breaks::At(Vec::new()),
        lines: 1,
    };
    probe.paragraph(text, f32::INFINITY).min_bounds().width
}

/// The height of `lines` lines of text in `size`, at the default line height.
pub fn lines_height(lines: u8, size: f32) -> f32 {
    f32::from(lines) * core_text::LineHeight::default().to_absolute(Pixels(size)).0
}

/// The widget, with a tooltip that shows its whole text.
fn with_tip<'a, Message: 'a>(elided: Elided) -> Element<'a, Message> {
    let tip = container(text(elided.full.clone()).size(theme::size::SMALL))
        .padding([4, 8])
        .max_width(480)
        .style(theme::chip);
    tooltip(Element::new(elided), tip, tooltip::Position::Bottom).into()
}

/// Where a text may be cut.
enum Breaks {
    /// After any word (at each space), or after any letter where even the first word
    /// does not fit.
    Words(Vec<usize>),
    /// At these places only (byte positions, in order): the ends of whole facts.
    At(Vec<usize>),
}

/// The places a text may be cut at a word: its spaces.
fn word_ends(full: &str) -> Breaks {
    Breaks::Words(
        full.char_indices()
            .filter(|&(_, c)| c == ' ')
            .map(|(at, _)| at)
            .collect(),
    )
}

/// The widget behind [`elided`].
struct Elided {
    /// The whole text.
    full: String,
    /// Its size, in logical pixels.
    size: f32,
    /// Its font.
    font: Font,
    /// Its colour.
    style: fn(&Theme) -> text::Style,
    /// Its line height.
    line_height: core_text::LineHeight,
    /// Where it may be cut.
    breaks: Breaks,
    /// How many lines it may take, and keeps the room of.
    lines: u8,
}

/// The whole text, size, font, line height, lines and width a layout chose for.
type MadeFor = (String, f32, Font, core_text::LineHeight, u8, f32);

/// What the last layout chose: the text shown and its paragraph, and what it was
/// chosen for.
#[derive(Default)]
struct State {
    /// The text shown: the whole, or a cut ending in "…".
    shown: String,
    /// The shown text laid out.
    paragraph: Option<Paragraph>,
    /// What the choice was made for: the same again at the next layout keeps it (no
    /// text is shaped again).
    made_for: Option<MadeFor>,
}

impl Elided {
    /// The height of one line, in logical pixels.
    fn line_px(&self) -> f32 {
        self.line_height.to_absolute(Pixels(self.size)).0
    }

    /// `content` laid out in `width`: on one line, or wrapped at words where it may
    /// take more.
    fn paragraph(&self, content: &str, width: f32) -> Paragraph {
        let (bounds, wrapping) = if self.lines > 1 {
            (
                Size::new(width, f32::INFINITY),
                core_text::Wrapping::WordOrGlyph,
            )
        } else {
            (Size::INFINITE, core_text::Wrapping::None)
        };
        Paragraph::with_text(core_text::Text {
            content,
            bounds,
            size: Pixels(self.size),
            line_height: self.line_height,
            font: self.font,
            align_x: core_text::Alignment::Default,
            align_y: iced::alignment::Vertical::Top,
            shaping: core_text::Shaping::Advanced,
            wrapping,
        })
    }

    /// Whether a paragraph fits `width` and the lines allowed.
    fn within(&self, paragraph: &Paragraph, width: f32) -> bool {
        let size = paragraph.min_bounds();
        size.width <= width && size.height <= f32::from(self.lines) * self.line_px() + 0.5
    }

    /// The longest start of the text, cut where it may be (after a word, or for a
    /// first word too long after a letter; or after a whole fact), that fits `width`
    /// with the ellipsis.
    fn cut(&self, width: f32) -> (String, Paragraph) {
        let ends: Vec<usize> = match &self.breaks {
            Breaks::At(ends) => ends.clone(),
            Breaks::Words(words)
                if !words.is_empty() && self.fits(&self.full[..words[0]], width) =>
            {
                words.clone()
            }
            Breaks::Words(_) => self.full.char_indices().map(|(at, _)| at).skip(1).collect(),
        };
        // The ends are in order and fitting is monotone: a binary search.
        let (mut low, mut high) = (0, ends.len());
        while low < high {
            let mid = (low + high).div_ceil(2);
            if self.fits(&self.full[..ends[mid - 1]], width) {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        let start = if low == 0 {
            ""
        } else {
            &self.full[..ends[low - 1]]
        };
        let shown = format!("{}{ELLIPSIS}", start.trim_end());
        let paragraph = self.paragraph(&shown, width);
        (shown, paragraph)
    }

    /// The least width that shows the whole text in its lines: its width on one line,
    /// or for several lines the narrowest width (to half a pixel) they hold it in.
    fn needs(&self, from: f32) -> f32 {
        let one_line = self.paragraph(&self.full, f32::INFINITY).min_bounds().width;
        if self.lines == 1 {
            return one_line;
        }
        let (mut low, mut high) = (from, one_line);
        while high - low > 0.5 {
            let mid = (low + high) / 2.0;
            if self.within(&self.paragraph(&self.full, mid), mid) {
                high = mid;
            } else {
                low = mid;
            }
        }
        high
    }

    /// Whether `start` and the ellipsis fit in `width`.
    fn fits(&self, start: &str, width: f32) -> bool {
        let candidate = format!("{}{ELLIPSIS}", start.trim_end());
        self.within(&self.paragraph(&candidate, width), width)
    }
}

impl<Message> Widget<Message, Theme, iced::Renderer> for Elided {
    fn size(&self) -> Size<Length> {
        Size::new(Length::Fill, Length::Shrink)
    }

    fn tag(&self) -> tree::Tag {
        tree::Tag::of::<State>()
    }

    fn state(&self) -> tree::State {
        tree::State::new(State::default())
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        _renderer: &iced::Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        let state = tree.state.downcast_mut::<State>();
        let width = limits.max().width;
        let wanted = (
            self.full.clone(),
            self.size,
            self.font,
            self.line_height,
            self.lines,
            width,
        );
        if state.made_for.as_ref() != Some(&wanted) || state.paragraph.is_none() {
            let whole = self.paragraph(&self.full, width);
            let (shown, paragraph) = if self.within(&whole, width) {
                (self.full.clone(), whole)
            } else {
                self.cut(width)
            };
            state.shown = shown;
            state.paragraph = Some(paragraph);
            state.made_for = Some(wanted);
        }
        // Several lines keep the room of all of them, however many the text takes.
        let height = if self.lines > 1 {
            f32::from(self.lines) * self.line_px()
        } else {
            state
                .paragraph
                .as_ref()
                .map_or(0.0, |p| p.min_bounds().height)
        };
        let size = limits.resolve(Length::Fill, Length::Shrink, Size::new(width, height));
        layout::Node::new(size)
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut iced::Renderer,
        theme: &Theme,
        defaults: &renderer::Style,
        layout: Layout<'_>,
        _cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        let state = tree.state.downcast_ref::<State>();
        if let Some(paragraph) = &state.paragraph {
            let bounds = layout.bounds();
            let color = (self.style)(theme).color.unwrap_or(defaults.text_color);
            renderer.fill_paragraph(paragraph, Point::new(bounds.x, bounds.y), color, *viewport);
        }
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        _renderer: &iced::Renderer,
        operation: &mut dyn Operation,
    ) {
        // Tests see what the player sees: the cut text where it is cut.
        let state = tree.state.downcast_ref::<State>();
        operation.text(None, layout.bounds(), &state.shown);
        if state.shown != self.full {
            let mut elision = Elision {
                needs: self.needs(layout.bounds().width),
            };
            operation.custom(None, layout.bounds(), &mut elision);
        }
    }
}
