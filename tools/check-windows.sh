#!/usr/bin/env bash
# Checks the Windows packages of target/dist/ under Wine, as CI does after
# tools/package.sh (and tools/check-packages.sh, whose Linux binary it compares with):
#   - the zip's gotham-companion.exe, and gotham-companion.com before it, answer
#     --version, validate on each example crew, roster, odds and code exactly as the
#     Linux binary does, exit codes included;
#   - the .msi installs silently, with its Start menu shortcut and its Apps & features
#     entry (name, version, publisher saying "unofficial"); the installed program runs;
#     uninstalling removes the program, the shortcut and the entry, and leaves the
#     player's data;
#   - the window opens under Xvfb with no renderer chosen by hand (Wine's Direct3D
#     cannot draw it, so it opens again in software) and draws its first screen.
# Wine 8 lacks ProcessPrng (bcryptprimitives.dll), which Rust's standard library
# imports: a stand-in (tools/wine/processprng.c) is built here and put beside the
# program in the scratch folder, for these tests only; no package holds it.
# Installs what it needs with apt-get when run as root (Debian: wine64, xvfb,
# x11-apps, imagemagick, gcc-mingw-w64-x86-64, unzip).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '== %s (at %ss)\n' "$1" "$SECONDS"; }
fail() { echo "error: $*" >&2; exit 1; }

. tools/debian-tools.sh
needs /usr/lib/wine/wine64:wine64 Xvfb:xvfb xwd:x11-apps /usr/bin/convert:imagemagick \
    x86_64-w64-mingw32-gcc:gcc-mingw-w64-x86-64 unzip:unzip

