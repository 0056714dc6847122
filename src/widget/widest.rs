//! A label that keeps the room of the widest of its alternatives, so that a button
//! whose label changes ("Roll four dice", then "Roll") keeps its size and its
//! neighbours never move.
//!
//! Only the label on show is drawn, takes events and is seen by operations (tests
//! find it, and never the others); the alternatives are only measured.

use iced::advanced::layout::{self, Layout};
use iced::advanced::widget::{Operation, Tree, Widget};
use iced::advanced::{Clipboard, Shell, mouse, overlay, renderer};
use iced::{Element, Event, Length, Rectangle, Size, Vector};

/// `shown` laid out in the room of the widest and tallest of `shown` and `others`,
/// centred in it (or at its top left). It fills its row or column where `shown` does.
pub struct Widest<'a, Message, Theme, Renderer> {
    /// The label on show.
    shown: Element<'a, Message, Theme, Renderer>,
    /// Every other label the control may show, measured and never drawn.
    others: Vec<Element<'a, Message, Theme, Renderer>>,
    /// Whether `shown` sits at the room's top left rather than in its middle.
    top_left: bool,
}

/// `shown` in the room of the widest of it and `others` (the labels the same control
/// shows at other times).
pub fn widest<'a, Message: 'a, Theme: 'a, Renderer: iced::advanced::Renderer + 'a>(
    shown: impl Into<Element<'a, Message, Theme, Renderer>>,
    others: impl IntoIterator<Item = Element<'a, Message, Theme, Renderer>>,
) -> Element<'a, Message, Theme, Renderer> {
    room(shown, others, false)
}

/// [`widest`] with `shown` at the room's top left: a note that holds the place of
/// something larger still to come (a roll's result before the first roll).
pub fn placeholder<'a, Message: 'a, Theme: 'a, Renderer: iced::advanced::Renderer + 'a>(
    shown: impl Into<Element<'a, Message, Theme, Renderer>>,
    others: impl IntoIterator<Item = Element<'a, Message, Theme, Renderer>>,
) -> Element<'a, Message, Theme, Renderer> {
    room(shown, others, true)
}

/// `shown` in the room of `others`, centred or at its top left.
fn room<'a, Message: 'a, Theme: 'a, Renderer: iced::advanced::Renderer + 'a>(
    shown: impl Into<Element<'a, Message, Theme, Renderer>>,
    others: impl IntoIterator<Item = Element<'a, Message, Theme, Renderer>>,
    top_left: bool,
) -> Element<'a, Message, Theme, Renderer> {
    Element::new(Widest {
        shown: shown.into(),
        others: others.into_iter().collect(),
        top_left,
    })
}

impl<Message, Theme, Renderer> Widget<Message, Theme, Renderer>
    for Widest<'_, Message, Theme, Renderer>
where
    Renderer: iced::advanced::Renderer,
{
    fn size(&self) -> Size<Length> {
        // A label that fills its row still fills it: the others only set a least size.
        self.shown.as_widget().size()
    }

    fn size_hint(&self) -> Size<Length> {
        self.shown.as_widget().size_hint()
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        let (shown_tree, other_trees) = tree.children.split_at_mut(1);
        let shown = self
            .shown
            .as_widget_mut()
            .layout(&mut shown_tree[0], renderer, limits);
        let room = self
            .others
            .iter_mut()
            .zip(other_trees)
            .map(|(other, tree)| other.as_widget_mut().layout(tree, renderer, limits).size())
            .fold(shown.size(), |room, size| {
                Size::new(room.width.max(size.width), room.height.max(size.height))
            });
        let size = self.shown.as_widget().size();
        let room = limits.resolve(size.width, size.height, room);
        let offset = if self.top_left {
            iced::Point::ORIGIN
        } else {
            iced::Point::new(
                ((room.width - shown.size().width) / 2.0).max(0.0),
                ((room.height - shown.size().height) / 2.0).max(0.0),
            )
        };
        layout::Node::with_children(room, vec![shown.move_to(offset)])
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
        if let Some(child) = layout.children().next() {
            self.shown.as_widget().draw(
                &tree.children[0],
                renderer,
                theme,
                style,
                child,
                cursor,
                viewport,
            );
        }
    }

    fn children(&self) -> Vec<Tree> {
        std::iter::once(&self.shown)
            .chain(&self.others)
            .map(Tree::new)
            .collect()
    }

    fn diff(&self, tree: &mut Tree) {
        let all: Vec<_> = std::iter::once(&self.shown).chain(&self.others).collect();
        if tree.children.len() == all.len() {
            for (child, element) in tree.children.iter_mut().zip(all) {
                child.diff(element.as_widget());
            }
        } else {
            tree.children = all.into_iter().map(Tree::new).collect();
        }
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        if let Some(child) = layout.children().next() {
            self.shown
                .as_widget_mut()
                .operate(&mut tree.children[0], child, renderer, operation);
        }
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
        if let Some(child) = layout.children().next() {
            self.shown.as_widget_mut().update(
                &mut tree.children[0],
                event,
                child,
                cursor,
                renderer,
                clipboard,
                shell,
                viewport,
            );
        }
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &Renderer,
    ) -> mouse::Interaction {
        layout
            .children()
            .next()
            .map_or_else(mouse::Interaction::default, |child| {
                self.shown.as_widget().mouse_interaction(
                    &tree.children[0],
                    child,
                    cursor,
                    viewport,
                    renderer,
                )
            })
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, Message, Theme, Renderer>> {
        let child = layout.children().next()?;
        self.shown.as_widget_mut().overlay(
            &mut tree.children[0],
            child,
            renderer,
            viewport,
            translation,
        )
    }
}
