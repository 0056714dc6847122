//! The Batman Who Laughs Rising: set-up, the four steps of a turn, the Dark Knights
//! Track, the Batman Who Laughs, damage, bonus tokens, and every way to win or lose.

use gotham_companion::games::rising::{
    BwlFace, DARK_KNIGHT_NAMES, DEFEATS_TO_LOSE, Game, Outcome, Settings, Side, Step, Track, Turn,
};
use gotham_companion::words::games::rising as words;

const STAY: BwlFace = BwlFace::new(Turn::Stay, false);
const LEFT: BwlFace = BwlFace::new(Turn::Left, false);
const RIGHT: BwlFace = BwlFace::new(Turn::Right, false);
const CROWN: BwlFace = BwlFace::new(Turn::Stay, true);

/// Two players (Batman and Hawkgirl, 4 damage each), a small track: six sections of
/// 2, his space of 2 (full at 14 counters) and 2 after it (16 in all), him facing
/// sector 1.
fn game() -> Game {
    let mut settings = Settings::for_players(2);
    settings.track = Track {
        sections: [2; 6],
        bwl_spaces: 2,
        after_spaces: 2,
    };
    settings.bwl_capacity = 2;
    Game::new(
        settings,
        vec!["Ann".into(), "Ben".into()],
        vec![("Batman".into(), 4), ("Hawkgirl".into(), 4)],
        0,
    )
    .unwrap()
}

/// Why the heroes lost, in words, once they have.
fn lost(game: &Game) -> Option<String> {
    match &game.outcome {
        Some(Outcome::Lost(why)) => Some(words::loss(why)),
        _ => None,
    }
}

/// Plays a turn: deploy to `sector`, the black dice, end.
fn turn(game: &mut Game, sector: u32, dark: u32, bwl: BwlFace) {
    game.deploy(sector).unwrap();
    game.roll_dark(dark, bwl).unwrap();
    game.end_turn().unwrap();
}

#[test]
fn the_track_side_follows_the_player_count_and_one_player_runs_two_teams() {
    assert_eq!(Settings::for_players(1).side, Side::OrangeBrown);
    assert_eq!(Settings::for_players(2).side, Side::OrangeBrown);
    assert_eq!(Settings::for_players(3).side, Side::Purple);
    assert_eq!(Settings::for_players(4).side, Side::Purple);

    let solo = Game::new(
        Settings::for_players(1),
        vec!["Sol".into()],
        vec![("Batman".into(), 4), ("Wonder Woman".into(), 5)],
        2,
    )
    .unwrap();
    assert_eq!(solo.teams.len(), 2);
    assert!(solo.teams.iter().all(|t| t.player == 0));
    assert!(
        Game::new(
            Settings::for_players(1),
            vec!["Sol".into()],
            vec![("Batman".into(), 4)],
            0
        )
        .is_err(),
        "the solo game takes two teams"
    );
    assert!(
        Game::new(
            Settings::for_players(3),
            vec!["A".into(), "B".into(), "C".into()],
            vec![("Batman".into(), 4), ("Hawkgirl".into(), 4)],
            0
        )
        .is_err()
    );
}

#[test]
fn the_four_steps_come_in_order() {
    let mut g = game();
    assert_eq!(g.step, Step::Deploy);
    assert!(g.roll_dark(1, STAY).is_err(), "deploy first");
    assert!(g.end_turn().is_err());
    g.deploy(1).unwrap();
    assert_eq!(g.step, Step::DarkDice);
    assert!(g.recruit("Robin", 3).is_err(), "the black dice come first");
    g.roll_dark(1, STAY).unwrap();
    assert_eq!(g.step, Step::HeroDice);
    g.dice_assigned().unwrap();
    assert_eq!(g.step, Step::Resolve);
    g.end_turn().unwrap();
    assert_eq!(
        (g.current, g.step),
        (1, Step::Deploy),
        "the next team's turn"
    );
}

#[test]
fn a_turn_shows_its_own_roll_and_the_next_turn_none_of_it() {
    let mut g = game();
    g.deploy(1).unwrap();
    assert_eq!(g.rolled, None);
    g.roll_dark(2, LEFT).unwrap();
    assert_eq!(g.rolled, Some((2, LEFT)), "this turn's faces, shown");
    g.dice_assigned().unwrap();
    assert_eq!(g.rolled, Some((2, LEFT)), "still this turn's");
    g.end_turn().unwrap();
    assert_eq!(
        (g.step, g.rolled),
        (Step::Deploy, None),
        "turn 2 marks none of turn 1's faces"
    );
}

