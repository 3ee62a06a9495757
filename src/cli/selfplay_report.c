/* What `metro-cli selfplay` prints: one line per game and a summary line. */
#include "selfplay_report.h"

#include <inttypes.h>

#include "metro/modules.h"
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

/* Fields appended for the modules in play (docs/cli.md):
 *   companies P0 .. P7        points of yellow .. white (shares, solo)
 *   shares H1 .. HN           per seat: COMPANY10,COMPANY20,COMPANY30,COMPANY40
 *                             (a '*' marks a share shown for a central station)
 *   tokens S:ACCOUNT,..       central station tokens: slot and owner (seat 1..N
 *                             or a company name), '-' for none
 *   chits C1 .. CN            per seat: station:points,.. ('-' for none) */
void selfplay_print_module_fields(FILE *f, const metro_game *g)
{
    const metro_state *s = &g->state;
    int n = g->cfg.players;
    if (metro_module_active(s, "shares") || metro_module_active(s, "solo")) {
        fprintf(f, " companies");
        for (int c = 0; c < METRO_COMPANIES; c++) fprintf(f, " %d", metro_company_points(s, c));
    }
    if (metro_module_active(s, "shares")) {
        fprintf(f, " shares");
        for (int p = 0; p < n; p++)
            for (int k = 0; k < METRO_SHARE_STACKS; k++)
                fprintf(f, "%s%s%d%s", k ? "," : " ",
                        metro_company_name(metro_shares_holding(s, p, k)), (k + 1) * 10,
                        metro_shares_frozen(s, p, k) ? "*" : "");
    }
    if (metro_module_active(s, "central-stations")) {
        int placed = 0;
        fprintf(f, " tokens ");
        for (int slot = 0; slot < METRO_CENTRE_SIDES; slot++) {
            int a = metro_token_owner(s, slot);
            if (a < 0) continue;
            if (a >= METRO_ACCOUNT_COMPANY0)
                fprintf(f, "%s%d:%s", placed++ ? "," : "", slot,
                        metro_company_name(a - METRO_ACCOUNT_COMPANY0));
            else
                fprintf(f, "%s%d:%d", placed++ ? "," : "", slot, a + 1);
        }
        if (!placed) fputc('-', f);
    }
    if (metro_module_active(s, "station-numbers")) {
        fprintf(f, " chits");
        for (int p = 0; p < n; p++) {
            int st[METRO_STATIONS], k = metro_chits_of(s, p, st);
            fputc(' ', f);
            for (int i = 0; i < k; i++)
                fprintf(f, "%s%d:%d", i ? "," : "", st[i], metro_chit_points(s, st[i]));
            if (!k) fputc('-', f);
        }
    }
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
