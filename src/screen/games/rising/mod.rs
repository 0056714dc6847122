//! The Batman Who Laughs Rising panel: the Dark Knights Track, the sector ring with
//! the figure, the turn's four steps as a checklist with their controls, the teams and
//! their heroes with damage, bonus tokens, the end called out, and undo.

mod ring;

use super::Action;
use super::Played;
use crate::games::rising::{
    BwlFace, DARK_KNIGHTS, DEFEATS_TO_LOSE, Game, LEADERS, Outcome, SECTORS, Settings, Side, Step,
};
use crate::widget::choice;
use crate::widget::stepper::stepper;
use crate::{icon, theme};
use iced::widget::{
    button, canvas, column, container, pick_list, row, scrollable, space, text, text_input,
};
use iced::{Center, Element, Fill};
use rand::RngExt;

/// The id of the field naming a recruited hero.
pub const RECRUIT_ID: &str = "rising-recruit";

/// A message of the panel.
#[derive(Debug, Clone)]
pub enum Message {
    /// The number of players changed.
    PlayersChanged(u32),
    /// A player's name was edited.
    NameChanged(usize, String),
    /// A team's leader was picked.
    LeaderPicked(usize, &'static str),
    /// A team leader's damage capacity changed.
    CapacityChanged(usize, u32),
    /// The counters a Dark Knight section holds changed.
    SectionChanged(usize, u32),
    /// The counters the Batman Who Laughs's space holds changed.
    BwlSpacesChanged(u32),
    /// The spaces after his changed.
    AfterSpacesChanged(u32),
    /// A face of the Dark Knights die changed.
    DarkFaceChanged(usize, u32),
    /// A face of the Batman Who Laughs die was picked.
    BwlFacePicked(usize, BwlFace),
    /// The damage that defeats him changed.
    BwlCapacityChanged(u32),
    /// The sector he starts facing changed (0: at random).
    StartSectorChanged(u32),
    /// Start the game.
    Start,
    /// Step 1: the team on turn deployed to this sector.
    Deploy(u32),
    /// Step 2: the Dark Knights die face rolled on the table was picked.
    DarkPicked(u32),
    /// Step 2: the Batman Who Laughs die face rolled on the table was picked.
    BwlPicked(BwlFace),
    /// Step 2: apply the two dice as picked.
    EnterDark,
    /// Step 2: roll the two dice in the app and apply them.
    RollDarkInApp,
    /// Step 3 is over: the hero dice are assigned.
    AssignDice,
    /// A hero took (or healed) damage.
    DamageHero(usize, usize, i32),
    /// The name of the hero to recruit was edited.
    RecruitNameChanged(String),
    /// The damage capacity of the hero to recruit changed.
    RecruitCapacityChanged(u32),
    /// Recruit the hero as entered.
    Recruit,
    /// A villain took a damage counter (a bonus token for the player).
    DamageVillain,
    /// A player used a bonus token.
    UseBonus(usize),
    /// A player gave a bonus token to another.
    GiveBonus(usize, usize),
    /// A counter was taken off the track.
    RemoveCounter,
    /// The team on turn discarded a die to move to the Batman Who Laughs.
    MoveToBwl,
    /// The team on turn damaged the Batman Who Laughs.
    DamageBwl,
    /// Step 4: end the turn.
    EndTurn,
    /// Take back the last move.
    Undo,
    /// Leave this game for a new one.
    NewGame,
}

/// The panel's state.
#[derive(Debug)]
pub struct State {
    players: u32,
    names: [String; 4],
    leaders: [&'static str; 4],
    capacities: [u32; 4],
    settings: Settings,
    start_sector: u32,
    game: Option<Played<Game>>,
    dark_pick: Option<u32>,
    bwl_pick: Option<BwlFace>,
    recruit_name: String,
    recruit_capacity: u32,
    error: Option<String>,
}

impl Default for State {
    fn default() -> State {
        State {
            players: 2,
            names: std::array::from_fn(|i| format!("Player {}", i + 1)),
            leaders: LEADERS,
            capacities: [4; 4],
            settings: Settings::for_players(2),
            start_sector: 0,
            game: None,
            dark_pick: None,
            bwl_pick: None,
            recruit_name: String::new(),
            recruit_capacity: 3,
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

    /// Teams in play: one per player, two for one player.
    fn teams(&self) -> usize {
        (self.players as usize).max(2)
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action<Message> {
        self.error = None;
        let track = &mut self.settings.track;
        match message {
            Message::PlayersChanged(n) => {
                self.players = n.clamp(1, 4);
                // The side follows the players; a side change resets its spaces.
                let side = Side::for_players(self.players as usize);
                if side != self.settings.side {
                    let fresh = Settings::for_players(self.players as usize);
                    self.settings.side = fresh.side;
                    self.settings.track = fresh.track;
                }
            }
            Message::NameChanged(i, name) => {
                if let Some(slot) = self.names.get_mut(i) {
                    *slot = name;
                }
            }
            Message::LeaderPicked(i, leader) => {
                if let Some(slot) = self.leaders.get_mut(i) {
                    *slot = leader;
                }
            }
            Message::CapacityChanged(i, n) => {
                if let Some(slot) = self.capacities.get_mut(i) {
                    *slot = n.clamp(1, 10);
                }
            }
            Message::SectionChanged(i, n) => {
                if let Some(slot) = track.sections.get_mut(i) {
                    *slot = n.clamp(1, 8);
                }
            }
            Message::BwlSpacesChanged(n) => track.bwl_spaces = n.clamp(1, 8),
            Message::AfterSpacesChanged(n) => track.after_spaces = n.clamp(1, 16),
            Message::DarkFaceChanged(i, n) => {
                if let Some(slot) = self.settings.dark_die.get_mut(i) {
                    *slot = n.min(3);
                }
            }
            Message::BwlFacePicked(i, face) => {
                if let Some(slot) = self.settings.bwl_die.get_mut(i) {
                    *slot = face;
                }
            }
            Message::BwlCapacityChanged(n) => self.settings.bwl_capacity = n.clamp(1, 15),
            Message::StartSectorChanged(n) => self.start_sector = n.min(SECTORS),
            Message::Start => self.start(),
            Message::Deploy(sector) => self.play(|g| g.deploy(sector)),
            Message::DarkPicked(n) => self.dark_pick = Some(n),
            Message::BwlPicked(face) => self.bwl_pick = Some(face),
            Message::EnterDark => match (self.dark_pick, self.bwl_pick) {
                (Some(dark), Some(bwl)) => self.roll_dark(dark, bwl),
                _ => self.error = Some("pick the face of both dice".into()),
            },
            Message::RollDarkInApp => {
                let mut rng = rand::rng();
                let dark = self.settings.dark_die[rng.random_range(0..6)];
                let bwl = self.settings.bwl_die[rng.random_range(0..6)];
                self.roll_dark(dark, bwl);
            }
            Message::AssignDice => self.play(Game::dice_assigned),
            Message::DamageHero(team, hero, change) => {
                self.play(|g| g.damage_hero(team, hero, change));
            }
            Message::RecruitNameChanged(name) => self.recruit_name = name,
            Message::RecruitCapacityChanged(n) => self.recruit_capacity = n.clamp(1, 10),
            Message::Recruit => {
                let (name, capacity) = (self.recruit_name.clone(), self.recruit_capacity);
                if super::play_move(&mut self.game, &mut self.error, |g| {
                    g.recruit(&name, capacity)
                }) {
                    self.recruit_name.clear();
                }
            }
            Message::DamageVillain => self.play(Game::villain_damaged),
            Message::UseBonus(p) => self.play(|g| g.bonus_used(p)),
            Message::GiveBonus(from, to) => self.play(|g| g.bonus_given(from, to)),
            Message::RemoveCounter => self.play(Game::counter_removed),
            Message::MoveToBwl => self.play(Game::moved_to_bwl),
            Message::DamageBwl => self.play(Game::bwl_damaged),
            Message::EndTurn => self.play(Game::end_turn),
            Message::Undo => {
                if let Some(played) = &mut self.game {
                    played.undo();
                }
            }
            Message::NewGame => self.game = None,
        }
        Action::None
    }

    fn start(&mut self) {
        let players = self.players as usize;
        let teams = self.teams();
        let leaders = &self.leaders[..teams];
        if (1..teams).any(|i| leaders[..i].contains(&leaders[i])) {
            self.error = Some("each team needs a leader of its own".into());
            return;
        }
        let names: Vec<String> = self.names[..players]
            .iter()
            .enumerate()
            .map(|(i, n)| match n.trim() {
                "" => format!("Player {}", i + 1),
                name => name.to_owned(),
            })
            .collect();
        let teams: Vec<(String, u32)> = leaders
            .iter()
            .zip(self.capacities)
            .map(|(leader, capacity)| ((*leader).to_owned(), capacity))
            .collect();
        let sector = match self.start_sector {
            0 => rand::rng().random_range(0..SECTORS),
            n => n - 1,
        };
        match Game::new(self.settings, names, teams, sector) {
            Ok(game) => self.game = Some(Played::new(game)),
            Err(error) => self.error = Some(error.to_string()),
        }
    }

    fn roll_dark(&mut self, dark: u32, bwl: BwlFace) {
        if super::play_move(&mut self.game, &mut self.error, |g| g.roll_dark(dark, bwl)) {
            self.dark_pick = None;
            self.bwl_pick = None;
        }
    }

    fn play(&mut self, action: impl FnOnce(&mut Game) -> Result<(), crate::games::MoveError>) {
        super::play_move(&mut self.game, &mut self.error, action);
    }

    /// The panel.
    pub fn view(&self) -> Element<'_, Message> {
        match self.game() {
            None => self.setup(),
            Some(game) => self.board(game),
        }
    }

    fn setup(&self) -> Element<'_, Message> {
        let players = self.players as usize;
        let teams = column((0..self.teams()).map(|i| {
            let who = if players == 1 {
                text_input("Name", &self.names[0])
                    .on_input(|name| Message::NameChanged(0, name))
                    .padding(6)
                    .width(200)
            } else {
                text_input("Name", &self.names[i])
                    .on_input(move |name| Message::NameChanged(i, name))
                    .padding(6)
                    .width(200)
            };
            row![
                who,
                pick_list(LEADERS, Some(self.leaders[i]), move |l| {
                    Message::LeaderPicked(i, l)
                })
                .width(170),
                container(stepper(
                    "Leader's damage",
                    self.capacities[i],
                    1..=10,
                    move |n| Message::CapacityChanged(i, n)
                ))
                .width(250),
            ]
            .spacing(10)
            .align_y(Center)
            .into()
        }))
        .spacing(8);
        let s = &self.settings;
        let sections = row((0..DARK_KNIGHTS).map(|i| {
            container(stepper("", s.track.sections[i], 1..=8, move |n| {
                Message::SectionChanged(i, n)
            }))
            .width(100)
            .into()
        }))
        .spacing(8);
        let dark_faces = row((0..6).map(|i| {
            container(stepper("", s.dark_die[i], 0..=3, move |n| {
                Message::DarkFaceChanged(i, n)
            }))
            .width(100)
            .into()
        }))
        .spacing(8);
        let bwl_faces = row((0..6).map(|i| {
            pick_list(BwlFace::ALL, Some(s.bwl_die[i]), move |f| {
                Message::BwlFacePicked(i, f)
            })
            .width(150)
            .into()
        }))
        .spacing(8);
        let form = column![
            text("The Batman Who Laughs Rising")
                .font(theme::BOLD)
                .size(theme::size::TITLE),
            container(stepper(
                "Players (one plays two teams)",
                self.players,
                1..=4,
                Message::PlayersChanged
            ))
            .width(420),
            teams,
            text(format!(
                "The track ({} side). Its spaces and the dice faces are not in the rules: set them to match your box.",
                s.side.label()
            ))
            .font(theme::BOLD),
            text("Counters per Dark Knight section").style(theme::muted),
            sections,
            row![
                container(stepper(
                    "His space",
                    s.track.bwl_spaces,
                    1..=8,
                    Message::BwlSpacesChanged
                ))
                .width(220),
                container(stepper(
                    "Spaces after his",
                    s.track.after_spaces,
                    1..=16,
                    Message::AfterSpacesChanged
                ))
                .width(260),
                container(stepper(
                    "His damage",
                    s.bwl_capacity,
                    1..=15,
                    Message::BwlCapacityChanged
                ))
                .width(220),
            ]
            .spacing(24),
            text("Dark Knights die: counters on each face").style(theme::muted),
            dark_faces,
            text("Batman Who Laughs die faces").style(theme::muted),
            bwl_faces,
            container(stepper(
                if self.start_sector == 0 {
                    "He starts facing sector (0: at random)"
                } else {
                    "He starts facing sector"
                },
                self.start_sector,
                0..=SECTORS,
                Message::StartSectorChanged
            ))
            .width(420),
        ]
        .spacing(10);
        super::setup_page(form, self.error.as_deref(), Message::Start)
    }

    fn board<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        let track = container(track_view(game))
            .padding(12)
            .width(Fill)
            .style(theme::panel);
        let ring = canvas(ring::Ring {
            facing: game.bwl_sector,
            revealed: game.bwl_revealed,
            tokens: game
                .teams
                .iter()
                .enumerate()
                .filter_map(|(i, t)| {
                    t.sector.map(|sector| ring::Token {
                        letter: t.name.chars().take(1).collect(),
                        sector,
                        active: i == game.current,
                    })
                })
                .collect(),
        })
        .width(Fill)
        .height(260);
        let left = container(
            column![ring, self.status_view(game)]
                .spacing(10)
                .height(Fill),
        )
        .padding(12)
        .width(330)
        .height(Fill)
        .style(theme::panel);
        let center = container(scrollable(
            container(self.turn_view(game)).padding(iced::Padding::ZERO.right(14)),
        ))
        .padding(12)
        .width(Fill)
        .height(Fill)
        .style(theme::panel);
        let right = container(scrollable(
            container(teams_view(game)).padding(iced::Padding::ZERO.right(14)),
        ))
        .padding(12)
        .width(360)
        .height(Fill)
        .style(theme::panel);
        column![track, row![left, center, right].spacing(12).height(Fill)]
            .spacing(12)
            .into()
    }

