//! The live match: two crews through four rounds of Take the Lead, Raise the Plan,
//! Execute the Plan and the Recount, with every marker, card and point tracked.
//!
//! A match is its [`Setup`] plus the list of [`Event`]s played since; the state is
//! rebuilt by replaying them, which makes undo, redo and saving after every action
//! simple and exact. Every random outcome (a die, a shuffle) is recorded in its event.

mod activation;
pub mod attack;
mod cards;
mod deployment;
mod entry;
mod event;
mod lead;
mod markers;
mod record;
mod recount;
mod refusal;
pub mod report;
mod timeline;

pub use entry::{Became, Ending, Entry, Lead, Marked, Verdict};
pub use event::{CardUse, Event};
pub use lead::LeadCall;
pub use record::{MATCH_FORMAT, MATCH_VERSION, MatchRecord};
pub use recount::{recovery_kept, recovery_odds, recovery_passes};
pub use refusal::{Doing, Pile, Refusal};
pub use timeline::Timeline;

use super::catalog::Catalog;
use super::crew::Crew;
use serde::{Deserialize, Serialize};

/// Rounds in a game.
pub const ROUNDS: u32 = 4;
/// Audacity markers each player may place per round.
pub const AUDACITY_MARKERS: usize = 4;
/// Resource points refilled each round.
pub const RESOURCE_POINTS: u32 = 3;
/// Objective cards in a full hand.
pub const HAND_SIZE: usize = 4;
/// Dice rolled for a KO recovery (the reference data has no Special skill; NOTES.md).
pub const DEFAULT_RECOVERY_DICE: u32 = 2;
/// The most Resource points a player may hold: far above the 3 a round brings, so
/// only a damaged or hand-edited match gets there, and is refused.
pub const MAX_RESOURCES: u32 = 99;
/// The most magazines a weapon may hold (the catalog prints ammunition as one byte).
pub const MAX_MAGAZINES: u32 = 255;
/// A player's Victory Points from Objectives, and the corrections made by hand, each
/// stay within this many either way; an event that would pass it is refused, so the
/// score always fits its type.
pub const MAX_VICTORY_POINTS: u32 = 9_999;

/// One of the two players of a match, saved as 0 and 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
pub enum Player {
    /// The first player set up (0 in saved files).
    First,
    /// The second player set up (1 in saved files).
    Second,
}

impl Player {
    /// Both players, first to second.
    pub const BOTH: [Player; 2] = [Player::First, Player::Second];

    /// The other player.
    pub fn opponent(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }

    /// 0 for the first player, 1 for the second: the position in a pair.
    pub fn index(self) -> usize {
        match self {
            Player::First => 0,
            Player::Second => 1,
        }
    }
}

impl From<Player> for u8 {
    fn from(player: Player) -> u8 {
        match player {
            Player::First => 0,
            Player::Second => 1,
        }
    }
}

impl TryFrom<u8> for Player {
    type Error = String;

    fn try_from(number: u8) -> Result<Player, String> {
        match number {
            0 => Ok(Player::First),
            1 => Ok(Player::Second),
            other => Err(format!(
                "there is no player {other}: a match has players 0 and 1"
            )),
        }
    }
}

impl<T> std::ops::Index<Player> for [T; 2] {
    type Output = T;

    fn index(&self, player: Player) -> &T {
        &self[player.index()]
    }
}

impl<T> std::ops::IndexMut<Player> for [T; 2] {
    fn index_mut(&mut self, player: Player) -> &mut T {
        &mut self[player.index()]
    }
}

/// A player as the match starts: a name, a crew and the shuffled objective deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSetup {
    /// The player's name.
    pub name: String,
    /// The crew, as it was when the match began.
    pub crew: Crew,
    /// The objective deck after the first shuffle, top card first.
    pub deck: Vec<String>,
}

/// Everything a match starts from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The two players.
    pub players: [PlayerSetup; 2],
    /// Dice rolled for a KO recovery (a setting; the Endurance roll keeps two).
    #[serde(default = "default_recovery_dice")]
    pub recovery_dice: u32,
}

