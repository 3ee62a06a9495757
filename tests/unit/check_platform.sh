#!/bin/sh
# The platform room (src/ui/platform/) alone owns what differs between a
# desktop and a browser: no other file of the window creates a thread (SDL's,
# POSIX's, C11's or a timer's), asks SDL where files go or where the program
# is, reads SDL's clock, reserves wake-up events, waits for or polls events,
# sleeps, or calls the frame step ui_step (a main loop of its own); and no
# file of src/ outside it makes an SDL thread or asks SDL where files go.
# Comments may still name these calls.
# usage: check_platform.sh SOURCE_DIR
set -u
src=$1
here=$(cd "$(dirname "$0")" && pwd) # code_only.awk: the code without comments
cd "$src" || exit 1
[ -d src/ui/platform ] || { echo "check_platform: no src/ui/platform" >&2; exit 1; }
calls='SDL_CreateThread|SDL_CreateThreadWithStackSize|SDL_WaitThread|SDL_GetPrefPath'
calls="$calls|SDL_GetBasePath|SDL_GetTicks|SDL_GetTicks64|SDL_RegisterEvents"
calls="$calls|SDL_WaitEvent|SDL_WaitEventTimeout|SDL_PollEvent|SDL_PumpEvents"
# a loop's pacing, the loop's body, threads not made through SDL
calls="$calls|SDL_Delay|ui_step|pthread_create|thrd_create|SDL_AddTimer"
sdl_calls='SDL_CreateThread|SDL_CreateThreadWithStackSize|SDL_GetPrefPath|SDL_GetBasePath'
fail=0
window=$(find src/ui -name '*.[ch]' ! -path 'src/ui/platform/*' | sort)
[ -n "$window" ] || { echo "check_platform: no files in src/ui" >&2; exit 1; }
others=$(find src -name '*.[ch]' ! -path 'src/ui/*' | sort)
for f in $window $others; do
    case $f in
        src/ui/*) pattern=$calls ;;
        *) pattern=$sdl_calls ;;
    esac
    # comments out, then calls: a name followed by '('
    hits=$(awk -f "$here/code_only.awk" "$f" | grep -E "\\b($pattern)[[:space:]]*\\(")
    if [ -n "$hits" ]; then
        echo "check_platform: $f calls what belongs to src/ui/platform/ (platform.h):" >&2
        echo "$hits" | sed 's/^/    /' >&2
        fail=1
    fi
done
exit $fail
