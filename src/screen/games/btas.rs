//! The Animated Series Dice Game panel: the score board, the turn in progress with its
//! dice drawn as dice, a roll made in the app in one click or entered as it fell on the
//! table, the advisor's numbers, and undo.

use super::{
    Action, SHORT_LOG, Table, TableMessage, big, id, lasting, log_pane, log_view, pane, pick,
    scrolling_pane,
};
use crate::background;
use crate::games::btas::advisor::{Advice, Decision, advise};
use crate::games::btas::saved::{Move, Start};
use crate::games::btas::{Color, DiceSet, Face, Game, Rolled, TARGET, TurnState, Villain};
use crate::games::replay::Played;
use crate::theme;
use crate::widget::named::named;
use crate::widget::picker::picker;
use crate::widget::{stepper, widest};
use crate::words::games::btas as words;
use crate::words::{Said, numbers, said, tr};
use iced::widget::{Column, column, container, responsive, row, rule, space, text};
use iced::{Center, Element, Fill, Length, Task};
use std::fmt;

mod lines;

use lines::{blank, capitalized, in_play, legend, roll_label, slot_line};

/// The advisor's column beside the turn.
const ADVICE_WIDTH: f32 = 260.0;
/// The scores' and log's column.
const SCORES_WIDTH: f32 = 280.0;
/// The narrowest the turn goes with the advisor beside it (its three buttons in a line at
/// 150 % text); narrower, the advisor goes under the turn.
const TURN_MIN_WIDTH: f32 = 440.0;

/// The round, and whether it is the last or a tiebreaker.
fn status(game: &Game) -> String {
    let mut status = tr!("games-btas-round", round = game.round);
    if game.last_round {
        status.push_str(" · ");
        status.push_str(&tr!("games-btas-last-round-status", target = TARGET));
    }
    if game.tiebreak.is_some() {
        status.push_str(" · ");
        status.push_str(&tr!("games-btas-tiebreaker"));
    }
    status
}

/// A villain token in the setup: one of the four, or drawn at random.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VillainChoice(pub Option<Villain>);

