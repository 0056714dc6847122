//! Models in use: what the crews switched in use need of each profile, against what the
//! collection holds, and each crew's line saying whether the collection fields it.

use super::{Entry, Message, State};
use crate::bmg::collection::needs;
use crate::bmg::{Catalog, Crew};
use crate::words::collection as words;
use crate::{theme, widget};
use iced::widget::{button, column, container, row, space, text};
use iced::{Center, Element, Fill, Length};

/// A profile the crews in use need: how many, how many miniatures can play it, and
/// whether the collection is short of it once each miniature goes to one member.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct InUse {
    /// The profile's alias.
    alias: String,
    /// How many members of the crews in use play it.
    need: u32,
    /// How many of its own miniatures are owned.
    own: u32,
    /// How many other profiles' miniatures stand in for it.
    stand_ins: u32,
    /// How many of those the crews' other members hold, when it is short.
    elsewhere: u32,
    /// How many miniatures it lacks, the rest of the crews served.
    short: u32,
}

impl State {
    /// Works out again which crews the collection fields, and the models in use.
    pub(super) fn refield(&mut self, catalog: &Catalog) {
        let collection = &self.collection;
        for entry in &mut self.entries {
            entry.fielding = match &entry.crew {
                Some(crew) if !collection.is_empty() => {
                    let fielding = collection.fielding(crew);
                    Some((
                        fielding.is_fieldable(),
                        words::fielding(&fielding, catalog, collection, Some(SHORT_NAMED)),
                    ))
                }
                _ => None,
            };
        }
        let crews: Vec<&Crew> = self
            .entries
            .iter()
            .filter(|e| e.in_use)
            .filter_map(|e| e.crew.as_ref())
            .collect();
        let fielding = collection.fielding_of(crews.iter().copied());
        self.in_use = needs(crews.iter().copied())
            .into_iter()
            .map(|(id, need)| {
                let available = collection.available(&id);
                let own = u32::from(collection.owned(&id));
                let short = fielding.short_of(&id);
                InUse {
                    alias: collection.alias(&id, catalog).to_owned(),
                    need,
                    own,
                    stand_ins: available - own,
                    elsewhere: short.map_or(0, |s| available.saturating_sub(s.own)),
                    short: short.map_or(0, |s| s.missing()),
                }
            })
            .collect();
        self.in_use
            .sort_by(|a, b| b.short.cmp(&a.short).then_with(|| a.alias.cmp(&b.alias)));
    }

    /// What the crews in use need of each profile against what the collection holds:
    /// the short ones first.
    pub(super) fn in_use_view(&self) -> Element<'_, Message> {
        let crews = self.entries.iter().filter(|e| e.in_use).count();
        let miniatures: u32 = self.in_use.iter().map(|u| u.need).sum();
        let short: u32 = self.in_use.iter().map(|u| u.short).sum();
        let plural = |n: u32| if n == 1 { "" } else { "s" };
        let verdict = if self.collection.is_empty() {
            text("No collection recorded: set what you own in the builder's catalog.")
                .style(theme::muted)
        } else if short == 0 {
            text("Your collection fields them all at once.").style(theme::success)
        } else {
            text(format!(
                "{short} miniature{} short to field them all at once.",
                plural(short)
            ))
            .font(theme::BOLD)
            .style(theme::warning)
        };
        let head = row![
            text("Model")
                .font(theme::BOLD)
                .width(Length::FillPortion(2)),
            text("Need").font(theme::BOLD).width(60),
            text("Own").font(theme::BOLD).width(Length::FillPortion(2)),
        ];
        let rows = self.in_use.iter().map(|u| {
            let style = if u.short > 0 {
                theme::warning
            } else {
                text::default
            };
            row![
                text(&u.alias).style(style).width(Length::FillPortion(2)),
                text(u.need).style(style).width(60),
                text({
                    let own = stand_ins_text(u.own, u.stand_ins);
                    match (u.short, u.elsewhere) {
                        (0, _) => own,
                        (short, 0) => format!("{own} ({short} short)"),
                        (short, elsewhere) => {
                            format!("{own} ({elsewhere} on other models, {short} short)")
                        }
                    }
                })
                .style(style)
                .width(Length::FillPortion(2)),
            ]
            .into()
        });
        container(
            column![
                row![
                    text(format!(
                        "Models in use: {crews} crew{} · {miniatures} miniature{}",
                        plural(u32::try_from(crews).unwrap_or(u32::MAX)),
                        plural(miniatures)
                    ))
                    .font(theme::BOLD)
                    .size(theme::size::HEADING)
                    .width(Fill),
                    widget::button("Clear")
                        .on_press(Message::InUseCleared)
                        .style(button::secondary),
                ]
                .spacing(8)
                .align_y(Center),
                verdict,
                head,
                column(rows).spacing(2),
            ]
            .spacing(6),
        )
        .padding(12)
        .width(Fill)
        .style(theme::panel)
        .into()
    }
}

/// "2", or "0 +2 stand-ins": a profile's own miniatures, and the other profiles' that
/// play it.
fn stand_ins_text(own: u32, stand_ins: u32) -> String {
    words::stand_ins(&own.to_string(), stand_ins)
}

/// The most profiles a crew's line names as short; the rest are counted.
const SHORT_NAMED: usize = 3;

/// Whether the collection fields the crew (with one recorded), and the switch that
/// counts it in the models in use.
pub(super) fn fielding_line(index: usize, entry: &Entry) -> Element<'_, Message> {
    let fielding: Element<'_, Message> = match &entry.fielding {
        Some((true, said)) => text(said).style(theme::success).into(),
        Some((false, said)) => text(said).style(theme::warning).into(),
        None => space::horizontal().into(),
    };
    row![
        container(fielding).width(Fill),
        widget::switch("In use", entry.in_use, move |on| {
            Message::InUseToggled(index, on)
        }),
    ]
    .spacing(8)
    .align_y(Center)
    .into()
}
