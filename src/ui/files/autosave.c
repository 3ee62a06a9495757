/* The autosave: written after every change of the game, so a crash or kill loses at most one move.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "files/autosave.h"
#include "i18n/file_words.h"
#include "i18n/i18n.h"

enum { NOTICE_MS = 8000 };

/* A notice "WHAT: WORDS" (the player's words; the technical ones went to
 * stderr where they were made). */
static void say(ui_app *a, const char *what, const char *words)
{
    snprintf(a->ui.notice, sizeof a->ui.notice, "%s: %.120s", what, words);
    a->ui.notice_until = a->now + NOTICE_MS;
    fprintf(stderr, "metro: %s: %s\n", what, words);
}

/* Removes the autosave if it is a regular file (never a FIFO or device
 * someone put there); false if it stays (errno 0: it is no regular file). */
static bool remove_file(const char *path)
{
    struct stat st;
    errno = 0;
    if (lstat(path, &st) != 0) return errno == ENOENT;
    if (!S_ISREG(st.st_mode)) return false;
    return remove(path) == 0;
}

void ui_autosave_startup(ui_app *a)
{
    static metro_game probe; /* large */
    char path[1100], err[400];
    a->autosaved_gen = a->game_gen; /* the blank game behind the set-up screen is not saved */
    if (!ui_data_path("autosave.metro", path, sizeof path)) return;
    if (access(path, F_OK) != 0 && errno == ENOENT) return;
    int problem = metro_game_load(&probe, path, err, sizeof err);
    a->ui.can_resume = problem == 0;
    if (!a->ui.can_resume) {
        char words[200];
        ui_not_loaded_words(problem, path, err, words, sizeof words);
        say(a, _("Autosave ignored"), words);
    } else if (metro_over(&probe.state)) { /* a finished game (older versions kept it) */
        a->ui.can_resume = false;
        if (!remove_file(path)) fprintf(stderr, "metro: cannot remove the finished autosave\n");
    }
}

/* A write failed: the last good autosave stays (a kill now loses the moves
 * since, not the game), and the window says why until a write works. */
static void failed(ui_app *a, const char *words)
{
    snprintf(a->ui.autosave_problem, sizeof a->ui.autosave_problem, "%s: %.120s",
             _("Autosave failed"), words);
    fprintf(stderr, "metro: %s\n", a->ui.autosave_problem);
}

/* Writes the game (or, when it is over, retires the autosave). */
static void write_now(ui_app *a)
{
    char path[1100], err[400];
    if (!ui_data_path("autosave.metro", path, sizeof path)) {
        a->game_live = !metro_over(&a->game->state);
        failed(a, _("no folder for it (HOME is not set?)"));
        return;
    }
    if (metro_over(&a->game->state)) {
        /* The autosaved game ended: nothing to resume. A finished game that
         * was loaded leaves the autosave of another game alone. */
        if (a->game_live) {
            a->ui.can_resume = false;
            int e = remove_file(path) ? 0 : errno ? errno : -1;
            if (e < 0) /* a FIFO or device someone put there: not ours */
                fprintf(stderr, "metro: %s: not a regular file: left alone\n", path);
            if (e > 0) {
                fprintf(stderr, "metro: %s: not removed: %s\n", path, strerror(e));
                say(a, _("Cannot remove the autosave"), _("the folder is read-only?"));
            }
        }
        a->game_live = false;
        a->ui.autosave_problem[0] = '\0'; /* nothing left to save */
        return;
    }
    a->game_live = true;
    int cause = metro_game_save(a->game, path, err, sizeof err);
    if (cause) {
        char words[200];
        ui_not_written_words(cause, path, err, words, sizeof words);
        failed(a, words);
        return;
    }
    a->ui.can_resume = true;
    if (a->ui.autosave_problem[0]) {
        a->ui.autosave_problem[0] = '\0';
        snprintf(a->ui.notice, sizeof a->ui.notice, "%s", _("The game is autosaved again."));
        a->ui.notice_until = a->now + NOTICE_MS;
    }
}

void ui_autosave_tick(ui_app *a)
{
    if (a->ui.tutor.step) return; /* the lesson's board is never the game in progress */
    if (ui_online_active(a)) a->autosaved_gen = a->game_gen; /* the host saves online games */
    if (a->autosaved_gen == a->game_gen) return;
    a->autosaved_gen = a->game_gen; /* a failed write is tried again on the next change */
    write_now(a);
}

void ui_autosave_quit(ui_app *a)
{
    if (a->ui.tutor.step) return;    /* app.c puts the game back first */
    if (ui_online_active(a)) return; /* the window shows the host's game: the host saves it */
    if (a->autosaved_gen != a->game_gen || a->ui.autosave_problem[0]) write_now(a);
}

bool ui_autosave_back_to_game(ui_app *a)
{
    if (!a->game_live) return false;
    a->ui.screen = UI_PLAY;
    a->ui.overlay = UI_OV_NONE;
    return true;
}
