#!/bin/bash
# metro-cli tournament: runs, reports every player, ends with the winrate line.
. "$(dirname "$0")/../cli/lib.sh"

run tournament --players 2 --ai greedy,random --games 4 --seed 3
expect_rc 0
check
[[ "$(tail -n 1 "$TMP/out")" =~ ^winrate\ greedy:\ [01]\.[0-9]{4}$ ]] || fail "last line"
check
grep -q '^random ' "$TMP/out" || fail "no row for random"

run tournament --players 3 --ai strong,greedy --games 3 --max-playouts 4 --modules shares
expect_rc 0
check
[[ "$(tail -n 1 "$TMP/out")" =~ ^winrate\ strong:\ [01]\.[0-9]{4}$ ]] || fail "last line"

run tournament --players 1 --ai strong --games 1 --max-playouts 4 --modules solo
expect_rc 0
check
[[ "$(tail -n 1 "$TMP/out")" =~ ^winrate\ strong:\ 1\.0000$ ]] || fail "solo last line"

# Levels name the same players: rows and the last line use the names.
run tournament --players 2 --ai hard,medium --games 2 --max-playouts 8
expect_rc 0
check
grep -q '^strong ' "$TMP/out" && grep -q '^medium ' "$TMP/out" || fail "level rows"
check
[[ "$(tail -n 1 "$TMP/out")" =~ ^winrate\ strong:\ [01]\.[0-9]{4}$ ]] || fail "level last line"

run tournament --players 2 --ai greedy,nobody --games 2
expect_rc 2
run tournament --players 2 --ai greedy,random,random --games 2
expect_rc 2
finish
