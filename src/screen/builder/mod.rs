//! The crew builder: browse the catalog, read a model's profile, build the crew, and
//! see every crew-building rule checked live.
//!
//! Three panels side by side: the catalog browser (`browser`), the selected model's
//! profile (`profile`) and the crew with its totals and violations (`crew_panel`). In a
//! narrower window the profile shows in the catalog's place until it is closed.
//!
//! The builder's messages and state, with what the panels ask of it, live here; how
//! each message changes it in `update`; what its pickers offer in `choice`; the
//! objective deck builder in `deck`, and a member's line in `member`.

mod browser;
mod choice;
mod crew_panel;
pub mod deck;
pub mod id;
mod member;
mod profile;
mod update;

use crate::bmg::catalog::{Equipment, EternalFilter, ModelFilter, Rank};
use crate::bmg::collection::{Collection, Edit, Fielding};
use crate::bmg::traits::RecruitOption;
use crate::bmg::update::crews::{Renamed, Since, follow_renames};
use crate::bmg::{Catalog, Crew, Report, validate};
use crate::words::{Said, tr};
use iced::widget::{self, container, responsive, row};
use iced::{Element, Fill};
use std::path::PathBuf;

pub use choice::{
    AffiliationChoice, EquipmentChoice, EternalChoice, OptionName, PlayedChoice, RankChoice,
    RankName, RulesetChoice,
};

/// Catalog rows shown per page: laying out hundreds of rows each frame is slow.
pub const PAGE_SIZE: usize = 40;

/// A message of the crew builder.
#[derive(Debug, Clone)]
pub enum Message {
    /// The catalog search text changed.
    SearchChanged(String),
    /// Enter was pressed in the search field: show the first match.
    SearchSubmitted,
    /// An affiliation filter was picked.
    AffiliationPicked(AffiliationChoice),
    /// A rank filter was picked.
    RankPicked(RankChoice),
    /// An Eternal filter was picked.
    EternalPicked(EternalChoice),
    /// Another page of results was asked for.
    PageChanged(usize),
    /// "Owned only" was switched on or off: the list shows only the profiles some
    /// owned miniature plays.
    OwnedOnlyToggled(bool),
    /// The miniatures owned of the catalog model at this position: now this many.
    OwnedSet(usize, u8),
    /// The miniatures of the model at this catalog position play the profile of this
    /// id too, or no longer (an id, so that a profile the catalog removed can be
    /// unmarked).
    AlsoPlaysToggled(usize, String, bool),
    /// Add to the collection what the crew lacks.
    OwnCrew,
    /// The search for another profile a miniature also plays was edited.
    StandInSearchChanged(String),
    /// Mark every model the list shows (all its pages) owned once.
    OwnThese,
    /// A catalog model was selected, to show its profile.
    ModelSelected(usize),
    /// The profile was closed (in a narrow window, the catalog shows again).
    ProfileClosed,
    /// The model at this catalog position joined the crew in this rank.
    AddMember(usize, Rank),
    /// The member at this position left the crew.
    RemoveMember(usize),
    /// A member was clicked, to show its profile.
    MemberSelected(usize),
    /// A member now fills another of its ranks.
    MemberRankChanged(usize, Rank),
    /// A member was made the Boss.
    BossChosen(usize),
    /// Equipment was bought for a member.
    BuyEquipment(usize, EquipmentChoice),
    /// A member's equipment at this slot was given back.
    RemoveEquipment(usize, usize),
    /// The crew's name was edited.
    NameChanged(String),
    /// A Reputation limit preset was chosen.
    LimitPresetChosen(u32),
    /// The Reputation limit field was edited.
    LimitEdited(String),
    /// A ruleset was chosen.
    RulesetChosen(RulesetChoice),
    /// Eternal profiles were allowed or disallowed for this crew.
    EternalToggled(bool),
    /// The affiliation the crew plays was chosen (or left to the check).
    PlayedChosen(PlayedChoice),
    /// The member at this position had an option of its card's recruit-time choice
    /// picked (I Will Break You).
    OptionPicked(usize, RecruitOption),
    /// A violation was clicked, to point at its members (again to stop): the list of
    /// rules gives way to the members, who show it.
    ViolationToggled(usize),
    /// Show the broken rules in the members' place, or the members again.
    RulesToggled,
    /// Save the crew.
    Save,
    /// Copy the printable roster to the clipboard.
    CopyRoster,
    /// Copy the crew's code to the clipboard, to share it in a chat.
    CopyCode,
    /// Print the roster: write it as an HTML sheet and open it in the browser.
    PrintRoster,
    /// Open the objective deck builder.
    OpenDeck,
    /// A message of the objective deck builder.
    Deck(deck::Message),
}

