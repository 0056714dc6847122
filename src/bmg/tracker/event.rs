//! What can happen in a match, and where each event goes to be checked against the
//! rules: the rules themselves sit with their phase, in the sibling modules.

use super::{Doing, Entry, Match, ModelState, Phase, Pile, Player, PlayerState, Refusal};
use crate::bmg::catalog::Catalog;
use crate::bmg::odds::Pools;
use serde::{Deserialize, Serialize};

/// How a card leaves the hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardUse {
    /// Played face up as an Objective, to be scored.
    Objective,
    /// Played as a Resource, paying its cost in Resource points.
    Resource {
        /// The card's Resource cost (read off the card: the data does not hold it).
        cost: u32,
    },
    /// Put at the bottom of the deck.
    Discard,
    /// Taken out of the game.
    Remove,
}

/// One thing that happened in a match. Each carries every random outcome (dice,
/// shuffles), so replaying the events always rebuilds the same match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// Before round 1, a player put these cards of the first hand at the bottom of the
    /// deck and drew as many.
    HandRedrawn {
        /// Who.
        player: Player,
        /// The cards put back.
        cards: Vec<String>,
    },
    /// Round 1 begins.
    GameStarted,
    /// A player's Take the Lead die.
    LeadRolled {
        /// Who rolled.
        player: Player,
        /// The die, 1 to 6.
        roll: u32,
    },
    /// The winner of the roll gave the Initiative to this player.
    InitiativeChosen {
        /// Who has the Initiative.
        player: Player,
    },
    /// An Audacity marker went on a model, or came off it.
    AudacitySet {
        /// Whose model.
        player: Player,
        /// The model's position in the crew.
        model: usize,
        /// On or off.
        placed: bool,
    },
    /// Raise the Plan is over; the activations begin.
    PlanConfirmed,
    /// A model finished its activation.
    ModelActivated {
        /// Whose model.
        player: Player,
        /// The model's position in the crew.
        model: usize,
    },
    /// A player used a Pass marker.
    Passed {
        /// Who passed.
        player: Player,
    },
    /// Markers added (or, negative, removed) by hand.
    MarkersChanged {
        /// Whose model.
        player: Player,
        /// The model's position in the crew.
        model: usize,
        /// Stun markers to add (negative: remove).
        stun: i32,
        /// Injury markers to add (negative: remove).
        injury: i32,
    },
    /// A model made Effort (Stun markers within its Effort Limit).
    EffortMade {
        /// Whose model.
        player: Player,
        /// The model's position in the crew.
        model: usize,
        /// Effort markers.
        markers: u32,
    },
    /// A model was Knocked Down, or stood up.
    KnockedDown {
        /// Whose model.
        player: Player,
        /// The model's position in the crew.
        model: usize,
        /// Down or up.
        down: bool,
    },
    /// Ammunition used (negative) or found again (positive) for one weapon.
    AmmoChanged {
        /// Whose model.
        player: Player,
        /// The model's position in the crew.
        model: usize,
        /// The weapon's position on its card.
        weapon: usize,
        /// Magazines gained (negative: used).
        delta: i32,
    },
    /// An attack worked out with the attack helper, its damage applied.
    AttackResolved {
        /// The attacking player.
        player: Player,
        /// The attacker's position in the crew.
        model: usize,
        /// The weapon used (none: unarmed).
        weapon: Option<usize>,
        /// The target's position in the opponent's crew.
        target: usize,
        /// Hits that landed.
        hits: u32,
        /// Stun markers for the target.
        stun: u32,
        /// Injury markers for the target.
        injury: u32,
        /// Effort the attacker made for this attack.
        #[serde(default)]
        attacker_effort: u32,
        /// Effort the target made against it.
        #[serde(default)]
        defender_effort: u32,
        /// The dice the attack rolled, for the record's luck; none in files from
        /// before they were kept.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pools: Option<Pools>,
    },
    /// Resource points spent (negative) or gained by hand.
    ResourcesChanged {
        /// Whose.
        player: Player,
        /// Points gained (negative: spent).
        delta: i32,
    },
    /// A card left the hand; the hand is refilled from the deck.
    CardPlayed {
        /// Whose card.
        player: Player,
        /// The card id.
        card: String,
        /// How it was used.
        #[serde(rename = "as")]
        used: CardUse,
    },
    /// An Objective (in play, or straight from the hand) was accomplished.
    ObjectiveScored {
        /// Whose.
        player: Player,
        /// The card id.
        card: String,
    },
    /// An Objective in play was not met: it goes to the bottom of the deck.
    ObjectiveFailed {
        /// Whose.
        player: Player,
        /// The card id.
        card: String,
    },
    /// Victory Points added or taken by hand.
    VictoryPointsAdjusted {
        /// Whose.
        player: Player,
        /// Points added (negative: taken).
        delta: i32,
    },
    /// The phase or Recount step moved on.
    PhaseAdvanced,
    /// Time was called (a tournament round's timer ran out): the game ends after the
    /// round being played, scored as it stands.
    TimeCalled,
    /// A KO model's Endurance roll to recover.
    RecoveryResolved {
        /// Whose model.
        player: Player,
        /// The model's position in the crew.
        model: usize,
        /// Whether it passed.
        passed: bool,
        /// The dice, when rolled in the app (empty when the result was typed in).
        #[serde(default)]
        dice: Vec<u32>,
        /// The Endurance the dice were rolled against, when rolled in the app, for the
        /// record's luck; none in files from before it was kept.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        endurance: Option<u32>,
    },
    /// The round ended: markers cleared, resources refilled, each deck shuffled into
    /// this order and hands drawn back to four. Or the game ended, if its end came.
    RoundEnded {
        /// Each player's deck after the shuffle, top card first.
        decks: [Vec<String>; 2],
    },
}

