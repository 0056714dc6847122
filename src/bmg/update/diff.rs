//! What changed between two catalogs: the profiles, equipment and cards added,
//! removed, renamed (as the newer catalog's manifest declares) or changed, each change
//! field by field, with the data files' field names and a player's words.

use super::phrase::{Item, List, Phrase, Quantity, Shown, Stat, WeaponPart};
use crate::bmg::catalog::{Catalog, CharacterCard, Equipment, Model, ObjectiveCard, Stats, Weapon};
use crate::bmg::traits;
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeSet;

/// What a change is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// A character profile.
    Model,
    /// An equipment item.
    Equipment,
    /// An objective card.
    Card,
    /// An affiliation's crew-building rules.
    Affiliation,
}

/// One field that changed: its name in the data files, its two values, and what it
/// means to a player, as phrases `words::update` says.
#[derive(Debug, Clone, PartialEq)]
pub struct Field {
    /// The data files' top-level field name ("reputation").
    pub name: &'static str,
    /// Its value in the older catalog.
    pub old: Value,
    /// Its value in the newer one.
    pub new: Value,
    /// What changed, for a player: "Rep 60 → 65", "loses Tough".
    pub said: Vec<Phrase>,
    /// Whether it changed only because a profile it names was renamed, and names the
    /// same profiles still: the change list folds it with the renames.
    pub echo: bool,
}

/// How an entry changed.
#[derive(Debug, Clone, PartialEq)]
pub enum How {
    /// New in the newer catalog.
    Added,
    /// Gone from the newer catalog.
    Removed,
    /// Given a new id (the newer catalog's manifest says so).
    Renamed {
        /// The id it has now.
        to: String,
        /// What changed besides, the old profile compared with the one it became.
        fields: Vec<Field>,
    },
    /// Still there, with these fields changed.
    Changed(Vec<Field>),
}

/// One entry of the change list.
#[derive(Debug, Clone, PartialEq)]
pub struct Change {
    /// What it is.
    pub kind: Kind,
    /// Its id (the old id of a renamed profile).
    pub id: String,
    /// Its name for a player: a profile's alias, an item's or card's name.
    pub name: String,
    /// What happened to it.
    pub how: How,
}

impl Change {
    /// What changed, one phrase each: "Rep 60 → 65", "removed". A field that only
    /// echoes a rename says nothing.
    pub fn said(&self) -> Vec<Phrase> {
        let told = |fields: &[Field]| -> Vec<Phrase> {
            fields
                .iter()
                .filter(|f| !f.echo)
                .flat_map(|f| f.said.clone())
                .collect()
        };
        match &self.how {
            How::Added => vec![Phrase::New],
            How::Removed => vec![Phrase::Removed],
            How::Renamed { to, fields } => std::iter::once(Phrase::NewId(to.clone()))
                .chain(told(fields))
                .collect(),
            How::Changed(fields) => told(fields),
        }
    }

    /// The change without the fields that only echo a rename.
    pub fn without_echoes(&self) -> Change {
        let mut change = self.clone();
        if let How::Changed(fields) | How::Renamed { fields, .. } = &mut change.how {
            fields.retain(|f| !f.echo);
        }
        change
    }
}

/// A trait a newer catalog prints that this version's rules engine has never seen: the
/// app shows it on the profile, and checks nothing for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unchecked {
    /// The trait as printed.
    pub printed: String,
    /// The ids of the profiles carrying it.
    pub models: Vec<String>,
}

/// Everything that changed from one catalog to another.
#[derive(Debug, Clone, PartialEq)]
pub struct Changes {
    /// The older catalog's id.
    pub from: String,
    /// The newer catalog's id.
    pub to: String,
    /// The changes: profiles, then equipment, then cards, each by id.
    pub changes: Vec<Change>,
    /// Traits of the newer catalog this version does not check.
    pub unchecked: Vec<Unchecked>,
}

impl Changes {
    /// The change of the entry of `kind` with this id (a renamed profile by its old id).
    pub fn of(&self, kind: Kind, id: &str) -> Option<&Change> {
        self.changes
            .binary_search_by(|c| (c.kind, c.id.as_str()).cmp(&(kind, id)))
            .ok()
            .map(|at| &self.changes[at])
    }

