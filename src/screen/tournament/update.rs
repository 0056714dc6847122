//! The Tournament tab's update: the new-event form's edits and its creation, and each
//! message to an open event (registration, rounds, swaps, the timer, results typed,
//! from codes or match files, undo and redo, sheets printed and standings exported),
//! its event played through `bmg::tournament` and saved at once.

use super::{Action, Message, Open, Part, Sheet, State};
use crate::bmg::tournament::code::decode_result;
use crate::bmg::tournament::lists::identical;
use crate::bmg::tournament::{
    Event, GameResult, Preset, PresetField, PresetKind, ROUND_MINUTES, Rejected, RoundNo, Setup,
    TableAt, Tournament, Value,
};
use crate::bmg::{Catalog, Crew, code};
use crate::screen::file_request::{self, FileRequest, Filter};
use crate::words::tournament as words;
use crate::words::{Said, said, tr};
use std::path::PathBuf;

/// Match files, as the app exports them.
const MATCH_FILES: Filter = Filter {
    name: file_request::FileKind::Match,
    extensions: &["json"],
};

/// Where a result entered comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Source {
    /// A result code typed from the other table's slip.
    Code,
    /// A finished match file read.
    File,
}

impl State {
    /// Handles a message; `today` dates a new event; `now` (seconds since 1970) starts
    /// a timer.
    pub fn update(&mut self, message: Message, catalog: &Catalog, today: &str, now: u64) -> Action {
        match message {
            Message::Listed(files) => self.files = Some(files),
            Message::NameEdited(name) => self.form.name = name,
            Message::DateEdited(date) => self.form.date = date,
            Message::RoundsEdited(rounds) => self.form.rounds = rounds,
            Message::PresetChosen(kind) => {
                self.form.preset = match kind {
                    PresetKind::Batmatch => Preset::batmatch(),
                    PresetKind::Custom => Preset::custom(),
                };
                self.form.custom.clear();
            }
            Message::CustomEdited(field, text) => self.edit_custom(field, text),
            Message::CustomToggled(field, on) => {
                self.form.preset.set(field, Value::Toggle(on));
            }
            Message::TiebreakRaised(at) => {
                let tiebreaks = &mut self.form.preset.tiebreaks;
                if at > 0 && at < tiebreaks.len() {
                    tiebreaks.swap(at - 1, at);
                }
            }
            Message::Create => return self.create(today),
            Message::Open(path) => return Action::Open(path),
            Message::Opened(path, found) => match found {
                Ok(tournament) => {
                    self.error = None;
                    self.open = Some(Box::new(Open::new(path, *tournament)));
                }
                Err(error) => self.error = Some(error),
            },
            Message::Close => {
                self.open = None;
                return Action::List;
            }
            other => {
                let Some(open) = self.open.as_mut() else {
                    return Action::None;
                };
                return open.update(other, catalog, now);
            }
        }
        Action::None
    }

    fn edit_custom(&mut self, field: PresetField, text: String) {
        if let Ok(n) = text.trim().parse::<u32>() {
            self.form.preset.set(field, Value::Number(n));
        }
        self.form.custom.retain(|(f, _)| *f != field);
        self.form.custom.push((field, text));
    }

    fn create(&mut self, today: &str) -> Action {
        // A custom value typed that is no value is named, not silently dropped.
        for (field, text) in &self.form.custom {
            if text.trim().parse::<u32>().is_err() {
                let field = *field;
                self.error = Some(said!(
                    "tournament-not-whole-number",
                    field = Said::new(move || words::preset_field(field)),
                    text = text.trim()
                ));
                return Action::None;
            }
        }
        let form = &self.form;
        let rounds = match form.rounds.trim() {
            "" => None,
            typed => match typed.parse::<u32>() {
                Ok(r) => Some(r),
                Err(_) => {
                    self.error = Some(said!("tournament-not-rounds", text = typed));
                    return Action::None;
                }
            },
        };
        let date = if form.date.trim().is_empty() {
            today.to_owned()
        } else {
            form.date.trim().to_owned()
        };
        if !crate::bmg::catalog::is_date(&date) {
            self.error = Some(said!("tournament-not-a-day", date = date.as_str()));
            return Action::None;
        }
        let setup = Setup {
            name: form.name.trim().to_owned(),
            date,
            rounds,
            preset: form.preset.clone(),
            seed: rand::random(),
            round_minutes: ROUND_MINUTES,
            id: rand::random(),
        };
        match Tournament::new(setup) {
            Ok(tournament) => {
                self.error = None;
                Action::Create(Box::new(tournament))
            }
            Err(refused) => {
                self.error = Some(Said::by(refused, words::refusal));
                Action::None
            }
        }
    }

