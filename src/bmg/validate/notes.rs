//! What cards and affiliation rules do, as data: a note for a member, a note for the
//! crew, a reminder of a choice to make. Each carries the names and numbers its words
//! need; `words::rules` says them.

use super::Exception;
use crate::bmg::rank::Rank;
use crate::bmg::traits::{CardTrait, RecruitOption};

/// What a card does for one member, for its badge in the builder and roster.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Note {
    /// A Kobra Swarm brought free by a Void Priest.
    KobraSwarm,
    /// The option of I Will Break You chosen at recruitment.
    Chosen(RecruitOption),
    /// The Boss hands the role to another model before the game (Shadows Agent).
    BossSwap {
        /// The trait as printed.
        card: String,
    },
    /// Places this many Sewer Swarms after deployment.
    SewerSwarm(u32),
    /// Keeps the other Beast Boy forms aside.
    Shapeshifting,
    /// Brings the Speedforce deck.
    Speedster,
    /// Counts as other profiles for character cards (Ejection System).
    CountsAs {
        /// The aliases of the profiles it stands in for, each once.
        models: Vec<String>,
        /// The rank it counts in.
        rank: Rank,
    },
    /// An item at half price (Smuggler).
    Smuggler {
        /// The item's name.
        item: String,
        /// What it costs the crew.
        cost: u32,
        /// Its printed price.
        price: u32,
    },
    /// Costs no $ beside a model its card names (Lieutenant).
    Lieutenant {
        /// The alias of that model.
        with: String,
        /// The trait as printed.
        card: String,
        /// The $ saved.
        saved: u32,
    },
    /// Brought by Professor Pyg (Dollotrons).
    Dollotrons {
        /// The carrier's alias.
        by: String,
        /// The trait as printed.
        card: String,
        /// Whether its Rep is waived.
        at_no_rep: bool,
    },
    /// Fills a rank its card opens: the Leader rank (Contractor), the Free Agent rank
    /// (Affinity).
    Opens(Rank),
    /// The Three Jokers share one Leader slot.
    ThreeJokers,
    /// With its Duo partner in its rank, it uses no slot.
    Duo {
        /// The partner's alias.
        partner: String,
        /// The trait as printed.
        card: String,
        /// The rank they share.
        rank: Rank,
    },
    /// It joins by an exception a card grants.
    Joined(Joined),
}

/// How a member the affiliation rules refuse joins after all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Joined {
    /// A Cop Henchman let in by the Boss's Absolute Power.
    AbsolutePower {
        /// The Boss's alias.
        boss: String,
        /// The trait as printed.
        card: String,
    },
    /// Vocational, in a crew of Cops.
    Vocational {
        /// The affiliation played, if any.
        played: Option<String>,
    },
    /// Let in by Batman Lives.
    BatmanLives {
        /// The carrier's alias.
        by: String,
        /// The trait as printed.
        card: String,
    },
    /// Through a model its Affinity names.
    Affinity {
        /// The trait as printed.
        card: String,
        /// The alias of that model.
        through: String,
    },
    /// One of the places of an exception that lets in so many models.
    Capped {
        /// The alias of the model granting it.
        by: String,
        /// The exception.
        exception: Exception,
        /// Which place it takes, from 1.
        place: usize,
        /// How many places there are.
        cap: usize,
        /// Possessed: the Boss's affiliations, which it counts as.
        counts_as: Option<Vec<String>>,
    },
}

/// What a member's note is about, for its badge: notes of one badge are one card's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Badge {
    /// See [`Note::KobraSwarm`].
    KobraSwarm,
    /// See [`Note::Chosen`].
    IWillBreakYou,
    /// See [`Note::BossSwap`].
    BossSwap,
    /// See [`Note::SewerSwarm`].
    SewerSwarm,
    /// See [`Note::Shapeshifting`].
    Shapeshifting,
    /// See [`Note::Speedster`].
    Speedster,
    /// See [`Note::CountsAs`].
    CountsAs,
    /// See [`Note::Smuggler`].
    Smuggler,
    /// See [`Note::Lieutenant`].
    Lieutenant,
    /// See [`Note::Dollotrons`].
    Dollotrons,
    /// See [`Note::Opens`]: the rank opened.
    Rank(Rank),
    /// See [`Note::ThreeJokers`].
    ThreeJokers,
    /// See [`Note::Duo`].
    Duo,
    /// See [`Note::Joined`]: the exception used.
    Exception(Exception),
}

