//! The crew files: saving the builder's crew, and the file work the crew list asks for
//! (rename, copy, delete, import, export, the example crews).

use super::{App, Desk, Message, Pending, Status, folders};
use crate::background;
use crate::bmg::{Crew, validate};
use crate::screen::{builder, crews};
use crate::sheets::roster;
use crate::storage;
use crate::words::{self, Said, said};
use iced::Task;
use std::path::PathBuf;

impl App {
    /// A save of the builder's crew landed.
    pub(super) fn crew_saved(
        &mut self,
        version: u64,
        result: Result<PathBuf, Said>,
    ) -> Task<Message> {
        match result {
            Ok(path) => {
                if let Some(builder) = self.builder_mut() {
                    builder.saved(path.clone(), version);
                }
                self.status = Some(Status::Info(said!(
                    "app-saved-to",
                    path = path.display().to_string()
                )));
                let next = match self.after_save.take() {
                    Some(pending) => self.proceed(pending),
                    None => Task::none(),
                };
                Task::batch([self.refresh(), next])
            }
            Err(error) => {
                self.after_save = None;
                self.status = Some(Status::Error(said!("app-not-saved", error = error)));
                Task::none()
            }
        }
    }

    /// Reads the crews folder again.
    pub(super) fn refresh(&self) -> Task<Message> {
        let dir = folders::said(&self.folders.crews);
        background::attempt(
            async move {
                let dir = dir?;
                Ok(storage::list_crews(&dir)?)
            },
            |result| Message::Crews(crews::Message::Listed(result)),
        )
    }

    /// Saves the builder's `crew` over `path`, or as a new file in the crews folder;
    /// `version` is the edit it holds, for the builder to know what is saved.
    pub(super) fn save(
        &mut self,
        crew: Crew,
        path: Option<PathBuf>,
        version: u64,
    ) -> Task<Message> {
        if let Some(refusal) = self.write_refusal() {
            return self.crew_saved(version, Err(refusal));
        }
        if crew.name.trim().is_empty() {
            self.after_save = None;
            self.status = Some(Status::Error(said!("app-name-before-saving")));
            return Task::none();
        }
        // The file records the catalog it is saved with, and each member's alias in it.
        let mut crew = crew;
        crew.stamp(&self.catalog);
        let dir = folders::said(&self.folders.crews);
        background::attempt(
            async move {
                match path {
                    Some(path) => Ok(storage::save_crew(&path, &crew).map(|()| path)?),
                    None => Ok(storage::create_crew(&dir?, &crew)?),
                }
            },
            move |result| Message::CrewSaved(version, result),
        )
    }

    /// Runs what the crew list asked for; file work runs in a task, refused by a
    /// read-only window.
    pub(super) fn perform_crews(&mut self, action: crews::Action) -> Task<Message> {
        let reads_only = matches!(
            action,
            crews::Action::None
                | crews::Action::Open(..)
                | crews::Action::New
                | crews::Action::CopyCode(..)
                | crews::Action::OpenUnsaved(..)
        );
        if !reads_only && let Some(refusal) = self.write_refusal() {
            return Task::done(Message::FileDone(Err(said!(
                "app-not-done",
                refusal = refusal
            ))));
        }
        let dir = folders::said(&self.folders.crews);
        let file_task = |work: Box<dyn FnOnce(PathBuf) -> storage::Result<Said> + Send>| {
            background::attempt(async move { Ok(work(dir?)?) }, Message::FileDone)
        };
        match action {
            crews::Action::None => Task::none(),
            crews::Action::Open(path, crew) => self.guard(Pending::Open(path, crew)),
            crews::Action::New => self.guard(Pending::New),
            crews::Action::CopyCode(code) => self.copy_code(code),
            crews::Action::OpenUnsaved(crew) => self.guard(Pending::Unsaved(crew)),
            crews::Action::ChooseFile(request, chosen) => self.choose_file(request, move |path| {
                Message::Crews(crews::Message::FileChosen(chosen.clone(), path))
            }),
            crews::Action::Rename(path, crew) => {
                if let Desk::Open { builder, .. } = &mut self.desk
                    && builder.path() == Some(&path)
                {
                    builder.update(
                        builder::Message::NameChanged(crew.name.clone()),
                        &self.catalog,
                        &self.collection,
                    );
                }
                file_task(Box::new(move |_| {
                    storage::save_crew(&path, &crew)?;
                    Ok(said!("app-renamed", name = crew.name.as_str()))
                }))
            }
            crews::Action::Duplicate(crew) => file_task(Box::new(move |dir| {
                let path = storage::create_crew(&dir, &crew)?;
                Ok(said!("app-copied", path = path.display().to_string()))
            })),
            crews::Action::Delete(path) => {
                if self.builder().and_then(builder::State::path) == Some(&path) {
                    self.close_crew();
                }
                file_task(Box::new(move |_| {
                    storage::delete_crew(&path)?;
                    Ok(said!("app-deleted", path = path.display().to_string()))
                }))
            }
            crews::Action::Import(source) => file_task(Box::new(move |dir| {
                let (path, crew) = storage::import_crew(&source, &dir)?;
                Ok(said!(
                    "app-imported",
                    name = crew.name.as_str(),
                    path = path.display().to_string()
                ))
            })),
            crews::Action::Export(kind, crew, target) => {
                let text = match kind {
                    crews::ExportKind::Crew => storage::crew_to_json(&crew),
                    crews::ExportKind::Roster => {
                        let format = match target.extension().and_then(|e| e.to_str()) {
                            Some("md") => roster::Format::Markdown,
                            Some("html" | "htm") => roster::Format::Html,
                            _ => roster::Format::Text,
                        };
                        let report = validate(&crew, &self.catalog);
                        roster::render(&crew, &self.catalog, &report, format, words::current())
                    }
                };
                file_task(Box::new(move |_| {
                    storage::export_text(&target, &text)?;
                    Ok(said!("app-exported", path = target.display().to_string()))
                }))
            }
            crews::Action::ImportCollection(source) => self.import_collection(source),
            crews::Action::ExportCollection(target) => {
                let csv = self.collection.to_csv();
                file_task(Box::new(move |_| {
                    storage::export_text(&target, &csv)?;
                    Ok(said!(
                        "app-collection-exported",
                        path = target.display().to_string()
                    ))
                }))
            }
            crews::Action::AddExamples => file_task(Box::new(|dir| {
                Ok(match storage::add_example_crews(&dir)? {
                    0 => said!("app-examples-none"),
                    added => said!("app-examples-added", count = added),
                })
            })),
        }
    }
}
