#!/usr/bin/env bash
# metro-cli validate, score, moves, move on positions whose answers follow
# directly from docs/rules.md (station numbers and owners, the border, rule 4.2.4).
. "$(dirname "$0")/lib.sh"

# ---- validate ---------------------------------------------------------------
run validate ""
expect_rc 0; expect_out "valid"; expect_err_empty

# Straight tracks on the border make no one-tile line.
run validate aaaa00aaaa01aaaa07
expect_rc 0; expect_out "valid"

# (2,2) is off the border and has no tiled neighbour.
run validate aaaa22
expect_rc 1; expect_out "invalid: 1: aaaa22: square is neither on the border nor next to a tile"

# (1,1) touches (0,1) once it is tiled.
run validate aaaa01aaaa11
expect_rc 0; expect_out "valid"

run validate aaaa00aaaa00
expect_rc 1; expect_out_has "invalid: 2: "; expect_out_has "already holds a tile"

for sq in 33 34 43 44; do
    run validate "aaaa$sq"
    expect_rc 1; expect_out_has "invalid: 1: "; expect_out_has "central station"
done

# cbaa turns top into left: on corner (0,0) it joins stations 8 and 9 with one
# tile, and other border squares are fine, so no exception.
run validate cbaa00
expect_rc 1; expect_out_has "invalid: 1: "; expect_out_has "one-tile line"

# dddd is a U-turn on every side: on the empty board every square it may go
# to (the border) makes a one-tile line, so the exception of rule 4 allows it.
run validate dddd01
expect_rc 0; expect_out "valid"
# Once (1,1) can take it without harm, the border U-turn is illegal again.
run validate aaaa01dddd02
expect_rc 1; expect_out_has "invalid: 2: "; expect_out_has "one-tile line"

# The deck holds 4 aaaa and 3 bcbc (docs/rules.md §2).
run validate aaaa00aaaa01aaaa02aaaa03aaaa04
expect_rc 1; expect_out_has "invalid: 5: "; expect_out_has "more copies"
run validate bcbc00bcbc01bcbc02bcbc03
expect_rc 1; expect_out_has "invalid: 4: "; expect_out_has "more copies"
# With free orientation bcbc and its rotation cbcb share 6 copies.
run validate --free-orientation bcbc00bcbc01bcbc02bcbc03
expect_rc 0; expect_out "valid"

# k is the first bad placement even when later ones are bad too.
run validate aaaa00aaaa22aaaa33
expect_rc 1; expect_out_has "invalid: 2: "

# Whitespace between placements is ignored; text is read from stdin with '-'.
run_stdin $'aaaa00 aaaa01\naaaa07\n' validate -
expect_rc 0; expect_out "valid"
run_stdin "aaaa22" validate -
expect_rc 1; expect_out_has "invalid: 1: "
run_stdin "" validate -
expect_rc 0; expect_out "valid"

# Malformed text: error on stderr, exit 2, nothing on stdout.
for bad in aaaa0 abcd00 aaaa80 aaaa0x xxxxxx "aaaa00aaa"; do
    run validate "$bad"
    expect_rc 2; expect_out_empty; expect_err_has "error: "
done
run validate abcd00
expect_err_has "not a tile"
run validate aaaa08
expect_err_has "row and a column digit"
run validate "$(printf 'aaaa00%.0s' $(seq 61))"
expect_rc 2; expect_err_has "more than 60 placements"

# ---- score ------------------------------------------------------------------
run score --players 4 ""
expect_rc 0; expect_out "0 0 0 0"
run score --players 2 ""
expect_out "0 0"
# dddd on (0,1): station 7 (top of (0,1)) gets its line back after 1 entry,
# 1 point. Station 7 is yellow with 2 and 4 players, blue with 3 (§3).
run score --players 4 dddd01
expect_rc 0; expect_out "1 0 0 0"
run score --players 2 dddd01
expect_out "1 0"
run score --players 3 dddd01
expect_out "0 1 0"
# dddd on corner (0,0): stations 8 and 9 score 1 each: blue and green with 4
# players, orange and blue with 6 (station 8 orange, 9 purple).
run score --players 4 dddd00
expect_out "0 1 0 1"
run score --players 6 dddd00
expect_out "0 0 1 0 1 0"
# The line of station 7 runs aaaa01 -> (1,1) where dddd turns it back: 3 entries.
run score --players 4 aaaa01dddd11
expect_out "3 0 0 0"
run_stdin "aaaa01 dddd11" score --players 4 -
expect_out "3 0 0 0"
run score --players 4 aaaa22
expect_rc 1; expect_out_empty; expect_err_has "invalid: 1: "

# ---- moves ------------------------------------------------------------------
# aaaa never makes a one-tile line, so on the empty board it fits every one of
# the 28 border squares, listed here in sorted order.
want=""
for r in 0 1 2 3 4 5 6 7; do
    for c in 0 1 2 3 4 5 6 7; do
        if [ $r = 0 ] || [ $r = 7 ] || [ $c = 0 ] || [ $c = 7 ]; then
            want+="aaaa$r$c"$'\n'
        fi
    done
