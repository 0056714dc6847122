//! The player's collection: how many miniatures they own of each profile, and which
//! other profiles a miniature also plays (a numbered Henchman standing in for another
//! number, a character's other version, a painted proxy).
//!
//! Whether a crew can be put on the table from the collection is an assignment of
//! miniatures to members: each member takes one miniature able to play it, and each
//! miniature goes to one member (it is counted once per crew, as on the table).
//! [`Collection::fielding`] finds the largest such assignment and names what is short.

use super::{Catalog, Crew, names};
use crate::safe;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// The most miniatures of one profile the collection records.
pub const MAX_OWNED: u8 = 99;

/// The CSV header of an exported collection (and optionally of an imported one, in
/// any case).
pub const CSV_HEADER: [&str; 3] = ["id", "alias", "owned"];

/// The most members (of all the crews checked at once) whose miniatures are searched
/// for by augmenting paths: far beyond any real crew or event.
const MOST_SEARCHED_SLOTS: usize = 400;

/// The miniatures of one profile.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Miniatures {
    /// The profile's id.
    pub id: String,
    /// Its alias when last seen in a catalog: the name shown once a catalog has
    /// removed the profile.
    pub alias: String,
    /// How many are owned, 0 to [`MAX_OWNED`].
    pub owned: u8,
    /// The other profiles these miniatures play too (ids).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also_plays: Vec<String>,
}

/// The collection: the miniatures of each profile, by id.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Collection {
    by_id: BTreeMap<String, Miniatures>,
    /// For each profile, the profiles whose miniatures also play it.
    played_by: HashMap<String, BTreeSet<String>>,
}

/// A profile the collection cannot supply for a crew.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Short {
    /// The profile's id.
    pub id: String,
    /// How many members of the crew (or crews) use it.
    pub need: u32,
    /// How many miniatures able to play it the collection puts down for them, the
    /// rest of the crew served.
    pub own: u32,
}

impl Short {
    /// How many miniatures are missing.
    pub fn missing(&self) -> u32 {
        self.need.saturating_sub(self.own)
    }
}

/// Whether a crew (or a set of crews) can be put on the table from the collection.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Fielding {
    /// The profiles short of miniatures, in the order the crew first uses them.
    pub short: Vec<Short>,
}

impl Fielding {
    /// Whether every member has a miniature.
    pub fn is_fieldable(&self) -> bool {
        self.short.is_empty()
    }

    /// The shortfall of the profile `id`, if it is short.
    pub fn short_of(&self, id: &str) -> Option<&Short> {
        self.short.iter().find(|s| s.id == id)
    }
}

/// A change to the collection, as a screen asks for it.
#[derive(Debug, Clone, PartialEq)]
pub enum Edit {
    /// This many miniatures of the profile `id` are owned.
    Owned {
        /// The profile.
        id: String,
        /// The new count (at most [`MAX_OWNED`]).
        owned: u8,
    },
    /// The miniatures of `id` play `other` too, or no longer.
    AlsoPlays {
        /// The profile whose miniatures they are.
        id: String,
        /// The profile they stand in for.
        other: String,
        /// Whether they do.
        plays: bool,
    },
    /// Add what this crew lacks ("I own this crew").
    OwnCrew(Box<Crew>),
    /// Mark the catalog models at these positions owned once, where none is
    /// ("I own these").
    OwnThese(Vec<usize>),
}

/// What an edit of several profiles at once did, for the status line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum News {
    /// The miniatures a crew lacked were added.
    CrewOwned {
        /// The crew's name.
        crew: String,
        /// How many miniatures were added (none where the collection fielded it).
        added: u32,
    },
    /// Profiles marked owned once.
    Marked {
        /// How many profiles were marked.
        marked: usize,
        /// How many were already owned and kept their counts.
        kept: usize,
    },
}

/// Why a saved collection's entries are refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EntryError {
    /// An entry has no profile id.
    NoId,
    /// An entry is owned more than [`MAX_OWNED`] times.
    TooMany {
        /// The profile.
        id: String,
        /// How many times it is owned.
        owned: u8,
    },
    /// A profile is listed twice.
    Twice(String),
}

/// What is owned: how many miniatures, of how many profiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Size {
    /// Miniatures owned.
    pub miniatures: u32,
    /// Profiles with at least one miniature owned.
    pub profiles: usize,
}

