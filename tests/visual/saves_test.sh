#!/bin/bash
# The game's files under Xvfb (issue 10): the autosave survives a SIGKILL with
# every move made before it; quitting from the set-up screen keeps an
# unfinished game's autosave; files move from the old place once and stale
# temporary files go; FIFOs are refused without blocking; the settings file
# is written atomically (not through a fixed temp name); a resumed game has
# its move log; a finished game leaves no autosave to offer; the Save dialog
# shows the file it writes and Load lists the saves (keys, mouse, unreadable
# files listed as such; all of 1,000). A full disk (libdiskfull.so,
# preloaded: fsync of the autosave fails with ENOSPC, or another errno): the
# last good autosave stays, the window says why (the whole reason drawn, in
# four languages, also at 800x500) until a write works again, and a FIFO at
# the autosave path outlives the end of the game. The statistics at a game's
# end: a full disk or a NUL byte in the file is said in the window.
# usage: saves_test.sh METRO METRO_CLI LIBDISKFULL
set -u
metro=$1 cli=$2 diskfull=$3
. "$(dirname "$0")/xvfb_prelude.sh"
need_xvfb saves_test
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SDL_AUDIODRIVER=dummy # as in play_test.sh
export LANGUAGE=en # as in play_test.sh
fails=0
fail() {
    echo "saves_test: FAIL: $*" >&2
    fails=$((fails + 1))
}

# game NAME SCRIPT_TEXT [PREFIX...]: runs the game with the script in the
# folders of $cfg/$data (set by the caller); its output in $tmp/NAME.out/.err.
game() {
    local name=$1 text=$2
    shift 2
    printf '%s\n' "$text" >"$tmp/$name.script"
    XDG_CONFIG_HOME=$cfg XDG_DATA_HOME=$data timeout 100 xvfb-run -a -s "-screen 0 1280x800x24" \
        "$@" "$metro" --size "${size:-960x600}" --script "$tmp/$name.script" >"$tmp/$name.out" \
        2>"$tmp/$name.err"
}
# killed NAME SCRIPT_TEXT [PREFIX...]: runs the game in the background until
# its script prints "moves N" (at most 60 s), then kills it with SIGKILL; sets
# $moves to N ("" if the script never got there).
killed() {
    local name=$1 text=$2 runner
    shift 2
    printf '%s\n' "$text" >"$tmp/$name.script"
    XDG_CONFIG_HOME=$cfg XDG_DATA_HOME=$data xvfb-run -a -s "-screen 0 1280x800x24" \
        sh -c 'echo $$ >"$0"; exec "$@"' "$tmp/$name.pid" "$@" "$metro" --size 960x600 \
        --script "$tmp/$name.script" >"$tmp/$name.out" 2>"$tmp/$name.err" &
    runner=$!
    for _ in $(seq 300); do
        grep -q '^moves ' "$tmp/$name.out" 2>/dev/null && break
        kill -0 "$runner" 2>/dev/null || break # the script failed and the game quit
        sleep 0.2
    done
    moves=$(sed -n 's/^moves //p' "$tmp/$name.out")
    kill -9 "$(cat "$tmp/$name.pid")" 2>/dev/null
    wait "$runner" 2>/dev/null
}
# cursor_of FILE: the moves in effect in a save.
cursor_of() { sed -n 's/^cursor //p' "$1"; }
setup_file() { # a fixed deal: one human seat, two computer seats
    mkdir -p "$cfg/metro"
    printf '%s\n' "metro-setup 1" players=3 hand=1 free=0 modules= seed=4242 "seat1=human|Ada" \
        "seat2=greedy|Ben" "seat3=random|Cleo" "seat4=greedy|Dario" "seat5=greedy|Eva" \
        "seat6=greedy|Finn" >"$cfg/metro/setup.txt"
}

# ---- 1. SIGKILL mid-game, then resume: every move made before the kill ----------
cfg=$tmp/kill/config data=$tmp/kill/data
setup_file
killed kill "button start
wait-human
lay
wait-human
key d
wait 50
lay
wait-human
lay
wait-human
key ctrl+z
wait-human
lay
wait-human
report
wait 15000"
autosave=$data/metro/autosave.metro
if [ -z "$moves" ] || [ "$moves" -lt 6 ]; then
    fail "the scripted game did not get going (moves '$moves'): $(cat "$tmp/kill.err")"
elif [ ! -f "$autosave" ]; then
    fail "no autosave after SIGKILL at move $moves"
