//! Card traits that change crew building, read once when the catalog loads.
//!
//! Each model's printed trait names are parsed into [`CrewTrait`] values, and the
//! models, Elite types and equipment lists they name are resolved to catalog positions
//! then, so that no rule compares trait names while a crew is checked. A trait that
//! should name something but names nothing is a catalog problem, apart from the few
//! targets known to be absent from the catalog ([`KNOWN_ABSENT`]).
//!
//! Traits that only other rules test for (Cop, Bot, Kobra Cultist, ...) are
//! [`Keyword`]s; traits named by equipment and objective cards are resolved where those
//! are read (`equipment`, `catalog`).

use super::names::{self, ModelNames};
use super::rank::Rank;

/// Trait parameters that name nothing in the catalog, on purpose: the model or group
/// they name has no profile yet. Each is allowed to resolve to nothing.
pub const KNOWN_ABSENT: [&str; 3] = [
    // Superman (Kal-El) has no profile in this game's catalog.
    "Aversion (Kal-El)",
    // No model carries Elite (Circus) or Elite (Special Forces): these Elite Bosses
    // unlock nobody until such models are published.
    "Elite Boss (Circus)",
    "Elite Boss (Special Forces)",
];

/// A keyword that other crew-building rules test for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Keyword {
    /// Read by Corrupt, Absolute Power and Vocational.
    Cop,
    /// Read by Criminal Bonds.
    Criminal,
    /// Read by Amazon Lineage.
    Amazon,
    /// Keeps a model out of a Possessed Boss's crew.
    Bot,
    /// Keeps a model out of a Possessed Boss's crew.
    Cybernetic,
    /// A crew led by Kobra refuses Blackfire Cultists, and the other way round.
    KobraCultist,
    /// See [`Keyword::KobraCultist`].
    BlackfireCultist,
    /// A Teen Titans team lets Teen Titans Founder ignore The Sidekick.
    TeenTitans,
    /// Each Void Priest brings a Kobra Swarm.
    VoidPriest,
    /// Lets Expendable Penguins be hired.
    PenguinCaller,
    /// Lets Expendable Penguins be hired.
    HiddenPenguins,
}

impl Keyword {
    const ALL: [Keyword; 11] = [
        Keyword::Cop,
        Keyword::Criminal,
        Keyword::Amazon,
        Keyword::Bot,
        Keyword::Cybernetic,
        Keyword::KobraCultist,
        Keyword::BlackfireCultist,
        Keyword::TeenTitans,
        Keyword::VoidPriest,
        Keyword::PenguinCaller,
        Keyword::HiddenPenguins,
    ];

    /// The keyword as printed on cards.
    pub fn label(self) -> &'static str {
        match self {
            Keyword::Cop => "Cop",
            Keyword::Criminal => "Criminal",
            Keyword::Amazon => "Amazon",
            Keyword::Bot => "Bot",
            Keyword::Cybernetic => "Cybernetic",
            Keyword::KobraCultist => "Kobra Cultist",
            Keyword::BlackfireCultist => "Blackfire Cultist",
            Keyword::TeenTitans => "Teen Titans",
            Keyword::VoidPriest => "Void Priest",
            Keyword::PenguinCaller => "Penguin Caller",
            Keyword::HiddenPenguins => "Hidden Penguins",
        }
    }

    /// The label as [`names::normalize`] writes it, to compare against normalised
    /// traits.
    fn key(self) -> &'static str {
        match self {
            Keyword::Cop => "cop",
            Keyword::Criminal => "criminal",
            Keyword::Amazon => "amazon",
            Keyword::Bot => "bot",
            Keyword::Cybernetic => "cybernetic",
            Keyword::KobraCultist => "kobra cultist",
            Keyword::BlackfireCultist => "blackfire cultist",
            Keyword::TeenTitans => "teen titans",
            Keyword::VoidPriest => "void priest",
            Keyword::PenguinCaller => "penguin caller",
            Keyword::HiddenPenguins => "hidden penguins",
        }
    }

    fn bit(self) -> u16 {
        1 << self as u16
    }
}

/// The keywords a model carries.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Keywords(u16);

impl Keywords {
    /// The keywords among a model's traits, [`names::normalize`]d.
    pub fn of(traits: &[String]) -> Keywords {
        let mut keywords = Keywords::default();
        for t in traits {
            for keyword in Keyword::ALL {
                if t == keyword.key() {
                    keywords.0 |= keyword.bit();
                }
            }
        }
        keywords
    }

