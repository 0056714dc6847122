//! The card traits that decide who may join a crew (Affinity, Aversion, Required, the
//! cards that need a model or a Boss, the exceptions that let models of other
//! affiliations in, and the models never recruited): one legal and one illegal crew of
//! real catalog models per card (see ../shared/reference/bmg/traits/ and
//! ../shared/rules/NOTES.md, "Implementing the card traits").

mod support;

use gotham_companion::words::rules;
use support::crews::{
    CATALOG, assert_legal, badges, check, crew, eternal, henchmen, model, playing, refused,
};

use gotham_companion::bmg::{Code, Crew, Member, Rank, edit};

use Rank::{FreeAgent, Henchman, Leader, Sidekick};

// --- Affinity (X) -------------------------------------------------------------------

#[test]
fn affinity_batman_lets_commissioner_gordon_fill_the_free_agent_rank_beside_batman() {
    // Affinity (Batman): Commissioner Gordon (GCPD, a Leader) joins Batman (Viking), a
    // Bat Family Leader, as a Free Agent.
    let gordon = ("commissioner-gordon-gcpd", FreeAgent);
    let with = crew(350, &[("batman-viking", Leader), gordon]);
    let report = check(&with);
    assert!(report.is_valid(), "{:#?}", report.violations);
    assert!(badges(&report, 1).contains(&"Affinity"));
    let index = model(gordon.0);
    assert!(edit::ranks_for(&with, &CATALOG, &report, index).contains(&FreeAgent));
    // Without a Batman (Green Arrow DKR leads), Gordon is a Leader only.
    let without = crew(350, &[("green-arrow-dkr", Leader), gordon]);
    refused(&without, Code::RankInvalid, gordon.0);
    assert_eq!(
        edit::ranks_for(&without, &CATALOG, &check(&without), index),
        vec![Leader]
    );
}

#[test]
fn affinity_batman_beats_the_bat_family_played_rule() {
    // Affinity (Batman): a crew of Batman (Arkham Knight) playing Bat Family takes
    // Commissioner Gordon (GCPD), while GCPD Officer 1 stays out.
    let gordon = ("commissioner-gordon-gcpd", FreeAgent);
    let legal = playing(
        "Bat Family",
        crew(350, &[("batman-arkham-knight", Leader), gordon]),
    );
    assert_legal(&legal);
    let officer = henchmen(legal, "gcpd-officer-1");
    refused(&officer, Code::AffiliationPlayed, "gcpd-officer-1");
}

#[test]
fn affinity_poison_ivy_lets_harley_quinn_btg_join_a_birds_of_prey_crew() {
    // Affinity (Poison Ivy): Harley Quinn (BTG), a Joker model, joins Poison Ivy (1997),
    // and not Mr. Freeze (1997).
    let harley = ("harley-quinn-btg", Sidekick);
    assert_legal(&crew(350, &[("poison-ivy-1997", Leader), harley]));
    let freeze = crew(350, &[("mr-freeze-1997", Leader), harley]);
    refused(&freeze, Code::Affiliation, harley.0);
}

#[test]
fn affinity_harley_quinn_lets_lou_and_bud_into_a_closed_suicide_squad_crew() {
    // Affinity (Harley Quinn): Lou and Bud (Joker) join Amanda Waller's Suicide Squad,
    // a closed crew, beside Harley Quinn (The Suicide Squad); without her, Lou is refused.
    let waller = ("amanda-waller-viola-davis", Leader);
    let harley = ("harley-quinn-the-suicide-squad", FreeAgent);
    let report = check(&henchmen(crew(350, &[waller, harley]), "lou bud"));
    assert!(report.is_valid(), "{:#?}", report.violations);
    assert!(badges(&report, 2).contains(&"Affinity"));
    assert!(badges(&report, 3).contains(&"Affinity"));
    let closed = henchmen(crew(350, &[waller]), "weasel-the-suicide-squad lou");
    refused(&closed, Code::AffiliationClosed, "lou");
}

