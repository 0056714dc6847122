//! The catalog: which one is in use, the ones installed and the bundled one to go
//! back to, and "Update catalog…": a pack chosen or typed, then what it changes (the
//! change list, and every saved crew whose verdict, Rep or $ it changes, with the reason
//! per member), and only then Install or Cancel.

use crate::bmg::catalog::{Catalog, CatalogRef, Manifest};
use crate::bmg::update::Changes;
use crate::bmg::update::crews::Impact;
use crate::bmg::update::summary::{self, Tone};
use crate::screen::file_request::{self, FileRequest, Filter};
use crate::storage::{ActiveCatalog, Installed};
use crate::widget;
use crate::widget::field::field;
use crate::widget::named::named;
use crate::widget::verdict;
use crate::words::{Said, numbers, said, tr};
use crate::{icon, theme, words};
use iced::widget::{Column, column, container, responsive, row, rule, scrollable, space, text};
use iced::{Center, Element, Fill};
use std::path::PathBuf;
use std::sync::Arc;

/// The widget ids of the tab's field and controls, which tests find them by whatever
/// the language of their labels.
pub mod id {
    /// The field where a pack's path is typed.
    pub const PACK_PATH: &str = "pack-path";
    /// Choose a pack in a dialog.
    pub const CHOOSE_FILE: &str = "catalog-choose-file";
    /// Look at what the typed pack changes.
    pub const CHECK: &str = "catalog-check";
    /// Install the pack looked at.
    pub const INSTALL: &str = "catalog-install";
    /// Leave the catalog as it is.
    pub const CANCEL: &str = "catalog-cancel";
    /// Show every change, or the short list again.
    pub const SHOW_ALL: &str = "catalog-show-all";
    /// Go back to the catalog in use before.
    pub const USE_PREVIOUS: &str = "catalog-use-previous";
}

/// Catalog packs, as the file dialog offers them.
const PACKS: Filter = Filter {
    name: file_request::FileKind::Catalog,
    extensions: &["json", "gcpack"],
};

/// A saved crew that a catalog update changes.
#[derive(Debug, Clone)]
pub struct CrewChange {
    /// The crew's name.
    pub name: String,
    /// Its file.
    pub file: PathBuf,
    /// What changes for it, and why.
    pub impact: Impact,
}

/// A pack looked at before it is installed.
#[derive(Debug, Clone)]
pub struct Preview {
    /// The pack's file.
    pub path: PathBuf,
    /// The pack as it was read: what Install installs, whatever the file holds by then.
    pub text: Arc<str>,
    /// Its catalog, checked.
    pub catalog: Arc<Catalog>,
    /// What changes from the catalog in use.
    pub changes: Changes,
    /// The saved crews it changes.
    pub crews: Vec<CrewChange>,
    /// How many saved crews were checked.
    pub crews_checked: usize,
    /// Saved crew files that could not be read (they are not changed by anything).
    pub unreadable: usize,
}

/// The catalogs on this machine.
#[derive(Debug, Clone)]
pub struct Listing {
    /// Which is in use, and the ones before it.
    pub active: ActiveCatalog,
    /// The installed packs.
    pub installed: Vec<Installed>,
    /// The bundled catalog's manifest.
    pub bundled: Manifest,
}

/// A message of the catalog screen.
#[derive(Debug, Clone)]
pub enum Message {
    /// The typed path of a pack was edited.
    PathEdited(String),
    /// Pick a pack in the system's file dialog.
    ChooseFile,
    /// The file dialog answered with this pack.
    FileChosen(PathBuf),
    /// Look at the pack at the typed path.
    Check,
    /// A pack was read and compared (the look it answers), or why it cannot be.
    PreviewReady(u64, Result<Box<Preview>, Said>),
    /// Install the pack looked at.
    Install,
    /// Put the pack looked at away; nothing changes.
    Cancel,
    /// Go back to the catalog used before the one in use.
    UsePrevious,
    /// Use this installed catalog (or the bundled one).
    Use(CatalogRef),
    /// The catalogs on this machine were listed.
    Listed(Result<Box<Listing>, Said>),
    /// List every change (true), or the short list (false).
    ShowAll(bool),
}

