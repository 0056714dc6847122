//! A match told after the fact: the score at the end of each round, what each model
//! dealt and took, the Objectives scored and the whole log, worked out by replaying
//! the match's record; its HTML document is `crate::sheets::report`'s.
//!
//! Damage is counted as the markers that went on a model: damage past Willpower or
//! Endurance, which the rules discard, is not counted, nor is the Stun of Effort (a
//! model's own choice). Damage from an attack made with the attack helper names its
//! dealer; markers added by hand count as taken, with no dealer; markers removed by
//! hand and the Stun lost in the Recount take nothing back.

use super::{Entry, Event, Match, MatchRecord, Outcome, Phase, Player, Refusal};
use crate::bmg::catalog::Catalog;
use crate::bmg::ids::shorten;

/// Stun and Injury markers, counted together.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Markers {
    /// Stun markers.
    pub stun: u32,
    /// Injury markers.
    pub injury: u32,
}

impl Markers {
    /// Whether there are none of either.
    pub fn is_empty(self) -> bool {
        self.stun == 0 && self.injury == 0
    }

    /// Both counts raised by `other`; counts stop at `u32::MAX` rather than wrap.
    fn add(&mut self, other: Markers) {
        self.stun = self.stun.saturating_add(other.stun);
        self.injury = self.injury.saturating_add(other.injury);
    }
}

/// One model's match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelReport {
    /// The alias it is known by.
    pub alias: String,
    /// The name on its card (empty when the catalog lacks it).
    pub name: String,
    /// Markers its attacks put on enemy models.
    pub dealt: Markers,
    /// Markers enemy attacks put on it.
    pub taken_in_attacks: Markers,
    /// Markers added to it by hand (no dealer is known).
    pub taken_by_hand: Markers,
    /// How many times it was Knocked Out.
    pub knocked_out: u32,
    /// The round it was removed as a Casualty, if it was.
    pub casualty_in: Option<u32>,
    /// Enemy models its attacks Knocked Out.
    pub knock_outs_caused: u32,
    /// Enemy models its attacks removed as Casualties.
    pub casualties_caused: u32,
    /// Its markers as the match ended.
    pub markers_at_end: Markers,
    /// Whether it was Knocked Out as the match ended.
    pub knocked_out_at_end: bool,
}

impl ModelReport {
    /// All the markers it took, in attacks and by hand.
    pub fn taken(&self) -> Markers {
        let mut taken = self.taken_in_attacks;
        taken.add(self.taken_by_hand);
        taken
    }
}

/// An Objective a player accomplished.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoredObjective {
    /// The card's name (its id, shortened, when the catalog lacks it).
    pub name: String,
    /// The Victory Points it gave.
    pub victory_points: u32,
    /// The round it was scored in.
    pub round: u32,
}

/// One player's match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideReport {
    /// The player's name.
    pub name: String,
    /// The crew's name.
    pub crew: String,
    /// Victory Points as the match ended.
    pub victory_points: i32,
    /// The part of them added or taken by hand.
    pub by_hand: i32,
    /// Every model of the crew, in crew order.
    pub models: Vec<ModelReport>,
    /// The Objectives accomplished, in the order they were scored.
    pub objectives: Vec<ScoredObjective>,
}

/// Both players' Victory Points at the end of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundScore {
    /// The round, from 1.
    pub round: u32,
    /// The first and second player's Victory Points.
    pub victory_points: [i32; 2],
    /// Whether the round was played to its end (the last round of an abandoned match
    /// was not: its score is the one it was left with).
    pub complete: bool,
}

/// A match told after the fact.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// Both players.
    pub players: [SideReport; 2],
    /// The score at the end of each round reached, round 1 first. The last is the
    /// final score, corrections made after the end included.
    pub rounds: Vec<RoundScore>,
    /// How the game ended, on the final score (corrections made by hand after the end
    /// included); `None` for a match left before its end.
    pub outcome: Option<Outcome>,
    /// The round the match ended in.
    pub round: u32,
    /// Where the match stood when it ended.
    pub phase: Phase,
    /// The whole log, oldest first.
    pub log: Vec<Entry>,
}

impl Report {
    /// Replays `record` and tells it; fails, naming the event, where the rules refuse
    /// an event (a file edited by hand, or from another catalog).
    pub fn build(record: &MatchRecord, catalog: &Catalog) -> Result<Report, Refusal> {
        let mut state = Match::start(&record.setup, catalog)?;
        let mut players = state.players.clone().map(|side| SideReport {
            models: side
                .models
                .iter()
                .map(|m| ModelReport {
                    alias: m.alias.clone(),
                    name: catalog
                        .model(&m.id)
                        .map_or_else(String::new, |model| model.name.clone()),
                    dealt: Markers::default(),
                    taken_in_attacks: Markers::default(),
                    taken_by_hand: Markers::default(),
                    knocked_out: 0,
                    casualty_in: None,
                    knock_outs_caused: 0,
                    casualties_caused: 0,
                    markers_at_end: Markers::default(),
                    knocked_out_at_end: false,
                })
                .collect(),
            name: side.name,
            crew: side.crew,
            victory_points: 0,
            by_hand: 0,
            objectives: Vec::new(),
        });
        let mut rounds = Vec::new();
        for (n, event) in record.events.iter().enumerate() {
            let round = state.round;
            let hit = Hit::before(&state, event);
            state
                .play(event, catalog)
                .map_err(|refusal| Refusal::Unreplayable {
                    event: n + 1,
                    refusal: Box::new(refusal),
                })?;
            if let Some(hit) = hit {
                hit.count(&state, round, &mut players);
            }
            match event {
                Event::ObjectiveScored { player, card } => {
                    let found = catalog.card(card);
                    players[*player].objectives.push(ScoredObjective {
                        name: found.map_or_else(|| shorten(card).into_owned(), |c| c.name.clone()),
                        victory_points: found.map_or(0, |c| c.victory_points),
                        round,
                    });
                }
                Event::RoundEnded { .. } => rounds.push(RoundScore {
                    round,
                    victory_points: victory_points(&state),
                    complete: true,
                }),
                _ => {}
            }
        }
        let finished = state.phase == Phase::Finished;
        let last = RoundScore {
            round: state.round,
            victory_points: victory_points(&state),
            complete: finished,
        };
        // The final score, corrections made after the end included, closes the chart.
        match rounds.last_mut() {
            Some(ended) if finished => *ended = last,
            _ => rounds.push(last),
        }
        for (side, played) in players.iter_mut().zip(&state.players) {
            side.victory_points = played.victory_points();
            side.by_hand = played.vp_adjustment;
            for (model, m) in side.models.iter_mut().zip(&played.models) {
                model.markers_at_end = Markers {
                    stun: m.stun,
                    injury: m.injury,
                };
                model.knocked_out_at_end = m.knocked_out;
            }
        }
        Ok(Report {
            players,
            rounds,
            // The match decides the winner again when VP are corrected after the end.
            outcome: state.outcome,
            round: state.round,
            phase: state.phase,
            log: state.log,
        })
    }

