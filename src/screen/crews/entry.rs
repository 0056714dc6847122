//! One saved crew on the list: its live rule check, its summary and its row (name or
//! rename field, verdict, file and buttons), with the delete prompt and export line that
//! open under it; and the row of a file that cannot be read.

use super::in_use::fielding_line;
use super::{Entry, ExportKind, Message, State, id};
use crate::bmg::collection::Collection;
use crate::bmg::update::crews::follow_renames_shared;
use crate::bmg::{Catalog, Crew, validate};
use crate::storage::CrewFile;
use crate::widget::field::field;
use crate::widget::named::named;
use crate::widget::{self, icon_button, verdict};
use crate::words::{numbers, tr};
use crate::{icon, theme};
use iced::widget::{column, container, row, space, text};
use iced::{Center, Element, Fill};
use std::sync::Arc;

/// What a live rule check of a listed crew found: the crew's rules and the deck's
/// apart, so that a crew whose only fault is its deck says so.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Check {
    /// Crew-building rules broken.
    crew: usize,
    /// Deck rules broken.
    deck: usize,
    /// Cards in the objective deck.
    cards: u32,
    /// Cards the deck needs.
    required: u32,
}

impl Check {
    /// "Legal", the crew's broken rules, or what is wrong with the deck alone.
    fn verdict<'a>(self) -> Element<'a, Message> {
        if self.crew > 0 || self.deck == 0 {
            return verdict(self.crew, tr!("builder-entry-legal"));
        }
        let what = if self.cards == self.required {
            tr!("builder-entry-deck-broken", count = self.deck)
        } else {
            tr!(
                "builder-entry-deck-size",
                cards = self.cards,
                required = self.required
            )
        };
        row![
            icon::warning().style(theme::warning),
            text(what).font(theme::BOLD).style(theme::warning)
        ]
        .spacing(6)
        .align_y(Center)
        .into()
    }
}

impl State {
    /// One saved crew: its name (or the rename field), verdict, summary, file and
    /// buttons, with the delete prompt or the export line when they are open.
    pub(super) fn entry_view<'a>(
        &'a self,
        index: usize,
        entry: &'a Entry,
        catalog: &Catalog,
        collection: &Collection,
    ) -> Element<'a, Message> {
        let file = entry.file.path.display().to_string();
        let Ok(crew) = &entry.file.crew else {
            let error = entry.file.crew.as_ref().err().map(ToString::to_string);
            return unreadable(error.unwrap_or_default());
        };
        let mut body = column![
            row![
                self.title(index, crew),
                space::horizontal(),
                entry.check.verdict()
            ]
            .spacing(8)
            .align_y(Center),
            text(format!("{} · {}", entry.summary, entry.totals)).style(theme::muted),
        ]
        .spacing(6);
        // Only while the catalog that changed it is in use: after a roll back the
        // crew reads as it did.
        if let Some(by) = self.changed.get(&entry.file.path)
            && by == catalog.id()
        {
            body = body.push(changed_line(by));
        }
        body = body.extend([
            fielding_line(index, entry, catalog, collection),
            // The buttons keep their width; the path wraps in what is left, anywhere
            // (a path has few spaces), so a narrow window cuts no button off.
            row![
                text(file)
                    .size(theme::size::SMALL)
                    .style(theme::muted)
                    .wrapping(text::Wrapping::WordOrGlyph)
                    .width(Fill),
                actions(index)
            ]
            .spacing(8)
            .align_y(Center)
            .into(),
        ]);
        if self.deleting == Some(index) {
            body = body.push(delete_prompt(crew));
        }
        if let Some((i, target)) = &self.exporting
            && *i == index
        {
            body = body.push(export_line(target));
        }
        container(body)
            .padding(12)
            .width(Fill)
            .style(theme::panel)
            .into()
    }

    /// The crew's name, or the field that renames it.
    fn title<'a>(&'a self, index: usize, crew: &'a Crew) -> Element<'a, Message> {
        match &self.renaming {
            Some((i, name)) if *i == index => row![
                field(&tr!("builder-crew-name"), name)
                    .on_input(Message::RenameEdited)
                    .on_submit(Message::RenameSubmitted)
                    .padding(6),
                widget::button(text(tr!("builder-rename")))
                    .on_press(Message::RenameSubmitted)
                    .style(theme::primary_button),
                widget::button(text(tr!("builder-cancel")))
                    .on_press(Message::RenameCancelled)
                    .style(theme::secondary_button),
            ]
            .spacing(6)
            .align_y(Center)
            .into(),
            _ => text(&crew.name)
                .font(theme::BOLD)
                .size(theme::size::HEADING)
                .into(),
        }
    }
}

/// Says that the catalog `by`, installed here, changed the crew: opening it shows how.
fn changed_line<'a>(by: &str) -> Element<'a, Message> {
    row![
        icon::package().style(theme::accent),
        text(tr!("builder-changed-by", id = by))
            .font(theme::BOLD)
            .style(theme::accent)
    ]
    .spacing(6)
    .align_y(Center)
    .into()
}

/// A file that cannot be read, with why; the app leaves it untouched.
fn unreadable<'a>(error: String) -> Element<'a, Message> {
    container(
        column![
            row![
                icon::warning().style(theme::danger),
                text(tr!("builder-unreadable")).font(theme::BOLD)
            ]
            .spacing(8),
            text(error).size(theme::size::SMALL),
        ]
        .spacing(4),
    )
    .padding(12)
    .width(Fill)
    .style(theme::error_banner)
    .into()
}

