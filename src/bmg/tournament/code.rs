//! Codes that carry a table of a round between laptops, with no network: a **table
//! code** (`GT…`, printed on the pairings and the match slip: the event, round, table
//! and its two players) and a **result code** (`GR…`: the same, with each player's VP
//! and the list each played), made by the table's match tracker at the end of the game
//! and typed or pasted into the organiser's window. Both are checksummed like crew
//! codes: a changed, lost or added character is refused, never read as another table.

use super::{Coded, Event, GameResult, Refusal, RoundNo, Setup, TableAt, Tournament};
use crate::bmg::code::symbols::{self, Bits, Damaged, Reader, Refusal as CodeProblem};

/// What a table code starts with.
pub const TABLE_PREFIX: &str = "GT";
/// What a result code starts with.
pub const RESULT_PREFIX: &str = "GR";
/// The code version this build writes, and the newest it reads.
pub const VERSION: u32 = 1;

/// A table of a round of an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ticket {
    /// The event's fingerprint ([`fingerprint`]).
    pub event: u32,
    /// The round, from 1.
    pub round: u32,
    /// The table, from 1.
    pub table: u32,
    /// Its players' numbers in the event (from 0), in the table's order: A, then B.
    pub players: [u32; 2],
}

/// A table's result: the ticket, and the result in the ticket's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResultCode {
    /// Which table.
    pub ticket: Ticket,
    /// What happened there.
    pub result: GameResult,
}

/// Why a text is no code of the kind wanted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodeRefusal {
    /// The text is empty.
    Empty,
    /// It does not start as the kind does; the kind's prefix.
    NotACode(&'static str),
    /// A character no code holds, at this position.
    BadCharacter(char, usize),
    /// A character was changed, lost or added.
    Damaged,
    /// A newer Gotham Companion made it.
    Newer(u32),
}

/// The event's fingerprint: CRC-32 of its name, date, seed and random id, so that a
/// code of another event (even one of the same name, day and seed) is told apart. An
/// event from before events had an id keeps the fingerprint its codes were made with.
pub fn fingerprint(setup: &Setup) -> u32 {
    let mut said = format!("{}\n{}\n{}", setup.name, setup.date, setup.seed);
    if setup.id != 0 {
        said.push_str(&format!("\n{}", setup.id));
    }
    crc32fast::hash(said.as_bytes())
}

impl Tournament {
    /// The table code of table `table` of round `round`, as the pairings print it and
    /// the Round page shows it, if the table exists.
    pub fn table_code(&self, round: RoundNo, table: TableAt) -> Option<String> {
        self.ticket(round, table)
            .map(|ticket| encode_ticket(&ticket))
    }

    /// The ticket of table `table` of round `round`, if it exists.
    pub fn ticket(&self, round: RoundNo, table: TableAt) -> Option<Ticket> {
        let r = self.state.rounds.get(round.index()?)?;
        let t = r.tables.get(table.0)?;
        Some(Ticket {
            event: fingerprint(&self.setup),
            round: round.0,
            table: u32::try_from(table.number()).ok()?,
            players: [
                u32::try_from(t.players[0]).ok()?,
                u32::try_from(t.players[1]).ok()?,
            ],
        })
    }

    /// The event a result code enters, or why it is refused: a code of another event,
    /// of a table of another round, for players not paired at that table, or a
    /// second result that differs from the one entered.
    pub fn result_event(&self, code: &ResultCode) -> Result<Event, Refusal> {
        let ticket = code.ticket;
        if ticket.event != fingerprint(&self.setup) {
            return Err(Refusal::CodeOtherEvent);
        }
        let playing = self.current_round().map_or(0, |(n, _)| n.0);
        let round = RoundNo(ticket.round);
        if ticket.round != playing {
            return Err(Refusal::CodeOtherRound {
                code: round,
                playing,
            });
        }
        let table = usize::try_from(ticket.table)
            .ok()
            .and_then(|t| t.checked_sub(1))
            .map(TableAt)
            .ok_or(Refusal::CodeNoTable)?;
        let Some(expected) = self.ticket(round, table) else {
            let tables = self.current_round().map_or(0, |(_, r)| r.tables.len());
            return Err(Refusal::NoTable {
                round,
                table,
                tables,
            });
        };
        let name = |p: u32| {
            usize::try_from(p)
                .ok()
                .and_then(|p| self.state.players.get(p))
                .map_or_else(
                    || Coded::Unlisted(u64::from(p) + 1),
                    |pl| Coded::Named(pl.name.clone()),
                )
        };
        if expected.players != ticket.players {
            return Err(Refusal::CodeOtherPlayers {
                round,
                table,
                expected: expected.players.map(name),
                given: ticket.players.map(name),
            });
        }
        Ok(Event::ResultEntered {
            table,
            result: code.result,
        })
    }
}

impl Tournament {
    /// The event a finished match enters: the table of the round being played whose
    /// two players are the match's (by name, ignoring case), with the match's VP (a
    /// score below zero counts as 0). Refused where no table of the round has them.
    pub fn match_result(&self, names: [&str; 2], vp: [i32; 2]) -> Result<Event, Refusal> {
        let players = names.map(|n| self.player_named(n));
        let Some((round, r)) = self.current_round() else {
            return Err(Refusal::NoRoundYet);
        };
        let found = r.tables.iter().enumerate().find_map(|(i, t)| {
            let [a, b] = players;
            if [Some(t.players[0]), Some(t.players[1])] == [a, b] {
                Some((i, false))
            } else if [Some(t.players[0]), Some(t.players[1])] == [b, a] {
                Some((i, true))
            } else {
                None
            }
        });
        let Some((table, flipped)) = found else {
            return Err(Refusal::MatchNotPaired {
                round,
                players: names.map(str::to_owned),
            });
        };
        let clamp = |v: i32| u32::try_from(v.max(0)).unwrap_or(0).min(super::MAX_VP);
        let mut result = GameResult {
            vp: vp.map(clamp),
            lists: [None; 2],
        };
        if flipped {
            result.vp.swap(0, 1);
        }
        Ok(Event::ResultEntered {
            table: TableAt(table),
            result,
        })
    }
}

