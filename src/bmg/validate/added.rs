//! Models cards bring along (the Three Jokers, Professor Pyg's Dollotrons, a Kobra
//! Swarm per Void Priest), the choices cards ask for at recruitment, and the reminders
//! of what cards do that a crew check cannot see.

use super::{Checker, CrewSaid, Member, Note, Remind, Reminder, Topic, aliases};
use crate::bmg::traits::{self, CrewTrait, Keyword, RecruitOption};
use crate::bmg::violation::Code;
use crate::bmg::violation::broken::{self, Group};

impl Checker<'_, '_> {
    /// Every model a card brings is in the crew, and no Kobra Swarm comes without its
    /// Void Priest.
    pub(super) fn added_models(&mut self) {
        let view = self.view;
        let catalog = view.catalog;
        let mut reported_jokers = false;
        for m in &view.members {
            for t in &m.rules.traits {
                let (brought, group) = match &t.rule {
                    CrewTrait::ThreeJokers(jokers) if !reported_jokers => {
                        reported_jokers = true;
                        (jokers, Group::ThreeJokers)
                    }
                    CrewTrait::Dollotrons(dollotrons) => (dollotrons, Group::Dollotrons),
                    _ => continue,
                };
                let missing: Vec<usize> = brought
                    .iter()
                    .copied()
                    .filter(|&b| b != m.catalog_index && !view.holds_any(&[b], None))
                    .collect();
                if !missing.is_empty() {
                    let said = broken::Added::Missing {
                        alias: m.model.alias.clone(),
                        card: t.printed.clone(),
                        group,
                        brought: aliases(catalog, brought),
                        missing: aliases(catalog, &missing),
                    };
                    self.push(Code::TraitAdded, said, vec![m.index]);
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
            let said = broken::Added::Swarms {
                swarm: swarm_name(catalog),
                priests: priests.len(),
                swarms: swarms.len(),
            };
            let mut members = priests.clone();
            members.extend(swarms.iter().map(|s| s.index));
            self.push(Code::TraitAdded, said, members);
        }
        for extra in swarms.iter().skip(priests.len()) {
            let said = broken::Added::LoneSwarm {
                alias: extra.model.alias.clone(),
            };
            self.push(Code::TraitJoins, said, vec![extra.index]);
        }
        for swarm in swarms.iter().take(priests.len()) {
            self.note(swarm.index, Note::KobraSwarm);
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
                    let said = broken::Added::ChoiceNotOffered {
                        alias: m.model.alias.clone(),
                        key: key.clone(),
                    };
                    self.push(Code::TraitChoice, said, vec![m.index]);
                }
            }
            if !offers {
                continue;
            }
            match chosen.get(traits::I_WILL_BREAK_YOU_KEY) {
                // Not chosen yet: a reminder, never a broken rule (NOTES.md).
                None => self.reminders.push(Reminder {
                    said: Remind::IWillBreakYou {
                        alias: m.model.alias.clone(),
                    },
                    members: vec![m.index],
                }),
                Some(id) => match RecruitOption::from_id(id) {
                    Some(option) => self.note(m.index, Note::Chosen(option)),
                    None => {
                        let said = broken::Added::UnknownOption {
                            alias: m.model.alias.clone(),
                            option: id.clone(),
                        };
                        self.push(Code::TraitChoice, said, vec![m.index]);
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
                let note = match &t.rule {
                    CrewTrait::ShadowsAgent if boss.is_some_and(|b| b.index == m.index) => {
                        Note::BossSwap {
                            card: t.printed.clone(),
                        }
                    }
                    CrewTrait::SewerSwarm(n) => Note::SewerSwarm(*n),
                    CrewTrait::ShapeshiftingHuman => Note::Shapeshifting,
                    CrewTrait::Speedster => Note::Speedster,
                    CrewTrait::CountsAs { models, rank } if !models.is_empty() => Note::CountsAs {
                        models: aliases(catalog, models),
                        rank: *rank,
                    },
                    CrewTrait::UnderworldKing | CrewTrait::LawInterpretation => {
                        let said = CrewSaid::BesideDeck {
                            carrier: m.model.alias.clone(),
                            card: t.clone(),
                        };
                        self.crew_note(Topic::Deck, said);
                        continue;
                    }
                    _ => continue,
                };
                self.note(m.index, note);
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
