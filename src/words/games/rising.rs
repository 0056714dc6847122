//! The Batman Who Laughs Rising's words: the steps of a turn, the track's sides, the
//! faces of his die, the lines of the game's log, how it ended, and why a move or the
//! settings are refused.

use crate::games::rising::{
    Action, BwlFace, DARK_KNIGHT_NAMES, Event, HERO_CAPACITY, Loss, Outcome, PLAYERS, Refusal,
    Side, Step, Turn,
};
use crate::words::count;

/// What a step of the turn asks for.
pub fn step(step: Step) -> &'static str {
    match step {
        Step::Deploy => "Place the team's Deployment token in a sector",
        Step::DarkDice => "Roll and resolve the Dark Knights and Batman Who Laughs dice",
        Step::HeroDice => "Roll and assign the hero dice",
        Step::Resolve => "Resolve the hero dice and end the turn",
    }
}

/// A side of the track tiles, in lower case as it reads inside a sentence.
pub fn side(side: Side) -> &'static str {
    match side {
        Side::Purple => "purple",
        Side::OrangeBrown => "orange-brown",
    }
}

/// A face of the Batman Who Laughs die: where he turns, and the crown if it shows.
pub fn bwl_face(face: BwlFace) -> String {
    let turn = match face.turn {
        Turn::Left => "Left",
        Turn::Right => "Right",
        Turn::Stay => "Stays",
    };
    if face.crown {
        format!("{turn} + crown")
    } else {
        turn.to_owned()
    }
}

/// A Dark Knight's name by its index; an index no knight has (a hand-made event: the
/// game only logs knights it has named) reads as the unnamed knight.
fn knight_name(knight: usize) -> &'static str {
    DARK_KNIGHT_NAMES
        .get(knight)
        .copied()
        .unwrap_or("its Dark Knight")
}

/// A line of the game's log. Sectors and track sections, counted from 0 in the game,
/// are numbered from 1 as the board prints them.
pub fn event(event: &Event) -> String {
    match event {
        Event::Began { sector, side: s } => format!(
            "The Batman Who Laughs faces sector {}; the {} side of the track.",
            sector + 1,
            side(*s)
        ),
        Event::KnightNamed { section, knight } => format!(
            "The Dark Knight of track section {} is {}.",
            section + 1,
            knight_name(*knight)
        ),
        Event::Deployed { team, sector } => {
            format!("{team}'s team deploys to sector {}.", sector + 1)
        }
        Event::Rolled {
            dark,
            counters,
            total,
            face,
            sector,
        } => format!(
            "{} on the track ({counters}/{total}); the Batman Who Laughs rolls {} and faces sector {}.",
            count(*dark, "counter", "counters"),
            bwl_face(*face),
            sector + 1
        ),
        Event::Crown(section) => format!(
            "The crown: the ability of track section {} activates.",
            section + 1
        ),
        Event::CrownIdle => "The crown, but no track ability is revealed yet.".to_owned(),
        Event::Attacked(heroes) => format!("He attacks {}: 1 damage each.", heroes.join(", ")),
        Event::Recruited { team, hero } => format!("{team}'s team recruits {hero}."),
        Event::VillainDamaged(team) => format!("{team}'s team damages a villain."),
        Event::TokenUsed(player) => format!("{player} uses a bonus token."),
        Event::TokenGiven { from, to } => format!("{from} gives a bonus token to {to}."),
        Event::CounterRemoved { counters, total } => {
            format!("A counter leaves the track ({counters}/{total}).")
        }
        Event::Moved { team, sector } => format!(
            "{team}'s team moves to the Batman Who Laughs in sector {}.",
            sector + 1
        ),
        Event::BwlDamaged {
            team,
            damage,
            capacity,
        } => format!("{team}'s team damages the Batman Who Laughs ({damage}/{capacity})."),
        Event::SectionFull { section, knight } => format!(
            "Track section {} is full: {} goes on top of the deck and its ability is revealed.",
            section + 1,
            knight.map_or(
                "its Dark Knight (name it when the card is seen)",
                knight_name
            )
        ),
        Event::BwlRevealed(sector) => format!(
            "His space is full: the Batman Who Laughs's card is revealed in sector {}.",
            sector + 1
        ),
        Event::Defeated(hero) => format!("{hero} is defeated."),
        Event::Ended(Outcome::Won) => {
            "The Batman Who Laughs is defeated: the heroes win!".to_owned()
        }
        Event::Ended(Outcome::Lost(why)) => lost(why),
    }
}

