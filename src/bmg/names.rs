//! Matching the loose character names found in catalog text against models.
//!
//! Equipment lists who may carry it and who must be in the crew as printed names
//! ("James Gordon", "Oswald C. Cobblepot", "Red Hood (Arkham Knight)"), which rarely
//! equal the catalog's full `name` ("James W. Gordon") or `alias` exactly. These helpers
//! compare such names the way a player would read them.

use super::catalog::Model;

/// Lowercases `text`, keeps letters, digits and single spaces, and drops the rest
/// (apostrophes, dots, parentheses), so "Ra's Al Ghul" and "ras al ghul" compare equal.
pub fn normalize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if (c.is_whitespace() || c == '-') && !out.ends_with(' ') && !out.is_empty() {
            out.push(' ');
        }
    }
    if out.ends_with(' ') {
        out.pop();
    }
    out
}

/// The alias without a trailing parenthesised version: "Batman (Bushi)" gives "Batman".
pub fn alias_base(alias: &str) -> &str {
    match alias.rfind(" (") {
        Some(start) if alias.ends_with(')') => &alias[..start],
        _ => alias,
    }
}

/// Whether a true identity is hidden (`Unknown` or `Classified`), so that the alias
/// identifies the character instead. Cards printed "Unknown Jester" or "Unknown
/// Puppet" hide it too: the word after "Unknown" describes, it does not name.
pub fn is_hidden_name(name: &str) -> bool {
    let first = name.split_whitespace().next().unwrap_or("");
    first.eq_ignore_ascii_case("unknown") || first.eq_ignore_ascii_case("classified")
}

/// Whether every word of `short` appears in `full`, a single letter standing for any
/// word with that initial ("Oswald C. Cobblepot" within "Oswald Chesterfield Cobblepot").
fn words_within(short: &str, full: &str) -> bool {
    let full: Vec<&str> = full.split(' ').collect();
    let mut any = false;
    for word in short.split(' ') {
        any = true;
        let found = if word.chars().count() == 1 {
            full.iter().any(|candidate| candidate.starts_with(word))
        } else {
            full.contains(&word)
        };
        if !found {
            return false;
        }
    }
    any
}

/// How a printed name may be matched against a model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameMatch {
    /// By alias (with or without its version in parentheses), true name or trait.
    Any,
    /// By alias only ("Alias: Scarecrow").
    AliasOnly,
}

/// A model's names and traits, [`normalize`]d once so that printed references can be
/// compared against every model quickly.
#[derive(Debug, Clone)]
pub struct ModelNames {
    alias: String,
    alias_base: String,
    /// `None` when the true identity is hidden.
    name: Option<String>,
    traits: Vec<String>,
}

impl ModelNames {
    /// The normalised names of `model`.
    pub fn of(model: &Model) -> ModelNames {
        ModelNames {
            alias: normalize(&model.alias),
            alias_base: normalize(alias_base(&model.alias)),
            name: (!is_hidden_name(&model.name)).then(|| normalize(&model.name)),
            traits: model.traits.iter().map(|t| normalize(t)).collect(),
        }
    }

    /// Whether the printed `reference` (already [`normalize`]d) names this model.
    pub fn matches(&self, reference: &str, how: NameMatch) -> bool {
        if reference.is_empty() {
            return false;
        }
        if reference == self.alias || reference == self.alias_base {
            return true;
        }
        if how == NameMatch::AliasOnly {
            return false;
        }
        if let Some(name) = &self.name
            && (reference == name || words_within(reference, name))
        {
            return true;
        }
        self.traits.iter().any(|t| t == reference)
    }

    /// The model's normalised traits.
    pub fn traits(&self) -> &[String] {
        &self.traits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalize_drops_punctuation_and_case() {
        assert_eq!(normalize("Ra's Al Ghul"), "ras al ghul");
        assert_eq!(normalize("  Dr.  Harleen  "), "dr harleen");
        assert_eq!(
            normalize("Red Hood (Arkham Knight)"),
            "red hood arkham knight"
        );
        assert_eq!(normalize("Spider-Man"), "spider man");
    }

    #[test]
    fn hidden_names() {
        assert!(is_hidden_name("Unknown"));
        assert!(is_hidden_name("Classified"));
        assert!(is_hidden_name("Unknown Jester"));
        assert!(!is_hidden_name("Bruce Wayne"));
        assert!(!is_hidden_name("Unknowable Man"));
    }

    #[test]
    fn alias_base_strips_version() {
        assert_eq!(alias_base("Batman (Bushi)"), "Batman");
        assert_eq!(alias_base("Batman Beyond"), "Batman Beyond");
    }

    #[test]
    fn initials_stand_for_words() {
        assert!(words_within(
            "oswald c cobblepot",
            "oswald chesterfield cobblepot"
        ));
        assert!(words_within("james gordon", "james w gordon"));
        assert!(!words_within("james gordon", "barbara gordon"));
        assert!(!words_within("", "barbara gordon"));
    }
}
