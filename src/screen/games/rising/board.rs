//! The Batman Who Laughs Rising panel's board: the Dark Knights Track, the sector ring,
//! his state and the log, the turn's checklist with the controls of its step, and the
//! teams with their heroes and bonus tokens.

use super::{Message, RECRUIT_ID, State, ring};
use crate::games::rising::{BwlFace, DARK_KNIGHTS, DEFEATS_TO_LOSE, Game, Outcome, SECTORS, Step};
use crate::screen::games::new_game_button;
use crate::screen::games::{log_view, pane, scrolling_pane};
use crate::widget::choice;
use crate::widget::stepper::stepper;
use crate::{icon, theme};
use iced::widget::{Column, button, canvas, column, container, row, space, text, text_input};
use iced::{Center, Element, Fill};

impl State {
    /// The board of the game in progress.
    pub(super) fn board<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
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
        let left = pane(
            column![ring, self.status_view(game)]
                .spacing(10)
                .height(Fill),
            330,
        );
        let center = scrolling_pane(self.turn_view(game), Fill);
        let right = scrolling_pane(teams_view(game), 360);
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
            log_view(&game.log),
        ]
        .spacing(6)
        .into()
    }

    /// The checklist of the turn and the controls of its current step.
    fn turn_view<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        let undo = self.table.undo_button(Message::Table);
        if let Some(outcome) = &game.outcome {
            return outcome_view(outcome, undo);
        }
        let team = game.team();
        let mut body = column![
            text(format!(
                "Turn {}: {}'s team ({})",
                game.turns + 1,
                team.name,
                game.players[team.player].name
            ))
            .font(theme::BOLD)
            .size(theme::size::HEADING)
        ]
        .spacing(10)
        .extend(checklist(game));
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
        body = match game.step {
            Step::Deploy => body.push(
                row((0..SECTORS).map(|s| {
                    button(text(format!("Sector {}", s + 1)))
                        .on_press(Message::Deploy(s))
                        .style(button::primary)
                        .into()
                }))
                .spacing(8),
            ),
            Step::DarkDice => self.dark_dice(body, game),
            Step::HeroDice | Step::Resolve => self.results(body, game),
        };
        if let Some(error) = self.table.error_text() {
            body = body.push(error);
        }
        body.push(space::vertical().height(4)).push(undo).into()
    }

    /// Step 2: the faces of the two dice as rolled on the table, or a roll in the app.
    fn dark_dice<'a>(&self, body: Column<'a, Message>, game: &Game) -> Column<'a, Message> {
        let mut darks: Vec<u32> = game.settings.dark_die.to_vec();
        darks.sort_unstable();
        darks.dedup();
        let mut faces: Vec<BwlFace> = Vec::new();
        for face in game.settings.bwl_die {
            if !faces.contains(&face) {
                faces.push(face);
            }
        }
        body.push(
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
                    choice(self.bwl_pick == Some(f), f.to_string(), Message::BwlPicked(f)).into()
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
        )
    }

    /// Steps 3 and 4: the hero dice assigned, then what they did (a recruit, a villain
    /// damaged, a counter off the track, the fight with him) and the end of the turn.
    fn results<'a>(&'a self, body: Column<'a, Message>, game: &Game) -> Column<'a, Message> {
        let mut body = body;
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
            let there = game.team().sector == Some(game.bwl_sector);
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
        body.push(
            button(text("End the turn"))
                .on_press(Message::EndTurn)
                .style(button::primary),
        )
    }
}

/// The end of the game, won or lost, with the New game and Undo buttons.
fn outcome_view<'a>(outcome: &Outcome, undo: Element<'a, Message>) -> Element<'a, Message> {
    let (headline, style): (String, fn(&iced::Theme) -> text::Style) = match outcome {
        Outcome::Won => (
            "The heroes win: the Batman Who Laughs is defeated!".into(),
            theme::success,
        ),
        Outcome::Lost(why) => (format!("The heroes lose: {why}."), theme::danger),
    };
    column![
        text(headline)
            .font(theme::BOLD)
            .size(theme::size::TITLE)
            .style(style),
        row![new_game_button(Message::Table), undo].spacing(8),
    ]
    .spacing(10)
    .into()
}

/// The turn's four steps: those done ticked, the current one marked.
fn checklist(game: &Game) -> impl Iterator<Item = Element<'_, Message>> {
    Step::ALL.into_iter().enumerate().map(|(n, step)| {
        let now = step == game.step;
        let done = Step::ALL.iter().position(|s| *s == game.step) > Some(n);
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
        .style(if now { theme::accent } else { theme::muted })
        .into()
    })
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
