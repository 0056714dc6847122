//! The live match tracker: a new match set up from two saved crews, then the table:
//! rounds and phases, every model's counters, the objective hands, Victory Points,
//! the attack helper and the log, with undo and redo back to the start.
//!
//! Every action becomes an [`Event`]; the screen asks the app to save the match after
//! each one, so a crash or a closed window never loses it. With no match in play, the
//! set-up lists the archived matches, which open read-only.

pub mod archive;
mod attack;
mod board;
pub mod id;
pub mod result_code;
mod setup;

use crate::bmg::Catalog;
use crate::bmg::tracker::report::{Report, utc_date_time};
use crate::bmg::tracker::{
    Event, Match, MatchRecord, Phase, Player, RecountStep, Refusal, Setup, Timeline,
    recovery_passes,
};
use crate::screen::crew_choice::CrewChoice;
use crate::screen::file_request::{self, FileRequest, Filter};
use crate::words::{Said, said, tr};
use crate::{sheets, words};
use iced::widget::{column, container, scrollable};
use iced::{Element, Fill};
use std::path::PathBuf;

pub use setup::{Message as SetupMessage, NewMatch};

/// A message of the match screen.
#[derive(Debug, Clone)]
pub enum Message {
    /// A new match's setup changed.
    Setup(setup::Message),
    /// Play this event.
    Play(Event),
    /// Roll a die in the app for this player's lead.
    RollLead(Player),
    /// The card at this position of the first hand was picked (or unpicked) to be
    /// redrawn.
    RedrawToggled(Player, usize),
    /// Redraw the picked cards.
    Redraw(Player),
    /// Show the costs to pay for the card at this position of the hand, played as a
    /// Resource (`None`: back to the card's buttons).
    PayFor(Player, Option<usize>),
    /// Show this player's side, where the window is too narrow for both.
    SideShown(Player),
    /// Roll a KO model's recovery in the app.
    RollRecovery(Player, usize),
    /// End the round: the decks are shuffled in the app.
    EndRound,
    /// A message of the attack helper.
    Attack(attack::Message),
    /// Take back the last action.
    Undo,
    /// Play back the last action taken back.
    Redo,
    /// The path to export the match to was edited.
    ExportPathChanged(String),
    /// Export the match.
    Export,
    /// The path to write the match report to was edited.
    ReportPathChanged(String),
    /// Write the match report (HTML).
    ExportReport,
    /// Choose where to export the match, in the system's file dialog.
    ChooseExport,
    /// Choose where to write the match report, in the system's file dialog.
    ChooseReport,
    /// The file dialog answered with this file.
    FileChosen(Chosen, PathBuf),
    /// A message of the archive list or of the archived match under review.
    Archive(archive::Message),
    /// Put this match away and set up a new one.
    NewMatch,
    /// Ask whether to abandon the match in play (nothing is archived yet).
    AskToAbandon,
    /// Abandon the match: keep it in the archive and set up a new one.
    Abandon,
    /// Keep playing the match the players were asked about abandoning.
    KeepPlaying,
    /// Do what the phase bar's main button does (Ctrl+Enter).
    Advance,
    /// The player on turn passes (Ctrl+P).
    Pass,
    /// Time is called (a tournament round's timer ran out): the game ends after this
    /// round.
    CallTime,
    /// The table code of a tournament's match slip was edited.
    TableCodeChanged(String),
    /// This match's player is player A on the slip.
    SlipSideChosen(Player),
    /// Copy this result code, for the organiser.
    CopyResultCode(String),
    /// Open or close a model's rarer actions (Effort, Knock down, ammunition).
    DetailsToggled(board::Seat),
    /// Show the whole log over the table.
    ShowLog,
    /// Close the log (Esc).
    CloseLog,
}

