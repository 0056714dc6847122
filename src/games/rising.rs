//! The Batman Who Laughs Rising: a cooperative game where teams of heroes race the
//! Dark Knights Track to defeat the Batman Who Laughs.
//!
//! The state follows the table: the track's counters and the Dark Knight cards that
//! left it, the Batman Who Laughs's sector and damage, each team's heroes with their
//! damage, bonus tokens, and the defeated heroes. The die faces, the track's spaces and
//! his damage capacity are not in the rule text: they are settings.
//!
//! The rules and the game's state live here; the settings (the dice, the track and his
//! capacity) in `settings`, and the game as it is saved in `saved`.

mod event;
pub mod saved;
mod settings;

use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

pub use event::Event;
pub use settings::{BwlFace, Settings, Side, Track, Turn};

/// Sectors of the Deployment Zone.
pub const SECTORS: u32 = 3;
/// The numbers of players the game is for.
pub const PLAYERS: RangeInclusive<usize> = 1..=4;
/// The damage a hero can take, from the least to the most.
pub const HERO_CAPACITY: RangeInclusive<u32> = 1..=10;
/// Dark Knight cards on the track.
pub const DARK_KNIGHTS: usize = 6;
/// Heroes defeated that lose the game.
pub const DEFEATS_TO_LOSE: usize = 10;
/// Bonus tokens in the box: players never hold more.
pub const BONUS_TOKENS: u32 = 30;
/// The four team leaders of the box. A game keeps a leader by its [`Leader::key`],
/// and `words::games::rising` names it in the language spoken as it shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leader {
    /// Batman.
    Batman,
    /// Hawkgirl.
    Hawkgirl,
    /// Wonder Woman.
    WonderWoman,
    /// Green Lantern.
    GreenLantern,
}

impl Leader {
    /// Every leader, in the order the set-up offers them.
    pub const ALL: [Leader; 4] = [
        Leader::Batman,
        Leader::Hawkgirl,
        Leader::WonderWoman,
        Leader::GreenLantern,
    ];

    /// The name a game keeps for the leader's team and hero, the same in every
    /// language (the box's English, as saved games have always held it).
    pub fn key(self) -> &'static str {
        match self {
            Leader::Batman => "Batman",
            Leader::Hawkgirl => "Hawkgirl",
            Leader::WonderWoman => "Wonder Woman",
            Leader::GreenLantern => "Green Lantern",
        }
    }

    /// The leader a name a game keeps stands for, if it is one's [`Leader::key`].
    pub fn of_key(name: &str) -> Option<Leader> {
        Leader::ALL.into_iter().find(|leader| leader.key() == name)
    }
}
/// The six Dark Knights whose cards are shuffled face down onto the track's sections:
/// which lies on which is only learnt when a section fills and its card leaves.
pub const DARK_KNIGHT_NAMES: [&str; DARK_KNIGHTS] = [
    "Red Death",
    "The Murder Machine",
    "The Dawnbreaker",
    "The Drowned",
    "The Merciless",
    "The Devastator",
];

/// A hero on a team.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hero {
    /// Its name.
    pub name: String,
    /// Damage counters on it.
    pub damage: u32,
    /// Damage that defeats it.
    pub capacity: u32,
}

/// A team: its leader's name, its player, its heroes and where its token is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Team {
    /// The team's name (its leader's).
    pub name: String,
    /// The player who plays it.
    pub player: usize,
    /// Its heroes, the leader first.
    pub heroes: Vec<Hero>,
    /// The sector its Deployment token is in, once placed.
    pub sector: Option<u32>,
}

/// A player and their bonus tokens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The player's name.
    pub name: String,
    /// Bonus tokens held.
    pub bonus: u32,
    /// Of those, the ones drawn this turn: not usable until the next.
    pub fresh: u32,
}

impl Player {
    /// Tokens that can be used now.
    pub fn usable(&self) -> u32 {
        // Fresh tokens are among those held; a saved game that says otherwise has none.
        self.bonus.saturating_sub(self.fresh)
    }
}

