//! The heist bluffing game panel: the table of players and money, the round's entry
//! form (the Loot card, each character's Role and whether it stayed, the deals, the
//! Snitch's call), the Heist resolved step by step, the winner, and undo.

use super::{Action, Table, TableMessage, big, id, lasting, log_pane, pick, scrolling_pane};
use crate::games::heist::saved::{Move, Start};
use crate::games::heist::{Deal, Entry, Game, Loot, ROUNDS, Role, Round, START_MONEY, TARGET};
use crate::games::replay::Played;
use crate::widget;
use crate::widget::named::named;
use crate::widget::picker::picker;
use crate::widget::stepper;
use crate::words::games::heist as words;
use crate::words::{said, tr};
use crate::{icon, theme};
use iced::widget::{column, container, row, space, text};
use iced::{Center, Element, Fill};
use std::fmt;

/// A player offered in the deal form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerChoice {
    /// The player's number.
    pub index: usize,
    /// The player's name.
    pub name: String,
}

impl fmt::Display for PlayerChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

/// A message of the panel.
#[derive(Debug, Clone)]
pub enum Message {
    /// A message of the players at the table or the game as a whole.
    Table(TableMessage),
    /// Who holds the Leader card first changed.
    LeaderChanged(u32),
    /// The optional rule against repeating a Role was switched.
    NoRepeatToggled(bool),
    /// Start the game.
    Start,
    /// The Loot card's amount changed.
    AmountChanged(u32),
    /// The Loot card's ante changed.
    AnteChanged(u32),
    /// The Role shown on the Loot card was picked (or none).
    SymbolPicked(Option<Role>),
    /// A character stayed (or left).
    StayedToggled(usize, bool),
    /// A character's Role was picked (none: kept secret).
    RolePicked(usize, Option<Role>),
    /// The payer of the deal being entered was picked.
    DealFromPicked(PlayerChoice),
    /// The payee of the deal being entered was picked.
    DealToPicked(PlayerChoice),
    /// The amount of the deal being entered changed.
    DealAmountChanged(u32),
    /// Add the deal being entered.
    AddDeal,
    /// Remove a deal.
    RemoveDeal(usize),
    /// The Role the lone Snitch names was picked.
    NamedPicked(Role),
    /// Resolve the Heist as entered.
    Resolve,
    /// A player spent an Intimidation card.
    UseIntimidation(usize),
}

/// The panel's state.
#[derive(Debug)]
pub struct State {
    table: Table<Game>,
    leader: u32,
    no_repeat: bool,
    loot: Loot,
    entries: Vec<Entry>,
    deals: Vec<Deal>,
    deal_from: Option<usize>,
    deal_to: Option<usize>,
    deal_amount: u32,
    named: Option<Role>,
}

impl Default for State {
    fn default() -> State {
        State {
            table: Table::new(4, 3..=8),
            leader: 1,
            no_repeat: false,
            loot: Loot {
                amount: 10,
                ante: 1,
                symbol: None,
            },
            entries: Vec::new(),
            deals: Vec::new(),
            deal_from: None,
            deal_to: None,
            deal_amount: 1,
            named: None,
        }
    }
}

impl State {
    /// The players, the game in progress and why the last entry was refused.
    pub fn table(&self) -> &Table<Game> {
        &self.table
    }

    /// The table, for the games screen's file jobs.
    pub(super) fn table_mut(&mut self) -> &mut Table<Game> {
        &mut self.table
    }

