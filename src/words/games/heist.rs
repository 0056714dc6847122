//! The heist game's words: its Roles and why a round or a move is refused.

use super::player_number;
use crate::games::heist::{ANTES, LOOT_AMOUNTS, PLAYERS, Refusal, Role};
use crate::words::count;

/// A Role's name.
pub fn role(role: Role) -> &'static str {
    match role {
        Role::Snitch => "Snitch",
        Role::Brute => "Brute",
        Role::Driver => "Driver",
        Role::Crook => "Crook",
        Role::Mastermind => "Mastermind",
    }
}

/// A Role's name for several characters.
pub fn roles(role: Role) -> &'static str {
    match role {
        Role::Snitch => "Snitches",
        Role::Brute => "Brutes",
        Role::Driver => "Drivers",
        Role::Crook => "Crooks",
        Role::Mastermind => "Masterminds",
    }
}

/// Why a round, a Heist or a move is refused, as one line.
pub fn refusal(refusal: &Refusal) -> String {
    match refusal {
        Refusal::Players => format!(
            "the heist game is for {} to {} players",
            PLAYERS.start(),
            PLAYERS.end()
        ),
        Refusal::NoPlayer(player) => format!("no player number {}", player_number(*player)),
        Refusal::GameOver => "the game is over".to_owned(),
        Refusal::LootAmount(amount) => format!(
            "a Loot card holds ${}M to ${}M, not ${amount}M",
            LOOT_AMOUNTS.start(),
            LOOT_AMOUNTS.end()
        ),
        Refusal::Ante(ante) => format!(
            "an ante is ${}M or ${}M, not ${ante}M",
            ANTES.start(),
            ANTES.end()
        ),
        Refusal::Characters {
            player,
            per_player,
            entered,
        } => format!(
            "{player} plays {} a round, not {entered}",
            count(*per_player as u64, "character", "characters")
        ),
        Refusal::RoleNotGiven(player) => format!("{player} stayed: give the Role"),
        Refusal::RoleForNoRepeat(player) => {
            format!("{player}'s Role is needed for the rule against repeating a Role")
        }
        Refusal::Repeated { player, role: r } => format!(
            "{player} was the {} last round and cannot be again",
            role(*r)
        ),
        Refusal::SameRoles(player) => {
            format!("{player}'s two characters have different Roles")
        }
        Refusal::NoIntimidation(player) => format!("{player} has no Intimidation card"),
        Refusal::DealPlayers => "a deal is between two players".to_owned(),
        Refusal::DealUnpaid {
            player,
            in_hand,
            amount,
        } => format!("{player} has ${in_hand}M in hand: a deal of ${amount}M cannot be paid"),
        Refusal::Balances => "one balance per player".to_owned(),
        Refusal::SnitchNamesNone => "the lone Snitch must name a Role to eliminate".to_owned(),
        Refusal::SnitchNamesSnitch => "the Snitch cannot name the Snitches".to_owned(),
        Refusal::NamedWithoutSnitch => {
            "no Snitch stayed, so nobody names a Role: leave it out".to_owned()
        }
    }
}
