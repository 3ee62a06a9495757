#!/usr/bin/env bash
# The tables of docs/rules.md agree with each other: §3's owners by seat, the
# same owners read by station, the companies, and the squares of the stations;
# §2's deck table adds up to the 60 tiles listed in words.
#
# Usage: check_rules_tables.sh SOURCE_ROOT
# (tests/unit/test_owners.c holds the engine to the by-seat lists.)
set -u

root=${1:?usage: check_rules_tables.sh SOURCE_ROOT}
rules="$root/docs/rules.md"
[ -f "$rules" ] || {
    echo "FAIL: $rules does not exist"
    exit 1
}

awk '
function fail(msg) { print "FAIL: docs/rules.md: " msg; bad = 1 }
function trim(s) { gsub(/^ +| +$/, "", s); return s }
BEGIN { split("yellow blue orange green purple black", colour, " ")
        split("yellow blue orange green purple black red white", company, " ") }
/^## / { sec = $2 }

# §2: "| `aacb` `baac` ... | 4 + 4 + 4 + 4 | 16 |" rows of the deck table.
sec == "2." && /^  \| `[a-d][a-d][a-d][a-d]`/ {
    n = split($0, c, "|"); sum = 0
    k = split(trim(c[3]), add, " \\+ ")
    for (i = 1; i <= k; i++) sum += add[i]
    types = gsub(/`[a-d][a-d][a-d][a-d]`/, "&", c[2])
    if (types != k) fail("deck row " trim(c[2]) ": " types " types but " k " counts")
    if (sum != trim(c[4])) fail("deck row " trim(c[2]) ": counts add up to " sum ", not " trim(c[4]))
    deck += sum; classes++
}
sec == "2." && /\*\*all\*\*/ { if (deck != 60 || classes != 10) fail("deck table: " deck " tiles in " classes " classes, not 60 in 10") }

# §3 by seat: "  | 4 | 4 7 11 ... | 3 8 ... |" (2 players: odd and even).
sec == "3." && /^  \| [2-6] \| / {
    n = split($0, c, "|"); p = trim(c[2]); seen_seat[p] = 1
    for (s = 1; s <= 6; s++) {
        cell = trim(c[s + 2])
        if (p == 2 && s <= 2) { for (st = s; st <= 32; st += 2) seat[p, st] = colour[s]; continue }
        if (cell == "") continue
        k = split(cell, list, " ")
        for (i = 1; i <= k; i++) {
            if (((p, list[i]) in seat)) fail(p " players: station " list[i] " listed twice")
            seat[p, list[i]] = colour[s]; count[p, s]++
        }
    }
    for (s = 2; s <= p; s++) if (p > 2 && count[p, s] != count[p, 1]) fail(p " players: seats own different numbers of stations")
}
# §3 companies: "  | stations | 1 11 18 28 | ... |".
sec == "3." && /^  \| stations \| / {
    split($0, c, "|")
    for (s = 1; s <= 8; s++) { k = split(trim(c[s + 2]), list, " "); for (i = 1; i <= k; i++) comp[list[i]] = company[s] }
}
# §3 by station: "| 12 | left of (3,0) | blue | blue | blue | blue | black | orange |".
sec == "3." && /^\| [0-9]+ \| (top|left|bottom|right) of / {
    split($0, c, "|"); st = trim(c[2]) + 0; rows++
    if (st != rows) fail("by-station table: row " rows " is station " st)
    if (st <= 8) want = "top of (0," 8 - st ")"
    else if (st <= 16) want = "left of (" st - 9 ",0)"
    else if (st <= 24) want = "bottom of (7," st - 17 ")"
    else want = "right of (" 32 - st ",7)"
    if (trim(c[3]) != want) fail("station " st ": the table says " trim(c[3]) ", §3 numbering says " want)
    for (p = 2; p <= 6; p++) {
        got = trim(c[p + 2]); expect = ((p, st) in seat) ? seat[p, st] : "—"
        if (got != expect) fail("station " st ", " p " players: " got " by station, " expect " by seat")
    }
    if (trim(c[9]) != comp[st]) fail("station " st ": company " trim(c[9]) " by station, " comp[st] " in the company table")
}
END {
    for (p = 2; p <= 6; p++) if (!(p in seen_seat)) fail("no owner row for " p " players")
    if (rows != 32) fail("by-station table has " rows " rows, not 32")
    if (classes != 10) fail("deck table has " classes " rotation classes, not 10")
    exit bad
}' "$rules" || exit 1
echo "ok: the deck, owner, company and station tables of docs/rules.md agree"
