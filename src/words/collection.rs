//! What the collection says of a crew: whether the player's own miniatures field it,
//! which profiles it is short of, and the stand-ins that play a profile.

use crate::bmg::catalog::Catalog;
use crate::bmg::collection::{
    BadLine, Collection, EntryError, Fielding, LineProblem, MAX_OWNED, News, Short, Size,
};

/// "3 miniatures of 2 profiles": what is owned, in a few words.
pub fn size(size: Size) -> String {
    format!(
        "{} of {}",
        super::count(size.miniatures, "miniature", "miniatures"),
        super::count(size.profiles as u64, "profile", "profiles")
    )
}

/// What an edit of several profiles at once did, for the status line.
pub fn news(news: &News) -> String {
    match news {
        News::CrewOwned { crew, added: 0 } => format!("Your collection already fields {crew}."),
        News::CrewOwned { crew, added } => format!(
            "Added the {} {crew} lacked to your collection.",
            super::count(*added, "miniature", "miniatures")
        ),
        News::Marked { marked, kept } => format!(
            "Marked {} as owned (one miniature each); {kept} already owned kept {}.",
            super::count(*marked as u64, "profile", "profiles"),
            if *kept == 1 {
                "its count"
            } else {
                "their counts"
            }
        ),
    }
}

/// Why a saved collection's entries are refused.
pub fn entry_error(error: &EntryError) -> String {
    match error {
        EntryError::NoId => "an entry has no profile id".to_owned(),
        EntryError::TooMany { id, owned } => {
            format!("{id} is owned {owned} times; the most is {MAX_OWNED}")
        }
        EntryError::Twice(id) => format!("{id} is listed twice"),
    }
}

/// "1 Penguin Henchman short, 2 Joker short", aliases from `catalog` (the id where it
/// lacks the profile); empty when fieldable.
pub fn short(fielding: &Fielding, catalog: &Catalog, collection: &Collection) -> String {
    fielding
        .short
        .iter()
        .map(|s| format!("{} {} short", s.missing(), collection.alias(&s.id, catalog)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// [`short`] for a line of its own: past `named` profiles, "9 miniatures short: A, B,
/// C and 6 more profiles".
pub fn short_summary(
    fielding: &Fielding,
    catalog: &Catalog,
    collection: &Collection,
    named: usize,
) -> String {
    if fielding.short.len() <= named {
        return short(fielding, catalog, collection);
    }
    let missing: u32 = fielding.short.iter().map(Short::missing).sum();
    let aliases: Vec<&str> = fielding.short[..named]
        .iter()
        .map(|s| collection.alias(&s.id, catalog))
        .collect();
    format!(
        "{missing} miniatures short: {} and {} more profiles",
        aliases.join(", "),
        fielding.short.len() - named
    )
}

/// Whether the collection fields a crew: "Fieldable from your collection", or "Not
/// fieldable from your collection: " and what it is short of (past `named` profiles,
/// counted; every one where `named` is none).
pub fn fielding(
    fielding: &Fielding,
    catalog: &Catalog,
    collection: &Collection,
    named: Option<usize>,
) -> String {
    if fielding.is_fieldable() {
        return "Fieldable from your collection".to_owned();
    }
    let short = match named {
        Some(named) => short_summary(fielding, catalog, collection, named),
        None => short(fielding, catalog, collection),
    };
    format!("Not fieldable from your collection: {short}")
}

/// A profile's own miniatures and the other profiles' that play it, after `own` (the
/// count, or "own 2"): "2", "2 +1 stand-in", "0 +3 stand-ins".
pub fn stand_ins(own: &str, stand_ins: u32) -> String {
    match stand_ins {
        0 => own.to_owned(),
        1 => format!("{own} +1 stand-in"),
        n => format!("{own} +{n} stand-ins"),
    }
}

/// A bad line of an imported CSV file: "line 4: owned must be a whole number from 0
/// to 99, not \"100\"".
pub fn bad_line(bad: &BadLine) -> String {
    let why = match &bad.why {
        LineProblem::NotCsv(error) => format!("not CSV ({error})"),
        LineProblem::Fields(count) => format!("{count} fields where id,alias,owned needs 3"),
        LineProblem::NoId => "no profile id".to_owned(),
        LineProblem::Owned(given) => {
            format!("owned must be a whole number from 0 to {MAX_OWNED}, not {given:?}")
        }
        LineProblem::Unknown { id, catalog } => {
            format!("no profile {id:?} in the catalog {catalog} (nor kept in the collection)")
        }
        LineProblem::Twice { id, first } => {
            format!("{id} is listed a second time (first on line {first})")
        }
    };
    format!("line {}: {why}", bad.line)
}

/// The Models in use line: how many crews are switched in use and the miniatures they
/// need, and how many of those the collection is short of (`None`: no collection is
/// recorded). "Models in use: 2 crews · 18 miniatures · 9 miniatures short to field
/// them all at once".
pub fn in_use(crews: usize, miniatures: u32, short: Option<u32>) -> String {
    if crews == 0 {
        return "Models in use: none. Switch a crew's \u{201c}In use\u{201d} on to add up what it needs."
            .to_owned();
    }
    let counts = format!(
        "Models in use: {} · {}",
        super::count(crews as u64, "crew", "crews"),
        super::count(miniatures, "miniature", "miniatures")
    );
    match short {
        None => {
            format!("{counts} · no collection recorded: set what you own in the builder's catalog")
        }
        Some(0) => format!("{counts} · your collection fields them all at once"),
        Some(short) => format!(
            "{counts} · {} short to field them all at once",
            super::count(short, "miniature", "miniatures")
        ),
    }
}