    /// Whether the match was played to its end (not abandoned).
    pub fn finished(&self) -> bool {
        self.phase == Phase::Finished
    }
}

/// Both players' Victory Points as `state` stands.
fn victory_points(state: &Match) -> [i32; 2] {
    [
        state.players[0].victory_points(),
        state.players[1].victory_points(),
    ]
}

/// Where damage goes in an event, and how the model stood before it.
struct Hit {
    /// The model damaged.
    target: (Player, usize),
    /// The attacking model, for an attack; `None` for markers changed by hand.
    dealer: Option<(Player, usize)>,
    /// Stun the target put on itself as Effort before the damage.
    effort: u32,
    /// Its markers before the event.
    before: Markers,
    /// Whether it was Knocked Out before the event.
    knocked_out: bool,
    /// Whether it was a Casualty before the event.
    casualty: bool,
}

impl Hit {
    /// The damage `event` is about to do in `state`, if it does any.
    fn before(state: &Match, event: &Event) -> Option<Hit> {
        let (target, dealer, effort) = match *event {
            Event::AttackResolved {
                player,
                model,
                target,
                defender_effort,
                ..
            } => (
                (player.opponent(), target),
                Some((player, model)),
                defender_effort,
            ),
            Event::MarkersChanged { player, model, .. } => ((player, model), None, 0),
            _ => return None,
        };
        let m = state.players[target.0].models.get(target.1)?;
        Some(Hit {
            target,
            dealer,
            effort,
            before: Markers {
                stun: m.stun,
                injury: m.injury,
            },
            knocked_out: m.knocked_out,
            casualty: m.casualty,
        })
    }

    /// Counts the markers that went on the target in `state`, just after the event of
    /// `round`, and the KO or Casualty they brought, for it and its dealer.
    fn count(self, state: &Match, round: u32, players: &mut [SideReport; 2]) {
        let (side, index) = self.target;
        let Some(m) = state.players[side].models.get(index) else {
            return;
        };
        let gained = Markers {
            stun: m
                .stun
                .saturating_sub(self.before.stun.saturating_add(self.effort)),
            injury: m.injury.saturating_sub(self.before.injury),
        };
        let knocked_out = m.knocked_out && !self.knocked_out;
        let casualty = m.casualty && !self.casualty;
        if let Some(target) = players[side].models.get_mut(index) {
            match self.dealer {
                Some(_) => target.taken_in_attacks.add(gained),
                None => target.taken_by_hand.add(gained),
            }
            target.knocked_out += u32::from(knocked_out);
            if casualty {
                target.casualty_in = Some(round);
            }
        }
        if let Some((player, model)) = self.dealer
            && let Some(dealer) = players[player].models.get_mut(model)
        {
            dealer.dealt.add(gained);
            dealer.knock_outs_caused += u32::from(knocked_out);
            dealer.casualties_caused += u32::from(casualty);
        }
    }
}

/// `seconds` since 1970 as a date and time in UTC, "2025-03-04 18:22 UTC".
pub fn utc_date_time(seconds: u64) -> String {
    let days = seconds / 86_400;
    let minutes = (seconds % 86_400) / 60;
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        minutes / 60,
        minutes % 60
    )
}

/// The day of `seconds` since 1970, in UTC, `YYYY-MM-DD`.
pub fn utc_day(seconds: u64) -> String {
    let (year, month, day) = civil_from_days(seconds / 86_400);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The calendar date `days` after 1970-01-01 (Howard Hinnant's civil-from-days, for
/// days on or after the epoch), counted wide so no day count can wrap.
fn civil_from_days(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let day_of_era = z % 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    let year = year_of_era + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::utc_date_time;

    #[test]
    fn dates_are_told_in_utc() {
        assert_eq!(utc_date_time(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc_date_time(951_782_400), "2000-02-29 00:00 UTC");
        assert_eq!(utc_date_time(1_700_000_000), "2023-11-14 22:13 UTC");
        assert_eq!(utc_date_time(1_709_251_199), "2024-02-29 23:59 UTC");
    }

    #[test]
    fn the_largest_time_does_not_wrap() {
        assert!(utc_date_time(u64::MAX).ends_with("UTC"));
    }
}
