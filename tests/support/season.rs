//! A season of matches played through the rules, the same at every run: for the
//! record's tests, its pictures and its benchmark. Ann plays most of them against Bo,
//! Cy and Dee; each match is two rounds (time is called in the second), with attacks
//! resolved by the attack helper (their dice kept), KO recoveries rolled, and
//! Objectives scored or failed.
//!
//! This file uses the app's library only, so that a benchmark can include it too.

use gotham_companion::bmg::tracker::attack::Attack;
use gotham_companion::bmg::tracker::{
    CardUse, Event, MatchRecord, Phase, Player, PlayerSetup, Setup, Timeline, recovery_passes,
};
use gotham_companion::bmg::{Catalog, Crew};

/// The players of the season.
pub const PLAYERS: [&str; 4] = ["Ann", "Bo", "Cy", "Dee"];

/// Numbers that look random and are the same at every run (xorshift).
struct Numbers(u64);

impl Numbers {
    /// A number from 0 to `below` − 1.
    fn below(&mut self, below: u32) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % u64::from(below.max(1))) as u32
    }

    /// A die's face.
    fn die(&mut self) -> u32 {
        self.below(6) + 1
    }
}

/// `count` matches between the season's players with these crews, each with the time
/// it was archived (a few days apart from 2026-03-01 on).
pub fn season(catalog: &Catalog, crews: &[Crew], count: usize) -> Vec<(MatchRecord, u64)> {
    (0..count)
        .map(|n| {
            let archived = 1_772_323_200 + n as u64 * 3 * 86_400 + 3_600;
            (one_match(catalog, crews, n), archived)
        })
        .collect()
}

/// The `n`-th match of the season.
pub fn one_match(catalog: &Catalog, crews: &[Crew], n: usize) -> MatchRecord {
    let first = if n % 5 == 4 { PLAYERS[1] } else { PLAYERS[0] };
    let second = if n % 5 == 4 {
        PLAYERS[2 + n % 2]
    } else {
        PLAYERS[1 + n % 3]
    };
    let side = |name: &str, crew: &Crew| PlayerSetup {
        name: name.to_owned(),
        deck: crew.objective_deck.clone(),
        crew: crew.clone(),
    };
    let setup = Setup {
        players: [
            side(first, &crews[n % crews.len()]),
            side(second, &crews[(n / 2 + 1) % crews.len()]),
        ],
        recovery_dice: 2,
    };
    let mut numbers = Numbers(0x9E37_79B9_7F4A_7C15 ^ (n as u64 + 1).wrapping_mul(0x2545_F491));
    let mut timeline = Timeline::new(MatchRecord::new(setup), catalog).expect("a season match");
    let play = |timeline: &mut Timeline, event: Event| {
        // An event the rules refuse (an attack on a model already out) is left out.
        let _ = timeline.play(event, catalog);
    };
    play(&mut timeline, Event::GameStarted);
    for round in 1..=2 {
        let first_roll = numbers.die();
        let second_roll = first_roll % 6 + 1;
        let winner = if first_roll > second_roll {
            Player::First
        } else {
            Player::Second
        };
        for (player, roll) in [(Player::First, first_roll), (Player::Second, second_roll)] {
            play(&mut timeline, Event::LeadRolled { player, roll });
        }
        play(&mut timeline, Event::InitiativeChosen { player: winner });
        play(&mut timeline, Event::PlanConfirmed);
        if round == 2 {
            play(&mut timeline, Event::TimeCalled);
        }
        activations(&mut timeline, catalog, &mut numbers);
        objectives(&mut timeline, catalog, &mut numbers);
        recount(&mut timeline, catalog, &mut numbers);
    }
    timeline.record().clone()
}

/// Every model activates, about half of them attacking.
fn activations(timeline: &mut Timeline, catalog: &Catalog, numbers: &mut Numbers) {
    for _ in 0..64 {
        let state = timeline.state();
        if !state.players.iter().any(|p| p.has_activations_left()) {
            return;
        }
        let player = state.turn;
        let Some(model) = state.players[player]
            .models
            .iter()
            .position(|m| m.waits_to_activate())
        else {
            return;
        };
        let _ = timeline.play(Event::ModelActivated { player, model }, catalog);
        if numbers.below(2) == 0 {
            let state = timeline.state();
            let target = state.players[player.opponent()]
                .models
                .iter()
                .position(|m| !m.casualty && !m.knocked_out);
            if let Some(target) = target {
                let attack = Attack::new(player, model, None, target);
                // The hits as the dice give them: drawn from the attack's own odds.
                let odds = attack
                    .input(state, catalog)
                    .ok()
                    .and_then(|i| i.odds().ok());
                if let Some(odds) = odds {
                    let hits = draw(&odds.hits.probabilities(), numbers);
                    if let Ok(event) = attack.resolve(state, catalog, hits) {
                        let _ = timeline.play(event, catalog);
                    }
                }
            }
        }
    }
}

/// A count drawn with the chances `odds` (of 0, 1, 2, ...).
fn draw(odds: &[f64], numbers: &mut Numbers) -> u32 {
    let mut left = f64::from(numbers.below(1_000_000)) / 1_000_000.0;
    for (count, chance) in odds.iter().enumerate() {
        if left < *chance {
            return count as u32;
        }
        left -= chance;
    }
    odds.len().saturating_sub(1) as u32
}

/// Each player plays the first card of the hand as an Objective, then scores it or
/// fails it.
fn objectives(timeline: &mut Timeline, catalog: &Catalog, numbers: &mut Numbers) {
    for player in Player::BOTH {
        let Some(card) = timeline.state().players[player].hand.first().cloned() else {
            continue;
        };
        let played = Event::CardPlayed {
            player,
            card: card.clone(),
            used: CardUse::Objective,
        };
        if timeline.play(played, catalog).is_err() {
            continue;
        }
        let outcome = if numbers.below(3) == 0 {
            Event::ObjectiveFailed { player, card }
        } else {
            Event::ObjectiveScored { player, card }
        };
        let _ = timeline.play(outcome, catalog);
    }
}

/// The Recount: its steps, each KO model's recovery rolled, and the end of the round.
fn recount(timeline: &mut Timeline, catalog: &Catalog, numbers: &mut Numbers) {
    for _ in 0..5 {
        let _ = timeline.play(Event::PhaseAdvanced, catalog);
    }
    for player in Player::BOTH {
        for model in 0..timeline.state().players[player].models.len() {
            let m = &timeline.state().players[player].models[model];
            if m.awaiting_recovery {
                let endurance = m.endurance;
                let dice = vec![numbers.die(), numbers.die()];
                let passed = recovery_passes(&dice, endurance);
                let event = Event::RecoveryResolved {
                    player,
                    model,
                    passed,
                    dice,
                    endurance: Some(endurance),
                };
                let _ = timeline.play(event, catalog);
            }
        }
    }
    let _ = timeline.play(Event::PhaseAdvanced, catalog);
    if timeline.state().phase != Phase::Finished {
        let decks = timeline.state().players.clone().map(|p| p.deck);
        let _ = timeline.play(Event::RoundEnded { decks }, catalog);
    }
}
