//! Why the rules refuse an event of the live match, as one line.

use super::{phase, signed};
use crate::bmg::ids::shorten;
use crate::bmg::tracker::attack::MAX_HITS;
use crate::bmg::tracker::{
    AUDACITY_MARKERS, Doing, MAX_MAGAZINES, MAX_RESOURCES, MAX_VICTORY_POINTS, Pile, Refusal,
};
use crate::words::numbers::integer;
use crate::words::tr;

/// Why an event is refused, as one line.
pub fn refusal(why: &Refusal) -> String {
    match why {
        Refusal::UnknownMember { player, model } => tr!(
            "tracker-refusal-unknown-member",
            player = player,
            model = shorten(model)
        ),
        Refusal::Players => tr!("tracker-refusal-players"),
        Refusal::WrongPhase {
            doing: what,
            belongs,
            now,
        } => tr!(
            "tracker-refusal-wrong-phase",
            doing = doing(*what),
            belongs = phase(*belongs),
            now = phase(*now)
        ),
        Refusal::GameOver => tr!("tracker-refusal-game-over"),
        // Numbered from 1 for players; widened so the largest position a file can name
        // still has a number after it.
        Refusal::NoModel { player, position } => tr!(
            "tracker-refusal-no-model",
            player = player,
            number = (u128::from(*position as u64) + 1).to_string()
        ),
        Refusal::NotInPile { card, pile: at } => tr!(
            "tracker-refusal-not-in-pile",
            card = shorten(card),
            pile = pile(at)
        ),
        Refusal::RedrewAlready(player) => tr!("tracker-refusal-redrew-already", player = player),
        Refusal::DieFace(roll) => tr!("tracker-refusal-die-face", roll = roll.to_string()),
        Refusal::LeadDecided => tr!("tracker-refusal-lead-decided"),
        Refusal::RolledAlready(player) => tr!("tracker-refusal-rolled-already", player = player),
        Refusal::LeadUndecided => tr!("tracker-refusal-lead-undecided"),
        Refusal::AudacityWhenOut(model) => tr!("tracker-refusal-audacity-when-out", model = model),
        Refusal::AudacityAlready(model) => tr!("tracker-refusal-audacity-already", model = model),
        Refusal::AudacityUsedUp => {
            tr!(
                "tracker-refusal-audacity-used-up",
                markers = AUDACITY_MARKERS
            )
        }
        Refusal::NoAudacity(model) => tr!("tracker-refusal-no-audacity", model = model),
        Refusal::TurnToActivate(player) => {
            tr!("tracker-refusal-turn-to-activate", player = player)
        }
        Refusal::CannotActivate(model) => tr!("tracker-refusal-cannot-activate", model = model),
        Refusal::TurnOf(player) => tr!("tracker-refusal-turn-of", player = player),
        Refusal::NoPassMarker(player) => tr!("tracker-refusal-no-pass-marker", player = player),
        Refusal::NoneToPassTo(player) => tr!("tracker-refusal-none-to-pass-to", player = player),
        Refusal::CannotKnockDown(model) => {
            tr!("tracker-refusal-cannot-knock-down", model = model)
        }
        Refusal::NoAmmunition(model) => tr!("tracker-refusal-no-ammunition", model = model),
        Refusal::NoMagazineLeft(model) => tr!("tracker-refusal-no-magazine-left", model = model),
        Refusal::OutOfAmmunition(model) => {
            tr!("tracker-refusal-out-of-ammunition", model = model)
        }
        Refusal::Casualty(model) => tr!("tracker-refusal-casualty", model = model),
        Refusal::NoAttacker => tr!("tracker-refusal-no-attacker"),
        Refusal::NoTarget => tr!("tracker-refusal-no-target"),
        Refusal::NotInCatalog(model) => {
            tr!("tracker-refusal-not-in-catalog", model = shorten(model))
        }
        Refusal::OneDiscard(player) => tr!("tracker-refusal-one-discard", player = player),
        Refusal::UnknownCard(card) => tr!("tracker-refusal-unknown-card", card = shorten(card)),
        Refusal::AwaitingRecovery(models) => {
            tr!(
                "tracker-refusal-awaiting-recovery",
                models = models.join(", ")
            )
        }
        Refusal::EndWithShuffle => tr!("tracker-refusal-end-with-shuffle"),
        Refusal::DoesNotAdvance(now) => {
            tr!("tracker-refusal-does-not-advance", phase = phase(*now))
        }
        Refusal::NoRecoveryRoll(model) => tr!("tracker-refusal-no-recovery-roll", model = model),
        Refusal::RecoveryDice(dice) => {
            tr!("tracker-refusal-recovery-dice", dice = dice.to_string())
        }
        Refusal::DiceDisagree => tr!("tracker-refusal-dice-disagree"),
        Refusal::TimeCalledAlready => tr!("tracker-refusal-time-called-already"),
        Refusal::DeckChanged(player) => tr!("tracker-refusal-deck-changed", player = player),
        Refusal::Unreplayable { event, refusal: to } => tr!(
            "tracker-refusal-unreplayable",
            event = event.to_string(),
            refusal = refusal(to)
        ),
        Refusal::LostStart => tr!("tracker-refusal-lost-start"),
        Refusal::Effort { .. }
        | Refusal::Magazines { .. }
        | Refusal::Hits(_)
        | Refusal::ResourcesShort { .. }
        | Refusal::Resources { .. }
        | Refusal::Cost { .. }
        | Refusal::ObjectiveVictoryPoints { .. }
        | Refusal::VictoryPointsByHand { .. } => out_of_range(why),
    }
}

