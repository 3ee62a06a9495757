/* The CPU-specific builds of the move-set functions (POPCNT, PDEP on x86-64)
 * against the portable ones, over every position of many random games and
 * every move index: same sets, same moves. On a CPU without those
 * instructions both sides are the portable build and this still checks the
 * public functions against it. */
#include <string.h>

#include "check.h"
#include "internal.h"

static void compare_at(const metro_state *s)
{
    metro_move_set fast, portable;
    int n = metro_legal_move_set(s, &fast);
    memset(&portable, 0, sizeof portable);
    CHECK_EQ(metro_base_move_set_portable(s, &portable), n);
    CHECK_EQ(portable.count, fast.count);
    CHECK_EQ(portable.n_lays, fast.n_lays);
    CHECK_EQ(portable.n_other, fast.n_other);
    for (int g = 0; g < fast.n_lays && g < portable.n_lays; g++) {
        CHECK_EQ_U64(portable.squares[g], fast.squares[g]);
        CHECK_EQ(portable.n_squares[g], fast.n_squares[g]);
    }
    for (int i = 0; i < n; i++) {
        metro_move a = metro_move_set_get(&fast, i), b = metro_move_set_get_portable(&fast, i);
        CHECK(memcmp(&a, &b, sizeof a) == 0);
    }
}

int main(void)
{
    metro_rng rng;
    metro_rng_seed(&rng, 11);
    for (int game = 0; game < 400; game++) {
        metro_config cfg;
        metro_config_default(&cfg, 2 + game % 5);
        cfg.hand_size = 1 + game % 3;
        cfg.seed = metro_rng_next(&rng);
        metro_state s;
        if (!CHECK_EQ(metro_setup(&s, &cfg, NULL, 0), METRO_OK)) break;
        while (!metro_over(&s)) {
            compare_at(&s);
            metro_move_set set;
            int n = metro_legal_move_set(&s, &set);
            metro_move m = metro_move_set_get(&set, (int)metro_rng_below(&rng, (uint32_t)n));
            metro_apply_unchecked(&s, &m);
        }
    }
    return check_done();
}
