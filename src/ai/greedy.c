/* Computer player "greedy": the move with the best immediate points for
 * itself, then the fewest for the others; a draw is valued by the average
 * best lay over the tiles it could draw. */
#include "metro/ai.h"

typedef struct value {
    int own, others; /* points gained by the mover, and by everyone else */
} value;

static bool better(value a, value b)
{
    return a.own - a.others != b.own - b.others ? a.own - a.others > b.own - b.others : a.own > b.own;
}

/* Points per seat as if the game ended now (module payouts included). */
static value gain(const metro_state *before, const metro_state *after, int me)
{
    int b[METRO_MAX_PLAYERS], a[METRO_MAX_PLAYERS];
    metro_final_scores(before, b);
    metro_final_scores(after, a);
    value v = {0, 0};
    for (int p = 0; p < before->cfg.players; p++) {
        if (p == me)
            v.own += a[p] - b[p];
        else
            v.others += a[p] - b[p];
    }
    return v;
}

/* Best value among the moves of a position (no draws considered). */
static value best_lay(const metro_state *s, int me, metro_move *moves)
{
    value best = {-1000000, 0};
    int n = metro_legal_moves(s, moves);
    for (int i = 0; i < n; i++) {
        if (moves[i].kind == METRO_MOVE_DRAW) continue;
        metro_state t = *s;
        metro_apply_unchecked(&t, &moves[i]);
        value v = gain(s, &t, me);
        if (better(v, best)) best = v;
    }
    return best;
}

/* Expected best lay after a draw, over the deck's tile types (scaled x100). */
static value draw_value(const metro_state *s, int me, metro_move *scratch)
{
    int count[METRO_TILE_TYPES] = {0}, total = 0;
    for (int i = s->deck_top; i < s->deck_len; i++) count[s->deck[i]]++, total++;
    value sum = {0, 0};
    for (int t = 0; t < METRO_TILE_TYPES && total; t++) {
        if (!count[t]) continue;
        metro_state d = *s;
        d.drawn = (uint8_t)t;
        value v = best_lay(&d, me, scratch);
        sum.own += v.own * 100 * count[t] / total;
        sum.others += v.others * 100 * count[t] / total;
    }
    return sum;
}

static int choose_greedy(const metro_state *s, uint64_t seed, const metro_ai_budget *budget,
                         metro_move *out)
{
    (void)budget;
    metro_move moves[METRO_MAX_MOVES], scratch[METRO_MAX_MOVES];
    int n = metro_legal_moves(s, moves), me = s->current, ties = 0;
    if (n == 0) return METRO_ERR_GAME_OVER;
    metro_rng rng;
    metro_rng_seed(&rng, seed);
    value best = {-100000000, 0};
    for (int i = 0; i < n; i++) {
        value v;
        if (moves[i].kind == METRO_MOVE_DRAW) {
            v = draw_value(s, me, scratch);
        } else {
            metro_state t = *s;
            metro_apply_unchecked(&t, &moves[i]);
            v = gain(s, &t, me);
            v.own *= 100, v.others *= 100;
        }
        /* Equal values: pick uniformly (reservoir sampling) so play varies. */
        if (better(v, best)) {
            best = v, ties = 1, *out = moves[i];
        } else if (!better(best, v) && metro_rng_below(&rng, (uint32_t)++ties) == 0) {
            *out = moves[i];
        }
    }
    return METRO_OK;
}

const metro_ai metro_ai_greedy = {
    .name = "greedy",
    .description = "Takes the most points now and gives away the fewest.",
    .choose = choose_greedy,
};
