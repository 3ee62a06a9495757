#!/usr/bin/env bash
# One address that wants every connection slot (issue 36, item 11), beside
# an honest game of two bots and two computer players: of 12 connects at
# once the host takes only what --per-address leaves (6, less the bots' 2),
# and 6 connects that never finish their handshake fill the address's
# slots for a few seconds only. The honest game finishes as replay says.
. "$(dirname "$0")/lib.sh"

start_server crowd --per-address 6
bot b1 --ai greedy --create --table calm --players 4 --computer 2 --computer-ai medium
B1=$BOT_PID
wait_for 10 seated "b1" || fail "no seat for b1"
bot b2 --ai greedy --table calm
B2=$BOT_PID
wait_for 20 grep -q "game starts" "$WORK/crowd.log" || fail "the game did not start"
"$PROBE" crowd "127.0.0.1:$PORT" 12 6 >"$WORK/probe" 2>&1 || fail "crowd: $(cat "$WORK/probe")"
cat "$WORK/probe"
left=6 # the bots' connections count when they were still playing
if kill -0 "$B1" 2>/dev/null && kill -0 "$B2" 2>/dev/null; then left=4; fi
taken=$(sed -n 's/^crowd: \([0-9]*\) of 12.*/\1/p' "$WORK/probe")
[ "${taken:-99}" -le "$left" ] || fail "one address took $taken connections ($left were left of 6)"
[ "${taken:-0}" -ge 1 ] || fail "no connection was taken at all"
grep -q "refused while 6 are half-open" "$WORK/probe" || fail "half-open connects did not count"
grep -q "fits .* s after them" "$WORK/probe" || fail "half-open connects held their slots"
kill -0 "$SERVER_PID" || fail "the server died"
wait_pid "$B1" 300 || fail "b1 ended with $?"
wait_pid "$B2" 300 || fail "b2 ended with $?"
same_as_replay b1 "$WORK/crowd/calm.metro"
same_as_replay b2 "$WORK/crowd/calm.metro"
kill -TERM "$SERVER_PID"
wait_pid "$SERVER_PID" 30 || fail "metro-server exit status $? after SIGTERM"
finish