done
want=${want%$'\n'}
run moves --players 4 --tile aaaa ""
expect_rc 0; expect_out "$want"
# dddd: the exception allows the whole border on the empty board ...
run moves --players 4 --tile dddd ""
expect_rc 0; expect_out "${want//aaaa/dddd}"
# ... but after aaaa01 only (1,1) avoids a one-tile line.
run moves --players 4 --tile dddd aaaa01
expect_rc 0; expect_out "dddd11"
# cbaa joins top to left and right to bottom: on corner (0,0) stations 8 and
# 9, on corner (7,7) stations 25 and 24. Every other border square is fine.
run moves --players 3 --tile cbaa ""
expect_out "$(echo "${want//aaaa/cbaa}" | grep -vx -e cbaa00 -e cbaa77)"
# Every listed move must be valid after the position, checked by validate.
pos=aaaa01aaaa11bcbc21
run moves --players 4 --tile cbaa "$pos"
moves_out=$OUT
expect_rc 0
check; [ -n "$moves_out" ] || fail "no moves listed"
check; [ "$moves_out" = "$(echo "$moves_out" | LC_ALL=C sort)" ] || fail "moves not sorted"
for m in $moves_out; do
    run validate "$pos$m"
    expect_out "valid"
done
# Free orientation: every rotation of aacb (aacb baac cbaa acba) may appear,
# and the list is the union of the four fixed-orientation lists.
run moves --players 4 --free-orientation --tile aacb ""
free_out=$OUT
union=$(for t in aacb baac cbaa acba; do "$CLI" moves --players 4 --tile $t ""; done | LC_ALL=C sort)
expect_eq "$free_out" "$union" "free-orientation moves"
expect_eq "$(echo "$free_out" | cut -c1-4 | sort -u | wc -l)" 4 "rotations listed"

# Symmetric tiles: a rotation that looks the same is not listed twice.
run moves --players 4 --free-orientation --tile aaaa ""
expect_out "$want"
for t in bcbc dada cbaa; do
    run moves --players 3 --free-orientation --tile $t aaaa01aaaa11
    check; [ -z "$(echo "$OUT" | uniq -d)" ] || fail "duplicate placements"
    for m in $OUT; do
        run validate --free-orientation "aaaa01aaaa11$m"
        expect_out "valid"
    done
done
run move --players 3 --free-orientation --tile cbaa --ai random --seed 9 aaaa01aaaa11
expect_rc 0
check; "$CLI" moves --players 3 --free-orientation --tile cbaa aaaa01aaaa11 | grep -qx -- "$OUT" ||
    fail "'$OUT' is not a legal free-orientation move"

# All copies already on the board: no such tile can be in hand.
run moves --players 4 --tile dddd dddd01dddd11
expect_rc 2; expect_err_has "already on the board"
run moves --players 4 --tile aaaa aaaa22
expect_rc 1; expect_err_has "invalid: 1: "

# ---- move -------------------------------------------------------------------
# Only one legal placement: every computer player must find it.
for ai in greedy random; do
    run move --players 4 --tile dddd --ai $ai aaaa01
    expect_rc 0; expect_out "dddd11"
done
run move --players 4 --tile dddd aaaa01
expect_out "dddd11"
# Whatever it picks must be in the list of legal moves.
for ai in greedy random; do
    for seed in 1 2 3; do
        run move --players 4 --tile cbaa --ai $ai --seed $seed "$pos"
        expect_rc 0
        check; echo "$moves_out" | grep -qx -- "$OUT" || fail "'$OUT' is not a legal move"
    done
done
# Same seed, same answer.
a=$("$CLI" move --players 2 --tile cbaa --ai random --seed 42 "")
b=$("$CLI" move --players 2 --tile cbaa --ai random --seed 42 "")
expect_eq "$a" "$b" "move with the same seed"
run_stdin "$pos" move --players 4 --tile cbaa -
expect_rc 0
check; echo "$moves_out" | grep -qx -- "$OUT" || fail "'$OUT' from stdin is not legal"
run move --players 4 --tile cbaa aaaa33
expect_rc 1; expect_err_has "invalid: 1: "

# ---- show -------------------------------------------------------------------
run show --players 4 aaaa01dddd11
expect_rc 0
expect_eq "$(echo "$OUT" | sed -n 2p)" "  0  .... aaaa .... .... .... .... .... ...." "row 0"
expect_eq "$(echo "$OUT" | sed -n 3p)" "  1  .... dddd .... .... .... .... .... ...." "row 1"
expect_eq "$(echo "$OUT" | sed -n 5p)" "  3  .... .... .... #### #### .... .... ...." "row 3"
expect_out_has "tiles laid: 2 of 60"
expect_out_has "points: yellow 3, blue 0, orange 0, green 0"
run show --players 4 aaaa22
expect_rc 1; expect_out_empty; expect_err_has "invalid: 1: "

finish
