//! The printable roster sheet: the HTML document with a card per member, read back;
//! text from files escaped; the rule problems on the sheet; "Print" in the app; and,
//! where headless Chromium and Poppler are installed, the sheet printed to PDF on A4
//! and Letter and turned into PNG pages.

mod support;

use gotham_companion::app::{Access, Screen, Status};
use gotham_companion::bmg::catalog::ObjectiveCard;
use gotham_companion::bmg::deck::CardKind;
use gotham_companion::bmg::{Crew, Member, Rank, validate};
use gotham_companion::screen::{builder, crews};
use gotham_companion::sheets::roster::{self, Format};
use gotham_companion::words::Language;
use gotham_companion::words::rules;
use iced_test::Error;
use proptest::prelude::*;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};
use support::crews::CATALOG;
use support::example_crew;
use support::html::{has_class, parse, tagged, text_of, texts, with_class};
use support::named::press;

/// The example crews' files.
const EXAMPLES: [&str; 4] = [
    "night-patrol.json",
    "clown-princes-court.json",
    "league-of-shadows.json",
    "the-iceberg-lounge.json",
];

/// The sheet of `crew`, checked as the app and the command line check it.
fn sheet(crew: &Crew) -> String {
    let report = validate(crew, &CATALOG);
    roster::render(crew, &CATALOG, &report, Format::Html, Language::English)
}

/// The deck's cards with their copies, in the order the sheet lists them.
fn deck_by_card(crew: &Crew) -> Vec<(&ObjectiveCard, usize)> {
    let mut groups: Vec<(&ObjectiveCard, usize)> = Vec::new();
    for id in &crew.objective_deck {
        let card = CATALOG.card(id).expect("a catalog card");
        match groups.iter_mut().find(|(seen, _)| seen.id == card.id) {
            Some((_, copies)) => *copies += 1,
            None => groups.push((card, 1)),
        }
    }
    groups
}

#[test]
fn every_example_crew_s_sheet_in_spanish_keeps_the_game_s_names_and_shows_no_english() {
    for file in EXAMPLES {
        let crew = example_crew(file);
        let report = validate(&crew, &CATALOG);
        let html = roster::render(&crew, &CATALOG, &report, Format::Html, Language::Spanish);
        assert!(html.contains("<html lang=\"es\">"), "{file}");
        let doc = parse(&html);
        let english_sheet = sheet(&crew);
        let english = parse(&english_sheet);
        for class in ["alias", "crew-name", "card-name"] {
            assert_eq!(
                texts(&doc, class),
                texts(&english, class),
                "{file}: {class}"
            );
        }
        let left = support::messages::english_in(&html, Language::Spanish);
        assert!(left.is_empty(), "{file}: English left: {left:?}");
        let text = roster::render(&crew, &CATALOG, &report, Format::Text, Language::Spanish);
        let left = support::messages::english_in(&text, Language::Spanish);
        assert!(
            left.is_empty(),
            "{file}: English left in the text roster: {left:?}"
        );
    }
}

