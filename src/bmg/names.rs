//! Matching the loose character names found in catalog text against models.
//!
//! Equipment lists who may carry it and who must be in the crew as printed names
//! ("James Gordon", "Oswald C. Cobblepot", "Red Hood (Arkham Knight)"), and card
//! traits name models in their parameters ("Aversion (Harley Quinn)", "Lieutenant
//! (The Riddler)"). These rarely equal a catalog `name` or `alias` exactly; the helpers
//! here compare them the way a player reads them (see ../shared/rules/NOTES.md,
//! "Names in trait parameters").

use std::cmp::Ordering;

/// Lowercases `text`, keeps letters, digits and single spaces, and drops the rest
/// (apostrophes, dots, parentheses), so "Ra's Al Ghul" and "ras al ghul" compare equal.
pub fn normalize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if (c.is_whitespace() || c == '-' || c == '/')
            && !out.ends_with(' ')
            && !out.is_empty()
        {
            out.push(' ');
        }
    }
    if out.ends_with(' ') {
        out.pop();
    }
    out
}

/// Compares two texts as a reader orders them: runs of digits by their value, so
/// "Biker 2" comes before "Biker 10", and everything else character by character.
pub fn natural_cmp(a: &str, b: &str) -> Ordering {
    let (mut a, mut b) = (a.chars().peekable(), b.chars().peekable());
    loop {
        let order = match (a.peek(), b.peek()) {
            (None, None) => return Ordering::Equal,
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(x), Some(y)) if x.is_ascii_digit() && y.is_ascii_digit() => {
                compare_numbers(&digit_run(&mut a), &digit_run(&mut b))
            }
            (Some(x), Some(y)) => {
                let order = x.cmp(y);
                a.next();
                b.next();
                order
            }
        };
        if order != Ordering::Equal {
            return order;
        }
    }
}

/// Takes the run of ASCII digits at the front of `chars`.
fn digit_run(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) -> String {
    let mut run = String::new();
    while let Some(c) = chars.next_if(char::is_ascii_digit) {
        run.push(c);
    }
    run
}

/// Compares two runs of digits by value, however long they are (no overflow).
fn compare_numbers(a: &str, b: &str) -> Ordering {
    let (a, b) = (a.trim_start_matches('0'), b.trim_start_matches('0'));
    a.len().cmp(&b.len()).then_with(|| a.cmp(b))
}

/// The alias without a trailing parenthesised version: "Batman (Bushi)" gives "Batman".
pub fn alias_base(alias: &str) -> &str {
    match alias.rfind(" (") {
        Some(start) if alias.ends_with(')') => &alias[..start],
        _ => alias,
    }
}

/// The true identity the catalog gives a profile whose card prints none.
pub const UNKNOWN_NAME: &str = "Unknown";

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
    let mut any = false;
    for word in short.split(' ') {
        any = true;
        let found = if word.chars().count() == 1 {
            full.split(' ').any(|candidate| candidate.starts_with(word))
        } else {
            full.split(' ').any(|candidate| candidate == word)
        };
        if !found {
            return false;
        }
    }
    any
}

/// How a printed name may be matched against a model.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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
    /// The normalised names of a model with this `alias`, true `name` and `traits`.
    pub fn new(alias: &str, name: &str, traits: &[String]) -> ModelNames {
        ModelNames {
            alias: normalize(alias),
            alias_base: normalize(alias_base(alias)),
            name: (!is_hidden_name(name)).then(|| normalize(name)),
            traits: traits.iter().map(|t| normalize(t)).collect(),
        }
    }

    /// Whether the printed `reference` (already [`normalize`]d) names this model, the
    /// loose way equipment restrictions are printed.
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

    /// "Alias (X)" or "(X)" in a trait: the alias is X, or a version of it ("X (...)"),
    /// or the true Name is X. `x` is [`normalize`]d.
    pub fn is_called(&self, x: &str) -> bool {
        !x.is_empty()
            && (x == self.alias || x == self.alias_base || self.name.as_deref() == Some(x))
    }

    /// "Name: X" in a trait: the true Name is X or, where it is hidden, the alias is
    /// called X as in [`ModelNames::is_called`].
    pub fn is_named(&self, x: &str) -> bool {
        match &self.name {
            Some(name) => name == x,
            None => !x.is_empty() && (x == self.alias || x == self.alias_base),
        }
    }

    /// Whether the alias is exactly X (its version included).
    pub fn has_alias(&self, x: &str) -> bool {
        x == self.alias
    }

    /// The character this profile is: its true Name, or its alias where the Name is
    /// hidden, normalised.
    pub fn character(&self) -> &str {
        self.name.as_deref().unwrap_or(&self.alias)
    }

    /// The model's normalised traits.
    pub fn traits(&self) -> &[String] {
        &self.traits
    }
}

