//! The sentences of a catalog update: each change of a profile, item, card or
//! affiliation rule, the change list's headings and lines, what changed for a saved
//! crew and why its verdict, Rep or $ changed. The Catalog tab, the builder and the
//! command line all say them from here.

use super::{join_names, rules};
use crate::bmg::update::crews::{Impact, MemberChange, Said, Since};
use crate::bmg::update::phrase::{Item, List, Phrase, Quantity, Rule, Shown, Stat, WeaponPart};
use crate::bmg::update::reasons::{Part, Reason};
use crate::bmg::update::summary::{self, Heading, Section, Told};
use crate::bmg::update::{Change, Field, How, Kind};

/// One thing that changed: "Rep 60 → 65", "loses Tough", "now Eternal".
pub fn phrase(phrase: &Phrase) -> String {
    match phrase {
        Phrase::New => "new".to_owned(),
        Phrase::Removed => "removed".to_owned(),
        Phrase::NewId(to) => format!("now has the id {to}"),
        Phrase::FromTo {
            what: Quantity::Funding,
            old,
            new,
        } => format!(
            "${} → ${}",
            shown(Quantity::Funding, old),
            shown(Quantity::Funding, new)
        ),
        Phrase::FromTo { what, old, new } => {
            format!(
                "{} {} → {}",
                quantity(*what),
                shown(*what, old),
                shown(*what, new)
            )
        }
        Phrase::Listed { list, item, gained } => {
            let item = match item {
                Item::Rank(rank) => rules::rank(*rank),
                Item::Name(name) => name,
            };
            format!("{} {item}", listed(*list, *gained))
        }
        Phrase::Reordered => "reordered".to_owned(),
        Phrase::GainsTrait {
            name,
            checked: true,
        } => format!("gains {name}"),
        Phrase::GainsTrait {
            name,
            checked: false,
        } => format!("gains {name} (shown, not checked by this version)"),
        Phrase::LosesTrait(name) => format!("loses {name}"),
        Phrase::Eternal(true) => "now Eternal".to_owned(),
        Phrase::Eternal(false) => "no longer Eternal".to_owned(),
        Phrase::Stat { stat, old, new } => format!("{} {old} → {new}", stat_name(*stat)),
        Phrase::NewWeapon(name) => format!("new weapon {name}"),
        Phrase::Weapon { name, parts } => {
            let parts: Vec<String> = parts.iter().map(weapon_part).collect();
            format!("{name}: {}", parts.join(", "))
        }
        Phrase::LosesWeapon(name) => format!("loses weapon {name}"),
        Phrase::WeaponsReordered => "weapons reordered".to_owned(),
        Phrase::General(true) => "now a general card".to_owned(),
        Phrase::General(false) => "now a crew card".to_owned(),
        Phrase::NeedsRanks(ranks) if ranks.is_empty() => {
            "no longer needs a rank in the crew".to_owned()
        }
        Phrase::NeedsRanks(ranks) => format!("now needs a {} in the crew", rules::either(ranks)),
        Phrase::CharacterCard(true) => "now a character card".to_owned(),
        Phrase::CharacterCard(false) => "no longer a character card".to_owned(),
        Phrase::CardProfiles {
            aliases,
            gained: true,
        } => format!("now also for {}", aliases.join(", ")),
        Phrase::CardProfiles {
            aliases,
            gained: false,
        } => format!("no longer for {}", aliases.join(", ")),
        Phrase::CardRanks(ranks) => {
            format!("its model now fills the rank {}", rules::either(ranks))
        }
        Phrase::CardProfilesReordered => "its profiles reordered".to_owned(),
        Phrase::Rule {
            rule,
            now,
            affiliation,
        } => rule_said(*rule, *now, affiliation),
        Phrase::Keyword { printed, now: true } => format!("only models with {printed} may join"),
        Phrase::Keyword {
            printed,
            now: false,
        } => format!("no longer only models with {printed}"),
    }
}

