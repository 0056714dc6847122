//! The Batman Who Laughs Rising as it is saved: how it began and its moves.

use super::{BwlFace, Game, Settings};
use crate::games::Refusal;
use crate::games::replay::Replay;
use serde::{Deserialize, Serialize};

/// How a game began.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Start {
    /// The settings.
    pub settings: Settings,
    /// The players.
    pub players: Vec<String>,
    /// Each team's leader and capacity, in turn order.
    pub teams: Vec<(String, u32)>,
    /// The sector the Batman Who Laughs faces at the start.
    pub bwl_sector: u32,
}

/// A move of The Batman Who Laughs Rising: a step of a team's turn, as the table
/// played it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "move", rename_all = "kebab-case")]
pub enum Move {
    /// Step 1: the team on turn deployed to a sector.
    Deploy {
        /// The sector.
        sector: u32,
    },
    /// Step 2: the Dark Knights die and the Batman Who Laughs die.
    RollDark {
        /// Counters the Dark Knights die added.
        dark: u32,
        /// The Batman Who Laughs die.
        bwl: BwlFace,
    },
    /// Step 3 done: the hero dice were assigned.
    DiceAssigned,
    /// Damage added to a hero, or removed.
    DamageHero {
        /// The team, in turn order.
        team: usize,
        /// The hero's place in the team.
        hero: usize,
        /// Damage added (negative: healed).
        change: i32,
    },
    /// A hero recruited to the team on turn.
    Recruit {
        /// The hero's name.
        name: String,
        /// The damage it can take.
        capacity: u32,
    },
    /// A villain took a damage counter (a bonus token is drawn).
    VillainDamaged,
    /// A player used a bonus token.
    BonusUsed {
        /// Who.
        player: usize,
    },
    /// A player gave a bonus token to another.
    BonusGiven {
        /// From whom.
        from: usize,
        /// To whom.
        to: usize,
    },
    /// A counter taken off the Dark Knights Track.
    CounterRemoved,
    /// The team on turn moved to the Batman Who Laughs's sector.
    MovedToBwl,
    /// The team on turn damaged the Batman Who Laughs.
    BwlDamaged,
    /// Step 4: the turn ended.
    EndTurn,
    /// The table named the Dark Knight found on a track section whose card left.
    /// (Added in version 2 of the saved file.)
    DarkKnightNamed {
        /// The section, from 0.
        section: usize,
        /// The Dark Knight, an index of `DARK_KNIGHT_NAMES`.
        knight: usize,
    },
}

impl Replay for Game {
    type Start = Start;
    type Move = Move;
    const KIND: &'static str = "rising";
    // Version 2 added the Dark Knights' names; a version 1 file holds none and loads as
    // it is.
    const VERSION: u32 = 2;

    fn begin(start: &Start) -> Result<Game, Refusal> {
        Game::new(
            start.settings,
            start.players.clone(),
            start.teams.clone(),
            start.bwl_sector,
        )
        .map_err(Refusal::from)
    }

    fn apply(&mut self, action: &Move) -> Result<(), Refusal> {
        let played = match action {
            Move::Deploy { sector } => self.deploy(*sector),
            Move::RollDark { dark, bwl } => self.roll_dark(*dark, *bwl),
            Move::DiceAssigned => self.dice_assigned(),
            Move::DamageHero { team, hero, change } => self.damage_hero(*team, *hero, *change),
            Move::Recruit { name, capacity } => self.recruit(name, *capacity),
            Move::VillainDamaged => self.villain_damaged(),
            Move::BonusUsed { player } => self.bonus_used(*player),
            Move::BonusGiven { from, to } => self.bonus_given(*from, *to),
            Move::CounterRemoved => self.counter_removed(),
            Move::MovedToBwl => self.moved_to_bwl(),
            Move::BwlDamaged => self.bwl_damaged(),
            Move::EndTurn => self.end_turn(),
            Move::DarkKnightNamed { section, knight } => self.name_dark_knight(*section, *knight),
        };
        played.map_err(Refusal::from)
    }

    fn player_names(start: &Start) -> Vec<String> {
        start.players.clone()
    }
}
