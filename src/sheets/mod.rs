//! The documents the app writes for people to read and print, made at the edge from
//! the core's values: the roster of a crew (text, Markdown or an HTML sheet), a
//! tournament's pairings, match slips and standings (with the standings' CSV and JSON
//! exports), a match's report, and a player's record across the match archive. Every
//! text from a file or the catalog goes through [`html`] on its way into a page.

pub mod html;
pub mod record;
pub mod report;
pub mod roster;
pub mod tournament;
