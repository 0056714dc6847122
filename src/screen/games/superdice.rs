//! The Super Dice panel: every player's board with its cards drawn and a button per
//! card for the player on turn, the dice on the table drawn as dice, a throw made in
//! the app in one click or entered face by face, the re-throw odds of the dice held,
//! coins left, the winner, and undo.

use super::{Action, Mark, Table, TableMessage, big, id, lasting, log_pane, marks, scrolling_pane};
use crate::games::replay::Played;
use crate::games::superdice::saved::{Move, Start};
use crate::games::superdice::{Category, DICE, Ending, Game, RETHROWS, Stage, rethrow_odds};
use crate::widget::chip;
use crate::widget::die::{self, Die, Tone};
use crate::widget::named::named;
use crate::words::games::superdice as words;
use crate::words::{numbers, tr};
use crate::{icon, theme};
use iced::widget::{Column, column, container, row, space, text};
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
    /// Throw (or re-throw) in the app, entered at once.
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
            text(tr!("games-panel-superdice"))
                .font(theme::BOLD)
                .size(theme::size::TITLE),
            container(
                self.table
                    .players_stepper(lasting!("games-players-label"), Message::Table)
            )
            .width(300),
            self.table.name_fields(Message::Table),
            text(tr!(
                "games-superdice-pool-for",
                coins = crate::games::superdice::ransom_coins(players as usize),
                players = players
            ))
            .style(theme::muted),
        ]
        .spacing(12);
        self.table.setup_page(form, Message::Start)
    }

    fn board<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        let cards = move || -> Element<'a, Message> {
            column![
                self.cards_view(game),
                text(tr!("games-superdice-coins-left", coins = game.coins))
                    .font(theme::BOLD)
                    .size(theme::size::HEADING),
            ]
            .spacing(10)
            .into()
        };
        // The boards need their labels, a column a player and the buttons; beside the
        // turn's 430 pixels, or else under the turn.
        let players = game.players.len() as f32;
        let least = CARDS_LABEL + CARDS_ACTION + 64.0 * players + 8.0 * (players + 1.0) + 40.0;
        super::folding(
            least + 12.0 + TURN_WIDTH,
            move || {
                let left = log_pane(cards, (&game.log, words::event), Fill);
                let right = scrolling_pane(self.turn_view(game), TURN_WIDTH);
                row![left, right].spacing(12).height(Fill).into()
            },
            move || vec![self.turn_view(game), cards()],
            (&game.log, words::event),
        )
    }

    /// The boards: a row per category with each player's cards still face down, and
    /// for the player on turn a button that turns one (for its score, or for nothing
    /// after a miss), in the same place all game.
    fn cards_view<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        const LABEL: f32 = CARDS_LABEL;
        const ACTION: f32 = CARDS_ACTION;
        let mut header = row![
            text(tr!("games-superdice-cards-left"))
                .font(theme::BOLD)
                .width(LABEL)
        ]
        .spacing(8);
        for (i, p) in game.players.iter().enumerate() {
            let on_turn = i == game.current && game.ending.is_none();
            // Six players leave a narrow column: a long name is cut with "…" (whole
            // on hover) rather than wrapping a letter a line; the marker of the player
            // on turn stands before it, never cut with it.
            let name = crate::widget::elided(
                p.name.clone(),
                16.0,
                theme::BOLD,
                if on_turn {
                    theme::accent
                } else {
                    text::default
                },
            );
            header = header.push(if on_turn {
                row![text("▶").font(theme::BOLD).style(theme::accent), name]
                    .spacing(4)
                    .width(Fill)
                    .into()
            } else {
                name
            });
        }
        header = header.push(space().width(ACTION));
        let offers = game.offers();
        let player = &game.players[game.current];
        let rethrows = match game.stage {
            Stage::Thrown { rethrows, .. } => Some(rethrows),
            Stage::Throw => None,
        };
        // A card is turned for nothing only after a throw that scores nothing.
        let missed = rethrows.is_some() && offers.is_empty() && game.ending.is_none();
        let mut boards = column![header].spacing(4);
        for category in Category::ALL {
            let mut line = row![
                text(format!(
                    "{} ({}+)",
                    words::category(category),
                    category.base()
                ))
                .width(LABEL)
            ]
            .spacing(8)
            .align_y(Center);
            for p in &game.players {
                // Two cards to a line: four fit the height of a row, and six
                // players' columns fit a narrow window.
                line = line.push(
                    container(
                        container(marks(
                            p.cards_left(category),
                            category.cards(),
                            Mark::Card,
                            false,
                        ))
                        .max_width(32),
                    )
                    .width(Fill),
                );
            }
            let offer = offers.iter().find(|(c, _)| *c == category);
            let action = match offer {
                Some(&(_, points)) => big(text(tr!("games-superdice-score", points = points)))
                    .on_press(Message::Score(category))
                    .style(theme::primary_button),
                None => big(text(tr!("games-superdice-turn-for-0")))
                    .on_press_maybe(
                        (missed && player.cards_left(category) > 0)
                            .then_some(Message::GiveUp(category)),
                    )
                    .style(theme::secondary_button),
            };
            boards =
                boards.push(line.push(named(id::superdice::card(category), action.width(ACTION))));
        }
        let mut totals = row![
            text(tr!("games-superdice-points"))
                .font(theme::BOLD)
                .width(LABEL)
        ]
        .spacing(8)
        .align_y(Center);
        for p in &game.players {
            totals = totals.push(
                text(p.score.to_string())
                    .font(theme::BOLD)
                    .size(24)
                    .style(theme::accent)
                    .width(Fill),
            );
        }
        boards.push(totals.push(space().width(ACTION))).into()
    }

    /// The turn in progress: the buttons first, always in the same places, what to do
    /// now, the dice on the table (held ones marked), the throw to enter face by face,
    /// and the re-throw odds; or the end of the game.
    fn turn_view<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        if let Some(ending) = &game.ending {
            return ending_view(game, ending);
        }
        let (table, rethrows, villain) = match game.stage {
            Stage::Throw => (None, 0, None),
            Stage::Thrown {
                dice,
                rethrows,
                villain,
            } => (Some(dice), rethrows, Some(villain)),
        };
        let offers = game.offers();
        let missed = table.is_some() && offers.is_empty();
        let can_throw = table.is_none() || (missed && rethrows < RETHROWS);
        let (headline, hint) = match table {
            None => (
                tr!("games-superdice-throw-headline"),
                tr!("games-superdice-throw-hint"),
            ),
            Some(_) if !missed => (
                tr!("games-superdice-turn-a-card"),
                match rethrows {
                    0 => String::new(),
                    n => tr!(
                        "games-superdice-divided",
                        divisor = Game::divisor(n),
                        count = n
                    ),
                },
            ),
            Some(_) if can_throw => (
                tr!("games-superdice-no-card"),
                tr!(
                    "games-superdice-hold-hint",
                    divisor = Game::divisor(rethrows + 1)
                ),
            ),
            Some(_) => (
                tr!("games-superdice-no-card"),
                tr!("games-superdice-no-rethrow-hint"),
            ),
        };
        let mut body = column![
            text(tr!(
                "games-superdice-turn-of",
                player = game.players[game.current].name.as_str()
            ))
            .font(theme::BOLD)
            .size(theme::size::HEADING),
            row![
                // Both labels take the room of the longer, so that Undo stays put.
                named(
                    id::superdice::THROW,
                    big(crate::widget::widest(
                        throw_label(if table.is_some() {
                            tr!("games-superdice-throw-again")
                        } else {
                            tr!("games-superdice-throw-button")
                        }),
                        [throw_label(if table.is_some() {
                            tr!("games-superdice-throw-button")
                        } else {
                            tr!("games-superdice-throw-again")
                        })]
                    ))
                    .on_press_maybe(can_throw.then_some(Message::ThrowInApp))
                    .style(if can_throw {
                        theme::primary_button
                    } else {
                        theme::secondary_button
                    })
                ),
                self.table.undo_button(Message::Table),
            ]
            .spacing(8),
            // Two lines' room for the headline and for the hint, whichever they are, so
            // that nothing below moves from throw to throw.
            container(text(headline).font(theme::BOLD).style(if missed {
                theme::danger
            } else {
                theme::accent
            }))
            .height(44),
            container(text(hint).style(theme::muted)).height(44),
            self.on_the_table(table, villain, missed && can_throw),
            row![
                text(if table.is_none() {
                    tr!("games-superdice-as-it-fell")
                } else {
                    tr!("games-superdice-thrown-again")
                })
                .font(theme::BOLD)
                .width(Fill),
                named(
                    id::superdice::ENTER,
                    big(text(tr!("games-superdice-enter-throw")))
                        .on_press_maybe(can_throw.then_some(Message::Throw))
                        .style(theme::secondary_button)
                ),
            ]
            .spacing(8)
            .align_y(Center),
            self.throw_entry(table.is_none(), can_throw),
        ]
        .spacing(10);
        if let Some(error) = self.table.error_text() {
            body = body.push(error);
        }
        // The re-throw odds after a miss, in a room kept for them from the start, so
        // that the boards do not move where they stand under the turn.
        let odds = match table.filter(|_| missed && can_throw) {
            Some(dice) => self.odds(game, dice),
            None => space().into(),
        };
        body.push(crate::widget::placeholder(odds, [odds_room()]))
            .into()
    }

    /// The four dice and the Villain die on the table (blank before the first throw);
    /// after a miss each die is a button that holds it for the re-throw.
    fn on_the_table<'a>(
        &self,
        table: Option<[u32; DICE]>,
        villain: Option<u32>,
        holding: bool,
    ) -> Element<'a, Message> {
        let dice = (0..DICE).map(|i| {
            let value = table.map_or(0, |t| t[i]);
            let held = holding && self.held[i];
            let name = tr!("games-superdice-on-the-table-die", value = value);
            let caption = Some(if held {
                lasting!("games-superdice-held")
            } else {
                ""
            });
            if holding {
                named(
                    id::superdice::hold(i),
                    die::button(
                        Die::pips(value),
                        44.0,
                        &name,
                        caption,
                        held,
                        Some(Message::HeldToggled(i)),
                    ),
                )
                .into()
            } else {
                // Shown as thrown, in the place the buttons take after a miss.
                container(die::captioned(Die::pips(value), 44.0, &name, caption))
                    .padding(die::BUTTON_PADDING)
                    .into()
            }
        });
        let villain = villain.unwrap_or(0);
        let villain = die::captioned(
            Die::pips(villain).tone(Tone::Red),
            44.0,
            &tr!("games-superdice-villain-die", value = villain),
            Some(lasting!("games-superdice-villain")),
        );
        named(
            id::superdice::ON_THE_TABLE,
            row![text(tr!("games-superdice-on-the-table")).width(100)]
                .extend(dice)
                .push(space().width(12))
                .push(container(villain).padding(die::BUTTON_PADDING))
                .spacing(6)
                .align_y(Center),
        )
        .into()
    }

    /// The faces of the dice to throw and the Villain die, a row each; on a re-throw
    /// the rows of the dice held stay in place, greyed out.
    fn throw_entry<'a>(&self, first: bool, live: bool) -> Column<'a, Message> {
        let mut entry = column![].spacing(4);
        for i in 0..DICE {
            let held = !first && self.held[i];
            let number = i as u64 + 1;
            let label = if held {
                tr!("games-superdice-die-held", number = number)
            } else {
                tr!("games-btas-die-n", number = number)
            };
            entry = entry.push(face_picker(
                label,
                self.dice[i],
                Tone::Ivory,
                live && !held,
                move |v| (id::superdice::face(i, v), Message::DieChanged(i, v)),
            ));
        }
        entry.push(face_picker(
            tr!("games-superdice-villain"),
            self.villain,
            Tone::Red,
            live,
            |v| (id::superdice::villain(v), Message::VillainChanged(v)),
        ))
    }

    /// The chance of each card still left on the re-throw of the dice not held.
    fn odds<'a>(&self, game: &'a Game, dice: [u32; DICE]) -> Element<'a, Message> {
        let held: Vec<u32> = (0..DICE)
            .filter(|&i| self.held[i])
            .map(|i| dice[i])
            .collect();
        let player = &game.players[game.current];
        let Ok(odds) = rethrow_odds(&held) else {
            return column![].into();
        };
        odds_lines(odds.into_iter().filter(|(c, _)| player.cards_left(*c) > 0))
    }
}

