//! Catalogs on disk: a catalog folder (`--data DIR`), a catalog pack (one versioned
//! file holding a whole catalog and its manifest), and the packs installed in the data
//! folder's `catalogs/` with the one in use.
//!
//! A pack is `{"format": "gotham-companion/catalog-pack", "version": 1, "manifest":
//! {...}, "models": [...], "equipment": [...], "objective_cards": [...], "rulesets":
//! [...], "affiliation_rules": {...}, "code_numbers": {...}}`: each part is the data
//! file of the same name, as it is. Installed packs are `catalogs/ID.json`, never
//! changed once there; `catalogs/active.json` names the one in use and the ones used
//! before it, for "Use the previous catalog".

use super::Result;
use super::{
    CATALOG_FILE_CAP, FileKind, Trouble, check_envelope, home, read_text, to_envelope, write_atomic,
};
use crate::bmg::catalog::{
    CODE_NUMBERS_FILE, CatalogRef, DataFile, Files, Manifest, Sources, check_id,
};
use crate::bmg::code;
use crate::bmg::ids::shorten;
use crate::bmg::numbers::Numbering;
use crate::bmg::{Catalog, CatalogReport};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use std::path::{Path, PathBuf};

/// The `format` of a catalog pack.
pub const PACK_FORMAT: &str = "gotham-companion/catalog-pack";
/// The newest pack version this build writes and reads.
pub const PACK_VERSION: u32 = 1;
/// The `format` of `catalogs/active.json`.
pub const ACTIVE_FORMAT: &str = "gotham-companion/active-catalog";
/// The newest version of `catalogs/active.json` this build writes and reads.
pub const ACTIVE_VERSION: u32 = 1;
/// The file in `catalogs/` naming the catalog in use.
pub const ACTIVE_FILE: &str = "active.json";
/// How many catalogs used before the active one are remembered for rolling back.
const REMEMBERED: usize = 32;

/// A pack as it is read: each part kept as the text it is, to be read as its data
/// file would be.
#[derive(Deserialize)]
struct PackFile<'a> {
    manifest: Manifest,
    #[serde(borrow)]
    models: &'a RawValue,
    #[serde(borrow)]
    equipment: &'a RawValue,
    #[serde(borrow)]
    objective_cards: &'a RawValue,
    #[serde(borrow)]
    rulesets: &'a RawValue,
    #[serde(borrow)]
    affiliation_rules: &'a RawValue,
    #[serde(borrow)]
    code_numbers: &'a RawValue,
}

/// A pack as it is written.
#[derive(Serialize)]
struct PackBody<'a> {
    manifest: &'a Manifest,
    models: &'a RawValue,
    equipment: &'a RawValue,
    objective_cards: &'a RawValue,
    rulesets: &'a RawValue,
    affiliation_rules: &'a RawValue,
    code_numbers: &'a RawValue,
}

/// Loads a catalog folder or a catalog pack, whichever `path` is.
pub fn read_catalog(path: &Path) -> Result<Catalog, CatalogReport> {
    if path.is_dir() {
        read_catalog_dir(path)
    } else {
        read_pack(path)
    }
}

/// Loads a catalog folder holding `models.json`, `equipment.json` and
/// `objective-cards.json`, and optionally `rulesets.json`, `affiliation-rules.json`,
/// `code-numbers.json` (the bundled ones otherwise) and `manifest.json` (else the
/// folder names the catalog). Every problem is reported at once, unreadable files and
/// broken ones alike.
pub fn read_catalog_dir(dir: &Path) -> Result<Catalog, CatalogReport> {
    let read = |file: &str| {
        read_text(&dir.join(file), CATALOG_FILE_CAP, FileKind::Catalog).map_err(|e| {
            let kind = match &e {
                Trouble::System { cause, .. } => Some(cause.kind),
                _ => None,
            };
            (kind, format!("{file}: {e}"))
        })
    };
    // Plain data always serialises.
    let unnamed =
        serde_json::to_string(&Manifest::of_folder(&dir.display().to_string())).unwrap_or_default();
    let texts = Files::from_fn(|file| match read(file.name()) {
        // A file a folder may leave out: the bundled one applies, and the folder names
        // the catalog.
        Err((Some(std::io::ErrorKind::NotFound), _)) if file.optional() => Ok(match file {
            DataFile::Manifest => unnamed.clone(),
            other => (*Sources::BUNDLED.get(other)).to_owned(),
        }),
        read => read.map_err(|(_, problem)| problem),
    });
    Catalog::from_files(
        &format!("the catalog in {}", dir.display()),
        Files::from_fn(|file| texts.get(file).as_deref().map_err(Clone::clone)),
    )
}