/// A bad line of an imported CSV file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadLine {
    /// Its line number in the file, from 1.
    pub line: u64,
    /// What is wrong with it.
    pub why: LineProblem,
}

/// What is wrong with a line of an imported CSV file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineProblem {
    /// It is not CSV: the reader's own words.
    NotCsv(String),
    /// It has this many fields, not the three of `id,alias,owned`.
    Fields(usize),
    /// Its id is empty.
    NoId,
    /// Its count is not a whole number from 0 to [`MAX_OWNED`]: the text given.
    Owned(String),
    /// Its id is in neither the catalog (renames followed) nor the collection.
    Unknown {
        /// The id.
        id: String,
        /// The catalog's id.
        catalog: String,
    },
    /// Its profile was listed on an earlier line.
    Twice {
        /// The profile.
        id: String,
        /// The earlier line.
        first: u64,
    },
}

impl Collection {
    /// A collection of these miniatures; a second entry of an id, a count over
    /// [`MAX_OWNED`] or an empty id is refused, naming it.
    pub fn from_entries(entries: Vec<Miniatures>) -> Result<Collection, EntryError> {
        let mut collection = Collection::default();
        for entry in entries {
            if entry.id.trim().is_empty() {
                return Err(EntryError::NoId);
            }
            if entry.owned > MAX_OWNED {
                return Err(EntryError::TooMany {
                    id: entry.id,
                    owned: entry.owned,
                });
            }
            if collection.by_id.contains_key(&entry.id) {
                return Err(EntryError::Twice(entry.id));
            }
            collection.by_id.insert(entry.id.clone(), entry);
        }
        collection.reindex();
        Ok(collection)
    }

    /// Every entry, by id (profiles owned, or whose marks are kept at 0 owned).
    pub fn entries(&self) -> impl Iterator<Item = &Miniatures> {
        self.by_id.values()
    }

    /// What is owned: how many miniatures, of how many profiles.
    pub fn size(&self) -> Size {
        let owned = || self.by_id.values().filter(|m| m.owned > 0);
        Size {
            miniatures: owned().map(|m| u32::from(m.owned)).sum(),
            profiles: owned().count(),
        }
    }

    /// Whether nothing is owned and nothing marked: the app then says nothing of it.
    pub fn is_empty(&self) -> bool {
        self.by_id.is_empty()
    }

    /// How many miniatures of the profile `id` are owned.
    pub fn owned(&self, id: &str) -> u8 {
        self.by_id.get(id).map_or(0, |m| m.owned)
    }

    /// The profiles whose miniatures the profile `id`'s miniatures also play.
    pub fn also_plays(&self, id: &str) -> &[String] {
        self.by_id.get(id).map_or(&[], |m| m.also_plays.as_slice())
    }

    /// The profiles whose miniatures also play `id`, and how many of each are owned.
    pub fn stand_ins(&self, id: &str) -> Vec<(&str, u8)> {
        self.played_by.get(id).map_or_else(Vec::new, |sources| {
            sources
                .iter()
                .map(|source| (source.as_str(), self.owned(source)))
                .collect()
        })
    }

    /// How many owned miniatures can play the profile `id`: its own and those that
    /// also play it.
    pub fn available(&self, id: &str) -> u32 {
        let stand_ins: u32 = self.played_by.get(id).map_or(0, |sources| {
            sources.iter().map(|s| u32::from(self.owned(s))).sum()
        });
        u32::from(self.owned(id)) + stand_ins
    }

