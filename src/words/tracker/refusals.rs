//! Why the rules refuse an event of the live match, as one line.

use super::phase;
use crate::bmg::ids::shorten;
use crate::bmg::tracker::attack::MAX_HITS;
use crate::bmg::tracker::{
    AUDACITY_MARKERS, Doing, MAX_MAGAZINES, MAX_RESOURCES, MAX_VICTORY_POINTS, Pile, Refusal,
};
use crate::words::count;

/// Why an event is refused, as one line.
pub fn refusal(why: &Refusal) -> String {
    match why {
        Refusal::UnknownMember { player, model } => format!(
            "{player}'s crew holds '{}', which is not in the catalog",
            shorten(model)
        ),
        Refusal::Players => "a match needs two players".to_owned(),
        Refusal::WrongPhase {
            doing: what,
            belongs,
            now,
        } => format!(
            "{} belongs to {}, and this is {}",
            doing(*what),
            phase(*belongs),
            phase(*now)
        ),
        Refusal::GameOver => "the game is over".to_owned(),
        // Numbered from 1 for players; widened so the largest position a file can name
        // still has a number after it.
        Refusal::NoModel { player, position } => format!(
            "{player} has no model number {}",
            u128::from(*position as u64) + 1
        ),
        Refusal::NotInPile { card, pile: at } => {
            format!("'{}' is not in {}", shorten(card), pile(at))
        }
        Refusal::RedrewAlready(player) => format!("{player} has redrawn once already"),
        Refusal::DieFace(roll) => format!("a die shows 1 to 6, not {roll}"),
        Refusal::LeadDecided => "the lead is decided already".to_owned(),
        Refusal::RolledAlready(player) => format!("{player} has rolled already"),
        Refusal::LeadUndecided => "both players must roll for the lead first".to_owned(),
        Refusal::AudacityWhenOut(model) => {
            format!("{model} cannot activate, so it takes no Audacity marker")
        }
        Refusal::AudacityAlready(model) => format!("{model} has an Audacity marker already"),
        Refusal::AudacityUsedUp => format!("each player has {AUDACITY_MARKERS} Audacity markers"),
        Refusal::NoAudacity(model) => format!("{model} has no Audacity marker"),
        Refusal::TurnToActivate(player) => format!("it is {player}'s turn to activate"),
        Refusal::CannotActivate(model) => format!("{model} cannot activate now"),
        Refusal::TurnOf(player) => format!("it is {player}'s turn"),
        Refusal::NoPassMarker(player) => format!("{player} has no Pass marker"),
        Refusal::NoneToPassTo(player) => format!("{player} has no model left to activate"),
        Refusal::Effort {
            model,
            available,
            limit,
            stun,
            willpower,
        } => format!(
            "{model} may make at most {available} Effort now (Effort Limit {limit}, {stun} Stun of Willpower {willpower})"
        ),
        Refusal::CannotKnockDown(model) => format!("{model} cannot be Knocked Down now"),
        Refusal::NoAmmunition(model) => format!("that weapon of {model} uses no ammunition"),
        Refusal::NoMagazineLeft(model) => format!("{model} has no magazine left for that weapon"),
        Refusal::Magazines { model, would } => {
            format!("a weapon holds 0 to {MAX_MAGAZINES} magazines; {model} would have {would}")
        }
        Refusal::OutOfAmmunition(model) => {
            format!("{model} is out of ammunition for that weapon")
        }
        Refusal::Casualty(model) => format!("{model} has been removed as a Casualty"),
        Refusal::NoAttacker => "no such attacker".to_owned(),
        Refusal::NoTarget => "no such target".to_owned(),
        Refusal::NotInCatalog(model) => format!("'{}' is not in the catalog", shorten(model)),
        Refusal::Hits(hits) => format!("an attack lands 0 to {MAX_HITS} hits, not {hits}"),
        Refusal::ResourcesShort { player, has } => format!(
            "{player} has only {}",
            count(*has, "Resource point", "Resource points")
        ),
        Refusal::Resources { player, would } => format!(
            "a player holds 0 to {MAX_RESOURCES} Resource points; {player} would have {would}"
        ),
        Refusal::Cost {
            card,
            cost,
            player,
            has,
        } => format!(
            "{card} costs {}; {player} has {has}",
            count(*cost, "Resource point", "Resource points")
        ),
        Refusal::OneDiscard(player) => {
            format!("{player} may discard one card at the end of the round")
        }
        Refusal::UnknownCard(card) => format!("'{}' is not in the card catalog", shorten(card)),
        Refusal::ObjectiveVictoryPoints {
            card,
            victory_points,
        } => format!(
            "Objectives score 0 to {MAX_VICTORY_POINTS} VP in a match; {victory_points} for {card} would pass that"
        ),
        Refusal::VictoryPointsByHand {
            player,
            delta,
            would,
        } => format!(
            "VP by hand add up to -{MAX_VICTORY_POINTS} to {MAX_VICTORY_POINTS}; {delta:+} would make {would} for {player}"
        ),
        Refusal::AwaitingRecovery(models) => {
            format!("roll recovery first for {}", models.join(", "))
        }
        Refusal::EndWithShuffle => "end the round with its shuffle (RoundEnded)".to_owned(),
        Refusal::DoesNotAdvance(now) => format!("{} does not end this way", phase(*now)),
        Refusal::NoRecoveryRoll(model) => format!("{model} has no recovery roll to make"),
        Refusal::RecoveryDice(dice) => format!("a recovery roll is {dice} dice, each 1 to 6"),
        Refusal::DiceDisagree => "those dice do not give that result".to_owned(),
        Refusal::TimeCalledAlready => "time is called already".to_owned(),
        Refusal::DeckChanged(player) => {
            format!("the shuffled deck of {player} is not the deck it holds")
        }
        Refusal::Unreplayable { event, refusal: to } => {
            format!("event {event} cannot be replayed: {}", refusal(to))
        }
        Refusal::LostStart => "the match has lost its starting point".to_owned(),
    }
}

/// What an event refused in the wrong phase was doing, at the start of the sentence.
fn doing(doing: Doing) -> &'static str {
    match doing {
        Doing::RedrawingHand => "Redrawing the first hand",
        Doing::StartingGame => "Starting the game",
        Doing::RollingForLead => "Rolling for the lead",
        Doing::ChoosingInitiative => "Choosing the Initiative",
        Doing::PlacingAudacity => "Placing Audacity markers",
        Doing::StartingActivations => "Starting the activations",
        Doing::Activating => "Activating a model",
        Doing::Passing => "Passing",
        Doing::RecoveryRoll => "A recovery roll",
        Doing::EndingRound => "Ending the round",
    }
}

/// Where a card was looked for: "Ann's hand", "play".
fn pile(pile: &Pile) -> String {
    match pile {
        Pile::RedrawnHand => "the hand".to_owned(),
        Pile::Hand(player) => format!("{player}'s hand"),
        Pile::Play => "play".to_owned(),
        Pile::HandOrPlay(player) => format!("{player}'s hand or in play"),
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
