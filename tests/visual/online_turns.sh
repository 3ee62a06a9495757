#!/usr/bin/env bash
# A turn-based table on metro-server in a real window (issue 35, docs/ui.md
# "Online play"), loopback only: metro-cli bot creates a 2-seat table with a
# 1 h move deadline (an hour of 4 s: metro-server --hour-ms, for tests);
# the window joins, plays two moves and quits. While it is away its seat's
# deadlines pass: the host's stand-in plays them and the bot answers. The
# window comes back: My tables says it is its turn, Open rejoins, the status
# line and the title say so, the missed moves are in its log and history,
# and a deadline missed while it looks on is said in the log. Every process
# started here is killed by its pid when the script ends.
# usage: online_turns.sh METRO METRO_CLI METRO_SERVER SCRIPT_DIR
set -u
metro=$1 cli=$2 server=$3 dir=$4
# shellcheck source=tests/visual/online_lib.sh
. "$(dirname "$0")/online_lib.sh" online_turns
display 1
disp=$DISPLAY_FOUND

"$server" --port 0 --bind 127.0.0.1 --data "$work/server" --hour-ms 4000 \
    >"$work/server.out" 2>"$work/server.err" &
pids+=($!)
wait_for 10 grep -q "listening on" "$work/server.err" "$work/server.out" ||
    { fail "no server: $(tail -3 "$work/server.err")"; exit 1; }
port=$(sed -n 's/.*listening on \([0-9]*\).*/\1/p' "$work/server.err" "$work/server.out" | head -1)

"$cli" bot "127.0.0.1:$port" --ai greedy --create --table turns --players 2 --deadline 1 \
    --seed 5 --name Ben >"$work/bot.out" 2>"$work/bot.err" &
pids+=($!)
wait_for 10 grep -q "turns" "$work/bot.err" || fail "the bot made no table: $(tail -3 "$work/bot.err")"

mkdir -p "$work/ada/config/metro"
sed "s/PORT/$port/" "$dir/turns.setup" >"$work/ada/config/metro/setup.txt"
export SDL_AUDIODRIVER=dummy LANGUAGE=en
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" # X11's own allocations
# window SCRIPT: the window with Ada's folders, waited for (bounded).
window() {
    DISPLAY=$disp XDG_CONFIG_HOME=$work/ada/config XDG_DATA_HOME=$work/ada/data \
        timeout -k 5 120 "$metro" --size 1024x640 --script "$dir/$1" \
        >"$work/$1.out" 2>"$work/$1.err" &
    local pid=$!
    pids+=("$pid")
    wait "$pid" || fail "$1: $(tail -5 "$work/$1.err")"
}

window turns-first.script
[ -s "$work/ada/data/metro/tables.txt" ] || fail "the table is not kept in My tables"
first=$(sed -n 's/^moves //p' "$work/turns-first.script.out")
# away: two deadlines of the window's seat pass (the stand-in plays them)
missed() { test "$(grep -c 'missed the 1 h deadline' "$work/server.err")" -ge "$1"; }
wait_for 30 missed 2 ||
    fail "no deadline was missed: $(tail -3 "$work/server.err")"
window turns-back.script
back=$(sed -n 's/^moves //p' "$work/turns-back.script.out" | head -1)
[ -n "$first" ] && [ -n "$back" ] && [ "$back" -gt "$((first + 2))" ] ||
    fail "the window came back at move '$back' after leaving at '$first'"

if [ "$fails" = 0 ]; then echo "online_turns: ok"; exit 0; fi
echo "online_turns: $fails failures"
exit 1