    /// How many changes of each kind of entry: added, removed, renamed, changed.
    pub fn counts(&self, kind: Kind) -> [usize; 4] {
        let mut counts = [0; 4];
        for c in self.changes.iter().filter(|c| c.kind == kind) {
            counts[match c.how {
                How::Added => 0,
                How::Removed => 1,
                How::Renamed { .. } => 2,
                How::Changed(_) => 3,
            }] += 1;
        }
        counts
    }
}

/// What changed from `old` to `new`.
pub fn diff(old: &Catalog, new: &Catalog) -> Changes {
    let mut changes = Vec::new();
    let names = Names { old, new };
    let renamed = &new.manifest().renamed;
    let mut renamed_to = BTreeSet::new();
    for m in old.models() {
        match new.model(&m.id) {
            Some(now) => push_changed(
                &mut changes,
                Kind::Model,
                &m.id,
                &now.alias,
                model(m, now, &names),
            ),
            None => {
                let to = renamed
                    .contains_key(&m.id)
                    .then(|| new.manifest().rename(&m.id, |id| new.model(id).is_some()))
                    .flatten();
                match to.and_then(|to| new.model(to)) {
                    // One entry per profile: what changed besides the id is the old
                    // profile compared with the one it became (which may be a profile the
                    // older catalog had too, with its own entry).
                    Some(now) => {
                        renamed_to.insert(now.id.clone());
                        changes.push(Change {
                            kind: Kind::Model,
                            id: m.id.clone(),
                            name: m.alias.clone(),
                            how: How::Renamed {
                                to: now.id.clone(),
                                fields: model(m, now, &names),
                            },
                        });
                    }
                    None => changes.push(gone(Kind::Model, &m.id, &m.alias)),
                }
            }
        }
    }
    for m in new.models() {
        if old.model(&m.id).is_none() && !renamed_to.contains(&m.id) {
            changes.push(added(Kind::Model, &m.id, &m.alias));
        }
    }
    for e in old.equipment() {
        match new.equipment_item(&e.id) {
            Some(now) => push_changed(
                &mut changes,
                Kind::Equipment,
                &e.id,
                &now.name,
                item(e, now),
            ),
            None => changes.push(gone(Kind::Equipment, &e.id, &e.name)),
        }
    }
    for e in new.equipment() {
        if old.equipment_item(&e.id).is_none() {
            changes.push(added(Kind::Equipment, &e.id, &e.name));
        }
    }
    for c in old.cards() {
        match new.card(&c.id) {
            Some(now) => push_changed(
                &mut changes,
                Kind::Card,
                &c.id,
                &now.name,
                card(c, now, &names),
            ),
            None => changes.push(gone(Kind::Card, &c.id, &c.name)),
        }
    }
    for c in new.cards() {
        if old.card(&c.id).is_none() {
            changes.push(added(Kind::Card, &c.id, &c.name));
        }
    }
    changes.extend(super::affiliations::diff(old, new));
    super::echo::Echoes::new(old, new).mark(&mut changes);
    changes.sort_by(|a, b| (a.kind, &a.id).cmp(&(b.kind, &b.id)));
    Changes {
        from: old.id().to_owned(),
        to: new.id().to_owned(),
        changes,
        unchecked: unchecked(new),
    }
}

/// The two catalogs, to name the profiles a change names by id.
struct Names<'a> {
    old: &'a Catalog,
    new: &'a Catalog,
}

impl Names<'_> {
    /// Profile ids of the older catalog as the newer one names them: renamed ones
    /// under their new id.
    fn followed(&self, ids: &[String]) -> Vec<String> {
        ids.iter()
            .map(|id| {
                let known = |id: &str| self.new.model(id).is_some();
                match self.new.manifest().rename(id, known) {
                    Some(to) if !known(id) => to.to_owned(),
                    _ => id.clone(),
                }
            })
            .collect()
    }

    /// The alias of the profile `id`, as the newer catalog prints it (else the older).
    fn alias(&self, id: &str) -> String {
        self.new
            .model(id)
            .or_else(|| self.old.model(id))
            .map_or_else(|| id.to_owned(), |m| m.alias.clone())
    }
}

pub(super) fn added(kind: Kind, id: &str, name: &str) -> Change {
    Change {
        kind,
        id: id.to_owned(),
        name: name.to_owned(),
        how: How::Added,
    }
}

pub(super) fn gone(kind: Kind, id: &str, name: &str) -> Change {
    Change {
        kind,
        id: id.to_owned(),
        name: name.to_owned(),
        how: How::Removed,
    }
}

