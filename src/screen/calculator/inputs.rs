//! The calculators' inputs kept between sessions: the models and weapon picked, melee
//! or ranged, every number and every switch. They come back through the same steps as
//! a user's clicks, so a hand-edited file can only hold what the screen allows: an
//! unknown model is left unpicked and a number out of range is brought into it.

use super::{Field, Message, Mode, ModelChoice, State, Switch};
use crate::bmg::Catalog;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What the calculators hold, as saved in the settings.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Inputs {
    /// The attacker's catalog id, if one is picked.
    #[serde(default)]
    pub attacker: Option<String>,
    /// The target's catalog id, if one is picked.
    #[serde(default)]
    pub target: Option<String>,
    /// The attacker's weapon picked: its place in the attacker's weapons.
    #[serde(default)]
    pub weapon: Option<usize>,
    /// A ranged attack (else melee).
    #[serde(default)]
    pub ranged: bool,
    /// Every number.
    #[serde(default)]
    pub values: BTreeMap<Field, u32>,
    /// Every switch.
    #[serde(default)]
    pub switches: BTreeMap<Switch, bool>,
}

impl State {
    /// The inputs as they stand, to keep.
    pub fn inputs(&self, catalog: &Catalog) -> Inputs {
        let id = |choice: &Option<ModelChoice>| {
            choice
                .as_ref()
                .and_then(|c| catalog.models().get(c.index))
                .map(|m| m.id.clone())
        };
        Inputs {
            attacker: id(&self.attacker),
            target: id(&self.target_model),
            weapon: self.weapon.as_ref().and_then(|w| w.index),
            ranged: self.mode == Mode::Ranged,
            values: Field::ALL.iter().map(|&f| (f, self.get(f))).collect(),
            switches: Switch::ALL.iter().map(|&s| (s, self.is_on(s))).collect(),
        }
    }

    /// Puts back kept `inputs`: the picks first (they fill in stats), then the numbers
    /// and switches as they were.
    pub fn restore(&mut self, inputs: &Inputs, catalog: &Catalog) {
        let pick = |id: &Option<String>| {
            id.as_deref()
                .and_then(|id| catalog.model_index(id))
                .map(|index| ModelChoice::of(catalog, index))
        };
        if let Some(attacker) = pick(&inputs.attacker) {
            self.update(Message::AttackerPicked(attacker), catalog);
            let weapon = self
                .weapon_choices(catalog)
                .into_iter()
                .find(|c| c.index.is_some() && c.index == inputs.weapon);
            if let Some(weapon) = weapon {
                self.update(Message::WeaponPicked(weapon), catalog);
            }
        }
        if let Some(target) = pick(&inputs.target) {
            self.update(Message::TargetPicked(target), catalog);
        }
        self.mode = if inputs.ranged {
            Mode::Ranged
        } else {
            Mode::Melee
        };
        for (&field, &value) in &inputs.values {
            let range = field.range();
            self.set(field, value.clamp(*range.start(), *range.end()));
        }
        for (&switch, &on) in &inputs.switches {
            self.flip(switch, on);
        }
        self.recompute();
    }
}
