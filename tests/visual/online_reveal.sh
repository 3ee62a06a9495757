#!/usr/bin/env bash
# The end of an online game with secrets (issue 35): a metro-server on
# loopback, metro-cli bot creates a 3-seat table with the shares module (a
# computer in seat 3), a window under Xvfb joins seat 2 from the list and
# plays to the end. Its end screen's totals for every seat must be the
# host's final points (OVER, as the bot prints them) and metro-cli replay
# of the server's export: a seat's view alone holds only its own shares,
# so the others' totals are right only once the host reveals the finished
# game. A second window then watches the finished table: the same totals.
# Every process started here is killed by its pid at the end.
# usage: online_reveal.sh METRO METRO_CLI METRO_SERVER SCRIPT_DIR
set -u
metro=$1 cli=$2 server=$3 dir=$4
# shellcheck source=tests/visual/online_lib.sh
. "$(dirname "$0")/online_lib.sh" online_reveal
display 1
d1=$DISPLAY_FOUND

"$server" --port 0 --bind 127.0.0.1 --data "$work/tables" >"$work/server.out" 2>"$work/server.err" &
pids+=($!)
wait_for 20 grep -qs '^listening on' "$work/server.out" ||
    { echo "online_reveal: no server: $(tail -3 "$work/server.err")"; exit 1; }
port=$(sed -n 's/^listening on //p' "$work/server.out")

"$cli" bot "127.0.0.1:$port" --ai greedy --create --table shares --players 3 --computer 1 \
    --modules shares --seed 11 --name Bot >"$work/bot.out" 2>"$work/bot.err" &
bot=$!
pids+=("$bot")
wait_for 20 grep -qs 'seat' "$work/bot.err" || fail "the bot did not sit down: $(cat "$work/bot.err")"

export SDL_AUDIODRIVER=dummy LANGUAGE=en
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" # X11's own allocations
# window WHO SCRIPT: a window with WHO's folders, until its script ends.
window() {
    local who=$1 script=$2
    mkdir -p "$work/$who/config/metro"
    sed "s/PORT/$port/" "$dir/reveal.setup" >"$work/$who/config/metro/setup.txt"
    DISPLAY=$d1 XDG_CONFIG_HOME=$work/$who/config XDG_DATA_HOME=$work/$who/data \
        "$metro" --size 1024x640 --script "$dir/$script" >"$work/$who.out" 2>"$work/$who.err" &
    pids+=($!)
    wait_for 120 grep -qs '^final:' "$work/$who.out" ||
        fail "$who: no end screen: $(tail -3 "$work/$who.err")"
}

window ada reveal-play.script
wait_for 20 grep -qs '^revealed:' "$work/bot.out" || fail "the bot saw no revealed game"
over=$(grep '^final:' "$work/bot.out")
revealed=$(grep '^revealed:' "$work/bot.out")
"$server" --data "$work/tables" --export shares >"$work/shares.metro" 2>"$work/export.err" ||
    fail "no export: $(cat "$work/export.err")"
replay="final: $("$cli" replay "$work/shares.metro" 2>&1)"
[ "$over" = "$replay" ] || fail "the host's OVER '$over', replay of its save '$replay'"
[ "$revealed" = "revealed: ${over#final: }" ] || fail "the bot's revealed '$revealed', OVER '$over'"
got=$(grep '^final:' "$work/ada.out")
[ "$got" = "$over" ] || fail "the player's end screen '$got', the host's '$over'"

window eve reveal-watch.script
got=$(grep '^final:' "$work/eve.out")
[ "$got" = "$over" ] || fail "the spectator's end screen '$got', the host's '$over'"

if [ "$fails" = 0 ]; then echo "online_reveal: ok ($over)"; exit 0; fi
echo "online_reveal: $fails failures"
exit 1
