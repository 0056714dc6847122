//! What each card trait does to building a crew, in one line of our own words: the
//! profile panel shows it beside the printed trait, and the crew's notes quote it.

use crate::bmg::traits::{CardTrait, CrewTrait, EliteType};
use crate::words::{numbers, tr};

/// What `t` does to building a crew, naming Elite types by `elite_types`.
pub fn summary(t: &CardTrait, elite_types: &[String]) -> String {
    let x = t.parameter().unwrap_or("");
    let elite = |kind: &EliteType| elite_types.get(*kind).map_or("", String::as_str);
    match &t.rule {
        CrewTrait::Copies(n) => {
            let n = *n;
            tr!("rules-trait-copies", count = n)
        }
        CrewTrait::Elite(kind) => tr!("rules-trait-elite", kind = elite(kind)),
        CrewTrait::EliteBoss(kind) => tr!("rules-trait-elite-boss", kind = elite(kind)),
        CrewTrait::Charismatic => tr!("rules-trait-charismatic"),
        CrewTrait::Duo(_) => tr!("rules-trait-duo", x = x),
        CrewTrait::Speedster => tr!("rules-trait-speedster"),
        CrewTrait::Affinity(_) => tr!("rules-trait-affinity", x = x),
        CrewTrait::Aversion(_) => tr!("rules-trait-aversion", x = x),
        CrewTrait::Required(_) | CrewTrait::NeedsInCrew(_) if x.is_empty() => {
            tr!("rules-trait-required-unnamed")
        }
        CrewTrait::Required(_) | CrewTrait::NeedsInCrew(_) => tr!("rules-trait-required", x = x),
        CrewTrait::BarredFrom(affiliation) => {
            tr!(
                "rules-trait-barred-from",
                affiliation = affiliation.as_str()
            )
        }
        CrewTrait::BossMustBe(_) => tr!("rules-trait-boss-must-be"),
        CrewTrait::TeenTitansFounder => tr!("rules-trait-teen-titans-founder"),
        CrewTrait::Mercenary {
            affiliation, name, ..
        } => tr!(
            "rules-trait-mercenary",
            affiliation = affiliation.as_str(),
            name = name.as_str()
        ),
        CrewTrait::Incorruptible => tr!("rules-trait-incorruptible"),
        CrewTrait::Vocational => tr!("rules-trait-vocational"),
        CrewTrait::CrewOnly(affiliation) => {
            tr!("rules-trait-crew-only", affiliation = affiliation.as_str())
        }
        CrewTrait::AmazonLineage => tr!("rules-trait-amazon-lineage"),
        CrewTrait::Possessed => tr!("rules-trait-possessed"),
        CrewTrait::Corrupt => tr!("rules-trait-corrupt"),
        CrewTrait::AbsolutePower => tr!("rules-trait-absolute-power"),
        CrewTrait::CriminalBonds(affiliation) => {
            tr!(
                "rules-trait-criminal-bonds",
                affiliation = affiliation.as_str()
            )
        }
        CrewTrait::BatmanLives { free_agents, .. } => tr!(
            "rules-trait-batman-lives",
            free_agents = free_agents.as_str()
        ),
        CrewTrait::Unrecruitable => tr!("rules-trait-unrecruitable"),
        CrewTrait::KobraSwarm => tr!("rules-trait-kobra-swarm"),
        CrewTrait::Treacherous => tr!("rules-trait-treacherous"),
        CrewTrait::Contractor(affiliation) => {
            tr!("rules-trait-contractor", affiliation = affiliation.as_str())
        }
        CrewTrait::ShadowsAgent => tr!("rules-trait-shadows-agent"),
        CrewTrait::Lieutenant(_) => tr!("rules-trait-lieutenant", x = x),
        CrewTrait::FundingBonus {
            amount,
            boss_only: false,
        } => tr!(
            "rules-trait-funding-bonus",
            amount = numbers::dollars(*amount)
        ),
        CrewTrait::FundingBonus {
            amount,
            boss_only: true,
        } => tr!(
            "rules-trait-funding-bonus-boss",
            amount = numbers::dollars(*amount)
        ),
        CrewTrait::Smuggler => tr!("rules-trait-smuggler"),
        CrewTrait::Dollotrons(_) => tr!("rules-trait-dollotrons"),
        CrewTrait::ThreeJokers(_) => tr!("rules-trait-three-jokers"),
        CrewTrait::SewerSwarm(n) => {
            let n = *n;
            tr!("rules-sewer-swarm", count = n)
        }
        CrewTrait::ShapeshiftingHuman => tr!("rules-shapeshifting"),
        CrewTrait::NoEquipment => tr!("rules-trait-no-equipment"),
        CrewTrait::OneEquipment => tr!("rules-trait-one-equipment"),
        CrewTrait::IcebergLounge(_) => tr!("rules-trait-iceberg-lounge"),
        CrewTrait::Upgrades => tr!("rules-trait-upgrades"),
        CrewTrait::VampireQueen => tr!("rules-trait-vampire-queen"),
        CrewTrait::ALotColder => tr!("rules-trait-a-lot-colder"),
        CrewTrait::CountsAs { models, rank } if models.is_empty() => {
            tr!("rules-trait-counts-as-nobody", rank = super::rank(*rank))
        }
        CrewTrait::CountsAs { rank, .. } => {
            tr!("rules-trait-counts-as", rank = super::rank(*rank))
        }
        CrewTrait::UnderworldKing => tr!("rules-trait-underworld-king"),
        CrewTrait::LawInterpretation => tr!("rules-trait-law-interpretation"),
        CrewTrait::Veteran => tr!("rules-trait-veteran"),
        CrewTrait::IWillBreakYou => tr!("rules-trait-i-will-break-you"),
    }
}
