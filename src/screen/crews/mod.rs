//! The crew list: every saved crew, to open, create, rename, duplicate, delete, import,
//! export and copy as a crew code; and a field where a pasted crew code opens its crew.
//! Files the app cannot read are listed with the reason, and left alone.
//!
//! The list's messages, state and update live here; each saved crew's row in `entry`,
//! the collection's line and its CSV files in `collection`, and Models in use (what the
//! crews switched in use need of the collection) in `in_use`.

mod collection;
mod entry;
pub mod id;
mod in_use;

use crate::bmg::collection::{Collection, Fielding};
use crate::bmg::{Catalog, Crew, code};
use crate::screen::file_request::{self, FileRequest, Filter};
use crate::storage::CrewFile;
use crate::widget;
use crate::widget::field::field;
use crate::widget::named::named;
use crate::words::{Said, said, tr};
use crate::{icon, theme};
use entry::{Check, entry};
use iced::widget::{Column, column, container, responsive, row, scrollable, space, text};
use iced::{Center, Element, Fill, Padding};
use in_use::InUse;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;

/// A message of the crew list.
#[derive(Debug, Clone)]
pub enum Message {
    /// The crews folder was read.
    Listed(Result<Vec<CrewFile>, Said>),
    /// Open the crew at this position in the builder.
    Open(usize),
    /// Start a new crew.
    New,
    /// Renaming of the crew at this position began.
    RenameStarted(usize),
    /// The new name was edited.
    RenameEdited(String),
    /// The new name was confirmed.
    RenameSubmitted,
    /// Renaming was abandoned.
    RenameCancelled,
    /// Save a copy of the crew at this position.
    Duplicate(usize),
    /// Deleting the crew at this position was asked for; it waits for confirmation.
    DeleteRequested(usize),
    /// The pending delete was confirmed.
    DeleteConfirmed,
    /// The pending delete was called off.
    DeleteCancelled,
    /// The path of a crew file to import was edited.
    ImportPathChanged(String),
    /// Import the crew file at the typed path.
    Import,
    /// Pick the crew file to import in the system's file dialog.
    ChooseImport,
    /// Choose where the crew being exported goes, in the system's file dialog.
    ChooseExport,
    /// The file dialog answered with this file.
    FileChosen(Chosen, PathBuf),
    /// Exporting the crew at this position began (its path is asked for).
    ExportStarted(usize),
    /// The export destination was edited.
    ExportPathChanged(String),
    /// Write the export, as a crew file or as a printable roster.
    ExportSubmitted(ExportKind),
    /// Exporting was abandoned.
    ExportCancelled,
    /// Copy the bundled example crews into the crews folder.
    AddExamples,
    /// Copy the code of the crew at this position, to share it in a chat.
    CopyCode(usize),
    /// The pasted crew code was edited.
    CodeEdited(String),
    /// Open the crew the pasted code holds.
    OpenCode,
    /// The crew at this position was put in (or taken out of) the models in use.
    InUseToggled(usize, bool),
    /// Every crew was taken out of the models in use.
    InUseCleared,
    /// The list of what the crews in use need was opened (true) or closed.
    InUseShown(bool),
    /// The path of the collection's CSV file was edited.
    CsvPathChanged(String),
    /// Pick the CSV file to import the collection from, in the system's file dialog.
    ChooseCsvImport,
    /// Choose where the collection's CSV file goes, in the system's file dialog.
    ChooseCsvExport,
    /// Replace the collection's counts with those of the CSV file at the typed path.
    ImportCsv,
    /// Write the collection as CSV to the typed path.
    ExportCsv,
}

/// What an export writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExportKind {
    /// The crew file itself, to share or back up.
    Crew,
    /// The printable roster (Markdown when the file ends in `.md`, an HTML sheet when
    /// it ends in `.html`, else plain text).
    Roster,
}

/// What a file dialog was opened for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Chosen {
    /// The crew file to import.
    Import,
    /// Where to export the crew saved at this path (the ending says as what).
    Export(PathBuf),
    /// The CSV file to import the collection from.
    CsvImport,
    /// Where to export the collection as CSV.
    CsvExport,
}

/// What an export dialog offers: the crew file, and the roster in each format.
const EXPORT_FILTERS: [Filter; 4] = [
    file_request::CREW_FILES,
    Filter {
        name: file_request::FileKind::RosterHtml,
        extensions: &["html", "htm"],
    },
    Filter {
        name: file_request::FileKind::RosterMarkdown,
        extensions: &["md"],
    },
    Filter {
        name: file_request::FileKind::RosterText,
        extensions: &["txt"],
    },
];

