#!/usr/bin/env bash
# Checks what tools/package.sh wrote into target/dist/: the checksums, the .deb's fields
# and files, the desktop file and the AppStream data it holds, the icons against their
# SVG, both binaries (the .deb's and the archive's) on an example crew, install.sh and
# its --uninstall in a scratch home, and the .deb installed with apt-get.
# .ci/run runs it after tools/package.sh. It installs the checkers it needs with
# apt-get when run as root (Debian: desktop-file-utils, appstream, librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/.."

fail() {
    echo "check-packages: $*" >&2
    exit 1
}

. tools/debian-tools.sh
needs desktop-file-validate:desktop-file-utils appstreamcli:appstream rsvg-convert:librsvg2-bin

pkgid=$(cargo pkgid --quiet)
version=${pkgid##*@}
app_id=$(basename assets/linux/*.desktop .desktop)
dist=$PWD/target/dist
deb=$dist/gotham-companion_${version}_amd64.deb
archive_name=gotham-companion-$version-x86_64-linux
crew=$PWD/crews/night-patrol.json
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

echo "checksums"
(cd "$dist" && sha256sum -c SHA256SUMS)
[ "$(wc -l <"$dist/SHA256SUMS")" = 4 ] ||
    fail "SHA256SUMS should cover the .deb, the archive, the zip and the .msi"

echo "the .deb's fields"
field() { dpkg-deb --field "$deb" "$1"; }
[ "$(field Package)" = gotham-companion ] || fail "Package is $(field Package)"
[ "$(field Version)" = "$version" ] || fail "Version is $(field Version), not $version"
[ "$(field Architecture)" = amd64 ] || fail "Architecture is $(field Architecture)"
[ -n "$(field Maintainer)" ] || fail "no Maintainer"
[ -n "$(field Description)" ] || fail "no Description"
depends=", $(field Depends),"
for library in libc6 libx11-6 libx11-xcb1 libxcursor1 libxrandr2 libxi6 libxkbcommon0 \
    libxkbcommon-x11-0 libwayland-client0; do
    [[ $depends == *", $library"[\ ,]* ]] || fail "Depends lacks $library: $depends"
done
recommends=$(field Recommends)
[[ $recommends == *libvulkan1* && $recommends == *mesa-vulkan-drivers* ]] ||
    fail "Recommends lacks the Vulkan loader or drivers: $recommends"

echo "the .deb's files"
dpkg-deb --extract "$deb" "$scratch/deb"
(cd "$scratch/deb" && find . -type f | sed 's|^\./|/|' | sort) >"$scratch/deb-files"
expected="/usr/bin/gotham-companion
/usr/share/applications/$app_id.desktop
/usr/share/bash-completion/completions/gotham-companion
/usr/share/doc/gotham-companion/THIRD-PARTY
/usr/share/doc/gotham-companion/changelog.gz
/usr/share/doc/gotham-companion/copyright
/usr/share/fish/vendor_completions.d/gotham-companion.fish
/usr/share/icons/hicolor/128x128/apps/$app_id.png
/usr/share/icons/hicolor/256x256/apps/$app_id.png
/usr/share/icons/hicolor/48x48/apps/$app_id.png
/usr/share/icons/hicolor/scalable/apps/$app_id.svg
/usr/share/man/man1/gotham-companion.1.gz
/usr/share/metainfo/$app_id.metainfo.xml
/usr/share/zsh/vendor-completions/_gotham-companion"
# Beside those, a manual page per subcommand and nothing else.
grep -v '^/usr/share/man/man1/gotham-companion-[a-z-]*\.1\.gz$' "$scratch/deb-files" >"$scratch/deb-main" || true
diff -u <(echo "$expected" | sort) "$scratch/deb-main" || fail "the .deb's files differ from the list above"
grep -q '^/usr/share/man/man1/gotham-companion-validate\.1\.gz$' "$scratch/deb-files" ||
    fail "no page for the validate subcommand"
for page in "$scratch"/deb/usr/share/man/man1/*.gz; do
    gzip -t "$page" || fail "$page is not a sound gzip file"
done
[ -x "$scratch/deb/usr/bin/gotham-companion" ] || fail "the program is not executable"

echo "desktop file and AppStream data"
desktop-file-validate "$scratch/deb/usr/share/applications/$app_id.desktop"
appstreamcli validate --no-net "$scratch/deb/usr/share/metainfo/$app_id.metainfo.xml"
grep -q "<release version=\"$version\"" "$scratch/deb/usr/share/metainfo/$app_id.metainfo.xml" ||
    fail "the metainfo has no release $version"

echo "icons rendered from the SVG"
tools/render-icons.sh "$scratch/icons"
for size in 48 128 256; do
    cmp "$scratch/icons/$size.png" "$scratch/deb/usr/share/icons/hicolor/${size}x$size/apps/$app_id.png" ||
        fail "the ${size} px icon is not the SVG's render: run tools/render-icons.sh"
done
cmp "$scratch/icons/windows.ico" assets/icon/windows.ico ||
    fail "assets/icon/windows.ico is not the SVG's render: run tools/render-icons.sh"

# Runs a packaged binary: its version, and the check of an example crew.
run_binary() {
    local binary=$1 home
    home=$(mktemp -d -p "$scratch")
    [ "$("$binary" --version)" = "gotham-companion $version" ] || fail "$binary --version"
    GOTHAM_COMPANION_HOME=$home "$binary" validate "$crew" || fail "$binary validate $crew"
}
echo "the .deb's binary"
run_binary "$scratch/deb/usr/bin/gotham-companion"

echo "the archive"
tar -xzf "$dist/$archive_name.tar.gz" -C "$scratch"
folder=$scratch/$archive_name
for file in README.md LICENSE install.sh bin/gotham-companion; do
    [ -f "$folder/$file" ] || fail "the archive lacks $file"
done
diff -r "$scratch/deb/usr/share" "$folder/share" || fail "the archive's share/ differs from the .deb's"
cmp "$scratch/deb/usr/bin/gotham-companion" "$folder/bin/gotham-companion" ||
    fail "the archive's binary differs from the .deb's"
run_binary "$folder/bin/gotham-companion"

echo "install.sh and --uninstall in a scratch home"
# A listing of everything under a home folder: its folders, and its files' checksums.
snapshot() { (cd "$1" && find . -type d | sort && find . -type f -exec md5sum {} + | sort -k2); }
for start in empty lived-in; do
    home=$scratch/home-$start
    mkdir -p "$home"
    if [ "$start" = lived-in ]; then
        # A player's own files, and another program's menu entry: none of them may change.
        mkdir -p "$home/.local/share/gotham-companion/crews" "$home/.local/share/applications"
        cp "$crew" "$home/.local/share/gotham-companion/crews/"
        echo "[Desktop Entry]" >"$home/.local/share/applications/other.desktop"
    fi
    snapshot "$home" >"$scratch/before"
    HOME=$home XDG_DATA_HOME='' PATH=/usr/bin:/bin "$folder/install.sh" >/dev/null
    installed=$home/.local/share/applications/$app_id.desktop
    [ -f "$installed" ] || fail "install.sh put no desktop file in place"
    desktop-file-validate "$installed"
    grep -qx "Exec=\"$home/.local/bin/gotham-companion\"" "$installed" ||
        fail "the installed desktop file does not start $home/.local/bin/gotham-companion"
    [ -f "$home/.local/share/icons/hicolor/48x48/apps/$app_id.png" ] || fail "no 48 px icon installed"
    [ -f "$home/.local/share/metainfo/$app_id.metainfo.xml" ] || fail "no metainfo installed"
    run_binary "$home/.local/bin/gotham-companion"
    HOME=$home XDG_DATA_HOME='' "$folder/install.sh" --uninstall >/dev/null
    snapshot "$home" >"$scratch/after"
    diff -u "$scratch/before" "$scratch/after" || fail "--uninstall left the $start home changed"
done

echo "the .deb installed with apt-get"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    # Its Depends must name packages Debian has: the install fetches them.
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$deb" >/dev/null
    run_binary /usr/bin/gotham-companion
    DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq gotham-companion >/dev/null
else
    echo "(skipped: needs root and apt-get)"
fi
echo "packages checked"