#[test]
fn affinity_does_not_chain_through_a_model_that_joined_by_affinity() {
    // Affinity (Harley Quinn): Lou joins Poison Ivy's Birds of Prey through Harley Quinn
    // (KaBoom!), a Birds of Prey model, but not through Harley Quinn (BTG), who is only
    // there by her own Affinity (Poison Ivy).
    let ivy = ("poison-ivy-birds-of-prey", Leader);
    assert_legal(&henchmen(
        crew(350, &[ivy, ("harley-quinn-kaboom", Sidekick)]),
        "lou",
    ));
    let chained = henchmen(crew(350, &[ivy, ("harley-quinn-btg", Sidekick)]), "lou");
    refused(&chained, Code::Affiliation, "lou");
    // Affinity (Poison Ivy) through Poison Ivy (1997), in Mr. Freeze (1997)'s crew by
    // Affinity (Mr. Freeze (1997)): Harley Quinn (BTG) stays out.
    let freeze = crew(
        350,
        &[
            ("mr-freeze-1997", Leader),
            ("poison-ivy-1997", FreeAgent),
            ("harley-quinn-btg", Sidekick),
        ],
    );
    assert!(badges(&check(&freeze), 1).contains(&"Affinity"));
    refused(&freeze, Code::Affiliation, "harley-quinn-btg");
}

#[test]
fn affinity_free_agent_rank_does_not_chain_either() {
    // Affinity (Commissioner Gordon): Batgirl (The Animated Series), a Henchman, may fill
    // a Free Agent slot beside Gordon, but not when Gordon is only in Batman (Viking)'s
    // crew by his own Affinity (Batman).
    let gordon = ("commissioner-gordon-gcpd", FreeAgent);
    let batgirl = ("batgirl-the-animated-series", FreeAgent);
    let chained = crew(500, &[("batman-viking", Leader), gordon, batgirl]);
    refused(&chained, Code::RankInvalid, batgirl.0);
}

// --- Aversion (X) -------------------------------------------------------------------

#[test]
fn aversion_harley_quinn_keeps_gaggy_and_harley_quinn_btg_apart() {
    // Aversion (Harley Quinn): Gaggy (Rebirth) never shares the Joker's crew with
    // Harley Quinn (BTG); with Harley as the Boss, Gaggy is refused just the same.
    let joker = ("joker-joker", Leader);
    let harley = ("harley-quinn-btg", Sidekick);
    let both = henchmen(crew(350, &[joker, harley]), "gaggy-rebirth");
    let mut violation = refused(&both, Code::CannotJoinWith, "gaggy-rebirth");
    violation.members.sort_unstable();
    assert_eq!(violation.members, vec![1, 2]);
    let boss = crew(350, &[harley, ("gaggy", Sidekick)]);
    refused(&boss, Code::CannotJoinWith, harley.0);
    assert_legal(&henchmen(
        crew(350, &[joker, ("gaggy", Sidekick)]),
        "joker-s-biker-2",
    ));
}

#[test]
fn aversion_lex_luthor_keeps_owlman_out_of_lex_luthors_crew() {
    // Aversion (Lex Luthor) on Owlman (Eternal, Unknown), one of the carriers the data
    // once lacked: refused beside Lex Luthor, welcome under The Roman.
    let owlman = ("owlman", FreeAgent);
    let lex = eternal(350, &[("lex-luthor", Leader), owlman]);
    let violation = refused(&lex, Code::CannotJoinWith, owlman.0);
    assert!(
        rules::violation(&violation).contains("Lex Luthor"),
        "{}",
        rules::violation(&violation)
    );
    assert_legal(&eternal(350, &[("the-roman", Leader), owlman]));
}

#[test]
fn aversion_catwoman_keeps_every_catwoman_from_two_face_organized_crime() {
    // Aversion (Catwoman) on Two-Face (Organized Crime), Eternal, as Boss: Catwoman
    // (Julie Newmar), an Unknown profile, is refused; Harley Quinn (Bewitched) is not.
    let two_face = ("two-face-organized-crime", Leader);
    let catwoman = eternal(350, &[two_face, ("catwoman-julie-newmar", FreeAgent)]);
    refused(&catwoman, Code::CannotJoinWith, two_face.0);
    assert_legal(&eternal(
        350,
        &[two_face, ("harley-quinn-bewitched", FreeAgent)],
    ));
}

