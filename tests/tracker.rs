//! The match tracker's rules, one test per rule, and undo/redo over whole games.

mod support;

use gotham_companion::bmg::Catalog;
use gotham_companion::bmg::tracker::{
    Audacity, CardUse, Event, HAND_SIZE, Match, MatchRecord, Outcome, Phase, Player, RecountStep,
    Timeline,
};
use gotham_companion::storage;
use gotham_companion::words;
use std::sync::LazyLock;

static CATALOG: LazyLock<Catalog> = LazyLock::new(support::catalog);

use Player::{First, Second};

/// A match in play, with its record.
struct Game {
    timeline: Timeline,
}

impl Game {
    fn new(first: &str, second: &str) -> Game {
        let record = MatchRecord::new(support::unshuffled_setup(first, second));
        let timeline = Timeline::new(record, &CATALOG).unwrap();
        Game { timeline }
    }

    fn state(&self) -> &Match {
        self.timeline.state()
    }

    fn record(&self) -> &MatchRecord {
        self.timeline.record()
    }

    /// The log's last line, as the players read it.
    fn last_line(&self) -> String {
        words::tracker::entry(self.state().log.last().unwrap())
    }

    /// What the rules expect now, as the phase bar says it.
    fn what_now(&self) -> String {
        words::tracker::what_now(self.state())
    }

    /// Night Patrol (9 models) against the League of Shadows (6 models).
    fn uneven() -> Game {
        Game::new("night-patrol.json", "league-of-shadows.json")
    }

    fn play(&mut self, event: Event) {
        self.timeline
            .play(event.clone(), &CATALOG)
            .unwrap_or_else(|e| panic!("{event:?}: {}", words::tracker::refusal(&e)));
    }

    fn refused(&mut self, event: Event) -> String {
        let before = self.state().clone();
        let error = self
            .timeline
            .play(event.clone(), &CATALOG)
            .expect_err(&format!("{event:?} should be refused"));
        assert_eq!(*self.state(), before, "a refused event changes nothing");
        words::tracker::refusal(&error)
    }

    /// Deployment done, Ann wins the lead and takes the Initiative.
    fn reach_plan(&mut self) {
        self.play(Event::GameStarted);
        self.play(Event::LeadRolled {
            player: First,
            roll: 5,
        });
        self.play(Event::LeadRolled {
            player: Second,
            roll: 2,
        });
        self.play(Event::InitiativeChosen { player: First });
    }

    fn reach_execute(&mut self) {
        self.reach_plan();
        self.play(Event::PlanConfirmed);
    }

    /// Every waiting model activates in turn.
    fn activate_all(&mut self) {
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
                .expect("the player on turn has a model to activate");
            self.play(Event::ModelActivated { player, model });
        }
    }

    /// From the activations to the end of the round, failing every recovery roll.
    fn recount(&mut self) {
        self.play(Event::PhaseAdvanced); // to step 1
        for _ in 0..4 {
            self.play(Event::PhaseAdvanced); // steps 2..5
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
        self.play(Event::PhaseAdvanced); // step 6
        let decks = [
            self.state().players[0].deck.clone(),
            self.state().players[1].deck.clone(),
        ];
        self.play(Event::RoundEnded { decks });
    }
}

// --- Take the Lead ----------------------------------------------------------------

#[test]
fn the_higher_roll_wins_the_lead_and_chooses_the_initiative() {
    let mut game = Game::uneven();
    game.play(Event::GameStarted);
    game.play(Event::LeadRolled {
        player: First,
        roll: 2,
    });
    game.play(Event::LeadRolled {
        player: Second,
        roll: 4,
    });
    assert_eq!(game.state().lead_winner, Some(Second));
    // Bo won and hands the Initiative to Ann.
    game.play(Event::InitiativeChosen { player: First });
    assert_eq!(game.state().initiative, Some(First));
    assert_eq!(game.state().phase, Phase::RaiseThePlan);
    assert_eq!(
        game.last_line(),
        "Bo gives the Initiative to Ann. Raise the Plan."
    );
}

#[test]
fn the_winner_who_keeps_the_initiative_is_said_to_keep_it() {
    let mut game = Game::uneven();
    game.play(Event::GameStarted);
    game.play(Event::LeadRolled {
        player: First,
        roll: 5,
    });
    game.play(Event::LeadRolled {
        player: Second,
        roll: 1,
    });
    game.play(Event::InitiativeChosen { player: First });
    assert_eq!(
        game.last_line(),
        "Ann keeps the Initiative. Raise the Plan."
    );
    let said = words::within(words::Language::Spanish, || game.last_line());
    assert_eq!(said, "Ann se queda la Iniciativa. Trazar el plan.");
}

