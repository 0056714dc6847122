//! The language people read: which one it is, its messages (the Fluent files under
//! `i18n/`, compiled in), and the lookup every sentence goes through ([`tr!`]).
//!
//! The window's language is kept per thread, as the app's updates and views all run on
//! one: each test runs on its own thread, so a test in Spanish cannot change another's
//! words. A printed sheet or report is written in the language it is given
//! ([`within`]), whatever the window shows.
//!
//! [`tr!`]: crate::words::tr

use crate::safe;
use fluent_bundle::FluentValue;
use i18n_embed::fluent::{FluentLanguageLoader, fluent_language_loader};
use i18n_embed::{I18nAssets, I18nEmbedError, LanguageLoader};
use rust_embed::RustEmbed;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::borrow::Cow;
use std::cell::Cell;
use std::sync::LazyLock;

/// The message files, `i18n/{code}/gotham_companion.ftl`, compiled into the binary.
#[derive(RustEmbed)]
#[folder = "i18n/"]
struct Messages;

/// A language of the interface, the printed sheets and the reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    /// English, the source language and the fallback of every other.
    #[default]
    English,
    /// Spanish, as players in Spain and Latin America read it.
    Spanish,
}

impl Language {
    /// Every language, in the order the switch offers them.
    pub const ALL: [Language; 2] = [Language::English, Language::Spanish];

    /// Its code, as an HTML page's `lang`, `--lang` and the settings file give it: "es".
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Spanish => "es",
        }
    }

    /// The language a code names ("en", "es"), if it is one of ours.
    pub fn from_code(code: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language for a system locale ("es-AR", "es_ES.UTF-8", "en-GB"): ours when it
    /// is one of ours, else English.
    pub fn for_locale(locale: &str) -> Language {
        let code = locale
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Language::from_code(&code).unwrap_or_default()
    }

    /// The language of the system this runs on, which the first start follows.
    pub fn of_system() -> Language {
        sys_locale::get_locale().map_or_else(Language::default, |l| Language::for_locale(&l))
    }

    /// Its name in its own words, as the language switch shows it: "Español". Never
    /// translated, so that a player lost in a language they cannot read finds their own.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Spanish => "Español",
        }
    }

    /// Its messages, falling back to English message by message.
    pub fn loader(self) -> &'static FluentLanguageLoader {
        &LOADERS[self as usize]
    }

    /// How it writes numbers, money and days.
    pub fn writing(self) -> &'static Writing {
        match self {
            Language::English => &Writing {
                // As the app always wrote them: "1500", "12.5%", "$25", 2026-11-25.
                group: None,
                decimal: '.',
                percent: "%",
                dollars: Dollars::Before("$"),
                day_first: false,
            },
            Language::Spanish => &Writing {
                group: Some('.'),
                decimal: ',',
                percent: "\u{a0}%",
                dollars: Dollars::After("\u{a0}$"),
                day_first: true,
            },
        }
    }
}

/// How a language writes numbers, money and days ("1.500", "12,5 %", "1.500 $",
/// 25/11/2026): data, which `words::numbers` follows.
#[derive(Debug)]
pub struct Writing {
    /// Between groups of three digits of a whole number; none: not grouped.
    pub group: Option<char>,
    /// Before the decimals.
    pub decimal: char,
    /// After a percentage's number.
    pub percent: &'static str,
    /// Where the sign of Funding goes.
    pub dollars: Dollars,
    /// Whether a day is written day first (25/11/2026), or as `YYYY-MM-DD`.
    pub day_first: bool,
}

/// Where the sign of an amount of Funding goes, with its spacing.
#[derive(Debug)]
pub enum Dollars {
    /// Before the number ("$1500").
    Before(&'static str),
    /// After it ("1.500 $").
    After(&'static str),
}

impl Serialize for Language {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.code())
    }
}

/// A saved language by its code. A code this version does not know (written by a newer
/// one), or a value that is no code at all (a number, a list), reads as none chosen,
/// so that the rest of the file is kept.
pub fn lenient<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Language>, D::Error> {
    /// The value as saved: a code, or anything else.
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Saved {
        Code(String),
        Other(serde::de::IgnoredAny),
    }
    Ok(match Saved::deserialize(deserializer)? {
        Saved::Code(code) => Language::from_code(&code),
        Saved::Other(_) => None,
    })
}

/// Each language's messages, loaded once.
static LOADERS: LazyLock<[FluentLanguageLoader; Language::ALL.len()]> = LazyLock::new(|| {
    Language::ALL.map(|language| {
        load(language).unwrap_or_else(|error| {
            // The files are compiled in, and a test loads each one: this is a broken
            // build, told once; the loader then answers with English or the ids.
            safe::to_stderr(&format!(
                "the {} messages cannot be read: {error}",
                language.code()
            ));
            fluent_language_loader!()
        })
    })
});

/// Reads a language's messages, with English behind them.
pub fn load(language: Language) -> Result<FluentLanguageLoader, I18nEmbedError> {
    load_from(&Messages, language)
}

/// Reads a language's messages from `files`, with English behind them: a message the
/// language lacks is said in English, never by its id.
fn load_from(
    files: &dyn I18nAssets,
    language: Language,
) -> Result<FluentLanguageLoader, I18nEmbedError> {
    let loader: FluentLanguageLoader = fluent_language_loader!();
    let mut wanted = vec![language.code()];
    if language != Language::English {
        wanted.push(Language::English.code());
    }
    let ids: Vec<_> = wanted
        .into_iter()
        .filter_map(|code| code.parse().ok())
        .collect();
    loader.load_languages(files, &ids)?;
    // Fluent wraps each argument in invisible direction marks by default; our texts are
    // all left to right, and the marks would show in sheets and break comparisons.
    loader.set_use_isolating(false);
    Ok(loader)
}

