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

mod parse;

use super::rank::Rank;

pub use parse::{Lookup, TraitProblem, elite_type, parse};
use parse::{head_of, rule_head, split};
use std::collections::HashSet;
use std::sync::OnceLock;

/// Whether this version's rules engine has seen the printed trait: it reads it as a
/// crew-building rule or keyword, or a profile of the bundled catalog prints it (an
/// in-game trait, shown on the profile). A trait it has never seen, which a newer
/// catalog may bring, is shown and not checked.
pub fn engine_knows(printed: &str) -> bool {
    let head = head_of(printed);
    rule_head(&head) || bundled_heads().contains(&head)
}

/// The heads of every trait the bundled catalog prints, normalised; read once.
fn bundled_heads() -> &'static HashSet<String> {
    static HEADS: OnceLock<HashSet<String>> = OnceLock::new();
    HEADS.get_or_init(|| {
        #[derive(serde::Deserialize)]
        struct Printed {
            traits: Vec<String>,
        }
        // The bundled catalog is checked by the tests; were it unreadable, every trait
        // would count as unseen, never as a rule.
        let models: Vec<Printed> =
            serde_json::from_str(crate::bmg::bundled::MODELS).unwrap_or_default();
        models
            .iter()
            .flat_map(|m| m.traits.iter().map(|t| head_of(t)))
            .collect()
    })
}

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

/// A recruit-time option of I Will Break You (stored in the crew file by its id).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecruitOption {
    /// Three more Venom doses, which it may share with friends close by.
    VenomDoses,
    /// Exhaustive Planner and one more Willpower.
    ExhaustivePlanner,
    /// Close Combat Master.
    CloseCombatMaster,
}

impl RecruitOption {
    /// Its stable id, saved in crew files and numbered in crew codes.
    pub fn id(self) -> &'static str {
        match self {
            RecruitOption::VenomDoses => "venom-doses",
            RecruitOption::ExhaustivePlanner => "exhaustive-planner",
            RecruitOption::CloseCombatMaster => "close-combat-master",
        }
    }

    /// The option a crew file's id names, if any.
    pub fn from_id(id: &str) -> Option<RecruitOption> {
        I_WILL_BREAK_YOU.into_iter().find(|o| o.id() == id)
    }
}

/// The options of I Will Break You, in the card's order.
pub const I_WILL_BREAK_YOU: [RecruitOption; 3] = [
    RecruitOption::VenomDoses,
    RecruitOption::ExhaustivePlanner,
    RecruitOption::CloseCombatMaster,
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
}
