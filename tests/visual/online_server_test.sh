#!/usr/bin/env bash
# Tables on a server, from the window (docs/ui.md "Online play"): a
# metro-server on loopback and two windows under Xvfb. A French window
# connects first and lists nothing; a second window makes a turn-based
# table there (an open seat), copies its invitation link; the list of the
# French window shows the table by itself, it joins, and both play. Then a
# private table: not listed, its link without the code refused, with the
# code joined. Every process started here is killed by its pid at the end.
# usage: online_server_test.sh METRO METRO_SERVER SCRIPT_DIR
set -u
metro=$1 server=$2 dir=$3
# shellcheck source=tests/visual/online_lib.sh
. "$(dirname "$0")/online_lib.sh" online_server_test
display 1
d1=$DISPLAY_FOUND
display 2
d2=$DISPLAY_FOUND

# The server on a port the system picks (UDP and TCP of that number).
"$server" --port 0 --bind 127.0.0.1 --data "$work/tables" >"$work/server.out" 2>"$work/server.err" &
pids+=($!)
wait_for 20 grep -qs '^listening on' "$work/server.out" ||
    { echo "online_server_test: no server: $(tail -3 "$work/server.err")"; exit 1; }
port=$(sed -n 's/^listening on //p' "$work/server.out")

export SDL_AUDIODRIVER=dummy LANGUAGE=en
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" # X11's own allocations
# window WHO DISPLAY SCRIPT SETUP [LINK NOCODE]: a window with WHO's folders; sets PID.
window() {
    local who=$1 disp=$2 script=$3 setup=$4 link=${5:-} nocode=${6:-}
    mkdir -p "$work/$who/config/metro"
    sed "s/PORT/$port/" "$dir/$setup" >"$work/$who/config/metro/setup.txt"
    sed -e "s/PORT/$port/" -e "s|^type LINK|type ${link//&/\\&}|" -e "s|^type NOCODE|type $nocode|" \
        "$dir/$script" >"$work/$who.script"
    DISPLAY=$disp XDG_CONFIG_HOME=$work/$who/config XDG_DATA_HOME=$work/$who/data \
        "$metro" --size 1024x640 --script "$work/$who.script" \
        >"$work/$who.out" 2>"$work/$who.err" &
    PID=$!
    pids+=("$PID")
}
stop() {
    kill -9 "$1" 2>/dev/null
    wait "$1" 2>/dev/null
}

# The French window lists the server's tables before there is one.
window fr "$d2" server-join.script server-join.setup
fr=$PID
wait_for 30 grep -qs '^moves' "$work/fr.out" ||
    fail "the French window did not list the server: $(tail -3 "$work/fr.err")"
window maker "$d1" server-create.script server-create.setup
maker=$PID
wait_for 30 grep -qs '^clipboard' "$work/maker.out" ||
    fail "no table made at the server: $(tail -3 "$work/maker.err")"
link=$(sed -n 's/^clipboard //p' "$work/maker.out")
case $link in
"http://127.0.0.1:$port/?join=Ada-"*) ;;
*) fail "the copied link is '$link'" ;;
esac
reports() { test "$(grep -c '^moves' "$1")" -ge "$2"; }
wait_for 90 reports "$work/fr.out" 2 ||
    fail "the French window did not join and play: $(tail -3 "$work/fr.err")"
wait_for 30 grep -qs '^moves' "$work/maker.out" ||
    fail "the table's maker did not play: $(tail -3 "$work/maker.err")"
stop "$fr"
stop "$maker"

# A private table: only its link with the code lets a window in.
window private "$d1" server-private.script server-create.setup
wait_for 30 grep -qs '^clipboard' "$work/private.out" ||
    fail "no private table made: $(tail -3 "$work/private.err")"
link=$(sed -n 's/^clipboard //p' "$work/private.out")
case $link in
*"&code="[2-9A-Z][2-9A-Z][2-9A-Z][2-9A-Z][2-9A-Z][2-9A-Z][2-9A-Z][2-9A-Z]) ;;
*) fail "the private table's link has no code: '$link'" ;;
esac
window invited "$d2" server-invited.script server-invited.setup "$link" "${link%&code=*}"
wait_for 60 grep -qs '^moves' "$work/invited.out" ||
    fail "the invited window did not sit down: $(tail -3 "$work/invited.err")"
wait_for 30 grep -qs '^moves' "$work/private.out" ||
    fail "the private table's lobby did not fill: $(tail -3 "$work/private.err")"

if [ "$fails" = 0 ]; then echo "online_server_test: ok"; exit 0; fi
echo "online_server_test: $fails failures"
exit 1
