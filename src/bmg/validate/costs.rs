//! What the crew costs and may spend: each member's Rep and $ as the cards make them
//! (Lieutenant, Dollotrons, Smuggler), the Funding bonuses cards grant, and the limits.

use super::{Checker, CrewSaid, Member, Note, Topic};
use crate::bmg::crew::{MAX_REPUTATION, funding_for};
use crate::bmg::traits::CrewTrait;
use crate::bmg::violation::{Code, broken};

/// The crew's totals.
#[derive(Default)]
pub(super) struct Totals {
    pub reputation_used: u32,
    pub funding_used: u32,
    pub funding_available: u32,
}

impl Checker<'_, '_> {
    /// Rep and $ spent on models and equipment, within the limit and the Funding.
    pub(super) fn costs(&mut self, boss: Option<&Member<'_>>) -> Totals {
        let view = self.view;
        let (crew, catalog) = (view.crew, view.catalog);
        let limit = crew.reputation_limit;
        let smuggler = view
            .carriers(|r| matches!(r, CrewTrait::Smuggler))
            .next()
            .map(|m| m.model.alias.clone());
        if let Some(carrier) = &smuggler {
            let carrier = carrier.clone();
            self.crew_note(Topic::Funding, CrewSaid::Smuggler { carrier });
        }
        let mut reputation_used: u32 = 0;
        let mut funding_used: u32 = 0;
        let mut paying = Vec::new();
        for (index, member) in crew.members.iter().enumerate() {
            let resolved = view.members.iter().find(|m| m.index == index);
            let (mut rep, mut dollars) =
                resolved.map_or((0, 0), |m| (m.model.reputation, m.model.funding));
            if let Some(m) = resolved {
                (rep, dollars) = self.model_cost(m, rep, dollars);
            }
            for position in member
                .equipment
                .iter()
                .filter_map(|id| catalog.equipment_index(id))
            {
                let item = &catalog.equipment()[position];
                let mut cost = item.funding;
                if smuggler.is_some() && catalog.equipment_rules(position).half_price_for_smugglers
                {
                    cost = cost.div_ceil(2);
                    let note = Note::Smuggler {
                        item: item.name.clone(),
                        cost,
                        price: item.funding,
                    };
                    self.note(index, note);
                }
                rep = rep.saturating_add(item.reputation);
                dollars = dollars.saturating_add(cost);
            }
            self.members[index].reputation = rep;
            self.members[index].funding = dollars;
            reputation_used = reputation_used.saturating_add(rep);
            funding_used = funding_used.saturating_add(dollars);
            if dollars > 0 {
                paying.push(index);
            }
        }
        let mut available = funding_for(limit);
        for m in &view.members {
            for t in &m.rules.traits {
                let CrewTrait::FundingBonus { amount, boss_only } = t.rule else {
                    continue;
                };
                if boss_only && boss.is_none_or(|b| b.index != m.index) {
                    continue;
                }
                available = available.saturating_add(amount);
                let said = CrewSaid::FundingBonus {
                    carrier: m.model.alias.clone(),
                    card: t.printed.clone(),
                    amount,
                };
                self.crew_note(Topic::Funding, said);
            }
        }
        if limit == 0 || limit > MAX_REPUTATION {
            let said = broken::Costs::LimitRange { limit };
            self.push(Code::Reputation, said, Vec::new());
        } else if reputation_used > limit {
            let said = broken::Costs::Reputation {
                used: reputation_used,
                limit,
            };
            self.push(Code::Reputation, said, (0..crew.members.len()).collect());
        }
        if funding_used > available {
            let said = broken::Costs::Funding {
                spent: funding_used,
                available,
                limit,
                bonus: available > funding_for(limit),
            };
            self.push(Code::Funding, said, paying);
        }
        Totals {
            reputation_used,
            funding_used,
            funding_available: available,
        }
    }

    /// A model's own Rep and $ as its cards and the crew's make them.
    fn model_cost(&mut self, m: &Member<'_>, mut rep: u32, mut dollars: u32) -> (u32, u32) {
        let view = self.view;
        for t in m.rules.find(|r| matches!(r, CrewTrait::Lieutenant(_))) {
            let CrewTrait::Lieutenant(targets) = &t.rule else {
                continue;
            };
            let with = view
                .members
                .iter()
                .find(|o| o.index != m.index && targets.binary_search(&o.catalog_index).is_ok());
            if let Some(o) = with
                && dollars > 0
            {
                let note = Note::Lieutenant {
                    with: o.model.alias.clone(),
                    card: t.printed.clone(),
                    saved: dollars,
                };
                self.note(m.index, note);
                dollars = 0;
            }
        }
        for pyg in view.carriers(|r| matches!(r, CrewTrait::Dollotrons(_))) {
            for t in pyg.rules.find(|r| matches!(r, CrewTrait::Dollotrons(_))) {
                if let CrewTrait::Dollotrons(brought) = &t.rule
                    && pyg.index != m.index
                    && brought.binary_search(&m.catalog_index).is_ok()
                {
                    let note = Note::Dollotrons {
                        by: pyg.model.alias.clone(),
                        card: t.printed.clone(),
                        at_no_rep: rep > 0,
                    };
                    self.note(m.index, note);
                    rep = 0;
                }
            }
        }
        (rep, dollars)
    }
}
