//! The widget ids of the builder's and the deck builder's fields and controls, which
//! tests (and Ctrl+F) find them by whatever the language of their labels.

use crate::bmg::Rank;
use crate::widget::stepper::{self, Step};

/// The catalog search field, focused by Ctrl+F.
pub const SEARCH: &str = "catalog-search";
/// The field that finds another profile a miniature also plays.
pub const STAND_IN_SEARCH: &str = "stand-in-search";
/// The catalog list's scrollable.
pub const MODEL_LIST: &str = "catalog-list";
/// The Reputation limit field.
pub const LIMIT: &str = "reputation-limit";
/// The box around a member's "Buy equipment" picker (the first member's).
pub const BUY_EQUIPMENT: &str = "buy-equipment";
/// The box around the crew's ruleset picker.
pub const RULESET: &str = "ruleset";
/// The deck builder's card search field, focused by Ctrl+F there.
pub const CARD_SEARCH: &str = "card-search";

/// Save the crew.
pub const SAVE: &str = "builder-save";
/// Copy the roster to the clipboard.
pub const COPY_ROSTER: &str = "builder-copy-roster";
/// Print the roster.
pub const PRINT: &str = "builder-print";
/// Copy the crew code.
pub const CODE: &str = "builder-code";
/// Add every miniature the crew lacks to the collection.
pub const OWN_CREW: &str = "builder-own-crew";
/// Open the objective deck builder.
pub const EDIT_DECK: &str = "builder-edit-deck";
/// Mark every profile the search and filters list as owned once.
pub const OWN_THESE: &str = "builder-own-these";
/// List only the profiles the collection holds.
pub const OWNED_ONLY: &str = "builder-owned-only";
/// Close the profile shown in the catalog's place.
pub const BACK: &str = "builder-back";
/// The profile's count of miniatures owned, as a stepper's field (see
/// [`stepper::id`]).
pub const MINIATURES_OWNED: &str = "miniatures-owned";
/// Fill the objective deck at random.
pub const DECK_FILL: &str = "deck-fill";
/// Empty the objective deck.
pub const DECK_CLEAR: &str = "deck-clear";

/// The switch saying that the shown model's miniatures play the profile `model` too.
pub fn stand_in(model: &str) -> String {
    format!("stand-in-{model}")
}

/// The Reputation limit preset `limit`.
pub fn limit(limit: u32) -> String {
    format!("builder-limit-{limit}")
}

/// Add the shown model to the crew as a `rank`.
pub fn add(rank: Rank) -> &'static str {
    match rank {
        Rank::Leader => "builder-add-leader",
        Rank::Sidekick => "builder-add-sidekick",
        Rank::FreeAgent => "builder-add-free-agent",
        Rank::Henchman => "builder-add-henchman",
        Rank::Vehicle => "builder-add-vehicle",
    }
}

/// The crew's broken rule at `n` in its report: pressing it points at its members.
pub fn rule(n: usize) -> String {
    format!("builder-rule-{n}")
}

/// The − or + beside a catalog row counting the miniatures of `model` owned.
pub fn owned(model: &str, step: Step) -> String {
    stepper::id(&format!("owned-{model}"), step)
}

/// Add the objective card `card` to the deck, or remove it.
pub fn card(card: &str) -> String {
    format!("deck-card-{card}")
}
