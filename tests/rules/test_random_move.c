/* metro_random_move against the move set: the same draw from the same
 * generator must give the same move, in the base game (its fast pick) and
 * in games with modules, free orientation and larger hands (the set);
 * every 5th move with a first draw that must be redone or checked again. */
#include "random_games.h"

static void compare_games(int players, const char *modules, int hand, bool free_orientation,
                          int games)
{
    metro_config cfg = random_games_config(players, modules, hand, free_orientation);
    metro_rng seeds;
    metro_rng_seed(&seeds, 77u + (unsigned)players);
    for (int g = 0; g < games; g++) {
        cfg.seed = metro_rng_next(&seeds);
        metro_state s;
        CHECK_EQ(metro_setup(&s, &cfg, NULL, 0), METRO_OK);
        metro_rng a, b;
        metro_rng_seed(&a, cfg.seed ^ 0xabcdefu);
        b = a;
        for (int move = 0; !metro_over(&s); move++) {
            if (move % 5 == 0)
                random_games_next_output_small(&a, 1 + (uint64_t)(g * 61 + move) % 0xFFFFFFFFu);
            b = a;
            metro_move_set set;
            int n = metro_legal_move_set(&s, &set);
            metro_move want = metro_move_set_get(&set, (int)metro_rng_below(&a, (uint32_t)n));
            metro_move got;
            CHECK(metro_random_move(&s, &b, &got));
            CHECK(want.kind == got.kind && want.tile == got.tile && want.sq == got.sq &&
                  want.from == got.from && want.module == got.module && want.a == got.a);
            CHECK(a.s[0] == b.s[0] && a.s[1] == b.s[1]);
            if (want.kind != got.kind || want.sq != got.sq) return;
            metro_apply_unchecked(&s, &want);
        }
        metro_move m;
        metro_rng before = b;
        CHECK(!metro_random_move(&s, &b, &m)); /* over: no move, no draw */
        CHECK(before.s[0] == b.s[0] && before.s[1] == b.s[1]);
    }
}

int main(void)
{
    for (int p = 2; p <= 6; p++) compare_games(p, NULL, 1, false, 300);
    compare_games(4, NULL, 3, false, 50);
    compare_games(3, NULL, 2, true, 50);
    compare_games(1, "solo", 1, false, 50);
    compare_games(4, "paris", 1, false, 30);
    compare_games(4, "shares,central-stations", 1, false, 30);
    return check_done();
}