else
    "$cli" replay "$autosave" >/dev/null || fail "the autosave after SIGKILL does not replay"
    cp "$autosave" "$tmp/killed.metro"
    game resume "expect screen-setup
expect resume-offered
button resume
expect screen-play
expect moves=$moves
expect log-count>3
quit" || fail "resumed game does not hold the $moves moves made before the kill, or its move log (issue 11, defect 10): $(cat "$tmp/resume.err")"
fi

# ---- 2. quitting from the set-up screen keeps an unfinished game's autosave ----
cfg=$tmp/keep/config data=$tmp/keep/data
mkdir -p "$data/metro"
cp "$tmp/killed.metro" "$data/metro/autosave.metro" 2>/dev/null
game keep "expect screen-setup
expect resume-offered
quit" || fail "set-up screen run failed: $(cat "$tmp/keep.err")"
cmp -s "$tmp/killed.metro" "$data/metro/autosave.metro" ||
    fail "quitting from the set-up screen deleted or changed the autosave"

# ---- 3. files move from the old place once; stale temporary files go ---------------
home=$tmp/home
old=$home/.config/metro new=$home/.local/share/metro
mkdir -p "$old/saves" "$new/saves"
cp "$tmp/killed.metro" "$old/autosave.metro"
cp "$tmp/killed.metro" "$old/saves/old.metro"
touch -d '2 hours ago' "$old/setup.txt.tmpAb12Cd" "$new/autosave.metro.tmpXy34Zw" \
    "$new/saves/old.metro.tmpQq56Rr"
touch "$new/autosave.metro.tmpFresh1" # a save running in another process
touch -d '2 hours ago' "$new/notes.tmp"
HOME=$home XDG_CONFIG_HOME='' XDG_DATA_HOME='' timeout 100 xvfb-run -a \
    -s "-screen 0 1280x800x24" "$metro" --size 960x600 --script /dev/stdin >"$tmp/move.out" \
    2>"$tmp/move.err" <<'SCRIPT' || fail "migration run failed: $(cat "$tmp/move.err")"
expect resume-offered
key ctrl+o
type old
key Return
expect notice=Game loaded
quit
SCRIPT
[ -f "$new/autosave.metro" ] && [ ! -e "$old/autosave.metro" ] || fail "autosave not moved to $new"
[ -f "$new/saves/old.metro" ] && [ ! -e "$old/saves" ] || fail "saves not moved to $new/saves"
for f in "$old/setup.txt.tmpAb12Cd" "$new/autosave.metro.tmpXy34Zw" "$new/saves/old.metro.tmpQq56Rr"; do
    [ ! -e "$f" ] || fail "stale temporary file $f left"
done
[ -e "$new/autosave.metro.tmpFresh1" ] && [ -e "$new/notes.tmp" ] || fail "removed a file not ours"

# ---- 4. FIFOs: refused at once when loading and saving; settings written atomically ----
cfg=$tmp/fifo/config data=$tmp/fifo/data
mkdir -p "$data/metro/saves" "$cfg/metro/setup.txt.tmp" # the old fixed temp name, taken
mkfifo "$data/metro/autosave.metro" "$data/metro/saves/pipe.metro"
ln -s loop2.metro "$data/metro/saves/loop.metro" # links in a ring
ln -s loop.metro "$data/metro/saves/loop2.metro"
game fifo "expect screen-setup
expect notice~Autosave ignored
button start
wait-human
lay
wait-human
expect autosave-problem=Autosave failed: autosave.metro cannot be written: it is not a regular file.
key ctrl+s
type pipe
key Return
expect notice=Not saved: pipe.metro cannot be written: it is not a regular file.
key ctrl+s
type loop
key Return
expect notice=Not saved: loop.metro cannot be written: its symbolic links go round in a loop.
key ctrl+o
type pipe
key Return
expect notice=Not loaded: pipe.metro cannot be read.
quit" || fail "FIFO run failed (blocked?): $(cat "$tmp/fifo.err")"
[ -p "$data/metro/autosave.metro" ] && [ -p "$data/metro/saves/pipe.metro" ] ||
    fail "a FIFO was replaced"
grep -q '^metro-setup 1$' "$cfg/metro/setup.txt" 2>/dev/null || fail "settings not written"

