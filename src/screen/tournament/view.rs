//! The Tournament tab's view: the new-event form and the saved events, or an open
//! event's players, round and standings, in large type for a projector.

use super::{
    Custom, ListChoice, Message, Open, PLAYER_NAME_ID, Part, RESULT_CODE_ID, Sheet, State,
    tiebreak_names,
};
use crate::bmg::collection::Collection;
use crate::bmg::tournament::{PresetKind, Tournament};
use crate::bmg::{Catalog, Crew};
use crate::{icon, theme, widget};
use iced::widget::{
    Column, button, column, container, pick_list, row, rule, scrollable, space, text, text_input,
};
use iced::{Center, Element, Fill};

/// The standings as `tournament standings --json` prints them.
pub(super) fn standings_json(t: &Tournament) -> String {
    let players = &t.state().players;
    let rows: Vec<serde_json::Value> = t
        .standings()
        .iter()
        .map(|s| {
            serde_json::json!({
                "rank": s.rank,
                "player": players[s.player].name,
                "points": s.points,
                "wins": s.wins,
                "ties": s.ties,
                "losses": s.losses,
                "vp_for": s.vp_for,
                "vp_against": s.vp_against,
                "sos": s.sos,
            })
        })
        .collect();
    // Plain data always serialises.
    serde_json::to_string_pretty(&rows).unwrap_or_default()
}

/// The player's own miniatures, for the lists picked from saved crews: a club night's
/// organiser registering their own lists sees whether they can field them together.
#[derive(Debug, Clone, Copy)]
pub struct Shelf<'a> {
    /// The collection.
    pub collection: &'a Collection,
    /// The catalog in use, for the profiles' names.
    pub catalog: &'a Catalog,
}

/// The most profiles the line names as short; the rest are counted.
const SHORT_NAMED: usize = 3;

