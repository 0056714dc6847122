//! `odds melee`, `odds ranged`, `odds skill`: exact probabilities on the command line.

use super::{EXIT_OK, EXIT_UNREADABLE, OrderedMap};
use crate::bmg::odds::{self, AttackOdds, Damage, Melee, Ranged, Skill, SkillOdds, Target};
use clap::{Args, Subcommand};
use serde::Serialize;

/// An `odds` subcommand.
#[derive(Debug, Subcommand)]
pub enum OddsCommand {
    /// A melee attack: hits after the defense roll, damage, KO and Casualty.
    #[command(allow_negative_numbers = true)]
    Melee(MeleeArgs),
    /// A ranged attack: hits, damage, KO and Casualty (no defense roll).
    #[command(allow_negative_numbers = true)]
    Ranged(RangedArgs),
    /// A skill roll: roll N dice, keep two.
    #[command(allow_negative_numbers = true)]
    Skill(SkillArgs),
    /// The Animated Series Dice Game: bust chance and whether to stop or roll on.
    #[command(allow_negative_numbers = true)]
    Btas(BtasArgs),
}

/// `odds btas`.
#[derive(Debug, Args)]
pub struct BtasArgs {
    /// The villain on turn (joker, catwoman, poison-ivy, riddler); none for plain rules.
    #[arg(long, value_name = "NAME")]
    villain: Option<String>,
    /// Dice left in the cup, gray,blue,yellow.
    #[arg(long, value_name = "G,B,Y", value_parser = colors)]
    cup: [u32; 3],
    /// Alarms on the table, gray,blue,yellow.
    #[arg(long, value_name = "G,B,Y", value_parser = colors, default_value = "0,0,0")]
    alarms: [u32; 3],
    /// Loot set aside this turn.
    #[arg(long, value_name = "N", value_parser = count, default_value_t = 0)]
    loot: u32,
    /// How much of the Loot is blue (Catwoman's bonus).
    #[arg(long, value_name = "N", value_parser = count, default_value_t = 0)]
    blue_loot: u32,
    /// Batman symbols set aside this turn.
    #[arg(long, value_name = "N", value_parser = count, default_value_t = 0)]
    batman: u32,
    /// Poison Ivy has already dodged a blue Batman this turn.
    #[arg(long)]
    dodged: bool,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Reads three counts: "G,B,Y".
fn colors(text: &str) -> Result<[u32; 3], String> {
    let parts: Vec<&str> = text.split(',').collect();
    let [g, b, y] = parts.as_slice() else {
        return Err(format!("'{text}' is not three counts gray,blue,yellow"));
    };
    Ok([count(g)?, count(b)?, count(y)?])
}

/// The target and damage options shared by melee and ranged attacks.
#[derive(Debug, Args)]
pub struct TargetArgs {
    /// The target's Defense.
    #[arg(long, value_name = "D", value_parser = count)]
    target_defense: u32,
    /// Injury per hit.
    #[arg(long, value_name = "I", default_value_t = 1, value_parser = count)]
    injury: u32,
    /// Stun per hit.
    #[arg(long, value_name = "S", default_value_t = 0, value_parser = count)]
    stun: u32,
    /// The target's Willpower (gives the chance of KO).
    #[arg(long, value_name = "W", value_parser = count)]
    target_willpower: Option<u32>,
    /// The target's Endurance (gives the chance of Casualty).
    #[arg(long, value_name = "E", value_parser = count)]
    target_endurance: Option<u32>,
    /// Stun markers already on the target.
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = count)]
    target_stun: u32,
    /// Injury markers already on the target.
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = count)]
    target_injury: u32,
    /// The target is Knocked Out.
    #[arg(long)]
    target_ko: bool,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

impl TargetArgs {
    fn target(&self) -> Target {
        Target {
            defense: self.target_defense,
            willpower: self.target_willpower,
            endurance: self.target_endurance,
            stun: self.target_stun,
            injury: self.target_injury,
            knocked_out: self.target_ko,
        }
    }

    fn damage(&self) -> Damage {
        Damage {
            injury: self.injury,
            stun: self.stun,
        }
    }
}

/// `odds melee`.
#[derive(Debug, Args)]
pub struct MeleeArgs {
    /// The attacker's Attacks.
    #[arg(long, value_name = "A", value_parser = count)]
    attack: u32,
    /// The attacker's or weapon's Strength.
    #[arg(long, value_name = "S", value_parser = count)]
    strength: u32,
    /// A Heavy weapon: +1 to the Strength die roll.
    #[arg(long)]
    heavy: bool,
    /// Effort the attacker makes (one attack die each).
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = count)]
    attacker_effort: u32,
    /// Effort the defender makes (one attack die fewer each).
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = count)]
    defender_effort: u32,
    /// Enemies in contact with the target after the first.
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = count)]
    outnumbered: u32,
    /// The target denies the Strength die (Bat-Armor and the like).
    #[arg(long)]
    no_strength_die: bool,
    #[command(flatten)]
    target: TargetArgs,
}

