//! The Batman Who Laughs Rising panel's board: the Dark Knights Track, the sector ring,
//! his state and the log, the turn's four steps each with its controls (all of them
//! always in place, live only in their step), and the teams with their heroes and bonus
//! tokens.

use super::{KnightChoice, Message, State, ring};
use crate::games::rising::{
    BwlFace, DARK_KNIGHTS, DEFEATS_TO_LOSE, Game, Outcome, SECTORS, Step, Turn,
};
use crate::screen::games::{
    Mark, SHORT_LOG, big, id, lasting, log_pane, log_view, marks, new_game_button, pick,
    scrolling_pane,
};
use crate::widget;
use crate::widget::die::{self, Die, Symbol, Tone};
use crate::widget::field::field;
use crate::widget::named::named;
use crate::widget::picker::picker;
use crate::widget::stepper;
use crate::words::games::rising::{self as words, named as shown};
use crate::words::tr;
use crate::{icon, theme};
use iced::widget::{
    Column, canvas, column, container, responsive, row, rule, scrollable, space, text,
};
use iced::{Center, Element, Fill, Length};

/// The width of a step's box: two side by side where the window is wide, one under the
/// other where it is narrow.
const STEP: f32 = 340.0;
/// The width of the column of his ring, his state and the log.
const LEFT_WIDTH: f32 = 260.0;
/// The width of the column of the teams.
const TEAMS_WIDTH: f32 = 300.0;
/// The narrowest the turn goes beside the other columns.
const TURN_MIN_WIDTH: f32 = 400.0;