    /// Puts a saved game back on the table, with a fresh form for its next round.
    pub(super) fn resume(&mut self, played: Played<Game>) {
        self.no_repeat = played.game().no_repeat;
        self.new_round(played.game());
        self.table.resume(played);
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action<Message> {
        self.table.clear_error();
        match message {
            Message::Table(message) => {
                let players_changed = matches!(message, TableMessage::PlayersChanged(_));
                self.table.update(message);
                // The Leader card stays with a player at the table.
                if players_changed {
                    self.leader = self.leader.min(self.table.players());
                }
            }
            Message::LeaderChanged(n) => self.leader = n.clamp(1, self.table.players()),
            Message::NoRepeatToggled(on) => self.no_repeat = on,
            Message::Start => self.start(),
            Message::AmountChanged(n) => self.loot.amount = n,
            Message::AnteChanged(n) => self.loot.ante = n,
            Message::SymbolPicked(role) => self.loot.symbol = role,
            Message::StayedToggled(i, stayed) => {
                if let Some(entry) = self.entries.get_mut(i) {
                    entry.stayed = stayed;
                }
            }
            Message::RolePicked(i, role) => {
                if let Some(entry) = self.entries.get_mut(i) {
                    entry.role = role;
                }
            }
            Message::DealFromPicked(choice) => self.deal_from = Some(choice.index),
            Message::DealToPicked(choice) => self.deal_to = Some(choice.index),
            Message::DealAmountChanged(n) => self.deal_amount = n,
            Message::AddDeal => match (self.deal_from, self.deal_to) {
                (Some(from), Some(to)) if from != to => self.deals.push(Deal {
                    from,
                    to,
                    amount: self.deal_amount,
                }),
                _ => self.table.refuse(said!("games-heist-deal-different")),
            },
            Message::RemoveDeal(i) => {
                if i < self.deals.len() {
                    self.deals.remove(i);
                }
            }
            Message::NamedPicked(role) => self.named = Some(role),
            Message::Resolve => self.resolve(),
            Message::UseIntimidation(player) => {
                self.table.play(Move::Intimidate { player });
            }
        }
        Action::None
    }

    fn start(&mut self) {
        let start = Start {
            names: self.table.names_to_play(),
            leader: self.leader as usize - 1,
            no_repeat: self.no_repeat,
        };
        if self.table.start(start)
            && let Some(game) = self.table.game().cloned()
        {
            self.new_round(&game);
        }
    }

    /// The lone Snitch's call counts only when there is a lone Snitch.
    fn lone_snitch(&self) -> bool {
        self.entries
            .iter()
            .filter(|e| e.stayed && e.role == Some(Role::Snitch))
            .count()
            == 1
    }

    fn resolve(&mut self) {
        let round = Round {
            loot: self.loot,
            entries: self.entries.clone(),
            deals: self.deals.clone(),
            named: if self.lone_snitch() { self.named } else { None },
        };
        let played = self.table.play(Move::Round { round });
        // A new round's form once this one is in.
        if played && let Some(game) = self.table.game().cloned() {
            self.new_round(&game);
        }
    }

    /// A blank form for the next round of `game`: every character stayed with no Role
    /// yet, no deal, no Snitch's call, and none of the last round's choices left over
    /// (the card's symbol, the players and amount of the deal being entered).
    fn new_round(&mut self, game: &Game) {
        self.entries = fresh_entries(game);
        self.deals.clear();
        self.deal_from = None;
        self.deal_to = None;
        self.deal_amount = 1;
        self.named = None;
        self.loot.symbol = None;
    }

    /// The panel.
    pub fn view(&self) -> Element<'_, Message> {
        match self.table.game() {
            None => self.setup(),
            Some(game) => self.board(game),
        }
    }

