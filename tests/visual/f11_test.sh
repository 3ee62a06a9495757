#!/bin/sh
# F11 without a window manager (issue 11, defect 11): the X window itself
# takes the screen's size and the layout the same size at once; F11 again
# gives the window its old size back. Xvfb runs no window manager.
# usage: f11_test.sh METRO XWIN_SIZE
set -u
metro=$1 xwin=$2
. "$(dirname "$0")/xvfb_prelude.sh"
need_xvfb f11_test
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '%s\n' "button start" "wait-human" "key F11" "wait 300" "report-layout" "wait 4000" \
    "key F11" "wait 300" "report-layout" "wait 4000" "quit" >"$tmp/f11.script"
# check N WANT: after the Nth "layout" line, the X window and the layout are WANT.
cat >"$tmp/run.sh" <<'RUN'
metro=$1 xwin=$2 tmp=$3
"$metro" --size 960x600 --script "$tmp/f11.script" >"$tmp/out" 2>"$tmp/err" &
pid=$!
fails=0
check() {
    for _ in $(seq 100); do # until the game has reported (at most 20 s)
        [ "$(grep -c '^layout ' "$tmp/out")" -ge "$1" ] && break
        sleep 0.2
    done
    layout=$(sed -n 's/^layout //p' "$tmp/out" | sed -n "${1}p")
    window=$("$xwin" Metro)
    if [ "$layout" != "$2" ] || [ "$window" != "$2" ]; then
        echo "f11_test: FAIL after F11 #$1: layout '$layout', X window '$window', want $2" >&2
        fails=1
    fi
}
check 1 1280x800
check 2 960x600
wait $pid || { echo "f11_test: metro failed: $(cat "$tmp/err")" >&2; fails=1; }
exit $fails
RUN
XDG_CONFIG_HOME=$tmp XDG_DATA_HOME=$tmp/data xvfb-run -a -s "-screen 0 1280x800x24" \
    sh "$tmp/run.sh" "$metro" "$xwin" "$tmp" || exit 1
echo "f11_test: ok"
