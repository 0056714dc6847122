//! The Animated Series Dice Game panel: the score board, the turn in progress with the
//! dice entered as rolled on the table (or rolled in the app), the advisor's numbers,
//! and undo.

use super::{Action, Table, TableMessage, log_view, pane};
use crate::games::btas::advisor::{Advice, Decision, advise};
use crate::games::btas::saved::{Move, Start};
use crate::games::btas::{Color, DiceSet, Face, Game, Rolled, TurnState, Villain};
use crate::games::replay::Played;
use crate::widget::choice;
use crate::widget::stepper::stepper;
use crate::{icon, theme};
use iced::widget::{button, column, container, pick_list, row, scrollable, text};
use iced::{Center, Element, Fill, Task};
use std::fmt;

/// A villain token in the setup: one of the four, or drawn at random.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VillainChoice(pub Option<Villain>);

impl fmt::Display for VillainChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(villain) => f.write_str(villain.label()),
            None => f.write_str("Drawn at random"),
        }
    }
}

/// Which face count of a colour the setup changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FaceCount {
    /// Loot faces.
    Loot,
    /// Batman faces.
    Batman,
}

/// A message of the panel.
#[derive(Debug, Clone)]
pub enum Message {
    /// A message of the players at the table or the game as a whole.
    Table(TableMessage),
    /// A player's villain token was picked.
    VillainPicked(usize, VillainChoice),
    /// Who goes first changed.
    FirstChanged(u32),
    /// The number of dice of a colour changed.
    DiceCountChanged(Color, u32),
    /// A face count of a colour changed (Alarms take the rest of the six faces).
    FacesChanged(Color, FaceCount, u32),
    /// Start the game.
    Start,
    /// A die of the roll being entered took this colour.
    SlotColored(usize, Color),
    /// A die of the roll being entered took this face.
    SlotFaced(usize, Face),
    /// A die of the Riddler's first roll is to go back to the cup (or not).
    SlotReturned(usize, bool),
    /// Fill the roll with dice drawn and rolled in the app.
    RollInApp,
    /// Apply the roll as entered.
    EnterRoll,
    /// Stop and score.
    Stop,
    /// The advisor answered for the state with this number.
    Advised(u64, Result<Advice, String>),
}

/// One die of the roll being entered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Slot {
    color: Color,
    /// An Alarm from the table: its colour is known.
    alarm: bool,
    face: Option<Face>,
    put_back: bool,
}

/// The panel's state.
#[derive(Debug)]
pub struct State {
    table: Table<Game>,
    villains: [VillainChoice; 4],
    first: u32,
    dice: DiceSet,
    slots: Vec<Slot>,
    advice: Result<Advice, String>,
    /// Bumped at every change of the game: a late answer for an older state is dropped.
    advice_version: u64,
}

