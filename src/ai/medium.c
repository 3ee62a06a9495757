/* Computer player "medium" (the strong player of issue 5): determinized look-ahead. The best
 * one-ply moves are tried on many redeals of the hidden tiles; after each, every player answers
 * with the one-ply policy for a few turns and the evaluation judges the result. Candidates share
 * each redeal (common random numbers) and the worse half is dropped at doubling intervals
 * (successive halving). */
#include <stdlib.h>

#include "ai_internal.h"
#include "metro/i18n_mark.h"

enum {
    MAX_CANDIDATES = 10, /* one-ply best moves searched further */
    DEFAULT_MS = 500,    /* thinking time when the budget names none */
    FIRST_CUT = 8,       /* rounds before the first halving */
};

typedef struct candidate {
    metro_move move;
    double prior; /* one-ply value */
    double sum;   /* total of playout values */
    int n;
    bool alive;
} candidate;

/* Turns played after the candidate before judging: every rival answers and
 * the mover plays once more (solo: a few turns of its own). */
static int depth_for(const metro_state *s, const ai_params *p)
{
    if (p->depth > 0) return p->depth;
    return s->cfg.players < 2 ? 4 : s->cfg.players + 1;
}

static double playout(const metro_state *root, const metro_move *m, uint64_t deal_seed,
                      const ai_params *p)
{
    metro_rng rng;
    metro_rng_seed(&rng, deal_seed);
    metro_state s = *root;
    int me = s.current;
    metro_redeal_hidden(&s, me, &rng);
    metro_apply_unchecked(&s, m);
    int stop = root->turn + 1 + depth_for(root, p);
    while (s.turn < stop && !metro_over(&s)) {
        metro_move q;
        if (!ai_quick_move(&s, p, &rng, &q)) break;
        metro_apply_unchecked(&s, &q);
    }
    return ai_eval(&s, me, p);
}

static int by_prior(const void *a, const void *b)
{
    double x = ((const candidate *)a)->prior, y = ((const candidate *)b)->prior;
    return (x < y) - (x > y);
}

/* The top one-ply moves, plus the draw when it is legal: its one-ply value
 * is only an average, so the search judges it too. */
static int pick_candidates(const metro_state *s, const ai_params *p, candidate *c)
{
    metro_move moves[METRO_MAX_MOVES];
    double value[METRO_MAX_MOVES];
    int n = ai_rate_moves(s, p, moves, value), k = 0, draw = -1;
    candidate all[METRO_MAX_MOVES];
    for (int i = 0; i < n; i++) {
        all[i] = (candidate){.move = moves[i], .prior = value[i], .alive = true};
        if (moves[i].kind == METRO_MOVE_DRAW) draw = i;
    }
    qsort(all, (size_t)n, sizeof all[0], by_prior);
    bool draw_in = false;
    for (; k < n && k < MAX_CANDIDATES; k++) {
        c[k] = all[k];
        draw_in |= all[k].move.kind == METRO_MOVE_DRAW;
    }
    if (draw >= 0 && !draw_in) {
        for (int i = 0; i < n; i++)
            if (all[i].move.kind == METRO_MOVE_DRAW) c[k - 1] = all[i];
    }
    return k;
}

static double mean(const candidate *c)
{
    return c->n ? c->sum / c->n : -1e18;
}

/* Keep the better half (at least two) of the live candidates. */
static void halve(candidate *c, int k)
{
    int alive = 0;
    for (int i = 0; i < k; i++) alive += c[i].alive;
    for (int drop = alive / 2; drop > 0 && alive > 2; drop--, alive--) {
        int worst = -1;
        for (int i = 0; i < k; i++)
            if (c[i].alive && (worst < 0 || mean(&c[i]) < mean(&c[worst]))) worst = i;
        c[worst].alive = false;
    }
}

static int choose_medium(const metro_state *s, uint64_t seed, const metro_ai_budget *budget,
                         metro_move *out)
{
    ai_params params = ai_params_for(s);
    const ai_params *p = &params;
    candidate c[MAX_CANDIDATES];
    double t0 = metro_ai_budget_clock(budget);
    int k = pick_candidates(s, p, c);
    if (k == 0) return METRO_ERR_GAME_OVER;
    *out = c[0].move;
    if (k == 1) return METRO_OK;
    int max_playouts = budget->max_playouts;
    double ms = budget->ms_per_move > 0 ? budget->ms_per_move : max_playouts ? 0 : DEFAULT_MS;
    metro_rng rng;
    metro_rng_seed(&rng, seed);
    int playouts = 0;
    for (int round = 1, cut = FIRST_CUT;; round++) {
        uint64_t deal_seed = metro_rng_next(&rng);
        for (int i = 0; i < k; i++) {
            if (!c[i].alive) continue;
            c[i].sum += playout(s, &c[i].move, deal_seed, p);
            c[i].n++;
            playouts++;
        }
        if (max_playouts && playouts >= max_playouts) break;
        if (ms > 0 && metro_ai_budget_clock(budget) - t0 >= ms) break;
        if (round == cut) halve(c, k), cut *= 2;
    }
    int best = -1;
    for (int i = 0; i < k; i++)
        if (c[i].alive && (best < 0 || mean(&c[i]) > mean(&c[best]))) best = i;
    *out = c[best].move;
    return METRO_OK;
}

const metro_ai metro_ai_medium = {
    .name = "medium",
    .level = METRO_N_("medium"),
    .description = METRO_N_("Plans a few turns ahead; beats easy 19 games in 20."),
    .choose = choose_medium,
};
