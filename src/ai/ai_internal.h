/* Shared pieces of the computer players: position evaluation and fast move choice. */
#pragma once

#include "metro/ai.h"
#include "metro/lay_preview.h"

/* Knobs of the evaluation; tuned by tournaments (docs/ai.md). */
typedef struct ai_params {
    double open_base;   /* points an open line is still expected to gain at the end */
    double open_growth; /* ... plus this much times the share of tiles still to lay */
    double centre;      /* share of (entries + 1) added when a line waits beside the centre */
    double rival_max;   /* weight of the best rival vs the rivals' mean (several players) */
    double draw_margin; /* a draw must beat the best hand lay by this much */
    double solo_mean;   /* one player: weight of the mean of all accounts next to the score */
    int depth;          /* strong: turns looked ahead after its move (0: players + 1) */
    const float *edge;  /* NULL, or per port the share of tiles that end a line there */
    double edge_weight; /* an open line waiting at port w is worth entries + k * (1 -
                           edge_weight * edge[w]): exposed lines get ended short */
} ai_params;

extern const ai_params ai_default_params;
/* The parameters to play the position `s` with (set-ups differ: solo). */
ai_params ai_params_for(const metro_state *s);

/* Expected final points of every seat: completed lines plus a projection of
 * the open ones, through the modules' final scoring. */
void ai_project(const metro_state *s, const ai_params *p, double out[METRO_MAX_PLAYERS]);
/* How good `s` is for seat `me`: its projection minus its rivals'. */
double ai_eval(const metro_state *s, int me, const ai_params *p);

/* Counts of the tiles `me` cannot see (deck and other hands) per type;
 * returns their total. */
int ai_unseen_tiles(const metro_state *s, int me, int count[METRO_TILE_TYPES]);

/* Value of every legal move of `s` for the mover, one-ply: the evaluation
 * after the move; a draw is worth the mean best lay of the tiles it may give.
 * Returns the number of moves (moves[], value[] sized METRO_MAX_MOVES). */
int ai_rate_moves(const metro_state *s, const ai_params *p, metro_move *moves, double *value);

/* Best lay (or module move) for the mover, one-ply, never drawing: the fast
 * policy of the search's playouts. Returns false when there is no move. */
bool ai_quick_move(const metro_state *s, const ai_params *p, metro_rng *rng, metro_move *out);

/* The best one-ply moves of `s` by ai_rate_moves, best first, at most `max`
 * of them and always the draw when it is legal (its one-ply value is only an
 * average). Returns how many (moves[], prior[] sized METRO_MAX_MOVES). */
int ai_pick_candidates(const metro_state *s, const ai_params *p, int max, metro_move *moves,
                       double *prior);

/* ---- Rollouts of the strong search (src/ai/rollout.c) --------------------- */
typedef struct ai_rollout_params {
    double rival;      /* weight of a rival seat's point against one of the mover's */
    double solo_floor; /* solo: least weight of a company's point (only the weakest counts) */
    double open_base;  /* value of an open line's future, as in ai_params */
    double open_growth;
    double epsilon;    /* share of rollout moves picked uniformly among all legal moves */
    double draw_below; /* draw instead when the best lay of the hand is worth less */
    int max_turns;     /* turns played before the value is read (0: to the end) */
    double win_bonus;  /* value of a win on top of the final margin */
    double best_rival; /* several rivals: weight of the best one against their mean */
    const float *edge; /* as in ai_params: exposure of a waiting line, or NULL */
    double edge_weight;
    const ai_params *cut; /* the projection of a rollout cut short (NULL: ai_params_for) */
} ai_rollout_params;

extern const ai_rollout_params ai_default_rollout;

/* weight[a][q]: what one more point in score account a is worth to seat q,
 * read off the modules' final scoring (shares, companies, solo), so the
 * rollout policy needs no knowledge of any module. */
typedef struct ai_weights {
    float weight[METRO_MAX_ACCOUNTS][METRO_MAX_PLAYERS];
} ai_weights;

void ai_account_weights(const metro_state *s, const ai_rollout_params *p, ai_weights *w);

/* What an open line can still expect to gain: k of the projection. */
static inline double ai_open_value(const metro_state *s, const ai_rollout_params *p)
{
    double left = (double)(s->tiles_total - s->tiles_laid) / (double)s->tiles_total;
    return p->open_base + p->open_growth * left;
}

