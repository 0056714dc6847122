//! The sentences of the crew-building check: every broken rule ([`violation`]), the
//! notes on what cards do for a member and for the crew, the reminders, what each card
//! trait does, why a deck cannot be filled, and the names of the exceptions cards
//! grant. The builder, the crew list, the tournament, the command line (its text and
//! its JSON) and the printed rosters all say them from here.

mod deck;
mod equipment;
mod joining;
mod notes;
mod slots;
mod traits;

pub use deck::{card_kind, fill_error};
pub use notes::{badge, crew_badge, crew_note, note, reminder};
pub use traits::summary;

use super::{join_names, lasting, numbers, tr};
use crate::bmg::crew::MAX_REPUTATION;
use crate::bmg::edit::Unrecruitable;
use crate::bmg::ids::shorten;
use crate::bmg::rank::Rank;
use crate::bmg::traits::RecruitOption;
use crate::bmg::validate::Exception;
use crate::bmg::violation::Violation;
use crate::bmg::violation::broken::{self, Broken};

/// A rank's name, as a player reads it: "Henchman".
pub fn rank(rank: Rank) -> &'static str {
    match rank {
        Rank::Leader => lasting!("rules-rank-leader"),
        Rank::Sidekick => lasting!("rules-rank-sidekick"),
        Rank::FreeAgent => lasting!("rules-rank-free-agent"),
        Rank::Vehicle => lasting!("rules-rank-vehicle"),
        Rank::Henchman => lasting!("rules-rank-henchman"),
    }
}

/// An option of I Will Break You, in a few words.
pub fn option(option: RecruitOption) -> &'static str {
    match option {
        RecruitOption::VenomDoses => lasting!("rules-option-venom-doses"),
        RecruitOption::ExhaustivePlanner => lasting!("rules-option-exhaustive-planner"),
        RecruitOption::CloseCombatMaster => lasting!("rules-option-close-combat-master"),
    }
}

/// `n` models of a rank: "1 Leader", "4 Sidekicks", "2 Henchmen".
pub fn rank_count(rank: Rank, n: u32) -> String {
    match rank {
        Rank::Leader => tr!("rules-rank-count-leader", count = n),
        Rank::Sidekick => tr!("rules-rank-count-sidekick", count = n),
        Rank::FreeAgent => tr!("rules-rank-count-free-agent", count = n),
        Rank::Vehicle => tr!("rules-rank-count-vehicle", count = n),
        Rank::Henchman => tr!("rules-rank-count-henchman", count = n),
    }
}

/// Ranks as alternatives: "Leader or Sidekick".
pub fn either(ranks: &[Rank]) -> String {
    let names: Vec<&str> = ranks.iter().map(|&r| rank(r)).collect();
    names.join(&format!(" {} ", tr!("or")))
}

/// An affiliation's name as a player reads it: the catalog's "Unknown" (joins any
/// crew) in the thread's language, any other as the cards print it.
pub fn affiliation(name: &str) -> String {
    if name == crate::bmg::catalog::UNKNOWN_AFFILIATION {
        tr!("rules-affiliation-unknown")
    } else {
        name.to_owned()
    }
}

/// Affiliations as a player reads them (see [`affiliation`]), joined by `separator`.
pub fn affiliations(names: &[String], separator: &str) -> String {
    let names: Vec<String> = names.iter().map(|n| affiliation(n)).collect();
    names.join(separator)
}

/// A profile's true identity as a player reads it: the catalog's "Unknown" in the
/// thread's language.
pub fn true_name(name: &str) -> String {
    if name == crate::bmg::names::UNKNOWN_NAME {
        tr!("rules-name-unknown")
    } else {
        name.to_owned()
    }
}

/// A ruleset's name in the thread's language: the bundled catalog's two by their ids,
/// a pack's own by the name it gives.
pub fn ruleset(ruleset: &crate::bmg::catalog::Ruleset) -> String {
    match ruleset.id.as_str() {
        "rulebook" => tr!("ruleset-rulebook"),
        "current" => tr!("ruleset-current"),
        _ => ruleset.name.clone(),
    }
}

