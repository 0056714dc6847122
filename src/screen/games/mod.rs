//! The other games' tracker panels, one at a time, picked from a bar, and what every
//! panel shares: the table of players with the game in progress and its undo history.

pub mod btas;
pub mod heist;
pub mod id;
pub mod rising;
pub mod superdice;

use crate::games::SavedGame;
use crate::games::replay::{Played, Record, Replay};
use crate::storage::{Autosave, ResumedGames};
use crate::widget::field::field;
use crate::widget::named::named;
use crate::widget::stepper;
use crate::words::{Said, lasting, said, tr};
use crate::{icon, theme, words};
use iced::widget::{
    Button, Column, button, column, container, responsive, row, scrollable, space, text,
};
use iced::{Border, Center, Element, Fill, Length, Padding, Task, Theme};
use std::ops::RangeInclusive;

/// A game with a panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
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

    fn label(self) -> String {
        match self {
            Panel::Btas => tr!("games-panel-btas"),
            Panel::SuperDice => tr!("games-panel-superdice"),
            Panel::Heist => tr!("games-panel-heist"),
            Panel::Rising => tr!("games-panel-rising"),
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
    /// Save this game in progress (after every move), and run the task.
    Save(SavedGame, Task<M>),
    /// Archive this game, left for a new one, clear its game in progress, and run the
    /// task.
    Archive(SavedGame, Task<M>),
}

impl<M: Send + 'static> Action<M> {
    /// The same action, for a screen holding the panel whose messages `f` wraps.
    pub fn map<N: Send + 'static>(self, f: impl Fn(M) -> N + Send + 'static) -> Action<N> {
        match self {
            Action::None => Action::None,
            Action::Run(task) => Action::Run(task.map(f)),
            Action::Save(game, task) => Action::Save(game, task.map(f)),
            Action::Archive(game, task) => Action::Archive(game, task.map(f)),
        }
    }

    /// This action's task, the file job aside.
    fn into_task(self) -> Task<M> {
        match self {
            Action::None => Task::none(),
            Action::Run(task) | Action::Save(_, task) | Action::Archive(_, task) => task,
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
            Message::Btas(message) => {
                let before = self.btas.table().changes();
                let action = self.btas.update(message).map(Message::Btas);
                filed(self.btas.table_mut(), before, SavedGame::Btas, action)
            }
            Message::SuperDice(message) => {
                let before = self.superdice.table().changes();
                let action = self.superdice.update(message).map(Message::SuperDice);
                filed(
                    self.superdice.table_mut(),
                    before,
                    SavedGame::SuperDice,
                    action,
                )
            }
            Message::Heist(message) => {
                let before = self.heist.table().changes();
                let action = self.heist.update(message).map(Message::Heist);
                filed(self.heist.table_mut(), before, SavedGame::Heist, action)
            }
            Message::Rising(message) => {
                let before = self.rising.table().changes();
                let action = self.rising.update(message).map(Message::Rising);
                filed(self.rising.table_mut(), before, SavedGame::Rising, action)
            }
        }
    }

    /// Puts the games found at start back on their tables; returns a line for each one
    /// that was damaged and set aside, and the panels' tasks (the advisor's odds).
    pub fn resume(&mut self, found: ResumedGames) -> (Vec<Said>, Task<Message>) {
        let mut problems = Vec::new();
        let mut tasks = Vec::new();
        if let Some(played) = found_game(found.btas, said!("games-saved-btas"), &mut problems) {
            tasks.push(self.btas.resume(played).into_task().map(Message::Btas));
        }
        if let Some(played) = found_game(
            found.superdice,
            said!("games-saved-superdice"),
            &mut problems,
        ) {
            self.superdice.resume(played);
        }
        if let Some(played) = found_game(found.heist, said!("games-saved-heist"), &mut problems) {
            self.heist.resume(played);
        }
        if let Some(played) = found_game(found.rising, said!("games-saved-rising"), &mut problems) {
            self.rising.resume(played);
        }
        (problems, Task::batch(tasks))
    }

    /// The bar of games and the panel on show.
    pub fn view(&self) -> Element<'_, Message> {
        let bar = row(Panel::ALL.into_iter().map(|panel| {
            named(
                id::panel(panel),
                pick(
                    panel == self.panel,
                    panel.label(),
                    Some(Message::PanelChosen(panel)),
                ),
            )
            .into()
        }))
        .spacing(8)
        .align_y(Center)
        // Where the four names do not fit in a line they go on two, never squeezed.
        .wrap()
        .vertical_spacing(8);
        let panel = match self.panel {
            Panel::Btas => self.btas.view().map(Message::Btas),
            Panel::SuperDice => self.superdice.view().map(Message::SuperDice),
            Panel::Heist => self.heist.view().map(Message::Heist),
            Panel::Rising => self.rising.view().map(Message::Rising),
        };
        column![
            container(bar).padding(8).width(Fill).style(theme::panel),
            container(panel).height(Fill),
        ]
        .spacing(10)
        .padding(12)
        .into()
    }
}

