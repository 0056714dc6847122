//! Crew codes (issue 14, part 1): round trips, the length budget, damaged and newer
//! codes refused, the permanent numbers, the `code` subcommands and Paste code in the
//! app.

mod support;

use gotham_companion::app::{self, Message, Screen};
use gotham_companion::bmg::code::{self, CODE_VERSION, CodeError, Kind, MAX_LENGTH, RANKS};
use gotham_companion::bmg::traits::{I_WILL_BREAK_YOU, I_WILL_BREAK_YOU_KEY};
use gotham_companion::bmg::{Catalog, Crew, Member, Rank};
use gotham_companion::screen::{builder, crews};
use gotham_companion::storage;
use iced::keyboard;
use iced_test::{Error, selector};
use proptest::prelude::*;
use proptest::sample::select;
use serde_json::Value;
use std::process::{Command, Output};
use std::sync::OnceLock;
use support::named::press;
use support::{apply, simulator};

/// A code error as a player reads it.
fn said(error: &CodeError) -> String {
    gotham_companion::words::code::crew_code(error)
}

/// Crockford's base 32, the symbols of a code by value.
const ALPHABET: &str = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// The bundled catalog, loaded once for the whole file.
fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(support::catalog)
}

fn examples() -> Vec<Crew> {
    storage::example_crews().expect("the example crews load")
}

/// `code` decoded, and coded again to the same text.
fn round_trip(crew: &Crew) -> (String, Crew) {
    let code = code::encode(crew, catalog()).expect("the crew has a code");
    let back = code::decode(&code, catalog()).expect("the code reads back");
    assert_eq!(code::encode(&back, catalog()).as_ref(), Ok(&code), "{code}");
    (code, back)
}

/// A code whose version symbol is `version` and whose check is made again, as a newer
/// Gotham Companion would make it (the prefix, version and check stay as they are in
/// every version).
fn with_version(code: &str, version: char) -> String {
    let value = |c: char| ALPHABET.find(c).expect("a code symbol") as u8;
    let symbol = |v: u64| ALPHABET.as_bytes()[(v & 31) as usize] as char;
    let mut body: Vec<u8> = code[2..code.len() - 7].chars().map(value).collect();
    body[0] = value(version);
    let check = u64::from(crc32fast::hash(&body));
    let mut out = "GC".to_owned();
    out.extend(body.iter().map(|&v| symbol(u64::from(v))));
    out.extend((0..7).rev().map(|place| symbol(check >> (5 * place))));
    out
}

/// The biggest crew a game realistically brings: 12 members with two items each, the
/// highest numbers of the catalog (the widest fields), a 20-card deck of 20 different
/// cards, an I Will Break You choice, the last affiliation, Eternal, the current rules
/// and the largest limit.
fn biggest_crew(name: &str) -> Crew {
    let models = catalog().models();
    let equipment = catalog().equipment();
    let cards = catalog().cards();
    let mut crew = Crew::new(name, "current", 10_000);
    crew.eternal = true;
    crew.affiliation = catalog().affiliations().last().cloned();
    for (i, model) in models.iter().rev().take(12).enumerate() {
        let mut member = Member::new(&model.id, RANKS[i % RANKS.len()]);
        member.boss = i == 0;
        member.equipment = equipment
            .iter()
            .rev()
            .skip(2 * i)
            .take(2)
            .map(|e| e.id.clone())
            .collect();
        crew.members.push(member);
    }
    crew.members[3].choices.insert(
        I_WILL_BREAK_YOU_KEY.to_owned(),
        I_WILL_BREAK_YOU[2].id().to_owned(),
    );
    crew.objective_deck = cards.iter().rev().take(20).map(|c| c.id.clone()).collect();
    crew
}

// --- Round trips and length -------------------------------------------------------

#[test]
fn every_example_crew_comes_back_equal_in_a_short_code() {
    for crew in examples() {
        let (code, back) = round_trip(&crew);
        assert_eq!(back, crew, "{}", crew.name);
        assert!(code.starts_with(&format!("GC{CODE_VERSION}")), "{code}");
        assert!(
            code.len() <= 110,
            "{}: {} characters",
            crew.name,
            code.len()
        );
        eprintln!("{}: {} characters: {code}", crew.name, code.len());
    }
}

