/* Study player "flat" (the hard level until issue 22): flat Monte Carlo
 * search to the end of the game.
 * The best one-ply moves are the candidates; every round deals the hidden
 * tiles and secrets anew, plays each live candidate on that deal and then
 * the whole rest of the game with the cheap rollout policy (src/ai/rollout.c),
 * and scores the final margin. Candidates share each round's deal and
 * rollout seed (common random numbers); the budget is split into equal
 * phases, and the worse half of the live candidates is dropped after each
 * (successive halving over the whole budget). */
#include "ai_internal.h"

enum {
    MAX_CANDIDATES = 20, /* one-ply best moves searched further */
    DEFAULT_MS = 500,    /* thinking time when the budget names none */
    CLOCK_EVERY = 8,     /* rollouts between clock reads (a read costs a system call) */
};

typedef struct search {
    metro_move move[MAX_CANDIDATES];
    double prior[MAX_CANDIDATES]; /* one-ply value */
    double sum[MAX_CANDIDATES];
    int n[MAX_CANDIDATES];
    bool alive[MAX_CANDIDATES];
    int k;
} search;

static double mean(const search *x, int i)
{
    return x->n[i] ? x->sum[i] / x->n[i] : -1e18;
}

/* Keep the better half (at least two) of the live candidates. */
static void halve(search *x)
{
    int alive = 0;
    for (int i = 0; i < x->k; i++) alive += x->alive[i];
    for (int drop = alive / 2; drop > 0 && alive > 2; drop--, alive--) {
        int worst = -1;
        for (int i = 0; i < x->k; i++)
            if (x->alive[i] && (worst < 0 || mean(x, i) < mean(x, worst))) worst = i;
        x->alive[worst] = false;
    }
}

/* One thread's search: the candidates alive at the end go to *out. */
static int flat_search(const metro_state *s, uint64_t seed, const metro_ai_budget *budget,
                       ai_root_stats *out)
{
    double t0 = metro_ai_budget_clock(budget);
    ai_params params = ai_params_for(s);
    ai_rollout_params rp = ai_default_rollout;
    search x;
    x.k = ai_pick_candidates(s, &params, MAX_CANDIDATES, x.move, x.prior);
    out->k = 0, out->work = 0;
    if (x.k == 0) return METRO_ERR_GAME_OVER;
    if (x.k == 1) {
        out->k = 1, out->move[0] = x.move[0], out->visits[0] = 1, out->total[0] = 0;
        return METRO_OK;
    }
    for (int i = 0; i < x.k; i++) x.sum[i] = 0, x.n[i] = 0, x.alive[i] = true;
    int max_playouts = budget->max_playouts, me = s->current;
    double ms = budget->ms_per_move > 0 ? budget->ms_per_move : max_playouts ? 0 : DEFAULT_MS;
    metro_rng rng;
    metro_rng_seed(&rng, seed);
    ai_weights w;
    int playouts = 0, cuts = 0, phases = 1;
    /* One phase per halving (20 -> 10 -> 5 -> 3 -> 2) and a last one for the
     * final two: each gets an equal share of the budget. */
    for (int alive = x.k; alive > 2; alive -= alive / 2) phases++;
    double now = t0;
    for (;;) {
        metro_rng deal;
        metro_rng_seed(&deal, metro_rng_next(&rng));
        uint64_t rollout_seed = metro_rng_next(&rng);
        metro_state dealt = *s;
        metro_redeal_hidden(&dealt, me, &deal);
        ai_account_weights(&dealt, &rp, &w);
        for (int i = 0; i < x.k; i++) {
            if (!x.alive[i]) continue;
            metro_state t = dealt;
            metro_rng r;
            metro_rng_seed(&r, rollout_seed);
            metro_apply_unchecked(&t, &x.move[i]);
            ai_rollout(&t, &rp, &w, &r);
            x.sum[i] += ai_rollout_value(&t, me, &rp);
            x.n[i]++;
            playouts++;
            if (max_playouts && playouts >= max_playouts) goto done;
            /* A handful of rollouts between clock reads stays well under a
             * millisecond, so a move still overruns by much less than that. */
            if (ms > 0 && playouts % CLOCK_EVERY == 0 &&
                (now = metro_ai_budget_clock(budget)) - t0 >= ms)
                goto done;
        }
        double spent = max_playouts ? (double)playouts / max_playouts : (now - t0) / ms;
        if (cuts < phases - 1 && spent * phases >= cuts + 1) halve(&x), cuts++;
    }
done:
    out->work = playouts;
    for (int i = 0; i < x.k; i++)
        if (x.alive[i]) {
            out->move[out->k] = x.move[i], out->visits[out->k] = x.n[i];
            out->total[out->k++] = x.sum[i];
        }
    return METRO_OK;
}

int ai_flat_search(const metro_state *s, uint64_t seed, const metro_ai_budget *budget,
                   metro_move *out, long *playouts)
{
    return ai_search(flat_search, s, seed, budget, out, playouts);
}

static int choose_flat(const metro_state *s, uint64_t seed, const metro_ai_budget *budget,
                       metro_move *out)
{
    return ai_search_solo_aware(flat_search, s, seed, budget, out);
}

const metro_ai metro_ai_flat = {
    .name = "flat",
    .level = "study",
    .description = "Plays each good move out to the end of the game many times (the hard level "
                   "until issue 22).",
    .choose = choose_flat,
};
