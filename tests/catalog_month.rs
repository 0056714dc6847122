//! Catalog packs on a real month of data (issue 29): the community builder's data of
//! 2026-08-01 and 2026-08-20 (`../shared/reference/bmg/history/`), made into packs with
//! the importer and `catalog build` as a maintainer makes them. The change list as a
//! player reads it and as scripts read it, affiliation rules, crews across the month
//! (renamed members, Eternal, Doom Patrol and Watchmen, a $ changed through a renamed
//! trait target) with their outcome and its reasons, codes across the month, rollback.

mod support;

use gotham_companion::app::{Access, App, Message, Screen};
use gotham_companion::screen::catalog::{self, id};
use iced_test::{Error, selector};
use serde_json::{Value, json};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use support::named::{open, press};
use support::run_in as run;
use support::{app_with, apply, simulator};

/// The renamed profile of the month, declared when its pack is built.
const BATPOD: (&str, &str) = (
    "batman-dark-knight-rises-batpod",
    "batman-on-batpod-dark-knight-rises",
);

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The output of a run that exited 0.
fn ok(output: Output) -> String {
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    stdout(&output)
}

/// The month's two packs, built in `dir` as a maintainer builds them: the importer on
/// each day's reference data (the first extending the app's code numbers, the second
/// the first's), then `catalog build`.
struct Month {
    home: PathBuf,
    first: PathBuf,
    second: PathBuf,
}

impl Month {
    fn build(dir: &Path) -> Month {
        let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
        let history = manifest_dir.join("../shared/reference/bmg/history");
        assert!(
            history.join("2026-08-01/models.json").exists(),
            "the month's reference data is missing from {}",
            history.display()
        );
        let home = dir.join("home");
        let mut numbers = manifest_dir.join("data");
        let mut packs = Vec::new();
        for (day, renamed) in [("2026-08-01", None), ("2026-08-20", Some(BATPOD))] {
            let data = dir.join(day);
            fs::create_dir_all(&data).unwrap();
            fs::copy(
                numbers.join("code-numbers.json"),
                data.join("code-numbers.json"),
            )
            .unwrap();
            fs::copy(
                manifest_dir.join("data/rulesets.json"),
                data.join("rulesets.json"),
            )
            .unwrap();
            let imported = Command::new("python3")
                .arg(manifest_dir.join("tools/import-catalog.py"))
                .arg(history.join(day))
                .arg(&data)
                .output()
                .expect("python3 runs the importer");
            assert!(
                imported.status.success(),
                "{}",
                String::from_utf8_lossy(&imported.stderr)
            );
            let pack = dir.join(format!("btb-{day}.json"));
            let id = format!("btb-{day}");
            let mut args = vec![
                "catalog".to_owned(),
                "build".to_owned(),
                data.display().to_string(),
                "--id".to_owned(),
                id,
                "--date".to_owned(),
                day.to_owned(),
                "--output".to_owned(),
                pack.display().to_string(),
            ];
            if let Some((old, new)) = renamed {
                args.extend(["--renamed".to_owned(), format!("{old}={new}")]);
            }
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            ok(run(&home, &args));
            numbers = data;
            packs.push(pack);
        }
        let second = packs.pop().unwrap();
        let first = packs.pop().unwrap();
        Month {
            home,
            first,
            second,
        }
    }

    fn run(&self, args: &[&str]) -> Output {
        run(&self.home, args)
    }

    fn diff(&self, extra: &[&str]) -> String {
        let (first, second) = (self.first.to_str().unwrap(), self.second.to_str().unwrap());
        let mut args = vec!["catalog", "diff", first, second];
        args.extend_from_slice(extra);
        ok(self.run(&args))
    }

    /// Installs both packs, the first and then the second.
    fn install_both(&self) {
        for pack in [&self.first, &self.second] {
            ok(self.run(&["catalog", "install", pack.to_str().unwrap()]));
        }
    }
}

/// A crew file saved with `catalog`: the Boss first.
fn crew(
    dir: &Path,
    name: &str,
    catalog: &str,
    members: &[(&str, &str)],
    deck: &[(&str, usize)],
) -> PathBuf {
    let deck: Vec<&str> = deck
        .iter()
        .flat_map(|&(card, copies)| std::iter::repeat_n(card, copies))
        .collect();
    let members: Vec<Value> = members
        .iter()
        .enumerate()
        .map(|(i, (model, rank))| {
            json!({"model": model, "rank": rank, "boss": i == 0, "equipment": []})
        })
        .collect();
    let file = dir.join(format!("{name}.json"));
    let crew = json!({
        "format": "gotham-companion/crew", "version": 3, "name": name,
        "ruleset": "rulebook", "reputation_limit": 400, "eternal": false,
        "catalog": catalog, "members": members, "objective_deck": deck,
    });
    fs::write(&file, crew.to_string()).unwrap();
    file
}