/// A refusal of a number out of its range, or beyond what a player or model has.
fn out_of_range(why: &Refusal) -> String {
    match why {
        Refusal::Effort {
            model,
            available,
            limit,
            stun,
            willpower,
        } => tr!(
            "tracker-refusal-effort",
            model = model,
            available = available.to_string(),
            limit = limit.to_string(),
            stun = stun.to_string(),
            willpower = willpower.to_string()
        ),
        Refusal::Magazines { model, would } => tr!(
            "tracker-refusal-magazines",
            max = MAX_MAGAZINES,
            model = model,
            would = integer(*would)
        ),
        Refusal::Hits(hits) => tr!(
            "tracker-refusal-hits",
            max = MAX_HITS,
            hits = integer(*hits)
        ),
        Refusal::ResourcesShort { player, has } => tr!(
            "tracker-refusal-resources-short",
            player = player,
            count = has,
            has = integer(*has)
        ),
        Refusal::Resources { player, would } => tr!(
            "tracker-refusal-resources",
            max = MAX_RESOURCES,
            player = player,
            would = integer(*would)
        ),
        Refusal::Cost {
            card,
            cost,
            player,
            has,
        } => tr!(
            "tracker-refusal-cost",
            card = card,
            count = cost,
            cost = integer(*cost),
            player = player,
            has = integer(*has)
        ),
        Refusal::ObjectiveVictoryPoints {
            card,
            victory_points,
        } => tr!(
            "tracker-refusal-objective-victory-points",
            max = integer(MAX_VICTORY_POINTS),
            victory_points = integer(*victory_points),
            card = card
        ),
        Refusal::VictoryPointsByHand {
            player,
            delta,
            would,
        } => tr!(
            "tracker-refusal-victory-points-by-hand",
            max = integer(MAX_VICTORY_POINTS),
            delta = signed(*delta),
            would = integer(*would),
            player = player
        ),
        // Every other refusal is told by `refusal`.
        other => refusal(other),
    }
}

/// What an event refused in the wrong phase was doing, at the start of the sentence.
fn doing(doing: Doing) -> String {
    match doing {
        Doing::RedrawingHand => tr!("tracker-doing-redrawing-hand"),
        Doing::StartingGame => tr!("tracker-doing-starting-game"),
        Doing::RollingForLead => tr!("tracker-doing-rolling-for-lead"),
        Doing::ChoosingInitiative => tr!("tracker-doing-choosing-initiative"),
        Doing::PlacingAudacity => tr!("tracker-doing-placing-audacity"),
        Doing::StartingActivations => tr!("tracker-doing-starting-activations"),
        Doing::Activating => tr!("tracker-doing-activating"),
        Doing::Passing => tr!("tracker-doing-passing"),
        Doing::RecoveryRoll => tr!("tracker-doing-recovery-roll"),
        Doing::EndingRound => tr!("tracker-doing-ending-round"),
    }
}

/// Where a card was looked for: "Ann's hand", "play".
fn pile(pile: &Pile) -> String {
    match pile {
        Pile::RedrawnHand => tr!("tracker-pile-redrawn-hand"),
        Pile::Hand(player) => tr!("tracker-pile-hand", player = player),
        Pile::Play => tr!("tracker-pile-play"),
        Pile::HandOrPlay(player) => tr!("tracker-pile-hand-or-play", player = player),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bmg::tracker::{Phase, RecountStep};

    #[test]
    fn a_refusal_in_the_wrong_phase_names_both_phases() {
        let why = Refusal::WrongPhase {
            doing: Doing::Passing,
            belongs: Phase::ExecuteThePlan,
            now: Phase::Recount(RecountStep::StatusRolls),
        };
        assert_eq!(
            refusal(&why),
            "Passing belongs to Execute the Plan, and this is Recount, step 4: status effect rolls"
        );
        let replay = Refusal::Unreplayable {
            event: 2,
            refusal: Box::new(Refusal::NoModel {
                player: "Ann".into(),
                position: 11,
            }),
        };
        assert_eq!(
            refusal(&replay),
            "event 2 cannot be replayed: Ann has no model number 12"
        );
    }

    #[test]
    fn a_cost_of_one_resource_point_is_singular() {
        let cost = |cost| {
            refusal(&Refusal::Cost {
                card: "Bribe".into(),
                cost,
                player: "Ann".into(),
                has: 0,
            })
        };
        assert_eq!(cost(1), "Bribe costs 1 Resource point; Ann has 0");
        assert_eq!(cost(2), "Bribe costs 2 Resource points; Ann has 0");
    }
}
