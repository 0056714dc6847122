//! The catalog browser at the table: search results best first, the "can join this
//! crew" filter, a list that keeps its place when a model is added, and the help
//! overlay that took the header's shortcut hint.

mod support;

use gotham_companion::bmg::catalog::{ModelFilter, Relevance};
use gotham_companion::bmg::names::{natural_cmp, normalize};
use gotham_companion::bmg::validate::Report;
use gotham_companion::bmg::{Catalog, Crew, Rank, edit, validate};
use gotham_companion::screen::builder::id;
use gotham_companion::screen::builder::{AffiliationChoice, Message, State};
use gotham_companion::{app, words};
use iced::widget::Id;
use iced_test::{Error, selector};
use std::cmp::Ordering;
use support::NO_COLLECTION;
use support::builder::{click, press, shown_whole, sized, ui, ui_at};
use support::named;

/// The catalog list's rows on screen, top to bottom: each alias and where it is drawn.
fn rows(state: &State, catalog: &Catalog) -> Vec<(String, f32)> {
    let mut ui = ui(state, catalog);
    let mut found = Vec::new();
    // A selector that never matches, to see every text.
    let _ = ui.find(|candidate: selector::Candidate<'_>| {
        if let selector::Candidate::Text {
            content,
            visible_bounds: Some(bounds),
            ..
        } = candidate
            // The browser is the leftmost panel, 360 px wide.
            && bounds.x < 372.0
            && catalog.models().iter().any(|m| m.alias == content)
        {
            found.push((content.to_owned(), bounds.y));
        }
        None::<()>
    });
    found.sort_by(|a, b| a.1.total_cmp(&b.1));
    found
}

fn ranked(catalog: &Catalog, text: &str) -> Vec<(String, Relevance)> {
    let filter = ModelFilter {
        text: text.into(),
        ..ModelFilter::default()
    };
    catalog
        .ranked_search(&filter)
        .into_iter()
        .map(|(i, r)| (catalog.model_at(i).alias.clone(), r))
        .collect()
}

#[test]
fn searching_joker_lists_every_joker_before_the_models_that_mention_him() {
    let catalog = support::catalog();
    let found = ranked(&catalog, "joker");
    let jokers = found
        .iter()
        .take_while(|(_, r)| *r == Relevance::ExactAlias)
        .count();
    assert_eq!(jokers, 16, "{found:?}");
    assert!(
        found[..jokers]
            .iter()
            .all(|(alias, _)| alias == "Joker" || alias.starts_with("Joker (")),
        "{found:?}"
    );
    assert_eq!(found[0].0, "Joker");
    let position = |alias: &str| found.iter().position(|(a, _)| a == alias).unwrap();
    assert!(position("Joker (Titan)") < position("Jokermobile (Arkham Knight)"));
    assert_eq!(found[position("Joker's Biker 1")].1, Relevance::AliasPrefix);
    // Harley and Gaggy only name the Joker in a trait.
    assert_eq!(
        found[position("Harley Quinn (The Animated Series)")].1,
        Relevance::Trait
    );
    assert!(position("Joker's Victim 3") < position("Gaggy"));
}

#[test]
fn numbered_profiles_come_in_natural_order() {
    let catalog = support::catalog();
    let bikers: Vec<String> = ranked(&catalog, "joker's biker")
        .into_iter()
        .map(|(alias, _)| alias)
        .collect();
    assert_eq!(
        bikers,
        vec!["Joker's Biker 1", "Joker's Biker 2", "Joker's Biker 3"]
    );
    assert_eq!(natural_cmp("biker 2", "biker 10"), Ordering::Less);
    assert_eq!(natural_cmp("biker 02", "biker 2"), Ordering::Equal);
    // Numbers longer than any integer type compare without overflow.
    let huge = "9".repeat(40);
    assert_eq!(natural_cmp(&huge, &format!("1{huge}")), Ordering::Less);
}

