//! Why the rules refuse an event, as data: each refusal names what it is about (a
//! player, a model's alias, a card, the numbers at stake), and `crate::words::tracker`
//! makes the sentence, so that the rules say nothing in any language.

use super::Phase;

/// An event the rules do not allow now, with what the players need to be told why.
/// Names are carried as the players read them (a player's name, a model's alias, a
/// card's name); catalog ids are carried whole and shortened where they are shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// A crew holds a model the catalog lacks: its markers could not be tracked.
    UnknownMember {
        /// The player whose crew it is.
        player: String,
        /// The model's catalog id.
        model: String,
    },
    /// A match is set up for two players, no more and no fewer.
    Players,
    /// An event played outside the phase it belongs to.
    WrongPhase {
        /// What the event does.
        doing: Doing,
        /// The phase it belongs to.
        belongs: Phase,
        /// The phase the match is in.
        now: Phase,
    },
    /// The game is over: only the score may still be corrected.
    GameOver,
    /// A model position past the end of the player's crew.
    NoModel {
        /// The player.
        player: String,
        /// The position asked for, counted from 0.
        position: usize,
    },
    /// A card that is not where the event takes it from.
    NotInPile {
        /// The card's id.
        card: String,
        /// Where it was looked for.
        pile: Pile,
    },
    /// A player redrawing the first hand a second time.
    RedrewAlready(String),
    /// A Take the Lead die with a face no die shows.
    DieFace(u32),
    /// A Take the Lead die once the lead is decided.
    LeadDecided,
    /// A player rolling for the lead twice in a round.
    RolledAlready(String),
    /// The Initiative chosen before both players rolled for the lead.
    LeadUndecided,
    /// An Audacity marker for a model that cannot activate (its alias).
    AudacityWhenOut(String),
    /// A second Audacity marker for a model (its alias).
    AudacityAlready(String),
    /// A marker more than the [`super::AUDACITY_MARKERS`] a player has.
    AudacityUsedUp,
    /// An Audacity marker taken off a model that has none (its alias).
    NoAudacity(String),
    /// A model activated out of turn: the name of the player whose turn it is.
    TurnToActivate(String),
    /// A model that cannot activate now (its alias).
    CannotActivate(String),
    /// A pass out of turn: the name of the player whose turn it is.
    TurnOf(String),
    /// A player without a Pass marker passing.
    NoPassMarker(String),
    /// A pass the opponent (named) could not take the turn from: no model left to activate.
    NoneToPassTo(String),
    /// More Effort than the model may make now, or none.
    Effort {
        /// The model's alias.
        model: String,
        /// The most Effort it may make now.
        available: u32,
        /// Its Effort Limit.
        limit: u32,
        /// Its Stun markers.
        stun: u32,
        /// Its Willpower.
        willpower: u32,
    },
    /// A KO model or a Casualty knocked down (its alias).
    CannotKnockDown(String),
    /// Ammunition changed for a weapon that uses none (the model's alias).
    NoAmmunition(String),
    /// More magazines used than the weapon has left (the model's alias).
    NoMagazineLeft(String),
    /// Magazines found past [`super::MAX_MAGAZINES`].
    Magazines {
        /// The model's alias.
        model: String,
        /// The magazines it would hold.
        would: i64,
    },
    /// An attack with a weapon out of ammunition (the attacker's alias).
    OutOfAmmunition(String),
    /// Markers for a model removed as a Casualty (its alias).
    Casualty(String),
    /// The attack helper's attacker is not in the crew.
    NoAttacker,
    /// The attack helper's target is not in the opponent's crew.
    NoTarget,
    /// A model of the match the catalog lacks (its catalog id).
    NotInCatalog(String),
    /// More hits than one attack can land.
    Hits(u32),
    /// More Resource points spent than the player has.
    ResourcesShort {
        /// The player.
        player: String,
        /// The points they have.
        has: u32,
    },
    /// Resource points past [`super::MAX_RESOURCES`].
    Resources {
        /// The player.
        player: String,
        /// The points they would hold.
        would: i64,
    },
    /// A card played as a Resource its player cannot pay for.
    Cost {
        /// The card's name.
        card: String,
        /// Its cost.
        cost: u32,
        /// The player.
        player: String,
        /// The Resource points they have.
        has: u32,
    },
    /// A second discard at the end of the round (the player).
    OneDiscard(String),
    /// An Objective the card catalog lacks (its id).
    UnknownCard(String),
    /// An Objective that would take the player past [`super::MAX_VICTORY_POINTS`].
    ObjectiveVictoryPoints {
        /// The card's name.
        card: String,
        /// The Victory Points it gives.
        victory_points: u32,
    },
    /// Victory Points by hand past [`super::MAX_VICTORY_POINTS`] either way.
    VictoryPointsByHand {
        /// The player.
        player: String,
        /// The change asked for.
        delta: i32,
        /// What the corrections would add up to.
        would: i64,
    },
    /// The Recount moved on with these models (their aliases) still to roll recovery.
    AwaitingRecovery(Vec<String>),
    /// The last Recount step moved on without the round's shuffle.
    EndWithShuffle,
    /// A phase moved on by an event that does not end it.
    DoesNotAdvance(Phase),
    /// A recovery roll for a model that has none to make (its alias).
    NoRecoveryRoll(String),
    /// A recovery roll of the wrong number of dice, or of faces no die shows: the dice
    /// a roll is.
    RecoveryDice(u32),
    /// A recovery roll whose dice do not give the result told.
    DiceDisagree,
    /// Time called a second time.
    TimeCalledAlready,
    /// A round's shuffle that does not hold the cards of the player's (named) deck.
    DeckChanged(String),
    /// An event of a saved match the rules refuse as it is replayed (a file edited by
    /// hand, or from another catalog).
    Unreplayable {
        /// The event's number, from 1.
        event: usize,
        /// Why it is refused.
        refusal: Box<Refusal>,
    },
    /// An undo without a checkpoint to replay from (a bug, never a player's doing).
    LostStart,
}

/// What an event played in the wrong phase was doing, to be named in the refusal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Doing {
    /// Redrawing part of the first hand.
    RedrawingHand,
    /// Starting round 1.
    StartingGame,
    /// Rolling for the lead.
    RollingForLead,
    /// Giving the Initiative.
    ChoosingInitiative,
    /// Placing or taking off Audacity markers.
    PlacingAudacity,
    /// Ending Raise the Plan.
    StartingActivations,
    /// Activating a model.
    Activating,
    /// Passing.
    Passing,
    /// A KO model's recovery roll.
    RecoveryRoll,
    /// Ending the round with its shuffle.
    EndingRound,
}

/// Where a card was looked for, to be named when it is not there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pile {
    /// The first hand, being redrawn by its own player (so left unnamed).
    RedrawnHand,
    /// This player's hand.
    Hand(String),
    /// The Objectives in play.
    Play,
    /// This player's hand or Objectives in play.
    HandOrPlay(String),
}