/// What the match screen asks the app to do.
#[derive(Debug)]
pub enum Action {
    /// Nothing beyond the screen's own state.
    None,
    /// Save the match (after every change).
    Save(MatchRecord),
    /// Write the match to this file.
    Export(MatchRecord, PathBuf),
    /// Keep this match in the archive and start setting up a new one.
    Archive(MatchRecord),
    /// Write this report (a standalone HTML document) to the file.
    WriteReport(String, PathBuf),
    /// Read the match archive; the answer carries this version.
    ListArchive(u64),
    /// Read this archived match for review; the answer carries this version.
    OpenArchived(u64, PathBuf),
    /// Write the report of the archived match at `source` to `target`.
    ExportArchived {
        /// The archived match.
        source: PathBuf,
        /// Where the report goes.
        target: PathBuf,
    },
    /// Open the system's file dialog; the file chosen comes back as
    /// [`Message::FileChosen`] with this purpose.
    ChooseFile(FileRequest, Chosen),
    /// Put this tournament result code on the clipboard.
    CopyResultCode(String),
}

/// What a file dialog was opened for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chosen {
    /// Where the finished match is exported.
    Export,
    /// Where its report is written.
    Report,
    /// Where the reports of archived matches go.
    ArchiveReports,
}

/// Match files, as the app exports them.
const MATCH_FILES: Filter = Filter {
    name: file_request::FileKind::Match,
    extensions: &["json"],
};

/// Reports, standalone web pages.
pub(super) const REPORTS: Filter = Filter {
    name: file_request::FileKind::Report,
    extensions: &["html", "htm"],
};

/// A match at the table: the match being played with its record, and what the screen
/// keeps beside it (the cards picked to redraw, the attack helper, the export path).
#[derive(Debug)]
pub struct Table {
    timeline: Timeline,
    refused: Option<Said>,
    /// The positions in each first hand of the cards picked to be redrawn.
    redraw: [Vec<usize>; 2],
    /// The position in each hand of the card whose Resource cost is being picked.
    paying: [Option<usize>; 2],
    /// The side shown where the window is too narrow for both.
    shown: Player,
    attack: Option<attack::Panel>,
    export_path: String,
    /// Where the match report is written.
    report_path: String,
    /// Whether the players are being asked to confirm abandoning the match.
    abandoning: bool,
    /// The model whose rarer actions are open under its line.
    details: Option<board::Seat>,
    /// Whether the whole log is shown over the table.
    log_open: bool,
    /// The table code of a tournament's match slip, typed at the end.
    table_code: String,
    /// The match's player who is player A on the slip.
    slip_a: Player,
}

/// The match screen.
#[derive(Debug)]
pub enum State {
    /// No match: a new one is being set up.
    Setup(Box<NewMatch>),
    /// A match in play (or finished, for review).
    Playing(Box<Table>),
}

impl Default for State {
    fn default() -> State {
        State::Setup(Box::default())
    }
}