#[test]
fn alias_matches_come_before_true_name_and_trait_matches() {
    let catalog = support::catalog();
    for text in [
        "joker",
        "harley",
        "batman",
        "bruce wayne",
        "street demonz",
        "gas",
    ] {
        let found = ranked(&catalog, text);
        assert!(!found.is_empty(), "{text}");
        for pair in found.windows(2) {
            let ((a, ra), (b, rb)) = (&pair[0], &pair[1]);
            assert!(ra <= rb, "{text}: {a} {ra:?} before {b} {rb:?}");
            if ra == rb {
                let order = natural_cmp(&normalize(a), &normalize(b));
                assert_ne!(order, Ordering::Greater, "{text}: {a} before {b}");
            }
        }
    }
    // "Bruce Wayne" is a true name: the models carrying it match by name.
    let bruce = ranked(&catalog, "bruce wayne");
    assert!(
        bruce
            .iter()
            .any(|(a, r)| a == "Batman (Bushi)" && *r == Relevance::Name)
    );
}

/// For each catalog model, whether the "can join" filter offers it to `crew`.
fn joinable(crew: &Crew, catalog: &Catalog) -> Vec<bool> {
    edit::joinable(crew, catalog)
        .iter()
        .map(|ranks| !ranks.is_empty())
        .collect()
}

#[test]
fn can_join_offers_no_eternal_profile_while_eternal_is_off() {
    let catalog = support::catalog();
    let mut crew = support::example_crew("clown-princes-court.json");
    assert!(!crew.eternal);
    let offered = joinable(&crew, &catalog);
    for (i, model) in catalog.models().iter().enumerate() {
        assert!(!(offered[i] && model.eternal), "{} offered", model.alias);
    }
    crew.eternal = true;
    let offered = joinable(&crew, &catalog);
    assert!(
        catalog
            .models()
            .iter()
            .enumerate()
            .any(|(i, m)| offered[i] && m.eternal),
        "with Eternal on, some Eternal profile may join"
    );
}

#[test]
fn can_join_offers_a_leader_only_in_another_rank_once_the_leader_slot_is_full() {
    let catalog = support::catalog();
    for file in ["clown-princes-court.json", "night-patrol.json"] {
        let crew = support::example_crew(file);
        let report: Report = validate(&crew, &catalog);
        let offered = joinable(&crew, &catalog);
        for (i, model) in catalog.models().iter().enumerate() {
            if offered[i] {
                let ranks = edit::ranks_for(&crew, &catalog, &report, i);
                assert!(
                    ranks.iter().any(|&r| r != Rank::Leader),
                    "{file}: {} offered as a second Leader",
                    model.alias
                );
            }
        }
        let leaders_only = catalog
            .models()
            .iter()
            .enumerate()
            .filter(|(i, m)| offered[*i] && m.ranks == [Rank::Leader])
            .count();
        // The few offered (Commissioner Gordon in a Batman crew) join by Affinity.
        assert!(leaders_only <= 2, "{file}: {leaders_only}");
    }
}

#[test]
fn typing_joker_shows_the_joker_leaders_in_the_first_rows() -> Result<(), Error> {
    let catalog = support::catalog();
    let mut state = State::new(
        Crew::new("Search", "rulebook", 350),
        None,
        &catalog,
        &NO_COLLECTION,
    );
    let mut sim = ui(&state, &catalog);
    sim.click(selector::id(id::SEARCH))?;
    sim.typewrite("joker");
    let messages: Vec<Message> = sim.into_messages().collect();
    for message in messages {
        state.update(message, &catalog, &NO_COLLECTION);
    }
    assert_eq!(state.search_text(), "joker");
    let shown: Vec<String> = rows(&state, &catalog).into_iter().map(|r| r.0).collect();
    assert!(shown.len() >= 8, "{shown:?}");
    assert_eq!(shown[..3], ["Joker", "Joker", "Joker (Arkham Asylum)"]);
    assert!(
        shown[..8].iter().all(|a| a.starts_with("Joker"))
            && !shown[..8].iter().any(|a| a.starts_with("Jokermobile")),
        "{shown:?}"
    );
    Ok(())
}

#[test]
fn can_join_hides_eternal_profiles_and_second_leaders_on_screen() -> Result<(), Error> {
    let catalog = support::catalog();
    let crew = support::example_crew("clown-princes-court.json");
    let mut state = State::new(crew, None, &catalog, &NO_COLLECTION);
    state.update(
        Message::SearchChanged("harley".into()),
        &catalog,
        &NO_COLLECTION,
    );
    let shown: Vec<String> = rows(&state, &catalog).into_iter().map(|r| r.0).collect();
    assert!(
        !shown.contains(&"Harley Quinn (Rebirth)".to_owned()),
        "{shown:?}"
    );
    // The crew has its Leader: no other Joker leader is offered; its own stays listed.
    state.update(
        Message::SearchChanged("joker".into()),
        &catalog,
        &NO_COLLECTION,
    );
    let shown: Vec<String> = rows(&state, &catalog).into_iter().map(|r| r.0).collect();
    assert!(!shown.is_empty());
    let leaders: Vec<&String> = shown
        .iter()
        .filter(|a| *a == "Joker" || a.starts_with("Joker ("))
        .collect();
    assert_eq!(leaders, ["Joker (Arkham Asylum)"], "{shown:?}");
    Ok(())
}

