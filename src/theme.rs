//! Colours, fonts and widget styles: a dark "Gotham at night" look with a bat-signal
//! yellow accent, readable at arm's length.

use iced::font::Weight;
use iced::theme::Palette;
use iced::widget::{button, container, text};
use iced::{Background, Border, Color, Font, Theme, color};

/// The text font (Inter), bundled so the app looks the same everywhere.
pub const TEXT: Font = Font::with_name("Inter");
/// Inter SemiBold, for headings and numbers that matter.
pub const BOLD: Font = Font {
    weight: Weight::Semibold,
    ..TEXT
};
/// The icon font (a subset of Lucide).
pub const ICONS: Font = Font::with_name("lucide");

/// The font files the app loads at start.
pub const FONT_FILES: [&[u8]; 3] = [
    include_bytes!("../assets/fonts/Inter-Regular.ttf"),
    include_bytes!("../assets/fonts/Inter-SemiBold.ttf"),
    include_bytes!("../assets/fonts/lucide-icons.ttf"),
];

/// Text sizes, so screens agree on a scale.
pub mod size {
    /// Small print: ids, hints.
    pub const SMALL: f32 = 13.0;
    /// Body text.
    pub const BODY: f32 = 15.0;
    /// Panel headings.
    pub const HEADING: f32 = 18.0;
    /// A model's alias in its profile.
    pub const TITLE: f32 = 24.0;
}

/// The app's theme.
pub fn theme() -> Theme {
    Theme::custom(
        "Gotham",
        Palette {
            background: color!(0x14161c),
            text: color!(0xe6e6e6),
            primary: color!(0xf2c230),
            success: color!(0x4caf6a),
            warning: color!(0xe8923a),
            danger: color!(0xe0524c),
        },
    )
}

/// A raised panel.
pub fn panel(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style::default()
        .background(palette.background.weak.color)
        .border(Border::default().rounded(8))
}

/// A row that a chosen rule violation points at.
pub fn flagged(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style::default()
        .background(palette.background.weak.color)
        .border(
            Border::default()
                .rounded(6)
                .color(palette.danger.base.color)
                .width(2),
        )
}

/// A plain row inside a panel.
pub fn row(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style::default()
        .background(palette.background.base.color)
        .border(Border::default().rounded(6))
}

/// A small rounded label ("Leader", "GCPD", "Eternal").
pub fn chip(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style::default()
        .background(palette.background.strong.color)
        .border(Border::default().rounded(10))
}

/// A banner for an error the user must see.
pub fn error_banner(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style::default()
        .background(palette.danger.weak.color)
        .color(palette.danger.weak.text)
        .border(Border::default().rounded(6))
}

/// A banner for news (saved, copied).
pub fn info_banner(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style::default()
        .background(palette.success.weak.color)
        .color(palette.success.weak.text)
        .border(Border::default().rounded(6))
}

/// The dimmed backdrop behind a dialog.
pub fn backdrop(_theme: &Theme) -> container::Style {
    container::Style::default().background(Background::Color(Color {
        a: 0.7,
        ..Color::BLACK
    }))
}

/// Secondary text: hints, ids, small print (the text colour, dimmed but readable).
pub fn muted(theme: &Theme) -> text::Style {
    text::Style {
        color: Some(Color {
            a: 0.62,
            ..theme.palette().text
        }),
    }
}

/// Text for a broken rule or a total over its limit.
pub fn danger(theme: &Theme) -> text::Style {
    text::Style {
        color: Some(theme.extended_palette().danger.base.color),
    }
}

/// Text for something to finish rather than a broken rule (a deck still short of cards).
pub fn warning(theme: &Theme) -> text::Style {
    text::Style {
        color: Some(theme.extended_palette().warning.base.color),
    }
}

/// Text for a total within its limit.
pub fn success(theme: &Theme) -> text::Style {
    text::Style {
        color: Some(theme.extended_palette().success.base.color),
    }
}

/// Accent text (the Boss crown, headings that matter).
pub fn accent(theme: &Theme) -> text::Style {
    text::Style {
        color: Some(theme.extended_palette().primary.base.color),
    }
}

/// A list entry that acts as a button: flat until hovered, outlined when `selected`.
pub fn list_button(selected: bool) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme, status| {
        let palette = theme.extended_palette();
        let background = match status {
            button::Status::Hovered | button::Status::Pressed => palette.background.strong.color,
            _ => palette.background.base.color,
        };
        let border = if selected {
            Border::default()
                .rounded(6)
                .color(palette.primary.base.color)
                .width(2)
        } else {
            Border::default().rounded(6)
        };
        button::Style {
            background: Some(background.into()),
            text_color: palette.background.base.text,
            border,
            ..button::Style::default()
        }
    }
}

/// iced's primary button, greyed out in an opaque colour (see [`opaque_when_disabled`]).
pub fn primary_button(theme: &Theme, status: button::Status) -> button::Style {
    opaque_when_disabled(theme, status, button::primary(theme, status))
}

/// iced's secondary button, greyed out in an opaque colour.
pub fn secondary_button(theme: &Theme, status: button::Status) -> button::Style {
    opaque_when_disabled(theme, status, button::secondary(theme, status))
}

/// iced's danger button, greyed out in an opaque colour.
pub fn danger_button(theme: &Theme, status: button::Status) -> button::Style {
    opaque_when_disabled(theme, status, button::danger(theme, status))
}

/// `style` with a disabled button's half-transparent background mixed over the
/// page's background into the same colour, opaque. The software renderer copies an
/// opaque fill but blends a transparent one pixel by pixel: the match's many greyed
/// buttons cost a frame 2 to 3 ms that way (`benches/frame.rs`).
fn opaque_when_disabled(
    theme: &Theme,
    status: button::Status,
    mut style: button::Style,
) -> button::Style {
    if let (button::Status::Disabled, Some(Background::Color(over))) = (status, style.background) {
        let under = theme.extended_palette().background.base.color;
        let mix =
            |over_part: f32, under_part: f32| over_part * over.a + under_part * (1.0 - over.a);
        style.background = Some(
            Color::from_rgb(
                mix(over.r, under.r),
                mix(over.g, under.g),
                mix(over.b, under.b),
            )
            .into(),
        );
    }
    style
}
