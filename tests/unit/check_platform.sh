#!/bin/sh
# The platform room (src/ui/platform/) alone owns what differs between a
# desktop and a browser: no other file of the window creates a thread, asks
# SDL where files go or where the program is, reads SDL's clock, reserves
# wake-up events, or waits for or polls events (a main loop of its own).
# Comments may still name these calls.
# usage: check_platform.sh SOURCE_DIR
set -u
src=$1
cd "$src" || exit 1
[ -d src/ui/platform ] || { echo "check_platform: no src/ui/platform" >&2; exit 1; }
calls='SDL_CreateThread|SDL_CreateThreadWithStackSize|SDL_WaitThread|SDL_GetPrefPath'
calls="$calls|SDL_GetBasePath|SDL_GetTicks|SDL_GetTicks64|SDL_RegisterEvents"
calls="$calls|SDL_WaitEvent|SDL_WaitEventTimeout|SDL_PollEvent|SDL_PumpEvents"
fail=0
for f in $(find src/ui -name '*.[ch]' ! -path 'src/ui/platform/*' | sort); do
    # comments out, then calls: a name followed by '('
    hits=$(sed -e 's#//.*##' "$f" | awk '
        { line = $0; out = "" 
          while (line != "") {
              if (block) { i = index(line, "*/"); if (!i) { line = ""; break }
                           line = substr(line, i + 2); block = 0; continue }
              i = index(line, "/*"); if (!i) { out = out line; break }
              out = out substr(line, 1, i - 1); line = substr(line, i + 2); block = 1 }
          print FNR ": " out }' | grep -E "\\b($calls)[[:space:]]*\\(")
    if [ -n "$hits" ]; then
        echo "check_platform: $f calls what belongs to src/ui/platform/ (platform.h):" >&2
        echo "$hits" | sed 's/^/    /' >&2
        fail=1
    fi
done
exit $fail
