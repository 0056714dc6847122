//! The Super Dice panel: every player's board, the throw entered or rolled, the cards
//! it can turn with their scores, the re-throw odds of the dice held, coins left, the
//! winner, and undo.

use super::{Action, Table, TableMessage, log_view, pane, scrolling_pane};
use crate::games::replay::Played;
use crate::games::superdice::saved::{Move, Start};
use crate::games::superdice::{Category, DICE, Ending, Game, RETHROWS, Stage, rethrow_odds};
use crate::widget::{chip, choice};
use crate::{icon, theme};
use iced::widget::{Column, button, column, container, row, text};
use iced::{Center, Element, Fill};

/// A message of the panel.
#[derive(Debug, Clone)]
pub enum Message {
    /// A message of the players at the table or the game as a whole.
    Table(TableMessage),
    /// Start the game.
    Start,
    /// A die of the throw being entered changed.
    DieChanged(usize, u32),
    /// The Villain die being entered changed.
    VillainChanged(u32),
    /// A die on the table was held (or let go) for the re-throw.
    HeldToggled(usize),
    /// Throw (or re-throw) with the dice as entered.
    Throw,
    /// Throw (or re-throw) in the app.
    ThrowInApp,
    /// Turn a card of this category for its score.
    Score(Category),
    /// Turn a card of this category for nothing.
    GiveUp(Category),
}

/// The panel's state.
#[derive(Debug)]
pub struct State {
    table: Table<Game>,
    dice: [u32; DICE],
    villain: u32,
    held: [bool; DICE],
}

impl Default for State {
    fn default() -> State {
        State {
            table: Table::new(2, 2..=6),
            dice: [1; DICE],
            villain: 1,
            held: [false; DICE],
        }
    }
}

impl State {
    /// The players, the game in progress and why the last move was refused.
    pub fn table(&self) -> &Table<Game> {
        &self.table
    }

    /// The table, for the games screen's file jobs.
    pub(super) fn table_mut(&mut self) -> &mut Table<Game> {
        &mut self.table
    }

    /// Puts a saved game back on the table, no die held.
    pub(super) fn resume(&mut self, played: Played<Game>) {
        self.held = [false; DICE];
        self.table.resume(played);
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action<Message> {
        self.table.clear_error();
        match message {
            Message::Table(message) => {
                // A throw taken back leaves no die held.
                if matches!(message, TableMessage::Undo) && self.table.game().is_some() {
                    self.held = [false; DICE];
                }
                self.table.update(message);
            }
            Message::Start => {
                self.table.start(Start {
                    names: self.table.names_to_play(),
                });
            }
            Message::DieChanged(i, value) => {
                if let Some(d) = self.dice.get_mut(i) {
                    *d = value.clamp(1, 6);
                }
            }
            Message::VillainChanged(value) => self.villain = value.clamp(1, 6),
            Message::HeldToggled(i) => {
                if let Some(h) = self.held.get_mut(i) {
                    *h = !*h;
                }
            }
            Message::Throw => self.throw(self.dice, self.villain),
            Message::ThrowInApp => {
                use rand::RngExt;
                let mut rng = rand::rng();
                let dice = std::array::from_fn(|_| rng.random_range(1..=6));
                let villain = rng.random_range(1..=6);
                self.throw(dice, villain);
            }
            Message::Score(category) => {
                self.table.play(Move::Score { category });
            }
            Message::GiveUp(category) => {
                self.table.play(Move::GiveUp { category });
            }
        }
        Action::None
    }

    /// The first throw, or a re-throw of the dice not held, with these values.
    fn throw(&mut self, dice: [u32; DICE], villain: u32) {
        let Some(game) = self.table.game() else {
            return;
        };
        match game.stage {
            Stage::Throw => {
                self.table.play(Move::Throw { dice, villain });
            }
            Stage::Thrown { dice: table, .. } => {
                let held: Vec<u32> = (0..DICE)
                    .filter(|&i| self.held[i])
                    .map(|i| table[i])
                    .collect();
                let thrown: Vec<u32> = (0..DICE)
                    .filter(|&i| !self.held[i])
                    .map(|i| dice[i])
                    .collect();
                self.table.play(Move::Rethrow {
                    held,
                    thrown,
                    villain,
                });
            }
        }
        self.held = [false; DICE];
    }

    /// The panel.
    pub fn view(&self) -> Element<'_, Message> {
        match self.table.game() {
            None => self.setup(),
            Some(game) => self.board(game),
        }
    }

