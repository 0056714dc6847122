//! Exact odds of BMG attacks and skill rolls, as ../shared/rules/NOTES.md reads the
//! rules: the rule of 1 and 6 on every die, the Strength die that cannot be blocked,
//! the defense roll in melee, Effort, outnumbering, the KO state, ranged modifiers.

use crate::dice::{Dist, MAX_POOL, clamp_target};
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

/// Damage one hit inflicts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Damage {
    /// Injury markers per hit.
    pub injury: u32,
    /// Stun markers per hit.
    pub stun: u32,
}

impl Default for Damage {
    /// One Injury per hit, no Stun: the command line's default.
    fn default() -> Damage {
        Damage { injury: 1, stun: 0 }
    }
}

/// The model being attacked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Target {
    /// Its Defense: the number attack dice must reach, and its defense dice in melee.
    pub defense: u32,
    /// Its Willpower, when known: Stun reaching it knocks the model out.
    pub willpower: Option<u32>,
    /// Its Endurance, when known: Injury reaching it makes the model a Casualty.
    pub endurance: Option<u32>,
    /// Stun markers it already has.
    pub stun: u32,
    /// Injury markers it already has.
    pub injury: u32,
    /// Whether it is Knocked Out: no defense roll, -1 Defense, +1 Injury per hit.
    pub knocked_out: bool,
}

impl Target {
    /// A target with this Defense and nothing else known.
    pub fn with_defense(defense: u32) -> Target {
        Target {
            defense,
            willpower: None,
            endurance: None,
            stun: 0,
            injury: 0,
            knocked_out: false,
        }
    }
}

/// A melee attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Melee {
    /// The attacker's Attacks: its attack dice, and what defense dice must reach.
    pub attacks: u32,
    /// The attacker's (or weapon's) Strength: what the Strength die must reach.
    pub strength: u32,
    /// A Heavy weapon: +1 to the Strength die roll.
    pub heavy: bool,
    /// Damage per hit.
    pub damage: Damage,
    /// Effort markers the attacker takes: one attack die each.
    pub attacker_effort: u32,
    /// Effort markers the defender takes: one attack die fewer each.
    pub defender_effort: u32,
    /// Enemies in contact with the target after the first.
    pub outnumbered: u32,
    /// Whether the Strength die is rolled (traits like Bat-Armor remove it).
    pub strength_die: bool,
    /// The model attacked.
    pub target: Target,
}

/// A ranged attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ranged {
    /// The weapon's rate of fire; 0 for weapons that roll only the Strength die.
    pub rate_of_fire: u32,
    /// The weapon's Strength.
    pub strength: u32,
    /// Damage per hit.
    pub damage: Damage,
    /// The attacker moved first (2 dice fewer).
    pub moved: bool,
    /// The target is beyond the weapon's effective range (1 die fewer).
    pub out_of_range: bool,
    /// The target is in cover (1 die fewer).
    pub cover: bool,
    /// Firing blind (2 dice fewer).
    pub blind: bool,
    /// Dice a dodge-like trait of the target removes.
    pub dodge: u32,
    /// Whether the Strength die is rolled (traits like Bat-Armor remove it).
    pub strength_die: bool,
    /// The model attacked.
    pub target: Target,
}

impl Ranged {
    /// `rate_of_fire` shots of `strength` at `target`, with no modifiers: not moved,
    /// in range, no cover, not blind, no dodge, the Strength die rolled.
    pub fn new(rate_of_fire: u32, strength: u32, damage: Damage, target: Target) -> Ranged {
        Ranged {
            rate_of_fire,
            strength,
            damage,
            moved: false,
            out_of_range: false,
            cover: false,
            blind: false,
            dodge: 0,
            strength_die: true,
            target,
        }
    }
}

