#!/usr/bin/env python3
"""Rebuild data/ from the community reference files (../shared/reference/bmg).

Facts and numbers carry over with their field names and ids unchanged; the
equipment's `effect_reference` notes are prose, so they are left behind. The
affiliation rules (flags per affiliation) are copied as they are.
Each record is written on one line: compact, and a data change is a one-line diff.

The reference has a few errors; they are fixed here, each one named, so that a new
import keeps them fixed (`tests/catalog_fixes.rs` checks every fix in data/):
- true Names misspelled or written with an actor's name in them;
- trait names with a lost icon marker ("Charge {SPECIAL_ICON}"), an unclosed
  parenthesis, a plural that differs from its Elite models' type, "Mk" for "MK";
- Aversion carriers whose `cannot_join_with` misses profiles of the character they
  avert, and a Required carrier whose `requires_one_of` misses profiles it names;
- equipment whose card names a carrier condition the reference lacks (Lucius's
  Inventions) and the Penguin items of the Iceberg Lounge list;
- a character card listing a profile of another character.

Afterwards the ids new to the catalog are appended to code-numbers.json, the permanent
numbers crew codes use (src/bmg/code.rs); `--number-only` does just that, for a catalog
edited by hand.

Usage: tools/import-catalog.py REFERENCE_DIR [DATA_DIR]
       tools/import-catalog.py --number-only [DATA_DIR]
"""
import json
import re
import sys
from pathlib import Path

PROSE_FIELDS = {"equipment.json": {"effect_reference"}}

# (model id, Name as the reference prints it, the character's true Name)
NAME_FIXES = [
    ("mad-hatter-arkham-knight", "Jervis Tech", "Jervis Tetch"),
    ("miranda-tate", "Tala Al Ghul", "Talia Al Ghul"),
    ("two-face-batman-forever", "Tommy Lee Jones Harvey Dent", "Harvey Dent"),
    ("the-riddler-jim-carrey", "Jim Carrey Edward Nigma", "Edward Nigma"),
    ("the-riddler-paul-dano", "Paul Dano Edward Nigma", "Edward Nigma"),
]

# Trait names as the reference prints them, and as the cards mean them.
TRAIT_FIXES = {
    "Elite Boss (Gangsters)": "Elite Boss (Gangster)",
    "Required (The Riddler (Jim Carrey)": "Required (The Riddler (Jim Carrey))",
    "Bat-Armor Mk II": "Bat-Armor MK II",
}

# An icon lost in extraction, left as a marker inside a trait name.
ICON_MARKER = re.compile(r"\s*\{[A-Z_]+\}")