impl State {
    /// The board of the game in progress: the track over three columns (his ring and
    /// the log, the turn, the teams) where the window is wide; the teams under the turn
    /// where it is narrower; and one column that scrolls whole, the turn on top, where it
    /// is narrower still.
    pub(super) fn board<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        responsive(move |size| {
            let track = container(track_view(game))
                .padding(12)
                .width(Fill)
                .style(theme::panel);
            if size.width >= LEFT_WIDTH + TURN_MIN_WIDTH + TEAMS_WIDTH + 24.0 {
                let left = self.left_pane(game);
                let center = scrolling_pane(self.turn_view(game), Fill);
                let right = scrolling_pane(teams_view(game), TEAMS_WIDTH);
                column![track, row![left, center, right].spacing(12).height(Fill)]
                    .spacing(12)
                    .into()
            } else if size.width >= LEFT_WIDTH + TURN_MIN_WIDTH + 12.0 {
                let left = self.left_pane(game);
                let center = scrolling_pane(
                    column![self.turn_view(game), rule::horizontal(1), teams_view(game)]
                        .spacing(12),
                    Fill,
                );
                column![track, row![left, center].spacing(12).height(Fill)]
                    .spacing(12)
                    .into()
            } else {
                scrolling_pane(
                    // The turn first: what the players act on comes before what they read.
                    column![
                        self.turn_view(game),
                        rule::horizontal(1),
                        track_view(game),
                        rule::horizontal(1),
                        ring(game),
                        self.status_view(game),
                        rule::horizontal(1),
                        teams_view(game),
                        log_view((&game.log, words::event), Length::Fixed(SHORT_LOG)),
                    ]
                    .spacing(12),
                    Fill,
                )
            }
        })
        .into()
    }

    /// His ring and state over the log.
    fn left_pane<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        log_pane(
            move || {
                column![ring(game), self.status_view(game)]
                    .spacing(10)
                    .into()
            },
            (&game.log, words::event),
            LEFT_WIDTH,
        )
    }

    /// The Batman Who Laughs and the defeated heroes (the log goes under them).
    fn status_view<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        let s = &game.settings;
        let him = if game.bwl_revealed {
            tr!(
                "games-rising-revealed-in",
                sector = game.bwl_sector + 1,
                damage = game.bwl_damage,
                capacity = s.bwl_capacity
            )
        } else {
            tr!("games-rising-faces-sector", sector = game.bwl_sector + 1)
        };
        column![
            text(tr!("games-rising-the-bwl")).font(theme::BOLD),
            text(him),
            text(tr!(
                "games-rising-heroes-defeated",
                defeated = game.defeated.len() as u64,
                most = DEFEATS_TO_LOSE as u64
            ))
            .font(theme::BOLD)
            .style(if game.defeated.len() + 2 >= DEFEATS_TO_LOSE {
                theme::danger
            } else {
                theme::muted
            }),
        ]
        .spacing(6)
        .into()
    }

    /// The turn: the Dark Knights and the crown in two lines of their own, then the
    /// four steps, each with its controls; the controls of the other steps stay in
    /// place, greyed out, so that nothing moves from one step to the next.
    fn turn_view<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        let undo = self.table.undo_button(Message::Table);
        if let Some(outcome) = &game.outcome {
            return outcome_view(outcome, undo);
        }
        let team = game.team();
        let heading = row![
            text(tr!(
                "games-rising-turn-heading",
                turn = game.turns + 1,
                team = shown(&team.name),
                player = game.players[team.player].name.as_str()
            ))
            .font(theme::BOLD)
            .size(theme::size::HEADING)
            .width(Fill),
            undo,
        ]
        .spacing(8)
        .align_y(Center);
        let deploy = row((0..SECTORS).map(|s| {
            named(
                id::rising::deploy(s),
                pick(
                    team.sector == Some(s) && game.step != Step::Deploy,
                    tr!("games-rising-sector-n", number = s + 1),
                    (game.step == Step::Deploy).then_some(Message::Deploy(s)),
                ),
            )
            .into()
        }))
        .spacing(8);
        let assigned = column![
            named(
                id::rising::HERO_DICE,
                big(text(tr!("games-rising-hero-dice-assigned")))
                    .on_press_maybe((game.step == Step::HeroDice).then_some(Message::AssignDice))
                    .style(theme::secondary_button)
            ),
            text(tr!("games-rising-villains-first"))
                .size(theme::size::SMALL)
                .style(theme::muted),
        ]
        .spacing(4);
        let first_steps = column![
            step_box(game, Step::Deploy, deploy),
            step_box(game, Step::DarkDice, self.dark_dice(game)),
            step_box(game, Step::HeroDice, assigned),
        ]
        .spacing(8);
        let mut body = column![
            heading,
            knights_line(game),
            crown_line(game),
            row![
                first_steps.width(STEP),
                step_box(game, Step::Resolve, self.results(game)),
            ]
            .spacing(12)
            .wrap()
            .vertical_spacing(8),
        ]
        .spacing(8);
        if let Some(error) = self.table.error_text() {
            body = body.push(error);
        }
        body.into()
    }

    /// Step 2: the faces of the two black dice as rolled on the table, or a roll in
    /// the app, entered at once.
    fn dark_dice<'a>(&self, game: &Game) -> Column<'a, Message> {
        let live = game.step == Step::DarkDice;
        let mut darks: Vec<u32> = game.settings.dark_die.to_vec();
        darks.sort_unstable();
        darks.dedup();
        let mut faces: Vec<BwlFace> = Vec::new();
        for face in game.settings.bwl_die {
            if !faces.contains(&face) {
                faces.push(face);
            }
        }
        // While the step is on, the faces picked to enter; after it, the faces this
        // turn's roll showed, so that a roll made in the app is seen before it is acted on.
        let (dark_shown, bwl_shown) = if live {
            (self.dark_pick, self.bwl_pick)
        } else {
            game.rolled
                .map_or((None, None), |(d, b)| (Some(d), Some(b)))
        };
        let dark_faces = darks.into_iter().map(|n| {
            named(
                id::rising::dark_face(n),
                die::button(
                    dark_face(n),
                    28.0,
                    &format!("+{n}"),
                    None,
                    dark_shown == Some(n),
                    live.then_some(Message::DarkPicked(n)),
                ),
            )
            .into()
        });
        let bwl_faces = faces.into_iter().map(|f| {
            named(
                id::rising::bwl_face(f),
                die::button(
                    bwl_face(f),
                    28.0,
                    &words::bwl_face(f),
                    None,
                    bwl_shown == Some(f),
                    live.then_some(Message::BwlPicked(f)),
                ),
            )
            .into()
        });
        let picked = self.dark_pick.is_some() && self.bwl_pick.is_some();
        column![
            row![
                named(
                    id::rising::ROLL_DICE,
                    big(row![icon::dice(), text(tr!("games-rising-roll-both"))].spacing(6))
                        .on_press_maybe(live.then_some(Message::RollDarkInApp))
                        .style(if live {
                            theme::primary_button
                        } else {
                            theme::secondary_button
                        })
                ),
                named(
                    id::rising::ENTER_DICE,
                    big(text(tr!("games-rising-enter-dice")))
                        .on_press_maybe((live && picked).then_some(Message::EnterDark))
                        .style(theme::secondary_button)
                ),
            ]
            .spacing(8),
            row![text(tr!("games-rising-dark-knights")).width(104)]
                .extend(dark_faces)
                .spacing(2)
                .align_y(Center),
            row![text(tr!("games-rising-his-die")).width(104)]
                .extend(bwl_faces)
                .spacing(2)
                .align_y(Center),
            text(match (live, game.rolled) {
                (false, Some((dark, bwl))) => {
                    tr!(
                        "games-rising-rolled-faces",
                        dark = dark,
                        face = words::bwl_face(bwl)
                    )
                }
                _ => String::new(),
            })
            .font(theme::BOLD),
        ]
        .spacing(4)
    }

    /// Step 4: what the hero dice did (a recruit, a villain damaged, a counter off the
    /// track, the fight with him) and the end of the turn; live in steps 3 and 4.
    fn results<'a>(&'a self, game: &Game) -> Column<'a, Message> {
        let live = game.acting();
        let when = |on: bool, message: Message| on.then_some(message);
        let mut recruit_name = field(&tr!("games-rising-hero-recruited"), &self.recruit_name)
            .id(id::rising::RECRUIT_NAME)
            .padding(8)
            .width(Fill);
        if live {
            recruit_name = recruit_name
                .on_input(Message::RecruitNameChanged)
                .on_submit(Message::Recruit);
        }
        column![
            recruit_name,
            row![
                stepper::large(
                    lasting!("games-rising-damage"),
                    self.recruit_capacity,
                    1..=10,
                    Message::RecruitCapacityChanged
                ),
                named(
                    id::rising::RECRUIT,
                    big(text(tr!("games-rising-recruit")))
                        .on_press_maybe(when(live, Message::Recruit))
                        .style(theme::secondary_button)
                ),
            ]
            .spacing(12)
            .align_y(Center),
            named(
                id::rising::DAMAGE_VILLAIN,
                big(text(tr!("games-rising-villain-damaged-button")))
                    .on_press_maybe(when(live, Message::DamageVillain))
                    .style(theme::secondary_button)
            ),
            named(
                id::rising::REMOVE_COUNTER,
                big(text(tr!("games-rising-remove-counter")))
                    .on_press_maybe(when(game.counters > 0, Message::RemoveCounter))
                    .style(theme::secondary_button)
            ),
            named(
                id::rising::MOVE_TO_BWL,
                big(text(tr!("games-rising-move-to-him")))
                    .on_press_maybe(when(game.can_move_to_bwl(), Message::MoveToBwl))
                    .style(theme::secondary_button)
            ),
            named(
                id::rising::DAMAGE_BWL,
                big(text(tr!("games-rising-damage-bwl")))
                    .on_press_maybe(when(game.can_damage_bwl(), Message::DamageBwl))
                    .style(theme::danger_button)
            ),
            named(
                id::rising::END_TURN,
                big(text(tr!("games-rising-end-turn")))
                    .on_press_maybe(when(live, Message::EndTurn))
                    .style(theme::primary_button)
            ),
        ]
        .spacing(6)
    }
}

