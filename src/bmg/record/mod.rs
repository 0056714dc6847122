//! A player's record across the match archive: results by crew, by opponent and by
//! month, the objective cards, and how lucky the dice were.
//!
//! Each archived match is read once into a [`Played`] (its replay, its crews, its
//! attacks and recovery rolls); a [`Record`] is then counted from those for one
//! player and a set of [`Filters`], fast enough to follow every change of a filter.

pub mod luck;

use crate::bmg::Catalog;
use crate::bmg::ids::shorten;
use crate::bmg::odds::Pools;
use crate::bmg::tracker::report::utc_day;
use crate::bmg::tracker::{CardUse, Event, MatchRecord, Outcome, Phase, Player, Refusal};
use crate::bmg::validate::validate;
use luck::Rolls;
use std::collections::{BTreeMap, HashMap};

/// An attack resolved with the attack helper.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AttackRoll {
    /// Hits that landed.
    pub hits: u32,
    /// The dice rolled; `None` in files from before they were kept.
    pub pools: Option<Pools>,
}

/// A KO recovery rolled in the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecoveryRoll {
    /// Whether the model recovered.
    pub passed: bool,
    /// Dice rolled.
    pub dice: u32,
    /// The Endurance rolled against; `None` in files from before it was kept.
    pub endurance: Option<u32>,
}

/// What one side did with one objective card in a match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardTally {
    /// The card's name (its id where the catalog lacks it).
    pub card: String,
    /// Times played face up as an Objective.
    pub played: u32,
    /// Times scored (from play or straight from the hand).
    pub scored: u32,
    /// Times failed.
    pub failed: u32,
}

/// One side of an archived match.
#[derive(Debug, Clone, PartialEq)]
pub struct Side {
    /// The player's name.
    pub name: String,
    /// The crew's name.
    pub crew: String,
    /// The Boss's name; empty without one.
    pub boss: String,
    /// The affiliation the crew played; empty where none is known.
    pub affiliation: String,
    /// Whether the crew was built for Eternal (legacy profiles allowed).
    pub eternal: bool,
    /// Victory Points at the end.
    pub victory_points: i32,
    /// Its objective cards.
    pub cards: Vec<CardTally>,
    /// Its attacks resolved with the helper.
    pub attacks: Vec<AttackRoll>,
    /// Its KO recoveries rolled in the app.
    pub recoveries: Vec<RecoveryRoll>,
}

/// An archived match, read for the record.
#[derive(Debug, Clone, PartialEq)]
pub struct Played {
    /// When it was archived, in seconds since 1970; `None` where unknown.
    pub stamp: Option<u64>,
    /// The day it was archived, `YYYY-MM-DD` (UTC); `None` where unknown.
    pub day: Option<String>,
    /// Its two sides, first player first.
    pub sides: [Side; 2],
    /// The tracker's verdict; `None` for a match not played to its end.
    pub outcome: Option<Outcome>,
}

impl Played {
    /// Reads `record`, archived at `stamp` (seconds since 1970), by replaying it.
    pub fn digest(
        record: &MatchRecord,
        catalog: &Catalog,
        stamp: Option<u64>,
    ) -> Result<Played, Refusal> {
        let state = record.replay(catalog)?;
        let mut sides = record.setup.players.clone().map(|setup| {
            let crew = &setup.crew;
            let boss = crew
                .boss()
                .and_then(|i| crew.members.get(i))
                .map(|m| {
                    catalog.model(&m.model).map_or_else(
                        || m.alias.clone().unwrap_or_else(|| shorten(&m.model).into()),
                        |model| model.name.clone(),
                    )
                })
                .unwrap_or_default();
            let affiliation = crew
                .affiliation
                .clone()
                .or_else(|| validate(crew, catalog).affiliation.map(|p| p.affiliation))
                .unwrap_or_default();
            Side {
                name: setup.name.trim().to_owned(),
                crew: crew.name.trim().to_owned(),
                boss,
                affiliation,
                eternal: crew.eternal,
                victory_points: 0,
                cards: Vec::new(),
                attacks: Vec::new(),
                recoveries: Vec::new(),
            }
        });
        for event in &record.events {
            tally(event, &mut sides, catalog);
        }
        for (side, played) in sides.iter_mut().zip(&state.players) {
            side.victory_points = played.victory_points();
        }
        let finished = state.phase == Phase::Finished;
        Ok(Played {
            stamp,
            day: stamp.map(utc_day),
            sides,
            outcome: if finished { state.outcome } else { None },
        })
    }
}

