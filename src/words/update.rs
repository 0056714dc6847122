//! The sentences of a catalog update: each change of a profile, item, card or
//! affiliation rule, the change list's headings and lines, what changed for a saved
//! crew and why its verdict, Rep or $ changed. The Catalog tab, the builder and the
//! command line all say them from here.

use super::{join_names, numbers, rules, tr};
use crate::bmg::CatalogReport;
use crate::bmg::update::crews::{Impact, MemberChange, Said, Since};
use crate::bmg::update::phrase::{Item, List, Phrase, Quantity, Rule, Shown, Stat, WeaponPart};
use crate::bmg::update::reasons::{Part, Reason};
use crate::bmg::update::summary::{self, Heading, Section, Told};
use crate::bmg::update::{Change, Field, How, Kind};
use crate::storage::{Trouble, Unusable};
use std::fmt;

/// A catalog's report in the thread's language: "the catalog pack X has 2 problems:",
/// then each problem on a line of its own, as its check writes it.
impl fmt::Display for CatalogReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&report_head(self))?;
        for problem in &self.problems {
            write!(f, "\n  - {problem}")?;
        }
        Ok(())
    }
}

/// A catalog report's first line: where the catalog came from and how many problems
/// it has.
fn report_head(report: &CatalogReport) -> String {
    tr!(
        "update-catalog-report",
        origin = report.origin.as_str(),
        count = report.problems.len()
    )
}

/// Why the catalog chosen is not the one in use, in the thread's language; a pack
/// that fails its check is its report.
impl fmt::Display for Unusable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unusable::Choice(why) => write!(f, "{why}"),
            Unusable::NotInstalled(id) => write!(f, "{}", Trouble::NotInstalled(id.clone())),
            Unusable::Broken { report, .. } => write!(f, "{report}"),
        }
    }
}

/// Why a catalog pack cannot be used, as the Catalog tab shows it: how many problems
/// it has, then each as its check writes it (for the pack's author, in English).
pub fn pack_problems(report: &CatalogReport) -> String {
    let head = tr!("update-pack-problems", count = report.problems.len());
    report
        .problems
        .iter()
        .fold(head, |said, problem| format!("{said}\n  - {problem}"))
}

/// One thing that changed: "Rep 60 → 65", "loses Tough", "now Eternal".
pub fn phrase(phrase: &Phrase) -> String {
    match phrase {
        Phrase::New => tr!("update-new"),
        Phrase::Removed => tr!("update-removed"),
        Phrase::NewId(to) => tr!("update-new-id", id = to.as_str()),
        Phrase::FromTo {
            what: Quantity::Funding,
            old,
            new,
        } => tr!("update-funding-from-to", old = money(old), new = money(new)),
        Phrase::FromTo { what, old, new } => tr!(
            "update-from-to",
            what = quantity(*what),
            old = shown(*what, old),
            new = shown(*what, new)
        ),
        Phrase::Listed { list, item, gained } => {
            let item = match item {
                Item::Rank(rank) => rules::rank(*rank),
                Item::Name(name) => name,
            };
            listed(*list, *gained, item)
        }
        Phrase::Reordered => tr!("update-reordered"),
        Phrase::GainsTrait {
            name,
            checked: true,
        } => tr!("update-gains", name = name.as_str()),
        Phrase::GainsTrait {
            name,
            checked: false,
        } => tr!("update-gains-unchecked", name = name.as_str()),
        Phrase::LosesTrait(name) => tr!("update-loses", name = name.as_str()),
        Phrase::Eternal(true) => tr!("update-eternal"),
        Phrase::Eternal(false) => tr!("update-eternal-no-longer"),
        Phrase::Stat { stat, old, new } => tr!(
            "update-from-to",
            what = stat_name(*stat),
            old = old.to_string(),
            new = new.to_string()
        ),
        Phrase::NewWeapon(name) => tr!("update-new-weapon", name = name.as_str()),
        Phrase::Weapon { name, parts } => {
            let parts: Vec<String> = parts.iter().map(weapon_part).collect();
            super::said_of(name, &parts.join(", "))
        }
        Phrase::LosesWeapon(name) => tr!("update-loses-weapon", name = name.as_str()),
        Phrase::WeaponsReordered => tr!("update-weapons-reordered"),
        Phrase::General(true) => tr!("update-general-card"),
        Phrase::General(false) => tr!("update-crew-card"),
        Phrase::NeedsRanks(ranks) if ranks.is_empty() => tr!("update-needs-no-rank"),
        Phrase::NeedsRanks(ranks) => tr!("update-needs-rank", ranks = rules::either(ranks)),
        Phrase::CharacterCard(true) => tr!("update-character-card"),
        Phrase::CharacterCard(false) => tr!("update-character-card-no-longer"),
        Phrase::CardProfiles {
            aliases,
            gained: true,
        } => tr!("update-card-also-for", aliases = aliases.join(", ")),
        Phrase::CardProfiles {
            aliases,
            gained: false,
        } => tr!("update-card-no-longer-for", aliases = aliases.join(", ")),
        Phrase::CardRanks(ranks) => tr!("update-card-ranks", ranks = rules::either(ranks)),
        Phrase::CardProfilesReordered => tr!("update-card-profiles-reordered"),
        Phrase::Rule {
            rule,
            now,
            affiliation,
        } => rule_said(*rule, *now, affiliation),
        Phrase::Keyword { printed, now: true } => {
            tr!("update-keyword", printed = printed.as_str())
        }
        Phrase::Keyword {
            printed,
            now: false,
        } => tr!("update-keyword-no-longer", printed = printed.as_str()),
    }
}

