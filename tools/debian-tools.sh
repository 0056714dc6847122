# Sourced by the packaging scripts: installs the Debian packages that give the tools
# a script needs, where they are missing.
#
#     needs COMMAND:PACKAGE ...
#
# A COMMAND that is an absolute path is looked for as a file (wine64 is not on the
# PATH). Missing tools are installed with apt-get when the script runs as root;
# otherwise it stops and says which packages to install.
needs() {
    local missing=() pair command package
    for pair in "$@"; do
        command=${pair%%:*}
        package=${pair#*:}
        case $command in
        /*) [ -x "$command" ] || missing+=("$package") ;;
        *) command -v "$command" >/dev/null || missing+=("$package") ;;
        esac
    done
    [ ${#missing[@]} -gt 0 ] || return 0
    if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
        echo "error: missing tools: install ${missing[*]} (apt-get install ${missing[*]})" >&2
        exit 1
    fi
    echo "installing ${missing[*]} with apt-get"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        "${missing[@]}" >/dev/null
}
