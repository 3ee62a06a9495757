#!/bin/sh
# Every screenshot scene of `metro --list-scenes` (the one scene list)
# rendered and compared with its golden; names each scene that differs, and
# fails when a scene has no golden or a golden has no scene.
# usage: scenes_test.sh METRO COMPARE GOLDEN_DIR OUT_DIR
set -u
metro=$1 compare=$2 golden=$3 out=$4
mkdir -p "$out"
scenes=$(SDL_VIDEODRIVER=dummy "$metro" --list-scenes) || {
    echo "scenes_test: $metro --list-scenes failed" >&2
    exit 1
}
[ -n "$scenes" ] || { echo "scenes_test: no scenes listed" >&2; exit 1; }
failed=""
for scene in $scenes; do
    if [ ! -f "$golden/$scene.png" ]; then
        echo "scenes_test: scene $scene has no golden $golden/$scene.png" >&2
        failed="$failed $scene"
        continue
    fi
    rm -f "$out/$scene.png"
    if ! SDL_VIDEODRIVER=dummy "$metro" --screenshot "$out/$scene.png" --scene "$scene" \
        --size 1024x640 || ! "$compare" "$golden/$scene.png" "$out/$scene.png"; then
        failed="$failed $scene"
    fi
done
for g in "$golden"/*.png; do # goldens of scenes that no longer exist
    name=$(basename "$g" .png)
    # rendered from a save file, or a scene at another size (meson.build)
    case "$name" in load-* | size-*) continue ;; esac
    echo "$scenes" | grep -qx "$name" || {
        echo "scenes_test: golden $g belongs to no scene" >&2
        failed="$failed $name"
    }
done
if [ -n "$failed" ]; then
    echo "scenes_test: FAILED:$failed" >&2
    exit 1
fi
echo "scenes_test: $(echo "$scenes" | wc -l) scenes match their goldens"
