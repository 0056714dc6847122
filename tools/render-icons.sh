#!/usr/bin/env bash
# Renders the app icon's PNGs (48, 128 and 256 px) from its SVG source into assets/icon/.
# Run it after changing the SVG and commit the PNGs: the packages take them as they are,
# the window icon is the 128 px one compiled in, and CI renders them again and fails
# where they differ from the SVG. Needs rsvg-convert (Debian: librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/.."

# The icon is named by the app id, as the desktop file is (assets/linux/APP_ID.desktop).
app_id=$(basename assets/linux/*.desktop .desktop)
out=${1:-assets/icon}
mkdir -p "$out"
for size in 48 128 256; do
    rsvg-convert --width "$size" --height "$size" "assets/icon/$app_id.svg" --output "$out/$size.png"
done
