#!/usr/bin/env bash
# metro-cli with expansion modules: every allowed combination plays and
# replays from its save; the shares payout and the solo score are recomputed
# here from the companies/shares fields of the game line; forbidden
# combinations and misplaced module options exit 2 naming the problem.
. "$(dirname "$0")/lib.sh"

# field LINE NAME: the words after NAME up to the next keyword.
field() { echo "$1" | sed -E "s/.* $2 (([^a-z ]+ ?)+)( [a-z]+ .*)?$/\\1/" | sed 's/ *$//'; }
words_after() { echo "$1" | sed -E "s/.* $2 //" | cut -d' ' -f1-"$3"; }

# ---- every allowed combination plays, saves and replays to the same scores ----
for combo in "3 shares" "4 central-stations" "2 central-tracks" "5 station-numbers" \
    "3 shares,central-stations" "4 shares,central-tracks" \
    "2 station-numbers,central-stations" "6 station-numbers,central-tracks" "1 solo"; do
    read -r players mods <<<"$combo"
    save=$TMP/game.save
    run selfplay --players "$players" --games 1 --seed 7 --modules "$mods" --ai random,greedy \
        --save "$save"
    expect_rc 0; expect_err_empty
    line=$(echo "$OUT" | head -1)
    scores=$(field "$line" scores)
    run replay "$save"
    expect_rc 0
    expect_eq "$OUT" "$scores" "replayed scores of $mods"
    saved=$(grep '^modules ' "$save" | cut -d' ' -f2 | tr ',' '\n' | sort | tr '\n' ' ')
    expect_eq "$saved" "$(echo "$mods" | tr ',' '\n' | sort | tr '\n' ' ')" "modules line of $mods"
    case $mods in
    *shares*) check; [[ $line == *" companies "*" shares "* ]] || fail "$mods: no companies/shares" ;;
    esac
    case $mods in
    *central-stations*) check; [[ $line == *" tokens "* ]] || fail "$mods: no tokens field" ;;
    esac
    case $mods in
    *station-numbers*) check; [[ $line == *" chits "* ]] || fail "$mods: no chits field" ;;
    esac
done

