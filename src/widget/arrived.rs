//! Controls that take the place of the one just pressed: a double-click's second
//! click, or a hurried second press, would land on them. Wrapped here with a key that
//! changes when they do (a phase, a step), such controls take no mouse press until the
//! pointer has moved since they appeared; a pointer that moves on to them, as one does
//! to press anything, finds them as they always are.

use iced::advanced::layout::{self, Layout};
use iced::advanced::widget::{Operation, Tree, Widget, tree};
use iced::advanced::{Clipboard, Shell, mouse, overlay, renderer};
use iced::{Element, Event, Length, Rectangle, Size, Vector};

/// `content`, deaf to mouse presses from when `key` changes (or it first appears)
/// until the pointer moves.
pub fn arrived<
    'a,
    Key: Clone + PartialEq + 'static,
    Message: 'a,
    Theme: 'a,
    Renderer: iced::advanced::Renderer + 'a,
>(
    key: Key,
    content: impl Into<Element<'a, Message, Theme, Renderer>>,
) -> Element<'a, Message, Theme, Renderer> {
    Element::new(Arrived {
        key,
        content: content.into(),
    })
}

/// The key the controls were drawn with, and whether the pointer has moved since.
#[derive(Debug)]
struct Moved<Key> {
    /// What the controls stand for.
    key: Key,
    /// Whether the pointer moved since they appeared.
    moved: bool,
}

/// The widget behind [`arrived`].
struct Arrived<'a, Key, Message, Theme, Renderer> {
    /// What the controls stand for: another key, other controls.
    key: Key,
    /// The controls that take the pressed one's place.
    content: Element<'a, Message, Theme, Renderer>,
}

// The wrapper keeps its own state (the key, whether the pointer moved) and hands the
// content its tree, the only child, and its layout, unchanged. A view that keeps the
// wrapper and its key keeps that state: only controls new in their place wait.
impl<Key, Message, Theme, Renderer> Widget<Message, Theme, Renderer>
    for Arrived<'_, Key, Message, Theme, Renderer>
where
    Key: Clone + PartialEq + 'static,
    Renderer: iced::advanced::Renderer,
{
    fn size(&self) -> Size<Length> {
        self.content.as_widget().size()
    }

    fn size_hint(&self) -> Size<Length> {
        self.content.as_widget().size_hint()
    }

    fn tag(&self) -> tree::Tag {
        tree::Tag::of::<Moved<Key>>()
    }

    fn state(&self) -> tree::State {
        tree::State::new(Moved {
            key: self.key.clone(),
            moved: false,
        })
    }

    fn children(&self) -> Vec<Tree> {
        vec![Tree::new(&self.content)]
    }

    fn diff(&self, tree: &mut Tree) {
        let state = tree.state.downcast_mut::<Moved<Key>>();
        if state.key != self.key {
            *state = Moved {
                key: self.key.clone(),
                moved: false,
            };
        }
        tree.diff_children(std::slice::from_ref(&self.content));
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        self.content
            .as_widget_mut()
            .layout(&mut tree.children[0], renderer, limits)
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
        self.content.as_widget().draw(
            &tree.children[0],
            renderer,
            theme,
            style,
            layout,
            cursor,
            viewport,
        );
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        self.content
            .as_widget_mut()
            .operate(&mut tree.children[0], layout, renderer, operation);
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
        let state = tree.state.downcast_mut::<Moved<Key>>();
        match event {
            Event::Mouse(mouse::Event::CursorMoved { .. }) => state.moved = true,
            Event::Mouse(mouse::Event::ButtonPressed(_) | mouse::Event::ButtonReleased(_))
                if !state.moved =>
            {
                return;
            }
            _ => {}
        }
        self.content.as_widget_mut().update(
            &mut tree.children[0],
            event,
            layout,
            cursor,
            renderer,
            clipboard,
            shell,
            viewport,
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
        self.content.as_widget().mouse_interaction(
            &tree.children[0],
            layout,
            cursor,
            viewport,
            renderer,
        )
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, Message, Theme, Renderer>> {
        self.content.as_widget_mut().overlay(
            &mut tree.children[0],
            layout,
            renderer,
            viewport,
            translation,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::arrived;
    use iced::advanced::renderer::Headless;
    use iced::{Element, Event, Point, Size, mouse};
    use iced_test::futures::futures::executor::block_on;
    use iced_test::runtime::user_interface::{Cache, UserInterface};

    /// One button, `key` standing for what it is.
    fn view(key: u32) -> Element<'static, u32> {
        arrived(key, iced::widget::button("press").on_press(key))
    }

    /// What a click at the button's corner, the pointer moved there first or not,
    /// sends through the view of `key`; the widget tree is carried in `cache`.
    fn click(cache: &mut Cache, renderer: &mut iced::Renderer, key: u32, moved: bool) -> Vec<u32> {
        let at = Point::new(5.0, 5.0);
        let mut events = Vec::new();
        if moved {
            events.push(Event::Mouse(mouse::Event::CursorMoved { position: at }));
        }
        events.push(Event::Mouse(mouse::Event::ButtonPressed(
            mouse::Button::Left,
        )));
        events.push(Event::Mouse(mouse::Event::ButtonReleased(
            mouse::Button::Left,
        )));
        let mut ui = UserInterface::build(
            view(key),
            Size::new(200.0, 100.0),
            std::mem::take(cache),
            renderer,
        );
        let mut sent = Vec::new();
        let _ = ui.update(
            &events,
            mouse::Cursor::Available(at),
            renderer,
            &mut iced::advanced::clipboard::Null,
            &mut sent,
        );
        *cache = ui.into_cache();
        sent
    }

    #[test]
    fn a_control_new_in_its_place_waits_for_the_pointer_to_move() {
        let mut renderer = block_on(iced::Renderer::new(
            iced::Font::DEFAULT,
            iced::Pixels(16.0),
            Some("tiny-skia"),
        ))
        .expect("a software renderer");
        let mut cache = Cache::default();
        // Where it first appears, the click that brought it presses nothing.
        assert_eq!(
            click(&mut cache, &mut renderer, 1, false),
            Vec::<u32>::new()
        );
        // A pointer that moves to it presses it.
        assert_eq!(click(&mut cache, &mut renderer, 1, true), [1]);
        // Drawn again as the same control, it takes a second press where it is.
        assert_eq!(click(&mut cache, &mut renderer, 1, false), [1]);
        // Another step's control in its place: a double-click's second click there
        // presses nothing, until the pointer moves.
        assert_eq!(
            click(&mut cache, &mut renderer, 2, false),
            Vec::<u32>::new()
        );
        assert_eq!(click(&mut cache, &mut renderer, 2, true), [2]);
    }
}
