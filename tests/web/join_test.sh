#!/usr/bin/env bash
# The page online (docs/web.md "Online from the page"): metro-server --web
# serves the page and this folder's scripts on 127.0.0.1, metro-cli bots
# over ENet create tables, and the page in headless Chromium (cdp.js) is
# seated by a ?join= link over a WebSocket. Every process is stopped by its
# pid when the test ends, fails or times out; every wait is bounded.
# usage: join_test.sh PAGE_DIR CHROMIUM METRO_SERVER METRO_CLI CASE
#   play     a bot, the page (?join=T&name=Ada) and a computer seat play a
#            game with shares (secrets until the end) to the end: the
#            page's final scores (its end screen's, once the host revealed
#            the game) equal the bot's, its revealed ones and metro-cli
#            replay of the server's export
#   watch    every seat taken (a bot and another page): the link seats a
#            spectator
#   ask      no &name=: the page asks for the name, then takes the seat
#   private  a private table: a link without &code= is refused as no such
#            table, one with it takes the seat
#   none     a table the server does not have: said on the Online screen
#   reconnect  the server restarts (TERM, then again on its port): the page
#            comes back to its seat by itself
#   lost     the server is killed (-9) as it seats the page: the page
#            comes back to that seat, by its token or, had the JOINED died
#            with the server, by its player's key, or, had the seat's save
#            died too, by its JOIN said again taking it anew (which one is timing:
#            net-join-again and net-reconnect play the lost one for
#            certain), and the seat carries the page's key
#   origin   no link: the Online screen has the page's own server's address,
#            and Connect lists its tables
set -u
page=$1 chromium=$2 server=$3 cli=$4 case=$5
here=$(cd "$(dirname "$0")" && pwd)
[ -f "$page/metro.wasm" ] || { echo "join_test: no page in $page: run tools/web page" >&2; exit 1; }
page=$(cd "$page" && pwd)
root=$(mktemp -d)
pids=()
cleanup() {
    local p
    # TERM first: cdp.js then stops its Chromium by pid
    for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
    sleep 0.5
    for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null; done
    wait 2>/dev/null
    rm -rf "$root"
}
trap cleanup EXIT
trap 'exit 1' INT TERM
fail() { echo "join_test $case: $*" >&2; for f in "$root"/*.log "$root"/*.err; do [ -s "$f" ] && tail -5 "$f" >&2; done; exit 1; }

mkdir "$root/site"
for f in "$page"/* "$here"/join_*.script; do ln -s "$f" "$root/site/"; done
"$server" --port 0 --bind 127.0.0.1 --data "$root/data" --web "$root/site" \
    >"$root/server.out" 2>"$root/server.log" &
pids+=($!)
port=''
for _ in $(seq 100); do
    port=$(sed -n 's/^listening on \([0-9]*\)$/\1/p' "$root/server.out")
    [ -n "$port" ] && break
    sleep 0.1
done
[ -n "$port" ] || fail "metro-server did not start"

# bot NAME ARGS...: metro-cli bot over ENet, its output in $root/NAME(.err).
bot() {
    local name=$1
    shift
    "$cli" bot "127.0.0.1:$port" "$@" >"$root/$name" 2>"$root/$name.err" &
    pids+=($!)
    bot_pid=$!
}
# seated NAME: the bot sat down (within 20 s).
seated() {
    for _ in $(seq 200); do
        grep -q 'seat' "$root/$1.err" 2>/dev/null && return 0
        sleep 0.1
    done
    fail "bot $1 did not sit down"
}
# page_seated TABLE SCRIPT: the page (Ada) joins TABLE by a link, in the
# background ($viewer), until the server logs it at seat 2; polled every
# 2 ms, as the seat's JOINED goes out once its save has ended.
page_seated() {
    timeout -k 5 100 node "$here/cdp.js" "$chromium" 90 \
        "open:http://127.0.0.1:$port/?lang=en&join=$1&name=Ada&script=$2" >"$root/page" 2>&1 &
    viewer=$!
    pids+=($viewer)
    for _ in $(seq 15000); do
        grep -q "$1: connection [0-9]* sits at seat 2" "$root/server.log" && return 0
        sleep 0.002
    done
    fail "the page took no seat"
}
# restart_server SIGNAL: the server stopped by SIGNAL, then started again
# on its port and its data.
restart_server() {
    kill "-$1" "${pids[0]}"
    wait "${pids[0]}" 2>/dev/null
    "$server" --port "$port" --bind 127.0.0.1 --data "$root/data" --web "$root/site" \
        >>"$root/server.out" 2>>"$root/server.log" &
    pids+=($!)
}
# page QUERY [STEP...]: the page at /?QUERY in Chromium until its script
# ends (its title says ok or failed), then the steps; output in $root/page.
page() {
    local query=$1
    shift
    timeout -k 5 250 node "$here/cdp.js" "$chromium" 240 "open:http://127.0.0.1:$port/?lang=en&$query" \
        "$@" >"$root/page" 2>&1 || { cat "$root/page" >&2; fail "the page failed"; }
}

case $case in
play)
    bot host --ai greedy --create --table club --players 3 --computer 1 --seed 11 --name Bot \
        --modules shares
    host=$bot_pid
    seated host
    page "join=club&name=Ada&script=join_play.script" console
    got=$(grep -m1 '^final:' "$root/page") || fail "the page said no final scores"
    for _ in $(seq 100); do kill -0 "$host" 2>/dev/null || break; sleep 0.1; done
    want=$(grep '^final:' "$root/host")
    [ "$got" = "$want" ] || fail "the page's '$got', the bot's '$want'"
    revealed=$(grep '^revealed:' "$root/host")
    [ "$revealed" = "revealed: ${want#final: }" ] || fail "the bot's '$revealed', its OVER '$want'"
    "$server" --data "$root/data" --export club >"$root/club.metro" 2>"$root/export.err" ||
        fail "no export of club"
    replay="final: $("$cli" replay "$root/club.metro")"
    [ "$got" = "$replay" ] || fail "the page's '$got', metro-cli replay's '$replay'"
    grep -q 'club: connection [0-9]* sits at seat 2' "$root/server.log" || fail "no seat 2 taken"
    echo "the page at seat 2: $got (= the bot's, = replay)"
    ;;
watch)
    # a page takes the last seat and holds the game at its turn meanwhile
    bot host --ai greedy --create --table full --players 2 --seed 3 --name Bot
    seated host
    node "$here/cdp.js" "$chromium" 60 "open:http://127.0.0.1:$port/?lang=en&join=full&name=Sam&script=join_sit.script" \
        >"$root/sitter.log" 2>&1 &
    pids+=($!)
    for _ in $(seq 300); do
        grep -q 'full: the game starts' "$root/server.log" && break
        sleep 0.1
    done
    grep -q 'full: the game starts' "$root/server.log" || fail "the sitting page took no seat"
    page "join=full&name=Eve&script=join_watch.script"
    ;;
ask)
    bot host --ai greedy --create --table ask --players 2 --name Bot
    seated host
    page "join=ask&script=join_ask.script"
    grep -q 'ask: connection [0-9]* sits at seat 2' "$root/server.log" || fail "no seat 2 taken"
    ;;
private)
    bot host --ai greedy --create --table secret --players 2 --private --name Bot
    seated host
    code=$(sed -n 's/.*invitation code \([0-9A-Z]*\).*/\1/p' "$root/host.err")
    [ -n "$code" ] || fail "the bot printed no invitation code"
    page "join=secret&name=Cy&script=join_none.script"
    page "join=secret&name=Cy&code=$code&script=join_private.script"
    grep -q 'secret: connection [0-9]* sits at seat 2' "$root/server.log" || fail "no seat 2 taken"
    ;;
none)
    page "join=nosuch&name=Al&script=join_none.script"
    ;;
