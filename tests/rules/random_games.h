/* Helpers of the rules tests that play random games (random_move,
 * random_playout): a configuration by its parts, the move-by-move loop the
 * fast paths must match, and a generator steered into the pick's rare
 * retry. */
#pragma once

#include "check.h"
#include "metro/engine.h"
#include "metro/module.h"

/* A game's set-up: players, module list (NULL for none), hand size and
 * orientation; seed 1 until the caller sets one. */
static inline metro_config random_games_config(int players, const char *modules, int hand,
                                               bool free_orientation)
{
    metro_config cfg;
    metro_config_default(&cfg, players);
    cfg.hand_size = hand;
    cfg.free_orientation = free_orientation;
    if (modules) CHECK_EQ(metro_modules_parse(modules, &cfg.modules, NULL, 0), METRO_OK);
    return cfg;
}

/* The reference loop: metro_random_move, then metro_apply_unchecked, until
 * there is no move (at most `limit` moves). Returns the moves played. */
static inline int random_games_move_by_move(metro_state *s, metro_rng *rng, int limit)
{
    metro_move m;
    int played = 0;
    while (played < limit && metro_random_move(s, rng, &m)) {
        metro_apply_unchecked(s, &m);
        played++;
    }
    return played;
}

/* A generator whose next output is below 2^32: a bounded draw from it
 * multiplies 0 by the bound, which lands in the range that may be biased,
 * so the pick's rare retry runs. */
static inline void random_games_next_output_small(metro_rng *r, uint64_t low)
{
    r->s[0] = 0;
    r->s[1] = (low >> 17) | (low << 47); /* output rotl(s0 + s1, 17) + s0 = low, not 0 */
}
