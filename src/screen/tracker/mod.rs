//! The live match tracker: a new match set up from two saved crews, then the table:
//! rounds and phases, every model's counters, the objective hands, Victory Points,
//! the attack helper and the log, with undo and redo back to the start.
//!
//! Every action becomes an [`Event`]; the screen asks the app to save the match after
//! each one, so a crash or a closed window never loses it.

mod attack;
mod board;
mod setup;

use crate::bmg::odds::Roll;
use crate::bmg::tracker::attack::Attack;
use crate::bmg::tracker::{Event, Match, MatchRecord, Phase, Player, RuleError, Setup, opponent};
use crate::bmg::{Catalog, Crew};
use std::fmt;
use std::path::PathBuf;

pub use setup::{Message as SetupMessage, NewMatch};

/// A crew offered when a match is set up: a saved one, or the one open in the builder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrewChoice {
    /// What the picker shows.
    pub label: String,
    /// The crew.
    pub crew: Crew,
}

impl fmt::Display for CrewChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label)
    }
}

/// A setting of the attack helper.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttackSetting {
    /// The weapon (none: unarmed).
    Weapon(Option<usize>),
    /// The target model.
    Target(usize),
    /// Enemies in contact with the target after the first.
    Outnumbered(u32),
    /// The attacker's Effort.
    AttackerEffort(u32),
    /// The target's Effort.
    DefenderEffort(u32),
    /// The attacker moved first.
    Moved(bool),
    /// Beyond effective range.
    OutOfRange(bool),
    /// The target is in cover.
    Cover(bool),
    /// Dice the target dodges.
    Dodge(u32),
    /// Whether the Strength die is rolled.
    StrengthDie(bool),
    /// Hits to apply (typed, or set by a roll).
    Hits(u32),
}

/// A message of the match screen.
#[derive(Debug, Clone)]
pub enum Message {
    /// A new match's setup changed.
    Setup(setup::Message),
    /// Play this event.
    Play(Event),
    /// Roll a die in the app for this player's lead.
    RollLead(Player),
    /// A card of the first hand was picked (or unpicked) to be redrawn.
    RedrawToggled(Player, String),
    /// Redraw the picked cards.
    Redraw(Player),
    /// The Resource cost used when a card is played as a Resource.
    ResourceCostChanged(Player, u32),
    /// Roll a KO model's recovery in the app.
    RollRecovery(Player, usize),
    /// End the round: the decks are shuffled in the app.
    EndRound,
    /// The attack helper opened for this attacker.
    AttackOpened(Player, usize),
    /// A setting of the attack helper changed.
    AttackChanged(AttackSetting),
    /// Roll the prepared attack with real dice.
    RollAttack,
    /// Apply the attack's hits.
    ApplyAttack,
    /// The attack helper was closed.
    AttackClosed,
    /// Take back the last action.
    Undo,
    /// Play back the last action taken back.
    Redo,
    /// The path to export the match to was edited.
    ExportPathChanged(String),
    /// Export the match.
    Export,
    /// Put this match away and set up a new one.
    NewMatch,
    /// Do what the phase bar's main button does (Ctrl+Enter).
    Advance,
    /// The player on turn passes (Ctrl+P).
    Pass,
}

/// What the match screen asks the app to do.
#[derive(Debug)]
pub enum Action {
    /// Nothing beyond the screen's own state.
    None,
    /// Save the match (after every change).
    Save(MatchRecord),
    /// Write the match to this file.
    Export(MatchRecord, PathBuf),
    /// Keep this match in the archive and start setting up a new one.
    Archive(MatchRecord),
}

/// The attack helper while it is open.
#[derive(Debug, Clone)]
pub struct AttackPanel {
    /// The attack as set up.
    pub attack: Attack,
    /// Hits to apply.
    pub hits: u32,
    /// The last roll of this attack.
    pub roll: Option<Roll>,
}

/// A match being played.
#[derive(Debug)]
pub struct Game {
    record: MatchRecord,
    state: Match,
    refused: Option<String>,
    redraw: [Vec<String>; 2],
    resource_cost: [u32; 2],
    attack: Option<AttackPanel>,
    export_path: String,
}

/// The match screen.
#[derive(Debug)]
pub enum State {
    /// No match: a new one is being set up.
    Setup(Box<NewMatch>),
    /// A match in play (or finished, for review).
    Playing(Box<Game>),
}

impl Default for State {
    fn default() -> State {
        State::Setup(Box::default())
    }
}

