//! The app's screens. Each owns its `State`, `Message` and the `Action` it hands back
//! to the app, and none touches files.

pub mod builder;
pub mod calculator;
pub mod catalog;
pub mod crew_choice;
pub mod crews;
pub mod file_request;
pub mod games;
pub mod record;
pub mod tournament;
pub mod tracker;