    /// Whether the model carries `keyword`.
    pub fn has(self, keyword: Keyword) -> bool {
        self.0 & keyword.bit() != 0
    }
}

/// An Elite group, as a position in the catalog's list of Elite types.
pub type EliteType = usize;

/// A recruit-time option a card offers (stored in the crew file by its id).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecruitOption {
    /// Stable id saved in crew files.
    pub id: &'static str,
    /// What the player picks, in a few words.
    pub label: &'static str,
}

impl std::fmt::Display for RecruitOption {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.label)
    }
}

/// The options of I Will Break You, in the card's order.
pub const I_WILL_BREAK_YOU: [RecruitOption; 3] = [
    RecruitOption {
        id: "venom-doses",
        label: "3 extra Venom doses, shareable within 4\"",
    },
    RecruitOption {
        id: "exhaustive-planner",
        label: "Exhaustive Planner and +1 Willpower",
    },
    RecruitOption {
        id: "close-combat-master",
        label: "Close Combat Master",
    },
];

/// The key under which a crew file stores the choice of I Will Break You.
pub const I_WILL_BREAK_YOU_KEY: &str = "i-will-break-you";

/// What a card trait does to crew building, with its parameters resolved to catalog
/// positions (models are sorted positions in the catalog's model list).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CrewTrait {
    /// Minion (X), Horde: up to this many copies of the profile, whatever its Name.
    Copies(u32),
    /// Elite (Type): one model of the type per crew, unless an Elite Boss of it joins.
    Elite(EliteType),
    /// Elite Boss (Type): any number of Elite models of the type, wherever it stands.
    EliteBoss(EliteType),
    /// Charismatic: one more Free Agent slot; several do not add up.
    Charismatic,
    /// Duo (X): with the partner filling the same rank, one of the two uses no slot.
    Duo(Vec<usize>),
    /// Speedster: one per crew, and the Speedforce deck comes along.
    Speedster,
    /// Affinity (X): joins any crew holding one of these models, and may fill a Free
    /// Agent slot there.
    Affinity(Vec<usize>),
    /// Aversion (X): never in a crew with any of these (every profile of the character).
    Aversion(Vec<usize>),
    /// Required (X), Perfect Creations: only in a crew holding one of these models.
    Required(Vec<usize>),
    /// Freed, He Freed Me, My Idol!, Meet Goliath!, Expendable Penguin X: only in a crew
    /// holding one of these models.
    NeedsInCrew(Vec<usize>),
    /// Meet Goliath!: never in a crew that plays this affiliation.
    BarredFrom(String),
    /// The Sidekick: only when one of these models is the Boss, as a Leader.
    BossMustBe(Vec<usize>),
    /// Teen Titans Founder: in a crew where every model is Teen Titans, The Sidekick
    /// does not apply.
    TeenTitansFounder,
    /// Mercenary: in a crew playing `affiliation`, only with one of `needs`.
    Mercenary {
        /// The crew it is restricted in (League of Shadows).
        affiliation: String,
        /// The Name the card asks for (Bane).
        name: String,
        /// The models with that Name, one of which must be in that crew.
        needs: Vec<usize>,
    },
    /// Incorruptible: only under a Boss of one of its own affiliations, no exception.
    Incorruptible,
    /// Vocational: joins as if of the crew's affiliation when every member is a Cop.
    Vocational,
    /// Court of Owls Crew: the carrier's crew hires models of this affiliation only.
    CrewOnly(String),
    /// Amazon Lineage: as Boss, its crew recruits Amazon models only.
    AmazonLineage,
    /// Possessed: as Boss, up to 3 Henchmen of any affiliation join (no Bot, no
    /// Cybernetic).
    Possessed,
    /// Corrupt: up to 3 Cop Henchmen of any affiliation join; once per crew.
    Corrupt,
    /// Absolute Power: as Boss, any number of Cop Henchmen of any affiliation join.
    AbsolutePower,
    /// Criminal Bonds: up to 3 Criminal Henchmen of this affiliation join; once per crew.
    CriminalBonds(String),
    /// Batman Lives: one of `cobb` joins from any affiliation, and then every Free
    /// Agent must carry `free_agents`.
    BatmanLives {
        /// The William Cobb profiles.
        cobb: Vec<usize>,
        /// The affiliation Free Agents then need (Bane).
        free_agents: String,
    },
    /// Swarm, Shapeshifting (Gorilla/Hawk/Tiger) Progress: never recruited; another
    /// card brings it into play.
    Unrecruitable,
    /// Kobra Swarm: not recruited; each Void Priest brings one, free.
    KobraSwarm,
    /// Treacherous: never the Boss.
    Treacherous,
    /// Contractor: may fill the Leader rank, and as a Leader has this affiliation only.
    Contractor(String),
    /// Shadows Agent, Dark Knight: as Boss, hands the role to another model before the
    /// game (the crew is built with it as Boss).
    ShadowsAgent,
    /// Lieutenant (X): costs no $ when one of these models is in the crew.
    Lieutenant(Vec<usize>),
    /// Business Agent and the like: more Funding for the crew (only as Boss when
    /// `boss_only`); each carrier adds its own.
    FundingBonus {
        /// Dollars added.
        amount: u32,
        /// Dirty Money, Lord of Business: only while the carrier is the Boss.
        boss_only: bool,
    },
    /// Smuggler: Magazines and Radios cost the crew half their $.
    Smuggler,
    /// Dollotrons: recruiting it brings these models, free of Rep.
    Dollotrons(Vec<usize>),
    /// Three Jokers: every model with the trait (these) comes together, and they
    /// share the Leader slot.
    ThreeJokers(Vec<usize>),
    /// Sewer Swarm (X): places X Sewer Swarms in play; nothing to recruit.
    SewerSwarm(u32),
    /// Shapeshifting Human Progress: keeps the other Beast Boy forms aside, unpaid.
    ShapeshiftingHuman,
    /// Animal, Fully Equipped, Dots Suit: buys no equipment.
    NoEquipment,
    /// Limited Equipment, Mentoring, Quilt's Helmet: buys one equipment item at most.
    OneEquipment,
    /// Iceberg Lounge: as Boss, one more item of this equipment list (a position in
    /// the catalog's list names).
    IcebergLounge(usize),
    /// Upgrades: unlocks Lucius's Inventions (equipment that needs it in the crew).
    Upgrades,
    /// Vampire Queen: unlocks The Turning (equipment that needs it in the crew).
    VampireQueen,
    /// A Lot Colder: bars an objective card (the card's own data names the trait).
    ALotColder,
    /// Ejection System and the like: for character cards, counts as one of `models`
    /// filling `rank`. No model when the named profile could never be in its crew.
    CountsAs {
        /// The profiles it stands in for.
        models: Vec<usize>,
        /// The rank it counts in.
        rank: Rank,
    },
    /// Underworld King: up to 4 general cards kept face up beside the deck.
    UnderworldKing,
    /// Law Interpretation: an Interpretation deck of up to 3 cards at game start.
    LawInterpretation,
    /// Veteran: counts as having a trait an objective asks for, to complete it.
    Veteran,
    /// I Will Break You: the player picks one of [`I_WILL_BREAK_YOU`] at recruitment.
    IWillBreakYou,
}

