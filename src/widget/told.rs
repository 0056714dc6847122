//! Texts a control shows only at times: a tooltip on hover, a pick list's options once
//! it is opened and its placeholder. iced's own widgets do not tell operations about
//! them, so a test walking the view could never read them; wrapped here, the control
//! tells them as a [`Told`], and draws, lays out and behaves exactly as before.
//!
//! The same wrapper lets a drawing say what it shows as a text would ([`named`]): a
//! die's face, found by selectors as a button's label is.

use iced::advanced::layout::{self, Layout};
use iced::advanced::widget::{Operation, Tree, Widget, tree};
use iced::advanced::{Clipboard, Shell, mouse, overlay, renderer};
use iced::{Element, Event, Length, Rectangle, Size, Vector};

/// What a control shows only at times, told to operations as a custom state: the leak
/// test reads it as it reads the texts on screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Told(pub Vec<String>);

/// `content` telling `texts` besides what it draws.
pub fn told<'a, Message: 'a, Theme: 'a, Renderer: iced::advanced::Renderer + 'a>(
    content: impl Into<Element<'a, Message, Theme, Renderer>>,
    texts: impl IntoIterator<Item = String>,
) -> Element<'a, Message, Theme, Renderer> {
    Element::new(Telling {
        content: content.into(),
        tells: Tells::AtTimes(Told(texts.into_iter().collect())),
    })
}

/// `drawing` reporting `name` to operations as a text at its bounds, though nothing is
/// written on it.
pub fn named<'a, Message: 'a, Theme: 'a, Renderer: iced::advanced::Renderer + 'a>(
    drawing: impl Into<Element<'a, Message, Theme, Renderer>>,
    name: String,
) -> Element<'a, Message, Theme, Renderer> {
    Element::new(Telling {
        content: drawing.into(),
        tells: Tells::Name(name),
    })
}

/// What a wrapped control tells operations.
enum Tells {
    /// Texts it shows only at times.
    AtTimes(Told),
    /// What a drawing shows, told as its text.
    Name(String),
}

/// The widget behind [`told`] and [`named`]: its content, unchanged, and what it tells.
struct Telling<'a, Message, Theme, Renderer> {
    /// The control or drawing.
    content: Element<'a, Message, Theme, Renderer>,
    /// What it tells.
    tells: Tells,
}

// Every method hands the content its own tree and layout: the wrapper adds nothing to
// either, so the control's state survives being wrapped or not from one view to the
// next.
impl<Message, Theme, Renderer> Widget<Message, Theme, Renderer>
    for Telling<'_, Message, Theme, Renderer>
where
    Renderer: iced::advanced::Renderer,
{
    fn size(&self) -> Size<Length> {
        self.content.as_widget().size()
    }

    fn size_hint(&self) -> Size<Length> {
        self.content.as_widget().size_hint()
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        self.content.as_widget_mut().layout(tree, renderer, limits)
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut Renderer,
        theme: &Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        // A pick list's label is drawn only where its scrollable shows it.
        super::clipped::draw_shown(
            self.content.as_widget(),
            tree,
            renderer,
            theme,
            style,
            layout,
            cursor,
            viewport,
        );
    }

    fn tag(&self) -> tree::Tag {
        self.content.as_widget().tag()
    }

    fn state(&self) -> tree::State {
        self.content.as_widget().state()
    }

    fn children(&self) -> Vec<Tree> {
        self.content.as_widget().children()
    }

    fn diff(&self, tree: &mut Tree) {
        self.content.as_widget().diff(tree);
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        match &mut self.tells {
            Tells::AtTimes(told) => operation.custom(None, layout.bounds(), told),
            Tells::Name(name) => operation.text(None, layout.bounds(), name),
        }
        self.content
            .as_widget_mut()
            .operate(tree, layout, renderer, operation);
    }

    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        renderer: &Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, Message>,
        viewport: &Rectangle,
    ) {
        self.content.as_widget_mut().update(
            tree, event, layout, cursor, renderer, clipboard, shell, viewport,
        );
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &Renderer,
    ) -> mouse::Interaction {
        self.content
            .as_widget()
            .mouse_interaction(tree, layout, cursor, viewport, renderer)
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, Message, Theme, Renderer>> {
        self.content
            .as_widget_mut()
            .overlay(tree, layout, renderer, viewport, translation)
    }
}