/// Loads a catalog pack (at most [`CATALOG_FILE_CAP`] bytes).
pub fn read_pack(path: &Path) -> Result<Catalog, CatalogReport> {
    let origin = format!("the catalog pack {}", path.display());
    let text =
        read_text(path, CATALOG_FILE_CAP, FileKind::CatalogPack).map_err(|e| CatalogReport {
            origin: origin.clone(),
            problems: vec![e.to_string()],
        })?;
    parse_pack(&text, &origin)
}

/// Reads a catalog pack from its text; `origin` names it in the report.
pub fn parse_pack(text: &str, origin: &str) -> Result<Catalog, CatalogReport> {
    let refused = |problem: String| CatalogReport {
        origin: origin.to_owned(),
        problems: vec![problem],
    };
    let pack = open_pack(text, origin).map_err(refused)?;
    check_id(&pack.manifest.id).map_err(|why| refused(format!("the manifest's id {why}")))?;
    let manifest = serde_json::to_string(&pack.manifest).unwrap_or_default();
    Catalog::from_files(
        origin,
        Files {
            models: Ok(pack.models.get()),
            equipment: Ok(pack.equipment.get()),
            cards: Ok(pack.objective_cards.get()),
            rulesets: Ok(pack.rulesets.get()),
            affiliation_rules: Ok(pack.affiliation_rules.get()),
            code_numbers: Ok(pack.code_numbers.get()),
            manifest: Ok(&manifest),
        },
    )
}

/// Whether `text` can be read as a pack at all: its envelope, and its parts where they
/// belong. Else why not (the file is damaged, or of a newer version).
pub fn readable_pack(text: &str, origin: &str) -> Result<(), String> {
    open_pack(text, origin).map(|_| ())
}

/// A pack's envelope checked and its parts found, each still the text it is.
fn open_pack<'a>(text: &'a str, origin: &str) -> Result<PackFile<'a>, String> {
    check_envelope(text, origin, PACK_FORMAT, PACK_VERSION).map_err(|e| format!("{e:#}"))?;
    serde_json::from_str(text)
        .map_err(|e| format!("{origin}: {}", crate::bmg::ids::json_problem(text, &e)))
}

/// What a catalog must pass, beyond loading, to be released as a pack: every text fit
/// to show, and every id it holds with a crew-code number (the importer appends them).
pub fn release_problems(catalog: &Catalog) -> Vec<String> {
    let mut problems = crate::bmg::catalog::text_problems(catalog);
    problems.extend(code::unnumbered(catalog).into_iter().map(|(kind, id)| {
        format!(
            "{CODE_NUMBERS_FILE}: {} '{}' has no crew-code number (tools/import-catalog.py --number-only appends it)",
            crate::words::code::kind(kind),
            shorten(&id)
        )
    }));
    problems
}

/// A catalog checked as a release: loaded, then [`release_problems`].
pub fn check_release(catalog: Result<Catalog, CatalogReport>) -> Result<Catalog, CatalogReport> {
    let catalog = catalog?;
    let problems = release_problems(&catalog);
    if problems.is_empty() {
        Ok(catalog)
    } else {
        Err(CatalogReport {
            origin: format!("the catalog {}", catalog.id()),
            problems,
        })
    }
}