/// Adds a "changed" entry where any field changed.
pub(super) fn push_changed(
    changes: &mut Vec<Change>,
    kind: Kind,
    id: &str,
    name: &str,
    fields: Vec<Field>,
) {
    if !fields.is_empty() {
        changes.push(Change {
            kind,
            id: id.to_owned(),
            name: name.to_owned(),
            how: How::Changed(fields),
        });
    }
}

/// The traits of `catalog` this version's engine has never seen, with their carriers.
fn unchecked(catalog: &Catalog) -> Vec<Unchecked> {
    let mut found: Vec<Unchecked> = Vec::new();
    for m in catalog.models() {
        for t in m.traits.iter().filter(|t| !traits::engine_knows(t)) {
            match found.iter_mut().find(|u| u.printed == *t) {
                Some(u) => u.models.push(m.id.clone()),
                None => found.push(Unchecked {
                    printed: t.clone(),
                    models: vec![m.id.clone()],
                }),
            }
        }
    }
    found.sort_by(|a, b| a.printed.cmp(&b.printed));
    found
}

/// The fields of two records compared one by one.
#[derive(Default)]
pub(super) struct Fields(pub(super) Vec<Field>);

impl Fields {
    /// Compares one field; `said` words a change.
    pub(super) fn field<T: PartialEq + Serialize + ?Sized>(
        &mut self,
        name: &'static str,
        old: &T,
        new: &T,
        said: impl FnOnce(&T, &T) -> Vec<Phrase>,
    ) {
        if old != new {
            self.0.push(Field {
                name,
                // Plain data always serialises.
                old: serde_json::to_value(old).unwrap_or(Value::Null),
                new: serde_json::to_value(new).unwrap_or(Value::Null),
                said: said(old, new),
                echo: false,
            });
        }
    }
}

impl Fields {
    /// Compares a list field, told by what it gained and lost: "now also Doom
    /// Patrol", "no longer GCPD".
    fn list<T: PartialEq + Serialize>(
        &mut self,
        name: &'static str,
        old: &Vec<T>,
        new: &Vec<T>,
        list: List,
    ) where
        for<'t> &'t T: Into<Item>,
    {
        self.field(name, old, new, |o, n| {
            gained_lost(
                o,
                n,
                |x| Phrase::Listed {
                    list,
                    item: x.into(),
                    gained: true,
                },
                |x| Phrase::Listed {
                    list,
                    item: x.into(),
                    gained: false,
                },
            )
        });
    }
}

/// "was → is".
pub(super) fn from_to(what: Quantity, old: Shown, new: Shown) -> Vec<Phrase> {
    vec![Phrase::FromTo { what, old, new }]
}

/// A number that changed: "Rep 60 → 65".
fn number(what: Quantity, old: u32, new: u32) -> Vec<Phrase> {
    from_to(what, Shown::Number(old), Shown::Number(new))
}

/// A name that changed.
fn text(what: Quantity, old: &str, new: &str) -> Vec<Phrase> {
    from_to(
        what,
        Shown::Text(old.to_owned()),
        Shown::Text(new.to_owned()),
    )
}

/// A name that may be missing.
fn maybe(value: &Option<String>) -> Shown {
    value.clone().map_or(Shown::Nothing, Shown::Text)
}

/// What a list gained and lost, each as a phrase.
fn gained_lost<T: PartialEq>(
    old: &[T],
    new: &[T],
    gained: impl Fn(&T) -> Phrase,
    lost: impl Fn(&T) -> Phrase,
) -> Vec<Phrase> {
    let mut said: Vec<Phrase> = new
        .iter()
        .filter(|x| !old.contains(x))
        .map(gained)
        .collect();
    said.extend(old.iter().filter(|x| !new.contains(x)).map(lost));
    if said.is_empty() {
        // The same entries in another order.
        said.push(Phrase::Reordered);
    }
    said
}

/// A trait gained, marked when this version does not check it.
fn gains(t: &str) -> Phrase {
    Phrase::GainsTrait {
        name: t.to_owned(),
        checked: traits::engine_knows(t),
    }
}

