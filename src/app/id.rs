//! The widget ids of the window's own controls (the tabs' are [`Screen::id`]), which
//! tests press them by whatever the language of their labels.
//!
//! [`Screen::id`]: super::Screen::id

/// The header's text size button, which steps to the next scale.
pub const TEXT_SCALE: &str = "text-scale";
/// The header's "?": the keyboard shortcuts.
pub const HELP: &str = "help";
/// Close the keyboard shortcuts.
pub const HELP_CLOSE: &str = "help-close";
/// Save the open crew, then go ahead (the "save your changes?" question).
pub const PROMPT_SAVE: &str = "prompt-save";
/// Go ahead without saving the open crew.
pub const PROMPT_DISCARD: &str = "prompt-discard";
/// Neither: stay with the open crew.
pub const PROMPT_CANCEL: &str = "prompt-cancel";
/// The status line's Undo of an edit of many profiles of the collection.
pub const UNDO_COLLECTION: &str = "undo-collection";

/// The help overlay's switch to `language`.
pub fn language(language: crate::words::Language) -> String {
    format!("language-{}", language.code())
}
