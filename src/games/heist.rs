//! The heist bluffing game: robbers secretly pick a Role for each of eight heists,
//! negotiate who stays, and share the Loot among those the Heist leaves standing.
//!
//! Money is counted in millions. A round is entered as it was played on the table:
//! the Loot card as drawn, each character's Role and whether it stayed, and the money
//! paid in deals; [`resolve`] then plays the Heist in the rule text's order (Snitch,
//! Brute, Driver, Crook, Mastermind, then the Role the lone Snitch named) and shares
//! the Loot.

use super::MoveError;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Each player's money at the start.
pub const START_MONEY: u32 = 5;
/// Money that wins, once reached after a share of the Loot.
pub const TARGET: u32 = 20;
/// Heists in a game (Loot cards used).
pub const ROUNDS: u32 = 8;
/// All the money in the box: 50 bills of $1M and 25 of $5M.
pub const BANK: u32 = 175;
/// What a Snitch left alone in play loses.
pub const SNITCH_PENALTY: u32 = 3;
/// Added to the Loot when a Mastermind is among those sharing it.
pub const MASTERMIND_BONUS: u32 = 2;
/// What each share pays the Driver.
pub const DRIVER_FEE: u32 = 1;
/// What the Crook steals from the Brute.
pub const CROOK_STEAL: u32 = 2;
/// Paid from the Reserve to the Role shown on the Loot card.
pub const ROLE_BONUS: u32 = 1;
/// The Loot amounts printed on the cards.
pub const LOOT_AMOUNTS: std::ops::RangeInclusive<u32> = 8..=12;
/// The antes printed on the cards.
pub const ANTES: std::ops::RangeInclusive<u32> = 1..=2;

/// A Role a character plays in a heist.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    /// Names a Role whose players are eliminated; alone in play, loses $3M.
    Snitch,
    /// Keeps its ante whatever happens; alone, earns an Intimidation card.
    Brute,
    /// Paid $1M for each share of the Loot.
    Driver,
    /// Steals $2M from the Brute.
    Crook,
    /// Adds $2M to the Loot.
    Mastermind,
}

impl Role {
    /// The Roles in the order they are revealed in the Heist.
    pub const ALL: [Role; 5] = [
        Role::Snitch,
        Role::Brute,
        Role::Driver,
        Role::Crook,
        Role::Mastermind,
    ];

    /// The name the command line reads and prints.
    pub fn id(self) -> &'static str {
        match self {
            Role::Snitch => "snitch",
            Role::Brute => "brute",
            Role::Driver => "driver",
            Role::Crook => "crook",
            Role::Mastermind => "mastermind",
        }
    }

    /// Its name.
    pub fn label(self) -> &'static str {
        match self {
            Role::Snitch => "Snitch",
            Role::Brute => "Brute",
            Role::Driver => "Driver",
            Role::Crook => "Crook",
            Role::Mastermind => "Mastermind",
        }
    }

    /// Its name for several.
    pub fn plural(self) -> &'static str {
        match self {
            Role::Snitch => "Snitches",
            Role::Brute => "Brutes",
            Role::Driver => "Drivers",
            Role::Crook => "Crooks",
            Role::Mastermind => "Masterminds",
        }
    }

    /// Reads a Role name in any case ("brute", "Mastermind").
    pub fn parse(text: &str) -> Option<Role> {
        let text = text.trim().to_lowercase();
        Role::ALL.into_iter().find(|r| r.id() == text)
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// A Loot card as drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Loot {
    /// Millions to share ($8M to $12M).
    pub amount: u32,
    /// The ante of each character ($1M or $2M).
    pub ante: u32,
    /// The Role that earns $1M more when it shares the Loot, if the card shows one.
    pub symbol: Option<Role>,
}

impl Loot {
    /// Refuses a card the box cannot hold.
    pub fn check(&self) -> Result<(), MoveError> {
        if !LOOT_AMOUNTS.contains(&self.amount) {
            return Err(MoveError(format!(
                "a Loot card holds $8M to $12M, not ${}M",
                self.amount
            )));
        }
        if !ANTES.contains(&self.ante) {
            return Err(MoveError(format!(
                "an ante is $1M or $2M, not ${}M",
                self.ante
            )));
        }
        Ok(())
    }
}

