/* Position evaluation shared by the computer players: completed points plus
 * a projection of every open line, and one-ply move ratings built on it. */
#include <math.h>

#include "ai_internal.h"

const ai_params ai_default_params = {
    .open_base = 1.0,
    .open_growth = 4.0,
    .centre = 0.15,
    .rival_max = 0.5,
    .draw_margin = 0.0,
    .solo_mean = 0.0,
    .depth = 0,
};

ai_params ai_params_for(const metro_state *s)
{
    ai_params p = ai_default_params;
    if (s->cfg.players == 1) {
        /* Solo: every line must end, and only the weakest company counts, so
         * open lines are worth more and the search looks 20 turns ahead. */
        p.open_growth = 16.0;
        p.solo_mean = 0.3;
        p.depth = 20;
    }
    return p;
}

/* A line waiting on a square whose centre-facing side still opens onto the
 * central station may yet end there and score double. */
static bool waits_by_centre(const metro_state *s, const metro_line *l)
{
    int slot = metro_centre_slot_at(l->head_sq);
    if (slot < 0) return false;
    int next = metro_neighbour(l->head_sq, metro_centre_slot_side(slot));
    return next >= 0 && (s->centre_open_mask >> next & 1u);
}

void ai_project(const metro_state *s, const ai_params *p, double out[METRO_MAX_PLAYERS])
{
    double acc[METRO_MAX_ACCOUNTS];
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) acc[a] = s->score[a];
    if (!metro_over(s)) {
        double left = (double)(s->tiles_total - s->tiles_laid) / (double)s->tiles_total;
        double k = p->open_base + p->open_growth * left;
        for (int id = 0; id < METRO_MAX_LINES; id++) {
            const metro_line *l = &s->line[id];
            if (l->status != METRO_LINE_OPEN || l->owner == METRO_NO_OWNER) continue;
            double v = l->entries + k;
            if (p->edge) v -= k * p->edge_weight * p->edge[l->head_sq * 4 + l->head_side];
            if (l->doubles && waits_by_centre(s, l)) v += p->centre * (l->entries + 1);
            acc[l->owner] += v;
        }
    }
    int players = s->cfg.players;
    if (!s->cfg.modules) {
        for (int q = 0; q < METRO_MAX_PLAYERS; q++) out[q] = q < players ? acc[q] : 0;
        return;
    }
    /* Modules score from the accounts (companies, shares, chits): let them
     * score the projected accounts; keep the seats' fractions for smoothness. */
    metro_state t = *s;
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) t.score[a] = (int16_t)lround(acc[a]);
    int f[METRO_MAX_PLAYERS];
    metro_final_scores(&t, f);
    for (int q = 0; q < METRO_MAX_PLAYERS; q++)
        out[q] = q < players ? f[q] + (acc[q] - t.score[q]) : 0;
    if (players == 1 && p->solo_mean > 0 && !metro_over(s)) {
        /* Solo scores the weakest company: a little of the mean keeps the
         * others growing too (the minimum alone is flat for most moves). */
        double sum = 0;
        for (int a = METRO_ACCOUNT_COMPANY0; a < METRO_MAX_ACCOUNTS; a++) sum += acc[a];
        out[0] += p->solo_mean * sum / METRO_COMPANIES;
    }
}

double ai_eval(const metro_state *s, int me, const ai_params *p)
{
    double v[METRO_MAX_PLAYERS];
    ai_project(s, p, v);
    int players = s->cfg.players;
    if (players < 2) return v[me];
    double best = -1e18, sum = 0;
    for (int q = 0; q < players; q++) {
        if (q == me) continue;
        sum += v[q];
        if (v[q] > best) best = v[q];
    }
    return v[me] - (p->rival_max * best + (1 - p->rival_max) * sum / (players - 1));
}

int ai_unseen_tiles(const metro_state *s, int me, int count[METRO_TILE_TYPES])
{
    int total = 0;
    for (int t = 0; t < METRO_TILE_TYPES; t++) count[t] = 0;
    for (int i = s->deck_top; i < s->deck_len; i++) count[s->deck[i]]++, total++;
    for (int q = 0; q < s->cfg.players; q++)
        for (int i = 0; i < s->hand_size; i++)
            if (q != me && s->hand[q][i] != METRO_NO_TILE) count[s->hand[q][i]]++, total++;
    return total;
}

/* Best evaluation among the moves of `s` for `me` (draws excluded). */
static double best_after(const metro_state *s, int me, const ai_params *p, metro_move *scratch)
{
    double best = -1e18;
    int n = metro_legal_moves(s, scratch);
    for (int i = 0; i < n; i++) {
        if (scratch[i].kind == METRO_MOVE_DRAW) continue;
        metro_state t = *s;
        metro_apply_unchecked(&t, &scratch[i]);
        double v = ai_eval(&t, me, p);
        if (v > best) best = v;
    }
    return best;
}

/* A draw: the mean, over the tiles it may bring, of their best lay. */
static double draw_value(const metro_state *s, const ai_params *p, metro_move *scratch)
{
    int count[METRO_TILE_TYPES], me = s->current;
    int total = ai_unseen_tiles(s, me, count);
    if (!total) return -1e18;
    double sum = 0;
    for (int t = 0; t < METRO_TILE_TYPES; t++) {
        if (!count[t]) continue;
        metro_state d = *s;
        d.drawn = (uint8_t)t;
        d.deck_top++;
        sum += count[t] * best_after(&d, me, p, scratch);
    }
    return sum / total - p->draw_margin;
}

int ai_rate_moves(const metro_state *s, const ai_params *p, metro_move *moves, double *value)
{
    metro_move scratch[METRO_MAX_MOVES];
    int n = metro_legal_moves(s, moves), me = s->current;
    for (int i = 0; i < n; i++) {
        if (moves[i].kind == METRO_MOVE_DRAW) {
            value[i] = draw_value(s, p, scratch);
        } else {
            metro_state t = *s;
            metro_apply_unchecked(&t, &moves[i]);
            value[i] = ai_eval(&t, me, p);
        }
    }
    return n;
}

bool ai_quick_move(const metro_state *s, const ai_params *p, metro_rng *rng, metro_move *out)
{
    metro_move moves[METRO_MAX_MOVES];
    int n = metro_legal_moves(s, moves), me = s->current, ties = 0;
    double best = -1e18;
    for (int i = 0; i < n; i++) {
        if (moves[i].kind == METRO_MOVE_DRAW) continue;
        metro_state t = *s;
        metro_apply_unchecked(&t, &moves[i]);
        double v = ai_eval(&t, me, p);
        if (v > best + 1e-9) {
            best = v, ties = 1, *out = moves[i];
        } else if (v > best - 1e-9 && metro_rng_below(rng, (uint32_t)++ties) == 0) {
            *out = moves[i];
        }
    }
    if (ties) return true;
    for (int i = 0; i < n; i++) /* only a draw is left */
        if (moves[i].kind == METRO_MOVE_DRAW) return *out = moves[i], true;
    return false;
}
