//! `code encode` and `code decode`: a crew as a short code to paste in a chat, and back.

use super::{EXIT_OK, EXIT_UNREADABLE, quoted, shown};
use crate::bmg::{Catalog, code};
use crate::storage;
use crate::words::code as words;
use clap::Subcommand;
use std::path::{Path, PathBuf};

/// A `code` subcommand.
#[derive(Debug, Subcommand)]
pub enum CodeCommand {
    /// Print a crew file's code: one line, to paste in a chat message.
    ///
    /// Exits 2 when the file cannot be read, or holds an id the bundled catalog does
    /// not know.
    Encode {
        /// The crew file.
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// Write the crew a code holds to a crew file, as the app saves it.
    ///
    /// Exits 2 when the code is damaged or made by a newer Gotham Companion, or the
    /// file cannot be written.
    Decode {
        /// The code; spaces and line breaks pasted into it are ignored, so it may
        /// also come in several parts.
        #[arg(value_name = "CODE", required = true, num_args = 1..)]
        code: Vec<String>,
        /// The crew file to write.
        #[arg(long, short, value_name = "FILE")]
        output: PathBuf,
        /// Replace the output file if it exists.
        #[arg(long)]
        force: bool,
    },
}

/// Runs a `code` subcommand and returns the exit code.
pub(super) fn run(command: CodeCommand, catalog: &Catalog) -> u8 {
    match command {
        CodeCommand::Encode { file } => encode(&file, catalog),
        CodeCommand::Decode {
            code,
            output,
            force,
        } => decode(&code.concat(), &output, force, catalog),
    }
}

fn encode(file: &Path, catalog: &Catalog) -> u8 {
    let mut crew = match storage::load_crew(file) {
        Ok(crew) => crew,
        Err(error) => {
            tell!("error: {error:#}");
            return EXIT_UNREADABLE;
        }
    };
    // A profile the catalog renamed is coded under its new id.
    crate::bmg::update::crews::follow_renames(&mut crew, catalog);
    match code::encode(&crew, catalog) {
        Ok(code) => {
            say!("{code}");
            EXIT_OK
        }
        Err(error) => {
            tell!("error: {}: {}", shown(file), words::crew_code(&error));
            EXIT_UNREADABLE
        }
    }
}

fn decode(text: &str, output: &Path, force: bool, catalog: &Catalog) -> u8 {
    let mut crew = match code::decode(text, catalog) {
        Ok(crew) => crew,
        Err(error) => {
            tell!("error: {}", words::crew_code(&error));
            return EXIT_UNREADABLE;
        }
    };
    if !force && output.exists() {
        tell!(
            "error: {} exists; choose another file, or pass --force to replace it",
            shown(output)
        );
        return EXIT_UNREADABLE;
    }
    // A code made before a profile was renamed names its old id: the crew written is
    // the one the catalog in use knows.
    crate::bmg::update::crews::follow_renames(&mut crew, catalog);
    match storage::save_crew(output, &crew) {
        Ok(()) => {
            say!("Wrote {} to {}", quoted(&crew.name), shown(output));
            EXIT_OK
        }
        Err(error) => {
            tell!("error: {error:#}");
            EXIT_UNREADABLE
        }
    }
}
