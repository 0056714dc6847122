//! Load-time checks of the catalog records that need no resolution: ranks,
//! affiliations, ids named by other records, and the rulesets.

use super::records::{Model, ObjectiveCard, Ruleset};
use super::{CARDS_FILE, MODELS_FILE, RULESETS_FILE};
use crate::bmg::ids::shorten;
use std::collections::{BTreeSet, HashMap};

/// Each model has a rank and an affiliation, and names known rivals and models.
pub fn check_models(
    models: &[Model],
    ids: &HashMap<String, usize>,
    known_affiliation: &dyn Fn(&str) -> bool,
    problems: &mut Vec<String>,
) {
    for model in models {
        let id = shorten(&model.id);
        if model.ranks.is_empty() {
            problems.push(format!("{MODELS_FILE}: '{id}' has no rank"));
        }
        if model.affiliations.is_empty() {
            problems.push(format!("{MODELS_FILE}: '{id}' has no affiliation"));
        }
        for rival in &model.rivals {
            if !known_affiliation(rival) {
                problems.push(format!(
                    "{MODELS_FILE}: '{id}' lists the rival '{}', which is no model's affiliation",
                    shorten(rival)
                ));
            }
        }
        for (field, refs) in [
            ("requires_one_of", &model.requires_one_of),
            ("cannot_join_with", &model.cannot_join_with),
        ] {
            for other in refs {
                if !ids.contains_key(other) {
                    problems.push(format!(
                        "{MODELS_FILE}: '{id}' {field} names '{}', which is not in {MODELS_FILE}",
                        shorten(other)
                    ));
                }
            }
        }
    }
}

/// The most Victory Points one card may score: far above any printed card, and low
/// enough that a match's score, added card by card, stays a small number.
pub const MAX_CARD_VP: u32 = 99;

/// Each card has copies (no more than the largest deck holds), Victory Points within
/// [`MAX_CARD_VP`], a kind, known affiliations and known models.
pub fn check_cards(
    cards: &[ObjectiveCard],
    model_ids: &HashMap<String, usize>,
    known_affiliation: &dyn Fn(&str) -> bool,
    largest_deck: u32,
    problems: &mut Vec<String>,
) {
    for card in cards {
        let id = shorten(&card.id);
        if card.copies == 0 {
            problems.push(format!("{CARDS_FILE}: '{id}' has 0 copies"));
        } else if card.copies > largest_deck {
            problems.push(format!(
                "{CARDS_FILE}: '{id}' has {} copies, more than any deck holds ({largest_deck})",
                card.copies
            ));
        }
        if card.victory_points > MAX_CARD_VP {
            problems.push(format!(
                "{CARDS_FILE}: '{id}' scores {} VP; a card scores 0 to {MAX_CARD_VP}",
                card.victory_points
            ));
        }
        if !card.general && card.affiliations.is_empty() && card.character_card.is_none() {
            problems.push(format!(
                "{CARDS_FILE}: '{id}' is neither general, nor for an affiliation, nor a character card"
            ));
        }
        for affiliation in &card.affiliations {
            if !known_affiliation(affiliation) {
                problems.push(format!(
                    "{CARDS_FILE}: '{id}' is for affiliation '{}', which no model has",
                    shorten(affiliation)
                ));
            }
        }
        if let Some(character) = &card.character_card {
            for model in &character.models {
                if !model_ids.contains_key(model) {
                    problems.push(format!(
                        "{CARDS_FILE}: '{id}' is tied to '{}', which is not in {MODELS_FILE}",
                        shorten(model)
                    ));
                }
            }
        }
    }
}

/// One default ruleset, unique ids, no empty deck.
pub fn check_rulesets(rulesets: &[Ruleset], problems: &mut Vec<String>) {
    if rulesets.is_empty() {
        problems.push(format!("{RULESETS_FILE}: no ruleset"));
    }
    let defaults = rulesets.iter().filter(|r| r.default).count();
    if !rulesets.is_empty() && defaults != 1 {
        problems.push(format!(
            "{RULESETS_FILE}: exactly one ruleset must be the default, {defaults} are"
        ));
    }
    let mut seen = BTreeSet::new();
    for ruleset in rulesets {
        if !seen.insert(&ruleset.id) {
            problems.push(format!(
                "{RULESETS_FILE}: id '{}' appears more than once",
                shorten(&ruleset.id)
            ));
        }
        if ruleset.objective_deck_size == 0 {
            problems.push(format!(
                "{RULESETS_FILE}: '{}' has an objective deck of 0 cards",
                shorten(&ruleset.id)
            ));
        }
    }
}