/// What the app does for the screen.
#[derive(Debug, Clone)]
pub enum Action {
    /// Nothing beyond the screen's own state.
    None,
    /// Open the system's file dialog; the pack chosen comes back as
    /// [`Message::FileChosen`].
    ChooseFile(FileRequest),
    /// Read the pack at this path and compare it with the catalog in use; the answer
    /// comes back as [`Message::PreviewReady`] with this number.
    Preview(u64, PathBuf),
    /// Install this pack and use it.
    Install(Box<Preview>),
    /// Go back to the catalog used before.
    UsePrevious,
    /// Use this catalog.
    Use(CatalogRef),
}

/// Where a look at a pack stands.
#[derive(Debug, Clone, Default)]
enum Look {
    /// None asked for.
    #[default]
    None,
    /// The pack is being read and compared (the look's number).
    Reading(u64),
    /// What it changes, waiting for Install or Cancel.
    Ready(Box<Preview>),
    /// Why it cannot be installed.
    Failed(Said),
}

/// The catalog screen's state.
#[derive(Debug, Clone, Default)]
pub struct State {
    path: String,
    look: Look,
    /// Numbers each look, so that the answer to one put away is dropped.
    looks: u64,
    listing: Option<Result<Box<Listing>, Said>>,
    /// Whether the change list shows every change, renames of printed names too.
    show_all: bool,
}

impl State {
    /// The pack being looked at, once read.
    pub fn preview(&self) -> Option<&Preview> {
        match &self.look {
            Look::Ready(preview) => Some(preview),
            _ => None,
        }
    }

    /// Puts the look away (after an install, or when the catalog changed under it).
    pub fn clear(&mut self) {
        self.look = Look::None;
        self.looks += 1;
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::PathEdited(path) => self.path = path,
            Message::ChooseFile => {
                return Action::ChooseFile(FileRequest::open(
                    tr!("catalog-choose-title"),
                    &self.path,
                    vec![PACKS],
                ));
            }
            Message::FileChosen(path) => {
                self.path = path.display().to_string();
                return self.look_at(path);
            }
            Message::Check => {
                let typed = self.path.trim();
                if typed.is_empty() {
                    self.look = Look::Failed(said!("catalog-type-path"));
                } else {
                    return self.look_at(PathBuf::from(typed));
                }
            }
            Message::PreviewReady(look, result) => {
                if self.look_waits(look) {
                    self.look = match result {
                        Ok(preview) => Look::Ready(preview),
                        Err(why) => Look::Failed(why),
                    };
                }
            }
            Message::Install => {
                if let Look::Ready(preview) = &self.look {
                    return Action::Install(preview.clone());
                }
            }
            Message::Cancel => self.clear(),
            Message::UsePrevious => return Action::UsePrevious,
            Message::Use(id) => return Action::Use(id),
            Message::Listed(listing) => self.listing = Some(listing),
            Message::ShowAll(all) => self.show_all = all,
        }
        Action::None
    }

    /// Starts a look at the pack at `path`.
    fn look_at(&mut self, path: PathBuf) -> Action {
        self.looks += 1;
        self.look = Look::Reading(self.looks);
        Action::Preview(self.looks, path)
    }

    /// Whether the look numbered `look` is the one under way.
    fn look_waits(&self, look: u64) -> bool {
        matches!(self.look, Look::Reading(n) if n == look)
    }

    /// The screen. `blocked` says why nothing may be installed now (a read-only window,
    /// a match in progress).
    pub fn view<'a>(
        &'a self,
        catalog: &'a Catalog,
        blocked: Option<String>,
    ) -> Element<'a, Message> {
        let blocked = blocked.as_deref();
        let body: Element<'a, Message> = match &self.look {
            Look::Ready(preview) => preview_view(preview, catalog, self.show_all, blocked),
            _ => crate::widget::scroll(
                column![
                    in_use(catalog, self.listing.as_ref(), blocked),
                    self.update_view(),
                    self.installed_view(catalog, blocked),
                ]
                .spacing(16),
            )
            .height(Fill)
            .into(),
        };
        container(body)
            .padding(20)
            .max_width(1100)
            .center_x(Fill)
            .into()
    }

    /// "Update catalog…": the dialog's button, the typed path, and the look under way.
    fn update_view(&self) -> Element<'_, Message> {
        let mut section = column![
            text(tr!("catalog-update-title"))
                .font(theme::BOLD)
                .size(theme::size::HEADING),
            text(tr!("catalog-update-about")).style(theme::muted),
            row![
                named(
                    id::CHOOSE_FILE,
                    widget::button(
                        row![icon::import(), text(tr!("catalog-update-button"))]
                            .spacing(6)
                            .align_y(Center)
                    )
                    .on_press(Message::ChooseFile)
                    .style(theme::primary_button)
                ),
                field(&tr!("catalog-path-placeholder"), &self.path)
                    .id(id::PACK_PATH)
                    .on_input(Message::PathEdited)
                    .on_submit(Message::Check)
                    .padding(6),
                named(
                    id::CHECK,
                    widget::button(text(tr!("catalog-check")))
                        .on_press(Message::Check)
                        .style(theme::secondary_button)
                ),
            ]
            .spacing(8)
            .align_y(Center),
        ]
        .spacing(8);
        match &self.look {
            Look::Reading(_) => {
                section = section.push(text(tr!("catalog-reading")).style(theme::muted));
            }
            Look::Failed(why) => {
                section = section.push(
                    container(text(words::with_lines(&why.text(), |why| {
                        tr!("catalog-not-installed", why = why)
                    })))
                    .padding(10)
                    .width(Fill)
                    .style(theme::error_banner),
                );
            }
            Look::None | Look::Ready(_) => {}
        }
        container(section)
            .padding(14)
            .width(Fill)
            .style(theme::panel)
            .into()
    }

    /// Every catalog on this machine, with a button to use it.
    fn installed_view<'a>(
        &'a self,
        catalog: &'a Catalog,
        blocked: Option<&str>,
    ) -> Element<'a, Message> {
        let mut list = column![
            text(tr!("catalog-on-machine"))
                .font(theme::BOLD)
                .size(theme::size::HEADING)
        ]
        .spacing(8);
        match &self.listing {
            None => list = list.push(text(tr!("catalog-looking")).style(theme::muted)),
            Some(Err(why)) => {
                list = list.push(
                    text(tr!("catalog-folder-unreadable", why = why.text())).style(theme::danger),
                )
            }
            Some(Ok(listing)) => {
                let bundled_in_use = listing.active.active.is_bundled();
                list = list.push(catalog_line(
                    tr!("catalog-bundled", id = listing.bundled.id.as_str()),
                    &listing.bundled.date,
                    tr!("catalog-bundled-about"),
                    bundled_in_use,
                    CatalogRef::Bundled,
                    blocked,
                ));
                for pack in &listing.installed {
                    list = list.push(match &pack.manifest {
                        Ok(m) => catalog_line(
                            m.id.clone(),
                            &m.date,
                            m.source.clone(),
                            !bundled_in_use && m.id == catalog.id(),
                            CatalogRef::Installed(m.id.clone()),
                            blocked,
                        ),
                        Err(why) => text(tr!(
                            "catalog-pack-unreadable",
                            path = pack.path.display().to_string(),
                            why = why.to_string()
                        ))
                        .style(theme::danger)
                        .into(),
                    });
                }
            }
        }
        container(list)
            .padding(14)
            .width(Fill)
            .style(theme::panel)
            .into()
    }
}

