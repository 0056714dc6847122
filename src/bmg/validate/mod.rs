//! Checks a crew against every crew-building rule: the rulebook's, the published
//! affiliation rules and the card traits (see ../shared/rules/NOTES.md).
//!
//! Rule violations are values: each has a stable [`Code`], what is wrong as data
//! (worded by `words::rules`), and the positions of the members involved (a card's carrier always
//! among them). The report also carries what the builder shows beside them: Rep and $
//! as the cards change them, each rank against its allowance, the affiliation the crew
//! plays, and notes on what the cards do for each member and for the crew.
//!
//! Where rules disagree, a card trait beats an affiliation rule, which beats the
//! rulebook. Each rule family has its own file: `boss`, `joining` (who may join),
//! `slots` (identity, copies and ranks), `costs`, `equipment` and `added` (models
//! cards bring along, and choices they ask for).

mod added;
mod boss;
mod costs;
mod equipment;
mod joining;
mod notes;
mod slots;

pub use joining::Exception;
pub use notes::{Badge, CrewNote, CrewSaid, Joined, Note, Remind, Reminder, Ruled, Topic};
pub use slots::ranks_open_to;

use super::catalog::{AffiliationRule, Catalog, Model, ModelRules, Rank, UNKNOWN_AFFILIATION};
use super::crew::Crew;
use super::deck::{self, DeckCounts};
use super::traits::CrewTrait;
use super::violation::{Broken, Code, Violation, broken};

/// How many members fill a rank, against what the crew may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RankCount {
    /// The rank.
    pub rank: Rank,
    /// Members filling it (a card that lets a model take no slot counts it out).
    pub count: u32,
    /// How many the crew may hold; `None` for any number.
    pub allowed: Option<u32>,
}

/// The affiliation a crew plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    /// The affiliation.
    pub affiliation: String,
    /// Whether the crew records no choice and the check picked the one that fits it
    /// best among the Boss's.
    pub assumed: bool,
}

/// One member as the check sees it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MemberReport {
    /// Its Rep with its equipment, as the cards make it.
    pub reputation: u32,
    /// Its $ with its equipment, as the cards make it.
    pub funding: u32,
    /// What cards do for it.
    pub notes: Vec<Note>,
    /// Whether it is in the crew only through its own Affinity: then no other model's
    /// Affinity may name it (no chains).
    pub joined_through_affinity: bool,
}

/// The outcome of checking a crew.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// Rep spent on models and equipment.
    pub reputation_used: u32,
    /// The crew's Reputation limit.
    pub reputation_limit: u32,
    /// $ spent on models and equipment.
    pub funding_used: u32,
    /// $ the Reputation limit grants, with the cards' bonuses.
    pub funding_available: u32,
    /// Each rank in [`Rank::ALL`] order.
    pub ranks: Vec<RankCount>,
    /// The objective deck's counts.
    pub deck: DeckCounts,
    /// Every broken rule.
    pub violations: Vec<Violation>,
    /// What is left to do before the match (no rule is broken by it).
    pub reminders: Vec<Reminder>,
    /// The affiliation the crew plays; none without a Boss.
    pub affiliation: Option<Played>,
    /// Each member, in crew order.
    pub members: Vec<MemberReport>,
    /// What cards and affiliation rules do for the crew.
    pub notes: Vec<CrewNote>,
}

impl Report {
    /// Whether the crew breaks no rule.
    pub fn is_valid(&self) -> bool {
        self.violations.is_empty()
    }

    /// The violations that involve the member at `index`.
    pub fn violations_of(&self, index: usize) -> impl Iterator<Item = &Violation> {
        self.violations
            .iter()
            .filter(move |v| v.members.contains(&index))
    }

    /// The count line for `rank`.
    pub fn rank(&self, rank: Rank) -> RankCount {
        self.ranks
            .iter()
            .copied()
            .find(|r| r.rank == rank)
            .unwrap_or(RankCount {
                rank,
                count: 0,
                allowed: None,
            })
    }

    /// The member at `index` as the check saw it.
    pub fn member(&self, index: usize) -> Option<&MemberReport> {
        self.members.get(index)
    }
}

/// Which rules a check applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Scope {
    /// The crew-building rules and the objective deck rules.
    #[default]
    Full,
    /// The crew-building rules only (play-testing a crew without a deck).
    CrewOnly,
}

impl Scope {
    /// The scope a player means for `crew` where none was asked: the crew rules alone
    /// while it has no deck yet (being built, or play-tested), else the whole crew.
    pub fn of(crew: &Crew) -> Scope {
        if crew.objective_deck.is_empty() {
            Scope::CrewOnly
        } else {
            Scope::Full
        }
    }
}

