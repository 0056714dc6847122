//! The catalog's file work: the catalogs on this machine listed, a pack read and
//! compared with the one in use (with every saved crew checked under both), a pack
//! installed, another catalog chosen; and the switch itself, after which every screen
//! reads the new catalog. Also what changed for the open crew since the catalog it was
//! saved with.

use super::{App, Desk, Message, Status, folders};
use crate::background;
use crate::bmg::Catalog;
use crate::bmg::catalog::Manifest;
use crate::bmg::update::{self, crews::Since};
use crate::bmg::{Crew, Scope, update::crews::impact};
use crate::screen::calculator;
use crate::screen::catalog::{self, CrewChange, Listing, Preview};
use crate::storage;
use crate::words::{self, Said, said};
use iced::Task;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Another catalog in use, as a switch left it.
#[derive(Debug, Clone)]
pub struct Switched {
    /// The catalog in use now.
    catalog: Arc<Catalog>,
    /// What the status line says of it.
    news: Said,
    /// The saved crews it changes, as the player saw before installing it (none when
    /// going back to a catalog used before).
    changed: Vec<PathBuf>,
}

/// A message of the catalog screen, as the app sends it back.
fn to_screen(message: catalog::Message) -> Message {
    Message::Catalog(message)
}

impl App {
    /// Why the catalog may not change now, if it may not.
    pub(super) fn catalog_blocked(&self) -> Option<Said> {
        if let Some(refusal) = self.write_refusal() {
            return Some(refusal);
        }
        if self.folders.catalogs.is_err() {
            return Some(said!("app-catalog-no-folder"));
        }
        self.tracker
            .game()
            .is_some()
            .then(|| said!("app-catalog-match-open"))
    }

    /// Does what the catalog screen asks.
    pub(super) fn perform_catalog(&mut self, action: catalog::Action) -> Task<Message> {
        match action {
            catalog::Action::None => Task::none(),
            catalog::Action::ChooseFile(request) => self.choose_file(request, |path| {
                to_screen(catalog::Message::FileChosen(path))
            }),
            catalog::Action::Preview(look, path) => {
                let active = Arc::clone(&self.catalog);
                let crews = folders::said(&self.folders.crews);
                background::attempt(
                    async move { preview(&path, &active, crews).map(Box::new) },
                    move |result| to_screen(catalog::Message::PreviewReady(look, result)),
                )
            }
            catalog::Action::Install(preview) => self.change_catalog(move |dir| {
                // The pack as it was read and shown, not the file again: what is
                // installed is what the player accepted.
                let origin = format!("the catalog pack {}", preview.path.display());
                let installed = storage::install_text(dir, &preview.text, &origin)?;
                let news = said!(
                    "app-catalog-installed",
                    id = installed.id(),
                    crews = crews_news(preview.crews.len())
                );
                let changed = preview.crews.into_iter().map(|c| c.file).collect();
                Ok((installed, news, changed))
            }),
            catalog::Action::UsePrevious => self.change_catalog(|dir| {
                let catalog = storage::use_previous(dir)?;
                let news = said!("app-catalog-back", id = catalog.id());
                Ok((catalog, news, Vec::new()))
            }),
            catalog::Action::Use(id) => self.change_catalog(move |dir| {
                let catalog = storage::use_catalog(dir, &id)?;
                let news = said!("app-catalog-now", id = catalog.id());
                Ok((catalog, news, Vec::new()))
            }),
        }
    }

    /// Runs `change` on the catalogs folder in a task, unless the catalog may not
    /// change now; the catalog it chose comes back as [`Message::CatalogSwitched`].
    fn change_catalog(
        &mut self,
        change: impl FnOnce(&Path) -> storage::Result<(Catalog, Said, Vec<PathBuf>)> + Send + 'static,
    ) -> Task<Message> {
        if let Some(why) = self.catalog_blocked() {
            self.status = Some(Status::Error(said!(
                "app-catalog-unchanged-because",
                why = why
            )));
            return Task::none();
        }
        let Ok(dir) = folders::said(&self.folders.catalogs) else {
            return Task::none();
        };
        background::attempt(
            async move {
                change(&dir)
                    .map(|(catalog, news, changed)| Switched {
                        catalog: Arc::new(catalog),
                        news,
                        changed,
                    })
                    .map_err(|e| said!("app-catalog-unchanged", error = e))
            },
            Message::CatalogSwitched,
        )
    }

