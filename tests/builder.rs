//! The crew builder's state: what its messages do to the crew and the live check.

mod support;

use gotham_companion::bmg::{Catalog, Code, Crew, Rank, Violation, validate};
use gotham_companion::screen::builder::{Action, Message, PAGE_SIZE, State, deck};
use gotham_companion::storage;
use gotham_companion::words::rules;
use support::NO_COLLECTION;

fn open(file: &str) -> (State, Catalog) {
    let catalog = support::catalog();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let crew = storage::load_crew(&path).unwrap();
    (
        State::new(crew, Some(path), &catalog, &NO_COLLECTION),
        catalog,
    )
}

fn fresh() -> (State, Catalog) {
    let catalog = support::catalog();
    let state = State::new(
        Crew::new("Test", "rulebook", 350),
        None,
        &catalog,
        &NO_COLLECTION,
    );
    (state, catalog)
}

/// The broken crew-building rules (the deck aside: these crews have none yet).
fn crew_codes(state: &State) -> Vec<Code> {
    support::crew_codes(state.report())
}

fn add(state: &mut State, catalog: &Catalog, id: &str, rank: Rank) {
    let index = catalog.model_index(id).unwrap();
    state.update(Message::AddMember(index, rank), catalog, &NO_COLLECTION);
}

#[test]
fn every_offered_item_may_be_carried_by_its_member() {
    for file in [
        "crews/night-patrol.json",
        "crews/clown-princes-court.json",
        "crews/league-of-shadows.json",
        "crews/the-iceberg-lounge.json",
    ] {
        let (state, catalog) = open(file);
        let mut offered = 0;
        for index in 0..state.crew().members.len() {
            for choice in state.equipment_choices(index, &catalog) {
                offered += 1;
                let mut crew = state.crew().clone();
                crew.members[index]
                    .equipment
                    .push(catalog.equipment()[choice.index].id.clone());
                let report = validate(&crew, &catalog);
                let refused: Vec<String> = report
                    .violations
                    .iter()
                    .filter(|v| v.code == Code::Equipment)
                    .map(rules::violation)
                    .filter(|said| said.contains("cannot carry"))
                    .collect();
                assert!(
                    refused.is_empty(),
                    "{file}: {} offered but {refused:?}",
                    choice.label
                );
            }
        }
        assert!(offered > 0, "{file}: nothing offered");
    }
}

#[test]
fn enter_in_the_search_shows_the_first_match() {
    let (mut state, catalog) = fresh();
    state.update(
        Message::SearchChanged("bushi".into()),
        &catalog,
        &NO_COLLECTION,
    );
    state.update(Message::SearchSubmitted, &catalog, &NO_COLLECTION);
    let bushi = catalog.model_index("batman-bushi");
    assert_eq!(state.selected_model(), bushi);
    // Nothing matches: Enter leaves the profile as it was.
    state.update(
        Message::SearchChanged("zzzz".into()),
        &catalog,
        &NO_COLLECTION,
    );
    state.update(Message::SearchSubmitted, &catalog, &NO_COLLECTION);
    assert_eq!(state.selected_model(), bushi);
}

#[test]
fn buying_and_returning_equipment_updates_the_funding() {
    let (mut state, catalog) = open("crews/night-patrol.json");
    let before = state.report().funding_used;
    // GCPD Officer 2 (member 4) carries nothing.
    let choice = state
        .equipment_choices(4, &catalog)
        .into_iter()
        .find(|c| catalog.equipment()[c.index].id == "gcpd-whistle")
        .expect("a Whistle is offered to a GCPD Henchman");
    state.update(Message::BuyEquipment(4, choice), &catalog, &NO_COLLECTION);
    assert_eq!(state.report().funding_used, before + 150);
    assert!(state.is_dirty());
    state.update(Message::RemoveEquipment(4, 0), &catalog, &NO_COLLECTION);
    assert_eq!(state.report().funding_used, before);
}

#[test]
fn twin_items_of_two_affiliations_are_told_apart() {
    let (mut state, catalog) = fresh();
    add(&mut state, &catalog, "batman-classic", Rank::Leader);
    add(&mut state, &catalog, "gcpd-officer-1", Rank::Henchman);
    let offered = state.equipment_choices(1, &catalog);
    let labels: Vec<&str> = offered.iter().map(|c| c.label.as_str()).collect();
    let mut unique = labels.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(
        unique.len(),
        labels.len(),
        "two offers read alike: {labels:?}"
    );
    let whistle = |id: &str| {
        offered
            .iter()
            .find(|c| catalog.equipment()[c.index].id == id)
            .map(|c| c.label.as_str())
    };
    // A Boss of Bat Family and GCPD is sold both Whistles: each names its affiliation.
    assert_eq!(whistle("gcpd-whistle"), Some("Whistle ($150, GCPD)"));
    assert_eq!(
        whistle("bat-family-whistle"),
        Some("Whistle ($150, Bat Family)")
    );
    // A GCPD Boss is sold one Whistle, which keeps its short label.
    let (state, catalog) = open("crews/night-patrol.json");
    let whistle = state
        .equipment_choices(4, &catalog)
        .into_iter()
        .find(|c| catalog.equipment()[c.index].id == "gcpd-whistle")
        .map(|c| c.label);
    assert_eq!(whistle.as_deref(), Some("Whistle ($150)"));
}

