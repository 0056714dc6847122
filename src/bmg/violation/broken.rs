//! What a broken rule says, as data: one enum per family of rules (the files of
//! `validate`, and the deck rules), each variant carrying the names and numbers its
//! sentence needs. The sentences are written once, in `words::rules`, so that an
//! interface in any language can say them.
//!
//! Names are the catalog's (aliases, card names, affiliations, printed traits):
//! data, never words of ours.

use crate::bmg::rank::Rank;
use crate::bmg::traits::Keyword;
use crate::bmg::validate::Exception;

/// What a broken rule is about, by the family of rules it belongs to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Broken {
    /// The crew file against the catalog: its ruleset, its models, its affiliation.
    Crew(Crew),
    /// Who may be the Boss.
    Boss(Boss),
    /// Characters, copies and rank slots.
    Slots(Slots),
    /// Rep and $.
    Costs(Costs),
    /// Who may join.
    Joining(Joining),
    /// Equipment.
    Equipment(Equipment),
    /// Models cards bring along, and choices they ask for.
    Added(Added),
    /// The objective deck.
    Deck(Deck),
}

/// The crew file against the catalog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Crew {
    /// The crew names a ruleset the catalog lacks.
    Ruleset {
        /// The ruleset's id, as the crew names it.
        named: String,
        /// The ids of the catalog's rulesets.
        known: Vec<String>,
    },
    /// A member's model is not in the catalog.
    UnknownModel {
        /// The alias the crew file saved with it, if any.
        alias: Option<String>,
        /// Its model id.
        model: String,
        /// The catalog's id.
        catalog: String,
    },
    /// The affiliation the crew records is not one of its Boss's.
    ChoiceNotBoss {
        /// The affiliation recorded.
        recorded: String,
        /// The Boss's alias.
        boss: String,
        /// The Boss's affiliations as it fills its rank.
        affiliations: Vec<String>,
    },
    /// The affiliation the crew records is one no model carries.
    ChoiceUnknown {
        /// The affiliation recorded.
        recorded: String,
    },
}

/// Who may be the Boss.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Boss {
    /// No member is marked as Boss.
    None,
    /// Several members are: their names.
    Many(Vec<String>),
    /// The Boss is a Sidekick beside a Leader.
    SidekickWithLeader {
        /// The Boss's alias.
        boss: String,
    },
    /// The Boss fills a rank that may not lead.
    Rank {
        /// The Boss's alias.
        boss: String,
        /// The rank it fills.
        rank: Rank,
    },
    /// The Boss's card keeps it from the role (Treacherous).
    Never {
        /// The Boss's alias.
        boss: String,
        /// The trait as printed.
        card: String,
    },
    /// The affiliation played asks for a Leader as Boss.
    NotLeader {
        /// The affiliation played.
        played: String,
        /// The Boss's alias.
        boss: String,
        /// The rank it fills.
        rank: Rank,
    },
}

/// Characters, copies and rank slots.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Slots {
    /// Members that are the same character.
    SameCharacter {
        /// Their aliases.
        aliases: Vec<String>,
        /// What they share.
        character: Character,
    },
    /// More copies of a profile than its card allows (Minion, Horde).
    Copies {
        /// The profile's alias.
        alias: String,
        /// The trait as printed.
        card: String,
        /// The copies allowed.
        allowed: u32,
        /// The copies in the crew.
        count: usize,
    },
    /// More than one Speedster: their aliases.
    Speedsters(Vec<String>),
    /// More than one Elite model of a type without its Elite Boss.
    Elites {
        /// How many.
        count: usize,
        /// The Elite type's name.
        kind: String,
    },
    /// A member fills a rank its card does not open.
    RankNotOnCard {
        /// Its alias.
        alias: String,
        /// The rank it fills.
        rank: Rank,
        /// The ranks it may fill.
        open: Vec<Rank>,
    },
    /// More members in a rank than the crew may hold.
    Over {
        /// The rank.
        rank: Rank,
        /// Members filling it.
        count: u32,
        /// How many the crew may hold.
        allowed: u32,
        /// What sets the allowance.
        why: SlotLimit,
    },
}