/// Checks `crew` against every crew-building rule and every deck rule.
pub fn validate(crew: &Crew, catalog: &Catalog) -> Report {
    validate_in(crew, catalog, Scope::Full)
}

/// Checks `crew` against the rules of `scope`.
///
/// A crew plays its Boss's affiliation. Where the Boss has several and the crew
/// records none, each is tried and the crew plays the one that leaves the fewest
/// broken rules (on a tie, the one most of its members carry); the report says it
/// was assumed.
pub fn validate_in(crew: &Crew, catalog: &Catalog, scope: Scope) -> Report {
    let view = CrewView::new(crew, catalog);
    let check = |played: Option<&str>| view.finish(Checker::new(&view, played).run(), scope);
    let Some(boss) = view.boss() else {
        return check(None);
    };
    let mut choice_problem = None;
    if let Some(recorded) = &crew.affiliation {
        if boss.carries(recorded) {
            return check(Some(recorded.as_str()));
        }
        let said = if catalog.affiliations().contains(recorded) {
            broken::Crew::ChoiceNotBoss {
                recorded: recorded.clone(),
                boss: boss.model.alias.clone(),
                affiliations: boss.affiliations.to_vec(),
            }
        } else {
            broken::Crew::ChoiceUnknown {
                recorded: recorded.clone(),
            }
        };
        choice_problem = Some(Violation {
            code: Code::AffiliationChoice,
            said: said.into(),
            members: vec![boss.index],
            cards: Vec::new(),
        });
    }
    let mut candidates: Vec<&str> = Vec::new();
    for affiliation in boss.affiliations {
        if !candidates.contains(&affiliation.as_str()) {
            candidates.push(affiliation);
        }
    }
    // The affiliation most of the crew carries is tried first (and wins a tie).
    candidates
        .sort_by_key(|a| std::cmp::Reverse(view.members.iter().filter(|m| m.carries(a)).count()));
    let assumed = candidates.len() > 1;
    if assumed && !view.depends_on_played(&candidates) {
        // Every choice gives the same verdict: check once.
        candidates.truncate(1);
    }
    let mut report = view.best_of(&candidates, scope);
    if let Some(played) = &mut report.affiliation {
        played.assumed = assumed || choice_problem.is_some();
    }
    report.violations.extend(choice_problem);
    report
}

/// A crew member whose model the catalog knows.
#[derive(Debug, Clone, Copy)]
struct Member<'a> {
    /// Position in `crew.members`.
    index: usize,
    /// Position in the catalog's models.
    catalog_index: usize,
    model: &'a Model,
    rules: &'a ModelRules,
    /// The rank it fills.
    rank: Rank,
    /// Its affiliations as it fills that rank (Contractor as a Leader).
    affiliations: &'a [String],
}

impl Member<'_> {
    /// Whether it carries `affiliation` as it fills its rank.
    fn carries(&self, affiliation: &str) -> bool {
        self.affiliations.iter().any(|a| a == affiliation)
    }

    /// Whether it joins any crew through the `Unknown` affiliation.
    fn is_unknown(&self) -> bool {
        self.carries(UNKNOWN_AFFILIATION)
    }

    /// Whether its card carries a trait with this rule shape.
    fn has(&self, wanted: impl Fn(&CrewTrait) -> bool) -> bool {
        self.rules.has(wanted)
    }
}

/// The affiliation a card gives a member that joined through it, for every building
/// check after joining (Rivals, and the notes): NOTES.md, "Implementing the card traits".
#[derive(Debug, Clone, Copy)]
enum Assumed<'a> {
    /// Possessed: "assumed to be the same as" the Boss's, as the Boss fills its rank.
    Boss(&'a [String]),
    /// Vocational: as if it had the affiliation the crew plays.
    Played,
}

/// The crew with its members resolved against the catalog: the part of a check that
/// does not depend on the affiliation played.
struct CrewView<'a> {
    crew: &'a Crew,
    catalog: &'a Catalog,
    /// The members whose model the catalog knows, in crew order.
    members: Vec<Member<'a>>,
    /// Positions in `members` of the members marked as Boss.
    bosses: Vec<usize>,
    /// The objective deck, read once for each affiliation tried.
    deck: deck::Deck<'a>,
}

