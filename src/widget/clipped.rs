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

    /// A software renderer with the app's fonts loaded.
    fn software() -> iced::Renderer {
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
        block_on(iced::Renderer::new(
            theme::TEXT,
            iced::Pixels(16.0),
            Some("tiny-skia"),
        ))
        .expect("a software renderer")
    }

    /// The view of a scrollable `height` tall drawn in software at 1×: RGBA rows.
    fn drawn(height: f32) -> Vec<u8> {
        let mut renderer = software();
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

    /// The rows from `top` to `bottom` of a window of 200×200 holding a pick list of
    /// 40 options 60 px down, drawn in software at 1× with its menu open and scrolled
    /// down by `lines` lines.
    fn open_menu_drawn(lines: f32, top: f32, bottom: f32) -> Vec<u8> {
        use iced::mouse::{Button, Cursor, Event as Mouse, ScrollDelta};
        use iced::{Event, Point};
        let options: Vec<String> = (1..=40).map(|n| format!("Option {n}")).collect();
        let view = || -> Element<'_, ()> {
            column![
                space().height(60),
                Element::from(
                    picker(options.as_slice(), None::<&String>, |_| ())
                        .padding([6, 10])
                        .width(160)
                )
            ]
            .into()
        };
        let mut renderer = software();
        let theme = Theme::Dark;
        let on_list = Cursor::Available(Point::new(40.0, 72.0));
        let mut ui = UserInterface::build(
            view(),
            Size::new(WINDOW, WINDOW),
            Cache::default(),
            &mut renderer,
        );
        let mut clipboard = iced::advanced::clipboard::Null;
        let click = [Event::Mouse(Mouse::ButtonPressed(Button::Left))];
        let (_, statuses) = ui.update(
            &click,
            on_list,
            &mut renderer,
            &mut clipboard,
            &mut Vec::new(),
        );
        assert_eq!(statuses[0], iced::event::Status::Captured, "the list opens");
        let cache = ui.into_cache();
        let mut ui = UserInterface::build(view(), Size::new(WINDOW, WINDOW), cache, &mut renderer);
        let on_menu = Cursor::Available(Point::new(40.0, 150.0));
        let scroll = [Event::Mouse(Mouse::WheelScrolled {
            delta: ScrollDelta::Lines { x: 0.0, y: -lines },
        })];
        let _ = ui.update(
            &scroll,
            on_menu,
            &mut renderer,
            &mut clipboard,
            &mut Vec::new(),
        );
        let cache = ui.into_cache();
        let mut ui = UserInterface::build(view(), Size::new(WINDOW, WINDOW), cache, &mut renderer);
        // As the runtime does before each frame: an update lays the menu out.
        let _ = ui.update(&[], on_menu, &mut renderer, &mut clipboard, &mut Vec::new());
        let style = Style {
            text_color: theme.palette().text,
        };
        ui.draw(&mut renderer, &theme, &style, on_menu);
        let pixels =
            renderer.screenshot(Size::new(WINDOW as u32, WINDOW as u32), 1.0, Color::BLACK);
        let row = WINDOW as usize * 4;
        pixels[top as usize * row..bottom as usize * row].to_vec()
    }

    #[test]
    fn an_open_menu_scrolled_draws_no_option_over_the_list_it_opened_from() {
        // The window above the menu: the pick list's own rows and the space above.
        // The menu opens below the list and scrolls: its rows change.
        let menu = open_menu_drawn(0.0, 100.0, 200.0);
        assert!(lit(&menu, 0.0, 100.0) > 1_000, "the menu is open");
        assert_ne!(
            menu,
            open_menu_drawn(3.0, 100.0, 200.0),
            "the menu scrolled"
        );
        let still = open_menu_drawn(0.0, 0.0, 90.0);
        let scrolled = open_menu_drawn(3.0, 0.0, 90.0);
        assert!(lit(&still, 0.0, 90.0) > 100, "the pick list is drawn");
        assert!(
            still == scrolled,
            "options scrolled out of the menu are drawn over its pick list"
        );
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