/// Why a move (or the settings) of The Batman Who Laughs Rising is refused. Track
/// sections are counted from 0, as [`Game`] counts them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Too few or too many players (see [`PLAYERS`]).
    Players,
    /// Not the teams the players play: one each, and two for a lone player.
    Teams {
        /// The players.
        players: usize,
        /// The teams they play.
        teams: usize,
    },
    /// A team leader whose damage capacity is outside [`HERO_CAPACITY`].
    LeaderCapacity(String),
    /// A sector outside the [`SECTORS`].
    Sector,
    /// A Dark Knight or a track section that does not exist.
    NoKnightOrSection,
    /// The card of this track section has not left the track.
    SectionOnTrack(usize),
    /// A Dark Knight already named for another section.
    KnightNamed {
        /// The Dark Knight, as his card names him.
        knight: &'static str,
        /// The section named for him.
        section: usize,
    },
    /// The game is over.
    GameOver,
    /// An action of a later step of the turn.
    Later {
        /// What was asked.
        action: Action,
        /// The step the turn is at.
        now: Step,
    },
    /// A Dark Knights die result its faces do not have.
    DarkFace(u32),
    /// A Batman Who Laughs die face the die does not have.
    BwlFace(BwlFace),
    /// A hero that does not exist.
    NoHero,
    /// Damage outside what the hero holds.
    HeroDamage {
        /// The hero.
        hero: String,
        /// The damage that defeats it.
        capacity: u32,
    },
    /// A hero recruited without a name.
    HeroUnnamed,
    /// A hero recruited with a capacity outside [`HERO_CAPACITY`].
    HeroCapacity,
    /// A player who does not exist.
    NoPlayer,
    /// The player has no bonus token usable this turn.
    NoTokenToUse(String),
    /// A bonus token given to its own player or to nobody.
    TokenToSelf,
    /// The player has no bonus token to give this turn.
    NoTokenToGive(String),
    /// A counter removed from an empty track.
    TrackEmpty,
    /// The Batman Who Laughs is not revealed yet.
    BwlHidden,
    /// The team on turn is not in the Batman Who Laughs's sector.
    NotInBwlSector,
    /// The Batman Who Laughs has all the damage he can take.
    BwlFull,
    /// A track section holding other than 1 to 8 counters.
    SectionSize,
    /// Other than 1 to 16 spaces after the Batman Who Laughs's.
    AfterSpaces,
    /// A Dark Knights die face adding more than 3 counters.
    DarkFaceSize,
    /// The Batman Who Laughs taking other than 1 to 15 damage.
    BwlCapacity,
}

/// An action of a turn, checked against the step it belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Placing the Deployment token.
    Deploy,
    /// Rolling the two black dice.
    RollBlackDice,
    /// Resolving the hero dice.
    ResolveHeroDice,
    /// Recruiting a hero.
    Recruit,
    /// Damaging a villain.
    DamageVillain,
    /// Moving to the Batman Who Laughs.
    Move,
    /// Fighting the Batman Who Laughs.
    Fight,
    /// Ending the turn.
    EndTurn,
}

/// Where the turn stands: the four steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// 1: place the team's Deployment token.
    Deploy,
    /// 2: roll and resolve the Dark Knights and Batman Who Laughs dice.
    DarkDice,
    /// 3: roll and assign the hero dice.
    HeroDice,
    /// 4: resolve the hero dice and end the turn.
    Resolve,
}

impl Step {
    /// The four steps, in order.
    pub const ALL: [Step; 4] = [Step::Deploy, Step::DarkDice, Step::HeroDice, Step::Resolve];
}

/// How the game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// The Batman Who Laughs is defeated.
    Won,
    /// The heroes lost.
    Lost(Loss),
}

/// Why the heroes lost.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Loss {
    /// The Dark Knights Track is full.
    TrackFull,
    /// This many heroes are defeated (at least [`DEFEATS_TO_LOSE`]).
    Defeats(usize),
    /// This team (its leader's name) has no hero left.
    TeamWiped(String),
}

