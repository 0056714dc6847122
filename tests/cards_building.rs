//! The card traits that change how a crew is built, with real catalog models: copies
//! and groups (Minion, Horde, Elite, Speedster), rank slots (Charismatic, Duo, Three
//! Jokers, Contractor), who may be the Boss (Treacherous, Shadows Agent) and what the
//! crew costs and may spend (Lieutenant, the Funding cards, Smuggler). One legal and
//! one illegal crew per card where the card can be broken; cards that only change
//! numbers are checked by those numbers and the note the report gives. The equipment,
//! added-model, deck and shown-only cards are in `cards_building_more.rs`.

mod support;

use gotham_companion::words::rules;
use support::crews::{CATALOG, assert_legal, check, crew, has_badge, has_note, model, sole};

use gotham_companion::bmg::traits::{CrewTrait, Handling};
use gotham_companion::bmg::validate::{Played, Topic};
use gotham_companion::bmg::{Code, Crew, Member, Rank, edit};

use Rank::{FreeAgent, Henchman, Leader, Sidekick};

// --- Minion (X) and Horde ---------------------------------------------------------

#[test]
fn minion_3_allows_three_copies_of_freeze_thug_2() {
    // Minion (3): Freeze Thug 2 three times under Mr. Freeze (1997), the example.
    let thugs = crew(
        350,
        &[
            ("mr-freeze-1997", Leader),
            ("freeze-thug-2", Henchman),
            ("freeze-thug-2", Henchman),
            ("freeze-thug-2", Henchman),
        ],
    );
    let report = assert_legal(&thugs);
    assert_eq!(report.funding_used, 900);
}

#[test]
fn minion_3_refuses_a_fourth_freeze_thug_2() {
    // Minion (3): a fourth Freeze Thug 2 is one too many.
    let thugs = crew(
        350,
        &[
            ("mr-freeze-1997", Leader),
            ("freeze-thug-2", Henchman),
            ("freeze-thug-2", Henchman),
            ("freeze-thug-2", Henchman),
            ("freeze-thug-2", Henchman),
        ],
    );
    let v = sole(&check(&thugs), Code::TraitCopies);
    assert_eq!(v.members, vec![1, 2, 3, 4]);
    assert!(
        rules::violation(&v).contains("Minion (3)"),
        "{}",
        rules::violation(&v)
    );
}

#[test]
fn minion_6_allows_six_infected_who_laughs_and_refuses_a_seventh() {
    // Minion (6): Infected Who Laughs under The Batman Who Laughs.
    let mut infected = crew(350, &[("the-batman-who-laughs-batman-who-laughs", Leader)]);
    for _ in 0..6 {
        infected
            .members
            .push(Member::new("infected-who-laughs", Henchman));
    }
    assert_legal(&infected);
    infected
        .members
        .push(Member::new("infected-who-laughs", Henchman));
    let v = sole(&check(&infected), Code::TraitCopies);
    assert_eq!(v.members.len(), 7);
    assert!(v.members.contains(&7));
    assert!(
        rules::violation(&v).contains("Minion (6)"),
        "{}",
        rules::violation(&v)
    );
}

#[test]
fn horde_allows_four_copies_of_joker_s_victim_1() {
    // Horde: four Joker's Victim 1 under Joker (Dark Knight Rises), the example.
    let mut victims = crew(350, &[("joker-dark-knight-rises", Leader)]);
    for _ in 0..4 {
        victims
            .members
            .push(Member::new("joker-s-victim-1", Henchman));
    }
    assert_legal(&victims);
}

#[test]
fn horde_refuses_a_fifth_joker_s_victim_1() {
    // Horde: five copies of one Horde Henchman break it.
    let mut victims = crew(350, &[("joker-dark-knight-rises", Leader)]);
    for _ in 0..5 {
        victims
            .members
            .push(Member::new("joker-s-victim-1", Henchman));
    }
    let v = sole(&check(&victims), Code::TraitCopies);
    assert_eq!(v.members, vec![1, 2, 3, 4, 5]);
    assert!(
        rules::violation(&v).contains("Horde"),
        "{}",
        rules::violation(&v)
    );
}