/// The raw text of a language's message file, for the tests that compare them.
pub fn source(language: Language) -> Option<String> {
    let file = Messages::get(&format!("{}/gotham_companion.ftl", language.code()))?;
    String::from_utf8(file.data.into_owned()).ok()
}

thread_local! {
    /// The language this thread writes in.
    static CURRENT: Cell<Language> = const { Cell::new(Language::English) };
}

/// The language this thread writes in: the window's, or a sheet's while it is written.
pub fn current() -> Language {
    CURRENT.with(Cell::get)
}

/// Makes `language` the one this thread writes in.
pub fn set_current(language: Language) {
    CURRENT.with(|current| current.set(language));
}

/// Runs `write` in `language`, then goes back to the thread's language.
pub fn within<T>(language: Language, write: impl FnOnce() -> T) -> T {
    let _speaking = speaking(language);
    write()
}

/// Writes in `language` until the answer is dropped, then goes back to the thread's
/// language (even on an early return): the first line of a sheet writer.
#[must_use = "the language goes back when this is dropped"]
pub fn speaking(language: Language) -> Speaking {
    let before = current();
    set_current(language);
    Speaking { before }
}

/// What [`speaking`] gives: the language to go back to.
#[derive(Debug)]
pub struct Speaking {
    before: Language,
}

impl Drop for Speaking {
    fn drop(&mut self) {
        set_current(self.before);
    }
}

/// Looks up a message in the thread's language: `tr!("id")`, or with arguments,
/// `tr!("id", name = value)`. Building fails on an id or an argument the English file
/// does not have. Each text argument is put in on one line ([`argument`]).
macro_rules! tr {
    ($id:literal) => {
        ::i18n_embed_fl::fl!($crate::words::current().loader(), $id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        ::i18n_embed_fl::fl!(
            $crate::words::current().loader(),
            $id,
            $($name = $crate::words::argument($value)),+
        )
    };
}

pub(crate) use tr;

/// An argument of a message as the message shows it: a text on one line
/// ([`safe::one_line`]), so that a name from a file, a line break in it, cannot add a
/// line of its own to a sentence, a log or a printed sheet; a number as it is.
pub fn argument<'a>(value: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    match value.into() {
        FluentValue::String(text) => match safe::one_line(&text) {
            Cow::Borrowed(_) => FluentValue::String(text),
            Cow::Owned(shown) => FluentValue::String(Cow::Owned(shown)),
        },
        other => other,
    }
}

/// A message borrowed for as long as the window shows it (a stepper's label, a rank's
/// name): each language's text is looked up once and kept for the life of the program.
/// `lasting!(id, count, arg)` gives the numbered texts of a row of such labels, the
/// message given `arg` = 1 to `count`.
macro_rules! lasting {
    ($id:literal) => {{
        static TEXTS: [std::sync::OnceLock<String>; $crate::words::Language::ALL.len()] =
            [const { std::sync::OnceLock::new() }; $crate::words::Language::ALL.len()];
        TEXTS[$crate::words::current() as usize]
            .get_or_init(|| $crate::words::tr!($id))
            .as_str()
    }};
    ($id:literal, $count:expr, $arg:ident) => {{
        static TEXTS: [std::sync::OnceLock<Vec<String>>; $crate::words::Language::ALL.len()] =
            [const { std::sync::OnceLock::new() }; $crate::words::Language::ALL.len()];
        TEXTS[$crate::words::current() as usize].get_or_init(|| {
            (1..=$count as u64)
                .map(|n| $crate::words::tr!($id, $arg = n))
                .collect()
        })
    }};
}
pub(crate) use lasting;

#[cfg(test)]
mod tests {
    use super::{Language, current, load_from, within};
    use rust_embed::RustEmbed;

    /// A Spanish file that lacks one of the English messages.
    #[derive(RustEmbed)]
    #[folder = "tests/fixtures/i18n-partial/"]
    struct Partial;

    #[test]
    fn a_message_a_language_lacks_is_said_in_english_never_by_its_id() {
        let spanish = load_from(&Partial, Language::Spanish).expect("the fixture loads");
        assert_eq!(spanish.get("greeting"), "Hola");
        assert_eq!(spanish.get("farewell"), "Goodbye");
    }

    #[test]
    fn a_locale_chooses_its_language_and_any_other_gives_english() {
        assert_eq!(Language::for_locale("es-AR"), Language::Spanish);
        assert_eq!(Language::for_locale("es_ES.UTF-8"), Language::Spanish);
        assert_eq!(Language::for_locale("ES"), Language::Spanish);
        assert_eq!(Language::for_locale("en-GB"), Language::English);
        assert_eq!(Language::for_locale("fr-FR"), Language::English);
        assert_eq!(Language::for_locale("C"), Language::English);
        assert_eq!(Language::for_locale(""), Language::English);
    }

    #[test]
    fn a_sheet_written_in_another_language_leaves_the_thread_s_as_it_was() {
        assert_eq!(current(), Language::English);
        let inside = within(Language::Spanish, current);
        assert_eq!(inside, Language::Spanish);
        assert_eq!(current(), Language::English);
    }
}
