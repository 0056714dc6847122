//! The builder's update: each message applied to the crew, the catalog browser or the
//! collection, and the live check, the joinable models and the catalog search worked
//! out again after each edit.

use super::{Action, AffiliationChoice, EternalChoice, Message, RankChoice, State, deck};
use crate::bmg::collection::{Collection, Edit};
use crate::bmg::crew::MAX_REPUTATION;
use crate::bmg::traits;
use crate::bmg::{Catalog, code, edit, validate};
use crate::sheets::roster::{self, Format};
use crate::words::{self, Said, said};

impl State {
    /// Handles a message.
    pub fn update(
        &mut self,
        message: Message,
        catalog: &Catalog,
        collection: &Collection,
    ) -> Action {
        match message {
            Message::SearchChanged(_)
            | Message::AffiliationPicked(_)
            | Message::RankPicked(_)
            | Message::EternalPicked(_)
            | Message::OwnedOnlyToggled(_)
            | Message::PageChanged(_) => return self.browse(message, catalog, collection),
            Message::OwnedSet(..)
            | Message::AlsoPlaysToggled(..)
            | Message::StandInSearchChanged(_)
            | Message::OwnCrew
            | Message::OwnThese => return self.collect(message, catalog),
            Message::SearchSubmitted => {
                if let Some(&first) = self.page_models().first() {
                    self.selected = Some(first);
                }
            }
            Message::ModelSelected(index) => {
                self.selected = (index < catalog.models().len()).then_some(index);
                self.stand_in_search.clear();
            }
            Message::ProfileClosed => self.selected = None,
            Message::MemberSelected(index) => {
                if let Some(member) = self.crew.members.get(index) {
                    self.selected = catalog.model_index(&member.model);
                }
            }
            Message::AddMember(index, rank) => {
                if index < catalog.models().len() {
                    edit::add_member(&mut self.crew, catalog, index, rank);
                    // The list and its filter stay as they are, so that the next click
                    // lands on the row the player aims at: a model that can no longer
                    // join keeps its row, marked, until the filters change.
                    self.rechecked(catalog, collection);
                }
            }
            Message::RemoveMember(index) => {
                if !edit::remove_member(&mut self.crew, catalog, index).is_empty() {
                    self.edited(catalog, collection);
                }
            }
            Message::MemberRankChanged(index, rank) => {
                if let Some(member) = self.crew.members.get_mut(index) {
                    member.rank = rank;
                    self.edited(catalog, collection);
                }
            }
            Message::BossChosen(index) => {
                if index < self.crew.members.len() {
                    self.crew.set_boss(index);
                    if self.affiliation == AffiliationChoice::All {
                        self.affiliation = AffiliationChoice::BossCrew;
                    }
                    self.edited(catalog, collection);
                }
            }
            // Equipment and the name leave the catalog list as it is, like a member
            // added: its rows stay under the pointer.
            Message::BuyEquipment(member, choice) => {
                let item = catalog.equipment().get(choice.index);
                if let (Some(m), Some(item)) = (self.crew.members.get_mut(member), item) {
                    m.equipment.push(item.id.clone());
                    self.rechecked(catalog, collection);
                }
            }
            Message::RemoveEquipment(member, slot) => {
                if let Some(m) = self.crew.members.get_mut(member)
                    && slot < m.equipment.len()
                {
                    m.equipment.remove(slot);
                    self.rechecked(catalog, collection);
                }
            }
            Message::NameChanged(name) => {
                self.crew.name = name;
                self.rechecked(catalog, collection);
            }
            Message::LimitPresetChosen(limit) => {
                self.limit_text = limit.to_string();
                self.set_limit(limit, catalog, collection);
            }
            Message::LimitEdited(text) => {
                let digits: String = text.chars().filter(char::is_ascii_digit).collect();
                match digits.parse::<u32>() {
                    Ok(limit) if (1..=MAX_REPUTATION).contains(&limit) => {
                        self.set_limit(limit, catalog, collection);
                    }
                    _ => {
                        // Written as the language writes numbers when it shows.
                        let most = Said::new(|| words::numbers::integer(MAX_REPUTATION));
                        self.limit_error = Some(said!("builder-limit-range", most = most));
                    }
                }
                self.limit_text = text;
            }
            Message::RulesetChosen(choice) => {
                if catalog.ruleset(&choice.id).is_some() {
                    self.crew.ruleset = choice.id;
                    self.edited(catalog, collection);
                }
            }
            Message::EternalToggled(eternal) => {
                self.crew.eternal = eternal;
                self.edited(catalog, collection);
            }
            Message::PlayedChosen(choice) => {
                if self.crew.affiliation != choice.affiliation {
                    self.crew.affiliation = choice.affiliation;
                    self.edited(catalog, collection);
                }
            }
            Message::OptionPicked(member, option) => {
                let key = traits::I_WILL_BREAK_YOU_KEY;
                if edit::set_choice(&mut self.crew, member, key, Some(option.id())) {
                    self.edited(catalog, collection);
                }
            }
            Message::RulesToggled => self.rules_open = !self.rules_open,
            Message::ViolationToggled(index) => {
                self.pointed = if self.pointed == Some(index) {
                    None
                } else {
                    Some(index)
                };
            }
            Message::Save => return self.save(),
            Message::OpenDeck => return Action::ShowDeck,
            Message::Deck(message) => match self.deck.update(message, &mut self.crew, catalog) {
                deck::Action::Edited => self.edited(catalog, collection),
                deck::Action::None => {}
            },
            Message::CopyRoster => {
                return Action::CopyToClipboard(self.roster(catalog, Format::Text));
            }
            Message::CopyCode => {
                return Action::CopyCode(
                    code::encode(&self.crew, catalog)
                        .map_err(|e| Said::new(move || crate::words::code::crew_code(&e))),
                );
            }
            Message::PrintRoster => {
                return Action::PrintRoster {
                    name: self.crew.name.clone(),
                    html: self.roster(catalog, Format::Html),
                };
            }
        }
        self.switched.take().map_or(Action::None, Action::News)
    }

