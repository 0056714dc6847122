//! The window: the tab bar, the screen on show, the status line and the "save your
//! changes?" dialog over everything.

use super::{App, Desk, Message, Pending, Screen, Status, help, id, read_only_banner};
use crate::screen::builder;
use crate::widget::named::named;
use crate::words::tr;
use crate::{icon, theme, widget, words};
use iced::mouse;
use iced::widget::{
    button, column, container, mouse_area, responsive, row, space, stack, text, tooltip,
};
use iced::{Center, Element, Fill, Shrink, Theme};

/// How much of the tab bar fits the window's width.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fit {
    /// The title and every tab's full label, the open crew's name on the builder's.
    Full,
    /// No title; full labels (the open crew is named in the window's title).
    Plain,
    /// No title; short labels.
    Short,
    /// The tabs' icons only, each named in a tooltip.
    Icons,
}

/// The room a tab takes beside its label's: its icon, the gap after it, the button's
/// padding and the bar's spacing.
const TAB_ROOM: f32 = 16.0 + 8.0 + 20.0 + 8.0;
/// The room the bar takes beside its tabs': its padding, the help button, the text
/// scale button's padding, and a margin.
const BAR_ROOM: f32 = 32.0 + 44.0 + 28.0 + 24.0;
/// The room of the title, where it shows.
const TITLE_ROOM: f32 = 240.0;
/// The room the builder's tab keeps for the open crew's name beside the title: the
/// same whatever the name, so that the bar does not change as a crew is edited.
const CREW_NAME_ROOM: f32 = 260.0;