#[test]
fn every_example_crew_has_a_card_per_member_and_every_deck_card() {
    for file in EXAMPLES {
        let crew = example_crew(file);
        let html = sheet(&crew);
        assert!(
            html.contains("<html lang=\"en\">"),
            "the sheet names its language"
        );
        let doc = parse(&html);
        assert_eq!(
            texts(&doc, "crew-name"),
            std::slice::from_ref(&crew.name),
            "{file}"
        );
        let title = text_of(&tagged(&doc, "title")[0]);
        assert!(title.starts_with(&crew.name), "{file}: {title}");

        // A card per member, in crew order, with its alias, rank, stat line and gear.
        let cards = with_class(&doc, "card");
        assert_eq!(cards.len(), crew.members.len(), "{file}");
        for (card, member) in cards.iter().zip(&crew.members) {
            let model = CATALOG.model(&member.model).expect("a catalog model");
            let text = text_of(card);
            let alias: Vec<String> = card
                .descendants()
                .filter(|n| has_class(n, "alias"))
                .map(|n| text_of(&n))
                .collect();
            assert_eq!(alias, std::slice::from_ref(&model.alias), "{file}");
            assert!(text.contains(&model.name), "{file}: {text}");
            assert!(text.contains(rules::rank(member.rank)), "{file}: {text}");
            assert_eq!(has_class(card, "boss"), member.boss, "{file}: {text}");
            let s = model.stats;
            let stats = format!(
                "WP END MOV ATT DEF STR {} {} {} {} {}+ {}+",
                s.willpower, s.endurance, s.movement, s.attack, s.defense, s.strength
            );
            assert!(text.contains(&stats), "{file}: {stats} not in {text}");
            for weapon in &model.weapons {
                assert!(text.contains(&weapon.name), "{file}: {text}");
                assert!(
                    text.contains(&roster::damage_text(weapon)),
                    "{file}: {text}"
                );
                for t in &weapon.traits {
                    assert!(text.contains(t.as_str()), "{file}: {t} not in {text}");
                }
            }
            for t in &model.traits {
                assert!(text.contains(t.as_str()), "{file}: {t} not in {text}");
            }
            for id in &member.equipment {
                let item = CATALOG.equipment_item(id).expect("catalog equipment");
                let priced = format!("{} (${}", item.name, item.funding);
                assert!(text.contains(&priced), "{file}: {priced} not in {text}");
            }
        }

        // Every deck card with its copies and VP, as a row of the deck table.
        let rows: Vec<String> = texts(&doc, "card-entry");
        let expected: Vec<String> = deck_by_card(&crew)
            .into_iter()
            .map(|(card, copies)| {
                let kind = rules::card_kind(CardKind::of(card));
                format!("{copies} {} {} {kind}", card.name, card.victory_points)
            })
            .collect();
        assert_eq!(rows, expected, "{file}");

        // The totals against their limits.
        let report = validate(&crew, &CATALOG);
        let rep = format!("{} / {}", report.reputation_used, report.reputation_limit);
        assert_eq!(texts(&doc, "reputation"), [rep], "{file}");
        let funding = format!("${} / ${}", report.funding_used, report.funding_available);
        assert_eq!(texts(&doc, "funding"), [funding], "{file}");
    }
}

#[test]
fn the_sheet_loads_nothing_and_prints_cards_whole() {
    let html = sheet(&example_crew("the-iceberg-lounge.json"));
    let doc = parse(&html);
    for tag in ["script", "link", "img", "iframe", "object", "embed"] {
        assert!(tagged(&doc, tag).is_empty(), "a <{tag}> in the sheet");
    }
    for node in doc.descendants().filter(|n| n.is_element()) {
        assert_eq!(node.attribute("src"), None);
        if let Some(href) = node.attribute("href") {
            assert!(href.starts_with('#'), "a link out of the sheet: {href}");
        }
    }
    let style = text_of(&tagged(&doc, "style")[0]);
    for remote in ["url(", "@import", "http"] {
        assert!(!style.contains(remote), "the stylesheet loads {remote}");
    }
    // Any paper: a margin in millimetres and no page size of its own.
    assert_eq!(style.matches("@page").count(), 1, "{style}");
    assert!(style.contains("@page { margin: 12mm; }"), "{style}");
    let card_rule = style
        .split('}')
        .find(|rule| rule.trim_start().starts_with(".card {"))
        .expect("a rule for cards");
    assert!(card_rule.contains("break-inside: avoid"), "{card_rule}");
    assert!(style.contains("@media print"), "{style}");
}

#[test]
fn text_from_files_comes_out_as_text() {
    let mut crew = example_crew("night-patrol.json");
    crew.name = "<script>alert('Joker & \"Harley\"')</script>".to_owned();
    crew.ruleset = "<b>house</b>".to_owned();
    crew.members
        .push(Member::new("<img src=x onerror=alert(1)>", Rank::Henchman));
    crew.members[0].equipment.push("</article><i>".to_owned());
    crew.objective_deck
        .push("<style>body{display:none}</style>".to_owned());
    let html = sheet(&crew);
    let doc = parse(&html);
    for tag in ["script", "img", "b", "i"] {
        assert!(tagged(&doc, tag).is_empty(), "a <{tag}> made of crew text");
    }
    assert_eq!(tagged(&doc, "style").len(), 1);
    assert_eq!(texts(&doc, "crew-name"), std::slice::from_ref(&crew.name));
    assert!(text_of(&tagged(&doc, "title")[0]).starts_with(&crew.name));
    assert!(texts(&doc, "meta")[0].contains("<b>house</b>"));
    let cards = with_class(&doc, "card");
    assert_eq!(cards.len(), crew.members.len());
    let unknown = text_of(cards.last().unwrap());
    assert!(
        unknown.contains("'<img src=x onerror=alert(1)>' is not in the catalog"),
        "{unknown}"
    );
    assert!(text_of(&cards[0]).contains("Unknown item '</article><i>'"));
    let rows = texts(&doc, "card-entry");
    assert!(
        rows.last()
            .unwrap()
            .contains("Unknown card '<style>body{display:none}</style>'"),
        "{rows:?}"
    );
}

