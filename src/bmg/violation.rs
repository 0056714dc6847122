//! Broken rules as values: a stable [`Code`], what is wrong as data ([`Broken`], said
//! in a player's words by `words::rules`), and what is involved. Both the crew rules
//! (`validate`) and the deck rules (`deck`) report them.

pub mod broken;

pub use broken::Broken;

use std::fmt;

/// The stable identifier of a broken rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Code {
    /// A member's model id is not in the catalog.
    UnknownModel,
    /// No member, or more than one, is marked as Boss.
    NoBoss,
    /// The Boss is not a Leader (or a Sidekick in a crew without a Leader).
    BossRank,
    /// A member shares no affiliation with the Boss.
    Affiliation,
    /// A member shares the crew with a model of one of its rival affiliations.
    Rival,
    /// Two members are the same character.
    DuplicateIdentity,
    /// A member fills a rank its card does not have.
    RankInvalid,
    /// More than one Leader.
    RankLeader,
    /// Too many Sidekicks.
    RankSidekick,
    /// Too many Free Agents for the Reputation limit.
    RankFreeAgent,
    /// Too many Vehicles for the Reputation limit.
    RankVehicle,
    /// Rep spent above the limit, or a limit out of range.
    Reputation,
    /// $ spent above the Funding.
    Funding,
    /// An equipment item that is unknown, unaffordable by rule, or on the wrong carrier.
    Equipment,
    /// A member's `requires_one_of` or Required trait is not met.
    Requires,
    /// A member shares the crew with a model it may not join (Aversion, or the data).
    CannotJoinWith,
    /// An Eternal profile in a crew that does not allow them.
    Eternal,
    /// The crew names a ruleset the catalog does not have.
    Ruleset,
    /// More copies of a profile, or models of a group, than a card allows (Minion,
    /// Horde, Elite, Speedster).
    TraitCopies,
    /// A card keeps a model from being the Boss (Treacherous).
    TraitBoss,
    /// A card keeps a model out of this crew, or an exception it joins by is used up.
    TraitJoins,
    /// A card limits what a model may buy (Animal, Limited Equipment).
    TraitEquipment,
    /// A model a card brings along is missing (Three Jokers, Dollotrons, Kobra Swarm).
    TraitAdded,
    /// A choice a card asks for at recruitment is missing or unknown.
    TraitChoice,
    /// A closed crew (or a keyword crew) holds a model without its affiliation (or
    /// keyword).
    AffiliationClosed,
    /// A member lacks the affiliation the crew plays, which its affiliation asks for.
    AffiliationPlayed,
    /// The crew records an affiliation to play that its Boss does not carry.
    AffiliationChoice,
    /// A Cult crew holds a cultist of the other Cult.
    AffiliationCult,
    /// The affiliation played asks for a Leader as Boss.
    AffiliationBoss,
    /// The deck does not hold exactly the ruleset's number of cards.
    DeckSize,
    /// More general cards than crew cards.
    DeckGeneral,
    /// More than half the deck is single cards.
    DeckSingles,
    /// A card not in its exact number of copies, or two cards of one name.
    DeckCopies,
    /// A crew card of none of the Boss's affiliations (or not of the one played).
    DeckAffiliation,
    /// A card whose rank or trait requirement the crew does not meet.
    DeckRequirement,
    /// A character card with no crew member to match it.
    DeckCharacterCard,
    /// A card id not in the catalog.
    DeckUnknownCard,
}

impl Code {
    /// Every code, in the order reports list them.
    pub const ALL: [Code; 37] = [
        Code::UnknownModel,
        Code::NoBoss,
        Code::BossRank,
        Code::Affiliation,
        Code::Rival,
        Code::DuplicateIdentity,
        Code::RankInvalid,
        Code::RankLeader,
        Code::RankSidekick,
        Code::RankFreeAgent,
        Code::RankVehicle,
        Code::Reputation,
        Code::Funding,
        Code::Equipment,
        Code::Requires,
        Code::CannotJoinWith,
        Code::Eternal,
        Code::Ruleset,
        Code::TraitCopies,
        Code::TraitBoss,
        Code::TraitJoins,
        Code::TraitEquipment,
        Code::TraitAdded,
        Code::TraitChoice,
        Code::AffiliationClosed,
        Code::AffiliationPlayed,
        Code::AffiliationChoice,
        Code::AffiliationCult,
        Code::AffiliationBoss,
        Code::DeckSize,
        Code::DeckGeneral,
        Code::DeckSingles,
        Code::DeckCopies,
        Code::DeckAffiliation,
        Code::DeckRequirement,
        Code::DeckCharacterCard,
        Code::DeckUnknownCard,
    ];

    /// The code as written in reports and JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Code::UnknownModel => "unknown-model",
            Code::NoBoss => "no-boss",
            Code::BossRank => "boss-rank",
            Code::Affiliation => "affiliation",
            Code::Rival => "rival",
            Code::DuplicateIdentity => "duplicate-identity",
            Code::RankInvalid => "rank-invalid",
            Code::RankLeader => "rank-leader",
            Code::RankSidekick => "rank-sidekick",
            Code::RankFreeAgent => "rank-free-agent",
            Code::RankVehicle => "rank-vehicle",
            Code::Reputation => "reputation",
            Code::Funding => "funding",
            Code::Equipment => "equipment",
            Code::Requires => "requires",
            Code::CannotJoinWith => "cannot-join-with",
            Code::Eternal => "eternal",
            Code::Ruleset => "ruleset",
            Code::TraitCopies => "trait-copies",
            Code::TraitBoss => "trait-boss",
            Code::TraitJoins => "trait-joins",
            Code::TraitEquipment => "trait-equipment",
            Code::TraitAdded => "trait-added",
            Code::TraitChoice => "trait-choice",
            Code::AffiliationClosed => "affiliation-closed",
            Code::AffiliationPlayed => "affiliation-played",
            Code::AffiliationChoice => "affiliation-choice",
            Code::AffiliationCult => "affiliation-cult",
            Code::AffiliationBoss => "affiliation-boss",
            Code::DeckSize => "deck-size",
            Code::DeckGeneral => "deck-general",
            Code::DeckSingles => "deck-singles",
            Code::DeckCopies => "deck-copies",
            Code::DeckAffiliation => "deck-affiliation",
            Code::DeckRequirement => "deck-requirement",
            Code::DeckCharacterCard => "deck-character-card",
            Code::DeckUnknownCard => "deck-unknown-card",
        }
    }

    /// Whether the code belongs to the objective deck rules.
    pub fn is_deck(self) -> bool {
        self.as_str().starts_with("deck-")
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One broken rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// Which rule.
    pub code: Code,
    /// What is wrong, with the names and numbers that say it.
    pub said: Broken,
    /// Positions in `crew.members` of the members involved.
    pub members: Vec<usize>,
    /// Ids of the objective cards involved (deck rules only).
    pub cards: Vec<String>,
}