/// Catalog positions of the models a trait parameter calls `x`
/// ([`ModelNames::is_called`]); when none is, those whose true Name holds every word
/// of `x` ("Maroni" for Salvatore Maroni).
pub fn called(models: &[ModelNames], x: &str) -> Vec<usize> {
    let x = normalize(x);
    let exact = positions(models, |m| m.is_called(&x));
    if !exact.is_empty() {
        return exact;
    }
    positions(models, |m| {
        m.name.as_deref().is_some_and(|n| words_within(&x, n))
    })
}

/// Every profile of the character a trait parameter names: the models [`called`] `x`
/// and every other profile of the same character.
pub fn character(models: &[ModelNames], x: &str) -> Vec<usize> {
    let found = called(models, x);
    let characters: Vec<&str> = found.iter().map(|&i| models[i].character()).collect();
    positions(models, |m| characters.contains(&m.character()))
}

/// Catalog positions of the models "Name: X" names ([`ModelNames::is_named`]).
pub fn named(models: &[ModelNames], x: &str) -> Vec<usize> {
    let x = normalize(x);
    positions(models, |m| m.is_named(&x))
}

/// Catalog positions of the models whose alias is exactly `x` (punctuation aside).
pub fn with_alias(models: &[ModelNames], x: &str) -> Vec<usize> {
    let x = normalize(x);
    positions(models, |m| m.has_alias(&x))
}

fn positions(models: &[ModelNames], keep: impl Fn(&ModelNames) -> bool) -> Vec<usize> {
    models
        .iter()
        .enumerate()
        .filter(|(_, m)| keep(m))
        .map(|(i, _)| i)
        .collect()
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
        assert_eq!(normalize("Batclaw/Grapple Gun"), "batclaw grapple gun");
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

    fn profiles() -> Vec<ModelNames> {
        let none: &[String] = &[];
        vec![
            ModelNames::new("Batman (Bushi)", "Bruce Wayne", none),
            ModelNames::new("Batman Beyond", "Terry McGinnis", none),
            ModelNames::new("Bruce Wayne", "Bruce Wayne", none),
            ModelNames::new("Bane (Rebirth)", "Unknown", none),
            ModelNames::new("Sal Maroni", "Salvatore Maroni", none),
        ]
    }

    #[test]
    fn called_takes_every_version_of_an_alias_and_the_true_name() {
        let models = profiles();
        // "Batman" is Batman (Bushi), not Batman Beyond (another alias).
        assert_eq!(called(&models, "Batman"), vec![0]);
        assert_eq!(called(&models, "Batman Bushi"), vec![0]);
        assert_eq!(called(&models, "Bruce Wayne"), vec![0, 2]);
        assert_eq!(called(&models, "Terry McGinnis"), vec![1]);
        // A surname alone falls back to the true Names holding it.
        assert_eq!(called(&models, "Maroni"), vec![4]);
        assert!(called(&models, "Kal-El").is_empty());
    }

    #[test]
    fn character_expands_to_every_profile_of_the_true_name() {
        let models = profiles();
        assert_eq!(character(&models, "Batman"), vec![0, 2]);
    }

    #[test]
    fn named_uses_the_alias_only_where_the_name_is_hidden() {
        let models = profiles();
        assert_eq!(named(&models, "Bane"), vec![3]);
        assert_eq!(named(&models, "Bruce Wayne"), vec![0, 2]);
        assert!(named(&models, "Batman").is_empty());
    }

    #[test]
    fn with_alias_is_exact() {
        let models = profiles();
        assert_eq!(with_alias(&models, "Batman Bushi"), vec![0]);
        assert!(with_alias(&models, "Batman").is_empty());
    }
}
