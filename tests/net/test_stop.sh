#!/usr/bin/env bash
# A host that stops on SIGTERM says "back soon", and its clients stay: two
# bots in the middle of a game keep retrying while metro-server is down,
# rejoin when it is started again on its port and folder, and finish the
# game; both final scores equal metro-cli replay of the save.
. "$(dirname "$0")/lib.sh"

start_server stop --grace 60
bot b1 --ai greedy --create --table stopped --players 4 --computer 2 --seed 5 \
    --modules shares --retry 60
B1=$BOT_PID
wait_for 10 seated b1 || fail "no seat for b1"
bot b2 --ai greedy --table stopped --retry 60
B2=$BOT_PID
wait_for 30 saved_at_least "$WORK/stop/stopped.metro" 6 || fail "no moves"
kill -TERM "$SERVER_PID"
wait_pid "$SERVER_PID" 30 || fail "metro-server exit status $? after SIGTERM"
sleep 2 # the bots would have given up by now, before the fix
for b in b1 b2; do
    grep -q "back soon; reconnecting" "$WORK/$b.err" || fail "$b was not told 'back soon'"
done
kill -0 "$B1" 2>/dev/null || fail "b1 gave up while the host was away"
kill -0 "$B2" 2>/dev/null || fail "b2 gave up while the host was away"
PORT_WANTED=$PORT start_server stop --grace 60
wait_pid "$B1" 120 || fail "b1 ended with $?"
wait_pid "$B2" 120 || fail "b2 ended with $?"
grep -q "table stopped resumed" "$WORK/stop.log" || fail "not resumed"
same_as_replay b1 "$WORK/stop/stopped.metro"
same_as_replay b2 "$WORK/stop/stopped.metro"
kill -TERM "$SERVER_PID"
wait_pid "$SERVER_PID" 30 || fail "metro-server exit status $? after the second SIGTERM"
[ "$FAILS" = 0 ] || { echo "--- b1:"; cat "$WORK/b1.err"; echo "--- server:"; cat "$WORK/stop.log"; }
finish
