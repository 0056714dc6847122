//! The app's pick lists: iced's, telling their options and placeholder ([`told`]), which
//! a player reads only once the list is opened or while nothing is chosen.

use super::told::told;
use iced::widget::pick_list::{self, PickList};
use iced::{Element, Length, Padding, Pixels, Theme};
use std::borrow::Borrow;

/// A pick list of `options`, `selected` shown, `on_select` sent when one is picked.
pub fn picker<'a, T, L, V, Message>(
    options: L,
    selected: Option<V>,
    on_select: impl Fn(T) -> Message + 'a,
) -> Picker<'a, T, L, V, Message>
where
    T: ToString + PartialEq + Clone + 'a,
    L: Borrow<[T]> + 'a,
    V: Borrow<T> + 'a,
    Message: Clone + 'a,
{
    let told = options.borrow().iter().map(ToString::to_string).collect();
    Picker {
        list: PickList::new(options, selected, on_select),
        told,
    }
}

/// A pick list and the texts it tells; set up as iced's, and made an element at last.
pub struct Picker<'a, T, L, V, Message>
where
    T: ToString + PartialEq + Clone,
    L: Borrow<[T]> + 'a,
    V: Borrow<T> + 'a,
{
    /// The pick list.
    list: PickList<'a, T, L, V, Message>,
    /// Its options, and its placeholder once it has one.
    told: Vec<String>,
}

impl<'a, T, L, V, Message> Picker<'a, T, L, V, Message>
where
    T: ToString + PartialEq + Clone + 'a,
    L: Borrow<[T]> + 'a,
    V: Borrow<T> + 'a,
    Message: Clone + 'a,
{
    /// What it shows while nothing is chosen.
    pub fn placeholder(mut self, placeholder: String) -> Self {
        if !placeholder.is_empty() {
            self.told.push(placeholder.clone());
        }
        self.list = self.list.placeholder(placeholder);
        self
    }

    /// Its width.
    pub fn width(mut self, width: impl Into<Length>) -> Self {
        self.list = self.list.width(width);
        self
    }

    /// The room around its text.
    pub fn padding(mut self, padding: impl Into<Padding>) -> Self {
        self.list = self.list.padding(padding);
        self
    }

    /// The most room its open menu takes (it scrolls beyond): a long menu opened
    /// low in the window grows upward, and over whatever lies above it.
    pub fn menu_height(mut self, height: impl Into<Length>) -> Self {
        self.list = self.list.menu_height(height);
        self
    }

    /// The size of its text.
    pub fn text_size(mut self, size: impl Into<Pixels>) -> Self {
        self.list = self.list.text_size(size);
        self
    }

    /// Its look.
    pub fn style(
        mut self,
        style: impl Fn(&Theme, pick_list::Status) -> pick_list::Style + 'a,
    ) -> Self {
        self.list = self.list.style(style);
        self
    }
}

impl<'a, T, L, V, Message> From<Picker<'a, T, L, V, Message>> for Element<'a, Message>
where
    T: ToString + PartialEq + Clone + 'a,
    L: Borrow<[T]> + 'a,
    V: Borrow<T> + 'a,
    Message: Clone + 'a,
{
    fn from(picker: Picker<'a, T, L, V, Message>) -> Element<'a, Message> {
        told(picker.list, picker.told)
    }
}
