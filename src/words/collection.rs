//! What the collection says of a crew: whether the player's own miniatures field it,
//! which profiles it is short of, and the stand-ins that play a profile.

use super::{numbers, tr};
use crate::bmg::catalog::Catalog;
use crate::bmg::collection::{
    BadLine, Collection, EntryError, Fielding, LineProblem, MAX_OWNED, News, Short, Size,
};

/// "3 miniatures of 2 profiles": what is owned, in a few words.
pub fn size(size: Size) -> String {
    let (miniatures, profiles) = (size.miniatures, size.profiles);
    tr!(
        "collection-size",
        miniatures = miniatures,
        miniatures_text = numbers::integer(miniatures),
        profiles = profiles,
        profiles_text = numbers::integer(i64::try_from(profiles).unwrap_or(i64::MAX))
    )
}

/// What an edit of several profiles at once did, for the status line.
pub fn news(news: &News) -> String {
    match news {
        News::CrewOwned { crew, added: 0 } => {
            tr!("collection-crew-owned-already", crew = crew.as_str())
        }
        News::CrewOwned { crew, added } => {
            let added = *added;
            tr!("collection-crew-owned", added = added, crew = crew.as_str())
        }
        News::Marked { marked, kept } => {
            let (marked, kept) = (*marked, *kept);
            tr!("collection-marked", marked = marked, kept = kept)
        }
    }
}

/// Why a saved collection's entries are refused.
pub fn entry_error(error: &EntryError) -> String {
    match error {
        EntryError::NoId => tr!("collection-entry-no-id"),
        EntryError::TooMany { id, owned } => {
            let owned = *owned;
            tr!(
                "collection-entry-too-many",
                id = id.as_str(),
                owned = owned,
                max = MAX_OWNED
            )
        }
        EntryError::Twice(id) => tr!("collection-entry-twice", id = id.as_str()),
    }
}

/// "1 Penguin Henchman short, 2 Joker short", aliases from `catalog` (the id where it
/// lacks the profile); empty when fieldable.
pub fn short(fielding: &Fielding, catalog: &Catalog, collection: &Collection) -> String {
    fielding
        .short
        .iter()
        .map(|s| {
            let count = s.missing();
            tr!(
                "collection-short",
                count = count,
                alias = collection.alias(&s.id, catalog)
            )
        })
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
    let more = fielding.short.len() - named;
    tr!(
        "collection-short-summary",
        missing = missing,
        names = aliases.join(", "),
        count = more
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
        return tr!("collection-fieldable");
    }
    let short = match named {
        Some(named) => short_summary(fielding, catalog, collection, named),
        None => short(fielding, catalog, collection),
    };
    tr!("collection-not-fieldable", short = short)
}

/// A profile's own miniatures and the other profiles' that play it, after `own` (the
/// count, or "own 2"): "2", "2 +1 stand-in", "0 +3 stand-ins".
pub fn stand_ins(own: &str, stand_ins: u32) -> String {
    match stand_ins {
        0 => own.to_owned(),
        count => tr!("collection-stand-ins", own = own, count = count),
    }
}

/// A bad line of an imported CSV file: "line 4: owned must be a whole number from 0
/// to 99, not \"100\"".
pub fn bad_line(bad: &BadLine) -> String {
    let why = match &bad.why {
        LineProblem::NotCsv(error) => tr!("collection-line-not-csv", error = error.to_string()),
        LineProblem::Fields(count) => {
            let count = *count;
            tr!("collection-line-fields", count = count)
        }
        LineProblem::NoId => tr!("collection-line-no-id"),
        LineProblem::Owned(given) => tr!(
            "collection-line-owned",
            max = MAX_OWNED,
            given = format!("{given:?}")
        ),
        LineProblem::Unknown { id, catalog } => tr!(
            "collection-line-unknown",
            id = format!("{id:?}"),
            catalog = catalog.to_string()
        ),
        LineProblem::Twice { id, first } => {
            let first = *first;
            tr!("collection-line-twice", id = id.as_str(), first = first)
        }
    };
    let line = bad.line;
    tr!("collection-line", line = line, why = why)
}

/// The Models in use line: how many crews are switched in use and the miniatures they
/// need, and how many of those the collection is short of (`None`: no collection is
/// recorded). "Models in use: 2 crews · 18 miniatures · 9 miniatures short to field
/// them all at once".
pub fn in_use(crews: usize, miniatures: u32, short: Option<u32>) -> String {
    if crews == 0 {
        return tr!("collection-in-use-none");
    }
    let miniatures_text = numbers::integer(miniatures);
    match short {
        None => tr!(
            "collection-in-use-unrecorded",
            crews = crews,
            miniatures = miniatures,
            miniatures_text = miniatures_text
        ),
        Some(0) => tr!(
            "collection-in-use-fielded",
            crews = crews,
            miniatures = miniatures,
            miniatures_text = miniatures_text
        ),
        Some(short) => tr!(
            "collection-in-use-short",
            crews = crews,
            miniatures = miniatures,
            miniatures_text = miniatures_text,
            short = short,
            short_text = numbers::integer(short)
        ),
    }
}