/// What two members have in common that makes them one character.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Character {
    /// The alias (a hidden Name, or an affiliation that allows shared Names).
    Alias(String),
    /// The Name.
    Name(String),
}

/// What sets a rank's allowance, for the sentence to name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SlotLimit {
    /// The rulebook's fixed number.
    Fixed,
    /// One Sidekick beside a Leader (two without).
    BesideLeader,
    /// The Reputation limit, and whether a Charismatic model adds a slot.
    Reputation {
        /// The crew's Reputation limit.
        limit: u32,
        /// Whether a Charismatic model is in the crew.
        charismatic: bool,
    },
}

/// Rep and $.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Costs {
    /// The Reputation limit is out of range.
    LimitRange {
        /// The limit the crew records.
        limit: u32,
    },
    /// Rep spent above the limit.
    Reputation {
        /// Rep spent.
        used: u32,
        /// The limit.
        limit: u32,
    },
    /// $ spent above the Funding.
    Funding {
        /// $ spent.
        spent: u32,
        /// The Funding.
        available: u32,
        /// The Reputation limit that grants it.
        limit: u32,
        /// Whether the cards' bonuses are part of it.
        bonus: bool,
    },
}

/// Who may join.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Joining {
    /// The Boss's Court of Owls Crew refuses a member of another affiliation.
    CrewOnly {
        /// The Boss's alias.
        boss: String,
        /// The trait as printed.
        card: String,
        /// The affiliation it hires.
        only: String,
        /// The member's alias.
        alias: String,
        /// The member's affiliations.
        affiliations: Vec<String>,
    },
    /// A closed affiliation played refuses a member without it.
    Closed {
        /// The affiliation played.
        played: String,
        /// The member's alias.
        alias: String,
        /// The member's affiliations.
        affiliations: Vec<String>,
    },
    /// The affiliation played admits only models with a trait.
    Keyword {
        /// The affiliation played.
        played: String,
        /// The trait.
        keyword: String,
        /// The member's alias.
        alias: String,
    },
    /// The affiliation played asks members to carry it (or be Unknown).
    Played {
        /// The affiliation played.
        played: String,
        /// The member's alias.
        alias: String,
        /// The member's affiliations.
        affiliations: Vec<String>,
    },
    /// The Boss leads one Cult's cultists; the member is the other's.
    Cult {
        /// The Boss's alias.
        boss: String,
        /// The cultists it leads.
        leads: Keyword,
        /// The cultists it refuses.
        refuses: Keyword,
        /// The member's alias.
        alias: String,
    },
    /// No affiliation shared with the Boss.
    NoShared {
        /// The member's alias.
        alias: String,
        /// The member's affiliations.
        affiliations: Vec<String>,
        /// The Boss's alias.
        boss: String,
        /// The Boss's affiliations.
        boss_affiliations: Vec<String>,
    },
    /// An exception that lets in so many models would let the member in, but its
    /// places are taken.
    Taken {
        /// The member's alias.
        alias: String,
        /// The alias of the model granting it.
        by: String,
        /// The exception.
        exception: Exception,
        /// How many it lets in.
        cap: usize,
        /// The aliases of those it let in.
        holders: Vec<String>,
    },
    /// A member joins only a crew holding one of some models (Required, Freed, ...).
    OnlyWith {
        /// Its alias.
        alias: String,
        /// The trait that asks for it, if a trait does (else the data does).
        card: Option<String>,
        /// The aliases of the models it needs, each once.
        needed: Vec<String>,
    },
    /// A member's card keeps it from crews of the affiliation played (Meet Goliath!).
    BarredFrom {
        /// Its alias.
        alias: String,
        /// The trait as printed.
        card: String,
        /// The affiliation played.
        affiliation: String,
    },
    /// A member's card asks for one of some models as the Boss (The Sidekick).
    BossMustBe {
        /// Its alias.
        alias: String,
        /// The trait as printed.
        card: String,
        /// The aliases of the Bosses it serves, each once.
        bosses: Vec<String>,
    },
    /// A Mercenary in the crew it is restricted in, without the model it needs.
    Mercenary {
        /// Its alias.
        alias: String,
        /// The trait as printed.
        card: String,
        /// The affiliation played.
        affiliation: String,
        /// The Name it needs.
        name: String,
    },
    /// An Incorruptible member under a Boss of another affiliation.
    Incorruptible {
        /// Its alias.
        alias: String,
        /// The trait as printed.
        card: String,
        /// Its own affiliations.
        own: Vec<String>,
        /// The Boss's alias.
        boss: String,
        /// The Boss's affiliations.
        boss_affiliations: Vec<String>,
    },
    /// A model no one recruits.
    Unrecruitable {
        /// Its alias.
        alias: String,
        /// The trait as printed.
        card: String,
    },
    /// An Amazon Lineage Boss refuses a model that is no Amazon.
    AmazonsOnly {
        /// The Boss's alias.
        boss: String,
        /// The trait as printed.
        card: String,
        /// The member's alias.
        alias: String,
    },
    /// Batman Lives: a Free Agent without the affiliation it asks for.
    FreeAgentsMustBe {
        /// The card's carrier.
        carrier: String,
        /// The trait as printed.
        card: String,
        /// The affiliation Free Agents need.
        affiliation: String,
        /// The Free Agent's alias.
        alias: String,
    },
    /// A member meets models of its rival affiliations.
    Rivals {
        /// Its alias.
        alias: String,
        /// The rival affiliations it meets.
        rivals: Vec<String>,
        /// The aliases of the members carrying them.
        others: Vec<String>,
    },
    /// Two members that may not share a crew.
    NeverWith {
        /// The alias of the member that refuses.
        alias: String,
        /// The Aversion trait as printed, if a trait says so (else the data does).
        card: Option<String>,
        /// The other's alias.
        other: String,
    },
    /// An Eternal profile in a crew that does not allow them.
    Eternal {
        /// Its alias.
        alias: String,
    },
}

