/* metro_lay_preview (the rollouts' look at a lay) says exactly what laying
 * the tile does to the lines waiting there: for every legal lay of many
 * positions of every set-up, the lines after a real metro_apply match. */
#include "ai_helpers.h"
#include "metro/lay_preview.h"

enum { GAMES_PER_COMBO = 2 };

static void check_lays(const metro_state *s, long *lays, long *effects)
{
    metro_move moves[METRO_MAX_MOVES];
    int n = metro_legal_moves(s, moves);
    for (int i = 0; i < n; i++) {
        const metro_move *m = &moves[i];
        if (m->kind != METRO_MOVE_LAY) continue;
        metro_lay_effect e[4];
        int k = metro_lay_preview(s, m->tile, m->sq, e);
        metro_state t = *s;
        metro_apply_unchecked(&t, m);
        int waiting = 0;
        for (int side = 0; side < 4; side++) waiting += s->wait[m->sq][side] != METRO_NO_LINE;
        CHECK_EQ(k, waiting);
        for (int j = 0; j < k; j++) {
            const metro_line *after = &t.line[e[j].line];
            bool ok = CHECK_EQ(e[j].done, after->status == METRO_LINE_DONE) &&
                      CHECK_EQ(e[j].entries, after->entries) &&
                      CHECK_EQ(e[j].points, e[j].done ? after->points : 0);
            if (!ok) fprintf(stderr, "  line %d, lay on %d, turn %d\n", e[j].line, m->sq, s->turn);
        }
        (*lays)++, *effects += k;
    }
}

int main(void)
{
    metro_rng r;
    metro_rng_seed(&r, 17);
    long lays = 0, effects = 0;
    for (int c = 0; c < AI_N_COMBOS && check_failures() < 20; c++) {
        for (int g = 0; g < GAMES_PER_COMBO; g++) {
            metro_state s;
            ai_random_setup(&s, &ai_combos[c], &r);
            for (; !metro_over(&s); ai_walk_step(&s, &r)) check_lays(&s, &lays, &effects);
        }
    }
    printf("lays previewed %ld, lines traced %ld\n", lays, effects);
    CHECK(lays > 10000 && effects > lays / 2);
    return check_done();
}
