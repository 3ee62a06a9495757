/* Computer players: a registry of move choosers selected by name. */
#pragma once

#include "metro/engine.h"

typedef struct metro_ai_budget {
    int ms_per_move;  /* thinking time for searching players (0: their default) */
    int max_playouts; /* 0: no limit (time decides); >0 makes a search repeatable */
    /* How ms_per_move is measured: false, CPU time of the thinking thread
     * (tournaments: results do not depend on the machine's load); true, wall
     * time (the window: a move takes as long as promised however busy the
     * machine is). */
    bool wall_clock;
    /* Search threads (root-parallel: each searches on its own and their
     * results are pooled at the end); 0 or 1: the calling thread only. */
    int threads;
} metro_ai_budget;

/* A computer player is a pure function of (what its seat can see, seed) to a
 * move. `visible` is already a redeal of the hidden information (see
 * metro_ai_choose), so an AI cannot peek even if it reads everything. */
typedef struct metro_ai {
    const char *name;        /* "random", "greedy", "medium", "strong" */
    const char *level;       /* level label for players: "beginner" ... "hard" */
    const char *description; /* one line for menus and --help: how strong it is */
    /* Writes a legal move of visible->current into *out; returns METRO_OK. */
    int (*choose)(const metro_state *visible, uint64_t seed, const metro_ai_budget *budget,
                  metro_move *out);
} metro_ai;

/* The registry lists the players from the weakest to the strongest. */
int metro_ai_count(void);
const metro_ai *metro_ai_get(int index);
const metro_ai *metro_ai_find(const char *name); /* by name or level label; NULL if unknown */
const metro_ai *metro_ai_best(void);             /* the strongest (hints) */
/* Players for study and tournaments, not offered as levels (their level
 * and description are not translated: only metro-cli shows them). */
int metro_ai_study_count(void);
const metro_ai *metro_ai_study_get(int index);

/* Choose a move for the player to move in `s`: copies the state, replaces
 * everything that seat cannot see by a random deal drawn from `seed`, and
 * asks the AI. The result is legal in `s`. */
int metro_ai_choose(const metro_ai *ai, const metro_state *s, uint64_t seed,
                    const metro_ai_budget *budget, metro_move *out);

/* ---- Whole games between computer players (src/ai/match.c) -------------- */
typedef struct metro_ai_move_time {
    uint8_t seat;
    float ms; /* CPU time of the thread for this choice */
} metro_ai_move_time;

/* Play one game from the set-up `cfg` to its end, seat i by ais[i]; every
 * choice gets its own seed derived from `seed`. Final points per seat go to
 * scores. When times is not NULL it receives up to cap move times, the count
 * in *n_times. Returns METRO_OK, or the error of an illegal choice. */
int metro_ai_play_game(const metro_config *cfg, const metro_ai *const *ais, uint64_t seed,
                       const metro_ai_budget *budget, int scores[METRO_MAX_PLAYERS],
                       metro_ai_move_time *times, int cap, int *n_times);

/* CPU time of the calling thread in milliseconds (wall clock where the
 * system has no thread clock): what the move budgets measure. */
double metro_ai_clock_ms(void);
/* A monotonic wall clock in milliseconds. */
double metro_ai_wall_ms(void);
/* The clock a budget is measured with (wall_clock or CPU time). */
double metro_ai_budget_clock(const metro_ai_budget *budget);
