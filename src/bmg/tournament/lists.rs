//! A player's crews checked as lists of an event: each at the event's limits, the
//! right number of them, of one affiliation where the preset says so.

use super::{Event, List, ListProblem, Preset, Refusal};
use crate::bmg::catalog::Catalog;
use crate::bmg::crew::{Crew, funding_for};
use crate::bmg::validate::{Scope, validate_in};
use crate::bmg::violation::Code;
use std::sync::Arc;

/// Checks crews as a player's lists under `preset`.
pub(super) fn check_lists(
    preset: &Preset,
    crews: Vec<Crew>,
    catalog: &Catalog,
) -> Result<Vec<List>, Vec<ListProblem>> {
    let mut problems = Vec::new();
    let count = crews.len();
    if u32::try_from(count).ok() != Some(preset.lists) {
        problems.push(ListProblem::Count {
            asked: preset.lists,
            given: count,
        });
    }
    let scope = if preset.deck {
        Scope::Full
    } else {
        Scope::CrewOnly
    };
    let mut lists = Vec::new();
    for (n, crew) in crews.into_iter().enumerate() {
        // Checked at the event's limit, whatever the file says; kept as submitted.
        let mut at_limit = crew.clone();
        at_limit.reputation_limit = preset.reputation;
        let report = validate_in(&at_limit, catalog, scope);
        // The $ limit is the event's, with what the crew's cards add to it (the crew
        // check's own $ limit follows the Rep limit only).
        let bonus = report
            .funding_available
            .saturating_sub(funding_for(preset.reputation));
        let allowed = preset.funding.saturating_add(bonus);
        for v in report
            .violations
            .into_iter()
            .filter(|v| v.code != Code::Funding)
        {
            problems.push(ListProblem::Rule {
                list: n,
                crew: crew.name.clone(),
                violation: v,
            });
        }
        if report.funding_used > allowed {
            problems.push(ListProblem::Overspent {
                list: n,
                crew: crew.name.clone(),
                spent: report.funding_used,
                allowed,
            });
        }
        let affiliation = report
            .affiliation
            .map(|p| p.affiliation)
            .unwrap_or_default();
        lists.push(List {
            fingerprint: List::fingerprint_of(&crew),
            crew,
            affiliation,
            catalog: Some(catalog.id().to_owned()),
        });
    }
    if preset.same_affiliation {
        let mut seen: Vec<String> = lists.iter().map(|l| l.affiliation.clone()).collect();
        seen.dedup();
        if seen.len() > 1 {
            problems.push(ListProblem::MixedAffiliations(seen));
        }
    }
    if problems.is_empty() {
        Ok(lists)
    } else {
        Err(problems)
    }
}

/// A registration read from a file, its lists checked again with the catalog they were
/// checked with (where `catalog_of` has it): they must still pass, and play the
/// affiliation recorded for them.
pub(super) fn recheck(
    preset: &Preset,
    event: &Event,
    catalog_of: &mut dyn FnMut(&str) -> Option<Arc<Catalog>>,
) -> Result<(), Refusal> {
    let Event::PlayerAdded { name, lists } = event else {
        return Ok(());
    };
    let Some(id) = lists.first().and_then(|l| l.catalog.as_deref()) else {
        return Ok(());
    };
    if lists.iter().any(|l| l.catalog.as_deref() != Some(id)) {
        return Err(Refusal::MixedCatalogs(name.clone()));
    }
    let Some(catalog) = catalog_of(id) else {
        return Ok(());
    };
    let crews = lists.iter().map(|l| l.crew.clone()).collect();
    let checked =
        check_lists(preset, crews, &catalog).map_err(|problems| Refusal::ListsBreakRules {
            player: name.clone(),
            problems,
        })?;
    match checked
        .iter()
        .zip(lists)
        .find(|(now, saved)| now.affiliation != saved.affiliation)
    {
        Some((now, saved)) => Err(Refusal::AffiliationDiffers {
            player: name.clone(),
            list: saved.crew.name.clone(),
            plays: now.affiliation.clone(),
            saved: saved.affiliation.clone(),
        }),
        None => Ok(()),
    }
}

/// The pairs of a player's lists that are the very same crew (by their fingerprint):
/// the event allows them, and the organiser is told.
pub fn identical(lists: &[List]) -> Vec<[usize; 2]> {
    same_pairs(lists, |a, b| a.fingerprint == b.fingerprint)
}

/// The positions of every two of `items` that `same` finds alike, each pair once, the
/// first first.
pub fn same_pairs<T>(items: &[T], same: impl Fn(&T, &T) -> bool) -> Vec<[usize; 2]> {
    let mut pairs = Vec::new();
    for (a, first) in items.iter().enumerate() {
        for (b, second) in items.iter().enumerate().skip(a + 1) {
            if same(first, second) {
                pairs.push([a, b]);
            }
        }
    }
    pairs
}