/// What a file written to `path` holds, by its ending: a crew file (`.json`), a roster
/// (`.html`, `.md`, `.txt`), or none known.
fn export_kind(path: &std::path::Path) -> Option<ExportKind> {
    let ending = path.extension()?.to_str()?.to_ascii_lowercase();
    match ending.as_str() {
        "json" => Some(ExportKind::Crew),
        "html" | "htm" | "md" | "txt" => Some(ExportKind::Roster),
        _ => None,
    }
}

/// What the crew list asks the app to do (the app owns every file operation).
#[derive(Debug)]
pub enum Action {
    /// Nothing beyond the list's own state.
    None,
    /// Open this crew in the builder.
    Open(PathBuf, Crew),
    /// Start a new crew in the builder.
    New,
    /// Save `crew` (renamed) over its file.
    Rename(PathBuf, Crew),
    /// Save `crew` as a new file.
    Duplicate(Crew),
    /// Delete this crew file.
    Delete(PathBuf),
    /// Import the crew file at this path.
    Import(PathBuf),
    /// Write the crew (as a crew file or as its roster) to this path.
    Export(ExportKind, Crew, PathBuf),
    /// Copy the example crews into the crews folder.
    AddExamples,
    /// Put this crew code on the clipboard, or say why the crew has none.
    CopyCode(Result<String, Said>),
    /// Open this crew, read from a code, in the builder: no file holds it yet.
    OpenUnsaved(Crew),
    /// Open the system's file dialog; the file chosen comes back as
    /// [`Message::FileChosen`] with this purpose.
    ChooseFile(FileRequest, Chosen),
    /// Replace the collection's counts with those of this CSV file.
    ImportCollection(PathBuf),
    /// Write the collection as CSV to this file.
    ExportCollection(PathBuf),
}

/// One listed file and what the list shows of it.
#[derive(Debug, Clone)]
struct Entry {
    file: CrewFile,
    /// "GCPD · Batman (Bushi)", or why the crew is incomplete.
    summary: String,
    /// What a live check found.
    check: Check,
    /// "342/350 Rep".
    totals: String,
    /// The crew as the builder reads it (renamed profiles under their new id): the
    /// file's own, shared, unless a rename changed it.
    crew: Option<Arc<Crew>>,
    /// With a collection recorded: whether it fields the crew, and what is short.
    fielding: Option<Fielding>,
    /// Whether the crew counts in the models in use.
    in_use: bool,
}

/// The crew list's state.
#[derive(Debug, Default)]
pub struct State {
    entries: Vec<Entry>,
    loaded: bool,
    list_error: Option<Said>,
    renaming: Option<(usize, String)>,
    deleting: Option<usize>,
    import_path: String,
    exporting: Option<(usize, String)>,
    /// The pasted crew code, and why it was refused.
    code: String,
    code_error: Option<Said>,
    /// What the crews in use need of each profile against what is owned, with the
    /// catalog's aliases; empty while no crew is in use.
    in_use: Vec<InUse>,
    /// Whether the list of what the crews in use need is open under its line.
    in_use_open: bool,
    /// The crews a catalog installed here changed, by file, with that catalog's id:
    /// marked while that catalog is in use, until each is opened.
    changed: BTreeMap<PathBuf, String>,
    /// The typed path of the collection's CSV file.
    csv_path: String,
}

impl State {
    /// Whether the list holds no readable crew.
    pub fn is_empty(&self) -> bool {
        self.entries.iter().all(|e| e.file.crew.is_err())
    }

