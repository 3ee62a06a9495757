/* metro_lay_preview (the rollouts' look at a lay) says exactly what laying
 * the tile does to the lines waiting there: for every legal lay of many
 * positions of every set-up, the lines after a real metro_apply match,
 * down to the port where an open line waits next. metro_edge_exit_share
 * counts the tiles that end a line entering a square by one tile. */
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
                      CHECK_EQ(e[j].points, e[j].done ? after->points : 0) &&
                      CHECK_EQ(e[j].wait, e[j].done ? 0 : after->head_sq * 4 + after->head_side);
            if (!ok) fprintf(stderr, "  line %d, lay on %d, turn %d\n", e[j].line, m->sq, s->turn);
        }
        (*lays)++, *effects += k;
    }
}

/* Every port's share against a lay of each tile on an empty board: a line
 * waiting at the port ends there exactly when that tile ends it. */
static void check_edge_share(void)
{
    metro_config cfg;
    metro_config_default(&cfg, 2);
    metro_state s;
    CHECK(metro_setup(&s, &cfg, NULL, 0) == METRO_OK);
    int one[METRO_TILE_TYPES] = {0}, ends = 0;
    float share[METRO_SQUARES * 4];
    for (int tile = 0; tile < METRO_TILE_TYPES; tile++) {
        one[tile] = 1;
        metro_edge_exit_share(one, share);
        one[tile] = 0;
        for (int sq = 0; sq < METRO_SQUARES; sq++)
            for (int side = 0; side < 4; side++) {
                int id = s.wait[sq][side];
                if (id == METRO_NO_LINE) continue;
                metro_lay_effect e[4];
                int k = metro_lay_preview(&s, tile, sq, e);
                for (int j = 0; j < k; j++)
                    if (e[j].line == id) {
                        CHECK_EQ(share[sq * 4 + side] == 1.0f, e[j].done && e[j].entries == 1);
                        ends += e[j].done;
                    }
            }
    }
    CHECK(ends > 0); /* some tile ends some line on the edge at once */
}

int main(void)
{
    check_edge_share();
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