/// A character that stayed for the Heist.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stayer {
    /// Its player.
    pub player: usize,
    /// Its Role.
    pub role: Role,
    /// The part of the ante its player paid; the Reserve put down the rest for a
    /// player who could not pay it.
    pub own_ante: u32,
}

/// One step of the Heist or the sharing, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// What the step is ("Snitch", "Sharing the Loot", ...).
    pub title: String,
    /// What happened, who got and lost what.
    pub lines: Vec<String>,
}

/// What one Heist did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The stayers eliminated (indices into the stayers), in the order it happened.
    pub eliminated: Vec<usize>,
    /// Each player's change in money, antes included.
    pub money: Vec<i64>,
    /// The Reserve's change.
    pub reserve: i64,
    /// Players who earned an Intimidation card.
    pub intimidation: Vec<usize>,
    /// Players who received a share of the Loot.
    pub sharers: Vec<usize>,
    /// The steps, in order, for the table to follow.
    pub steps: Vec<Step>,
}

/// Who holds money moved in a Heist.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Party {
    Player(usize),
    Reserve,
    /// The antes on the table.
    Table,
}

/// The money moved so far; with the players' balances known, nobody pays more than
/// they have.
struct Ledger {
    balances: Option<Vec<i64>>,
    money: Vec<i64>,
    reserve: i64,
}

impl Ledger {
    /// Moves up to `amount` (all of it unless a known balance is short) and returns
    /// what moved.
    fn pay(&mut self, from: Party, to: Party, amount: u32) -> u32 {
        let mut amount = i64::from(amount);
        if let (Party::Player(p), Some(balances)) = (from, &self.balances) {
            amount = amount.min(balances[p] + self.money[p]).max(0);
        }
        for (party, sign) in [(from, -1), (to, 1)] {
            match party {
                Party::Player(p) => self.money[p] += sign * amount,
                Party::Reserve => self.reserve += sign * amount,
                Party::Table => {}
            }
        }
        u32::try_from(amount).unwrap_or(0)
    }
}

