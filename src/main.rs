//! Gotham Companion: with no subcommand, the app; with one, the command line.

use clap::Parser;
use gotham_companion::{app, cli};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = match cli::Cli::try_parse() {
        Ok(args) => args,
        // Help and version go out as clap writes them.
        Err(error) if !error.use_stderr() => error.exit(),
        Err(error) => {
            // One line: what was wrong (clap's first paragraph). `--help` has the rest.
            let text = error.to_string();
            let first: Vec<&str> = text
                .lines()
                .take_while(|line| !line.trim().is_empty())
                .map(str::trim)
                .collect();
            eprintln!("{}", first.join(" "));
            return ExitCode::from(2);
        }
    };
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