/// A game of The Batman Who Laughs Rising.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    /// The settings.
    pub settings: Settings,
    /// The players.
    pub players: Vec<Player>,
    /// The teams in turn order (two for one player, who plays them in turn).
    pub teams: Vec<Team>,
    /// The team on turn.
    pub current: usize,
    /// The step of its turn.
    pub step: Step,
    /// Turns played so far.
    pub turns: u32,
    /// Counters on the Dark Knights Track.
    pub counters: u32,
    /// Dark Knight sections whose card has gone to the deck.
    pub moved: [bool; DARK_KNIGHTS],
    /// The Dark Knight the table found on each section, as an index of
    /// [`DARK_KNIGHT_NAMES`], once named.
    #[serde(default)]
    pub knights: [Option<usize>; DARK_KNIGHTS],
    /// The most recently revealed track ability (its section).
    pub ability: Option<usize>,
    /// The crown was rolled this turn with an ability revealed: resolve it.
    pub ability_due: bool,
    /// This turn's black dice, once rolled: the Dark Knights die's face and his.
    #[serde(default)]
    pub rolled: Option<(u32, BwlFace)>,
    /// The sector the Batman Who Laughs faces.
    pub bwl_sector: u32,
    /// His card is revealed: he can be fought.
    pub bwl_revealed: bool,
    /// Damage on him.
    pub bwl_damage: u32,
    /// The defeated heroes, first defeated first.
    pub defeated: Vec<String>,
    /// The end, once reached.
    pub outcome: Option<Outcome>,
    /// What happened, oldest first.
    pub log: Vec<Event>,
}

impl Game {
    /// A game for `players` (one to four; one plays two teams), each team `(leader,
    /// capacity)` in turn order, the Batman Who Laughs facing `bwl_sector`.
    pub fn new(
        settings: Settings,
        players: Vec<String>,
        teams: Vec<(String, u32)>,
        bwl_sector: u32,
    ) -> Result<Game, Refusal> {
        settings.check()?;
        if !PLAYERS.contains(&players.len()) {
            return Err(Refusal::Players);
        }
        let wanted = players.len().max(2);
        if teams.len() != wanted {
            return Err(Refusal::Teams {
                players: players.len(),
                teams: wanted,
            });
        }
        if let Some((name, _)) = teams.iter().find(|(_, c)| !HERO_CAPACITY.contains(c)) {
            return Err(Refusal::LeaderCapacity(name.clone()));
        }
        if bwl_sector >= SECTORS {
            return Err(Refusal::Sector);
        }
        let count = players.len();
        let teams = teams
            .into_iter()
            .enumerate()
            .map(|(i, (name, capacity))| Team {
                heroes: vec![Hero {
                    name: name.clone(),
                    damage: 0,
                    capacity,
                }],
                name,
                player: i % count,
                sector: None,
            })
            .collect();
        Ok(Game {
            log: vec![Event::Began {
                sector: bwl_sector,
                side: settings.side,
            }],
            settings,
            players: players
                .into_iter()
                .map(|name| Player {
                    name,
                    bonus: 0,
                    fresh: 0,
                })
                .collect(),
            teams,
            current: 0,
            step: Step::Deploy,
            turns: 0,
            counters: 0,
            moved: [false; DARK_KNIGHTS],
            knights: [None; DARK_KNIGHTS],
            ability: None,
            ability_due: false,
            rolled: None,
            bwl_sector,
            bwl_revealed: false,
            bwl_damage: 0,
            defeated: Vec::new(),
            outcome: None,
        })
    }

    /// The team on turn.
    pub fn team(&self) -> &Team {
        &self.teams[self.current]
    }

    /// Whether the team on turn may act on its hero dice now (recruit, damage a
    /// villain, move to him, end the turn): steps 3 and 4 of a game not over.
    pub fn acting(&self) -> bool {
        self.outcome.is_none() && matches!(self.step, Step::HeroDice | Step::Resolve)
    }

    /// Whether the team on turn may discard a die to move to the Batman Who Laughs.
    pub fn can_move_to_bwl(&self) -> bool {
        self.acting() && self.bwl_revealed && self.team().sector != Some(self.bwl_sector)
    }

    /// Whether the team on turn may damage the Batman Who Laughs.
    pub fn can_damage_bwl(&self) -> bool {
        self.acting()
            && self.bwl_revealed
            && self.team().sector == Some(self.bwl_sector)
            && self.bwl_damage < self.settings.bwl_capacity
    }

