//! Controls with a name: a widget id that tests find them by, whatever the language of
//! their label, and that the layout and stability tests name them by. iced's buttons
//! carry no id of their own, so the control sits in a container that does, the size
//! of the control.

use iced::Element;
use iced::widget::{Container, Id, container};

/// `control` under the widget id `id`.
pub fn named<'a, Message: 'a>(
    id: impl Into<Id>,
    control: impl Into<Element<'a, Message>>,
) -> Container<'a, Message> {
    container(control).id(id)
}