#[test]
fn a_twelve_member_crew_with_equipment_and_a_20_card_deck_fits_200_characters() {
    let crew = biggest_crew("The Gotham Night Watch");
    let (code, back) = round_trip(&crew);
    eprintln!("biggest crew: {} characters: {code}", code.len());
    assert!(code.len() <= MAX_LENGTH, "{} characters", code.len());
    assert_eq!(back, crew, "the name fits whole beside the biggest crew");
}

#[test]
fn a_long_name_is_cut_between_characters_to_keep_the_code_within_200() {
    for name in ["Ω".repeat(300), "x".repeat(1_000), "Crew ".repeat(40)] {
        let crew = biggest_crew(&name);
        let (code, back) = round_trip(&crew);
        assert!(code.len() <= MAX_LENGTH, "{} characters", code.len());
        assert!(name.starts_with(&back.name) && back.name.len() < name.len());
        assert!(code.len() > MAX_LENGTH - 8, "the cut keeps what fits");
        assert_eq!(Crew { name, ..back }, crew);
    }
    // A small crew keeps a long name that fits whole.
    let mut crew = examples().remove(0);
    crew.name = "The Night Patrol of the Gotham City Police Department".to_owned();
    assert_eq!(round_trip(&crew).1, crew);
}

#[test]
fn an_empty_crew_and_unusual_decks_come_back_equal() {
    let empty = Crew::new("", "rulebook", 0);
    assert_eq!(round_trip(&empty).1, empty);
    // The deck's order is kept, copies apart or together.
    let mut crew = examples().remove(0);
    crew.objective_deck.reverse();
    crew.objective_deck.swap(0, 10);
    assert_eq!(round_trip(&crew).1, crew);
    // Two Bosses, a Vehicle rank and a limit no game uses: kept as they are.
    crew.members[1].boss = true;
    crew.members[2].rank = Rank::Vehicle;
    crew.reputation_limit = u32::MAX;
    assert_eq!(round_trip(&crew).1, crew);
}

#[test]
fn spaces_line_breaks_case_and_marks_pasted_around_a_code_are_forgiven() {
    let crew = examples().remove(1);
    let code = code::encode(&crew, catalog()).unwrap();
    let (head, tail) = code.split_at(40);
    let lowered = code.to_lowercase();
    let aliased = code.replace('1', "l").replace('0', "O");
    for pasted in [
        format!("  {code}\n"),
        format!("`{code}`"),
        format!("\"{code}\""),
        format!("{head}\n{tail}"),
        format!("{head} - {tail}"),
        format!("{head}\u{200b}{tail}"),
        lowered,
        aliased,
    ] {
        assert_eq!(
            code::decode(&pasted, catalog()).as_ref(),
            Ok(&crew),
            "{pasted:?}"
        );
    }
}

#[test]
fn a_code_quoted_as_spanish_chats_and_phones_write_it_is_read() {
    let crew = examples().remove(0);
    let code = code::encode(&crew, catalog()).unwrap();
    for pasted in [
        format!("\u{ab}{code}\u{bb}"),
        format!("\u{201e}{code}\u{201c}"),
        format!("\u{bf}{code}?"),
        format!("\u{a1}{code}!"),
        format!("\u{2039}{code}\u{203a}"),
        format!("\u{200e}{code}"),
        format!("\u{200f}{code}\u{200f}"),
        format!("\u{2068}{code}\u{2069}"),
        format!("\u{202b}\u{ab}{code}\u{bb}\u{202c}."),
        format!("{code}\u{2026}"),
    ] {
        assert_eq!(
            code::decode(&pasted, catalog()).as_ref(),
            Ok(&crew),
            "{pasted:?}"
        );
    }
}

