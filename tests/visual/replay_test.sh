#!/bin/sh
# metro --replay FILE under Xvfb (issue 25): the save opens in the history
# view at its first move, Right steps on, Esc returns to the game as saved
# with every move in effect (nothing undone); the autosave is left alone.
# usage: replay_test.sh METRO SAVEFILE
set -u
metro=$1 save=$2
. "$(dirname "$0")/xvfb_prelude.sh"
need_xvfb replay_test
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export SDL_AUDIODRIVER=dummy LANGUAGE=en
cat >"$home/replay.script" <<'SCRIPT'
expect history:0/27
expect hand-faces=0
key Right
key Right
expect history:2/27
key End
expect history-off
expect moves=27
expect screen-play
SCRIPT
XDG_CONFIG_HOME=$home XDG_DATA_HOME=$home/data timeout 100 xvfb-run -a \
    -s "-screen 0 1280x800x24" "$metro" --size 960x600 --replay "$save" \
    --script "$home/replay.script"
rc=$?
if [ $rc -ne 0 ]; then
    echo "replay_test: metro --replay exited with status $rc" >&2
    exit 1
fi
if [ -e "$home/data/metro/autosave.metro" ]; then
    echo "replay_test: looking at a replay wrote the autosave" >&2
    exit 1
fi
