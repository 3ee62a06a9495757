/* "report-record": the game's record as the engine replays it, one line a
 * move ("record K NAME lay C4 5,3": the points of each line it closed, 0
 * none), for tests that compare what was said with what was played. */
#include <stdio.h>

#include "harness/script_kit.h"

static void print_move(const metro_game *g, int k, const metro_state *before,
                       const metro_state *after)
{
    const metro_move *m = &g->moves[k];
    char sq[4] = "-";
    if (m->kind == METRO_MOVE_LAY) metro_square_name(m->sq, sq);
    printf("record %d %s %s %s ", k + 1, g->seat[before->current].name,
           m->kind == METRO_MOVE_LAY    ? "lay"
           : m->kind == METRO_MOVE_DRAW ? "draw"
                                        : "module",
           sq);
    int closed = 0;
    for (int i = 0; i < METRO_MAX_LINES; i++)
        if (before->line[i].status != METRO_LINE_DONE && after->line[i].status == METRO_LINE_DONE)
            printf("%s%d", closed++ ? "," : "", after->line[i].points);
    printf("%s\n", closed ? "" : "0");
}

int ui_script_report_record(ui_script *s, ui_app *a, const char *arg)
{
    (void)s, (void)arg;
    const metro_game *g = a->game;
    metro_state st = g->initial;
    for (int k = 0; k < g->cursor; k++) {
        metro_state before = st;
        metro_apply_unchecked(&st, &g->moves[k]);
        print_move(g, k, &before, &st);
    }
    fflush(stdout);
    return 1;
}
