//! View helpers shared by screens.

pub mod arrived;
pub mod bars;
pub mod clipped;
pub mod die;
pub mod elided;
pub mod field;
pub mod meter;
pub mod named;
pub mod picker;
pub mod rolled;
pub mod stats;
pub mod stepper;
pub mod told;
pub mod widest;

pub use arrived::arrived;
pub use elided::{elided, elided_facts, elided_lines, elided_with, fits_one_line, lines_height};
pub use told::told;
pub use widest::{placeholder, widest};

use crate::theme;
use iced::Element;
use iced::widget::{container, text, tooltip};

/// `page` dimmed under `dialog`, which takes every click: the page waits for an answer.
/// The dialog is centred, and scrolls where the window is too short for it.
pub fn modal<'a, Message: 'a>(
    page: impl Into<Element<'a, Message>>,
    dialog: impl Into<Element<'a, Message>>,
) -> Element<'a, Message> {
    over(page, container(scrolling(dialog)).center(iced::Fill))
}

/// [`modal`] with the dialog's top kept in place, for a dialog that grows as it is used
/// (a roll shown under its button): what is above the growth never moves.
pub fn modal_at_top<'a, Message: 'a>(
    page: impl Into<Element<'a, Message>>,
    dialog: impl Into<Element<'a, Message>>,
) -> Element<'a, Message> {
    over(
        page,
        container(scrolling(dialog))
            .center_x(iced::Fill)
            .height(iced::Fill)
            .padding(iced::Padding::ZERO.top(24)),
    )
}

/// `page` dimmed under `layer`, which takes every click.
fn over<'a, Message: 'a>(
    page: impl Into<Element<'a, Message>>,
    layer: container::Container<'a, Message>,
) -> Element<'a, Message> {
    iced::widget::stack![
        page.into(),
        iced::widget::opaque(layer.style(theme::backdrop))
    ]
    .into()
}

/// A dialog that scrolls when it is taller than the window.
fn scrolling<'a, Message: 'a>(dialog: impl Into<Element<'a, Message>>) -> Element<'a, Message> {
    iced::widget::scrollable(container(dialog).center_x(iced::Fill))
        .height(iced::Shrink)
        .into()
}

/// The room kept beside a [`scroll`]'s content for its scrollbar (iced's default,
/// 10 px, and a gap).
pub const SCROLLBAR_ROOM: f32 = 16.0;

/// A vertical scrollable whose scrollbar floats in room kept for it beside the content
/// whether or not it shows, so that nothing moves when it appears (iced's embedded
/// scrollbar takes its room only once the content overflows).
pub fn scroll<'a, Message: 'a>(
    content: impl Into<Element<'a, Message>>,
) -> iced::widget::Scrollable<'a, Message> {
    iced::widget::scrollable(container(content).padding(iced::Padding::ZERO.right(SCROLLBAR_ROOM)))
}

/// A dialog's box: `content` on a panel, padded, at most `max_width` pixels wide.
pub fn dialog<'a, Message: 'a>(
    content: impl Into<Element<'a, Message>>,
    max_width: f32,
) -> Element<'a, Message> {
    container(content)
        .padding(20)
        .max_width(max_width)
        .style(theme::panel)
        .into()
}

/// A button padded to 33 px high around a line of body text (iced's default padding
/// leaves it at 30): the least a hurried hand hits. A call that sets its own padding,
/// height or style overrides it; the style is [`theme::primary_button`].
pub fn button<'a, Message: 'a>(
    content: impl Into<Element<'a, Message>>,
) -> iced::widget::Button<'a, Message> {
    iced::widget::button(content)
        .padding([7, 12])
        .style(theme::primary_button)
}

/// A button with a small label, 32 px high (the least a hurried hand hits): primary
/// or secondary, greyed out without a message.
pub fn small_button<'a, Message: Clone + 'a>(
    label: impl text::IntoFragment<'a>,
    message: Option<Message>,
    primary: bool,
) -> Element<'a, Message> {
    small_button_with(small_label(label), message, primary)
}

/// A [`small_button`] whose label changes (`label` now, one of `others` at other
/// times): it keeps the width of the longest, so that nothing beside it moves.
pub fn small_button_among<'a, Message: Clone + 'a>(
    label: impl text::IntoFragment<'a>,
    others: impl IntoIterator<Item = impl text::IntoFragment<'a>>,
    message: Option<Message>,
    primary: bool,
) -> Element<'a, Message> {
    let others = others.into_iter().map(|other| small_label(other).into());
    small_button_with(widest(small_label(label), others), message, primary)
}

