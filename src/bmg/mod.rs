//! The Batman Miniature Game: the catalog, crews and their rules.
//!
//! Pure game logic: no files, no GUI. The shells (`cli`, `app`) and `storage` build on it.

pub mod bundled;
pub mod catalog;
pub mod code;
pub mod collection;
pub mod crew;
pub mod deck;
pub mod edit;
pub mod equipment;
pub mod ids;
pub mod names;
pub mod numbers;
pub mod odds;
pub mod rank;
pub mod record;
pub mod tournament;
pub mod tracker;
pub mod traits;
pub mod update;
pub mod validate;
pub mod violation;

pub use catalog::{Catalog, CatalogReport, Model, ModelFilter, Rank};
pub use crew::{Crew, Member};
pub use validate::{Reminder, Report, Scope, validate, validate_in};
pub use violation::{Code, Violation};
