//! A saved crew across a catalog change: read under the newer catalog (renamed
//! profiles followed, missing ones kept), what changed for its members, and what that
//! does to its verdict, Rep and $.

use super::diff::{Change, Changes, How, Kind};
use super::phrase::Phrase;
use super::reasons::{Reason, Reports};
use crate::bmg::catalog::Catalog;
use crate::bmg::crew::{Crew, Member};
use crate::bmg::validate::{Report, Scope, validate_in};
use crate::bmg::violation::Code;
use std::sync::Arc;

/// A member read under a new id, because the catalog renamed its profile.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Renamed {
    /// Its position in the crew.
    pub index: usize,
    /// The id the crew file holds.
    pub from: String,
    /// The id it is read under.
    pub to: String,
}

/// Reads every member whose profile `catalog` renamed under its new id (the file keeps
/// the old one until the crew is saved); returns what was renamed. A member the
/// catalog lacks under any id stays as it is, to be listed as missing.
pub fn follow_renames(crew: &mut Crew, catalog: &Catalog) -> Vec<Renamed> {
    let manifest = catalog.manifest();
    if manifest.renamed.is_empty() {
        return Vec::new();
    }
    let mut renamed = Vec::new();
    for (index, member) in crew.members.iter_mut().enumerate() {
        if catalog.model(&member.model).is_some() {
            continue;
        }
        if let Some(to) = manifest.rename(&member.model, |id| catalog.model(id).is_some()) {
            renamed.push(Renamed {
                index,
                from: std::mem::replace(&mut member.model, to.to_owned()),
                to: to.to_owned(),
            });
        }
    }
    renamed
}

/// [`follow_renames`] on a crew that screens share: copied only where a member is not
/// under its id in `catalog`, so that a crew no rename touches stays shared.
pub fn follow_renames_shared(crew: &mut Arc<Crew>, catalog: &Catalog) {
    if crew
        .members
        .iter()
        .any(|m| catalog.model(&m.model).is_none())
    {
        follow_renames(Arc::make_mut(crew), catalog);
    }
}

/// One thing that changed for a member.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// Its profile changed so: "Rep 60 → 65".
    Profile(Phrase),
    /// Its profile left the catalog.
    Gone,
    /// One of its items changed: "Grapple Gun: $20 → $25".
    Item {
        /// The item's name.
        name: String,
        /// What changed in it.
        said: Vec<Phrase>,
    },
}

/// What changed for one member.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberChange {
    /// Its position in the crew.
    pub index: usize,
    /// Its alias, as the older catalog (or the crew file) names it.
    pub name: String,
    /// Each change.
    pub said: Vec<Said>,
}

/// What `changes` changed for one member (as saved, under the older catalog's ids):
/// its profile and its items.
pub(super) fn member_said(member: &Member, changes: &Changes) -> Vec<Said> {
    let mut said = Vec::new();
    if let Some(change) = changes.of(Kind::Model, &member.model) {
        match &change.how {
            How::Removed => said.push(Said::Gone),
            _ => said.extend(change.said().into_iter().map(Said::Profile)),
        }
    }
    for item in &member.equipment {
        if let Some(change) = changes.of(Kind::Equipment, item) {
            let told = change.said();
            // An item that only echoes a rename changed nothing for this member.
            if !told.is_empty() {
                said.push(Said::Item {
                    name: change.name.clone(),
                    said: told,
                });
            }
        }
    }
    said
}

/// What `changes` changed for the members of `crew` (as saved, under `old`'s ids) and
/// for the cards of its deck.
pub fn member_changes(
    crew: &Crew,
    old: &Catalog,
    changes: &Changes,
) -> (Vec<MemberChange>, Vec<Change>) {
    let mut members = Vec::new();
    for (index, member) in crew.members.iter().enumerate() {
        let name = old
            .model(&member.model)
            .map_or_else(|| crew.saved_name(index), |m| m.alias.clone());
        let said = member_said(member, changes);
        if !said.is_empty() {
            members.push(MemberChange { index, name, said });
        }
    }
    let mut deck = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    for card in &crew.objective_deck {
        if seen.contains(&card.as_str()) {
            continue;
        }
        seen.push(card);
        if let Some(change) = changes.of(Kind::Card, card) {
            deck.push(change.clone());
        }
    }
    (members, deck)
}