/// How the app applies a trait, for the README's table and the profile panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Handling {
    /// The crew check applies it.
    Enforced,
    /// The crew file records a choice it offers; no legality effect.
    Recorded,
    /// Shown to the player as a reminder; it does not change how a crew is built.
    Shown,
}

impl CrewTrait {
    /// How the app applies it.
    pub fn handling(&self) -> Handling {
        match self {
            CrewTrait::SewerSwarm(_)
            | CrewTrait::ShapeshiftingHuman
            | CrewTrait::ShadowsAgent
            | CrewTrait::UnderworldKing
            | CrewTrait::LawInterpretation
            | CrewTrait::Veteran => Handling::Shown,
            CrewTrait::IWillBreakYou => Handling::Recorded,
            _ => Handling::Enforced,
        }
    }
}

/// One printed trait on a model's card with the rule it carries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardTrait {
    /// The trait as printed ("Lieutenant (The Riddler)").
    pub printed: String,
    /// What it does.
    pub rule: CrewTrait,
}

impl CardTrait {
    /// The printed parameter ("The Riddler" of "Lieutenant (The Riddler)"), if any.
    pub fn parameter(&self) -> Option<&str> {
        split(&self.printed)
            .ok()
            .and_then(|(_, parameter)| parameter)
    }