    /// The crew's roster sheet, as the app prints and copies it.
    fn roster(&self, catalog: &Catalog, format: Format) -> String {
        roster::render(&self.crew, catalog, &self.report, format, words::current())
    }

    /// Handles a change to the collection: the app makes it, and gives it back.
    fn collect(&mut self, message: Message, catalog: &Catalog) -> Action {
        match message {
            Message::OwnedSet(index, owned) => {
                if let Some(model) = catalog.models().get(index) {
                    return Action::Collection(Edit::Owned {
                        id: model.id.clone(),
                        owned,
                    });
                }
            }
            Message::AlsoPlaysToggled(index, other, plays) => {
                if let Some(model) = catalog.models().get(index) {
                    return Action::Collection(Edit::AlsoPlays {
                        id: model.id.clone(),
                        other,
                        plays,
                    });
                }
            }
            Message::OwnCrew => {
                return Action::Collection(Edit::OwnCrew(Box::new(self.crew.clone())));
            }
            Message::OwnThese => return Action::Collection(Edit::OwnThese(self.results.clone())),
            Message::StandInSearchChanged(text) => self.stand_in_search = text,
            _ => {}
        }
        Action::None
    }

    /// Handles a change of search, filter or page: the list shows its new first rows.
    fn browse(&mut self, message: Message, catalog: &Catalog, collection: &Collection) -> Action {
        match message {
            Message::SearchChanged(text) => {
                self.filter.text = text;
                self.refilter(catalog, collection);
            }
            Message::AffiliationPicked(choice) => {
                self.affiliation = choice;
                self.rejoin(catalog);
                self.refilter(catalog, collection);
            }
            Message::RankPicked(RankChoice(rank)) => {
                self.filter.rank = rank;
                self.refilter(catalog, collection);
            }
            Message::EternalPicked(EternalChoice(eternal)) => {
                self.filter.eternal = eternal;
                self.refilter(catalog, collection);
            }
            Message::OwnedOnlyToggled(on) => {
                self.owned_only = on;
                self.refilter(catalog, collection);
            }
            Message::PageChanged(page) => {
                let page = page.min(self.page_count().saturating_sub(1));
                if page == self.page {
                    return Action::None;
                }
                self.page = page;
            }
            _ => return Action::None,
        }
        Action::ListToTop
    }

