//! One thing that changed about a catalog entry, as data: a value from one thing to
//! another, an entry a list gained or lost, a yes/no rule switched. `words::update`
//! says each one; the comparison here only finds them.

use crate::bmg::rank::Rank;

/// A value of an entry that went from one thing to another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quantity {
    /// A profile's alias.
    Alias,
    /// A profile's true Name.
    TrueName,
    /// A profile's base size.
    Base,
    /// Reputation cost.
    Reputation,
    /// $ cost.
    Funding,
    /// The most of an item a crew may buy.
    MostPerCrew,
    /// An item's affiliation.
    Affiliation,
    /// An item's or card's printed name.
    Name,
    /// The list an item belongs to.
    List,
    /// A card's Victory Points.
    VictoryPoints,
    /// A card's number of copies.
    Copies,
    /// The models an item needs in the crew.
    NeedsInCrew,
    /// The models that may carry an item.
    CarriedBy,
    /// The trait an item's carrier needs.
    CarrierNeeds,
    /// The trait that keeps a model from carrying an item.
    ForbiddenWith,
    /// The weapon trait an item's carrier needs.
    CarrierWeaponNeeds,
    /// The trait a card needs in the crew.
    CardNeeds,
    /// The trait that keeps a card out.
    PreventedBy,
    /// The rivals an affiliation keeps out of its crews.
    RivalsKeptOut,
}

/// How one side of a [`Phrase::FromTo`] reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shown {
    /// A number.
    Number(u32),
    /// A name or a value as printed.
    Text(String),
    /// Names, where a list is empty for "any".
    Names(Vec<String>),
    /// No value.
    Nothing,
}

/// A list of an entry that gained or lost members.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum List {
    /// The ranks a profile may fill.
    Ranks,
    /// A profile's or card's affiliations.
    Affiliations,
    /// A profile's rival affiliations.
    Rivals,
    /// The profiles a profile needs one of in the crew.
    RequiresOneOf,
    /// The profiles a profile never shares a crew with.
    CannotJoinWith,
}

/// A stat of a profile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stat {
    /// Willpower.
    Willpower,
    /// Endurance.
    Endurance,
    /// Movement.
    Movement,
    /// Attack.
    Attack,
    /// Defense.
    Defense,
    /// Strength.
    Strength,
}

/// What changed in a weapon that both catalogs have.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WeaponPart {
    /// Its damage, injury and stun, before and after.
    Damage {
        /// Injury and stun before.
        old: (u8, u8),
        /// Injury and stun after.
        new: (u8, u8),
    },
    /// Its rate of fire.
    RateOfFire,
    /// Its ammunition.
    Ammunition,
    /// Its traits.
    Traits,
}

/// A yes/no rule of an affiliation, by what it asks when it applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// Only the affiliation's own models may join (a closed crew).
    Closed,
    /// The standard rank limits do not apply.
    NoRankLimits,
    /// Members share the affiliation played, or have none.
    OnlyPlayed,
    /// Crew objective cards are of the affiliation played.
    PlayedObjectives,
    /// The Boss is a Leader.
    LeaderBoss,
    /// Models may share a Name when their aliases differ.
    SameName,
}

/// An entry of a list field: a rank, or a name as the catalog prints it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// A rank, named at the edge.
    Rank(Rank),
    /// A name as printed (an affiliation, a rival, a trait).
    Name(String),
}

impl From<&Rank> for Item {
    fn from(rank: &Rank) -> Item {
        Item::Rank(*rank)
    }
}

impl From<&String> for Item {
    fn from(name: &String) -> Item {
        Item::Name(name.clone())
    }
}

/// One thing that changed about an entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Phrase {
    /// New in the newer catalog.
    New,
    /// Gone from the newer catalog.
    Removed,
    /// A profile given this id.
    NewId(String),
    /// A value that changed.
    FromTo {
        /// Which value.
        what: Quantity,
        /// Before.
        old: Shown,
        /// After.
        new: Shown,
    },
    /// An entry a list gained, or lost.
    Listed {
        /// Which list.
        list: List,
        /// The entry.
        item: Item,
        /// Gained, else lost.
        gained: bool,
    },
    /// A list's entries in another order.
    Reordered,
    /// A trait gained.
    GainsTrait {
        /// The trait as printed.
        name: String,
        /// Whether this version's rules engine checks it.
        checked: bool,
    },
    /// A trait lost.
    LosesTrait(String),
    /// Now Eternal, or no longer.
    Eternal(bool),
    /// A stat that changed.
    Stat {
        /// Which stat.
        stat: Stat,
        /// Before.
        old: u8,
        /// After.
        new: u8,
    },
    /// A weapon new to the profile.
    NewWeapon(String),
    /// A weapon that changed.
    Weapon {
        /// Its name.
        name: String,
        /// What changed in it.
        parts: Vec<WeaponPart>,
    },
    /// A weapon the profile lost.
    LosesWeapon(String),
    /// The weapons in another order.
    WeaponsReordered,
    /// Now a general card, else now a crew card.
    General(bool),
    /// The ranks a card now needs in the crew; none where it no longer needs one.
    NeedsRanks(Vec<Rank>),
    /// Now a character card, or no longer.
    CharacterCard(bool),
    /// Profiles a character card is now also, or no longer, played with.
    CardProfiles {
        /// Their aliases.
        aliases: Vec<String>,
        /// Gained, else lost.
        gained: bool,
    },
    /// The ranks a character card's model now fills.
    CardRanks(Vec<Rank>),
    /// A character card's profiles in another order.
    CardProfilesReordered,
    /// A yes/no affiliation rule that now applies, or no longer does.
    Rule {
        /// The rule.
        rule: Rule,
        /// Whether it applies now.
        now: bool,
        /// The affiliation it belongs to.
        affiliation: String,
    },
    /// Only models with this trait may join, or (`now` false) no longer only them.
    Keyword {
        /// The trait as printed.
        printed: String,
        /// Whether the rule applies now.
        now: bool,
    },
}
