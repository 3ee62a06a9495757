#!/usr/bin/env bash
# metro-cli argument handling: --help everywhere, bad arguments exit 2 with a
# message and never crash, and the benchmark's output format.
. "$(dirname "$0")/lib.sh"

commands="validate score moves move selfplay replay bench show ladder"

run
expect_rc 2; expect_out_empty; expect_err_has "usage: metro-cli COMMAND"
for h in --help -h help; do
    run $h
    expect_rc 0
    for c in $commands; do expect_out_has "  $c "; done
done
run frobnicate
expect_rc 2; expect_err_has "unknown command 'frobnicate'"
run help frobnicate
expect_rc 2
for c in $commands; do
    run $c --help
    expect_rc 0; expect_err_empty; expect_out_has "usage: metro-cli $c "
    run help $c
    expect_rc 0; expect_out_has "usage: metro-cli $c "
    # --help wins even next to bad arguments.
    run $c --players 99 --help
    expect_rc 0
    run $c --no-such-option
    expect_rc 2; expect_out_empty; expect_err_has "error: $c: unknown option '--no-such-option'"
done
run selfplay --help
expect_out_has "computer players:"; expect_out_has "  random"; expect_out_has "  greedy"
expect_out_has "modules:"
run move --help
expect_out_has "computer players:"; expect_out_has "  greedy"

# Missing and malformed values.
for args in "score ''" "moves --tile aaaa ''" "move --tile aaaa ''" "selfplay --games 1"; do
    eval run $args
    expect_rc 2; expect_err_has "missing --players"
done
run moves --players 4 ""
expect_rc 2; expect_err_has "missing --tile"
run selfplay --players 4
expect_rc 2; expect_err_has "missing --games"
run score --players 4
expect_rc 2; expect_err_has "missing argument"
run replay
expect_rc 2; expect_err_has "missing argument"
run validate aaaa00 aaaa01
expect_rc 2; expect_err_has "unexpected argument 'aaaa01'"
run bench extra
expect_rc 2; expect_err_has "unexpected argument 'extra'"
run score --players
expect_rc 2; expect_err_has "--players needs a value"
for v in 0 1 7 -4 +4 " 4" 4x x "" 99999999999999999999; do
    run score --players "$v" ""
    expect_rc 2; expect_err_has "--players '$v': must be a whole number from 2 to 6"
done
run score --players=3 dddd01
expect_rc 0; expect_out "0 1 0"
run score --players 3 --players 4 ""
expect_rc 2; expect_err_has "--players given twice"
run score --play=3 dddd01 # a name shortened to an unambiguous start
expect_rc 0; expect_out "0 1 0"
run score --players 3 --play 4 ""
expect_rc 2; expect_err_has "--players given twice"
run bench --se 1
expect_rc 2; expect_err_has "ambiguous option '--se'"
run score --players=3 -x dddd01
expect_rc 2; expect_err_has "unknown option '-x'"
run validate --free-orientation=yes ""
expect_rc 2; expect_err_has "--free-orientation takes no value"
for t in aaa aaaaa abcd AAAA aaaz ""; do
    run moves --players 4 --tile "$t" ""
    expect_rc 2; expect_err_has "--tile '$t': not a tile"
done
run move --players 4 --tile aaaa --ai nobody ""
expect_rc 2; expect_err_has "--ai 'nobody': no such computer player"
run move --players 4 --tile aaaa --seed -1 ""
expect_rc 2; expect_err_has "--seed '-1'"
run selfplay --players 4 --games 0
expect_rc 2; expect_err_has "--games '0'"
run bench --seconds 0
expect_rc 2; expect_err_has "--seconds '0'"
run bench --players 7
expect_rc 2; expect_err_has "--players '7'"
# bench --notation: full boards from text; its last line is the rate.
run bench --notation --seconds 1 --players 3
expect_rc 0; expect_out_has "players: 3"
check; [[ $(echo "$OUT" | tail -1) =~ ^boards_per_second:\ [1-9][0-9]*$ ]] || fail "last line is not the rate"
check; [[ $OUT =~ mean_points_per_board:\ ([0-9]+) ]] && [ "${BASH_REMATCH[1]}" -gt 0 ] ||
    fail "boards scored no points"
run bench --notation=yes
expect_rc 2; expect_err_has "--notation takes no value"
# '--' ends the options: a placement text that starts with '-' is not one.
run validate -- --help
expect_rc 2; expect_err_has "error: validate: "
# Huge and binary input never crashes.
run validate "$(head -c 100000 /dev/zero | tr '\0' a)"
expect_rc 2; expect_err_has "error: "
run_stdin "$(head -c 70000 /dev/zero | tr '\0' ' ')" validate -
expect_rc 2; expect_err_has "more than 64 KiB"
printf 'aaaa00\0' >"$TMP/nul.txt"
"$CLI" validate - <"$TMP/nul.txt" >"$TMP/out" 2>"$TMP/err"
RC=$? LAST="validate - < text with NUL"
expect_rc 2; expect_err_has "NUL byte"