/// What changed for a crew since the catalog it was saved with.
#[derive(Debug, Clone, PartialEq)]
pub struct Since {
    /// The id of the catalog it was saved with.
    pub saved_with: String,
    /// The id of the catalog it is read with now.
    pub now: String,
    /// What changed for its members, as saved.
    pub members: Vec<MemberChange>,
    /// The cards of its deck that changed.
    pub deck: Vec<Change>,
    /// What that does to its verdict, Rep and $, and why; none where they stay the
    /// same.
    pub impact: Option<Impact>,
}

impl Since {
    /// What changed for `crew` (as saved, before renames were followed) from
    /// `saved_with` to `now`, its verdict judged in `scope` (the crew rules alone for a
    /// crew checked without its deck).
    pub fn of(crew: &Crew, saved_with: &Catalog, now: &Catalog, scope: Scope) -> Since {
        let changes = super::diff(saved_with, now);
        let impact = impact(crew, saved_with, now, &changes, scope);
        // An impact has worked out the members' and deck's changes already.
        let (members, deck) = match &impact {
            Some(impact) => (impact.members.clone(), impact.deck.clone()),
            None => member_changes(crew, saved_with, &changes),
        };
        Since {
            saved_with: saved_with.id().to_owned(),
            now: now.id().to_owned(),
            members,
            deck,
            impact,
        }
    }
}

/// A crew's totals and verdict under one catalog.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Totals {
    /// Broken rules.
    pub problems: usize,
    /// Rep spent.
    pub reputation: u32,
    /// The Rep limit.
    pub reputation_limit: u32,
    /// $ spent.
    pub funding: u32,
    /// $ available.
    pub funding_available: u32,
}

impl Totals {
    fn of(report: &Report) -> Totals {
        Totals {
            problems: report.violations.len(),
            reputation: report.reputation_used,
            reputation_limit: report.reputation_limit,
            funding: report.funding_used,
            funding_available: report.funding_available,
        }
    }
}

/// What a catalog change does to a crew whose verdict, Rep or $ it changes.
#[derive(Debug, Clone, PartialEq)]
pub struct Impact {
    /// Under the older catalog.
    pub before: Totals,
    /// Under the newer one.
    pub after: Totals,
    /// What changed for its members.
    pub members: Vec<MemberChange>,
    /// The deck's cards that changed.
    pub deck: Vec<Change>,
    /// Why the verdict, Rep or $ changed: the profile, card or rule that changed and
    /// what it touches, then each rule broken or kept anew.
    pub reasons: Vec<Reason>,
}

impl Impact {
    /// Whether the crew is legal: before and after, where that changed.
    pub fn valid(&self) -> Option<[bool; 2]> {
        let [b, a] = [self.before.problems == 0, self.after.problems == 0];
        (b != a).then_some([b, a])
    }

    /// Rep spent before and after, where it changed.
    pub fn reputation(&self) -> Option<[u32; 2]> {
        let [b, a] = [self.before.reputation, self.after.reputation];
        (b != a).then_some([b, a])
    }

    /// $ spent before and after, where it changed.
    pub fn funding(&self) -> Option<[u32; 2]> {
        let [b, a] = [self.before.funding, self.after.funding];
        (b != a).then_some([b, a])
    }
}

/// What moving from `old` to `new` (with `changes` between them) does to `crew`, saved
/// under `old`, judged in `scope`: none where its verdict, Rep and $ and the rules it
/// breaks stay the same.
pub fn impact(
    crew: &Crew,
    old: &Catalog,
    new: &Catalog,
    changes: &Changes,
    scope: Scope,
) -> Option<Impact> {
    let before_report = validate_in(crew, old, scope);
    let mut read = crew.clone();
    follow_renames(&mut read, new);
    let after_report = validate_in(&read, new, scope);
    let (before, after) = (Totals::of(&before_report), Totals::of(&after_report));
    let broken = |r: &Report| -> Vec<(Code, Vec<usize>)> {
        r.violations
            .iter()
            .map(|v| (v.code, v.members.clone()))
            .collect()
    };
    if before == after && broken(&before_report) == broken(&after_report) {
        return None;
    }
    let (members, deck) = member_changes(crew, old, changes);
    let reports = Reports {
        saved: crew,
        read: &read,
        new,
        before: &before_report,
        after: &after_report,
    };
    Some(Impact {
        before,
        after,
        members,
        deck,
        reasons: reports.reasons(changes),
    })
}