/// The name of a value that changed, as it starts its phrase.
fn quantity(what: Quantity) -> String {
    match what {
        Quantity::Alias => tr!("update-quantity-alias"),
        Quantity::TrueName => tr!("update-quantity-true-name"),
        Quantity::Base => tr!("update-quantity-base"),
        Quantity::Reputation => tr!("update-quantity-rep"),
        Quantity::Funding => tr!("update-quantity-funding"),
        Quantity::MostPerCrew => tr!("update-quantity-most-per-crew"),
        Quantity::Affiliation => tr!("update-quantity-affiliation"),
        Quantity::Name => tr!("update-quantity-name"),
        Quantity::List => tr!("update-quantity-list"),
        Quantity::VictoryPoints => tr!("update-quantity-vp"),
        Quantity::Copies => tr!("update-quantity-copies"),
        Quantity::NeedsInCrew => tr!("update-quantity-needs-in-crew"),
        Quantity::CarriedBy => tr!("update-quantity-carried-by"),
        Quantity::CarrierNeeds => tr!("update-quantity-carrier-needs"),
        Quantity::ForbiddenWith => tr!("update-quantity-forbidden-with"),
        Quantity::CarrierWeaponNeeds => tr!("update-quantity-carrier-weapon-needs"),
        Quantity::CardNeeds => tr!("update-quantity-card-needs"),
        Quantity::PreventedBy => tr!("update-quantity-prevented-by"),
        Quantity::RivalsKeptOut => tr!("update-quantity-rivals-kept-out"),
    }
}

/// One side of a value that changed.
fn shown(what: Quantity, side: &Shown) -> String {
    match side {
        Shown::Number(n) => numbers::integer(*n),
        Shown::Text(text) => text.clone(),
        Shown::Names(names) if names.is_empty() => tr!("update-shown-any"),
        Shown::Names(names) => names.join(", "),
        Shown::Nothing if what == Quantity::List => tr!("update-shown-no-list"),
        Shown::Nothing => tr!("update-shown-none"),
    }
}

/// One side of a cost that changed: "$20", "20 $".
fn money(side: &Shown) -> String {
    match side {
        Shown::Number(n) => numbers::dollars(*n),
        other => tr!("update-dollars", amount = shown(Quantity::Funding, other)),
    }
}

/// A list's entry gained or lost: "now also Sidekick", "no longer rivals Bane".
fn listed(list: List, gained: bool, item: &str) -> String {
    match (list, gained) {
        (List::Ranks | List::Affiliations, true) => tr!("update-listed-also", item = item),
        (List::Ranks | List::Affiliations, false) => tr!("update-listed-no-longer", item = item),
        (List::Rivals, true) => tr!("update-listed-rivals", item = item),
        (List::Rivals, false) => tr!("update-listed-no-longer-rivals", item = item),
        (List::RequiresOneOf, true) => tr!("update-listed-requires", item = item),
        (List::RequiresOneOf, false) => tr!("update-listed-no-longer-requires", item = item),
        (List::CannotJoinWith, true) => tr!("update-listed-never-with", item = item),
        (List::CannotJoinWith, false) => tr!("update-listed-allowed-with", item = item),
    }
}