/// The end of the game as the board announces it.
pub fn headline(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Won => "The heroes win: the Batman Who Laughs is defeated!".to_owned(),
        Outcome::Lost(why) => lost(why),
    }
}

/// The heroes' defeat, in the log and on the board alike.
fn lost(why: &Loss) -> String {
    format!("The heroes lose: {}.", loss(why))
}

/// Why the heroes lost.
pub fn loss(loss: &Loss) -> String {
    match loss {
        Loss::TrackFull => "the Dark Knights Track is full".to_owned(),
        Loss::Defeats(heroes) => count(*heroes as u64, "hero is defeated", "heroes are defeated"),
        Loss::TeamWiped(team) => format!("{team}'s team has no hero left"),
    }
}

/// An action of the turn, as a refusal names it.
fn action(action: Action) -> &'static str {
    match action {
        Action::Deploy => "deploying",
        Action::RollBlackDice => "rolling the black dice",
        Action::ResolveHeroDice => "resolving the hero dice",
        Action::Recruit => "recruiting",
        Action::DamageVillain => "damaging a villain",
        Action::Move => "moving",
        Action::Fight => "fighting",
        Action::EndTurn => "ending the turn",
    }
}

/// Why a move or the settings are refused, as one line.
pub fn refusal(refusal: &Refusal) -> String {
    let capacity = format!("{} to {}", HERO_CAPACITY.start(), HERO_CAPACITY.end());
    match refusal {
        Refusal::Players => format!(
            "the game is for {} to {} players",
            PLAYERS.start(),
            PLAYERS.end()
        ),
        Refusal::Teams { players, teams } => format!(
            "{} {}",
            count(*players as u64, "player plays", "players play"),
            count(*teams as u64, "team", "teams")
        ),
        Refusal::LeaderCapacity(leader) => format!("{leader} takes {capacity} damage"),
        Refusal::Sector => "there are three sectors".to_owned(),
        Refusal::NoKnightOrSection => "no such Dark Knight or track section".to_owned(),
        Refusal::SectionOnTrack(section) => format!(
            "the card of track section {} has not left the track yet",
            section + 1
        ),
        Refusal::KnightNamed { knight, section } => {
            format!("{knight} was named for track section {}", section + 1)
        }
        Refusal::GameOver => "the game is over".to_owned(),
        Refusal::Later { action: a, now } => format!(
            "{} comes later in the turn: now, {}",
            action(*a),
            step(*now).to_lowercase()
        ),
        Refusal::DarkFace(dark) => format!("the Dark Knights die has no face adding {dark}"),
        Refusal::BwlFace(face) => {
            format!("the Batman Who Laughs die has no {} face", bwl_face(*face))
        }
        Refusal::NoHero => "no such hero".to_owned(),
        Refusal::HeroDamage { hero, capacity } => format!("{hero} holds 0 to {capacity} damage"),
        Refusal::HeroUnnamed => "name the hero".to_owned(),
        Refusal::HeroCapacity => format!("a hero takes {capacity} damage"),
        Refusal::NoPlayer => "no such player".to_owned(),
        Refusal::NoTokenToUse(player) => format!("{player} has no bonus token to use this turn"),
        Refusal::TokenToSelf => "a token goes to another player".to_owned(),
        Refusal::NoTokenToGive(player) => {
            format!("{player} has no bonus token to give this turn")
        }
        Refusal::TrackEmpty => "the track is empty".to_owned(),
        Refusal::BwlHidden => "the Batman Who Laughs is not revealed yet".to_owned(),
        Refusal::NotInBwlSector => "the team must be in the Batman Who Laughs's sector".to_owned(),
        Refusal::BwlFull => "he has all the damage he can take".to_owned(),
        Refusal::SectionSize => "each section of the track holds 1 to 8 counters".to_owned(),
        Refusal::AfterSpaces => {
            "the track has 1 to 16 spaces after the Batman Who Laughs's".to_owned()
        }
        Refusal::DarkFaceSize => "a Dark Knights die face adds 0 to 3 counters".to_owned(),
        Refusal::BwlCapacity => "the Batman Who Laughs takes 1 to 15 damage".to_owned(),
    }
}