/// What the builder asks the app to do.
#[derive(Debug)]
pub enum Action {
    /// Nothing beyond the builder's own state.
    None,
    /// Write the crew to its file (a new file when it has none yet).
    Save {
        /// The crew as it is now.
        crew: Crew,
        /// Its file, if it has been saved before.
        path: Option<PathBuf>,
        /// The edit count this save captures, handed back to [`State::saved`].
        version: u64,
    },
    /// Put this text on the clipboard.
    CopyToClipboard(String),
    /// Put the crew's code on the clipboard, or say why the crew has none.
    CopyCode(Result<String, Said>),
    /// Write the printable roster sheet of the crew called `name` and open it.
    PrintRoster {
        /// The crew's name, which names the file.
        name: String,
        /// The standalone HTML sheet.
        html: String,
    },
    /// Show the objective deck builder.
    ShowDeck,
    /// The catalog list holds new results: show it from its top, so that the first
    /// row seen is the best match.
    ListToTop,
    /// Change the player's collection.
    Collection(Edit),
    /// Tell the player this news on the status line.
    News(Said),
}

/// The crew builder's state.
#[derive(Debug)]
pub struct State {
    crew: Crew,
    path: Option<PathBuf>,
    report: Report,
    /// Edits made since the builder opened; a save records the count it captured.
    version: u64,
    saved_version: u64,
    filter: ModelFilter,
    affiliation: AffiliationChoice,
    results: Vec<usize>,
    page: usize,
    selected: Option<usize>,
    pointed: Option<usize>,
    /// News of the last edit for the status line: the affiliation Auto plays changed.
    switched: Option<Said>,
    /// Whether the broken rules show in the members' place.
    rules_open: bool,
    limit_text: String,
    limit_error: Option<Said>,
    deck: deck::DeckState,
    /// For each catalog model, whether it could join the crew as it is: the "can join
    /// this crew" filter, worked out again after each edit while that filter is on.
    joinable: Vec<Vec<Rank>>,
    /// The members read under a new id, because the catalog renamed their profile (the
    /// file keeps the old id until the crew is saved).
    renamed: Vec<Renamed>,
    /// What changed for the crew since the catalog it was saved with, once known, or why
    /// it cannot be told.
    history: Option<Result<Since, Said>>,
    /// The catalog installed here that changed the crew, where the crew records no
    /// catalog it was saved with (so what changed cannot be listed, only said).
    changed_by: Option<String>,
    /// Whether the collection fields the crew, worked out again after each edit.
    fielding: Fielding,
    /// Whether the catalog list shows only the profiles some owned miniature plays.
    owned_only: bool,
    /// The search for another profile the shown model's miniatures also play.
    stand_in_search: String,
}