/// What an attack may do.
#[derive(Debug, Clone, PartialEq)]
pub struct AttackOdds {
    /// Attack dice rolled.
    pub attack_dice: u32,
    /// Defense dice the target rolls.
    pub defense_dice: u32,
    /// Whether the Strength die is rolled.
    pub strength_die: bool,
    /// What each attack die must roll to hit (2 to 6).
    pub hit_on: u32,
    /// What each defense die must roll to block (2 to 6).
    pub block_on: u32,
    /// What the Strength die must roll to hit (2 to 6).
    pub strength_on: u32,
    /// Hits that land after the defense roll, the Strength hit included.
    pub hits: Dist,
    /// P(the Strength die rolls a natural 6).
    pub critical: f64,
    /// Stun markers the target takes (none beyond its Willpower).
    pub stun: Dist,
    /// Injury markers the target takes (none beyond its Endurance).
    pub injury: Dist,
    /// P(the target is Knocked Out afterwards), when its Willpower is known.
    pub ko: Option<f64>,
    /// P(the target is a Casualty afterwards), when its Endurance is known.
    pub casualty: Option<f64>,
}

/// The dice an attack rolls, which alone decide how many hits land: what a match
/// records of each attack the helper resolved, so that the record can tell later how
/// likely its hits were, whatever the catalog has become since.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pools {
    /// Attack dice rolled.
    pub attack_dice: u32,
    /// What each attack die must roll to hit (2 to 6).
    pub hit_on: u32,
    /// Defense dice the target rolls.
    pub defense_dice: u32,
    /// What each defense die must roll to block a hit (2 to 6).
    pub block_on: u32,
    /// What the Strength die must roll to hit, where it is rolled (2 to 6).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strength_on: Option<u32>,
}

impl Pools {
    /// The hits that land, as the odds gave them; `None` for pools larger than a roll
    /// holds (a file edited by hand).
    pub fn hits(&self) -> Option<Dist> {
        if self.attack_dice > MAX_POOL || self.defense_dice > MAX_POOL {
            return None;
        }
        let blocks = Dist::successes(self.defense_dice, self.block_on);
        Some(hits(
            self.attack_dice,
            self.hit_on,
            &blocks,
            self.strength_on,
        ))
    }
}

impl AttackOdds {
    /// The dice rolled, which alone decide the hits.
    pub fn pools(&self) -> Pools {
        Pools {
            attack_dice: self.attack_dice,
            hit_on: self.hit_on,
            defense_dice: self.defense_dice,
            block_on: self.block_on,
            strength_on: self.strength_die.then_some(self.strength_on),
        }
    }

    /// The expected number of hits.
    pub fn expected_hits(&self) -> f64 {
        self.hits.mean()
    }

    /// P(at least `k` hits).
    pub fn at_least(&self, k: usize) -> f64 {
        self.hits.at_least(k)
    }
}

/// A skill roll: N dice, two kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Skill {
    /// Dice rolled.
    pub dice: u32,
    /// The skill value (or, opposed, the target's skill value).
    pub skill: u32,
    /// Opposed: the two highest must beat the skill; otherwise the two lowest must not
    /// exceed it.
    pub opposed: bool,
}

/// What a skill roll may do.
#[derive(Debug, Clone, PartialEq)]
pub struct SkillOdds {
    /// P(the roll passes).
    pub pass: f64,
    /// The sum of the two dice kept (the single die when only one is rolled).
    pub kept_sum: Dist,
}

/// A value the odds are worked out from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    /// The target's Defense.
    Defense,
    /// Injury per hit.
    InjuryPerHit,
    /// Stun per hit.
    StunPerHit,
    /// Stun markers on the target.
    TargetStun,
    /// Injury markers on the target.
    TargetInjury,
    /// The target's Willpower.
    Willpower,
    /// The target's Endurance.
    Endurance,
    /// Melee attack dice.
    Attacks,
    /// The attacker's Strength.
    Strength,
    /// Effort the attacker makes.
    AttackerEffort,
    /// Effort the defender makes.
    DefenderEffort,
    /// Enemies outnumbering the target.
    Outnumbered,
    /// A ranged weapon's rate of fire.
    RateOfFire,
    /// Dodge dice.
    Dodge,
    /// Dice of a skill roll.
    Dice,
    /// The skill value.
    Skill,
}

