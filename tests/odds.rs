//! The odds checked against brute-force enumeration of every outcome of small pools,
//! and the rule cases one by one.

use gotham_companion::bmg::odds::{self, AttackOdds, Damage, Melee, Ranged, Skill, Target};
use gotham_companion::dice::Dist;

/// Every roll of `n` dice, as face lists.
fn rolls(n: usize) -> Vec<Vec<u32>> {
    let mut all = vec![Vec::new()];
    for _ in 0..n {
        all = all
            .into_iter()
            .flat_map(|roll: Vec<u32>| {
                (1..=6).map(move |face| {
                    let mut next = roll.clone();
                    next.push(face);
                    next
                })
            })
            .collect();
    }
    all
}

/// A die succeeds against `target` under the rule of 1 and 6, read from the raw face.
fn succeeds(face: u32, target: i32) -> bool {
    face == 6 || (face != 1 && face as i32 >= target)
}

/// Outcome counts by value, from brute force.
#[derive(Debug, Default)]
struct Tally {
    counts: Vec<u128>,
    total: u128,
}

impl Tally {
    fn add(&mut self, value: usize) {
        if self.counts.len() <= value {
            self.counts.resize(value + 1, 0);
        }
        self.counts[value] += 1;
        self.total += 1;
    }

    fn at_least(&self, k: usize) -> f64 {
        self.counts.iter().skip(k).sum::<u128>() as f64 / self.total as f64
    }
}

/// The exact distribution equals the brute-force counts, value by value.
fn assert_same(dist: &Dist, tally: &Tally, what: &str) {
    let largest = dist.max_value().max(tally.counts.len().saturating_sub(1));
    for value in 0..=largest {
        let brute = tally.counts.get(value).copied().unwrap_or(0);
        assert_eq!(
            dist.count(value) * tally.total,
            brute * dist.total(),
            "{what}: value {value}"
        );
    }
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-12
}

/// Brute force of one attack, straight from the rules: every face of every die.
struct Brute {
    hits: Tally,
    stun: Tally,
    injury: Tally,
    criticals: u128,
    ko: u128,
    casualty: u128,
}

#[allow(clippy::too_many_arguments)]
fn brute_attack(
    attack_dice: usize,
    hit_target: i32,
    defense_dice: usize,
    block_target: i32,
    strength_target: Option<i32>,
    damage: Damage,
    target: &Target,
    extra_stun: u32,
) -> Brute {
    let n = attack_dice + defense_dice + usize::from(strength_target.is_some());
    let mut out = Brute {
        hits: Tally::default(),
        stun: Tally::default(),
        injury: Tally::default(),
        criticals: 0,
        ko: 0,
        casualty: 0,
    };
    for roll in rolls(n) {
        let (attack, rest) = roll.split_at(attack_dice);
        let (defense, strength) = rest.split_at(defense_dice);
        let landed = attack.iter().filter(|&&f| succeeds(f, hit_target)).count();
        let blocked = defense
            .iter()
            .filter(|&&f| succeeds(f, block_target))
            .count();
        let mut hits = landed.saturating_sub(blocked);
        if let (Some(t), Some(&face)) = (strength_target, strength.first()) {
            hits += usize::from(succeeds(face, t));
            out.criticals += u128::from(face == 6);
        }
        let per_injury = damage.injury + u32::from(target.knocked_out);
        let stun_before = target.stun + extra_stun;
        let mut stun = hits as u32 * damage.stun;
        let mut injury = hits as u32 * per_injury;
        if let Some(w) = target.willpower {
            stun = stun.min(w.saturating_sub(stun_before));
            out.ko += u128::from(target.knocked_out || stun_before + stun >= w);
        }
        if let Some(e) = target.endurance {
            injury = injury.min(e.saturating_sub(target.injury));
            out.casualty += u128::from(target.injury + injury >= e);
        }
        out.hits.add(hits);
        out.stun.add(stun as usize);
        out.injury.add(injury as usize);
    }
    out
}

