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