/// Input the rules do not allow, with what it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OddsError {
    /// A value out of its range.
    OutOfRange {
        /// Which value.
        input: Input,
        /// The value given.
        value: u32,
        /// The values allowed.
        range: RangeInclusive<u32>,
    },
    /// A target whose Injury already reaches its Endurance: a Casualty.
    Casualty {
        /// Injury on it.
        injury: u32,
        /// Its Endurance.
        endurance: u32,
    },
    /// Effort from a knocked-out target.
    KoEffort,
    /// More Effort than the defender's limit, lowered by its Injury.
    EffortLimit {
        /// Injury on the defender.
        injury: u32,
        /// Its Effort Limit.
        limit: u32,
    },
    /// Effort that would bring the defender's Stun to its Willpower.
    EffortStun {
        /// The Effort asked.
        effort: u32,
        /// Stun on the defender.
        stun: u32,
        /// Its Willpower.
        willpower: u32,
    },
}

/// The ranges accepted for each input.
pub mod limits {
    use std::ops::RangeInclusive;
    /// Attacks.
    pub const ATTACKS: RangeInclusive<u32> = 1..=20;
    /// Rate of fire (0: the Strength die alone).
    pub const RATE_OF_FIRE: RangeInclusive<u32> = 0..=20;
    /// Strength (8 appears on one card).
    pub const STRENGTH: RangeInclusive<u32> = 1..=8;
    /// Defense.
    pub const DEFENSE: RangeInclusive<u32> = 1..=8;
    /// Injury or Stun per hit.
    pub const DAMAGE: RangeInclusive<u32> = 0..=10;
    /// Effort markers in one attack.
    pub const EFFORT: RangeInclusive<u32> = 0..=3;
    /// Enemies in contact after the first.
    pub const OUTNUMBERED: RangeInclusive<u32> = 0..=5;
    /// Dice a dodge removes.
    pub const DODGE: RangeInclusive<u32> = 0..=10;
    /// Willpower or Endurance.
    pub const TOUGHNESS: RangeInclusive<u32> = 1..=20;
    /// Markers already on the target.
    pub const MARKERS: RangeInclusive<u32> = 0..=20;
    /// Dice in a skill roll.
    pub const SKILL_DICE: RangeInclusive<u32> = 1..=20;
    /// A skill value.
    pub const SKILL: RangeInclusive<u32> = 0..=24;
}

fn check(input: Input, value: u32, range: RangeInclusive<u32>) -> Result<(), OddsError> {
    if range.contains(&value) {
        Ok(())
    } else {
        Err(OddsError::OutOfRange {
            input,
            value,
            range,
        })
    }
}

fn check_target(target: &Target, damage: Damage) -> Result<(), OddsError> {
    check(Input::Defense, target.defense, limits::DEFENSE)?;
    check(Input::InjuryPerHit, damage.injury, limits::DAMAGE)?;
    check(Input::StunPerHit, damage.stun, limits::DAMAGE)?;
    check(Input::TargetStun, target.stun, limits::MARKERS)?;
    check(Input::TargetInjury, target.injury, limits::MARKERS)?;
    if let Some(w) = target.willpower {
        check(Input::Willpower, w, limits::TOUGHNESS)?;
    }
    if let Some(e) = target.endurance {
        check(Input::Endurance, e, limits::TOUGHNESS)?;
        if target.injury >= e {
            return Err(OddsError::Casualty {
                injury: target.injury,
                endurance: e,
            });
        }
    }
    Ok(())
}

/// The Defense a target has: -1 when KO and -1 per outnumbering enemy, never below 1.
fn effective_defense(target: &Target, outnumbered: u32) -> u32 {
    target
        .defense
        .saturating_sub(outnumbered + u32::from(target.knocked_out))
        .max(1)
}

