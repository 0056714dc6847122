//! The sentences people read, made at the edge from the core's typed values: one module
//! per concept, each sentence written once and used by the window, the command line's
//! human text and the printed sheets alike. (The module the translated interface's
//! message lookup replaces.)

pub mod code;
pub mod collection;
pub mod games;
mod language;
pub mod numbers;
pub mod odds;
pub mod rules;
mod said;
pub mod storage;
pub mod tournament;
pub mod tracker;
pub mod update;

pub use language::{
    Dollars, Language, Speaking, Writing, argument, current, lenient, load, set_current, source,
    speaking, within,
};
pub(crate) use language::{lasting, tr};
pub(crate) use said::said;
pub use said::{Kept, Said};

/// A sentence set inside another ("collection: fieldable ...", "Lieutenant now applies
/// (costs no $ ...)"): its first letter lower case, unless the first word is a name
/// ("MK II", "X").
pub fn lower_first(sentence: &str) -> String {
    let mut chars = sentence.chars();
    match (chars.next(), chars.next()) {
        (Some(first), Some(second)) if first.is_uppercase() && second.is_lowercase() => first
            .to_lowercase()
            .chain(sentence.chars().skip(1))
            .collect(),
        _ => sentence.to_owned(),
    }
}

/// A message about `why` where `why` may run over several lines (a catalog pack's
/// problems, one a line): the message (`say`) takes its first line, as its arguments
/// are one line each, and the other lines follow the message as they are.
pub fn with_lines(why: &str, say: impl FnOnce(&str) -> String) -> String {
    match why.split_once('\n') {
        Some((first, rest)) => format!("{}\n{rest}", say(first)),
        None => say(why),
    }
}

/// What is said of `what`, after its name ("Loose Lips: Rep 50 → 60"), with the
/// language's own punctuation: no sentence is joined with a colon in code.
pub fn said_of(what: &str, said: &str) -> String {
    tr!("said-of", what = what, said = said)
}

/// Joins names as a player would write them: "A", "A and B", "A, B and C".
pub fn join_names<S: AsRef<str>>(names: &[S], last: &str) -> String {
    match names {
        [] => String::new(),
        [only] => only.as_ref().to_owned(),
        [init @ .., tail] => {
            let head: Vec<&str> = init.iter().map(AsRef::as_ref).collect();
            format!("{} {last} {}", head.join(", "), tail.as_ref())
        }
    }
}

/// Who won, with the verb agreeing: "Ann wins", "Ann and Bo win".
pub fn winners(names: &[&str]) -> String {
    if names.is_empty() {
        return tr!("winners-none");
    }
    let and = format!(" {} ", tr!("and"));
    tr!("winners", count = names.len(), names = names.join(&and))
}

/// `n` followed by the noun's singular or plural form: "1 list", "3 lists".
pub fn count(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

#[cfg(test)]
mod tests {
    use super::{count, winners};

    #[test]
    fn the_verb_and_the_noun_agree_with_their_number() {
        assert_eq!(winners(&["Ann"]), "Ann wins");
        assert_eq!(winners(&["Ann", "Bo"]), "Ann and Bo win");
        assert_eq!(count(1u32, "share", "shares"), "1 share");
        assert_eq!(count(0u32, "share", "shares"), "0 shares");
        assert_eq!(count(2u32, "share", "shares"), "2 shares");
    }
}