impl State {
    /// Opens `crew` (saved at `path`, if it has been saved), counted against the
    /// player's `collection`.
    pub fn new(
        mut crew: Crew,
        path: Option<PathBuf>,
        catalog: &Catalog,
        collection: &Collection,
    ) -> State {
        let renamed = follow_renames(&mut crew, catalog);
        let report = validate(&crew, catalog);
        let limit_text = crew.reputation_limit.to_string();
        let deck = deck::DeckState::new(&crew, catalog);
        let mut state = State {
            crew,
            path,
            report,
            version: 0,
            saved_version: 0,
            filter: ModelFilter::default(),
            affiliation: AffiliationChoice::All,
            results: Vec::new(),
            page: 0,
            selected: None,
            pointed: None,
            switched: None,
            rules_open: false,
            limit_text,
            limit_error: None,
            deck,
            joinable: Vec::new(),
            renamed,
            history: None,
            changed_by: None,
            fielding: Fielding::default(),
            owned_only: false,
            stand_in_search: String::new(),
        };
        if state.crew.boss().is_some() {
            state.affiliation = AffiliationChoice::BossCrew;
            state.rejoin(catalog);
        }
        state.fielding = collection.fielding(&state.crew);
        state.refilter(catalog, collection);
        state
    }

    /// Opens `crew`, which no file holds yet (read from a crew code): it counts as an
    /// unsaved edit, so that a save creates its file and leaving it asks first.
    pub fn unsaved(crew: Crew, catalog: &Catalog, collection: &Collection) -> State {
        let mut state = State::new(crew, None, catalog, collection);
        state.version = 1;
        state
    }

    /// The crew as edited.
    pub fn crew(&self) -> &Crew {
        &self.crew
    }

    /// The file the crew was last saved to.
    pub fn path(&self) -> Option<&PathBuf> {
        self.path.as_ref()
    }

    /// The live rule check.
    pub fn report(&self) -> &Report {
        &self.report
    }

    /// The catalog position of the model whose profile shows.
    pub fn selected_model(&self) -> Option<usize> {
        self.selected
    }

    /// The catalog search text.
    pub fn search_text(&self) -> &str {
        &self.filter.text
    }

    /// Whether the broken rules show in the members' place.
    pub fn rules_open(&self) -> bool {
        self.rules_open
    }

    /// The members the chosen violation points at (none when no violation is chosen).
    pub fn pointed_members(&self) -> &[usize] {
        self.pointed
            .and_then(|i| self.report.violations.get(i))
            .map_or(&[], |v| v.members.as_slice())
    }

    /// Whether there are edits not yet saved.
    pub fn is_dirty(&self) -> bool {
        self.version != self.saved_version
    }

    /// Marks the crew as holding changes not saved yet: a draft brought back.
    pub fn mark_unsaved(&mut self) {
        self.version = self.saved_version + 1;
    }

    /// Records a finished save of the edits counted by `version`.
    pub fn saved(&mut self, path: PathBuf, version: u64) {
        self.path = Some(path);
        self.saved_version = version;
        // The file now records the catalog in use and the new ids.
        self.renamed.clear();
        self.history = None;
        self.changed_by = None;
    }

    /// The catalog in use changed: the crew is read and checked under `catalog`, and
    /// the catalog list starts again (its positions were the old catalog's). What
    /// changed since the crew's own catalog is looked up again by the app.
    pub fn catalog_changed(&mut self, catalog: &Catalog, collection: &Collection) {
        self.renamed.extend(follow_renames(&mut self.crew, catalog));
        self.history = None;
        self.selected = None;
        self.pointed = None;
        self.report = validate(&self.crew, catalog);
        self.deck = deck::DeckState::new(&self.crew, catalog);
        self.rejoin(catalog);
        self.fielding = collection.fielding(&self.crew);
        self.refilter(catalog, collection);
    }

    /// The player's collection, new or changed: the crew's fielding follows. The list
    /// stays as it is (a row set to 0 under "Owned only" keeps its place until the
    /// filters change), so that nothing moves under the pointer.
    pub fn collection_changed(&mut self, collection: &Collection) {
        self.fielding = collection.fielding(&self.crew);
    }

    /// Whether the collection fields the crew, and what is short.
    pub fn fielding(&self) -> &Fielding {
        &self.fielding
    }