# ---- shares: payout recomputed from the printed companies and holdings -------
names=(yellow blue orange green purple black red white)
for seed in 1 2 3 4 5; do
    run selfplay --players 4 --games 1 --seed "$seed" --modules shares --ai greedy
    expect_rc 0
    line=$OUT
    read -r -a pts <<<"$(words_after "$line" companies 8)"
    read -r -a held <<<"$(words_after "$line" shares 4)"
    read -r -a got <<<"$(field "$line" scores)"
    # rank value: 8 minus the companies with strictly more points
    declare -a value
    for c in 0 1 2 3 4 5 6 7; do
        ahead=0
        for d in 0 1 2 3 4 5 6 7; do [ "${pts[d]}" -gt "${pts[c]}" ] && ahead=$((ahead + 1)); done
        value[c]=$((8 - ahead))
    done
    declare -A pct=()
    for p in 0 1 2 3; do
        IFS=, read -r -a cards <<<"${held[p]//\*/}"
        for card in "${cards[@]}"; do
            name=${card%[0-9]0}
            k=${card#"$name"}
            pct[$p,$name]=$((${pct[$p,$name]:-0} + k))
        done
    done
    for p in 0 1 2 3; do
        total=0
        for c in 0 1 2 3 4 5 6 7; do
            mine=${pct[$p,${names[c]}]:-0}
            total=$((total + mine / 10 * value[c]))
            best=0
            for q in 0 1 2 3; do
                v=${pct[$q,${names[c]}]:-0}
                [ "$v" -gt "$best" ] && best=$v
            done
            [ "$best" -gt 0 ] && [ "$mine" = "$best" ] && total=$((total + pts[c] / 10))
        done
        expect_eq "${got[p]}" "$total" "seed $seed seat $((p + 1)) shares payout"
    done
done

# ---- solo: the lowest company, harder: minus the gap ---------------------------
for hard in "" --solo-hard; do
    run selfplay --players 1 --games 3 --modules solo $hard --ai greedy
    expect_rc 0
    while read -r line; do
        [[ $line == game* ]] || continue
        read -r -a pts <<<"$(words_after "$line" companies 8)"
        lo=$(printf '%s\n' "${pts[@]}" | sort -n | head -1)
        hi=$(printf '%s\n' "${pts[@]}" | sort -n | tail -1)
        want=$lo
        [ -n "$hard" ] && want=$((lo - (hi - lo)))
        expect_eq "$(field "$line" scores)" "$want" "solo score $hard"
    done <<<"$OUT"
done

# ---- forbidden combinations and module options ----------------------------------
run selfplay --players 3 --games 1 --modules shares,station-numbers
expect_rc 2; expect_err_has "'shares' and 'station-numbers' cannot be combined"
run selfplay --players 3 --games 1 --modules central-tracks,central-stations
expect_rc 2; expect_err_has "cannot be combined"; expect_err_has "central-tracks"
run selfplay --players 1 --games 1 --modules solo,central-tracks
expect_rc 2; expect_err_has "'solo' is played alone"
run selfplay --players 3 --games 1 --modules solo
expect_rc 2; expect_err_has "3 players"
run selfplay --players 4 --games 1 --modules station-numbers --chits 9
expect_rc 2; expect_err_has "at most 8 each"
run selfplay --players 4 --games 1 --chits 2
expect_rc 2; expect_err_has "--chits needs --modules station-numbers"
run selfplay --players 4 --games 1 --solo-hard
expect_rc 2; expect_err_has "--solo-hard needs --modules solo"
run tournament --players 2 --ai greedy --games 2 --chits 2
expect_rc 2; expect_err_has "--chits needs --modules station-numbers"
run tournament --players 1 --ai greedy --games 2 --modules solo --solo-hard
expect_rc 0; expect_out_has "modules solo"
run selfplay --players 4 --games 1 --modules station-numbers --chits 8 --seed 3
expect_rc 0
line=$OUT
chits=$(words_after "$line" chits 4)
expect_eq "$(echo "$chits" | tr ' ,' '\n\n' | grep -c :)" 32 "all 32 chits dealt with 4 x 8"

# ---- --option MODULE=VALUE: the generic spelling of the aliases above -------------
run selfplay --players 4 --games 1 --modules station-numbers --option station-numbers=8 --seed 3
expect_rc 0
expect_eq "$OUT" "$line" "--option station-numbers=8 plays as --chits 8"
run selfplay --players 3 --games 1 --modules station-numbers --option station-numbers=5
expect_rc 0
chits=$(words_after "$(echo "$OUT" | head -1)" chits 3)
expect_eq "$(echo "$chits" | tr ' ,' '\n\n' | grep -c :)" 15 "3 x 5 chits with --option"
for spelling in "--option solo=hard" "--option solo=1" "--solo-hard"; do
    # shellcheck disable=SC2086
    run selfplay --players 1 --games 1 --modules solo $spelling --seed 4
    expect_rc 0
    eval "hard_${spelling//[^a-z0-9]/_}=\$OUT"
done
expect_eq "$hard___option_solo_hard" "$hard___solo_hard" "--option solo=hard is --solo-hard"
expect_eq "$hard___option_solo_1" "$hard___solo_hard" "--option solo=1 is --solo-hard"
run selfplay --players 1 --games 1 --modules solo --option solo=normal --seed 4
expect_rc 0
run selfplay --players 1 --games 1 --modules solo --seed 4
expect_eq "$OUT" "$(run selfplay --players 1 --games 1 --modules solo --option solo=normal --seed 4; echo "$OUT")" "solo=normal is the default"
run tournament --players 4 --ai greedy --games 4 --modules station-numbers --option station-numbers=3
expect_rc 0

# Bad module options: exit 2 naming the option, the module and the reason.
run selfplay --players 4 --games 1 --option nope=1
expect_rc 2; expect_out_empty; expect_err_has "--option nope=1: unknown module 'nope'"
run selfplay --players 4 --games 1 --modules shares --option shares=1
expect_rc 2; expect_err_has "--option shares=1: module 'shares' has no option"
run selfplay --players 4 --games 1 --option station-numbers=3
expect_rc 2; expect_err_has "--option station-numbers=3 needs --modules station-numbers"
run selfplay --players 4 --games 1 --modules station-numbers --option station-numbers=17
expect_rc 2; expect_err_has "--option station-numbers=17: module 'station-numbers': chits 17 is out of range (1 to 16)"
run selfplay --players 4 --games 1 --modules station-numbers --option station-numbers=0
expect_rc 2; expect_err_has "chits 0 is out of range"
run selfplay --players 4 --games 1 --modules station-numbers --option station-numbers=9
expect_rc 2; expect_err_has "at most 8 each"
run selfplay --players 4 --games 1 --modules station-numbers --option station-numbers=two
expect_rc 2; expect_err_has "chits 'two' is not a value (1 to 16)"
run selfplay --players 1 --games 1 --modules solo --option solo=harder
expect_rc 2; expect_err_has "level 'harder' is not a value"; expect_err_has "normal or hard"
run selfplay --players 1 --games 1 --modules solo --option solo=2
expect_rc 2; expect_err_has "level 2 is out of range"
run selfplay --players 4 --games 1 --modules station-numbers --option station-numbers
expect_rc 2; expect_err_has "expected MODULE=VALUE"
run selfplay --players 4 --games 1 --modules station-numbers --option =3
expect_rc 2; expect_err_has "expected MODULE=VALUE"
run selfplay --players 4 --games 1 --modules station-numbers --option station-numbers=
expect_rc 2; expect_err_has "expected MODULE=VALUE"
run selfplay --players 4 --games 1 --modules station-numbers --chits 2 --option station-numbers=3
expect_rc 2; expect_err_has "module 'station-numbers' has its option given twice"
run selfplay --players 4 --games 1 --modules station-numbers --option
expect_rc 2; expect_err_has "--option needs a value"
run tournament --players 2 --ai greedy --games 2 --option solo=hard
expect_rc 2; expect_err_has "--option solo=hard needs --modules solo"
run selfplay --help
expect_rc 0; expect_out_has "station-numbers=CHITS"; expect_out_has "--solo-hard is solo=hard"

# ---- London (docs/rules.md §7.3): plays, saves and replays; the taxi's points
# in the game line add up to the city's share of the scores; conflicts exit 2 ----
for combo in "4 london" "3 london,shares,central-stations" "2 london,station-numbers"; do
    read -r players mods <<<"$combo"
    run selfplay --players "$players" --games 1 --seed 11 --modules "$mods" --ai random,greedy \
        --save "$TMP/london.save"
    expect_rc 0; expect_err_empty
    line=$(echo "$OUT" | head -1)
    check; [[ $line == *" london "*" taxi "*" left 0"* ]] || fail "$mods: no london field: $line"
    run replay "$TMP/london.save"
    expect_rc 0
    expect_eq "$OUT" "$(field "$line" scores)" "replayed scores of $mods"
done
run selfplay --players 3 --games 1 --modules london,new-york
expect_rc 2; expect_err_has "london"; expect_err_has "new-york"
run selfplay --players 1 --games 1 --modules london,solo
expect_rc 2; expect_err_has "london"; expect_err_has "solo"
# a module move London does not have, in a save (version 1: no checksum to
# redo): refused, naming the move
sed -e '0,/^move /s//move taxi:4\nmove /' -e 's/^metro-save 2$/metro-save 1/' -e '/^checksum /d' \
    "$TMP/london.save" >"$TMP/bad.save"
run replay "$TMP/bad.save"
check; [ "$RC" -ne 0 ] || fail "a save with 'move taxi:4' replayed"
expect_err_has "taxi:4"

# ---- every city (docs/rules.md §7.1-§7.6): plays, saves and replays to the
# same scores, alone, with shares and with its option; conflicts exit 2 -----
cities=(paris stockholm london new-york st-petersburg berlin)
for combo in "4 paris" "3 paris,shares,central-tracks" "2 stockholm --option stockholm=on-sights" \
    "5 stockholm,shares,central-stations" "3 new-york,shares" "6 new-york,station-numbers" \
    "4 st-petersburg,shares,central-stations" "2 st-petersburg,central-tracks" \
    "3 berlin --option berlin=B" "4 berlin,shares,central-tracks --option berlin=mixed"; do
    read -r players mods opt <<<"$combo"
    run selfplay --players "$players" --games 1 --seed 5 --modules "$mods" --ai random,greedy \
        $opt --save "$TMP/city.save"
    expect_rc 0; expect_err_empty
    line=$(echo "$OUT" | head -1)
    city=${mods%%,*}
    check; [[ $line == *" $city "* ]] || fail "$mods: no $city field: $line"
    check; grep "^modules " "$TMP/city.save" | grep -qw -- "$city" || fail "$mods: the save names no $city"
    case $opt in
    *on-sights) check; grep -qx "option stockholm 1" "$TMP/city.save" || fail "$opt not saved" ;;
    *=B) check; grep -qx "option berlin 1" "$TMP/city.save" || fail "$opt not saved" ;;
    *=mixed) check; grep -qx "option berlin 2" "$TMP/city.save" || fail "$opt not saved" ;;
    esac
    run replay "$TMP/city.save"
    expect_rc 0
    expect_eq "$OUT" "$(field "$line" scores)" "replayed scores of $mods $opt"
