//! The catalog of BMG models, equipment and objective cards, and its load-time checks.
//!
//! The bundled catalog (`data/`) is compiled into the binary; a folder holding the same
//! files can replace it (`--data DIR`). Either way the catalog is checked as it loads,
//! and a broken one yields a [`CatalogReport`] naming every problem, never a panic.

mod checks;
mod manifest;
mod records;
mod resolved;
mod search;
mod text;

pub use super::rank::Rank;
pub use checks::MAX_CARD_VP;
pub use manifest::{
    ACTIVE_WORD, BUNDLED_ID, CatalogRef, Manifest, PREVIOUS_WORD, check_id, is_date,
};
pub use records::{
    AffiliationRecord, AffiliationRecords, CharacterCard, Damage, Equipment, Model, ObjectiveCard,
    Ruleset, Stats, Weapon,
};
pub use resolved::{AffiliationRule, CardRules, ModelRules, Requirement};
pub use search::Relevance;
pub(crate) use search::SearchKey;
pub use text::problems as text_problems;

use super::bundled;
use super::equipment::{self, EquipmentRules};
use super::ids::{json_problem, shorten, shorten_quoted, strip_position};
use super::names::{self, ModelNames};
use super::numbers::Numbering;
use super::traits::{self, CrewTrait, Keywords, Lookup};
use std::collections::{BTreeSet, HashMap};

/// The file names a catalog folder holds.
pub const MODELS_FILE: &str = "models.json";
/// See [`MODELS_FILE`].
pub const EQUIPMENT_FILE: &str = "equipment.json";
/// See [`MODELS_FILE`].
pub const CARDS_FILE: &str = "objective-cards.json";
/// See [`MODELS_FILE`]; optional in a user folder (the bundled rulesets apply without it).
pub const RULESETS_FILE: &str = "rulesets.json";
/// See [`MODELS_FILE`]; optional in a user folder (the bundled rules apply without it).
pub const AFFILIATION_RULES_FILE: &str = "affiliation-rules.json";
/// See [`MODELS_FILE`]: the permanent numbers of ids in crew codes; optional in a user
/// folder (the bundled numbers apply without it).
pub const CODE_NUMBERS_FILE: &str = "code-numbers.json";
/// See [`MODELS_FILE`]: what the catalog is ([`Manifest`]); optional in a user folder
/// (the folder names it without it).
pub const MANIFEST_FILE: &str = "manifest.json";

/// The affiliation that lets a model join any crew.
pub const UNKNOWN_AFFILIATION: &str = "Unknown";
/// A file of a catalog.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DataFile {
    /// The profiles.
    Models,
    /// The equipment.
    Equipment,
    /// The objective cards.
    Cards,
    /// The rulesets.
    Rulesets,
    /// The affiliations' crew-building rules.
    AffiliationRules,
    /// The permanent numbers of ids in crew codes.
    CodeNumbers,
    /// What the catalog is.
    Manifest,
}

impl DataFile {
    /// Every file, in the order a catalog is read.
    pub const ALL: [DataFile; 7] = [
        DataFile::Models,
        DataFile::Equipment,
        DataFile::Cards,
        DataFile::Rulesets,
        DataFile::AffiliationRules,
        DataFile::CodeNumbers,
        DataFile::Manifest,
    ];

    /// Its name in a catalog folder.
    pub fn name(self) -> &'static str {
        match self {
            DataFile::Models => MODELS_FILE,
            DataFile::Equipment => EQUIPMENT_FILE,
            DataFile::Cards => CARDS_FILE,
            DataFile::Rulesets => RULESETS_FILE,
            DataFile::AffiliationRules => AFFILIATION_RULES_FILE,
            DataFile::CodeNumbers => CODE_NUMBERS_FILE,
            DataFile::Manifest => MANIFEST_FILE,
        }
    }

    /// Whether a catalog folder may leave it out: the bundled one applies instead (the
    /// manifest: the folder names the catalog).
    pub fn optional(self) -> bool {
        !matches!(
            self,
            DataFile::Models | DataFile::Equipment | DataFile::Cards
        )
    }
}