/// `odds ranged`.
#[derive(Debug, Args)]
pub struct RangedArgs {
    /// The weapon's rate of fire (0: it rolls only the Strength die).
    #[arg(long, value_name = "R", value_parser = count)]
    rof: u32,
    /// The weapon's Strength.
    #[arg(long, value_name = "S", value_parser = count)]
    strength: u32,
    /// The attacker moved first (2 dice fewer).
    #[arg(long)]
    moved: bool,
    /// Beyond the weapon's effective range (1 die fewer).
    #[arg(long)]
    out_of_range: bool,
    /// The target is in cover (1 die fewer).
    #[arg(long)]
    cover: bool,
    /// Firing blind (2 dice fewer).
    #[arg(long)]
    blind: bool,
    /// Dice the target's dodge-like trait removes.
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = count)]
    dodge: u32,
    /// The target denies the Strength die (Bat-Armor and the like).
    #[arg(long)]
    no_strength_die: bool,
    #[command(flatten)]
    target: TargetArgs,
}

/// `odds skill`.
#[derive(Debug, Args)]
pub struct SkillArgs {
    /// Dice rolled.
    #[arg(long, value_name = "N", value_parser = count)]
    dice: u32,
    /// The skill value (opposed: the target's skill).
    #[arg(long, value_name = "V", value_parser = count)]
    skill: u32,
    /// Opposed roll: the two highest dice must beat the skill.
    #[arg(long)]
    opposed: bool,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Reads a count, refusing negative numbers and numbers past `u32::MAX` (however
/// many digits) with a clear message; each command then checks its own range.
pub(super) fn count(text: &str) -> Result<u32, String> {
    let text = text.trim();
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("'{text}' is not a whole number"));
    }
    if negative && digits.bytes().any(|b| b != b'0') {
        return Err(format!("{text} is negative; counts start at 0"));
    }
    digits
        .parse::<u32>()
        .map_err(|_| format!("{text} is far too large; counts go up to {}", u32::MAX))
}

/// Runs an `odds` subcommand.
pub(super) fn run(command: OddsCommand) -> u8 {
    let result = match command {
        OddsCommand::Melee(args) => odds::melee(&Melee {
            attacks: args.attack,
            strength: args.strength,
            heavy: args.heavy,
            damage: args.target.damage(),
            attacker_effort: args.attacker_effort,
            defender_effort: args.defender_effort,
            outnumbered: args.outnumbered,
            strength_die: !args.no_strength_die,
            target: args.target.target(),
        })
        .map(|odds| print_attack("Melee", &odds, args.target.json)),
        OddsCommand::Ranged(args) => odds::ranged(&Ranged {
            rate_of_fire: args.rof,
            strength: args.strength,
            damage: args.target.damage(),
            moved: args.moved,
            out_of_range: args.out_of_range,
            cover: args.cover,
            blind: args.blind,
            dodge: args.dodge,
            strength_die: !args.no_strength_die,
            target: args.target.target(),
        })
        .map(|odds| print_attack("Ranged", &odds, args.target.json)),
        OddsCommand::Btas(args) => return btas(&args),
        OddsCommand::Skill(args) => odds::skill(&Skill {
            dice: args.dice,
            skill: args.skill,
            opposed: args.opposed,
        })
        .map(|odds| print_skill(&args, &odds)),
    };
    match result {
        Ok(()) => EXIT_OK,
        Err(error) => {
            tell!("error: {}", crate::words::odds::error(&error));
            EXIT_UNREADABLE
        }
    }
}

/// `odds melee|ranged --json`.
#[derive(Serialize)]
struct AttackJson {
    attack_dice: u32,
    defense_dice: u32,
    strength_die: bool,
    hits: Vec<f64>,
    expected_hits: f64,
    critical: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    ko: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    casualty: Option<f64>,
}

fn percent(p: f64) -> String {
    format!("{:.1}%", p * 100.0)
}

