//! The published affiliation rules (the 10 affiliation entries at the end of
//! ../shared/reference/bmg/traits/crew-building-traits.json) and the affiliation a crew
//! plays: one legal and one illegal crew of real catalog models per rule (see
//! ../shared/rules/NOTES.md, "Card traits and affiliation rules").

mod support;

use gotham_companion::words::rules;
use support::crews::{
    CATALOG, assert_legal, check, crew, eternal, henchmen, only, playing, refused,
};

use gotham_companion::bmg::{Code, Crew, Member, Rank, Report, validate};

use Rank::{FreeAgent, Leader, Sidekick};

/// The affiliation the crew plays, and whether the check assumed it.
fn played(report: &Report) -> (&str, bool) {
    let played = report.affiliation.as_ref().expect("a crew with a Boss");
    (played.affiliation.as_str(), played.assumed)
}

/// Whether no rank has a slot limit in the report.
fn no_rank_limits(report: &Report) -> bool {
    report.ranks.iter().all(|r| r.allowed.is_none())
}

/// Whether a crew note about the affiliation played says `text`.
fn noted(report: &Report, text: &str) -> bool {
    report
        .notes
        .iter()
        .any(|n| rules::crew_note(n).contains(text))
}

const TBWL: (&str, Rank) = ("the-batman-who-laughs-batman-who-laughs", Leader);

// --- Batman Who Laughs --------------------------------------------------------------

#[test]
fn batman_who_laughs_is_closed_to_unknown_models() {
    // Batman Who Laughs (onlyAffiliationMembers): The Batman Who Laughs leads The
    // Commissioner, Damian Who Laughs and The Drowned; Thug 1 (Unknown) is refused.
    let commissioner = crew(350, &[TBWL, ("the-commissioner", Sidekick)]);
    let report = check(&henchmen(commissioner, "damian-who-laughs the-drowned"));
    assert!(report.is_valid(), "{:#?}", report.violations);
    assert_eq!(played(&report), ("Batman Who Laughs", false));
    let thug = henchmen(crew(350, &[TBWL]), "thug-1");
    refused(&thug, Code::AffiliationClosed, "thug-1");
}

#[test]
fn batman_who_laughs_allows_the_same_name_under_different_aliases() {
    // Batman Who Laughs (allowSameNameDifferentAlias): The Batman Who Laughs, The Grim
    // Knight, The Merciless and The Red Death are all Bruce Wayne; the Eternal The Batman
    // Who Laughs beside the current one is the same alias twice.
    let grim = crew(450, &[TBWL, ("the-grim-knight", FreeAgent)]);
    assert_legal(&henchmen(grim, "the-merciless the-red-death"));
    let twice = eternal(
        450,
        &[
            TBWL,
            ("the-batman-who-laughs-batman-who-laughs-2", FreeAgent),
        ],
    );
    refused(&twice, Code::DuplicateIdentity, TBWL.0);
}

#[test]
fn batman_who_laughs_lifts_the_rank_limits() {
    // Batman Who Laughs (ignoreStandardRankRequirements): no rank has a slot limit, where
    // a GCPD crew of Batman (Bushi) has them.
    let report = check(&crew(350, &[TBWL, ("the-grim-knight", FreeAgent)]));
    assert!(report.is_valid(), "{:#?}", report.violations);
    assert!(no_rank_limits(&report), "{:?}", report.ranks);
    assert!(noted(&report, "no rank slot limits"), "{:?}", report.notes);
    let bushi = check(&crew(350, &[("batman-bushi", Leader)]));
    assert_eq!(bushi.rank(FreeAgent).allowed, Some(1));
}

#[test]
fn batman_who_laughs_needs_a_leader_boss() {
    // Batman Who Laughs (mustHaveLeaderAsBoss): The Commissioner, a Sidekick, may not be
    // the Boss even with no Leader in the crew.
    let commissioner = henchmen(
        crew(350, &[("the-commissioner", Sidekick)]),
        "the-merciless",
    );
    refused(&commissioner, Code::AffiliationBoss, "the-commissioner");
}

// --- Bat Family -----------------------------------------------------------------------

/// Batman (Arkham Knight), Bat Family and GCPD, with Robin (Damian Wayne).
fn arkham_knight() -> Crew {
    crew(
        350,
        &[
            ("batman-arkham-knight", Leader),
            ("robin-damian-wayne", Sidekick),
        ],
    )
}