impl State {
    /// The screen; `crews` are the saved crews a new match may use. With no match in
    /// play: the new-match form over the archive list, or an archived match under
    /// review.
    pub fn view<'a>(
        &'a self,
        crews: &'a [CrewChoice],
        catalog: &'a Catalog,
    ) -> Element<'a, Message> {
        match self {
            State::Setup(setup) => match setup.archive().review_view() {
                Some(review) => review.map(Message::Archive),
                None => scrollable(
                    container(
                        column![
                            setup.view(crews, catalog).map(Message::Setup),
                            setup.archive().view().map(Message::Archive),
                        ]
                        .spacing(16)
                        .max_width(1000),
                    )
                    .padding(20)
                    .center_x(Fill),
                )
                .height(Fill)
                .into(),
            },
            State::Playing(game) => game.view(catalog),
        }
    }

    /// The archive list, while no match is in play.
    pub fn archive(&self) -> Option<&archive::Archive> {
        match self {
            State::Setup(setup) => Some(setup.archive()),
            State::Playing(_) => None,
        }
    }

    /// Asks for a new listing of the archive, while no match is in play: the version
    /// its answer must carry.
    pub fn request_listing(&mut self) -> Option<u64> {
        match self {
            State::Setup(setup) => Some(setup.archive_mut().request_listing()),
            State::Playing(_) => None,
        }
    }

    /// The screen for a match resumed from its save.
    pub fn resume(timeline: Timeline) -> State {
        State::Playing(Box::new(Table::new(timeline)))
    }

    /// The match in play, if any.
    pub fn game(&self) -> Option<&Match> {
        match self {
            State::Playing(game) => Some(game.state()),
            State::Setup(_) => None,
        }
    }

    /// The tournament result code of the finished match, for the table code typed at
    /// its end, or why there is none (empty: nothing typed, or no match).
    pub fn result_code(&self) -> Result<String, String> {
        match self {
            State::Playing(game) => game.result_code(),
            State::Setup(_) => Err(String::new()),
        }
    }

    /// The record of the match in play, if any.
    pub fn record(&self) -> Option<&MatchRecord> {
        match self {
            State::Playing(game) => Some(game.timeline.record()),
            State::Setup(_) => None,
        }
    }

    /// Why the last action was refused, if it was.
    pub fn refused(&self) -> Option<String> {
        match self {
            State::Playing(game) => game.refused.as_ref().map(Said::text),
            State::Setup(setup) => setup.problem(),
        }
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message, catalog: &Catalog) -> Action {
        match self {
            // With no match in play, nothing plays or takes back an event: an archived
            // match under review is only read.
            State::Setup(setup) => match message {
                Message::Setup(message) => {
                    if let setup::Action::Start(new) = setup.update(message, catalog) {
                        let action = Action::Save(new.record().clone());
                        *self = State::Playing(Box::new(Table::new(*new)));
                        return action;
                    }
                    Action::None
                }
                Message::Archive(message) => setup.archive_mut().update(message),
                Message::FileChosen(Chosen::ArchiveReports, path) => setup
                    .archive_mut()
                    .update(archive::Message::ReportChosen(path)),
                _ => Action::None,
            },
            State::Playing(game) => {
                let action = game.update(message, catalog);
                if let Action::Archive(record) = &action {
                    // The next match is most often the same players again: the form
                    // keeps their names and crews.
                    *self = State::Setup(Box::new(NewMatch::again(&record.setup)));
                }
                action
            }
        }
    }
}

impl Table {
    /// The table for a match in play.
    fn new(timeline: Timeline) -> Table {
        Table {
            timeline,
            refused: None,
            redraw: [Vec::new(), Vec::new()],
            paying: [None, None],
            shown: Player::First,
            attack: None,
            export_path: default_export_path(),
            report_path: default_report_path(),
            abandoning: false,
            details: None,
            log_open: false,
            table_code: String::new(),
            slip_a: Player::First,
        }
    }

    /// Plays `event`; returns the save to make, or keeps the reason it was refused.
    fn play(&mut self, event: Event, catalog: &Catalog) -> Action {
        let played = self.timeline.play(event, catalog);
        self.save_after(played)
    }

    /// The match as it stands.
    fn state(&self) -> &Match {
        self.timeline.state()
    }

    /// After an undo or redo (none when there was nothing to take back or play again).
    fn moved_in_history(&mut self, result: Option<Result<(), Refusal>>) -> Action {
        result.map_or(Action::None, |result| self.save_after(result))
    }

    /// The save to make after a change of the record, or the reason it was refused.
    fn save_after(&mut self, result: Result<(), Refusal>) -> Action {
        match result {
            Ok(()) => {
                self.refused = None;
                self.paying = [None, None];
                self.forget_stale_picks();
                Action::Save(self.timeline.record().clone())
            }
            Err(error) => {
                self.refused = Some(Said::by(error, words::tracker::refusal));
                Action::None
            }
        }
    }

    /// Drops the cards picked to redraw once the player can no longer redraw (the
    /// redraw was made, or round 1 began), so that no card stays outlined in play.
    fn forget_stale_picks(&mut self) {
        let state = self.timeline.state();
        let open = state.phase == Phase::Deployment;
        for player in Player::BOTH {
            let hand = state.players[player].hand.len();
            if !open || state.players[player].redrew {
                self.redraw[player].clear();
            }
            self.redraw[player].retain(|&at| at < hand);
        }
    }

