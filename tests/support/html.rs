//! The printable roster sheet read back. It is parsed as strict XML, so a tag left
//! open or closed twice fails the test, and its parts are found by class.

use roxmltree::{Document, Node, ParsingOptions};

/// The sheet parsed, failing the test (with the parser's line and column) when it is
/// not well-formed.
pub fn parse(html: &str) -> Document<'_> {
    let options = ParsingOptions {
        allow_dtd: true,
        ..ParsingOptions::default()
    };
    Document::parse_with_options(html, options)
        .unwrap_or_else(|error| panic!("the roster sheet is not well-formed: {error}"))
}

/// Whether `node` is an element with `class` among its classes.
pub fn has_class(node: &Node<'_, '_>, class: &str) -> bool {
    node.attribute("class")
        .is_some_and(|classes| classes.split_whitespace().any(|c| c == class))
}

/// The text of `node` and everything in it, a space between the texts of elements
/// (table cells read "3 Card 2"), each run of white space made one space.
pub fn text_of(node: &Node<'_, '_>) -> String {
    let texts: Vec<&str> = node
        .descendants()
        .filter(Node::is_text)
        .filter_map(|n| n.text())
        .collect();
    texts
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The elements with `class`, in document order.
pub fn with_class<'a, 'i>(doc: &'a Document<'i>, class: &str) -> Vec<Node<'a, 'i>> {
    doc.descendants()
        .filter(|n| n.is_element() && has_class(n, class))
        .collect()
}

/// The text of each element with `class`, in document order.
pub fn texts(doc: &Document<'_>, class: &str) -> Vec<String> {
    with_class(doc, class).iter().map(text_of).collect()
}

/// The elements named `tag`, in document order.
pub fn tagged<'a, 'i>(doc: &'a Document<'i>, tag: &str) -> Vec<Node<'a, 'i>> {
    doc.descendants().filter(|n| n.has_tag_name(tag)).collect()
}