#[test]
fn bat_family_members_share_the_affiliation_played_or_are_unknown() {
    // Bat Family (onlyBossAffiliationOrNoAffiliation): playing Bat Family, Batman (Arkham
    // Knight) takes Harley Quinn (Bewitched), Unknown, but not GCPD Officer 1, GCPD only,
    // though the Boss is GCPD too.
    let mut unknown = playing("Bat Family", arkham_knight());
    unknown
        .members
        .push(Member::new("harley-quinn-bewitched", FreeAgent));
    assert_legal(&unknown);
    let officer = playing("Bat Family", henchmen(arkham_knight(), "gcpd-officer-1"));
    let violation = refused(&officer, Code::AffiliationPlayed, "gcpd-officer-1");
    assert!(
        rules::violation(&violation).contains("Bat Family"),
        "{}",
        rules::violation(&violation)
    );
}

#[test]
fn bat_family_takes_objective_cards_of_the_affiliation_played() {
    // Bat Family (onlyBossAffiliationObjectives): Seeking the Trail (Bat Family) is
    // welcome, Snitch (GCPD) is not, though the Boss is GCPD too; playing GCPD takes both.
    let mut crew = playing("Bat Family", arkham_knight());
    crew.objective_deck = vec!["seeking-the-trail".into(), "law-forces-snitch".into()];
    let report = validate(&crew, &CATALOG);
    let violation = only(&report, Code::DeckAffiliation);
    assert_eq!(violation.cards, vec!["law-forces-snitch".to_owned()]);
    let gcpd = playing("GCPD", crew);
    let report = validate(&gcpd, &CATALOG);
    assert!(
        report
            .violations
            .iter()
            .all(|v| v.code != Code::DeckAffiliation)
    );
}

// --- Cults ----------------------------------------------------------------------------

#[test]
fn cults_need_a_leader_boss_and_members_of_the_cult_or_unknown() {
    // Cults (mustHaveLeaderAsBoss, onlyBossAffiliationOrNoAffiliation): Jake, a Sidekick,
    // may not lead; Deacon Blackfire takes Thug 1 (Unknown), not Joker's Biker 2.
    let jake = henchmen(crew(350, &[("jake", Sidekick)]), "underworlder-1");
    refused(&jake, Code::AffiliationBoss, "jake");
    let deacon = crew(350, &[("deacon-blackfire", Leader)]);
    assert_legal(&henchmen(deacon.clone(), "thug-1"));
    let biker = henchmen(deacon, "joker-s-biker-2");
    refused(&biker, Code::AffiliationPlayed, "joker-s-biker-2");
}

#[test]
fn cults_deacon_blackfire_refuses_kobra_cultists() {
    // Cults: Deacon Blackfire leads Jake, Underworlder 1 and Batman (The Cult), all
    // Blackfire Cultists; Lancehead 1, a Kobra Cultist, is refused.
    let deacon = crew(
        350,
        &[
            ("deacon-blackfire", Leader),
            ("jake", Sidekick),
            ("batman-the-cult", FreeAgent),
        ],
    );
    assert_legal(&henchmen(deacon.clone(), "underworlder-1"));
    let kobra = henchmen(deacon, "underworlder-1 lancehead-1");
    refused(&kobra, Code::AffiliationCult, "lancehead-1");
}

#[test]
fn cults_kobra_refuses_blackfire_cultists_and_keeps_kobra_swarms_and_unknown_models() {
    // Cults: Kobra and Lady Eve (two Void Priests) bring two Cobra Swarms, and Thug 1
    // (Unknown) joins; Ratface, a Blackfire Cultist, is refused.
    let kobra = crew(350, &[("kobra", Leader), ("lady-eve", Sidekick)]);
    let legal = henchmen(kobra, "cobra-swarm cobra-swarm lancehead-1 thug-1");
    assert_legal(&legal);
    let ratface = henchmen(legal, "ratface");
    refused(&ratface, Code::AffiliationCult, "ratface");
}

// --- Closed crews: Court of Owls, Suicide Squad, Watchmen, Doom Patrol ---------------