# ---- bench ------------------------------------------------------------------------
run bench --players 2 --seconds 1 --seed 3
expect_rc 0
last=$(echo "$OUT" | tail -1)
check; [[ $last =~ ^games_per_second:\ [0-9]+(\.[0-9]+)?$ ]] || fail "last line '$last'"
games=$(echo "$OUT" | sed -n 's/^games: //p')
moves=$(echo "$OUT" | sed -n 's/^moves: //p')
check; [ "${games:-0}" -gt 0 ] || fail "no games counted"
# Every full game lays 60 tiles, plus a draw move for some of them.
check; [ "$moves" -ge $((games * 60)) ] && [ "$moves" -le $((games * 120)) ] ||
    fail "moves $moves not within 60..120 per game for $games games"
# --versus-base: base games alongside, the share of their rate before the last line.
run bench --players 4 --seconds 1 --modules paris --versus-base
expect_rc 0; expect_out_has "modules: paris"
check; [[ $(echo "$OUT" | tail -1) =~ ^games_per_second:\ [1-9][0-9]*$ ]] || fail "last line"
share=$(echo "$OUT" | sed -n 's/^share_of_base: //p')
rate=$(echo "$OUT" | sed -n 's/^games_per_second: //p')
base=$(echo "$OUT" | sed -n 's/^base_games_per_second: //p')
check; [ -n "$share" ] && [ "${base:-0}" -gt 0 ] &&
    awk -v s="$share" -v r="$rate" -v b="$base" 'BEGIN { exit !(s > 0 && (s - r / b) ^ 2 < 1e-4) }' ||
    fail "share_of_base '$share' is not $rate / $base"
run bench --versus-base
expect_rc 2; expect_err_has "--versus-base needs --modules"

# ---- control bytes in arguments are shown, never obeyed (issue 23, defect 7) -------
# expect_err_printable: stderr is printable ASCII lines (the arguments below
# hold no other letter: any other byte is an echoed control or broken byte).
expect_err_printable() {
    check
    ! LC_ALL=C grep -q '[^[:print:]]' "$TMP/err" || fail "stderr echoes a control byte"
}
esc=$'\e[31mX' c1=$'\xc2\x9b31m' bad=$'\xff' tab=$'a\tb'
for v in "$esc" "$c1" "$bad" "$tab"; do
    for args in 'score --players "$v" ""' '"$v"' 'help "$v"' 'score "--$v"' \
        'validate aaaa00 "$v"' 'score --players 2 "$v"' 'move --players 2 --tile "$v" ""' \
        'selfplay --players 2 --games 1 --ai "$v"' 'selfplay --players 2 --games 1 --modules "$v"' \
        'selfplay --players 2 --games 1 --option "$v"' 'replay "$v"' \
        'selfplay --players 2 --games 1 --save "/nonexistent/$v"' 'tournament --ai "$v"' 'ladder --ai "$v"' \
        'bench --modules "$v"'; do
        eval run "$args"
        check; [ "$RC" -ne 0 ] || fail "accepted"
        expect_err_printable
    done
done
run score --players "$esc" ""
expect_err_has "--players '\x1b[31mX': must be a whole number"
run validate aaaa00 "$c1"
expect_err_has "unexpected argument '\xc2\x9b31m'"
run score --players "Zoë" ""
expect_err_has "--players 'Zoë'" # UTF-8 letters stay as they are

# An option is not taken as the value of the one before it.
run selfplay --ai --players 2 --games 1
expect_rc 2; expect_err_has "--ai needs a value, not the option '--players'"
run selfplay --players 2 --games 1 --save --seed
expect_rc 2; expect_err_has "--save needs a value, not the option '--seed'"

# A token file with a NUL byte is refused, saying so, before any connection
# (issue 37: the readers of the data files refuse NUL bytes).
if "$CLI" bot --help >/dev/null 2>&1; then # built with online play
    printf 'metro-token 1\ntable t\0\nseat 1\ntoken 000102030405060708090a0b0c0d0e0f\n' \
        >"$TMP/nul.token"
    run bot 127.0.0.1:9 --ai greedy --token-file "$TMP/nul.token"
    expect_rc 2; expect_err_has "nul.token: contains a NUL byte"
fi

finish