/// The label of a [`small_button`].
fn small_label<'a>(label: impl text::IntoFragment<'a>) -> iced::widget::Text<'a> {
    text(label)
        .size(theme::size::SMALL)
        .center()
        .height(iced::Fill)
}

/// A [`small_button`] around `content`.
fn small_button_with<'a, Message: Clone + 'a>(
    content: impl Into<Element<'a, Message>>,
    message: Option<Message>,
    primary: bool,
) -> Element<'a, Message> {
    iced::widget::button(content)
        .on_press_maybe(message)
        .height(32)
        .padding([0, 10])
        .style(if primary {
            crate::theme::primary_button
        } else {
            crate::theme::secondary_button
        })
        .into()
}

/// A small rounded label ("Leader", "GCPD", "Eternal").
pub fn chip<'a, Message: 'a>(label: impl text::IntoFragment<'a>) -> Element<'a, Message> {
    container(text(label).size(theme::size::SMALL))
        .padding([2, 8])
        .style(theme::chip)
        .into()
}

/// A chip whose tooltip says more (what a card badge does, say).
pub fn chip_with_tip<'a, Message: 'a>(badge: String, tip: String) -> Element<'a, Message> {
    let shown = tooltip(
        chip(badge),
        container(text(tip.clone()).size(theme::size::SMALL))
            .padding([4, 8])
            .max_width(360)
            .style(theme::chip),
        tooltip::Position::Bottom,
    );
    told(shown, [tip])
}

/// A button showing only an icon, with a tooltip naming what it does; greyed out
/// where `on_press` is none.
pub fn icon_button<'a, Message: Clone + 'a>(
    icon: iced::widget::Text<'a>,
    tip: String,
    on_press: impl Into<Option<Message>>,
    style: impl Fn(&iced::Theme, iced::widget::button::Status) -> iced::widget::button::Style + 'a,
) -> Element<'a, Message> {
    use iced::widget::{button, tooltip};
    let shown = tooltip(
        button(icon)
            .padding([7, 10])
            .on_press_maybe(on_press.into())
            .style(style),
        container(text(tip.clone()).size(theme::size::SMALL))
            .padding([4, 8])
            .style(theme::chip),
        tooltip::Position::Bottom,
    );
    told(shown, [tip])
}

/// A crew's verdict at a glance: a check mark and `legal`, or a warning and the count
/// of broken rules.
pub fn verdict<'a, Message: 'a>(
    problems: usize,
    legal: impl text::IntoFragment<'a>,
) -> Element<'a, Message> {
    use crate::icon;
    use iced::widget::row;
    let content = if problems == 0 {
        row![
            icon::check().style(theme::success),
            text(legal).style(theme::success)
        ]
    } else {
        row![
            icon::warning().style(theme::danger),
            text(crate::words::tr!("app-broken-rules", count = problems))
                .font(theme::BOLD)
                .style(theme::danger)
        ]
    };
    content.spacing(6).align_y(iced::Center).into()
}

/// A broken rule as a list entry, in a player's words (its code, for scripts, is the
/// command line's); pressing it points at what it involves, and `pointed` outlines it.
pub fn violation<'a, Message: Clone + 'a>(
    violation: &'a crate::bmg::Violation,
    pointed: bool,
    on_press: Message,
) -> Element<'a, Message> {
    use crate::icon;
    use iced::widget::{button, row};
    button(
        row![
            icon::warning().style(theme::danger),
            text(crate::words::rules::violation(violation))
                .size(theme::size::SMALL)
                .width(iced::Fill),
        ]
        .spacing(8),
    )
    .on_press(on_press)
    .width(iced::Fill)
    // A line of small text and this: the 32 px a hurried hand hits.
    .padding([6, 6])
    .style(theme::list_button(pointed))
    .into()
}

/// A labelled on/off switch; the label is pressable too, like a checkbox's.
pub fn switch<'a, Message: Clone + 'a>(
    label: impl text::IntoFragment<'a>,
    on: bool,
    on_toggle: impl Fn(bool) -> Message + 'a,
) -> Element<'a, Message> {
    use iced::widget::{button, row, toggler};
    let pressed = on_toggle(!on);
    button(
        row![toggler(on).on_toggle(on_toggle), text(label)]
            .spacing(8)
            .align_y(iced::Center),
    )
    .on_press(pressed)
    // 33 px high, as every button.
    .padding([7, 0])
    .style(button::text)
    .into()
}