/// One step of the turn in a box: its number, ticked when done, and its name over its
/// controls; the current step is outlined in the accent colour.
fn step_box<'a>(
    game: &Game,
    step: Step,
    controls: impl Into<Element<'a, Message>>,
) -> Element<'a, Message> {
    let n = Step::ALL.iter().position(|s| *s == step).unwrap_or(0);
    let now = Step::ALL.iter().position(|s| *s == game.step).unwrap_or(0);
    let mark = match n.cmp(&now) {
        std::cmp::Ordering::Less => "✓",
        std::cmp::Ordering::Equal => "▶",
        std::cmp::Ordering::Greater => "",
    };
    let current = n == now;
    let name = match step {
        Step::Deploy => tr!("games-rising-box-deploy"),
        Step::DarkDice => tr!("games-rising-box-dark-dice"),
        Step::HeroDice => tr!("games-rising-step-hero-dice"),
        Step::Resolve => tr!("games-rising-box-resolve"),
    };
    container(
        column![
            row![
                text(format!("{} {mark}", n + 1))
                    .font(theme::BOLD)
                    .style(if current { theme::accent } else { theme::muted }),
                text(name).font(theme::BOLD),
            ]
            .spacing(8),
            controls.into(),
        ]
        .spacing(6),
    )
    .padding(8)
    .width(STEP)
    .style(move |theme: &iced::Theme| {
        let style = theme::row(theme);
        if current {
            style.border(
                iced::Border::default()
                    .rounded(6)
                    .width(2)
                    .color(theme.extended_palette().primary.base.color),
            )
        } else {
            style
        }
    })
    .into()
}

