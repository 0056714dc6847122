//! The objective deck builder for the open crew: the cards it may take, searched and
//! filtered, and the deck with its counters and live rule check.

use super::id;
use crate::bmg::deck::{self, CardFilter, CardKind, DeckCounts};
use crate::bmg::{Catalog, Crew, Report};
use crate::widget::field::field;
use crate::widget::meter::meter;
use crate::widget::named::named;
use crate::widget::picker::picker;
use crate::widget::{self, icon_button, verdict, violation};
use crate::words::{self, Said, tr};
use crate::{icon, theme};
use iced::widget::{button, column, container, row, rule, text};
use iced::{Center, Element, Fill, FillPortion};
use std::fmt;

/// Which kinds of card the browser shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KindChoice(pub Option<CardKind>);

impl KindChoice {
    /// Every choice, for the picker.
    pub const ALL: [KindChoice; 4] = [
        KindChoice(None),
        KindChoice(Some(CardKind::Crew)),
        KindChoice(Some(CardKind::General)),
        KindChoice(Some(CardKind::Character)),
    ];
}

impl fmt::Display for KindChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            None => f.write_str(&tr!("builder-all-kinds")),
            Some(kind) => f.write_str(&tr!(
                "builder-kind-cards",
                kind = words::rules::card_kind(kind)
            )),
        }
    }
}

/// A number the browser filters on (copies, VP), or any.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NumberChoice {
    /// The number; `None` for any.
    pub value: Option<u32>,
    /// "copies" or "VP", naming the label's unit.
    pub unit: &'static str,
}

impl fmt::Display for NumberChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self.value {
            None => tr!("builder-any-unit", unit = self.unit),
            Some(n) => tr!("builder-number-unit", unit = self.unit, n = n),
        })
    }
}

fn number_choices(unit: &'static str, values: std::ops::RangeInclusive<u32>) -> Vec<NumberChoice> {
    std::iter::once(None)
        .chain(values.map(Some))
        .map(|value| NumberChoice { value, unit })
        .collect()
}

/// A message of the deck builder.
#[derive(Debug, Clone)]
pub enum Message {
    /// The card search text changed.
    SearchChanged(String),
    /// A kind filter was picked.
    KindPicked(KindChoice),
    /// A copies filter was picked.
    CopiesPicked(NumberChoice),
    /// A VP filter was picked.
    VictoryPointsPicked(NumberChoice),
    /// The card at this catalog position joined the deck, all its copies.
    AddCard(usize),
    /// Every copy of the card with this id left the deck.
    RemoveCard(String),
    /// Fill the rest of the deck with a random legal selection.
    Fill,
    /// Empty the deck.
    Clear,
    /// A deck violation was clicked, to point at its cards (again to stop).
    ViolationToggled(usize),
}

/// What the deck builder asks the crew builder to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Nothing beyond the deck builder's own state.
    None,
    /// The deck changed: the crew is edited.
    Edited,
}

/// The deck builder's own state (the deck itself lives in the crew).
#[derive(Debug, Default)]
pub struct DeckState {
    filter: CardFilter,
    /// Catalog positions of the cards the crew may take that pass the filters.
    results: Vec<usize>,
    pointed: Option<usize>,
    fill_error: Option<Said>,
}

impl DeckState {
    /// The browser's list for `crew`.
    pub fn new(crew: &Crew, catalog: &Catalog) -> DeckState {
        let mut state = DeckState::default();
        state.refilter(crew, catalog);
        state
    }

    /// Catalog positions of the cards shown in the browser.
    pub fn results(&self) -> &[usize] {
        &self.results
    }

    /// Why the last fill failed, if it did.
    pub fn fill_error(&self) -> Option<String> {
        self.fill_error.as_ref().map(Said::text)
    }

