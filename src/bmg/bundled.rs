//! The text of the bundled catalog's files (`data/`), compiled into the binary. A leaf:
//! the catalog reads them, and so do the code numbers and the trait reader.

/// `models.json`.
pub const MODELS: &str = include_str!("../../data/models.json");
/// `equipment.json`.
pub const EQUIPMENT: &str = include_str!("../../data/equipment.json");
/// `objective-cards.json`.
pub const CARDS: &str = include_str!("../../data/objective-cards.json");
/// `rulesets.json`.
pub const RULESETS: &str = include_str!("../../data/rulesets.json");
/// `affiliation-rules.json`.
pub const AFFILIATION_RULES: &str = include_str!("../../data/affiliation-rules.json");
/// `code-numbers.json`.
pub const CODE_NUMBERS: &str = include_str!("../../data/code-numbers.json");
/// `manifest.json`.
pub const MANIFEST: &str = include_str!("../../data/manifest.json");