/// The name of a value that changed, as it starts its phrase.
fn quantity(what: Quantity) -> &'static str {
    match what {
        Quantity::Alias => "alias",
        Quantity::TrueName => "true Name",
        Quantity::Base => "base",
        Quantity::Reputation => "Rep",
        Quantity::Funding => "$",
        Quantity::MostPerCrew => "most per crew",
        Quantity::Affiliation => "affiliation",
        Quantity::Name => "name",
        Quantity::List => "list",
        Quantity::VictoryPoints => "VP",
        Quantity::Copies => "copies",
        Quantity::NeedsInCrew => "needs in the crew",
        Quantity::CarriedBy => "carried by",
        Quantity::CarrierNeeds => "carrier needs",
        Quantity::ForbiddenWith => "forbidden with",
        Quantity::CarrierWeaponNeeds => "carrier's weapon needs",
        Quantity::CardNeeds => "needs",
        Quantity::PreventedBy => "prevented by",
        Quantity::RivalsKeptOut => "rivals kept out",
    }
}

/// One side of a value that changed.
fn shown(what: Quantity, side: &Shown) -> String {
    match side {
        Shown::Number(n) => n.to_string(),
        Shown::Text(text) => text.clone(),
        Shown::Names(names) if names.is_empty() => "any".to_owned(),
        Shown::Names(names) => names.join(", "),
        Shown::Nothing if what == Quantity::List => "no list".to_owned(),
        Shown::Nothing => "none".to_owned(),
    }
}

/// How a list's entry gained or lost starts: "now also", "no longer rivals".
fn listed(list: List, gained: bool) -> &'static str {
    match (list, gained) {
        (List::Ranks | List::Affiliations, true) => "now also",
        (List::Ranks | List::Affiliations, false) => "no longer",
        (List::Rivals, true) => "now rivals",
        (List::Rivals, false) => "no longer rivals",
        (List::RequiresOneOf, true) => "now requires",
        (List::RequiresOneOf, false) => "no longer requires",
        (List::CannotJoinWith, true) => "now never with",
        (List::CannotJoinWith, false) => "now allowed with",
    }
}

/// A stat's name.
fn stat_name(stat: Stat) -> &'static str {
    match stat {
        Stat::Willpower => "Willpower",
        Stat::Endurance => "Endurance",
        Stat::Movement => "Movement",
        Stat::Attack => "Attack",
        Stat::Defense => "Defense",
        Stat::Strength => "Strength",
    }
}

/// What changed in a weapon.
fn weapon_part(part: &WeaponPart) -> String {
    match part {
        WeaponPart::Damage { old, new } => {
            format!("damage {}/{} → {}/{}", old.0, old.1, new.0, new.1)
        }
        WeaponPart::RateOfFire => "rate of fire changed".to_owned(),
        WeaponPart::Ammunition => "ammunition changed".to_owned(),
        WeaponPart::Traits => "traits changed".to_owned(),
    }
}

