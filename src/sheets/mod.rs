//! The documents the app writes for people to read and print, made at the edge from
//! the core's values: the roster of a crew (text, Markdown or an HTML sheet), a
//! tournament's pairings, match slips and standings (with the standings' CSV and JSON
//! exports), a match's report, and a player's record across the match archive. Every
//! text from a file or the catalog goes through [`html`] on its way into a page.

/// The stylesheet the report pages share (the match report, a player's record): light,
/// readable on screen and on paper, no table or chart split across a page where it can
/// be helped. Each page adds its own rules after it.
macro_rules! page_style {
    () => {
        "
:root { color-scheme: light; }
body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1b1b1b;
  background: #fff; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; line-height: 1.4; }
h1 { font-size: 1.7rem; margin: 0 0 .3rem; }
h2 { font-size: 1.25rem; border-bottom: 2px solid #1b1b1b; padding-bottom: .2rem; margin-top: 2rem; }
h3 { font-size: 1.05rem; margin: 1.2rem 0 .4rem; }
.meta, .note { color: #555; font-size: .9rem; }
table { border-collapse: collapse; width: 100%; margin: .4rem 0 1rem; font-size: .92rem; }
th, td { border: 1px solid #bbb; padding: .25rem .5rem; text-align: left; vertical-align: top; }
th { background: #eee; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
section, table, svg { break-inside: avoid; page-break-inside: avoid; }
@page { size: auto; margin: 15mm; }
@media print { body { margin: 0; max-width: none; font-size: 10.5pt; } h2 { break-after: avoid; } }
"
    };
}

pub mod html;
pub mod record;
pub mod report;
pub mod roster;
pub mod tournament;