/// The player's model at `model`, or the refusal naming the player and the position.
pub(super) fn model_mut(state: &mut PlayerState, model: usize) -> Result<&mut ModelState, Refusal> {
    state.models.get_mut(model).ok_or_else(|| Refusal::NoModel {
        player: state.name.clone(),
        position: model,
    })
}

/// Takes `card` out of `cards`, or refuses, naming `pile` as where it was looked for.
pub(super) fn take(cards: &mut Vec<String>, card: &str, pile: Pile) -> Result<(), Refusal> {
    match cards.iter().position(|c| c == card) {
        Some(at) => {
            cards.remove(at);
            Ok(())
        }
        None => Err(Refusal::NotInPile {
            card: card.to_owned(),
            pile,
        }),
    }
}

/// Draws from the top of the deck until the hand holds `size` cards or the deck is empty.
pub(super) fn draw_to(state: &mut PlayerState, size: usize) {
    while state.hand.len() < size && !state.deck.is_empty() {
        let card = state.deck.remove(0);
        state.hand.push(card);
    }
}

impl Match {
    /// Refuses an event played outside `phase`; `doing` names it in the refusal.
    pub(super) fn require(&self, phase: Phase, doing: Doing) -> Result<(), Refusal> {
        if self.phase == phase {
            Ok(())
        } else {
            Err(Refusal::WrongPhase {
                doing,
                belongs: phase,
                now: self.phase,
            })
        }
    }

    /// Checks `event` against the rules and, if it is allowed, plays it; a refused
    /// event leaves the match exactly as it was. The rules work on a copy of the state
    /// without its log (a few kilobytes, whatever the length of the match); the log
    /// moves over and back.
    pub fn apply(&mut self, event: &Event, catalog: &Catalog) -> Result<(), Refusal> {
        let mut next = self.clone_without_log();
        next.log = std::mem::take(&mut self.log);
        let lines = next.log.len();
        match next.play(event, catalog) {
            Ok(()) => {
                *self = next;
                Ok(())
            }
            Err(error) => {
                next.log.truncate(lines);
                self.log = next.log;
                Err(error)
            }
        }
    }

