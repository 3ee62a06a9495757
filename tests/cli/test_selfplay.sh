#!/usr/bin/env bash
# metro-cli selfplay and replay: per-game lines checked against `score` and
# `validate`, the summary against the game lines, saves replayed, and
# corrupted saves rejected with "error: FILE:LINE:" and exit 2.
. "$(dirname "$0")/lib.sh"

# field LINE NAME: the words after NAME up to the next keyword.
field() { echo "$1" | sed -E "s/.* $2 (([^a-z ]+ ?)+)( [a-z]+ .*)?$/\\1/" | sed 's/ *$//'; }
placements() { echo "$1" | sed 's/.* placements //' | cut -d' ' -f1; }

# ---- selfplay: one line per game plus a summary -----------------------------
run selfplay --players 4 --games 3 --seed 10 --ai random,greedy
expect_rc 0; expect_err_empty
expect_eq "$(echo "$OUT" | wc -l)" 4 "lines for 3 games"
games=$(echo "$OUT" | head -3)
summary=$(echo "$OUT" | tail -1)
i=0
sums=(0 0 0 0)
wins=(0 0 0 0)
while read -r line; do
    i=$((i + 1))
    check; [[ $line == "game $i seed $((9 + i)) scores "* ]] || fail "game line $i: '$line'"
    scores=$(field "$line" scores)
    seq=$(placements "$line")
    # The base game lays all 60 tiles; the sequence must be legal move by move
    # and `score` (board only) must give the same points as the game.
    expect_eq "${#seq}" 360 "placement text of game $i"
    run validate "$seq"
    expect_out "valid"
    run score --players 4 "$seq"
    expect_out "$scores"
    read -r -a s <<<"$scores"
    best=$(printf '%s\n' "${s[@]}" | sort -n | tail -1)
    for p in 0 1 2 3; do
        sums[p]=$((sums[p] + s[p]))
        [ "${s[p]}" = "$best" ] && wins[p]=$((wins[p] + 1))
    done
done <<<"$games"
mean=$(for p in 0 1 2 3; do awk -v t="${sums[p]}" 'BEGIN { printf "%.2f ", t / 3 }'; done)
expect_eq "$summary" "summary games 3 mean ${mean% } wins ${wins[*]}" "summary line"

# Same seed, same games; the seed of game i is S+i-1.
a=$("$CLI" selfplay --players 3 --games 2 --seed 5)
b=$("$CLI" selfplay --players 3 --games 2 --seed 5)
expect_eq "$a" "$b" "selfplay with equal seeds"
c=$("$CLI" selfplay --players 3 --games 1 --seed 6 | head -1)
expect_eq "$(echo "$a" | sed -n 2p | sed 's/^game 2 /game 1 /')" "$c" "game 2 of seed 5 is game 1 of seed 6"
check; [ "$(echo "$a" | sed -n 1p | cut -d' ' -f5-)" != "$(echo "$a" | sed -n 2p | cut -d' ' -f5-)" ] ||
    fail "two seeds gave the same game"

# Variants: larger hands and free orientation still lay 60 legal tiles.
for variant in "--hand 2" "--hand 3" "--free-orientation" "--free-orientation --hand 3"; do
    run selfplay --players 5 --games 1 --seed 3 --ai random $variant
    expect_rc 0
    line=$(echo "$OUT" | head -1)
    seq=$(placements "$line")
    expect_eq "${#seq}" 360 "placements with $variant"
    fo=""; [[ $variant == *free* ]] && fo=--free-orientation
    run validate $fo "$seq"
    expect_out "valid"
    run score --players 5 $fo "$seq"
    expect_out "$(field "$line" scores)"
done
# Two players, six players: one score per seat.
for n in 2 6; do
    run selfplay --players $n --games 1 --ai random
    expect_rc 0
    read -r -a s <<<"$(field "$(echo "$OUT" | head -1)" scores)"
    expect_eq "${#s[@]}" $n "scores for $n players"
done

# ---- save and replay ----------------------------------------------------------
save=$TMP/game.save
run selfplay --players 3 --games 1 --seed 77 --hand 2 --ai greedy,random --save "$save"
expect_rc 0
scores=$(field "$(echo "$OUT" | head -1)" scores)
check; [ -f "$save" ] || fail "no save file written"
check; ls "$TMP" | grep -q tmp && fail "temporary file left behind"
check; head -1 "$save" | grep -qx "metro-save 2" || fail "save header"
check; tail -2 "$save" | head -1 | grep -qx "checksum [0-9a-f]\{8\}" || fail "checksum line"
run replay "$save"
expect_rc 0; expect_err_empty; expect_out "$scores"
run_stdin "$(cat "$save")" replay -
expect_rc 0; expect_out "$scores"

