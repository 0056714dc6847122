//! `heist resolve`: one Heist of the heist bluffing game, from the Loot card and the
//! Roles of those who stayed.

use super::{EXIT_OK, EXIT_UNREADABLE, OrderedMap, odds::count};
use crate::games::heist::{self, Loot, Role, Stayer};
use crate::words;
use clap::{Args, Subcommand};
use serde::Serialize;

/// A `heist` subcommand.
#[derive(Debug, Subcommand)]
pub enum HeistCommand {
    /// Resolve one Heist: who is eliminated, and each player's change in money
    /// (antes included) and the Reserve's.
    Resolve(ResolveArgs),
}

/// `heist resolve`.
#[derive(Debug, Args)]
pub struct ResolveArgs {
    /// The Loot card's amount in $M (8 to 12).
    #[arg(long, value_name = "M", value_parser = count)]
    loot: u32,
    /// The Loot card's ante in $M (1 or 2).
    #[arg(long, value_name = "A", value_parser = count)]
    ante: u32,
    /// The Role shown on the Loot card, if any.
    #[arg(long, value_name = "ROLE", value_parser = role)]
    role_bonus: Option<Role>,
    /// Those who stayed, as NAME:ROLE (brute, crook, driver, snitch, mastermind); a
    /// name given twice plays two characters, as in the three-player game.
    #[arg(long, value_name = "NAME:ROLE,...", value_delimiter = ',', required = true, value_parser = stayer)]
    stayed: Vec<(String, Role)>,
    /// The Role the lone Snitch names.
    #[arg(long, value_name = "ROLE", value_parser = role)]
    snitch_names: Option<Role>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

fn role(text: &str) -> Result<Role, String> {
    Role::parse(text)
        .ok_or_else(|| format!("'{text}' is not a Role (brute, crook, driver, snitch, mastermind)"))
}

fn stayer(text: &str) -> Result<(String, Role), String> {
    let Some((name, r)) = text.rsplit_once(':') else {
        return Err(format!("'{text}' is not NAME:ROLE"));
    };
    let name = name.trim();
    if name.is_empty() {
        return Err(format!("'{text}' has no name before the ':'"));
    }
    Ok((name.to_owned(), role(r)?))
}

/// `heist resolve --json`.
#[derive(Serialize)]
struct ResolveJson<'a> {
    eliminated: Vec<&'a str>,
    money: OrderedMap<&'a str, i64>,
    reserve: i64,
}

/// Runs a `heist` subcommand.
pub(super) fn run(command: HeistCommand) -> u8 {
    let HeistCommand::Resolve(args) = command;
    let mut names: Vec<String> = Vec::new();
    let mut stayers = Vec::new();
    for (name, role) in &args.stayed {
        let player = match names.iter().position(|n| n == name) {
            Some(p) => p,
            None => {
                names.push(name.clone());
                names.len() - 1
            }
        };
        let theirs: Vec<Role> = stayers
            .iter()
            .filter(|s: &&Stayer| s.player == player)
            .map(|s| s.role)
            .collect();
        if theirs.contains(role) || theirs.len() >= 2 {
            tell!(
                "error: {name} is listed as {}: a player has one character, or two with different Roles",
                theirs
                    .iter()
                    .chain([role])
                    .map(|r| r.id())
                    .collect::<Vec<_>>()
                    .join(" and ")
            );
            return EXIT_UNREADABLE;
        }
        stayers.push(Stayer {
            player,
            role: *role,
            own_ante: args.ante,
        });
    }
    let loot = Loot {
        amount: args.loot,
        ante: args.ante,
        symbol: args.role_bonus,
    };
    let outcome = match heist::resolve(&loot, &stayers, args.snitch_names, None, &names) {
        Ok(outcome) => outcome,
        Err(refusal) => {
            tell!("error: {}", words::games::heist::refusal(&refusal));
            return EXIT_UNREADABLE;
        }
    };
    let mut eliminated: Vec<&str> = Vec::new();
    for &i in &outcome.eliminated {
        let name = names[stayers[i].player].as_str();
        if !eliminated.contains(&name) {
            eliminated.push(name);
        }
    }
    if args.json {
        let out = ResolveJson {
            eliminated,
            money: OrderedMap(
                names
                    .iter()
                    .map(String::as_str)
                    .zip(outcome.money.iter().copied())
                    .collect(),
            ),
            reserve: outcome.reserve,
        };
        say!("{}", serde_json::to_string_pretty(&out).unwrap_or_default());
        return EXIT_OK;
    }
    for step in &outcome.steps {
        say!("{}", words::games::heist::title(step.title));
        for line in &step.lines {
            say!("  {}", words::games::heist::line(line));
        }
    }
    say!("Money:");
    for (name, change) in names.iter().zip(&outcome.money) {
        say!("  {name:<16} {change:+}");
    }
    say!("  {:<16} {:+}", "Reserve", outcome.reserve);
    EXIT_OK
}