/// The pack of the catalog folder `dir` under `manifest`, checked as a release: its
/// text, to be written where the maintainer says.
pub fn build_pack(dir: &Path, manifest: &Manifest) -> Result<String, CatalogReport> {
    let origin = format!("the catalog in {}", dir.display());
    let refused = |problems: Vec<String>| CatalogReport {
        origin: origin.clone(),
        problems,
    };
    // Each data file as JSON to place in the pack as it is (the pack's manifest is
    // `manifest`, not the folder's); a file a folder may leave out is the bundled one.
    let raw = Files::from_fn(|file| -> Result<Box<RawValue>, String> {
        let path = dir.join(file.name());
        let text = if file == DataFile::Manifest {
            "null".to_owned()
        } else if file.optional() && !path.exists() {
            (*Sources::BUNDLED.get(file)).to_owned()
        } else {
            read_text(&path, CATALOG_FILE_CAP, FileKind::Catalog)
                .map_err(|e| format!("{}: {e}", file.name()))?
        };
        RawValue::from_string(text.trim().to_owned()).map_err(|e| {
            format!(
                "{}: {}",
                file.name(),
                // Placed in the file as it is, before its white space was trimmed.
                crate::bmg::ids::json_problem(&text, &e)
            )
        })
    });
    let problems: Vec<String> = DataFile::ALL
        .into_iter()
        .filter_map(|file| raw.get(file).as_ref().err().cloned())
        .collect();
    let (
        Ok(models),
        Ok(equipment),
        Ok(objective_cards),
        Ok(rulesets),
        Ok(affiliation_rules),
        Ok(code_numbers),
    ) = (
        &raw.models,
        &raw.equipment,
        &raw.cards,
        &raw.rulesets,
        &raw.affiliation_rules,
        &raw.code_numbers,
    )
    else {
        return Err(refused(problems));
    };
    let body = PackBody {
        manifest,
        models,
        equipment,
        objective_cards,
        rulesets,
        affiliation_rules,
        code_numbers,
    };
    let text = to_envelope(PACK_FORMAT, PACK_VERSION, &body);
    // The pack is read back as an installed one would be, and checked as a release.
    check_release(parse_pack(&text, &origin))?;
    Ok(text)
}

/// Which catalog the app uses, and the ones used before it (latest last).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActiveCatalog {
    /// The catalog in use.
    pub active: CatalogRef,
    /// The catalogs used before, the latest last: "Use the previous catalog" goes back
    /// to it.
    #[serde(default)]
    pub previous: Vec<CatalogRef>,
}

impl Default for ActiveCatalog {
    fn default() -> ActiveCatalog {
        ActiveCatalog {
            active: CatalogRef::Bundled,
            previous: Vec::new(),
        }
    }
}

impl ActiveCatalog {
    /// Makes `catalog` the one in use, remembering the one it replaces.
    fn switch_to(&mut self, catalog: &CatalogRef) {
        if self.active == *catalog {
            return;
        }
        let replaced = std::mem::replace(&mut self.active, catalog.clone());
        self.previous.push(replaced);
        if self.previous.len() > REMEMBERED {
            self.previous.remove(0);
        }
    }
}

/// The `catalogs/` folder of the data folder (not created).
pub fn catalogs_dir() -> Result<PathBuf, Trouble> {
    Ok(home()?.join("catalogs"))
}

/// Which catalog `dir` (a `catalogs/` folder) names as in use: the bundled one where
/// nothing was installed.
pub fn read_active(dir: &Path) -> Result<ActiveCatalog> {
    let path = dir.join(ACTIVE_FILE);
    if !path.exists() {
        return Ok(ActiveCatalog::default());
    }
    let text = read_text(&path, super::CREW_FILE_CAP, FileKind::CatalogChoice)?;
    let origin = path.display().to_string();
    let active: ActiveCatalog =
        super::from_envelope(&text, &origin, ACTIVE_FORMAT, ACTIVE_VERSION)?;
    if let CatalogRef::Installed(id) = &active.active {
        check_id(id).map_err(|why| Trouble::BadCatalogId { origin, why })?;
    }
    Ok(active)
}

/// Writes the catalog choice atomically.
fn write_active(dir: &Path, active: &ActiveCatalog) -> Result<()> {
    super::create_folder(dir)?;
    write_atomic(
        &dir.join(ACTIVE_FILE),
        to_envelope(ACTIVE_FORMAT, ACTIVE_VERSION, active).as_bytes(),
    )
}

/// Where the installed pack `id` is kept.
pub fn pack_path(dir: &Path, id: &str) -> PathBuf {
    dir.join(format!("{id}.json"))
}

/// The catalog `catalog` names: the bundled one, or a pack installed in `dir`.
pub fn load_installed(dir: &Path, catalog: &CatalogRef) -> Result<Catalog, CatalogReport> {
    let CatalogRef::Installed(id) = catalog else {
        return Catalog::bundled();
    };
    if let Err(why) = check_id(id) {
        return Err(CatalogReport {
            origin: format!("the catalog {}", shorten(id)),
            problems: vec![format!("the id {why}")],
        });
    }
    let path = pack_path(dir, id);
    if !path.exists() {
        return Err(CatalogReport {
            origin: format!("the catalog {id}"),
            problems: vec![format!(
                "it is not installed ({} is missing)",
                path.display()
            )],
        });
    }
    read_pack(&path)
}

