//! Who may join: the general affiliation rule, the affiliation played and its rules,
//! the conditions on each model's own card, the exceptions other cards grant, rivals,
//! required and averted models, and Eternal profiles.

use super::{Assumed, Checker, Joined, Member, Note, aliases};
use crate::bmg::traits::{CrewTrait, Keyword};
use crate::bmg::violation::{Broken, Code, broken};

/// How a member that the affiliation rules refuse joins after all: the card trait
/// that lets it in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exception {
    /// A Cop Henchman under an Absolute Power Boss.
    AbsolutePower,
    /// A Vocational model in a crew of Cops.
    Vocational,
    /// William Cobb, let in by Batman Lives.
    BatmanLives,
    /// Through a model its Affinity names.
    Affinity,
    /// One of three Henchmen under a Possessed Boss.
    Possessed,
    /// One of three Cop Henchmen, let in by a Corrupt model.
    Corrupt,
    /// One of three Criminal Henchmen, let in by Criminal Bonds.
    CriminalBonds,
}

impl Exception {
    /// The exceptions that let in only so many models, with their number.
    const CAPPED: [(Exception, usize); 3] = [
        (Exception::Possessed, 3),
        (Exception::Corrupt, 3),
        (Exception::CriminalBonds, 3),
    ];
}

/// Why the affiliation rules refuse a member: kept light, and worded only when it is
/// reported (a check of another affiliation may stop before).
#[derive(Debug, Clone, Copy)]
enum Refusal<'a> {
    /// The Boss's Court of Owls Crew: its printed name and the affiliation it asks.
    CrewOnly { printed: &'a str, only: &'a str },
    /// A closed affiliation played.
    Closed(&'a str),
    /// The affiliation played admits only models with this trait.
    Keyword(&'a str, &'a str),
    /// The affiliation played asks members to carry it (or be Unknown).
    Played(&'a str),
    /// The Boss leads one Cult's cultists; the member is the other's.
    Cult(Keyword, Keyword),
    /// No affiliation shared with the Boss.
    General,
}

impl Refusal<'_> {
    /// Its code and what it says, for `m` under `boss`.
    fn said(self, boss: &Member<'_>, m: &Member<'_>) -> (Code, Broken) {
        let alias = m.model.alias.clone();
        let affiliations = m.affiliations.to_vec();
        let (code, said) = match self {
            Refusal::CrewOnly { printed, only } => (
                Code::TraitJoins,
                broken::Joining::CrewOnly {
                    boss: boss.model.alias.clone(),
                    card: printed.to_owned(),
                    only: only.to_owned(),
                    alias,
                    affiliations,
                },
            ),
            Refusal::Closed(played) => (
                Code::AffiliationClosed,
                broken::Joining::Closed {
                    played: played.to_owned(),
                    alias,
                    affiliations,
                },
            ),
            Refusal::Keyword(played, keyword) => (
                Code::AffiliationClosed,
                broken::Joining::Keyword {
                    played: played.to_owned(),
                    keyword: keyword.to_owned(),
                    alias,
                },
            ),
            Refusal::Played(played) => (
                Code::AffiliationPlayed,
                broken::Joining::Played {
                    played: played.to_owned(),
                    alias,
                    affiliations,
                },
            ),
            Refusal::Cult(leads, refuses) => (
                Code::AffiliationCult,
                broken::Joining::Cult {
                    boss: boss.model.alias.clone(),
                    leads,
                    refuses,
                    alias,
                },
            ),
            Refusal::General => (
                Code::Affiliation,
                broken::Joining::NoShared {
                    alias,
                    affiliations,
                    boss: boss.model.alias.clone(),
                    boss_affiliations: boss.affiliations.to_vec(),
                },
            ),
        };
        (code, said.into())
    }
}

fn is_cop(m: &Member<'_>) -> bool {
    m.rules.keywords.has(Keyword::Cop)
}

/// Whether the Boss carries one of `m`'s own affiliations (`Unknown` aside), as
/// Incorruptible asks.
fn serves(boss: &Member<'_>, m: &Member<'_>) -> bool {
    m.model
        .affiliations
        .iter()
        .filter(|a| a.as_str() != crate::bmg::catalog::UNKNOWN_AFFILIATION)
        .any(|a| boss.carries(a))
}

