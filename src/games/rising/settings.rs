//! The settings of The Batman Who Laughs Rising that the rule text leaves to the box:
//! the faces of the two black dice, the Dark Knights Track's spaces for each side of its
//! tiles, and the damage that defeats the Batman Who Laughs.

use super::DARK_KNIGHTS;
use super::Refusal;
use serde::{Deserialize, Serialize};

/// Where the Batman Who Laughs die turns him.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Turn {
    /// One sector counterclockwise (L).
    Left,
    /// One sector clockwise (R).
    Right,
    /// He stays (Ha, Ha, Ha).
    Stay,
}

/// A face of the Batman Who Laughs die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BwlFace {
    /// Where he turns.
    pub turn: Turn,
    /// The red crown: the most recently revealed track ability activates.
    pub crown: bool,
}

impl BwlFace {
    /// Every face a die can have.
    pub const ALL: [BwlFace; 6] = [
        BwlFace::new(Turn::Left, false),
        BwlFace::new(Turn::Right, false),
        BwlFace::new(Turn::Stay, false),
        BwlFace::new(Turn::Left, true),
        BwlFace::new(Turn::Right, true),
        BwlFace::new(Turn::Stay, true),
    ];

    /// A face.
    pub const fn new(turn: Turn, crown: bool) -> BwlFace {
        BwlFace { turn, crown }
    }
}

/// The side of the track tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    /// For 3-4 players.
    Purple,
    /// For 1-2 players.
    OrangeBrown,
}

impl Side {
    /// The side the rules call for with `players` players.
    pub fn for_players(players: usize) -> Side {
        if players >= 3 {
            Side::Purple
        } else {
            Side::OrangeBrown
        }
    }
}

/// The Dark Knights Track: six Dark Knight sections, the Batman Who Laughs's space,
/// and the spaces after it to the end of the track (the heroes lose when the last one
/// fills, so his card is always revealed before that).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Track {
    /// Counters each Dark Knight section holds, in order.
    pub sections: [u32; DARK_KNIGHTS],
    /// Counters the Batman Who Laughs's space holds.
    pub bwl_spaces: u32,
    /// Spaces after his; adding more makes the game easier.
    pub after_spaces: u32,
}

impl Track {
    /// A starting guess for `side`: the rule text does not print the spaces.
    pub fn for_side(side: Side) -> Track {
        let after_spaces = match side {
            Side::Purple => 6,
            Side::OrangeBrown => 8,
        };
        Track {
            sections: [3; DARK_KNIGHTS],
            bwl_spaces: 3,
            after_spaces,
        }
    }

    /// Counters that fill sections `0..=section`. The sums stop at `u32::MAX`: a
    /// track read from a file holds any numbers until [`Settings::check`] refuses them.
    pub fn section_end(&self, section: usize) -> u32 {
        self.sections[..=section.min(DARK_KNIGHTS - 1)]
            .iter()
            .fold(0, |total, &n| total.saturating_add(n))
    }

    /// Counters that fill the Batman Who Laughs's space.
    pub fn bwl_end(&self) -> u32 {
        self.section_end(DARK_KNIGHTS - 1)
            .saturating_add(self.bwl_spaces)
    }

    /// Counters that fill the whole track.
    pub fn total(&self) -> u32 {
        self.bwl_end().saturating_add(self.after_spaces)
    }
}

/// The settings the rule text leaves to the box.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The track side in use.
    pub side: Side,
    /// Its spaces.
    pub track: Track,
    /// The counters on each face of the Dark Knights die.
    pub dark_die: [u32; 6],
    /// The faces of the Batman Who Laughs die.
    pub bwl_die: [BwlFace; 6],
    /// Damage that defeats the Batman Who Laughs.
    pub bwl_capacity: u32,
}

impl Settings {
    /// The settings for `players` players: the side they call for, and default dice.
    pub fn for_players(players: usize) -> Settings {
        let side = Side::for_players(players);
        Settings {
            side,
            track: Track::for_side(side),
            dark_die: [1, 1, 1, 2, 2, 3],
            bwl_die: BwlFace::ALL,
            bwl_capacity: 6,
        }
    }

    /// Refuses settings no table could have.
    pub fn check(&self) -> Result<(), Refusal> {
        let t = &self.track;
        if t.sections
            .iter()
            .chain([&t.bwl_spaces])
            .any(|&s| !(1..=8).contains(&s))
        {
            return Err(Refusal::SectionSize);
        }
        if !(1..=16).contains(&t.after_spaces) {
            return Err(Refusal::AfterSpaces);
        }
        if self.dark_die.iter().any(|&c| c > 3) {
            return Err(Refusal::DarkFaceSize);
        }
        if !(1..=15).contains(&self.bwl_capacity) {
            return Err(Refusal::BwlCapacity);
        }
        Ok(())
    }
}