/// The Dark Knights' line: the section whose card just left with a list to name its
/// Dark Knight, or the last one named, or none yet.
fn knights_line(game: &Game) -> Element<'_, Message> {
    let line: Element<'_, Message> = if let Some(section) = game.unnamed_knight() {
        let taken: Vec<usize> = (0..DARK_KNIGHTS)
            .filter_map(|s| game.dark_knight(s))
            .collect();
        let choices: Vec<KnightChoice> = (0..DARK_KNIGHTS)
            .filter(|k| !taken.contains(k))
            .map(KnightChoice)
            .collect();
        row![
            text(tr!(
                "games-rising-which-knight",
                section = section as u64 + 1
            ))
            .font(theme::BOLD)
            .style(theme::accent)
            .width(Fill),
            picker(choices, None::<KnightChoice>, move |k| {
                Message::DarkKnightNamed(section, k)
            })
            .placeholder(tr!("games-rising-name-it"))
            .padding(8)
            .width(170),
        ]
        .spacing(8)
        .align_y(Center)
        .into()
    } else if let Some((section, knight)) = (0..DARK_KNIGHTS)
        .rev()
        .filter(|&s| game.moved[s])
        .find_map(|s| game.dark_knight(s).map(|k| (s, k)))
    {
        text(tr!(
            "games-rising-knight-left",
            knight = words::knight_name(knight),
            section = section as u64 + 1
        ))
        .font(theme::BOLD)
        .into()
    } else {
        text(tr!("games-rising-no-knight-left"))
            .style(theme::muted)
            .into()
    };
    // Two lines' room whatever it says, so that the steps below never move.
    container(line).height(44).align_y(Center).into()
}

/// The crown's line: the track ability to resolve this turn, or the one in force.
fn crown_line(game: &Game) -> Element<'_, Message> {
    let line = match (game.ability, game.ability_due) {
        (Some(section), due) => {
            let number = section as u64 + 1;
            let said = match (due, game.dark_knight(section)) {
                (true, Some(k)) => tr!(
                    "games-rising-crown-due-knight",
                    section = number,
                    knight = words::knight_name(k)
                ),
                (true, None) => tr!("games-rising-crown-due", section = number),
                (false, Some(k)) => tr!(
                    "games-rising-crown-in-force-knight",
                    section = number,
                    knight = words::knight_name(k)
                ),
                (false, None) => tr!("games-rising-crown-in-force", section = number),
            };
            if due {
                text(said).font(theme::BOLD).style(theme::danger)
            } else {
                text(said).style(theme::muted)
            }
        }
        (None, _) => text(tr!("games-rising-crown-nothing")).style(theme::muted),
    };
    container(line).height(44).align_y(Center).into()
}

