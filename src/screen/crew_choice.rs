//! A crew offered where a crew is picked to play: a new match's two sides and a
//! tournament player's lists. The app builds the list once, when the saved crews are
//! read (or the builder's crew may have changed), and both screens borrow it.

use crate::bmg::Crew;
use std::fmt;

/// A crew offered to play: a saved one, an example, or the one open in the builder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrewChoice {
    /// What the picker shows.
    pub label: String,
    /// The crew.
    pub crew: Crew,
}

impl fmt::Display for CrewChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label)
    }
}