/// A legal Doom Patrol deck of 20 cards: 11 of the crew's, 9 general.
const DOOM_DECK: [(&str, usize); 8] = [
    ("km-card-244", 3),
    ("km-card-245", 3),
    ("km-card-246", 3),
    ("km-card-247", 2),
    ("dirty-job", 3),
    ("stick-to-the-plan", 2),
    ("overdrive", 2),
    ("flanking", 2),
];

/// The Doom Patrol crew of 2026-08-01: The Chief with three Sidekicks (one more than
/// the rank limits allow) and Beast Boy - Human, not yet of Doom Patrol.
fn doom_patrol(dir: &Path) -> PathBuf {
    crew(
        dir,
        "doom-patrol",
        "btb-2026-08-01",
        &[
            ("the-chief", "Leader"),
            ("elasti-girl", "Sidekick"),
            ("crazy-jane", "Sidekick"),
            ("negative-man", "Sidekick"),
            ("beast-boy-human-teen-titans", "Henchman"),
        ],
        &DOOM_DECK,
    )
}

/// `validate --json` of one file: its `catalog` part.
fn catalog_json(month: &Month, file: &Path) -> Value {
    let out = stdout(&month.run(&["validate", "--json", file.to_str().unwrap()]));
    let json: Value = serde_json::from_str(&out).unwrap();
    json[0]["catalog"].clone()
}

#[test]
fn the_months_change_list_puts_what_alters_play_first_and_folds_the_renames() {
    let dir = tempfile::tempdir().unwrap();
    let month = Month::build(dir.path());
    let out = month.diff(&[]);
    let lines: Vec<&str> = out.lines().collect();
    // What alters play comes before the renames of printed names, grouped.
    for (heading, entries) in [
        ("New profiles (9):", &["Batman (High Seas)", "Spoiler"][..]),
        (
            "Profiles given a new id (1):",
            &[
                "Batman on Batpod (Dark Knight Rises) (was Batman Dark Knight Rises Batpod; new id batman-on-batpod-dark-knight-rises)",
            ],
        ),
        (
            "Profiles changed (4):",
            &[
                "Batman (Arkham Knight) (was Batman Arkham Knight): no longer Eternal",
                "Beast Boy - Human (Teen Titans): now also Doom Patrol",
                "Emperor Penguin (Unchained) (was Emperor Penguin Unchained): gains The Emperor",
                "Mr. Toxic: gains Scientific",
            ],
        ),
        (
            "Affiliation rules (2):",
            &[
                "Doom Patrol: now a closed crew (only Doom Patrol models may join); the standard rank limits no longer apply",
                "Watchmen: now a closed crew (only Watchmen models may join)",
            ],
        ),
        ("New equipment (34):", &["and 23 more"]),
        (
            "Equipment changed (3):",
            &["Ancient Weapon: needs in the crew Ra's al Ghul → Ra's Al Ghul"],
        ),
        (
            "Objective cards changed (1):",
            &["BACK TO ARKHAM: now also for Bruce Wayne, Batman (High Seas)"],
        ),
    ] {
        let at = lines
            .iter()
            .position(|l| *l == heading)
            .unwrap_or_else(|| panic!("{heading} not in:\n{out}"));
        for entry in entries {
            assert!(
                lines[at..].iter().any(|l| *l == format!("  {entry}")),
                "{entry:?} not under {heading}:\n{out}"
            );
        }
    }
    let folded = lines
        .iter()
        .position(|l| *l == "Printed names only (137 profiles, 3 equipment items):")
        .expect("the renames are folded");
    assert!(
        lines[folded + 1].contains("Bane Commander → Bane (Commander)")
            || lines[folded + 1].contains(" → ")
    );
    let played = lines
        .iter()
        .position(|l| *l == "Profiles changed (4):")
        .unwrap();
    assert!(played < folded, "what alters play comes first:\n{out}");
    // The renamed Batpod is one line, by name, and never by its old id alone.
    assert_eq!(
        out.matches("Batman on Batpod (Dark Knight Rises)").count(),
        1,
        "{out}"
    );
    assert!(
        lines.len() < 60,
        "a short list ({} lines):\n{out}",
        lines.len()
    );
    assert!(
        out.ends_with("(catalog diff --all lists every rename)\n"),
        "{out}"
    );

    // --all lists every rename, one per line.
    let all = month.diff(&["--all"]);
    assert!(
        all.contains("  Bane Commander → Bane (Commander)\n"),
        "{all}"
    );
    let renames = all
        .lines()
        .filter(|l| l.starts_with("  ") && l.contains(" → "))
        .count();
    assert!(renames >= 135, "{renames} renames:\n{all}");

    // A requirement that changed only because the profile it names was renamed, and
    // names the same profiles, is folded with the renames; --all lists it.
    for echo in [
        "Vigilante: gains Duo (Peacemaker), loses Duo (Peacemaker John Cena)",
        "Ivy's Snow Coat: needs in the crew Poison Ivy 1997 → Poison Ivy (1997)",
        "Father Teamwork: needs in the crew",
        "gains Required (Ratcatcher 2), loses Required (Ratcatcher 2 The Suicide Squad)",
    ] {
        assert!(!out.contains(echo), "{echo} listed as a change:\n{out}");
        assert!(all.contains(echo), "{echo} not in --all:\n{all}");
    }
    // A requirement that now names other profiles too is a change: the Riddler's
    // items may be carried by The Riddler (Arkham Knight) as well.
    assert!(out.contains("  Improved Armor: needs in the crew"), "{out}");
}

