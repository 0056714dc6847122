//! Gotham Companion: a desktop companion for the Batman Miniature Game.
//!
//! The rules live in pure modules (`bmg`); `storage` owns every file; the iced
//! application (`app`, `screen`, `widget`, `theme`, `icon`, and `background` for its
//! tasks) and the command line (`cli`) are thin shells over them.

pub mod app;
pub mod background;
pub mod bmg;
pub mod caught;
pub mod cli;
pub mod dice;
pub mod games;
pub mod icon;
pub mod platform;
pub mod safe;
pub mod screen;
pub mod sheets;
pub mod storage;
pub mod theme;
pub mod widget;
pub mod words;