/// The name of `crew`'s ruleset (its id where the catalog has no such ruleset).
pub fn crew_ruleset(crew: &crate::bmg::Crew, catalog: &crate::bmg::Catalog) -> String {
    catalog
        .ruleset(&crew.ruleset)
        .map_or_else(|| crew.ruleset.clone(), ruleset)
}

/// What a broken rule says, in a player's words.
pub fn violation(v: &Violation) -> String {
    broken(&v.said)
}

/// What a broken rule says, in a player's words.
pub fn broken(said: &Broken) -> String {
    said_in(said, Mood::Is)
}

/// What a rule an addition the player weighs would break says, in a player's words:
/// what the crew would then hold or cost is said as it would be ("The crew would have
/// 2 Leaders"), under "As a Leader, it would break:".
pub fn would_break(v: &Violation) -> String {
    said_in(&v.said, Mood::Would)
}

/// Whether a broken rule is said of the crew as it is, or as it would be after an
/// addition the player weighs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mood {
    /// The crew as it is: "The crew has 2 Leaders".
    Is,
    /// The crew as it would be: "The crew would have 2 Leaders".
    Would,
}

/// A message in `mood`: `is`, said of the crew as it is, or `would`, of the crew as it
/// would be; both take the same arguments.
macro_rules! in_mood {
    ($mood:expr, $is:literal, $would:literal, $($name:ident = $value:expr),+ $(,)?) => {
        match $mood {
            Mood::Is => tr!($is, $($name = $value),+),
            Mood::Would => tr!($would, $($name = $value),+),
        }
    };
}
use in_mood;

/// What a broken rule says in `mood`. Only the sentences that tell what the crew holds
/// or costs change with it; a rule's own words read alike in both.
fn said_in(said: &Broken, mood: Mood) -> String {
    match said {
        Broken::Crew(said) => crew(said),
        Broken::Boss(said) => boss(said, mood),
        Broken::Slots(said) => slots::slots(said, mood),
        Broken::Costs(said) => costs(*said, mood),
        Broken::Joining(said) => joining::joining(said),
        Broken::Equipment(said) => equipment::equipment(said),
        Broken::Added(said) => equipment::added(said),
        Broken::Deck(said) => deck::deck(said),
    }
}

/// Why a model is never recruited.
pub fn unrecruitable(why: &Unrecruitable) -> String {
    match why {
        Unrecruitable::Brought(card) => tr!("rules-unrecruitable-brought", card = card.as_str()),
        Unrecruitable::Swarm(card) => tr!("rules-unrecruitable-swarm", card = card.as_str()),
    }
}

/// The card trait an exception is printed as: "Criminal Bonds".
pub fn exception(exception: Exception) -> &'static str {
    match exception {
        Exception::AbsolutePower => "Absolute Power",
        Exception::Vocational => "Vocational",
        Exception::BatmanLives => "Batman Lives",
        Exception::Affinity => "Affinity",
        Exception::Possessed => "Possessed",
        Exception::Corrupt => "Corrupt",
        Exception::CriminalBonds => "Criminal Bonds",
    }
}

/// Aliases as a rule names them, joined by `last` ("and", "or"): a long list cut
/// short, "A, B, C and 4 other profiles".
pub fn aliases<S: AsRef<str>>(names: &[S], last: &str) -> String {
    if names.len() > 4 {
        let head: Vec<&str> = names[..3].iter().map(AsRef::as_ref).collect();
        let others = names.len() - 3;
        return tr!(
            "rules-aliases-more",
            names = head.join(", "),
            last = last,
            count = others
        );
    }
    join_names(names, last)
}

/// The crew file against the catalog.
fn crew(said: &broken::Crew) -> String {
    match said {
        broken::Crew::Ruleset { named, known } => tr!(
            "rules-crew-ruleset",
            named = shorten(named),
            known = join_names(known, &tr!("or"))
        ),
        broken::Crew::UnknownModel {
            alias: Some(alias),
            model,
            catalog,
        } => tr!(
            "rules-crew-unknown-model",
            alias = alias.as_str(),
            model = shorten(model),
            catalog = catalog.to_string()
        ),
        broken::Crew::UnknownModel {
            alias: None, model, ..
        } => tr!("rules-crew-unknown-model-unnamed", model = shorten(model)),
        broken::Crew::ChoiceNotBoss {
            recorded,
            boss,
            affiliations,
        } => tr!(
            "rules-crew-choice-not-boss",
            recorded = recorded.as_str(),
            boss = boss.as_str(),
            affiliations = join_names(affiliations, &tr!("or"))
        ),
        broken::Crew::ChoiceUnknown { recorded } => {
            tr!("rules-crew-choice-unknown", recorded = shorten(recorded))
        }
    }
}