/// The game in `found`, if there was one to resume; a damaged save adds a line to
/// `problems`, naming the game as `what`.
fn found_game<G>(found: Autosave<G>, what: Said, problems: &mut Vec<Said>) -> Option<G> {
    match found {
        Autosave::Empty => None,
        Autosave::Resumed(game) => Some(*game),
        Autosave::Unreadable(error) => {
            problems.push(said!("games-saved-unreadable", what = what, error = error));
            None
        }
        Autosave::SetAside { error, moved_to } => {
            problems.push(said!(
                "games-saved-set-aside",
                what = what,
                path = moved_to.display(),
                error = error
            ));
            None
        }
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

/// A file to write for a game panel.
#[derive(Debug, Clone, PartialEq)]
enum FileJob<G: Replay> {
    /// Save the game in progress.
    Save(Record<G>),
    /// Archive the game left for a new one.
    Archive(Record<G>),
}

impl<G: Replay> FileJob<G> {
    /// The job for the app, the record wrapped by `kind`, with the panel's own `action`.
    fn with<M: Send + 'static>(
        self,
        kind: fn(Record<G>) -> SavedGame,
        action: Action<M>,
    ) -> Action<M> {
        let task = action.into_task();
        match self {
            FileJob::Save(record) => Action::Save(kind(record), task),
            FileJob::Archive(record) => Action::Archive(kind(record), task),
        }
    }
}

/// The panel's `action`, with the file job its table asks for after a message that
/// began at `before` changes.
fn filed<G: Replay, M: Send + 'static>(
    table: &mut Table<G>,
    before: Option<u64>,
    kind: fn(Record<G>) -> SavedGame,
    action: Action<M>,
) -> Action<M> {
    match table.file_job(before) {
        Some(job) => job.with(kind, action),
        None => action,
    }
}

/// What every game panel holds: the players at the table and their names, the game in
/// progress with its undo history, and why the last move was refused.
#[derive(Debug)]
pub struct Table<G: Replay> {
    players: u32,
    /// The numbers of players the game is for.
    seats: RangeInclusive<u32>,
    /// A name for every seat, so that a name typed in comes back when the number of
    /// players drops and rises again.
    names: Vec<String>,
    game: Option<Played<G>>,
    /// A game left for a new one, to be archived.
    left: Option<Record<G>>,
    error: Option<Said>,
}

