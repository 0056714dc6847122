//! The message files as the tests read them: each message with its text and the
//! variables it uses, and the English texts a page in another language must not show.

use gotham_companion::words::{self, Language};
use std::collections::{BTreeMap, BTreeSet};

/// A message of a Fluent file: its text as written, and the variables it uses.
pub struct Message {
    /// The text after `id =`, with its continuation lines.
    pub text: String,
    /// The names of the `{ $variables }` it uses.
    pub variables: BTreeSet<String>,
}

/// Each message of a language's file, by id.
pub fn messages(language: Language) -> BTreeMap<String, Message> {
    let source = words::source(language).expect("the messages are compiled in");
    let mut found: BTreeMap<String, Message> = BTreeMap::new();
    let mut last: Option<String> = None;
    for line in source.lines() {
        let continues = line.starts_with([' ', '\t', '}']);
        let text = if continues {
            line
        } else {
            last = None;
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let (id, text) = line.split_once('=').expect("a message is `id = text`");
            let id = id.trim().to_owned();
            let message = Message {
                text: String::new(),
                variables: BTreeSet::new(),
            };
            assert!(
                found.insert(id.clone(), message).is_none(),
                "{}: {id} is given twice",
                language.code()
            );
            last = Some(id);
            text
        };
        let Some(id) = &last else { continue };
        let message = found.get_mut(id).expect("inserted above");
        if !message.text.is_empty() {
            message.text.push('\n');
        }
        message.text.push_str(text.trim());
        for (at, _) in line.match_indices('$') {
            // A variable is `{ $name`; a `$` in the text is a dollar sign.
            if !line[..at].trim_end().ends_with('{') {
                continue;
            }
            let name: String = line[at + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect();
            message.variables.insert(name);
        }
    }
    found
}

/// The English texts that would give away a message left untranslated: each fixed
/// part of an English message (the words between its `{ }`) that its translation
/// does not also hold, of two words and eight letters or more, so that a word a name may hold
/// ("Card", "Legal") is never mistaken for one.
pub fn tell_tales(language: Language) -> Vec<String> {
    let english = messages(Language::English);
    let translated = messages(language);
    let mut tales = BTreeSet::new();
    for (id, message) in &english {
        let theirs = translated.get(id).map_or("", |m| m.text.as_str());
        for part in fixed_parts(&message.text) {
            if part.split_whitespace().count() >= 2 && part.len() >= 8 && !theirs.contains(&part) {
                tales.insert(part);
            }
        }
    }
    tales.into_iter().collect()
}

/// The text of a message outside its placeables and selector lines.
fn fixed_parts(text: &str) -> Vec<String> {
    let mut parts = Vec::new();
    for line in text.lines() {
        let line = line.trim_start_matches(['[', '*']);
        let line = match line.find(']') {
            Some(end) if text.contains("->") => &line[end + 1..],
            _ => line,
        };
        let mut depth = 0usize;
        let mut part = String::new();
        for c in line.chars() {
            match c {
                '{' => {
                    depth += 1;
                    parts.push(std::mem::take(&mut part));
                }
                '}' => depth = depth.saturating_sub(1),
                _ if depth == 0 => part.push(c),
                _ => {}
            }
        }
        parts.push(part);
    }
    parts
        .into_iter()
        .map(|p| {
            p.trim()
                .trim_matches(|c: char| c.is_ascii_punctuation() || c == '·')
                .trim()
                .to_owned()
        })
        .filter(|p| !p.is_empty())
        .collect()
}

/// The English tell-tales `text` shows, written in `language`.
pub fn english_in(text: &str, language: Language) -> Vec<String> {
    tell_tales(language)
        .into_iter()
        .filter(|tale| text.contains(tale.as_str()))
        .collect()
}

/// A message in `language`, given text arguments: what the app shows for it.
pub fn say(language: Language, id: &str, args: &[(&str, &str)]) -> String {
    let args: std::collections::HashMap<&str, String> =
        args.iter().map(|&(k, v)| (k, v.to_owned())).collect();
    language.loader().get_args(id, args)
}

/// A message in `language`, given number arguments (which choose its plural).
pub fn say_n(language: Language, id: &str, args: &[(&str, i64)]) -> String {
    let args: std::collections::HashMap<&str, i64> = args.iter().copied().collect();
    language.loader().get_args(id, args)
}

/// A message's start in `language`, up to its first argument, as a label pattern
/// ("Show all *"): the text before the first `{`.
pub fn starting(language: Language, id: &str) -> String {
    let messages = messages(language);
    let text = &messages
        .get(id)
        .unwrap_or_else(|| panic!("no message {id}"))
        .text;
    let start = text.split('{').next().unwrap_or_default();
    assert!(!start.trim().is_empty(), "{id} starts with an argument");
    format!("{start}*")
}

/// A counted message's start in `language`, as a label pattern: what it says for
/// every count alike (its plural forms share it), then `*`.
pub fn counted_start(language: Language, id: &str) -> String {
    let forms: Vec<String> = [0, 1, 2, 5, 21]
        .iter()
        .map(|&count| say_n(language, id, &[("count", count)]))
        .collect();
    let shared = forms[0]
        .char_indices()
        .map(|(at, _)| at)
        .chain(std::iter::once(forms[0].len()))
        .take_while(|&at| forms.iter().all(|form| form.starts_with(&forms[0][..at])))
        .last()
        .unwrap_or(0);
    let start = &forms[0][..shared];
    assert!(!start.trim().is_empty(), "{id} starts with its count");
    format!("{start}*")
}