#[test]
fn the_dark_knights_die_adds_counters_and_refuses_faces_it_lacks() {
    let mut g = game();
    g.deploy(1).unwrap();
    assert!(g.roll_dark(0, STAY).is_err(), "no blank face by default");
    assert!(g.roll_dark(4, STAY).is_err());
    g.roll_dark(3, STAY).unwrap();
    assert_eq!(g.counters, 3);
}

#[test]
fn he_turns_left_or_right_around_three_sectors() {
    let mut g = game();
    turn(&mut g, 1, 1, LEFT);
    assert_eq!(g.bwl_sector, 2, "counterclockwise from 1 is 3");
    turn(&mut g, 1, 1, RIGHT);
    assert_eq!(g.bwl_sector, 0);
    turn(&mut g, 1, 1, STAY);
    assert_eq!(g.bwl_sector, 0);
}

#[test]
fn he_attacks_every_hero_in_his_sector_including_the_active_team() {
    let mut g = game();
    // Ann's Batman goes to sector 2; Ben's Hawkgirl then goes to sector 3 and he turns
    // there.
    turn(&mut g, 1, 1, STAY);
    g.deploy(2).unwrap();
    g.roll_dark(1, LEFT).unwrap();
    assert_eq!(g.bwl_sector, 2);
    assert_eq!(g.teams[1].heroes[0].damage, 1);
    assert_eq!(g.teams[0].heroes[0].damage, 0, "Batman is in sector 2");
}

#[test]
fn damage_stays_within_a_hero_s_capacity() {
    let mut g = game();
    for _ in 0..4 {
        g.damage_hero(0, 0, 1).unwrap();
    }
    assert!(g.damage_hero(0, 0, 1).is_err());
    g.damage_hero(0, 0, -1).unwrap();
    assert_eq!(g.teams[0].heroes[0].damage, 3);
    // He cannot add damage past capacity either.
    g.damage_hero(0, 0, 1).unwrap();
    g.deploy(0).unwrap();
    g.roll_dark(1, STAY).unwrap();
    assert_eq!(g.teams[0].heroes[0].damage, 4);
}

#[test]
fn a_hero_with_full_damage_is_defeated_at_the_end_of_the_turn() {
    let mut g = game();
    g.deploy(1).unwrap();
    g.roll_dark(1, STAY).unwrap();
    g.recruit("Robin", 2).unwrap();
    g.damage_hero(0, 1, 2).unwrap();
    assert_eq!(
        g.teams[0].heroes.len(),
        2,
        "still there until the turn ends"
    );
    // A heal in time saves a hero.
    g.damage_hero(0, 1, -1).unwrap();
    g.end_turn().unwrap();
    assert!(g.defeated.is_empty());
    g.damage_hero(0, 1, 1).unwrap();
    g.deploy(1).unwrap();
    g.roll_dark(1, STAY).unwrap();
    g.end_turn().unwrap();
    assert_eq!(g.defeated, vec!["Robin".to_owned()]);
    assert_eq!(g.teams[0].heroes.len(), 1);
}

#[test]
fn a_recruited_hero_joins_the_team_on_turn_with_no_damage() {
    let mut g = game();
    g.deploy(1).unwrap();
    g.roll_dark(1, STAY).unwrap();
    g.recruit("Plastic Man", 3).unwrap();
    assert_eq!(g.teams[0].heroes[1].name, "Plastic Man");
    assert_eq!(g.teams[0].heroes[1].damage, 0);
    assert!(g.recruit("  ", 3).is_err());
    assert!(g.recruit("Constantine", 0).is_err());
}

#[test]
fn a_full_section_sends_its_dark_knight_to_the_deck_at_the_end_of_the_turn() {
    let mut g = game();
    g.deploy(1).unwrap();
    g.roll_dark(3, STAY).unwrap();
    assert!(!g.moved[0], "not before the turn ends");
    g.end_turn().unwrap();
    assert_eq!(g.moved, [true, false, false, false, false, false]);
    assert_eq!(g.ability, Some(0));
    // Two more sections at once: the later one's ability is the one that counts.
    turn(&mut g, 1, 3, STAY);
    assert_eq!(g.counters, 6);
    assert_eq!(g.moved[..3], [true, true, true]);
    assert_eq!(g.ability, Some(2));
}