impl<G: Replay> Table<G> {
    /// `players` players at a table for `seats` players, named "Player 1" and on, and
    /// no game yet.
    fn new(players: u32, seats: RangeInclusive<u32>) -> Table<G> {
        Table {
            players,
            names: (1..=*seats.end())
                .map(|i| tr!("games-player-n", number = i))
                .collect(),
            seats,
            game: None,
            left: None,
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
    pub fn error(&self) -> Option<String> {
        self.error.as_ref().map(Said::text)
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
            TableMessage::NewGame => {
                self.left = self.game.take().map(|played| played.record().clone());
            }
        }
    }

    /// Puts a saved game back on the table, with its players and their names.
    fn resume(&mut self, played: Played<G>) {
        let names = G::player_names(&played.record().start);
        let seated = u32::try_from(names.len()).unwrap_or(u32::MAX);
        self.players = seated.clamp(*self.seats.start(), *self.seats.end());
        for (slot, name) in self.names.iter_mut().zip(names) {
            *slot = name;
        }
        self.game = Some(played);
        self.left = None;
    }

    /// What to write after a message that started with `before` changes: the game left
    /// for a new one goes to the archive, a changed game in progress is saved.
    fn file_job(&mut self, before: Option<u64>) -> Option<FileJob<G>> {
        if let Some(left) = self.left.take() {
            return Some(FileJob::Archive(left));
        }
        let played = self.game.as_ref()?;
        (before != Some(played.changes())).then(|| FileJob::Save(played.record().clone()))
    }

    /// Forgets the last refusal: it only stands until the next message.
    fn clear_error(&mut self) {
        self.error = None;
    }

    /// Refuses what was asked, saying why.
    fn refuse(&mut self, why: Said) {
        self.error = Some(why);
    }

    /// The names to start a game with, one per player: a blank one is "Player N".
    fn names_to_play(&self) -> Vec<String> {
        self.names[..self.players as usize]
            .iter()
            .enumerate()
            .map(|(i, name)| match name.trim() {
                "" => tr!("games-player-n", number = i as u64 + 1),
                name => name.to_owned(),
            })
            .collect()
    }

    /// Starts a game from `start`, or keeps why it cannot start. Returns whether it
    /// started.
    fn start(&mut self, start: G::Start) -> bool {
        match Played::begin(start) {
            Ok(played) => {
                self.game = Some(played);
                true
            }
            Err(refusal) => {
                self.refuse(Said::by(refusal, words::games::refusal));
                false
            }
        }
    }

    /// Plays a move on the game in progress, if there is one; a refused move leaves its
    /// reason in the error. Returns whether the move was played.
    fn play(&mut self, action: G::Move) -> bool {
        let Some(played) = &mut self.game else {
            return false;
        };
        match played.play(action) {
            Ok(()) => true,
            Err(refusal) => {
                self.refuse(Said::by(refusal, words::games::refusal));
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
        stepper::named_large(
            id::PLAYERS,
            label,
            self.players,
            self.seats.clone(),
            move |n| wrap(TableMessage::PlayersChanged(n)),
        )
    }

    /// The name field of player `i`.
    fn name_field<'a, M: Clone + 'a>(
        &'a self,
        i: usize,
        wrap: fn(TableMessage) -> M,
    ) -> crate::widget::field::Field<'a, M> {
        field(&tr!("games-name"), &self.names[i])
            .on_input(move |name| wrap(TableMessage::NameChanged(i, name)))
            .padding(8)
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
        form = form.push(named(
            id::START,
            big(row![icon::play(), text(tr!("games-start"))]
                .spacing(6)
                .align_y(Center))
            .on_press(start)
            .style(theme::primary_button),
        ));
        container(scrollable(form.padding(16)).width(Fill))
            .style(theme::panel)
            .width(Fill)
            .height(Fill)
            .into()
    }

    /// Why the last move was refused, in red, if it was.
    fn error_text<'a, M: 'a>(&'a self) -> Option<Element<'a, M>> {
        self.error
            .as_ref()
            .map(|error| text(error.text()).style(theme::danger).into())
    }

    /// The Undo button, live when there is a move to take back.
    fn undo_button<'a, M: Clone + 'a>(&self, wrap: fn(TableMessage) -> M) -> Element<'a, M> {
        named(
            id::UNDO,
            big(row![icon::undo(), text(tr!("games-undo"))].spacing(6))
                .on_press_maybe(
                    self.game
                        .as_ref()
                        .is_some_and(Played::can_undo)
                        .then(|| wrap(TableMessage::Undo)),
                )
                .style(theme::secondary_button),
        )
        .into()
    }
}

/// The button that leaves a finished game for a new one.
fn new_game_button<'a, M: Clone + 'a>(wrap: fn(TableMessage) -> M) -> Element<'a, M> {
    named(
        id::NEW_GAME,
        big(text(tr!("games-new-game")))
            .on_press(wrap(TableMessage::NewGame))
            .style(theme::primary_button),
    )
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

/// A game's log, and the game's words that write each of its events: the events stay
/// typed until the view shows them.
type Log<'a, E> = (&'a [E], fn(&E) -> String);

/// A game's log under its heading, newest first (as every log of the app), in the
/// height left.
fn log_view<'a, E, M: 'a>((log, line): Log<'a, E>, height: Length) -> Element<'a, M> {
    let lines = log.iter().rev().map(|event| text(line(event)).into());
    column![
        text(tr!("games-log")).font(theme::BOLD),
        scrollable(column(lines).spacing(2).padding(Padding::ZERO.right(14))).height(Fill),
    ]
    .spacing(6)
    .height(height)
    .into()
}

/// The height of a pane from which its log fills what the rest leaves; below it, the
/// whole pane scrolls, its log a box of [`SHORT_LOG`] in it.
const TALL_PANE: f32 = 520.0;

/// The log's height in a pane that scrolls.
const SHORT_LOG: f32 = 200.0;

/// A pane of `width` with `above` (built again at each size) over the game's log: the
/// log takes the rest of a tall pane; a short one scrolls whole, so that nothing in it
/// is cut off at a large text scale.
fn log_pane<'a, E, M: 'a>(
    above: impl Fn() -> Element<'a, M> + 'a,
    log: Log<'a, E>,
    width: impl Into<Length>,
) -> Element<'a, M> {
    pane(
        responsive(move |size| {
            if size.height >= TALL_PANE {
                column![above(), log_view(log, Fill)].spacing(10).into()
            } else {
                scrollable(
                    column![above(), log_view(log, Length::Fixed(SHORT_LOG))]
                        .spacing(10)
                        .padding(Padding::ZERO.right(14)),
                )
                .height(Fill)
                .into()
            }
        }),
        width,
    )
}

/// A game's board in panes side by side where `width` (logical pixels) holds them
/// all at their least, else in one column that scrolls: `parts` (built again at each
/// size) over the game's log, so that no pane is squeezed below its content.
fn folding<'a, E, M: 'a>(
    width: f32,
    wide: impl Fn() -> Element<'a, M> + 'a,
    parts: impl Fn() -> Vec<Element<'a, M>> + 'a,
    log: Log<'a, E>,
) -> Element<'a, M> {
    responsive(move |size| {
        if size.width >= width {
            return wide();
        }
        let mut one = column(parts()).spacing(16);
        one = one.push(log_view(log, Length::Fixed(SHORT_LOG)));
        pane(crate::widget::scroll(one).height(Fill), Fill)
    })
    .into()
}