pkgid=$(cargo pkgid --quiet)
version=${pkgid##*@}
dist=target/dist
name=gotham-companion-$version-x86_64-windows
zip=$dist/$name.zip
msi=$dist/gotham-companion-$version-x86_64.msi
linux=$(pwd)/target/dist/gotham-companion
for file in "$zip" "$msi" "$linux"; do
    [ -f "$file" ] || fail "$file is missing: run tools/package.sh first"
done

scratch=$(mktemp -d)
xvfb=
cleanup() {
    WINEPREFIX=$scratch/prefix /usr/lib/wine/wineserver -k 2>/dev/null || true
    [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
    rm -rf "$scratch"
}
trap cleanup EXIT
export WINEPREFIX=$scratch/prefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
wine() { /usr/lib/wine/wine64 "$@"; }

step "sizes"
exe_size=$(unzip -p "$zip" "$name/gotham-companion.exe" | wc -c)
zip_size=$(stat -c %s "$zip")
msi_size=$(stat -c %s "$msi")
echo "gotham-companion.exe: $exe_size bytes; zip: $zip_size bytes; msi: $msi_size bytes"
[ "$exe_size" -le $((30 * 1024 * 1024)) ] || fail "the exe passes 30 MB"
[ "$zip_size" -le $((12 * 1024 * 1024)) ] || fail "the zip passes 12 MB"

step "a Wine prefix, and the ProcessPrng stand-in for the tests"
wine wineboot --init >/dev/null 2>&1 || true
stand_in=$scratch/bcryptprimitives.dll
x86_64-w64-mingw32-gcc -shared -O2 -s -o "$stand_in" tools/wine/processprng.c -ladvapi32

step "the zip's programs answer as the Linux binary does"
unzip -q "$zip" -d "$scratch/zip"
folder=$scratch/zip/$name
for file in gotham-companion.exe gotham-companion.com README.txt LICENSE.txt THIRD-PARTY.txt; do
    [ -f "$folder/$file" ] || fail "the zip lacks $name/$file"
done
[ "$(find "$folder" -type f | wc -l)" = 5 ] || fail "the zip holds other files: $(ls "$folder")"
cp "$stand_in" "$folder/"
work=$scratch/work
mkdir -p "$work"
cp crews/*.json "$work/"
# Runs `PROGRAM ARGS` in the work folder with its own data folder; prints its output
# and its exit code.
answers() {
    local program=$1
    shift
    (cd "$work" && GOTHAM_COMPANION_HOME=$scratch/home-answers "$program" "$@" 2>&1; echo "exit $?")
}
compare() {
    local expected actual
    expected=$(answers "$linux" "$@")
    for program in gotham-companion.exe gotham-companion.com; do
        actual=$(answers wine "$folder/$program" "$@")
        [ "$actual" = "$expected" ] || {
            diff <(echo "$expected") <(echo "$actual") >&2 || true
            fail "$program $* answers otherwise than the Linux binary"
        }
    done
}
compare --version
for crew in crews/*.json; do
    compare validate "$(basename "$crew")"
done
compare validate --json night-patrol.json
compare validate missing.json
compare roster league-of-shadows.json
compare roster night-patrol.json --format markdown
compare odds melee --attack 5 --strength 3 --target-defense 3 --injury 2 \
    --target-willpower 6 --target-endurance 6
compare odds skill --dice 3 --skill 7 --json
compare code encode the-iceberg-lounge.json
compare odds melee --attack 99
echo "the same answers, exit codes included; for example:"
answers wine "$folder/gotham-companion.com" validate night-patrol.json

step "the installer"
wine msiexec /i "Z:$(realpath "$msi" | tr / '\\')" /qn || fail "msiexec /i failed"
installed="$WINEPREFIX/drive_c/Program Files/Gotham Companion"
for file in gotham-companion.exe gotham-companion.com README.txt LICENSE.txt THIRD-PARTY.txt; do
    [ -f "$installed/$file" ] || fail "the installer put no $file in Program Files"
done
shortcut=$(find "$WINEPREFIX/drive_c" -name 'Gotham Companion.lnk' -path '*Start Menu*' | head -1)
[ -n "$shortcut" ] || fail "no Start menu shortcut"
echo "shortcut: ${shortcut#"$WINEPREFIX/"}"
uninstall='HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall'
entry=$(wine reg query "$uninstall" 2>/dev/null | tr -d '\r' | grep -i '{' |
    while read -r key; do
        wine reg query "$key" 2>/dev/null | tr -d '\r' | grep -q 'DisplayName.*Gotham Companion' && echo "$key"
    done | head -1)
[ -n "$entry" ] || fail "no Apps & features entry"
values=$(wine reg query "$entry" | tr -d '\r')
for wanted in "DisplayName +REG_SZ +Gotham Companion$" "DisplayVersion +REG_SZ +$version$" \
    "Publisher +REG_SZ +.*unofficial"; do
    grep -Eq "$wanted" <<<"$values" || fail "the Apps & features entry lacks $wanted: $values"
done
cp "$stand_in" "$installed/"
[ "$(answers wine "$installed/gotham-companion.com" --version)" = "$(answers "$linux" --version)" ] ||
    fail "the installed program does not answer --version"
# A player's data, which the uninstall must leave.
user=${USER:-$(id -un)}
data="$WINEPREFIX/drive_c/users/$user/AppData/Roaming/gotham-companion/data"
[ -d "$WINEPREFIX/drive_c/users/$user" ] || data="$(find "$WINEPREFIX/drive_c/users" -maxdepth 1 -mindepth 1 ! -name Public | head -1)/AppData/Roaming/gotham-companion/data"
mkdir -p "$data/crews"
cp crews/night-patrol.json "$data/crews/mine.json"
rm "$installed/bcryptprimitives.dll"
wine msiexec /x "Z:$(realpath "$msi" | tr / '\\')" /qn || fail "msiexec /x failed"
[ ! -e "$installed" ] || fail "the uninstall left $(ls "$installed")"
[ ! -e "$shortcut" ] || fail "the uninstall left the shortcut"
! wine reg query "$entry" >/dev/null 2>&1 || fail "the uninstall left the Apps & features entry"
cmp -s crews/night-patrol.json "$data/crews/mine.json" || fail "the uninstall touched the player's data"
echo "installed, run, uninstalled; the player's data kept"

step "the window under Wine and Xvfb, no renderer chosen by hand"
display=:$((20 + RANDOM % 50))
Xvfb "$display" -screen 0 1360x860x24 >/dev/null 2>&1 &
xvfb=$!
sleep 1
export DISPLAY=$display
# How many colours the screen shows: 1 while empty, hundreds once the window draws.
colours() { xwd -root -silent | /usr/bin/convert xwd:- -format '%k' info:; }
# Opens the window (no renderer chosen) and waits for its first screen; says after how
# many seconds, and stops it. The first time in a new Wine prefix pays for Wine's own
# first start (its fonts, its desktop): the second time is what a player sees.
first_screen() {
    local home=$scratch/home-window started drawn= pid
    started=$(date +%s%N)
    (cd "$folder" && GOTHAM_COMPANION_HOME=$home exec /usr/lib/wine/wine64 ./gotham-companion.exe \
        >"$scratch/window.log" 2>&1) &
    pid=$!
    while [ $(($(date +%s%N) - started)) -lt 90000000000 ]; do
        if [ "$(colours)" -gt 100 ]; then
            drawn=$(( ($(date +%s%N) - started) / 1000000 ))
            break
        fi
        sleep 0.2
    done
    xwd -root -silent | /usr/bin/convert xwd:- "$scratch/window.png"
    kill "$pid" 2>/dev/null || true
    /usr/lib/wine/wineserver -k 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    [ -n "$drawn" ] || { cat "$scratch/window.log" >&2; fail "the window drew nothing in 90 s"; }
    echo "$drawn"
}
cold=$(first_screen)
sleep 1
warm=$(first_screen)
echo "the first screen drawn after $cold ms in a new Wine prefix, $warm ms the next time"
grep -q "so it draws in software" "$scratch/window.log" &&
    echo "(drawn in software: $(grep -o 'software: .*' "$scratch/window.log" | head -1))"
if [ -n "${WINDOWS_SCREENSHOT:-}" ]; then
    cp "$scratch/window.png" "$WINDOWS_SCREENSHOT"
fi
echo "Windows packages checked"