#[test]
fn a_tie_in_round_1_is_rolled_again() {
    let mut game = Game::uneven();
    game.play(Event::GameStarted);
    game.play(Event::LeadRolled {
        player: First,
        roll: 3,
    });
    game.play(Event::LeadRolled {
        player: Second,
        roll: 3,
    });
    assert_eq!(game.state().lead_winner, None);
    assert_eq!(game.state().players[0].lead_roll, None);
    assert!(
        game.refused(Event::InitiativeChosen { player: First })
            .contains("roll")
    );
    game.play(Event::LeadRolled {
        player: First,
        roll: 1,
    });
    game.play(Event::LeadRolled {
        player: Second,
        roll: 6,
    });
    assert_eq!(game.state().lead_winner, Some(Second));
}

#[test]
fn a_later_tie_goes_to_who_lost_the_last_roll() {
    let mut game = Game::uneven();
    game.reach_execute(); // Ann won round 1's roll: Bo lost it
    game.activate_all();
    game.recount();
    assert_eq!(game.state().round, 2);
    // Bo's 3 unused Pass markers make his 1 a 4: the totals tie.
    game.play(Event::LeadRolled {
        player: First,
        roll: 4,
    });
    game.play(Event::LeadRolled {
        player: Second,
        roll: 1,
    });
    assert_eq!(game.state().lead_winner, Some(Second));
}

#[test]
fn a_tie_in_round_1_says_it_is_rolled_again_because_no_earlier_roll_breaks_it() {
    let mut game = Game::uneven();
    game.play(Event::GameStarted);
    game.play(Event::LeadRolled {
        player: First,
        roll: 3,
    });
    game.play(Event::LeadRolled {
        player: Second,
        roll: 3,
    });
    let reason = "A tie at 3, and no earlier roll for the lead to break it: both roll again.";
    let line = &game.last_line();
    assert!(line.ends_with(reason), "{line}");
    assert!(game.what_now().starts_with(reason));
}

#[test]
fn a_later_tie_says_it_went_to_who_lost_the_last_roll() {
    // Crews of one size: no Pass marker adds to a roll.
    let mut game = Game::new("night-patrol.json", "night-patrol.json");
    game.reach_execute(); // Ann won round 1's roll: Bo lost it
    game.activate_all();
    game.recount();
    game.play(Event::LeadRolled {
        player: First,
        roll: 4,
    });
    game.play(Event::LeadRolled {
        player: Second,
        roll: 4,
    });
    let reason = "A tie at 4 goes to Bo, who lost the roll for the lead last round.";
    let line = &game.last_line();
    assert_eq!(line, &format!("Bo rolls 4 for the lead. {reason}"));
    assert_eq!(
        game.what_now(),
        format!("{reason} Bo chooses who has the Initiative.")
    );
}

#[test]
fn a_tie_made_by_pass_markers_is_explained_on_the_totals() {
    // The League keeps 3 Pass markers: its 1 ties Night Patrol's 4.
    let mut game = Game::uneven();
    game.reach_execute();
    game.activate_all();
    game.recount();
    game.play(Event::LeadRolled {
        player: First,
        roll: 4,
    });
    game.play(Event::LeadRolled {
        player: Second,
        roll: 1,
    });
    assert_eq!(game.state().lead_winner, Some(Second));
    let line = &game.last_line();
    assert!(
        line.ends_with("(+3 for unused Passes). A tie at 4 goes to Bo, who lost the roll for the lead last round."),
        "{line}"
    );
}

#[test]
fn a_won_roll_names_both_totals() {
    let mut game = Game::uneven();
    game.play(Event::GameStarted);
    game.play(Event::LeadRolled {
        player: First,
        roll: 5,
    });
    game.play(Event::LeadRolled {
        player: Second,
        roll: 2,
    });
    assert!(game.last_line().ends_with("Ann wins the lead (5 to 2)."));
    assert_eq!(
        game.what_now(),
        "Ann won the roll, 5 to 2: choose who has the Initiative."
    );
}

#[test]
fn unused_pass_markers_add_to_the_next_lead_roll() {
    // The League (6 models) gets 3 Pass markers against Night Patrol (9) and keeps them.
    let mut game = Game::uneven();
    game.reach_execute();
    assert_eq!(game.state().players[1].passes, 3);
    game.activate_all();
    game.recount();
    assert_eq!(game.state().players[1].lead_bonus, 3);
    game.play(Event::LeadRolled {
        player: First,
        roll: 5,
    });
    game.play(Event::LeadRolled {
        player: Second,
        roll: 3,
    });
    assert_eq!(game.state().players[1].lead_total(), Some(6));
    assert_eq!(game.state().lead_winner, Some(Second));
}

#[test]
fn a_die_shows_1_to_6() {
    let mut game = Game::uneven();
    game.play(Event::GameStarted);
    assert!(
        game.refused(Event::LeadRolled {
            player: First,
            roll: 7
        })
        .contains("1 to 6")
    );
    // A third player cannot be named in the app; a saved match naming one is refused
    // as it is read.
    game.play(Event::LeadRolled {
        player: First,
        roll: 3,
    });
    let text = storage::match_to_json(game.record()).replacen("\"player\": 0", "\"player\": 2", 1);
    let error = storage::parse_match(&text, "third.json")
        .unwrap_err()
        .to_string();
    assert!(error.contains("no player 2"), "{error}");
}

// --- Raise the Plan -------------------------------------------------------------------