/// One value for each file of a catalog: its text, or what was read of it.
#[derive(Debug, Clone, Copy)]
pub struct Files<T> {
    /// `models.json`.
    pub models: T,
    /// `equipment.json`.
    pub equipment: T,
    /// `objective-cards.json`.
    pub cards: T,
    /// `rulesets.json`.
    pub rulesets: T,
    /// `affiliation-rules.json`.
    pub affiliation_rules: T,
    /// `code-numbers.json`.
    pub code_numbers: T,
    /// `manifest.json`.
    pub manifest: T,
}

impl<T> Files<T> {
    /// A value for each file, from `value`.
    pub fn from_fn(mut value: impl FnMut(DataFile) -> T) -> Files<T> {
        Files {
            models: value(DataFile::Models),
            equipment: value(DataFile::Equipment),
            cards: value(DataFile::Cards),
            rulesets: value(DataFile::Rulesets),
            affiliation_rules: value(DataFile::AffiliationRules),
            code_numbers: value(DataFile::CodeNumbers),
            manifest: value(DataFile::Manifest),
        }
    }

    /// The value of `file`.
    pub fn get(&self, file: DataFile) -> &T {
        match file {
            DataFile::Models => &self.models,
            DataFile::Equipment => &self.equipment,
            DataFile::Cards => &self.cards,
            DataFile::Rulesets => &self.rulesets,
            DataFile::AffiliationRules => &self.affiliation_rules,
            DataFile::CodeNumbers => &self.code_numbers,
            DataFile::Manifest => &self.manifest,
        }
    }
}

/// The text of the catalog files.
pub type Sources<'a> = Files<&'a str>;

impl Sources<'static> {
    /// The catalog compiled into the binary.
    pub const BUNDLED: Sources<'static> = Sources {
        models: bundled::MODELS,
        equipment: bundled::EQUIPMENT,
        cards: bundled::CARDS,
        rulesets: bundled::RULESETS,
        affiliation_rules: bundled::AFFILIATION_RULES,
        code_numbers: bundled::CODE_NUMBERS,
        manifest: bundled::MANIFEST,
    };
}

/// Everything wrong with a catalog that failed to load (`words::update` says it:
/// where it came from and how many problems it has, in the thread's language, then
/// each problem as the check writes it, for the catalog's author).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CatalogReport {
    /// Where the catalog came from ("the bundled catalog", a folder path).
    pub origin: String,
    /// One line per problem, each naming the file and the record.
    pub problems: Vec<String>,
}

impl std::error::Error for CatalogReport {}

/// Which Eternal (legacy) profiles a catalog search shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum EternalFilter {
    /// Current and Eternal profiles alike.
    #[default]
    Include,
    /// Current profiles only.
    Exclude,
    /// Eternal profiles only.
    Only,
}

/// What the catalog browser asks for.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ModelFilter {
    /// Words that must all appear in the alias, name or traits.
    pub text: String,
    /// Only models carrying one of these affiliations (or `Unknown`, which joins any
    /// crew); empty for every affiliation.
    pub affiliations: Vec<String>,
    /// Only models able to fill this rank.
    pub rank: Option<Rank>,
    /// Eternal profiles shown, hidden, or alone.
    pub eternal: EternalFilter,
}

/// A loaded and checked catalog.
#[derive(Debug, Clone)]
pub struct Catalog {
    models: Vec<Model>,
    equipment: Vec<Equipment>,
    cards: Vec<ObjectiveCard>,
    rulesets: Vec<Ruleset>,
    model_ids: HashMap<String, usize>,
    equipment_ids: HashMap<String, usize>,
    card_ids: HashMap<String, usize>,
    equipment_rules: Vec<EquipmentRules>,
    model_rules: Vec<ModelRules>,
    card_rules: Vec<CardRules>,
    affiliation_rules: Vec<AffiliationRule>,
    affiliations: Vec<String>,
    elite_types: Vec<String>,
    equipment_lists: Vec<String>,
    search_keys: Vec<SearchKey>,
    manifest: Manifest,
    code_numbers: Numbering,
}

/// A catalog file's text, or the problem that kept it from being read.
pub type FileText<'a> = Result<&'a str, String>;