/// Hits of `attack_dice` against `defense`, less `blocks`, plus the Strength die.
fn hits(attack_dice: u32, defense: u32, blocks: &Dist, strength: Option<u32>) -> Dist {
    let landed = Dist::successes(attack_dice, defense).minus_floored(blocks);
    match strength {
        Some(target) => landed.plus(&Dist::successes(1, target)),
        None => landed,
    }
}

/// Stun, Injury, KO and Casualty from the hits, with damage capped at Willpower and
/// Endurance. A KO target takes 1 extra Injury per hit; `extra_stun` (the defender's
/// Effort) is on the target before the dice are rolled.
fn damage(
    hits: Dist,
    damage: Damage,
    target: &Target,
    extra_stun: u32,
) -> (Dist, Dist, Option<f64>, Option<f64>) {
    let per_injury = damage.injury as usize + usize::from(target.knocked_out);
    let per_stun = damage.stun as usize;
    let stun_before = (target.stun + extra_stun) as usize;
    let injury_before = target.injury as usize;
    let cap = |limit: Option<u32>, before: usize| {
        move |taken: usize| match limit {
            Some(limit) => taken.min((limit as usize).saturating_sub(before)),
            None => taken,
        }
    };
    let stun_cap = cap(target.willpower, stun_before);
    let injury_cap = cap(target.endurance, injury_before);
    let stun = hits.map(|h| stun_cap(h * per_stun));
    let injury = hits.map(|h| injury_cap(h * per_injury));
    let ko = target.willpower.map(|w| {
        if target.knocked_out {
            1.0
        } else {
            stun.at_least((w as usize).saturating_sub(stun_before))
        }
    });
    let casualty = target
        .endurance
        .map(|e| injury.at_least((e as usize).saturating_sub(injury_before)));
    (stun, injury, ko, casualty)
}

/// The odds of a melee attack.
pub fn melee(attack: &Melee) -> Result<AttackOdds, OddsError> {
    check(Input::Attacks, attack.attacks, limits::ATTACKS)?;
    check(Input::Strength, attack.strength, limits::STRENGTH)?;
    check(
        Input::AttackerEffort,
        attack.attacker_effort,
        limits::EFFORT,
    )?;
    check(
        Input::DefenderEffort,
        attack.defender_effort,
        limits::EFFORT,
    )?;
    check(Input::Outnumbered, attack.outnumbered, limits::OUTNUMBERED)?;
    let target = &attack.target;
    check_target(target, attack.damage)?;
    if attack.defender_effort > 0 {
        if target.knocked_out {
            return Err(OddsError::KoEffort);
        }
        // The Effort Limit drops by 1 for every 3 Injury markers.
        let limit = 3u32.saturating_sub(target.injury / 3);
        if attack.defender_effort > limit {
            return Err(OddsError::EffortLimit {
                injury: target.injury,
                limit,
            });
        }
        if let Some(w) = target.willpower
            && target.stun + attack.defender_effort >= w
        {
            return Err(OddsError::EffortStun {
                effort: attack.defender_effort,
                stun: target.stun,
                willpower: w,
            });
        }
    }

    let defense = effective_defense(target, attack.outnumbered);
    let defense_dice = if target.knocked_out { 0 } else { defense };
    // Defender Effort removes attack dice, never the Strength die.
    let attack_dice =
        (attack.attacks + attack.attacker_effort).saturating_sub(attack.defender_effort);
    let blocks = Dist::successes(defense_dice, attack.attacks);
    // Heavy: +1 to the Strength die roll, so it needs one less.
    let strength_on = attack.strength.saturating_sub(u32::from(attack.heavy));
    let strength = attack.strength_die.then_some(strength_on);
    let hits = hits(attack_dice, defense, &blocks, strength);
    let (stun, injury, ko, casualty) =
        damage(hits.clone(), attack.damage, target, attack.defender_effort);
    Ok(AttackOdds {
        attack_dice,
        defense_dice,
        strength_die: attack.strength_die,
        hit_on: clamp_target(defense as i32),
        block_on: clamp_target(attack.attacks as i32),
        strength_on: clamp_target(strength_on as i32),
        hits,
        critical: if attack.strength_die { 1.0 / 6.0 } else { 0.0 },
        stun,
        injury,
        ko,
        casualty,
    })
}