/// A stat's name.
fn stat_name(stat: Stat) -> String {
    match stat {
        Stat::Willpower => tr!("update-stat-willpower"),
        Stat::Endurance => tr!("update-stat-endurance"),
        Stat::Movement => tr!("update-stat-movement"),
        Stat::Attack => tr!("update-stat-attack"),
        Stat::Defense => tr!("update-stat-defense"),
        Stat::Strength => tr!("update-stat-strength"),
    }
}

/// What changed in a weapon.
fn weapon_part(part: &WeaponPart) -> String {
    match part {
        WeaponPart::Damage { old, new } => tr!(
            "update-damage",
            old = format!("{}/{}", old.0, old.1),
            new = format!("{}/{}", new.0, new.1)
        ),
        WeaponPart::RateOfFire => tr!("update-rate-of-fire"),
        WeaponPart::Ammunition => tr!("update-ammunition"),
        WeaponPart::Traits => tr!("update-weapon-traits"),
    }
}

/// A yes/no affiliation rule that now applies (`now`) or no longer does.
fn rule_said(rule: Rule, now: bool, affiliation: &str) -> String {
    match (rule, now) {
        (Rule::Closed, true) => tr!("update-rule-closed", affiliation = affiliation),
        (Rule::Closed, false) => tr!("update-rule-open"),
        (Rule::NoRankLimits, true) => tr!("update-rule-no-rank-limits"),
        (Rule::NoRankLimits, false) => tr!("update-rule-rank-limits"),
        (Rule::OnlyPlayed, true) => tr!("update-rule-only-played"),
        (Rule::OnlyPlayed, false) => tr!("update-rule-only-played-no-longer"),
        (Rule::PlayedObjectives, true) => tr!("update-rule-played-objectives"),
        (Rule::PlayedObjectives, false) => tr!("update-rule-played-objectives-no-longer"),
        (Rule::LeaderBoss, true) => tr!("update-rule-leader-boss"),
        (Rule::LeaderBoss, false) => tr!("update-rule-leader-boss-no-longer"),
        (Rule::SameName, true) => tr!("update-rule-same-name"),
        (Rule::SameName, false) => tr!("update-rule-same-name-no-longer"),
    }
}

/// Phrases joined by `joint`.
fn phrases(said: &[Phrase], joint: &str) -> String {
    let said: Vec<String> = said.iter().map(phrase).collect();
    said.join(joint)
}

/// A change on one line: "Emperor Penguin (Unchained): Rep 60 → 65, loses Tough"; an
/// affiliation's "Doom Patrol: now a closed crew (...); the standard rank limits no
/// longer apply".
pub fn change(change: &Change) -> String {
    match (change.kind, &change.how) {
        (Kind::Affiliation, How::Added) => {
            tr!("update-affiliation-new", name = change.name.as_str())
        }
        (Kind::Affiliation, How::Removed) => {
            tr!("update-affiliation-gone", name = change.name.as_str())
        }
        (Kind::Affiliation, _) => super::said_of(&change.name, &phrases(&change.said(), "; ")),
        _ => super::said_of(&change.name, &phrases(&change.said(), ", ")),
    }
}

/// A change of the change list, by its name now: "Emperor Penguin (Unchained) (was
/// Emperor Penguin Unchained): gains The Emperor".
fn entry(entry: &Change) -> String {
    // The printed name is said beside the name, not among the changes.
    let rest = |fields: &[Field]| -> Vec<Phrase> {
        fields
            .iter()
            .filter(|f| Some(f.name) != summary::name_field(entry.kind))
            .flat_map(|f| f.said.clone())
            .collect()
    };
    match &entry.how {
        _ if entry.kind == Kind::Affiliation => change(entry),
        How::Renamed { to, fields } => {
            let now = summary::new_name(entry, fields).unwrap_or(&entry.name);
            let text = if now == entry.name {
                tr!("update-new-id-of", name = now, id = to.as_str())
            } else {
                tr!(
                    "update-renamed-new-id",
                    name = now,
                    was = entry.name.as_str(),
                    id = to.as_str()
                )
            };
            let rest = rest(fields);
            if rest.is_empty() {
                text
            } else {
                super::said_of(&text, &phrases(&rest, ", "))
            }
        }
        How::Changed(fields) => match summary::old_name(entry, fields) {
            Some(was) => super::said_of(
                &tr!("update-was", name = entry.name.as_str(), was = was),
                &phrases(&rest(fields), ", "),
            ),
            None => super::said_of(&entry.name, &phrases(&rest(fields), ", ")),
        },
        How::Added | How::Removed => change(entry),
    }
}