/// The ticket's fields, in the order both codes write them.
fn put_ticket(bits: &mut Bits, ticket: &Ticket) {
    bits.put(32, u64::from(ticket.event));
    bits.eg(0, u64::from(ticket.round));
    bits.eg(0, u64::from(ticket.table));
    bits.eg(0, u64::from(ticket.players[0]));
    bits.eg(0, u64::from(ticket.players[1]));
}

fn read_ticket(r: &mut Reader<'_>) -> Result<Ticket, Damaged> {
    let small = |n: u64| u32::try_from(n).map_err(|_| Damaged);
    Ok(Ticket {
        event: small(r.take(32)?)?,
        round: small(r.eg(0)?)?,
        table: small(r.eg(0)?)?,
        players: [small(r.eg(0)?)?, small(r.eg(0)?)?],
    })
}

/// The table code of `ticket`.
pub fn encode_ticket(ticket: &Ticket) -> String {
    let mut bits = Bits::default();
    put_ticket(&mut bits, ticket);
    symbols::wrap(TABLE_PREFIX, VERSION, &bits)
}

/// The ticket a table code holds.
pub fn decode_ticket(text: &str) -> Result<Ticket, CodeRefusal> {
    let body = unwrap(text, TABLE_PREFIX)?;
    let mut r = Reader::new(&body);
    let ticket = read_ticket(&mut r).map_err(|_| CodeRefusal::Damaged)?;
    r.finish().map_err(|_| CodeRefusal::Damaged)?;
    Ok(ticket)
}

/// The result code of `code`.
pub fn encode_result(code: &ResultCode) -> String {
    let mut bits = Bits::default();
    put_ticket(&mut bits, &code.ticket);
    for side in 0..2 {
        bits.eg(3, u64::from(code.result.vp[side]));
        // 0: not said; else the list's number from 1.
        bits.eg(0, code.result.lists[side].map_or(0, |l| u64::from(l) + 1));
    }
    symbols::wrap(RESULT_PREFIX, VERSION, &bits)
}

/// The result a result code holds.
pub fn decode_result(text: &str) -> Result<ResultCode, CodeRefusal> {
    let body = unwrap(text, RESULT_PREFIX)?;
    let mut r = Reader::new(&body);
    let read = |r: &mut Reader<'_>| -> Result<ResultCode, Damaged> {
        let ticket = read_ticket(r)?;
        let mut result = GameResult {
            vp: [0; 2],
            lists: [None; 2],
        };
        for side in 0..2 {
            result.vp[side] = u32::try_from(r.eg(3)?).map_err(|_| Damaged)?;
            result.lists[side] = match r.eg(0)? {
                0 => None,
                n => Some(u32::try_from(n - 1).map_err(|_| Damaged)?),
            };
        }
        r.finish()?;
        Ok(ResultCode { ticket, result })
    };
    read(&mut r).map_err(|_| CodeRefusal::Damaged)
}

/// The payload of a code of the kind `prefix`, its check passed and version known.
fn unwrap(text: &str, prefix: &'static str) -> Result<Vec<u8>, CodeRefusal> {
    let (version, body) = symbols::unwrap(text, prefix).map_err(|r| match r {
        CodeProblem::Empty => CodeRefusal::Empty,
        CodeProblem::NotACode => CodeRefusal::NotACode(prefix),
        CodeProblem::BadCharacter {
            character,
            position,
        } => CodeRefusal::BadCharacter(character, position),
        CodeProblem::Damaged => CodeRefusal::Damaged,
    })?;
    if version > VERSION {
        return Err(CodeRefusal::Newer(version));
    }
    Ok(body)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> ResultCode {
        ResultCode {
            ticket: Ticket {
                event: 0xDEAD_BEEF,
                round: 3,
                table: 7,
                players: [12, 40],
            },
            result: GameResult {
                vp: [18, 4],
                lists: [Some(1), None],
            },
        }
    }

    #[test]
    fn codes_read_back_and_stay_short() {
        let code = encode_result(&sample());
        assert!(code.starts_with("GR1"), "{code}");
        assert!(code.len() <= 30, "{code} is {} long", code.len());
        assert_eq!(decode_result(&code), Ok(sample()));
        assert_eq!(decode_result(&code.to_lowercase()), Ok(sample()));
        let ticket = encode_ticket(&sample().ticket);
        assert!(ticket.len() <= 24, "{ticket}");
        assert_eq!(decode_ticket(&ticket), Ok(sample().ticket));
        // Each kind refuses the other.
        assert_eq!(
            decode_ticket(&code),
            Err(CodeRefusal::NotACode(TABLE_PREFIX))
        );
    }

    #[test]
    fn every_changed_character_is_refused() {
        let code = encode_result(&sample());
        for (i, c) in code.char_indices().skip(2) {
            for other in "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
                .chars()
                .filter(|&o| o != c)
            {
                let mut mangled = code.clone();
                mangled.replace_range(i..i + 1, &other.to_string());
                let read = decode_result(&mangled);
                assert!(read.is_err(), "{mangled} read as {read:?}");
            }
        }
        assert!(decode_result(&code[..code.len() - 1]).is_err());
        assert!(decode_result(&format!("{code}0")).is_err());
    }
}