/// A face of the Dark Knights die: a black die with a pip per counter it adds.
fn dark_face(counters: u32) -> Die {
    Die::pips(counters).tone(Tone::Black)
}

/// A face of the Batman Who Laughs die: a black die lettered as the real one.
fn bwl_face(face: BwlFace) -> Die {
    // The letters of the words the settings use (Left, Right; a laugh for a stay).
    let letters = match face.turn {
        Turn::Left => tr!("games-rising-die-left"),
        Turn::Right => tr!("games-rising-die-right"),
        Turn::Stay => tr!("games-rising-die-stays"),
    };
    Die::symbol(Symbol::Letters(letters), Tone::Black).crowned(face.crown)
}

/// The end of the game, won or lost, with the New game and Undo buttons.
fn outcome_view<'a>(outcome: &Outcome, undo: Element<'a, Message>) -> Element<'a, Message> {
    let style: fn(&iced::Theme) -> text::Style = match outcome {
        Outcome::Won => theme::success,
        Outcome::Lost(_) => theme::danger,
    };
    column![
        text(words::headline(outcome))
            .font(theme::BOLD)
            .size(theme::size::TITLE)
            .style(style),
        row![new_game_button(Message::Table), undo].spacing(8),
    ]
    .spacing(10)
    .into()
}