/// Parses one catalog file, turning a JSON error into a problem line with its position.
fn parse<T: serde::de::DeserializeOwned>(
    file: &str,
    text: FileText<'_>,
    problems: &mut Vec<String>,
) -> Option<T> {
    let text = match text {
        Ok(text) => text,
        Err(problem) => {
            problems.push(problem);
            return None;
        }
    };
    let mut reader = serde_json::Deserializer::from_str(text);
    let value = serde_path_to_error::deserialize(&mut reader)
        .map_err(|error| where_wrong(file, text, &error))
        .and_then(|value| {
            // Nothing but white space may follow the value.
            reader
                .end()
                .map(|()| value)
                .map_err(|e| format!("{file}: {}", json_problem(text, &e)))
        });
    match value {
        Ok(value) => Some(value),
        Err(problem) => {
            problems.push(problem);
            None
        }
    }
}

/// Where a data file is wrong, as its maker finds it: the record (its position and
/// id) and the field, where the text is well-formed JSON of the wrong shape ("models:
/// record 180 ('bane-commander'), reputation: invalid type ..."); else the line and
/// column.
fn where_wrong(
    file: &str,
    text: &str,
    error: &serde_path_to_error::Error<serde_json::Error>,
) -> String {
    let inner = error.inner();
    let why = shorten_quoted(strip_position(&inner.to_string())).into_owned();
    let path = error.path();
    let mut segments = path.iter();
    let record = match segments.next() {
        Some(serde_path_to_error::Segment::Seq { index }) if inner.is_data() => *index,
        Some(serde_path_to_error::Segment::Map { key }) if inner.is_data() => {
            let rest: Vec<String> = segments.map(|s| s.to_string()).collect();
            return format!("{file}: '{}'{}: {why}", shorten(key), field_of(&rest));
        }
        _ => return format!("{file}: {}", json_problem(text, inner)),
    };
    // The id of the record, where it has one to read.
    let id = serde_json::from_str::<Vec<serde_json::Value>>(text)
        .ok()
        .and_then(|records| {
            records
                .get(record)
                .and_then(|r| r.get("id"))
                .and_then(|id| id.as_str().map(|id| format!(" ('{}')", shorten(id))))
        })
        .unwrap_or_default();
    let rest: Vec<String> = segments.map(|s| s.to_string()).collect();
    format!(
        "{file}: record {}{id}{}: {why}",
        record + 1,
        field_of(&rest)
    )
}

/// ", field reputation" for the path within a record; nothing for the record itself.
fn field_of(path: &[String]) -> String {
    if path.is_empty() {
        String::new()
    } else {
        format!(", field {}", path.join(".").replace(".[", "["))
    }
}

/// The catalog files read as records.
struct Records {
    models: Vec<Model>,
    equipment: Vec<Equipment>,
    cards: Vec<ObjectiveCard>,
    rulesets: Vec<Ruleset>,
    affiliation_records: AffiliationRecords,
    manifest: Manifest,
    code_numbers: Numbering,
}

impl Records {
    /// Parses every file, each problem into `problems`; none when one of them cannot
    /// be read.
    fn read(texts: Files<FileText<'_>>, problems: &mut Vec<String>) -> Option<Records> {
        let Files {
            models,
            equipment,
            cards,
            rulesets,
            affiliation_rules,
            code_numbers,
            manifest,
        } = texts;
        let models = parse(MODELS_FILE, models, problems);
        let equipment = parse(EQUIPMENT_FILE, equipment, problems);
        let cards = parse(CARDS_FILE, cards, problems);
        let rulesets = parse(RULESETS_FILE, rulesets, problems);
        let affiliation_records = parse(AFFILIATION_RULES_FILE, affiliation_rules, problems);
        let code_numbers = code_numbers_of(code_numbers, problems);
        let manifest = parse(MANIFEST_FILE, manifest, problems);
        Some(Records {
            models: models?,
            equipment: equipment?,
            cards: cards?,
            rulesets: rulesets?,
            affiliation_records: affiliation_records?,
            manifest: manifest?,
            code_numbers: code_numbers?,
        })
    }
}

/// The code numbers of a catalog: they must parse and keep every number the app gives,
/// so that a code never changes meaning.
fn code_numbers_of(text: FileText<'_>, problems: &mut Vec<String>) -> Option<Numbering> {
    let numbers = match text.and_then(|text| {
        Numbering::parse(text).map_err(|why| format!("{CODE_NUMBERS_FILE}: {why}"))
    }) {
        Ok(numbers) => numbers,
        Err(problem) => {
            problems.push(problem);
            return None;
        }
    };
    let app = match Numbering::bundled() {
        Ok(app) => app,
        Err(why) => {
            problems.push(format!("the app's own code numbers cannot be read: {why}"));
            return None;
        }
    };
    match numbers.extends(app) {
        Ok(()) => Some(numbers),
        Err(changes) => {
            problems.extend(changes.into_iter().map(|change| {
                format!("{CODE_NUMBERS_FILE}: {change}: a catalog must keep every number the app gives, or crew codes would change meaning")
            }));
            None
        }
    }
}

