//! Gotham Companion: a desktop companion for the Batman Miniature Game.
//!
//! The rules live in pure modules (`bmg`); `storage` owns every file; the iced
//! application (`app`, `screen`, `widget`) and the command line (`cli`) are thin
//! shells over them.

pub mod bmg;
pub mod storage;
