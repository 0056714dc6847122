//! The attack helper's arithmetic: an attack between two models of a match, with the
//! target's current damage, KO state and the Effort made filled in.

use super::{Event, Match, Player, Refusal};
use crate::bmg::catalog::Catalog;
use crate::bmg::odds::{self, AttackOdds, Damage, Melee, OddsError, Ranged, Roll, Target};

/// The most hits one attack lands: every die of the largest pool the odds take
/// (Attacks or rate of fire 20, Effort 3) and the Strength die. With Stun and Injury
/// per hit read from one byte of the catalog, the damage it makes cannot wrap.
pub const MAX_HITS: u32 = 24;

/// An attack being prepared in a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Attack {
    /// The attacking player.
    pub player: Player,
    /// The attacker's position in its crew.
    pub attacker: usize,
    /// The weapon's position on the attacker's card; `None` for unarmed.
    pub weapon: Option<usize>,
    /// The target's position in the opponent's crew.
    pub target: usize,
    /// Enemies in contact with the target after the first (melee).
    pub outnumbered: u32,
    /// The attacker's Effort (melee).
    pub attacker_effort: u32,
    /// The target's Effort (melee).
    pub defender_effort: u32,
    /// The attacker moved first (ranged).
    pub moved: bool,
    /// Beyond effective range (ranged).
    pub out_of_range: bool,
    /// The target is in cover (ranged).
    pub cover: bool,
    /// Dice a dodge removes (ranged).
    pub dodge: u32,
    /// Whether the Strength die is rolled (Bat-Armor and the like remove it).
    pub strength_die: bool,
}

/// The attack as the odds engine takes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    /// A melee attack.
    Melee(Melee),
    /// A ranged attack.
    Ranged(Ranged),
}

impl Input {
    /// The exact odds.
    pub fn odds(&self) -> Result<AttackOdds, OddsError> {
        match self {
            Input::Melee(m) => odds::melee(m),
            Input::Ranged(r) => odds::ranged(r),
        }
    }

    /// Rolls it with real dice.
    pub fn roll(&self, rng: &mut impl rand::Rng) -> Result<Roll, OddsError> {
        match self {
            Input::Melee(m) => odds::roll_melee(m, rng),
            Input::Ranged(r) => odds::roll_ranged(r, rng),
        }
    }

    /// Damage per hit.
    pub fn damage(&self) -> Damage {
        match self {
            Input::Melee(m) => m.damage,
            Input::Ranged(r) => r.damage,
        }
    }
}

impl Attack {
    /// `attacker` of `player` attacks `target` with `weapon`, with no modifiers yet.
    pub fn new(player: Player, attacker: usize, weapon: Option<usize>, target: usize) -> Attack {
        Attack {
            player,
            attacker,
            weapon,
            target,
            outnumbered: 0,
            attacker_effort: 0,
            defender_effort: 0,
            moved: false,
            out_of_range: false,
            cover: false,
            dodge: 0,
            strength_die: true,
        }
    }

    /// The attack a model opens with: its first weapon (unarmed when it has none) on the
    /// opponent's first model still in the game, with no modifiers.
    pub fn opening(state: &Match, catalog: &Catalog, player: Player, attacker: usize) -> Attack {
        let target = state.players[player.opponent()]
            .models
            .iter()
            .position(|m| !m.casualty)
            .unwrap_or(0);
        let weapon = state.players[player]
            .models
            .get(attacker)
            .and_then(|m| catalog.model(&m.id))
            .and_then(|m| (!m.weapons.is_empty()).then_some(0));
        Attack::new(player, attacker, weapon, target)
    }

    /// The odds engine's input for this attack, from the models as they stand.
    pub fn input(&self, state: &Match, catalog: &Catalog) -> Result<Input, Refusal> {
        let attacker = state.players[self.player]
            .models
            .get(self.attacker)
            .ok_or(Refusal::NoAttacker)?;
        let target = state.players[self.player.opponent()]
            .models
            .get(self.target)
            .ok_or(Refusal::NoTarget)?;
        let model = catalog
            .model(&attacker.id)
            .ok_or_else(|| Refusal::NotInCatalog(attacker.id.clone()))?;
        let target_model = catalog
            .model(&target.id)
            .ok_or_else(|| Refusal::NotInCatalog(target.id.clone()))?;
        let weapon = self.weapon.and_then(|w| model.weapons.get(w));
        let damage = match weapon {
            Some(w) => Damage {
                injury: u32::from(w.damage.injury),
                stun: u32::from(w.damage.stun),
            },
            // Unarmed: 1 Stun per hit.
            None => Damage { injury: 0, stun: 1 },
        };
        let defending = Target {
            defense: u32::from(target_model.stats.defense).max(1),
            willpower: Some(target.willpower),
            endurance: Some(target.endurance),
            stun: target.stun,
            injury: target.injury,
            knocked_out: target.knocked_out,
        };
        let strength = u32::from(model.stats.strength).clamp(1, 8);
        Ok(match weapon.and_then(|w| w.rate_of_fire) {
            Some(rof) => Input::Ranged(Ranged {
                rate_of_fire: u32::from(rof),
                strength,
                damage,
                moved: self.moved,
                out_of_range: self.out_of_range,
                cover: self.cover,
                blind: false,
                dodge: self.dodge,
                strength_die: self.strength_die,
                target: defending,
            }),
            None => Input::Melee(Melee {
                // A KO attacker is not attacking; a KO skill penalty does not apply here.
                attacks: u32::from(model.stats.attack).clamp(1, 20),
                strength,
                heavy: weapon
                    .is_some_and(|w| w.traits.iter().any(|t| t.eq_ignore_ascii_case("Heavy"))),
                damage,
                attacker_effort: self.attacker_effort,
                defender_effort: self.defender_effort,
                outnumbered: self.outnumbered,
                strength_die: self.strength_die,
                target: defending,
            }),
        })
    }

    /// The event that applies `hits` of this attack: Stun and Injury per hit (one more
    /// Injury per hit on a KO target), the Effort made, the magazine used. Refused for
    /// more hits than [`MAX_HITS`].
    pub fn resolve(&self, state: &Match, catalog: &Catalog, hits: u32) -> Result<Event, Refusal> {
        if hits > MAX_HITS {
            return Err(Refusal::Hits(hits));
        }
        let input = self.input(state, catalog)?;
        let damage = input.damage();
        let target = &state.players[self.player.opponent()].models[self.target];
        let (attacker_effort, defender_effort) = match input {
            Input::Melee(_) => (self.attacker_effort, self.defender_effort),
            Input::Ranged(_) => (0, 0),
        };
        Ok(Event::AttackResolved {
            player: self.player,
            model: self.attacker,
            weapon: self.weapon,
            target: self.target,
            hits,
            stun: hits * damage.stun,
            injury: hits * (damage.injury + u32::from(target.knocked_out)),
            attacker_effort,
            defender_effort,
            // The dice as the helper showed their odds; none where the odds refuse
            // the input (the hits were entered all the same).
            pools: input.odds().ok().map(|odds| odds.pools()),
        })
    }
}