impl Note {
    /// Its badge.
    pub fn badge(&self) -> Badge {
        match self {
            Note::KobraSwarm => Badge::KobraSwarm,
            Note::Chosen(_) => Badge::IWillBreakYou,
            Note::BossSwap { .. } => Badge::BossSwap,
            Note::SewerSwarm(_) => Badge::SewerSwarm,
            Note::Shapeshifting => Badge::Shapeshifting,
            Note::Speedster => Badge::Speedster,
            Note::CountsAs { .. } => Badge::CountsAs,
            Note::Smuggler { .. } => Badge::Smuggler,
            Note::Lieutenant { .. } => Badge::Lieutenant,
            Note::Dollotrons { .. } => Badge::Dollotrons,
            Note::Opens(rank) => Badge::Rank(*rank),
            Note::ThreeJokers => Badge::ThreeJokers,
            Note::Duo { .. } => Badge::Duo,
            Note::Joined(joined) => Badge::Exception(joined.exception()),
        }
    }

    /// Whether it changes what the member costs (the builder shows these beside the
    /// totals).
    pub fn is_cost(&self) -> bool {
        matches!(
            self,
            Note::Lieutenant { .. } | Note::Smuggler { .. } | Note::Dollotrons { .. }
        )
    }
}

impl Joined {
    /// The exception it joins by.
    pub fn exception(&self) -> Exception {
        match self {
            Joined::AbsolutePower { .. } => Exception::AbsolutePower,
            Joined::Vocational { .. } => Exception::Vocational,
            Joined::BatmanLives { .. } => Exception::BatmanLives,
            Joined::Affinity { .. } => Exception::Affinity,
            Joined::Capped { exception, .. } => *exception,
        }
    }
}

/// What a crew-wide note is about, so the builder can show it in the right place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Topic {
    /// The crew's Funding (a bonus, a cheaper item).
    Funding,
    /// Rank slots and how many of a kind the crew may hold.
    Slots,
    /// The affiliation played and its rules.
    Affiliation,
    /// The objective deck and cards set beside it.
    Deck,
}

/// What a card or an affiliation rule does for the whole crew.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrewNote {
    /// What it is about.
    pub topic: Topic,
    /// What it says.
    pub said: CrewSaid,
}

/// What a crew-wide note says, naming the card or the rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CrewSaid {
    /// Magazines and Radios at half price.
    Smuggler {
        /// The carrier's alias.
        carrier: String,
    },
    /// More Funding from a card.
    FundingBonus {
        /// The carrier's alias.
        carrier: String,
        /// The trait as printed.
        card: String,
        /// $ added.
        amount: u32,
    },
    /// Any number of Elite models of a type.
    EliteBoss {
        /// The carrier's alias.
        carrier: String,
        /// The trait as printed.
        card: String,
        /// The Elite type's name.
        kind: String,
    },
    /// One more Free Agent slot.
    Charismatic {
        /// The carrier's alias.
        carrier: String,
    },
    /// The published rules of the affiliation played.
    Affiliation {
        /// The affiliation played.
        played: String,
        /// Its rules, in the order the note lists them.
        rules: Vec<Ruled>,
    },
    /// Cards set beside the deck (Underworld King, Law Interpretation).
    BesideDeck {
        /// The carrier's alias.
        carrier: String,
        /// Its card trait.
        card: CardTrait,
    },
}

/// One published rule of the affiliation played, as its note lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ruled {
    /// Only its models join (no Unknown ones).
    Closed,
    /// Only models with this trait join.
    Keyword(String),
    /// Every model is of it or Unknown.
    OnlyPlayed,
    /// Crew objective cards are of it.
    PlayedObjectives,
    /// The Boss is a Leader.
    LeaderBoss,
    /// No rank slot limits.
    NoRankLimits,
    /// Models may share a Name under different aliases.
    SameName,
    /// Models with this rival never share the crew with its models.
    RivalsExclusion(String),
}

/// Something to do before the match that breaks no rule: a choice a card asks for at
/// recruitment, not made yet. A crew saved before such choices were stored stays legal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reminder {
    /// What is left to do.
    pub said: Remind,
    /// The positions of the members it is about.
    pub members: Vec<usize>,
}

/// What is left to do before the match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Remind {
    /// Choose one of the options of I Will Break You.
    IWillBreakYou {
        /// The carrier's alias.
        alias: String,
    },
}
