//! Who may be the Boss: one marked member, a Leader (or a Sidekick without a Leader),
//! not one whose card forbids it, and a Leader where the affiliation asks for one.

use super::{Checker, Member, Topic, join_names, member_name};
use crate::bmg::catalog::Rank;
use crate::bmg::traits::CrewTrait;
use crate::bmg::violation::{Code, broken};

impl Checker<'_, '_> {
    /// Exactly one member is marked as Boss.
    pub(super) fn boss_marks(&mut self) {
        let crew = self.view.crew;
        let marked: Vec<usize> = (0..crew.members.len())
            .filter(|&i| crew.members[i].boss)
            .collect();
        match marked.as_slice() {
            [] => self.push(Code::NoBoss, broken::Boss::None, Vec::new()),
            [_] => {}
            many => {
                let names: Vec<String> = many
                    .iter()
                    .map(|&i| member_name(crew, self.view.catalog, i))
                    .collect();
                self.push(Code::NoBoss, broken::Boss::Many(names), many.to_vec());
            }
        }
    }

    /// The Boss is a Leader, or a Sidekick in a crew without a Leader.
    pub(super) fn boss_rank(&mut self, boss: &Member<'_>) {
        let has_leader = self.view.members.iter().any(|m| m.rank == Rank::Leader);
        if boss.rank == Rank::Leader || (boss.rank == Rank::Sidekick && !has_leader) {
            return;
        }
        let leaders: Vec<usize> = self
            .view
            .members
            .iter()
            .filter(|m| m.rank == Rank::Leader)
            .map(|m| m.index)
            .collect();
        let alias = boss.model.alias.clone();
        let (said, mut members) = if boss.rank == Rank::Sidekick {
            (broken::Boss::SidekickWithLeader { boss: alias }, leaders)
        } else {
            let rank = boss.rank;
            (broken::Boss::Rank { boss: alias, rank }, Vec::new())
        };
        members.insert(0, boss.index);
        self.push(Code::BossRank, said, members);
    }

    /// No card keeps the Boss from the role (Treacherous).
    pub(super) fn boss_cards(&mut self, boss: &Member<'_>) {
        if let Some(t) = boss
            .rules
            .find(|r| matches!(r, CrewTrait::Treacherous))
            .next()
        {
            let said = broken::Boss::Never {
                boss: boss.model.alias.clone(),
                card: t.printed.clone(),
            };
            self.push(Code::TraitBoss, said, vec![boss.index]);
        }
    }

    /// The affiliation played asks for a Leader as Boss; its other rules are noted.
    pub(super) fn affiliation_rules(&mut self, boss: &Member<'_>) {
        let (Some(played), Some(rule)) = (self.played, self.rule) else {
            return;
        };
        // A Sidekick Boss beside a Leader breaks the rulebook's rule already.
        let has_leader = self.view.members.iter().any(|m| m.rank == Rank::Leader);
        if rule.leader_boss && boss.rank == Rank::Sidekick && !has_leader {
            let said = broken::Boss::NotLeader {
                played: played.to_owned(),
                boss: boss.model.alias.clone(),
                rank: boss.rank,
            };
            self.push(Code::AffiliationBoss, said, vec![boss.index]);
        }
        let mut says = Vec::new();
        if rule.closed {
            says.push(format!("only {played} models join (no Unknown ones)"));
        }
        if let Some((keyword, _)) = &rule.keyword {
            says.push(format!("only models with {keyword} join"));
        }
        if rule.only_played {
            says.push(format!("every model is {played} or Unknown"));
        }
        if rule.played_objectives {
            says.push(format!("crew objective cards are {played} cards"));
        }
        if rule.leader_boss {
            says.push("the Boss is a Leader".to_owned());
        }
        if rule.no_rank_limits {
            says.push("no rank slot limits".to_owned());
        }
        if rule.same_name {
            says.push("models may share a Name under different aliases".to_owned());
        }
        if let Some(rival) = &rule.rivals_exclusion {
            says.push(format!(
                "models with {rival} as a rival never share the crew with {rival} models"
            ));
        }
        if !says.is_empty() {
            let text = format!("{played} crews: {}.", join_names(&says, "and"));
            self.crew_note(Topic::Affiliation, format!("{played} rules"), text);
        }
    }
}
