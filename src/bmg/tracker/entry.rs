//! The match's log as data: one entry per thing that happened, carrying the names and
//! numbers its line tells. The rule that plays an event returns its entry; the line is
//! made from it by `crate::words::tracker`, so the log can be told in any language.

use super::{CardUse, RecountStep};

/// One line of the match's log, as data. Names are carried as the players read them
/// (a player's name, a model's alias, a card's name), so an entry can be told without
/// the match it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    /// The match begins.
    Began {
        /// The first and second player's names.
        players: [String; 2],
        /// Their crews' names.
        crews: [String; 2],
    },
    /// A player put cards of the first hand back and drew as many.
    HandRedrawn {
        /// The player.
        player: String,
        /// How many cards.
        cards: usize,
    },
    /// A round begins with Take the Lead (round 1 as the game starts, each later one
    /// after the Recount).
    RoundBegins(u32),
    /// A player's Take the Lead die, and the lead as it settled when it was the second.
    LeadRolled {
        /// The player.
        player: String,
        /// The die.
        roll: u32,
        /// What the Pass markers left unused last round add.
        bonus: u32,
        /// How the lead settled, when this die was the second.
        settled: Option<Lead>,
    },
    /// The winner of the lead gave the Initiative to the other player; Raise the Plan
    /// follows.
    InitiativeGiven {
        /// The winner of the lead.
        by: String,
        /// Who has the Initiative.
        to: String,
    },
    /// The winner of the lead kept the Initiative (their name); Raise the Plan follows.
    InitiativeKept(String),
    /// An Audacity marker went on a model (its alias).
    AudacityPlaced(String),
    /// An Audacity marker came off a model (its alias).
    AudacityRemoved(String),
    /// Raise the Plan is over, with as many models on each side.
    ExecuteThePlan,
    /// Raise the Plan is over, and the side with fewer models takes Pass markers.
    ExecuteThePlanWithPasses {
        /// The player who takes them.
        player: String,
        /// How many.
        markers: u32,
        /// Their models able to activate.
        models: usize,
        /// The opponent's models able to activate.
        against: usize,
    },
    /// A model activated (its alias).
    Activated(String),
    /// A player passed.
    Passed(String),
    /// Time was called: the game ends after this round.
    TimeCalled {
        /// The round being played.
        round: u32,
    },
    /// Markers added or removed by hand.
    Marked(Marked),
    /// A model made Effort.
    Effort {
        /// Its alias.
        model: String,
        /// Effort markers made.
        markers: u32,
        /// Its Stun markers after.
        stun: u32,
    },
    /// A model was Knocked Down, or stood up.
    KnockedDown {
        /// Its alias.
        model: String,
        /// Down, or up.
        down: bool,
    },
    /// Ammunition used or found for one weapon.
    Ammunition {
        /// The model's alias.
        model: String,
        /// Magazines left.
        left: u32,
    },
    /// An attack made with the attack helper, and the damage it did.
    Attacked {
        /// The attacker's alias.
        attacker: String,
        /// Hits that landed.
        hits: u32,
        /// The target's markers after.
        damage: Marked,
    },
    /// Resource points spent or gained by hand.
    Resources {
        /// The player.
        player: String,
        /// Points left.
        left: u32,
    },
    /// A card left the hand.
    CardPlayed {
        /// The player.
        player: String,
        /// The card's name.
        card: String,
        /// How it was used.
        used: CardUse,
    },
    /// An Objective was accomplished.
    Accomplished {
        /// The player.
        player: String,
        /// The card's name.
        card: String,
        /// The Victory Points it gave.
        victory_points: u32,
    },
    /// An Objective in play was not met and went to the bottom of the deck.
    NotMet {
        /// The player.
        player: String,
        /// The card's name.
        card: String,
    },
    /// Victory Points added or taken by hand.
    VictoryPointsByHand {
        /// The player.
        player: String,
        /// Points added (negative: taken).
        delta: i32,
        /// The player's Victory Points after.
        total: i32,
        /// The result as it stands, when the game was over already (a correction may
        /// change the winner).
        verdict: Option<Verdict>,
    },
    /// The match moved on to this step of the Recount.
    Recount(RecountStep),
    /// A KO model's recovery roll.
    Recovery {
        /// Its alias.
        model: String,
        /// The dice, when rolled in the app (empty when the result was typed in).
        dice: Vec<u32>,
        /// Its Endurance, which the two lowest dice are held to.
        endurance: u32,
        /// Its Stun markers after it recovered; `None` when it stays KO.
        recovered: Option<u32>,
    },
    /// The game ended.
    GameEnds {
        /// Why it ended.
        why: Ending,
        /// The first and second player's Victory Points.
        score: [i32; 2],
        /// Who won.
        verdict: Verdict,
    },
}

/// A model's markers after damage, by hand or from an attack, and what they did to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Marked {
    /// The model's alias.
    pub model: String,
    /// Its Stun markers.
    pub stun: u32,
    /// Its Injury markers.
    pub injury: u32,
    /// What the change made of it, if anything.
    pub became: Option<Became>,
    /// The player who takes a Pass marker because the model fell before it could
    /// activate.
    pub pass_to: Option<String>,
}

/// What a change of markers made of a model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Became {
    /// Injury reached its Endurance.
    Casualty,
    /// Stun reached its Willpower.
    KnockedOut,
    /// Stun fell below Willpower: it is Knocked Down and may not activate this round.
    Recovered,
}

/// How the lead settled once both dice were in, with the winner's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Lead {
    /// One total was higher.
    Won {
        /// The winner.
        winner: String,
        /// The first and second player's totals.
        totals: [u32; 2],
    },
    /// The totals tied, and the tie went to the player who lost the last roll.
    TieToLastLoser {
        /// That player.
        winner: String,
        /// Both totals.
        total: u32,
    },
    /// The totals tied with no earlier roll to break it: both roll again.
    Reroll(u32),
}

/// The result of a finished game, with the winner's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// This player won.
    Winner(String),
    /// Equal Victory Points.
    Draw,
}

/// Why the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// A crew has no model left to activate.
    OutOfModels,
    /// Time was called before the last round.
    TimeCalled,
    /// The last round is over.
    LastRound,
}
