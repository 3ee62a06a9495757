#!/usr/bin/env bash
# metro-server's command line (issue 23, defect 7, as for metro-cli and
# metro): an argument's control bytes are escaped wherever it is echoed, and
# an option is never taken as the value of the one before it (--data --name
# once started a server keeping its tables in a folder named '--name').
# Nothing here listens: every command is refused before that.
. "$(dirname "$0")/lib.sh"
server=$(cd "$(dirname "$SERVER")" && pwd)/$(basename "$SERVER") # run from $WORK

# refused STATUS WORDS ARGS...: metro-server exits STATUS within 10 s, its
# stderr has WORDS and no control byte (ESC, CSI, ...) but the line ends.
refused() {
    local want=$1 words=$2 rc
    shift 2
    (cd "$WORK" && timeout -s KILL 10 "$server" "$@") >"$WORK/out" 2>"$WORK/err"
    rc=$?
    [ "$rc" = "$want" ] || fail "metro-server $*: exit $rc (want $want; 137: it ran on)"
    grep -qF -- "$words" "$WORK/err" || fail "metro-server $*: stderr lacks '$words': $(cat "$WORK/err")"
    if LC_ALL=C grep -q $'[\x01-\x09\x0b-\x1f\x7f]' "$WORK/err" ||
        LC_ALL=C grep -q $'\xc2[\x80-\x9f]' "$WORK/err"; then
        fail "metro-server $*: stderr echoes a control byte"
    fi
}
esc=$'\e[31mX'
refused 2 "unexpected argument '\\x1b[31mX'" "$esc"
refused 2 "unknown option '--\\x1b[31mX'" "--$esc"
refused 2 "--port: missing or bad value" --port "$esc"
refused 2 "--stand-in: missing or bad value" --stand-in $'\xc2\x9b31m'
refused 2 "--data needs a value, not the option '--name'" --bind 127.0.0.1 --port 0 --data --name
[ ! -e "$WORK/--name" ] || fail "metro-server made a data folder named '--name'"
refused 2 "--bind needs a value, not the option '--port'" --bind --port 0
# One reader of options for every program (src/common/options.c): a name may
# be shortened to an unambiguous start, and each option is given once.
refused 2 "ambiguous option '--max'" --max 3
refused 2 "--grace given twice" --grace 5 --gra 6
refused 2 "--port needs a value" --port
# The limits against hostile clients (docs/protocol.md "Limits"), each
# refused out of its range, with its name.
refused 2 "--max-ai: missing or bad value" --max-ai nobody
refused 2 "--ai-ms: missing or bad value" --ai-ms 0
refused 2 "--ai-ms: missing or bad value" --ai-ms 10001
refused 2 "--undo-asks: missing or bad value" --undo-asks 1001
refused 2 "--per-address: missing or bad value" --per-address 0
refused 2 "--idle: missing or bad value" --idle 9
refused 2 "--lobbies-per-address: missing or bad value" --lobbies-per-address -1
# The web page's folder (docs/protocol.md "WebSocket and the page").
refused 2 "--web $WORK/none: not a folder" --port 0 --bind 127.0.0.1 --web "$WORK/none"
refused 2 "--idle needs a value, not the option '--port'" --idle --port 0
# A data folder that cannot be made: its name, escaped, in the reason.
touch "$WORK/file"
refused 1 "file/\\x1b[31mX" --bind 127.0.0.1 --port 0 --data "$WORK/file/$esc"
finish
