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
# An install writes the list of the files it put in place to
# ~/.local/share/gotham-companion-installed.txt, and --uninstall removes those and
# nothing else. Your crews, matches and settings live in ~/.local/share/gotham-companion:
# neither installing nor uninstalling ever touches that folder.
set -eu
# A CDPATH of the user's would make `cd` print where it went, into $here below.
unset CDPATH

app_id=io.github.gotham_companion.GothamCompanion

fail() {
    printf 'error: %s\n' "$1" >&2
    exit "${2:-1}"
}

# Paths are read back line by line (the list of installed files), and the menu entry
# names the program by its path: a path with a control character in it, a line break
# above all, would be read as other paths. Such a folder is refused before anything
# changes.
refuse_odd_path() {
    case $2 in
    *[[:cntrl:]]*) fail "$1 holds a control character (a line break?), which install.sh does not work with: $(printf '%s' "$2" | tr '[:cntrl:]' '?')" ;;
    esac
}

[ $# -le 1 ] || fail "usage: install.sh [--uninstall]" 2
case ${1:-} in
"" | --uninstall) ;;
*) fail "usage: install.sh [--uninstall]" 2 ;;
esac

home=${HOME:-}
[ -n "$home" ] || fail "HOME is not set, so there is no home folder to install into"
case $home in
/*) ;;
*) fail "HOME is not an absolute path: $home" ;;
esac
refuse_odd_path HOME "$home"
home=${home%/}
[ -n "$home" ] || fail "HOME is the root folder; install.sh installs into a user's home"
bin_dir=$home/.local/bin
# The XDG Base Directory spec: a relative XDG_DATA_HOME is invalid and is ignored.
data_dir=$home/.local/share
case ${XDG_DATA_HOME:-} in
/*)
    refuse_odd_path XDG_DATA_HOME "$XDG_DATA_HOME"
    data_dir=${XDG_DATA_HOME%/}
    [ -n "$data_dir" ] || data_dir=/
    ;;
esac
list=$data_dir/gotham-companion-installed.txt

# The folder this script is in, through any symlinks to it.
self=$0
while [ -L "$self" ]; do
    target=$(readlink "$self")
    case $target in
    /*) self=$target ;;
    *) self=$(dirname "$self")/$target ;;
    esac
done
here=$(cd -P "$(dirname "$self")" && pwd -P)

# The files this archive installs, each as a path relative to share/ (the program
# aside): the menu entry, icons, metainfo, manual pages and bash completion.
shipped_files() {
    (cd "$here/share" && find . -type f ! -path './doc/*' ! -path './zsh/*' ! -path './fish/*') |
        sed 's|^\./||'
}

# Whether $1 is a path an install of ours may have put in place: under the program's
# folder or the data folder, without a step back up (a list edited by hand cannot
# remove anything else).
ours() {
    case $1 in
    */../* | */..) return 1 ;;
    "$bin_dir/gotham-companion") return 0 ;;
    "$data_dir"/*) return 0 ;;
    esac
    return 1
}

# The files the last install put in place: its list where it kept one; for an install
# by a version that kept none, those of the same names as this archive's.
installed_files() {
    if [ -f "$list" ]; then
        cat "$list"
    else
        printf '%s\n' "$bin_dir/gotham-companion"
        [ -d "$here/share" ] && shipped_files | while IFS= read -r file; do
            printf '%s\n' "$data_dir/$file"
        done
    fi
    return 0
}

# Removes the installed files and their list, then the folders they leave empty,
# climbing no higher than the home folder (or the data folder, where it is elsewhere):
# a folder holding anything else stays.
remove_installed() {
    { installed_files; printf '%s\n' "$list"; } | while IFS= read -r file; do
        ours "$file" || continue
        [ -f "$file" ] || [ -L "$file" ] || continue
        rm -f "$file"
        dir=$(dirname "$file")
        while case $dir in "$home"/* | "$data_dir"/*) true ;; *) false ;; esac &&
            rmdir "$dir" 2>/dev/null; do
            dir=$(dirname "$dir")
        done
    done
}

# The menu entry's Exec value for the program at $1, escaped as the Desktop Entry spec
# asks: quoted, with " ` $ \ escaped inside the quotes, every backslash then escaped
# again as a string's, and % doubled (it starts a field code).
desktop_exec() {
    printf '"%s"' "$(printf '%s' "$1" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')"
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
    [ -x "$here/bin/gotham-companion" ] && [ -d "$here/share" ] ||
        fail "run install.sh from the unpacked archive ($here/bin/gotham-companion is missing)"
    remove_installed
    mkdir -p "$data_dir"
    # The list is written as each file goes in place, so that an install cut short is
    # still uninstalled whole.
    : >"$list"
    install -D -m 755 "$here/bin/gotham-companion" "$bin_dir/gotham-companion"
    printf '%s\n' "$bin_dir/gotham-companion" >>"$list"
    shipped_files | while IFS= read -r file; do
        install -D -m 644 "$here/share/$file" "$data_dir/$file"
        printf '%s\n' "$data_dir/$file" >>"$list"
    done
    # The menu starts the program by its full path: ~/.local/bin may not be on the PATH
    # the desktop session was given.
    entry=$data_dir/applications/$app_id.desktop
    exec_line=Exec=$(desktop_exec "$bin_dir/gotham-companion")
    while IFS= read -r line || [ -n "$line" ]; do
        case $line in
        Exec=*) printf '%s\n' "$exec_line" ;;
        *) printf '%s\n' "$line" ;;
        esac
    done <"$here/share/applications/$app_id.desktop" >"$entry.new"
    mv -f "$entry.new" "$entry"
    refresh_desktop
    echo "Gotham Companion is installed: find it in your applications menu."
    case ":${PATH:-}:" in
    *":$bin_dir:"*) echo "In a terminal: gotham-companion --help" ;;
    *) echo "In a terminal: $bin_dir/gotham-companion --help (add $bin_dir to your PATH to type just gotham-companion)" ;;
    esac
    echo "To uninstall: $here/install.sh --uninstall"
    ;;
esac
