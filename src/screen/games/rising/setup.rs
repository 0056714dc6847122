//! The Batman Who Laughs Rising panel's set-up page: the teams and their leaders, and
//! the settings the rule text leaves to the box (the track's spaces, the dice faces,
//! his damage).

use super::{Message, State};
use crate::games::rising::{BwlFace, DARK_KNIGHTS, LEADERS, SECTORS};
use crate::theme;
use crate::widget::stepper::stepper;
use iced::widget::{column, container, pick_list, row, text};
use iced::{Center, Element};

impl State {
    /// The set-up page.
    pub(super) fn setup(&self) -> Element<'_, Message> {
        let one_player = self.table.players() == 1;
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
            container(
                self.table
                    .players_stepper("Players (one plays two teams)", Message::Table)
            )
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
        self.table.setup_page(form, Message::Start)
    }
}