    /// Handles a message on `crew`'s deck.
    pub fn update(&mut self, message: Message, crew: &mut Crew, catalog: &Catalog) -> Action {
        self.fill_error = None;
        let edited = |changed: bool| {
            if changed {
                Action::Edited
            } else {
                Action::None
            }
        };
        match message {
            Message::SearchChanged(text) => self.filter.text = text,
            Message::KindPicked(KindChoice(kind)) => self.filter.kind = kind,
            Message::CopiesPicked(choice) => self.filter.copies = choice.value,
            Message::VictoryPointsPicked(choice) => self.filter.victory_points = choice.value,
            Message::AddCard(index) => return edited(deck::add_card(crew, catalog, index)),
            Message::RemoveCard(id) => return edited(deck::remove_card(crew, &id)),
            Message::Fill => match deck::fill(crew, catalog, &mut rand::rng()) {
                Ok(filled) => {
                    let changed = filled != crew.objective_deck;
                    crew.objective_deck = filled;
                    return edited(changed);
                }
                Err(error) => self.fill_error = Some(Said::by(error, words::rules::fill_error)),
            },
            Message::Clear => {
                let changed = !crew.objective_deck.is_empty();
                crew.objective_deck.clear();
                return edited(changed);
            }
            Message::ViolationToggled(index) => {
                self.pointed = (self.pointed != Some(index)).then_some(index);
                return Action::None;
            }
        }
        self.refilter(crew, catalog);
        Action::None
    }

    /// Recomputes the browser's list (after a filter or a crew change).
    pub fn refilter(&mut self, crew: &Crew, catalog: &Catalog) {
        self.results = deck::search(crew, catalog, &self.filter);
        self.pointed = None;
    }

