//! A saved crew across a catalog change: read under the newer catalog (renamed
//! profiles followed, missing ones kept), what changed for its members, and what that
//! does to its verdict, Rep and $.

use super::diff::{Changes, How, Kind};
use super::reasons::Reports;
use crate::bmg::catalog::Catalog;
use crate::bmg::crew::{Crew, Member};
use crate::bmg::validate::{Report, validate};
use crate::bmg::violation::Code;

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

/// What changed for one member, in a player's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberChange {
    /// Its position in the crew.
    pub index: usize,
    /// Its alias, as the older catalog (or the crew file) names it.
    pub name: String,
    /// Each change: "Rep 60 → 65", "Grapple Gun: $20 → $25", "removed from the catalog".
    pub said: Vec<String>,
}

impl MemberChange {
    /// One line: "Emperor Penguin (Unchained): Rep 60 → 65".
    pub fn line(&self) -> String {
        format!("{}: {}", self.name, self.said.join(", "))
    }
}

/// What `changes` changed for one member (as saved, under the older catalog's ids):
/// its profile and its items, in a player's words.
pub(super) fn member_said(member: &Member, changes: &Changes) -> Vec<String> {
    let mut said = Vec::new();
    if let Some(change) = changes.of(Kind::Model, &member.model) {
        match &change.how {
            How::Removed => said.push("removed from the catalog".to_owned()),
            _ => said.extend(change.said()),
        }
    }
    for item in &member.equipment {
        if let Some(change) = changes.of(Kind::Equipment, item) {
            said.push(format!("{}: {}", change.name, change.said().join(", ")));
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
) -> (Vec<MemberChange>, Vec<String>) {
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
            deck.push(change.line());
        }
    }
    (members, deck)
}

/// What changed for a crew since the catalog it was saved with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Since {
    /// The id of the catalog it was saved with.
    pub saved_with: String,
    /// The id of the catalog it is read with now.
    pub now: String,
    /// What changed for its members, as saved.
    pub members: Vec<MemberChange>,
    /// What changed for the cards of its deck.
    pub deck: Vec<String>,
    /// What that does to its verdict, Rep and $, and why; none where they stay the
    /// same.
    pub impact: Option<Impact>,
}

impl Since {
    /// What changed for `crew` (as saved, before renames were followed) from
    /// `saved_with` to `now`.
    pub fn of(crew: &Crew, saved_with: &Catalog, now: &Catalog) -> Since {
        let changes = super::diff(saved_with, now);
        let impact = impact(crew, saved_with, now, &changes);
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

    /// What changed for its members and deck cards, one line each.
    pub fn changes(&self) -> Vec<String> {
        let mut lines: Vec<String> = self.members.iter().map(MemberChange::line).collect();
        lines.extend(self.deck.iter().map(|d| format!("deck: {d}")));
        lines
    }

    /// Every change, then what they do to the crew and why, one line each. Empty only
    /// where nothing changed for the crew.
    pub fn lines(&self) -> Vec<String> {
        // The impact holds the same members' and deck's changes, told after its outcome.
        self.impact
            .as_ref()
            .map_or_else(|| self.changes(), Impact::lines)
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
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Impact {
    /// Under the older catalog.
    pub before: Totals,
    /// Under the newer one.
    pub after: Totals,
    /// What changed for its members.
    pub members: Vec<MemberChange>,
    /// The deck's cards that changed, each on a line.
    pub deck: Vec<String>,
    /// Why the verdict, Rep or $ changed, in a player's words: the profile, card or
    /// rule that changed and what it touches, then each rule broken or kept anew.
    pub reasons: Vec<String>,
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

    /// What happens to the crew as a whole: "the crew is now 355 of 350 Rep", "now
    /// legal", "now breaks 2 rules".
    pub fn outcome(&self) -> Vec<String> {
        let (b, a) = (self.before, self.after);
        let mut said = Vec::new();
        if b.reputation != a.reputation || b.reputation_limit != a.reputation_limit {
            said.push(format!(
                "the crew is now {} of {} Rep (was {})",
                a.reputation, a.reputation_limit, b.reputation
            ));
        }
        if b.funding != a.funding || b.funding_available != a.funding_available {
            said.push(format!(
                "${} of ${} (was ${} of ${})",
                a.funding, a.funding_available, b.funding, b.funding_available
            ));
        }
        match (b.problems, a.problems) {
            (0, 0) => {}
            (_, 0) => said.push("now legal".to_owned()),
            (0, n) => said.push(format!("now breaks {}", rules(n))),
            (was, n) if was != n => said.push(format!("now breaks {} (was {was})", rules(n))),
            _ => {}
        }
        said
    }

    /// The outcome and its reasons, then every change, one line each.
    pub fn lines(&self) -> Vec<String> {
        let mut lines = self.outcome();
        lines.extend(self.reasons.iter().map(|r| format!("because: {r}")));
        // A change already said as a reason is not said twice.
        lines.extend(
            self.members
                .iter()
                .map(MemberChange::line)
                .filter(|c| !self.reasons.contains(c)),
        );
        lines.extend(self.deck.iter().map(|d| format!("deck: {d}")));
        lines
    }
}

fn rules(n: usize) -> String {
    if n == 1 {
        "1 rule".to_owned()
    } else {
        format!("{n} rules")
    }
}

/// What moving from `old` to `new` (with `changes` between them) does to `crew`, saved
/// under `old`: none where its verdict, Rep and $ and the rules it breaks stay the
/// same.
pub fn impact(crew: &Crew, old: &Catalog, new: &Catalog, changes: &Changes) -> Option<Impact> {
    let before_report = validate(crew, old);
    let mut read = crew.clone();
    follow_renames(&mut read, new);
    let after_report = validate(&read, new);
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
