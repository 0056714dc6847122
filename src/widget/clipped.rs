//! Drawing a control only where its scrollable shows it. The software renderer
//! (tiny-skia) clips a text drawn with `fill_text` (a pick list's label and its menu's
//! options, a checkbox's mark) to the viewport it is handed, not to where the text is:
//! inside a scrollable, a pick list scrolled out of view was still written over what
//! lies above or below the scrollable ("Buy equipment" over the window's margin), and
//! since that is outside what the window redraws, it stayed there after a change of
//! tab. The GPU renderer clips it; this makes the software one do the same.

use iced::Rectangle;
use iced::advanced::layout::Layout;
use iced::advanced::widget::{Tree, Widget};
use iced::advanced::{mouse, renderer};

/// Draws `widget` as `Widget::draw` does where it lies wholly in `viewport`; not at
/// all where it lies wholly out of it; and in between, in a layer cut to the part
/// shown, while handed the larger viewport: the renderer then masks what it writes
/// to that part.
#[allow(clippy::too_many_arguments)] // `Widget::draw`'s own arguments, and the widget.
pub fn draw_shown<Message, Theme, Renderer: iced::advanced::Renderer>(
    widget: &dyn Widget<Message, Theme, Renderer>,
    tree: &Tree,
    renderer: &mut Renderer,
    theme: &Theme,
    style: &renderer::Style,
    layout: Layout<'_>,
    cursor: mouse::Cursor,
    viewport: &Rectangle,
) {
    let bounds = layout.bounds();
    if bounds.is_within(viewport) {
        widget.draw(tree, renderer, theme, style, layout, cursor, viewport);
    } else if let Some(shown) = bounds.intersection(viewport) {
        renderer.with_layer(shown, |renderer| {
            widget.draw(tree, renderer, theme, style, layout, cursor, viewport);
        });
    }
}

#[cfg(test)]
mod tests {
    use crate::theme;
    use crate::widget::picker::picker;
    use iced::advanced::renderer::{Headless, Style};
    use iced::widget::{column, container, scrollable, space};
    use iced::{Color, Element, Length, Size, Theme, mouse};
    use iced_test::futures::futures::executor::block_on;
    use iced_test::runtime::user_interface::{Cache, UserInterface};

    /// The window drawn: 200×200 logical pixels.
    const WINDOW: f32 = 200.0;
    /// Where the pick list lies in its scrollable's content (from its top).
    const LIST_TOP: f32 = 120.0;

    /// A scrollable `height` tall at the window's top, holding a pick list
    /// [`LIST_TOP`] down its content.
    fn view(height: f32) -> Element<'static, ()> {
        let options = ["Buy equipment".to_owned()];
        let list = picker(options, None::<String>, |_| ())
            .placeholder("Buy equipment".into())
            .width(Length::Fill);
        let content = column![space().height(LIST_TOP), Element::from(list)];
        column![container(scrollable(content)).height(height)].into()
    }

    /// The view of a scrollable `height` tall drawn in software at 1×: RGBA rows.
    fn drawn(height: f32) -> Vec<u8> {
        // A simulator loads the app's fonts, which the CI machine may not have.
        let settings = iced::Settings {
            fonts: theme::FONT_FILES.iter().map(|&f| f.into()).collect(),
            default_font: theme::TEXT,
            ..iced::Settings::default()
        };
        drop(iced_test::Simulator::<()>::with_size(
            settings,
            (WINDOW, WINDOW),
            space(),
        ));
        let mut renderer = block_on(iced::Renderer::new(
            theme::TEXT,
            iced::Pixels(16.0),
            Some("tiny-skia"),
        ))
        .expect("a software renderer");
        let theme = Theme::Dark;
        let mut ui = UserInterface::build(
            view(height),
            Size::new(WINDOW, WINDOW),
            Cache::default(),
            &mut renderer,
        );
        let style = Style {
            text_color: theme.palette().text,
        };
        ui.draw(&mut renderer, &theme, &style, mouse::Cursor::Unavailable);
        renderer.screenshot(Size::new(WINDOW as u32, WINDOW as u32), 1.0, Color::BLACK)
    }

    /// How many pixels of the rows from `top` to `bottom` are not black.
    fn lit(pixels: &[u8], top: f32, bottom: f32) -> usize {
        let row = WINDOW as usize * 4;
        pixels[top as usize * row..bottom as usize * row]
            .chunks(4)
            .filter(|pixel| pixel[..3] != [0, 0, 0])
            .count()
    }

    #[test]
    fn a_pick_list_partly_out_of_its_scrollables_view_is_drawn_only_in_it() {
        // Shown whole: its box and label light the rows it lies on.
        let shown = drawn(WINDOW);
        assert!(lit(&shown, LIST_TOP, LIST_TOP + 30.0) > 100);
        // Its top 8 pixels in a scrollable that ends there: nothing is drawn under
        // the scrollable, where tiny-skia wrote the whole label before.
        let cut = LIST_TOP + 8.0;
        let hidden = drawn(cut);
        assert!(lit(&hidden, LIST_TOP, cut) > 100, "the part shown is drawn");
        assert_eq!(lit(&hidden, cut, WINDOW), 0);
    }
}
