//! A sentence kept as what it says, not as the words it was first said in: the window
//! keeps its errors, news and refusals as [`Said`] and words them each time it draws,
//! so that one shown before a switch of language reads in the new one at once.

use crate::storage::Trouble;
use fluent_bundle::FluentValue;
use std::fmt;
use std::sync::Arc;

/// A sentence worded when it is shown, in the thread's language then. Made with
/// [`said!`](crate::words::said) from a message and its typed arguments, or from a
/// typed error ([`Said::of`]).
#[derive(Clone)]
pub struct Said(Arc<dyn Fn() -> String + Send + Sync>);

impl Said {
    /// The sentence `say` words, each time it is shown.
    pub fn new(say: impl Fn() -> String + Send + Sync + 'static) -> Said {
        Said(Arc::new(say))
    }

    /// What `what` says, in the language of the moment it is shown: a typed error
    /// (a [`Trouble`], a catalog's report) whose `Display` speaks the thread's language.
    pub fn of<T: fmt::Display + Send + Sync + 'static>(what: T) -> Said {
        Said::new(move || what.to_string())
    }

    /// `what` as `say` words it, each time it is shown: a typed refusal and the
    /// function of `words` that says it (`Said::by(refusal, words::tracker::refusal)`).
    pub fn by<T: Send + Sync + 'static>(what: T, say: fn(&T) -> String) -> Said {
        Said::new(move || say(&what))
    }

    /// A text no language changes (a name, a path, the system's own words), shown as
    /// it is.
    pub fn verbatim(text: impl Into<String>) -> Said {
        let text = text.into();
        Said::new(move || text.clone())
    }

    /// The sentence, in the thread's language now.
    pub fn text(&self) -> String {
        (self.0)()
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

impl fmt::Debug for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Said").field(&self.text()).finish()
    }
}

/// Two sentences are the same when they are one sentence kept twice (a clone): news
/// given again, even in the same words, is new news; and no comparison words them.
impl PartialEq for Said {
    fn eq(&self, other: &Said) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Said {}

impl From<Trouble> for Said {
    fn from(trouble: Trouble) -> Said {
        Said::of(trouble)
    }
}

/// An argument of a [`Said`] sentence, kept until the sentence is worded: a text, a
/// whole number (which a plural selects on), or a sentence of its own.
#[derive(Debug, Clone)]
pub enum Kept {
    /// A name, a path: the same in every language.
    Text(String),
    /// A count or a number, formatted by the message.
    Whole(i64),
    /// A sentence set inside this one, worded with it.
    Said(Said),
}

impl Kept {
    /// The argument as the message takes it, worded now.
    pub fn value(&self) -> FluentValue<'_> {
        match self {
            Kept::Text(text) => FluentValue::from(text.as_str()),
            Kept::Whole(n) => FluentValue::from(*n),
            Kept::Said(said) => FluentValue::from(said.text()),
        }
    }
}

impl From<String> for Kept {
    fn from(text: String) -> Kept {
        Kept::Text(text)
    }
}

impl From<&str> for Kept {
    fn from(text: &str) -> Kept {
        Kept::Text(text.to_owned())
    }
}

impl From<&String> for Kept {
    fn from(text: &String) -> Kept {
        Kept::Text(text.clone())
    }
}

impl From<Said> for Kept {
    fn from(said: Said) -> Kept {
        Kept::Said(said)
    }
}

impl From<Trouble> for Kept {
    fn from(trouble: Trouble) -> Kept {
        Kept::Said(trouble.into())
    }
}

impl From<std::path::Display<'_>> for Kept {
    fn from(path: std::path::Display<'_>) -> Kept {
        Kept::Text(path.to_string())
    }
}

/// Counts and numbers: saturated into the range Fluent formats, which no count of the
/// app's reaches.
macro_rules! whole {
    ($($kind:ty),+) => {$(
        impl From<$kind> for Kept {
            fn from(n: $kind) -> Kept {
                Kept::Whole(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )+};
}
whole!(u8, u16, u32, u64, usize, i32, i64);

/// A sentence worded when shown: `said!("id")`, or `said!("id", name = value)`, the
/// message and its arguments as [`tr!`](crate::words::tr) takes them, each argument
/// kept ([`Kept`]) until then.
macro_rules! said {
    ($id:literal) => {
        $crate::words::Said::new(|| $crate::words::tr!($id))
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        $(let $name = $crate::words::Kept::from($value);)+
        $crate::words::Said::new(move || $crate::words::tr!($id, $($name = $name.value()),+))
    }};
}
pub(crate) use said;

#[cfg(test)]
mod tests {
    use crate::words::{Language, within};

    #[test]
    fn a_sentence_reads_in_the_language_of_the_moment_it_is_shown() {
        let kept = said!("app-code-copied", length = 12u32);
        let english = kept.text();
        let spanish = within(Language::Spanish, || kept.text());
        assert_ne!(english, spanish);
        assert!(english.contains("12") && spanish.contains("12"));
    }

    #[test]
    fn a_sentence_inside_another_is_worded_with_it() {
        let inner = said!("storage-not-deleted", why = "x");
        let outer = said!("app-not-saved", error = inner);
        let spanish = within(Language::Spanish, || outer.text());
        let inner_spanish = within(Language::Spanish, || {
            said!("storage-not-deleted", why = "x").text()
        });
        assert!(spanish.contains(&inner_spanish), "{spanish}");
    }
}