# A damaged version 2 save is reported as damaged, at its checksum line.
sed '4s/no$/yes/' "$save" >"$TMP/damaged.save"
run replay "$TMP/damaged.save"
expect_rc 2; expect_out_empty
expect_err_has "error: $TMP/damaged.save:$(grep -n '^checksum ' "$save" | cut -d: -f1): damaged"

# The same game in format version 1 (no checksum) still loads; the parser's
# own errors are checked on version 1 copies, which no checksum guards.
v1=$TMP/v1.save
sed -e '1s/.*/metro-save 1/' -e '/^checksum /d' "$save" >"$v1"
run replay "$v1"
expect_rc 0; expect_out "$scores"
save=$v1

# Corrupted copies: each must fail with the right line and exit 2.
lines=$(wc -l <"$save")
first_move=$(grep -n '^move ' "$save" | head -1 | cut -d: -f1)
corrupt() { # NAME LINE-EXPECTED : file from stdin
    local f=$TMP/$1
    cat >"$f"
    run replay "$f"
    expect_rc 2; expect_out_empty; expect_err_has "error: $f:$2: "
}
head -n $((lines - 10)) "$save" | corrupt truncated.save $((lines - 9))
expect_err_has "truncated"
head -n 3 "$save" | corrupt very-short.save 4
: | corrupt empty.save 1
sed '1s/.*/metro-save 99/' "$save" | corrupt header.save 1
expect_err_has "version 99 is newer than this program reads"
sed '1s/.*/metro-sve 1/' "$save" | corrupt magic.save 1
expect_err_has "not a Metro save file"
sed '2s/.*/players 9/' "$save" | corrupt players.save 2
sed '3s/.*/hand x/' "$save" | corrupt hand.save 3
# An occupied square: repeat the first placement as the second move.
first=$(sed -n "${first_move}p" "$save")
sed "$((first_move + 1))s/.*/$first/" "$save" | corrupt repeated.save $((first_move + 1))
sed "$((first_move + 2))s/.*/move zzzz99/" "$save" | corrupt garbage.save $((first_move + 2))
sed "$((first_move + 3))s/.*/mvoe aaaa00/" "$save" | corrupt keyword.save $((first_move + 3))
{ cat "$save"; echo "move aaaa00"; } | corrupt after-end.save $((lines + 1))
run replay "$TMP/does-not-exist.save"
expect_rc 2; expect_err_has "error: $TMP/does-not-exist.save:"
run replay ""
expect_rc 2; expect_err_has "error: replay: FILE is empty"
run replay "$TMP"
expect_rc 2; expect_err_has "error: $TMP:0: "
printf 'metro-save 1\0junk' >"$TMP/nul.save"
run replay "$TMP/nul.save"
expect_rc 2; expect_err_has "error: "

# An unfinished game replays to the points of the lines completed so far.
half=$TMP/half.save
{ grep -v '^move \|^end$\|^cursor \|^checksum ' "$save"; echo "cursor 0"; grep '^move ' "$save" | head -20; echo end; } >"$half"
seq20=$(grep '^move ' "$save" | head -20 | grep -v draw | cut -d' ' -f2 | tr -d '\n')
run replay "$half"
expect_rc 0
expect_eq "$OUT" "$("$CLI" score --players 3 "$seq20")" "scores of an unfinished save"

# ---- bad selfplay arguments ------------------------------------------------------
run selfplay --players 4 --games 2 --save "$TMP/two.save"
expect_rc 2; expect_err_has "--save needs --games 1"
run selfplay --players 4 --games 1 --modules no-such-module
expect_rc 2; expect_err_has "unknown module 'no-such-module'"
run selfplay --players 4 --games 1 --ai random,nobody
expect_rc 2; expect_err_has "'nobody' is not a computer player"
run selfplay --players 4 --games 1 --ai ""
expect_rc 2; expect_err_has "--ai"
run selfplay --players 1 --games 1
expect_rc 2; expect_err_has "error: selfplay: "
run selfplay --players 4 --games 1 --hand 4
expect_rc 2; expect_err_has "--hand '4': must be a whole number from 1 to 3"
run selfplay --players 4 --games 1 --save "$TMP/no/such/dir/x.save"
expect_rc 2; expect_err_has "error: selfplay: --save"

finish
