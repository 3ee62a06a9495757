# Helpers shared by the metro-cli test scripts (sourced, not run).
# Usage in a test: run ARGS...; then expect_rc N, expect_out TEXT,
# expect_err_has TEXT. A script ends with `finish`.

CLI=${1:?usage: $0 PATH/TO/metro-cli}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
FAILS=0
CHECKS=0
LAST=""

# run ARGS... : runs metro-cli, keeping stdout, stderr and the exit status.
run() {
    LAST="metro-cli $*"
    "$CLI" "$@" >"$TMP/out" 2>"$TMP/err" </dev/null
    RC=$?
    OUT=$(cat "$TMP/out")
    ERR=$(cat "$TMP/err")
}

# run_stdin TEXT ARGS... : same, with TEXT on standard input.
run_stdin() {
    local input=$1
    shift
    LAST="printf ... | metro-cli $*"
    printf '%s' "$input" | "$CLI" "$@" >"$TMP/out" 2>"$TMP/err"
    RC=$?
    OUT=$(cat "$TMP/out")
    ERR=$(cat "$TMP/err")
}

fail() {
    FAILS=$((FAILS + 1))
    echo "FAIL: $LAST: $*"
    echo "  stdout: $(head -c 400 "$TMP/out")"
    echo "  stderr: $(head -c 400 "$TMP/err")"
}

check() { CHECKS=$((CHECKS + 1)); }

expect_rc() {
    check
    [ "$RC" = "$1" ] || fail "exit status $RC, expected $1"
    # A crash (signal) is never acceptable, whatever was expected.
    [ "$RC" -lt 128 ] || fail "killed by signal $((RC - 128))"
}

expect_out() {
    check
    [ "$OUT" = "$1" ] || fail "stdout is not '$1'"
}

expect_out_has() {
    check
    grep -qF -- "$1" "$TMP/out" || fail "stdout lacks '$1'"
}

expect_err_has() {
    check
    grep -qF -- "$1" "$TMP/err" || fail "stderr lacks '$1'"
}

expect_err_empty() {
    check
    [ -z "$ERR" ] || fail "stderr is not empty"
}

expect_out_empty() {
    check
    [ -z "$OUT" ] || fail "stdout is not empty"
}

# expect_eq GOT WANT WHAT
expect_eq() {
    check
    [ "$1" = "$2" ] || fail "$3: got '$1', expected '$2'"
}

finish() {
    echo "$CHECKS checks, $FAILS failed"
    [ "$FAILS" -eq 0 ]
}