    /// Handles a message.
    pub fn update(
        &mut self,
        message: Message,
        catalog: &Catalog,
        collection: &Collection,
    ) -> Action {
        match message {
            Message::Listed(Ok(files)) => self.listed(files, catalog, collection),
            Message::Listed(Err(error)) => {
                self.loaded = true;
                self.list_error = Some(error);
            }
            Message::Open(index) => {
                if let Some((path, crew)) = self.crew_at(index) {
                    return Action::Open(path, crew);
                }
            }
            Message::New => return Action::New,
            Message::RenameStarted(_)
            | Message::RenameEdited(_)
            | Message::RenameSubmitted
            | Message::RenameCancelled => return self.rename(message),
            Message::Duplicate(index) => {
                if let Some((_, mut crew)) = self.crew_at(index) {
                    crew.name = tr!("builder-copy-name", name = crew.name.as_str());
                    return Action::Duplicate(crew);
                }
            }
            Message::DeleteRequested(index) => {
                if self.crew_at(index).is_some() {
                    self.deleting = Some(index);
                }
            }
            Message::DeleteConfirmed => {
                if let Some(index) = self.deleting.take()
                    && let Some((path, _)) = self.crew_at(index)
                {
                    return Action::Delete(path);
                }
            }
            Message::DeleteCancelled => self.deleting = None,
            Message::ImportPathChanged(path) => self.import_path = path,
            Message::Import => {
                let path = self.import_path.trim();
                if !path.is_empty() {
                    return Action::Import(PathBuf::from(path));
                }
            }
            Message::ExportStarted(index) => {
                if let Some((path, _)) = self.crew_at(index) {
                    let name = path.file_name().unwrap_or_default().to_string_lossy();
                    self.exporting = Some((index, file_request::suggested(&name)));
                }
            }
            Message::ExportPathChanged(path) => {
                if let Some((_, current)) = &mut self.exporting {
                    *current = path;
                }
            }
            Message::ExportSubmitted(kind) => return self.export(kind),
            Message::ChooseImport => {
                return Action::ChooseFile(
                    FileRequest::open(
                        tr!("builder-import-title"),
                        // With no path typed, the dialog opens at home.
                        if self.import_path.trim().is_empty() {
                            file_request::suggested("")
                        } else {
                            self.import_path.clone()
                        }
                        .as_str(),
                        vec![file_request::CREW_FILES],
                    ),
                    Chosen::Import,
                );
            }
            Message::ChooseExport => {
                if let Some((index, target)) = &self.exporting
                    && let Some((path, crew)) = self.crew_at(*index)
                {
                    return Action::ChooseFile(
                        FileRequest::save(
                            tr!("builder-export-title", name = crew.name.as_str()),
                            target,
                            EXPORT_FILTERS.to_vec(),
                        ),
                        Chosen::Export(path),
                    );
                }
            }
            Message::FileChosen(Chosen::Import, path) => {
                self.import_path = path.display().to_string();
                return Action::Import(path);
            }
            Message::FileChosen(Chosen::Export(crew_path), target) => {
                // The list may have been read again while the dialog was open: the
                // crew is found by its file, not by where it was listed.
                let index = self.entries.iter().position(|e| e.file.path == crew_path);
                if let Some(index) = index {
                    let kind = export_kind(&target);
                    self.exporting = Some((index, target.display().to_string()));
                    // An ending that says neither leaves the path typed, for the
                    // player to say which with the row's buttons.
                    if let Some(kind) = kind {
                        return self.export(kind);
                    }
                }
            }
            Message::ExportCancelled => self.exporting = None,
            Message::AddExamples => return Action::AddExamples,
            Message::CopyCode(index) => {
                if let Some((_, crew)) = self.crew_at(index) {
                    return Action::CopyCode(
                        code::encode(&crew, catalog)
                            .map_err(|e| Said::new(move || crate::words::code::crew_code(&e))),
                    );
                }
            }
            Message::CodeEdited(text) => {
                self.code = text;
                self.code_error = None;
            }
            Message::InUseToggled(index, on) => {
                if let Some(entry) = self.entries.get_mut(index) {
                    entry.in_use = on && entry.crew.is_some();
                    self.refield(catalog, collection);
                }
            }
            Message::InUseCleared => {
                self.entries.iter_mut().for_each(|e| e.in_use = false);
                self.refield(catalog, collection);
            }
            Message::InUseShown(open) => self.in_use_open = open,
            Message::CsvPathChanged(_)
            | Message::ChooseCsvImport
            | Message::ChooseCsvExport
            | Message::ImportCsv
            | Message::ExportCsv
            | Message::FileChosen(Chosen::CsvImport | Chosen::CsvExport, _) => {
                return self.csv(message);
            }
            Message::OpenCode => match code::decode(&self.code, catalog) {
                Ok(crew) => {
                    self.code.clear();
                    self.code_error = None;
                    return Action::OpenUnsaved(crew);
                }
                Err(error) => {
                    self.code_error = Some(said!(
                        "builder-code-not-opened",
                        why = Said::by(error, crate::words::code::crew_code)
                    ));
                }
            },
        }
        Action::None
    }

