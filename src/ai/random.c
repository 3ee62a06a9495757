/* Computer player "random": a uniform pick among the legal moves. */
#include "metro/ai.h"
#include "metro/i18n_mark.h"

static int choose_random(const metro_state *s, uint64_t seed, const metro_ai_budget *budget,
                         metro_move *out)
{
    (void)budget;
    metro_move moves[METRO_MAX_MOVES];
    int n = metro_legal_moves(s, moves);
    if (n == 0) return METRO_ERR_GAME_OVER;
    metro_rng rng;
    metro_rng_seed(&rng, seed);
    *out = moves[metro_rng_below(&rng, (uint32_t)n)];
    return METRO_OK;
}

const metro_ai metro_ai_random = {
    .name = "random",
    .level = METRO_N_("beginner"),
    .description = METRO_N_("Lays any legal tile at random."),
    .choose = choose_random,
};