    /// The app made the new event's file.
    pub fn created(&mut self, path: PathBuf, tournament: Tournament) {
        self.open = Some(Box::new(Open::new(path, tournament)));
    }
}

impl Open {
    fn new(path: PathBuf, tournament: Tournament) -> Open {
        let lists = tournament.setup().preset.lists as usize;
        let mut open = Open {
            path,
            rounds_text: tournament.rounds().to_string(),
            tournament,
            part: Part::Players,
            player_name: String::new(),
            lists: vec![(None, String::new()); lists],
            problems: Vec::new(),
            news: None,
            swap: [None; 2],
            vp: Vec::new(),
            played: Vec::new(),
            result_code: String::new(),
            export_path: crate::screen::file_request::suggested("standings.csv"),
        };
        if !open.tournament.state().rounds.is_empty() {
            open.part = Part::Round;
        }
        open.reset_round_inputs();
        open
    }

    /// The typed VP and lists follow the round's tables.
    fn reset_round_inputs(&mut self) {
        let tables = self
            .tournament
            .current_round()
            .map(|(_, r)| r.tables.clone())
            .unwrap_or_default();
        self.vp = tables
            .iter()
            .map(|t| {
                t.result.map_or([String::new(), String::new()], |r| {
                    r.vp.map(|v| v.to_string())
                })
            })
            .collect();
        self.played = tables
            .iter()
            .map(|t| t.result.map_or([None; 2], |r| r.lists))
            .collect();
    }

    /// Plays `event`, keeping the reason where it is refused; a played one is saved.
    fn play(&mut self, event: Event) -> Action {
        match self.tournament.play(event) {
            Ok(()) => self.played_or_taken_back(),
            Err(refused) => {
                self.problems = vec![Said::by(refused, words::refusal)];
                self.news = None;
                Action::None
            }
        }
    }

    /// After an event was played, taken back or played again: the inputs follow the
    /// event's state, and it is saved.
    fn played_or_taken_back(&mut self) -> Action {
        self.problems.clear();
        self.reset_round_inputs();
        self.rounds_text = self.tournament.rounds().to_string();
        self.save()
    }

    fn save(&self) -> Action {
        Action::Save(self.path.clone(), Box::new(self.tournament.clone()))
    }