/// A yes/no affiliation rule that now applies (`now`) or no longer does.
fn rule_said(rule: Rule, now: bool, affiliation: &str) -> String {
    match (rule, now) {
        (Rule::Closed, true) => {
            format!("now a closed crew (only {affiliation} models may join)")
        }
        (Rule::Closed, false) => {
            "no longer a closed crew (models of other affiliations may join)".to_owned()
        }
        (Rule::NoRankLimits, true) => "the standard rank limits no longer apply".to_owned(),
        (Rule::NoRankLimits, false) => "the standard rank limits apply again".to_owned(),
        (Rule::OnlyPlayed, true) => {
            "members must share the affiliation played, or have none".to_owned()
        }
        (Rule::OnlyPlayed, false) => {
            "members no longer need to share the affiliation played".to_owned()
        }
        (Rule::PlayedObjectives, true) => {
            "crew objective cards must be of the affiliation played".to_owned()
        }
        (Rule::PlayedObjectives, false) => {
            "crew objective cards may be of any of the Boss's affiliations".to_owned()
        }
        (Rule::LeaderBoss, true) => "the Boss must be a Leader".to_owned(),
        (Rule::LeaderBoss, false) => "the Boss need no longer be a Leader".to_owned(),
        (Rule::SameName, true) => "models may share a Name when their aliases differ".to_owned(),
        (Rule::SameName, false) => "models may no longer share a Name".to_owned(),
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
        (Kind::Affiliation, How::Added) => format!("{}: a new affiliation", change.name),
        (Kind::Affiliation, How::Removed) => {
            format!("{}: no profile carries it any more", change.name)
        }
        (Kind::Affiliation, _) => format!("{}: {}", change.name, phrases(&change.said(), "; ")),
        _ => format!("{}: {}", change.name, phrases(&change.said(), ", ")),
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
            let mut text = if now == entry.name {
                format!("{now} (new id {to})")
            } else {
                format!("{now} (was {}; new id {to})", entry.name)
            };
            let rest = rest(fields);
            if !rest.is_empty() {
                text.push_str(&format!(": {}", phrases(&rest, ", ")));
            }
            text
        }
        How::Changed(fields) => match summary::old_name(entry, fields) {
            Some(was) => format!(
                "{} (was {was}): {}",
                entry.name,
                phrases(&rest(fields), ", ")
            ),
            None => format!("{}: {}", entry.name, phrases(&rest(fields), ", ")),
        },
        How::Added | How::Removed => change(entry),
    }
}

/// A section's heading: "Profiles changed (5)", "Printed names only (3 profiles, 1
/// objective card)".
pub fn heading(section: &Section) -> String {
    let title = match section.heading {
        Heading::NewProfiles => "New profiles",
        Heading::ProfilesRemoved => "Profiles removed",
        Heading::ProfilesRenamed => "Profiles given a new id",
        Heading::ProfilesChanged => "Profiles changed",
        Heading::AffiliationRules => "Affiliation rules",
        Heading::NewEquipment => "New equipment",
        Heading::EquipmentRemoved => "Equipment removed",
        Heading::EquipmentChanged => "Equipment changed",
        Heading::NewCards => "New objective cards",
        Heading::CardsRemoved => "Objective cards removed",
        Heading::CardsChanged => "Objective cards changed",
        Heading::NamesOnly {
            profiles,
            items,
            cards,
        } => {
            let kinds: Vec<String> = [
                (profiles, "profile", "profiles"),
                (items, "equipment item", "equipment items"),
                (cards, "objective card", "objective cards"),
            ]
            .into_iter()
            .filter(|(n, _, _)| *n > 0)
            .map(|(n, one, many)| super::count(n as u64, one, many))
            .collect();
            return format!("Printed names only ({})", kinds.join(", "));
        }
        Heading::Unchecked => "Shown, not checked by this version",
    };
    match section.count {
        Some(n) => format!("{title} ({n})"),
        None => title.to_owned(),
    }
}

/// A line of the change list.
pub fn told(told: &Told) -> String {
    match told {
        Told::Name(name) => name.clone(),
        Told::Entry(change) => entry(change),
        Told::More(n) => format!("and {n} more"),
        Told::Unchecked { printed, models } => format!("{printed}: {}", models.join(", ")),
        Told::Rename { was, now } => format!("{was} → {now}"),
        Told::Renames { examples, more } => {
            let examples: Vec<String> = examples
                .iter()
                .map(|(was, now)| format!("{was} → {now}"))
                .collect();
            format!(
                "renamed, nothing else changed: {}{}",
                examples.join("; "),
                if *more { "; …" } else { "" }
            )
        }
    }
}

/// One thing that changed for a member: "Rep 60 → 65", "Grapple Gun: $20 → $25".
fn said(said: &Said) -> String {
    match said {
        Said::Profile(said) => phrase(said),
        Said::Gone => "removed from the catalog".to_owned(),
        Said::Item { name, said } => format!("{name}: {}", phrases(said, ", ")),
    }
}