/// Where a catalog comes from and its notes: the bundled catalog's in the window's
/// language, a pack's as its author wrote them.
fn about(m: &Manifest) -> (String, String) {
    if Manifest::bundled().is_some_and(|bundled| bundled.id == m.id) {
        (tr!("catalog-bundled-source"), tr!("catalog-bundled-notes"))
    } else {
        (m.source.clone(), m.notes.clone())
    }
}

/// The catalog in use, and the way back to the one before.
fn in_use<'a>(
    catalog: &'a Catalog,
    listing: Option<&'a Result<Box<Listing>, Said>>,
    blocked: Option<&str>,
) -> Element<'a, Message> {
    let m = catalog.manifest();
    let mut card = column![
        text(tr!("catalog-in-use")).style(theme::muted),
        text(&m.id).font(theme::BOLD).size(theme::size::TITLE),
        text(contents(catalog)),
    ]
    .spacing(4);
    let (source, notes) = about(m);
    if !source.is_empty() {
        card = card.push(text(tr!("catalog-source", source = source)).style(theme::muted));
    }
    if !notes.is_empty() {
        card = card.push(text(notes));
    }
    let previous = listing
        .and_then(|l| l.as_ref().ok())
        .and_then(|l| l.active.previous.last());
    if let Some(previous) = previous {
        let label = match previous {
            CatalogRef::Bundled => tr!("catalog-use-previous-bundled"),
            CatalogRef::Installed(id) => tr!("catalog-use-previous", id = id.as_str()),
        };
        card = card.push(named(
            id::USE_PREVIOUS,
            widget::button(text(label))
                .on_press_maybe(blocked.is_none().then_some(Message::UsePrevious))
                .style(theme::secondary_button),
        ));
    }
    if let Some(why) = blocked {
        card = card.push(text(tr!("catalog-blocked", why = why)).style(theme::warning));
    }
    container(card)
        .padding(14)
        .width(Fill)
        .style(theme::panel)
        .into()
}