fn assert_matches(odds: &AttackOdds, brute: &Brute, what: &str) {
    assert_same(&odds.hits, &brute.hits, &format!("{what}: hits"));
    assert_same(&odds.stun, &brute.stun, &format!("{what}: stun"));
    assert_same(&odds.injury, &brute.injury, &format!("{what}: injury"));
    let total = brute.hits.total as f64;
    assert!(
        close(odds.critical, brute.criticals as f64 / total),
        "{what}: critical"
    );
    for k in 0..=odds.hits.max_value() + 1 {
        assert!(
            close(odds.at_least(k), brute.hits.at_least(k)),
            "{what}: at least {k}"
        );
    }
    let mean = brute
        .hits
        .counts
        .iter()
        .enumerate()
        .map(|(v, &c)| v as f64 * c as f64)
        .sum::<f64>()
        / total;
    assert!(close(odds.expected_hits(), mean), "{what}: expected hits");
    if let Some(ko) = odds.ko {
        assert!(close(ko, brute.ko as f64 / total), "{what}: ko {ko}");
    }
    if let Some(casualty) = odds.casualty {
        assert!(
            close(casualty, brute.casualty as f64 / total),
            "{what}: casualty"
        );
    }
}

fn melee(attacks: u32, strength: u32, defense: u32) -> Melee {
    Melee {
        attacks,
        strength,
        heavy: false,
        damage: Damage::default(),
        attacker_effort: 0,
        defender_effort: 0,
        outnumbered: 0,
        strength_die: true,
        target: Target::with_defense(defense),
    }
}

fn ranged(rate_of_fire: u32, strength: u32, defense: u32) -> Ranged {
    Ranged::new(
        rate_of_fire,
        strength,
        Damage::default(),
        Target::with_defense(defense),
    )
}

/// Brute force of a melee attack from its inputs, the rules applied by hand.
fn brute_melee(m: &Melee) -> Brute {
    let t = &m.target;
    let defense = (t.defense as i32 - m.outnumbered as i32 - i32::from(t.knocked_out)).max(1);
    let defense_dice = if t.knocked_out { 0 } else { defense as usize };
    let attack_dice = (m.attacks + m.attacker_effort).saturating_sub(m.defender_effort) as usize;
    let strength = m
        .strength_die
        .then(|| m.strength as i32 - i32::from(m.heavy));
    brute_attack(
        attack_dice,
        defense,
        defense_dice,
        m.attacks as i32,
        strength,
        m.damage,
        t,
        m.defender_effort,
    )
}