impl State {
    /// The screen; `crews` are the saved crews a new match may use.
    pub fn view<'a>(
        &'a self,
        crews: &'a [CrewChoice],
        catalog: &'a Catalog,
    ) -> iced::Element<'a, Message> {
        match self {
            State::Setup(setup) => setup.view(crews, catalog).map(Message::Setup),
            State::Playing(game) => game.view(catalog),
        }
    }

    /// The screen for a match resumed from its save.
    pub fn resume(record: MatchRecord, state: Match) -> State {
        State::Playing(Box::new(Game::new(record, state)))
    }

    /// The match in play, if any.
    pub fn game(&self) -> Option<&Match> {
        match self {
            State::Playing(game) => Some(&game.state),
            State::Setup(_) => None,
        }
    }

    /// The record of the match in play, if any.
    pub fn record(&self) -> Option<&MatchRecord> {
        match self {
            State::Playing(game) => Some(&game.record),
            State::Setup(_) => None,
        }
    }

    /// Why the last action was refused, if it was.
    pub fn refused(&self) -> Option<&str> {
        match self {
            State::Playing(game) => game.refused.as_deref(),
            State::Setup(setup) => setup.problem(),
        }
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message, catalog: &Catalog) -> Action {
        match self {
            State::Setup(setup) => {
                if let Message::Setup(message) = message
                    && let setup::Action::Start(new) = setup.update(message, catalog)
                {
                    let (record, state) = *new;
                    let action = Action::Save(record.clone());
                    *self = State::Playing(Box::new(Game::new(record, state)));
                    return action;
                }
                Action::None
            }
            State::Playing(game) => {
                let action = game.update(message, catalog);
                if let Action::Archive(_) = action {
                    *self = State::Setup(Box::default());
                }
                action
            }
        }
    }
}

impl Game {
    fn new(record: MatchRecord, state: Match) -> Game {
        Game {
            record,
            state,
            refused: None,
            redraw: [Vec::new(), Vec::new()],
            resource_cost: [1, 1],
            attack: None,
            export_path: default_export_path(),
        }
    }

    /// Plays `event`; returns the save to make, or keeps the reason it was refused.
    fn play(&mut self, event: Event, catalog: &Catalog) -> Action {
        let played = self.record.play(&mut self.state, event, catalog);
        self.saved(played)
    }

    /// After an undo or redo (none when there was nothing to take back or play again).
    fn moved_in_history(&mut self, result: Option<Result<(), RuleError>>) -> Action {
        result.map_or(Action::None, |result| self.saved(result))
    }

    /// The save to make after a change of the record, or the reason it was refused.
    fn saved(&mut self, result: Result<(), RuleError>) -> Action {
        match result {
            Ok(()) => {
                self.refused = None;
                Action::Save(self.record.clone())
            }
            Err(error) => {
                self.refused = Some(error.to_string());
                Action::None
            }
        }
    }

