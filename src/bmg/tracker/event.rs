//! What can happen in a match, and the rules each event is checked against.

use super::{
    AUDACITY_MARKERS, Audacity, HAND_SIZE, Match, ModelState, Outcome, Phase, Player, PlayerState,
    RESOURCE_POINTS, ROUNDS, RecountStep, RuleError, opponent,
};
use crate::bmg::catalog::Catalog;
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
    },
    /// The round ended: markers cleared, resources refilled, each deck shuffled into
    /// this order and hands drawn back to four. Or the game ended, if its end came.
    RoundEnded {
        /// Each player's deck after the shuffle, top card first.
        decks: [Vec<String>; 2],
    },
}

/// The player's model at `model`, or a clear error.
fn model_mut(state: &mut PlayerState, model: usize) -> Result<&mut ModelState, RuleError> {
    let name = state.name.clone();
    state
        .models
        .get_mut(model)
        .ok_or_else(|| RuleError(format!("{name} has no model number {}", model + 1)))
}

fn check_player(player: Player) -> Result<(), RuleError> {
    if player > 1 {
        return Err(RuleError(format!("there is no player {}", player + 1)));
    }
    Ok(())
}

/// Takes `card` out of `pile`, or says it is not there.
fn take(pile: &mut Vec<String>, card: &str, where_: &str) -> Result<(), RuleError> {
    match pile.iter().position(|c| c == card) {
        Some(at) => {
            pile.remove(at);
            Ok(())
        }
        None => Err(RuleError(format!("'{card}' is not in {where_}"))),
    }
}

/// Draws from the top of the deck until the hand holds `size` cards or the deck is empty.
fn draw_to(state: &mut PlayerState, size: usize) {
    while state.hand.len() < size && !state.deck.is_empty() {
        let card = state.deck.remove(0);
        state.hand.push(card);
    }
}

/// Whether `a` and `b` hold the same cards, order aside.
fn same_cards(a: &[String], b: &[String]) -> bool {
    let mut a: Vec<&String> = a.iter().collect();
    let mut b: Vec<&String> = b.iter().collect();
    a.sort();
    b.sort();
    a == b
}

/// The result of a recovery roll: the two lowest dice at or under Endurance.
pub fn recovery_passes(dice: &[u32], endurance: u32) -> bool {
    let mut sorted = dice.to_vec();
    sorted.sort_unstable();
    sorted.iter().take(2).sum::<u32>() <= endurance
}

impl Match {
    fn card_name(catalog: &Catalog, card: &str) -> String {
        catalog
            .card(card)
            .map_or_else(|| card.to_owned(), |c| c.name.clone())
    }

    fn require(&self, phase: Phase, doing: &str) -> Result<(), RuleError> {
        if self.phase == phase {
            Ok(())
        } else {
            Err(RuleError(format!(
                "{doing} belongs to {phase}, and this is {}",
                self.phase
            )))
        }
    }

    /// Applies damage markers to a model, capped at Willpower and Endurance, with KO
    /// and Casualty following, and a Pass for its owner when an unactivated model
    /// falls during the activations. Returns what happened, for the log.
    fn mark(
        &mut self,
        player: Player,
        model: usize,
        stun: i32,
        injury: i32,
    ) -> Result<String, RuleError> {
        let executing = self.phase == Phase::ExecuteThePlan;
        let state = &mut self.players[player];
        let m = model_mut(state, model)?;
        if m.casualty {
            return Err(RuleError(format!(
                "{} has been removed as a Casualty",
                m.alias
            )));
        }
        let was_waiting = m.waits_to_activate();
        m.stun = (m.stun as i32 + stun).clamp(0, m.willpower as i32) as u32;
        m.injury = (m.injury as i32 + injury).clamp(0, m.endurance as i32) as u32;
        let mut news = Vec::new();
        if m.injury >= m.endurance {
            m.casualty = true;
            m.knocked_out = false;
            m.knocked_down = false;
            m.audacity = Audacity::None;
            news.push("is removed as a Casualty");
        } else if m.stun >= m.willpower && !m.knocked_out {
            m.knocked_out = true;
            m.knocked_down = false;
            news.push("is Knocked Out");
        } else if m.knocked_out && m.stun < m.willpower {
            // Damage healed below Willpower: it recovers, but may not activate this round.
            m.knocked_out = false;
            m.knocked_down = true;
            m.activated = true;
            m.awaiting_recovery = false;
            news.push("recovers from KO (Knocked Down; no activation this round)");
        }
        let alias = m.alias.clone();
        let fell = was_waiting && !m.can_activate();
        let mut text = format!("{alias}: {} Stun, {} Injury", m.stun, m.injury);
        if !news.is_empty() {
            text.push_str(&format!("; {}", news.join(", ")));
        }
        if executing && fell {
            state.passes += 1;
            text.push_str(&format!("; {} takes a Pass marker", state.name));
        }
        Ok(text)
    }

