/* Computer player "greedy": the best move one ply ahead, judged by the shared
 * evaluation (completed points and the outlook of open lines, own minus rivals');
 * a draw is worth the mean best lay of the tiles it may bring. */
#include "ai_internal.h"
#include "metro/i18n_mark.h"

static int choose_greedy(const metro_state *s, uint64_t seed, const metro_ai_budget *budget,
                         metro_move *out)
{
    (void)budget;
    metro_move moves[METRO_MAX_MOVES];
    double value[METRO_MAX_MOVES];
    ai_params p = ai_params_for(s);
    int n = ai_rate_moves(s, &p, moves, value), ties = 0;
    if (n == 0) return METRO_ERR_GAME_OVER;
    metro_rng rng;
    metro_rng_seed(&rng, seed);
    double best = -1e18;
    for (int i = 0; i < n; i++) {
        /* Equal values: pick uniformly (reservoir sampling) so play varies. */
        if (value[i] > best + 1e-9) {
            best = value[i], ties = 1, *out = moves[i];
        } else if (value[i] > best - 1e-9 && metro_rng_below(&rng, (uint32_t)++ties) == 0) {
            *out = moves[i];
        }
    }
    return METRO_OK;
}

const metro_ai metro_ai_greedy = {
    .name = "greedy",
    .level = METRO_N_("easy"),
    .description = METRO_N_("Looks one move ahead; beats beginner 99 games in 100."),
    .choose = choose_greedy,
};
