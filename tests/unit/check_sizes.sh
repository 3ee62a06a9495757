#!/bin/sh
# Small files with one job: no C file of src/ or tests/ over 600 lines and no function
# over 80 lines (docs/architecture.md, "Sizes"). A function's body starts
# with a "{" alone at the start of a line (.clang-format breaks before a
# function's brace, never before a table's) and ends at the next "}" there;
# a data table ends in "};" and is not counted. Prints every file and
# function over its limit and fails if there is any.
# usage: check_sizes.sh SOURCE_DIR
set -u
cd "$1" || exit 1
files=$(find src tests -name '*.[ch]' | sort)
[ -n "$files" ] || { echo "check_sizes: no C files under $1/src or tests" >&2; exit 1; }
# shellcheck disable=SC2086 # one word per file name (none has spaces)
awk -v max_file=600 -v max_fn=80 '
    function check_file() {
        if (file != "" && lines > max_file) {
            printf "check_sizes: %s: %d lines (at most %d)\n", file, lines, max_file
            bad++
        }
    }
    FNR == 1 { check_file(); file = FILENAME; start = 0; nfiles++ }
    { lines = FNR }
    /^\{/ { start = FNR; sig = last }
    /^\}/ && !/^\};/ && start {
        n = FNR - start + 1; nfns++
        if (n > max_fn) {
            printf "check_sizes: %s:%d: %s: %d lines (at most %d)\n", file, start, sig, n, max_fn
            bad++
        }
        start = 0
    }
    NF { last = $0 }
    END {
        check_file()
        if (nfns < 100) { print "check_sizes: found too few functions" > "/dev/stderr"; exit 1 }
        if (bad) exit 1
        printf "check_sizes: %d files, %d functions, none over its limit\n", nfiles, nfns
    }
' $files