# ---- 5. a full disk: the last good autosave stays; the window says why until a write works ----
cfg=$tmp/full/config data=$tmp/full/data
setup_file
# Under AddressSanitizer a preloaded library comes before its runtime: allowed here.
export ASAN_OPTIONS="$ASAN_OPTIONS:verify_asan_link_order=0"
# The first two autosaves of the game are written (the new game, the first
# move), then the disk is full for good; the game is killed after more moves.
killed full "button start
wait-human
lay
wait-human
lay
wait-human
expect autosave-problem=Autosave failed: autosave.metro cannot be written: the disk is full.
lay
wait-human
wait 9000
expect autosave-problem~the disk is full
expect popup=Autosave failed: autosave.metro cannot be written: the disk is full.
report
wait 15000" env LD_PRELOAD="$diskfull" METRO_DISK_FULL=autosave.metro METRO_DISK_FULL_AFTER=2
autosave=$data/metro/autosave.metro
if [ -z "$moves" ]; then
    fail "disk full: the window did not say why the autosave failed: $(cat "$tmp/full.err")"
fi
if [ ! -f "$autosave" ]; then
    fail "disk full: the last good autosave was deleted (a SIGKILL now loses every move)"
elif ! "$cli" replay "$autosave" >/dev/null; then
    fail "disk full: the autosave left does not replay"
else
    kept=$(cursor_of "$autosave")
    [ -n "$moves" ] && [ "${kept:-0}" -ge 1 ] && [ "$kept" -lt "$moves" ] ||
        fail "disk full: the autosave holds ${kept:-no} moves, not the last good write (1 to $moves)"
fi
# The disk is full for two writes only: the next one works, the warning goes
# and says so; the autosave at quit holds the whole game.
cfg=$tmp/freed/config data=$tmp/freed/data
setup_file
game freed "button start
wait-human
lay
expect autosave-problem~the disk is full
wait-human
expect autosave-ok
expect notice=The game is autosaved again.
expect popup=The game is autosaved again.
report
quit" env LD_PRELOAD="$diskfull" METRO_DISK_FULL=autosave.metro METRO_DISK_FULL_AFTER=1 \
    METRO_DISK_FULL_COUNT=2 || fail "disk freed again: $(cat "$tmp/freed.err")"
moves=$(sed -n 's/^moves //p' "$tmp/freed.out")
[ -n "$moves" ] && [ "$(cursor_of "$data/metro/autosave.metro")" = "$moves" ] ||
    fail "disk freed again: the autosave does not hold the game's $moves moves"
# In the player's language: German words for the full disk.
cfg=$tmp/fullde/config data=$tmp/fullde/data
setup_file
game fullde "button start
wait-human
expect autosave-problem=Automatische Sicherung fehlgeschlagen: autosave.metro kann nicht geschrieben werden: Der Datenträger ist voll.
expect popup=Automatische Sicherung fehlgeschlagen: autosave.metro kann nicht geschrieben werden: Der Datenträger ist voll.
quit" env LANGUAGE=de LD_PRELOAD="$diskfull" METRO_DISK_FULL=autosave.metro ||
    fail "disk full in German: $(cat "$tmp/fullde.err")"
# Other causes, each in its own words and shown whole (not cut short) at the
# smallest window: no permission (EACCES, 13: the same preload, another
# errno; root ignores permissions) in Dutch, a read-only disk (EROFS, 30) in
# French, and the longest, links in a ring at the autosave path, in German.
size=800x500
cause() { # NAME LANGUAGE WORDS [PREFIX...]: the warning the window shows
    local name=$1 lang=$2 words=$3
    shift 3
    game "$name" "button start
wait-human
expect autosave-problem=$words
expect popup=$words
quit" env LANGUAGE="$lang" "$@" || fail "$name: $(cat "$tmp/$name.err")"
}
cfg=$tmp/eacces/config data=$tmp/eacces/data
setup_file
cause eacces nl "Automatisch opslaan mislukt: autosave.metro kan niet worden geschreven: geen \
toestemming om in de map te schrijven." LD_PRELOAD="$diskfull" METRO_DISK_FULL=autosave.metro \
    METRO_DISK_FULL_ERRNO=13
cfg=$tmp/erofs/config data=$tmp/erofs/data
setup_file
cause erofs fr "Échec de la sauvegarde automatique: autosave.metro ne peut pas être écrit : le \
disque est en lecture seule." LD_PRELOAD="$diskfull" METRO_DISK_FULL=autosave.metro \
    METRO_DISK_FULL_ERRNO=30