    /// The alias of `id`: the catalog's, else the one recorded, else the id.
    pub fn alias<'a>(&'a self, id: &'a str, catalog: &'a Catalog) -> &'a str {
        catalog
            .model(id)
            .map(|m| m.alias.as_str())
            .or_else(|| self.by_id.get(id).map(|m| m.alias.as_str()))
            .unwrap_or(id)
    }

    /// Sets how many miniatures of `id` (called `alias`) are owned, at most
    /// [`MAX_OWNED`]; whether anything changed.
    pub fn set_owned(&mut self, id: &str, alias: &str, owned: u8) -> bool {
        let owned = owned.min(MAX_OWNED);
        if self.owned(id) == owned {
            return false;
        }
        self.entry(id, alias).owned = owned;
        self.prune(id);
        true
    }

    /// Marks (or unmarks) the miniatures of `id` as also playing `other`; whether
    /// anything changed. A profile does not stand in for itself.
    pub fn set_also_plays(&mut self, id: &str, alias: &str, other: &str, plays: bool) -> bool {
        if id == other || self.also_plays(id).iter().any(|o| o == other) == plays {
            return false;
        }
        let entry = self.entry(id, alias);
        if plays {
            entry.also_plays.push(other.to_owned());
            entry.also_plays.sort();
        } else {
            entry.also_plays.retain(|o| o != other);
        }
        self.prune(id);
        self.reindex();
        true
    }

    /// Makes `edit`; news for the status line where it changed several profiles at once
    /// (none where it changed one, or nothing).
    pub fn apply(&mut self, edit: &Edit, catalog: &Catalog) -> Option<News> {
        match edit {
            Edit::Owned { id, owned } => {
                let alias = self.alias(id, catalog).to_owned();
                self.set_owned(id, &alias, *owned);
                None
            }
            Edit::AlsoPlays { id, other, plays } => {
                let alias = self.alias(id, catalog).to_owned();
                self.set_also_plays(id, &alias, other, *plays);
                None
            }
            Edit::OwnCrew(crew) if crew.members.is_empty() => None,
            Edit::OwnCrew(crew) => Some(News::CrewOwned {
                added: self.own_crew(crew, catalog),
                crew: crew.name.clone(),
            }),
            Edit::OwnThese(indexes) => {
                let marked = self.own_these(indexes, catalog);
                Some(News::Marked {
                    marked,
                    kept: indexes.len().saturating_sub(marked),
                })
            }
        }
    }

    /// Adds the miniatures `crew` lacks: each profile short gets as many more of its own
    /// as are missing (at most [`MAX_OWNED`]), so that the crew can be put on the table;
    /// nothing is lowered. How many miniatures were added.
    pub fn own_crew(&mut self, crew: &Crew, catalog: &Catalog) -> u32 {
        let mut added = 0;
        for short in self.fielding(crew).short {
            let before = self.owned(&short.id);
            let owned = u32::from(before) + short.missing();
            let owned = u8::try_from(owned.min(u32::from(MAX_OWNED))).unwrap_or(MAX_OWNED);
            let alias = self.alias(&short.id, catalog).to_owned();
            self.set_owned(&short.id, &alias, owned);
            added += u32::from(owned.saturating_sub(before));
        }
        added
    }

    /// Marks each catalog model at `indexes` as owned once, where none of its
    /// miniatures is; how many were marked.
    pub fn own_these(&mut self, indexes: &[usize], catalog: &Catalog) -> usize {
        let mut marked = 0;
        for model in indexes.iter().filter_map(|&i| catalog.models().get(i)) {
            if self.available(&model.id) == 0 {
                marked += usize::from(self.set_owned(&model.id, &model.alias, 1));
            }
        }
        marked
    }

    /// Whether `crew` can be put on the table from the collection, and what is short.
    pub fn fielding(&self, crew: &Crew) -> Fielding {
        self.fielding_of([crew])
    }

    /// Whether `crews` can all be put on the table at once (an event's lists, a club
    /// night's), each miniature going to one member of one crew.
    pub fn fielding_of<'c>(&self, crews: impl IntoIterator<Item = &'c Crew>) -> Fielding {
        let needs = needs(crews);
        // One slot per member; the miniatures each profile's owner holds are the supply.
        let slots: Vec<&str> = needs
            .iter()
            .flat_map(|(id, need)| std::iter::repeat_n(id.as_str(), *need as usize))
            .collect();
        let assigned = self.assign(&slots);
        let mut short = Vec::new();
        for (id, need) in &needs {
            let own = slots
                .iter()
                .zip(&assigned)
                .filter(|(slot, got)| **slot == id && got.is_some())
                .count();
            let own = u32::try_from(own).unwrap_or(u32::MAX);
            if own < *need {
                short.push(Short {
                    id: id.clone(),
                    need: *need,
                    own,
                });
            }
        }
        Fielding { short }
    }

    /// A largest assignment of owned miniatures to `slots` (a profile id each): for
    /// each slot, the profile whose miniature it takes. Augmenting paths over units of
    /// supply (Kuhn's algorithm with capacities); a crew has a few dozen slots at most.
    fn assign(&self, slots: &[&str]) -> Vec<Option<String>> {
        // The profiles whose miniatures can fill each slot: its own first.
        let sources: Vec<Vec<&str>> = slots
            .iter()
            .map(|&id| {
                let mut list: Vec<&str> = Vec::new();
                if self.owned(id) > 0 {
                    list.push(id);
                }
                if let Some(others) = self.played_by.get(id) {
                    list.extend(
                        others
                            .iter()
                            .map(String::as_str)
                            .filter(|s| self.owned(s) > 0),
                    );
                }
                list
            })
            .collect();
        let mut assigned: Vec<Option<&str>> = vec![None; slots.len()];
        let mut used: HashMap<&str, u32> = HashMap::new();
        // Each member takes a miniature of its own profile first, so that a shortfall
        // falls on the profiles that need a stand-in (augmenting never unseats a member).
        for (slot, &id) in slots.iter().enumerate() {
            self.take(id, slot, &mut assigned, &mut used);
        }
        // Beyond a few crews' worth of members (only a hand-made file), the stand-ins are
        // given in one greedy pass rather than searched, so that the check stays instant.
        let search = slots.len() <= MOST_SEARCHED_SLOTS;
        for slot in 0..slots.len() {
            if assigned[slot].is_none() {
                if search {
                    let mut seen = BTreeSet::new();
                    self.augment(slot, &sources, &mut assigned, &mut used, &mut seen);
                } else {
                    for &source in &sources[slot] {
                        if self.take(source, slot, &mut assigned, &mut used) {
                            break;
                        }
                    }
                }
            }
        }
        assigned.into_iter().map(|a| a.map(str::to_owned)).collect()
    }

    /// Gives `slot` a free miniature of `source`, if one is left; whether it did.
    fn take<'s>(
        &self,
        source: &'s str,
        slot: usize,
        assigned: &mut [Option<&'s str>],
        used: &mut HashMap<&'s str, u32>,
    ) -> bool {
        let taken = used.entry(source).or_insert(0);
        let free = *taken < u32::from(self.owned(source));
        if free {
            *taken += 1;
            assigned[slot] = Some(source);
        }
        free
    }

    /// Finds a miniature for `slot`, moving other slots to other miniatures where that
    /// frees one; whether it found one.
    fn augment<'s>(
        &self,
        slot: usize,
        sources: &[Vec<&'s str>],
        assigned: &mut [Option<&'s str>],
        used: &mut HashMap<&'s str, u32>,
        seen: &mut BTreeSet<&'s str>,
    ) -> bool {
        for &source in &sources[slot] {
            if !seen.insert(source) {
                continue;
            }
            if self.take(source, slot, assigned, used) {
                return true;
            }
            // Every miniature of `source` is taken: free one by moving its slot.
            let holders: Vec<usize> = (0..assigned.len())
                .filter(|&s| assigned[s] == Some(source))
                .collect();
            for holder in holders {
                if self.augment(holder, sources, assigned, used, seen) {
                    // The holder moved to another miniature (counted there): this slot
                    // takes the one it left, so `source`'s count stays.
                    assigned[slot] = Some(source);
                    return true;
                }
            }
        }
        false
    }

    /// The profiles removed from `catalog` and renamed in it: each renamed one moves to
    /// its new id (counts added, at most [`MAX_OWNED`]; marks joined), and every alias
    /// the catalog knows is refreshed. A removed profile keeps its count. Returns the
    /// renames followed, (old, new).
    pub fn follow_catalog(&mut self, catalog: &Catalog) -> Vec<(String, String)> {
        let manifest = catalog.manifest();
        let known = |id: &str| catalog.model(id).is_some();
        let renames: Vec<(String, String)> = self
            .by_id
            .keys()
            .chain(self.by_id.values().flat_map(|m| &m.also_plays))
            .filter(|id| !known(id))
            .filter_map(|id| Some((id.clone(), manifest.rename(id, known)?.to_owned())))
            .collect::<BTreeMap<_, _>>()
            .into_iter()
            .collect();
        let mut moved = Vec::new();
        for (old, new) in &renames {
            if let Some(entry) = self.by_id.remove(old) {
                let target = self.entry(new, &entry.alias);
                target.owned = target.owned.saturating_add(entry.owned).min(MAX_OWNED);
                target.also_plays.extend(entry.also_plays);
                moved.push((old.clone(), new.clone()));
            }
        }
        for entry in self.by_id.values_mut() {
            for other in &mut entry.also_plays {
                if let Some((_, new)) = renames.iter().find(|(old, _)| old == other) {
                    other.clone_from(new);
                }
            }
            let id = entry.id.clone();
            entry.also_plays.retain(|o| *o != id);
            entry.also_plays.sort();
            entry.also_plays.dedup();
            if let Some(model) = catalog.model(&entry.id) {
                entry.alias.clone_from(&model.alias);
            }
        }
        self.reindex();
        moved
    }

    /// The collection as CSV (`id,alias,owned`, a header first), a line per profile
    /// owned, by id.
    pub fn to_csv(&self) -> String {
        let mut writer = csv::Writer::from_writer(Vec::new());
        // Writing to memory fails only on a bad record, and every record has 3 fields.
        let _ = safe::csv_row(&mut writer, CSV_HEADER);
        for entry in self.by_id.values().filter(|m| m.owned > 0) {
            let owned = entry.owned.to_string();
            let _ = safe::csv_row(
                &mut writer,
                [entry.id.as_str(), entry.alias.as_str(), &owned],
            );
        }
        let bytes = writer.into_inner().unwrap_or_default();
        String::from_utf8(bytes).unwrap_or_default()
    }

    /// This collection with the counts read from CSV text (`id,alias,owned`; a first
    /// line `id,alias,owned` is a header): every profile not in the file is owned 0, and
    /// the "also plays" marks stay. An id the catalog renamed is read as its new id; an
    /// id neither the catalog nor this collection knows is a bad line. Any bad line
    /// changes nothing: every one is returned.
    pub fn with_csv(&self, text: &str, catalog: &Catalog) -> Result<Collection, Vec<BadLine>> {
        let mut reader = csv::ReaderBuilder::new()
            .has_headers(false)
            .flexible(true)
            .trim(csv::Trim::All)
            .from_reader(text.as_bytes());
        let mut counts: BTreeMap<String, (String, u8, u64)> = BTreeMap::new();
        let mut bad = Vec::new();
        for (index, record) in reader.records().enumerate() {
            let record = match record {
                Ok(record) => record,
                Err(error) => {
                    let line = error.position().map_or(0, |at| line_at(text, at.byte()));
                    bad.push(BadLine {
                        line,
                        why: LineProblem::NotCsv(error.to_string()),
                    });
                    continue;
                }
            };
            let line = record
                .position()
                .map_or(index as u64 + 1, |at| line_at(text, at.byte()));
            if index == 0
                && record.len() == CSV_HEADER.len()
                && record
                    .iter()
                    .zip(CSV_HEADER)
                    .all(|(field, name)| field.eq_ignore_ascii_case(name))
            {
                continue;
            }
            if record.iter().all(str::is_empty) {
                continue;
            }
            match self.read_line(&record, catalog) {
                Ok((id, alias, owned)) => {
                    if let Some((_, _, first)) = counts.get(&id) {
                        bad.push(BadLine {
                            line,
                            why: LineProblem::Twice { id, first: *first },
                        });
                    } else {
                        counts.insert(id, (alias, owned, line));
                    }
                }
                Err(why) => bad.push(BadLine { line, why }),
            }
        }
        if !bad.is_empty() {
            return Err(bad);
        }
        let mut next = self.clone();
        for entry in next.by_id.values_mut() {
            entry.owned = 0;
        }
        for (id, (alias, owned, _)) in counts {
            next.entry(&id, &alias).owned = owned;
        }
        let ids: Vec<String> = next.by_id.keys().cloned().collect();
        for id in ids {
            next.prune(&id);
        }
        next.reindex();
        Ok(next)
    }

    /// One record of an imported CSV file: its id (renames followed), alias and count.
    fn read_line(
        &self,
        record: &csv::StringRecord,
        catalog: &Catalog,
    ) -> Result<(String, String, u8), LineProblem> {
        if record.len() != 3 {
            return Err(LineProblem::Fields(record.len()));
        }
        let (id, alias, owned) = (
            safe::csv_read(&record[0]),
            safe::csv_read(&record[1]),
            &record[2],
        );
        if id.is_empty() {
            return Err(LineProblem::NoId);
        }
        let owned = owned
            .parse::<u8>()
            .ok()
            .filter(|n| *n <= MAX_OWNED)
            .ok_or_else(|| LineProblem::Owned(owned.to_owned()))?;
        let known = |id: &str| catalog.model(id).is_some();
        let id = if known(id) || self.by_id.contains_key(id) {
            id.to_owned()
        } else if let Some(new) = catalog.manifest().rename(id, known) {
            new.to_owned()
        } else {
            return Err(LineProblem::Unknown {
                id: id.to_owned(),
                catalog: catalog.id().to_owned(),
            });
        };
        let alias = catalog
            .model(&id)
            .map_or_else(|| alias.to_owned(), |m| m.alias.clone());
        Ok((id, alias, owned))
    }

    /// The entry of `id`, made (as `alias`, owned 0) if missing.
    fn entry(&mut self, id: &str, alias: &str) -> &mut Miniatures {
        self.by_id
            .entry(id.to_owned())
            .or_insert_with(|| Miniatures {
                id: id.to_owned(),
                alias: alias.to_owned(),
                owned: 0,
                also_plays: Vec::new(),
            })
    }

    /// Drops the entry of `id` if it holds nothing: no miniature and no mark.
    fn prune(&mut self, id: &str) {
        if self
            .by_id
            .get(id)
            .is_some_and(|m| m.owned == 0 && m.also_plays.is_empty())
        {
            self.by_id.remove(id);
        }
    }

    /// Works out again which profiles stand in for which.
    fn reindex(&mut self) {
        self.played_by.clear();
        for entry in self.by_id.values() {
            for other in &entry.also_plays {
                self.played_by
                    .entry(other.clone())
                    .or_default()
                    .insert(entry.id.clone());
            }
        }
    }
}

