//! What changed in the affiliations' crew-building rules: an affiliation new to the
//! catalog, gone from it, or with its rules changed, rule by rule, under the rules
//! file's own names (`onlyAffiliationMembers`) and in a player's words.

use super::diff::{Change, Field, Fields, Kind, added, from_to, gone, push_changed};
use super::phrase::{Phrase, Quantity, Rule, Shown};
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

/// Each rule of `affiliation` that differs, under the rules file's name.
fn rules(affiliation: &str, old: &AffiliationRule, new: &AffiliationRule) -> Vec<Field> {
    let mut f = Fields::default();
    let switched = |rule: Rule| {
        move |_: &bool, now: &bool| {
            vec![Phrase::Rule {
                rule,
                now: *now,
                affiliation: affiliation.to_owned(),
            }]
        }
    };
    f.field(
        "onlyAffiliationMembers",
        &old.closed,
        &new.closed,
        switched(Rule::Closed),
    );
    f.field(
        "ignoreStandardRankRequirements",
        &old.no_rank_limits,
        &new.no_rank_limits,
        switched(Rule::NoRankLimits),
    );
    f.field(
        "onlyBossAffiliationOrNoAffiliation",
        &old.only_played,
        &new.only_played,
        switched(Rule::OnlyPlayed),
    );
    f.field(
        "onlyBossAffiliationObjectives",
        &old.played_objectives,
        &new.played_objectives,
        switched(Rule::PlayedObjectives),
    );
    f.field(
        "mustHaveLeaderAsBoss",
        &old.leader_boss,
        &new.leader_boss,
        switched(Rule::LeaderBoss),
    );
    f.field(
        "allowSameNameDifferentAlias",
        &old.same_name,
        &new.same_name,
        switched(Rule::SameName),
    );
    let keyword =
        |rule: &AffiliationRule| rule.keyword.as_ref().map(|(printed, _)| printed.clone());
    f.field(
        "onlyKeywordTrait",
        &keyword(old),
        &keyword(new),
        |o, n| match (o, n) {
            (_, Some(n)) => vec![Phrase::Keyword {
                printed: n.clone(),
                now: true,
            }],
            (Some(o), None) => vec![Phrase::Keyword {
                printed: o.clone(),
                now: false,
            }],
            (None, None) => Vec::new(),
        },
    );
    f.field(
        "rivalsExclusion",
        &old.rivals_exclusion,
        &new.rivals_exclusion,
        |o, n| {
            let side = |x: &Option<String>| x.clone().map_or(Shown::Nothing, Shown::Text);
            from_to(Quantity::RivalsKeptOut, side(o), side(n))
        },
    );
    f.0
}