#[test]
fn auto_says_when_it_plays_another_affiliation() {
    let (mut state, catalog) = fresh();
    add(&mut state, &catalog, "batman-classic", Rank::Leader);
    let played = |state: &State| state.report().affiliation.clone().map(|p| p.affiliation);
    assert_eq!(played(&state).as_deref(), Some("Bat Family"));
    let officer = catalog.model_index("gcpd-officer-1").unwrap();
    let action = state.update(
        Message::AddMember(officer, Rank::Henchman),
        &catalog,
        &NO_COLLECTION,
    );
    assert_eq!(played(&state).as_deref(), Some("GCPD"));
    match action {
        Action::News(news) => assert!(
            news.text()
                .starts_with("The crew now plays GCPD, not Bat Family"),
            "{news}"
        ),
        other => panic!("no word of the switch: {other:?}"),
    }
    // An edit that leaves the affiliation as it is says nothing.
    let action = state.update(
        Message::NameChanged("Patrol".into()),
        &catalog,
        &NO_COLLECTION,
    );
    assert!(matches!(action, Action::None), "{action:?}");
}

#[test]
fn the_crew_s_own_members_stay_listed_under_can_join() {
    let (mut state, catalog) = open("crews/night-patrol.json");
    let members: Vec<String> = state
        .crew()
        .members
        .iter()
        .map(|m| m.model.clone())
        .collect();
    for model in members {
        let index = catalog.model_index(&model).unwrap();
        let alias = catalog.models()[index].alias.clone();
        state.update(Message::SearchChanged(alias), &catalog, &NO_COLLECTION);
        assert!(
            state.page_models().contains(&index),
            "{model} is missing from the list"
        );
    }
}

#[test]
fn the_first_leader_becomes_the_boss_and_the_boss_can_be_changed() {
    let (mut state, catalog) = fresh();
    add(&mut state, &catalog, "gcpd-officer-1", Rank::Henchman);
    assert_eq!(state.crew().boss(), None);
    add(&mut state, &catalog, "batman-bushi", Rank::Leader);
    assert_eq!(state.crew().boss(), Some(1));
    add(&mut state, &catalog, "robin-1997", Rank::Sidekick);
    state.update(Message::BossChosen(2), &catalog, &NO_COLLECTION);
    assert_eq!(state.crew().boss(), Some(2));
    assert!(
        state
            .report()
            .violations
            .iter()
            .any(|v| v.code == Code::BossRank)
    );
}

#[test]
fn a_multi_rank_model_changes_rank() {
    let (mut state, catalog) = fresh();
    add(&mut state, &catalog, "batman-bushi", Rank::Leader);
    add(&mut state, &catalog, "warden-sharp", Rank::Leader);
    assert!(
        state
            .report()
            .violations
            .iter()
            .any(|v| v.code == Code::RankLeader)
    );
    state.update(
        Message::MemberRankChanged(1, Rank::Sidekick),
        &catalog,
        &NO_COLLECTION,
    );
    assert_eq!(crew_codes(&state), vec![]);
}

#[test]
fn adding_in_a_rank_the_model_lacks_uses_its_own_rank() {
    let (mut state, catalog) = fresh();
    add(&mut state, &catalog, "gcpd-officer-1", Rank::Leader);
    assert_eq!(state.crew().members[0].rank, Rank::Henchman);
}

#[test]
fn removing_a_member_rechecks_the_crew() {
    let (mut state, catalog) = fresh();
    add(&mut state, &catalog, "batman-bushi", Rank::Leader);
    add(&mut state, &catalog, "happy", Rank::Henchman);
    assert_eq!(crew_codes(&state), vec![Code::Affiliation]);
    state.update(Message::RemoveMember(1), &catalog, &NO_COLLECTION);
    assert_eq!(crew_codes(&state), vec![]);
}

