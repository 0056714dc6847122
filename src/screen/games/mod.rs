//! The other games' tracker panels, one at a time, picked from a bar, and what every
//! panel shares: the table of players with the game in progress and its undo history.

pub mod btas;
pub mod heist;
pub mod rising;
pub mod superdice;

use crate::games::MoveError;
use crate::widget::stepper::stepper;
use crate::{icon, theme};
use iced::widget::{
    Column, TextInput, button, column, container, row, scrollable, text, text_input,
};
use iced::{Center, Element, Fill, Length, Padding, Task};
use std::ops::RangeInclusive;

/// A game with a panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Panel {
    /// Batman: The Animated Series Dice Game.
    #[default]
    Btas,
    /// Super Dice.
    SuperDice,
    /// The heist bluffing game.
    Heist,
    /// The Batman Who Laughs Rising.
    Rising,
}

impl Panel {
    const ALL: [Panel; 4] = [Panel::Btas, Panel::SuperDice, Panel::Rising, Panel::Heist];

    fn label(self) -> &'static str {
        match self {
            Panel::Btas => "Animated Series Dice Game",
            Panel::SuperDice => "Super Dice",
            Panel::Heist => "Heist bluffing game",
            Panel::Rising => "The Batman Who Laughs Rising",
        }
    }
}

/// What a game panel, and the games screen, ask the app to do.
#[derive(Debug)]
pub enum Action<M> {
    /// Nothing beyond the panel's own state.
    None,
    /// Run this task (long work, such as the advisor's odds), feeding back its messages.
    Run(Task<M>),
}

impl<M: Send + 'static> Action<M> {
    /// The same action, for a screen holding the panel whose messages `f` wraps.
    pub fn map<N: Send + 'static>(self, f: impl Fn(M) -> N + Send + 'static) -> Action<N> {
        match self {
            Action::None => Action::None,
            Action::Run(task) => Action::Run(task.map(f)),
        }
    }
}

/// A message of the games screen.
#[derive(Debug, Clone)]
pub enum Message {
    /// Another game's panel was chosen.
    PanelChosen(Panel),
    /// A message of the Animated Series Dice Game panel.
    Btas(btas::Message),
    /// A message of the Super Dice panel.
    SuperDice(superdice::Message),
    /// A message of the heist bluffing game panel.
    Heist(heist::Message),
    /// A message of The Batman Who Laughs Rising panel.
    Rising(rising::Message),
}

/// The games screen: which panel shows, and every panel's state.
#[derive(Debug, Default)]
pub struct State {
    panel: Panel,
    btas: btas::State,
    superdice: superdice::State,
    heist: heist::State,
    rising: rising::State,
}

impl State {
    /// The panel on show.
    pub fn panel(&self) -> Panel {
        self.panel
    }

    /// The Animated Series Dice Game panel.
    pub fn btas(&self) -> &btas::State {
        &self.btas
    }

    /// The Super Dice panel.
    pub fn superdice(&self) -> &superdice::State {
        &self.superdice
    }

    /// The heist bluffing game panel.
    pub fn heist(&self) -> &heist::State {
        &self.heist
    }

    /// The Batman Who Laughs Rising panel.
    pub fn rising(&self) -> &rising::State {
        &self.rising
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action<Message> {
        match message {
            Message::PanelChosen(panel) => {
                self.panel = panel;
                Action::None
            }
            Message::Btas(message) => self.btas.update(message).map(Message::Btas),
            Message::SuperDice(message) => self.superdice.update(message).map(Message::SuperDice),
            Message::Heist(message) => self.heist.update(message).map(Message::Heist),
            Message::Rising(message) => self.rising.update(message).map(Message::Rising),
        }
    }

    /// The bar of games and the panel on show.
    pub fn view(&self) -> Element<'_, Message> {
        let bar = row(Panel::ALL.into_iter().map(|panel| {
            button(text(panel.label()))
                .on_press(Message::PanelChosen(panel))
                .style(if panel == self.panel {
                    button::primary
                } else {
                    button::secondary
                })
                .into()
        }))
        .spacing(8)
        .align_y(Center);
        let panel = match self.panel {
            Panel::Btas => self.btas.view().map(Message::Btas),
            Panel::SuperDice => self.superdice.view().map(Message::SuperDice),
            Panel::Heist => self.heist.view().map(Message::Heist),
            Panel::Rising => self.rising.view().map(Message::Rising),
        };
        column![
            container(bar)
                .padding([8, 12])
                .width(Fill)
                .style(theme::panel),
            container(panel).height(Fill),
        ]
        .spacing(10)
        .padding(12)
        .into()
    }
}

