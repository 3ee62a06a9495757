#!/usr/bin/env bash
# Players and ratings: two bots with player keys (--key-file, written mode
# 0600 at the first game) play three games on one server, one of them
# beside a computer seat (rated among the humans only), and a third bot
# without a key; then metro-server --ratings prints the ladder, and it is
# the same as an independent computation of Weng and Lin's Plackett-Luce
# update (tests/net/ratings.awk) from the games' final scores; a game
# beside a player without a key is not rated. The lobby of a fifth game
# (LOBBY) and the list of tables after it (TABLES, metro-cli tables) carry
# each seat's rating as that computation has it: new before a first game,
# the ordinal rounded, nothing for a computer or a player without a key.
. "$(dirname "$0")/lib.sh"

start_server rate
# game SEED COMPUTER: Ann (seat 1) against Ben (seat 2), and a computer seat if COMPUTER=1.
game() {
    bot "ann$1" --ai greedy --create --table "g$1" --players $((2 + $2)) --computer "$2" \
        --seed "$1" --key-file "$WORK/ann.key" --name Ann
    local ann=$BOT_PID
    wait_for 10 seated "ann$1" || fail "g$1: Ann not seated"
    bot "ben$1" --ai random --table "g$1" --key-file "$WORK/ben.key" --name Ben
    wait_pid "$ann" 120 || fail "g$1: Ann ended with $?"
    wait_pid "$BOT_PID" 120 || fail "g$1: Ben ended with $?"
    sed -n 's/^final: //p' "$WORK/ann$1" >>"$WORK/scores"
}
# ordinal NAME: the rounded mu - 3 sigma of NAME after the games so far, by awk.
ordinal() { awk -v ordinals=1 -f "$(dirname "$0")/ratings.awk" "$WORK/scores" | sed -n "s/^$1 //p"; }
# The computation rounds as the server does: three wins and a loss leave
# Ben at -0.06, which LOBBY and TABLES carry as 0 (printf's "-0" once made
# this test fail whenever the bots' games came out so).
[ "$(printf '2 1\n2 1\n2 1\n1 2\n' | awk -v ordinals=1 -f "$(dirname "$0")/ratings.awk" |
    sed -n 's/^Ben //p')" = 0 ] || fail "ratings.awk rounds -0.06 to '-0', not 0"
game 1 0
grep -qx "lobby: ratings new,new" "$WORK/ben1" || fail "g1: lobby before any game: $(cat "$WORK/ben1")"
[ "$(stat -c %a "$WORK/ann.key")" = 600 ] || fail "the key file is not mode 0600"
grep -q "^bot: player key [0-9A-F]\{4\}\(-[0-9A-F]\{4\}\)\{7\}$" "$WORK/ann1.err" ||
    fail "no key code: $(cat "$WORK/ann1.err")"
game 2 1
game 3 0
# A third player without a key: the game is not rated.
bot ann4 --ai greedy --create --table g4 --players 2 --seed 4 --key-file "$WORK/ann.key" --name Ann
wait_for 10 seated ann4 || fail "g4: Ann not seated"
bot anon --ai random --table g4 --name Anon
wait_pid "$BOT_PID" 120 || fail "g4: ended with $?"
want="lobby: ratings $(ordinal Ann),$(ordinal Ben),-"
game 5 1
grep -qx "$want" "$WORK/ben5" || fail "g5: lobby '$(grep lobby: "$WORK/ben5" | tail -1)', want '$want'"
"$CLI" tables "127.0.0.1:$PORT" >"$WORK/list" 2>&1 || fail "tables: $(cat "$WORK/list")"
cat "$WORK/list"
want="ratings $(ordinal Ann),$(ordinal Ben),-"
grep -q "^g5 over 3 seats 0 open .* $want\$" "$WORK/list" || fail "g5 listed without '$want'"
grep -q "^g4 over 2 seats .* ratings $(ordinal Ann),-\$" "$WORK/list" || fail "g4: Ann's rating"

"$SERVER" --data "$WORK/rate" --ratings >"$WORK/ladder" 2>&1 || fail "--ratings: $(cat "$WORK/ladder")"
cat "$WORK/ladder"
# What --ratings prints for each player: "NAME mu sigma games", by the method, by awk.
got=$(awk 'NR > 1 { print $2, $5, $7, $9 }' "$WORK/ladder" | sort)
want=$(awk -f "$(dirname "$0")/ratings.awk" "$WORK/scores" | sort)
echo "awk: $want"
[ -n "$got" ] && [ "$got" = "$want" ] || fail "ladder '$got', computed '$want'"
grep -q "table g4: rated" "$WORK/rate.log" && fail "a game with an unkeyed player was rated"
finish