    fn setup(&self) -> Element<'_, Message> {
        let players = self.table.players();
        let form = column![
            text("Super Dice")
                .font(theme::BOLD)
                .size(theme::size::TITLE),
            container(self.table.players_stepper("Players", Message::Table)).width(300),
            self.table.name_fields(Message::Table),
            text(format!(
                "{} Ransom Coins in the pool for {players} players.",
                crate::games::superdice::ransom_coins(players as usize),
            ))
            .style(theme::muted),
        ]
        .spacing(12);
        self.table.setup_page(form, Message::Start)
    }

    fn board<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        // The boards: one column per player, one row per category.
        let mut header = row![text("Card").font(theme::BOLD).width(210)].spacing(8);
        for (i, p) in game.players.iter().enumerate() {
            let marker = if i == game.current && game.ending.is_none() {
                "▶ "
            } else {
                ""
            };
            header = header.push(
                text(format!("{marker}{}", p.name))
                    .font(theme::BOLD)
                    .width(Fill),
            );
        }
        let mut boards = column![header].spacing(4);
        for category in Category::ALL {
            let mut line =
                row![text(format!("{} ({}+)", category.label(), category.base())).width(210)]
                    .spacing(8);
            for p in &game.players {
                let left = p.cards_left(category);
                let turned = category.cards() - left;
                line = line.push(
                    text(format!(
                        "{}{}",
                        "●".repeat(turned as usize),
                        "○".repeat(left as usize)
                    ))
                    .width(Fill),
                );
            }
            boards = boards.push(line);
        }
        let mut totals = row![text("Points").font(theme::BOLD).width(210)].spacing(8);
        for p in &game.players {
            totals = totals.push(
                text(p.score.to_string())
                    .font(theme::BOLD)
                    .size(24)
                    .style(theme::accent)
                    .width(Fill),
            );
        }
        boards = boards.push(totals);
        let left = pane(
            column![
                boards,
                text(format!("Ransom Coins left: {}", game.coins))
                    .font(theme::BOLD)
                    .size(theme::size::HEADING),
                log_view(&game.log),
            ]
            .spacing(10),
            Fill,
        );
        let right = scrolling_pane(self.turn_view(game), 460);
        row![left, right].spacing(12).height(Fill).into()
    }

    /// The turn in progress: the dice on the table, the cards they can turn, the
    /// re-throw, and the throw to enter; or the end of the game.
    fn turn_view<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        if let Some(ending) = &game.ending {
            return ending_view(game, ending);
        }
        let mut body = column![
            text(format!("{}'s turn", game.players[game.current].name))
                .font(theme::BOLD)
                .size(theme::size::HEADING)
        ]
        .spacing(10);
        let (table, rethrows) = match game.stage {
            Stage::Throw => (None, 0),
            Stage::Thrown { dice, rethrows } => (Some(dice), rethrows),
        };
        if let Some(dice) = table {
            let shown: Vec<String> = dice.iter().map(u32::to_string).collect();
            body = body.push(
                text(format!("On the table: {}", shown.join("  "))).size(theme::size::HEADING),
            );
            let offers = game.offers();
            body = if offers.is_empty() {
                self.missed(body, game, dice, rethrows)
            } else {
                offered(body, offers, rethrows)
            };
        }
        let can_throw = table.is_none() || (game.offers().is_empty() && rethrows < RETHROWS);
        if can_throw {
            body = body.push(self.throw_entry(table.is_none())).push(
                row![
                    button(row![icon::dice(), text("Throw in the app")].spacing(6))
                        .on_press(Message::ThrowInApp)
                        .style(button::secondary),
                    button(text("Enter this throw"))
                        .on_press(Message::Throw)
                        .style(button::primary),
                ]
                .spacing(8),
            );
        }
        body = body.push(self.table.undo_button(Message::Table));
        if let Some(error) = self.table.error_text() {
            body = body.push(error);
        }
        body.into()
    }

    /// After a throw that turns no card: the dice to hold for a re-throw with its odds
    /// while one is left, and the cards that can be turned for nothing.
    fn missed<'a>(
        &'a self,
        body: Column<'a, Message>,
        game: &'a Game,
        dice: [u32; DICE],
        rethrows: u32,
    ) -> Column<'a, Message> {
        let mut body =
            body.push(text("No card can be scored with these dice.").style(theme::danger));
        let player = &game.players[game.current];
        if rethrows < RETHROWS {
            body = body
                .push(
                    text(format!(
                        "Hold dice and throw the others again (scores ÷{}):",
                        Game::divisor(rethrows + 1)
                    ))
                    .font(theme::BOLD),
                )
                .push(self.hold_buttons(dice));
            let held: Vec<u32> = (0..DICE)
                .filter(|&i| self.held[i])
                .map(|i| dice[i])
                .collect();
            if let Ok(odds) = rethrow_odds(&held) {
                body = body
                    .push(text("Chance on the re-throw (cards left only):").style(theme::muted))
                    .push(
                        row(odds
                            .into_iter()
                            .filter(|(c, _)| player.cards_left(*c) > 0)
                            .map(|(category, p)| chip(format!("{category} {:.1}%", p * 100.0))))
                        .spacing(4)
                        .wrap(),
                    );
            }
            body = body.push(text("Or turn a card over for nothing:").style(theme::muted));
        } else {
            body = body
                .push(text("No re-throw left: turn a card over for nothing.").font(theme::BOLD));
        }
        body.push(
            row(Category::ALL
                .into_iter()
                .filter(|&c| player.cards_left(c) > 0)
                .map(|c| {
                    button(text(format!("Turn {c} for 0")).size(theme::size::SMALL))
                        .on_press(Message::GiveUp(c))
                        .style(button::secondary)
                        .into()
                }))
            .spacing(4)
            .wrap(),
        )
    }

    /// A button per die on the table, held or to throw again.
    fn hold_buttons<'a>(&self, dice: [u32; DICE]) -> Element<'a, Message> {
        row((0..DICE).map(|i| {
            button(text(format!(
                "{} {}",
                if self.held[i] { "Hold" } else { "Throw" },
                dice[i]
            )))
            .on_press(Message::HeldToggled(i))
            .style(if self.held[i] {
                button::primary
            } else {
                button::secondary
            })
            .into()
        }))
        .spacing(6)
        .into()
    }

    /// The faces of the dice to throw (on a re-throw, those not held) and the Villain
    /// die.
    fn throw_entry<'a>(&self, first: bool) -> Column<'a, Message> {
        let mut entry = column![
            text(if first {
                "Enter the throw:"
            } else {
                "Enter the new dice (those not held):"
            })
            .style(theme::muted)
        ]
        .spacing(4);
        // Only the dice not held take new values.
        for i in (0..DICE).filter(|&i| first || !self.held[i]) {
            entry = entry.push(face_picker(
                format!("Die {}", i + 1),
                self.dice[i],
                move |v| Message::DieChanged(i, v),
            ));
        }
        entry.push(face_picker(
            "Villain".to_owned(),
            self.villain,
            Message::VillainChanged,
        ))
    }
}