/// Counts what `event` tells the record into `sides`.
fn tally(event: &Event, sides: &mut [Side; 2], catalog: &Catalog) {
    let card = |side: &mut Side, id: &str| -> usize {
        let name = catalog
            .card(id)
            .map_or_else(|| shorten(id).into_owned(), |c| c.name.clone());
        match side.cards.iter().position(|c| c.card == name) {
            Some(at) => at,
            None => {
                side.cards.push(CardTally {
                    card: name,
                    played: 0,
                    scored: 0,
                    failed: 0,
                });
                side.cards.len() - 1
            }
        }
    };
    match event {
        Event::CardPlayed {
            player,
            card: id,
            used: CardUse::Objective,
        } => {
            let side = &mut sides[*player];
            let at = card(side, id);
            side.cards[at].played += 1;
        }
        Event::ObjectiveScored { player, card: id } => {
            let side = &mut sides[*player];
            let at = card(side, id);
            side.cards[at].scored += 1;
        }
        Event::ObjectiveFailed { player, card: id } => {
            let side = &mut sides[*player];
            let at = card(side, id);
            side.cards[at].failed += 1;
        }
        Event::AttackResolved {
            player,
            hits,
            pools,
            ..
        } => sides[*player].attacks.push(AttackRoll {
            hits: *hits,
            pools: *pools,
        }),
        Event::RecoveryResolved {
            player,
            passed,
            dice,
            endurance,
            ..
        } if !dice.is_empty() => sides[*player].recoveries.push(RecoveryRoll {
            passed: *passed,
            dice: u32::try_from(dice.len()).unwrap_or(u32::MAX),
            endurance: *endurance,
        }),
        _ => {}
    }
}

/// Standard or Eternal play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Current profiles only.
    Standard,
    /// Legacy (Eternal) profiles allowed.
    Eternal,
}

/// Which matches the record counts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filters {
    /// The first day counted, `YYYY-MM-DD`.
    pub since: Option<String>,
    /// The last day counted, `YYYY-MM-DD`.
    pub until: Option<String>,
    /// Only matches with this crew (its name, any case).
    pub crew: Option<String>,
    /// Only matches against this opponent (any case).
    pub opponent: Option<String>,
    /// Only Standard, or only Eternal, matches.
    pub format: Option<Format>,
}

/// Wins, draws and losses, and the Victory Points of the finished matches.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    /// Matches counted, finished or not.
    pub matches: u32,
    /// Won by the tracker's verdict.
    pub wins: u32,
    /// Drawn.
    pub draws: u32,
    /// Lost.
    pub losses: u32,
    /// Not played to the end (counted nowhere else).
    pub unfinished: u32,
    /// Victory Points scored in finished matches.
    pub vp_for: i64,
    /// Victory Points conceded in finished matches.
    pub vp_against: i64,
}

/// How a match ended for the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Finish {
    /// Won.
    Win,
    /// Drawn.
    Draw,
    /// Lost.
    Loss,
    /// Not played to the end.
    Unfinished,
}

impl Tally {
    /// Counts one match ending in `result` with these Victory Points.
    fn add(&mut self, result: Finish, vp_for: i32, vp_against: i32) {
        self.matches += 1;
        match result {
            Finish::Win => self.wins += 1,
            Finish::Draw => self.draws += 1,
            Finish::Loss => self.losses += 1,
            Finish::Unfinished => {
                self.unfinished += 1;
                return;
            }
        }
        self.vp_for += i64::from(vp_for);
        self.vp_against += i64::from(vp_against);
    }
}

/// A crew's tally.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrewTally {
    /// The crew's name.
    pub crew: String,
    /// Its Boss.
    pub boss: String,
    /// Its affiliation.
    pub affiliation: String,
    /// Its results.
    pub tally: Tally,
}

/// A tally under a name: an opponent, an affiliation, a month.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    /// The name.
    pub name: String,
    /// Its results.
    pub tally: Tally,
}