done
for i in 0 1 2 3 4 5; do
    a=${cities[i]} b=${cities[(i + 1) % 6]}
    run selfplay --players 3 --games 1 --modules "$a,$b"
    expect_rc 2; expect_out_empty
    expect_err_has "cannot be combined: one city per game"; expect_err_has "'$a'"
    expect_err_has "'$b'"
    run selfplay --players 1 --games 1 --modules "solo,$a"
    expect_rc 2; expect_err_has "module 'solo' is played alone, not with '$a'"
done
run selfplay --players 3 --games 1 --modules stockholm --option stockholm=open
expect_rc 2; expect_err_has "module 'stockholm': chips 'open' is not a value"
expect_err_has "secret or on-sights"
run selfplay --players 3 --games 1 --modules berlin --option berlin=C
expect_rc 2; expect_err_has "module 'berlin': side 'C' is not a value"; expect_err_has "A or B or mixed"
run selfplay --players 3 --games 1 --modules berlin --option berlin=3
expect_rc 2; expect_err_has "side 3 is out of range"
run selfplay --players 3 --games 1 --modules paris --option berlin=B
expect_rc 2; expect_err_has "--option berlin=B needs --modules berlin"
run selfplay --help
expect_rc 0; expect_out_has "stockholm="; expect_out_has "berlin="

