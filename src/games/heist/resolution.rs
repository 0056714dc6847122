//! The Heist itself: the stayers' Roles revealed in the rule text's order, those
//! eliminated, and the Loot shared among those left standing, every move of money
//! written down step by step.

use super::event::{Ante, Character, Line, Step, Title};
use super::{
    CROOK_STEAL, DRIVER_FEE, Loot, MASTERMIND_BONUS, ROLE_BONUS, Refusal, Role, SNITCH_PENALTY,
};

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
            // The balances are the caller's: a huge one stops at the top, not wraps.
            amount = amount.min(balances[p].saturating_add(self.money[p])).max(0);
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
) -> Result<Outcome, Refusal> {
    let snitches = check(loot, stayers, named, balances, names.len())?;
    let mut heist = Heist {
        stayers,
        names,
        ledger: Ledger {
            balances: balances.map(<[i64]>::to_vec),
            money: vec![0; names.len()],
            reserve: 0,
        },
        steps: Vec::new(),
        eliminated: Vec::new(),
        intimidation: Vec::new(),
    };
    // The antes go on the table.
    for s in stayers {
        heist
            .ledger
            .pay(Party::Player(s.player), Party::Table, s.own_ante);
    }
    // Each Role in turn; the named Role reveals itself last.
    let named = if snitches == 1 { named } else { None };
    for role in Role::ALL {
        if Some(role) != named {
            heist.reveal(role, named);
        }
    }
    if let Some(named) = named {
        heist.reveal_named(named);
    }
    let sharers = heist.share_out(loot);
    Ok(Outcome {
        eliminated: heist.eliminated,
        money: heist.ledger.money,
        reserve: heist.ledger.reserve,
        intimidation: heist.intimidation,
        sharers,
        steps: heist.steps,
    })
}

/// Refuses a Heist the table cannot have played, and counts the Snitches that stayed.
fn check(
    loot: &Loot,
    stayers: &[Stayer],
    named: Option<Role>,
    balances: Option<&[i64]>,
    players: usize,
) -> Result<usize, Refusal> {
    loot.check()?;
    if let Some(bad) = stayers.iter().find(|s| s.player >= players) {
        return Err(Refusal::NoPlayer(bad.player));
    }
    if balances.is_some_and(|b| b.len() != players) {
        return Err(Refusal::Balances);
    }
    let snitches = stayers.iter().filter(|s| s.role == Role::Snitch).count();
    match (snitches, named) {
        (1, None) => Err(Refusal::SnitchNamesNone),
        (1, Some(Role::Snitch)) => Err(Refusal::SnitchNamesSnitch),
        (0, Some(_)) => Err(Refusal::NamedWithoutSnitch),
        // Several Snitches fall before any call: a call entered for them is moot.
        _ => Ok(snitches),
    }
}

/// A Heist being played: the money moved, the steps told, and who fell or earned an
/// Intimidation card so far.
struct Heist<'a> {
    stayers: &'a [Stayer],
    names: &'a [String],
    ledger: Ledger,
    steps: Vec<Step>,
    eliminated: Vec<usize>,
    intimidation: Vec<usize>,
}

