/* Rollouts of the strong search: every seat plays the cheap policy "the lay
 * that most raises my projection", read through metro_lay_preview (no copy
 * of the state per candidate lay), with a little uniform randomness. */
#include "ai_internal.h"
#include "metro/lay_preview.h"

const ai_rollout_params ai_default_rollout = {
    .rival = 1.0,
    .solo_floor = 0.3,
    .open_base = 1.0,
    .open_growth = 4.0,
    .epsilon = 0.0,
    .draw_below = -1e9,
    .max_turns = 0,
    .win_bonus = 20.0,
    .best_rival = 0.3,
};

void ai_account_weights(const metro_state *s, const ai_rollout_params *p, ai_weights *w)
{
    int players = s->cfg.players;
    double rival = players > 1 ? p->rival / (players - 1) * (players > 2 ? 1.5 : 1.0) : 0;
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++)
        for (int q = 0; q < METRO_MAX_PLAYERS; q++)
            w->weight[a][q] = a == q ? 1.0f : a < players ? (float)-rival : 0.0f;
    if (!s->cfg.modules) return;
    /* Modules: bump each account by ten points and see what the final
     * scoring makes of it for every seat. */
    metro_state t = *s;
    int base[METRO_MAX_PLAYERS], bumped[METRO_MAX_PLAYERS];
    metro_final_scores(&t, base);
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) {
        t.score[a] = (int16_t)(t.score[a] + 10);
        metro_final_scores(&t, bumped);
        t.score[a] = (int16_t)(t.score[a] - 10);
        double gain[METRO_MAX_PLAYERS], total = 0;
        for (int q = 0; q < players; q++) gain[q] = (bumped[q] - base[q]) / 10.0, total += gain[q];
        for (int q = 0; q < players; q++) {
            double v = gain[q] - rival * (total - gain[q]);
            if (players == 1 && a >= METRO_ACCOUNT_COMPANY0 && v < p->solo_floor) v = p->solo_floor;
            w->weight[a][q] = (float)v;
        }
    }
}

/* One move of the policy for the seat to move; false when there is none. */
static bool policy_move(const metro_state *s, const ai_rollout_params *p, const ai_weights *w,
                        metro_rng *rng, metro_move *out)
{
    metro_move_set set;
    int n = metro_legal_move_set(s, &set);
    if (n <= 0) return false;
    if (set.n_lays == 0 ||
        (p->epsilon > 0 && (double)(metro_rng_next(rng) >> 11) * 0x1p-53 < p->epsilon)) {
        *out = metro_move_set_get(&set, (int)metro_rng_below(rng, (uint32_t)n));
        return true;
    }
    double k = ai_open_value(s, p), best = -1e18;
    int me = s->current, ties = 0, best_g = 0, best_sq = 0;
    for (int g = 0; g < set.n_lays; g++) {
        int tile = set.lay[g].tile;
        for (uint64_t m = set.squares[g]; m; m &= m - 1) {
            int sq = __builtin_ctzll(m);
            double v = p->edge ? ai_lay_gain_edge(s, tile, sq, w, me, k, p->edge, p->edge_weight)
                               : ai_lay_gain(s, tile, sq, w, me, k);
            if (v > best + 1e-9) {
                best = v, ties = 1, best_g = g, best_sq = sq;
            } else if (v > best - 1e-9 && metro_rng_below(rng, (uint32_t)++ties) == 0) {
                best_g = g, best_sq = sq;
            }
        }
    }
    if (best < p->draw_below) {
        for (int i = 0; i < set.n_other; i++)
            if (set.other[i].kind == METRO_MOVE_DRAW) return *out = set.other[i], true;
    }
    *out = set.lay[best_g];
    out->sq = (uint8_t)best_sq;
    return true;
}

int ai_rollout(metro_state *s, const ai_rollout_params *p, const ai_weights *w, metro_rng *rng)
{
    int stop = p->max_turns > 0 ? s->turn + p->max_turns : 1 << 30, moves = 0;
    metro_move m;
    while (!metro_over(s) && s->turn < stop && policy_move(s, p, w, rng, &m)) {
        metro_apply_unchecked(s, &m);
        moves++;
    }
    return moves;
}

void ai_rollout_values(const metro_state *s, const ai_rollout_params *p,
                       double out[METRO_MAX_PLAYERS])
{
    double v[METRO_MAX_PLAYERS];
    if (metro_over(s)) {
        int f[METRO_MAX_PLAYERS];
        metro_final_scores(s, f);
        for (int q = 0; q < METRO_MAX_PLAYERS; q++) v[q] = f[q];
    } else {
        /* The evaluation's projection (solo: its own), or the search's. */
        ai_params ep = p->cut ? *p->cut : ai_params_for(s);
        ai_project(s, &ep, v);
    }
    int players = s->cfg.players;
    if (players < 2) {
        out[0] = v[0];
        return;
    }
    for (int me = 0; me < players; me++) {
        double best = -1e18, sum = 0;
        for (int q = 0; q < players; q++)
            if (q != me) sum += v[q], best = v[q] > best ? v[q] : best;
        double rivals = p->best_rival * best + (1 - p->best_rival) * sum / (players - 1);
        /* The bonus goes to a real win (ahead of the best rival; a tie shares
         * it), since winning, not the margin, is what counts. */
        double bonus = v[me] > best ? p->win_bonus : v[me] == best ? p->win_bonus / 2 : 0;
        out[me] = v[me] - rivals + bonus;
    }
}

double ai_rollout_value(const metro_state *s, int me, const ai_rollout_params *p)
{
    double v[METRO_MAX_PLAYERS];
    ai_rollout_values(s, p, v);
    return v[me];
}
