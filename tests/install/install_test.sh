#!/bin/sh
# `meson install` into a temporary DESTDIR, the tree moved elsewhere (the
# installed game finds its assets from its own place), then the installed
# programs run from another folder: versions, a headless screenshot, the
# desktop entry, the metainfo, the man pages, and icons that redraw the same.
# With NET=yes (ENet found) also metro-server: its version, its man page, a
# start on loopback and a clean stop.
# usage: install_test.sh MESON BUILD_DIR SOURCE_DIR COMPARE VERSION [VALIDATORS] [NET]
set -u
meson=$1 build=$2 src=$3 compare=$(realpath "$4") version=$5 validate=${6:-yes} net=${7:-no}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "install_test: $*" >&2; fail=1; }
export SDL_VIDEODRIVER=dummy
unset METRO_ASSETS

DESTDIR="$tmp/stage" "$meson" install -C "$build" --no-rebuild --quiet >"$tmp/log" 2>&1 ||
    { cat "$tmp/log" >&2; bad "meson install failed"; exit 1; }
mv "$tmp/stage" "$tmp/moved" # relocated: nothing may point into the stage folder
root=$(find "$tmp/moved" -path '*/bin/metro' -type f | head -1)
[ -n "$root" ] || { bad "no bin/metro installed"; exit 1; }
prefix=$(dirname "$(dirname "$root")")
data=$prefix/share
cd "$tmp" || exit 1

# The installed game loads the installed assets, not the source tree's.
got=$("$prefix/bin/metro" --asset-dir) || bad "metro --asset-dir failed"
[ "$(realpath "$got")" = "$(realpath "$data/metro")" ] ||
    bad "installed metro uses assets in '$got', want $data/metro"
"$prefix/bin/metro" --screenshot shot.png --scene midgame-4p --size 640x400 ||
    bad "installed metro cannot draw a scene"
[ -s shot.png ] || bad "no screenshot from the installed metro"
# --help names the installed rules reference, not a path of the sources.
rules=$("$prefix/bin/metro" --help | sed -n 's/.*the reference: \([^;]*\);.*/\1/p')
[ -e "$rules" ] && rules=$(realpath "$rules")
case $rules in
"$(realpath "$data")"/*) [ -s "$rules" ] || bad "metro --help names $rules, which is not there" ;;
*) bad "metro --help names the rules as '$rules', not the installed copy under $data" ;;
esac
for f in fonts/DejaVuSans.ttf sounds/lay.wav sounds/game-end.wav; do
    [ -s "$data/metro/$f" ] || bad "asset $f not installed"
done
for lang in de nl fr; do
    [ -s "$data/locale/$lang/LC_MESSAGES/metro.mo" ] || bad "catalogue $lang not installed"
    "$prefix/bin/metro" --lang "$lang" --screenshot "setup-$lang.png" --scene setup ||
        bad "installed metro cannot speak $lang"
done

for prog in metro metro-cli; do
    first=$("$prefix/bin/$prog" --version | head -1)
    [ "$first" = "$prog $version" ] || bad "$prog --version says '$first', want '$prog $version'"
done
"$prefix/bin/metro-cli" selfplay --games 1 --players 2 --ai random >/dev/null ||
    bad "installed metro-cli cannot play"

pages="metro metro-cli"
if [ "$net" = yes ]; then
    pages="$pages metro-server"
    first=$("$prefix/bin/metro-server" --version | head -1)
    [ "$first" = "metro-server $version" ] || bad "metro-server --version says '$first'"
    "$prefix/bin/metro-server" --port 0 --bind 127.0.0.1 --data "$tmp/tables" >"$tmp/srv" 2>&1 &
    pid=$!
    i=0
    while [ $i -lt 50 ] && ! grep -q "^listening on" "$tmp/srv"; do sleep 0.1; i=$((i + 1)); done
    grep -q "^listening on" "$tmp/srv" || bad "installed metro-server does not listen"
    kill -TERM "$pid"
    wait "$pid" || bad "installed metro-server: exit $? after SIGTERM"
fi
for page in $pages; do
    [ -s "$data/man/man6/$page.6" ] || bad "man page $page.6 not installed"
done
app=io.github.metroedition.Metro
desktop=$data/applications/$app.desktop metainfo=$data/metainfo/$app.metainfo.xml
[ -s "$desktop" ] || bad "desktop entry not installed"
[ -s "$metainfo" ] || bad "metainfo not installed"
if [ "$validate" = yes ]; then
    desktop-file-validate "$desktop" || bad "desktop-file-validate refuses $desktop"
    appstreamcli validate --no-net "$metainfo" >"$tmp/as" 2>&1 ||
        { cat "$tmp/as" >&2; bad "appstreamcli refuses the metainfo"; }
fi

# Every icon size is installed and is what tools/gen-icons draws today.
for size in $(cat "$src/assets/icons/sizes"); do
    icon=$data/icons/hicolor/${size}x$size/apps/$app.png
    [ -s "$icon" ] || { bad "icon ${size}x$size not installed"; continue; }
    "$prefix/bin/metro" --render-icon "icon$size.png" --size "${size}x$size" ||
        bad "cannot draw the ${size}px icon"
    "$compare" "$icon" "icon$size.png" >/dev/null ||
        bad "icon ${size}x$size differs from its generator's (run tools/gen-icons)"
done
exit $fail