impl Default for State {
    fn default() -> State {
        State {
            table: Table::new(2, 2..=4),
            villains: [VillainChoice(None); 4],
            first: 1,
            dice: DiceSet::default(),
            slots: Vec::new(),
            advice: Err(String::new()),
            advice_version: 0,
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

    /// Puts a saved game back on the table, with the dice to enter and the advisor's
    /// task.
    pub(super) fn resume(&mut self, played: Played<Game>) -> Action<Message> {
        self.dice = played.game().dice;
        self.table.resume(played);
        Action::Run(self.refresh())
    }

    /// The advisor's numbers for the turn in progress.
    pub fn advice(&self) -> Result<&Advice, &String> {
        self.advice.as_ref()
    }

    /// Handles a message; the advisor runs in the returned task.
    pub fn update(&mut self, message: Message) -> Action<Message> {
        if let Message::Advised(version, advice) = message {
            if version == self.advice_version {
                self.advice = advice;
            }
            return Action::None;
        }
        // A new game, or a move played or taken back, needs new dice slots and advice.
        let started = matches!(message, Message::Start);
        let before = self.table.changes();
        self.table.clear_error();
        match message {
            Message::Table(message) => {
                self.table.update(message);
                // Fewer players: the one going first must still be at the table.
                self.first = self.first.min(self.table.players());
            }
            Message::VillainPicked(i, choice) => {
                if let Some(slot) = self.villains.get_mut(i) {
                    *slot = choice;
                }
            }
            Message::FirstChanged(n) => self.first = n.clamp(1, self.table.players()),
            Message::DiceCountChanged(color, n) => self.dice.counts[color.index()] = n.min(6),
            Message::FacesChanged(color, which, n) => {
                let faces = &mut self.dice.faces[color.index()];
                // Saturating: a setting read back from a file may hold any counts.
                match which {
                    FaceCount::Loot => faces.loot = n.min(6u32.saturating_sub(faces.batman)),
                    FaceCount::Batman => faces.batman = n.min(6u32.saturating_sub(faces.loot)),
                }
                faces.alarm = 6u32.saturating_sub(faces.loot.saturating_add(faces.batman));
            }
            Message::Start => self.start(),
            Message::SlotColored(i, color) => {
                if let Some(slot) = self.slots.get_mut(i).filter(|s| !s.alarm) {
                    slot.color = color;
                }
            }
            Message::SlotFaced(i, face) => {
                if let Some(slot) = self.slots.get_mut(i) {
                    slot.face = Some(face);
                }
            }
            Message::SlotReturned(i, back) => {
                if let Some(slot) = self.slots.get_mut(i) {
                    slot.put_back = back;
                }
            }
            Message::RollInApp => self.roll_in_app(),
            Message::EnterRoll => self.enter_roll(),
            Message::Stop => {
                self.table.play(Move::Stop);
            }
            Message::Advised(..) => {}
        }
        if !started && self.table.changes() == before {
            return Action::None;
        }
        Action::Run(self.refresh())
    }

    fn start(&mut self) {
        let players = self.table.players() as usize;
        // Tokens not picked are drawn from those left.
        let mut left: Vec<Villain> = Villain::ALL
            .into_iter()
            .filter(|v| !self.villains[..players].iter().any(|c| c.0 == Some(*v)))
            .collect();
        let mut random = Game::draw_villains(4, &mut rand::rng()).into_iter();
        let mut chosen = Vec::with_capacity(players);
        for (i, name) in self.table.names_to_play().into_iter().enumerate() {
            let villain = match self.villains[i].0 {
                Some(v) => v,
                None => match random.by_ref().find(|v| left.contains(v)) {
                    Some(v) => {
                        left.retain(|l| *l != v);
                        v
                    }
                    None => {
                        self.table.refuse("no villain token left");
                        return;
                    }
                },
            };
            chosen.push((name, villain));
        }
        self.table.start(Start {
            dice: self.dice,
            players: chosen,
            first: self.first as usize - 1,
        });
    }

    /// New dice to enter after the game changed, and the advisor's task.
    fn refresh(&mut self) -> Task<Message> {
        self.advice_version += 1;
        let Some(game) = self.table.game() else {
            self.slots.clear();
            return Task::none();
        };
        let villain = game.villain();
        let turn = &game.turn;
        let mut slots: Vec<Slot> = Color::ALL
            .iter()
            .flat_map(|&color| {
                std::iter::repeat_n(
                    Slot {
                        color,
                        alarm: true,
                        face: None,
                        put_back: false,
                    },
                    turn.alarms[color.index()] as usize,
                )
            })
            .collect();
        let first_color = Color::ALL
            .into_iter()
            .find(|c| turn.cup[c.index()] > 0)
            .unwrap_or(Color::Gray);
        for _ in 0..turn.to_draw(villain) {
            slots.push(Slot {
                color: first_color,
                alarm: false,
                face: None,
                put_back: false,
            });
        }
        self.slots = slots;
        if game.winner.is_some() {
            self.advice = Err("The game is over.".into());
            return Task::none();
        }
        self.advice = Err("Working it out...".into());
        let (dice, turn, version) = (game.dice, *turn, self.advice_version);
        Task::perform(
            async move { advise(&dice, villain, &turn) },
            move |advice| Message::Advised(version, advice),
        )
    }

    fn roll_in_app(&mut self) {
        use rand::RngExt;
        let Some(game) = self.table.game() else {
            return;
        };
        let mut rng = rand::rng();
        let mut cup: Vec<Color> = Color::ALL
            .iter()
            .flat_map(|&c| std::iter::repeat_n(c, game.turn.cup[c.index()] as usize))
            .collect();
        let dice = game.dice;
        for slot in &mut self.slots {
            if !slot.alarm && !cup.is_empty() {
                slot.color = cup.remove(rng.random_range(0..cup.len()));
            }
            let faces = dice.faces[slot.color.index()];
            let side = rng.random_range(0..6u32);
            slot.face = Some(if side < faces.loot {
                Face::Loot
            } else if side < faces.loot + faces.batman {
                Face::Batman
            } else {
                Face::Alarm
            });
            slot.put_back = false;
        }
    }

    fn enter_roll(&mut self) {
        let mut rolled = Vec::with_capacity(self.slots.len());
        let mut returned = Vec::new();
        for slot in &self.slots {
            let Some(face) = slot.face else {
                self.table.refuse("set the face of every die");
                return;
            };
            let die = Rolled {
                color: slot.color,
                face,
            };
            rolled.push(die);
            if slot.put_back {
                returned.push(die);
            }
        }
        self.table.play(Move::Roll {
            dice: rolled,
            returned,
        });
    }

    /// The panel.
    pub fn view(&self) -> Element<'_, Message> {
        match self.table.game() {
            None => self.setup(),
            Some(game) => self.board(game),
        }
    }

    fn setup(&self) -> Element<'_, Message> {
        let players = self.table.players() as usize;
        let choices: Vec<VillainChoice> = std::iter::once(VillainChoice(None))
            .chain(Villain::ALL.into_iter().map(|v| VillainChoice(Some(v))))
            .collect();
        let rows = column((0..players).map(|i| {
            row![
                self.table.name_field(i, Message::Table).width(220),
                pick_list(choices.clone(), Some(self.villains[i]), move |c| {
                    Message::VillainPicked(i, c)
                })
                .width(220),
            ]
            .spacing(8)
            .into()
        }))
        .spacing(8);
        let faces = column(Color::ALL.into_iter().map(|color| {
            let f = self.dice.faces[color.index()];
            row![
                text(capitalized(color.label())).width(90),
                container(stepper(
                    "Count",
                    self.dice.counts[color.index()],
                    0..=6,
                    move |n| Message::DiceCountChanged(color, n)
                ))
                .width(190),
                container(stepper("Loot", f.loot, 0..=6, move |n| {
                    Message::FacesChanged(color, FaceCount::Loot, n)
                }))
                .width(170),
                container(stepper("Batman", f.batman, 0..=6, move |n| {
                    Message::FacesChanged(color, FaceCount::Batman, n)
                }))
                .width(190),
                text(format!("Alarm {}", f.alarm)).style(theme::muted),
            ]
            .spacing(12)
            .align_y(Center)
            .into()
        }))
        .spacing(6);
        let form = column![
            text("Batman: The Animated Series Dice Game")
                .font(theme::BOLD)
                .size(theme::size::TITLE),
            container(self.table.players_stepper("Players", Message::Table)).width(300),
            rows,
            container(stepper(
                "Goes first (the best Joker laugh)",
                self.first,
                1..=self.table.players(),
                Message::FirstChanged
            ))
            .width(420),
            text("The dice (a setting: the box's faces are not printed in the rules)")
                .font(theme::BOLD),
            faces,
        ]
        .spacing(12);
        self.table.setup_page(form, Message::Start)
    }

