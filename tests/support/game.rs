//! A match played event by event in a test, through the rules: set up, the Lead and
//! the Plan, whole rounds, Objectives scored.

use gotham_companion::bmg::Catalog;
use gotham_companion::bmg::tracker::{CardUse, Event, Match, MatchRecord, Player, Setup, Timeline};
use gotham_companion::words;
use std::sync::LazyLock;

/// The bundled catalog, loaded once.
pub static CATALOG: LazyLock<Catalog> = LazyLock::new(super::catalog);

use Player::{First, Second};

/// A match being played event by event, each event checked by the rules.
pub struct Game {
    /// The match so far.
    pub timeline: Timeline,
}

impl Game {
    /// A match from `setup`, not started.
    pub fn new(setup: Setup) -> Game {
        let timeline = Timeline::new(MatchRecord::new(setup), &CATALOG).unwrap();
        Game { timeline }
    }

    pub fn state(&self) -> &Match {
        self.timeline.state()
    }

    pub fn record(&self) -> &MatchRecord {
        self.timeline.record()
    }

    pub fn play(&mut self, event: Event) {
        self.timeline
            .play(event.clone(), &CATALOG)
            .unwrap_or_else(|e| panic!("{event:?}: {}", words::tracker::refusal(&e)));
    }

    /// Take the Lead and Raise the Plan: the first player wins and takes the Initiative.
    pub fn reach_activations(&mut self) {
        self.play(Event::LeadRolled {
            player: First,
            roll: 6,
        });
        self.play(Event::LeadRolled {
            player: Second,
            roll: 1,
        });
        self.play(Event::InitiativeChosen { player: First });
        self.play(Event::PlanConfirmed);
    }

    /// Every waiting model activates, then the Recount, failing every recovery roll,
    /// and the end of the round.
    pub fn finish_round(&mut self) {
        while self
            .state()
            .players
            .iter()
            .any(|p| p.has_activations_left())
        {
            let player = self.state().turn;
            let model = self.state().players[player]
                .models
                .iter()
                .position(|m| m.waits_to_activate())
                .unwrap();
            self.play(Event::ModelActivated { player, model });
        }
        for _ in 0..5 {
            self.play(Event::PhaseAdvanced);
        }
        for player in Player::BOTH {
            for model in 0..self.state().players[player].models.len() {
                if self.state().players[player].models[model].awaiting_recovery {
                    self.play(Event::RecoveryResolved {
                        player,
                        model,
                        passed: false,
                        dice: vec![],
                        endurance: None,
                    });
                }
            }
        }
        self.play(Event::PhaseAdvanced);
        let decks = self.state().players.clone().map(|p| p.deck);
        self.play(Event::RoundEnded { decks });
    }

    /// Plays the first card of `player`'s hand as an Objective and scores it; returns
    /// the card's name and VP.
    pub fn score(&mut self, player: Player) -> (String, u32) {
        let card = self.state().players[player].hand[0].clone();
        self.play(Event::CardPlayed {
            player,
            card: card.clone(),
            used: CardUse::Objective,
        });
        self.play(Event::ObjectiveScored {
            player,
            card: card.clone(),
        });
        let found = CATALOG.card(&card).unwrap();
        (found.name.clone(), found.victory_points)
    }
}
