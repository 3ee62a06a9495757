#!/usr/bin/env bash
# Every rules citation in the repository names a section of docs/rules.md, and
# nothing points at a rules file outside the repository.
#
# Usage: check_rules_refs.sh SOURCE_ROOT
#
# Files checked: the tracked files (`git ls-files`) when SOURCE_ROOT is a git
# checkout, otherwise every file under it except .git and meson build folders.
# Binary files are skipped.
#
# (a) Citations: every `§N`, `§N.M`, ... (with or without `docs/rules.md` in
#     front; bare § numbers in this repository cite docs/rules.md) and every
#     "rule N.M.K" / "rules N.M.K". A citation is accepted when the number is a
#     section heading of docs/rules.md, or when its longest prefix that is a
#     heading is followed by ONE more number K and that section has a numbered
#     list item "K." (so §4.2.4 is item 4 of §4.2). Anything else fails,
#     naming file:line.
# (b) Outside pointers: a file fails if it mentions the parent folder's shared
#     sources or the upper-case rules file name (the patterns below are written
#     so that this script does not match itself).
set -u

root=${1:?usage: check_rules_refs.sh SOURCE_ROOT}
rules="$root/docs/rules.md"
fail=0
bad() {
    echo "FAIL: $*"
    fail=1
}

if [ ! -f "$rules" ]; then
    echo "FAIL: $rules does not exist"
    exit 1
fi

# Section numbers of the headings ("## 4. Base game", "### 4.2 Placement rules").
headings=$(sed -nE 's/^#{2,6} +([0-9]+(\.[0-9]+)*)\.?( .*)?$/\1/p' "$rules")
if [ "$(printf '%s\n' "$headings" | grep -c .)" -lt 9 ]; then
    echo "FAIL: $rules has fewer than 9 numbered section headings"
    exit 1
fi
is_heading() { printf '%s\n' "$headings" | grep -qxF "$1"; }

# The lines of section $1, from its heading to the next heading.
section_text() {
    awk -v want="$1" '
        /^#+ / { n = $2; sub(/\.$/, "", n); inside = (n == want); next }
        inside { print }' "$rules"
}

# 0 if citation $1 names a heading, or item K of the section heading its prefix.
cited_ok() {
    local num=$1 prefix item
    is_heading "$num" && return 0
    prefix=${num%.*}
    item=${num##*.}
    [ "$prefix" != "$num" ] || return 1
    is_heading "$prefix" || return 1
    section_text "$prefix" | grep -qE "^ *$item\. "
}

# The files to check, NUL-separated, relative to the root.
list_files() {
    if [ -e "$root/.git" ] && git -C "$root" rev-parse --git-dir >/dev/null 2>&1; then
        git -C "$root" ls-files -z
    else
        (cd "$root" && find . \( -name .git -o -type d -exec test -e '{}/meson-private' \; \) \
            -prune -o -type f -print0)
    fi
}

# Every file lists its hits as FILE:LINE:TEXT; one grep over all files.
scan() {
    list_files | (cd "$root" && xargs -0 -r grep -sInoE -- "$1" /dev/null)
}

declare -A verdict # citation number -> 0 ok, 1 bad (each number checked once)
citations=0
while IFS= read -r hit; do
    f=${hit%%:*}
    rest=${hit#*:}
    line=${rest%%:*}
    cite=${rest#*:}
    citations=$((citations + 1))
    [[ $cite =~ ([0-9]+(\.[0-9]+)*)$ ]] && num=${BASH_REMATCH[1]}
    if [ -z "${verdict[$num]+set}" ]; then
        cited_ok "$num" && verdict[$num]=0 || verdict[$num]=1
    fi
    [ "${verdict[$num]}" -eq 0 ] ||
        bad "${f#./}:$line: '$cite' is not a section (or a numbered rule of a section) of docs/rules.md"
done < <(scan '§ ?[0-9]+(\.[0-9]+)*|\brules? [0-9]+\.[0-9]+(\.[0-9]+)*')

while IFS= read -r hit; do
    f=${hit%%:*}
    rest=${hit#*:}
    bad "${f#./}:${rest%%:*}: points outside the repository: ${rest#*:}"
done < <(scan '\.\./shared|/work/share[d]|shared/RULE[S]|RULES[.]md')

checked=$(list_files | tr -cd '\0' | wc -c)
if [ "$checked" -lt 20 ] || [ "$citations" -lt 10 ]; then
    bad "only $checked files and $citations citations found under $root: wrong folder?"
fi

# README links the rules reference.
grep -q '(docs/rules.md)' "$root/README.md" || bad "README.md: no link to docs/rules.md"

if [ "$fail" -ne 0 ]; then
    exit 1
fi
echo "ok: $citations rules citations in $checked files name sections of docs/rules.md; nothing points outside"