impl Heist<'_> {
    /// Stayer `i` in the steps: its player's name and its Role.
    fn who(&self, i: usize) -> Character {
        Character {
            player: self.names[self.stayers[i].player].clone(),
            role: self.stayers[i].role,
        }
    }

    /// Stayer `i`'s ante goes back to whoever put it down: an ante the Reserve put
    /// down goes back to it whatever happens.
    fn take_back(&mut self, i: usize) -> Ante {
        let s = self.stayers[i];
        self.ledger
            .pay(Party::Table, Party::Player(s.player), s.own_ante);
        Ante::Back(s.own_ante)
    }

    /// Stayer `i`'s ante goes to the Reserve.
    fn lose(&mut self, i: usize) -> Ante {
        let s = self.stayers[i];
        self.ledger.pay(Party::Table, Party::Reserve, s.own_ante);
        Ante::Lost(s.own_ante)
    }

    /// Stayer `i` eliminated: a Brute keeps its ante, anyone else loses it.
    fn eliminate(&mut self, i: usize) -> Ante {
        let ante = if self.stayers[i].role == Role::Brute {
            self.take_back(i)
        } else {
            self.lose(i)
        };
        self.eliminated.push(i);
        ante
    }

    /// The stayers playing `role`.
    fn playing(&self, role: Role) -> Vec<usize> {
        (0..self.stayers.len())
            .filter(|&i| self.stayers[i].role == role)
            .collect()
    }

    /// `role` revealed: alone, it takes back its ante and acts (the Snitch names
    /// `named`, the Brute earns an Intimidation card); several are all eliminated.
    fn reveal(&mut self, role: Role, named: Option<Role>) {
        let these = self.playing(role);
        let mut lines = Vec::new();
        match these.as_slice() {
            [] => return,
            [one] => {
                let ante = self.take_back(*one);
                let intimidation = role == Role::Brute;
                if intimidation {
                    self.intimidation.push(self.stayers[*one].player);
                }
                lines.push(Line::Alone {
                    who: self.who(*one),
                    ante,
                    names: named.filter(|_| role == Role::Snitch),
                    intimidation,
                });
            }
            several => {
                for &i in several {
                    let ante = self.eliminate(i);
                    lines.push(Line::Eliminated {
                        who: self.who(i),
                        ante,
                    });
                }
            }
        }
        self.steps.push(Step {
            title: Title::Revealed(role),
            lines,
        });
    }

    /// The Role the lone Snitch named, revealed last: all of them are eliminated.
    fn reveal_named(&mut self, named: Role) {
        let these = self.playing(named);
        let mut lines = Vec::new();
        for &i in &these {
            let ante = self.eliminate(i);
            lines.push(Line::NamedOut {
                who: self.who(i),
                ante,
            });
        }
        if these.is_empty() {
            lines.push(Line::NobodyNamed(named));
        }
        self.steps.push(Step {
            title: Title::Named(named),
            lines,
        });
    }

    /// The end of the Heist: a Snitch left alone pays and nobody shares; otherwise
    /// those standing share the Loot. Returns the players who received a share.
    fn share_out(&mut self, loot: &Loot) -> Vec<usize> {
        let standing: Vec<usize> = (0..self.stayers.len())
            .filter(|i| !self.eliminated.contains(i))
            .collect();
        let mut sharers = Vec::new();
        if let [alone] = standing.as_slice()
            && self.stayers[*alone].role == Role::Snitch
        {
            let lost = self.ledger.pay(
                Party::Player(self.stayers[*alone].player),
                Party::Reserve,
                SNITCH_PENALTY,
            );
            self.eliminated.push(*alone);
            self.steps.push(Step {
                title: Title::LoneSnitch,
                lines: vec![Line::LoneSnitch {
                    who: self.who(*alone),
                    lost,
                }],
            });
        } else if standing.is_empty() {
            self.steps.push(Step {
                title: Title::Sharing,
                lines: vec![Line::NobodyLeft],
            });
        } else {
            let step = share(loot, self.stayers, &standing, &mut self.ledger, self.names);
            self.steps.push(step);
            for &i in &standing {
                if !sharers.contains(&self.stayers[i].player) {
                    sharers.push(self.stayers[i].player);
                }
            }
        }
        sharers
    }
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
    let name = |i: usize| names[stayers[i].player].clone();
    let mut lines = Vec::new();
    let mut total = loot.amount;
    if let Some(m) = with(Role::Mastermind) {
        total += MASTERMIND_BONUS;
        lines.push(Line::Mastermind {
            player: name(m),
            total,
        });
    }
    let count = u32::try_from(standing.len()).unwrap_or(u32::MAX);
    let each = total / count;
    let rest = total % count;
    for &i in standing {
        ledger.pay(Party::Reserve, Party::Player(stayers[i].player), each);
    }
    lines.push(Line::Shares { count, each, rest });
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
        lines.push(Line::Driver {
            player: name(d),
            paid,
        });
    }
    if let (Some(c), Some(b)) = (with(Role::Crook), with(Role::Brute)) {
        let stolen = ledger.pay(
            Party::Player(stayers[b].player),
            Party::Player(stayers[c].player),
            CROOK_STEAL,
        );
        lines.push(Line::Crook {
            crook: name(c),
            brute: name(b),
            stolen,
        });
    }
    if let Some(role) = loot.symbol
        && let Some(r) = with(role)
    {
        ledger.pay(Party::Reserve, Party::Player(stayers[r].player), ROLE_BONUS);
        lines.push(Line::RoleBonus {
            role,
            player: name(r),
        });
    }
    Step {
        title: Title::Sharing,
        lines,
    }
}