fn model(old: &Model, new: &Model, names: &Names<'_>) -> Vec<Field> {
    let mut f = Fields::default();
    f.field("alias", &old.alias, &new.alias, |o, n| {
        text(Quantity::Alias, o, n)
    });
    f.field("name", &old.name, &new.name, |o, n| {
        text(Quantity::TrueName, o, n)
    });
    f.field("base", &old.base, &new.base, |o, n| {
        from_to(Quantity::Base, maybe(o), maybe(n))
    });
    f.field("reputation", &old.reputation, &new.reputation, |o, n| {
        number(Quantity::Reputation, *o, *n)
    });
    f.field("funding", &old.funding, &new.funding, |o, n| {
        number(Quantity::Funding, *o, *n)
    });
    f.list("ranks", &old.ranks, &new.ranks, List::Ranks);
    f.list(
        "affiliations",
        &old.affiliations,
        &new.affiliations,
        List::Affiliations,
    );
    f.list("rivals", &old.rivals, &new.rivals, List::Rivals);
    f.field("stats", &old.stats, &new.stats, stats);
    f.field("traits", &old.traits, &new.traits, |o, n| {
        gained_lost(o, n, |t| gains(t), |t| Phrase::LosesTrait(t.clone()))
    });
    f.field("weapons", &old.weapons, &new.weapons, |o, n| weapons(o, n));
    f.field("eternal", &old.eternal, &new.eternal, |_, n| {
        vec![Phrase::Eternal(*n)]
    });
    // Lists of profile ids that only follow a rename name the same profiles.
    if names.followed(&old.requires_one_of) != new.requires_one_of {
        f.list(
            "requires_one_of",
            &old.requires_one_of,
            &new.requires_one_of,
            List::RequiresOneOf,
        );
    }
    if names.followed(&old.cannot_join_with) != new.cannot_join_with {
        f.list(
            "cannot_join_with",
            &old.cannot_join_with,
            &new.cannot_join_with,
            List::CannotJoinWith,
        );
    }
    f.0
}

fn stats(old: &Stats, new: &Stats) -> Vec<Phrase> {
    let pairs = [
        (Stat::Willpower, old.willpower, new.willpower),
        (Stat::Endurance, old.endurance, new.endurance),
        (Stat::Movement, old.movement, new.movement),
        (Stat::Attack, old.attack, new.attack),
        (Stat::Defense, old.defense, new.defense),
        (Stat::Strength, old.strength, new.strength),
    ];
    pairs
        .into_iter()
        .filter(|(_, o, n)| o != n)
        .map(|(stat, old, new)| Phrase::Stat { stat, old, new })
        .collect()
}

fn weapons(old: &[Weapon], new: &[Weapon]) -> Vec<Phrase> {
    let mut said = Vec::new();
    for w in new {
        match old.iter().find(|o| o.name == w.name) {
            None => said.push(Phrase::NewWeapon(w.name.clone())),
            Some(o) if o != w => {
                let mut parts = Vec::new();
                if o.damage != w.damage {
                    parts.push(WeaponPart::Damage {
                        old: (o.damage.injury, o.damage.stun),
                        new: (w.damage.injury, w.damage.stun),
                    });
                }
                if o.rate_of_fire != w.rate_of_fire {
                    parts.push(WeaponPart::RateOfFire);
                }
                if o.ammo != w.ammo {
                    parts.push(WeaponPart::Ammunition);
                }
                if o.traits != w.traits {
                    parts.push(WeaponPart::Traits);
                }
                said.push(Phrase::Weapon {
                    name: w.name.clone(),
                    parts,
                });
            }
            Some(_) => {}
        }
    }
    for o in old.iter().filter(|o| !new.iter().any(|w| w.name == o.name)) {
        said.push(Phrase::LosesWeapon(o.name.clone()));
    }
    if said.is_empty() {
        said.push(Phrase::WeaponsReordered);
    }
    said
}