    /// The crews folder was read: each crew checked, those in use kept in use.
    fn listed(&mut self, files: Vec<CrewFile>, catalog: &Catalog, collection: &Collection) {
        self.loaded = true;
        self.list_error = None;
        let in_use: Vec<PathBuf> = self
            .entries
            .iter()
            .filter(|e| e.in_use)
            .map(|e| e.file.path.clone())
            .collect();
        self.entries = files.into_iter().map(|file| entry(file, catalog)).collect();
        for entry in &mut self.entries {
            entry.in_use = in_use.contains(&entry.file.path);
        }
        self.refield(catalog, collection);
        self.forget_gone();
        self.renaming = None;
        self.deleting = None;
        self.exporting = None;
    }

    /// Handles the renaming of a crew.
    fn rename(&mut self, message: Message) -> Action {
        match message {
            Message::RenameStarted(index) => {
                if let Some((_, crew)) = self.crew_at(index) {
                    self.renaming = Some((index, crew.name));
                }
            }
            Message::RenameEdited(name) => {
                if let Some((_, current)) = &mut self.renaming {
                    *current = name;
                }
            }
            Message::RenameSubmitted => {
                if let Some((index, name)) = self.renaming.take()
                    && let Some((path, mut crew)) = self.crew_at(index)
                    && !name.trim().is_empty()
                {
                    crew.name = name.trim().to_owned();
                    return Action::Rename(path, crew);
                }
            }
            Message::RenameCancelled => self.renaming = None,
            _ => {}
        }
        Action::None
    }

    /// Marks the crews saved in `files` as changed by the catalog `catalog`, until
    /// each is saved with it (opening one shows what changed, and keeps the mark: a
    /// crew opened and closed unsaved is changed still).
    pub fn mark_changed(&mut self, files: impl IntoIterator<Item = PathBuf>, catalog: &str) {
        for file in files {
            self.changed.insert(file, catalog.to_owned());
        }
    }

    /// The crews marked as changed by a catalog, by file, with that catalog's id.
    pub fn changed(&self) -> &BTreeMap<PathBuf, String> {
        &self.changed
    }

    /// The id of the catalog that changed the crew saved at `path`, while it is marked.
    pub fn changed_by(&self, path: Option<&PathBuf>) -> Option<String> {
        path.and_then(|path| self.changed.get(path)).cloned()
    }

    /// Puts back the marks kept by the last session.
    pub fn restore_changed(&mut self, changed: BTreeMap<PathBuf, String>) {
        self.changed = changed;
        if self.loaded {
            self.forget_gone();
        }
    }

    /// Drops the marks of crews no longer in the folder (deleted, or moved away), and of
    /// crews saved since with the catalog that changed them.
    fn forget_gone(&mut self) {
        let entries = &self.entries;
        self.changed.retain(|path, by| {
            entries.iter().any(|e| {
                &e.file.path == path
                    && !matches!(&e.file.crew, Ok(crew) if crew.catalog.as_ref() == Some(by))
            })
        });
    }

    /// Every crew that could be read, with its file.
    pub fn readable(&self) -> impl Iterator<Item = (&PathBuf, &Arc<Crew>)> {
        self.entries
            .iter()
            .filter_map(|e| e.file.crew.as_ref().ok().map(|crew| (&e.file.path, crew)))
    }

    /// Writes the crew being exported to the typed path, as `kind`.
    fn export(&mut self, kind: ExportKind) -> Action {
        if let Some((index, target)) = self.exporting.take()
            && let Some((_, crew)) = self.crew_at(index)
            && !target.trim().is_empty()
        {
            let mut target = PathBuf::from(target.trim());
            // A roster is not JSON: the suggested name gets a Markdown ending.
            if kind == ExportKind::Roster && target.extension().is_some_and(|e| e == "json") {
                target.set_extension("md");
            }
            return Action::Export(kind, crew, target);
        }
        Action::None
    }

    fn crew_at(&self, index: usize) -> Option<(PathBuf, Crew)> {
        let entry = self.entries.get(index)?;
        let crew = entry.file.crew.as_ref().ok()?;
        Some((entry.file.path.clone(), Crew::clone(crew)))
    }

