//! Reading printed trait names: "Head (parameter)" split, the head matched to a
//! [`CrewTrait`] and its parameter resolved to catalog positions.

use super::{CrewTrait, EliteType, KNOWN_ABSENT, Keyword, Keywords};
use crate::bmg::names::{self, ModelNames};
use crate::bmg::rank::Rank;

/// Everything trait parameters resolve against.
pub struct Lookup<'a> {
    /// Every model's names, in catalog order.
    pub names: &'a [ModelNames],
    /// Every model's keywords, in catalog order.
    pub keywords: &'a [Keywords],
    /// Every model's affiliations, in catalog order.
    pub affiliations: &'a [&'a [String]],
    /// Every Elite type printed, normalised.
    pub elite_types: &'a [String],
    /// The Elite types some Elite (Type) model carries (positions in `elite_types`).
    pub elite_models: &'a [EliteType],
    /// Every equipment list name, normalised.
    pub lists: &'a [String],
}

/// Why a printed trait could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TraitProblem {
    /// Its parentheses do not pair up.
    Malformed,
    /// It should name models, a type or a list, and names nothing in the catalog.
    NamesNothing,
}

/// Splits "Head (parameter)" at its outermost parentheses; a name whose parentheses do
/// not pair up is malformed.
pub(super) fn split(printed: &str) -> Result<(&str, Option<&str>), TraitProblem> {
    let mut depth = 0i32;
    for c in printed.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if depth < 0 {
            return Err(TraitProblem::Malformed);
        }
    }
    if depth != 0 {
        return Err(TraitProblem::Malformed);
    }
    match printed.find(" (") {
        Some(open) if printed.ends_with(')') => Ok((
            printed[..open].trim(),
            Some(printed[open + 2..printed.len() - 1].trim()),
        )),
        _ => Ok((printed.trim(), None)),
    }
}

/// The Elite type an "Elite (Type)" or "Elite Boss (Type)" trait names, normalised,
/// and whether it is the Boss form.
pub fn elite_type(printed: &str) -> Option<(String, bool)> {
    if !printed.get(..5)?.eq_ignore_ascii_case("elite") {
        return None;
    }
    let (head, parameter) = split(printed).ok()?;
    let boss = match names::normalize(head).as_str() {
        "elite" => false,
        "elite boss" => true,
        _ => return None,
    };
    Some((names::normalize(parameter?), boss))
}

/// A fixed amount of extra Funding, and whether only the Boss grants it.
fn funding_bonus(head: &str) -> Option<(u32, bool)> {
    Some(match head {
        "business agent" | "bat credit card" => (350, false),
        "public resources" => (300, false),
        "millionaire" | "never do it for free" => (400, false),
        "dirty money" => (300, true),
        "lord of business" => (500, true),
        _ => return None,
    })
}

/// The alias an Ejection System-like trait stands in for, as its card text names it.
fn stand_in(head: &str) -> Option<&'static str> {
    Some(match head {
        "ejection system" => "Batman (Arkham Knight)",
        "batmans batpod" => "Batman (Dark Knight Rises)",
        "penguin feeder" => "The Penguin (New 52)",
        "reveal the bat" => "Batman (Robert Pattinson)",
        "war goes on" => "Batman (Frank Miller)",
        _ => return None,
    })
}

/// The heads of the traits whose parameter says how many, which type or whom.
const PARAMETER_HEADS: [&str; 9] = [
    "minion",
    "sewer swarm",
    "elite",
    "elite boss",
    "duo",
    "affinity",
    "aversion",
    "required",
    "lieutenant",
];

/// The heads of the traits whose card names models, traits or lists of its own.
const NAMING_HEADS: [&str; 11] = [
    "meet goliath",
    "perfect creations",
    "freed",
    "he freed me",
    "my idol",
    "the sidekick",
    "mercenary",
    "batman lives",
    "dollotrons",
    "three jokers",
    "iceberg lounge",
];