/// Indexes records by id, reporting each id that appears more than once.
fn index_ids<'a>(
    file: &str,
    ids: impl Iterator<Item = &'a str>,
    problems: &mut Vec<String>,
) -> HashMap<String, usize> {
    let mut index = HashMap::new();
    let mut reported = BTreeSet::new();
    for (position, id) in ids.enumerate() {
        if id.trim().is_empty() {
            problems.push(format!("{file}: record {} has an empty id", position + 1));
        } else if index.insert(id.to_owned(), position).is_some() && reported.insert(id) {
            problems.push(format!(
                "{file}: id '{}' appears more than once",
                shorten(id)
            ));
        }
    }
    index
}

impl Catalog {
    /// Loads the catalog compiled into the binary.
    pub fn bundled() -> Result<Catalog, CatalogReport> {
        Catalog::from_sources("the bundled catalog", Sources::BUNDLED)
    }

    /// Parses and checks a catalog; `origin` names it in the report.
    pub fn from_sources(origin: &str, sources: Sources<'_>) -> Result<Catalog, CatalogReport> {
        Catalog::from_files(origin, Files::from_fn(|file| Ok(*sources.get(file))))
    }

    /// Like [`Catalog::from_sources`], for files some of which could not be read: their
    /// problems join the report with those of the files that were read.
    pub fn from_files(origin: &str, texts: Files<FileText<'_>>) -> Result<Catalog, CatalogReport> {
        let mut problems = Vec::new();
        let report = |problems| CatalogReport {
            origin: origin.to_owned(),
            problems,
        };
        let Some(Records {
            models,
            equipment,
            cards,
            rulesets,
            affiliation_records,
            manifest,
            code_numbers,
        }) = Records::read(texts, &mut problems)
        else {
            return Err(report(problems));
        };

        let model_ids = index_ids(
            MODELS_FILE,
            models.iter().map(|m| m.id.as_str()),
            &mut problems,
        );
        let equipment_ids = index_ids(
            EQUIPMENT_FILE,
            equipment.iter().map(|e| e.id.as_str()),
            &mut problems,
        );
        let card_ids = index_ids(
            CARDS_FILE,
            cards.iter().map(|c| c.id.as_str()),
            &mut problems,
        );

        let affiliations: Vec<String> = models
            .iter()
            .flat_map(|m| m.affiliations.iter().cloned())
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        let known_affiliation =
            |a: &str| affiliations.binary_search_by(|k| k.as_str().cmp(a)).is_ok();
        checks::check_models(&models, &model_ids, &known_affiliation, &mut problems);

        let model_names: Vec<ModelNames> = models
            .iter()
            .map(|m| ModelNames::new(&m.alias, &m.name, &m.traits))
            .collect();
        let weapon_traits: Vec<Vec<String>> = models
            .iter()
            .map(|m| {
                m.weapons
                    .iter()
                    .flat_map(|w| w.traits.iter().map(|t| names::normalize(t)))
                    .collect()
            })
            .collect();
        let keywords: Vec<Keywords> = model_names
            .iter()
            .map(|names| Keywords::of(names.traits()))
            .collect();
        let (elite_types, elite_models) = elite_types(&models);
        let equipment_lists: Vec<String> = equipment
            .iter()
            .filter_map(|e| e.list.clone())
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        let normalized_lists: Vec<String> = equipment_lists
            .iter()
            .map(|l| names::normalize(l))
            .collect();
        let normalized_types: Vec<String> =
            elite_types.iter().map(|t| names::normalize(t)).collect();
        let model_affiliations: Vec<&[String]> =
            models.iter().map(|m| m.affiliations.as_slice()).collect();
        let lookup = Lookup {
            names: &model_names,
            keywords: &keywords,
            affiliations: &model_affiliations,
            elite_types: &normalized_types,
            elite_models: &elite_models,
            lists: &normalized_lists,
        };
        let model_rules = resolved::model_rules(&models, &model_ids, &lookup, &mut problems);

        let mut resolver = equipment::Resolver::new(&model_names, &weapon_traits);
        let equipment_rules = resolved::equipment_rules(
            &equipment,
            &known_affiliation,
            &mut resolver,
            &equipment_lists,
            &mut problems,
        );
        let largest_deck = rulesets
            .iter()
            .map(|r| r.objective_deck_size)
            .max()
            .unwrap_or(0);
        checks::check_cards(
            &cards,
            &model_ids,
            &known_affiliation,
            largest_deck,
            &mut problems,
        );
        let card_rules = resolved::card_rules(&cards, &model_ids, &model_names, &mut problems);
        checks::check_rulesets(&rulesets, &mut problems);
        let affiliation_rules = resolved::affiliation_rules(
            AFFILIATION_RULES_FILE,
            &affiliation_records,
            &known_affiliation,
            &model_names,
            &mut problems,
        );

        problems.extend(manifest.problems(MANIFEST_FILE, &model_ids));
        if !problems.is_empty() {
            return Err(report(problems));
        }
        let search_keys = models.iter().map(SearchKey::new).collect();
        Ok(Catalog {
            models,
            equipment,
            cards,
            rulesets,
            model_ids,
            equipment_ids,
            card_ids,
            equipment_rules,
            model_rules,
            card_rules,
            affiliation_rules,
            affiliations,
            elite_types,
            equipment_lists,
            search_keys,
            manifest,
            code_numbers,
        })
    }

