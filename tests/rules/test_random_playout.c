/* metro_random_playout against the move-by-move loop (metro_random_move,
 * then metro_apply_unchecked): from the same state and generator, the same
 * moves played and the same final state and generator, byte for byte. The
 * base game from its set-up for every player count, from positions part
 * way through (some with the first pick's rare retry, some with a drawn
 * tile to lay), from positions no real game reaches (a seat with no tile,
 * a deck that ran out early), and the games that play move by move
 * (modules, larger hands, free orientation). The test runs in whichever
 * build it is in: POPCNT/PDEP or portable (-Dcpu_dispatch=false). */
#include "random_games.h"

enum { MOVE_LIMIT = 3000 };

/* Plays *s out both ways with generator *r. Returns whether they agree. */
static bool compare_from(const metro_state *s, const metro_rng *r)
{
    static metro_state a, b; /* test only: compared byte for byte, padding too */
    memcpy(&a, s, sizeof a);
    memcpy(&b, s, sizeof b);
    metro_rng ra = *r, rb = *r;
    int played = metro_random_playout(&a, &ra);
    int want = random_games_move_by_move(&b, &rb, MOVE_LIMIT);
    bool same = CHECK_EQ(played, want);
    same &= CHECK(memcmp(&a, &b, sizeof a) == 0);
    same &= CHECK_EQ_U64(ra.s[0], rb.s[0]);
    same &= CHECK_EQ_U64(ra.s[1], rb.s[1]);
    same &= CHECK_EQ(metro_over(&a), metro_over(&b));
    return same;
}

/* `games` games of one set-up from their start; every game also from a
 * position `g % 64` moves in, every other one of those with a first draw
 * that must be redone or checked again. */
static void compare_games(int players, const char *modules, int hand, bool free_orientation,
                          int games)
{
    metro_config cfg = random_games_config(players, modules, hand, free_orientation);
    metro_rng seeds;
    metro_rng_seed(&seeds, 101u + (unsigned)players);
    for (int g = 0; g < games; g++) {
        cfg.seed = metro_rng_next(&seeds);
        metro_state s;
        if (!CHECK_EQ(metro_setup(&s, &cfg, NULL, 0), METRO_OK)) return;
        metro_rng r;
        metro_rng_seed(&r, cfg.seed ^ 0x5eedu);
        if (!compare_from(&s, &r)) return;
        random_games_move_by_move(&s, &r, g % 64);
        if (g % 2) random_games_next_output_small(&r, 1 + (uint64_t)g * 977u);
        if (!compare_from(&s, &r)) return;
    }
}

/* Positions no real game reaches, which the playout leaves to the
 * move-by-move loop or plays through its rarer turns. */
static void compare_odd_positions(int games)
{
    for (int g = 0; g < games; g++) {
        metro_config cfg = random_games_config(2 + g % 5, NULL, 1, false);
        cfg.seed = 9000u + (unsigned)g;
        metro_state s, odd;
        CHECK_EQ(metro_setup(&s, &cfg, NULL, 0), METRO_OK);
        metro_rng r;
        metro_rng_seed(&r, cfg.seed);
        random_games_move_by_move(&s, &r, g % 40);
        if (metro_over(&s) || s.drawn != METRO_NO_TILE) continue;
        /* The deck runs out now: the seats lay what they hold, then the
         * game ends with squares left (the next seat found by search). */
        odd = s;
        odd.deck_len = odd.deck_top;
        compare_from(&odd, &r);
        /* The seat to move holds no tile: it must draw. */
        odd = s;
        odd.hand[odd.current][0] = METRO_NO_TILE;
        compare_from(&odd, &r);
        /* A game already over: no move, the generator untouched. */
        odd = s;
        odd.phase = METRO_PHASE_OVER;
        compare_from(&odd, &r);
    }
}

int main(void)
{
    for (int p = 2; p <= 6; p++) compare_games(p, NULL, 1, false, 1000);
    compare_odd_positions(200);
    compare_games(4, NULL, 3, false, 40);
    compare_games(3, NULL, 2, true, 40);
    compare_games(4, NULL, 1, true, 40);
    compare_games(1, "solo", 1, false, 40);
    compare_games(4, "paris", 1, false, 20);
    compare_games(4, "shares,central-stations", 1, false, 20);
    return check_done();
}
