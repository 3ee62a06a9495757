# Helpers shared by the net suite's scripts (sourced, not run). Loopback
# only; every process a script starts is recorded and killed by its pid when
# the script ends, also when it fails; every wait is bounded.
#   args: METRO_SERVER METRO_CLI NET_PROBE
SERVER=${1:?usage: $0 metro-server metro-cli net_probe}
CLI=${2:?}
PROBE=${3:?}
WORK=$(mktemp -d)
PIDS=()
FAILS=0

cleanup() {
    local p
    exec 2>/dev/null # the shell's "Killed" notes: these kills are the plan
    for p in "${PIDS[@]}"; do kill -9 "$p"; done
    wait
    if [ -n "${NET_KEEP:-}" ]; then echo "kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

fail() {
    FAILS=$((FAILS + 1))
    echo "FAIL: $*"
}

# kill_now PID: kill -9 on purpose (a crash the test plays), reaped quietly.
kill_now() {
    kill -9 "$1"
    wait "$1" 2>/dev/null
}

# started PID: remember a process to kill at the end.
started() { PIDS+=("$1"); }

# quiet_port: a random port below the kernel's ephemeral range. The net
# scripts run beside each other (meson runs them in parallel), and some kill
# their server and start it again on the same port (kill9, reconnect, stop):
# every client and every "--port 0" server binds an ephemeral port, so one
# below that range stays free for the restart.
quiet_port() {
    local low
    low=$(cut -f1 /proc/sys/net/ipv4/ip_local_port_range 2>/dev/null)
    [ "${low:-0}" -gt 20000 ] 2>/dev/null || low=32768
    echo $((10000 + RANDOM % (low - 10000)))
}

# start_server NAME [ARGS...]: metro-server on 127.0.0.1, data in $WORK/NAME,
# on $PORT_WANTED (default: a quiet_port, another one while the port is taken
# by a test running beside this one); sets SERVER_PID and PORT.
start_server() {
    local name=$1 try port
    shift
    for try in 1 2 3 4 5 6 7 8; do
        port=${PORT_WANTED:-$(quiet_port)}
        if server_on "$port" "$name" "$@"; then return 0; fi
        [ -n "${PORT_WANTED:-}" ] && break # the port the clients know: no other will do
    done
    fail "metro-server $name did not start: $(cat "$WORK/$name.log")"
    exit 1
}

# server_on PORT NAME [ARGS...]: start_server's one try; false if the
# server ended without listening (its port taken).
server_on() {
    local port=$1 name=$2 i
    shift 2
    "$SERVER" --port "$port" --bind 127.0.0.1 --data "$WORK/$name" "$@" \
        >"$WORK/$name.out" 2>>"$WORK/$name.log" &
    SERVER_PID=$!
    started "$SERVER_PID"
    for i in $(seq 100); do
        PORT=$(sed -n 's/^listening on \([0-9]*\)$/\1/p' "$WORK/$name.out")
        [ -n "$PORT" ] && return 0
        kill -0 "$SERVER_PID" 2>/dev/null || return 1
        sleep 0.1
    done
    return 1
}

# bot OUT ARGS...: metro-cli bot in the background, output in $WORK/OUT(.err); sets BOT_PID.
bot() {
    local out=$1
    shift
    "$CLI" bot "127.0.0.1:$PORT" "$@" >"$WORK/$out" 2>"$WORK/$out.err" &
    BOT_PID=$!
    started "$BOT_PID"
}

# wait_for SECONDS COMMAND...: until the command succeeds; false after SECONDS.
wait_for() {
    local limit=$(($1 * 10)) i
    shift
    for i in $(seq "$limit"); do
        "$@" && return 0
        sleep 0.1
    done
    return 1
}

# wait_pid PID SECONDS: the exit status of a background process, 124 if it
# did not end in time (it is then killed).
wait_pid() {
    local pid=$1 limit=$(($2 * 10)) i
    for i in $(seq "$limit"); do
        if ! kill -0 "$pid" 2>/dev/null; then
            wait "$pid"
            return $?
        fi
        sleep 0.1
    done
    kill -9 "$pid" 2>/dev/null
    return 124
}

# exported DIR/NAME.metro: the path of table NAME's game as the store in DIR
# holds it (metro-server --export, a save file; the file itself if it exists).
exported() {
    local out
    if [ -e "$1" ]; then echo "$1"; return; fi
    out="$WORK/export.$(basename "$1")"
    "$SERVER" --data "$(dirname "$1")" --export "$(basename "$1" .metro)" >"$out" 2>/dev/null
    echo "$out"
}

# moves_saved DIR/NAME.metro: the moves saved of table NAME so far.
moves_saved() {
    local n
    n=$(grep -c '^move ' "$(exported "$1")" 2>/dev/null)
    echo "${n:-0}"
}

# saved_at_least FILE N: the save file holds N moves or more.
saved_at_least() { [ "$(moves_saved "$1")" -ge "$2" ]; }

# seated OUT: the bot writing OUT has sat down.
seated() { grep -q seat "$WORK/$1.err" 2>/dev/null; }

# same_as_replay OUT DIR/NAME.metro: the bot's "final:" line equals
# metro-cli replay of table NAME's game exported from the store (or of its
# latest finished game, once the host put it away).
same_as_replay() {
    local want got save
    save=$(exported "$2")
    want="final: $("$CLI" replay "$save" 2>&1)"
    got=$(grep '^final:' "$WORK/$1")
    [ "$got" = "$want" ] || { fail "$1: '$got', replay of $2: '$want'"; return 1; }
}

finish() {
    if [ "$FAILS" = 0 ]; then echo "ok"; exit 0; fi
    echo "$FAILS failures"
    exit 1
}