/// A section's heading: "Profiles changed (5)", "Printed names only (3 profiles, 1
/// objective card)".
pub fn heading(section: &Section) -> String {
    let title = match section.heading {
        Heading::NewProfiles => tr!("update-heading-new-profiles"),
        Heading::ProfilesRemoved => tr!("update-heading-profiles-removed"),
        Heading::ProfilesRenamed => tr!("update-heading-profiles-renamed"),
        Heading::ProfilesChanged => tr!("update-heading-profiles-changed"),
        Heading::AffiliationRules => tr!("update-heading-affiliation-rules"),
        Heading::NewEquipment => tr!("update-heading-new-equipment"),
        Heading::EquipmentRemoved => tr!("update-heading-equipment-removed"),
        Heading::EquipmentChanged => tr!("update-heading-equipment-changed"),
        Heading::NewCards => tr!("update-heading-new-cards"),
        Heading::CardsRemoved => tr!("update-heading-cards-removed"),
        Heading::CardsChanged => tr!("update-heading-cards-changed"),
        Heading::NamesOnly {
            profiles,
            items,
            cards,
        } => {
            let mut kinds = Vec::new();
            if profiles > 0 {
                kinds.push(tr!("update-names-profiles", count = profiles));
            }
            if items > 0 {
                kinds.push(tr!("update-names-items", count = items));
            }
            if cards > 0 {
                kinds.push(tr!("update-names-cards", count = cards));
            }
            return tr!("update-heading-names-only", kinds = kinds.join(", "));
        }
        Heading::Unchecked => tr!("update-heading-unchecked"),
    };
    match section.count {
        Some(n) => format!("{title} ({})", numbers::integer(n as i64)),
        None => title,
    }
}

/// A line of the change list.
pub fn told(told: &Told) -> String {
    match told {
        Told::Name(name) => name.clone(),
        Told::Entry(change) => entry(change),
        Told::More(n) => tr!("update-more", count = numbers::integer(*n as i64)),
        Told::Unchecked { printed, models } => super::said_of(printed, &models.join(", ")),
        Told::Rename { was, now } => format!("{was} → {now}"),
        Told::Renames { examples, more } => {
            let examples: Vec<String> = examples
                .iter()
                .map(|(was, now)| format!("{was} → {now}"))
                .collect();
            let mut examples = examples.join("; ");
            if *more {
                examples.push_str("; …");
            }
            tr!("update-renames", examples = examples)
        }
    }
}

/// One thing that changed for a member: "Rep 60 → 65", "Grapple Gun: $20 → $25".
fn said(said: &Said) -> String {
    match said {
        Said::Profile(said) => phrase(said),
        Said::Gone => tr!("update-gone"),
        Said::Item { name, said } => super::said_of(name, &phrases(said, ", ")),
    }
}

/// What changed for a member, on one line: "Emperor Penguin (Unchained): Rep 60 → 65".
pub fn member(change: &MemberChange) -> String {
    let said: Vec<String> = change.said.iter().map(said).collect();
    super::said_of(&change.name, &said.join(", "))
}

