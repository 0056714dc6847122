//! The heist game's words: its Roles, the lines of the game's log, the steps of a
//! round, and why a round or a move is refused.

use super::player_number;
use crate::games::heist::{
    ANTES, Ante, Character, DRIVER_FEE, Event, LOOT_AMOUNTS, Line, MASTERMIND_BONUS, PLAYERS,
    ROLE_BONUS, Refusal, Role, START_MONEY, Title,
};
use crate::words::{numbers, tr, winners};

/// A Role's name.
pub fn role(role: Role) -> String {
    match role {
        Role::Snitch => tr!("games-heist-role-snitch"),
        Role::Brute => tr!("games-heist-role-brute"),
        Role::Driver => tr!("games-heist-role-driver"),
        Role::Crook => tr!("games-heist-role-crook"),
        Role::Mastermind => tr!("games-heist-role-mastermind"),
    }
}

/// A Role's name for several characters.
pub fn roles(role: Role) -> String {
    match role {
        Role::Snitch => tr!("games-heist-role-snitches"),
        Role::Brute => tr!("games-heist-role-brutes"),
        Role::Driver => tr!("games-heist-role-drivers"),
        Role::Crook => tr!("games-heist-role-crooks"),
        Role::Mastermind => tr!("games-heist-role-masterminds"),
    }
}

/// An amount of the heist's money, counted in millions: "$5M" ("5 M$" in Spanish).
pub fn millions(amount: impl Into<i64>) -> String {
    tr!("games-heist-millions", amount = numbers::integer(amount))
}

/// A line of the game's log.
pub fn event(event: &Event) -> String {
    match event {
        Event::Leader(player) => tr!(
            "games-heist-leader",
            player = player.as_str(),
            money = millions(START_MONEY)
        ),
        Event::Round {
            round,
            loot,
            eliminated,
            shared,
        } => tr!(
            "games-heist-round",
            round = *round,
            loot = millions(*loot),
            eliminated = *eliminated as u64,
            shared = *shared as u64
        ),
        Event::Won(names) => {
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            tr!("games-heist-won", winners = winners(&names))
        }
        Event::Intimidated(player) => tr!("games-heist-intimidated", player = player.as_str()),
    }
}

/// The heading of a step of a round.
pub fn title(title: Title) -> String {
    match title {
        Title::Negotiation => tr!("games-heist-negotiation"),
        Title::Revealed(role) => roles(role).to_owned(),
        Title::Named(role) => tr!("games-heist-named", roles = roles(role)),
        Title::LoneSnitch => tr!("games-heist-lone-snitch-title"),
        Title::Sharing => tr!("games-heist-sharing"),
    }
}

