#!/usr/bin/env bash
# The metro-server benchmark (docs/protocol.md "Measured"): 10, 100 and 1,000
# concurrent tables of two random bots (net_load, one process), each run
# for SECONDS, one at a time, on loopback. Saves go to DATA (default a
# folder under /tmp, on disk; BENCH_DATA=/dev/shm/x for memory).
#   tests/net/bench_load.sh METRO_SERVER NET_LOAD [SECONDS] [TABLES...]
SERVER=${1:?usage: $0 metro-server net_load [seconds] [tables...]}
LOAD=${2:?}
SECONDS_EACH=${3:-20}
shift 3 2>/dev/null || shift $#
SIZES=("$@")
[ ${#SIZES[@]} = 0 ] && SIZES=(10 100 1000)
PIDS=()
trap 'for p in "${PIDS[@]}"; do kill -9 "$p" 2>/dev/null; done; [ -n "${BENCH_KEEP:-}" ] || rm -rf "$WORK"' EXIT
WORK=$(mktemp -d "${BENCH_DATA:-/tmp/metro-bench}.XXXXXX")
for n in "${SIZES[@]}"; do
    "$SERVER" --port 0 --bind 127.0.0.1 --data "$WORK/$n" --max-tables "$((2 * n))" \
        --max-connections "$((2 * n + 16))" --per-address 4095 --lobbies-per-address 10000 \
        >"$WORK/out$n" 2>"$WORK/log$n" & # one process on one address plays every table
    pid=$!
    PIDS+=("$pid")
    for i in $(seq 100); do
        port=$(sed -n 's/^listening on //p' "$WORK/out$n" 2>/dev/null)
        [ -n "$port" ] && break
        sleep 0.1
    done
    echo "== $n tables, $SECONDS_EACH s (saves in $WORK); load average $(cut -d' ' -f1-3 /proc/loadavg)"
    timeout $((SECONDS_EACH + 120)) "$LOAD" "127.0.0.1:$port" "$pid" "$n" "$SECONDS_EACH"
    kill -TERM "$pid"
    wait "$pid"
    echo "metro-server exit $?: $(tail -1 "$WORK/log$n")"
    echo "store on disk after the run: $(du -sk "$WORK/$n" | cut -f1) KiB; load average $(cut -d' ' -f1-3 /proc/loadavg)"
done