#[test]
fn a_code_uses_only_characters_chat_apps_leave_alone() {
    for crew in examples().iter().chain([&biggest_crew("Night Watch")]) {
        let code = code::encode(crew, catalog()).unwrap();
        assert!(code[2..].chars().all(|c| ALPHABET.contains(c)), "{code}");
        assert!(!code.contains(['_', '*', '~', '`', '|', 'I', 'L', 'O', 'U']));
    }
}

// --- Damaged and newer codes ------------------------------------------------------

#[test]
fn a_code_with_any_one_character_changed_is_refused() {
    for crew in examples().iter().chain([&biggest_crew("Night Watch")]) {
        let code = code::encode(crew, catalog()).unwrap();
        let chars: Vec<char> = code.chars().collect();
        for (position, &was) in chars.iter().enumerate() {
            for other in ALPHABET.chars().chain(['U', '_', 'é']) {
                if other == was {
                    continue;
                }
                let mut mangled = chars.clone();
                mangled[position] = other;
                let mangled: String = mangled.into_iter().collect();
                let result = code::decode(&mangled, catalog());
                assert!(result.is_err(), "{mangled} read as {result:?}");
            }
        }
    }
}

#[test]
fn a_code_with_a_character_lost_added_or_swapped_is_refused() {
    let code = code::encode(&examples().remove(2), catalog()).unwrap();
    let chars: Vec<char> = code.chars().collect();
    for position in 0..chars.len() {
        let mut lost = chars.clone();
        lost.remove(position);
        let mut added = chars.clone();
        added.insert(position, 'K');
        let mut swapped = chars.clone();
        swapped.swap(position, (position + 1) % chars.len());
        for mangled in [lost, added, swapped] {
            let mangled: String = mangled.into_iter().collect();
            if mangled != code {
                assert!(code::decode(&mangled, catalog()).is_err(), "{mangled}");
            }
        }
    }
    assert_eq!(
        code::decode(&code[..code.len() - 1], catalog()),
        Err(CodeError::Damaged)
    );
}

#[test]
fn refusals_say_what_is_wrong_in_one_line() {
    let code = code::encode(&examples().remove(0), catalog()).unwrap();
    let mut changed = code.clone().into_bytes();
    changed[30] = if changed[30] == b'A' { b'B' } else { b'A' };
    let changed = String::from_utf8(changed).unwrap();
    for (text, wanted, says) in [
        ("", CodeError::Empty, "no crew code"),
        ("  \n", CodeError::Empty, "no crew code"),
        (
            "hello",
            CodeError::NotACode,
            "not a Gotham Companion crew code",
        ),
        (changed.as_str(), CodeError::Damaged, "damaged"),
        ("GC1", CodeError::Damaged, "damaged"),
        (
            "GC1U",
            CodeError::BadCharacter {
                character: 'U',
                position: 4,
            },
            "'U' (character 4)",
        ),
    ] {
        let error = code::decode(text, catalog()).unwrap_err();
        assert_eq!(error, wanted, "{text:?}");
        let message = said(&error);
        assert!(message.contains(says), "{message}");
        assert_eq!(message.lines().count(), 1);
    }
}

#[test]
fn a_code_from_a_newer_version_is_refused_as_newer() {
    let code = code::encode(&examples().remove(0), catalog()).unwrap();
    // The same payload under a newer version, and one a newer layout may carry.
    for newer in [
        with_version(&code, '2'),
        with_version("GC1ZZZZZ0000000", 'Z'),
    ] {
        let error = code::decode(&newer, catalog()).unwrap_err();
        assert!(
            matches!(error, CodeError::Newer(v) if v > CODE_VERSION),
            "{newer}"
        );
        let message = said(&error);
        assert!(
            message.contains("made by a newer Gotham Companion"),
            "{message}"
        );
        assert!(message.contains("update the app"), "{message}");
    }
    // The helper makes a good check: this build's own version reads as before.
    assert_eq!(
        code::decode(&with_version(&code, '1'), catalog()),
        code::decode(&code, catalog())
    );
    // Version 0 was never written.
    assert_eq!(
        code::decode(&with_version(&code, '0'), catalog()),
        Err(CodeError::Damaged)
    );
}