#[test]
fn court_of_owls_is_closed_to_unknown_models() {
    // Court of Owls (onlyAffiliationMembers): The Court leads Talon and 1880's Talon;
    // Thug 1 (Unknown) is refused. Every Boss a Court of Owls crew can have carries
    // Court of Owls Crew, which says the same: the card's refusal is the one reported,
    // and the affiliation's rule is noted for the crew.
    let court = crew(350, &[("the-court", Leader), ("talon", FreeAgent)]);
    let legal = henchmen(court.clone(), "1880-s-talon");
    assert_legal(&legal);
    assert!(
        check(&legal)
            .notes
            .iter()
            .any(|n| rules::crew_note(n).contains("only Court of Owls models join")),
        "{:#?}",
        check(&legal).notes
    );
    refused(&henchmen(court, "thug-1"), Code::TraitJoins, "thug-1");
}

#[test]
fn suicide_squad_is_closed_to_models_without_it() {
    // Suicide Squad (onlyAffiliationMembers): Amanda Waller takes Deadshot (Suicide
    // Squad and Unknown); Harley Quinn (Bewitched), Unknown only, is refused.
    let waller = ("amanda-waller-viola-davis", Leader);
    let deadshot = crew(350, &[waller, ("deadshot", FreeAgent)]);
    assert_legal(&henchmen(deadshot, "weasel-the-suicide-squad"));
    let harley = crew(350, &[waller, ("harley-quinn-bewitched", FreeAgent)]);
    refused(&harley, Code::AffiliationClosed, "harley-quinn-bewitched");
}

#[test]
fn watchmen_is_closed_to_unknown_models() {
    // Watchmen (onlyAffiliationMembers): Ozymandias leads The Comedian and the rest of
    // the Watchmen; Thug 1 (Unknown) is refused.
    let ozymandias = crew(450, &[("ozymandias", Leader), ("the-comedian", FreeAgent)]);
    let watchmen = "rorschach nite-owl silk-spectre-ii bubastis";
    assert_legal(&henchmen(ozymandias, watchmen));
    let thug = henchmen(crew(350, &[("ozymandias", Leader)]), "rorschach thug-1");
    refused(&thug, Code::AffiliationClosed, "thug-1");
}

/// The Chief with four Doom Patrol Sidekicks (all Doom Patrol and GCPD).
fn doom_patrol() -> Crew {
    crew(
        450,
        &[
            ("the-chief", Leader),
            ("elasti-girl", Sidekick),
            ("crazy-jane", Sidekick),
            ("negative-man", Sidekick),
            ("robotman", Sidekick),
        ],
    )
}

#[test]
fn doom_patrol_lifts_the_rank_limits() {
    // Doom Patrol (ignoreStandardRankRequirements): The Chief leads four Sidekicks and
    // Beast Boy - Human (Bat Family, Doom Patrol).
    let report = check(&henchmen(doom_patrol(), "beast-boy-human-teen-titans"));
    assert!(report.is_valid(), "{:#?}", report.violations);
    assert_eq!(played(&report), ("Doom Patrol", true));
    assert!(no_rank_limits(&report));
}

#[test]
fn doom_patrol_is_closed_to_unknown_models() {
    // Doom Patrol (onlyAffiliationMembers): Harley Quinn (Bewitched), Unknown, is refused.
    let mut harley = playing("Doom Patrol", doom_patrol());
    harley
        .members
        .push(Member::new("harley-quinn-bewitched", FreeAgent));
    refused(&harley, Code::AffiliationClosed, "harley-quinn-bewitched");
}

// --- Birds of Prey, The Big Bang Theory, Unknown ----------------------------------------

#[test]
fn birds_of_prey_keeps_gcpd_rivals_from_gcpd_models() {
    // Birds of Prey (rivalsExclusion GCPD): Poison Ivy takes Katana (Rebirth), who is
    // GCPD too, and Rabid Plant 1; Roller Derby Thug 1 (Rivals: GCPD) is refused.
    let ivy = crew(
        350,
        &[
            ("poison-ivy-birds-of-prey", Leader),
            ("katana-rebirth", FreeAgent),
        ],
    );
    assert_legal(&henchmen(ivy.clone(), "rabid-plant-1"));
    let derby = henchmen(ivy, "roller-derby-thug-1");
    let violation = refused(&derby, Code::Rival, "roller-derby-thug-1");
    assert!(
        rules::violation(&violation).contains("Katana (Rebirth)"),
        "{}",
        rules::violation(&violation)
    );
}

