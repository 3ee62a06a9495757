/* Computer players: a registry of move choosers selected by name. */
#pragma once

#include "metro/engine.h"

typedef struct metro_ai_budget {
    int ms_per_move;   /* thinking time for searching players (0: their default) */
    int max_playouts;  /* 0: no limit (time decides); >0 makes a search repeatable */
} metro_ai_budget;

/* A computer player is a pure function of (what its seat can see, seed) to a
 * move. `visible` is already a redeal of the hidden information (see
 * metro_ai_choose), so an AI cannot peek even if it reads everything. */
typedef struct metro_ai {
    const char *name;        /* "random", "greedy", "strong" */
    const char *description; /* one line for menus and --help */
    /* Writes a legal move of visible->current into *out; returns METRO_OK. */
    int (*choose)(const metro_state *visible, uint64_t seed, const metro_ai_budget *budget,
                  metro_move *out);
} metro_ai;

int metro_ai_count(void);
const metro_ai *metro_ai_get(int index);
const metro_ai *metro_ai_find(const char *name); /* NULL if unknown */

/* Choose a move for the player to move in `s`: copies the state, replaces
 * everything that seat cannot see by a random deal drawn from `seed`, and
 * asks the AI. The result is legal in `s`. */
int metro_ai_choose(const metro_ai *ai, const metro_state *s, uint64_t seed,
                    const metro_ai_budget *budget, metro_move *out);