    fn set_limit(&mut self, limit: u32, catalog: &Catalog, collection: &Collection) {
        self.limit_error = None;
        if self.crew.reputation_limit != limit {
            self.crew.reputation_limit = limit;
            self.edited(catalog, collection);
        }
    }

    /// Records an edit: the rule check and any Boss-dependent filter follow the crew.
    fn edited(&mut self, catalog: &Catalog, collection: &Collection) {
        self.rechecked(catalog, collection);
        if self.affiliation == AffiliationChoice::BossCrew {
            self.refilter(catalog, collection);
        }
    }

    /// Records an edit and checks the crew again, leaving the catalog list as it is.
    fn rechecked(&mut self, catalog: &Catalog, collection: &Collection) {
        self.version += 1;
        let before = self.auto_played();
        self.report = validate(&self.crew, catalog);
        // Under Auto an edit (a bought item, a member) can make another of the Boss's
        // affiliations fit better: said, not switched in silence.
        if let (Some((boss, from)), Some((same_boss, to))) = (before, self.auto_played())
            && boss == same_boss
            && from != to
        {
            self.switched = Some(said!(
                "builder-auto-switched",
                from = from.as_str(),
                to = to.as_str()
            ));
        }
        self.fielding = collection.fielding(&self.crew);
        self.pointed = None;
        self.deck.refilter(&self.crew, catalog);
        self.rejoin(catalog);
    }

    /// Under Auto, the Boss's profile and the affiliation the check plays.
    fn auto_played(&self) -> Option<(String, String)> {
        if self.crew.affiliation.is_some() {
            return None;
        }
        let boss = &self.crew.members.get(self.crew.boss()?)?.model;
        let played = self.report.affiliation.as_ref()?;
        Some((boss.clone(), played.affiliation.clone()))
    }

    /// Works out again which models could join, while the browser shows them.
    pub(super) fn rejoin(&mut self, catalog: &Catalog) {
        self.joinable = if self.affiliation == AffiliationChoice::BossCrew {
            edit::joinable(&self.crew, catalog)
        } else {
            Vec::new()
        };
    }

    /// Re-runs the catalog search after a filter or crew change. "Can join this
    /// crew" asks the crew check which models could join (see [`edit::joinable`]).
    pub(super) fn refilter(&mut self, catalog: &Catalog, collection: &Collection) {
        self.filter.affiliations = match &self.affiliation {
            AffiliationChoice::One(name) => vec![name.clone()],
            AffiliationChoice::All | AffiliationChoice::BossCrew => Vec::new(),
        };
        self.results = catalog.search(&self.filter);
        // The crew's own members stay listed, though another of them could not join
        // and, under "Owned only", owned or not: they are what the player looks up and
        // counts miniatures for.
        let models = catalog.models();
        let kept = |i: usize| self.crew.has_model(&models[i].id);
        if self.affiliation == AffiliationChoice::BossCrew && self.crew.boss().is_some() {
            let joinable = &self.joinable;
            self.results
                .retain(|&i| kept(i) || joinable.get(i).is_some_and(|ranks| !ranks.is_empty()));
        }
        if self.owned_only {
            self.results
                .retain(|&i| kept(i) || collection.available(&models[i].id) > 0);
        }
        self.page = self.page.min(self.page_count().saturating_sub(1));
    }
}