#[test]
fn the_months_change_list_in_json_has_one_entry_per_profile_and_the_affiliation_rules() {
    let dir = tempfile::tempdir().unwrap();
    let month = Month::build(dir.path());
    let diff: Value = serde_json::from_str(&month.diff(&["--json"])).unwrap();
    let changes = diff["changes"].as_array().unwrap();
    let count = |kind: &str, change: &str| {
        changes
            .iter()
            .filter(|c| c["kind"] == kind && c["change"] == change)
            .count()
    };
    assert_eq!(count("model", "added"), 9);
    assert_eq!(count("model", "removed"), 0);
    assert_eq!(count("model", "renamed"), 1);
    assert_eq!(count("model", "changed"), 141, "135 names alone and 6 more");
    assert_eq!(count("equipment", "added"), 34);
    assert_eq!(count("equipment", "changed"), 6);
    assert_eq!(count("card", "changed"), 1);
    assert_eq!(changes.len(), 194);
    // The renamed profile is one entry, under its old id, compared with what it became.
    let batpod: Vec<&Value> = changes
        .iter()
        .filter(|c| c["id"] == BATPOD.0 || c["id"] == BATPOD.1)
        .collect();
    assert_eq!(
        batpod,
        [
            &json!({"kind": "model", "id": BATPOD.0, "change": "renamed", "to_id": BATPOD.1,
            "fields": {"alias": ["Batman Dark Knight Rises Batpod", "Batman on Batpod (Dark Knight Rises)"]}})
        ]
    );
    let affiliations: Vec<&Value> = changes
        .iter()
        .filter(|c| c["kind"] == "affiliation")
        .collect();
    assert_eq!(
        affiliations,
        [
            &json!({"kind": "affiliation", "id": "Doom Patrol", "change": "changed", "fields": {
                "ignoreStandardRankRequirements": [false, true],
                "onlyAffiliationMembers": [false, true]}}),
            &json!({"kind": "affiliation", "id": "Watchmen", "change": "changed", "fields": {
                "onlyAffiliationMembers": [false, true]}}),
        ]
    );
}