    /// What the trait does to building a crew, in one line of our own words.
    pub fn summary(&self, elite_types: &[String]) -> String {
        let x = self.parameter().unwrap_or("");
        let elite = |t: &EliteType| elite_types.get(*t).map_or("", String::as_str);
        match &self.rule {
            CrewTrait::Copies(n) => format!("Up to {n} copies of this profile in a crew."),
            CrewTrait::Elite(t) => format!(
                "One Elite ({}) model per crew, any number with their Elite Boss.",
                elite(t)
            ),
            CrewTrait::EliteBoss(t) => {
                format!(
                    "The crew may hold any number of Elite ({}) models.",
                    elite(t)
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
                "No effect on the deck: the profile it stands in for ({rank}) never joins this model's crews."
            ),
            CrewTrait::CountsAs { rank, .. } => {
                format!("Counts as the profile it brings into play ({rank}) for character cards.")
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
}

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
fn split(printed: &str) -> Result<(&str, Option<&str>), TraitProblem> {
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

/// Reads the printed trait of the model at `carrier` into its rules: none for a trait
/// that does not change crew building (or is only a [`Keyword`]).
pub fn parse(
    printed: &str,
    carrier: usize,
    lookup: &Lookup<'_>,
) -> Result<Vec<CrewTrait>, TraitProblem> {
    let (head, parameter) = split(printed)?;
    let head = names::normalize(head);
    let models = |found: Vec<usize>| {
        if found.is_empty() && !KNOWN_ABSENT.contains(&printed) {
            Err(TraitProblem::NamesNothing)
        } else {
            Ok(found)
        }
    };
    // Models named in the parameter, alternatives split at `separator`.
    let named_in = |separator: &str, each: fn(&[ModelNames], &str) -> Vec<usize>| {
        let mut found: Vec<usize> = parameter
            .unwrap_or("")
            .split(separator)
            .map(str::trim)
            .filter(|x| !x.is_empty())
            .flat_map(|x| each(lookup.names, x))
            .collect();
        found.sort_unstable();
        found.dedup();
        models(found)
    };
    let count = |text: Option<&str>| {
        text.and_then(|t| t.trim().parse::<u32>().ok())
            .filter(|&n| n > 0)
            .ok_or(TraitProblem::Malformed)
    };
    let with_keyword = |wanted: &[Keyword]| {
        let found = (0..lookup.keywords.len())
            .filter(|&i| wanted.iter().any(|&k| lookup.keywords[i].has(k)))
            .collect();
        models(found)
    };
    let rule = match head.as_str() {
        "minion" => CrewTrait::Copies(count(parameter)?),
        "horde" => CrewTrait::Copies(4),
        "elite" | "elite boss" => {
            let (wanted, boss) = elite_type(printed).ok_or(TraitProblem::Malformed)?;
            let position = lookup
                .elite_types
                .iter()
                .position(|t| *t == wanted)
                .ok_or(TraitProblem::Malformed)?;
            if !boss {
                CrewTrait::Elite(position)
            } else if lookup.elite_models.contains(&position) || KNOWN_ABSENT.contains(&printed) {
                CrewTrait::EliteBoss(position)
            } else {
                return Err(TraitProblem::NamesNothing);
            }
        }
        "charismatic" => CrewTrait::Charismatic,
        "duo" => CrewTrait::Duo(named_in(",", names::called)?),
        "speedster" => CrewTrait::Speedster,
        "affinity" => CrewTrait::Affinity(named_in(",", names::called)?),
        "aversion" => CrewTrait::Aversion(named_in(",", names::character)?),
        "required" => CrewTrait::Required(named_in(" or ", names::called)?),
        "perfect creations" => {
            CrewTrait::Required(models(names::called(lookup.names, "Professor Pyg"))?)
        }
        "freed" | "he freed me" => CrewTrait::NeedsInCrew(models(names::called(
            lookup.names,
            "The Batman Who Laughs",
        ))?),
        "my idol" => {
            CrewTrait::NeedsInCrew(models(names::called(lookup.names, "Zur-En-Arrh Batman"))?)
        }
        "meet goliath" => {
            return Ok(vec![
                CrewTrait::NeedsInCrew(models(names::named(lookup.names, "Damian Wayne"))?),
                CrewTrait::BarredFrom("Court of Owls".to_owned()),
            ]);
        }
        "the sidekick" => CrewTrait::BossMustBe(models(names::with_alias(
            lookup.names,
            "Batman (Modern Age)",
        ))?),
        "teen titans founder" => CrewTrait::TeenTitansFounder,
        "mercenary" => CrewTrait::Mercenary {
            affiliation: "League of Shadows".to_owned(),
            name: "Bane".to_owned(),
            needs: models(names::named(lookup.names, "Bane"))?,
        },
        "incorruptible" => CrewTrait::Incorruptible,
        "vocational" => CrewTrait::Vocational,
        "court of owls crew" => CrewTrait::CrewOnly("Court of Owls".to_owned()),
        "amazon lineage" => CrewTrait::AmazonLineage,
        "possessed" => CrewTrait::Possessed,
        "corrupt" => CrewTrait::Corrupt,
        "absolute power" => CrewTrait::AbsolutePower,
        "criminal bonds" => CrewTrait::CriminalBonds("Organized Crime".to_owned()),
        "batman lives" => CrewTrait::BatmanLives {
            cobb: models(names::named(lookup.names, "William Cobb"))?,
            free_agents: "Bane".to_owned(),
        },
        "swarm"
        | "shapeshifting gorilla progress"
        | "shapeshifting hawk progress"
        | "shapeshifting tiger progress" => CrewTrait::Unrecruitable,
        "kobra swarm" => CrewTrait::KobraSwarm,
        "treacherous" => CrewTrait::Treacherous,
        "contractor" => CrewTrait::Contractor("Bane".to_owned()),
        "dark knight" | "shadows agent" => CrewTrait::ShadowsAgent,
        "lieutenant" => CrewTrait::Lieutenant(named_in(",", names::called)?),
        "smuggler" => CrewTrait::Smuggler,
        "dollotrons" => {
            let found = (0..lookup.names.len())
                .filter(|&i| {
                    lookup.names[i]
                        .traits()
                        .iter()
                        .any(|t| t == "perfect creations")
                })
                .collect();
            CrewTrait::Dollotrons(models(found)?)
        }
        "three jokers" => {
            let found = (0..lookup.names.len())
                .filter(|&i| lookup.names[i].traits().iter().any(|t| t == "three jokers"))
                .collect();
            CrewTrait::ThreeJokers(found)
        }
        "sewer swarm" => CrewTrait::SewerSwarm(count(parameter)?),
        "shapeshifting human progress" => CrewTrait::ShapeshiftingHuman,
        "animal" | "fully equipped" | "dots suit" => CrewTrait::NoEquipment,
        "limited equipment" | "mentoring" | "quilts helmet" => CrewTrait::OneEquipment,
        "iceberg lounge" => {
            let wanted = names::normalize("Iceberg Lounge");
            let list = lookup
                .lists
                .iter()
                .position(|l| *l == wanted)
                .ok_or(TraitProblem::NamesNothing)?;
            CrewTrait::IcebergLounge(list)
        }
        "upgrades" => CrewTrait::Upgrades,
        "vampire queen" => CrewTrait::VampireQueen,
        "a lot colder" => CrewTrait::ALotColder,
        "underworld king" => CrewTrait::UnderworldKing,
        "law interpretation" => CrewTrait::LawInterpretation,
        "veteran" => CrewTrait::Veteran,
        "i will break you" => CrewTrait::IWillBreakYou,
        other => {
            if let Some(rest) = other.strip_prefix("expendable penguin ") {
                count(Some(rest))?;
                CrewTrait::NeedsInCrew(with_keyword(&[
                    Keyword::PenguinCaller,
                    Keyword::HiddenPenguins,
                ])?)
            } else if let Some((amount, boss_only)) = funding_bonus(other) {
                CrewTrait::FundingBonus { amount, boss_only }
            } else if let Some(alias) = stand_in(other) {
                let found = models(names::with_alias(lookup.names, alias))?;
                // It places a friendly model with that alias: where the carrier shares
                // no affiliation with it, that model never joins its crews.
                let own = lookup.affiliations[carrier];
                let joinable = found
                    .into_iter()
                    .filter(|&m| lookup.affiliations[m].iter().any(|a| own.contains(a)))
                    .collect();
                CrewTrait::CountsAs {
                    models: joinable,
                    rank: Rank::Leader,
                }
            } else {
                return Ok(Vec::new());
            }
        }
    };
    Ok(vec![rule])
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