/// Whether `head` (normalised) is the head of a trait the rules engine reads as a
/// crew-building rule.
pub(super) fn rule_head(head: &str) -> bool {
    plain(head).is_some()
        || PARAMETER_HEADS.contains(&head)
        || NAMING_HEADS.contains(&head)
        || head.starts_with("expendable penguin ")
        || stand_in(head).is_some()
}

/// The head of a printed trait, normalised, even where its parentheses do not pair.
pub(super) fn head_of(printed: &str) -> String {
    names::normalize(printed.split('(').next().unwrap_or(printed))
}

/// Reads the printed trait of the model at `carrier` into its rules: none for a trait
/// that does not change crew building (or is only a [`Keyword`]). A malformed trait is
/// a problem only where the engine reads its head as a rule: one it has never seen is
/// shown, not checked (a newer catalog may print traits this version does not know).
pub fn parse(
    printed: &str,
    carrier: usize,
    lookup: &Lookup<'_>,
) -> Result<Vec<CrewTrait>, TraitProblem> {
    let (head, parameter) = match split(printed) {
        Ok(split) => split,
        Err(problem) if rule_head(&head_of(printed)) => return Err(problem),
        Err(_) => return Ok(Vec::new()),
    };
    let head = names::normalize(head);
    let reading = Reading {
        printed,
        parameter,
        carrier,
        lookup,
    };
    if head == "meet goliath" {
        return Ok(vec![
            CrewTrait::NeedsInCrew(reading.models(names::named(lookup.names, "Damian Wayne"))?),
            CrewTrait::BarredFrom("Court of Owls".to_owned()),
        ]);
    }
    let rule = match plain(&head) {
        Some(rule) => Some(rule),
        None => match reading.with_parameter(&head)? {
            Some(rule) => Some(rule),
            None => reading.naming(&head)?,
        },
    };
    Ok(rule.into_iter().collect())
}

/// The rule of a trait that names nothing and needs nothing resolved.
fn plain(head: &str) -> Option<CrewTrait> {
    Some(match head {
        "horde" => CrewTrait::Copies(4),
        "charismatic" => CrewTrait::Charismatic,
        "speedster" => CrewTrait::Speedster,
        "teen titans founder" => CrewTrait::TeenTitansFounder,
        "incorruptible" => CrewTrait::Incorruptible,
        "vocational" => CrewTrait::Vocational,
        "court of owls crew" => CrewTrait::CrewOnly("Court of Owls".to_owned()),
        "amazon lineage" => CrewTrait::AmazonLineage,
        "possessed" => CrewTrait::Possessed,
        "corrupt" => CrewTrait::Corrupt,
        "absolute power" => CrewTrait::AbsolutePower,
        "criminal bonds" => CrewTrait::CriminalBonds("Organized Crime".to_owned()),
        "swarm"
        | "shapeshifting gorilla progress"
        | "shapeshifting hawk progress"
        | "shapeshifting tiger progress" => CrewTrait::Unrecruitable,
        "kobra swarm" => CrewTrait::KobraSwarm,
        "treacherous" => CrewTrait::Treacherous,
        "contractor" => CrewTrait::Contractor("Bane".to_owned()),
        "dark knight" | "shadows agent" => CrewTrait::ShadowsAgent,
        "smuggler" => CrewTrait::Smuggler,
        "shapeshifting human progress" => CrewTrait::ShapeshiftingHuman,
        "animal" | "fully equipped" | "dots suit" => CrewTrait::NoEquipment,
        "limited equipment" | "mentoring" | "quilts helmet" => CrewTrait::OneEquipment,
        "upgrades" => CrewTrait::Upgrades,
        "vampire queen" => CrewTrait::VampireQueen,
        "a lot colder" => CrewTrait::ALotColder,
        "underworld king" => CrewTrait::UnderworldKing,
        "law interpretation" => CrewTrait::LawInterpretation,
        "veteran" => CrewTrait::Veteran,
        "i will break you" => CrewTrait::IWillBreakYou,
        other => {
            let (amount, boss_only) = funding_bonus(other)?;
            CrewTrait::FundingBonus { amount, boss_only }
        }
    })
}