    fn board<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        let scores = column(game.players.iter().enumerate().map(|(i, p)| {
            let on_turn = i == game.current && game.winner.is_none();
            let mut line = row![
                text(if on_turn { "▶" } else { " " }).width(16),
                column![
                    text(p.name.as_str()).font(theme::BOLD),
                    text(p.villain.label())
                        .size(theme::size::SMALL)
                        .style(theme::muted),
                ]
                .width(Fill),
                text(p.score.to_string())
                    .font(theme::BOLD)
                    .size(28)
                    .style(theme::accent),
            ]
            .spacing(8)
            .align_y(Center);
            if game.winner == Some(i) {
                line = line.push(text("Winner").style(theme::success));
            }
            container(line).padding(8).style(theme::row).into()
        }))
        .spacing(6);
        let mut status = format!("Round {}", game.round);
        if game.last_round {
            status.push_str(" · last round: someone reached 30");
        }
        if game.tiebreak.is_some() {
            status.push_str(" · tiebreaker");
        }
        let left = pane(
            column![
                text("Scores").font(theme::BOLD).size(theme::size::HEADING),
                text(status).style(theme::muted),
                scores,
                log_view(&game.log),
            ]
            .spacing(8),
            320,
        );

        let center = pane(self.turn_view(game), Fill);
        let right = pane(self.advice_view(), 300);
        row![left, center, right].spacing(12).height(Fill).into()
    }

    fn turn_view<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        let turn: &TurnState = &game.turn;
        let villain = game.villain();
        let counts = |label: &'a str, by_color: [u32; 3]| {
            row![
                text(label).width(70),
                text(format!(
                    "gray {} · blue {} · yellow {}",
                    by_color[0], by_color[1], by_color[2]
                ))
                .font(theme::BOLD),
            ]
            .spacing(8)
        };
        let mut body = column![
            text(format!(
                "{}'s turn ({})",
                game.players[game.current].name,
                game.players[game.current].villain.label()
            ))
            .font(theme::BOLD)
            .size(theme::size::HEADING),
            counts("Cup", turn.cup),
            counts("Alarms", turn.alarms),
            counts("Loot", turn.loot),
            counts("Batman", turn.batman),
        ]
        .spacing(8);
        if turn.dodged {
            body =
                body.push(text("Poison Ivy dodged a blue Batman this turn.").style(theme::muted));
        }
        if game.winner.is_some() {
            return body.push(super::new_game_button(Message::Table)).into();
        }
        let riddler_first = turn.riddler_first(villain);
        if turn.cup_runs_dry(villain) {
            body = body.push(
                text("The cup is empty: stopping turns the Alarms into Loot.").style(theme::accent),
            );
        } else {
            body = body.push(
                text(if riddler_first {
                    "Enter the four dice of the Riddler's first roll; mark those he puts back in the cup."
                } else {
                    "Enter the dice as rolled on the table, or roll them in the app."
                })
                .style(theme::muted),
            );
            for (i, slot) in self.slots.iter().enumerate() {
                body = body.push(slot_line(i, *slot, riddler_first));
            }
            body = body.push(
                row![
                    button(row![icon::dice(), text("Roll in the app")].spacing(6))
                        .on_press(Message::RollInApp)
                        .style(button::secondary),
                    button(text("Enter this roll"))
                        .on_press(Message::EnterRoll)
                        .style(button::primary),
                ]
                .spacing(8),
            );
        }
        let stop_points = if turn.cup_runs_dry(villain) {
            let mut cashed = *turn;
            cashed.cash_in_alarms();
            cashed.score_if_stopped(villain)
        } else {
            turn.score_if_stopped(villain)
        };
        body = body.push(
            row![
                button(text(format!("Stop and score {stop_points}")))
                    .on_press(Message::Stop)
                    .style(button::primary),
                self.table.undo_button(Message::Table),
            ]
            .spacing(8),
        );
        if let Some(error) = self.table.error_text() {
            body = body.push(error);
        }
        scrollable(body).into()
    }

    fn advice_view(&self) -> Element<'_, Message> {
        let mut panel =
            column![text("Advisor").font(theme::BOLD).size(theme::size::HEADING)].spacing(10);
        match &self.advice {
            Ok(advice) => {
                let big = |label: &'static str, value: String| {
                    column![
                        text(label).style(theme::muted),
                        text(value).font(theme::BOLD).size(30).style(theme::accent)
                    ]
                    .spacing(2)
                };
                panel = panel
                    .push(big("Busted by the next roll", format!("{:.1}%", advice.bust_next_roll * 100.0)))
                    .push(big("Points if you stop now", format!("{:.2}", advice.expected_if_stop)))
                    .push(big("Expected if you roll on", format!("{:.2}", advice.expected_if_continue)))
                    .push(
                        text(match advice.advice {
                            Decision::Stop => "Stop now.",
                            Decision::Continue => "Roll again.",
                        })
                        .font(theme::BOLD)
                        .size(theme::size::TITLE),
                    )
                    .push(
                        text("Exact: every draw from the cup and every face, with the villain's ability, playing the rest of the turn as well as possible.")
                            .size(theme::size::SMALL)
                            .style(theme::muted),
                    );
            }
            Err(note) => panel = panel.push(text(note.as_str()).style(theme::muted)),
        }
        panel.into()
    }
}