    fn update(&mut self, message: Message, catalog: &Catalog, now: u64) -> Action {
        match message {
            Message::PartChosen(part) => {
                // What was said belongs to the part it was said on.
                if part != self.part {
                    self.problems.clear();
                    self.news = None;
                }
                self.part = part;
            }
            // A refusal is of the player last tried: the next one typed starts clean.
            Message::PlayerNameEdited(name) => {
                self.player_name = name;
                self.problems.clear();
            }
            Message::ListPicked(slot, choice) => {
                if let Some(list) = self.lists.get_mut(slot) {
                    *list = (Some(choice), String::new());
                }
            }
            Message::ListCodeEdited(slot, text) => {
                if let Some(list) = self.lists.get_mut(slot) {
                    *list = (None, text);
                }
            }
            Message::AddPlayer => return self.add_player(catalog),
            Message::DropPlayer(player) => {
                self.news = None;
                return self.play(Event::PlayerDropped { player });
            }
            Message::RoundsChanged(text) => self.rounds_text = text,
            Message::RoundsSubmitted => match self.rounds_text.trim().parse::<u32>() {
                Ok(rounds) if rounds == self.tournament.rounds() => {}
                Ok(rounds) => return self.play(Event::RoundsChanged { rounds }),
                Err(_) => {
                    self.problems = vec![said!(
                        "tournament-not-rounds",
                        text = self.rounds_text.trim()
                    )];
                }
            },
            Message::Pair => {
                self.news = None;
                return match self.tournament.pair_next(None) {
                    Ok(event) => {
                        self.swap = [None; 2];
                        self.part = Part::Round;
                        self.play(event)
                    }
                    Err(refused) => {
                        self.problems = vec![Said::by(refused, words::refusal)];
                        Action::None
                    }
                };
            }
            Message::SwapPicked(pick, player) => {
                if let Some(slot) = self.swap.get_mut(pick) {
                    *slot = Some(player);
                }
            }
            Message::Swap => {
                if let [Some(a), Some(b)] = self.swap {
                    let rematches = self.tournament.swap_rematches(a, b);
                    let action = self.play(Event::PlayersSwapped { a, b });
                    if self.problems.is_empty() {
                        let players = &self.tournament.state().players;
                        let named: Vec<[String; 2]> = rematches
                            .iter()
                            .map(|t| t.map(|p| players[p].name.clone()))
                            .collect();
                        self.news = Some(Said::new(move || {
                            let named: Vec<[&str; 2]> = named
                                .iter()
                                .map(|[a, b]| [a.as_str(), b.as_str()])
                                .collect();
                            words::swapped(&named)
                        }));
                        self.swap = [None; 2];
                    }
                    return action;
                }
                self.problems = vec![said!("tournament-pick-two")];
            }
            Message::StartTimer => return self.play(Event::TimerStarted { at: now }),
            Message::VpEdited(table, side, text) => {
                if let Some(vp) = self.vp.get_mut(table).and_then(|v| v.get_mut(side)) {
                    *vp = text;
                }
            }
            Message::ListPlayed(table, side, list) => {
                if let Some(played) = self.played.get_mut(table).and_then(|p| p.get_mut(side)) {
                    *played = Some(list);
                }
            }
            Message::EnterResult(table) => return self.enter_result(table),
            Message::ResultCodeEdited(text) => self.result_code = text,
            Message::EnterResultCode => return self.enter_result_code(),
            Message::ChooseMatchFile => {
                return Action::ChooseMatchFile(FileRequest::open(
                    tr!("tournament-import-title"),
                    "",
                    vec![MATCH_FILES],
                ));
            }
            Message::MatchRead(read) => return self.match_read(read),
            Message::Undo if self.tournament.undo().is_some() => {
                self.news = None;
                return self.played_or_taken_back();
            }
            Message::Redo => match self.tournament.redo() {
                Some(Ok(_)) => return self.played_or_taken_back(),
                Some(Err(refused)) => self.problems = vec![Said::by(refused, words::refusal)],
                None => {}
            },
            Message::Print(sheet) => return self.print(sheet),
            Message::ExportPathEdited(path) => self.export_path = path,
            Message::ExportStandings => return self.export(),
            _ => {}
        }
        Action::None
    }

    /// Enters the result a result code typed gives, or says why it cannot.
    fn enter_result_code(&mut self) -> Action {
        let found = decode_result(&self.result_code)
            .map_err(|e| Said::by(e, crate::words::code::table_code))
            .and_then(|code| {
                self.tournament
                    .result_event(&code)
                    .map_err(|e| Said::by(e, words::refusal))
            });
        self.enter_found(found, Source::Code)
    }

    /// Enters the result of the finished match file read (its players' names and VP),
    /// or says why it cannot.
    fn match_read(&mut self, read: Result<([String; 2], [i32; 2]), Said>) -> Action {
        let found = read.and_then(|(names, vp)| {
            self.tournament
                .match_result([&names[0], &names[1]], vp)
                .map_err(|e| Said::by(e, words::refusal))
        });
        self.enter_found(found, Source::File)
    }

    /// Plays the result `found` in a result code or a match file, with news of it, or
    /// keeps why it cannot be entered.
    fn enter_found(&mut self, found: Result<Event, Said>, source: Source) -> Action {
        match found {
            Ok(event) => {
                let said = self.said(&event);
                let action = self.play(event);
                if self.problems.is_empty() {
                    self.news = Some(match source {
                        Source::Code => {
                            // A refused code stays in its box, to be checked.
                            self.result_code.clear();
                            said!("tournament-entered-from-code", said = said)
                        }
                        Source::File => said!("tournament-entered-from-file", said = said),
                    });
                }
                action
            }
            Err(why) => {
                self.problems = vec![match source {
                    Source::Code => said!("tournament-code-refused", why = why),
                    Source::File => said!("tournament-match-not-imported", why = why),
                }];
                Action::None
            }
        }
    }

    /// A result about to be entered, in words: "table 2, Ann 18 – Bo 4".
    fn said(&self, event: &Event) -> Said {
        let Event::ResultEntered { table, result } = event else {
            return Said::verbatim("");
        };
        let Some((_, round)) = self.tournament.current_round() else {
            return Said::verbatim("");
        };
        let players = &self.tournament.state().players;
        round.tables.get(table.0).map_or_else(
            || Said::verbatim(""),
            |t| {
                said!(
                    "tournament-result-said",
                    table = table.number(),
                    first = players[t.players[0]].name.as_str(),
                    first_vp = result.vp[0],
                    second_vp = result.vp[1],
                    second = players[t.players[1]].name.as_str()
                )
            },
        )
    }

