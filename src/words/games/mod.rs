//! The sentences of the four other games: why a move is refused, why a saved game
//! cannot be played again, and the names of what players see (categories, Roles,
//! villains, dice faces, steps), one module per game.

pub mod btas;
pub mod heist;
pub mod rising;
pub mod superdice;

use crate::games::Refusal;
use crate::games::replay::Unreplayable;

/// Why a move of one of the four games is refused, as one line.
pub fn refusal(refusal: &Refusal) -> String {
    match refusal {
        Refusal::Btas(refusal) => btas::refusal(refusal),
        Refusal::SuperDice(refusal) => superdice::refusal(refusal),
        Refusal::Heist(refusal) => heist::refusal(refusal),
        Refusal::Rising(refusal) => rising::refusal(refusal),
    }
}

/// Why a saved game cannot be played again, as one line.
pub fn unreplayable(unreplayable: &Unreplayable) -> String {
    match unreplayable {
        Unreplayable::Start(why) => refusal(why),
        Unreplayable::Move {
            number,
            refusal: why,
        } => {
            format!("move {number} cannot be replayed: {}", refusal(why))
        }
    }
}

/// A player's number as players count them, from 1, for a position counted from 0.
fn player_number(position: usize) -> u128 {
    u128::from(position as u64) + 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games;

    #[test]
    fn a_move_that_cannot_be_replayed_is_named_by_its_number_from_1() {
        let why = Unreplayable::Move {
            number: 3,
            refusal: games::superdice::Refusal::NotThrown.into(),
        };
        assert_eq!(unreplayable(&why), "move 3 cannot be replayed: throw first");
        let start = Unreplayable::Start(games::superdice::Refusal::Players.into());
        assert_eq!(unreplayable(&start), "Super Dice is for 2 to 6 players");
    }

    #[test]
    fn a_roll_of_the_wrong_size_counts_its_alarms_and_dice_in_words() {
        let roll = |alarms, draw| refusal(&games::btas::Refusal::RollSize { alarms, draw }.into());
        assert_eq!(
            roll(1, 1),
            "roll the 1 Alarm on the table and 1 die from the cup"
        );
        assert_eq!(
            roll(2, 0),
            "roll the 2 Alarms on the table and 0 dice from the cup"
        );
    }

    #[test]
    fn players_and_characters_are_counted_in_the_singular_and_the_plural() {
        let characters = |per_player, entered| {
            heist::refusal(&games::heist::Refusal::Characters {
                player: "Al".into(),
                per_player,
                entered,
            })
        };
        assert_eq!(characters(1, 2), "Al plays 1 character a round, not 2");
        assert_eq!(characters(2, 1), "Al plays 2 characters a round, not 1");
        let teams = |players| rising::refusal(&games::rising::Refusal::Teams { players, teams: 2 });
        assert_eq!(teams(1), "1 player plays 2 teams");
        assert_eq!(teams(2), "2 players play 2 teams");
    }

    #[test]
    fn a_player_counted_from_0_is_named_from_1() {
        assert_eq!(
            heist::refusal(&games::heist::Refusal::NoPlayer(0)),
            "no player number 1"
        );
        assert_eq!(
            heist::refusal(&games::heist::Refusal::NoPlayer(usize::MAX)),
            format!("no player number {}", u128::from(u64::MAX) + 1)
        );
    }
}