/// Plays one Heist: `stayers` are the characters that stayed, `named` the Role the
/// lone Snitch names, `balances` each player's money before the stayers' antes (none:
/// everyone can pay everything), `names` the players' names for the steps.
pub fn resolve(
    loot: &Loot,
    stayers: &[Stayer],
    named: Option<Role>,
    balances: Option<&[i64]>,
    names: &[String],
) -> Result<Outcome, MoveError> {
    loot.check()?;
    let players = names.len();
    if let Some(bad) = stayers.iter().find(|s| s.player >= players) {
        return Err(MoveError(format!("no player number {}", bad.player + 1)));
    }
    if balances.is_some_and(|b| b.len() != players) {
        return Err(MoveError("one balance per player".into()));
    }
    let snitches = stayers.iter().filter(|s| s.role == Role::Snitch).count();
    match (snitches, named) {
        (1, None) => {
            return Err(MoveError(
                "the lone Snitch must name a Role to eliminate".into(),
            ));
        }
        (1, Some(Role::Snitch)) => {
            return Err(MoveError("the Snitch cannot name the Snitches".into()));
        }
        (0, Some(_)) => {
            return Err(MoveError(
                "no Snitch stayed, so nobody names a Role: leave it out".into(),
            ));
        }
        // Several Snitches fall before any call: a call entered for them is moot.
        _ => {}
    }

    let mut ledger = Ledger {
        balances: balances.map(<[i64]>::to_vec),
        money: vec![0; players],
        reserve: 0,
    };
    let who = |i: usize| format!("{} ({})", names[stayers[i].player], stayers[i].role);
    let mut steps = Vec::new();
    let mut eliminated: Vec<usize> = Vec::new();
    let mut intimidation = Vec::new();

    // The antes go on the table.
    for s in stayers {
        ledger.pay(Party::Player(s.player), Party::Table, s.own_ante);
    }
    // An ante the Reserve put down goes back to it whatever happens.
    let take_back = |ledger: &mut Ledger, i: usize| {
        let s = stayers[i];
        ledger.pay(Party::Table, Party::Player(s.player), s.own_ante);
        match s.own_ante {
            0 => "the Reserve takes back the ante it put down".to_owned(),
            ante => format!("takes back the ${ante}M ante"),
        }
    };
    let lose = |ledger: &mut Ledger, i: usize| {
        let s = stayers[i];
        ledger.pay(Party::Table, Party::Reserve, s.own_ante);
        match s.own_ante {
            0 => "the ante goes back to the Reserve".to_owned(),
            ante => format!("loses the ${ante}M ante to the Reserve"),
        }
    };

    // Each Role in turn; the named Role reveals itself last.
    let named = if snitches == 1 { named } else { None };
    for role in Role::ALL {
        if Some(role) == named {
            continue;
        }
        let these: Vec<usize> = (0..stayers.len())
            .filter(|&i| stayers[i].role == role)
            .collect();
        let mut lines = Vec::new();
        match these.as_slice() {
            [] => continue,
            [one] => {
                let back = take_back(&mut ledger, *one);
                let mut line = format!("{} is alone and {back}", who(*one));
                match role {
                    Role::Snitch => {
                        if let Some(named) = named {
                            line.push_str(&format!(", and names the {}", named.plural()));
                        }
                    }
                    Role::Brute => {
                        intimidation.push(stayers[*one].player);
                        line.push_str(", and earns an Intimidation card");
                    }
                    _ => {}
                }
                lines.push(format!("{line}."));
            }
            several => {
                for &i in several {
                    let ante = if role == Role::Brute {
                        take_back(&mut ledger, i)
                    } else {
                        lose(&mut ledger, i)
                    };
                    lines.push(format!("{} is eliminated and {ante}.", who(i)));
                    eliminated.push(i);
                }
            }
        }
        steps.push(Step {
            title: role.plural().to_owned(),
            lines,
        });
    }
    if let Some(named) = named {
        let these: Vec<usize> = (0..stayers.len())
            .filter(|&i| stayers[i].role == named)
            .collect();
        let mut lines = Vec::new();
        for &i in &these {
            let ante = if named == Role::Brute {
                take_back(&mut ledger, i)
            } else {
                lose(&mut ledger, i)
            };
            lines.push(format!("{} was named: eliminated, and {ante}.", who(i)));
            eliminated.push(i);
        }
        if these.is_empty() {
            lines.push(format!("Nobody stayed as a {named}."));
        }
        steps.push(Step {
            title: format!("The named {}", named.plural()),
            lines,
        });
    }

    let standing: Vec<usize> = (0..stayers.len())
        .filter(|i| !eliminated.contains(i))
        .collect();
    let mut sharers = Vec::new();
    if let [alone] = standing.as_slice()
        && stayers[*alone].role == Role::Snitch
    {
        let lost = ledger.pay(
            Party::Player(stayers[*alone].player),
            Party::Reserve,
            SNITCH_PENALTY,
        );
        eliminated.push(*alone);
        steps.push(Step {
            title: "The lone Snitch".into(),
            lines: vec![format!(
                "{} is left alone in play: loses ${lost}M and is eliminated. Nobody shares the Loot.",
                who(*alone)
            )],
        });
    } else if standing.is_empty() {
        steps.push(Step {
            title: "Sharing the Loot".into(),
            lines: vec!["Nobody is left: the Loot stays in the bank.".into()],
        });
    } else {
        steps.push(share(loot, stayers, &standing, &mut ledger, names));
        for &i in &standing {
            if !sharers.contains(&stayers[i].player) {
                sharers.push(stayers[i].player);
            }
        }
    }

    Ok(Outcome {
        eliminated,
        money: ledger.money,
        reserve: ledger.reserve,
        intimidation,
        sharers,
        steps,
    })
}