// --- Required (X) -------------------------------------------------------------------

#[test]
fn required_batman_or_bane_dark_knight_rises_is_met_by_either() {
    // Required (Batman Dark Knight Rises or Bane Dark Knight Rises) on Catwoman (Dark
    // Knight Rises): either Leader will do, Batman (Bushi) will not.
    let catwoman = ("catwoman-dark-knight-rises", FreeAgent);
    for leader in ["bane-dark-knight-rises", "batman-dark-knight-rises"] {
        assert_legal(&crew(350, &[(leader, Leader), catwoman]));
    }
    let bushi = crew(350, &[("batman-bushi", Leader), catwoman]);
    refused(&bushi, Code::Requires, catwoman.0);
}

#[test]
fn required_hugo_strange_or_scarecrow_the_worst_nightmare_names_one_scarecrow() {
    // Required (Dr. Hugo Strange or Scarecrow (The Worst Nightmare)) on the Arkham
    // Assistants: that Scarecrow, or Dr. Hugo Strange, but not another Scarecrow.
    let nightmare = crew(350, &[("scarecrow-the-worst-nightmare", Leader)]);
    assert_legal(&henchmen(
        nightmare,
        "arkham-assistant-1 arkham-assistant-2",
    ));
    let joker = ("joker-joker", Leader);
    let strange = crew(350, &[joker, ("dr-hugo-strange", FreeAgent)]);
    assert_legal(&henchmen(strange, "arkham-assistant-1"));
    let other = henchmen(
        crew(350, &[joker, ("scarecrow", FreeAgent)]),
        "arkham-assistant-1",
    );
    refused(&other, Code::Requires, "arkham-assistant-1");
}

#[test]
fn required_harvey_dent_is_met_by_any_harvey_dent_gilda_dent() {
    // Required (Harvey Dent) on Gilda Dent (GCPD): Attorney Harvey Dent meets it.
    let bushi = ("batman-bushi", Leader);
    let dent = crew(350, &[bushi, ("attorney-harvey-dent", FreeAgent)]);
    assert_legal(&henchmen(dent, "gilda-dent"));
    let alone = henchmen(crew(350, &[bushi]), "gilda-dent");
    refused(&alone, Code::Requires, "gilda-dent");
    // A Two-Face is Harvey Dent too: beside Two-Face (Tommy Lee Jones) the requirement
    // is met, and only the affiliation keeps the GCPD Gilda out (no Two-Face is GCPD or
    // Unknown, so she never joins one legally).
    let two_face = henchmen(
        crew(350, &[("two-face-tommy-lee-jones", Leader)]),
        "gilda-dent",
    );
    let report = check(&two_face);
    assert!(report.violations.iter().all(|v| v.code != Code::Requires));
    refused(&two_face, Code::Affiliation, "gilda-dent");
}

// --- Needs a model or a Boss: Freed, My Idol!, Meet Goliath!, The Sidekick ----------

#[test]
fn freed_and_he_freed_me_join_the_batman_who_laughs() {
    // Freed and He Freed Me: Infected and Robin Who Laughs beside The Batman Who Laughs.
    let tbwl = crew(350, &[("the-batman-who-laughs-batman-who-laughs", Leader)]);
    assert_legal(&henchmen(tbwl, "infected-who-laughs robin-who-laughs"));
}

#[test]
fn he_freed_me_robin_who_laughs_needs_the_batman_who_laughs() {
    // He Freed Me: Robin Who Laughs (Unknown too) joins Bane (Unleashed) beside the
    // Eternal The Batman Who Laughs (Free Agent), and not without him.
    let bane = ("bane-unleashed", Leader);
    let tbwl = ("the-batman-who-laughs-batman-who-laughs-2", FreeAgent);
    assert_legal(&henchmen(eternal(450, &[bane, tbwl]), "robin-who-laughs"));
    let alone = henchmen(crew(350, &[bane]), "robin-who-laughs");
    refused(&alone, Code::TraitJoins, "robin-who-laughs");
}