#[test]
fn melee_matches_brute_force_for_every_small_pool() {
    let mut checked = 0;
    for attacks in 1..=4u32 {
        for defense in 1..=7u32 {
            // Up to 7 dice in all: attack dice + defense dice + the Strength die.
            if attacks + defense.min(6) + 1 > 7 {
                continue;
            }
            for strength in [1, 3, 4, 6, 8] {
                for (heavy, knocked_out) in [(false, false), (true, false), (false, true)] {
                    let mut m = melee(attacks, strength, defense);
                    m.heavy = heavy;
                    m.damage = Damage { injury: 1, stun: 1 };
                    m.target = Target {
                        defense,
                        willpower: Some(4),
                        endurance: Some(5),
                        stun: 1,
                        injury: 2,
                        knocked_out,
                    };
                    let odds = odds::melee(&m).unwrap();
                    assert_matches(&odds, &brute_melee(&m), &format!("{m:?}"));
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 50, "{checked} cases");
}

#[test]
fn melee_with_effort_and_outnumbering_matches_brute_force() {
    for (attacker_effort, defender_effort, outnumbered) in [
        (1, 0, 0),
        (0, 2, 0),
        (2, 1, 0),
        (0, 0, 1),
        (1, 1, 2),
        (0, 3, 0),
        (3, 0, 3),
    ] {
        let mut m = melee(3, 4, 3);
        m.attacker_effort = attacker_effort;
        m.defender_effort = defender_effort;
        m.outnumbered = outnumbered;
        m.damage = Damage { injury: 2, stun: 1 };
        m.target.willpower = Some(6);
        m.target.endurance = Some(6);
        let odds = odds::melee(&m).unwrap();
        assert_matches(&odds, &brute_melee(&m), &format!("{m:?}"));
    }
}

#[test]
fn melee_without_a_strength_die_matches_brute_force() {
    let mut m = melee(4, 3, 2);
    m.strength_die = false;
    let odds = odds::melee(&m).unwrap();
    assert!(!odds.strength_die);
    assert_eq!(odds.critical, 0.0);
    assert_matches(&odds, &brute_melee(&m), "no Strength die");
}

/// Brute force of a ranged attack, the dice removals applied by hand.
fn brute_ranged(r: &Ranged) -> Brute {
    let removed = 2 * u32::from(r.moved)
        + u32::from(r.out_of_range)
        + u32::from(r.cover)
        + 2 * u32::from(r.blind)
        + r.dodge;
    let (attack_dice, strength) = if r.rate_of_fire == 0 {
        if r.strength_die && removed == 0 {
            (0, true)
        } else {
            (1, false)
        }
    } else {
        let mut left = removed;
        let mut strength = r.strength_die;
        if strength && left > 0 {
            strength = false;
            left -= 1;
        }
        (r.rate_of_fire.saturating_sub(left), strength)
    };
    let defense = (r.target.defense as i32 - i32::from(r.target.knocked_out)).max(1);
    brute_attack(
        attack_dice as usize,
        defense,
        0,
        0,
        strength.then_some(r.strength as i32),
        r.damage,
        &r.target,
        0,
    )
}

#[test]
fn ranged_matches_brute_force() {
    for rate_of_fire in 0..=5u32 {
        for defense in [1, 3, 5, 7] {
            for modifiers in 0..8u32 {
                let mut r = ranged(rate_of_fire, 4, defense);
                r.moved = modifiers & 1 != 0;
                r.cover = modifiers & 2 != 0;
                r.strength_die = modifiers & 4 == 0;
                r.damage = Damage { injury: 2, stun: 0 };
                r.target.endurance = Some(4);
                r.target.knocked_out = defense == 5;
                let odds = odds::ranged(&r).unwrap();
                assert_matches(&odds, &brute_ranged(&r), &format!("{r:?}"));
            }
        }
    }
}

/// The sums of the two dice kept, by brute force.
fn brute_kept(n: usize, highest: bool) -> Tally {
    let mut tally = Tally::default();
    for mut roll in rolls(n) {
        roll.sort_unstable();
        if highest {
            roll.reverse();
        }
        tally.add(roll.iter().take(2).sum::<u32>() as usize);
    }
    tally
}

#[test]
fn skill_rolls_match_brute_force() {
    for dice in 1..=7u32 {
        for opposed in [false, true] {
            let tally = brute_kept(dice as usize, opposed);
            for skill in 0..=13u32 {
                let odds = odds::skill(&Skill {
                    dice,
                    skill,
                    opposed,
                })
                .unwrap();
                assert_same(&odds.kept_sum, &tally, &format!("{dice} dice"));
                let expected = if opposed {
                    tally.at_least(skill as usize + 1)
                } else {
                    1.0 - tally.at_least(skill as usize + 1)
                };
                assert!(
                    close(odds.pass, expected),
                    "{dice} dice, skill {skill}, opposed {opposed}"
                );
            }
        }
    }
}

/// Every way `dice` dice can fall, each face 1 to 6.
fn every_fall(dice: u32) -> Vec<Vec<u32>> {
    let mut falls = vec![Vec::new()];
    for _ in 0..dice {
        falls = falls
            .into_iter()
            .flat_map(|fall| {
                (1..=6).map(move |face| {
                    let mut next = fall.clone();
                    next.push(face);
                    next
                })
            })
            .collect();
    }
    falls
}

#[test]
fn a_skill_roll_with_real_dice_passes_exactly_as_often_as_its_odds_say() {
    for dice in 1..=5u32 {
        let falls = every_fall(dice);
        for opposed in [false, true] {
            for skill in [2, 5, 7, 9, 12] {
                let roll = Skill {
                    dice,
                    skill,
                    opposed,
                };
                let passes = falls
                    .iter()
                    .filter(|fall| odds::skill_result(&roll, fall.to_vec()).passed)
                    .count();
                let expected = odds::skill(&roll).unwrap().pass;
                assert!(
                    close(passes as f64 / falls.len() as f64, expected),
                    "{dice} dice, skill {skill}, opposed {opposed}"
                );
            }
        }
    }
}

#[test]
fn a_skill_roll_keeps_the_two_lowest_or_opposed_the_two_highest() {
    let plain = Skill {
        dice: 3,
        skill: 5,
        opposed: false,
    };
    let result = odds::skill_result(&plain, vec![6, 2, 3]);
    assert_eq!(
        (result.kept, result.sum, result.passed),
        (vec![2, 3], 5, true)
    );
    let opposed = Skill {
        opposed: true,
        ..plain
    };
    let result = odds::skill_result(&opposed, vec![6, 2, 3]);
    assert_eq!(
        (result.kept, result.sum, result.passed),
        (vec![6, 3], 9, true)
    );
    let rolled = odds::roll_skill(&opposed, &mut rand::rng()).unwrap();
    assert_eq!(rolled.dice.len(), 3);
    assert!(rolled.dice.iter().all(|d| (1..=6).contains(d)));
    assert!(
        odds::roll_skill(&Skill { dice: 99, ..plain }, &mut rand::rng()).is_err(),
        "the same limits as the odds"
    );
}

// --- The rule cases ---------------------------------------------------------------

#[test]
fn a_natural_1_always_fails_and_a_natural_6_always_hits() {
    // Defense 1: still a natural 1 misses (5 in 6 hit). Defense 8: a natural 6 hits.
    let mut easy = ranged(1, 1, 1);
    easy.strength_die = false;
    let odds = odds::ranged(&easy).unwrap();
    assert!(close(odds.at_least(1), 5.0 / 6.0));
    let mut hard = ranged(1, 8, 8);
    hard.strength_die = false;
    assert!(close(odds::ranged(&hard).unwrap().at_least(1), 1.0 / 6.0));
    // The Strength die too: Strength 8 hits on a 6 only, Strength 1 on 2+.
    let mut strength_only = ranged(0, 8, 3);
    assert!(close(
        odds::ranged(&strength_only).unwrap().at_least(1),
        1.0 / 6.0
    ));
    strength_only.strength = 1;
    assert!(close(
        odds::ranged(&strength_only).unwrap().at_least(1),
        5.0 / 6.0
    ));
}

#[test]
fn a_heavy_weapon_adds_1_to_the_strength_die() {
    let mut m = melee(1, 5, 8);
    m.target.defense = 8; // only natural 6s hit with the attack die
    let plain = odds::melee(&m).unwrap();
    m.heavy = true;
    let heavy = odds::melee(&m).unwrap();
    // Strength 5: 2 in 6; Heavy makes it 4+: 3 in 6. Blocks do not touch it.
    let strength_hits = |o: &AttackOdds| o.expected_hits();
    assert!(close(
        strength_hits(&heavy) - strength_hits(&plain),
        1.0 / 6.0
    ));
}

#[test]
fn a_ko_target_rolls_no_defense_and_takes_one_more_injury_per_hit() {
    let mut m = melee(3, 4, 3);
    m.target.knocked_out = true;
    m.target.willpower = Some(5);
    m.target.stun = 5;
    let odds = odds::melee(&m).unwrap();
    assert_eq!(odds.defense_dice, 0);
    // -1 Defense: the attack dice hit on 2+ instead of 3+.
    let expected = 3.0 * 5.0 / 6.0 + 0.5;
    assert!(
        close(odds.expected_hits(), expected),
        "{}",
        odds.expected_hits()
    );
    // 1 Injury per hit, +1 for KO.
    assert!(close(odds.injury.mean(), 2.0 * expected));
    assert_eq!(odds.ko, Some(1.0));
}

#[test]
fn outnumbering_lowers_defense_and_defense_dice() {
    let mut m = melee(3, 4, 4);
    m.outnumbered = 2;
    let odds = odds::melee(&m).unwrap();
    assert_eq!(odds.defense_dice, 2);
    // Never below 1.
    m.outnumbered = 5;
    assert_eq!(odds::melee(&m).unwrap().defense_dice, 1);
}

#[test]
fn effort_adds_and_removes_attack_dice_but_not_the_strength_die_rulebook_example() {
    // Batman (Attacks 5) makes 2 Effort; the Thug makes 3: 4 attack dice and the
    // Strength die.
    let mut m = melee(5, 3, 3);
    m.attacker_effort = 2;
    m.defender_effort = 3;
    let odds = odds::melee(&m).unwrap();
    assert_eq!(odds.attack_dice, 4);
    assert!(odds.strength_die);
    // All attack dice removed: the Strength die still rolls.
    let mut m = melee(2, 3, 3);
    m.defender_effort = 3;
    let odds = odds::melee(&m).unwrap();
    assert_eq!(odds.attack_dice, 0);
    assert!(odds.strength_die);
    assert!(close(odds.at_least(1), 4.0 / 6.0));
}

#[test]
fn defender_effort_is_stun_on_the_defender() {
    // 2 Effort on a Willpower 6 target with 2 Stun: 4 Stun before the dice; 2 more KO it.
    let mut m = melee(3, 4, 3);
    m.damage = Damage { injury: 0, stun: 1 };
    m.defender_effort = 2;
    m.target.stun = 2;
    m.target.willpower = Some(6);
    let odds = odds::melee(&m).unwrap();
    assert!(close(odds.ko.unwrap(), odds.at_least(2)));
    // Effort that would knock the defender out is refused.
    m.defender_effort = 3;
    m.target.stun = 3;
    let error = odds::melee(&m).unwrap_err();
    let error = gotham_companion::words::odds::error(&error);
    assert!(error.contains("Willpower"), "{error}");
}

#[test]
fn the_effort_limit_drops_with_injury() {
    let mut m = melee(3, 4, 3);
    m.target.injury = 3;
    m.defender_effort = 3;
    let error = odds::melee(&m).unwrap_err();
    let error = gotham_companion::words::odds::error(&error);
    assert!(error.contains("Effort Limit is 2"), "{error}");
    m.defender_effort = 2;
    assert!(odds::melee(&m).is_ok());
}

#[test]
fn ranged_modifiers_remove_the_strength_die_first() {
    let mut r = ranged(3, 4, 3);
    r.cover = true;
    let odds = odds::ranged(&r).unwrap();
    assert_eq!((odds.attack_dice, odds.strength_die), (3, false));
    r.moved = true; // 3 dice removed: the Strength die and 2 attack dice
    let odds = odds::ranged(&r).unwrap();
    assert_eq!((odds.attack_dice, odds.strength_die), (1, false));
    r.blind = true;
    let odds = odds::ranged(&r).unwrap();
    assert_eq!((odds.attack_dice, odds.strength_die), (0, false));
    assert_eq!(odds.at_least(1), 0.0);
    assert_eq!(odds.defense_dice, 0);
}

#[test]
fn a_strength_die_only_attack_denied_rolls_an_attack_die_rulebook_example() {
    // The Sawed-off Shotgun rolls only the Strength die; Bat-Armor Mk I denies it and
    // the target is in cover: the attacker rolls one attack die instead.
    let mut shotgun = ranged(0, 3, 4);
    let odds = odds::ranged(&shotgun).unwrap();
    assert_eq!((odds.attack_dice, odds.strength_die), (0, true));
    shotgun.strength_die = false;
    shotgun.cover = true;
    let odds = odds::ranged(&shotgun).unwrap();
    assert_eq!((odds.attack_dice, odds.strength_die), (1, false));
    // The attack die hits on the target's Defense (4+).
    assert!(close(odds.at_least(1), 0.5));
}

#[test]
fn damage_never_goes_past_willpower_or_endurance() {
    let mut m = melee(6, 2, 1);
    m.damage = Damage { injury: 3, stun: 3 };
    m.target.willpower = Some(4);
    m.target.endurance = Some(5);
    m.target.injury = 1;
    let odds = odds::melee(&m).unwrap();
    assert_eq!(odds.stun.max_value(), 4);
    assert_eq!(odds.injury.max_value(), 4);
}

#[test]
fn out_of_range_input_is_refused_with_a_message() {
    let refused = [
        odds::melee(&melee(0, 3, 3)).unwrap_err(),
        odds::melee(&melee(3, 3, 9)).unwrap_err(),
        odds::melee(&melee(21, 3, 3)).unwrap_err(),
        odds::melee(&melee(3, 9, 3)).unwrap_err(),
        odds::ranged(&ranged(21, 3, 3)).unwrap_err(),
        odds::skill(&Skill {
            dice: 50,
            skill: 7,
            opposed: false,
        })
        .unwrap_err(),
        odds::skill(&Skill {
            dice: 0,
            skill: 7,
            opposed: false,
        })
        .unwrap_err(),
    ];
    for error in refused {
        let error = gotham_companion::words::odds::error(&error);
        assert!(error.contains("must be"), "{error}");
    }
    let mut casualty = melee(3, 3, 3);
    casualty.target.endurance = Some(4);
    casualty.target.injury = 4;
    assert!(odds::melee(&casualty).is_err());
}

#[test]
fn pools_of_twenty_dice_are_exact() {
    let mut m = melee(20, 4, 3);
    m.attacker_effort = 3;
    let odds = odds::melee(&m).unwrap();
    assert_eq!(odds.attack_dice, 23);
    let total: f64 = odds.hits.probabilities().iter().sum();
    assert!(close(total, 1.0));
    let skill = odds::skill(&Skill {
        dice: 20,
        skill: 4,
        opposed: false,
    })
    .unwrap();
    let total: f64 = skill.kept_sum.probabilities().iter().sum();
    assert!(close(total, 1.0));
    // The two lowest of 20 dice are almost always small.
    assert!(close(skill.pass, skill.kept_sum.at_most(4)));
    assert!(skill.pass > 0.9);
}

#[test]
fn a_rolled_attack_follows_the_dice_it_shows() {
    use rand::SeedableRng;
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    let mut m = melee(4, 4, 3);
    m.damage = Damage { injury: 1, stun: 1 };
    m.target.willpower = Some(5);
    m.target.endurance = Some(5);
    let exact = odds::melee(&m).unwrap();
    let mut total_hits = 0u32;
    let rolls = 20_000;
    for _ in 0..rolls {
        let roll = odds::roll_melee(&m, &mut rng).unwrap();
        assert_eq!(roll.attack.len(), 4);
        assert_eq!(roll.defense.len(), 3);
        for die in roll
            .attack
            .iter()
            .chain(&roll.defense)
            .chain(roll.strength.iter())
        {
            assert!((1..=6).contains(&die.face));
        }
        assert!(roll.attack.iter().all(|d| d.success == succeeds(d.face, 3)));
        assert!(
            roll.defense
                .iter()
                .all(|d| d.success == succeeds(d.face, 4))
        );
        let landed = roll.attack.iter().filter(|d| d.success).count() as u32;
        let blocks = roll.defense.iter().filter(|d| d.success).count() as u32;
        assert_eq!(roll.blocked, blocks.min(landed));
        let strength = roll.strength.unwrap();
        assert_eq!(
            roll.hits,
            landed - roll.blocked + u32::from(strength.success)
        );
        assert_eq!(roll.critical, strength.face == 6);
        assert_eq!(roll.stun, roll.hits.min(5));
        assert_eq!(roll.knocked_out, Some(roll.hits >= 5));
        total_hits += roll.hits;
    }
    // The dice roller and the exact engine agree on average (seeded: no flakiness).
    let mean = f64::from(total_hits) / f64::from(rolls);
    assert!(
        (mean - exact.expected_hits()).abs() < 0.03,
        "{mean} vs {}",
        exact.expected_hits()
    );
}

#[test]
fn a_rolled_ranged_attack_uses_the_same_dice_as_its_odds() {
    use rand::SeedableRng;
    let mut rng = rand::rngs::StdRng::seed_from_u64(5);
    let mut r = ranged(3, 4, 4);
    r.cover = true;
    for _ in 0..200 {
        let roll = odds::roll_ranged(&r, &mut rng).unwrap();
        assert_eq!(roll.attack.len(), 3);
        assert!(roll.defense.is_empty());
        assert!(roll.strength.is_none(), "cover removed the Strength die");
    }
}