/// What a catalog holds, and when it was released: "Profiles: 120 · Equipment items: 80 ·
/// Objective cards: 40 · released 2026-11-25" (labels, so that a count of 1 reads right).
fn contents(catalog: &Catalog) -> String {
    let profiles = numbers::integer(catalog.models().len() as i64);
    let items = numbers::integer(catalog.equipment().len() as i64);
    let cards = numbers::integer(catalog.cards().len() as i64);
    let date = &catalog.manifest().date;
    if date.is_empty() {
        tr!(
            "catalog-contents",
            profiles = profiles,
            items = items,
            cards = cards
        )
    } else {
        tr!(
            "catalog-contents-dated",
            profiles = profiles,
            items = items,
            cards = cards,
            date = numbers::date(date)
        )
    }
}

/// One catalog of the list: its name, date and source, and "In use" or a Use button.
fn catalog_line<'a>(
    name: String,
    date: &'a str,
    about: String,
    active: bool,
    id: CatalogRef,
    blocked: Option<&str>,
) -> Element<'a, Message> {
    let end: Element<'a, Message> = if active {
        crate::widget::chip(tr!("catalog-in-use-chip"))
    } else {
        widget::button(text(tr!("catalog-use")))
            .on_press_maybe(blocked.is_none().then_some(Message::Use(id)))
            .style(theme::secondary_button)
            .into()
    };
    row![
        column![
            text(name).font(theme::BOLD),
            text(format!("{} · {about}", numbers::date(date)))
                .size(theme::size::SMALL)
                .style(theme::muted),
        ]
        .width(Fill),
        end,
    ]
    .spacing(8)
    .align_y(Center)
    .into()
}

/// A pack looked at: what it is, what it changes, the crews it changes, then Install
/// or Cancel.
fn preview_view<'a>(
    preview: &'a Preview,
    catalog: &'a Catalog,
    all: bool,
    blocked: Option<&str>,
) -> Element<'a, Message> {
    let id = &preview.catalog.manifest().id;
    let same = *id == catalog.id();
    // Side by side, each list scrolling, where there is room; else the page scrolls
    // whole and the lists take the height they need. Install and Cancel stay in view.
    let lists = responsive(move |size| {
        if size.width >= 900.0 && size.height >= 360.0 {
            column![
                heading(preview, catalog),
                row![changes_view(preview, all, true), crews_view(preview, true)]
                    .spacing(12)
                    .height(Fill)
            ]
            .spacing(10)
            .into()
        } else {
            scrollable(
                column![
                    heading(preview, catalog),
                    changes_view(preview, all, false),
                    crews_view(preview, false)
                ]
                .spacing(12)
                .padding(iced::Padding::ZERO.right(14)),
            )
            .height(Fill)
            .into()
        }
    });
    let install_label = if same {
        tr!("catalog-same")
    } else {
        tr!("catalog-install", id = id.as_str())
    };
    let mut decision = row![
        named(
            id::INSTALL,
            widget::button(
                row![icon::check(), text(install_label)]
                    .spacing(6)
                    .align_y(Center)
            )
            .on_press_maybe((blocked.is_none() && !same).then_some(Message::Install))
            .style(theme::primary_button)
        ),
        named(
            id::CANCEL,
            widget::button(text(tr!("catalog-cancel")))
                .on_press(Message::Cancel)
                .style(theme::secondary_button)
        ),
    ]
    .spacing(8)
    .align_y(Center);
    if let Some(why) = blocked {
        decision = decision.push(text(tr!("catalog-not-now", why = why)).style(theme::warning));
    }
    column![lists, rule::horizontal(1), decision]
        .spacing(10)
        .into()
}