fn default_recovery_dice() -> u32 {
    DEFAULT_RECOVERY_DICE
}

/// Where the round stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Before round 1: each player may redraw part of the first hand once.
    Deployment,
    /// Both roll; the winner chooses who has the Initiative.
    TakeTheLead,
    /// Audacity markers go on models able to activate.
    RaiseThePlan,
    /// Alternating activations, starting with the Initiative.
    ExecuteThePlan,
    /// The Recount, one step at a time.
    Recount(RecountStep),
    /// The game is over.
    Finished,
}

/// The steps of the Recount, in the rulebook's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum RecountStep {
    /// 1. Traits used at the start of the Recount.
    Traits,
    /// 2. Spent Resource cards are discarded.
    SpentResources,
    /// 3. Objectives scored at the end of the round.
    ScoreObjectives,
    /// 4. Skill rolls for status effects.
    StatusRolls,
    /// 5. Non-KO models lose a Stun; KO models roll to recover.
    Recovery,
    /// 6. The end of the game is checked; otherwise markers go, resources refill and
    ///    each player may discard a card before the deck is shuffled and hands refilled.
    EndOfRound,
}

impl RecountStep {
    /// The step's number in the rulebook.
    pub fn number(self) -> u32 {
        self as u32 + 1
    }

    /// The step after this one.
    pub fn next(self) -> Option<RecountStep> {
        use RecountStep::*;
        match self {
            Traits => Some(SpentResources),
            SpentResources => Some(ScoreObjectives),
            ScoreObjectives => Some(StatusRolls),
            StatusRolls => Some(Recovery),
            Recovery => Some(EndOfRound),
            EndOfRound => None,
        }
    }
}

/// A model's Audacity marker this round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Audacity {
    /// None placed.
    #[default]
    None,
    /// Placed, not yet used.
    Placed,
    /// Flipped: the model has activated with it.
    Used,
}

/// One model on the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelState {
    /// Catalog id.
    pub id: String,
    /// The name shown.
    pub alias: String,
    /// Its Willpower: Stun reaching it means KO.
    pub willpower: u32,
    /// Its Endurance: Injury reaching it means Casualty.
    pub endurance: u32,
    /// Stun markers (Effort included).
    pub stun: u32,
    /// Injury markers.
    pub injury: u32,
    /// Knocked Out.
    pub knocked_out: bool,
    /// Removed as a Casualty.
    pub casualty: bool,
    /// Knocked Down.
    pub knocked_down: bool,
    /// Has activated this round (or may not activate any more this round).
    pub activated: bool,
    /// Its Audacity marker.
    pub audacity: Audacity,
    /// Magazines left per weapon; `None` for weapons without ammunition.
    pub ammo: Vec<Option<u32>>,
    /// A KO model whose recovery roll is still to be made this Recount.
    pub awaiting_recovery: bool,
}

impl ModelState {
    /// Whether the model is on the table and not Knocked Out.
    pub fn can_activate(&self) -> bool {
        !self.knocked_out && !self.casualty
    }

    /// Whether it may still activate this round.
    pub fn waits_to_activate(&self) -> bool {
        self.can_activate() && !self.activated
    }

    /// Effort markers it may take at once: 3, one fewer per 3 Injury.
    pub fn effort_limit(&self) -> u32 {
        3u32.saturating_sub(self.injury / 3)
    }

    /// The most Effort it may make now: within its limit and staying below Willpower.
    pub fn effort_available(&self) -> u32 {
        if !self.can_activate() {
            return 0;
        }
        self.effort_limit()
            .min(self.willpower.saturating_sub(self.stun.saturating_add(1)))
    }
}