/// The tabs in the bar's order: each one's icon and screen.
const TABS: [(fn() -> iced::widget::Text<'static>, Screen); 9] = [
    (icon::crews, Screen::Crews),
    (icon::builder, Screen::Builder),
    (icon::cards, Screen::Deck),
    (icon::odds, Screen::Calculator),
    (icon::flag, Screen::Tracker),
    (icon::dice, Screen::Games),
    (icon::crown, Screen::Tournament),
    (icon::trophy, Screen::Record),
    (icon::package, Screen::Catalog),
];

/// The words of the tab bar, as they are measured and shown.
struct Words {
    /// Each tab's full label, in the bar's order (the builder's without a crew's name).
    full: Vec<String>,
    /// The builder's label naming the open crew, shown beside the title.
    named_builder: String,
    /// Each tab's short label.
    short: Vec<String>,
    /// The text scale button's label with its word, and without.
    scale: (String, String),
}

impl Fit {
    /// The widest that fits `width` pixels: each label measured as it is drawn.
    fn of(width: f32, words: &Words) -> Fit {
        let measured = |labels: &[String]| -> f32 {
            labels
                .iter()
                .map(|label| widget::elided::text_width(label, 16.0, theme::TEXT) + TAB_ROOM)
                .sum()
        };
        let scale = |label: &str| widget::elided::text_width(label, 16.0, theme::TEXT);
        let full = measured(&words.full) + BAR_ROOM + scale(&words.scale.0);
        let short = measured(&words.short) + BAR_ROOM + scale(&words.scale.1);
        if width >= full + TITLE_ROOM + CREW_NAME_ROOM {
            Fit::Full
        } else if width >= full {
            Fit::Plain
        } else if width >= short {
            Fit::Short
        } else {
            Fit::Icons
        }
    }
}

impl App {
    /// The whole window.
    pub fn view(&self) -> Element<'_, Message> {
        words::set_current(self.language());
        let mut page = column![self.tabs()];
        if self.is_read_only() {
            page = page.push(
                container(text(read_only_banner()))
                    .padding([4, 12])
                    .width(Fill)
                    .style(theme::error_banner),
            );
        }
        page = page.push(container(self.content()).height(Fill));
        // The status line floats over the page's foot: coming and going, it moves
        // nothing under the pointer.
        let page: Element<'_, Message> = match &self.status {
            Some(status) => stack![
                page,
                container(status_line(status))
                    .width(Fill)
                    .height(Fill)
                    .align_bottom(Fill)
            ]
            .into(),
            None => page.into(),
        };
        // The save question outranks the help: it waits for an answer.
        let dialog = match &self.prompt {
            Some(pending) => self.save_prompt(pending),
            None if self.help => help::overlay(self.catalog.manifest(), self.language()),
            None => return page,
        };
        widget::modal(page, dialog)
    }

    /// The tab bar; the builder and deck tabs wait for an open crew. Narrower windows
    /// (or larger text) drop the title, then shorten the labels, then keep the icons
    /// only: every tab and button stays in reach.
    fn tabs(&self) -> Element<'_, Message> {
        responsive(move |size| {
            let words = self.tab_words();
            self.tab_bar(Fit::of(size.width, &words), words)
        })
        .height(Shrink)
        .into()
    }

    /// The tab bar's words in the language spoken, the builder's with the open crew's
    /// name.
    fn tab_words(&self) -> Words {
        let named_builder = match self.builder() {
            Some(b) => tr!(
                "app-tab-builder-named",
                name = b.crew().name.as_str(),
                dirty = if b.is_dirty() { "*" } else { "" }
            ),
            None => tr!("app-tab-builder"),
        };
        let scale = words::numbers::percent(f64::from(self.text_scale.percent()) / 100.0, 0);
        Words {
            full: vec![
                tr!("app-tab-crews"),
                tr!("app-tab-builder"),
                tr!("app-tab-deck"),
                tr!("app-tab-odds"),
                tr!("app-tab-match"),
                tr!("app-tab-games"),
                tr!("app-tab-tournament"),
                tr!("app-tab-record"),
                tr!("app-tab-catalog"),
            ],
            short: vec![
                tr!("app-tab-crews-short"),
                tr!("app-tab-builder-short"),
                tr!("app-tab-deck-short"),
                tr!("app-tab-odds-short"),
                tr!("app-tab-match-short"),
                tr!("app-tab-games-short"),
                tr!("app-tab-tournament-short"),
                tr!("app-tab-record-short"),
                tr!("app-tab-catalog-short"),
            ],
            named_builder,
            scale: (tr!("app-text-scale", percent = scale.as_str()), scale),
        }
    }

    fn tab_bar(&self, fit: Fit, words: Words) -> Element<'_, Message> {
        let showing = self.screen();
        let open = self.builder().is_some();
        let tab = |label: String,
                   short: String,
                   icon: iced::widget::Text<'static>,
                   screen: Screen,
                   enabled: bool|
         -> Element<'_, Message> {
            let content = match fit {
                Fit::Full | Fit::Plain => row![icon, text(label)],
                Fit::Short => row![icon, text(short.clone())],
                Fit::Icons => row![icon],
            };
            let tab = widget::button(content.spacing(8).align_y(Center))
                .on_press_maybe(enabled.then_some(Message::ScreenChosen(screen)))
                .style(if showing == screen {
                    theme::primary_button
                } else {
                    button::text
                });
            let tab: Element<'_, Message> = if fit == Fit::Icons {
                let tip = tooltip(
                    tab,
                    container(text(short.clone()).size(theme::size::SMALL))
                        .padding([4, 8])
                        .style(theme::chip),
                    tooltip::Position::Bottom,
                );
                widget::told(tip, [short])
            } else {
                tab.into()
            };
            named(screen.id(), tab).into()
        };
        let mut bar = row![].spacing(8).align_y(Center);
        if fit == Fit::Full {
            bar = bar.push(
                text("GOTHAM COMPANION")
                    .font(theme::BOLD)
                    .size(theme::size::HEADING)
                    .style(theme::accent),
            );
            bar = bar.push(space::horizontal().width(24));
        }
        let Words {
            full,
            named_builder,
            short,
            scale: (scale_word, scale),
        } = words;
        // The builder's label names the open crew only where the title shows.
        let mut named_builder = Some(named_builder).filter(|_| fit == Fit::Full);
        for ((label, short), (icon, screen)) in full.into_iter().zip(short).zip(TABS) {
            let label = match screen {
                Screen::Builder => named_builder.take().unwrap_or(label),
                _ => label,
            };
            let enabled = !matches!(screen, Screen::Builder | Screen::Deck) || open;
            bar = bar.push(tab(label, short, icon(), screen, enabled));
        }
        let bar = bar
            .push(space::horizontal())
            .push(named(
                id::TEXT_SCALE,
                widget::icon_button(
                    // Short tabs leave no room for the word: the tooltip says it.
                    text(if matches!(fit, Fit::Short | Fit::Icons) {
                        scale
                    } else {
                        scale_word
                    }),
                    tr!("app-text-scale-tip"),
                    Message::TextScaleChosen(self.text_scale.next()),
                    theme::secondary_button,
                ),
            ))
            .push(named(
                id::HELP,
                widget::icon_button(
                    text("?").font(theme::BOLD),
                    tr!("app-help-tip"),
                    Message::ShowHelp,
                    theme::secondary_button,
                ),
            ));
        container(bar).padding([8, 16]).style(theme::panel).into()
    }

    /// The screen on show.
    fn content(&self) -> Element<'_, Message> {
        match &self.desk {
            Desk::Open {
                builder,
                showing: Screen::Builder,
            } => builder
                .view(&self.catalog, &self.collection)
                .map(Message::Builder),
            Desk::Open {
                builder,
                showing: Screen::Deck,
            } => builder.view_deck(&self.catalog).map(Message::Builder),
            _ => match self.screen() {
                Screen::Tracker => self
                    .tracker
                    .view(&self.crew_choices, &self.catalog)
                    .map(Message::Tracker),
                Screen::Games => self.games.view().map(Message::Games),
                Screen::Tournament => self
                    .tournaments
                    .view(
                        &self.crew_choices,
                        crate::screen::tournament::Shelf {
                            collection: &self.collection,
                            catalog: &self.catalog,
                        },
                        self.clock,
                    )
                    .map(Message::Tournament),
                Screen::Catalog => self
                    .catalogs
                    .view(&self.catalog, self.catalog_blocked().map(|why| why.text()))
                    .map(Message::Catalog),
                Screen::Record => self.record.view().map(Message::Record),
                Screen::Calculator => self
                    .calculator
                    .view(&self.catalog, self.builder().map(builder::State::crew))
                    .map(Message::Calculator),
                _ => self
                    .crews
                    .view(&self.catalog, &self.collection)
                    .map(Message::Crews),
            },
        }
    }

    /// Asks whether to save the open crew before `pending` goes ahead.
    fn save_prompt(&self, pending: &Pending) -> Element<'_, Message> {
        let name = self.builder().map_or("", |b| b.crew().name.as_str());
        let then = match pending {
            Pending::Open(..) | Pending::Unsaved(_) => tr!("app-prompt-unsaved-open"),
            Pending::New => tr!("app-prompt-unsaved-new"),
            Pending::Close(_) => tr!("app-prompt-unsaved-close"),
        };
        widget::dialog(
            column![
                text(tr!("app-prompt-title", name = name))
                    .font(theme::BOLD)
                    .size(theme::size::HEADING),
                text(then),
                row![
                    named(
                        id::PROMPT_SAVE,
                        widget::button(text(tr!("app-prompt-save")))
                            .on_press(Message::PromptSaved)
                            .style(theme::primary_button)
                    ),
                    named(
                        id::PROMPT_DISCARD,
                        widget::button(text(tr!("app-prompt-discard")))
                            .on_press(Message::PromptDiscarded)
                            .style(theme::danger_button)
                    ),
                    named(
                        id::PROMPT_CANCEL,
                        widget::button(text(tr!("app-prompt-cancel")))
                            .on_press(Message::PromptCancelled)
                            .style(theme::secondary_button)
                    ),
                ]
                .spacing(8),
            ]
            .spacing(12),
            460.0,
        )
    }
}

/// The last news or error, until dismissed (news fades after a while, but not while
/// the pointer rests on it). It takes the pointer where it is drawn, so that a click
/// on it never reaches the page under it.
fn status_line(status: &Status) -> Element<'_, Message> {
    // Worded now, in the language the window speaks now.
    let (style, words): (fn(&Theme) -> container::Style, String) = match status {
        Status::Info(news) | Status::Undoable(news, _) => (theme::info_banner, news.text()),
        Status::Error(error) => (theme::error_banner, error.text()),
    };
    let undo = matches!(status, Status::Undoable(..)).then(|| {
        named(
            id::UNDO_COLLECTION,
            widget::button(text(tr!("app-undo")))
                .on_press(Message::UndoCollection)
                .style(theme::secondary_button),
        )
    });
    let line = container(
        row![text(words).width(Fill)]
            .push(undo)
            .push(
                widget::button(icon::close())
                    .on_press(Message::StatusDismissed)
                    .style(button::text),
            )
            .spacing(8)
            .align_y(Center),
    )
    .padding([4, 12])
    .style(style);
    mouse_area(line)
        .interaction(mouse::Interaction::Idle)
        .on_enter(Message::StatusHovered(true))
        .on_exit(Message::StatusHovered(false))
        .into()
}
