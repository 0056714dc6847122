//! The crew-building rules, one test per rule and violation code, with the
//! rulebook's worked examples (see ../shared/rules/NOTES.md for the readings).

mod support;

use gotham_companion::words::rules;
use support::crews::{assert_legal, check, codes, crew, only};

use gotham_companion::bmg::catalog::Sources;
use gotham_companion::bmg::crew::{free_agent_slots, funding_for};
use gotham_companion::bmg::{Catalog, Code, Crew, Member, Rank, Scope, validate_in};

use Rank::{FreeAgent, Henchman, Leader, Sidekick};

// --- Funding and Reputation -------------------------------------------------------

#[test]
fn funding_is_500_per_150_rep_or_part_rulebook_examples() {
    assert_eq!(funding_for(100), 500);
    assert_eq!(funding_for(300), 1000);
    assert_eq!(funding_for(350), 1500);
    assert_eq!(funding_for(460), 2000);
    assert_eq!(funding_for(150), 500);
    assert_eq!(funding_for(151), 1000);
}

#[test]
fn a_600_dollar_henchman_at_350_rep_leaves_900_rulebook_example() {
    // Agent Barsad: a Henchman with $600 Funding and 38 Rep.
    let crew = crew(
        350,
        &[("bane-dark-knight-rises", Leader), ("barsad", Henchman)],
    );
    let report = check(&crew);
    assert_eq!(report.funding_available, 1500);
    assert_eq!(report.funding_used, 600);
    assert_eq!(report.funding_available - report.funding_used, 900);
    assert!(report.is_valid(), "{:#?}", report.violations);
}

#[test]
fn reputation_over_the_limit_is_reported_and_exactly_at_it_is_legal() {
    // Batman (Bushi) 105 + Robin (1997) 45 = 150.
    let at_limit = crew(150, &[("batman-bushi", Leader), ("robin-1997", Sidekick)]);
    assert_legal(&at_limit);
    assert_eq!(check(&at_limit).reputation_used, 150);

    let mut over = at_limit.clone();
    over.members.push(Member::new("gcpd-officer-1", Henchman));
    let report = check(&over);
    let violation = only(&report, Code::Reputation);
    assert_eq!(report.reputation_used, 168);
    assert!(
        rules::violation(&violation).contains("18 over"),
        "{}",
        rules::violation(&violation)
    );
}

#[test]
fn equipment_rep_counts_toward_reputation() {
    // Trained Mobsters costs 2 Rep and $250 (Penguin, needs Emperor Penguin).
    let mut crew = crew(
        350,
        &[("emperor-penguin", Leader), ("penguin-thug-1", Henchman)],
    );
    let before = check(&crew).reputation_used;
    crew.members[1]
        .equipment
        .push("penguin-trained-mobsters".into());
    let report = check(&crew);
    assert_eq!(report.reputation_used, before + 2);
    assert_eq!(report.funding_used, 250);
}

#[test]
fn reputation_limit_out_of_range_is_reported() {
    let zero = crew(0, &[("batman-bushi", Leader)]);
    assert!(rules::violation(&only(&check(&zero), Code::Reputation)).contains("between 1 and"));
    let huge = crew(u32::MAX, &[("batman-bushi", Leader)]);
    assert!(codes(&check(&huge)).contains(&Code::Reputation));
}

#[test]
fn funding_over_the_stash_is_reported() {
    // At 150 Rep the stash is $500; Barsad alone costs $600.
    let crew = crew(
        150,
        &[("bane-dark-knight-rises", Leader), ("barsad", Henchman)],
    );
    let report = check(&crew);
    let violation = only(&report, Code::Funding);
    assert_eq!(violation.members, vec![1]);
    assert!(
        rules::violation(&violation).contains("$100 over"),
        "{}",
        rules::violation(&violation)
    );
}

// --- Boss ---------------------------------------------------------------------------

#[test]
fn no_boss_is_reported() {
    let mut crew = crew(
        350,
        &[("batman-bushi", Leader), ("gcpd-officer-1", Henchman)],
    );
    crew.members[0].boss = false;
    only(&check(&crew), Code::NoBoss);
}

#[test]
fn two_bosses_are_reported_as_no_single_boss() {
    let mut crew = crew(350, &[("batman-bushi", Leader), ("robin-1997", Sidekick)]);
    crew.members[1].boss = true;
    assert_eq!(only(&check(&crew), Code::NoBoss).members, vec![0, 1]);
}