cfg=$tmp/eloop/config data=$tmp/eloop/data
setup_file
mkdir -p "$data/metro"
ln -s ring.metro "$data/metro/autosave.metro"
ln -s autosave.metro "$data/metro/ring.metro"
cause eloop de "Automatische Sicherung fehlgeschlagen: autosave.metro kann nicht geschrieben \
werden: Die symbolischen Verknüpfungen bilden eine Schleife."
unset size

# The settings file on a full disk: the old one stays, the window says why.
cfg=$tmp/fullsetup/config data=$tmp/fullsetup/data
setup_file
cp "$cfg/metro/setup.txt" "$tmp/setup.before"
game fullsetup "button start
expect notice=Settings not saved: setup.txt cannot be written: the disk is full.
expect popup=Settings not saved: setup.txt cannot be written: the disk is full.
quit" env LD_PRELOAD="$diskfull" METRO_DISK_FULL=setup.txt ||
    fail "settings on a full disk: $(cat "$tmp/fullsetup.err")"
cmp -s "$tmp/setup.before" "$cfg/metro/setup.txt" || fail "settings on a full disk: the old file changed"

# ---- 6. a finished game retires the autosave: no older game is offered after it ----
cfg=$tmp/done/config data=$tmp/done/data
mkdir -p "$cfg/metro" "$data/metro"
printf '%s\n' "metro-setup 1" players=2 hand=1 free=0 modules= seed=77 "seat1=random|Ann" \
    "seat2=random|Bob" >"$cfg/metro/setup.txt" # two computer seats play it out
cp "$tmp/killed.metro" "$data/metro/autosave.metro" 2>/dev/null # an older, unfinished game
game done "expect resume-offered
button start
expect moves>20
expect moves>40
expect screen-end
expect no-resume
quit" || fail "finished-game run: $(cat "$tmp/done.err")"
[ ! -e "$data/metro/autosave.metro" ] || fail "the autosave stays after the game finished"
game done2 "expect screen-setup
expect no-resume
quit" || fail "an older autosave is offered after a finished game: $(cat "$tmp/done2.err")"
# A FIFO someone put at the autosave path is not a file of ours: the end of
# the game leaves it there (only a regular file is removed).
cfg=$tmp/endfifo/config data=$tmp/endfifo/data
mkdir -p "$cfg/metro" "$data/metro"
cp "$tmp/done/config/metro/setup.txt" "$cfg/metro/setup.txt"
mkfifo "$data/metro/autosave.metro"
game endfifo "button start
expect moves>20
expect screen-end
quit" || fail "finished game with a FIFO at the autosave path: $(cat "$tmp/endfifo.err")"
[ -p "$data/metro/autosave.metro" ] || fail "the end of the game deleted the FIFO at the autosave path"

# A finished game from an older version's autosave is not offered (and goes);
# loading a finished save keeps the autosave of the unfinished game.
SDL_VIDEODRIVER=dummy "$metro" --screenshot "$tmp/end.png" --scene endgame-6p \
    --save "$tmp/finished.metro" >/dev/null || fail "cannot make a finished save"
cfg=$tmp/old/config data=$tmp/old/data
mkdir -p "$data/metro"
cp "$tmp/finished.metro" "$data/metro/autosave.metro"
game old "expect screen-setup
expect no-resume
quit" || fail "a finished game's autosave is offered: $(cat "$tmp/old.err")"
[ ! -e "$data/metro/autosave.metro" ] || fail "a finished game's autosave stays"
cfg=$tmp/view/config data=$tmp/view/data
mkdir -p "$data/metro/saves"
cp "$tmp/killed.metro" "$data/metro/autosave.metro" 2>/dev/null
cp "$tmp/finished.metro" "$data/metro/saves/done.metro"
game view "expect resume-offered
key ctrl+o
type done
key Return
expect screen-end
expect resume-offered
quit" || fail "loading a finished save: $(cat "$tmp/view.err")"
cmp -s "$tmp/killed.metro" "$data/metro/autosave.metro" ||
    fail "loading a finished save removed the autosave of the unfinished game"

# ---- 7. the Save dialog shows the file it writes; Load lists the saves (issue 11, defect 6) ----
cfg=$tmp/list/config data=$tmp/list/data
saves=$data/metro/saves
mkdir -p "$saves"
for i in 01 02 03 04 05 06 07 08 09 10 11 12; do # g01 is the newest
    cp "$tmp/killed.metro" "$saves/g$i.metro" 2>/dev/null
    touch -d "$i minutes ago" "$saves/g$i.metro"