    /// The list: its header (new, import, codes, the collection) over the crews, which
    /// scroll; in a short window the whole page scrolls.
    pub fn view<'a>(
        &'a self,
        catalog: &'a Catalog,
        collection: &'a Collection,
    ) -> Element<'a, Message> {
        let page = responsive(move |size| {
            if size.height >= TALL_PAGE {
                column![
                    self.header(collection),
                    // Room kept for the scroll bar, beside the panels rather than over them.
                    scrollable(
                        self.crews(catalog, collection)
                            .padding(Padding::ZERO.right(14))
                    )
                    .height(Fill)
                ]
                .spacing(14)
                .into()
            } else {
                // The crews are not left a sliver under the import and collection rows.
                scrollable(
                    column![self.header(collection), self.crews(catalog, collection)]
                        .spacing(14)
                        .padding(Padding::ZERO.right(14)),
                )
                .height(Fill)
                .into()
            }
        });
        container(container(page).max_width(900))
            .padding(20)
            .center_x(Fill)
            .into()
    }

    /// The title with New crew, the crew file's import, the code field and the
    /// collection.
    fn header<'a>(&'a self, collection: &Collection) -> Column<'a, Message> {
        let toolbar = row![
            text(tr!("builder-your-crews"))
                .font(theme::BOLD)
                .size(theme::size::TITLE),
            space::horizontal(),
            named(
                id::EXAMPLES,
                widget::button(text(tr!("builder-add-examples")))
                    .on_press(Message::AddExamples)
                    .style(theme::secondary_button)
            ),
            named(
                id::NEW,
                widget::button(
                    row![icon::new_file(), text(tr!("builder-new-crew"))]
                        .spacing(6)
                        .align_y(Center)
                )
                .on_press(Message::New)
                .style(theme::primary_button)
            ),
        ]
        .spacing(8)
        .align_y(Center);

        let import = row![
            icon::import().style(theme::muted),
            named(
                id::IMPORT_FILE,
                widget::button(text(tr!("builder-import-file")))
                    .on_press(Message::ChooseImport)
                    .style(theme::primary_button)
            ),
            field(&tr!("builder-import-path"), &self.import_path)
                .id(id::IMPORT_PATH)
                .on_input(Message::ImportPathChanged)
                .on_submit(Message::Import)
                .padding(6),
            named(
                id::IMPORT,
                widget::button(text(tr!("builder-import")))
                    .on_press(Message::Import)
                    .style(theme::secondary_button)
            ),
        ]
        .spacing(8)
        .align_y(Center);

        let paste = row![
            icon::clipboard().style(theme::muted),
            field(&tr!("builder-code-field"), &self.code)
                .id(id::CODE)
                .on_input(Message::CodeEdited)
                .on_submit(Message::OpenCode)
                .padding(6),
            named(
                id::OPEN_CODE,
                widget::button(text(tr!("builder-open-code")))
                    .on_press(Message::OpenCode)
                    .style(theme::secondary_button)
            ),
        ]
        .spacing(8)
        .align_y(Center);
        let mut sharing = column![import, paste, self.collection_bar(collection)].spacing(8);
        if self.entries.iter().any(|e| e.crew.is_some()) {
            sharing = sharing.push(self.in_use_bar(collection));
        }
        if let Some(error) = &self.code_error {
            sharing = sharing.push(text(error.text()).style(theme::danger));
        }

        column![toolbar, sharing].spacing(14)
    }

    /// Every saved crew.
    fn crews<'a>(
        &'a self,
        catalog: &'a Catalog,
        collection: &'a Collection,
    ) -> Column<'a, Message> {
        let mut list = column![].spacing(8);
        if let Some(error) = &self.list_error {
            list = list.push(
                container(text(tr!("builder-folder-unreadable", error = error.text())))
                    .padding(10)
                    .style(theme::error_banner),
            );
        }
        if self.loaded && self.is_empty() {
            list = list.push(
                container(
                    column![
                        text(tr!("builder-no-crews")).font(theme::BOLD),
                        text(tr!("builder-no-crews-hint")).style(theme::muted),
                    ]
                    .spacing(8),
                )
                .padding(16)
                .style(theme::panel),
            );
        }
        for (index, entry) in self.entries.iter().enumerate() {
            list = list.push(self.entry_view(index, entry, catalog, collection));
        }
        list
    }
}

/// The least height (logical pixels) in which the crews keep a scrolling list of their
/// own under the header; below it the whole page scrolls.
const TALL_PAGE: f32 = 600.0;