/// The track: each section's counters with its Dark Knight (named once known) and
/// whether it has left, the ability in force, his space and the spaces after it.
fn track_view(game: &Game) -> Element<'_, Message> {
    let t = &game.settings.track;
    let mut from = 0u32;
    let mut sections: Vec<Element<'_, Message>> = Vec::new();
    let mut block = |title: String, size: u32, note: String, highlight: bool, bad: bool| {
        let filled = game.counters.saturating_sub(from).min(size);
        from = from.saturating_add(size);
        sections.push(
            container(
                column![
                    text(title).font(theme::BOLD).size(theme::size::SMALL),
                    marks(filled, size, Mark::Counter, bad),
                    text(note).size(theme::size::SMALL).style(if highlight {
                        theme::accent
                    } else {
                        theme::muted
                    }),
                ]
                .spacing(3),
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
        let knight = game.dark_knight(i).map(words::knight_name);
        let note = match (game.moved[i], game.ability == Some(i), knight) {
            (true, true, Some(name)) => tr!("games-rising-knight-in-force", knight = name),
            (true, true, None) => tr!("games-rising-ability-in-force"),
            (true, false, Some(name)) => tr!("games-rising-knight-to-deck", knight = name),
            (true, false, None) => tr!("games-rising-to-deck"),
            (false, _, _) => tr!("games-rising-dark-knight"),
        };
        block(
            tr!("games-rising-section-n", number = i as u64 + 1),
            t.sections[i],
            note,
            game.ability == Some(i),
            false,
        );
    }
    block(
        tr!("games-rising-his-space"),
        t.bwl_spaces,
        if game.bwl_revealed {
            tr!("games-rising-revealed")
        } else {
            tr!("games-rising-hidden")
        },
        game.bwl_revealed,
        false,
    );
    block(
        tr!("games-rising-to-the-end"),
        t.after_spaces,
        tr!("games-rising-full-lost"),
        false,
        true,
    );
    column![
        text(tr!(
            "games-rising-track-counters",
            counters = game.counters,
            total = t.total()
        ))
        .font(theme::BOLD),
        // One line that scrolls sideways where the window is narrow: wrapped, the
        // track took half a 1024×700 window at 125 % and left the turn little room.
        scrollable(
            row(sections)
                .spacing(6)
                .padding(iced::Padding::ZERO.bottom(10))
        )
        .direction(scrollable::Direction::Horizontal(
            scrollable::Scrollbar::new().width(6).scroller_width(6)
        )),
    ]
    .spacing(6)
    .into()
}

/// Each team's heroes with their damage, and each player's bonus tokens.
fn teams_view(game: &Game) -> Element<'_, Message> {
    let mut list = column![
        text(tr!("games-rising-teams-heading"))
            .font(theme::BOLD)
            .size(theme::size::HEADING)
    ]
    .spacing(8);
    for (t, team) in game.teams.iter().enumerate() {
        let place = match team.sector {
            Some(s) => tr!("games-rising-in-sector", number = s + 1),
            None => tr!("games-rising-not-deployed"),
        };
        let mut card = column![
            text(format!(
                "{}{}",
                if t == game.current { "▶ " } else { "" },
                tr!(
                    "games-rising-team-line",
                    team = shown(&team.name),
                    player = game.players[team.player].name.as_str(),
                    place = place
                )
            ))
            .font(theme::BOLD),
        ]
        .spacing(6);
        for (h, hero) in team.heroes.iter().enumerate() {
            let step = |sign: &'static str, step: stepper::Step, change: i32| {
                named(
                    id::rising::hero_damage(t, h, step),
                    widget::button(
                        text(sign)
                            .size(theme::size::HEADING)
                            .align_x(Center)
                            .width(Fill),
                    )
                    .on_press(Message::DamageHero(t, h, change))
                    .width(36)
                    .height(36)
                    .style(theme::secondary_button),
                )
            };
            card = card.push(
                row![
                    column![
                        text(shown(&hero.name).into_owned()),
                        marks(hero.damage, hero.capacity, Mark::Damage, true),
                    ]
                    .spacing(4)
                    .width(Fill),
                    step("−", stepper::Step::Down, -1),
                    step("+", stepper::Step::Up, 1),
                ]
                .spacing(6)
                .align_y(Center),
            );
        }
        list = list.push(container(card).padding(8).width(Fill).style(theme::row));
    }
    list = list.push(
        text(tr!("games-rising-bonus-tokens"))
            .font(theme::BOLD)
            .size(theme::size::HEADING),
    );
    for (p, player) in game.players.iter().enumerate() {
        let usable = player.usable() > 0;
        let mut gifts = row![pick(
            false,
            tr!("games-rising-use"),
            usable.then_some(Message::UseBonus(p))
        )]
        .spacing(4);
        for (q, other) in game.players.iter().enumerate().filter(|(q, _)| *q != p) {
            gifts = gifts.push(pick(
                false,
                format!("→ {}", other.name),
                usable.then_some(Message::GiveBonus(p, q)),
            ));
        }
        list = list.push(
            column![
                text(if player.fresh > 0 {
                    tr!(
                        "games-rising-tokens-new",
                        player = player.name.as_str(),
                        tokens = player.bonus,
                        new = player.fresh
                    )
                } else {
                    tr!(
                        "games-rising-tokens",
                        player = player.name.as_str(),
                        tokens = player.bonus
                    )
                }),
                gifts.wrap().vertical_spacing(4),
            ]
            .spacing(4),
        );
    }
    if !game.defeated.is_empty() {
        list = list
            .push(text(tr!("games-rising-defeated-heading")).font(theme::BOLD))
            .push(
                text(game.defeated.join(", "))
                    .size(theme::size::SMALL)
                    .style(theme::muted),
            );
    }
    list.push(space().height(4)).into()
}

/// The ring of sectors with the teams' tokens and where he faces.
fn ring<'a>(game: &Game) -> Element<'a, Message> {
    canvas(ring::Ring {
        facing: game.bwl_sector,
        revealed: game.bwl_revealed,
        tokens: game
            .teams
            .iter()
            .enumerate()
            .filter_map(|(i, t)| {
                t.sector.map(|sector| ring::Token {
                    letter: shown(&t.name).chars().take(1).collect(),
                    sector,
                    active: i == game.current,
                })
            })
            .collect(),
    })
    .width(Fill)
    .height(220)
    .into()
}
