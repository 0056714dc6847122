//! Unit tests of the crew code's layout (the round trips and refusals through the
//! public API are in tests/code.rs).

use super::*;

#[test]
fn exp_golomb_codes_read_back_and_have_the_length_counted() {
    for k in [0, 2, 3, 8] {
        for value in [
            0,
            1,
            2,
            7,
            255,
            256,
            350,
            10_000,
            u64::from(u32::MAX),
            u64::MAX,
        ] {
            let mut bits = Bits::default();
            bits.eg(k, value);
            assert_eq!(bits.len(), eg_len(k, value), "k {k}, {value}");
            bits.put(4, 0b1011);
            let symbols: Vec<u8> = bits.symbols().collect();
            let mut reader = Reader::new(&symbols);
            assert_eq!(reader.eg(k), Ok(value), "k {k}");
            assert_eq!(reader.take(4), Ok(0b1011));
            assert_eq!(reader.finish(), Ok(()));
        }
    }
}

/// The payload of a crew of one member, whose model is `model` written in 16 bits.
fn one_member(model: u64) -> Bits {
    let mut bits = Bits::default();
    bits.eg(8, 350);
    bits.eg(0, 0);
    bits.put(1, 0);
    bits.eg(2, 0);
    for width in [16, 1, 1] {
        bits.put(WIDTH_BITS, width - 1);
    }
    bits.eg(0, 1);
    bits.put(16, model);
    bits.put(RANK_BITS, 0);
    bits.put(1, 1);
    bits.eg(0, 0);
    bits.eg(0, 0);
    bits.eg(0, 0);
    bits.eg(3, 0);
    bits
}

#[test]
fn a_number_beyond_the_lists_is_from_a_newer_app() {
    let catalog = Catalog::bundled().unwrap();
    let models = count(catalog.code_numbers().models.len());
    let crew = decode(
        &symbols::wrap(PREFIX, CODE_VERSION, &one_member(models - 1)),
        &catalog,
    )
    .unwrap();
    assert_eq!(crew.members.len(), 1);
    let error = decode(
        &symbols::wrap(PREFIX, CODE_VERSION, &one_member(models)),
        &catalog,
    )
    .unwrap_err();
    assert_eq!(
        error,
        CodeError::UnknownNumber {
            kind: Kind::Model,
            number: models
        }
    );
    assert!(crate::words::code::crew_code(&error).contains("made by a newer Gotham Companion"));
}

#[test]
fn bits_left_over_after_the_crew_are_refused() {
    // 58 bits: the last symbol has two bits of padding.
    assert_eq!(one_member(0).len(), 58);
    // A one in the padding, and a whole symbol of zeros more.
    for (width, value) in [(1, 1), (7, 0)] {
        let mut bits = one_member(0);
        bits.put(width, value);
        let catalog = Catalog::bundled().unwrap();
        assert_eq!(
            decode(&symbols::wrap(PREFIX, CODE_VERSION, &bits), &catalog),
            Err(CodeError::Damaged),
            "{width}"
        );
    }
}

#[test]
fn a_reputation_limit_of_350_takes_eleven_bits() {
    assert_eq!(eg_len(8, 350), 11);
}

#[test]
fn widths_cover_the_largest_number() {
    assert_eq!(width([0].into_iter()), 1);
    assert_eq!(width(std::iter::empty()), 1);
    assert_eq!(width([666, 3].into_iter()), 10);
    assert_eq!(width([count(MAX_NUMBERS - 1)].into_iter()), 16);
}

#[test]
fn a_name_is_cut_between_characters() {
    let name = "é".repeat(200);
    let kept = fitting_name(&name, 0);
    assert!(kept.len() < name.len());
    assert!(name.starts_with(kept));
    let bits = eg_len(3, count(kept.len())) + 8 * kept.len();
    assert!(PREFIX.len() + 1 + bits.div_ceil(5) + CHECK_SYMBOLS <= MAX_LENGTH);
}
