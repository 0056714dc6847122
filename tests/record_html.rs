//! A player's record as an HTML page: well-formed, every name from a file escaped
//! wherever it is shown, four charts with their labels, numbers as each language writes
//! them, the dice without odds said plainly, empty sections said briefly, and no
//! English left in the Spanish page.

mod support;

use gotham_companion::bmg::record::{
    CardTally, CrewTally, Filters, Finish, Format, Line, Luck, Named, Record, Tally,
};
use gotham_companion::sheets::html::escape;
use gotham_companion::sheets::record::html;
use gotham_companion::words::Language;
use support::html::{parse, tagged, text_of};
use support::messages::say;

/// A player's name a file could hold, with every character HTML reads.
const SHADY_PLAYER: &str = "Ann <script>alert('x')</script> & \"Co\"";
/// A crew name of the same kind.
const SHADY_CREW: &str = "Night <b>Patrol</b> & Sons";
/// An opponent of the same kind.
const SHADY_OPPONENT: &str = "Bo <i>the</i> & Bold";
/// An objective card of the same kind.
const SHADY_CARD: &str = "Zorx <u>Qual</u> & Vemm";

/// A tally of `wins`, `draws`, `losses` and `unfinished` matches.
fn tally(wins: u32, draws: u32, losses: u32, unfinished: u32, vp: [i64; 2]) -> Tally {
    Tally {
        matches: wins + draws + losses + unfinished,
        wins,
        draws,
        losses,
        unfinished,
        vp_for: vp[0],
        vp_against: vp[1],
    }
}

/// One match of the record; `luck` is its attacks' chance of landing at most the
/// hits they landed.
fn line(day: &str, crew: &str, result: Finish, vp: [i32; 2], luck: Option<f64>) -> Line {
    Line {
        day: Some(day.to_owned()),
        crew: crew.to_owned(),
        boss: "Qwibble".to_owned(),
        affiliation: "Xanthor Guild".to_owned(),
        eternal: false,
        opponent: SHADY_OPPONENT.to_owned(),
        opponent_crew: "Murk Lantern".to_owned(),
        opponent_affiliation: String::new(),
        result,
        vp_for: vp[0],
        vp_against: vp[1],
        luck: Luck {
            attacks: 3,
            percentile: luck,
            ..Luck::default()
        },
    }
}

/// A record of four matches with two crews, two months, two cards and dice with odds.
fn record() -> Record {
    Record {
        player: SHADY_PLAYER.to_owned(),
        total: tally(2, 0, 1, 1, [1500, 9]),
        by_crew: vec![
            CrewTally {
                crew: SHADY_CREW.to_owned(),
                boss: "Qwibble".to_owned(),
                affiliation: "Xanthor Guild".to_owned(),
                tally: tally(1, 0, 1, 1, [1497, 6]),
            },
            CrewTally {
                crew: "Plonk Kettle".to_owned(),
                boss: String::new(),
                affiliation: String::new(),
                tally: tally(1, 0, 0, 0, [3, 3]),
            },
        ],
        by_opponent: vec![Named {
            name: SHADY_OPPONENT.to_owned(),
            tally: tally(2, 0, 1, 1, [1500, 9]),
        }],
        by_opponent_affiliation: vec![Named {
            name: String::new(),
            tally: tally(2, 0, 1, 1, [1500, 9]),
        }],
        objectives: vec![
            CardTally {
                card: SHADY_CARD.to_owned(),
                played: 3,
                scored: 2,
                failed: 1,
            },
            CardTally {
                card: "Grelb".to_owned(),
                played: 1,
                scored: 0,
                failed: 1,
            },
        ],
        by_month: vec![
            Named {
                name: "2026-03".to_owned(),
                tally: tally(1, 0, 1, 0, [1497, 3]),
            },
            Named {
                name: "2026-04".to_owned(),
                tally: tally(1, 0, 0, 1, [3, 6]),
            },
        ],
        luck: Luck {
            attacks: 14,
            without_odds: 2,
            hits: 11,
            expected_hits: 12.5,
            percentile: Some(0.583),
            recoveries: 3,
            recoveries_without_odds: 0,
            recovered: 1,
            expected_recoveries: 1.75,
            recovery_percentile: Some(0.25),
        },
        opponents_luck: Luck::default(),
        matches: vec![
            line(
                "2026-03-02",
                SHADY_CREW,
                Finish::Win,
                [1497, 0],
                Some(0.583),
            ),
            line("2026-03-20", SHADY_CREW, Finish::Loss, [0, 3], None),
            line("2026-04-01", "Plonk Kettle", Finish::Win, [3, 3], Some(0.1)),
            line(
                "2026-04-09",
                SHADY_CREW,
                Finish::Unfinished,
                [0, 3],
                Some(0.9),
            ),
        ],
    }
}

