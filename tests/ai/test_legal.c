/* Every computer player returns only legal moves, in thousands of positions
 * of the base game and of every module combination, and refuses a finished game. */
#include "ai_helpers.h"

enum { GAMES_PER_COMBO = 4, SEARCH_EVERY = 5, N_AI = 4 };

static const char *const names[N_AI] = {"random", "greedy", "medium", "strong"};

/* kinds[k]: how often strong chose a move of kind k (it must use them all). */
static void check_position(const metro_state *s, metro_rng *r, int position, long checked[N_AI],
                           long kinds[4])
{
    metro_ai_budget budget = {.max_playouts =
                                  6}; /* a few playouts: fast, and still a real search */
    for (int i = 0; i < N_AI; i++) {
        if (i >= 2 && position % SEARCH_EVERY) continue; /* the searching players */
        metro_move m;
        int rc = metro_ai_choose(metro_ai_find(names[i]), s, metro_rng_next(r), &budget, &m);
        if (!CHECK_EQ(rc, METRO_OK) || !CHECK(ai_move_is_listed(s, &m))) {
            char text[64];
            metro_move_format(s, &m, text, sizeof text);
            fprintf(stderr, "  %s chose '%s' (kind %d) at turn %d\n", names[i], text, m.kind,
                    s->turn);
        }
        checked[i]++;
        if (i == 3 && m.kind < 4) kinds[m.kind]++;
    }
}

int main(void)
{
    metro_rng r;
    metro_rng_seed(&r, 5);
    long checked[N_AI] = {0, 0, 0, 0}, kinds[4] = {0, 0, 0, 0};
    for (int c = 0; c < AI_N_COMBOS && check_failures() < 20; c++) {
        for (int g = 0; g < GAMES_PER_COMBO; g++) {
            metro_state s;
            ai_random_setup(&s, &ai_combos[c], &r);
            for (int pos = 0; !metro_over(&s); pos++) {
                check_position(&s, &r, pos, checked, kinds);
                ai_walk_step(&s, &r);
            }
            metro_move m;
            for (int i = 0; i < metro_ai_count(); i++)
                CHECK_EQ(metro_ai_choose(metro_ai_get(i), &s, 1, NULL, &m), METRO_ERR_GAME_OVER);
        }
    }
    printf("positions checked: random %ld, greedy %ld, medium %ld, strong %ld\n", checked[0],
           checked[1], checked[2], checked[3]);
    printf("strong chose: %ld lays, %ld draws, %ld module moves\n", kinds[METRO_MOVE_LAY],
           kinds[METRO_MOVE_DRAW], kinds[METRO_MOVE_MODULE]);
    CHECK(checked[0] >= 2000 && checked[2] >= 400 && checked[3] >= 400);
    CHECK(kinds[METRO_MOVE_DRAW] > 0 && kinds[METRO_MOVE_MODULE] > 0);
    return check_done();
}
