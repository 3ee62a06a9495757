#!/bin/sh
# No two files of the frontend call each other's functions: dependencies in
# src/ui go one way (a file calling into another must not be called back by
# it). Reads the sources: a function is defined where a line starts with its
# return type and name (not static), and used where its name is followed by
# "(". Prints each circle and fails if there is any.
# usage: ui_cycles.sh SRC_UI_DIR
set -u
dir=$1
files=$(find "$dir" -name '*.c' | sort)
[ -n "$files" ] || { echo "ui_cycles: no C files in $dir" >&2; exit 1; }
# shellcheck disable=SC2086
awk '
    FNR == 1 { file = FILENAME; sub(".*/src/ui/", "", file); files[file] = 1 }
    /^[A-Za-z_][A-Za-z0-9_ *]*[ *]ui_[a-z0-9_]+\(/ && !/^static/ && !/;[ \t]*$/ {
        name = $0; sub(/\(.*/, "", name); sub(/.*[ *]/, "", name)
        if (name in owner && owner[name] != file) {
            printf "ui_cycles: %s defined in %s and %s\n", name, owner[name], file > "/dev/stderr"
            bad = 1
        }
        owner[name] = file
    }
    {
        line = $0
        while (match(line, /ui_[a-z0-9_]+\(/)) {
            uses[file, substr(line, RSTART, RLENGTH - 1)] = 1
            line = substr(line, RSTART + RLENGTH)
        }
    }
    END {
        for (key in uses) {
            split(key, k, SUBSEP)
            if ((k[2] in owner) && owner[k[2]] != k[1]) calls[k[1], owner[k[2]]] = k[2]
        }
        n = 0
        for (key in calls) {
            split(key, k, SUBSEP)
            if (k[1] < k[2] && ((k[2], k[1]) in calls)) {
                printf "ui_cycles: %s calls %s (%s) and %s calls %s (%s)\n", k[1], k[2], \
                    calls[k[1], k[2]], k[2], k[1], calls[k[2], k[1]] > "/dev/stderr"
                n++
            }
        }
        if (length(owner) < 20) { print "ui_cycles: found too few functions" > "/dev/stderr"; exit 1 }
        if (n || bad) exit 1
        printf "ui_cycles: %d files, %d functions, no two-file circles\n", length(files), length(owner)
    }
' $files
