#!/usr/bin/env bash
# WebSocket clients on metro-server's TCP port (docs/protocol.md "WebSocket
# and the page"), beside ENet ones on its UDP port of the same number:
# - two tables, each with a bot over WebSocket, a bot over ENet and a
#   computer player: every bot's final scores equal metro-cli replay;
# - hostile clients over WebSocket (net_probe hostile ws://..., the ENet
#   suite's garbage, floods and wrong moves, and net_probe ws-hostile: bad
#   and slow handshakes, unmasked, oversized, fragmented and flooding
#   frames, too many connections from one address) get the refusals ENet
#   clients get, while a third table plays to its end unharmed;
# - HTTP with --web DIR: index.html for / (and /?join=T), content types, a
#   missing file 404, paths out of the folder or to hidden files 403; and a
#   server without --web answers a plain GET with 404.
. "$(dirname "$0")/lib.sh"

mkdir -p "$WORK/web/sub"
printf '<!doctype html><title>metro page</title>\n' >"$WORK/web/index.html"
printf 'wasm bytes' >"$WORK/web/metro.wasm"
printf 'x' >"$WORK/web/.hidden"
printf 'data' >"$WORK/web/sub/a.data"
printf 'secret\n' >"$WORK/secret.txt"
start_server ws --web "$WORK/web" --per-address 8

# http PATH: the answer to GET PATH in $WORK/http.out; its status line.
http() {
    exec 3<>"/dev/tcp/127.0.0.1/$PORT"
    printf 'GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n' "$1" >&3
    timeout 5 cat <&3 >"$WORK/http.out"
    exec 3<&-
    head -1 "$WORK/http.out" | tr -d '\r'
}
expect_http() { # PATH STATUS [TEXT in the answer]
    local got
    got=$(http "$1")
    [ "$got" = "HTTP/1.1 $2" ] || fail "GET $1: '$got', wanted $2"
    [ -z "${3:-}" ] || grep -q "$3" "$WORK/http.out" || fail "GET $1: no '$3' in the answer"
}
expect_http / "200 OK" "metro page"
expect_http "/?join=T1&name=Ada" "200 OK" "metro page"
expect_http /index.html "200 OK" "Content-Type: text/html"
expect_http /metro.wasm "200 OK" "Content-Type: application/wasm"
expect_http /sub/a.data "200 OK" "Content-Length: 4"
expect_http /nothing.js "404 Not Found"
expect_http /sub/ "404 Not Found"
expect_http /../secret.txt "403 Forbidden"
expect_http /sub/../../secret.txt "403 Forbidden"
expect_http /%2e%2e/secret.txt "403 Forbidden"
expect_http /.hidden "403 Forbidden"
expect_http "//etc/passwd" "403 Forbidden"

# Whole games: WebSocket and ENet bots at one table.
bot c1 --ws --ai greedy --create --table mixed1 --players 3 --computer 1 --seed 7 \
    --modules shares --name "Web Creator"
C1=$BOT_PID
wait_for 10 seated c1 || fail "mixed1: the WebSocket creator not seated"
bot j1 --ai random --table mixed1 --name "ENet Joiner"
J1=$BOT_PID
bot c2 --ai greedy --create --table mixed2 --players 3 --computer 1 --seed 8 \
    --modules stockholm --name "ENet Creator"
C2=$BOT_PID
wait_for 10 seated c2 || fail "mixed2: the ENet creator not seated"
"$CLI" bot "ws://127.0.0.1:$PORT/" --ai random --table mixed2 --name "Web Joiner" \
    >"$WORK/j2" 2>"$WORK/j2.err" &
J2=$!
started "$J2"
# The calm table the attacks run beside.
bot calm1 --ws --ai greedy --create --table calm --players 4 --computer 2 \
    --computer-ai medium --modules shares
CALM1=$BOT_PID
wait_for 10 seated calm1 || fail "calm: no seat"
bot calm2 --ai greedy --table calm
CALM2=$BOT_PID
wait_for 20 grep -q "table calm: the game starts" "$WORK/ws.log" || fail "calm did not start"
"$PROBE" hostile "ws://127.0.0.1:$PORT" calm >"$WORK/probe" 2>&1 ||
    fail "hostile over WebSocket: $(cat "$WORK/probe")"
cat "$WORK/probe"
"$PROBE" ws-hostile "127.0.0.1:$PORT" 8 >"$WORK/probe2" 2>&1 ||
    fail "ws-hostile: $(cat "$WORK/probe2")"
cat "$WORK/probe2"
saved_at_least "$WORK/ws/calm.metro" 100 && fail "calm ended before the attacks did"
kill -0 "$SERVER_PID" || fail "the server died"
for p in "$C1" "$J1" "$C2" "$J2" "$CALM1" "$CALM2"; do
    wait_pid "$p" 300 || fail "a bot ended with $?"
done
for b in c1:mixed1 j1:mixed1 c2:mixed2 j2:mixed2 calm1:calm calm2:calm; do
    same_as_replay "${b%%:*}" "$WORK/ws/${b#*:}.metro"
done
kill -TERM "$SERVER_PID"
wait_pid "$SERVER_PID" 30 || fail "metro-server exit status $? after SIGTERM"

# Without --web only the upgrade is answered.
start_server plain
expect_http / "404 Not Found" "metro-server --web"
kill -TERM "$SERVER_PID"
wait_pid "$SERVER_PID" 30 || fail "metro-server (plain) exit status $? after SIGTERM"
finish
