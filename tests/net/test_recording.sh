#!/usr/bin/env bash
# No secret leaves the host: a test client (net_probe record) plays one seat
# of games with shares, station numbers and each city that holds secrets
# (Stockholm's colour chips, St. Petersburg's chips), keeping every message
# it receives; net_probe check then shows that each view is exactly that
# seat's view of the host's save and stays byte for byte the same when every
# other seat's hand, shares, chits and chips and the deck order are dealt
# anew: nothing in it depends on them. After OVER, and again after a
# rejoin of the finished table, the host reveals the whole game (REVEAL):
# never before OVER, and it must be the host's. The recorder of every second game
# speaks over a WebSocket (the page's transport, on the host's TCP port),
# so what the host sends that way is checked the same.
. "$(dirname "$0")/lib.sh"

GAMES=("shares,stockholm 4" "station-numbers,st-petersburg 4"
    "shares,st-petersburg,central-stations 3" "stockholm,station-numbers,central-tracks 3")
start_server rec
for i in "${!GAMES[@]}"; do
    read -r mods players <<<"${GAMES[$i]}"
    bot "c$i" --ai greedy --create --table "r$i" --players "$players" \
        --computer "$((players - 2))" --modules "$mods" --hand 2
    creator=$BOT_PID
    wait_for 10 seated "c$i" || fail "r$i: creator not seated"
    address="127.0.0.1:$PORT"
    [ $((i % 2)) = 1 ] && address="ws://127.0.0.1:$PORT"
    "$PROBE" record "$address" "r$i" "Recorder" "$WORK/r$i.rec" >"$WORK/p$i" 2>&1 &
    probe=$!
    started "$probe"
    wait_pid "$probe" 120 || fail "r$i: recorder: $(cat "$WORK/p$i")"
    wait_pid "$creator" 60 || fail "r$i: creator bot ended with $?"
    "$PROBE" check "$(exported "$WORK/rec/r$i.metro")" "$WORK/r$i.rec" >"$WORK/k$i" 2>&1 ||
        fail "r$i ($mods): $(cat "$WORK/k$i")"
    echo "r$i ($mods, $players seats, $address): $(cat "$WORK/k$i")"
done
finish