    /// The Batman Who Laughs, the defeated heroes and the log.
    fn status_view<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        let s = &game.settings;
        let him = if game.bwl_revealed {
            format!(
                "Revealed in sector {}: {} / {} damage",
                game.bwl_sector + 1,
                game.bwl_damage,
                s.bwl_capacity
            )
        } else {
            format!(
                "Faces sector {}; his card is hidden until his space fills",
                game.bwl_sector + 1
            )
        };
        column![
            text("The Batman Who Laughs").font(theme::BOLD),
            text(him).size(theme::size::SMALL),
            text(format!(
                "Heroes defeated: {} / {DEFEATS_TO_LOSE}",
                game.defeated.len()
            ))
            .font(theme::BOLD)
            .style(if game.defeated.len() + 2 >= DEFEATS_TO_LOSE {
                theme::danger
            } else {
                theme::muted
            }),
            text("Log").font(theme::BOLD),
            scrollable(
                column(
                    game.log
                        .iter()
                        .rev()
                        .map(|l| text(l.as_str()).size(theme::size::SMALL).into())
                )
                .spacing(2)
                .padding(iced::Padding::ZERO.right(14))
            )
            .height(Fill),
        ]
        .spacing(6)
        .into()
    }

    /// The checklist of the turn and the controls of its current step.
    fn turn_view<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        let undo = button(row![icon::undo(), text("Undo")].spacing(6))
            .on_press_maybe(
                self.game
                    .as_ref()
                    .is_some_and(Played::can_undo)
                    .then_some(Message::Undo),
            )
            .style(button::secondary);
        let mut body = column![].spacing(10);
        if let Some(outcome) = &game.outcome {
            let (headline, style): (String, fn(&iced::Theme) -> text::Style) = match outcome {
                Outcome::Won => (
                    "The heroes win: the Batman Who Laughs is defeated!".into(),
                    theme::success,
                ),
                Outcome::Lost(why) => (format!("The heroes lose: {why}."), theme::danger),
            };
            return body
                .push(
                    text(headline)
                        .font(theme::BOLD)
                        .size(theme::size::TITLE)
                        .style(style),
                )
                .push(
                    row![
                        button(text("New game"))
                            .on_press(Message::NewGame)
                            .style(button::primary),
                        undo
                    ]
                    .spacing(8),
                )
                .into();
        }
        let team = game.team();
        body = body.push(
            text(format!(
                "Turn {}: {}'s team ({})",
                game.turns + 1,
                team.name,
                game.players[team.player].name
            ))
            .font(theme::BOLD)
            .size(theme::size::HEADING),
        );
        for (n, step) in Step::ALL.into_iter().enumerate() {
            let now = step == game.step;
            let done = Step::ALL.iter().position(|s| *s == game.step) > Some(n);
            body = body.push(
                text(format!(
                    "{} {}. {}",
                    if done {
                        "✓"
                    } else if now {
                        "▶"
                    } else {
                        "  "
                    },
                    n + 1,
                    step.label()
                ))
                .font(if now { theme::BOLD } else { theme::TEXT })
                .style(if now { theme::accent } else { theme::muted }),
            );
        }
        if game.ability_due
            && let Some(section) = game.ability
        {
            body = body.push(
                text(format!(
                    "The crown: resolve the ability revealed under track section {}.",
                    section + 1
                ))
                .font(theme::BOLD)
                .style(theme::danger),
            );
        }
        match game.step {
            Step::Deploy => {
                body = body.push(
                    row((0..SECTORS).map(|s| {
                        button(text(format!("Sector {}", s + 1)))
                            .on_press(Message::Deploy(s))
                            .style(button::primary)
                            .into()
                    }))
                    .spacing(8),
                );
            }
            Step::DarkDice => {
                let mut darks: Vec<u32> = game.settings.dark_die.to_vec();
                darks.sort_unstable();
                darks.dedup();
                let mut faces: Vec<BwlFace> = Vec::new();
                for face in game.settings.bwl_die {
                    if !faces.contains(&face) {
                        faces.push(face);
                    }
                }
                body = body
                    .push(
                        row(std::iter::once(text("Dark Knights die").width(140).into()).chain(
                            darks.into_iter().map(|n| {
                                choice(self.dark_pick == Some(n), format!("+{n}"), Message::DarkPicked(n))
                                    .into()
                            }),
                        ))
                        .spacing(4)
                        .align_y(Center),
                    )
                    .push(
                        row(std::iter::once(text("His die").width(140).into()).chain(
                            faces.into_iter().map(|f| {
                                choice(self.bwl_pick == Some(f), f.to_string(), Message::BwlPicked(f))
                                    .into()
                            }),
                        ))
                        .spacing(4)
                        .align_y(Center)
                        .wrap(),
                    )
                    .push(
                        row![
                            button(row![icon::dice(), text("Roll both in the app")].spacing(6))
                                .on_press(Message::RollDarkInApp)
                                .style(button::secondary),
                            button(text("Enter these dice"))
                                .on_press_maybe(
                                    (self.dark_pick.is_some() && self.bwl_pick.is_some())
                                        .then_some(Message::EnterDark)
                                )
                                .style(button::primary),
                        ]
                        .spacing(8),
                    )
                    .push(
                        text("He then attacks every hero in his sector; resolve the villains there by hand (damage buttons on the right).")
                            .size(theme::size::SMALL)
                            .style(theme::muted),
                    );
            }
            Step::HeroDice | Step::Resolve => {
                if game.step == Step::HeroDice {
                    body = body.push(
                        button(text("Hero dice assigned"))
                            .on_press(Message::AssignDice)
                            .style(button::secondary),
                    );
                }
                body = body
                    .push(text("Results").font(theme::BOLD))
                    .push(
                        row![
                            text_input("Hero recruited", &self.recruit_name)
                                .id(RECRUIT_ID)
                                .on_input(Message::RecruitNameChanged)
                                .on_submit(Message::Recruit)
                                .padding(6)
                                .width(200),
                            container(stepper(
                                "Damage",
                                self.recruit_capacity,
                                1..=10,
                                Message::RecruitCapacityChanged
                            ))
                            .width(170),
                            button(text("Recruit"))
                                .on_press(Message::Recruit)
                                .style(button::secondary),
                        ]
                        .spacing(8)
                        .align_y(Center),
                    )
                    .push(
                        row![
                            button(text("Villain damaged (+1 bonus token)"))
                                .on_press(Message::DamageVillain)
                                .style(button::secondary),
                            button(text("Remove a track counter"))
                                .on_press(Message::RemoveCounter)
                                .style(button::secondary),
                        ]
                        .spacing(8),
                    );
                if game.bwl_revealed {
                    let there = team.sector == Some(game.bwl_sector);
                    body = body.push(
                        row![
                            button(text("Discard a die: move to him"))
                                .on_press_maybe((!there).then_some(Message::MoveToBwl))
                                .style(button::secondary),
                            button(text("Damage the Batman Who Laughs"))
                                .on_press_maybe(there.then_some(Message::DamageBwl))
                                .style(button::danger),
                        ]
                        .spacing(8),
                    );
                }
                body = body.push(
                    button(text("End the turn"))
                        .on_press(Message::EndTurn)
                        .style(button::primary),
                );
            }
        }
        if let Some(error) = &self.error {
            body = body.push(text(error.as_str()).style(theme::danger));
        }
        body.push(space::vertical().height(4)).push(undo).into()
    }
}

