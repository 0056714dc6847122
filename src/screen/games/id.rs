//! The widget ids of the games screen's controls, which tests press them by whatever
//! the language of their labels: those every panel shares here, each panel's in a
//! module of its own. A control that repeats (a die, a category, a character) is named
//! by what it acts on; dice and characters count from 0, as the panels' messages do.

use super::Panel;

/// The bar's button that shows `panel`.
pub fn panel(panel: Panel) -> &'static str {
    match panel {
        Panel::Btas => "games-btas",
        Panel::SuperDice => "games-superdice",
        Panel::Heist => "games-heist",
        Panel::Rising => "games-rising",
    }
}

/// Start the game set up (on every panel's set-up page).
pub const START: &str = "games-start";
/// Take back the last move.
pub const UNDO: &str = "games-undo";
/// Leave the finished game for a new one.
pub const NEW_GAME: &str = "games-new-game";
/// The stepper of the number of players: its − and + are
/// [`stepper::id`](crate::widget::stepper::id)`(PLAYERS, …)`.
pub const PLAYERS: &str = "games-players";

/// The Animated Series Dice Game panel.
pub mod btas {
    use crate::games::btas::{Color, Face};

    /// The stepper of who goes first.
    pub const FIRST: &str = "btas-first";
    /// Roll in the app (or "Roll four dice", the Riddler's first roll).
    pub const ROLL: &str = "btas-roll";
    /// Stop and score.
    pub const STOP: &str = "btas-stop";
    /// Enter the roll as it fell on the table.
    pub const ENTER: &str = "btas-enter";

    /// Give die `die` of the roll being entered the colour `color`.
    pub fn color(die: usize, color: Color) -> String {
        let color = match color {
            Color::Gray => "gray",
            Color::Blue => "blue",
            Color::Yellow => "yellow",
        };
        format!("btas-die-{die}-{color}")
    }

    /// Give die `die` of the roll being entered the face `face`.
    pub fn face(die: usize, face: Face) -> String {
        let face = match face {
            Face::Loot => "loot",
            Face::Batman => "batman",
            Face::Alarm => "alarm",
        };
        format!("btas-die-{die}-{face}")
    }

    /// Put die `die` of the Riddler's first roll back in the cup (or not).
    pub fn put_back(die: usize) -> String {
        format!("btas-die-{die}-back")
    }
}

/// The Super Dice panel.
pub mod superdice {
    use crate::games::superdice::Category;

    /// Throw (or throw again) in the app.
    pub const THROW: &str = "superdice-throw";
    /// Enter the throw as it fell on the table.
    pub const ENTER: &str = "superdice-enter";
    /// The dice on the table (a row, not a control: tests measure where it stands).
    pub const ON_THE_TABLE: &str = "superdice-on-the-table";

    /// Turn a card of `category`: for its score, or for nothing after a miss.
    pub fn card(category: Category) -> String {
        format!("superdice-card-{}", category.id())
    }

    /// Hold (or let go) die `die` on the table for the re-throw.
    pub fn hold(die: usize) -> String {
        format!("superdice-hold-{die}")
    }

    /// Enter `face` for die `die` of the throw.
    pub fn face(die: usize, face: u32) -> String {
        format!("superdice-die-{die}-{face}")
    }

    /// Enter `face` for the Villain die.
    pub fn villain(face: u32) -> String {
        format!("superdice-villain-{face}")
    }
}

/// The heist bluffing game panel.
pub mod heist {
    use crate::games::heist::Role;

    /// The stepper of the Loot card's amount.
    pub const LOOT: &str = "heist-loot";
    /// The stepper of the amount of the deal being entered.
    pub const DEAL_AMOUNT: &str = "heist-deal-amount";
    /// Add the deal being entered.
    pub const ADD_DEAL: &str = "heist-add-deal";
    /// Resolve the Heist as entered.
    pub const RESOLVE: &str = "heist-resolve";