fn item(old: &Equipment, new: &Equipment) -> Vec<Field> {
    let mut f = Fields::default();
    f.field("affiliation", &old.affiliation, &new.affiliation, |o, n| {
        text(Quantity::Affiliation, o, n)
    });
    f.field("name", &old.name, &new.name, |o, n| {
        text(Quantity::Name, o, n)
    });
    f.field("funding", &old.funding, &new.funding, |o, n| {
        number(Quantity::Funding, *o, *n)
    });
    f.field("reputation", &old.reputation, &new.reputation, |o, n| {
        number(Quantity::Reputation, *o, *n)
    });
    f.field(
        "max_per_crew",
        &old.max_per_crew,
        &new.max_per_crew,
        |o, n| number(Quantity::MostPerCrew, *o, *n),
    );
    for (name, o, n, what) in [
        (
            "requires_in_crew",
            &old.requires_in_crew,
            &new.requires_in_crew,
            Quantity::NeedsInCrew,
        ),
        (
            "for_models",
            &old.for_models,
            &new.for_models,
            Quantity::CarriedBy,
        ),
        (
            "carrier_needs_trait",
            &old.carrier_needs_trait,
            &new.carrier_needs_trait,
            Quantity::CarrierNeeds,
        ),
        (
            "forbidden_for_trait",
            &old.forbidden_for_trait,
            &new.forbidden_for_trait,
            Quantity::ForbiddenWith,
        ),
        (
            "carrier_needs_weapon_trait",
            &old.carrier_needs_weapon_trait,
            &new.carrier_needs_weapon_trait,
            Quantity::CarrierWeaponNeeds,
        ),
    ] {
        f.field(name, o, n, |o, n| listed(what, o, n));
    }
    f.field("list", &old.list, &new.list, |o, n| {
        from_to(Quantity::List, maybe(o), maybe(n))
    });
    f.0
}

/// A list of names that changed: "carried by X → Y" (an empty list reads "any").
fn listed(what: Quantity, old: &[String], new: &[String]) -> Vec<Phrase> {
    from_to(what, Shown::Names(old.to_vec()), Shown::Names(new.to_vec()))
}

fn card(old: &ObjectiveCard, new: &ObjectiveCard, names: &Names<'_>) -> Vec<Field> {
    let mut f = Fields::default();
    f.field("name", &old.name, &new.name, |o, n| {
        text(Quantity::Name, o, n)
    });
    f.field(
        "victory_points",
        &old.victory_points,
        &new.victory_points,
        |o, n| number(Quantity::VictoryPoints, *o, *n),
    );
    f.field("copies", &old.copies, &new.copies, |o, n| {
        number(Quantity::Copies, *o, *n)
    });
    f.field("general", &old.general, &new.general, |_, n| {
        vec![Phrase::General(*n)]
    });
    f.list(
        "affiliations",
        &old.affiliations,
        &new.affiliations,
        List::Affiliations,
    );
    // A character card whose profiles only follow a rename is the same card.
    let followed = old.character_card.as_ref().map(|c| CharacterCard {
        models: names.followed(&c.models),
        ranks: c.ranks.clone(),
    });
    if followed != new.character_card {
        f.field(
            "character_card",
            &old.character_card,
            &new.character_card,
            |o, n| character_card(o.as_ref(), n.as_ref(), names),
        );
    }
    f.field(
        "required_ranks",
        &old.required_ranks,
        &new.required_ranks,
        |_, n| vec![Phrase::NeedsRanks(n.clone())],
    );
    f.field(
        "required_trait",
        &old.required_trait,
        &new.required_trait,
        |o, n| listed(Quantity::CardNeeds, o, n),
    );
    f.field(
        "prevented_by_trait",
        &old.prevented_by_trait,
        &new.prevented_by_trait,
        |o, n| listed(Quantity::PreventedBy, o, n),
    );
    f.0
}

/// A character card's change: the profiles it is played with, and the ranks they fill.
fn character_card(
    old: Option<&CharacterCard>,
    new: Option<&CharacterCard>,
    names: &Names<'_>,
) -> Vec<Phrase> {
    let (Some(old), Some(new)) = (old, new) else {
        return vec![Phrase::CharacterCard(new.is_some())];
    };
    let mut said = Vec::new();
    // Profiles renamed since are the same profiles.
    let was = names.followed(&old.models);
    let gained: Vec<String> = new
        .models
        .iter()
        .filter(|id| !was.contains(id))
        .map(|id| names.alias(id))
        .collect();
    let lost: Vec<String> = was
        .iter()
        .filter(|id| !new.models.contains(id))
        .map(|id| names.alias(id))
        .collect();
    if !gained.is_empty() {
        said.push(Phrase::CardProfiles {
            aliases: gained,
            gained: true,
        });
    }
    if !lost.is_empty() {
        said.push(Phrase::CardProfiles {
            aliases: lost,
            gained: false,
        });
    }
    if old.ranks != new.ranks {
        said.push(Phrase::CardRanks(new.ranks.clone()));
    }
    if said.is_empty() {
        said.push(Phrase::CardProfilesReordered);
    }
    said
}
