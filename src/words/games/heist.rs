//! The heist game's words: its Roles, the lines of the game's log, the steps of a
//! round, and why a round or a move is refused.

use super::player_number;
use crate::games::heist::{
    ANTES, Ante, Character, DRIVER_FEE, Event, LOOT_AMOUNTS, Line, MASTERMIND_BONUS, PLAYERS,
    ROLE_BONUS, Refusal, Role, START_MONEY, Title,
};
use crate::words::{count, winners};

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

/// A line of the game's log.
pub fn event(event: &Event) -> String {
    match event {
        Event::Leader(player) => {
            format!("{player} holds the Leader card; everyone starts with ${START_MONEY}M.")
        }
        Event::Round {
            round,
            loot,
            eliminated,
            shared,
        } => format!("Round {round}: ${loot}M Loot, {eliminated} eliminated, {shared} shared."),
        Event::Won(names) => {
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            format!("{} the game.", winners(&names))
        }
        Event::Intimidated(player) => format!("{player} spends an Intimidation card."),
    }
}

/// The heading of a step of a round.
pub fn title(title: Title) -> String {
    match title {
        Title::Negotiation => "Negotiation".to_owned(),
        Title::Revealed(role) => roles(role).to_owned(),
        Title::Named(role) => format!("The named {}", roles(role)),
        Title::LoneSnitch => "The lone Snitch".to_owned(),
        Title::Sharing => "Sharing the Loot".to_owned(),
    }
}

/// A line of a step of a round.
pub fn line(line: &Line) -> String {
    match line {
        Line::AntePutDown { player, ante } => {
            format!("{player} cannot pay the ${ante}M ante: the Reserve puts it down.")
        }
        Line::Deal { from, to, amount } => format!("{from} pays {to} ${amount}M."),
        Line::Left(players) => format!("{} left with the ante back.", players.join(", ")),
        Line::Alone {
            who,
            ante: a,
            names,
            intimidation,
        } => {
            let mut line = format!("{} is alone and {}", character(who), ante(*a));
            if let Some(named) = names {
                line.push_str(&format!(", and names the {}", roles(*named)));
            }
            if *intimidation {
                line.push_str(", and earns an Intimidation card");
            }
            format!("{line}.")
        }
        Line::Eliminated { who, ante: a } => {
            format!("{} is eliminated and {}.", character(who), ante(*a))
        }
        Line::NamedOut { who, ante: a } => {
            format!(
                "{} was named: eliminated, and {}.",
                character(who),
                ante(*a)
            )
        }
        Line::NobodyNamed(r) => format!("Nobody stayed as a {}.", role(*r)),
        Line::LoneSnitch { who, lost } => format!(
            "{} is left alone in play: loses ${lost}M and is eliminated. Nobody shares the Loot.",
            character(who)
        ),
        Line::NobodyLeft => "Nobody is left: the Loot stays in the bank.".to_owned(),
        Line::Mastermind { player, total } => {
            format!("{player}'s Mastermind adds ${MASTERMIND_BONUS}M: ${total}M to share.")
        }
        Line::Shares {
            count: shares,
            each,
            rest,
        } => {
            let shares = count(*shares, "share", "shares");
            if *rest > 0 {
                format!("{shares} of ${each}M; ${rest}M stays in the Reserve.")
            } else {
                format!("{shares} of ${each}M.")
            }
        }
        Line::Driver { player, paid } => {
            format!("The Driver {player} is paid ${paid}M, ${DRIVER_FEE}M a share.")
        }
        Line::Crook {
            crook,
            brute,
            stolen,
        } => format!("The Crook {crook} steals ${stolen}M from the Brute {brute}."),
        Line::RoleBonus { role: r, player } => format!(
            "The card shows the {}: {player} gets ${ROLE_BONUS}M more from the Reserve.",
            role(*r)
        ),
    }
}

/// A character in a step: "Al (Crook)".
fn character(who: &Character) -> String {
    format!("{} ({})", who.player, role(who.role))
}

/// Where a character's ante went, as the end of a line about it.
fn ante(ante: Ante) -> String {
    match ante {
        Ante::Back(0) => "the Reserve takes back the ante it put down".to_owned(),
        Ante::Back(ante) => format!("takes back the ${ante}M ante"),
        Ante::Lost(0) => "the ante goes back to the Reserve".to_owned(),
        Ante::Lost(ante) => format!("loses the ${ante}M ante to the Reserve"),
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
