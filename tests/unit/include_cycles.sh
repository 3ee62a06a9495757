#!/bin/sh
# No file includes another in a circle anywhere in src/ (or include/): a
# header that comes back to itself through others can be read only with all
# of them, and compiles only while #pragma once hides the loop. Reads every
# #include "..." line and resolves its name as the compiler does: the
# including file's folder first, then the include paths the build gives
# (the folder of the file's program, e.g. src/ui for "core/app.h", then
# include/, src/common, src/engine, src/modules, src/net, the top); a name
# found nowhere (a generated header) is left out. Prints a circle through
# each file that is on one, with its #include lines, and fails if there is any.
# usage: include_cycles.sh SOURCE_DIR
set -u
cd "$1" || exit 1
files=$(find src include -name '*.[ch]' | sort)
[ -n "$files" ] || { echo "include_cycles: no C files under $1/src or include" >&2; exit 1; }
# shellcheck disable=SC2086 # one word per file name (none has spaces)
awk '
    function exists(path,    line, r) {
        if (path in known) return known[path]
        r = (getline line < path) >= 0
        close(path)
        return known[path] = r
    }
    # "a/b/../c" as "a/c", "./x" as "x": one name for one file
    function normal(path,    part, n, i, k, out) {
        n = split(path, part, "/")
        k = 0
        for (i = 1; i <= n; i++) {
            if (part[i] == "." || part[i] == "") continue
            if (part[i] == ".." && k > 0) { k--; continue }
            keep[++k] = part[i]
        }
        out = keep[1]
        for (i = 2; i <= k; i++) out = out "/" keep[i]
        return out
    }
    FNR == 1 {
        dir = FILENAME; sub(/\/[^\/]*$/, "", dir)
        split(FILENAME, part, "/")
        search = dir " " part[1] "/" part[2] " include src/common src/engine src/modules src/net ."
        n_search = split(search, where, " ")
    }
    /^[ \t]*#[ \t]*include[ \t]*"/ {
        name = $0
        sub(/^[^"]*"/, "", name); sub(/".*/, "", name)
        for (i = 1; i <= n_search; i++)
            if (exists(where[i] "/" name)) {
                to = normal(where[i] "/" name)
                next_of[FILENAME, ++n_next[FILENAME]] = to
                shown[FILENAME, to] = name
                node[FILENAME] = 1; node[to] = 1
                n_edges++
                break
            }
    }
    # depth-first; state 1: on the path now, 2: done
    function visit(f, depth,    i, to, k, line) {
        state[f] = 1
        path[depth] = f
        for (i = 1; i <= n_next[f]; i++) {
            to = next_of[f, i]
            if (state[to] == 1) {
                line = "include_cycles: a circle:"
                for (k = depth; path[k] != to; k--) {}
                for (; k <= depth; k++)
                    line = line " " path[k] " (#include \"" \
                        shown[path[k], k < depth ? path[k + 1] : to] "\") ->"
                print line " " to
                bad++
            } else if (!state[to]) visit(to, depth + 1)
        }
        state[f] = 2
    }
    END {
        if (n_edges < 100) { print "include_cycles: found too few includes" > "/dev/stderr"; exit 1 }
        for (f in node) if (!state[f]) visit(f, 1)
        if (bad) exit 1
        printf "include_cycles: %d #include lines resolved, no circle\n", n_edges
    }
' $files