/// One player's side of the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerState {
    /// The player's name.
    pub name: String,
    /// The crew's name.
    pub crew: String,
    /// Every model of the crew, in crew order.
    pub models: Vec<ModelState>,
    /// This round's Take the Lead die, once rolled.
    pub lead_roll: Option<u32>,
    /// +1 per Pass marker left unused last round.
    pub lead_bonus: u32,
    /// Pass markers in hand.
    pub passes: u32,
    /// Resource points left this round.
    pub resources: u32,
    /// The objective deck, top card first.
    pub deck: Vec<String>,
    /// Objective cards in hand.
    pub hand: Vec<String>,
    /// Cards played as Objectives, waiting to be scored.
    pub objectives: Vec<String>,
    /// Cards played as Resources this round.
    pub spent: Vec<String>,
    /// Accomplished Objectives.
    pub accomplished: Vec<String>,
    /// Cards removed from the game.
    pub removed: Vec<String>,
    /// Victory points added or taken by hand (corrections, special rules).
    pub vp_adjustment: i32,
    /// Whether the first hand was redrawn already.
    pub redrew: bool,
    /// Whether the one discard of the end of the round was made.
    pub end_of_round_discard: bool,
    /// Victory points from accomplished Objectives, kept up to date.
    objective_vp: u32,
}

impl PlayerState {
    /// The player's Victory Points. Both parts stay within [`MAX_VICTORY_POINTS`]
    /// (the events refuse to pass it), so the sum always fits.
    pub fn victory_points(&self) -> i32 {
        let sum = i64::from(self.objective_vp) + i64::from(self.vp_adjustment);
        i32::try_from(sum).unwrap_or(if sum < 0 { i32::MIN } else { i32::MAX })
    }

    /// Models able to activate (not KO, not removed).
    pub fn active_models(&self) -> usize {
        self.models.iter().filter(|m| m.can_activate()).count()
    }

    /// Whether some model may still activate this round.
    pub fn has_activations_left(&self) -> bool {
        self.models.iter().any(ModelState::waits_to_activate)
    }

    /// Audacity markers placed this round.
    pub fn audacity_placed(&self) -> usize {
        self.models
            .iter()
            .filter(|m| m.audacity != Audacity::None)
            .count()
    }

    /// The Take the Lead total: the die plus unused Pass markers of last round.
    pub fn lead_total(&self) -> Option<u32> {
        // The die is 1 to 6 and the bonus at most the crew's size: this cannot wrap,
        // and saturating keeps it so for any state.
        self.lead_roll
            .map(|roll| roll.saturating_add(self.lead_bonus))
    }
}

/// How the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// This player has more Victory Points.
    Winner(Player),
    /// Equal Victory Points.
    Draw,
}

/// The state of a match, rebuilt from its setup and events.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Match {
    /// The round, 1 to 4.
    pub round: u32,
    /// Where the round stands.
    pub phase: Phase,
    /// Both players.
    pub players: [PlayerState; 2],
    /// Who won this round's Take the Lead roll and chooses the Initiative.
    pub lead_winner: Option<Player>,
    /// Who lost the last Take the Lead roll (wins ties the round after).
    pub last_lead_loser: Option<Player>,
    /// How this round's Take the Lead roll was settled, once both dice are in.
    pub lead_call: Option<LeadCall>,
    /// Who has the Initiative this round.
    pub initiative: Option<Player>,
    /// Whose activation it is in the Execute the Plan phase.
    pub turn: Player,
    /// Dice rolled for a KO recovery.
    pub recovery_dice: u32,
    /// Whether time was called: the game ends after the round being played.
    pub time_called: bool,
    /// How the game ended, once it has.
    pub outcome: Option<Outcome>,
    /// What happened, an entry per event (an attack's Effort has its own), oldest
    /// first.
    pub log: Vec<Entry>,
}

impl Match {
    /// The aliases of the models still to roll their KO recovery this Recount.
    pub fn awaiting_recovery(&self) -> Vec<&str> {
        self.players
            .iter()
            .flat_map(|p| &p.models)
            .filter(|m| m.awaiting_recovery)
            .map(|m| m.alias.as_str())
            .collect()
    }

