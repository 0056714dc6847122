//! What the app listens to besides its own messages: the keyboard shortcuts, the
//! window's close button, and a tick a second while something on show counts time.

use super::{App, Message, Screen, shortcut};
use iced::{Subscription, event, window};
use std::time::{Duration, Instant};

impl App {
    /// Keyboard shortcuts and the window's close button.
    pub fn subscription(&self) -> Subscription<Message> {
        // A tick a second while news shows, or a tournament round's timer runs in view.
        let timer = self.screen() == Screen::Tournament && self.tournaments.timer_runs();
        let ticks = if self.news_since.is_some() || timer {
            Subscription::run(seconds)
        } else {
            Subscription::none()
        };
        Subscription::batch([
            event::listen_with(shortcut),
            window::close_requests().map(Message::CloseRequested),
            ticks,
        ])
    }
}

/// A tick a second, from a thread of its own (the app's executor has no timer); the
/// thread ends once nobody listens.
fn seconds() -> impl iced::futures::Stream<Item = Message> {
    let (mut sender, receiver) = iced::futures::channel::mpsc::channel(1);
    std::thread::spawn(move || {
        loop {
            std::thread::sleep(Duration::from_secs(1));
            if sender.is_closed() {
                break;
            }
            // A tick not taken yet is as good as this one.
            let _ = sender.try_send(());
        }
    });
    iced::futures::StreamExt::map(receiver, |()| Message::StatusTick(Instant::now()))
}
