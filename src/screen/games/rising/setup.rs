//! The Batman Who Laughs Rising panel's set-up page: the teams and their leaders, and
//! the settings the rule text leaves to the box (the track's spaces, the dice faces,
//! his damage), every field under a heading and with a label of its own.

use super::{Message, State};
use crate::games::rising::{BwlFace, DARK_KNIGHTS, LEADERS, SECTORS};
use crate::screen::games::{id, pick};
use crate::theme;
use crate::widget::named::named;
use crate::widget::stepper;
use crate::words::games::rising as words;
use iced::widget::{column, container, pick_list, row, text};
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
    pick_list(
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
            text("Player").style(theme::muted).width(200),
            text("Team leader").style(theme::muted).width(170),
            text("Leader's damage capacity").style(theme::muted),
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
                pick_list(LEADERS, Some(self.leaders[i]), move |l| {
                    Message::LeaderPicked(i, l)
                })
                .padding(8)
                .width(170),
                container(stepper::large(
                    "Damage",
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
                        SECTION_LABELS[i],
                        s.track.sections[i],
                        1..=8,
                        move |n| Message::SectionChanged(i, n),
                    ))
                    .width(FIELD)
                    .into()
                })
                .chain([
                    container(stepper::large(
                        "His space",
                        s.track.bwl_spaces,
                        1..=8,
                        Message::BwlSpacesChanged,
                    ))
                    .width(FIELD)
                    .into(),
                    container(stepper::large(
                        "Spaces after his",
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
                        FACE_LABELS[i],
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
                    row![text(FACE_LABELS[i]).width(60), face_list(i, s.bwl_die[i]),]
                        .spacing(8)
                        .align_y(Center)
                        .into()
                })
                .collect(),
        );
        let start = row((0..=SECTORS).map(|n| {
            let label = match n {
                0 => "At random".to_owned(),
                n => format!("Sector {n}"),
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
        .spacing(8);
        let form =
            column![
            text("The Batman Who Laughs Rising")
                .font(theme::BOLD)
                .size(theme::size::TITLE),
            container(
                self.table
                    .players_stepper("Players (one plays two teams)", Message::Table)
            )
            .width(420),
            heads,
            teams,
            text(format!(
                "The Dark Knights Track ({} side): counters each space holds",
                words::side(s.side)
            ))
            .font(theme::BOLD),
            text("The rules do not print the spaces or the dice faces: set them to match your box.")
                .style(theme::muted),
            sections,
            text("Dark Knights die: counters each face adds").font(theme::BOLD),
            dark_faces,
            text("Batman Who Laughs die: where each face turns him").font(theme::BOLD),
            bwl_faces,
            container(stepper::large(
                "Damage that defeats the Batman Who Laughs",
                s.bwl_capacity,
                1..=15,
                Message::BwlCapacityChanged
            ))
            .width(520),
            row![text("He starts facing").font(theme::BOLD), start]
                .spacing(12)
                .align_y(Center),
        ]
            .spacing(10);
        self.table.setup_page(form, Message::Start)
    }
}

/// The labels of the Dark Knight sections.
const SECTION_LABELS: [&str; DARK_KNIGHTS] = [
    "Section 1",
    "Section 2",
    "Section 3",
    "Section 4",
    "Section 5",
    "Section 6",
];

/// The labels of a die's faces.
const FACE_LABELS: [&str; 6] = ["Face 1", "Face 2", "Face 3", "Face 4", "Face 5", "Face 6"];