// --- Elite (Type) and Elite Boss (Type) -------------------------------------------

#[test]
fn elite_swat_needs_an_elite_boss_swat_anywhere_in_the_crew() {
    // Elite (SWAT): SWAT QRT 1 and 2 under Batman (1997). Aaron Cash (Elite Boss (SWAT))
    // unlocks them as the Sidekick, not the Boss; Robin (1997) in his place does not.
    let with_cash = crew(
        350,
        &[
            ("batman-1997", Leader),
            ("aaron-cash", Sidekick),
            ("swat-qrt-1", Henchman),
            ("swat-qrt-2", Henchman),
        ],
    );
    let report = assert_legal(&with_cash);
    assert!(
        has_note(&report, Topic::Slots, &["Aaron Cash", "Elite Boss (SWAT)"]),
        "{:#?}",
        report.notes
    );

    let mut without = with_cash.clone();
    without.members[1].model = "robin-1997".into();
    let v = sole(&check(&without), Code::TraitCopies);
    assert_eq!(v.members, vec![2, 3]);
    assert!(
        rules::violation(&v).contains("Elite (SWAT)"),
        "{}",
        rules::violation(&v)
    );
}

#[test]
fn elite_boss_gangster_unlocks_the_elite_gangsters() {
    // Elite (Gangster): Showtime, Vipera and Battista. The data once printed "Elite
    // Boss (Gangsters)", which unlocked nobody; The Roman and Sal Maroni now do.
    let gangsters = [
        ("showtime", Henchman),
        ("vipera", Henchman),
        ("battista", Henchman),
    ];
    for boss in ["the-roman", "sal-maroni"] {
        let mut members = vec![(boss, Leader)];
        members.extend(gangsters);
        let report = assert_legal(&crew(350, &members));
        assert!(
            has_note(&report, Topic::Slots, &["Elite Boss (Gangster)"]),
            "{boss}: {:#?}",
            report.notes
        );
    }
    // Lex Luthor leads Organized Crime without the card.
    let mut members = vec![("lex-luthor", Leader)];
    members.extend(gangsters);
    let v = sole(&check(&crew(350, &members)), Code::TraitCopies);
    assert_eq!(v.members, vec![1, 2, 3]);
    assert!(
        rules::violation(&v).contains("Elite (Gangster)"),
        "{}",
        rules::violation(&v)
    );
}

// --- Charismatic, Duo, Speedster --------------------------------------------------

#[test]
fn charismatic_adds_one_free_agent_slot() {
    // Charismatic: Attorney Harvey Dent lets Commissioner Gordon's crew field a second
    // Free Agent (Red Robin) at 350 Rep; Azrael in his place does not.
    let with_dent = crew(
        350,
        &[
            ("commissioner-gordon-gcpd", Leader),
            ("attorney-harvey-dent", FreeAgent),
            ("red-robin", FreeAgent),
        ],
    );
    let report = assert_legal(&with_dent);
    assert_eq!(report.rank(FreeAgent).allowed, Some(2));
    assert!(has_note(
        &report,
        Topic::Slots,
        &["Attorney Harvey Dent", "Charismatic"]
    ));

    let mut without = with_dent.clone();
    without.members[1].model = "azrael-god-s-punishment".into();
    let report = check(&without);
    let v = sole(&report, Code::RankFreeAgent);
    assert_eq!(v.members, vec![1, 2]);
    assert_eq!(report.rank(FreeAgent).allowed, Some(1));
}

#[test]
fn charismatic_models_do_not_add_up() {
    // Charismatic twice: Bruce Wayne and Attorney Harvey Dent still allow two Free
    // Agents at 350 Rep, so a third (Azrael) is refused.
    let two = crew(
        350,
        &[
            ("bruce-wayne", Leader),
            ("attorney-harvey-dent", FreeAgent),
            ("red-robin", FreeAgent),
            ("azrael-god-s-punishment", FreeAgent),
        ],
    );
    let report = check(&two);
    let v = sole(&report, Code::RankFreeAgent);
    assert_eq!(v.members, vec![1, 2, 3]);
    assert_eq!(report.rank(FreeAgent).allowed, Some(2));
}