#[test]
fn my_idol_bat_mite_needs_zur_en_arrh_batman() {
    // My Idol!: Bat-Mite (Eternal) under Zur-En-Arrh Batman, not under Batman (Modern Age).
    let mite = ("bat-mite", Sidekick);
    assert_legal(&eternal(350, &[("zur-en-arrh-batman", Leader), mite]));
    let other = eternal(350, &[("batman-modern-age", Leader), mite]);
    refused(&other, Code::TraitJoins, mite.0);
}

#[test]
fn meet_goliath_needs_a_model_named_damian_wayne() {
    // Meet Goliath!: Goliath beside Robin (Damian Wayne); not alone with Batman (Arkham
    // Knight), nor beside The Heretic, whose Name is "Damian Wayne Clone".
    let batman = ("batman-arkham-knight", Leader);
    let damian = crew(350, &[batman, ("robin-damian-wayne", Sidekick)]);
    assert_legal(&henchmen(damian, "goliath"));
    let alone = henchmen(crew(350, &[batman]), "goliath");
    refused(&alone, Code::TraitJoins, "goliath");
    let clone = crew(350, &[("ra-s-al-ghul", Leader), ("the-heretic", Sidekick)]);
    refused(&henchmen(clone, "goliath"), Code::TraitJoins, "goliath");
}

#[test]
fn meet_goliath_never_in_a_court_of_owls_crew() {
    // Meet Goliath!: Robin (League of Shadows, Court of Owls) brings Goliath into Ra's
    // Al Ghul's crew, but a Court of Owls crew under Lincoln March never takes him.
    assert_legal(&henchmen(
        crew(350, &[("ra-s-al-ghul", Leader)]),
        "robin goliath",
    ));
    // Lincoln March's Court of Owls Crew refuses Goliath too; Meet Goliath! says so on
    // its own.
    let owls = henchmen(crew(350, &[("lincoln-march", Leader)]), "robin goliath");
    let report = check(&owls);
    assert!(
        report.violations.iter().any(|v| v.code == Code::TraitJoins
            && v.members == vec![2]
            && rules::violation(v).contains("Meet Goliath!")
            && rules::violation(v).contains("never in a Court of Owls crew")),
        "{:#?}",
        report.violations
    );
}

#[test]
fn the_sidekick_robin_boy_wonder_only_under_batman_modern_age() {
    // The Sidekick: Robin (Boy Wonder), Eternal, with Batman (Modern Age) as Leader Boss;
    // under Batman (Bushi) he is refused, and the Boss is named.
    let robin = ("robin-boy-wonder", Sidekick);
    assert_legal(&eternal(350, &[("batman-modern-age", Leader), robin]));
    let bushi = eternal(350, &[("batman-bushi", Leader), robin]);
    let violation = refused(&bushi, Code::TraitJoins, robin.0);
    assert_eq!(violation.members, vec![1, 0]);
    // Teen Titans Founder: a crew with a member outside the Teen Titans is no team.
    let mixed = henchmen(eternal(350, &[robin]), "gcpd-officer-1");
    refused(&mixed, Code::TraitJoins, robin.0);
}

#[test]
fn teen_titans_founder_lifts_the_sidekick_in_a_teen_titans_crew() {
    // Teen Titans Founder: Robin (Boy Wonder) leads Starfire, Kid Flash and Raven, all
    // Teen Titans, without Batman (Modern Age).
    let titans = [
        ("robin-boy-wonder", Sidekick),
        ("starfire-teen-titans", FreeAgent),
    ];
    assert_legal(&henchmen(eternal(450, &titans), "kid-flash raven"));
}

