//! The markers on a model, at any time of the round: Stun and Injury, Effort,
//! Knocked Down, ammunition, and the attacks that bring them.

use super::event::model_mut;
use super::{Audacity, MAX_MAGAZINES, Match, Phase, Player, RuleError};

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
    ) -> Result<String, RuleError> {
        let m = model_mut(&mut self.players[player], model)?;
        if markers == 0 || markers > m.effort_available() {
            return Err(RuleError(format!(
                "{} may make at most {} Effort now (Effort Limit {}, {} Stun of Willpower {})",
                m.alias,
                m.effort_available(),
                m.effort_limit(),
                m.stun,
                m.willpower
            )));
        }
        m.stun += markers;
        Ok(format!(
            "{} makes {markers} Effort ({} Stun).",
            m.alias, m.stun
        ))
    }

    /// Knocks a model down, or stands it up. Only a model able to activate can be
    /// knocked down: a KO model or a Casualty is past that.
    pub(super) fn knock_down(
        &mut self,
        player: Player,
        model: usize,
        down: bool,
    ) -> Result<String, RuleError> {
        let m = model_mut(&mut self.players[player], model)?;
        if down && !m.can_activate() {
            return Err(RuleError(format!("{} cannot be Knocked Down now", m.alias)));
        }
        m.knocked_down = down;
        Ok(format!(
            "{} {}.",
            m.alias,
            if down { "is Knocked Down" } else { "stands up" }
        ))
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
    ) -> Result<String, RuleError> {
        let m = model_mut(&mut self.players[player], model)?;
        let alias = m.alias.clone();
        let Some(Some(left)) = m.ammo.get_mut(weapon) else {
            return Err(RuleError(format!(
                "that weapon of {alias} uses no ammunition"
            )));
        };
        let after = i64::from(*left) + i64::from(delta);
        if after < 0 {
            return Err(RuleError(format!(
                "{alias} has no magazine left for that weapon"
            )));
        }
        match u32::try_from(after) {
            Ok(after) if after <= MAX_MAGAZINES => {
                *left = after;
                Ok(format!(
                    "{alias}: {} left.",
                    crate::words::count(after, "magazine", "magazines")
                ))
            }
            _ => Err(RuleError(format!(
                "a weapon holds 0 to {MAX_MAGAZINES} magazines; {alias} would have {after}"
            ))),
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
    ) -> Result<(), RuleError> {
        for (side, who, markers) in [
            (player, model, attacker_effort),
            (player.opponent(), target, defender_effort),
        ] {
            if markers > 0 {
                let line = self.make_effort(side, who, markers)?;
                self.log.push(line);
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
    ) -> Result<String, RuleError> {
        let attacker = model_mut(&mut self.players[player], model)?;
        let attacker_name = attacker.alias.clone();
        if let Some(w) = weapon
            && let Some(Some(left)) = attacker.ammo.get_mut(w)
        {
            if *left == 0 {
                return Err(RuleError(format!(
                    "{attacker_name} is out of ammunition for that weapon"
                )));
            }
            *left -= 1;
        }
        let damage = self.mark(player.opponent(), target, stun, injury)?;
        Ok(format!(
            "{attacker_name} attacks: {}. {damage}.",
            crate::words::count(hits, "hit", "hits")
        ))
    }

    /// Applies damage markers to a model (from an attack, or added or removed by hand),
    /// capped at Willpower and Endurance, with KO and Casualty following, and a Pass
    /// for its owner when an unactivated model falls during the activations. Returns
    /// what happened, for the log. The changes are widened to `i64`, which holds any
    /// `i32` or `u32` an event carries, so the sum never wraps before it is capped.
    pub(super) fn mark(
        &mut self,
        player: Player,
        model: usize,
        stun: impl Into<i64>,
        injury: impl Into<i64>,
    ) -> Result<String, RuleError> {
        let (stun, injury) = (stun.into(), injury.into());
        let executing = self.phase == Phase::ExecuteThePlan;
        let state = &mut self.players[player];
        let m = model_mut(state, model)?;
        if m.casualty {
            return Err(RuleError(format!(
                "{} has been removed as a Casualty",
                m.alias
            )));
        }
        let was_waiting = m.waits_to_activate();
        m.stun = capped(m.stun, stun, m.willpower);
        m.injury = capped(m.injury, injury, m.endurance);
        let mut news = Vec::new();
        if m.injury >= m.endurance {
            m.casualty = true;
            m.knocked_out = false;
            m.knocked_down = false;
            m.audacity = Audacity::None;
            news.push("is removed as a Casualty");
        } else if m.stun >= m.willpower && !m.knocked_out {
            m.knocked_out = true;
            m.knocked_down = false;
            news.push("is Knocked Out");
        } else if m.knocked_out && m.stun < m.willpower {
            // Damage healed below Willpower: it recovers, but may not activate this round.
            m.knocked_out = false;
            m.knocked_down = true;
            m.activated = true;
            m.awaiting_recovery = false;
            news.push("recovers from KO (Knocked Down; no activation this round)");
        }
        let alias = m.alias.clone();
        let fell = was_waiting && !m.can_activate();
        let mut text = format!("{alias}: {} Stun, {} Injury", m.stun, m.injury);
        if !news.is_empty() {
            text.push_str(&format!("; {}", news.join(", ")));
        }
        if executing && fell {
            state.passes += 1;
            text.push_str(&format!("; {} takes a Pass marker", state.name));
        }
        Ok(text)
    }
}
