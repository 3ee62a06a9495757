#!/usr/bin/env bash
# Hostile clients (net_probe hostile): noise datagrams, garbage, truncated
# and oversized messages, a message before HELLO, moves out of turn, for
# other seats, stale and illegal, a join of a running game, a guessed token,
# a spectator's move, then 10,000 messages a second; each answered as the
# protocol says. Meanwhile a game of two bots and two computer players on
# the same server finishes unharmed (final scores equal metro-cli replay),
# and the server still stops cleanly.
. "$(dirname "$0")/lib.sh"

start_server hostile
bot b1 --ai greedy --create --table calm --players 4 --computer 2 --computer-ai medium \
    --modules shares
B1=$BOT_PID
wait_for 10 seated "b1" || fail "no seat for b1"
bot b2 --ai greedy --table calm
B2=$BOT_PID
wait_for 20 grep -q "game starts" "$WORK/hostile.log" || fail "the game did not start"
"$PROBE" hostile "127.0.0.1:$PORT" calm >"$WORK/probe" 2>&1 || fail "hostile: $(cat "$WORK/probe")"
cat "$WORK/probe"
saved_at_least "$WORK/hostile/calm.metro" 100 && fail "the game ended before the attacks did"
kill -0 "$SERVER_PID" || fail "the server died"
wait_pid "$B1" 300 || fail "b1 ended with $?"
wait_pid "$B2" 300 || fail "b2 ended with $?"
same_as_replay b1 "$WORK/hostile/calm.metro"
same_as_replay b2 "$WORK/hostile/calm.metro"
kill -TERM "$SERVER_PID"
wait_pid "$SERVER_PID" 30 || fail "metro-server exit status $? after SIGTERM"
finish