/// One match of the record, for its charts.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    /// The day it was archived.
    pub day: Option<String>,
    /// The player's crew.
    pub crew: String,
    /// Its Boss.
    pub boss: String,
    /// Its affiliation.
    pub affiliation: String,
    /// Whether it was an Eternal match.
    pub eternal: bool,
    /// The opponent.
    pub opponent: String,
    /// The opponent's crew.
    pub opponent_crew: String,
    /// The opponent's affiliation.
    pub opponent_affiliation: String,
    /// How it ended.
    pub result: Finish,
    /// The player's Victory Points.
    pub vp_for: i32,
    /// The opponent's.
    pub vp_against: i32,
    /// The player's dice in this match.
    pub luck: Luck,
}

/// How the dice went, against their exact odds.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Luck {
    /// Attacks resolved with the helper.
    pub attacks: u32,
    /// Of those, attacks whose dice the file does not tell (older files).
    pub without_odds: u32,
    /// Hits landed in the attacks with odds.
    pub hits: u64,
    /// Hits those attacks were expected to land.
    pub expected_hits: f64,
    /// The chance of landing at most those hits; `None` without any attack with odds.
    pub percentile: Option<f64>,
    /// KO recoveries rolled in the app.
    pub recoveries: u32,
    /// Of those, recoveries whose Endurance the file does not tell.
    pub recoveries_without_odds: u32,
    /// Recoveries passed, of those with odds.
    pub recovered: u64,
    /// Recoveries those rolls were expected to pass.
    pub expected_recoveries: f64,
    /// The chance of passing at most that many; `None` without any roll with odds.
    pub recovery_percentile: Option<f64>,
}

/// A player's record.
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    /// The player.
    pub player: String,
    /// Every match counted.
    pub total: Tally,
    /// By the player's crew, most played first.
    pub by_crew: Vec<CrewTally>,
    /// By opponent, most met first.
    pub by_opponent: Vec<Named>,
    /// By the opponent's affiliation, most met first.
    pub by_opponent_affiliation: Vec<Named>,
    /// The player's objective cards, most played first.
    pub objectives: Vec<CardTally>,
    /// By month (`YYYY-MM`), oldest first.
    pub by_month: Vec<Named>,
    /// The player's dice.
    pub luck: Luck,
    /// The opponents' dice in the same matches: whether the dice favoured one side.
    pub opponents_luck: Luck,
    /// Each match, oldest first.
    pub matches: Vec<Line>,
}

/// Whether two names are the same player's: the same letters, any case, spaces
/// around aside; compared letter by letter, without allocating (it runs for every
/// match at every filter).
pub fn same_player(a: &str, b: &str) -> bool {
    let (a, b) = (a.trim(), b.trim());
    a.eq_ignore_ascii_case(b)
        || (!a.is_ascii() || !b.is_ascii())
            && a.chars()
                .flat_map(char::to_lowercase)
                .eq(b.chars().flat_map(char::to_lowercase))
}

/// The names of the players in `played`, those in the most matches first (ties by
/// name), each with how many matches it is in.
pub fn names(played: &[Played]) -> Vec<(String, u32)> {
    let mut seen: Vec<(String, u32)> = Vec::new();
    for played in played {
        let [a, b] = &played.sides;
        let both = if same_player(&a.name, &b.name) {
            vec![&a.name]
        } else {
            vec![&a.name, &b.name]
        };
        for name in both {
            match seen.iter_mut().find(|(n, _)| same_player(n, name)) {
                Some((_, count)) => *count += 1,
                None => seen.push((name.clone(), 1)),
            }
        }
    }
    seen.sort_by(|(a, x), (b, y)| y.cmp(x).then_with(|| a.cmp(b)));
    seen
}

/// Which side of `played` is `player`'s, if either.
fn side_of(played: &Played, player: &str) -> Option<Player> {
    Player::BOTH
        .into_iter()
        .find(|&p| same_player(&played.sides[p].name, player))
}

/// Whether `played`, with the player on `seat`, passes `filters`.
fn counted(played: &Played, seat: Player, filters: &Filters) -> bool {
    let ours = &played.sides[seat];
    let theirs = &played.sides[seat.opponent()];
    let day = played.day.as_deref();
    let after = |since: &String| day.is_some_and(|d| d >= since.as_str());
    let before = |until: &String| day.is_some_and(|d| d <= until.as_str());
    filters.since.as_ref().is_none_or(after)
        && filters.until.as_ref().is_none_or(before)
        && filters
            .crew
            .as_ref()
            .is_none_or(|c| same_player(c, &ours.crew))
        && filters
            .opponent
            .as_ref()
            .is_none_or(|o| same_player(o, &theirs.name))
        && filters
            .format
            .is_none_or(|f| (f == Format::Eternal) == ours.eternal)
}