/// The track: each section's counters, whether its Dark Knight has left, the ability
/// in force, his space and the spaces after it.
fn track_view(game: &Game) -> Element<'_, Message> {
    let t = &game.settings.track;
    let mut from = 0;
    let mut sections: Vec<Element<'_, Message>> = Vec::new();
    let mut block = |title: String, size: u32, note: String, highlight: bool| {
        let filled = game.counters.saturating_sub(from).min(size);
        from += size;
        let dots = format!(
            "{}{}",
            "●".repeat(filled as usize),
            "○".repeat((size - filled) as usize)
        );
        sections.push(
            container(
                column![
                    text(title).font(theme::BOLD).size(theme::size::SMALL),
                    text(dots).size(theme::size::BODY).style(if filled == size {
                        theme::danger
                    } else {
                        theme::accent
                    }),
                    text(note).size(theme::size::SMALL).style(if highlight {
                        theme::accent
                    } else {
                        theme::muted
                    }),
                ]
                .spacing(2),
            )
            .padding([4, 8])
            .style(if highlight {
                theme::flagged
            } else {
                theme::row
            })
            .into(),
        );
    };
    for i in 0..DARK_KNIGHTS {
        let note = match (game.moved[i], game.ability == Some(i)) {
            (true, true) => "ability in force".to_owned(),
            (true, false) => "to the deck".to_owned(),
            _ => "Dark Knight".to_owned(),
        };
        block(
            format!("Section {}", i + 1),
            t.sections[i],
            note,
            game.ability == Some(i),
        );
    }
    block(
        "His space".into(),
        t.bwl_spaces,
        if game.bwl_revealed {
            "revealed".into()
        } else {
            "hidden".into()
        },
        game.bwl_revealed,
    );
    block(
        "To the end".into(),
        t.after_spaces,
        "full: lost".into(),
        false,
    );
    column![
        text(format!(
            "Dark Knights Track: {} / {} counters",
            game.counters,
            t.total()
        ))
        .font(theme::BOLD),
        row(sections).spacing(6).wrap(),
    ]
    .spacing(6)
    .into()
}