#[test]
fn new_search_results_and_a_new_page_show_the_list_from_its_top() {
    let (mut state, catalog) = fresh();
    let to_top = |state: &mut State, message| {
        matches!(
            state.update(message, &catalog, &NO_COLLECTION),
            Action::ListToTop
        )
    };
    assert!(to_top(&mut state, Message::SearchChanged("a".into())));
    assert!(to_top(&mut state, Message::PageChanged(1)));
    assert!(
        !to_top(&mut state, Message::PageChanged(1)),
        "the same page stays where it is"
    );
    assert!(!to_top(&mut state, Message::SearchSubmitted));
}

#[test]
fn the_broken_rules_show_beside_the_members_and_point_at_them() {
    let (mut state, catalog) = fresh();
    add(&mut state, &catalog, "batman-bushi", Rank::Leader);
    add(&mut state, &catalog, "happy", Rank::Henchman);
    assert!(!state.rules_open());
    state.update(Message::RulesToggled, &catalog, &NO_COLLECTION);
    assert!(state.rules_open());
    state.update(Message::ViolationToggled(0), &catalog, &NO_COLLECTION);
    assert!(state.rules_open(), "the rules stay, beside the members");
    assert_eq!(state.pointed_members(), &[1], "Happy stands out");
    state.update(Message::RulesToggled, &catalog, &NO_COLLECTION);
    assert!(!state.rules_open());
}

#[test]
fn messages_naming_missing_positions_change_nothing() {
    let (mut state, catalog) = open("crews/night-patrol.json");
    // A page past the end is the last page: once there, asking again does nothing.
    state.update(Message::PageChanged(usize::MAX), &catalog, &NO_COLLECTION);
    let before = state.crew().clone();
    for message in [
        Message::RemoveMember(99),
        Message::MemberRankChanged(99, Rank::Leader),
        Message::BossChosen(99),
        Message::RemoveEquipment(99, 0),
        Message::RemoveEquipment(0, 99),
        Message::AddMember(usize::MAX, Rank::Leader),
        Message::ModelSelected(usize::MAX),
        Message::MemberSelected(99),
        Message::ViolationToggled(99),
        Message::PageChanged(usize::MAX),
    ] {
        let said = format!("{message:?}");
        let action = state.update(message, &catalog, &NO_COLLECTION);
        assert!(matches!(action, Action::None), "{said}: {action:?}");
    }
    assert_eq!(state.crew(), &before);
    assert!(!state.is_dirty());
}

#[test]
fn the_reputation_limit_field_takes_only_numbers_in_range() {
    let (mut state, catalog) = fresh();
    for refused in ["", "0", "abc", "10001", "99999999999"] {
        state.update(
            Message::LimitEdited(refused.into()),
            &catalog,
            &NO_COLLECTION,
        );
        assert_eq!(state.crew().reputation_limit, 350, "{refused:?}");
    }
    state.update(Message::LimitEdited("275".into()), &catalog, &NO_COLLECTION);
    assert_eq!(state.crew().reputation_limit, 275);
    state.update(Message::LimitPresetChosen(450), &catalog, &NO_COLLECTION);
    assert_eq!(state.crew().reputation_limit, 450);
}

#[test]
fn the_catalog_pages_through_every_match() {
    let (mut state, catalog) = fresh();
    let all = catalog.models().len();
    let pages = all.div_ceil(PAGE_SIZE);
    // Past the end, the last page shows.
    state.update(Message::PageChanged(pages + 5), &catalog, &NO_COLLECTION);
    assert_eq!(state.page_models().len(), all - (pages - 1) * PAGE_SIZE);
    let (mut shown, mut page) = (0, 0);
    loop {
        state.update(Message::PageChanged(page), &catalog, &NO_COLLECTION);
        let on_page = state.page_models().len();
        if on_page == 0 || page >= pages {
            break;
        }
        shown += on_page;
        page += 1;
    }
    assert_eq!(shown, all);
}

#[test]
fn save_hands_the_crew_and_its_file_to_the_app() {
    let (mut state, catalog) = open("crews/night-patrol.json");
    state.update(
        Message::NameChanged("Night Patrol II".into()),
        &catalog,
        &NO_COLLECTION,
    );
    match state.update(Message::Save, &catalog, &NO_COLLECTION) {
        Action::Save {
            crew,
            path,
            version,
        } => {
            assert_eq!(crew.name, "Night Patrol II");
            assert!(path.unwrap().ends_with("crews/night-patrol.json"));
            state.saved(std::path::PathBuf::from("/tmp/x.json"), version);
            assert!(!state.is_dirty());
        }
        other => panic!("expected a save, got {other:?}"),
    }
}

