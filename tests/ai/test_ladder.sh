#!/bin/bash
# metro-cli ladder: a small round-robin (fixed search size, a few games)
# rates every player, writes the C table on request, refuses bad arguments.
. "$(dirname "$0")/../cli/lib.sh"

run ladder --games 4 --max-playouts 4 --ai random,greedy,medium --c-table "$TMP/t.c"
expect_rc 0
check
head -n 1 "$TMP/out" | grep -q '^ladder: 3 computer players, 2 a game, 4 games a meeting (3 meetings, 12 games)' || fail "head line"
check
for ai in random greedy medium; do
    grep -Eq "^ +[123] $ai +8 +[01]\.[0-9]{3} +[0-9.]+ +\[[0-9.-]+, [0-9.]+\]$" "$TMP/out" || fail "row of $ai"
done
check
grep -q 'const metro_ladder_table metro_ladder_ratings' "$TMP/t.c" || fail "table written"
# The table is C that compiles against the header it fills.
check
cc -std=c11 -Wall -Werror -fsyntax-only -I "$(dirname "$0")/../../include" "$TMP/t.c" 2>"$TMP/err" ||
    fail "the table does not compile: $(head -c 300 "$TMP/err")"
check
grep -q '\.command = "metro-cli ladder --games 4 --players 2 --seed 1 --max-playouts 4 --ai random,greedy,medium"' "$TMP/t.c" || fail "table's command"

# Three players a game: every pair of seats counts.
run ladder --games 3 --players 3 --max-playouts 4 --ai random,greedy,medium
expect_rc 0
check
grep -Eq '^ +[123] greedy +6 ' "$TMP/out" || fail "3-player pairs"

run ladder --players 3 --ai random,greedy
expect_rc 2
run ladder --ai greedy,greedy
expect_rc 2
run ladder --ai greedy,nobody
expect_rc 2
run ladder --players 7
expect_rc 2
run ladder --games 0
expect_rc 2
run ladder --ai random,greedy --c-table ""
expect_rc 2
finish
