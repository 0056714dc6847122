//! The objective deck rules, one test per violation code and per boundary case, the
//! cards a crew may take, and the random fill.

mod support;

use gotham_companion::bmg::catalog::Sources;
use gotham_companion::bmg::deck::{self, CardKind};
use gotham_companion::bmg::{Catalog, Code, Crew, Member, Rank, Report, Violation, validate};
use gotham_companion::words::rules;
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::sync::LazyLock;

static CATALOG: LazyLock<Catalog> = LazyLock::new(support::catalog);

fn deck_violations(report: &Report) -> Vec<&Violation> {
    report
        .violations
        .iter()
        .filter(|v| v.code.is_deck())
        .collect()
}

fn with_code(report: &Report, code: Code) -> Vec<&Violation> {
    report
        .violations
        .iter()
        .filter(|v| v.code == code)
        .collect()
}

fn deck_codes(crew: &Crew, catalog: &Catalog) -> Vec<Code> {
    deck_violations(&validate(crew, catalog))
        .iter()
        .map(|v| v.code)
        .collect()
}

/// Every copy of `id`, as the deck lists them.
fn copies(catalog: &Catalog, id: &str) -> Vec<String> {
    let card = catalog.card(id).unwrap_or_else(|| panic!("{id} is a card"));
    vec![id.to_owned(); card.copies as usize]
}

// --- A catalog made for counting --------------------------------------------------

