//! What cards and affiliation rules do for a member and for the crew, and what is left
//! to do before the match, in a player's words.

use super::{aliases, exception, lasting};
use crate::bmg::rank::Rank;
use crate::bmg::validate::{Badge, CrewNote, CrewSaid, Joined, Note, Remind, Reminder, Ruled};
use crate::words::{join_names, numbers, tr};

/// A member's note's badge: a word or two ("Lieutenant", "Possessed"). Most are the
/// printed trait's name.
pub fn badge(badge: Badge) -> &'static str {
    match badge {
        Badge::KobraSwarm => "Kobra Swarm",
        Badge::IWillBreakYou => "I Will Break You",
        Badge::BossSwap => lasting!("rules-badge-boss-swap"),
        Badge::SewerSwarm => "Sewer Swarm",
        Badge::Shapeshifting => "Shapeshifting",
        Badge::Speedster => "Speedster",
        Badge::CountsAs => lasting!("rules-badge-counts-as"),
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
        Note::KobraSwarm => tr!("rules-note-kobra-swarm"),
        Note::Chosen(option) => super::option(*option).to_owned(),
        Note::BossSwap { card } => tr!("rules-note-boss-swap", card = card.as_str()),
        Note::SewerSwarm(n) => {
            let n = *n;
            tr!("rules-sewer-swarm", count = n)
        }
        Note::Shapeshifting => tr!("rules-shapeshifting"),
        Note::Speedster => tr!("rules-note-speedster"),
        Note::CountsAs { models, rank } => tr!(
            "rules-note-counts-as",
            models = aliases(models, &tr!("or")),
            rank = super::rank(*rank)
        ),
        Note::Smuggler { item, cost, price } => tr!(
            "rules-note-smuggler",
            item = item.as_str(),
            cost = numbers::dollars(*cost),
            price = numbers::dollars(*price)
        ),
        Note::Lieutenant { with, card, saved } => tr!(
            "rules-note-lieutenant",
            with = with.as_str(),
            card = card.as_str(),
            saved = numbers::dollars(*saved)
        ),
        Note::Dollotrons {
            by,
            card,
            at_no_rep: true,
        } => tr!(
            "rules-note-dollotrons-no-rep",
            by = by.as_str(),
            card = card.as_str()
        ),
        Note::Dollotrons { by, card, .. } => {
            tr!(
                "rules-note-dollotrons",
                by = by.as_str(),
                card = card.as_str()
            )
        }
        Note::Opens(Rank::Leader) => tr!("rules-note-contractor"),
        Note::Opens(_) => tr!("rules-note-affinity"),
        Note::ThreeJokers => tr!("rules-note-three-jokers"),
        Note::Duo {
            partner,
            card,
            rank,
        } => tr!(
            "rules-note-duo",
            partner = partner.as_str(),
            card = card.as_str(),
            rank = super::rank(*rank)
        ),
        Note::Joined(joined) => self::joined(joined),
    }
}

/// How a member the affiliation rules refuse joins after all.
fn joined(joined: &Joined) -> String {
    match joined {
        Joined::AbsolutePower { boss, card } => tr!(
            "rules-joined-absolute-power",
            boss = boss.as_str(),
            card = card.as_str()
        ),
        Joined::Vocational {
            played: Some(played),
        } => tr!("rules-joined-vocational", played = played.as_str()),
        Joined::Vocational { played: None } => tr!("rules-joined-vocational-unplayed"),
        Joined::BatmanLives { by, card } => {
            tr!(
                "rules-joined-let-in",
                by = by.as_str(),
                card = card.as_str()
            )
        }
        Joined::Affinity { card, through } => tr!(
            "rules-joined-affinity",
            card = card.as_str(),
            through = through.as_str()
        ),
        Joined::Capped {
            by,
            exception: e,
            place,
            cap,
            counts_as,
        } => {
            let (place, cap) = (*place, *cap);
            match counts_as {
                Some(affiliations) => tr!(
                    "rules-joined-capped-counts-as",
                    by = by.as_str(),
                    exception = exception(*e),
                    place = place,
                    cap = cap,
                    affiliations = join_names(affiliations, &tr!("and"))
                ),
                None => tr!(
                    "rules-joined-capped",
                    by = by.as_str(),
                    exception = exception(*e),
                    place = place,
                    cap = cap
                ),
            }
        }
    }
}

/// A crew note's badge: a few words ("+$350 Funding", "+1 Free Agent").
pub fn crew_badge(note: &CrewNote) -> String {
    match &note.said {
        CrewSaid::Smuggler { .. } => tr!("rules-crew-badge-smuggler"),
        CrewSaid::FundingBonus { card, amount, .. } => tr!(
            "rules-crew-badge-funding",
            amount = numbers::dollars(*amount),
            card = card.as_str()
        ),
        CrewSaid::EliteBoss { card, .. } => card.clone(),
        CrewSaid::Charismatic { .. } => tr!("rules-crew-badge-charismatic"),
        CrewSaid::Affiliation { played, .. } => {
            tr!("rules-crew-badge-affiliation", played = played.as_str())
        }
        CrewSaid::BesideDeck { card, .. } => card.printed.clone(),
    }
}

/// What a card or an affiliation rule does for the crew, in one line naming it.
pub fn crew_note(note: &CrewNote) -> String {
    match &note.said {
        CrewSaid::Smuggler { carrier } => {
            tr!("rules-crew-note-smuggler", carrier = carrier.as_str())
        }
        CrewSaid::FundingBonus {
            carrier,
            card,
            amount,
        } => tr!(
            "rules-crew-note-funding",
            carrier = carrier.as_str(),
            card = card.as_str(),
            amount = numbers::dollars(*amount)
        ),
        CrewSaid::EliteBoss {
            carrier,
            card,
            kind,
        } => tr!(
            "rules-crew-note-elite-boss",
            carrier = carrier.as_str(),
            card = card.as_str(),
            kind = kind.as_str()
        ),
        CrewSaid::Charismatic { carrier } => {
            tr!("rules-crew-note-charismatic", carrier = carrier.as_str())
        }
        CrewSaid::Affiliation { played, rules } => {
            let says: Vec<String> = rules.iter().map(|r| ruled(r, played)).collect();
            tr!(
                "rules-crew-note-affiliation",
                played = played.as_str(),
                rules = join_names(&says, &tr!("and"))
            )
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
        Ruled::Closed => tr!("rules-ruled-closed", played = played),
        Ruled::Keyword(keyword) => tr!("rules-ruled-keyword", keyword = keyword.as_str()),
        Ruled::OnlyPlayed => tr!("rules-ruled-only-played", played = played),
        Ruled::PlayedObjectives => tr!("rules-ruled-played-objectives", played = played),
        Ruled::LeaderBoss => tr!("rules-ruled-leader-boss"),
        Ruled::NoRankLimits => tr!("rules-ruled-no-rank-limits"),
        Ruled::SameName => tr!("rules-ruled-same-name"),
        Ruled::RivalsExclusion(rival) => {
            tr!("rules-ruled-rivals-exclusion", rival = rival.as_str())
        }
    }
}

/// What is left to do before the match.
pub fn reminder(reminder: &Reminder) -> String {
    match &reminder.said {
        Remind::IWillBreakYou { alias } => {
            tr!("rules-reminder-i-will-break-you", alias = alias.as_str())
        }
    }
}