/// Any character a crew file may hold, the markup's own most often.
fn any_text() -> impl Strategy<Value = String> {
    let special = prop::sample::select(vec![
        '<', '>', '&', '"', '\'', '\0', '\u{1}', '\u{1b}', '\u{85}', '\u{FFFE}', '\u{FFFF}', ']',
    ]);
    prop::collection::vec(prop_oneof![any::<char>(), special], 0..30)
        .prop_map(|chars| chars.into_iter().collect())
}

/// `name` as the sheet's text reads back: characters no document may hold replaced,
/// line ends as XML reads them.
fn as_read_back(name: &str) -> String {
    let kept: String = name
        .chars()
        .map(|c| match c {
            '\t' | '\n' | '\r' => c,
            '\u{FFFE}' | '\u{FFFF}' => '\u{FFFD}',
            c if c.is_control() => '\u{FFFD}',
            c => c,
        })
        .collect();
    kept.replace("\r\n", "\n").replace('\r', "\n")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Whatever a crew file holds, the sheet is well-formed and shows it as text.
    #[test]
    fn any_text_in_a_crew_file_makes_a_well_formed_sheet(
        name in any_text(),
        model in any_text(),
        item in any_text(),
        card in any_text(),
    ) {
        let mut crew = example_crew("league-of-shadows.json");
        crew.name = name.clone();
        crew.members.push(Member::new(model, Rank::Henchman));
        crew.members[0].equipment.push(item);
        crew.objective_deck.push(card);
        let html = sheet(&crew);
        let options = roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() };
        let doc = roxmltree::Document::parse_with_options(&html, options);
        prop_assert!(doc.is_ok(), "{:?}", doc.err());
        let doc = doc.unwrap();
        let h1 = tagged(&doc, "h1");
        prop_assert_eq!(h1.len(), 1);
        let shown: String = h1[0].descendants().filter(|n| n.is_text()).filter_map(|n| n.text()).collect();
        let expected = if name.trim().is_empty() { "Unnamed crew".to_owned() } else { as_read_back(&name) };
        prop_assert_eq!(shown, expected);
        prop_assert_eq!(with_class(&doc, "card").len(), crew.members.len());
        prop_assert!(tagged(&doc, "script").is_empty());
    }
}

#[test]
fn an_illegal_crew_has_its_rule_problems_on_the_sheet() {
    let mut crew = example_crew("night-patrol.json");
    crew.reputation_limit = 150;
    crew.members[1].boss = true;
    crew.objective_deck.truncate(5);
    let report = validate(&crew, &CATALOG);
    assert!(report.violations.len() >= 3, "{:#?}", report.violations);
    let html = sheet(&crew);
    let doc = parse(&html);

    let problems = with_class(&doc, "problems");
    assert_eq!(problems.len(), 1);
    let listed: Vec<String> = problems[0]
        .descendants()
        .filter(|n| n.has_tag_name("li"))
        .map(|n| text_of(&n))
        .collect();
    assert_eq!(listed.len(), report.violations.len());
    for (line, violation) in listed.iter().zip(&report.violations) {
        let message = rules::violation(violation)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        assert!(line.starts_with(&format!("[{}]", violation.code)), "{line}");
        assert!(line.contains(&message), "{line}");
    }
    let verdict = format!("{} rule problems", report.violations.len());
    assert!(texts(&doc, "verdict")[0].contains(&verdict));
    let over = texts(&doc, "over");
    let rep = format!("Reputation {} / 150", report.reputation_used);
    assert!(over.contains(&rep), "{over:?}");

    // The cards of the members involved point at their problems.
    for (index, card) in with_class(&doc, "card").iter().enumerate() {
        let involved = report.violations_of(index).count() > 0;
        assert_eq!(has_class(card, "broken"), involved, "member {index}");
        if involved {
            let links: Vec<&str> = card
                .descendants()
                .filter_map(|n| n.attribute("href"))
                .collect();
            assert!(!links.is_empty(), "member {index}");
            for link in links {
                let target = link.trim_start_matches('#');
                assert!(
                    doc.descendants().any(|n| n.attribute("id") == Some(target)),
                    "{link} points nowhere"
                );
            }
        }
    }
}

#[test]
fn a_legal_crew_says_so_and_lists_no_problems() {
    let html = sheet(&example_crew("night-patrol.json"));
    let doc = parse(&html);
    assert!(with_class(&doc, "problems").is_empty());
    assert_eq!(texts(&doc, "verdict"), ["Check Legal"]);
}