#[test]
fn crews_across_the_month_say_their_outcome_and_why() {
    let dir = tempfile::tempdir().unwrap();
    let month = Month::build(dir.path());
    month.install_both();
    // Installed ids are diff sides too.
    let by_id = ok(month.run(&["catalog", "diff", "btb-2026-08-01", "btb-2026-08-20"]));
    assert_eq!(by_id, month.diff(&[]));

    // Doom Patrol: illegal on 2026-08-01 (three Sidekicks, Beast Boy of another
    // affiliation), legal on 2026-08-20.
    let doom = doom_patrol(dir.path());
    let catalog = catalog_json(&month, &doom);
    let outcome = &catalog["outcome"];
    assert_eq!(outcome["valid"], json!([false, true]), "{catalog}");
    assert!(outcome.get("reputation").is_none() && outcome.get("funding").is_none());
    let reasons = outcome["reasons"].as_array().unwrap();
    for reason in [
        "Doom Patrol no longer has rank limits: 3 Sidekicks are allowed",
        "Beast Boy - Human (Teen Titans): now also Doom Patrol",
    ] {
        assert!(
            reasons.contains(&json!(reason)),
            "{reason:?} not in {catalog}"
        );
    }
    let text = ok(month.run(&["validate", doom.to_str().unwrap()]));
    assert!(text.contains("    now legal\n"), "{text}");
    assert!(!text.contains("nothing changed"), "{text}");

    // The Iceberg Lounge: Loose Lips' Lieutenant now finds The Penguin under its new
    // name, and the crew's $ drops by 200.
    let mut lounge: Value = serde_json::from_str(
        &fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("crews/the-iceberg-lounge.json"),
        )
        .unwrap(),
    )
    .unwrap();
    lounge["version"] = json!(3);
    lounge["catalog"] = json!("btb-2026-08-01");
    let lounge_file = dir.path().join("lounge.json");
    fs::write(&lounge_file, lounge.to_string()).unwrap();
    let catalog = catalog_json(&month, &lounge_file);
    assert_eq!(
        catalog["outcome"]["funding"],
        json!([1000, 800]),
        "{catalog}"
    );
    let reasons = catalog["outcome"]["reasons"].as_array().unwrap();
    assert!(
        reasons.iter().any(|r| {
            let r = r.as_str().unwrap();
            r.starts_with("Loose Lips: $200 → $0, Lieutenant now applies")
                && r.contains("The Penguin (Crime Lord Rising)")
        }),
        "{catalog}"
    );

    // Watchmen: now a closed crew, which keeps out the Free Agent of another
    // affiliation; the verdict stays (illegal both days), so there is no outcome.
    let watchmen = crew(
        dir.path(),
        "watchmen",
        "btb-2026-08-01",
        &[
            ("ozymandias", "Leader"),
            ("rorschach", "Henchman"),
            ("the-penguin-burgess-meredith", "Free Agent"),
        ],
        &[],
    );
    let text = ok_or_one(month.run(&["validate", watchmen.to_str().unwrap()]));
    assert!(
        text.contains("because: Watchmen is now a closed crew (only Watchmen models may join): The Penguin (Burgess Meredith) may not join"),
        "{text}"
    );
    assert!(catalog_json(&month, &watchmen).get("outcome").is_none());
    // A Watchmen crew without a deck, checked without it as asked: legal, and no
    // longer with Clayface once Watchmen is closed. The outcome says so, and agrees
    // with the verdict above it.
    let watchmen = crew(
        dir.path(),
        "watchmen-no-deck",
        "btb-2026-08-01",
        &[
            ("ozymandias", "Leader"),
            ("rorschach", "Henchman"),
            ("clayface", "Free Agent"),
        ],
        &[],
    );
    let w = watchmen.to_str().unwrap();
    let out = month.run(&["validate", "--crew-only", "--json", w]);
    let json: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(
        json[0]["catalog"]["outcome"]["valid"],
        json!([true, false]),
        "{json}"
    );
    let text = ok_or_one(month.run(&["validate", "--crew-only", w]));
    assert!(text.contains("breaks 1 rule ("), "{text}");
    assert!(text.contains("    now breaks 1 rule\n"), "{text}");

    // A renamed member, and the Eternal change: said, and nothing else.
    let batpod = crew(
        dir.path(),
        "batpod",
        "btb-2026-08-01",
        &[(BATPOD.0, "Leader")],
        &[],
    );
    let catalog = catalog_json(&month, &batpod);
    assert_eq!(
        catalog["renamed"],
        json!([{"from": BATPOD.0, "to": BATPOD.1}])
    );
    assert!(catalog.get("outcome").is_none(), "{catalog}");
    let knight = crew(
        dir.path(),
        "knight",
        "btb-2026-08-01",
        &[("batman-arkham-knight", "Leader")],
        &[],
    );
    let catalog = catalog_json(&month, &knight);
    assert!(
        catalog["changes"][0]
            .as_str()
            .unwrap()
            .ends_with("no longer Eternal"),
        "{catalog}"
    );

    // A crew the month leaves alone says so.
    let alone = crew(
        dir.path(),
        "alone",
        "btb-2026-08-01",
        &[("the-chief", "Leader")],
        &[],
    );
    let text = ok_or_one(month.run(&["validate", alone.to_str().unwrap()]));
    assert!(text.contains(": nothing changed for this crew"), "{text}");

    // Rolled back, the Doom Patrol crew is as it was on 2026-08-01.
    ok(month.run(&["catalog", "use", "previous"]));
    let out = month.run(&["validate", "--json", doom.to_str().unwrap()]);
    let json: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json[0]["valid"], false);
    assert!(
        json[0]["catalog"].get("outcome").is_none(),
        "saved with the catalog in use"
    );
}

