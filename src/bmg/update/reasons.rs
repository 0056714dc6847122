//! Why a catalog change changed a crew's verdict, Rep or $: the affiliation rule that
//! changed and what it now allows or forbids in this crew, the member whose cost
//! changed and the profile, item or card that made it, and each rule the crew breaks or
//! keeps anew. `words::update` says each reason.

use super::crews::Said;
use super::diff::{Changes, Field, How, Kind};
use super::phrase::{Phrase, Quantity, Shown};
use crate::bmg::catalog::Catalog;
use crate::bmg::crew::Crew;
use crate::bmg::rank::Rank;
use crate::bmg::validate::{Badge, Note, Report};
use crate::bmg::violation::{Code, Violation};
use std::collections::BTreeSet;

/// Why a crew's verdict, Rep or $ changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// The affiliation no longer has rank limits; these ranks, in these numbers, are
    /// allowed now.
    RankLimitsGone {
        /// The affiliation.
        affiliation: String,
        /// Each rank whose limit the crew passed, and how many the crew has.
        allowed: Vec<(Rank, u32)>,
    },
    /// The affiliation has the standard rank limits again.
    RankLimitsBack {
        /// The affiliation.
        affiliation: String,
    },
    /// The affiliation is now a closed crew, or no longer one.
    Closed {
        /// The affiliation.
        affiliation: String,
        /// Closed now, else open now.
        closed: bool,
        /// The members that now may not join (closed) or may join (open).
        moved: Vec<String>,
    },
    /// Another rule of the affiliation changed.
    Rule {
        /// The affiliation.
        affiliation: String,
        /// What changed.
        said: Vec<Phrase>,
    },
    /// A member whose cost, or own profile or items, changed.
    Member {
        /// Its alias, as the newer catalog prints it.
        alias: String,
        /// What changed for it.
        parts: Vec<Part>,
    },
    /// A rule broken now and not before.
    NowBroken(Violation),
    /// A rule broken before and no longer.
    NoLongerBroken(Violation),
}

/// One thing that changed a member's cost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Part {
    /// A change of its own, or of its cost ("Rep 60 → 65").
    Said(Said),
    /// A card of the crew that now applies to it, as the check notes it.
    Applies(Note),
    /// A card of the crew that no longer applies to it: its badge.
    NoLongerApplies(Badge),
}

/// A crew checked under the older catalog (as saved) and the newer one (renamed
/// profiles followed).
pub(super) struct Reports<'a> {
    /// The crew as saved, under the older catalog's ids.
    pub saved: &'a Crew,
    /// The crew read under the newer catalog's ids.
    pub read: &'a Crew,
    /// The newer catalog.
    pub new: &'a Catalog,
    /// Its check under the older catalog.
    pub before: &'a Report,
    /// Its check under the newer catalog.
    pub after: &'a Report,
}

/// The rules broken that an affiliation rule speaks for, by the rules file's name.
fn codes_of(rule: &str) -> &'static [Code] {
    match rule {
        "onlyAffiliationMembers" | "onlyKeywordTrait" => &[Code::AffiliationClosed],
        "ignoreStandardRankRequirements" => &[
            Code::RankLeader,
            Code::RankSidekick,
            Code::RankFreeAgent,
            Code::RankVehicle,
        ],
        "onlyBossAffiliationOrNoAffiliation" => &[Code::AffiliationPlayed],
        "onlyBossAffiliationObjectives" => &[Code::DeckAffiliation],
        "mustHaveLeaderAsBoss" => &[Code::AffiliationBoss],
        "allowSameNameDifferentAlias" => &[Code::DuplicateIdentity],
        "rivalsExclusion" => &[Code::Rival],
        _ => &[],
    }
}

/// The rank a rank-limit rule is about.
fn rank_of(code: Code) -> Option<Rank> {
    match code {
        Code::RankLeader => Some(Rank::Leader),
        Code::RankSidekick => Some(Rank::Sidekick),
        Code::RankFreeAgent => Some(Rank::FreeAgent),
        Code::RankVehicle => Some(Rank::Vehicle),
        _ => None,
    }
}

