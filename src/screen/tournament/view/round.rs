//! An open event's round page: pairing the next round, the timer, each table's result,
//! swaps before the round begins, and results from codes or match files.

use crate::bmg::tournament::{Player, Round, Table, TableAt};
use crate::screen::tournament::{Message, Open, Sheet, id};
use crate::widget::field::field;
use crate::widget::named::named;
use crate::widget::picker::picker;
use crate::words::tr;
use crate::{theme, widget};
use iced::widget::{column, container, row, space, text};
use iced::{Center, Element, Fill};

impl Open {
    pub(super) fn round_view(&self, now: u64) -> Element<'_, Message> {
        let t = &self.tournament;
        let mut page = column![].spacing(12).padding(iced::Padding::ZERO.right(14));
        let can_pair = t.current_round().is_none_or(|(_, r)| r.is_complete());
        let next = t.state().rounds.len() + 1;
        page = page.push(
            row![
                named(
                    id::PAIR,
                    widget::button(text(tr!("tournament-pair-round", round = next)))
                        .on_press_maybe(can_pair.then_some(Message::Pair))
                        .style(theme::primary_button)
                ),
                text(tr!("tournament-rounds-label")).style(theme::muted),
                field("", &self.rounds_text)
                    .on_input(Message::RoundsChanged)
                    .on_submit(Message::RoundsSubmitted)
                    .padding(6)
                    .width(60),
                named(
                    id::SET_ROUNDS,
                    widget::button(text(tr!("tournament-set")))
                        .on_press(Message::RoundsSubmitted)
                        .style(theme::secondary_button)
                ),
                space::horizontal(),
                named(
                    id::PRINT_PAIRINGS,
                    widget::button(text(tr!("tournament-print-pairings")))
                        .on_press_maybe(
                            t.current_round()
                                .is_some()
                                .then_some(Message::Print(Sheet::Pairings))
                        )
                        .style(theme::secondary_button)
                ),
                named(
                    id::PRINT_SLIPS,
                    widget::button(text(tr!("tournament-print-slips")))
                        .on_press_maybe(
                            t.current_round()
                                .is_some()
                                .then_some(Message::Print(Sheet::Slips))
                        )
                        .style(theme::secondary_button)
                ),
            ]
            .spacing(8)
            .align_y(Center),
        );
        let Some((_, round)) = t.current_round() else {
            return page
                .push(text(tr!("tournament-no-round-paired")).style(theme::muted))
                .into();
        };
        page = page.push(self.timer_view(round, now));
        let players = &t.state().players;
        for (i, table) in round.tables.iter().enumerate() {
            page = page.push(self.table_view(i, table, players));
        }
        if let Some(bye) = round.bye {
            page = page.push(
                text(tr!(
                    "tournament-bye",
                    name = players[bye].name.as_str(),
                    count = t.setup().preset.scoring.win
                ))
                .size(theme::size::HEADING),
            );
        }
        if !round.has_begun() {
            page = page.push(self.swap_view(round));
        }
        page = page.push(
            row![
                field(&tr!("tournament-paste-result-code"), &self.result_code)
                    .id(id::RESULT_CODE)
                    .on_input(Message::ResultCodeEdited)
                    .on_submit(Message::EnterResultCode)
                    .padding(8)
                    .width(Fill),
                named(
                    id::ENTER_CODE,
                    widget::button(text(tr!("tournament-enter-code")))
                        .on_press(Message::EnterResultCode)
                        .style(theme::primary_button)
                ),
                named(
                    id::IMPORT_MATCH,
                    widget::button(text(tr!("tournament-import-match")))
                        .on_press(Message::ChooseMatchFile)
                        .style(theme::secondary_button)
                ),
            ]
            .spacing(8)
            .align_y(Center),
        );
        page.into()
    }

    fn timer_view(&self, round: &Round, now: u64) -> Element<'_, Message> {
        let minutes = u64::from(self.tournament.setup().round_minutes);
        match round.timer_started {
            None => row![
                named(
                    id::START_TIMER,
                    widget::button(text(tr!("tournament-start-timer", minutes = minutes)))
                        .on_press(Message::StartTimer)
                        .style(theme::primary_button)
                ),
                text(tr!("tournament-timer-note")).style(theme::muted),
            ]
            .spacing(8)
            .align_y(Center)
            .into(),
            Some(at) => {
                let end = at.saturating_add(minutes * 60);
                // A clock set back never shows more than the round's length.
                let left = end.saturating_sub(now).min(minutes * 60);
                let line = if left == 0 {
                    text(tr!("tournament-time-up")).style(theme::danger)
                } else {
                    text(tr!(
                        "tournament-time-left",
                        time = format!("{}:{:02}:{:02}", left / 3600, left % 3600 / 60, left % 60)
                    ))
                };
                line.font(theme::BOLD).size(theme::size::TITLE).into()
            }
        }
    }

    fn table_view<'a>(
        &'a self,
        i: usize,
        table: &'a Table,
        players: &'a [Player],
    ) -> Element<'a, Message> {
        let side = |s: usize| {
            let p = &players[table.players[s]];
            let choices: Vec<Played> = (0..u32::try_from(p.lists.len()).unwrap_or(0))
                .map(Played)
                .collect();
            let chosen = self.played.get(i).and_then(|x| x[s]).map(Played);
            column![
                text(&p.name).font(theme::BOLD).size(theme::size::HEADING),
                picker(choices, chosen, move |l: Played| Message::ListPlayed(
                    i, s, l.0
                ))
                .placeholder(tr!("tournament-list-placeholder"))
                .text_size(theme::size::SMALL)
                .padding([8, 10]),
            ]
            .spacing(2)
            .width(Fill)
        };
        let vp = |s: usize| {
            field(
                &tr!("tournament-vp-placeholder"),
                self.vp.get(i).map_or("", |v| v[s].as_str()),
            )
            .on_input(move |t| Message::VpEdited(i, s, t))
            .on_submit(Message::EnterResult(i))
            .padding(8)
            .size(theme::size::HEADING)
            .width(80)
        };
        let done = table.result.is_some();
        // The table code a match tracker reports with, as the printed pairings show it.
        let code = self
            .tournament
            .current_round()
            .and_then(|(round, _)| self.tournament.table_code(round, TableAt(i)))
            .unwrap_or_default();
        container(
            column![
                row![
                    text(tr!("tournament-table", number = i + 1))
                        .font(theme::BOLD)
                        .size(theme::size::HEADING)
                        .width(90),
                    side(0),
                    vp(0),
                    text("–").size(theme::size::HEADING),
                    vp(1),
                    side(1),
                    // Fixed widths: every table's boxes line up, whatever its state.
                    named(
                        id::enter(i),
                        widget::button(
                            text(if done {
                                tr!("tournament-correct")
                            } else {
                                tr!("tournament-enter")
                            })
                            .align_x(Center)
                            .width(Fill)
                        )
                        .on_press(Message::EnterResult(i))
                        .style(if done {
                            theme::secondary_button
                        } else {
                            theme::primary_button
                        })
                        .width(100)
                    ),
                    container(if done {
                        widget::chip(tr!("tournament-done"))
                    } else {
                        space::horizontal().width(0).into()
                    })
                    .width(60),
                ]
                .spacing(10)
                .align_y(Center),
                text(tr!("tournament-table-code", code = code))
                    .size(theme::size::SMALL)
                    .style(theme::muted),
            ]
            .spacing(4),
        )
        .padding(8)
        .style(theme::row)
        .into()
    }

    fn swap_view(&self, round: &Round) -> Element<'_, Message> {
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
            picker(seated.clone(), chosen, move |s: Seated| {
                Message::SwapPicked(k, s.player)
            })
            .placeholder(tr!("tournament-a-player"))
            // 32 px high, as every control a hurried hand hits (iced's default
            // padding leaves a pick list at 30).
            .padding([6, 10])
        };
        row![
            text(tr!("tournament-swap-before")).style(theme::muted),
            pick(0),
            text(tr!("and")),
            pick(1),
            named(
                id::SWAP,
                widget::button(text(tr!("tournament-swap")))
                    .on_press(Message::Swap)
                    .style(theme::secondary_button)
            ),
        ]
        .spacing(8)
        .align_y(Center)
        .into()
    }
}

/// A list a player played, as its picker shows it: "List 1" for the first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Played(u32);

impl std::fmt::Display for Played {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&tr!(
            "tournament-list-number",
            number = u64::from(self.0) + 1
        ))
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