/// The odds of a ranged attack.
pub fn ranged(attack: &Ranged) -> Result<AttackOdds, OddsError> {
    check(Input::RateOfFire, attack.rate_of_fire, limits::RATE_OF_FIRE)?;
    check(Input::Strength, attack.strength, limits::STRENGTH)?;
    check(Input::Dodge, attack.dodge, limits::DODGE)?;
    let target = &attack.target;
    check_target(target, attack.damage)?;

    let removed = 2 * u32::from(attack.moved)
        + u32::from(attack.out_of_range)
        + u32::from(attack.cover)
        + 2 * u32::from(attack.blind)
        + attack.dodge;
    let (attack_dice, strength_die) = if attack.rate_of_fire == 0 {
        // A Strength-die-only attack whose die is removed rolls one attack die instead.
        if attack.strength_die && removed == 0 {
            (0, true)
        } else {
            (1, false)
        }
    } else if attack.strength_die && removed > 0 {
        // The Strength die is removed first.
        (attack.rate_of_fire.saturating_sub(removed - 1), false)
    } else {
        (
            attack.rate_of_fire.saturating_sub(removed),
            attack.strength_die,
        )
    };
    let defense = effective_defense(target, 0);
    let hits = hits(
        attack_dice,
        defense,
        &Dist::certain(0),
        strength_die.then_some(attack.strength),
    );
    let (stun, injury, ko, casualty) = damage(hits.clone(), attack.damage, target, 0);
    Ok(AttackOdds {
        attack_dice,
        defense_dice: 0,
        strength_die,
        hit_on: clamp_target(defense as i32),
        block_on: 6,
        strength_on: clamp_target(attack.strength as i32),
        hits,
        critical: if strength_die { 1.0 / 6.0 } else { 0.0 },
        stun,
        injury,
        ko,
        casualty,
    })
}

/// The odds of a skill roll.
pub fn skill(roll: &Skill) -> Result<SkillOdds, OddsError> {
    check(Input::Dice, roll.dice, limits::SKILL_DICE)?;
    check(Input::Skill, roll.skill, limits::SKILL)?;
    let skill = roll.skill as usize;
    let (kept_sum, pass) = if roll.opposed {
        let kept = Dist::keep_highest_two(roll.dice);
        let pass = kept.at_least(skill + 1);
        (kept, pass)
    } else {
        let kept = Dist::keep_lowest_two(roll.dice);
        let pass = kept.at_most(skill);
        (kept, pass)
    };
    Ok(SkillOdds { pass, kept_sum })
}

/// One die of a roll, as the table sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RolledDie {
    /// The face, 1 to 6.
    pub face: u32,
    /// Whether it succeeded (an attack die hit, a defense die blocked).
    pub success: bool,
}

/// An attack rolled with real dice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Roll {
    /// The attack dice.
    pub attack: Vec<RolledDie>,
    /// The defense dice (melee only).
    pub defense: Vec<RolledDie>,
    /// The Strength die, when rolled.
    pub strength: Option<RolledDie>,
    /// Attack hits cancelled by the defense dice.
    pub blocked: u32,
    /// Hits that landed, the Strength hit included.
    pub hits: u32,
    /// Whether the Strength die rolled a natural 6.
    pub critical: bool,
    /// Stun the target took (capped at its Willpower).
    pub stun: u32,
    /// Injury the target took (capped at its Endurance).
    pub injury: u32,
    /// Whether the target is KO afterwards (when its Willpower is known).
    pub knocked_out: Option<bool>,
    /// Whether the target is a Casualty afterwards (when its Endurance is known).
    pub casualty: Option<bool>,
}

