//! The system's file dialogs: a screen asks for a file, the app opens the dialog off
//! the interface's thread and hands the chosen path back to the screen.

use super::{App, Message, Status};
use crate::background;
use crate::screen::file_request::{FileRequest, Mode};
use crate::words::{Said, said};
use iced::Task;
use iced::futures::future::BoxFuture;
use std::path::PathBuf;

/// Opens a file dialog for a request and answers the chosen path, or nothing when the
/// player closed it or no dialog could open.
pub type FileDialog = fn(FileRequest) -> BoxFuture<'static, Option<PathBuf>>;

/// What the status line says when a dialog gave no file: closed on purpose, or never
/// shown because the system has no dialog to offer (no desktop portal answered).
pub fn no_file_chosen() -> Said {
    said!("app-no-file-chosen")
}

/// The system's dialog (on Linux, the XDG desktop portal, or zenity where no portal
/// answers). It runs on a thread of its own, so the window keeps drawing.
pub(super) fn system_dialog(request: FileRequest) -> BoxFuture<'static, Option<PathBuf>> {
    let mut dialog = rfd::AsyncFileDialog::new().set_title(request.title);
    if let Some(start) = request.start {
        if start.is_dir() {
            dialog = dialog.set_directory(start);
        } else {
            if let Some(folder) = start.parent().filter(|f| f.is_dir()) {
                dialog = dialog.set_directory(folder);
            }
            if request.mode == Mode::Save
                && let Some(name) = start.file_name()
            {
                dialog = dialog.set_file_name(name.to_string_lossy());
            }
        }
    }
    for filter in request.filters {
        dialog = dialog.add_filter(filter.label(), filter.extensions);
    }
    Box::pin(async move {
        let chosen = match request.mode {
            Mode::Open => dialog.pick_file().await,
            Mode::Save => dialog.save_file().await,
        };
        chosen.map(|file| file.path().to_path_buf())
    })
}

impl App {
    /// Opens file dialogs with `dialog` instead of the system's: tests answer for the
    /// player.
    pub fn set_file_dialog(&mut self, dialog: FileDialog) {
        self.file_dialog = dialog;
    }

    /// Opens the dialog for `request`; a chosen file comes back as `chosen(path)`.
    pub(super) fn choose_file(
        &self,
        request: FileRequest,
        chosen: impl Fn(PathBuf) -> Message + Send + 'static,
    ) -> Task<Message> {
        let dialog = (self.file_dialog)(request);
        background::attempt(
            async move { Ok(dialog.await) },
            move |answer| match answer {
                Ok(Some(path)) => Message::FileChosen(
                    crate::screen::file_request::folder_of(&path),
                    Box::new(chosen(path)),
                ),
                Ok(None) => Message::NoFileChosen,
                Err(error) => Message::FileDone(Err(said!("app-no-file-window", error = error))),
            },
        )
    }

    /// A dialog closed without a file: says how to go on without one.
    pub(super) fn no_file_chosen(&mut self) {
        self.status = Some(Status::Info(no_file_chosen()));
    }
}