/// Whether two broken rules are the same one (its rule and members; the words may
/// change with a name).
fn same(a: &Violation, b: &Violation) -> bool {
    a.code == b.code && a.members == b.members
}

impl Reports<'_> {
    /// Every reason, causes first, then each rule broken anew or no longer broken that
    /// no cause already speaks for.
    pub fn reasons(&self, changes: &Changes) -> Vec<Reason> {
        let mut reasons = Vec::new();
        let mut spoken: BTreeSet<Code> = BTreeSet::new();
        for affiliation in self.played() {
            if let Some(change) = changes.of(Kind::Affiliation, affiliation)
                && let How::Changed(fields) = &change.how
            {
                // A rule is a reason where a rule it speaks for is broken or kept anew
                // in this crew; one that touches nothing here is the change list's.
                for field in fields {
                    let codes = codes_of(field.name);
                    if self
                        .fresh()
                        .chain(self.cleared())
                        .any(|v| codes.contains(&v.code))
                    {
                        reasons.push(self.affiliation(affiliation, field));
                        spoken.extend(codes);
                    }
                }
            }
        }
        let mut costed = BTreeSet::new();
        for index in 0..self.read.members.len() {
            if let Some(reason) = self.cost(index, changes) {
                reasons.push(reason);
                costed.insert(index);
            }
        }
        // A member named by a rule broken or kept anew: its own change is the cause.
        let involved: BTreeSet<usize> = self
            .fresh()
            .chain(self.cleared())
            .flat_map(|v| v.members.iter().copied())
            .filter(|i| !costed.contains(i))
            .collect();
        for index in involved {
            if let Some(line) = self.profile_change(index, changes) {
                reasons.push(line);
            }
        }
        for v in self.fresh().filter(|v| !spoken.contains(&v.code)) {
            reasons.push(Reason::NowBroken(v.clone()));
        }
        for v in self.cleared().filter(|v| !spoken.contains(&v.code)) {
            reasons.push(Reason::NoLongerBroken(v.clone()));
        }
        reasons
    }

    /// The affiliations the crew plays, before and after.
    fn played(&self) -> BTreeSet<&str> {
        [self.before, self.after]
            .into_iter()
            .filter_map(|r| r.affiliation.as_ref())
            .map(|p| p.affiliation.as_str())
            .collect()
    }

    /// The rules broken under the newer catalog and not before.
    fn fresh(&self) -> impl Iterator<Item = &Violation> {
        self.after
            .violations
            .iter()
            .filter(|v| !self.before.violations.iter().any(|b| same(b, v)))
    }

    /// The rules broken before and no longer.
    fn cleared(&self) -> impl Iterator<Item = &Violation> {
        self.before
            .violations
            .iter()
            .filter(|v| !self.after.violations.iter().any(|a| same(a, v)))
    }

    /// A member's alias, as the newer catalog prints it.
    fn alias(&self, index: usize) -> String {
        self.new
            .model(&self.read.members[index].model)
            .map_or_else(|| self.read.saved_name(index), |m| m.alias.clone())
    }

    /// The names of the members of the rules `codes` breaks in `violations`.
    fn members_of<'v>(
        &self,
        violations: impl Iterator<Item = &'v Violation>,
        codes: &[Code],
    ) -> Vec<String> {
        let indexes: BTreeSet<usize> = violations
            .filter(|v| codes.contains(&v.code))
            .flat_map(|v| v.members.iter().copied())
            .collect();
        indexes.into_iter().map(|i| self.alias(i)).collect()
    }

    /// An affiliation rule that changed, and what it now allows or forbids here:
    /// "Doom Patrol no longer has rank limits: 4 Sidekicks are allowed".
    fn affiliation(&self, affiliation: &str, field: &Field) -> Reason {
        let now = field.new.as_bool();
        let affiliation = affiliation.to_owned();
        match (field.name, now) {
            ("ignoreStandardRankRequirements", Some(true)) => Reason::RankLimitsGone {
                allowed: self
                    .cleared()
                    .filter_map(|v| rank_of(v.code))
                    .collect::<BTreeSet<Rank>>()
                    .into_iter()
                    .map(|rank| (rank, self.after.rank(rank).count))
                    .collect(),
                affiliation,
            },
            ("ignoreStandardRankRequirements", _) => Reason::RankLimitsBack { affiliation },
            ("onlyAffiliationMembers", Some(closed)) => Reason::Closed {
                moved: if closed {
                    self.members_of(self.fresh(), &[Code::AffiliationClosed])
                } else {
                    self.members_of(self.cleared(), &[Code::AffiliationClosed])
                },
                affiliation,
                closed,
            },
            _ => Reason::Rule {
                affiliation,
                said: field.said.clone(),
            },
        }
    }

    /// Why a member's Rep or $ changed, where it did: its profile or items, or a card
    /// of the crew that now applies to it or no longer does. "Loose Lips: $200 → $0,
    /// Lieutenant now applies (costs no $ with The Penguin (Crime Lord Rising) in the
    /// crew ...)".
    fn cost(&self, index: usize, changes: &Changes) -> Option<Reason> {
        let (b, a) = (
            self.before.members.get(index)?,
            self.after.members.get(index)?,
        );
        if (b.reputation, b.funding) == (a.reputation, a.funding) {
            return None;
        }
        let mut parts = Vec::new();
        let cost = |what, old, new| {
            Part::Said(Said::Profile(Phrase::FromTo {
                what,
                old: Shown::Number(old),
                new: Shown::Number(new),
            }))
        };
        if b.reputation != a.reputation {
            parts.push(cost(Quantity::Reputation, b.reputation, a.reputation));
        }
        if b.funding != a.funding {
            parts.push(cost(Quantity::Funding, b.funding, a.funding));
        }
        let badges = |notes: &[Note]| -> Vec<Badge> { notes.iter().map(Note::badge).collect() };
        let (was, is) = (badges(&b.notes), badges(&a.notes));
        for note in a.notes.iter().filter(|n| !was.contains(&n.badge())) {
            parts.push(Part::Applies(note.clone()));
        }
        for badge in was.iter().filter(|badge| !is.contains(badge)) {
            parts.push(Part::NoLongerApplies(*badge));
        }
        // Its own profile or items, where they changed, say the rest; a change that
        // repeats the cost is said once.
        for own in self.own_changes(index, changes) {
            let own = Part::Said(own);
            if !parts.contains(&own) {
                parts.push(own);
            }
        }
        Some(Reason::Member {
            alias: self.alias(index),
            parts,
        })
    }

    /// What changed in a member's own profile or items, as its change line says it,
    /// but its alias: a new printed name changes no rule (the change list tells it).
    fn own_changes(&self, index: usize, changes: &Changes) -> Vec<Said> {
        let renamed = |said: &Said| {
            matches!(
                said,
                Said::Profile(Phrase::FromTo {
                    what: Quantity::Alias,
                    ..
                })
            )
        };
        self.saved
            .members
            .get(index)
            .map(|member| super::crews::member_said(member, changes))
            .unwrap_or_default()
            .into_iter()
            .filter(|said| !renamed(said))
            .collect()
    }

    /// A member's own changes, by its name: "Batman (Bushi): now Eternal".
    fn profile_change(&self, index: usize, changes: &Changes) -> Option<Reason> {
        let parts: Vec<Part> = self
            .own_changes(index, changes)
            .into_iter()
            .map(Part::Said)
            .collect();
        (!parts.is_empty()).then(|| Reason::Member {
            alias: self.alias(index),
            parts,
        })
    }
}
