//! The Super Dice panel: every player's board, the throw entered or rolled, the cards
//! it can turn with their scores, the re-throw odds of the dice held, coins left, the
//! winner, and undo.

use super::Action;
use super::Played;
use crate::games::superdice::{Category, DICE, Ending, Game, Stage, rethrow_odds};
use crate::widget::stepper::stepper;
use crate::widget::{chip, choice};
use crate::{icon, theme};
use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Center, Element, Fill};

/// A message of the panel.
#[derive(Debug, Clone)]
pub enum Message {
    /// The number of players changed.
    PlayersChanged(u32),
    /// A player's name was edited.
    NameChanged(usize, String),
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
    /// Take back the last move.
    Undo,
    /// Leave this game for a new one.
    NewGame,
}

/// The panel's state.
#[derive(Debug)]
pub struct State {
    players: u32,
    names: [String; 6],
    game: Option<Played<Game>>,
    dice: [u32; DICE],
    villain: u32,
    held: [bool; DICE],
    error: Option<String>,
}

impl Default for State {
    fn default() -> State {
        State {
            players: 2,
            names: std::array::from_fn(|i| format!("Player {}", i + 1)),
            game: None,
            dice: [1; DICE],
            villain: 1,
            held: [false; DICE],
            error: None,
        }
    }
}