/// The re-throw odds: a chip per category, with its chance.
fn odds_lines<'a>(odds: impl IntoIterator<Item = (Category, f64)>) -> Element<'a, Message> {
    column![
        text(tr!("games-superdice-chance")).style(theme::muted),
        row(odds.into_iter().map(|(category, p)| {
            chip(format!(
                "{} {}",
                words::category(category),
                numbers::percent(p, 1)
            ))
        }))
        .spacing(4)
        .wrap(),
    ]
    .spacing(4)
    .into()
}

/// The room of the re-throw odds at their longest: every category with a card left,
/// each at 100.0 %.
fn odds_room<'a>() -> Element<'a, Message> {
    odds_lines(Category::ALL.into_iter().map(|category| (category, 1.0)))
}

/// The end of the game: who won, if anyone, and the New game button.
fn ending_view<'a>(game: &'a Game, ending: &'a Ending) -> Element<'a, Message> {
    let result = match ending {
        Ending::RansomPaid => tr!("games-superdice-ransom-gone"),
        Ending::Winners(winners) => {
            let names: Vec<&str> = winners
                .iter()
                .map(|&i| game.players[i].name.as_str())
                .collect();
            tr!("games-winners", winners = crate::words::winners(&names))
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

/// `label  [⚀] [⚁] ... [⚅]`, dice of `tone`, the chosen face outlined: one click per
/// die; greyed out unless `live`. `on_pick` gives a face's widget id and message.
fn face_picker<'a>(
    label: String,
    value: u32,
    tone: Tone,
    live: bool,
    on_pick: impl Fn(u32) -> (String, Message) + 'a,
) -> Element<'a, Message> {
    let faces = (1..=6).map(|face| {
        let (name, message) = on_pick(face);
        named(
            name,
            die::button(
                Die::pips(face).tone(tone),
                32.0,
                &face.to_string(),
                None,
                live && face == value,
                live.then_some(message),
            ),
        )
        .into()
    });
    row![text(label).width(100)]
        .extend(faces)
        .spacing(4)
        .align_y(Center)
        .into()
}

/// The Throw button's label: the dice icon and `label`.
fn throw_label<'a>(label: String) -> Element<'a, Message> {
    row![icon::dice(), text(label)].spacing(6).into()
}

/// The width of a category's label on the boards.
const CARDS_LABEL: f32 = 150.0;
/// The width of a category's button on the boards.
const CARDS_ACTION: f32 = 128.0;
/// The width of the turn's pane beside the boards.
const TURN_WIDTH: f32 = 430.0;
