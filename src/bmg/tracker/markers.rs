//! The markers on a model, at any time of the round: Stun and Injury, Effort,
//! Knocked Down, ammunition, and the attacks that bring them.

use super::event::model_mut;
use super::{Audacity, Became, Entry, MAX_MAGAZINES, Marked, Match, Phase, Player, Refusal};

/// `markers` changed by `change`, kept within 0 and `cap` (damage past Willpower or
/// Endurance is discarded, and markers never go below none).
fn capped(markers: u32, change: i64, cap: u32) -> u32 {
    let after = i64::from(markers)
        .saturating_add(change)
        .clamp(0, i64::from(cap));
    u32::try_from(after).unwrap_or(cap)
}

impl Match {
    /// A model makes Effort: at least one marker, and no more than it may take now
    /// (its Effort Limit, and staying below its Willpower). Effort is Stun.
    pub(super) fn make_effort(
        &mut self,
        player: Player,
        model: usize,
        markers: u32,
    ) -> Result<Entry, Refusal> {
        let m = model_mut(&mut self.players[player], model)?;
        if markers == 0 || markers > m.effort_available() {
            return Err(Refusal::Effort {
                model: m.alias.clone(),
                available: m.effort_available(),
                limit: m.effort_limit(),
                stun: m.stun,
                willpower: m.willpower,
            });
        }
        m.stun += markers;
        Ok(Entry::Effort {
            model: m.alias.clone(),
            markers,
            stun: m.stun,
        })
    }

    /// Knocks a model down, or stands it up. Only a model able to activate can be
    /// knocked down: a KO model or a Casualty is past that.
    pub(super) fn knock_down(
        &mut self,
        player: Player,
        model: usize,
        down: bool,
    ) -> Result<Entry, Refusal> {
        let m = model_mut(&mut self.players[player], model)?;
        if down && !m.can_activate() {
            return Err(Refusal::CannotKnockDown(m.alias.clone()));
        }
        m.knocked_down = down;
        Ok(Entry::KnockedDown {
            model: m.alias.clone(),
            down,
        })
    }

    /// Uses or finds magazines for one weapon of a model. Refused for a weapon
    /// without ammunition, when more magazines would be used than are left, and past
    /// [`MAX_MAGAZINES`]. Counted wide, so no change from a file can wrap round.
    pub(super) fn change_ammo(
        &mut self,
        player: Player,
        model: usize,
        weapon: usize,
        delta: i32,
    ) -> Result<Entry, Refusal> {
        let m = model_mut(&mut self.players[player], model)?;
        let alias = m.alias.clone();
        let Some(Some(left)) = m.ammo.get_mut(weapon) else {
            return Err(Refusal::NoAmmunition(alias));
        };
        let after = i64::from(*left) + i64::from(delta);
        if after < 0 {
            return Err(Refusal::NoMagazineLeft(alias));
        }
        match u32::try_from(after) {
            Ok(after) if after <= MAX_MAGAZINES => {
                *left = after;
                Ok(Entry::Ammunition {
                    model: alias,
                    left: after,
                })
            }
            _ => Err(Refusal::Magazines {
                model: alias,
                would: after,
            }),
        }
    }

    /// The first part of an attack: the Effort both sides made for it, attacker
    /// first. Effort is declared before the dice, so its Stun goes on before the
    /// damage does; each is checked and logged as an Effort of its own.
    pub(super) fn attack_efforts(
        &mut self,
        player: Player,
        model: usize,
        attacker_effort: u32,
        target: usize,
        defender_effort: u32,
    ) -> Result<(), Refusal> {
        for (side, who, markers) in [
            (player, model, attacker_effort),
            (player.opponent(), target, defender_effort),
        ] {
            if markers > 0 {
                let entry = self.make_effort(side, who, markers)?;
                self.log.push(entry);
            }
        }
        Ok(())
    }

    /// The rest of an attack, once [`Match::attack_efforts`] has checked the player:
    /// a weapon with ammunition uses a magazine (refused when it has none left), and
    /// the target takes the `[stun, injury]` damage.
    pub(super) fn attack(
        &mut self,
        player: Player,
        model: usize,
        weapon: Option<usize>,
        target: usize,
        hits: u32,
        [stun, injury]: [u32; 2],
    ) -> Result<Entry, Refusal> {
        let attacker = model_mut(&mut self.players[player], model)?;
        let attacker_name = attacker.alias.clone();
        if let Some(w) = weapon
            && let Some(Some(left)) = attacker.ammo.get_mut(w)
        {
            if *left == 0 {
                return Err(Refusal::OutOfAmmunition(attacker_name));
            }
            *left -= 1;
        }
        let damage = self.mark(player.opponent(), target, stun, injury)?;
        Ok(Entry::Attacked {
            attacker: attacker_name,
            hits,
            damage,
        })
    }

    /// Applies damage markers to a model (from an attack, or added or removed by hand),
    /// capped at Willpower and Endurance, with KO and Casualty following, and a Pass
    /// for its owner when an unactivated model falls during the activations. Returns
    /// what happened, for the log (an attack's entry holds it). The changes are widened to `i64`, which holds any
    /// `i32` or `u32` an event carries, so the sum never wraps before it is capped.
    pub(super) fn mark(
        &mut self,
        player: Player,
        model: usize,
        stun: impl Into<i64>,
        injury: impl Into<i64>,
    ) -> Result<Marked, Refusal> {
        let (stun, injury) = (stun.into(), injury.into());
        let executing = self.phase == Phase::ExecuteThePlan;
        let state = &mut self.players[player];
        let m = model_mut(state, model)?;
        if m.casualty {
            return Err(Refusal::Casualty(m.alias.clone()));
        }
        let was_waiting = m.waits_to_activate();
        m.stun = capped(m.stun, stun, m.willpower);
        m.injury = capped(m.injury, injury, m.endurance);
        let became = if m.injury >= m.endurance {
            m.casualty = true;
            m.knocked_out = false;
            m.knocked_down = false;
            m.audacity = Audacity::None;
            Some(Became::Casualty)
        } else if m.stun >= m.willpower && !m.knocked_out {
            m.knocked_out = true;
            m.knocked_down = false;
            Some(Became::KnockedOut)
        } else if m.knocked_out && m.stun < m.willpower {
            // Damage healed below Willpower: it recovers, but may not activate this round.
            m.knocked_out = false;
            m.knocked_down = true;
            m.activated = true;
            m.awaiting_recovery = false;
            Some(Became::Recovered)
        } else {
            None
        };
        let mut marked = Marked {
            model: m.alias.clone(),
            stun: m.stun,
            injury: m.injury,
            became,
            pass_to: None,
        };
        let fell = was_waiting && !m.can_activate();
        if executing && fell {
            state.passes += 1;
            marked.pass_to = Some(state.name.clone());
        }
        Ok(marked)
    }
}
