//! Super Dice: every four-dice throw classified, the re-throw odds, and the rules.

use gotham_companion::games::superdice::{
    self, Category, Ending, Game, Stage, categories, rethrow_odds,
};
use gotham_companion::words::games::superdice as words;

/// The categories of a throw, worked out from subsets of the dice: the independent
/// reading each test compares the engine with.
fn by_subsets(dice: [u32; 4]) -> Vec<(Category, u32)> {
    let mut best: Vec<(Category, u32)> = Vec::new();
    let mut offer =
        |category: Category, score: u32| match best.iter_mut().find(|(c, _)| *c == category) {
            Some((_, s)) => *s = (*s).max(score),
            None => best.push((category, score)),
        };
    let consecutive = |values: &mut Vec<u32>| {
        values.sort_unstable();
        values.windows(2).all(|w| w[1] == w[0] + 1)
    };
    for mask in 1u32..16 {
        let picked: Vec<u32> = (0..4)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| dice[i])
            .collect();
        let sum: u32 = picked.iter().sum();
        let all_equal = picked.iter().all(|&d| d == picked[0]);
        match picked.len() {
            2 if all_equal => offer(Category::Pair, 20 + sum),
            3 if all_equal => offer(Category::ThreeOfAKind, 80 + sum),
            3 if consecutive(&mut picked.clone()) => offer(Category::LowRun, 40 + sum),
            4 if all_equal => offer(Category::FourOfAKind, 200 + sum),
            4 if consecutive(&mut picked.clone()) => offer(Category::HighRun, 100 + sum),
            _ => {}
        }
    }
    let mut sorted = dice;
    sorted.sort_unstable();
    let sum: u32 = dice.iter().sum();
    if sorted[0] == sorted[1] && sorted[2] == sorted[3] && sorted[1] != sorted[2] {
        offer(Category::TwoPair, 80 + sum);
    }
    let mut distinct = sorted.to_vec();
    distinct.dedup();
    if distinct.len() == 3 && distinct[2] == distinct[0] + 2 {
        offer(Category::DoubleLowRun, 60 + sum);
    }
    best.sort();
    best
}

#[test]
fn every_one_of_the_1296_throws_is_classified() {
    let mut counts = [0u32; 7];
    for code in 0..1296u32 {
        let dice = [
            code % 6 + 1,
            code / 6 % 6 + 1,
            code / 36 % 6 + 1,
            code / 216 + 1,
        ];
        let mut found = categories(dice);
        found.sort();
        assert_eq!(found, by_subsets(dice), "{dice:?}");
        for (c, _) in found {
            counts[Category::ALL.iter().position(|&x| x == c).unwrap()] += 1;
        }
    }
    // Four of a kind: 6 throws. High runs: 3 runs in 24 orders. Two pairs: 15 pairs of
    // values in 6 orders.
    assert_eq!(counts[6], 6);
    assert_eq!(counts[5], 72);
    assert_eq!(counts[3], 90);
}

#[test]
fn scores_are_the_base_plus_the_dice_that_form_it() {
    let score = |dice, category| {
        categories(dice)
            .into_iter()
            .find(|(c, _)| *c == category)
            .map(|(_, s)| s)
    };
    assert_eq!(score([6, 6, 2, 1], Category::Pair), Some(32));
    assert_eq!(
        score([2, 2, 5, 5], Category::Pair),
        Some(30),
        "the best pair"
    );
    assert_eq!(score([2, 2, 5, 5], Category::TwoPair), Some(94));
    assert_eq!(score([1, 2, 3, 6], Category::LowRun), Some(46));
    assert_eq!(score([1, 2, 2, 3], Category::DoubleLowRun), Some(68));
    assert_eq!(score([1, 2, 3, 4], Category::HighRun), Some(110));
    assert_eq!(
        score([1, 2, 3, 4], Category::LowRun),
        Some(49),
        "a High Run holds a Low Run"
    );
    assert_eq!(score([1, 2, 3, 4], Category::DoubleLowRun), None);
    assert_eq!(score([4, 4, 4, 1], Category::ThreeOfAKind), Some(92));
    assert_eq!(score([6, 6, 6, 6], Category::FourOfAKind), Some(224));
    assert_eq!(score([6, 6, 6, 6], Category::TwoPair), None);
    assert!(categories([1, 3, 5, 6]).is_empty());
}

#[test]
fn rethrow_odds_are_exact() {
    let odds = |held: &[u32], category: Category| {
        rethrow_odds(held)
            .unwrap()
            .into_iter()
            .find(|(c, _)| *c == category)
            .unwrap()
            .1
    };
    assert_eq!(odds(&[6, 6, 6], Category::FourOfAKind), 1.0 / 6.0);
    assert_eq!(odds(&[6, 6, 6], Category::ThreeOfAKind), 1.0);
    assert_eq!(odds(&[1, 2, 3], Category::HighRun), 1.0 / 6.0);
    assert_eq!(odds(&[1, 2, 3], Category::DoubleLowRun), 0.5);
    assert_eq!(odds(&[], Category::FourOfAKind), 6.0 / 1296.0);
    // Holding all four: certain, or impossible.
    assert_eq!(odds(&[2, 2, 5, 5], Category::TwoPair), 1.0);
    assert_eq!(odds(&[2, 2, 5, 5], Category::HighRun), 0.0);
    assert!(rethrow_odds(&[1, 2, 3, 4, 5]).is_err());
    assert!(rethrow_odds(&[7]).is_err());
}