impl<'a> Shelf<'a> {
    /// With a collection recorded and a saved crew picked: whether the collection
    /// fields the picked lists all at once.
    fn fielding<M: 'a>(self, lists: &[(Option<ListChoice>, String)]) -> Option<Element<'a, M>> {
        let picked: Vec<&Crew> = lists
            .iter()
            .filter_map(|(c, _)| c.as_ref())
            .map(|c| &c.crew)
            .collect();
        if self.collection.is_empty() || picked.is_empty() {
            return None;
        }
        let fielding = self.collection.fielding_of(picked);
        Some(if fielding.is_fieldable() {
            text("Your own miniatures field the lists picked, all at once.")
                .size(theme::size::SMALL)
                .style(theme::success)
                .into()
        } else {
            text(format!(
                "Your own miniatures cannot field the lists picked all at once: {}",
                fielding.summary(self.catalog, self.collection, SHORT_NAMED)
            ))
            .size(theme::size::SMALL)
            .style(theme::warning)
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
        crews: &'a [ListChoice],
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

    fn form_view(&self) -> Element<'_, Message> {
        let form = &self.form;
        let kind = form.preset.kind;
        let preset_button = |label: &'static str, k: PresetKind| {
            widget::button(text(label))
                .on_press(Message::PresetChosen(k))
                .style(if kind == k {
                    button::primary
                } else {
                    button::secondary
                })
        };
        let mut card = column![
            text("New tournament")
                .font(theme::BOLD)
                .size(theme::size::TITLE),
            row![
                text_input("Event name", &form.name)
                    .on_input(Message::NameEdited)
                    .on_submit(Message::Create)
                    .padding(8)
                    .width(Fill),
                text_input("Date (today)", &form.date)
                    .on_input(Message::DateEdited)
                    .padding(8)
                    .width(170),
                text_input("Rounds (auto)", &form.rounds)
                    .on_input(Message::RoundsEdited)
                    .padding(8)
                    .width(150),
            ]
            .spacing(8),
            row![
                text("Preset").font(theme::BOLD),
                preset_button("Batmatch", PresetKind::Batmatch),
                preset_button("Custom", PresetKind::Custom),
                text(preset_summary(&form.preset))
                    .style(theme::muted)
                    .width(Fill),
            ]
            .spacing(8)
            .align_y(Center),
        ]
        .spacing(10);
        if kind == PresetKind::Custom {
            card = card.push(self.custom_view());
        }
        card = card.push(
            widget::button(
                row![icon::plus(), text("Create the tournament")]
                    .spacing(6)
                    .align_y(Center),
            )
            .on_press(Message::Create)
            .style(button::primary),
        );
        if let Some(error) = &self.error {
            card = card.push(text(error).style(theme::danger));
        }
        container(card)
            .padding(16)
            .width(Fill)
            .style(theme::panel)
            .into()
    }

    fn custom_view(&self) -> Element<'_, Message> {
        let field = |f: Custom| {
            column![
                text(f.label()).size(theme::size::SMALL).style(theme::muted),
                text_input("", &self.custom_text(f))
                    .on_input(move |t| Message::CustomEdited(f, t))
                    .padding(6)
                    .width(110),
            ]
            .spacing(2)
            .into()
        };
        let lists: Vec<Element<'_, Message>> = vec![
            field(Custom::Lists),
            field(Custom::Reputation),
            field(Custom::Funding),
            field(Custom::SameAffiliation),
            field(Custom::Deck),
        ];
        let points: Vec<Element<'_, Message>> = vec![
            field(Custom::TieBelow),
            field(Custom::TotalFrom),
            field(Custom::Win),
            field(Custom::Tie),
            field(Custom::Loss),
            field(Custom::TotalWin),
            field(Custom::TotalLoss),
        ];
        let tiebreaks = row(self.form.preset.tiebreaks.iter().enumerate().map(|(i, t)| {
            let chip = widget::button(text(format!("{}. {}", i + 1, t.label())))
                .on_press_maybe((i > 0).then_some(Message::TiebreakRaised(i)))
                .style(button::secondary);
            chip.into()
        }))
        .spacing(6);
        column![
            row(lists).spacing(10).wrap(),
            row(points).spacing(10).wrap(),
            row![
                text("Tiebreakers after points (press one to move it up):"),
                tiebreaks
            ]
            .spacing(8)
            .align_y(Center)
            .wrap(),
        ]
        .spacing(10)
        .into()
    }

    fn files_view(&self) -> Element<'_, Message> {
        let mut list = column![
            text("Saved tournaments")
                .font(theme::BOLD)
                .size(theme::size::HEADING)
        ]
        .spacing(8);
        match &self.files {
            None => list = list.push(text("Looking…").style(theme::muted)),
            Some(Err(error)) => list = list.push(text(error).style(theme::danger)),
            Some(Ok(files)) if files.is_empty() => {
                list = list.push(text("None yet: create one above.").style(theme::muted));
            }
            Some(Ok(files)) => {
                for file in files {
                    let line: Element<'_, Message> = match &file.summary {
                        Ok((name, date, rounds)) => row![
                            column![
                                text(name).font(theme::BOLD),
                                text(format!("{date} · {rounds} rounds paired"))
                                    .size(theme::size::SMALL)
                                    .style(theme::muted),
                            ]
                            .width(Fill),
                            widget::button(
                                row![icon::open(), text("Open")].spacing(6).align_y(Center)
                            )
                            .on_press(Message::Open(file.path.clone()))
                            .style(button::primary),
                        ]
                        .spacing(8)
                        .align_y(Center)
                        .into(),
                        Err(error) => text(format!("{}: {error}", file.path.display()))
                            .style(theme::danger)
                            .into(),
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

/// "2 lists · one affiliation · 350 Rep · $1500 · deck · 0-4 tie 3/3, 5-15 win 5/2,
/// 16+ total 5/0 · SoS, VP difference, VP scored, head-to-head".
fn preset_summary(p: &crate::bmg::tournament::Preset) -> String {
    let s = &p.scoring;
    format!(
        "{} list{}{} · {} Rep · ${}{} · gap under {} tie {}/{}, under {} win {}/{}, then total {}/{} · {}",
        p.lists,
        if p.lists == 1 { "" } else { "s" },
        if p.same_affiliation {
            " of one affiliation"
        } else {
            ""
        },
        p.reputation,
        p.funding,
        if p.deck { " · deck" } else { "" },
        s.tie_below,
        s.tie,
        s.tie,
        s.total_from,
        s.win,
        s.loss,
        s.total_win,
        s.total_loss,
        tiebreak_names(&p.tiebreaks)
    )
}

impl Open {
    fn view<'a>(
        &'a self,
        crews: &'a [ListChoice],
        shelf: Shelf<'a>,
        now: u64,
    ) -> Element<'a, Message> {
        let t = &self.tournament;
        let setup = t.setup();
        let played = t.state().rounds.len();
        let part_button = |label: String, part: Part| {
            widget::button(text(label))
                .on_press(Message::PartChosen(part))
                .style(if self.part == part {
                    button::primary
                } else {
                    button::secondary
                })
        };
        let head = row![
            column![
                text(&setup.name).font(theme::BOLD).size(theme::size::TITLE),
                text(if played == 0 {
                    format!(
                        "{} · {} rounds, none paired yet · {:?} preset",
                        setup.date,
                        t.rounds(),
                        setup.preset.kind
                    )
                } else {
                    format!(
                        "{} · round {played} of {} · {:?} preset",
                        setup.date,
                        t.rounds(),
                        setup.preset.kind
                    )
                })
                .style(theme::muted),
            ]
            .width(Fill),
            widget::button(row![icon::undo(), text("Undo")].spacing(6).align_y(Center))
                .on_press_maybe((!t.events().is_empty()).then_some(Message::Undo))
                .style(button::secondary),
            widget::button(row![icon::redo(), text("Redo")].spacing(6).align_y(Center))
                .on_press_maybe((!self.undone.is_empty()).then_some(Message::Redo))
                .style(button::secondary),
            widget::button(text("Close"))
                .on_press(Message::Close)
                .style(button::secondary),
        ]
        .spacing(8)
        .align_y(Center);
        let parts = row![
            part_button(
                format!("Players ({})", t.state().players.len()),
                Part::Players
            ),
            part_button(
                if played == 0 {
                    "Round".to_owned()
                } else {
                    format!("Round {played}")
                },
                Part::Round
            ),
            part_button("Standings".to_owned(), Part::Standings),
        ]
        .spacing(8);
        let mut page = column![head, parts].spacing(10);
        if !self.problems.is_empty() {
            page = page.push(
                container(Column::with_children(
                    self.problems.iter().map(|p| text(p).into()),
                ))
                .padding(10)
                .width(Fill)
                .style(theme::error_banner),
            );
        } else if let Some(news) = &self.news {
            page = page.push(
                container(text(news))
                    .padding(10)
                    .width(Fill)
                    .style(theme::info_banner),
            );
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

    fn players_view<'a>(
        &'a self,
        crews: &'a [ListChoice],
        shelf: Shelf<'a>,
    ) -> Element<'a, Message> {
        let t = &self.tournament;
        let mut form = column![
            text("Register a player")
                .font(theme::BOLD)
                .size(theme::size::HEADING),
            text_input("Player's name", &self.player_name)
                .id(PLAYER_NAME_ID)
                .on_input(Message::PlayerNameEdited)
                .padding(8),
        ]
        .spacing(8);
        for (slot, (choice, typed)) in self.lists.iter().enumerate() {
            form = form.push(
                row![
                    text(format!("List {}", slot + 1))
                        .font(theme::BOLD)
                        .width(70),
                    pick_list(crews, choice.clone(), move |c| Message::ListPicked(slot, c))
                        .placeholder("A saved crew")
                        .width(Fill),
                    text("or").style(theme::muted),
                    text_input("paste a crew code", typed)
                        .on_input(move |t| Message::ListCodeEdited(slot, t))
                        .padding(6)
                        .width(Fill),
                ]
                .spacing(8)
                .align_y(Center),
            );
        }
        if let Some(fielding) = shelf.fielding(&self.lists) {
            form = form.push(fielding);
        }
        form = form.push(
            widget::button(
                row![icon::plus(), text("Register")]
                    .spacing(6)
                    .align_y(Center),
            )
            .on_press(Message::AddPlayer)
            .style(button::primary),
        );
        let mut list = column![].spacing(6);
        for (i, p) in t.state().players.iter().enumerate() {
            let lists: Vec<String> = p
                .lists
                .iter()
                .map(|l| format!("{} [{}]", l.crew.name, l.fingerprint))
                .collect();
            let joined = if p.joined_after > 0 {
                format!(" · joined after round {}", p.joined_after)
            } else {
                String::new()
            };
            let end: Element<'_, Message> = if p.dropped {
                widget::chip("dropped")
            } else {
                widget::button(text("Drop"))
                    .on_press(Message::DropPlayer(i))
                    .style(button::secondary)
                    .into()
            };
            list = list.push(
                container(
                    row![
                        column![
                            text(&p.name).font(theme::BOLD).size(theme::size::HEADING),
                            text(format!(
                                "{}{joined} · {}",
                                p.affiliation(),
                                lists.join(" · ")
                            ))
                            .style(theme::muted),
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

    fn round_view(&self, now: u64) -> Element<'_, Message> {
        let t = &self.tournament;
        let mut page = column![].spacing(12).padding(iced::Padding::ZERO.right(14));
        let can_pair = t.current_round().is_none_or(|(_, r)| r.is_complete());
        let next = t.state().rounds.len() + 1;
        page = page.push(
            row![
                widget::button(text(format!("Pair round {next}")))
                    .on_press_maybe(can_pair.then_some(Message::Pair))
                    .style(button::primary),
                text("Rounds").style(theme::muted),
                text_input("", &self.rounds_text)
                    .on_input(Message::RoundsChanged)
                    .on_submit(Message::RoundsSubmitted)
                    .padding(6)
                    .width(60),
                widget::button(text("Set"))
                    .on_press(Message::RoundsSubmitted)
                    .style(button::secondary),
                space::horizontal(),
                widget::button(text("Print pairings"))
                    .on_press_maybe(
                        t.current_round()
                            .is_some()
                            .then_some(Message::Print(Sheet::Pairings))
                    )
                    .style(button::secondary),
                widget::button(text("Print match slips"))
                    .on_press_maybe(
                        t.current_round()
                            .is_some()
                            .then_some(Message::Print(Sheet::Slips))
                    )
                    .style(button::secondary),
            ]
            .spacing(8)
            .align_y(Center),
        );
        let Some((_, round)) = t.current_round() else {
            return page
                .push(
                    text("No round is paired yet: register the players, then pair round 1.")
                        .style(theme::muted),
                )
                .into();
        };
        page = page.push(self.timer_view(round, now));
        let players = &t.state().players;
        for (i, table) in round.tables.iter().enumerate() {
            page = page.push(self.table_view(i, table, players));
        }
        if let Some(bye) = round.bye {
            page = page.push(
                text(format!(
                    "Bye: {} (a win: {} points, no VP)",
                    players[bye].name,
                    t.setup().preset.scoring.win
                ))
                .size(theme::size::HEADING),
            );
        }
        if !round.has_begun() {
            page = page.push(self.swap_view(round));
        }
        page = page.push(
            row![
                text_input("Paste a result code (GR…)", &self.result_code)
                    .id(RESULT_CODE_ID)
                    .on_input(Message::ResultCodeEdited)
                    .on_submit(Message::EnterResultCode)
                    .padding(8)
                    .width(Fill),
                widget::button(text("Enter the code"))
                    .on_press(Message::EnterResultCode)
                    .style(button::primary),
                widget::button(text("Import a match file…"))
                    .on_press(Message::ChooseMatchFile)
                    .style(button::secondary),
            ]
            .spacing(8)
            .align_y(Center),
        );
        page.into()
    }

    fn timer_view(&self, round: &crate::bmg::tournament::Round, now: u64) -> Element<'_, Message> {
        let minutes = u64::from(self.tournament.setup().round_minutes);
        match round.timer_started {
            None => row![
                widget::button(text(format!("Start the round timer ({minutes} min)")))
                    .on_press(Message::StartTimer)
                    .style(button::primary),
                text("It starts only when pressed.").style(theme::muted),
            ]
            .spacing(8)
            .align_y(Center)
            .into(),
            Some(at) => {
                let end = at.saturating_add(minutes * 60);
                // A clock set back never shows more than the round's length.
                let left = end.saturating_sub(now).min(minutes * 60);
                let line = if left == 0 {
                    text("Time is up: call time at the tables (the match tracker's Time called).")
                        .style(theme::danger)
                } else {
                    text(format!(
                        "Time left: {}:{:02}:{:02}",
                        left / 3600,
                        left % 3600 / 60,
                        left % 60
                    ))
                };
                line.font(theme::BOLD).size(theme::size::TITLE).into()
            }
        }
    }

    fn table_view<'a>(
        &'a self,
        i: usize,
        table: &'a crate::bmg::tournament::Table,
        players: &'a [crate::bmg::tournament::Player],
    ) -> Element<'a, Message> {
        let side = |s: usize| {
            let p = &players[table.players[s]];
            let choices: Vec<Played> = (0..u32::try_from(p.lists.len()).unwrap_or(0))
                .map(Played)
                .collect();
            let chosen = self.played.get(i).and_then(|x| x[s]).map(Played);
            column![
                text(&p.name).font(theme::BOLD).size(theme::size::HEADING),
                pick_list(choices, chosen, move |l: Played| Message::ListPlayed(
                    i, s, l.0
                ))
                .placeholder("list played")
                .text_size(theme::size::SMALL),
            ]
            .spacing(2)
            .width(Fill)
        };
        let vp = |s: usize| {
            text_input("VP", self.vp.get(i).map_or("", |v| v[s].as_str()))
                .on_input(move |t| Message::VpEdited(i, s, t))
                .on_submit(Message::EnterResult(i))
                .padding(8)
                .size(theme::size::HEADING)
                .width(80)
        };
        let done = table.result.is_some();
        container(
            row![
                text(format!("Table {}", i + 1))
                    .font(theme::BOLD)
                    .size(theme::size::HEADING)
                    .width(90),
                side(0),
                vp(0),
                text("–").size(theme::size::HEADING),
                vp(1),
                side(1),
                // Fixed widths: every table's boxes line up, whatever its state.
                widget::button(
                    text(if done { "Correct" } else { "Enter" })
                        .align_x(Center)
                        .width(Fill)
                )
                .on_press(Message::EnterResult(i))
                .style(if done {
                    button::secondary
                } else {
                    button::primary
                })
                .width(100),
                container(if done {
                    widget::chip("done")
                } else {
                    space::horizontal().width(0).into()
                })
                .width(60),
            ]
            .spacing(10)
            .align_y(Center),
        )
        .padding(8)
        .style(theme::row)
        .into()
    }

    fn swap_view(&self, round: &crate::bmg::tournament::Round) -> Element<'_, Message> {
        let players = &self.tournament.state().players;
        let seated: Vec<Seated> = round
            .tables
            .iter()
            .flat_map(|t| t.players)
            .chain(round.bye)
            .map(|p| Seated {
                player: p,
                name: players[p].name.clone(),
            })
            .collect();
        let pick = |k: usize| {
            let chosen = self.swap[k].and_then(|p| seated.iter().find(|s| s.player == p).cloned());
            pick_list(seated.clone(), chosen, move |s: Seated| {
                Message::SwapPicked(k, s.player)
            })
            .placeholder("a player")
        };
        row![
            text("Before the round starts, swap").style(theme::muted),
            pick(0),
            text("and"),
            pick(1),
            widget::button(text("Swap"))
                .on_press(Message::Swap)
                .style(button::secondary),
        ]
        .spacing(8)
        .align_y(Center)
        .into()
    }

    fn standings_view(&self) -> Element<'_, Message> {
        let t = &self.tournament;
        let players = &t.state().players;
        let cell = |s: String, width: f32| text(s).width(width);
        let mut table = column![
            row![
                cell("#".into(), 40.0),
                text("Player").width(Fill),
                cell("Points".into(), 70.0),
                cell("W/T/L".into(), 80.0),
                cell("VP +".into(), 60.0),
                cell("VP -".into(), 60.0),
                cell("Diff".into(), 60.0),
                cell("SoS".into(), 60.0),
                text("Affiliation").width(170),
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
                            format!("{} (dropped)", p.name)
                        } else {
                            p.name.clone()
                        })
                        .font(theme::BOLD)
                        .width(Fill),
                        cell(s.points.to_string(), 70.0),
                        cell(format!("{}/{}/{}", s.wins, s.ties, s.losses), 80.0),
                        cell(s.vp_for.to_string(), 60.0),
                        cell(s.vp_against.to_string(), 60.0),
                        cell(s.vp_difference().to_string(), 60.0),
                        cell(s.sos.to_string(), 60.0),
                        text(p.affiliation().to_owned()).width(170),
                    ]
                    .spacing(6),
                )
                .padding([4, 0])
                .style(theme::row),
            );
        }
        column![
            row![
                widget::button(text("Print standings"))
                    .on_press(Message::Print(Sheet::Standings))
                    .style(button::primary),
                text_input("Export to (.csv or .json)", &self.export_path)
                    .on_input(Message::ExportPathEdited)
                    .on_submit(Message::ExportStandings)
                    .padding(6)
                    .width(Fill),
                widget::button(text("Export"))
                    .on_press(Message::ExportStandings)
                    .style(button::secondary),
            ]
            .spacing(8)
            .align_y(Center),
            table.padding(iced::Padding::ZERO.right(14)),
        ]
        .spacing(12)
        .into()
    }
}

/// A list a player played, as its picker shows it: "list 1" for the first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Played(u32);

impl std::fmt::Display for Played {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "list {}", u64::from(self.0) + 1)
    }
}

/// A player of the round, as the swap pickers offer them.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Seated {
    player: usize,
    name: String,
}

impl std::fmt::Display for Seated {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name)
    }
}