    /// Another catalog is in use: every screen reads it from now on, and the crews are
    /// checked again under it.
    pub(super) fn catalog_switched(&mut self, result: Result<Switched, Said>) -> Task<Message> {
        let Switched {
            catalog,
            news,
            changed,
        } = match result {
            Ok(switched) => switched,
            Err(error) => {
                self.status = Some(Status::Error(error));
                return self.list_catalogs();
            }
        };
        self.catalogs.clear();
        self.crews.mark_changed(changed, catalog.id());
        let inputs = self.calculator.inputs(&self.catalog);
        self.catalog = catalog;
        self.calculator = calculator::State::default();
        self.calculator.restore(&inputs, &self.catalog);
        let history = if let Desk::Open { builder, .. } = &mut self.desk {
            builder.catalog_changed(&self.catalog, &self.collection);
            builder.set_changed_by(self.crews.changed_by(builder.path()));
            Some((builder.path().cloned(), builder.crew().clone()))
        } else {
            None
        };
        self.update_crew_choices();
        self.status = Some(Status::Info(news));
        let history = history.map_or_else(Task::none, |(path, crew)| self.crew_history(path, crew));
        let collection = self.collection_follows_catalog();
        Task::batch([self.refresh(), self.list_catalogs(), history, collection])
    }

    /// Lists the catalogs on this machine for the catalog screen.
    pub(super) fn list_catalogs(&self) -> Task<Message> {
        let dir = folders::said(&self.folders.catalogs);
        background::attempt(
            async move {
                let dir = dir?;
                // Only a broken build has no manifest of its own.
                let bundled =
                    Manifest::bundled().ok_or_else(|| said!("app-catalog-no-manifest"))?;
                let active = storage::read_active(&dir)?;
                let installed = storage::list_installed(&dir)?;
                Ok(Box::new(Listing {
                    active,
                    installed,
                    bundled,
                }))
            },
            |listing| to_screen(catalog::Message::Listed(listing)),
        )
    }

    /// What changed for `crew` (as its file holds it) since the catalog it was saved
    /// with, worked out in a task for the builder; nothing where it was saved with the
    /// catalog in use, or records none.
    pub(super) fn crew_history(&self, path: Option<PathBuf>, crew: Crew) -> Task<Message> {
        let Some(saved_with) = crew.catalog.clone().filter(|id| id != self.catalog.id()) else {
            return Task::none();
        };
        let now = Arc::clone(&self.catalog);
        let dir = folders::said(&self.folders.catalogs);
        let answer = path.clone();
        background::attempt(
            async move {
                let older = storage::catalog_by_id(&dir?, &saved_with).map_err(|why| {
                    said!(
                        "app-catalog-saved-with",
                        id = saved_with.as_str(),
                        why = why
                    )
                })?;
                Ok(Since::of(&crew, &older, &now, Scope::of(&crew)))
            },
            move |since| Message::CrewHistory(answer, since),
        )
    }
}

/// "2 of your crews change: see the crew list."
fn crews_news(changed: usize) -> Said {
    match changed {
        0 => said!("app-catalog-crews-unchanged"),
        n => said!("app-catalog-crews-changed", count = n),
    }
}

/// Reads the pack at `path`, checks it as `catalog check` does, and compares it with
/// `active`: the change list, and every saved crew in `crews` whose verdict, Rep or $
/// it changes.
fn preview(path: &Path, active: &Catalog, crews: Result<PathBuf, Said>) -> Result<Preview, Said> {
    let text = storage::read_text(
        path,
        storage::CATALOG_FILE_CAP,
        storage::FileKind::CatalogPack,
    )?;
    let origin = format!("the catalog pack {}", path.display());
    let catalog = storage::check_release(storage::parse_pack(&text, &origin))
        .map_err(|report| Said::by(report, words::update::pack_problems))?;
    let changes = update::diff(active, &catalog);
    let files = match crews {
        Ok(dir) => storage::list_crews(&dir)?,
        Err(_) => Vec::new(),
    };
    let mut changed = Vec::new();
    let mut checked = 0;
    let mut unreadable = 0;
    for file in files {
        let Ok(crew) = file.crew else {
            unreadable += 1;
            continue;
        };
        checked += 1;
        if let Some(impact) = impact(&crew, active, &catalog, &changes, Scope::of(&crew)) {
            changed.push(CrewChange {
                name: crew.name.clone(),
                file: file.path,
                impact,
            });
        }
    }
    Ok(Preview {
        path: path.to_path_buf(),
        text: text.into(),
        catalog: Arc::new(catalog),
        changes,
        crews: changed,
        crews_checked: checked,
        unreadable,
    })
}