/// The catalog whose manifest id is `id` (as a crew records it), where this machine has
/// it: the bundled one, or a pack installed in `dir`.
pub fn catalog_by_id(dir: &Path, id: &str) -> Result<Catalog> {
    let catalog = CatalogRef::from_id(id);
    if !is_here(dir, &catalog) {
        return Err(Trouble::NotHere(shorten(id).into_owned()));
    }
    load_installed(dir, &catalog).map_err(Trouble::Catalog)
}

/// Whether `catalog` is on this machine: the bundled one always is; a pack is where its
/// id is one and its file is in `dir`.
fn is_here(dir: &Path, catalog: &CatalogRef) -> bool {
    match catalog {
        CatalogRef::Bundled => true,
        CatalogRef::Installed(id) => check_id(id).is_ok() && pack_path(dir, id).exists(),
    }
}

/// Why the catalog chosen is not the one in use, as data: `words::update` says it,
/// in the language of whoever shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unusable {
    /// The file that says which catalog is chosen cannot be read: why.
    Choice(Trouble),
    /// The chosen pack is not installed here: its id, cut short.
    NotInstalled(String),
    /// The chosen pack fails its check: its id, cut short, and the check's report,
    /// for the pack's author.
    Broken {
        /// The pack's id.
        id: String,
        /// What its check found.
        report: CatalogReport,
    },
}

/// The catalog in use in `dir`, and why it is the bundled one instead when the one
/// chosen cannot be loaded (the app goes on with the bundled catalog and says so).
/// Fails only when the bundled catalog itself does not load (a broken build).
pub fn load_active(dir: &Path) -> Result<(Catalog, Option<Unusable>), CatalogReport> {
    let chosen = read_active(dir).map_err(Unusable::Choice);
    let found = chosen.and_then(|active| {
        if !is_here(dir, &active.active) {
            let id = shorten(active.active.id()).into_owned();
            return Err(Unusable::NotInstalled(id));
        }
        load_installed(dir, &active.active).map_err(|report| Unusable::Broken {
            id: shorten(active.active.id()).into_owned(),
            report,
        })
    });
    match found {
        Ok(catalog) => Ok((catalog, None)),
        Err(why) => Catalog::bundled().map(|bundled| (bundled, Some(why))),
    }
}

/// Installs the pack at `source` in `dir` and makes it the one in use; returns it
/// (see [`install_text`]).
pub fn install_pack(dir: &Path, source: &Path) -> Result<Catalog> {
    let text = read_text(source, CATALOG_FILE_CAP, FileKind::CatalogPack)?;
    install_text(
        dir,
        &text,
        &format!("the catalog pack {}", source.display()),
    )
}

/// Installs the pack whose text is `text` in `dir` and makes it the one in use;
/// returns it. Everything is checked before anything is written: a damaged or newer
/// pack, one whose catalog fails its checks, one that would change what a crew code
/// made with any catalog of this machine means, a different pack under an id
/// installed already, and an unreadable choice of the catalog in use are refused, and
/// nothing changes. The pack is then copied atomically, and chosen atomically, so a
/// crash leaves the previous catalog in use and no half pack behind.
pub fn install_text(dir: &Path, text: &str, origin: &str) -> Result<Catalog> {
    let catalog = check_release(parse_pack(text, origin)).map_err(Trouble::Catalog)?;
    let id = catalog.id().to_owned();
    let mut active = read_active(dir)?;
    keeps_codes(dir, &catalog)?;
    let target = pack_path(dir, &id);
    if target.exists() {
        let installed = read_text(&target, CATALOG_FILE_CAP, FileKind::CatalogPack)?;
        if installed != text {
            return Err(Trouble::PackIdTaken { id, path: target });
        }
    } else {
        super::create_folder(dir)?;
        write_atomic(&target, text.as_bytes())?;
    }
    active.switch_to(&CatalogRef::Installed(id));
    write_active(dir, &active)?;
    Ok(catalog)
}