#[test]
fn four_audacity_markers_at_most_and_only_on_models_able_to_activate() {
    let mut game = Game::uneven();
    game.reach_plan();
    for model in 0..4 {
        game.play(Event::AudacitySet {
            player: First,
            model,
            placed: true,
        });
    }
    assert!(
        game.refused(Event::AudacitySet {
            player: First,
            model: 4,
            placed: true
        })
        .contains("4 Audacity")
    );
    game.play(Event::AudacitySet {
        player: First,
        model: 3,
        placed: false,
    });
    game.play(Event::AudacitySet {
        player: First,
        model: 4,
        placed: true,
    });
    assert_eq!(game.state().players[0].audacity_placed(), 4);
    // A KO model takes none.
    game.play(Event::MarkersChanged {
        player: Second,
        model: 0,
        stun: 20,
        injury: 0,
    });
    assert!(game.state().players[1].models[0].knocked_out);
    assert!(
        game.refused(Event::AudacitySet {
            player: Second,
            model: 0,
            placed: true
        })
        .contains("cannot activate")
    );
}

#[test]
fn an_audacity_marker_flips_when_its_model_activates() {
    let mut game = Game::uneven();
    game.reach_plan();
    game.play(Event::AudacitySet {
        player: First,
        model: 0,
        placed: true,
    });
    game.play(Event::PlanConfirmed);
    game.play(Event::ModelActivated {
        player: First,
        model: 0,
    });
    assert_eq!(game.state().players[0].models[0].audacity, Audacity::Used);
}

// --- Execute the Plan ----------------------------------------------------------------

#[test]
fn activations_alternate_from_the_initiative() {
    let mut game = Game::uneven();
    game.reach_execute();
    assert_eq!(game.state().turn, First);
    assert!(
        game.refused(Event::ModelActivated {
            player: Second,
            model: 0
        })
        .contains("turn")
    );
    game.play(Event::ModelActivated {
        player: First,
        model: 0,
    });
    assert_eq!(game.state().turn, Second);
    assert!(
        game.refused(Event::ModelActivated {
            player: Second,
            model: 9
        })
        .contains("no model number 10")
    );
    game.play(Event::ModelActivated {
        player: Second,
        model: 0,
    });
    assert!(
        game.refused(Event::ModelActivated {
            player: First,
            model: 0
        })
        .contains("cannot activate")
    );
}

#[test]
fn the_smaller_crew_gets_the_difference_in_pass_markers() {
    let mut game = Game::uneven();
    game.reach_plan();
    // A KO model does not count: Night Patrol has 8 able models to the League's 6.
    game.play(Event::MarkersChanged {
        player: First,
        model: 8,
        stun: 20,
        injury: 0,
    });
    game.play(Event::PlanConfirmed);
    assert_eq!(game.state().players[1].passes, 2);
    assert_eq!(game.state().players[0].passes, 0);
}

#[test]
fn passing_hands_the_turn_over_and_spends_a_marker() {
    let mut game = Game::uneven();
    game.reach_execute();
    game.play(Event::ModelActivated {
        player: First,
        model: 0,
    });
    game.play(Event::Passed { player: Second });
    assert_eq!(game.state().players[1].passes, 2);
    assert_eq!(game.state().turn, First);
    assert!(
        game.refused(Event::Passed { player: First })
            .contains("no Pass marker")
    );
}

#[test]
fn a_model_falling_before_it_activates_gives_its_owner_a_pass() {
    let mut game = Game::uneven();
    game.reach_execute();
    game.play(Event::ModelActivated {
        player: First,
        model: 0,
    });
    // Night Patrol's model 1 has not activated: KO gives Ann a Pass.
    game.play(Event::MarkersChanged {
        player: First,
        model: 1,
        stun: 20,
        injury: 0,
    });
    assert_eq!(game.state().players[0].passes, 1);
    // Model 0 has activated: its KO gives nothing.
    game.play(Event::MarkersChanged {
        player: First,
        model: 0,
        stun: 20,
        injury: 0,
    });
    assert_eq!(game.state().players[0].passes, 1);
    // A Casualty before activating counts too.
    game.play(Event::MarkersChanged {
        player: First,
        model: 2,
        stun: 0,
        injury: 20,
    });
    assert_eq!(game.state().players[0].passes, 2);
}

#[test]
fn when_one_side_has_activated_everything_the_other_goes_on() {
    let mut game = Game::uneven();
    game.reach_execute();
    game.activate_all();
    assert!(!game.state().players[1].has_activations_left());
    assert!(!game.state().players[0].has_activations_left());
    assert!(game.what_now().contains("Recount"));
}

// --- Damage, KO, Effort ----------------------------------------------------------------