/// Equipment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Equipment {
    /// An item id the catalog lacks.
    Unknown {
        /// The id.
        id: String,
        /// The carrier's name.
        carrier: String,
    },
    /// A member carries an item twice.
    Twice {
        /// The carrier's name.
        carrier: String,
        /// The item's name.
        item: String,
    },
    /// An item of an affiliation the Boss does not carry.
    Affiliation {
        /// The item's name.
        item: String,
        /// Its affiliation.
        affiliation: String,
        /// The Boss's alias.
        boss: String,
    },
    /// An item the carrier's rank or profile may not take.
    Carrier {
        /// The carrier's alias.
        alias: String,
        /// The rank it fills.
        rank: Rank,
        /// The item's name.
        item: String,
        /// The models or ranks it is for; none for Henchmen only.
        for_whom: Option<Vec<String>>,
    },
    /// An item whose carrier needs a trait it lacks.
    NeedsTrait {
        /// The carrier's alias.
        alias: String,
        /// The item's name.
        item: String,
        /// Traits, one of which the carrier needs.
        traits: Vec<String>,
        /// Weapon traits, one of which a weapon of the carrier needs.
        weapon_traits: Vec<String>,
    },
    /// An item models with a trait may not take.
    Forbidden {
        /// The carrier's alias.
        alias: String,
        /// The item's name.
        item: String,
        /// The trait.
        trait_name: String,
    },
    /// A carrier whose card buys no equipment (Animal).
    NoEquipment {
        /// Its alias.
        alias: String,
        /// The trait as printed.
        card: String,
        /// The items it carries.
        items: usize,
    },
    /// A carrier whose card buys one item at most (Limited Equipment).
    OneEquipment {
        /// Its alias.
        alias: String,
        /// The trait as printed.
        card: String,
        /// The items it carries.
        items: usize,
    },
    /// Items of one name above their number per crew.
    Cap {
        /// The item's name.
        item: String,
        /// How many the crew bought.
        bought: u64,
        /// How many it may buy.
        cap: u32,
        /// The affiliations of the lists they came from.
        lists: Vec<String>,
    },
    /// An item that needs something in the crew.
    Needs {
        /// The item's name.
        item: String,
        /// What it needs, as the catalog writes it.
        need: String,
    },
    /// More items of a named list than a crew may buy.
    List {
        /// The list's name.
        list: String,
        /// How many the crew bought.
        bought: usize,
        /// Their names.
        items: Vec<String>,
        /// The Boss and its printed trait, when its card allows one more (Iceberg
        /// Lounge).
        extra: Option<(String, String)>,
    },
}