    /// A copy of the state with an empty log. Every field is named, so that a new one
    /// cannot be forgotten here.
    pub(super) fn clone_without_log(&self) -> Match {
        let Match {
            round,
            phase,
            players,
            lead_winner,
            last_lead_loser,
            lead_call,
            initiative,
            turn,
            recovery_dice,
            time_called,
            outcome,
            log: _,
        } = self;
        Match {
            round: *round,
            phase: *phase,
            players: players.clone(),
            lead_winner: *lead_winner,
            last_lead_loser: *last_lead_loser,
            lead_call: *lead_call,
            initiative: *initiative,
            turn: *turn,
            recovery_dice: *recovery_dice,
            time_called: *time_called,
            outcome: *outcome,
            log: Vec::new(),
        }
    }

    /// Hands `event` to the rule for it and logs the entry it returns. Once the game
    /// is over only the score may still be corrected by hand. A refused event may
    /// leave this state half-changed, which is why [`Match::apply`] plays on a copy.
    pub(super) fn play(&mut self, event: &Event, catalog: &Catalog) -> Result<(), Refusal> {
        if self.phase == Phase::Finished && !matches!(event, Event::VictoryPointsAdjusted { .. }) {
            return Err(Refusal::GameOver);
        }
        let entry = match event {
            Event::HandRedrawn { player, cards } => self.redraw_hand(*player, cards),
            Event::GameStarted => self.start_game(),
            Event::LeadRolled { player, roll } => self.roll_for_lead(*player, *roll),
            Event::InitiativeChosen { player } => self.choose_initiative(*player),
            Event::AudacitySet {
                player,
                model,
                placed,
            } => self.set_audacity(*player, *model, *placed),
            Event::PlanConfirmed => self.confirm_plan(),
            Event::ModelActivated { player, model } => self.activate_model(*player, *model),
            Event::Passed { player } => self.pass(*player),
            Event::TimeCalled => self.call_time(),
            Event::MarkersChanged {
                player,
                model,
                stun,
                injury,
            } => self
                .mark(*player, *model, *stun, *injury)
                .map(Entry::Marked),
            Event::EffortMade {
                player,
                model,
                markers,
            } => self.make_effort(*player, *model, *markers),
            Event::KnockedDown {
                player,
                model,
                down,
            } => self.knock_down(*player, *model, *down),
            Event::AmmoChanged {
                player,
                model,
                weapon,
                delta,
            } => self.change_ammo(*player, *model, *weapon, *delta),
            Event::AttackResolved {
                player,
                model,
                weapon,
                target,
                hits,
                stun,
                injury,
                attacker_effort,
                defender_effort,
                pools: _,
            } => {
                self.attack_efforts(*player, *model, *attacker_effort, *target, *defender_effort)?;
                self.attack(*player, *model, *weapon, *target, *hits, [*stun, *injury])
            }
            Event::ResourcesChanged { player, delta } => self.change_resources(*player, *delta),
            Event::CardPlayed { player, card, used } => {
                self.play_card(*player, card, *used, catalog)
            }
            Event::ObjectiveScored { player, card } => self.score_objective(*player, card, catalog),
            Event::ObjectiveFailed { player, card } => self.fail_objective(*player, card, catalog),
            Event::VictoryPointsAdjusted { player, delta } => {
                self.adjust_victory_points(*player, *delta)
            }
            Event::PhaseAdvanced => self.advance(),
            Event::RecoveryResolved {
                player,
                model,
                passed,
                dice,
                endurance: _,
            } => self.resolve_recovery(*player, *model, *passed, dice),
            Event::RoundEnded { decks } => self.end_round(decks),
        }?;
        self.log.push(entry);
        Ok(())
    }
}
