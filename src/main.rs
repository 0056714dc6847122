//! Gotham Companion: with no subcommand, the app; with one, the command line.

use clap::Parser;
use gotham_companion::{app, cli};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = cli::Cli::parse();
    match args.command {
        Some(command) => cli::run(command, args.data.as_deref()),
        None => {
            let catalog = match cli::load_catalog(args.data.as_deref()) {
                Ok(catalog) => catalog,
                Err(report) => {
                    eprintln!("error: {report}");
                    return ExitCode::from(2);
                }
            };
            match app::run(catalog) {
                Ok(()) => ExitCode::SUCCESS,
                Err(error) => {
                    eprintln!("error: the window could not open: {error}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}