    /// The card ids the chosen deck violation points at.
    fn pointed_cards<'r>(&self, report: &'r Report) -> &'r [String] {
        self.pointed
            .and_then(|i| report.violations.get(i))
            .map_or(&[], |v| v.cards.as_slice())
    }

    /// The deck builder: the browser and the deck.
    pub fn view<'a>(
        &'a self,
        crew: &'a Crew,
        report: &'a Report,
        catalog: &'a Catalog,
    ) -> Element<'a, Message> {
        row![
            container(self.browser(crew, catalog))
                .width(FillPortion(5))
                .height(Fill),
            container(self.deck_panel(crew, report, catalog))
                .width(FillPortion(6))
                .height(Fill),
        ]
        .spacing(12)
        .padding(12)
        .into()
    }

    fn browser<'a>(&'a self, crew: &'a Crew, catalog: &'a Catalog) -> Element<'a, Message> {
        let search = row![
            icon::search().style(theme::muted),
            field(&tr!("builder-search-cards"), &self.filter.text)
                .id(id::CARD_SEARCH)
                .on_input(Message::SearchChanged)
                .padding(8),
        ]
        .spacing(8)
        .align_y(Center);
        let filters = row![
            picker(
                KindChoice::ALL,
                Some(KindChoice(self.filter.kind)),
                Message::KindPicked
            )
            .padding([6, 10]),
            picker(
                number_choices("copies", 1..=4),
                Some(NumberChoice {
                    value: self.filter.copies,
                    unit: "copies"
                }),
                Message::CopiesPicked
            )
            .padding([6, 10]),
            picker(
                number_choices("VP", 0..=4),
                Some(NumberChoice {
                    value: self.filter.victory_points,
                    unit: "VP"
                }),
                Message::VictoryPointsPicked
            )
            .padding([6, 10]),
        ]
        // Each as wide as its longest option, on a second line where the panel is
        // narrow: squeezed to a third each, "Todos los tipos" lost its last word.
        .spacing(8)
        .wrap()
        .vertical_spacing(8);

        let rows = column(self.results.iter().map(|&index| {
            let card = &catalog.cards()[index];
            let in_deck = crew.objective_deck.contains(&card.id);
            let action = named(
                id::card(&card.id),
                if in_deck {
                    crate::widget::small_button(
                        tr!("builder-card-remove"),
                        Some(Message::RemoveCard(card.id.clone())),
                        false,
                    )
                } else {
                    crate::widget::small_button(
                        tr!("builder-card-add"),
                        Some(Message::AddCard(index)),
                        true,
                    )
                },
            );
            container(
                row![
                    column![
                        text(&card.name).font(theme::BOLD),
                        text(card_details(card))
                            .size(theme::size::SMALL)
                            .style(theme::muted),
                    ]
                    .width(Fill),
                    action,
                ]
                .spacing(8)
                .align_y(Center),
            )
            .padding([6, 8])
            .style(if in_deck { theme::chip } else { theme::row })
            .into()
        }))
        .spacing(4);
        let list: Element<'a, Message> = if self.results.is_empty() {
            text(tr!("builder-no-cards")).style(theme::muted).into()
        } else {
            crate::widget::scroll(rows).height(Fill).into()
        };

        container(
            column![
                text(tr!("builder-cards-title"))
                    .font(theme::BOLD)
                    .size(theme::size::HEADING),
                search,
                filters,
                text(tr!("builder-card-count", count = self.results.len())).style(theme::muted),
                list,
            ]
            .spacing(10),
        )
        .padding(12)
        .height(Fill)
        .style(theme::panel)
        .into()
    }

    /// The deck: its counts against the rules, its cards grouped by copies, and the
    /// deck rules it breaks.
    fn deck_panel<'a>(
        &'a self,
        crew: &'a Crew,
        report: &'a Report,
        catalog: &'a Catalog,
    ) -> Element<'a, Message> {
        let ruleset = crate::words::rules::crew_ruleset(crew, catalog);
        // The buttons have a line of their own, so a narrow panel cuts none off.
        let actions = row![
            named(
                id::DECK_FILL,
                widget::button(text(tr!("builder-deck-fill")))
                    .on_press(Message::Fill)
                    .style(theme::primary_button)
            ),
            named(
                id::DECK_CLEAR,
                widget::button(text(tr!("builder-deck-clear")))
                    .on_press(Message::Clear)
                    .style(theme::secondary_button)
            ),
        ]
        .spacing(8)
        .align_y(Center);
        let mut panel = column![
            column![
                text(tr!("builder-deck-title", name = crew.name.as_str()))
                    .font(theme::BOLD)
                    .size(theme::size::HEADING),
                text(tr!(
                    "builder-deck-rules",
                    ruleset = ruleset,
                    size = report.deck.required
                ))
                .style(theme::muted),
            ]
            .spacing(4),
            actions,
        ]
        .spacing(10);
        if let Some(error) = &self.fill_error {
            panel = panel.push(
                container(text(error.text()))
                    .padding(8)
                    .width(Fill)
                    .style(theme::error_banner),
            );
        }
        container(
            panel
                .push(counters(report.deck))
                .push(rule::horizontal(1))
                .push(self.deck_list(crew, report, catalog))
                .push(rule::horizontal(1))
                .push(self.deck_problems(report)),
        )
        .padding(12)
        .height(Fill)
        .style(theme::panel)
        .into()
    }

    /// The deck's cards, one line per card with its copies and the rules it breaks.
    fn deck_list<'a>(
        &'a self,
        crew: &'a Crew,
        report: &'a Report,
        catalog: &'a Catalog,
    ) -> Element<'a, Message> {
        let mut groups: Vec<(&str, usize)> = Vec::new();
        for id in &crew.objective_deck {
            match groups.iter_mut().find(|(seen, _)| *seen == id.as_str()) {
                Some((_, n)) => *n += 1,
                None => groups.push((id, 1)),
            }
        }
        if groups.is_empty() {
            return text(tr!("builder-deck-empty")).style(theme::muted).into();
        }
        let pointed = self.pointed_cards(report);
        crate::widget::scroll(
            column(groups.into_iter().map(|(id, copies)| {
                card_group(id, copies, report, catalog, pointed.iter().any(|c| c == id))
            }))
            .spacing(4),
        )
        .height(Fill)
        .into()
    }

    /// The verdict on the deck and the deck rules it breaks, each one pickable.
    fn deck_problems<'a>(&'a self, report: &'a Report) -> Element<'a, Message> {
        let deck_violations: Vec<(usize, &crate::bmg::Violation)> = report
            .violations
            .iter()
            .enumerate()
            .filter(|(_, v)| v.code.is_deck())
            .collect();
        let mut problems =
            column![verdict(deck_violations.len(), tr!("builder-deck-ok"))].spacing(4);
        for (i, v) in deck_violations {
            problems = problems.push(violation(
                v,
                self.pointed == Some(i),
                Message::ViolationToggled(i),
            ));
        }
        // As tall as the problems, up to a limit: the cards keep the rest.
        container(crate::widget::scroll(problems))
            .max_height(PROBLEMS_HEIGHT)
            .into()
    }
}

