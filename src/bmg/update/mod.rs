//! Catalog updates: what changed from one catalog to another ([`diff`]), and what that
//! does to a saved crew ([`crews`]): its members renamed, gone or changed, and its
//! verdict, Rep and $ before and after.

pub mod affiliations;
pub mod crews;
pub mod diff;
mod echo;
pub mod phrase;
pub mod reasons;
pub mod summary;

pub use diff::{Change, Changes, Field, How, Kind, Unchecked, diff};
pub use phrase::Phrase;
