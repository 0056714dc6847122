//! The app's text fields: iced's, telling their placeholder ([`told`]), which a player
//! reads only while the field is empty.

use super::told::told;
use iced::widget::Id;
use iced::widget::text_input::{self, TextInput};
use iced::{Element, Font, Length, Padding, Pixels, Theme};

/// A text field showing `value`, and `placeholder` while it is empty.
pub fn field<'a, Message: Clone + 'a>(placeholder: &str, value: &str) -> Field<'a, Message> {
    Field {
        input: TextInput::new(placeholder, value),
        placeholder: placeholder.to_owned(),
    }
}

/// A text field and the placeholder it tells; set up as iced's, and made an element at
/// last.
pub struct Field<'a, Message> {
    /// The field.
    input: TextInput<'a, Message>,
    /// What it shows while empty.
    placeholder: String,
}

impl<'a, Message: Clone + 'a> Field<'a, Message> {
    /// The widget id tests and focus find it by.
    pub fn id(mut self, id: impl Into<Id>) -> Self {
        self.input = self.input.id(id);
        self
    }

    /// The message sent as the text changes; without one the field is read-only.
    pub fn on_input(mut self, on_input: impl Fn(String) -> Message + 'a) -> Self {
        self.input = self.input.on_input(on_input);
        self
    }

    /// The message sent when Enter is pressed in it.
    pub fn on_submit(mut self, message: Message) -> Self {
        self.input = self.input.on_submit(message);
        self
    }

    /// Its width.
    pub fn width(mut self, width: impl Into<Length>) -> Self {
        self.input = self.input.width(width);
        self
    }

    /// The room around its text.
    pub fn padding(mut self, padding: impl Into<Padding>) -> Self {
        self.input = self.input.padding(padding);
        self
    }

    /// The size of its text.
    pub fn size(mut self, size: impl Into<Pixels>) -> Self {
        self.input = self.input.size(size);
        self
    }

    /// The font of its text.
    pub fn font(mut self, font: Font) -> Self {
        self.input = self.input.font(font);
        self
    }

    /// Its look.
    pub fn style(
        mut self,
        style: impl Fn(&Theme, text_input::Status) -> text_input::Style + 'a,
    ) -> Self {
        self.input = self.input.style(style);
        self
    }
}

impl<'a, Message: Clone + 'a> From<Field<'a, Message>> for Element<'a, Message> {
    fn from(field: Field<'a, Message>) -> Element<'a, Message> {
        // A field with no placeholder tells nothing.
        let said = Some(field.placeholder).filter(|p| !p.is_empty());
        told(field.input, said)
    }
}