#[test]
fn adding_a_leader_keeps_the_filter_and_every_row_in_place() -> Result<(), Error> {
    let catalog = support::catalog();
    let mut state = State::new(
        Crew::new("Place", "rulebook", 350),
        None,
        &catalog,
        &NO_COLLECTION,
    );
    state.update(
        Message::SearchChanged("joker".into()),
        &catalog,
        &NO_COLLECTION,
    );
    let before = rows(&state, &catalog);
    click(&mut state, &catalog, "Joker (Arkham Asylum)")?;
    press(&mut state, &catalog, id::add(Rank::Leader))?;
    assert_eq!(state.crew().members.len(), 1);
    // Under "can join" the other Jokers would be gone: the filter stayed.
    assert_eq!(rows(&state, &catalog), before);

    // Under "can join", the rows stay too, the Jokers that no longer can join included.
    let mut state = State::new(
        Crew::new("Place", "rulebook", 350),
        None,
        &catalog,
        &NO_COLLECTION,
    );
    state.update(
        Message::AffiliationPicked(AffiliationChoice::BossCrew),
        &catalog,
        &NO_COLLECTION,
    );
    state.update(
        Message::SearchChanged("joker".into()),
        &catalog,
        &NO_COLLECTION,
    );
    let before = rows(&state, &catalog);
    click(&mut state, &catalog, "Joker (Arkham Asylum)")?;
    press(&mut state, &catalog, id::add(Rank::Leader))?;
    assert_eq!(rows(&state, &catalog), before);
    Ok(())
}

#[test]
fn the_help_button_shows_every_shortcut_and_closes() -> Result<(), Error> {
    use gotham_companion::app::Message as AppMessage;
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    assert!(support::simulator(&app).find("Keyboard shortcuts").is_err());
    named::press(&mut app, app::id::HELP)?;
    let mut sim = support::simulator(&app);
    for keys in [
        "Ctrl+N",
        "Ctrl+S",
        "Ctrl+F",
        "Ctrl+Z",
        "Ctrl+Enter",
        "Ctrl+P",
        "F1",
        "Esc",
    ] {
        sim.find(keys)?;
    }
    drop(sim);
    named::press(&mut app, app::id::HELP_CLOSE)?;
    assert!(support::simulator(&app).find("Keyboard shortcuts").is_err());
    support::apply(&mut app, [AppMessage::ShowHelp, AppMessage::CloseHelp]);
    assert!(support::simulator(&app).find("Ctrl+P").is_err());
    Ok(())
}

#[test]
fn the_help_names_the_version_and_the_catalog_in_use() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    named::press(&mut app, app::id::HELP)?;
    let mut sim = support::simulator(&app);
    sim.find(concat!("Gotham Companion ", env!("CARGO_PKG_VERSION")))?;
    let id = support::catalog().manifest().id.clone();
    sim.find(|candidate: selector::Candidate<'_>| match candidate {
        selector::Candidate::Text { content, .. }
            if content.starts_with("Catalog in use:") && content.contains(&id) =>
        {
            Some(())
        }
        _ => None,
    })?;
    Ok(())
}