/// Shares the Loot among the `standing` stayers: the Mastermind's $2M, equal shares
/// rounded down (the rest back to the Reserve), the Driver's fee, the Crook's theft and
/// the bonus of the Role on the card.
fn share(
    loot: &Loot,
    stayers: &[Stayer],
    standing: &[usize],
    ledger: &mut Ledger,
    names: &[String],
) -> Step {
    let with = |role: Role| standing.iter().copied().find(|&i| stayers[i].role == role);
    let name = |i: usize| names[stayers[i].player].as_str();
    let mut lines = Vec::new();
    let mut total = loot.amount;
    if let Some(m) = with(Role::Mastermind) {
        total += MASTERMIND_BONUS;
        lines.push(format!(
            "{}'s Mastermind adds ${MASTERMIND_BONUS}M: ${total}M to share.",
            name(m)
        ));
    }
    let count = u32::try_from(standing.len()).unwrap_or(u32::MAX);
    let each = total / count;
    let rest = total % count;
    for &i in standing {
        ledger.pay(Party::Reserve, Party::Player(stayers[i].player), each);
    }
    lines.push(format!(
        "{count} share(s) of ${each}M{}.",
        if rest > 0 {
            format!("; ${rest}M stays in the Reserve")
        } else {
            String::new()
        }
    ));
    if let Some(d) = with(Role::Driver) {
        let driver = stayers[d].player;
        let mut paid = 0;
        for &i in standing.iter().filter(|&&i| i != d) {
            paid += ledger.pay(
                Party::Player(stayers[i].player),
                Party::Player(driver),
                DRIVER_FEE,
            );
        }
        lines.push(format!(
            "The Driver {} is paid ${paid}M, ${DRIVER_FEE}M a share.",
            name(d)
        ));
    }
    if let (Some(c), Some(b)) = (with(Role::Crook), with(Role::Brute)) {
        let stolen = ledger.pay(
            Party::Player(stayers[b].player),
            Party::Player(stayers[c].player),
            CROOK_STEAL,
        );
        lines.push(format!(
            "The Crook {} steals ${stolen}M from the Brute {}.",
            name(c),
            name(b)
        ));
    }
    if let Some(role) = loot.symbol
        && let Some(r) = with(role)
    {
        ledger.pay(Party::Reserve, Party::Player(stayers[r].player), ROLE_BONUS);
        lines.push(format!(
            "The card shows the {role}: {} gets ${ROLE_BONUS}M more from the Reserve.",
            name(r)
        ));
    }
    Step {
        title: "Sharing the Loot".into(),
        lines,
    }
}

/// A robber and their money.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The player's name.
    pub name: String,
    /// Millions in hand.
    pub money: u32,
    /// Intimidation cards not yet spent.
    pub intimidation: u32,
    /// The Roles picked last round, when told: barred this round under the optional
    /// rule.
    pub last_roles: Vec<Role>,
}

/// One character in a round's entry: its Role, and whether it stayed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// Its player.
    pub player: usize,
    /// Its Role; a character that left may keep it secret.
    pub role: Option<Role>,
    /// Whether it stayed for the Heist.
    pub stayed: bool,
}

/// Money one player paid another to leave (or to stay), in the Negotiation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Deal {
    /// Who paid.
    pub from: usize,
    /// Who was paid.
    pub to: usize,
    /// Millions.
    pub amount: u32,
}

/// A round as it was played on the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// The Loot card drawn.
    pub loot: Loot,
    /// Every character: one per player, two each in a three-player game.
    pub entries: Vec<Entry>,
    /// The deals of the Negotiation, in order.
    pub deals: Vec<Deal>,
    /// The Role the lone Snitch named, if there was one.
    pub named: Option<Role>,
}

/// What a round did, for the table to follow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// The round's number.
    pub round: u32,
    /// The Loot card.
    pub loot: Loot,
    /// The deals, the Heist and the sharing, step by step.
    pub steps: Vec<Step>,
    /// Each player's change in money over the round.
    pub money: Vec<i64>,
}

/// A game of the heist bluffing game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    /// The players, clockwise.
    pub players: Vec<Player>,
    /// Millions in the Reserve.
    pub reserve: i64,
    /// Who holds the Leader card.
    pub leader: usize,
    /// Rounds played.
    pub round: u32,
    /// The optional rule: nobody picks the same Role two rounds in a row.
    pub no_repeat: bool,
    /// The winners, once the game is over (several on a tie).
    pub winners: Option<Vec<usize>>,
    /// The last round's report.
    pub last: Option<Report>,
    /// What happened.
    pub log: Vec<String>,
}