/// A printed trait being read against the catalog.
struct Reading<'r, 'l> {
    printed: &'r str,
    parameter: Option<&'r str>,
    carrier: usize,
    lookup: &'r Lookup<'l>,
}

impl Reading<'_, '_> {
    /// `found`, unless it is empty and the trait is not known to name nothing.
    fn models(&self, found: Vec<usize>) -> Result<Vec<usize>, TraitProblem> {
        if found.is_empty() && !KNOWN_ABSENT.contains(&self.printed) {
            Err(TraitProblem::NamesNothing)
        } else {
            Ok(found)
        }
    }

    /// The models the parameter names, alternatives split at `separator`, each found
    /// by `each`.
    fn named_in(
        &self,
        separator: &str,
        each: fn(&[ModelNames], &str) -> Vec<usize>,
    ) -> Result<Vec<usize>, TraitProblem> {
        let mut found: Vec<usize> = self
            .parameter
            .unwrap_or("")
            .split(separator)
            .map(str::trim)
            .filter(|x| !x.is_empty())
            .flat_map(|x| each(self.lookup.names, x))
            .collect();
        found.sort_unstable();
        found.dedup();
        self.models(found)
    }

    /// The models carrying one of these normalised traits.
    fn carrying(&self, wanted: &[&str]) -> Vec<usize> {
        let names = self.lookup.names;
        (0..names.len())
            .filter(|&i| {
                names[i]
                    .traits()
                    .iter()
                    .any(|t| wanted.contains(&t.as_str()))
            })
            .collect()
    }

    /// The rule of a trait whose parameter says how many, which type or whom.
    fn with_parameter(&self, head: &str) -> Result<Option<CrewTrait>, TraitProblem> {
        Ok(Some(match head {
            "minion" => CrewTrait::Copies(count(self.parameter)?),
            "sewer swarm" => CrewTrait::SewerSwarm(count(self.parameter)?),
            "elite" | "elite boss" => self.elite()?,
            "duo" => CrewTrait::Duo(self.named_in(",", names::called)?),
            "affinity" => CrewTrait::Affinity(self.named_in(",", names::called)?),
            "aversion" => CrewTrait::Aversion(self.named_in(",", names::character)?),
            "required" => CrewTrait::Required(self.named_in(" or ", names::called)?),
            "lieutenant" => CrewTrait::Lieutenant(self.named_in(",", names::called)?),
            _ => return Ok(None),
        }))
    }

    /// Elite (Type) or Elite Boss (Type); an Elite Boss of a type no Elite model has
    /// names nothing, unless it is known to.
    fn elite(&self) -> Result<CrewTrait, TraitProblem> {
        let lookup = self.lookup;
        let (wanted, boss) = elite_type(self.printed).ok_or(TraitProblem::Malformed)?;
        let position = lookup
            .elite_types
            .iter()
            .position(|t| *t == wanted)
            .ok_or(TraitProblem::Malformed)?;
        if !boss {
            Ok(CrewTrait::Elite(position))
        } else if lookup.elite_models.contains(&position) || KNOWN_ABSENT.contains(&self.printed) {
            Ok(CrewTrait::EliteBoss(position))
        } else {
            Err(TraitProblem::NamesNothing)
        }
    }