#[test]
fn boss_must_be_the_leader_when_there_is_one() {
    let mut crew = crew(350, &[("robin-1997", Sidekick), ("batman-bushi", Leader)]);
    assert_eq!(only(&check(&crew), Code::BossRank).members, vec![0, 1]);
    crew.set_boss(1);
    assert_legal(&crew);
}

#[test]
fn a_sidekick_may_be_boss_when_there_is_no_leader() {
    assert_legal(&crew(
        350,
        &[("robin-1997", Sidekick), ("gcpd-officer-1", Henchman)],
    ));
}

#[test]
fn a_henchman_or_free_agent_cannot_be_boss() {
    let henchman = crew(
        350,
        &[("gcpd-officer-1", Henchman), ("gcpd-officer-2", Henchman)],
    );
    only(&check(&henchman), Code::BossRank);
    let free_agent = crew(350, &[("attorney-harvey-dent", FreeAgent)]);
    only(&check(&free_agent), Code::BossRank);
}

// --- Affiliation and rivals ----------------------------------------------------------

#[test]
fn members_must_share_an_affiliation_with_the_boss() {
    let crew = crew(350, &[("batman-bushi", Leader), ("happy", Henchman)]);
    let violation = only(&check(&crew), Code::Affiliation);
    assert_eq!(violation.members, vec![1]);
    assert!(
        rules::violation(&violation).contains("Happy"),
        "{}",
        rules::violation(&violation)
    );
}

#[test]
fn unknown_affiliation_joins_any_crew() {
    // Lobo (Paramilitary) has only the Unknown affiliation. (The Sewer Swarm, the
    // example before card traits, is never recruited: Ratcatcher places it.)
    assert_legal(&crew(
        350,
        &[("batman-bushi", Leader), ("lobo-paramilitary", FreeAgent)],
    ));
    assert_legal(&crew(
        350,
        &[
            ("joker-arkham-asylum", Leader),
            ("lobo-paramilitary", FreeAgent),
        ],
    ));
}

#[test]
fn one_shared_affiliation_is_enough() {
    // Warden Sharp is League of Shadows and GCPD: he may serve Batman.
    assert_legal(&crew(
        350,
        &[("batman-bushi", Leader), ("warden-sharp", Sidekick)],
    ));
}

#[test]
fn a_model_refuses_a_crew_holding_its_rival_affiliation() {
    // Roller Derby Thug 1 (Birds of Prey) has GCPD as rival; Black Canary (Rebirth)
    // carries GCPD and Birds of Prey, so both may join a Birds of Prey crew, but not
    // together (the rulebook read literally).
    let crew = crew(
        350,
        &[
            ("harley-quinn-roller-derby", Leader),
            ("roller-derby-thug-1", Henchman),
            ("black-canary-rebirth", FreeAgent),
        ],
    );
    let violation = only(&check(&crew), Code::Rival);
    assert_eq!(violation.members, vec![1, 2]);
    assert!(
        rules::violation(&violation).contains("GCPD"),
        "{}",
        rules::violation(&violation)
    );

    let mut without = crew.clone();
    without.members.remove(2);
    assert_legal(&without);
}

// --- Identity ------------------------------------------------------------------------

#[test]
fn two_models_with_the_same_name_are_reported() {
    // Both are Bruce Wayne.
    let crew = crew(450, &[("batman-bushi", Leader), ("bruce-wayne", FreeAgent)]);
    let report = check(&crew);
    let violation = only(&report, Code::DuplicateIdentity);
    assert_eq!(violation.members, vec![0, 1]);
    assert!(
        rules::violation(&violation).contains("Bruce Wayne"),
        "{}",
        rules::violation(&violation)
    );
}

#[test]
fn two_unknown_named_henchmen_with_different_aliases_rulebook_example() {
    // GCPD Officer 1 and 2: Name "Unknown", different aliases.
    assert_legal(&crew(
        350,
        &[
            ("batman-bushi", Leader),
            ("gcpd-officer-1", Henchman),
            ("gcpd-officer-2", Henchman),
        ],
    ));
}

#[test]
fn two_unknown_named_models_with_the_same_alias_are_reported() {
    let crew = crew(
        350,
        &[
            ("batman-bushi", Leader),
            ("gcpd-officer-1", Henchman),
            ("gcpd-officer-1", Henchman),
        ],
    );
    assert_eq!(
        only(&check(&crew), Code::DuplicateIdentity).members,
        vec![1, 2]
    );
}