    /// The Dark Knight of track section `section`, as an index of
    /// [`DARK_KNIGHT_NAMES`]: the one the table named, or the last one left when the
    /// five other sections are named.
    pub fn dark_knight(&self, section: usize) -> Option<usize> {
        if let Some(named) = *self.knights.get(section)? {
            return Some(named);
        }
        let mut left = (0..DARK_KNIGHTS).filter(|k| !self.knights.contains(&Some(*k)));
        match (left.next(), left.next()) {
            (Some(last), None) => Some(last),
            _ => None,
        }
    }

    /// The first section whose card has left the track with its Dark Knight still to
    /// be named.
    pub fn unnamed_knight(&self) -> Option<usize> {
        (0..DARK_KNIGHTS).find(|&s| self.moved[s] && self.dark_knight(s).is_none())
    }

    /// The Dark Knight found on track section `section` (whose card has left the
    /// track) is `knight`, an index of [`DARK_KNIGHT_NAMES`]; naming a section again
    /// corrects it.
    pub fn name_dark_knight(&mut self, section: usize, knight: usize) -> Result<(), Refusal> {
        let (Some(&moved), Some(&name)) = (self.moved.get(section), DARK_KNIGHT_NAMES.get(knight))
        else {
            return Err(Refusal::NoKnightOrSection);
        };
        if !moved {
            return Err(Refusal::SectionOnTrack(section));
        }
        if let Some(other) =
            (0..DARK_KNIGHTS).find(|&s| s != section && self.knights[s] == Some(knight))
        {
            return Err(Refusal::KnightNamed {
                knight: name,
                section: other,
            });
        }
        self.knights[section] = Some(knight);
        self.log.push(Event::KnightNamed { section, knight });
        Ok(())
    }