/// Models cards bring along, and choices they ask for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Added {
    /// A model a card brings is missing.
    Missing {
        /// The carrier's alias.
        alias: String,
        /// The trait as printed.
        card: String,
        /// How they come.
        group: Group,
        /// The aliases of the models it brings, each once.
        brought: Vec<String>,
        /// The aliases of those missing, each once.
        missing: Vec<String>,
    },
    /// Fewer Kobra Swarms than Void Priests.
    Swarms {
        /// The Kobra Swarm's alias.
        swarm: String,
        /// Void Priests in the crew.
        priests: usize,
        /// Kobra Swarms in the crew.
        swarms: usize,
    },
    /// A Kobra Swarm with no Void Priest to bring it.
    LoneSwarm {
        /// Its alias.
        alias: String,
    },
    /// A choice recorded that the card does not offer.
    ChoiceNotOffered {
        /// The member's alias.
        alias: String,
        /// The key the crew file stores it under.
        key: String,
    },
    /// An option of I Will Break You that does not exist.
    UnknownOption {
        /// The member's alias.
        alias: String,
        /// The option's id.
        option: String,
    },
}

/// How the models a card brings come with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Group {
    /// The Three Jokers share the trait and join together.
    ThreeJokers,
    /// Dollotrons join with Professor Pyg.
    Dollotrons,
}

/// The objective deck.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Deck {
    /// A card id the catalog lacks.
    UnknownCard {
        /// The id.
        id: String,
    },
    /// A card not in its exact number of copies.
    Copies {
        /// The card's name.
        card: String,
        /// Its copies.
        copies: u32,
        /// The copies in the deck.
        held: u32,
    },
    /// Different cards of one name.
    SameName {
        /// How many.
        count: usize,
        /// The name.
        name: String,
    },
    /// Not the ruleset's number of cards.
    Size {
        /// Cards in the deck, character cards aside.
        size: u32,
        /// The number asked for.
        required: u32,
    },
    /// More general cards than crew cards.
    General {
        /// General cards.
        general: u32,
        /// Crew cards.
        crew: u32,
    },
    /// More than half single cards.
    Singles {
        /// Single cards.
        singles: u32,
        /// Cards in the deck.
        size: u32,
    },
    /// A character card no member matches.
    CharacterCard {
        /// The card's name.
        card: String,
        /// The aliases of the profiles it is for.
        models: Vec<String>,
        /// The ranks it is for.
        ranks: Vec<Rank>,
    },
    /// A crew card not of the affiliation played, which takes its own cards only.
    NotPlayed {
        /// The card's name.
        card: String,
        /// Its affiliations.
        affiliations: Vec<String>,
        /// The affiliation played.
        played: String,
    },
    /// A crew card of none of the Boss's affiliations.
    Affiliation {
        /// The card's name.
        card: String,
        /// Its affiliations.
        affiliations: Vec<String>,
        /// The Boss's alias.
        boss: String,
        /// The Boss's affiliations.
        boss_affiliations: Vec<String>,
    },
    /// A card that needs a rank no member has.
    NeedsRank {
        /// The card's name.
        card: String,
        /// The ranks, one of which it needs.
        ranks: Vec<Rank>,
    },
    /// A card that needs a trait no member has.
    NeedsTrait {
        /// The card's name.
        card: String,
        /// The traits, one of which it needs.
        traits: Vec<String>,
    },
    /// A card a member's trait keeps out (A Lot Colder).
    Prevented {
        /// The card's name.
        card: String,
        /// The trait.
        trait_name: String,
        /// The member's alias.
        alias: String,
    },
}

macro_rules! family {
    ($($family:ident),*) => {$(
        impl From<$family> for Broken {
            fn from(said: $family) -> Broken {
                Broken::$family(said)
            }
        }
    )*};
}

family!(Crew, Boss, Slots, Costs, Joining, Equipment, Added, Deck);