impl Game {
    /// A game for 3 to 8 players, `leader` holding the Leader card.
    pub fn new(names: Vec<String>, leader: usize, no_repeat: bool) -> Result<Game, MoveError> {
        if !(3..=8).contains(&names.len()) {
            return Err(MoveError("the heist game is for 3 to 8 players".into()));
        }
        if leader >= names.len() {
            return Err(MoveError(format!("no player number {}", leader + 1)));
        }
        let count = names.len() as u32;
        let log = vec![format!(
            "{} holds the Leader card; everyone starts with ${START_MONEY}M.",
            names[leader]
        )];
        Ok(Game {
            players: names
                .into_iter()
                .map(|name| Player {
                    name,
                    money: START_MONEY,
                    intimidation: 0,
                    last_roles: Vec::new(),
                })
                .collect(),
            reserve: i64::from(BANK - START_MONEY * count),
            leader,
            round: 0,
            no_repeat,
            winners: None,
            last: None,
            log,
        })
    }

    /// Characters each player plays a round: two in a three-player game.
    pub fn characters(&self) -> usize {
        if self.players.len() == 3 { 2 } else { 1 }
    }

    fn names(&self) -> Vec<String> {
        self.players.iter().map(|p| p.name.clone()).collect()
    }

    /// Checks a round's entry against the rules of the table.
    fn check(&self, round: &Round) -> Result<(), MoveError> {
        if self.winners.is_some() {
            return Err(MoveError("the game is over".into()));
        }
        round.loot.check()?;
        let per_player = self.characters();
        for (p, player) in self.players.iter().enumerate() {
            let mine: Vec<&Entry> = round.entries.iter().filter(|e| e.player == p).collect();
            if mine.len() != per_player {
                return Err(MoveError(format!(
                    "{} plays {per_player} character(s) a round, not {}",
                    player.name,
                    mine.len()
                )));
            }
            for e in &mine {
                match e.role {
                    None if e.stayed => {
                        return Err(MoveError(format!("{} stayed: give the Role", player.name)));
                    }
                    None if self.no_repeat => {
                        return Err(MoveError(format!(
                            "{}'s Role is needed for the rule against repeating a Role",
                            player.name
                        )));
                    }
                    Some(role) if self.no_repeat && player.last_roles.contains(&role) => {
                        return Err(MoveError(format!(
                            "{} was the {role} last round and cannot be again",
                            player.name
                        )));
                    }
                    _ => {}
                }
            }
            if let [a, b] = mine.as_slice()
                && a.role.is_some()
                && a.role == b.role
            {
                return Err(MoveError(format!(
                    "{}'s two characters have different Roles",
                    player.name
                )));
            }
        }
        if let Some(bad) = round
            .entries
            .iter()
            .find(|e| e.player >= self.players.len())
        {
            return Err(MoveError(format!("no player number {}", bad.player + 1)));
        }
        Ok(())
    }