/// The rolls of `attacks` with odds, grouped by their dice in a fixed order (so that
/// sums come out the same at every run), and the hits they landed; the odds of each
/// kind of dice are worked out once, in `odds`. An attack whose file does not keep its
/// dice, or whose hits its dice could not give (typed in by hand), has no odds.
fn attack_rolls<'a>(
    attacks: impl Iterator<Item = &'a AttackRoll>,
    odds: &mut HashMap<Pools, Option<Vec<f64>>>,
    luck: &mut Luck,
) -> Vec<Rolls> {
    let mut kinds: BTreeMap<Pools, u64> = BTreeMap::new();
    for attack in attacks {
        luck.attacks += 1;
        let known = attack.pools.filter(|pools| {
            odds.entry(*pools)
                .or_insert_with(|| pools.hits().map(|d| d.probabilities()))
                .as_ref()
                .is_some_and(|chances| (attack.hits as usize) < chances.len())
        });
        match known {
            Some(pools) => {
                *kinds.entry(pools).or_default() += 1;
                luck.hits += u64::from(attack.hits);
            }
            None => luck.without_odds += 1,
        }
    }
    kinds
        .into_iter()
        .filter_map(|(pools, times)| {
            let odds = odds.get(&pools)?.clone()?;
            Some(Rolls { odds, times })
        })
        .collect()
}

/// The rolls of `recoveries` with odds, grouped, and how many passed.
fn recovery_rolls<'a>(
    recoveries: impl Iterator<Item = &'a RecoveryRoll>,
    luck: &mut Luck,
) -> Vec<Rolls> {
    let mut kinds: BTreeMap<(u32, u32), u64> = BTreeMap::new();
    for roll in recoveries {
        luck.recoveries += 1;
        match roll.endurance {
            Some(endurance) if (1..=crate::dice::MAX_POOL).contains(&roll.dice) => {
                *kinds.entry((roll.dice, endurance)).or_default() += 1;
                luck.recovered += u64::from(roll.passed);
            }
            _ => luck.recoveries_without_odds += 1,
        }
    }
    kinds
        .into_iter()
        .map(|((dice, endurance), times)| {
            let pass = crate::bmg::tracker::recovery_odds(dice, endurance);
            Rolls {
                odds: vec![1.0 - pass, pass],
                times,
            }
        })
        .collect()
}

impl Record {
    /// `player`'s record over `played` (in any order), counting the matches that pass
    /// `filters`; `None` where the player is in none of them, or the filters leave none.
    pub fn of(player: &str, played: &[Played], filters: &Filters) -> Option<Record> {
        let mut ours: Vec<(&Played, Player)> = played
            .iter()
            .filter_map(|p| side_of(p, player).map(|seat| (p, seat)))
            .filter(|(p, seat)| counted(p, *seat, filters))
            .collect();
        if ours.is_empty() {
            return None;
        }
        // Oldest first: by day, then by the time within it.
        ours.sort_by(|(a, _), (b, _)| (&a.day, a.stamp).cmp(&(&b.day, b.stamp)));
        let mut record = Record {
            player: ours[0].0.sides[ours[0].1].name.clone(),
            total: Tally::default(),
            by_crew: Vec::new(),
            by_opponent: Vec::new(),
            by_opponent_affiliation: Vec::new(),
            objectives: Vec::new(),
            by_month: Vec::new(),
            luck: Luck::default(),
            opponents_luck: Luck::default(),
            matches: Vec::new(),
        };
        let mut odds = HashMap::new();
        for &(played, seat) in &ours {
            record.count(played, seat, &mut odds);
        }
        let sides = |of_player: bool| {
            ours.iter().map(move |(played, seat)| {
                let seat = if of_player { *seat } else { seat.opponent() };
                &played.sides[seat]
            })
        };
        record.luck = luck_of(sides(true), &mut odds);
        record.opponents_luck = luck_of(sides(false), &mut odds);
        let most = |a: &Tally, b: &Tally| b.matches.cmp(&a.matches);
        record
            .by_crew
            .sort_by(|a, b| most(&a.tally, &b.tally).then_with(|| a.crew.cmp(&b.crew)));
        for list in [&mut record.by_opponent, &mut record.by_opponent_affiliation] {
            list.sort_by(|a, b| most(&a.tally, &b.tally).then_with(|| a.name.cmp(&b.name)));
        }
        record.by_month.sort_by(|a, b| a.name.cmp(&b.name));
        record.objectives.sort_by(|a, b| {
            (b.played + b.scored)
                .cmp(&(a.played + a.scored))
                .then_with(|| a.card.cmp(&b.card))
        });
        Some(record)
    }