#[test]
fn the_big_bang_theory_takes_only_big_bang_theory_models_and_lifts_rank_limits() {
    // The Big Bang Theory (onlyKeywordTrait, ignoreStandardRankRequirements): Leonard
    // leads the other five (all Eternal); Thug 1 (Unknown) is refused.
    let leonard = eternal(
        450,
        &[
            ("leonard-hofstadter", Leader),
            ("sheldon-cooper", Sidekick),
            ("zack-johnson", FreeAgent),
        ],
    );
    let report = check(&henchmen(
        leonard,
        "penny howard-wolowitz rajesh-koothrappali",
    ));
    assert!(report.is_valid(), "{:#?}", report.violations);
    assert!(no_rank_limits(&report));
    let thug = henchmen(eternal(350, &[("leonard-hofstadter", Leader)]), "thug-1");
    let violation = refused(&thug, Code::AffiliationClosed, "thug-1");
    assert!(rules::violation(&violation).contains("Big Bang Theory"));
}

#[test]
fn unknown_models_join_any_open_crew_except_a_rival_one() {
    // Unknown (base rule): Thug 1 and Thug 2 join the Joker; Catwoman (Julie Newmar),
    // Unknown with Rivals GCPD, is refused beside Batman (Bushi).
    assert_legal(&henchmen(
        crew(350, &[("joker-joker", Leader)]),
        "thug-1 thug-2",
    ));
    let catwoman = crew(
        350,
        &[
            ("batman-bushi", Leader),
            ("catwoman-julie-newmar", FreeAgent),
        ],
    );
    refused(&catwoman, Code::Rival, "catwoman-julie-newmar");
}

// --- The affiliation played -------------------------------------------------------------

#[test]
fn affiliation_choice_a_recorded_affiliation_the_boss_lacks() {
    // Batman (Bushi), GCPD only, set to play Bat Family: the choice is refused and the
    // crew plays GCPD.
    let bushi = henchmen(crew(350, &[("batman-bushi", Leader)]), "gcpd-officer-1");
    assert_legal(&bushi);
    let report = check(&playing("Bat Family", bushi.clone()));
    let violation = only(&report, Code::AffiliationChoice);
    assert_eq!(violation.members, vec![0]);
    assert_eq!(report.violations.len(), 1, "{:#?}", report.violations);
    assert_eq!(played(&report), ("GCPD", true));
    // An affiliation no model carries.
    let report = check(&playing("Gotham", bushi));
    let violation = only(&report, Code::AffiliationChoice);
    assert!(
        rules::violation(&violation).contains("no model carries"),
        "{}",
        rules::violation(&violation)
    );
}

#[test]
fn affiliation_assumed_for_a_multi_affiliation_boss_that_records_none() {
    // Batman (Arkham Knight), Bat Family and GCPD, records nothing: with GCPD Officer 1
    // the crew is legal as GCPD, and the report says it assumed so.
    let report = check(&henchmen(arkham_knight(), "gcpd-officer-1"));
    assert!(report.is_valid(), "{:#?}", report.violations);
    assert_eq!(played(&report), ("GCPD", true));
    // With Bat Family models only, the first of the Boss's affiliations fits.
    assert_eq!(played(&check(&arkham_knight())), ("Bat Family", true));
}

#[test]
fn affiliation_recorded_changes_the_verdict() {
    // The same crews, recorded: Batman (Arkham Knight) playing Bat Family refuses GCPD
    // Officer 1, and The Chief playing GCPD has the usual one Sidekick.
    let officer = henchmen(arkham_knight(), "gcpd-officer-1");
    assert_legal(&playing("GCPD", officer.clone()));
    let report = check(&playing("Bat Family", officer));
    assert_eq!(played(&report), ("Bat Family", false));
    only(&report, Code::AffiliationPlayed);
    assert_legal(&playing("Doom Patrol", doom_patrol()));
    let gcpd = playing("GCPD", doom_patrol());
    let violation = refused(&gcpd, Code::RankSidekick, "robotman");
    assert_eq!(violation.members, vec![1, 2, 3, 4]);
}