#[test]
fn named_henchmen_follow_the_identity_rule_too() {
    // Lieutenant Gordon (Henchman) and Commissioner Gordon (Leader): James W. Gordon.
    let crew = crew(
        350,
        &[
            ("commissioner-gordon-gcpd", Leader),
            ("lieutenant-gordon-year-one", Henchman),
        ],
    );
    only(&check(&crew), Code::DuplicateIdentity);
}

// --- Ranks ---------------------------------------------------------------------------

#[test]
fn a_model_fills_only_a_rank_printed_on_its_card() {
    let crew = crew(
        350,
        &[("batman-bushi", Leader), ("gcpd-officer-1", Sidekick)],
    );
    assert_eq!(only(&check(&crew), Code::RankInvalid).members, vec![1]);
}

#[test]
fn a_leader_sidekick_model_chosen_as_sidekick_rulebook_example() {
    // Warden Sharp has the Leader and Sidekick ranks; as Sidekick he fills the Sidekick
    // slot and leaves the Leader slot to Batman.
    let crew = crew(350, &[("batman-bushi", Leader), ("warden-sharp", Sidekick)]);
    let report = check(&crew);
    assert!(report.is_valid(), "{:#?}", report.violations);
    assert_eq!(report.rank(Leader).count, 1);
    assert_eq!(report.rank(Sidekick).count, 1);
}

#[test]
fn only_one_leader() {
    let crew = crew(
        450,
        &[
            ("batman-bushi", Leader),
            ("commissioner-gordon-gcpd", Leader),
        ],
    );
    let report = check(&crew);
    assert_eq!(only(&report, Code::RankLeader).members, vec![0, 1]);
}

#[test]
fn one_sidekick_with_a_leader() {
    let crew = crew(
        450,
        &[
            ("batman-bushi", Leader),
            ("robin-1997", Sidekick),
            ("the-white-knight", Sidekick),
        ],
    );
    assert_eq!(only(&check(&crew), Code::RankSidekick).members, vec![1, 2]);
}

#[test]
fn two_sidekicks_without_a_leader_but_not_three() {
    let two = crew(
        450,
        &[("robin-1997", Sidekick), ("the-white-knight", Sidekick)],
    );
    let report = check(&two);
    assert!(report.is_valid(), "{:#?}", report.violations);
    assert_eq!(report.rank(Sidekick).allowed, Some(2));

    let mut three = two.clone();
    three.members.push(Member::new("chief-mackenzie", Sidekick));
    only(&check(&three), Code::RankSidekick);
}

#[test]
fn free_agent_and_vehicle_slots_grow_per_150_rep_above_350() {
    assert_eq!(free_agent_slots(150), 1);
    assert_eq!(free_agent_slots(350), 1);
    assert_eq!(free_agent_slots(351), 2);
    assert_eq!(free_agent_slots(500), 2);
    assert_eq!(free_agent_slots(501), 3);
}

#[test]
fn two_free_agents_between_351_and_500_rep_rulebook_example() {
    // Katana (Rebirth) stands in for Attorney Harvey Dent, whose Charismatic trait
    // grants a Free Agent slot of its own.
    let members = [
        ("batman-bushi", Leader),
        ("katana-rebirth", FreeAgent),
        ("lucius-fox", FreeAgent),
    ];
    for limit in [351, 450, 500] {
        let report = check(&crew(limit, &members));
        assert!(report.is_valid(), "{limit}: {:#?}", report.violations);
        assert_eq!(report.rank(FreeAgent).allowed, Some(2));
    }
    let at_350 = check(&crew(350, &members));
    assert_eq!(only(&at_350, Code::RankFreeAgent).members, vec![1, 2]);

    let mut three = crew(500, &members);
    three.members.push(Member::new("red-robin", FreeAgent));
    only(&check(&three), Code::RankFreeAgent);
}

