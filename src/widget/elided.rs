//! One line of text that never wraps and never runs past its room: a text too long
//! for it is cut at a word and ends in "…", and a tooltip shows it whole. A name on a
//! model line, a log entry under the phase: one glance, no line pushed down, no word
//! cut in its middle.

use crate::theme;
use iced::advanced::layout::{self, Layout};
use iced::advanced::text::{self as core_text, Paragraph as _, Renderer as _};
use iced::advanced::widget::{Operation, Tree, tree};
use iced::advanced::{Widget, mouse, renderer};
use iced::widget::{container, text, tooltip};
use iced::{Element, Font, Length, Pixels, Point, Rectangle, Size, Theme};

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
    let tip = container(text(full.clone()).size(theme::size::SMALL))
        .padding([4, 8])
        .max_width(480)
        .style(theme::chip);
    tooltip(
        Element::new(Elided {
            full,
            size,
            font,
            style,
            line_height: line_height.into(),
        }),
        tip,
        tooltip::Position::Bottom,
    )
    .into()
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
}

/// What the last layout chose: the text shown and its paragraph.
#[derive(Default)]
struct State {
    /// The text shown: the whole, or a cut ending in "…".
    shown: String,
    /// The shown text laid out.
    paragraph: Option<Paragraph>,
}

impl Elided {
    /// `content` laid out on one line.
    fn paragraph(&self, content: &str) -> Paragraph {
        Paragraph::with_text(core_text::Text {
            content,
            bounds: Size::INFINITE,
            size: Pixels(self.size),
            line_height: self.line_height,
            font: self.font,
            align_x: core_text::Alignment::Default,
            align_y: iced::alignment::Vertical::Top,
            shaping: core_text::Shaping::Advanced,
            wrapping: core_text::Wrapping::None,
        })
    }

    /// The longest start of the text, cut after a word (or, for a first word too long,
    /// after a letter), that fits `width` with the ellipsis.
    fn cut(&self, width: f32) -> (String, Paragraph) {
        let words: Vec<usize> = self
            .full
            .char_indices()
            .filter(|&(_, c)| c == ' ')
            .map(|(at, _)| at)
            .collect();
        let letters: Vec<usize> = self.full.char_indices().map(|(at, _)| at).skip(1).collect();
        let ends = if words.is_empty() || !self.fits(&self.full[..words[0]], width) {
            letters
        } else {
            words
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
        let paragraph = self.paragraph(&shown);
        (shown, paragraph)
    }

    /// Whether `start` and the ellipsis fit in `width`.
    fn fits(&self, start: &str, width: f32) -> bool {
        let candidate = format!("{}{ELLIPSIS}", start.trim_end());
        self.paragraph(&candidate).min_bounds().width <= width
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
        let whole = self.paragraph(&self.full);
        let (shown, paragraph) = if whole.min_bounds().width <= width {
            (self.full.clone(), whole)
        } else {
            self.cut(width)
        };
        let height = paragraph.min_bounds().height;
        state.shown = shown;
        state.paragraph = Some(paragraph);
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
    }
}
