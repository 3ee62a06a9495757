#!/usr/bin/env bash
# metro-cli and special paths: --save writes regular files only (a symlink's
# target is replaced, a FIFO, folder or device is refused with exit 2 and left
# alone), and replay refuses what is not a regular file without blocking.
. "$(dirname "$0")/lib.sh"

play() { run selfplay --players 2 --games 1 --seed 5 --save "$1"; }

# A symlink: its target gets the save, the link stays a link.
ln -s target.save "$TMP/link.save"
play "$TMP/link.save"
expect_rc 0
check; [ -L "$TMP/link.save" ] || fail "the symlink was replaced"
check; [ -f "$TMP/target.save" ] && [ ! -L "$TMP/target.save" ] || fail "no save at the link's target"
run replay "$TMP/link.save"
expect_rc 0

# A FIFO, a folder and (as root) a device: refused, exit 2, left as they were.
mkfifo "$TMP/fifo.save"
mkdir "$TMP/dir.save"
names=(fifo.save dir.save)
kinds=("a FIFO (named pipe)" "a folder")
if mknod "$TMP/null.save" c 1 3 2>/dev/null; then names+=(null.save) kinds+=("a character device"); fi
for i in "${!names[@]}"; do
    name=${names[$i]} what=${kinds[$i]}
    play "$TMP/$name"
    expect_rc 2
    expect_err_has "error: selfplay: --save $TMP/$name: is $what, not a regular file"
    check; [ -e "$TMP/$name" ] && [ ! -f "$TMP/$name" ] || fail "$name was replaced by a regular file"
    # Loading: refused at once, never blocking (a FIFO without a writer would).
    LAST="metro-cli replay $TMP/$name"
    timeout 10 "$CLI" replay "$TMP/$name" >"$TMP/out" 2>"$TMP/err"
    RC=$?
    expect_rc 2
    expect_err_has "error: $TMP/$name:0: cannot open: it is $what"
done
check; ls "$TMP" | grep -q '\.tmp' && fail "temporary file left behind: $(ls "$TMP")"

# The fuzzing seed corpus: real saves of every module set-up, all loading.
corpus=$(dirname "$0")/../fuzz/corpus/save
for f in "$corpus"/*.metro; do
    run replay "$f"
    expect_rc 0
done
check; [ "$(ls "$corpus"/*.metro | wc -l)" -ge 11 ] || fail "seed corpus missing in $corpus"
# Every module offered in play (cities included) is in a seed save, in format
# version 1 as well, whose lines a fuzzer can change past the checksum (issue 23).
run selfplay --help
for id in $(echo "$OUT" | sed -n '/^modules:/,/^$/s/^  \([a-z-]*\) .*/\1/p'); do
    check
    grep -lE "^modules (.*,)?$id(,.*)?$" "$corpus"/*.metro | xargs grep -l '^metro-save 1$' |
        grep -q . || fail "no version 1 seed save in $corpus has the module $id"
done

finish
