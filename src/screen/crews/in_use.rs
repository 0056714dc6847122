//! Models in use: what the crews switched in use need of each profile, against what the
//! collection holds, and each crew's line saying whether the collection fields it.

use super::{Entry, Message, State, id};
use crate::bmg::collection::{Collection, needs};
use crate::bmg::{Catalog, Crew};
use crate::widget::named::named;
use crate::words::collection as words;
use crate::words::tr;
use crate::{icon, theme, widget};
use iced::widget::{column, container, row, space, text};
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
    pub(super) fn refield(&mut self, catalog: &Catalog, collection: &Collection) {
        for entry in &mut self.entries {
            entry.fielding = match &entry.crew {
                Some(crew) if !collection.is_empty() => Some(collection.fielding(crew)),
                _ => None,
            };
        }
        let crews: Vec<&Crew> = self
            .entries
            .iter()
            .filter(|e| e.in_use)
            .filter_map(|e| e.crew.as_deref())
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

    /// The Models in use line, always in the list's header (so that switching a crew in
    /// use moves nothing): how many crews and miniatures, whether the collection fields
    /// them all, and the list of what they need, opened under the line on request.
    pub(super) fn in_use_bar<'a>(&'a self, collection: &Collection) -> Element<'a, Message> {
        let crews = self.entries.iter().filter(|e| e.in_use).count();
        let miniatures: u32 = self.in_use.iter().map(|u| u.need).sum();
        let short: u32 = self.in_use.iter().map(|u| u.short).sum();
        // With no collection recorded there is nothing to be short of.
        let short = (!collection.is_empty()).then_some(short);
        let style: fn(&iced::Theme) -> text::Style = match short {
            Some(0) if crews > 0 => theme::success,
            Some(_) if crews > 0 => theme::warning,
            _ => theme::muted,
        };
        let said = words::in_use(crews, miniatures, short);
        let show = |open: bool| {
            if open {
                tr!("builder-hide-list")
            } else {
                tr!("builder-show-list")
            }
        };
        let toggle = named(
            id::IN_USE_LIST,
            widget::button(widget::widest(
                text(show(self.in_use_open)),
                [text(show(!self.in_use_open)).into()],
            ))
            .on_press_maybe((crews > 0).then_some(Message::InUseShown(!self.in_use_open)))
            .style(theme::secondary_button),
        );
        let line = row![
            icon::crews().style(theme::muted),
            // Two lines before it is cut ("…", whole on hover), in the room of two
            // whatever it says: the list under it does not move as crews are switched.
            widget::elided_lines(said, 2, theme::size::BODY, theme::BOLD, style),
            toggle,
            named(
                id::IN_USE_CLEAR,
                widget::button(text(tr!("builder-in-use-clear")))
                    .on_press_maybe((crews > 0).then_some(Message::InUseCleared))
                    .style(theme::secondary_button)
            ),
        ]
        .spacing(8)
        .align_y(Center);
        if crews == 0 || !self.in_use_open {
            return line.into();
        }
        column![line, self.in_use_table()].spacing(6).into()
    }

    /// What the crews in use need of each profile against what the collection holds:
    /// the short ones first, in a box of its own height that scrolls.
    fn in_use_table(&self) -> Element<'_, Message> {
        let head = row![
            text(tr!("builder-column-model"))
                .font(theme::BOLD)
                .width(Length::FillPortion(2)),
            text(tr!("builder-column-need")).font(theme::BOLD).width(60),
            text(tr!("builder-column-own"))
                .font(theme::BOLD)
                .width(Length::FillPortion(2)),
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
                        (short, 0) => tr!("builder-own-short", own = own, short = short),
                        (short, elsewhere) => tr!(
                            "builder-own-short-elsewhere",
                            own = own,
                            elsewhere = elsewhere,
                            short = short
                        ),
                    }
                })
                .style(style)
                .width(Length::FillPortion(2)),
            ]
            .into()
        });
        container(
            column![
                head,
                widget::scroll(column(rows).spacing(2)).height(Length::Shrink)
            ]
            .spacing(6),
        )
        .padding(12)
        .max_height(TABLE_HEIGHT)
        .width(Fill)
        .style(theme::panel)
        .into()
    }
}

/// The most height (logical pixels) the list of models in use takes in the header; a
/// longer one scrolls.
const TABLE_HEIGHT: f32 = 240.0;

/// "2", or "0 +2 stand-ins": a profile's own miniatures, and the other profiles' that
/// play it.
fn stand_ins_text(own: u32, stand_ins: u32) -> String {
    words::stand_ins(&own.to_string(), stand_ins)
}

/// The most profiles a crew's line names as short; the rest are counted.
const SHORT_NAMED: usize = 3;

/// Whether the collection fields the crew (with one recorded), and the switch that
/// counts it in the models in use.
pub(super) fn fielding_line<'a>(
    index: usize,
    entry: &'a Entry,
    catalog: &Catalog,
    collection: &Collection,
) -> Element<'a, Message> {
    let fielding: Element<'_, Message> = match &entry.fielding {
        Some(fielding) => text(words::fielding(
            fielding,
            catalog,
            collection,
            Some(SHORT_NAMED),
        ))
        .style(if fielding.is_fieldable() {
            theme::success
        } else {
            theme::warning
        })
        .into(),
        None => space::horizontal().into(),
    };
    row![
        container(fielding).width(Fill),
        named(
            id::in_use(index),
            widget::switch(tr!("builder-in-use"), entry.in_use, move |on| {
                Message::InUseToggled(index, on)
            })
        ),
    ]
    .spacing(8)
    .align_y(Center)
    .into()
}
