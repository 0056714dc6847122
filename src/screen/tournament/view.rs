//! The Tournament tab's view: the new-event form and the saved events, or an open
//! event's players, round and standings, in large type for a projector.
//!
//! Here: the tab's frame, the saved events, an open event's head, players and
//! standings; the new-event form is in `form`, the round page in `round`.

mod form;
mod round;

use super::{CrewChoice, Message, Open, Part, Sheet, State, id};
use crate::bmg::collection::Collection;
use crate::bmg::tournament::lists::same_pairs;
use crate::bmg::{Catalog, Crew};
use crate::widget::field::field;
use crate::widget::named::named;
use crate::widget::picker::picker;
use crate::words::tournament as words;
use crate::words::{numbers, tr};
use crate::{icon, theme, widget};
use iced::widget::{Column, column, container, responsive, row, rule, scrollable, text};
use iced::{Center, Element, Fill, Shrink};

/// The player's own miniatures, for the lists picked from saved crews: a club night's
/// organiser registering their own lists sees whether they can field them together.
#[derive(Debug, Clone, Copy)]
pub struct Shelf<'a> {
    /// The collection.
    pub collection: &'a Collection,
    /// The catalog in use, for the profiles' names.
    pub catalog: &'a Catalog,
}

/// The width the standings table needs to show every column and a readable name.
const STANDINGS_WIDTH: f32 = 800.0;

/// The most profiles the line names as short; the rest are counted.
const SHORT_NAMED: usize = 3;

impl<'a> Shelf<'a> {
    /// With a collection recorded and a saved crew picked: whether the collection
    /// fields the picked lists all at once.
    fn fielding<M: 'a>(self, lists: &[(Option<CrewChoice>, String)]) -> Option<Element<'a, M>> {
        let picked: Vec<&Crew> = lists
            .iter()
            .filter_map(|(c, _)| c.as_ref())
            .map(|c| &*c.crew)
            .collect();
        if self.collection.is_empty() || picked.is_empty() {
            return None;
        }
        let fielding = self.collection.fielding_of(picked);
        Some(if fielding.is_fieldable() {
            text(tr!("tournament-fielded"))
                .size(theme::size::SMALL)
                .style(theme::success)
                .into()
        } else {
            text(tr!(
                "tournament-not-fielded",
                missing = crate::words::collection::short_summary(
                    &fielding,
                    self.catalog,
                    self.collection,
                    SHORT_NAMED
                )
            ))
            // Muted, not a warning: the lists may well be another player's.
            .size(theme::size::SMALL)
            .style(theme::muted)
            .into()
        })
    }
}

impl State {
    /// The tab; `crews` are the saved crews a player may register as lists, with what
    /// `shelf` says of them; `now` is the time (seconds since 1970) the round timer
    /// counts from.
    pub fn view<'a>(
        &'a self,
        crews: &'a [CrewChoice],
        shelf: Shelf<'a>,
        now: u64,
    ) -> Element<'a, Message> {
        let body: Element<'a, Message> = match &self.open {
            Some(open) => open.view(crews, shelf, now),
            None => scrollable(column![self.form_view(), self.files_view()].spacing(16))
                .spacing(6)
                .height(Fill)
                .into(),
        };
        container(container(body).max_width(1200))
            .padding(16)
            .center_x(Fill)
            .into()
    }

    fn files_view(&self) -> Element<'_, Message> {
        let mut list = column![
            text(tr!("tournament-saved"))
                .font(theme::BOLD)
                .size(theme::size::HEADING)
        ]
        .spacing(8);
        match &self.files {
            None => list = list.push(text(tr!("tournament-looking")).style(theme::muted)),
            Some(Err(error)) => list = list.push(text(error.text()).style(theme::danger)),
            Some(Ok(files)) if files.is_empty() => {
                list = list.push(text(tr!("tournament-none-yet")).style(theme::muted));
            }
            Some(Ok(files)) => {
                for (n, file) in files.iter().enumerate() {
                    let line: Element<'_, Message> = match &file.summary {
                        Ok((name, date, rounds)) => row![
                            column![
                                text(name).font(theme::BOLD),
                                text(tr!(
                                    "tournament-file-line",
                                    date = numbers::date(date),
                                    count = u32::try_from(*rounds).unwrap_or(u32::MAX)
                                ))
                                .size(theme::size::SMALL)
                                .style(theme::muted),
                            ]
                            .width(Fill),
                            named(
                                id::open(n),
                                widget::button(
                                    row![icon::open(), text(tr!("tournament-open"))]
                                        .spacing(6)
                                        .align_y(Center)
                                )
                                .on_press(Message::Open(file.path.clone()))
                                .style(theme::primary_button)
                            ),
                        ]
                        .spacing(8)
                        .align_y(Center)
                        .into(),
                        // The trouble names its file already.
                        Err(error) => text(error.to_string()).style(theme::danger).into(),
                    };
                    list = list.push(line);
                }
            }
        }
        container(list)
            .padding(16)
            .width(Fill)
            .style(theme::panel)
            .into()
    }
}