/// The most profiles offered as likely stand-ins for one model.
const MOST_LIKELY: usize = 12;

/// The profiles a miniature of the catalog model at `index` most likely also plays,
/// by alias: the same character's other profiles (same identity), and the other
/// numbers of a numbered profile ("Penguin Thug 2" for "Penguin Thug 1").
pub fn likely_stand_ins(catalog: &Catalog, index: usize) -> Vec<usize> {
    let models = catalog.models();
    let Some(model) = models.get(index) else {
        return Vec::new();
    };
    let identity = names::normalize(model.identity());
    let stem = numbered_stem(&model.alias);
    let mut found: Vec<usize> = models
        .iter()
        .enumerate()
        .filter(|&(i, other)| {
            i != index
                && (names::normalize(other.identity()) == identity
                    || stem.is_some() && numbered_stem(&other.alias) == stem)
        })
        .map(|(i, _)| i)
        .collect();
    found.sort_by(|&a, &b| names::natural_cmp(&models[a].alias, &models[b].alias));
    found.truncate(MOST_LIKELY);
    found
}

/// "penguin thug" for "Penguin Thug 1": a numbered alias without its number.
fn numbered_stem(alias: &str) -> Option<String> {
    let (stem, number) = alias.trim().rsplit_once(' ')?;
    number
        .chars()
        .all(|c| c.is_ascii_digit())
        .then(|| names::normalize(stem))
}