#[test]
fn a_crew_with_an_id_outside_the_catalog_is_refused_by_name() {
    let mut crew = examples().remove(0);
    crew.members[1].model = "robin-from-another-catalog".to_owned();
    let error = code::encode(&crew, catalog()).unwrap_err();
    assert_eq!(
        error,
        CodeError::Unnumbered {
            kind: Kind::Model,
            id: "robin-from-another-catalog".to_owned()
        }
    );
    assert!(
        said(&error)
            .contains("model 'robin-from-another-catalog', which is not in the catalog in use")
    );

    let mut crew = examples().remove(0);
    crew.objective_deck = vec!["a-card".to_owned(); code::MAX_CARDS + 1];
    assert_eq!(
        code::encode(&crew, catalog()),
        Err(CodeError::TooManyCards(code::MAX_CARDS + 1))
    );
}

// --- The permanent numbers --------------------------------------------------------

/// The lists of `data/code-numbers.json` as committed when each last grew: how many
/// ids, and the CRC-32 of those ids joined by line breaks. A list may grow (then add
/// its new count and digest here); the numbered ids must never change.
const COMMITTED: [(&str, usize, u32); 7] = [
    ("rulesets", 2, 0x1d92_e911),
    ("affiliations", 21, 0x628f_9e7c),
    ("models", 667, 0xdc44_a20a),
    ("equipment", 273, 0xeb60_6823),
    ("cards", 376, 0x08a4_921a),
    ("choices", 1, 0x14ed_f072),
    ("choices/i-will-break-you", 3, 0x9f7b_3bc7),
];

#[test]
fn every_catalog_id_and_recruit_choice_has_a_code_number() {
    let missing = code::unnumbered(catalog());
    assert!(
        missing.is_empty(),
        "append these to data/code-numbers.json (tools/import-catalog.py --number-only): {missing:?}"
    );
}

#[test]
fn numbered_ids_never_change_place() {
    let numbers: Value =
        serde_json::from_str(include_str!("../data/code-numbers.json")).expect("JSON");
    let list = |section: &str| -> Vec<String> {
        let found = match section.split_once('/') {
            Some((_, key)) => numbers["choices"]
                .as_array()
                .and_then(|choices| choices.iter().find(|c| c["key"] == key))
                .map(|c| c["options"].clone()),
            None if section == "choices" => numbers["choices"]
                .as_array()
                .map(|choices| choices.iter().map(|c| c["key"].clone()).collect()),
            None => Some(numbers[section].clone()),
        };
        serde_json::from_value(found.unwrap_or(Value::Null)).expect("a list of ids")
    };
    for (section, count, digest) in COMMITTED {
        let ids = list(section);
        assert!(ids.len() >= count, "{section}: numbered ids were removed");
        let joined = ids[..count].join("\n");
        assert_eq!(
            crc32fast::hash(joined.as_bytes()),
            digest,
            "{section}: a numbered id changed or moved; numbers are permanent, append instead"
        );
    }
}

#[test]
fn a_known_crew_keeps_its_code() {
    // Written once with the committed numbers: a code shared today opens the same
    // crew in every later build, and the crew is coded the same.
    let mut crew = Crew::new("Pinned", "rulebook", 350);
    let mut batman = Member::new("batman-bushi", Rank::Leader);
    batman.boss = true;
    batman.equipment.push("gcpd-flashlight".to_owned());
    crew.members = vec![batman, Member::new("robin-1997", Rank::Sidekick)];
    crew.objective_deck = vec!["dirty-job".to_owned(); 3];
    const PINNED: &str = "GC19FA50SG0NWJTN3WM39DSQ6AS00HRXHYN";
    assert_eq!(code::encode(&crew, catalog()).as_deref(), Ok(PINNED));
    assert_eq!(code::decode(PINNED, catalog()), Ok(crew));
}

// --- Random crews and random text -------------------------------------------------

