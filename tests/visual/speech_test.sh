#!/bin/sh
# A game that speaks (issue 38): plays SCRIPT by keys alone in a window
# under Xvfb with METRO_SPEECH=FILE, then reads FILE as a listener would:
# - every move of the game's record (report-record) has its line, in order,
#   naming the player, the square and the points of each line it closed
#   ("0 points" when none), and no move is said that was not played;
# - no line said at a hotseat gate, or while a move waits for End turn,
#   names a hand tile, a choice, a city's chips or the shares (a seat's
#   secrets): from "Pass the screen" or "Your move is made" until "NAME,
#   your turn"; that line names the seat's own shares and colour chips;
# - MODE ai: speech is on in the settings but libspeechd cannot be loaded
#   (METRO_SPEECHD names a library that is not there): the game plays on,
#   says why once on stderr, and F2 is remembered; the focus ring's
#   controls with their kind and state (a switch turned, the colours
#   stepped: the new state), the menu's highlight (an item unavailable
#   now said so) and a refused lay's notice are said.
# usage: speech_test.sh METRO SCRIPT SETUP MODE   (MODE hotseat or ai)
set -u
metro=$1 script=$2 setup=$3 mode=$4
. "$(dirname "$0")/xvfb_prelude.sh"
need_xvfb speech_test
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/metro" && cp "$setup" "$home/metro/setup.txt"
export SDL_AUDIODRIVER=dummy LANGUAGE=en
fail() {
    echo "speech_test: $*" >&2
    echo "--- said:" >&2 && cat "$home/said.txt" >&2
    exit 1
}
METRO_SPEECH=$home/said.txt METRO_SPEECHD=$home/no-such-libspeechd.so \
    XDG_CONFIG_HOME=$home XDG_DATA_HOME=$home/data xvfb-run -a -s "-screen 0 1280x800x24" \
    "$metro" --size 1024x640 --script "$script" >"$home/out.txt" 2>"$home/err.txt"
rc=$?
[ $rc -eq 0 ] || { cat "$home/err.txt" >&2; fail "metro exited with status $rc"; }
[ -s "$home/said.txt" ] || fail "nothing was said"
grep -q '^final:' "$home/out.txt" || fail "the game did not end"
grep '^record ' "$home/out.txt" >"$home/record.txt"
[ -s "$home/record.txt" ] || fail "no record"

# Each lay of the record, in order, against the lines said.
awk -v said="$home/said.txt" '
    BEGIN { while ((getline l < said) > 0) if (index(l, " lays a tile on ")) lays[++n] = l }
    $4 == "lay" {
        k++
        want = $3 " lays a tile on " $5
        if (k > n || index(lays[k], want) != 1) { print "move " $2 ": no line \"" want "\" (said: " lays[k] ")"; bad = 1; next }
        split($6, pts, ",")
        for (i in pts) {
            p = pts[i] == 1 ? "1 point" : pts[i] " points"
            if (!index(lays[k], p)) { print "move " $2 ": \"" lays[k] "\" lacks " p; bad = 1 }
        }
    }
    END {
        if (k != n) { print k " lays played, " n " said"; bad = 1 }
        exit bad
    }' "$home/record.txt" >"$home/check.txt" || fail "$(cat "$home/check.txt")"

# Secrets: nothing of a hand or a choice between a gate and its turn.
awk '
    /^Pass the screen to / || /^Your move is made/ { closed = 1 }
    /, your turn\./ { closed = 0 }
    closed && (/Your tile:/ || /Tile [0-9] of/ || /Drawn tile:/ || /Choose:/ || /Laying here/ || /Not here:/ ||
               /Your secret colours:/ || /Your chips:/ || /Your shares:/) {
        print "said while another seat'"'"'s hand is hidden: " $0; bad = 1
    }
    END { exit bad }' "$home/said.txt" >"$home/check.txt" || fail "$(cat "$home/check.txt")"

says() { grep -q -- "$1" "$home/said.txt" || fail "never said: $1"; }
# the lines given, one after the other, somewhere in the file
says_in_turn() {
    awk -v want="$(printf '%s\n' "$@")" '
        { said[++n] = $0 }
        END {
            k = split(want, w, "\n")
            for (i = 1; i + k - 1 <= n; i++) {
                for (j = 1; j <= k && said[i + j - 1] == w[j]; j++) {}
                if (j > k) exit 0
            }
            exit 1
        }' "$home/said.txt" || fail "never said in turn: $*"
}
if [ "$mode" = hotseat ]; then
    says "^Pass the screen to Ben\. Ben, press Enter"
    says "^Ada, your turn\. Your tile: .* Your shares: the [a-z]* company (10 %), .* (40 %)\. Your secret colours: [a-z]*, [a-z]*; their tourists score [0-9]* points\? now\.$"
    says "tiles laid, .* to go\."
    says "^Scores: Ada "
    says "^B1: .* \(Laying here scores\|Not here: \)"
    says "^Game over\."
else
    says "^Ada, your turn\. Tile 1 of 2: "
    says "turned a quarter right\.$"
    says "^Tile 2 of 2: .*, not turned\.$"
    says "^would make a one-tile line$"
    says_in_turn "Language: English, choice 1 of 4, chosen" "Start game, button"
    says_in_turn "Players: 3, choice 2 of 5, chosen" "Players: 4, choice 3 of 5"
    says_in_turn "Ada, text field" "Human, button"
    says_in_turn "Random, switch, off" "Seed: 91, text field"
    says_in_turn "Free orientation, switch, on" "Free orientation, switch, off" \
        "Free orientation, switch, on"
    says_in_turn "Colours: printed game, choice 1 of 3" "Colours: colour-blind safe, choice 2 of 3" \
        "Colours: high contrast, choice 3 of 3" "Colours: printed game, choice 1 of 3"
    says "^Save game (Ctrl+S), button$"
    says_in_turn "Load game (Ctrl+O), button" "Rules (F1), button" "Last moves (M), button" \
        "History (Y), button, unavailable"
    says "^Speech off\.$"
    says "^Speech on\. F3 describes the board"
    [ "$(grep -c 'no speech: libspeechd' "$home/err.txt")" -eq 1 ] ||
        fail "the missing libspeechd was not said once on stderr: $(cat "$home/err.txt")"
    grep -qx 'speech=1' "$home/metro/setup.txt" || fail "speech=1 not remembered"
fi
echo "speech_test: ok ($(wc -l <"$home/record.txt") moves, $(wc -l <"$home/said.txt") lines said)"