#[test]
fn edits_made_while_saving_stay_unsaved() {
    let (mut state, catalog) = open("crews/night-patrol.json");
    state.update(Message::NameChanged("A".into()), &catalog, &NO_COLLECTION);
    let Action::Save { version, .. } = state.update(Message::Save, &catalog, &NO_COLLECTION) else {
        panic!("expected a save");
    };
    state.update(Message::NameChanged("AB".into()), &catalog, &NO_COLLECTION);
    state.saved(std::path::PathBuf::from("/tmp/x.json"), version);
    assert!(state.is_dirty());
}

#[test]
fn copy_roster_hands_the_text_roster_to_the_app() {
    let (mut state, catalog) = open("crews/night-patrol.json");
    match state.update(Message::CopyRoster, &catalog, &NO_COLLECTION) {
        Action::CopyToClipboard(text) => {
            assert!(text.starts_with("Night Patrol\n"), "{text}");
            assert!(text.contains("Batman (Bushi)"));
        }
        other => panic!("expected a copy, got {other:?}"),
    }
}

#[test]
fn cards_are_added_and_removed_as_whole_sets() {
    let (mut state, catalog) = open("crews/night-patrol.json");
    state.update(
        Message::Deck(deck::Message::Clear),
        &catalog,
        &NO_COLLECTION,
    );
    assert!(state.crew().objective_deck.is_empty());
    let monitoring = catalog
        .cards()
        .iter()
        .position(|c| c.id == "law-forces-monitoring")
        .unwrap();
    state.update(
        Message::Deck(deck::Message::AddCard(monitoring)),
        &catalog,
        &NO_COLLECTION,
    );
    assert_eq!(
        state.crew().objective_deck,
        vec!["law-forces-monitoring"; 3]
    );
    assert_eq!(state.report().deck.size, 3);
    // Adding it again changes nothing.
    state.update(
        Message::Deck(deck::Message::AddCard(monitoring)),
        &catalog,
        &NO_COLLECTION,
    );
    assert_eq!(state.report().deck.size, 3);
    state.update(
        Message::Deck(deck::Message::RemoveCard("law-forces-monitoring".into())),
        &catalog,
        &NO_COLLECTION,
    );
    assert!(state.crew().objective_deck.is_empty());
    assert!(state.is_dirty());
}

#[test]
fn the_fill_button_completes_a_legal_deck() {
    let (mut state, catalog) = open("crews/league-of-shadows.json");
    state.update(
        Message::Deck(deck::Message::Clear),
        &catalog,
        &NO_COLLECTION,
    );
    state.update(Message::Deck(deck::Message::Fill), &catalog, &NO_COLLECTION);
    assert!(
        state.report().is_valid(),
        "{:#?}",
        state.report().violations
    );
    assert!(state.deck().fill_error().is_none());
}

#[test]
fn the_deck_browser_filters_the_cards_the_crew_may_take() {
    let (mut state, catalog) = open("crews/night-patrol.json");
    let all = state.deck().results().len();
    state.update(
        Message::Deck(deck::Message::KindPicked(deck::KindChoice(Some(
            gotham_companion::bmg::deck::CardKind::General,
        )))),
        &catalog,
        &NO_COLLECTION,
    );
    let general = state.deck().results().to_vec();
    assert!(!general.is_empty() && general.len() < all);
    assert!(general.iter().all(|&i| catalog.cards()[i].general));
    state.update(
        Message::Deck(deck::Message::CopiesPicked(deck::NumberChoice {
            value: Some(3),
            unit: "copies",
        })),
        &catalog,
        &NO_COLLECTION,
    );
    assert!(
        state
            .deck()
            .results()
            .iter()
            .all(|&i| catalog.cards()[i].copies == 3)
    );
    state.update(
        Message::Deck(deck::Message::SearchChanged("dirty".into())),
        &catalog,
        &NO_COLLECTION,
    );
    let names: Vec<&str> = state
        .deck()
        .results()
        .iter()
        .map(|&i| catalog.cards()[i].name.as_str())
        .collect();
    assert_eq!(names, vec!["DIRTY JOB"]);
}

#[test]
fn a_card_made_illegal_by_a_crew_change_is_flagged_not_dropped() {
    let (mut state, catalog) = open("crews/night-patrol.json");
    assert!(state.report().is_valid());
    // Robin (1997), member 1, is who ASSISTANCE is for.
    state.update(Message::RemoveMember(1), &catalog, &NO_COLLECTION);
    assert_eq!(
        state
            .crew()
            .objective_deck
            .iter()
            .filter(|id| *id == "character-assistance")
            .count(),
        2
    );
    let flagged: Vec<&Violation> = state
        .report()
        .violations
        .iter()
        .filter(|v| v.code == Code::DeckCharacterCard)
        .collect();
    assert_eq!(flagged.len(), 1);
    assert_eq!(flagged[0].cards, vec!["character-assistance"]);
}