/// One GCPD Leader and cards named by kind and copies: `g1-a` is a general single,
/// `c3-b` a crew card in 3 copies, and so on, a-l of each.
fn counting_catalog() -> Catalog {
    let model = r#"{"id":"chief","alias":"Chief","name":"Unknown","base":"30mm","reputation":40,"funding":0,"ranks":["Leader"],"affiliations":["GCPD"],"rivals":[],"stats":{"willpower":6,"endurance":6,"movement":8,"attack":3,"defense":4,"strength":4},"traits":["Cop"],"weapons":[]}"#;
    let mut cards = Vec::new();
    for (prefix, kind) in [
        ("g", r#""general":true"#),
        ("c", r#""affiliations":["GCPD"]"#),
    ] {
        for copies in 1..=3 {
            for letter in 'a'..='l' {
                cards.push(format!(
                    r#"{{"id":"{prefix}{copies}-{letter}","name":"{prefix}{copies} {letter}","victory_points":1,"copies":{copies},{kind}}}"#
                ));
            }
        }
    }
    Catalog::from_sources(
        "the counting catalog",
        Sources {
            models: &format!("[{model}]"),
            equipment: "[]",
            cards: &format!("[{}]", cards.join(",")),
            rulesets: Sources::BUNDLED.rulesets,
            affiliation_rules: Sources::BUNDLED.affiliation_rules,
            code_numbers: Sources::BUNDLED.code_numbers,
            manifest: Sources::BUNDLED.manifest,
        },
    )
    .expect("the counting catalog loads")
}

/// A crew of the counting catalog with a deck of `sets`: (prefix and copies, how many
/// such cards), each taken in full.
fn counted(sets: &[(&str, usize)]) -> (Crew, Catalog) {
    let catalog = counting_catalog();
    let mut crew = Crew::new("Counting", "rulebook", 350);
    crew.members.push(Member {
        boss: true,
        ..Member::new("chief", Rank::Leader)
    });
    for &(kind, count) in sets {
        for letter in ('a'..='l').take(count) {
            crew.objective_deck
                .extend(copies(&catalog, &format!("{kind}-{letter}")));
        }
    }
    (crew, catalog)
}

#[test]
fn a_deck_of_the_right_size_and_ratios_is_legal() {
    // 9 crew + 6 general (2 singles), 20 cards.
    let (crew, catalog) = counted(&[("c3", 3), ("g2", 2), ("g1", 2), ("c2", 2), ("c1", 1)]);
    let report = validate(&crew, &catalog);
    assert!(report.is_valid(), "{:#?}", report.violations);
    assert_eq!(report.deck.size, 20);
    assert_eq!(report.deck.general, 6);
    assert_eq!(report.deck.crew, 14);
    assert_eq!(report.deck.singles, 3);
}

#[test]
fn deck_size_must_be_exactly_the_rulesets() {
    let (crew, catalog) = counted(&[("c3", 3), ("g2", 2), ("g1", 2), ("c2", 2)]);
    let report = validate(&crew, &catalog);
    assert_eq!(report.deck.size, 19);
    let violations = deck_violations(&report);
    assert_eq!(violations.len(), 1, "{violations:#?}");
    assert_eq!(violations[0].code, Code::DeckSize);
    assert!(
        rules::violation(violations[0]).contains("19")
            && rules::violation(violations[0]).contains("20")
    );

    let (over, catalog) = counted(&[("c3", 4), ("g2", 2), ("g1", 2), ("c2", 2)]);
    assert_eq!(deck_codes(&over, &catalog), vec![Code::DeckSize]);
}

#[test]
fn the_current_ruleset_asks_for_30() {
    let (mut crew, catalog) = counted(&[("c3", 3), ("g2", 2), ("g1", 2), ("c2", 2), ("c1", 1)]);
    crew.ruleset = "current".into();
    let report = validate(&crew, &catalog);
    assert_eq!(report.deck.required, 30);
    assert_eq!(deck_codes(&crew, &catalog), vec![Code::DeckSize]);

    // 30 cards in the same ratios: 12 crew triples... 9 + 6 + 6 + 4 + 3 + 2 = 30.
    let (mut thirty, catalog) = counted(&[
        ("c3", 3),
        ("g3", 2),
        ("g2", 3),
        ("c2", 2),
        ("c1", 3),
        ("g1", 2),
    ]);
    thirty.ruleset = "current".into();
    let report = validate(&thirty, &catalog);
    assert_eq!(report.deck.size, 30);
    assert!(report.is_valid(), "{:#?}", report.violations);
}

#[test]
fn general_cards_equal_to_crew_cards_is_legal_one_more_is_not() {
    // 10 general (g3 x2, g2 x2) and 10 crew (c3 x2, c2 x2).
    let (equal, catalog) = counted(&[("g3", 2), ("g2", 2), ("c3", 2), ("c2", 2)]);
    let report = validate(&equal, &catalog);
    assert_eq!((report.deck.general, report.deck.crew), (10, 10));
    assert!(report.is_valid(), "{:#?}", report.violations);

    // 11 general, 9 crew.
    let (more, catalog) = counted(&[("g3", 3), ("g1", 2), ("c3", 3)]);
    let report = validate(&more, &catalog);
    assert_eq!((report.deck.general, report.deck.crew), (11, 9));
    assert_eq!(deck_codes(&more, &catalog), vec![Code::DeckGeneral]);
}

#[test]
fn exactly_half_single_cards_is_legal_one_more_is_not() {
    // 10 singles (6 crew, 4 general) and 10 in sets.
    let (half, catalog) = counted(&[("c1", 6), ("g1", 4), ("c3", 2), ("c2", 2)]);
    let report = validate(&half, &catalog);
    assert_eq!(report.deck.singles, 10);
    assert!(report.is_valid(), "{:#?}", report.violations);

    // 11 singles, 9 in sets.
    let (more, catalog) = counted(&[("c1", 7), ("g1", 4), ("c3", 3)]);
    let report = validate(&more, &catalog);
    assert_eq!(report.deck.singles, 11);
    assert_eq!(deck_codes(&more, &catalog), vec![Code::DeckSingles]);
}

#[test]
fn a_multi_copy_card_is_in_its_exact_number_of_copies() {
    let (mut crew, catalog) = counted(&[("c3", 3), ("g2", 2), ("g1", 2), ("c2", 2), ("c1", 1)]);
    // One copy of c3-a short, one c1 card more: still 20 cards.
    let at = crew
        .objective_deck
        .iter()
        .position(|id| id == "c3-a")
        .unwrap();
    crew.objective_deck.remove(at);
    crew.objective_deck.push("c1-b".into());
    let report = validate(&crew, &catalog);
    let violations = deck_violations(&report);
    assert_eq!(violations.len(), 1, "{violations:#?}");
    assert_eq!(violations[0].code, Code::DeckCopies);
    assert_eq!(violations[0].cards, vec!["c3-a"]);
    assert!(
        rules::violation(violations[0]).contains("3 copies"),
        "{}",
        rules::violation(violations[0])
    );
}

#[test]
fn a_single_card_may_not_be_taken_twice() {
    let (mut crew, catalog) = counted(&[("c3", 3), ("g2", 2), ("g1", 2), ("c2", 2)]);
    crew.objective_deck.push("g1-a".into());
    let report = validate(&crew, &catalog);
    let violations = deck_violations(&report);
    assert_eq!(violations.len(), 1, "{violations:#?}");
    assert_eq!(violations[0].code, Code::DeckCopies);
    assert_eq!(violations[0].cards, vec!["g1-a"]);
}

#[test]
fn two_cards_of_one_name_are_refused() {
    let model = r#"{"id":"chief","alias":"Chief","name":"Unknown","base":"30mm","reputation":40,"funding":0,"ranks":["Leader"],"affiliations":["GCPD"],"rivals":[],"stats":{"willpower":6,"endurance":6,"movement":8,"attack":3,"defense":4,"strength":4},"traits":[],"weapons":[]}"#;
    let cards = r#"[{"id":"raid-1","name":"RAID","victory_points":1,"copies":1,"general":true},{"id":"raid-2","name":"Raid","victory_points":2,"copies":1,"affiliations":["GCPD"]}]"#;
    let catalog = Catalog::from_sources(
        "a test catalog",
        Sources {
            models: &format!("[{model}]"),
            equipment: "[]",
            cards,
            rulesets: Sources::BUNDLED.rulesets,
            affiliation_rules: Sources::BUNDLED.affiliation_rules,
            code_numbers: Sources::BUNDLED.code_numbers,
            manifest: Sources::BUNDLED.manifest,
        },
    )
    .unwrap();
    let mut crew = Crew::new("Raiders", "rulebook", 350);
    crew.members.push(Member {
        boss: true,
        ..Member::new("chief", Rank::Leader)
    });
    crew.objective_deck = vec!["raid-1".into(), "raid-2".into()];
    let report = validate(&crew, &catalog);
    let same_name = with_code(&report, Code::DeckCopies);
    assert_eq!(same_name.len(), 1, "{:#?}", report.violations);
    assert_eq!(same_name[0].cards, vec!["raid-1", "raid-2"]);
}

// --- The bundled cards ---------------------------------------------------------------

#[test]
fn the_example_decks_are_legal() {
    for file in [
        "night-patrol.json",
        "clown-princes-court.json",
        "league-of-shadows.json",
        "the-iceberg-lounge.json",
    ] {
        let crew = support::example_crew(file);
        let report = validate(&crew, &CATALOG);
        assert!(report.is_valid(), "{file}: {:#?}", report.violations);
        assert_eq!(report.deck.size, 20, "{file}");
        assert!(report.deck.character > 0, "{file} shows a character card");
    }
}

#[test]
fn a_crew_card_of_another_affiliation_is_refused() {
    let mut crew = support::example_crew("night-patrol.json");
    // Swap a 3-card GCPD set for a 3-card Joker set.
    crew.objective_deck
        .retain(|id| id != "law-forces-monitoring");
    let joker = CATALOG
        .cards()
        .iter()
        .find(|c| c.affiliations == ["Joker"] && c.copies == 3 && c.required_trait.is_empty())
        .unwrap();
    crew.objective_deck.extend(copies(&CATALOG, &joker.id));
    let report = validate(&crew, &CATALOG);
    let violations = deck_violations(&report);
    assert_eq!(violations.len(), 1, "{violations:#?}");
    assert_eq!(violations[0].code, Code::DeckAffiliation);
    assert_eq!(violations[0].cards, vec![joker.id.clone()]);
    assert!(
        rules::violation(violations[0]).contains("GCPD"),
        "{}",
        rules::violation(violations[0])
    );
}

#[test]
fn a_card_needing_a_trait_no_member_has_is_refused() {
    // PATROL REPORT (Bat Family, 3 copies) needs a model with the Bat Family trait:
    // Bruce Wayne leads Bat Family crews but lacks the trait; Ace has it.
    let mut crew = Crew::new("Family", "rulebook", 350);
    crew.members.push(Member {
        boss: true,
        ..Member::new("bruce-wayne", Rank::Leader)
    });
    crew.objective_deck = copies(&CATALOG, "patrol-report");
    let report = validate(&crew, &CATALOG);
    let requirement = with_code(&report, Code::DeckRequirement);
    assert_eq!(requirement.len(), 1, "{:#?}", report.violations);
    assert!(
        rules::violation(requirement[0]).contains("Bat Family"),
        "{}",
        rules::violation(requirement[0])
    );
    assert_eq!(requirement[0].cards, vec!["patrol-report"]);

    crew.members
        .push(Member::new("ace", CATALOG.model("ace").unwrap().ranks[0]));
    assert!(!deck_codes(&crew, &CATALOG).contains(&Code::DeckRequirement));
}

#[test]
fn a_card_needing_a_rank_counts_every_rank_on_a_members_card() {
    let catalog = &*CATALOG;
    let card = catalog.card("km-card-193").unwrap();
    assert_eq!(card.required_ranks, vec![Rank::Leader]);
    let kobra = catalog
        .models()
        .iter()
        .find(|m| m.has_trait("Kobra Cultist") && m.ranks.contains(&Rank::Leader))
        .expect("a Kobra Cultist Leader");
    let mut crew = Crew::new("Cult", "rulebook", 350);
    crew.members.push(Member {
        boss: true,
        ..Member::new(kobra.id.clone(), Rank::Leader)
    });
    crew.objective_deck = copies(catalog, "km-card-193");
    assert!(!deck_codes(&crew, catalog).contains(&Code::DeckRequirement));

    let follower = catalog
        .models()
        .iter()
        .find(|m| {
            m.has_trait("Kobra Cultist")
                && !m.ranks.contains(&Rank::Leader)
                && m.affiliations
                    .iter()
                    .any(|a| kobra.affiliations.contains(a))
        })
        .expect("a Kobra Cultist who is not a Leader");
    crew.members = vec![Member {
        boss: true,
        ..Member::new(follower.id.clone(), follower.ranks[0])
    }];
    let codes = deck_codes(&crew, catalog);
    assert!(codes.contains(&Code::DeckRequirement), "{codes:?}");
}

#[test]
fn a_card_prevented_by_a_trait_is_refused_when_a_member_has_it() {
    // SEARCHING FOR NORA (Mr. Freeze's) is barred by the "A Lot Colder" trait, which
    // Mrs. Freeze has.
    let mut crew = Crew::new("Cold", "rulebook", 350);
    crew.members.push(Member {
        boss: true,
        ..Member::new("mr-freeze-1997", Rank::Leader)
    });
    crew.objective_deck
        .push("character-searching-for-nora".into());
    assert!(!deck_codes(&crew, &CATALOG).contains(&Code::DeckRequirement));
    let mrs = CATALOG.model("mrs-freeze").unwrap();
    crew.members.push(Member::new("mrs-freeze", mrs.ranks[0]));
    let report = validate(&crew, &CATALOG);
    let barred = with_code(&report, Code::DeckRequirement);
    assert_eq!(barred.len(), 1, "{:#?}", report.violations);
    assert!(
        rules::violation(barred[0]).contains("A Lot Colder"),
        "{}",
        rules::violation(barred[0])
    );
}

#[test]
fn a_character_card_needs_its_model_in_its_rank() {
    // STATE OF FEAR is Scarecrow's card for the Leader rank. Scarecrow (Arkham Knight)
    // may be fielded as Leader or Sidekick.
    let mut crew = Crew::new("Fear", "rulebook", 350);
    crew.members.push(Member {
        boss: true,
        ..Member::new("scarecrow-arkham-knight", Rank::Leader)
    });
    crew.objective_deck.push("character-state-of-fear".into());
    let report = validate(&crew, &CATALOG);
    assert_eq!(report.deck.character, 1);
    assert_eq!(report.deck.size, 0, "character cards go on top of the size");
    assert!(!deck_codes(&crew, &CATALOG).contains(&Code::DeckCharacterCard));

    // The same model filling the Sidekick rank does not match the card's rank.
    crew.members[0].rank = Rank::Sidekick;
    let report = validate(&crew, &CATALOG);
    let violations = with_code(&report, Code::DeckCharacterCard);
    assert_eq!(violations.len(), 1, "{:#?}", report.violations);
    assert_eq!(violations[0].cards, vec!["character-state-of-fear"]);

    // With nobody to match, the card is refused too.
    crew.members.clear();
    assert!(deck_codes(&crew, &CATALOG).contains(&Code::DeckCharacterCard));
}

#[test]
fn a_character_card_is_met_only_by_the_profiles_it_lists() {
    // I'M THE SURGEON lists the Frank Miller Batmen (Leader). Batman (Bushi) is Bruce
    // Wayne too, but another version of him: the card's subtitle names one version.
    let mut crew = support::example_crew("night-patrol.json");
    crew.objective_deck.push("character-im-the-surgeon".into());
    assert!(deck_codes(&crew, &CATALOG).contains(&Code::DeckCharacterCard));
    crew.members[0].model = "batman-frank-miller".into();
    assert!(!deck_codes(&crew, &CATALOG).contains(&Code::DeckCharacterCard));
}

#[test]
fn an_unknown_card_is_reported() {
    let mut crew = support::example_crew("night-patrol.json");
    crew.objective_deck.push("lost-card".into());
    let report = validate(&crew, &CATALOG);
    let violations = deck_violations(&report);
    assert_eq!(violations.len(), 1, "{violations:#?}");
    assert_eq!(violations[0].code, Code::DeckUnknownCard);
    assert!(rules::violation(violations[0]).contains("lost-card"));
}

#[test]
fn deck_codes_are_stable() {
    for (code, text) in [
        (Code::DeckSize, "deck-size"),
        (Code::DeckGeneral, "deck-general"),
        (Code::DeckSingles, "deck-singles"),
        (Code::DeckCopies, "deck-copies"),
        (Code::DeckAffiliation, "deck-affiliation"),
        (Code::DeckRequirement, "deck-requirement"),
        (Code::DeckCharacterCard, "deck-character-card"),
        (Code::DeckUnknownCard, "deck-unknown-card"),
    ] {
        assert_eq!(code.as_str(), text);
        assert!(code.is_deck());
    }
    assert!(!Code::Reputation.is_deck());
}

// --- Eligible cards and the random fill ------------------------------------------------

#[test]
fn eligible_cards_are_general_boss_affiliation_and_own_character_cards() {
    let crew = support::example_crew("night-patrol.json");
    let eligible = deck::eligible(&crew, &CATALOG);
    let cards: Vec<_> = eligible.iter().map(|&i| &CATALOG.cards()[i]).collect();
    assert!(cards.iter().any(|c| c.id == "dirty-job"), "general cards");
    assert!(
        cards.iter().any(|c| c.id == "law-forces-monitoring"),
        "GCPD cards"
    );
    assert!(
        cards.iter().any(|c| c.id == "character-assistance"),
        "Robin's card"
    );
    assert!(
        !cards.iter().any(|c| c.affiliations == ["Joker"]),
        "no Joker cards"
    );
    assert!(
        !cards.iter().any(|c| c.id == "patrol-report"),
        "needs the Bat Family trait"
    );
    for card in cards {
        if CardKind::of(card) == CardKind::Character {
            let mut crew = crew.clone();
            crew.objective_deck = vec![card.id.clone(); card.copies as usize];
            assert!(
                !deck_codes(&crew, &CATALOG).contains(&Code::DeckCharacterCard),
                "{}",
                card.id
            );
        }
    }
}

#[test]
fn the_random_fill_makes_a_legal_deck_for_every_example_crew() {
    for file in [
        "night-patrol.json",
        "clown-princes-court.json",
        "league-of-shadows.json",
        "the-iceberg-lounge.json",
    ] {
        let mut crew = support::example_crew(file);
        for seed in 0..25 {
            for ruleset in ["rulebook", "current"] {
                crew.ruleset = ruleset.into();
                crew.objective_deck.clear();
                let mut rng = StdRng::seed_from_u64(seed);
                crew.objective_deck = deck::fill(&crew, &CATALOG, &mut rng).unwrap_or_else(|e| {
                    panic!("{file} {ruleset} seed {seed}: {}", rules::fill_error(&e))
                });
                let report = validate(&crew, &CATALOG);
                assert!(
                    report.is_valid(),
                    "{file} {ruleset} seed {seed}: {:#?}",
                    report.violations
                );
            }
        }
    }
}

#[test]
fn the_fill_keeps_the_chosen_cards_and_completes_started_sets() {
    let mut crew = support::example_crew("night-patrol.json");
    crew.objective_deck = vec![
        "law-forces-monitoring".into(),
        "character-assistance".into(),
        "character-assistance".into(),
    ];
    let filled = deck::fill(&crew, &CATALOG, &mut StdRng::seed_from_u64(3)).unwrap();
    assert_eq!(
        filled
            .iter()
            .filter(|id| *id == "law-forces-monitoring")
            .count(),
        3
    );
    assert_eq!(
        filled
            .iter()
            .filter(|id| *id == "character-assistance")
            .count(),
        2
    );
    crew.objective_deck = filled;
    let report = validate(&crew, &CATALOG);
    assert!(report.is_valid(), "{:#?}", report.violations);
}

#[test]
fn the_fill_refuses_a_deck_already_too_big() {
    let mut crew = support::example_crew("night-patrol.json");
    crew.objective_deck
        .extend(copies(&CATALOG, "law-forces-detective-work"));
    let error = deck::fill(&crew, &CATALOG, &mut StdRng::seed_from_u64(1)).unwrap_err();
    let said = rules::fill_error(&error);
    assert!(said.contains("23"), "{said}");
}

#[test]
fn the_fill_reports_when_no_legal_deck_exists() {
    // The counting catalog with only general cards offered: a Boss of another
    // affiliation leaves no crew cards, so no deck can have as many crew as general.
    let (mut crew, catalog) = counted(&[]);
    crew.members.clear();
    let model = catalog.model("chief").unwrap().id.clone();
    crew.members.push(Member {
        boss: true,
        ..Member::new(model, Rank::Leader)
    });
    // Fill the deck to the brim with general cards first: 11 general, 9 places left.
    crew.objective_deck.extend(copies(&catalog, "g3-a"));
    crew.objective_deck.extend(copies(&catalog, "g3-b"));
    crew.objective_deck.extend(copies(&catalog, "g3-c"));
    crew.objective_deck.extend(copies(&catalog, "g2-a"));
    crew.objective_deck.extend(copies(&catalog, "g2-b"));
    crew.objective_deck.extend(copies(&catalog, "g2-c"));
    crew.objective_deck.extend(copies(&catalog, "g2-d"));
    crew.objective_deck.extend(copies(&catalog, "g1-a"));
    // 16 general cards: 4 places cannot bring the crew cards up to 16.
    let error = deck::fill(&crew, &catalog, &mut StdRng::seed_from_u64(1)).unwrap_err();
    let said = rules::fill_error(&error);
    assert!(said.contains("No legal selection"), "{said}");
}

#[test]
fn the_card_search_ranks_as_the_model_search_the_best_matches_first() {
    let crew = support::example_crew("night-patrol.json");
    let found = |text: &str| -> Vec<String> {
        let filter = deck::CardFilter {
            text: text.into(),
            ..deck::CardFilter::default()
        };
        deck::search(&crew, &CATALOG, &filter)
            .into_iter()
            .map(|i| CATALOG.cards()[i].name.clone())
            .collect()
    };
    let the = found("the");
    let at = |name: &str| {
        the.iter()
            .position(|n| n == name)
            .unwrap_or_else(|| panic!("{name} in {the:?}"))
    };
    // A general card whose title starts with the search comes before a crew card that
    // holds it further in: the best match first, the card's kind only after.
    assert!(at("THEY MUST KNOW PAIN") < at("GET THEM OFF THE STREETS"));
    // Among matches as good, crew cards still come first.
    assert!(at("SECURE THE PERIMETER") < at("STICK TO THE PLAN"));
    assert!(found("dirty job").first().is_some_and(|n| n == "DIRTY JOB"));
}
