/* Shared pieces of the computer players: position evaluation and fast move choice. */
#pragma once

#include "metro/ai.h"

/* Knobs of the evaluation; tuned by tournaments (docs/ai.md). */
typedef struct ai_params {
    double open_base;   /* points an open line is still expected to gain at the end */
    double open_growth; /* ... plus this much times the share of tiles still to lay */
    double centre;      /* share of (entries + 1) added when a line waits beside the centre */
    double rival_max;   /* weight of the best rival vs the rivals' mean (several players) */
    double draw_margin; /* a draw must beat the best hand lay by this much */
    double solo_mean;   /* one player: weight of the mean of all accounts next to the score */
    int depth;          /* strong: turns looked ahead after its move (0: players + 1) */
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
} ai_rollout_params;

extern const ai_rollout_params ai_default_rollout;

/* weight[a][q]: what one more point in score account a is worth to seat q,
 * read off the modules' final scoring (shares, companies, solo), so the
 * rollout policy needs no knowledge of any module. */
typedef struct ai_weights {
    float weight[METRO_MAX_ACCOUNTS][METRO_MAX_PLAYERS];
} ai_weights;

void ai_account_weights(const metro_state *s, const ai_rollout_params *p, ai_weights *w);
/* Plays `s` on with the cheap rollout policy (every seat alike) until the
 * end or p->max_turns turns; returns the moves played. */
int ai_rollout(metro_state *s, const ai_rollout_params *p, const ai_weights *w, metro_rng *rng);
/* Value of a rollout's end for seat `me`: final (or projected) points minus
 * the best rival's, plus win_bonus for a win; solo: the points. */
double ai_rollout_value(const metro_state *s, int me, const ai_rollout_params *p);

/* The strong player's search (src/ai/strong.c); *playouts gets the number of
 * rollouts it played (for the benchmark). */
int ai_strong_search(const metro_state *s, uint64_t seed, const metro_ai_budget *budget,
                     metro_move *out, long *playouts);