    /// For the member profile `id`, with a collection recorded: "own 2 · crew uses 3"
    /// ("own 0 +1 stand-in" where another profile's miniatures play it), and whether
    /// the crew is short of it. Short enough to keep the member's line on one line.
    pub fn owned_line(&self, collection: &Collection, id: &str) -> Option<(String, bool)> {
        if collection.is_empty() {
            return None;
        }
        let uses = self.crew.members.iter().filter(|m| m.model == id).count();
        let owned = u32::from(collection.owned(id));
        let stand_ins = collection.available(id).saturating_sub(owned);
        let own = tr!("builder-own", owned = owned);
        let own = crate::words::collection::stand_ins(&own, stand_ins);
        Some((
            tr!("builder-owned-line", own = own, uses = uses),
            self.fielding.short_of(id).is_some(),
        ))
    }

    /// What changed for the crew since the catalog it was saved with arrived.
    pub fn set_history(&mut self, history: Result<Since, Said>) {
        self.history = Some(history);
    }

    /// The members read under a new id since the crew was opened.
    pub fn renamed(&self) -> &[Renamed] {
        &self.renamed
    }

    /// What changed for the crew since the catalog it was saved with, once known.
    pub fn history(&self) -> Option<&Result<Since, Said>> {
        self.history.as_ref()
    }

    /// Records that the catalog `by` changed the crew, which records no catalog it was
    /// saved with (none: no catalog marked it).
    pub fn set_changed_by(&mut self, by: Option<String>) {
        self.changed_by = by.filter(|_| self.crew.catalog.is_none());
    }

    /// The catalog that changed the crew, where the crew records none of its own.
    pub fn changed_by(&self) -> Option<&str> {
        self.changed_by.as_deref()
    }

    /// The equipment the member at `index` may carry, from the Boss's affiliations,
    /// leaving out what it already has.
    pub fn equipment_choices(&self, index: usize, catalog: &Catalog) -> Vec<EquipmentChoice> {
        let crew = &self.crew;
        let Some(member) = crew.members.get(index) else {
            return Vec::new();
        };
        let Some(boss) = crew
            .boss()
            .and_then(|b| catalog.model(&crew.members[b].model))
        else {
            return Vec::new();
        };
        let Some(model_index) = catalog.model_index(&member.model) else {
            return Vec::new();
        };
        let offered: Vec<(usize, &Equipment)> = catalog
            .equipment()
            .iter()
            .enumerate()
            .filter(|(i, item)| {
                boss.has_affiliation(&item.affiliation)
                    && !member.equipment.contains(&item.id)
                    && catalog.can_carry(*i, model_index, member.rank)
            })
            .collect();
        // A Boss of two affiliations is offered each one's Magazine: same name, same
        // price. Those twins name the affiliation that sells them.
        let twin = |item: &Equipment| {
            offered
                .iter()
                .filter(|(_, other)| other.name == item.name && other.funding == item.funding)
                .nth(1)
                .is_some()
        };
        offered
            .iter()
            .map(|&(i, item)| {
                let price = crate::words::numbers::dollars(item.funding);
                let label = if twin(item) {
                    tr!(
                        "builder-equipment-offer-of",
                        name = item.name.as_str(),
                        price = price,
                        affiliation = item.affiliation.as_str()
                    )
                } else {
                    tr!(
                        "builder-equipment-offer",
                        name = item.name.as_str(),
                        price = price
                    )
                };
                EquipmentChoice { index: i, label }
            })
            .collect()
    }

    /// Asks to save; the app performs it.
    pub fn save(&self) -> Action {
        Action::Save {
            crew: self.crew.clone(),
            path: self.path.clone(),
            version: self.version,
        }
    }

    /// Whether the model at catalog position `index` is listed under "Can join this
    /// crew" but could no longer join, since the crew changed after the list was made.
    fn no_longer_joins(&self, index: usize) -> bool {
        self.affiliation == AffiliationChoice::BossCrew
            && self.crew.boss().is_some()
            && self.joinable.get(index).is_some_and(Vec::is_empty)
    }