    /// The next player to activate after `player` acted: the opponent when they have
    /// models left, else `player` again.
    fn next_turn(&mut self, player: Player) {
        let other = opponent(player);
        self.turn = if self.players[other].has_activations_left() {
            other
        } else {
            player
        };
    }

    /// Checks `event` against the rules and, if it is allowed, plays it; a refused
    /// event leaves the match exactly as it was.
    pub fn apply(&mut self, event: &Event, catalog: &Catalog) -> Result<(), RuleError> {
        let mut next = self.clone();
        next.play(event, catalog)?;
        *self = next;
        Ok(())
    }

    fn play(&mut self, event: &Event, catalog: &Catalog) -> Result<(), RuleError> {
        if self.phase == Phase::Finished && !matches!(event, Event::VictoryPointsAdjusted { .. }) {
            return Err(RuleError("the game is over".into()));
        }
        let line = match event {
            Event::HandRedrawn { player, cards } => {
                check_player(*player)?;
                self.require(Phase::Deployment, "Redrawing the first hand")?;
                let state = &mut self.players[*player];
                if state.redrew {
                    return Err(RuleError(format!(
                        "{} has redrawn once already",
                        state.name
                    )));
                }
                let mut hand = state.hand.clone();
                for card in cards {
                    take(&mut hand, card, "the hand")?;
                }
                state.hand = hand;
                state.deck.extend(cards.iter().cloned());
                draw_to(state, HAND_SIZE);
                state.redrew = true;
                format!(
                    "{} puts back {} card(s) and draws as many.",
                    state.name,
                    cards.len()
                )
            }
            Event::GameStarted => {
                self.require(Phase::Deployment, "Starting the game")?;
                self.phase = Phase::TakeTheLead;
                "Round 1 begins: Take the Lead.".to_owned()
            }
            Event::LeadRolled { player, roll } => {
                check_player(*player)?;
                self.require(Phase::TakeTheLead, "Rolling for the lead")?;
                if !(1..=6).contains(roll) {
                    return Err(RuleError(format!("a die shows 1 to 6, not {roll}")));
                }
                if self.lead_winner.is_some() {
                    return Err(RuleError("the lead is decided already".into()));
                }
                let state = &mut self.players[*player];
                if state.lead_roll.is_some() {
                    return Err(RuleError(format!("{} has rolled already", state.name)));
                }
                state.lead_roll = Some(*roll);
                let mut line = format!(
                    "{} rolls {roll} for the lead{}.",
                    state.name,
                    if state.lead_bonus > 0 {
                        format!(" (+{} for unused Passes)", state.lead_bonus)
                    } else {
                        String::new()
                    }
                );
                if let (Some(a), Some(b)) =
                    (self.players[0].lead_total(), self.players[1].lead_total())
                {
                    let winner = if a > b {
                        Some(0)
                    } else if b > a {
                        Some(1)
                    } else {
                        // A tie goes to whoever lost the roll last round; in round 1, both roll again.
                        self.last_lead_loser
                    };
                    match winner {
                        Some(w) => {
                            self.lead_winner = Some(w);
                            self.last_lead_loser = Some(opponent(w));
                            line.push_str(&format!(
                                " {} wins the lead ({a} to {b}).",
                                self.players[w].name
                            ));
                        }
                        None => {
                            self.players[0].lead_roll = None;
                            self.players[1].lead_roll = None;
                            line.push_str(&format!(" A tie at {a}: both roll again."));
                        }
                    }
                }
                line
            }
            Event::InitiativeChosen { player } => {
                check_player(*player)?;
                self.require(Phase::TakeTheLead, "Choosing the Initiative")?;
                let Some(winner) = self.lead_winner else {
                    return Err(RuleError(
                        "both players must roll for the lead first".into(),
                    ));
                };
                self.initiative = Some(*player);
                self.turn = *player;
                self.phase = Phase::RaiseThePlan;
                format!(
                    "{} gives the Initiative to {}. Raise the Plan.",
                    self.players[winner].name, self.players[*player].name
                )
            }
            Event::AudacitySet {
                player,
                model,
                placed,
            } => {
                check_player(*player)?;
                self.require(Phase::RaiseThePlan, "Placing Audacity markers")?;
                let count = self.players[*player].audacity_placed();
                let state = &mut self.players[*player];
                let m = model_mut(state, *model)?;
                if *placed {
                    if !m.can_activate() {
                        return Err(RuleError(format!(
                            "{} cannot activate, so it takes no Audacity marker",
                            m.alias
                        )));
                    }
                    if m.audacity != Audacity::None {
                        return Err(RuleError(format!(
                            "{} has an Audacity marker already",
                            m.alias
                        )));
                    }
                    if count >= AUDACITY_MARKERS {
                        return Err(RuleError(format!(
                            "each player has {AUDACITY_MARKERS} Audacity markers"
                        )));
                    }
                    m.audacity = Audacity::Placed;
                    format!("Audacity marker on {}.", m.alias)
                } else {
                    if m.audacity == Audacity::None {
                        return Err(RuleError(format!("{} has no Audacity marker", m.alias)));
                    }
                    m.audacity = Audacity::None;
                    format!("Audacity marker taken off {}.", m.alias)
                }
            }
            Event::PlanConfirmed => {
                self.require(Phase::RaiseThePlan, "Starting the activations")?;
                let counts = [
                    self.players[0].active_models(),
                    self.players[1].active_models(),
                ];
                let (small, difference) = if counts[0] < counts[1] {
                    (0, counts[1] - counts[0])
                } else {
                    (1, counts[0] - counts[1])
                };
                self.players[small].passes = difference as u32;
                self.phase = Phase::ExecuteThePlan;
                self.turn = self.first_player();
                if !self.players[self.turn].has_activations_left() {
                    self.turn = opponent(self.turn);
                }
                if difference > 0 {
                    format!(
                        "Execute the Plan. {} has {difference} Pass marker(s): {} models to {}.",
                        self.players[small].name,
                        counts[small],
                        counts[opponent(small)]
                    )
                } else {
                    "Execute the Plan.".to_owned()
                }
            }
            Event::ModelActivated { player, model } => {
                check_player(*player)?;
                self.require(Phase::ExecuteThePlan, "Activating a model")?;
                if *player != self.turn {
                    return Err(RuleError(format!(
                        "it is {}'s turn to activate",
                        self.players[self.turn].name
                    )));
                }
                let m = model_mut(&mut self.players[*player], *model)?;
                if !m.waits_to_activate() {
                    return Err(RuleError(format!("{} cannot activate now", m.alias)));
                }
                m.activated = true;
                if m.audacity == Audacity::Placed {
                    m.audacity = Audacity::Used;
                }
                let line = format!("{} activates.", m.alias);
                self.next_turn(*player);
                line
            }
            Event::Passed { player } => {
                check_player(*player)?;
                self.require(Phase::ExecuteThePlan, "Passing")?;
                if *player != self.turn {
                    return Err(RuleError(format!(
                        "it is {}'s turn",
                        self.players[self.turn].name
                    )));
                }
                if self.players[*player].passes == 0 {
                    return Err(RuleError(format!(
                        "{} has no Pass marker",
                        self.players[*player].name
                    )));
                }
                let other = opponent(*player);
                if !self.players[other].has_activations_left() {
                    return Err(RuleError(format!(
                        "{} has no model left to activate",
                        self.players[other].name
                    )));
                }
                self.players[*player].passes -= 1;
                self.turn = other;
                format!("{} passes.", self.players[*player].name)
            }
            Event::MarkersChanged {
                player,
                model,
                stun,
                injury,
            } => {
                check_player(*player)?;
                self.mark(*player, *model, *stun, *injury)?
            }
            Event::EffortMade {
                player,
                model,
                markers,
            } => {
                check_player(*player)?;
                let m = model_mut(&mut self.players[*player], *model)?;
                if *markers == 0 || *markers > m.effort_available() {
                    return Err(RuleError(format!(
                        "{} may make at most {} Effort now (Effort Limit {}, {} Stun of Willpower {})",
                        m.alias,
                        m.effort_available(),
                        m.effort_limit(),
                        m.stun,
                        m.willpower
                    )));
                }
                m.stun += markers;
                format!("{} makes {markers} Effort ({} Stun).", m.alias, m.stun)
            }
            Event::KnockedDown {
                player,
                model,
                down,
            } => {
                check_player(*player)?;
                let m = model_mut(&mut self.players[*player], *model)?;
                if *down && !m.can_activate() {
                    return Err(RuleError(format!("{} cannot be Knocked Down now", m.alias)));
                }
                m.knocked_down = *down;
                format!(
                    "{} {}.",
                    m.alias,
                    if *down {
                        "is Knocked Down"
                    } else {
                        "stands up"
                    }
                )
            }
            Event::AmmoChanged {
                player,
                model,
                weapon,
                delta,
            } => {
                check_player(*player)?;
                let m = model_mut(&mut self.players[*player], *model)?;
                let alias = m.alias.clone();
                let Some(Some(left)) = m.ammo.get_mut(*weapon) else {
                    return Err(RuleError(format!(
                        "that weapon of {alias} uses no ammunition"
                    )));
                };
                let after = *left as i32 + delta;
                if after < 0 {
                    return Err(RuleError(format!(
                        "{alias} has no magazine left for that weapon"
                    )));
                }
                *left = after as u32;
                format!("{alias}: {after} magazine(s) left.")
            }
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
            } => {
                check_player(*player)?;
                // Effort is declared before the dice: its Stun goes on first.
                for (side, who, markers) in [
                    (*player, *model, *attacker_effort),
                    (opponent(*player), *target, *defender_effort),
                ] {
                    if markers > 0 {
                        let effort = Event::EffortMade {
                            player: side,
                            model: who,
                            markers,
                        };
                        self.play(&effort, catalog)?;
                    }
                }
                let attacker = model_mut(&mut self.players[*player], *model)?;
                let attacker_name = attacker.alias.clone();
                if let Some(w) = weapon
                    && let Some(Some(left)) = attacker.ammo.get_mut(*w)
                {
                    if *left == 0 {
                        return Err(RuleError(format!(
                            "{attacker_name} is out of ammunition for that weapon"
                        )));
                    }
                    *left -= 1;
                }
                let damage = self.mark(opponent(*player), *target, *stun as i32, *injury as i32)?;
                format!("{attacker_name} attacks: {hits} hit(s). {damage}.")
            }
            Event::ResourcesChanged { player, delta } => {
                check_player(*player)?;
                let state = &mut self.players[*player];
                let after = state.resources as i32 + delta;
                if after < 0 {
                    return Err(RuleError(format!(
                        "{} has only {} Resource points",
                        state.name, state.resources
                    )));
                }
                state.resources = after as u32;
                format!("{}: {after} Resource point(s).", state.name)
            }
            Event::CardPlayed { player, card, used } => {
                check_player(*player)?;
                let end_of_round = self.phase == Phase::Recount(RecountStep::EndOfRound);
                let name = Match::card_name(catalog, card);
                let state = &mut self.players[*player];
                let before = state.hand.len();
                take(&mut state.hand, card, &format!("{}'s hand", state.name))?;
                let line = match used {
                    CardUse::Objective => {
                        state.objectives.push(card.clone());
                        format!("{} plays {name} as an Objective.", state.name)
                    }
                    CardUse::Resource { cost } => {
                        if *cost > state.resources {
                            return Err(RuleError(format!(
                                "{name} costs {cost} Resource points; {} has {}",
                                state.name, state.resources
                            )));
                        }
                        state.resources -= cost;
                        state.spent.push(card.clone());
                        format!("{} spends {cost} on {name} as a Resource.", state.name)
                    }
                    CardUse::Discard => {
                        if end_of_round && std::mem::replace(&mut state.end_of_round_discard, true)
                        {
                            return Err(RuleError(format!(
                                "{} may discard one card at the end of the round",
                                state.name
                            )));
                        }
                        state.deck.push(card.clone());
                        format!("{} discards {name} to the bottom of the deck.", state.name)
                    }
                    CardUse::Remove => {
                        state.removed.push(card.clone());
                        format!("{} removes {name} from the game.", state.name)
                    }
                };
                // The end-of-round discard is replaced after the shuffle; any other card
                // that leaves the hand is replaced at once.
                if !end_of_round {
                    draw_to(state, before.min(HAND_SIZE));
                }
                line
            }
            Event::ObjectiveScored { player, card } => {
                check_player(*player)?;
                let Some(found) = catalog.card(card) else {
                    return Err(RuleError(format!("'{card}' is not in the card catalog")));
                };
                let state = &mut self.players[*player];
                if state.objectives.contains(card) {
                    take(&mut state.objectives, card, "play")?;
                } else {
                    let before = state.hand.len();
                    take(
                        &mut state.hand,
                        card,
                        &format!("{}'s hand or in play", state.name),
                    )?;
                    draw_to(state, before.min(HAND_SIZE));
                }
                state.accomplished.push(card.clone());
                state.objective_vp += found.victory_points;
                format!(
                    "{} accomplishes {} for {} VP.",
                    state.name, found.name, found.victory_points
                )
            }
            Event::ObjectiveFailed { player, card } => {
                check_player(*player)?;
                let name = Match::card_name(catalog, card);
                let state = &mut self.players[*player];
                take(&mut state.objectives, card, "play")?;
                state.deck.push(card.clone());
                format!("{name} was not met: {} discards it.", state.name)
            }
            Event::VictoryPointsAdjusted { player, delta } => {
                check_player(*player)?;
                let state = &mut self.players[*player];
                state.vp_adjustment += delta;
                format!(
                    "{} {delta:+} VP by hand ({} VP).",
                    state.name,
                    state.victory_points()
                )
            }
            Event::PhaseAdvanced => self.advance()?,
            Event::RecoveryResolved {
                player,
                model,
                passed,
                dice,
            } => {
                check_player(*player)?;
                self.require(Phase::Recount(RecountStep::Recovery), "A recovery roll")?;
                let dice_count = self.recovery_dice;
                let m = model_mut(&mut self.players[*player], *model)?;
                if !m.awaiting_recovery {
                    return Err(RuleError(format!(
                        "{} has no recovery roll to make",
                        m.alias
                    )));
                }
                if !dice.is_empty() {
                    if dice.len() != dice_count as usize
                        || dice.iter().any(|d| !(1..=6).contains(d))
                    {
                        return Err(RuleError(format!(
                            "a recovery roll is {dice_count} dice, each 1 to 6"
                        )));
                    }
                    if recovery_passes(dice, m.endurance) != *passed {
                        return Err(RuleError("those dice do not give that result".into()));
                    }
                }
                m.awaiting_recovery = false;
                if *passed {
                    m.knocked_out = false;
                    m.knocked_down = true;
                    m.stun = m.stun.saturating_sub(1);
                    format!("{} recovers: Knocked Down, {} Stun.", m.alias, m.stun)
                } else {
                    format!("{} stays KO.", m.alias)
                }
            }
            Event::RoundEnded { decks } => self.end_round(decks)?,
        };
        self.log.push(line);
        Ok(())
    }

    /// Execute the Plan to the Recount, and each Recount step to the next.
    fn advance(&mut self) -> Result<String, RuleError> {
        match self.phase {
            Phase::ExecuteThePlan => {
                self.phase = Phase::Recount(RecountStep::Traits);
                Ok(format!("Recount, step 1: {}.", RecountStep::Traits))
            }
            Phase::Recount(RecountStep::Recovery) => {
                let waiting = self.awaiting_recovery();
                if !waiting.is_empty() {
                    return Err(RuleError(format!(
                        "roll recovery first for {}",
                        waiting.join(", ")
                    )));
                }
                self.phase = Phase::Recount(RecountStep::EndOfRound);
                Ok(format!("Recount, step 6: {}.", RecountStep::EndOfRound))
            }
            Phase::Recount(RecountStep::EndOfRound) => Err(RuleError(
                "end the round with its shuffle (RoundEnded)".into(),
            )),
            Phase::Recount(step) => {
                let next = step.next().unwrap_or(RecountStep::EndOfRound);
                let mut line = format!("Recount, step {}: {next}.", next.number());
                if next == RecountStep::ScoreObjectives {
                    // Step 2 done: spent Resources go to the bottom of their decks.
                    for state in &mut self.players {
                        let spent: Vec<String> = state.spent.drain(..).collect();
                        state.deck.extend(spent);
                    }
                }
                if next == RecountStep::Recovery {
                    // Models not KO lose one Stun; KO models will roll.
                    for state in &mut self.players {
                        for m in &mut state.models {
                            if m.casualty {
                                continue;
                            }
                            if m.knocked_out {
                                m.awaiting_recovery = true;
                            } else {
                                m.stun = m.stun.saturating_sub(1);
                            }
                        }
                    }
                    line.push_str(" Models not KO lose one Stun.");
                }
                self.phase = Phase::Recount(next);
                Ok(line)
            }
            phase => Err(RuleError(format!("{phase} does not end this way"))),
        }
    }

    /// Step 6 of the Recount: the end of the game, or the next round.
    fn end_round(&mut self, decks: &[Vec<String>; 2]) -> Result<String, RuleError> {
        self.require(Phase::Recount(RecountStep::EndOfRound), "Ending the round")?;
        let out_of_models = self.players.iter().any(|p| p.active_models() == 0);
        if self.round >= ROUNDS || out_of_models {
            let [a, b] = [
                self.players[0].victory_points(),
                self.players[1].victory_points(),
            ];
            self.outcome = Some(if a > b {
                Outcome::Winner(0)
            } else if b > a {
                Outcome::Winner(1)
            } else {
                Outcome::Draw
            });
            self.phase = Phase::Finished;
            let why = if out_of_models {
                "a crew has no model left to activate"
            } else {
                "round 4 is over"
            };
            return Ok(format!(
                "The game ends: {why}. {a} VP to {b} VP. {}",
                self.what_now()
            ));
        }
        for (state, deck) in self.players.iter_mut().zip(decks) {
            if !same_cards(&state.deck, deck) {
                return Err(RuleError(format!(
                    "the shuffled deck of {} is not the deck it holds",
                    state.name
                )));
            }
        }
        for (state, deck) in self.players.iter_mut().zip(decks) {
            for m in &mut state.models {
                m.activated = false;
                m.audacity = Audacity::None;
            }
            state.lead_bonus = state.passes;
            state.passes = 0;
            state.lead_roll = None;
            state.resources = RESOURCE_POINTS;
            state.deck = deck.clone();
            state.end_of_round_discard = false;
            draw_to(state, HAND_SIZE);
        }
        self.round += 1;
        self.phase = Phase::TakeTheLead;
        self.lead_winner = None;
        self.initiative = None;
        Ok(format!("Round {} begins: Take the Lead.", self.round))
    }
}

/// The chance that a KO model with `endurance` passes its recovery roll of `dice`.
pub fn recovery_odds(dice: u32, endurance: u32) -> f64 {
    let dice = dice.clamp(1, crate::dice::MAX_POOL);
    crate::dice::Dist::keep_lowest_two(dice).at_most(endurance as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recovery_keeps_the_two_lowest() {
        assert!(recovery_passes(&[6, 1, 2], 3));
        assert!(!recovery_passes(&[6, 5], 10));
        assert!(recovery_passes(&[6, 4], 10));
    }
}