    /// What this catalog is: its id, date, source, notes and renames.
    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    /// The catalog's id, as crews record it.
    pub fn id(&self) -> &str {
        &self.manifest.id
    }

    /// The permanent numbers crew codes give this catalog's ids.
    pub fn code_numbers(&self) -> &Numbering {
        &self.code_numbers
    }

    /// Every model, in catalog order.
    pub fn models(&self) -> &[Model] {
        &self.models
    }

    /// The model at a position returned by [`Catalog::model_index`] or a search.
    pub fn model_at(&self, index: usize) -> &Model {
        &self.models[index]
    }

    /// Where the model with this id is.
    pub fn model_index(&self, id: &str) -> Option<usize> {
        self.model_ids.get(id).copied()
    }

    /// The model with this id.
    pub fn model(&self, id: &str) -> Option<&Model> {
        self.model_index(id).map(|i| &self.models[i])
    }

    /// Every equipment item.
    pub fn equipment(&self) -> &[Equipment] {
        &self.equipment
    }

    /// Where the item with this id is.
    pub fn equipment_index(&self, id: &str) -> Option<usize> {
        self.equipment_ids.get(id).copied()
    }

    /// The item with this id.
    pub fn equipment_item(&self, id: &str) -> Option<&Equipment> {
        self.equipment_index(id).map(|i| &self.equipment[i])
    }

    /// The resolved carrier and crew conditions of the item at `index`.
    pub fn equipment_rules(&self, index: usize) -> &EquipmentRules {
        &self.equipment_rules[index]
    }

    /// Whether the model at `model` filling `rank` may carry the item at `item`
    /// (who may carry it, and the traits and weapons it asks for or forbids).
    pub fn can_carry(&self, item: usize, model: usize, rank: Rank) -> bool {
        self.equipment_rules[item].allows(model, rank)
    }

    /// The affiliations of the model at `index` as it fills `rank`: a Contractor
    /// filling the Leader rank has its card's affiliation only.
    pub fn affiliations_as(&self, index: usize, rank: Rank) -> &[String] {
        if rank == Rank::Leader {
            for t in &self.model_rules[index].traits {
                if let CrewTrait::Contractor(affiliation) = &t.rule {
                    return std::slice::from_ref(affiliation);
                }
            }
        }
        &self.models[index].affiliations
    }

    /// The crew-building traits, keywords and dependencies of the model at `index`.
    pub fn model_rules(&self, index: usize) -> &ModelRules {
        &self.model_rules[index]
    }

    /// The resolved models and traits of the card at `index`.
    pub fn card_rules(&self, index: usize) -> &CardRules {
        &self.card_rules[index]
    }

    /// Where the card with this id is.
    pub fn card_index(&self, id: &str) -> Option<usize> {
        self.card_ids.get(id).copied()
    }