/// Why a crew's verdict, Rep or $ changed.
pub fn reason(reason: &Reason) -> String {
    match reason {
        Reason::RankLimitsGone {
            affiliation,
            allowed,
        } if allowed.is_empty() => {
            tr!(
                "update-rank-limits-gone",
                affiliation = affiliation.as_str()
            )
        }
        Reason::RankLimitsGone {
            affiliation,
            allowed,
        } => {
            // One model is allowed, or more: the verb agrees.
            let models = match allowed.as_slice() {
                [(_, n)] => *n as usize,
                _ => allowed.len(),
            };
            let allowed: Vec<String> = allowed
                .iter()
                .map(|(r, n)| rules::rank_count(*r, *n))
                .collect();
            tr!(
                "update-rank-limits-gone-allowed",
                affiliation = affiliation.as_str(),
                allowed = join_names(&allowed, &tr!("and")),
                count = models
            )
        }
        Reason::RankLimitsBack { affiliation } => {
            tr!(
                "update-rank-limits-back",
                affiliation = affiliation.as_str()
            )
        }
        Reason::Closed {
            affiliation,
            closed,
            moved,
        } => {
            let affiliation = affiliation.as_str();
            let state = if *closed {
                tr!("update-closed", affiliation = affiliation)
            } else {
                tr!("update-open", affiliation = affiliation)
            };
            let names = join_names(moved, &tr!("and"));
            match (moved.len(), *closed) {
                (0, _) => state,
                (count, true) => tr!(
                    "update-closed-out",
                    state = state,
                    names = names,
                    count = count
                ),
                (count, false) => tr!(
                    "update-open-in",
                    state = state,
                    names = names,
                    count = count
                ),
            }
        }
        Reason::Rule { affiliation, said } => super::said_of(affiliation, &phrases(said, ", ")),
        Reason::Member { alias, parts } => {
            let parts: Vec<String> = parts.iter().map(part).collect();
            super::said_of(alias, &parts.join(", "))
        }
        Reason::NowBroken(v) => tr!("update-now-broken", rule = rules::violation(v)),
        Reason::NoLongerBroken(v) => {
            tr!("update-no-longer-broken", rule = rules::violation(v))
        }
    }
}

/// One thing that changed a member's cost.
fn part(part: &Part) -> String {
    match part {
        Part::Said(own) => said(own),
        Part::Applies(note) => tr!(
            "update-applies",
            badge = rules::badge(note.badge()),
            note = super::lower_first(rules::note(note).trim_end_matches('.'))
        ),
        Part::NoLongerApplies(badge) => {
            tr!("update-no-longer-applies", badge = rules::badge(*badge))
        }
    }
}

/// What happens to the crew as a whole: "the crew is now 355 of 350 Rep (was 340)",
/// "now legal", "now breaks 2 rules".
pub fn outcome(impact: &Impact) -> Vec<String> {
    let (b, a) = (impact.before, impact.after);
    let mut said = Vec::new();
    if b.reputation != a.reputation || b.reputation_limit != a.reputation_limit {
        said.push(tr!(
            "update-outcome-rep",
            rep = numbers::integer(a.reputation),
            limit = numbers::integer(a.reputation_limit),
            was = numbers::integer(b.reputation)
        ));
    }
    if b.funding != a.funding || b.funding_available != a.funding_available {
        said.push(tr!(
            "update-outcome-funding",
            funding = numbers::dollars(a.funding),
            available = numbers::dollars(a.funding_available),
            was = numbers::dollars(b.funding),
            was_available = numbers::dollars(b.funding_available)
        ));
    }
    match (b.problems, a.problems) {
        (0, 0) => {}
        (_, 0) => said.push(tr!("update-outcome-legal")),
        (0, n) => said.push(tr!("update-outcome-breaks", count = n)),
        (was, n) if was != n => said.push(tr!("update-outcome-breaks-was", count = n, was = was)),
        _ => {}
    }
    said
}

/// Each reason of an impact, one line each (as `validate --json` lists them).
pub fn reasons(impact: &Impact) -> Vec<String> {
    impact.reasons.iter().map(reason).collect()
}

/// A deck card that changed, on its line: "deck: Hostages: VP 2 → 3".
fn deck(card: &Change) -> String {
    tr!("update-deck", change = change(card))
}

/// The outcome and its reasons, then every change, one line each.
pub fn impact(impact: &Impact) -> Vec<String> {
    let reasons = reasons(impact);
    let mut lines = outcome(impact);
    lines.extend(
        reasons
            .iter()
            .map(|r| tr!("update-because", reason = r.as_str())),
    );
    // A change already said as a reason is not said twice.
    lines.extend(
        impact
            .members
            .iter()
            .map(member)
            .filter(|c| !reasons.contains(c)),
    );
    lines.extend(impact.deck.iter().map(deck));
    lines
}