/// A catalog of two Leaders and three Vehicles (a shape only a `--data` catalog has).
fn vehicle_catalog() -> Catalog {
    let model = |id: &str, name: &str, rank: &str| {
        format!(
            r#"{{"id":"{id}","alias":"{name}","name":"{name}","base":"60mm","reputation":40,"funding":0,"ranks":["{rank}"],"affiliations":["GCPD"],"rivals":[],"stats":{{"willpower":6,"endurance":6,"movement":8,"attack":3,"defense":4,"strength":4}},"traits":[],"weapons":[]}}"#
        )
    };
    let models = format!(
        "[{},{},{},{}]",
        model("chief", "Chief", "Leader"),
        model("van-1", "Van One", "Vehicle"),
        model("van-2", "Van Two", "Vehicle"),
        model("van-3", "Van Three", "Vehicle"),
    );
    Catalog::from_sources(
        "a test catalog",
        Sources {
            models: &models,
            equipment: "[]",
            cards: "[]",
            rulesets: Sources::BUNDLED.rulesets,
            affiliation_rules: Sources::BUNDLED.affiliation_rules,
            code_numbers: Sources::BUNDLED.code_numbers,
            manifest: Sources::BUNDLED.manifest,
        },
    )
    .expect("the test catalog loads")
}

#[test]
fn two_vehicles_between_351_and_500_rep_rulebook_example() {
    let catalog = vehicle_catalog();
    let vans = |limit, count: usize| {
        let mut members = vec![("chief", Leader)];
        members.extend(
            [
                ("van-1", Rank::Vehicle),
                ("van-2", Rank::Vehicle),
                ("van-3", Rank::Vehicle),
            ][..count]
                .iter()
                .copied(),
        );
        validate_in(&crew(limit, &members), &catalog, Scope::CrewOnly)
    };
    assert!(vans(350, 1).is_valid());
    assert_eq!(
        vans(350, 2)
            .violations
            .iter()
            .map(|v| v.code)
            .collect::<Vec<_>>(),
        vec![Code::RankVehicle]
    );
    assert!(vans(351, 2).is_valid());
    assert!(vans(500, 2).is_valid());
    assert_eq!(
        vans(500, 3)
            .violations
            .iter()
            .map(|v| v.code)
            .collect::<Vec<_>>(),
        vec![Code::RankVehicle]
    );
    assert!(vans(501, 3).is_valid());
}

#[test]
fn any_number_of_henchmen() {
    let mut members = vec![("batman-bushi", Leader)];
    let officers = [
        "gcpd-officer-1",
        "gcpd-officer-2",
        "gcpd-cop-1",
        "gcpd-cop-2",
        "agent-2",
        "agent-3",
    ];
    members.extend(officers.iter().map(|&id| (id, Henchman)));
    let report = check(&crew(450, &members));
    assert!(report.is_valid(), "{:#?}", report.violations);
    assert_eq!(report.rank(Henchman).count, 6);
    assert_eq!(report.rank(Henchman).allowed, None);
}

// --- Catalog ids, requirements, Eternal, ruleset ------------------------------------

#[test]
fn an_unknown_model_is_reported_and_the_rest_is_checked() {
    let crew = crew(
        350,
        &[
            ("batman-bushi", Leader),
            ("no-such-model", Henchman),
            ("happy", Henchman),
        ],
    );
    let report = check(&crew);
    assert_eq!(only(&report, Code::UnknownModel).members, vec![1]);
    assert!(rules::violation(&only(&report, Code::UnknownModel)).contains("no-such-model"));
    // Happy is still checked against the Boss.
    assert_eq!(only(&report, Code::Affiliation).members, vec![2]);
}

#[test]
fn requires_one_of_needs_one_listed_model_in_the_crew() {
    // Catwoman (Dark Knight Rises) needs Batman or Bane (Dark Knight Rises).
    let without = crew(
        350,
        &[
            ("batman-bushi", Leader),
            ("catwoman-dark-knight-rises", FreeAgent),
        ],
    );
    let violation = only(&check(&without), Code::Requires);
    assert_eq!(violation.members, vec![1]);
    assert!(
        rules::violation(&violation).contains("Batman (Dark Knight Rises)"),
        "{}",
        rules::violation(&violation)
    );
    assert_legal(&crew(
        350,
        &[
            ("batman-dark-knight-rises", Leader),
            ("catwoman-dark-knight-rises", FreeAgent),
        ],
    ));
}

#[test]
fn cannot_join_with_forbids_the_listed_models() {
    // Aaron Cash may not share a crew with Killer Croc (an Unknown-affiliation Free Agent).
    let crew = crew(350, &[("aaron-cash", Sidekick), ("killer-croc", FreeAgent)]);
    let violation = only(&check(&crew), Code::CannotJoinWith);
    assert_eq!(violation.members, vec![0, 1]);
}

