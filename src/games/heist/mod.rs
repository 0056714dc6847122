//! The heist bluffing game: robbers secretly pick a Role for each of eight heists,
//! negotiate who stays, and share the Loot among those the Heist leaves standing.
//!
//! Money is counted in millions. A round is entered as it was played on the table:
//! the Loot card as drawn, each character's Role and whether it stayed, and the money
//! paid in deals; [`resolve`] then plays the Heist in the rule text's order (Snitch,
//! Brute, Driver, Crook, Mastermind, then the Role the lone Snitch named) and shares
//! the Loot.

mod event;
mod resolution;
pub mod saved;

pub use event::{Ante, Character, Event, Line, Step, Title};
pub use resolution::{Outcome, Stayer, resolve};

use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

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
pub const LOOT_AMOUNTS: RangeInclusive<u32> = 8..=12;
/// The antes printed on the cards.
pub const ANTES: RangeInclusive<u32> = 1..=2;
/// The numbers of players the game is for.
pub const PLAYERS: RangeInclusive<usize> = 3..=8;

/// Why a round, a Heist or a move of the heist game is refused. Players are named as
/// the table knows them; a player number is counted from 0.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Too few or too many players (see [`PLAYERS`]).
    Players,
    /// No player has this number.
    NoPlayer(usize),
    /// The game is over.
    GameOver,
    /// A Loot card of an amount outside [`LOOT_AMOUNTS`].
    LootAmount(u32),
    /// An ante outside [`ANTES`].
    Ante(u32),
    /// A player entered with another number of characters than a round has.
    Characters {
        /// The player.
        player: String,
        /// The characters each player plays a round.
        per_player: usize,
        /// The characters entered.
        entered: usize,
    },
    /// A character that stayed has no Role.
    RoleNotGiven(String),
    /// A character has no Role, which the rule against repeating one needs.
    RoleForNoRepeat(String),
    /// A player picked the Role they played last round, against the optional rule.
    Repeated {
        /// The player.
        player: String,
        /// The Role.
        role: Role,
    },
    /// A player's two characters were given the same Role.
    SameRoles(String),
    /// A player has no Intimidation card to spend.
    NoIntimidation(String),
    /// A deal that is not between two different players of the table.
    DealPlayers,
    /// A deal larger than what its payer has in hand (or of nothing).
    DealUnpaid {
        /// The payer.
        player: String,
        /// Millions in hand.
        in_hand: i64,
        /// Millions the deal asks.
        amount: u32,
    },
    /// Not one balance per player.
    Balances,
    /// The lone Snitch named no Role.
    SnitchNamesNone,
    /// The lone Snitch named the Snitches.
    SnitchNamesSnitch,
    /// A Role named although no Snitch stayed.
    NamedWithoutSnitch,
}

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

    /// Reads a Role name in any case ("brute", "Mastermind").
    pub fn parse(text: &str) -> Option<Role> {
        let text = text.trim().to_lowercase();
        Role::ALL.into_iter().find(|r| r.id() == text)
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
    pub fn check(&self) -> Result<(), Refusal> {
        if !LOOT_AMOUNTS.contains(&self.amount) {
            return Err(Refusal::LootAmount(self.amount));
        }
        if !ANTES.contains(&self.ante) {
            return Err(Refusal::Ante(self.ante));
        }
        Ok(())
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// Its player.
    pub player: usize,
    /// Its Role; a character that left may keep it secret.
    pub role: Option<Role>,
    /// Whether it stayed for the Heist.
    pub stayed: bool,
}

/// Money one player paid another to leave (or to stay), in the Negotiation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    /// Who paid.
    pub from: usize,
    /// Who was paid.
    pub to: usize,
    /// Millions.
    pub amount: u32,
}

/// A round as it was played on the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
    /// What happened, oldest first.
    pub log: Vec<Event>,
}

