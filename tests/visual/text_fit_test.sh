#!/bin/sh
# No text leaves its box in any language: every scene of `metro --list-scenes`
# rendered with --check-text in English, German, Dutch and French at
# 1024x640, and in German (the longest words) at the smallest window too.
# usage: text_fit_test.sh METRO
set -u
metro=$1
export SDL_VIDEODRIVER=dummy
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fail=0
n=0
for scene in $("$metro" --list-scenes); do
    for run in "en 1024x640" "de 1024x640" "nl 1024x640" "fr 1024x640" "de 800x500"; do
        set -- $run
        n=$((n + 1))
        "$metro" --lang "$1" --check-text --screenshot "$out/shot.png" --scene "$scene" \
            --size "$2" || { echo "text_fit: $scene in $1 at $2 (above)" >&2; fail=1; }
    done
done
[ "$n" -gt 100 ] || { echo "text_fit: only $n renders: is the scene list empty?" >&2; fail=1; }
echo "text_fit: $n renders checked"
exit $fail