#[test]
fn eternal_profiles_need_the_eternal_option() {
    // Harley Quinn (Arkham Knight) is an Eternal profile.
    let mut crew = crew(
        350,
        &[("harley-quinn-arkham-knight", Leader), ("happy", Henchman)],
    );
    assert_eq!(only(&check(&crew), Code::Eternal).members, vec![0]);
    crew.eternal = true;
    assert_legal(&crew);
}

#[test]
fn an_unknown_ruleset_is_reported() {
    let mut crew = crew(350, &[("batman-bushi", Leader)]);
    crew.ruleset = "house-rules".into();
    assert!(rules::violation(&only(&check(&crew), Code::Ruleset)).contains("house-rules"));
    crew.ruleset = "current".into();
    assert_legal(&crew);
}

#[test]
fn violation_codes_are_stable() {
    let expected = [
        (Code::UnknownModel, "unknown-model"),
        (Code::NoBoss, "no-boss"),
        (Code::BossRank, "boss-rank"),
        (Code::Affiliation, "affiliation"),
        (Code::Rival, "rival"),
        (Code::DuplicateIdentity, "duplicate-identity"),
        (Code::RankInvalid, "rank-invalid"),
        (Code::RankLeader, "rank-leader"),
        (Code::RankSidekick, "rank-sidekick"),
        (Code::RankFreeAgent, "rank-free-agent"),
        (Code::RankVehicle, "rank-vehicle"),
        (Code::Reputation, "reputation"),
        (Code::Funding, "funding"),
        (Code::Equipment, "equipment"),
        (Code::Requires, "requires"),
        (Code::CannotJoinWith, "cannot-join-with"),
        (Code::Eternal, "eternal"),
        (Code::Ruleset, "ruleset"),
    ];
    for (code, text) in expected {
        assert_eq!(code.as_str(), text);
    }
}

// --- Equipment -----------------------------------------------------------------------

/// Batman (Bushi) leads GCPD Officer 1, who carries `items`.
fn gcpd_with(items: &[&str]) -> Crew {
    let mut crew = crew(
        350,
        &[("batman-bushi", Leader), ("gcpd-officer-1", Henchman)],
    );
    crew.members[1].equipment = items.iter().map(|&i| i.to_owned()).collect();
    crew
}

fn equipment_messages(crew: &Crew) -> Vec<String> {
    check(crew)
        .violations
        .into_iter()
        .filter(|v| v.code == Code::Equipment)
        .map(|v| rules::violation(&v))
        .collect()
}

#[test]
fn henchmen_may_buy_equipment_of_the_boss_affiliation() {
    let crew = gcpd_with(&["gcpd-flashlight", "gcpd-handcuffs"]);
    let report = check(&crew);
    assert!(report.is_valid(), "{:#?}", report.violations);
    assert_eq!(report.funding_used, 150);
}

#[test]
fn equipment_from_another_affiliation_is_refused() {
    let messages = equipment_messages(&gcpd_with(&["penguin-c4"]));
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(messages[0].contains("Penguin"), "{}", messages[0]);
}

#[test]
fn unknown_equipment_is_reported() {
    let messages = equipment_messages(&gcpd_with(&["gcpd-jetpack"]));
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(messages[0].contains("gcpd-jetpack"));
}

#[test]
fn equipment_is_for_henchmen_unless_it_names_others() {
    let mut crew = gcpd_with(&[]);
    crew.members[0].equipment.push("gcpd-flashlight".into());
    let messages = equipment_messages(&crew);
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(messages[0].contains("Henchmen"), "{}", messages[0]);
}

#[test]
fn equipment_for_named_ranks_goes_to_those_ranks() {
    // Pure Lazarus (League of Shadows) is for Leaders and Sidekicks.
    let mut crew = crew(350, &[("ra-s-al-ghul", Leader), ("hassassin-1", Henchman)]);
    crew.members[0]
        .equipment
        .push("league-of-shadows-pure-lazarus".into());
    assert_legal(&crew);
    crew.members[0].equipment.clear();
    crew.members[1]
        .equipment
        .push("league-of-shadows-pure-lazarus".into());
    assert_eq!(equipment_messages(&crew).len(), 1);
}

