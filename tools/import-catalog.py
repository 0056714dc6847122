#!/usr/bin/env python3
"""Rebuild data/ from the community reference files (../shared/reference/bmg).

Facts and numbers carry over with their field names and ids unchanged; the
equipment's `effect_reference` notes are prose, so they are left behind.
Each record is written on one line: compact, and a data change is a one-line diff.

Usage: tools/import-catalog.py REFERENCE_DIR [DATA_DIR]
"""
import json
import sys
from pathlib import Path

PROSE_FIELDS = {"equipment.json": {"effect_reference"}}


def write_records(path, records):
    lines = [json.dumps(record, ensure_ascii=False, separators=(",", ":")) for record in records]
    path.write_text("[\n" + ",\n".join(lines) + "\n]\n", encoding="utf-8")


def main():
    reference = Path(sys.argv[1])
    data = Path(sys.argv[2]) if len(sys.argv) > 2 else Path(__file__).resolve().parent.parent / "data"
    for name in ("models.json", "equipment.json", "objective-cards.json"):
        records = json.loads((reference / name).read_text(encoding="utf-8"))
        dropped = PROSE_FIELDS.get(name, set())
        records = [{k: v for k, v in record.items() if k not in dropped} for record in records]
        write_records(data / name, records)
        print(f"{name}: {len(records)} records")


if __name__ == "__main__":
    main()
