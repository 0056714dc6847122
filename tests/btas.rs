//! The Animated Series Dice Game: each rule and villain ability, and the advisor
//! against brute-force enumeration of every die drawn and every face rolled.

use gotham_companion::games::btas::advisor::{self, Decision};
use gotham_companion::games::btas::{
    Color, DiceSet, Face, Game, Rolled, TurnEnd, TurnState, Villain,
};
use gotham_companion::words::games::btas as words;
use std::collections::HashMap;

const G: Color = Color::Gray;
const B: Color = Color::Blue;
const Y: Color = Color::Yellow;

fn die(color: Color, face: Face) -> Rolled {
    Rolled { color, face }
}

fn loot(color: Color) -> Rolled {
    die(color, Face::Loot)
}

fn bat(color: Color) -> Rolled {
    die(color, Face::Batman)
}

fn alarm(color: Color) -> Rolled {
    die(color, Face::Alarm)
}

fn start() -> TurnState {
    TurnState::start(&DiceSet::default())
}

// --- A turn -----------------------------------------------------------------------

#[test]
fn a_roll_sets_loot_and_batman_aside_and_keeps_alarms() {
    let mut turn = start();
    turn.roll(None, &[loot(G), bat(Y), alarm(B)], &[]).unwrap();
    assert_eq!(turn.loot, [1, 0, 0]);
    assert_eq!(turn.batman, [0, 0, 1]);
    assert_eq!(turn.alarms, [0, 1, 0]);
    assert_eq!(turn.cup, [4, 2, 1]);
    // The Alarm is rolled again with two new dice.
    assert_eq!(turn.to_draw(None), 2);
    assert!(
        turn.roll(None, &[loot(G), loot(G), loot(G)], &[]).is_err(),
        "the blue Alarm must be rolled"
    );
    turn.roll(None, &[loot(B), loot(G), alarm(G)], &[]).unwrap();
    assert_eq!(turn.loot_total(), 3);
    assert_eq!(turn.score_if_stopped(None), 3);
}

#[test]
fn three_batman_symbols_bust_the_turn() {
    let mut game = game_of(&[Villain::Catwoman, Villain::PoisonIvy], 0);
    game.roll(&[loot(G), bat(Y), bat(Y)], &[]).unwrap();
    let end = game.roll(&[bat(G), loot(G), loot(B)], &[]).unwrap();
    assert_eq!(end, Some(TurnEnd::Busted(0)));
    assert_eq!(game.players[0].score, 0);
    assert_eq!(game.current, 1, "play passes to the left");
    // The busted dice stay to be seen, until the next player acts.
    let (who, dice) = game.bust.expect("the bust is kept");
    assert_eq!((who, dice.batman), (0, [1, 0, 2]));
    game.roll(&[loot(G), loot(G), loot(G)], &[]).unwrap();
    assert!(game.bust.is_none());
}

#[test]
fn stopping_scores_the_loot() {
    let mut game = game_of(&[Villain::PoisonIvy, Villain::Joker], 0);
    game.roll(&[loot(G), loot(G), alarm(Y)], &[]).unwrap();
    assert_eq!(game.stop().unwrap(), TurnEnd::Scored(2));
    assert_eq!(game.players[0].score, 2);
    // The next turn starts with a full cup.
    assert_eq!(game.turn, start());
}

#[test]
fn three_alarms_are_rolled_again_without_drawing() {
    let mut turn = start();
    turn.roll(None, &[alarm(G), alarm(B), alarm(Y)], &[])
        .unwrap();
    assert_eq!(turn.to_draw(None), 0);
    turn.roll(None, &[loot(G), alarm(B), alarm(Y)], &[])
        .unwrap();
    assert_eq!(turn.cup, [4, 2, 1]);
}

#[test]
fn a_short_last_roll_when_the_cup_runs_low() {
    let dice = DiceSet::default();
    let mut turn = TurnState::from_counts(&dice, [1, 0, 0], [0, 1, 0], 6, 0, 2, false).unwrap();
    // One Alarm on the table and one die in the cup: two dice are rolled.
    assert_eq!(turn.to_draw(None), 1);
    turn.roll(None, &[alarm(B), alarm(G)], &[]).unwrap();
    assert_eq!(turn.cup_total(), 0);
}