impl State {
    /// The game in progress.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref().map(Played::game)
    }

    /// Why the last move was refused.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action<Message> {
        self.error = None;
        match message {
            Message::PlayersChanged(n) => self.players = n.clamp(2, 6),
            Message::NameChanged(i, name) => {
                if let Some(slot) = self.names.get_mut(i) {
                    *slot = name;
                }
            }
            Message::Start => {
                let names: Vec<String> = self.names[..self.players as usize]
                    .iter()
                    .enumerate()
                    .map(|(i, n)| {
                        if n.trim().is_empty() {
                            format!("Player {}", i + 1)
                        } else {
                            n.trim().to_owned()
                        }
                    })
                    .collect();
                match Game::new(names) {
                    Ok(game) => {
                        self.game = Some(Played::new(game));
                    }
                    Err(error) => self.error = Some(error.to_string()),
                }
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
            Message::Score(category) => self.play(|game| game.score(category).map(|_| ())),
            Message::GiveUp(category) => self.play(|game| game.give_up(category)),
            Message::Undo => {
                if let Some(played) = &mut self.game {
                    played.undo();
                    self.held = [false; DICE];
                }
            }
            Message::NewGame => {
                self.game = None;
            }
        }
        Action::None
    }

    /// The first throw, or a re-throw of the dice not held, with these values.
    fn throw(&mut self, dice: [u32; DICE], villain: u32) {
        let Some(game) = self.game.as_ref().map(Played::game) else {
            return;
        };
        match game.stage {
            Stage::Throw => self.play(|game| game.throw(dice, villain)),
            Stage::Thrown { dice: table, .. } => {
                let held: Vec<u32> = (0..DICE)
                    .filter(|&i| self.held[i])
                    .map(|i| table[i])
                    .collect();
                let thrown: Vec<u32> = (0..DICE)
                    .filter(|&i| !self.held[i])
                    .map(|i| dice[i])
                    .collect();
                self.play(|game| game.rethrow(&held, &thrown, villain));
            }
        }
        self.held = [false; DICE];
    }

    fn play(&mut self, action: impl FnOnce(&mut Game) -> Result<(), crate::games::MoveError>) {
        super::play_move(&mut self.game, &mut self.error, action);
    }

    /// The panel.
    pub fn view(&self) -> Element<'_, Message> {
        match self.game.as_ref().map(Played::game) {
            None => self.setup(),
            Some(game) => self.board(game),
        }
    }

    fn setup(&self) -> Element<'_, Message> {
        let names = super::name_fields(&self.names, self.players as usize, Message::NameChanged);
        let form = column![
            text("Super Dice")
                .font(theme::BOLD)
                .size(theme::size::TITLE),
            container(stepper(
                "Players",
                self.players,
                2..=6,
                Message::PlayersChanged
            ))
            .width(300),
            names,
            text(format!(
                "{} Ransom Coins in the pool for {} players.",
                crate::games::superdice::ransom_coins(self.players as usize),
                self.players
            ))
            .style(theme::muted),
        ]
        .spacing(12);
        super::setup_page(form, self.error.as_deref(), Message::Start)
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
        let left = container(
            column![
                boards,
                text(format!("Ransom Coins left: {}", game.coins))
                    .font(theme::BOLD)
                    .size(theme::size::HEADING),
                text("Log").font(theme::BOLD),
                scrollable(
                    column(
                        game.log
                            .iter()
                            .rev()
                            .take(40)
                            .map(|l| text(l.as_str()).size(theme::size::SMALL).into())
                    )
                    .spacing(2)
                )
                .height(Fill),
            ]
            .spacing(10),
        )
        .padding(12)
        .width(Fill)
        .height(Fill)
        .style(theme::panel);
        let right = container(scrollable(
            container(self.turn_view(game)).padding(iced::Padding::ZERO.right(14)),
        ))
        .padding(12)
        .width(460)
        .height(Fill)
        .style(theme::panel);
        row![left, right].spacing(12).height(Fill).into()
    }

    fn turn_view<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        let mut body = column![].spacing(10);
        if let Some(ending) = &game.ending {
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
            body = body
                .push(
                    text(result)
                        .font(theme::BOLD)
                        .size(theme::size::TITLE)
                        .style(theme::accent),
                )
                .push(
                    button(text("New game"))
                        .on_press(Message::NewGame)
                        .style(button::primary),
                );
            return body.into();
        }
        body = body.push(
            text(format!("{}'s turn", game.players[game.current].name))
                .font(theme::BOLD)
                .size(theme::size::HEADING),
        );
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
            if !offers.is_empty() {
                let note = match rethrows {
                    0 => String::new(),
                    1 => format!(" (÷{} after a re-throw)", Game::divisor(1)),
                    n => format!(" (÷{} after {n} re-throws)", Game::divisor(n)),
                };
                body = body.push(text(format!("Turn a card{note}:")).font(theme::BOLD));
                for (category, points) in offers {
                    body = body.push(
                        button(text(format!("{category}: {points} points")))
                            .on_press(Message::Score(category))
                            .style(button::primary),
                    );
                }
            } else {
                body =
                    body.push(text("No card can be scored with these dice.").style(theme::danger));
                if rethrows < crate::games::superdice::RETHROWS {
                    body = body.push(
                        text(format!(
                            "Hold dice and throw the others again (scores ÷{}):",
                            Game::divisor(rethrows + 1)
                        ))
                        .font(theme::BOLD),
                    );
                    body = body.push(
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
                        .spacing(6),
                    );
                    let held: Vec<u32> = (0..DICE)
                        .filter(|&i| self.held[i])
                        .map(|i| dice[i])
                        .collect();
                    if let Ok(odds) = rethrow_odds(&held) {
                        let player = &game.players[game.current];
                        body = body.push(
                            text("Chance on the re-throw (cards left only):").style(theme::muted),
                        );
                        body = body.push(
                            row(odds
                                .into_iter()
                                .filter(|(c, _)| player.cards_left(*c) > 0)
                                .map(|(category, p)| {
                                    chip(format!("{category} {:.1}%", p * 100.0))
                                }))
                            .spacing(4)
                            .wrap(),
                        );
                    }
                } else {
                    body = body.push(
                        text("No re-throw left: turn a card over for nothing.").font(theme::BOLD),
                    );
                }
                if rethrows < crate::games::superdice::RETHROWS {
                    body = body.push(text("Or turn a card over for nothing:").style(theme::muted));
                }
                let player = &game.players[game.current];
                body = body.push(
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
                );
            }
        }
        let can_throw = table.is_none()
            || (game.offers().is_empty() && rethrows < crate::games::superdice::RETHROWS);
        if can_throw {
            // Only the dice not held take new values.
            let thrown = (0..DICE).filter(|&i| table.is_none() || !self.held[i]);
            let mut entry = column![
                text(if table.is_none() {
                    "Enter the throw:"
                } else {
                    "Enter the new dice (those not held):"
                })
                .style(theme::muted)
            ]
            .spacing(4);
            for i in thrown {
                entry = entry.push(face_picker(
                    format!("Die {}", i + 1),
                    self.dice[i],
                    move |v| Message::DieChanged(i, v),
                ));
            }
            entry = entry.push(face_picker(
                "Villain".to_owned(),
                self.villain,
                Message::VillainChanged,
            ));
            body = body.push(entry).push(
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
        body = body.push(
            button(row![icon::undo(), text("Undo")].spacing(6))
                .on_press_maybe(
                    self.game
                        .as_ref()
                        .is_some_and(Played::can_undo)
                        .then_some(Message::Undo),
                )
                .style(button::secondary),
        );
        if let Some(error) = &self.error {
            body = body.push(text(error.as_str()).style(theme::danger));
        }
        body.into()
    }
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