    /// Handles a message during the match.
    fn update(&mut self, message: Message, catalog: &Catalog) -> Action {
        match message {
            Message::Setup(_) | Message::Archive(_) => Action::None,
            // Starting goes through the picked cards first, whichever way it is asked.
            Message::Play(Event::GameStarted) => self.start_game(catalog),
            Message::Play(event) => self.play(event, catalog),
            Message::RollLead(player) => {
                let roll = rand::RngExt::random_range(&mut rand::rng(), 1..=6);
                self.play(Event::LeadRolled { player, roll }, catalog)
            }
            Message::RedrawToggled(player, at) => {
                let picked = &mut self.redraw[player];
                match picked.iter().position(|&p| p == at) {
                    Some(i) => {
                        picked.remove(i);
                    }
                    None if at < self.timeline.state().players[player].hand.len() => {
                        picked.push(at);
                    }
                    None => {}
                }
                Action::None
            }
            Message::Redraw(player) => {
                // Kept until the redraw is accepted, so a refusal leaves the picks.
                let hand = &self.state().players[player].hand;
                let cards = self.redraw[player]
                    .iter()
                    .filter_map(|&at| hand.get(at).cloned())
                    .collect();
                self.play(Event::HandRedrawn { player, cards }, catalog)
            }
            Message::PayFor(player, at) => {
                let hand = self.state().players[player].hand.len();
                self.paying[player] = at.filter(|&at| at < hand);
                Action::None
            }
            Message::SideShown(player) => {
                self.shown = player;
                Action::None
            }
            Message::RollRecovery(player, model) => self.roll_recovery(player, model, catalog),
            Message::EndRound => {
                let decks = self.state().shuffled_decks(&mut rand::rng());
                self.play(Event::RoundEnded { decks }, catalog)
            }
            Message::Attack(message) => self.update_attack(message, catalog),
            Message::Undo => {
                let undone = self.timeline.undo(catalog);
                self.moved_in_history(undone)
            }
            Message::Redo => {
                let redone = self.timeline.redo(catalog);
                self.moved_in_history(redone)
            }
            Message::ExportPathChanged(path) => {
                self.export_path = path;
                Action::None
            }
            Message::Export => {
                let path = self.export_path.trim();
                if path.is_empty() {
                    self.refused = Some(said!("tracker-type-export-path"));
                    return Action::None;
                }
                Action::Export(self.timeline.record().clone(), PathBuf::from(path))
            }
            Message::ReportPathChanged(path) => {
                self.report_path = path;
                Action::None
            }
            Message::ExportReport => self.export_report(catalog),
            Message::ChooseExport => Action::ChooseFile(
                FileRequest::save(
                    tr!("tracker-export-title"),
                    &self.export_path,
                    vec![MATCH_FILES],
                ),
                Chosen::Export,
            ),
            Message::ChooseReport => Action::ChooseFile(
                FileRequest::save(
                    tr!("tracker-report-title"),
                    &self.report_path,
                    vec![REPORTS],
                ),
                Chosen::Report,
            ),
            Message::FileChosen(Chosen::Export, path) => {
                self.export_path = path.display().to_string();
                self.update(Message::Export, catalog)
            }
            Message::FileChosen(Chosen::Report, path) => {
                self.report_path = path.display().to_string();
                self.export_report(catalog)
            }
            // Only the set-up lists archived matches.
            Message::FileChosen(Chosen::ArchiveReports, _) => Action::None,
            Message::NewMatch | Message::Abandon => Action::Archive(self.timeline.record().clone()),
            Message::AskToAbandon => {
                self.abandoning = true;
                Action::None
            }
            Message::KeepPlaying => {
                self.abandoning = false;
                Action::None
            }
            Message::Advance => self.advance(catalog),
            Message::Pass => {
                let player = self.state().turn;
                self.play(Event::Passed { player }, catalog)
            }
            Message::CallTime => self.play(Event::TimeCalled, catalog),
            Message::TableCodeChanged(code) => {
                self.table_code = code;
                Action::None
            }
            Message::SlipSideChosen(player) => {
                self.slip_a = player;
                Action::None
            }
            Message::CopyResultCode(code) => Action::CopyResultCode(code),
            Message::DetailsToggled(seat) => {
                self.details = (self.details != Some(seat)).then_some(seat);
                Action::None
            }
            Message::ShowLog => {
                self.log_open = true;
                Action::None
            }
            Message::CloseLog => {
                self.log_open = false;
                Action::None
            }
        }
    }

