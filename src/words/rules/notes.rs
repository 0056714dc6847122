//! What cards and affiliation rules do for a member and for the crew, and what is left
//! to do before the match, in a player's words.

use super::{aliases, exception};
use crate::bmg::rank::Rank;
use crate::bmg::validate::{Badge, CrewNote, CrewSaid, Joined, Note, Remind, Reminder, Ruled};
use crate::words::join_names;

/// A member's note's badge: a word or two ("Lieutenant", "Possessed").
pub fn badge(badge: Badge) -> &'static str {
    match badge {
        Badge::KobraSwarm => "Kobra Swarm",
        Badge::IWillBreakYou => "I Will Break You",
        Badge::BossSwap => "Boss swap",
        Badge::SewerSwarm => "Sewer Swarm",
        Badge::Shapeshifting => "Shapeshifting",
        Badge::Speedster => "Speedster",
        Badge::CountsAs => "Counts as",
        Badge::Smuggler => "Smuggler",
        Badge::Lieutenant => "Lieutenant",
        Badge::Dollotrons => "Dollotrons",
        Badge::Rank(rank) => super::rank(rank),
        Badge::ThreeJokers => "Three Jokers",
        Badge::Duo => "Duo",
        Badge::Exception(e) => exception(e),
    }
}

/// What a card does for one member, in one line.
pub fn note(note: &Note) -> String {
    match note {
        Note::KobraSwarm => "Brought free by a Void Priest.".to_owned(),
        Note::Chosen(option) => super::option(*option).to_owned(),
        Note::BossSwap { card } => {
            format!("{card}: before the game, choose another model to be the Boss.")
        }
        Note::SewerSwarm(n) => {
            format!("Places {n} Sewer Swarms after deployment; they are not recruited.")
        }
        Note::Shapeshifting => {
            "Keeps the other Beast Boy forms aside, unrecruited and unpaid.".to_owned()
        }
        Note::Speedster => "Bring the Speedforce deck to the game.".to_owned(),
        Note::CountsAs { models, rank } => format!(
            "Counts as {} ({}) for character cards.",
            aliases(models, "or"),
            super::rank(*rank)
        ),
        Note::Smuggler { item, cost, price } => {
            format!("{item} costs ${cost} instead of ${price}.")
        }
        Note::Lieutenant { with, card, saved } => {
            format!("Costs no $ with {with} in the crew ({card}; ${saved} saved).")
        }
        Note::Dollotrons {
            by,
            card,
            at_no_rep: true,
        } => format!("Brought by {by} ({card}), at no Rep."),
        Note::Dollotrons { by, card, .. } => format!("Brought by {by} ({card})."),
        Note::Opens(Rank::Leader) => "Contractor: as a Leader it is a Bane model.".to_owned(),
        Note::Opens(_) => "Affinity: it fills a Free Agent slot in this crew.".to_owned(),
        Note::ThreeJokers => "The Jokers share one Leader slot.".to_owned(),
        Note::Duo {
            partner,
            card,
            rank,
        } => format!(
            "With {partner} ({card}), it uses no {} slot.",
            super::rank(*rank)
        ),
        Note::Joined(joined) => self::joined(joined),
    }
}

/// How a member the affiliation rules refuse joins after all.
fn joined(joined: &Joined) -> String {
    match joined {
        Joined::AbsolutePower { boss, card } => {
            format!("A Cop Henchman let in by {boss} ({card}).")
        }
        Joined::Vocational { played } => format!(
            "Joins as if it were {}, for every building rule: every member is a Cop.",
            played.as_deref().unwrap_or("the crew's affiliation")
        ),
        Joined::BatmanLives { by, card } => format!("Let in by {by} ({card})."),
        Joined::Affinity { card, through } => format!("Joins through {card} with {through}."),
        Joined::Capped {
            by,
            exception: e,
            place,
            cap,
            counts_as,
        } => {
            let mut text = format!("Let in by {by} ({}), {place} of {cap}.", exception(*e));
            if let Some(affiliations) = counts_as {
                text.push_str(&format!(
                    " It counts as {} for every building rule, has 1 less Willpower and gains Self-Discipline.",
                    join_names(affiliations, "and")
                ));
            }
            text
        }
    }
}

/// A crew note's badge: a few words ("+$350 Funding", "+1 Free Agent").
pub fn crew_badge(note: &CrewNote) -> String {
    match &note.said {
        CrewSaid::Smuggler { .. } => "Smuggler: half-price Magazines, Radios".to_owned(),
        CrewSaid::FundingBonus { card, amount, .. } => format!("+${amount} {card}"),
        CrewSaid::EliteBoss { card, .. } => card.clone(),
        CrewSaid::Charismatic { .. } => "+1 Free Agent (Charismatic)".to_owned(),
        CrewSaid::Affiliation { played, .. } => format!("{played} rules"),
        CrewSaid::BesideDeck { card, .. } => card.printed.clone(),
    }
}

/// What a card or an affiliation rule does for the crew, in one line naming it.
pub fn crew_note(note: &CrewNote) -> String {
    match &note.said {
        CrewSaid::Smuggler { carrier } => {
            format!("{carrier}'s Smuggler: Magazines and Radios cost the crew half their $.")
        }
        CrewSaid::FundingBonus {
            carrier,
            card,
            amount,
        } => format!("{carrier}'s {card}: ${amount} more Funding."),
        CrewSaid::EliteBoss {
            carrier,
            card,
            kind,
        } => format!("{carrier}'s {card}: any number of Elite ({kind}) models."),
        CrewSaid::Charismatic { carrier } => {
            format!("{carrier}'s Charismatic: one more Free Agent slot.")
        }
        CrewSaid::Affiliation { played, rules } => {
            let says: Vec<String> = rules.iter().map(|r| ruled(r, played)).collect();
            format!("{played} crews: {}.", join_names(&says, "and"))
        }
        CrewSaid::BesideDeck { carrier, card } => format!(
            "{carrier} ({}): {}",
            card.printed,
            // These traits name no Elite type.
            super::traits::summary(card, &[])
        ),
    }
}

/// One published rule of the affiliation `played`.
fn ruled(rule: &Ruled, played: &str) -> String {
    match rule {
        Ruled::Closed => format!("only {played} models join (no Unknown ones)"),
        Ruled::Keyword(keyword) => format!("only models with {keyword} join"),
        Ruled::OnlyPlayed => format!("every model is {played} or Unknown"),
        Ruled::PlayedObjectives => format!("crew objective cards are {played} cards"),
        Ruled::LeaderBoss => "the Boss is a Leader".to_owned(),
        Ruled::NoRankLimits => "no rank slot limits".to_owned(),
        Ruled::SameName => "models may share a Name under different aliases".to_owned(),
        Ruled::RivalsExclusion(rival) => {
            format!("models with {rival} as a rival never share the crew with {rival} models")
        }
    }
}

/// What is left to do before the match.
pub fn reminder(reminder: &Reminder) -> String {
    match &reminder.said {
        Remind::IWillBreakYou { alias } => {
            format!("{alias}'s I Will Break You: choose one of its three options before the match.")
        }
    }
}