    /// Counts one match, the player on `seat`.
    fn count(
        &mut self,
        played: &Played,
        seat: Player,
        odds: &mut HashMap<Pools, Option<Vec<f64>>>,
    ) {
        let ours = &played.sides[seat];
        let theirs = &played.sides[seat.opponent()];
        let result = match played.outcome {
            None => Finish::Unfinished,
            Some(Outcome::Draw) => Finish::Draw,
            Some(Outcome::Winner(p)) if p == seat => Finish::Win,
            Some(Outcome::Winner(_)) => Finish::Loss,
        };
        let (vp_for, vp_against) = (ours.victory_points, theirs.victory_points);
        self.total.add(result, vp_for, vp_against);
        let crew = match self.by_crew.iter_mut().find(|c| {
            same_player(&c.crew, &ours.crew)
                && c.boss == ours.boss
                && c.affiliation == ours.affiliation
        }) {
            Some(crew) => crew,
            None => {
                self.by_crew.push(CrewTally {
                    crew: ours.crew.clone(),
                    boss: ours.boss.clone(),
                    affiliation: ours.affiliation.clone(),
                    tally: Tally::default(),
                });
                self.by_crew.last_mut().expect("just pushed")
            }
        };
        crew.tally.add(result, vp_for, vp_against);
        let month = played.day.as_ref().map(|d| d[..7.min(d.len())].to_owned());
        for (list, name) in [
            (&mut self.by_opponent, Some(&theirs.name)),
            (&mut self.by_opponent_affiliation, Some(&theirs.affiliation)),
            (&mut self.by_month, month.as_ref()),
        ] {
            if let Some(name) = name {
                named(list, name).add(result, vp_for, vp_against);
            }
        }
        for card in &ours.cards {
            match self.objectives.iter_mut().find(|c| c.card == card.card) {
                Some(found) => {
                    found.played += card.played;
                    found.scored += card.scored;
                    found.failed += card.failed;
                }
                None => self.objectives.push(card.clone()),
            }
        }
        let luck = luck_of(std::iter::once(ours), odds);
        self.matches.push(Line {
            day: played.day.clone(),
            crew: ours.crew.clone(),
            boss: ours.boss.clone(),
            affiliation: ours.affiliation.clone(),
            eternal: ours.eternal,
            opponent: theirs.name.clone(),
            opponent_crew: theirs.crew.clone(),
            opponent_affiliation: theirs.affiliation.clone(),
            result,
            vp_for,
            vp_against,
            luck,
        });
    }
}

/// The luck of the dice of `sides` (one match's side, or a side over many matches):
/// their attacks and KO recoveries, each kind of dice counted once with how often it
/// was rolled.
fn luck_of<'a>(
    sides: impl Iterator<Item = &'a Side> + Clone,
    odds: &mut HashMap<Pools, Option<Vec<f64>>>,
) -> Luck {
    let mut luck = Luck::default();
    let attacks = attack_rolls(
        sides.clone().flat_map(|side| &side.attacks),
        odds,
        &mut luck,
    );
    luck.expected_hits = luck::expected(&attacks);
    luck.percentile = (!attacks.is_empty()).then(|| luck::at_most(&attacks, luck.hits));
    let recoveries = recovery_rolls(sides.flat_map(|side| &side.recoveries), &mut luck);
    luck.expected_recoveries = luck::expected(&recoveries);
    luck.recovery_percentile =
        (!recoveries.is_empty()).then(|| luck::at_most(&recoveries, luck.recovered));
    luck
}

/// The tally under `name` in `list`, made where missing.
fn named<'a>(list: &'a mut Vec<Named>, name: &str) -> &'a mut Tally {
    let at = match list.iter().position(|n| same_player(&n.name, name)) {
        Some(at) => at,
        None => {
            list.push(Named {
                name: name.to_owned(),
                tally: Tally::default(),
            });
            list.len() - 1
        }
    };
    &mut list[at].tally
}