/// The most height the deck's rule problems take; they scroll beyond.
const PROBLEMS_HEIGHT: f32 = 180.0;

/// The width of each of the deck's counts: room for "Tamaño del mazo" on one line, and
/// for "20 / 20" and "quedan 20" side by side.
const COUNTER_WIDTH: f32 = 180.0;

/// The deck's counts against its rules: size, general against crew cards, singles and
/// character cards.
fn counters<'a>(counts: DeckCounts) -> Element<'a, Message> {
    let ratio = |label: String, ok: bool, value: String| {
        column![
            text(label).size(theme::size::SMALL).style(theme::muted),
            text(value)
                .font(theme::BOLD)
                .size(theme::size::HEADING)
                .style(if ok { theme::success } else { theme::danger }),
        ]
        .width(COUNTER_WIDTH)
    };
    // Each count in a column of its own width, two or four to a line as the panel
    // allows: in a narrow one, squeezed four to a line, their words ran into each other.
    row![
        container(meter(
            tr!("builder-deck-size"),
            |n| n.to_string(),
            counts.size,
            counts.required
        ))
        .width(COUNTER_WIDTH),
        ratio(
            tr!("builder-general-vs-crew"),
            counts.general <= counts.crew,
            format!("{} ≤ {}", counts.general, counts.crew)
        ),
        ratio(
            tr!("builder-singles"),
            counts.singles.saturating_mul(2) <= counts.size,
            format!("{} ≤ {}", counts.singles, counts.size / 2)
        ),
        ratio(
            tr!("builder-characters"),
            true,
            counts.character.to_string()
        ),
    ]
    .spacing(16)
    .wrap()
    .vertical_spacing(10)
    .into()
}

/// One card of the deck with its copies, a remove button and the rules it breaks;
/// `pointed` when a picked broken rule names it.
fn card_group<'a>(
    id: &'a str,
    copies: usize,
    report: &'a Report,
    catalog: &'a Catalog,
    pointed: bool,
) -> Element<'a, Message> {
    let problems: Vec<String> = report
        .violations
        .iter()
        .filter(|v| v.cards.iter().any(|c| c == id))
        .map(words::rules::violation)
        .collect();
    let (name, details) = match catalog.card(id) {
        Some(card) => (card.name.clone(), card_details(card)),
        None => (tr!("builder-unknown-card", id = id), String::new()),
    };
    let mut body = column![
        row![
            text(format!("{copies}×")).font(theme::BOLD).width(32),
            column![
                text(name).font(theme::BOLD),
                text(details).size(theme::size::SMALL).style(theme::muted),
            ]
            .width(Fill),
            icon_button(
                icon::close(),
                tr!("builder-remove-copies"),
                Message::RemoveCard(id.to_owned()),
                button::text
            ),
        ]
        .spacing(8)
        .align_y(Center)
    ];
    let flagged = pointed || !problems.is_empty();
    for problem in problems {
        body = body.push(
            row![
                icon::warning().style(theme::danger),
                text(problem).size(theme::size::SMALL)
            ]
            .spacing(6),
        );
    }
    container(body)
        .padding([4, 8])
        .width(Fill)
        .style(if flagged { theme::flagged } else { theme::row })
        .into()
}

/// "Crew · GCPD · 3 copies · 2 VP".
fn card_details(card: &crate::bmg::catalog::ObjectiveCard) -> String {
    let kind = CardKind::of(card);
    let mut parts = vec![words::rules::card_kind(kind).to_owned()];
    if !card.affiliations.is_empty() {
        parts.push(card.affiliations.join(" / "));
    }
    parts.push(if card.copies == 1 {
        tr!("builder-single")
    } else {
        tr!("builder-copies", count = card.copies)
    });
    parts.push(tr!("builder-vp", vp = card.victory_points));
    parts.join(" · ")
}
