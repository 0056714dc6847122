//! The crew builder's state: what its messages do to the crew and the live check.

mod support;

use gotham_companion::bmg::{Catalog, Code, Crew, Rank, validate};
use gotham_companion::screen::builder::{Action, Message, PAGE_SIZE, State};
use gotham_companion::storage;

fn open(file: &str) -> (State, Catalog) {
    let catalog = support::catalog();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let crew = storage::load_crew(&path).unwrap();
    (State::new(crew, Some(path), &catalog), catalog)
}

fn fresh() -> (State, Catalog) {
    let catalog = support::catalog();
    let state = State::new(Crew::new("Test", "rulebook", 350), None, &catalog);
    (state, catalog)
}

fn add(state: &mut State, catalog: &Catalog, id: &str, rank: Rank) {
    let index = catalog.model_index(id).unwrap();
    state.update(Message::MemberAdded(index, rank), catalog);
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
                let refused: Vec<&str> = report
                    .violations
                    .iter()
                    .filter(|v| v.code == Code::Equipment && v.message.contains("cannot carry"))
                    .map(|v| v.message.as_str())
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
    state.update(Message::SearchChanged("bushi".into()), &catalog);
    state.update(Message::SearchSubmitted, &catalog);
    let bushi = catalog.model_index("batman-bushi");
    assert_eq!(state.selected_model(), bushi);
    // Nothing matches: Enter leaves the profile as it was.
    state.update(Message::SearchChanged("zzzz".into()), &catalog);
    state.update(Message::SearchSubmitted, &catalog);
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
    state.update(Message::EquipmentBought(4, choice), &catalog);
    assert_eq!(state.report().funding_used, before + 150);
    assert!(state.is_dirty());
    state.update(Message::EquipmentRemoved(4, 0), &catalog);
    assert_eq!(state.report().funding_used, before);
}

#[test]
fn the_first_leader_becomes_the_boss_and_the_boss_can_be_changed() {
    let (mut state, catalog) = fresh();
    add(&mut state, &catalog, "gcpd-officer-1", Rank::Henchman);
    assert_eq!(state.crew().boss(), None);
    add(&mut state, &catalog, "batman-bushi", Rank::Leader);
    assert_eq!(state.crew().boss(), Some(1));
    add(&mut state, &catalog, "robin-1997", Rank::Sidekick);
    state.update(Message::BossChosen(2), &catalog);
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
    state.update(Message::MemberRankChanged(1, Rank::Sidekick), &catalog);
    assert!(
        state.report().is_valid(),
        "{:#?}",
        state.report().violations
    );
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
    assert!(!state.report().is_valid());
    state.update(Message::MemberRemoved(1), &catalog);
    assert!(state.report().is_valid());
}

#[test]
fn messages_naming_missing_positions_change_nothing() {
    let (mut state, catalog) = open("crews/night-patrol.json");
    let before = state.crew().clone();
    for message in [
        Message::MemberRemoved(99),
        Message::MemberRankChanged(99, Rank::Leader),
        Message::BossChosen(99),
        Message::EquipmentRemoved(99, 0),
        Message::EquipmentRemoved(0, 99),
        Message::MemberAdded(usize::MAX, Rank::Leader),
        Message::ModelSelected(usize::MAX),
        Message::MemberSelected(99),
        Message::ViolationToggled(99),
        Message::PageChanged(usize::MAX),
    ] {
        assert!(matches!(state.update(message, &catalog), Action::None));
    }
    assert_eq!(state.crew(), &before);
    assert!(!state.is_dirty());
}

#[test]
fn the_reputation_limit_field_takes_only_numbers_in_range() {
    let (mut state, catalog) = fresh();
    for refused in ["", "0", "abc", "10001", "99999999999"] {
        state.update(Message::LimitEdited(refused.into()), &catalog);
        assert_eq!(state.crew().reputation_limit, 350, "{refused:?}");
    }
    state.update(Message::LimitEdited("275".into()), &catalog);
    assert_eq!(state.crew().reputation_limit, 275);
    state.update(Message::LimitPresetChosen(450), &catalog);
    assert_eq!(state.crew().reputation_limit, 450);
}

#[test]
fn the_catalog_pages_through_every_match() {
    let (mut state, catalog) = fresh();
    let all = catalog.models().len();
    let pages = all.div_ceil(PAGE_SIZE);
    // Past the end, the last page shows.
    state.update(Message::PageChanged(pages + 5), &catalog);
    assert_eq!(state.page_models().len(), all - (pages - 1) * PAGE_SIZE);
    let (mut shown, mut page) = (0, 0);
    loop {
        state.update(Message::PageChanged(page), &catalog);
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
    state.update(Message::NameChanged("Night Patrol II".into()), &catalog);
    match state.update(Message::Save, &catalog) {
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
    state.update(Message::NameChanged("A".into()), &catalog);
    let Action::Save { version, .. } = state.update(Message::Save, &catalog) else {
        panic!("expected a save");
    };
    state.update(Message::NameChanged("AB".into()), &catalog);
    state.saved(std::path::PathBuf::from("/tmp/x.json"), version);
    assert!(state.is_dirty());
}

#[test]
fn copy_roster_hands_the_text_roster_to_the_app() {
    let (mut state, catalog) = open("crews/night-patrol.json");
    match state.update(Message::CopyRoster, &catalog) {
        Action::CopyToClipboard(text) => {
            assert!(text.starts_with("Night Patrol\n"), "{text}");
            assert!(text.contains("Batman (Bushi)"));
        }
        other => panic!("expected a copy, got {other:?}"),
    }
}
