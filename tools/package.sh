#!/usr/bin/env bash
# Builds the release from a checkout into target/dist/:
#   gotham-companion_VERSION_amd64.deb             the Debian package
#   gotham-companion-VERSION-x86_64-linux.tar.gz   the portable archive, with install.sh
#   gotham-companion-VERSION-x86_64-windows.zip    the Windows program, in one folder
#   gotham-companion-VERSION-x86_64.msi            the Windows installer
#   SHA256SUMS                                     the checksums of all four
# VERSION is Cargo.toml's. The two Linux packages hold the same files, staged once; the
# two Windows ones too. The Windows program is cross-compiled here with MinGW-w64 (the
# Rust target x86_64-pc-windows-gnu), and the installer made with wixl (msitools).
#
# The package is put together with dpkg-deb rather than cargo-deb: there is no tool to
# compile first, and the archive is made from the same staged files. It needs dpkg-deb
# and dpkg-shlibdeps (Debian: dpkg-dev), which it installs with apt-get when run as
# root. Files are dated SOURCE_DATE_EPOCH, by default the last commit's time, so that
# packaging a commit twice gives the same archive.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '== %s (at %ss)\n' "$1" "$SECONDS"; }

# The tools: dpkg-shlibdeps, MinGW-w64's linker and windres, and wixl.
. tools/debian-tools.sh
needs dpkg-shlibdeps:dpkg-dev x86_64-w64-mingw32-gcc:gcc-mingw-w64-x86-64 wixl:wixl
windows=x86_64-pc-windows-gnu
if ! rustup target list --installed 2>/dev/null | grep -qx "$windows"; then
    step "adding the Rust target $windows with rustup"
    rustup target add "$windows"
fi

