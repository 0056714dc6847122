//! Writes the command line's manual pages and its bash, zsh and fish completions into a
//! folder, generated from its clap definition so that they never drift from it.
//!
//! `tools/package.sh` runs it: `cargo run --release --example package-docs -- DIR`.
//! It writes `gotham-companion.1`, a page per subcommand (`gotham-companion-validate.1`,
//! ...: the main page's SUBCOMMANDS section names them), `gotham-companion.bash`,
//! `_gotham-companion` (zsh) and `gotham-companion.fish`.

use anyhow::{Context, Result};
use clap::CommandFactory;
use clap_complete::Shell;
use clap_mangen::Man;
use gotham_companion::cli::Cli;
use std::io::Write;
use std::path::{Path, PathBuf};

/// What the main page says beyond the options: where files live, the environment the
/// app reads, and that it is a fan project. Roff, written by hand: three short sections.
const MAIN_PAGE_EXTRA: &str = r#".SH FILES
.TP
\fI~/.local/share/gotham-companion/\fR
The data folder (\fI$XDG_DATA_HOME/gotham-companion\fR where that is set): saved crews,
settings, the match and game saves, the match archive, tournaments, the collection and
installed catalog packs. Uninstalling the program leaves it alone.
.SH ENVIRONMENT
.TP
\fBGOTHAM_COMPANION_HOME\fR
Use this folder as the data folder instead.
.TP
\fBWGPU_BACKEND\fR
The GPU interfaces the window may draw with; unset, the app sets
\fIvulkan,metal,dx12\fR (a value of your own, \fIgl\fR included, is kept).
.TP
\fBICED_BACKEND\fR
\fItiny-skia\fR draws in software, without the GPU.
.SH NOTES
Gotham Companion is an unofficial fan project, not affiliated with, endorsed by or
sponsored by Knight Models or DC. Its catalog holds game facts (names, numbers, trait
names) compiled by the game's community, not the text or the art of the cards.
"#;

fn main() -> Result<()> {
    let dir = std::env::args_os()
        .nth(1)
        .map(PathBuf::from)
        .context("usage: package-docs DIR")?;
    std::fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
    // `help` is not a subcommand of its own: `--help` is, and needs no page.
    let mut command = Cli::command().disable_help_subcommand(true);
    // Building fills in each subcommand's display name ("gotham-companion-validate"),
    // which names its page.
    command.build();
    write_pages(&command, &dir, true)?;
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish] {
        clap_complete::generate_to(shell, &mut command, "gotham-companion", &dir)
            .with_context(|| format!("cannot write the {shell} completions"))?;
    }
    Ok(())
}

/// Writes the page of `command` and of each of its subcommands, the main one (`main`)
/// with [`MAIN_PAGE_EXTRA`] before its VERSION section.
fn write_pages(command: &clap::Command, dir: &Path, main: bool) -> Result<()> {
    for sub in command.get_subcommands().filter(|sub| !sub.is_hide_set()) {
        write_pages(sub, dir, false)?;
    }
    let man = Man::new(command.clone());
    let path = dir.join(man.get_filename());
    let mut page = Vec::new();
    if main {
        man.render_title(&mut page)?;
        man.render_name_section(&mut page)?;
        man.render_synopsis_section(&mut page)?;
        man.render_description_section(&mut page)?;
        man.render_options_section(&mut page)?;
        man.render_subcommands_section(&mut page)?;
        page.write_all(MAIN_PAGE_EXTRA.as_bytes())?;
        man.render_version_section(&mut page)?;
    } else {
        man.render(&mut page)?;
    }
    std::fs::write(&path, page).with_context(|| format!("cannot write {}", path.display()))
}