# ---- bad module move text in a save: refused with a reason (exit 2) --------
# bad_move PLAYERS MODULES TEXT WANTED: a save of MODULES with TEXT as its
# first move (version 1: no checksum to redo) is refused, saying WANTED.
bad_move() {
    run selfplay --players "$1" --games 1 --seed 3 --modules "$2" --ai random --save "$TMP/m.save"
    expect_rc 0
    sed -e "0,/^move /s//move $3\nmove /" -e 's/^metro-save 2$/metro-save 1/' -e '/^checksum /d' \
        "$TMP/m.save" >"$TMP/bad.save"
    run replay "$TMP/bad.save"
    expect_rc 2; expect_out_empty; expect_err_has "bad.save:"; expect_err_has "$4"
}
range="a value is out of range or not a known name; expected"
parts="wrong number of ':'-separated parts; expected"
bad_move 4 paris field:9:1 "move 'field:9:1' of module 'paris': $range field:SIGHT:FIELD"
bad_move 2 paris,shares square:x "move 'square:x' of module 'paris': $range"
bad_move 4 paris field:0 "move 'field:0' of module 'paris': $parts field:SIGHT:FIELD (SIGHT"
bad_move 3 st-petersburg tourist:grey \
    "move 'tourist:grey' of module 'st-petersburg': $range tourist:COLOUR (red, orange"