#[test]
fn duo_sugar_and_spice_share_one_sidekick_slot() {
    // Duo (Spice) / Duo (Sugar): both Sidekicks beside Two-Face, a Leader.
    let pair = crew(
        350,
        &[
            ("two-face-two-face", Leader),
            ("sugar", Sidekick),
            ("spice", Sidekick),
        ],
    );
    let report = assert_legal(&pair);
    assert_eq!(report.rank(Sidekick).count, 1);
    assert!(
        has_badge(&report, 2, "Duo", &["Sugar"]),
        "{:#?}",
        report.members
    );
}

#[test]
fn duo_vigilante_and_peacemaker_leave_no_room_for_a_third_free_agent() {
    // Duo (Peacemaker): Vigilante and Peacemaker (John Cena) as Free Agents under
    // Amanda Waller use one slot; Katana (Rebirth) as a third Free Agent is refused.
    let pair = crew(
        350,
        &[
            ("amanda-waller-viola-davis", Leader),
            ("vigilante", FreeAgent),
            ("peacemaker-john-cena", FreeAgent),
        ],
    );
    assert_legal(&pair);

    let mut three = pair.clone();
    three.members.push(Member::new("katana-rebirth", FreeAgent));
    let report = check(&three);
    let v = sole(&report, Code::RankFreeAgent);
    assert!(v.members.contains(&3));
    assert_eq!(report.rank(FreeAgent).count, 2);

    // In different ranks the pair shares nothing: Peacemaker as the Sidekick leaves no
    // room for Rick Flag (Infiltration).
    let mut apart = pair.clone();
    apart.members[2].rank = Sidekick;
    apart
        .members
        .push(Member::new("rick-flag-infiltration", Sidekick));
    let v = sole(&check(&apart), Code::RankSidekick);
    assert_eq!(v.members, vec![2, 3]);
}

#[test]
fn speedster_one_per_crew() {
    // Speedster: Kid Flash and The Red Death, both brought in as Henchmen by Poison
    // Ivy (Arkham City)'s Possessed; one Speedster is fine, two are not.
    let one = crew(
        350,
        &[("poison-ivy-arkham-city", Leader), ("kid-flash", Henchman)],
    );
    let report = assert_legal(&one);
    assert!(has_badge(&report, 1, "Speedster", &["Speedforce"]));

    let mut two = one.clone();
    two.members.push(Member::new("the-red-death", Henchman));
    let v = sole(&check(&two), Code::TraitCopies);
    assert_eq!(v.members, vec![1, 2]);
}

// --- Three Jokers -----------------------------------------------------------------

const JOKERS: [&str; 3] = [
    "joker-the-criminal",
    "joker-the-clown",
    "joker-the-comedian",
];

#[test]
fn three_jokers_join_together_in_one_leader_slot() {
    // Three Jokers: the Criminal (Boss), the Clown and the Comedian, all Leaders.
    let jokers = crew(
        350,
        &[
            (JOKERS[0], Leader),
            (JOKERS[1], Leader),
            (JOKERS[2], Leader),
            ("harley-quinn-bombshell", Sidekick),
        ],
    );
    let report = assert_legal(&jokers);
    assert_eq!(report.rank(Leader).count, 1);
    for i in 0..3 {
        assert!(has_badge(&report, i, "Three Jokers", &["Leader"]));
    }

    // The shared slot is the crew's only one: another Leader is refused.
    let mut four = jokers.clone();
    four.reputation_limit = 450;
    four.members.push(Member::new("joker-joker", Leader));
    let report = check(&four);
    let v = sole(&report, Code::RankLeader);
    assert!(v.members.contains(&4));
    assert_eq!(report.rank(Leader).count, 2);
}

#[test]
fn three_jokers_missing_one_is_trait_added() {
    // Three Jokers: the Criminal and the Clown without the Comedian.
    let two = crew(350, &[(JOKERS[0], Leader), (JOKERS[1], Leader)]);
    let v = sole(&check(&two), Code::TraitAdded);
    assert!(v.members.contains(&0));
    assert!(
        rules::violation(&v).contains("Joker (The Comedian)"),
        "{}",
        rules::violation(&v)
    );
}