#[test]
fn damage_is_capped_and_ko_and_casualty_follow() {
    let mut game = Game::uneven();
    game.reach_execute();
    let batman = &game.state().players[0].models[0];
    let (willpower, endurance) = (batman.willpower, batman.endurance);
    game.play(Event::MarkersChanged {
        player: First,
        model: 0,
        stun: 50,
        injury: 0,
    });
    let batman = &game.state().players[0].models[0];
    assert_eq!(batman.stun, willpower);
    assert!(batman.knocked_out);
    game.play(Event::MarkersChanged {
        player: First,
        model: 0,
        stun: 0,
        injury: 50,
    });
    let batman = &game.state().players[0].models[0];
    assert_eq!(batman.injury, endurance);
    assert!(batman.casualty && !batman.knocked_out);
    assert!(
        game.refused(Event::MarkersChanged {
            player: First,
            model: 0,
            stun: 1,
            injury: 0
        })
        .contains("Casualty")
    );
}

#[test]
fn healing_a_ko_model_below_willpower_recovers_it_without_an_activation() {
    let mut game = Game::uneven();
    game.reach_execute();
    game.play(Event::MarkersChanged {
        player: First,
        model: 1,
        stun: 20,
        injury: 0,
    });
    game.play(Event::MarkersChanged {
        player: First,
        model: 1,
        stun: -2,
        injury: 0,
    });
    let model = &game.state().players[0].models[1];
    assert!(!model.knocked_out && model.knocked_down && model.activated);
}

#[test]
fn effort_stays_within_the_effort_limit_and_below_willpower() {
    let mut game = Game::uneven();
    game.reach_execute();
    // Batman (Bushi): Willpower 8.
    assert_eq!(game.state().players[0].models[0].effort_available(), 3);
    assert!(
        game.refused(Event::EffortMade {
            player: First,
            model: 0,
            markers: 4
        })
        .contains("at most 3")
    );
    game.play(Event::EffortMade {
        player: First,
        model: 0,
        markers: 3,
    });
    assert_eq!(game.state().players[0].models[0].stun, 3);
    // Three Injury lower the Effort Limit to 2.
    game.play(Event::MarkersChanged {
        player: First,
        model: 0,
        stun: 0,
        injury: 3,
    });
    assert_eq!(game.state().players[0].models[0].effort_limit(), 2);
    game.play(Event::EffortMade {
        player: First,
        model: 0,
        markers: 2,
    });
    // Stun 5 of Willpower 8: two more at most, so Stun stays below 8.
    assert_eq!(game.state().players[0].models[0].effort_available(), 2);
    game.play(Event::EffortMade {
        player: First,
        model: 0,
        markers: 2,
    });
    assert_eq!(game.state().players[0].models[0].stun, 7);
    assert!(
        !game.state().players[0].models[0].knocked_out,
        "Effort never knocks out"
    );
    assert!(
        game.refused(Event::EffortMade {
            player: First,
            model: 0,
            markers: 1
        })
        .contains("at most 0")
    );
}

#[test]
fn an_attack_puts_both_sides_effort_on_before_its_damage() {
    let mut game = Game::uneven();
    game.reach_execute();
    game.play(Event::AttackResolved {
        player: First,
        model: 0,
        weapon: None,
        target: 0,
        hits: 1,
        stun: 1,
        injury: 0,
        attacker_effort: 2,
        defender_effort: 1,
        pools: None,
    });
    assert_eq!(game.state().players[0].models[0].stun, 2);
    assert_eq!(game.state().players[1].models[0].stun, 2);
    // Effort past the limit refuses the whole attack.
    let refused = game.refused(Event::AttackResolved {
        player: First,
        model: 0,
        weapon: None,
        target: 1,
        hits: 1,
        stun: 1,
        injury: 0,
        attacker_effort: 4,
        defender_effort: 0,
        pools: None,
    });
    assert!(refused.contains("Effort"), "{refused}");
}

#[test]
fn an_attack_from_the_helper_uses_ammunition_and_applies_damage() {
    let mut game = Game::new("the-iceberg-lounge.json", "night-patrol.json");
    game.reach_execute();
    // The Penguin (Crime Lord Rising): weapon 0 is an SMG with 2 magazines.
    assert_eq!(game.state().players[0].models[0].ammo[0], Some(2));
    game.play(Event::AttackResolved {
        player: First,
        model: 0,
        weapon: Some(0),
        target: 3,
        hits: 2,
        stun: 0,
        injury: 4,
        attacker_effort: 0,
        defender_effort: 0,
        pools: None,
    });
    assert_eq!(game.state().players[0].models[0].ammo[0], Some(1));
    let target = &game.state().players[1].models[3];
    assert_eq!(target.injury, 4.min(target.endurance));
    game.play(Event::AttackResolved {
        player: First,
        model: 0,
        weapon: Some(0),
        target: 4,
        hits: 1,
        stun: 0,
        injury: 2,
        attacker_effort: 0,
        defender_effort: 0,
        pools: None,
    });
    assert!(
        game.refused(Event::AttackResolved {
            player: First,
            model: 0,
            weapon: Some(0),
            target: 5,
            hits: 1,
            stun: 0,
            injury: 2,
            attacker_effort: 0,
            defender_effort: 0,
            pools: None,
        })
        .contains("ammunition")
    );
}

// --- The Recount -------------------------------------------------------------------