    /// The rule of a trait whose card names models, traits or lists of its own.
    fn naming(&self, head: &str) -> Result<Option<CrewTrait>, TraitProblem> {
        let names = self.lookup.names;
        Ok(Some(match head {
            "perfect creations" => {
                CrewTrait::Required(self.models(names::called(names, "Professor Pyg"))?)
            }
            "freed" | "he freed me" => {
                CrewTrait::NeedsInCrew(self.models(names::called(names, "The Batman Who Laughs"))?)
            }
            "my idol" => {
                CrewTrait::NeedsInCrew(self.models(names::called(names, "Zur-En-Arrh Batman"))?)
            }
            "the sidekick" => {
                CrewTrait::BossMustBe(self.models(names::with_alias(names, "Batman (Modern Age)"))?)
            }
            "mercenary" => CrewTrait::Mercenary {
                affiliation: "League of Shadows".to_owned(),
                name: "Bane".to_owned(),
                needs: self.models(names::named(names, "Bane"))?,
            },
            "batman lives" => CrewTrait::BatmanLives {
                cobb: self.models(names::named(names, "William Cobb"))?,
                free_agents: "Bane".to_owned(),
            },
            "dollotrons" => {
                CrewTrait::Dollotrons(self.models(self.carrying(&["perfect creations"]))?)
            }
            "three jokers" => CrewTrait::ThreeJokers(self.carrying(&["three jokers"])),
            "iceberg lounge" => {
                let wanted = names::normalize("Iceberg Lounge");
                let list = self
                    .lookup
                    .lists
                    .iter()
                    .position(|l| *l == wanted)
                    .ok_or(TraitProblem::NamesNothing)?;
                CrewTrait::IcebergLounge(list)
            }
            other => match other.strip_prefix("expendable penguin ") {
                Some(number) => {
                    count(Some(number))?;
                    let keywords = self.lookup.keywords;
                    let callers = (0..keywords.len())
                        .filter(|&i| {
                            keywords[i].has(Keyword::PenguinCaller)
                                || keywords[i].has(Keyword::HiddenPenguins)
                        })
                        .collect();
                    CrewTrait::NeedsInCrew(self.models(callers)?)
                }
                None => match stand_in(other) {
                    Some(alias) => self.counts_as(alias)?,
                    None => return Ok(None),
                },
            },
        }))
    }

    /// Ejection System and the like: the profiles with `alias` that could be in the
    /// carrier's crews (it places a friendly model with that alias: where the two
    /// share no affiliation, that model never joins its crews).
    fn counts_as(&self, alias: &str) -> Result<CrewTrait, TraitProblem> {
        let lookup = self.lookup;
        let found = self.models(names::with_alias(lookup.names, alias))?;
        let own = lookup.affiliations[self.carrier];
        let joinable = found
            .into_iter()
            .filter(|&m| lookup.affiliations[m].iter().any(|a| own.contains(a)))
            .collect();
        Ok(CrewTrait::CountsAs {
            models: joinable,
            rank: Rank::Leader,
        })
    }
}

/// A number printed as a trait's parameter (Minion (3)), at least 1.
fn count(text: Option<&str>) -> Result<u32, TraitProblem> {
    text.and_then(|t| t.trim().parse::<u32>().ok())
        .filter(|&n| n > 0)
        .ok_or(TraitProblem::Malformed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_finds_the_outermost_parameter() {
        assert_eq!(
            split("Required (The Riddler (Jim Carrey))"),
            Ok(("Required", Some("The Riddler (Jim Carrey)")))
        );
        assert_eq!(split("Horde"), Ok(("Horde", None)));
        assert_eq!(
            split("Required (The Riddler (Jim Carrey)"),
            Err(TraitProblem::Malformed)
        );
        assert_eq!(split("Minion 3)"), Err(TraitProblem::Malformed));
    }

    #[test]
    fn elite_types_are_read_from_both_forms() {
        assert_eq!(elite_type("Elite (SWAT)"), Some(("swat".to_owned(), false)));
        assert_eq!(
            elite_type("Elite Boss (Soldier of Fortune)"),
            Some(("soldier of fortune".to_owned(), true))
        );
        assert_eq!(elite_type("Elite"), None);
        assert_eq!(elite_type("Charismatic"), None);
    }

    #[test]
    fn keywords_are_read_from_normalised_traits() {
        for keyword in Keyword::ALL {
            assert_eq!(keyword.key(), names::normalize(keyword.label()));
        }
        let keywords = Keywords::of(&["cop".to_owned(), "kobra cultist".to_owned()]);
        assert!(keywords.has(Keyword::Cop));
        assert!(keywords.has(Keyword::KobraCultist));
        assert!(!keywords.has(Keyword::Bot));
    }
}
