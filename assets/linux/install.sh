#!/bin/sh
# Installs Gotham Companion for you alone, without root: the program in ~/.local/bin,
# its menu entry, icons, AppStream data, manual pages and bash completions in
# ~/.local/share (or $XDG_DATA_HOME), where the desktop, man and bash look. (zsh and fish
# have no such folder of their own: their completions stay in share/ here, to copy where
# your setup reads them.) Run it from the unpacked archive:
#
#     ./install.sh               install, or replace an earlier install
#     ./install.sh --uninstall   remove every file an install put there
#
# Your crews, matches and settings live in ~/.local/share/gotham-companion: neither
# installing nor uninstalling ever touches that folder.
set -eu

app_id=io.github.gotham_companion.GothamCompanion
here=$(cd "$(dirname "$0")" && pwd)
bin_dir=$HOME/.local/bin
data_dir=${XDG_DATA_HOME:-$HOME/.local/share}

# Every file an install of any version may have put in place: an uninstall needs no
# list kept from the install, and a new install first clears an older one's pages.
installed_files() {
    printf '%s\n' \
        "$bin_dir/gotham-companion" \
        "$data_dir/applications/$app_id.desktop" \
        "$data_dir/metainfo/$app_id.metainfo.xml" \
        "$data_dir/bash-completion/completions/gotham-companion"
    for icon in "$data_dir"/icons/hicolor/*/apps/"$app_id".png \
        "$data_dir"/icons/hicolor/*/apps/"$app_id".svg \
        "$data_dir"/man/man1/gotham-companion.1.gz \
        "$data_dir"/man/man1/gotham-companion-*.1.gz; do
        [ -e "$icon" ] && printf '%s\n' "$icon"
    done
    return 0
}

# Removes the installed files, then the folders they leave empty, climbing no higher
# than your home folder: a folder holding anything else stays.
remove_installed() {
    installed_files | while IFS= read -r file; do
        [ -e "$file" ] || continue
        rm -f "$file"
        dir=$(dirname "$file")
        while case $dir in "$HOME"/*) true ;; *) false ;; esac && rmdir "$dir" 2>/dev/null; do
            dir=$(dirname "$dir")
        done
    done
}

# Tells icon themes that their folder changed, so that the menu shows the icon at once.
refresh_desktop() {
    [ -d "$data_dir/icons/hicolor" ] && touch "$data_dir/icons/hicolor"
    return 0
}

case ${1:-} in
--uninstall)
    remove_installed
    refresh_desktop
    echo "Gotham Companion is uninstalled. Your files in $data_dir/gotham-companion are kept."
    ;;
"")
    [ -x "$here/bin/gotham-companion" ] || {
        echo "error: run install.sh from the unpacked archive (bin/gotham-companion is missing)" >&2
        exit 1
    }
    remove_installed
    install -D -m 755 "$here/bin/gotham-companion" "$bin_dir/gotham-companion"
    (cd "$here/share" && find . -type f ! -path './doc/*' ! -path './zsh/*' ! -path './fish/*') |
        while IFS= read -r file; do
            install -D -m 644 "$here/share/$file" "$data_dir/$file"
        done
    # The menu starts the program by its full path: ~/.local/bin may not be on the PATH
    # the desktop session was given.
    program=$(printf '%s' "$bin_dir/gotham-companion" | sed 's/[\\&|]/\\&/g')
    sed -i "s|^Exec=.*|Exec=\"$program\"|" "$data_dir/applications/$app_id.desktop"
    refresh_desktop
    echo "Gotham Companion is installed: find it in your applications menu."
    case ":$PATH:" in
    *":$bin_dir:"*) echo "In a terminal: gotham-companion --help" ;;
    *) echo "In a terminal: $bin_dir/gotham-companion --help (add $bin_dir to your PATH to type just gotham-companion)" ;;
    esac
    echo "To uninstall: $here/install.sh --uninstall"
    ;;
*)
    echo "usage: install.sh [--uninstall]" >&2
    exit 2
    ;;
esac
