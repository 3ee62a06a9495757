#!/bin/sh
# Bad command lines and bad files: a message and the documented exit status.
# usage: args_test.sh METRO LIBDISKFULL
set -u
metro=$1 diskfull=$2
export SDL_VIDEODRIVER=dummy
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
check() { # check WANT_STATUS ARGS...
    want=$1
    shift
    "$metro" "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    if [ "$got" -ne "$want" ] || { [ "$want" -ne 0 ] && [ ! -s "$tmp/err" ]; }; then
        echo "args_test: 'metro $*' exited $got (want $want) with: $(cat "$tmp/err")" >&2
        fail=1
    fi
}
echo "not a save" >"$tmp/bad.metro"
check 2 --bogus
check 2 --screenshot
check 2 --screenshot "$tmp/x.png"
check 2 --screenshot "$tmp/x.png" --scene nope
check 2 --screenshot "$tmp/x.png" --scene setup --load "$tmp/bad.metro"
check 2 --scene setup
check 2 --size 10x10
check 2 --size wide
check 2 --size 100x100
check 2 --render-icon "$tmp/i.png" --size 64x32
check 2 --render-icon "$tmp/i.png" --size 2048x2048
check 2 --render-icon "$tmp/i.png" --scene setup
check 0 --help
check 0 --version
check 2 --bench-render --script "$tmp/s"
check 1 --screenshot "$tmp/x.png" --load "$tmp/bad.metro"
check 1 --screenshot "$tmp/x.png" --load "$tmp/missing.metro"
check 1 --screenshot "$tmp/no/such/dir/x.png" --scene setup
check 0 --help
check 0 --list-scenes
# Write errors of pictures exit 1 with a message, leaving no cut-short PNG
# (issue 23, defect 6): a device that is full, and a full disk (libdiskfull).
check 1 --screenshot /dev/full --scene setup
grep -q "/dev/full.*No space left on device" "$tmp/err" || {
    echo "args_test: --screenshot /dev/full says '$(cat "$tmp/err")'" >&2
    fail=1
}
check 1 --render-icon /dev/full --size 64x64
check 0 --screenshot /dev/null --scene setup # tools/refresh-goldens does this
env LD_PRELOAD="$diskfull" METRO_DISK_FULL=full.png \
    ASAN_OPTIONS="${ASAN_OPTIONS:-}:verify_asan_link_order=0" \
    "$metro" --screenshot "$tmp/full.png" --scene setup 2>"$tmp/err"
got=$?
if [ $got -ne 1 ] || [ -e "$tmp/full.png" ] || ! grep -q "full.png.*No space left" "$tmp/err"; then
    echo "args_test: a screenshot on a full disk: exit $got, file left: $([ -e "$tmp/full.png" ] &&
        echo yes || echo no), said '$(cat "$tmp/err")'" >&2
    fail=1
fi
# the unknown-scene message names exactly the scenes of --list-scenes
"$metro" --screenshot "$tmp/x.png" --scene nope 2>"$tmp/err"
listed=$("$metro" --list-scenes | tr '\n' ' ' | sed 's/ $//')
if ! grep -qF "scenes: $listed" "$tmp/err" || [ -z "$listed" ]; then
    echo "args_test: unknown-scene message '$(cat "$tmp/err")' is not the list '$listed'" >&2
    fail=1
fi
[ $fail -eq 0 ] && echo "args_test: ok"
exit $fail
