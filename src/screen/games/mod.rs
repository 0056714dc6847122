//! The other games' tracker panels, one at a time, picked from a bar.

pub mod btas;
pub mod heist;
pub mod rising;
pub mod superdice;

use crate::games::MoveError;
use crate::{icon, theme};
use iced::widget::{Column, button, column, container, row, scrollable, text, text_input};
use iced::{Center, Element, Fill, Task};

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

/// A game's set-up page: `form` (its title and fields), then any `error` and the
/// Start button sending `start`, scrolling when the window is short.
fn setup_page<'a, M: Clone + 'a>(
    form: Column<'a, M>,
    error: Option<&'a str>,
    start: M,
) -> Element<'a, M> {
    let mut form = form;
    if let Some(error) = error {
        form = form.push(text(error).style(theme::danger));
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

/// A name field for each of `count` players.
fn name_fields<'a, M: Clone + 'a>(
    names: &'a [String],
    count: usize,
    on_change: impl Fn(usize, String) -> M + Copy + 'a,
) -> Column<'a, M> {
    column(names.iter().take(count).enumerate().map(|(i, name)| {
        text_input("Name", name)
            .on_input(move |name| on_change(i, name))
            .padding(6)
            .width(260)
            .into()
    }))
    .spacing(8)
}

/// Plays a move on the game in progress, if there is one; a refused move leaves its
/// reason in `error`. Returns whether the move was played.
fn play_move<G: Clone>(
    game: &mut Option<Played<G>>,
    error: &mut Option<String>,
    action: impl FnOnce(&mut G) -> Result<(), MoveError>,
) -> bool {
    let Some(played) = game else {
        return false;
    };
    match played.play(action) {
        Ok(()) => true,
        Err(refused) => {
            *error = Some(refused);
            false
        }
    }
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
