//! Crews made of catalog models for the rule tests, and what to ask of their check.

use gotham_companion::bmg::validate::Topic;
use gotham_companion::bmg::{Catalog, Code, Crew, Member, Rank, Report, Scope, Violation};
use gotham_companion::words::rules;
use std::sync::LazyLock;

/// The bundled catalog, loaded once per test binary.
pub static CATALOG: LazyLock<Catalog> = LazyLock::new(super::catalog);

/// A crew at `limit` Rep; the first member is the Boss.
pub fn crew(limit: u32, members: &[(&str, Rank)]) -> Crew {
    let mut crew = Crew::new("Test", "rulebook", limit);
    crew.members = members
        .iter()
        .map(|&(model, rank)| Member::new(model, rank))
        .collect();
    if !crew.members.is_empty() {
        crew.members[0].boss = true;
    }
    crew
}

/// A crew that allows Eternal profiles.
pub fn eternal(limit: u32, members: &[(&str, Rank)]) -> Crew {
    let mut crew = crew(limit, members);
    crew.eternal = true;
    crew
}

/// The crew, recording the affiliation it plays.
pub fn playing(affiliation: &str, mut crew: Crew) -> Crew {
    crew.affiliation = Some(affiliation.to_owned());
    crew
}

/// The crew with Henchmen of these ids (space-separated) added.
pub fn henchmen(mut crew: Crew, ids: &str) -> Crew {
    let added = ids
        .split_whitespace()
        .map(|id| Member::new(id, Rank::Henchman));
    crew.members.extend(added);
    crew
}

/// The crew-building rules only: these crews have no objective deck.
pub fn check(crew: &Crew) -> Report {
    gotham_companion::bmg::validate_in(crew, &CATALOG, Scope::CrewOnly)
}

/// The codes of the broken rules, in report order.
pub fn codes(report: &Report) -> Vec<Code> {
    report.violations.iter().map(|v| v.code).collect()
}

/// The one violation with `code`, failing the test if there is not exactly one.
pub fn only(report: &Report, code: Code) -> Violation {
    let found: Vec<&Violation> = report
        .violations
        .iter()
        .filter(|v| v.code == code)
        .collect();
    assert_eq!(
        found.len(),
        1,
        "expected one {code}, got {:#?}",
        report.violations
    );
    found[0].clone()
}

/// The one violation of the report, failing the test unless there is exactly one and
/// it has `code`.
pub fn sole(report: &Report, code: Code) -> Violation {
    assert_eq!(
        report.violations.len(),
        1,
        "expected one {code} and nothing else, got {:#?}",
        report.violations
    );
    let found = report.violations[0].clone();
    assert_eq!(found.code, code, "{found:#?}");
    found
}

/// Checks the crew, failing the test unless it is legal; returns the report.
pub fn assert_legal(crew: &Crew) -> Report {
    let report = check(crew);
    assert!(
        report.is_valid(),
        "expected a legal crew: {:#?}",
        report.violations
    );
    report
}

/// The one violation with `code` of `crew`, which must involve the member `model`.
pub fn refused(crew: &Crew, code: Code, model: &str) -> Violation {
    let violation = only(&check(crew), code);
    assert!(
        violation
            .members
            .iter()
            .any(|&i| crew.members[i].model == model),
        "{model} is not among the members of {violation:#?}"
    );
    violation
}

/// The catalog position of a model.
pub fn model(id: &str) -> usize {
    CATALOG
        .model_index(id)
        .unwrap_or_else(|| panic!("{id} is in the catalog"))
}

/// The badges the cards give the member at `index`.
pub fn badges(report: &Report, index: usize) -> Vec<&'static str> {
    report.members[index]
        .notes
        .iter()
        .map(|n| rules::badge(n.badge()))
        .collect()
}

/// Whether the member at `index` has a note with `badge` whose text names every one of
/// `parts` (the wording around them is free).
pub fn has_badge(report: &Report, index: usize, badge: &str, parts: &[&str]) -> bool {
    report.members[index].notes.iter().any(|n| {
        let text = rules::note(n);
        rules::badge(n.badge()) == badge && parts.iter().all(|p| text.contains(p))
    })
}

/// Whether the report has a crew note on `topic` whose text names every one of `parts`.
pub fn has_note(report: &Report, topic: Topic, parts: &[&str]) -> bool {
    report.notes.iter().any(|n| {
        let text = rules::crew_note(n);
        n.topic == topic && parts.iter().all(|p| text.contains(p))
    })
}
