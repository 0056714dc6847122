//! What the builder says of recruiting a model by hand.

use crate::bmg::edit::Unrecruitable;

/// Why a model is never recruited by hand: "Sewer Swarm: never recruited; another card
/// brings it into play."
pub fn unrecruitable(why: &Unrecruitable) -> String {
    match why {
        Unrecruitable::BroughtByCard(printed) => {
            format!("{printed}: never recruited; another card brings it into play.")
        }
        Unrecruitable::BroughtByVoidPriest(printed) => {
            format!("{printed}: never recruited; each Void Priest brings one.")
        }
    }
}