done
echo "not a save" >"$saves/broken.metro"
mkfifo "$saves/pipe.metro"
touch -d '1 hour ago' "$saves/broken.metro" "$saves/pipe.metro" # listed last
game list "key ctrl+o
expect load-rows=14
expect load-unreadable=2
key End
expect load-scrolled
key Home
expect load-selected=g01
key Down
expect load-selected=g02
type broken
expect load-rows=1
key Return
expect notice~not a Metro save
key BackSpace
key BackSpace
key BackSpace
key BackSpace
key BackSpace
key BackSpace
expect load-rows=14
button file-row
expect notice=Game loaded
expect screen-play
key ctrl+s
type my game
expect save-target=my-game.metro
key Return
expect notice~my-game.metro
quit" || fail "Save and Load dialogs: $(cat "$tmp/list.err")"
[ -s "$saves/my-game.metro" ] || fail "the Save dialog did not write the file it showed (my-game.metro)"

# ---- 8. a file the game cannot load is said in the player's language (issue 13) ----
cfg=$tmp/lang/config data=$tmp/lang/data
setup_file
mkdir -p "$data/metro/saves"
cp "$tmp/killed.metro" "$data/metro/saves/changed.metro"
sed -i 's/^seat 1 human Ada$/seat 1 human Eve/' "$data/metro/saves/changed.metro" # the checksum no longer fits
grep -q '^seat 1 human Eve$' "$data/metro/saves/changed.metro" || fail "no seat line to change"
printf 'metro-save 7\n' >"$data/metro/saves/future.metro"
game lang "key ctrl+o
type changed
key Return
expect notice=Nicht geladen: changed.metro ist beschädigt: Die Datei wurde nach dem Speichern verändert.
key Escape
key ctrl+o
type future
key Return
expect notice=Nicht geladen: future.metro wurde mit einer neueren Version von Metro gespeichert.
quit" env LANGUAGE=de || fail "German load problems: $(cat "$tmp/lang.err")"
grep -q 'changed.metro:.*damaged' "$tmp/lang.err" || fail "the loader's own words are not on stderr"

# ---- 9. the Load dialog lists every save, 1,000 of them, newest first (issue 23) ----
cfg=$tmp/many/config data=$tmp/many/data
saves=$data/metro/saves
mkdir -p "$saves"
for i in $(seq -w 1 999); do cp "$tmp/killed.metro" "$saves/old$i.metro"; done
touch -d '1 day ago' "$saves"/old*.metro
cp "$tmp/killed.metro" "$saves/newest.metro" # the one the player just saved
game many "key ctrl+o
expect load-rows=1000
expect load-selected=newest
type newest
expect load-rows=1
key Return
expect notice=Game loaded
quit" || fail "1,000 saves: not all listed, or the newest missing: $(cat "$tmp/many.err")"

# ---- 10. the statistics at a game's end (issue 37) ----
duel_file() { # a short game: Ada against the beginner
    setup_file
    sed -i 's/^players=3/players=2/' "$cfg/metro/setup.txt"
}
# Not written (a full disk): the window says so, as for the settings.
cfg=$tmp/statsfull/config data=$tmp/statsfull/data
duel_file
game statsfull "button start
play-on
expect screen-end
expect notice=Statistics not saved: stats.txt cannot be written: the disk is full.
expect popup=Statistics not saved: stats.txt cannot be written: the disk is full.
quit" env LD_PRELOAD="$diskfull" METRO_DISK_FULL=stats.txt ||
    fail "statistics on a full disk: $(cat "$tmp/statsfull.err")"
grep -q 'stats.txt.*No space left' "$tmp/statsfull.err" ||
    fail "statistics on a full disk: the writer's words are not on stderr"
# Unreadable (a NUL byte, which once crashed the game here): the game is not
# counted, the window says so, and the file is left as it was.
cfg=$tmp/statsnul/config data=$tmp/statsnul/data
duel_file
mkdir -p "$data/metro"
printf 'metro-stats 1\ngames 3\0 1\n' >"$data/metro/stats.txt"
cp "$data/metro/stats.txt" "$tmp/statsnul.before"
game statsnul "button start
play-on
expect screen-end
expect notice=This game is not counted: the statistics file cannot be read (see terminal).
quit" || fail "statistics with a NUL byte: $(cat "$tmp/statsnul.err")"
cmp -s "$data/metro/stats.txt" "$tmp/statsnul.before" ||
    fail "statistics with a NUL byte: the file was changed"

[ $fails -eq 0 ] && echo "saves_test: ok"
exit $((fails > 0))
