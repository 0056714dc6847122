//! The Batman Who Laughs Rising panel: the Dark Knights Track with the Dark Knights
//! named as their sections fill, the sector ring with the figure, the turn's four steps
//! each with its controls in a place of their own, the teams and their heroes with
//! damage, bonus tokens, the end called out, and undo.

mod board;
mod ring;
mod setup;

use super::{Action, Table, TableMessage};
use crate::games::replay::Played;
use crate::games::rising::saved::{Move, Start};
use crate::games::rising::{BwlFace, Game, Leader, SECTORS, Settings, Side};
use crate::words::said;
use iced::Element;
use rand::RngExt;

/// A message of the panel.
#[derive(Debug, Clone)]
pub enum Message {
    /// A message of the players at the table or the game as a whole.
    Table(TableMessage),
    /// A team's leader was picked.
    LeaderPicked(usize, Leader),
    /// A team leader's damage capacity changed.
    CapacityChanged(usize, u32),
    /// The counters a Dark Knight section holds changed.
    SectionChanged(usize, u32),
    /// The counters the Batman Who Laughs's space holds changed.
    BwlSpacesChanged(u32),
    /// The spaces after his changed.
    AfterSpacesChanged(u32),
    /// A face of the Dark Knights die changed.
    DarkFaceChanged(usize, u32),
    /// A face of the Batman Who Laughs die was picked.
    BwlFacePicked(usize, BwlFace),
    /// The damage that defeats him changed.
    BwlCapacityChanged(u32),
    /// The sector he starts facing changed (0: at random).
    StartSectorChanged(u32),
    /// Start the game.
    Start,
    /// Step 1: the team on turn deployed to this sector.
    Deploy(u32),
    /// Step 2: the Dark Knights die face rolled on the table was picked.
    DarkPicked(u32),
    /// Step 2: the Batman Who Laughs die face rolled on the table was picked.
    BwlPicked(BwlFace),
    /// Step 2: apply the two dice as picked.
    EnterDark,
    /// Step 2: roll the two dice in the app and apply them.
    RollDarkInApp,
    /// Step 3 is over: the hero dice are assigned.
    AssignDice,
    /// A hero took (or healed) damage.
    DamageHero(usize, usize, i32),
    /// The name of the hero to recruit was edited.
    RecruitNameChanged(String),
    /// The damage capacity of the hero to recruit changed.
    RecruitCapacityChanged(u32),
    /// Recruit the hero as entered.
    Recruit,
    /// A villain took a damage counter (a bonus token for the player).
    DamageVillain,
    /// A player used a bonus token.
    UseBonus(usize),
    /// A player gave a bonus token to another.
    GiveBonus(usize, usize),
    /// A counter was taken off the track.
    RemoveCounter,
    /// The team on turn discarded a die to move to the Batman Who Laughs.
    MoveToBwl,
    /// The team on turn damaged the Batman Who Laughs.
    DamageBwl,
    /// Step 4: end the turn.
    EndTurn,
    /// The table named the Dark Knight found on a track section whose card left.
    DarkKnightNamed(usize, KnightChoice),
}

/// A Dark Knight offered for a section whose card left the track.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KnightChoice(pub usize);

impl std::fmt::Display for KnightChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::words::games::rising::knight_name(self.0))
    }
}

/// The panel's state.
#[derive(Debug)]
pub struct State {
    table: Table<Game>,
    leaders: [Leader; 4],
    capacities: [u32; 4],
    settings: Settings,
    start_sector: u32,
    dark_pick: Option<u32>,
    bwl_pick: Option<BwlFace>,
    recruit_name: String,
    recruit_capacity: u32,
}

impl Default for State {
    fn default() -> State {
        State {
            table: Table::new(2, 1..=4),
            leaders: Leader::ALL,
            capacities: [4; 4],
            settings: Settings::for_players(2),
            start_sector: 0,
            dark_pick: None,
            bwl_pick: None,
            recruit_name: String::new(),
            recruit_capacity: 3,
        }
    }
}

impl State {
    /// The players, the game in progress and why the last move was refused.
    pub fn table(&self) -> &Table<Game> {
        &self.table
    }

    /// The table, for the games screen's file jobs.
    pub(super) fn table_mut(&mut self) -> &mut Table<Game> {
        &mut self.table
    }

    /// Puts a saved game back on the table; dice rolled in the app use its settings.
    pub(super) fn resume(&mut self, played: Played<Game>) {
        self.settings = played.game().settings;
        self.table.resume(played);
    }