#[test]
fn a_section_emptied_before_the_turn_ends_does_not_complete() {
    let mut g = game();
    g.deploy(1).unwrap();
    g.roll_dark(2, STAY).unwrap();
    g.counter_removed().unwrap();
    g.end_turn().unwrap();
    assert!(!g.moved[0]);
    assert_eq!(g.ability, None);
}

#[test]
fn the_crown_activates_only_the_latest_ability_and_never_on_the_turn_it_is_revealed() {
    let mut g = game();
    g.deploy(1).unwrap();
    g.roll_dark(2, CROWN).unwrap();
    assert!(!g.ability_due, "nothing revealed yet");
    g.end_turn().unwrap();
    assert_eq!(g.ability, Some(0));
    g.deploy(1).unwrap();
    g.roll_dark(1, CROWN).unwrap();
    assert!(g.ability_due, "section 1's ability activates");
    g.end_turn().unwrap();
    assert!(!g.ability_due, "cleared for the next turn");
}

#[test]
fn he_is_revealed_when_his_space_fills_and_only_then_can_be_fought() {
    let mut g = game();
    g.deploy(0).unwrap();
    g.roll_dark(3, STAY).unwrap();
    assert!(g.bwl_damaged().is_err(), "not revealed");
    assert!(g.moved_to_bwl().is_err());
    g.end_turn().unwrap();
    g.counters = 12;
    turn(&mut g, 1, 1, STAY);
    assert!(!g.bwl_revealed, "13: his space is not full");
    turn(&mut g, 1, 1, STAY);
    assert!(g.bwl_revealed);
    assert_eq!(g.outcome, None, "two spaces left on the track");
    assert!(g.moved.iter().all(|&m| m));

    // Ben's Hawkgirl deploys to sector 2; he is in sector 1.
    g.deploy(1).unwrap();
    g.roll_dark(1, STAY).unwrap();
    assert!(g.bwl_damaged().is_err(), "not in his sector");
    g.moved_to_bwl().unwrap();
    g.bwl_damaged().unwrap();
    assert_eq!(g.bwl_damage, 1);
    assert_eq!(g.players[1].bonus, 1, "a bonus token, as for any villain");
}

#[test]
fn bonus_tokens_wait_a_turn_and_can_be_shared() {
    let mut g = game();
    g.deploy(1).unwrap();
    g.roll_dark(1, STAY).unwrap();
    g.villain_damaged().unwrap();
    g.villain_damaged().unwrap();
    assert_eq!(g.players[0].bonus, 2);
    assert!(g.bonus_used(0).is_err(), "not on the turn it was drawn");
    assert!(g.bonus_given(0, 1).is_err());
    g.end_turn().unwrap();
    g.bonus_given(0, 1).unwrap();
    g.bonus_used(1).unwrap();
    assert_eq!((g.players[0].bonus, g.players[1].bonus), (1, 0));
    assert!(g.bonus_given(0, 0).is_err());
}

#[test]
fn a_full_track_loses_the_game() {
    let mut g = game();
    g.counters = 15;
    turn(&mut g, 1, 1, STAY);
    assert_eq!(lost(&g).as_deref(), Some("the Dark Knights Track is full"));
    assert!(g.deploy(1).is_err(), "the game is over");
}

#[test]
fn ten_defeated_heroes_lose_the_game() {
    let mut g = game();
    g.deploy(1).unwrap();
    g.roll_dark(1, STAY).unwrap();
    for i in 0..DEFEATS_TO_LOSE {
        g.recruit(&format!("Hero {i}"), 1).unwrap();
        g.damage_hero(0, i + 1, 1).unwrap();
    }
    g.end_turn().unwrap();
    assert_eq!(g.defeated.len(), 10);
    assert_eq!(lost(&g).as_deref(), Some("10 heroes are defeated"));
}

#[test]
fn a_team_wiped_out_loses_the_game() {
    let mut g = game();
    g.damage_hero(1, 0, 4).unwrap();
    turn(&mut g, 1, 1, STAY);
    assert_eq!(
        lost(&g).as_deref(),
        Some("Hawkgirl's team has no hero left")
    );
}