#[test]
fn the_recount_goes_step_by_step_and_recovers_models() {
    let mut game = Game::uneven();
    game.reach_execute();
    game.play(Event::MarkersChanged {
        player: First,
        model: 0,
        stun: 2,
        injury: 0,
    });
    game.play(Event::MarkersChanged {
        player: First,
        model: 1,
        stun: 20,
        injury: 0,
    });
    game.activate_all();
    game.play(Event::PhaseAdvanced);
    assert_eq!(game.state().phase, Phase::Recount(RecountStep::Traits));
    for expected in [
        RecountStep::SpentResources,
        RecountStep::ScoreObjectives,
        RecountStep::StatusRolls,
        RecountStep::Recovery,
    ] {
        game.play(Event::PhaseAdvanced);
        assert_eq!(game.state().phase, Phase::Recount(expected));
    }
    // Not KO: one Stun less. KO: waits for its roll.
    assert_eq!(game.state().players[0].models[0].stun, 1);
    assert!(game.state().players[0].models[1].awaiting_recovery);
    assert!(game.refused(Event::PhaseAdvanced).contains("recovery"));
    // Dice that fail are refused as a pass; the 2 lowest of [6, 5] exceed Endurance 5.
    let endurance = game.state().players[0].models[1].endurance;
    let failing = vec![6, 6];
    assert!(endurance < 12);
    assert!(
        game.refused(Event::RecoveryResolved {
            player: First,
            model: 1,
            passed: true,
            dice: failing,
            endurance: None,
        })
        .contains("do not give")
    );
    game.play(Event::RecoveryResolved {
        player: First,
        model: 1,
        passed: true,
        dice: vec![1, 1],
        endurance: None,
    });
    let model = &game.state().players[0].models[1];
    assert!(!model.knocked_out && model.knocked_down);
    assert_eq!(model.stun, model.willpower - 1);
    // The roll is told with its dice, as they fell.
    let told = &game.last_line();
    assert!(
        told.contains(&format!(
            "rolls 1, 1 (1 + 1 against Endurance {endurance}): recovers"
        )),
        "{told}"
    );
    game.play(Event::PhaseAdvanced);
    assert_eq!(game.state().phase, Phase::Recount(RecountStep::EndOfRound));
}

#[test]
fn resources_are_spent_and_refilled_each_round() {
    let mut game = Game::uneven();
    game.reach_execute();
    let card = game.state().players[0].hand[0].clone();
    assert!(
        game.refused(Event::CardPlayed {
            player: First,
            card: card.clone(),
            used: CardUse::Resource { cost: 4 }
        })
        .contains("costs 4")
    );
    game.play(Event::CardPlayed {
        player: First,
        card: card.clone(),
        used: CardUse::Resource { cost: 2 },
    });
    assert_eq!(game.state().players[0].resources, 1);
    assert_eq!(game.state().players[0].spent, vec![card.clone()]);
    game.activate_all();
    game.play(Event::PhaseAdvanced);
    game.play(Event::PhaseAdvanced);
    game.play(Event::PhaseAdvanced); // step 3: step 2 discarded the spent card
    assert!(game.state().players[0].spent.is_empty());
    assert_eq!(game.state().players[0].deck.last(), Some(&card));
    game.recount_rest();
    assert_eq!(game.state().players[0].resources, 3);
}

impl Game {
    /// One round from Take the Lead to its end, Ann taking the Initiative.
    fn reach_round_end(&mut self) {
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
        self.activate_all();
        self.recount();
    }

    /// From Recount step 3 to the next round.
    fn recount_rest(&mut self) {
        self.play(Event::PhaseAdvanced);
        self.play(Event::PhaseAdvanced);
        self.play(Event::PhaseAdvanced);
        let decks = [
            self.state().players[0].deck.clone(),
            self.state().players[1].deck.clone(),
        ];
        self.play(Event::RoundEnded { decks });
    }
}

#[test]
fn the_hand_holds_four_and_is_refilled_when_a_card_leaves() {
    let mut game = Game::uneven();
    assert_eq!(game.state().players[0].hand.len(), HAND_SIZE);
    let deck_before = game.state().players[0].deck.len();
    let card = game.state().players[0].hand[0].clone();
    let top = game.state().players[0].deck[0].clone();
    // The first hand may be redrawn once.
    game.play(Event::HandRedrawn {
        player: First,
        cards: vec![card.clone()],
    });
    assert_eq!(game.state().players[0].hand.len(), HAND_SIZE);
    assert!(game.state().players[0].hand.contains(&top));
    assert_eq!(game.state().players[0].deck.last(), Some(&card));
    assert_eq!(game.state().players[0].deck.len(), deck_before);
    assert!(
        game.refused(Event::HandRedrawn {
            player: First,
            cards: vec![]
        })
        .contains("once")
    );
    game.reach_execute();
    let card = game.state().players[0].hand[1].clone();
    game.play(Event::CardPlayed {
        player: First,
        card: card.clone(),
        used: CardUse::Objective,
    });
    assert_eq!(game.state().players[0].hand.len(), HAND_SIZE);
    assert_eq!(game.state().players[0].objectives, vec![card.clone()]);
    // Scored: its VP count.
    game.play(Event::ObjectiveScored {
        player: First,
        card: card.clone(),
    });
    let vp = CATALOG.card(&card).unwrap().victory_points as i32;
    assert_eq!(game.state().players[0].victory_points(), vp);
    assert!(
        game.refused(Event::CardPlayed {
            player: First,
            card: "no-such-card".into(),
            used: CardUse::Discard
        })
        .contains("hand")
    );
}

