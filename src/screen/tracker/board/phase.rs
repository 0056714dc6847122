//! The phase bar over the table: where the match stands, the match's buttons, and
//! what the phase asks now with the buttons that do it.

use super::super::{Message, Table, id};
use crate::bmg::tracker::{Event, Phase, Player, ROUNDS, RecountStep};
use crate::widget::field::field;
use crate::widget::named::named;
use crate::words::tr;
use crate::{icon, theme, widget, words};
use iced::widget::{column, container, responsive, row, text};
use iced::{Center, Element, Fill};

/// The width (logical pixels) under which the phase bar takes its narrow form.
pub(super) const NARROW_BAR: f32 = 960.0;
/// The width (logical pixels) from which the two players' lead dice stand side by
/// side; under it, one over the other, which leaves the instruction room to read.
const LEAD_SIDE_BY_SIDE: f32 = 1250.0;

impl Table {
    /// The phase bar: where the match stands, the match's buttons, what to do now and
    /// its buttons. In a narrow room (a small window, large text) each part takes one
    /// line, its sentences cut with "…" (whole on hover), and the last entry is left to
    /// the Log; so the board keeps its room.
    pub(super) fn phase_bar(&self, width: f32) -> Element<'_, Message> {
        let narrow = width < NARROW_BAR;
        let state = self.state();
        let initiative = state
            .initiative
            .map_or(tr!("tracker-initiative-undecided"), |p| {
                state.players[p].name.clone()
            });
        let round = if state.phase == Phase::Deployment {
            tr!("tracker-before-round-one")
        } else if state.time_called && state.phase != Phase::Finished {
            tr!("tracker-round-last", round = state.round.min(ROUNDS))
        } else {
            tr!(
                "tracker-round-of",
                round = state.round.min(ROUNDS),
                rounds = ROUNDS
            )
        };
        let stands: Element<'_, Message> = if narrow {
            widget::elided(
                tr!(
                    "tracker-stands-narrow",
                    round = round,
                    phase = words::tracker::phase(state.phase),
                    initiative = initiative
                ),
                theme::size::HEADING,
                theme::BOLD,
                theme::accent,
            )
        } else {
            // Where the match stands on one line: the initiative is cut first.
            // On one line whatever the step: a long step's name that wrapped made the
            // bar taller and moved the board between two steps of the Recount.
            row![
                text(round)
                    .font(theme::BOLD)
                    .size(theme::size::HEADING)
                    .wrapping(text::Wrapping::None),
                text(words::tracker::phase(state.phase))
                    .size(theme::size::HEADING)
                    .style(theme::accent)
                    .wrapping(text::Wrapping::None),
                widget::elided(
                    tr!("tracker-initiative", initiative = initiative),
                    theme::size::HEADING,
                    theme::TEXT,
                    text::default,
                ),
            ]
            .spacing(12)
            .width(Fill)
            .into()
        };
        let top = row![stands, self.match_buttons(narrow)]
            .spacing(12)
            .align_y(Center);

        // Each step's buttons take the place of the last step's: until the pointer
        // moves, a double-click's second click presses none of them (a lead die where
        // the Recount's last button was, an Initiative where a die was).
        let step = (state.round, state.phase, state.lead_winner.is_some());
        let actions = widget::arrived(
            step,
            row(self.actions(width < LEAD_SIDE_BY_SIDE))
                .spacing(8)
                .align_y(Center),
        );
        // What to do now takes the room of two lines, whatever it says, so that the
        // board never moves: a short instruction and the last entry under it (where
        // there is room), or a long one over both lines, cut with "…" (whole on hover)
        // only where two lines are not enough.
        let what_now = words::tracker::what_now(state);
        let two_lines = widget::lines_height(2, theme::size::HEADING);
        let now: Element<'_, Message> = if let Some(refused) = &self.refused {
            // A refusal takes what to do now's place and room, until the next action:
            // read where the eye is, and pushing nothing down the board.
            container(widget::elided_lines(
                tr!("tracker-not-allowed", refused = refused.text()),
                2,
                theme::size::HEADING,
                theme::BOLD,
                text::default,
            ))
            .padding([0, 8])
            .height(two_lines)
            .center_y(two_lines)
            .width(Fill)
            .style(theme::error_banner)
            .into()
        } else if narrow {
            widget::elided_lines(
                what_now,
                2,
                theme::size::HEADING,
                theme::BOLD,
                text::default,
            )
        } else {
            let last = self.last_entry_text();
            responsive(move |size| {
                if widget::fits_one_line(&what_now, theme::size::HEADING, theme::BOLD, size.width) {
                    column![
                        widget::elided(
                            what_now.clone(),
                            theme::size::HEADING,
                            theme::BOLD,
                            text::default
                        ),
                        widget::elided(last.clone(), theme::size::SMALL, theme::TEXT, theme::muted),
                    ]
                    .into()
                } else {
                    widget::elided_lines(
                        what_now.clone(),
                        2,
                        theme::size::HEADING,
                        theme::BOLD,
                        text::default,
                    )
                }
            })
            .height(two_lines)
            .into()
        };
        let mut bar = column![top, row![now, actions].spacing(12).align_y(Center)].spacing(6);
        if self.abandoning {
            bar = bar.push(
                container(
                    row![
                        text(tr!("tracker-abandon-ask"))
                            .font(theme::BOLD)
                            .width(Fill),
                        named(
                            id::CONFIRM_ABANDON,
                            widget::button(text(tr!("tracker-abandon-confirm")))
                                .on_press(Message::Abandon)
                                .style(theme::danger_button)
                        ),
                        named(
                            id::KEEP_PLAYING,
                            widget::button(text(tr!("tracker-keep-playing")))
                                .on_press(Message::KeepPlaying)
                                .style(theme::secondary_button)
                        ),
                    ]
                    .spacing(12)
                    .align_y(Center),
                )
                .padding([6, 10])
                .width(Fill)
                .style(theme::error_banner),
            );
        }
        container(bar).padding([8, 12]).style(theme::panel).into()
    }

    /// The match's own buttons: the log, time called, abandon, undo and redo; in a
    /// narrow room each shows its icon only (named on hover), which leaves where the
    /// match stands the room to read.
    fn match_buttons(&self, narrow: bool) -> Element<'_, Message> {
        let state = self.state();
        let under_way = !self.finished();
        let (word, icon_and_word) = if narrow {
            (Look::Icon, Look::Icon)
        } else {
            (Look::Word, Look::IconAndWord)
        };
        row![
            // The shortcuts (Ctrl+Z, Ctrl+Y, Ctrl+Enter) are in the help overlay (F1):
            // a hint here pushed Undo and Redo off a 1024-pixel window.
            named(
                id::LOG,
                match_button(
                    icon::log(),
                    tr!("tracker-log"),
                    Some(Message::ShowLog),
                    word
                )
            ),
            // A tournament round's timer ran out: this round is the last.
            named(
                id::TIME_CALLED,
                match_button(
                    icon::timer(),
                    tr!("tracker-time-called"),
                    (under_way && !state.time_called).then_some(Message::CallTime),
                    word
                )
            ),
            named(
                id::ABANDON,
                match_button(
                    icon::abandon(),
                    tr!("tracker-abandon"),
                    (under_way && !self.abandoning).then_some(Message::AskToAbandon),
                    word
                )
            ),
            named(
                id::UNDO,
                match_button(
                    icon::undo(),
                    tr!("tracker-undo"),
                    (!self.timeline.record().events.is_empty()).then_some(Message::Undo),
                    icon_and_word
                )
            ),
            named(
                id::REDO,
                match_button(
                    icon::redo(),
                    tr!("tracker-redo"),
                    (!self.timeline.record().undone.is_empty()).then_some(Message::Redo),
                    icon_and_word
                )
            ),
        ]
        .spacing(12)
        .align_y(Center)
        .into()
    }

    /// The buttons for what the phase asks now; `stacked`, the lead dice one over the
    /// other.
    fn actions(&self, stacked: bool) -> Vec<Element<'_, Message>> {
        let state = self.state();
        let primary = |id: &'static str, label: String, message: Message| -> Element<'_, Message> {
            named(
                id,
                widget::button(text(label))
                    .on_press(message)
                    .style(theme::primary_button),
            )
            .into()
        };
        match state.phase {
            Phase::Deployment => {
                // Says that the cards still picked are redrawn on the way, in the room
                // of the longest label, so that the line beside it never moves.
                let label = redraw_label(self.pending_redraws());
                let widest = widget::widest(text(label), [text(redraw_label(8)).into()]);
                vec![
                    named(
                        id::START_ROUND,
                        widget::button(widest)
                            .on_press(Message::Play(Event::GameStarted))
                            .style(theme::primary_button),
                    )
                    .into(),
                ]
            }
            Phase::TakeTheLead => self.lead_actions(stacked),
            Phase::RaiseThePlan => vec![primary(
                id::START_ACTIVATIONS,
                tr!("tracker-start-activations"),
                Message::Play(Event::PlanConfirmed),
            )],
            Phase::ExecuteThePlan => self.activation_actions(),
            Phase::Recount(RecountStep::EndOfRound) => {
                let ends = state.round >= ROUNDS
                    || state.time_called
                    || state.players.iter().any(|p| p.active_models() == 0);
                let label = if ends {
                    tr!("tracker-end-game")
                } else {
                    tr!("tracker-shuffle-and-start", round = state.round + 1)
                };
                vec![primary(id::END_ROUND, label, Message::EndRound)]
            }
            Phase::Recount(_) => vec![primary(
                id::NEXT_STEP,
                tr!("tracker-next-step"),
                Message::Play(Event::PhaseAdvanced),
            )],
            Phase::Finished => vec![
                column![
                    row![
                        field(&tr!("tracker-export-to"), &self.export_path)
                            .on_input(Message::ExportPathChanged)
                            .on_submit(Message::Export)
                            .width(320)
                            .padding(6),
                        widget::button(text(tr!("tracker-choose-file")))
                            .on_press(Message::ChooseExport)
                            .style(theme::secondary_button),
                        named(
                            id::EXPORT,
                            widget::button(
                                row![icon::export(), text(tr!("tracker-export"))].spacing(6)
                            )
                            .on_press(Message::Export)
                            .style(theme::secondary_button)
                        ),
                    ]
                    .spacing(8)
                    .align_y(Center),
                    row![
                        field(&tr!("tracker-report-to"), &self.report_path)
                            .on_input(Message::ReportPathChanged)
                            .on_submit(Message::ExportReport)
                            .width(320)
                            .padding(6),
                        widget::button(text(tr!("tracker-choose-file")))
                            .on_press(Message::ChooseReport)
                            .style(theme::secondary_button),
                        named(
                            id::EXPORT_REPORT,
                            widget::button(
                                row![icon::export(), text(tr!("tracker-export-report"))].spacing(6)
                            )
                            .on_press(Message::ExportReport)
                            .style(theme::secondary_button)
                        ),
                    ]
                    .spacing(8)
                    .align_y(Center),
                    self.result_code_view(),
                ]
                .spacing(6)
                .into(),
                primary(id::NEW_MATCH, tr!("tracker-new-match"), Message::NewMatch),
            ],
        }
    }

    /// Take the Lead: a roll (or the die typed in) for each player still to roll, then
    /// the winner's choice of who takes the initiative; `stacked`, one player's dice
    /// over the other's.
    fn lead_actions(&self, stacked: bool) -> Vec<Element<'_, Message>> {
        let state = self.state();
        let name = |p: Player| state.players[p].name.as_str();
        if state.lead_winner.is_some() {
            let buttons = row(Player::BOTH.into_iter().map(|p| {
                named(
                    id::initiative(p),
                    widget::button(text(tr!("tracker-initiative-to", player = name(p))))
                        .on_press(Message::Play(Event::InitiativeChosen { player: p }))
                        .style(theme::primary_button),
                )
                .into()
            }))
            .spacing(8);
            // As tall as the dice were, so that the board below does not move.
            let dice: Element<'_, Message> = if stacked {
                column(Player::BOTH.map(|p| self.lead_dice(p)))
                    .spacing(4)
                    .into()
            } else {
                row(Player::BOTH.map(|p| self.lead_dice(p)))
                    .spacing(8)
                    .into()
            };
            return vec![widget::widest(buttons, [dice])];
        }
        let each = Player::BOTH
            .into_iter()
            .map(|p| match state.players[p].lead_roll {
                // A die rolled keeps the room of its buttons until both are in.
                Some(roll) => widget::widest(
                    text(tr!("tracker-rolled", player = name(p), roll = roll)).font(theme::BOLD),
                    [self.lead_dice(p)],
                ),
                None => self.lead_dice(p),
            });
        if stacked {
            // One player's dice over the other's.
            return vec![column(each).spacing(4).into()];
        }
        each.collect()
    }

    /// A player's roll for the lead, on one line: rolled in the app, or the die's face
    /// as it fell.
    fn lead_dice(&self, p: Player) -> Element<'_, Message> {
        let name = self.state().players[p].name.as_str();
        let typed = row((1..=6).map(|roll| {
            named(
                id::lead_die(p, roll),
                widget::button(text(roll.to_string()))
                    .on_press(Message::Play(Event::LeadRolled { player: p, roll }))
                    .style(theme::secondary_button),
            )
            .into()
        }))
        .spacing(4);
        let roll = named(
            id::lead_roll(p),
            widget::button(
                row![icon::dice(), text(tr!("tracker-roll-for", player = name))].spacing(6),
            )
            .on_press(Message::RollLead(p))
            .style(theme::primary_button),
        );
        row![roll, typed].spacing(6).align_y(Center).into()
    }

    /// Execute the Plan: a pass for the player on turn while they have passes, and the
    /// move to the Recount, with a count of the models not yet activated.
    fn activation_actions(&self) -> Vec<Element<'_, Message>> {
        let state = self.state();
        let turn = state.turn;
        let player = &state.players[turn];
        let mut actions = Vec::new();
        if state.may_pass() {
            actions.push(
                named(
                    id::PASS,
                    widget::button(text(tr!("tracker-pass-left", count = player.passes)))
                        .on_press(Message::Pass)
                        .style(theme::secondary_button),
                )
                .into(),
            );
        }
        let left: usize = state
            .players
            .iter()
            .map(|p| p.models.iter().filter(|m| m.waits_to_activate()).count())
            .sum();
        let label = tr!("tracker-to-recount", count = left);
        actions.push(
            named(
                id::TO_RECOUNT,
                widget::button(text(label))
                    .on_press(Message::Play(Event::PhaseAdvanced))
                    .style(theme::primary_button),
            )
            .into(),
        );
        actions
    }

    /// The last line of the log: what the last click did (the Log button shows all).
    fn last_entry_text(&self) -> String {
        let last = self
            .state()
            .log
            .last()
            .map_or_else(String::new, words::tracker::entry);
        tr!("tracker-last-entry", entry = last)
    }
}

/// How a match button shows.
#[derive(Clone, Copy)]
enum Look {
    /// Its word (in a wide bar).
    Word,
    /// Its icon and word (in a wide bar).
    IconAndWord,
    /// Its icon alone, the word on hover (in a narrow bar).
    Icon,
}

/// One of the match's buttons, shown as `look` says.
fn match_button<'a>(
    icon: iced::widget::Text<'a>,
    label: String,
    message: Option<Message>,
    look: Look,
) -> Element<'a, Message> {
    match look {
        Look::Icon => widget::icon_button(icon, label, message, theme::secondary_button),
        Look::Word => widget::button(text(label))
            .on_press_maybe(message)
            .style(theme::secondary_button)
            .into(),
        Look::IconAndWord => widget::button(row![icon, text(label)].spacing(6).align_y(Center))
            .on_press_maybe(message)
            .style(theme::secondary_button)
            .into(),
    }
}

/// The Deployment's button: "Start round 1", or with the redraw of `picked` cards.
fn redraw_label(picked: usize) -> String {
    tr!("tracker-redraw-and-start", count = picked)
}
