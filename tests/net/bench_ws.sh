#!/usr/bin/env bash
# WebSocket against ENet on one metro-server (docs/protocol.md "WebSocket
# and the page"): net_wsbench with 10 and 200 connections of each, for
# SECONDS (default 10). Loopback; the server is killed by its pid at the end.
#   tests/net/bench_ws.sh METRO_SERVER NET_WSBENCH [SECONDS]
SERVER=${1:?usage: $0 metro-server net_wsbench [seconds]}
BENCH=${2:?}
SECONDS_EACH=${3:-10}
WORK=$(mktemp -d)
PID=
trap '[ -n "$PID" ] && kill -9 "$PID" 2>/dev/null; rm -rf "$WORK"' EXIT
"$SERVER" --port 0 --bind 127.0.0.1 --data "$WORK/data" --max-connections 1000 \
    --per-address 4095 >"$WORK/out" 2>"$WORK/log" &
PID=$!
for i in $(seq 100); do
    port=$(sed -n 's/^listening on //p' "$WORK/out" 2>/dev/null)
    [ -n "$port" ] && break
    sleep 0.1
done
for n in 10 200; do
    timeout $((4 * SECONDS_EACH + 120)) "$BENCH" "127.0.0.1:$port" "$PID" "$n" "$SECONDS_EACH"
done
kill -TERM "$PID"
wait "$PID"
echo "metro-server exit $?"