    /// Teams in play: one per player, two for one player.
    fn teams(&self) -> usize {
        (self.table.players() as usize).max(2)
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action<Message> {
        self.table.clear_error();
        let track = &mut self.settings.track;
        match message {
            Message::Table(message) => {
                let players_changed = matches!(message, TableMessage::PlayersChanged(_));
                self.table.update(message);
                if players_changed {
                    self.follow_players();
                }
            }
            Message::LeaderPicked(i, leader) => {
                if let Some(slot) = self.leaders.get_mut(i) {
                    *slot = leader;
                }
            }
            Message::CapacityChanged(i, n) => {
                if let Some(slot) = self.capacities.get_mut(i) {
                    *slot = n.clamp(1, 10);
                }
            }
            Message::SectionChanged(i, n) => {
                if let Some(slot) = track.sections.get_mut(i) {
                    *slot = n.clamp(1, 8);
                }
            }
            Message::BwlSpacesChanged(n) => track.bwl_spaces = n.clamp(1, 8),
            Message::AfterSpacesChanged(n) => track.after_spaces = n.clamp(1, 16),
            Message::DarkFaceChanged(i, n) => {
                if let Some(slot) = self.settings.dark_die.get_mut(i) {
                    *slot = n.min(3);
                }
            }
            Message::BwlFacePicked(i, face) => {
                if let Some(slot) = self.settings.bwl_die.get_mut(i) {
                    *slot = face;
                }
            }
            Message::BwlCapacityChanged(n) => self.settings.bwl_capacity = n.clamp(1, 15),
            Message::StartSectorChanged(n) => self.start_sector = n.min(SECTORS),
            Message::Start => self.start(),
            Message::Deploy(sector) => {
                self.table.play(Move::Deploy { sector });
            }
            Message::DarkPicked(n) => self.dark_pick = Some(n),
            Message::BwlPicked(face) => self.bwl_pick = Some(face),
            Message::EnterDark => match (self.dark_pick, self.bwl_pick) {
                (Some(dark), Some(bwl)) => self.roll_dark(dark, bwl),
                _ => self.table.refuse(said!("games-rising-pick-both")),
            },
            Message::RollDarkInApp => {
                let mut rng = rand::rng();
                let dark = self.settings.dark_die[rng.random_range(0..6)];
                let bwl = self.settings.bwl_die[rng.random_range(0..6)];
                self.roll_dark(dark, bwl);
            }
            Message::AssignDice => {
                self.table.play(Move::DiceAssigned);
            }
            Message::DamageHero(team, hero, change) => {
                self.table.play(Move::DamageHero { team, hero, change });
            }
            Message::RecruitNameChanged(name) => self.recruit_name = name,
            Message::RecruitCapacityChanged(n) => self.recruit_capacity = n.clamp(1, 10),
            Message::Recruit => {
                let (name, capacity) = (self.recruit_name.clone(), self.recruit_capacity);
                if self.table.play(Move::Recruit { name, capacity }) {
                    self.recruit_name.clear();
                }
            }
            Message::DamageVillain => {
                self.table.play(Move::VillainDamaged);
            }
            Message::UseBonus(p) => {
                self.table.play(Move::BonusUsed { player: p });
            }
            Message::GiveBonus(from, to) => {
                self.table.play(Move::BonusGiven { from, to });
            }
            Message::RemoveCounter => {
                self.table.play(Move::CounterRemoved);
            }
            Message::MoveToBwl => {
                self.table.play(Move::MovedToBwl);
            }
            Message::DamageBwl => {
                self.table.play(Move::BwlDamaged);
            }
            Message::EndTurn => {
                self.table.play(Move::EndTurn);
            }
            Message::DarkKnightNamed(section, KnightChoice(knight)) => {
                self.table.play(Move::DarkKnightNamed { section, knight });
            }
        }
        Action::None
    }

    /// The track's side follows the number of players; a change of side resets the
    /// track's spaces to that side's.
    fn follow_players(&mut self) {
        let players = self.table.players() as usize;
        if Side::for_players(players) != self.settings.side {
            let fresh = Settings::for_players(players);
            self.settings.side = fresh.side;
            self.settings.track = fresh.track;
        }
    }

    fn start(&mut self) {
        let teams = self.teams();
        let leaders = &self.leaders[..teams];
        if (1..teams).any(|i| leaders[..i].contains(&leaders[i])) {
            self.table.refuse(said!("games-rising-own-leader"));
            return;
        }
        let teams: Vec<(String, u32)> = leaders
            .iter()
            .zip(self.capacities)
            .map(|(leader, capacity)| (leader.key().to_owned(), capacity))
            .collect();
        let sector = match self.start_sector {
            0 => rand::rng().random_range(0..SECTORS),
            n => n - 1,
        };
        self.table.start(Start {
            settings: self.settings,
            players: self.table.names_to_play(),
            teams,
            bwl_sector: sector,
        });
    }

    fn roll_dark(&mut self, dark: u32, bwl: BwlFace) {
        if self.table.play(Move::RollDark { dark, bwl }) {
            self.dark_pick = None;
            self.bwl_pick = None;
        }
    }

    /// The panel.
    pub fn view(&self) -> Element<'_, Message> {
        match self.table.game() {
            None => self.setup(),
            Some(game) => self.board(game),
        }
    }
}
