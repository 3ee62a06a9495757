#!/usr/bin/env bash
# Whole games over the network: for every module set-up and every city, two
# bots and two computer players of the host (the solo game: one bot alone);
# both bots print the same final scores, equal to metro-cli replay of the
# host's save. Four tables at a time on one metro-server; then SIGTERM ends
# it with exit 0.
. "$(dirname "$0")/lib.sh"

SETUPS=(
    "none" "shares" "central-stations" "central-tracks" "station-numbers"
    "shares,central-stations" "shares,central-tracks" "station-numbers,central-stations"
    "station-numbers,central-tracks" "paris" "stockholm" "london" "new-york" "st-petersburg"
    "berlin" "paris,shares,central-tracks" "stockholm --option stockholm=on-sights"
    "berlin,shares,central-stations --option berlin=mixed" "solo"
)
start_server games --max-tables 8
play_batch() {
    local i creators=() joiners=() spec mods extra players computer
    for i in "$@"; do
        spec=${SETUPS[$i]}
        mods=${spec%% *}
        extra=()
        [ "$spec" != "$mods" ] && read -ra extra <<<"${spec#* }"
        players=4 computer=2
        [ "$mods" = solo ] && players=1 computer=0
        bot "c$i" --ai greedy --create --table "t$i" --players "$players" --computer "$computer" \
            --seed "$((i + 11))" --modules "$mods" --name "Creator $i" "${extra[@]}"
        creators+=("$BOT_PID")
        if [ "$players" -gt 1 ]; then
            wait_for 10 seated "c$i" || fail "t$i: creator not seated"
            bot "j$i" --ai random --table "t$i" --name "Joiner $i"
            joiners+=("$BOT_PID")
        fi
    done
    for i in "${creators[@]}" "${joiners[@]}"; do
        wait_pid "$i" 120 || fail "a bot ended with $?"
    done
    for i in "$@"; do
        same_as_replay "c$i" "$WORK/games/t$i.metro"
        [ -f "$WORK/j$i" ] && same_as_replay "j$i" "$WORK/games/t$i.metro"
    done
}
play_batch 0 1 2 3
play_batch 4 5 6 7
play_batch 8 9 10 11
play_batch 12 13 14 15
play_batch 16 17 18
kill -TERM "$SERVER_PID"
wait_pid "$SERVER_PID" 30 || fail "metro-server exit status $? after SIGTERM"
grep -q "stopped:" "$WORK/games.log" || fail "no clean stop in the server log"
finish