#[test]
fn can_join_names_the_rank_a_leader_would_join_in_once_the_leader_slot_is_full() -> Result<(), Error>
{
    let catalog = support::catalog();
    let crew = support::example_crew("night-patrol.json");
    let mut state = State::new(crew, None, &catalog, &NO_COLLECTION);
    // Every model offered as a Leader in print joins in another rank: the crew has one.
    let leaders: Vec<usize> = (0..catalog.models().len())
        .filter(|&i| catalog.model_at(i).ranks.contains(&Rank::Leader))
        .filter(|&i| state.joins_as(i).is_some())
        .collect();
    assert!(!leaders.is_empty(), "some Leader joins by Affinity");
    for &i in &leaders {
        let ranks = state.joins_as(i).unwrap();
        assert!(!ranks.contains(&Rank::Leader), "{ranks:?}");
    }
    // Its row says so, where the printed ranks would be.
    let model = catalog.model_at(leaders[0]);
    state.update(
        Message::SearchChanged(model.alias.clone()),
        &catalog,
        &NO_COLLECTION,
    );
    let ranks: Vec<&str> = state
        .joins_as(leaders[0])
        .unwrap()
        .iter()
        .map(|&r| words::rules::rank(r))
        .collect();
    let line = format!(
        "joins as {} · {}",
        ranks.join("/"),
        model.affiliations.join(", ")
    );
    ui(&state, &catalog).find(line.as_str())?;
    Ok(())
}

/// A window too narrow for three panels (1024×700, or a large text scale): the
/// catalog and the crew share it, and a model's profile takes the catalog's place
/// until it is closed.
#[test]
fn a_narrow_window_shows_the_profile_in_the_catalogs_place() -> Result<(), Error> {
    const SMALL: (f32, f32) = (1024.0, 700.0);
    let catalog = support::catalog();
    let crew = support::example_crew("night-patrol.json");
    let members = crew.members.len();
    let mut state = State::new(crew, None, &catalog, &NO_COLLECTION);
    let click_small = |state: &mut State, target: &str| -> Result<(), Error> {
        let mut ui = ui_at(state, &catalog, SMALL);
        ui.click(target)?;
        let messages: Vec<Message> = ui.into_messages().collect();
        for message in messages {
            state.update(message, &catalog, &NO_COLLECTION);
        }
        Ok(())
    };
    let press_small = |state: &mut State, target: Id| -> Result<(), Error> {
        let mut ui = ui_at(state, &catalog, SMALL);
        ui.click(target)?;
        let messages: Vec<Message> = ui.into_messages().collect();
        for message in messages {
            state.update(message, &catalog, &NO_COLLECTION);
        }
        Ok(())
    };

    // The catalog and every button of the crew panel, and no empty profile panel.
    let mut small = ui_at(&state, &catalog, SMALL);
    for shown in ["Catalog", "Agent 1", "Save", "Print", "Code", "Edit deck"] {
        small.find(shown)?;
    }
    assert!(small.find("Pick a model").is_err());
    drop(small);

    // A model picked: its profile, with the way back and the way in.
    click_small(&mut state, "Agent 1")?;
    let agent = catalog.models().iter().position(|m| m.alias == "Agent 1");
    assert_eq!(state.selected_model(), agent);
    let mut small = ui_at(&state, &catalog, SMALL);
    small.find("Back to the catalog")?;
    assert!(
        small.find("Catalog").is_err(),
        "the profile is in the catalog's place"
    );
    drop(small);
    press_small(&mut state, id::add(Rank::Henchman).into())?;
    assert_eq!(state.crew().members.len(), members + 1);

    press_small(&mut state, id::BACK.into())?;
    assert_eq!(state.selected_model(), None);
    ui_at(&state, &catalog, SMALL).find("Catalog")?;

    // The app's usual window has room for the three panels.
    ui(&state, &catalog).find("Pick a model")?;
    Ok(())
}

/// The builder's and the deck's buttons are whole in a 1024×700 window and at 150 %
/// text on it (683×467 logical pixels), none cut off by the window or drawn past the
/// right-hand panel's inner edge (the screen's 12 px margin and the panel's 12 px
/// padding).
#[test]
fn no_button_of_the_builder_or_the_deck_is_cut_off_in_a_small_window() {
    let catalog = support::catalog();
    let state = State::new(
        support::example_crew("night-patrol.json"),
        None,
        &catalog,
        &NO_COLLECTION,
    );
    for size in [(1024.0, 700.0), (683.0, 467.0)] {
        let right = size.0 - 24.0;
        let mut builder = sized(size, state.view(&catalog, &NO_COLLECTION));
        for button in ["Save", "Print", "Code"] {
            assert!(
                shown_whole(&mut builder, button, right),
                "{button} at {size:?}"
            );
        }
        let mut deck = sized(size, state.view_deck(&catalog));
        for button in ["Fill the rest at random", "Clear"] {
            assert!(
                shown_whole(&mut deck, button, right),
                "{button} at {size:?}"
            );
        }
    }
}
