#!/bin/sh
# The colour-blind and high-contrast palettes keep their distance goals
# (issue 38; docs/ui.md, "Palettes"), measured here by an implementation of
# its own, not tools/gen-palette.c's: CIEDE2000 (Sharma, Wu & Dalal 2005),
# checked first against the paper's 34 test pairs, and the severity-1.0
# simulation of Machado, Oliveira & Fernandes 2009 on linear sRGB, clipped to
# 0..1 (as colorspacious/cvd.py does). The printed palette must measure what
# issue 38 measured (deuteranopia 3.8, protanopia 5.1), so a simulation that
# drifts from the reference fails too.
# usage: check_palette.sh METRO
set -u
metro=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
for p in printed colour-blind high-contrast; do
    "$metro" --list-colours --palette "$p" >"$tmp/$p" ||
        { echo "check_palette: metro --list-colours --palette $p failed" >&2; exit 1; }
done
# a bad name is refused with status 2 and says why
"$metro" --list-colours --palette purple-ish >/dev/null 2>"$tmp/err"
rc=$?
[ $rc -eq 2 ] && grep -q "palette 'purple-ish'" "$tmp/err" ||
    { echo "check_palette: a bad palette name gave status $rc" >&2; fail=1; }
awk -f "$(dirname "$0")/palette_measure.awk" "$tmp/printed" "$tmp/colour-blind" \
    "$tmp/high-contrast" || fail=1
exit $fail