/// A crew of catalog ids, with anything else at random.
fn any_crew() -> impl Strategy<Value = Crew> {
    let catalog = catalog();
    let models: Vec<String> = catalog.models().iter().map(|m| m.id.clone()).collect();
    let items: Vec<String> = catalog.equipment().iter().map(|e| e.id.clone()).collect();
    let cards: Vec<String> = catalog.cards().iter().map(|c| c.id.clone()).collect();
    let rulesets: Vec<String> = catalog.rulesets().iter().map(|r| r.id.clone()).collect();
    let affiliations = catalog.affiliations().to_vec();
    let options: Vec<&'static str> = I_WILL_BREAK_YOU.iter().map(|o| o.id()).collect();
    let member = (
        select(models),
        select(RANKS.to_vec()),
        any::<bool>(),
        proptest::collection::vec(select(items), 0..4),
        proptest::option::of(select(options)),
    )
        .prop_map(|(model, rank, boss, equipment, choice)| {
            let mut member = Member::new(model, rank);
            member.boss = boss;
            member.equipment = equipment;
            if let Some(option) = choice {
                member
                    .choices
                    .insert(I_WILL_BREAK_YOU_KEY.to_owned(), option.to_owned());
            }
            member
        });
    (
        ".{0,40}",
        any::<u32>(),
        select(rulesets),
        any::<bool>(),
        proptest::option::of(select(affiliations)),
        proptest::collection::vec(member, 0..16),
        proptest::collection::vec((select(cards), 1usize..4), 0..14),
    )
        .prop_map(
            |(name, limit, ruleset, eternal, affiliation, members, deck)| Crew {
                name,
                ruleset,
                reputation_limit: limit,
                eternal,
                affiliation,
                members,
                objective_deck: deck
                    .into_iter()
                    .flat_map(|(card, copies)| std::iter::repeat_n(card, copies))
                    .collect(),
                // A code names ids, not the catalog the crew was saved with.
                catalog: None,
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Any crew of catalog ids comes back equal, its name cut only where the code
    /// would pass 200 characters; and any one character changed is refused.
    #[test]
    fn any_crew_comes_back_equal_and_any_change_is_refused(
        crew in any_crew(),
        position in any::<prop::sample::Index>(),
        other in select(ALPHABET.chars().collect::<Vec<char>>()),
    ) {
        let (code, back) = round_trip(&crew);
        if back.name != crew.name {
            prop_assert!(crew.name.starts_with(&back.name));
            prop_assert!(code.len() > MAX_LENGTH - 8 && (code.len() <= MAX_LENGTH || back.name.is_empty()));
        }
        prop_assert_eq!(Crew { name: crew.name.clone(), ..back }, crew);

        let mut chars: Vec<char> = code.chars().collect();
        let at = position.index(chars.len());
        if chars[at] != other {
            chars[at] = other;
            let mangled: String = chars.into_iter().collect();
            prop_assert!(code::decode(&mangled, catalog()).is_err(), "{}", mangled);
        }
    }

    /// Any text at all is refused in one line or read (and then it is a code this
    /// build writes), never a panic.
    #[test]
    fn any_text_is_read_or_refused_without_a_panic(
        text in prop_oneof![
            any::<String>(),
            "GC[0-9A-Za-z]{0,120}",
            "GC1[0-9A-HJKMNP-TV-Z]{0,200}",
        ],
    ) {
        match code::decode(&text, catalog()) {
            Ok(crew) => {
                let again = code::encode(&crew, catalog()).expect("a read crew has a code");
                prop_assert_eq!(code::decode(&again, catalog()).ok(), Some(crew));
            }
            Err(error) => prop_assert_eq!(said(&error).lines().count(), 1),
        }
    }

    /// Random payloads behind a good check and version: read or refused, never a panic
    /// or a huge crew.
    #[test]
    fn any_payload_with_a_good_check_is_read_or_refused(
        payload in "[0-9A-HJKMNP-TV-Z]{0,160}",
    ) {
        let code = with_version(&format!("GC1{payload}0000000"), '1');
        match code::decode(&code, catalog()) {
            Ok(crew) => prop_assert!(crew.objective_deck.len() <= code::MAX_CARDS),
            Err(error) => prop_assert_eq!(said(&error).lines().count(), 1),
        }
    }
}

// --- The command line -------------------------------------------------------------

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gotham-companion"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A refusal: exit 2, one line on stderr starting "error: ", nothing on stdout.
fn assert_refused(output: &Output, says: &str) {
    let err = stderr(output);
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("error: ") && err.contains(says), "{err}");
    assert!(stdout(output).is_empty());
}

#[test]
fn code_encode_and_decode_round_trip_every_example_crew() {
    let dir = tempfile::tempdir().unwrap();
    for crew in examples() {
        let file = dir.path().join("in.json");
        storage::save_crew(&file, &crew).unwrap();
        let output = run(&["code", "encode", file.to_str().unwrap()]);
        assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
        let printed = stdout(&output);
        assert_eq!(printed.lines().count(), 1, "{printed}");
        let code = printed.trim_end();
        assert_eq!(Ok(code.to_owned()), code::encode(&crew, catalog()));

        let out = dir.path().join(format!("{}.json", crew.members.len()));
        // Pasted in two parts, as a wrapped chat line may give it.
        let (head, tail) = code.split_at(50);
        let output = run(&[
            "code",
            "decode",
            head,
            tail,
            "--output",
            out.to_str().unwrap(),
        ]);
        assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
        assert!(stdout(&output).contains(&crew.name));
        let text = std::fs::read_to_string(&out).unwrap();
        assert_eq!(
            text,
            storage::crew_to_json(&crew),
            "the app's own crew format"
        );
        assert_eq!(storage::load_crew(&out).unwrap(), crew);
        // No temporary file is left beside it.
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(left.len(), 2, "{left:?}");
        std::fs::remove_file(&out).unwrap();
    }
}

#[test]
fn code_decode_refuses_a_bad_code_in_one_line_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.json");
    let path = out.to_str().unwrap();
    let code = code::encode(&examples().remove(0), catalog()).unwrap();
    let mut changed: Vec<char> = code.chars().collect();
    changed[20] = if changed[20] == 'Q' { 'R' } else { 'Q' };
    let changed: String = changed.into_iter().collect();
    let newer = with_version(&code, '2');
    for (text, says) in [
        (changed.as_str(), "damaged"),
        ("hello", "not a Gotham Companion crew code"),
        (newer.as_str(), "made by a newer Gotham Companion"),
    ] {
        assert_refused(&run(&["code", "decode", text, "--output", path]), says);
        assert!(!out.exists());
    }

    // An existing file is kept, unless --force replaces it.
    std::fs::write(&out, "keep me").unwrap();
    assert_refused(&run(&["code", "decode", &code, "-o", path]), "--force");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "keep me");
    let output = run(&["code", "decode", &code, "-o", path, "--force"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(storage::load_crew(&out).unwrap(), examples().remove(0));
}

#[test]
fn code_encode_refuses_an_unreadable_crew_or_one_outside_the_catalog() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.json");
    assert_refused(
        &run(&["code", "encode", missing.to_str().unwrap()]),
        "missing.json",
    );
    let mut crew = examples().remove(0);
    crew.objective_deck.push("a-card-of-the-future".to_owned());
    let file = dir.path().join("future.json");
    storage::save_crew(&file, &crew).unwrap();
    assert_refused(
        &run(&["code", "encode", file.to_str().unwrap()]),
        "objective card 'a-card-of-the-future', which is not in the catalog in use",
    );
}

