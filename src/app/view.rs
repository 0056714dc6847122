//! The window: the tab bar, the screen on show, the status line and the "save your
//! changes?" dialog over everything.

use super::{App, Desk, Message, Pending, READ_ONLY_BANNER, Screen, Status, help, id};
use crate::screen::builder;
use crate::widget::named::named;
use crate::{icon, theme, widget, words};
use iced::widget::{button, column, container, responsive, row, space, text, tooltip};
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

impl Fit {
    /// What fits `width` pixels.
    fn of(width: f32) -> Fit {
        if width >= 1480.0 {
            Fit::Full
        } else if width >= 1150.0 {
            Fit::Plain
        } else if width >= 1000.0 {
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
                container(text(READ_ONLY_BANNER))
                    .padding([4, 12])
                    .width(Fill)
                    .style(theme::error_banner),
            );
        }
        page = page.push(container(self.content()).height(Fill));
        if let Some(status) = &self.status {
            page = page.push(status_line(status));
        }
        // The save question outranks the help: it waits for an answer.
        let dialog = match &self.prompt {
            Some(pending) => self.save_prompt(pending),
            None if self.help => help::overlay(self.catalog.manifest(), self.language()),
            None => return page.into(),
        };
        widget::modal(page, dialog)
    }

    /// The tab bar; the builder and deck tabs wait for an open crew. Narrower windows
    /// (or larger text) drop the title, then shorten the labels, then keep the icons
    /// only: every tab and button stays in reach.
    fn tabs(&self) -> Element<'_, Message> {
        responsive(move |size| self.tab_bar(Fit::of(size.width)))
            .height(Shrink)
            .into()
    }

    fn tab_bar(&self, fit: Fit) -> Element<'_, Message> {
        let showing = self.screen();
        let open = self.builder().is_some();
        let tab = |label: String,
                   short: &'static str,
                   icon: iced::widget::Text<'static>,
                   screen: Screen,
                   enabled: bool|
         -> Element<'_, Message> {
            let content = match fit {
                Fit::Full | Fit::Plain => row![icon, text(label)],
                Fit::Short => row![icon, text(short)],
                Fit::Icons => row![icon],
            };
            let tab = widget::button(content.spacing(8).align_y(Center))
                .on_press_maybe(enabled.then_some(Message::ScreenChosen(screen)))
                .style(if showing == screen {
                    button::primary
                } else {
                    button::text
                });
            let tab: Element<'_, Message> = if fit == Fit::Icons {
                tooltip(
                    tab,
                    container(text(short).size(theme::size::SMALL))
                        .padding([4, 8])
                        .style(theme::chip),
                    tooltip::Position::Bottom,
                )
                .into()
            } else {
                tab.into()
            };
            named(screen.id(), tab).into()
        };
        let builder_label = match self.builder() {
            Some(b) if fit == Fit::Full => format!(
                "Builder: {}{}",
                b.crew().name,
                if b.is_dirty() { "*" } else { "" }
            ),
            _ => "Builder".to_owned(),
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
        let scale = self.text_scale.percent();
        let bar = bar
            .push(tab(
                "Crews".into(),
                "Crews",
                icon::crews(),
                Screen::Crews,
                true,
            ))
            .push(tab(
                builder_label,
                "Builder",
                icon::builder(),
                Screen::Builder,
                open,
            ))
            .push(tab(
                "Objective deck".into(),
                "Deck",
                icon::cards(),
                Screen::Deck,
                open,
            ))
            .push(tab(
                "Dice odds".into(),
                "Odds",
                icon::dice(),
                Screen::Calculator,
                true,
            ))
            .push(tab(
                "Match".into(),
                "Match",
                icon::flag(),
                Screen::Tracker,
                true,
            ))
            .push(tab(
                "Games".into(),
                "Games",
                icon::dice(),
                Screen::Games,
                true,
            ))
            .push(tab(
                "Tournament".into(),
                "Tournament",
                icon::crown(),
                Screen::Tournament,
                true,
            ))
            .push(tab(
                "Catalog".into(),
                "Catalog",
                icon::package(),
                Screen::Catalog,
                true,
            ))
            .push(space::horizontal())
            .push(named(
                id::TEXT_SCALE,
                widget::icon_button(
                    // Short tabs leave no room for the word: the tooltip says it.
                    text(if matches!(fit, Fit::Short | Fit::Icons) {
                        format!("{scale}%")
                    } else {
                        format!("Text {scale}%")
                    }),
                    "Draw everything larger, for reading from beside the table",
                    Message::TextScaleChosen(self.text_scale.next()),
                    button::secondary,
                ),
            ))
            .push(named(
                id::HELP,
                widget::icon_button(
                    text("?").font(theme::BOLD),
                    "Keyboard shortcuts (F1)",
                    Message::ShowHelp,
                    button::secondary,
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
                    .view(&self.catalog, self.catalog_blocked())
                    .map(Message::Catalog),
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
            Pending::Open(..) | Pending::Unsaved(_) => "before opening another crew",
            Pending::New => "before starting a new crew",
            Pending::Close(_) => "before closing",
        };
        widget::dialog(
            column![
                text(format!("Save the changes to {name}?"))
                    .font(theme::BOLD)
                    .size(theme::size::HEADING),
                text(format!("It has unsaved edits; save them {then}?")),
                row![
                    named(
                        id::PROMPT_SAVE,
                        widget::button("Save")
                            .on_press(Message::PromptSaved)
                            .style(button::primary)
                    ),
                    named(
                        id::PROMPT_DISCARD,
                        widget::button("Don't save")
                            .on_press(Message::PromptDiscarded)
                            .style(button::danger)
                    ),
                    named(
                        id::PROMPT_CANCEL,
                        widget::button("Cancel")
                            .on_press(Message::PromptCancelled)
                            .style(button::secondary)
                    ),
                ]
                .spacing(8),
            ]
            .spacing(12),
            460.0,
        )
    }
}

/// The last news or error, until dismissed.
fn status_line(status: &Status) -> Element<'_, Message> {
    let (style, words): (fn(&Theme) -> container::Style, &str) = match status {
        Status::Info(news) => (theme::info_banner, news),
        Status::Error(error) => (theme::error_banner, error),
    };
    container(
        row![
            text(words).width(Fill),
            widget::button(icon::close())
                .on_press(Message::StatusDismissed)
                .style(button::text),
        ]
        .align_y(Center),
    )
    .padding([4, 12])
    .style(style)
    .into()
}
