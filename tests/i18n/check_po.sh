#!/bin/sh
# Every catalogue of po/LINGUAS is complete (nothing untranslated or fuzzy,
# formats agree: msgfmt --check) and has every message the sources mark, and
# po/POTFILES names every source file that marks one.
# usage: check_po.sh SOURCE_DIR
set -u
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
cd "$src" || exit 1
# every C file of src/, the window's rooms (src/ui/core/...) included
for f in $(find src -name '*.c' | sort | xargs grep -l -E '\b(N?_|ui_trn|METRO_N_)\("'); do
    grep -qx "$f" po/POTFILES || { echo "check_po: $f marks strings but is not in po/POTFILES" >&2; fail=1; }
done
xgettext --keyword=_ --keyword=N_ --keyword=METRO_N_ --keyword=ui_trn:1,2 --from-code=UTF-8 -f po/POTFILES \
    -o "$tmp/fresh.pot" || exit 1
for lang in $(cat po/LINGUAS); do
    po=po/$lang.po
    stats=$(msgfmt --check --statistics -o /dev/null "$po" 2>&1) ||
        { echo "check_po: $po: $stats" >&2; fail=1; continue; }
    case $stats in
    *untranslated* | *fuzzy*) echo "check_po: $po is not complete: $stats" >&2; fail=1 ;;
    esac
    msgcmp "$po" "$tmp/fresh.pot" 2>"$tmp/cmp" ||
        { echo "check_po: $po lacks messages the sources mark (ninja metro-update-po):" >&2
          cat "$tmp/cmp" >&2; fail=1; }
done
exit $fail