impl<'a> CrewView<'a> {
    fn new(crew: &'a Crew, catalog: &'a Catalog) -> CrewView<'a> {
        let mut members = Vec::with_capacity(crew.members.len());
        let mut bosses = Vec::new();
        for (index, member) in crew.members.iter().enumerate() {
            let Some(catalog_index) = catalog.model_index(&member.model) else {
                continue;
            };
            if member.boss {
                bosses.push(members.len());
            }
            members.push(Member {
                index,
                catalog_index,
                model: catalog.model_at(catalog_index),
                rules: catalog.model_rules(catalog_index),
                rank: member.rank,
                affiliations: catalog.affiliations_as(catalog_index, member.rank),
            });
        }
        CrewView {
            crew,
            catalog,
            members,
            bosses,
            deck: deck::Deck::new(crew, catalog),
        }
    }

    /// The Boss, when exactly one member is marked and its model is known.
    fn boss(&self) -> Option<&Member<'a>> {
        let marked = self.crew.members.iter().filter(|m| m.boss).count();
        match self.bosses.as_slice() {
            [one] if marked == 1 => Some(&self.members[*one]),
            _ => None,
        }
    }

    /// Whether some member's model is one of `models` (sorted catalog positions),
    /// leaving out the member at crew position `except`.
    fn holds_any(&self, models: &[usize], except: Option<usize>) -> bool {
        self.members
            .iter()
            .any(|m| Some(m.index) != except && models.binary_search(&m.catalog_index).is_ok())
    }

    /// Adds the deck rules to the crew rules of `report` for the affiliation it
    /// plays: the deck's counts always, its broken rules in the full scope.
    fn finish(&self, mut report: Report, scope: Scope) -> Report {
        let played = report.affiliation.as_ref().map(|p| p.affiliation.as_str());
        let (deck, violations) = self.deck.check(played);
        report.deck = deck;
        if scope == Scope::Full {
            report.violations.extend(violations);
        }
        report
    }

    /// The check for the affiliation among `candidates` (at least one) under which the
    /// crew breaks the fewest crew rules, then the fewest deck rules; the earlier on a
    /// tie. The deck is checked only for the candidates the crew rules leave in the
    /// running, and a legal one ends the search.
    fn best_of(&self, candidates: &[&str], scope: Scope) -> Report {
        // The best so far, with its number of broken crew rules.
        let mut best: Option<(usize, Report)> = None;
        for &affiliation in candidates {
            let mut checker = Checker::new(self, Some(affiliation));
            checker.budget = best.as_ref().map(|(b, _)| *b);
            let crew_only = checker.run();
            let crew_rules = crew_only.violations.len();
            if best.as_ref().is_some_and(|(b, _)| crew_rules > *b) {
                continue;
            }
            let report = self.finish(crew_only, scope);
            let better = best.as_ref().is_none_or(|(b, best)| {
                crew_rules < *b || report.violations.len() < best.violations.len()
            });
            if better {
                let legal = report.is_valid();
                best = Some((crew_rules, report));
                if legal {
                    break;
                }
            }
        }
        match best {
            Some((_, report)) => report,
            None => self.finish(Checker::new(self, None).run(), scope),
        }
    }

    /// Whether the affiliation played among `candidates` can change the verdict: one
    /// of them has published rules, or a member's card names the crew it joins.
    fn depends_on_played(&self, candidates: &[&str]) -> bool {
        candidates
            .iter()
            .any(|a| self.catalog.affiliation_rule(a).is_some())
            || self.members.iter().any(|m| {
                m.has(|r| matches!(r, CrewTrait::BarredFrom(_) | CrewTrait::Mercenary { .. }))
            })
    }

    /// The members carrying a trait with this rule shape.
    fn carriers(
        &self,
        wanted: impl Fn(&CrewTrait) -> bool + Copy,
    ) -> impl Iterator<Item = &Member<'a>> {
        self.members.iter().filter(move |m| m.has(wanted))
    }
}

/// One check of the crew, for one affiliation played.
struct Checker<'v, 'a> {
    view: &'v CrewView<'a>,
    played: Option<&'v str>,
    rule: Option<&'a AffiliationRule>,
    violations: Vec<Violation>,
    reminders: Vec<Reminder>,
    members: Vec<MemberReport>,
    notes: Vec<CrewNote>,
    /// By crew position, the affiliation a card gave a member that joined through it.
    assumed: Vec<Option<Assumed<'a>>>,
    /// How many broken rules the check may find before it stops: the best check of
    /// another affiliation so far breaks that many; none for a full check.
    budget: Option<usize>,
}