/// The line of one die of the roll being entered: its colour, its face, and for the
/// Riddler's first roll whether it goes back to the cup.
fn slot_line<'a>(i: usize, slot: Slot, riddler_first: bool) -> Element<'a, Message> {
    let mut line = row![
        text(if slot.alarm {
            format!("Die {} (Alarm)", i + 1)
        } else {
            format!("Die {}", i + 1)
        })
        .width(110)
    ]
    .spacing(4)
    .align_y(Center);
    // An Alarm die keeps its colour; the faces line up below each other.
    let colors = Color::ALL
        .into_iter()
        .filter(|&color| !slot.alarm || color == slot.color)
        .map(|color| {
            choice(
                slot.color == color,
                color.label(),
                Message::SlotColored(i, color),
            )
            .into()
        });
    line = line.push(container(row(colors).spacing(4)).width(190));
    for face in Face::ALL {
        line = line.push(choice(
            slot.face == Some(face),
            face.label(),
            Message::SlotFaced(i, face),
        ));
    }
    if riddler_first {
        line = line.push(choice(
            slot.put_back,
            "Put back",
            Message::SlotReturned(i, !slot.put_back),
        ));
    }
    line.into()
}

/// `label` with its first letter in capitals.
fn capitalized(label: &str) -> String {
    let mut chars = label.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