reconnect)
    bot host --ai greedy --create --table back --players 3 --name Bot --retry 60
    seated host
    page_seated back join_back.script
    # The server logs the seat as it sends it; a restart before the page has
    # read it left the page with no seat to come back to (a failed CI run),
    # and this case is about a page that sits in the lobby.
    sleep 2
    restart_server TERM # the server says it is back soon
    wait "$viewer" || { cat "$root/page" >&2; fail "the page did not come back"; }
    ;;
lost)
    bot host --ai greedy --create --table lost --players 3 --name Bot --retry 60
    seated host
    page_seated lost join_lost.script
    restart_server KILL
    wait "$viewer" || { cat "$root/page" >&2; fail "the page did not come back"; }
    # The restarted server's log: the seat saved, the page is back by its
    # token or its key (rejoins); killed before the seat's save, the JOIN
    # said again takes seat 2 anew (sits).
    sed -n '/table lost resumed/,$p' "$root/server.log" >"$root/after.log"
    grep -Eq 'lost: connection [0-9]* (rejoins|sits at) seat 2' "$root/after.log" ||
        fail "the page is not at seat 2"
    ! grep -q 'lost: connection [0-9]* sits at seat 3' "$root/server.log" || fail "a second seat"
    # the page's seat is its player's (IDENTIFY before JOIN): what lets a
    # JOIN said again find it when the JOINED was lost
    "$cli" tables "127.0.0.1:$port" >"$root/tables" 2>&1 || fail "no list: $(cat "$root/tables")"
    grep -q 'ratings -,new,-$' "$root/tables" || fail "the page's seat has no key: $(cat "$root/tables")"
    ;;
origin)
    bot host --ai greedy --create --table here --players 2 --name Bot
    seated host
    page "script=join_origin.script"
    ;;
*)
    fail "no case $case"
    ;;
esac
exit 0