#[test]
fn only_henchman_or_free_agents_lets_free_agents_carry() {
    // Court of Owls equipment marked "Only Henchman/Free Agents".
    let mut crew = crew(350, &[("the-court", Leader), ("gotham-butcher", FreeAgent)]);
    crew.members[1]
        .equipment
        .push("court-of-owls-magazine".into());
    assert_legal(&crew);
    crew.members[1].equipment.clear();
    crew.members[0]
        .equipment
        .push("court-of-owls-magazine".into());
    assert_eq!(equipment_messages(&crew).len(), 1);
}

#[test]
fn equipment_needing_a_trait_needs_it_on_the_carrier() {
    // SWAT Special Training needs Elite (SWAT): SWAT QRT 1 has it, a GCPD officer not.
    assert_eq!(
        equipment_messages(&gcpd_with(&["gcpd-swat-special-training"])).len(),
        1
    );
    let mut crew = crew(350, &[("batman-bushi", Leader), ("swat-qrt-1", Henchman)]);
    crew.members[1]
        .equipment
        .push("gcpd-swat-special-training".into());
    assert_legal(&crew);
}

#[test]
fn equipment_forbidden_for_a_trait_is_refused_to_its_carriers() {
    // Birds of Prey Grapple Gun is forbidden to Plants.
    let mut crew = crew(
        350,
        &[("poison-ivy-1997", Leader), ("rabid-plant-1", Henchman)],
    );
    crew.members[1]
        .equipment
        .push("birds-of-prey-grapple-gun".into());
    let messages = equipment_messages(&crew);
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(messages[0].contains("Plant"), "{}", messages[0]);
}

#[test]
fn equipment_max_per_crew_counts_across_the_crew() {
    // Street Patrol: one per crew.
    let mut crew = gcpd_with(&["gcpd-street-patrol"]);
    crew.members.push(Member {
        equipment: vec!["gcpd-street-patrol".into()],
        ..Member::new("gcpd-officer-2", Henchman)
    });
    let report = check(&crew);
    let violation = only(&report, Code::Equipment);
    assert_eq!(violation.members, vec![1, 2]);
}

#[test]
fn the_same_item_twice_on_one_model_is_refused() {
    let messages = equipment_messages(&gcpd_with(&["gcpd-flashlight", "gcpd-flashlight"]));
    assert!(messages.iter().any(|m| m.contains("twice")), "{messages:?}");
}

#[test]
fn equipment_requiring_a_character_needs_it_in_the_crew() {
    // Ancient Weapon needs Ra's Al Ghul in the crew.
    let mut with_ras = crew(350, &[("ra-s-al-ghul", Leader), ("hassassin-1", Henchman)]);
    with_ras.members[1]
        .equipment
        .push("league-of-shadows-ancient-weapon".into());
    assert_legal(&with_ras);
    let mut without = crew(350, &[("talia-rebirth", Leader), ("hassassin-1", Henchman)]);
    without.members[1]
        .equipment
        .push("league-of-shadows-ancient-weapon".into());
    let messages = equipment_messages(&without);
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(messages[0].contains("Ra's Al Ghul"), "{}", messages[0]);
}

#[test]
fn equipment_names_match_loosely_printed_characters() {
    // Ostentatious Clothes needs "Oswald C. Cobblepot": the catalog's Penguin is
    // "Oswald Chesterfield Cobblepot"; Emperor Penguin is someone else.
    let clothes = |boss: &str| {
        let mut crew = crew(350, &[(boss, Leader), ("penguin-thug-1", Henchman)]);
        crew.members[1]
            .equipment
            .push("penguin-ostentatious-clothes".into());
        crew
    };
    assert_legal(&clothes("the-penguin-crime-lord-rising"));
    assert_eq!(
        equipment_messages(&clothes("emperor-penguin-unchained")).len(),
        1
    );
}

#[test]
fn equipment_needing_a_boss_needs_that_boss() {
    // The Hook Pistol is Jason Todd's (the Arkham Knight, an Eternal profile), and only
    // while he is the Boss.
    let mut boss = crew(350, &[("arkham-knight", Leader)]);
    boss.eternal = true;
    boss.members[0].equipment.push("bane-hook-pistol".into());
    assert_legal(&boss);

    let mut not_boss = crew(450, &[("bane-titan", Leader), ("arkham-knight", Leader)]);
    not_boss.eternal = true;
    not_boss.members[1]
        .equipment
        .push("bane-hook-pistol".into());
    let messages = equipment_messages(&not_boss);
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(messages[0].contains("is Boss"), "{}", messages[0]);
}
