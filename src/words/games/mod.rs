//! The sentences of the four other games: why a move is refused, why a saved game
//! cannot be played again, and the names of what players see (categories, Roles,
//! villains, dice faces, steps), one module per game.

pub mod btas;
pub mod heist;
pub mod rising;
pub mod superdice;

use crate::games::Refusal;
use crate::games::replay::Unreplayable;
use crate::words::tr;

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
        } => tr!(
            "games-move-unreplayable",
            number = *number as u64,
            why = refusal(why)
        ),
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
    fn a_leader_kept_by_its_key_is_named_in_the_language_spoken() {
        use crate::words::{Language, within};
        use games::rising::Leader;
        let key = Leader::Hawkgirl.key();
        assert_eq!(rising::named(key), "Hawkgirl");
        assert_eq!(
            within(Language::Spanish, || rising::named(key)),
            "Chica Halcón"
        );
        // A hero the players named stays as they typed it.
        let typed = within(Language::Spanish, || rising::named("Booster Gold"));
        assert_eq!(typed, "Booster Gold");
    }

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
    fn a_bust_names_the_jokers_points_only_when_he_kept_some() {
        use games::btas::{Color, Event, Face, Rolled};
        let bust = |kept| {
            btas::event(&Event::Bust {
                player: "Al".into(),
                kept,
            })
        };
        assert_eq!(bust(0), "Batman busts Al.");
        assert_eq!(bust(2), "Batman busts Al, keeping 2 for the Joker's sets.");
        let roll = Event::Roll {
            player: "Al".into(),
            dice: vec![
                Rolled {
                    color: Color::Gray,
                    face: Face::Loot,
                },
                Rolled {
                    color: Color::Yellow,
                    face: Face::Alarm,
                },
            ],
        };
        assert_eq!(btas::event(&roll), "Al rolls gray Loot, yellow Alarm.");
    }

    #[test]
    fn ransom_coins_and_super_dice_winners_are_counted_in_words() {
        use games::superdice::Event;
        assert_eq!(
            superdice::event(&Event::Pool(1)),
            "1 Ransom Coin in the pool."
        );
        assert_eq!(
            superdice::event(&Event::Pool(9)),
            "9 Ransom Coins in the pool."
        );
        let last = Event::LastCard {
            winners: vec!["Al".into(), "Bo".into()],
            score: 80,
        };
        assert_eq!(
            superdice::event(&last),
            "The last card is turned: Al and Bo win with 80."
        );
    }

    #[test]
    fn the_heists_shares_and_antes_read_as_they_fell() {
        use games::heist::{Ante, Character, Event, Line, Role, Title};
        let shares = |count, each, rest| heist::line(&Line::Shares { count, each, rest });
        assert_eq!(shares(1, 10, 0), "1 share of $10M.");
        assert_eq!(
            shares(3, 3, 1),
            "3 shares of $3M; $1M stays in the Reserve."
        );
        let alone = |ante| {
            heist::line(&Line::Alone {
                who: Character {
                    player: "Cy".into(),
                    role: Role::Brute,
                },
                ante,
                names: None,
                intimidation: true,
            })
        };
        assert_eq!(
            alone(Ante::Back(2)),
            "Cy (Brute) is alone and takes back the $2M ante, and earns an Intimidation card."
        );
        assert_eq!(
            alone(Ante::Back(0)),
            "Cy (Brute) is alone and the Reserve takes back the ante it put down, and earns an Intimidation card."
        );
        assert_eq!(heist::title(Title::Named(Role::Crook)), "The named Crooks");
        assert_eq!(
            heist::event(&Event::Won(vec!["Al".into(), "Bea".into()])),
            "Al and Bea win the game."
        );
    }

    #[test]
    fn risings_counters_and_its_end_read_the_same_in_the_log_and_on_the_board() {
        use games::rising::{BwlFace, Event, Loss, Outcome, Turn};
        let rolled = |dark| {
            rising::event(&Event::Rolled {
                dark,
                counters: 3,
                total: 16,
                face: BwlFace::new(Turn::Left, true),
                sector: 2,
            })
        };
        assert_eq!(
            rolled(1),
            "1 counter on the track (3/16); the Batman Who Laughs rolls Left + crown and faces sector 3."
        );
        assert!(rolled(2).starts_with("2 counters on the track"));
        let lost = Outcome::Lost(Loss::Defeats(10));
        assert_eq!(
            rising::event(&Event::Ended(lost.clone())),
            "The heroes lose: 10 heroes are defeated."
        );
        assert_eq!(rising::headline(&lost), rising::event(&Event::Ended(lost)));
        // The board's headline and the log's line for a win are worded apart.
        assert_eq!(
            rising::headline(&Outcome::Won),
            "The heroes win: the Batman Who Laughs is defeated!"
        );
        assert_eq!(
            rising::event(&Event::Ended(Outcome::Won)),
            "The Batman Who Laughs is defeated: the heroes win!"
        );
    }

    #[test]
    fn spanish_writes_the_heists_money_in_millions_after_the_number() {
        use crate::words::{Language, within};
        use games::heist::Line;
        within(Language::Spanish, || {
            assert_eq!(heist::millions(5), "5\u{a0}M$");
            let shares = heist::line(&Line::Shares {
                count: 3,
                each: 3,
                rest: 1,
            });
            assert_eq!(
                shares,
                "3 partes de 3\u{a0}M$; 1\u{a0}M$ se queda en la Reserva."
            );
            let teams = rising::refusal(&games::rising::Refusal::Teams {
                players: 1,
                teams: 2,
            });
            assert_eq!(teams, "1 jugador juega con 2 equipos");
            assert_eq!(
                unreplayable(&Unreplayable::Move {
                    number: 3,
                    refusal: games::superdice::Refusal::NotThrown.into(),
                }),
                "la jugada 3 no se puede reproducir: lanza primero"
            );
        });
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

    #[test]
    fn the_games_own_names_are_said_in_the_window_s_language() {
        use crate::games::{heist::Role, rising::DARK_KNIGHTS, superdice::Category};
        use crate::words::{Language, within};
        let names = || {
            let mut names: Vec<String> =
                Category::ALL.into_iter().map(superdice::category).collect();
            names.extend(Role::ALL.into_iter().map(heist::role));
            names.extend(Role::ALL.into_iter().map(heist::roles));
            names.extend((0..DARK_KNIGHTS).map(rising::knight_name));
            names
        };
        let english = names();
        assert_eq!(english[..2], ["Pair", "Low Run"]);
        assert_eq!(rising::knight_name(0), "Red Death");
        let spanish = within(Language::Spanish, names);
        assert_eq!(spanish[..2], ["Pareja", "Escalera baja"]);
        // Every name has a word of its own, none the unnamed knight's.
        let unnamed = within(Language::Spanish, || rising::knight_name(DARK_KNIGHTS));
        assert!(!spanish.contains(&unnamed), "{spanish:?}");
        let mut unique = spanish.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), spanish.len(), "{spanish:?}");
        assert!(
            english.iter().zip(&spanish).filter(|(e, s)| e == s).count() == 0,
            "{spanish:?}"
        );
    }
}