/// The buttons of the saved crew at `index`.
fn actions<'a>(index: usize) -> Element<'a, Message> {
    row![
        named(
            id::open(index),
            widget::button(
                row![icon::open(), text(tr!("builder-open"))]
                    .spacing(6)
                    .align_y(Center)
            )
            .on_press(Message::Open(index))
            .style(theme::primary_button)
        ),
        named(
            id::rename(index),
            icon_button(
                icon::pencil(),
                tr!("builder-rename"),
                Message::RenameStarted(index),
                theme::secondary_button
            )
        ),
        named(
            id::duplicate(index),
            icon_button(
                icon::copy(),
                tr!("builder-duplicate"),
                Message::Duplicate(index),
                theme::secondary_button
            )
        ),
        named(
            id::copy_code(index),
            widget::button(
                row![icon::clipboard(), text(tr!("builder-copy-code"))]
                    .spacing(6)
                    .align_y(Center)
            )
            .on_press(Message::CopyCode(index))
            .style(theme::secondary_button)
        ),
        named(
            id::export(index),
            icon_button(
                icon::export(),
                tr!("builder-export-tip"),
                Message::ExportStarted(index),
                theme::secondary_button
            )
        ),
        named(
            id::delete(index),
            icon_button(
                icon::trash(),
                tr!("builder-delete"),
                Message::DeleteRequested(index),
                theme::danger_button
            )
        ),
    ]
    .spacing(6)
    .into()
}

/// Asks whether to delete `crew` for good.
fn delete_prompt(crew: &Crew) -> Element<'_, Message> {
    container(
        row![
            text(tr!("builder-delete-question", name = crew.name.as_str())).width(Fill),
            named(
                id::DELETE_CONFIRM,
                widget::button(text(tr!("builder-delete")))
                    .on_press(Message::DeleteConfirmed)
                    .style(theme::danger_button)
            ),
            named(
                id::DELETE_KEEP,
                widget::button(text(tr!("builder-keep")))
                    .on_press(Message::DeleteCancelled)
                    .style(theme::secondary_button)
            ),
        ]
        .spacing(8)
        .align_y(Center),
    )
    .padding(8)
    .style(theme::error_banner)
    .into()
}

/// Where to export a crew, with the ways to do it.
fn export_line(target: &str) -> Element<'_, Message> {
    row![
        text(tr!("builder-export-to")).style(theme::muted),
        field(&tr!("builder-file-path"), target)
            .id(id::EXPORT_PATH)
            .on_input(Message::ExportPathChanged)
            .on_submit(Message::ExportSubmitted(ExportKind::Crew))
            .padding(6),
        named(
            id::EXPORT_CHOOSE,
            widget::button(text(tr!("builder-choose-file")))
                .on_press(Message::ChooseExport)
                .style(theme::primary_button)
        ),
        named(
            id::EXPORT_CREW,
            widget::button(text(tr!("builder-crew-file")))
                .on_press(Message::ExportSubmitted(ExportKind::Crew))
                .style(theme::secondary_button)
        ),
        named(
            id::EXPORT_ROSTER,
            widget::button(text(tr!("builder-roster")))
                .on_press(Message::ExportSubmitted(ExportKind::Roster))
                .style(theme::secondary_button)
        ),
        named(
            id::EXPORT_CANCEL,
            widget::button(text(tr!("builder-cancel")))
                .on_press(Message::ExportCancelled)
                .style(theme::secondary_button)
        ),
    ]
    .spacing(6)
    .align_y(Center)
    .into()
}

/// Summarises a listed file with a live rule check.
pub(super) fn entry(file: CrewFile, catalog: &Catalog) -> Entry {
    let (summary, check, totals, read) = match &file.crew {
        Ok(saved) => {
            // Checked as the builder will read it: renamed profiles under their new id.
            let mut read = Arc::clone(saved);
            follow_renames_shared(&mut read, catalog);
            let crew = &*read;
            let report = validate(crew, catalog);
            let boss = crew
                .boss()
                .and_then(|i| catalog.model(&crew.members[i].model));
            let summary = match boss {
                Some(boss) => tr!(
                    "builder-led-by",
                    affiliations = crate::words::rules::affiliations(&boss.affiliations, " / "),
                    alias = boss.alias.as_str()
                ),
                None => tr!("builder-no-boss"),
            };
            let totals = tr!(
                "builder-entry-totals",
                count = crew.members.len(),
                rep = numbers::integer(report.reputation_used),
                rep_limit = numbers::integer(report.reputation_limit),
                funding = numbers::dollars(report.funding_used),
                funding_limit = numbers::dollars(report.funding_available)
            );
            let deck = report
                .violations
                .iter()
                .filter(|v| v.code.is_deck())
                .count();
            let check = Check {
                crew: report.violations.len() - deck,
                deck,
                cards: report.deck.size,
                required: report.deck.required,
            };
            (summary, check, totals, Some(read))
        }
        Err(_) => (String::new(), Check::default(), String::new(), None),
    };
    Entry {
        file,
        summary,
        check,
        totals,
        crew: read,
        fielding: None,
        in_use: false,
    }
}
