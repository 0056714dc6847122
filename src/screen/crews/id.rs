//! The widget ids of the crew list's fields and controls, which tests find them by
//! whatever the language of their labels. A saved crew's buttons are named by its
//! place in the list.

/// The import path field.
pub const IMPORT_PATH: &str = "import-path";
/// The export path field.
pub const EXPORT_PATH: &str = "export-path";
/// The field where a crew code is pasted.
pub const CODE: &str = "crew-code";
/// The collection's CSV path field.
pub const CSV_PATH: &str = "collection-csv";

/// Start a new crew.
pub const NEW: &str = "crews-new";
/// Add the example crews.
pub const EXAMPLES: &str = "crews-examples";
/// Import a crew file chosen in a dialog.
pub const IMPORT_FILE: &str = "crews-import-file";
/// Import the crew file whose path is typed.
pub const IMPORT: &str = "crews-import";
/// Open the crew of the pasted code.
pub const OPEN_CODE: &str = "crews-open-code";
/// Delete the crew asked about, for good.
pub const DELETE_CONFIRM: &str = "crews-delete-confirm";
/// Keep the crew asked about.
pub const DELETE_KEEP: &str = "crews-delete-keep";
/// Choose where to export the crew in a dialog.
pub const EXPORT_CHOOSE: &str = "crews-export-choose";
/// Export the crew file to the typed path.
pub const EXPORT_CREW: &str = "crews-export-crew";
/// Export the roster to the typed path.
pub const EXPORT_ROSTER: &str = "crews-export-roster";
/// Give up the export.
pub const EXPORT_CANCEL: &str = "crews-export-cancel";
/// Export the collection as CSV, to a file chosen in a dialog.
pub const CSV_EXPORT_CHOOSE: &str = "collection-export-choose";
/// Import a collection CSV chosen in a dialog.
pub const CSV_IMPORT_CHOOSE: &str = "collection-import-choose";
/// Import the collection CSV whose path is typed.
pub const CSV_IMPORT: &str = "collection-import";
/// Export the collection as CSV to the typed path.
pub const CSV_EXPORT: &str = "collection-export";
/// Show (or hide) what the crews in use need.
pub const IN_USE_LIST: &str = "in-use-list";
/// Switch every crew out of use.
pub const IN_USE_CLEAR: &str = "in-use-clear";

/// Open the crew listed at `n` in the builder.
pub fn open(n: usize) -> String {
    format!("crews-open-{n}")
}

/// Rename the crew listed at `n`.
pub fn rename(n: usize) -> String {
    format!("crews-rename-{n}")
}

/// Save a copy of the crew listed at `n`.
pub fn duplicate(n: usize) -> String {
    format!("crews-duplicate-{n}")
}

/// Copy the crew code of the crew listed at `n`.
pub fn copy_code(n: usize) -> String {
    format!("crews-copy-code-{n}")
}

/// Export the crew listed at `n`.
pub fn export(n: usize) -> String {
    format!("crews-export-{n}")
}

/// Delete the crew listed at `n` (it asks first).
pub fn delete(n: usize) -> String {
    format!("crews-delete-{n}")
}

/// The switch counting the crew listed at `n` in the models in use.
pub fn in_use(n: usize) -> String {
    format!("crews-in-use-{n}")
}