pkgid=$(cargo pkgid --quiet)
version=${pkgid##*@}
# Everything the desktop matches is named by the app id (src/app/identity.rs).
app_id=$(basename assets/linux/*.desktop .desktop)
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
# Cargo builds the dist profile into target/dist/ as well; the packages go beside its
# folders, and only they are replaced here, so its build is reused.
dist=target/dist
stage=target/package-stage
deb=$dist/gotham-companion_${version}_amd64.deb
archive_name=gotham-companion-$version-x86_64-linux
archive=$dist/$archive_name.tar.gz
windows_name=gotham-companion-$version-x86_64-windows
zip=$dist/$windows_name.zip
msi=$dist/gotham-companion-$version-x86_64.msi
rm -rf "$stage" "$deb" "$archive" "$zip" "$msi" "$dist/SHA256SUMS"
mkdir -p "$stage"

step "building the app for Linux and for Windows (profile dist), the two at once"
# Fat LTO with one codegen unit ends in a long single-threaded link: the two builds
# overlap on two cores. The Windows one has a folder of its own, so neither waits for
# the other's lock.
windows_dir=target/windows
CARGO_TARGET_DIR=$windows_dir cargo build --locked --profile dist --target "$windows" \
    --bin gotham-companion >"$stage/windows-build.log" 2>&1 &
windows_build=$!
cargo build --locked --profile dist --bin gotham-companion
if ! wait "$windows_build"; then
    cat "$stage/windows-build.log" >&2
    echo "error: the Windows build failed" >&2
    exit 1
fi
windows_exe=$windows_dir/$windows/dist/gotham-companion.exe
step "building gotham-companion.com, the Windows command line's console twin"
cargo build --locked --release --manifest-path tools/windows-console/Cargo.toml \
    --target "$windows" --target-dir target/windows-console
step "generating the manual pages and completions from the command line's definition"
# In the release profile: `cargo test --release` has built it already.
cargo run --locked --release --quiet --example package-docs -- "$stage/generated"

step "staging the files"
# Laid out as dpkg-shlibdeps expects a package being built: debian/PACKAGE/usr/...
root=$stage/debian/gotham-companion
usr=$root/usr
doc=$usr/share/doc/gotham-companion
install -D -m 755 "$dist/gotham-companion" "$usr/bin/gotham-companion"
install -D -m 644 "assets/linux/$app_id.desktop" "$usr/share/applications/$app_id.desktop"
install -D -m 644 "assets/linux/$app_id.metainfo.xml" "$usr/share/metainfo/$app_id.metainfo.xml"
install -D -m 644 "assets/icon/$app_id.svg" "$usr/share/icons/hicolor/scalable/apps/$app_id.svg"
for size in 48 128 256; do
    install -D -m 644 "assets/icon/$size.png" "$usr/share/icons/hicolor/${size}x$size/apps/$app_id.png"
done
mkdir -p "$usr/share/man/man1"
for page in "$stage"/generated/*.1; do
    gzip -9n <"$page" >"$usr/share/man/man1/$(basename "$page").gz"
done
chmod 644 "$usr"/share/man/man1/*
install -D -m 644 "$stage/generated/gotham-companion.bash" \
    "$usr/share/bash-completion/completions/gotham-companion"
install -D -m 644 "$stage/generated/_gotham-companion" \
    "$usr/share/zsh/vendor-completions/_gotham-companion"
install -D -m 644 "$stage/generated/gotham-companion.fish" \
    "$usr/share/fish/vendor_completions.d/gotham-companion.fish"
install -D -m 644 assets/linux/copyright "$doc/copyright"
# The crates compiled into the binary, each with its license (the copyright file points
# here).
{
    echo "Rust crates compiled into gotham-companion $version, with their licenses:"
    echo
    cargo tree --locked -e normal --target x86_64-unknown-linux-gnu --prefix none \
        --format '{p} | {l}' | grep -v '^gotham-companion ' | sed 's/ (\*)//' | sort -u
} >"$doc/THIRD-PARTY"
chmod 644 "$doc/THIRD-PARTY"

step "writing the Debian package"
# The libraries the app loads while running (windowing and keyboard, X11 and Wayland),
# which dpkg-shlibdeps cannot see; libc and libgcc it finds in the binary itself.
runtime_libraries="libx11-6, libx11-xcb1, libxcursor1, libxrandr2, libxi6, libxkbcommon0, libxkbcommon-x11-0, libwayland-client0"
# dpkg-shlibdeps reads the package's name from a debian/control: a minimal one will do.
# It knows the package's folder by its DEBIAN folder.
mkdir -p "$root/DEBIAN"
printf 'Source: gotham-companion\n\nPackage: gotham-companion\nArchitecture: amd64\n' >"$stage/debian/control"
shlibs=$(cd "$stage" && dpkg-shlibdeps -O debian/gotham-companion/usr/bin/gotham-companion)
shlibs=${shlibs#shlibs:Depends=}
# The maintainer: DEB_MAINTAINER ("Name <email>"), or whoever last changed Cargo.toml.
maintainer=${DEB_MAINTAINER:-$(git log -1 --format='%an <%ae>' -- Cargo.toml 2>/dev/null || true)}
[ -n "$maintainer" ] || { echo "error: set DEB_MAINTAINER=\"Name <email>\" (no git history here)" >&2; exit 1; }
# Debian wants a changelog in every package; what each release changed is told in the
# AppStream metainfo, which this one points to.
cat >"$stage/changelog" <<EOF
gotham-companion ($version) unstable; urgency=medium

  * Gotham Companion $version. What it changed is told in
    /usr/share/metainfo/$app_id.metainfo.xml.

 -- $maintainer  $(date -u -R -d "@$SOURCE_DATE_EPOCH")
EOF
gzip -9n <"$stage/changelog" >"$doc/changelog.gz"
chmod 644 "$doc/changelog.gz"
cat >"$root/DEBIAN/control" <<EOF
Package: gotham-companion
Version: $version
Architecture: amd64
Maintainer: $maintainer
Installed-Size: $(du -s -k "$usr" | cut -f1)
Depends: $shlibs, $runtime_libraries
Recommends: libvulkan1, mesa-vulkan-drivers | vulkan-icd
Suggests: zenity
Section: misc
Priority: optional
Description: companion app for the Batman Miniature Game
 Crew builder checked live against the crew-building rules, objective decks,
 exact dice odds, a match tracker with undo, crew codes, printable rosters,
 tournaments, and trackers for four smaller Batman and heist games.
 .
 Gotham Companion is an unofficial fan project, not affiliated with, endorsed
 by or sponsored by Knight Models or DC. Its catalog holds game facts (names,
 numbers, trait names), not the text or the art of the cards.
EOF
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null

step "writing the portable archive"
folder=$stage/archive/$archive_name
mkdir -p "$folder"
cp -a "$usr/bin" "$usr/share" "$folder/"
install -m 644 README.md LICENSE "$folder/"
install -m 755 assets/linux/install.sh "$folder/install.sh"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" \
    -C "$stage/archive" -cf - "$archive_name" | gzip -9n >"$archive"

step "writing the Windows zip"
wfolder=$stage/windows/$windows_name
mkdir -p "$wfolder"
install -m 755 "$windows_exe" "$wfolder/gotham-companion.exe"
install -m 755 target/windows-console/$windows/release/gotham-companion-console.exe \
    "$wfolder/gotham-companion.com"
install -m 644 assets/windows/README.txt "$wfolder/README.txt"
install -m 644 LICENSE "$wfolder/LICENSE.txt"
{
    echo "Rust crates compiled into gotham-companion.exe $version, with their licenses:"
    echo
    cargo tree --locked -e normal --target "$windows" --prefix none \
        --format '{p} | {l}' | grep -v '^gotham-companion ' | sed 's/ (\*)//' | sort -u
} >"$wfolder/THIRD-PARTY.txt"
# A zip of one folder, its entries in name order and dated SOURCE_DATE_EPOCH (a zip
# holds no date before 1980): packaging a commit twice gives the same file.
python3 - "$stage/windows" "$windows_name" "$zip" <<'PYTHON'
import os, sys, time, zipfile
root, name, out = sys.argv[1:]
stamp = time.gmtime(max(int(os.environ["SOURCE_DATE_EPOCH"]), 315532800))[:6]
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
    for folder, dirs, files in sorted(os.walk(os.path.join(root, name))):
        dirs.sort()
        for file in sorted(files):
            path = os.path.join(folder, file)
            entry = zipfile.ZipInfo(os.path.relpath(path, root), stamp)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = (0o100755 if file.endswith((".exe", ".com")) else 0o100644) << 16
            with open(path, "rb") as f:
                archive.writestr(entry, f.read())
PYTHON

step "writing the Windows installer"
# wixl finds the files beside the .wxs. The product code follows the version, so a
# newer version is a new product that replaces the older (the upgrade code is fixed).
mstage=$stage/msi
mkdir -p "$mstage"
cp -p "$wfolder"/* "$mstage/"
install -m 644 assets/icon/windows.ico "$mstage/gotham-companion.ico"
install -m 644 assets/windows/gotham-companion.wxs "$mstage/gotham-companion.wxs"
product_code=$(python3 -c "import uuid, sys; print(str(uuid.uuid5(uuid.NAMESPACE_URL, 'gotham-companion/msi/' + sys.argv[1])).upper())" "$version")
(cd "$mstage" && wixl -a x64 -D Version="$version" -D ProductCode="$product_code" \
    -o "$OLDPWD/$msi" gotham-companion.wxs)

(cd "$dist" && sha256sum "$(basename "$deb")" "$(basename "$archive")" "$(basename "$zip")" \
    "$(basename "$msi")" >SHA256SUMS)
step "done"
ls -l "$deb" "$archive" "$zip" "$msi" "$dist/SHA256SUMS"
