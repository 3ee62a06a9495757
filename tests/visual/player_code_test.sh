#!/bin/bash
# The player code on the Join screen (issue 35): hidden until asked; shown,
# it is the code of DATA/player-key.txt, and Copy puts it on the clipboard;
# a code from another computer with a wrong length or a character that is
# no hex digit is refused with the reason and the key file stays byte for
# byte; a good one (any case, spaces or dashes) becomes the key file's,
# mode 0600, and the next window shows it; hiding the code forgets it.
# usage: player_code_test.sh METRO
set -u
metro=$1
. "$(dirname "$0")/xvfb_prelude.sh"
need_xvfb player_code_test
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SDL_AUDIODRIVER=dummy LANGUAGE=en
export XDG_CONFIG_HOME=$tmp/config XDG_DATA_HOME=$tmp/data
fails=0
fail() {
    echo "player_code_test: FAIL: $*" >&2
    fails=$((fails + 1))
}
key=$tmp/data/metro/player-key.txt
old=3F2A-9C01-77DE-0B45-A1C3-5E6F-0012-FFEE
new=0123-4567-89AB-CDEF-0011-2233-4455-6677
mkdir -p "$tmp/data/metro"
printf 'metro-key 1\ncode %s\n' "$old" >"$key"
chmod 600 "$key"
cp "$key" "$tmp/before"

# window NAME LINES...: the window runs the script of those lines (ending
# with quit); fails unless it exits 0 within 60 s.
window() {
    local name=$1
    shift
    printf '%s\n' "button online" "expect screen-join" "$@" quit >"$tmp/$name.script"
    timeout -s KILL 60 xvfb-run -a -s "-screen 0 1280x800x24" "$metro" --size 1024x640 \
        --script "$tmp/$name.script" >"$tmp/$name.out" 2>"$tmp/$name.err" ||
        fail "$name: exit $?: $(tail -3 "$tmp/$name.err")"
}

window show "expect online:code-hidden" "button player-code" "expect online:code=$old" \
    "button copy-code" report-clipboard "button player-code" "expect online:code-hidden"
grep -qx "clipboard $old" "$tmp/show.out" || fail "copied: $(cat "$tmp/show.out")"

window short "button player-code" "button code-field" "expect typing=code" "type ${new%?}" \
    "button use-code" "expect online:code-problem~32 digits and letters" "expect online:code=$old"
cmp -s "$key" "$tmp/before" || fail "a code one digit short changed the key file"
window letter "button player-code" "button code-field" "type ${new%?}G" "button use-code" \
    "expect online:code-problem~only the digits 0–9" "expect online:code=$old"
cmp -s "$key" "$tmp/before" || fail "a code with a G changed the key file"

lower=$(echo "$new" | tr 'A-F-' 'a-f ') # as someone might type it
window take "button player-code" "button code-field" "type $lower" "key Return" \
    "expect online:code=$new"
grep -qx "code $new" "$key" || fail "the key file after a good code: $(cat "$key")"
[ "$(stat -c %a "$key")" = 600 ] || fail "the key file is not mode 0600"
ls "$tmp/data/metro" | grep -q tmp && fail "a temporary file stayed: $(ls "$tmp/data/metro")"
window again "button player-code" "expect online:code=$new"

[ $fails -eq 0 ] && echo "player_code_test: ok"
exit $((fails > 0))
