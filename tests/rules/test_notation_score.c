/* §8 metro_notation_score against metro_notation_validate (the game path):
 * the same verdict, message and scores on many random sequences. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "metro/engine.h"
#include "metro/notation.h"
#include "metro/rng.h"

enum { GAMES = 3000 };

/* The placements of one random game played to the end (free orientation
 * lays rotated tiles too). */
static int random_game(int players, bool free_orientation, metro_rng *rng, metro_placement *p)
{
    metro_config cfg;
    metro_state s;
    metro_move_set set;
    int k = 0;
    metro_config_default(&cfg, players);
    cfg.free_orientation = free_orientation;
    cfg.seed = metro_rng_next(rng);
    metro_setup(&s, &cfg, NULL, 0);
    while (!metro_over(&s)) {
        int count = metro_legal_move_set(&s, &set);
        if (count <= 0) break;
        metro_move m = metro_move_set_get(&set, (int)metro_rng_below(rng, (uint32_t)count));
        if (m.kind == METRO_MOVE_LAY && k < METRO_DECK_SIZE)
            p[k++] = (metro_placement){m.tile, m.sq};
        metro_apply_unchecked(&s, &m);
    }
    return k;
}

/* Break a sequence in one of several ways, or (sometimes) leave it whole. */
static int mutate(metro_placement *p, int n, metro_rng *rng)
{
    int k = (int)metro_rng_below(rng, (uint32_t)n);
    switch (metro_rng_below(rng, 6)) {
    case 0: /* another tile */
        p[k].tile = (uint8_t)metro_rng_below(rng, METRO_TILE_TYPES);
        break;
    case 1: /* another square (centre, taken, far away, ...) */
        p[k].sq = (uint8_t)metro_rng_below(rng, METRO_SQUARES);
        break;
    case 2: { /* two placements swapped */
        int j = (int)metro_rng_below(rng, (uint32_t)n);
        metro_placement t = p[k];
        p[k] = p[j], p[j] = t;
        break;
    }
    case 3: /* cut short: a partial board */
        return k;
    case 4: /* a placement repeated (too many copies, or a taken square) */
        p[k] = p[(k + 1) % n];
        break;
    default:
        break;
    }
    return n;
}

static void compare(const metro_placement *p, int n, int players, bool free_orientation)
{
    metro_state board;
    int score[METRO_MAX_ACCOUNTS];
    char why_game[256] = "", why_lean[256] = "";
    int want =
        metro_notation_validate(p, n, players, free_orientation, &board, why_game, sizeof why_game);
    int got =
        metro_notation_score(p, n, players, free_orientation, score, why_lean, sizeof why_lean);
    CHECK_EQ(got, want);
    if (want) CHECK_STR(why_lean, why_game);
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) CHECK_EQ(score[a], board.score[a]);
}

int main(void)
{
    metro_rng rng;
    metro_rng_seed(&rng, 20261126);
    int invalid = 0;
    for (int g = 0; g < GAMES; g++) {
        int players = 2 + g % 5;
        bool free_orientation = g % 3 == 0;
        metro_placement p[METRO_DECK_SIZE];
        int n = random_game(players, free_orientation, &rng, p);
        CHECK_EQ(n, METRO_TILE_SQUARES);
        compare(p, n, players, free_orientation);
        for (int m = 0; m < 4; m++) { /* several breaks on top of each other */
            n = mutate(p, n, &rng);
            if (n == 0) break;
            char why[256];
            metro_state b;
            invalid +=
                metro_notation_validate(p, n, players, free_orientation, &b, why, sizeof why) != 0;
            compare(p, n, players, free_orientation);
        }
    }
    /* Every prefix of some whole games, broken or not: the board as it
     * grows, and the first bad placement at each length. */
    for (int g = 0; g < 200; g++) {
        int players = 2 + g % 5;
        bool free_orientation = g % 4 == 0;
        metro_placement p[METRO_DECK_SIZE];
        int n = random_game(players, free_orientation, &rng, p);
        if (g % 2) n = mutate(p, n, &rng);
        for (int cut = 0; cut <= n; cut++) compare(p, cut, players, free_orientation);
    }
    /* The random breaks must reach the error paths, or the comparison says little. */
    CHECK(invalid > GAMES);
    return check_done();
}