/// Who may be the Boss.
fn boss(said: &broken::Boss, mood: Mood) -> String {
    match said {
        broken::Boss::None => tr!("rules-boss-none"),
        broken::Boss::Many(names) => {
            tr!("rules-boss-many", names = join_names(names, &tr!("and")))
        }
        broken::Boss::SidekickWithLeader { boss } => in_mood!(
            mood,
            "rules-boss-sidekick-with-leader",
            "rules-boss-sidekick-with-leader-would",
            boss = boss.as_str()
        ),
        broken::Boss::Rank { boss, rank } => tr!(
            "rules-boss-rank",
            boss = boss.as_str(),
            rank = self::rank(*rank)
        ),
        broken::Boss::Never { boss, card } => {
            tr!(
                "rules-boss-never",
                boss = boss.as_str(),
                card = card.as_str()
            )
        }
        broken::Boss::NotLeader { played, boss, rank } => tr!(
            "rules-boss-not-leader",
            played = played.as_str(),
            boss = boss.as_str(),
            rank = self::rank(*rank)
        ),
    }
}

/// Rep and $.
fn costs(said: broken::Costs, mood: Mood) -> String {
    match said {
        broken::Costs::LimitRange { limit } => tr!(
            "rules-costs-limit-range",
            max = numbers::integer(MAX_REPUTATION),
            limit = numbers::integer(limit)
        ),
        broken::Costs::Reputation { used, limit } => in_mood!(
            mood,
            "rules-costs-reputation",
            "rules-costs-reputation-would",
            used = numbers::integer(used),
            over = numbers::integer(used.saturating_sub(limit)),
            limit = numbers::integer(limit)
        ),
        broken::Costs::Funding {
            spent,
            available,
            limit,
            bonus,
        } => {
            let spent_over = numbers::dollars(spent.saturating_sub(available));
            let (spent, available) = (numbers::dollars(spent), numbers::dollars(available));
            let limit = numbers::integer(limit);
            if bonus {
                in_mood!(
                    mood,
                    "rules-costs-funding-bonus",
                    "rules-costs-funding-bonus-would",
                    spent = spent,
                    over = spent_over,
                    available = available,
                    limit = limit
                )
            } else {
                in_mood!(
                    mood,
                    "rules-costs-funding",
                    "rules-costs-funding-would",
                    spent = spent,
                    over = spent_over,
                    available = available,
                    limit = limit
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{broken, either, rank, rank_count};
    use crate::bmg::rank::Rank;
    use crate::bmg::violation::broken::{Broken, Character, Slots};
    use crate::words::{Language, within};

    #[test]
    fn ranks_are_named_in_the_thread_s_language_and_each_keeps_its_own() {
        assert_eq!(rank(Rank::Henchman), "Henchman");
        within(Language::Spanish, || {
            assert_eq!(rank(Rank::Henchman), "Secuaz");
            assert_eq!(rank(Rank::Leader), "Leader");
            assert_eq!(rank_count(Rank::Henchman, 2), "2 Secuaces");
            assert_eq!(rank_count(Rank::Vehicle, 1), "1 Vehículo");
            assert_eq!(either(&[Rank::Leader, Rank::Sidekick]), "Leader o Sidekick");
        });
        assert_eq!(rank(Rank::Henchman), "Henchman");
        assert_eq!(rank_count(Rank::Henchman, 2), "2 Henchmen");
        assert_eq!(
            either(&[Rank::Leader, Rank::Sidekick]),
            "Leader or Sidekick"
        );
    }

    #[test]
    fn two_are_both_and_more_are_all() {
        let speedsters = |n: usize| {
            let names = ["Flash", "Reverse Flash", "Zoom"][..n].iter();
            broken(&Broken::Slots(Slots::Speedsters(
                names.map(|&n| n.to_owned()).collect(),
            )))
        };
        assert_eq!(
            speedsters(2),
            "A crew recruits one Speedster; Flash and Reverse Flash are both Speedsters."
        );
        assert_eq!(
            speedsters(3),
            "A crew recruits one Speedster; Flash, Reverse Flash and Zoom are all Speedsters."
        );
        within(Language::Spanish, || {
            assert_eq!(
                speedsters(2),
                "Una banda recluta un solo Speedster; Flash y Reverse Flash son los dos Speedsters."
            );
        });
    }

    #[test]
    fn what_an_addition_would_break_is_said_as_the_crew_would_be() {
        use super::{Mood, said_in};
        use crate::bmg::violation::broken::{Costs, SlotLimit};
        let over = Broken::Slots(Slots::Over {
            rank: Rank::Leader,
            count: 2,
            allowed: 1,
            why: SlotLimit::Fixed,
        });
        let rep = Broken::Costs(Costs::Reputation {
            used: 380,
            limit: 350,
        });
        let rank = Broken::Slots(Slots::RankNotOnCard {
            alias: "Bane".to_owned(),
            rank: Rank::Leader,
            open: vec![Rank::Sidekick],
        });
        assert_eq!(
            broken(&over),
            "The crew has 2 Leaders; it may hold 1 Leader."
        );
        assert_eq!(
            said_in(&over, Mood::Would),
            "The crew would have 2 Leaders; it may hold 1 Leader."
        );
        assert_eq!(
            said_in(&rep, Mood::Would),
            "The crew would cost 380 Rep, 30 over the 350 Rep limit."
        );
        within(Language::Spanish, || {
            assert_eq!(
                broken(&over),
                "La banda tiene 2 Leaders; puede tener 1 Leader."
            );
            assert_eq!(
                said_in(&over, Mood::Would),
                "La banda tendría 2 Leaders; puede tener 1 Leader."
            );
            assert_eq!(
                said_in(&rep, Mood::Would),
                "La banda costaría 380 de Rep, 30 por encima del límite de 350 de Rep."
            );
            // A rule's own words read alike in both moods.
            assert_eq!(said_in(&rank, Mood::Would), broken(&rank));
        });
    }

    #[test]
    fn one_profile_twice_is_said_once_not_as_two_characters() {
        let jokers = |n: usize, also: Option<&str>| {
            let mut aliases = vec!["Joker".to_owned(); n];
            aliases.extend(also.map(str::to_owned));
            broken(&Broken::Slots(Slots::SameCharacter {
                aliases,
                character: Character::Alias("Joker".to_owned()),
            }))
        };
        assert_eq!(
            jokers(2, None),
            "Joker appears twice: a crew may hold each character once."
        );
        assert_eq!(
            jokers(3, None),
            "Joker appears 3 times: a crew may hold each character once."
        );
        // Two profiles of one character are still named each.
        assert!(jokers(1, Some("The Joker (Clown Prince)")).starts_with("Joker and The Joker"));
        within(Language::Spanish, || {
            assert_eq!(
                jokers(2, None),
                "Joker aparece dos veces: una banda solo puede llevar cada personaje una vez."
            );
        });
    }

    #[test]
    fn the_catalog_s_own_words_are_said_in_the_thread_s_language() {
        use super::{affiliations, true_name};
        let names = ["Unknown".to_owned(), "GCPD".to_owned()];
        assert_eq!(affiliations(&names, ", "), "Unknown, GCPD");
        within(Language::Spanish, || {
            assert_eq!(affiliations(&names, ", "), "Desconocida, GCPD");
            assert_eq!(true_name("Unknown"), "Desconocido");
            assert_eq!(true_name("Bruce Wayne"), "Bruce Wayne");
            let catalog = crate::bmg::Catalog::bundled().expect("the bundled catalog");
            let named: Vec<String> = catalog.rulesets().iter().map(super::ruleset).collect();
            assert_eq!(named, ["Reglamento", "Reglas actuales"]);
        });
    }
}