// --- The app ----------------------------------------------------------------------

#[test]
fn paste_code_opens_the_crew_unsaved_ready_to_save() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app(dir.path());
    let crew = examples().remove(3);
    let code = code::encode(&crew, catalog()).unwrap();

    // A damaged code is refused where it was pasted, and nothing opens.
    let mut ui = simulator(&app);
    ui.click(selector::id(crews::id::CODE))?;
    ui.typewrite(&code[..code.len() - 1]);
    ui.tap_key(keyboard::key::Named::Enter);
    let messages: Vec<Message> = ui.into_messages().collect();
    apply(&mut app, messages);
    assert!(app.builder().is_none());
    simulator(&app).find(format!("Not opened: {}", said(&CodeError::Damaged)).as_str())?;

    // The whole code, pasted with a line break around it, opens the crew.
    let mut ui = simulator(&app);
    ui.click(selector::id(crews::id::CODE))?;
    ui.tap_key(keyboard::key::Named::End);
    ui.typewrite(&format!("{} ", &code[code.len() - 1..]));
    let messages: Vec<Message> = ui.into_messages().collect();
    apply(&mut app, messages);
    press(&mut app, crews::id::OPEN_CODE)?;
    assert_eq!(app.screen(), Screen::Builder);
    let builder = app.builder().expect("the crew is open");
    assert_eq!(builder.crew(), &crew);
    assert!(builder.is_dirty(), "nothing holds it yet");
    assert!(builder.path().is_none());
    assert!(app.title().contains('*'), "{}", app.title());
    assert!(storage::list_crews(dir.path()).unwrap().is_empty());

    press(&mut app, builder::id::SAVE)?;
    let saved = storage::list_crews(dir.path()).unwrap();
    assert_eq!(saved.len(), 1);
    // Saved, it records the catalog in use and its members' aliases there.
    let mut stamped = crew.clone();
    stamped.stamp(catalog());
    assert_eq!(saved[0].crew.as_deref().ok(), Some(&stamped));
    assert!(!app.builder().unwrap().is_dirty());
    Ok(())
}