    fn setup(&self) -> Element<'_, Message> {
        let players = self.table.players();
        let form = column![
            text(tr!("games-heist-heading"))
                .font(theme::BOLD)
                .size(theme::size::TITLE),
            container(
                self.table
                    .players_stepper(lasting!("games-heist-players-clockwise"), Message::Table)
            )
            .width(360),
            self.table.name_fields(Message::Table),
            container(stepper::large(
                lasting!("games-heist-leader-card"),
                self.leader,
                1..=players,
                Message::LeaderChanged
            ))
            .width(360),
            row![
                text(tr!("games-heist-no-repeat")),
                pick(
                    !self.no_repeat,
                    tr!("games-heist-off"),
                    Some(Message::NoRepeatToggled(false))
                ),
                pick(
                    self.no_repeat,
                    tr!("games-heist-on"),
                    Some(Message::NoRepeatToggled(true))
                ),
            ]
            .spacing(8)
            .align_y(Center),
            text(if players == 3 {
                tr!("games-heist-three-players")
            } else {
                tr!(
                    "games-heist-start-money",
                    money = words::millions(START_MONEY)
                )
            })
            .style(theme::muted),
        ]
        .spacing(12);
        self.table.setup_page(form, Message::Start)
    }

    fn board<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        // Three panes where the middle one keeps room for its form; else one column.
        super::folding(
            270.0 + REPORT + 24.0 + HEIST_FORM,
            move || {
                let left = log_pane(
                    move || self.players_view(game),
                    (&game.log, words::event),
                    270,
                );
                let center = scrolling_pane(self.round_form(game), Fill);
                let right = scrolling_pane(self.report(game), REPORT);
                row![left, center, right].spacing(12).height(Fill).into()
            },
            move || {
                vec![
                    self.players_view(game),
                    self.round_form(game),
                    self.report(game),
                ]
            },
            (&game.log, words::event),
        )
    }

    /// The players, their money and cards, and the Reserve.
    fn players_view<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        let mut list = column![
            text(match &game.winners {
                Some(_) => tr!("games-heist-over-after", round = game.round),
                None => tr!(
                    "games-heist-round-of",
                    round = game.round + 1,
                    rounds = ROUNDS
                ),
            })
            .font(theme::BOLD)
            .size(theme::size::HEADING),
        ]
        .spacing(6);
        for (i, p) in game.players.iter().enumerate() {
            let mut name = column![text(p.name.as_str()).font(theme::BOLD)];
            let mut tags = Vec::new();
            if i == game.leader && game.winners.is_none() {
                tags.push(tr!("games-heist-leader-tag"));
            }
            if game.winners.as_ref().is_some_and(|w| w.contains(&i)) {
                tags.push(tr!("games-heist-winner-tag"));
            }
            if game.no_repeat && !p.last_roles.is_empty() {
                let roles: Vec<String> = p.last_roles.iter().map(|r| words::role(*r)).collect();
                tags.push(tr!("games-heist-not-roles", roles = roles.join(" / ")));
            }
            if !tags.is_empty() {
                name = name.push(
                    text(tags.join(" · "))
                        .size(theme::size::SMALL)
                        .style(theme::accent),
                );
            }
            // The money keeps the line's end: Intimidate, when a player has cards for it,
            // stands before it rather than push it aside.
            let mut line = row![name.width(Fill)].spacing(8).align_y(Center);
            if p.intimidation > 0 {
                line = line.push(named(
                    id::heist::intimidate(i),
                    widget::button(
                        text(tr!("games-heist-intimidate", cards = p.intimidation))
                            .size(theme::size::SMALL),
                    )
                    .on_press(Message::UseIntimidation(i))
                    .padding([9, 8])
                    .style(theme::secondary_button),
                ));
            }
            let line = line.push(
                text(words::millions(p.money))
                    .font(theme::BOLD)
                    .size(24)
                    .style(if p.money >= TARGET {
                        theme::success
                    } else {
                        theme::accent
                    }),
            );
            list = list.push(container(line).padding(8).style(theme::row));
        }
        list.push(
            text(tr!(
                "games-heist-reserve",
                money = words::millions(game.reserve)
            ))
            .style(theme::muted),
        )
        .into()
    }

    /// The entry form of the round to play: Resolve and Undo first, then every field in
    /// a place of its own (the Snitch's call is there, greyed out, until a lone Snitch
    /// stays), wrapping onto more lines in a narrow window.
    fn round_form<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        let undo = self.table.undo_button(Message::Table);
        if game.winners.is_some() {
            return column![row![super::new_game_button(Message::Table), undo].spacing(8)].into();
        }
        let mut form = column![
            text(tr!("games-heist-round-heading", round = game.round + 1))
                .font(theme::BOLD)
                .size(theme::size::HEADING),
            row![
                named(
                    id::heist::RESOLVE,
                    big(text(tr!("games-heist-resolve")))
                        .on_press(Message::Resolve)
                        .style(theme::primary_button)
                ),
                undo,
            ]
            .spacing(8),
        ]
        .spacing(10);
        if let Some(error) = self.table.error_text() {
            form = form.push(error);
        }
        form = form
            .push(text(tr!("games-heist-loot-card")).font(theme::BOLD))
            .push(
                row![
                    container(stepper::named_large(
                        id::heist::LOOT,
                        lasting!("games-heist-loot-millions"),
                        self.loot.amount,
                        8..=12,
                        Message::AmountChanged
                    ))
                    .width(220),
                    container(stepper::large(
                        lasting!("games-heist-ante-millions"),
                        self.loot.ante,
                        1..=2,
                        Message::AnteChanged
                    ))
                    .width(220),
                ]
                .spacing(24)
                .wrap()
                .vertical_spacing(8),
            )
            .push(self.symbol_line())
            .push(text(tr!("games-heist-who-stayed")).font(theme::BOLD));
        let two = game.characters() == 2;
        for (i, entry) in self.entries.iter().enumerate() {
            let name = &game.players[entry.player].name;
            let label = if two {
                if i % 2 == 0 {
                    tr!("games-heist-first-character", name = name.as_str())
                } else {
                    tr!("games-heist-second-character", name = name.as_str())
                }
            } else {
                name.clone()
            };
            form = form.push(entry_line(i, entry, label));
        }
        form.push(self.snitch_call())
            .push(self.deals_form(game))
            .into()
    }

    /// The Role shown on the Loot card, or none.
    fn symbol_line(&self) -> Element<'_, Message> {
        let picks = std::iter::once(None)
            .chain(Role::ALL.map(Some))
            .map(|role| {
                let label = role.map_or_else(
                    || tr!("games-heist-no-symbol"),
                    |r| words::role(r).to_owned(),
                );
                named(
                    id::heist::symbol(role),
                    pick(
                        self.loot.symbol == role,
                        label,
                        Some(Message::SymbolPicked(role)),
                    ),
                )
            });
        labelled_picks(tr!("games-heist-card-symbol"), picks)
    }

    /// The Role the lone Snitch names, greyed out unless exactly one Snitch stayed (a
    /// call counts only then).
    fn snitch_call(&self) -> Element<'_, Message> {
        let lone = self.lone_snitch();
        let picks = Role::ALL
            .into_iter()
            .filter(|&r| r != Role::Snitch)
            .map(|role| {
                named(
                    id::heist::named(role),
                    pick(
                        lone && self.named == Some(role),
                        words::roles(role),
                        lone.then_some(Message::NamedPicked(role)),
                    ),
                )
            });
        labelled_picks(tr!("games-heist-snitch-names"), picks)
    }

    /// The deals entered so far, each with a button to remove it, then the fields of
    /// the next one.
    fn deals_form<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        let choices: Vec<PlayerChoice> = game
            .players
            .iter()
            .enumerate()
            .map(|(index, p)| PlayerChoice {
                index,
                name: p.name.clone(),
            })
            .collect();
        let chosen = |index: Option<usize>| index.and_then(|i| choices.get(i).cloned());
        let mut form = column![text(tr!("games-heist-deals")).font(theme::BOLD)].spacing(8);
        for (i, deal) in self.deals.iter().enumerate() {
            form = form.push(
                row![
                    text(tr!(
                        "games-heist-deal-entry",
                        from = game.players[deal.from].name.as_str(),
                        to = game.players[deal.to].name.as_str(),
                        amount = words::millions(deal.amount)
                    ))
                    .width(Fill),
                    named(
                        id::heist::remove_deal(i),
                        big(icon::close())
                            .on_press(Message::RemoveDeal(i))
                            .style(theme::secondary_button)
                    ),
                ]
                .spacing(8)
                .align_y(Center),
            );
        }
        form.push(
            row![
                picker(
                    choices.clone(),
                    chosen(self.deal_from),
                    Message::DealFromPicked
                )
                .placeholder(tr!("games-heist-who-pays"))
                .padding(8)
                .width(150),
                picker(choices.clone(), chosen(self.deal_to), Message::DealToPicked)
                    .placeholder(tr!("games-heist-who-is-paid"))
                    .padding(8)
                    .width(150),
                container(stepper::named_large(
                    id::heist::DEAL_AMOUNT,
                    lasting!("games-heist-millions-label"),
                    self.deal_amount,
                    1..=20,
                    Message::DealAmountChanged
                ))
                .width(150),
                named(
                    id::heist::ADD_DEAL,
                    big(text(tr!("games-heist-add-deal")))
                        .on_press(Message::AddDeal)
                        .style(theme::secondary_button)
                ),
            ]
            .spacing(8)
            .align_y(Center)
            .wrap()
            .vertical_spacing(8),
        )
        .into()
    }

    /// The last round, step by step, and the winner.
    fn report<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        let mut panel = column![].spacing(8);
        if let Some(winners) = &game.winners {
            let names: Vec<&str> = winners
                .iter()
                .map(|&w| game.players[w].name.as_str())
                .collect();
            panel = panel.push(
                text(tr!(
                    "games-winners",
                    winners = crate::words::winners(&names)
                ))
                .font(theme::BOLD)
                .size(theme::size::TITLE)
                .style(theme::accent),
            );
        }
        let Some(report) = &game.last else {
            return panel
                .push(
                    text(tr!("games-heist-the-heist"))
                        .font(theme::BOLD)
                        .size(theme::size::HEADING),
                )
                .push(text(tr!("games-heist-enter-round")).style(theme::muted))
                .into();
        };
        panel = panel.push(
            text(tr!(
                "games-heist-report-heading",
                round = report.round,
                loot = words::millions(report.loot.amount),
                ante = words::millions(report.loot.ante)
            ))
            .font(theme::BOLD)
            .size(theme::size::HEADING),
        );
        for step in &report.steps {
            panel = panel.push(text(words::title(step.title)).font(theme::BOLD));
            for line in &step.lines {
                panel = panel.push(text(words::line(line)).size(theme::size::SMALL));
            }
        }
        panel = panel.push(text(tr!("games-heist-money-this-round")).font(theme::BOLD));
        for (p, change) in game.players.iter().zip(&report.money) {
            panel = panel.push(
                row![
                    text(p.name.as_str()).width(Fill),
                    text(format!("{change:+}"))
                        .font(theme::BOLD)
                        .style(if *change < 0 {
                            theme::danger
                        } else if *change > 0 {
                            theme::success
                        } else {
                            theme::muted
                        }),
                ]
                .spacing(8),
            );
        }
        panel.into()
    }
}

