/* The autosave: written after every change of the game, so a crash or kill loses at most one move.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "autosave.h"
#include "file_words.h"
#include "i18n.h"

enum { NOTICE_MS = 8000 };

/* A notice "WHAT: WORDS" (the player's words; the technical ones went to
 * stderr where they were made). */
static void say(ui_app *a, const char *what, const char *words)
{
    snprintf(a->notice, sizeof a->notice, "%s: %.120s", what, words);
    a->notice_until = a->now + NOTICE_MS;
    fprintf(stderr, "metro: %s: %s\n", what, words);
}

/* Removes the autosave if it is a regular file (never a FIFO or device
 * someone put there); false if it stays. */
static bool remove_file(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0) return errno == ENOENT;
    return S_ISREG(st.st_mode) && remove(path) == 0;
}

void ui_autosave_startup(ui_app *a)
{
    static metro_game probe; /* large */
    char path[1100], err[400];
    a->autosaved_gen = a->game_gen; /* the blank game behind the set-up screen is not saved */
    if (!ui_data_path("autosave.metro", path, sizeof path)) return;
    if (access(path, F_OK) != 0 && errno == ENOENT) return;
    int problem = metro_game_load(&probe, path, err, sizeof err);
    a->can_resume = problem == 0;
    if (!a->can_resume) {
        char words[200];
        ui_not_loaded_words(problem, path, err, words, sizeof words);
        say(a, _("Autosave ignored"), words);
    } else if (metro_over(&probe.state)) { /* a finished game (older versions kept it) */
        a->can_resume = false;
        if (!remove_file(path)) fprintf(stderr, "metro: cannot remove the finished autosave\n");
    }
}

void ui_autosave_tick(ui_app *a)
{
    if (a->autosaved_gen == a->game_gen) return;
    a->autosaved_gen = a->game_gen;
    char path[1100], err[400];
    if (!ui_data_path("autosave.metro", path, sizeof path)) {
        a->game_live = !metro_over(&a->game->state);
        say(a, _("Autosave failed"), _("no folder for it (HOME is not set?)"));
        return;
    }
    if (metro_over(&a->game->state)) {
        /* The autosaved game ended: nothing to resume. A finished game that
         * was loaded leaves the autosave of another game alone. */
        if (a->game_live) {
            a->can_resume = false;
            if (remove(path) != 0 && errno != ENOENT) {
                fprintf(stderr, "metro: %s: %s\n", path, strerror(errno));
                say(a, _("Cannot remove the autosave"), _("the folder is read-only?"));
            }
        }
        a->game_live = false;
        return;
    }
    a->game_live = true;
    if (metro_game_save(a->game, path, err, sizeof err) == 0) {
        a->can_resume = true;
        return;
    }
    /* The file on disk is now older than the game on screen: never offer it
     * as current later. Resume goes back to the game in memory meanwhile. */
    char words[200];
    ui_not_written_words(path, err, words, sizeof words);
    say(a, _("Autosave failed"), words);
    if (!remove_file(path)) fprintf(stderr, "metro: the autosave %s is out of date\n", path);
}

bool ui_autosave_back_to_game(ui_app *a)
{
    if (!a->game_live) return false;
    a->screen = UI_PLAY;
    a->overlay = UI_OV_NONE;
    return true;
}