    /// The published crew-building rules of `affiliation`, if it has any.
    pub fn affiliation_rule(&self, affiliation: &str) -> Option<&AffiliationRule> {
        self.affiliation_rules
            .iter()
            .find(|r| r.affiliation == affiliation)
    }

    /// Every affiliation's published rules.
    pub fn affiliation_rules(&self) -> &[AffiliationRule] {
        &self.affiliation_rules
    }

    /// The Elite types printed on cards, as [`traits::EliteType`] numbers them.
    pub fn elite_types(&self) -> &[String] {
        &self.elite_types
    }

    /// The named equipment lists ("Iceberg Lounge"), as equipment rules number them.
    pub fn equipment_lists(&self) -> &[String] {
        &self.equipment_lists
    }

    /// Every objective card.
    pub fn cards(&self) -> &[ObjectiveCard] {
        &self.cards
    }

    /// The card with this id.
    pub fn card(&self, id: &str) -> Option<&ObjectiveCard> {
        self.card_index(id).map(|i| &self.cards[i])
    }

    /// Every ruleset.
    pub fn rulesets(&self) -> &[Ruleset] {
        &self.rulesets
    }

    /// The ruleset with this id.
    pub fn ruleset(&self, id: &str) -> Option<&Ruleset> {
        self.rulesets.iter().find(|r| r.id == id)
    }

    /// The ruleset new crews start with.
    pub fn default_ruleset(&self) -> &Ruleset {
        // The load check guarantees exactly one default.
        self.rulesets
            .iter()
            .find(|r| r.default)
            .unwrap_or(&self.rulesets[0])
    }

    /// Every affiliation some model carries, sorted.
    pub fn affiliations(&self) -> &[String] {
        &self.affiliations
    }

    /// Positions of the models the filter lets through, the best matches first
    /// ([`Relevance`]), then by alias in natural order ("Biker 2" before "Biker 10").
    pub fn search(&self, filter: &ModelFilter) -> Vec<usize> {
        self.ranked_search(filter)
            .into_iter()
            .map(|(index, _)| index)
            .collect()
    }

    /// [`Catalog::search`] with how well each model matched.
    pub fn ranked_search(&self, filter: &ModelFilter) -> Vec<(usize, Relevance)> {
        let query = names::normalize(&filter.text);
        let words: Vec<&str> = query.split(' ').filter(|w| !w.is_empty()).collect();
        let mut hits: Vec<(usize, Relevance)> = self
            .models
            .iter()
            .zip(&self.search_keys)
            .enumerate()
            .filter(|(_, (model, _))| {
                let eternal_ok = match filter.eternal {
                    EternalFilter::Include => true,
                    EternalFilter::Exclude => !model.eternal,
                    EternalFilter::Only => model.eternal,
                };
                eternal_ok
                    && filter.rank.is_none_or(|rank| model.ranks.contains(&rank))
                    && (filter.affiliations.is_empty()
                        || model.has_affiliation(UNKNOWN_AFFILIATION)
                        || filter.affiliations.iter().any(|a| model.has_affiliation(a)))
            })
            .filter_map(|(index, (_, key))| Some((index, key.relevance(&query, &words)?)))
            .collect();
        let keys = &self.search_keys;
        hits.sort_by(|&(a, ra), &(b, rb)| {
            ra.cmp(&rb)
                .then_with(|| names::natural_cmp(&keys[a].alias, &keys[b].alias))
                .then(a.cmp(&b))
        });
        hits
    }
}

/// The Elite types printed on cards (in the form first printed) and those that some
/// Elite (Type) model carries (their positions), compared without case or punctuation.
fn elite_types(models: &[Model]) -> (Vec<String>, Vec<usize>) {
    let mut types: Vec<String> = Vec::new();
    let mut with_models = Vec::new();
    for printed in models.iter().flat_map(|m| &m.traits) {
        let Some((wanted, boss)) = traits::elite_type(printed) else {
            continue;
        };
        let position = match types.iter().position(|t| names::normalize(t) == wanted) {
            Some(position) => position,
            None => {
                let shown = printed.rfind('(').map_or(printed.as_str(), |open| {
                    printed[open + 1..].trim_end_matches(')')
                });
                types.push(shown.to_owned());
                types.len() - 1
            }
        };
        if !boss && !with_models.contains(&position) {
            with_models.push(position);
        }
    }
    (types, with_models)
}