/// Some filters in force.
fn filters() -> Filters {
    Filters {
        since: Some("2026-03-01".to_owned()),
        until: Some("2026-04-30".to_owned()),
        crew: None,
        opponent: Some(SHADY_OPPONENT.to_owned()),
        format: Some(Format::Standard),
    }
}

/// The texts of the elements named `tag`.
fn tag_texts(page: &str, tag: &str) -> Vec<String> {
    let doc = parse(page);
    tagged(&doc, tag).iter().map(text_of).collect()
}

#[test]
fn names_from_files_are_escaped_wherever_they_are_shown() {
    for language in Language::ALL {
        let page = html(&record(), &filters(), language);
        // Well-formed XML: no `&` or `<` from a name is left raw.
        let doc = parse(&page);
        for tag in ["script", "b", "i", "u"] {
            assert!(tagged(&doc, tag).is_empty(), "<{tag}> from a name");
        }
        assert!(!page.contains("<script>"));
        // The title, the heading and nowhere raw.
        assert_eq!(page.matches(&escape(SHADY_PLAYER)).count(), 2, "{page}");
        let h1 = tag_texts(&page, "h1");
        assert_eq!(
            h1[0],
            say(language, "sheets-record-title", &[("player", SHADY_PLAYER)]),
            "{h1:?}"
        );
        assert!(tag_texts(&page, "title")[0].contains(SHADY_PLAYER));
        // The crew in its table row, its chart label and the chart's tooltip; the
        // opponent in the filters, its table and the tooltip of each match.
        assert!(page.matches(&escape(SHADY_CREW)).count() >= 3);
        assert!(page.matches(&escape(SHADY_OPPONENT)).count() >= 1 + 1 + 4 + 3);
        assert!(page.matches(&escape(SHADY_CARD)).count() >= 3);
        let cells = tag_texts(&page, "td");
        for name in [SHADY_CREW, SHADY_OPPONENT, SHADY_CARD] {
            assert!(cells.iter().any(|c| c == name), "{name} in {cells:?}");
        }
    }
}

#[test]
fn both_languages_make_a_page_in_their_language_with_four_labelled_charts() {
    for language in Language::ALL {
        let page = html(&record(), &filters(), language);
        assert!(page.starts_with("<!DOCTYPE html>"));
        assert!(page.contains(&format!("<html lang=\"{}\">", language.code())));
        assert_eq!(page.matches("<svg").count(), 4, "{}", language.code());
        let doc = parse(&page);
        let charts = tagged(&doc, "svg");
        for chart in &charts {
            assert_eq!(chart.attribute("role"), Some("img"));
            assert!(chart.attribute("aria-label").is_some_and(|l| !l.is_empty()));
        }
        // One bar per match, the unfinished one hollow; a point per match with odds.
        assert_eq!(page.matches("<rect class=\"match finished\"").count(), 3);
        assert_eq!(page.matches("<rect class=\"match unfinished\"").count(), 1);
        assert_eq!(page.matches("<circle class=\"luck\"").count(), 3);
        assert_eq!(page.matches("<g class=\"crew-bar\">").count(), 2);
        assert_eq!(page.matches("<g class=\"card-bars\">").count(), 2);
        assert!(page.contains("@media print"));
        assert!(!page.contains("<script"));
        assert_eq!(page.matches("http").count(), 4, "only the SVG namespace");
    }
}

#[test]
fn each_language_writes_its_numbers_months_and_days() {
    let english = html(&record(), &filters(), Language::English);
    for shown in [
        "12.5",
        "58.3%",
        "25.0%",
        "1500",
        "March 2026",
        "From 2026-03-01 to 2026-04-30",
    ] {
        assert!(english.contains(shown), "{shown}");
    }
    let spanish = html(&record(), &filters(), Language::Spanish);
    for shown in [
        "12,5",
        "1,8",
        "58,3\u{a0}%",
        "25,0\u{a0}%",
        "1.500",
        "marzo de 2026",
        "abril de 2026",
        "Del 01/03/2026 al 30/04/2026",
    ] {
        assert!(spanish.contains(shown), "{shown}");
    }
    assert!(!spanish.contains("58.3"));
    assert!(!spanish.contains("12.5"));
    let luck = tag_texts(&spanish, "p")
        .into_iter()
        .find(|p| p.contains("58,3"))
        .expect("the attacks' luck is said");
    assert!(luck.contains("impactos"), "{luck}");
}

