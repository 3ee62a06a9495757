#!/usr/bin/env bash
# Tables on a server, from metro-cli: a bot creates a turn-based table
# (--deadline 24) and another a private one (--private: the invitation code
# on its stderr); metro-cli tables lists the waiting public table first with
# its deadline and never the private one; a bot joins the private table
# with the code and one without it is refused; both games end with the
# scores of their exported saves. A bot votes yes when the other player
# (net_probe undo) asks to take a move back, so the vote ends at once.
. "$(dirname "$0")/lib.sh"

start_server tables --grace 1
bot busy --ai greedy --create --table busy --players 2 --computer 1 --seed 3
wait_for 30 grep -q '^final:' "$WORK/busy" || fail "busy: no end"
bot pub --ai greedy --create --table pub --players 2 --deadline 24 --seed 4
PUB=$BOT_PID
bot priv --ai greedy --create --table priv --players 2 --private --seed 5
PRIV=$BOT_PID
wait_for 10 seated pub || fail "pub: not seated"
wait_for 10 grep -q "invitation code" "$WORK/priv.err" || fail "priv: no invitation code"
code=$(sed -n 's/^bot: invitation code \([A-Z0-9]*\)$/\1/p' "$WORK/priv.err")

"$CLI" tables "127.0.0.1:$PORT" >"$WORK/list" 2>"$WORK/list.err" || fail "tables: $(cat "$WORK/list.err")"
cat "$WORK/list"
head -1 "$WORK/list" | grep -q "^pub waiting 2 seats 1 open turn-based-24h modules none$" ||
    fail "the waiting table is not listed first with its deadline"
grep -q "^busy over 2 seats 0 open live" "$WORK/list" || fail "the finished table is not listed"
grep -q "priv" "$WORK/list" && fail "the private table is listed"

"$CLI" bot "127.0.0.1:$PORT" --ai greedy --table priv --name Eve --retry 5 >"$WORK/eve" 2>&1
[ $? = 2 ] && grep -q "private" "$WORK/eve" || fail "joined a private table without its code: $(cat "$WORK/eve")"
bot guest --ai random --table priv --invite "$code" --name Guest
GUEST=$BOT_PID
"$PROBE" undo "127.0.0.1:$PORT" pub Asker >"$WORK/undo" 2>&1 || fail "undo: $(cat "$WORK/undo")"
grep -q "undo: done" "$WORK/undo" || fail "the bot did not agree to the undo"
for pid in "$PRIV" "$GUEST"; do
    wait_pid "$pid" 120 || fail "a bot ended with $?"
done
# The asker has left the turn-based table: nobody stands in (a live table
# would have its stand-in after the 1 s grace), the bot waits.
sleep 3
kill -0 "$PUB" 2>/dev/null || fail "the bot of the turn-based table did not wait"
grep -q "stand-in\|plays for it" "$WORK/tables.log" && fail "a stand-in at the turn-based table"
same_as_replay priv "$WORK/tables/priv.metro"
same_as_replay guest "$WORK/tables/priv.metro"
grep -q "private" "$WORK/tables.log" || fail "no private table in the log"
finish