#[test]
fn three_jokers_are_added_and_removed_together() {
    // Three Jokers: edit::add_member brings the other two; edit::remove_member takes
    // all three away and leaves Joker's Victim 1.
    let mut jokers = Crew::new("Jokers", "rulebook", 350);
    let added = edit::add_member(&mut jokers, &CATALOG, model(JOKERS[1]), Leader);
    assert_eq!(added, vec![0, 1, 2]);
    let mut ids: Vec<&str> = jokers.members.iter().map(|m| m.model.as_str()).collect();
    ids.sort_unstable();
    let mut expected = JOKERS.to_vec();
    expected.sort_unstable();
    assert_eq!(ids, expected);
    assert!(jokers.members.iter().all(|m| m.rank == Leader));
    assert_eq!(jokers.boss(), Some(0));
    edit::add_member(&mut jokers, &CATALOG, model("joker-s-victim-1"), Henchman);
    assert_legal(&jokers);

    let removed = edit::remove_member(&mut jokers, &CATALOG, 2);
    assert_eq!(removed, vec![0, 1, 2]);
    assert_eq!(jokers.members.len(), 1);
    assert_eq!(jokers.members[0].model, "joker-s-victim-1");
}

// --- Who may be the Boss ----------------------------------------------------------

#[test]
fn treacherous_quelle_is_never_the_boss() {
    // Treacherous: Quelle as the Boss of a crew without a Leader, then as The Riddler's
    // Sidekick.
    let alone = crew(350, &[("quelle", Sidekick), ("quiz-2", Henchman)]);
    let v = sole(&check(&alone), Code::TraitBoss);
    assert_eq!(v.members, vec![0]);

    let under_riddler = crew(
        350,
        &[
            ("the-riddler-the-riddler", Leader),
            ("quelle", Sidekick),
            ("quiz-2", Henchman),
        ],
    );
    assert_legal(&under_riddler);

    // Adding her to an empty crew does not make her the Boss.
    let mut empty = Crew::new("Riddles", "rulebook", 350);
    edit::add_member(&mut empty, &CATALOG, model("quelle"), Sidekick);
    assert_eq!(empty.boss(), None);
}

#[test]
fn contractor_deathstroke_leads_as_a_bane_model() {
    // Contractor: Deathstroke (The Terminator), a Free Agent, leads Elite Op as a Bane
    // Leader; Harley Quinn (The Suicide Squad) no longer shares his affiliation.
    let bane = crew(
        350,
        &[
            ("deathstroke-the-terminator", Leader),
            ("elite-op", Henchman),
        ],
    );
    let report = assert_legal(&bane);
    assert_eq!(
        report.affiliation,
        Some(Played {
            affiliation: "Bane".into(),
            assumed: false
        })
    );
    assert!(has_badge(&report, 0, "Leader", &["Contractor", "Bane"]));

    let mut squad = bane.clone();
    squad
        .members
        .push(Member::new("harley-quinn-the-suicide-squad", FreeAgent));
    let v = sole(&check(&squad), Code::Affiliation);
    assert_eq!(v.members, vec![2]);

    let empty = Crew::new("Empty", "rulebook", 350);
    let offered = edit::ranks_for(
        &empty,
        &CATALOG,
        &check(&empty),
        model("deathstroke-the-terminator"),
    );
    assert!(offered.contains(&Leader), "{offered:?}");
    assert!(offered.contains(&FreeAgent), "{offered:?}");
}

#[test]
fn shadows_agent_and_dark_knight_only_note_the_boss_swap() {
    // Shadows Agent / Dark Knight: Batman (Dark Knight Rises) and Batman (Year One) as
    // Bosses; the crews stay legal and the card is a reminder.
    let rules = CATALOG.model_rules(model("batman-dark-knight-rises"));
    let cards: Vec<&str> = rules
        .find(|r| matches!(r, CrewTrait::ShadowsAgent))
        .map(|t| {
            assert_eq!(t.rule.handling(), Handling::Shown);
            t.printed.as_str()
        })
        .collect();
    assert_eq!(cards, ["Dark Knight", "Shadows Agent"]);
    for boss in ["batman-dark-knight-rises", "batman-year-one"] {
        let report = assert_legal(&crew(350, &[(boss, Leader), ("robin-1997", Sidekick)]));
        assert!(
            has_badge(&report, 0, "Boss swap", &["Boss"]),
            "{boss}: {:#?}",
            report.members[0]
        );
        assert!(report.members[1].notes.is_empty());
    }
}

