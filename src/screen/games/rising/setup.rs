//! The Batman Who Laughs Rising panel's set-up page: the teams and their leaders, and
//! the settings the rule text leaves to the box (the track's spaces, the dice faces,
//! his damage), every field under a heading and with a label of its own.

use super::{Message, State};
use crate::games::rising::{BwlFace, DARK_KNIGHTS, Leader, SECTORS};
use crate::screen::games::{id, lasting, pick};
use crate::theme;
use crate::widget::named::named;
use crate::widget::picker::picker;
use crate::widget::stepper;
use crate::words::games::rising as words;
use crate::words::tr;
use iced::widget::{column, container, row, text};
use iced::{Center, Element};
use std::fmt;

/// A face offered for a side of the Batman Who Laughs die, named as the words name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct FaceChoice(BwlFace);

impl fmt::Display for FaceChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&words::bwl_face(self.0))
    }
}

/// The width of a labelled field in the grids of the track and the dice.
const FIELD: f32 = 200.0;

/// The list picking side `i` of the Batman Who Laughs die, showing `face`.
fn face_list<'a>(i: usize, face: BwlFace) -> Element<'a, Message> {
    picker(
        BwlFace::ALL.map(FaceChoice),
        Some(FaceChoice(face)),
        move |f| Message::BwlFacePicked(i, f.0),
    )
    .padding(8)
    .width(160)
    .into()
}

impl State {
    /// The set-up page.
    pub(super) fn setup(&self) -> Element<'_, Message> {
        let one_player = self.table.players() == 1;
        let heads = row![
            text(tr!("games-btas-player"))
                .style(theme::muted)
                .width(200),
            text(tr!("games-rising-team-leader"))
                .style(theme::muted)
                .width(170),
            text(tr!("games-rising-leader-capacity-head")).style(theme::muted),
        ]
        .spacing(10);
        let teams = column((0..self.teams()).map(|i| {
            // One player plays both teams: both lines name that player.
            let who = self
                .table
                .name_field(if one_player { 0 } else { i }, Message::Table)
                .width(200);
            row![
                who,
                picker(Leader::ALL, Some(self.leaders[i]), move |l| {
                    Message::LeaderPicked(i, l)
                })
                .padding(8)
                .width(170),
                container(stepper::large(
                    lasting!("games-rising-damage"),
                    self.capacities[i],
                    1..=10,
                    move |n| Message::CapacityChanged(i, n)
                ))
                .width(190),
            ]
            .spacing(10)
            .align_y(Center)
            .into()
        }))
        .spacing(8);
        let s = &self.settings;
        let grid = |fields: Vec<Element<'static, Message>>| {
            row(fields).spacing(16).wrap().vertical_spacing(8)
        };
        let sections = grid(
            (0..DARK_KNIGHTS)
                .map(|i| {
                    container(stepper::large(
                        &lasting!("games-rising-section-n", DARK_KNIGHTS, number)[i],
                        s.track.sections[i],
                        1..=8,
                        move |n| Message::SectionChanged(i, n),
                    ))
                    .width(FIELD)
                    .into()
                })
                .chain([
                    container(stepper::large(
                        lasting!("games-rising-his-space"),
                        s.track.bwl_spaces,
                        1..=8,
                        Message::BwlSpacesChanged,
                    ))
                    .width(FIELD)
                    .into(),
                    container(stepper::large(
                        lasting!("games-rising-spaces-after"),
                        s.track.after_spaces,
                        1..=16,
                        Message::AfterSpacesChanged,
                    ))
                    .width(FIELD + 60.0)
                    .into(),
                ])
                .collect(),
        );
        let dark_faces = grid(
            (0..6)
                .map(|i| {
                    container(stepper::large(
                        &lasting!("games-rising-face-n", 6, number)[i],
                        s.dark_die[i],
                        0..=3,
                        move |n| Message::DarkFaceChanged(i, n),
                    ))
                    .width(FIELD)
                    .into()
                })
                .collect(),
        );
        let bwl_faces = grid(
            (0..6)
                .map(|i| {
                    row![
                        text(tr!("games-rising-face-n", number = i as u64 + 1)).width(60),
                        face_list(i, s.bwl_die[i]),
                    ]
                    .spacing(8)
                    .align_y(Center)
                    .into()
                })
                .collect(),
        );
        let start = self.start_picks();
        let form = column![
            text(tr!("games-panel-rising"))
                .font(theme::BOLD)
                .size(theme::size::TITLE),
            container(
                self.table
                    .players_stepper(lasting!("games-rising-players"), Message::Table)
            )
            .width(420),
            heads,
            teams,
            text(tr!(
                "games-rising-track-heading",
                side = words::side(s.side)
            ))
            .font(theme::BOLD),
            text(tr!("games-rising-set-to-box")).style(theme::muted),
            sections,
            text(tr!("games-rising-dark-die-head")).font(theme::BOLD),
            dark_faces,
            text(tr!("games-rising-bwl-die-head")).font(theme::BOLD),
            bwl_faces,
            container(stepper::large(
                lasting!("games-rising-bwl-capacity-label"),
                s.bwl_capacity,
                1..=15,
                Message::BwlCapacityChanged
            ))
            .width(520),
            row![
                text(tr!("games-rising-starts-facing")).font(theme::BOLD),
                start
            ]
            .spacing(12)
            .align_y(Center),
        ]
        .spacing(10);
        self.table.setup_page(form, Message::Start)
    }

    /// The sector he starts facing: at random, or one of the three.
    fn start_picks(&self) -> Element<'_, Message> {
        row((0..=SECTORS).map(|n| {
            let label = match n {
                0 => tr!("games-rising-at-random"),
                n => tr!("games-rising-sector-n", number = n),
            };
            named(
                id::rising::start_facing(n),
                pick(
                    self.start_sector == n,
                    label,
                    Some(Message::StartSectorChanged(n)),
                ),
            )
            .into()
        }))
        .spacing(8)
        .into()
    }
}
