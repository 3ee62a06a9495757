#!/bin/sh
# Play a short scripted game in a real window under Xvfb; the game must quit
# with status 0 and leave the autosave of the unfinished game behind.
# usage: play_test.sh METRO SCRIPT [SETUP_FILE [WxH]]
set -u
metro=$1 script=$2 setup=${3:-} size=${4:-960x600}
# Under AddressSanitizer, leak checking is off for this windowed run only
# (need_xvfb): the system's X11 and D-Bus libraries that SDL loads keep small
# allocations until exit. The headless screenshot tests run the same frontend
# code with leak checking on.
. "$(dirname "$0")/xvfb_prelude.sh"
need_xvfb play_test
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
if [ -n "$setup" ]; then # a remembered set-up, as the game would have saved it
    mkdir -p "$home/metro" && cp "$setup" "$home/metro/setup.txt"
fi
# Sound goes to SDL's dummy audio driver: the effects are mixed, nothing is heard.
export SDL_AUDIODRIVER=dummy
export LANGUAGE=en # the scripts check English words; the game follows the system language
# A fresh config folder: default set-up (seat 1 human, the others computer)
# unless a set-up file is given; a fresh data folder for saves.
XDG_CONFIG_HOME=$home XDG_DATA_HOME=$home/data xvfb-run -a -s "-screen 0 1280x800x24" \
    "$metro" --size "$size" --script "$script"
rc=$?
if [ $rc -ne 0 ]; then
    echo "play_test: metro exited with status $rc" >&2
    exit 1
fi
if [ ! -s "$home/data/metro/autosave.metro" ] || [ ! -s "$home/metro/setup.txt" ]; then
    echo "play_test: no autosave in $home/data/metro or no settings in $home/metro" >&2
    ls -laR "$home" >&2
    exit 1
fi
if [ "$(basename "$script")" = play.script ] && [ ! -s "$home/data/metro/saves/mid.metro" ]; then
    echo "play_test: Ctrl+S did not write saves/mid.metro" >&2
    exit 1
fi
if [ "$(basename "$script")" = play.script ] && ! grep -qx 'lines=mine' "$home/metro/setup.txt"; then
    echo "play_test: the line colours chosen with L were not remembered in setup.txt" >&2
    exit 1
fi
if [ "$(basename "$script")" = scale.script ] &&
    ! { grep -qx 'scale=150' "$home/metro/setup.txt" && grep -qx 'line_values=1' "$home/metro/setup.txt"; }; then
    echo "play_test: the size and line values chosen were not remembered in setup.txt" >&2
    exit 1
fi
if [ "$(basename "$script")" = city_card.script ] &&
    ! grep -qx 'seen_cities=paris,london' "$home/metro/setup.txt"; then
    echo "play_test: the cities whose card was shown were not remembered in setup.txt" >&2
    exit 1
fi
echo "play_test: ok"

