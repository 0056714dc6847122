//! The bundled catalog and the load-time checks of a broken one.

use gotham_companion::bmg::Catalog;

#[test]
fn bundled_catalog_loads_every_record() {
    let catalog = Catalog::bundled().unwrap_or_else(|report| panic!("{report}"));
    assert_eq!(catalog.models().len(), 667);
    assert_eq!(catalog.equipment().len(), 273);
    assert_eq!(catalog.cards().len(), 376);
}