#[test]
fn one_discard_at_the_end_of_the_round_then_shuffle_and_draw_to_four() {
    let mut game = Game::uneven();
    game.reach_execute();
    game.activate_all();
    for _ in 0..6 {
        game.play(Event::PhaseAdvanced);
    }
    assert_eq!(game.state().phase, Phase::Recount(RecountStep::EndOfRound));
    let first = game.state().players[0].hand[0].clone();
    let second = game.state().players[0].hand[1].clone();
    game.play(Event::CardPlayed {
        player: First,
        card: first,
        used: CardUse::Discard,
    });
    assert_eq!(
        game.state().players[0].hand.len(),
        3,
        "no draw until the shuffle"
    );
    assert!(
        game.refused(Event::CardPlayed {
            player: First,
            card: second,
            used: CardUse::Discard
        })
        .contains("one card")
    );
    // The shuffle must hold the deck's own cards.
    let mut wrong = game.state().players[0].deck.clone();
    wrong.pop();
    let right = game.state().players[1].deck.clone();
    assert!(
        game.refused(Event::RoundEnded {
            decks: [wrong, right.clone()]
        })
        .contains("not the deck")
    );
    let mut shuffled = game.state().players[0].deck.clone();
    shuffled.reverse();
    game.play(Event::RoundEnded {
        decks: [shuffled.clone(), right],
    });
    assert_eq!(game.state().players[0].hand.len(), HAND_SIZE);
    assert_eq!(game.state().players[0].hand[3], shuffled[0]);
}

// --- The end ---------------------------------------------------------------------------

#[test]
fn the_game_ends_after_round_4_with_the_higher_vp_winning() {
    let mut game = Game::uneven();
    game.play(Event::GameStarted);
    for round in 1..=4 {
        assert_eq!(game.state().round, round);
        game.play(Event::LeadRolled {
            player: First,
            roll: 6,
        });
        game.play(Event::LeadRolled {
            player: Second,
            roll: 1,
        });
        game.play(Event::InitiativeChosen { player: Second });
        game.play(Event::PlanConfirmed);
        game.activate_all();
        game.recount();
    }
    assert_eq!(game.state().phase, Phase::Finished);
    assert_eq!(game.state().outcome, Some(Outcome::Draw));
    game.play(Event::VictoryPointsAdjusted {
        player: Second,
        delta: 2,
    });
    assert!(game.refused(Event::GameStarted).contains("over"));
}

#[test]
fn the_game_ends_early_when_a_crew_has_no_model_left_to_activate() {
    let mut game = Game::uneven();
    game.reach_execute();
    game.play(Event::VictoryPointsAdjusted {
        player: First,
        delta: 3,
    });
    for model in 0..6 {
        game.play(Event::MarkersChanged {
            player: Second,
            model,
            stun: 0,
            injury: 30,
        });
    }
    game.activate_all();
    game.recount();
    assert_eq!(game.state().phase, Phase::Finished);
    assert_eq!(game.state().outcome, Some(Outcome::Winner(First)));
    assert_eq!(game.state().round, 1);
}

#[test]
fn vp_adjusted_by_hand_after_the_end_decide_the_winner() {
    let mut game = Game::uneven();
    game.play(Event::GameStarted);
    for _ in 1..=4 {
        game.reach_round_end();
    }
    assert_eq!(game.state().phase, Phase::Finished);
    assert_eq!(game.state().outcome, Some(Outcome::Draw), "0 VP to 0 VP");
    // A miscount found at the end: Bo scored 2 VP more.
    game.play(Event::VictoryPointsAdjusted {
        player: Second,
        delta: 2,
    });
    assert_eq!(game.state().outcome, Some(Outcome::Winner(Second)));
    assert_eq!(game.what_now(), "Bo wins.");
    assert_eq!(
        game.state()
            .log
            .last()
            .map(words::tracker::entry)
            .as_deref(),
        Some("Bo +2 VP by hand (2 VP). Bo wins.")
    );
    // Ann's own miscount evens it again.
    game.play(Event::VictoryPointsAdjusted {
        player: First,
        delta: 2,
    });
    assert_eq!(game.state().outcome, Some(Outcome::Draw));
    // Undo and redo replay the adjustments, and the winner follows.
    game.timeline.undo(&CATALOG).unwrap().unwrap();
    assert_eq!(game.state().outcome, Some(Outcome::Winner(Second)));
    game.timeline.undo(&CATALOG).unwrap().unwrap();
    assert_eq!(game.state().outcome, Some(Outcome::Draw));
    game.timeline.redo(&CATALOG).unwrap().unwrap();
    assert_eq!(game.state().outcome, Some(Outcome::Winner(Second)));
    let replayed = Timeline::new(game.record().clone(), &CATALOG).unwrap();
    assert_eq!(replayed.state(), game.state());
}

