//! What The Batman Who Laughs Rising's log records: each thing that happened, with the
//! data a sentence about it needs (the sentences are `crate::words::games::rising`), so
//! that the rules never write a word a player reads. Sectors and track sections are
//! counted from 0, as [`super::Game`] counts them.

use super::{BwlFace, Outcome, Side};
use serde::{Deserialize, Serialize};

/// A line of the game's log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// The game begins: where he faces, and the side of the track tiles.
    Began {
        /// The sector the Batman Who Laughs faces.
        sector: u32,
        /// The side of the track tiles.
        side: Side,
    },
    /// The table named the Dark Knight found on a track section.
    KnightNamed {
        /// The section.
        section: usize,
        /// The Dark Knight, as an index of [`super::DARK_KNIGHT_NAMES`].
        knight: usize,
    },
    /// Step 1: a team deployed.
    Deployed {
        /// The team.
        team: String,
        /// The sector.
        sector: u32,
    },
    /// Step 2: the black dice, the counters they added and where he now faces.
    Rolled {
        /// Counters the Dark Knights die added.
        dark: u32,
        /// Counters on the track after them.
        counters: u32,
        /// The counters the track holds.
        total: u32,
        /// The Batman Who Laughs die's face.
        face: BwlFace,
        /// The sector he faces after turning.
        sector: u32,
    },
    /// The crown was rolled: the ability of this track section activates.
    Crown(usize),
    /// The crown was rolled with no track ability revealed yet.
    CrownIdle,
    /// He attacked the heroes in his sector: 1 damage each.
    Attacked(Vec<String>),
    /// A team recruited a hero.
    Recruited {
        /// The team.
        team: String,
        /// The hero.
        hero: String,
    },
    /// A team damaged a villain.
    VillainDamaged(String),
    /// A player used a bonus token.
    TokenUsed(String),
    /// A player gave a bonus token to another.
    TokenGiven {
        /// Who gave it.
        from: String,
        /// Who received it.
        to: String,
    },
    /// A counter left the track.
    CounterRemoved {
        /// Counters on the track after it.
        counters: u32,
        /// The counters the track holds.
        total: u32,
    },
    /// A team moved to the Batman Who Laughs.
    Moved {
        /// The team.
        team: String,
        /// His sector.
        sector: u32,
    },
    /// A team damaged the Batman Who Laughs.
    BwlDamaged {
        /// The team.
        team: String,
        /// His damage after it.
        damage: u32,
        /// The damage that defeats him.
        capacity: u32,
    },
    /// A track section filled: its card went on top of the deck, its ability revealed.
    SectionFull {
        /// The section.
        section: usize,
        /// Its Dark Knight, as an index of [`super::DARK_KNIGHT_NAMES`], when known.
        knight: Option<usize>,
    },
    /// His space filled: his card is revealed in this sector.
    BwlRevealed(u32),
    /// A hero was defeated.
    Defeated(String),
    /// The game ended.
    Ended(Outcome),
}
