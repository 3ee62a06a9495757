#!/usr/bin/env bash
# metro-cli key (issue 35): show prints a key file's code (making the key,
# mode 0600, when the file is missing) and set takes a code from another
# computer, in either case with dashes or spaces, so that show and the key
# file then say it; a code too short or with a character that is no hex
# digit is refused (exit 2, the reason) with the file unchanged byte for
# byte.
. "$(dirname "$0")/lib.sh"

f=$WORK/player-key.txt
code=$("$CLI" key show "$f") || fail "show a new key: exit $?"
echo "$code" | grep -qx "[0-9A-F]\{4\}\(-[0-9A-F]\{4\}\)\{7\}" || fail "show: '$code'"
[ "$(stat -c %a "$f")" = 600 ] || fail "a new key file is not mode 0600"
[ "$("$CLI" key show "$f")" = "$code" ] || fail "show twice: another code"
cp "$f" "$WORK/before"

new=0123-4567-89AB-CDEF-0011-2233-4455-6677
for bad in "${new%?}" "${new%?}G" "" "$new-0"; do
    "$CLI" key set "$f" "$bad" >"$WORK/out" 2>&1
    rc=$?
    [ "$rc" = 2 ] || fail "set '$bad': exit $rc"
    grep -q "not a player code" "$WORK/out" || fail "set '$bad': $(cat "$WORK/out")"
    cmp -s "$f" "$WORK/before" || fail "set '$bad' changed the file"
done
got=$("$CLI" key set "$f" "$(echo "$new" | tr 'A-F-' 'a-f ')") || fail "set: exit $?"
[ "$got" = "$new" ] || fail "set printed '$got'"
[ "$("$CLI" key show "$f")" = "$new" ] || fail "show after set: $("$CLI" key show "$f")"
grep -qx "code $new" "$f" || fail "the file after set: $(cat "$f")"
[ "$(stat -c %a "$f")" = 600 ] || fail "the key file after set is not mode 0600"
"$CLI" key list "$f" >/dev/null 2>&1
[ $? = 2 ] || fail "key list: not refused with exit 2"
finish