/// What changed for a crew's members and deck cards since it was saved, one line each.
pub fn since_changes(since: &Since) -> Vec<String> {
    let mut lines: Vec<String> = since.members.iter().map(member).collect();
    lines.extend(since.deck.iter().map(deck));
    lines
}

/// Every change since a crew was saved, then what they do to it and why, one line
/// each; empty only where nothing changed for the crew.
pub fn since(since: &Since) -> Vec<String> {
    // The impact holds the same members' and deck's changes, told after its outcome.
    since
        .impact
        .as_ref()
        .map_or_else(|| since_changes(since), impact)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bmg::rank::Rank;
    use crate::bmg::validate::Note;

    #[test]
    fn values_read_as_a_player_writes_them() {
        let rep = Phrase::FromTo {
            what: Quantity::Reputation,
            old: Shown::Number(60),
            new: Shown::Number(65),
        };
        assert_eq!(phrase(&rep), "Rep 60 → 65");
        let cost = Phrase::FromTo {
            what: Quantity::Funding,
            old: Shown::Number(20),
            new: Shown::Number(25),
        };
        assert_eq!(phrase(&cost), "$20 → $25");
        let list = Phrase::FromTo {
            what: Quantity::List,
            old: Shown::Nothing,
            new: Shown::Text("Tech".to_owned()),
        };
        assert_eq!(phrase(&list), "list no list → Tech");
        let carried = Phrase::FromTo {
            what: Quantity::CarriedBy,
            old: Shown::Names(Vec::new()),
            new: Shown::Names(vec!["Bane".to_owned(), "Batman".to_owned()]),
        };
        assert_eq!(phrase(&carried), "carried by any → Bane, Batman");
        assert_eq!(
            phrase(&Phrase::NeedsRanks(vec![Rank::Leader, Rank::Sidekick])),
            "now needs a Leader or Sidekick in the crew"
        );
    }

    #[test]
    fn ranks_allowed_agree_with_their_number() {
        let one = Reason::RankLimitsGone {
            affiliation: "Doom Patrol".to_owned(),
            allowed: vec![(Rank::Leader, 1)],
        };
        assert_eq!(
            reason(&one),
            "Doom Patrol no longer has rank limits: 1 Leader is allowed"
        );
        let many = Reason::RankLimitsGone {
            affiliation: "Doom Patrol".to_owned(),
            allowed: vec![(Rank::Sidekick, 4), (Rank::Henchman, 2)],
        };
        assert_eq!(
            reason(&many),
            "Doom Patrol no longer has rank limits: 4 Sidekicks and 2 Henchmen are allowed"
        );
    }

    #[test]
    fn a_card_s_note_is_set_inside_its_line_unless_it_starts_with_a_name() {
        let lieutenant = Note::Lieutenant {
            with: "the Boss".to_owned(),
            card: "Lieutenant (X)".to_owned(),
            saved: 50,
        };
        assert_eq!(
            part(&Part::Applies(lieutenant)),
            "Lieutenant now applies (costs no $ with the Boss in the crew (Lieutenant (X); $50 saved))"
        );
        let smuggler = Note::Smuggler {
            item: "MK II".to_owned(),
            cost: 5,
            price: 10,
        };
        assert_eq!(
            part(&Part::Applies(smuggler)),
            "Smuggler now applies (MK II costs $5 instead of $10)"
        );
    }

    #[test]
    fn in_spanish_money_is_written_after_its_amount_and_the_verb_agrees() {
        use crate::words::{Language, within};
        let cost = Phrase::FromTo {
            what: Quantity::Funding,
            old: Shown::Number(20),
            new: Shown::Number(1500),
        };
        let closed = Reason::Closed {
            affiliation: "Doom Patrol".to_owned(),
            closed: true,
            moved: vec!["Bane".to_owned()],
        };
        within(Language::Spanish, || {
            assert_eq!(phrase(&cost), "20\u{a0}$ → 1.500\u{a0}$");
            assert_eq!(
                reason(&closed),
                "Doom Patrol ahora es una banda cerrada (solo pueden unirse modelos de Doom \
                 Patrol): Bane no puede unirse"
            );
        });
    }
}
