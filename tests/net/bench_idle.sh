#!/usr/bin/env bash
# Not a test: `meson test --benchmark --suite net net-idle` (docs/protocol.md
# "Measured"): TABLES idle turn-based tables (default 100,000) of PLAYERS
# players (default 1,000) in a store on disk; metro-server's start on it
# (until "listening on"), its resident memory then, and the time to list
# one player's tables (IDENTIFY, MINE), and its CPU while idle.
#   tests/net/bench_idle.sh METRO_SERVER NET_IDLE [TABLES] [PLAYERS]
SERVER=${1:?usage: $0 metro-server net_idle [tables] [players]}
IDLE=${2:?}
TABLES=${3:-100000}
PLAYERS=${4:-1000}
WORK=$(mktemp -d "${BENCH_DATA:-/tmp/metro-idle}.XXXXXX")
PID=
trap '[ -n "$PID" ] && kill -9 "$PID" 2>/dev/null; rm -rf "$WORK"' EXIT
"$IDLE" make "$WORK/data" "$TABLES" "$PLAYERS" || exit 1
echo "store: $(du -sh "$WORK/data/metro.sqlite" | cut -f1)"
start=$(date +%s.%N)
"$SERVER" --port 0 --bind 127.0.0.1 --data "$WORK/data" >"$WORK/out" 2>"$WORK/log" &
PID=$!
for i in $(seq 6000); do
    port=$(sed -n 's/^listening on //p' "$WORK/out")
    [ -n "$port" ] && break
    kill -0 "$PID" 2>/dev/null || { echo "metro-server ended: $(tail -3 "$WORK/log")"; exit 1; }
    sleep 0.05
done
ready=$(date +%s.%N)
rss=$(sed -n 's/^VmRSS:[[:space:]]*\([0-9]*\) kB/\1/p' "/proc/$PID/status")
cpu=$(awk '{ print ($14 + $15) / 100 }' "/proc/$PID/stat")
echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "start with $TABLES tables: $(awk -v a="$start" -v b="$ready" 'BEGIN { printf "%.1f", b - a }') s wall, ${cpu} s CPU;" \
    "resident $((rss / 1024)) MiB: $((rss / TABLES)) KiB a table"
"$IDLE" mine "127.0.0.1:$port" 7
"$IDLE" mine "127.0.0.1:$port" 8
cpu0=$(awk '{ print $14 + $15 }' "/proc/$PID/stat")
sleep 10
cpu1=$(awk '{ print $14 + $15 }' "/proc/$PID/stat")
echo "idle for 10 s after: $(awk -v a="$cpu0" -v b="$cpu1" 'BEGIN { printf "%.1f", (b - a) / 10 }') % of a core" \
    "(load average $(cut -d' ' -f1-3 /proc/loadavg))"
echo "tables asleep: $(grep -o '[0-9]* turn-based tables wait in the store' "$WORK/log" | cut -d' ' -f1)"
kill -TERM "$PID"
wait "$PID"
echo "metro-server exit $?"