#[test]
fn attacks_without_odds_are_said_plainly_instead_of_a_percentile() {
    let mut record = record();
    record.luck.without_odds = record.luck.attacks;
    record.luck.hits = 0;
    record.luck.expected_hits = 0.0;
    record.luck.percentile = None;
    for line in &mut record.matches {
        line.luck.percentile = None;
    }
    for language in Language::ALL {
        let page = html(&record, &Filters::default(), language);
        let said = escape(&say(language, "sheets-record-attacks-no-odds", &[]));
        assert!(page.contains(&said), "{}", language.code());
        // No sentence of the attacks' luck, and no percentile of theirs.
        let luck = say(language, "sheets-record-attacks-luck", &[("percent", "")]);
        let start = luck.split("  ").next().unwrap_or(&luck);
        assert!(!page.contains(&escape(start)), "{start}");
        assert!(!page.contains("58.3") && !page.contains("58,3"));
        assert!(page.contains(&escape(&say(language, "sheets-record-no-luck", &[]))));
        assert!(page.contains(&escape(&say(language, "sheets-record-all", &[]))));
        // The luck chart gives way to its note.
        assert_eq!(page.matches("<svg").count(), 3);
    }
    record.luck = Luck::default();
    let page = html(&record, &Filters::default(), Language::English);
    assert!(page.contains("No attack was worked out with the attack helper"));
    assert!(page.contains("No KO recovery was rolled in the app."));
}

#[test]
fn empty_sections_say_so_briefly() {
    let mut record = record();
    record.objectives.clear();
    record.by_month.clear();
    for language in Language::ALL {
        let page = html(&record, &Filters::default(), language);
        parse(&page);
        for id in ["sheets-record-no-objectives", "sheets-record-no-month"] {
            assert!(page.contains(&escape(&say(language, id, &[]))), "{id}");
        }
        assert_eq!(page.matches("<svg").count(), 3);
        assert!(!page.contains("card-bars"));
    }
}

#[test]
fn the_spanish_page_shows_no_english_heading_and_the_same_tags() {
    let english = html(&record(), &filters(), Language::English);
    let spanish = html(&record(), &filters(), Language::Spanish);
    let headings = |page: &str| {
        let mut all = tag_texts(page, "h2");
        all.extend(tag_texts(page, "h3"));
        all.extend(tag_texts(page, "th"));
        all
    };
    let (ours, theirs) = (headings(&english), headings(&spanish));
    assert_eq!(ours.len(), theirs.len());
    assert!(ours.len() >= 10);
    let spanish_text = text_of(&parse(&spanish).root());
    for heading in ours.iter().filter(|h| !h.is_empty()) {
        assert!(
            !spanish_text.contains(heading.as_str()),
            "\"{heading}\" left in English"
        );
    }
    let tags = |page: &str| -> Vec<String> {
        page.split('<')
            .skip(1)
            .map(|t| t.split([' ', '>']).next().unwrap_or_default().to_owned())
            .collect()
    };
    assert_eq!(tags(&english), tags(&spanish));
    let left = support::messages::english_in(&spanish, Language::Spanish);
    assert!(left.is_empty(), "English left: {left:?}");
}

#[test]
fn a_long_crew_name_is_cut_in_the_chart_and_whole_in_the_table() {
    let long = "Qwertyuiop Asdfghjkl Zxcvbnm Poiuytrewq";
    let mut record = record();
    record.by_crew[1].crew = long.to_owned();
    let page = html(&record, &Filters::default(), Language::English);
    let doc = parse(&page);
    let labels: Vec<String> = tagged(&doc, "text").iter().map(text_of).collect();
    // Isolated between FSI and PDI, as a name is where no markup may go.
    let cut = labels
        .iter()
        .filter_map(|l| l.strip_prefix('\u{2068}')?.strip_suffix('\u{2069}'))
        .find(|l| l.starts_with("Qwertyuiop"))
        .expect("the crew's label in the chart");
    assert!(
        cut.ends_with('…') && cut.chars().count() < long.chars().count(),
        "{cut}"
    );
    assert!(tag_texts(&page, "td").iter().any(|c| c == long));
    // Its bar's tooltip names it whole.
    assert!(
        tag_texts(&page, "title")
            .iter()
            .any(|t| t.starts_with(long))
    );
}
