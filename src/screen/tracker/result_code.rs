//! The end screen's tournament part: the table code from the match slip typed in, the
//! slip's player A named among the match's two players, and the result code to carry
//! to the organiser's window.

use super::{Message, Table};
use crate::bmg::tournament::code::{ResultCode, decode_ticket, encode_result};
use crate::bmg::tournament::{GameResult, MAX_VP};
use crate::bmg::tracker::Player;
use crate::theme;
use crate::widget;
use crate::widget::field::field;
use crate::widget::picker::picker;
use crate::words::numbers::integer;
use crate::words::tr;
use iced::widget::{column, row, text};
use iced::{Center, Element};
use std::fmt;

/// The id of the table code's field.
pub const TABLE_CODE_ID: &str = "table-code";
/// The id of the button that copies the result code.
pub const COPY_ID: &str = "result-code-copy";

/// Which of the match's players is player A on the slip.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlipSide {
    /// The match's player who is A.
    pub player: Player,
    /// "A is Ann".
    label: String,
}

impl fmt::Display for SlipSide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label)
    }
}

impl Table {
    /// The result code of this finished match for the table code typed, or why there
    /// is none (empty: nothing typed yet).
    pub fn result_code(&self) -> Result<String, String> {
        let typed = self.table_code.trim();
        if typed.is_empty() {
            return Err(String::new());
        }
        let ticket = decode_ticket(typed).map_err(|e| crate::words::code::table_code(&e))?;
        let state = self.state();
        let vp = |p: Player| {
            // A score taken below zero by hand counts as 0 on the tournament's sheet.
            u32::try_from(state.players[p].victory_points().max(0))
                .unwrap_or(0)
                .min(MAX_VP)
        };
        let (a, b) = (self.slip_a, self.slip_a.opponent());
        Ok(encode_result(&ResultCode {
            ticket,
            result: GameResult {
                vp: [vp(a), vp(b)],
                lists: [None; 2],
            },
        }))
    }

    /// The end screen's tournament row.
    pub(super) fn result_code_view(&self) -> Element<'_, Message> {
        let state = self.state();
        let sides: Vec<SlipSide> = Player::BOTH
            .into_iter()
            .map(|player| SlipSide {
                player,
                label: tr!(
                    "tracker-slip-a",
                    player = state.players[player].name.as_str()
                ),
            })
            .collect();
        let chosen = sides.iter().find(|s| s.player == self.slip_a).cloned();
        let mut part = column![
            row![
                text(tr!("tracker-tournament")).font(theme::BOLD),
                field(&tr!("tracker-table-code"), &self.table_code)
                    .id(TABLE_CODE_ID)
                    .on_input(Message::TableCodeChanged)
                    .width(300)
                    .padding(6),
                picker(sides, chosen, |s: SlipSide| Message::SlipSideChosen(
                    s.player
                ))
                .padding([6, 10]),
            ]
            .spacing(8)
            .align_y(Center),
        ]
        .spacing(4);
        match self.result_code() {
            Ok(code) => {
                // What the code says, to check against the slip before it is carried.
                let (a, b) = (self.slip_a, self.slip_a.opponent());
                let vp = |p: Player| state.players[p].victory_points().max(0);
                part = part.push(text(tr!(
                    "tracker-code-says",
                    a = state.players[a].name.as_str(),
                    a_vp = integer(vp(a)),
                    b = state.players[b].name.as_str(),
                    b_vp = integer(vp(b))
                )));
                part = part.push(
                    row![
                        text(tr!("tracker-result-code", code = code.as_str()))
                            .font(theme::BOLD)
                            .size(theme::size::HEADING),
                        widget::named::named(
                            COPY_ID,
                            widget::button(text(tr!("tracker-copy")))
                                .on_press(Message::CopyResultCode(code))
                                .style(theme::primary_button)
                        ),
                    ]
                    .spacing(8)
                    .align_y(Center),
                );
            }
            Err(why) if !why.is_empty() => {
                part = part.push(
                    text(tr!("tracker-not-table-code", why = why.as_str())).style(theme::danger),
                );
            }
            Err(_) => {}
        }
        part.into()
    }
}