#[test]
fn an_empty_cup_turns_alarms_into_loot_and_ends_the_turn() {
    let mut game = game_of(&[Villain::Joker, Villain::Catwoman], 0);
    let dice = DiceSet::default();
    game.turn = TurnState::from_counts(&dice, [0, 0, 0], [1, 1, 0], 6, 0, 2, false).unwrap();
    assert!(game.turn.cup_runs_dry(game.villain()));
    assert!(game.roll(&[alarm(G), alarm(B)], &[]).is_err());
    // The two Alarms become Loot: 8, and the Joker has two full sets in play.
    assert_eq!(game.stop().unwrap(), TurnEnd::Scored(8 + 2));
}

#[test]
fn on_an_empty_cup_the_advisor_says_stop_for_the_points_the_stop_button_scores() {
    // The case: the Riddler past his first roll, the cup empty, Alarms on the
    // table. Rolling is not allowed, and stopping scores the Alarms as Loot.
    let dice = DiceSet::default();
    let turn = TurnState::from_counts(&dice, [0, 0, 0], [1, 1, 0], 6, 0, 2, false).unwrap();
    let villain = Some(Villain::Riddler);
    assert!(turn.cup_runs_dry(villain));
    let advice = advisor::advise(&dice, villain, &turn).unwrap();
    let mut cashed = turn;
    cashed.cash_in_alarms();
    assert!(!advice.can_roll);
    assert_eq!(advice.advice, Decision::Stop);
    assert_eq!(
        advice.expected_if_stop,
        f64::from(cashed.score_if_stopped(villain))
    );
    assert!(advice.expected_if_stop > f64::from(turn.score_if_stopped(villain)));
}

// --- Villains ------------------------------------------------------------------------

#[test]
fn the_joker_scores_his_sets_even_when_busted() {
    let mut game = game_of(&[Villain::Joker, Villain::Riddler], 0);
    game.roll(&[bat(Y), loot(B), loot(G)], &[]).unwrap();
    let end = game.roll(&[bat(Y), bat(B), alarm(G)], &[]).unwrap();
    // In play: gray 2, blue 2, yellow 2: two sets.
    assert_eq!(end, Some(TurnEnd::Busted(2)));
    assert_eq!(game.players[0].score, 2);
}

#[test]
fn catwoman_scores_blue_loot_twice_only_on_a_completed_heist() {
    let mut turn = start();
    let cat = Some(Villain::Catwoman);
    turn.roll(cat, &[loot(B), loot(B), loot(G)], &[]).unwrap();
    assert_eq!(turn.score_if_stopped(cat), 3 + 2);
    turn.batman = [3, 0, 0];
    assert_eq!(turn.score_if_busted(cat), 0);
}

#[test]
fn poison_ivy_dodges_one_blue_batman_a_turn() {
    let ivy = Some(Villain::PoisonIvy);
    let mut turn = start();
    turn.roll(ivy, &[bat(B), bat(B), bat(Y)], &[]).unwrap();
    assert!(turn.dodged);
    assert_eq!(turn.batman_total(), 2, "one blue Batman taken out of play");
    assert!(!turn.busted());
    // The dodged die is out of play: not in the cup, not on the table.
    assert_eq!(turn.in_play(), [0, 1, 1]);
    assert_eq!(turn.cup, [5, 1, 1]);
    // A second blue Batman counts.
    turn.roll(ivy, &[bat(B), loot(G), loot(G)], &[]).unwrap();
    assert!(turn.busted());
}

#[test]
fn the_riddler_rolls_four_first_and_may_put_dice_back() {
    let riddler = Some(Villain::Riddler);
    let mut turn = start();
    assert_eq!(turn.to_draw(riddler), 4);
    let roll = [bat(Y), bat(Y), bat(B), loot(G)];
    // Putting two Batman symbols back avoids the bust.
    turn.roll(riddler, &roll, &[bat(Y), bat(B)]).unwrap();
    assert_eq!(turn.batman_total(), 1);
    assert_eq!(turn.cup, [4, 3, 1]);
    assert_eq!(turn.to_draw(riddler), 3, "three dice on later rolls");
    assert!(
        turn.roll(riddler, &[loot(G), loot(G), loot(G)], &[loot(G)])
            .is_err(),
        "only the first roll"
    );
}

#[test]
fn the_riddler_rolls_four_alarms_again() {
    let riddler = Some(Villain::Riddler);
    let mut turn = start();
    turn.roll(riddler, &[alarm(G), alarm(G), alarm(B), alarm(Y)], &[])
        .unwrap();
    assert_eq!(turn.alarm_total(), 4);
    assert_eq!(turn.to_draw(riddler), 0);
    turn.roll(riddler, &[loot(G), loot(G), loot(B), loot(Y)], &[])
        .unwrap();
    assert_eq!(turn.loot_total(), 4);
}

// --- The game ---------------------------------------------------------------------

