//! Models cards bring along (the Three Jokers, Professor Pyg's Dollotrons, a Kobra
//! Swarm per Void Priest), the choices cards ask for at recruitment, and the reminders
//! of what cards do that a crew check cannot see.

use super::{Checker, Member, Reminder, Topic, aliases};
use crate::bmg::ids::shorten;
use crate::bmg::traits::{self, CrewTrait, Keyword};
use crate::bmg::violation::{Code, plural};

impl Checker<'_, '_> {
    /// Every model a card brings is in the crew, and no Kobra Swarm comes without its
    /// Void Priest.
    pub(super) fn added_models(&mut self) {
        let view = self.view;
        let catalog = view.catalog;
        let mut reported_jokers = false;
        for m in &view.members {
            for t in &m.rules.traits {
                let (brought, word) = match &t.rule {
                    CrewTrait::ThreeJokers(jokers) if !reported_jokers => {
                        reported_jokers = true;
                        (jokers, "share the trait and join together")
                    }
                    CrewTrait::Dollotrons(dollotrons) => (dollotrons, "join with it"),
                    _ => continue,
                };
                let missing: Vec<usize> = brought
                    .iter()
                    .copied()
                    .filter(|&b| b != m.catalog_index && !view.holds_any(&[b], None))
                    .collect();
                if !missing.is_empty() {
                    let message = format!(
                        "{}'s {}: {} {word}; add {}.",
                        m.model.alias,
                        t.printed,
                        aliases(catalog, brought, "and"),
                        aliases(catalog, &missing, "and")
                    );
                    self.push(Code::TraitAdded, message, vec![m.index]);
                }
            }
        }
        let priests: Vec<usize> = view
            .members
            .iter()
            .filter(|m| m.rules.keywords.has(Keyword::VoidPriest))
            .map(|m| m.index)
            .collect();
        let swarms: Vec<&Member<'_>> = view
            .members
            .iter()
            .filter(|m| m.has(|r| matches!(r, CrewTrait::KobraSwarm)))
            .collect();
        if swarms.len() < priests.len() {
            let name = swarm_name(catalog);
            let message = format!(
                "Each Void Priest brings a {name}: the crew has {} and {}; add {}.",
                plural(priests.len() as u32, "Void Priest", "Void Priests"),
                plural(swarms.len() as u32, &name, &format!("{name}s")),
                priests.len() - swarms.len()
            );
            let mut members = priests.clone();
            members.extend(swarms.iter().map(|s| s.index));
            self.push(Code::TraitAdded, message, members);
        }
        for extra in swarms.iter().skip(priests.len()) {
            let message = format!(
                "{}'s Kobra Swarm: never recruited; each comes with a Void Priest, and this one has none.",
                extra.model.alias
            );
            self.push(Code::TraitJoins, message, vec![extra.index]);
        }
        for swarm in swarms.iter().take(priests.len()) {
            self.note(
                swarm.index,
                "Kobra Swarm",
                "Brought free by a Void Priest.".to_owned(),
            );
        }
    }

    /// Each choice a member records is one its card offers, with a known option; a
    /// choice its card asks for and not made yet is a reminder.
    pub(super) fn choices(&mut self) {
        let view = self.view;
        for m in &view.members {
            let chosen = &view.crew.members[m.index].choices;
            let offers = m.has(|r| matches!(r, CrewTrait::IWillBreakYou));
            for key in chosen.keys() {
                if !(offers && key == traits::I_WILL_BREAK_YOU_KEY) {
                    let message = format!(
                        "{} records a choice for '{}', which its card does not offer.",
                        m.model.alias,
                        shorten(key)
                    );
                    self.push(Code::TraitChoice, message, vec![m.index]);
                }
            }
            if !offers {
                continue;
            }
            match chosen.get(traits::I_WILL_BREAK_YOU_KEY) {
                // Not chosen yet: a reminder, never a broken rule (NOTES.md).
                None => self.reminders.push(Reminder {
                    message: format!(
                        "{}'s I Will Break You: choose one of its three options before the match.",
                        m.model.alias
                    ),
                    members: vec![m.index],
                }),
                Some(id) => match traits::I_WILL_BREAK_YOU.iter().find(|o| o.id == id) {
                    Some(option) => {
                        self.note(m.index, "I Will Break You", option.label.to_owned());
                    }
                    None => {
                        let message = format!(
                            "'{}' is no option of {}'s I Will Break You: choose one of its three.",
                            shorten(id),
                            m.model.alias
                        );
                        self.push(Code::TraitChoice, message, vec![m.index]);
                    }
                },
            }
        }
    }

    /// What cards do that a crew check cannot see: a Boss handing over the role, models
    /// placed in play, character cards a model counts for, cards set beside the deck.
    pub(super) fn reminders(&mut self, boss: Option<&Member<'_>>) {
        let view = self.view;
        let catalog = view.catalog;
        for m in &view.members {
            for t in &m.rules.traits {
                let (badge, text) = match &t.rule {
                    CrewTrait::ShadowsAgent if boss.is_some_and(|b| b.index == m.index) => (
                        "Boss swap",
                        format!(
                            "{}: before the game, choose another model to be the Boss.",
                            t.printed
                        ),
                    ),
                    CrewTrait::SewerSwarm(n) => (
                        "Sewer Swarm",
                        format!(
                            "Places {n} Sewer Swarms after deployment; they are not recruited."
                        ),
                    ),
                    CrewTrait::ShapeshiftingHuman => (
                        "Shapeshifting",
                        "Keeps the other Beast Boy forms aside, unrecruited and unpaid.".to_owned(),
                    ),
                    CrewTrait::Speedster => (
                        "Speedster",
                        "Bring the Speedforce deck to the game.".to_owned(),
                    ),
                    CrewTrait::CountsAs { models, rank } if !models.is_empty() => (
                        "Counts as",
                        format!(
                            "Counts as {} ({rank}) for character cards.",
                            aliases(catalog, models, "or")
                        ),
                    ),
                    CrewTrait::UnderworldKing | CrewTrait::LawInterpretation => {
                        let text = format!(
                            "{} ({}): {}",
                            m.model.alias,
                            t.printed,
                            t.summary(catalog.elite_types())
                        );
                        self.crew_note(Topic::Deck, t.printed.clone(), text);
                        continue;
                    }
                    _ => continue,
                };
                self.note(m.index, badge, text);
            }
        }
    }
}

/// The Kobra Swarm's alias, as the catalog prints it.
fn swarm_name(catalog: &crate::bmg::Catalog) -> String {
    (0..catalog.models().len())
        .find(|&i| {
            catalog
                .model_rules(i)
                .has(|r| matches!(r, CrewTrait::KobraSwarm))
        })
        .map_or_else(
            || "Kobra Swarm".to_owned(),
            |i| catalog.model_at(i).alias.clone(),
        )
}
