# Shared by tools/play and tools/test (sourced): find or install what the
# build needs. Installs with apt-get as root or through sudo; otherwise
# prints what to install and exits 1. Checks are quick when all is present.
# shellcheck shell=bash

MESON_MIN=0.63 # meson_version in meson.build

say() { printf '%s\n' "$*" >&2; }

# version_ge A B: is version A >= B?
version_ge() { [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -1)" = "$2" ]; }

meson_ok() {
    command -v meson >/dev/null 2>&1 && version_ge "$(meson --version 2>/dev/null)" "$MESON_MIN"
}

# missing_packages [with-test-tools]: Debian package names of what is absent.
missing_packages() {
    local want_test=${1:-} pkgs=()
    command -v meson >/dev/null 2>&1 || pkgs+=(meson)
    command -v ninja >/dev/null 2>&1 || pkgs+=(ninja-build)
    command -v cc >/dev/null 2>&1 || pkgs+=(gcc libc6-dev)
    command -v msgfmt >/dev/null 2>&1 || pkgs+=(gettext) # compiles the translations
    if ! command -v pkg-config >/dev/null 2>&1; then
        pkgs+=(pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libenet-dev libsqlite3-dev)
    else
        pkg-config --exists sdl2 || pkgs+=(libsdl2-dev)
        pkg-config --exists SDL2_image || pkgs+=(libsdl2-image-dev)
        pkg-config --exists SDL2_ttf || pkgs+=(libsdl2-ttf-dev)
        pkg-config --exists libenet || pkgs+=(libenet-dev) # online play (docs/protocol.md)
        pkg-config --exists sqlite3 || pkgs+=(libsqlite3-dev) # the host's store
    fi
    if [ "$want_test" = test ]; then
        command -v xvfb-run >/dev/null 2>&1 || pkgs+=(xvfb)
        command -v xauth >/dev/null 2>&1 || pkgs+=(xauth)
        command -v clang >/dev/null 2>&1 || pkgs+=(clang)
        command -v clang-format >/dev/null 2>&1 || pkgs+=(clang-format)
        # The install test validates the desktop entry and the AppStream metainfo.
        command -v desktop-file-validate >/dev/null 2>&1 || pkgs+=(desktop-file-utils)
        command -v appstreamcli >/dev/null 2>&1 || pkgs+=(appstream)
        command -v msgcmp >/dev/null 2>&1 || pkgs+=(gettext) # the catalogue checks
        # The page and its web suite (tools/web, tests/web): Debian's
        # Emscripten, node for the test's DevTools client, headless Chromium.
        command -v emcc >/dev/null 2>&1 || pkgs+=(emscripten)
        command -v dpkg-source >/dev/null 2>&1 || pkgs+=(dpkg-dev)
        command -v node >/dev/null 2>&1 || pkgs+=(nodejs)
        [ -d /usr/share/nodejs/acorn ] || pkgs+=(node-acorn) # emcc's JS optimiser
        command -v chromium >/dev/null 2>&1 || pkgs+=(chromium)
    fi
    printf '%s\n' "${pkgs[@]}"
}

# as_root CMD...: run as root directly or through sudo; 1 if neither works.
as_root() {
    if [ "$(id -u)" = 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo "$@"
    else
        return 1
    fi
}

can_be_root() {
    [ "$(id -u)" = 0 ] || { command -v sudo >/dev/null 2>&1 && [ -t 0 ] || sudo -n true 2>/dev/null; }
}

apt_install() {
    say "tools: installing $*"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

# Older distributions (Ubuntu 22.04) ship a meson below MESON_MIN: use pip's.
upgrade_meson() {
    say "tools: meson $(meson --version 2>/dev/null || echo missing) is older than $MESON_MIN; installing a newer one with pip"
    command -v pip3 >/dev/null 2>&1 || apt_install python3-pip || return 1
    as_root pip3 install --quiet "meson>=$MESON_MIN" 2>/dev/null ||
        as_root pip3 install --quiet --break-system-packages "meson>=$MESON_MIN"
    hash -r
}

# libfuzzer_ok: can clang link a libFuzzer target (tools/fuzz)?
libfuzzer_ok() {
    local dir ok=1
    command -v clang >/dev/null 2>&1 || return 1
    dir=$(mktemp -d)
    echo 'int LLVMFuzzerTestOneInput(const char *d, long n) { return (int)(d[0] + n) * 0; }' >"$dir/p.c"
    clang -fsanitize=fuzzer "$dir/p.c" -o "$dir/p" >/dev/null 2>&1 && ok=0
    rm -rf "$dir"
    return $ok
}

# ensure_deps [test]: install or report what is missing; exits 1 on failure.
ensure_deps() {
    local missing
    missing=$(missing_packages "${1:-}" | tr '\n' ' ')
    missing=${missing% }
    if [ -n "$missing" ]; then
        if ! command -v apt-get >/dev/null 2>&1 || ! can_be_root; then
            say "tools: missing: $missing"
            say "tools: install them (Debian/Ubuntu: sudo apt-get install $missing) and run this again"
            exit 1
        fi
        # shellcheck disable=SC2086 # word splitting of the package list is intended
        apt_install $missing || { say "tools: apt-get install failed"; exit 1; }
    fi
    if [ "${1:-}" = test ] && ! libfuzzer_ok && command -v apt-get >/dev/null 2>&1 && can_be_root; then
        # Best effort: tools/fuzz says so and is skipped where there is none.
        apt_install libclang-rt-dev || say "tools: no libFuzzer runtime (libclang-rt-dev): tools/fuzz will be skipped"
    fi
    if ! meson_ok; then
        can_be_root && upgrade_meson
        meson_ok || { say "tools: meson >= $MESON_MIN is needed (pip3 install 'meson>=$MESON_MIN')"; exit 1; }
    fi
}

# options_differ DIR [meson options...]: does DIR hold another value for any
# of the given -Dname=value options?
options_differ() {
    local dir=$1
    shift
    meson introspect "$dir" --buildoptions 2>/dev/null | python3 -c '
import json, sys
try:
    have = {o["name"]: o["value"] for o in json.load(sys.stdin)}
except ValueError: # unreadable: configure again to be sure
    sys.exit(0)
def text(v):
    if isinstance(v, bool): return "true" if v else "false"
    if isinstance(v, list): return ",".join(map(str, v))
    return str(v)
for arg in sys.argv[1:]:
    name, _, value = arg[2:].partition("=")
    if arg.startswith("-D") and text(have.get(name)) != value: sys.exit(0)
sys.exit(1)' "$@"
}

# configure_build DIR [meson options...]: set up DIR once; later runs reuse it
# (ninja re-runs meson by itself when a meson.build changes) and apply the
# given options again when the folder holds other values (a folder configured
# earlier keeps its options otherwise, e.g. werror from a CI run).
configure_build() {
    local dir=$1
    shift
    if [ -f "$dir/build.ninja" ] && [ -f "$dir/meson-private/coredata.dat" ]; then
        if [ $# -gt 0 ] && options_differ "$dir" "$@"; then
            meson configure "$dir" "$@" >/dev/null
        fi
        return 0
    fi
    if [ -d "$dir" ]; then
        meson setup --wipe "$dir" "$@" # a half-made folder from an interrupted run
    else
        meson setup "$dir" "$@"
    fi
}
