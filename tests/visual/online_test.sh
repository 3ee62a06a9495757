#!/usr/bin/env bash
# Online play in real windows (docs/ui.md "Online play"): two windows under
# Xvfb on two displays, on loopback only. The first hosts a 3-seat table with
# two of its players at one screen (hotseat) and one open seat; the second
# finds it with a LAN query sent to 127.0.0.1, joins, chats, plays, is killed
# (kill -9) mid-game and comes back with Rejoin; a third window watches; then
# the host's window is killed and comes back with Rejoin (its host resumes
# the table from its save, the guest reconnects by itself). Both players'
# windows end with the same final scores as metro-cli replay of the host's
# save. Also the version check from both sides (net_probe). Every
# process started here is killed by its pid when the script ends.
# usage: online_test.sh METRO METRO_CLI NET_PROBE SCRIPT_DIR METRO_SERVER
set -u
metro=$1 cli=$2 probe=$3 dir=$4 server=$5
# shellcheck source=tests/visual/online_lib.sh
. "$(dirname "$0")/online_lib.sh" online_test
display 1
d1=$DISPLAY_FOUND
display 2
d2=$DISPLAY_FOUND

# A port for the host (UDP, loopback); a clash shows as a failed host.
port=$((30000 + RANDOM % 20000))
for who in host guest watch version; do
    mkdir -p "$work/$who/config/metro"
done
sed "s/PORT/$port/" "$dir/host.setup" >"$work/host/config/metro/setup.txt"
for who in guest watch version; do
    sed "s/PORT/$port/" "$dir/guest.setup" >"$work/$who/config/metro/setup.txt"
done

export SDL_AUDIODRIVER=dummy LANGUAGE=en
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" # X11's own allocations
# window WHO DISPLAY SCRIPT: a game window with WHO's folders; sets PID.
window() {
    local who=$1 disp=$2 script=$3
    sed "s/PORT/${4:-$port}/" "$dir/$script" >"$work/$who.$script"
    DISPLAY=$disp XDG_CONFIG_HOME=$work/$who/config XDG_DATA_HOME=$work/$who/data \
        "$metro" --size 1024x640 --script "$work/$who.$script" \
        >"$work/$who.$script.out" 2>"$work/$who.$script.err" &
    PID=$!
    pids+=("$PID")
}

window host "$d1" host.script
host=$PID
wait_for 25 grep -q '^moves' "$work/host.host.script.out" ||
    { fail "the host's lobby did not open: $(tail -5 "$work/host.host.script.err")"; exit 1; }

# A client of protocol version 1 is refused, the reason naming both versions.
out=$("$probe" old-version "127.0.0.1:$port" 1 2>&1) || fail "the window's host refused no old client: $out"
case $out in *"version 3"*"version 1"*) ;; *) fail "refusal without both versions: $out" ;; esac

window guest "$d2" guest.script
guest=$PID
wait_for 60 grep -q '^moves' "$work/guest.guest.script.out" ||
    fail "the guest did not play: $(tail -5 "$work/guest.guest.script.err")"
kill -9 "$guest" 2>/dev/null
wait "$guest" 2>/dev/null
[ -s "$work/guest/data/metro/online.txt" ] || fail "no rejoin file after the guest's crash"

window watch "$d2" watch.script
watch=$PID
window guest "$d2" rejoin.script
rejoin=$PID
wait "$watch" || fail "the spectator: $(tail -5 "$work/watch.watch.script.err")"

# Both players reached move 14 (the host saw the guest's chat): the host's
# window crashes, comes back, rejoins; the guest reconnects by itself.
reports() { test "$(grep -c '^moves' "$1")" -ge "$2"; }
wait_for 90 reports "$work/host.host.script.out" 2 ||
    fail "the host did not reach move 14: $(tail -5 "$work/host.host.script.err")"
wait_for 30 grep -q '^moves' "$work/guest.rejoin.script.out" ||
    fail "the rejoined guest did not reach move 14: $(tail -5 "$work/guest.rejoin.script.err")"
kill -9 "$host" 2>/dev/null
wait "$host" 2>/dev/null
window host "$d1" host-again.script
wait "$PID" || fail "the host window, again: $(tail -5 "$work/host.host-again.script.err")"
wait "$rejoin" || fail "the rejoined guest: $(tail -5 "$work/guest.rejoin.script.err")"

# Both windows saw the same end, and it is the host's save replayed (its
# game exported from the store of the window's host).
table=$(sed -n 's/.*table \([A-Za-z0-9_-]*\) created by connection.*/\1/p' "$work/host.host.script.err" |
    head -1)
save=$work/hosted.metro
if [ -z "$table" ] ||
    ! "$server" --data "$work/host/data/metro/hosted" --export "$table" >"$save" 2>"$work/export.err"; then
    fail "the host saved no table"
else
    want="final: $("$cli" replay "$save" 2>&1)"
    for out in host.host-again.script guest.rejoin.script; do
        got=$(grep '^final:' "$work/$out.out")
        [ "$got" = "$want" ] || fail "$out: '$got', replay of the host's save: '$want'"
    done
fi
[ -e "$work/guest/data/metro/online.txt" ] && fail "the rejoin file outlived the finished game"

# A host of another version: the window says so, naming both versions.
"$probe" fake-host 4 20 >"$work/fake" 2>&1 &
pids+=($!)
wait_for 5 grep -q "listening on" "$work/fake" || fail "no fake host"
fake=$(sed -n 's/^listening on //p' "$work/fake")
window version "$d2" version.script "$fake"
wait "$PID" || fail "version mismatch in the window: $(tail -5 "$work/version.version.script.err")"

if [ "$fails" = 0 ]; then echo "online_test: ok"; exit 0; fi
echo "online_test: $fails failures"
exit 1
