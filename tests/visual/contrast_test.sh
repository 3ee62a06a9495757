#!/bin/sh
# Every text of every scene reads at its palette's contrast (issue 38): each
# scene of `metro --list-scenes` rendered with --check-text in the
# high-contrast palette (7:1, WCAG 1.4.6) and the colour-blind one (4.5:1);
# the printed palette's 4.5:1 is visual-text-fit's. Names each failure.
# usage: contrast_test.sh METRO
set -u
metro=$1
export SDL_VIDEODRIVER=dummy
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fail=0
n=0
for scene in $("$metro" --list-scenes); do
    for palette in high-contrast colour-blind; do
        n=$((n + 1))
        "$metro" --palette "$palette" --check-text --screenshot "$out/shot.png" \
            --scene "$scene" --size 1024x640 ||
            { echo "contrast: $scene in $palette (above)" >&2; fail=1; }
    done
done
[ "$n" -gt 100 ] || { echo "contrast: only $n renders: is the scene list empty?" >&2; fail=1; }
echo "contrast: $n renders checked"
exit $fail
