/* The statistics file and the window (stats.h): a finished local game is
 * counted once, and the dialog reads the file when it opens. */
#include <stdio.h>
#include <string.h>

#include "core/app.h"
#include "i18n/file_words.h"
#include "i18n/i18n.h"
#include "files/stats.h"
#include "files/stats_game.h"

static bool stats_path(char *out, size_t n)
{
    return ui_data_path("stats.txt", out, n);
}

/* A game's count lost is said in the window, as a failed settings write is:
 * the terminal is not where a player looks. */
static void tell(ui_app *a, const char *text)
{
    snprintf(a->ui.notice, sizeof a->ui.notice, "%.150s", text);
    a->ui.notice_until = a->now + 6000; /* twice a plain notice: a results screen is busy */
}

void ui_stats_game_over(ui_app *a)
{
    char path[1100], err[1300], words[160], said[200];
    const metro_game *g = a->game;
    if (a->ui.tutor.step) return; /* the first lesson is no game */
    if (a->ui.stats_counted || !stats_path(path, sizeof path)) return;
    a->ui.stats_counted = true;
    ui_stats st;
    if (ui_stats_read(path, &st, err, sizeof err) < 0) { /* kept for the player to look at */
        fprintf(stderr, "metro: statistics not counted: %s\n", err);
        tell(a, _("This game is not counted: the statistics file cannot be read (see terminal)."));
        return;
    }
    bool human[METRO_MAX_PLAYERS];
    const char *computer[METRO_MAX_PLAYERS];
    for (int p = 0; p < METRO_MAX_PLAYERS; p++)
        /* the controller itself: play.c calls this file, not the other way */
        human[p] = !strcmp(g->seat[p].controller, "human"), computer[p] = g->seat[p].controller;
    ui_stats_add(&st, &g->state, human, computer);
    int cause = ui_stats_write(path, &st, err, sizeof err);
    if (!cause) return;
    ui_not_written_words(cause, path, err, words, sizeof words); /* err to stderr */
    /* TRANSLATORS: %s is a sentence such as "stats.txt cannot be written: the disk is full." */
    snprintf(said, sizeof said, _("Statistics not saved: %.120s"), words);
    tell(a, said);
}

void ui_stats_open(ui_app *a)
{
    char path[1100], err[1300];
    a->ui.overlay = UI_OV_STATS;
    a->ui.stats_problem[0] = '\0';
    int rc = stats_path(path, sizeof path) ? ui_stats_read(path, &a->ui.stats, err, sizeof err) : 1;
    if (rc < 0) {
        fprintf(stderr, "metro: %s\n", err);
        snprintf(a->ui.stats_problem, sizeof a->ui.stats_problem, "%s",
                 _("The statistics file cannot be read (see terminal); it is kept as it is."));
    }
}
