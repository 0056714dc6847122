//! What the frame benchmarks share: the app started on a folder, its tasks run as the
//! runtime runs them, its view laid out in a 1360×860 window, and the whole frame
//! drawn in software as a window at 100 % scale draws it.

use criterion::Criterion;
use gotham_companion::app::{Access, App, Folders, Message};
use gotham_companion::bmg::Catalog;
use gotham_companion::theme;
use iced::advanced::renderer::{Headless, Style};
use iced::{Color, Settings, Size, mouse};
use iced_test::Simulator;
use iced_test::runtime::user_interface::{Cache, UserInterface};
use std::hint::black_box;
use std::path::Path;

/// The window benchmarked, in logical pixels at 100 % text.
pub const WINDOW: (f32, f32) = (1360.0, 860.0);

/// The app on `dir`, its start-up work done (the tasks it starts are run at once).
pub fn new_app(dir: &Path, catalog: &Catalog) -> App {
    let folders = Folders {
        crews: Ok(dir.to_path_buf()),
        autosave: Ok(dir.join("match").join("autosave.json")),
        games: Ok(dir.join("games")),
        settings: Ok(dir.join("settings").join("settings.json")),
        rosters: Ok(dir.join("rosters")),
        catalogs: Ok(dir.join("catalogs")),
        tournaments: Ok(dir.join("tournaments")),
        collection: Ok(dir.join("collection").join("collection.json")),
        access: Access::Write,
    };
    let (mut app, task) = App::new(catalog.clone(), folders);
    run(&mut app, task);
    app
}

/// Runs `task` and what the messages it gives lead to, as the runtime would.
pub fn run(app: &mut App, task: iced::Task<Message>) {
    use iced_test::futures::futures::StreamExt;
    use iced_test::runtime::Action;
    let mut queue = vec![task];
    while let Some(task) = queue.pop() {
        let Some(stream) = iced_test::runtime::task::into_stream(task) else {
            continue;
        };
        for action in iced_test::futures::futures::executor::block_on(stream.collect::<Vec<_>>()) {
            if let Action::Output(message) = action {
                queue.push(app.update(message));
            }
        }
    }
}

/// Plays `messages`, running what they start.
pub fn play(app: &mut App, messages: impl IntoIterator<Item = Message>) {
    for message in messages {
        let task = app.update(message);
        run(app, task);
    }
}

/// The window's view, laid out at [`WINDOW`] (what a simulator does when made).
pub fn laid_out(app: &App) -> Simulator<'_, Message> {
    Simulator::with_size(settings(), WINDOW, app.view())
}

/// The window's fonts, as `main` gives them.
pub fn settings() -> Settings {
    Settings {
        fonts: theme::FONT_FILES.iter().map(|&f| f.into()).collect(),
        default_font: theme::TEXT,
        ..Settings::default()
    }
}

/// The software renderer a window at 100 % scale would draw with.
pub fn software_renderer() -> iced::Renderer {
    let settings = settings();
    // A simulator loads the fonts, as the window does before its first frame.
    drop(Simulator::<Message>::with_size(
        settings.clone(),
        WINDOW,
        iced::widget::Space::new(),
    ));
    iced_test::futures::futures::executor::block_on(<iced::Renderer as Headless>::new(
        settings.default_font,
        settings.default_text_size,
        Some("tiny-skia"),
    ))
    .expect("a tiny-skia renderer")
}

/// The whole frame of `app` as the window makes it: the view, laid out (with the
/// widget tree of the frame before, `cache`, as the window keeps it) and drawn by
/// `renderer`, then rasterized at 1×.
pub fn drawn(app: &App, renderer: &mut iced::Renderer, cache: &mut Cache) -> Vec<u8> {
    let theme = app.theme();
    let mut ui = UserInterface::build(
        app.view(),
        Size::new(WINDOW.0, WINDOW.1),
        std::mem::take(cache),
        renderer,
    );
    let style = Style {
        text_color: theme.palette().text,
    };
    ui.draw(renderer, &theme, &style, mouse::Cursor::Unavailable);
    let background: Color = theme.palette().background;
    *cache = ui.into_cache();
    renderer.screenshot(Size::new(WINDOW.0 as u32, WINDOW.1 as u32), 1.0, background)
}

/// Benchmarks `action` on `app` as a frame: the action's update, then the view laid
/// out; and apart, the whole frame with its drawing in software. `undo` puts the app
/// back after each one, untimed, so that every iteration answers the same click.
pub fn frame(
    c: &mut Criterion,
    name: &str,
    app: &mut App,
    action: &dyn Fn() -> Message,
    undo: &dyn Fn() -> Vec<Message>,
) {
    let timed = |app: &mut App, iterations: u64, answer: &mut dyn FnMut(&App)| {
        let mut spent = std::time::Duration::ZERO;
        for _ in 0..iterations {
            let started = std::time::Instant::now();
            let task = app.update(action());
            answer(app);
            spent += started.elapsed();
            drop(task);
            for message in undo() {
                drop(app.update(message));
            }
        }
        spent
    };
    c.bench_function(&format!("{name}: update, view and layout"), |b| {
        b.iter_custom(|iterations| {
            timed(app, iterations, &mut |app| {
                black_box(laid_out(app));
            })
        });
    });
    let mut renderer = software_renderer();
    let mut cache = Cache::default();
    c.bench_function(&format!("{name}: the whole frame drawn in software"), |b| {
        b.iter_custom(|iterations| {
            timed(app, iterations, &mut |app| {
                black_box(drawn(app, &mut renderer, &mut cache));
            })
        });
    });
}
