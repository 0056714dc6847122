//! The new-event form: name, date and rounds, the preset chosen, and a custom
//! preset's limits, points and tiebreakers.

use crate::bmg::tournament::{Preset, PresetField, PresetKind, Value};
use crate::screen::tournament::{Message, State, id};
use crate::widget::field::field;
use crate::widget::named::named;
use crate::words::tournament as words;
use crate::words::{numbers, tr};
use crate::{icon, theme, widget};
use iced::widget::{checkbox, column, container, row, text};
use iced::{Center, Element, Fill};

impl State {
    pub(super) fn form_view(&self) -> Element<'_, Message> {
        let form = &self.form;
        let kind = form.preset.kind;
        let preset_button = |k: PresetKind| {
            named(
                id::preset(k),
                widget::button(text(words::preset_kind(k)))
                    .on_press(Message::PresetChosen(k))
                    .style(if kind == k {
                        theme::primary_button
                    } else {
                        theme::secondary_button
                    }),
            )
        };
        let mut card = column![
            text(tr!("tournament-new"))
                .font(theme::BOLD)
                .size(theme::size::TITLE),
            row![
                field(&tr!("tournament-event-name"), &form.name)
                    .on_input(Message::NameEdited)
                    .on_submit(Message::Create)
                    .padding(8)
                    .width(Fill),
                field(&tr!("tournament-date-today"), &form.date)
                    .on_input(Message::DateEdited)
                    .padding(8)
                    .width(170),
                field(&tr!("tournament-rounds-auto"), &form.rounds)
                    .on_input(Message::RoundsEdited)
                    .padding(8)
                    .width(150),
            ]
            .spacing(8),
            row![
                text(tr!("tournament-preset")).font(theme::BOLD),
                preset_button(PresetKind::Batmatch),
                preset_button(PresetKind::Custom),
                text(preset_summary(&form.preset))
                    .style(theme::muted)
                    .width(Fill),
            ]
            .spacing(8)
            .align_y(Center),
        ]
        .spacing(10);
        if kind == PresetKind::Custom {
            card = card.push(self.custom_view());
        }
        card = card.push(named(
            id::CREATE,
            widget::button(
                row![icon::plus(), text(tr!("tournament-create"))]
                    .spacing(6)
                    .align_y(Center),
            )
            .on_press(Message::Create)
            .style(theme::primary_button),
        ));
        if let Some(error) = &self.error {
            card = card.push(text(error.text()).style(theme::danger));
        }
        container(card)
            .padding(16)
            .width(Fill)
            .style(theme::panel)
            .into()
    }

    fn custom_view(&self) -> Element<'_, Message> {
        let field = |f: PresetField| -> Element<'_, Message> {
            let label = words::preset_field(f);
            match self.form.preset.get(f) {
                // A toggle sits on the inputs' line, its box where a box would be.
                Value::Toggle(on) => container(named(
                    id::field(f),
                    checkbox(on)
                        .label(label)
                        .on_toggle(move |on| Message::CustomToggled(f, on))
                        .size(22)
                        .spacing(8),
                ))
                .height(60)
                .align_y(iced::Bottom)
                .padding(iced::Padding::ZERO.bottom(6))
                .into(),
                Value::Number(_) => column![
                    text(label).size(theme::size::SMALL).style(theme::muted),
                    field("", &self.custom_text(f))
                        .id(id::field(f))
                        .on_input(move |t| Message::CustomEdited(f, t))
                        .padding(6)
                        .width(130),
                ]
                .spacing(2)
                .into(),
            }
        };
        let (points, lists): (Vec<PresetField>, Vec<PresetField>) =
            PresetField::ALL.into_iter().partition(|f| f.scores());
        let lists: Vec<Element<'_, Message>> = lists.into_iter().map(field).collect();
        let points: Vec<Element<'_, Message>> = points.into_iter().map(field).collect();
        let tiebreaks = row(self.form.preset.tiebreaks.iter().enumerate().map(|(i, t)| {
            let chip = widget::button(text(format!("{}. {}", i + 1, words::tiebreak(*t))))
                .on_press_maybe((i > 0).then_some(Message::TiebreakRaised(i)))
                .style(theme::secondary_button);
            chip.into()
        }))
        .spacing(6);
        column![
            row(lists).spacing(10).wrap(),
            row(points).spacing(10).wrap(),
            row![text(tr!("tournament-tiebreakers")), tiebreaks]
                .spacing(8)
                .align_y(Center)
                .wrap(),
        ]
        .spacing(10)
        .into()
    }
}

/// "2 lists · one affiliation · 350 Rep · $1500 · deck · 0-4 tie 3/3, 5-15 win 5/2,
/// 16+ total 5/0 · SoS, VP difference, VP scored, head-to-head".
fn preset_summary(p: &Preset) -> String {
    let s = &p.scoring;
    let mut said = vec![
        if p.same_affiliation {
            tr!("tournament-summary-lists-one-affiliation", count = p.lists)
        } else {
            tr!("tournament-summary-lists", count = p.lists)
        },
        tr!(
            "tournament-summary-rep",
            rep = numbers::integer(p.reputation)
        ),
        numbers::dollars(p.funding),
    ];
    if p.deck {
        said.push(tr!("tournament-summary-deck"));
    }
    said.push(tr!(
        "tournament-summary-scoring",
        tie_below = s.tie_below,
        tie = s.tie,
        total_from = s.total_from,
        win = s.win,
        loss = s.loss,
        total_win = s.total_win,
        total_loss = s.total_loss
    ));
    said.push(words::tiebreaks(&p.tiebreaks));
    said.join(" · ")
}
