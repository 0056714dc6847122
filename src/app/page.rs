//! The screens that show whether or not a crew is open: what the window goes back to
//! when the open crew is closed.

use super::Screen;

/// A screen that shows whether or not a crew is open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Page {
    Crews,
    Calculator,
    Tracker,
    Games,
    Catalog,
    Tournament,
    Record,
}

impl Page {
    /// The page `screen` is, unless it needs an open crew.
    pub(super) fn of(screen: Screen) -> Option<Page> {
        match screen {
            Screen::Crews => Some(Page::Crews),
            Screen::Calculator => Some(Page::Calculator),
            Screen::Tracker => Some(Page::Tracker),
            Screen::Games => Some(Page::Games),
            Screen::Catalog => Some(Page::Catalog),
            Screen::Tournament => Some(Page::Tournament),
            Screen::Record => Some(Page::Record),
            Screen::Builder | Screen::Deck => None,
        }
    }

    pub(super) fn screen(self) -> Screen {
        match self {
            Page::Crews => Screen::Crews,
            Page::Calculator => Screen::Calculator,
            Page::Tracker => Screen::Tracker,
            Page::Games => Screen::Games,
            Page::Catalog => Screen::Catalog,
            Page::Tournament => Screen::Tournament,
            Page::Record => Screen::Record,
        }
    }
}