    /// The match report, dated now, to be written where the user typed.
    fn export_report(&mut self, catalog: &Catalog) -> Action {
        let path = self.report_path.trim();
        if path.is_empty() {
            self.refused = Some(said!("tracker-type-report-path"));
            return Action::None;
        }
        let target = PathBuf::from(path);
        match Report::build(self.timeline.record(), catalog) {
            Ok(report) => {
                let now = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_secs());
                Action::WriteReport(
                    sheets::report::html(&report, Some(&utc_date_time(now)), words::current()),
                    target,
                )
            }
            Err(error) => {
                self.refused = Some(said!(
                    "tracker-no-report",
                    why = Said::by(error, words::tracker::refusal)
                ));
                Action::None
            }
        }
    }

    /// Rolls a KO model's recovery dice in the app and plays the result.
    fn roll_recovery(&mut self, player: Player, model: usize, catalog: &Catalog) -> Action {
        let mut rng = rand::rng();
        let dice: Vec<u32> = (0..self.state().recovery_dice)
            .map(|_| rand::RngExt::random_range(&mut rng, 1..=6))
            .collect();
        let endurance = self.state().players[player]
            .models
            .get(model)
            .map_or(0, |m| m.endurance);
        let passed = recovery_passes(&dice, endurance);
        let event = Event::RecoveryResolved {
            player,
            model,
            passed,
            dice,
            endurance: Some(endurance),
        };
        self.play(event, catalog)
    }

    /// What the phase bar's main button does: the next step of the phase, if the phase
    /// has a single one (Take the Lead waits for rolls; a finished match goes nowhere).
    fn advance(&mut self, catalog: &Catalog) -> Action {
        let event = match self.state().phase {
            Phase::Deployment => return self.start_game(catalog),
            Phase::RaiseThePlan => Event::PlanConfirmed,
            Phase::ExecuteThePlan => Event::PhaseAdvanced,
            Phase::Recount(RecountStep::EndOfRound) => {
                return self.update(Message::EndRound, catalog);
            }
            Phase::Recount(_) => Event::PhaseAdvanced,
            Phase::TakeTheLead | Phase::Finished => return Action::None,
        };
        self.play(event, catalog)
    }

    /// Starts round 1. Cards a player picked to put back and did not redraw yet are
    /// redrawn first: starting is the moment the choice is acted on, never dropped.
    fn start_game(&mut self, catalog: &Catalog) -> Action {
        for player in Player::BOTH {
            if !self.redraw[player].is_empty() {
                let action = self.update(Message::Redraw(player), catalog);
                if self.refused.is_some() {
                    return action;
                }
            }
        }
        self.play(Event::GameStarted, catalog)
    }

    /// The number of cards picked to be put back and not redrawn yet, for both players.
    pub(super) fn pending_redraws(&self) -> usize {
        self.redraw.iter().map(Vec::len).sum()
    }

    /// Whether the game is over.
    fn finished(&self) -> bool {
        self.state().phase == Phase::Finished
    }
}

/// Where an exported match goes unless the user types another path.
fn default_export_path() -> String {
    file_request::suggested("gotham-match.json")
}

/// Where the match report goes unless the user types another path.
fn default_report_path() -> String {
    file_request::suggested("gotham-match-report.html")
}

/// A new match from `setup`, or why it cannot start.
pub fn start(setup: Setup, catalog: &Catalog) -> Result<Timeline, Said> {
    Timeline::new(MatchRecord::new(setup), catalog)
        .map_err(|e| Said::by(e, words::tracker::refusal))
}