    /// Plays a round: the antes, the deals, the Heist and the sharing; then the Leader
    /// card moves on and the game may end.
    pub fn play(&mut self, round: &Round) -> Result<&Report, MoveError> {
        self.check(round)?;
        let names = self.names();
        let ante = round.loot.ante;
        let start: Vec<i64> = self.players.iter().map(|p| i64::from(p.money)).collect();
        let mut steps = Vec::new();

        // Planning: each character's ante, from the Reserve for a player who cannot
        // pay it. Negotiation: the deals are paid from what is left in hand.
        let mut in_hand = start.clone();
        let mut own = Vec::with_capacity(round.entries.len());
        let mut lines = Vec::new();
        for e in &round.entries {
            let paid = if in_hand[e.player] >= i64::from(ante) {
                ante
            } else {
                lines.push(format!(
                    "{} cannot pay the ${ante}M ante: the Reserve puts it down.",
                    names[e.player]
                ));
                0
            };
            in_hand[e.player] -= i64::from(paid);
            own.push(paid);
        }
        for deal in &round.deals {
            if deal.from == deal.to || deal.from >= names.len() || deal.to >= names.len() {
                return Err(MoveError("a deal is between two players".into()));
            }
            if deal.amount == 0 || in_hand[deal.from] < i64::from(deal.amount) {
                return Err(MoveError(format!(
                    "{} has ${}M in hand: a deal of ${}M cannot be paid",
                    names[deal.from], in_hand[deal.from], deal.amount
                )));
            }
            in_hand[deal.from] -= i64::from(deal.amount);
            in_hand[deal.to] += i64::from(deal.amount);
            lines.push(format!(
                "{} pays {} ${}M.",
                names[deal.from], names[deal.to], deal.amount
            ));
        }
        let left: Vec<&str> = round
            .entries
            .iter()
            .filter(|e| !e.stayed)
            .map(|e| names[e.player].as_str())
            .collect();
        if !left.is_empty() {
            lines.push(format!("{} left with the ante back.", left.join(", ")));
        }
        if !lines.is_empty() {
            steps.push(Step {
                title: "Negotiation".into(),
                lines,
            });
        }

        // What each player holds before the Heist charges the stayers' antes again
        // (those who left have theirs back already).
        let mut balances = in_hand;
        for (e, paid) in round.entries.iter().zip(&own) {
            balances[e.player] += i64::from(*paid);
        }
        let stayers: Vec<Stayer> = round
            .entries
            .iter()
            .zip(&own)
            .filter(|(e, _)| e.stayed)
            .filter_map(|(e, paid)| {
                e.role.map(|role| Stayer {
                    player: e.player,
                    role,
                    own_ante: *paid,
                })
            })
            .collect();
        let outcome = resolve(&round.loot, &stayers, round.named, Some(&balances), &names)?;
        steps.extend(outcome.steps.iter().cloned());

        // Apply it.
        for (p, player) in self.players.iter_mut().enumerate() {
            let money = balances[p] + outcome.money[p];
            player.money = u32::try_from(money.max(0)).unwrap_or(u32::MAX);
            player.intimidation += outcome.intimidation.iter().filter(|&&i| i == p).count() as u32;
            player.last_roles = round
                .entries
                .iter()
                .filter(|e| e.player == p)
                .filter_map(|e| e.role)
                .collect();
        }
        self.reserve += outcome.reserve;
        self.round += 1;
        let money: Vec<i64> = self
            .players
            .iter()
            .zip(&start)
            .map(|(p, s)| i64::from(p.money) - s)
            .collect();
        self.log.push(format!(
            "Round {}: ${}M Loot, {} eliminated, {} shared.",
            self.round,
            round.loot.amount,
            outcome.eliminated.len(),
            outcome.sharers.len()
        ));

        // The end: $20M reached with a share, or the last Loot card played.
        let reached: Vec<usize> = outcome
            .sharers
            .iter()
            .copied()
            .filter(|&p| self.players[p].money >= TARGET)
            .collect();
        if !reached.is_empty() {
            self.winners = Some(self.richest(&reached));
        } else if self.round >= ROUNDS {
            let everyone: Vec<usize> = (0..self.players.len()).collect();
            self.winners = Some(self.richest(&everyone));
        } else {
            self.leader = (self.leader + 1) % self.players.len();
        }
        if let Some(winners) = &self.winners {
            let names: Vec<&str> = winners
                .iter()
                .map(|&w| self.players[w].name.as_str())
                .collect();
            self.log
                .push(format!("{} win(s) the game.", names.join(" and ")));
        }
        Ok(self.last.insert(Report {
            round: self.round,
            loot: round.loot,
            steps,
            money,
        }))
    }

    /// The richest of `among` (several on a tie).
    fn richest(&self, among: &[usize]) -> Vec<usize> {
        let top = among
            .iter()
            .map(|&p| self.players[p].money)
            .max()
            .unwrap_or(0);
        among
            .iter()
            .copied()
            .filter(|&p| self.players[p].money == top)
            .collect()
    }

    /// Spends one of `player`'s Intimidation cards (to look at a character card).
    pub fn intimidate(&mut self, player: usize) -> Result<(), MoveError> {
        let Some(p) = self.players.get_mut(player) else {
            return Err(MoveError(format!("no player number {}", player + 1)));
        };
        if p.intimidation == 0 {
            return Err(MoveError(format!("{} has no Intimidation card", p.name)));
        }
        p.intimidation -= 1;
        self.log
            .push(format!("{} spends an Intimidation card.", p.name));
        Ok(())
    }
}