impl fmt::Display for VillainChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(villain) => f.write_str(&words::villain(villain)),
            None => f.write_str(&tr!("games-btas-random")),
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
    /// Roll in the app and enter the roll (the Riddler's first roll is only filled
    /// in: he then picks the dice to put back).
    Roll,
    /// Apply the roll as entered.
    EnterRoll,
    /// Stop and score.
    Stop,
    /// The advisor answered for the state with this number.
    Advised(u64, Result<Advice, Said>),
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
    advice: Result<Advice, Said>,
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
            advice: Err(Said::verbatim("")),
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
    pub fn advice(&self) -> Result<&Advice, &Said> {
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
            Message::Roll => self.roll_in_app(),
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
                        self.table.refuse(said!("games-btas-no-token-left"));
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
            self.advice = Err(said!("games-btas-advice-over"));
            return Task::none();
        }
        self.advice = Err(said!("games-btas-working"));
        let (dice, turn, version) = (game.dice, *turn, self.advice_version);
        background::attempt(
            async move { advise(&dice, villain, &turn).map_err(|e| Said::by(e, words::refusal)) },
            move |advice| Message::Advised(version, advice),
        )
    }

    /// Rolls in the app and enters the roll in the same click; the Riddler's first
    /// roll waits in the slots for him to pick the dice he puts back.
    fn roll_in_app(&mut self) {
        let Some(game) = self.table.game() else {
            return;
        };
        let villain = game.villain();
        let riddler_first = game.turn.riddler_first(villain);
        let rolled = game.turn.random_roll(&game.dice, villain, &mut rand::rng());
        // The roll lists the Alarms first, as the slots do.
        for (slot, die) in self.slots.iter_mut().zip(rolled) {
            slot.color = die.color;
            slot.face = Some(die.face);
            slot.put_back = false;
        }
        if !riddler_first {
            self.enter_roll();
        }
    }

    fn enter_roll(&mut self) {
        let mut rolled = Vec::with_capacity(self.slots.len());
        let mut returned = Vec::new();
        for slot in &self.slots {
            let Some(face) = slot.face else {
                self.table.refuse(said!("games-btas-set-every-face"));
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
        let heads = row![
            text(tr!("games-btas-player"))
                .style(theme::muted)
                .width(220),
            text(tr!("games-btas-villain-token"))
                .style(theme::muted)
                .width(220),
        ]
        .spacing(8);
        let rows = column((0..players).map(|i| {
            row![
                self.table.name_field(i, Message::Table).width(220),
                picker(choices.clone(), Some(self.villains[i]), move |c| {
                    Message::VillainPicked(i, c)
                })
                .padding(8)
                .width(220),
            ]
            .spacing(8)
            .into()
        }))
        .spacing(8);
        let faces = column(Color::ALL.into_iter().map(|color| {
            let f = self.dice.faces[color.index()];
            row![
                blank(color).view(30.0, words::color(color)),
                text(capitalized(&words::color(color))).width(70),
                container(stepper::large(
                    lasting!("games-btas-dice"),
                    self.dice.counts[color.index()],
                    0..=6,
                    move |n| Message::DiceCountChanged(color, n)
                ))
                .width(180),
                container(stepper::large(
                    lasting!("games-btas-loot-faces"),
                    f.loot,
                    0..=6,
                    move |n| { Message::FacesChanged(color, FaceCount::Loot, n) }
                ))
                .width(250),
                container(stepper::large(
                    lasting!("games-btas-batman-faces"),
                    f.batman,
                    0..=6,
                    move |n| { Message::FacesChanged(color, FaceCount::Batman, n) }
                ))
                .width(270),
                text(tr!("games-btas-alarm-faces", faces = f.alarm)).style(theme::muted),
            ]
            .spacing(12)
            .align_y(Center)
            // In a narrow window, the steppers go on under the colour.
            .wrap()
            .vertical_spacing(4)
            .into()
        }))
        .spacing(8);
        let form = column![
            text(tr!("games-btas-heading"))
                .font(theme::BOLD)
                .size(theme::size::TITLE),
            container(
                self.table
                    .players_stepper(lasting!("games-players-label"), Message::Table)
            )
            .width(300),
            heads,
            rows,
            container(stepper::named_large(
                id::btas::FIRST,
                lasting!("games-btas-goes-first"),
                self.first,
                1..=self.table.players(),
                Message::FirstChanged
            ))
            .width(420),
            text(tr!("games-btas-dice-setting")).font(theme::BOLD),
            faces,
        ]
        .spacing(12);
        self.table.setup_page(form, Message::Start)
    }

    /// The board: scores and log, the turn, the advisor side by side where the window is
    /// wide; the advisor under the turn where it is narrower; one column that scrolls
    /// whole where it is narrower still.
    fn board<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        responsive(move |size| {
            let scores = move || {
                column![
                    text(tr!("games-btas-scores"))
                        .font(theme::BOLD)
                        .size(theme::size::HEADING),
                    text(status(game)).style(theme::muted),
                    self.scores(game),
                ]
                .spacing(8)
                .into()
            };
            let turn_and_advice = || {
                self.turn_view(game)
                    .push(rule::horizontal(1))
                    .push(self.advice_view())
            };
            if size.width >= SCORES_WIDTH + TURN_MIN_WIDTH + ADVICE_WIDTH + 24.0 {
                row![
                    log_pane(scores, (&game.log, words::event), SCORES_WIDTH),
                    scrolling_pane(self.turn_view(game), Fill),
                    pane(self.advice_view(), ADVICE_WIDTH)
                ]
                .spacing(12)
                .into()
            } else if size.width >= SCORES_WIDTH + TURN_MIN_WIDTH + 12.0 {
                row![
                    log_pane(scores, (&game.log, words::event), SCORES_WIDTH),
                    scrolling_pane(turn_and_advice(), Fill)
                ]
                .spacing(12)
                .into()
            } else {
                scrolling_pane(
                    turn_and_advice()
                        .push(rule::horizontal(1))
                        .push(scores())
                        .push(log_view(
                            (&game.log, words::event),
                            Length::Fixed(SHORT_LOG),
                        )),
                    Fill,
                )
            }
        })
        .into()
    }

    /// Each player's name, villain and score, the player on turn marked.
    fn scores<'a>(&self, game: &'a Game) -> Element<'a, Message> {
        column(game.players.iter().enumerate().map(|(i, p)| {
            let on_turn = i == game.current && game.winner.is_none();
            let mut line = row![
                text(if on_turn { "▶" } else { " " }).width(16),
                column![
                    text(p.name.as_str()).font(theme::BOLD),
                    text(words::villain(p.villain))
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
                line = line.push(text(tr!("games-btas-winner")).style(theme::success));
            }
            container(line).padding(8).style(theme::row).into()
        }))
        .spacing(6)
        .into()
    }

    /// The turn: its buttons first, always in the same places (Roll, Stop, Undo), the
    /// dice in play, then the roll to enter die by die as it fell on the table.
    fn turn_view<'a>(&'a self, game: &'a Game) -> Column<'a, Message> {
        let turn: &TurnState = &game.turn;
        let villain = game.villain();
        let player = &game.players[game.current];
        let heading = text(tr!(
            "games-btas-turn-of",
            player = player.name.as_str(),
            villain = words::villain(player.villain)
        ))
        .font(theme::BOLD)
        .size(theme::size::HEADING);
        if game.winner.is_some() {
            return column![
                heading,
                in_play(turn),
                super::new_game_button(Message::Table)
            ]
            .spacing(10);
        }
        let riddler_first = turn.riddler_first(villain);
        let dry = turn.cup_runs_dry(villain);
        let stop_points = if dry {
            let mut cashed = *turn;
            cashed.cash_in_alarms();
            cashed.score_if_stopped(villain)
        } else {
            turn.score_if_stopped(villain)
        };
        // The advised move stands out; until the advisor answers, rolling does.
        let stop_advised = matches!(&self.advice, Ok(a) if a.advice == Decision::Stop) || dry;
        let style = |advised: bool| {
            if advised {
                theme::primary_button
            } else {
                theme::secondary_button
            }
        };
        let actions = row![
            // Both labels take the room of the longer, so that Stop and Undo stay put.
            named(
                id::btas::ROLL,
                big(widest(
                    roll_label(if riddler_first {
                        tr!("games-btas-roll-four")
                    } else {
                        tr!("games-btas-roll-button")
                    }),
                    [roll_label(if riddler_first {
                        tr!("games-btas-roll-button")
                    } else {
                        tr!("games-btas-roll-four")
                    })]
                ))
                .on_press_maybe((!dry).then_some(Message::Roll))
                .style(style(!stop_advised))
            ),
            named(
                id::btas::STOP,
                big(widest(
                    text(tr!("games-btas-stop", points = stop_points)),
                    [text(tr!("games-btas-stop", points = 88)).into()]
                ))
                .on_press(Message::Stop)
                .style(style(stop_advised))
            ),
            self.table.undo_button(Message::Table),
        ]
        .spacing(8);
        // A turn Batman just busted shows its dice, in place of the new turn's (still all
        // in the cup), until the next player acts.
        let bust = game.bust.as_ref().filter(|_| !turn.rolled);
        let hint = if let Some((busted, _)) = bust {
            text(tr!(
                "games-btas-bust-hint",
                player = game.players[*busted].name.as_str()
            ))
            .font(theme::BOLD)
            .style(theme::danger)
        } else {
            let hint = if dry {
                tr!("games-btas-hint-dry")
            } else if riddler_first {
                tr!("games-btas-hint-riddler")
            } else {
                tr!("games-btas-hint-roll")
            };
            text(hint).style(if dry { theme::accent } else { theme::muted })
        };
        // Every hint takes the room of the tallest, so that the entry below never moves.
        let bust_hint = tr!("games-btas-bust-hint", player = player.name.as_str());
        let hint = widest(
            hint,
            [
                tr!("games-btas-hint-dry"),
                tr!("games-btas-hint-riddler"),
                tr!("games-btas-hint-roll"),
                bust_hint,
            ]
            .map(|other| text(other).font(theme::BOLD).into()),
        );
        let mut body = column![
            heading,
            actions,
            hint,
            in_play(bust.map_or(turn, |(_, dice)| dice)),
            row![
                text(tr!("games-btas-dice-as-they-fell"))
                    .font(theme::BOLD)
                    .width(Fill),
                named(
                    id::btas::ENTER,
                    big(text(tr!("games-btas-enter-roll")))
                        .on_press_maybe((!dry).then_some(Message::EnterRoll))
                        .style(theme::secondary_button)
                ),
            ]
            .spacing(8)
            .align_y(Center),
            legend(),
        ]
        .spacing(10);
        for (i, slot) in self.slots.iter().enumerate() {
            body = body.push(slot_line(i, *slot, riddler_first));
        }
        // The room of the Riddler's four lines on every turn, so that what is below
        // (the scores, in a narrow window) never moves.
        if let Some(&first) = self.slots.first() {
            for i in self.slots.len()..4 {
                body = body.push(widest(space(), [slot_line(i, first, false)]));
            }
        }
        if let Some(error) = self.table.error_text() {
            body = body.push(error);
        }
        body
    }

    fn advice_view(&self) -> Element<'_, Message> {
        let mut panel = column![
            text(tr!("games-btas-advisor"))
                .font(theme::BOLD)
                .size(theme::size::HEADING)
        ]
        .spacing(10);
        match &self.advice {
            Ok(advice) => {
                let big = |label: String, value: String| {
                    column![
                        text(label).style(theme::muted),
                        text(value).font(theme::BOLD).size(30).style(theme::accent)
                    ]
                    .spacing(2)
                };
                panel = panel
                    // No roll can be made: no chance of a bust to give.
                    .push(big(
                        tr!("games-btas-busted-next"),
                        if advice.can_roll {
                            numbers::percent(advice.bust_next_roll, 1)
                        } else {
                            "—".to_owned()
                        },
                    ))
                    .push(big(
                        tr!("games-btas-points-if-stop"),
                        numbers::decimal(advice.expected_if_stop, 2),
                    ))
                    .push(big(
                        tr!("games-btas-expected-roll-on"),
                        if advice.can_roll {
                            numbers::decimal(advice.expected_if_continue, 2)
                        } else {
                            "—".to_owned()
                        },
                    ))
                    .push(
                        text(match (advice.advice, advice.can_roll) {
                            (_, false) => tr!("games-btas-advice-dry"),
                            (Decision::Stop, true) => tr!("games-btas-advice-stop"),
                            (Decision::Continue, true) => tr!("games-btas-advice-roll"),
                        })
                        .font(theme::BOLD)
                        .size(theme::size::TITLE),
                    )
                    .push(
                        text(tr!("games-btas-advice-exact"))
                            .size(theme::size::SMALL)
                            .style(theme::muted),
                    );
            }
            Err(note) => panel = panel.push(text(note.text()).style(theme::muted)),
        }
        panel.into()
    }
}