#[test]
fn mercenary_needs_a_model_named_bane_in_a_league_of_shadows_crew() {
    // Mercenary: Mercenary 1 and Barsad beside Bane (Dark Knight Rises) in a League of
    // Shadows crew; under Ra's Al Ghul, no Bane.
    let bane = crew(350, &[("bane-dark-knight-rises", Leader)]);
    assert_legal(&playing(
        "League of Shadows",
        henchmen(bane, "mercenary-1 barsad"),
    ));
    let ras = henchmen(crew(350, &[("ra-s-al-ghul", Leader)]), "mercenary-1");
    refused(&ras, Code::TraitJoins, "mercenary-1");
    // In a Bane crew with no model named Bane, Scarecrow (Arkham Knight) leads him freely.
    let scarecrow = eternal(350, &[("scarecrow-arkham-knight", Leader)]);
    assert_legal(&henchmen(scarecrow, "mercenary-1"));
}

// --- Incorruptible, Vocational, Court of Owls Crew, Amazon Lineage ---------------------

#[test]
fn incorruptible_renee_montoya_serves_only_a_gcpd_boss() {
    // Incorruptible: Renée Montoya under Batman (Bushi), GCPD; Lex Luthor's Absolute
    // Power and Carmine Falcone's Corrupt let no Incorruptible Cop in.
    assert_legal(&henchmen(
        crew(350, &[("batman-bushi", Leader)]),
        "renee-montoya",
    ));
    let lex = henchmen(crew(350, &[("lex-luthor", Leader)]), "renee-montoya");
    let violation = refused(&lex, Code::TraitJoins, "renee-montoya");
    assert!(rules::violation(&violation).contains("Incorruptible"));
    let falcone = crew(350, &[("carmine-falcone-john-turturro", Leader)]);
    let gordon = henchmen(falcone, "lieutenant-gordon-year-one");
    refused(&gordon, Code::TraitJoins, "lieutenant-gordon-year-one");
}

#[test]
fn vocational_detective_montoya_joins_a_crew_of_cops() {
    // Vocational: Detective Montoya (Birds of Prey) joins Commissioner Gordon's GCPD crew
    // when every member is a Cop; under Batman (Bushi), no Cop, she is refused.
    let cops = "gcpd-officer-1 detective-montoya";
    let report = check(&henchmen(
        crew(350, &[("commissioner-gordon-gcpd", Leader)]),
        cops,
    ));
    assert!(report.is_valid(), "{:#?}", report.violations);
    assert!(badges(&report, 2).contains(&"Vocational"));
    let bushi = henchmen(crew(350, &[("batman-bushi", Leader)]), cops);
    refused(&bushi, Code::Affiliation, "detective-montoya");
}

#[test]
fn vocational_detective_montoya_is_the_crews_affiliation_and_needs_cops_only() {
    // Vocational (issue 20): Detective Montoya (Birds of Prey) joins Commissioner
    // Gordon's GCPD crew as if she were GCPD while every member is a Cop; Gilda Dent
    // (GCPD, no Cop) beside them leaves her out.
    let gordon = crew(350, &[("commissioner-gordon-gcpd", Leader)]);
    let legal = henchmen(gordon, "gcpd-officer-1 detective-montoya");
    let report = assert_legal(&legal);
    let montoya = report.member(2).unwrap();
    let vocational = montoya
        .notes
        .iter()
        .find(|n| rules::badge(n.badge()) == "Vocational")
        .unwrap();
    assert!(
        rules::note(vocational).contains("as if it were GCPD"),
        "{}",
        rules::note(vocational)
    );
    let gilda = henchmen(legal, "gilda-dent");
    refused(&gilda, Code::Affiliation, "detective-montoya");
}

#[test]
fn court_of_owls_crew_hires_court_of_owls_models_only() {
    // Court of Owls Crew: The Court leads Owls only; Thug 1 (Unknown) is refused, by
    // the card rather than the closed affiliation it repeats.
    let court = crew(350, &[("the-court", Leader), ("talon", FreeAgent)]);
    assert_legal(&henchmen(court.clone(), "1880-s-talon"));
    let violation = refused(&henchmen(court, "thug-1"), Code::TraitJoins, "thug-1");
    assert!(rules::violation(&violation).contains("Court of Owls Crew"));
}

