#!/usr/bin/env python3
"""Rebuild the bundled fonts in assets/fonts from their upstream packages.

Text: Inter (SIL Open Font License), from the npm package @expo-google-fonts/inter.
Icons: Lucide (ISC License), from the npm package lucide-static.
Both are cut down to the characters the app shows, so the binary stays small.
Needs fonttools (pip install fonttools).

Usage: tools/subset-fonts.py INTER_PACKAGE_DIR LUCIDE_PACKAGE_DIR
Keep ICONS in step with src/icon.rs, which names each glyph by its code point.
"""
import json
import sys
from pathlib import Path

from fontTools import subset

ICONS = """
ban book-open chevron-down chevron-left chevron-right chevron-up circle-alert
circle-check circle-x clipboard-copy coins copy crown dice-1 dice-2 dice-3 dice-4
dice-5 dice-6 dices dollar-sign download eye eye-off file-plus filter flag
folder-open hand heart info layers list minus package pencil play plus printer
redo-2 refresh-cw rotate-ccw save search settings shield shuffle skull star
swords target timer trash-2 triangle-alert trophy undo-2 upload user-minus
user-plus users x zap
""".split()

TEXT_RANGES = [
    (0x20, 0x7E), (0xA0, 0x17F), (0x2010, 0x2027), (0x2030, 0x203A),
    (0x20AC, 0x20AC), (0x2190, 0x2195), (0x2212, 0x2212), (0x2264, 0x2265),
]


def run(source, target, unicodes):
    options = subset.Options()
    options.layout_features = ["kern", "liga", "calt", "tnum"]
    options.name_IDs = ["*"]
    font = subset.load_font(str(source), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    subset.save_font(font, str(target), options)
    print(f"{target.name}: {target.stat().st_size} bytes")


def main():
    inter, lucide = Path(sys.argv[1]), Path(sys.argv[2])
    out = Path(__file__).resolve().parent.parent / "assets" / "fonts"
    text = [c for lo, hi in TEXT_RANGES for c in range(lo, hi + 1)]
    run(inter / "400Regular" / "Inter_400Regular.ttf", out / "Inter-Regular.ttf", text)
    run(inter / "600SemiBold" / "Inter_600SemiBold.ttf", out / "Inter-SemiBold.ttf", text)
    codepoints = json.loads((lucide / "font" / "codepoints.json").read_text())
    run(lucide / "font" / "lucide.ttf", out / "lucide-icons.ttf", [codepoints[n] for n in ICONS])
    for name in ICONS:
        print(f"{name}: U+{codepoints[name]:04X}")


if __name__ == "__main__":
    main()