impl<'a> Checker<'_, 'a> {
    /// Every member but the Boss passes the affiliation rules, or joins by an
    /// exception a card grants: first those with no limit, then Affinity (through a
    /// model that joined without one), then those that let in so many models, in crew
    /// order.
    pub(super) fn joining(&mut self, boss: &Member<'a>) {
        let view = self.view;
        let mut refused: Vec<(Member<'a>, Refusal<'a>)> = Vec::new();
        // Members in by the rules or by the Boss's side: the ones an Affinity may name.
        let mut in_without_affinity: Vec<usize> = vec![boss.catalog_index];
        for m in view.members.iter().filter(|m| m.index != boss.index) {
            if self.spent() {
                return;
            }
            // A Kobra Swarm comes with a Void Priest, whatever its affiliation; one
            // without a priest is reported with the models cards bring.
            if m.has(|r| matches!(r, CrewTrait::KobraSwarm)) {
                continue;
            }
            let Some(refusal) = self.affiliation_refusal(boss, m) else {
                in_without_affinity.push(m.catalog_index);
                continue;
            };
            if m.has(|r| matches!(r, CrewTrait::Incorruptible)) {
                // Its own card allows no exception; a Boss of another affiliation is
                // reported with the card (see `own_conditions`).
                if serves(boss, m) {
                    let (code, said) = refusal.said(boss, m);
                    self.push(code, said, vec![m.index, boss.index]);
                }
                continue;
            }
            match self.uncapped_exception(boss, m) {
                Some(joined) => {
                    let exception = joined.exception();
                    self.note(m.index, Note::Joined(joined));
                    if exception == Exception::Vocational {
                        self.assumed[m.index] = Some(Assumed::Played);
                    }
                    in_without_affinity.push(m.catalog_index);
                }
                None => refused.push((*m, refusal)),
            }
        }
        in_without_affinity.sort_unstable();
        let mut waiting: Vec<(Member<'a>, Refusal<'a>)> = Vec::new();
        for (m, refusal) in refused {
            if let Some(joined) = affinity(&m, view, &in_without_affinity) {
                self.note(m.index, Note::Joined(joined));
                self.members[m.index].joined_through_affinity = true;
            } else {
                waiting.push((m, refusal));
            }
        }
        self.capped(boss, waiting);
    }

    /// The exceptions that let in three models each (Possessed, Corrupt, Criminal
    /// Bonds): each waiting member takes a place of one it qualifies for, matched so that
    /// as many join as can, whatever the crew's order; the others are refused.
    fn capped(&mut self, boss: &Member<'a>, waiting: Vec<(Member<'a>, Refusal<'a>)>) {
        let capped = Exception::CAPPED;
        // For each waiting member, the exceptions (positions in `capped`) it qualifies
        // for, with who grants each.
        let options: Vec<Vec<(usize, &'a str, usize)>> = waiting
            .iter()
            .map(|(m, _)| {
                capped
                    .iter()
                    .enumerate()
                    .filter_map(|(k, &(exception, _))| {
                        self.capped_exception(exception, boss, m)
                            .map(|(by, carrier)| (k, by, carrier))
                    })
                    .collect()
            })
            .collect();
        let wanted: Vec<Vec<usize>> = options
            .iter()
            .map(|o| o.iter().map(|&(k, _, _)| k).collect())
            .collect();
        let caps: Vec<usize> = capped.iter().map(|&(_, cap)| cap).collect();
        let placed = match_places(&wanted, &caps);
        let mut taken: Vec<Vec<usize>> = vec![Vec::new(); capped.len()];
        for (n, (m, _)) in waiting.iter().enumerate() {
            let Some(k) = placed[n] else { continue };
            taken[k].push(m.index);
            let (exception, cap) = capped[k];
            let by = options[n].iter().find(|o| o.0 == k).map_or("", |o| o.1);
            let possessed = exception == Exception::Possessed;
            if possessed {
                self.assumed[m.index] = Some(Assumed::Boss(boss.affiliations));
            }
            let joined = Joined::Capped {
                by: by.to_owned(),
                exception,
                place: taken[k].len(),
                cap,
                counts_as: possessed.then(|| boss.affiliations.to_vec()),
            };
            self.note(m.index, Note::Joined(joined));
        }
        for (n, (m, refusal)) in waiting.iter().enumerate() {
            if placed[n].is_some() {
                continue;
            }
            if self.spent() {
                return;
            }
            match options[n].first() {
                Some(&(k, by, carrier)) => {
                    let (exception, cap) = capped[k];
                    let holders = taken[k]
                        .iter()
                        .filter_map(|&i| self.view.members.iter().find(|o| o.index == i))
                        .map(|o| o.model.alias.clone())
                        .collect();
                    let said = broken::Joining::Taken {
                        alias: m.model.alias.clone(),
                        by: by.to_owned(),
                        exception,
                        cap,
                        holders,
                    };
                    let mut members = vec![m.index, carrier];
                    members.extend(&taken[k]);
                    self.push(Code::TraitJoins, said, members);
                }
                None => {
                    let (code, said) = refusal.said(boss, m);
                    self.push(code, said, vec![m.index]);
                }
            }
        }
    }

    /// Why the affiliation rules refuse `m`, before any card's exception: the Boss's
    /// Court of Owls Crew card, a closed or keyword crew, the affiliation played, the
    /// other Cult, or no affiliation shared with the Boss.
    fn affiliation_refusal(&self, boss: &Member<'a>, m: &Member<'_>) -> Option<Refusal<'a>> {
        // Court of Owls Crew speaks for the crew its carrier leads; a card beats the
        // affiliation rules it repeats, so its refusal names the card.
        for t in boss.rules.find(|r| matches!(r, CrewTrait::CrewOnly(_))) {
            if let CrewTrait::CrewOnly(only) = &t.rule
                && !m.carries(only)
            {
                return Some(Refusal::CrewOnly {
                    printed: &t.printed,
                    only,
                });
            }
        }
        if let Some(rule) = self.rule {
            let played = rule.affiliation.as_str();
            if rule.closed && !m.carries(played) {
                return Some(Refusal::Closed(played));
            }
            if let Some((keyword, models)) = &rule.keyword
                && models.binary_search(&m.catalog_index).is_err()
            {
                return Some(Refusal::Keyword(played, keyword));
            }
            if rule.only_played && !m.carries(played) && !m.is_unknown() {
                return Some(Refusal::Played(played));
            }
        }
        let brought = m.has(|r| matches!(r, CrewTrait::KobraSwarm));
        for (leads, refuses) in [
            (Keyword::BlackfireCultist, Keyword::KobraCultist),
            (Keyword::KobraCultist, Keyword::BlackfireCultist),
        ] {
            if boss.rules.keywords.has(leads)
                && m.rules.keywords.has(refuses)
                && !m.is_unknown()
                && !brought
            {
                return Some(Refusal::Cult(leads, refuses));
            }
        }
        let shares = m.is_unknown() || m.affiliations.iter().any(|a| boss.carries(a));
        (!shares).then_some(Refusal::General)
    }

    /// An exception with no limit that lets `m` in: Absolute Power, Vocational,
    /// Batman Lives.
    fn uncapped_exception(&self, boss: &Member<'_>, m: &Member<'_>) -> Option<Joined> {
        let view = self.view;
        let henchman = m.rank == crate::bmg::catalog::Rank::Henchman;
        if henchman
            && is_cop(m)
            && let Some(t) = boss
                .rules
                .find(|r| matches!(r, CrewTrait::AbsolutePower))
                .next()
        {
            return Some(Joined::AbsolutePower {
                boss: boss.model.alias.clone(),
                card: t.printed.clone(),
            });
        }
        if m.has(|r| matches!(r, CrewTrait::Vocational)) && view.members.iter().all(is_cop) {
            return Some(Joined::Vocational {
                played: self.played.map(str::to_owned),
            });
        }
        for carrier in view.members.iter().filter(|c| c.index != m.index) {
            for t in carrier
                .rules
                .find(|r| matches!(r, CrewTrait::BatmanLives { .. }))
            {
                if let CrewTrait::BatmanLives { cobb, .. } = &t.rule
                    && cobb.binary_search(&m.catalog_index).is_ok()
                {
                    return Some(Joined::BatmanLives {
                        by: carrier.model.alias.clone(),
                        card: t.printed.clone(),
                    });
                }
            }
        }
        None
    }

    /// Who lets `m` in by an exception with a limit, if it qualifies: the carrier's
    /// alias and crew position.
    fn capped_exception(
        &self,
        exception: Exception,
        boss: &Member<'a>,
        m: &Member<'_>,
    ) -> Option<(&'a str, usize)> {
        if m.rank != crate::bmg::catalog::Rank::Henchman {
            return None;
        }
        let view = self.view;
        let by = |c: &Member<'a>| (c.model.alias.as_str(), c.index);
        let carrier = |wanted: fn(&CrewTrait) -> bool| {
            view.members
                .iter()
                .find(|c| c.index != m.index && c.has(wanted))
                .map(by)
        };
        match exception {
            Exception::Possessed => (boss.has(|r| matches!(r, CrewTrait::Possessed))
                && !m.rules.keywords.has(Keyword::Bot)
                && !m.rules.keywords.has(Keyword::Cybernetic))
            .then(|| by(boss)),
            Exception::Corrupt if is_cop(m) => carrier(|r| matches!(r, CrewTrait::Corrupt)),
            Exception::CriminalBonds if m.rules.keywords.has(Keyword::Criminal) => {
                view.members.iter().find_map(|c| {
                    let t = c
                        .rules
                        .find(|r| matches!(r, CrewTrait::CriminalBonds(_)))
                        .next()?;
                    match &t.rule {
                        CrewTrait::CriminalBonds(affiliation)
                            if c.index != m.index && m.model.has_affiliation(affiliation) =>
                        {
                            Some(by(c))
                        }
                        _ => None,
                    }
                })
            }
            _ => None,
        }
    }

    /// The conditions on each member's own card, and on the Boss's card for the others:
    /// models it needs in the crew, crews it never joins, the Boss it serves, and
    /// models no one recruits.
    pub(super) fn own_conditions(&mut self, boss: Option<&Member<'_>>) {
        let view = self.view;
        let catalog = view.catalog;
        for m in &view.members {
            for t in &m.rules.traits {
                let (alias, card) = (m.model.alias.clone(), t.printed.clone());
                let refusal = match &t.rule {
                    CrewTrait::NeedsInCrew(models) if !view.holds_any(models, Some(m.index)) => {
                        Some(broken::Joining::OnlyWith {
                            alias,
                            card: Some(card),
                            needed: aliases(catalog, models),
                        })
                    }
                    CrewTrait::BarredFrom(affiliation) if self.played == Some(affiliation) => {
                        Some(broken::Joining::BarredFrom {
                            alias,
                            card,
                            affiliation: affiliation.clone(),
                        })
                    }
                    CrewTrait::BossMustBe(models) => boss.and_then(|b| {
                        let served = models.binary_search(&b.catalog_index).is_ok()
                            && b.rank == crate::bmg::catalog::Rank::Leader;
                        // A Teen Titans team: every other member is a Teen Titan (the
                        // founder itself carries no such keyword).
                        let founder = m.has(|r| matches!(r, CrewTrait::TeenTitansFounder))
                            && view
                                .members
                                .iter()
                                .filter(|o| o.index != m.index)
                                .all(|o| o.rules.keywords.has(Keyword::TeenTitans));
                        (!served && !founder).then(|| broken::Joining::BossMustBe {
                            alias,
                            card,
                            bosses: aliases(catalog, models),
                        })
                    }),
                    CrewTrait::Mercenary {
                        affiliation,
                        name,
                        needs,
                    } if self.played == Some(affiliation)
                        && !view.holds_any(needs, Some(m.index)) =>
                    {
                        Some(broken::Joining::Mercenary {
                            alias,
                            card,
                            affiliation: affiliation.clone(),
                            name: name.clone(),
                        })
                    }
                    CrewTrait::Incorruptible => boss.filter(|b| b.index != m.index).and_then(|b| {
                        (!serves(b, m)).then(|| broken::Joining::Incorruptible {
                            alias,
                            card,
                            own: m.model.affiliations.clone(),
                            boss: b.model.alias.clone(),
                            boss_affiliations: b.affiliations.to_vec(),
                        })
                    }),
                    CrewTrait::Unrecruitable => {
                        Some(broken::Joining::Unrecruitable { alias, card })
                    }
                    _ => None,
                };
                if let Some(said) = refusal {
                    let mut members = vec![m.index];
                    if matches!(t.rule, CrewTrait::Incorruptible | CrewTrait::BossMustBe(_))
                        && let Some(b) = boss
                        && b.index != m.index
                    {
                        members.push(b.index);
                    }
                    self.push(Code::TraitJoins, said, members);
                }
            }
        }
        if let Some(boss) = boss {
            self.boss_recruits(boss);
        }
        self.batman_lives();
    }

    /// Amazon Lineage: as Boss, its crew recruits Amazons only.
    fn boss_recruits(&mut self, boss: &Member<'_>) {
        let Some(t) = boss
            .rules
            .find(|r| matches!(r, CrewTrait::AmazonLineage))
            .next()
        else {
            return;
        };
        for m in &self.view.members {
            if m.index != boss.index && !m.rules.keywords.has(Keyword::Amazon) {
                let said = broken::Joining::AmazonsOnly {
                    boss: boss.model.alias.clone(),
                    card: t.printed.clone(),
                    alias: m.model.alias.clone(),
                };
                self.push(Code::TraitJoins, said, vec![m.index, boss.index]);
            }
        }
    }

    /// Batman Lives: with William Cobb in the crew, every Free Agent must be Bane.
    fn batman_lives(&mut self) {
        let view = self.view;
        for carrier in view.carriers(|r| matches!(r, CrewTrait::BatmanLives { .. })) {
            for t in carrier
                .rules
                .find(|r| matches!(r, CrewTrait::BatmanLives { .. }))
            {
                let CrewTrait::BatmanLives { cobb, free_agents } = &t.rule else {
                    continue;
                };
                if !view.holds_any(cobb, None) {
                    continue;
                }
                for m in &view.members {
                    if m.rank == crate::bmg::catalog::Rank::FreeAgent
                        && !m.model.has_affiliation(free_agents)
                    {
                        let said = broken::Joining::FreeAgentsMustBe {
                            carrier: carrier.model.alias.clone(),
                            card: t.printed.clone(),
                            affiliation: free_agents.clone(),
                            alias: m.model.alias.clone(),
                        };
                        self.push(Code::TraitJoins, said, vec![m.index, carrier.index]);
                    }
                }
            }
        }
    }

    /// No member shares the crew with a model carrying one of its rival affiliations
    /// (one violation a member, naming every rival it meets).
    pub(super) fn rivals(&mut self) {
        let view = self.view;
        for member in &view.members {
            // Each other member as a card makes it: a Possessed model is its Boss's
            // affiliation, a Vocational one the crew's.
            let met: Vec<&str> = member
                .model
                .rivals
                .iter()
                .filter(|rival| {
                    view.members
                        .iter()
                        .any(|o| o.index != member.index && self.carries(o, rival))
                })
                .map(String::as_str)
                .collect();
            if met.is_empty() {
                continue;
            }
            let others: Vec<&Member<'_>> = view
                .members
                .iter()
                .filter(|o| o.index != member.index && met.iter().any(|r| self.carries(o, r)))
                .collect();
            let mut members = vec![member.index];
            members.extend(others.iter().map(|o| o.index));
            let said = broken::Joining::Rivals {
                alias: member.model.alias.clone(),
                rivals: met.iter().map(|r| (*r).to_owned()).collect(),
                others: others.iter().map(|o| o.model.alias.clone()).collect(),
            };
            self.push(Code::Rival, said, members);
        }
    }

    /// Required models are in the crew, and averted ones are not (each pair once).
    pub(super) fn requirements(&mut self) {
        let view = self.view;
        let catalog = view.catalog;
        let mut pairs: Vec<(usize, usize)> = Vec::new();
        for m in &view.members {
            if let Some(requirement) = &m.rules.requires
                && !view.holds_any(&requirement.models, Some(m.index))
            {
                let said = broken::Joining::OnlyWith {
                    alias: m.model.alias.clone(),
                    card: requirement
                        .from_trait
                        .as_deref()
                        .map(|printed| trait_name(printed).to_owned()),
                    needed: aliases(catalog, &requirement.models),
                };
                self.push(Code::Requires, said, vec![m.index]);
            }
            for o in view.members.iter().filter(|o| o.index != m.index) {
                let averted = m.rules.aversion.binary_search(&o.catalog_index).is_ok();
                let barred = m.rules.cannot_join.binary_search(&o.catalog_index).is_ok();
                let pair = (m.index.min(o.index), m.index.max(o.index));
                if !(averted || barred) || pairs.contains(&pair) {
                    continue;
                }
                pairs.push(pair);
                let card = m.rules.traits.iter().find(|t| {
                    matches!(&t.rule, CrewTrait::Aversion(set) if set.binary_search(&o.catalog_index).is_ok())
                });
                let said = broken::Joining::NeverWith {
                    alias: m.model.alias.clone(),
                    card: card.map(|t| t.printed.clone()),
                    other: o.model.alias.clone(),
                };
                self.push(Code::CannotJoinWith, said, vec![m.index, o.index]);
            }
        }
    }

    /// Eternal profiles only in crews that allow them.
    pub(super) fn eternal(&mut self) {
        if self.view.crew.eternal {
            return;
        }
        for member in self.view.members.iter().filter(|m| m.model.eternal) {
            let said = broken::Joining::Eternal {
                alias: member.model.alias.clone(),
            };
            self.push(Code::Eternal, said, vec![member.index]);
        }
    }
}