#[test]
fn court_of_owls_crew_speaks_only_for_the_crew_its_carrier_leads() {
    // Lincoln March, let into Poison Ivy (Arkham City)'s crew by Possessed, does not
    // lead it: his Court of Owls Crew keeps neither Black Canary nor Rabid Plant 1 out.
    let ivy = crew(
        350,
        &[
            ("poison-ivy-arkham-city", Leader),
            ("black-canary", Sidekick),
        ],
    );
    assert_legal(&henchmen(ivy, "lincoln-march rabid-plant-1"));
}

#[test]
fn amazon_lineage_queen_hippolita_recruits_amazons_only() {
    // Amazon Lineage: Queen Hippolita (Eternal) leads Amazon Warriors, not Thug 1.
    let queen = eternal(350, &[("queen-hippolita", Leader)]);
    assert_legal(&henchmen(
        queen.clone(),
        "amazon-warrior-1 amazon-warrior-2",
    ));
    let thug = henchmen(queen, "amazon-warrior-1 thug-1");
    let violation = refused(&thug, Code::TraitJoins, "thug-1");
    assert!(violation.members.contains(&0));
}

// --- Possessed, Corrupt, Absolute Power, Criminal Bonds -------------------------------

#[test]
fn possessed_lets_in_three_henchmen_and_refuses_the_fourth() {
    // Possessed: Joker's Biker 2, Freeze Thug 3 and Bouncer 1 join Poison Ivy (Arkham
    // City); Rabid Plant 1 is hers and takes no place; Medic Op (Bane) is a fourth.
    let ivy = crew(350, &[("poison-ivy-arkham-city", Leader)]);
    let three = henchmen(ivy, "joker-s-biker-2 freeze-thug-3 bouncer-1");
    let legal = henchmen(three.clone(), "rabid-plant-1");
    let report = check(&legal);
    assert!(report.is_valid(), "{:#?}", report.violations);
    for i in 1..=3 {
        assert!(badges(&report, i).contains(&"Possessed"), "{i}");
    }
    assert!(!badges(&report, 4).contains(&"Possessed"));
    let violation = refused(&henchmen(three, "medic-op"), Code::TraitJoins, "medic-op");
    assert!(rules::violation(&violation).contains("Possessed"));
}

#[test]
fn possessed_henchmen_are_the_bosss_affiliation_for_rivals() {
    // Possessed (issue 20): GCPD Officer 1, let into Poison Ivy (Arkham City)'s crew, is
    // assumed to be Birds of Prey, so Roller Derby Thug 4's Rivals: GCPD does not see
    // him. A fourth GCPD Cop is let in by nothing: it stays GCPD, and the Thug's
    // Rivals name it alone.
    let ivy = crew(350, &[("poison-ivy-arkham-city", Leader)]);
    let legal = henchmen(ivy, "gcpd-officer-1 roller-derby-thug-4");
    let report = assert_legal(&legal);
    let officer = report.member(1).unwrap();
    let possessed = officer
        .notes
        .iter()
        .find(|n| rules::badge(n.badge()) == "Possessed")
        .unwrap();
    assert!(
        rules::note(possessed).contains("counts as Birds of Prey"),
        "{}",
        rules::note(possessed)
    );

    let three = henchmen(legal, "gcpd-officer-2 gcpd-cop-1");
    assert_legal(&three);
    let fourth = henchmen(three, "gcpd-cop-2");
    let report = check(&fourth);
    refused(&fourth, Code::TraitJoins, "gcpd-cop-2");
    let rival: Vec<_> = report
        .violations
        .iter()
        .filter(|v| v.code == Code::Rival)
        .collect();
    assert_eq!(rival.len(), 1, "{:#?}", report.violations);
    // The Thug (2) and the unpossessed fourth Cop (5), not the three possessed ones.
    assert_eq!(rival[0].members, vec![2, 5]);
}

#[test]
fn possessed_refuses_bot_and_cybernetic_henchmen() {
    // Possessed: LexCorp Trooper 1 (Cybernetic) and Bobbie (Bot), both Eternal.
    for robot in ["lexcorp-trooper-1", "bobbie"] {
        let ivy = henchmen(eternal(350, &[("poison-ivy-arkham-city", Leader)]), robot);
        refused(&ivy, Code::Affiliation, robot);
    }
}