impl Open {
    fn view<'a>(
        &'a self,
        crews: &'a [CrewChoice],
        shelf: Shelf<'a>,
        now: u64,
    ) -> Element<'a, Message> {
        let t = &self.tournament;
        let setup = t.setup();
        let played = t.state().rounds.len();
        let part_button = |label: String, part: Part| {
            named(
                id::part(part),
                widget::button(text(label))
                    .on_press(Message::PartChosen(part))
                    .style(if self.part == part {
                        theme::primary_button
                    } else {
                        theme::secondary_button
                    }),
            )
        };
        let head = row![
            column![
                text(&setup.name).font(theme::BOLD).size(theme::size::TITLE),
                text(if played == 0 {
                    tr!(
                        "tournament-head-unpaired",
                        date = numbers::date(&setup.date),
                        count = t.rounds(),
                        preset = words::preset_kind(setup.preset.kind)
                    )
                } else {
                    tr!(
                        "tournament-head",
                        date = numbers::date(&setup.date),
                        played = played,
                        rounds = t.rounds(),
                        preset = words::preset_kind(setup.preset.kind)
                    )
                })
                .style(theme::muted),
            ]
            .width(Fill),
            named(
                id::UNDO,
                widget::button(
                    row![icon::undo(), text(tr!("tournament-undo"))]
                        .spacing(6)
                        .align_y(Center)
                )
                .on_press_maybe((!t.events().is_empty()).then_some(Message::Undo))
                .style(theme::secondary_button)
            ),
            named(
                id::REDO,
                widget::button(
                    row![icon::redo(), text(tr!("tournament-redo"))]
                        .spacing(6)
                        .align_y(Center)
                )
                .on_press_maybe((!t.undone().is_empty()).then_some(Message::Redo))
                .style(theme::secondary_button)
            ),
            named(
                id::CLOSE,
                widget::button(text(tr!("close")))
                    .on_press(Message::Close)
                    .style(theme::secondary_button)
            ),
        ]
        .spacing(8)
        .align_y(Center);
        let parts = row![
            part_button(
                tr!(
                    "tournament-players-tab",
                    count = numbers::integer(t.state().players.len() as i64)
                ),
                Part::Players
            ),
            part_button(
                if played == 0 {
                    tr!("tournament-round-tab")
                } else {
                    tr!("tournament-round-number-tab", round = played)
                },
                Part::Round
            ),
            part_button(tr!("tournament-standings-tab"), Part::Standings),
        ]
        .spacing(8);
        let mut page = column![head, parts].spacing(10);
        // On the players' page what was said sits under the form, which never moves.
        if self.part != Part::Players
            && let Some(said) = self.status()
        {
            page = page.push(said);
        }
        let content = match self.part {
            Part::Players => self.players_view(crews, shelf),
            Part::Round => self.round_view(now),
            Part::Standings => self.standings_view(),
        };
        page.push(rule::horizontal(1))
            .push(scrollable(content).spacing(6).height(Fill))
            .into()
    }

    /// Why the last action was refused, else its news, as a banner.
    fn status(&self) -> Option<Element<'_, Message>> {
        if !self.problems.is_empty() {
            return Some(
                container(Column::with_children(
                    self.problems.iter().map(|p| text(p.text()).into()),
                ))
                .padding(10)
                .width(Fill)
                .style(theme::error_banner)
                .into(),
            );
        }
        self.news.as_ref().map(|news| {
            container(text(news.text()))
                .padding(10)
                .width(Fill)
                .style(theme::info_banner)
                .into()
        })
    }

    /// The slots of the player being registered that hold the same crew: the same saved
    /// crew picked twice, or the same code pasted twice.
    fn same_slots(&self) -> Vec<[usize; 2]> {
        same_pairs(&self.lists, |first, second| match (first, second) {
            ((Some(x), _), (Some(y), _)) => x.crew == y.crew,
            ((None, x), (None, y)) => !x.trim().is_empty() && x.trim() == y.trim(),
            _ => false,
        })
    }

    fn players_view<'a>(
        &'a self,
        crews: &'a [CrewChoice],
        shelf: Shelf<'a>,
    ) -> Element<'a, Message> {
        let t = &self.tournament;
        let mut form = column![
            text(tr!("tournament-register-title"))
                .font(theme::BOLD)
                .size(theme::size::HEADING),
            field(&tr!("tournament-player-name"), &self.player_name)
                .id(id::PLAYER_NAME)
                .on_input(Message::PlayerNameEdited)
                .padding(8),
        ]
        .spacing(8);
        for (slot, (choice, typed)) in self.lists.iter().enumerate() {
            form = form.push(
                row![
                    text(tr!("tournament-list-number", number = slot + 1))
                        .font(theme::BOLD)
                        .width(70),
                    picker(crews, choice.clone(), move |c| Message::ListPicked(slot, c))
                        .placeholder(tr!("tournament-saved-crew"))
                        .padding([6, 10])
                        .width(Fill),
                    text(tr!("or")).style(theme::muted),
                    field(&tr!("tournament-paste-crew-code"), typed)
                        .on_input(move |t| Message::ListCodeEdited(slot, t))
                        .padding(6)
                        .width(Fill),
                ]
                .spacing(8)
                .align_y(Center),
            );
        }
        // Register right under the lists, the notes on them below it: a note coming or
        // going moves nothing the pointer is on its way to.
        form = form.push(named(
            id::REGISTER,
            widget::button(
                row![icon::plus(), text(tr!("tournament-register"))]
                    .spacing(6)
                    .align_y(Center),
            )
            .on_press(Message::AddPlayer)
            .style(theme::primary_button),
        ));
        if let Some(same) = words::identical_lists(&self.same_slots()) {
            form = form.push(text(tr!("tournament-same-note", same = same)).style(theme::warning));
        }
        if let Some(fielding) = shelf.fielding(&self.lists) {
            form = form.push(fielding);
        }
        if let Some(said) = self.status() {
            form = form.push(said);
        }
        let mut list = column![].spacing(6);
        for (i, p) in t.state().players.iter().enumerate() {
            let lists: Vec<String> = p
                .lists
                .iter()
                .map(|l| format!("{} [{}]", l.crew.name, l.fingerprint))
                .collect();
            let mut about = p.affiliation().to_owned();
            if p.joined_after > 0 {
                about.push_str(" · ");
                about.push_str(&tr!("tournament-joined-after", round = p.joined_after));
            }
            about.push_str(" · ");
            about.push_str(&lists.join(" · "));
            let end: Element<'_, Message> = if p.dropped {
                widget::chip(tr!("tournament-dropped"))
            } else {
                named(
                    id::drop(i),
                    widget::button(text(tr!("tournament-drop")))
                        .on_press(Message::DropPlayer(i))
                        .style(theme::secondary_button),
                )
                .into()
            };
            list = list.push(
                container(
                    row![
                        column![
                            text(&p.name).font(theme::BOLD).size(theme::size::HEADING),
                            text(about).style(theme::muted),
                        ]
                        .width(Fill),
                        end,
                    ]
                    .spacing(8)
                    .align_y(Center),
                )
                .padding(8)
                .style(theme::row),
            );
        }
        column![
            container(form).padding(14).width(Fill).style(theme::panel),
            list,
        ]
        .spacing(12)
        .padding(iced::Padding::ZERO.right(14))
        .into()
    }

    fn standings_view(&self) -> Element<'_, Message> {
        column![
            self.standings_actions(),
            // Where the page is narrower than the table needs, the table keeps its
            // columns whole and scrolls sideways rather than squeeze the names away.
            responsive(|size| {
                if size.width >= STANDINGS_WIDTH {
                    self.standings_table()
                } else {
                    scrollable(container(self.standings_table()).width(STANDINGS_WIDTH))
                        .direction(scrollable::Direction::Horizontal(
                            scrollable::Scrollbar::default(),
                        ))
                        .spacing(6)
                        .into()
                }
            })
            .height(Shrink),
        ]
        .spacing(12)
        .into()
    }

    /// The standings table: a line per player, best first.
    fn standings_table(&self) -> Element<'_, Message> {
        let t = &self.tournament;
        let players = &t.state().players;
        let cell = |s: String, width: f32| text(s).width(width);
        let mut table = column![
            row![
                cell("#".into(), 40.0),
                text(tr!("tournament-column-player")).width(Fill),
                cell(tr!("tournament-column-points"), 70.0),
                cell(tr!("tournament-column-record"), 80.0),
                cell(tr!("tournament-column-vp-for"), 60.0),
                cell(tr!("tournament-column-vp-against"), 60.0),
                cell(tr!("tournament-column-difference"), 60.0),
                cell(tr!("tournament-column-sos"), 60.0),
                text(tr!("tournament-column-affiliation")).width(170),
            ]
            .spacing(6),
        ]
        .spacing(4);
        for s in t.standings() {
            let p = &players[s.player];
            table = table.push(
                container(
                    row![
                        cell(s.rank.to_string(), 40.0),
                        text(if s.dropped {
                            tr!("tournament-standing-dropped", name = p.name.as_str())
                        } else {
                            p.name.clone()
                        })
                        .font(theme::BOLD)
                        .width(Fill),
                        cell(numbers::integer(s.points), 70.0),
                        cell(format!("{}/{}/{}", s.wins, s.ties, s.losses), 80.0),
                        cell(numbers::integer(s.vp_for), 60.0),
                        cell(numbers::integer(s.vp_against), 60.0),
                        cell(numbers::integer(s.vp_difference()), 60.0),
                        cell(numbers::integer(s.sos), 60.0),
                        text(p.affiliation().to_owned()).width(170),
                    ]
                    .spacing(6),
                )
                .padding([4, 0])
                .style(theme::row),
            );
        }
        table.padding(iced::Padding::ZERO.right(14)).into()
    }

    /// Print and export the standings.
    fn standings_actions(&self) -> Element<'_, Message> {
        row![
            named(
                id::PRINT_STANDINGS,
                widget::button(text(tr!("tournament-print-standings")))
                    .on_press(Message::Print(Sheet::Standings))
                    .style(theme::primary_button)
            ),
            field(&tr!("tournament-export-to"), &self.export_path)
                .on_input(Message::ExportPathEdited)
                .on_submit(Message::ExportStandings)
                .padding(6)
                .width(Fill),
            named(
                id::EXPORT,
                widget::button(text(tr!("tournament-export")))
                    .on_press(Message::ExportStandings)
                    .style(theme::secondary_button)
            ),
        ]
        .spacing(8)
        .align_y(Center)
        .into()
    }
}