fn roll_dice(count: u32, target: u32, rng: &mut impl rand::Rng) -> Vec<RolledDie> {
    use rand::RngExt;
    (0..count)
        .map(|_| {
            let face = rng.random_range(1..=6);
            RolledDie {
                face,
                success: face >= target,
            }
        })
        .collect()
}

/// Rolls the dice `odds` describes for an attack on `target` with `damage`: the same
/// dice, targets and damage rules as the exact odds. `extra_stun` is the defender's
/// Effort, already on it.
fn roll_attack(
    odds: &AttackOdds,
    damage: Damage,
    target: &Target,
    extra_stun: u32,
    rng: &mut impl rand::Rng,
) -> Roll {
    let attack = roll_dice(odds.attack_dice, odds.hit_on, rng);
    let defense = roll_dice(odds.defense_dice, odds.block_on, rng);
    let strength = odds
        .strength_die
        .then(|| roll_dice(1, odds.strength_on, rng)[0]);
    let landed = attack.iter().filter(|d| d.success).count() as u32;
    let blocked = (defense.iter().filter(|d| d.success).count() as u32).min(landed);
    let hits = landed - blocked + u32::from(strength.is_some_and(|d| d.success));
    let per_injury = damage.injury + u32::from(target.knocked_out);
    let stun_before = target.stun + extra_stun;
    let mut stun = hits * damage.stun;
    let mut injury = hits * per_injury;
    let knocked_out = target.willpower.map(|w| {
        stun = stun.min(w.saturating_sub(stun_before));
        target.knocked_out || stun_before + stun >= w
    });
    let casualty = target.endurance.map(|e| {
        injury = injury.min(e.saturating_sub(target.injury));
        target.injury + injury >= e
    });
    Roll {
        attack,
        defense,
        strength,
        blocked,
        hits,
        critical: strength.is_some_and(|d| d.face == 6),
        stun,
        injury,
        knocked_out,
        casualty,
    }
}

/// Rolls a melee attack with real dice.
pub fn roll_melee(attack: &Melee, rng: &mut impl rand::Rng) -> Result<Roll, OddsError> {
    let odds = melee(attack)?;
    Ok(roll_attack(
        &odds,
        attack.damage,
        &attack.target,
        attack.defender_effort,
        rng,
    ))
}

/// Rolls a ranged attack with real dice.
pub fn roll_ranged(attack: &Ranged, rng: &mut impl rand::Rng) -> Result<Roll, OddsError> {
    let odds = ranged(attack)?;
    Ok(roll_attack(&odds, attack.damage, &attack.target, 0, rng))
}

/// A skill roll made with real dice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkillRoll {
    /// Every die as it fell.
    pub dice: Vec<u32>,
    /// The two dice kept (the highest when opposed, else the lowest), or the one die.
    pub kept: Vec<u32>,
    /// Their sum.
    pub sum: u32,
    /// Whether the roll passed.
    pub passed: bool,
}

/// Rolls a skill roll with real dice, by the same rule as [`skill`].
pub fn roll_skill(roll: &Skill, rng: &mut impl rand::Rng) -> Result<SkillRoll, OddsError> {
    use rand::RngExt;
    skill(roll)?;
    let dice = (0..roll.dice).map(|_| rng.random_range(1..=6)).collect();
    Ok(skill_result(roll, dice))
}

/// What `dice` give for `roll`: the two dice kept, their sum and whether it passes
/// (opposed: the two highest beat the skill; otherwise the two lowest stay within it).
pub fn skill_result(roll: &Skill, dice: Vec<u32>) -> SkillRoll {
    let mut sorted = dice.clone();
    sorted.sort_unstable();
    if roll.opposed {
        sorted.reverse();
    }
    let kept: Vec<u32> = sorted.into_iter().take(2).collect();
    let sum = kept.iter().sum();
    let passed = if roll.opposed {
        sum > roll.skill
    } else {
        sum <= roll.skill
    };
    SkillRoll {
        dice,
        kept,
        sum,
        passed,
    }
}