/// Refuses `catalog` where its crew-code numbers do not keep those of every catalog
/// installed in `dir` (the bundled one's are checked as it loads): a code made with
/// any of them must name the same profiles with it, renamed ones followed. A pack
/// installed already that cannot be read is passed over (it cannot be used either).
fn keeps_codes(dir: &Path, catalog: &Catalog) -> Result<()> {
    let mut problems = Vec::new();
    for pack in list_installed(dir)? {
        let Ok(manifest) = &pack.manifest else {
            continue;
        };
        if manifest.id == catalog.id() {
            continue;
        }
        let Ok(numbers) = read_numbers(&pack.path) else {
            continue;
        };
        if let Err(changes) = catalog.code_numbers().extends(&numbers) {
            problems.extend(
                changes
                    .into_iter()
                    .map(|change| format!("against {}: {change}", manifest.id)),
            );
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(Trouble::CodesWouldChange { changes: problems })
    }
}

/// The crew-code numbers of the pack at `path`, read without loading its catalog.
fn read_numbers(path: &Path) -> Result<Numbering> {
    #[derive(Deserialize)]
    struct Numbers<'a> {
        #[serde(borrow)]
        code_numbers: &'a RawValue,
    }
    let text = read_text(path, CATALOG_FILE_CAP, FileKind::CatalogPack)?;
    let origin = path.display().to_string();
    let numbers: Numbers<'_> =
        serde_json::from_str(&text).map_err(|e| super::json_error(&origin, &text, &e))?;
    Numbering::parse(numbers.code_numbers.get()).map_err(|why| Trouble::CodeNumbers { origin, why })
}

/// Makes `chosen` (the bundled catalog or an installed one) the one in use, after
/// checking that it loads; returns it.
pub fn use_catalog(dir: &Path, chosen: &CatalogRef) -> Result<Catalog> {
    if !is_here(dir, chosen) {
        return Err(Trouble::NotInstalled(shorten(chosen.id()).into_owned()));
    }
    let catalog = load_installed(dir, chosen).map_err(Trouble::Catalog)?;
    let mut active = read_active(dir)?;
    active.switch_to(chosen);
    write_active(dir, &active)?;
    Ok(catalog)
}

/// Goes back to the catalog used before the one in use; returns it. The bundled
/// catalog is the last to go back to.
pub fn use_previous(dir: &Path) -> Result<Catalog> {
    let mut active = read_active(dir)?;
    let Some(previous) = active.previous.pop() else {
        return Err(Trouble::NothingBefore(match active.active {
            CatalogRef::Bundled => None,
            CatalogRef::Installed(id) => Some(id),
        }));
    };
    let catalog = load_installed(dir, &previous).map_err(Trouble::Catalog)?;
    active.active = previous;
    write_active(dir, &active)?;
    Ok(catalog)
}

/// An installed pack, as `catalog list` shows it.
#[derive(Debug, Clone)]
pub struct Installed {
    /// Its file.
    pub path: PathBuf,
    /// Its manifest, or why it cannot be read.
    pub manifest: Result<Manifest, Trouble>,
}

/// The packs installed in `dir`, by id (damaged ones by file name, with the reason).
pub fn list_installed(dir: &Path) -> Result<Vec<Installed>> {
    let mut found = Vec::new();
    for path in super::json_files(dir)? {
        if path.file_name().is_some_and(|n| n == ACTIVE_FILE) {
            continue;
        }
        let manifest = read_manifest(&path);
        found.push(Installed { path, manifest });
    }
    found.sort_by_cached_key(|i| match &i.manifest {
        Ok(m) => (0, m.date.clone(), m.id.clone()),
        Err(_) => (1, String::new(), i.path.display().to_string()),
    });
    Ok(found)
}

/// The manifest of the pack at `path`, read without loading its catalog.
fn read_manifest(path: &Path) -> Result<Manifest> {
    #[derive(Deserialize)]
    struct Head {
        manifest: Manifest,
    }
    let text = read_text(path, CATALOG_FILE_CAP, FileKind::CatalogPack)?;
    let origin = path.display().to_string();
    check_envelope(&text, &origin, PACK_FORMAT, PACK_VERSION)?;
    let head: Head =
        serde_json::from_str(&text).map_err(|e| super::json_error(&origin, &text, &e))?;
    Ok(head.manifest)
}