    fn check_step(&self, allowed: &[Step], action: Action) -> Result<(), Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        if allowed.contains(&self.step) {
            Ok(())
        } else {
            Err(Refusal::Later {
                action,
                now: self.step,
            })
        }
    }

    /// Step 1: the team on turn deploys to `sector`.
    pub fn deploy(&mut self, sector: u32) -> Result<(), Refusal> {
        self.check_step(&[Step::Deploy], Action::Deploy)?;
        if sector >= SECTORS {
            return Err(Refusal::Sector);
        }
        self.teams[self.current].sector = Some(sector);
        self.step = Step::DarkDice;
        self.rolled = None;
        self.log.push(Event::Deployed {
            team: self.team().name.clone(),
            sector,
        });
        Ok(())
    }

    /// Step 2: the Dark Knights die added `dark` counters and the Batman Who Laughs
    /// die showed `bwl`: he turns, the crown may activate the latest track ability,
    /// and he attacks every hero in his sector.
    pub fn roll_dark(&mut self, dark: u32, bwl: BwlFace) -> Result<(), Refusal> {
        self.check_step(&[Step::DarkDice], Action::RollBlackDice)?;
        if !self.settings.dark_die.contains(&dark) {
            return Err(Refusal::DarkFace(dark));
        }
        if !self.settings.bwl_die.contains(&bwl) {
            return Err(Refusal::BwlFace(bwl));
        }
        let total = self.settings.track.total();
        self.rolled = Some((dark, bwl));
        self.counters = self.counters.saturating_add(dark).min(total);
        self.bwl_sector = match bwl.turn {
            Turn::Left => (self.bwl_sector + SECTORS - 1) % SECTORS,
            Turn::Right => (self.bwl_sector + 1) % SECTORS,
            Turn::Stay => self.bwl_sector,
        };
        self.log.push(Event::Rolled {
            dark,
            counters: self.counters,
            total,
            face: bwl,
            sector: self.bwl_sector,
        });
        if bwl.crown {
            match self.ability {
                Some(section) => {
                    self.ability_due = true;
                    self.log.push(Event::Crown(section));
                }
                None => self.log.push(Event::CrownIdle),
            }
        }
        let sector = self.bwl_sector;
        let mut hit = Vec::new();
        for team in self.teams.iter_mut().filter(|t| t.sector == Some(sector)) {
            for hero in &mut team.heroes {
                if hero.damage < hero.capacity {
                    hero.damage += 1;
                    hit.push(hero.name.clone());
                }
            }
        }
        if !hit.is_empty() {
            self.log.push(Event::Attacked(hit));
        }
        self.step = Step::HeroDice;
        Ok(())
    }

    /// Step 3 done: the hero dice are assigned, their results come next.
    pub fn dice_assigned(&mut self) -> Result<(), Refusal> {
        self.check_step(&[Step::HeroDice], Action::ResolveHeroDice)?;
        self.step = Step::Resolve;
        Ok(())
    }

    /// Damage added to (or, negative, removed from) a hero, within its capacity.
    pub fn damage_hero(&mut self, team: usize, hero: usize, change: i32) -> Result<(), Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        let Some(h) = self
            .teams
            .get_mut(team)
            .and_then(|t| t.heroes.get_mut(hero))
        else {
            return Err(Refusal::NoHero);
        };
        let new = i64::from(h.damage) + i64::from(change);
        if new < 0 || new > i64::from(h.capacity) {
            return Err(Refusal::HeroDamage {
                hero: h.name.clone(),
                capacity: h.capacity,
            });
        }
        h.damage = u32::try_from(new).unwrap_or(0);
        Ok(())
    }

    /// Steps 3-4: a hero recruited to the team on turn, with no damage.
    pub fn recruit(&mut self, name: &str, capacity: u32) -> Result<(), Refusal> {
        self.check_step(&[Step::HeroDice, Step::Resolve], Action::Recruit)?;
        let name = name.trim();
        if name.is_empty() {
            return Err(Refusal::HeroUnnamed);
        }
        if !HERO_CAPACITY.contains(&capacity) {
            return Err(Refusal::HeroCapacity);
        }
        let team = &mut self.teams[self.current];
        team.heroes.push(Hero {
            name: name.to_owned(),
            damage: 0,
            capacity,
        });
        self.log.push(Event::Recruited {
            team: team.name.clone(),
            hero: name.to_owned(),
        });
        Ok(())
    }

    /// Steps 3-4: a villain took a damage counter; the player on turn draws a bonus
    /// token for it.
    pub fn villain_damaged(&mut self) -> Result<(), Refusal> {
        self.check_step(&[Step::HeroDice, Step::Resolve], Action::DamageVillain)?;
        self.draw_bonus();
        self.log
            .push(Event::VillainDamaged(self.team().name.clone()));
        Ok(())
    }

    fn draw_bonus(&mut self) {
        // Added without wrapping: a saved game may say anything, and a wrapped total
        // would hand out tokens the box does not have.
        let held = self
            .players
            .iter()
            .fold(0u32, |held, p| held.saturating_add(p.bonus));
        if held < BONUS_TOKENS {
            let player = &mut self.players[self.teams[self.current].player];
            player.bonus += 1;
            player.fresh = player.fresh.saturating_add(1);
        }
    }

    /// A player used a bonus token (any turn but the one it was drawn on).
    pub fn bonus_used(&mut self, player: usize) -> Result<(), Refusal> {
        let Some(p) = self.players.get_mut(player) else {
            return Err(Refusal::NoPlayer);
        };
        if p.usable() == 0 {
            return Err(Refusal::NoTokenToUse(p.name.clone()));
        }
        p.bonus -= 1;
        self.log.push(Event::TokenUsed(p.name.clone()));
        Ok(())
    }

    /// A player gave a bonus token to another.
    pub fn bonus_given(&mut self, from: usize, to: usize) -> Result<(), Refusal> {
        if from == to || to >= self.players.len() || from >= self.players.len() {
            return Err(Refusal::TokenToSelf);
        }
        if self.players[from].usable() == 0 {
            return Err(Refusal::NoTokenToGive(self.players[from].name.clone()));
        }
        self.players[from].bonus -= 1;
        self.players[to].bonus = self.players[to].bonus.saturating_add(1);
        self.log.push(Event::TokenGiven {
            from: self.players[from].name.clone(),
            to: self.players[to].name.clone(),
        });
        Ok(())
    }

    /// A Dark Knights counter taken off the track (an ability or a token).
    pub fn counter_removed(&mut self) -> Result<(), Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        if self.counters == 0 {
            return Err(Refusal::TrackEmpty);
        }
        self.counters -= 1;
        self.log.push(Event::CounterRemoved {
            counters: self.counters,
            total: self.settings.track.total(),
        });
        Ok(())
    }

    /// The team on turn discards a die to move to the Batman Who Laughs's sector.
    pub fn moved_to_bwl(&mut self) -> Result<(), Refusal> {
        self.check_step(&[Step::HeroDice, Step::Resolve], Action::Move)?;
        if !self.bwl_revealed {
            return Err(Refusal::BwlHidden);
        }
        let sector = self.bwl_sector;
        self.teams[self.current].sector = Some(sector);
        self.log.push(Event::Moved {
            team: self.team().name.clone(),
            sector,
        });
        Ok(())
    }

    /// The team on turn damaged the Batman Who Laughs (3 of a symbol); the player
    /// draws a bonus token as for any villain.
    pub fn bwl_damaged(&mut self) -> Result<(), Refusal> {
        self.check_step(&[Step::HeroDice, Step::Resolve], Action::Fight)?;
        if !self.bwl_revealed {
            return Err(Refusal::BwlHidden);
        }
        if self.team().sector != Some(self.bwl_sector) {
            return Err(Refusal::NotInBwlSector);
        }
        if self.bwl_damage >= self.settings.bwl_capacity {
            return Err(Refusal::BwlFull);
        }
        self.bwl_damage += 1;
        self.draw_bonus();
        self.log.push(Event::BwlDamaged {
            team: self.team().name.clone(),
            damage: self.bwl_damage,
            capacity: self.settings.bwl_capacity,
        });
        Ok(())
    }

    /// Step 4 ends the turn: completed sections send their Dark Knight to the deck,
    /// his card is revealed when his space fills, heroes with full damage are
    /// defeated, the game may be won or lost; then the next team's turn.
    pub fn end_turn(&mut self) -> Result<(), Refusal> {
        self.check_step(&[Step::HeroDice, Step::Resolve], Action::EndTurn)?;
        let track = self.settings.track;
        for section in 0..DARK_KNIGHTS {
            if !self.moved[section] && self.counters >= track.section_end(section) {
                self.moved[section] = true;
                self.ability = Some(section);
                // The last Dark Knight is known without being named.
                self.log.push(Event::SectionFull {
                    section,
                    knight: self.dark_knight(section),
                });
            }
        }
        if !self.bwl_revealed && self.counters >= track.bwl_end() {
            self.bwl_revealed = true;
            self.log.push(Event::BwlRevealed(self.bwl_sector));
        }
        for team in &mut self.teams {
            let (down, standing): (Vec<Hero>, Vec<Hero>) =
                team.heroes.drain(..).partition(|h| h.damage >= h.capacity);
            team.heroes = standing;
            for hero in down {
                self.log.push(Event::Defeated(hero.name.clone()));
                self.defeated.push(hero.name);
            }
        }

        let won = self.bwl_revealed && self.bwl_damage >= self.settings.bwl_capacity;
        let lost = if self.counters >= track.total() {
            Some(Loss::TrackFull)
        } else if self.defeated.len() >= DEFEATS_TO_LOSE {
            Some(Loss::Defeats(self.defeated.len()))
        } else {
            self.teams
                .iter()
                .find(|t| t.heroes.is_empty())
                .map(|t| Loss::TeamWiped(t.name.clone()))
        };
        // Winning beats losing when both happen.
        self.outcome = if won {
            Some(Outcome::Won)
        } else {
            lost.map(Outcome::Lost)
        };
        if let Some(outcome) = &self.outcome {
            self.log.push(Event::Ended(outcome.clone()));
        }
        self.turns = self.turns.saturating_add(1);
        self.ability_due = false;
        for p in &mut self.players {
            p.fresh = 0;
        }
        if self.outcome.is_none() {
            self.current = (self.current + 1) % self.teams.len();
            self.step = Step::Deploy;
            // The next turn shows no die face of this one (the last turn's stay shown
            // beside the outcome).
            self.rolled = None;
        }
        Ok(())
    }
}