/// Three GCPD Cop Henchmen.
const COPS: &str = "gcpd-officer-1 gcpd-officer-2 gcpd-cop-1";

#[test]
fn corrupt_lets_in_three_cop_henchmen_and_refuses_the_fourth() {
    // Corrupt: Carmine Falcone (John Turturro) hires three GCPD Cops; a fourth is refused.
    let legal = henchmen(
        crew(350, &[("carmine-falcone-john-turturro", Leader)]),
        COPS,
    );
    let report = check(&legal);
    assert!(report.is_valid(), "{:#?}", report.violations);
    assert!(badges(&report, 3).contains(&"Corrupt"));
    refused(
        &henchmen(legal, "gcpd-cop-2"),
        Code::TraitJoins,
        "gcpd-cop-2",
    );
}

#[test]
fn corrupt_works_from_any_member_and_two_carriers_do_not_add_up() {
    // Corrupt on Detective Flass, a Henchman of The Roman: three GCPD Cops join.
    let roman = henchmen(
        crew(350, &[("the-roman", Leader)]),
        "detective-flass-year-one",
    );
    assert_legal(&henchmen(roman, COPS));
    // Flass and Carmine Falcone (John Turturro) together still let in three.
    let falcone = crew(350, &[("carmine-falcone-john-turturro", Leader)]);
    let both = henchmen(henchmen(falcone, "detective-flass-year-one"), COPS);
    assert_legal(&both);
    refused(
        &henchmen(both, "gcpd-cop-2"),
        Code::TraitJoins,
        "gcpd-cop-2",
    );
}

#[test]
fn absolute_power_lets_in_any_number_of_cop_henchmen() {
    // Absolute Power: Lex Luthor hires five GCPD Cops; Chief Mackenzie, a Cop Sidekick,
    // is no Henchman.
    let lex = henchmen(crew(350, &[("lex-luthor", Leader)]), COPS);
    let report = check(&henchmen(lex, "beat-cop gcpd-cop-2"));
    assert!(report.is_valid(), "{:#?}", report.violations);
    assert!(badges(&report, 5).contains(&"Absolute Power"));
    let sidekick = crew(
        350,
        &[("lex-luthor", Leader), ("chief-mackenzie", Sidekick)],
    );
    refused(&sidekick, Code::Affiliation, "chief-mackenzie");
}

#[test]
fn criminal_bonds_lets_in_three_organized_crime_criminals() {
    // Criminal Bonds: The Penguin (Crime Lord Rising) hires three Criminal Organized
    // Crime Henchmen; a fourth is refused, and Detective Flass (a Cop) is no Criminal.
    let penguin = crew(350, &[("the-penguin-crime-lord-rising", Leader)]);
    let legal = henchmen(penguin.clone(), "bouncer-1 bouncer-2 black-mask-thug-1");
    let report = check(&legal);
    assert!(report.is_valid(), "{:#?}", report.violations);
    assert!(badges(&report, 1).contains(&"Criminal Bonds"));
    let fourth = henchmen(legal, "black-mask-thug-4");
    refused(&fourth, Code::TraitJoins, "black-mask-thug-4");
    let flass = henchmen(penguin, "detective-flass-year-one");
    refused(&flass, Code::Affiliation, "detective-flass-year-one");
}

// --- Batman Lives, Perfect Creations, Expendable Penguin --------------------------------

/// Bane (The Bat) with its I Will Break You choice, and `others`.
fn bane_the_bat(others: &[(&str, Rank)]) -> Crew {
    let mut crew = crew(450, &[("bane-the-bat", Leader)]);
    crew.members[0]
        .choices
        .insert("i-will-break-you".into(), "close-combat-master".into());
    crew.members
        .extend(others.iter().map(|&(m, r)| Member::new(m, r)));
    crew
}

