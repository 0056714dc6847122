//! A crew offered where a crew is picked to play: a new match's two sides and a
//! tournament player's lists. The app builds the list once, when the saved crews are
//! read (or the builder's crew may have changed), and both screens borrow it.

use crate::bmg::Crew;
use std::fmt;
use std::sync::Arc;

/// A crew offered to play: a saved one, an example, or the one open in the builder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrewChoice {
    /// What the picker shows.
    pub label: String,
    /// The crew, shared with the crew list that read it.
    pub crew: Arc<Crew>,
}

/// The most characters a crew's label takes in a picker: a longer one is cut at a word
/// with "…", so that it stays inside the picker and its menu.
const PICKED_CHARS: usize = 40;

impl fmt::Display for CrewChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.label.chars().nth(PICKED_CHARS).is_none() {
            return f.write_str(&self.label);
        }
        let cut: String = self.label.chars().take(PICKED_CHARS).collect();
        // At the last word end that keeps half the room, else where the room ends.
        let at = cut
            .rfind(' ')
            .filter(|&at| cut[..at].chars().count() >= PICKED_CHARS / 2)
            .unwrap_or(cut.len());
        write!(f, "{}…", cut[..at].trim_end())
    }
}

#[cfg(test)]
mod tests {
    use super::CrewChoice;
    use crate::bmg::Crew;

    #[test]
    fn a_long_label_is_cut_at_a_word_and_a_short_one_kept() {
        let choice = |label: &str| CrewChoice {
            label: label.to_owned(),
            crew: std::sync::Arc::new(Crew::new("Crew", "rulebook", 350)),
        };
        assert_eq!(choice("Night Patrol").to_string(), "Night Patrol");
        assert_eq!(
            choice("The Clown Prince's Extended Family of Very Bad Jokes (350 Rep)").to_string(),
            "The Clown Prince's Extended Family of…"
        );
        let unbroken = "X".repeat(60);
        assert_eq!(
            choice(&unbroken).to_string(),
            format!("{}…", "X".repeat(40))
        );
    }
}
