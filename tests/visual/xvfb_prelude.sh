# The opening the Xvfb tests share (sourced): xvfb-run must be installed, and
# X11's own allocations are not the game's leaks under AddressSanitizer.
# usage: . "$(dirname "$0")/xvfb_prelude.sh"; need_xvfb TEST_NAME
need_xvfb() {
    if ! command -v xvfb-run >/dev/null 2>&1; then
        echo "$1: xvfb-run is missing (install the xvfb package; tools/test does)" >&2
        exit 1
    fi
    export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
}
