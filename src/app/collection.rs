//! The player's collection in the app: read at start, changed by the builder, saved
//! after every change, followed through catalog changes, and handed to the screens
//! that show it.

use super::{App, Desk, Message, Status, folders};
use crate::background;
use crate::bmg::collection::{BadLine, Collection, Edit};
use crate::storage::{self, Autosave};
use crate::words::{self, Said, said, tr};
use iced::Task;
use std::path::PathBuf;
use std::sync::Arc;

/// The bad lines of an import named on the status line; the rest are counted.
const SHOWN_BAD_LINES: usize = 5;

/// "Nothing was imported from FILE: line 3: …; line 7: …; and 2 more", the file
/// named by its path, or (`None`) as "the file".
fn bad_lines(source: Option<String>, mut bad: Vec<BadLine>) -> Said {
    let more = bad.len().saturating_sub(SHOWN_BAD_LINES);
    bad.truncate(SHOWN_BAD_LINES);
    Said::new(move || {
        let source = source.clone().unwrap_or_else(|| tr!("app-import-the-file"));
        let shown: Vec<String> = bad.iter().map(words::collection::bad_line).collect();
        let shown = shown.join("; ");
        match more {
            0 => tr!("app-import-refused", source = source, lines = shown),
            more => tr!(
                "app-import-refused-more",
                source = source,
                lines = shown,
                more = more
            ),
        }
    })
}

impl App {
    /// Reads the collection kept by the last session; a window that may not write
    /// leaves a damaged file where it is.
    pub(super) fn load_collection(&self) -> Task<Message> {
        self.read_kept(
            folders::said(&self.folders.collection),
            storage::open_collection,
            storage::resume_collection,
            Message::CollectionLoaded,
        )
    }

    /// The collection read at start arrives: renamed profiles move to their new id
    /// (saved at once), and the screens show it.
    pub(super) fn collection_loaded(&mut self, found: Autosave<Collection>) -> Task<Message> {
        let mut collection = match found {
            Autosave::Resumed(collection) => *collection,
            Autosave::Empty => Collection::default(),
            Autosave::Unreadable(error) => {
                self.status = Some(Status::Error(said!(
                    "app-collection-unreadable-kept",
                    error = error
                )));
                // Nothing is saved over the file this session.
                return Task::none();
            }
            Autosave::SetAside { error, moved_to } => {
                self.status = Some(Status::Error(said!(
                    "app-collection-set-aside",
                    path = moved_to.display().to_string(),
                    error = error
                )));
                Collection::default()
            }
        };
        self.collection_read = true;
        let moved = !collection.follow_catalog(&self.catalog).is_empty();
        self.collection = Arc::new(collection);
        self.show_collection();
        if moved {
            self.save_collection()
        } else {
            Task::none()
        }
    }

    /// Makes `edit` to the collection and saves it; refused in a window that may not
    /// write, or before the last session's collection is read (it would be lost).
    pub(super) fn edit_collection(&mut self, edit: &Edit) -> Task<Message> {
        if let Some(refusal) = self.write_refusal() {
            self.status = Some(Status::Error(refusal));
            return Task::none();
        }
        if !self.collection_read {
            self.status = Some(Status::Error(said!("app-collection-not-read")));
            return Task::none();
        }
        let before = Arc::clone(&self.collection);
        let news = Arc::make_mut(&mut self.collection).apply(edit, &self.catalog);
        let changed = *before != *self.collection;
        if let Some(news) = news {
            let news = Said::by(news, words::collection::news);
            // Many profiles at once: Undo beside the news, for a click that took more
            // than was meant.
            self.status = Some(if changed {
                Status::Undoable(news, before)
            } else {
                Status::Info(news)
            });
        }
        if !changed {
            return Task::none();
        }
        self.show_collection();
        self.save_collection()
    }

    /// Reads and checks a CSV file in a task; once it is back, its counts replace the
    /// collection's as it then stands (a mark made meanwhile stays), or every bad line
    /// is told and nothing changes.
    pub(super) fn import_collection(&mut self, source: PathBuf) -> Task<Message> {
        if !self.collection_read {
            self.status = Some(Status::Error(said!("app-collection-not-read")));
            return Task::none();
        }
        let (collection, catalog) = (Arc::clone(&self.collection), Arc::clone(&self.catalog));
        background::attempt(
            async move {
                let text =
                    storage::read_text(&source, storage::CSV_FILE_CAP, storage::FileKind::Csv)?;
                match collection.with_csv(&text, &catalog) {
                    Ok(_) => Ok(text),
                    Err(bad) => Err(bad_lines(Some(source.display().to_string()), bad)),
                }
            },
            Message::CollectionImported,
        )
    }

    /// A CSV file was read and checked: its counts replace the collection's, or why not
    /// is told.
    pub(super) fn collection_imported(&mut self, imported: Result<String, Said>) -> Task<Message> {
        let imported = imported.and_then(|text| {
            self.collection
                .with_csv(&text, &self.catalog)
                .map_err(|bad| bad_lines(None, bad))
        });
        match imported {
            Ok(collection) => {
                let size = collection.size();
                self.status = Some(Status::Info(said!(
                    "app-collection-imported",
                    size = Said::new(move || words::collection::size(size))
                )));
                self.collection = Arc::new(collection);
                self.show_collection();
                self.save_collection()
            }
            Err(error) => {
                self.status = Some(Status::Error(error));
                Task::none()
            }
        }
    }

    /// The catalog in use changed: renamed profiles move to their new id.
    pub(super) fn collection_follows_catalog(&mut self) -> Task<Message> {
        if !self.collection_read {
            return Task::none();
        }
        let moved = !Arc::make_mut(&mut self.collection)
            .follow_catalog(&self.catalog)
            .is_empty();
        self.show_collection();
        if !moved || self.is_read_only() {
            Task::none()
        } else {
            self.save_collection()
        }
    }

    /// Hands the collection to the screens that show it.
    pub(super) fn show_collection(&mut self) {
        if let Desk::Open { builder, .. } = &mut self.desk {
            builder.collection_changed(&self.collection);
        }
        self.crews
            .collection_changed(&self.catalog, &self.collection);
    }

    /// The player's collection.
    pub fn collection(&self) -> &Collection {
        &self.collection
    }
}