#[test]
fn ransom_coins_grow_with_the_players() {
    assert_eq!(
        (2..=6).map(superdice::ransom_coins).collect::<Vec<_>>(),
        vec![9, 12, 15, 18, 21]
    );
}

fn game(players: usize) -> Game {
    Game::new((0..players).map(|i| format!("P{i}")).collect()).unwrap()
}

#[test]
fn a_throw_scores_a_card_and_passes_the_turn() {
    let mut game = game(2);
    game.throw([3, 3, 1, 5], 2).unwrap();
    assert_eq!(game.offers(), vec![(Category::Pair, 26)]);
    assert!(game.score(Category::ThreeOfAKind).is_err());
    assert_eq!(game.score(Category::Pair).unwrap(), 26);
    assert_eq!(game.players[0].score, 26);
    assert_eq!(game.players[0].cards_left(Category::Pair), 3);
    assert_eq!(game.current, 1);
}

#[test]
fn with_no_card_to_score_two_rethrows_at_half_then_a_quarter() {
    let mut game = game(2);
    game.players[0].left[0] = 0; // no Pair card left
    game.throw([2, 2, 5, 6], 1).unwrap();
    assert!(game.offers().is_empty());
    assert!(game.score(Category::Pair).is_err());
    // Hold the pair, throw two: still nothing.
    game.rethrow(&[2, 2], &[1, 6], 1).unwrap();
    assert!(game.offers().is_empty());
    // Second re-throw: three of a kind at a quarter of 86.
    game.rethrow(&[2, 2], &[2, 6], 3).unwrap();
    assert_eq!(game.offers(), vec![(Category::ThreeOfAKind, 86 / 4)]);
    assert_eq!(game.score(Category::ThreeOfAKind).unwrap(), 21);
}

#[test]
fn a_half_score_is_rounded_down() {
    let mut game = game(2);
    game.players[0].left[0] = 0;
    game.throw([1, 1, 5, 6], 1).unwrap();
    game.rethrow(&[1, 1], &[1, 4], 1).unwrap();
    assert_eq!(game.offers(), vec![(Category::ThreeOfAKind, 83 / 2)]);
}

#[test]
fn after_two_failed_rethrows_a_card_is_turned_for_nothing() {
    let mut game = game(2);
    game.players[0].left = [0, 1, 1, 1, 1, 1, 1];
    game.throw([1, 1, 5, 6], 1).unwrap();
    game.rethrow(&[1, 1], &[4, 6], 1).unwrap();
    game.rethrow(&[1, 1], &[4, 6], 1).unwrap();
    assert!(
        words::refusal(&game.rethrow(&[1, 1], &[4, 6], 1).unwrap_err()).contains("turn a card")
    );
    assert!(
        game.give_up(Category::Pair).is_err(),
        "no Pair card left to turn"
    );
    game.give_up(Category::HighRun).unwrap();
    assert_eq!(game.players[0].score, 0);
    assert_eq!(game.players[0].cards_left(Category::HighRun), 0);
    assert_eq!(game.stage, Stage::Throw);
}

#[test]
fn rethrows_keep_dice_from_the_table_only() {
    let mut game = game(2);
    game.players[0].left[0] = 0;
    game.throw([2, 2, 5, 6], 1).unwrap();
    assert!(game.rethrow(&[3], &[1, 2, 3], 1).is_err());
    assert!(game.rethrow(&[2], &[1, 2], 1).is_err(), "four dice in all");
}

#[test]
fn a_villain_six_pays_a_coin_and_no_coins_left_means_nobody_wins() {
    let mut game = game(2);
    assert_eq!(game.coins, 9);
    for _ in 0..8 {
        game.throw([1, 1, 2, 3], 6).unwrap();
        let offer = game.offers()[0].0;
        game.score(offer).unwrap();
    }
    assert_eq!(game.coins, 1);
    game.throw([1, 3, 5, 6], 6).unwrap();
    assert_eq!(game.ending, Some(Ending::RansomPaid));
    assert!(game.throw([1, 1, 1, 1], 1).is_err());
}

#[test]
fn the_game_ends_when_the_last_card_is_turned() {
    let mut game = game(2);
    let mut throws = 0;
    while game.ending.is_none() {
        game.throw([3, 3, 3, 3], 1).unwrap();
        throws += 1;
        match game.offers().first() {
            Some(&(category, _)) => {
                game.score(category).unwrap();
            }
            None => {
                let left = superdice::Category::ALL
                    .into_iter()
                    .find(|&c| game.players[game.current].cards_left(c) > 0)
                    .unwrap();
                // No offer: spend the re-throws, then turn a card.
                game.rethrow(&[], &[1, 3, 5, 6], 1).unwrap();
                game.rethrow(&[], &[1, 3, 5, 6], 1).unwrap();
                game.give_up(left).unwrap();
            }
        }
    }
    assert_eq!(throws, 30, "15 cards each");
    assert_eq!(
        game.ending,
        Some(Ending::Winners(vec![0, 1])),
        "the same throws: a tie"
    );
}

#[test]
fn the_villain_die_stays_on_the_table_with_the_dice() {
    let mut game = game(2);
    game.players[0].left[0] = 0;
    game.throw([2, 2, 5, 6], 6).unwrap();
    assert_eq!(
        game.stage,
        Stage::Thrown {
            dice: [2, 2, 5, 6],
            rethrows: 0,
            villain: 6
        }
    );
    game.rethrow(&[2, 2], &[1, 6], 3).unwrap();
    assert!(matches!(game.stage, Stage::Thrown { villain: 3, .. }));
}