/// A trait's name without its parameter: "Required" of "Required (Harvey Dent)".
fn trait_name(printed: &str) -> &str {
    printed.split(" (").next().unwrap_or(printed)
}

/// Gives each member one place of an exception it qualifies for (`options`: positions
/// in `caps`), at most `caps[k]` members per exception, placing as many members as can
/// be placed: a maximum matching, grown by augmenting paths in member order.
fn match_places(options: &[Vec<usize>], caps: &[usize]) -> Vec<Option<usize>> {
    let mut holders: Vec<Vec<usize>> = vec![Vec::new(); caps.len()];
    let mut placed: Vec<Option<usize>> = vec![None; options.len()];
    for member in 0..options.len() {
        let mut seen = vec![false; caps.len()];
        place(member, options, caps, &mut holders, &mut placed, &mut seen);
    }
    placed
}

/// Finds `member` a place, moving earlier holders to other exceptions they qualify
/// for where that frees one; returns whether it found one.
fn place(
    member: usize,
    options: &[Vec<usize>],
    caps: &[usize],
    holders: &mut Vec<Vec<usize>>,
    placed: &mut Vec<Option<usize>>,
    seen: &mut Vec<bool>,
) -> bool {
    for &k in &options[member] {
        if seen[k] {
            continue;
        }
        seen[k] = true;
        if holders[k].len() < caps[k] {
            holders[k].push(member);
            placed[member] = Some(k);
            return true;
        }
        for h in 0..holders[k].len() {
            let other = holders[k][h];
            if place(other, options, caps, holders, placed, seen) {
                holders[k][h] = member;
                placed[member] = Some(k);
                return true;
            }
        }
    }
    false
}

/// Affinity: `m` joins when a model its card names is in the crew without an Affinity
/// of its own.
fn affinity(
    m: &Member<'_>,
    view: &super::CrewView<'_>,
    in_without_affinity: &[usize],
) -> Option<Joined> {
    for t in m.rules.find(|r| matches!(r, CrewTrait::Affinity(_))) {
        let CrewTrait::Affinity(targets) = &t.rule else {
            continue;
        };
        let through = view.members.iter().find(|o| {
            o.index != m.index
                && targets.binary_search(&o.catalog_index).is_ok()
                && in_without_affinity.binary_search(&o.catalog_index).is_ok()
        });
        if let Some(o) = through {
            return Some(Joined::Affinity {
                card: t.printed.clone(),
                through: o.model.alias.clone(),
            });
        }
    }
    None
}
