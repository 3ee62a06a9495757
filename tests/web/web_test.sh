#!/usr/bin/env bash
# One test of the page (tools/web page) in headless Chromium: a static
# server on 127.0.0.1 serves the page with this folder's scripts and set-ups
# (one origin), and tests/web/cdp.js runs the steps. The server and the
# browser are stopped by their pids, also when the test fails; the run is
# bounded in time.
# usage: web_test.sh PAGE_DIR CHROMIUM SECONDS [--compare COMPARE GOLDEN] STEP...
#   STEP: as cdp.js takes them; '@/' in a step is the server's address, and
#   'png:' writes the scene, compared with GOLDEN by COMPARE at the end
set -u
page=$1 chromium=$2 seconds=$3
shift 3
compare='' golden=''
if [ "${1:-}" = --compare ]; then compare=$2 golden=$3 && shift 3; fi
here=$(cd "$(dirname "$0")" && pwd)
[ -f "$page/metro.wasm" ] || { echo "web_test: no page in $page: run tools/web page" >&2; exit 1; }
page=$(cd "$page" && pwd) # the links below point at it
root=$(mktemp -d)
server=''
cleanup() {
    [ -n "$server" ] && kill "$server" 2>/dev/null
    rm -rf "$root"
}
trap cleanup EXIT
trap 'exit 1' INT TERM
mkdir "$root/site"
for f in "$page"/* "$here"/*.script "$here"/*.setup "$here"/../visual/saves/*.metro; do
    [ -e "$f" ] && ln -s "$f" "$root/site/"
done
python3 -u -m http.server --bind 127.0.0.1 --directory "$root/site" 0 >"$root/server.log" 2>&1 &
server=$!
port=''
for _ in $(seq 100); do # python prints the port the system gave it
    port=$(sed -n 's/.* port \([0-9]*\).*/\1/p' "$root/server.log" | head -1)
    [ -n "$port" ] && break
    sleep 0.1
done
[ -n "$port" ] || { echo "web_test: the server did not start: $(cat "$root/server.log")" >&2; exit 1; }
steps=() # the address and the picture's place filled in
for s in "$@"; do
    s=${s//@\//http://127.0.0.1:$port/}
    [ "${s#png:}" != "$s" ] && s="png:$root/scene.png"
    steps+=("$s")
done
timeout -k 5 $((seconds + 10)) node "$here/cdp.js" "$chromium" "$seconds" "${steps[@]}" || exit 1
[ -z "$golden" ] && exit 0
# the picture stays beside the build's other test output (the diff too)
out=${MESON_BUILD_ROOT:-$root}/tests/web/out
mkdir -p "$out" && cp "$root/scene.png" "$out/$(basename "$golden")"
"$compare" "$golden" "$out/$(basename "$golden")"