/// The output of `validate` of a crew that may break rules (exit 0 or 1).
fn ok_or_one(output: Output) -> String {
    assert!(matches!(output.status.code(), Some(0 | 1)), "{output:?}");
    stdout(&output)
}

#[test]
fn codes_made_on_the_first_day_mean_the_same_crew_on_the_last() {
    let dir = tempfile::tempdir().unwrap();
    let month = Month::build(dir.path());
    ok(month.run(&["catalog", "install", month.first.to_str().unwrap()]));
    let doom = doom_patrol(dir.path());
    let batpod = crew(
        dir.path(),
        "batpod",
        "btb-2026-08-01",
        &[(BATPOD.0, "Leader")],
        &[],
    );
    let codes: Vec<String> = [&doom, &batpod]
        .iter()
        .map(|f| {
            ok(month.run(&["code", "encode", f.to_str().unwrap()]))
                .trim()
                .to_owned()
        })
        .collect();
    ok(month.run(&["catalog", "install", month.second.to_str().unwrap()]));
    for (code, expected) in codes.iter().zip([
        vec![
            "the-chief",
            "elasti-girl",
            "crazy-jane",
            "negative-man",
            "beast-boy-human-teen-titans",
        ],
        vec![BATPOD.1],
    ]) {
        let out = dir.path().join("decoded.json");
        ok(month.run(&[
            "code",
            "decode",
            code,
            "--output",
            out.to_str().unwrap(),
            "--force",
        ]));
        let decoded: Value = serde_json::from_str(&fs::read_to_string(&out).unwrap()).unwrap();
        let members: Vec<&str> = decoded["members"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["model"].as_str().unwrap())
            .collect();
        assert_eq!(members, expected);
    }
}

/// Puts a pack's path in the Catalog tab's field (as typing it over the last one
/// would) and asks what it changes.
fn look_at(app: &mut App, pack: &Path) -> Result<(), Error> {
    simulator(app).find(selector::id(id::PACK_PATH))?;
    let path = pack.display().to_string();
    apply(app, [Message::Catalog(catalog::Message::PathEdited(path))]);
    press(app, id::CHECK)
}

#[test]
fn the_update_preview_tells_the_month_as_the_command_line_does() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let month = Month::build(dir.path());
    let crews = dir.path().join("crews");
    fs::create_dir_all(&crews).unwrap();
    doom_patrol(&crews);
    let mut app = app_with(&crews, Access::Write);
    open(&mut app, Screen::Catalog)?;
    look_at(&mut app, &month.first)?;
    press(&mut app, id::INSTALL)?;
    assert_eq!(app.catalog().id(), "btb-2026-08-01");

    look_at(&mut app, &month.second)?;
    let mut ui = simulator(&app);

    for said in [
        "Profiles changed (4)",
        "Mr. Toxic: gains Scientific",
        "Affiliation rules (2)",
        "Doom Patrol: now a closed crew (only Doom Patrol models may join); the standard rank limits no longer apply",
        "Printed names only (137 profiles, 3 equipment items)",
        // The crew's outcome, and why.
        "doom-patrol",
        "now legal",
        "because: Doom Patrol no longer has rank limits: 3 Sidekicks are allowed",
    ] {
        ui.find(said)?;
    }
    assert!(
        ui.find("Bane Commander → Bane (Commander)").is_err(),
        "folded"
    );
    drop(ui);
    press(&mut app, id::SHOW_ALL)?;
    simulator(&app).find("Bane Commander → Bane (Commander)")?;
    press(&mut app, id::SHOW_ALL)?;
    assert!(
        simulator(&app)
            .find("Bane Commander → Bane (Commander)")
            .is_err()
    );
    Ok(())
}
