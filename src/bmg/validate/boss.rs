//! Who may be the Boss: one marked member, a Leader (or a Sidekick without a Leader),
//! not one whose card forbids it, and a Leader where the affiliation asks for one.

use super::{Checker, CrewSaid, Member, Ruled, Topic, member_name};
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
        let mut rules = Vec::new();
        if rule.closed {
            rules.push(Ruled::Closed);
        }
        if let Some((keyword, _)) = &rule.keyword {
            rules.push(Ruled::Keyword(keyword.clone()));
        }
        if rule.only_played {
            rules.push(Ruled::OnlyPlayed);
        }
        if rule.played_objectives {
            rules.push(Ruled::PlayedObjectives);
        }
        if rule.leader_boss {
            rules.push(Ruled::LeaderBoss);
        }
        if rule.no_rank_limits {
            rules.push(Ruled::NoRankLimits);
        }
        if rule.same_name {
            rules.push(Ruled::SameName);
        }
        if let Some(rival) = &rule.rivals_exclusion {
            rules.push(Ruled::RivalsExclusion(rival.clone()));
        }
        if !rules.is_empty() {
            let played = played.to_owned();
            self.crew_note(Topic::Affiliation, CrewSaid::Affiliation { played, rules });
        }
    }
}
