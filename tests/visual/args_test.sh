#!/bin/sh
# Bad command lines and bad files: a message and the documented exit status.
# usage: args_test.sh METRO LIBDISKFULL MANPAGE
set -u
metro=$1 diskfull=$2 man=$3
export SDL_VIDEODRIVER=dummy
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
check() { # check WANT_STATUS ARGS...
    want=$1
    shift
    timeout -s KILL 60 "$metro" "$@" >"$tmp/out" 2>"$tmp/err" # 137: it ran on (a window)
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
# --join's link (docs/web.md): each part checked before a window opens
check 2 --join club
check 2 --join 127.0.0.1:24960/bad.name
check 2 --join 127.0.0.1:24960/club --code short
check 2 --join 127.0.0.1:24960/club --name "$(printf 'a\tb')"
check 2 --name Ada
check 2 --join 127.0.0.1:24960/club --screenshot "$tmp/x.png" --scene setup
# A save that cannot be loaded is bad input, exit 2 as for metro-cli replay
# (issue 37): not a save, missing, a FIFO (refused without blocking), links in
# a loop, 1 GB (sparse), binary, a device that never ends, a folder; for
# --screenshot --load and for --replay (the history view of a save: said
# before a window opens).
mkfifo "$tmp/fifo.metro"
ln -s loop2.metro "$tmp/loop1.metro"
ln -s loop1.metro "$tmp/loop2.metro"
truncate -s 1G "$tmp/huge.metro"
head -c 3000 /bin/sh >"$tmp/binary.metro"
mkdir "$tmp/folder.metro"
for f in "$tmp/bad.metro" "$tmp/missing.metro" "$tmp/fifo.metro" "$tmp/loop1.metro" \
    "$tmp/huge.metro" "$tmp/binary.metro" /dev/zero "$tmp/folder.metro"; do
    check 2 --screenshot "$tmp/x.png" --load "$f"
    check 2 --replay "$f"
    grep -qF "$(basename "$f")" "$tmp/err" || {
        echo "args_test: --replay $f says '$(cat "$tmp/err")', not the file's name" >&2
        fail=1
    }
done
check 2 --replay "$tmp/bad.metro" --screenshot "$tmp/x.png" --scene setup
# A file to write whose name names no place for one is bad input too (2, as
# metro-cli's --save says): a missing folder, a folder, links in a loop.
for f in "$tmp/no/such/dir/x.png" "$tmp/folder.metro" "$tmp/loop1.metro"; do
    check 2 --screenshot "$f" --scene setup
    check 2 --render-icon "$f"
    check 2 --screenshot "$tmp/x.png" --scene setup --save "$f"
done
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
# --render-icon without --size draws the help's default, 256x256 (defect 9).
check 0 --render-icon "$tmp/icon.png"
size=$(od -An -tu1 -j16 -N8 "$tmp/icon.png" 2>/dev/null | tr -s ' ' | sed 's/^ //')
[ "$size" = "0 0 1 0 0 0 1 0" ] || { echo "args_test: the default icon is not 256x256 ($size)" >&2; fail=1; }
# getopt_long: values after '=' or apart, no option twice, no argument left
# over, an option is not the value of the one before it.
check 0 --screenshot="$tmp/x.png" --scene=setup --size=320x200
check 2 --size 960x600 --size 800x600
check 2 --screenshot "$tmp/x.png" --scene setup extra
grep -q "unexpected argument 'extra'" "$tmp/err" || { echo "args_test: extra: $(cat "$tmp/err")" >&2; fail=1; }
check 2 -- --size
grep -q "unexpected argument '--size'" "$tmp/err" || { echo "args_test: -- --size: $(cat "$tmp/err")" >&2; fail=1; }
check 2 --script --size 960x600
grep -q "needs a value, not the option '--size'" "$tmp/err" || { echo "args_test: --script --size: $(cat "$tmp/err")" >&2; fail=1; }
check 2 -x
# The shared reader's messages (src/common/options.c): a flag given a value,
# an ambiguous start, each named.
check 2 --help=x
grep -q "help takes no value" "$tmp/err" || { echo "args_test: --help=x: $(cat "$tmp/err")" >&2; fail=1; }
check 2 --s 960x600
grep -q "ambiguous option '--s'" "$tmp/err" || { echo "args_test: --s: $(cat "$tmp/err")" >&2; fail=1; }
check 2 --lang xx
check 2 --script ""
# An empty file name is a bad argument, for every option that takes one.
for o in --screenshot --render-icon --replay; do check 2 "$o" ""; done
check 2 --screenshot "$tmp/x.png" --load ""
check 2 --screenshot "$tmp/x.png" --scene setup --save ""
# Control bytes in echoed arguments are escaped, never obeyed (defect 7).
esc=$(printf '\033[31mX')
for args in "$esc" "--$esc" "--size $esc" "--lang $esc" "--screenshot $tmp/x.png --scene $esc" \
    "--script $tmp/$esc" "--screenshot $tmp/$esc/x.png --scene setup" \
    "--screenshot $tmp/x.png --load $tmp/$esc.metro" "--render-icon $tmp/$esc/i.png"; do
    # shellcheck disable=SC2086 # split on purpose: each word is an argument
    "$metro" $args >/dev/null 2>"$tmp/err"
    if LC_ALL=C grep -q '[^[:print:]]' "$tmp/err" || ! grep -q 'x1b' "$tmp/err"; then
        echo "args_test: 'metro $args' echoes a control byte: $(od -c "$tmp/err" | head -3)" >&2
        fail=1
    fi
done
# --help is true to what is accepted: every long option it lists is known,
# and the manual page lists the same ones.
"$metro" --help >"$tmp/help"
helped=$(sed -n 's/^ *\(-[a-zA-Z], \)*\(--[a-z][a-z-]*\).*/\2/p' "$tmp/help" | sort -u)
for o in $helped; do
    "$metro" "$o" >/dev/null 2>"$tmp/err"
    if grep -q "unknown" "$tmp/err"; then echo "args_test: --help lists $o, refused" >&2; fail=1; fi
done
manned=$(grep -o '\\-\\-[a-z][a-z\\-]*' "$man" | sed 's/\\//g' | sort -u)
if [ "$(echo "$helped" | tr '\n' ' ')" != "$(echo "$manned" | tr '\n' ' ')" ]; then
    echo "args_test: --help lists '$(echo $helped)', the manual '$(echo $manned)'" >&2
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