# Every profile of the character each Aversion names (its true Name, or its Alias
# where the Name is hidden); the reference lists some of them, or none.
CANNOT_JOIN_WITH = {
    "damien-darhk": ["ra-s-al-ghul", "ra-s-al-ghul-decoy", "ra-s-al-ghul-rebirth"],
    "nyssa-al-ghul-arkham-knight": ["ra-s-al-ghul", "talia-rebirth", "ra-s-al-ghul-decoy", "ra-s-al-ghul-rebirth", "miranda-tate", "talia-al-ghul"],
    "aaron-cash": ["killer-croc", "killer-croc-thug-organized-crime", "killer-croc-thug-two-face", "killer-croc-suicide-squad", "killer-croc-arkham-asylum"],
    "the-roman": ["catwoman-bat-family", "catwoman-unknown", "catwoman-dark-knight-rises", "catwoman-the-animated-series", "catwoman-zoe-kravitz", "catwoman-michelle-pfeiffer", "catwoman-julie-newmar", "catwoman-modern-age"],
    "gaggy-rebirth": ["harley-quinn-birds-of-prey", "harley-quinn-birds-of-prey-2", "harley-quinn-arkham-knight", "harley-quinn-the-animated-series", "harley-quinn-btg", "harley-quinn-arkham-asylum", "harley-quinn-and-the-boys", "harley-quinn-roller-derby", "harley-quinn-kaboom", "harley-quinn-bombshell", "harley-quinn-the-suicide-squad", "harley-quinn-bewitched", "harley-quinn-rebirth", "harley-quinn-suicide-squad"],
    "gaggy": ["harley-quinn-birds-of-prey", "harley-quinn-birds-of-prey-2", "harley-quinn-arkham-knight", "harley-quinn-the-animated-series", "harley-quinn-btg", "harley-quinn-arkham-asylum", "harley-quinn-and-the-boys", "harley-quinn-roller-derby", "harley-quinn-kaboom", "harley-quinn-bombshell", "harley-quinn-the-suicide-squad", "harley-quinn-bewitched", "harley-quinn-rebirth", "harley-quinn-suicide-squad"],
    "punchline": ["harley-quinn-birds-of-prey", "harley-quinn-birds-of-prey-2", "harley-quinn-arkham-knight", "harley-quinn-the-animated-series", "harley-quinn-btg", "harley-quinn-arkham-asylum", "harley-quinn-and-the-boys", "harley-quinn-roller-derby", "harley-quinn-kaboom", "harley-quinn-bombshell", "harley-quinn-the-suicide-squad", "harley-quinn-bewitched", "harley-quinn-rebirth", "harley-quinn-suicide-squad"],
    "joker-s-daughter": ["harley-quinn-arkham-knight", "harley-quinn-the-animated-series", "harley-quinn-btg", "harley-quinn-arkham-asylum", "harley-quinn-and-the-boys", "harley-quinn-roller-derby", "harley-quinn-kaboom", "harley-quinn-birds-of-prey", "harley-quinn-bombshell", "harley-quinn-the-suicide-squad", "harley-quinn-bewitched", "harley-quinn-rebirth", "harley-quinn-suicide-squad", "harley-quinn-birds-of-prey-2"],
    "two-face-organized-crime": ["catwoman-dark-knight-rises", "catwoman-bat-family", "catwoman-the-animated-series", "catwoman-zoe-kravitz", "catwoman-michelle-pfeiffer", "catwoman-julie-newmar", "catwoman-unknown", "catwoman-modern-age"],
    "owlman": ["lex-luthor"],
    "johnny-quick": ["lex-luthor"],
}

# Required (Harvey Dent) names the character: every profile whose true Name is his.
REQUIRES_ONE_OF = {
    "gilda-dent": ["the-white-knight", "attorney-harvey-dent", "two-face-dark-knight", "two-face-tommy-lee-jones", "two-face-two-face", "two-face-arkham-city", "two-face-organized-crime", "two-face-batman-forever"],
}

# Lucius's Inventions name their carriers by trait or weapon (the Upgrades trait), not
# by rank: any model with it may buy one (Improved Bat-Armor's trait is on Leaders
# only). The reference names the trait for two of the four and no rank for any. Every
# spelling of the Batclaw trait counts, "Hook Arrow (Batclaw)" too.
BATCLAW = ["Batclaw", "Grapple Gun", "Batclaw/Grapple Gun", "Hook Arrow (Batclaw)"]
ANY_RANK = ["Leader", "Sidekick", "Free Agent", "Henchman"]
EQUIPMENT_FIXES = {}
for crew_list in ("gcpd", "bat-family"):
    EQUIPMENT_FIXES[f"{crew_list}-improved-batclaw"] = {"carrier_needs_trait": BATCLAW, "for_models": ANY_RANK}
    EQUIPMENT_FIXES[f"{crew_list}-improved-batlings"] = {"carrier_needs_weapon_trait": ["Throwing"], "for_models": ANY_RANK}
    EQUIPMENT_FIXES[f"{crew_list}-improved-bat-armor"] = {"for_models": ANY_RANK}
    EQUIPMENT_FIXES[f"{crew_list}-improved-reinforced-gloves"] = {"for_models": ANY_RANK}
ICEBERG_LOUNGE = [
    "penguin-neurotoxic-drugs",
    "penguin-silencer",
    "penguin-weird-ammo",
    "penguin-mutation-serum",
    "penguin-fear-gas-dispenser",
    "penguin-titan-dose",
    "penguin-prototype-freeze-ray",
]

