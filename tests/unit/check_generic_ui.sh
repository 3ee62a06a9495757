#!/bin/sh
# The generic UI (every src/ui file but the modules' own screens and the
# pieces they share in src/ui/modules/) names no module: no
# module id as a string ("paris"), no module's own functions or tables
# (metro_paris_waiting, metro_spb_pending, ui_module_shares), no city header.
# Each module's screen is its table in src/ui/modules/<id>.c (ui_module.h);
# comments may still give modules as examples.
# usage: check_generic_ui.sh SOURCE_DIR
set -u
src=$1
here=$(cd "$(dirname "$0")" && pwd) # code_only.awk: the code without comments
cd "$src" || exit 1
ids=$(sed -n '/^metro_modules = \[/,/\]/p' src/modules/meson.build | grep -o "'[a-z-]*'" | tr -d "'")
[ -n "$ids" ] || { echo "check_generic_ui: no module list in src/modules/meson.build" >&2; exit 1; }
# the prefixes of the cities' read-only views: metro_spb_, metro_ny_, ...
prefixes=$(cat include/metro/city_*.h | grep -o 'metro_[a-z]*_' | sort -u | grep -v '^metro_city_$')
pattern='#include "metro/city_'
for id in $ids; do
    u=$(echo "$id" | tr - _)
    pattern="$pattern|\"$id\"|\\bmetro_${u}_|\\bui_module_${u}\\b"
done
for p in $prefixes; do pattern="$pattern|\\b$p"; done
fail=0
generic=$(find src/ui -name '*.[ch]' ! -path 'src/ui/modules/*' | sort)
generic="$generic src/ui/modules/module_kit.c src/ui/modules/module_registry.c"
generic="$generic src/ui/modules/module_views.c src/ui/modules/ui_module.h"
# shellcheck disable=SC2086 # one word per file name (none has spaces)
for f in $generic; do
    hits=$(awk -f "$here/code_only.awk" "$f" | grep -E "$pattern")
    if [ -n "$hits" ]; then
        echo "check_generic_ui: $f names a module (its screen belongs in src/ui/modules/<id>.c):" >&2
        echo "$hits" | sed 's/^/    /' >&2
        fail=1
    fi
done
exit $fail