    fn add_player(&mut self, catalog: &Catalog) -> Action {
        self.news = None;
        let mut crews = Vec::new();
        let mut problems = Vec::new();
        for (n, (choice, typed)) in self.lists.iter().enumerate() {
            match (choice, typed.trim()) {
                (Some(choice), _) => crews.push(Crew::clone(&choice.crew)),
                (None, "") => problems.push(said!("tournament-list-empty", list = n + 1)),
                (None, typed) => match code::decode(typed, catalog) {
                    Ok(crew) => crews.push(crew),
                    Err(e) => problems.push(said!(
                        "tournament-list-code",
                        list = n + 1,
                        why = Said::by(e, crate::words::code::crew_code)
                    )),
                },
            }
        }
        if !problems.is_empty() {
            self.problems = problems;
            return Action::None;
        }
        match self
            .tournament
            .add_player(&self.player_name, crews, catalog)
        {
            Ok(event) => {
                let same = match &event {
                    Event::PlayerAdded { lists, .. } => Some(identical(lists)),
                    _ => None,
                }
                .filter(|pairs| !pairs.is_empty());
                let action = self.play(event);
                if self.problems.is_empty() {
                    let name = self.player_name.trim();
                    self.news = Some(match same {
                        Some(pairs) => said!(
                            "tournament-registered-note",
                            name = name,
                            same = Said::new(move || {
                                words::identical_lists(&pairs).unwrap_or_default()
                            })
                        ),
                        None => said!("tournament-registered", name = name),
                    });
                    self.player_name.clear();
                    for list in &mut self.lists {
                        *list = (None, String::new());
                    }
                }
                action
            }
            Err(Rejected::Refused(refused)) => {
                self.problems = vec![Said::by(refused, words::refusal)];
                Action::None
            }
            Err(Rejected::Lists(problems)) => {
                self.problems = problems
                    .into_iter()
                    .map(|problem| Said::by(problem, words::list_problem))
                    .collect();
                Action::None
            }
        }
    }

    fn enter_result(&mut self, table: usize) -> Action {
        self.news = None;
        let Some(typed) = self.vp.get(table) else {
            return Action::None;
        };
        let mut vp = [0u32; 2];
        for side in 0..2 {
            match typed[side].trim().parse::<u32>() {
                Ok(v) => vp[side] = v,
                Err(_) => {
                    self.problems = vec![said!("tournament-vp-not-number", table = table + 1)];
                    return Action::None;
                }
            }
        }
        let result = GameResult {
            vp,
            lists: self.played.get(table).copied().unwrap_or([None; 2]),
        };
        let Some((round, r)) = self.tournament.current_round() else {
            return Action::None;
        };
        let event = match r.tables.get(table).and_then(|t| t.result) {
            Some(_) => Event::ResultCorrected {
                round,
                table: TableAt(table),
                result,
            },
            None => Event::ResultEntered {
                table: TableAt(table),
                result,
            },
        };
        self.play(event)
    }

    fn print(&self, sheet: Sheet) -> Action {
        use crate::sheets::tournament as sheets;
        let t = &self.tournament;
        let round = t.current_round().map_or(RoundNo(0), |(n, _)| n);
        // Printed in the language the window speaks.
        let language = crate::words::current();
        let (name, html) = match sheet {
            Sheet::Pairings => (
                format!("round-{}-pairings", round.0),
                sheets::pairings(t, round, language),
            ),
            Sheet::Slips => (
                format!("round-{}-slips", round.0),
                sheets::slips(t, round, language),
            ),
            Sheet::Standings => ("standings".to_owned(), Some(sheets::standings(t, language))),
        };
        match html {
            Some(html) => Action::Print(format!("{} {name}", t.setup().name), html),
            None => Action::None,
        }
    }

    fn export(&mut self) -> Action {
        use crate::sheets::tournament as sheets;
        let path = PathBuf::from(self.export_path.trim());
        let json = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("json"));
        let text = if json {
            sheets::standings_json(&self.tournament)
        } else {
            sheets::standings_csv(&self.tournament)
        };
        Action::Export(path, text)
    }
}