/// A button of a game panel, padded to 35 px or more: large enough to hit from a chair
/// at the table.
fn big<'a, M: 'a>(content: impl Into<Element<'a, M>>) -> Button<'a, M> {
    button(content).padding([8, 14])
}

/// One choice among several (a game, a sector, a Role), 35 px high: highlighted when
/// `selected`, greyed out without a message.
fn pick<'a, M: Clone + 'a>(
    selected: bool,
    label: impl text::IntoFragment<'a>,
    on_press: Option<M>,
) -> Button<'a, M> {
    button(text(label))
        .on_press_maybe(on_press)
        .padding([8, 8])
        .style(if selected {
            theme::primary_button
        } else {
            theme::secondary_button
        })
}

/// The shape of a mark in a row of [`marks`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mark {
    /// A round counter on a track.
    Counter,
    /// A square damage box.
    Damage,
    /// A card standing on its edge.
    Card,
}

/// `total` marks in a row, the first `filled` solid in the accent colour (in red once
/// all are filled, when `full_is_bad`), the rest hollow: counters on a track, damage
/// on a hero, cards left on a board.
fn marks<'a, M: 'a>(filled: u32, total: u32, mark: Mark, full_is_bad: bool) -> Element<'a, M> {
    let (width, height, radius) = match mark {
        Mark::Counter => (16.0, 16.0, 8.0),
        Mark::Damage => (16.0, 16.0, 3.0),
        Mark::Card => (13.0, 17.0, 3.0),
    };
    let alarm = full_is_bad && filled >= total;
    row((0..total).map(|i| {
        let on = i < filled;
        container(space().width(width).height(height))
            .style(move |theme: &Theme| {
                let palette = theme.extended_palette();
                let ink = if alarm {
                    palette.danger.base.color
                } else {
                    palette.primary.base.color
                };
                let style = container::Style::default().border(
                    Border::default().rounded(radius).width(2).color(if on {
                        ink
                    } else {
                        palette.background.strong.color
                    }),
                );
                if on { style.background(ink) } else { style }
            })
            .into()
    }))
    .spacing(3)
    .wrap()
    .into()
}