    /// The ranks the model at catalog position `index` would join in, while the
    /// browser lists the models that can join this crew.
    pub fn joins_as(&self, index: usize) -> Option<&[Rank]> {
        (self.affiliation == AffiliationChoice::BossCrew && self.crew.boss().is_some())
            .then(|| self.joinable.get(index).map(Vec::as_slice))
            .flatten()
            .filter(|ranks| !ranks.is_empty())
    }

    /// The search for another profile the shown model's miniatures also play.
    pub fn stand_in_search(&self) -> &str {
        &self.stand_in_search
    }

    /// Whether the list shows only the profiles some owned miniature plays.
    pub fn owned_only(&self) -> bool {
        self.owned_only
    }

    /// Whether a search or a filter narrows the list (so "I own these" means a choice,
    /// not the whole catalog).
    pub(super) fn narrowed(&self) -> bool {
        !self.filter.text.trim().is_empty()
            || self.filter.rank.is_some()
            || self.filter.eternal != EternalFilter::Include
            || self.affiliation != AffiliationChoice::All
    }

    /// Catalog positions of the models on the current page.
    pub fn page_models(&self) -> &[usize] {
        let start = (self.page * PAGE_SIZE).min(self.results.len());
        let end = (start + PAGE_SIZE).min(self.results.len());
        &self.results[start..end]
    }

    fn page_count(&self) -> usize {
        self.results.len().div_ceil(PAGE_SIZE).max(1)
    }

    /// The builder's three panels, or two where the window is too narrow for the
    /// profile to have a column of its own.
    pub fn view<'a>(
        &'a self,
        catalog: &'a Catalog,
        collection: &'a Collection,
    ) -> Element<'a, Message> {
        responsive(move |size| {
            let panels = if size.width >= THREE_PANELS {
                // The crew is where the work is: from about 1340 px wide its panel
                // has the room for its name beside its buttons and its ranks on one
                // line, which leaves its members that much more height.
                let crew_width = (size.width * CREW_SHARE).clamp(480.0, 580.0);
                row![
                    container(browser::view(self, catalog, collection))
                        .width(360)
                        .height(Fill),
                    container(profile::view(self, catalog, collection, false))
                        .width(Fill)
                        .height(Fill),
                    container(crew_panel::view(self, catalog, collection))
                        .width(crew_width)
                        .height(Fill),
                ]
            } else {
                let left = if self.selected.is_some() {
                    profile::view(self, catalog, collection, true)
                } else {
                    browser::view(self, catalog, collection)
                };
                row![
                    container(left).width(Fill).height(Fill),
                    container(crew_panel::view(self, catalog, collection))
                        .width(Fill)
                        .height(Fill),
                ]
            };
            panels.spacing(12).padding(12).into()
        })
        .into()
    }
}

impl State {
    /// The objective deck builder's state.
    pub fn deck(&self) -> &deck::DeckState {
        &self.deck
    }

    /// The objective deck builder for the open crew.
    pub fn view_deck<'a>(&'a self, catalog: &'a Catalog) -> Element<'a, Message> {
        self.deck
            .view(&self.crew, &self.report, catalog)
            .map(Message::Deck)
    }
}

/// The narrowest builder (logical pixels) with room for the catalog (360), a readable
/// profile (about 320) and the crew panel (480) side by side.
const THREE_PANELS: f32 = 1190.0;

/// The share of the window's width the crew panel takes beside the catalog and the
/// profile (between 480 and 580 px).
const CREW_SHARE: f32 = 0.42;

/// The alias of the member at `index`, or its raw id when the catalog lacks it.
fn member_alias(crew: &Crew, catalog: &Catalog, index: usize) -> String {
    let id = &crew.members[index].model;
    catalog
        .model(id)
        .map_or_else(|| id.clone(), |m| m.alias.clone())
}

/// Focuses the catalog search field.
pub fn focus_search<T>() -> iced::Task<T> {
    widget::operation::focus(id::SEARCH)
}
