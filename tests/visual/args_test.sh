#!/bin/sh
# Bad command lines and bad files: a message and the documented exit status.
# usage: args_test.sh METRO
set -u
metro=$1
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
# the unknown-scene message names exactly the scenes of --list-scenes
"$metro" --screenshot "$tmp/x.png" --scene nope 2>"$tmp/err"
listed=$("$metro" --list-scenes | tr '\n' ' ' | sed 's/ $//')
if ! grep -qF "scenes: $listed" "$tmp/err" || [ -z "$listed" ]; then
    echo "args_test: unknown-scene message '$(cat "$tmp/err")' is not the list '$listed'" >&2
    fail=1
fi
[ $fail -eq 0 ] && echo "args_test: ok"
exit $fail