/// A line of a step of a round.
pub fn line(line: &Line) -> String {
    match line {
        Line::AntePutDown { player, ante } => tr!(
            "games-heist-ante-put-down",
            player = player.as_str(),
            ante = millions(*ante)
        ),
        Line::Deal { from, to, amount } => tr!(
            "games-heist-deal",
            from = from.as_str(),
            to = to.as_str(),
            amount = millions(*amount)
        ),
        Line::Left(players) => tr!(
            "games-heist-left",
            count = players.len() as u64,
            players = players.join(", ")
        ),
        Line::Alone {
            who,
            ante: a,
            names,
            intimidation,
        } => {
            let mut line = tr!("games-heist-alone", who = character(who), ante = ante(*a));
            if let Some(named) = names {
                line.push_str(&tr!("games-heist-alone-names", roles = roles(*named)));
            }
            if *intimidation {
                line.push_str(&tr!("games-heist-alone-intimidation"));
            }
            format!("{line}.")
        }
        Line::Eliminated { who, ante: a } => tr!(
            "games-heist-eliminated",
            who = character(who),
            ante = ante(*a)
        ),
        Line::NamedOut { who, ante: a } => tr!(
            "games-heist-named-out",
            who = character(who),
            ante = ante(*a)
        ),
        Line::NobodyNamed(r) => tr!("games-heist-nobody-named", role = role(*r)),
        Line::LoneSnitch { who, lost } => tr!(
            "games-heist-lone-snitch",
            who = character(who),
            lost = millions(*lost)
        ),
        Line::NobodyLeft => tr!("games-heist-nobody-left"),
        Line::Mastermind { player, total } => tr!(
            "games-heist-mastermind",
            player = player.as_str(),
            bonus = millions(MASTERMIND_BONUS),
            total = millions(*total)
        ),
        Line::Shares {
            count: shares,
            each,
            rest,
        } => {
            if *rest > 0 {
                tr!(
                    "games-heist-shares-rest",
                    count = *shares,
                    each = millions(*each),
                    rest = millions(*rest)
                )
            } else {
                tr!(
                    "games-heist-shares",
                    count = *shares,
                    each = millions(*each)
                )
            }
        }
        Line::Driver { player, paid } => tr!(
            "games-heist-driver",
            player = player.as_str(),
            paid = millions(*paid),
            fee = millions(DRIVER_FEE)
        ),
        Line::Crook {
            crook,
            brute,
            stolen,
        } => tr!(
            "games-heist-crook",
            crook = crook.as_str(),
            brute = brute.as_str(),
            stolen = millions(*stolen)
        ),
        Line::RoleBonus { role: r, player } => tr!(
            "games-heist-role-bonus",
            role = role(*r),
            player = player.as_str(),
            bonus = millions(ROLE_BONUS)
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
        Ante::Back(0) => tr!("games-heist-ante-back-reserve"),
        Ante::Back(ante) => tr!("games-heist-ante-back", ante = millions(ante)),
        Ante::Lost(0) => tr!("games-heist-ante-lost-reserve"),
        Ante::Lost(ante) => tr!("games-heist-ante-lost", ante = millions(ante)),
    }
}

/// Why a round, a Heist or a move is refused, as one line.
pub fn refusal(refusal: &Refusal) -> String {
    match refusal {
        Refusal::Players => tr!(
            "games-heist-players",
            min = *PLAYERS.start() as u64,
            max = *PLAYERS.end() as u64
        ),
        Refusal::NoPlayer(player) => tr!(
            "games-heist-no-player",
            number = player_number(*player).to_string()
        ),
        Refusal::GameOver => tr!("games-over"),
        Refusal::LootAmount(amount) => tr!(
            "games-heist-loot-amount",
            min = millions(*LOOT_AMOUNTS.start()),
            max = millions(*LOOT_AMOUNTS.end()),
            amount = millions(*amount)
        ),
        Refusal::Ante(ante) => tr!(
            "games-heist-ante",
            min = millions(*ANTES.start()),
            max = millions(*ANTES.end()),
            ante = millions(*ante)
        ),
        Refusal::Characters {
            player,
            per_player,
            entered,
        } => tr!(
            "games-heist-characters",
            player = player.as_str(),
            count = *per_player as u64,
            entered = *entered as u64
        ),
        Refusal::RoleNotGiven(player) => {
            tr!("games-heist-role-not-given", player = player.as_str())
        }
        Refusal::RoleForNoRepeat(player) => {
            tr!("games-heist-role-for-no-repeat", player = player.as_str())
        }
        Refusal::Repeated { player, role: r } => tr!(
            "games-heist-repeated",
            player = player.as_str(),
            role = role(*r)
        ),
        Refusal::SameRoles(player) => tr!("games-heist-same-roles", player = player.as_str()),
        Refusal::NoIntimidation(player) => {
            tr!("games-heist-no-intimidation", player = player.as_str())
        }
        Refusal::DealPlayers => tr!("games-heist-deal-players"),
        Refusal::DealUnpaid {
            player,
            in_hand,
            amount,
        } => tr!(
            "games-heist-deal-unpaid",
            player = player.as_str(),
            in_hand = millions(*in_hand),
            amount = millions(*amount)
        ),
        Refusal::Balances => tr!("games-heist-balances"),
        Refusal::SnitchNamesNone => tr!("games-heist-snitch-names-none"),
        Refusal::SnitchNamesSnitch => tr!("games-heist-snitch-names-snitch"),
        Refusal::NamedWithoutSnitch => tr!("games-heist-named-without-snitch"),
    }
}