    /// A Role's part of an id.
    fn role_key(role: Role) -> &'static str {
        match role {
            Role::Snitch => "snitch",
            Role::Brute => "brute",
            Role::Driver => "driver",
            Role::Crook => "crook",
            Role::Mastermind => "mastermind",
        }
    }

    /// The Role shown on the Loot card (`None`: no symbol).
    pub fn symbol(role: Option<Role>) -> String {
        format!("heist-symbol-{}", role.map_or("none", role_key))
    }

    /// Character `character` of the round stayed.
    pub fn stayed(character: usize) -> String {
        format!("heist-{character}-stayed")
    }

    /// Character `character` of the round left.
    pub fn left(character: usize) -> String {
        format!("heist-{character}-left")
    }

    /// Character `character` of the round played `role`.
    pub fn role(character: usize, role: Role) -> String {
        format!("heist-{character}-{}", role_key(role))
    }

    /// Character `character` of the round left keeping its Role secret.
    pub fn secret(character: usize) -> String {
        format!("heist-{character}-secret")
    }

    /// The lone Snitch names `role`.
    pub fn named(role: Role) -> String {
        format!("heist-names-{}", role_key(role))
    }

    /// Remove the deal listed at `deal`.
    pub fn remove_deal(deal: usize) -> String {
        format!("heist-remove-deal-{deal}")
    }

    /// Player `player` spends an Intimidation card.
    pub fn intimidate(player: usize) -> String {
        format!("heist-intimidate-{player}")
    }
}

/// The Batman Who Laughs Rising panel.
pub mod rising {
    use crate::games::rising::{BwlFace, Turn};
    use crate::widget::stepper::{self, Step};

    /// The field naming a hero to recruit.
    pub const RECRUIT_NAME: &str = "rising-recruit-name";
    /// Roll both black dice in the app.
    pub const ROLL_DICE: &str = "rising-roll-dice";
    /// Enter the black dice as picked.
    pub const ENTER_DICE: &str = "rising-enter-dice";
    /// Step 3 is over: the hero dice are assigned.
    pub const HERO_DICE: &str = "rising-hero-dice";
    /// Recruit the hero named.
    pub const RECRUIT: &str = "rising-recruit";
    /// A villain took damage.
    pub const DAMAGE_VILLAIN: &str = "rising-damage-villain";
    /// Take a counter off the track.
    pub const REMOVE_COUNTER: &str = "rising-remove-counter";
    /// Discard a die to move to the Batman Who Laughs.
    pub const MOVE_TO_BWL: &str = "rising-move-to-bwl";
    /// Damage the Batman Who Laughs.
    pub const DAMAGE_BWL: &str = "rising-damage-bwl";
    /// End the turn.
    pub const END_TURN: &str = "rising-end-turn";

    /// On the set-up page, he starts facing sector `sector` (counted from 1; 0: at
    /// random).
    pub fn start_facing(sector: u32) -> String {
        format!("rising-start-facing-{sector}")
    }

    /// The team on turn deploys to sector `sector` (counted from 0).
    pub fn deploy(sector: u32) -> String {
        format!("rising-deploy-{sector}")
    }

    /// The Dark Knights die face that adds `counters`.
    pub fn dark_face(counters: u32) -> String {
        format!("rising-dark-{counters}")
    }

    /// The Batman Who Laughs die face `face`.
    pub fn bwl_face(face: BwlFace) -> String {
        let turn = match face.turn {
            Turn::Left => "left",
            Turn::Right => "right",
            Turn::Stay => "stay",
        };
        let crown = if face.crown { "-crown" } else { "" };
        format!("rising-bwl-{turn}{crown}")
    }

    /// One more (`Step::Up`) or one less damage on hero `hero` of team `team`.
    pub fn hero_damage(team: usize, hero: usize, step: Step) -> String {
        stepper::id(&format!("rising-hero-{team}-{hero}"), step)
    }
}