impl<'v, 'a> Checker<'v, 'a> {
    fn new(view: &'v CrewView<'a>, played: Option<&'v str>) -> Checker<'v, 'a> {
        Checker {
            view,
            played,
            rule: played.and_then(|p| view.catalog.affiliation_rule(p)),
            violations: Vec::new(),
            reminders: Vec::new(),
            members: vec![MemberReport::default(); view.crew.members.len()],
            notes: Vec::new(),
            assumed: vec![None; view.crew.members.len()],
            budget: None,
        }
    }

    /// Records a broken rule.
    fn push(&mut self, code: Code, said: impl Into<Broken>, members: Vec<usize>) {
        self.violations.push(Violation {
            code,
            said: said.into(),
            members,
            cards: Vec::new(),
        });
    }

    /// Records what a card does for the member at crew position `index`.
    fn note(&mut self, index: usize, note: Note) {
        self.members[index].notes.push(note);
    }

    /// Records what a card or rule does for the crew.
    fn crew_note(&mut self, topic: Topic, said: CrewSaid) {
        self.notes.push(CrewNote { topic, said });
    }

    /// Runs every crew rule and assembles the report; the deck is for
    /// [`CrewView::finish`].
    fn run(mut self) -> Report {
        let view = self.view;
        let boss = view.boss().copied();
        let mut ranks = Vec::new();
        let mut totals = costs::Totals::default();
        // A check that breaks more rules than the best one so far stops: it is out of
        // the running, and its report is dropped.
        'rules: {
            self.ruleset();
            self.unknown_models();
            self.boss_marks();
            if let Some(boss) = boss {
                self.boss_rank(&boss);
                self.boss_cards(&boss);
                self.affiliation_rules(&boss);
                self.joining(&boss);
            }
            if self.spent() {
                break 'rules;
            }
            self.own_conditions(boss.as_ref());
            self.rivals();
            self.identities();
            self.copies();
            self.ranks_printed();
            ranks = self.rank_slots();
            if self.spent() {
                break 'rules;
            }
            totals = self.costs(boss.as_ref());
            self.equipment(boss.as_ref());
            self.requirements();
            self.eternal();
            self.added_models();
            self.choices();
            self.reminders(boss.as_ref());
        }
        Report {
            reputation_used: totals.reputation_used,
            reputation_limit: view.crew.reputation_limit,
            funding_used: totals.funding_used,
            funding_available: totals.funding_available,
            ranks,
            deck: DeckCounts::default(),
            violations: self.violations,
            reminders: self.reminders,
            affiliation: self.played.map(|p| Played {
                affiliation: p.to_owned(),
                assumed: false,
            }),
            members: self.members,
            notes: self.notes,
        }
    }

    /// Whether `m` carries `affiliation` for the checks after joining: the one a card
    /// gave it when it joined through that card, else its own as it fills its rank.
    fn carries(&self, m: &Member<'_>, affiliation: &str) -> bool {
        match self.assumed[m.index] {
            Some(Assumed::Boss(affiliations)) => affiliations.iter().any(|a| a == affiliation),
            Some(Assumed::Played) => self.played == Some(affiliation),
            None => m.carries(affiliation),
        }
    }

    /// Whether the check broke more rules than it may (see [`Checker::budget`]).
    fn spent(&self) -> bool {
        self.budget.is_some_and(|b| self.violations.len() > b)
    }

    fn ruleset(&mut self) {
        let catalog = self.view.catalog;
        let crew = self.view.crew;
        if catalog.ruleset(&crew.ruleset).is_none() {
            let said = broken::Crew::Ruleset {
                named: crew.ruleset.clone(),
                known: catalog.rulesets().iter().map(|r| r.id.clone()).collect(),
            };
            self.push(Code::Ruleset, said, Vec::new());
        }
    }

    fn unknown_models(&mut self) {
        let catalog = self.view.catalog;
        for (index, member) in self.view.crew.members.iter().enumerate() {
            if catalog.model_index(&member.model).is_none() {
                let said = broken::Crew::UnknownModel {
                    alias: member.alias.clone(),
                    model: member.model.clone(),
                    catalog: catalog.id().to_owned(),
                };
                self.push(Code::UnknownModel, said, vec![index]);
            }
        }
    }
}

/// The alias of the member at `index`, or its saved name when the catalog lacks it.
fn member_name(crew: &Crew, catalog: &Catalog, index: usize) -> String {
    catalog
        .model(&crew.members[index].model)
        .map_or_else(|| crew.saved_name(index), |m| m.alias.clone())
}

/// The aliases of `models` (catalog positions), each once, for what a rule says.
fn aliases(catalog: &Catalog, models: &[usize]) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for &m in models {
        let alias = &catalog.model_at(m).alias;
        if !names.contains(alias) {
            names.push(alias.clone());
        }
    }
    names
}