#[test]
fn batman_lives_lets_william_cobb_join_bane_the_bat() {
    // Batman Lives: The Talon (William Cobb; Suicide Squad, Court of Owls) joins Bane
    // (The Bat); under Bane (Unleashed) he shares no affiliation.
    let report = check(&bane_the_bat(&[("the-talon", Henchman)]));
    assert!(report.is_valid(), "{:#?}", report.violations);
    assert!(badges(&report, 1).contains(&"Batman Lives"));
    let unleashed = henchmen(crew(450, &[("bane-unleashed", Leader)]), "the-talon");
    refused(&unleashed, Code::Affiliation, "the-talon");
}

#[test]
fn batman_lives_bars_unknown_free_agents_once_cobb_joins() {
    // Batman Lives: Scarecrow (Unknown Free Agent) joins Bane (The Bat) without Cobb,
    // and is barred beside The Talon.
    assert_legal(&bane_the_bat(&[("scarecrow", FreeAgent)]));
    let cobb = bane_the_bat(&[("the-talon", Henchman), ("scarecrow", FreeAgent)]);
    let violation = refused(&cobb, Code::TraitJoins, "scarecrow");
    assert!(violation.members.contains(&0));
}

#[test]
fn perfect_creations_dollotrons_need_professor_pyg() {
    // Perfect Creations: Dollotrons 1-3 (Eternal) beside Professor Pyg in the Joker's
    // crew; Dollotron 1 alone is refused.
    let joker = ("joker-joker", Leader);
    let pyg = eternal(350, &[joker, ("professor-pyg", FreeAgent)]);
    assert_legal(&henchmen(pyg, "dollotron-1 dollotron-2 dollotron-3"));
    let alone = henchmen(eternal(350, &[joker]), "dollotron-1");
    let violation = refused(&alone, Code::Requires, "dollotron-1");
    assert!(rules::violation(&violation).contains("Professor Pyg"));
}

#[test]
fn expendable_penguin_needs_a_penguin_caller_or_hidden_penguins() {
    // Expendable Penguin 1/2: under The Penguin (New 52) (Penguin Caller) and The
    // Penguin (Danny DeVito) (Hidden Penguins); not under The Penguin (Arkham City).
    let caller = crew(350, &[("the-penguin-new-52", Leader)]);
    assert_legal(&henchmen(
        caller,
        "rocket-launcher-penguin explosive-penguin",
    ));
    let hidden = crew(350, &[("the-penguin-danny-devito", Leader)]);
    assert_legal(&henchmen(hidden, "minigun-penguin"));
    let arkham = crew(350, &[("the-penguin-arkham-city", Leader)]);
    let rocket = henchmen(arkham, "rocket-launcher-penguin");
    refused(&rocket, Code::TraitJoins, "rocket-launcher-penguin");
}

// --- Never recruited: Swarm, Shapeshifting forms ---------------------------------------

#[test]
fn swarm_sewer_swarm_is_never_recruited() {
    // Swarm: Ratcatcher places Sewer Swarms in play; recruiting one is refused.
    let ratcatcher = crew(350, &[("joker-joker", Leader), ("ratcatcher", FreeAgent)]);
    assert_legal(&ratcatcher);
    refused(
        &henchmen(ratcatcher, "sewer-swarm"),
        Code::TraitJoins,
        "sewer-swarm",
    );
    assert!(edit::unrecruitable(&CATALOG, model("sewer-swarm")).is_some());
}

#[test]
fn shapeshifting_progress_forms_are_never_recruited() {
    // Shapeshifting Gorilla/Hawk/Tiger Progress: Beast Boy - Human joins Batman (Arkham
    // Knight); each other form, even beside him, is refused.
    let batman = crew(350, &[("batman-arkham-knight", Leader)]);
    let human = henchmen(batman, "beast-boy-human-teen-titans");
    assert_legal(&human);
    for form in [
        "beast-boy-tiger-teen-titans",
        "beast-boy-gorilla-teen-titans",
        "beast-boy-hawk-teen-titans",
    ] {
        refused(&henchmen(human.clone(), form), Code::TraitJoins, form);
        assert!(edit::unrecruitable(&CATALOG, model(form)).is_some());
    }
}
