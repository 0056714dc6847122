//! What the heist game tells the table: the lines of the game's log, and the steps of a
//! round (the Negotiation, each Role revealed, the sharing), each with the data a
//! sentence about it needs (the sentences are `crate::words::games::heist`), so that
//! the rules never write a word a player reads.

use super::Role;

/// A line of the game's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// The game begins: this player holds the Leader card.
    Leader(String),
    /// A round was played.
    Round {
        /// Its number, from 1.
        round: u32,
        /// The Loot card's amount, in millions.
        loot: u32,
        /// Characters eliminated.
        eliminated: usize,
        /// Players who received a share.
        shared: usize,
    },
    /// The game is over: these players won (several on a tie).
    Won(Vec<String>),
    /// A player spent an Intimidation card.
    Intimidated(String),
}

/// One step of a round, for the table to follow: what it is, and what happened in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// What the step is.
    pub title: Title,
    /// What happened, who got and lost what, in order.
    pub lines: Vec<Line>,
}

/// What a step of a round is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Title {
    /// The antes the Reserve put down, the deals and who left.
    Negotiation,
    /// The characters of this Role revealed.
    Revealed(Role),
    /// The Role the lone Snitch named, revealed last.
    Named(Role),
    /// A Snitch is left alone in play.
    LoneSnitch,
    /// The Loot shared among those standing.
    Sharing,
}

/// A character in a step: its player's name and its Role.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Character {
    /// Its player's name.
    pub player: String,
    /// Its Role.
    pub role: Role,
}

/// Where a character's ante went. A player who could not pay it had it put down by
/// the Reserve: then the ante is 0 and what moves is the Reserve's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ante {
    /// Taken back by whoever put it down: this many millions by the player.
    Back(u32),
    /// Lost to the Reserve: this many millions of the player's.
    Lost(u32),
}

/// Something that happened in a step of a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// A player cannot pay the ante: the Reserve puts it down.
    AntePutDown {
        /// The player.
        player: String,
        /// The ante, in millions.
        ante: u32,
    },
    /// A deal of the Negotiation was paid.
    Deal {
        /// Who paid.
        from: String,
        /// Who was paid.
        to: String,
        /// Millions.
        amount: u32,
    },
    /// These players left, their antes back (a name twice for two characters).
    Left(Vec<String>),
    /// A character alone in its Role takes its ante back and acts.
    Alone {
        /// The character.
        who: Character,
        /// Its ante, taken back.
        ante: Ante,
        /// The Role it names, for the lone Snitch.
        names: Option<Role>,
        /// Whether it earns an Intimidation card, for a lone Brute.
        intimidation: bool,
    },
    /// A character whose Role others share is eliminated.
    Eliminated {
        /// The character.
        who: Character,
        /// Its ante (a Brute keeps it).
        ante: Ante,
    },
    /// A character of the Role the lone Snitch named is eliminated.
    NamedOut {
        /// The character.
        who: Character,
        /// Its ante (a Brute keeps it).
        ante: Ante,
    },
    /// Nobody stayed as the Role the lone Snitch named.
    NobodyNamed(Role),
    /// The Snitch left alone in play loses money and is eliminated: nobody shares.
    LoneSnitch {
        /// The Snitch.
        who: Character,
        /// Millions lost (no more than the player had).
        lost: u32,
    },
    /// Nobody is left standing: the Loot stays in the bank.
    NobodyLeft,
    /// The Mastermind among those sharing adds to the Loot.
    Mastermind {
        /// The Mastermind's player.
        player: String,
        /// The Loot to share with the bonus, in millions.
        total: u32,
    },
    /// The Loot in equal shares, rounded down.
    Shares {
        /// The shares.
        count: u32,
        /// Millions a share.
        each: u32,
        /// Millions left over, back to the Reserve.
        rest: u32,
    },
    /// The Driver is paid by every other share.
    Driver {
        /// The Driver's player.
        player: String,
        /// Millions paid in all.
        paid: u32,
    },
    /// The Crook steals from the Brute.
    Crook {
        /// The Crook's player.
        crook: String,
        /// The Brute's player.
        brute: String,
        /// Millions stolen (no more than the Brute had).
        stolen: u32,
    },
    /// The Role on the Loot card earns a bonus from the Reserve.
    RoleBonus {
        /// The Role on the card.
        role: Role,
        /// The player of that Role.
        player: String,
    },
}
