//! What a catalog is: its id, date, source and notes, and the profiles it renamed. The
//! bundled catalog has one (`data/manifest.json`), and so does every catalog pack.

use crate::bmg::ids::shorten;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};

/// The most steps a chain of renames is followed (a renamed b, b renamed c, ...).
const MAX_RENAME_STEPS: usize = 16;
/// The id `catalog use` and `catalog diff` give the bundled catalog, whatever its own.
pub const BUNDLED_ID: &str = "bundled";
/// The word commands use for the catalog in use.
pub const ACTIVE_WORD: &str = "active";
/// The word commands use for the catalog used before the one in use.
pub const PREVIOUS_WORD: &str = "previous";

/// A catalog the app can use: the one compiled into it, or a pack installed here.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub enum CatalogRef {
    /// The catalog bundled with the app.
    Bundled,
    /// An installed pack, by its manifest id.
    Installed(String),
}

impl CatalogRef {
    /// The catalog `id` names: [`BUNDLED_ID`] and the bundled catalog's own id name the
    /// bundled one; any other id an installed pack (whether one is installed under it
    /// is for the catalogs folder to say).
    pub fn from_id(id: &str) -> CatalogRef {
        let own = Manifest::bundled_ref().map(|m| m.id.as_str());
        if id == BUNDLED_ID || own == Some(id) {
            CatalogRef::Bundled
        } else {
            CatalogRef::Installed(id.to_owned())
        }
    }

    /// The id files and commands write: [`BUNDLED_ID`] for the bundled catalog.
    pub fn id(&self) -> &str {
        match self {
            CatalogRef::Bundled => BUNDLED_ID,
            CatalogRef::Installed(id) => id,
        }
    }

    /// Whether this is the bundled catalog.
    pub fn is_bundled(&self) -> bool {
        *self == CatalogRef::Bundled
    }
}

impl From<String> for CatalogRef {
    fn from(id: String) -> CatalogRef {
        CatalogRef::from_id(&id)
    }
}

impl From<CatalogRef> for String {
    fn from(catalog: CatalogRef) -> String {
        catalog.id().to_owned()
    }
}

/// A catalog's manifest.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    /// What crews record and commands name it by ("2026-08-20"): letters, digits, `.`,
    /// `-` and `_`, 1 to 64 of them, not starting with a dot.
    pub id: String,
    /// The day it was released, `YYYY-MM-DD`.
    pub date: String,
    /// Where its data came from.
    #[serde(default)]
    pub source: String,
    /// What its makers say of it.
    #[serde(default)]
    pub notes: String,
    /// Profiles it gave a new id: old id to new id.
    #[serde(default)]
    pub renamed: BTreeMap<String, String>,
}

impl Manifest {
    /// The bundled catalog's manifest, read without loading the catalog.
    pub fn bundled() -> Option<Manifest> {
        Manifest::bundled_ref().cloned()
    }

    /// The bundled catalog's manifest, parsed once: every id a file or command names
    /// is checked against it.
    fn bundled_ref() -> Option<&'static Manifest> {
        static BUNDLED: std::sync::OnceLock<Option<Manifest>> = std::sync::OnceLock::new();
        BUNDLED
            .get_or_init(|| serde_json::from_str(super::Sources::BUNDLED.manifest).ok())
            .as_ref()
    }

    /// The manifest of a catalog folder that has none: named after the folder.
    pub fn of_folder(folder: &str) -> Manifest {
        Manifest {
            id: format!("folder {folder}"),
            date: String::new(),
            source: folder.to_owned(),
            notes: String::new(),
            renamed: BTreeMap::new(),
        }
    }

    /// What is wrong with the manifest for a catalog whose model ids `models` holds:
    /// a bad date, or a rename that does not lead from a profile the catalog lost to one
    /// it has. (The id is checked where a catalog is released: a folder's is its path.)
    pub fn problems(&self, file: &str, models: &HashMap<String, usize>) -> Vec<String> {
        let mut problems = Vec::new();
        if !self.date.is_empty() && !is_date(&self.date) {
            problems.push(format!(
                "{file}: the date '{}' is not a day written YYYY-MM-DD",
                shorten(&self.date)
            ));
        }
        for (old, new) in &self.renamed {
            if models.contains_key(old) {
                problems.push(format!(
                    "{file}: '{}' is renamed to '{}', but the catalog still has it",
                    shorten(old),
                    shorten(new)
                ));
            } else if self.rename(old, |id| models.contains_key(id)).is_none() {
                problems.push(format!(
                    "{file}: '{}' is renamed to '{}', which leads to no profile of the catalog",
                    shorten(old),
                    shorten(new)
                ));
            }
        }
        problems
    }

    /// The id `old` goes by now: the renames followed until one names a profile
    /// `known` accepts; none when they lead nowhere (or go round in a circle).
    pub fn rename(&self, old: &str, known: impl Fn(&str) -> bool) -> Option<&str> {
        let mut id = self.renamed.get(old)?;
        for _ in 0..MAX_RENAME_STEPS {
            if known(id) {
                return Some(id);
            }
            id = self.renamed.get(id)?;
        }
        None
    }
}