/* How much laying `tile` on `sq` raises the projection for seat `me`: each
 * line entering it either grows (entries) or ends (points instead of its
 * open value entries + k). */
static inline double ai_lay_gain(const metro_state *s, int tile, int sq, const ai_weights *w,
                                 int me, double k)
{
    metro_lay_effect e[4];
    int n = metro_lay_preview(s, tile, sq, e);
    double v = 0;
    for (int i = 0; i < n; i++) {
        const metro_line *l = &s->line[e[i].line];
        if (l->owner == METRO_NO_OWNER) continue;
        double after = e[i].done ? e[i].points : e[i].entries + k;
        v += w->weight[l->owner][me] * (after - (l->entries + k));
    }
    return v;
}

/* ai_lay_gain where an open line's future depends on where it waits:
 * entries + k * (1 - exposure * edge[port]). */
static inline double ai_lay_gain_edge(const metro_state *s, int tile, int sq, const ai_weights *w,
                                      int me, double k, const float *edge, double exposure)
{
    metro_lay_effect e[4];
    int n = metro_lay_preview(s, tile, sq, e);
    double v = 0, kx = k * exposure;
    for (int i = 0; i < n; i++) {
        const metro_line *l = &s->line[e[i].line];
        if (l->owner == METRO_NO_OWNER) continue;
        double after = e[i].done ? e[i].points : e[i].entries + k - kx * edge[e[i].wait];
        double before = l->entries + k - kx * edge[l->head_sq * 4 + l->head_side];
        v += w->weight[l->owner][me] * (after - before);
    }
    return v;
}

/* Plays `s` on with the cheap rollout policy (every seat alike) until the
 * end or p->max_turns turns; returns the moves played. */
int ai_rollout(metro_state *s, const ai_rollout_params *p, const ai_weights *w, metro_rng *rng);
/* The same for every seat at once (out[0] only in solo). */
void ai_rollout_values(const metro_state *s, const ai_rollout_params *p,
                       double out[METRO_MAX_PLAYERS]);
/* Value of a rollout's end for seat `me`: final (or projected) points minus
 * the best rival's, plus win_bonus for a win; solo: the points. */
double ai_rollout_value(const metro_state *s, int me, const ai_rollout_params *p);

/* ---- Searches and their threads (src/ai/parallel.c) ----------------------- */
enum { AI_MAX_ROOT = 64 };

/* What one search found at the root: the moves still in the running, with
 * their visits and the sum of their values; `work` counts its rollouts or
 * iterations. */
typedef struct ai_root_stats {
    int k;
    metro_move move[AI_MAX_ROOT];
    long visits[AI_MAX_ROOT];
    double total[AI_MAX_ROOT];
    long work;
} ai_root_stats;

/* A search from the root of `s` into *out; METRO_ERR_GAME_OVER without a move. */
typedef int (*ai_root_search)(const metro_state *s, uint64_t seed, const metro_ai_budget *budget,
                              ai_root_stats *out);

/* Runs `search` on budget->threads threads (each its own seed, the same
 * budget) and pools their root statistics by move; plays the best mean
 * among the moves with at least half the most visits. *work (may be NULL)
 * gets the rollouts or iterations of all threads. */
int ai_search(ai_root_search search, const metro_state *s, uint64_t seed,
              const metro_ai_budget *budget, metro_move *out, long *work);

/* A searching player's choice: ai_search on two or more seats; solo plays
 * medium's look-ahead instead. */
int ai_search_solo_aware(ai_root_search search, const metro_state *s, uint64_t seed,
                         const metro_ai_budget *budget, metro_move *out);

/* Two moves that do the same on any deal (the hand slot aside). */
bool ai_same_move(const metro_move *a, const metro_move *b);

/* The flat search of the study player "flat" (src/ai/flat.c); *playouts
 * gets the number of rollouts it played (for the benchmark). */
int ai_flat_search(const metro_state *s, uint64_t seed, const metro_ai_budget *budget,
                   metro_move *out, long *playouts);

/* The hard level's tree search (src/ai/tree.c); *iterations gets the
 * iterations played. */
int ai_tree_search(const metro_state *s, uint64_t seed, const metro_ai_budget *budget,
                   metro_move *out, long *iterations);
