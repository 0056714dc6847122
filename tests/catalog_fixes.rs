//! The fixes `tools/import-catalog.py` makes to the reference data, one test each, so
//! that a new import cannot silently undo one (see ../shared/rules/NOTES.md, "Data
//! errors found so far").

mod support;

use gotham_companion::bmg::Catalog;
use gotham_companion::bmg::catalog::Model;
use std::sync::LazyLock;

static CATALOG: LazyLock<Catalog> = LazyLock::new(support::catalog);

fn model(id: &str) -> &'static Model {
    CATALOG
        .model(id)
        .unwrap_or_else(|| panic!("{id} is in the catalog"))
}

fn every_trait() -> impl Iterator<Item = &'static String> {
    CATALOG.models().iter().flat_map(|m| &m.traits)
}

#[test]
fn mad_hatter_arkham_knight_is_jervis_tetch_not_tech() {
    assert_eq!(model("mad-hatter-arkham-knight").name, "Jervis Tetch");
    assert_eq!(model("mad-hatter").name, "Jervis Tetch");
}

#[test]
fn miranda_tate_is_talia_al_ghul_not_tala() {
    assert_eq!(model("miranda-tate").name, "Talia Al Ghul");
}

#[test]
fn true_names_carry_no_actor_name() {
    assert_eq!(model("two-face-batman-forever").name, "Harvey Dent");
    assert_eq!(model("the-riddler-jim-carrey").name, "Edward Nigma");
    assert_eq!(model("the-riddler-paul-dano").name, "Edward Nigma");
    let actors = ["Tommy Lee Jones", "Jim Carrey", "Paul Dano"];
    for m in CATALOG.models() {
        assert!(
            !actors.iter().any(|actor| m.name.contains(actor)),
            "{}: {}",
            m.id,
            m.name
        );
    }
}

#[test]
fn no_trait_name_keeps_an_icon_marker() {
    for t in every_trait() {
        assert!(!t.contains('{') && !t.contains('}'), "{t}");
    }
    assert!(every_trait().any(|t| t == "Hook Arrow (Batclaw)"));
}

#[test]
fn every_trait_name_closes_its_parentheses() {
    for t in every_trait() {
        assert_eq!(t.matches('(').count(), t.matches(')').count(), "{t}");
    }
    assert!(
        model("two-face-batman-forever")
            .traits
            .iter()
            .any(|t| t == "Required (The Riddler (Jim Carrey))")
    );
}

#[test]
fn elite_boss_gangster_is_spelled_as_its_elite_models() {
    assert!(every_trait().any(|t| t == "Elite (Gangster)"));
    assert!(every_trait().any(|t| t == "Elite Boss (Gangster)"));
    assert!(!every_trait().any(|t| t == "Elite Boss (Gangsters)"));
}

#[test]
fn bat_armor_mk_ii_is_spelled_one_way() {
    assert!(!every_trait().any(|t| t == "Bat-Armor Mk II"));
    assert_eq!(
        CATALOG
            .models()
            .iter()
            .filter(|m| m.traits.iter().any(|t| t == "Bat-Armor MK II"))
            .count(),
        8
    );
}

#[test]
fn aversion_carriers_list_every_profile_of_the_character() {
    // Gaggy's Aversion (Harley Quinn) covers Harley Quinn (BTG), not only the
    // profiles whose alias is exactly "Harley Quinn".
    for carrier in ["gaggy", "gaggy-rebirth", "punchline", "joker-s-daughter"] {
        let listed = &model(carrier).cannot_join_with;
        assert!(
            listed.iter().any(|id| id == "harley-quinn-btg"),
            "{carrier}"
        );
        assert_eq!(listed.len(), 14, "{carrier}");
    }
    for (carrier, averted) in [
        ("owlman", "lex-luthor"),
        ("johnny-quick", "lex-luthor"),
        ("two-face-organized-crime", "catwoman-zoe-kravitz"),
        ("the-roman", "catwoman-michelle-pfeiffer"),
        ("aaron-cash", "killer-croc-suicide-squad"),
        ("damien-darhk", "ra-s-al-ghul-rebirth"),
        ("nyssa-al-ghul-arkham-knight", "miranda-tate"),
    ] {
        assert!(
            model(carrier)
                .cannot_join_with
                .iter()
                .any(|id| id == averted),
            "{carrier} averts {averted}"
        );
    }
}

#[test]
fn gilda_dent_requires_any_profile_of_harvey_dent() {
    let required = &model("gilda-dent").requires_one_of;
    assert_eq!(required.len(), 8);
    assert!(required.iter().any(|id| id == "two-face-two-face"));
}

#[test]
fn lucius_inventions_name_their_carriers() {
    for list in ["gcpd", "bat-family"] {
        let batclaw = CATALOG
            .equipment_item(&format!("{list}-improved-batclaw"))
            .expect("Improved Batclaw");
        assert!(batclaw.carrier_needs_trait.iter().any(|t| t == "Batclaw"));
        assert!(
            batclaw
                .carrier_needs_trait
                .iter()
                .any(|t| t == "Hook Arrow (Batclaw)")
        );
        let batlings = CATALOG
            .equipment_item(&format!("{list}-improved-batlings"))
            .expect("Improved Batlings");
        assert_eq!(batlings.carrier_needs_weapon_trait, vec!["Throwing"]);
        // Named by trait or weapon, not by rank: a Leader with Bat-Armor MK II may buy
        // Improved Bat-Armor.
        for item in ["batclaw", "batlings", "bat-armor", "reinforced-gloves"] {
            let invention = CATALOG
                .equipment_item(&format!("{list}-improved-{item}"))
                .expect("a Lucius invention");
            assert_eq!(
                invention.for_models,
                vec!["Leader", "Sidekick", "Free Agent", "Henchman"],
                "{item}"
            );
        }
    }
}

#[test]
fn the_iceberg_lounge_list_holds_seven_penguin_items() {
    let listed: Vec<&str> = CATALOG
        .equipment()
        .iter()
        .filter(|e| e.list.as_deref() == Some("Iceberg Lounge"))
        .map(|e| e.name.as_str())
        .collect();
    assert_eq!(listed.len(), 7, "{listed:?}");
    assert!(listed.contains(&"Prototype Freeze Ray"));
}

#[test]
fn seeking_revenge_lists_jason_todd_profiles_only() {
    let card = CATALOG
        .card("character-seeking-revenge")
        .expect("Seeking Revenge");
    let models = &card
        .character_card
        .as_ref()
        .expect("a character card")
        .models;
    assert!(!models.iter().any(|id| id == "robin"));
    for id in models {
        assert_eq!(model(id).name, "Jason Todd", "{id}");
    }
}
