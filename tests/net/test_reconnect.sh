#!/usr/bin/env bash
# Reconnecting: a bot killed with kill -9 in the middle of a game comes back
# with its token file; metro-server killed with kill -9 and started again
# resumes the table from its save while the bots reconnect by themselves; a
# seat whose bot is gone is played by the stand-in after the grace period
# (2 s here) and handed back when the bot returns; a server killed between
# a keyed bot's JOIN and its JOINED gives the bot that seat back when it
# says its JOIN again. Every game's final scores equal metro-cli replay of
# the save.
. "$(dirname "$0")/lib.sh"

# A game of two bots and two computer players at table NAME (bots b1, b2).
game() {
    local name=$1
    bot "$name-b1" --ai greedy --create --table "$name" --players 4 --computer 2 --seed 7 \
        --modules shares,central-stations --token-file "$WORK/$name-1.token" --retry 60
    B1=$BOT_PID
    wait_for 10 seated "$name-b1" || fail "$name: no seat for b1"
    bot "$name-b2" --ai greedy --table "$name" --token-file "$WORK/$name-2.token" --retry 60
    B2=$BOT_PID
}

# 1. A bot killed and started again with its token.
start_server one --grace 60
game kill-bot
wait_for 30 saved_at_least "$WORK/one/kill-bot.metro" 10 || fail "kill-bot: no moves"
kill_now "$B2"
sleep 1
bot kill-bot-b2 --ai greedy --token-file "$WORK/kill-bot-2.token" --retry 60
B2=$BOT_PID
wait_pid "$B1" 120 || fail "kill-bot: b1 ended with $?"
wait_pid "$B2" 120 || fail "kill-bot: b2 ended with $?"
grep -q "rejoins seat 2" "$WORK/one.log" || fail "kill-bot: no rejoin in the server log"
same_as_replay kill-bot-b1 "$WORK/one/kill-bot.metro"
same_as_replay kill-bot-b2 "$WORK/one/kill-bot.metro"

# 2. The server killed and started again on its port and its folder.
game kill-server
wait_for 30 saved_at_least "$WORK/one/kill-server.metro" 10 || fail "kill-server: no moves"
kill_now "$SERVER_PID"
sleep 2
PORT_WANTED=$PORT start_server one --grace 60
wait_pid "$B1" 120 || fail "kill-server: b1 ended with $?"
wait_pid "$B2" 120 || fail "kill-server: b2 ended with $?"
grep -q "table kill-server resumed" "$WORK/one.log" || fail "kill-server: not resumed"
same_as_replay kill-server-b1 "$WORK/one/kill-server.metro"
same_as_replay kill-server-b2 "$WORK/one/kill-server.metro"
kill -TERM "$SERVER_PID"
wait_pid "$SERVER_PID" 30 || fail "metro-server exit status $? after SIGTERM"

# 3. A stand-in after the grace, the seat handed back.
unset PORT_WANTED
start_server two --grace 2
game stand-in
wait_for 30 saved_at_least "$WORK/two/stand-in.metro" 8 || fail "stand-in: no moves"
kill_now "$B2"
wait_for 40 grep -q "seat 2 away for 2 s" "$WORK/two.log" || fail "stand-in: no stand-in"
before=$(moves_saved "$WORK/two/stand-in.metro")
wait_for 20 saved_at_least "$WORK/two/stand-in.metro" $((before + 4)) ||
    fail "stand-in: the game did not go on"
bot stand-in-b2 --ai greedy --token-file "$WORK/stand-in-2.token" --retry 60
B2=$BOT_PID
wait_pid "$B1" 120 || fail "stand-in: b1 ended with $?"
wait_pid "$B2" 120 || fail "stand-in: b2 ended with $?"
grep -q "seat 2 is back from the stand-in" "$WORK/two.log" || fail "stand-in: not handed back"
same_as_replay stand-in-b1 "$WORK/two/stand-in.metro"
same_as_replay stand-in-b2 "$WORK/two/stand-in.metro"
kill -TERM "$SERVER_PID"
wait_pid "$SERVER_PID" 30 || fail "metro-server exit status $? after SIGTERM"

# 4. The server killed as soon as it seats a keyed bot: the JOINED, sent
# once the seat is saved, dies with it (in every run seen). The bot says
# its JOIN again and gets the seat its key holds (the computer has the
# last one: a second seat would be refused).
start_server three
bot join-b1 --ai greedy --create --table join --players 3 --computer 1 --seed 5 --retry 60
B1=$BOT_PID
wait_for 10 seated join-b1 || fail "join: no seat for b1"
bot join-b2 --ai greedy --table join --name Ben --key-file "$WORK/ben.key" --retry 60
B2=$BOT_PID
for _ in $(seq 5000); do # tighter than wait_for: before the seat's save ends
    grep -q "join: connection [0-9]* sits at seat 2" "$WORK/three.log" && break
    sleep 0.002
done
kill_now "$SERVER_PID"
PORT_WANTED=$PORT start_server three
wait_pid "$B1" 120 || fail "join: b1 ended with $?"
wait_pid "$B2" 120 || fail "join: b2 ended with $?"
grep -q "seat 2 at table join" "$WORK/join-b2.err" || fail "join: Ben is not at seat 2"
same_as_replay join-b1 "$WORK/three/join.metro"
same_as_replay join-b2 "$WORK/three/join.metro"
finish
