//! Catalog packs for the tests: the bundled data with realistic changes, built the way
//! a maintainer builds one (a data folder, then `storage::build_pack`).

use gotham_companion::bmg::catalog::Manifest;
use gotham_companion::storage;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The data files a catalog folder holds (the manifest is the pack's own).
const FILES: [&str; 6] = [
    "models.json",
    "equipment.json",
    "objective-cards.json",
    "rulesets.json",
    "affiliation-rules.json",
    "code-numbers.json",
];

/// A copy of the bundled data in `dir`, to edit.
pub struct Data {
    dir: PathBuf,
    models: Vec<Value>,
    equipment: Vec<Value>,
    cards: Vec<Value>,
    numbers: Value,
}

impl Data {
    /// The bundled data, copied into `dir`.
    pub fn bundled(dir: &Path) -> Data {
        fs::create_dir_all(dir).unwrap();
        let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
        for file in FILES {
            fs::copy(data.join(file), dir.join(file)).unwrap();
        }
        let read = |file: &str| -> Value {
            serde_json::from_str(&fs::read_to_string(dir.join(file)).unwrap()).unwrap()
        };
        let list = |file: &str| read(file).as_array().unwrap().clone();
        Data {
            dir: dir.to_path_buf(),
            models: list("models.json"),
            equipment: list("equipment.json"),
            cards: list("objective-cards.json"),
            numbers: read("code-numbers.json"),
        }
    }

    /// The profile with this id, to change.
    pub fn model(&mut self, id: &str) -> &mut Value {
        self.models
            .iter_mut()
            .find(|m| m["id"] == id)
            .unwrap_or_else(|| panic!("no profile {id}"))
    }

    /// The equipment item with this id, to change.
    pub fn item(&mut self, id: &str) -> &mut Value {
        self.equipment
            .iter_mut()
            .find(|m| m["id"] == id)
            .unwrap_or_else(|| panic!("no item {id}"))
    }

    /// The objective card with this id, to change.
    pub fn card(&mut self, id: &str) -> &mut Value {
        self.cards
            .iter_mut()
            .find(|m| m["id"] == id)
            .unwrap_or_else(|| panic!("no card {id}"))
    }

    /// Removes a profile.
    pub fn remove(&mut self, id: &str) {
        self.models.retain(|m| m["id"] != id);
    }

    /// Adds a profile: a copy of `like` under a new id and alias, numbered for codes.
    pub fn add_like(&mut self, like: &str, id: &str, alias: &str) -> &mut Value {
        let mut model = self.model(like).clone();
        model["id"] = json!(id);
        model["alias"] = json!(alias);
        self.number("models", id);
        self.models.push(model);
        self.models.last_mut().unwrap()
    }

    /// Gives a profile a new id (numbered for codes), and every reference to it in the
    /// other records, as the importer does; the manifest must say so.
    pub fn rename(&mut self, old: &str, new: &str) {
        self.model(old)["id"] = json!(new);
        self.number("models", new);
        let mut lists: Vec<&mut Value> = Vec::new();
        for m in &mut self.models {
            if let Some(object) = m.as_object_mut() {
                for (key, value) in object.iter_mut() {
                    if key == "requires_one_of" || key == "cannot_join_with" {
                        lists.push(value);
                    }
                }
            }
        }
        for c in &mut self.cards {
            if let Some(models) = c.pointer_mut("/character_card/models") {
                lists.push(models);
            }
        }
        for list in lists {
            for id in list.as_array_mut().into_iter().flatten() {
                if id == old {
                    *id = json!(new);
                }
            }
        }
    }

    /// Adds a second profile with the id `id` (a broken catalog).
    pub fn duplicate(&mut self, id: &str) {
        let twin = self.model(id).clone();
        self.models.push(twin);
    }

    /// Appends `id` to a list of code numbers, as the importer does.
    pub fn number(&mut self, list: &str, id: &str) {
        self.numbers[list].as_array_mut().unwrap().push(json!(id));
    }

    /// The code numbers, to damage.
    pub fn numbers(&mut self) -> &mut Value {
        &mut self.numbers
    }

    /// Writes the edited files and builds the pack `id` at `output`.
    pub fn build(&self, id: &str, renamed: &[(&str, &str)], output: &Path) {
        let text = self
            .pack_text(id, renamed)
            .unwrap_or_else(|r| panic!("{r}"));
        storage::write_atomic(output, text.as_bytes()).unwrap();
    }

    /// Writes the edited files and returns the pack's text, or the build's report.
    pub fn pack_text(&self, id: &str, renamed: &[(&str, &str)]) -> Result<String, String> {
        self.write();
        storage::build_pack(&self.dir, &manifest(id, renamed)).map_err(|r| r.to_string())
    }

    /// Writes the edited files into the folder.
    pub fn write(&self) {
        let lines = |records: &[Value]| {
            let lines: Vec<String> = records.iter().map(|r| r.to_string()).collect();
            format!("[\n{}\n]\n", lines.join(",\n"))
        };
        fs::write(self.dir.join("models.json"), lines(&self.models)).unwrap();
        fs::write(self.dir.join("equipment.json"), lines(&self.equipment)).unwrap();
        fs::write(self.dir.join("objective-cards.json"), lines(&self.cards)).unwrap();
        fs::write(
            self.dir.join("code-numbers.json"),
            serde_json::to_string_pretty(&self.numbers).unwrap(),
        )
        .unwrap();
    }
}

/// A manifest for a test pack released on `id` (a date).
pub fn manifest(id: &str, renamed: &[(&str, &str)]) -> Manifest {
    Manifest {
        id: id.to_owned(),
        date: id.to_owned(),
        source: "the test's edits of the bundled data".to_owned(),
        notes: "Loose Lips costs more; Batman (Bushi) is Eternal; Robin is renamed.".to_owned(),
        renamed: renamed
            .iter()
            .map(|&(o, n)| (o.to_owned(), n.to_owned()))
            .collect::<BTreeMap<_, _>>(),
    }
}

/// The renames of [`december`].
pub const DECEMBER_RENAMED: [(&str, &str); 1] = [("robin-1997", "robin-the-boy-wonder-1997")];

/// The pack "2026-12-01": a month of changes as the game makes them, each touching an
/// example crew where it can.
/// - a cost: Loose Lips +10 Rep (The Iceberg Lounge: 454 of 450);
/// - a trait lost: Penguin Thug 1 loses its first trait;
/// - an affiliation: Beast Boy (Tiger) now also Doom Patrol;
/// - Eternal: Batman (Bushi) (Night Patrol now needs Eternal profiles);
/// - a rename: Robin (1997) gets a new id;
/// - a profile added, with a trait this version has never seen;
/// - a profile removed: Street Jester 2 (Clown Prince's Court);
/// - an item's cost: GCPD Flashlight +$5; a card's VP.
pub fn december(data: &mut Data) -> (String, String) {
    let lose = {
        let thug = data.model("penguin-thug-1");
        let traits = thug["traits"].as_array_mut().unwrap();
        traits.remove(0).as_str().unwrap().to_owned()
    };
    let rep = data.model("loose-lips")["reputation"].as_u64().unwrap();
    data.model("loose-lips")["reputation"] = json!(rep + 10);
    data.model("beast-boy-tiger-teen-titans")["affiliations"]
        .as_array_mut()
        .unwrap()
        .push(json!("Doom Patrol"));
    data.model("batman-bushi")["eternal"] = json!(true);
    data.rename("robin-1997", "robin-the-boy-wonder-1997");
    let added = data.add_like("penguin-thug-1", "hellfire-cultist-1", "Hellfire Cultist 1");
    added["traits"]
        .as_array_mut()
        .unwrap()
        .push(json!("Hellfire Pact (Unbound"));
    data.remove("street-jester-2");
    let cost = data.item("gcpd-flashlight")["funding"].as_u64().unwrap();
    data.item("gcpd-flashlight")["funding"] = json!(cost + 5);
    let card = first_deck_card("night-patrol.json");
    let vp = data.card(&card)["victory_points"].as_u64().unwrap();
    data.card(&card)["victory_points"] = json!(vp + 1);
    (lose, card)
}

/// The first card of an example crew's deck.
pub fn first_deck_card(file: &str) -> String {
    super::example_crew(file).objective_deck[0].clone()
}

/// The pack "2026-12-01" built in `dir` (its data folder beside it).
pub fn december_pack(dir: &Path) -> PathBuf {
    let mut data = Data::bundled(&dir.join("data-2026-12-01"));
    december(&mut data);
    let pack = dir.join("2026-12-01.json");
    data.build("2026-12-01", &DECEMBER_RENAMED, &pack);
    pack
}
