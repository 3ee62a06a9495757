/* Metro City St. Petersburg (docs/rules.md §7.5): chip balance, the choice of
 * a tourist right after a lay on a sight (the turn waits for it), the worked
 * example (a line over the tourist tile 3 times takes 3 chips), refused move
 * text, and secrets that a redeal keeps from the seat. */
#include "helpers.h"

/* Every colour's chips add up to 10; the spreads differ. */
static void test_balance(void)
{
    for (int c = 0; c < 8; c++) {
        int v[4], sum = 0, n = metro_spb_chip_values(c, v);
        CHECK_EQ(n, 4);
        for (int k = 0; k < n; k++) sum += v[k];
        CHECK_EQ(sum, 10);
        printf("%-7s chips %d %d %d %d (mean 2.5, range %d)\n", metro_city_colour_name(c), v[0],
               v[1], v[2], v[3], v[3] - v[0]);
    }
}

/* Random games: after a lay on a sight only tourist moves are legal and a lay
 * is refused with a reason; each scored line takes one chip per pass over
 * each tourist tile (3 passes: 3 chips); redeals ignore what the seat cannot
 * see; bad text is refused. */
static void test_play(void)
{
    metro_rng r;
    metro_rng_seed(&r, 17);
    int choices = 0, three = 0;
    for (uint64_t seed = 1; seed <= 80; seed++) {
        metro_config cfg = make_config(2 + (int)(seed % 5), "st-petersburg", seed);
        metro_state s;
        setup_or_die(&s, &cfg);
        metro_move m;
        while (!metro_over(&s) && random_move(&s, &r, &m)) {
            metro_state before = s;
            metro_apply_unchecked(&s, &m);
            if (metro_spb_pending(&s) >= 0) { /* the choice comes before the turn passes */
                choices++;
                CHECK_EQ(s.current, before.current);
                metro_move legal[METRO_MAX_MOVES];
                int n = metro_legal_moves(&s, legal);
                CHECK(n > 0);
                for (int i = 0; i < n; i++) CHECK_EQ(legal[i].kind, METRO_MOVE_MODULE);
                metro_move draw = {.kind = METRO_MOVE_DRAW};
                char why[256] = "";
                CHECK(metro_move_check(&s, &draw, why, sizeof why) != METRO_OK);
                CHECK(strstr(why, "choice") != NULL);
                CHECK(redeal_ignores_hidden(&s, (s.current + 1) % s.cfg.players, seed));
            }
            if (m.kind != METRO_MOVE_LAY) continue;
            for (int id = 0; id < METRO_MAX_LINES; id++) {
                const metro_line *l = &s.line[id];
                if (l->status != METRO_LINE_DONE || before.line[id].status == METRO_LINE_DONE ||
                    l->owner < 0)
                    continue;
                for (int i = 0; i < 8; i++) {
                    int sq = metro_spb_sight_square(i), k = metro_line_passes(&s, id, sq);
                    if (s.cell[sq] == METRO_NO_TILE || !k) continue;
                    three += k == 3;
                    CHECK(metro_spb_stack_left(&before, i) - metro_spb_stack_left(&s, i) >= k ||
                          metro_spb_colour(&before, i) == -2); /* laid this turn */
                }
            }
        }
        int held = 0;
        for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) {
            int col[32], val[32];
            held += metro_spb_chips(&s, a, col, val);
        }
        int on_board = 0;
        for (int i = 0; i < 8; i++) on_board += metro_spb_colour(&s, i) >= 0;
        CHECK(held <= 4 * on_board);
    }
    CHECK(choices > 0);
    CHECK_MSG(three > 0, "some line ran over a tourist tile 3 times");
}

static void test_refusals(void)
{
    metro_config cfg = make_config(3, "st-petersburg", 4);
    metro_state s;
    setup_or_die(&s, &cfg);
    metro_move m;
    char why[256] = "";
    CHECK(metro_move_parse(&s, "tourist:grey", &m, why, sizeof why) != METRO_OK);
    CHECK(why[0] != 0);
    CHECK_EQ(metro_move_parse(&s, "tourist:red", &m, why, sizeof why), METRO_OK);
    CHECK(metro_move_check(&s, &m, why, sizeof why) != METRO_OK); /* no sight laid yet */
    CHECK(strstr(why, "sight") != NULL);
}

int main(void)
{
    test_balance();
    test_play();
    test_refusals();
    return check_done();
}
