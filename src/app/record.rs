//! The Record tab's file work: reading the match archive into the matches the record
//! counts, and printing the record as a page.

use super::{App, Message};
use crate::background;
use crate::screen::record::{Action, Archive};
use crate::sheets;
use crate::storage;
use iced::Task;
use std::sync::Arc;

/// A message of the Record tab, as the app sends it back.
fn to_record(message: crate::screen::record::Message) -> Message {
    Message::Record(message)
}

impl App {
    /// Reads the whole match archive for the Record tab, in a task: every match
    /// replayed once, the files that cannot be read listed with why.
    pub(super) fn read_record(&mut self) -> Task<Message> {
        let reading = self.record.request_reading();
        let dir = self.archive_dir();
        let catalog = self.catalog.clone();
        background::attempt(
            async move {
                let files = storage::list_match_archive(&dir?)?;
                let mut archive = Archive::default();
                for file in files {
                    let name = file
                        .path
                        .file_name()
                        .map(|n| crate::safe::one_line(&n.to_string_lossy()).into_owned())
                        .unwrap_or_default();
                    match file.played(&catalog) {
                        Ok(played) => archive.played.push(played),
                        Err(why) => archive.skipped.push((name, why)),
                    }
                }
                Ok(Arc::new(archive))
            },
            move |read| to_record(crate::screen::record::Message::Read(reading, read)),
        )
    }

    /// Does what the Record tab asks.
    pub(super) fn perform_record(&mut self, action: Action) -> Task<Message> {
        match action {
            Action::None => Task::none(),
            Action::Print(record, filters) => {
                let html = sheets::record::html(&record, &filters, self.language());
                // Named as the page is titled: never a crew's roster of the same name.
                let name =
                    crate::words::tr!("sheets-record-title", player = record.player.as_str());
                self.print_sheet("Sheet", name, html)
            }
        }
    }
}