#[test]
fn an_empty_crew_prints_a_sheet_that_says_so() {
    let crew = Crew::new("", "rulebook", 350);
    let html = sheet(&crew);
    let doc = parse(&html);
    assert_eq!(texts(&doc, "crew-name"), ["Unnamed crew"]);
    assert_eq!(texts(&doc, "empty"), ["No members yet.", "No cards yet."]);
}

/// The crew list of an app whose crews folder holds Night Patrol; the crew opened.
fn app_with_night_patrol(dir: &Path, access: Access) -> Result<gotham_companion::app::App, Error> {
    fs::copy("crews/night-patrol.json", dir.join("night-patrol.json")).unwrap();
    let mut app = support::app_with(dir, access);
    press(&mut app, crews::id::open(0))?;
    assert_eq!(app.screen(), Screen::Builder);
    Ok(app)
}

#[test]
fn print_writes_the_sheet_and_says_where_when_no_browser_opens_it() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_night_patrol(dir.path(), Access::Write)?;
    press(&mut app, builder::id::PRINT)?;

    let path = dir.path().join("rosters").join("night-patrol.html");
    let html = fs::read_to_string(&path).expect("the sheet is written");
    let doc = parse(&html);
    let crew = example_crew("night-patrol.json");
    let aliases = texts(&doc, "alias");
    assert_eq!(aliases.len(), crew.members.len());
    assert_eq!(aliases[0], "Batman (Bushi)");
    // support::app opens nothing: the status line says where the sheet is.
    match app.status() {
        Some(Status::Error(news)) => {
            assert!(news.text().contains(&path.display().to_string()), "{news}");
            assert!(news.text().contains("no browser opened it"), "{news}");
        }
        other => panic!("{other:?}"),
    }
    // Printing again replaces the sheet; no temporary file is left beside it.
    press(&mut app, builder::id::PRINT)?;
    let names: Vec<String> = fs::read_dir(dir.path().join("rosters"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["night-patrol.html"]);
    Ok(())
}

/// The files the test opener was asked to open.
static OPENED: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

#[test]
fn print_opens_the_written_sheet() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_night_patrol(dir.path(), Access::Write)?;
    app.set_file_opener(|path| {
        OPENED.lock().unwrap().push(path.to_path_buf());
        Ok(())
    });
    press(&mut app, builder::id::PRINT)?;
    let path = dir.path().join("rosters").join("night-patrol.html");
    assert_eq!(*OPENED.lock().unwrap(), std::slice::from_ref(&path));
    assert!(path.is_file());
    match app.status() {
        Some(Status::Info(news)) => {
            // The launcher started: the news says so much, and no more (issue 23).
            assert!(news.text().contains("handed to your browser"), "{news}");
            assert!(!news.text().contains("opened in your browser"), "{news}");
            assert!(news.text().contains(&path.display().to_string()), "{news}");
        }
        other => panic!("{other:?}"),
    }
    Ok(())
}

#[test]
fn a_read_only_window_does_not_print() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_night_patrol(dir.path(), Access::ReadOnly)?;
    press(&mut app, builder::id::PRINT)?;
    assert!(!dir.path().join("rosters").exists());
    match app.status() {
        Some(Status::Error(news)) => {
            assert!(news.text().starts_with("Roster not printed"), "{news}");
            assert!(news.text().contains("read-only"), "{news}");
        }
        other => panic!("{other:?}"),
    }
    Ok(())
}

#[test]
fn the_crew_list_exports_the_sheet_to_a_file_ending_in_html() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = support::app_with_crews(dir.path(), &["night-patrol.json"]);
    let target = dir.path().join("out").join("patrol.html");
    fs::create_dir(dir.path().join("out")).unwrap();
    support::apply(
        &mut app,
        [
            gotham_companion::app::Message::Crews(
                gotham_companion::screen::crews::Message::ExportStarted(0),
            ),
            gotham_companion::app::Message::Crews(
                gotham_companion::screen::crews::Message::ExportPathChanged(
                    target.display().to_string(),
                ),
            ),
            gotham_companion::app::Message::Crews(
                gotham_companion::screen::crews::Message::ExportSubmitted(
                    gotham_companion::screen::crews::ExportKind::Roster,
                ),
            ),
        ],
    );
    let html = fs::read_to_string(&target).expect("the sheet is exported");
    assert_eq!(texts(&parse(&html), "crew-name"), ["Night Patrol"]);
}

/// The first of `names` that runs with `arg`, if any.
fn tool(names: &[&str], arg: &str) -> Option<String> {
    names.iter().find_map(|name| {
        Command::new(name)
            .arg(arg)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .ok()
            .map(|_| (*name).to_owned())
    })
}

