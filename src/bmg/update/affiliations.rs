//! What changed in the affiliations' crew-building rules: an affiliation new to the
//! catalog, gone from it, or with its rules changed, rule by rule, under the rules
//! file's own names (`onlyAffiliationMembers`) and in a player's words.

use super::diff::{Change, Field, Fields, How, Kind, added, from_to, gone, push_changed};
use crate::bmg::catalog::{AffiliationRule, Catalog};
use std::collections::BTreeSet;

/// The affiliations' changes from `old` to `new`. An affiliation is in a catalog when a
/// profile carries it or the rules file names it; one without rules follows the
/// standard ones.
pub fn diff(old: &Catalog, new: &Catalog) -> Vec<Change> {
    let (before, after) = (known(old), known(new));
    let mut changes = Vec::new();
    for affiliation in before.union(&after) {
        match (before.contains(affiliation), after.contains(affiliation)) {
            (true, false) => changes.push(gone(Kind::Affiliation, affiliation, affiliation)),
            (false, true) => changes.push(added(Kind::Affiliation, affiliation, affiliation)),
            _ => push_changed(
                &mut changes,
                Kind::Affiliation,
                affiliation,
                affiliation,
                rules(
                    affiliation,
                    &rule_of(old, affiliation),
                    &rule_of(new, affiliation),
                ),
            ),
        }
    }
    changes
}

/// The affiliations of `catalog`: carried by a profile, or named by the rules file.
fn known(catalog: &Catalog) -> BTreeSet<&str> {
    catalog
        .affiliations()
        .iter()
        .map(String::as_str)
        .chain(
            catalog
                .affiliation_rules()
                .iter()
                .map(|r| r.affiliation.as_str()),
        )
        .collect()
}

/// The rules of `affiliation` in `catalog`: the standard ones where it has none.
fn rule_of(catalog: &Catalog, affiliation: &str) -> AffiliationRule {
    catalog
        .affiliation_rule(affiliation)
        .cloned()
        .unwrap_or_else(|| AffiliationRule {
            affiliation: affiliation.to_owned(),
            closed: false,
            only_played: false,
            played_objectives: false,
            leader_boss: false,
            no_rank_limits: false,
            same_name: false,
            keyword: None,
            rivals_exclusion: None,
        })
}

/// The words of a yes/no rule that changed: what is said when it now applies, and
/// when it no longer does.
fn switched(now: bool, on: String, off: String) -> Vec<String> {
    vec![if now { on } else { off }]
}

/// Each rule of `affiliation` that differs, under the rules file's name.
fn rules(affiliation: &str, old: &AffiliationRule, new: &AffiliationRule) -> Vec<Field> {
    let mut f = Fields::default();
    f.field(
        "onlyAffiliationMembers",
        &old.closed,
        &new.closed,
        |_, n| {
            switched(
                *n,
                format!("now a closed crew (only {affiliation} models may join)"),
                "no longer a closed crew (models of other affiliations may join)".to_owned(),
            )
        },
    );
    f.field(
        "ignoreStandardRankRequirements",
        &old.no_rank_limits,
        &new.no_rank_limits,
        |_, n| {
            switched(
                *n,
                "the standard rank limits no longer apply".to_owned(),
                "the standard rank limits apply again".to_owned(),
            )
        },
    );
    f.field(
        "onlyBossAffiliationOrNoAffiliation",
        &old.only_played,
        &new.only_played,
        |_, n| {
            switched(
                *n,
                "members must share the affiliation played, or have none".to_owned(),
                "members no longer need to share the affiliation played".to_owned(),
            )
        },
    );
    f.field(
        "onlyBossAffiliationObjectives",
        &old.played_objectives,
        &new.played_objectives,
        |_, n| {
            switched(
                *n,
                "crew objective cards must be of the affiliation played".to_owned(),
                "crew objective cards may be of any of the Boss's affiliations".to_owned(),
            )
        },
    );
    f.field(
        "mustHaveLeaderAsBoss",
        &old.leader_boss,
        &new.leader_boss,
        |_, n| {
            switched(
                *n,
                "the Boss must be a Leader".to_owned(),
                "the Boss need no longer be a Leader".to_owned(),
            )
        },
    );
    f.field(
        "allowSameNameDifferentAlias",
        &old.same_name,
        &new.same_name,
        |_, n| {
            switched(
                *n,
                "models may share a Name when their aliases differ".to_owned(),
                "models may no longer share a Name".to_owned(),
            )
        },
    );
    let keyword =
        |rule: &AffiliationRule| rule.keyword.as_ref().map(|(printed, _)| printed.clone());
    f.field(
        "onlyKeywordTrait",
        &keyword(old),
        &keyword(new),
        |o, n| match (o, n) {
            (_, Some(n)) => vec![format!("only models with {n} may join")],
            (Some(o), None) => vec![format!("no longer only models with {o}")],
            (None, None) => Vec::new(),
        },
    );
    f.field(
        "rivalsExclusion",
        &old.rivals_exclusion,
        &new.rivals_exclusion,
        |o, n| {
            let side = |x: &Option<String>| x.clone().unwrap_or_else(|| "none".to_owned());
            from_to("rivals kept out", side(o), side(n))
        },
    );
    f.0
}

/// An affiliation's change in a player's words: "Doom Patrol: now a closed crew (only
/// Doom Patrol models may join); the standard rank limits no longer apply".
pub fn line(change: &Change) -> String {
    match &change.how {
        How::Added => format!("{}: a new affiliation", change.name),
        How::Removed => format!("{}: no profile carries it any more", change.name),
        How::Renamed { .. } | How::Changed(_) => {
            format!("{}: {}", change.name, change.said().join("; "))
        }
    }
}
