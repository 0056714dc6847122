//! The heist bluffing game: each rule of the Heist and the sharing, the rule text's
//! worked examples, and whole games (antes, deals, the Leader, the end, the variants).

use gotham_companion::games::heist::{
    self, BANK, Deal, Entry, Game, Loot, Outcome, Role, Round, Stayer,
};
use gotham_companion::words::games::heist as words;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

const NAMES: [&str; 8] = ["Al", "Bea", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"];

fn names(n: usize) -> Vec<String> {
    NAMES[..n].iter().map(|s| (*s).to_owned()).collect()
}

/// One Heist with everyone able to pay: (player, role) for each stayer.
fn heist(loot: Loot, stayed: &[(usize, Role)], named: Option<Role>) -> Outcome {
    let stayers: Vec<Stayer> = stayed
        .iter()
        .map(|&(player, role)| Stayer {
            player,
            role,
            own_ante: loot.ante,
        })
        .collect();
    let players = stayed.iter().map(|s| s.0 + 1).max().unwrap_or(0).max(3);
    heist::resolve(&loot, &stayers, named, None, &names(players)).expect("a legal heist")
}

fn loot(amount: u32, ante: u32) -> Loot {
    Loot {
        amount,
        ante,
        symbol: None,
    }
}

use Role::{Brute, Crook, Driver, Mastermind, Snitch};

#[test]
fn three_robbers_share_ten_million_from_the_first_bank() {
    // The rule text's example: with the Mastermind's $2M there is $10M; $3M each, $1M
    // back to the Reserve; the Crook steals $2M from the Brute, who gets $1M for the
    // Brute symbol on the card.
    let card = Loot {
        amount: 8,
        ante: 1,
        symbol: Some(Brute),
    };
    let out = heist(card, &[(0, Mastermind), (1, Crook), (2, Brute)], None);
    assert!(out.eliminated.is_empty());
    assert_eq!(out.money, vec![3, 5, 2]);
    assert_eq!(out.reserve, -10);
    assert_eq!(out.sharers, vec![0, 1, 2]);
}

#[test]
fn two_snitches_are_eliminated_and_lose_their_antes() {
    let out = heist(loot(10, 2), &[(0, Snitch), (1, Snitch), (2, Crook)], None);
    assert_eq!(out.eliminated, vec![0, 1]);
    assert_eq!(out.money, vec![-2, -2, 10]);
    assert_eq!(out.reserve, 4 - 10);
}

#[test]
fn several_snitches_fall_before_anyone_is_named() {
    let out = heist(
        loot(10, 1),
        &[(0, Snitch), (1, Snitch), (2, Crook)],
        Some(Crook),
    );
    assert_eq!(out.eliminated, vec![0, 1], "the Crook was never named");
    assert_eq!(out.money, vec![-1, -1, 10]);
}

#[test]
fn the_lone_snitch_names_a_role_whose_players_are_eliminated_last() {
    let out = heist(
        loot(10, 1),
        &[(0, Snitch), (1, Crook), (2, Driver), (3, Mastermind)],
        Some(Crook),
    );
    // Bea's Crook reveals itself after the Mastermind.
    assert_eq!(out.eliminated, vec![1]);
    assert_eq!(out.money[1], -1, "a named Crook loses the ante");
    // Three share $12M: $4M each, the Driver paid by the two others.
    assert_eq!(out.money, vec![3, -1, 6, 3]);
    let titles: Vec<String> = out.steps.iter().map(|s| words::title(s.title)).collect();
    assert_eq!(
        titles,
        [
            "Snitches",
            "Drivers",
            "Masterminds",
            "The named Crooks",
            "Sharing the Loot"
        ]
    );
}

#[test]
fn al_names_the_drivers_but_every_driver_had_left() {
    // The rule text's example: nobody is eliminated by Al's call.
    let out = heist(loot(9, 1), &[(0, Snitch), (1, Crook)], Some(Driver));
    assert!(out.eliminated.is_empty());
    assert_eq!(out.money, vec![4, 4, 0], "$9M in two shares of $4M");
    assert_eq!(out.reserve, -8);
}

#[test]
fn a_named_brute_is_eliminated_but_keeps_the_ante() {
    let out = heist(
        loot(10, 2),
        &[(0, Snitch), (1, Brute), (2, Crook)],
        Some(Brute),
    );
    assert_eq!(out.eliminated, vec![1]);
    assert_eq!(out.money[1], 0);
    assert!(out.intimidation.is_empty(), "a named Brute earns nothing");
}

#[test]
fn brutes_keep_their_antes_even_when_eliminated() {
    let out = heist(loot(10, 2), &[(0, Brute), (1, Brute), (2, Driver)], None);
    assert_eq!(out.eliminated, vec![0, 1]);
    assert_eq!(out.money, vec![0, 0, 10]);
    assert!(out.intimidation.is_empty());
}

#[test]
fn a_lone_brute_earns_an_intimidation_card() {
    let out = heist(loot(10, 1), &[(0, Brute), (1, Driver)], None);
    assert_eq!(out.intimidation, vec![0]);
    // $5M each, and the Brute pays the Driver $1M.
    assert_eq!(out.money, vec![4, 6, 0]);
}

#[test]
fn two_drivers_two_crooks_or_two_masterminds_are_eliminated_and_lose_their_antes() {
    for role in [Driver, Crook, Mastermind] {
        let out = heist(loot(8, 2), &[(0, role), (1, role), (2, Brute)], None);
        assert_eq!(out.eliminated, vec![0, 1], "{role:?}");
        assert_eq!(
            out.money,
            vec![-2, -2, 8],
            "{role:?}: the Brute shares alone"
        );
        assert_eq!(out.reserve, 4 - 8);
    }
}

#[test]
fn two_masterminds_eliminated_add_nothing_to_the_loot() {
    let out = heist(
        loot(9, 1),
        &[(0, Mastermind), (1, Mastermind), (2, Crook)],
        None,
    );
    assert_eq!(out.money[2], 9);
}

#[test]
fn a_snitch_left_alone_loses_three_million_and_nobody_shares() {
    let out = heist(loot(12, 1), &[(0, Snitch), (1, Driver)], Some(Driver));
    assert_eq!(out.eliminated, vec![1, 0]);
    assert_eq!(out.money, vec![-3, -1, 0]);
    assert_eq!(out.reserve, 4);
    assert!(out.sharers.is_empty());
}

#[test]
fn shares_are_rounded_down_and_the_rest_goes_back_to_the_reserve() {
    let out = heist(
        loot(11, 1),
        &[(0, Snitch), (1, Crook), (2, Driver), (3, Brute)],
        Some(Mastermind),
    );
    // $11M in four: $2M each, $3M stays; three pay the Driver; the Crook robs the Brute.
    assert_eq!(out.money, vec![1, 3, 5, -1]);
    assert_eq!(out.reserve, -8);
}

#[test]
fn the_card_s_role_gets_a_bonus_only_when_it_shares() {
    let mut card = loot(10, 1);
    card.symbol = Some(Driver);
    let out = heist(card, &[(0, Crook), (1, Mastermind)], None);
    assert_eq!(out.money, vec![6, 6, 0], "no Driver in play: no bonus");
    let out = heist(card, &[(0, Crook), (1, Driver)], None);
    assert_eq!(out.money, vec![4, 7, 0]);
}

#[test]
fn nobody_staying_leaves_the_loot_in_the_bank() {
    let out = heist(loot(10, 1), &[(0, Crook), (1, Crook)], None);
    assert_eq!(out.money, vec![-1, -1, 0]);
    assert_eq!(out.reserve, 2);
    assert!(out.sharers.is_empty());
}

#[test]
fn a_heist_entered_wrongly_is_refused() {
    let stayers = [Stayer {
        player: 0,
        role: Snitch,
        own_ante: 1,
    }];
    let names = names(3);
    let no_name = heist::resolve(&loot(10, 1), &stayers, None, None, &names);
    assert!(words::refusal(&no_name.unwrap_err()).contains("must name"));
    let self_named = heist::resolve(&loot(10, 1), &stayers, Some(Snitch), None, &names);
    assert!(self_named.is_err());
    let crook = [Stayer {
        player: 0,
        role: Crook,
        own_ante: 1,
    }];
    assert!(heist::resolve(&loot(10, 1), &crook, Some(Brute), None, &names).is_err());
    assert!(heist::resolve(&loot(13, 1), &crook, None, None, &names).is_err());
    assert!(heist::resolve(&loot(10, 3), &crook, None, None, &names).is_err());
    let stranger = [Stayer {
        player: 7,
        role: Crook,
        own_ante: 1,
    }];
    assert!(heist::resolve(&loot(10, 1), &stranger, None, None, &names).is_err());
}

// --- Whole games ------------------------------------------------------------------

fn stayed(player: usize, role: Role) -> Entry {
    Entry {
        player,
        role: Some(role),
        stayed: true,
    }
}

fn left(player: usize) -> Entry {
    Entry {
        player,
        role: None,
        stayed: false,
    }
}

fn round(amount: u32, ante: u32, entries: Vec<Entry>) -> Round {
    Round {
        loot: loot(amount, ante),
        entries,
        deals: Vec::new(),
        named: None,
    }
}

fn money(game: &Game) -> Vec<u32> {
    game.players.iter().map(|p| p.money).collect()
}

fn total(game: &Game) -> i64 {
    game.players.iter().map(|p| i64::from(p.money)).sum::<i64>() + game.reserve
}

#[test]
fn a_game_starts_with_five_million_each_and_the_rest_in_the_reserve() {
    let game = Game::new(names(5), 2, false).unwrap();
    assert_eq!(money(&game), vec![5; 5]);
    assert_eq!(game.reserve, i64::from(BANK) - 25);
    assert_eq!(game.leader, 2);
    assert!(Game::new(names(2), 0, false).is_err());
    assert!(
        Game::new(
            NAMES
                .iter()
                .chain(&["Ivy"])
                .map(|s| s.to_string())
                .collect(),
            0,
            false
        )
        .is_err()
    );
}

#[test]
fn those_who_leave_get_their_ante_back_and_deals_are_paid() {
    let mut game = Game::new(names(4), 0, false).unwrap();
    let mut r = round(
        8,
        2,
        vec![stayed(0, Crook), left(1), stayed(2, Driver), left(3)],
    );
    // Al pays Bea $1M to leave.
    r.deals.push(Deal {
        from: 0,
        to: 1,
        amount: 1,
    });
    game.play(&r).unwrap();
    // $4M each; Al pays the Driver $1M.
    assert_eq!(money(&game), vec![5 - 1 + 4 - 1, 6, 5 + 4 + 1, 5]);
    assert_eq!(total(&game), i64::from(BANK));
    assert_eq!(game.leader, 1, "the Leader card moves clockwise");
}

#[test]
fn a_deal_cannot_spend_money_not_in_hand() {
    let mut game = Game::new(names(3), 0, false).unwrap();
    let mut r = round(
        8,
        2,
        vec![
            stayed(0, Crook),
            stayed(0, Driver),
            left(1),
            left(1),
            stayed(2, Brute),
            stayed(2, Mastermind),
        ],
    );
    // Al's two antes leave $1M in hand.
    r.deals.push(Deal {
        from: 0,
        to: 1,
        amount: 2,
    });
    let before = game.clone();
    assert!(game.play(&r).is_err());
    assert_eq!(game, before, "a refused round changes nothing");
}

#[test]
fn a_player_who_cannot_pay_the_ante_has_it_put_down_by_the_reserve() {
    let mut game = Game::new(names(4), 0, false).unwrap();
    game.players[1].money = 1;
    game.reserve += 4;
    game.play(&round(
        10,
        2,
        vec![
            stayed(0, Crook),
            stayed(1, Crook),
            stayed(2, Driver),
            left(3),
        ],
    ))
    .unwrap();
    assert_eq!(game.players[1].money, 1, "Bea loses nothing she had");
    assert_eq!(game.players[0].money, 3);
    assert_eq!(total(&game), i64::from(BANK));
    let report = game.last.as_ref().unwrap();
    assert!(words::line(&report.steps[0].lines[0]).contains("the Reserve puts it down"));
}

#[test]
fn twenty_million_after_a_share_wins_and_the_richest_of_several_wins() {
    let mut game = Game::new(names(4), 0, false).unwrap();
    game.players[0].money = 18;
    game.players[1].money = 19;
    game.players[3].money = 25;
    game.reserve -= 13 + 14 + 20;
    // Al and Bea share $10M; Di (the richest at the table) left.
    game.play(&round(
        10,
        1,
        vec![stayed(0, Crook), stayed(1, Mastermind), left(2), left(3)],
    ))
    .unwrap();
    assert_eq!(money(&game)[..2], [24, 25]);
    assert_eq!(game.winners, Some(vec![1]), "Di did not share: Bea wins");
    assert!(
        game.play(&round(10, 1, vec![left(0), left(1), left(2), left(3)]))
            .is_err()
    );
}

#[test]
fn after_eight_rounds_the_richest_win_and_ties_share() {
    let mut game = Game::new(names(4), 0, false).unwrap();
    for n in 0..8 {
        assert_eq!(game.winners, None);
        assert_eq!(game.leader, n % 4);
        // Nobody stays: the money never moves.
        game.play(&round(8, 1, (0..4).map(left).collect())).unwrap();
    }
    assert_eq!(game.round, 8);
    assert_eq!(game.winners, Some(vec![0, 1, 2, 3]));
}

#[test]
fn in_the_three_player_game_each_character_takes_a_share_and_pays_the_driver() {
    let mut game = Game::new(names(3), 0, false).unwrap();
    assert_eq!(game.characters(), 2);
    assert!(
        game.play(&round(10, 1, vec![stayed(0, Crook), left(1), left(2)]))
            .is_err(),
        "two characters each"
    );
    game.play(&round(
        10,
        1,
        vec![
            stayed(0, Driver),
            stayed(0, Crook),
            stayed(1, Mastermind),
            left(1),
            left(2),
            left(2),
        ],
    ))
    .unwrap();
    // $12M in three shares of $4M: Al holds two of them, and his own Crook's fee to
    // his own Driver changes nothing.
    assert_eq!(money(&game), vec![5 + 8 + 1, 5 + 4 - 1, 5]);
    let two_alike = round(
        10,
        1,
        vec![
            stayed(0, Crook),
            stayed(0, Crook),
            left(1),
            left(1),
            left(2),
            left(2),
        ],
    );
    assert!(game.play(&two_alike).is_err());
}

#[test]
fn under_the_optional_rule_nobody_repeats_a_role() {
    let mut game = Game::new(names(4), 0, true).unwrap();
    let first = round(
        10,
        1,
        vec![
            stayed(0, Crook),
            stayed(1, Driver),
            Entry {
                player: 2,
                role: Some(Brute),
                stayed: false,
            },
            Entry {
                player: 3,
                role: Some(Snitch),
                stayed: false,
            },
        ],
    );
    game.play(&first).unwrap();
    let mut again = first.clone();
    again.entries[1].role = Some(Mastermind);
    let refused = words::refusal(&game.play(&again).unwrap_err());
    assert!(refused.contains("Al was the Crook"), "{refused}");
    let mut secret = again.clone();
    secret.entries[0].role = Some(Mastermind);
    secret.entries[1].role = Some(Crook);
    secret.entries[2].role = None;
    assert!(game.play(&secret).is_err(), "every Role must be told");
    secret.entries[2].role = Some(Crook);
    secret.entries[3].role = Some(Brute);
    game.play(&secret).unwrap();
}

#[test]
fn intimidation_cards_are_earned_and_spent() {
    let mut game = Game::new(names(3), 0, false).unwrap();
    assert!(game.intimidate(0).is_err());
    game.play(&round(
        10,
        1,
        vec![
            stayed(0, Brute),
            left(0),
            left(1),
            left(1),
            left(2),
            left(2),
        ],
    ))
    .unwrap();
    assert_eq!(game.players[0].intimidation, 1);
    game.intimidate(0).unwrap();
    assert_eq!(game.players[0].intimidation, 0);
}

#[test]
fn money_is_never_made_or_lost_over_random_games() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    for _ in 0..300 {
        let players = rng.random_range(3..=8);
        let mut game = Game::new(names(players), 0, false).unwrap();
        while game.winners.is_none() {
            let per = game.characters();
            let mut entries = Vec::new();
            for p in 0..players {
                let mut roles = Role::ALL.to_vec();
                roles.shuffle(&mut rng);
                for role in roles.into_iter().take(per) {
                    entries.push(Entry {
                        player: p,
                        role: Some(role),
                        stayed: rng.random_bool(0.7),
                    });
                }
            }
            let snitches = entries
                .iter()
                .filter(|e| e.stayed && e.role == Some(Snitch))
                .count();
            let named = (snitches == 1).then(|| Role::ALL[rng.random_range(1..5)]);
            let r = Round {
                loot: Loot {
                    amount: rng.random_range(8..=12),
                    ante: rng.random_range(1..=2),
                    symbol: rng
                        .random_bool(0.5)
                        .then(|| Role::ALL[rng.random_range(0..5)]),
                },
                entries,
                deals: Vec::new(),
                named,
            };
            game.play(&r).unwrap();
            assert_eq!(total(&game), i64::from(BANK), "{:?}", game.last);
        }
        let winners = game.winners.clone().unwrap();
        assert!(!winners.is_empty());
    }
}
