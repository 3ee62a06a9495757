#!/bin/sh
# The files of a folder call each other in one direction: no circle of calls
# among them, of two files or more (a circle means none of them can be read,
# changed or tested without the others). Reads the sources: a function is
# defined where a line starts with its return type and a name with one of the
# prefixes (not static, not a declaration), and called where that name is
# followed by "(". Prints each group of files that call each other round, with
# one circle in it and every call that ties it, and fails if there is any.
# usage: call_cycles.sh SRC_DIR PREFIX...   (e.g. src/net host_ metro_host_)
set -u
[ $# -ge 2 ] || { echo "usage: call_cycles.sh SRC_DIR PREFIX..." >&2; exit 2; }
dir=${1%/}
shift
# The page's stand-ins (platform/web.c, *_web.c: net/net_web.c) define
# the desktop's names again for another build: left out, not a cycle.
files=$(find "$dir" -name '*.c' ! -name 'web.c' ! -name '*_web.c' ! -name '*_off.c' | sort)
[ -n "$files" ] || { echo "call_cycles: no C files in $dir" >&2; exit 1; }
# shellcheck disable=SC2086
awk -v dir="$dir/" -v prefixes="$*" '
    BEGIN {
        n_pre = split(prefixes, pre, " ")
        alt = ""
        for (i = 1; i <= n_pre; i++) alt = alt (i > 1 ? "|" : "") pre[i]
        # A name with a prefix, at its start or after a character no name has.
        name_re = "(" alt ")[A-Za-z0-9_]*\\("
        def_re = "^[A-Za-z_][A-Za-z0-9_ *]*[ *](" alt ")[A-Za-z0-9_]*\\("
    }
    FNR == 1 {
        file = FILENAME
        if (index(file, dir) == 1) file = substr(file, length(dir) + 1)
        files[file] = 1
        nf++
    }
    $0 ~ def_re && !/^static/ && !/;[ \t]*$/ {
        name = $0; sub(/\(.*/, "", name); sub(/.*[ *]/, "", name)
        if (name in owner && owner[name] != file) {
            printf "call_cycles: %s defined in %s and %s\n", name, owner[name], file > "/dev/stderr"
            bad = 1
        }
        owner[name] = file
        nfun++
    }
    {
        line = $0
        while (match(line, name_re)) {
            before = RSTART > 1 ? substr(line, RSTART - 1, 1) : ""
            if (before !~ /[A-Za-z0-9_]/) uses[file, substr(line, RSTART, RLENGTH - 1)] = 1
            line = substr(line, RSTART + RLENGTH)
        }
    }
    END {
        if (nfun < 10) { print "call_cycles: found too few functions" > "/dev/stderr"; exit 1 }
        for (key in uses) {
            split(key, k, SUBSEP)
            if ((k[2] in owner) && owner[k[2]] != k[1]) {
                a = k[1]; b = owner[k[2]]
                if (!((a, b) in calls) || k[2] < calls[a, b]) calls[a, b] = k[2]
                reach[a, b] = 1
            }
        }
        n = 0
        for (f in files) list[++n] = f
        # Sorted, so the report reads the same on every run.
        for (i = 2; i <= n; i++)
            for (j = i; j > 1 && list[j] < list[j - 1]; j--) { t = list[j]; list[j] = list[j - 1]; list[j - 1] = t }
        # Who reaches whom (Warshall): a file on a circle reaches itself.
        for (m = 1; m <= n; m++)
            for (i = 1; i <= n; i++) {
                if (!((list[i], list[m]) in reach)) continue
                for (j = 1; j <= n; j++)
                    if ((list[m], list[j]) in reach) reach[list[i], list[j]] = 1
            }
        groups = 0
        for (i = 1; i <= n; i++) {
            s = list[i]
            if ((s in done) || !((s, s) in reach)) continue
            groups++
            members = ""
            for (j = 1; j <= n; j++)
                if ((s, list[j]) in reach && (list[j], s) in reach) {
                    done[list[j]] = 1; members = members " " list[j]
                }
            printf "call_cycles: these files call each other round:%s\n", members > "/dev/stderr"
            # One shortest circle through s (breadth first), to start with.
            delete seen; delete from
            head = 1; tail = 1; queue[1] = s; found = 0
            while (head <= tail && !found) {
                u = queue[head++]
                for (j = 1; j <= n && !found; j++) {
                    v = list[j]
                    if (!((u, v) in calls)) continue
                    if (v == s) { from[s] = u; found = 1 }
                    else if (!(v in seen)) { seen[v] = 1; from[v] = u; queue[++tail] = v }
                }
            }
            path = s; v = from[s]
            while (v != s) { path = v " -> " path; v = from[v] }
            printf "call_cycles:   circle: %s -> %s\n", s, path > "/dev/stderr"
            for (a = 1; a <= n; a++)
                for (b = 1; b <= n; b++)
                    if ((list[a], list[b]) in calls && (list[a] in done) && (list[b] in done) \
                        && (s, list[a]) in reach && (list[a], s) in reach \
                        && (s, list[b]) in reach && (list[b], s) in reach)
                        printf "call_cycles:   %s calls %s (%s)\n", list[a], list[b], calls[list[a], list[b]] > "/dev/stderr"
        }
        if (groups || bad) exit 1
        printf "call_cycles: %d files, %d functions (%s), no circle of calls\n", nf, nfun, prefixes
    }
' $files
