//! Setting up a new match: two players, a saved crew each, and the recovery dice.

use super::archive::Archive;
use super::id;
use super::start;
use crate::bmg::tracker::{DEFAULT_RECOVERY_DICE, Player, Setup, Timeline};
use crate::bmg::{Catalog, Crew, validate};
use crate::screen::crew_choice::CrewChoice;
use crate::widget;
use crate::widget::field::field;
use crate::widget::named::named;
use crate::widget::picker::picker;
use crate::widget::stepper::stepper;
use crate::words::numbers::integer;
use crate::words::{Said, said, tr};
use crate::{icon, theme};
use iced::widget::{column, container, row, text};
use iced::{Center, Element, Fill};
use std::sync::Arc;

/// A message of the new-match form.
#[derive(Debug, Clone)]
pub enum Message {
    /// A player's name was edited.
    NameChanged(Player, String),
    /// A player's crew was picked.
    CrewPicked(Player, CrewChoice),
    /// The number of dice for KO recovery rolls changed.
    RecoveryDiceChanged(u32),
    /// Start the match.
    Start,
}

/// What the set-up asks the match screen to do.
#[derive(Debug)]
pub enum Action {
    /// Nothing beyond the form's own state.
    None,
    /// Begin this match.
    Start(Box<Timeline>),
}

/// The new-match form.
#[derive(Debug)]
pub struct NewMatch {
    names: [String; 2],
    crews: [Option<CrewChoice>; 2],
    recovery_dice: u32,
    problem: Option<Said>,
    /// The past matches, listed under the form.
    archive: Archive,
}

impl Default for NewMatch {
    fn default() -> NewMatch {
        NewMatch {
            names: [
                tr!("tracker-player", number = 1),
                tr!("tracker-player", number = 2),
            ],
            crews: [None, None],
            recovery_dice: DEFAULT_RECOVERY_DICE,
            problem: None,
            archive: Archive::default(),
        }
    }
}

impl NewMatch {
    /// The form filled in with the players and crews of the match `setup` began.
    pub fn again(setup: &crate::bmg::tracker::Setup) -> NewMatch {
        let choice = |p: &crate::bmg::tracker::PlayerSetup| CrewChoice {
            label: tr!("tracker-as-last-played", crew = p.crew.name.as_str()),
            crew: Arc::new(p.crew.clone()),
        };
        NewMatch {
            names: setup.players.clone().map(|p| p.name),
            crews: [
                Some(choice(&setup.players[0])),
                Some(choice(&setup.players[1])),
            ],
            recovery_dice: setup.recovery_dice,
            ..NewMatch::default()
        }
    }

    /// Why the match could not start, if it could not.
    pub fn problem(&self) -> Option<String> {
        self.problem.as_ref().map(Said::text)
    }

    /// The past matches.
    pub fn archive(&self) -> &Archive {
        &self.archive
    }

    /// The past matches, to update.
    pub fn archive_mut(&mut self) -> &mut Archive {
        &mut self.archive
    }

    /// Handles a message; returns the new match once it starts.
    pub fn update(&mut self, message: Message, catalog: &Catalog) -> Action {
        match message {
            Message::NameChanged(player, name) => self.names[player] = name,
            Message::CrewPicked(player, crew) => self.crews[player] = Some(crew),
            Message::RecoveryDiceChanged(dice) => self.recovery_dice = dice.clamp(1, 6),
            Message::Start => {
                let [Some(first), Some(second)] = &self.crews else {
                    self.problem = Some(said!("tracker-pick-crews"));
                    return Action::None;
                };
                let name = |i: usize| {
                    let name = self.names[i].trim();
                    if name.is_empty() {
                        tr!("tracker-player", number = i + 1)
                    } else {
                        name.to_owned()
                    }
                };
                let mut setup = Setup::new(
                    [
                        (name(0), Crew::clone(&first.crew)),
                        (name(1), Crew::clone(&second.crew)),
                    ],
                    &mut rand::rng(),
                );
                setup.recovery_dice = self.recovery_dice;
                match start(setup, catalog) {
                    Ok(timeline) => return Action::Start(Box::new(timeline)),
                    Err(error) => self.problem = Some(error),
                }
            }
        }
        Action::None
    }

    /// The form; `crews` are the saved crews to choose from.
    pub fn view<'a>(
        &'a self,
        crews: &'a [CrewChoice],
        catalog: &'a Catalog,
    ) -> Element<'a, Message> {
        let player = |i: Player| {
            let chosen = self.crews[i].as_ref();
            let mut column = column![
                text(tr!("tracker-player", number = i.index() + 1))
                    .font(theme::BOLD)
                    .size(theme::size::HEADING),
                field(&tr!("tracker-name"), &self.names[i])
                    .on_input(move |name| Message::NameChanged(i, name))
                    .padding(8),
                // In a box with an id, so that tests can measure it.
                container(
                    picker(crews, chosen.cloned(), move |crew| Message::CrewPicked(
                        i, crew
                    ))
                    .padding([6, 10])
                    .placeholder(tr!("tracker-pick-saved-crew"))
                    .width(Fill)
                )
                .id("crew-picker")
                .width(Fill),
            ]
            .spacing(10);
            if let Some(choice) = chosen {
                let report = validate(&choice.crew, catalog);
                let summary = tr!(
                    "tracker-crew-summary",
                    models = choice.crew.members.len(),
                    used = integer(report.reputation_used),
                    limit = integer(report.reputation_limit),
                    cards = choice.crew.objective_deck.len()
                );
                column = column.push(text(summary).style(theme::muted));
                if !report.is_valid() {
                    column = column.push(
                        text(tr!("tracker-crew-breaks", count = report.violations.len()))
                            .style(theme::danger),
                    );
                }
            }
            container(column)
                .padding(16)
                .width(Fill)
                .style(theme::panel)
        };
        let mut form = column![
            text(tr!("tracker-new-match"))
                .font(theme::BOLD)
                .size(theme::size::TITLE),
            text(tr!("tracker-setup-intro")).style(theme::muted),
            row![player(Player::First), player(Player::Second)].spacing(16),
            container(stepper(
                tr!("tracker-recovery-dice"),
                self.recovery_dice,
                1..=6,
                Message::RecoveryDiceChanged
            ))
            .max_width(520),
        ]
        .spacing(16);
        if crews.is_empty() {
            form = form.push(text(tr!("tracker-no-saved-crews")).style(theme::danger));
        }
        if let Some(problem) = &self.problem {
            form = form.push(text(problem.text()).style(theme::danger));
        }
        form = form.push(named(
            id::START,
            widget::button(
                row![icon::play(), text(tr!("tracker-start-match"))]
                    .spacing(8)
                    .align_y(Center),
            )
            .on_press(Message::Start)
            .style(theme::primary_button),
        ));
        form.into()
    }
}

#[cfg(test)]
mod tests {
    use crate::words::{Language, tr, within};

    #[test]
    fn a_crew_s_summary_counts_its_models_and_cards_in_each_language() {
        let summary = |models: usize, cards: usize| {
            tr!(
                "tracker-crew-summary",
                models = models,
                used = "350",
                limit = "350",
                cards = cards
            )
        };
        assert_eq!(summary(1, 12), "1 model · 350/350 Rep · 12 objective cards");
        assert_eq!(summary(2, 1), "2 models · 350/350 Rep · 1 objective card");
        let spanish = within(Language::Spanish, || summary(1, 12));
        assert_eq!(spanish, "1 modelo · 350/350 Rep · 12 cartas de objetivo");
    }
}