// --- What the crew costs ----------------------------------------------------------

#[test]
fn lieutenant_quelle_costs_nothing_with_the_riddler() {
    // Lieutenant (The Riddler): Quelle ($200) and Quiz 1 ($350) under The Riddler (Jim
    // Carrey) at 150 Rep ($500): within the budget only because Quelle is free.
    let riddles = crew(
        150,
        &[
            ("the-riddler-jim-carrey", Leader),
            ("quelle", Sidekick),
            ("quiz-1", Henchman),
        ],
    );
    let report = assert_legal(&riddles);
    assert_eq!(report.members[1].funding, 0);
    assert_eq!(report.members[1].reputation, 45);
    assert_eq!(report.funding_used, 350);
    assert_eq!(report.funding_available, 500);
    assert!(has_badge(
        &report,
        1,
        "Lieutenant",
        &["The Riddler (Jim Carrey)", "$200"]
    ));
}

#[test]
fn lieutenant_bird_classic_pays_without_a_bane() {
    // Lieutenant (Bane): Bird (Classic) is free under Bane (Commander), and pays his
    // $300 under Deathstroke (The Terminator), a Bane Leader by Contractor.
    let report = assert_legal(&crew(
        350,
        &[("bane-commander", Leader), ("bird-classic", Sidekick)],
    ));
    assert_eq!(report.members[1].funding, 0);
    let report = assert_legal(&crew(
        350,
        &[
            ("deathstroke-the-terminator", Leader),
            ("bird-classic", Sidekick),
        ],
    ));
    assert_eq!(report.members[1].funding, 300);
    assert!(report.members[1].notes.is_empty());
}

/// The Funding of a crew and whether a note on it names every one of `parts`.
fn funding_of(crew: &Crew, parts: &[&str]) -> (u32, bool) {
    let report = check(crew);
    (
        report.funding_available,
        has_note(&report, Topic::Funding, parts),
    )
}

#[test]
fn business_agent_adds_350_for_each_carrier() {
    // Business Agent: The Penguin (Crime Lord Rising) and Catwoman (Julie Newmar) each
    // add $350 to the $1500 of 350 Rep.
    let both = crew(
        350,
        &[
            ("the-penguin-crime-lord-rising", Leader),
            ("catwoman-julie-newmar", FreeAgent),
        ],
    );
    assert_legal(&both);
    assert_eq!(funding_of(&both, &["Business Agent"]), (2200, true));

    // Business Agent: Alfred Pennyworth's $350 pays for a Bat Family crew spending
    // $1800 at 350 Rep; Spoiler in his place leaves $1500, and the crew overspends.
    let mut bats = crew(
        350,
        &[
            ("batman-the-animated-series", Leader),
            ("alfred-pennyworth-bat-family", Henchman),
            ("raven", Henchman),
            ("son-of-batman-2", Henchman),
            ("kid-flash", Henchman),
            ("dove", Henchman),
        ],
    );
    for i in [2, 3] {
        bats.members[i]
            .equipment
            .extend(["bat-family-magazine".into(), "bat-family-radio".into()]);
    }
    let report = assert_legal(&bats);
    assert_eq!(report.funding_available, 1850);
    assert_eq!(report.funding_used, 1800);

    bats.members[1].model = "spoiler".into();
    let report = check(&bats);
    let v = sole(&report, Code::Funding);
    assert_eq!(report.funding_available, 1500);
    assert_eq!(v.members, vec![2, 3, 4, 5]);
}