bad_move 4 st-petersburg,shares tourist "of module 'st-petersburg': $parts tourist:COLOUR"
bad_move 4 shares swap:50:up "move 'swap:50:up' of module 'shares': $range swap:PCT:up or"
bad_move 3 central-stations token:9 "of module 'central-stations': $range token:SLOT (SLOT 0-7)"
bad_move 1 solo refuse:x "move 'refuse:x' of module 'solo': $range refuse:I"
for city in stockholm london new-york berlin; do
    bad_move 3 "$city" tourist:red \
        "'tourist:red' is a move of module 'st-petersburg', which is not in this game"
    bad_move 3 "$city,shares" hop "'hop' is not a move (expected a placement like cbaa32, or draw, or swap:PCT:up, or swap:PCT:top)"
    bad_move 2 "$city" taxi:4 "'taxi:4' is not a move (expected a placement like cbaa32, or draw)"
done
bad_move 4 paris tourist:red "is a move of module 'st-petersburg', which is not in this game"
bad_move 4 st-petersburg field:0:1 "is a move of module 'paris', which is not in this game"
# placements keep their own message
bad_move 2 paris abcd99 "'abcd99' is not a placement (4 letters a-d then row and column 0-7)"

# ---- the module list: the null template is not offered, repeats are refused -------
run selfplay --players 3 --games 1 --modules null
expect_rc 2; expect_out_empty
expect_err_has "--modules: module 'null' is a template for developers, not offered in play"
run tournament --players 3 --ai greedy --games 3 --modules shares,null
expect_rc 2; expect_err_has "module 'null' is a template"
run selfplay --players 3 --games 1 --modules shares,shares
expect_rc 2; expect_err_has "module list 'shares,shares': 'shares' is named twice"
run selfplay --players 3 --games 1 --modules central-tracks,shares,central-tracks
expect_rc 2; expect_err_has "'central-tracks' is named twice"
run selfplay --help
expect_rc 0
check; [[ $OUT != *"  null "* ]] || fail "--help offers the null template"

# ---- one rule for module lists (docs/modules.md), in the CLI and in saves ------------
run selfplay --players 2 --games 1 --modules none --save "$TMP/none.metro"
expect_rc 0
expect_eq "$(grep '^modules ' "$TMP/none.metro")" "modules none" "the base game's modules line"
for list in "" "," "paris," ",paris" "paris,,london" "none,paris" "paris,none"; do
    for cmd in selfplay bench tournament; do
        case $cmd in
        selfplay) run selfplay --players 3 --games 1 --modules "$list" ;;
        bench) run bench --players 3 --seconds 1 --modules "$list" ;;
        tournament) run tournament --players 3 --ai random --games 3 --modules "$list" ;;
        esac
        expect_rc 2
        case $list in
        "") expect_err_has "an empty module list (write none for the base game)" ;;
        *none*) expect_err_has "'none' stands alone" ;;
        *) expect_err_has "an empty name" ;;
        esac
    done
done
# The save loader reads the same rule (a version 1 save: no checksum to change).
v1=$(dirname "$0")/../fuzz/corpus/save/version1-hand2-3p.metro
for list in "" "paris," "none,paris"; do
    sed "s/^modules none\$/modules $list/" "$v1" >"$TMP/list.metro"
    run replay "$TMP/list.metro"
    expect_rc 2; expect_err_has "list.metro:5: "
done
run replay "$v1"
expect_rc 0

finish