/// Each team's heroes with their damage, and each player's bonus tokens.
fn teams_view(game: &Game) -> Element<'_, Message> {
    let mut list = column![text("Teams").font(theme::BOLD).size(theme::size::HEADING)].spacing(8);
    for (t, team) in game.teams.iter().enumerate() {
        let place = match team.sector {
            Some(s) => format!("sector {}", s + 1),
            None => "not deployed".into(),
        };
        let mut card = column![
            text(format!(
                "{}{}'s team · {} · {place}",
                if t == game.current { "▶ " } else { "" },
                team.name,
                game.players[team.player].name
            ))
            .font(theme::BOLD),
        ]
        .spacing(4);
        for (h, hero) in team.heroes.iter().enumerate() {
            let boxes = format!(
                "{}{}",
                "■".repeat(hero.damage as usize),
                "□".repeat((hero.capacity - hero.damage.min(hero.capacity)) as usize)
            );
            card = card.push(
                row![
                    text(hero.name.as_str()).width(Fill),
                    text(boxes).style(if hero.damage >= hero.capacity {
                        theme::danger
                    } else {
                        theme::accent
                    }),
                    button(text("−").size(theme::size::SMALL))
                        .on_press(Message::DamageHero(t, h, -1))
                        .padding([1, 7])
                        .style(button::secondary),
                    button(text("+").size(theme::size::SMALL))
                        .on_press(Message::DamageHero(t, h, 1))
                        .padding([1, 7])
                        .style(button::secondary),
                ]
                .spacing(6)
                .align_y(Center),
            );
        }
        list = list.push(container(card).padding(8).width(Fill).style(theme::row));
    }
    list = list.push(
        text("Bonus tokens")
            .font(theme::BOLD)
            .size(theme::size::HEADING),
    );
    for (p, player) in game.players.iter().enumerate() {
        let mut line = row![
            text(format!(
                "{}: {}{}",
                player.name,
                player.bonus,
                if player.fresh > 0 {
                    format!(" ({} new)", player.fresh)
                } else {
                    String::new()
                }
            ))
            .width(Fill),
        ]
        .spacing(4)
        .align_y(Center);
        if player.usable() > 0 {
            line = line.push(
                button(text("Use").size(theme::size::SMALL))
                    .on_press(Message::UseBonus(p))
                    .padding([2, 8])
                    .style(button::secondary),
            );
            for (q, other) in game.players.iter().enumerate().filter(|(q, _)| *q != p) {
                line = line.push(
                    button(text(format!("→ {}", other.name)).size(theme::size::SMALL))
                        .on_press(Message::GiveBonus(p, q))
                        .padding([2, 8])
                        .style(button::secondary),
                );
            }
        }
        list = list.push(line);
    }
    if !game.defeated.is_empty() {
        list = list.push(text("Defeated").font(theme::BOLD)).push(
            text(game.defeated.join(", "))
                .size(theme::size::SMALL)
                .style(theme::muted),
        );
    }
    list.into()
}