/// A game with the default dice, Ann, Bo and Cy playing `villains` in turn, `first`
/// starting.
fn game_of(villains: &[Villain], first: usize) -> Game {
    let players = ["Ann", "Bo", "Cy", "Di"]
        .into_iter()
        .zip(villains)
        .map(|(name, v)| (name.to_owned(), *v))
        .collect();
    Game::new(DiceSet::default(), players, first).unwrap()
}

fn scored_turn(game: &mut Game, points: u32) {
    let dice = game.dice;
    game.turn = TurnState::from_counts(
        &dice,
        [2, 1, 1],
        [0, 0, 0],
        points.min(6),
        0,
        6 - points.min(6),
        false,
    )
    .unwrap();
    game.turn.batman = [0, 0, 0];
    game.turn.loot = [points, 0, 0];
    game.stop().unwrap();
}

#[test]
fn two_to_four_players_each_with_a_villain_of_their_own() {
    let players = |n: usize| {
        (0..n)
            .map(|i| (format!("P{i}"), Villain::ALL[i % 4]))
            .collect::<Vec<_>>()
    };
    assert!(Game::new(DiceSet::default(), players(1), 0).is_err());
    assert!(Game::new(DiceSet::default(), players(5), 0).is_err());
    assert!(
        Game::new(
            DiceSet::default(),
            vec![("A".into(), Villain::Joker), ("B".into(), Villain::Joker)],
            0
        )
        .is_err()
    );
    let drawn = Game::draw_villains(4, &mut rand::rng());
    let mut sorted = drawn.clone();
    sorted.sort_by_key(|v| words::villain(*v));
    sorted.dedup();
    assert_eq!(sorted.len(), 4);
}

#[test]
fn reaching_30_finishes_the_round_and_the_most_loot_wins() {
    let mut game = game_of(&[Villain::Joker, Villain::Catwoman, Villain::Riddler], 1);
    game.players[1].score = 28;
    game.players[2].score = 25;
    game.players[0].score = 29;
    scored_turn(&mut game, 3); // Bo: 31, the last round begins
    assert!(game.last_round);
    assert_eq!(game.winner, None);
    scored_turn(&mut game, 4); // Cy: 29
    scored_turn(&mut game, 3); // Ann: 32, the round ends with Bo (first) due next
    assert_eq!(game.winner, Some(0));
    assert!(game.roll(&[loot(G), loot(G), loot(G)], &[]).is_err());
}

#[test]
fn a_tie_at_the_top_is_settled_by_a_tiebreaker_round_of_the_leaders() {
    let mut game = game_of(&[Villain::Joker, Villain::Catwoman, Villain::Riddler], 0);
    game.players[0].score = 27;
    game.players[1].score = 28;
    game.players[2].score = 10;
    scored_turn(&mut game, 4); // Ann 31
    scored_turn(&mut game, 3); // Bo 31
    scored_turn(&mut game, 1); // Cy 11: tie between Ann and Bo
    assert_eq!(game.winner, None);
    assert_eq!(game.tiebreak, Some(vec![0, 1]));
    assert_eq!(game.current, 0);
    scored_turn(&mut game, 2); // Ann 33
    assert_eq!(game.current, 1, "Cy sits the tiebreaker out");
    scored_turn(&mut game, 5); // Bo 36
    assert_eq!(game.winner, Some(1));
}

// --- The advisor against brute force ---------------------------------------------------

/// Every die in the cup as its own object, by colour.
fn cup_dice(cup: [u32; 3]) -> Vec<Color> {
    Color::ALL
        .iter()
        .flat_map(|&c| std::iter::repeat_n(c, cup[c.index()] as usize))
        .collect()
}

fn face_of(dice: &DiceSet, color: Color, side: u32) -> Face {
    let f = dice.faces[color.index()];
    if side < f.loot {
        Face::Loot
    } else if side < f.loot + f.batman {
        Face::Batman
    } else {
        Face::Alarm
    }
}

/// Every ordered draw of `k` dice from `cup`, each die a distinct object.
fn draws(cup: &[Color], k: usize) -> Vec<Vec<Color>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for i in 0..cup.len() {
        let mut rest = cup.to_vec();
        let first = rest.remove(i);
        for mut tail in draws(&rest, k - 1) {
            tail.insert(0, first);
            all.push(tail);
        }
    }
    all
}