#[test]
fn bat_credit_card_public_resources_millionaire_and_never_do_it_for_free_add_funding() {
    // Bat Credit Card (Batman (1997)) +$350, Public Resources (Chief Mackenzie) +$300,
    // Millionaire (Batman (Adam West)) +$400, Never Do It For Free (Joker (Dark Knight
    // Rises)) +$400, each on the $1500 of 350 Rep.
    let cases = [
        ("batman-1997", Some("robin-1997"), "Bat Credit Card", 1850),
        (
            "commissioner-gordon-gcpd",
            Some("chief-mackenzie"),
            "Public Resources",
            1800,
        ),
        (
            "batman-adam-west",
            Some("robin-burt-ward"),
            "Millionaire",
            1900,
        ),
        (
            "joker-dark-knight-rises",
            None,
            "Never Do It For Free",
            1900,
        ),
    ];
    for (leader, sidekick, card, funding) in cases {
        let mut members = vec![(leader, Leader)];
        members.extend(sidekick.map(|s| (s, Sidekick)));
        let c = crew(350, &members);
        assert_legal(&c);
        assert_eq!(funding_of(&c, &[card]), (funding, true), "{card}");
    }
}

#[test]
fn dirty_money_adds_300_only_as_boss() {
    // Dirty Money: Alexandra Kosov leading as a Sidekick adds $300; as Lex Luthor's
    // Sidekick she adds nothing (Lex's Lord of Business adds its $500).
    let alone = crew(350, &[("alexandra-kosov", Sidekick)]);
    assert_legal(&alone);
    assert_eq!(
        funding_of(&alone, &["Alexandra Kosov", "Dirty Money", "$300"]),
        (1800, true)
    );

    let under_lex = crew(
        350,
        &[("lex-luthor", Leader), ("alexandra-kosov", Sidekick)],
    );
    assert_legal(&under_lex);
    assert_eq!(funding_of(&under_lex, &["Dirty Money"]), (2000, false));
    assert_eq!(
        funding_of(&under_lex, &["Lex Luthor", "Lord of Business", "$500"]),
        (2000, true)
    );
}

#[test]
fn lord_of_business_adds_500_only_as_boss() {
    // Lord of Business: The Roman as the Boss adds $500; beside Lex Luthor as a
    // second (refused) Leader he adds nothing, and only Lex's $500 counts.
    let roman = crew(350, &[("the-roman", Leader)]);
    assert_legal(&roman);
    assert_eq!(
        funding_of(&roman, &["The Roman", "Lord of Business", "$500"]),
        (2000, true)
    );

    let both = crew(350, &[("lex-luthor", Leader), ("the-roman", Leader)]);
    let report = check(&both);
    sole(&report, Code::RankLeader);
    assert_eq!(report.funding_available, 2000);
    assert!(!has_note(&report, Topic::Funding, &["The Roman"]));
}

#[test]
fn smuggler_halves_magazines_and_radios() {
    // Smuggler: Loose Lips (free by Lieutenant (The Penguin)) halves the Magazines and
    // Radios of Penguin Thugs 1 and 2 under The Penguin (Danny DeVito) at 300 Rep
    // ($1000); without her the same kit overspends.
    let mut penguins = crew(
        300,
        &[
            ("the-penguin-danny-devito", Leader),
            ("loose-lips", Sidekick),
            ("penguin-thug-1", Henchman),
            ("penguin-thug-2", Henchman),
        ],
    );
    for i in [2, 3] {
        penguins.members[i]
            .equipment
            .extend(["penguin-magazine".into(), "penguin-radio".into()]);
    }
    let report = assert_legal(&penguins);
    assert_eq!(report.members[2].funding, 200);
    assert_eq!(report.members[3].funding, 600 + 200);
    assert_eq!(report.funding_used, 1000);
    assert!(has_note(
        &report,
        Topic::Funding,
        &["Loose Lips", "Smuggler"]
    ));
    assert!(has_badge(
        &report,
        2,
        "Smuggler",
        &["Magazine", "$100", "$200"]
    ));
    assert!(has_badge(
        &report,
        3,
        "Smuggler",
        &["Radio", "$100", "$200"]
    ));

    penguins.members.remove(1);
    let report = check(&penguins);
    let v = sole(&report, Code::Funding);
    assert_eq!(report.funding_used, 1400);
    assert_eq!(v.members, vec![1, 2]);
}
