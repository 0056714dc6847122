//! The four other games: rules and state only, no GUI and no files.

pub mod btas;
pub mod superdice;
