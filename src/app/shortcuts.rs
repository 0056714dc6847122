//! The keyboard shortcuts: read from every key press, whatever has focus, and what
//! each does.

use super::{App, Message, Pending, Screen, new_crew};
use crate::screen::{builder, tracker};
use iced::keyboard::{self, Key};
use iced::{Event, Task, event, window};

/// A keyboard shortcut; each works even while a text field has focus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shortcut {
    /// Ctrl+N: a new crew.
    NewCrew,
    /// Ctrl+S: save the open crew.
    Save,
    /// Ctrl+F: search the catalog.
    Find,
    /// Ctrl+Z: take back the last match action.
    Undo,
    /// Ctrl+Y (or Ctrl+Shift+Z): play it back.
    Redo,
    /// Ctrl+Enter: the match's next step.
    Next,
    /// Ctrl+P: the player on turn passes.
    Pass,
}

impl App {
    /// A keyboard shortcut.
    pub(super) fn on_shortcut(&mut self, shortcut: Shortcut) -> Task<Message> {
        match shortcut {
            Shortcut::NewCrew => self.guard(Pending::New),
            Shortcut::Save => match self.builder().map(builder::State::save) {
                Some(builder::Action::Save {
                    crew,
                    path,
                    version,
                }) => self.save(crew, path, version),
                _ => Task::none(),
            },
            Shortcut::Find => {
                if self.builder().is_none() {
                    // A new crew records no catalog: nothing to look up.
                    let _ = self.open_builder(new_crew(&self.catalog), None);
                }
                if self.screen() == Screen::Deck {
                    iced::widget::operation::focus(builder::id::CARD_SEARCH)
                } else {
                    self.show(Screen::Builder);
                    builder::focus_search()
                }
            }
            Shortcut::Undo | Shortcut::Redo | Shortcut::Next | Shortcut::Pass => {
                if self.screen() != Screen::Tracker {
                    return Task::none();
                }
                let message = match shortcut {
                    Shortcut::Undo => tracker::Message::Undo,
                    Shortcut::Redo => tracker::Message::Redo,
                    Shortcut::Next => tracker::Message::Advance,
                    _ => tracker::Message::Pass,
                };
                self.update(Message::Tracker(message))
            }
        }
    }
}

/// Maps the keyboard shortcuts (Ctrl is Cmd on macOS) to messages, whatever has focus;
/// the help overlay lists them all ([`help::shortcuts`]).
pub fn shortcut(event: Event, _status: event::Status, _window: window::Id) -> Option<Message> {
    let Event::Keyboard(keyboard::Event::KeyPressed { key, modifiers, .. }) = event else {
        return None;
    };
    match key.as_ref() {
        Key::Named(keyboard::key::Named::F1) => return Some(Message::ShowHelp),
        Key::Named(keyboard::key::Named::Escape) => return Some(Message::CloseHelp),
        _ => {}
    }
    if !modifiers.command() {
        return None;
    }
    let shortcut = match key.as_ref() {
        Key::Character("n") => Shortcut::NewCrew,
        Key::Character("s") => Shortcut::Save,
        Key::Character("f") => Shortcut::Find,
        Key::Character("z") if modifiers.shift() => Shortcut::Redo,
        Key::Character("z") => Shortcut::Undo,
        Key::Character("y") => Shortcut::Redo,
        Key::Character("p") => Shortcut::Pass,
        Key::Named(keyboard::key::Named::Enter) => Shortcut::Next,
        _ => return None,
    };
    Some(Message::ShortcutPressed(shortcut))
}
