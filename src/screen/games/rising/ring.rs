//! The Deployment Zone as a ring of three sectors: the Batman Who Laughs in the middle
//! facing his sector, and each team's token in the sector it deployed to.

use crate::theme;
use crate::words::tr;
use iced::alignment;
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, path::Arc};
use iced::widget::text::Alignment;
use iced::{Color, Pixels, Point, Radians, Rectangle, Renderer, Theme, Vector, mouse};
use std::f32::consts::{FRAC_PI_2, TAU};

/// A team's token on the ring.
#[derive(Debug, Clone)]
pub struct Token {
    /// The letter shown (the leader's initial).
    pub letter: String,
    /// The sector it is in.
    pub sector: u32,
    /// Whether its team is on turn.
    pub active: bool,
}

/// What the ring shows.
#[derive(Debug, Clone)]
pub struct Ring {
    /// The sector the Batman Who Laughs faces.
    pub facing: u32,
    /// Whether his card is revealed (he can be fought there).
    pub revealed: bool,
    /// The teams' tokens.
    pub tokens: Vec<Token>,
}

/// The angle in the middle of `sector`, clockwise from the top.
fn middle(sector: u32) -> f32 {
    -FRAC_PI_2 + (sector as f32 + 0.5) * TAU / 3.0
}

fn at(center: Point, radius: f32, angle: f32) -> Point {
    center + Vector::new(radius * angle.cos(), radius * angle.sin())
}

impl<Message> canvas::Program<Message> for Ring {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let palette = theme.extended_palette();
        let mut frame = Frame::new(renderer, bounds.size());
        let center = frame.center();
        let radius = (bounds.width.min(bounds.height) / 2.0 - 6.0).max(10.0);

        for sector in 0..3 {
            let start = -FRAC_PI_2 + sector as f32 * TAU / 3.0;
            // The arc starts its own sub-path, so the wedge closes through the centre.
            let wedge = Path::new(|b| {
                b.arc(Arc {
                    center,
                    radius,
                    start_angle: Radians(start),
                    end_angle: Radians(start + TAU / 3.0),
                });
                b.line_to(center);
                b.close();
            });
            let fill = if sector == self.facing {
                Color {
                    a: 0.35,
                    ..palette.danger.base.color
                }
            } else {
                palette.background.base.color
            };
            frame.fill(&wedge, fill);
            frame.stroke(
                &wedge,
                Stroke::default()
                    .with_color(palette.background.strong.color)
                    .with_width(2.0),
            );
            frame.fill_text(canvas::Text {
                content: tr!("games-rising-sector-n", number = sector + 1),
                position: at(center, radius * 0.84, middle(sector)),
                color: palette.background.base.text,
                size: Pixels(theme::size::SMALL),
                font: theme::BOLD,
                align_x: Alignment::Center,
                align_y: alignment::Vertical::Center,
                ..canvas::Text::default()
            });
        }

        // The figure: a disc with a pointer to the sector he faces.
        let facing = middle(self.facing);
        let tip = at(center, radius * 0.42, facing);
        let side = |turn: f32| at(center, radius * 0.14, facing + turn);
        let pointer = Path::new(|b| {
            b.move_to(tip);
            b.line_to(side(FRAC_PI_2));
            b.line_to(side(-FRAC_PI_2));
            b.close();
        });
        let figure = palette.danger.base.color;
        frame.fill(&pointer, figure);
        frame.fill(&Path::circle(center, radius * 0.15), figure);
        frame.fill_text(canvas::Text {
            content: if self.revealed { "BWL!" } else { "BWL" }.to_owned(),
            position: center,
            color: Color::WHITE,
            size: Pixels(theme::size::SMALL),
            font: theme::BOLD,
            align_x: Alignment::Center,
            align_y: alignment::Vertical::Center,
            ..canvas::Text::default()
        });

        // The tokens, spread out when several share a sector.
        for sector in 0..3 {
            let here: Vec<&Token> = self.tokens.iter().filter(|t| t.sector == sector).collect();
            let spread = 0.32;
            let first = middle(sector) - spread * (here.len() as f32 - 1.0) / 2.0;
            for (k, token) in here.iter().enumerate() {
                let spot = at(center, radius * 0.55, first + spread * k as f32);
                let disc = Path::circle(spot, 13.0);
                frame.fill(&disc, palette.primary.weak.color);
                if token.active {
                    frame.stroke(
                        &disc,
                        Stroke::default()
                            .with_color(palette.primary.base.color)
                            .with_width(3.0),
                    );
                }
                frame.fill_text(canvas::Text {
                    content: token.letter.clone(),
                    position: spot,
                    color: palette.primary.weak.text,
                    size: Pixels(theme::size::BODY),
                    font: theme::BOLD,
                    align_x: Alignment::Center,
                    align_y: alignment::Vertical::Center,
                    ..canvas::Text::default()
                });
            }
        }
        vec![frame.into_geometry()]
    }
}