/// What changed for a member, on one line: "Emperor Penguin (Unchained): Rep 60 → 65".
pub fn member(change: &MemberChange) -> String {
    let said: Vec<String> = change.said.iter().map(said).collect();
    format!("{}: {}", change.name, said.join(", "))
}

/// Why a crew's verdict, Rep or $ changed.
pub fn reason(reason: &Reason) -> String {
    match reason {
        Reason::RankLimitsGone {
            affiliation,
            allowed,
        } if allowed.is_empty() => format!("{affiliation} no longer has rank limits"),
        Reason::RankLimitsGone {
            affiliation,
            allowed,
        } => {
            let verb = if let [(_, 1)] = allowed.as_slice() {
                "is"
            } else {
                "are"
            };
            let allowed: Vec<String> = allowed
                .iter()
                .map(|(r, n)| rules::rank_count(*r, *n))
                .collect();
            format!(
                "{affiliation} no longer has rank limits: {} {verb} allowed",
                join_names(&allowed, "and")
            )
        }
        Reason::RankLimitsBack { affiliation } => {
            format!("{affiliation} has the standard rank limits again")
        }
        Reason::Closed {
            affiliation,
            closed,
            moved,
        } => {
            let state = if *closed {
                format!("{affiliation} is now a closed crew (only {affiliation} models may join)")
            } else {
                format!("{affiliation} is no longer a closed crew")
            };
            let verb = if *closed { "may not join" } else { "may join" };
            if moved.is_empty() {
                state
            } else {
                format!("{state}: {} {verb}", join_names(moved, "and"))
            }
        }
        Reason::Rule { affiliation, said } => format!("{affiliation}: {}", phrases(said, ", ")),
        Reason::Member { alias, parts } => {
            let parts: Vec<String> = parts.iter().map(part).collect();
            format!("{alias}: {}", parts.join(", "))
        }
        Reason::NowBroken(v) => format!("now broken: {}", super::rules::violation(v)),
        Reason::NoLongerBroken(v) => {
            format!("no longer broken: {}", super::rules::violation(v))
        }
    }
}

/// One thing that changed a member's cost.
fn part(part: &Part) -> String {
    match part {
        Part::Said(own) => said(own),
        Part::Applies(note) => format!(
            "{} now applies ({})",
            rules::badge(note.badge()),
            super::lower_first(rules::note(note).trim_end_matches('.'))
        ),
        Part::NoLongerApplies(badge) => format!("{} no longer applies", rules::badge(*badge)),
    }
}

/// What happens to the crew as a whole: "the crew is now 355 of 350 Rep (was 340)",
/// "now legal", "now breaks 2 rules".
pub fn outcome(impact: &Impact) -> Vec<String> {
    let (b, a) = (impact.before, impact.after);
    let mut said = Vec::new();
    if b.reputation != a.reputation || b.reputation_limit != a.reputation_limit {
        said.push(format!(
            "the crew is now {} of {} Rep (was {})",
            a.reputation, a.reputation_limit, b.reputation
        ));
    }
    if b.funding != a.funding || b.funding_available != a.funding_available {
        said.push(format!(
            "${} of ${} (was ${} of ${})",
            a.funding, a.funding_available, b.funding, b.funding_available
        ));
    }
    let rules = |n: usize| super::count(n as u64, "rule", "rules");
    match (b.problems, a.problems) {
        (0, 0) => {}
        (_, 0) => said.push("now legal".to_owned()),
        (0, n) => said.push(format!("now breaks {}", rules(n))),
        (was, n) if was != n => said.push(format!("now breaks {} (was {was})", rules(n))),
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
    format!("deck: {}", change(card))
}

/// The outcome and its reasons, then every change, one line each.
pub fn impact(impact: &Impact) -> Vec<String> {
    let reasons = reasons(impact);
    let mut lines = outcome(impact);
    lines.extend(reasons.iter().map(|r| format!("because: {r}")));
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
}