    /// The match as it stands before any event; fails when a crew names a model the
    /// catalog lacks (its markers could not be tracked).
    pub fn start(setup: &Setup, catalog: &Catalog) -> Result<Match, Refusal> {
        let mut players = Vec::with_capacity(2);
        for player in &setup.players {
            let mut models = Vec::with_capacity(player.crew.members.len());
            for member in &player.crew.members {
                let Some(model) = catalog.model(&member.model) else {
                    return Err(Refusal::UnknownMember {
                        player: player.name.clone(),
                        model: member.model.clone(),
                    });
                };
                models.push(ModelState {
                    id: model.id.clone(),
                    alias: model.alias.clone(),
                    willpower: u32::from(model.stats.willpower).max(1),
                    endurance: u32::from(model.stats.endurance).max(1),
                    stun: 0,
                    injury: 0,
                    knocked_out: false,
                    casualty: false,
                    knocked_down: false,
                    activated: false,
                    audacity: Audacity::None,
                    ammo: model
                        .weapons
                        .iter()
                        .map(|w| w.ammo.map(u32::from))
                        .collect(),
                    awaiting_recovery: false,
                });
            }
            let mut deck = player.deck.clone();
            let hand: Vec<String> = deck.drain(..HAND_SIZE.min(deck.len())).collect();
            players.push(PlayerState {
                name: player.name.clone(),
                crew: player.crew.name.clone(),
                models,
                lead_roll: None,
                lead_bonus: 0,
                passes: 0,
                resources: RESOURCE_POINTS,
                deck,
                hand,
                objectives: Vec::new(),
                spent: Vec::new(),
                accomplished: Vec::new(),
                removed: Vec::new(),
                vp_adjustment: 0,
                redrew: false,
                end_of_round_discard: false,
                objective_vp: 0,
            });
        }
        let [first, second]: [PlayerState; 2] = match players.try_into() {
            Ok(both) => both,
            Err(_) => return Err(Refusal::Players),
        };
        Ok(Match {
            round: 1,
            phase: Phase::Deployment,
            players: [first, second],
            lead_winner: None,
            last_lead_loser: None,
            lead_call: None,
            initiative: None,
            turn: Player::First,
            recovery_dice: setup.recovery_dice.clamp(1, 20),
            time_called: false,
            outcome: None,
            log: vec![Entry::Began {
                players: setup.players.each_ref().map(|p| p.name.clone()),
                crews: setup.players.each_ref().map(|p| p.crew.name.clone()),
            }],
        })
    }

    /// The player with the Initiative, or the first player before it is decided.
    pub fn first_player(&self) -> Player {
        self.initiative.unwrap_or(Player::First)
    }

    /// The result of a finished game with the winner's name; `None` before the end.
    pub fn verdict(&self) -> Option<Verdict> {
        self.outcome.map(|outcome| self.verdict_of(outcome))
    }

    /// `outcome` with the winner's name, as the players read it.
    fn verdict_of(&self, outcome: Outcome) -> Verdict {
        match outcome {
            Outcome::Winner(player) => Verdict::Winner(self.players[player].name.clone()),
            Outcome::Draw => Verdict::Draw,
        }
    }
}

impl Setup {
    /// A match between two crews, each objective deck shuffled with `rng`.
    pub fn new(players: [(String, Crew); 2], rng: &mut impl rand::Rng) -> Setup {
        use rand::seq::SliceRandom;
        let players = players.map(|(name, crew)| {
            let mut deck = crew.objective_deck.clone();
            deck.shuffle(rng);
            PlayerSetup { name, crew, deck }
        });
        Setup {
            players,
            recovery_dice: DEFAULT_RECOVERY_DICE,
        }
    }
}

impl Match {
    /// Both decks as they stand, each shuffled with `rng`: the orders a
    /// [`Event::RoundEnded`] records.
    pub fn shuffled_decks(&self, rng: &mut impl rand::Rng) -> [Vec<String>; 2] {
        use rand::seq::SliceRandom;
        self.players.clone().map(|p| {
            let mut deck = p.deck;
            deck.shuffle(rng);
            deck
        })
    }
}