impl Game {
    /// A game for 3 to 8 players, `leader` holding the Leader card.
    pub fn new(names: Vec<String>, leader: usize, no_repeat: bool) -> Result<Game, Refusal> {
        if !PLAYERS.contains(&names.len()) {
            return Err(Refusal::Players);
        }
        if leader >= names.len() {
            return Err(Refusal::NoPlayer(leader));
        }
        let count = names.len() as u32;
        let log = vec![Event::Leader(names[leader].clone())];
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
    fn check(&self, round: &Round) -> Result<(), Refusal> {
        if self.winners.is_some() {
            return Err(Refusal::GameOver);
        }
        round.loot.check()?;
        let per_player = self.characters();
        for (p, player) in self.players.iter().enumerate() {
            let mine: Vec<&Entry> = round.entries.iter().filter(|e| e.player == p).collect();
            if mine.len() != per_player {
                return Err(Refusal::Characters {
                    player: player.name.clone(),
                    per_player,
                    entered: mine.len(),
                });
            }
            for e in &mine {
                match e.role {
                    None if e.stayed => {
                        return Err(Refusal::RoleNotGiven(player.name.clone()));
                    }
                    None if self.no_repeat => {
                        return Err(Refusal::RoleForNoRepeat(player.name.clone()));
                    }
                    Some(role) if self.no_repeat && player.last_roles.contains(&role) => {
                        return Err(Refusal::Repeated {
                            player: player.name.clone(),
                            role,
                        });
                    }
                    _ => {}
                }
            }
            if let [a, b] = mine.as_slice()
                && a.role.is_some()
                && a.role == b.role
            {
                return Err(Refusal::SameRoles(player.name.clone()));
            }
        }
        if let Some(bad) = round
            .entries
            .iter()
            .find(|e| e.player >= self.players.len())
        {
            return Err(Refusal::NoPlayer(bad.player));
        }
        Ok(())
    }

    /// Plays a round: the antes, the deals, the Heist and the sharing; then the Leader
    /// card moves on and the game may end.
    pub fn play(&mut self, round: &Round) -> Result<&Report, Refusal> {
        self.check(round)?;
        let names = self.names();
        let start: Vec<i64> = self.players.iter().map(|p| i64::from(p.money)).collect();
        let negotiated = negotiate(round, &names, &start)?;
        let mut steps: Vec<Step> = negotiated.step.into_iter().collect();

        // What each player holds before the Heist charges the stayers' antes again
        // (those who left have theirs back already).
        let mut balances = negotiated.in_hand;
        for (e, paid) in round.entries.iter().zip(&negotiated.own) {
            balances[e.player] += i64::from(*paid);
        }
        let stayers: Vec<Stayer> = round
            .entries
            .iter()
            .zip(&negotiated.own)
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
            let earned = outcome.intimidation.iter().filter(|&&i| i == p).count();
            player.intimidation = player
                .intimidation
                .saturating_add(u32::try_from(earned).unwrap_or(u32::MAX));
            player.last_roles = round
                .entries
                .iter()
                .filter(|e| e.player == p)
                .filter_map(|e| e.role)
                .collect();
        }
        self.reserve = self.reserve.saturating_add(outcome.reserve);
        self.round = self.round.saturating_add(1);
        let money: Vec<i64> = self
            .players
            .iter()
            .zip(&start)
            .map(|(p, s)| i64::from(p.money) - s)
            .collect();
        self.log.push(Event::Round {
            round: self.round,
            loot: round.loot.amount,
            eliminated: outcome.eliminated.len(),
            shared: outcome.sharers.len(),
        });
        self.end_round(&outcome.sharers);
        Ok(self.last.insert(Report {
            round: self.round,
            loot: round.loot,
            steps,
            money,
        }))
    }

    /// The end of a round: $20M reached with a share, or the last Loot card played,
    /// ends the game; otherwise the Leader card moves on.
    fn end_round(&mut self, sharers: &[usize]) {
        let reached: Vec<usize> = sharers
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
            self.log.push(Event::Won(
                winners
                    .iter()
                    .map(|&w| self.players[w].name.clone())
                    .collect(),
            ));
        }
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
    pub fn intimidate(&mut self, player: usize) -> Result<(), Refusal> {
        let Some(p) = self.players.get_mut(player) else {
            return Err(Refusal::NoPlayer(player));
        };
        if p.intimidation == 0 {
            return Err(Refusal::NoIntimidation(p.name.clone()));
        }
        p.intimidation -= 1;
        self.log.push(Event::Intimidated(p.name.clone()));
        Ok(())
    }
}

/// The money in hand after the Planning and the Negotiation.
struct Negotiated {
    /// Each player's money left in hand.
    in_hand: Vec<i64>,
    /// The part of each character's ante its player paid (none: the Reserve put it
    /// down).
    own: Vec<u32>,
    /// What happened, if anything did.
    step: Option<Step>,
}

/// Planning: each character's ante, from the Reserve for a player who cannot pay it.
/// Negotiation: the deals are paid from what is left in hand. `start` is each
/// player's money before the round.
fn negotiate(round: &Round, names: &[String], start: &[i64]) -> Result<Negotiated, Refusal> {
    let ante = round.loot.ante;
    let mut in_hand = start.to_vec();
    let mut own = Vec::with_capacity(round.entries.len());
    let mut lines = Vec::new();
    for e in &round.entries {
        let paid = if in_hand[e.player] >= i64::from(ante) {
            ante
        } else {
            lines.push(Line::AntePutDown {
                player: names[e.player].clone(),
                ante,
            });
            0
        };
        in_hand[e.player] -= i64::from(paid);
        own.push(paid);
    }
    for deal in &round.deals {
        if deal.from == deal.to || deal.from >= names.len() || deal.to >= names.len() {
            return Err(Refusal::DealPlayers);
        }
        if deal.amount == 0 || in_hand[deal.from] < i64::from(deal.amount) {
            return Err(Refusal::DealUnpaid {
                player: names[deal.from].clone(),
                in_hand: in_hand[deal.from],
                amount: deal.amount,
            });
        }
        in_hand[deal.from] -= i64::from(deal.amount);
        in_hand[deal.to] += i64::from(deal.amount);
        lines.push(Line::Deal {
            from: names[deal.from].clone(),
            to: names[deal.to].clone(),
            amount: deal.amount,
        });
    }
    let left: Vec<String> = round
        .entries
        .iter()
        .filter(|e| !e.stayed)
        .map(|e| names[e.player].clone())
        .collect();
    if !left.is_empty() {
        lines.push(Line::Left(left));
    }
    let step = (!lines.is_empty()).then_some(Step {
        title: Title::Negotiation,
        lines,
    });
    Ok(Negotiated { in_hand, own, step })
}