/// The line of character `i` of the round: its name, whether it stayed, and its Role
/// (one that left may keep it secret); it wraps onto a second line in a narrow window.
fn entry_line<'a>(i: usize, entry: &Entry, label: String) -> Element<'a, Message> {
    // "Secret" keeps its place, greyed out, for a character that stayed.
    let roles = Role::ALL
        .into_iter()
        .map(|role| {
            named(
                id::heist::role(i, role),
                pick(
                    entry.role == Some(role),
                    words::role(role),
                    Some(Message::RolePicked(i, Some(role))),
                ),
            )
        })
        .chain(std::iter::once(named(
            id::heist::secret(i),
            pick(
                !entry.stayed && entry.role.is_none(),
                tr!("games-heist-secret"),
                (!entry.stayed).then_some(Message::RolePicked(i, None)),
            ),
        )));
    container(
        row![
            text(label).font(theme::BOLD).width(LABEL),
            named(
                id::heist::stayed(i),
                pick(
                    entry.stayed,
                    tr!("games-heist-stayed"),
                    Some(Message::StayedToggled(i, true))
                )
            ),
            named(
                id::heist::left(i),
                pick(
                    !entry.stayed,
                    tr!("games-heist-left-button"),
                    Some(Message::StayedToggled(i, false))
                )
            ),
            space().width(4),
        ]
        .extend(roles.map(Element::from))
        .spacing(4)
        .align_y(Center)
        .wrap()
        .vertical_spacing(4),
    )
    .padding(4)
    .width(Fill)
    .style(theme::row)
    .into()
}

/// `label` then a row of choices, wrapping in a narrow window.
fn labelled_picks<'a>(
    label: String,
    picks: impl Iterator<Item = iced::widget::Container<'a, Message>>,
) -> Element<'a, Message> {
    row![text(label).width(LABEL)]
        .extend(picks.map(Element::from))
        .spacing(4)
        .align_y(Center)
        .wrap()
        .vertical_spacing(4)
        .into()
}

/// The width of the labels on the left of the round's form.
const LABEL: f32 = 96.0;

/// The width of the round's report pane: narrow enough that a character's line of
/// choices stays one line in Spanish in a 1360-pixel window.
const REPORT: f32 = 240.0;

/// The entry form of a new round: every character stayed, Roles to fill in.
fn fresh_entries(game: &Game) -> Vec<Entry> {
    (0..game.players.len())
        .flat_map(|player| {
            std::iter::repeat_n(
                Entry {
                    player,
                    role: None,
                    stayed: true,
                },
                game.characters(),
            )
        })
        .collect()
}

/// The least width of the round's form, the middle pane: its sectors, steppers and
/// "Resolve the heist" whole.
const HEIST_FORM: f32 = 420.0;