/// How many members of `crews` use each profile (id), in the order first used.
pub fn needs<'c>(crews: impl IntoIterator<Item = &'c Crew>) -> Vec<(String, u32)> {
    let mut needs: Vec<(String, u32)> = Vec::new();
    for member in crews.into_iter().flat_map(|c| &c.members) {
        match needs.iter_mut().find(|(id, _)| *id == member.model) {
            Some((_, need)) => *need = need.saturating_add(1),
            None => needs.push((member.model.clone(), 1)),
        }
    }
    needs
}

/// The line a text editor shows for the record starting at byte `at` of `text`: a line
/// ends at `\r\n`, `\n` or a lone `\r` (Windows, Unix and old Mac files alike), and blank
/// lines count. The reader's own count is one low on CRLF files and skips blank lines.
fn line_at(text: &str, at: u64) -> u64 {
    let bytes = text.as_bytes();
    let mut start = usize::try_from(at).unwrap_or(usize::MAX).min(bytes.len());
    // The reader places a record where the previous one ended: its own line starts
    // past the line ends and blank lines in between.
    while start < bytes.len() && matches!(bytes[start], b'\r' | b'\n') {
        start += 1;
    }
    let mut line = 1;
    let mut i = 0;
    while i < start {
        match bytes[i] {
            b'\r' if bytes.get(i + 1) == Some(&b'\n') => {
                line += 1;
                i += 1;
            }
            b'\r' | b'\n' => line += 1,
            _ => {}
        }
        i += 1;
    }
    line
}
