#!/bin/sh
# Render one screenshot with the game and compare it with its golden.
# usage: scene_test.sh METRO COMPARE GOLDEN ACTUAL [metro arguments...]
set -u
metro=$1 compare=$2 golden=$3 actual=$4
shift 4
rm -f "$actual"
SDL_VIDEODRIVER=dummy "$metro" --screenshot "$actual" "$@" || {
    echo "scene_test: metro failed: $metro --screenshot $actual $*" >&2
    exit 1
}
exec "$compare" "$golden" "$actual"