# Character cards whose list names a profile of another character: (card, model id).
CHARACTER_CARD_REMOVALS = [
    # SEEKING REVENGE is Jason Todd's card; "Robin" here is Damian Wayne.
    ("character-seeking-revenge", "robin"),
]


def fix_trait(name):
    name = ICON_MARKER.sub("", name)
    return TRAIT_FIXES.get(name, name)


def fix_models(records):
    by_id = {record["id"]: record for record in records}
    for model_id, wrong, right in NAME_FIXES:
        assert by_id[model_id]["name"] == wrong, model_id
        by_id[model_id]["name"] = right
    for record in records:
        record["traits"] = [fix_trait(t) for t in record["traits"]]
    for model_id, ids in CANNOT_JOIN_WITH.items():
        by_id[model_id]["cannot_join_with"] = ids
    for model_id, ids in REQUIRES_ONE_OF.items():
        by_id[model_id]["requires_one_of"] = ids


def fix_equipment(records):
    by_id = {record["id"]: record for record in records}
    for item_id, fields in EQUIPMENT_FIXES.items():
        by_id[item_id].update(fields)
    for item_id in ICEBERG_LOUNGE:
        by_id[item_id]["list"] = "Iceberg Lounge"


def fix_cards(records):
    by_id = {record["id"]: record for record in records}
    for card_id, model_id in CHARACTER_CARD_REMOVALS:
        models = by_id[card_id]["character_card"]["models"]
        models.remove(model_id)


FIXES = {
    "models.json": fix_models,
    "equipment.json": fix_equipment,
    "objective-cards.json": fix_cards,
}


def write_records(path, records):
    lines = [json.dumps(record, ensure_ascii=False, separators=(",", ":")) for record in records]
    path.write_text("[\n" + ",\n".join(lines) + "\n]\n", encoding="utf-8")


def read_json(path):
    return json.loads(path.read_text(encoding="utf-8"))


def number_new_ids(data):
    """Appends each catalog id that crew codes have no number for yet to
    code-numbers.json. A number is a position in its list: entries are never removed,
    reordered or renamed, so that every code ever shared keeps its meaning; ids only
    ever go at the end (tests/code.rs checks this against the committed lists)."""
    path = data / "code-numbers.json"
    numbers = read_json(path)
    models = read_json(data / "models.json")
    found = {
        "rulesets": [r["id"] for r in read_json(data / "rulesets.json")],
        "affiliations": sorted({a for m in models for a in m["affiliations"]}),
        "models": [m["id"] for m in models],
        "equipment": [e["id"] for e in read_json(data / "equipment.json")],
        "cards": [c["id"] for c in read_json(data / "objective-cards.json")],
    }
    for section, ids in found.items():
        known = set(numbers[section])
        new = [i for i in ids if i not in known]
        numbers[section].extend(new)
        if new:
            print(f"code-numbers.json: {len(new)} new {section}, numbered from {len(known)}")
    path.write_text(json.dumps(numbers, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def main():
    default_data = Path(__file__).resolve().parent.parent / "data"
    if sys.argv[1] == "--number-only":
        number_new_ids(Path(sys.argv[2]) if len(sys.argv) > 2 else default_data)
        return
    reference = Path(sys.argv[1])
    data = Path(sys.argv[2]) if len(sys.argv) > 2 else default_data
    for name in ("models.json", "equipment.json", "objective-cards.json"):
        records = json.loads((reference / name).read_text(encoding="utf-8"))
        dropped = PROSE_FIELDS.get(name, set())
        records = [{k: v for k, v in record.items() if k not in dropped} for record in records]
        FIXES[name](records)
        write_records(data / name, records)
        print(f"{name}: {len(records)} records")
    # The published affiliation rules: flags per affiliation, carried as they are.
    rules = json.loads((reference / "affiliation-rules.json").read_text(encoding="utf-8"))
    (data / "affiliation-rules.json").write_text(
        json.dumps(rules, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    print(f"affiliation-rules.json: {len(rules)} affiliations")
    number_new_ids(data)


if __name__ == "__main__":
    main()
