#!/usr/bin/env bash
# Not a test: `meson test --benchmark --suite net net-finished` prints how
# long metro-server takes to start (wall clock and CPU time), and its
# resident memory then, on a folder with GAMES finished games (default
# 5,000; docs/protocol.md "Measured"): a folder of the file store with
# every finished game among the tables (NAME.metro files: the first start
# takes them into the store as finished games), then the same folder again
# (nothing to read). With a third argument, an older metro-server is
# measured on the first folder too. Bounded: every start waits 300 s at most.
#   args: METRO_SERVER METRO_CLI [OLD_METRO_SERVER]
. "$(dirname "$0")/lib.sh" "$1" "$2" none
OLD=${3:-}
GAMES=${GAMES:-5000}

# One finished game, exported from the store as a save file.
start_server one
bot b1 --ai greedy --create --table model --players 2 --computer 1 --seed 3
wait_pid "$BOT_PID" 120 || { fail "the model game did not end ($?)"; finish; }
kill -TERM "$SERVER_PID"
wait_pid "$SERVER_PID" 30 || fail "metro-server exit status $? after SIGTERM"
"$SERVER" --data "$WORK/one" --export model >"$WORK/model.metro" || { fail "no model"; finish; }
mkdir -p "$WORK/old"
for i in $(seq -w "$GAMES"); do cp "$WORK/model.metro" "$WORK/old/g$i.metro"; done
[ -n "$OLD" ] && cp -a "$WORK/old" "$WORK/old-copy"

# measure LABEL SERVER DIR: the time to "listening on", the resident memory then.
measure() {
    local label=$1 server=$2 dir=$3 start pid port i rss cpu
    start=$(date +%s%N)
    "$server" --port 0 --bind 127.0.0.1 --data "$dir" >"$WORK/m.out" 2>"$WORK/m.log" &
    pid=$!
    started "$pid"
    for i in $(seq 30000); do
        port=$(sed -n 's/^listening on \([0-9]*\)$/\1/p' "$WORK/m.out")
        [ -n "$port" ] && break
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.01
    done
    [ -n "$port" ] || { fail "$label: did not start"; return; }
    rss=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status")
    # CPU time (user + system, all threads) says more than the wall clock on a busy machine.
    cpu=$(awk '{print $14 + $15}' "/proc/$pid/stat")
    printf '%-44s %7.2f s wall %6.2f s CPU %7.1f MiB\n' "$label" \
        "$((($(date +%s%N) - start) / 1000000))e-3" "$((cpu * 100 / $(getconf CLK_TCK)))e-2" \
        "$((rss / 1024)).$((rss % 1024 * 10 / 1024))"
    kill -TERM "$pid"
    wait_pid "$pid" 60 || fail "$label: exit status $?"
}

echo "$GAMES finished games:"
[ -n "$OLD" ] && measure "older host, every start" "$OLD" "$WORK/old-copy"
measure "this host, first start on an older folder" "$SERVER" "$WORK/old"
measure "this host, every start after" "$SERVER" "$WORK/old"
left=$(find "$WORK/old" -maxdepth 1 -name '*.metro' | wc -l)
echo "files left among the tables: $left"
[ "$left" = 0 ] || fail "$left save files not taken over"
"$SERVER" --data "$WORK/old" --export "g$(seq -w "$GAMES" | tail -1)" >/dev/null ||
    fail "the last finished game is not in the store"
finish