fn print_attack(kind: &str, odds: &AttackOdds, json: bool) {
    if json {
        let out = AttackJson {
            attack_dice: odds.attack_dice,
            defense_dice: odds.defense_dice,
            strength_die: odds.strength_die,
            hits: odds.hits.probabilities(),
            expected_hits: odds.expected_hits(),
            critical: odds.critical,
            ko: odds.ko,
            casualty: odds.casualty,
        };
        // Plain numbers always serialise.
        say!("{}", serde_json::to_string_pretty(&out).unwrap_or_default());
        return;
    }
    let strength = if odds.strength_die {
        " + the Strength die"
    } else {
        ""
    };
    let defense = if odds.defense_dice > 0 {
        format!(" against {} defense dice", odds.defense_dice)
    } else {
        String::new()
    };
    say!(
        "{kind} attack: {} attack dice{strength}{defense}",
        odds.attack_dice
    );
    say!("  hits   exactly   at least");
    for (k, p) in odds.hits.probabilities().iter().enumerate() {
        say!(
            "  {k:>4}   {:>7}   {:>8}",
            percent(*p),
            percent(odds.at_least(k))
        );
    }
    say!("  expected hits: {:.2}", odds.expected_hits());
    say!(
        "  critical (natural 6 on the Strength die): {}",
        percent(odds.critical)
    );
    say!(
        "  expected damage: {:.2} Stun, {:.2} Injury",
        odds.stun.mean(),
        odds.injury.mean()
    );
    if let Some(ko) = odds.ko {
        say!("  target KO afterwards: {}", percent(ko));
    }
    if let Some(casualty) = odds.casualty {
        say!("  target a Casualty afterwards: {}", percent(casualty));
    }
}

/// `odds skill --json`.
#[derive(Serialize)]
struct SkillJson {
    pass: f64,
    /// The kept sums in ascending order, keyed by the sum.
    kept_sum: OrderedMap<String, f64>,
}

fn print_skill(args: &SkillArgs, odds: &SkillOdds) {
    let sums: Vec<(usize, f64)> = (odds.kept_sum.min_value()..=odds.kept_sum.max_value())
        .map(|sum| (sum, odds.kept_sum.probability(sum)))
        .collect();
    if args.json {
        let out = SkillJson {
            pass: odds.pass,
            kept_sum: OrderedMap(sums.iter().map(|&(sum, p)| (sum.to_string(), p)).collect()),
        };
        say!("{}", serde_json::to_string_pretty(&out).unwrap_or_default());
        return;
    }
    let kept = match (args.dice, args.opposed) {
        (1, _) => "1 die".to_owned(),
        (n, true) => format!("{n} dice, the two highest kept,"),
        (n, false) => format!("{n} dice, the two lowest kept,"),
    };
    let test = if args.opposed {
        format!("above {}", args.skill)
    } else {
        format!("{} or less", args.skill)
    };
    say!(
        "Skill roll of {kept} passing on {test}: {}",
        percent(odds.pass)
    );
    say!("  sum   chance");
    for (sum, p) in sums {
        say!("  {sum:>3}   {:>6}", percent(p));
    }
}

/// `odds btas --json`.
#[derive(Serialize)]
struct BtasJson {
    bust_next_roll: f64,
    expected_if_stop: f64,
    expected_if_continue: f64,
    advice: &'static str,
}

fn btas(args: &BtasArgs) -> u8 {
    use crate::games::btas::{DiceSet, TurnState, Villain, advisor};
    let villain = match args
        .villain
        .as_deref()
        .map(|name| (name, Villain::parse(name)))
    {
        None => None,
        Some((_, Some(villain))) => Some(villain),
        Some((name, None)) => {
            tell!("error: '{name}' is not a villain (joker, catwoman, poison-ivy, riddler)");
            return EXIT_UNREADABLE;
        }
    };
    let dice = DiceSet::default();
    let advice = TurnState::from_counts(
        &dice,
        args.cup,
        args.alarms,
        args.loot,
        args.blue_loot,
        args.batman,
        args.dodged,
    )
    .and_then(|state| advisor::advise(&dice, villain, &state));
    let advice = match advice {
        Ok(advice) => advice,
        Err(refusal) => {
            tell!("error: {}", crate::words::games::btas::refusal(&refusal));
            return EXIT_UNREADABLE;
        }
    };
    if args.json {
        let out = BtasJson {
            bust_next_roll: advice.bust_next_roll,
            expected_if_stop: advice.expected_if_stop,
            expected_if_continue: advice.expected_if_continue,
            advice: advice.advice.as_str(),
        };
        say!("{}", serde_json::to_string_pretty(&out).unwrap_or_default());
    } else {
        say!("Bust on the next roll: {}", percent(advice.bust_next_roll));
        say!("Stop now: {:.2} points", advice.expected_if_stop);
        say!(
            "Roll on (and play on well): {:.2} points expected",
            advice.expected_if_continue
        );
        say!("Advice: {}", advice.advice.as_str());
    }
    EXIT_OK
}