/// The rolls of going on from `s`: each equally likely, as the rules engine applies them
/// (with every choice of dice the Riddler may put back, for his first roll).
fn next_states(dice: &DiceSet, villain: Option<Villain>, s: &TurnState) -> Vec<Vec<TurnState>> {
    let k = s.to_draw(villain) as usize;
    let alarms: Vec<Color> = cup_dice(s.alarms);
    let mut outcomes = Vec::new();
    for drawn in draws(&cup_dice(s.cup), k) {
        let colors: Vec<Color> = alarms.iter().chain(&drawn).copied().collect();
        let n = colors.len() as u32;
        for code in 0..6u32.pow(n) {
            let mut rest = code;
            let rolled: Vec<Rolled> = colors
                .iter()
                .map(|&c| {
                    let side = rest % 6;
                    rest /= 6;
                    die(c, face_of(dice, c, side))
                })
                .collect();
            let mut choices = Vec::new();
            let subsets = if s.riddler_first(villain) {
                1u32 << rolled.len()
            } else {
                1
            };
            for mask in 0..subsets {
                let returned: Vec<Rolled> = (0..rolled.len())
                    .filter(|i| mask >> i & 1 == 1)
                    .map(|i| rolled[i])
                    .collect();
                let mut next = *s;
                next.roll(villain, &rolled, &returned)
                    .expect("a legal roll");
                choices.push(next);
            }
            outcomes.push(choices);
        }
    }
    outcomes
}

/// The best value from `s` with at most `depth` more rolls, by brute force.
fn brute_best(
    dice: &DiceSet,
    villain: Option<Villain>,
    s: TurnState,
    depth: u32,
    memo: &mut HashMap<(TurnState, u32), f64>,
) -> f64 {
    if s.busted() {
        return f64::from(s.score_if_busted(villain));
    }
    let stop = f64::from(s.score_if_stopped(villain));
    if depth == 0 {
        return stop;
    }
    if let Some(&v) = memo.get(&(s, depth)) {
        return v;
    }
    let value = stop.max(brute_continue(dice, villain, s, depth, memo));
    memo.insert((s, depth), value);
    value
}

fn brute_continue(
    dice: &DiceSet,
    villain: Option<Villain>,
    s: TurnState,
    depth: u32,
    memo: &mut HashMap<(TurnState, u32), f64>,
) -> f64 {
    if s.cup_runs_dry(villain) {
        let mut cashed = s;
        cashed.cash_in_alarms();
        return f64::from(cashed.score_if_stopped(villain));
    }
    let outcomes = next_states(dice, villain, &s);
    let total = outcomes.len() as f64;
    outcomes
        .into_iter()
        .map(|choices| {
            choices
                .into_iter()
                .map(|next| brute_best(dice, villain, next, depth - 1, memo))
                .fold(f64::NEG_INFINITY, f64::max)
        })
        .sum::<f64>()
        / total
}

fn brute_bust(dice: &DiceSet, villain: Option<Villain>, s: &TurnState) -> f64 {
    if s.cup_runs_dry(villain) || s.riddler_first(villain) {
        return 0.0;
    }
    let outcomes = next_states(dice, villain, s);
    let busted = outcomes
        .iter()
        .filter(|choices| choices[0].busted())
        .count();
    busted as f64 / outcomes.len() as f64
}

fn check_against_brute_force(dice: &DiceSet, villain: Option<Villain>, s: TurnState) {
    let advice = advisor::advise(dice, villain, &s).unwrap();
    if s.cup_runs_dry(villain) {
        // No roll allowed: stopping cashes the Alarms in, and that is the advice.
        let mut cashed = s;
        cashed.cash_in_alarms();
        let points = f64::from(cashed.score_if_stopped(villain));
        assert_eq!(advice.expected_if_stop, points, "{villain:?} {s:?}");
        assert!(!advice.can_roll);
        assert_eq!(advice.advice, Decision::Stop);
        return;
    }
    assert!(advice.can_roll);
    let mut memo = HashMap::new();
    // 40 rolls deep: landing back on the same Alarms that often has no weight left.
    let continued = brute_continue(dice, villain, s, 40, &mut memo);
    let what = format!("{villain:?} {s:?}");
    assert!(
        (advice.expected_if_continue - continued).abs() < 1e-9,
        "{what}: {} vs {continued}",
        advice.expected_if_continue
    );
    assert_eq!(
        advice.expected_if_stop,
        f64::from(s.score_if_stopped(villain)),
        "{what}"
    );
    assert!(
        (advice.bust_next_roll - brute_bust(dice, villain, &s)).abs() < 1e-12,
        "{what}"
    );
    let expected = if continued > advice.expected_if_stop {
        Decision::Continue
    } else {
        Decision::Stop
    };
    assert_eq!(advice.advice, expected, "{what}");
}

