//! The Batman Who Laughs Rising's words: the steps of a turn, the track's sides, the
//! faces of his die, the lines of the game's log, how it ended, and why a move or the
//! settings are refused.

use crate::games::rising::{
    Action, BwlFace, Event, HERO_CAPACITY, Leader, Loss, Outcome, PLAYERS, Refusal, Side, Step,
    Turn,
};
use crate::words::tr;
use std::borrow::Cow;
use std::fmt;

/// A team leader's name, as the language's comics print it.
pub fn leader(leader: Leader) -> String {
    match leader {
        Leader::Batman => tr!("games-rising-batman"),
        Leader::Hawkgirl => tr!("games-rising-hawkgirl"),
        Leader::WonderWoman => tr!("games-rising-wonder-woman"),
        Leader::GreenLantern => tr!("games-rising-green-lantern"),
    }
}

/// A team's or a hero's name as a game keeps it, shown: a leader's in the language
/// spoken, any other (a hero the players named) as it was typed.
pub fn named(name: &str) -> Cow<'_, str> {
    Leader::of_key(name).map_or(Cow::Borrowed(name), |leader| {
        Cow::Owned(self::leader(leader))
    })
}

/// A leader as the set-up's pick list shows it: by [`leader`].
impl fmt::Display for Leader {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&leader(*self))
    }
}

/// What a step of the turn asks for.
pub fn step(step: Step) -> String {
    match step {
        Step::Deploy => tr!("games-rising-step-deploy"),
        Step::DarkDice => tr!("games-rising-step-dark-dice"),
        Step::HeroDice => tr!("games-rising-step-hero-dice"),
        Step::Resolve => tr!("games-rising-step-resolve"),
    }
}

/// A side of the track tiles, in lower case as it reads inside a sentence.
pub fn side(side: Side) -> String {
    match side {
        Side::Purple => tr!("games-rising-purple"),
        Side::OrangeBrown => tr!("games-rising-orange-brown"),
    }
}

/// A face of the Batman Who Laughs die: where he turns, and the crown if it shows.
pub fn bwl_face(face: BwlFace) -> String {
    let turn = match face.turn {
        Turn::Left => tr!("games-rising-left"),
        Turn::Right => tr!("games-rising-right"),
        Turn::Stay => tr!("games-rising-stays"),
    };
    if face.crown {
        tr!("games-rising-with-crown", turn = turn)
    } else {
        turn
    }
}

/// A Dark Knight's name by its index; an index no knight has (a hand-made event: the
/// game only logs knights it has named) reads as the unnamed knight.
pub fn knight_name(knight: usize) -> String {
    match knight {
        0 => tr!("games-rising-red-death"),
        1 => tr!("games-rising-murder-machine"),
        2 => tr!("games-rising-dawnbreaker"),
        3 => tr!("games-rising-drowned"),
        4 => tr!("games-rising-merciless"),
        5 => tr!("games-rising-devastator"),
        _ => tr!("games-rising-its-knight"),
    }
}

/// A sector or track section as the board prints it, from 1, for its index from 0.
fn printed(index: impl Into<u64>) -> u64 {
    index.into() + 1
}

/// A track section as the board prints it, from 1, for its index from 0.
fn section_number(section: usize) -> u64 {
    printed(section as u64)
}

/// A line of the game's log. Sectors and track sections, counted from 0 in the game,
/// are numbered from 1 as the board prints them.
pub fn event(event: &Event) -> String {
    match event {
        Event::Began { sector, side: s } => tr!(
            "games-rising-began",
            sector = printed(*sector),
            side = side(*s)
        ),
        Event::KnightNamed { section, knight } => tr!(
            "games-rising-knight-named",
            section = section_number(*section),
            knight = knight_name(*knight)
        ),
        Event::Deployed { team, sector } => tr!(
            "games-rising-deployed",
            team = named(team),
            sector = printed(*sector)
        ),
        Event::Rolled {
            dark,
            counters,
            total,
            face,
            sector,
        } => tr!(
            "games-rising-rolled",
            dark = *dark,
            counters = *counters,
            total = *total,
            face = bwl_face(*face),
            sector = printed(*sector)
        ),
        Event::Crown(section) => tr!("games-rising-crown", section = section_number(*section)),
        Event::CrownIdle => tr!("games-rising-crown-idle"),
        Event::Attacked(heroes) => {
            let heroes: Vec<Cow<'_, str>> = heroes.iter().map(|h| named(h)).collect();
            tr!("games-rising-attacked", heroes = heroes.join(", "))
        }
        Event::Recruited { team, hero } => tr!(
            "games-rising-recruited",
            team = named(team),
            hero = named(hero)
        ),
        Event::VillainDamaged(team) => tr!("games-rising-villain-damaged", team = named(team)),
        Event::TokenUsed(player) => tr!("games-rising-token-used", player = player.as_str()),
        Event::TokenGiven { from, to } => tr!(
            "games-rising-token-given",
            from = from.as_str(),
            to = to.as_str()
        ),
        Event::CounterRemoved { counters, total } => tr!(
            "games-rising-counter-removed",
            counters = *counters,
            total = *total
        ),
        Event::Moved { team, sector } => tr!(
            "games-rising-moved",
            team = named(team),
            sector = printed(*sector)
        ),
        Event::BwlDamaged {
            team,
            damage,
            capacity,
        } => tr!(
            "games-rising-bwl-damaged",
            team = named(team),
            damage = *damage,
            capacity = *capacity
        ),
        Event::SectionFull { section, knight } => tr!(
            "games-rising-section-full",
            section = section_number(*section),
            knight = knight.map_or_else(|| tr!("games-rising-unnamed-knight"), knight_name)
        ),
        Event::BwlRevealed(sector) => tr!("games-rising-bwl-revealed", sector = printed(*sector)),
        Event::Defeated(hero) => tr!("games-rising-defeated", hero = named(hero)),
        Event::Ended(Outcome::Won) => tr!("games-rising-won-log"),
        Event::Ended(Outcome::Lost(why)) => lost(why),
    }
}