#[test]
fn defeating_him_wins_even_when_the_track_fills_on_the_same_turn() {
    let mut g = game();
    g.counters = 13;
    turn(&mut g, 0, 1, STAY);
    g.deploy(0).unwrap();
    g.roll_dark(2, STAY).unwrap();
    assert!(g.bwl_revealed);
    g.bwl_damaged().unwrap();
    g.bwl_damaged().unwrap();
    assert!(g.bwl_damaged().is_err(), "at his capacity");
    assert_eq!(g.counters, 16, "the track is full too");
    g.end_turn().unwrap();
    assert_eq!(g.outcome, Some(Outcome::Won));
}

#[test]
fn settings_out_of_range_are_refused() {
    let mut settings = Settings::for_players(2);
    settings.dark_die[0] = 4;
    assert!(settings.check().is_err());
    let mut settings = Settings::for_players(2);
    settings.track.sections[3] = 0;
    assert!(settings.check().is_err());
    let mut settings = Settings::for_players(2);
    settings.bwl_capacity = 0;
    assert!(
        Game::new(
            settings,
            vec!["A".into(), "B".into()],
            vec![("Batman".into(), 4), ("Hawkgirl".into(), 4)],
            0
        )
        .is_err()
    );
}

#[test]
fn the_dark_knight_of_a_section_is_named_once_its_card_has_left_the_track() {
    let mut g = game();
    assert!(
        g.name_dark_knight(0, 0).is_err(),
        "its card is still on the track"
    );
    assert_eq!(g.unnamed_knight(), None);
    turn(&mut g, 1, 3, STAY);
    assert_eq!(g.unnamed_knight(), Some(0));
    assert_eq!(g.dark_knight(0), None);
    g.name_dark_knight(0, 3).unwrap();
    assert_eq!(g.dark_knight(0), Some(3));
    assert_eq!(g.unnamed_knight(), None);
    assert_eq!(
        g.log.last().map(words::event).as_deref(),
        Some("The Dark Knight of track section 1 is The Drowned.")
    );
    // A slip is corrected by naming the section again.
    g.name_dark_knight(0, 4).unwrap();
    assert_eq!(g.dark_knight(0), Some(4));
    assert!(g.name_dark_knight(0, DARK_KNIGHT_NAMES.len()).is_err());
    assert!(g.name_dark_knight(DARK_KNIGHT_NAMES.len(), 0).is_err());
}

#[test]
fn a_dark_knight_lies_on_one_section_only() {
    let mut g = game();
    turn(&mut g, 1, 3, STAY);
    turn(&mut g, 1, 2, STAY);
    g.name_dark_knight(0, 1).unwrap();
    let refused = words::refusal(&g.name_dark_knight(1, 1).unwrap_err());
    assert!(refused.contains("section 1"), "{refused}");
    assert_eq!(g.dark_knight(1), None);
}

#[test]
fn the_last_dark_knight_is_known_without_being_named() {
    let mut g = game();
    // Sections of 2: twelve counters fill all six.
    turn(&mut g, 1, 3, STAY);
    turn(&mut g, 1, 3, STAY);
    turn(&mut g, 1, 3, STAY);
    turn(&mut g, 1, 2, STAY);
    assert_eq!(g.moved, [true, true, true, true, true, false]);
    for section in 0..5 {
        g.name_dark_knight(section, section).unwrap();
    }
    assert_eq!(g.dark_knight(5), Some(5), "the one card left");
    turn(&mut g, 1, 1, STAY);
    assert!(g.moved[5]);
    assert_eq!(g.unnamed_knight(), None);
    let log: Vec<String> = g.log.iter().map(words::event).collect();
    assert!(
        log.iter()
            .any(|line| line.starts_with("Track section 6 is full: The Devastator goes")),
        "{log:?}"
    );
}

#[test]
fn what_the_team_on_turn_may_do_follows_the_step() {
    let mut g = game();
    assert!(!g.acting());
    g.deploy(1).unwrap();
    assert!(!g.acting());
    g.roll_dark(1, STAY).unwrap();
    assert!(g.acting());
    assert!(
        !g.can_move_to_bwl() && !g.can_damage_bwl(),
        "he is not revealed"
    );
}