    fn update(&mut self, message: Message, catalog: &Catalog) -> Action {
        let mut rng = rand::rng();
        match message {
            Message::Setup(_) => Action::None,
            Message::Play(event) => self.play(event, catalog),
            Message::RollLead(player) => {
                let roll = rand::RngExt::random_range(&mut rng, 1..=6);
                self.play(Event::LeadRolled { player, roll }, catalog)
            }
            Message::RedrawToggled(player, card) => {
                let picked = &mut self.redraw[player.min(1)];
                match picked.iter().position(|c| *c == card) {
                    Some(at) => {
                        picked.remove(at);
                    }
                    None => picked.push(card),
                }
                Action::None
            }
            Message::Redraw(player) => {
                let cards = std::mem::take(&mut self.redraw[player.min(1)]);
                self.play(Event::HandRedrawn { player, cards }, catalog)
            }
            Message::ResourceCostChanged(player, cost) => {
                self.resource_cost[player.min(1)] = cost;
                Action::None
            }
            Message::RollRecovery(player, model) => {
                let dice: Vec<u32> = (0..self.state.recovery_dice)
                    .map(|_| rand::RngExt::random_range(&mut rng, 1..=6))
                    .collect();
                let endurance = self.state.players[player.min(1)]
                    .models
                    .get(model)
                    .map_or(0, |m| m.endurance);
                let passed = crate::bmg::tracker::recovery_passes(&dice, endurance);
                self.play(
                    Event::RecoveryResolved {
                        player,
                        model,
                        passed,
                        dice,
                    },
                    catalog,
                )
            }
            Message::EndRound => {
                let decks = self.state.shuffled_decks(&mut rng);
                self.play(Event::RoundEnded { decks }, catalog)
            }
            Message::AttackOpened(player, attacker) => {
                let target = self.state.players[opponent(player)]
                    .models
                    .iter()
                    .position(|m| !m.casualty)
                    .unwrap_or(0);
                let weapon = self.state.players[player.min(1)]
                    .models
                    .get(attacker)
                    .and_then(|m| catalog.model(&m.id))
                    .and_then(|m| (!m.weapons.is_empty()).then_some(0));
                self.attack = Some(AttackPanel {
                    attack: Attack::new(player, attacker, weapon, target),
                    hits: 0,
                    roll: None,
                });
                Action::None
            }
            Message::AttackChanged(setting) => {
                if let Some(panel) = &mut self.attack {
                    let a = &mut panel.attack;
                    match setting {
                        AttackSetting::Weapon(w) => a.weapon = w,
                        AttackSetting::Target(t) => a.target = t,
                        AttackSetting::Outnumbered(n) => a.outnumbered = n,
                        AttackSetting::AttackerEffort(n) => a.attacker_effort = n,
                        AttackSetting::DefenderEffort(n) => a.defender_effort = n,
                        AttackSetting::Moved(on) => a.moved = on,
                        AttackSetting::OutOfRange(on) => a.out_of_range = on,
                        AttackSetting::Cover(on) => a.cover = on,
                        AttackSetting::Dodge(n) => a.dodge = n,
                        AttackSetting::StrengthDie(on) => a.strength_die = on,
                        AttackSetting::Hits(n) => panel.hits = n,
                    }
                    if !matches!(setting, AttackSetting::Hits(_)) {
                        panel.roll = None;
                    }
                }
                Action::None
            }
            Message::RollAttack => {
                if let Some(panel) = &mut self.attack {
                    match panel
                        .attack
                        .input(&self.state, catalog)
                        .map_err(|e| e.to_string())
                        .and_then(|input| input.roll(&mut rng).map_err(|e| e.to_string()))
                    {
                        Ok(roll) => {
                            panel.hits = roll.hits;
                            panel.roll = Some(roll);
                            self.refused = None;
                        }
                        Err(error) => self.refused = Some(error),
                    }
                }
                Action::None
            }
            Message::ApplyAttack => {
                let Some(panel) = self.attack.clone() else {
                    return Action::None;
                };
                match panel.attack.resolve(&self.state, catalog, panel.hits) {
                    Ok(event) => {
                        let action = self.play(event, catalog);
                        if self.refused.is_none() {
                            self.attack = None;
                        }
                        action
                    }
                    Err(error) => {
                        self.refused = Some(error.to_string());
                        Action::None
                    }
                }
            }
            Message::AttackClosed => {
                self.attack = None;
                Action::None
            }
            Message::Undo => {
                let undone = self
                    .record
                    .undo(catalog)
                    .map(|replayed| replayed.map(|state| self.state = state));
                self.moved_in_history(undone)
            }
            Message::Redo => {
                let redone = self.record.redo(&mut self.state, catalog);
                self.moved_in_history(redone)
            }
            Message::ExportPathChanged(path) => {
                self.export_path = path;
                Action::None
            }
            Message::Export => {
                let path = self.export_path.trim();
                if path.is_empty() {
                    self.refused = Some("Type where to export the match.".into());
                    return Action::None;
                }
                Action::Export(self.record.clone(), PathBuf::from(path))
            }
            Message::NewMatch => Action::Archive(self.record.clone()),
            Message::Advance => {
                let event = match self.state.phase {
                    Phase::Deployment => Event::GameStarted,
                    Phase::RaiseThePlan => Event::PlanConfirmed,
                    Phase::ExecuteThePlan => Event::PhaseAdvanced,
                    Phase::Recount(crate::bmg::tracker::RecountStep::EndOfRound) => {
                        return self.update(Message::EndRound, catalog);
                    }
                    Phase::Recount(_) => Event::PhaseAdvanced,
                    Phase::TakeTheLead | Phase::Finished => return Action::None,
                };
                self.play(event, catalog)
            }
            Message::Pass => {
                let player = self.state.turn;
                self.play(Event::Passed { player }, catalog)
            }
        }
    }

    /// Whether the game is over.
    fn finished(&self) -> bool {
        self.state.phase == Phase::Finished
    }
}

/// Where an exported match goes unless the user types another path.
fn default_export_path() -> String {
    std::env::var_os("HOME")
        .map(PathBuf::from)
        .unwrap_or_default()
        .join("gotham-match.json")
        .display()
        .to_string()
}

/// A new match from `setup`, or why it cannot start.
pub fn start(setup: Setup, catalog: &Catalog) -> Result<(MatchRecord, Match), String> {
    let record = MatchRecord::new(setup);
    let state = record.replay(catalog).map_err(|e| e.to_string())?;
    Ok((record, state))
}
