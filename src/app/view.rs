//! The window: the tab bar, the screen on show, the status line and the "save your
//! changes?" dialog over everything.

use super::{App, Desk, Message, Pending, READ_ONLY_BANNER, Screen, Status, help};
use crate::screen::builder;
use crate::{icon, theme, widget};
use iced::widget::{button, column, container, row, space, text};
use iced::{Center, Element, Fill, Theme};

impl App {
    /// The whole window.
    pub fn view(&self) -> Element<'_, Message> {
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
            None if self.help => help::overlay(),
            None => return page.into(),
        };
        widget::modal(page, dialog)
    }

    /// The tab bar; the builder and deck tabs wait for an open crew.
    fn tabs(&self) -> Element<'_, Message> {
        let showing = self.screen();
        let open = self.builder().is_some();
        let tab =
            |label: String, icon: iced::widget::Text<'static>, screen: Screen, enabled: bool| {
                button(row![icon, text(label)].spacing(8).align_y(Center))
                    .on_press_maybe(enabled.then_some(Message::ScreenChosen(screen)))
                    .style(if showing == screen {
                        button::primary
                    } else {
                        button::text
                    })
            };
        let builder_label = match self.builder() {
            Some(b) => format!(
                "Builder: {}{}",
                b.crew().name,
                if b.is_dirty() { "*" } else { "" }
            ),
            None => "Builder".to_owned(),
        };
        container(
            row![
                text("GOTHAM COMPANION")
                    .font(theme::BOLD)
                    .size(theme::size::HEADING)
                    .style(theme::accent),
                space::horizontal().width(24),
                tab("Crews".into(), icon::crews(), Screen::Crews, true),
                tab(builder_label, icon::builder(), Screen::Builder, open),
                tab("Objective deck".into(), icon::cards(), Screen::Deck, open),
                tab("Dice odds".into(), icon::dice(), Screen::Calculator, true),
                tab("Match".into(), icon::flag(), Screen::Tracker, true),
                tab("Games".into(), icon::dice(), Screen::Games, true),
                space::horizontal(),
                widget::icon_button(
                    text("?").font(theme::BOLD),
                    "Keyboard shortcuts (F1)",
                    Message::ShowHelp,
                    button::secondary
                ),
            ]
            .spacing(8)
            .align_y(Center),
        )
        .padding([8, 16])
        .style(theme::panel)
        .into()
    }

    /// The screen on show.
    fn content(&self) -> Element<'_, Message> {
        match &self.desk {
            Desk::Open {
                builder,
                showing: Screen::Builder,
            } => builder.view(&self.catalog).map(Message::Builder),
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
                Screen::Calculator => self
                    .calculator
                    .view(&self.catalog, self.builder().map(builder::State::crew))
                    .map(Message::Calculator),
                _ => self.crews.view().map(Message::Crews),
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
                    button("Save")
                        .on_press(Message::PromptSaved)
                        .style(button::primary),
                    button("Don't save")
                        .on_press(Message::PromptDiscarded)
                        .style(button::danger),
                    button("Cancel")
                        .on_press(Message::PromptCancelled)
                        .style(button::secondary),
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
            button(icon::close())
                .on_press(Message::StatusDismissed)
                .style(button::text),
        ]
        .align_y(Center),
    )
    .padding([4, 12])
    .style(style)
    .into()
}