/// What the pack is: from which catalog to which, its date, source, file and notes.
fn heading<'a>(preview: &'a Preview, catalog: &'a Catalog) -> Element<'a, Message> {
    let m = preview.catalog.manifest();
    let mut about = Vec::new();
    if !m.date.is_empty() {
        about.push(tr!("catalog-released", date = numbers::date(&m.date)));
    }
    about.push(if m.source.is_empty() {
        tr!("catalog-no-source")
    } else {
        m.source.clone()
    });
    about.push(preview.path.display().to_string());
    let mut head = column![
        text(tr!(
            "catalog-update-from-to",
            from = catalog.id(),
            to = m.id.as_str()
        ))
        .font(theme::BOLD)
        .size(theme::size::TITLE),
        text(about.join(" · ")).style(theme::muted),
    ]
    .spacing(4);
    if !m.notes.is_empty() {
        head = head.push(text(&m.notes));
    }
    head.into()
}

/// A list in its panel: scrolling within the height it is given, or as tall as it is.
fn panel(list: Column<'_, Message>, scroll: bool) -> Element<'_, Message> {
    if scroll {
        container(
            scrollable(
                list.padding(
                    iced::Padding::from([0, 12]).right(12.0 + crate::widget::SCROLLBAR_ROOM),
                ),
            )
            .height(Fill),
        )
        .padding(12)
        .width(Fill)
        .height(Fill)
        .style(theme::panel)
        .into()
    } else {
        container(list)
            .padding(12)
            .width(Fill)
            .style(theme::panel)
            .into()
    }
}

/// The change list as the command line tells it: what alters play first, the renames
/// of printed names folded into one line until "Show all" lists every change.
fn changes_view(preview: &Preview, all: bool, scroll: bool) -> Element<'_, Message> {
    let changes = &preview.changes;
    let mut list = Column::new().spacing(4);
    let mut head = row![
        text(tr!("catalog-what-changes"))
            .font(theme::BOLD)
            .size(theme::size::HEADING)
            .width(Fill)
    ]
    .spacing(8)
    .align_y(Center);
    if summary::renamed_only(changes) > 0 || all {
        head = head.push(named(
            id::SHOW_ALL,
            widget::button(text(if all {
                tr!("catalog-show-short")
            } else {
                tr!("catalog-show-all")
            }))
            .on_press(Message::ShowAll(!all))
            .style(theme::secondary_button),
        ));
    }
    list = list.push(head);
    if changes.changes.is_empty() {
        list = list.push(text(tr!("catalog-nothing")));
    }
    for section in summary::told(changes, all) {
        list = list.push(text(words::update::heading(&section)).font(theme::BOLD));
        for line in section.lines {
            let style: fn(&iced::Theme) -> text::Style = match line.tone {
                Tone::New => theme::success,
                Tone::Gone => theme::danger,
                Tone::Renamed => theme::accent,
                Tone::Unchecked => theme::warning,
                Tone::Plain => text::default,
            };
            list = list.push(text(words::update::told(&line.told)).style(style));
        }
    }
    panel(list, scroll)
}

/// The saved crews the update changes, each with its reasons.
fn crews_view(preview: &Preview, scroll: bool) -> Element<'_, Message> {
    let mut list = Column::new().spacing(8);
    list = list.push(
        text(tr!("catalog-your-crews"))
            .font(theme::BOLD)
            .size(theme::size::HEADING),
    );
    let count = preview.crews.len();
    let checked = numbers::integer(preview.crews_checked as i64);
    list = list.push(text(match count {
        0 => tr!(
            "catalog-crews-none",
            count = preview.crews_checked,
            checked = checked
        ),
        n => tr!(
            "catalog-crews-changed",
            count = n,
            changed = numbers::integer(n as i64),
            checked = checked
        ),
    }));
    if preview.unreadable > 0 {
        list = list.push(
            text(tr!(
                "catalog-unreadable",
                count = preview.unreadable,
                files = numbers::integer(preview.unreadable as i64)
            ))
            .style(theme::muted),
        );
    }
    for crew in &preview.crews {
        let after = crew.impact.after.problems;
        let mut entry = column![
            row![
                text(&crew.name).font(theme::BOLD).width(Fill),
                verdict(after, tr!("catalog-legal-after")),
            ]
            .spacing(8)
            .align_y(Center),
        ]
        .spacing(2);
        for line in words::update::impact(&crew.impact) {
            entry = entry.push(text(line).size(theme::size::SMALL));
        }
        list = list.push(container(entry).padding(8).width(Fill).style(theme::row));
    }
    list = list.push(space::vertical().height(4));
    panel(list, scroll)
}