// --- Undo, redo, replay ------------------------------------------------------------------

/// A whole game: four rounds with damage, Effort, cards, passes and recoveries.
fn scripted_game() -> Game {
    let mut game = Game::uneven();
    let card = game.state().players[1].hand[0].clone();
    game.play(Event::HandRedrawn {
        player: Second,
        cards: vec![card],
    });
    game.play(Event::GameStarted);
    for round in 1..=4u32 {
        game.play(Event::LeadRolled {
            player: First,
            roll: 1 + round % 6,
        });
        game.play(Event::LeadRolled {
            player: Second,
            roll: 6 - round % 5,
        });
        let winner = game.state().lead_winner.unwrap();
        game.play(Event::InitiativeChosen { player: winner });
        game.play(Event::AudacitySet {
            player: First,
            model: 0,
            placed: true,
        });
        game.play(Event::PlanConfirmed);
        let turn = game.state().turn;
        if let Some(model) = game.state().players[turn]
            .models
            .iter()
            .position(|m| m.waits_to_activate())
        {
            game.play(Event::AttackResolved {
                player: turn,
                model,
                weapon: None,
                target: round as usize,
                hits: 2,
                stun: 2,
                injury: 0,
                attacker_effort: 1,
                defender_effort: 1,
                pools: None,
            });
        }
        let card = game.state().players[0].hand[0].clone();
        game.play(Event::CardPlayed {
            player: First,
            card: card.clone(),
            used: CardUse::Objective,
        });
        game.play(Event::ObjectiveScored {
            player: First,
            card,
        });
        game.activate_all();
        game.recount();
    }
    game
}

#[test]
fn undo_and_redo_reach_back_to_the_start_of_a_whole_game() {
    let mut game = scripted_game();
    assert_eq!(game.state().phase, Phase::Finished);
    let end = game.state().clone();
    let count = game.record().events.len();
    assert!(count > 100, "{count} events");
    // Undo everything.
    while let Some(undone) = game.timeline.undo(&CATALOG) {
        undone.unwrap();
    }
    assert!(game.record().events.is_empty());
    assert_eq!(
        *game.state(),
        Match::start(&game.record().setup, &CATALOG).unwrap()
    );
    // Redo everything.
    while let Some(result) = game.timeline.redo(&CATALOG) {
        result.unwrap();
    }
    assert_eq!(game.record().events.len(), count);
    assert_eq!(*game.state(), end);
    // A new event after an undo clears the redo list.
    game.timeline.undo(&CATALOG).unwrap().unwrap();
    game.play(Event::VictoryPointsAdjusted {
        player: First,
        delta: 1,
    });
    assert!(game.record().undone.is_empty());
}

/// Markers on and off the first player's models and VP adjustments, `count` events
/// after the plan: far past several undo checkpoints.
fn long_game(count: usize) -> (Game, Vec<Match>) {
    let mut game = Game::uneven();
    game.reach_execute();
    let models = game.state().players[0].models.len();
    let mut states = vec![game.state().clone()];
    for n in 0..count {
        let event = match n % 3 {
            0 => Event::MarkersChanged {
                player: First,
                model: (n / 3) % models,
                stun: 1,
                injury: 0,
            },
            1 => Event::MarkersChanged {
                player: First,
                model: (n / 3) % models,
                stun: -1,
                injury: 0,
            },
            _ => Event::VictoryPointsAdjusted {
                player: Second,
                delta: if n % 2 == 0 { 1 } else { -1 },
            },
        };
        game.play(event);
        states.push(game.state().clone());
    }
    (game, states)
}

#[test]
fn undo_through_checkpoints_gives_back_every_state_the_match_passed() {
    let (mut game, mut states) = long_game(700);
    states.pop();
    while let Some(before) = states.pop() {
        game.timeline.undo(&CATALOG).unwrap().unwrap();
        assert_eq!(
            *game.state(),
            before,
            "after undo to {} events",
            states.len()
        );
        if states.len() % 97 == 0 {
            // A full replay of what is left agrees with the checkpointed undo.
            let replayed = Timeline::new(game.record().clone(), &CATALOG).unwrap();
            assert_eq!(replayed.state(), game.state());
        }
    }
}

#[test]
fn redo_after_undo_through_checkpoints_reaches_the_same_end() {
    let (mut game, states) = long_game(400);
    for _ in 0..300 {
        game.timeline.undo(&CATALOG).unwrap().unwrap();
    }
    // New events after the undo: the checkpoints past this point are gone, and a
    // later undo must not use them.
    game.play(Event::VictoryPointsAdjusted {
        player: First,
        delta: 2,
    });
    game.timeline.undo(&CATALOG).unwrap().unwrap();
    assert_eq!(*game.state(), states[states.len() - 301]);
    // Only the new event can be redone: it cleared the 300 undone before it.
    let before = game.state().players[0].victory_points();
    assert_eq!(game.timeline.redo(&CATALOG), Some(Ok(())));
    assert_eq!(game.state().players[0].victory_points(), before + 2);
    assert_eq!(game.timeline.redo(&CATALOG), None);
}