/// A message every game panel shares: who sits at the table, and the game in progress
/// as a whole.
#[derive(Debug, Clone)]
pub enum TableMessage {
    /// The number of players changed.
    PlayersChanged(u32),
    /// A player's name was edited.
    NameChanged(usize, String),
    /// Take back the last move.
    Undo,
    /// Leave this game for a new one.
    NewGame,
}

/// What every game panel holds: the players at the table and their names, the game in
/// progress with its undo history, and why the last move was refused.
#[derive(Debug)]
pub struct Table<G> {
    players: u32,
    /// The numbers of players the game is for.
    seats: RangeInclusive<u32>,
    /// A name for every seat, so that a name typed in comes back when the number of
    /// players drops and rises again.
    names: Vec<String>,
    game: Option<Played<G>>,
    error: Option<String>,
}

impl<G: Clone> Table<G> {
    /// `players` players at a table for `seats` players, named "Player 1" and on, and
    /// no game yet.
    fn new(players: u32, seats: RangeInclusive<u32>) -> Table<G> {
        Table {
            players,
            names: (1..=*seats.end()).map(|i| format!("Player {i}")).collect(),
            seats,
            game: None,
            error: None,
        }
    }

    /// The number of players.
    pub fn players(&self) -> u32 {
        self.players
    }

    /// The game in progress.
    pub fn game(&self) -> Option<&G> {
        self.game.as_ref().map(Played::game)
    }

    /// Why the last move (or the start) was refused.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// A count that moves whenever the game changes; none without a game.
    fn changes(&self) -> Option<u64> {
        self.game.as_ref().map(Played::changes)
    }

    /// Handles a message of the table.
    fn update(&mut self, message: TableMessage) {
        match message {
            TableMessage::PlayersChanged(n) => {
                self.players = n.clamp(*self.seats.start(), *self.seats.end());
            }
            TableMessage::NameChanged(i, name) => {
                if let Some(slot) = self.names.get_mut(i) {
                    *slot = name;
                }
            }
            TableMessage::Undo => {
                if let Some(played) = &mut self.game {
                    played.undo();
                }
            }
            TableMessage::NewGame => self.game = None,
        }
    }

    /// Forgets the last refusal: it only stands until the next message.
    fn clear_error(&mut self) {
        self.error = None;
    }

    /// Refuses what was asked, saying why.
    fn refuse(&mut self, why: impl Into<String>) {
        self.error = Some(why.into());
    }

    /// The names to start a game with, one per player: a blank one is "Player N".
    fn names_to_play(&self) -> Vec<String> {
        self.names[..self.players as usize]
            .iter()
            .enumerate()
            .map(|(i, name)| match name.trim() {
                "" => format!("Player {}", i + 1),
                name => name.to_owned(),
            })
            .collect()
    }

    /// Starts `game`, or keeps why it cannot start. Returns whether it started.
    fn start(&mut self, game: Result<G, MoveError>) -> bool {
        match game {
            Ok(game) => {
                self.game = Some(Played::new(game));
                true
            }
            Err(error) => {
                self.refuse(error.to_string());
                false
            }
        }
    }

    /// Plays a move on the game in progress, if there is one; a refused move leaves its
    /// reason in the error. Returns whether the move was played.
    fn play(&mut self, action: impl FnOnce(&mut G) -> Result<(), MoveError>) -> bool {
        let Some(played) = &mut self.game else {
            return false;
        };
        match played.play(action) {
            Ok(()) => true,
            Err(refused) => {
                self.error = Some(refused);
                false
            }
        }
    }