#[test]
fn copy_code_in_the_list_and_the_builder_says_it_copied() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    storage::add_example_crews(dir.path()).unwrap();
    let mut app = support::app(dir.path());
    press(&mut app, crews::id::copy_code(0))?;
    let copied = |app: &app::App| match app.status() {
        Some(app::Status::Info(news)) => news.text().contains("Crew code copied"),
        _ => false,
    };
    assert!(copied(&app), "{:?}", app.status());

    press(&mut app, crews::id::open(0))?;
    apply(&mut app, [Message::StatusDismissed]);
    press(&mut app, builder::id::CODE)?;
    assert!(copied(&app), "{:?}", app.status());
    Ok(())
}

#[test]
fn copy_code_of_a_crew_outside_the_catalog_says_why_not() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut crew = examples().remove(0);
    crew.members[0].model = "a-model-of-another-catalog".to_owned();
    storage::save_crew(&dir.path().join("foreign.json"), &crew).unwrap();
    let mut app = support::app(dir.path());
    press(&mut app, crews::id::copy_code(0))?;
    match app.status() {
        Some(app::Status::Error(error)) => {
            assert!(
                error
                    .text()
                    .starts_with("No crew code: the crew holds model"),
                "{error}"
            );
            assert!(
                error.text().contains("'a-model-of-another-catalog'"),
                "{error}"
            );
        }
        other => panic!("expected an error, got {other:?}"),
    }
    Ok(())
}

#[test]
fn a_code_is_read_whatever_a_chat_left_around_it() {
    let out = run(&["code", "encode", "crews/night-patrol.json"]);
    let code = stdout(&out).trim().to_owned();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("crew.json");
    let file = file.to_str().unwrap();
    for pasted in [
        format!("-{code}"),
        format!("--{code}"),
        format!("{code}."),
        format!("  *{code}*, "),
        format!("({code})"),
        format!("_{code}_!"),
    ] {
        let output = run(&["code", "decode", &pasted, "--output", file, "--force"]);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{pasted}: {}",
            stderr(&output)
        );
        let decoded = storage::load_crew(std::path::Path::new(file)).unwrap();
        assert_eq!(decoded.name, "Night Patrol", "{pasted}");
    }
    // An option the command line does not know says what to type.
    let output = run(&["code", "decode", "-x", "--output", file]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("tip: to pass '-x' as a value, use '-- -x'"),
        "{}",
        stderr(&output)
    );
}
