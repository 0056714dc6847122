//! `collection`: the miniatures owned, imported from and exported to CSV.

use super::{EXIT_OK, EXIT_UNREADABLE, load_catalog, shown};
use crate::bmg::Catalog;
use crate::bmg::collection::Collection;
use crate::storage;
use anyhow::{Context, Result, anyhow, bail};
use clap::Subcommand;
use std::path::{Path, PathBuf};

/// A `collection` subcommand.
#[derive(Debug, Subcommand)]
pub enum CollectionCommand {
    /// Replace the collection's counts with those of a CSV file (`id,alias,owned`, an
    /// optional header line first). A file with a bad line changes nothing: every bad
    /// line is named, and the command exits 2. The "also plays" marks are kept.
    Import {
        /// The CSV file.
        #[arg(value_name = "FILE.csv")]
        file: PathBuf,
    },
    /// Print the collection as CSV: `id,alias,owned`, a header first, a line per
    /// profile owned.
    Export,
}

/// Runs a `collection` subcommand.
pub fn run(command: CollectionCommand, data: Option<&Path>) -> u8 {
    let outcome = match command {
        CollectionCommand::Import { file } => import(&file, data),
        CollectionCommand::Export => export(data),
    };
    match outcome {
        Ok(()) => EXIT_OK,
        Err(error) => {
            tell!("error: {error:#}");
            EXIT_UNREADABLE
        }
    }
}

/// The collection file and the collection in it, the catalog followed (renamed
/// profiles under their new id); an empty collection where there is none yet.
pub(super) fn current(catalog: &Catalog) -> Result<(PathBuf, Collection)> {
    let path = storage::collection_path()?;
    // The error names the file, the line and the column; this says what to do.
    let mut collection = storage::load_collection(&path)
        .context("the collection cannot be read (move the file aside to start again)")?;
    collection.follow_catalog(catalog);
    Ok((path, collection))
}

fn export(data: Option<&Path>) -> Result<()> {
    let catalog = load_catalog(data).map_err(|report| anyhow!("{report}"))?;
    let (_, collection) = current(&catalog)?;
    say!("{}", collection.to_csv().trim_end());
    Ok(())
}

fn import(file: &Path, data: Option<&Path>) -> Result<()> {
    let catalog = load_catalog(data).map_err(|report| anyhow!("{report}"))?;
    let text = storage::read_text(file, storage::CSV_FILE_CAP, storage::FileKind::Csv)?;
    let home = storage::home()?;
    let _lock = match storage::lock_folder(&home)? {
        storage::Claim::Held(lock) => lock,
        storage::Claim::HeldElsewhere => bail!(
            "a Gotham Companion window has the data folder {} open: close it first",
            shown(&home)
        ),
    };
    let (path, collection) = current(&catalog)?;
    let imported = collection.with_csv(&text, &catalog).map_err(|bad| {
        let lines: Vec<String> = bad.iter().map(crate::words::collection::bad_line).collect();
        anyhow!(
            "{}: nothing was imported, as {} cannot be read:\n  {}",
            shown(file),
            crate::words::count(bad.len() as u64, "line", "lines"),
            lines.join("\n  ")
        )
    })?;
    storage::save_collection(&path, &imported)
        .with_context(|| format!("cannot save {}", shown(&path)))?;
    say!(
        "Imported {} into {}",
        crate::words::collection::size(imported.size()),
        shown(&path)
    );
    Ok(())
}
