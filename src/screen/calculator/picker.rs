//! The attacker's and the target's search: a field over the catalog's best matches,
//! ranked as the crew builder ranks them, each result a line that wraps rather than
//! running out of its box.

use super::{Message, ModelChoice};
use crate::bmg::Catalog;
use crate::bmg::catalog::ModelFilter;
use crate::theme;
use crate::widget;
use crate::widget::field::field;
use crate::words::tr;
use iced::Fill;
use iced::widget::{Column, column, text};

/// The most results listed under the field: the rest are a word away.
const SHOWN: usize = 6;

/// A search of the catalog that picks one model.
#[derive(Debug, Default)]
pub struct Picker {
    /// What is typed in the field (the picked model's name once one is picked).
    query: String,
    /// Whether the results show: from the first key until a pick.
    open: bool,
}

impl Picker {
    /// The field was edited: the results follow it.
    pub fn edit(&mut self, query: String) {
        self.open = !query.trim().is_empty();
        self.query = query;
    }

    /// A model was picked: the field shows it and the results close.
    pub fn picked(&mut self, choice: &ModelChoice) {
        self.query.clone_from(&choice.label);
        self.open = false;
    }

    /// The best match of the search, for Enter.
    pub fn best(&self, catalog: &Catalog) -> Option<ModelChoice> {
        self.results(catalog)
            .first()
            .map(|&i| ModelChoice::of(catalog, i))
    }

    /// The catalog positions the search finds, the best first.
    fn results(&self, catalog: &Catalog) -> Vec<usize> {
        if !self.open {
            return Vec::new();
        }
        catalog.search(&ModelFilter {
            text: self.query.clone(),
            ..ModelFilter::default()
        })
    }

    /// The field and, while a search is typed, its best matches.
    pub fn view<'a>(
        &'a self,
        placeholder: &str,
        catalog: &'a Catalog,
        on_input: fn(String) -> Message,
        on_pick: fn(ModelChoice) -> Message,
        on_submit: Message,
    ) -> Column<'a, Message> {
        let mut picker = column![
            field(placeholder, &self.query)
                .on_input(on_input)
                .on_submit(on_submit)
                .padding(8)
        ]
        .spacing(2);
        if !self.open {
            return picker;
        }
        let results = self.results(catalog);
        if results.is_empty() {
            return picker.push(text(tr!("calculator-no-match")).style(theme::muted));
        }
        for &index in results.iter().take(SHOWN) {
            let choice = ModelChoice::of(catalog, index);
            picker = picker.push(
                widget::button(text(choice.label.clone()).width(Fill))
                    .on_press(on_pick(choice))
                    .width(Fill)
                    .padding([6, 8])
                    .style(theme::list_button(false)),
            );
        }
        if results.len() > SHOWN {
            let more = results.len() - SHOWN;
            picker = picker.push(
                text(tr!("calculator-more-matches", count = more))
                    .size(theme::size::SMALL)
                    .style(theme::muted),
            );
        }
        picker
    }
}

/// The pickers' ranking is the builder's: exact names, then names that start so, then
/// names with every word, then the rest.
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joker_arkham_finds_the_joker_before_harley_quinn() {
        let catalog = Catalog::bundled().expect("the bundled catalog loads");
        let mut picker = Picker::default();
        picker.edit("joker arkham".into());
        let best = picker.best(&catalog).expect("a match");
        assert!(
            best.label.starts_with("Joker"),
            "the first match is {}",
            best.label
        );
        picker.picked(&best);
        assert!(picker.results(&catalog).is_empty(), "closed once picked");
    }
}