/// Runs `command` to its end, failing the test after `limit`.
fn run_for(command: &mut Command, limit: Duration) -> std::process::ExitStatus {
    let mut child = command
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the tool starts");
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("the tool runs") {
            return status;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{command:?} took longer than {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The width and height of a PNG file, from its header.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "not a PNG");
    let number = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (number(16), number(20))
}

#[test]
fn the_sheet_prints_to_pdf_pages_on_a4_and_letter() {
    let chromium = tool(
        &[
            "chromium",
            "chromium-browser",
            "google-chrome",
            "google-chrome-stable",
        ],
        "--version",
    );
    let pdftoppm = tool(&["pdftoppm"], "-v");
    let (Some(chromium), Some(pdftoppm)) = (chromium, pdftoppm) else {
        eprintln!(
            "skipped: printing the roster to PDF needs headless Chromium and pdftoppm (poppler-utils)"
        );
        return;
    };
    let pdftotext = tool(&["pdftotext"], "-v");
    let crew = example_crew("the-iceberg-lounge.json");
    let html = sheet(&crew);
    let dir = tempfile::tempdir().unwrap();
    // The sheet follows the printer's paper; each paper is chosen here as a reader
    // would in the print dialog.
    for (paper, width_mm, height_mm) in [("A4", 210.0, 297.0), ("letter", 215.9, 279.4)] {
        let page = dir.path().join(format!("{paper}.html"));
        let chosen = format!("<style>@page {{ size: {paper}; }}</style>\n</head>");
        fs::write(&page, html.replacen("</head>", &chosen, 1)).unwrap();
        let pdf = dir.path().join(format!("{paper}.pdf"));
        let status = run_for(
            Command::new(&chromium)
                .arg("--headless")
                .arg("--no-sandbox")
                .arg("--disable-gpu")
                .arg("--no-pdf-header-footer")
                .arg(format!(
                    "--user-data-dir={}",
                    dir.path().join("profile").display()
                ))
                .arg(format!("--print-to-pdf={}", pdf.display()))
                .arg(format!("file://{}", page.display())),
            Duration::from_secs(180),
        );
        assert!(
            status.success() && pdf.is_file(),
            "{chromium} printed no PDF"
        );

        let prefix = dir.path().join(paper);
        let status = run_for(
            Command::new(&pdftoppm)
                .args(["-png", "-r", "40"])
                .arg(&pdf)
                .arg(&prefix),
            Duration::from_secs(120),
        );
        assert!(status.success(), "pdftoppm failed");
        let mut pages: Vec<PathBuf> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| {
                p.extension().is_some_and(|e| e == "png")
                    && p.file_name()
                        .is_some_and(|n| n.to_string_lossy().starts_with(&format!("{paper}-")))
            })
            .collect();
        pages.sort();
        assert!(!pages.is_empty(), "no page printed on {paper}");
        for png in &pages {
            let bytes = fs::read(png).unwrap();
            let (width, height) = png_size(&bytes);
            assert!(width > 0 && height > 0, "{}", png.display());
            let ratio = f64::from(width) / f64::from(height);
            let paper_ratio = width_mm / height_mm;
            assert!(
                (ratio - paper_ratio).abs() < 0.01,
                "{} is {width}x{height}, not {paper}",
                png.display()
            );
        }
        eprintln!("{paper}: {} pages", pages.len());

        // Every member and every card is on the paper, and no page is blank.
        if let Some(pdftotext) = &pdftotext {
            let text_file = dir.path().join(format!("{paper}.txt"));
            let status = run_for(
                Command::new(pdftotext).arg(&pdf).arg(&text_file),
                Duration::from_secs(60),
            );
            assert!(status.success(), "pdftotext failed");
            let text = fs::read_to_string(&text_file).unwrap();
            let pages_text: Vec<String> = text
                .split('\u{c}')
                .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
                .collect();
            let printed = pages_text.join(" ");
            for member in &crew.members {
                let alias = &CATALOG.model(&member.model).unwrap().alias;
                assert!(
                    printed.contains(alias.as_str()),
                    "{alias} not printed on {paper}"
                );
            }
            for (card, _) in deck_by_card(&crew) {
                let name = &card.name;
                assert!(
                    printed.contains(name.as_str()),
                    "{name} not printed on {paper}"
                );
            }
            let blank = pages_text
                .iter()
                .take(pages.len())
                .position(|p| p.is_empty());
            assert_eq!(blank, None, "a blank page on {paper}");
        }
    }
}