#[test]
fn a_refused_event_leaves_the_log_of_a_long_match_whole() {
    let (mut game, _) = long_game(300);
    let lines = game.state().log.len();
    game.refused(Event::ModelActivated {
        player: First,
        model: 99,
    });
    assert_eq!(game.state().log.len(), lines);
}

#[test]
fn a_saved_match_replays_to_the_same_state() {
    let game = scripted_game();
    let json = storage::match_to_json(game.record());
    let record = storage::parse_match(&json, "match.json").unwrap();
    assert_eq!(&record, game.record());
    assert_eq!(
        Timeline::new(record, &CATALOG).unwrap().state(),
        game.state()
    );
}

#[test]
fn a_match_with_an_unknown_model_cannot_start() {
    let mut setup = support::unshuffled_setup("night-patrol.json", "league-of-shadows.json");
    setup.players[1].crew.members[0].model = "retired-model".into();
    let error = Match::start(&setup, &CATALOG).unwrap_err();
    let error = words::tracker::refusal(&error);
    assert!(error.contains("retired-model"), "{error}");
}

mod attack_helper {
    use super::*;
    use gotham_companion::bmg::tracker::attack::{Attack, Input};

    fn attack(player: Player, attacker: usize, weapon: Option<usize>, target: usize) -> Attack {
        Attack::new(player, attacker, weapon, target)
    }

    #[test]
    fn the_helper_fills_in_the_targets_current_state() {
        let mut game = Game::uneven();
        game.reach_execute();
        game.play(Event::MarkersChanged {
            player: Second,
            model: 0,
            stun: 3,
            injury: 2,
        });
        // Batman (Bushi) with his Katana on Ra's al Ghul.
        let input = attack(First, 0, Some(0), 0)
            .input(game.state(), &CATALOG)
            .unwrap();
        let Input::Melee(melee) = input else {
            panic!("a Katana is a melee weapon");
        };
        assert_eq!((melee.attacks, melee.strength), (5, 3));
        assert_eq!((melee.target.stun, melee.target.injury), (3, 2));
        assert_eq!(melee.target.willpower, Some(8));
        assert_eq!(melee.damage.injury, 2);
    }

    #[test]
    fn a_weapon_with_a_rate_of_fire_makes_a_ranged_attack() {
        let mut game = Game::new("the-iceberg-lounge.json", "night-patrol.json");
        game.reach_execute();
        // The Penguin's SMG (RoF 4).
        let input = attack(First, 0, Some(0), 0)
            .input(game.state(), &CATALOG)
            .unwrap();
        assert!(matches!(input, Input::Ranged(r) if r.rate_of_fire == 4));
        let odds = input.odds().unwrap();
        assert_eq!(odds.defense_dice, 0);
    }

    #[test]
    fn hits_on_a_ko_target_take_one_more_injury_each() {
        let mut game = Game::uneven();
        game.reach_execute();
        game.play(Event::MarkersChanged {
            player: Second,
            model: 0,
            stun: 20,
            injury: 0,
        });
        let event = attack(First, 0, Some(0), 0)
            .resolve(game.state(), &CATALOG, 2)
            .unwrap();
        assert!(
            matches!(
                event,
                Event::AttackResolved {
                    stun: 0,
                    injury: 6,
                    hits: 2,
                    ..
                }
            ),
            "{event:?}"
        );
        // Unarmed: 1 Stun a hit.
        let event = attack(First, 0, None, 1)
            .resolve(game.state(), &CATALOG, 3)
            .unwrap();
        assert!(
            matches!(
                event,
                Event::AttackResolved {
                    stun: 3,
                    injury: 0,
                    ..
                }
            ),
            "{event:?}"
        );
    }
}

// --- Time called (issue 22) ----------------------------------------------------------

#[test]
fn time_called_ends_the_game_after_the_round_being_played() {
    let mut game = Game::uneven();
    game.play(Event::GameStarted);
    game.play(Event::VictoryPointsAdjusted {
        player: Second,
        delta: 6,
    });
    game.reach_round_end();
    assert_eq!(game.state().round, 2);
    // Called during round 2: round 2 is played to its end, and the game ends there.
    game.play(Event::TimeCalled);
    assert!(game.refused(Event::TimeCalled).contains("called already"));
    assert!(game.last_line().contains("ends after round 2"));
    game.reach_round_end();
    assert_eq!(game.state().phase, Phase::Finished);
    assert_eq!(game.state().round, 2);
    assert_eq!(game.state().outcome, Some(Outcome::Winner(Second)));
    assert!(game.last_line().contains("time was called"));
    // The record replays to the same end.
    let text = storage::match_to_json(game.record());
    assert!(text.contains("\"time-called\""), "{text}");
    let again = Timeline::new(storage::parse_match(&text, "m").unwrap(), &CATALOG).unwrap();
    assert_eq!(again.state(), game.state());
}