/// The end of the game as the board announces it.
pub fn headline(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Won => tr!("games-rising-won"),
        Outcome::Lost(why) => lost(why),
    }
}

/// The heroes' defeat, in the log and on the board alike.
fn lost(why: &Loss) -> String {
    tr!("games-rising-lost", why = loss(why))
}

/// Why the heroes lost.
pub fn loss(loss: &Loss) -> String {
    match loss {
        Loss::TrackFull => tr!("games-rising-track-full"),
        Loss::Defeats(heroes) => tr!("games-rising-defeats", count = *heroes as u64),
        Loss::TeamWiped(team) => tr!("games-rising-team-wiped", team = named(team)),
    }
}

/// An action of the turn, as a refusal names it.
fn action(action: Action) -> String {
    match action {
        Action::Deploy => tr!("games-rising-deploying"),
        Action::RollBlackDice => tr!("games-rising-rolling-black-dice"),
        Action::ResolveHeroDice => tr!("games-rising-resolving-hero-dice"),
        Action::Recruit => tr!("games-rising-recruiting"),
        Action::DamageVillain => tr!("games-rising-damaging-villain"),
        Action::Move => tr!("games-rising-moving"),
        Action::Fight => tr!("games-rising-fighting"),
        Action::EndTurn => tr!("games-rising-ending-turn"),
    }
}

/// Why a move or the settings are refused, as one line.
pub fn refusal(refusal: &Refusal) -> String {
    let (min, max) = (*HERO_CAPACITY.start(), *HERO_CAPACITY.end());
    match refusal {
        Refusal::Players => tr!(
            "games-players",
            min = *PLAYERS.start() as u64,
            max = *PLAYERS.end() as u64
        ),
        Refusal::Teams { players, teams } => tr!(
            "games-rising-teams",
            players = *players as u64,
            teams = *teams as u64
        ),
        Refusal::LeaderCapacity(leader) => tr!(
            "games-rising-leader-capacity",
            leader = named(leader),
            min = min,
            max = max
        ),
        Refusal::Sector => tr!("games-rising-sector"),
        Refusal::NoKnightOrSection => tr!("games-rising-no-knight-or-section"),
        Refusal::SectionOnTrack(section) => tr!(
            "games-rising-section-on-track",
            section = section_number(*section)
        ),
        Refusal::KnightNamed { knight, section } => tr!(
            "games-rising-knight-taken",
            knight = *knight,
            section = section_number(*section)
        ),
        Refusal::GameOver => tr!("games-over"),
        Refusal::Later { action: a, now } => tr!(
            "games-rising-later",
            action = action(*a),
            now = step(*now).to_lowercase()
        ),
        Refusal::DarkFace(dark) => tr!("games-rising-dark-face", dark = *dark),
        Refusal::BwlFace(face) => tr!("games-rising-bwl-face", face = bwl_face(*face)),
        Refusal::NoHero => tr!("games-rising-no-hero"),
        Refusal::HeroDamage { hero, capacity } => tr!(
            "games-rising-hero-damage",
            hero = named(hero),
            capacity = *capacity
        ),
        Refusal::HeroUnnamed => tr!("games-rising-hero-unnamed"),
        Refusal::HeroCapacity => tr!("games-rising-hero-capacity", min = min, max = max),
        Refusal::NoPlayer => tr!("games-rising-no-player"),
        Refusal::NoTokenToUse(player) => {
            tr!("games-rising-no-token-to-use", player = player.as_str())
        }
        Refusal::TokenToSelf => tr!("games-rising-token-to-self"),
        Refusal::NoTokenToGive(player) => {
            tr!("games-rising-no-token-to-give", player = player.as_str())
        }
        Refusal::TrackEmpty => tr!("games-rising-track-empty"),
        Refusal::BwlHidden => tr!("games-rising-bwl-hidden"),
        Refusal::NotInBwlSector => tr!("games-rising-not-in-bwl-sector"),
        Refusal::BwlFull => tr!("games-rising-bwl-full"),
        Refusal::SectionSize => tr!("games-rising-section-size"),
        Refusal::AfterSpaces => tr!("games-rising-after-spaces"),
        Refusal::DarkFaceSize => tr!("games-rising-dark-face-size"),
        Refusal::BwlCapacity => tr!("games-rising-bwl-capacity"),
    }
}
