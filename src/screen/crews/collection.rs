//! The collection on the crew list: its line with the miniatures recorded, and the
//! import and export of its CSV file (the app reads and writes the file).

use super::{Action, Chosen, Message, State, id};
use crate::bmg::Catalog;
use crate::bmg::collection::Collection;
use crate::screen::file_request::{self, FileRequest, Filter};
use crate::widget;
use crate::widget::field::field;
use crate::widget::named::named;
use crate::words::tr;
use crate::{icon, theme};
use iced::widget::{column, row, space, text};
use iced::{Center, Element, Fill};
use std::path::PathBuf;

/// What the collection's file dialogs offer.
const CSV_FILES: Filter = Filter {
    name: file_request::FileKind::Collection,
    extensions: &["csv"],
};
impl State {
    /// Handles the collection's CSV import and export.
    pub(super) fn csv(&mut self, message: Message) -> Action {
        let typed = PathBuf::from(self.csv_path.trim());
        let start = if self.csv_path.trim().is_empty() {
            file_request::suggested("collection.csv")
        } else {
            self.csv_path.clone()
        };
        match message {
            Message::CsvPathChanged(path) => self.csv_path = path,
            Message::ImportCsv if !self.csv_path.trim().is_empty() => {
                return Action::ImportCollection(typed);
            }
            Message::ExportCsv if !self.csv_path.trim().is_empty() => {
                return Action::ExportCollection(typed);
            }
            Message::ChooseCsvImport => {
                return Action::ChooseFile(
                    FileRequest::open(tr!("builder-import-collection"), &start, vec![CSV_FILES]),
                    Chosen::CsvImport,
                );
            }
            Message::ChooseCsvExport => {
                return Action::ChooseFile(
                    FileRequest::save(tr!("builder-export-collection"), &start, vec![CSV_FILES]),
                    Chosen::CsvExport,
                );
            }
            Message::FileChosen(chosen, path) => {
                self.csv_path = path.display().to_string();
                return if chosen == Chosen::CsvImport {
                    Action::ImportCollection(path)
                } else {
                    Action::ExportCollection(path)
                };
            }
            _ => {}
        }
        Action::None
    }

    /// The player's collection, new or changed: each crew's fielding and the models
    /// in use follow.
    pub fn collection_changed(&mut self, catalog: &Catalog, collection: &Collection) {
        self.refield(catalog, collection);
    }

    /// The collection in a line with its CSV export, and its CSV import under it (laid
    /// out as a crew file's import).
    pub(super) fn collection_bar<'a>(&'a self, collection: &Collection) -> Element<'a, Message> {
        let summary = tr!(
            "builder-collection-summary",
            size = crate::words::collection::size(collection.size())
        );
        let typed = !self.csv_path.trim().is_empty();
        column![
            row![
                icon::package().style(theme::muted),
                text(summary).width(Fill),
                named(
                    id::CSV_EXPORT_CHOOSE,
                    widget::button(text(tr!("builder-export-csv")))
                        .on_press(Message::ChooseCsvExport)
                        .style(theme::secondary_button)
                ),
            ]
            .spacing(8)
            .align_y(Center),
            row![
                // In the icon's place above, so that the rows line up.
                space::horizontal().width(16),
                named(
                    id::CSV_IMPORT_CHOOSE,
                    widget::button(text(tr!("builder-import-csv")))
                        .on_press(Message::ChooseCsvImport)
                        .style(theme::secondary_button)
                ),
                field(&tr!("builder-csv-path"), &self.csv_path)
                    .id(id::CSV_PATH)
                    .on_input(Message::CsvPathChanged)
                    .on_submit(Message::ImportCsv)
                    .padding(6),
                named(
                    id::CSV_IMPORT,
                    widget::button(text(tr!("builder-import")))
                        .on_press_maybe(typed.then_some(Message::ImportCsv))
                        .style(theme::secondary_button)
                ),
                named(
                    id::CSV_EXPORT,
                    widget::button(text(tr!("builder-export")))
                        .on_press_maybe(typed.then_some(Message::ExportCsv))
                        .style(theme::secondary_button)
                ),
            ]
            .spacing(8)
            .align_y(Center),
        ]
        .spacing(8)
        .into()
    }
}