#[test]
fn the_advisor_matches_brute_force_on_small_states() {
    let small = DiceSet {
        counts: [2, 1, 1],
        ..DiceSet::default()
    };
    let villains = [
        None,
        Some(Villain::Joker),
        Some(Villain::Catwoman),
        Some(Villain::PoisonIvy),
        Some(Villain::Riddler),
    ];
    for villain in villains {
        // The start of a turn with four dice in the box (the Riddler rolls them all).
        check_against_brute_force(&small, villain, TurnState::start(&small));
        // Mid-turn states.
        for (cup, alarms, loot, blue_loot, batman) in [
            ([1, 1, 1], [1, 0, 0], 0, 0, 0),
            ([1, 0, 1], [0, 1, 0], 1, 0, 0),
            ([0, 1, 1], [1, 0, 0], 0, 0, 1),
            ([1, 0, 0], [1, 0, 1], 0, 0, 1),
            ([0, 0, 0], [1, 1, 0], 1, 0, 1),
            ([0, 0, 1], [2, 1, 0], 0, 0, 0),
            ([1, 0, 0], [0, 0, 0], 2, 1, 1),
        ] {
            let s = TurnState::from_counts(&small, cup, alarms, loot, blue_loot, batman, false)
                .unwrap();
            check_against_brute_force(&small, villain, s);
        }
    }
}

#[test]
fn the_advisor_stops_when_more_would_risk_too_much() {
    let dice = DiceSet::default();
    // Two Batman symbols and 8 Loot: one more Batman loses it all.
    let s = TurnState::from_counts(&dice, [0, 0, 0], [0, 0, 0], 8, 0, 2, false).unwrap();
    let advice = advisor::advise(&dice, None, &s).unwrap();
    // The cup is empty and no Alarm is left: going on ends the heist as it stands.
    assert_eq!(advice.expected_if_continue, 8.0);
    let risky = TurnState::from_counts(&dice, [1, 1, 2], [0, 0, 0], 4, 0, 2, false).unwrap();
    let advice = advisor::advise(&dice, None, &risky).unwrap();
    assert_eq!(advice.advice, Decision::Stop);
    assert!(advice.bust_next_roll > 0.5);
}

#[test]
fn the_advisor_refuses_impossible_states() {
    let dice = DiceSet::default();
    assert!(TurnState::from_counts(&dice, [6, 3, 2], [0, 0, 0], 0, 0, 0, false).is_err());
    assert!(TurnState::from_counts(&dice, [5, 3, 2], [0, 0, 0], 1, 0, 0, false).is_err());
    let busted = TurnState::from_counts(&dice, [2, 1, 1], [0, 0, 0], 3, 0, 3, false).unwrap();
    assert!(advisor::advise(&dice, None, &busted).is_err());
}

// --- A roll made in the app -------------------------------------------------------

#[test]
fn a_roll_in_the_app_rerolls_the_alarms_and_draws_the_rest_from_the_cup() {
    use rand::SeedableRng;
    let dice = DiceSet::default();
    let mut rng = rand::rngs::StdRng::seed_from_u64(5);
    for _ in 0..200 {
        let mut turn = start();
        turn.roll(None, &[alarm(B), loot(G), loot(Y)], &[]).unwrap();
        let rolled = turn.random_roll(&dice, None, &mut rng);
        assert_eq!(rolled.len(), 3, "the blue Alarm and two dice from the cup");
        assert_eq!(rolled[0].color, B, "the Alarm keeps its colour");
        let mut drawn = [0u32; 3];
        for die in &rolled[1..] {
            drawn[die.color.index()] += 1;
        }
        assert!((0..3).all(|c| drawn[c] <= turn.cup[c]), "{rolled:?}");
        // The rules take the roll as it came.
        turn.roll(None, &rolled, &[]).unwrap();
    }
}

#[test]
fn a_roll_in_the_app_lands_on_the_faces_of_the_die() {
    use rand::SeedableRng;
    let mut dice = DiceSet::default();
    // Yellow dice with Batman on every face: every yellow die drawn shows Batman.
    dice.faces[Y.index()] = gotham_companion::games::btas::Faces {
        loot: 0,
        batman: 6,
        alarm: 0,
    };
    let mut rng = rand::rngs::StdRng::seed_from_u64(9);
    let mut yellow = 0;
    for _ in 0..200 {
        let turn = TurnState::start(&dice);
        for die in turn.random_roll(&dice, Some(Villain::Riddler), &mut rng) {
            if die.color == Y {
                yellow += 1;
                assert_eq!(die.face, Face::Batman);
            }
        }
    }
    assert!(yellow > 0, "yellow dice were drawn");
}
