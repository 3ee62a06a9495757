#!/usr/bin/env bash
# Version mismatch, both sides: a client speaking protocol version 1 is
# refused by metro-server with a message naming both versions (and the
# server's log says so); metro-cli bot meeting a host of version 4 says so
# naming both versions and exits 2. Also LAN discovery on a loopback query
# address (never the real network's broadcast address).
. "$(dirname "$0")/lib.sh"

start_server version
out=$("$PROBE" old-version "127.0.0.1:$PORT" 1) || fail "no refusal: $out"
case $out in *"version 3"*"version 1"*) ;; *) fail "refusal without both versions: $out" ;; esac
wait_for 5 grep -q "protocol version 3 and the client version 1" "$WORK/version.log" ||
    fail "the server's log does not name both versions"

"$PROBE" fake-host 4 20 >"$WORK/fake" 2>&1 &
started $!
wait_for 5 grep -q "listening on" "$WORK/fake" || fail "no fake host"
fake=$(sed -n 's/^listening on //p' "$WORK/fake")
"$CLI" bot "127.0.0.1:$fake" --ai greedy --table x --retry 5 >"$WORK/bot" 2>&1
rc=$?
[ "$rc" = 2 ] || fail "bot against another version: exit $rc"
grep -q "protocol version 4, this program 3" "$WORK/bot" || fail "bot: $(cat "$WORK/bot")"

# LAN discovery: a table waiting for players is listed.
bot wait --ai greedy --create --table lan-table --players 3 --computer 1 --retry 5
wait_for 10 seated "wait" || fail "no seat"
"$CLI" servers --query "127.0.0.1:$PORT" --wait 1000 >"$WORK/servers" 2>&1
grep -q "^127.0.0.1:$PORT metro-server protocol 3 tables 1" "$WORK/servers" &&
    grep -q "^  lan-table lobby 3 seats 1 open" "$WORK/servers" ||
    fail "servers: $(cat "$WORK/servers")"
finish