/// Whether `id` can name a catalog: else why not.
pub fn check_id(id: &str) -> Result<(), String> {
    if id.is_empty() || id.len() > 64 {
        return Err(format!("'{}' is not 1 to 64 characters long", shorten(id)));
    }
    if id.starts_with('.') {
        return Err(format!("'{}' starts with a dot", shorten(id)));
    }
    if [ACTIVE_WORD, PREVIOUS_WORD]
        .iter()
        .any(|word| id.eq_ignore_ascii_case(word))
    {
        return Err(format!("'{id}' is a word commands use for another catalog"));
    }
    // The bundled catalogs' ids ("bundled-2026-11-23"), this version's and every
    // other's, name the catalog compiled into the app: a pack under one would take the
    // place of the catalog crews saved with it record.
    if id
        .get(..BUNDLED_ID.len())
        .is_some_and(|start| start.eq_ignore_ascii_case(BUNDLED_ID))
    {
        return Err(format!(
            "'{}' starts with '{BUNDLED_ID}', which names the catalogs bundled with the app",
            shorten(id)
        ));
    }
    match id
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_')))
    {
        Some(c) => Err(format!(
            "'{}' holds {c:?}: use letters, digits, '.', '-' and '_'",
            shorten(id)
        )),
        None => Ok(()),
    }
}

/// Whether `text` is a real day written `YYYY-MM-DD`.
pub fn is_date(text: &str) -> bool {
    let bytes = text.as_bytes();
    if bytes.len() != 10 || bytes[4] != b'-' || bytes[7] != b'-' {
        return false;
    }
    let number = |range: std::ops::Range<usize>| -> Option<u32> {
        let part = text.get(range)?;
        part.bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| part.parse().ok())?
    };
    let (Some(year), Some(month), Some(day)) = (number(0..4), number(5..7), number(8..10)) else {
        return false;
    };
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_catalog_is_one_by_either_id_and_files_keep_its_word() {
        let own = Manifest::bundled().unwrap().id;
        assert_eq!(CatalogRef::from_id(BUNDLED_ID), CatalogRef::Bundled);
        assert_eq!(CatalogRef::from_id(&own), CatalogRef::Bundled);
        let pack = CatalogRef::from_id("2026-08-20");
        assert_eq!(pack, CatalogRef::Installed("2026-08-20".into()));
        // Written as the id, read back the same.
        let written = serde_json::to_string(&[CatalogRef::Bundled, pack.clone()]).unwrap();
        assert_eq!(written, r#"["bundled","2026-08-20"]"#);
        let read: Vec<CatalogRef> = serde_json::from_str(&written).unwrap();
        assert_eq!(read, [CatalogRef::Bundled, pack]);
    }

    #[test]
    fn ids_and_dates_are_checked() {
        assert_eq!(check_id("2026-08-20"), Ok(()));
        assert_eq!(check_id("club_pack.v2"), Ok(()));
        for bad in [
            "",
            ".hidden",
            "bundled",
            "Active",
            "a/b",
            "two words",
            &"x".repeat(65),
        ] {
            assert!(check_id(bad).is_err(), "{bad:?}");
        }
        assert!(is_date("2026-08-20"));
        assert!(is_date("2024-02-29"));
        for bad in [
            "2026-02-29",
            "2026-13-01",
            "2026-8-20",
            "20260820",
            "2026-08-2x",
            "1900-02-29",
        ] {
            assert!(!is_date(bad), "{bad:?}");
        }
    }

    #[test]
    fn renames_are_followed_to_a_known_profile_and_never_round_a_circle() {
        let mut manifest = Manifest::of_folder("x");
        manifest.renamed.insert("a".into(), "b".into());
        manifest.renamed.insert("b".into(), "c".into());
        manifest.renamed.insert("p".into(), "q".into());
        manifest.renamed.insert("q".into(), "p".into());
        assert_eq!(manifest.rename("a", |id| id == "c"), Some("c"));
        assert_eq!(manifest.rename("a", |id| id == "b"), Some("b"));
        assert_eq!(manifest.rename("p", |_| false), None);
        assert_eq!(manifest.rename("z", |_| true), None);
    }
}
