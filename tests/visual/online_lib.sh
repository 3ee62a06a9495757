# Shared by the online window tests (online_test.sh, online_server_test.sh,
# online_turns.sh), sourced with the test's name for its messages: a work
# folder, every process in `pids` killed by its pid when the test ends (also
# on a failure), failures counted, bounded waiting, and Xvfb displays of the
# test's own.
# usage: . online_lib.sh NAME
# shellcheck shell=bash
online_name=$1
work=$(mktemp -d)
pids=()
fails=0

cleanup() {
    local p
    exec 2>/dev/null
    for p in "${pids[@]}"; do kill -9 "$p"; done
    wait
    if [ -n "${ONLINE_KEEP:-}" ]; then echo "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
fail() {
    fails=$((fails + 1))
    echo "FAIL: $*"
}
# wait_for SECONDS COMMAND...: true once COMMAND succeeds.
wait_for() {
    local end=$((SECONDS + $1))
    shift
    while [ $SECONDS -lt $end ]; do
        "$@" && return 0
        sleep 0.2
    done
    return 1
}
command -v Xvfb >/dev/null || { echo "$online_name: Xvfb is missing (tools/test installs it)"; exit 1; }

# display N: a display of our own in DISPLAY_FOUND: Xvfb picks a free number
# and writes it to fd 3 (not in a subshell: its pid must reach the list
# cleanup kills).
display() {
    Xvfb -displayfd 3 -screen 0 1280x800x24 3>"$work/display.$1" >/dev/null 2>&1 &
    pids+=($!)
    wait_for 10 test -s "$work/display.$1" || { echo "$online_name: Xvfb did not start"; exit 1; }
    # shellcheck disable=SC2034 # read by the test that sourced this file
    DISPLAY_FOUND=":$(cat "$work/display.$1")"
}