    /// The stepper for the number of players, within the seats.
    fn players_stepper<'a, M: Clone + 'a>(
        &self,
        label: &'a str,
        wrap: fn(TableMessage) -> M,
    ) -> Element<'a, M> {
        stepper(label, self.players, self.seats.clone(), move |n| {
            wrap(TableMessage::PlayersChanged(n))
        })
    }

    /// The name field of player `i`.
    fn name_field<'a, M: Clone + 'a>(
        &'a self,
        i: usize,
        wrap: fn(TableMessage) -> M,
    ) -> TextInput<'a, M> {
        text_input("Name", &self.names[i])
            .on_input(move |name| wrap(TableMessage::NameChanged(i, name)))
            .padding(6)
    }

    /// A name field for each player.
    fn name_fields<'a, M: Clone + 'a>(&'a self, wrap: fn(TableMessage) -> M) -> Column<'a, M> {
        column((0..self.players as usize).map(|i| self.name_field(i, wrap).width(260).into()))
            .spacing(8)
    }

    /// A game's set-up page: `form` (its title and fields), then any error and the
    /// Start button sending `start`, scrolling when the window is short.
    fn setup_page<'a, M: Clone + 'a>(&'a self, form: Column<'a, M>, start: M) -> Element<'a, M> {
        let mut form = form;
        if let Some(error) = self.error_text() {
            form = form.push(error);
        }
        form = form.push(
            button(row![icon::play(), text("Start")].spacing(6).align_y(Center))
                .on_press(start)
                .style(button::primary),
        );
        container(scrollable(form.padding(16)).width(Fill))
            .style(theme::panel)
            .width(Fill)
            .height(Fill)
            .into()
    }

    /// Why the last move was refused, in red, if it was.
    fn error_text<'a, M: 'a>(&'a self) -> Option<Element<'a, M>> {
        self.error
            .as_deref()
            .map(|error| text(error).style(theme::danger).into())
    }

    /// The Undo button, live when there is a move to take back.
    fn undo_button<'a, M: Clone + 'a>(&self, wrap: fn(TableMessage) -> M) -> Element<'a, M> {
        button(row![icon::undo(), text("Undo")].spacing(6))
            .on_press_maybe(
                self.game
                    .as_ref()
                    .is_some_and(Played::can_undo)
                    .then(|| wrap(TableMessage::Undo)),
            )
            .style(button::secondary)
            .into()
    }
}

/// The button that leaves a finished game for a new one.
fn new_game_button<'a, M: Clone + 'a>(wrap: fn(TableMessage) -> M) -> Element<'a, M> {
    button(text("New game"))
        .on_press(wrap(TableMessage::NewGame))
        .style(button::primary)
        .into()
}

/// A column of a game's board: `content` on a panel, `width` wide, the full height.
fn pane<'a, M: 'a>(content: impl Into<Element<'a, M>>, width: impl Into<Length>) -> Element<'a, M> {
    container(content)
        .padding(12)
        .width(width)
        .height(Fill)
        .style(theme::panel)
        .into()
}

/// A column of a game's board whose content scrolls, with room kept for the scroll bar.
fn scrolling_pane<'a, M: 'a>(
    content: impl Into<Element<'a, M>>,
    width: impl Into<Length>,
) -> Element<'a, M> {
    pane(
        scrollable(container(content).padding(Padding::ZERO.right(14))),
        width,
    )
}

/// A game's log under its heading, newest first, in the height left.
fn log_view<'a, M: 'a>(log: &'a [String]) -> Element<'a, M> {
    let lines = log
        .iter()
        .rev()
        .map(|line| text(line.as_str()).size(theme::size::SMALL).into());
    column![
        text("Log").font(theme::BOLD),
        scrollable(column(lines).spacing(2).padding(Padding::ZERO.right(14))).height(Fill),
    ]
    .spacing(6)
    .height(Fill)
    .into()
}

/// A game in progress and the states before each of its moves, for undo.
#[derive(Debug)]
pub struct Played<G> {
    game: G,
    history: Vec<G>,
    /// Moves played or taken back: it changes whenever the game does.
    changes: u64,
}

impl<G: Clone> Played<G> {
    /// A game before its first move.
    pub fn new(game: G) -> Played<G> {
        Played {
            game,
            history: Vec::new(),
            changes: 0,
        }
    }

    /// The game as it stands.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Plays a move, keeping the game before it; a refused move changes nothing and
    /// says why.
    pub fn play(
        &mut self,
        action: impl FnOnce(&mut G) -> Result<(), MoveError>,
    ) -> Result<(), String> {
        let before = self.game.clone();
        match action(&mut self.game) {
            Ok(()) => {
                self.history.push(before);
                self.changes += 1;
                Ok(())
            }
            Err(error) => {
                self.game = before;
                Err(error.to_string())
            }
        }
    }

    /// Takes back the last move, if there is one.
    pub fn undo(&mut self) {
        if let Some(previous) = self.history.pop() {
            self.game = previous;
            self.changes += 1;
        }
    }

    /// A count that moves whenever the game changes (a move played or taken back).
    pub fn changes(&self) -> u64 {
        self.changes
    }

    /// Whether there is a move to take back.
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }
}
