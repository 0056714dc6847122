#!/usr/bin/env bash
# Renders the app icon's PNGs (48, 128 and 256 px) from its SVG source into assets/icon/,
# and the Windows icon, windows.ico (16 to 256 px, packed by tools/pack-ico.py), which
# the Windows program carries as its resource. Run it after changing the SVG and commit
# what it writes: the packages take them as they are, the window icon is the 128 px one
# compiled in, and CI renders them again and fails where they differ from the SVG.
# Needs rsvg-convert (Debian: librsvg2-bin) and python3.
set -euo pipefail
cd "$(dirname "$0")/.."

# The icon is named by the app id, as the desktop file is (assets/linux/APP_ID.desktop).
app_id=$(basename assets/linux/*.desktop .desktop)
out=${1:-assets/icon}
mkdir -p "$out"
for size in 48 128 256; do
    rsvg-convert --width "$size" --height "$size" "assets/icon/$app_id.svg" --output "$out/$size.png"
done
# Every size Windows asks an icon for, from a 16 px list entry to a 256 px tile.
sizes=(16 20 24 32 40 48 64 96 128 256)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for size in "${sizes[@]}"; do
    rsvg-convert --width "$size" --height "$size" "assets/icon/$app_id.svg" --output "$work/$size.png"
done
python3 tools/pack-ico.py "$out/windows.ico" $(printf "$work/%s.png " "${sizes[@]}")