/// The end of the game: who won, if anyone, and the New game button.
fn ending_view<'a>(game: &'a Game, ending: &'a Ending) -> Element<'a, Message> {
    let result = match ending {
        Ending::RansomPaid => "Every Ransom Coin is paid: nobody wins.".to_owned(),
        Ending::Winners(winners) => {
            let names: Vec<&str> = winners
                .iter()
                .map(|&i| game.players[i].name.as_str())
                .collect();
            format!("{} win(s)!", names.join(" and "))
        }
    };
    column![
        text(result)
            .font(theme::BOLD)
            .size(theme::size::TITLE)
            .style(theme::accent),
        super::new_game_button(Message::Table),
    ]
    .spacing(10)
    .into()
}

/// The cards the dice on the table can turn, each a button for its score.
fn offered<'a>(
    body: Column<'a, Message>,
    offers: Vec<(Category, u32)>,
    rethrows: u32,
) -> Column<'a, Message> {
    let note = match rethrows {
        0 => String::new(),
        1 => format!(" (÷{} after a re-throw)", Game::divisor(1)),
        n => format!(" (÷{} after {n} re-throws)", Game::divisor(n)),
    };
    let mut body = body.push(text(format!("Turn a card{note}:")).font(theme::BOLD));
    for (category, points) in offers {
        body = body.push(
            button(text(format!("{category}: {points} points")))
                .on_press(Message::Score(category))
                .style(button::primary),
        );
    }
    body
}

/// `label  [1] [2] ... [6]`, the chosen face highlighted: one click per die.
fn face_picker<'a>(
    label: String,
    value: u32,
    on_pick: impl Fn(u32) -> Message + 'a,
) -> Element<'a, Message> {
    let faces = (1..=6).map(|face| choice(face == value, face.to_string(), on_pick(face)).into());
    row![text(label).width(70)]
        .extend(faces)
        .spacing(4)
        .align_y(Center)
        .into()
}
