#!/usr/bin/env bash
# The store survives kill -9: a game of a bot and three computer players of
# the host (100 ms a move) goes on while metro-server is killed with kill -9
# at random moments (six times, each once the bot is back and playing) and
# started again on its folder. A view is sent only once its move
# is committed, so every move the bot has seen ("seen N", --progress) must
# be in the store after the restart; the game then ends with the scores of
# metro-cli replay of the exported save.
. "$(dirname "$0")/lib.sh"

start_server k9 --grace 60 --ai-ms 100
bot b1 --ai random --create --table k9 --players 4 --computer 3 --computer-ai strong --seed 5 \
    --modules shares --progress --retry 60
B1=$BOT_PID
seen() { # -1 before the bot's first view
    local n
    n=$(sed -n 's/^seen \([0-9]*\)$/\1/p' "$WORK/b1" | sort -n | tail -1)
    echo "${n:--1}"
}
beyond() { [ "$(seen)" -gt "$1" ] || grep -q "^final:" "$WORK/b1"; }
acked=-1
for round in 1 2 3 4 5 6; do
    wait_for 30 beyond "$acked" || fail "kill $round: the bot is not back"
    grep -q "^final:" "$WORK/b1" && break
    sleep "0.$((RANDOM % 10))$((RANDOM % 10))"
    kill_now "$SERVER_PID"
    acked=$(seen)
    PORT_WANTED=$PORT start_server k9 --grace 60 --ai-ms 100
    stored=$(moves_saved "$WORK/k9/k9.metro")
    echo "kill $round: the bot had seen $acked moves; the store holds $stored"
    [ "$stored" -ge "$acked" ] || fail "kill $round: $acked moves seen, $stored kept"
done
wait_pid "$B1" 120 || fail "the bot ended with $?"
same_as_replay b1 "$WORK/k9/k9.metro"
kill -TERM "$SERVER_PID"
wait_pid "$SERVER_PID" 30 || fail "metro-server exit status $? after SIGTERM"
finish
