//! What each card trait does to building a crew, in one line of our own words: the
//! profile panel shows it beside the printed trait, and the crew's notes quote it.

use crate::bmg::traits::{CardTrait, CrewTrait, EliteType};

/// What `t` does to building a crew, naming Elite types by `elite_types`.
pub fn summary(t: &CardTrait, elite_types: &[String]) -> String {
    let x = t.parameter().unwrap_or("");
    let elite = |kind: &EliteType| elite_types.get(*kind).map_or("", String::as_str);
    match &t.rule {
        CrewTrait::Copies(n) => format!("Up to {n} copies of this profile in a crew."),
        CrewTrait::Elite(kind) => format!(
            "One Elite ({}) model per crew, any number with their Elite Boss.",
            elite(kind)
        ),
        CrewTrait::EliteBoss(kind) => {
            format!(
                "The crew may hold any number of Elite ({}) models.",
                elite(kind)
            )
        }
        CrewTrait::Charismatic => {
            "One more Free Agent slot for the crew (once per crew).".to_owned()
        }
        CrewTrait::Duo(_) => format!("With {x} in the same rank, only one of them uses a slot."),
        CrewTrait::Speedster => {
            "One Speedster per crew; it brings the Speedforce deck.".to_owned()
        }
        CrewTrait::Affinity(_) => {
            format!("May join any crew that holds {x}, and may count as a Free Agent there.")
        }
        CrewTrait::Aversion(_) => format!("Never in the same crew as any {x}."),
        CrewTrait::Required(_) | CrewTrait::NeedsInCrew(_) if x.is_empty() => {
            "Only in a crew that holds the model its card names.".to_owned()
        }
        CrewTrait::Required(_) | CrewTrait::NeedsInCrew(_) => {
            format!("Only in a crew that holds {x}.")
        }
        CrewTrait::BarredFrom(affiliation) => format!("Never in a {affiliation} crew."),
        CrewTrait::BossMustBe(_) => {
            "Only when Batman (Modern Age) leads the crew as its Boss.".to_owned()
        }
        CrewTrait::TeenTitansFounder => {
            "In a crew of Teen Titans only, The Sidekick does not apply.".to_owned()
        }
        CrewTrait::Mercenary {
            affiliation, name, ..
        } => format!("In a {affiliation} crew, only with a model named {name}."),
        CrewTrait::Incorruptible => {
            "Only under a Boss of its own affiliation; no card lets it in otherwise."
                .to_owned()
        }
        CrewTrait::Vocational => {
            "Joins any crew in which every model is a Cop.".to_owned()
        }
        CrewTrait::CrewOnly(affiliation) => {
            format!("Its crew hires {affiliation} models only (no Unknown ones).")
        }
        CrewTrait::AmazonLineage => "As Boss, its crew recruits Amazons only.".to_owned(),
        CrewTrait::Possessed => "As Boss, up to 3 Henchmen of any affiliation join (no Bot or Cybernetic); they lose 1 Willpower and gain Self-Discipline.".to_owned(),
        CrewTrait::Corrupt => {
            "Up to 3 Cop Henchmen of any affiliation join (once per crew).".to_owned()
        }
        CrewTrait::AbsolutePower => {
            "As Boss, Cop Henchmen of any affiliation join.".to_owned()
        }
        CrewTrait::CriminalBonds(affiliation) => format!(
            "Up to 3 {affiliation} Henchmen with Criminal join (once per crew)."
        ),
        CrewTrait::BatmanLives { free_agents, .. } => format!(
            "William Cobb may join from any affiliation; then every Free Agent must be {free_agents}."
        ),
        CrewTrait::Unrecruitable => {
            "Cannot be recruited: another card brings it into play.".to_owned()
        }
        CrewTrait::KobraSwarm => {
            "Not recruited: each Void Priest brings one, free.".to_owned()
        }
        CrewTrait::Treacherous => "Can never be the crew's Boss.".to_owned(),
        CrewTrait::Contractor(affiliation) => {
            format!("May fill the Leader rank; as a Leader it is a {affiliation} model.")
        }
        CrewTrait::ShadowsAgent => {
            "As Boss, hands the role to another model before the game.".to_owned()
        }
        CrewTrait::Lieutenant(_) => format!("Costs no $ while {x} is in the crew."),
        CrewTrait::FundingBonus {
            amount,
            boss_only: false,
        } => format!("The crew gets ${amount} more Funding."),
        CrewTrait::FundingBonus {
            amount,
            boss_only: true,
        } => format!("As Boss, the crew gets ${amount} more Funding."),
        CrewTrait::Smuggler => "Magazines and Radios cost the crew half their $.".to_owned(),
        CrewTrait::Dollotrons(_) => {
            "Brings Dollotrons 1 to 3 with it, at no Rep.".to_owned()
        }
        CrewTrait::ThreeJokers(_) => {
            "The three Jokers join together and share the Leader slot.".to_owned()
        }
        CrewTrait::SewerSwarm(n) => {
            format!("Places {n} Sewer Swarms after deployment; they are not recruited.")
        }
        CrewTrait::ShapeshiftingHuman => {
            "Keeps the other Beast Boy forms aside, unrecruited and unpaid.".to_owned()
        }
        CrewTrait::NoEquipment => "Cannot buy equipment.".to_owned(),
        CrewTrait::OneEquipment => "Buys one equipment item at most.".to_owned(),
        CrewTrait::IcebergLounge(_) => {
            "As Boss, one more item of the Iceberg Lounge list.".to_owned()
        }
        CrewTrait::Upgrades => "Lets the crew buy Lucius's Inventions.".to_owned(),
        CrewTrait::VampireQueen => "Lets the crew buy The Turning.".to_owned(),
        CrewTrait::ALotColder => "The deck cannot hold Searching for Nora.".to_owned(),
        CrewTrait::CountsAs { models, rank } if models.is_empty() => format!(
            "No effect on the deck: the profile it stands in for ({}) never joins this model's crews.",
            super::rank(*rank)
        ),
        CrewTrait::CountsAs { rank, .. } => {
            format!(
                "Counts as the profile it brings into play ({}) for character cards.",
                super::rank(*rank)
            )
        }
        CrewTrait::UnderworldKing => {
            "Up to 4 general cards may be kept face up beside the deck.".to_owned()
        }
        CrewTrait::LawInterpretation => {
            "An Interpretation deck of up to 3 legal cards at game start.".to_owned()
        }
        CrewTrait::Veteran => {
            "Counts as having a trait an objective asks for, to complete it.".to_owned()
        }
        CrewTrait::IWillBreakYou => "Pick one of three upgrades when recruited.".to_owned(),
    }
}
