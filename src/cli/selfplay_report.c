/* What `metro-cli selfplay` prints: one line per game and a summary line. */
#include "selfplay_report.h"

#include <inttypes.h>

#include "metro/module.h"
#include "metro/notation.h"

/* The placements in the order played: every lay of the game's history. */
static void print_placements(FILE *f, const metro_game *g)
{
    for (int i = 0; i < g->n_moves; i++) {
        const metro_move *m = &g->moves[i];
        if (m->kind != METRO_MOVE_LAY) continue;
        char text[7];
        metro_placement_format((metro_placement){m->tile, m->sq}, text);
        fputs(text, f);
    }
}

/* Fields appended for the modules in play: each module's summary hook
 * (docs/cli.md lists them), so this file names no module. */
void selfplay_print_module_fields(FILE *f, const metro_game *g)
{
    char facts[2048];
    metro_modules_summary(&g->state, facts, sizeof facts);
    fputs(facts, f);
}

void selfplay_print_game(FILE *f, const metro_game *g, int index)
{
    int score[METRO_MAX_PLAYERS];
    metro_final_scores(&g->state, score);
    fprintf(f, "game %d seed %" PRIu64 " scores", index, g->cfg.seed);
    for (int p = 0; p < g->cfg.players; p++) fprintf(f, " %d", score[p]);
    fprintf(f, " placements ");
    print_placements(f, g);
    selfplay_print_module_fields(f, g);
    fputc('\n', f);
}

void selfplay_add_game(selfplay_totals *t, const metro_game *g)
{
    int score[METRO_MAX_PLAYERS], best = 0;
    metro_final_scores(&g->state, score);
    t->players = g->cfg.players;
    t->games++;
    for (int p = 0; p < t->players; p++) {
        t->points[p] += score[p];
        if (p == 0 || score[p] > best) best = score[p];
    }
    for (int p = 0; p < t->players; p++) t->wins[p] += score[p] == best;
}

void selfplay_print_summary(FILE *f, const selfplay_totals *t)
{
    fprintf(f, "summary games %d mean", t->games);
    for (int p = 0; p < t->players; p++)
        fprintf(f, " %.2f", t->games ? (double)t->points[p] / t->games : 0.0);
    fprintf(f, " wins");
    for (int p = 0; p < t->players; p++) fprintf(f, " %d", t->wins[p]);
    fputc('\n', f);
}
